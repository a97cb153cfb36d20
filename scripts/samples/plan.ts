/**
 * The academic facts of one qualification (candidate, institution, degree, terms, courses,
 * grades, averages), drawn from a seeded generator. Layouts only print these values: they
 * never compute anything from them, so changing one grade here changes exactly one printed
 * string (what the incremental-update tampering relies on).
 */
import { BIRTH_CITIES, COUNTRIES, INSTITUTIONS, MAJORS, NAMES, type CountryCode, type Institution, type Major } from './data';
import type { CorpusLanguage } from './manifest';
import { Rng } from './rng';

export interface Candidate {
  firstName: string;
  lastName: string;
  fullName: string;
  sex: 'F' | 'M';
  /** ISO date. */
  dateOfBirth: string;
  birthCity: string;
}

export interface Course {
  code: string;
  name: string;
  credit: number | null;
  grade: string | null;
  marksScored: number | null;
  maximumMarks: number | null;
  passStatus: string | null;
}

export interface TermBlock {
  /** The printed heading ("Fall 2018", "Semestre 1 — Année universitaire 2019-2020"). */
  heading: string;
  term: string | null;
  session: string | null;
  year: number | null;
  courses: Course[];
  /** A printed line under the block (term credits and GPA), or null. */
  summary: string | null;
}

export type TranscriptLayoutId = 'us-registrar' | 'uk-modules' | 'fr-releve' | 'de-zeugnis' | 'es-certificado' | 'in-marksheet';
export type Level = 'Bachelor' | 'Master';

export interface Qualification {
  key: string;
  institution: Institution;
  countryCode: CountryCode;
  language: CorpusLanguage;
  candidate: Candidate;
  level: Level;
  /** Degree title as printed ("Bachelor of Science", "Licence", "Grado en Ingeniería Informática"). */
  degreeName: string;
  /** Short form used by some layouts ("B.Tech.", "BSc (Hons)"). */
  degreeShort: string;
  /** A printed programme line, or null when the layout has none. */
  program: string | null;
  major: Major;
  studentNumber: string;
  admissionYear: number;
  completionYear: number;
  durationYears: number;
  /** ISO dates. */
  admissionDate: string;
  awardDate: string;
  transcriptIssueDate: string;
  terms: TermBlock[];
  /** Normalized (dot decimal) and printed forms of the overall average. */
  cgpa: string;
  cgpaPrinted: string;
  totalCredits: string;
  totalPrinted: string;
  /** Honours / mention / Prädikat / division, as printed. */
  classification: string | null;
  transcriptLayout: TranscriptLayoutId;
  /** A serial number printed on the diploma. */
  diplomaSerial: string;
}

const LAYOUT_OF: Record<CountryCode, TranscriptLayoutId> = {
  US: 'us-registrar',
  GB: 'uk-modules',
  FR: 'fr-releve',
  DE: 'de-zeugnis',
  ES: 'es-certificado',
  IN: 'in-marksheet',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

function makeCandidate(rng: Rng, country: CountryCode, birthYear: number): Candidate {
  const pool = NAMES[country];
  const sex = rng.bool() ? 'F' : 'M';
  const firstName = rng.pick(sex === 'F' ? pool.female : pool.male);
  const lastName = pool.doubleSurname ? rng.sample(pool.last, 2).join(' ') : rng.pick(pool.last);
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    sex,
    dateOfBirth: isoDate(birthYear, rng.int(1, 12), rng.int(1, 28)),
    birthCity: rng.pick(BIRTH_CITIES[country]),
  };
}

/** Which majors an institution's country offers, per level. */
function majorsFor(country: CountryCode, level: Level): Major[] {
  const byId = (ids: string[]) => ids.map((id) => MAJORS.find((m) => m.id === id)!);
  switch (country) {
    case 'US': return level === 'Master' ? byId(['en-cs', 'en-econ']) : byId(['en-cs', 'en-econ', 'en-mech']);
    case 'GB': return level === 'Master' ? byId(['en-data']) : byId(['en-cs', 'en-econ']);
    case 'FR': return byId(['fr-info', 'fr-eco']);
    case 'DE': return byId(['de-info', 'de-mb']);
    case 'ES': return byId(['es-info', 'es-ade']);
    case 'IN': return byId(['en-cs', 'en-mech']);
  }
}

