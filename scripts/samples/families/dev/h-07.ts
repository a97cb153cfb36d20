/**
 * Jordanian university transcript, bilingual: the university's Arabic name on the right of the
 * letterhead and its English name on the left, "كشف العلامات / Academic Transcript", captions in
 * both languages (الاسم / Name …) with the four-part name (given, father's, grandfather's and
 * family name) in Arabic and in English; the course table in English grouped by semester
 * ("First Semester 2018/2019", "Summer Semester 2019/2020") with course number, title, credit
 * hours and letter grade, a semester line (hours, semester GPA, cumulative GPA) under each
 * block; the cumulative hours, the cumulative GPA on 4 with its rating in both languages, the
 * graduation date and the Dean of Admission and Registration's signature.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl } from '../lib/c-common';
import { A4, Pdf, SANS, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { hResult, longDate } from './h-kit';

const UNIS = [
  { en: 'Jordan Valley University', ar: 'جامعة وادي الأردن', city: 'Irbid', cityAr: 'إربد', zip: '21110' },
  { en: 'Zarqa Heights University', ar: 'جامعة مرتفعات الزرقاء', city: 'Zarqa', cityAr: 'الزرقاء', zip: '13110' },
  { en: 'Madaba Private University', ar: 'جامعة مادبا الخاصة', city: 'Madaba', cityAr: 'مادبا', zip: '17110' },
];
const MALE: Array<[string, string]> = [['Ahmad', 'أحمد'], ['Mohammad', 'محمد'], ['Omar', 'عمر'], ['Khaled', 'خالد'], ['Yazan', 'يزن'], ['Mahmoud', 'محمود'], ['Ibrahim', 'إبراهيم'], ['Hussein', 'حسين'], ['Laith', 'ليث'], ['Saleh', 'صالح'], ['Yousef', 'يوسف'], ['Ali', 'علي']];
const FEMALE: Array<[string, string]> = [['Rania', 'رانيا'], ['Dana', 'دانا'], ['Sara', 'سارة'], ['Hala', 'هالة'], ['Noor', 'نور'], ['Rawan', 'روان'], ['Aseel', 'أسيل'], ['Shahed', 'شهد']];
const FAMILY: Array<[string, string]> = [['Al-Khatib', 'الخطيب'], ['Haddad', 'حداد'], ['Obeidat', 'عبيدات'], ['Al-Zoubi', 'الزعبي'], ['Khasawneh', 'خصاونة'], ['Al-Momani', 'المومني'], ['Qudah', 'القضاة'], ['Nasser', 'ناصر'], ['Bani Hani', 'بني هاني'], ['Al-Rousan', 'الروسان']];
const PROGRAMMES = [
  { en: 'Bachelor of Science in Civil Engineering', ar: 'بكالوريوس الهندسة المدنية', faculty: 'Faculty of Engineering', major: 'Civil Engineering', prefix: '0401', hours: 160, courses: ['Calculus I', 'General Physics I', 'Engineering Drawing', 'Arabic Language Skills', 'Calculus II', 'General Chemistry', 'Statics', 'Computer Programming', 'English Language Skills', 'Strength of Materials', 'Surveying', 'Engineering Geology', 'Fluid Mechanics', 'Structural Analysis I', 'Soil Mechanics', 'Reinforced Concrete Design I', 'Highway Engineering', 'Hydraulics', 'Military Sciences', 'Structural Analysis II', 'Foundation Engineering', 'Water and Wastewater Engineering', 'Construction Management', 'Steel Structures Design', 'Transportation Planning', 'Engineering Economics', 'Graduation Project I', 'Graduation Project II', 'Field Training', 'National Education'] },
  { en: 'Bachelor of Science in Pharmacy', ar: 'بكالوريوس الصيدلة', faculty: 'Faculty of Pharmacy', major: 'Pharmacy', prefix: '0701', hours: 164, courses: ['General Biology', 'General Chemistry I', 'Arabic Language Skills', 'Organic Chemistry I', 'Human Anatomy', 'English Language Skills', 'Organic Chemistry II', 'Physiology', 'Pharmaceutical Analytical Chemistry', 'Biochemistry', 'Microbiology', 'Pharmaceutics I', 'Pharmacology I', 'Medicinal Chemistry I', 'Pharmaceutics II', 'Pharmacognosy', 'Pharmacology II', 'Military Sciences', 'Biopharmaceutics and Pharmacokinetics', 'Clinical Pharmacy I', 'Pharmacotherapy I', 'Toxicology', 'Pharmaceutical Biotechnology', 'Clinical Pharmacy II', 'Pharmacy Practice and Ethics', 'Community Pharmacy Training', 'Hospital Pharmacy Training', 'National Education'] },
  { en: 'Bachelor of Arts in English Language and Literature', ar: 'بكالوريوس اللغة الإنجليزية وآدابها', faculty: 'Faculty of Arts', major: 'English Language and Literature', prefix: '0203', hours: 132, courses: ['Reading Comprehension', 'Writing I', 'Arabic Language Skills', 'Introduction to Literature', 'Listening and Speaking', 'Writing II', 'Introduction to Linguistics', 'Phonetics and Phonology', 'Survey of English Literature I', 'Morphology', 'Syntax', 'Survey of English Literature II', 'The Novel', 'Drama', 'Poetry', 'Translation I', 'Semantics', 'Military Sciences', 'Sociolinguistics', 'Translation II', 'Literary Criticism', 'American Literature', 'Shakespeare', 'Research Methods', 'National Education', 'Graduation Seminar'] },
];
const SCALE: Array<[string, number]> = [['A', 4], ['A-', 3.75], ['B+', 3.5], ['B', 3], ['B-', 2.75], ['C+', 2.5], ['C', 2], ['C-', 1.75], ['D+', 1.5], ['D', 1.25]];

function rating(gpa: number): [string, string] {
  if (gpa >= 3.65) return ['Excellent', 'ممتاز'];
  if (gpa >= 3.0) return ['Very Good', 'جيد جدا'];
  if (gpa >= 2.5) return ['Good', 'جيد'];
  return ['Satisfactory', 'مقبول'];
}

async function render(rng: Rng) {
  const woman = rng.bool(0.45);
  const given = rng.pick(woman ? FEMALE : MALE);
  const father = rng.pick(MALE.filter((m) => m !== given));
  const grand = rng.pick(MALE.filter((m) => m !== father));
  const fam = rng.pick(FAMILY);
  const nameEn = `${given[0]} ${father[0]} ${grand[0]} ${fam[0]}`;
  const nameAr = `${given[1]} ${father[1]} ${grand[1]} ${fam[1]}`;
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2012, 2020);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const studentNo = `${String(start).slice(2)}${digits(rng, 7)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(1, 6);

  const r = hResult('en', { given: `${given[0]} ${father[0]} ${grand[0]}`, family: fam[0] }, dob);
  setInstitution(r, uni.en, 'JO');
  const rows: TableRow[] = [];
  const pool = [...prog.courses];
  let cumH = 0;
  let cumP = 0;
  let totalH = 0;
  let last = '';
  const perSem = Math.ceil(pool.length / 8);
  for (let yi = 0; yi < 4; yi++) {
    const session = `${start + yi}/${start + yi + 1}`;
    for (const sem of ['First', 'Second', 'Summer'] as const) {
      if (sem === 'Summer' && (yi === 3 || rng.bool(0.5))) continue;
      const n = sem === 'Summer' ? 1 : perSem;
      const titles = pool.splice(0, n);
      if (!titles.length) continue;
      rows.push({ heading: `${sem} Semester ${session}` });
      let h = 0;
      let pts = 0;
      for (const t of titles) {
        const hours = /Project|Seminar|Military|National/.test(t) ? rng.pick([1, 2, 3]) : /Training/.test(t) ? 0 : 3;
        const code = `${prog.prefix}${rng.int(1, 4)}${digits(rng, 2)}`;
        const pass = hours === 0;
        const [grade, p] = pass ? ['P', 0] : SCALE[Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.8) - 1))];
        rows.push({ cells: [code, t, String(hours), grade] });
        r.courses.push(course({ courseNumber: code, courseName: t, credit: hours, grade, term: `${sem} Semester`, session }));
        if (!pass) {
          h += hours;
          pts += p * hours;
        }
      }
      cumH += h;
      cumP += pts;
      totalH += h;
      rows.push({ cells: ['', `Semester Hours: ${h}    Semester GPA: ${(pts / h).toFixed(2)}    Cumulative GPA: ${(cumP / cumH).toFixed(2)}`, '', ''], bold: true });
      last = session;
    }
  }
  const gpa = (cumP / cumH).toFixed(2);
  const grad = iso(Number(last.slice(5)), rng.pick([6, 7]), rng.int(1, 28));
  const issued = iso(Number(last.slice(5)) + rng.int(0, 2), rng.int(8, 12), rng.int(1, 28));
  const [rateEn, rateAr] = rating(Number(gpa));
  // The English degree without its field (families README, `qualification.name`).
  Object.assign(r.qualification, { registrationNumber: studentNo, name: prog.en.replace(/ in .*$/, ''), level: 'Bachelor', program: prog.en, majorOrSpecialization: prog.major, yearOfAdmission: start, yearOfCompletion: Number(grad.slice(0, 4)), dateOfIssue: issued, cgpa: gpa, totalCreditsOrMarks: String(totalH), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.en, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const L = 40;
  const R = pdf.width - 40;
  const W = R - L;
  const green = rng.pick(['#006a4e', '#7b1e1e', '#1c3f7a']);
  const ar = (t: string, right: number, y: number, size: number, bold = false) => {
    doc.fillColor('#000000');
    rtl(doc, t, right, y, bold ? naskh.b : naskh.r, size, F.regular);
  };
  pdf.text(uni.en, L, 30, { font: F.bold, size: 13, color: green });
  pdf.text(`P.O. Box ${rng.int(100, 999)}, ${uni.city} ${uni.zip}, Jordan`, L, 47, { font: F.regular, size: 8 });
  pdf.text('Admission and Registration Department', L, 58, { font: F.regular, size: 8 });
  ar(uni.ar, R, 26, 14, true);
  ar(`${uni.cityAr}، الأردن`, R, 48, 9);
  ar('دائرة القبول والتسجيل', R, 61, 9);
  pdf.crest(pdf.width / 2, 50, 22, '', green);
  pdf.line(L, 82, R, 82, 1, green);
  pdf.text('ACADEMIC TRANSCRIPT', L, 92, { font: F.bold, size: 12, width: W / 2 });
  ar('كشف العلامات', R, 88, 13, true);
  let y = 116;
  const pairs: Array<[string, string, string]> = [
    ['Name', 'الاسم', nameEn],
    ['Student No.', 'الرقم الجامعي', studentNo],
    ['Date of Birth', 'تاريخ الميلاد', longDate(dob, 'en')],
    ['Nationality', 'الجنسية', 'Jordanian'],
    ['Faculty', 'الكلية', prog.faculty],
    ['Degree', 'الدرجة', prog.en],
  ];
  for (const [en, a, v] of pairs) {
    pdf.text(`${en}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 80, y, { font: F.regular, size: 8.5, width: 300, fit: true });
    ar(a, R, y - 3, 9);
    y += 13;
  }
  ar(nameAr, R - 70, 113, 9.5, true);
  y += 8;
  const cols: Column[] = [
    { label: ['Course', 'No.'], width: 64 },
    { label: 'Course Title', width: W - 64 - 50 - 50, wrap: true },
    { label: ['Cr.', 'Hrs'], width: 50, align: 'center' },
    { label: 'Grade', width: 50, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['rows', 'grid', 'header-only'] as const), headerFill: '#eeeeee', repeatHeader: true, top: 46, bottom: pdf.height - 60, onNewPage: (d) => (d.text(`${nameEn} · ${studentNo}`, L, 32, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  const tail: Array<[string, string, string]> = [
    ['Total Credit Hours Passed', 'مجموع الساعات المعتمدة', String(totalH)],
    ['Cumulative GPA', 'المعدل التراكمي', `${gpa} / 4.00`],
    ['Rating', 'التقدير', rateEn],
    ['Graduation Date', 'تاريخ التخرج', longDate(grad, 'en')],
    ['Date of Issue', 'تاريخ الإصدار', longDate(issued, 'en')],
  ];
  for (const [k, a, v] of tail) {
    pdf.text(`${k}: `, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 150, y, { font: F.regular, size: 9 });
    ar(k === 'Rating' ? `${a}: ${rateAr}` : a, R, y - 3, 9.5);
    y += 14;
  }
  y += 14;
  pdf.signature(R - 150, y + 14, 110, rng);
  pdf.text('Dean of Admission and Registration', R - 190, y + 24, { font: F.regular, size: 8, width: 180, align: 'center' });
  ar('عميد القبول والتسجيل', R - 50, y + 36, 9);
  footers(pdf, F, (a, b) => `Page ${a} of ${b} · Any erasure or alteration invalidates this transcript`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': longDate(dob, 'en'), 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'h-07-transcript',
    country: 'JO',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Jordanian university transcript, Arabic and English: bilingual letterhead and captions, the four-part name in both scripts, semester blocks (First, Second, Summer Semester with the academic year), course number, title, credit hours and letter grade (A … D, P for training), semester and cumulative GPA lines on 4.00, total hours, rating (Excellent / Very Good …) in both languages, graduation date, Dean of Admission and Registration; as described in Jordanian universities\' registration guides.',
    render,
  },
];
