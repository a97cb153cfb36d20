/**
 * Course rows and credits on layouts the p-course-columns families vary (docs/document-understanding.md,
 * "Course tables"): titles wrapped under a first row set with generous line spacing, the rest of a
 * title beside a second term's bold total, and credits reported only with evidence on the page.
 * Each rule on a small pdfkit document read through the text engine.
 */
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractCourses } from '../../src/processing/extraction/table';
import { createTextEngine, documentLines } from '../../src/processing/text';
import { renderPdf } from '../support/pdfkit';

/** A run of text at x; `bold` sets it in Helvetica-Bold. */
type Cell = [string, number] | [string, number, 'bold'];

describe('course table: rows and credits the page gives evidence of', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-credits-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  /** One page: each entry a line of cells, lines `step` apart from `top`, at 7.5 pt. */
  const read = async (name: string, lines: Cell[][], o: { top?: number; step?: number; size?: number } = {}) => {
    const size = o.size ?? 7.5;
    const buf = await renderPdf({ size: [595, 842], margin: 20 }, (doc) => {
      lines.forEach((cells, i) =>
        cells.forEach(([t, x, b]) => doc.font(b ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(t, x, (o.top ?? 100) + i * (o.step ?? size * 1.6), { lineBreak: false })),
      );
    });
    const file = path.join(dir, name);
    await writeFile(file, buf);
    return extractCourses(documentLines(await createTextEngine().extract({ path: file, kind: 'pdf', fileName: name })));
  };
  const brief = (t: Awaited<ReturnType<typeof read>>) => t.courses.map((c) => [c.courseName, c.credit, c.grade]);

  it('joins a title wrapped under the first row of a table set at 1.7 times its size', async () => {
    const t = await read(
      'wrapped-first.pdf',
      [
        [['Subject', 40], ['Credits', 200], ['Grade', 260]],
        [['Engineering', 40], ['4', 210], ['A', 265]],
        [['Graphics and Design', 40]],
        [['Data Structures', 40], ['3', 210], ['B+', 265]],
        [['Discrete Mathematics', 40], ['3', 210], ['A-', 265]],
      ],
      { step: 7.5 * 1.7 },
    );
    expect(brief(t)).to.deep.equal([
      ['Engineering Graphics and Design', 4, 'A'],
      ['Data Structures', 3, 'B+'],
      ['Discrete Mathematics', 3, 'A-'],
    ]);
  });

  it('joins the rest of a title printed on the line of the other term\'s bold total', async () => {
    const t = await read('side-total.pdf', [
      [['Semester 1', 40], ['Semester 2', 320]],
      [['Subject', 40], ['Credits', 180], ['Grade', 230], ['Subject', 320], ['Credits', 460], ['Grade', 510]],
      [['Linear Algebra', 40], ['4', 190], ['A', 235], ['Mechanics', 320], ['4', 470], ['B', 515]],
      [['Chemistry', 40], ['3', 190], ['B', 235], ['Environmental', 320], ['2', 470], ['A', 515]],
      [['Semester Total', 40, 'bold'], ['7', 190, 'bold'], ['Studies', 320]],
      [['Semester Total', 320, 'bold'], ['6', 470, 'bold']],
    ]);
    expect(brief(t)).to.deep.equal([
      ['Linear Algebra', 4, 'A'],
      ['Chemistry', 3, 'B'],
      ['Mechanics', 4, 'B'],
      ['Environmental Studies', 2, 'A'],
    ]);
  });

  // Tables without a header: the credits are the numbers the page shows to be credits, or none.
  const rows: Cell[][] = [
    [['Linear Algebra', 40], ['4', 250], ['A-', 300]],
    [['Organic Chemistry', 40], ['3', 250], ['B', 300]],
    [['World History', 40], ['3', 250], ['A-', 300]],
    [['Technical Writing', 40], ['2', 250], ['B', 300]],
  ];

  it('reports no credit for a column of small whole numbers nothing on the page calls credits', async () => {
    const t = await read('no-evidence.pdf', rows);
    expect(brief(t)).to.deep.equal([
      ['Linear Algebra', null, 'A-'],
      ['Organic Chemistry', null, 'B'],
      ['World History', null, 'A-'],
      ['Technical Writing', null, 'B'],
    ]);
  });

  it('reports the credits when a line after the table prints their sum, or a total that names credits near it', async () => {
    const credited = [['Linear Algebra', 4, 'A-'], ['Organic Chemistry', 3, 'B'], ['World History', 3, 'A-'], ['Technical Writing', 2, 'B']];
    const summed = await read('stated-total.pdf', [...rows, [], ...['Grades are final.', 'Repeated courses are marked.', 'Grading key on the reverse.', 'Issued by the registrar.', 'Not valid without seal.', 'Signature'].map((t): Cell[] => [[t, 40]]), [['Cumulative: 12.0', 40]]]);
    expect(brief(summed)).to.deep.equal(credited);
    // 12 printed for 14 in the column would be no sum; "ECTS" names the total as credits (a failed course's credits left out).
    const near = await read('named-total.pdf', [...rows, [['Engineering Drawing', 40], ['2', 250], ['F', 300]], [], [['Total ECTS earned: 12', 40]]]);
    expect(brief(near).slice(0, 4)).to.deep.equal(credited);
    const unnamed = await read('unnamed-total.pdf', [...rows, [['Engineering Drawing', 40], ['2', 250], ['F', 300]], [], [['Printed on page 12', 40]]]);
    expect(brief(unnamed).map((r) => r[1])).to.deep.equal([null, null, null, null, null]);
  });

  it('reports the credits when another column is them times the points of each row\'s letter grade (quality points)', async () => {
    const t = await read('quality-points.pdf', [
      [['Linear Algebra', 40], ['4', 250], ['A-', 300], ['14.80', 350]],
      [['Organic Chemistry', 40], ['3', 250], ['B', 300], ['9.00', 350]],
      [['World History', 40], ['3', 250], ['A-', 300], ['11.10', 350]],
      [['Technical Writing', 40], ['2', 250], ['B', 300], ['6.00', 350]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['Linear Algebra', 4, 'A-'],
      ['Organic Chemistry', 3, 'B'],
      ['World History', 3, 'A-'],
      ['Technical Writing', 2, 'B'],
    ]);
  });

  // Lines under or inside a table that are no course.
  const header: Cell[] = [['Code', 40], ['Course Title', 100], ['Credits', 300], ['Grade', 360]];

  it('drops a line of credits alone that sums the rows just above it, though rows before them are not in its sum', async () => {
    const t = await read('block-total.pdf', [
      header,
      [['MAT 101', 40], ['Calculus I', 100], ['3', 310], ['A', 365]],
      [['PHY 102', 40], ['Physics I', 100], ['4', 310], ['B', 365]],
      [['CHE 103', 40], ['Chemistry', 100], ['2', 310], ['A-', 365]],
      [['BIO 104', 40], ['Biology', 100], ['3', 310], ['B+', 365]],
      [['Workload earned', 100], ['5', 310]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['Calculus I', 3, 'A'],
      ['Physics I', 4, 'B'],
      ['Chemistry', 2, 'A-'],
      ['Biology', 3, 'B+'],
    ]);
  });

  it('reads no course in the date of a signature block under the table', async () => {
    const t = await read('signature-date.pdf', [
      header,
      [['MAT 101', 40], ['Calculus I', 100], ['3', 310], ['A', 365]],
      [['PHY 102', 40], ['Physics I', 100], ['4', 310], ['B', 365]],
      [['CHE 103', 40], ['Chemistry', 100], ['2', 310], ['A-', 365]],
      [],
      [['27.04.2023', 40], ['Dean', 360]],
    ]);
    expect(t.courses.map((c) => c.courseNumber)).to.deep.equal(['MAT 101', 'PHY 102', 'CHE 103']);
  });

  it('reads no course in a line whose only number stands under a column the table does not read (a term index under the points)', async () => {
    const t = await read('index-line.pdf', [
      [...header, ['Points', 420]],
      [['MAT 101', 40], ['Calculus I', 100], ['3', 310], ['A', 365], ['12.00', 422]],
      [['PHY 102', 40], ['Physics I', 100], ['4', 310], ['B', 365], ['12.00', 422]],
      [['CHE 103', 40], ['Chemistry', 100], ['2', 310], ['A-', 365], ['7.40', 425]],
      [['Semester index', 100], ['3.34', 425]],
    ]);
    expect(t.courses.map((c) => c.courseNumber)).to.deep.equal(['MAT 101', 'PHY 102', 'CHE 103']);
  });

  it('reads a header set on two lines whose labels are cut in half ("Nombre de" over "la asignatura"), two terms side by side', async () => {
    const t = await read('split-labels.pdf', [
      [['Nombre de', 102], ['Calificación', 232], ['Nombre de', 356], ['Calificación', 487]],
      [['Clave', 53], ['la asignatura', 102], ['ECTS', 193], ['final', 248], ['Clave', 308], ['la asignatura', 356], ['ECTS', 447], ['final', 502]],
      [['11102', 53], ['Estadística', 102], ['6,0', 195], ['Notable', 240], ['12165', 308], ['Cálculo', 356], ['3,0', 449], ['Aprobado', 490]],
      [['11866', 53], ['Física', 102], ['4,5', 195], ['Sobresaliente', 232], ['12449', 308], ['Álgebra Lineal', 356], ['6,0', 449], ['Notable', 494]],
      [['11429', 53], ['Química', 102], ['6,0', 195], ['Aprobado', 240], ['12510', 308], ['Bases de Datos', 356], ['6,0', 449], ['Notable', 494]],
    ], { step: 11 });
    expect(t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['11102', 'Estadística', 6, 'Notable'],
      ['11866', 'Física', 4.5, 'Sobresaliente'],
      ['11429', 'Química', 6, 'Aprobado'],
      ['12165', 'Cálculo', 3, 'Aprobado'],
      ['12449', 'Álgebra Lineal', 6, 'Notable'],
      ['12510', 'Bases de Datos', 6, 'Notable'],
    ]);
  });

  it('reports no credit for coefficients whose product with a mark out of 20 is printed (weighted points of marks, not of grade points)', async () => {
    const t = await read('coefficients.pdf', [
      [['Mathématiques', 40], ['7', 300], ['12,5', 345], ['87,5', 420]],
      [['Physique-chimie', 40], ['6', 300], ['14', 345], ['84', 420]],
      [['Philosophie', 40], ['3', 300], ['15', 345], ['45', 420]],
      [['Histoire-géographie', 40], ['3', 300], ['13', 345], ['39', 420]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit])).to.deep.equal([
      ['Mathématiques', null],
      ['Physique-chimie', null],
      ['Philosophie', null],
      ['Histoire-géographie', null],
    ]);
  });
});