/** Student ability: shifts every grade of the candidate a little. */
type Ability = number;

/** `count` course names from `start` (moved back so they fit; numbered " II" past the list's end). */
function courseList(major: Major, start: number, count: number): string[] {
  const n = major.courses.length;
  const from = Math.max(0, Math.min(start, n - count));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const idx = from + i;
    const base = major.courses[idx % n];
    out.push(idx >= n ? `${base} II` : base);
  }
  return out;
}

const fmt = (n: number, decimals: number) => n.toFixed(decimals);
const comma = (s: string) => s.replace('.', ',');

// --- United States: letter grades, credits, GPA on 4.0 --------------------------------------
const US_POINTS: Record<string, number> = { A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, 'C-': 1.7, D: 1 };
const US_LADDER = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D'];

function usTerms(rng: Rng, q: Draft, ability: Ability): void {
  const termsCount = q.level === 'Master' ? 4 : 8;
  const perTerm = q.level === 'Master' ? 3 : 5;
  const names = courseList(q.major, q.level === 'Master' ? 20 : 0, termsCount * perTerm);
  let totalCredits = 0;
  let totalPoints = 0;
  q.terms = [];
  for (let t = 0; t < termsCount; t++) {
    const fall = t % 2 === 0;
    const year = q.admissionYear + Math.floor((t + 1) / 2);
    const courses: Course[] = [];
    let termCredits = 0;
    let termPoints = 0;
    for (let c = 0; c < perTerm; c++) {
      const level = q.level === 'Master' ? 500 + 10 * Math.floor(t / 2) : 100 * (1 + Math.floor(t / 2));
      const credit = q.level === 'Master' ? 3 : rng.weighted([[3, 6], [4, 3], [1, 1]] as const);
      const idx = Math.max(0, Math.min(US_LADDER.length - 1, Math.round(rng.gauss() * 1.4 + 2.2 - ability * 1.5)));
      const grade = US_LADDER[idx];
      courses.push({ code: `${q.major.prefix} ${level + 1 + c + (fall ? 0 : 10)}`, name: names[t * perTerm + c], credit, grade, marksScored: null, maximumMarks: null, passStatus: null });
      termCredits += credit;
      termPoints += credit * US_POINTS[grade];
    }
    totalCredits += termCredits;
    totalPoints += termPoints;
    q.terms.push({
      heading: `${fall ? 'Fall' : 'Spring'} ${year}`,
      term: fall ? 'Fall' : 'Spring',
      session: null,
      year,
      courses,
      summary: `Term Credits: ${fmt(termCredits, 1)}    Term GPA: ${fmt(termPoints / termCredits, 2)}    Cumulative GPA: ${fmt(totalPoints / totalCredits, 2)}`,
    });
  }
  q.cgpa = fmt(totalPoints / totalCredits, 2);
  q.cgpaPrinted = q.cgpa;
  q.totalCredits = String(totalCredits);
  q.totalPrinted = fmt(totalCredits, 1);
  q.classification = totalPoints / totalCredits >= 3.5 ? 'Magna Cum Laude' : totalPoints / totalCredits >= 3.3 ? 'Cum Laude' : null;
}

