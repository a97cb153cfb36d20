/**
 * What the held-out group kits (`heldout/<g>-kit.ts`) share, written once: the month names their dates print, the
 * result builder that fills in the language and the candidate, and small formatting helpers. Each group keeps its
 * own people, layouts and date forms.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { emptyResult } from './a-kit';

/**
 * Month names as a date prints them after a day number: the genitive where the language uses it (Russian, Bosnian, Croatian, Slovak),
 * the Gregorian names Arab offices print, Serbian in the Latin script.
 */
export const MONTH_NAMES: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  da: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  ro: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  mk: ['јануари', 'февруари', 'март', 'април', 'мај', 'јуни', 'јули', 'август', 'септември', 'октомври', 'ноември', 'декември'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  bs: ['januara', 'februara', 'marta', 'aprila', 'maja', 'juna', 'jula', 'augusta', 'septembra', 'oktobra', 'novembra', 'decembra'],
  fo: ['januar', 'februar', 'mars', 'apríl', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  tk: ['ýanwar', 'fewral', 'mart', 'aprel', 'maý', 'iýun', 'iýul', 'awgust', 'sentýabr', 'oktýabr', 'noýabr', 'dekabr'],
  hr: ['siječnja', 'veljače', 'ožujka', 'travnja', 'svibnja', 'lipnja', 'srpnja', 'kolovoza', 'rujna', 'listopada', 'studenoga', 'prosinca'],
  sk: ['januára', 'februára', 'marca', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra'],
  az: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avqust', 'sentyabr', 'oktyabr', 'noyabr', 'dekabr'],
  sr: ['januar', 'februar', 'mart', 'april', 'maj', 'jun', 'jul', 'avgust', 'septembar', 'oktobar', 'novembar', 'decembar'],
};

export const upper = (s: string, locale = 'en'): string => s.toLocaleUpperCase(locale);

/** A number with a decimal comma. */
export const comma = (n: number, decimals: number): string => n.toFixed(decimals).replace('.', ',');

export const ymd = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

export const monthName = (m: number, lang: string): string => MONTH_NAMES[lang][m - 1];

/** "March 12, 2021". */
export function usDate(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${MONTH_NAMES.en[m - 1]} ${d}, ${y}`;
}

/** A value around an ability, kept inside [lo, hi] and rounded to `step`. */
export function around(rng: Rng, ability: number, spread: number, lo: number, hi: number, step = 1): number {
  const v = Math.max(lo, Math.min(hi, ability + rng.gauss() * spread));
  return Math.round(v / step) * step;
}

/** `n` distinct items in the rng's order. */
export function sample<T>(rng: Rng, items: T[], n: number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out.slice(0, n);
}

/**
 * A builder of results with the language (its English name from `languageNames`) and the candidate filled in,
 * in natural order (given names first).
 */
export function personResult(languageNames: Record<string, string>) {
  return (language: string, first: string, last: string, dob: string | null): ExtractionResult => {
    const r = emptyResult(language);
    r.language = languageNames[language];
    r.candidate = { fullName: `${first} ${last}`, firstName: first, lastName: last, dateOfBirth: dob };
    return r;
  };
}

/** A candidate of a group's kit: given and family name drawn from the country's lists, and whether a woman. */
export interface GroupPerson {
  given: string;
  family: string;
  woman: boolean;
}

/** A country's names: given names of men and of women, and family names. */
export interface NameList {
  men: string[];
  women: string[];
  family: string[];
}

/** A person of `names`, a woman or a man with even odds (the draws every group kit made in this order). */
export function pickPerson(rng: Rng, names: NameList): GroupPerson {
  const woman = rng.bool(0.5);
  return { given: rng.pick(woman ? names.women : names.men), family: rng.pick(names.family), woman };
}

/** A signatory's name of the place (`names`), never with the holder's family name `not`. */
export function otherPersonName(rng: Rng, names: NameList, not: string): string {
  return `${rng.pick(rng.bool() ? names.women : names.men)} ${rng.pick(names.family.filter((f) => f !== not))}`;
}
