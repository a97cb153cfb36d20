/**
 * Conventions of Dutch, Danish, Norwegian and Hungarian academic records the engine first missed on the
 * corpus-na families (scripts/samples/families/dev/na-*.ts): the Hungarian name order under a Hungarian
 * caption, the Hungarian "Képzési szint" level caption that backs a "Szakképzettség" without a degree
 * word, the Norwegian and Danish completion participles in running text, captions with "ø" read by OCR as "o", Hungarian half-year headings ("2019/20. tanév 1. félév"), and institution words written
 * as compounds ("Rijksuniversiteit", "Professionshøjskolen"). Small generated pages; institutions, people
 * and dates are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

const table: Cell[][] = [
  [['Code', 40], ['Title', 120], ['Grade', 420]],
  [['KX101', 40], ['Linear Algebra', 120], ['4', 420]],
  [['KX102', 40], ['Programming Basics', 120], ['5', 420]],
];

describe('extraction: Dutch, Nordic and Hungarian record conventions', () => {
  it('reads a name under a Hungarian caption family name first, unless a given name opens it and none ends it', () => {
    for (const caption of ['Név:', 'Hallgató neve:']) {
      const r = read([[['Pusztaföldi Egyetem', 150, 14]], [[caption, 40], ['Fekete Dóra Lilla', 200]], ...table]);
      expect(r.candidate, caption).to.include({ fullName: 'Dóra Lilla Fekete', firstName: 'Dóra Lilla', lastName: 'Fekete' });
    }
    // An English caption keeps the order as printed; so does a Hungarian one over a name that opens with a given name.
    expect(read([[['Pusztaföldi Egyetem', 150, 14]], [['Name:', 40], ['Dóra Fekete', 200]], ...table]).candidate.lastName).to.equal('Fekete');
    expect(read([[['Pusztaföldi Egyetem', 150, 14]], [['Név:', 40], ['Dóra Fekete', 200]], ...table]).candidate.lastName).to.equal('Fekete');
    expect(read([[['Pusztaföldi Egyetem', 150, 14]], [['Név:', 40], ['Balázs Anna', 200]], ...table]).candidate.lastName).to.equal('Balázs');
  });

  it('reads "Szakképzettség" as the qualification when "Képzési szint" prints its level', () => {
    const r = read([
      [['Pusztaföldi Egyetem', 150, 14]],
      [['Név:', 40], ['Fekete Dóra', 200]],
      [['Képzési szint:', 40], ['mesterképzés (MSc)', 200]],
      [['Szakképzettség:', 40], ['okleveles villamosmérnök', 200]],
      ...table,
    ]);
    expect(r.qualification.name?.toLowerCase()).to.equal('okleveles villamosmérnök');
    expect(r.qualification.level).to.equal('Master');
  });

  it('reads the completion after the Norwegian and Danish participles "fullført" and "afsluttet"', () => {
    for (const [sentence, year] of [['Graden er fullført 14.06.2021.', 2021], ['Uddannelsen blev afsluttet den 24. juni 2020.', 2020]] as const) {
      const r = read([
        [['Fjordvik universitet', 150, 14]],
        [['Navn:', 40], ['Kari Lunde', 200]],
        [[sentence, 40]],
        ...table,
        [['Utskrevet 03.03.2024', 40]],
      ]);
      expect(r.qualification.yearOfCompletion, sentence).to.equal(year);
    }
  });

  it('reads a caption with "ø" as OCR gives it, with "o" ("Fodselsdato" for "Fødselsdato")', () => {
    for (const caption of ['Fødselsdato:', 'Fodselsdato:']) {
      const r = read([[['Fjordvik universitet', 150, 14]], [['Navn:', 40], ['Kari Lunde', 200]], [[caption, 40], ['13.02.1994', 200]], ...table]);
      expect(r.candidate.dateOfBirth, caption).to.equal('1994-02-13');
    }
  });

  it('reads Hungarian half-year headings split into cells by OCR as terms, never as courses', () => {
    const r = read([
      [['Pusztaföldi Egyetem', 150, 14]],
      [['Név:', 40], ['Fekete Dóra', 200]],
      [['Tárgykód', 40], ['Tantárgy neve', 120], ['Kredit', 330], ['Érdemjegy', 420]],
      [['2019/20.', 40], ['tanév', 80], ['1.', 108], ['félév', 124]],
      [['KX101', 40], ['Lineáris algebra', 120], ['5', 330], ['jeles (5)', 420]],
      [['KX102', 40], ['Programozás alapjai', 120], ['4', 330], ['jó (4)', 420]],
      [['2019/20.', 40], ['tanév', 80], ['2.', 108], ['félév', 124]],
      [['KX201', 40], ['Adatbázisok', 120], ['5', 330], ['közepes (3)', 420]],
    ]);
    expect(r.courses.map((c) => [c.courseNumber, c.term, c.session])).to.deep.equal([
      ['KX101', '1. félév', '2019/20'],
      ['KX102', '1. félév', '2019/20'],
      ['KX201', '2. félév', '2019/20'],
    ]);
  });

  it('takes compound institution words ("Rijksuniversiteit", "Professionshøjskolen") for the issuer, not the board that signs', () => {
    for (const name of ['Rijksuniversiteit Hoogveen', 'Professionshøjskolen Nordkyst']) {
      const r = read([
        [[name, 40, 15]],
        [['Postbus 80, 9700 AB Assen', 40, 8]],
        [['Naam:', 40], ['Fenna Hoekstra', 200]],
        ...table,
        [['Examencommissie / Board of Examiners', 40]],
      ]);
      expect(r.institution.name, name).to.equal(name);
    }
  });
});
