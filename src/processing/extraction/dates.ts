/**
 * Date vocabularies for normalize.findDates (docs/document-understanding.md, "Key-value reading": dates in numeric
 * forms, with month names in at least 10 languages, and in words): month names and their
 * abbreviations in English, French, German, Spanish, Italian, Portuguese, Russian, Ukrainian,
 * Kazakh, Arabic (Gregorian and Levantine names), Thai, Hindi, Polish, Dutch, Turkish, Czech and Indonesian/Malay, with
 * the genitive forms the Slavic languages print after a day ("15 июня 2020", "15 czerwca 2020"); English dates written in
 * words ("the fifteenth day of June, two thousand twenty"); Buddhist Era years (Thai documents);
 * and the day/month order of numeric dates.
 *
 * This module holds data and pure helpers only; normalize.ts folds the names and does the
 * matching, so that both sides of a comparison are folded the same way.
 */

/** Per month (index 0 = January), every printed form. Case and accents do not matter (folded). */
const BASE_MONTH_NAMES: string[][] = [
  ['january', 'styczeń', 'stycznia', 'januari', 'ocak', 'leden', 'ledna', 'jan', 'janvier', 'janv', 'januar', 'jänner', 'jaenner', 'enero', 'ene', 'gennaio', 'gen', 'janeiro',
    'январь', 'января', 'янв', 'січень', 'січня', 'січ', 'қаңтар', 'يناير', 'كانون الثاني', 'มกราคม', 'ม.ค.', 'जनवरी'],
  ['february', 'pebruari', 'luty', 'lutego', 'februari', 'şubat', 'subat', 'únor', 'února', 'feb', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'fev', 'februar', 'febrero', 'febbraio', 'fevereiro',
    'февраль', 'февраля', 'фев', 'февр', 'лютий', 'лютого', 'лют', 'ақпан', 'فبراير', 'شباط', 'กุมภาพันธ์', 'ก.พ.', 'फ़रवरी', 'फरवरी'],
  ['march', 'maret', 'mac', 'marzec', 'marca', 'maart', 'mart', 'březen', 'března', 'mar', 'mars', 'märz', 'maerz', 'marz', 'marzo', 'mär', 'março', 'marco',
    'март', 'марта', 'мар', 'березень', 'березня', 'бер', 'наурыз', 'مارس', 'آذار', 'มีนาคม', 'มี.ค.', 'मार्च'],
  ['april', 'kwiecień', 'kwietnia', 'nisan', 'duben', 'dubna', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile',
    'апрель', 'апреля', 'апр', 'квітень', 'квітня', 'квіт', 'сәуір', 'أبريل', 'ابريل', 'إبريل', 'نيسان', 'เมษายน', 'เม.ย.', 'अप्रैल'],
  ['may', 'maj', 'maja', 'mei', 'mayıs', 'mayis', 'květen', 'května', 'mai', 'mayo', 'maggio', 'mag', 'maio',
    'май', 'мая', 'травень', 'травня', 'трав', 'мамыр', 'مايو', 'أيار', 'ايار', 'พฤษภาคม', 'พ.ค.', 'मई'],
  ['june', 'czerwiec', 'czerwca', 'haziran', 'červen', 'června', 'jun', 'juin', 'juni', 'junio', 'giugno', 'giu', 'junho',
    'июнь', 'июня', 'июн', 'червень', 'червня', 'черв', 'маусым', 'يونيو', 'يونية', 'حزيران', 'มิถุนายน', 'มิ.ย.', 'जून'],
  ['july', 'julai', 'lipiec', 'lipca', 'temmuz', 'červenec', 'července', 'jul', 'juillet', 'juil', 'juli', 'julio', 'luglio', 'lug', 'julho',
    'июль', 'июля', 'июл', 'липень', 'липня', 'лип', 'шілде', 'يوليو', 'يولية', 'تموز', 'กรกฎาคม', 'ก.ค.', 'जुलाई'],
  ['august', 'agustus', 'ogos', 'sierpień', 'sierpnia', 'augustus', 'ağustos', 'agustos', 'srpen', 'srpna', 'aug', 'août', 'aout', 'agosto', 'ago',
    'август', 'августа', 'авг', 'серпень', 'серпня', 'серп', 'тамыз', 'أغسطس', 'اغسطس', 'آب', 'สิงหาคม', 'ส.ค.', 'अगस्त'],
  ['september', 'wrzesień', 'września', 'eylül', 'eylul', 'září', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro',
    'сентябрь', 'сентября', 'сен', 'сент', 'вересень', 'вересня', 'вер', 'қыркүйек', 'سبتمبر', 'أيلول', 'ايلول', 'กันยายน', 'ก.ย.', 'सितंबर', 'सितम्बर'],
  ['october', 'październik', 'października', 'ekim', 'říjen', 'října', 'oct', 'octobre', 'oktober', 'okt', 'octubre', 'ottobre', 'ott', 'outubro', 'out',
    'октябрь', 'октября', 'окт', 'жовтень', 'жовтня', 'жовт', 'қазан', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'ตุลาคม', 'ต.ค.', 'अक्टूबर', 'अक्तूबर'],
  ['november', 'nopember', 'listopad', 'listopada', 'kasım', 'kasim', 'listopadu', 'nov', 'novembre', 'noviembre', 'novembro',
    'ноябрь', 'ноября', 'нояб', 'ноя', 'листопад', 'листопада', 'лист', 'қараша', 'نوفمبر', 'تشرين الثاني', 'พฤศจิกายน', 'พ.ย.', 'नवंबर', 'नवम्बर'],
  ['december', 'desember', 'disember', 'grudzień', 'grudnia', 'aralık', 'aralik', 'prosinec', 'prosince', 'dec', 'décembre', 'decembre', 'déc', 'dezember', 'dez', 'diciembre', 'dic', 'dicembre', 'dezembro',
    'декабрь', 'декабря', 'дек', 'грудень', 'грудня', 'груд', 'желтоқсан', 'ديسمبر', 'كانون الأول', 'ธันวาคม', 'ธ.ค.', 'दिसंबर', 'दिसम्बर'],
];

