/**
 * The course table, read from the layout: a header row is found by column keywords (English,
 * French, German, Spanish), column x-ranges come from the header cells' positions, each later
 * item is assigned to the column it overlaps most, term headings between table parts set the
 * term/session/year of the courses under them, the table continues over page breaks (with or
 * without a repeated header) and stops at totals or the footer.
 */
import type { ExtractedCourse, TextItem } from '../types';
import { joinItems, type Line } from '../text/layout';
import { cleanValue, foldWords, parseNumber } from './normalize';

export type ColumnType =
  | 'index'
  | 'code'
  | 'name'
  | 'credit'
  | 'grade'
  | 'alternateGrade'
  | 'marksScored'
  | 'maximumMarks'
  | 'passStatus'
  | 'term'
  | 'session'
  | 'year'
  | 'marksPair'
  | 'ignore';

/** Header phrases per column type (folded words). Longest phrase wins. */
const COLUMN_PHRASES: Record<ColumnType, string[]> = {
  index: ['s no', 'sl no', 'sr no', 'lfd nr', 'sno', 'item', 's n'],
  code: [
    'no', 'nr', 'n', 'num', 'numero', '#',
    'code', 'course code', 'course no', 'course number', 'course id', 'course', 'subject code', 'paper code', 'module code',
    'module no', 'module id', 'unit code', 'catalog no', 'catalog number', 'code ue', 'code de l ue', 'code matiere',
    'code module', 'code cours', 'ref', 'modul nr', 'modulnummer', 'modul nummer', 'kennung', 'modulcode', 'pruefungsnummer',
    'prufungsnummer', 'pruf nr', 'codigo', 'cod', 'clave', 'codigo asignatura', 'cod asignatura', 'course code no',
  ],
  name: [
    'course title', 'course name', 'course description', 'title', 'subject', 'subjects', 'subject name', 'subject title',
    'paper', 'paper title', 'module', 'module title', 'module name', 'modules', 'description', 'descriptive title', 'course',
    'courses', 'unit', 'unit title', 'intitule', 'intitule de l ue', 'intitule du module', 'matiere', 'matieres',
    'unite d enseignement', 'unites d enseignement', 'enseignement', 'enseignements', 'ue', 'cours', 'libelle', 'element',
    'modul', 'module', 'modulbezeichnung', 'modultitel', 'fach', 'faecher', 'facher', 'lehrveranstaltung', 'veranstaltung',
    'prufungsfach', 'pruefungsfach', 'prufung', 'bezeichnung', 'titel', 'asignatura', 'asignaturas', 'materia', 'materias',
    'denominacion', 'nombre de la asignatura', 'nombre', 'nombre asignatura', 'descripcion', 'curso',
  ],
  credit: [
    'credits', 'credit', 'cr', 'crs', 'credit hours', 'cr hrs', 'cr hr', 'hours', 'hrs', 'units', 'unit', 'ects', 'ects credits', 'credits ects',
    'credit value', 'credit points', 'cp', 'cat', 'cats', 'credits earned', 'earned', 'attempted', 'credits attempted',
    'credits ects', 'ects', 'credit ects', 'lp', 'leistungspunkte', 'kreditpunkte', 'ects punkte', 'ects lp', 'credits',
    'creditos', 'cred', 'creditos ects', 'cr ects', 'ects cr', 'credit pts',
  ],
  grade: [
    'grade', 'grades', 'letter grade', 'final grade', 'grade obtained', 'grade awarded', 'note', 'notes', 'bewertung', 'note ects',
    'calificacion', 'calificaciones', 'nota', 'calif', 'notenstufe', 'ergebnis note', 'pradikat', 'qualification', 'mark grade',
  ],
  alternateGrade: [
    'grade points', 'grade point', 'gp', 'points', 'quality points', 'qp', 'honor points', 'ects grade', 'grade ects',
    'ects note', 'equivalent', 'numeric grade', 'nota numerica', 'calificacion numerica', 'calificacion cualitativa',
    'grade point value', 'gpv', 'mention', 'us equivalent',
  ],
  marksScored: [
    'marks', 'marks obtained', 'mark', 'obtained', 'marks scored', 'score', 'scored', 'percentage', 'mark', 'marks secured',
    'total marks obtained', 'points obtenus', 'note obtenue', 'note sur 20', 'note 20', 'note 20', 'punkte', 'punktzahl',
    'erreichte punkte', 'puntos', 'puntuacion', 'nota obtenida', 'nota numerica', 'mark', 'mark %', 'marks %',
  ],
  maximumMarks: [
    'max marks', 'maximum marks', 'max', 'maximum', 'max mark', 'full marks', 'out of', 'total marks', 'max marks',
    'bareme', 'note max', 'note maximale', 'sur', 'max punkte', 'hochstpunktzahl', 'maximal', 'maximo', 'puntuacion maxima',
    'nota maxima', 'max nota',
  ],
  passStatus: [
    'result', 'results', 'status', 'remarks', 'remark', 'pass fail', 'pass', 'outcome', 'resultat', 'resultats', 'decision',
    'validation', 'valide', 'ergebnis', 'status', 'bestanden', 'vermerk', 'resultado', 'estado', 'observaciones', 'superada',
    'p f', 'credit status',
  ],
  term: ['term', 'semester', 'sem', 'semestre', 'periode', 'trimestre', 'quarter', 'periodo', 'cuatrimestre', 'session term'],
  session: [
    'session', 'academic year', 'annee universitaire', 'annee academique', 'studienjahr', 'curso academico', 'academic session',
    'exam session', 'convocatoria', 'sitting', 'annee', 'ano academico', 'curso',
  ],
  year: ['year', 'jahr', 'ano', 'yr', 'exam year', 'year of exam'],
  marksPair: ['marks obtained max marks', 'marks max', 'obtained max'],
  ignore: ['type', 'course type', 'coef', 'coefficient', 'sws', 'attempt', 'versuch', 'tipo', 'caracter', 'nature', 'rang', 'rank', 'weight'],
};

