/**
 * Drawing code of the procedural `p-keys` families (development only): a diploma or an academic
 * record whose key-value block is drawn from the seed — the issuing country and its language, the
 * captions (bilingual or not), the separator (colon, dot leaders, a tab gap, the value under its
 * caption, boxed cells, two pairs on one line), the form of the holder's name (natural order,
 * "SURNAME, Given", "SURNAME Given", capitals, a patronymic, surname and given names on two rows,
 * the name alone after "This is to certify that"), decoy people (father, mother, guardian,
 * signatories, "verified by"), dates (numeric in the country's order, month names, words), issue and
 * print dates that are not the completion, a letterhead that places the issuer (the country, a
 * city, a state, a phone code, a web or e-mail domain) or nothing at all, and the qualification in
 * a caption, an award sentence, a title line or a programme row. The ground truth follows
 * scripts/samples/README.md and the families README. Everything printed is invented.
 */
import { City, State } from 'country-state-city';
import { countries } from 'countries-list';
import type { Rng } from '../../rng';
import type { ExtractionResult } from '../../../../src/processing/types';
import type { FamilySample } from '../types';
import { A4, A4_LANDSCAPE, LETTER, Pdf, SANS, SERIF, emptyResult as aEmpty, type FontSet } from './a-kit';
import { ordinalWords, yearWords } from './k-kit';
import {
  AWARD_SENTENCES, CAPTIONS, CERTIFY, FIELDS, INSTITUTION_PATTERNS, INSTITUTION_WORDS, LANGUAGE_NAMES, MONTHS, PROFILES, QUALIFICATIONS, TITLES,
  monthDate, monthYear, type Captions, type CountryProfile, type Lang, type Place, type Qualification,
} from './p-keys-data';

export type Evidence = 'country' | 'city' | 'city-state' | 'phone' | 'domain' | 'none';

export interface PKeysOptions {
  /** Issuing countries to draw from (ISO alpha-2). */
  countries: string[];
  kind: 'diploma' | 'record';
  /** Captions always bilingual (the document's language / English). */
  bilingual?: boolean;
  /** Probability of decoy people (father, mother, guardian, "verified by"). */
  decoys?: number;
  /** Only these kinds of place evidence. */
  evidence?: Evidence[];
}

interface Ymd {
  y: number;
  m: number;
  d: number;
}
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;

// ---------------------------------------------------------------------------------------------
// Places: which printed names place the issuer (the families README's evidence rule)

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
let cityCountries: Map<string, Set<string>> | null = null;
function citiesByName(): Map<string, Set<string>> {
  if (cityCountries) return cityCountries;
  const map = new Map<string, Set<string>>();
  for (const c of City.getAllCities()) {
    const k = fold(c.name);
    let s = map.get(k);
    if (!s) map.set(k, (s = new Set()));
    s.add(c.countryCode);
  }
  for (const s of State.getAllStates()) {
    const k = fold(s.name);
    let set = map.get(k);
    if (!set) map.set(k, (set = new Set()));
    set.add(s.countryCode);
  }
  return (cityCountries = map);
}

/** A city places the issuer when the package knows it in that country only, or only there among the countries that speak the page's language. */
export function cityPlaces(place: Place, code: string, lang: Lang): boolean {
  const where = [...(citiesByName().get(fold(place.name)) ?? [])];
  if (!where.includes(code)) return false;
  if (where.length === 1) return true;
  const speaking = where.filter((c) => (countries[c as keyof typeof countries]?.languages as string[] | undefined)?.includes(lang));
  return lang !== 'en' && speaking.length === 1 && speaking[0] === code;
}

/** A name with no word sequence that the package knows as a place anywhere (so an institution's name carries no place). */
export function placeFree(text: string): boolean {
  const words = text.split(/[\s-]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) for (let n = 1; n <= 3 && i + n <= words.length; n++) if (citiesByName().has(fold(words.slice(i, i + n).join(' ')))) return false;
  return true;
}

export function phoneCodeOf(code: string): string | null {
  const own = (countries[code as keyof typeof countries]?.phone ?? []) as number[];
  for (const p of own) {
    const sharing = Object.values(countries).filter((c) => (c.phone as number[]).includes(p));
    if (sharing.length === 1) return String(p);
  }
  return null;
}

