/**
 * Converting one printed grade to a US letter grade and grade points through a grading-scale
 * table (./scales.ts; docs/grading-scales.md).
 */
import type { GradingScale, ScaleBand } from './scales';

export type ConversionKind = 'graded' | 'passed' | 'failed' | 'not-counted' | 'unreadable';

export interface GradeConversion {
  scaleId: string;
  original: string | null;
  /**
   * graded: a US grade and points; passed / failed: a result without a grade (credits earned or
   * not, outside the GPA); not-counted: withdrawn, incomplete, audit (no credits, outside the GPA);
   * unreadable: the table does not know the grade (left to the operator).
   */
  kind: ConversionKind;
  usGrade: string | null;
  points: number | null;
  passing: boolean | null;
  /** The numeric value the band was chosen by, after rescaling to the table's maximum. */
  value: number | null;
}

/** The US letters and their points, for grades computed on the 4.0 scale (Bavarian formula). */
const US_LETTERS: readonly [string, number][] = [
  ['A', 4.0], ['A-', 3.7], ['B+', 3.3], ['B', 3.0], ['B-', 2.7], ['C+', 2.3], ['C', 2.0], ['C-', 1.7], ['D+', 1.3], ['D', 1.0], ['D-', 0.7], ['F', 0],
];

/** The US letter whose points are nearest (a tie goes to the lower letter). */
export function usLetterFor(points: number): string {
  let best = US_LETTERS[US_LETTERS.length - 1]!;
  for (const l of US_LETTERS) if (Math.abs(l[1] - points) <= Math.abs(best[1] - points) + 1e-9) best = l;
  return best[0];
}

/** Upper case, one space, no surrounding punctuation: how labels are compared. */
export function normalizeGrade(raw: string): string {
  return raw
    .normalize('NFC')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'«»„“”(]+|[\s"'«»„“”)]+$/g, '')
    .trim();
}

const NUMBER = /(\d+(?:[.,]\d+)?)/g;

function parseNumber(s: string): number {
  return Number(s.replace(',', '.'));
}

/**
 * The number a grade prints: `1,7`, `15.5/20`, `78 %`, `Sehr gut (1,3)`, `4+`, `30 e lode` (30).
 * With a maximum (`/20`, or the course's maximum marks), rescaled to the table's maximum.
 */
function numericValue(g: string, scale: GradingScale, maximum: number | null): number | null {
  const numbers = [...g.matchAll(NUMBER)].map((m) => parseNumber(m[1]!));
  if (numbers.length === 0) return null;
  let value = numbers[0]!;
  let max = maximum;
  const slash = /(\d+(?:[.,]\d+)?)\s*(?:\/|OUT OF|OF|SUR|SU|DE|VON|ИЗ|З)\s*(\d+(?:[.,]\d+)?)/.exec(g);
  if (slash) {
    value = parseNumber(slash[1]!);
    max = parseNumber(slash[2]!);
  } else if (numbers.length > 1 && !/\(/.test(g)) {
    // Two numbers without a "/" or a bracket (a range, a date): not a grade this table reads.
    return null;
  }
  if (!Number.isFinite(value)) return null;
  if (max !== null && max > 0 && scale.percentOf !== undefined && max !== scale.percentOf) value = (value / max) * scale.percentOf;
  return Math.round(value * 1000) / 1000;
}

function fromBand(scale: GradingScale, original: string, band: ScaleBand, value: number | null): GradeConversion {
  const passing = band.passing !== false;
  return { scaleId: scale.id, original, kind: 'graded', usGrade: band.us, points: band.points, passing, value };
}

function result(scale: GradingScale, original: string | null, kind: ConversionKind, passing: boolean | null = null): GradeConversion {
  return { scaleId: scale.id, original, kind, usGrade: null, points: null, passing, value: null };
}

/**
 * One printed grade through one table. `marks`/`maximum` (a marksheet's marks and maximum marks)
 * are used when the grade itself is empty. Order: results without a grade, then labels, then the
 * printed number (bands by range, or the Bavarian formula).
 */
export function convertGrade(scale: GradingScale, raw: string | null, marks: { scored: number | null; maximum: number | null } = { scored: null, maximum: null }): GradeConversion {
  const text = raw === null ? '' : normalizeGrade(raw);
  const original = raw === null || raw.trim() === '' ? (marks.scored !== null ? String(marks.scored) + (marks.maximum !== null ? `/${marks.maximum}` : '') : null) : raw.trim();
  if (text !== '') {
    if (scale.withoutGrade.passed.includes(text)) return result(scale, original, 'passed', true);
    if (scale.withoutGrade.failed.includes(text)) return result(scale, original, 'failed', false);
    if (scale.withoutGrade.notCounted.includes(text)) return result(scale, original, 'not-counted');
  }
  if (scale.kind === 'bands') {
    const bands = scale.bands ?? [];
    const labelled = bands.find((b) => b.labels.includes(text));
    if (labelled) return fromBand(scale, original ?? text, labelled, null);
    const value = text !== '' ? numericValue(text, scale, marks.maximum) : marks.scored !== null ? numericValue(String(marks.scored), scale, marks.maximum) : null;
    if (value === null) return result(scale, original, 'unreadable');
    // The band whose range holds the value; bands are contiguous at two decimals, so the highest
    // band whose minimum the value reaches is the one (a value above every maximum is unreadable).
    const ranged = bands.filter((b) => b.min !== undefined && b.max !== undefined);
    const top = Math.max(...ranged.map((b) => b.max!));
    if (ranged.length === 0 || value > top + 1e-9 || value < 0) return result(scale, original, 'unreadable');
    const band = ranged.filter((b) => value >= b.min! - 1e-9).sort((a, b) => b.min! - a.min!)[0];
    return band ? fromBand(scale, original ?? String(value), band, value) : result(scale, original, 'unreadable');
  }
  // The modified Bavarian formula read onto the US 4.0 scale (best 4.0, minimum pass D = 1.0):
  // points = 1 + 3 (g − minPass) / (best − minPass). A grade worse than the minimum pass fails.
  const best = scale.best!;
  const minPass = scale.minPass!;
  let value: number | null = null;
  const word = (scale.words ?? []).find((w) => text === w.word);
  const numeric = text !== '' ? numericValue(text, scale, null) : null;
  if (numeric !== null) value = numeric;
  else if (word !== undefined) value = word.grade;
  if (value === null) return result(scale, original, 'unreadable');
  const lower = Math.min(best, minPass);
  const upper = Math.max(best, minPass);
  const worst = best < minPass ? 6 : lower - (upper - lower);
  if ((best < minPass && (value < best - 1e-9 || value > worst)) || (best > minPass && value > best + 1e-9)) return result(scale, original, 'unreadable');
  const fails = best < minPass ? value > minPass + 1e-9 : value < minPass - 1e-9;
  if (fails) return { scaleId: scale.id, original, kind: 'graded', usGrade: 'F', points: 0, passing: false, value };
  const points = Math.round((1 + (3 * (value - minPass)) / (best - minPass)) * 100) / 100;
  return { scaleId: scale.id, original, kind: 'graded', usGrade: usLetterFor(points), points, passing: true, value };
}

/** How many of the grades the table reads (graded or a result without grade): to choose a table. */
export function readableShare(scale: GradingScale, grades: readonly (string | null)[]): number {
  const present = grades.filter((g): g is string => g !== null && g.trim() !== '');
  if (present.length === 0) return 0;
  return present.filter((g) => convertGrade(scale, g).kind !== 'unreadable').length / present.length;
}