// --- United Kingdom: modules, ECTS, marks out of 100 ----------------------------------------
function ukTerms(rng: Rng, q: Draft, ability: Ability): void {
  const years = q.level === 'Master' ? 1 : 3;
  const perYear = q.level === 'Master' ? 7 : 6;
  const names = courseList(q.major, 0, years * perYear);
  q.terms = [];
  let weighted = 0;
  let ects = 0;
  for (let y = 0; y < years; y++) {
    const courses: Course[] = [];
    for (let c = 0; c < perYear; c++) {
      const credit = q.level === 'Master' ? (c === perYear - 1 ? 45 : 7.5) : c < 4 ? 7.5 : 15;
      const mark = Math.max(41, Math.min(88, Math.round(62 + ability * 8 + rng.gauss() * 7)));
      courses.push({
        code: `${q.major.prefix === 'ECON' ? 'ECON' : q.major.prefix === 'DS' ? 'DATA' : 'COMP'}${q.level === 'Master' ? 7 : y + 1}${pad(rng.int(10, 99))}${c}`,
        name: q.level === 'Master' && c === perYear - 1 ? 'Dissertation' : names[y * perYear + c],
        credit,
        grade: null,
        marksScored: mark,
        maximumMarks: 100,
        passStatus: 'Pass',
      });
      weighted += mark * credit;
      ects += credit;
    }
    const sy = q.admissionYear + y;
    q.terms.push({
      heading: q.level === 'Master' ? `Academic Year ${sy}/${pad((sy + 1) % 100)}` : `Year ${y + 1} — Academic Year ${sy}/${pad((sy + 1) % 100)}`,
      term: q.level === 'Master' ? null : `Year ${y + 1}`,
      session: `${sy}/${pad((sy + 1) % 100)}`,
      year: null,
      courses,
      summary: null,
    });
  }
  const avg = weighted / ects;
  q.cgpa = fmt(avg, 1);
  q.cgpaPrinted = q.cgpa;
  q.totalCredits = String(ects);
  q.totalPrinted = String(ects);
  q.classification = q.level === 'Master'
    ? avg >= 70 ? 'Distinction' : avg >= 60 ? 'Merit' : 'Pass'
    : avg >= 70 ? 'First Class Honours' : avg >= 60 ? 'Upper Second Class Honours (2:1)' : avg >= 50 ? 'Lower Second Class Honours (2:2)' : 'Third Class Honours';
}

// --- France: unités d'enseignement, ECTS, notes sur 20 --------------------------------------
function frTerms(rng: Rng, q: Draft, ability: Ability): void {
  const semesters = q.level === 'Master' ? 4 : 6;
  const perSem = 5;
  const names = courseList(q.major, q.level === 'Master' ? 10 : 0, semesters * perSem);
  q.terms = [];
  let sum = 0;
  for (let s = 0; s < semesters; s++) {
    const courses: Course[] = [];
    const notes: number[] = [];
    for (let c = 0; c < perSem; c++) notes.push(Math.max(7, Math.min(18.5, Math.round((12.5 + ability * 2.5 + rng.gauss() * 2.2) * 2) / 2)));
    // A semester is validated when its average reaches 10: an UE under 10 is then "compensée".
    while (notes.reduce((a, b) => a + b, 0) / perSem < 10.5) notes[notes.indexOf(Math.min(...notes))] += 2;
    for (let c = 0; c < perSem; c++) {
      courses.push({
        code: `${q.level === 'Master' ? 'M' : 'L'}${Math.floor(s / 2) + 1}${q.major.prefix}${pad(s * perSem + c + 1)}`,
        name: names[s * perSem + c],
        credit: 6,
        grade: null,
        marksScored: notes[c],
        maximumMarks: 20,
        passStatus: notes[c] >= 10 ? 'Admis' : 'Compensé',
      });
      sum += notes[c];
    }
    const sy = q.admissionYear + Math.floor(s / 2);
    q.terms.push({
      heading: `Semestre ${s + 1} — Année universitaire ${sy}-${sy + 1}`,
      term: `Semestre ${s + 1}`,
      session: `${sy}-${sy + 1}`,
      year: null,
      courses,
      summary: `Moyenne du semestre : ${comma(fmt(notes.reduce((a, b) => a + b, 0) / perSem, 2))}/20 — 30 crédits ECTS acquis`,
    });
  }
  const avg = sum / (semesters * perSem);
  q.cgpa = fmt(avg, 2);
  q.cgpaPrinted = `${comma(q.cgpa)}/20`;
  q.totalCredits = String(semesters * 30);
  q.totalPrinted = q.totalCredits;
  q.classification = avg >= 16 ? 'Très bien' : avg >= 14 ? 'Bien' : avg >= 12 ? 'Assez bien' : 'Passable';
}

// --- Germany: Module, ECTS, Noten 1,0–4,0 ----------------------------------------------------
const DE_GRADES = [1.0, 1.3, 1.7, 2.0, 2.3, 2.7, 3.0, 3.3, 3.7, 4.0];

