/**
 * The OCR confidence gate (src/processing/extraction/confidence.ts): values read from words the
 * OCR was unsure of come out null, not invented; text-layer values and values inferred at a lower
 * confidence (a country placed by a phone code) are never gated. Pages are built from TextItems.
 */
import { expect } from 'chai';
import { createExtractionEngine, ocrConfidenceIn, withoutUnsureReadings } from '../../src/processing/extraction';
import { emptyResult } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';

/** One OCR word per item, each word at its own x (about 5 pt per character); null: a text layer. */
function ocrLine(text: string, x: number, y: number, confidence: number | null): TextItem[] {
  const out: TextItem[] = [];
  let cx = x;
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const width = w.length * 5;
    out.push({ text: w, x: cx, y, width, height: 9, fontName: null, fontSize: 9, confidence });
    cx += width + 4;
  }
  return out;
}

const page = (items: TextItem[], source: PageText['source'] = 'ocr'): PageText => ({ pageNumber: 1, width: 595, height: 842, source, items });

/** A grade card: a letterhead, a labelled name, and a course table. */
function gradeCard(nameConfidence: number, gradeConfidence: number, source: PageText['source'] = 'ocr'): DocumentText {
  const c = (n: number) => (source === 'ocr' ? n : null);
  const items = [
    ...ocrLine('NORTHFIELD STATE UNIVERSITY', 150, 40, c(95)),
    ...ocrLine('OFFICIAL TRANSCRIPT', 190, 60, c(95)),
    ...ocrLine('Name of Student:', 40, 100, c(95)),
    ...ocrLine('JORDAN EXAMPLE', 160, 100, c(nameConfidence)),
    ...ocrLine('Course Code', 40, 150, c(95)),
    ...ocrLine('Course Title', 120, 150, c(95)),
    ...ocrLine('Credits', 400, 150, c(95)),
    ...ocrLine('Grade', 480, 150, c(95)),
    ...ocrLine('MATH101', 40, 170, c(95)),
    ...ocrLine('Calculus One', 120, 170, c(95)),
    ...ocrLine('4', 410, 170, c(95)),
    ...ocrLine('A-', 485, 170, c(gradeConfidence)),
    ...ocrLine('PHYS110', 40, 185, c(95)),
    ...ocrLine('Mechanics', 120, 185, c(95)),
    ...ocrLine('3', 410, 185, c(95)),
    ...ocrLine('B+', 485, 185, c(95)),
  ];
  return { pages: [page(items, source)] };
}