const STREETS: Record<Lang, string[]> = {
  en: ['University Road', 'College Avenue', 'Campus Drive'],
  fr: ['rue des Facultés', 'avenue de l’Université'],
  de: ['Universitätsstraße', 'Hochschulring'],
  es: ['Avenida Universidad', 'Calle del Campus'],
  pt: ['Rua da Universidade', 'Avenida Universitária'],
  it: ['Via dell’Università', 'Piazza dell’Ateneo'],
  ru: ['ул. Университетская', 'пр. Студенческий'],
  uk: ['вул. Університетська', 'просп. Студентський'],
  pl: ['ul. Uniwersytecka', 'ul. Akademicka'],
  tr: ['Üniversite Caddesi', 'Kampüs Yolu'],
  id: ['Jl. Kampus Raya', 'Jl. Pendidikan'],
  nl: ['Universiteitsweg', 'Campuslaan'],
};

export function postcode(rng: Rng, code: string): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  switch (code) {
    case 'PL': return `${d(2)}-${d(3)}`;
    case 'NL': return `${rng.int(1, 9)}${d(3)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
    case 'PT': return `${rng.int(1, 9)}${d(3)}-${d(3)}`;
    case 'BR': return `${rng.int(1, 9)}${d(4)}-${d(3)}`;
    case 'RU': case 'IN': case 'NG': return `${rng.int(1, 9)}${d(5)}`;
    case 'PH': return `${rng.int(1, 9)}${d(3)}`;
    default: return `${rng.int(1, 9)}${d(4)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// People

interface Person {
  given: string;
  patronymic: string | null;
  family: string;
  female: boolean;
}

function person(rng: Rng, p: CountryProfile, avoid: Set<string>, gender?: 'f' | 'm'): Person {
  for (;;) {
    const female = gender ? gender === 'f' : rng.bool();
    const given = rng.pick(female ? p.people.f : p.people.m);
    const k = rng.int(0, p.people.family.length - 1);
    const family = female && p.people.familyF ? p.people.familyF[k] : p.people.family[k];
    const patronymic = p.patronymic ? p.patronymic(rng.pick(p.people.m), female) : null;
    const key = `${given} ${family}`;
    if (avoid.has(key) || avoid.has(given)) continue;
    avoid.add(key);
    avoid.add(given);
    return { given, patronymic, family, female };
  }
}
const natural = (x: Person) => [x.given, x.patronymic, x.family].filter(Boolean).join(' ');
const givenPart = (x: Person) => [x.given, x.patronymic].filter(Boolean).join(' ');
const upper = (s: string, lang: Lang) => s.toLocaleUpperCase(lang === 'tr' ? 'tr' : lang === 'en' ? 'en' : undefined);

// ---------------------------------------------------------------------------------------------
// Dates

function drawDate(rng: Rng, year: number, lang: Lang, months: [number, number] = [1, 12]): Ymd {
  // English pages are read in both day orders: a numeric date there always has a day above 12.
  return { y: year, m: rng.int(months[0], months[1]), d: lang === 'en' ? rng.int(13, 28) : rng.int(1, 28) };
}

type DateForm = 'numeric' | 'month' | 'iso';
function formatDate(d: Ymd, p: CountryProfile, form: DateForm, sep: string): string {
  if (form === 'iso') return isoOf(d);
  if (form === 'month') return monthDate(d, p.lang, p.monthFirst);
  return p.monthFirst ? `${pad(d.m)}/${pad(d.d)}/${d.y}` : `${pad(d.d)}${sep}${pad(d.m)}${sep}${d.y}`;
}

/** "the twenty-first day of June, two thousand and nineteen". */
const wordsDate = (d: Ymd) => `the ${ordinalWords(d.d)} day of ${MONTHS.en[d.m - 1]}, ${yearWords(d.y)}`;

// ---------------------------------------------------------------------------------------------
// The document

interface Row {
  caption: string;
  value: string;
}

export async function renderPKeys(rng: Rng, options: PKeysOptions): Promise<FamilySample> {
  const code = rng.pick(options.countries);
  const profile = PROFILES.find((p) => p.code === code)!;
  const lang = profile.lang;
  const C = CAPTIONS[lang];
  const bilingual = lang !== 'en' && (options.bilingual ?? rng.bool(0.3));
  /** A caption of `key`, "Nom / Name" on a bilingual page. */
  const cap = (key: keyof Captions): string => {
    const list = C[key] ?? CAPTIONS.en[key]!;
    const i = rng.int(0, list.length - 1);
    if (!bilingual) return list[i];
    const en = CAPTIONS.en[key] ?? [];
    return `${list[i]} / ${en[Math.min(i, en.length - 1)] ?? en[0]}`;
  };

  const r: ExtractionResult = aEmpty(lang);
  r.languageCode = lang;
  r.language = LANGUAGE_NAMES[lang];
  const printed: Record<string, string> = {};

  // People: the holder, and the decoys who are never the holder.
  const names = new Set<string>();
  const holder = person(rng, profile, names);
  r.candidate = { fullName: natural(holder), firstName: givenPart(holder), lastName: holder.family, dateOfBirth: null };

  // The institution and the evidence of its country.
  const pattern = rng.pick(INSTITUTION_PATTERNS[lang]);
  const words = INSTITUTION_WORDS[lang].filter(placeFree);
  const institution = pattern(rng.pick(words.length ? words : INSTITUTION_WORDS[lang]));
  r.institution.name = institution;
  const cities = profile.cities.filter((c) => cityPlaces(c, profile.code, lang));
  const phone = phoneCodeOf(profile.code);
  const available: Evidence[] = ['country'];
  if (cities.length) available.push('city');
  if (profile.states?.length) available.push('city-state');
  if (phone) available.push('phone');
  if (profile.tld) available.push('domain');
  if (profile.sharedLanguage) available.push('none');
  const allowed = available.filter((e) => !options.evidence || options.evidence.includes(e));
  const evidence = rng.pick(allowed.length ? allowed : available);
  const letterhead: string[] = [];
  let countryLine: string | null = null;
  let city: string | null = null;
  const slug = institution.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => fold(w)[0]).join('').replace(/[^a-z]/g, '') || 'univ';
  if (evidence === 'country') {
    const name = rng.pick(profile.countryPrinted);
    countryLine = rng.bool() ? upper(name, lang) : name;
    // "England, United Kingdom": a constituent country printed before the state is its subdivision (families README, state).
    if (/^England,/.test(name)) Object.assign(r.institution, { state: 'England', stateCode: 'ENG' });
  } else if (evidence === 'city') {
    const place = rng.pick(cities);
    city = place.printed;
    const pc = postcode(rng, profile.code);
    letterhead.push(lang === 'en' ? `P.O. Box ${rng.int(100, 9999)}, ${city}${rng.bool() ? ` ${pc}` : ''}` : `${rng.pick(STREETS[lang])} ${rng.int(1, 120)}, ${rng.bool() ? `${pc} ` : ''}${city}`);
  } else if (evidence === 'city-state') {
    const stateName = rng.pick(profile.states!);
    const state = State.getStatesOfCountry(profile.code).find((s) => s.name === stateName)!;
    const stateCities = City.getCitiesOfState(profile.code, state.isoCode).filter((c) => fold(c.name) !== fold(stateName));
    city = stateCities.length ? rng.pick(stateCities).name : null;
    letterhead.push(`${rng.pick(STREETS[lang])} ${rng.int(1, 999)}, ${city ? `${city}, ` : ''}${stateName}${profile.code === 'US' ? ` ${postcode(rng, 'US')}` : ''}`);
    r.institution.state = state.name;
    r.institution.stateCode = state.isoCode;
  } else if (evidence === 'phone') {
    const tel = lang === 'ru' || lang === 'uk' ? 'Тел.' : lang === 'de' ? 'Telefon' : lang === 'fr' ? 'Tél.' : 'Tel.';
    letterhead.push(`${tel}: +${phone} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`);
  } else if (evidence === 'domain') {
    letterhead.push(rng.bool() ? `www.${slug}.${profile.tld}` : `E-mail: registrar@${slug}.${profile.tld}`);
  }
  if (evidence !== 'none') {
    r.institution.country = countries[profile.code as keyof typeof countries].name;
    r.institution.countryCode = profile.code;
  }

  // The qualification and its dates.
  const qual: Qualification = rng.pick(QUALIFICATIONS[profile.code]);
  const completionYear = rng.int(2008, 2023);
  const printsCompletion = options.kind === 'diploma' || rng.bool(0.6);
  const printsQualification = options.kind === 'diploma' || rng.bool(0.9);
  const years = qual.level === 'Master' ? 2 : qual.level === 'Doctorate' ? 4 : qual.level === 'Associate' || qual.level === 'Diploma' ? 2 : 4;
  const admissionYear = completionYear - years;
  const born = drawDate(rng, admissionYear - rng.int(17, 20) - (qual.level === 'Master' ? 4 : qual.level === 'Doctorate' ? 6 : 0), lang);
  const completed = drawDate(rng, completionYear, lang, [5, 7]);
  const issued = drawDate(rng, completionYear + rng.int(0, 1), lang, [8, 12]);
  const dateForm: DateForm = rng.pick(['numeric', 'numeric', 'month', 'iso']);
  const sep = rng.pick(['DE', 'RU', 'UA', 'PL', 'TR'].includes(profile.code) ? ['.'] : ['NL', 'ID'].includes(profile.code) ? ['-', '/'] : ['/', '-', '.']);
  const date = (d: Ymd, form = dateForm) => formatDate(d, profile, form, sep);

  if (printsQualification) {
    r.qualification.name = qual.name;
    r.qualification.level = qual.level;
    r.qualification.majorOrSpecialization = qual.major;
    printed['qualification.name'] = qual.printed;
  }

  // The block's rows, the name's presentation and the qualification's.
  const rows: Row[] = [];
  const decoyRows: Row[] = [];
  const decoyP = options.decoys ?? 0.5;
  const tr = lang === 'tr';
  const nameMode = rng.pick(['natural', 'caps', 'family-first', 'split', 'certify'] as const);
  const familyCaps = upper(holder.family, lang);
  let nameValue: string;
  let certifyName: string | null = null;
  if (nameMode === 'split') {
    nameValue = rng.bool() && !tr ? familyCaps : holder.family;
    rows.push({ caption: cap('family'), value: nameValue });
    rows.push({ caption: cap('given'), value: holder.given });
    if (holder.patronymic) rows.push({ caption: cap('patronymic'), value: holder.patronymic });
  } else if (nameMode === 'family-first') {
    const form = rng.pick(['comma', 'caps-space', 'caps-comma'] as const);
    nameValue = form === 'comma' ? `${holder.family}, ${givenPart(holder)}` : form === 'caps-comma' && !tr ? `${familyCaps}, ${upper(givenPart(holder), lang)}` : `${tr ? holder.family : familyCaps} ${givenPart(holder)}`;
    rows.push({ caption: cap('nameFamilyFirst'), value: nameValue });
  } else {
    const caps = nameMode === 'caps' && !tr;
    // A patronymic name is printed surname first, as Russian and Ukrainian documents print it.
    const base = holder.patronymic ? `${holder.family} ${givenPart(holder)}` : natural(holder);
    nameValue = caps ? upper(base, lang) : base;
    if (nameMode === 'certify') certifyName = nameValue;
    else rows.push({ caption: holder.patronymic ? cap('nameFamilyFirst') : cap('name'), value: nameValue });
  }
  printed['candidate.fullName'] = nameValue;

  // Decoy people: a parent or guardian in the block, before or after the holder's name.
  if (rng.bool(decoyP)) {
    const father = rng.pick(profile.people.m.filter((g) => !names.has(g)));
    names.add(father);
    // The father's surname is the holder's in its masculine form (Смирнова → Смирнов, Nowakowska → Nowakowski).
    const k = holder.female && profile.people.familyF ? profile.people.familyF.indexOf(holder.family) : -1;
    const fatherFamily = k >= 0 ? profile.people.family[k] : holder.family;
    const fatherName = profile.patronymic ? `${fatherFamily} ${father} ${profile.patronymic(rng.pick(profile.people.m), false)}` : `${father} ${fatherFamily}`;
    decoyRows.push({ caption: cap('father'), value: rng.bool() && !tr ? upper(fatherName, lang) : fatherName });
  }
  if (rng.bool(decoyP * 0.6)) {
    const mother = person(rng, profile, names, 'f');
    decoyRows.push({ caption: cap('mother'), value: natural(mother) });
  }
  if (lang === 'en' && rng.bool(decoyP * 0.3)) decoyRows.push({ caption: cap('guardian'), value: natural(person(rng, profile, names)) });
  const decoysFirst = rng.bool();
  const blockRows: Row[] = decoysFirst ? [...decoyRows, ...rows] : [...rows, ...decoyRows];

  // Date of birth: numeric, with a month name, or (Indian boards) in words.
  if (rng.bool(0.8)) {
    r.candidate.dateOfBirth = isoOf(born);
    const dobValue = date(born);
    printed['candidate.dateOfBirth'] = dobValue;
    blockRows.push({ caption: cap('dob'), value: dobValue });
  }
  if (rng.bool(0.6)) {
    const reg = lang === 'en' ? `${String(admissionYear).slice(2)}${rng.pick(['BCS', 'ME', 'A', 'U'])}${rng.int(1000, 9999)}` : `${rng.int(100000, 999999)}`;
    r.qualification.registrationNumber = reg;
    blockRows.push({ caption: cap('reg'), value: reg });
  }
  if (rng.bool(0.4)) {
    r.qualification.yearOfAdmission = admissionYear;
    blockRows.push({ caption: cap('admitted'), value: rng.bool() ? String(admissionYear) : monthYear({ y: admissionYear, m: 9 }, lang) });
  }

  // The qualification: a caption, an award sentence, a title line or (English records) a programme row.
  const qualMode = !printsQualification ? 'none' : options.kind === 'record' ? (lang === 'en' && rng.bool(0.4) ? 'programme' : 'caption') : rng.pick(['caption', 'sentence', 'title'] as const);
  let awardSentence: string | null = null;
  let titleLine: string | null = null;
  if (qualMode === 'caption') blockRows.push({ caption: cap('degree'), value: qual.printed });
  else if (qualMode === 'programme') {
    blockRows.push({ caption: rng.pick(['Programme', 'Degree Programme', 'Program of Study']), value: qual.printed });
    r.qualification.program = qual.printed;
  } else if (qualMode === 'sentence') awardSentence = rng.pick(AWARD_SENTENCES[lang])(qual.printed);
  else if (qualMode === 'title') printed['qualification.name'] = titleLine = rng.bool() ? upper(qual.printed, lang) : qual.printed;
  if (printsQualification && qual.major === null && rng.bool(0.4)) {
    const field = rng.pick(FIELDS[lang]);
    r.qualification.majorOrSpecialization = field;
    blockRows.push({ caption: cap('field'), value: field });
  }

  // Completion: a dated caption, the year or session of passing, or (English diplomas) in words.
  let completionLine: string | null = null;
  if (printsCompletion) {
    r.qualification.yearOfCompletion = completionYear;
    r.qualification.status = 'Completed';
    const form = rng.pick(lang === 'en' && options.kind === 'diploma' ? (['date', 'year', 'session', 'words'] as const) : (['date', 'year', 'session'] as const));
    if (form === 'date') blockRows.push({ caption: cap('completed'), value: date(completed) });
    else if (form === 'year') blockRows.push({ caption: cap('yearPassed'), value: String(completionYear) });
    else if (form === 'session') blockRows.push({ caption: cap('session'), value: monthYear(completed, lang) });
    else completionLine = `Conferred on ${wordsDate(completed)}`;
  }
  // The issue date (a date of issue, never the completion).
  // A portal's print date is the date of issue of that paper when no other is printed (as
  // a-us-portal-transcript's "Print Date"); it is never the completion.
  const issueRow = rng.bool(0.5);
  const printedOn = rng.bool(0.5) ? { y: rng.int(2024, 2025), m: rng.int(1, 12), d: rng.int(13, 28) } : null;
  if (issueRow) r.qualification.dateOfIssue = isoOf(issued);
  else if (printedOn) r.qualification.dateOfIssue = isoOf(printedOn);

  // ------------------------------------------------------------------------------------------
  // Drawing
  const F: FontSet = rng.pick(options.kind === 'diploma' ? [...SERIF, SANS[0]] : [...SANS, SERIF[0]]);
  const size: [number, number] = profile.monthFirst ? LETTER : options.kind === 'diploma' && rng.bool(0.3) ? A4_LANDSCAPE : A4;
  const pdf = new Pdf({ size, title: options.kind === 'diploma' ? 'Diploma' : 'Academic record', author: institution, creationDate: new Date(`${isoOf(issued)}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const L = W > H ? 90 : 60;
  const R = W - L;
  const accent = rng.pick(['#1e3a8a', '#7f1d1d', '#14532d', '#111827']);
  let y = 44;
  const centre = (text: string, yy: number, s: number, font = F.regular, color?: string) => pdf.text(text, L, yy, { font, size: s, width: R - L, align: 'center', fit: true, color });
  if (countryLine) {
    centre(countryLine, y, 9.5, F.bold);
    y += 16;
  }
  const instPrinted = rng.bool(0.4) ? upper(institution, lang) : institution;
  printed['institution.name'] = instPrinted;
  centre(instPrinted, y, options.kind === 'diploma' ? 18 : 15, F.bold, accent);
  y += 24;
  for (const l of letterhead) {
    centre(l, y, 8.5);
    y += 12;
  }
  pdf.line(L, y + 2, R, y + 2, 0.8, accent);
  y += 18;
  const titles = TITLES[lang][options.kind];
  const title = rng.pick(titles);
  centre(bilingual ? `${upper(title, lang)} / ${upper(rng.pick(TITLES.en[options.kind]), 'en')}` : upper(title, lang), y, 14, F.bold);
  y += 26;
  if (titleLine) {
    centre(titleLine, y, 15, F.bold);
    y += 26;
  }
  if (certifyName) {
    centre(rng.pick(CERTIFY[lang]), y, 11, F.italic);
    y += 20;
    centre(certifyName, y, 17, F.bold);
    y += 28;
  }
  if (awardSentence) {
    y += pdf.para(awardSentence, L + 20, y, R - L - 40, { font: F.regular, size: 11 }) + 10;
  }
  if (completionLine) {
    centre(completionLine, y, 10.5, F.italic);
    y += 22;
  }

  // The key-value block.
  const style = rng.pick(['colon', 'colon-aligned', 'leaders', 'tab', 'below', 'box'] as const);
  const pairLine = blockRows.length > 3 && style !== 'below' && style !== 'box' && rng.bool(0.35);
  const fontSize = 10;
  const capWidth = Math.max(...blockRows.map((row) => pdf.widthOf(row.caption, F.regular, fontSize)));
  const vx = Math.min(L + capWidth + 24, L + (R - L) * 0.55);
  const drawRow = (row: Row, x: number, right: number): void => {
    if (style === 'colon') {
      const w = pdf.text(`${row.caption}:`, x, y, { font: F.regular, size: fontSize });
      pdf.text(row.value, x + w + 5, y, { font: F.bold, size: fontSize, width: right - x - w - 5, fit: true });
    } else if (style === 'colon-aligned') {
      pdf.text(row.caption, x, y, { font: F.regular, size: fontSize, width: vx - x - 14, fit: true });
      pdf.text(':', vx - 10, y, { font: F.regular, size: fontSize });
      pdf.text(row.value, vx, y, { font: F.bold, size: fontSize, width: right - vx, fit: true });
    } else if (style === 'leaders') {
      const w = pdf.text(row.caption, x, y, { font: F.regular, size: fontSize, width: vx - x - 10, fit: true });
      const dot = pdf.widthOf('.', F.regular, fontSize);
      const room = vx - (x + w) - 8;
      if (room > dot * 3) pdf.text('.'.repeat(Math.floor(room / dot)), x + w + 3, y, { font: F.regular, size: fontSize, color: '#555555' });
      pdf.text(row.value, vx, y, { font: F.bold, size: fontSize, width: right - vx, fit: true });
    } else if (style === 'tab') {
      pdf.text(row.caption, x, y, { font: F.regular, size: fontSize, color: '#333333', width: vx - x - 12, fit: true });
      pdf.text(row.value, vx, y, { font: F.bold, size: fontSize, width: right - vx, fit: true });
    } else if (style === 'below') {
      pdf.text(row.caption, x, y, { font: F.italic, size: 8, color: '#444444' });
      pdf.text(row.value, x + 10, y + 11, { font: F.bold, size: 11, width: right - x - 10, fit: true });
    } else {
      pdf.rect(x, y - 5, vx - x - 4, 20, 0.6);
      pdf.rect(vx - 4, y - 5, right - vx + 4, 20, 0.6);
      pdf.text(row.caption, x + 4, y, { font: F.regular, size: 9, width: vx - x - 12, fit: true });
      pdf.text(row.value, vx + 2, y, { font: F.bold, size: fontSize, width: right - vx - 6, fit: true });
    }
  };
  const step = style === 'below' ? 30 : style === 'box' ? 20 : 19;
  for (let i = 0; i < blockRows.length; i++) {
    const row = blockRows[i];
    const next = blockRows[i + 1];
    // Two short pairs on one line ("Date of Birth: … Registration No.: …").
    if (pairLine && next && row.value.length < 18 && next.value.length < 18 && pdf.widthOf(`${row.caption}: ${row.value}`, F.regular, fontSize) < (R - L) / 2 - 20) {
      const half = L + (R - L) / 2;
      const w1 = pdf.text(`${row.caption}:`, L, y, { font: F.regular, size: fontSize });
      pdf.text(row.value, L + w1 + 5, y, { font: F.bold, size: fontSize });
      const w2 = pdf.text(`${next.caption}:`, half, y, { font: F.regular, size: fontSize });
      pdf.text(next.value, half + w2 + 5, y, { font: F.bold, size: fontSize, width: R - half - w2 - 5, fit: true });
      y += step;
      i++;
      continue;
    }
    drawRow(row, L, R);
    y += step;
  }
  y += 14;

  // Issue date, place, signatories, "verified by" and a portal's print date.
  if (issueRow) {
    const issueText = `${cap('issued')}: ${date(issued)}`;
    pdf.text(city && rng.bool() ? `${city}, ${issueText}` : issueText, L, y, { font: F.regular, size: 9.5 });
    y += 18;
  }
  const sy = Math.min(Math.max(y + 40, H - 200), H - 110);
  const signatories = [{ role: cap('registrar'), name: natural(person(rng, profile, names)) }, { role: cap('dean'), name: natural(person(rng, profile, names)) }];
  const colW = (R - L) / 2 - 20;
  if (rng.bool(0.5)) pdf.seal(W / 2, sy - 10, 22, accent);
  signatories.forEach((s, k) => {
    const x = k === 0 ? L : R - colW;
    pdf.signature(x + 30, sy, colW - 60, rng);
    pdf.line(x, sy + 8, x + colW, sy + 8, 0.5, '#444444');
    const named = rng.bool(0.7);
    if (named) pdf.text(s.name, x, sy + 12, { font: F.bold, size: 9.5, width: colW, align: 'center', fit: true });
    pdf.text(s.role, x, sy + (named ? 25 : 12), { font: F.regular, size: 8.5, width: colW, align: 'center', fit: true });
  });
  let fy = sy + 52;
  if (rng.bool(decoyP * 0.8)) {
    pdf.text(`${cap('verified')}: ${natural(person(rng, profile, names))}`, L, fy, { font: F.regular, size: 8.5 });
    fy += 13;
  }
  if (printedOn) {
    pdf.text(`${cap('printed')}: ${date(printedOn, 'numeric')} ${pad(rng.int(8, 17))}:${pad(rng.int(0, 59))}`, L, Math.max(fy, H - 40), { font: F.regular, size: 7.5, color: '#555555' });
  }
  return { pdf: await pdf.end(), expected: r, printed };
}