function deTerms(rng: Rng, q: Draft, ability: Ability): void {
  const semesters = q.level === 'Master' ? 4 : 6;
  const perSem = 5;
  const names = courseList(q.major, q.level === 'Master' ? 12 : 0, semesters * perSem);
  q.terms = [];
  let weighted = 0;
  let ects = 0;
  for (let s = 0; s < semesters; s++) {
    const winter = s % 2 === 0;
    const sy = q.admissionYear + Math.floor(s / 2);
    const courses: Course[] = [];
    for (let c = 0; c < perSem; c++) {
      const idx = Math.max(0, Math.min(DE_GRADES.length - 1, Math.round(3.5 - ability * 2 + rng.gauss() * 1.6)));
      const note = DE_GRADES[idx];
      const credit = 6;
      courses.push({
        code: `${q.major.prefix}${s + 1}${pad(c + 1)}`,
        name: names[s * perSem + c],
        credit,
        grade: comma(fmt(note, 1)),
        marksScored: null,
        maximumMarks: null,
        passStatus: 'bestanden',
      });
      weighted += note * credit;
      ects += credit;
    }
    q.terms.push({
      heading: winter ? `Wintersemester ${sy}/${pad((sy + 1) % 100)}` : `Sommersemester ${sy + 1}`,
      term: winter ? 'Wintersemester' : 'Sommersemester',
      session: winter ? `${sy}/${pad((sy + 1) % 100)}` : null,
      year: winter ? null : sy + 1,
      courses,
      summary: null,
    });
  }
  // German rule: the overall grade is truncated (not rounded) after the first decimal.
  const avg = Math.floor((weighted / ects) * 10 + 1e-9) / 10;
  q.cgpa = fmt(avg, 1);
  q.cgpaPrinted = comma(q.cgpa);
  q.totalCredits = String(ects);
  q.totalPrinted = q.totalCredits;
  q.classification = avg <= 1.5 ? 'sehr gut' : avg <= 2.5 ? 'gut' : avg <= 3.5 ? 'befriedigend' : 'ausreichend';
}

// --- Spain: asignaturas, créditos, calificación 0–10 ------------------------------------------
export function esWord(n: number): string {
  return n >= 9.5 ? 'Matrícula de Honor' : n >= 9 ? 'Sobresaliente' : n >= 7 ? 'Notable' : 'Aprobado';
}
const ES_SEMESTER = ['Primer semestre', 'Segundo semestre'];

function esTerms(rng: Rng, q: Draft, ability: Ability): void {
  const semesters = q.level === 'Master' ? 2 : 8;
  const perSem = 5;
  const names = courseList(q.major, q.level === 'Master' ? 25 : 0, semesters * perSem);
  q.terms = [];
  let weighted = 0;
  let credits = 0;
  for (let s = 0; s < semesters; s++) {
    const sy = q.admissionYear + Math.floor(s / 2);
    const courses: Course[] = [];
    for (let c = 0; c < perSem; c++) {
      const nota = Math.max(5, Math.min(9.8, Math.round((7 + ability * 1.5 + rng.gauss() * 1.2) * 10) / 10));
      const credit = 6;
      courses.push({ code: `${q.major.prefix}${pad(s * perSem + c + 101, 3)}`, name: names[s * perSem + c], credit, grade: esWord(nota), marksScored: nota, maximumMarks: 10, passStatus: null });
      weighted += nota * credit;
      credits += credit;
    }
    q.terms.push({
      heading: `Curso académico ${sy}-${sy + 1} · ${ES_SEMESTER[s % 2]}`,
      term: ES_SEMESTER[s % 2],
      session: `${sy}-${sy + 1}`,
      year: null,
      courses,
      summary: null,
    });
  }
  const avg = weighted / credits;
  q.cgpa = fmt(avg, 2);
  q.cgpaPrinted = comma(q.cgpa);
  q.totalCredits = String(credits);
  q.totalPrinted = q.totalCredits;
  q.classification = null;
}

