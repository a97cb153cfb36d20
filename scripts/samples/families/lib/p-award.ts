/**
 * Drawing code of the procedural `p-award` families (development only): English-language award
 * certificates whose key fields are printed in running text and in the places certificates put
 * them, drawn from the seed so that no one layout is learnt. What varies is what a key-field reader
 * depends on:
 * - the certifying wording, from generic forms and registrar conventions: "This is to certify
 *   that … has been awarded …", "… hereby confers upon … the degree of …", "… having completed the
 *   prescribed course of study …", "Be it known that …", the Diploma Supplement's "Name of
 *   qualification and title conferred";
 * - where the holder's name stands (inside the sentence, on a centred line of its own, in a boxed
 *   caption cell) and its form (natural order, "LAST, First", "SURNAME Given", "Given SURNAME",
 *   capitals, surnames with particles, given names as initials);
 * - the qualification in the sentence, on a title line of its own, after "having completed …" or
 *   in a caption;
 * - the several dates a certificate prints (the examination's month, the conferral, the date of
 *   issue, a print date, the date of birth), so that the year of completion must be told from them;
 * - the institution in a letterhead with its address, or only in a seal line ("Given under the
 *   Common Seal of …") or in the conferring sentence.
 * The ground truth follows scripts/samples/README.md and the families README. Everything printed is
 * invented.
 */
import { City, State } from 'country-state-city';
import { countries } from 'countries-list';
import type { Rng } from '../../rng';
import type { ExtractionResult } from '../../../../src/processing/types';
import type { FamilySample } from '../types';
import { A4, LETTER, Pdf, SERIF, SANS, emptyResult, type FontSet } from './a-kit';
import { ordinalSuffix, ordinalWords, yearWords } from './k-kit';
import { INSTITUTION_PATTERNS, INSTITUTION_WORDS, MONTHS, PROFILES, QUALIFICATIONS, type CountryProfile, type Qualification } from './p-keys-data';
import { cityPlaces, phoneCodeOf, placeFree, postcode } from './p-keys';

export type NamePlace = 'sentence' | 'centred' | 'box' | 'upon';
export type QualPlace = 'sentence' | 'title' | 'completed' | 'caption';
export type InstPlace = 'letterhead' | 'seal' | 'senate';

export interface PAwardOptions {
  countries: string[];
  names?: NamePlace[];
  qualifications?: QualPlace[];
  institutions?: InstPlace[];
  /** Surnames with particles and given names as initials. */
  hardNames?: boolean;
  /** Always the examination's month, an issue date a year later and a print date besides the completion. */
  manyDates?: boolean;
  /**
   * The second vocabulary: wordings written after the engine's rules for the first one, so that its
   * figures say how those rules hold on wordings they were not written against.
   */
  vocab?: 1 | 2;
}

interface Ymd {
  y: number;
  m: number;
  d: number;
}
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const monthName = (m: number) => MONTHS.en[m - 1];

/** Surnames with particles, apostrophes or hyphens, as the countries print them. */
const PARTICLE_SURNAMES: Record<string, string[]> = {
  US: ['Van Buren', 'De Luca', 'McAllister', 'St. Pierre'],
  GB: ['Lloyd-Hughes', 'St. Clair', 'de Vere', 'Fitzwilliam'],
  IN: ["D'Souza", 'de Mello', 'Pereira-Rao'],
  PH: ['de la Cruz', 'de los Santos', 'Dela Paz'],
  NG: ['Abdul-Rahman', 'Ojo-Adebayo'],
  KE: ['Wa Njeri', 'Ole Sankale'],
  PK: ['ul Haq', 'ud Din'],
};

