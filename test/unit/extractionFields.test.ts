import { expect } from 'chai';
import { extractDocumentFields, levelOf, normalizeDegreeName, parseDuration, parseTotal, splitProgram } from '../../src/processing/extraction/fields';
import { findLabeledValues, matchLabel, splitInlinePairs } from '../../src/processing/extraction/labels';
import { cleanValue, findDates, parseDate, parseNumber, parseYear, similarity, nameSimilarity, splitName } from '../../src/processing/extraction/normalize';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 9, fontName = 'Helvetica'): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName, fontSize: size, confidence: null,
});
/** Rows of cells: [[text, x], ...] per line, 14 pt apart. */
const pageOf = (rows: Array<Array<[string, number] | [string, number, number]>>, pageNumber = 1, top = 60): PageText => ({
  pageNumber,
  width: 595,
  height: 842,
  source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x, size]) => item(t, x, top + i * 14, size ?? 9))),
});
const doc = (...pages: PageText[]): DocumentText => ({ pages });

describe('extraction: dates', () => {
  const cases: Array<[string, string | null, ('dmy' | 'mdy')?]> = [
    ['2021-06-15', '2021-06-15'],
    ['15/06/2021', '2021-06-15'],
    ['06/15/2021', '2021-06-15'],
    ['03/04/2021', '2021-04-03'],
    ['03/04/2021', '2021-03-04', 'mdy'],
    ['15.06.2021', '2021-06-15'],
    ['15-06-2021', '2021-06-15'],
    ['June 15, 2021', '2021-06-15'],
    ['15th of June, 2021', '2021-06-15'],
    ['15 June 2021', '2021-06-15'],
    ['1er juillet 2020', '2020-07-01'],
    ['le 14 mars 2000', '2000-03-14'],
    ['15. Juni 2021', '2021-06-15'],
    ['12. März 1997', '1997-03-12'],
    ['3 de agosto de 2019', '2019-08-03'],
    ['Fait à Lyon, le 1er août 2019', '2019-08-01'],
    ['12 J uly 2013', '2013-07-12'],
    ['31/02/2020', null],
    ['no date here', null],
  ];
  for (const [text, iso, order] of cases) {
    it(`${JSON.stringify(text)}${order ? ` (${order})` : ''} → ${iso}`, () => expect(parseDate(text, order)).to.equal(iso));
  }
  it('finds every date of a text in order', () => {
    expect(findDates('born 12/03/1997, issued on 3 August 2019').map((d) => d.iso)).to.deep.equal(['1997-03-12', '2019-08-03']);
  });
  it('reads years', () => {
    expect(parseYear('Fall 2015')).to.equal(2015);
    expect(parseYear('2015-2016')).to.equal(2015);
    expect(parseYear('2015-2016', true)).to.equal(2016);
    expect(parseYear('Wintersemester 2015/16')).to.equal(2015);
    expect(parseYear('28/07/2019')).to.equal(2019);
    expect(parseYear('12345')).to.equal(null);
  });
});

describe('extraction: numbers, names, values', () => {
  const numbers: Array<[string, number | null]> = [
    ['3,75', 3.75], ['3.75', 3.75], ['1.234,5', 1234.5], ['1,234.5', 1234.5], ['120.0', 120], ['2585 / 4000', 2585], ['7,5 ECTS', 7.5], ['1,000', 1000], ['n/a', null],
  ];
  for (const [text, n] of numbers) it(`number ${JSON.stringify(text)} → ${n}`, () => expect(parseNumber(text)).to.equal(n));

  const names: Array<[string, string, string | null, string | null]> = [
    ['Jane Doe', 'Jane Doe', 'Jane', 'Doe'],
    ['DOE, Jane', 'Jane Doe', 'Jane', 'Doe'],
    ['LEFÈVRE Élodie', 'Élodie Lefèvre', 'Élodie', 'Lefèvre'],
    ['Jürgen MÜLLER', 'Jürgen Müller', 'Jürgen', 'Müller'],
    ['Ludwig van Beethoven', 'Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Mr. John Smith', 'John Smith', 'John', 'Smith'],
  ];
  for (const [raw, full, first, last] of names) {
    it(`name ${JSON.stringify(raw)}`, () => expect(splitName(raw)).to.deep.equal({ fullName: full, firstName: first, lastName: last }));
  }

  it('cleans separators and OCR specks off values', () => {
    expect(cleanValue(': Jane Doe ;')).to.equal('Jane Doe');
    expect(cleanValue('Statistical Learning ‘')).to.equal('Statistical Learning');
  });

  it('compares names regardless of order and accents', () => {
    expect(nameSimilarity('LEFÈVRE Élodie', 'Elodie Lefevre')).to.equal(1);
    expect(similarity('Riverside Valley University', 'Riverside Valley Univ.')).to.be.greaterThan(0.8);
    expect(nameSimilarity('Jane Doe', 'John Smith')).to.be.lessThan(0.5);
  });

  it('normalizes durations, totals and degree names', () => {
    expect(parseDuration('Full-time, 3 years')).to.equal('3');
    expect(parseDuration('4 años')).to.equal('4');
    expect(parseDuration('4 Years')).to.equal('4');
    expect(parseDuration('2 Jahre')).to.equal('2');
    expect(parseDuration('Laño')).to.equal('1');
    expect(parseDuration('6 Semester')).to.equal('6 Semester');
    expect(parseTotal('120.0')).to.equal('120');
    expect(parseTotal('2585 / 4000')).to.equal('2585');
    expect(normalizeDegreeName('Master of Science (M.Sc.)')).to.equal('Master of Science');
    expect(normalizeDegreeName('B.Tech.')).to.equal('Bachelor of Technology');
    expect(levelOf('Licence')).to.equal('Bachelor');
    expect(levelOf('Máster Universitario en Economía')).to.equal('Master');
    expect(levelOf('Grado en Ingeniería Informática')).to.equal('Bachelor');
    expect(levelOf('Doctor of Philosophy')).to.equal('Doctorate');
    expect(splitProgram('Licence mention Informatique')).to.deep.equal({ degree: 'Licence', major: 'Informatique' });
    expect(splitProgram('Bachelor of Science in Computer Science')).to.deep.equal({ degree: 'Bachelor of Science', major: 'Computer Science' });
    expect(splitProgram('B.Tech. (Computer Science and Engineering)')).to.deep.equal({ degree: 'B.Tech.', major: 'Computer Science and Engineering' });
  });
});

