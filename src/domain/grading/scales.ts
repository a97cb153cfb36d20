/**
 * Grading-scale tables (docs/grading-scales.md): one JSON data file per grading system under
 * ./scales, each citing its sources. A table either lists bands (a range of marks and/or the
 * labels printed for it → a US letter grade and grade points) or states the modified Bavarian
 * formula (a grade placed linearly between the best grade and the minimum pass of its scale).
 * Grades printed without a grade (passed, failed, not counted) are listed per table.
 */
import deGerman from './scales/de-1-5.json';
import ects from './scales/ects.json';
import egPercentage from './scales/eg-percentage.json';
import es10 from './scales/es-10.json';
import fr20 from './scales/fr-20.json';
import inCgpa10 from './scales/in-cgpa-10.json';
import inPercentage from './scales/in-percentage.json';
import it30 from './scales/it-30.json';
import kzLetter from './scales/kz-letter.json';
import ruUa5 from './scales/ru-ua-5.json';
import th4 from './scales/th-4.json';
import ua100 from './scales/ua-100.json';
import ukMarks from './scales/uk-marks.json';
import usLetter from './scales/us-letter.json';
import zaPercentage from './scales/za-percentage.json';

/** How a table's credits relate to US semester credits (convertCredits). */
export type CreditUnitKind = 'semester' | 'quarter' | 'ects' | 'contact-hours' | 'indian' | 'uk-cats' | 'saqa';

export interface ScaleBand {
  /** Inclusive range of the printed value (after `percentOf` scaling); absent for label-only bands. */
  min?: number;
  max?: number;
  /** Labels printed for this band (upper case as read after normalization). */
  labels: string[];
  us: string;
  points: number;
  /** False for the failing band; true when absent. */
  passing?: boolean;
}

export interface GradingScale {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes of the countries whose documents use it. */
  countries: string[];
  creditUnit: CreditUnitKind;
  kind: 'bands' | 'bavarian';
  /** Bands: the maximum of the scale, so a mark printed with another maximum (78/100, 15/20) is rescaled to it. */
  percentOf?: number;
  bands?: ScaleBand[];
  /** Bavarian: the best grade and the minimum pass of the scale (a German 1.0 and 4.0). */
  best?: number;
  minPass?: number;
  /** Bavarian: words printed for a grade, with the grade they stand for. */
  words?: { word: string; grade: number }[];
  withoutGrade: { passed: string[]; failed: string[]; notCounted: string[] };
  sources: { title: string; url: string }[];
  notes: string;
}

const TABLES = [usLetter, inCgpa10, inPercentage, deGerman, ukMarks, fr20, es10, it30, ruUa5, ua100, ects, egPercentage, th4, zaPercentage, kzLetter] as unknown as GradingScale[];

export const GRADING_SCALES: ReadonlyMap<string, GradingScale> = new Map(TABLES.map((t) => [t.id, t]));

export function gradingScale(id: string): GradingScale | null {
  return GRADING_SCALES.get(id) ?? null;
}

/** The tables that name the country (ISO alpha-2), in the order above; ECTS applies to every Bologna-area table's letters. */
export function scalesOfCountry(countryCode: string | null): GradingScale[] {
  if (countryCode === null) return [];
  const code = countryCode.toUpperCase();
  return TABLES.filter((t) => t.countries.includes(code));
}

/**
 * Semester credits for a number of credits of the table's unit (docs/grading-scales.md, "Credits"):
 * ECTS × 0.5 (60 ECTS and 30 US semester credits are one full-time year), quarter × 2/3, contact
 * hours ÷ 15 (one semester credit is one hour a week over a 15-week term), Indian university
 * credits × 1 (the UGC credit is defined the same way: one hour of lecture a week through a
 * semester), UK CATS and South African SAQA credits × 0.25 (120 a year each). Two decimals.
 */
export function toSemesterCredits(value: number, unit: CreditUnitKind): number {
  const factor: Record<CreditUnitKind, number> = { semester: 1, quarter: 2 / 3, ects: 0.5, 'contact-hours': 1 / 15, indian: 1, 'uk-cats': 0.25, saqa: 0.25 };
  return Math.round(value * factor[unit] * 100) / 100;
}
