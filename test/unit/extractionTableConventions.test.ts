/**
 * Course-table conventions of further countries, each rule on a small generated page (one
 * TextItem per cell): Turkish headers (dotless ı, "Not", weekly T | U hours), a header printed
 * again under itself in a second language over semesters side by side, the running number "No"
 * before a code column, a weighted-points column ("K x N"), and the signatory under a table.
 */
import { expect } from 'chai';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { foldText } from '../../src/processing/extraction/columns';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 7): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
type Cell = [string, number];
type Row = Cell[] | { y: number; cells: Cell[] };
const pageOf = (rows: Row[], top = 60, step = 11): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((r, i) => (Array.isArray(r) ? r.map(([t, x]) => item(t, x, top + i * step)) : r.cells.map(([t, x]) => item(t, x, r.y)))),
});
/** OCR-like: every word its own item, with a confidence. */
const ocrOf = (p: PageText): PageText => ({
  ...p,
  source: 'ocr',
  items: p.items.flatMap((it) => {
    const per = it.width / it.text.length;
    return [...it.text.matchAll(/\S+/g)].map((m) => ({ ...it, text: m[0], x: it.x + (m.index ?? 0) * per, width: m[0].length * per, fontName: null, confidence: 88 }));
  }),
});
const header = (rows: Row[]) => headerAt(groupLines(pageOf(rows)), 0);
const read = (rows: Row[]) => extractCourses(groupLines(pageOf(rows))).courses;

