/**
 * Course tables read from geometry (docs/document-understanding.md, "Course tables"): the column lexicon in
 * twelve languages, side-by-side terms, continuation, wrapped titles, term headings, transfer
 * blocks, totals, watermarks and stamps, grades as printed, and the evidence of every row (7).
 * Pages are built from TextItems here; a few real pdfkit PDFs go through the text engine.
 */
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractCourseTable, extractCourses, headerAt, looksLikeTermHeading, parseTermHeading } from '../../src/processing/extraction/table';
import { createTextEngine, documentLines, groupLines } from '../../src/processing/text';
import type { PageText } from '../../src/processing/types';
import { renderPdf } from '../support/pdfkit';
import { tableItem as item, tablePageOf as pageOf } from '../support/textPages';

type Cell = [string, number];
/** OCR-like: every word its own item, with a confidence. */
const ocrOf = (p: PageText, confidence = 90): PageText => ({
  ...p,
  source: 'ocr',
  items: p.items.flatMap((it) => {
    const per = it.width / it.text.length;
    return [...it.text.matchAll(/\S+/g)].map((m) => ({ ...it, text: m[0], x: it.x + (m.index ?? 0) * per, width: m[0].length * per, fontName: null, confidence }));
  }),
});
const brief = (pages: PageText[]) =>
  extractCourses(documentLines({ pages })).courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.term, c.session, c.year]);

describe('course table geometry: header lexicon in twelve languages', () => {
  const headers: Array<{ lang: string; cells: Cell[]; types: string[] }> = [
    { lang: 'en', cells: [['Course #', 40], ['Course Title', 100], ['Credit Hours', 330], ['Grade', 400], ['Grade Points', 450]], types: ['code', 'name', 'credit', 'grade', 'alternateGrade'] },
    { lang: 'de', cells: [['Modulnummer', 40], ['Modulbezeichnung', 110], ['Leistungspunkte', 320], ['Note', 400], ['Vermerk', 450]], types: ['code', 'name', 'credit', 'grade', 'passStatus'] },
    { lang: 'fr', cells: [['Code', 40], ['Intitulé du module', 100], ['Crédits ECTS', 320], ['Note /20', 400], ['Résultat', 460]], types: ['code', 'name', 'credit', 'marksScored', 'passStatus'] },
    { lang: 'es', cells: [['Código', 40], ['Asignatura', 100], ['Créditos', 330], ['Calificación', 400]], types: ['code', 'name', 'credit', 'grade'] },
    { lang: 'it', cells: [['Codice', 40], ['Insegnamento', 100], ['CFU', 330], ['Voto', 380], ['Data', 430]], types: ['code', 'name', 'credit', 'grade', 'ignore'] },
    { lang: 'pt', cells: [['Código', 40], ['Disciplina', 100], ['Carga Horária', 300], ['Créditos', 370], ['Nota', 420], ['Situação', 470]], types: ['code', 'name', 'hours', 'credit', 'grade', 'passStatus'] },
    { lang: 'ru', cells: [['№', 40], ['Наименование дисциплины', 70], ['Зачетные единицы', 300], ['Часы', 380], ['Оценка', 440]], types: ['index', 'name', 'credit', 'hours', 'grade'] },
    { lang: 'uk', cells: [['Код', 40], ['Назва дисципліни', 90], ['Кредити ЄКТС', 290], ['Бали', 360], ['Оцінка за національною шкалою', 400], ['Оцінка ЄКТС', 530]], types: ['code', 'name', 'credit', 'marksScored', 'ignore', 'grade'] },
    { lang: 'kk', cells: [['Пән коды', 40], ['Пән атауы', 100], ['Кредит саны', 300], ['Әріптік баға', 370], ['Сандық эквивалент', 440], ['Пайыздық', 530]], types: ['code', 'name', 'credit', 'grade', 'alternateGrade', 'marksScored'] },
    { lang: 'ar', cells: [['النتيجة', 40], ['التقدير', 110], ['الساعات المعتمدة', 180], ['اسم المقرر', 330], ['رمز المقرر', 480]], types: ['passStatus', 'grade', 'credit', 'name', 'code'] },
    { lang: 'th', cells: [['รหัสวิชา', 40], ['ชื่อวิชา', 110], ['หน่วยกิต', 380], ['เกรด', 450]], types: ['code', 'name', 'credit', 'grade'] },
    { lang: 'hi', cells: [['विषय कोड', 40], ['विषय', 110], ['पूर्णांक', 330], ['प्राप्तांक', 390], ['श्रेणी', 460]], types: ['code', 'name', 'maximumMarks', 'marksScored', 'grade'] },
    { lang: 'en/ar bilingual', cells: [['Code رمز المقرر', 40], ['Course Title اسم المقرر', 150], ['Credits الساعات', 330], ['Grade التقدير', 430]], types: ['code', 'name', 'credit', 'grade'] },
  ];
  for (const h of headers) {
    it(h.lang, () => {
      const m = headerAt(groupLines(pageOf([h.cells])), 0);
      expect(m, 'header found').to.not.equal(null);
      expect(m!.columns.map((c) => c.type)).to.deep.equal(h.types);
    });
  }

  it('matches right-to-left words given one OCR word at a time (x order is reversed reading order)', () => {
    const p: PageText = {
      pageNumber: 1, width: 595, height: 842, source: 'ocr',
      items: [['التقدير', 40], ['المعتمدة', 180], ['الساعات', 217], ['المقرر', 330], ['اسم', 358], ['الرمز', 480]].map(([t, x]) => ({ ...item(t as string, x as number, 60), confidence: 90, fontName: null })),
    };
    const m = headerAt(groupLines(p), 0);
    expect(m!.columns.map((c) => c.type)).to.deep.equal(['grade', 'credit', 'name', 'code']);
  });
});

