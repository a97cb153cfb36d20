/**
 * Procedural award-certificate families (development only): English-language certificates whose
 * key fields stand in running text and in the places certificates put them, drawn from the seed by
 * lib/p-award.ts — certifying wordings, the holder's name in a sentence, on a centred line or in a
 * box and in five forms (with particles and initials), the qualification in the sentence, on a
 * title line, after "having completed …" or in a caption, several dates of which one is the
 * completion, and the institution in a letterhead with its address, in a seal line or in the
 * conferring sentence. Each family id forces one of these so the benchmark shows them apart.
 */
import type { Family } from '../types';
import { renderPAward, type PAwardOptions } from '../lib/p-award';

const EN = ['US', 'GB', 'IN', 'NG', 'KE', 'PK', 'PH'];

const family = (id: string, options: Omit<PAwardOptions, 'countries'>, degradations: Family['degradations'], conventions: string): Family => ({
  id: `p-award${options.vocab === 2 ? '2' : ''}-${id}`,
  country: 'IN',
  languages: ['en'],
  kind: 'diploma',
  degradations,
  samples: 5,
  conventions: `Procedural award certificate (lib/p-award.ts): ${conventions}`,
  render: (rng) => renderPAward(rng, { countries: EN, ...options }),
});

export const families: Family[] = [
  family('mixed', {}, ['scan'], 'every convention drawn from the seed.'),
  family('sentence', { names: ['sentence'], qualifications: ['sentence', 'completed'] }, [], 'the holder and the qualification inside one certifying sentence.'),
  family('names', { names: ['centred', 'box', 'upon'], hardNames: true }, [], 'the holder on a line of its own or in a box; surnames with particles, initials, LAST, First and SURNAME Given.'),
  family('dates', { manyDates: true }, [], 'the examination month, the conferral, the issue a year later and a print date on one page.'),
  family('seal', { institutions: ['seal', 'senate'] }, [], 'the institution only in a seal line or in the conferring sentence, its address at the foot.'),
  // The second vocabulary (written after the engine's rules for the first): other certifying, award,
  // caption and date wordings in the same places.
  family('mixed', { vocab: 2 }, [], 'the second vocabulary, every convention drawn from the seed.'),
  family('sentence', { vocab: 2, names: ['sentence'], qualifications: ['sentence', 'completed'] }, [], 'the second vocabulary, the holder and the qualification inside one sentence.'),
  family('names', { vocab: 2, names: ['centred', 'box', 'upon'], hardNames: true }, [], 'the second vocabulary, the holder on a line of its own or in a box.'),
  family('dates', { vocab: 2, manyDates: true }, [], 'the second vocabulary, several dates on one page.'),
];
