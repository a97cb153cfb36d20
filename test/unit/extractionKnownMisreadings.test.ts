/**
 * Misreadings found on the development families (issue 10, item 2), each on a small generated page:
 * an examination board's aggregate of grade points read as a total, a form's serial number line read as
 * the qualification, the Finnish "(AMK)" marker dropped from a degree's name, a Lunar Hijri date without
 * its era read as a Solar Hijri one, and the examination for a certificate named by the examination.
 */
import { expect } from 'chai';
import { extractDocumentFields, normalizeDegreeName } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: known misreadings of the development families', () => {
  const results = (tail: Cell[][], marks: boolean) =>
    doc([
      [['NORTHERN EXAMINATIONS COUNCIL', 150, 14]],
      [['P.O. Box 7066, Kampala, Uganda', 200, 9]],
      [['CERTIFICATE OF EDUCATION EXAMINATION, 2019', 140, 11]],
      [['INDEX NO.', 70], [': U1234/001', 190]],
      [['NAME', 70], [': OKELLO BRIAN', 190]],
      [['CODE', 70], ['SUBJECT', 140], [marks ? 'MARKS' : 'GRADE', 420]],
      [['112', 70], ['ENGLISH LANGUAGE', 140], [marks ? '78' : 'D2', 420]],
      [['456', 70], ['MATHEMATICS', 140], [marks ? '66' : 'C3', 420]],
      [['241', 70], ['HISTORY', 140], [marks ? '71' : 'C4', 420]],
      [['273', 70], ['GEOGRAPHY', 140], [marks ? '59' : 'D1', 420]],
      ...tail,
    ]);

  it('reads no total from an aggregate of grade points over subjects graded without marks or credits', () => {
    const r = extractDocumentFields(results([[['AGGREGATE: 10', 70], ['RESULT: DIVISION I', 250]]], false), 'marksheet');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['D2', 'C3', 'C4', 'D1']);
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
    // Over rows with marks, the aggregate is their total.
    const marked = extractDocumentFields(results([[['AGGREGATE: 274', 70]]], true), 'marksheet');
    expect(marked.qualification.totalCreditsOrMarks).to.equal('274');
  });

  it('reads no qualification from the form\'s name with its series and serial number', () => {
    for (const line of ['Diplom / Diploma B № 1234567', 'DIPLOMA № 0012345', 'Diploma Series AB No. 123456']) {
      const r = extractDocumentFields(
        doc([
          [['ZARAFSHAN VALLEY UNIVERSITY', 150, 12]],
          [['SUPPLEMENT TO THE DIPLOMA', 160, 13]],
          [[line, 200, 9]],
          [['Surname, first name:', 44, 9], ['RAHIMOVA MALIKA', 200, 9]],
          [['Year of graduation:', 44, 9], ['2021', 200, 9]],
        ]),
        'transcript',
      );
      expect(r.qualification.name, line).to.equal(null);
    }
  });

  it('keeps the "(AMK)" of a Finnish degree of a university of applied sciences, and its level', () => {
    for (const [value, level] of [['Insinööri (AMK), suoritettu 27.6.2019', 'Bachelor'], ['Sosionomi (ylempi AMK)', 'Master'], ['Master of Science (M.Sc.)', 'Master']] as const) {
      const r = extractDocumentFields(
        doc([
          [['Pohjanlahden ammattikorkeakoulu', 60, 14]],
          [['OPINTOSUORITUSOTE', 60, 12]],
          [['Nimi', 60], ['Hämäläinen, Eetu Olavi', 200]],
          [['Tutkinto', 60], [value, 200]],
        ]),
        'transcript',
      );
      expect(r.qualification.name, value).to.equal(value.replace(/,.*$/, '').replace(' (M.Sc.)', ''));
      expect(r.qualification.level, value).to.equal(level);
    }
  });

  it('reads a Hijri year without its era in the calendar the document dates in, and no date when nothing decides it', () => {
    const page = (rows: Cell[][]) => extractDocumentFields(doc(rows), 'diploma');
    // An Arabic page (the Arab states date in the Lunar Hijri calendar): 1405 is 1984/85, not 2026.
    const arabic = page([
      [['جامعة الوادي الأخضر', 200, 14]],
      [['الاسم:', 400], ['محمد عبدالله', 200]],
      [['تاريخ الميلاد:', 400], ['1405/03/12', 200]],
    ]);
    expect(arabic.candidate.dateOfBirth).to.equal(null);
    // A Persian page (its own letters) dates in the Solar Hijri calendar.
    const persian = page([
      [['دانشگاه دشت سبز', 200, 14]],
      [['نام و نام خانوادگی:', 400], ['علی رضایی', 200]],
      [['تاریخ تولد:', 400], ['1376/11/02', 200]],
    ]);
    expect(persian.candidate.dateOfBirth).to.equal('1998-01-22');
    // An English page of an issuer in Iran: Solar; of no known place or language: no date.
    const english = (place: string) =>
      page([
        [['GREEN VALLEY COLLEGE', 200, 14]],
        [[place, 200]],
        [['Name:', 60], ['Ali Rezaei', 200]],
        [['Date of birth:', 60], ['1376/11/02', 200]],
      ]).candidate.dateOfBirth;
    expect(english('Shiraz, Iran')).to.equal('1998-01-22');
    expect(english('Main Campus')).to.equal(null);
    // A Lunar era printed anywhere decides for the dates printed without it.
    expect(english('Founded 1391 AH')).to.equal(null);
  });

  it('names the examination for a certificate by the certificate, and keeps an examination that names none', () => {
    expect(normalizeDegreeName('SENIOR SCHOOL CERTIFICATE EXAMINATION')).to.equal('Senior School Certificate');
    expect(normalizeDegreeName('Kenya Certificate of Secondary Education Examination')).to.equal('Kenya Certificate of Secondary Education');
    expect(normalizeDegreeName('Uganda Certificate of Education Examination, 2015')).to.equal('Uganda Certificate of Education');
    expect(normalizeDegreeName('Higher Secondary School Certificate Annual Examination')).to.equal('Higher Secondary School Certificate');
    expect(normalizeDegreeName('Secondary School Examination')).to.equal('Secondary School Examination');
    expect(normalizeDegreeName('AISSCE')).to.equal('All India Senior School Certificate');
  });
});