interface Phrase {
  type: ColumnType;
  words: string[];
}

const PHRASES: Phrase[] = (Object.entries(COLUMN_PHRASES) as Array<[ColumnType, string[]]>)
  .flatMap(([type, list]) => list.map((p) => ({ type, words: foldWords(p).split(' ').filter(Boolean) })))
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** Phrases by their first word (each list longest first). */
const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const p of PHRASES) {
  const list = PHRASES_BY_FIRST.get(p.words[0]) ?? [];
  list.push(p);
  PHRASES_BY_FIRST.set(p.words[0], list);
}

/** Words of a line with their own x-extent (items split at blanks, widths shared by characters). */
interface Word {
  text: string;
  folded: string;
  x: number;
  width: number;
  item: TextItem;
}

function wordsOf(items: TextItem[]): Word[] {
  const out: Word[] = [];
  for (const it of items) {
    const text = it.text;
    const per = text.length ? it.width / text.length : 0;
    for (const m of text.matchAll(/\S+/g)) {
      const folded = foldWords(m[0]);
      out.push({ text: m[0], folded, x: it.x + (m.index ?? 0) * per, width: m[0].length * per, item: it });
    }
  }
  return out.sort((a, b) => a.x - b.x);
}

export interface Column {
  type: ColumnType;
  label: string;
  x0: number;
  x1: number;
  /** A scale printed in the header ("Note /20" → 20). */
  scale?: number;
  /** Font size of the header (one em). */
  em?: number;
}

export interface HeaderMatch {
  columns: Column[];
  /** Lines used by the header (1 or 2). */
  lineCount: number;
}

/** How many words of `words` from `i` match `phrase` (folded words may hold several tokens). */
function phraseAt(words: Word[], i: number, phrase: Phrase, maxGap: number): number {
  const tokens: Array<{ tok: string; w: number }> = [];
  for (let k = i; k < words.length && tokens.length < phrase.words.length + 2; k++) {
    if (k > i && words[k].x - (words[k - 1].x + words[k - 1].width) > maxGap) break;
    for (const t of words[k].folded.split(' ').filter(Boolean)) tokens.push({ tok: t, w: k });
  }
  if (tokens.length < phrase.words.length) return 0;
  for (let j = 0; j < phrase.words.length; j++) if (tokens[j].tok !== phrase.words[j]) return 0;
  // Must end at a word boundary.
  const lastWord = tokens[phrase.words.length - 1].w;
  if (phrase.words.length < tokens.length && tokens[phrase.words.length].w === lastWord) return 0;
  return lastWord - i + 1;
}

/**
 * Columns of a header line: header phrases matched left to right on the line's words. Words
 * that match nothing (a unit "(ECTS)", "%", "/20") join the column just before them when close.
 */
