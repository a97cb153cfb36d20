/**
 * The gazetteer behind the issuer's country and state (docs/document-understanding.md, "Institution and country": "through
 * a gazetteer from a well-kept data package, never hand-typed lists"): countries with their names
 * in every language of `i18n-iso-countries` and the English short name, aliases and calling codes
 * of `countries-list`; first-level subdivisions and cities of `country-state-city`.
 *
 * Everything is built lazily and once per process: the countries and states on first use (a few
 * milliseconds), the city index only when a caller asks for cities (the city file is 8 MB, about
 * a quarter of a second to read), so a document whose country is printed never pays for it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { countries as COUNTRIES_LIST } from 'countries-list';

/**
 * Lowercase, Latin accents removed, every character that is not a letter, digit or combining
 * mark turned into a space. Unlike `foldWords` it keeps every script (Cyrillic, Arabic, Thai …):
 * the gazetteer names countries in all of them.
 */
export function foldAny(s: string): string {
  // Most names are plain ASCII words: skip the Unicode normalization for them (the city index
  // folds 148 000 names).
  if (/^[A-Za-z0-9 ]*$/.test(s)) return s.toLowerCase().replace(/ +/g, ' ').trim();
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** Scripts written without spaces between words: their names are found as substrings. */
const UNSPACED_SCRIPT = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF]/u;

export interface GazCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English short name of `countries-list` (the interface's `institution.country`). */
  name: string;
  /** International calling codes ("91", "1876"). */
  phone: string[];
  /** Languages spoken (ISO 639-1, countries-list). */
  languages: string[];
  /** Set when the entity is part of another country (Åland → FI): never chosen from a shared calling code. */
  partOf: string | null;
}

export interface GazState {
  countryCode: string;
  /** ISO 3166-2 suffix as in `country-state-city` ("TN", "BY"). */
  code: string;
  /** English name as in `country-state-city`. */
  name: string;
}

/** A name of the gazetteer (country or state) under its folded form. */
export interface GazName<T> {
  entry: T;
  /** The form as the data package spells it (for the evidence rule and the case checks). */
  printed: string;
}

export interface Gazetteer {
  countries: Map<string, GazCountry>;
  /** Folded country names (any language) → countries; a name of several countries keeps all. */
  countryNames: Map<string, Array<GazName<GazCountry>>>;
  /** Country names in scripts without spaces (Thai "ประเทศไทย"), searched as substrings. */
  countrySubstrings: Array<GazName<GazCountry>>;
  stateNames: Map<string, Array<GazName<GazState>>>;
  /** Cyrillic names by word stems: "Российской Федерации" (genitive) finds "Российская Федерация". */
  countryStems: Map<string, Array<GazName<GazCountry>>>;
  /**
   * One-word names of countries in their own languages (not English), Latin script, by their stem
   * (the name without its final vowels): "latvij" → Latvija, "lietuv" → Lietuva, "suom" → Suomi.
   */
  nativeStems: Map<string, GazCountry[]>;
  statesByCode: Map<string, GazState>;
  /** Subdivision count per country: how big a country is in the data (for shared calling codes). */
  stateCount: Map<string, number>;
  /** Calling code → countries. */
  phone: Map<string, GazCountry[]>;
  /** Longest name in words (the n-gram length to look up). */
  maxWords: number;
  loadMs: number;
}

/**
 * Printed forms of subdivisions that `country-state-city` spells only in English, keyed by its
 * ISO code. The package has no endonyms; a German document prints "Bayern", never "Bavaria", and
 * the old sample corpus requires it ("Bayern" → Bavaria/BY). Names stay the package's; this only
 * adds how they are printed at home.
 */
