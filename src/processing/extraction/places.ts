/**
 * Country and state look-ups for the rest of extraction, on the gazetteer (gazetteer.ts: the
 * `countries-list`, `i18n-iso-countries` and `country-state-city` packages; never hand-typed
 * lists). The issuer's country and state themselves come from issuer.ts, with their evidence.
 */
import { countryNamed, foldAny, gazetteer, stateNamed } from './gazetteer';

export interface CountryInfo {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English short name (countries-list). */
  name: string;
}

export interface StateInfo {
  country: string;
  /** ISO 3166-2 subdivision code without the country prefix ("IL", "BY"). */
  code: string;
  /** English name (country-state-city). */
  name: string;
}

/** A country from a value that is only a country name ("Deutschland", "USA", "Україна"). */
export function countryFromValue(value: string): CountryInfo | null {
  const c = countryNamed(value);
  return c ? { code: c.code, name: c.name } : null;
}

/** A state from a value that is only its name ("Tamil Nadu", "Bayern"), or its code when the country is known. */
export function stateFromValue(value: string, countryCode: string | null): StateInfo | null {
  const s = stateNamed(value, countryCode);
  return s ? { country: s.countryCode, code: s.code, name: s.name } : null;
}

/**
 * Countries named in a text as an address part ("Lyon, France", "Chennai - 600 036, India") or
 * as the whole text ("Deutschland"), with their position. A country name inside running words
 * ("Jordan Miller") is not one: people and courses carry such names.
 */
export function countriesInText(text: string): Array<{ country: CountryInfo; index: number }> {
  const g = gazetteer();
  const out: Array<{ country: CountryInfo; index: number }> = [];
  const tokens = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => ({ orig: m[0], folded: foldAny(m[0]), start: m.index ?? 0 }));
  const whole = foldAny(text);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(g.maxWords, tokens.length - i); n >= 1; n--) {
      const key = tokens.slice(i, i + n).map((t) => t.folded).join(' ');
      const names = g.countryNames.get(key);
      if (!names || names.length !== 1) continue;
      const start = tokens[i].start;
      const last = tokens[i + n - 1];
      const end = last.start + last.orig.length;
      const printed = text.slice(start, end);
      const letters = printed.replace(/[^\p{L}]/gu, '');
      const cased = letters.toUpperCase() !== letters.toLowerCase();
      if (cased && letters.length <= 3 && (letters.length <= 2 || letters !== letters.toUpperCase())) continue;
      const before = text.slice(0, start);
      const after = text.slice(end);
      const addressPart = /(^|[,·•|;/(]|\s[–—-]|\d)\s*$/.test(before) && /^\s*([,·•|;)]|[–—-]\s|\d|$)/.test(after) && before.trim() !== '';
      if (key !== whole && !addressPart) continue;
      const c = names[0].entry;
      out.push({ country: { code: c.code, name: c.name }, index: start });
      i += n - 1;
      break;
    }
  }
  return out;
}
