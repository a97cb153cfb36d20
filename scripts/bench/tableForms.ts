/**
 * A perturbation for development (`--table-forms [N]`): the course table of a development text
 * document is set again in another form, and the engines are asked again. Development documents
 * print each table in the one form their family prints; documents the engines never saw print the
 * same courses with the columns in another order, with other header words, over two pages, or with
 * titles wrapped in a narrow column. Each form says whether the course rows, grades and credits
 * found on the untouched document are still found, and how many rows match no truth course.
 *
 * The table is located as `--decoy-rows` locates it (./decoyRows.ts: the lines printing a truth
 * course's code or title, on the page holding most of them, and the header over them). Its columns
 * are the x intervals of the cells of those lines; each column's role (code, title, grade, credits,
 * marks obtained, maximum marks) is the truth field most of its cells print. The forms:
 *   - `code-after-title`: the code column moved right after the title's;
 *   - `grade-credits-swapped`: the grade and credits columns change places;
 *   - `credits-last`: the credits column moved to the right end;
 *   - `serial-first`: a serial-number column ("S.No.", 1, 2, …) put first;
 *   - `marks-max-swapped`: the marks-obtained and maximum-marks columns change places;
 *     header cells move with their columns; a form that does not apply (no such column, or it is
 *     already there) is counted "not applicable";
 *   - `header-repeated`: the table's second half (and what follows it on the page) moved onto a
 *     continuation page, the header printed again at its top;
 *   - `header-dropped`: the same, the continuation page without the header;
 *   - `synonyms`: the header's labels of known columns replaced by synonyms from the pool below, in
 *     the document's languages and English (chosen by hash, so every run sets the same words);
 *   - `wrapped-title`: the longest titles (three words or more, up to three rows) wrapped onto a second
 *     line under the first, the lines below moved down.
 * Nothing of the pool is copied from a document: the words are the usual labels of such columns.
 */
import type { Line } from '../../src/processing/text';
import type { DocumentText, ExtractedCourse, PageText, TextItem } from '../../src/processing/types';
import { headerAt } from '../../src/processing/extraction/table';
import { words } from './ablate';
import { hash, locateTable } from './decoyRows';

export type TableForm =
  | 'code-after-title'
  | 'grade-credits-swapped'
  | 'credits-last'
  | 'serial-first'
  | 'marks-max-swapped'
  | 'header-repeated'
  | 'header-dropped'
  | 'synonyms'
  | 'wrapped-title';
export const TABLE_FORMS: readonly TableForm[] = ['code-after-title', 'grade-credits-swapped', 'credits-last', 'serial-first', 'marks-max-swapped', 'header-repeated', 'header-dropped', 'synonyms', 'wrapped-title'];

type Role = 'code' | 'title' | 'grade' | 'credit' | 'marks' | 'max' | 'other';

