/**
 * Libyan university graduation certificate (شهادة تخرج) in Arabic running text, A4 portrait: "دولة ليبيا",
 * the ministry of higher education and scientific research, the university with its town and "ليبيا", the
 * faculty and the General Registrar's office (مكتب المسجل العام); a justified paragraph: the General Registrar
 * certifies that the student (feminine forms for a woman) — the four-part name, given, father's and
 * grandfather's names and the family name — born in a town on a date, of Libyan nationality, with the
 * national number (الرقم الوطني, twelve digits: a decoy) and the enrolment number, has completed the
 * graduation requirements of the department and was granted the degree, printed on its own line
 * ("البكالوريوس في المحاسبة"), in the autumn or spring term of a year, with the general estimate (ممتاز 85 and
 * over, جيد جداً 75-84, جيد 65-74, مقبول 50-64) and the cumulative percentage; the certificate given at the
 * holder's request, the date it was written, the General Registrar and the Dean named under their
 * signatures; Western digits, as Libyan universities print them; as described by Libyan university
 * study and examination regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, Pdf, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { LY_FAMILY, LY_MEN, LY_WOMEN, dmy, vResult } from './v-kit';

const UNIS = [
  { name: 'جامعة الجبل الغربي للعلوم التطبيقية', place: 'غريان - ليبيا' },
  { name: 'جامعة الساحل الليبي', place: 'زليتن - ليبيا' },
  { name: 'جامعة الواحات الأهلية', place: 'جالو - ليبيا' },
];
const DEGREES = [
  { faculty: 'كلية الاقتصاد والعلوم السياسية', dept: 'قسم المحاسبة', degree: 'البكالوريوس في المحاسبة', major: 'المحاسبة' },
  { faculty: 'كلية الهندسة', dept: 'قسم الهندسة الكهربائية والإلكترونية', degree: 'البكالوريوس في الهندسة الكهربائية والإلكترونية', major: 'الهندسة الكهربائية والإلكترونية' },
  { faculty: 'كلية تقنية المعلومات', dept: 'قسم علوم الحاسوب', degree: 'البكالوريوس في تقنية المعلومات', major: 'تقنية المعلومات' },
];
const TOWNS = ['طرابلس', 'بنغازي', 'مصراتة', 'الزاوية', 'سبها', 'غريان', 'زليتن', 'ترهونة', 'البيضاء'];

function estimate(p: number): string {
  if (p >= 85) return 'ممتاز';
  if (p >= 75) return 'جيد جدا';
  if (p >= 65) return 'جيد';
  return 'مقبول';
}

async function render(rng: Rng) {
  const woman = rng.bool(0.5);
  const given = rng.pick(woman ? LY_WOMEN : LY_MEN);
  const father = rng.pick(LY_MEN);
  let grand = rng.pick(LY_MEN);
  while (grand === father) grand = rng.pick(LY_MEN);
  const family = rng.pick(LY_FAMILY);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2014, 2024);
  const autumn = rng.bool(0.5);
  const dob = iso(year - rng.int(22, 25), rng.int(1, 12), rng.int(1, 28));
  const issued = addDays(iso(year, autumn ? 12 : 6, rng.int(1, 28)), rng.int(20, 120));
  const pct = rng.float(55, 92).toFixed(2);
  const nationalNo = `${woman ? 2 : 1}${dob.slice(0, 4)}${digits(rng, 7)}`;
  const enrol = `${String(year - 4).slice(2)}${digits(rng, 5)}`;
  const r = vResult('ar', `${given} ${father} ${grand}`, family, dob);
  setInstitution(r, uni.name, 'LY');
  Object.assign(r.qualification, {
    registrationNumber: enrol, name: deg.degree, level: 'Bachelor', majorOrSpecialization: deg.major,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: pct,
  });

  const pdf = new Pdf({ size: A4, title: 'Graduation certificate', author: 'General Registrar', creationDate: new Date(`${issued}T10:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const latin = SERIF[0].regular;
  pdf.text('', 0, 0, { font: latin, size: 8 });
  const W = pdf.width;
  const ink = rng.pick(['#14532d', '#1e3a5f', '#5a1e1e']);
  pdf.rect(20, 20, W - 40, pdf.height - 40, 1.6, ink);
  pdf.securityPattern('', 26, 26, W - 52, pdf.height - 52, ink, rng);
  const center = (t: string, y: number, size: number, bold = false) => {
    const font = bold ? naskh.b : naskh.r;
    doc.fillColor('#000000');
    rtl(doc, t, W / 2 + rtlWidth(doc, t, font, size) / 2, y, font, size, latin);
  };
  // The letterhead's right block (state, ministry, university, faculty) and the crest in the middle.
  const right = W - 50;
  [['دولة ليبيا', true], ['وزارة التعليم العالي والبحث العلمي', false], [uni.name, true], [deg.faculty, false], ['مكتب المسجل العام', false]].forEach(([t, b], i) => {
    rtl(doc, t as string, right, 40 + i * 17, b ? naskh.b : naskh.r, 10.5, latin);
  });
  pdf.crest(90, 80, 28, '', ink);
  const ref = `الرقم الإشاري: ${digits(rng, 3)}/${year}`;
  rtl(doc, ref, 60 + rtlWidth(doc, ref, naskh.r, 9), 130, naskh.r, 9, latin);
  center('شهادة تخرج', 165, 24, true);
  const she = woman;
  const body = [
    `يشهد المسجل العام ب${uni.name} بأن ${she ? 'الطالبة' : 'الطالب'}:`,
  ];
  let y = 215;
  for (const l of body) {
    rtl(doc, l, right, y, naskh.r, 13, latin);
    y += 30;
  }
  center(`${given} ${father} ${grand} ${family}`, y, 17, true);
  y += 40;
  const para = `${she ? 'المولودة' : 'المولود'} بمدينة ${rng.pick(TOWNS)} بتاريخ ${dmy(dob, '/')} ${she ? 'ليبية' : 'ليبي'} الجنسية، الرقم الوطني ${nationalNo}، ورقم القيد ${enrol}، ${she ? 'قد أتمت' : 'قد أتم'} بنجاح جميع متطلبات التخرج ب${deg.dept} ب${deg.faculty}، ${she ? 'ومنحت' : 'ومنح'} درجة`;
  // Words set from the right into lines of the text block's width.
  const width = W - 110;
  let line: string[] = [];
  const flush = () => {
    rtl(doc, line.join(' '), right, y, naskh.r, 13, latin);
    y += 27;
    line = [];
  };
  for (const w of para.split(' ')) {
    if (line.length && rtlWidth(doc, [...line, w].join(' '), naskh.r, 13) > width) flush();
    line.push(w);
  }
  if (line.length) flush();
  y += 6;
  center(deg.degree, y, 17, true);
  y += 42;
  const term = `${autumn ? 'خريف' : 'ربيع'} ${year}`;
  const tail = `وذلك في الفصل الدراسي ${term} بتقدير عام ${estimate(Number(pct))} وبنسبة مئوية قدرها ${pct}%`;
  for (const w of tail.split(' ')) {
    if (line.length && rtlWidth(doc, [...line, w].join(' '), naskh.r, 13) > width) flush();
    line.push(w);
  }
  if (line.length) flush();
  rtl(doc, `وقد أعطيت ${she ? 'لها' : 'له'} هذه الشهادة بناء على ${she ? 'طلبها' : 'طلبه'} لتقديمها لمن يهمه الأمر.`, right, y, naskh.r, 13, latin);
  y += 44;
  rtl(doc, `حررت في: ${dmy(issued, '/')}`, right, y, naskh.r, 12, latin);
  rtl(doc, uni.place, 60 + rtlWidth(doc, uni.place, naskh.r, 12), y, naskh.r, 12, latin);
  y += 56;
  const registrar = `${rng.pick(['أ.', 'د.'])} ${rng.pick(LY_MEN)} ${rng.pick(LY_FAMILY)}`;
  const dean = `د. ${rng.pick(LY_MEN)} ${rng.pick(LY_FAMILY)}`;
  [['المسجل العام', registrar, right], ['عميد الكلية', dean, 60 + 150]].forEach(([role, n, x]) => {
    const cx = (x as number) - 75;
    const rw = rtlWidth(doc, role as string, naskh.b, 11.5);
    rtl(doc, role as string, cx + rw / 2, y, naskh.b, 11.5, latin);
    const nw = rtlWidth(doc, n as string, naskh.r, 11);
    rtl(doc, n as string, cx + nw / 2, y + 22, naskh.r, 11, latin);
    pdf.signature(cx - 50, y + 64, 100, rng);
  });
  pdf.seal(W / 2, y + 50, 30, ink);
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.dateOfIssue': dmy(issued, '/'),
    'qualification.yearOfCompletion': term,
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-04-diploma',
    country: 'LY',
    languages: ['ar'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Libyan university graduation certificate (شهادة تخرج) in Arabic running text: state, ministry, university with town and country, faculty, General Registrar\'s office, a reference number; the Registrar certifies that the student (feminine forms for a woman), four-part name with the family name last, born in a town on a date, Libyan, national number (a decoy) and enrolment number, completed the requirements and was granted the degree on its own line, in the autumn or spring term of a year, with the general estimate and the percentage; date written, Registrar and Dean named; as described by Libyan university examination regulations.',
    render,
  },
];
