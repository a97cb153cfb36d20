/**
 * Bosnian university certificate of examinations passed (Uvjerenje o položenim ispitima) in Bosnian, Latin
 * script: "Bosna i Hercegovina", the university with its faculty, street, postcode and town, the
 * Studentska služba and a file number; the holder in a running sentence, not in captions ("Ovim se
 * potvrđuje da je studentica AMINA HODŽIĆ, ime oca Senad, rođena 13.04.1999. godine u Zenici, JMBG …,
 * upisana u akademskoj 2017/2018. godini …") with the father's name and the JMBG (the personal number
 * whose first seven digits are the birth date) as decoys, the study programme, the first cycle and the
 * academic title it leads to ("Bakalaureat ekonomije"), the index number; one ruled table of the
 * examinations, the column header on the first page only, a running number, the subject (long titles
 * wrap), the semester in Roman numerals, the weekly hours of lectures and exercises ("3+2", hours, never
 * credits), ECTS, the grade under one caption spanning "broj | riječima" (9 | devet) on the 5-10 scale
 * (6 the lowest pass) and the examination date; then the ECTS total, the average grade with a decimal
 * comma and, for a graduate, the date the degree was earned; the place and date of issue and the
 * Dean's and the Head of student services' names; as described by the framework law on higher education
 * in Bosnia and Herzegovina (grades 5-10, 60 ECTS a year, 180 or 240 for the first cycle) and its
 * universities' study rules.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, upper, vPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Univerzitet primijenjenih nauka Tuzla', address: 'Ulica Hasana Kikića 7, 75000 Tuzla, Bosna i Hercegovina', city: 'Tuzli' },
  { name: 'Internacionalni univerzitet Una', address: 'Bosanska 42, 77000 Bihać, Bosna i Hercegovina', city: 'Bihaću' },
  { name: 'Univerzitet „Vrbas“ Jajce', address: 'Kraljice Katarine 11, 70101 Jajce, Bosna i Hercegovina', city: 'Jajcu' },
];
const PROGRAMMES = [
  { faculty: 'Ekonomski fakultet', programme: 'Menadžment i poslovna ekonomija', title: 'Bakalaureat ekonomije',
    subjects: ['Osnove ekonomije', 'Poslovna matematika', 'Uvod u menadžment', 'Poslovna informatika', 'Mikroekonomija', 'Statistika u ekonomiji', 'Finansijsko računovodstvo', 'Makroekonomija', 'Marketing', 'Poslovne finansije', 'Organizacijsko ponašanje', 'Upravljanje ljudskim resursima', 'Međunarodna ekonomija', 'Monetarna ekonomija i bankarstvo', 'Strateški menadžment', 'Poduzetništvo i upravljanje malim i srednjim preduzećima', 'Menadžment kvaliteta', 'Upravljačko računovodstvo', 'Investicioni menadžment', 'Završni rad'] },
  { faculty: 'Fakultet informacijskih tehnologija', programme: 'Softverski inženjering', title: 'Bakalaureat informacijskih tehnologija',
    subjects: ['Matematika I', 'Uvod u programiranje', 'Osnove računarske tehnike', 'Matematika II', 'Objektno orijentisano programiranje', 'Diskretna matematika', 'Strukture podataka i algoritmi', 'Baze podataka', 'Operativni sistemi', 'Računarske mreže', 'Vjerovatnoća i statistika', 'Softverski inženjering', 'Web programiranje', 'Razvoj mobilnih aplikacija', 'Sigurnost informacionih sistema', 'Vještačka inteligencija', 'Upravljanje softverskim projektima', 'Interakcija čovjek-računar', 'Računarstvo u oblaku', 'Završni rad'] },
];
const GENERAL = ['Engleski jezik I', 'Engleski jezik II', 'Akademsko pisanje', 'Njemački jezik', 'Poslovna etika'];
const WORDS: Record<number, string> = { 6: 'šest', 7: 'sedam', 8: 'osam', 9: 'devet', 10: 'deset' };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const PLACES = ['Zenici', 'Sarajevu', 'Mostaru', 'Travniku', 'Tuzli', 'Bihaću', 'Doboju', 'Livnu', 'Goraždu'];
const FATHERS = ['Senad', 'Mirsad', 'Edin', 'Zlatko', 'Nermin', 'Dragan', 'Elvir', 'Suad'];

async function render(rng: Rng) {
  const p = vPerson(rng, 'BA');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const [by, bm, bd] = dob.split('-');
  // JMBG: birth date ddmmyyy, the region (17x for the Federation's registry offices), sex and serial, a check digit.
  const jmbg = `${bd}${bm}${by.slice(1)}17${p.woman ? rng.int(5, 9) : rng.int(0, 4)}${digits(rng, 2)}${rng.int(0, 9)}`;
  const index = `${digits(rng, 3)}/${String(start).slice(2)}`;
  const finished = rng.bool(0.5);
  const semesters = finished ? 6 : rng.int(2, 5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[2]]);
  const ability = rng.float(6.6, 10.3);
  const r = vResult('bs', p.given, p.family, dob);
  setInstitution(r, uni.name, 'BA');

  const pool = [...prog.subjects];
  const general = [...GENERAL];
  const per = Math.ceil(prog.subjects.length / 6);
  const rows: string[][] = [];
  let ects = 0;
  let sum = 0;
  let n = 0;
  let lastExam = '';
  for (let s = 0; s < semesters; s++) {
    const ay = start + Math.floor(s / 2);
    const titles = [...pool.splice(0, per), ...(s < 5 ? general.splice(0, 1) : [])];
    if (!titles.length) break;
    titles.forEach((subject) => {
      n += 1;
      const cr = /Završni/.test(subject) ? 10 : GENERAL.includes(subject) ? 3 : rng.pick([5, 6, 7]);
      const g = Math.max(6, Math.min(10, Math.round(ability + rng.gauss() * 1.1)));
      const exam = iso(ay + 1, s % 2 === 0 ? rng.pick([1, 2]) : rng.pick([6, 7, 9]), rng.int(1, 28));
      if (exam > lastExam) lastExam = exam;
      rows.push([`${n}.`, subject, ROMAN[s], /Završni/.test(subject) ? '—' : `${rng.int(2, 3)}+${rng.int(1, 2)}`, String(cr), String(g), WORDS[g], `${dmy(exam)}.`]);
      r.courses.push(course({ courseName: subject, credit: cr, grade: String(g), term: ROMAN[s] }));
      ects += cr;
      sum += g;
    });
  }
  const avg = sum / n;
  const issued = addDays(lastExam, rng.int(10, 90));
  const graduated = finished ? lastExam : null;
  Object.assign(r.qualification, {
    registrationNumber: index, name: prog.title, level: 'Bachelor', majorOrSpecialization: prog.programme, yearOfAdmission: start,
    cgpa: avg.toFixed(2), totalCreditsOrMarks: String(ects), dateOfIssue: issued,
  });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: Number(graduated.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Uvjerenje o položenim ispitima', author: uni.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const ink = rng.pick(['#0d3b66', '#3c1642', '#2d6a4f']);
  pdf.text('BOSNA I HERCEGOVINA', L, 30, { font: F.bold, size: 9 });
  pdf.text(upper(uni.name, 'bs'), L, 43, { font: F.bold, size: 11.5, color: ink, width: W - 80, fit: true });
  pdf.text(prog.faculty.toUpperCase(), L, 58, { font: F.regular, size: 9.5 });
  pdf.text(uni.address, L, 71, { font: F.regular, size: 8 });
  pdf.text('Studentska služba', L, 84, { font: F.italic, size: 8.5 });
  pdf.crest(L + W - 30, 56, 26, '', ink);
  pdf.text(`Broj: 03-${digits(rng, 4)}/${issued.slice(2, 4)}`, L, 104, { font: F.regular, size: 9 });
  pdf.text(`Datum: ${dmy(issued)}.`, L, 117, { font: F.regular, size: 9 });
  pdf.text('UVJERENJE O POLOŽENIM ISPITIMA', L, 146, { font: F.bold, size: 14, width: W, align: 'center' });
  const she = p.woman;
  const sentence = `Ovim se potvrđuje da je ${she ? 'studentica' : 'student'} ${upper(`${p.given} ${p.family}`, 'bs')}, ime oca ${rng.pick(FATHERS)}, ${she ? 'rođena' : 'rođen'} ${dmy(dob)}. godine u ${rng.pick(PLACES)}, JMBG ${jmbg}, ${she ? 'upisana' : 'upisan'} u akademskoj ${start}/${start + 1}. godini na prvi ciklus studija, studijski program ${prog.programme} (180 ECTS), koji vodi sticanju akademskog zvanja ${prog.title}, broj indeksa ${index}, ${she ? 'položila' : 'položio'} sljedeće ispite:`;
  let y = 172;
  y += pdf.para(sentence, L, y, W, { font: F.regular, size: 9.5, leading: 13.5 });
  y += 8;
  const cols = [
    { label: 'R.br.', width: 30, align: 'center' as const },
    { label: 'Naziv predmeta', width: W - 30 - 34 - 40 - 34 - 96 - 62, wrap: true },
    { label: 'Sem.', width: 34, align: 'center' as const },
    { label: ['Sati', 'P+V'], width: 40, align: 'center' as const },
    { label: 'ECTS', width: 34, align: 'center' as const },
    { label: ['Ocjena', 'broj        riječima'], width: 96 },
    { label: ['Datum', 'polaganja'], width: 62, align: 'center' as const },
  ];
  const size = 8.5;
  const leading = size * 1.3;
  y += tableHeader(pdf, L, y, cols, { F, size: 9, ruling: 'grid', fill: '#eef0f4' });
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.width), L);
  for (const row of rows) {
    const lines = pdf.wrap(row[1], F.regular, size, cols[1].width - 6);
    const h = lines.length * leading + 4;
    if (y + h > pdf.height - 56) {
      pdf.addPage();
      y = 48;
      // Continuation pages carry no column header, only the word that says the table goes on.
      pdf.text('(nastavak)', L, y - 14, { font: F.italic, size: 8 });
    }
    pdf.text(row[0], xs[0] + 3, y + 2.5, { font: F.regular, size, width: cols[0].width - 6, align: 'center' });
    lines.forEach((l, j) => pdf.text(l, xs[1] + 3, y + 2.5 + j * leading, { font: F.regular, size }));
    [2, 3, 4].forEach((i) => pdf.text(row[i], xs[i] + 3, y + 2.5, { font: F.regular, size, width: cols[i].width - 6, align: 'center' }));
    pdf.text(row[5], xs[5] + 6, y + 2.5, { font: F.bold, size });
    pdf.text(row[6], xs[5] + 36, y + 2.5, { font: F.regular, size });
    pdf.text(row[7], xs[6] + 3, y + 2.5, { font: F.regular, size: 8, width: cols[6].width - 6, align: 'center', fit: true });
    rowRules(pdf, L, cols, y, h, 'grid');
    pdf.line(xs[5] + 30, y, xs[5] + 30, y + h, 0.3);
    y += h;
  }
  if (y + 150 > pdf.height - 40) {
    pdf.addPage();
    y = 48;
  }
  y += 14;
  pdf.text(`Ukupno ostvareno ECTS bodova: ${ects}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Prosječna ocjena: ${comma(avg, 2)}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (graduated) {
    pdf.para(`${she ? 'Studentica je diplomirala' : 'Student je diplomirao'} dana ${dmy(graduated)}. godine i ${she ? 'stekla' : 'stekao'} akademsko zvanje ${prog.title}.`, L, y, W, { font: F.regular, size: 9.5 });
    y += 16;
  }
  pdf.text('Ocjene: 10 (izuzetan), 9 (odličan), 8 (vrlo dobar), 7 (dobar), 6 (dovoljan); 5 — nije položio.', L, y, { font: F.italic, size: 7.8 });
  y += 14;
  pdf.para('Uvjerenje se izdaje na lični zahtjev radi regulisanja statusa i u druge svrhe se ne može koristiti.', L, y, W, { font: F.regular, size: 9 });
  y += 50;
  const head = `${rng.pick(['Amra', 'Mirela', 'Jasmin', 'Kenan'])} ${rng.pick(['Bajrić', 'Zukić', 'Pašić'])}`;
  const dean = `Prof. dr. ${rng.pick(['Midhat', 'Sanela', 'Esad', 'Vesna'])} ${rng.pick(['Kurtović', 'Imamović', 'Šehić'])}`;
  pdf.text('Šef Studentske službe', L, y, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.text(head, L, y + 36, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.signature(L + 40, y + 30, 100, rng);
  pdf.text('DEKAN', L + W - 180, y, { font: F.bold, size: 9, width: 180, align: 'center' });
  pdf.text(dean, L + W - 180, y + 36, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.signature(L + W - 140, y + 30, 100, rng);
  pdf.text('M.P.', L + W / 2 - 10, y + 20, { font: F.regular, size: 9 });
  footers(pdf, F, (a, b) => `${a}/${b}`);
  const printed: Record<string, string> = {
    'candidate.fullName': upper(`${p.given} ${p.family}`, 'bs'),
    'candidate.dateOfBirth': dmy(dob),
    'qualification.cgpa': comma(avg, 2),
    'qualification.dateOfIssue': dmy(issued),
    'qualification.yearOfAdmission': `${start}/${start + 1}`,
  };
  if (graduated) printed['qualification.yearOfCompletion'] = dmy(graduated);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-06-transcript',
    country: 'BA',
    languages: ['bs'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Bosnian uvjerenje o položenim ispitima (Latin script): country, university, faculty, address, student services, file number and date; the holder in a running sentence with the father\'s name and the JMBG as decoys, date and place of birth, year of enrolment, programme, first cycle, the academic title it leads to and the index number; one ruled table with the header on the first page only, subject, semester in Roman numerals, weekly hours P+V (never credits), ECTS, the grade as figure and word under one caption, exam date; ECTS total, average with a decimal comma, graduation date; as described by the Bosnian framework law on higher education.',
    render,
  },
];