export function matchHeader(items: TextItem[]): Column[] {
  const words = wordsOf(items);
  const cols: Column[] = [];
  let i = 0;
  const fs = items.length ? items.reduce((s, it) => s + (it.fontSize || it.height), 0) / items.length : 10;
  while (i < words.length) {
    if (!words[i].folded) {
      i++;
      continue;
    }
    let best: { p: Phrase; n: number } | null = null;
    const firstTok = words[i].folded.split(' ')[0];
    for (const p of PHRASES_BY_FIRST.get(firstTok) ?? []) {
      const n = phraseAt(words, i, p, fs * 0.9);
      if (n > 0) {
        best = { p, n };
        break;
      }
    }
    if (best) {
      const ws = words.slice(i, i + best.n);
      cols.push({ type: best.p.type, label: ws.map((w) => w.text).join(' '), x0: ws[0].x, x1: ws[ws.length - 1].x + ws[ws.length - 1].width });
      i += best.n;
    } else {
      const w = words[i];
      const prev = cols[cols.length - 1];
      if (prev && w.x - prev.x1 < fs * 1.2 && prev.label.split(' ').length < 4) {
        prev.label += ' ' + w.text;
        prev.x1 = w.x + w.width;
        // "Note /20", "Mark (/100)" refine a column's meaning and give its scale.
        const sc = /^\(?\s*\/\s*(\d{1,3})\s*\)?$/.exec(w.text);
        if (sc && ['grade', 'marksScored', 'alternateGrade'].includes(prev.type)) {
          prev.type = 'marksScored';
          prev.scale = +sc[1];
        }
      } else {
        cols.push({ type: 'ignore', label: w.text, x0: w.x, x1: w.x + w.width });
      }
      i++;
    }
  }
  for (const c of cols) c.em = fs;
  return cols;
}

const DATA_TYPES: readonly ColumnType[] = ['credit', 'grade', 'alternateGrade', 'marksScored', 'maximumMarks', 'passStatus', 'marksPair'];

/** Whether matched columns make a course-table header. */
export function isHeader(cols: Column[]): boolean {
  const types = new Set<ColumnType>(cols.map((c) => c.type).filter((t) => t !== 'ignore'));
  const hasName = types.has('name') || types.has('code');
  const data = DATA_TYPES.filter((t) => types.has(t)).length;
  const unknown = cols.filter((c) => c.type === 'ignore').length;
  if (!(hasName && data >= 1 && types.size >= 3 && unknown <= Math.max(1, types.size / 2))) return false;
  // Header cells are short and stand apart.
  if (cols.some((c) => c.label.split(' ').length > 5)) return false;
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const apart = sorted.filter((c, i) => i === 0 || c.x0 - sorted[i - 1].x1 > 2).length;
  return apart >= 3;
}

/**
 * Resolve ambiguities of a header: the same keyword can name several columns ("Course" for code
 * and name; "Note" for a grade and a mark). Decided by order and neighbours.
 */
function resolveColumns(cols: Column[]): Column[] {
  const out = cols.map((c) => ({ ...c }));
  // A scale printed in a header ("Note /20", "Mark (/100)", "Marks out of 100") makes the
  // column a mark column with that maximum.
  for (const c of out) {
    const sc = /(?:\/|out of|sur|von)\s*(\d{1,3})\b/i.exec(c.label);
    if (sc && ['grade', 'marksScored', 'alternateGrade'].includes(c.type)) {
      c.type = 'marksScored';
      c.scale = +sc[1];
    }
  }
  // "Course" + "Title" / "Course" + "Course Title": the first is the code.
  const names = out.filter((c) => c.type === 'name');
  if (names.length > 1) {
    for (const c of names.slice(0, -1)) {
      if (/^(course|cours|curso|module|modul)$/.test(foldWords(c.label))) c.type = 'code';
    }
  }
  // Further "name" columns whose word also names a period ("Curso": course or academic year).
  for (const c of out.filter((x) => x.type === 'name').slice(1)) {
    const f = foldWords(c.label);
    for (const t of ['session', 'term', 'year'] as const) if (COLUMN_PHRASES[t].includes(f)) c.type = t;
  }
  const codes = out.filter((c) => c.type === 'code');
  if (codes.length >= 1 && !out.some((c) => c.type === 'name')) {
    // "Course" alone before data columns: it is the name column, unless a code column precedes.
    const course = codes.find((c) => /^(course|cours|curso|module|modul|courses)$/.test(foldWords(c.label)));
    if (course) course.type = 'name';
  }
  // Two grade columns: a numeric "Nota"/"Note"/"Mark" next to a worded "Calificación"/"Grade"
  // is the mark; otherwise the second is the alternate grade.
  const grades = out.filter((c) => c.type === 'grade');
  if (grades.length >= 2) {
    const numeric = grades.find((g) => /^(nota|note|mark|marks|score|punkte)$/.test(foldWords(g.label)));
    if (numeric && !out.some((c) => c.type === 'marksScored')) numeric.type = 'marksScored';
    const rest = out.filter((c) => c.type === 'grade');
    for (const g of rest.slice(1)) g.type = 'alternateGrade';
  }
  // Two mark columns: "marks" then "max" resolved by words.
  const marks = out.filter((c) => c.type === 'marksScored');
  for (const m of marks.slice(1)) if (/max|total|full|bareme/.test(foldWords(m.label))) m.type = 'maximumMarks';
  return out;
}