/** Header labels per column role and language (ISO 639-1), English always among the choices. */
export const SYNONYMS: Record<Exclude<Role, 'other'>, Record<string, string[]>> = {
  title: {
    en: ['Subject', 'Course Title', 'Module', 'Paper', 'Subject Name', 'Course Name'],
    es: ['Asignatura', 'Materia', 'Unidad de Aprendizaje'],
    fr: ['Matière', 'Intitulé', 'Unité d’enseignement'],
    de: ['Fach', 'Modul', 'Lehrveranstaltung'],
    it: ['Insegnamento', 'Materia'],
    pt: ['Disciplina', 'Unidade Curricular'],
    ru: ['Дисциплина', 'Предмет', 'Наименование дисциплины'],
    uk: ['Дисципліна', 'Предмет'],
  },
  code: {
    en: ['Code', 'Course No.', 'Sub. Code', 'Paper Code', 'Course Code'],
    es: ['Clave', 'Código'],
    fr: ['Code', 'Code UE'],
    de: ['Nr.', 'Modulnr.'],
    it: ['Codice'],
    pt: ['Código'],
    ru: ['Шифр', 'Код'],
    uk: ['Шифр', 'Код'],
  },
  credit: {
    en: ['Credits', 'Cr.', 'Units', 'ECTS', 'Credit Hours'],
    es: ['Créditos', 'Cr.'],
    fr: ['Crédits', 'ECTS'],
    de: ['LP', 'ECTS', 'Credits'],
    it: ['CFU', 'Crediti'],
    pt: ['Créditos', 'ECTS'],
    ru: ['Кредиты', 'ЗЕТ'],
    uk: ['Кредити', 'ЄКТС'],
  },
  grade: {
    en: ['Grade', 'Gr.', 'Letter Grade', 'Result'],
    es: ['Nota', 'Calificación'],
    fr: ['Note', 'Résultat'],
    de: ['Note'],
    it: ['Voto'],
    pt: ['Nota', 'Conceito'],
    ru: ['Оценка'],
    uk: ['Оцінка'],
  },
  marks: {
    en: ['Marks Obtained', 'Marks Secured', 'Obtained', 'Obt.'],
    es: ['Puntos obtenidos'],
    fr: ['Points obtenus'],
    de: ['Punkte'],
    ru: ['Баллы'],
    uk: ['Бали'],
  },
  max: {
    en: ['Max. Marks', 'Full Marks', 'Maximum', 'Max.'],
    es: ['Puntaje máximo'],
    fr: ['Barème'],
    de: ['Max.'],
    ru: ['Макс. балл'],
    uk: ['Макс. бал'],
  },
};

interface Cell {
  items: TextItem[];
  x: number;
  right: number;
  line: number;
  role: Role;
}

interface Column {
  x: number;
  right: number;
  roles: Record<Role, number>;
  role: Role;
}

interface Table {
  page: number;
  lines: Line[];
  rows: number[];
  header: number | null;
  /** Lines of the header (one or two), then the table's last line. */
  headerLines: number[];
  first: number;
  last: number;
  columns: Column[];
  /** Cells of the table's lines (header and rows; other lines' cells that fall in one column). */
  cells: Cell[];
  course: Map<number, ExtractedCourse>;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
};
const same = (a: string[], b: string[]) => a.length > 0 && a.length === b.length && a.every((w, i) => w === b[i]);

function roleOf(text: string, c: ExtractedCourse | undefined): Role {
  if (!c) return 'other';
  const w = words(text);
  const v = (x: unknown) => (x === null || x === undefined ? [] : words(String(x)));
  const num = (x: unknown) => (x === null || x === undefined ? null : Number(String(x).replace(',', '.')));
  const n = Number(text.trim().replace(',', '.'));
  if (c.courseNumber && same(w, v(c.courseNumber))) return 'code';
  if (c.courseName && same(w, v(c.courseName))) return 'title';
  if (c.grade !== null && c.grade !== undefined && (same(w, v(c.grade)) || (Number.isFinite(n) && n === num(c.grade)))) {
    // A grade printed like the credits (both "3") cannot tell its column.
    if (!(c.credit !== null && Number.isFinite(n) && n === num(c.credit))) return 'grade';
  }
  if (c.credit !== null && c.credit !== undefined && Number.isFinite(n) && n === num(c.credit)) return 'credit';
  if (c.marksScored !== null && c.marksScored !== undefined && Number.isFinite(n) && n === num(c.marksScored)) return 'marks';
  if (c.maximumMarks !== null && c.maximumMarks !== undefined && Number.isFinite(n) && n === num(c.maximumMarks)) return 'max';
  return 'other';
}

