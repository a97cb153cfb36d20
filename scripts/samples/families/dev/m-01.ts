/**
 * Saudi university academic record (السجل الأكاديمي), English with Arabic captions beside the
 * English ones: "Kingdom of Saudi Arabia / Ministry of Education" and the university in both
 * languages on the letterhead; the student's four-part name in English and Arabic, the student
 * number, the date of birth in the Hijri (Umm al-Qura) and Gregorian calendars; the college,
 * the major and the degree; semester blocks headed with the Gregorian academic year and the Hijri
 * year ("First Semester 2019/2020 (1441 H)"), a preparatory year first; course code ("CSC 111"),
 * title, credit hours, letter grade A+ … F and grade points (hours × points); a semester line with
 * semester and cumulative hours and GPA; public universities grade on 5.00, private ones on 4.00
 * (the Unified Regulations for Undergraduate Studies scales); the cumulative GPA with the general
 * grade (Excellent / Very Good / Good / Pass, ممتاز / جيد جدا / جيد / مقبول), the graduation date
 * in both calendars, the Dean of Admission and Registration.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { dmy, hijri, mResult } from './m-kit';

const UNIS = [
  { en: 'Al-Hasa Oasis University', ar: 'جامعة واحة الأحساء', city: 'Al-Hofuf', cityAr: 'الهفوف', box: '31982', scale: 5 },
  { en: 'Asir Highlands University', ar: 'جامعة مرتفعات عسير', city: 'Abha', cityAr: 'أبها', box: '62529', scale: 5 },
  { en: 'Red Sea Coast University', ar: 'جامعة ساحل البحر الأحمر', city: 'Yanbu', cityAr: 'ينبع', box: '46452', scale: 5 },
  { en: 'Riyadh Gate Private University', ar: 'جامعة بوابة الرياض الأهلية', city: 'Riyadh', cityAr: 'الرياض', box: '11673', scale: 4 },
];
const MEN: Array<[string, string]> = [['Abdullah', 'عبدالله'], ['Faisal', 'فيصل'], ['Turki', 'تركي'], ['Saud', 'سعود'], ['Nawaf', 'نواف'], ['Khalid', 'خالد'], ['Majed', 'ماجد'], ['Abdulrahman', 'عبدالرحمن'], ['Fahad', 'فهد'], ['Sultan', 'سلطان']];
const WOMEN: Array<[string, string]> = [['Nora', 'نورة'], ['Reem', 'ريم'], ['Lama', 'لمى'], ['Shahad', 'شهد'], ['Hessa', 'حصة'], ['Joud', 'جود'], ['Razan', 'رزان'], ['Ghada', 'غادة']];
const FAMILY: Array<[string, string]> = [['Al-Qahtani', 'القحطاني'], ['Al-Otaibi', 'العتيبي'], ['Al-Ghamdi', 'الغامدي'], ['Al-Zahrani', 'الزهراني'], ['Al-Shehri', 'الشهري'], ['Al-Harbi', 'الحربي'], ['Al-Dosari', 'الدوسري'], ['Al-Mutairi', 'المطيري'], ['Al-Subaie', 'السبيعي'], ['Al-Anazi', 'العنزي']];
const PROGRAMMES = [
  { degree: 'Bachelor of Science', field: 'Computer Science', ar: 'بكالوريوس العلوم في علوم الحاسب', college: 'College of Computer and Information Sciences', prefix: ['CSC', 'MATH', 'IS'],
    courses: ['Programming I', 'Discrete Mathematics', 'Programming II', 'Calculus II', 'Data Structures', 'Computer Organization', 'Linear Algebra', 'Object-Oriented Design', 'Database Systems', 'Algorithms Design and Analysis', 'Operating Systems', 'Software Engineering', 'Computer Networks', 'Theory of Computation', 'Artificial Intelligence', 'Information Security', 'Compiler Construction', 'Human-Computer Interaction', 'Parallel Computing', 'Cloud Computing', 'Graduation Project I', 'Graduation Project II', 'Cooperative Training'] },
  { degree: 'Bachelor of Business Administration', field: 'Accounting', ar: 'بكالوريوس إدارة الأعمال في المحاسبة', college: 'College of Business Administration', prefix: ['ACCT', 'MGT', 'FIN'],
    courses: ['Principles of Accounting I', 'Principles of Management', 'Principles of Accounting II', 'Microeconomics', 'Business Statistics', 'Intermediate Accounting I', 'Macroeconomics', 'Financial Management', 'Intermediate Accounting II', 'Cost Accounting', 'Commercial Law', 'Marketing Principles', 'Managerial Accounting', 'Auditing I', 'Accounting Information Systems', 'Zakat and Taxation', 'Advanced Accounting', 'Auditing II', 'Governmental Accounting', 'International Accounting', 'Research Project', 'Field Training'] },
  { degree: 'Bachelor of Science', field: 'Nursing', ar: 'بكالوريوس العلوم في التمريض', college: 'College of Nursing', prefix: ['NUR', 'BIO', 'CHEM'],
    courses: ['Human Anatomy', 'General Chemistry', 'Physiology', 'Fundamentals of Nursing I', 'Microbiology', 'Fundamentals of Nursing II', 'Health Assessment', 'Pharmacology', 'Adult Health Nursing I', 'Pathophysiology', 'Adult Health Nursing II', 'Maternity Nursing', 'Pediatric Nursing', 'Community Health Nursing', 'Psychiatric Nursing', 'Critical Care Nursing', 'Nursing Research', 'Nursing Leadership and Management', 'Nursing Ethics', 'Internship'] },
];
const PREP = ['English Language I', 'English Language II', 'Mathematics for Preparatory Year', 'Computer Skills', 'Learning and Research Skills', 'Health and Fitness', 'Islamic Culture I', 'Arabic Language Skills'];
const SCALE5: Array<[string, number]> = [['A+', 5], ['A', 4.75], ['B+', 4.5], ['B', 4], ['C+', 3.5], ['C', 3], ['D+', 2.5], ['D', 2]];
const SCALE4: Array<[string, number]> = [['A+', 4], ['A', 3.75], ['B+', 3.5], ['B', 3], ['C+', 2.5], ['C', 2], ['D+', 1.5], ['D', 1]];

function standing(gpa: number, scale: number): [string, string] {
  const g = (gpa * 5) / scale;
  if (g >= 4.5) return ['Excellent', 'ممتاز'];
  if (g >= 3.75) return ['Very Good', 'جيد جدا'];
  if (g >= 2.75) return ['Good', 'جيد'];
  return ['Pass', 'مقبول'];
}

async function render(rng: Rng) {
  const woman = rng.bool(0.4);
  const given = rng.pick(woman ? WOMEN : MEN);
  const father = rng.pick(MEN);
  const grand = rng.pick(MEN.filter((m) => m !== father));
  const fam = rng.pick(FAMILY);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2013, 2019);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const studentNo = `4${String(start).slice(2)}${digits(rng, 6)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[0]]);
  const ability = rng.float(0, 5);
  const SCALE = uni.scale === 5 ? SCALE5 : SCALE4;
  const first = `${given[0]} ${father[0]} ${grand[0]}`;
  const nameEn = `${first} ${fam[0]}`;
  const nameAr = `${given[1]} ${father[1]} ${grand[1]} ${fam[1]}`;

  const r = mResult('en', first, fam[0], dob);
  setInstitution(r, uni.en, 'SA');
  const rows: TableRow[] = [];
  let cumH = 0;
  let cumP = 0;
  const pool = [...prog.courses];
  const terms: Array<{ name: string; titles: string[]; prep: boolean }> = [];
  terms.push({ name: 'First Semester', titles: PREP.slice(0, 4), prep: true }, { name: 'Second Semester', titles: PREP.slice(4), prep: true });
  const per = Math.ceil(pool.length / 6);
  for (let k = 0; k < 6; k++) terms.push({ name: k % 2 === 0 ? 'First Semester' : 'Second Semester', titles: pool.slice(k * per, (k + 1) * per), prep: false });
  let session = '';
  terms.forEach((t, i) => {
    if (!t.titles.length) return;
    const y = start + Math.floor(i / 2);
    session = `${y}/${y + 1}`;
    const hYear = hijri(iso(y + (i % 2), i % 2 === 0 ? 1 : 4, 15)).slice(-4);
    rows.push({ heading: `${t.prep ? 'Preparatory Year — ' : ''}${t.name} ${session} (${hYear} H)` });
    let h = 0;
    let pts = 0;
    for (const title of t.titles) {
      const hours = /Training|Internship/.test(title) ? rng.pick([3, 6]) : /Project/.test(title) ? 3 : /Fitness|Skills/.test(title) ? 2 : rng.pick([3, 3, 3, 4]);
      const pre = t.prep ? (/English/.test(title) ? 'ENG' : /Math/.test(title) ? 'MATH' : /Computer/.test(title) ? 'CT' : 'PYP') : rng.pick([prog.prefix[0], prog.prefix[0], ...prog.prefix]);
      const code = t.prep ? `${pre} 10${rng.int(1, 9)}` : `${pre} ${Math.floor(i / 2)}${rng.int(0, 4)}${rng.int(0, 9)}`;
      const [grade, p] = SCALE[Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.6)))];
      const quality = (p * hours).toFixed(2);
      rows.push({ cells: [code, title, String(hours), grade, quality] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: hours, grade, term: t.name, session }));
      h += hours;
      pts += p * hours;
    }
    cumH += h;
    cumP += pts;
    rows.push({ cells: ['', `Sem. Hrs: ${h}   Sem. GPA: ${(pts / h).toFixed(2)}   Cum. Hrs: ${cumH}   Cum. GPA: ${(cumP / cumH).toFixed(2)}`, '', '', ''], bold: true });
  });
  const gpa = (cumP / cumH).toFixed(2);
  const lastYear = Number(session.slice(5));
  const grad = iso(lastYear, rng.pick([5, 6]), rng.int(1, 28));
  const issued = iso(lastYear, rng.int(7, 12), rng.int(1, 28));
  const [stEn, stAr] = standing(Number(gpa), uni.scale);
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: lastYear, dateOfIssue: issued, cgpa: gpa, totalCreditsOrMarks: String(cumH), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Record', author: uni.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const L = 38;
  const R = pdf.width - 38;
  const W = R - L;
  const green = rng.pick(['#0b6b3a', '#1f4e79', '#6b4f1d']);
  const ar = (t: string, right: number, y: number, size: number, bold = false) => {
    doc.fillColor('#000000');
    rtl(doc, t, right, y, bold ? naskh.b : naskh.r, size, F.regular);
  };
  pdf.text('Kingdom of Saudi Arabia', L, 26, { font: F.bold, size: 9 });
  pdf.text('Ministry of Education', L, 38, { font: F.regular, size: 8.5 });
  pdf.text(uni.en, L, 50, { font: F.bold, size: 11, color: green });
  pdf.text(`P.O. Box ${uni.box}, ${uni.city}`, L, 64, { font: F.regular, size: 8 });
  ar('المملكة العربية السعودية', R, 22, 10, true);
  ar('وزارة التعليم', R, 36, 9.5);
  ar(uni.ar, R, 50, 11, true);
  ar('عمادة القبول والتسجيل', R, 66, 9);
  pdf.crest(pdf.width / 2, 50, 24, '', green);
  pdf.line(L, 84, R, 84, 1.2, green);
  pdf.text('ACADEMIC RECORD', L, 92, { font: F.bold, size: 12.5 });
  ar('السجل الأكاديمي', R, 88, 13, true);
  let y = 114;
  const dobShown = `${dmy(dob, '/')} G  (${hijri(dob)} H)`;
  const pairs: Array<[string, string, string]> = [
    ['Name', 'الاسم', nameEn],
    ['Student ID', 'الرقم الجامعي', studentNo],
    ['Date of Birth', 'تاريخ الميلاد', dobShown],
    ['Nationality', 'الجنسية', 'Saudi'],
    ['College', 'الكلية', prog.college],
    ['Major', 'التخصص', prog.field],
    ['Degree', 'الدرجة', prog.degree],
  ];
  for (const [en, a, v] of pairs) {
    pdf.text(`${en}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 82, y, { font: F.regular, size: 8.5, width: 290, fit: true });
    ar(`${a}:`, R, y - 3, 9);
    y += 13;
  }
  ar(nameAr, R - 62, 111, 9.5, true);
  ar(prog.ar, R - 62, 111 + 6 * 13, 9);
  y += 8;
  const cols: Column[] = [
    { label: 'Code', width: 62 },
    { label: 'Course Title', width: W - 62 - 44 - 46 - 52, wrap: true },
    { label: ['Cr.', 'Hrs'], width: 44, align: 'center' },
    { label: 'Grade', width: 46, align: 'center' },
    { label: 'Points', width: 52, align: 'right' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.9, ruling: rng.pick(['rows', 'grid', 'header-only'] as const), headerFill: '#e8efe8', repeatHeader: rng.bool(0.6), top: 44, bottom: pdf.height - 58, onNewPage: (d) => (d.text(`${nameEn} — ${studentNo}`, L, 30, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  const tail: Array<[string, string, string]> = [
    ['Total Credit Hours Earned', 'مجموع الساعات المكتسبة', String(cumH)],
    ['Cumulative GPA', 'المعدل التراكمي', `${gpa} / ${uni.scale.toFixed(2)}`],
    ['General Grade', 'التقدير العام', stEn],
    ['Graduation Date', 'تاريخ التخرج', `${dmy(grad, '/')} G  (${hijri(grad)} H)`],
    ['Date of Issue', 'تاريخ الإصدار', dmy(issued, '/')],
  ];
  for (const [k, a, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 150, y, { font: F.regular, size: 9 });
    ar(k === 'General Grade' ? `${a}: ${stAr}` : `${a}:`, R, y - 3, 9.5);
    y += 14;
  }
  y += 16;
  pdf.signature(R - 150, y + 14, 110, rng);
  pdf.text('Dean of Admission and Registration', R - 190, y + 24, { font: F.regular, size: 8, width: 180, align: 'center' });
  ar('عميد القبول والتسجيل', R - 50, y + 36, 9);
  pdf.seal(L + 60, y + 24, 26, green);
  footers(pdf, F, (a, b) => `Page ${a} of ${b} — This record is not valid without the seal of the Deanship`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': dmy(issued, '/') } };
}

export const families: Family[] = [
  {
    id: 'm-01-record',
    country: 'SA',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Saudi university academic record, English with Arabic captions: ministry and university in both languages, four-part name in both scripts, date of birth and graduation date in the Gregorian and Umm al-Qura calendars, preparatory year, semester blocks with the Hijri year, course code, title, credit hours, letter grade A+ … D, grade points, semester and cumulative GPA on 5.00 (public) or 4.00 (private), general grade in both languages; as described in the Unified Regulations for Undergraduate Studies and Saudi universities\' registration guides.',
    render,
  },
];