/** Merge two header lines column-wise ("Max" over "Marks"): words overlapping in x are joined top-down. */
function mergeHeaderLines(a: Line, b: Line): TextItem[] {
  const items: TextItem[] = [];
  const used = new Set<TextItem>();
  for (const ia of a.items) {
    const below = b.items.filter((ib) => !used.has(ib) && Math.min(ia.x + ia.width, ib.x + ib.width) - Math.max(ia.x, ib.x) > Math.min(ia.width, ib.width) * 0.3);
    if (below.length) {
      below.forEach((x) => used.add(x));
      const x0 = Math.min(ia.x, ...below.map((x) => x.x));
      const x1 = Math.max(ia.x + ia.width, ...below.map((x) => x.x + x.width));
      items.push({ ...ia, text: [ia.text, ...below.map((x) => x.text)].join(' '), x: x0, width: x1 - x0 });
    } else items.push(ia);
  }
  for (const ib of b.items) if (!used.has(ib)) items.push(ib);
  return items.sort((p, q) => p.x - q.x);
}

/** Find the header at line `i` (one line, or two lines merged). */
export function headerAt(lines: Line[], i: number): HeaderMatch | null {
  // A header is a row of separate cells, never one run of text.
  if (lines[i].segments.length < 3) return null;
  const one = resolveColumns(matchHeader(lines[i].items));
  let best: HeaderMatch | null = isHeader(one) ? { columns: one, lineCount: 1 } : null;
  const next = lines[i + 1];
  if (next && next.pageNumber === lines[i].pageNumber && next.y - (lines[i].y + lines[i].height) < lines[i].height * 0.8) {
    const two = resolveColumns(matchHeader(mergeHeaderLines(lines[i], next)));
    if (isHeader(two)) {
      const score = (cs: Column[]) => new Set(cs.map((c) => c.type).filter((t) => t !== 'ignore')).size - cs.filter((c) => c.type === 'ignore').length * 0.5;
      // Only when the second line does not look like a data row.
      const nextCols = matchHeader(next.items);
      const nextIsHeaderWords = !/\d/.test(next.text) && nextCols.length > 0 && nextCols.every((c) => c.type !== 'ignore');
      if (!best ? !/\d/.test(next.text) : nextIsHeaderWords && score(two) >= score(best.columns)) best = { columns: two, lineCount: 2 };
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Term headings

const TERM_WORDS =
  /\b(fall|autumn|spring|summer|winter|semester|semestre|term|trimester|trimestre|quarter|year|wintersemester|sommersemester|ws|ss|wise|sose|cuatrimestre|annee|ano|jahr|curso|session|academic year|periode|periodo|studienjahr|examination|exam|level|niveau|part)\b/;

export interface TermInfo {
  heading: string;
  term: string | null;
  session: string | null;
  year: number | null;
}

const SESSION_RE = /\b((?:19|20)\d{2})\s*[-/–]\s*((?:19|20)?\d{2})\b/;

/**
 * Read a term heading: the session is a year range as printed ("2019-2020", "2018/19"), the year a
 * single calendar year outside a range, the term the part naming the period ("Fall", "Semestre 1",
 * "Wintersemester", "Primer semestre") without its years.
 */
export function parseTermHeading(text: string): TermInfo {
  const heading = text.replace(/\s+/g, ' ').trim();
  let session: string | null = null;
  const sm = SESSION_RE.exec(heading);
  if (sm) {
    const a = +sm[1];
    const b = sm[2].length === 2 ? Math.floor(a / 100) * 100 + +sm[2] : +sm[2];
    if (b === a + 1 || (b === a + 1 - 100 && sm[2].length === 2)) session = sm[0].replace(/\s+/g, '').replace('–', '-');
  }
  const withoutSession = sm && session ? heading.replace(sm[0], ' ') : heading;
  const ym = /(?<![\d/-])((?:19|20)\d{2})(?![\d/-])/.exec(withoutSession);
  const year = ym ? +ym[1] : null;
  // Split into parts at dashes, bullets, parentheses and commas; the term is the first part that
  // names a period once its years are removed.
  const parts = heading.split(/\s[—–-]\s|[·•|(),;:]|\s{2,}/).map((p) => p.trim()).filter(Boolean);
  let term: string | null = null;
  for (const p of parts) {
    const f = foldWords(p);
    if (/^(academic year|annee universitaire|annee academique|curso academico|ano academico|studienjahr|session|examination|exam|examen|held|sitting)\b/.test(f)) continue;
    if (/\b(examination held|held in|exam held)\b/.test(f)) continue;
    const stripped = p
      .replace(SESSION_RE, ' ')
      .replace(/(?<![\d])(?:19|20)\d{2}(?![\d])/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s,:–—-]+$/, '')
      .trim();
    if (!stripped) continue;
    if (TERM_WORDS.test(foldWords(stripped)) || /^(s|t|q)\d{1,2}$/i.test(stripped)) {
      term = stripped;
      break;
    }
  }
  return { heading, term: term ? cleanValue(term) || null : null, session, year };
}

/** Whether a line looks like a term heading (and not like a course row). */
export function looksLikeTermHeading(text: string): boolean {
  const f = foldWords(text);
  if (!f || f.length > 120 || f.split(' ').length > 14) return false;
  if (/^(total|cumulative|gpa|cgpa|term gpa|sgpa|moyenne|summe|gesamt|promedio|nota media|credits)/.test(f)) return false;
  const hasPeriod =
    /\b(fall|autumn|spring|summer|winter)\b.*\b(19|20)\d{2}\b/.test(f) ||
    /\b(19|20)\d{2}\b.*\b(fall|autumn|spring|summer|winter)\b/.test(f) ||
    /\b(semester|semestre|trimester|trimestre|term|quarter|cuatrimestre|wintersemester|sommersemester)\b/.test(f) ||
    /\b(ws|ss|wise|sose)\s*(19|20)\d{2}/.test(f) ||
    /\b(year|annee|jahr|ano|curso)\s+([ivx]+|\d)\b/.test(f) ||
    /\b(first|second|third|fourth|fifth|final|1st|2nd|3rd|4th|5th|premiere|deuxieme|troisieme|primer|segundo|tercer|cuarto|erstes|zweites|drittes)\s+(year|semester|semestre|annee|ano|curso|studienjahr|term)\b/.test(f) ||
    /\b(academic year|annee universitaire|annee academique|curso academico|studienjahr|session)\b.*\b(19|20)\d{2}/.test(f) ||
    /^(s|t|q)\d{1,2}\b/.test(f);
  return hasPeriod;
}

// ---------------------------------------------------------------------------------------------
// Rows

const STOP_RE =
  /^(total|totals|grand total|overall|cumulative|cum|career|program totals|gpa|cgpa|sgpa|cpi|summary|result|final result|credits earned|total credits|degree|award|classification|grading|grade scale|grading scale|key|legend|explanation|note|notes|remarks|end of|this transcript|this document|the |issued|date of issue|certified|signature|registrar|controller|dean|moyenne|moyenne generale|total des|credits obtenus|resultat|decision|fin du|le present|la presente|delivre|fait a|signature|summe|gesamt|gesamtnote|durchschnitt|insgesamt|ende|dieses|unterschrift|ort datum|promedio|nota media|media|suma|total de|creditos superados|fin del|el presente|la presente|firma|expedido|y para que)\b/;

/** Whether a line ends the table (totals, averages, remarks, signatures). */
export function isStopLine(text: string): boolean {
  return STOP_RE.test(foldWords(text));
}

interface Cell {
  type: ColumnType;
  text: string;
  items: TextItem[];
}

/**
 * Column bands: the boundary between two columns lies halfway between their header cells, but
 * never more than about one and a half ems before the next header (long left-aligned names
 * reach far to the right; values rarely start far left of their header).
 */
function bands(columns: Column[], em = columns[0]?.em ?? 8.5): Array<{ col: Column; lo: number; hi: number }> {
  const cs = [...columns].sort((a, b) => a.x0 - b.x0);
  const cut = (i: number) => Math.max((cs[i - 1].x1 + cs[i].x0) / 2, cs[i].x0 - 1.5 * em);
  return cs.map((c, i) => ({
    col: c,
    lo: i === 0 ? -Infinity : cut(i),
    hi: i === cs.length - 1 ? Infinity : cut(i + 1),
  }));
}

/** Split a line's items into cells by column (an item goes to the band it overlaps most). */
export function assignCells(items: TextItem[], columns: Column[]): Cell[] {
  const bs = bands(columns);
  const byCol = new Map<Column, TextItem[]>();
  for (const it of items) {
    // Items spanning several bands with blanks inside (OCR words are already single words) are
    // split into words first.
    const pieces = /\s/.test(it.text.trim()) && crossesBands(it, bs) >= 3 ? splitWords(it) : [it];
    for (const p of pieces) {
      let best = bs[0];
      let bestOv = -Infinity;
      for (const b of bs) {
        const ov = Math.min(p.x + p.width, b.hi) - Math.max(p.x, b.lo);
        if (ov > bestOv) {
          bestOv = ov;
          best = b;
        }
      }
      const list = byCol.get(best.col) ?? [];
      list.push(p);
      byCol.set(best.col, list);
    }
  }
  return bs
    .filter((b) => byCol.has(b.col))
    .map((b) => {
      const its = byCol.get(b.col)!.sort((p, q) => p.x - q.x);
      return { type: b.col.type, text: joinItems(its), items: its };
    });
}

function crossesBands(it: TextItem, bs: Array<{ lo: number; hi: number }>): number {
  return bs.filter((b) => Math.min(it.x + it.width, b.hi) - Math.max(it.x, b.lo) > 1).length;
}

function splitWords(it: TextItem): TextItem[] {
  const per = it.text.length ? it.width / it.text.length : 0;
  return [...it.text.matchAll(/\S+/g)].map((m) => ({ ...it, text: m[0], x: it.x + (m.index ?? 0) * per, width: m[0].length * per }));
}

const NUMERIC = /^[-+]?\d+(?:[.,]\d+)?$/;

function parseMarksPair(text: string): { scored: number | null; max: number | null } {
  const m = /(\d+(?:[.,]\d+)?)\s*(?:\/|out of|sur|von|de|of)\s*(\d+(?:[.,]\d+)?)/i.exec(text);
  if (m) return { scored: parseNumber(m[1]), max: parseNumber(m[2]) };
  return { scored: parseNumber(text), max: null };
}

/** Build one course from a row's cells. */
function toCourse(cells: Cell[], term: TermInfo | null, columns: Column[] = []): ExtractedCourse {
  const get = (t: ColumnType) => {
    const c = cells.filter((x) => x.type === t);
    if (!c.length) return null;
    let v = c.map((x) => x.text).join(' ').replace(/\s+/g, ' ').trim();
    if (NUMERIC_COLUMNS.includes(t)) v = despeckle(v);
    // Grades keep their sign ("A-", "B+"); other cells lose stray separators.
    return (t === 'grade' || t === 'alternateGrade' ? v.replace(/^[|:;]+|[|:;]+$/g, '').trim() : cleanValue(v)) || null;
  };
  const course: ExtractedCourse = {
    courseNumber: get('code'),
    courseName: get('name'),
    credit: null,
    grade: get('grade'),
    alternateGrade: get('alternateGrade'),
    marksScored: null,
    maximumMarks: null,
    passStatus: get('passStatus'),
    term: term?.term ?? null,
    session: term?.session ?? null,
    year: term?.year ?? null,
  };
  const credit = get('credit');
  if (credit) course.credit = parseNumber(credit);
  const marks = get('marksScored');
  if (marks) {
    const p = parseMarksPair(marks);
    course.marksScored = p.scored;
    if (p.max != null) course.maximumMarks = p.max;
  }
  const max = get('maximumMarks');
  if (max) course.maximumMarks = parseNumber(max);
  // "Note /20", "Mark (/100)": the scale printed in the header is the maximum.
  const scaled = columns.find((c) => c.type === 'marksScored' && c.scale);
  if (course.marksScored !== null && course.maximumMarks === null && scaled?.scale) course.maximumMarks = scaled.scale;
  const pair = get('marksPair');
  if (pair) {
    const p = parseMarksPair(pair);
    course.marksScored = p.scored;
    course.maximumMarks = p.max;
  }
  // A grade cell holding "14,5/20" is a mark.
  if (course.grade && /^\d+(?:[.,]\d+)?\s*\/\s*\d+$/.test(course.grade) && course.marksScored == null) {
    const p = parseMarksPair(course.grade);
    course.marksScored = p.scored;
    course.maximumMarks = p.max;
    course.grade = null;
  }
  // A grade cell holding a number and a word ("7,5 Notable"): the number is the mark.
  if (course.grade && course.marksScored == null) {
    const m = /^(\d+(?:[.,]\d+)?)\s+(\p{L}[\p{L} ]*)$/u.exec(course.grade);
    if (m && cells.every((c) => c.type !== 'marksScored')) {
      course.marksScored = parseNumber(m[1]);
      course.grade = m[2].trim();
    }
  }
  // Explicit term/session/year columns override the heading.
  const t = get('term');
  if (t) course.term = t;
  const s = get('session');
  if (s) {
    if (/^(19|20)\d{2}$/.test(s)) course.year = +s;
    else course.session = s;
  }
  const y = get('year');
  if (y && /^(19|20)\d{2}$/.test(y)) course.year = +y;
  return course;
}

export interface TableResult {
  courses: ExtractedCourse[];
  /** The lines that were read as course rows. */
  rowLines: Set<Line>;
  /** Lines (by object) that belong to the table region, headers and term headings included. */
  tableLines: Set<Line>;
  headers: Column[][];
}

/**
 * Read every course table of a document's lines (all pages, in order). After a header, every
 * line whose cells read as a course row (checked per column: a numeric credit, a short grade …)
 * is a course, wherever it is, so a table continues across page breaks, page headers and term
 * summaries; a repeated header only refreshes the columns. Term headings set the term of the
 * rows under them.
 */
export function extractCourses(lines: Line[]): TableResult {
  const courses: ExtractedCourse[] = [];
  const tableLines = new Set<Line>();
  const rowLines = new Set<Line>();
  const headers: Column[][] = [];
  let columns: Column[] | null = null;
  let term: TermInfo | null = null;
  let last: { course: ExtractedCourse; line: Line } | null = null;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const header = headerAt(lines, i);
    if (header) {
      columns = header.columns;
      headers.push(columns);
      for (let k = 0; k < header.lineCount; k++) tableLines.add(lines[i + k]);
      i += header.lineCount - 1;
      last = null;
      continue;
    }
    const text = line.text;
    // OCR specks ("." "'" "-") are not cells.
    const cellsOfLine = line.segments.filter((sg) => /[\p{L}\p{N}]/u.test(sg.text));
    // Separate cells are separate parts of a heading ("Curso académico 2019-2020", "-", "Primer semestre").
    const headingText = cellsOfLine.map((sg) => sg.text).join(' · ');
    if (!columns) {
      // A term heading above the first header applies to the first rows.
      if (looksLikeTermHeading(headingText) && cellsOfLine.length <= 2 && !/:/.test(headingText)) term = parseTermHeading(headingText);
      continue;
    }
    const cells = assignCells(line.items, columns);
    const row = !spansColumns(line, columns) && isCourseRow(cells);
    if (row) {
      const course = toCourse(cells, term, columns);
      courses.push(course);
      tableLines.add(line);
      rowLines.add(line);
      last = { course, line };
      continue;
    }
    if (!row && looksLikeTermHeading(headingText) && cellsOfLine.length <= 3 && !/:\s*\S/.test(headingText) && !isStopLine(headingText)) {
      term = parseTermHeading(headingText);
      tableLines.add(line);
      last = null;
      continue;
    }
    // A wrapped course name: only the name column, right under the previous row.
    if (last && cells.length === 1 && cells[0].type === 'name' && line.pageNumber === last.line.pageNumber) {
      const gap = line.y - (last.line.y + last.line.height);
      if (gap < line.height * 0.6 && !isStopLine(text) && !looksLikeTermHeading(text)) {
        last.course.courseName = cleanValue(`${last.course.courseName ?? ''} ${cells[0].text}`);
        tableLines.add(line);
        last = { course: last.course, line };
        continue;
      }
    }
  }
  repairDecimals(courses);
  if (lines.some((l) => l.items.some((i) => i.confidence !== null))) repairOcr(courses);
  return { courses, rowLines, tableLines, headers };
}

/** OCR confusions between letters and digits, both ways. */
const TO_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', L: '1', i: '1', '|': '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', T: '7' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '7': 'T' };

/**
 * Repairs of OCR readings that the column makes evident: course codes are brought to the
 * letter/digit pattern most codes of the column share ("MIINFO1" among "M1INF02"… → "M1INF01",
 * "M B205" → "MB205"); a two-digit grade among "1,7"-style grades gets its comma back; a
 * trailing "Il"/"Ill" of a course name is the Roman numeral.
 */
export function repairOcr(courses: ExtractedCourse[]): void {
  const codes = courses.map((c) => c.courseNumber).filter((c): c is string => !!c);
  if (codes.length >= 4) {
    const spaced = codes.filter((c) => /\s/.test(c)).length;
    if (spaced * 3 < codes.length) for (const c of courses) if (c.courseNumber) c.courseNumber = c.courseNumber.replace(/\s+/g, '');
    const byLength = new Map<number, string[]>();
    for (const c of courses) if (c.courseNumber) byLength.set(c.courseNumber.length, [...(byLength.get(c.courseNumber.length) ?? []), c.courseNumber]);
    for (const [len, group] of byLength) {
      if (group.length < 4) continue;
      const pattern: Array<'d' | 'l' | '?'> = [];
      for (let i = 0; i < len; i++) {
        const digits = group.filter((g) => /\d/.test(g[i])).length;
        const letters = group.filter((g) => /\p{L}/u.test(g[i])).length;
        pattern.push(digits >= group.length * 0.75 ? 'd' : letters >= group.length * 0.75 ? 'l' : '?');
      }
      for (const c of courses) {
        if (!c.courseNumber || c.courseNumber.length !== len) continue;
        c.courseNumber = [...c.courseNumber]
          .map((ch, i) => (pattern[i] === 'd' && TO_DIGIT[ch] ? TO_DIGIT[ch] : pattern[i] === 'l' && TO_LETTER[ch] ? TO_LETTER[ch] : ch))
          .join('');
      }
    }
  }
  const grades = courses.map((c) => c.grade).filter((g): g is string => !!g);
  const decimalGrades = grades.filter((g) => /^\d[.,]\d$/.test(g));
  if (decimalGrades.length >= grades.length * 0.6 && decimalGrades.length >= 3) {
    const sep = decimalGrades.filter((g) => g.includes(',')).length >= decimalGrades.length / 2 ? ',' : '.';
    for (const c of courses) if (c.grade && /^[1-5]\d$/.test(c.grade)) c.grade = `${c.grade[0]}${sep}${c.grade[1]}`;
  }
  for (const c of courses) {
    if (c.courseName) c.courseName = c.courseName.replace(/\s(?:Il|lI|ll)$/, ' II').replace(/\s(?:Ill|IIl|lll|IlI)$/, ' III');
  }
}

/**
 * OCR drops small decimal points: a credit "75" among "7.5" credits, or a mark "77" over a
 * maximum of 10, is read as 7.5 / 7.7. Only values that are impossible as printed are changed.
 */
export function repairDecimals(courses: ExtractedCourse[]): void {
  const decimals = new Set(courses.map((c) => c.credit).filter((n): n is number => n !== null && !Number.isInteger(n)));
  for (const c of courses) {
    if (c.credit !== null && c.credit > 60 && Number.isInteger(c.credit) && c.credit < 100) {
      const fixed = c.credit / 10;
      if (decimals.has(fixed) || decimals.size > 0) c.credit = fixed;
    }
    if (c.marksScored !== null && c.maximumMarks !== null && c.marksScored > c.maximumMarks && Number.isInteger(c.marksScored)) {
      const fixed = c.marksScored / 10;
      if (fixed <= c.maximumMarks) c.marksScored = fixed;
    }
  }
}

/** A line that is one run spanning three or more columns is running text, not a row. */
function spansColumns(line: Line, columns: Column[]): boolean {
  const bs = bands(columns);
  return line.items.some((it) => bs.filter((b) => Math.min(it.x + it.width, b.hi) - Math.max(it.x, b.lo) > 2).length >= 3);
}

const WORD_GRADE = /^[\p{L}][\p{L}\s.+\-]{0,24}$/u;

/** Whether a cell's text is plausible for its column. */
/** OCR leaves specks next to numbers ("6:", "‘7,5"): numeric columns drop them. */
const NUMERIC_COLUMNS: readonly ColumnType[] = ['credit', 'marksScored', 'maximumMarks', 'marksPair'];
const despeckle = (t: string) => t.replace(/^[\s:;,.'‘’`|_]+|[\s:;,'‘’`|_]+$/g, '').replace(/\.$/, '');

function cellValid(c: Cell): boolean {
  const t = NUMERIC_COLUMNS.includes(c.type) ? despeckle(c.text) : c.text.trim();
  switch (c.type) {
    case 'credit': {
      // Up to 60 credits; OCR may drop a decimal point ("7.5" → "75"), repaired after the table.
      const n = parseNumber(t);
      return n !== null && NUMERIC.test(t.replace(/\s/g, '')) && n >= 0 && (n <= 60 || (n < 100 && Number.isInteger(n)));
    }
    case 'marksScored':
      return /^\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?%?$/.test(t) || /^(ab|abs|absent|--?|—)$/i.test(t);
    case 'maximumMarks':
      return NUMERIC.test(t);
    case 'marksPair':
      return /^\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?$/.test(t);
    case 'grade':
    case 'alternateGrade':
      return t.length <= 25 && t.split(/\s+/).length <= 4 && (/^[A-Za-z][+\-]?$/.test(t) || NUMERIC.test(t) || /^\d+(?:[.,]\d+)?\s+\p{L}/u.test(t) || WORD_GRADE.test(t) || /^[A-Z]{1,3}[+\-*]?$/.test(t));
    case 'passStatus':
      return t.length <= 20 && t.split(/\s+/).length <= 3 && !/\d{3,}/.test(t);
    case 'code':
      return t.length <= 16 && t.split(/\s+/).length <= 3 && /[A-Za-z0-9]/.test(t) && !/:$/.test(t);
    case 'name':
      return /\p{L}{2,}/u.test(t) && !/:\s*$/.test(t);
    case 'term':
    case 'session':
    case 'year':
      return t.length <= 30;
    default:
      return true;
  }
}

/** A row that carries a course: a name or a code, and values that fit their columns. */
function isCourseRow(cells: Cell[]): boolean {
  const name = cells.find((c) => c.type === 'name');
  const code = cells.find((c) => c.type === 'code');
  if (!name && !code) return false;
  if (name && !cellValid(name)) return false;
  if (code && !cellValid(code)) return false;
  if (!name && code && !/\d/.test(code.text)) return false;
  const first = (name ?? code)!;
  if (isStopLine(first.text) && !(code && name)) return false;
  const values = cells.filter((c) => DATA_TYPES.includes(c.type));
  if (!values.length) return false;
  return values.every(cellValid) && cells.filter((c) => c.type !== 'ignore').every(cellValid);
}