/** The course table, its columns and their roles; null when a cell spans two columns (cells set too close to tell). */
function readTable(text: DocumentText, courses: ExtractedCourse[]): Table | null {
  const at = locateTable(text, courses);
  if (!at) return null;
  const { lines, rows } = at;
  const course = new Map<number, ExtractedCourse>();
  for (const i of rows) {
    const w = words(lines[i].text);
    const hit = courses.find((c) => (c.courseNumber && words(c.courseNumber).every((x) => w.includes(x))) || (c.courseName && words(c.courseName).length >= 2 && words(c.courseName).every((x) => w.includes(x))));
    if (hit) course.set(i, hit);
  }
  // The header: up to ten lines over the first row located (rows with a one-word title are not located).
  let header = at.header;
  for (let i = rows[0] - 1; header === null && i >= Math.max(0, rows[0] - 10); i--) if (headerAt(lines, i)) header = i;
  const headerLines: number[] = [];
  if (header !== null) {
    headerLines.push(header);
    // A header of two lines, as the reader reads it (a term's heading under the header is no part of it).
    if ((headerAt(lines, header)?.lineCount ?? 1) > 1) headerLines.push(header + 1);
  }
  const first = header ?? rows[0];
  let last = rows[rows.length - 1];
  const cells: Cell[] = [];
  const columns: Column[] = [];
  const blank = (): Record<Role, number> => ({ code: 0, title: 0, grade: 0, credit: 0, marks: 0, max: 0, other: 0 });
  for (const i of rows) {
    for (const s of lines[i].segments) {
      const cell: Cell = { items: s.items, x: s.x, right: s.x + s.width, line: i, role: roleOf(s.text, course.get(i)) };
      cells.push(cell);
      const hits = columns.filter((c) => Math.min(c.right, cell.right) - Math.max(c.x, cell.x) > 0);
      if (hits.length > 1) return null;
      const col = hits[0] ?? (columns.push({ x: cell.x, right: cell.right, roles: blank(), role: 'other' }), columns[columns.length - 1]);
      col.x = Math.min(col.x, cell.x);
      col.right = Math.max(col.right, cell.right);
      col.roles[cell.role]++;
    }
  }
  // Columns grown into each other by later cells: the table's cells are too close to tell apart.
  columns.sort((a, b) => a.x - b.x);
  for (let k = 1; k < columns.length; k++) if (columns[k].x < columns[k - 1].right) return null;
  for (const c of columns) {
    const [best, n] = (Object.entries(c.roles) as Array<[Role, number]>).filter(([r]) => r !== 'other').sort((a, b) => b[1] - a[1])[0];
    c.role = n >= Math.max(1, rows.length / 3) ? best : 'other';
  }
  // Rows under the last one located (one-word titles) and titles' second lines: lines whose cells all
  // fall in the table's columns, set at most two pitches apart.
  const pitch = median(rows.slice(1).map((i, k) => lines[i].y - lines[rows[k]].y).filter((d) => d > 0)) || 12;
  const inColumns = (l: Line) => l.segments.every((s) => columns.some((c) => Math.min(c.right, s.x + s.width) - Math.max(c.x, s.x) > 0) && columns.filter((c) => Math.min(c.right, s.x + s.width) - Math.max(c.x, s.x) > 0).length === 1);
  while (last + 1 < lines.length && lines[last + 1].y - lines[last].y <= pitch * 2 && inColumns(lines[last + 1]) && (lines[last + 1].segments.length >= 2 || lines[last + 1].segments[0].x < columns[0].right)) last++;
  // Other lines of the table (header, rows not located, titles' second lines, term headings, totals):
  // each cell goes with the column it overlaps most, or the nearest; a line of one cell across two
  // columns or more (a term's heading) stays where it is. Items in much larger type (a watermark
  // across the page) stay where they are.
  const size = median(rows.flatMap((i) => lines[i].items.map((it) => it.fontSize))) || 9;
  for (let i = first; i <= last; i++) {
    if (rows.includes(i)) continue;
    const across = (s: { x: number; width: number }) => columns.filter((c) => Math.min(c.right, s.x + s.width) - Math.max(c.x, s.x) > 0).length >= 2;
    if (lines[i].segments.length === 1 && across(lines[i].segments[0]) && !headerLines.includes(i)) continue;
    for (const s of lines[i].segments) {
      const items = s.items.filter((it) => it.fontSize <= size * 1.6);
      if (!items.length) continue;
      const x0 = Math.min(...items.map((it) => it.x));
      const x1 = Math.max(...items.map((it) => it.x + it.width));
      const ov = columns.map((c) => Math.min(c.right, x1) - Math.max(c.x, x0));
      const best = ov.indexOf(Math.max(...ov));
      const col = ov[best] > 0 ? columns[best] : columns.reduce((p, c) => (Math.abs(c.x - x0) < Math.abs(p.x - x0) ? c : p));
      cells.push({ items, x: x0, right: x1, line: i, role: col.role });
    }
  }
  return { page: at.page, lines, rows, header, headerLines, first, last, columns, cells, course };
}

