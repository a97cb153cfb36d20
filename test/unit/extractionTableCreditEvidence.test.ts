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
});
