/**
 * German study programmes (module titles in German with their usual English renderings, as
 * bilingual Transcripts of Records print them), the German grade scale of the
 * Hochschulrahmengesetz steps (1,0 1,3 … 4,0, 5,0) and institution names for the corpus-b
 * German families.
 */
import type { Rng } from '../../rng';
import { place, type Place } from './b-people';

export interface Module {
  de: string;
  en: string;
  ects: number;
  /** Ungraded ("bestanden"/"mit Erfolg"): internships, labs, colloquia in some regulations. */
  ungraded?: boolean;
  /** The final thesis: always last. */
  thesis?: boolean;
}

export interface Programme {
  de: string;
  en: string;
  code: string;
  degrees: string[];
  modules: Module[];
}

const m = (de: string, en: string, ects: number, flags: Partial<Module> = {}): Module => ({ de, en, ects, ...flags });

export const DE_PROGRAMMES: Programme[] = [
  {
    de: 'Informatik', en: 'Computer Science', code: 'INF', degrees: ['Bachelor of Science'],
    modules: [
      m('Grundlagen der Programmierung', 'Foundations of Programming', 8), m('Mathematik für Informatiker I', 'Mathematics for Computer Scientists I', 9),
      m('Lineare Algebra', 'Linear Algebra', 6), m('Diskrete Strukturen', 'Discrete Structures', 6), m('Rechnerarchitektur', 'Computer Architecture', 6),
      m('Algorithmen und Datenstrukturen', 'Algorithms and Data Structures', 8), m('Mathematik für Informatiker II', 'Mathematics for Computer Scientists II', 9),
      m('Theoretische Informatik', 'Theoretical Computer Science', 8), m('Datenbanksysteme', 'Database Systems', 6), m('Betriebssysteme', 'Operating Systems', 6),
      m('Softwaretechnik', 'Software Engineering', 6), m('Rechnernetze', 'Computer Networks', 6), m('Stochastik für Informatiker', 'Probability and Statistics for Computer Scientists', 5),
      m('Logik für Informatiker', 'Logic for Computer Scientists', 5), m('Softwarepraktikum', 'Software Project Lab', 10, { ungraded: true }),
      m('IT-Sicherheit', 'IT Security', 6), m('Compilerbau', 'Compiler Construction', 6), m('Maschinelles Lernen', 'Machine Learning', 6),
      m('Mensch-Computer-Interaktion', 'Human-Computer Interaction', 5), m('Verteilte Systeme', 'Distributed Systems', 6), m('Seminar Informatik', 'Computer Science Seminar', 4),
      m('Grundlagen der Bildverarbeitung und Computergrafik', 'Foundations of Image Processing and Computer Graphics', 6),
      m('Bachelorarbeit', "Bachelor's Thesis", 12, { thesis: true }),
    ],
  },
  {
    de: 'Maschinenbau', en: 'Mechanical Engineering', code: 'MB', degrees: ['Bachelor of Engineering', 'Bachelor of Science'],
    modules: [
      m('Höhere Mathematik I', 'Advanced Mathematics I', 7.5), m('Technische Mechanik I (Statik)', 'Engineering Mechanics I (Statics)', 5), m('Werkstoffkunde', 'Materials Science', 5),
      m('Konstruktionslehre I', 'Engineering Design I', 5), m('Höhere Mathematik II', 'Advanced Mathematics II', 7.5), m('Technische Mechanik II (Elastostatik)', 'Engineering Mechanics II (Strength of Materials)', 5),
      m('Konstruktionslehre II', 'Engineering Design II', 5), m('Elektrotechnik für Maschinenbauer', 'Electrical Engineering for Mechanical Engineers', 5),
      m('Technische Mechanik III (Dynamik)', 'Engineering Mechanics III (Dynamics)', 5), m('Thermodynamik I', 'Thermodynamics I', 5), m('Strömungslehre', 'Fluid Mechanics', 5),
      m('Fertigungstechnik', 'Manufacturing Technology', 5), m('Maschinenelemente', 'Machine Elements', 7.5), m('Regelungstechnik', 'Control Engineering', 5),
      m('Messtechnik', 'Measurement Engineering', 5), m('Wärmeübertragung', 'Heat Transfer', 5), m('Finite-Elemente-Methode', 'Finite Element Method', 5),
      m('Betriebswirtschaftslehre für Ingenieure', 'Business Administration for Engineers', 2.5), m('Industriepraktikum', 'Industrial Internship', 15, { ungraded: true }),
      m('Produktentwicklung im Team (Projekt)', 'Team Product Development (Project)', 7.5), m('Antriebstechnik', 'Drive Technology', 5),
      m('Bachelorarbeit', "Bachelor's Thesis", 12, { thesis: true }),
    ],
  },
  {
    de: 'Betriebswirtschaftslehre', en: 'Business Administration', code: 'BWL', degrees: ['Bachelor of Arts', 'Bachelor of Science'],
    modules: [
      m('Einführung in die Betriebswirtschaftslehre', 'Introduction to Business Administration', 5), m('Mikroökonomik', 'Microeconomics', 5), m('Buchführung und Bilanzierung', 'Bookkeeping and Financial Accounting', 5),
      m('Wirtschaftsmathematik', 'Business Mathematics', 5), m('Makroökonomik', 'Macroeconomics', 5), m('Kosten- und Leistungsrechnung', 'Cost Accounting', 5), m('Statistik I', 'Statistics I', 5),
      m('Marketing', 'Marketing', 5), m('Statistik II', 'Statistics II', 5), m('Investition und Finanzierung', 'Investment and Finance', 5), m('Wirtschaftsrecht', 'Business Law', 5),
      m('Personalmanagement', 'Human Resource Management', 5), m('Controlling', 'Management Accounting and Control', 5), m('Wirtschaftsenglisch', 'Business English', 5),
      m('Steuerlehre', 'Business Taxation', 5), m('Wirtschaftsinformatik', 'Business Information Systems', 5), m('Unternehmensführung', 'Strategic Management', 5),
      m('Wissenschaftliches Arbeiten', 'Academic Writing and Research Methods', 3, { ungraded: true }), m('Praxissemester', 'Practical Semester', 24, { ungraded: true }),
      m('Internationales Management', 'International Management', 5), m('Logistik und Supply Chain Management', 'Logistics and Supply Chain Management', 5),
      m('Bachelorarbeit', "Bachelor's Thesis", 12, { thesis: true }),
    ],
  },
  {
    de: 'Elektrotechnik und Informationstechnik', en: 'Electrical Engineering and Information Technology', code: 'ET', degrees: ['Bachelor of Science', 'Bachelor of Engineering'],
    modules: [
      m('Grundlagen der Elektrotechnik I', 'Fundamentals of Electrical Engineering I', 7), m('Ingenieurmathematik I', 'Engineering Mathematics I', 8), m('Physik für Ingenieure', 'Physics for Engineers', 5),
      m('Grundlagen der Elektrotechnik II', 'Fundamentals of Electrical Engineering II', 7), m('Ingenieurmathematik II', 'Engineering Mathematics II', 8), m('Digitaltechnik', 'Digital Logic Design', 5),
      m('Elektronische Bauelemente', 'Electronic Devices', 5), m('Signale und Systeme', 'Signals and Systems', 6), m('Elektrische Messtechnik', 'Electrical Measurement', 5),
      m('Mikrocontrollertechnik', 'Microcontroller Systems', 5), m('Elektromagnetische Felder', 'Electromagnetic Fields', 6), m('Regelungstechnik', 'Control Engineering', 6),
      m('Nachrichtentechnik', 'Communications Engineering', 6), m('Leistungselektronik', 'Power Electronics', 5), m('Elektrische Maschinen', 'Electrical Machines', 5),
      m('Labor Elektronik', 'Electronics Laboratory', 4, { ungraded: true }), m('Hochfrequenztechnik', 'Radio Frequency Engineering', 5), m('Energieversorgung', 'Power Systems', 5),
      m('Bachelorarbeit', "Bachelor's Thesis", 12, { thesis: true }),
    ],
  },
];