const columnOf = (t: Table, cell: Cell): number => {
  const ov = t.columns.map((c) => Math.min(c.right, cell.right) - Math.max(c.x, cell.x));
  const best = ov.indexOf(Math.max(...ov));
  return ov[best] > 0 ? best : t.columns.reduce((p, c, k) => (Math.abs(c.x - cell.x) < Math.abs(t.columns[p].x - cell.x) ? k : p), 0);
};

export interface Formed {
  text: DocumentText;
  /** What was done, for a verbose listing. */
  note: string;
}

/** The order of the columns (indices into `t.columns`) a permutation form gives, or null when it does not apply. */
function permuted(t: Table, form: TableForm): number[] | null {
  const order = t.columns.map((_, k) => k);
  // Tables side by side (a role in two columns) are two tables: moving a column of one across the other is no form of either.
  const known = t.columns.filter((c) => c.role !== 'other').map((c) => c.role);
  if (new Set(known).size < known.length) return null;
  const at = (r: Role) => t.columns.findIndex((c) => c.role === r);
  // `to` is read once `from` is out of the order.
  const move = (from: number, to: () => number) => {
    const [k] = order.splice(order.indexOf(from), 1);
    order.splice(to(), 0, k);
  };
  if (form === 'code-after-title') {
    const code = at('code');
    const title = at('title');
    if (code < 0 || title < 0 || code > title) return null;
    move(code, () => order.indexOf(title) + 1);
    return order;
  }
  if (form === 'grade-credits-swapped' || form === 'marks-max-swapped') {
    const [a, b] = form === 'grade-credits-swapped' ? [at('grade'), at('credit')] : [at('marks'), at('max')];
    if (a < 0 || b < 0) return null;
    [order[a], order[b]] = [order[b], order[a]];
    return order;
  }
  if (form === 'credits-last') {
    const cr = at('credit');
    if (cr < 0 || cr === order.length - 1) return null;
    move(cr, () => order.length);
    return order;
  }
  return null;
}

/** The table set again with its columns in `order` (and a serial-number column first when asked). */
function relaid(text: DocumentText, t: Table, order: number[], serial: boolean): DocumentText {
  const page = text.pages[t.page];
  const size = median(t.rows.flatMap((i) => t.lines[i].items.map((it) => it.fontSize))) || 9;
  const gap = 2 * size;
  const left = Math.min(...t.columns.map((c) => c.x));
  const dx = new Map<number, number>();
  let x = left;
  const added: TextItem[] = [];
  if (serial) {
    const sample = t.lines[t.rows[0]].items[0];
    const width = size * 2.2;
    const mk = (s: string, y: number, h: TextItem): TextItem => ({ ...h, text: s, x, y, width: s.length * size * 0.5 });
    if (t.header !== null) added.push(mk('S.No.', t.lines[t.header].y, t.lines[t.header].items[0]));
    // Each row's first line: a line with cells in two columns or more (a title's second line has one).
    let n = 0;
    for (let i = t.first; i <= t.last; i++) {
      if (t.headerLines.includes(i)) continue;
      const cols = new Set(t.cells.filter((c) => c.line === i).map((c) => columnOf(t, c)));
      if (cols.size >= 2) added.push(mk(String(++n), t.lines[i].y, { ...sample, ...t.lines[i].items[0] }));
    }
    x += width + gap;
  }
  for (const k of order) {
    // The column's extent with every cell set in it (a header label wider than its values included).
    const c = t.columns[k];
    const mine = t.cells.filter((cell) => columnOf(t, cell) === k);
    const lo = Math.min(c.x, ...mine.map((cell) => cell.x));
    const hi = Math.max(c.right, ...mine.map((cell) => cell.right));
    dx.set(k, x - lo);
    x += hi - lo + gap;
  }
  const shift = new Map<TextItem, number>();
  for (const cell of t.cells) for (const it of cell.items) shift.set(it, dx.get(columnOf(t, cell)) ?? 0);
  const items = page.items.map((it) => (shift.has(it) ? { ...it, x: it.x + shift.get(it)! } : it));
  const width = Math.max(page.width, x + 20);
  const pages = text.pages.map((pg, p) => (p === t.page ? { ...pg, width, items: [...items, ...added] } : pg));
  return { pages };
}

