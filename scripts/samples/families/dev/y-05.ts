/**
 * Yemeni university graduation certificate ("إفادة تخرج" / "Graduation Certificate"), Arabic with an English
 * half: the letterhead in both languages ("الجمهورية اليمنية", the ministry of higher education, the
 * university; "Republic of Yemen" and the same in English) with the city; the Arabic statement first, right to
 * left — the university certifies that the student (given name, father's, grandfather's and family name), born
 * at a town on a date, has completed the requirements of the bachelor's degree of a faculty in an academic year
 * "2019/2020م" with the general grade in words and the percentage — then the same in English; the university
 * number; the graduation approved by the university council on a date; the issue date with its Hijri
 * equivalent ("الموافق 19/05/1442هـ", a decoy date of another calendar); the registrar's, the dean's and the
 * rector's titles. As described by Yemeni universities' regulations (percentages with the grades Excellent
 * 90+, Very Good 80+, Good 65+, Pass 50+) and the bilingual graduation statements they issue for use abroad.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, Pdf, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { YE_FAMILY, arPerson, dmy, longDate, yResult } from './y-kit';

const UNIS = [
  { en: 'Wadi Bana University of Applied Sciences', ar: 'جامعة وادي بنا للعلوم التطبيقية', city: ['Sana\'a', 'صنعاء'] },
  { en: 'Al-Maafer Private University', ar: 'جامعة المعافر الأهلية', city: ['Taiz', 'تعز'] },
  { en: 'Arabian Sea University for Science and Technology', ar: 'جامعة بحر العرب للعلوم والتكنولوجيا', city: ['Mukalla', 'المكلا'] },
];
const DEGREES = [
  { en: 'Bachelor of Science', major: 'Computer Science', arDegree: 'البكالوريوس في علوم الحاسوب', faculty: ['Faculty of Computing and Information Technology', 'كلية الحاسوب وتقنية المعلومات'] },
  { en: 'Bachelor of Pharmacy', major: null, arDegree: 'البكالوريوس في الصيدلة', faculty: ['Faculty of Medical Sciences', 'كلية العلوم الطبية'] },
  { en: 'Bachelor of Business Administration', major: null, arDegree: 'البكالوريوس في إدارة الأعمال', faculty: ['Faculty of Administrative Sciences', 'كلية العلوم الإدارية'] },
];
const TOWNS: Array<[string, string]> = [['Ibb', 'إب'], ['Dhamar', 'ذمار'], ['Aden', 'عدن'], ['Hodeidah', 'الحديدة'], ['Taiz', 'تعز'], ['Sayun', 'سيئون'], ['Hajjah', 'حجة'], ['Amran', 'عمران']];

function grade(pct: number): [string, string] {
  if (pct >= 90) return ['Excellent', 'ممتاز'];
  if (pct >= 80) return ['Very Good', 'جيد جداً'];
  if (pct >= 65) return ['Good', 'جيد'];
  return ['Pass', 'مقبول'];
}

/** The Umm al-Qura date of a Gregorian one, "19/05/1442". */
function hijri(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const get = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${get('day').padStart(2, '0')}/${get('month').padStart(2, '0')}/${get('year')}`;
}

async function render(rng: Rng) {
  const p = arPerson(rng, YE_FAMILY);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2012, 2024);
  const council = iso(year, rng.int(7, 10), rng.int(1, 28));
  const issued = addDays(council, rng.int(20, 300));
  const dob = iso(year - rng.int(22, 25), rng.int(1, 12), rng.int(1, 28));
  const town = rng.pick(TOWNS);
  const pct = rng.float(55, 95).toFixed(2);
  const [gEn, gAr] = grade(Number(pct));
  const uniNo = `${year - 4}-${rng.int(1, 6)}-${digits(rng, 4)}`;
  const showNo = rng.bool(0.6);
  const latinName = `${p.given[0]} ${p.father[0]} ${p.grand[0]} ${p.family[0]}`;
  const arName = `${p.given[1]} ${p.father[1]} ${p.grand[1]} ${p.family[1]}`;
  const r = yResult('ar', `${p.given[0]} ${p.father[0]} ${p.grand[0]}`, p.family[0], dob);
  setInstitution(r, uni.en, 'YE');
  Object.assign(r.qualification, {
    registrationNumber: showNo ? uniNo : null, name: deg.en, level: 'Bachelor', majorOrSpecialization: deg.major,
    program: deg.major ? `${deg.en} in ${deg.major}` : null, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: pct,
  });

  const pdf = new Pdf({ size: A4, title: 'Graduation Certificate', author: uni.en, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const F = rng.pick([SERIF[0], SERIF[2]]);
  pdf.text('', 0, 0, { font: F.regular, size: 8 });
  const L = 44;
  const W = pdf.width - 88;
  const R = L + W;
  const ink = rng.pick(['#0e3b5c', '#3d2b1f', '#124d2a']);
  ['Republic of Yemen', 'Ministry of Higher Education', 'and Scientific Research', uni.en, `${uni.city[0]}, Yemen`].forEach((t, i) => {
    pdf.text(t, L, 30 + i * 12, { font: i === 3 ? F.bold : F.regular, size: i === 3 ? 9.5 : 8.5, color: i === 3 ? ink : '#000000', width: 200, fit: true });
  });
  ['الجمهورية اليمنية', 'وزارة التعليم العالي', 'والبحث العلمي', uni.ar, `${uni.city[1]} - الجمهورية اليمنية`].forEach((t, i) => {
    doc.fillColor(i === 3 ? ink : '#000000');
    rtl(doc, t, R, 26 + i * 13, i === 3 ? naskh.b : naskh.r, i === 3 ? 10 : 9, F.regular);
  });
  doc.fillColor('#000000');
  pdf.crest(pdf.width / 2, 58, 24, '', ink);
  pdf.line(L, 100, R, 100, 1, ink);
  const title = 'إفادة تخرج';
  rtl(doc, title, pdf.width / 2 + rtlWidth(doc, title, naskh.b, 17) / 2, 108, naskh.b, 17, F.regular);

  // Arabic statement, right to left, wrapped by width.
  let y = 142;
  const arText = `تشهد ${uni.ar} بأن ${p.woman ? 'الطالبة' : 'الطالب'}: ${arName} ${p.woman ? 'المولودة' : 'المولود'} في: ${town[1]} بتاريخ: ${dmy(dob, '/')} م قد ${p.woman ? 'أكملت' : 'أكمل'} متطلبات التخرج لنيل درجة ${deg.arDegree} من ${deg.faculty[1]} في العام الجامعي ${year - 1}/${year} م بتقدير عام ${gAr} وبنسبة مئوية (${pct}%) وقد أقر مجلس الجامعة تخرج${p.woman ? 'ها' : 'ه'} بتاريخ ${dmy(council, '/')} م.`;
  const line: string[] = [];
  const flush = () => {
    rtl(doc, line.join(' '), R, y, naskh.r, 12.5, F.regular);
    y += 24;
    line.length = 0;
  };
  for (const w of arText.split(' ')) {
    if (line.length && rtlWidth(doc, [...line, w].join(' '), naskh.r, 12.5) > W) flush();
    line.push(w);
  }
  if (line.length) flush();
  const give = `وقد أعطيت ${p.woman ? 'لها' : 'له'} هذه الإفادة بناء على ${p.woman ? 'طلبها' : 'طلبه'}.`;
  rtl(doc, give, R, y, naskh.r, 12.5, F.regular);
  y += 36;
  pdf.line(L + 60, y, R - 60, y, 0.4, '#888888');
  y += 14;
  pdf.text('GRADUATION CERTIFICATE', L, y, { font: F.bold, size: 14, width: W, align: 'center' });
  y += 26;
  const she = p.woman;
  const en = `${uni.en} certifies that ${she ? 'Ms.' : 'Mr.'} ${latinName}, born in ${town[0]} on ${dmy(dob, '/')}, has completed the graduation requirements for the degree of ${deg.major ? `${deg.en} in ${deg.major}` : deg.en} from the ${deg.faculty[0]} in the academic year ${year - 1}/${year} with the general grade of ${gEn} and a percentage of ${pct}%. ${she ? 'Her' : 'His'} graduation was approved by the University Council on ${longDate(council, 'en')}. This certificate is issued at ${she ? 'her' : 'his'} request.`;
  y += pdf.para(en, L, y, W, { font: F.regular, size: 11, leading: 16 });
  y += 14;
  if (showNo) {
    pdf.text(`University No.: ${uniNo}`, L, y, { font: F.bold, size: 10 });
    const noAr = `الرقم الجامعي: ${uniNo}`;
    rtl(doc, noAr, R, y - 3, naskh.b, 10.5, F.regular);
    y += 20;
  }
  pdf.text(`Issued on: ${dmy(issued, '/')}`, L, y, { font: F.regular, size: 10 });
  const dateAr = `حررت بتاريخ: ${dmy(issued, '/')} م الموافق ${hijri(issued)} هـ`;
  rtl(doc, dateAr, R, y - 3, naskh.r, 10.5, F.regular);
  y += 70;
  const roles: Array<[string, string]> = [['Registrar General', 'المسجل العام'], ['Dean of the Faculty', 'عميد الكلية'], ['Rector', 'رئيس الجامعة']];
  roles.forEach(([e, a], i) => {
    const cx = L + W / 6 + (i * W) / 3;
    pdf.signature(cx - 50, y - 26, 100, rng);
    const aw = rtlWidth(doc, a, naskh.b, 10.5);
    rtl(doc, a, cx + aw / 2, y, naskh.b, 10.5, F.regular);
    pdf.text(e, cx - 80, y + 20, { font: F.regular, size: 9, width: 160, align: 'center' });
  });
  pdf.seal(pdf.width / 2 + 90, y - 16, 30, ink);
  pdf.text('Any erasure or alteration renders this certificate void.', L, pdf.height - 46, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#555555' });
  const printed: Record<string, string> = {
    'candidate.fullName': latinName,
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.dateOfIssue': dmy(issued, '/'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-05-certificate',
    country: 'YE',
    languages: ['ar', 'en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Yemeni university graduation certificate, Arabic first with an English half: letterhead in both languages with the ministry, the university and the city; the Arabic statement (holder with father, grandfather and family name, birth town and date, the bachelor\'s degree of a faculty, the academic year, the grade in words and the percentage, the council\'s approval date) and the same in English; the university number on some; the issue date with its Hijri equivalent as a decoy; registrar, dean and rector; as described by Yemeni university regulations.',
    render,
  },
];
