/**
 * Omani General Education Diploma certificate (شهادة دبلوم التعليم العام, the grade-12 school-leaving certificate the
 * Ministry of Education grants), bilingual Arabic and English, after the ministry's descriptions and the school pages
 * that describe it: the Sultanate of Oman and the ministry in both languages, the certificate's title, the academic
 * year ("2021/2022") and the round, the holder's name in both scripts (the given name, the father's and the
 * grandfather's and the family or tribal name: "Ahmed Salim Hamad Al Balushi"), the seat number (رقم الجلوس, the
 * candidate's examination number) and the civil number (the identity card: never the registration), the school under
 * its own caption (the candidate's, not the issuer), the subjects in English and Arabic side by side with the
 * percentage out of 100 and the letter of the ministry's scale (A 90-100, B 80-89, C 65-79, D 50-64, E below 50), the
 * overall percentage, the result ("Passed / ناجح"), and the date of issue. Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, course, digits, iso, nfPerson, nfResult, rtl, setInstitution, slashed } from '../lib/nf-kit';

const SCHOOLS = ['Al Noor Basic Education School (10-12)', 'Al Khaleel Post-Basic School', 'Sumail Secondary School for Girls', 'Ibri Post-Basic Education School', 'Al Sharq Bilingual Private School'];

const CORE: Array<[string, string]> = [['Islamic Education', 'التربية الإسلامية'], ['Arabic Language', 'اللغة العربية'], ['English Language', 'اللغة الإنجليزية'], ['Pure Mathematics', 'الرياضيات البحتة'], ['Social Studies (Oman and the World)', 'هذا وطني']];
const ELECTIVE: Array<[string, string]> = [['Physics', 'الفيزياء'], ['Chemistry', 'الكيمياء'], ['Biology', 'الأحياء'], ['Information Technology', 'تقنية المعلومات'], ['Business Studies', 'الدراسات التجارية'], ['Geography and Applied Technologies', 'الجغرافيا والتقنيات التطبيقية']];

const letterOf = (p: number) => (p >= 90 ? 'A' : p >= 80 ? 'B' : p >= 65 ? 'C' : p >= 50 ? 'D' : 'E');

async function render(rng: Rng) {
  const person = nfPerson(rng, 'OM');
  const year = rng.int(2016, 2023);
  const issued = iso(year, rng.pick([7, 8]), rng.int(1, 28));
  const seat = `${rng.int(10, 99)}${digits(rng, 5)}`;
  const civil = digits(rng, 8);
  const school = rng.pick(SCHOOLS);
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const ability = rng.float(68, 95);
  const start = rng.int(0, ELECTIVE.length - 1);
  const subjects = [...CORE, ...[0, 2, 4].map((d) => ELECTIVE[(start + d) % ELECTIVE.length])];

  const r = nfResult('ar', person, null);
  setInstitution(r, 'Ministry of Education', 'OM');
  const marks = subjects.map(() => Math.max(52, Math.min(100, Math.round(ability + rng.gauss() * 7))));
  subjects.forEach(([en], i) => r.courses.push(course({ courseName: en, marksScored: marks[i], maximumMarks: 100, grade: letterOf(marks[i]) })));
  const overall = (marks.reduce((a, b) => a + b, 0) / marks.length).toFixed(1);
  Object.assign(r.qualification, {
    name: 'General Education Diploma', level: 'Higher Secondary', registrationNumber: seat, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed', cgpa: overall,
  });

  const pdf = new Pdf({ size: A4, title: 'General Education Diploma', author: 'Ministry of Education', creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('nf-ar', FONT_FILES.naskh[0]);
  doc.registerFont('nf-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('nf-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'nf-ar-b' : 'nf-ar', size, 'nf-lat');
  const W = pdf.width;
  const L = 46;
  const R = W - 46;
  const maroon = '#7a1f2b';
  pdf.rect(20, 20, W - 40, pdf.height - 40, 1.6, maroon);
  pdf.text('Sultanate of Oman', L, 40, { font: F.bold, size: 12 });
  pdf.text('Ministry of Education', L, 56, { font: F.regular, size: 10 });
  pdf.text('Examinations Administration', L, 70, { font: F.regular, size: 8.5, color: '#444444' });
  ar('سلطنة عمان', R, 44, 14, true);
  ar('وزارة التربية والتعليم', R, 62, 12);
  ar('المديرية العامة للتقويم التربوي', R, 78, 10);
  pdf.crest(W / 2, 60, 22, 'OM', maroon);
  ar('شهادة دبلوم التعليم العام', W / 2 + 80, 104, 17, true);
  pdf.text('GENERAL EDUCATION DIPLOMA CERTIFICATE', L, 122, { font: F.bold, size: 14, width: R - L, align: 'center', color: maroon });
  pdf.text(`Academic Year ${year - 1}/${year} — First Round`, L, 140, { font: F.regular, size: 9.5, width: R - L, align: 'center' });

  // Particulars: the English caption and value at the left, the Arabic at the right, on one line each.
  let y = 168;
  const kv: Array<[string, string, string, string]> = [
    ['Name', `${person.given} ${person.family}`, 'الاسم', `${person.nativeGiven} ${person.nativeFamily}`],
    ['Seat No.', seat, 'رقم الجلوس', seat],
    ['Civil No.', civil, 'الرقم المدني', civil],
    ['School', school, 'المدرسة', ''],
  ];
  for (const [k, v, ka, va] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 62, y, { font: F.regular, size: 9.5, width: 250, fit: true });
    if (va) ar(`${ka}: ${va}`, R, y + 2, 10.5, k === 'Name');
    y += 18;
  }
  y += 10;
  // The subjects table: English title, percentage, letter, Arabic title.
  const xs = { en: L, pct: L + 230, grade: L + 300, ar: R };
  pdf.fill(L, y - 3, R - L, 18, '#f1e4e6');
  pdf.text('Subject', xs.en + 4, y, { font: F.bold, size: 9 });
  pdf.text('Mark %', xs.pct, y, { font: F.bold, size: 9, width: 50, align: 'center' });
  pdf.text('Grade', xs.grade, y, { font: F.bold, size: 9, width: 40, align: 'center' });
  ar('المادة', xs.ar - 4, y + 2, 10, true);
  y += 20;
  subjects.forEach(([en, arName], i) => {
    pdf.text(en, xs.en + 4, y, { font: F.regular, size: 9.5, width: 220, fit: true });
    pdf.text(String(marks[i]), xs.pct, y, { font: F.regular, size: 9.5, width: 50, align: 'center' });
    pdf.text(letterOf(marks[i]), xs.grade, y, { font: F.bold, size: 9.5, width: 40, align: 'center' });
    ar(arName, xs.ar - 4, y + 2, 10.5);
    pdf.line(L, y + 14, R, y + 14, 0.3, '#999999');
    y += 20;
  });
  y += 8;
  pdf.text(`Overall Percentage: ${overall}%`, L, y, { font: F.bold, size: 10.5 });
  ar(`النسبة المئوية العامة: ${overall}%`, R, y + 2, 11, true);
  y += 20;
  pdf.text('Result: Passed', L, y, { font: F.bold, size: 10.5 });
  ar('النتيجة: ناجح', R, y + 2, 11, true);
  y += 26;
  pdf.text('Grading scale: A 90-100 · B 80-89 · C 65-79 · D 50-64 · E below 50 (fail).', L, y, { font: F.italic, size: 7.5 });
  y += 26;
  pdf.text(`Date of Issue: ${slashed(issued)}`, L, y, { font: F.regular, size: 9.5 });
  ar(`تاريخ الإصدار: ${slashed(issued)}`, R, y + 2, 10);
  pdf.text('Director General of Educational Evaluation', L, y + 60, { font: F.bold, size: 8.5 });
  pdf.signature(L + 20, y + 50, 110, rng);
  pdf.seal(R - 80, y + 50, 30, maroon);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.dateOfIssue': slashed(issued), 'qualification.name': 'GENERAL EDUCATION DIPLOMA', 'qualification.yearOfCompletion': `${year - 1}/${year}` },
  };
}

export const families: Family[] = [
  {
    id: 'nf-om-general-education-diploma',
    country: 'OM',
    languages: ['ar', 'en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Omani General Education Diploma certificate (Ministry of Education, grade 12), Arabic and English side by side: the Sultanate and the ministry, the academic year "2021/2022" and the round, the name as given + father + grandfather + family or tribal name in both scripts, seat number (the candidate\'s number), civil number (a decoy), the school under its caption (not the issuer), the subjects in both languages with the percentage and the ministry\'s letter (A 90-100 … E below 50), the overall percentage, "Result: Passed", date of issue; after ministry and school descriptions of the diploma.',
    render,
  },
];