// --- India: subjects, maximum marks, marks obtained, grade points on 10 ----------------------
const IN_GRADES: [number, string, number][] = [[90, 'O', 10], [80, 'A+', 9], [70, 'A', 8], [60, 'B+', 7], [55, 'B', 6], [50, 'C', 5], [40, 'P', 4]];

function inTerms(rng: Rng, q: Draft, ability: Ability): void {
  const semesters = q.level === 'Master' ? 4 : 8;
  const perSem = 5;
  const names = courseList(q.major, q.level === 'Master' ? 22 : 0, semesters * perSem);
  q.terms = [];
  let gp = 0;
  let cr = 0;
  let marksTotal = 0;
  let maxTotal = 0;
  for (let s = 0; s < semesters; s++) {
    const odd = s % 2 === 0;
    const sy = q.admissionYear + Math.floor(s / 2);
    const examYear = odd ? sy : sy + 1;
    const courses: Course[] = [];
    for (let c = 0; c < perSem; c++) {
      const marks = Math.max(42, Math.min(97, Math.round(72 + ability * 10 + rng.gauss() * 9)));
      const [, letter, points] = IN_GRADES.find(([min]) => marks >= min)!;
      const credit = c < 3 ? 4 : 3;
      courses.push({
        code: `${q.major.prefix === 'CS' ? 'CS' : 'ME'}${s + 1}${pad(c + 1)}`,
        name: names[s * perSem + c],
        credit,
        grade: letter,
        marksScored: marks,
        maximumMarks: 100,
        passStatus: 'P',
      });
      gp += points * credit;
      cr += credit;
      marksTotal += marks;
      maxTotal += 100;
    }
    q.terms.push({
      heading: `Semester ${ROMAN[s]} — Examination held in ${odd ? 'December' : 'May'} ${examYear} (Session ${sy}-${pad((sy + 1) % 100)})`,
      term: `Semester ${ROMAN[s]}`,
      session: `${sy}-${pad((sy + 1) % 100)}`,
      year: examYear,
      courses,
      summary: null,
    });
  }
  q.cgpa = fmt(gp / cr, 2);
  q.cgpaPrinted = q.cgpa;
  q.totalCredits = String(marksTotal);
  q.totalPrinted = `${marksTotal} / ${maxTotal}`;
  const pct = (100 * marksTotal) / maxTotal;
  q.classification = pct >= 75 ? 'First Class with Distinction' : pct >= 60 ? 'First Class' : 'Second Class';
}

type Draft = Omit<Qualification, 'terms' | 'cgpa' | 'cgpaPrinted' | 'totalCredits' | 'totalPrinted' | 'classification'> & Partial<Qualification>;

function degreeNames(country: CountryCode, level: Level, major: Major): { name: string; short: string; program: string | null } {
  const sci = major.id !== 'en-econ';
  switch (country) {
    case 'US': {
      const name = `${level} of ${sci ? 'Science' : 'Arts'}`;
      return { name, short: level === 'Master' ? (sci ? 'M.S.' : 'M.A.') : sci ? 'B.S.' : 'B.A.', program: `${name} in ${major.name}` };
    }
    case 'GB': {
      if (level === 'Master') return { name: 'Master of Science', short: 'MSc', program: `MSc ${major.name}` };
      const name = `Bachelor of ${sci ? 'Science' : 'Arts'} with Honours`;
      const short = sci ? 'BSc (Hons)' : 'BA (Hons)';
      return { name, short, program: `${short} ${major.name}` };
    }
    case 'FR':
      return { name: level === 'Master' ? 'Master' : 'Licence', short: level === 'Master' ? 'Master' : 'Licence', program: `${level === 'Master' ? 'Master' : 'Licence'} mention ${major.name}` };
    case 'DE': {
      const eng = major.id === 'de-mb';
      const name = `${level} of ${eng ? 'Engineering' : 'Science'}`;
      return { name, short: `${level === 'Master' ? 'M' : 'B'}.${eng ? 'Eng' : 'Sc'}.`, program: null };
    }
    case 'ES': {
      const name = level === 'Master' ? `Máster Universitario en ${major.name}` : `Grado en ${major.name}`;
      return { name, short: name, program: null };
    }
    case 'IN': {
      const branch = major.id === 'en-cs' ? 'Computer Science and Engineering' : 'Mechanical Engineering';
      const short = level === 'Master' ? 'M.Tech.' : 'B.Tech.';
      return { name: `${level} of Technology`, short, program: `${short} (${branch})` };
    }
  }
}

