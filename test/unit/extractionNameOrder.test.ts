/**
 * The order of a holder's name (docs/document-understanding.md, "Key-value reading"; the families README's fullName
 * rule "Given [Middle] Family"): an all-capitals name without a comma is read in the order its
 * country's registrars print it (surname first in East Africa, Italy, Hungary, East Asia;
 * given names first elsewhere), a mixed-case, comma or patronymic name decides by itself, and
 * honorifics and relation lines are never part of the candidate's name. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { splitPersonName, surnameFirstInCapitalsFor } from '../../src/processing/extraction/names';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

/** A transcript's header block: the university, its address line, the name pair, a table. */
function transcript(address: string, nameRow: Cell[], extra: Cell[][] = []): DocumentText {
  return doc([
    [['HIGHLAND RIDGE UNIVERSITY', 180, 14]],
    [[address, 180, 9]],
    [['ACADEMIC TRANSCRIPT', 220, 12]],
    nameRow,
    ...extra,
    [['Programme:', 40], ['Bachelor of Science', 140]],
    [['Code', 40], ['Title', 120], ['Grade', 420]],
    [['SCO 101', 40], ['Discrete Mathematics', 120], ['A', 420]],
    [['SCO 102', 40], ['Structured Programming', 120], ['B', 420]],
  ]);
}