/**
 * Month names of the other European languages of degree documents, in the forms their dates print (the genitive
 * after a day, the Latvian locative, the Finnish partitive): Hungarian, Lithuanian, Latvian, Estonian, Finnish,
 * Swedish, Danish and Norwegian, Greek, Romanian, Slovak, Slovenian and Serbian (Latin), Bulgarian, Catalan (gener …
 * desembre; "d'agost" after a day is the article and the month). Croatian
 * names are left out: "listopada" is October in Croatian and November in Polish and Czech.
 */
const MORE_MONTH_NAMES: string[][] = [
  ['január', 'sausio', 'sausis', 'janvāris', 'janvārī', 'jaanuar', 'jaanuaril', 'tammikuuta', 'tammikuu', 'ιανουαρίου', 'ιανουάριος', 'ianuarie', 'januára', 'januar', 'januára', 'януари', 'gener'],
  ['február', 'vasario', 'vasaris', 'februāris', 'februārī', 'veebruar', 'veebruaril', 'helmikuuta', 'helmikuu', 'φεβρουαρίου', 'φεβρουάριος', 'februarie', 'februára', 'februar', 'февруари', 'febrer'],
  ['március', 'kovo', 'kovas', 'marts', 'martā', 'märts', 'märtsil', 'maaliskuuta', 'maaliskuu', 'μαρτίου', 'μάρτιος', 'martie', 'marec', 'mart', 'març'],
  ['április', 'balandžio', 'balandis', 'aprīlis', 'aprīlī', 'aprill', 'aprillil', 'huhtikuuta', 'huhtikuu', 'απριλίου', 'απρίλιος', 'aprilie', 'apríla', 'април'],
  ['május', 'gegužės', 'gegužė', 'maijs', 'maijā', 'toukokuuta', 'toukokuu', 'μαΐου', 'μάιος', 'mája', 'май', 'maig'],
  ['június', 'birželio', 'birželis', 'jūnijs', 'jūnijā', 'juuni', 'juunil', 'kesäkuuta', 'kesäkuu', 'ιουνίου', 'ιούνιος', 'iunie', 'júna', 'junij', 'юни', 'juny'],
  ['július', 'liepos', 'liepa', 'jūlijs', 'jūlijā', 'juuli', 'juulil', 'heinäkuuta', 'heinäkuu', 'ιουλίου', 'ιούλιος', 'iulie', 'júla', 'julij', 'юли', 'juliol'],
  ['augusztus', 'rugpjūčio', 'rugpjūtis', 'augusts', 'augustā', 'augustil', 'augusti', 'elokuuta', 'elokuu', 'αυγούστου', 'αύγουστος', 'augusta', 'avgust', 'agost'],
  ['szeptember', 'rugsėjo', 'rugsėjis', 'septembris', 'septembrī', 'septembril', 'syyskuuta', 'syyskuu', 'σεπτεμβρίου', 'σεπτέμβριος', 'septembrie', 'septembra', 'septembar', 'септември', 'setembre'],
  ['október', 'spalio', 'spalis', 'oktobris', 'oktobrī', 'oktoober', 'oktoobril', 'lokakuuta', 'lokakuu', 'οκτωβρίου', 'οκτώβριος', 'octombrie', 'októbra', 'oktobar', 'октомври'],
  ['lapkričio', 'lapkritis', 'novembris', 'novembrī', 'novembril', 'marraskuuta', 'marraskuu', 'νοεμβρίου', 'νοέμβριος', 'noiembrie', 'novembra', 'novembar', 'ноември'],
  ['gruodžio', 'gruodis', 'decembris', 'decembrī', 'detsember', 'detsembril', 'joulukuuta', 'joulukuu', 'δεκεμβρίου', 'δεκέμβριος', 'decembrie', 'decembra', 'decembar', 'декември', 'desembre'],
];