describe('extraction: labels in four languages', () => {
  const labels: Array<[string, string, string]> = [
    ['Student Name: Jane Doe', 'fullName', 'Jane Doe'],
    ['Name of the Student: Priya Sharma', 'fullName', 'Priya Sharma'],
    ['Date of Birth: 03/12/1997', 'dateOfBirth', '03/12/1997'],
    ['Student ID: 2015-01234', 'registrationNumber', '2015-01234'],
    ['Enrolment No.: 15BCE1234', 'registrationNumber', '15BCE1234'],
    ['StudentNumber: 12919855', 'registrationNumber', '12919855'],
    ['Nom : FAURE', 'fullName', 'FAURE'],
    ['Prénom : Loïc', 'firstName', 'Loïc'],
    ['Né(e) le : 08/07/1999 à Toulouse', 'dateOfBirth', '08/07/1999 à Toulouse'],
    ['N° étudiant : 16184886', 'registrationNumber', '16184886'],
    ["Année d'inscription : 2016-2017", 'yearOfAdmission', '2016-2017'],
    ['Moyenne générale : 11,65/20', 'cgpa', '11,65/20'],
    ['Geburtsdatum: 12.03.1997', 'dateOfBirth', '12.03.1997'],
    ['Matrikelnummer: 3456789', 'registrationNumber', '3456789'],
    ['Studienbeginn: Wintersemester 2015/16', 'yearOfAdmission', 'Wintersemester 2015/16'],
    ['Gesamtnote: 1,7 (gut)', 'cgpa', '1,7 (gut)'],
    ['Erworbene ECTS-Leistungspunkte: 180', 'totalCredits', '180'],
    ['Fecha de nacimiento: 18/06/1996', 'dateOfBirth', '18/06/1996'],
    ['Fechade nacimiento: 18/06/1996', 'dateOfBirth', '18/06/1996'],
    ['N.º de expediente: 2018/03475', 'registrationNumber', '2018/03475'],
    ['N.2 de expediente: 2018/03475', 'registrationNumber', '2018/03475'],
    ['Nota media del expediente: 7,85', 'cgpa', '7,85'],
    ['Créditos superados: 240', 'totalCredits', '240'],
  ];
  for (const [text, field, value] of labels) {
    it(`${JSON.stringify(text)} → ${field}`, () => {
      const m = matchLabel(text);
      expect(m?.field).to.equal(field);
      expect(m?.rest).to.equal(value);
    });
  }

  it('does not take words that merely start like a label', () => {
    expect(matchLabel('Names of the modules are listed below')).to.equal(null);
    // A parent's name is a label of its own (never read as the candidate's "Name").
    expect(matchLabel("Father's Name: Ramesh Sharma")?.field).to.equal('parentName');
    expect(matchLabel('A')).to.equal(null);
  });

  it('splits several pairs written in one run', () => {
    const pairs = splitInlinePairs('Student ID: 2015-01234 Date of Birth: 03/12/1997');
    expect(pairs.map((p) => [p.label.field, p.value])).to.deep.equal([
      ['registrationNumber', '2015-01234'],
      ['dateOfBirth', '03/12/1997'],
    ]);
  });

  it('finds values in the next cell and in the line below', () => {
    const p = pageOf([
      [['Name:', 40], ['Jane Doe', 130], ['Programme:', 300], ['BSc (Hons) Economics', 390]],
      [['Date of Issue', 40]],
      [['3 August 2019', 40]],
    ]);
    const found = findLabeledValues(groupLines(p)).map((v) => [v.field, v.value, v.how]);
    expect(found).to.deep.equal([
      ['fullName', 'Jane Doe', 'next-cell'],
      ['program', 'BSc (Hons) Economics', 'next-cell'],
      ['dateOfIssue', '3 August 2019', 'below'],
    ]);
  });
});

