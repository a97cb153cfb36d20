/**
 * Latvian bilingual transcript (sekmju izraksts / Transcript of Records), as Latvian universities print
 * it from their study information systems and as the diploma supplement's section 4.3 lists study
 * courses: every caption "Latvian / English", each course title "national / English" on one line (long
 * ones wrap inside their cell), titles that themselves hold a slash without spaces ("Ievades/izvades
 * sistēmas / Input/Output Systems"), KP (Latvian credit points, 1 KP = 1.5 ECTS) with the ECTS beside
 * them or not, the 10-point grade with its word in some, a column header in both languages on one line
 * or stacked, semester headings in both languages. After the Latvian regulations on the diploma
 * supplement and recognition guides to the 10-point scale. Names, numbers and institutions invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { nbPerson, nbResult } from '../lib/nb-kit';
import { A4, Pdf, SANS, SERIF, bilingualTable, course, digits, iso, setInstitution, type BlColumn, type BlRow } from '../lib/bl-kit';

const UNIS = [
  { lv: 'Gaujmalas Universitāte', en: 'Gaujmala University', city: 'Valmiera', web: 'www.gaujmala.lv' },
  { lv: 'Daugavkrasta Tehniskā universitāte', en: 'Daugavkrasts Technical University', city: 'Rīga', web: 'www.dktu.lv' },
  { lv: 'Kurzemes Lietišķo zinātņu augstskola', en: 'Kurzeme University of Applied Sciences', city: 'Liepāja', web: 'www.kurzeme-lza.lv' },
];

const PROGRAMMES: Array<{ lv: string; en: string; degreeLv: string; degree: string; field: string; prefix: string; courses: Array<[string, string]> }> = [
  {
    lv: 'Datorzinātnes', en: 'Computer Science', degreeLv: 'Dabaszinātņu bakalaura grāds datorzinātnēs', degree: 'Bachelor of Natural Sciences', field: 'Computer Science', prefix: 'DatZ',
    courses: [
      ['Matemātiskā analīze', 'Mathematical Analysis'], ['Diskrētā matemātika', 'Discrete Mathematics'], ['Programmēšanas pamati', 'Fundamentals of Programming'],
      ['Datu struktūras un algoritmi', 'Data Structures and Algorithms'], ['Ievades/izvades sistēmas', 'Input/Output Systems'], ['Datubāzu vadības sistēmas', 'Database Management Systems'],
      ['Operētājsistēmas', 'Operating Systems'], ['Klienta/servera lietojumprogrammu izstrāde un uzturēšana', 'Development and Maintenance of Client/Server Applications'],
      ['Programmatūras inženierija', 'Software Engineering'], ['Datortīkli un to drošība', 'Computer Networks and Their Security'], ['Kvalifikācijas prakse', 'Qualification Internship'],
      ['Bakalaura darbs', "Bachelor's Thesis"],
    ],
  },
  {
    lv: 'Vadībzinātne', en: 'Management Science', degreeLv: 'Sociālo zinātņu bakalaura grāds vadībzinātnē', degree: 'Bachelor of Social Sciences', field: 'Management Science', prefix: 'VadZ',
    courses: [
      ['Mikroekonomika', 'Microeconomics'], ['Makroekonomika', 'Macroeconomics'], ['Grāmatvedības pamati', 'Principles of Accounting'], ['Finanšu vadība', 'Financial Management'],
      ['Mārketinga pamati', 'Principles of Marketing'], ['Uzņēmējdarbības tiesības', 'Business Law'], ['Imports/eksports un muitas procedūras Eiropas Savienībā', 'Import/Export and Customs Procedures in the European Union'],
      ['Statistika', 'Statistics'], ['Cilvēkresursu vadība', 'Human Resource Management'], ['Starptautiskā tirdzniecība', 'International Trade'], ['Bakalaura darbs', "Bachelor's Thesis"],
    ],
  },
];

const WORDS: Record<number, string> = { 10: 'izcili', 9: 'teicami', 8: 'ļoti labi', 7: 'labi', 6: 'gandrīz labi', 5: 'viduvēji', 4: 'gandrīz viduvēji' };

async function render(rng: Rng) {
  const person = nbPerson(rng, 'LV');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2015, 2020);
  const grad = entry + 3;
  const dob = iso(entry - 19, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(grad, rng.pick([6, 7]), rng.int(5, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[2]]);
  const codes = rng.bool(0.5);
  const ects = rng.bool(0.5);
  const withWord = rng.bool(0.4);
  const stackedHeader = rng.bool(0.5);
  const ability = rng.float(6.2, 9.5);
  const studentId = `${prog.prefix.slice(0, 2).toLowerCase()}${digits(rng, 5)}`;

  const r = nbResult('lv', person, dob);
  setInstitution(r, uni.en, 'LV');
  const rows: BlRow[] = [];
  const sems = 6;
  const per = Math.ceil(prog.courses.length / sems);
  let sem = 0;
  let total = 0, weighted = 0, graded = 0;
  prog.courses.forEach(([lv, en], k) => {
    const s = Math.min(sems, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      rows.push({ heading: `${s}. semestris / Semester ${s}` });
    }
    const last = k === prog.courses.length - 1;
    const kp = last ? 10 : rng.pick([2, 3, 4, 4]);
    const n = Math.max(4, Math.min(10, Math.round(ability + rng.gauss() * 1)));
    const grade = withWord ? `${n} (${WORDS[n]})` : String(n);
    total += kp;
    weighted += n * kp;
    graded += kp;
    const code = codes ? `${prog.prefix}${digits(rng, 4)}` : null;
    rows.push({ title: [lv, en], cells: [...(codes ? [code!] : []), '', String(kp), ...(ects ? [String(kp * 1.5).replace('.', ',')] : []), grade] });
    // A title printed in two languages is named in English (scripts/samples/families/README.md).
    r.courses.push(course({ courseNumber: code, courseName: en, credit: kp, grade }));
  });
  const mean = (weighted / graded).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: studentId, name: prog.degree, level: 'Bachelor', program: prog.en, majorOrSpecialization: prog.field, yearOfAdmission: null, yearOfCompletion: null,
    dateOfIssue: issued, status: null, cgpa: mean, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Sekmju izraksts / Transcript of Records', author: uni.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 46;
  const W = pdf.width - 2 * L;
  const blue = '#1d3557';
  pdf.text(uni.lv.toUpperCase(), L, 34, { font: F.bold, size: 13, width: W, align: 'center', color: blue });
  pdf.text(uni.en.toUpperCase(), L, 51, { font: F.regular, size: 9.5, width: W, align: 'center', color: blue });
  pdf.text(`${uni.city}, Latvija / Latvia · ${uni.web}`, L, 64, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 77, L + W, 77, 0.7, blue);
  pdf.text('SEKMJU IZRAKSTS / TRANSCRIPT OF RECORDS', L, 88, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Vārds, uzvārds / Name, surname', `${person.given} ${person.family}`],
    ['Dzimšanas datums / Date of birth', `${dob.slice(8)}.${dob.slice(5, 7)}.${dob.slice(0, 4)}.`],
    ['Studenta apliecības Nr. / Student ID', studentId],
    ['Studiju programma / Study programme', `${prog.lv} / ${prog.en}`],
    ['Grāds / Degree', `${prog.degreeLv} / ${prog.degree} in ${prog.field}`],
  ];
  let y = 112;
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 8.5 });
    pdf.text(v, L + 175, y, { font: F.bold, size: 9, width: W - 175, fit: true });
    y += 15;
  }
  y += 10;
  const lab = (lv: string, en: string): string | [string, string] => (stackedHeader ? [lv, en] : `${lv} / ${en}`);
  const numW = stackedHeader ? 40 : 54, gradeW = withWord ? 92 : 70, codeW = codes ? 58 : 0, ectsW = ects ? (stackedHeader ? 40 : 60) : 0;
  const cols: BlColumn[] = [
    ...(codes ? [{ label: lab('Kods', 'Code'), width: codeW }] : []),
    { label: lab('Studiju kurss', 'Study course'), width: W - codeW - numW - ectsW - gradeW, title: true },
    { label: lab('KP', 'CP'), width: numW, align: 'center' },
    ...(ects ? [{ label: lab('ECTS', 'ECTS'), width: ectsW, align: 'center' as const }] : []),
    { label: lab('Vērtējums', 'Grade'), width: gradeW, align: 'center' },
  ];
  y = bilingualTable(pdf, L, y, cols, rows, {
    F, size: 8.5, form: 'slash', companion: 'italic', values: rng.pick(['first', 'centred'] as const), ruling: rng.pick(['rows', 'grid', 'zebra'] as const), top: 50, bottom: pdf.height - 70,
  });
  if (y > pdf.height - 140) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Kopā / Total: ${total} KP${ects ? ` (${String(total * 1.5).replace('.', ',')} ECTS)` : ''}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Vidējā svērtā atzīme / Weighted average grade: ${mean}`, L, y + 14, { font: F.bold, size: 9 });
  pdf.text('Vērtēšanas skala / Grading scale: 10 izcili … 4 gandrīz viduvēji (sekmīgi / pass); 3–1 nesekmīgi / fail', L, y + 32, { font: F.italic, size: 7.5, color: '#555555' });
  pdf.text(`${uni.city}, ${issued.slice(8)}.${issued.slice(5, 7)}.${issued.slice(0, 4)}.`, L, y + 52, { font: F.regular, size: 9 });
  pdf.text('Studiju daļas vadītāja / Head of Study Department', L + W - 230, y + 76, { font: F.regular, size: 8.5, width: 230, align: 'center' });
  pdf.signature(L + W - 170, y + 54, 110, rng);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.cgpa': mean, 'candidate.dateOfBirth': `${dob.slice(8)}.${dob.slice(5, 7)}.${dob.slice(0, 4)}.`, 'qualification.dateOfIssue': `${issued.slice(8)}.${issued.slice(5, 7)}.${issued.slice(0, 4)}.` },
  };
}

export const families: Family[] = [
  {
    id: 'bl-lv-sekmju-izraksts',
    country: 'LV',
    languages: ['lv', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    samples: 3,
    conventions: 'Latvian bilingual transcript (sekmju izraksts / Transcript of Records): captions "Latvian / English", each course title "national / English" on one line (wrapped when long), titles that hold a slash themselves ("Ievades/izvades sistēmas / Input/Output Systems"), KP with or without ECTS, the 10-point grade with its word in some, a bilingual header on one line or stacked; after the Latvian diploma supplement regulations (section 4.3) and guides to the 10-point scale.',
    render,
  },
];
