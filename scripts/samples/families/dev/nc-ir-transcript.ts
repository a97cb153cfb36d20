/**
 * Iranian university transcript in Persian and English (کارنامه تحصیلی / Transcript of Academic Records), after
 * the bilingual transcripts Iranian universities issue for study abroad and the grading references that
 * describe them: the 0-20 scale with two decimals (pass 10 for a bachelor's course, 12 for a master's), units
 * (واحد) of 1-3 per course, terms by half-year (نیمسال اول / First Semester) of Solar Hijri academic years
 * "1398-1399" with the Gregorian years beside them, the semester average (معدل نیمسال) and the cumulative
 * average (معدل کل), the father's name among the details (a decoy), dates printed in the Solar Hijri
 * calendar with their Gregorian equivalent on the English side, English on the left and Persian on the
 * right of each line. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, course, dateEn, digits, iso, ncPerson, ncResult, rtl, setInstitution, solarHijri } from '../lib/nc-kit';

const UNIS = [
  { fa: 'دانشگاه ارتفاعات البرز', en: 'Alborz Highlands University', cityFa: 'کرج', city: 'Karaj' },
  { fa: 'دانشگاه صنعتی زاگرس', en: 'Zagros University of Technology', cityFa: 'اصفهان', city: 'Isfahan' },
  { fa: 'دانشگاه کرانه خزر', en: 'Caspian Shore University', cityFa: 'رشت', city: 'Rasht' },
];

const PROGRAMMES: Array<{ fa: string; en: string; abbr: string; fieldFa: string; fieldEn: string; level: 'Bachelor' | 'Master'; prefix: string; courses: Array<[string, string]> }> = [
  {
    fa: 'کارشناسی', en: 'Bachelor of Science', abbr: 'B.Sc.', fieldFa: 'مهندسی عمران', fieldEn: 'Civil Engineering', level: 'Bachelor', prefix: '21',
    courses: [['Calculus I', 'ریاضی عمومی 1'], ['Physics I', 'فیزیک عمومی 1'], ['Persian Literature', 'ادبیات فارسی'], ['Statics', 'استاتیک'], ['Engineering Drawing', 'نقشه کشی عمومی'], ['General English', 'زبان عمومی'], ['Strength of Materials', 'مقاومت مصالح'], ['Surveying', 'نقشه برداری'], ['Fluid Mechanics', 'مکانیک سیالات'], ['Soil Mechanics', 'مکانیک خاک'], ['Structural Analysis', 'تحلیل سازه'], ['Concrete Structures', 'سازه های بتنی'], ['Steel Structures', 'سازه های فولادی'], ['Final Project', 'پروژه پایانی']],
  },
  {
    fa: 'کارشناسی', en: 'Bachelor of Science', abbr: 'B.Sc.', fieldFa: 'مهندسی کامپیوتر', fieldEn: 'Computer Engineering', level: 'Bachelor', prefix: '40',
    courses: [['Fundamentals of Programming', 'مبانی برنامه نویسی'], ['Calculus I', 'ریاضی عمومی 1'], ['Physics I', 'فیزیک عمومی 1'], ['Discrete Mathematics', 'ریاضیات گسسته'], ['General English', 'زبان عمومی'], ['Data Structures', 'ساختمان داده ها'], ['Computer Architecture', 'معماری کامپیوتر'], ['Algorithm Design', 'طراحی الگوریتم'], ['Operating Systems', 'سیستم عامل'], ['Databases', 'پایگاه داده'], ['Computer Networks', 'شبکه های کامپیوتری'], ['Artificial Intelligence', 'هوش مصنوعی'], ['Persian Literature', 'ادبیات فارسی'], ['Final Project', 'پروژه پایانی']],
  },
  {
    fa: 'کارشناسی ارشد', en: 'Master of Arts', abbr: 'M.A.', fieldFa: 'علوم اقتصادی', fieldEn: 'Economics', level: 'Master', prefix: '33',
    courses: [['Advanced Microeconomics', 'اقتصاد خرد پیشرفته'], ['Advanced Macroeconomics', 'اقتصاد کلان پیشرفته'], ['Econometrics', 'اقتصادسنجی'], ['Mathematical Economics', 'اقتصاد ریاضی'], ['Research Methods', 'روش تحقیق'], ['Development Economics', 'اقتصاد توسعه'], ['Thesis', 'پایان نامه']],
  },
];

const TERMS: Array<[string, string]> = [['First Semester', 'نیمسال اول'], ['Second Semester', 'نیمسال دوم']];
const FATHERS = [['Hossein', 'حسین'], ['Ali', 'علی'], ['Mahmoud', 'محمود'], ['Hassan', 'حسن']];

/** Iranian course grades step by a quarter point and print two decimals ("17.25"). */
const grade = (x: number) => (Math.round(x * 4) / 4).toFixed(2);

