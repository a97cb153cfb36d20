/**
 * Procedural level-of-education families (development only): school-leaving certificates and diplomas
 * of Hungary, Greece, Mongolia, Uzbekistan, Latvia, Lithuania, Estonia, Georgia and Uganda whose
 * qualification is printed as a stage of education ("vispārējā vidējā izglītība", "upper secondary
 * education") or a bare national degree title in lower case ("bakalavr"), under a caption in the national
 * language only or bilingual, under its caption, on a title line or in an award sentence; the holder's
 * name after or under its caption, in capitals or SURNAME first (lib/p-levels.ts). `p-levels2-*`: the second
 * vocabulary (lib/p-levels-data.ts, `COUNTRIES2`), other countries and wordings.
 */
import type { Family } from '../types';
import { renderPLevels, type PLevelsOptions } from '../lib/p-levels';

const ALL = ['HU', 'GR', 'MN', 'UZ', 'LV', 'LT', 'EE', 'GE', 'UG'];

const ALL2 = ['FI', 'NO', 'DK', 'NL', 'AM', 'ZW', 'VE'];

const family = (id: string, options: PLevelsOptions, conventions: string): Family => ({
  id: `p-levels${options.vocab === 2 ? '2' : ''}-${id}`,
  country: options.countries[0],
  languages: ['en'],
  kind: 'diploma',
  degradations: [],
  samples: 5,
  conventions: `Procedural levels of education (lib/p-levels.ts): ${conventions}`,
  render: (rng) => renderPLevels(rng, options),
});

export const families: Family[] = [
  family('school', { countries: ALL, school: true }, 'school-leaving certificates, every placement drawn from the seed.'),
  family('degree', { countries: ['GR', 'MN', 'UZ', 'GE'], school: false }, 'diplomas whose degree is a bare national title in lower case or a stage of studies.'),
  family('captions', { countries: ALL, places: ['caption', 'below'], bilingual: false }, 'the qualification after or under a caption in the national language only.'),
  family('text', { countries: ALL, places: ['title', 'sentence'] }, 'the qualification on a title line or in an English award sentence.'),
  // The second vocabulary (written after the engine's stage-of-education rules, measured untouched first):
  // Finland, Norway, Denmark, the Netherlands, Armenia, Zimbabwe and Venezuela, other captions and wordings.
  family('school', { vocab: 2, countries: ALL2, school: true }, 'the second vocabulary, school-leaving certificates.'),
  family('degree', { vocab: 2, countries: ['AM', 'ZW'], school: false }, 'the second vocabulary, diplomas with a bare title or a stage of studies.'),
  family('captions', { vocab: 2, countries: ALL2, places: ['caption', 'below'], bilingual: false }, 'the second vocabulary, national captions only.'),
  family('text', { vocab: 2, countries: ALL2, places: ['title', 'sentence'] }, 'the second vocabulary, title lines and English sentences.'),
];
