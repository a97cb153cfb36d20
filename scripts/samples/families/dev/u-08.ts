/**
 * Sudanese university degree certificate in Arabic, in running text (centred lines, A4 portrait or
 * landscape): "جمهورية السودان", the ministry of higher education, the university, the faculty, "شهادة";
 * "يشهد مجلس الأساتذة بجامعة … بأن" (the Professorial Board certifies that) the holder's four-part name
 * (given name, father's, grandfather's and great-grandfather's, the last standing where a surname
 * stands), the university number, "قد استوفى جميع متطلبات التخرج" (has fulfilled the graduation
 * requirements, in the feminine for a woman), "ومنح درجة" and the degree with its field on its own line
 * ("بكالوريوس العلوم في الهندسة المدنية"), the honours class ("مرتبة الشرف الثانية - القسم الأول") and the
 * cumulative GPA on 4, "اعتباراً من" and the conferral date with the month's name, the date of issue, the
 * Dean's, the Academic Secretary's and the Vice-Chancellor's signatures; Western digits as many
 * Sudanese certificates print them; as described by Sudanese universities' degree regulations (honours
 * classes First, Second Division One and Two, Third) and recognition guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { SD_MEN, SD_WOMEN, uResult, ymd } from './u-kit';

const UNIS = [
  { name: 'جامعة المقرن للعلوم والتقانة', place: 'الخرطوم - السودان' },
  { name: 'جامعة الشرق للعلوم والتقانة', place: 'كسلا - السودان' },
  { name: 'جامعة السهل الأوسط الأهلية', place: 'ود مدني - السودان' },
];
const DEGREES = [
  { faculty: 'كلية الهندسة', degree: 'بكالوريوس العلوم في الهندسة المدنية', major: 'الهندسة المدنية' },
  { faculty: 'كلية الدراسات التجارية', degree: 'بكالوريوس العلوم في المحاسبة', major: 'المحاسبة' },
  { faculty: 'كلية الآداب', degree: 'بكالوريوس الآداب في اللغة الإنجليزية', major: 'اللغة الإنجليزية' },
  { faculty: 'كلية علوم الحاسوب وتقانة المعلومات', degree: 'بكالوريوس العلوم في علوم الحاسوب', major: 'علوم الحاسوب' },
];
const MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

const arDate = (isoDate: string): string => {
  const [y, m, d] = ymd(isoDate);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

function honours(cgpa: number): string {
  if (cgpa >= 3.5) return 'مرتبة الشرف الأولى';
  if (cgpa >= 3.0) return 'مرتبة الشرف الثانية - القسم الأول';
  if (cgpa >= 2.5) return 'مرتبة الشرف الثانية - القسم الثاني';
  return 'مرتبة الشرف الثالثة';
}

async function render(rng: Rng) {
  const woman = rng.bool(0.45);
  const given = rng.pick(woman ? SD_WOMEN : SD_MEN)[1];
  const chain = [rng.pick(SD_MEN), rng.pick(SD_MEN), rng.pick(SD_MEN)].map((n) => n[1]);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2015, 2023);
  const conferred = iso(year, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year + (Number(conferred.slice(5, 7)) > 9 ? 1 : 0), ((Number(conferred.slice(5, 7)) + 1) % 12) + 1, rng.int(1, 28));
  const cgpa = rng.float(2.2, 3.95).toFixed(2);
  const number = `${String(year - 5).slice(2)}-${digits(rng, 4)}`;
  const first = `${given} ${chain[0]} ${chain[1]}`;
  const r = uResult('ar', first, chain[2], null);
  setInstitution(r, uni.name, 'SD');
  Object.assign(r.qualification, { registrationNumber: number, name: deg.degree, level: 'Bachelor', majorOrSpecialization: deg.major, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa });

  const landscape = rng.bool(0.5);
  const pdf = new Pdf({ size: landscape ? A4_LANDSCAPE : A4, title: 'Degree certificate', author: 'Registrar', creationDate: new Date(`${issued}T10:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const latin = SERIF[0].regular;
  pdf.text('', 0, 0, { font: latin, size: 8 });
  const W = pdf.width;
  const ink = rng.pick(['#0d3b66', '#14532d', '#5b2333']);
  pdf.rect(16, 16, W - 32, pdf.height - 32, 2, ink);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 0.6, ink);
  let y = landscape ? 36 : 52;
  const line = (t: string, size: number, bold = false, gap = 1.9) => {
    const font = bold ? naskh.b : naskh.r;
    const w = rtlWidth(doc, t, font, size);
    doc.fillColor('#000000');
    rtl(doc, t, W / 2 + w / 2, y, font, size, latin);
    y += size * gap * (landscape ? 1 : 1.3);
  };
  line('جمهورية السودان', 13, true, 1.7);
  line('وزارة التعليم العالي والبحث العلمي', 10.5, false, 1.8);
  pdf.crest(W / 2, y + 20, 20, '', ink);
  y += 46;
  line(uni.name, 17, true, 1.7);
  line(deg.faculty, 12, false, 2);
  line('شهادة', 22, true, 1.8);
  line(`يشهد مجلس الأساتذة ب${uni.name} بأن`, 12);
  line(`${given} ${chain.join(' ')}`, 16, true, 1.8);
  line(`الرقم الجامعي: ${number}`, 10.5);
  line(woman ? 'قد استوفت جميع متطلبات التخرج وأكملت بنجاح الدراسة المقررة ومنحت درجة' : 'قد استوفى جميع متطلبات التخرج وأكمل بنجاح الدراسة المقررة ومنح درجة', 12);
  line(deg.degree, 15, true, 1.8);
  line(`${honours(Number(cgpa))} بمعدل تراكمي ${cgpa}`, 12);
  line(`وذلك اعتبارا من ${arDate(conferred)}`, 12, false, landscape ? 2.2 : 3);
  const colW = (W - 120) / 3;
  ['عميد الكلية', 'أمين الشؤون العلمية', 'مدير الجامعة'].forEach((t, i) => {
    const right = W - 60 - i * colW;
    const w = rtlWidth(doc, t, naskh.b, 10);
    rtl(doc, t, right - (colW - w) / 2, y, naskh.b, 10, latin);
    pdf.signature(right - colW / 2 - 40, y + 34, 80, rng);
  });
  pdf.seal(W / 2, y + 70, 26, ink);
  y += landscape ? 78 : 110;
  rtl(doc, `حررت بتاريخ ${arDate(issued)}`, W - 60, y, naskh.r, 10, latin);
  rtl(doc, uni.place, 60 + rtlWidth(doc, uni.place, naskh.r, 10), y, naskh.r, 10, latin);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': arDate(issued), 'qualification.yearOfCompletion': arDate(conferred) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-08-diploma',
    country: 'SD',
    languages: ['ar'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Sudanese university degree certificate in Arabic running text: republic and ministry, university and faculty, "شهادة"; the Professorial Board certifies that the four-part name (the last standing for the surname), the university number, has fulfilled the graduation requirements (feminine for a woman) and was granted the degree with its field on its own line, the honours class and cumulative GPA on 4, the conferral date with the month\'s name, the date of issue, three signatures; as described by Sudanese universities\' degree regulations.',
    render,
  },
];