describe('course table: conventions of further countries', () => {
  it('folds the Turkish dotless ı like i, so "Başarı Notu" is the grade', () => {
    expect(foldText('Başarı Notu')).to.equal('basari notu');
    expect(foldText('YARIYIL')).to.equal('yariyil');
    const h = header([[['Ders Kodu', 40], ['Ders Adı', 100], ['Kredi', 330], ['AKTS', 370], ['Başarı Notu', 420]]]);
    expect(h?.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'ignore', 'grade']);
  });

  it('reads a Turkish "Not" column as the grade and the weekly "T | U" hours as columns it does not keep', () => {
    const courses = read([
      [['Ders Kodu', 40], ['Ders Adı', 100], ['T', 300], ['U', 322], ['Kredi', 342], ['AKTS', 372], ['Not', 410]],
      [['MAK 101', 40], ['Statik', 100], ['3', 301], ['2', 323], ['4', 347], ['5', 378], ['BA', 411]],
      [['KAR 102', 40], ['Kariyer Planlama', 100], ['1', 301], ['0', 323], ['0', 347], ['1', 378], ['YT', 411]],
      [['MAT 103', 40], ['Lineer Cebir', 100], ['3', 301], ['0', 323], ['3', 347], ['6', 378], ['FF', 411]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['MAK 101', 4, 'BA'], ['KAR 102', 0, 'YT'], ['MAT 103', 3, 'FF']]);
  });

  it('reads a header printed again under itself in a second language as one header, over semesters side by side', () => {
    const courses = read([
      [['2019-2020 Güz Yarıyılı', 34], ['2019-2020 Bahar Yarıyılı', 306]],
      [['Kodu', 37], ['Ders Adı', 83], ['Kredi', 205], ['AKTS', 232], ['Başarı Notu', 259], ['Kodu', 309], ['Ders Adı', 355], ['Kredi', 476], ['AKTS', 504], ['Başarı Notu', 530]],
      [['Code', 37], ['Course Title', 83], ['Credit', 205], ['ECTS', 232], ['Grade', 261], ['Code', 309], ['Course Title', 355], ['Credit', 476], ['ECTS', 504], ['Grade', 533]],
      [['TDL 101', 37], ['Türk Dili', 83], ['2', 212], ['2', 240], ['BA', 269], ['MAT 111', 309], ['Matematik', 355], ['4', 484], ['7', 512], ['AA', 540]],
      [['FİZ 102', 37], ['Fizik', 83], ['4', 212], ['6', 240], ['CB', 268], ['BİL 112', 309], ['Veri Yapıları', 355], ['3', 484], ['5', 512], ['DC', 540]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade, c.term, c.session])).to.deep.equal([
      ['TDL 101', 2, 'BA', 'Güz Yarıyılı', '2019-2020'], ['FİZ 102', 4, 'CB', 'Güz Yarıyılı', '2019-2020'],
      ['MAT 111', 4, 'AA', 'Bahar Yarıyılı', '2019-2020'], ['BİL 112', 3, 'DC', 'Bahar Yarıyılı', '2019-2020'],
    ]);
  });

  it('still merges a label cut over two lines ("Course" over "Title", "Max." over "Marks")', () => {
    const h = header([
      [['Course', 100], ['Max.', 300], ['Marks', 350], ['Result', 420]],
      [['Title', 100], ['Marks', 300], ['Obtained', 350]],
    ]);
    expect(h?.lineCount).to.equal(2);
    expect(h?.columns.map((c) => c.type)).to.deep.equal(['name', 'maximumMarks', 'marksScored', 'passStatus']);
  });

  it('reads the sub-labels under a label of the header line as its sub-columns ("Marks Obtained" over "Max | Obt")', () => {
    const courses = read([
      { y: 60, cells: [['Subject', 90], ['Marks Obtained', 300], ['Result', 400]] },
      { y: 69, cells: [['Max', 302], ['Obt', 334]] },
      { y: 82, cells: [['English', 90], ['100', 302], ['67', 336], ['Pass', 400]] },
      { y: 93, cells: [['Chemistry', 90], ['75', 302], ['51', 336], ['Pass', 400]] },
    ]);
    expect(courses.map((c) => [c.courseName, c.maximumMarks, c.marksScored, c.passStatus])).to.deep.equal([['English', 100, 67, 'Pass'], ['Chemistry', 75, 51, 'Pass']]);
  });

  it('reads "No" before a code column as the running number, in halves printed side by side, and a "K x N" column as no grade', () => {
    // As a PDF sets it: "Nilai" a little above the other labels, its sub-labels a little below.
    const courses = read([
      { y: 61, cells: [['Nilai', 225], ['Nilai', 497]] },
      { y: 66, cells: [['No', 35], ['Kode', 50], ['Mata Kuliah', 90], ['SKS', 189], ['K x N', 266], ['No', 306], ['Kode', 322], ['Mata Kuliah', 362], ['SKS', 461], ['K x N', 537]] },
      { y: 70, cells: [['HM', 214], ['AM', 241], ['HM', 486], ['AM', 512]] },
      { y: 84, cells: [['1', 38], ['MKU100', 51], ['Pendidikan Agama', 91], ['2', 194], ['AB', 216], ['3,5', 241], ['7', 273], ['13', 307], ['TS5712', 322], ['Mekanika Tanah', 363], ['4', 466], ['B', 488], ['3', 513], ['12', 543]] },
      { y: 93, cells: [['2', 38], ['MKU101', 51], ['Bahasa Indonesia', 91], ['2', 194], ['A', 218], ['4', 244], ['8', 273], ['14', 307], ['TS5113', 322], ['Hidrologi', 363], ['2', 466], ['BC', 488], ['2,5', 513], ['5', 545]] },
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.alternateGrade])).to.deep.equal([
      ['MKU100', 'Pendidikan Agama', 2, 'AB', '3,5'], ['MKU101', 'Bahasa Indonesia', 2, 'A', '4'],
      ['TS5712', 'Mekanika Tanah', 4, 'B', '3'], ['TS5113', 'Hidrologi', 2, 'BC', '2,5'],
    ]);
  });

  it('reads an OCR word no phrase knows, set right before a label, as the start of that label\'s cell ("Basar! Notu")', () => {
    const rows: Row[] = [
      [['Ders Kodu', 31], ['Ders Adi', 93], ['Kredi', 330], ['AKTS', 362], ['Basar! Notu', 398]],
      [['TDL 101', 31], ['Turk Dili', 93], ['3', 338], ['7', 370], ['CB', 410]],
      [['MAT 102', 31], ['Matematik', 93], ['4', 338], ['5', 370], ['AA', 410]],
    ];
    const lines = groupLines(ocrOf(pageOf(rows)));
    expect(headerAt(lines, 0)?.columns.map((c) => [c.type, c.label])).to.deep.equal([['code', 'Ders Kodu'], ['name', 'Ders Adi'], ['credit', 'Kredi'], ['ignore', 'AKTS'], ['grade', 'Basar! Notu']]);
    expect(extractCourses(lines).courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['TDL 101', 3, 'CB'], ['MAT 102', 4, 'AA']]);
  });

  it('matches an OCR header word one letter off a label ("Nilal", "Kredl") on a line where other labels match, never in a text layer', () => {
    const rows: Row[] = [[['Kode', 40], ['Mata Kuliah', 100], ['Kredl', 330], ['Nilal', 400]]];
    expect(headerAt(groupLines(ocrOf(pageOf(rows))), 0)?.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(header(rows)).to.equal(null);
    // A label of four letters or fewer is never read one letter off ("Noto" is neither "Nota" nor "Note").
    expect(headerAt(groupLines(ocrOf(pageOf([[['Kode', 40], ['Mata Kuliah', 100], ['SKS', 330], ['Noto', 400]]]))), 0)?.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'ignore']);
  });

  it('reads a portal\'s filter bar over the header, a side menu\'s word between, as no line of group labels (rule "Group labels are no captions")', () => {
    // Spanish, read by OCR: "Mostrar: Todos los años | Todos los semestres" over the menu's "Pagos" and the table's header.
    const p = ocrOf(pageOf([
      [['Mostrar:', 100], ['Todos los años', 140], ['|', 215], ['Todos los semestres', 230]],
      [['Pagos', 10]],
      [['Año', 100], ['Semestre', 150], ['Código Curso', 215], ['Título Curso', 280], ['Créditos', 440], ['Nota', 520]],
      [['2021', 100], ['Semestre 1', 150], ['BIO101', 215], ['Biología Celular', 280], ['6', 445], ['8,5', 522]],
      [['2021', 100], ['Semestre 1', 150], ['QUI101', 215], ['Química General', 280], ['6', 445], ['7,0', 522]],
      [['2021', 100], ['Semestre 2', 150], ['MAT102', 215], ['Cálculo Integral', 280], ['4', 445], ['9,0', 522]],
    ]));
    const lines = groupLines({ ...p, items: p.items.map((it) => ({ ...it, confidence: 96 })) });
    expect(headerAt(lines, 0)?.lineCount ?? 0).to.not.equal(3);
    expect(extractCourses(lines).courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([
      ['BIO101', 'Biología Celular', '8,5'],
      ['QUI101', 'Química General', '7,0'],
      ['MAT102', 'Cálculo Integral', '9,0'],
    ]);
  });

  it('never reads an OCR header word read surely as a label one letter off it (rule "A word read surely is no misreading")', () => {
    // An Italian header: "Concetto" (the band in words beside the mark) is one letter off the Portuguese grade label "Conceito".
    const rows: Row[] = [[['Codice', 40], ['Insegnamento', 100], ['CFU', 330], ['Voto', 380], ['Concetto', 430]]];
    const at = (confidence: number) => {
      const p = ocrOf(pageOf(rows));
      return headerAt(groupLines({ ...p, items: p.items.map((it) => ({ ...it, confidence })) }), 0)?.columns.map((c) => [c.type, c.label]);
    };
    expect(at(97)).to.deep.include.members([['grade', 'Voto'], ['ignore', 'Concetto']]);
    expect(at(97)?.filter((c) => c[0] === 'grade')).to.have.length(1);
  });

  it('matches an OCR header word whose letters OCR read as a look-alike group ("Priifungsfach": ü read as ii), never in a text layer', () => {
    const rows: Row[] = [[['Priifungsfach', 40], ['Note', 400], ['Leistungspunkte', 460]]];
    expect(headerAt(groupLines(ocrOf(pageOf(rows))), 0)?.columns.map((c) => c.type)).to.deep.equal(['name', 'grade', 'credit']);
    expect(header(rows)).to.equal(null);
  });

  it('takes a whole header under a line that is none as the header, not as the lower half of that line', () => {
    const page = ocrOf(pageOf([
      [['‘DersKodu', 28], ['_—Ders Adi', 89], ['TU', 390], ['Kredi', 442], ['AKTS', 470], ['Basar Notu_', 498]],
      [['Course Code', 31], ['Course Title', 93], ['Credit', 442], ['ECTS', 471], ['Grade', 510]],
      [['IKT 311', 31], ['Mikroiktisat', 93], ['4', 401], ['2', 425], ['5', 449], ['5', 478], ['AA', 515]],
      [['IKT 312', 31], ['Kamu Maliyesi', 93], ['2', 401], ['0', 425], ['2', 449], ['4', 478], ['CB', 515]],
    ]));
    expect(extractCourses(groupLines(page)).courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['IKT 311', 5, 'AA'], ['IKT 312', 2, 'CB']]);
  });

  it('drops OCR specks alone on a line, so the lines of a header stay neighbours ("Nilai" … "‘" … "Huruf | Angka")', () => {
    const page = ocrOf(pageOf([
      { y: 60, cells: [['Nilai', 218]] },
      { y: 66, cells: [['No', 35], ['Kode', 50], ['Mata Kuliah', 90], ['Smt', 170], ['SKS', 189]] },
      { y: 70, cells: [['‘', 150]] },
      { y: 72, cells: [['Huruf', 206], ['Angka', 236]] },
      { y: 86, cells: [['1', 38], ['MKU100', 51], ['Pendidikan Agama', 91], ['I', 174], ['2', 194], ['AB', 212], ['3,5', 240]] },
      { y: 97, cells: [['2', 38], ['MKU101', 51], ['Bahasa Inggris', 91], ['II', 173], ['3', 194], ['C', 214], ['2', 242]] },
    ]));
    expect(extractCourses(groupLines(page)).courses.map((c) => [c.courseNumber, c.term, c.credit, c.grade, c.alternateGrade])).to.deep.equal([
      ['MKU100', 'I', 2, 'AB', '3,5'], ['MKU101', 'II', 3, 'C', '2'],
    ]);
  });

  it('reads a Diploma Supplement\'s "Course unit (Italian title)" as one title column, long titles included', () => {
    const courses = read([
      [['Code', 51], ['Course unit (Italian title)', 99], ['SSD', 342], ['ECTS', 412], ['Grade', 450], ['Date', 509]],
      [['22477', 51], ['Meccanica delle vibrazioni', 99], ['ING-IND/13', 342], ['9', 426], ['29', 457], ['06/03/2018', 498]],
      [['62440', 51], ['Metodi numerici per l’ingegneria', 99], ['MAT/08', 342], ['6', 426], ['30 e lode', 452], ['20/05/2018', 498]],
      [['38737', 51], ['Lingua inglese B2', 99], ['L-LIN/12', 342], ['3', 426], ['Pass', 453], ['13/01/2019', 498]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit])).to.deep.equal([
      ['22477', 'Meccanica delle vibrazioni', 9], ['62440', 'Metodi numerici per l’ingegneria', 6], ['38737', 'Lingua inglese B2', 3],
    ]);
  });

  it('never reads the signatory under a table as a course ("Dr. Yulia Utami, M.T.")', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 100], ['Credits', 330], ['Grade', 400]],
      [['IF101', 40], ['Algoritma dan Pemrograman', 100], ['3', 335], ['A', 405]],
      [['IF102', 40], ['Struktur Data', 100], ['3', 335], ['B+', 405]],
      [['Dekan,', 100]],
      [['Dr. Yulia', 100], ['Utami, M.T.', 380]],
    ]);
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['IF101', 'IF102']);
  });

  it('reads a scanned header printed again under itself in a second language as one header, an abbreviation it does not know on one line ("Eil." over "No.")', () => {
    // Invented Lithuanian–English supplement rows; OCR gives one item a word.
    const page = ocrOf(pageOf([
      [['Eil.', 40], ['Studijų dalyko pavadinimas', 70], ['Kreditai', 330], ['Įvertinimas', 420]],
      [['No.', 40], ['Course unit title', 70], ['ECTS credits', 325], ['Grade', 425]],
      [['1', 42], ['Vadybos pagrindai / Principles of Management', 70], ['6', 340], ['8 (gerai)', 425]],
      [['2', 42], ['Statistika / Statistics', 70], ['5', 340], ['9 (labai gerai)', 425]],
    ]));
    const lines = groupLines(page);
    expect(headerAt(lines, 0)?.columns.map((c) => c.type)).to.deep.equal(['ignore', 'name', 'credit', 'grade']);
    const courses = extractCourses(lines).courses;
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      // A title printed in two languages is named in English (the families README's bilingual course-title convention).
      [null, 'Principles of Management', 6, '8 (gerai)'],
      [null, 'Statistics', 5, '9 (labai gerai)'],
    ]);
  });
});
