/**
 * Course tables on layouts the reader was not written against (docs/document-understanding.md, "Course tables"
 * and 8): header labels set on two lines with only their first words on the top line, labels
 * packed in one run, column kinds decided by the values under them, and summary rows that no
 * word gives away, found by their values. Each rule on a small pdfkit document read through the
 * text engine.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readCellPage, type CellPageOptions, type Cells } from '../support/courseTablePdf';

describe('course table: rules decided by layout and values', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-values-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  const read = (name: string, lines: Cells[], o?: CellPageOptions) => readCellPage(dir, name, lines, o);
  const brief = (t: Awaited<ReturnType<typeof read>>) => t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.marksScored, c.maximumMarks]);

  it('reads labels set on two lines whose top line holds only their first words ("Course | Contact | Letter" over "Code | Title | Hours | Grade | Credits")', async () => {
    const t = await read('two-line.pdf', [
      [['Course', 40], ['Contact', 330], ['Letter', 400]],
      [['Code', 40], ['Title', 110], ['Hours', 330], ['Grade', 400], ['Credits', 460]],
      [['HIS 101', 40], ['World History', 110], ['45', 335], ['B+', 405], ['3', 470]],
      [['MAT 110', 40], ['College Algebra', 110], ['60', 335], ['A', 405], ['4', 470]],
      [['ENG 102', 40], ['Composition II', 110], ['45', 335], ['A-', 405], ['3', 470]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['HIS 101', 'World History', 3, 'B+', null, null],
      ['MAT 110', 'College Algebra', 4, 'A', null, null],
      ['ENG 102', 'Composition II', 3, 'A-', null, null],
    ]);
  });

  it('reads "Hours" beside "Credits" as contact hours, and the credits from "Credits"', async () => {
    const t = await read('hours-credits.pdf', [
      [['Title', 40], ['Hours', 260], ['Marks', 320], ['Credits', 390]],
      [['Digital Logic Design', 40], ['60', 265], ['74', 325], ['4', 400]],
      [['Discrete Mathematics', 40], ['45', 265], ['81', 325], ['3', 400]],
      [['Operating Systems', 40], ['60', 265], ['68', 325], ['4', 400]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.marksScored])).to.deep.equal([
      ['Digital Logic Design', 4, 74],
      ['Discrete Mathematics', 3, 81],
      ['Operating Systems', 4, 68],
    ]);
  });

  it('keeps a row whose one long word reaches past its column into both neighbours ("удовлетворительно")', async () => {
    const t = await read('long-word.pdf', [
      [['Дисциплина', 40], ['Часы', 300], ['Оценка', 352], ['З.е.', 410]],
      [['Философия', 40], ['72', 305], ['удовлетворительно', 322], ['2', 415]],
      [['Физика', 40], ['144', 305], ['отлично', 352], ['4', 415]],
      [['Правоведение', 40], ['72', 305], ['хорошо', 352], ['2', 415]],
    ], { size: 9.5 });
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Философия', 'удовлетворительно', 2],
      ['Физика', 'отлично', 4],
      ['Правоведение', 'хорошо', 2],
    ]);
  });

  it('reads a table printed without a header whose grades are tenths on a 1-5 scale ("1,3", "2,7") beside credits in halves', async () => {
    const t = await read('no-header-tenths.pdf', [
      [['Wintersemester 2019/20', 40]],
      [['Datenbanksysteme', 40], ['5', 330], ['1,3', 400]],
      [['Rechnernetze', 40], ['7,5', 330], ['2,7', 400]],
      [['Praxisprojekt', 40], ['10', 330], ['1,0', 400]],
      [['Statistik', 40], ['5', 330], ['3,3', 400]],
      // The sum of the credits: the page's evidence that the column of halves is credits (D4).
      [['Summe', 40], ['27,5', 330]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Datenbanksysteme', 5, '1,3'],
      ['Rechnernetze', 7.5, '2,7'],
      ['Praxisprojekt', 10, '1,0'],
      ['Statistik', 5, '3,3'],
    ]);
  });

  it('reads a table without a header with codes in any script\'s capitals, two-letter grades and weighted points: the credits are the smaller numbers', async () => {
    const t = await read('no-header-points.pdf', [
      [['BİL 101', 40], ['Programlamaya Giriş', 110], ['4', 330], ['BA', 380], ['14.0', 430]],
      [['FİZ 102', 40], ['Fizik Laboratuvarı', 110], ['3', 330], ['CB', 380], ['7.5', 430]],
      [['MAT 103', 40], ['Matematik I', 110], ['5', 330], ['AA', 380], ['20.0', 430]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['BİL 101', 4, 'BA'],
      ['FİZ 102', 3, 'CB'],
      ['MAT 103', 5, 'AA'],
    ]);
  });

  it('joins a title wrapped at the line spacing of a loosely set table to its row', async () => {
    const t = await read('loose-wrap.pdf', [
      [['Materia', 40], ['Calificación', 250], ['Créditos', 340]],
      [['Estadística', 40], ['Notable', 255], ['6', 350]],
      [['Historia del Arte', 40], ['Sobresaliente', 255], ['3', 350]],
      [['Contemporáneo', 40]],
      [['Física', 40], ['Aprobado', 255], ['6', 350]],
    ], { step: 16, size: 8 });
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Estadística', 'Notable', 6],
      ['Historia del Arte Contemporáneo', 'Sobresaliente', 3],
      ['Física', 'Aprobado', 6],
    ]);
  });

  it('reads one grade column in a table without a header that also prints pass words ("P", "Passed") in a column of their own', async () => {
    const t = await read('no-header-remarks.pdf', [
      [['HIST-101', 40], ['World History', 120], ['3', 330], ['B-', 380], ['P', 440]],
      [['MATH-112', 40], ['College Algebra', 120], ['4', 330], ['A', 380], ['P', 440]],
      [['ENG-102', 40], ['Composition II', 120], ['3', 330], ['B', 380], ['Passed', 440]],
      [['BIOL-110', 40], ['Cell Biology', 120], ['4', 330], ['C+', 380], ['P', 440]],
      [['Total', 120], ['14', 330]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['HIST-101', 3, 'B-'],
      ['MATH-112', 4, 'A'],
      ['ENG-102', 3, 'B'],
      ['BIOL-110', 4, 'C+'],
    ]);
  });

  it('reads "Note" over "/20" as the mark out of 20, not an unnamed column', async () => {
    const t = await read('note-20.pdf', [
      [['Note', 330]],
      [['Code', 40], ['Intitulé', 110], ['/20', 332], ['Crédits', 400]],
      [['INF101', 40], ['Algorithmique', 110], ['14,5', 332], ['6', 410]],
      [['MAT102', 40], ['Analyse', 110], ['12', 332], ['6', 410]],
      [['ANG103', 40], ['Anglais', 110], ['15', 332], ['3', 410]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['INF101', 'Algorithmique', 6, null, 14.5, 20],
      ['MAT102', 'Analyse', 6, null, 12, 20],
      ['ANG103', 'Anglais', 3, null, 15, 20],
    ]);
  });

  it('reads a header whose labels are packed in one run ("SWS Prüfungsnote Leistungspunkte")', async () => {
    const t = await read('packed.pdf', [
      [['Lehrveranstaltung', 40], ['SWS Prüfungsnote Leistungspunkte', 300]],
      [['Datenbanksysteme', 40], ['4', 305], ['1,7', 345], ['5', 420]],
      [['Rechnernetze', 40], ['4', 305], ['2,3', 345], ['5', 420]],
      [['Praxisprojekt', 40], ['2', 305], ['1,0', 345], ['7,5', 420]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Datenbanksysteme', '1,7', 5],
      ['Rechnernetze', '2,3', 5],
      ['Praxisprojekt', '1,0', 7.5],
    ]);
  });

  it('takes a numeric "grade" column beside a column of maximum marks for the marks ("Barème | Note"), and an unnamed "Obtenue" beside "Barème" too', async () => {
    const a = await read('bareme-note.pdf', [
      [['Matière', 40], ['Barème', 300], ['Note', 360], ['Crédits', 420]],
      [['Analyse', 40], ['20', 305], ['13,5', 362], ['6', 430]],
      [['Algèbre', 40], ['20', 305], ['11', 362], ['6', 430]],
      [['Anglais', 40], ['20', 305], ['16', 362], ['3', 430]],
    ]);
    expect(brief(a)).to.deep.equal([
      [null, 'Analyse', 6, null, 13.5, 20],
      [null, 'Algèbre', 6, null, 11, 20],
      [null, 'Anglais', 3, null, 16, 20],
    ]);
    const b = await read('bareme-obtenue.pdf', [
      [['Intitulé', 40], ['Crédits', 250], ['Barème', 310], ['Obtenue', 370]],
      [['Analyse', 40], ['6', 260], ['20', 315], ['13,5', 375]],
      [['Algèbre', 40], ['6', 260], ['20', 315], ['11', 375]],
      [['Anglais', 40], ['3', 260], ['20', 315], ['16', 375]],
    ]);
    expect(brief(b)).to.deep.equal(brief(a));
  });

  it('takes a column no label names whose values are all letter grades for the grade column', async () => {
    const t = await read('unnamed-grades.pdf', [
      [['Kode', 40], ['Mata Kuliah', 110], ['SKS', 330], ['Hasil', 400]],
      [['INF101', 40], ['Basis Data', 110], ['3', 335], ['AB', 405]],
      [['INF102', 40], ['Struktur Data', 110], ['3', 335], ['B', 405]],
      [['MAT103', 40], ['Kalkulus I', 110], ['4', 335], ['A', 405]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['INF101', 3, 'AB'],
      ['INF102', 3, 'B'],
      ['MAT103', 4, 'A'],
    ]);
  });

  it('drops summary rows found by their values: the sum of the credits above, an average with two decimals', async () => {
    const t = await read('summaries.pdf', [
      [['Ders Kodu', 40], ['Ders Adı', 110], ['Kredi', 330], ['Harf Notu', 400]],
      [['2019-2020 Güz Yarıyılı', 40]],
      [['BIL101', 40], ['Programlamaya Giriş', 110], ['4', 335], ['BA', 405]],
      [['MAT101', 40], ['Matematik I', 110], ['5', 335], ['CB', 405]],
      [['Semesterkredi', 110], ['9', 335]],
      [['Yarıyıl Notu', 110], ['3.06', 405]],
      [['2019-2020 Bahar Yarıyılı', 40]],
      [['BIL102', 40], ['Veri Yapıları', 110], ['4', 335], ['AA', 405]],
      [['FIZ101', 40], ['Fizik I', 110], ['3', 335], ['BB', 405]],
      [['Dönem kredisi', 110], ['7', 335]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade, c.term])).to.deep.equal([
      ['BIL101', 4, 'BA', 'Güz Yarıyılı'],
      ['MAT101', 5, 'CB', 'Güz Yarıyılı'],
      ['BIL102', 4, 'AA', 'Bahar Yarıyılı'],
      ['FIZ101', 3, 'BB', 'Bahar Yarıyılı'],
    ]);
  });

  it('keeps a course without a grade whose credits only happen to differ from the sum above', async () => {
    const t = await read('no-sum.pdf', [
      [['Course', 40], ['Title', 110], ['Credits', 330], ['Grade', 400]],
      [['Fall 2019', 40]],
      [['CS 101', 40], ['Programming', 110], ['3', 335], ['A', 405]],
      [['CS 102', 40], ['Algorithms', 110], ['3', 335], ['B', 405]],
      [['Internship', 110], ['5', 335]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit])).to.deep.equal([
      ['Programming', 3],
      ['Algorithms', 3],
      ['Internship', 5],
    ]);
  });
});
