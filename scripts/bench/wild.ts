/**
 * The honest half of the processing benchmark: the engines on the wild corpus
 * (scripts/samples/families), development and held-out families reported apart. No engine rule
 * was written against a held-out family, so its figures say how the engines do on layouts they
 * never saw; the development figures are an upper bound.
 *
 * Per split and per medium (text PDFs; scans, photos and screenshots):
 *   - academic documents classified academic, non-academic ones classified `other`;
 *   - key fields right (candidate name and date of birth, institution, country, qualification
 *     name and level, year of completion), over the fields each document prints;
 *   - course rows found (an extracted row whose name or code matches the printed one), and of
 *     those rows the grades and credits right;
 *   - invented values: a value where the document prints none (decision "Extraction field types"), and extra course rows;
 *   - pages per minute, text layer and OCR.
 */
import path from 'node:path';
import type { DocumentKind, ExtractedCourse, ExtractionResult } from '../../src/processing/types';
import { createEngines } from '../../src/processing/engines';
import { createTextEngine, groupLines } from '../../src/processing/text';
import { headerAt } from '../../src/processing/extraction/table';
import type { DocumentText, TextItem } from '../../src/processing/types';
import { SCALAR_FIELDS, valuesMatch } from '../../src/processing/extraction/accuracy';
import { fold, similarity } from '../../src/processing/extraction/normalize';
import type { FileKind } from '../../src/domain/fileTypes';
import type { WildDocument, WildManifest, Split } from '../samples/families/corpus';
import { ABLATED_FIELDS, fieldOf, locateField, printedForms, spreadSample, withoutItems, words } from './ablate';
import { PLACEMENTS, withDecoyRows, type Placement } from './decoyRows';
import { withDecoys, type Inserted } from './decoys';
import { TABLE_FORMS, withTableForm } from './tableForms';
import { GRADE_SCALES, scaleFor, withGradeScale } from './gradeScales';
import { CAPTION_FORMS, withCaptionForms, type Reset } from './captionForms';
import { drawTitles, firstHalf, FORM_KINDS, tableOnly, withGenericTitle, withoutTitles, type FormKind } from './classifyForms';

export const KEY_FIELDS = [
  'candidate.fullName',
  'candidate.dateOfBirth',
  'institution.name',
  'institution.countryCode',
  'qualification.name',
  'qualification.level',
  'qualification.yearOfCompletion',
] as const;

export const TARGETS = {
  text: { keyFields: 0.9, rowsFound: 0.9 },
  scans: { keyFields: 0.8, rowsFound: 0.75 },
  gradesAndCredits: 0.95,
  academic: 0.98,
  invented: 0.01,
};

type Medium = 'text' | 'scans';

interface Tally {
  ok: number;
  n: number;
}

const t = (): Tally => ({ ok: 0, n: 0 });
const add = (x: Tally, ok: boolean) => {
  x.n++;
  if (ok) x.ok++;
};

interface Group {
  documents: number;
  academic: Tally;
  nonAcademic: Tally;
  keyFields: Tally;
  perKey: Record<string, Tally>;
  rowsFound: Tally;
  grades: Tally;
  credits: Tally;
  invented: Tally;
  /** Invented values by field (and `courses` for extra rows): which readings guess. */
  inventedBy: Record<string, number>;
  /** Course rows missed, split by whether the document's table was found at all. */
  rowsMissedWholeTable: number;
  rowsMissedInFoundTable: number;
  failures: number;
  textPages: { pages: number; ms: number };
  ocrPages: { pages: number; ms: number };
  misses: string[];
}

const group = (): Group => ({
  documents: 0,
  academic: t(),
  nonAcademic: t(),
  keyFields: t(),
  perKey: Object.fromEntries(KEY_FIELDS.map((k) => [k, t()])),
  rowsFound: t(),
  grades: t(),
  credits: t(),
  invented: t(),
  inventedBy: {},
  rowsMissedWholeTable: 0,
  rowsMissedInFoundTable: 0,
  failures: 0,
  textPages: { pages: 0, ms: 0 },
  ocrPages: { pages: 0, ms: 0 },
  misses: [],
});

function get(obj: ExtractionResult, p: string): unknown {
  const [a, b] = p.split('.') as [keyof ExtractionResult, string | undefined];
  const top = obj[a] as unknown;
  if (b === undefined) return top;
  return top && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
}

