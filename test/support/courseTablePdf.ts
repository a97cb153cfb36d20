import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { createTextEngine, documentLines } from '../../src/processing/text';
import { renderPdf } from './pdfkit';

/** A line of a page: each cell's text and its x. */
export type Cells = Array<[string, number]>;

export interface CellPageOptions {
  top?: number;
  step?: number;
  font?: string;
  size?: number;
}

/**
 * The course table read from a one-page PDF written to `dir`: each entry of `lines` a line of cells
 * at their x, lines `step` apart from `top` (DejaVu Sans 8.5 unless told), read through the text engine.
 */
export async function readCellPage(dir: string, name: string, lines: Cells[], o: CellPageOptions = {}) {
  const buf = await renderPdf({ size: [595, 842], margin: 20 }, (doc) => {
    doc.font(o.font ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf').fontSize(o.size ?? 8.5);
    lines.forEach((cells, i) => cells.forEach(([t, x]) => doc.text(t, x, (o.top ?? 100) + i * (o.step ?? 14), { lineBreak: false })));
  });
  const file = path.join(dir, name);
  await writeFile(file, buf);
  return extractCourseTable(documentLines(await createTextEngine().extract({ path: file, kind: 'pdf', fileName: name })));
}