const PRINTED_STATE_FORMS: Record<string, string[]> = {
  'DE-BY': ['Bayern', 'Freistaat Bayern'],
  'DE-HE': ['Hessen'],
  'DE-NI': ['Niedersachsen'],
  'DE-NW': ['Nordrhein-Westfalen'],
  'DE-RP': ['Rheinland-Pfalz'],
  'DE-SN': ['Sachsen', 'Freistaat Sachsen'],
  'DE-ST': ['Sachsen-Anhalt'],
  'DE-TH': ['Thüringen', 'Freistaat Thüringen'],
  'ES-CT': ['Cataluña', 'Catalunya'],
  'ES-AN': ['Andalucía'],
  'ES-PV': ['País Vasco', 'Euskadi'],
  'ES-VC': ['Comunitat Valenciana', 'Comunidad Valenciana'],
  'ES-CL': ['Castilla y León'],
  'ES-PM': ['Illes Balears', 'Islas Baleares'],
};

/**
 * Words that make a subdivision name useless as evidence on its own ("Central", "North"): such
 * names are regions in many countries and ordinary words on a page.
 */
const GENERIC_PLACE_WORDS = new Set(
  'north south east west central centre center capital northern southern eastern western upper lower greater middle nord sud est ouest norte oeste centro region district province city state islands island coast valley new great'.split(
    ' ',
  ),
);

/** Official names of states as their documents print them (the packages hold the short names). */
const OFFICIAL_COUNTRY_NAMES: Record<string, string[]> = {
  MX: ['Estados Unidos Mexicanos'],
  PT: ['República Portuguesa'],
  CO: ['República de Colombia'],
  PH: ['Republic of the Philippines', 'Republika ng Pilipinas'],
  NG: ['Federal Republic of Nigeria'],
  PK: ['Islamic Republic of Pakistan'],
  AU: ['Commonwealth of Australia'],
  BR: ['República Federativa do Brasil'],
  AR: ['República Argentina'],
  PE: ['República del Perú'],
  CL: ['República de Chile'],
  VE: ['República Bolivariana de Venezuela'],
  KE: ['Republic of Kenya'],
  GH: ['Republic of Ghana'],
  BD: ["People's Republic of Bangladesh"],
  IN: ['Republic of India'],
  // Rule "A state's official style" (docs/document-understanding.md, "Forms the rotated group w2- showed"): the North's
  // style holds the South's alias "Republic of Korea", which alone named the wrong state.
  KP: ["Democratic People's Republic of Korea", 'DPR Korea', 'D.P.R. Korea', 'DPR of Korea'],
  // The Greek state's style, printed at the head of its documents in Greek (capitals drop the accents).
  GR: ['Ελληνική Δημοκρατία', 'Hellenic Republic'],
  // Styles that name the state by its adjective, not by the short name (rule "A state's style by its adjective"):
  // French, Spanish, Italian and Slavic letterheads print "République Tunisienne", "Republika Hrvatska".
  TN: ['République Tunisienne'],
  DZ: ['République Algérienne Démocratique et Populaire', 'République Algérienne'],
  TG: ['République Togolaise'],
  GA: ['République Gabonaise'],
  CF: ['République Centrafricaine'],
  MG: ['République Malgache'],
  FR: ['République Française'],
  LB: ['République Libanaise'],
  RW: ['République Rwandaise'],
  DO: ['República Dominicana'],
  IT: ['Repubblica Italiana'],
  HR: ['Republika Hrvatska'],
  SK: ['Slovenská republika'],
  CZ: ['Česká republika'],
};

let cached: Gazetteer | null = null;

const pkgDir = (pkg: string): string => path.dirname(require.resolve(`${pkg}/package.json`));

function addName<T>(map: Map<string, Array<GazName<T>>>, printed: string, entry: T): void {
  const key = foldAny(printed);
  if (!key) return;
  const list = map.get(key) ?? [];
  if (!list.some((n) => n.entry === entry)) list.push({ entry, printed });
  map.set(key, list);
}

