/**
 * Course tables the reader used to miss as a whole (no row found at all): a Swedish record whose
 * rows end in an ISO date and whose grades are the initials U, G, VG; a title with its code after
 * a comma; contact hours beside a grade scale of halves; terms side by side without a header, the
 * left one shorter, with the next term's heading printed as one run. Each rule on a small pdfkit
 * document read through the text engine.
 */
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { createTextEngine, documentLines } from '../../src/processing/text';

type Cells = Array<[string, number]>;

describe('course table: tables found at all', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'table-found-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  /** One page: each entry a line of cells at their x, lines 14 apart. */
  const read = async (name: string, lines: Cells[]) => {
    const buf = await new Promise<Buffer>((resolve, reject) => {
      const doc = new PDFDocument({ size: [595, 842], margin: 20 });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.font('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf').fontSize(8.5);
      lines.forEach((cells, i) => cells.forEach(([t, x]) => doc.text(t, x, 100 + i * 14, { lineBreak: false })));
      doc.end();
    });
    const file = path.join(dir, name);
    await writeFile(file, buf);
    return extractCourseTable(documentLines(await createTextEngine().extract({ path: file, kind: 'pdf', fileName: name })));
  };

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