/** Names and titles compare without case, accents, punctuation or a leading "The". */
const loose = (v: unknown) =>
  fold(String(v))
    .replace(/^the\s+/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function keyFieldMatches(field: string, expected: unknown, actual: unknown): boolean {
  if (actual === null || actual === undefined) return false;
  if (field === 'candidate.fullName' || field === 'institution.name' || field === 'qualification.name') return loose(expected) === loose(actual);
  return valuesMatch(expected, actual);
}

/**
 * Expected course rows paired with extracted ones: the same course code, or a name of at least
 * 0.8 similarity (OCR may misread a letter); each extracted row pairs once.
 */
export function findRows(expected: ExtractedCourse[], actual: ExtractedCourse[]): Array<ExtractedCourse | null> {
  const used = new Set<number>();
  // Codes are matched without their marks: Turkish "BİL 416" lower-cases to "bi̇l" (i + a combining dot)
  // and OCR reads it "BIL 416"; the row is the same, its grade and credit are judged on their own.
  const norm = (s: string | null) => (s ? s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toLowerCase() : '');
  return expected.map((e) => {
    let best = -1;
    let bestScore = 0;
    actual.forEach((a, j) => {
      if (used.has(j)) return;
      let score = 0;
      if (e.courseNumber && norm(e.courseNumber) === norm(a.courseNumber)) score = 1 + (e.courseName ? similarity(e.courseName, a.courseName) : 0);
      else if (e.courseName && a.courseName) {
        const s = similarity(e.courseName, a.courseName);
        if (s >= 0.8) score = s;
      }
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    });
    if (best < 0) return null;
    used.add(best);
    return actual[best];
  });
}

export function scoreDocument(doc: WildDocument, kind: DocumentKind, actual: ExtractionResult, g: Group): void {
  const academic = doc.kind !== 'other';
  if (academic) add(g.academic, kind !== 'other');
  else add(g.nonAcademic, kind === 'other');
  if (!academic) {
    if (kind !== 'other') g.misses.push(`${doc.file}: not academic, classified ${kind}`);
    return;
  }
  if (kind === 'other') g.misses.push(`${doc.file}: academic ${doc.kind}, classified other`);
  const expected = doc.expected;
  if (!expected) return;
  for (const f of KEY_FIELDS) {
    const e = get(expected, f);
    if (e === null || e === undefined) continue;
    const ok = kind !== 'other' && keyFieldMatches(f, e, get(actual, f));
    add(g.keyFields, ok);
    add(g.perKey[f], ok);
    if (!ok) g.misses.push(`${doc.file}: ${f} expected ${JSON.stringify(e)} got ${JSON.stringify(get(actual, f) ?? null)}`);
  }
  // What was extracted from a document classified `other` is never served: count nothing invented.
  const out = kind === 'other' ? null : actual;
  for (const f of SCALAR_FIELDS) {
    if (f === 'languageCode' || f === 'language') continue;
    const e = get(expected, f);
    if (e !== null && e !== undefined) continue;
    const a = out ? get(out, f) : null;
    const invented = a !== null && a !== undefined && a !== '';
    add(g.invented, !invented);
    if (invented) {
      g.inventedBy[f] = (g.inventedBy[f] ?? 0) + 1;
      g.misses.push(`${doc.file}: ${f} invented ${JSON.stringify(a)}`);
    }
  }
  const rows = findRows(expected.courses, out?.courses ?? []);
  const wrongCredits: string[] = [];
  const wrongGrades: string[] = [];
  rows.forEach((a, i) => {
    const e = expected.courses[i];
    add(g.rowsFound, a !== null);
    if (!a) return;
    if (e.grade !== null) {
      const ok = valuesMatch(e.grade, a.grade);
      add(g.grades, ok);
      if (!ok) wrongGrades.push(`${JSON.stringify(e.courseName)} expected ${JSON.stringify(e.grade)} got ${JSON.stringify(a.grade)}`);
    }
    if (e.credit !== null) {
      const ok = valuesMatch(e.credit, a.credit);
      add(g.credits, ok);
      if (!ok) wrongCredits.push(`${JSON.stringify(e.courseName)} expected ${e.credit} got ${JSON.stringify(a.credit)}`);
    }
    // A credit where the page prints none for the row (hours only, a term's total only) is invented.
    else {
      const invented = a.credit !== null && a.credit !== undefined;
      add(g.invented, !invented);
      if (invented) {
        g.inventedBy['course.credit'] = (g.inventedBy['course.credit'] ?? 0) + 1;
        g.misses.push(`${doc.file}: credit of ${JSON.stringify(e.courseName)} invented ${JSON.stringify(a.credit)}`);
      }
    }
  });
  if (wrongGrades.length) g.misses.push(`${doc.file}: ${wrongGrades.length} grades wrong, e.g. ${wrongGrades[0]}`);
  if (wrongCredits.length) g.misses.push(`${doc.file}: ${wrongCredits.length} credits wrong, e.g. ${wrongCredits[0]}`);
  const missed = rows.filter((r) => r === null).length;
  if (missed === rows.length) g.rowsMissedWholeTable += missed;
  else g.rowsMissedInFoundTable += missed;
  if (missed) g.misses.push(`${doc.file}: ${missed}/${rows.length} course rows not found`);
  // Extracted rows that match no printed row are invented rows.
  const extra = (out?.courses.length ?? 0) - rows.filter(Boolean).length;
  for (let k = 0; k < extra; k++) add(g.invented, false);
  if (extra > 0) g.inventedBy.courses = (g.inventedBy.courses ?? 0) + extra;
  if (extra > 0) g.misses.push(`${doc.file}: ${extra} extra course rows`);
}

const pct = (x: Tally) => (x.n ? `${((100 * x.ok) / x.n).toFixed(1)}%` : 'n/a');
const ppm = (x: { pages: number; ms: number }) => (x.pages ? ((60_000 * x.pages) / x.ms).toFixed(1) : 'n/a');
const mark = (x: Tally, goal: number) => (x.n ? (x.ok / x.n >= goal ? ' (goal met)' : ` (goal ${(goal * 100).toFixed(0)}%: NOT met)`) : '');

/**
 * A perturbation for development (`--pseudo-headers`): every word of the lines the course-table
 * reader takes for a table header is replaced by a pseudo-word of the same length (digits, scales
 * and punctuation kept), the same word always by the same pseudo-word. The tables then have
 * headers no lexicon holds, as tables in languages or vocabularies the engines were not written
 * against do; the rows found with it say how much of the reading rests on the header's words.
 */
export function withPseudoHeaders(text: DocumentText): DocumentText {
  const pseudo = (word: string): string => {
    let h = 2166136261;
    for (const ch of word.toLowerCase()) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
    const [cons, vows] = ['bdfgklmnprstvz', 'aeiou'];
    let k = 0;
    return word.replace(/\p{L}/gu, (ch) => {
      h = Math.imul(h ^ k, 16777619) >>> 0;
      const next = k++ % 2 === 0 ? cons[h % cons.length] : vows[h % vows.length];
      return ch === ch.toUpperCase() && ch !== ch.toLowerCase() ? next.toUpperCase() : next;
    });
  };
  return {
    pages: text.pages.map((page) => {
      const lines = groupLines(page);
      const header = new Set<TextItem>();
      for (let i = 0; i < lines.length; i++) {
        const h = headerAt(lines, i);
        if (!h) continue;
        for (let k = 0; k < h.lineCount; k++) for (const it of lines[i + k]?.items ?? []) header.add(it);
        i += h.lineCount - 1;
      }
      return { ...page, items: page.items.map((it) => (header.has(it) ? { ...it, text: it.text.replace(/\p{L}+/gu, pseudo) } : it)) };
    }),
  };
}

interface Ablation {
  /**
   * Per field: variants tried, values invented (non-null and not the truth), values still read right (the truth printed
   * elsewhere on the page: a rule that nulls a field loses these), located-nowhere skips, and the families the variants
   * came from.
   */
  perField: Record<string, { variants: number; invented: number; right: number; skipped: number; families: Set<string> }>;
  list: string[];
}

/** A located ablation variant waiting for the sample (`--ablate-limit`). */
interface AblationCandidate {
  doc: WildDocument;
  fileName: string;
  text: DocumentText;
  field: string;
  truth: unknown;
  located: ReturnType<typeof locateField> & object;
}


export interface WildOptions {
  verbose?: boolean;
  pseudoHeaders?: boolean;
  /** Run the ablation measure (./ablate.ts) on development text documents. */
  ablate?: boolean;
  /** At most this many variants per field, spread over the families from the seed (`spreadSample`); 0: all. */
  ablateLimit?: number;
  /** The seed of the ablation sample (the corpus's seed when absent). */
  ablateSeed?: number;
  /** Only the measures asked for: the untouched documents are classified, not read and scored. */
  measuresOnly?: boolean;
  /** Tally the untouched reading's scalar fields by the rule that gave them: right, wrong, invented (`--rule-tally`). */
  ruleTally?: boolean;
  /** Only these fields (or field suffixes, e.g. `cgpa`) are ablated; all when empty. */
  ablateFields?: string[];
  /** Run the decoy measure (./decoys.ts) on development text documents: this many variants per document (0: off). */
  decoys?: number;
  /** Run the decoy-rows measure (./decoyRows.ts) on development text documents with course rows. */
  decoyRows?: boolean;
  /** Run the table-forms measure (./tableForms.ts) on development text documents with course rows: this many variants per form (0: off). */
  tableForms?: number;
  /** Run the grade-scales measure (./gradeScales.ts): this many variants (scales) per document with graded course rows (0: off). */
  gradeScales?: number;
  /** Run the caption-forms measure (./captionForms.ts) on development text documents: this many variants per document (0: off). */
  captionForms?: number;
  /** Run the classification-forms measure (./classifyForms.ts): this many generic titles per document (0: off). */
  classifyForms?: number;
  /** Only these forms of the table-forms measure (all when empty). */
  tableFormsOnly?: string[];
}

interface CaptionFormTally {
  variants: number;
  reclassified: number;
  /** Per field and form (`field form`): fields re-set, values changed to something not the truth, values lost. */
  cells: Record<string, { n: number; changed: number; lost: number }>;
  /** Fields not re-set that changed all the same (collateral). */
  collateral: number;
  list: string[];
}

interface ScaleTally {
  variants: number;
  reclassified: number;
  /** Rows whose grade cell was replaced, and their grades right untouched (the printed grade) and replaced. */
  replaced: number;
  gradesBase: number;
  grades: number;
  /** Rows of the truth found untouched and with the new grades; rows found untouched and lost. */
  rows: number;
  rowsFoundBase: number;
  rowsFound: number;
  lost: number;
  extraBase: number;
  extra: number;
  /** Wrong readings: printed grade -> what was read (for the verbose listing). */
  wrong: string[];
}

const scaleTally = (): ScaleTally => ({ variants: 0, reclassified: 0, replaced: 0, gradesBase: 0, grades: 0, rows: 0, rowsFoundBase: 0, rowsFound: 0, lost: 0, extraBase: 0, extra: 0, wrong: [] });

interface ClassifyTally {
  /** Academic variants, those still academic, those of the untouched kind. */
  academic: number;
  stillAcademic: number;
  sameKind: number;
  /** Non-academic variants and those still kept out. */
  other: number;
  keptOut: number;
  /** Documents the variant does not apply to (no title found, no course table). */
  notApplicable: number;
}

const classifyTally = (): ClassifyTally => ({ academic: 0, stillAcademic: 0, sameKind: 0, other: 0, keptOut: 0, notApplicable: 0 });

interface DecoyTally {
  variants: number;
  reclassified: number;
  /** Per field: values a decoy changed to something not the truth, values lost (right before, null after). */
  perField: Record<string, { invented: number; lost: number }>;
  /** Inventions per decoy kind (the kind whose line prints the invented value; `?` when none does). */
  byKind: Record<string, number>;
  list: string[];
}

interface RowDecoyTally {
  variants: number;
  /** Rows that match no truth course, untouched and with the block. */
  extraBase: number;
  extra: number;
  rowsFoundBase: number;
  rowsFound: number;
  rows: number;
  gradesBase: Tally;
  grades: Tally;
  creditsBase: Tally;
  credits: Tally;
  notPlaced: number;
}

const rowDecoyTally = (): RowDecoyTally => ({ variants: 0, extraBase: 0, extra: 0, rowsFoundBase: 0, rowsFound: 0, rows: 0, gradesBase: t(), grades: t(), creditsBase: t(), credits: t(), notPlaced: 0 });

/** Rows found, grades and credits right among them, and extra rows, of one extraction against the truth. */
function courseFigures(expected: ExtractedCourse[], actual: ExtractedCourse[]): { found: number; grades: Tally; credits: Tally; extra: ExtractedCourse[] } {
  const rows = findRows(expected, actual);
  const grades = t();
  const credits = t();
  rows.forEach((a, i) => {
    if (!a) return;
    const e = expected[i];
    if (e.grade !== null) add(grades, valuesMatch(e.grade, a.grade));
    if (e.credit !== null) add(credits, valuesMatch(e.credit, a.credit));
  });
  const paired = new Set(rows.filter(Boolean));
  return { found: rows.filter(Boolean).length, grades, credits, extra: actual.filter((a) => !paired.has(a)) };
}

/**
 * A variant of a document's course table (decoy rows, table forms) counted against the untouched document into each
 * tally; what the variant made worse (classified other, extra rows, rows lost, grades or credits), '' when nothing.
 */
function tallyRowVariant(tallies: RowDecoyTally[], truthRows: number, base: ReturnType<typeof courseFigures>, f: ReturnType<typeof courseFigures>, vKind: string): string {
  for (const x of tallies) {
    x.variants++;
    x.rows += truthRows;
    x.extraBase += base.extra.length;
    x.extra += f.extra.length;
    x.rowsFoundBase += base.found;
    x.rowsFound += f.found;
    for (const [to, from] of [[x.gradesBase, base.grades], [x.grades, f.grades], [x.creditsBase, base.credits], [x.credits, f.credits]] as const) {
      to.ok += from.ok;
      to.n += from.n;
    }
  }
  const newExtra = f.extra.filter((a) => !base.extra.some((b) => b.courseName === a.courseName && b.courseNumber === a.courseNumber));
  const lost = base.found - f.found;
  const worse = f.grades.ok < base.grades.ok || f.credits.ok < base.credits.ok;
  return [
    vKind === 'other' ? 'classified other' : '',
    newExtra.length ? `${newExtra.length} extra: ${newExtra.slice(0, 4).map((a) => JSON.stringify([a.courseNumber, a.courseName, a.grade, a.credit].filter((y) => y !== null).join(' | '))).join(', ')}` : '',
    lost ? `${lost} rows lost` : '',
    worse ? `grades ${base.grades.ok}->${f.grades.ok}, credits ${base.credits.ok}->${f.credits.ok}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export async function runWild(dir: string, manifest: WildManifest, options: WildOptions = {}): Promise<void> {
  const decoys: Record<string, RowDecoyTally> = {};
  const scales: Record<string, ScaleTally> = {};
  const rowDecoyList: string[] = [];
  const forms: Record<string, RowDecoyTally> = {};
  const formList: string[] = [];
  const decoyTally: DecoyTally = { variants: 0, reclassified: 0, perField: Object.fromEntries(ABLATED_FIELDS.map((f) => [f, { invented: 0, lost: 0 }])), byKind: {}, list: [] };
  const formTally: CaptionFormTally = { variants: 0, reclassified: 0, cells: {}, collateral: 0, list: [] };
  const classifyTallies = Object.fromEntries(FORM_KINDS.map((k) => [k, classifyTally()])) as Record<FormKind, ClassifyTally>;
  const classifyList: string[] = [];
  const classifyBase = { academicMissed: 0, otherMissed: 0 };
  const ablation: Ablation = { perField: Object.fromEntries(ABLATED_FIELDS.map((f) => [f, { variants: 0, invented: 0, right: 0, skipped: 0, families: new Set<string>() }])), list: [] };
  const ablationCandidates: AblationCandidate[] = [];
  const ruleTally: RuleTally = {};
  // Each page's source and time, reported by the text engine as it goes.
  let pageTimes: Array<{ source: string; ms: number }> = [];
  const engines = createEngines(
    { translationUrl: null, translationApiKey: null, translationTimeoutMs: 30_000 },
    { text: createTextEngine({ onPage: ({ source, ms }) => pageTimes.push({ source, ms }) }) },
  );
  const groups = new Map<string, Group>();
  const g = (split: Split, medium: Medium) => {
    const k = `${split}/${medium}`;
    if (!groups.has(k)) groups.set(k, group());
    return groups.get(k)!;
  };
  for (const doc of manifest.documents) {
    const medium: Medium = doc.variant === 'text' ? 'text' : 'scans';
    const grp = g(doc.split, medium);
    grp.documents++;
    const file = { path: path.join(dir, doc.file), kind: doc.format as FileKind, fileName: path.basename(doc.file) };
    pageTimes = [];
    let text;
    try {
      text = await engines.text.extract(file);
      if (options.pseudoHeaders) text = withPseudoHeaders(text);
    } catch (err) {
      grp.failures++;
      grp.misses.push(`${doc.file}: text failed: ${(err as Error).message}`);
      scoreDocument(doc, 'other', emptyExtraction(), grp);
      continue;
    }
    for (const p of pageTimes) {
      const acc = p.source === 'ocr' ? grp.ocrPages : grp.textPages;
      acc.pages++;
      acc.ms += p.ms;
    }
    const classified = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text }]);
    const kind = classified.documents[0]?.kind ?? 'other';
    // `--measures-only` (ablation alone): the untouched document is not read, only its variants are.
    const extracted = kind === 'other' || options.measuresOnly ? emptyExtraction() : engines.extraction.extract([{ kind, text }]);
    if (options.decoyRows && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected && doc.expected.courses.length >= 2) {
      const truth = doc.expected.courses;
      const base = courseFigures(truth, extracted.courses);
      for (const placement of PLACEMENTS) {
        const v = withDecoyRows(text, truth, doc.file, placement);
        const tallies = [(decoys[placement] ??= rowDecoyTally())];
        if (!v) {
          tallies[0].notPlaced++;
          continue;
        }
        tallies.push(
          (decoys[`kind:${v.block.kind}`] ??= rowDecoyTally()),
          (decoys[`${placement}:${v.block.kind}`] ??= rowDecoyTally()),
          (decoys[`align:${v.align}`] ??= rowDecoyTally()),
          (decoys.total ??= rowDecoyTally()),
        );
        const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: v.text }]).documents[0]?.kind ?? 'other';
        const got = vKind === 'other' ? [] : engines.extraction.extract([{ kind: vKind, text: v.text }]).courses;
        const worse = tallyRowVariant(tallies, truth.length, base, courseFigures(truth, got), vKind);
        if (worse) rowDecoyList.push(`${doc.file} ${placement}/${v.align} ${v.block.id}${v.caption ? '+caption' : ''}: ${worse}`);
      }
    }
    if (options.tableForms && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected && doc.expected.courses.length >= 2) {
      const truth = doc.expected.courses;
      const base = courseFigures(truth, extracted.courses);
      for (const form of TABLE_FORMS.filter((f) => !options.tableFormsOnly?.length || options.tableFormsOnly.includes(f))) {
        for (let n = 0; n < options.tableForms; n++) {
          // Only the synonyms draw words; the other forms have one variant.
          if (n > 0 && form !== 'synonyms') break;
          const v = withTableForm(text, truth, form, { languages: doc.languages, seed: seedOf(doc.file) + 7919 * n });
          const x = (forms[form] ??= rowDecoyTally());
          if (!v) {
            x.notPlaced++;
            continue;
          }
          const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: v.text }]).documents[0]?.kind ?? 'other';
          const got = vKind === 'other' ? [] : engines.extraction.extract([{ kind: vKind, text: v.text }]).courses;
          const worse = tallyRowVariant([x, (forms.total ??= rowDecoyTally())], truth.length, base, courseFigures(truth, got), vKind);
          if (worse) formList.push(`${doc.file} ${form} (${v.note}): ${worse}`);
        }
      }
    }
    if (options.gradeScales && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected && doc.expected.courses.some((c) => c.grade !== null)) {
      const truth = doc.expected.courses;
      const baseRows = findRows(truth, extracted.courses);
      const baseExtra = extracted.courses.length - baseRows.filter(Boolean).length;
      for (let v = 0; v < Math.min(options.gradeScales, GRADE_SCALES.length); v++) {
        const scale = scaleFor(doc.file, v);
        const r = withGradeScale(text, truth, doc.file, scale);
        const tallies = [(scales[scale.id] ??= scaleTally()), (scales.total ??= scaleTally())];
        if (!r) continue;
        const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: r.text }]).documents[0]?.kind ?? 'other';
        const got = vKind === 'other' ? [] : engines.extraction.extract([{ kind: vKind, text: r.text }]).courses;
        const rows = findRows(r.courses, got);
        for (const x of tallies) {
          x.variants++;
          if (vKind !== kind) x.reclassified++;
          x.rows += truth.length;
          x.rowsFoundBase += baseRows.filter(Boolean).length;
          x.rowsFound += rows.filter(Boolean).length;
          x.lost += baseRows.filter((b, i) => b && !rows[i]).length;
          x.extraBase += baseExtra;
          x.extra += got.length - rows.filter(Boolean).length;
          for (const i of r.replaced) {
            x.replaced++;
            if (baseRows[i] && valuesMatch(truth[i].grade, baseRows[i]!.grade)) x.gradesBase++;
            if (rows[i] && valuesMatch(r.courses[i].grade, rows[i]!.grade)) x.grades++;
            else if (x !== scales.total) x.wrong.push(`${doc.file}: ${JSON.stringify(r.courses[i].grade)} (was ${JSON.stringify(truth[i].grade)}) read ${rows[i] ? JSON.stringify(rows[i]!.grade) : 'row lost'}`);
          }
        }
      }
    }
    if (!options.measuresOnly) scoreDocument(doc, kind, extracted, grp);
    if (options.ruleTally && kind !== 'other' && doc.expected) tallyRules(doc, extracted, ruleTally);
    if (options.decoys && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected) {
      for (let v = 0; v < options.decoys; v++) {
        const { text: variant, inserted } = withDecoys(text, seedOf(doc.file) + 7919 * v, { languages: doc.languages, country: doc.country });
        const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: variant }]).documents[0]?.kind ?? 'other';
        const got = vKind === 'other' ? emptyExtraction() : engines.extraction.extract([{ kind: vKind, text: variant }]);
        scoreDecoys(doc, extracted, got, inserted, vKind !== kind, decoyTally);
      }
    }
    if (options.captionForms && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected) {
      for (let v = 0; v < options.captionForms; v++) {
        const { text: variant, resets } = withCaptionForms(text, seedOf(doc.file) + 104729 * (v + 1), { languages: doc.languages, truth: doc.expected, printed: doc.printed });
        if (!resets.length) continue;
        const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: variant }]).documents[0]?.kind ?? 'other';
        const got = vKind === 'other' ? emptyExtraction() : engines.extraction.extract([{ kind: vKind, text: variant }]);
        scoreCaptionForms(doc, extracted, got, resets, vKind !== kind, formTally);
      }
    }
    if (options.classifyForms && doc.split === 'dev' && medium === 'text') {
      const academic = doc.kind !== 'other';
      // Only documents the untouched engine classifies right: the measure is what the variant changes.
      if (academic !== (kind !== 'other')) {
        if (academic) classifyBase.academicMissed++;
        else classifyBase.otherMissed++;
      } else {
        const variants: Array<[FormKind, string, DocumentText | null]> = [
          ['no-title', '', withoutTitles(text)],
          ...drawTitles(seedOf(doc.file), options.classifyForms, doc.languages, academic).map((t): [FormKind, string, DocumentText | null] => ['generic-title', t, withGenericTitle(text, t)]),
          ['first-half', '', firstHalf(text)],
          ['table-only', '', academic && doc.expected && doc.expected.courses.length >= 2 ? tableOnly(text, doc.expected.courses.map((c) => c.courseName ?? '').filter(Boolean)) : null],
        ];
        for (const [form, title, variant] of variants) {
          const x = classifyTallies[form];
          if (!variant) {
            x.notApplicable++;
            continue;
          }
          const vKind = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text: variant }]).documents[0]?.kind ?? 'other';
          if (academic) {
            x.academic++;
            if (vKind !== 'other') x.stillAcademic++;
            if (vKind === kind) x.sameKind++;
            if (vKind !== kind) classifyList.push(`${doc.file} ${form}${title ? ` "${title}"` : ''}: ${kind} -> ${vKind}`);
          } else {
            x.other++;
            if (vKind === 'other') x.keptOut++;
            else classifyList.push(`${doc.file} ${form}${title ? ` "${title}"` : ''}: other -> ${vKind}`);
          }
        }
      }
    }
    if (options.ablate && doc.split === 'dev' && medium === 'text' && kind !== 'other' && doc.expected) {
      for (const f of ABLATED_FIELDS) {
        if (options.ablateFields?.length && !options.ablateFields.some((x) => f === x || f.endsWith(`.${x}`))) continue;
        const truth = fieldOf(doc.expected, f);
        if (truth === null || truth === undefined) continue;
        const located = locateField(text, f, truth, doc.printed);
        if (!located) {
          ablation.perField[f].skipped++;
          continue;
        }
        const candidate = { doc, fileName: file.fileName, text, field: f, truth, located };
        // With a limit the variants are drawn after the loop, spread over the families (`spreadSample`).
        if (options.ablateLimit) ablationCandidates.push(candidate);
        else runAblation(candidate, engines, ablation);
      }
    }
  }
  if (options.ablate && options.ablateLimit) {
    const seed = options.ablateSeed ?? manifest.seed;
    for (const f of ABLATED_FIELDS) {
      const mine = ablationCandidates.filter((c) => c.field === f).map((c) => ({ ...c, family: c.doc.family, file: c.doc.file }));
      for (const c of spreadSample(mine, f, options.ablateLimit, seed)) runAblation(c, engines, ablation);
    }
  }
  if (options.ablate) printAblation(ablation, options);
  if (options.ruleTally) printRuleTally(ruleTally, options);
  if (options.decoys) printDecoys(decoyTally, options);
  if (options.captionForms) printCaptionForms(formTally, options);
  if (options.decoyRows) printDecoyRows(decoys, rowDecoyList, options);
  if (options.tableForms) printTableForms(forms, formList, options);
  if (options.gradeScales) printGradeScales(scales, options);
  if (options.classifyForms) printClassifyForms(classifyTallies, classifyBase, classifyList, options);
  for (const split of ['dev', 'heldout'] as const) {
    const fams = manifest.families.filter((f) => f.split === split);
    console.log(`\n=== wild corpus, ${split === 'dev' ? 'DEVELOPMENT' : 'HELD-OUT'} families (${fams.length}): ${fams.map((f) => f.id).join(', ')}`);
    for (const medium of ['text', 'scans'] as const) {
      const x = groups.get(`${split}/${medium}`);
      if (!x) continue;
      const goals = TARGETS[medium];
      console.log(`  ${medium === 'text' ? 'text PDFs' : 'scans, photos, screenshots'} (${x.documents} documents${x.failures ? `, ${x.failures} failed to read` : ''})`);
      console.log(`    academic classified academic: ${pct(x.academic)} (${x.academic.ok}/${x.academic.n})${mark(x.academic, TARGETS.academic)}; non-academic kept out: ${pct(x.nonAcademic)} (${x.nonAcademic.ok}/${x.nonAcademic.n})`);
      console.log(`    key fields right:             ${pct(x.keyFields)} (${x.keyFields.ok}/${x.keyFields.n})${mark(x.keyFields, goals.keyFields)}`);
      for (const [k, v] of Object.entries(x.perKey)) console.log(`      ${k.padEnd(34)} ${pct(v).padStart(6)} (${v.ok}/${v.n})`);
      console.log(`    course rows found:            ${pct(x.rowsFound)} (${x.rowsFound.ok}/${x.rowsFound.n})${mark(x.rowsFound, goals.rowsFound)}`);
      const missedRows = x.rowsMissedWholeTable + x.rowsMissedInFoundTable;
      if (missedRows) console.log(`      missed: ${x.rowsMissedWholeTable} in documents where no row was found, ${x.rowsMissedInFoundTable} in documents with some rows found`);
      console.log(`      grades right (found rows):  ${pct(x.grades)} (${x.grades.ok}/${x.grades.n})${mark(x.grades, TARGETS.gradesAndCredits)}`);
      console.log(`      credits right (found rows): ${pct(x.credits)} (${x.credits.ok}/${x.credits.n})${mark(x.credits, TARGETS.gradesAndCredits)}`);
      const inv: Tally = { ok: x.invented.n - x.invented.ok, n: x.invented.n };
      console.log(`    invented values:              ${pct(inv)} (${inv.ok} of ${inv.n} null-truth fields and extra rows)${inv.n ? (inv.ok / inv.n <= TARGETS.invented ? ' (goal met)' : ' (goal ≤1%: NOT met)') : ''}`);
      const by = Object.entries(x.inventedBy).sort((p, q) => q[1] - p[1]);
      if (by.length) console.log(`      by field: ${by.map(([k, v]) => `${k} ${v}`).join(', ')}`);
      console.log(`    pages per minute (text engine only): text layer ${ppm(x.textPages)} (${x.textPages.pages} pages), OCR ${ppm(x.ocrPages)} (${x.ocrPages.pages} pages)`);
      if (options.verbose && x.misses.length) console.log(`    misses:\n      ${x.misses.join('\n      ')}`);
    }
  }
}

type Engines = ReturnType<typeof createEngines>;

/** One ablation variant: the located line(s) taken off, the document classified and read again, the field tallied. */
function runAblation(c: AblationCandidate, engines: Engines, ablation: Ablation): void {
  const { doc, field: f, truth, located, text } = c;
  const tally = ablation.perField[f];
  tally.variants++;
  tally.families.add(doc.family);
  const variant = withoutItems(text, located);
  const vKind = engines.classification.classify([{ documentId: doc.file, fileName: c.fileName, text: variant }]).documents[0]?.kind ?? 'other';
  if (vKind === 'other') return;
  const read = engines.extraction.extract([{ kind: vKind, text: variant }]);
  const got = fieldOf(read, f);
  if (got === null || got === undefined || got === '') return;
  // The rule that gave the value (its evidence's), so that a fallback that guesses can be named.
  const rule = read.provenance?.fields[f]?.rule;
  if (valuesMatch(truth, got) || keyFieldMatches('institution.name', truth, got)) {
    tally.right++;
    return;
  }
  // A certificate's date is its award (scripts/samples/README.md: completion "from the award date";
  // docs/document-understanding.md, "Qualification"): with the completion's line gone, the year of a
  // date of issue still printed is the value the conventions give, no invention. Listed, not counted.
  const issued = fieldOf(doc.expected!, 'qualification.dateOfIssue');
  if (f === 'qualification.yearOfCompletion' && vKind === 'diploma' && typeof issued === 'string' && got === Number(issued.slice(0, 4)) && locateField(variant, 'qualification.dateOfIssue', issued, doc.printed)) {
    ablation.list.push(`${doc.file}: ${f} without [${[...located.items].map((it) => it.text).join(' ')}] -> ${JSON.stringify(got)}, the year of the date of issue still printed (allowed)`);
    return;
  }
  tally.invented++;
  const removed = [...located.items].map((it) => it.text).join(' ');
  ablation.list.push(`${doc.file}: ${f} without [${removed}] -> ${JSON.stringify(got)} (truth ${JSON.stringify(truth)})${rule ? ` [${rule}]` : ''}`);
}

/** Per field, per rule of its evidence: values right, wrong (the truth is another value) and invented (the truth is null). */
type RuleTally = Record<string, Record<string, { right: number; wrong: number; invented: number; list: string[] }>>;

function tallyRules(doc: WildDocument, got: ExtractionResult, tally: RuleTally): void {
  for (const f of ABLATED_FIELDS) {
    const v = fieldOf(got, f);
    if (empty(v)) continue;
    const truth = fieldOf(doc.expected!, f);
    const rule = got.provenance?.fields[f]?.rule ?? '(no evidence)';
    const x = ((tally[f] ??= {})[rule] ??= { right: 0, wrong: 0, invented: 0, list: [] });
    if (empty(truth)) {
      x.invented++;
      x.list.push(`${doc.file}: ${JSON.stringify(v)} (truth null)`);
    } else if (valuesMatch(truth, v) || keyFieldMatches(f, truth, v)) x.right++;
    else {
      x.wrong++;
      x.list.push(`${doc.file}: ${JSON.stringify(v)} (truth ${JSON.stringify(truth)})`);
    }
  }
}

function printRuleTally(tally: RuleTally, options: WildOptions): void {
  console.log('\n=== rules (development text PDFs, untouched): each scalar field by the rule that gave it; right, wrong, invented (truth null)');
  for (const [f, rules] of Object.entries(tally)) {
    console.log(`  ${f}`);
    for (const [rule, x] of Object.entries(rules).sort((a, b) => b[1].right + b[1].wrong + b[1].invented - (a[1].right + a[1].wrong + a[1].invented))) {
      console.log(`    ${String(x.right).padStart(5)} ${String(x.wrong).padStart(4)} ${String(x.invented).padStart(4)}  ${rule}`);
      if (options.verbose) for (const l of x.list) console.log(`              ${l}`);
    }
  }
}

function printClassifyForms(forms: Record<FormKind, ClassifyTally>, base: { academicMissed: number; otherMissed: number }, list: string[], options: WildOptions): void {
  console.log(`\n=== classification forms (development text PDFs): titles removed, replaced by ${options.classifyForms} generic wording(s), first half of page 1, course table alone`);
  console.log(`  (documents the untouched engine already misclassifies are left out: ${base.academicMissed} academic, ${base.otherMissed} non-academic)`);
  console.log(`  ${'variant'.padEnd(14)} ${'academic still academic'.padStart(26)} ${'same kind'.padStart(20)} ${'non-academic kept out'.padStart(24)} ${'n/a'.padStart(5)}`);
  const f = (ok: number, n: number) => `${n ? `${((100 * ok) / n).toFixed(1)}%` : 'n/a'} (${ok}/${n})`;
  const total = classifyTally();
  for (const [k, x] of Object.entries(forms)) {
    for (const key of Object.keys(total) as Array<keyof ClassifyTally>) total[key] += x[key];
    console.log(`  ${k.padEnd(14)} ${f(x.stillAcademic, x.academic).padStart(26)} ${f(x.sameKind, x.academic).padStart(20)} ${f(x.keptOut, x.other).padStart(24)} ${String(x.notApplicable).padStart(5)}`);
  }
  console.log(`  ${'total'.padEnd(14)} ${f(total.stillAcademic, total.academic).padStart(26)} ${f(total.sameKind, total.academic).padStart(20)} ${f(total.keptOut, total.other).padStart(24)} ${String(total.notApplicable).padStart(5)}`);
  if (options.verbose && list.length) console.log(`  classified otherwise:\n    ${list.join('\n    ')}`);
}

function printAblation(a: Ablation, options: WildOptions): void {
  console.log(`\n=== ablation (development text PDFs): one printed field removed at a time, label and value${options.ablateLimit ? `; at most ${options.ablateLimit} variants per field, spread over the families (seed ${options.ablateSeed ?? 'of the corpus'})` : ''}`);
  console.log(`  ${'field'.padEnd(36)} ${'variants'.padStart(8)} ${'families'.padStart(8)} ${'invented'.padStart(8)} ${'%'.padStart(6)} ${'right'.padStart(6)}  (not located: skipped)`);
  let v = 0;
  let inv = 0;
  let right = 0;
  for (const [f, x] of Object.entries(a.perField)) {
    v += x.variants;
    inv += x.invented;
    right += x.right;
    console.log(`  ${f.padEnd(36)} ${String(x.variants).padStart(8)} ${String(x.families.size).padStart(8)} ${String(x.invented).padStart(8)} ${(x.variants ? `${((100 * x.invented) / x.variants).toFixed(1)}%` : 'n/a').padStart(6)} ${String(x.right).padStart(6)}  (${x.skipped})`);
  }
  console.log(`  ${'total'.padEnd(36)} ${String(v).padStart(8)} ${''.padStart(8)} ${String(inv).padStart(8)} ${(v ? `${((100 * inv) / v).toFixed(1)}%` : 'n/a').padStart(6)} ${String(right).padStart(6)}`);
  console.log('  (right: the truth still read from another printed place; a rule that nulls a field without its own evidence must not lower it)');
  if (options.verbose && a.list.length) console.log(`  invented under ablation:\n    ${a.list.join('\n    ')}`);
}

/** A document's seed for its decoys: a hash of its file name (stable across runs and corpora). */
function seedOf(file: string): number {
  let h = 2166136261;
  for (const c of file) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

function scoreDecoys(doc: WildDocument, base: ExtractionResult, got: ExtractionResult, inserted: Inserted[], reclassified: boolean, tally: DecoyTally): void {
  tally.variants++;
  if (reclassified) tally.reclassified++;
  const decoys = inserted.map((x) => `${x.kind}: ${x.text}`).join(' | ');
  for (const f of ABLATED_FIELDS) {
    const truth = fieldOf(doc.expected!, f);
    const before = fieldOf(base, f);
    const now = fieldOf(got, f);
    const right = (v: unknown) => valuesMatch(truth, v) || (!empty(truth) && keyFieldMatches(f, truth, v));
    if (empty(now)) {
      if (!empty(truth) && right(before)) {
        tally.perField[f].lost++;
        tally.list.push(`${doc.file}: ${f} lost ${JSON.stringify(before)} with [${decoys}]`);
      }
      continue;
    }
    if (valuesMatch(before, now) || right(now)) continue;
    // A print date on a page that dates its issue nowhere else is its date of issue (docs/document-understanding.md,
    // "Dates of a certificate"; the families' truth of a portal's "Print Date"): a decoy's print date read where the
    // undecoyed page gave no date of issue is the convention, no invention. Listed, not counted.
    const forms = f === 'qualification.dateOfIssue' && empty(before) ? printedForms(f, now) : [];
    if (forms.length && inserted.some((x) => x.kind === 'printed' && forms.some((m) => m(words(x.text))))) {
      tally.list.push(`${doc.file}: ${f} null -> ${JSON.stringify(now)}, the decoy's print date on a page without a date of issue (allowed)`);
      continue;
    }
    tally.perField[f].invented++;
    const w = words(String(now));
    const by = inserted.find((x) => {
      const lw = words(x.text);
      return w.length > 0 && w.some((t) => lw.includes(t));
    });
    const k = by?.kind ?? '?';
    tally.byKind[k] = (tally.byKind[k] ?? 0) + 1;
    tally.list.push(`${doc.file}: ${f} ${JSON.stringify(before)} -> ${JSON.stringify(now)} (truth ${JSON.stringify(truth)}) with [${decoys}]`);
  }
}