describe('OCR confidence gate', () => {
  const engine = createExtractionEngine();

  it('measures the OCR confidence of the words inside a box, and none for a text layer', () => {
    const p = page([...ocrLine('JORDAN', 100, 100, 30), ...ocrLine('EXAMPLE', 200, 100, 50), ...ocrLine('Elsewhere', 100, 300, 99)]);
    expect(ocrConfidenceIn(p, { x: 95, y: 95, width: 200, height: 20 })).to.equal(40);
    expect(ocrConfidenceIn(p, { x: 0, y: 500, width: 10, height: 10 })).to.equal(null);
    const text = page(ocrLine('JORDAN', 100, 100, 30).map((i) => ({ ...i, confidence: null })), 'text-layer');
    expect(ocrConfidenceIn(text, { x: 95, y: 95, width: 200, height: 20 })).to.equal(null);
  });

  it('keeps a name and a grade read from confident words', () => {
    const r = engine.extract([{ kind: 'transcript', text: gradeCard(92, 90) }]);
    expect(r.candidate.fullName).to.equal('Jordan Example');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['A-', 'B+']);
  });

  it('nulls a name read from unsure words, with its parts, and keeps the rest', () => {
    const r = engine.extract([{ kind: 'transcript', text: gradeCard(20, 90) }]);
    expect(r.candidate.fullName).to.equal(null);
    expect(r.candidate.firstName).to.equal(null);
    expect(r.candidate.lastName).to.equal(null);
    expect(r.provenance?.fields['candidate.fullName']).to.equal(undefined);
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['A-', 'B+']);
  });

  it('nulls a grade cell read from an unsure word and keeps its row', () => {
    const r = engine.extract([{ kind: 'transcript', text: gradeCard(92, 12) }]);
    expect(r.courses.map((c) => [c.courseNumber, c.grade, c.credit])).to.deep.equal([
      ['MATH101', null, 4],
      ['PHYS110', 'B+', 3],
    ]);
    expect(r.provenance?.courses[0]?.cells.grade).to.equal(undefined);
    expect(r.provenance?.courses[1]?.cells.grade).to.not.equal(undefined);
  });

  it('never gates a text layer', () => {
    const r = engine.extract([{ kind: 'transcript', text: gradeCard(20, 12, 'text-layer') }]);
    expect(r.candidate.fullName).to.equal('Jordan Example');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['A-', 'B+']);
  });

  it('drops a row whose name and code are both unsure, not one with a sure code', () => {
    const doc: DocumentText = { pages: [page([...ocrLine('Xq;', 40, 200, 20), ...ocrLine('~~ il', 120, 200, 15), ...ocrLine('PHYS110', 40, 220, 95), ...ocrLine('Mcchanlcs', 120, 220, 30)])] };
    const r = emptyResult();
    r.courses = [
      { courseNumber: 'Xq;', courseName: '~~ il', credit: null, grade: 'A', alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null },
      { courseNumber: 'PHYS110', courseName: 'Mcchanlcs', credit: null, grade: null, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null },
    ];
    const box = (x: number, y: number, width: number) => ({ page: 1, box: { x, y, width, height: 9 }, confidence: 0.9 });
    r.provenance = {
      fields: {},
      courses: [
        { row: box(40, 200, 120), cells: { courseNumber: box(40, 200, 15), courseName: box(120, 200, 30) } },
        { row: box(40, 220, 150), cells: { courseNumber: box(40, 220, 35), courseName: box(120, 220, 45) } },
      ],
    };
    const out = withoutUnsureReadings(r, [doc]);
    expect(out.courses.map((c) => c.courseNumber)).to.deep.equal(['PHYS110']);
    expect(out.provenance!.courses).to.have.length(1);
  });

  it('keeps a row whose title alone was read unsure when its values were read surely in their columns, not when a value is unsure too', () => {
    const rowOf = (valueConfidence: number): DocumentText => ({ pages: [page([...ocrLine('‚Regelungstechnik', 40, 200, 44), ...ocrLine('2,7', 300, 200, valueConfidence), ...ocrLine('7,5', 360, 200, 96)])] });
    const result = () => {
      const r = emptyResult();
      r.courses = [{ courseNumber: null, courseName: '‚Regelungstechnik', credit: 7.5, grade: '2,7', alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null }];
      const box = (x: number, width: number) => ({ page: 1, box: { x, y: 200, width, height: 9 }, confidence: 0.9 });
      r.provenance = { fields: {}, courses: [{ row: box(40, 340), cells: { courseName: box(40, 85), grade: box(300, 15), credit: box(360, 15) } }] };
      return r;
    };
    expect(withoutUnsureReadings(result(), [rowOf(96)]).courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([['‚Regelungstechnik', '2,7', 7.5]]);
    expect(withoutUnsureReadings(result(), [rowOf(70)]).courses).to.deep.equal([]);
    // A word in a value column (a signature line's "Examinations") is no sure value.
    const word = result();
    word.courses[0] = { ...word.courses[0], grade: 'Examinations', credit: null };
    delete word.provenance!.courses[0]!.cells.credit;
    expect(withoutUnsureReadings(word, [rowOf(96)]).courses).to.deep.equal([]);
    // A grade of a scale printed in words, with its number or without, is a value read surely.
    for (const grade of ['bardzo dobry (5,0)', 'Sehr gut']) {
      const worded = result();
      worded.courses[0] = { ...worded.courses[0], grade };
      expect(withoutUnsureReadings(worded, [rowOf(96)]).courses.map((c) => c.grade)).to.deep.equal([grade]);
    }
  });

  it('does not gate a country placed by an inference whose own confidence is scaled down', () => {
    const doc: DocumentText = { pages: [page(ocrLine('Tel +91 44 2345 6789 ~~ ;;', 40, 60, 30))] };
    const r = emptyResult();
    r.institution.country = 'India';
    r.institution.countryCode = 'IN';
    r.qualification.registrationNumber = '2345';
    const ev = { page: 1, box: { x: 40, y: 60, width: 140, height: 9 }, confidence: 0.24, rule: 'phone code +91' };
    r.provenance = { fields: { 'institution.country': ev, 'institution.countryCode': ev, 'qualification.registrationNumber': ev }, courses: [] };
    const out = withoutUnsureReadings(r, [doc]);
    expect(out.institution.countryCode).to.equal('IN');
    expect(out.qualification.registrationNumber).to.equal(null);
  });

  it('gates a year read from a date on the words of its digits, not on a misread month beside them', () => {
    const line = [...ocrLine('Jur.', 400, 80, 0), ...ocrLine('12,2019', 422, 80, 86)];
    const ev = { page: 1, box: { x: 400, y: 80, width: 60, height: 9 }, confidence: 0.8, rule: 'label' };
    const gate = (items: TextItem[]) => {
      const r = emptyResult();
      r.qualification.yearOfCompletion = 2019;
      r.qualification.dateOfIssue = '2019-06-12';
      r.provenance = { fields: { 'qualification.yearOfCompletion': ev, 'qualification.dateOfIssue': ev }, courses: [] };
      return withoutUnsureReadings(r, [{ pages: [page(items)] }]).qualification;
    };
    // The full date needs its month: it stays gated.
    expect(gate(line)).to.include({ yearOfCompletion: 2019, dateOfIssue: null });
    // The year's own digits read unsure: no year.
    expect(gate([...ocrLine('Jur.', 400, 80, 0), ...ocrLine('12,2019', 422, 80, 30)]).yearOfCompletion).to.equal(null);
  });
});
