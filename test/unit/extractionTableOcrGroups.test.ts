/**
 * Course tables read by OCR with terms side by side (docs/document-understanding.md, "Course
 * tables"): a column of one term's group whose label the OCR misread ("arf" for "Harf Notu") is
 * still that group's grade column when its values are letter grades, though the next term's
 * header stands under it.
 */
import { expect } from 'chai';
import { matchHeader } from '../../src/processing/extraction/table';
import type { TextItem } from '../../src/processing/types';
import { readOcrTable as read, type OcrCell as Cell } from '../support/ocrLines';

const LEFT_HEADER: Cell[] = [['Kodu', 30], ['Ders Adi', 80], ['Kredi', 210], ['Harf Notu', 260]];
/** The right group's grade label misread: "arf" read unsure, its "Notu" lost. */
const RIGHT_HEADER: Cell[] = [['Kodu', 320], ['Ders Adi', 370], ['Kredi', 500], ['arf', 552, 16]];
const row = (k: number, lg: string, rg: string): Cell[] => [[`BIL ${100 + k}`, 30], [`Ders Bir ${k}`, 80], ['3', 215], [lg, 268], [`MAT ${200 + k}`, 320], [`Ders Iki ${k}`, 370], ['4', 505], [rg, 556]];


const rightGrades = (t: ReturnType<typeof read>) => t.courses.filter((c) => c.courseNumber?.startsWith('MAT')).map((c) => c.grade);

describe('course table read by OCR: terms side by side', () => {
  it("reads it up to the next term's header, whose labels are no values of the column", () => {
    const next: Cell[] = [['Kodu', 30], ['Ders Adi', 80], ['Kredi', 210], ['Harf Notu', 260], ['Kodu', 320], ['Ders Adi', 370], ['Kredi', 500], ['Harf Notu', 544]];
    const rows = [row(1, 'AA', 'CC'), row(2, 'BA', 'DC'), row(3, 'CB', 'FD')];
    const t = read([[...LEFT_HEADER, ...RIGHT_HEADER], ...rows, next, row(6, 'BB', 'BA'), row(7, 'CC', 'DD')]);
    expect(rightGrades(t)).to.deep.equal(['CC', 'DC', 'FD', 'BA', 'DD']);
  });
});

describe('course table read by OCR: a repeated header whose title label was misread', () => {
  it('reads each term of a header repeated side by side, though the title label of a repeat is no known word', () => {
    const group = (x: number, name: string): Cell[] => [[name, x], ['Credit', x + 110], ['Max. Marks', x + 150], ['Obtained', x + 210], ['Letter Grade', x + 260]];
    const header: Cell[] = [...group(30, 'Name of the Subject'), ...group(360, 'Name of the Subic’')];
    const row = (k: number): Cell[] => [[`Applied Physics ${k}`, 30], ['4', 145], ['100', 182], [`${50 + k}`, 245], ['B', 300], [`Organic Chemistry ${k}`, 360], ['3', 475], ['100', 512], [`${60 + k}`, 575], ['A', 630]];
    const t = read([header, row(1), row(2), row(3)]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.marksScored, c.grade])).to.deep.equal([
      ['Applied Physics 1', 4, 51, 'B'], ['Applied Physics 2', 4, 52, 'B'], ['Applied Physics 3', 4, 53, 'B'],
      ['Organic Chemistry 1', 3, 61, 'A'], ['Organic Chemistry 2', 3, 62, 'A'], ['Organic Chemistry 3', 3, 63, 'A'],
    ]);
  });
});

describe('course table read by OCR: a label of two words read as one', () => {
  it('knows "Letter Grade" read without its blank and with a letter lost ("‘etterGrade")', () => {
    // A portal's tight header as a scan reads it: [text, x, width] at 7 pt.
    const items: TextItem[] = ([['Unit', 46, 18], ['Code', 68, 22], ['Unit', 110, 18], ['Name', 132, 26], ['Credit', 419, 27], ['Hrs', 449, 14], ['‘etterGrade', 470, 34], ['Remarks', 520, 39]] as const).map(
      ([text, x, width]) => ({ text, x, y: 141, width, height: 7, fontName: null, fontSize: 7, confidence: 92 }),
    );
    expect(matchHeader(items).map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'grade', 'passStatus']);
    // A text layer's words are read as printed: no label is guessed there.
    expect(matchHeader(items.map((i) => ({ ...i, confidence: null }))).map((c) => c.type)).to.not.include('grade');
  });
});

describe('course table read by OCR: a repeated header whose last labels were lost', () => {
  it("reads the right term's credits and grades under the left term's labels at the same distances", () => {
    // A phone photo's glare on the right half: "Units | Letter Grade" of the second term are not read.
    const header: Cell[] = [['Course No.', 20], ['Description', 70], ['Units', 220], ['Letter Grade', 250], ['Course No.', 316], ['Description', 366]];
    const row = (k: number): Cell[] => [[`BAF${1250 + k}`, 20], [`Marketing Topic ${k}`, 70], ['4', 225], ['B+', 262], [`ENG${1190 + k}`, 316], [`Numerical Methods ${k}`, 366], ['3', 521], ['C', 558]];
    const t = read([header, row(1), row(2), row(3)]);
    expect(t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['BAF1251', 'Marketing Topic 1', 4, 'B+'], ['BAF1252', 'Marketing Topic 2', 4, 'B+'], ['BAF1253', 'Marketing Topic 3', 4, 'B+'],
      ['ENG1191', 'Numerical Methods 1', 3, 'C'], ['ENG1192', 'Numerical Methods 2', 3, 'C'], ['ENG1193', 'Numerical Methods 3', 3, 'C'],
    ]);
  });
});

describe('course table: three terms side by side under short labels', () => {
  it('knows "LG" as the letter grade of each term', () => {
    const group = (x: number): Cell[] => [['No.', x], ['Subject', x + 40], ['Units', x + 140], ['LG', x + 172]];
    const row = (k: number): Cell[] => [0, 1, 2].flatMap((g): Cell[] => [[`AB${g}${k}`, 10 + g * 200], [`Topic ${g} ${k}`, 50 + g * 200], [`${k + 1}`, 160 + g * 200], ['B', 185 + g * 200]]);
    const t = read([[...group(10), ...group(210), ...group(410)], row(1), row(2)]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['AB01', 2, 'B'], ['AB02', 3, 'B'], ['AB11', 2, 'B'], ['AB12', 3, 'B'], ['AB21', 2, 'B'], ['AB22', 3, 'B'],
    ]);
  });
});
