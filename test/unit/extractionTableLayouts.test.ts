/**
 * Course-table rules found with the x families (layouts of text PDFs the others lack): a grading
 * scale and a summary set as tables of their own under the course table are no courses
 * (docs/document-understanding.md, "Lines that are no course").
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { tableItem as item } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][], bold: number[] = []): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => ({ ...item(t, x, 60 + i * 12.5), fontName: bold.includes(i) ? 'Helvetica-Bold' : 'Helvetica' }))),
});
const read = (rows: Cell[][], bold: number[] = []) => extractCourses(groupLines(page(rows, bold))).courses;

describe('course table: tables of other kinds under it', () => {
  it('ends the course table at the header of a grading-scale table and a summary table beside it', () => {
    const courses = read(
      [
        [['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]],
        [['CSC1201', 40], ['Database Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]],
        [['MTH1104', 40], ['Linear Algebra', 110], ['3', 393], ['B+', 444], ['4.5', 510]],
        [['BAF1113', 40], ['Principles of Accounting', 110], ['4', 393], ['C', 446], ['3.0', 510]],
        [],
        [['GRADING SYSTEM', 40], ['SUMMARY', 310]],
        [['Grade', 50], ['Marks', 100], ['Points', 160], ['Remark', 210], ['Item', 310], ['Value', 500]],
        [['A', 55], ['80-100', 100], ['5.0', 165], ['Excellent', 210], ['Total Credits Attempted', 310], ['11', 505]],
        [['B+', 55], ['75-79', 100], ['4.5', 165], ['Very Good', 210], ['Total Grade Points', 310], ['47.5', 503]],
        [['C', 55], ['60-64', 100], ['3.0', 165], ['Fair', 210], ['Cumulative GPA', 310], ['4.32', 503]],
      ],
      [0, 5, 6],
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['CSC1201', 'Database Systems', 4, 'A'],
      ['MTH1104', 'Linear Algebra', 3, 'B+'],
      ['BAF1113', 'Principles of Accounting', 4, 'C'],
    ]);
  });

  it('reads the rows under a course table header that follows the other table', () => {
    const courses = read(
      [
        [['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]],
        [['CSC1201', 40], ['Database Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]],
        [['Grade', 50], ['Marks', 100], ['Points', 160], ['Remark', 210]],
        [['A', 55], ['80-100', 100], ['5.0', 165], ['Excellent', 210]],
        [['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]],
        [['MTH2104', 40], ['Numerical Methods', 110], ['3', 393], ['B', 446], ['4.0', 510]],
      ],
      [0, 2, 4],
    );
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['CSC1201', 'MTH2104']);
  });

  it('resumes the course table at the next term heading after a grading scale set between two terms', () => {
    const rows: Cell[][] = [
      [['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]],
      [['Semester 1', 40]],
      [['CSC1201', 40], ['Database Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]],
      [['MTH1104', 40], ['Linear Algebra', 110], ['3', 393], ['B+', 444], ['4.5', 510]],
      [['Grade', 50], ['Marks', 100], ['Points', 160], ['Remark', 210]],
      [['A', 55], ['80-100', 100], ['5.0', 165], ['Excellent', 210]],
      [['B+', 55], ['75-79', 100], ['4.5', 165], ['Very Good', 210]],
      [['Semester 2', 40]],
      [['MTH2104', 40], ['Numerical Methods', 110], ['3', 393], ['B', 446], ['4.0', 510]],
      [['CSC2202', 40], ['Operating Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]],
    ];
    const courses = read(rows, [0, 4]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade, c.term])).to.deep.equal([
      ['CSC1201', 4, 'A', 'Semester 1'],
      ['MTH1104', 3, 'B+', 'Semester 1'],
      ['MTH2104', 3, 'B', 'Semester 2'],
      ['CSC2202', 4, 'A', 'Semester 2'],
    ]);
    // A heading with no course row under it in the course table's columns resumes nothing.
    const noRows = read([...rows.slice(0, 7), [['Semester 2', 40]], [['Signed', 60], ['Registrar', 300]]], [0, 4]);
    expect(noRows.map((c) => c.courseNumber)).to.deep.equal(['CSC1201', 'MTH1104']);
  });

  it('reads a grading-scale table printed beside the course rows, on their lines, as a table of its own', () => {
    const courses = read(
      [
        [['Course Code', 40], ['Course Title', 100], ['CU', 250], ['Grade', 280], ['Grade Point', 315], ['Grade', 390], ['Marks', 425], ['Points', 470], ['Remark', 510]],
        [['MTH1112', 40], ['Communication Skills', 100], ['2', 255], ['B', 285], ['4.0', 325], ['A', 395], ['80-100', 425], ['5.0', 472], ['Excellent', 510]],
        [['AGR1172', 40], ['Mobile Computing', 100], ['5', 255], ['C', 285], ['3.0', 325], ['B+', 395], ['75-79', 425], ['4.5', 472], ['Very Good', 510]],
        [['IST1211', 40], ['Financial', 100], ['2', 255], ['B+', 285], ['4.5', 325], ['C+', 395], ['65-69', 425], ['3.5', 472], ['Fairly Good', 510]],
        [['Management', 100], ['C', 395], ['60-64', 425], ['3.0', 472], ['Fair', 510]],
        [['MGT1233', 40], ['Calculus II', 100], ['5', 255], ['A', 285], ['5.0', 325], ['F', 395], ['0-49', 425], ['0.0', 472], ['Fail', 510]],
      ],
      [0],
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['MTH1112', 'Communication Skills', 2, 'B'],
      ['AGR1172', 'Mobile Computing', 5, 'C'],
      ['IST1211', 'Financial Management', 2, 'B+'],
      ['MGT1233', 'Calculus II', 5, 'A'],
    ]);
  });

  it('leaves out a block set beside the course rows, past the header by a gutter (rule "A block beside the table is outside its columns")', () => {
    const courses = read(
      [
        [['Code', 40], ['Course Title', 100], ['Credits', 250], ['Grade', 300]],
        [['MTH101', 40], ['Calculus One', 100], ['4', 255], ['A', 305], ['Notenskala', 350]],
        [['PHY102', 40], ['General Physics', 100], ['3', 255], ['B+', 305], ['Note', 350], ['Bezeichnung', 380]],
        [['CHE103', 40], ['Organic Chemistry', 100], ['3', 255], ['B', 305], ['1,0 - 1,5', 350], ['sehr gut', 400]],
        [['CSC104', 40], ['Intro Programming', 100], ['4', 255], ['A-', 305], ['1,6 - 2,5', 350], ['gut', 400]],
        [['ENG105', 40], ['Academic Writing', 100], ['2', 255], ['C+', 305], ['nb', 350], ['nicht bestanden', 400]],
        [['ECO107', 40], ['Micro Economics', 100], ['3', 255], ['A', 305]],
      ],
      [0],
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['MTH101', 'Calculus One', 4, 'A'],
      ['PHY102', 'General Physics', 3, 'B+'],
      ['CHE103', 'Organic Chemistry', 3, 'B'],
      ['CSC104', 'Intro Programming', 4, 'A-'],
      ['ENG105', 'Academic Writing', 2, 'C+'],
      ['ECO107', 'Micro Economics', 3, 'A'],
    ]);
  });

  it('reads on past a grading key set between the rows of a table found without a header (rule "A legend inside a table found without a header")', () => {
    const both = (a: string[], b: string[]): Cell[] => [[a[0], 43], [a[1], 94], [a[2], 189], [a[3], 246], [b[0], 308], [b[1], 358], [b[2], 454], [b[3], 511]];
    const right = (b: string[]): Cell[] => [[b[0], 308], [b[1], 358], [b[2], 454], [b[3], 511]];
    const left = (a: string[]): Cell[] => [[a[0], 43], [a[1], 94], [a[2], 189], [a[3], 246]];
    const courses = read([
      [['Semestr 1 2012/2013', 43], ['Semestr 2 2012/2013', 308]],
      both(['MAT-101', 'Ekonomia', '90', '3,0'], ['MAT-211', 'Inżynieria', '90', '5,0']),
      both(['INF-122', 'Sieci komputerowe', '60', '3,0'], ['INF-252', 'Ochrona własności', '180', '3,5']),
      both(['EKO-133', 'Analiza matematyczna', '180', '5,0'], ['INF-233', 'Wychowanie fizyczne', '120', '4,5']),
      [['Grade', 43], ['Marks', 94], ['Grade Point', 189], ['Description', 246]],
      [['A', 43], ['90-100', 94], ['4.0', 189], ['Excellent', 246]],
      [['B', 43], ['80-89', 94], ['3.0', 189], ['Very Good', 246]],
      [['C', 43], ['70-79', 94], ['2.0', 189], ['Good', 246]],
      [['F', 43], ['0-59', 94], ['0.0', 189], ['Fail', 246]],
      both(['MAT-134', 'Prawo gospodarcze', '150', '3,5'], ['MAT-244', 'Systemy operacyjne', '60', '3,5']),
      right(['INF-225', 'Fizyka', '120', '4,0']),
      right(['INF-216', 'Język angielski', '180', '4,0']),
      [['Semestr 3 2013/2014', 43]],
      left(['EKO-311', 'Statystyka', '150', '4,5']),
      left(['MAT-332', 'Seminarium dyplomowe', '150', '4,5']),
      left(['EKO-354', 'Algebra liniowa', '180', '3,0']),
      left(['EKO-315', 'Bazy danych', '180', '4,0']),
      left(['INF-326', 'Systemy rozproszone', '120', '3,5']),
    ]);
    expect(courses.map((c) => c.courseNumber).sort()).to.deep.equal(
      ['EKO-133', 'EKO-311', 'EKO-315', 'EKO-354', 'INF-122', 'INF-216', 'INF-225', 'INF-233', 'INF-252', 'INF-326', 'MAT-101', 'MAT-134', 'MAT-211', 'MAT-244', 'MAT-332'],
    );
    expect(courses.find((c) => c.courseNumber === 'INF-225')?.grade).to.equal('4,0');
  });

  it('keeps two credit columns side by side in one table ("Credits Attempted | Credits Earned")', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 100], ['Credits Attempted', 260], ['Credits Earned', 340], ['Grade', 420], ['Points', 470]],
      [['CSC1201', 40], ['Database Systems', 100], ['4', 280], ['4', 360], ['A', 425], ['20.0', 472]],
      [['MTH1104', 40], ['Linear Algebra', 100], ['3', 280], ['3', 360], ['B', 425], ['12.0', 472]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['CSC1201', 'A'], ['MTH1104', 'B']]);
  });

  it('leaves out the lines of a grading key set as a small table without a header under the courses', () => {
    const courses = read([
      [['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]],
      [['CSC1201', 40], ['Database Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]],
      [['MTH1104', 40], ['Linear Algebra', 110], ['3', 393], ['B+', 444], ['4.5', 510]],
      [['A', 50], ['80-100', 75], ['5.0', 125], ['Excellent', 160], ['Item', 310], ['Value', 500]],
      [['B+', 50], ['75-79', 75], ['4.5', 125], ['Very Good', 160]],
      [['Total Credits Attempted', 310], ['7', 505]],
      [['B', 50], ['70-74', 75], ['4.0', 125], ['Good', 160]],
    ]);
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['CSC1201', 'MTH1104']);
  });

  it('reads a course code printed on a line of its own as the code of the row under it', () => {
    const courses = read(
      [
        [['Module', 40], ['Credit Value', 300], ['Grade', 380], ['Grade Points', 440]],
        [['MTH1113', 40]],
        [['Discrete Mathematics', 40], ['4 CU', 310], ['B+', 385], ['4.5 GP', 450]],
        [['CSC 1297', 40]],
        [['Calculus I', 40], ['3 CU', 310], ['A', 385], ['5.0 GP', 450]],
      ],
      [0, 1, 3],
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['MTH1113', 'Discrete Mathematics', 4, 'B+'],
      ['CSC 1297', 'Calculus I', 3, 'A'],
    ]);
  });

  it('leaves out a stamp printed over a row in another type size, and the other lines of the stamp', () => {
    const it = (t: string, x: number, y: number, size = 8.5): TextItem => ({ ...item(t, x, y, size), fontName: size === 8.5 ? 'Helvetica' : 'Helvetica-Bold' });
    const p: PageText = {
      pageNumber: 1, width: 595, height: 842, source: 'text-layer',
      items: [
        ...[['Course Code', 40], ['Course Title', 110], ['CU', 390], ['Grade', 440], ['Grade Point', 500]].map(([t, x]) => it(t as string, x as number, 60)),
        ...[['CSC1201', 40], ['Database Systems', 110], ['4', 393], ['A', 446], ['5.0', 510]].map(([t, x]) => it(t as string, x as number, 72.5)),
        ...[['MTH1104', 40], ['Linear Algebra', 110], ['3', 393], ['B+', 444], ['4.5', 510]].map(([t, x]) => it(t as string, x as number, 85)),
        ...[['BAF1113', 40], ['Principles of Accounting', 110], ['4', 393], ['C', 446], ['3.0', 510]].map(([t, x]) => it(t as string, x as number, 97.5)),
        it('CERTIFIED TRUE COPY', 370, 84, 7.5),
        it('HARARE 2021', 380, 92, 7.5),
      ],
    };
    const courses = extractCourses(groupLines(p)).courses;
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['CSC1201', 'Database Systems', 4, 'A'],
      ['MTH1104', 'Linear Algebra', 3, 'B+'],
      ['BAF1113', 'Principles of Accounting', 4, 'C'],
    ]);
  });

  it('reads course rows with a grading key printed to their right without a header, its first row on the header line', () => {
    const courses = read(
      [
        [['Course Code', 40], ['Course Title', 100], ['CU', 250], ['Grade', 280], ['Grade Point', 315], ['A', 395], ['80-100', 425], ['5.0', 472], ['Excellent', 510]],
        [['MTH1112', 40], ['Communication Skills', 100], ['2', 255], ['B', 285], ['4.0', 325], ['B+', 395], ['75-79', 425], ['4.5', 472], ['Very Good', 510]],
        [['AGR1172', 40], ['Mobile Computing', 100], ['5', 255], ['C', 285], ['3.0', 325], ['B', 395], ['70-74', 425], ['4.0', 472], ['Good', 510]],
        [['C+', 395], ['65-69', 425], ['3.5', 472], ['Fairly Good', 510]],
        [['IST1211', 40], ['Financial Management', 100], ['2', 255], ['B+', 285], ['4.5', 325]],
      ],
      [0],
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['MTH1112', 'Communication Skills', 2, 'B'],
      ['AGR1172', 'Mobile Computing', 5, 'C'],
      ['IST1211', 'Financial Management', 2, 'B+'],
    ]);
  });
});