export const MONTH_NAMES: string[][] = BASE_MONTH_NAMES.map((names, i) => [...names, ...MORE_MONTH_NAMES[i]]);

/**
 * A Buddhist Era year (Thai documents print 2563 for 2020) as a Gregorian year; other years
 * unchanged. No Gregorian year of an academic record falls in 2400..2700, so the range decides.
 */
export function gregorianYear(y: number): number {
  return y >= 2400 && y <= 2700 ? y - 543 : y;
}

/**
 * The Japanese era names of the years a living holder's dates fall in, by the Gregorian year before their first
 * year: Showa 1 = 1926, Heisei 1 = 1989, Reiwa 1 = 2019. Japanese documents, their English versions included, count
 * the years of the Gregorian calendar from the era ("April 1, Heisei 30" is 1 April 2018); the first year of an era
 * is "Gannen". Months and days are the Gregorian ones, so the date is Gregorian once the year is.
 */
const JAPANESE_ERAS: Record<string, number> = { showa: 1925, heisei: 1988, reiwa: 2018 };
export const JAPANESE_ERA_ALT = Object.keys(JAPANESE_ERAS).join('|');

/** The Gregorian year of a Japanese era's year ("heisei", "30" → 2018), or null beyond the era's span. */
export function japaneseEraYear(era: string, year: string): number | null {
  const base = JAPANESE_ERAS[era.toLowerCase()];
  const n = /^gannen$/i.test(year) ? 1 : Number(year);
  if (base === undefined || !Number.isInteger(n) || n < 1 || n > 64) return null;
  return base + n;
}

/**
 * The Republic of China (Minguo) calendar of Taiwan counts the Gregorian years from 1912 (Minguo 1):
 * Taiwanese records print their academic years so ("Academic Year 108" began in 2019), their English
 * versions included. A year of two or three digits is that count only on a document of Taiwan
 * (minguoCalendarFor): elsewhere such a number is no year.
 */
export function minguoYear(year: number): number | null {
  return Number.isInteger(year) && year >= 1 && year <= 200 ? year + 1911 : null;
}

/** Whether a document of this country counts its years from the Republic of China's founding (Taiwan). */
export const minguoCalendarFor = (countryCode: string | null | undefined): boolean => countryCode?.toUpperCase() === 'TW';

/**
 * The Solar Hijri calendar of Iran and Afghanistan: Persian documents print their dates year first in it
 * ("1399/04/15" is 5 July 2020). Years 1300..1410 (1921..2031); a Lunar Hijri date is printed with its
 * era ("1441/10/20 هـ") and is not read (normalize.findDates), nor is a year of this range on a document
 * that does not date in the Solar calendar (hijriCalendarFor). The calendar's own rules are ICU's.
 */
export const isSolarHijriYear = (y: number): boolean => y >= 1300 && y <= 1410;
const PERSIAN_CALENDAR = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const DAY_MS = 86_400_000;

/** A Solar Hijri date as a Gregorian one, or null when there is no such day. */
export function solarHijriToGregorian(y: number, m: number, d: number): { year: number; month: number; day: number } | null {
  if (!isSolarHijriYear(y) || m < 1 || m > 12 || d < 1 || d > 31) return null;
  // Farvardin 1 falls on 20 or 21 March; the first six months have 31 days, the next five 30.
  const dayOfYear = (m <= 6 ? (m - 1) * 31 : 186 + (m - 7) * 30) + d - 1;
  const estimate = Date.UTC(y + 621, 2, 21) + dayOfYear * DAY_MS;
  for (const shift of [0, -1, 1, -2, 2]) {
    const t = new Date(estimate + shift * DAY_MS);
    const parts = Object.fromEntries(PERSIAN_CALENDAR.formatToParts(t).map((p) => [p.type, p.value]));
    if (+parts.year === y && +parts.month === m && +parts.day === d) return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  }
  return null;
}

