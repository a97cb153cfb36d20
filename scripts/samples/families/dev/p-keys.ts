/**
 * Procedural key-field families (development only): diplomas and academic records whose
 * key-value blocks are drawn from the seed by lib/p-keys.ts — twelve languages, bilingual captions,
 * six separators, five forms of the holder's name, decoy people, dates in the country's order, with
 * month names or in words, issue and print dates that are not the completion, letterheads that
 * place the issuer in six ways or not at all, and the qualification in a caption, a sentence, a
 * title line or a programme row. Each family id draws from its own countries or forces one
 * convention, so the benchmark shows them apart.
 */
import type { Family } from '../types';
import { renderPKeys, type PKeysOptions } from '../lib/p-keys';

const EN = ['US', 'GB', 'IN', 'NG', 'KE', 'PK', 'PH'];
const WEST = ['FR', 'DE', 'NL', 'ES', 'IT', 'PT'];
const AMERICAS = ['MX', 'BR'];
const EAST = ['RU', 'UA', 'PL'];
const OTHER = ['TR', 'ID'];
const ALL = [...EN, ...WEST, ...AMERICAS, ...EAST, ...OTHER];
const SHARED = ['US', 'GB', 'IN', 'FR', 'DE', 'ES', 'PT', 'BR', 'IT', 'RU', 'NL', 'MX'];

const family = (id: string, country: string, languages: string[], options: PKeysOptions, degradations: Family['degradations'], conventions: string): Family => ({
  id: `p-keys-${id}`,
  country,
  languages,
  kind: options.kind === 'diploma' ? 'diploma' : 'transcript',
  degradations,
  samples: 5,
  conventions: `Procedural key-value block (lib/p-keys.ts): ${conventions}`,
  render: (rng) => renderPKeys(rng, options),
});

export const families: Family[] = [
  family('en-diploma', 'US', ['en'], { countries: EN, kind: 'diploma' }, ['scan'], 'English-language degree certificates of the US, UK, India, Nigeria, Kenya, Pakistan and the Philippines.'),
  family('en-record', 'IN', ['en'], { countries: EN, kind: 'record' }, [], 'English-language statements of results and marksheets, with programme rows.'),
  family('west-diploma', 'FR', ['fr', 'de', 'nl', 'es', 'it', 'pt'], { countries: WEST, kind: 'diploma' }, ['scan'], 'French, German, Dutch, Spanish, Italian and Portuguese diplomas.'),
  family('west-record', 'DE', ['de', 'fr', 'nl', 'es', 'it', 'pt'], { countries: WEST, kind: 'record' }, [], 'Western European academic records.'),
  family('americas', 'MX', ['es', 'pt'], { countries: AMERICAS, kind: 'diploma' }, [], 'Mexican and Brazilian titles and diplomas, states printed with the city.'),
  family('east-diploma', 'RU', ['ru', 'uk', 'pl'], { countries: EAST, kind: 'diploma' }, ['scan'], 'Russian, Ukrainian and Polish diplomas: surname first, patronymics, genitive month names.'),
  family('east-record', 'UA', ['uk', 'ru', 'pl'], { countries: EAST, kind: 'record' }, [], 'Russian, Ukrainian and Polish academic certificates.'),
  family('tr-id', 'TR', ['tr', 'id'], { countries: OTHER, kind: 'diploma' }, [], 'Turkish and Indonesian diplomas.'),
  family('bilingual', 'FR', ['fr', 'de', 'es', 'pt', 'it', 'ru', 'uk', 'pl', 'tr', 'id', 'nl'], { countries: [...WEST, ...AMERICAS, ...EAST, ...OTHER], kind: 'diploma', bilingual: true }, ['scan'], 'captions in the document\'s language and English ("Nom / Name", "Фамилия, имя, отчество / Surname and Forenames").'),
  family('decoys', 'IN', ['en'], { countries: ALL, kind: 'record', decoys: 1 }, [], 'father\'s, mother\'s and guardian\'s names, signatories with their names and "verified by" on every page.'),
  family('no-country', 'GB', ['en'], { countries: SHARED, kind: 'diploma', evidence: ['none'] }, [], 'letterheads without any place: the country is null.'),
  family('places', 'DE', ['de'], { countries: ALL, kind: 'record', evidence: ['city', 'city-state', 'phone', 'domain'] }, ['scan'], 'the country only from a city, a state, a phone code or a web or e-mail domain.'),
];
