/**
 * Course tables read in the order and geometry they are printed: right-to-left tables (their
 * words in reading order, titles set flush right), a column named for what it holds rather than
 * for a false friend ("Qualification" beside the grade on a results slip), OCR specks of a
 * header's rulings, headings that cross a scanned table, and values that line up with nothing
 * in their column. Pages are built from TextItems here (no generator's wording).
 */
import { expect } from 'chai';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { groupLines, joinItems, wordBoxes } from '../../src/processing/text/layout';
import { rtlPunctuationLast } from '../../src/processing/text/pdfTextLayer';
import type { PageText, TextItem } from '../../src/processing/types';

const SIZE = 9;
const item = (text: string, x: number, y: number, confidence: number | null = null, size = SIZE): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: confidence === null ? 'Helvetica' : null, fontSize: size, confidence,
});

/**
 * The words of a right-to-left cell, one item each, as a text layer or the OCR gives them: the
 * first word rightmost, the cell ending at `right`.
 */
function rtlCell(text: string, right: number, y: number, confidence: number | null = null): TextItem[] {
  const out: TextItem[] = [];
  let x = right;
  for (const w of text.split(' ')) {
    const it = item(w, 0, y, confidence);
    x -= it.width;
    out.push({ ...it, x });
    x -= SIZE * 0.3;
  }
  return out;
}

const page = (items: TextItem[], source: PageText['source'] = 'text-layer'): PageText => ({ pageNumber: 1, width: 595, height: 842, source, items });

describe('text layout: right-to-left reading order', () => {
  it('joins the words of a right-to-left run from the right, numbers and Latin words keeping their own order', () => {
    expect(joinItems(rtlCell('مقدمة في علم الحاسوب', 300, 50).sort((a, b) => a.x - b.x))).to.equal('مقدمة في علم الحاسوب');
    // "المعدل التراكمي: 3.45 من 4" set right to left: the number and the colon are placed as bidi places them.
    const items = [item('4', 100, 50), item('من', 110, 50), item('3.45', 130, 50), item(':', 152, 50), item('التراكمي', 155, 50), item('المعدل', 200, 50)];
    expect(joinItems(items)).to.equal('المعدل التراكمي: 3.45 من 4');
    // A Latin name inside Arabic text stays in its own order.
    const named = [item('Cairo', 60, 50), item('University', 86, 50), item('بجامعة', 135, 50), item('الهندسة', 165, 50), item('كلية', 200, 50)];
    expect(joinItems(named)).to.equal('كلية الهندسة بجامعة Cairo University');
    // Left-to-right text is unchanged.
    expect(joinItems([item('Data', 10, 50), item('Structures', 36, 50)])).to.equal('Data Structures');
  });

  it('places the words of one item where they are set: a right-to-left run from its right end', () => {
    const one = { ...item('الدرجة العظمى', 100, 50), width: 60 };
    const boxes = wordBoxes(one);
    expect(boxes.map((b) => b.text)).to.deep.equal(['العظمى', 'الدرجة']);
    expect(boxes[0].x).to.be.below(boxes[1].x);
    // An Arabic phrase inside an English cell is reversed in place; the English keeps its order.
    const mixed = wordBoxes({ ...item('Course Title اسم المقرر', 100, 50) });
    expect(mixed.map((b) => b.text)).to.deep.equal(['Course', 'Title', 'المقرر', 'اسم']);
  });

  it('puts back at its end the punctuation a text layer gives first in a right-to-left word', () => {
    expect(rtlPunctuationLast(':الاسم')).to.equal('الاسم:');
    expect(rtlPunctuationLast('Name:')).to.equal('Name:');
    expect(rtlPunctuationLast(':12')).to.equal(':12');
  });
});