/** The table's second half, and what follows it on the page, moved to a new page (with the header again or not). */
function split(text: DocumentText, t: Table, repeat: boolean): DocumentText | null {
  if (t.rows.length < 4) return null;
  if (repeat && t.header === null) return null;
  const page = text.pages[t.page];
  const cut = t.lines[t.rows[t.rows.length >> 1]];
  const top = t.lines[t.first].y;
  const stay = page.items.filter((it) => it.y < cut.y - 0.01);
  const go = page.items.filter((it) => it.y >= cut.y - 0.01);
  const headerItems = repeat ? t.headerLines.flatMap((i) => t.lines[i].items) : [];
  // The continuation page starts where the table started on its page: header (if any), then the moved rows.
  const rowsTop = repeat ? t.lines[t.rows[0]].y : top;
  const dy = rowsTop - cut.y;
  const next: PageText = { ...page, items: [...headerItems.map((it) => ({ ...it })), ...go.map((it) => ({ ...it, y: it.y + dy }))] };
  const pages: PageText[] = [];
  text.pages.forEach((pg, p) => {
    if (p !== t.page) return pages.push(pg);
    pages.push({ ...pg, items: stay }, next);
  });
  return { pages: pages.map((pg, k) => ({ ...pg, pageNumber: k + 1 })) };
}

/** The header's labels of known columns replaced by synonyms in the document's languages and English. */
function synonyms(text: DocumentText, t: Table, languages: string[], seed: number): Formed | null {
  if (t.header === null) return null;
  const page = text.pages[t.page];
  const replace = new Map<TextItem, string | null>();
  const said: string[] = [];
  const taken = new Set<string>();
  t.columns.forEach((c, k) => {
    if (c.role === 'other') return;
    const cells = t.cells.filter((cell) => t.headerLines.includes(cell.line) && columnOf(t, cell) === k);
    if (!cells.length) return;
    const pool = [...new Set(['en', ...languages].flatMap((l) => SYNONYMS[c.role as Exclude<Role, 'other'>][l] ?? []))];
    const old = cells.flatMap((cell) => cell.items.map((it) => it.text)).join(' ');
    // Not the label printed, nor a word another column's label prints (two columns headed alike tell nothing).
    const others = t.cells.filter((cell) => t.headerLines.includes(cell.line) && columnOf(t, cell) !== k).flatMap((cell) => cell.items.flatMap((it) => words(it.text)));
    // A label that fits before the next label to its right (header labels do not run into each other).
    const head = cells.flatMap((cell) => cell.items).sort((a, b) => a.y - b.y || a.x - b.x)[0];
    const perChar = head.width / Math.max(1, head.text.length);
    const nextX = Math.min(page.width, ...t.cells.filter((cell) => t.headerLines.includes(cell.line) && columnOf(t, cell) !== k && cell.x > head.x).map((cell) => cell.x));
    const fits = (w: string) => head.x + perChar * w.length <= nextX - head.fontSize * 0.8;
    const choices = pool.filter((w) => fits(w) && words(w).join(' ') !== words(old).join(' ') && !words(w).some((x) => others.includes(x) || taken.has(x)));
    if (!choices.length) return;
    const word = choices[hash(`${seed}|${c.role}`) % choices.length];
    const items = cells.flatMap((cell) => cell.items).sort((a, b) => a.y - b.y || a.x - b.x);
    items.forEach((it, n) => replace.set(it, n === 0 ? word : null));
    for (const x of words(word)) taken.add(x);
    said.push(`${old} -> ${word}`);
  });
  if (!said.length) return null;
  const items = page.items.flatMap((it) => {
    if (!replace.has(it)) return [it];
    const w = replace.get(it);
    return w === null ? [] : [{ ...it, text: w!, width: (it.width / Math.max(1, it.text.length)) * w!.length }];
  });
  return { text: { pages: text.pages.map((pg, p) => (p === t.page ? { ...pg, items } : pg)) }, note: said.join('; ') };
}

