/**
 * Procedural course tables (development only): one family per language group, each document a
 * combination of course-table conventions drawn from the seed (lib/p-course-table.ts), so that
 * the table reader is measured on layouts no rule was written against one by one.
 */
import type { Family } from '../types';
import type { Degradation } from '../types';
import { renderCourseTable } from '../lib/p-course-table';
import { LANGS } from '../lib/p-lexicon';

const DEGRADE: Record<string, Degradation[]> = {
  'en-us': ['scan'],
  'en-in': ['photo'],
  de: ['scan'],
  fr: ['photo'],
  ru: ['scan'],
  tr: ['scan'],
  id: ['scan'],
};

export const families: Family[] = Object.entries(LANGS).map(([key, lang]) => ({
  id: `p-course-table-${key}`,
  country: lang.country,
  languages: [lang.code],
  kind: 'transcript',
  degradations: DEGRADE[key] ?? [],
  conventions: `Procedural course tables in ${lang.name} (${lang.country}): header vocabulary and synonyms of the language, column order and presence, one- or two-line and spanning headers, no header, term headings, a term column, terms side by side, newspaper columns, wrapped titles, rules or zebra fills, decimal commas, totals and GPA rows, watermarks and page breaks drawn from the seed, as national grading-scale references and registrar guides describe them.`,
  render: (rng) => renderCourseTable(rng, key),
}));
