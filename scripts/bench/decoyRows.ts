/**
 * A perturbation for development (`--decoy-rows`): tables and tabular lines that are no courses are
 * set next to the course table of a development text document, and the engines are asked again.
 * Development documents print their course table alone; real transcripts and marksheets print a
 * grading-scale legend, a key of abbreviations, a term's summary, a result box, a signature block
 * laid out in columns, a legend of subject groups, an attendance table or a block of courses still
 * being registered next to it or inside it. Each variant says how many rows of such a block the
 * engine takes for courses (extra rows), and whether the course rows, grades and credits found on
 * the untouched document are still found.
 *
 * The blocks come from a pool written here from public descriptions of reading conventions (grading
 * scales as the Diploma Supplement's section 4.4 and national grading references describe them,
 * abbreviation keys of North American transcripts, summaries of South Asian marksheets); no block is
 * copied from a document. They are set as text-layer items with positions, one item per cell, in the
 * type of the course rows, so that the geometry reader sees their columns:
 *   - `above`: over the course table's header (or its first row when no header is read);
 *   - `below`: right under the table's last course row;
 *   - `between`: between two terms of the table (after a term's last row and the lines that follow
 *     it, before the next term's heading), or between two rows when the table has one term;
 *   - `beside`: to the right of the table's first rows, where the page has room.
 * Above, below and between, a block's cells are either set on the course table's own column
 * positions (`grid`, a legend printed in the table's frame) or on positions of their own (`own`).
 */
import { groupLines, type Line } from '../../src/processing/text';
import { headerAt } from '../../src/processing/extraction/table';
import type { DocumentText, ExtractedCourse, PageText, TextItem } from '../../src/processing/types';
import { words } from './ablate';

export type Placement = 'above' | 'below' | 'between' | 'beside';
export const PLACEMENTS: readonly Placement[] = ['above', 'below', 'between', 'beside'];

export interface DecoyBlock {
  id: string;
  /** What the block is (reported per kind). */
  kind: 'grading-scale' | 'abbreviations' | 'term-summary' | 'result-box' | 'signatures' | 'subject-groups' | 'attendance' | 'in-progress';
  /** A caption line over the block, printed or not (many legends are printed without one). */
  caption?: string;
  /** Lines of cells. */
  lines: string[][];
}