export const DE_GRADES = [1.0, 1.3, 1.7, 2.0, 2.3, 2.7, 3.0, 3.3, 3.7, 4.0];

/** A grade near the student's level (index into DE_GRADES). */
export function deGrade(rng: Rng, level: number): number {
  const i = Math.max(0, Math.min(DE_GRADES.length - 1, Math.round(level + rng.gauss() * 1.6)));
  return DE_GRADES[i];
}

/** The German verbal grade of an overall mark (Prüfungsordnung convention). */
export function deVerbal(mark: number): string {
  if (mark <= 1.5) return 'sehr gut';
  if (mark <= 2.5) return 'gut';
  if (mark <= 3.5) return 'befriedigend';
  return 'ausreichend';
}

/** Overall grade: the credit-weighted mean truncated after the first decimal (usual rule). */
export function deOverall(pairs: [number, number][]): number {
  const tw = pairs.reduce((s, [, w]) => s + w, 0);
  const mean = pairs.reduce((s, [v, w]) => s + v * w, 0) / (tw || 1);
  return Math.floor(mean * 10 + 1e-6) / 10;
}

export interface DeInstitution {
  name: string;
  /** Faculty / office line. */
  unit: string;
  place: Place;
}

export function deInstitution(rng: Rng, kind: 'uni' | 'hs' | 'tu' = rng.pick(['uni', 'hs', 'tu'] as const)): DeInstitution {
  const p = place(rng, 'de');
  const town = p.town.replace(/ am Main$/, '');
  const name = kind === 'uni' ? rng.pick([`Universität ${town}`, `Freie Universität ${town}`])
    : kind === 'tu' ? rng.pick([`Technische Universität ${town}`, `Technische Hochschule ${town}`])
    : rng.pick([`Hochschule ${town}`, `Hochschule für angewandte Wissenschaften ${town}`, `Fachhochschule ${town}`]);
  const unit = rng.pick(['Zentrales Prüfungsamt', 'Prüfungsamt', 'Studierendenservice – Prüfungsverwaltung', 'Akademisches Prüfungsamt']);
  return { name, unit, place: { ...p, town: p.town } };
}

