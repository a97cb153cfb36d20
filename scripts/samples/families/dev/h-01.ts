/**
 * Austrian university record of study results (Studienerfolgsnachweis / Sammelzeugnis) printed by
 * the study office: letterhead with the address and "Österreich", Matrikelnummer, date of birth,
 * the study with its study code ("UG Bachelorstudium Informatik (033 521)"), the start semester;
 * a table grouped by semester ("Wintersemester 2019/20") with the course, its type (VO, UE, PS,
 * SE, VU), semester hours (SSt) AND ECTS credits, the exam date and the grade in words with its
 * number ("gut (2)", "mit Erfolg teilgenommen"), continuing over pages; totals of SSt and ECTS,
 * the weighted average, and — for a completed study — the degree conferred and its date.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, comma, dmy, hPerson, hResult, upper } from './h-kit';

const UNIS = [
  { name: 'Technische Universität Steyr', street: 'Stadtplatz 14', zip: '4400', city: 'Steyr', domain: 'tu-steyr.ac.at' },
  { name: 'Universität Salzachtal', street: 'Kapitelgasse 6', zip: '5020', city: 'Salzburg', domain: 'uni-salzachtal.ac.at' },
  { name: 'Universität Mühlviertel', street: 'Hauptplatz 3', zip: '4240', city: 'Freistadt', domain: 'unimv.ac.at' },
];

const STUDIES = [
  {
    study: 'Bachelorstudium Informatik', code: '033 521', degree: 'Bachelor of Science', abbr: 'BSc', major: 'Informatik',
    courses: ['Algorithmen und Datenstrukturen', 'Einführung in die Programmierung 1', 'Einführung in die Programmierung 2', 'Mathematik 1 für Informatik', 'Mathematik 2 für Informatik', 'Technische Grundlagen der Informatik', 'Theoretische Informatik und Logik', 'Datenbanksysteme', 'Betriebssysteme', 'Rechnernetze und Internettechnik', 'Software Engineering und Projektmanagement', 'Statistik und Wahrscheinlichkeitstheorie', 'Verteilte Systeme', 'Informationssicherheit', 'Objektorientierte Modellierung', 'Grundlagen der Künstlichen Intelligenz', 'Computergraphik', 'Mensch-Maschine-Interaktion', 'Übersetzerbau', 'Funktionale Programmierung', 'Bachelorseminar', 'Bachelorarbeit', 'Gesellschaftliche Spannungsfelder der Informatik', 'Wissenschaftliches Arbeiten'],
  },
  {
    study: 'Bachelorstudium Betriebswirtschaft', code: '033 561', degree: 'Bachelor of Science', abbr: 'BSc', major: 'Betriebswirtschaft',
    courses: ['Einführung in die Betriebswirtschaftslehre', 'Buchhaltung und Bilanzierung', 'Kosten- und Leistungsrechnung', 'Mathematik für Wirtschaftswissenschaften', 'Statistik für Wirtschaftswissenschaften', 'Mikroökonomie', 'Makroökonomie', 'Grundzüge des Privatrechts', 'Unternehmensrecht', 'Marketing', 'Finanzierung und Investition', 'Organisation und Personalmanagement', 'Produktion und Logistik', 'Wirtschaftsinformatik', 'Steuerrecht', 'Controlling', 'Wirtschaftsenglisch', 'Strategisches Management', 'Unternehmensführung', 'Bachelorseminar', 'Bachelorarbeit', 'Empirische Forschungsmethoden'],
  },
  {
    study: 'Masterstudium Maschinenbau', code: '066 445', degree: 'Diplom-Ingenieur', abbr: 'Dipl.-Ing.', major: 'Maschinenbau',
    courses: ['Höhere Festigkeitslehre', 'Finite-Elemente-Methoden', 'Strömungsmechanik 2', 'Regelungstechnik', 'Werkstofftechnik der Metalle', 'Fertigungsautomatisierung', 'Mehrkörpersysteme', 'Wärmeübertragung', 'Konstruktionslehre für Fortgeschrittene', 'Produktentwicklung', 'Energietechnik', 'Simulation technischer Systeme', 'Fahrzeugdynamik', 'Additive Fertigung', 'Seminar aus Maschinenbau', 'Diplomarbeit', 'Projektarbeit', 'Messtechnik'],
  },
];
const ELECTIVES = ['Englisch für Studierende B2', 'Rhetorik und Präsentation', 'Italienisch 1', 'Gender und Diversität', 'Zeitmanagement', 'Wissenschaftsgeschichte', 'Projektmanagement', 'Spanisch 1'];
const TYPES = ['VO', 'UE', 'VU', 'PS', 'SE', 'LU'];
const WORDS = ['sehr gut', 'gut', 'befriedigend', 'genügend'];

async function render(rng: Rng) {
  const p = hPerson(rng, 'AT');
  const uni = rng.pick(UNIS);
  const st = rng.pick(STUDIES);
  const master = st.degree === 'Diplom-Ingenieur';
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(master ? 22 : 18, master ? 25 : 21), rng.int(1, 12), rng.int(1, 28));
  const matr = `${rng.pick(['0', '1'])}${digits(rng, 7)}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SANS[1]]);
  const semesters = master ? 4 : 6;
  const completed = rng.bool(0.7);
  const ability = rng.float(1.3, 3.0);
  const numberFirst = rng.bool(0.4);

  const r = hResult('de', p, dob);
  setInstitution(r, uni.name, 'AT');
  const rows: TableRow[] = [];
  const pool = rng.sample(st.courses, st.courses.length);
  let sst = 0;
  let ects = 0;
  let weighted = 0;
  let graded = 0;
  const perSem = Math.ceil(pool.length / semesters);
  for (let s = 0; s < semesters; s++) {
    const winter = s % 2 === 0;
    const year = start + Math.floor(s / 2);
    const heading = winter ? `Wintersemester ${year}/${String(year + 1).slice(2)}` : `Sommersemester ${year + 1}`;
    rows.push({ heading });
    const titles = pool.slice(s * perSem, (s + 1) * perSem);
    // A completed study reaches its ECTS total with free electives, listed in the last semesters.
    if (completed && s >= semesters - 2) {
      const left = (master ? 120 : 180) - ects - titles.length * 6;
      for (let k = 0; k < Math.min(4, Math.ceil(left / 2 / 3)); k++) titles.push(`Freies Wahlfach: ${ELECTIVES[(s + k * 2) % ELECTIVES.length]}`);
    }
    for (const title of titles) {
      const thesis = /arbeit$/.test(title);
      const free = title.startsWith('Freies');
      const type = thesis ? '' : free ? rng.pick(['VO', 'SE', 'UE']) : rng.pick(TYPES);
      const hours = thesis ? 0 : rng.pick([1, 2, 2, 3, 4]);
      const credits = thesis ? (master ? 27 : 12) : rng.pick(master ? [3, 4.5, 6] : [4.5, 6, 6, 7.5, 9]);
      const n = Math.max(1, Math.min(4, Math.round(ability + rng.gauss() * 0.8)));
      const participation = type === 'SE' && rng.bool(0.3);
      const grade = participation ? 'mit Erfolg teilgenommen' : numberFirst ? `${n} (${WORDS[n - 1]})` : `${WORDS[n - 1]} (${n})`;
      const examMonth = winter ? rng.pick([1, 2]) : rng.pick([6, 7]);
      const exam = iso(winter ? year + 1 : year + 1, examMonth, rng.int(1, 28));
      rows.push({ cells: [title, type, hours ? comma(hours, 1) : '', comma(credits, 1), dmy(exam), grade] });
      r.courses.push(course({ courseName: title, credit: credits, grade, term: winter ? 'Wintersemester' : 'Sommersemester', session: winter ? `${year}/${String(year + 1).slice(2)}` : null, year: winter ? null : year + 1 }));
      sst += hours;
      ects += credits;
      if (!participation) {
        weighted += n * credits;
        graded += credits;
      }
    }
  }
  const mean = Math.round((weighted / graded) * 100) / 100;
  const end = iso(start + semesters / 2, rng.pick([6, 9, 10]), rng.int(1, 28));
  const issued = completed ? addDays(end, rng.int(3, 40)) : iso(start + semesters / 2 - 1, rng.int(3, 11), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: matr, majorOrSpecialization: st.major, yearOfAdmission: start, dateOfIssue: issued, totalCreditsOrMarks: String(ects), cgpa: mean.toFixed(2),
  });
  if (completed) Object.assign(r.qualification, { name: st.degree, level: master ? 'Master' : 'Bachelor', yearOfCompletion: Number(end.slice(0, 4)), status: 'Completed' });
  else Object.assign(r.qualification, { name: st.study, level: master ? 'Master' : 'Bachelor' });

  const pdf = new Pdf({ size: A4, title: 'Studienerfolgsnachweis', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const red = rng.pick(['#a3102a', '#00457c', '#333333']);
  pdf.fill(L, 36, 6, 40, red);
  pdf.text(uni.name, L + 14, 36, { font: F.bold, size: 15, color: red });
  pdf.text(`Studienabteilung · ${uni.street} · ${uni.zip} ${uni.city} · Österreich`, L + 14, 56, { font: F.regular, size: 8 });
  pdf.text(`studienabteilung@${uni.domain} · +43 ${rng.int(2, 7)}${digits(rng, 2)} ${digits(rng, 6)}`, L + 14, 67, { font: F.regular, size: 8 });
  pdf.text(rng.pick(['STUDIENERFOLGSNACHWEIS', 'Sammelzeugnis', 'Studienerfolgsnachweis']), L, 100, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 126;
  const kv: Array<[string, string]> = [
    ['Name', rng.bool() ? `${upper(p.family)} ${p.given}` : `${p.given} ${p.family}`],
    ['Matrikelnummer', matr],
    ['Geburtsdatum', dmy(dob)],
    ['Studium', `UG ${st.study} (${st.code})`],
    ['Studienbeginn', `Wintersemester ${start}/${String(start + 1).slice(2)}`],
    ['Status', completed ? 'abgeschlossen' : 'gemeldet (fortgesetzt)'],
  ];
  y += keyValues(pdf, F, L, y, W, kv, { size: 9, style: 'column', labelWidth: 100, columns: 1 }) + 10;
  const cols: Column[] = [
    { label: 'Lehrveranstaltung', width: W - 30 - 36 - 40 - 62 - 112, wrap: true },
    { label: 'Typ', width: 30, align: 'center' },
    { label: 'SSt', width: 36, align: 'right' },
    { label: 'ECTS', width: 40, align: 'right' },
    { label: 'Datum', width: 62, align: 'center' },
    { label: 'Beurteilung', width: 112 },
  ];
  const shownName = kv[0][1];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['rows', 'header-only', 'grid'] as const), headerFill: '#e8e8e8', repeatHeader: rng.bool(0.7), top: 50, bottom: pdf.height - 60, onNewPage: (d) => (d.text(`${shownName} · Matrikelnummer ${matr} · Fortsetzung`, L, 34, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  const tail: Array<[string, string]> = [
    ['Summe Semesterstunden', comma(sst, 1)],
    ['Summe ECTS-Anrechnungspunkte', comma(ects, 1)],
    ['Gewichteter Notendurchschnitt', comma(mean, 2)],
  ];
  if (completed) {
    tail.push(['Studienabschluss', dmy(end)]);
    tail.push(['Verliehener akademischer Grad', `${st.degree} (${st.abbr})`]);
  }
  y += keyValues(pdf, F, L, y, W, tail, { size: 9, style: 'colon' }) + 16;
  pdf.text(`${uni.city}, am ${dmy(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(pdf.width - 200, y + 28, 120, rng);
  pdf.text('Für die Studienabteilung', pdf.width - 220, y + 40, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  pdf.para('Beurteilung: sehr gut (1), gut (2), befriedigend (3), genügend (4), nicht genügend (5). SSt = Semesterstunden; ECTS = European Credit Transfer System. Dieser Ausdruck ist ohne Unterschrift gültig, wenn er mit der Amtssignatur versehen ist.', L, pdf.height - 110, W, { font: F.italic, size: 7 });
  footers(pdf, F, (n, m) => `Seite ${n} von ${m}`);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued), 'qualification.cgpa': comma(mean, 2), 'qualification.totalCreditsOrMarks': comma(ects, 1), 'qualification.yearOfAdmission': `${start}/` };
  if (!completed) printed['qualification.name'] = st.study;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'h-01-transcript',
    country: 'AT',
    languages: ['de'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Austrian university Studienerfolgsnachweis: Matrikelnummer, study with its study code, semester blocks (Wintersemester 2019/20, Sommersemester 2020), course type (VO/UE/PS/SE), semester hours (SSt) beside ECTS, exam date, grade in words with the number (sehr gut (1) … genügend (4), mit Erfolg teilgenommen), totals and weighted average, the academic degree conferred; as described by Austrian universities\' study-office pages and the Universitätsgesetz grading scale.',
    render,
  },
];
