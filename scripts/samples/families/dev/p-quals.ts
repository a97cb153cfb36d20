/**
 * Procedural qualification families (development only): diplomas and transcripts of the
 * Netherlands, Finland, Hungary, Lithuania, Latvia, Estonia, Norway, Venezuela, the Dominican
 * Republic, Uganda, Zimbabwe, Mongolia and Greece, in their languages and bilingual with English,
 * whose qualification stands in a degree caption (with or without a programme caption that names
 * the field), only in a programme caption, on a title line, in an award sentence, only in a footer
 * or as an abbreviation printed alone; levels from the name or a level caption (lib/p-quals.ts).
 * `p-quals2-*`: the second vocabulary (lib/p-quals-data.ts, `V2`), other countries and wordings.
 */
import type { Family } from '../types';
import { renderPQuals, type PQualsOptions } from '../lib/p-quals';

const ALL = ['NL', 'FI', 'HU', 'LT', 'LV', 'EE', 'NO', 'VE', 'DO', 'UG', 'ZW', 'MN', 'GR'];

const ALL2 = ['DK', 'BE', 'ZM', 'RW', 'GE', 'AM', 'UZ', 'KH'];

const family = (id: string, options: PQualsOptions, conventions: string): Family => ({
  id: `p-quals${options.vocab === 2 ? '2' : ''}-${id}`,
  country: options.countries[0],
  languages: ['en'],
  kind: options.kind,
  degradations: [],
  samples: 5,
  conventions: `Procedural qualification placements (lib/p-quals.ts): ${conventions}`,
  render: (rng) => renderPQuals(rng, options),
});

export const families: Family[] = [
  family('diploma', { countries: ALL, kind: 'diploma' }, 'diplomas, every placement drawn from the seed.'),
  family('transcript', { countries: ALL, kind: 'transcript' }, 'transcripts with a short course list whose titles carry degree words.'),
  family('captions', { countries: ALL, kind: 'transcript', places: ['caption', 'caption-programme', 'programme', 'abbreviation'] }, 'the qualification in a degree caption, beside a programme caption or only in one.'),
  family('text', { countries: ALL, kind: 'diploma', places: ['title', 'sentence', 'footer'] }, 'the qualification on a title line, in an award sentence or only in a footer.'),
  family('nordic-baltic', { countries: ['FI', 'NO', 'LT', 'LV', 'EE', 'HU'], kind: 'diploma', bilingual: true }, 'bilingual Nordic, Baltic and Hungarian diplomas.'),
  family('latam', { countries: ['VE', 'DO'], kind: 'diploma' }, 'Venezuelan and Dominican títulos and their professional degree names.'),
  // The second vocabulary (written after the engine's degree-head rules, measured untouched first):
  // Denmark, Belgium (French and Dutch), Zambia, Rwanda, Georgia, Armenia, Uzbekistan (Russian) and
  // Cambodia; the degree under its caption, two pairs on one line, an abbreviation with its field.
  family('diploma', { vocab: 2, countries: ALL2, kind: 'diploma' }, 'the second vocabulary, diplomas, every placement drawn from the seed.'),
  family('transcript', { vocab: 2, countries: ALL2, kind: 'transcript' }, 'the second vocabulary, transcripts with degree words in course titles.'),
  family('captions', { vocab: 2, countries: ALL2, kind: 'transcript', places: ['caption', 'below', 'two-pairs', 'abbreviation-field'] }, 'the second vocabulary, the qualification in captions.'),
  family('text', { vocab: 2, countries: ALL2, kind: 'diploma', places: ['title', 'sentence', 'footer'] }, 'the second vocabulary, the qualification on a title line, in a sentence or a footer.'),
];
