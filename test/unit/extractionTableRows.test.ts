/**
 * Course-table rules for conventions found with the corpus-r families: parts of a mark under
 * spanning heads beside a "Total" head, a title wrapped after its colon, titles of rows whose
 * cells are centred vertically, and term headings naming the examination of the term. Pages are
 * built from TextItems (one item per cell).
 */
import { expect } from 'chai';
import { extractCourses, headerAt, looksLikeTermHeading, parseTermHeading, repairOcr } from '../../src/processing/extraction/table';
import { course } from '../../scripts/samples/families/lib/a-kit';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 8): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
type Cell = [string, number];
const page = (rows: Array<{ y: number; cells: Cell[] }>): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((r) => r.cells.map(([t, x]) => item(t, x, r.y))),
});
const read = (rows: Array<{ y: number; cells: Cell[] }>) => extractCourses(groupLines(page(rows))).courses;

describe('course table: rows of the corpus-r conventions', () => {
  it('reads the marks under a "Total" head, not the parts of the mark under "University Examination" and "Internal Assessment"', () => {
    const courses = read([
      { y: 186, cells: [['University Examination', 236], ['Internal Assessment', 344], ['Total', 432]] },
      { y: 198, cells: [['Paper Code', 42], ['Paper Title', 90], ['Grade', 485], ['Result', 521]] },
      { y: 210, cells: [['Max', 244], ['Min', 275], ['Obt', 305], ['Max', 334], ['Min', 365], ['Obt', 395], ['Max', 425], ['Obt', 458]] },
      { y: 226, cells: [['MA301', 42], ['Political Sociology', 90], ['80', 248], ['32', 278], ['71', 308], ['20', 338], ['8', 370], ['18', 398], ['100', 426], ['89', 461], ['A+', 493], ['Pass', 527]] },
      { y: 241, cells: [['MA302', 42], ['Public Administration', 90], ['80', 248], ['32', 278], ['56', 308], ['20', 338], ['8', 370], ['14', 398], ['100', 426], ['70', 461], ['A', 496], ['Pass', 527]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.marksScored, c.maximumMarks, c.grade, c.passStatus])).to.deep.equal([
      ['MA301', 89, 100, 'A+', 'Pass'],
      ['MA302', 70, 100, 'A', 'Pass'],
    ]);
  });

  it('keeps a row whose wrapped title ends its first line with a colon, beside a course code', () => {
    const courses = read([
      { y: 100, cells: [['Course', 40], ['Title', 90], ['Grd', 200], ['Hrs', 230]] },
      { y: 112, cells: [['COSC 1437', 40], ['Programming Fundamentals II', 90], ['A', 202], ['3.000', 230]] },
      { y: 122, cells: [['COSC 2336', 40], ['Programming Fundamentals III:', 90], ['B+', 202], ['3.000', 230]] },
      { y: 132, cells: [['Data Structures', 90]] },
      { y: 142, cells: [['Grade Key:', 40], ['A excellent', 90]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.grade, c.credit])).to.deep.equal([
      ['COSC 1437', 'Programming Fundamentals II', 'A', 3],
      ['COSC 2336', courses[1]?.courseName, 'B+', 3],
    ]);
    expect(courses[1].courseName).to.match(/^Programming Fundamentals III:? Data Structures$/);
  });

  it('gives the first line of a title to the row whose values are centred below it, not to the row above', () => {
    // Ruled cells with 3 pt padding; values centred vertically in each row.
    const courses = read([
      { y: 100, cells: [['Asignatura', 60], ['Código', 220], ['Créditos', 270], ['Calificación', 330]] },
      { y: 118, cells: [['Bases de Datos', 60], ['41295', 222], ['6', 285], ['7,8 Notable', 335]] },
      { y: 133, cells: [['Fundamentos Matemáticos de la', 60]] },
      { y: 138.5, cells: [['49530', 222], ['6', 285], ['Aprobado', 335]] },
      { y: 144, cells: [['Ingeniería', 60]] },
      { y: 161, cells: [['Sistemas Operativos', 60], ['49515', 222], ['4,5', 283], ['9,1 Sobresaliente', 335]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([
      ['41295', 'Bases de Datos', 'Notable'],
      ['49530', 'Fundamentos Matemáticos de la Ingeniería', 'Aprobado'],
      ['49515', 'Sistemas Operativos', 'Sobresaliente'],
    ]);
  });

  it('still joins a title wrapped under a row whose values are on its first line', () => {
    const courses = read([
      { y: 100, cells: [['Code', 40], ['Subject', 90], ['Credits', 260], ['Grade', 320]] },
      { y: 112, cells: [['MTH 201', 40], ['Linear Algebra and', 90], ['3', 265], ['A', 325]] },
      { y: 122, cells: [['Analytic Geometry', 90]] },
      { y: 134, cells: [['MTH 211', 40], ['Numerical Methods', 90], ['3', 265], ['B', 325]] },
    ]);
    expect(courses.map((c) => c.courseName)).to.deep.equal(['Linear Algebra and Analytic Geometry', 'Numerical Methods']);
  });

  it('reads "Stage 2" as a period of study but not the French "Stage" (internship) of a title', () => {
    expect(looksLikeTermHeading('Stage 2 — 2020/21')).to.equal(true);
    expect(looksLikeTermHeading('Stage en entreprise et rapport')).to.equal(false);
  });

  it('names the term of "Semester III Examination, December 2019" Semester III', () => {
    const t = parseTermHeading('Master of Arts (M.A.) Semester III Examination, December 2019');
    expect([t.term, t.year]).to.deep.equal(['Semester III', 2019]);
  });

  it('takes a course code printed before the title in one "Module" cell as the course number, and reads UK stages as terms', () => {
    const courses = read([
      { y: 100, cells: [['Module', 57], ['Level', 340], ['Credits', 380], ['Mark', 430], ['Outcome', 470]] },
      { y: 116, cells: [['Stage 2 — 2020/21', 57]] },
      { y: 130, cells: [['CS2010 Object-Oriented Software Design', 57], ['5', 348], ['20', 390], ['64', 436], ['Pass', 470]] },
      { y: 144, cells: [['MATH 2413 – Calculus I', 57], ['5', 348], ['20', 390], ['38', 436], ['Pass (Compensated)', 470]] },
      { y: 158, cells: [['Industrial Placement Preparation', 57], ['5', 348], ['20', 390], ['70', 436], ['Pass', 470]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.marksScored, c.passStatus, c.term, c.session])).to.deep.equal([
      ['CS2010', 'Object-Oriented Software Design', 20, 64, 'Pass', 'Stage 2', '2020/21'],
      ['MATH 2413', 'Calculus I', 20, 38, 'Pass (Compensated)', 'Stage 2', '2020/21'],
      [null, 'Industrial Placement Preparation', 20, 70, 'Pass', 'Stage 2', '2020/21'],
    ]);
  });

  it('knows the wordings of attempted and earned hours, paper names, module levels and final marks', () => {
    const typesOf = (cells: Cell[]) => {
      const lines = groupLines(page([{ y: 100, cells }]));
      return headerAt(lines, 0)?.columns.map((c) => c.type) ?? null;
    };
    // The attempted credits are the course's (rule "Credits attempted are the course's", docs/document-understanding.md).
    expect(typesOf([['Course', 40], ['Title', 100], ['Gr.', 300], ['Cr Att', 340], ['Cr Ern', 390]])).to.deep.equal(['code', 'name', 'grade', 'credit', 'ignore']);
    expect(typesOf([['Paper Code', 40], ['Paper Name', 100], ['Max. Marks', 300], ['Pass Marks', 360], ['Marks Awarded', 420]])).to.deep.equal(['code', 'name', 'maximumMarks', 'ignore', 'marksScored']);
    expect(typesOf([['Module Code', 40], ['Module Title', 100], ['Level', 300], ['Credits', 340], ['Final Mark', 390]])).to.deep.equal(['code', 'name', 'ignore', 'credit', 'marksScored']);
  });

  it('reads values with footnote and repeat flags ("3.0*", "(3)", "B+ (R)") and keeps "A*" whole', () => {
    const courses = read([
      { y: 100, cells: [['Course', 40], ['Title', 100], ['Credits', 300], ['Grade', 350]] },
      { y: 112, cells: [['ENG101', 40], ['English Composition', 100], ['3.0*', 305], ['A', 355]] },
      { y: 124, cells: [['MAT110', 40], ['College Algebra', 100], ['3.0', 305], ['B+ (R)', 355]] },
      { y: 136, cells: [['HIS120', 40], ['World History', 100], ['(3)', 305], ['IP', 355]] },
      { y: 148, cells: [['PHY130', 40], ['Physics I', 100], ['4.0', 305], ['A*', 355]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['ENG101', 3, 'A'], ['MAT110', 3, 'B+'], ['HIS120', 3, 'IP'], ['PHY130', 4, 'A*']]);
  });

  it('gives the rows under a term printed in a column on the first row of the term that term', () => {
    const courses = read([
      { y: 100, cells: [['Term', 40], ['Course', 90], ['Description', 150], ['Grade', 330], ['Units', 370]] },
      { y: 112, cells: [['2019 Fall', 40], ['CS 101', 90], ['Intro to Computing', 150], ['A', 335], ['4.00', 372]] },
      { y: 124, cells: [['CS 102', 90], ['Data Structures', 150], ['B+', 335], ['4.00', 372]] },
      { y: 136, cells: [['2020 Spring', 40], ['CS 201', 90], ['Algorithms', 150], ['A-', 335], ['4.00', 372]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade, c.credit, c.term, c.year])).to.deep.equal([
      ['CS 101', 'A', 4, 'Fall', 2019], ['CS 102', 'B+', 4, 'Fall', 2019], ['CS 201', 'A-', 4, 'Spring', 2020],
    ]);
  });

  it('keeps the academic year of the heading when a "Session" column holds the sitting of the examination', () => {
    const courses = read([
      { y: 90, cells: [['Semestre 3 — Année universitaire 2020-2021', 48]] },
      { y: 104, cells: [['Code', 50], ['Intitulé de l’UE', 92], ['Coef.', 284], ['Note /20', 318], ['Crédits ECTS', 362], ['Session', 406], ['Résultat', 446]] },
      { y: 118, cells: [['UE3.1', 50], ['Réseaux', 92], ['2', 296], ['12,50', 326], ['6', 380], ['1', 420], ['ADM', 456]] },
      { y: 130, cells: [['UE3.2', 50], ['Génie logiciel', 92], ['3', 296], ['9,25', 328], ['6', 380], ['2', 420], ['CMP', 456]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.marksScored, c.maximumMarks, c.credit, c.passStatus, c.term, c.session])).to.deep.equal([
      ['UE3.1', 12.5, 20, 6, 'ADM', 'Semestre 3', '2020-2021'],
      ['UE3.2', 9.25, 20, 6, 'CMP', 'Semestre 3', '2020-2021'],
    ]);
  });

  it('splits a header printed twice side by side whose first cell no phrase names ("SubjiNo", an OCR reading), with a transfer heading right under it', () => {
    const courses = read([
      { y: 112, cells: [['SubjiNo', 36], ['Course Title', 88], ['Grade', 214], ['Credits', 241], ['Pts', 285], ['SubjiNo', 314], ['Course Title', 366], ['Grade', 492], ['Credits', 519], ['Pts', 564]] },
      { y: 124, cells: [['TRANSFER CREDIT ACCEPTED BY INSTITUTION', 36], ['Spring 2019', 314]] },
      { y: 136, cells: [['ENGL 1301', 36], ['Composition I', 88], ['TA', 225], ['3.000', 248], ['0.00', 283], ['CSCI 3310', 314], ['Discrete Structures', 366], ['B+', 500], ['3.000', 526], ['9.90', 561]] },
      { y: 148, cells: [['Fall 2018', 36], ['CSCI 3320', 314], ['Computer Organization', 366], ['A', 502], ['3.000', 526], ['12.00', 561]] },
      { y: 160, cells: [['MATH 2413', 36], ['Calculus I', 88], ['B-', 225], ['4.000', 248], ['10.80', 280]] },
    ]);
    expect(courses.map((c) => [c.courseName, c.grade, c.credit, c.term, c.year])).to.deep.equal([
      ['Composition I', 'TA', 3, null, null],
      ['Calculus I', 'B-', 4, 'Fall', 2018],
      ['Discrete Structures', 'B+', 3, 'Spring', 2019],
      ['Computer Organization', 'A', 3, 'Spring', 2019],
    ]);
  });

  it('reads an OCR letter grade in lower case among upper-case letter grades in upper case', () => {
    const courses = ['A', 'B+', 'c+', 'A-', 'b'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(courses);
    expect(courses.map((c) => c.grade)).to.deep.equal(['A', 'B+', 'C+', 'A-', 'B']);
  });

  it("gives an OCR grade the decimal separator and the blank before its number that most of the document's grades print", () => {
    const grades = ['bardzo dobry (5,0)', 'dobry plus (4,5)', 'bardzo dobry (5.0)', 'dobry(4,0)', 'dobry plus (4,5)', 'zaliczono'];
    const courses = grades.map((grade) => course({ courseName: 'x', grade }));
    repairOcr(courses);
    expect(courses.map((c) => c.grade)).to.deep.equal(['bardzo dobry (5,0)', 'dobry plus (4,5)', 'bardzo dobry (5,0)', 'dobry (4,0)', 'dobry plus (4,5)', 'zaliczono']);
    // Points where the document prints points; a tie changes nothing.
    const points = ['3.5', '2.0', '1,5', '4.0'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(points);
    expect(points.map((c) => c.grade)).to.deep.equal(['3.5', '2.0', '1.5', '4.0']);
    const tie = ['3.5', '2,0', '1,5', '4.0'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(tie);
    expect(tie.map((c) => c.grade)).to.deep.equal(['3.5', '2,0', '1,5', '4.0']);
  });

  it('gives a grade off a ten-point column its lost decimal separator, or none where the column prints no decimal', () => {
    const courses = ['6', '7,5', '75', '8', '6,5', '10'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(courses);
    // "75" is 7,5 (the column prints ,5 with a comma); "10" is on the scale.
    expect(courses.map((c) => c.grade)).to.deep.equal(['6', '7,5', '7,5', '8', '6,5', '10']);
    // No decimal printed: the off-scale grade is null, never guessed.
    const whole = ['6', '75', '8', '6', '7'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(whole);
    expect(whole.map((c) => c.grade)).to.deep.equal(['6', null, '8', '6', '7']);
    // A column of marks (two or more values past 10) is no ten-point column.
    const marks = ['6', '75', '8', '64', '7', '9'].map((grade) => course({ courseName: 'x', grade }));
    repairOcr(marks);
    expect(marks.map((c) => c.grade)).to.deep.equal(['6', '75', '8', '64', '7', '9']);
  });

  describe('rule "Decimal grades read without their separator"', () => {
    it('repairs several grades of a scanned ten-point column that lost their separator, a comma read as a dot among them', () => {
      const read = ['6,4', '7,5', '72', '7,3', '76', '6,2', '8.6', '6,5', '467', '5,0', '6,6', '66', '7,7', '5,9', '7,4', '6,8'];
      const courses = read.map((grade) => course({ courseName: 'x', grade }));
      repairOcr(courses);
      // "72" is 7,2 and "76" 7,6 (decimals the column prints, most with a comma); "467" ran into the next cell: null.
      expect(courses.map((c) => c.grade)).to.deep.equal(['6,4', '7,5', '7,2', '7,3', '7,6', '6,2', '8,6', '6,5', null, '5,0', '6,6', '6,6', '7,7', '5,9', '7,4', '6,8']);
    });

    it('puts the separators back before the scale the page states makes the grades marks, its 0 read as an O ("Notas de O a 10")', () => {
      const ocr = (text: string, x: number, y: number): TextItem => ({ ...item(text, x, y), confidence: 90 });
      const grades = ['6,4', '7,5', '72', '7,3', '8,6', '6,2', '5,9', '7,7'];
      const pg: PageText = {
        pageNumber: 1, width: 595, height: 842, source: 'ocr',
        items: [
          ocr('Código', 40, 60), ocr('Disciplina', 100, 60), ocr('Créd.', 360, 60), ocr('Nota', 420, 60),
          ...grades.flatMap((g, i) => [ocr(`ENG${101 + i}`, 40, 75 + i * 14), ocr(['Cálculo Diferencial', 'Química Geral', 'Física Experimental', 'Desenho Técnico', 'Álgebra Linear', 'Topografia Aplicada', 'Mecânica Geral', 'Geologia de Engenharia'][i], 100, 75 + i * 14), ocr('4', 365, 75 + i * 14), ocr(g, 425, 75 + i * 14)]),
          ocr('Notas de O a 10; média mínima para aprovação: 5,0.', 40, 220),
        ],
      };
      const courses = extractCourses(groupLines(pg)).courses;
      expect(courses.map((c) => [c.grade, c.marksScored, c.maximumMarks])).to.deep.equal(grades.map((g) => [null, Number(g.replace(',', '.')) === 72 ? 7.2 : Number(g.replace(',', '.')), 10]));
    });

    it('leaves a column of marks out of 20 or 100 as read (most of its values past 10)', () => {
      const marks = ['12,5', '14', '9,5', '16', '8,5', '11', '7,5', '15'].map((grade) => course({ courseName: 'x', grade }));
      repairOcr(marks);
      expect(marks.map((c) => c.grade)).to.deep.equal(['12,5', '14', '9,5', '16', '8,5', '11', '7,5', '15']);
    });
  });

  it('types credit hours with three decimals in a table printed without a header', () => {
    const courses = read([
      { y: 100, cells: [['ENGL 1301', 40], ['Composition and Rhetoric', 100], ['A', 300], ['3.000', 340]] },
      { y: 112, cells: [['MATH 2413', 40], ['Calculus and Analytic Geometry', 100], ['B+', 300], ['4.000', 340]] },
      { y: 124, cells: [['HIST 1301', 40], ['United States History', 100], ['A-', 300], ['3.000', 340]] },
      // Their sum: the page's evidence that the column is credits (D4).
      { y: 140, cells: [['Term Totals', 100], ['10.000', 340]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade, c.credit])).to.deep.equal([['ENGL 1301', 'A', 3], ['MATH 2413', 'B+', 4], ['HIST 1301', 'A-', 3]]);
  });

  it('reads a header of three lines whose top line has only two group labels ("Theory | Total")', () => {
    const courses = read([
      { y: 186, cells: [['Theory', 250], ['Total', 380]] },
      { y: 198, cells: [['Code', 42], ['Subject', 90], ['Grade', 485]] },
      { y: 210, cells: [['Max', 230], ['Min', 265], ['Obt', 300], ['Max', 360], ['Obt', 400]] },
      { y: 226, cells: [['MA301', 42], ['Political Sociology', 90], ['80', 232], ['32', 267], ['71', 302], ['100', 360], ['89', 402], ['A+', 490]] },
      { y: 241, cells: [['MA302', 42], ['Public Administration', 90], ['80', 232], ['32', 267], ['56', 302], ['100', 360], ['70', 402], ['A', 490]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.marksScored, c.maximumMarks, c.grade])).to.deep.equal([['MA301', 89, 100, 'A+'], ['MA302', 70, 100, 'A']]);
  });
});
