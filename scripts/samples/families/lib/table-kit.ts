/**
 * The plain table drawer of the held-out groups `e-` and `f-` (one copy for both kits, which re-export
 * it under their own names): ruled as a grid, between rows or not at all, a header row, bands across
 * the table and bold or italic rows.
 */
import type { FontSet, Pdf } from '../lib/a-kit';


export interface TableCol {
  label: string | string[];
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
  italic?: boolean;
  /** A band across the whole table (a heading inside it). */
  band?: string;
}

/** Rows of single-line cells under a header: `ruling` grid, rows or none; returns the y after the table. */
export function drawTable(pdf: Pdf, F: FontSet, x: number, y: number, cols: TableCol[], rows: TableRow[], o: { size: number; rowH: number; ruling: 'grid' | 'rows' | 'none'; fill?: string; header?: boolean; bandFill?: string }): number {
  const total = cols.reduce((a, c) => a + c.width, 0);
  const vrules = (y1: number, y2: number) => {
    if (o.ruling !== 'grid') return;
    let cx = x;
    for (const c of cols) {
      pdf.line(cx, y1, cx, y2, 0.4);
      cx += c.width;
    }
    pdf.line(cx, y1, cx, y2, 0.4);
  };
  if (o.header !== false) {
    const n = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
    const h = n * o.size * 1.2 + 5;
    if (o.fill) pdf.fill(x, y, total, h, o.fill);
    let cx = x;
    for (const c of cols) {
      (Array.isArray(c.label) ? c.label : [c.label]).forEach((l, k) => pdf.text(l, cx + 3, y + 3 + k * o.size * 1.2, { font: F.bold, size: o.size - 0.4, width: c.width - 6, align: c.align ?? 'left', fit: true }));
      cx += c.width;
    }
    pdf.line(x, y, x + total, y, 0.8);
    pdf.line(x, y + h, x + total, y + h, 0.8);
    vrules(y, y + h);
    y += h;
  }
  for (const row of rows) {
    if (row.band !== undefined) {
      if (o.bandFill) pdf.fill(x, y, total, o.rowH, o.bandFill);
      pdf.text(row.band, x + 4, y + (o.rowH - o.size) / 2, { font: F.bold, size: o.size, width: total - 8, fit: true });
      if (o.ruling === 'grid') {
        pdf.line(x, y, x, y + o.rowH, 0.4);
        pdf.line(x + total, y, x + total, y + o.rowH, 0.4);
        pdf.line(x, y + o.rowH, x + total, y + o.rowH, 0.4);
      }
      y += o.rowH;
      continue;
    }
    let cx = x;
    cols.forEach((c, i) => {
      const font = row.bold ? F.bold : row.italic ? F.italic : F.regular;
      if (row.cells[i]) pdf.text(row.cells[i], cx + 3, y + (o.rowH - o.size) / 2, { font, size: o.size, width: c.width - 6, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    vrules(y, y + o.rowH);
    if (o.ruling === 'grid') pdf.line(x, y + o.rowH, x + total, y + o.rowH, 0.4);
    else if (o.ruling === 'rows') pdf.line(x, y + o.rowH, x + total, y + o.rowH, 0.3, '#999999');
    y += o.rowH;
  }
  if (o.ruling === 'none') pdf.line(x, y, x + total, y, 0.6);
  return y;
}
