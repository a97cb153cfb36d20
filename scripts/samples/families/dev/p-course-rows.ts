/**
 * Procedural course tables whose rows are hard to accept (development only): rows without a grade,
 * grades in words or pass/fail only, marks only, odd codes or none, titles with digits and numerals,
 * bilingual titles on two lines, block sub-headings and subtotals, a page break without the header,
 * a second table under the first, footnote markers, tight spacing, and lines that are no rows after
 * the table (lib/p-course-rows.ts).
 */
import type { Family } from '../types';
import { renderCourseRows } from '../lib/p-course-rows';
import { ROWS_LANGS } from '../lib/p-course-rows-data';

export const families: Family[] = Object.entries(ROWS_LANGS).map(([key, lang]) => ({
  id: `p-course-rows-${key}`,
  country: lang.countries[0].cc,
  languages: [lang.code],
  kind: 'transcript',
  // Rows hard to accept are harder still read by OCR: a scan of each language.
  degradations: ['scan'],
  samples: 3,
  conventions: `Procedural course tables in ${lang.name} (${lang.countries.map((c) => c.cc).join(', ')}) whose rows vary in what makes them hard to accept (no grade, grades in words, pass/fail, marks only, odd or no codes, bilingual titles, blocks with subtotals, a page break without header, a second table) with legends, totals, notes and signatures that are no rows, as national grading-scale references describe them.`,
  render: (rng) => renderCourseRows(rng, key),
}));