describe('course table: right-to-left tables', () => {
  // Columns, left to right: mark obtained | minimum | maximum | subject (the title flush right at 540).
  const header = (y: number, confidence: number | null = null) => [
    ...rtlCell('الدرجة', 130, y, confidence),
    ...rtlCell('الحد الأدنى', 215, y, confidence),
    ...rtlCell('الدرجة العظمى', 305, y, confidence),
    ...rtlCell('اسم المادة', 540, y, confidence),
  ];
  const row = (y: number, title: string, mark: string, min: string, max: string, confidence: number | null = null) => [
    item(mark, 110, y, confidence), item(min, 190, y, confidence), item(max, 280, y, confidence), ...rtlCell(title, 540, y, confidence),
  ];

  it('reads titles in reading order, a long title reaching far left of its label included', () => {
    const p = page([
      ...header(100),
      ...row(116, 'مبادئ الاقتصاد الكلي والجزئي المتقدمة', '71', '50', '100'),
      ...row(132, 'الكيمياء', '64', '50', '100'),
      ...row(148, 'تاريخ الفن', '88', '50', '100'),
    ]);
    const courses = extractCourses(groupLines(page(p.items))).courses;
    expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks])).to.deep.equal([
      ['مبادئ الاقتصاد الكلي والجزئي المتقدمة', 71, 100],
      ['الكيمياء', 64, 100],
      ['تاريخ الفن', 88, 100],
    ]);
  });

  it('finds an OCR header whose labels sit close together and whose rulings were read as stray characters', () => {
    const items = [
      ...header(100, 90),
      // A ruling between two labels, read as two unsure characters.
      item('١', 222, 100, 34), item('2', 229, 100, 51),
    ];
    const m = headerAt(groupLines(page(items, 'ocr')), 0);
    expect(m?.columns.map((c) => c.type)).to.deep.equal(['marksScored', 'ignore', 'maximumMarks', 'name']);
    // Two labels set one word space apart ("الدرجة" | "الحد الأدنى") are not one phrase read across them.
    const tight = [...rtlCell('الدرجة', 150, 100, 90), ...rtlCell('الصغرى النهاية'.split(' ').reverse().join(' '), 215, 100, 90), ...rtlCell('النهاية العظمى', 305, 100, 90), ...rtlCell('المادة', 540, 100, 90)];
    const t = headerAt(groupLines(page(tight, 'ocr')), 0);
    expect(t?.columns.map((c) => c.type)).to.deep.equal(['marksScored', 'ignore', 'maximumMarks', 'name']);
  });

  it('reads no course from a heading that crosses a scanned table, with or without a stray mark', () => {
    const rows = [
      ...header(100, 92),
      ...row(116, 'اللغة العربية', '71', '40', '80', 93),
      ...row(132, 'الكيمياء', '51', '30', '60', 94),
      ...row(148, 'الفيزياء', '49', '30', '60', 95),
      ...row(164, 'الأحياء', '55', '30', '60', 92),
      // A heading across the table: its last words reach into the maximum column; a speck read
      // as "5" where the marks stand.
      ...rtlCell('مواد تدرس ولا تحسب درجاتها ضمن المجموع الكلي للطالب في الشهادة', 540, 184, 93), item('5', 112, 184, 55),
      ...row(200, 'التربية الدينية', '17', '10', '20', 93),
      // A heading within the title column; a speck beside it in the mark column, far from where
      // the marks line up.
      ...rtlCell('مواد إضافية', 540, 220, 93), item('3', 132, 220, 53),
      ...row(236, 'التربية الوطنية', '16', '10', '20', 92),
    ];
    const courses = extractCourses(groupLines(page(rows, 'ocr'))).courses;
    expect(courses.map((c) => c.courseName)).to.deep.equal(['اللغة العربية', 'الكيمياء', 'الفيزياء', 'الأحياء', 'التربية الدينية', 'التربية الوطنية']);
  });
});

describe('course table: columns named for what they hold', () => {
  it('reads a results slip whose "Qualification" column names the award of each subject, and its grade in words apart', () => {
    const p = page([
      item('Exam Board', 40, 100), item('Qualification', 110, 100), item('Code', 230, 100), item('Subject', 280, 100), item('Grade', 450, 100), item('Grade in words', 490, 100),
      item('OCX', 40, 116), item('IGCSE Double Award', 110, 116), item('0471', 230, 116), item('Geography', 280, 116), item('B', 455, 116), item('BEE', 490, 116),
      item('PLT', 40, 132), item('IGCSE Single Award', 110, 132), item('0622', 230, 132), item('World Literature', 280, 132), item('7', 455, 132), item('SEVEN', 490, 132),
      item('PLT', 40, 148), item('Level 2 Certificate', 110, 148), item('0913', 230, 148), item('Statistics', 280, 148), item('A*', 455, 148), item('A STAR', 490, 148),
    ]);
    const courses = extractCourses(groupLines(p)).courses;
    expect(courses.map((c) => [c.courseName, c.grade, c.alternateGrade])).to.deep.equal([
      ['Geography', 'B', null],
      ['World Literature', '7', null],
      ['Statistics', 'A*', null],
    ]);
  });
});

describe('course table: values that line up with nothing on a scan', () => {
  it('keeps a term grid\'s grade that stands alone in its term\'s column on the page', () => {
    const ocr = (text: string, x: number, y: number) => item(text, x, y, 91);
    const rows = [
      ocr('Subject', 40, 100), ocr('Grade 9', 300, 100), ocr('Grade 10', 400, 100),
      ocr('Amharic', 40, 116), ocr('78', 305, 116),
      ocr('English', 40, 132), ocr('81', 305, 132),
      ocr('Mathematics', 40, 148), ocr('69', 305, 148),
      ocr('Biology', 40, 164), ocr('74', 305, 164), ocr('80', 408, 164),
    ];
    const courses = extractCourses(groupLines(page(rows, 'ocr'))).courses;
    expect(courses.map((c) => [c.courseName, c.term, c.marksScored ?? c.grade])).to.deep.include.members([['Biology', 'Grade 10', 80]]);
    expect(courses).to.have.length(5);
  });
});
