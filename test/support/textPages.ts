import type { PageText, TextItem } from '../../src/processing/types';

/*
 * Small generated text-layer pages for the key-field reader's unit tests: rows of cells placed one
 * under the other, each cell a word run at an x position (and, optionally, a font size).
 */

export type Cell = [string, number] | [string, number, number];

export const textItem = (text: string, x: number, y: number, size = 9): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});

/** Rows of cells: [[text, x, size?], ...] per line, placed one under the other; `extra` items are added as given. */
export function pageOfRows(rows: Cell[][], extra: TextItem[] = []): PageText {
  const items: TextItem[] = [];
  let y = 50;
  for (const cells of rows) {
    const size = Math.max(...cells.map((c) => c[2] ?? 9));
    for (const [t, x, s] of cells) items.push(textItem(t, x, y, s ?? 9));
    y += size + 6;
  }
  return { pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: [...items, ...extra] };
}

/** A table's word run at 8.5 pt, the size the course-table tests print their rows in. */
export const tableItem = (text: string, x: number, y: number, size = 8.5): TextItem => textItem(text, x, y, size);

/** Course-table rows of [text, x] cells, one line every `step` points from `top`. */
export function tablePageOf(rows: Array<Array<[string, number]>>, pageNumber = 1, top = 60, step = 12.5, width = 595): PageText {
  return {
    pageNumber, width, height: 842, source: 'text-layer',
    items: rows.flatMap((cells, i) => cells.map(([t, x]) => tableItem(t, x, top + i * step))),
  };
}
