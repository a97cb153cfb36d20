/**
 * Procedural course tables whose numeric columns and trailing lines vary (development only): the
 * p-course-table documents plus which column is the credit — "3.0", "3 cr", "5 ECTS", contact hours
 * beside the credits, hours and no credits, credits only as a term's total — and what follows the
 * table: cumulative lines, a grading key set as a table, a note, a signature block
 * (lib/p-course-table.ts, `ColumnVariants`).
 */
import type { Family } from '../types';
import { renderCourseTable } from '../lib/p-course-table';
import { LANGS } from '../lib/p-lexicon';

export const families: Family[] = Object.entries(LANGS).map(([key, lang]) => ({
  id: `p-course-columns-${key}`,
  country: lang.country,
  languages: [lang.code],
  kind: 'transcript',
  degradations: [],
  samples: 3,
  conventions: `Procedural course tables in ${lang.name} (${lang.country}) as p-course-table-${key}, with the credit printed with a decimal or a unit, contact hours beside it or instead of it, or only as a term's total, and cumulative lines, a grading key table, a note and a signature block after the table.`,
  render: (rng) => renderCourseTable(rng, key, { columns: true }),
}));
