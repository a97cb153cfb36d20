/**
 * Slovenian university certificate of examinations passed (Potrdilo o opravljenih izpitih) from
 * the faculty's student office (Referat za študijske zadeve): the university and the faculty with
 * the address ("Večna pot 113, 1000 Ljubljana"), "Republika Slovenija" or not; "Ime in priimek",
 * "Vpisna številka", "Datum rojstva" printed the Slovenian way ("14. 3. 2000", spaces after the
 * dots), the study programme with its cycle ("prva stopnja, univerzitetni študijski program") and
 * the year of first enrolment; the examinations by year of study ("1. letnik – 2018/2019") with a
 * running number, the subject code, the subject, the exam date, ECTS (KT) and the grade on the
 * 6-10 scale with its word ("9 (prav dobro)") in one cell; the total ECTS, the average grade
 * ("Povprečna ocena: 8,45"), and the date of graduation and the professional title
 * in lower case, gendered ("diplomirani inženir računalništva in informatike (UN)", "diplomirana
 * ekonomistka (UN)"); as described in Slovenian universities' study rules and the grading scale of
 * the higher-education act.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, oPerson, oResult, ymd } from './o-kit';

const UNIS = [
  { name: 'Univerza v Posočju', address: 'Trg svobode 4, 5000 Nova Gorica' },
  { name: 'Univerza na Štajerskem', address: 'Slomškov trg 21, 2000 Maribor' },
  { name: 'Univerza Ljubljanskega barja', address: 'Večna pot 113, 1000 Ljubljana' },
];
const PROGRAMMES = [
  { field: 'Računalništvo in informatika', faculty: 'Fakulteta za računalništvo in informatiko', m: 'diplomirani inženir računalništva in informatike (UN)', f: 'diplomirana inženirka računalništva in informatike (UN)', code: '63',
    subjects: ['Programiranje 1', 'Diskretne strukture', 'Osnove matematične analize', 'Računalniške komunikacije', 'Programiranje 2', 'Linearna algebra', 'Arhitektura računalniških sistemov', 'Podatkovne baze', 'Algoritmi in podatkovne strukture 1', 'Verjetnost in statistika', 'Operacijski sistemi', 'Osnove umetne inteligence', 'Spletno programiranje', 'Teorija informacij in sistemov', 'Organizacija računalniških sistemov', 'Tehnologija programske opreme', 'Računalniška grafika in tehnologija iger', 'Informacijski sistemi', 'Razvoj inteligentnih sistemov', 'Diplomsko delo'] },
  { field: 'Ekonomija', faculty: 'Ekonomska fakulteta', m: 'diplomirani ekonomist (UN)', f: 'diplomirana ekonomistka (UN)', code: '81',
    subjects: ['Mikroekonomija 1', 'Matematika za ekonomiste', 'Poslovna informatika', 'Makroekonomija 1', 'Temelji računovodstva', 'Statistika', 'Gospodarsko pravo', 'Mikroekonomija 2', 'Makroekonomija 2', 'Javne finance', 'Denar in finance', 'Ekonometrija', 'Mednarodna ekonomija', 'Trženje', 'Ekonomika podjetja', 'Razvojna ekonomika', 'Ekonomska politika Evropske unije', 'Ekonomika dela', 'Zgodovina ekonomske misli', 'Diplomski seminar'] },
  { field: 'Biologija', faculty: 'Fakulteta za naravoslovje', m: 'diplomirani biolog (UN)', f: 'diplomirana biologinja (UN)', code: '54',
    subjects: ['Splošna biologija', 'Splošna in anorganska kemija', 'Matematika za biologe', 'Citologija', 'Organska kemija', 'Botanika', 'Zoologija nevretenčarjev', 'Biokemija', 'Genetika', 'Mikrobiologija', 'Ekologija', 'Fiziologija rastlin', 'Zoologija vretenčarjev', 'Molekularna biologija', 'Biostatistika', 'Evolucija', 'Fiziologija živali', 'Varstvena biologija', 'Terensko delo', 'Diplomsko delo'] },
];
const WORDS: Record<number, string> = { 6: 'zadostno', 7: 'dobro', 8: 'prav dobro', 9: 'prav dobro', 10: 'odlično' };
/** The Slovenian numeric date: "14. 3. 2000". */
const sDate = (isoDate: string) => {
  const [y, m, d] = ymd(isoDate);
  return `${d}. ${m}. ${y}`;
};

