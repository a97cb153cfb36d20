/**
 * Key-field conventions the first families did not model (docs/document-understanding.md, "Key-value reading", "Institution and country", "Qualification",
 * 8), on small generated pages: bilingual captions whose first half the lexicon does not know,
 * plural markers in captions, values set in under their caption, the surname in capitals before
 * the given names, the English half of a bilingual value, Indonesian ijazah wording, the
 * Brazilian colação de grau, and no issuer state from the holder's birthplace or repeated name.
 */
import { expect } from 'chai';
import { englishHalf, extractDocumentFields } from '../../src/processing/extraction/fields';
import { matchLabel } from '../../src/processing/extraction/labels';
import { splitPersonName } from '../../src/processing/extraction/names';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { parseDate } from '../../src/processing/extraction/normalize';
import { createClassificationEngine } from '../../src/processing/classification';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: key-field conventions of bilingual and label-less certificates', () => {
  it('reads a bilingual caption by the half it knows, and captions with plural markers', () => {
    expect(matchLabel('Xyzzy Qwerty / Student number:')).to.include({ field: 'registrationNumber', colon: true });
    expect(matchLabel('Tempat dan Tanggal Lahir / Place and Date of Birth: Padang, 14 Juli 2000')).to.include({ field: 'dateOfBirth', rest: 'Padang, 14 Juli 2000' });
    expect(matchLabel('Nom(s) et prénom(s) / Surname(s) and given name(s)')).to.include({ field: 'fullName', rest: '' });
    // A value with a slash is no caption.
    expect(matchLabel('Licence en Lettres / Bachelor of Arts')).to.equal(null);
  });

  it('reads a bilingual caption whose unknown half has commas (year, month, day), as OCR misreads it, and its year-first date', () => {
    expect(matchLabel('Терсен он, сар, едер / Date of birth:')).to.include({ field: 'dateOfBirth', colon: true });
    // A quote OCR reads before a numbered caption is no part of it.
    expect(matchLabel('"1.2. Vardas / Given name: Lukas')).to.include({ field: 'firstName', rest: 'Lukas' });
    const r = extractDocumentFields(
      doc([
        [['KHERLEN VALLEY UNIVERSITY', 160, 14]],
        [['Ulaanbaatar, Mongolia', 200, 9]],
        [['ACADEMIC TRANSCRIPT', 200, 12]],
        [['Нэр / Given name:', 50], ['ANAR (Анар)', 230]],
        [['Терсен он, сар, едер / Date of birth:', 50], ['2001.03.02', 230]],
        [['Code', 50], ['Course title', 120], ['Credits', 380], ['Grade', 450]],
        [['CSM101', 50], ['Calculus 1', 120], ['3', 380], ['B', 450]],
        [['CSM102', 50], ['Introduction to Programming', 120], ['3', 380], ['A', 450]],
      ]),
      'transcript',
    );
    expect(r.candidate.dateOfBirth).to.equal('2001-03-02');
  });

  it('takes the value set in under its caption, the surname in capitals first, and the English half of bilingual values', () => {
    const r = extractDocumentFields(
      doc([
        [['RÉPUBLIQUE DU CAMEROUN', 60, 9], ['REPUBLIC OF CAMEROON', 380, 9]],
        [['UNIVERSITÉ DES MONTS VERTS', 160, 16]],
        [['Nom(s) et prénom(s) / Surname(s) and given name(s)', 70, 8.5]],
        [['NKOULOU BIYA Jean Pierre', 84, 11]],
        [['Né(e) le / Born on', 70, 8.5]],
        [['14/03/1997', 84, 11]],
        [['Diplôme / Degree', 70, 8.5]],
        [['Licence en Lettres / Bachelor of Arts', 84, 11]],
        [['Spécialité / Field', 70, 8.5]],
        [['Histoire / History', 84, 11]],
        [['Mention / Grade', 70, 8.5]],
        [['Assez Bien / Fairly Good', 84, 11]],
        [['Session', 70, 8.5]],
        [['Juillet 2019 / July 2019', 84, 11]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Jean Pierre Nkoulou Biya', firstName: 'Jean Pierre', lastName: 'Nkoulou Biya', dateOfBirth: '1997-03-14' });
    expect(r.qualification).to.include({ name: 'Bachelor of Arts', level: 'Bachelor', majorOrSpecialization: 'History', yearOfCompletion: 2019 });
  });

  it('splits mixed-case names by their capitals, whichever side they are on', () => {
    expect(splitPersonName('MBALLA EYENGA Marie Claire')).to.deep.equal({ fullName: 'Marie Claire Mballa Eyenga', firstName: 'Marie Claire', lastName: 'Mballa Eyenga' });
    expect(splitPersonName('Marie Claire MBALLA EYENGA')).to.deep.equal({ fullName: 'Marie Claire Mballa Eyenga', firstName: 'Marie Claire', lastName: 'Mballa Eyenga' });
    expect(splitPersonName('Emily R. CARTER')).to.deep.equal({ fullName: 'Emily R. Carter', firstName: 'Emily R.', lastName: 'Carter' });
  });

  it('takes the English half of a two-language value, else the half after the national one', () => {
    expect(englishHalf('Licence en Lettres / Bachelor of Arts', 'fr')).to.equal('Bachelor of Arts');
    expect(englishHalf('Histoire / History', 'fr')).to.equal('History');
    expect(englishHalf('Bachelor of Arts / Licence en Lettres', 'en')).to.equal('Bachelor of Arts');
    expect(englishHalf('Informatique', 'fr')).to.equal('Informatique');
  });

  it('reads an Indonesian ijazah: the name after its phrase, the birth and passing dates in running text, the degree given', () => {
    const rows: Cell[][] = [
      [['UNIVERSITAS BUKIT KAPUR', 150, 18]],
      [['IJAZAH', 250, 22]],
      [['Dengan ini menyatakan bahwa', 200, 12]],
      [['SITI NUR HASANAH', 210, 18]],
      [['lahir di Cirebon, tanggal 12 Maret 1998', 150, 11]],
      [['telah menyelesaikan dengan baik dan memenuhi segala syarat pendidikan pada Program Studi Manajemen', 60, 11]],
      [['dan dinyatakan lulus pada tanggal 4 Agustus 2021.', 150, 11]],
      [['Kepadanya diberikan gelar', 200, 12]],
      [['Sarjana Ekonomi (S.E.)', 200, 17]],
      [['Medan, 20 Desember 2021', 350, 10]],
    ];
    const kind = createClassificationEngine().classify([{ documentId: 'x', fileName: 'x.pdf', text: doc(rows) }]).documents[0].kind;
    expect(kind).to.equal('diploma');
    const r = extractDocumentFields(doc(rows), 'diploma');
    expect(r.candidate).to.include({ fullName: 'Siti Nur Hasanah', dateOfBirth: '1998-03-12' });
    expect(r.qualification).to.include({ name: 'Sarjana Ekonomi', level: 'Bachelor', yearOfCompletion: 2021, dateOfIssue: '2021-12-20' });
    expect(qualificationLevel('Ahli Madya')).to.equal('Diploma');
    expect(parseDate('17 Agustus 1945')).to.equal('1945-08-17');
  });

  it('reads the Brazilian colação date as the completion, and no state from the holder\'s birthplace or repeated name', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDADE FEDERAL DO VALE DO PIRACEMA', 120, 17]],
        [['O Reitor da Universidade Federal do Vale do Piracema, no uso de suas atribuições e tendo em vista a conclusão do curso de Direito,', 40, 9]],
        [['em 15 de dezembro de 2019, confere o título de', 200, 11]],
        [['Bacharel em Direito', 220, 22]],
        [['a', 290, 11]],
        [['Letícia Araújo Rocha', 210, 19]],
        [['brasileira, natural do Estado de Minas Gerais, nascida em 16 de novembro de 1994, RG 57.550.526 SSP/MG,', 40, 10]],
        [['Uberlândia, 3 de fevereiro de 2020.', 220, 11]],
        [['Letícia Araújo Rocha', 240, 9]],
        [['Diplomada', 260, 8]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Letícia Araújo Rocha', dateOfBirth: '1994-11-16' });
    expect(r.qualification).to.include({ name: 'Bacharel em Direito', level: 'Bachelor', yearOfCompletion: 2019 });
    expect(r.institution).to.include({ countryCode: 'BR', state: null });
  });
  it('keeps the field of a diploma or certificate, reads "sat the" and "has awarded" phrases and the year of the sitting', () => {
    const hnd = extractDocumentFields(
      doc([
        [['HARBOURSIDE INSTITUTE OF TECHNOLOGY', 100, 16]],
        [['has awarded', 200, 11]],
        [['Higher National Diploma in Business', 140, 16]],
        [['to', 260, 11]],
        [['Fatima Zahra Ali', 200, 18]],
        [['on 30 September 2017', 220, 10]],
      ]),
      'diploma',
    );
    expect(hnd.candidate.fullName).to.equal('Fatima Zahra Ali');
    expect(hnd.qualification).to.include({ name: 'Higher National Diploma in Business', level: 'Diploma', yearOfCompletion: 2017 });
    const sat = extractDocumentFields(
      doc([
        [['UNIVERSITY OF KANDY HILLS', 150, 16]],
        [['This is to certify that', 200, 11]],
        [['W. M. Nimal Perera', 200, 16]],
        [['sat the Bachelor of Commerce (Special) Degree Examination held in November 2018', 60, 10]],
      ]),
      'diploma',
    );
    expect(sat.qualification).to.include({ name: 'Bachelor of Commerce', level: 'Bachelor', yearOfCompletion: 2018 });
    const school = extractDocumentFields(
      doc([
        [['BOARD OF SECONDARY EDUCATION, RAJASTHAN', 100, 14]],
        [['This is to certify that', 200, 11]],
        [['MEENA KUMARI', 200, 14]],
        [['has passed the Secondary School Examination, 2018', 100, 11]],
      ]),
      'diploma',
    );
    expect(school.qualification.yearOfCompletion).to.equal(2018);
  });

  it('reads the end of the period of study on a graduation certificate, and a name after "confirm that"', () => {
    const cn = extractDocumentFields(
      doc([
        [['Certificate of Graduation', 150, 18]],
        [['Student Li Na, female, born on March 5, 1997, studied in the major of Accounting from September 2015 to June 2019', 40, 10]],
        [['in the four-year undergraduate program and has completed all the courses. Graduation is approved.', 40, 10]],
      ]),
      'diploma',
    );
    expect(cn.candidate.dateOfBirth).to.equal('1997-03-05');
    expect(cn.qualification.yearOfCompletion).to.equal(2019);
    const letter = extractDocumentFields(
      doc([
        [['Westfield University', 150, 16]],
        [['We confirm that Ms. Hannah Lee was awarded the degree of Bachelor of Arts on 20 May 2018.', 60, 10]],
        [['Peter Grant', 60, 12]],
        [['Deputy Registrar', 60, 9]],
      ]),
      'diploma',
    );
    expect(letter.candidate.fullName).to.equal('Hannah Lee');
    expect(letter.qualification).to.include({ name: 'Bachelor of Arts', yearOfCompletion: 2018 });
  });

  it('invents nothing from a print date or an officer\'s title', () => {
    const printed = extractDocumentFields(
      doc([
        [['ST. MARY HIGH SCHOOL', 150, 18]],
        [['Name:', 60, 10], ['Daniel Osei', 170, 10]],
        [['Date of Birth:', 60, 10], ['04/02/2001', 170, 10]],
        [['Printed on: 12/01/2024', 60, 8]],
      ]),
      'diploma',
    );
    expect(printed.qualification.yearOfCompletion).to.equal(null);
    const registrar = extractDocumentFields(
      doc([
        [['Jonathan P. Blake', 180, 18]],
        [['University Registrar', 190, 10]],
        [['This is to certify that the student named below is enrolled full-time for the Fall 2021 term.', 40, 10]],
      ]),
      'diploma',
    );
    expect(registrar.institution.name).to.equal(null);
    expect(registrar.candidate.fullName).to.equal(null);
  });
  it('takes no month of a date for a city ("Surabaya, 14 Juli 2021": Juli is also a town of Peru)', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITAS PELITA SELATAN', 150, 20]],
        [['Jl. Raya Kampus No. 39, Surabaya', 180, 9]],
        [['IJAZAH', 250, 22]],
        [['Diberikan kepada', 220, 12]],
        [['Fajar Saputra', 220, 18]],
        [['Surabaya, 14 Juli 2021', 350, 10]],
      ]),
      'diploma',
    );
    expect(r.institution).to.include({ countryCode: 'ID', country: 'Indonesia' });
  });
  it('reads a Turkish diploma: the level after "mezun olarak", the date before "tarihinde", the title "DİPLOMA" being no qualification', () => {
    const r = extractDocumentFields(
      doc([
        [['T.C.', 280, 12]],
        [['TOROS TEKNİK ÜNİVERSİTESİ', 160, 18]],
        [['DİPLOMA', 250, 22]],
        [["İktisadi ve İdari Bilimler Fakültesi İşletme Bölümü/Programı'ndan", 100, 11]],
        [['Elif KAYA', 240, 20]],
        [['15.06.2020 tarihinde mezun olarak', 200, 11]],
        [['LİSANS', 260, 18]],
        [['diplomasını almaya hak kazanmıştır.', 200, 11]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Elif Kaya', lastName: 'Kaya' });
    expect(r.qualification).to.include({ name: 'Lisans', level: 'Bachelor', yearOfCompletion: 2020 });
  });
  it('reads the completion date printed before the verb (German "am … bestanden"), in the commission\'s protocol, and the academic year a few lines under "a obtenu"', () => {
    const de = extractDocumentFields(
      doc([
        [['Hochschule Rheintal', 180, 18]],
        [['Frau', 240, 12]],
        [['Lena Hoffmann', 220, 18]],
        [['geboren am 3. März 1997 in Koblenz', 180, 10]],
        [['hat am 15. Juli 2021 die Bachelorprüfung im Studiengang Informatik bestanden.', 80, 10]],
      ]),
      'diploma',
    );
    expect(de.qualification.yearOfCompletion).to.equal(2021);
    const ru = extractDocumentFields(
      doc([
        [['ДИПЛОМ', 250, 22]],
        [['Смирнова Анна Викторовна', 180, 16]],
        [['присвоена квалификация', 200, 10]],
        [['Бакалавр', 230, 14]],
        [['Протокол № 12 от «25» июня 2020 г.', 150, 10]],
      ]),
      'diploma',
    );
    expect(ru.qualification).to.include({ level: 'Bachelor', yearOfCompletion: 2020 });
    const fr = extractDocumentFields(
      doc([
        [['Université de Valbonne', 180, 18]],
        [['Madame Claire Martin', 200, 16]],
        [['a obtenu le Diplôme National de Master', 160, 12]],
        [['Mention : Droit des affaires', 180, 10]],
        [["au titre de l'année universitaire 2021-2022", 170, 10]],
      ]),
      'diploma',
    );
    expect(fr.qualification.yearOfCompletion).to.equal(2022);
  });
  it('reads no year of completion and no status from an expected graduation (An expected graduation is no standing)', () => {
    const r = extractDocumentFields(
      doc([
        [['WESTLAKE UNIVERSITY', 150, 16]],
        [['Name:', 60, 10], ['Ivy Chen', 170, 10]],
        [['Expected Graduation:', 60, 10], ['May 2025', 170, 10]],
        [['Program:', 60, 10], ['Bachelor of Arts', 170, 10]],
      ]),
      'transcript',
    );
    // Families README, `qualification.status`: `In Progress` only under a caption of the standing; the plan says none.
    expect(r.qualification).to.include({ status: null, yearOfCompletion: null });
  });
  it('reads the holder captioned with the award phrase ("Awarded to:") and a "Diploma Type" caption', () => {
    const r = extractDocumentFields(
      doc([
        [['OCEANIA INSTITUTE OF MANAGEMENT', 120, 16]],
        [['Awarded to:', 60, 10], ['Sione Tupou', 200, 10]],
        [['Qualification:', 60, 10], ['Graduate Diploma in Accounting', 200, 10]],
        [['Date awarded:', 60, 10], ['2 March 2018', 200, 10]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Sione Tupou');
    expect(r.qualification).to.include({ name: 'Graduate Diploma in Accounting', yearOfCompletion: 2018 });
    const hs = extractDocumentFields(
      doc([
        [['Pinecrest Academy', 150, 18]],
        [['Student', 60, 10], ['Rodriguez, Maria Elena', 300, 10]],
        [['Diploma Type', 60, 10], ['Standard High School Diploma', 300, 10]],
        [['Graduation Date', 60, 10], ['06/04/2019', 300, 10]],
      ]),
      'transcript',
    );
    expect(hs.candidate.fullName).to.equal('Maria Elena Rodriguez');
    expect(hs.qualification).to.include({ level: 'Higher Secondary', yearOfCompletion: 2019 });
  });
});
