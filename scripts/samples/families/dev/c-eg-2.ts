/**
 * Egyptian held-out family: the Thanaweya Amma (General Secondary Education Certificate) result
 * sheet, in Arabic only: seat number, branch (علمي علوم / علمي رياضة / أدبي), subjects with their
 * maximum, minimum and obtained marks, the total out of 410 and the percentage, and the subjects
 * that do not count towards the total; digits Eastern Arabic or Western.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { arabicDigits, course, digits, emptyResult, face, iso, openDoc, rtl, sealOutline, setCountry, setName, signature, table, ymd, type Column, type TableRow } from '../lib/c-common';
import { arPerson } from '../lib/c-people';
import { bidiCell } from '../lib/c-eg';

const COMMON: Array<[string, number]> = [['اللغة العربية', 80], ['اللغة الأجنبية الأولى', 50], ['اللغة الأجنبية الثانية', 40]];
const BRANCHES: Array<[string, Array<[string, number]>]> = [
  ['علمي علوم', [['الكيمياء', 60], ['الفيزياء', 60], ['الأحياء', 60], ['الجيولوجيا وعلوم البيئة', 60]]],
  ['علمي رياضة', [['الكيمياء', 60], ['الفيزياء', 60], ['الرياضيات البحتة', 60], ['الرياضيات التطبيقية', 60]]],
  ['أدبي', [['التاريخ', 60], ['الجغرافيا', 60], ['علم النفس والاجتماع', 60], ['الفلسفة والمنطق', 60]]],
];
const EXTRA: Array<[string, number]> = [['التربية الدينية', 20], ['التربية الوطنية', 20], ['الاقتصاد والإحصاء', 20]];
/** Governorates (Arabic, and their country-state-city name and code): the directorate places the school. */
const GOVS: Array<[string, string, string]> = [['الدقهلية', 'Dakahlia', 'DK'], ['الغربية', 'Gharbia', 'GH'], ['الشرقية', 'Sharqia', 'SHR'], ['القليوبية', 'Qalyubia', 'KB'], ['المنوفية', 'Monufia', 'MNF'], ['البحيرة', 'Beheira', 'BH']];
const SCHOOL_NAMES = ['الشهيد أحمد حمدي', 'النصر', 'الحرية', 'السلام', 'طه حسين', 'الجمهورية', 'الفتح'];