async function render(rng: Rng) {
  const p = oPerson(rng, 'SI');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2013, 2020);
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const vpisna = `${prog.code}${String(start).slice(2)}${digits(rng, 4)}`;
  // Issued to graduates (the record a graduate shows): every year of study and the title.
  const years = 3;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[1]]);
  const ability = rng.float(6, 10.5);
  const r = oResult('sl', p.given, p.family, dob);
  setInstitution(r, uni.name, 'SI');
  const rows: TableRow[] = [];
  const pool = [...prog.subjects];
  let n = 0;
  let kt = 0;
  let sum = 0;
  let last = '';
  for (let l = 0; l < years; l++) {
    const session = `${start + l}/${start + l + 1}`;
    const term = `${l + 1}. letnik`;
    rows.push({ heading: `${term} – ${session}` });
    const subjects = pool.splice(0, l < 2 ? 7 : pool.length);
    for (const s of subjects) {
      n += 1;
      const g = Math.max(6, Math.min(10, Math.round(ability + rng.gauss() * 1.2)));
      const credits = /Diplomsko|seminar|Terensko/.test(s) ? rng.pick([9, 12]) : rng.pick([6, 9, 9]);
      const date = iso(start + l + 1, rng.pick(l === 2 ? [1, 2, 6] : [1, 2, 6, 6, 9]), rng.int(1, 28));
      last = date > last ? date : last;
      const code = `${prog.code}${l + 1}${digits(rng, 3)}`;
      const grade = `${g} (${WORDS[g]})`;
      rows.push({ cells: [`${n}.`, code, s, sDate(date), String(credits), grade] });
      r.courses.push(course({ courseNumber: code, courseName: s, credit: credits, grade, term, session }));
      kt += credits;
      sum += g;
    }
  }
  const avg = sum / n;
  const gradDate = iso(start + 3, rng.pick([9, 10]), rng.int(1, 28));
  const issued = iso(Math.max(start + 3, Number(last.slice(0, 4))) + rng.int(0, 1), rng.int(10, 12), rng.int(1, 28));
  const title = p.woman ? prog.f : prog.m;
  Object.assign(r.qualification, {
    registrationNumber: vpisna, name: title, level: 'Bachelor', majorOrSpecialization: prog.field, yearOfAdmission: start,
    dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(kt), yearOfCompletion: start + 3, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Potrdilo o opravljenih izpitih', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 48;
  const W = pdf.width - 96;
  const col = rng.pick(['#0f4c81', '#6b2737', '#2e5e4e']);
  pdf.text(uni.name, L, 30, { font: F.bold, size: 14, color: col });
  pdf.text(prog.faculty, L, 48, { font: F.regular, size: 10.5 });
  pdf.text(`${uni.address}${rng.bool(0.5) ? ', Republika Slovenija' : ''}`, L, 63, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text('Referat za študijske zadeve', L, 30, { font: F.italic, size: 8.5, width: W, align: 'right' });
  pdf.line(L, 80, L + W, 80, 0.8, col);
  pdf.text('POTRDILO O OPRAVLJENIH IZPITIH', L, 92, { font: F.bold, size: 13, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Ime in priimek', `${p.given} ${p.family}`], ['Vpisna številka', vpisna], ['Datum rojstva', sDate(dob)],
    ['Študijski program', prog.field], ['Stopnja', 'prva stopnja, univerzitetni študijski program'], ['Prvi vpis', `${start}/${start + 1}`],
  ];
  let y = 118;
  for (const [k, v] of info) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 110, y, { font: F.bold, size: 9 });
    y += 13.5;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Zap. št.', width: 38, align: 'center' },
    { label: 'Šifra', width: 52 },
    { label: 'Predmet', width: W - 38 - 52 - 66 - 34 - 84, wrap: true },
    { label: 'Datum izpita', width: 66, align: 'center' },
    { label: 'KT', width: 34, align: 'center' },
    { label: 'Ocena', width: 84, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.4, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), headerFill: '#e7edf3', repeatHeader: true, top: 46, bottom: pdf.height - 58, onNewPage: () => 0 });
  if (y > pdf.height - 160) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Skupaj KT', String(kt)], ['Povprečna ocena', comma(avg, 2)], ['Datum diplomiranja', sDate(gradDate)], ['Strokovni naslov', title]];
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 120, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 6;
  pdf.text('Ocenjevalna lestvica: 10 odlično, 9-8 prav dobro, 7 dobro, 6 zadostno, 5-1 nezadostno.', L, y, { font: F.italic, size: 7.8 });
  y += 22;
  pdf.text(`${uni.address.replace(/^.*\d{4} /, '')}, ${sDate(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 150, y + 22, 110, rng);
  pdf.text('Vodja referata', L + W - 170, y + 32, { font: F.regular, size: 8.5, width: 150, align: 'center' });
  footers(pdf, F, (a, b) => `Stran ${a} od ${b}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': sDate(dob), 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': sDate(issued) } };
}

export const families: Family[] = [
  {
    id: 'o-09-certificate',
    country: 'SI',
    languages: ['sl'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Slovenian university potrdilo o opravljenih izpitih from the Referat za študijske zadeve: faculty address with postcode; Ime in priimek, Vpisna številka, Datum rojstva "14. 3. 2000", study programme and cycle, first enrolment; exams by year of study ("1. letnik – 2018/2019") with running number, code, subject, exam date, KT and the grade "9 (prav dobro)" on 6-10; Skupaj KT, Povprečna ocena with a decimal comma, graduation date and the gendered professional title in lower case; as described in Slovenian universities\' study rules.',
    render,
  },
];