describe('course table geometry: rows', () => {
  const header: Cell[] = [['Code', 43], ['Course Title', 115], ['Credits', 430], ['Grade', 500]];

  it('reads two terms printed side by side, left term first, each under its own heading', () => {
    const p = pageOf([
      [['Fall 2021', 40], ['Spring 2022', 310]],
      [['Code', 40], ['Course Title', 90], ['Cr', 228], ['Grade', 256], ['Code', 310], ['Course Title', 360], ['Cr', 500], ['Grade', 528]],
      [['CS 101', 40], ['Programming I', 90], ['3.0', 230], ['A-', 262], ['CS 201', 310], ['Data Structures', 360], ['4.0', 502], ['B+', 534]],
      [['MA 110', 40], ['Calculus I', 90], ['4.0', 230], ['B', 262], ['MA 120', 310], ['Calculus II', 360], ['4.0', 502], ['A', 534]],
      [['EN 100', 40], ['Composition', 90], ['3.0', 230], ['A', 262]],
      [['Term GPA: 3.52', 40], ['Term GPA: 3.61', 310]],
    ]);
    expect(brief([p])).to.deep.equal([
      ['CS 101', 'Programming I', 3, 'A-', 'Fall', null, 2021],
      ['MA 110', 'Calculus I', 4, 'B', 'Fall', null, 2021],
      ['EN 100', 'Composition', 3, 'A', 'Fall', null, 2021],
      ['CS 201', 'Data Structures', 4, 'B+', 'Spring', null, 2022],
      ['MA 120', 'Calculus II', 4, 'A', 'Spring', null, 2022],
    ]);
  });

  it('reads school years side by side under a line of year headings (not the top half of the header)', () => {
    const p = pageOf([
      [['Grade 9', 40], ['2011-2012', 150], ['Grade 10', 310], ['2012-2013', 420]],
      [['Course Title', 40], ['Grade', 200], ['Credit', 250], ['Course Title', 310], ['Grade', 470], ['Credit', 520]],
      [['English 9', 40], ['B', 205], ['1.0', 252], ['Geometry', 310], ['B+', 475], ['1.0', 522]],
      [['Algebra I', 40], ['B+', 205], ['1.0', 252], ['Year credits: 1.0', 310]],
      [['Class Rank', 40], ['12 of 240', 150], ['Graduation Date', 310], ['June 2015', 420]],
    ], 1, 60, 11);
    expect(brief([p]).map((r) => [r[1], r[3], r[4], r[5]])).to.deep.equal([
      ['English 9', 'B', 'Grade 9', '2011-2012'], ['Algebra I', 'B+', 'Grade 9', '2011-2012'], ['Geometry', 'B+', 'Grade 10', '2012-2013'],
    ]);
  });

  it('reads three terms side by side and continues them on the next page, headings inside the table', () => {
    const head: Cell[] = [0, 270, 540].flatMap((dx) => [['Code', 30 + dx], ['Title', 80 + dx], ['Cr', 200 + dx], ['Gr', 230 + dx]] as Cell[]);
    const row = (dx: number, code: string, title: string, cr: string, gr: string): Cell[] => [[code, 30 + dx], [title, 80 + dx], [cr, 202 + dx], [gr, 232 + dx]];
    const p1 = pageOf([
      head,
      [['Semester 1', 30], ['Semester 2', 300], ['Semester 3', 570]],
      [...row(0, 'PH 101', 'Mechanics', '5', 'A'), ...row(270, 'PH 201', 'Optics', '5', 'B'), ...row(540, 'PH 301', 'Quantum I', '6', 'A')],
    ], 1, 60, 12.5, 842);
    const p2 = pageOf([
      [['Semester 4', 30], ['Semester 5', 300]],
      [...row(0, 'PH 401', 'Solid State', '6', 'C'), ...row(270, 'PH 501', 'Thesis', '15', 'A')],
    ], 2, 60, 12.5, 842);
    expect(brief([p1, p2]).map((r) => [r[0], r[4]])).to.deep.equal([
      ['PH 101', 'Semester 1'], ['PH 201', 'Semester 2'], ['PH 301', 'Semester 3'], ['PH 401', 'Semester 4'], ['PH 501', 'Semester 5'],
    ]);
  });

  it('keeps a transfer-credit block out of the terms and never takes totals or GPA lines for courses', () => {
    const p = pageOf([
      header,
      [['Transfer Credit from Lakeside Community College', 43]],
      [['ENGL 1301', 43], ['Composition I', 115], ['3.0', 440], ['T', 505]],
      [['Transfer Totals', 115], ['3.0', 440]],
      [['Fall 2019', 43]],
      [['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]],
      [['Term Totals', 115], ['3.0', 440], ['4.00', 500]],
      [['Cumulative GPA', 115], ['3.0', 440], ['4.00', 500]],
      [['Total', 43], ['Credits', 115], ['6.0', 440]],
    ]);
    expect(brief([p])).to.deep.equal([
      ['ENGL 1301', 'Composition I', 3, 'T', null, null, null],
      ['CS 101', 'Programming', 3, 'A', 'Fall', null, 2019],
    ]);
  });

  it('reads Banner-style blocks: "Summer 2019: <college>" transfer headings, "Term: Fall 2019" labels, quality points ignored', () => {
    const p = pageOf([
      [['Admit Term:', 40], ['Fall 2019', 100]],
      [['TRANSFER CREDIT ACCEPTED BY INSTITUTION', 40]],
      [['Summer 2019: Lakeside Technical College', 40]],
      [['Subj/Crse', 40], ['Course Title', 100], ['Grade', 400], ['Credit Hrs', 440], ['Quality Pts', 490], ['R', 545]],
      [['POLS 101', 40], ['American Government', 100], ['TB', 405], ['3.000', 445], ['0.00', 495]],
      [['Transfer Totals: Earned Hours 3.000 GPA Hours 0.000', 40]],
      [['INSTITUTION CREDIT', 40]],
      [['Term: Fall 2019', 40]],
      [['HIST 105', 40], ['United States History', 100], ['A', 405], ['3.000', 445], ['12.00', 495]],
      [['Term Totals: Attempt Hrs 3.000 Earned Hrs 3.000 GPA 4.00', 40]],
    ]);
    const t = extractCourses(groupLines(p));
    expect(t.courses.map((c) => [c.courseNumber, c.grade, c.credit, c.alternateGrade, c.term, c.year])).to.deep.equal([
      ['POLS 101', 'TB', 3, null, 'Summer', 2019],
      ['HIST 105', 'A', 3, null, 'Fall', 2019],
    ]);
  });

  it('reads credits printed with their unit, a dash for no grade, a term column with its year, and stops titles at bold section lines', () => {
    const ru = pageOf([
      [['Наименование дисциплин (модулей), практик', 58], ['Общая трудоёмкость', 360], ['Оценка', 470]],
      [['Статистика', 58], ['4 з.е.', 390], ['отлично', 470]],
      [['Практики', 58]],
      [['Производственная практика', 58], ['6 з.е.', 390], ['зачтено', 470]],
    ], 1, 60, 10);
    const bold = ru.items.find((i) => i.text === 'Практики')!;
    bold.fontName = 'LiberationSans-Bold';
    expect(brief([ru]).map((r) => [r[1], r[2], r[3]])).to.deep.equal([['Статистика', 4, 'отлично'], ['Производственная практика', 6, 'зачтено']]);
    const de = pageOf([
      [['Nr.', 45], ['Modul', 97], ['Semester', 370], ['ECTS', 460], ['Note', 495], ['Status', 525]],
      [['ET-101', 45], ['Elektrotechnik I', 97], ['WiSe 2017/18', 370], ['7', 468], ['1,0', 500], ['BE', 528]],
      [['ET-416', 45], ['Labor Elektronik', 97], ['SoSe 2019', 370], ['4', 468], ['–', 500], ['BE', 528]],
    ]);
    expect(extractCourses(groupLines(de)).courses.map((c) => [c.courseNumber, c.grade, c.passStatus, c.term, c.session, c.year])).to.deep.equal([
      ['ET-101', '1,0', 'BE', 'WiSe', '2017/18', null],
      ['ET-416', null, 'BE', 'SoSe', null, 2019],
    ]);
  });

  it('reads a grid with one grade column per term (Q1.1 | Q1.2, 12/1 | 12/2), then a two-column table under it', () => {
    const p = pageOf([
      [['Fach', 45], ['Kurs', 200], ['Q1.1', 260], ['Q1.2', 300], ['Q2.1', 340]],
      [['Mathematik', 45], ['eA', 200], ['08', 262], ['14', 302], ['–', 342]],
      [['Geschichte', 45], ['gA', 200], ['09', 262], ['07', 302], ['11', 342]],
      [['II. Abiturprüfung (Block II)', 45]],
      [['Prüfungsfach', 45], ['Prüfungsart', 200], ['Punkte', 300], ['vierfach', 360]],
      [['1. Mathematik', 45], ['schriftlich', 200], ['08', 302], ['32', 362]],
      [['Block I . . . . . . . .', 45], ['344 Punkte', 200], ['Gesamtpunktzahl . . .', 300], ['472', 400]],
    ]);
    const t = extractCourses(groupLines(p));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.term, c.marksScored])).to.deep.equal([
      ['Mathematik', '08', 'Q1.1', null], ['Mathematik', '14', 'Q1.2', null],
      ['Geschichte', '09', 'Q1.1', null], ['Geschichte', '07', 'Q1.2', null], ['Geschichte', '11', 'Q2.1', null],
      ['Mathematik', null, null, 8],
    ]);
    const half = pageOf([[['Fach', 45], ['12/1', 260], ['12/2', 300]], [['Englisch', 45], ['06', 262], ['09', 302]]]);
    expect(extractCourses(groupLines(half)).courses.map((c) => [c.grade, c.term])).to.deep.equal([['06', '12/1'], ['09', '12/2']]);
  });

  it('reads a grid of marks per school year, years of another calendar kept as the session, and the printed maximum', () => {
    const p = pageOf([
      [['Subject', 45], ['Grade 9 (2008 E.C.)', 200], ['Grade 10 (2009 E.C.)', 320]],
      [['Mathematics', 45], ['56', 230], ['72', 350]],
      [['Geography', 45], ['70', 230], ['-', 350]],
      [['Total', 45], ['126', 230], ['72', 350]],
      [['Average', 45], ['63.00', 230], ['72.00', 350]],
      [['Pass mark: 50%', 45], ['Maximum mark per subject: 100', 200]],
    ]);
    expect(extractCourses(groupLines(p)).courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.grade, c.term, c.session, c.year])).to.deep.equal([
      ['Mathematics', 56, 100, null, 'Grade 9', '2008 E.C.', null],
      ['Mathematics', 72, 100, null, 'Grade 10', '2009 E.C.', null],
      ['Geography', 70, 100, null, 'Grade 9', '2008 E.C.', null],
    ]);
  });

  it('reads Italian exams: known columns it does not read, the academic year column, votes on the printed /30 scale', () => {
    const p = pageOf([
      [['Codice', 40], ['Attività formativa', 90], ['SSD', 250], ['CFU', 310], ['Voto', 340], ['Data', 380], ['A.A.', 440]],
      [['I9281', 40], ['Economia aziendale', 90], ['SECS-P/07', 250], ['9', 312], ['24', 342], ['04/07/2020', 380], ['2019/2020', 440]],
      [['A4147', 40], ['Statistica', 90], ['SECS-S/01', 250], ['9', 312], ['30 e lode', 342], ['12/02/2020', 380], ['2019/2020', 440]],
      [['B6184', 40], ['Lingua inglese', 90], ['L-LIN/12', 250], ['6', 312], ['approvato', 342], ['16/04/2020', 380], ['2019/2020', 440]],
      [['Scala dei voti: 18-30/30, 30 e lode', 40]],
    ]);
    expect(extractCourses(groupLines(p)).courses.map((c) => [c.courseNumber, c.credit, c.grade, c.marksScored, c.maximumMarks, c.session])).to.deep.equal([
      ['I9281', 9, '24', 24, 30, '2019/2020'],
      ['A4147', 9, '30 e lode', 30, 30, '2019/2020'],
      ['B6184', 6, 'approvato', null, null, '2019/2020'],
    ]);
  });

  it('reads a Kazakh portal transcript: bilingual header cells, letter grade, percentage as the mark, traditional grade not read', () => {
    const p = pageOf([
      [['№', 199], ['Пән коды', 222], ['Пәннің атауы / Наименование дисциплины', 293], ['Кредит', 588], ['Әріптік баға', 630], ['Балл', 701], ['%', 751], ['Дәстүрлі баға / Традиционная оценка', 790]],
      [['1 семестр, 2020-2021 оқу жылы', 194]],
      [['1', 201], ['HIS 3274', 222], ['Қазақстан тарихы', 293], ['5', 602], ['D+', 653], ['1.33', 703], ['58', 750], ['қанағаттанарлық / удовлетворительно', 780]],
      [['Семестр бойынша GPA / GPA за семестр: 1.67', 194], ['25', 602]],
    ], 1, 60, 12.5, 960);
    expect(extractCourses(groupLines(p)).courses).to.deep.equal([
      { courseNumber: 'HIS 3274', courseName: 'Қазақстан тарихы', credit: 5, grade: 'D+', alternateGrade: null, marksScored: 58, maximumMarks: 100, passStatus: null, term: '1 семестр', session: '2020-2021', year: null },
    ]);
  });

  it('reads marksheet headers over two lines: parts of the total not read, the total as the mark, the exam year, a French "Note sur 20"', () => {
    const ind = pageOf([
      [['SENIOR SCHOOL CERTIFICATE EXAMINATION, 2020', 45]],
      [['SUB.', 45], ['SUBJECT', 80], ['THEORY', 220], ['IA/', 270], ['TOTAL', 320], ['TOTAL', 370], ['POSITIONAL', 450]],
      [['CODE', 45], ['PRACTICAL', 270], ['(IN WORDS)', 370], ['GRADE', 450]],
      [['301', 45], ['ENGLISH CORE', 80], ['052', 222], ['013', 272], ['065', 322], ['SIXTY FIVE', 370], ['B2', 455]],
      [['Result', 45], ['PASS', 80]],
      [['Maximum marks of each subject: 100.', 45]],
    ], 1, 60, 9.5);
    expect(extractCourses(groupLines(ind)).courses).to.deep.equal([
      { courseNumber: '301', courseName: 'ENGLISH CORE', credit: null, grade: 'B2', alternateGrade: null, marksScored: 65, maximumMarks: 100, passStatus: null, term: null, session: null, year: 2020 },
    ]);
    const fr = pageOf([
      [['Épreuve', 45], ['Coef.', 250], ['Note', 300], ['Points', 350]],
      [['sur 20', 300]],
      [['Mathématiques', 45], ['7', 252], ['12,5', 302], ['87,5', 352]],
    ], 1, 60, 9.5);
    expect(extractCourses(groupLines(fr)).courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks, c.grade, c.alternateGrade])).to.deep.equal([['Mathématiques', 12.5, 20, null, null]]);
  });

  it('reads a three-line header: group labels over Max/Obt sub-columns, the total group as the mark', () => {
    const p = pageOf([
      [['Internal', 300], ['External', 370], ['Total', 440]],
      [['Course Code', 40], ['Course Title', 110], ['Result', 510]],
      [['Max', 290], ['Obt', 320], ['Max', 360], ['Obt', 390], ['Max', 430], ['Obt', 460]],
      [['CS-501', 40], ['Artificial Intelligence', 110], ['25', 292], ['20', 322], ['75', 362], ['55', 392], ['100', 430], ['75', 462], ['P', 512]],
    ], 1, 60, 9.5);
    expect(extractCourses(groupLines(p)).courses.map((c) => [c.courseNumber, c.marksScored, c.maximumMarks, c.passStatus])).to.deep.equal([['CS-501', 75, 100, 'P']]);
  });

  it('does not read footer sentences, page numbers or signature lines as courses', () => {
    const fr = pageOf([
      [['Code', 40], ['Intitulé', 100], ['ECTS', 330], ['Note /20', 380], ['Résultat', 450]],
      [['L3-101', 40], ['Analyse', 100], ['6', 335], ['12,5', 385], ['Admis', 452]],
      [["Il ne sera délivré qu'un seul exemplaire de ce relevé de notes.", 100], ['Page 1/1', 452]],
    ]);
    expect(brief([fr]).map((r) => r[1])).to.deep.equal(['Analyse']);
    const ar = pageOf([
      [['التقدير', 40], ['الساعات المعتمدة', 120], ['اسم المقرر', 300]],
      [['جيد جدا', 40], ['3', 140], ['الرياضيات', 300]],
      [['عميد', 40], ['الكلية', 140], ['أمين الكلية المختص', 300]],
    ]);
    expect(brief([ar]).map((r) => r[1])).to.deep.equal(['الرياضيات']);
  });

  it('keeps two columns of one kind apart (a numeric note and a letter concept) and leaves attendance out', () => {
    const p = pageOf([
      [['Código', 47], ['Disciplina', 99], ['CH', 330], ['Créd.', 351], ['Nota', 389], ['Conceito', 412], ['Freq.(%)', 460], ['Situação', 508]],
      [['MAT190', 47], ['Fundamentos de Matemática', 99], ['60', 332], ['4', 369], ['8,8', 398], ['B', 435], ['77', 492], ['AP', 508]],
    ]);
    expect(extractCourses(groupLines(p)).courses.map((c) => [c.credit, c.grade, c.marksScored, c.passStatus])).to.deep.equal([[4, 'B', 8.8, 'AP']]);
  });

  it('does not read totals in other languages as courses', () => {
    const head: Cell[] = [['Код', 43], ['Дисциплина', 115], ['Кредиты', 430], ['Оценка', 500]];
    for (const total of ['Итого', 'Всего', 'Разом', 'Барлығы', 'المجموع', 'รวม', 'कुल', 'Totale', 'Gesamt', 'Média']) {
      const p = pageOf([head, [['ФИ101', 43], ['Философия', 115], ['3', 440], ['5', 505]], [[total, 115], ['30', 440], ['4,5', 505]]]);
      expect(brief([p]).map((r) => r[1]), total).to.deep.equal(['Философия']);
    }
  });

  it('joins titles wrapped onto a second line (without code or grade) and keeps both lines in the evidence', () => {
    const p = pageOf([
      header,
      [['CS 401', 43], ['Senior Design Project in', 115], ['3.0', 440], ['A', 505]],
      [['Distributed Computing Systems', 115]],
      [['CS 402', 43], ['Ethics', 115], ['3.0', 440], ['B', 505]],
    ], 1, 60, 10);
    const t = extractCourseTable(groupLines(p));
    expect(t.courses.map((c) => c.courseName)).to.deep.equal(['Senior Design Project in Distributed Computing Systems', 'Ethics']);
    const ev = t.evidence[0];
    expect(ev.row.box.y).to.equal(70);
    expect(ev.row.box.y + ev.row.box.height).to.equal(80 + 8.5);
    expect(ev.cells.courseName!.box.height).to.equal(18.5);
    expect(ev.cells.grade!.box).to.deep.equal({ x: 505, y: 70, width: 4.25, height: 8.5 });
  });

  it('reads grades as printed: +/-, 1,7, AA/BB, "5 (отлично)", pass markers, marks with their maximum; hours are no credits', () => {
    const ru = pageOf([
      [['Код', 43], ['Дисциплина', 115], ['Часы', 400], ['Оценка', 460]],
      [['1 курс 2 семестр', 43]],
      [['Б1.О.01', 43], ['История', 115], ['144', 405], ['5 (отлично)', 460]],
      [['Б1.О.02', 43], ['Физическая культура', 115], ['72', 405], ['зачтено', 460]],
    ]);
    expect(brief([ru])).to.deep.equal([
      ['Б1.О.01', 'История', null, '5 (отлично)', '1 курс 2 семестр', null, null],
      ['Б1.О.02', 'Физическая культура', null, 'зачтено', '1 курс 2 семестр', null, null],
    ]);
    const de = pageOf([
      [['Nr.', 43], ['Modul', 115], ['LP', 430], ['Note', 480]],
      [['1001', 43], ['Analysis I', 115], ['9', 435], ['1,7', 482]],
      [['1002', 43], ['Proseminar', 115], ['3', 435], ['bestanden', 482]],
    ]);
    expect(brief([de]).map((r) => r[3])).to.deep.equal(['1,7', 'bestanden']);
    const ind = pageOf([
      [['Course Code', 40], ['Course Title', 110], ['Credits', 330], ['Grade', 390], ['Grade Points', 440]],
      [['CE201', 40], ['Strength of Materials', 110], ['4', 335], ['AA', 392], ['10', 445]],
      [['CE202', 40], ['Fluid Mechanics', 110], ['3', 335], ['BB', 392], ['8', 445]],
      [['CE203', 40], ['Surveying Lab', 110], ['1', 335], ['A+', 392], ['10', 445]],
    ]);
    expect(extractCourses(groupLines(ind)).courses.map((c) => [c.grade, c.alternateGrade])).to.deep.equal([['AA', '10'], ['BB', '8'], ['A+', '10']]);
    const es = pageOf([
      [['Asignatura', 43], ['Créditos', 330], ['Calificación', 400]],
      [['Prácticas externas', 43], ['6', 335], ['APTO', 402]],
    ]);
    expect(brief([es])[0][3]).to.equal('APTO');
    const marks = pageOf([
      [['Code', 40], ['Subject', 90], ['Marks', 380], ['Result', 450]],
      [['BIO', 40], ['Biology', 90], ['78/100', 380], ['Pass', 450]],
    ]);
    expect(extractCourses(groupLines(marks)).courses[0]).to.include({ marksScored: 78, maximumMarks: 100, passStatus: 'Pass' });
    const maxObt = pageOf([
      [['Subject', 40], ['Max', 330], ['Obtained', 390], ['Grade', 460]],
      [['Physics', 40], ['100', 332], ['67', 395], ['B1', 462]],
    ]);
    expect(extractCourses(groupLines(maxObt)).courses[0]).to.include({ marksScored: 67, maximumMarks: 100, grade: 'B1' });
  });

  it('reads digits of other scripts in numeric columns', () => {
    const ar = pageOf([
      [['التقدير', 40], ['الساعات المعتمدة', 120], ['اسم المقرر', 300]],
      [['جيد جدا', 40], ['٣', 140], ['الرياضيات', 300]],
    ]);
    expect(extractCourses(groupLines(ar)).courses[0]).to.include({ courseName: 'الرياضيات', credit: 3, grade: 'جيد جدا' });
  });

  it('ignores a rotated watermark, an oversized stamp and low-confidence OCR specks across the rows', () => {
    const rows: Cell[][] = [
      header,
      [['Fall 2018', 43]],
      [['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]],
      [['CS 102', 43], ['Discrete Mathematics', 115], ['4.0', 440], ['B+', 505]],
      [['CS 103', 43], ['Logic', 115], ['3.0', 440], ['C', 505]],
    ];
    const expected = brief([pageOf(rows)]);
    expect(expected).to.have.length(3);
    const text = pageOf(rows);
    text.items.push(
      // A diagonal "UNOFFICIAL" run: its box is as tall as it is wide.
      { text: 'UNOFFICIAL', x: 150, y: 40, width: 260, height: 230, fontName: 'Helvetica-Bold', fontSize: 48, confidence: null },
      // A horizontal stamp in a huge font over the second row.
      { text: 'COPY', x: 300, y: 96, width: 110, height: 40, fontName: 'Helvetica', fontSize: 40, confidence: null },
    );
    expect(brief([text])).to.deep.equal(expected);
    const ocr = ocrOf(pageOf(rows));
    ocr.items.push(
      { text: 'ST4MP', x: 250, y: 110, width: 60, height: 25, fontName: null, fontSize: 25, confidence: 31 },
      { text: '~', x: 470, y: 86, width: 6, height: 8, fontName: null, fontSize: 8, confidence: 12 },
    );
    expect(brief([ocr])).to.deep.equal(expected);
  });

  it('keeps OCR words of low confidence that are letters (a grade "A"), and reads a title\'s final bar as the Roman "I"', () => {
    const p = ocrOf(pageOf([header, [['SPAN 101', 43], ['Elementary Spanish |', 115], ['3.0', 440], ['A', 505]]]));
    p.items.find((i) => i.text === 'A')!.confidence = 20;
    expect(brief([p])).to.deep.equal([['SPAN 101', 'Elementary Spanish I', 3, 'A', null, null, null]]);
  });

  it('keeps an OCR row with one misread value (that value null), and splits header cells at ruling bars', () => {
    const p = ocrOf(pageOf([
      [['Nr.', 55], ['Modul', 107], ['ECTS', 371], ['|', 396], ['Note', 410], ['|', 434], ['Vers.', 439], ['|', 466], ['Status', 470]],
      [['MB-101', 55], ['Höhere Mathematik I', 107], ['7,5', 381], ['2,0)', 419], ['3%', 449], ['[bestanden', 470]],
      [['MB-102', 55], ['Technische Mechanik | (Statik)', 107], ['5', 385], ['1,7', 419], ['1', 449], ['bestanden.', 470]],
    ]));
    const m = headerAt(groupLines(p), 0);
    expect(m!.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'grade', 'ignore', 'passStatus']);
    expect(extractCourses(groupLines(p)).courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.passStatus])).to.deep.equal([
      ['MB-101', 'Höhere Mathematik I', 7.5, '2,0', 'bestanden'],
      ['MB-102', 'Technische Mechanik I (Statik)', 5, '1,7', 'bestanden'],
    ]);
    // The same row in a text layer is all or nothing: a value that does not fit makes it no course.
    const text = pageOf([
      [['Code', 43], ['Course Title', 115], ['Credits', 430], ['Grade', 500]],
      [['CS 101', 43], ['Programming', 115], ['three', 440], ['A', 505]],
    ]);
    expect(extractCourses(groupLines(text)).courses).to.deep.equal([]);
  });

  it('keeps a scanned row whose values the OCR lost when it shows a course code and a title, never a legend', () => {
    const p = ocrOf(pageOf([
      header,
      [['HIST 105', 43], ['United States History', 115], ['3.0', 440], ['A', 505]],
      [['ECON 201', 43], ['Principles of Microeconomics', 115]],
      [['College:', 43], ['Arts and Sciences Major: Psychology', 115]],
      [['Grading: A4.0 A', 43], ['3.7 B+3.3 B3.0 W Withdrawn', 115]],
    ]));
    expect(brief([p]).map((r) => [r[0], r[2], r[3]])).to.deep.equal([['HIST 105', 3, 'A'], ['ECON 201', null, null]]);
    // Not in a text layer, where a row without values is no course row.
    const text = pageOf([header, [['ECON 201', 43], ['Principles of Microeconomics', 115]]]);
    expect(brief([text])).to.deep.equal([]);
  });

  it('gives every row its evidence: page, row box, mean OCR confidence and the cells', () => {
    const p1 = ocrOf(pageOf([header, [['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]]]), 80);
    p1.items.find((i) => i.text === 'A')!.confidence = 60;
    const p2 = pageOf([[['CS 102', 43], ['Algorithms', 115], ['3.0', 440], ['B', 505]]], 2);
    const t = extractCourseTable(documentLines({ pages: [p1, p2] }));
    expect(t.evidence).to.have.length(t.courses.length).and.length(2);
    const [a, b] = t.evidence;
    expect(a.row.page).to.equal(1);
    expect(a.row.confidence).to.be.closeTo((80 * 4 + 60) / 5 / 100, 1e-9);
    expect(a.row.box.x).to.equal(43);
    expect(a.cells.grade).to.include({ page: 1, confidence: 0.6 });
    expect(a.cells.credit!.box.x).to.equal(440);
    expect(Object.keys(a.cells).sort()).to.deep.equal(['courseName', 'courseNumber', 'credit', 'grade']);
    expect(b.row).to.include({ page: 2, confidence: 1 });
    expect(b.cells.courseName!.box).to.deep.equal({ x: 115, y: 60, width: 42.5, height: 8.5 });
  });

  it('points term, session and year at the heading they came from', () => {
    const p1 = pageOf([header, [['Semestre 3 — Année universitaire 2017-2018', 43]], [['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]]]);
    const t = extractCourseTable(groupLines(p1));
    expect(t.courses[0]).to.include({ term: 'Semestre 3', session: '2017-2018' });
    expect(t.evidence[0].cells.term).to.include({ page: 1, rule: 'term heading' });
    expect(t.evidence[0].cells.session!.box.y).to.equal(72.5);
  });
});

describe('course table geometry: term headings in other languages', () => {
  const cases: Array<[string, string | null, string | null, number | null]> = [
    ['Fall 2021', 'Fall', null, 2021],
    ['Semester 3', 'Semester 3', null, null],
    ['1 курс 2 семестр', '1 курс 2 семестр', null, null],
    ['Осенний семестр 2020/2021', 'Осенний семестр', '2020/2021', null],
    ['3 семестр (2019-2020 навчальний рік)', '3 семестр', '2019-2020', null],
    ['Күзгі семестр 2021-2022', 'Күзгі семестр', '2021-2022', null],
    ['الفصل الدراسي الأول 2020/2021', 'الفصل الدراسي الأول', '2020/2021', null],
    ['ภาคเรียนที่ 1', 'ภาคเรียนที่ 1', null, null],
    ['सेमेस्टर III', 'सेमेस्टर III', null, null],
    ['Primo semestre — Anno accademico 2019/2020', 'Primo semestre', '2019/2020', null],
    ['2º Semestre', '2º Semestre', null, null],
    ['Summer 2013', 'Summer', null, 2013],
    ['1º Período – 2014/2', '1º Período', '2014/2', null],
  ];
  for (const [text, term, session, year] of cases) {
    it(JSON.stringify(text), () => {
      expect(looksLikeTermHeading(text)).to.equal(true);
      const t = parseTermHeading(text);
      expect([t.term, t.session, t.year]).to.deep.equal([term, session, year]);
    });
  }
  it('is not fooled by course names or averages', () => {
    for (const s of ['Итого за семестр: 30 з.е.', 'Средний балл 4,5', 'Physics of the Solid State', 'المعدل الفصلي 3.2']) expect(looksLikeTermHeading(s), s).to.equal(false);
  });
});

describe('course table geometry: real PDFs through the text engine', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-geometry-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  const pdf = (draw: (doc: PDFKit.PDFDocument) => void, size: [number, number] = [595, 842]): Promise<Buffer> =>
    renderPdf({ size, margin: 20 }, draw);
  const read = async (buf: Buffer, name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, buf);
    const text = await createTextEngine().extract({ path: file, kind: 'pdf', fileName: name });
    return extractCourseTable(documentLines(text));
  };

  it('reads a Cyrillic diploma supplement table under a diagonal watermark', async () => {
    const buf = await pdf((doc) => {
      doc.font('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf').fontSize(9);
      const y0 = 100;
      [['Код', 40], ['Наименование дисциплины', 100], ['Зачетные единицы', 330], ['Оценка', 450]].forEach(([t, x]) => doc.text(t as string, x as number, y0, { lineBreak: false }));
      doc.text('1 курс 1 семестр', 40, y0 + 16, { lineBreak: false });
      const rows = [['Б1.О.01', 'История России', '4', 'отлично'], ['Б1.О.02', 'Иностранный язык', '3', 'хорошо'], ['Б1.О.03', 'Физическая культура', '2', 'зачтено']];
      rows.forEach((r, i) => [40, 100, 340, 450].forEach((x, k) => doc.text(r[k], x, y0 + 32 + i * 16, { lineBreak: false })));
      doc.text('Итого', 100, y0 + 32 + 3 * 16, { lineBreak: false }).text('9', 340, y0 + 32 + 3 * 16, { lineBreak: false });
      doc.save().rotate(-35, { origin: [300, 160] }).fontSize(54).fillColor('#cccccc').text('ОБРАЗЕЦ', 170, 140, { lineBreak: false }).restore();
    });
    const t = await read(buf, 'ru.pdf');
    expect(t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.term])).to.deep.equal([
      ['Б1.О.01', 'История России', 4, 'отлично', '1 курс 1 семестр'],
      ['Б1.О.02', 'Иностранный язык', 3, 'хорошо', '1 курс 1 семестр'],
      ['Б1.О.03', 'Физическая культура', 2, 'зачтено', '1 курс 1 семестр'],
    ]);
    expect(t.evidence.every((e) => e.row.page === 1 && e.row.confidence === 1)).to.equal(true);
  });

  it('reads two side-by-side terms of a landscape transcript', async () => {
    const buf = await pdf((doc) => {
      doc.font('Helvetica').fontSize(8);
      for (const [dx, term, rows] of [
        [0, 'Fall 2020', [['HIST 101', 'World History', '3.0', 'A-'], ['BIOL 110', 'General Biology', '4.0', 'B+']]],
        [400, 'Spring 2021', [['CHEM 120', 'Chemistry I', '4.0', 'A'], ['ENGL 102', 'Composition II', '3.0', 'B']]],
      ] as Array<[number, string, string[][]]>) {
        doc.font('Helvetica-Bold').text(term, 30 + dx, 80, { lineBreak: false }).font('Helvetica');
        [['Course', 30], ['Title', 90], ['Credits', 270], ['Grade', 320]].forEach(([t, x]) => doc.text(t as string, (x as number) + dx, 96, { lineBreak: false }));
        rows.forEach((r, i) => [30, 90, 275, 325].forEach((x, k) => doc.text(r[k], x + dx, 112 + i * 13, { lineBreak: false })));
      }
    }, [842, 595]);
    const t = await read(buf, 'us.pdf');
    expect(t.courses.map((c) => [c.courseNumber, c.grade, c.term, c.year])).to.deep.equal([
      ['HIST 101', 'A-', 'Fall', 2020], ['BIOL 110', 'B+', 'Fall', 2020], ['CHEM 120', 'A', 'Spring', 2021], ['ENGL 102', 'B', 'Spring', 2021],
    ]);
  });
});