/** Digits of other scripts (Arabic-Indic, Persian, Devanagari, Thai, Bengali) → ASCII, one for one. */
export function asciiDigits(s: string): string {
  return s.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59\u09e6-\u09ef]/g, (c) => {
    const code = c.charCodeAt(0);
    for (const zero of [0x0660, 0x06f0, 0x0966, 0x0e50, 0x09e6]) if (code >= zero && code <= zero + 9) return String(code - zero);
    return c;
  });
}

// ---------------------------------------------------------------------------------------------
// English numbers in words (certificates: "this fifteenth day of June, two thousand and twenty")

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_UNITS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const ORDINAL_TENS: Record<string, number> = { twentieth: 20, thirtieth: 30 };

/** The words of English numbers and ordinals, for building the date-in-words pattern. */
export const NUMBER_WORD_ALT = [...UNITS, ...TENS.filter(Boolean), ...ORDINAL_UNITS, ...Object.keys(ORDINAL_TENS), 'hundred', 'thousand', 'and']
  .sort((a, b) => b.length - a.length)
  .join('|');

/** "fifteenth" → 15, "twenty-first" → 21, "thirty first" → 31, "15th" → 15; else null. */
export function dayFromWords(text: string): number | null {
  const t = text.toLowerCase().replace(/[-\s]+/g, ' ').trim();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(t);
  if (digits) return +digits[1];
  const words = t.split(' ');
  let n = 0;
  for (const [i, w] of words.entries()) {
    const last = i === words.length - 1;
    const ord = ORDINAL_UNITS.indexOf(w);
    if (ord > 0 && last) n += ord;
    else if (ORDINAL_TENS[w] && last) n += ORDINAL_TENS[w];
    else if (TENS.indexOf(w) >= 2 && !last) n += TENS.indexOf(w) * 10;
    else return null;
  }
  return n >= 1 && n <= 31 ? n : null;
}

/** A number below 100 in words ("ninety-nine", "twenty", "seven"); null otherwise. */
function below100(words: string[]): number | null {
  if (words.length === 1) {
    if (UNITS.indexOf(words[0]) >= 0) return UNITS.indexOf(words[0]);
    if (TENS.indexOf(words[0]) >= 2) return TENS.indexOf(words[0]) * 10;
    return null;
  }
  if (words.length === 2 && TENS.indexOf(words[0]) >= 2 && UNITS.indexOf(words[1]) >= 1 && UNITS.indexOf(words[1]) <= 9) {
    return TENS.indexOf(words[0]) * 10 + UNITS.indexOf(words[1]);
  }
  return null;
}

/**
 * A year in words: "two thousand twenty", "two thousand and twenty-one", "nineteen hundred and
 * ninety-nine", "nineteen ninety-nine"; digits pass through. Null when the words are no year.
 */
export function yearFromWords(text: string): number | null {
  const t = text.toLowerCase().replace(/[-,\s]+/g, ' ').trim();
  if (/^\d{4}$/.test(t)) return +t;
  const words = t.split(' ').filter((w) => w !== 'and');
  if (!words.length) return null;
  let year: number | null = null;
  if (words[0] === 'two' && words[1] === 'thousand') {
    const rest = words.slice(2);
    const r = rest.length ? below100(rest) : 0;
    year = r === null ? null : 2000 + r;
  } else if (words[1] === 'hundred') {
    const c = below100([words[0]]);
    const r = words.length > 2 ? below100(words.slice(2)) : 0;
    year = c !== null && r !== null ? c * 100 + r : null;
  } else {
    // "nineteen ninety-nine": two numbers below 100.
    for (let k = 1; k < words.length; k++) {
      const a = below100(words.slice(0, k));
      const b = below100(words.slice(k));
      if (a !== null && b !== null && a >= 10) {
        year = a * 100 + b;
        break;
      }
    }
  }
  return year !== null && year >= 1900 && year <= 2100 ? year : null;
}

// ---------------------------------------------------------------------------------------------
// Day/month order of numeric dates

export type DateOrder = 'dmy' | 'mdy';