/** The wording before the holder's name. */
const CERTIFY = ['This is to certify that', 'This certifies that', 'Be it known that', 'It is hereby certified that', 'We hereby certify that'];
/** The wording between the name and the qualification. */
const AWARD_LINKS = [
  'has been awarded the degree of',
  'was admitted to the degree of',
  'has been conferred the degree of',
  'having satisfied the requirements of the University, has been awarded the',
  'is hereby awarded the',
];
/** The programme's words before a qualification named "after having completed …". */
const COMPLETED = [
  'having completed the prescribed course of study and passed the examinations for the',
  'having completed all the requirements for the award of the',
  'having fulfilled the conditions prescribed, is entitled to the',
];
const UPON = ['hereby confers upon', 'has conferred upon', 'confers on'];
const NAME_CAPTIONS = ['Name of Candidate', 'Name of the Graduate', 'Awarded to', 'Name of Student', 'Holder of the qualification'];
const QUAL_CAPTIONS = ['Name of qualification and title conferred', 'Qualification Awarded', 'Award', 'Title of Award'];
const AWARD_DATE_CAPTIONS = ['Date of Award', 'Date of Conferment', 'Date of Completion', 'Conferred on'];
const ISSUE_CAPTIONS = ['Date of Issue', 'Issued on', 'Date'];
const SEAL_LINES = [(i: string) => `Given under the Common Seal of the ${i}`, (i: string) => `Sealed with the seal of the ${i}`, (i: string) => `In witness whereof the seal of the ${i} is affixed hereto`];

/** The second vocabulary's wordings of the same places (see `PAwardOptions.vocab`). */
const V2 = {
  certify: ['Know all persons by these presents that', 'The undersigned hereby certify that', 'It is certified that', 'This is to record that', 'This document certifies that'],
  links: ['has fulfilled the requirements for the degree of', 'has been duly admitted to the degree of', 'was awarded the degree of', 'has earned the degree of', 'has qualified for the degree of'],
  otherLinks: ['has successfully completed the', 'was declared to have passed the', 'has obtained the'],
  completed: ['having successfully completed the programme of study leading to the', 'having satisfied the examiners in the examinations for the', 'having completed the approved course of studies for the'],
  upon: ['has awarded to', 'awards to', 'grants to'],
  universityUpon: ['On the recommendation of the Senate, the University awards to', 'The University grants to'],
  nameCaptions: ['Name', 'Full Name', 'Candidate', 'Graduate', 'Name of Awardee'],
  qualCaptions: ['Degree Conferred', 'Qualification', 'Award Title', 'Title of Qualification'],
  awardDateCaptions: ['Date Conferred', 'Award Date', 'Graduation Date', 'Date of Graduation'],
  issueCaptions: ['Issue Date', 'Certificate issued on', 'Dated'],
  seal: [(i: string) => `Witness the seal of the ${i}`, (i: string) => `Under the authority of the ${i}`, (i: string) => `Awarded by the ${i}`],
};
const V1 = {
  certify: CERTIFY, links: AWARD_LINKS, otherLinks: ['has been awarded the', 'is hereby awarded the', 'has been granted the'], completed: COMPLETED, upon: UPON,
  universityUpon: ['The University hereby confers upon', 'Upon the recommendation of the Faculty, the University confers upon'],
  nameCaptions: NAME_CAPTIONS, qualCaptions: QUAL_CAPTIONS, awardDateCaptions: AWARD_DATE_CAPTIONS, issueCaptions: ISSUE_CAPTIONS, seal: SEAL_LINES,
};

