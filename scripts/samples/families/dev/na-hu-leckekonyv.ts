/**
 * Hungarian transcript (leckekönyv-kivonat) printed from a university's study register, as Hungarian
 * universities' study and examination regulations (TVSZ) describe it: the holder surname first ("Kovács
 * Anna Réka"), "Születési hely, idő: Szeged, 1999. március 14.", the Neptun code, the programme
 * ("gazdaságinformatikus alapképzési szak"), the level caption ("Képzési szint: alapképzés (BSc)") and
 * the qualification the oklevél names ("Szakképzettség: okleveles gépészmérnök"); subjects under
 * semester headings ("2019/20. tanév 1. félév") with a code, credits and the five-grade scale printed with
 * its word ("jeles (5)", "jó (4)", "közepes (3)", "elégséges (2)") or "megfelelt"; "Összesen megszerzett
 * kredit", "Kumulált súlyozott tanulmányi átlag" and "Kelt: Szeged, 2022. július 4."
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma, course, courseTable, footers, iso, letters, longDate, naPerson, naResult, setInstitution, type Column, type TableRow } from '../lib/na-kit';

const INSTITUTIONS = [
  { name: 'Tiszavidéki Tudományegyetem', address: '6720 Szeged, Dugonics tér 21.', web: 'www.tte.hu', city: 'Szeged' },
  { name: 'Dunamenti Műszaki Egyetem', address: '1111 Budapest, Műegyetem rakpart 7.', web: 'www.dme.hu', city: 'Budapest' },
  { name: 'Alföldi Egyetem', address: '4032 Debrecen, Egyetem tér 3.', web: 'www.alfoldiegyetem.hu', city: 'Debrecen' },
];

interface Degree {
  programme: string;
  levelCaption: string;
  qualification: string;
  level: 'Bachelor' | 'Master';
  years: number;
  subjects: string[];
}

const DEGREES: Degree[] = [
  {
    programme: 'gazdaságinformatikus alapképzési szak', levelCaption: 'alapképzés (BSc)', qualification: 'gazdaságinformatikus', level: 'Bachelor', years: 3,
    subjects: ['Matematika I.', 'Programozás alapjai', 'Mikroökonómia', 'Adatbázis-kezelés', 'Matematika II.', 'Vállalatgazdaságtan', 'Rendszerszervezés', 'Szakmai gyakorlat', 'Szakdolgozat'],
  },
  {
    programme: 'gépészmérnöki mesterképzési szak', levelCaption: 'mesterképzés (MSc)', qualification: 'okleveles gépészmérnök', level: 'Master', years: 2,
    subjects: ['Végeselem-módszer', 'Anyagtudomány', 'Hőátadás', 'Gépdinamika', 'Mechatronika', 'Projektfeladat', 'Diplomamunka'],
  },
  {
    programme: 'anglisztika alapképzési szak', levelCaption: 'alapképzés (BA)', qualification: 'anglisztika alapszakos bölcsész', level: 'Bachelor', years: 3,
    subjects: ['Bevezetés a nyelvészetbe', 'Angol irodalomtörténet I.', 'Fonetika', 'Leíró nyelvtan', 'Angol irodalomtörténet II.', 'Kultúrtörténet', 'Fordítási gyakorlat', 'Szakdolgozat'],
  },
];

const WORDS = ['elégséges (2)', 'közepes (3)', 'jó (4)', 'jeles (5)'];

async function render(rng: Rng) {
  const person = naPerson(rng, 'HU');
  const deg = rng.pick(DEGREES);
  const inst = rng.pick(INSTITUTIONS);
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(18, 23), rng.int(1, 12), rng.int(1, 28));
  const birthPlace = rng.pick(['Szeged', 'Pécs', 'Győr', 'Miskolc', 'Kecskemét']);
  const finalExam = iso(entry + deg.years, rng.pick([1, 6]), rng.int(10, 28));
  const issued = iso(entry + deg.years, 7, rng.int(1, 28));
  const neptun = `${letters(rng, 3)}${rng.int(0, 9)}${letters(rng, 1)}${rng.int(0, 9)}`.toUpperCase();
  const F = rng.pick([SANS[0], SANS[2], SERIF[2]]);
  const ability = rng.float(0.8, 3.2);
  const wordsOnly = rng.bool(0.3);

  const r = naResult('hu', person, dob);
  setInstitution(r, inst.name, 'HU');
  const rows: TableRow[] = [];
  let sum = 0;
  let weighted = 0;
  let graded = 0;
  const perTerm = Math.ceil(deg.subjects.length / (deg.years * 2));
  let term = '';
  let session = '';
  deg.subjects.forEach((s, k) => {
    if (k % perTerm === 0) {
      const t = Math.floor(k / perTerm);
      const y0 = entry + Math.floor(t / 2);
      term = `${(t % 2) + 1}. félév`;
      session = `${y0}/${String(y0 + 1).slice(2)}`;
      rows.push({ heading: `${session}. tanév ${term}` });
    }
    const thesis = /Szakdolgozat|Diplomamunka/.test(s);
    const kr = thesis ? rng.pick([15, 20, 30]) : /gyakorlat$/.test(s) ? rng.pick([10, 15]) : rng.pick([3, 4, 5, 6]);
    const passOnly = /Szakmai gyakorlat|Projektfeladat/.test(s);
    const step = Math.max(0, Math.min(3, Math.round(ability + rng.gauss() * 0.8)));
    const word = WORDS[step];
    const grade = passOnly ? 'megfelelt' : wordsOnly ? word.replace(/ \(\d\)$/, '') : word;
    const code = `${inst.name.slice(0, 2).toUpperCase().normalize('NFD').replace(/\p{M}/gu, '')}${rng.int(100, 899)}${rng.pick(['E', 'G', 'L'])}`;
    rows.push({ cells: [code, s, String(kr), grade] });
    r.courses.push(course({ courseNumber: code, courseName: s, credit: kr, grade, term, session }));
    sum += kr;
    if (!passOnly) {
      weighted += (step + 2) * kr;
      graded += kr;
    }
  });
  const avg = (weighted / graded).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: neptun, name: deg.qualification, level: deg.level, program: deg.programme, yearOfAdmission: entry,
    yearOfCompletion: Number(finalExam.slice(0, 4)), dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Leckekönyv-kivonat', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#0b3d2e', '#1a1a1a', '#3c1f6e']);
  const letterhead = (p: Pdf) => {
    p.text(inst.name, L, 36, { font: F.bold, size: 14, color: ink, width: W, align: 'center' });
    p.text(`${inst.address} · ${inst.web}`, L, 54, { font: F.regular, size: 8, color: '#555555', width: W, align: 'center' });
    p.line(L, 68, R, 68, 0.8, ink);
    return 0;
  };
  letterhead(pdf);
  pdf.text('LECKEKÖNYV-KIVONAT', L, 82, { font: F.bold, size: 15, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Név', `${person.family} ${person.given}`],
    ['Születési hely, idő', `${birthPlace}, ${longDate(dob, 'hu')}`],
    ['Neptun-kód', neptun],
    ['Szak', deg.programme],
    ['Képzési szint', deg.levelCaption],
    ['Szakképzettség', deg.qualification],
    ['Képzés kezdete', longDate(iso(entry, 9, 1), 'hu')],
    ['Záróvizsga időpontja', longDate(finalExam, 'hu')],
  ];
  let y = 112;
  for (const [key, v] of kv) {
    pdf.text(`${key}:`, L, y, { font: F.regular, size: 9, color: '#333333' });
    pdf.text(v, L + 125, y, { font: F.bold, size: 9.5, width: W - 125, fit: true });
    y += 14.5;
  }
  y += 12;
  const cols: Column[] = [{ label: 'Tárgykód', width: 66 }, { label: 'Tantárgy neve', width: W - 66 - 50 - 110, wrap: true }, { label: 'Kredit', width: 50, align: 'right' }, { label: 'Érdemjegy', width: 110, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'zebra'] as const), headerFill: '#e9efe9', zebra: '#f4f4f4', repeatHeader: true, top: 84, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 12;
  if (y > pdf.height - 150) {
    pdf.addPage();
    letterhead(pdf);
    y = 90;
  }
  pdf.text(`Összesen megszerzett kredit: ${sum}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Kumulált súlyozott tanulmányi átlag: ${comma(avg)}`, L, y + 15, { font: F.regular, size: 9.5 });
  pdf.text('Értékelés: jeles (5), jó (4), közepes (3), elégséges (2), elégtelen (1); megfelelt / nem felelt meg', L, y + 33, { font: F.italic, size: 7.5, color: '#555555' });
  pdf.text(`Kelt: ${inst.city}, ${longDate(issued, 'hu')}`, L, y + 60, { font: F.regular, size: 9.5 });
  pdf.signature(R - 160, y + 70, 110, rng);
  pdf.text('Tanulmányi Osztály', R - 160, y + 98, { font: F.regular, size: 8.5 });
  footers(pdf, F, (p, n) => `${p}/${n}. oldal`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': `${person.family} ${person.given}`,
      'candidate.dateOfBirth': longDate(dob, 'hu'),
      'qualification.dateOfIssue': longDate(issued, 'hu'),
      'qualification.cgpa': comma(avg),
    },
  };
}

export const families: Family[] = [
  {
    id: 'na-hu-leckekonyv',
    country: 'HU',
    languages: ['hu'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Hungarian transcript (leckekönyv-kivonat): the holder surname first, "Születési hely, idő: Szeged, 1999. március 14.", Neptun code, Szak, Képzési szint, Szakképzettség (the oklevél title, "okleveles gépészmérnök"), subjects under "2019/20. tanév 1. félév" headings with Kredit and the five-grade scale with its word ("jeles (5)") or the word alone, megfelelt; Összesen megszerzett kredit and the cumulative weighted average; as described by Hungarian university study and examination regulations (TVSZ) and grading-scale guides.',
    render,
  },
];