/**
 * The Hijri calendar a document's year-first dates without era are in: the Solar Hijri of Iran and
 * Afghanistan, the Lunar Hijri of the Arab states, or null when nothing on the document decides it.
 */
export type HijriCalendar = 'solar' | 'lunar' | null;

/** How a document's numeric dates are read: the day/month order, and the Hijri calendar of its years 1300..1410. */
export type DateReading = DateOrder | { order: DateOrder; hijri: HijriCalendar };

/** Countries whose documents date in the Solar Hijri calendar. */
const SOLAR_HIJRI_COUNTRIES = new Set(['IR', 'AF']);

/**
 * The Hijri calendar of a document (docs/document-understanding.md, "Year of completion across
 * languages"): a Lunar era printed anywhere ("1441/10/20 هـ", "1441 AH") says Lunar; a Persian, Dari or
 * Pashto text (by its language or its own letters) or an Iranian or Afghan issuer says Solar; another Arabic text (Saudi Arabia, the Gulf)
 * says Lunar. Otherwise null: a year 1300..1410 of an unknown calendar is no date (null over a guess).
 */
export function hijriCalendarFor(countryCode: string | null | undefined, languageCode: string | null | undefined, text: string): HijriCalendar {
  if (/(?<!\p{L})\d{4}\s*(?:هـ|ه\.|a\.\s?h\.?|ah)(?!\p{L})/iu.test(asciiDigits(text))) return 'lunar';
  // Persian writes "ی" and "ک" (and "پ", "چ", "ژ", "گ") where Arabic writes "ي" and "ك"; Urdu's own letters ("ٹ", "ے") mark Urdu.
  const persian = /[پچژگکی]/u.test(text) && !/[ٹڈڑںےۃ]/u.test(text);
  if ((countryCode && SOLAR_HIJRI_COUNTRIES.has(countryCode.toUpperCase())) || ['fa', 'ps', 'prs'].includes(languageCode ?? '') || persian) return 'solar';
  if (languageCode === 'ar') return 'lunar';
  return null;
}

/** Countries whose documents print numeric dates month first. */
const MONTH_FIRST = new Set(['US', 'PH', 'FM', 'MH', 'PW']);

/**
 * The day/month order of a document's numeric dates (docs/document-understanding.md, "Key-value reading"): from the
 * document's country when known (the United States print month first, most of the world day
 * first); otherwise from the dates themselves, where a first part over 12 can only be a day and a
 * second part over 12 only a day; day first when nothing decides.
 */
export function dateOrderFor(countryCode: string | null | undefined, text: string): DateOrder {
  if (countryCode) return MONTH_FIRST.has(countryCode.toUpperCase()) ? 'mdy' : 'dmy';
  let dmy = 0;
  let mdy = 0;
  for (const m of asciiDigits(text).matchAll(/(?<![\d.\/-])(\d{1,2})[-/.](\d{1,2})[-/.](?:\d{4}|\d{2})(?![\d])/g)) {
    const a = +m[1];
    const b = +m[2];
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  return mdy > dmy ? 'mdy' : 'dmy';
}

// ---------------------------------------------------------------------------------------------
// Spanish and Portuguese numbers in words (títulos and diplomas: "a los quince días del mes de
// marzo de dos mil diecinueve", "aos vinte e um dias do mês de julho de dois mil e vinte")

/** Folded (lower case, no accents) number words below 30 and the tens, in Spanish and Portuguese. */
const ROMANCE_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, um: 1, uma: 1, primero: 1, primer: 1, primeiro: 1,
  dos: 2, dois: 2, duas: 2, tres: 3, cuatro: 4, quatro: 4, cinco: 5, seis: 6, siete: 7, sete: 7, ocho: 8, oito: 8,
  nueve: 9, nove: 9, diez: 10, dez: 10, once: 11, onze: 11, doce: 12, doze: 12, trece: 13, treze: 13, catorce: 14,
  catorze: 14, quatorze: 14, quince: 15, quinze: 15, dieciseis: 16, dezasseis: 16, dezesseis: 16, diecisiete: 17,
  dezassete: 17, dezessete: 17, dieciocho: 18, dezoito: 18, diecinueve: 19, dezanove: 19, dezenove: 19,
  veinte: 20, vinte: 20, veintiun: 21, veintiuno: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
  treinta: 30, trinta: 30, cuarenta: 40, quarenta: 40, cincuenta: 50, cinquenta: 50, sesenta: 60, sessenta: 60,
  setenta: 70, ochenta: 80, oitenta: 80, noventa: 90,
};