/** The gazetteer (built on first call). */
export function gazetteer(): Gazetteer {
  if (cached) return cached;
  const t0 = performance.now();
  const countries = new Map<string, GazCountry>();
  const countryNames = new Map<string, Array<GazName<GazCountry>>>();
  const phone = new Map<string, GazCountry[]>();
  for (const [code, c] of Object.entries(COUNTRIES_LIST)) {
    const entry: GazCountry = { code, name: c.name, phone: c.phone.map(String), languages: [...c.languages], partOf: (c as { partOf?: string }).partOf ?? null };
    countries.set(code, entry);
    for (const n of [c.name, c.native, ...((c as { alias?: string[] }).alias ?? [])]) addName(countryNames, n, entry);
    for (const p of entry.phone) phone.set(p, [...(phone.get(p) ?? []), entry]);
  }
  // Official long forms printed on state documents, longer than (and not to be read as) the short
  // names inside them: "Estados Unidos Mexicanos" is Mexico, not "Estados Unidos".
  for (const [code, names] of Object.entries(OFFICIAL_COUNTRY_NAMES)) {
    const entry = countries.get(code);
    if (entry) for (const n of names) addName(countryNames, n, entry);
  }
  // Country names in every language i18n-iso-countries knows ("Deutschland", "Россия", "مصر").
  const nativeStems = new Map<string, GazCountry[]>();
  const addNative = (name: string, entry: GazCountry) => {
    const key = foldAny(name);
    if (!/^[a-z]{5,}$/.test(key)) return;
    const stem = key.replace(/[aeiouy]+$/, '');
    if (stem.length < 4) return;
    const list = nativeStems.get(stem) ?? [];
    if (!list.includes(entry)) list.push(entry);
    nativeStems.set(stem, list);
  };
  for (const entry of countries.values()) addNative(COUNTRIES_LIST[entry.code as keyof typeof COUNTRIES_LIST].native, entry);
  const langDir = path.join(pkgDir('i18n-iso-countries'), 'langs');
  for (const file of readdirSync(langDir)) {
    if (!file.endsWith('.json')) continue;
    const lang = file.slice(0, -'.json'.length);
    const data = JSON.parse(readFileSync(path.join(langDir, file), 'utf8')) as { countries: Record<string, string | string[]> };
    for (const [code, names] of Object.entries(data.countries)) {
      const entry = countries.get(code);
      if (!entry) continue;
      for (const n of Array.isArray(names) ? names : [names]) {
        addName(countryNames, n, entry);
        // The name in a language of the country itself, English aside ("Indian" is no case of "India").
        if (lang !== 'en' && entry.languages.includes(lang)) addNative(n, entry);
      }
    }
  }
  const countrySubstrings: Array<GazName<GazCountry>> = [];
  for (const [key, list] of countryNames) {
    // Short unspaced names ("ไทย" is also the word "Thai" in "ภาษาไทย") would match inside words.
    if (UNSPACED_SCRIPT.test(key) && list.length === 1 && [...key].length >= 4) countrySubstrings.push(list[0]);
  }

  const stateNames = new Map<string, Array<GazName<GazState>>>();
  const statesByCode = new Map<string, GazState>();
  const stateCount = new Map<string, number>();
  const stateFile = path.join(pkgDir('country-state-city'), 'lib', 'cjs', 'assets', 'state.json');
  const states = JSON.parse(readFileSync(stateFile, 'utf8')) as Array<{ name: string; isoCode: string; countryCode: string }>;
  for (const s of states) {
    const entry: GazState = { countryCode: s.countryCode, code: s.isoCode, name: s.name };
    statesByCode.set(`${s.countryCode}-${s.isoCode}`, entry);
    stateCount.set(s.countryCode, (stateCount.get(s.countryCode) ?? 0) + 1);
    if (!usableStateName(s.name)) continue;
    addName(stateNames, s.name, entry);
    // "Tigray Region", "Amhara Region", "Tver Oblast" are printed "Tigray", "Amhara", "Tver".
    const bare = s.name.replace(/\s+(region|province|oblast|krai|governorate|prefecture|department|district|county|state|territory|voivodeship)$/i, '');
    if (bare !== s.name && usableStateName(bare)) addName(stateNames, bare, entry);
    for (const form of PRINTED_STATE_FORMS[`${s.countryCode}-${s.isoCode}`] ?? []) addName(stateNames, form, entry);
  }

  const countryStems = new Map<string, Array<GazName<GazCountry>>>();
  for (const [key, list] of countryNames) {
    if (!/\p{Script=Cyrillic}/u.test(key)) continue;
    for (const n of list) addName(countryStems, cyrillicStems(key), n.entry);
  }

  let maxWords = 1;
  for (const k of [...countryNames.keys(), ...stateNames.keys()]) maxWords = Math.max(maxWords, k.split(' ').length);
  cached = {
    countries,
    countryNames,
    countrySubstrings,
    stateNames,
    countryStems,
    nativeStems,
    statesByCode,
    stateCount,
    phone,
    maxWords: Math.min(maxWords, 8),
    loadMs: 0,
  };
  cached.loadMs = performance.now() - t0;
  return cached;
}

