/**
 * Montenegrin "Uvjerenje o položenim ispitima" (certificate of passed examinations) in Montenegrin, Latin
 * script: the university and its faculty with the street address, the town and "Crna Gora"; the document's
 * number and date; "Na osnovu službene evidencije … izdaje se" and the student's data as captioned lines (ime
 * i prezime, ime roditelja — the parent's given name, a decoy — broj indeksa, datum i mjesto rođenja,
 * studijski program, nivo studija, godina upisa); a ruled table numbered "Rb." with the subject, the semester
 * in Roman figures, the ECTS credits, the grade as its letter with the number in parentheses ("B (9)") and the
 * examination date; then the ECTS credits earned, the average grade (prosječna ocjena, two decimals with a
 * comma) and, for a student who has finished, the date the studies were completed and the professional title
 * conferred; the dean's name and a stamp. As described by the Montenegrin Law on Higher Education (ECTS
 * credits, grades A-F with A 10 … E 6 and F failing, basic academic studies of 180 credits) and universities'
 * study regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, yPerson, yResult } from './y-kit';

const UNIS = [
  { name: 'Univerzitet Bjelasica', faculty: 'Fakultet za ekonomiju i menadžment', address: 'Ulica Slobode 14, 84300 Berane, Crna Gora', city: 'Berane' },
  { name: 'Univerzitet Tara', faculty: 'Fakultet za informacione tehnologije', address: 'Bulevar Svetog Petra Cetinjskog 88, 81000 Podgorica, Crna Gora', city: 'Podgorica' },
  { name: 'Primorski univerzitet Sutomore', faculty: 'Fakultet za turizam i hotelijerstvo', address: 'Obala Iva Novakovića bb, 85355 Sutomore, Crna Gora', city: 'Sutomore' },
];
const PROGRAMS = [
  { program: 'Ekonomija', title: { m: 'Bachelor ekonomije', f: 'Bachelor ekonomije' },
    courses: ['Osnovi ekonomije', 'Matematika za ekonomiste', 'Poslovna informatika', 'Engleski jezik I', 'Mikroekonomija', 'Računovodstvo', 'Statistika', 'Engleski jezik II', 'Makroekonomija', 'Finansijska matematika', 'Menadžment', 'Marketing', 'Monetarna ekonomija', 'Javne finansije', 'Poslovne finansije', 'Međunarodna ekonomija', 'Bankarstvo', 'Ekonomika preduzeća', 'Upravljanje ljudskim resursima', 'Preduzetništvo', 'Revizija', 'Evropska ekonomska integracija', 'Završni rad'] },
  { program: 'Informacione tehnologije', title: { m: 'Bachelor informacionih tehnologija', f: 'Bachelor informacionih tehnologija' },
    courses: ['Matematika I', 'Uvod u programiranje', 'Osnovi računarske tehnike', 'Engleski jezik I', 'Matematika II', 'Objektno orijentisano programiranje', 'Diskretne strukture', 'Engleski jezik II', 'Strukture podataka i algoritmi', 'Baze podataka', 'Računarske mreže', 'Operativni sistemi', 'Veb programiranje', 'Softverski inženjering', 'Vjerovatnoća i statistika', 'Informacioni sistemi', 'Mobilne aplikacije', 'Zaštita podataka', 'Računarstvo u oblaku', 'Vještačka inteligencija', 'Upravljanje IT projektima', 'Praksa', 'Završni rad'] },
  { program: 'Turizam i hotelijerstvo', title: { m: 'Bachelor turizma', f: 'Bachelor turizma' },
    courses: ['Osnovi turizma', 'Ekonomika turizma', 'Engleski jezik I', 'Italijanski jezik I', 'Turistička geografija Crne Gore', 'Hotelijerstvo', 'Engleski jezik II', 'Italijanski jezik II', 'Marketing u turizmu', 'Računovodstvo u hotelijerstvu', 'Gastronomija', 'Agencijsko poslovanje', 'Menadžment u hotelijerstvu', 'Kulturno nasljeđe', 'Održivi razvoj turizma', 'Nautički turizam', 'Upravljanje kvalitetom', 'Turistička regulativa', 'Praksa', 'Završni rad'] },
];
const SCALE: Array<[number, string, number]> = [[90, 'A', 10], [80, 'B', 9], [70, 'C', 8], [60, 'D', 7], [50, 'E', 6]];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const TOWNS = ['Nikšić', 'Bijelo Polje', 'Pljevlja', 'Cetinje', 'Herceg Novi', 'Bar', 'Kotor', 'Rožaje', 'Ulcinj', 'Danilovgrad'];
const PARENTS = ['Dragan', 'Milorad', 'Zoran', 'Vesna', 'Radomir', 'Slavica', 'Branko', 'Dušanka'];

async function render(rng: Rng) {
  const p = yPerson(rng, 'ME');
  const u = rng.int(0, UNIS.length - 1);
  // Each faculty teaches its own programme.
  const uni = UNIS[u];
  const prog = PROGRAMS[u];
  const start = rng.int(2014, 2020);
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const finished = rng.bool(0.5);
  const semesters = finished ? 6 : rng.int(2, 5);
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SANS[1]]);
  const ability = rng.float(60, 95);
  const index = `${rng.int(1, 199)}/${String(start).slice(2)}`;
  const r = yResult('sr', p.given, p.family, dob);
  setInstitution(r, uni.name, 'ME');

  const pool = [...prog.courses];
  const perSem = Math.ceil(pool.length / 6);
  const rows: string[][] = [];
  let ects = 0;
  let sumGrade = 0;
  let lastExam = iso(start, 10, 1);
  for (let s = 0; s < semesters; s++) {
    const titles = s === 5 ? pool.splice(0) : pool.splice(0, perSem);
    for (const t of titles) {
      const cr = /Završni/.test(t) ? 10 : /Praksa/.test(t) ? 6 : /jezik/.test(t) ? 4 : rng.pick([5, 6, 6]);
      const mark = Math.max(50, Math.min(99, Math.round(ability + rng.gauss() * 10)));
      const [, letter, num] = SCALE.find(([min]) => mark >= min)!;
      const examYear = start + Math.floor(s / 2) + 1;
      const exam = iso(examYear, s % 2 === 0 ? rng.pick([1, 2, 9]) : rng.pick([6, 7, 9]), rng.int(1, 28));
      if (exam > lastExam) lastExam = exam;
      const grade = `${letter} (${num})`;
      rows.push([`${rows.length + 1}.`, t, ROMAN[s], String(cr), grade, `${dmy(exam)}.`]);
      r.courses.push(course({ courseName: t, credit: cr, grade, term: ROMAN[s] }));
      ects += cr;
      sumGrade += num;
    }
  }
  const avg = sumGrade / r.courses.length;
  const completed = finished ? addDays(lastExam, rng.int(5, 40)) : null;
  const issued = addDays(completed ?? lastExam, rng.int(10, 120));
  const title = p.woman ? prog.title.f : prog.title.m;
  Object.assign(r.qualification, {
    registrationNumber: index, name: title, level: 'Bachelor', majorOrSpecialization: prog.program,
    yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(ects), dateOfIssue: issued,
  });
  if (completed) Object.assign(r.qualification, { yearOfCompletion: Number(completed.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Uvjerenje o položenim ispitima', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  pdf.text('CRNA GORA', L, 34, { font: F.bold, size: 9 });
  pdf.text(uni.name.toLocaleUpperCase('sr'), L, 47, { font: F.bold, size: 12 });
  pdf.text(uni.faculty, L, 63, { font: F.regular, size: 10 });
  pdf.text(uni.address, L, 77, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.text(`Broj: ${digits(rng, 2)}-${digits(rng, 4)}/${issued.slice(2, 4)}`, L + W - 160, 34, { font: F.regular, size: 9, width: 160, align: 'right' });
  pdf.text(`${uni.city}, ${dmy(issued)}. godine`, L + W - 200, 47, { font: F.regular, size: 9, width: 200, align: 'right' });
  pdf.line(L, 92, L + W, 92, 0.8);
  pdf.para(`Na osnovu službene evidencije i člana 123 Zakona o upravnom postupku, ${uni.faculty} izdaje`, L, 104, W, { font: F.regular, size: 9.5 });
  pdf.text('U V J E R E N J E', L, 130, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text('o položenim ispitima', L, 149, { font: F.regular, size: 10.5, width: W, align: 'center' });
  let y = 172;
  const lines: Array<[string, string]> = [
    ['Ime i prezime', `${p.given} ${p.family}`],
    ['Ime roditelja', rng.pick(PARENTS)],
    ['Broj indeksa', index],
    ['Datum i mjesto rođenja', `${dmy(dob)}., ${rng.pick(TOWNS)}`],
    ['Studijski program', prog.program],
    ['Nivo studija', 'osnovne akademske studije'],
    ['Godina upisa', `${start}/${start + 1}`],
    ['Stručni naziv koji se stiče', title],
  ];
  for (const [k, v] of lines) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9.5 });
    pdf.text(v, L + 150, y, { font: F.bold, size: 9.5, width: W - 150, fit: true });
    y += 14;
  }
  y += 8;
  pdf.text('je položio/la sljedeće ispite:', L, y, { font: F.regular, size: 9.5 });
  y += 16;
  const cols = [
    { label: 'Rb.', width: 28, align: 'center' as const },
    { label: 'Predmet', width: W - 28 - 62 - 42 - 62 - 78 },
    { label: 'Semestar', width: 62, align: 'center' as const },
    { label: 'ECTS', width: 42, align: 'center' as const },
    { label: 'Ocjena', width: 62, align: 'center' as const },
    { label: 'Datum ispita', width: 78, align: 'center' as const },
  ];
  const rowH = 12.5;
  y += tableHeader(pdf, L, y, cols, { F, size: 8.6, ruling: 'grid' });
  for (const row of rows) {
    if (y + rowH > pdf.height - 60) {
      pdf.addPage();
      y = 50;
      y += tableHeader(pdf, L, y, cols, { F, size: 8.6, ruling: 'grid' });
    }
    let cx = L;
    cols.forEach((c, i) => {
      pdf.text(row[i], cx + 3, y + 2.5, { font: F.regular, size: 8.3, width: c.width - 6, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    rowRules(pdf, L, cols, y, rowH, 'grid');
    y += rowH;
  }
  if (y + 150 > pdf.height - 40) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Ukupno ostvareno ECTS kredita: ${ects}`, L, y, { font: F.bold, size: 9.5 });
  y += 14;
  pdf.text(`Prosječna ocjena: ${comma(avg, 2)}`, L, y, { font: F.bold, size: 9.5 });
  y += 14;
  if (completed) {
    pdf.para(`Student/kinja je završio/la osnovne akademske studije dana ${dmy(completed)}. godine i stekao/la stručni naziv ${title}.`, L, y, W, { font: F.regular, size: 9.5 });
    y += 28;
  }
  pdf.text('Uvjerenje se izdaje na lični zahtjev radi ostvarivanja prava kod drugih organa i ne može se koristiti kao diploma.', L, y, { font: F.italic, size: 8, width: W, fit: true });
  y += 54;
  const dean = `${rng.pick(['Prof. dr', 'Doc. dr'])} ${rng.pick(['Vesna', 'Milan', 'Dragana', 'Predrag'])} ${rng.pick(['Jovanović', 'Milić', 'Pavićević', 'Bojović'])}`;
  pdf.seal(L + 90, y - 10, 28, '#27408b');
  pdf.signature(L + W - 170, y - 22, 120, rng);
  pdf.line(L + W - 200, y, L + W, y, 0.5);
  pdf.text('DEKAN', L + W - 200, y + 4, { font: F.bold, size: 9, width: 200, align: 'center' });
  pdf.text(dean, L + W - 200, y + 17, { font: F.regular, size: 9, width: 200, align: 'center' });
  footers(pdf, F, (a, b) => `Strana ${a}/${b}`);
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': dmy(dob),
    'qualification.dateOfIssue': dmy(issued),
    'qualification.cgpa': comma(avg, 2),
  };
  if (completed) printed['qualification.yearOfCompletion'] = dmy(completed);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-02-transcript',
    country: 'ME',
    languages: ['sr'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Montenegrin uvjerenje o položenim ispitima in Latin script: university, faculty, address with postcode and Crna Gora, document number and dated place; captioned student lines (name, parent\'s name as a decoy, index number, birth date and place, programme, level, year of enrolment); a ruled table with Rb., subject, Roman semester, ECTS, the letter grade with its number and the exam date; ECTS total, average with a decimal comma, completion and title for graduates; as described by the Montenegrin Law on Higher Education.',
    render,
  },
];