/** The alternation of every Spanish/Portuguese number word a spelled date uses. */
export const ROMANCE_NUMBER_ALT = [...Object.keys(ROMANCE_WORDS), 'mil', 'novecientos', 'novecentos', 'y', 'e']
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A number below 100 from folded Spanish/Portuguese words ("treinta y uno", "vinte e um"); else null. */
function romanceBelow100(words: string[]): number | null {
  const ws = words.filter((w) => w !== 'y' && w !== 'e');
  if (!ws.length || ws.length > 2) return null;
  const a = ROMANCE_WORDS[ws[0]];
  if (a === undefined) return null;
  if (ws.length === 1) return a;
  const b = ROMANCE_WORDS[ws[1]];
  return a >= 20 && a % 10 === 0 && b !== undefined && b >= 1 && b <= 9 ? a + b : null;
}

/** A day of the month in folded Spanish/Portuguese words ("quince", "veintiun", "trinta e um"); else null. */
export function romanceDay(text: string): number | null {
  const n = romanceBelow100(text.trim().split(/\s+/));
  return n !== null && n >= 1 && n <= 31 ? n : null;
}

/** A year in folded Spanish/Portuguese words ("dos mil diecinueve", "mil novecentos e noventa e nove"); else null. */
export function romanceYear(text: string): number | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let year: number | null = null;
  if ((words[0] === 'dos' || words[0] === 'dois') && words[1] === 'mil') {
    const rest = words.slice(2);
    const r = rest.length ? romanceBelow100(rest) : 0;
    year = r === null ? null : 2000 + r;
  } else if (words[0] === 'mil' && (words[1] === 'novecientos' || words[1] === 'novecentos')) {
    const rest = words.slice(2);
    const r = rest.length ? romanceBelow100(rest) : 0;
    year = r === null ? null : 1900 + r;
  }
  return year !== null && year >= 1900 && year <= 2100 ? year : null;
}

// ---------------------------------------------------------------------------------------------
// Italian and French numbers in words (diplomas: "conseguita il giorno ventitré luglio duemilaventidue",
// "le vingt-trois juillet deux mille vingt-deux"): the words are written together or apart.

/** Folded Italian and French number words: the value added, or a multiplier (cento, cent: ×100; mille, mila: ×1000). */
const IT_FR_WORDS: Record<string, number> = {
  // it
  uno: 1, primo: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12,
  tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19, venti: 20, trenta: 30,
  quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90,
  // The tens lose their vowel before "uno" and "otto" ("ventuno", "trentotto").
  vent: 20, trent: 30, quarant: 40, cinquant: 50, sessant: 60, settant: 70, ottant: 80, novant: 90,
  // fr
  un: 1, une: 1, premier: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
};
const IT_FR_HUNDRED = new Set(['cento', 'cent', 'cents']);
const IT_FR_THOUSAND = new Set(['mille', 'mila', 'mil']);
const IT_FR_TOKENS = [...Object.keys(IT_FR_WORDS), ...IT_FR_HUNDRED, ...IT_FR_THOUSAND].sort((a, b) => b.length - a.length);

/**
 * A number in folded Italian or French words, written together or apart ("duemilaventidue", "deux mille vingt-deux",
 * "millenovecentonovantanove", "quatre-vingt-dix-neuf", "vingt et un"); null when the words are no number.
 */
export function italianFrenchNumber(text: string): number | null {
  const s = text.toLowerCase().replace(/(?:^|[\s-])et(?=[\s-])/g, ' ').replace(/[\s-]+/g, '');
  if (!s || !/^[a-z]+$/.test(s)) return null;
  // Split into number words, longest first, backtracking where a shorter word lets the rest split.
  const split = (from: number): string[] | null => {
    if (from === s.length) return [];
    for (const t of IT_FR_TOKENS) {
      if (!s.startsWith(t, from)) continue;
      const rest = split(from + t.length);
      if (rest) return [t, ...rest];
    }
    return null;
  };
  const words = split(0);
  if (!words) return null;
  let total = 0;
  let current = 0;
  for (const [k, w] of words.entries()) {
    // "quatre-vingt(s)": four twenties.
    if ((w === 'vingt' || w === 'vingts') && words[k - 1] === 'quatre') {
      current += 80 - 4;
      continue;
    }
    if (IT_FR_THOUSAND.has(w)) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (IT_FR_HUNDRED.has(w)) current = (current || 1) * 100;
    else current += IT_FR_WORDS[w];
  }
  return total + current;
}