/**
 * Word stems of a folded Cyrillic text: inflection endings (vowels, й, ь) removed, so that cases
 * of a name meet ("Российской Федерации" / "Российская Федерация", "України" / "Україна").
 */
export function cyrillicStems(folded: string): string {
  return folded
    .split(' ')
    .map((w) => (/\p{Script=Cyrillic}/u.test(w) && w.length > 4 ? w.replace(/[аеёиийоуыэюяіїєь]+$/u, '') : w))
    .join(' ');
}

/** A subdivision name that can be evidence: not a generic region word, long enough to be a name. */
function usableStateName(name: string): boolean {
  const words = foldAny(name).split(' ').filter(Boolean);
  if (!words.length) return false;
  if (words.every((w) => GENERIC_PLACE_WORDS.has(w) || /^\d+$/.test(w))) return false;
  return words.join('').length >= 4;
}

// ---------------------------------------------------------------------------------------------
// Cities (lazy: 148 000 names)

export interface CityIndex {
  /** Folded city name → the countries that have a city of that name (ISO codes, no repeats). */
  byName: Map<string, string[]>;
  maxWords: number;
  loadMs: number;
}

let cities: CityIndex | null = null;

export function cityIndex(): CityIndex {
  if (cities) return cities;
  const t0 = performance.now();
  const file = path.join(pkgDir('country-state-city'), 'lib', 'cjs', 'assets', 'city.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, string, string, string, string]>;
  const byName = new Map<string, string[]>();
  let maxWords = 1;
  for (const row of rows) {
    const key = foldAny(row[0]);
    if (key.length < 4) continue;
    const list = byName.get(key);
    if (!list) {
      byName.set(key, [row[1]]);
      if (key.includes(' ')) maxWords = Math.max(maxWords, key.split(' ').length);
    } else if (!list.includes(row[1])) list.push(row[1]);
  }
  cities = { byName, maxWords: Math.min(maxWords, 6), loadMs: performance.now() - t0 };
  return cities;
}

// ---------------------------------------------------------------------------------------------
// Look-ups

export const countryByCode = (code: string): GazCountry | null => gazetteer().countries.get(code.toUpperCase()) ?? null;

/** The country a value names when it is only a country name ("Deutschland", "USA", "Україна"); null when ambiguous. */
export function countryNamed(value: string): GazCountry | null {
  const g = gazetteer();
  const key = foldAny(value);
  const list = g.countryNames.get(key);
  if (list && list.length === 1) return list[0].entry;
  for (const n of g.countrySubstrings) if (key === foldAny(n.printed)) return n.entry;
  return null;
}

let nameWordSet: Set<string> | null = null;
/** Words of the gazetteer's multi-word country names ("islands" of "Solomon Islands"): names, not cases of one. */
function nameWords(): Set<string> {
  if (!nameWordSet) nameWordSet = new Set([...gazetteer().countryNames.keys()].filter((k) => k.includes(' ')).flatMap((k) => k.split(' ')));
  return nameWordSet;
}

/**
 * The country whose own-language name a word inflects: the name's stem followed by a case ending of one
 * to three letters ("Latvijas" of Latvija, "Lietuvos" of Lietuva, "Suomen" of Suomi, "Norges" of
 * Norge), as the state's name stands in the genitive in its title ("LATVIJAS REPUBLIKA", "SUOMEN
 * TASAVALTA"). Null for a word that is itself a name, or a stem of several countries.
 */
export function countryInflectedNative(word: string): GazCountry | null {
  const g = gazetteer();
  const key = foldAny(word);
  if (!/^[a-z]{5,}$/.test(key) || g.countryNames.has(key) || nameWords().has(key)) return null;
  for (let cut = 1; cut <= 3 && key.length - cut >= 4; cut++) {
    const stem = key.slice(0, key.length - cut);
    // Case endings only (genitive -s, -os, -as, -en, -es, …): an adjective ("Italiano", "Français",
    // "Polskiej") names a language or a people as often as the state.
    if (!g.nativeStems.has(stem) || !/^(?:s|n|e|en|es|os|as|is|us)$/.test(key.slice(stem.length))) continue;
    const list = g.nativeStems.get(stem)!;
    if (list.length !== 1) return null;
    // "Canadian" is the English adjective of the English name, not a case of "Canada".
    const english = foldAny(list[0].name).replace(/[aeiouy]+$/, '');
    return key.startsWith(english) && /^(?:n|an|ian|ese|ish|ic|i|s)$/.test(key.slice(english.length)) ? null : list[0];
  }
  return null;
}

/** The subdivision a value names ("Tamil Nadu", "Bayern", "TX" with the country known). */
export function stateNamed(value: string, countryCode: string | null): GazState | null {
  const g = gazetteer();
  const list = (g.stateNames.get(foldAny(value)) ?? []).filter((n) => !countryCode || n.entry.countryCode === countryCode);
  if (list.length === 1) return list[0].entry;
  if (countryCode && /^[A-Z]{2,3}$/.test(value.trim())) return g.statesByCode.get(`${countryCode}-${value.trim()}`) ?? null;
  return null;
}

/**
 * Countries of a calling code. Codes shared by a country and its territories (+44 GB/JE/GG/IM)
 * go to the country that dominates the data (ten times the subdivisions); codes shared by peers
 * (+1 US/CA, +7 RU/KZ) stay ambiguous.
 */
export function countriesOfPhoneCode(code: string): GazCountry[] {
  const g = gazetteer();
  const list = (g.phone.get(code) ?? []).filter((c) => !c.partOf);
  if (list.length <= 1) return list;
  const size = (c: GazCountry) => g.stateCount.get(c.code) ?? 0;
  const sorted = [...list].sort((a, b) => size(b) - size(a));
  if (size(sorted[0]) >= 10 * Math.max(1, size(sorted[1]))) return [sorted[0]];
  return sorted;
}

/** Does the calling-code table know this code? */
export const isPhoneCode = (code: string): boolean => gazetteer().phone.has(code);

/**
 * Country-code top-level domains used worldwide as generic names (".io", ".co", ".tv"): a domain
 * there says nothing about the country.
 */
const GENERIC_CCTLDS = new Set(['io', 'co', 'me', 'tv', 'ai', 'ly', 'fm', 'cc', 'ws', 'to', 'gg', 'am', 'ac', 'so', 'sh', 'app', 'dev']);

/**
 * The country of a host name: a ccTLD (".de", "kpi.ua"), an academic or government second level
 * under one (".ac.in", ".edu.eg", ".ac.uk"), and ".edu" alone for the United States, where that
 * domain is reserved to its institutions.
 */
export function countryOfDomain(host: string): { country: GazCountry; suffix: string } | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length < 2) return null;
  const tld = labels[labels.length - 1];
  if (tld === 'edu') {
    const us = countryByCode('US');
    return us ? { country: us, suffix: '.edu' } : null;
  }
  if (tld.length !== 2 || GENERIC_CCTLDS.has(tld)) return null;
  // ".uk" is the one ccTLD that differs from the ISO code (GB).
  const c = countryByCode(tld === 'uk' ? 'GB' : tld);
  if (!c) return null;
  const second = labels.length >= 3 ? labels[labels.length - 2] : '';
  const suffix = /^(ac|edu|gov|org|sch|nic|res)$/.test(second) ? `.${second}.${tld}` : `.${tld}`;
  return { country: c, suffix };
}