function studentNumber(rng: Rng, country: CountryCode, year: number, major: Major): string {
  switch (country) {
    case 'US': return `${year}-${pad(rng.int(1000, 99999), 5)}`;
    case 'GB': return `${pad(year % 100)}${rng.int(100000, 999999)}`;
    case 'FR': return `${pad(year % 100)}${rng.int(100000, 999999)}`;
    case 'DE': return String(rng.int(3000000, 4999999));
    case 'ES': return `${year}/${pad(rng.int(100, 9999), 5)}`;
    case 'IN': return `${pad(year % 100)}B${major.prefix === 'CS' ? 'CE' : 'ME'}${rng.int(1000, 1999)}`;
  }
}

export interface QualificationSpec {
  key: string;
  institutionId?: string;
  country?: CountryCode;
  level?: Level;
}

/** One qualification; `spec` pins what the corpus plan needs (country, level), the rest is drawn. */
export function makeQualification(rng: Rng, spec: QualificationSpec): Qualification {
  const institution = spec.institutionId
    ? INSTITUTIONS.find((i) => i.id === spec.institutionId)!
    : rng.pick(INSTITUTIONS.filter((i) => !spec.country || i.country === spec.country));
  const country = institution.country;
  const level: Level = spec.level ?? (rng.bool(0.7) ? 'Bachelor' : 'Master');
  const major = rng.pick(majorsFor(country, level));
  const duration = level === 'Master'
    ? country === 'GB' || country === 'ES' ? 1 : 2
    : country === 'US' || country === 'ES' || country === 'IN' ? 4 : 3;
  const admissionYear = rng.int(2012, 2019);
  const completionYear = admissionYear + duration;
  const birthYear = admissionYear - (level === 'Master' ? rng.int(21, 24) : rng.int(17, 19));
  const names = degreeNames(country, level, major);
  const admissionMonth = country === 'IN' ? 7 : country === 'US' ? 8 : country === 'DE' ? 10 : 9;
  const awardMonth = country === 'US' ? 5 : country === 'DE' ? 9 : country === 'IN' ? 8 : 7;
  const awardDay = rng.int(5, 28);
  const draft: Draft = {
    key: spec.key,
    institution,
    countryCode: country,
    language: COUNTRIES[country].language,
    candidate: makeCandidate(rng, country, birthYear),
    level,
    degreeName: names.name,
    degreeShort: names.short,
    program: names.program,
    major,
    studentNumber: studentNumber(rng, country, admissionYear, major),
    admissionYear,
    completionYear,
    durationYears: duration,
    admissionDate: isoDate(admissionYear, admissionMonth, rng.int(1, 28)),
    awardDate: isoDate(completionYear, awardMonth, awardDay),
    transcriptIssueDate: isoDate(completionYear, awardMonth + 1, rng.int(1, 28)),
    transcriptLayout: LAYOUT_OF[country],
    diplomaSerial: `${institution.initials}-${completionYear}-${pad(rng.int(1, 99999), 5)}`,
  };
  const ability = rng.float(-0.8, 1);
  switch (country) {
    case 'US': usTerms(rng, draft, ability); break;
    case 'GB': ukTerms(rng, draft, ability); break;
    case 'FR': frTerms(rng, draft, ability); break;
    case 'DE': deTerms(rng, draft, ability); break;
    case 'ES': esTerms(rng, draft, ability); break;
    case 'IN': inTerms(rng, draft, ability); break;
  }
  return draft as Qualification;
}

/** A deep copy, for a tampered variant that differs in one value. */
export function cloneQualification(q: Qualification): Qualification {
  return { ...q, candidate: { ...q.candidate }, terms: q.terms.map((t) => ({ ...t, courses: t.courses.map((c) => ({ ...c })) })) };
}

export { ROMAN };
