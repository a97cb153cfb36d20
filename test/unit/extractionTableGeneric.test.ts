/**
 * Generic course-table rules: headers in further languages, words that name two kinds of
 * column, headings that nest, a label spanning sub-columns, values that start left of a centred
 * label, a header repeated in a second language, national grades beside the ECTS letter,
 * bilingual titles, grades in words with their number, summaries under a title, and tables
 * printed without a header. Pages are built from TextItems (one item per cell).
 */
import { expect } from 'chai';
import { extractCourses, headerAt, latinForm } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 8.5): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
type Cell = [string, number];
/** Rows of cells; a row may give its own y as a third element of its first cell. */
const pageOf = (rows: Array<Cell[] | { y: number; cells: Cell[] }>, top = 60, step = 12.5): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((r, i) => (Array.isArray(r) ? r.map(([t, x]) => item(t, x, top + i * step)) : r.cells.map(([t, x]) => item(t, x, r.y)))),
});
const typesOf = (cells: Cell[]) => headerAt(groupLines(pageOf([cells])), 0)?.columns.map((c) => c.type) ?? null;
const read = (rows: Array<Cell[] | { y: number; cells: Cell[] }>) => extractCourses(groupLines(pageOf(rows))).courses;

describe('course table: generic rules', () => {
  it('knows Polish, Turkish, Indonesian, Vietnamese and Dutch headers', () => {
    expect(typesOf([['Lp.', 40], ['Nazwa przedmiotu', 70], ['Liczba godzin', 300], ['Punkty ECTS', 370], ['Ocena', 450]])).to.deep.equal(['index', 'name', 'hours', 'credit', 'grade']);
    expect(typesOf([['Ders Kodu', 40], ['Ders Adı', 110], ['Kredi', 330], ['AKTS', 380], ['Harf Notu', 440]])).to.deep.equal(['code', 'name', 'credit', 'ignore', 'grade']);
    expect(typesOf([['Kode', 40], ['Mata Kuliah', 110], ['SKS', 330], ['Nilai', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Mã học phần', 40], ['Tên học phần', 120], ['Số tín chỉ', 330], ['Điểm chữ', 420]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Vakcode', 40], ['Omschrijving', 110], ['Studiepunten', 330], ['Cijfer', 420]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
  });

  it('reads "Unit" beside a title as credit units, and "LP" after the name as credits, "Lp." before it as the running number', () => {
    expect(typesOf([['Code', 40], ['Course Title', 100], ['Unit', 330], ['Grade', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Modul', 40], ['LP', 330], ['Note', 400]])).to.deep.equal(['name', 'credit', 'grade']);
    expect(typesOf([['Lp.', 40], ['Przedmiot', 70], ['Ocena', 400]])?.[0]).to.equal('index');
  });

  it('gives a term heading without a year the academic year of the heading above it', () => {
    const courses = read([
      [['2016/2017 SESSION — 100 LEVEL', 40]],
      [['First Semester', 40]],
      [['Code', 40], ['Course Title', 100], ['Units', 330], ['Grade', 400]],
      [['CSC 101', 40], ['Introduction to Computing', 100], ['3', 335], ['A', 405]],
      [['Second Semester', 40]],
      [['CSC 102', 40], ['Programming I', 100], ['3', 335], ['B', 405]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.term, c.session])).to.deep.equal([['CSC 101', 'First Semester', '2016/2017'], ['CSC 102', 'Second Semester', '2016/2017']]);
  });

  it('names side-by-side semesters by their own headings and the session heading over both', () => {
    const courses = read([
      [['2016/2017 SESSION — 200 LEVEL', 40]],
      [['FIRST SEMESTER', 80], ['SECOND SEMESTER', 350]],
      [['Code', 40], ['Course Title', 90], ['CU', 228], ['Grade', 256], ['Code', 310], ['Course Title', 360], ['CU', 500], ['Grade', 528]],
      [['CSC 201', 40], ['Data Structures', 90], ['3', 230], ['A', 262], ['CSC 211', 310], ['Operating Systems', 360], ['4', 502], ['B', 534]],
      [['MTH 201', 40], ['Linear Algebra', 90], ['2', 230], ['C', 262], ['MTH 211', 310], ['Numerical Methods', 360], ['3', 502], ['A', 534]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.term, c.session])).to.deep.equal([
      ['CSC 201', 3, 'FIRST SEMESTER', '2016/2017'], ['MTH 201', 2, 'FIRST SEMESTER', '2016/2017'],
      ['CSC 211', 4, 'SECOND SEMESTER', '2016/2017'], ['MTH 211', 3, 'SECOND SEMESTER', '2016/2017'],
    ]);
  });

  it('reads sub-columns under a spanning label ("Marks Obtained" over "Part-I | Part-II | Total") and titles left of a centred label', () => {
    const courses = read([
      { y: 219, cells: [['Marks Obtained', 363]] },
      { y: 226, cells: [['Sr.', 66], ['Subject', 160], ['Max. Marks', 270], ['Grade', 501]] },
      { y: 234, cells: [['Part-I', 333], ['Part-II', 388], ['Total', 447]] },
      { y: 251, cells: [['1', 69], ['English (Compulsory)', 96], ['150', 283], ['58', 342], ['64', 398], ['122', 454], ['A', 512]] },
      { y: 270, cells: [['2', 69], ['Physics', 96], ['150', 283], ['57', 342], ['52', 398], ['109', 454], ['A', 512]] },
      { y: 289, cells: [['3', 69], ['Islamiyat', 96], ['75', 286], ['—', 343], ['54', 398], ['54', 454], ['B', 512]] },
      { y: 308, cells: [['Grand Total', 96], ['375', 283], ['285', 454]] },
    ]);
    expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.grade])).to.deep.equal([
      ['English (Compulsory)', 122, 150, 'A'], ['Physics', 109, 150, 'A'], ['Islamiyat', 54, 75, 'B'],
    ]);
  });

  it('keeps one header when it is printed again below in a second language', () => {
    const courses = read([
      [['№', 51], ['Назва компонента', 68], ['Кредити', 299], ['Бали', 354], ['Національна оцінка', 394], ['Оцінка ЄКТС', 497]],
      [['Course title', 68], ['ECTS credits', 296], ['Points', 351], ['National grade', 407], ['ECTS grade', 498]],
      [['1', 53], ['Правознавство / Fundamentals of Law', 68], ['4.5', 312], ['87', 360], ['Добре / Good', 410], ['B', 519]],
      [['2', 53], ['Іноземна мова / Foreign Language', 68], ['4', 316], ['79', 360], ['Добре / Good', 410], ['C', 519]],
    ]);
    // The national grade in words restates the points; the ECTS letter is the grade.
    expect(courses.map((c) => [c.courseName, c.credit, c.marksScored, c.grade, c.alternateGrade])).to.deep.equal([
      ['Fundamentals of Law', 4.5, 87, 'B', null], ['Foreign Language', 4, 79, 'C', null],
    ]);
  });

  it('keeps the Latin form of a bilingual title', () => {
    expect(latinForm('Правознавство / Fundamentals of Law')).to.equal('Fundamentals of Law');
    expect(latinForm('Marketing التسويق')).to.equal('Marketing');
    // Two Latin halves in two languages: the English one (scripts/samples/families/README.md, courseName).
    expect(latinForm('Analysis / Analyse')).to.equal('Analysis');
    expect(latinForm('Case Studies / Project Work')).to.equal('Case Studies / Project Work');
    expect(latinForm('Історія України')).to.equal('Історія України');
  });

  it('reads a grade printed in words with its number ("dobry plus (4,5)")', () => {
    const courses = read([
      [['Lp.', 40], ['Nazwa przedmiotu', 70], ['Punkty ECTS', 330], ['Ocena', 420]],
      [['1.', 42], ['Analiza matematyczna', 70], ['6', 340], ['dobry plus (4,5)', 420]],
      [['2.', 42], ['Wychowanie fizyczne', 70], ['0', 340], ['zaliczono', 420]],
    ]);
    expect(courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([['Analiza matematyczna', 6, 'dobry plus (4,5)'], ['Wychowanie fizyczne', 0, 'zaliczono']]);
  });

  it('does not join a semester summary under the last title to that title', () => {
    const courses = read([
      [['Course No.', 28], ['Course Title', 80], ['Credit', 240], ['Grade', 270]],
      [['03286852', 28], ['Aesthetics Appreciation', 80], ['3', 250], ['A', 278]],
      [['sem. G.P.A. = 3.25', 80], ['cum. G.P.A. = 3.25', 160]],
    ]);
    expect(courses.map((c) => c.courseName)).to.deep.equal(['Aesthetics Appreciation']);
  });
});

describe('course table: tables without a header', () => {
  it('finds the columns of rows that line up: code, title, letter grade, under year headings', () => {
    const courses = read([
      [['FIRST YEAR — ACADEMIC YEAR 2017/2018', 50]],
      [['SCO 101', 50], ['INTRODUCTION TO COMPUTER SCIENCE', 120], ['A', 500]],
      [['SCO 102', 50], ['DISCRETE MATHEMATICS', 120], ['B', 500]],
      [['UCU 103', 50], ['COMMUNICATION SKILLS', 120], ['C', 500]],
      [['RECOMMENDATION: PASS — Proceed to Second Year', 50]],
      [['SECOND YEAR — ACADEMIC YEAR 2018/2019', 50]],
      [['SCO 201', 50], ['DATA STRUCTURES', 120], ['A', 500]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.grade, c.term, c.session])).to.deep.equal([
      ['SCO 101', 'INTRODUCTION TO COMPUTER SCIENCE', 'A', 'FIRST YEAR', '2017/2018'],
      ['SCO 102', 'DISCRETE MATHEMATICS', 'B', 'FIRST YEAR', '2017/2018'],
      ['UCU 103', 'COMMUNICATION SKILLS', 'C', 'FIRST YEAR', '2017/2018'],
      ['SCO 201', 'DATA STRUCTURES', 'A', 'SECOND YEAR', '2018/2019'],
    ]);
  });

  it('reads small whole numbers beside letter grades as credits when the page prints their total (else no credit), and marks above 30 as marks', () => {
    const rows: Array<Array<[string, number]>> = [
      [['MATH 110', 50], ['Calculus I', 120], ['4', 420], ['B+', 480]],
      [['CHEM 101', 50], ['General Chemistry', 120], ['3', 420], ['A', 480]],
      [['ENGL 100', 50], ['Composition', 120], ['3', 420], ['A-', 480]],
    ];
    const courses = read([...rows, [['Total', 120], ['10', 420]]]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['MATH 110', 4, 'B+'], ['CHEM 101', 3, 'A'], ['ENGL 100', 3, 'A-']]);
    // Nothing says the numbers are credits (they may be hours, a coefficient, a level): none (D4).
    expect(read(rows).map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['MATH 110', null, 'B+'], ['CHEM 101', null, 'A'], ['ENGL 100', null, 'A-']]);
    const marks = read([
      [['ECO 101', 50], ['Microeconomics', 120], ['67', 420]],
      [['ECO 102', 50], ['Macroeconomics', 120], ['71', 420]],
      [['ECO 103', 50], ['Statistics', 120], ['58', 420]],
    ]);
    expect(marks.map((c) => [c.courseNumber, c.marksScored, c.credit])).to.deep.equal([['ECO 101', 67, null], ['ECO 102', 71, null], ['ECO 103', 58, null]]);
  });

  it('finds no table in label/value lines, running text, or a list of names and numbers without grades or codes', () => {
    expect(read([
      [['Name:', 50], ['Priya Sharma', 120], ['Roll No:', 300], ['12345', 380]],
      [["Father's Name:", 50], ['Ramesh Sharma', 120], ['Class:', 300], ['10', 380]],
      [['School:', 50], ['Green Valley School', 120], ['Year:', 300], ['2019', 380]],
    ])).to.deep.equal([]);
    expect(read([
      [['Total Credits Earned', 50], ['120', 400]],
      [['Cumulative GPA', 50], ['3.45', 400]],
      [['Semester GPA', 50], ['3.60', 400]],
    ])).to.deep.equal([]);
    expect(read([
      [['Room capacity of the main hall', 50], ['120', 400]],
      [['Number of books in the library', 50], ['45', 400]],
      [['Staff members in the office', 50], ['12', 400]],
    ])).to.deep.equal([]);
  });
});

describe('course table: cells and labels', () => {
  it('splits one text item over two value columns, but not one value spilling into the next column', () => {
    const courses = read([
      [['Code', 51], ['Course Title', 99], ['ECTS', 410], ['Grade', 449]],
      [['91208', 51], ['Immunologia', 99], ['8 30 cum laude', 426]],
      [['20988', 51], ['Genetica medica', 99], ['6', 426], ['27', 457]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['91208', 8, '30 cum laude'], ['20988', 6, '27']]);
    const ru = read([
      [['Наименование дисциплин', 46], ['Трудоёмкость', 343], ['Объём, час.', 415], ['Оценка', 487]],
      [['Защита информации', 46], ['3', 370], ['108', 425], ['3 (удовлетворительно)', 462]],
      [['Базы данных', 46], ['4', 370], ['144', 425], ['отлично', 490]],
    ]);
    expect(ru.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([['Защита информации', 3, '3 (удовлетворительно)'], ['Базы данных', 4, 'отлично']]);
  });

  it('takes no numbered label without a title for a course ("7.2 Signature … Official stamp")', () => {
    const courses = read([
      [['Code', 51], ['Course Title', 99], ['ECTS', 410], ['Grade', 449]],
      [['20988', 51], ['Genetica medica', 99], ['6', 426], ['27', 457]],
      [['7.2 Signature', 51], ['Official stamp', 449]],
    ]);
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['20988']);
  });

  it('reads labels cut over two lines ("Max." over "Marks", "Marks Obtained" over "(in Words)")', () => {
    const courses = read([
      { y: 298, cells: [['Sl.', 48], ['Subject', 69], ['Max.', 251], ['Min.', 300], ['Marks', 348], ['Marks Obtained', 391], ['Result', 523]] },
      { y: 308, cells: [['Marks', 248], ['Marks', 296], ['Obtained', 343], ['(in Words)', 391]] },
      { y: 324, cells: [['1', 51], ['FIRST LANGUAGE: ENGLISH', 69], ['125', 252], ['44', 303], ['81', 355], ['EIGHTY ONE', 391], ['P', 532]] },
      { y: 342, cells: [['2', 51], ['THIRD LANGUAGE: URDU', 69], ['100', 252], ['35', 303], ['80', 355], ['EIGHTY', 391], ['P', 532]] },
    ]);
    expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.passStatus])).to.deep.equal([
      ['FIRST LANGUAGE: ENGLISH', 81, 125, 'P'], ['THIRD LANGUAGE: URDU', 80, 100, 'P'],
    ]);
  });
});

describe('course table: marks on a stated scale', () => {
  it('reads a scale printed under a label ("Note" over "/20") as marks out of it', () => {
    const courses = read([
      { y: 200, cells: [['Code', 49], ['Intitulé', 107], ['Note', 427], ['Crédits', 465], ['Résultat', 507]] },
      { y: 210, cells: [['/20', 434]] },
      { y: 226, cells: [['ECO51', 49], ['UE Économétrie', 107], ['15,70', 427], ['6', 475], ['Admis', 507]] },
      { y: 240, cells: [['ECO52', 49], ['UE Économie publique', 107], ['9,97', 430], ['6', 475], ['Compensé', 507]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade, c.marksScored, c.maximumMarks, c.credit])).to.deep.equal([
      ['ECO51', null, 15.7, 20, 6], ['ECO52', null, 9.97, 20, 6],
    ]);
  });

  it('reads numeric grades as marks when the document states their scale ("de 0 a 10"), not otherwise', () => {
    const rows: Cell[][] = [
      [['Materia', 87], ['Año académico', 330], ['Calificación', 493]],
      [['Filosofía', 87], ['2020-2021', 330], ['7', 500]],
      [['Latín I', 87], ['2020-2021', 330], ['10', 500]],
    ];
    const stated = read([...rows, [['Calificaciones numéricas de 0 a 10 sin decimales.', 42]]]);
    expect(stated.map((c) => [c.courseName, c.grade, c.marksScored, c.maximumMarks])).to.deep.equal([['Filosofía', null, 7, 10], ['Latín I', null, 10, 10]]);
    const silent = read(rows);
    expect(silent.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([['Filosofía', '7', null], ['Latín I', '10', null]]);
    // Letter grades beside numbers: the scale is not theirs.
    const mixed = read([...rows, [['Historia', 87], ['2020-2021', 330], ['SB', 500]], [['Notas de 0 a 10.', 42]]]);
    expect(mixed.map((c) => c.grade)).to.deep.equal(['7', '10', 'SB']);
  });
});

describe('course table: terms side by side over their own sub-columns', () => {
  it('reads one course per term from "1ª Série | 2ª Série" over "2010 – Nota | CH | 2011 – Nota | CH"', () => {
    const courses = read([
      { y: 216, cells: [['Componentes curriculares', 49], ['1ª Série', 292], ['2ª Série', 382]] },
      { y: 226, cells: [['2010 – Nota', 288], ['CH', 348], ['2011 – Nota', 378], ['CH', 438]] },
      { y: 241, cells: [['Matemática', 49], ['6,9', 302], ['160', 345], ['6,1', 392], ['160', 435]] },
      { y: 255, cells: [['Física', 49], ['7,3', 302], ['80', 348], ['7,0', 392], ['80', 438]] },
      { y: 300, cells: [['Notas de 0 a 10; média mínima para aprovação: 5,0.', 46]] },
    ]);
    expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.grade, c.credit, c.term, c.year])).to.deep.equal([
      ['Matemática', 6.9, 10, null, null, '1ª Série', 2010], ['Matemática', 6.1, 10, null, null, '2ª Série', 2011],
      ['Física', 7.3, 10, null, null, '1ª Série', 2010], ['Física', 7, 10, null, null, '2ª Série', 2011],
    ]);
  });

  it('joins the year to its sub-label when OCR lost the dash between them (rule "A term\'s year with its sub-label")', () => {
    // OCR's words: "2010" and "Nota" apart, the dash of "2010 – Nota" not read; the grades centred
    // under the whole cell, left of where "Nota" starts.
    const ocr = (text: string, x: number, y: number): TextItem => ({ ...item(text, x, y), confidence: 90 });
    const page: PageText = {
      pageNumber: 1, width: 595, height: 842, source: 'ocr',
      items: [
        ...[['Componentes curriculares', 49], ['1ª Série', 292], ['2ª Série', 382]].map(([t, x]) => ocr(t as string, x as number, 216)),
        ...[['2010', 284], ['Nota', 312], ['CH', 348], ['2011', 374], ['Nota', 402], ['CH', 438]].map(([t, x]) => ocr(t as string, x as number, 226)),
        ...[['Matemática', 49], ['6,9', 296], ['160', 345], ['6,1', 386], ['160', 435]].map(([t, x]) => ocr(t as string, x as number, 241)),
        ...[['Física', 49], ['7,3', 296], ['80', 348], ['7,0', 386], ['80', 438]].map(([t, x]) => ocr(t as string, x as number, 255)),
        ...[['Química', 49], ['8,4', 296], ['80', 348], ['5,5', 386], ['80', 438]].map(([t, x]) => ocr(t as string, x as number, 269)),
        ocr('Notas de 0 a 10; média mínima para aprovação: 5,0.', 46, 300),
      ],
    };
    const courses = extractCourses(groupLines(page)).courses;
    expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.term, c.year])).to.deep.equal([
      ['Matemática', 6.9, 10, '1ª Série', 2010], ['Matemática', 6.1, 10, '2ª Série', 2011],
      ['Física', 7.3, 10, '1ª Série', 2010], ['Física', 7, 10, '2ª Série', 2011],
      ['Química', 8.4, 10, '1ª Série', 2010], ['Química', 5.5, 10, '2ª Série', 2011],
    ]);
  });
});