/** "Wintersemester 2019/20" / "Sommersemester 2020" for the n-th (0-based) semester after a start. */
export function deSemester(startYear: number, startWinter: boolean, n: number): { long: string; short: string; term: string; termShort: string; session: string | null; year: number | null } {
  const winter = startWinter ? n % 2 === 0 : n % 2 === 1;
  if (winter) {
    const yy = startWinter ? startYear + n / 2 : startYear + (n - 1) / 2;
    const session = `${yy}/${String((yy + 1) % 100).padStart(2, '0')}`;
    return { long: `Wintersemester ${session}`, short: `WiSe ${session}`, term: 'Wintersemester', termShort: 'WiSe', session, year: null };
  }
  const sy = startWinter ? startYear + (n + 1) / 2 : startYear + n / 2;
  return { long: `Sommersemester ${sy}`, short: `SoSe ${sy}`, term: 'Sommersemester', termShort: 'SoSe', session: null, year: sy };
}

export interface DeRow {
  module: Module;
  code: string;
  sem: ReturnType<typeof deSemester>;
  /** Fachsemester, 1-based. */
  semNo: number;
  grade: number | null;
  passed: boolean;
  attempt: number;
}

export interface DeRecord {
  programme: Programme;
  degree: string;
  startYear: number;
  startWinter: boolean;
  semesters: number;
  completed: boolean;
  rows: DeRow[];
  overall: number;
  ects: number;
}

/** A student's record: modules spread over the semesters, grades near one level, maybe a failed first attempt. */
export function deRecord(rng: Rng, o: { completed?: boolean; maxRows?: number } = {}): DeRecord {
  const programme = rng.pick(DE_PROGRAMMES);
  const degree = rng.pick(programme.degrees);
  const completed = o.completed ?? rng.bool(0.5);
  const startYear = rng.int(2014, 2021);
  const startWinter = rng.bool(0.85);
  const semesters = completed ? rng.int(6, 7) : rng.int(2, 5);
  const pool = programme.modules.filter((x) => !x.thesis);
  const perSem = rng.int(4, 5);
  const take = completed ? pool.length : Math.min(pool.length, semesters * perSem);
  const chosen = pool.slice(0, Math.min(take, o.maxRows ?? 40));
  const level = rng.float(0.5, 6);
  const rows: DeRow[] = [];
  const semOf = (i: number) => Math.min(semesters - (completed ? 1 : 0), Math.floor(i / perSem) + 1);
  chosen.forEach((mod, i) => {
    const semNo = Math.max(1, semOf(i));
    const code = `${programme.code}-${semNo}${String(i + 1).padStart(2, '0')}`;
    const sem = deSemester(startYear, startWinter, semNo - 1);
    if (!mod.ungraded && rng.bool(0.06) && semNo < semesters) {
      rows.push({ module: mod, code, sem, semNo, grade: 5.0, passed: false, attempt: 1 });
      rows.push({ module: mod, code, sem: deSemester(startYear, startWinter, semNo), semNo: semNo + 1, grade: DE_GRADES[rng.int(5, 9)], passed: true, attempt: 2 });
      return;
    }
    rows.push({ module: mod, code, sem, semNo, grade: mod.ungraded ? null : deGrade(rng, level), passed: true, attempt: 1 });
  });
  if (completed) {
    const thesis = programme.modules.find((x) => x.thesis)!;
    rows.push({ module: thesis, code: `${programme.code}-BA`, sem: deSemester(startYear, startWinter, semesters - 1), semNo: semesters, grade: deGrade(rng, level - 1), passed: true, attempt: 1 });
  }
  rows.sort((a, b) => a.semNo - b.semNo);
  const graded = rows.filter((r) => r.passed && r.grade !== null).map((r) => [r.grade!, r.module.ects] as [number, number]);
  const overall = deOverall(graded);
  const ects = rows.filter((r) => r.passed).reduce((s, r) => s + r.module.ects, 0);
  return { programme, degree, startYear, startWinter, semesters, completed, rows, overall, ects };
}

/** ECTS as printed: "7,5" / "5". */
export const deEcts = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));
