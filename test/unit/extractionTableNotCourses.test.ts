/**
 * Lines inside a course table's run that are no course (decision D4: a value without evidence on
 * the page is null): the column labels printed again as a row, a grading-scale legend, and a
 * signatory's office in the signature block under the table.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { tableItem as item, textItem } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][]): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => item(t, x, 60 + i * 12.5))),
});
const read = (rows: Cell[][]) => extractCourses(groupLines(page(rows))).courses.map((c) => [c.courseName, c.grade]);

describe('course table: lines that are no course', () => {
  // A results page of a public examination: captions and values, a title line with the year, the
  // column labels in bold, rows 22 pt apart, and the grading legend in a smaller italic under them.
  const results = (legend: boolean): PageText => {
    const at = (text: string, x: number, y: number, size: number, font = 'Helvetica'): TextItem => ({ ...textItem(text, x, y, size), fontName: font });
    const items: TextItem[] = [
      at('Department of Examples', 96, 42, 16, 'Helvetica-Bold'),
      at('G.C.E. (Advanced Level) Examination - 2017', 132, 134, 14, 'Helvetica-Bold'),
      at('Name', 66, 170, 9, 'Helvetica-Bold'), at('P. EXAMPLE', 220, 170, 9.5),
      at('Index Number', 66, 190, 9, 'Helvetica-Bold'), at('9500295', 220, 190, 9.5),
      at('District Rank', 66, 210, 9, 'Helvetica-Bold'), at('661', 220, 210, 9.5),
      at('Subject', 68, 334, 10, 'Helvetica-Bold'), at('Result', 454, 334, 10, 'Helvetica-Bold'),
      ...[['BIOLOGY', 'B'], ['CHEMISTRY', 'B'], ['PHYSICS', 'C'], ['GENERAL ENGLISH', 'C']].flatMap(([t, g], i) => [at(t, 68, 356 + 22 * i, 9.5), at(g, 468, 356 + 22 * i, 10, 'Helvetica-Bold')]),
      at('Common General Test: 61', 60, 454, 9.5),
    ];
    if (legend) items.push(at('A - Distinction, B - Very Good Pass, C - Credit Pass, S - Ordinary Pass, F - Failure. Results are provisional: the certificate', 60, 482, 8, 'Helvetica-Oblique'));
    return { pageNumber: 1, width: 595, height: 842, source: 'text-layer', items };
  };
  const names = (p: PageText) => extractCourses(groupLines(p)).courses.map((c) => [c.courseName, c.grade]);
  const SUBJECTS = [['BIOLOGY', 'B'], ['CHEMISTRY', 'B'], ['PHYSICS', 'C'], ['GENERAL ENGLISH', 'C']];

  it('the column labels above rows ("Subject | Result") are no row', () => {
    expect(names(results(false))).to.deep.equal(SUBJECTS);
  });

  it('a grading-scale legend under the table ("A - Distinction, B - Very Good Pass, …") is no row', () => {
    expect(names(results(true))).to.deep.equal(SUBJECTS);
  });

  it('a signatory’s office in the signature block under the table is no row ("Director(a) de Registro | Académico")', () => {
    const courses = read([
      [['Código', 40], ['Asignatura', 110], ['Créditos', 400], ['Nota', 460]],
      [['ADM101', 40], ['Introducción a la Administración', 110], ['6', 410], ['6,5', 465]],
      [['ADM102', 40], ['Contabilidad Básica', 110], ['4', 410], ['4,5', 465]],
      [['ADM103', 40], ['Cálculo I', 110], ['4', 410], ['4,9', 465]],
      [['Director(a) de Registro', 110], ['Académico', 455]],
    ]);
    expect(courses).to.deep.equal([['Introducción a la Administración', '6,5'], ['Contabilidad Básica', '4,5'], ['Cálculo I', '4,9']]);
  });

  it('keeps courses whose titles hold such words ("Head and Neck Anatomy", "Results-Based Management")', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Grade', 460]],
      [['MED210', 40], ['Head and Neck Anatomy', 110], ['4', 410], ['A', 465]],
      [['MGT330', 40], ['Results-Based Management', 110], ['3', 410], ['B+', 465]],
      [['ENG101', 40], ['Grade Writing Workshop', 110], ['3', 410], ['A-', 465]],
    ]);
    expect(courses).to.deep.equal([['Head and Neck Anatomy', 'A'], ['Results-Based Management', 'B+'], ['Grade Writing Workshop', 'A-']]);
  });
});

describe('course table: a label that starts with words no phrase knows', () => {
  it('"Name of Subjects" is one label: the titles set flush left under it are whole', () => {
    const at = (text: string, x: number, y: number, bold = false): TextItem => ({ ...textItem(text, x, y, bold ? 8.5 : 9), fontName: bold ? 'Helvetica-Bold' : 'Helvetica' });
    const rows: Array<[string, string, string, string]> = [
      ['1', 'Bangla', 'A+', '5.00'], ['2', 'English', 'A+', '5.00'], ['3', 'Religion and Moral Education', 'A', '4.00'],
      ['4', 'Geography and Environment', 'A+', '5.00'], ['5', 'History of Bangladesh and World Civilization', 'A+', '5.00'],
    ];
    const items: TextItem[] = [
      at('Sl. No', 62, 390, true), at('Name of Subjects', 150, 390, true), at('Letter Grade', 294, 390, true), at('Grade Point', 366, 390, true),
      ...rows.flatMap(([n, t, g, p], i) => [at(n, 73, 420 + 17 * i), at(t, 100, 420 + 17 * i), at(g, 317, 420 + 17 * i, true), at(p, 384, 420 + 17 * i)]),
    ];
    const courses = extractCourses(groupLines({ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items })).courses;
    expect(courses.map((c) => [c.courseName, c.grade])).to.deep.equal(rows.map(([, t, g]) => [t, g]));
  });
});

describe('course table: a term heading in two languages that falls into the columns', () => {
  // "Code | Course Title | Units | Grade": the heading's Persian half stands under the grade column
  // and its first word under the code column (OCR gives each word its own box); it is the heading
  // of the rows under it, no row.
  const ocrPage = (rows: Cell[][]): PageText => ({ ...page(rows), source: 'ocr', items: page(rows).items.map((it) => ({ ...it, confidence: 0.9 })) });
  const rows = (persian: Cell[]): Cell[][] => [
    [['Code', 40], ['Course Title', 90], ['Units', 494], ['Grade', 537]],
    [['First', 41], ['Semester', 65], ['1393-1394', 102], ['(2014-2015)', 143], ['1393-1394', 485], ...persian],
    [['2152689', 40], ['Calculus I', 90], ['3', 500], ['14.50', 540]],
    [['2124683', 40], ['Physics I', 90], ['3', 500], ['16.00', 540]],
    [['Second', 41], ['Semester', 71], ['1393-1394', 108], ['(2014-2015)', 149], ['1393-1394', 485], ...persian],
    [['2128286', 40], ['Persian Literature', 90], ['2', 500], ['13.00', 540]],
  ];
  it('reads the heading as the term of the rows, not as a course', () => {
    const courses = extractCourses(groupLines(ocrPage(rows([['اول', 526], ['نیمسال', 542]])))).courses;
    expect(courses.map((c) => c.courseName)).to.deep.equal(['Calculus I', 'Physics I', 'Persian Literature']);
    expect(courses[0].session).to.equal('2014-2015');
  });
});