/** The longest titles (three words or more, up to three rows) wrapped onto a second line. */
function wrapped(text: DocumentText, t: Table): Formed | null {
  const titles = t.cells.filter((c) => c.role === 'title' && t.rows.includes(c.line) && words(c.items.map((it) => it.text).join(' ')).length >= 3);
  const chosen = titles.sort((a, b) => b.right - b.x - (a.right - a.x)).slice(0, 3);
  if (!chosen.length) return null;
  const page = text.pages[t.page];
  let items = page.items;
  // From the lowest row up, so that each push moves only the lines under the row wrapped.
  for (const cell of [...chosen].sort((a, b) => t.lines[b.line].y - t.lines[a.line].y)) {
    const line = t.lines[cell.line];
    const first = cell.items[0];
    const all = cell.items.map((it) => it.text).join(' ').split(/\s+/).filter(Boolean);
    const half = Math.ceil(all.length / 2);
    const h = Math.max(...cell.items.map((it) => it.height));
    const step = h * 1.15;
    const per = (cell.right - cell.x) / Math.max(1, all.join(' ').length);
    const top: TextItem = { ...first, text: all.slice(0, half).join(' '), x: cell.x, width: per * all.slice(0, half).join(' ').length };
    const under: TextItem = { ...first, text: all.slice(half).join(' '), x: cell.x, y: first.y + step, width: per * all.slice(half).join(' ').length };
    const gone = new Set(cell.items);
    items = items.filter((it) => !gone.has(it)).map((it) => (it.y > line.y + line.height * 0.5 ? { ...it, y: it.y + step } : it));
    items.push(top, under);
  }
  return { text: { pages: text.pages.map((pg, p) => (p === t.page ? { ...pg, height: pg.height + chosen.length * 12, items } : pg)) }, note: chosen.map((c) => c.items.map((it) => it.text).join(' ')).join(' | ') };
}

/**
 * The document with its course table set in `form`, or null when the table cannot be located or read
 * (fewer than two truth rows on one page, cells too close to tell the columns), or the form does not apply.
 */
export function withTableForm(text: DocumentText, courses: ExtractedCourse[], form: TableForm, opts: { languages: string[]; seed: number }): Formed | null {
  const t = readTable(text, courses);
  if (!t) return null;
  const roles = t.columns.map((c) => c.role).join(',');
  if (form === 'serial-first') {
    // A table numbered already stays as it is.
    const firstCells = t.rows.map((i) => t.lines[i].segments[0]?.text.trim() ?? '');
    if (firstCells.every((s, n) => s === String(n + 1) || s === `${n + 1}.`)) return null;
    return { text: relaid(text, t, t.columns.map((_, k) => k), true), note: roles };
  }
  const order = permuted(t, form);
  if (order) return { text: relaid(text, t, order, false), note: `${roles} -> ${order.map((k) => t.columns[k].role).join(',')}` };
  if (form === 'header-repeated' || form === 'header-dropped') {
    const s = split(text, t, form === 'header-repeated');
    return s ? { text: s, note: `split at row ${t.rows.length >> 1} of ${t.rows.length}` } : null;
  }
  if (form === 'synonyms') return synonyms(text, t, opts.languages, opts.seed);
  if (form === 'wrapped-title') return wrapped(text, t);
  return null;
}