function printDecoys(x: DecoyTally, options: WildOptions): void {
  console.log(`\n=== decoys (development text PDFs): ${options.decoys} variant(s) per document with 4 decoy lines each; ${x.variants} variants, ${x.reclassified} classified otherwise`);
  console.log(`  ${'field'.padEnd(36)} ${'invented'.padStart(8)} ${'%'.padStart(6)} ${'lost'.padStart(6)}`);
  let inv = 0;
  let lost = 0;
  for (const [f, t] of Object.entries(x.perField)) {
    inv += t.invented;
    lost += t.lost;
    console.log(`  ${f.padEnd(36)} ${String(t.invented).padStart(8)} ${(x.variants ? `${((100 * t.invented) / x.variants).toFixed(1)}%` : 'n/a').padStart(6)} ${String(t.lost).padStart(6)}`);
  }
  console.log(`  ${'total'.padEnd(36)} ${String(inv).padStart(8)} ${''.padStart(6)} ${String(lost).padStart(6)}`);
  const by = Object.entries(x.byKind).sort((p, q) => q[1] - p[1]);
  if (by.length) console.log(`  invented, by the decoy that prints the value: ${by.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (options.verbose && x.list.length) console.log(`  changed by decoys:\n    ${x.list.join('\n    ')}`);
}

function scoreCaptionForms(doc: WildDocument, base: ExtractionResult, got: ExtractionResult, resets: Reset[], reclassified: boolean, tally: CaptionFormTally): void {
  tally.variants++;
  if (reclassified) tally.reclassified++;
  const formOf = new Map(resets.map((x) => [x.field as string, x]));
  for (const f of ABLATED_FIELDS) {
    const truth = fieldOf(doc.expected!, f);
    const before = fieldOf(base, f);
    const now = fieldOf(got, f);
    const reset = formOf.get(f);
    const right = (v: unknown) => valuesMatch(truth, v) || (!empty(truth) && keyFieldMatches(f, truth, v));
    const cell = reset ? (tally.cells[`${f} ${reset.form}`] ??= { n: 0, changed: 0, lost: 0 }) : null;
    if (cell) cell.n++;
    const where = reset ? `${reset.form}: [${reset.before}] -> [${reset.after}]` : `not re-set (${resets.map((x) => `${x.field.split('.').pop()} ${x.form}`).join(', ')})`;
    if (empty(now)) {
      if (!empty(truth) && right(before)) {
        if (cell) cell.lost++;
        else tally.collateral++;
        tally.list.push(`${doc.file}: ${f} lost ${JSON.stringify(before)}; ${where}`);
      }
      continue;
    }
    if (valuesMatch(before, now) || right(now)) continue;
    if (cell) cell.changed++;
    else tally.collateral++;
    tally.list.push(`${doc.file}: ${f} ${JSON.stringify(before)} -> ${JSON.stringify(now)} (truth ${JSON.stringify(truth)}); ${where}`);
  }
}

function printCaptionForms(x: CaptionFormTally, options: WildOptions): void {
  console.log(`\n=== caption forms (development text PDFs): ${options.captionForms} variant(s) per document, each captioned key field re-set in another form; ${x.variants} variants, ${x.reclassified} classified otherwise`);
  console.log('  changed (to a value not the truth) + lost (null where the untouched reading had the truth) / fields re-set, per field and form');
  const fields = [...new Set(Object.keys(x.cells).map((k) => k.split(' ')[0]))];
  const col = (s: string) => s.padStart(11);
  console.log(`  ${'field'.padEnd(34)}${CAPTION_FORMS.map(col).join('')}${col('all')}`);
  const cellText = (c: { n: number; changed: number; lost: number } | undefined) => (c && c.n ? `${c.changed}+${c.lost}/${c.n}` : '-');
  const sum = (cs: Array<{ n: number; changed: number; lost: number } | undefined>) =>
    cs.reduce((a: { n: number; changed: number; lost: number }, c) => (c ? { n: a.n + c.n, changed: a.changed + c.changed, lost: a.lost + c.lost } : a), { n: 0, changed: 0, lost: 0 });
  for (const f of fields) {
    const cs = CAPTION_FORMS.map((form) => x.cells[`${f} ${form}`]);
    console.log(`  ${f.padEnd(34)}${cs.map((c) => col(cellText(c))).join('')}${col(cellText(sum(cs)))}`);
  }
  const totals = CAPTION_FORMS.map((form) => sum(fields.map((f) => x.cells[`${f} ${form}`])));
  const all = sum(totals);
  console.log(`  ${'total'.padEnd(34)}${totals.map((c) => col(cellText(c))).join('')}${col(cellText(all))}`);
  console.log(`  worse: ${all.changed + all.lost} of ${all.n} fields re-set (${all.n ? ((100 * (all.changed + all.lost)) / all.n).toFixed(1) : 'n/a'}%); fields not re-set that changed or were lost: ${x.collateral}`);
  if (options.verbose && x.list.length) console.log(`  changed by a caption form:\n    ${x.list.join('\n    ')}`);
}

function printDecoyRows(d: Record<string, RowDecoyTally>, list: string[], options: WildOptions): void {
  console.log('\n=== decoy rows (development text PDFs with course rows): a block that is no course set above, below, between terms of, or beside the course table');
  console.log(`  ${'set'.padEnd(24)} ${'variants'.padStart(8)}  ${'extra rows (untouched -> with block)'.padEnd(38)} ${'rows found'.padEnd(34)} ${'grades right'.padEnd(30)} credits right`);
  const r = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  // Per placement and kind of block (`between:grading-scale`) with --verbose.
  const perPlacement = options.verbose ? PLACEMENTS.flatMap((p) => Object.keys(d).filter((k) => k.startsWith(`${p}:`)).sort()) : [];
  const order = [...PLACEMENTS, 'total', ...Object.keys(d).filter((k) => k.startsWith('align:')).sort(), ...Object.keys(d).filter((k) => k.startsWith('kind:')).sort(), ...perPlacement];
  for (const k of order) {
    const x = d[k as Placement | string];
    if (!x) continue;
    console.log(
      `  ${(k + (x.notPlaced ? ` (${x.notPlaced} not placed)` : '')).padEnd(24)} ${String(x.variants).padStart(8)}  ${`${x.extraBase} -> ${x.extra} (+${x.extra - x.extraBase})`.padEnd(38)} ${`${r(x.rowsFoundBase, x.rows)} -> ${r(x.rowsFound, x.rows)} (${x.rowsFound}/${x.rows})`.padEnd(34)} ${`${pct(x.gradesBase)} -> ${pct(x.grades)}`.padEnd(30)} ${pct(x.creditsBase)} -> ${pct(x.credits)}`,
    );
  }
  if (options.verbose && list.length) console.log(`  variants worse than the untouched document:\n    ${list.join('\n    ')}`);
}

function printTableForms(d: Record<string, RowDecoyTally>, list: string[], options: WildOptions): void {
  console.log(`\n=== table forms (development text PDFs with course rows): the course table set again in another form; ${options.tableForms} variant(s) of the synonyms per document`);
  console.log(`  ${'form'.padEnd(40)} ${'variants'.padStart(8)}  ${'extra rows (untouched -> form)'.padEnd(32)} ${'rows found'.padEnd(34)} ${'grades right'.padEnd(30)} credits right`);
  const r = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  for (const k of [...TABLE_FORMS, 'total']) {
    const x = d[k];
    if (!x) continue;
    console.log(
      `  ${(k + (x.notPlaced ? ` (${x.notPlaced} not applicable)` : '')).padEnd(40)} ${String(x.variants).padStart(8)}  ${`${x.extraBase} -> ${x.extra} (+${x.extra - x.extraBase})`.padEnd(32)} ${`${r(x.rowsFoundBase, x.rows)} -> ${r(x.rowsFound, x.rows)} (${x.rowsFound}/${x.rows})`.padEnd(34)} ${`${pct(x.gradesBase)} -> ${pct(x.grades)}`.padEnd(30)} ${pct(x.creditsBase)} -> ${pct(x.credits)}`,
    );
  }
  if (options.verbose && list.length) console.log(`  variants worse than the untouched document:\n    ${list.join('\n    ')}`);
}

function printGradeScales(d: Record<string, ScaleTally>, options: WildOptions): void {
  console.log(`\n=== grade scales (development text PDFs with graded course rows): the grade cells printed on another scale, ${options.gradeScales} scale(s) per document`);
  console.log(`  ${'scale'.padEnd(18)} ${'variants'.padStart(8)} ${'replaced'.padStart(8)}  ${'grades right (printed -> new)'.padEnd(34)} ${'rows found (untouched -> new)'.padEnd(34)} ${'lost'.padStart(5)} ${'extra'.padStart(9)} other`);
  const r = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  for (const k of [...GRADE_SCALES.map((s) => s.id), 'total']) {
    const x = d[k];
    if (!x) continue;
    console.log(
      `  ${k.padEnd(18)} ${String(x.variants).padStart(8)} ${String(x.replaced).padStart(8)}  ${`${r(x.gradesBase, x.replaced)} -> ${r(x.grades, x.replaced)} (${x.grades}/${x.replaced})`.padEnd(34)} ${`${r(x.rowsFoundBase, x.rows)} -> ${r(x.rowsFound, x.rows)}`.padEnd(34)} ${String(x.lost).padStart(5)} ${`${x.extraBase}->${x.extra}`.padStart(9)} ${x.reclassified}`,
    );
  }
  if (options.verbose) {
    for (const s of GRADE_SCALES) {
      const w = d[s.id]?.wrong ?? [];
      if (w.length) console.log(`  ${s.id}, grades not read as printed (${w.length}):\n    ${w.slice(0, 40).join('\n    ')}`);
    }
  }
}

function emptyExtraction(): ExtractionResult {
  return {
    languageCode: null,
    language: null,
    candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
    institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
    qualification: { registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null, yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null },
    courses: [],
  };
}