async function render(rng: Rng) {
  const person = ncPerson(rng, 'IR');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = prog.level === 'Bachelor' ? 4 : 2;
  const entry = rng.int(2014, 2019);
  const grad = entry + years;
  const dob = iso(entry - 18 - (prog.level === 'Master' ? 4 : 0) - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(grad, rng.pick([6, 7, 8]), rng.int(1, 28));
  const father = rng.pick(FATHERS);
  const studentNo = `${String(entry - 621).slice(2)}${digits(rng, 7)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(13, 18.5);

  const r = ncResult('fa', person, dob);
  setInstitution(r, uni.en, 'IR');

  const pdf = new Pdf({ size: A4, title: 'Transcript of Academic Records', author: uni.en, creationDate: new Date(`${graduated}T07:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('nc-fa', FONT_FILES.naskh[0]);
  doc.registerFont('nc-fa-b', FONT_FILES.naskh[1]);
  doc.registerFont('nc-lat', FONT_FILES.dejavuSans[0]);
  const fa = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'nc-fa-b' : 'nc-fa', size, 'nc-lat');
  const L = 36;
  const W = pdf.width - 2 * L;
  const R = L + W;
  const green = '#1e5a3a';
  fa('جمهوری اسلامی ایران', R, 28, 9);
  fa(uni.fa, R, 42, 12, true);
  fa(`${uni.cityFa}، ایران`, R, 60, 8.5);
  pdf.text('Islamic Republic of Iran', L, 28, { font: F.regular, size: 8 });
  pdf.text(uni.en, L, 42, { font: F.bold, size: 12, color: green });
  pdf.text(`${uni.city}, Iran   ·   Office of Education`, L, 60, { font: F.regular, size: 8 });
  pdf.crest(pdf.width / 2, 50, 20, uni.en.split(' ').map((w) => w[0]).join('').slice(0, 3), green);
  pdf.line(L, 78, R, 78, 0.8, green);
  pdf.text('TRANSCRIPT OF ACADEMIC RECORDS', L, 88, { font: F.bold, size: 12, width: W / 2 + 40 });
  fa('کارنامه تحصیلی', R, 88, 13, true);

  const hEntry = entry - 621;
  const lines: Array<[string, string]> = [
    [`Name: ${person.given}`, `نام: ${person.nativeGiven}`],
    [`Surname: ${person.family}`, `نام خانوادگی: ${person.nativeFamily}`],
    [`Father's Name: ${father[0]}`, `نام پدر: ${father[1]}`],
    [`Student No.: ${studentNo}`, `شماره دانشجویی: ${studentNo}`],
    [`Date of Birth: ${dateEn(dob)} (${solarHijri(dob)})`, `تاریخ تولد: ${solarHijri(dob)}`],
    [`Degree: ${prog.en} (${prog.abbr})`, `مقطع: ${prog.fa}`],
    [`Field of Study: ${prog.fieldEn}`, `رشته: ${prog.fieldFa}`],
    [`Year of Entry: ${hEntry} (${entry})`, `سال ورود: ${hEntry}`],
  ];
  let y = 112;
  for (const [en, p] of lines) {
    pdf.text(en, L, y, { font: F.regular, size: 8.5 });
    fa(p, R, y, 9);
    y += 14;
  }
  y += 6;

  // The table: English code and title, the Persian title, units, grade.
  const cx = { code: L, title: L + 48, faRight: R - 92, units: R - 88, grade: R - 46 };
  const head = () => {
    pdf.fill(L, y, W, 24, '#e4efe8');
    pdf.text('Code', cx.code + 3, y + 3, { font: F.bold, size: 7.5 });
    pdf.text('Course Title', cx.title, y + 3, { font: F.bold, size: 7.5 });
    fa('عنوان درس', cx.faRight, y + 5, 8, true);
    pdf.text('Units', cx.units, y + 3, { font: F.bold, size: 7.5, width: 40, align: 'center' });
    fa('واحد', cx.units + 30, y + 15, 7.5, true);
    pdf.text('Grade', cx.grade, y + 3, { font: F.bold, size: 7.5, width: 44, align: 'center' });
    fa('نمره', cx.grade + 32, y + 15, 7.5, true);
    pdf.line(L, y + 24, R, y + 24, 0.6);
    y += 28;
  };
  head();
  const sems = years * 2;
  const per = Math.ceil(prog.courses.length / sems);
  let units = 0, sum = 0;
  for (let s = 0; s * per < prog.courses.length; s++) {
    const ay = entry + Math.floor(s / 2);
    const [termEn, termFa] = TERMS[s % 2];
    if (y > pdf.height - 120) {
      pdf.addPage();
      y = 50;
      head();
    }
    pdf.fill(L, y - 2, W, 13, '#f2f2f2');
    pdf.text(`${termEn} ${ay - 621}-${ay - 620} (${ay}-${ay + 1})`, L + 3, y, { font: F.bold, size: 8 });
    fa(`${termFa} ${ay - 621}-${ay - 620}`, R - 3, y, 8.5, true);
    y += 14;
    let su = 0, ss = 0;
    prog.courses.slice(s * per, (s + 1) * per).forEach(([en, faTitle], k) => {
      const last = s * per + k === prog.courses.length - 1;
      const u = last ? (prog.level === 'Master' ? 6 : 3) : rng.pick([2, 3, 3, 1]);
      const g = grade(Math.max(prog.level === 'Master' ? 12 : 10, Math.min(20, ability + rng.gauss() * 1.6)));
      const code = `${prog.prefix}${rng.int(10, 99)}${rng.int(100, 999)}`;
      pdf.text(code, cx.code + 3, y, { font: F.regular, size: 8 });
      pdf.text(en, cx.title, y, { font: F.regular, size: 8, width: 170, fit: true });
      fa(faTitle, cx.faRight, y, 8.5);
      pdf.text(String(u), cx.units, y, { font: F.regular, size: 8, width: 40, align: 'center' });
      pdf.text(g, cx.grade, y, { font: F.regular, size: 8, width: 44, align: 'center' });
      r.courses.push(course({ courseNumber: code, courseName: en, credit: u, grade: g }));
      su += u;
      ss += u * Number(g);
      y += 13;
    });
    units += su;
    sum += ss;
    pdf.text(`Semester Units: ${su}    Semester Average: ${(ss / su).toFixed(2)}`, L + 48, y, { font: F.italic, size: 7.5 });
    fa(`معدل نیمسال: ${(ss / su).toFixed(2)}`, R - 3, y, 8);
    pdf.line(L, y + 11, R, y + 11, 0.3, '#999999');
    y += 16;
  }
  const avg = (sum / units).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.en, level: prog.level, majorOrSpecialization: prog.fieldEn, registrationNumber: studentNo, yearOfAdmission: entry, yearOfCompletion: grad,
    dateOfIssue: graduated, status: 'Completed', cgpa: avg, totalCreditsOrMarks: String(units),
  });
  if (y > pdf.height - 130) {
    pdf.addPage();
    y = 60;
  }
  y += 6;
  pdf.text(`Total Units Passed: ${units}`, L, y, { font: F.bold, size: 9 });
  fa(`تعداد واحدهای گذرانده: ${units}`, R, y, 9, true);
  pdf.text(`Cumulative Average (GPA): ${avg} / 20`, L, y + 15, { font: F.bold, size: 9 });
  fa(`معدل کل: ${avg}`, R, y + 15, 9, true);
  pdf.text(`Date of Graduation: ${dateEn(graduated)} (${solarHijri(graduated)})`, L, y + 30, { font: F.regular, size: 9 });
  fa(`تاریخ فراغت از تحصیل: ${solarHijri(graduated)}`, R, y + 30, 9);
  pdf.para(`Grading scale: 0-20; minimum passing grade ${prog.level === 'Master' ? 12 : 10} for each course; minimum average for graduation ${prog.level === 'Master' ? 14 : 12}.`, L, y + 48, W, { font: F.italic, size: 7 });
  pdf.text('Director of Education', L, y + 78, { font: F.bold, size: 9 });
  fa('مدیر کل آموزش', R, y + 78, 9, true);
  pdf.signature(L + 120, y + 66, 90, rng);
  pdf.seal(pdf.width / 2 + 60, y + 82, 26, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': person.family, 'qualification.name': prog.en, 'candidate.dateOfBirth': dateEn(dob), 'qualification.dateOfIssue': dateEn(graduated),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nc-ir-transcript',
    country: 'IR',
    languages: ['fa', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Iranian bilingual university transcript (کارنامه تحصیلی / Transcript of Academic Records), English left and Persian right: name, surname and father\'s name (a decoy), student number, dates in the Solar Hijri calendar with the Gregorian date beside them on the English side, Degree B.Sc. / کارشناسی, courses by half-year of Solar Hijri academic years "1398-1399 (2019-2020)" with English and Persian titles, units (واحد) and grades 0-20 with two decimals, semester and cumulative averages (معدل کل), total units; after Iranian grading references and the bilingual transcripts described in credential-evaluation guides.',
    render,
  },
];
