/**
 * Column kinds the values decide where the header's word names another kind (docs/document-understanding.md,
 * "Course tables": "A result of grades is the grade"), on a small pdfkit document read through the text engine,
 * with the case it must leave alone.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readCellPage, type Cells } from '../support/courseTablePdf';

describe('course table: column kinds decided by the values under a label of another kind', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-colvalues-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  const read = (name: string, lines: Cells[]) => readCellPage(dir, name, lines);
  const brief = (t: Awaited<ReturnType<typeof read>>) => t.courses.map((c) => [c.courseName, c.credit, c.grade]);

  it('reads "Result" over marks of a scale with a few pass words as the grade ("A result of grades is the grade")', async () => {
    const t = await read('result-grades.pdf', [
      [['Code', 40], ['Insegnamento', 110], ['Cr.', 340], ['Result', 390]],
      [['I9281', 40], ['Economia aziendale', 110], ['9', 345], ['24', 390]],
      [['I6406', 40], ['Matematica generale', 110], ['9', 345], ['30 e lode', 390]],
      [['B1946', 40], ['Lingua inglese', 110], ['6', 345], ['approvato', 390]],
      [['A2651', 40], ['Microeconomia', 110], ['9', 345], ['19', 390]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['Economia aziendale', 9, '24'],
      ['Matematica generale', 9, '30 e lode'],
      ['Lingua inglese', 6, 'approvato'],
      ['Microeconomia', 9, '19'],
    ]);
  });

  it('keeps a "Result" column of pass words a pass status beside the marks, no grade', async () => {
    const t = await read('result-pass.pdf', [
      [['Code', 40], ['Subject', 110], ['Marks', 340], ['Result', 400]],
      [['101', 40], ['English', 110], ['78', 345], ['PASS', 400]],
      [['102', 40], ['Mathematics', 110], ['91', 345], ['PASS', 400]],
      [['103', 40], ['Physics', 110], ['66', 345], ['PASS', 400]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.marksScored, c.grade])).to.deep.equal([
      ['English', 78, null],
      ['Mathematics', 91, null],
      ['Physics', 66, null],
    ]);
  });
});
