import { expect } from 'chai';
import { compareExtraction, summarize, valuesMatch } from '../../src/processing/extraction/accuracy';
import { emptyResult } from '../../src/processing/extraction/fields';
import { createExtractionEngine, mergeExtractions } from '../../src/processing/extraction';
import type { ExtractedCourse, ExtractionResult } from '../../src/processing/types';

const course = (over: Partial<ExtractedCourse>): ExtractedCourse => ({
  courseNumber: null, courseName: null, credit: null, grade: null, alternateGrade: null, marksScored: null,
  maximumMarks: null, passStatus: null, term: null, session: null, year: null, ...over,
});

function sample(): ExtractionResult {
  const r = emptyResult();
  r.languageCode = 'en';
  r.language = 'English';
  r.candidate.fullName = 'Jane Doe';
  r.qualification.cgpa = '3.50';
  r.qualification.totalCreditsOrMarks = '120';
  r.courses = [course({ courseNumber: 'CS 101', courseName: 'Programming', credit: 3, grade: 'A' }), course({ courseNumber: 'CS 102', courseName: 'Algorithms', credit: 4, grade: 'B+' })];
  return r;
}

describe('extraction accuracy', () => {
  const values: Array<[unknown, unknown, boolean]> = [
    ['Jane  Doe', 'jane doe', true],
    ['120', '120.0', true],
    ['120', 120, true],
    [3, '3', true],
    ['3.5', '3.50', true],
    [null, null, true],
    [null, 'x', false],
    ['x', null, false],
    ['Côte', 'Cote', false],
    ['A-', 'A–', true],
  ];
  for (const [a, b, ok] of values) it(`${JSON.stringify(a)} vs ${JSON.stringify(b)} → ${ok}`, () => expect(valuesMatch(a, b)).to.equal(ok));

  it('compares field by field and course by course', () => {
    const expected = sample();
    const actual = sample();
    actual.candidate.fullName = 'JANE DOE';
    actual.qualification.totalCreditsOrMarks = '120.0';
    actual.qualification.registrationNumber = 'invented';
    actual.courses = [actual.courses[1], { ...actual.courses[0], grade: 'A-' }];
    const c = compareExtraction(expected, actual);
    expect(c.fields['candidate.fullName']).to.equal(true);
    expect(c.fields['qualification.totalCreditsOrMarks']).to.equal(true);
    expect(c.fields['qualification.registrationNumber']).to.equal(false);
    expect(c.courses.matched).to.equal(2);
    expect(c.courses.fields.grade).to.deep.equal({ correct: 1, total: 2 });
    expect(c.courses.rows[0]).to.include({ grade: false, credit: true });
    expect(c.total).to.equal(23 + 2 * 11);
    expect(c.correct).to.equal(c.total - 2);
  });

  it('counts missing and extra courses as wrong', () => {
    const expected = sample();
    const actual = sample();
    actual.courses = [actual.courses[0], course({ courseNumber: 'XX 999', courseName: 'Extra' }), course({ courseNumber: 'YY 1', courseName: 'Extra 2' })];
    actual.courses.splice(1, 0);
    const c = compareExtraction(expected, { ...actual, courses: [actual.courses[0]] });
    expect(c.courses.rows[1]).to.equal(null);
    expect(c.courses.fields.courseName).to.deep.equal({ correct: 1, total: 2 });
    const withExtra = compareExtraction(expected, actual);
    // The second expected course pairs with the next unused row; one row is extra.
    expect(withExtra.total).to.equal(23 + 2 * 11 + 1);
    const s = summarize([c, withExtra]);
    expect(s.fields['courses.courseName'].total).to.equal(4);
    expect(s.accuracy).to.be.lessThan(1);
  });
});

describe('extraction: merging the documents of a credential', () => {
  it('takes each field from the first document that shows it (transcript before diploma)', () => {
    const transcript = sample();
    transcript.qualification.dateOfIssue = '2019-08-01';
    const diploma = emptyResult();
    diploma.candidate.fullName = 'Jane Doe';
    diploma.qualification.dateOfIssue = '2019-06-15';
    diploma.qualification.name = 'Bachelor of Science';
    diploma.institution.state = 'Illinois';
    diploma.institution.stateCode = 'IL';
    const m = mergeExtractions([transcript, diploma]);
    expect(m.qualification.dateOfIssue).to.equal('2019-08-01');
    expect(m.qualification.name).to.equal('Bachelor of Science');
    expect(m.institution).to.include({ state: 'Illinois', stateCode: 'IL' });
    expect(m.courses).to.have.length(2);
  });

  it('the engine orders documents by kind and never invents', () => {
    const r = createExtractionEngine().extract([]);
    expect(r).to.deep.equal(emptyResult());
  });
});