async function egSecondaryCertificate(rng: Rng): Promise<FamilySample> {
  const p = arPerson(rng, 4);
  const year = rng.int(2014, 2025);
  const dob = ymd(rng, year - 18);
  const issued = ymd(rng, year, [7, 9]);
  const seat = digits(rng, 6);
  const [branch, subjects] = rng.pick(BRANCHES);
  const eastern = rng.bool(0.5);
  // Marks and numbers in Eastern Arabic digits on some sheets; dates stay in Western digits, as
  // slashed Eastern dates do not survive a text layer's bidi reordering.
  const num = (n: number | string) => (eastern ? arabicDigits(n) : String(n));
  const { doc, finish } = openDoc({ created: issued, margin: 30 });
  const ar = face(doc, rng.pick(['naskh', 'sansArabic', 'kufi'] as const));
  const lat = face(doc, rng.pick(['dejavuSans', 'notoSans'] as const));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 40;
  const R = W - 40;
  const CW = R - L;
  const size = rng.pick([10, 11]);
  doc.save().lineWidth(1.5).strokeColor('#335').rect(22, 22, W - 44, H - 44).stroke().lineWidth(0.5).rect(27, 27, W - 54, H - 54).stroke().restore();
  let y = 40;
  const ministry = 'وزارة التربية والتعليم والتعليم الفني';
  for (const [t, f, s] of [['جمهورية مصر العربية', ar.b, 12], [ministry, ar.b, 12], ['الإدارة العامة للامتحانات', ar.r, 11]] as Array<[string, string, number]>) {
    rtl(doc, t, R - 10, y, f, s);
    y += s * 1.9;
  }
  const sw = rtl(doc, 'رقم الجلوس:', L + 190, 40, ar.b, 11);
  rtl(doc, num(seat), L + 180 - sw, 40, ar.b, 13, lat.b);
  y += 8;
  const title = 'شهادة إتمام الدراسة الثانوية العامة';
  doc.font(ar.b).fontSize(17);
  const tw = doc.widthOfString(title);
  rtl(doc, title, W / 2 + tw / 2 + 10, y, ar.b, 17);
  y += 34;
  const sessionText = `امتحانات الدور الأول للعام الدراسي ${year - 1}/${year}`;
  doc.font(ar.r).fontSize(11);
  rtl(doc, sessionText, W / 2 + doc.widthOfString(sessionText) / 2, y, ar.r, 11, lat.r);
  y += 30;
  const fullAr = p.parts.map((x) => x[0]).join(' ');
  const gov = rng.pick(GOVS);
  const school = `مدرسة ${rng.pick(SCHOOL_NAMES)} الثانوية ${rng.pick(['بنين', 'بنات', 'المشتركة'])}`;
  const dobText = (`${String(dob.d).padStart(2, '0')}/${String(dob.m).padStart(2, '0')}/${dob.y}`);
  const fields: Array<[string, string]> = [
    ['الاسم', fullAr],
    ['تاريخ الميلاد', dobText],
    ['الشعبة', branch],
    ['المدرسة', school],
    ['المديرية التعليمية', gov[0]],
  ];
  for (const [label, value] of fields) {
    const lw = rtl(doc, `${label}:`, R - 10, y, ar.b, size);
    rtl(doc, value, R - 20 - lw, y, ar.r, size, lat.r);
    y += size * 2.1;
  }
  y += 6;
  const e = emptyResult('ar');
  const rows: TableRow[] = [];
  let total = 0;
  const strength = rng.float(0.3, 1);
  const mark = (max: number) => Math.min(max, Math.max(Math.ceil(max / 2), Math.round(max * (0.6 + 0.4 * strength) - rng.float(0, max * 0.12))));
  for (const [name, max] of [...COMMON, ...subjects]) {
    const m = mark(max);
    total += m;
    rows.push({ cells: [num(m), num(max / 2), num(max), name] });
    e.courses.push(course({ courseName: name, marksScored: m, maximumMarks: max }));
  }
  rows.push({ cells: [num(total), num(205), num(410), 'المجموع'], bold: true });
  rows.push({ heading: 'مواد لا تضاف درجاتها إلى المجموع' });
  for (const [name, max] of EXTRA.slice(0, rng.int(2, 3))) {
    const m = mark(max);
    rows.push({ cells: [num(m), num(max / 2), num(max), name] });
    e.courses.push(course({ courseName: name, marksScored: m, maximumMarks: max }));
  }
  const cols: Column[] = [
    { header: 'الدرجة', width: 90, align: 'center' },
    { header: 'النهاية الصغرى', width: 90, align: 'center' },
    { header: 'النهاية العظمى', width: 90, align: 'center' },
    { header: 'المادة', width: 240, align: 'right' },
  ];
  const scale = (CW - 20) / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  const draw = bidiCell(doc, { latin: lat.r, latinBold: lat.b, arabic: ar.r, arabicBold: ar.b }, size);
  y = table(doc, { x: L + 10, y, columns: cols, rows, font: lat.r, bold: lat.b, size, bottom: H - 40, grid: 'full', headerFill: '#e9e9e9', padding: 5, drawCell: (t, x, yy, w, _a, b) => (/[\u0600-\u06FF]/.test(t) ? draw(t, x, yy + 2, w, 'right', b) : draw(t, x, yy, w, 'center', b)) });
  y += 16;
  const pct = ((total / 410) * 100).toFixed(2);
  const lw = rtl(doc, 'النسبة المئوية:', R - 10, y, ar.b, size + 1);
  rtl(doc, `${num(pct)} %`, R - 20 - lw, y, ar.b, size + 1, lat.b);
  y += 26;
  const lw2 = rtl(doc, 'النتيجة:', R - 10, y, ar.b, size + 1);
  rtl(doc, 'ناجح', R - 20 - lw2, y, ar.r, size + 1);
  y += 40;
  const issuedText = (`${String(issued.d).padStart(2, '0')}/${String(issued.m).padStart(2, '0')}/${issued.y}`);
  const lw3 = rtl(doc, 'تحريرا في:', R - 10, y, ar.r, size);
  rtl(doc, issuedText, R - 20 - lw3, y, ar.r, size, lat.r);
  rtl(doc, 'مدير عام الامتحانات', L + 160, y, ar.b, size);
  signature(doc, rng, L + 40, y + 40, 80);
  if (rng.bool(0.6)) sealOutline(doc, W / 2, y + 40, 30, 'A.R.E.', lat.r);
  const pdf = await finish();

  setName(e, p.parts.slice(0, -1).map((x) => x[0]).join(' '), p.parts[p.parts.length - 1][0]);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = ministry;
  setCountry(e, 'EG');
  e.institution.state = gov[1];
  e.institution.stateCode = gov[2];
  Object.assign(e.qualification, {
    registrationNumber: seat,
    name: title,
    level: 'Higher Secondary',
    majorOrSpecialization: branch,
    status: 'Completed',
    yearOfCompletion: year,
    dateOfIssue: iso(issued),
    cgpa: pct,
    totalCreditsOrMarks: String(total),
  });
  return { pdf, expected: e, printed: { dateOfBirth: dobText, dateOfIssue: issuedText, seat: num(seat) } };
}

export const families: Family[] = [
  {
    id: 'eg-secondary-certificate',
    country: 'EG',
    languages: ['ar'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions:
      'Egyptian Thanaweya Amma (General Secondary Education Certificate) result sheet in Arabic: seat number, branch, subjects with maximum, minimum and obtained marks, the total out of 410 and the percentage, and subjects that do not count towards the total, as described by the Nuffic Egypt profile (Min/Max/mark scored/grand total).',
    render: egSecondaryCertificate,
  },
];