function person(rng: Rng, p: CountryProfile, hard: boolean, avoid: Set<string>): { given: string; family: string; initials: boolean } {
  for (;;) {
    const female = rng.bool();
    let given = rng.pick(female ? p.people.f : p.people.m);
    const family = hard && rng.bool(0.6) && PARTICLE_SURNAMES[p.code]?.length ? rng.pick(PARTICLE_SURNAMES[p.code]) : rng.pick(p.people.family);
    const initials = hard && given.includes(' ') === false && rng.bool(0.35);
    if (initials) given = `${given[0]}. ${String.fromCharCode(65 + rng.int(0, 25))}.`;
    const key = `${given} ${family}`;
    if (avoid.has(key) || avoid.has(family)) continue;
    avoid.add(key);
    avoid.add(family);
    return { given, family, initials };
  }
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Countries whose certificates print a name all in capitals surname first (Kenya: the registrars' order). */
const CAPITALS_SURNAME_FIRST = new Set(['KE']);

export async function renderPAward(rng: Rng, options: PAwardOptions): Promise<FamilySample> {
  const code = rng.pick(options.countries);
  const profile = PROFILES.find((p) => p.code === code)!;
  const V = options.vocab === 2 ? V2 : V1;
  const r: ExtractionResult = emptyResult('en');
  r.languageCode = 'en';
  r.language = 'English';
  const printed: Record<string, string> = {};

  // The holder and the way the name is printed.
  const used = new Set<string>();
  const holder = person(rng, profile, options.hardNames ?? rng.bool(0.3), used);
  r.candidate = { fullName: `${holder.given} ${holder.family}`, firstName: holder.given, lastName: holder.family, dateOfBirth: null };
  const caps = (s: string) => s.toUpperCase();
  const form = rng.pick(['natural', 'caps', 'last-comma', 'surname-given', 'given-surname'] as const);
  let nameText =
    form === 'natural' ? `${holder.given} ${holder.family}`
      : form === 'caps' ? caps(`${holder.given} ${holder.family}`)
        : form === 'last-comma' ? `${rng.bool() ? caps(holder.family) : holder.family}, ${holder.given}`
          : form === 'surname-given' ? `${caps(holder.family)} ${holder.given}`
            : `${holder.given} ${caps(holder.family)}`;
  printed['candidate.fullName'] = nameText;
  const namePlace: NamePlace = rng.pick(options.names ?? ['sentence', 'centred', 'box', 'upon']);

  // The institution and the evidence of its country.
  const words = INSTITUTION_WORDS.en.filter(placeFree);
  const institution = rng.pick(INSTITUTION_PATTERNS.en)(rng.pick(words));
  r.institution.name = institution;
  const instPlace: InstPlace = rng.pick(options.institutions ?? ['letterhead', 'letterhead', 'seal', 'senate']);
  const cities = profile.cities.filter((c) => cityPlaces(c, profile.code, 'en'));
  const evidenceKinds: Array<'country' | 'city' | 'state' | 'phone' | 'none'> = ['country', 'none'];
  if (cities.length) evidenceKinds.push('city');
  if (profile.states?.length) evidenceKinds.push('state');
  if (phoneCodeOf(profile.code)) evidenceKinds.push('phone');
  const evidence = rng.pick(evidenceKinds);
  let address: string | null = null;
  const street = `${rng.int(1, 240)} ${rng.pick(['University Road', 'College Avenue', 'Campus Drive', 'Senate House Lane'])}`;
  if (evidence === 'country') {
    const printedCountry = rng.pick(profile.countryPrinted);
    address = `${street}, ${printedCountry}`;
    // "England, United Kingdom": a constituent country printed before the state is its subdivision (families README, state).
    if (/^England,/.test(printedCountry)) Object.assign(r.institution, { state: 'England', stateCode: 'ENG' });
  }
  else if (evidence === 'city') address = `${street}, ${rng.pick(cities).printed} ${postcode(rng, profile.code)}`;
  else if (evidence === 'state') {
    const stateName = rng.pick(profile.states!);
    const state = State.getStatesOfCountry(profile.code).find((s) => s.name === stateName)!;
    const inState = City.getCitiesOfState(profile.code, state.isoCode).filter((c) => c.name.toLowerCase() !== stateName.toLowerCase());
    const city = inState.length ? rng.pick(inState).name : null;
    address = `${street}, ${city ? `${city}, ` : ''}${stateName}`;
    r.institution.state = state.name;
    r.institution.stateCode = state.isoCode;
  } else if (evidence === 'phone') address = `Tel. +${phoneCodeOf(profile.code)} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  // A name all in capitals follows its country's order: Kenyan registrars print it surname first ("CHERUIYOT BRIAN
  // OTIENO", as ke-degree-certificate does), so a Kenyan certificate in capitals puts the family name first, the truth
  // staying the natural order (families README, `candidate.fullName`). Where nothing on the page places it in Kenya
  // no reader can know that order, and the name stays in the natural one.
  if (form === 'caps' && evidence !== 'none' && CAPITALS_SURNAME_FIRST.has(profile.code)) {
    nameText = caps(`${holder.family} ${holder.given}`);
    printed['candidate.fullName'] = nameText;
  }
  if (evidence !== 'none') {
    r.institution.country = countries[profile.code as keyof typeof countries].name;
    r.institution.countryCode = profile.code;
  }

  // The qualification.
  const qual: Qualification = rng.pick(QUALIFICATIONS[profile.code]);
  r.qualification.name = qual.name;
  r.qualification.level = qual.level;
  r.qualification.majorOrSpecialization = qual.major;
  printed['qualification.name'] = qual.printed;
  const qualPlace: QualPlace = rng.pick(options.qualifications ?? ['sentence', 'title', 'completed', 'caption']);
  const isDegree = /^(Bachelor|Master|Doctor|Associate)/.test(qual.printed);

  // The dates: the examination, the conferral (the completion), the issue, a print date, the birth.
  const year = rng.int(2009, 2023);
  const many = options.manyDates ?? rng.bool(0.4);
  const exam: Ymd = { y: year, m: rng.int(3, 6), d: 1 };
  const conferred: Ymd = { y: year, m: rng.int(7, 12), d: rng.int(13, 28) };
  const issued: Ymd = { y: year + rng.int(0, 1), m: rng.int(1, 12), d: rng.int(13, 28) };
  if (issued.y === year && issued.m <= conferred.m) issued.m = Math.min(12, conferred.m + 1);
  const born: Ymd = { y: year - rng.int(20, 24), m: rng.int(1, 12), d: rng.int(13, 28) };
  const sep = rng.pick(['/', '-', '.']);
  const numeric = (d: Ymd) => (profile.monthFirst ? `${pad(d.m)}/${pad(d.d)}/${d.y}` : `${pad(d.d)}${sep}${pad(d.m)}${sep}${d.y}`);
  const monthForm = (d: Ymd) => (profile.monthFirst ? `${monthName(d.m)} ${d.d}, ${d.y}` : `${d.d} ${monthName(d.m)} ${d.y}`);
  const ordinalForm = (d: Ymd) => `the ${d.d}${ordinalSuffix(d.d)} day of ${monthName(d.m)}, ${d.y}`;
  const wordsForm = (d: Ymd) => `this ${ordinalWords(d.d)} day of ${monthName(d.m)}, ${yearWords(d.y)}`;
  const anyDate = (d: Ymd) => rng.pick([numeric, monthForm, monthForm])(d);

  r.qualification.yearOfCompletion = year;
  r.qualification.status = 'Completed';
  // How the completion is printed: the conferral date in the sentence, in a caption, in words at
  // the foot, or only as the examination's month and year.
  const completionForm = rng.pick(many ? (['sentence', 'caption', 'exam'] as const) : (['sentence', 'caption', 'words', 'exam'] as const));
  const examPrinted = completionForm === 'exam' || many;
  const issueRow = many || completionForm === 'exam' || rng.bool(0.5);
  const printLine = many || rng.bool(0.2);
  if (issueRow) r.qualification.dateOfIssue = isoOf(issued);
  else r.qualification.dateOfIssue = isoOf(conferred);
  const printsBirth = rng.bool(0.5);
  if (printsBirth) r.candidate.dateOfBirth = isoOf(born);

  // ------------------------------------------------------------------------------------------
  // The sentences
  const examPhrases = options.vocab === 2
    ? [`having sat the final examination in ${monthName(exam.m)} ${exam.y}`, `who qualified at the examination of ${monthName(exam.m)} ${exam.y}`, `having passed the examination conducted in ${monthName(exam.m)}, ${exam.y}`]
    : [`who passed the examination held in ${monthName(exam.m)} ${exam.y}`, `having passed the final examinations of ${monthName(exam.m)} ${exam.y}`, `who appeared at the examination held in ${monthName(exam.m)}-${exam.y} and passed`];
  const examPhrase = examPrinted ? rng.pick(examPhrases) : null;
  const conferralPhrases = options.vocab === 2
    ? [`with effect from ${monthForm(conferred)}`, `at the Graduation Ceremony of ${monthForm(conferred)}`, `at the Congregation held on ${ordinalForm(conferred).replace(/^the /, '')}`]
    : [`on ${ordinalForm(conferred)}`, `on ${monthForm(conferred)}`, `at the Convocation held on ${monthForm(conferred)}`];
  const conferralPhrase = completionForm === 'sentence' ? rng.pick(conferralPhrases) : null;
  const qualText = qual.printed;
  const link = isDegree ? rng.pick(V.links) : rng.pick(V.otherLinks);
  /** The qualification after "confers upon NAME": "the degree of Bachelor of …", "the Diploma in …". */
  const conferred_ = isDegree ? `the degree of ${qualText}` : `the ${qualText}`;
  const F: FontSet = rng.pick([...SERIF, SANS[0]]);
  const size: [number, number] = profile.monthFirst ? LETTER : A4;
  const pdf = new Pdf({ size, title: 'Certificate', author: institution, creationDate: new Date(`${isoOf(issued)}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const L = 64;
  const R = W - L;
  const accent = rng.pick(['#1e3a8a', '#7f1d1d', '#14532d', '#111827']);
  let y = 48;
  const centre = (text: string, s: number, font = F.regular, color?: string, gap = 8) => {
    const lines = pdf.wrap(text, font, s, R - L);
    for (const l of lines) {
      pdf.text(l, L, y, { font, size: s, width: R - L, align: 'center', fit: true, color });
      y += s + 4;
    }
    y += gap;
  };
  const instPrinted = rng.bool(0.4) ? caps(institution) : institution;
  if (instPlace === 'letterhead') {
    printed['institution.name'] = instPrinted;
    centre(instPrinted, 20, F.bold, accent, 2);
    if (address) centre(address, 9, F.regular, '#333333', 4);
  } else {
    // No name in a letterhead: a crest and the document's title only.
    pdf.crest(W / 2, y + 18, 18, 'U', accent);
    y += 48;
  }
  pdf.line(L, y, R, y, 0.8, accent);
  y += 20;
  centre(rng.pick(['Degree Certificate', 'Certificate of Award', 'Diploma', 'Award Certificate']).toUpperCase(), 15, F.bold, undefined, 16);
  if (qualPlace === 'title') {
    centre(rng.bool() ? caps(qualText) : qualText, 17, F.bold, accent, 14);
  }

  const senate = instPlace === 'senate' ? `The ${rng.pick(['Senate', 'Council', 'Academic Board'])} of the ${instPrinted}` : null;
  if (senate) printed['institution.name'] = instPrinted;
  const birthClause = printsBirth && rng.bool(0.5) ? `, born on ${monthForm(born)},` : '';
  const qualClause =
    qualPlace === 'completed' ? `${rng.pick(V.completed)} ${qualText}`
      : qualPlace === 'sentence' ? `${link} ${qualText}`
        : qualPlace === 'title' ? (isDegree ? 'has been awarded the above degree' : 'has been awarded the above qualification')
          : 'has been awarded the qualification named below';
  const dated = conferralPhrase ? ` ${conferralPhrase}` : '';
  const tail = `${[examPhrase, qualClause].filter(Boolean).join(', and ')}${dated}.`;
  /** After "… confers upon NAME": the qualification, or the one named above or below. */
  const uponTail = `${qualPlace === 'sentence' || qualPlace === 'completed' ? conferred_ : qualPlace === 'title' ? 'the award named above' : 'the award named below'}${examPhrase ? `, ${examPhrase}` : ''}${dated}.`;

  if (namePlace === 'sentence') {
    const text = senate ? `${senate} ${rng.pick(V.upon)} ${nameText}${birthClause} ${uponTail}` : `${rng.pick(V.certify)} ${nameText}${birthClause} ${tail}`;
    y += pdf.para(text, L + 16, y, R - L - 32, { font: F.regular, size: 12, align: 'center' }) + 14;
  } else if (namePlace === 'centred' || namePlace === 'upon') {
    const upon = namePlace === 'upon' || senate !== null;
    const lead = senate ? `${senate} ${rng.pick(V.upon)}` : upon ? rng.pick(V.universityUpon) : rng.pick(V.certify);
    centre(lead, 12, F.italic, undefined, 6);
    centre(nameText, 19, F.bold, undefined, 6);
    if (birthClause) centre(birthClause.replace(/^, /, '').replace(/,$/, ''), 10.5, F.regular, undefined, 4);
    const rest = upon ? uponTail : tail;
    y += pdf.para(rest, L + 16, y, R - L - 32, { font: F.regular, size: 12, align: 'center' }) + 14;
  } else {
    // A boxed caption cell, the statement below it.
    const capW = 170;
    pdf.rect(L, y - 6, capW, 24, 0.6);
    pdf.rect(L + capW, y - 6, R - L - capW, 24, 0.6);
    pdf.text(rng.pick(V.nameCaptions), L + 6, y, { font: F.regular, size: 10, width: capW - 12, fit: true });
    pdf.text(nameText, L + capW + 8, y, { font: F.bold, size: 12, width: R - L - capW - 16, fit: true });
    y += 24;
    if (printsBirth) {
      pdf.rect(L, y - 6, capW, 24, 0.6);
      pdf.rect(L + capW, y - 6, R - L - capW, 24, 0.6);
      pdf.text('Date of Birth', L + 6, y, { font: F.regular, size: 10 });
      pdf.text(anyDate(born), L + capW + 8, y, { font: F.bold, size: 11 });
      y += 24;
    }
    y += 16;
    y += pdf.para(senate ? `${senate} ${rng.pick(V.upon)} the holder named above ${uponTail}` : upperFirst(`the holder named above ${tail}`), L + 16, y, R - L - 32, { font: F.regular, size: 12, align: 'center' }) + 14;
  }
  if (printsBirth && !birthClause && namePlace !== 'box') {
    pdf.text(`Date of Birth: ${anyDate(born)}`, L, y, { font: F.regular, size: 10 });
    y += 18;
  }
  if (qualPlace === 'caption') {
    const c = rng.pick(V.qualCaptions);
    pdf.text(`${c}:`, L, y, { font: F.regular, size: 10.5 });
    pdf.text(qualText, L + pdf.widthOf(`${c}:`, F.regular, 10.5) + 6, y, { font: F.bold, size: 11, width: R - L - pdf.widthOf(`${c}:`, F.regular, 10.5) - 6, fit: true });
    y += 20;
  }
  if (completionForm === 'caption') {
    pdf.text(`${rng.pick(V.awardDateCaptions)}: ${anyDate(conferred)}`, L, y, { font: F.regular, size: 10.5 });
    y += 20;
  }
  if (completionForm === 'words') {
    centre(upperFirst(`${options.vocab === 2 ? rng.pick(['dated', 'signed and sealed']) : 'given'} ${wordsForm(conferred)}`), 10.5, F.italic, undefined, 6);
  }
  if (rng.bool(0.5)) {
    const reg = `${String(year - 4).slice(2)}${rng.pick(['BT', 'MS', 'U', 'A'])}${rng.int(1000, 9999)}`;
    r.qualification.registrationNumber = reg;
    pdf.text(`${rng.pick(['Registration No.', 'Enrolment No.', 'Roll No.'])}: ${reg}`, L, y, { font: F.regular, size: 10 });
    y += 18;
  }
  if (issueRow) {
    pdf.text(`${rng.pick(V.issueCaptions)}: ${anyDate(issued)}`, L, y, { font: F.regular, size: 10 });
    y += 18;
  }

  // The seal line and the signatories (named officers are never the holder).
  const sy = Math.min(Math.max(y + 50, H - 210), H - 120);
  if (instPlace === 'seal') {
    printed['institution.name'] = institution;
    pdf.text(rng.pick(V.seal)(institution), L, sy - 40, { font: F.italic, size: 11, width: R - L, align: 'center', fit: true });
  }
  pdf.seal(W / 2, sy + 10, 22, accent);
  const colW = (R - L) / 2 - 30;
  for (const [k, role] of [rng.pick(['Registrar', 'Controller of Examinations']), rng.pick(['Vice-Chancellor', 'President', 'Dean of the Faculty'])].entries()) {
    const x = k === 0 ? L : R - colW;
    pdf.signature(x + 30, sy, colW - 60, rng);
    pdf.line(x, sy + 8, x + colW, sy + 8, 0.5, '#444444');
    const officer = person(rng, profile, false, used);
    if (rng.bool(0.6)) pdf.text(`${officer.given} ${officer.family}`, x, sy + 12, { font: F.bold, size: 9.5, width: colW, align: 'center', fit: true });
    pdf.text(role, x, sy + 25, { font: F.regular, size: 8.5, width: colW, align: 'center', fit: true });
  }
  if (instPlace !== 'letterhead' && address) pdf.text(address, L, H - 70, { font: F.regular, size: 8, width: R - L, align: 'center', fit: true, color: '#444444' });
  if (printLine) pdf.text(`Printed on ${numeric({ y: Math.max(issued.y, 2024), m: rng.int(1, 12), d: rng.int(13, 28) })}`, L, H - 46, { font: F.regular, size: 7.5, color: '#555555' });
  return { pdf: await pdf.end(), expected: r, printed };
}
