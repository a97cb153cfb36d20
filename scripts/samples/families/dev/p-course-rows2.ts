/**
 * The second variant of the p-course-rows families (development only), written after the table
 * reader's rules for the first: other header synonyms and wordings (lib/p-course-rows-data.ts,
 * ROWS_LANGS2), the code after the title, an examination date column, numbered block headings,
 * credits printed as a dash, a second table without credits (lib/p-course-rows.ts, `second`).
 */
import type { Family } from '../types';
import { renderCourseRows } from '../lib/p-course-rows';
import { ROWS_LANGS2 } from '../lib/p-course-rows-data';

export const families: Family[] = Object.entries(ROWS_LANGS2).map(([key, lang]) => ({
  id: `p-course-rows2-${key}`,
  country: lang.countries[0].cc,
  languages: [lang.code],
  kind: 'transcript',
  degradations: ['scan'],
  samples: 3,
  conventions: `Procedural course tables in ${lang.name} as p-course-rows-${key}, in a second vocabulary (header synonyms, block, subtotal, in-progress and exemption wordings, grades in words with their number) and layout (the code after the title, an examination date column, numbered blocks, credits printed as a dash, a second table without credits).`,
  render: (rng) => renderCourseRows(rng, key, { langs: ROWS_LANGS2, second: true }),
}));
