/**
 * Hungarian bilingual transcript of records (leckekönyv-kivonat / Transcript of Records), as Hungarian
 * universities print it for students going abroad and as the Europass diploma supplement's section 4.3
 * is set: captions in Hungarian with their English form under them, each course title in Hungarian with
 * its English translation on the line under it (italic and smaller, or only italic, or only smaller),
 * the code, Kredit and the five-grade scale (jeles (5) … elégséges (2)) or "megfelelt" on the first line
 * of the row or centred between the two languages; long titles wrap in Hungarian and in English; the
 * column header is itself bilingual (Hungarian over English). After Hungarian study and examination
 * regulations (TVSZ) and the Europass diploma supplement's description. Names and numbers invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from '../lib/a-kit';
import { A4, Pdf, SANS, SERIF, bilingualTable, course, digits, iso, setInstitution, type BlColumn, type BlRow } from '../lib/bl-kit';

const UNIS = [
  { hu: 'Tiszaparti Tudományegyetem', en: 'University of Tiszapart', city: 'Szeged', web: 'www.tiszapart-egyetem.hu' },
  { hu: 'Dunakanyar Műszaki Egyetem', en: 'Dunakanyar University of Technology', city: 'Budapest', web: 'www.dunakanyar-me.hu' },
  { hu: 'Mecsekalja Egyetem', en: 'University of Mecsekalja', city: 'Pécs', web: 'www.mecsekalja.hu' },
];

const PROGRAMMES: Array<{ hu: string; en: string; level: 'Bachelor' | 'Master'; years: number; prefix: string; courses: Array<[string, string]> }> = [
  {
    hu: 'Programtervező informatikus alapképzési szak', en: 'Computer Science', level: 'Bachelor', years: 3, prefix: 'IK',
    courses: [
      ['Matematikai analízis I', 'Mathematical Analysis I'], ['Lineáris algebra', 'Linear Algebra'], ['Bevezetés a programozásba', 'Introduction to Programming'],
      ['Adatszerkezetek és algoritmusok', 'Data Structures and Algorithms'],
      ['Számítógép-architektúrák és operációs rendszerek alapjai a gyakorlatban', 'Foundations of Computer Architectures and Operating Systems in Practice'],
      ['Valószínűségszámítás és matematikai statisztika', 'Probability Theory and Mathematical Statistics'], ['Adatbázis-kezelő rendszerek', 'Database Management Systems'],
      ['Szoftvertechnológia', 'Software Engineering'], ['Számítógépes hálózatok', 'Computer Networks'], ['Szakmai gyakorlat', 'Professional Internship'], ['Szakdolgozati konzultáció', 'Thesis Consultation'],
    ],
  },
  {
    hu: 'Gazdálkodási és menedzsment alapképzési szak', en: 'Business Administration and Management', level: 'Bachelor', years: 3, prefix: 'GT',
    courses: [
      ['Mikroökonómia', 'Microeconomics'], ['Makroökonómia', 'Macroeconomics'], ['Gazdasági matematika I', 'Mathematics for Economists I'], ['Számvitel alapjai', 'Principles of Accounting'],
      ['Pénzügyek alapjai', 'Foundations of Finance'], ['Statisztika I', 'Statistics I'],
      ['Vállalatgazdaságtan és vállalkozásmenedzsment a kis- és középvállalatok gyakorlatában', 'Business Economics and Entrepreneurship Management in Small and Medium-Sized Enterprises'],
      ['Gazdasági jog', 'Business Law'], ['Európai uniós ismeretek', 'European Union Studies'], ['Szakmai gyakorlat', 'Professional Internship'], ['Szakdolgozat', 'Thesis'],
    ],
  },
  {
    hu: 'Környezetmérnöki mesterképzési szak', en: 'Environmental Engineering', level: 'Master', years: 2, prefix: 'KM',
    courses: [
      ['Környezeti kémia', 'Environmental Chemistry'], ['Hidrológia és vízgazdálkodás', 'Hydrology and Water Management'], ['Hulladékgazdálkodás', 'Waste Management'],
      ['Levegőtisztaság-védelem és zajvédelem a települési környezetben', 'Air Quality Protection and Noise Control in Urban Environments'],
      ['Talajremediáció', 'Soil Remediation'], ['Környezeti hatásvizsgálat', 'Environmental Impact Assessment'], ['Szakmai gyakorlat', 'Professional Internship'], ['Diplomamunka', 'Master Thesis'],
    ],
  },
];

const NAMES = { given: ['Anna Réka', 'Bence', 'Eszter', 'Máté Gergely', 'Zsófia', 'Dávid', 'Katalin Noémi', 'Levente'], family: ['Kovács', 'Nagy', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár'] };
const WORDS = ['elégséges (2)', 'közepes (3)', 'jó (4)', 'jeles (5)'];
const MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const huDate = (d: string) => {
  const [y, m, day] = d.split('-').map(Number);
  return `${y}. ${MONTHS[m - 1]} ${day}.`;
};

async function render(rng: Rng) {
  const person = { given: rng.pick(NAMES.given), family: rng.pick(NAMES.family) };
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2015, 2020);
  const grad = entry + prog.years;
  const dob = iso(entry - (prog.level === 'Bachelor' ? 19 : 23), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(grad, rng.pick([6, 7]), rng.int(5, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[1]]);
  const codes = rng.bool(0.6);
  const ability = rng.float(2.8, 4.9);
  const neptun = `${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 1)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 2)}`;

  const r = resultWithCandidate('hu', 'Hungarian', person, dob);
  setInstitution(r, uni.en, 'HU');
  const rows: BlRow[] = [];
  const sems = prog.years * 2;
  const per = Math.ceil(prog.courses.length / sems);
  let sem = 0;
  let total = 0, weighted = 0, graded = 0;
  prog.courses.forEach(([hu, en], k) => {
    const s = Math.min(sems, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      const y0 = entry + Math.floor((s - 1) / 2);
      rows.push({ heading: `${y0}/${String(y0 + 1).slice(2)}. tanév ${s % 2 ? 1 : 2}. félév / Academic year ${y0}/${String(y0 + 1).slice(2)}, semester ${s % 2 ? 1 : 2}` });
    }
    const passOnly = /gyakorlat|konzultáció/.test(hu);
    const last = k === prog.courses.length - 1;
    const credit = last ? (prog.level === 'Bachelor' ? 15 : 30) : passOnly ? rng.pick([2, 6]) : rng.pick([3, 4, 5, 6]);
    const n = Math.max(2, Math.min(5, Math.round(ability + rng.gauss() * 0.7)));
    const grade = passOnly ? 'megfelelt' : WORDS[n - 2];
    total += credit;
    if (!passOnly) {
      weighted += n * credit;
      graded += credit;
    }
    const code = codes ? `${prog.prefix}${rng.pick(['B', 'M'])}${digits(rng, 3)}${rng.pick(['E', 'G', 'L'])}` : null;
    rows.push({ title: [hu, en], cells: [...(codes ? [code!] : []), '', String(credit), grade] });
    // A title printed in two languages is named in English (scripts/samples/families/README.md).
    r.courses.push(course({ courseNumber: code, courseName: en, credit, grade }));
  });
  const mean = (weighted / graded).toFixed(2);
  const degreeEn = prog.level === 'Bachelor' ? 'Bachelor of Science' : 'Master of Science';
  const degreeHu = prog.level === 'Bachelor' ? 'alapfokozat (BSc)' : 'mesterfokozat (MSc)';
  Object.assign(r.qualification, {
    registrationNumber: neptun, name: degreeEn, level: prog.level, program: prog.en, majorOrSpecialization: prog.en, yearOfAdmission: entry, yearOfCompletion: null,
    dateOfIssue: issued, status: null, cgpa: mean, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Leckekönyv-kivonat / Transcript of Records', author: uni.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 46;
  const W = pdf.width - 2 * L;
  pdf.text(uni.hu.toUpperCase(), L, 34, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(uni.en, L, 51, { font: F.italic, size: 10, width: W, align: 'center' });
  pdf.text(`${uni.city}, Magyarország / Hungary · ${uni.web}`, L, 65, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 78, L + W, 78, 0.7);
  pdf.text('LECKEKÖNYV-KIVONAT', L, 88, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text('Transcript of Records', L, 105, { font: F.italic, size: 10.5, width: W, align: 'center' });
  const kv: Array<[string, string, string]> = [
    ['Családi név', 'Family name', person.family],
    ['Utónév', 'Given name(s)', person.given],
    ['Születési idő', 'Date of birth', `${huDate(dob)}`],
    ['Neptun-kód', 'Student ID', neptun],
    ['Szak', 'Programme', `${prog.hu} / ${prog.en}`],
    ['Végzettségi szint', 'Level of qualification', `${degreeHu} / ${degreeEn}`],
  ];
  let y = 126;
  for (const [h, e, v] of kv) {
    pdf.text(`${h}:`, L, y, { font: F.regular, size: 8.5 });
    pdf.text(e, L, y + 10, { font: F.italic, size: 7, color: '#444444' });
    pdf.text(v, L + 120, y + 2, { font: F.bold, size: 9.5, width: W - 120, fit: true });
    y += 23;
  }
  y += 6;
  const numW = 44, gradeW = 78, codeW = codes ? 62 : 0;
  const cols: BlColumn[] = [
    ...(codes ? [{ label: ['Tárgykód', 'Code'] as [string, string], width: codeW }] : []),
    // A narrow title column, as supplements set it beside further columns: long titles wrap.
    { label: ['Tantárgy neve', 'Course title'], width: Math.min(270, W - codeW - numW - gradeW), title: true },
    { label: ['Kredit', 'Credits'], width: numW, align: 'center' },
    { label: ['Érdemjegy', 'Grade'], width: gradeW, align: 'center' },
  ];
  y = bilingualTable(pdf, L, y, cols, rows, {
    F, size: 8.5, form: 'below', companion: rng.pick(['italic-small', 'italic-small', 'italic', 'small'] as const), values: rng.pick(['first', 'centred'] as const),
    ruling: rng.pick(['rows', 'grid', 'zebra'] as const), top: 50, bottom: pdf.height - 70,
  });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Összesen megszerzett kredit / Total credits earned: ${total}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Kreditekkel súlyozott tanulmányi átlag / Weighted average: ${mean.replace('.', ',')}`, L, y + 14, { font: F.bold, size: 9 });
  pdf.text('Értékelés / Grading: jeles (5), jó (4), közepes (3), elégséges (2), elégtelen (1); megfelelt / pass', L, y + 32, { font: F.italic, size: 7.5, color: '#555555' });
  pdf.text(`${uni.city}, ${huDate(issued)}`, L, y + 54, { font: F.regular, size: 9 });
  pdf.text('Tanulmányi Osztály / Registrar', L + W - 170, y + 78, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  pdf.signature(L + W - 150, y + 56, 120, rng);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': person.family, 'candidate.dateOfBirth': huDate(dob), 'qualification.cgpa': mean.replace('.', ','), 'qualification.dateOfIssue': huDate(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'bl-hu-bilingual-transcript',
    country: 'HU',
    languages: ['hu', 'en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Hungarian bilingual transcript of records (leckekönyv-kivonat / Transcript of Records): Hungarian captions with the English one under each, every course title in Hungarian with its English translation on the line under it (italic and smaller, italic, or smaller), long titles wrapped in both languages, values on the first line or centred in the row, a bilingual column header, semester headings in both languages; after Hungarian study regulations (TVSZ) and the Europass diploma supplement (section 4.3).',
    render,
  },
];
