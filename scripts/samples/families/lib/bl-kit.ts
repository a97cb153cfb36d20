/**
 * Shared pieces of the corpus-bl families (development set written on 2026-11-29): course titles
 * printed in two languages, as bilingual transcripts and Bologna diploma supplements print them —
 * the national title with its English translation on the line under it (italic, smaller or both,
 * with no values of its own), or "national / English" on one line. Drawing goes through the
 * corpus-n kit's Pdf. Names, numbers and institutions are invented.
 */
import { rowRules, tableHeader, type Pdf, type FontSet } from './n-kit';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, digits, iso, setInstitution, type FontSet } from './n-kit';

/** How the English line under a national title is set. */
export type CompanionStyle = 'italic-small' | 'italic' | 'small';

export interface BlColumn {
  /** The label, national over English when it is an array. */
  label: string | [string, string];
  width: number;
  align?: 'left' | 'center' | 'right';
  /** The title column: its cell is drawn from the row's `title`. */
  title?: boolean;
}

export type BlRow =
  | { heading: string }
  | {
      /** Cells of the other columns, in column order (the title column's entry is ignored). */
      cells: string[];
      /** The national title and its English translation. */
      title: [string, string];
    };

export interface BlStyle {
  F: FontSet;
  size: number;
  /** 'below': the English title on its own line(s) under the national one; 'slash': "national / English" on one line (wrapped if long). */
  form: 'below' | 'slash';
  companion: CompanionStyle;
  /** Values on the first line of the row, or centred vertically in the row. */
  values: 'first' | 'centred';
  ruling: 'rows' | 'grid' | 'zebra';
  top: number;
  bottom: number;
}

/** A course table whose titles are printed in two languages. Continues on new pages; returns the y after it. */
export function bilingualTable(pdf: Pdf, x: number, y: number, cols: BlColumn[], rows: BlRow[], s: BlStyle): number {
  const total = cols.reduce((a, c) => a + c.width, 0);
  const pad = 3;
  const leading = s.size * 1.3;
  const enSize = s.companion === 'italic' ? s.size : s.size * 0.86;
  const enFont = s.companion === 'small' ? s.F.regular : s.F.italic;
  const enLeading = enSize * 1.3;
  const header = () => {
    y += tableHeader(pdf, x, y, cols, { F: s.F, size: s.size, ruling: s.ruling, labels: 'translated' });
  };
  header();
  let zebra = false;
  for (const row of rows) {
    if ('heading' in row) {
      const h = leading + 4;
      if (y + h + 2 * leading > s.bottom) newPage();
      pdf.text(row.heading, x + pad, y + 3, { font: s.F.bold, size: s.size, width: total - 2 * pad, fit: true });
      y += h;
      if (s.ruling !== 'zebra') pdf.line(x, y, x + total, y, 0.4, '#777777');
      continue;
    }
    const tc = cols.find((c) => c.title)!;
    const tw = tc.width - 2 * pad;
    // The title's lines: each with its font and size.
    const lines: Array<{ text: string; font: string; size: number; lead: number }> = [];
    if (s.form === 'slash') {
      for (const l of pdf.wrap(`${row.title[0]} / ${row.title[1]}`, s.F.regular, s.size, tw)) lines.push({ text: l, font: s.F.regular, size: s.size, lead: leading });
    } else {
      for (const l of pdf.wrap(row.title[0], s.F.regular, s.size, tw)) lines.push({ text: l, font: s.F.regular, size: s.size, lead: leading });
      for (const l of pdf.wrap(row.title[1], enFont, enSize, tw)) lines.push({ text: l, font: enFont, size: enSize, lead: enLeading });
    }
    const h = lines.reduce((a, l) => a + l.lead, 0) + 4;
    if (y + h > s.bottom) newPage();
    if (s.ruling === 'zebra' && (zebra = !zebra)) pdf.fill(x, y, total, h, '#eef2f7');
    // Values: on the first line, or centred on the middle of the row.
    const vy = s.values === 'first' ? y + 2 : y + (h - s.size * 1.2) / 2;
    let cx = x;
    cols.forEach((c, i) => {
      if (c.title) {
        let ly = y + 2;
        for (const l of lines) {
          pdf.text(l.text, cx + pad, ly, { font: l.font, size: l.size, width: tw, color: l.font === s.F.regular && l.size === s.size ? '#000000' : '#222222' });
          ly += l.lead;
        }
      } else if (row.cells[i]) pdf.text(row.cells[i], cx + pad, vy, { font: s.F.regular, size: s.size, width: c.width - 2 * pad, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    rowRules(pdf, x, cols, y, h, s.ruling);
    y += h;
  }
  pdf.line(x, y, x + total, y, 0.8);
  return y;

  function newPage(): void {
    pdf.addPage();
    y = s.top;
    header();
  }
}
