/**
 * Course tables the reader used to miss as a whole (no row found at all): a Swedish record whose
 * rows end in an ISO date and whose grades are the initials U, G, VG, with a title's code after a
 * comma. Each rule on a small pdfkit document read through the text engine.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readCellPage, type CellPageOptions, type Cells } from '../support/courseTablePdf';

describe('course table: tables found at all', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-found-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  const read = (name: string, lines: Cells[], o?: CellPageOptions) => readCellPage(dir, name, lines, o);

  it('reads rows that end in an ISO date, graded on the Swedish scale (G, VG), their code after the title and a comma', async () => {
    const t = await read('sv-record.pdf', [
      [['Fullständiga kurser', 40]],
      [['Studiegång', 40], ['Omfattning', 370], ['Betyg', 440], ['Datum', 500]],
      [['Hydrologi, GV214K', 40], ['7,5 hp', 390], ['G', 445], ['2013-01-21', 495]],
      [['Kartografi och fjärranalys, GV330B', 40], ['15,0 hp', 385], ['VG', 445], ['2013-06-04', 495]],
      [['Fältmetodik, GV118D', 40], ['6,0 hp', 390], ['G', 445], ['2013-10-30', 495]],
      [['Naturgeografi, GV402M', 40], ['15,0 hp', 385], ['VG', 445], ['2014-01-17', 495]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      ['GV214K', 'Hydrologi', 7.5, 'G'],
      ['GV330B', 'Kartografi och fjärranalys', 15, 'VG'],
      ['GV118D', 'Fältmetodik', 6, 'G'],
      ['GV402M', 'Naturgeografi', 15, 'VG'],
    ]);
  });
});