/** The pool: generic conventions in several languages, written for this measure. */
export const DECOY_POOL: readonly DecoyBlock[] = [
  {
    id: 'scale-en-letter-range-points',
    kind: 'grading-scale',
    caption: 'Grading System',
    lines: [
      ['Grade', 'Marks', 'Grade Point', 'Description'],
      ['A', '90-100', '4.0', 'Excellent'],
      ['B', '80-89', '3.0', 'Very Good'],
      ['C', '70-79', '2.0', 'Good'],
      ['D', '60-69', '1.0', 'Pass'],
      ['F', '0-59', '0.0', 'Fail'],
    ],
  },
  {
    id: 'scale-en-letter-words-first',
    kind: 'grading-scale',
    lines: [
      ['A+', 'Outstanding', '95 - 100', '4.00'],
      ['A', 'Excellent', '85 - 94', '3.75'],
      ['B+', 'Very Good', '75 - 84', '3.25'],
      ['B', 'Good', '65 - 74', '3.00'],
      ['C', 'Satisfactory', '50 - 64', '2.00'],
      ['F', 'Failure', 'below 50', '0.00'],
    ],
  },
  {
    id: 'scale-en-division',
    kind: 'grading-scale',
    caption: 'Classification of Results',
    lines: [
      ['80-100', 'Distinction'],
      ['60-79', 'First Division'],
      ['45-59', 'Second Division'],
      ['33-44', 'Pass'],
      ['0-32', 'Fail'],
    ],
  },
  {
    id: 'scale-fr-mention',
    kind: 'grading-scale',
    caption: 'Barème des notes',
    lines: [
      ['Note', 'Mention'],
      ['16 à 20', 'Très bien'],
      ['14 à 15,99', 'Bien'],
      ['12 à 13,99', 'Assez bien'],
      ['10 à 11,99', 'Passable'],
      ['0 à 9,99', 'Ajourné'],
    ],
  },
  {
    id: 'scale-de-noten',
    kind: 'grading-scale',
    caption: 'Notenskala',
    lines: [
      ['1,0 - 1,5', 'sehr gut'],
      ['1,6 - 2,5', 'gut'],
      ['2,6 - 3,5', 'befriedigend'],
      ['3,6 - 4,0', 'ausreichend'],
      ['5,0', 'nicht ausreichend'],
    ],
  },
  {
    id: 'scale-es-calificacion',
    kind: 'grading-scale',
    lines: [
      ['Calificación', 'Equivalencia'],
      ['9,0 - 10', 'Sobresaliente'],
      ['7,0 - 8,9', 'Notable'],
      ['5,0 - 6,9', 'Aprobado'],
      ['0 - 4,9', 'Suspenso'],
    ],
  },
  {
    id: 'scale-it-voti',
    kind: 'grading-scale',
    caption: 'Scala di valutazione',
    lines: [
      ['30 e lode', 'Eccellente'],
      ['27 - 30', 'Ottimo'],
      ['24 - 26', 'Buono'],
      ['18 - 23', 'Sufficiente'],
    ],
  },
  {
    id: 'scale-nl-cijfers',
    kind: 'grading-scale',
    lines: [
      ['10', 'uitmuntend'],
      ['9', 'zeer goed'],
      ['8', 'goed'],
      ['7', 'ruim voldoende'],
      ['6', 'voldoende'],
      ['5', 'onvoldoende'],
    ],
  },
  {
    id: 'scale-ru-otsenki',
    kind: 'grading-scale',
    lines: [
      ['Оценка', 'Баллы'],
      ['отлично', '86 - 100'],
      ['хорошо', '71 - 85'],
      ['удовлетворительно', '56 - 70'],
      ['неудовлетворительно', '0 - 55'],
    ],
  },
  {
    id: 'scale-pt-conceito',
    kind: 'grading-scale',
    lines: [
      ['Conceito', 'Nota', 'Significado'],
      ['A', '9,0 a 10,0', 'Excelente'],
      ['B', '7,0 a 8,9', 'Bom'],
      ['C', '5,0 a 6,9', 'Regular'],
      ['D', '0 a 4,9', 'Insuficiente'],
    ],
  },
  {
    id: 'scale-ects-share',
    kind: 'grading-scale',
    caption: 'ECTS grading table',
    lines: [
      ['A', 'top 10 %'],
      ['B', 'next 25 %'],
      ['C', 'next 30 %'],
      ['D', 'next 25 %'],
      ['E', 'lowest 10 %'],
    ],
  },
  {
    id: 'abbr-en-columns',
    kind: 'abbreviations',
    caption: 'Key to symbols',
    lines: [
      ['P', 'Pass', 'W', 'Withdrawn'],
      ['I', 'Incomplete', 'TR', 'Transfer credit'],
      ['AU', 'Audit', 'NR', 'Not reported'],
    ],
  },
  {
    id: 'abbr-en-equals',
    kind: 'abbreviations',
    lines: [['P = Pass, W = Withdrawn, I = Incomplete, TR = Transfer, AU = Audit']],
  },
  {
    id: 'abbr-de',
    kind: 'abbreviations',
    lines: [
      ['bE', 'bestanden'],
      ['nb', 'nicht bestanden'],
      ['an', 'anerkannt'],
    ],
  },
  {
    id: 'abbr-fr',
    kind: 'abbreviations',
    lines: [
      ['ADM', 'Admis'],
      ['AJ', 'Ajourné'],
      ['VAC', 'Validé par compensation'],
    ],
  },
  {
    id: 'summary-en-term',
    kind: 'term-summary',
    lines: [
      ['Credits attempted', '18', 'Credits earned', '18'],
      ['Term GPA', '3.25', 'Cumulative GPA', '3.41'],
    ],
  },
  {
    id: 'summary-en-points',
    kind: 'term-summary',
    lines: [
      ['Semester total', '21', '61.5'],
      ['Cumulative', '84', '247.5'],
    ],
  },
  {
    id: 'summary-es',
    kind: 'term-summary',
    lines: [
      ['Créditos cursados', '30'],
      ['Promedio del periodo', '8,4'],
    ],
  },
  {
    id: 'result-box-en',
    kind: 'result-box',
    lines: [
      ['Total Marks', '1845', 'out of', '2400'],
      ['Percentage', '76.88 %'],
      ['Division', 'First'],
      ['Result', 'Passed'],
    ],
  },
  {
    id: 'result-box-fr',
    kind: 'result-box',
    lines: [
      ['Total des points', '248,5 / 400'],
      ['Moyenne générale', '12,43'],
      ['Décision du jury', 'Admis'],
    ],
  },
  {
    id: 'signatures-en',
    kind: 'signatures',
    lines: [
      ['Prepared by', 'Checked by', 'Controller of Examinations'],
      ['Date', 'Seal', 'Registrar'],
    ],
  },
  {
    id: 'signatures-es',
    kind: 'signatures',
    lines: [
      ['Elaborado por', 'Revisado por', 'Vo. Bo.'],
      ['Secretaría Académica', 'Sello', 'Dirección de Registro'],
    ],
  },
  {
    id: 'groups-en',
    kind: 'subject-groups',
    caption: 'Course categories',
    lines: [
      ['CC', 'Core Course'],
      ['DSE', 'Discipline Specific Elective'],
      ['GE', 'Generic Elective'],
      ['AEC', 'Ability Enhancement Course'],
    ],
  },
  {
    id: 'attendance-en',
    kind: 'attendance',
    caption: 'Attendance',
    lines: [
      ['Term', 'Classes held', 'Attended', 'Percentage'],
      ['First', '96', '88', '91.7 %'],
      ['Second', '102', '90', '88.2 %'],
    ],
  },
  {
    id: 'in-progress-en',
    kind: 'in-progress',
    lines: [
      ['Currently registered', 'Spring term'],
      ['Credits in progress', '12'],
    ],
  },
];

