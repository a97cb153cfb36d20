/**
 * Afghan university transcript in English with Dari, after public descriptions of Afghan higher education and the
 * transcripts its public universities issue for study abroad (the Ministry of Higher Education, وزارت تحصیلات عالی;
 * marks out of 100 with 55 the pass mark; credits of 2-4 per subject; two semesters in each Solar Hijri year, the
 * academic year beginning in spring, so one Solar Hijri year names it; the semester percentage and the overall
 * percentage; the Tazkira, the national identity card, and the father's name among the particulars, as Afghan records
 * name their holders): the ministry and the university in Dari and English with "Kabul, Afghanistan", each caption in
 * English with its Dari form ("Name / نام"), the name in both scripts, the faculty and department, "Year of Entry: 1396
 * (2017)" (the Gregorian year the value), semesters "First Semester — 1396 (2017)" with subject, credits and the mark
 * out of 100 (the Gregorian year beside the Solar Hijri one is the course's year, README), a semester percentage row (no course), the overall percentage, the degree, the graduation date in both
 * calendars and a later date of issue. The date of birth is not printed. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, course, courseTable, digits, iso, nhPerson, nhResult, rtl, setInstitution, slashed, solarHijri, type Column, type TableRow } from '../lib/nh-kit';

const UNIS = [
  { en: 'Hindu Kush Technical University', fa: 'پوهنتون تخنیکی هندوکش', addr: 'Darulaman Road, Kabul, Afghanistan' },
  { en: 'Paghman Valley University', fa: 'پوهنتون دره پغمان', addr: 'Karte Char, Kabul, Afghanistan' },
  { en: 'Amu Darya University', fa: 'پوهنتون آمو دریا', addr: 'Jada-e Maiwand, Kabul, Afghanistan' },
];
const PROGRAMS = [
  {
    degree: 'Bachelor of Computer Science', faculty: 'Faculty of Computer Science', dept: 'Software Engineering',
    subjects: ['Introduction to Computing', 'Calculus I', 'English Language I', 'Islamic Culture I', 'Programming Fundamentals', 'Dari Literature', 'Discrete Mathematics', 'Object Oriented Programming', 'Digital Logic', 'Data Structures', 'Database Systems', 'Computer Networks', 'Operating Systems', 'Software Engineering', 'Web Programming', 'Systems Analysis', 'Computer Graphics', 'Artificial Intelligence', 'Information Security', 'Monograph'],
  },
  {
    degree: 'Bachelor of Economics', faculty: 'Faculty of Economics', dept: 'Banking and Finance',
    subjects: ['Principles of Economics', 'Mathematics for Economists', 'English Language I', 'Islamic Culture I', 'Principles of Accounting', 'Pashto Literature', 'Microeconomics', 'Macroeconomics', 'Statistics', 'Money and Banking', 'Public Finance', 'Financial Management', 'Econometrics', 'Islamic Banking', 'Development Economics', 'International Trade', 'Auditing', 'Economy of Afghanistan', 'Research Methods', 'Monograph'],
  },
];
const SEMESTERS: Array<[string, string]> = [['First Semester', 'سمستر اول'], ['Second Semester', 'سمستر دوم']];
const FATHERS: Array<[string, string]> = [['Mohammad Nabi', 'محمد نبی'], ['Abdul Ghafar', 'عبدالغفار'], ['Gul Ahmad', 'گل احمد'], ['Haji Rahmatullah', 'حاجی رحمت الله']];

async function render(rng: Rng) {
  const person = nhPerson(rng, 'AF');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMS);
  const entry = rng.int(2014, 2019);
  const semesters = rng.pick([6, 8]);
  const years = semesters / 2;
  // Afghan universities begin their year in March, with the Solar Hijri year (1396 begins 21 March 2017).
  const shYear = (g: number) => g - 621;
  const graduated = iso(entry + years - 1, 12, rng.int(1, 18));
  const issued = iso(entry + years, rng.int(2, 8), rng.int(1, 28));
  const father = rng.pick(FATHERS);
  const tazkira = `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 5)}`;
  const studentNo = `${String(shYear(entry)).slice(2)}-${digits(rng, 5)}`;
  const ability = rng.float(62, 88);

  const r = nhResult('en', person, null);
  setInstitution(r, uni.en, 'AF');
  const rows: TableRow[] = [];
  const per = Math.max(2, Math.floor(prog.subjects.length / semesters));
  let marks = 0;
  let credits = 0;
  for (let s = 0; s < semesters; s++) {
    const g = entry + Math.floor(s / 2);
    const [termEn] = SEMESTERS[s % 2];
    rows.push({ heading: `${termEn} — ${shYear(g)} (${g})` });
    let sm = 0;
    let sc = 0;
    for (let k = 0; k < per; k++) {
      const title = prog.subjects[(s * per + k) % prog.subjects.length];
      const cr = rng.pick([2, 3, 3, 4]);
      const mark = Math.max(55, Math.min(98, Math.round(ability + rng.gauss() * 8)));
      sm += mark * cr;
      sc += cr;
      rows.push({ cells: [String(k + 1), title, String(cr), String(mark)] });
      r.courses.push(course({ courseName: title, credit: cr, marksScored: mark, maximumMarks: 100, term: termEn, year: g }));
    }
    marks += sm;
    credits += sc;
    rows.push({ cells: ['', `Semester percentage: ${(sm / sc).toFixed(2)}%`, String(sc), ''], bold: true });
  }
  const overall = (marks / credits).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.dept, registrationNumber: studentNo, yearOfAdmission: entry, yearOfCompletion: entry + years - 1,
    dateOfIssue: issued, status: 'Completed', cgpa: overall, totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.en, creationDate: new Date(`${issued}T06:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('nh-fa', FONT_FILES.naskh[0]);
  doc.registerFont('nh-fa-b', FONT_FILES.naskh[1]);
  doc.registerFont('nh-lat', FONT_FILES.dejavuSans[0]);
  const fa = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'nh-fa-b' : 'nh-fa', size, 'nh-lat');
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const L = 40;
  const blue = '#1d3f6e';
  pdf.text('Ministry of Higher Education', L, 34, { font: F.bold, size: 9 });
  pdf.text(uni.en.toUpperCase(), L, 48, { font: F.bold, size: 11.5, color: blue, width: 240, fit: true });
  pdf.text(uni.addr, L, 64, { font: F.regular, size: 8, width: 240, fit: true });
  fa('وزارت تحصیلات عالی', W - L, 38, 10, true);
  fa(uni.fa, W - L, 56, 12, true);
  fa('کابل، افغانستان', W - L, 74, 9);
  pdf.crest(W / 2, 58, 20, uni.en.split(' ').map((w) => w[0]).join(''), blue);
  pdf.line(L, 90, W - L, 90, 1.2, blue);
  pdf.text('ACADEMIC TRANSCRIPT', L, 98, { font: F.bold, size: 13, width: W - 2 * L, align: 'center' });
  fa('ترانسکریپت نمرات', W / 2 + 45, 122, 11, true);
  let y = 140;
  const info: Array<[string, string, string]> = [
    ['Name', 'نام', person.given],
    ['Last Name', 'تخلص', person.family],
    ["Father's Name", 'نام پدر', father[0]],
    ['Tazkira No.', 'نمبر تذکره', tazkira],
    ['Student ID', 'نمبر شناسایی محصل', studentNo],
    ['Faculty', 'پوهنځی', prog.faculty],
    ['Department', 'دیپارتمنت', prog.dept],
    ['Year of Entry', 'سال شمولیت', `${shYear(entry)} (${entry})`],
  ];
  for (const [en, faLabel, v] of info) {
    pdf.text(`${en}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 95, y, { font: F.regular, size: 9, width: 200, fit: true });
    fa(`${faLabel}:`, W - L, y + 2, 9);
    y += 14;
  }
  fa(`${person.nativeGiven ?? ''}`, W - L - 95, 140 + 2, 9, true);
  fa(`${person.nativeFamily ?? ''}`, W - L - 95, 154 + 2, 9, true);
  fa(father[1], W - L - 95, 168 + 2, 9, true);
  y += 8;
  const cols: Column[] = [
    { label: 'No.', width: 34, align: 'center' },
    { label: 'Subject', width: W - 2 * L - 34 - 70 - 90, wrap: true },
    { label: 'Credits', width: 70, align: 'center' },
    { label: 'Marks (100)', width: 90, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e3e9f3', repeatHeader: true, top: 46, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${uni.en} — Academic Transcript — ${person.given} ${person.family} (${studentNo})`, L, 30, { font: F.italic, size: 7.5 });
      return 0;
    },
  });
  if (y > pdf.height - 160) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`Total credits: ${credits}`, L, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Overall percentage: ${overall}%`, L + 220, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Degree awarded: ${prog.degree}`, L, y + 28, { font: F.bold, size: 9.5, width: W - 2 * L, fit: true });
  pdf.text(`Date of graduation: ${slashed(graduated)} (${solarHijri(graduated)})`, L, y + 44, { font: F.regular, size: 9 });
  pdf.text('Marks out of 100; pass mark 55. Credits per semester as shown.', L, y + 60, { font: F.italic, size: 7.5 });
  pdf.text(`Date of issue: ${slashed(issued)}`, L, y + 84, { font: F.regular, size: 9 });
  pdf.signature(W - 200, y + 78, 110, rng);
  pdf.text('Registrar', W - 230, y + 96, { font: F.bold, size: 8.5, width: 160, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': uni.en.toUpperCase(), 'candidate.fullName': person.family, 'qualification.dateOfIssue': slashed(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nh-af-transcript',
    country: 'AF',
    languages: ['en', 'fa'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Afghan university transcript in English with Dari: the Ministry of Higher Education and the university in both languages with "Kabul, Afghanistan", captions "Name / نام", "Last Name / تخلص", "Father\'s Name / نام پدر" (a decoy), the Tazkira number (a decoy), student ID, faculty and department, "Year of Entry: 1396 (2017)", semesters "First Semester — 1396 (2017)" with credits and marks out of 100 (pass 55), a semester percentage row, the overall percentage, the degree and the graduation date in both calendars; after public descriptions of Afghan higher education.',
    render,
  },
];