describe('extraction: the order of an all-capitals name', () => {
  it('knows the countries whose registrars print capitals surname first', () => {
    expect(surnameFirstInCapitalsFor('KE')).to.equal(true);
    expect(surnameFirstInCapitalsFor('ug')).to.equal(true);
    expect(surnameFirstInCapitalsFor('NG')).to.equal(false);
    expect(surnameFirstInCapitalsFor('IN')).to.equal(false);
    expect(surnameFirstInCapitalsFor(null)).to.equal(false);
  });

  it('splits a surname-first capitals name, initials among the given names', () => {
    expect(splitPersonName('OCHIENG PETER OTIENO', { surnameFirstInCapitals: true })).to.deep.equal({ fullName: 'Peter Otieno Ochieng', firstName: 'Peter Otieno', lastName: 'Ochieng' });
    expect(splitPersonName('KARIUKI W. GRACE', { surnameFirstInCapitals: true })).to.deep.equal({ fullName: 'W. Grace Kariuki', firstName: 'W. Grace', lastName: 'Kariuki' });
    // A comma or mixed case decides by itself, whatever the country.
    expect(splitPersonName('Peter Otieno OCHIENG', { surnameFirstInCapitals: true })!.lastName).to.equal('Ochieng');
    expect(splitPersonName('OCHIENG, PETER OTIENO', { surnameFirstInCapitals: true })!.lastName).to.equal('Ochieng');
    // "SURNAME Given" in mixed case needs no country.
    expect(splitPersonName('ADEBAYO Oluwaseun Grace')).to.deep.equal({ fullName: 'Oluwaseun Grace Adebayo', firstName: 'Oluwaseun Grace', lastName: 'Adebayo' });
  });

  it('keeps the natural order of a capitals name that opens with a Christian given name (rule "A Christian name opens the natural order")', () => {
    expect(splitPersonName('GODFREY MREMA', { surnameFirstInCapitals: true })).to.deep.equal({ fullName: 'Godfrey Mrema', firstName: 'Godfrey', lastName: 'Mrema' });
    expect(splitPersonName('JOY ATIENO MAINA', { surnameFirstInCapitals: true })!.fullName).to.equal('Joy Atieno Maina');
    // Surname first, the given name last: the country's order.
    expect(splitPersonName('MREMA GODFREY', { surnameFirstInCapitals: true })!.fullName).to.equal('Godfrey Mrema');
    // Given names at both ends decide nothing: the country's order stands.
    expect(splitPersonName('PETER GRACE', { surnameFirstInCapitals: true })!.lastName).to.equal('Peter');
  });

  it('reads a capitals name surname first when the portal greets its user by the last word (rule "A portal\'s greeting names the given name")', () => {
    const page = (greeting: string) =>
      ({ pages: [pageOfRows([
        [['Universidad Nacional de Ejemplo', 40, 14], [greeting, 420]],
        [['Expediente académico', 40, 12]],
        [['Nombre', 40], ['Carné', 300]],
        [['ZÚÑIGA CAMPOS ESTEBAN', 40], ['F98027', 300]],
        [['Carrera', 40], ['Bachillerato en Administración de Negocios', 300]],
      ])] }) as DocumentText;
    expect(extractDocumentFields(page('Esteban | Cerrar sesión'), 'transcript').candidate.fullName).to.equal('Esteban Zúñiga Campos');
    // A greeting of another word says nothing: the printed order stands.
    expect(extractDocumentFields(page('Ayuda | Cerrar sesión'), 'transcript').candidate.fullName).to.equal('Zúñiga Campos Esteban');
  });

  it('reads "NAME | KARIUKI WANJIRU GRACE" on a Kenyan transcript surname first', () => {
    const r = extractDocumentFields(transcript('P.O. Box 536-20115, Nakuru, Kenya', [['NAME', 40], ['KARIUKI WANJIRU GRACE', 140]]), 'transcript');
    expect(r.institution.countryCode).to.equal('KE');
    expect(r.candidate).to.include({ fullName: 'Wanjiru Grace Kariuki', firstName: 'Wanjiru Grace', lastName: 'Kariuki' });
  });

  it('reads a Ugandan all-capitals name surname first, a Nigerian one (printed both ways there) in natural order', () => {
    const ug = extractDocumentFields(transcript('P.O. Box 7062, Kampala, Uganda', [['Name:', 40], ['NAKATO SARAH KIRABO', 140]]), 'transcript');
    expect(ug.institution.countryCode).to.equal('UG');
    expect(ug.candidate).to.include({ fullName: 'Sarah Kirabo Nakato', lastName: 'Nakato' });
    const ng = extractDocumentFields(transcript('PMB 2002, Abeokuta, Ogun State, Nigeria', [['Candidate Name:', 40], ['ABDULLAHI KEHINDE OGUNLEYE', 140]]), 'transcript');
    expect(ng.institution.countryCode).to.equal('NG');
    expect(ng.candidate).to.include({ fullName: 'Abdullahi Kehinde Ogunleye', lastName: 'Ogunleye' });
  });

  it('keeps an all-capitals name given-first where that is the convention (India) or no country is printed', () => {
    const india = extractDocumentFields(transcript('Anna Salai, Chennai, Tamil Nadu, India', [['Name of the Student:', 40], ['KAVYA R SHETTY', 160]]), 'transcript');
    expect(india.candidate).to.include({ fullName: 'Kavya R Shetty', lastName: 'Shetty' });
    const nowhere = doc([[['Name:', 40], ['MARK DANIEL TURNER', 140]], [['Code', 40], ['Title', 120], ['Grade', 420]], [['MAT 101', 40], ['Calculus', 120], ['A', 420]]]);
    expect(extractDocumentFields(nowhere, 'transcript').candidate).to.include({ fullName: 'Mark Daniel Turner', lastName: 'Turner' });
  });

  it('never takes an honorific or a relation line for the candidate', () => {
    const r = extractDocumentFields(
      transcript('Anna Salai, Chennai, Tamil Nadu, India', [['Name of Candidate:', 40], ['Kumari PRIYA LAKSHMI NAIR', 160]], [[["Father's Name:", 40], ['SURESH NAIR', 160]], [["Mother's Name:", 40], ['DEEPA NAIR', 160]]]),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Priya Lakshmi Nair', lastName: 'Nair' });
  });
});

describe('extraction: parentage and award phrases around a name', () => {
  it('cuts the parentage printed after the name in its own cell ("S/O", "D/O", "son of", "fils de")', () => {
    expect(splitPersonName('Sri Rakesh Verma S/O Mohan Verma')).to.deep.equal({ fullName: 'Rakesh Verma', firstName: 'Rakesh', lastName: 'Verma' });
    expect(splitPersonName('ANITA RAO D/O RAMESH RAO')!.fullName).to.equal('Anita Rao');
    expect(splitPersonName('John Okafor son of Peter Okafor')!.fullName).to.equal('John Okafor');
    expect(splitPersonName('Jean Dupont fils de Marc Dupont')!.fullName).to.equal('Jean Dupont');
    const r = extractDocumentFields(transcript('Anna Salai, Chennai, Tamil Nadu, India', [['Name:', 40], ['Sri Rakesh Verma S/O Mohan Verma', 140]]), 'transcript');
    expect(r.candidate).to.include({ fullName: 'Rakesh Verma', lastName: 'Verma' });
  });

  it('reads the name that ends a line after "awarded to"', () => {
    const r = extractDocumentFields(doc([[['UNIVERSITY OF WESTMERE', 180, 14]], [['This degree is awarded to Oliver James Whitfield', 100, 10]]]), 'diploma');
    expect(r.candidate).to.include({ fullName: 'Oliver James Whitfield', lastName: 'Whitfield' });
  });
});

describe('extraction: further name captions and the holder\'s sentence', () => {
  const page = (...rows: Cell[][]) => doc([[['UNIVERSITY OF WESTMERE', 180, 14]], ...rows]);
  const name = (d: DocumentText) => extractDocumentFields(d, 'diploma').candidate;

  it('reads "Record of:" and "Name in full:" as the holder\'s name', () => {
    expect(name(page([['Record of:', 40], ['SMITH, JOHN ANDREW', 130]]))).to.include({ fullName: 'John Andrew Smith', lastName: 'Smith' });
    expect(name(page([['Name in Full:', 40], ['Emily Rose Carter', 140]]))).to.include({ fullName: 'Emily Rose Carter', lastName: 'Carter' });
  });

  it('reads the order a caption announces ("Surname & Other Names", "Name (Surname first)", "Last Name, First Name")', () => {
    for (const label of ['Surname & Other Names:', 'Name (Surname first):', 'Full Name (Surname First):']) {
      expect(name(page([[label, 40], ['BELLO AISHA TITILAYO', 170]])), label).to.include({ fullName: 'Aisha Titilayo Bello', firstName: 'Aisha Titilayo', lastName: 'Bello' });
    }
    expect(name(page([['Last Name, First Name:', 40], ['TURNER MARK', 170]]))).to.include({ fullName: 'Mark Turner', lastName: 'Turner' });
    // A caption in natural order keeps an all-capitals name given-first.
    expect(name(page([['First Name Last Name:', 40], ['MARK TURNER', 170]]))).to.include({ fullName: 'Mark Turner', lastName: 'Turner' });
  });

  it('reads past OCR misreadings around a name: a semicolon for the colon, a lone lower-case speck', () => {
    expect(name(page([['Name; RAHUL KUMAR', 40]]))).to.include({ fullName: 'Rahul Kumar', lastName: 'Kumar' });
    expect(name(page([['Name:', 40], ['RAHUL KUMAR i', 140]]))).to.include({ fullName: 'Rahul Kumar', lastName: 'Kumar' });
    expect(splitPersonName('l PRIYA NAIR')!.fullName).to.equal('Priya Nair');
  });

  it('cuts the student number printed after the name in the same cell', () => {
    for (const v of ['Carter, Emily R. (900123456)', 'Emily R. Carter - 900123456', 'Emily R. Carter  ID: 900123456']) {
      expect(name(page([['Student:', 40], [v, 130]])), v).to.include({ fullName: 'Emily R. Carter', lastName: 'Carter' });
    }
  });

  it('reads "Nom de naissance" as the family name and given names listed with commas as one', () => {
    expect(name(page([['Nom de naissance :', 40], ['DUPONT', 160]], [['Prénom(s) :', 40], ['Marie, Claire', 160]]))).to.include({
      fullName: 'Marie Claire Dupont',
      firstName: 'Marie Claire',
      lastName: 'Dupont',
    });
  });

  it('reads the name between a salutation and the birth clause ("Frau Anna Schmidt, geboren am …", "Madame … née le …")', () => {
    expect(name(page([['Frau Anna Schmidt, geboren am 12.03.1998 in München, hat die Bachelorprüfung bestanden', 40, 10]]))).to.include({ fullName: 'Anna Schmidt' });
    expect(name(page([['Madame Camille Dubois, née le 4 mai 1999 à Nantes, a obtenu la licence', 40, 10]]))).to.include({ fullName: 'Camille Dubois' });
  });
});

describe('extraction: Indonesian and Malay name labels', () => {
  it('reads "Nama" and "Nama Mahasiswa" as the holder\'s name', () => {
    for (const label of ['Nama', 'Nama Mahasiswa']) {
      const r = extractDocumentFields(
        doc([
          [['UNIVERSITAS NUSANTARA RAYA', 180, 14]],
          [['TRANSKRIP AKADEMIK', 220, 12]],
          [[`${label}`, 40], [':', 130], ['DEWI KUSUMA RAHMAWATI', 140]],
          [['NIM', 40], [':', 130], ['2019104455', 140]],
          [['Kode', 40], ['Mata Kuliah', 120], ['Nilai', 420]],
          [['MAT101', 40], ['Kalkulus I', 120], ['A', 420]],
        ]),
        'transcript',
      );
      expect(r.candidate, label).to.include({ fullName: 'Dewi Kusuma Rahmawati', lastName: 'Rahmawati' });
    }
  });
});