describe('extraction: one document', () => {
  it('reads a French relevé: Nom/Prénom, dates, programme → degree and major, closing date, table', () => {
    const d = doc(
      pageOf([
        [['Université Côte d’Argent', 40, 15]],
        [['18, quai Claude-Bernard · 69007 Lyon · France', 40]],
        [['RELEVÉ DE NOTES ET RÉSULTATS', 150, 13]],
        [['Nom:', 40], ['FAURE', 130], ['Formation:', 300], ['Licence mention Informatique', 390]],
        [['Prénom:', 40], ['Loïc', 130], ["Année d'inscription:", 300], ['2016-2017', 390]],
        [['Né(e) le:', 40], ['08/07/1999 à Toulouse', 130]],
        [['Code', 43], ["Unité d'enseignement", 113], ['ECTS', 398], ['Note /20', 450], ['Résultat', 504]],
        [['Semestre 1 — Année universitaire 2016-2017', 43]],
        [['L1INF01', 43], ['Algorithmique et programmation 1', 113], ['6', 414], ['12', 472], ['Admis', 508]],
        [['L1INF02', 43], ['Mathématiques discrètes', 113], ['6', 414], ['9,5', 469], ['Compensé', 499]],
        [['Moyenne générale:', 40], ['11,65/20', 190]],
        [['Crédits ECTS acquis:', 40], ['180', 190]],
        [["Date d'obtention:", 40], ['28/07/2019', 190]],
        [['Fait à Bordeaux, le 1er août 2019', 40]],
      ]),
    );
    const r = extractDocumentFields(d, 'transcript');
    expect(r.candidate).to.deep.equal({ fullName: 'Loïc Faure', firstName: 'Loïc', lastName: 'Faure', dateOfBirth: '1999-07-08' });
    expect(r.institution).to.deep.equal({ name: 'Université Côte d’Argent', country: 'France', countryCode: 'FR', state: null, stateCode: null });
    expect(r.qualification).to.include({
      name: 'Licence', level: 'Bachelor', program: 'Licence mention Informatique', majorOrSpecialization: 'Informatique',
      yearOfAdmission: 2016, yearOfCompletion: 2019, status: 'Completed', dateOfIssue: '2019-08-01', cgpa: '11.65', totalCreditsOrMarks: '180',
      registrationNumber: null, programDuration: null,
    });
    expect(r.courses).to.deep.equal([
      { courseNumber: 'L1INF01', courseName: 'Algorithmique et programmation 1', credit: 6, grade: null, alternateGrade: null, marksScored: 12, maximumMarks: 20, passStatus: 'Admis', term: 'Semestre 1', session: '2016-2017', year: null },
      { courseNumber: 'L1INF02', courseName: 'Mathématiques discrètes', credit: 6, grade: null, alternateGrade: null, marksScored: 9.5, maximumMarks: 20, passStatus: 'Compensé', term: 'Semestre 1', session: '2016-2017', year: null },
    ]);
  });

  it('reads a certificate from running text (name after "conferred upon", degree, major, date)', () => {
    const rows: Array<[string, number, number]> = [
      ['Riverside Valley University', 200, 30],
      ['Springfield, Illinois', 260, 12],
      ['upon the recommendation of the Faculty has conferred upon', 180, 13],
      ['Emily Johnson', 250, 28],
      ['the degree of', 280, 13],
      ['Bachelor of Science', 240, 22],
      ['in Computer Science', 260, 15],
      ['Given on May 15, 2019', 270, 12],
      ['Student ID: 2015-01234', 48, 9],
    ];
    let y = 60;
    const items = rows.map(([t, x, size]) => {
      const it = item(t, x, y, size, 'Times-Roman');
      y += size * 1.4;
      return it;
    });
    const r = extractDocumentFields({ pages: [{ pageNumber: 1, width: 792, height: 612, source: 'text-layer', items }] }, 'diploma');
    expect(r.candidate).to.deep.equal({ fullName: 'Emily Johnson', firstName: 'Emily', lastName: 'Johnson', dateOfBirth: null });
    expect(r.institution).to.deep.equal({ name: 'Riverside Valley University', state: 'Illinois', stateCode: 'IL', country: 'United States', countryCode: 'US' });
    expect(r.qualification).to.include({ name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Computer Science', dateOfIssue: '2019-05-15', yearOfCompletion: 2019, status: 'Completed', registrationNumber: '2015-01234' });
    expect(r.courses).to.deep.equal([]);
  });

  it('never invents: an empty or unrelated page gives nulls', () => {
    const r = extractDocumentFields(doc(pageOf([[['Lorem ipsum dolor sit amet', 40]]])), 'other');
    expect(r.candidate).to.deep.equal({ fullName: null, firstName: null, lastName: null, dateOfBirth: null });
    expect(Object.values(r.qualification).every((v) => v === null)).to.equal(true);
    expect(r.institution.name).to.equal(null);
    expect(r.courses).to.deep.equal([]);
  });
});