/** A small deterministic hash (FNV-1a), to pick blocks and layouts per document. */
export function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** The block set beside a document in a placement: chosen by hash, so every run sets the same one. */
export function pickBlock(docId: string, placement: Placement): { block: DecoyBlock; caption: boolean; align: 'grid' | 'own' } {
  const h = hash(`${docId}|${placement}`);
  const block = DECOY_POOL[h % DECOY_POOL.length];
  return { block, caption: !!block.caption && (h >>> 8) % 2 === 0, align: placement === 'beside' || (h >>> 12) % 2 === 0 ? 'own' : 'grid' };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
};

const lineWords = (l: Line) => words(l.items.map((it) => it.text).join(' '));

function holds(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

interface TableAt {
  page: number;
  lines: Line[];
  /** Indices (in `lines`) of the lines holding a truth course. */
  rows: number[];
  /** Index of the header line over the first row, if read. */
  header: number | null;
}

/**
 * The course table on the page holding most truth courses: the lines that print a course's code
 * or its title (a title of two words or more, so that a one-word title does not match a caption).
 */
export function locateTable(text: DocumentText, courses: ExtractedCourse[]): TableAt | null {
  let best: TableAt | null = null;
  text.pages.forEach((page, p) => {
    const lines = groupLines(page);
    const keys = courses.map((c) => ({ code: c.courseNumber ? words(c.courseNumber) : [], name: c.courseName ? words(c.courseName) : [] }));
    const rows: number[] = [];
    lines.forEach((l, i) => {
      const w = lineWords(l);
      if (keys.some((k) => (k.code.length && holds(w, k.code)) || (k.name.length >= 2 && holds(w, k.name)))) rows.push(i);
    });
    if (rows.length < 2 || (best && best.rows.length >= rows.length)) return;
    let header: number | null = null;
    for (let i = rows[0] - 1; i >= Math.max(0, rows[0] - 4); i--) {
      if (headerAt(lines, i)) {
        header = i;
        break;
      }
    }
    best = { page: p, lines, rows, header };
  });
  return best;
}

/** Where a block goes: the y at which it starts, and the x positions of its columns. */
interface Spot {
  y: number;
  xs: number[];
  /** Whether the lines at or below y move down to make room. */
  push: boolean;
  /** Items whose top is at or below this move down. */
  from?: number;
}

function spotFor(at: TableAt, page: PageText, placement: Placement, block: string[][], size: number, pitch: number, align: 'grid' | 'own'): Spot | null {
  const { lines, rows } = at;
  const rowLines = rows.map((i) => lines[i]);
  const gridXs = [...new Set((at.header !== null ? lines[at.header] : rowLines[0]).segments.map((s) => Math.round(s.x)))].sort((a, b) => a - b);
  const left = Math.min(...rowLines.map((l) => l.x));
  const cellsMax = Math.max(...block.map((l) => l.length));
  const widthOf = (t: string) => t.length * size * 0.5;
  // Own columns: each as wide as its widest cell and three ems apart.
  const ownXs = (x0: number) => {
    const xs = [x0];
    for (let k = 1; k < cellsMax; k++) xs.push(xs[k - 1] + Math.max(...block.map((l) => (l[k - 1] ? widthOf(l[k - 1]) : 0))) + 3 * size);
    return xs;
  };
  const xsGrid = () => {
    const xs = gridXs.slice(0, cellsMax);
    while (xs.length < cellsMax) xs.push(xs[xs.length - 1] + 12 * size);
    return xs;
  };
  const xs = align === 'grid' ? xsGrid() : ownXs(left);
  if (placement === 'above') {
    const top = lines[at.header ?? rows[0]];
    return { y: top.y + pitch * 0.5, xs, push: true, from: top.y };
  }
  if (placement === 'below') {
    const last = lines[rows[rows.length - 1]];
    return { y: last.y + pitch * 1.5, xs, push: true, from: last.y + pitch * 0.5 };
  }
  if (placement === 'between') {
    // The first gap of lines that hold no course between two rows: the block goes after the
    // term's last row and the total under it, before the next term's heading.
    for (let k = 1; k < rows.length; k++) {
      const gap = rows[k] - rows[k - 1] - 1;
      if (gap <= 0) continue;
      const before = lines[gap >= 2 ? rows[k] - 1 : rows[k - 1] + 1];
      return { y: before.y + pitch * 0.5, xs, push: true, from: before.y };
    }
    const mid = lines[rows[rows.length >> 1]];
    return { y: mid.y + pitch * 0.5, xs, push: true, from: mid.y };
  }
  // Beside: to the right of the table's rows, from its first row down, where the page has room. Every line
  // from the header (or the first row found) to the last row counts: rows with one-word titles are not among
  // the rows found, and a value printed once for the whole table (a GPA cell spanning the rows) stands on one
  // of them; a block set left of it would stand in the table's own column, not beside the table.
  const span = lines.slice(at.header ?? rows[0], rows[rows.length - 1] + 1);
  const right = Math.max(...span.map((l) => l.x + l.width));
  const own = ownXs(right + 3 * size);
  const blockRight = Math.max(...block.map((l) => own[l.length - 1] + widthOf(l[l.length - 1])));
  if (blockRight > page.width - 10) return null;
  return { y: lines[rows[0]].y, xs: own, push: false };
}

export interface Decoyed {
  text: DocumentText;
  block: DecoyBlock;
  caption: boolean;
  align: 'grid' | 'own';
  /** The items added (to tell the block's lines in a verbose listing). */
  added: TextItem[];
}

/**
 * The document with a decoy block set in `placement` next to its course table, or null when the
 * table cannot be located (fewer than two truth rows on one page) or the page has no room beside it.
 */
export function withDecoyRows(text: DocumentText, courses: ExtractedCourse[], docId: string, placement: Placement): Decoyed | null {
  const at = locateTable(text, courses);
  if (!at) return null;
  const page = text.pages[at.page];
  const { block, caption, align } = pickBlock(docId, placement);
  const rowItems = at.rows.flatMap((i) => at.lines[i].items);
  const size = median(rowItems.map((it) => it.fontSize)) || 9;
  const height = median(rowItems.map((it) => it.height)) || size;
  const fontName = rowItems.find((it) => !/bold/i.test(it.fontName ?? ''))?.fontName ?? rowItems[0]?.fontName ?? null;
  const ys = at.rows.map((i) => at.lines[i].y);
  const steps = ys.slice(1).map((y, k) => y - ys[k]).filter((d) => d > 0);
  const pitch = Math.min(Math.max(median(steps) || size * 1.6, size * 1.3), size * 2.4);
  const cells = caption && block.caption ? [[block.caption], ...block.lines] : block.lines;
  // Beside the table a block may be set in smaller type (small print down to 6 pt) where that gives it room.
  let spot: Spot | null = null;
  let k = 1;
  for (const scale of placement === 'beside' ? [1, 0.85, 0.7, 6 / size] : [1]) {
    if (scale > 1 || spot) break;
    k = scale;
    spot = spotFor(at, page, placement, cells, size * k, pitch, align);
  }
  if (!spot) return null;
  const at0 = spot;
  const added: TextItem[] = [];
  cells.forEach((line, r) => {
    line.forEach((t, c) => {
      added.push({ text: t, x: at0.xs[c], y: at0.y + r * pitch * (placement === 'beside' ? Math.max(k, 0.8) : 1), width: t.length * size * k * 0.5, height: height * k, fontName, fontSize: size * k, confidence: null });
    });
  });
  // Room for the block, set off by half a blank line above and below it, as printed blocks are.
  const dy = spot.push ? (cells.length + 1) * pitch : 0;
  const moved = page.items.map((it) => (spot.push && it.y >= (spot.from ?? spot.y) - 0.01 ? { ...it, y: it.y + dy } : it));
  const pages = text.pages.map((pg, p) => (p === at.page ? { ...pg, height: pg.height + dy, items: [...moved, ...added] } : pg));
  return { text: { pages }, block, caption, align, added };
}
