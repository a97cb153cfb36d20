/**
 * Palestinian General Secondary Education Certificate (شهادة الدراسة الثانوية العامة, the "Tawjihi"), after public
 * descriptions of the examination (the Ministry of Education's General Directorate of Measurement, Evaluation and
 * Examinations sets it at the end of grade 12; streams — scientific, literary, entrepreneurship and business, sharia,
 * technology — each with its subjects; the result an average in percent; a first and a second session) and of the
 * certificate and the results portal: either the certificate in Arabic and English side by side (the State of
 * Palestine and the ministry, the title in both languages, the year and session, the name as given + father +
 * grandfather + family name in both scripts, the seat number (the registration), the identity number (a decoy), the
 * school (the candidate's, not the issuer), the stream, each subject with its maximum and the mark obtained
 * (`marksScored`, `maximumMarks`), the total and the average (`cgpa`), the result, the date of issue) or the results
 * portal's printout (a web header, the seat number and the name in Arabic and English, the subjects, the average and
 * "ناجح / Pass"). Main language Arabic; the values in their Latin form (README). Names and numbers are invented.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, course, digits, iso, niResult, psPerson, rtl, setInstitution, slashed } from '../lib/ni-kit';

type Subject = [string, string, number];
const COMMON: Subject[] = [['Islamic Education', 'التربية الإسلامية', 100], ['Arabic Language', 'اللغة العربية', 200], ['English Language', 'اللغة الإنجليزية', 150]];
const STREAMS: Array<{ en: string; ar: string; subjects: Subject[] }> = [
  { en: 'Scientific', ar: 'العلمي', subjects: [['Mathematics', 'الرياضيات', 200], ['Physics', 'الفيزياء', 100], ['Chemistry', 'الكيمياء', 100], ['Biology', 'الأحياء', 100], ['Technology', 'التكنولوجيا', 50]] },
  { en: 'Literary', ar: 'الأدبي', subjects: [['History', 'التاريخ', 100], ['Geography', 'الجغرافيا', 100], ['Mathematics', 'الرياضيات', 100], ['Scientific Culture', 'الثقافة العلمية', 100], ['Technology', 'التكنولوجيا', 50]] },
  { en: 'Entrepreneurship and Business', ar: 'الريادة والأعمال', subjects: [['Economics', 'الاقتصاد', 100], ['Accounting', 'المحاسبة', 100], ['Mathematics', 'الرياضيات', 100], ['Management and Entrepreneurship', 'الإدارة والريادة', 100], ['Technology', 'التكنولوجيا', 50]] },
];
const SCHOOLS = ['Al-Quds Secondary School for Boys', 'Bethlehem Girls Secondary School', 'Al-Zahra Secondary School', 'Jenin Secondary School for Boys', 'Ramallah Secondary School for Girls', 'Al-Khalil Model Secondary School'];

async function render(rng: Rng): Promise<FamilySample> {
  const person = psPerson(rng);
  const year = rng.int(2017, 2024);
  const issued = iso(year, rng.pick([8, 9]), rng.int(1, 28));
  const seat = `${rng.int(1, 9)}${digits(rng, 6)}`;
  const idNo = `${rng.pick(['4', '8', '9'])}${digits(rng, 8)}`;
  const stream = rng.pick(STREAMS);
  const subjects = [...COMMON, ...stream.subjects];
  const school = person.female ? rng.pick(SCHOOLS.filter((s) => !/Boys/.test(s))) : rng.pick(SCHOOLS.filter((s) => !/Girls/.test(s)));
  const ability = rng.float(0.62, 0.97);
  const marks = subjects.map(([, , max]) => Math.max(Math.ceil(max * 0.5), Math.min(max, Math.round(max * (ability + rng.gauss() * 0.06)))));
  const total = marks.reduce((a, b) => a + b, 0);
  const max = subjects.reduce((a, s) => a + s[2], 0);
  const avg = ((total / max) * 100).toFixed(1);
  const portal = rng.bool(0.4);

  const r = niResult('ar', person, null);
  setInstitution(r, 'Ministry of Education', 'PS');
  subjects.forEach(([en, , mx], i) => r.courses.push(course({ courseName: en, marksScored: marks[i], maximumMarks: mx, year })));
  Object.assign(r.qualification, {
    name: 'General Secondary Education Certificate', level: 'Higher Secondary', majorOrSpecialization: stream.en, registrationNumber: seat, yearOfCompletion: year,
    dateOfIssue: portal ? null : issued, status: 'Completed', cgpa: avg, totalCreditsOrMarks: portal ? null : String(total),
  });

  const pdf = new Pdf({ size: A4, title: portal ? 'Tawjihi Results' : 'General Secondary Education Certificate', author: 'Ministry of Education', creationDate: new Date(`${portal ? iso(year, 7, 20) : issued}T09:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ni-ar', FONT_FILES.naskh[0]);
  doc.registerFont('ni-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('ni-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'ni-ar-b' : 'ni-ar', size, 'ni-lat');
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const green = '#0f6b3b';
  const L = 46;
  const R = W - 46;
  const nameEn = `${person.given} ${person.family}`;
  const nameAr = `${person.nativeGiven} ${person.nativeFamily}`;

  if (portal) {
    // The results portal: a coloured band, the search box, the result card.
    pdf.fill(0, 0, W, 56, green);
    pdf.text('State of Palestine — Ministry of Education', L, 16, { font: F.bold, size: 12, color: '#ffffff' });
    pdf.text(`General Secondary Education Certificate Examination — Results ${year}`, L, 34, { font: F.regular, size: 9, color: '#ffffff', width: 300, fit: true });
    ar('وزارة التربية والتعليم - دولة فلسطين', R, 22, 12, true);
    ar(`نتائج امتحان الثانوية العامة ${year}`, R, 40, 10);
    pdf.roundRect(L, 76, R - L, 30, 4, { stroke: '#9bbfa9', width: 0.8 });
    pdf.text(`Seat number: ${seat}`, L + 10, 86, { font: F.regular, size: 9.5 });
    pdf.text('Search', R - 70, 86, { font: F.bold, size: 9.5, color: green });
    let y = 128;
    pdf.fill(L, y - 6, R - L, 64, '#eef6f1');
    pdf.text(`Name: ${nameEn}`, L + 10, y, { font: F.bold, size: 10.5, width: 300, fit: true });
    ar(`الاسم: ${nameAr}`, R - 10, y + 2, 11, true);
    pdf.text(`Seat No.: ${seat}`, L + 10, y + 18, { font: F.regular, size: 9.5 });
    ar(`رقم الجلوس: ${seat}`, R - 10, y + 20, 10);
    pdf.text(`Stream: ${stream.en}`, L + 10, y + 36, { font: F.regular, size: 9.5 });
    ar(`الفرع: ${stream.ar}`, R - 10, y + 38, 10);
    y += 78;
    pdf.fill(L, y - 4, R - L, 18, green);
    pdf.text('Subject', L + 8, y, { font: F.bold, size: 9, color: '#ffffff' });
    pdf.text('Max.', L + 250, y, { font: F.bold, size: 9, color: '#ffffff', width: 50, align: 'center' });
    pdf.text('Mark', L + 310, y, { font: F.bold, size: 9, color: '#ffffff', width: 50, align: 'center' });
    y += 22;
    subjects.forEach(([en, arName, mx], i) => {
      pdf.text(en, L + 8, y, { font: F.regular, size: 9.5, width: 230, fit: true });
      pdf.text(String(mx), L + 250, y, { font: F.regular, size: 9.5, width: 50, align: 'center' });
      pdf.text(String(marks[i]), L + 310, y, { font: F.bold, size: 9.5, width: 50, align: 'center' });
      ar(arName, R - 8, y + 2, 10);
      pdf.line(L, y + 14, R, y + 14, 0.3, '#bbbbbb');
      y += 20;
    });
    y += 12;
    pdf.text(`Average: ${avg}%`, L + 8, y, { font: F.bold, size: 12, color: green });
    ar(`المعدل: ${avg}%`, R - 8, y + 2, 12, true);
    y += 22;
    pdf.text('Result: Pass', L + 8, y, { font: F.bold, size: 11 });
    ar('النتيجة: ناجح', R - 8, y + 2, 11, true);
    pdf.text('This result is for information; the official certificate is issued by the ministry.', L, y + 40, { font: F.italic, size: 7.5, color: '#555555' });
    return { pdf: await pdf.end(), expected: r, printed: {} };
  }

  pdf.rect(20, 20, W - 40, pdf.height - 40, 1.8, green);
  pdf.text('State of Palestine', L, 40, { font: F.bold, size: 12 });
  pdf.text('Ministry of Education', L, 56, { font: F.regular, size: 10 });
  pdf.text('General Directorate of Measurement, Evaluation and Examinations', L, 70, { font: F.regular, size: 7.5, width: 200, color: '#444444' });
  ar('دولة فلسطين', R, 44, 14, true);
  ar('وزارة التربية والتعليم', R, 62, 12);
  ar('الإدارة العامة للقياس والتقويم والامتحانات', R, 78, 9);
  pdf.crest(W / 2, 62, 22, 'PS', green);
  ar('شهادة الدراسة الثانوية العامة', W / 2 + 90, 110, 17, true);
  pdf.text('GENERAL SECONDARY EDUCATION CERTIFICATE', L, 128, { font: F.bold, size: 13.5, width: R - L, align: 'center', color: green });
  pdf.text(`Examination of ${year} — First Session`, L, 146, { font: F.regular, size: 9.5, width: R - L, align: 'center' });
  let y = 172;
  const kv: Array<[string, string, string, string]> = [
    ['Name', nameEn, 'الاسم', nameAr],
    ['Seat No.', seat, 'رقم الجلوس', seat],
    ['ID No.', idNo, 'رقم الهوية', idNo],
    ['Stream', stream.en, 'الفرع', stream.ar],
    ['School', school, 'المدرسة', ''],
  ];
  for (const [k, v, ka, va] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 62, y, { font: F.regular, size: 9.5, width: 240, fit: true });
    if (va) ar(`${ka}: ${va}`, R, y + 2, 10.5, k === 'Name');
    y += 18;
  }
  y += 10;
  const xs = { en: L, max: L + 220, mark: L + 290, ar: R };
  pdf.fill(L, y - 4, R - L, 30, '#e3f0e8');
  pdf.text('Subject', xs.en + 4, y + 4, { font: F.bold, size: 9 });
  pdf.text('Maximum', xs.max, y, { font: F.bold, size: 8.5, width: 60, align: 'center' });
  ar('العلامة العظمى', xs.max + 58, y + 14, 8.5);
  pdf.text('Mark', xs.mark, y, { font: F.bold, size: 8.5, width: 60, align: 'center' });
  ar('العلامة', xs.mark + 44, y + 14, 8.5);
  ar('المادة', xs.ar - 4, y + 6, 10, true);
  y += 34;
  subjects.forEach(([en, arName, mx], i) => {
    pdf.text(en, xs.en + 4, y, { font: F.regular, size: 9.5, width: 210, fit: true });
    pdf.text(String(mx), xs.max, y, { font: F.regular, size: 9.5, width: 60, align: 'center' });
    pdf.text(String(marks[i]), xs.mark, y, { font: F.bold, size: 9.5, width: 60, align: 'center' });
    ar(arName, xs.ar - 4, y + 2, 10.5);
    pdf.line(L, y + 14, R, y + 14, 0.3, '#999999');
    y += 20;
  });
  y += 8;
  pdf.text(`Total: ${total} / ${max}`, L, y, { font: F.bold, size: 10.5 });
  ar(`المجموع: ${total} من ${max}`, R, y + 2, 11, true);
  y += 20;
  pdf.text(`Average: ${avg}%`, L, y, { font: F.bold, size: 10.5 });
  ar(`المعدل: ${avg}%`, R, y + 2, 11, true);
  y += 20;
  pdf.text('Result: Pass', L, y, { font: F.bold, size: 10.5 });
  ar('النتيجة: ناجح', R, y + 2, 11, true);
  y += 40;
  pdf.text(`Date of Issue: ${slashed(issued)}`, L, y, { font: F.regular, size: 9.5 });
  ar(`تاريخ الإصدار: ${slashed(issued)}`, R, y + 2, 10);
  pdf.text('Director General of Measurement, Evaluation and Examinations', L, y + 60, { font: F.bold, size: 8 });
  pdf.signature(L + 20, y + 46, 110, rng);
  pdf.seal(R - 80, y + 50, 30, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.dateOfIssue': slashed(issued), 'qualification.name': 'GENERAL SECONDARY EDUCATION CERTIFICATE' },
  };
}

export const families: Family[] = [
  {
    id: 'ni-ps-tawjihi-certificate',
    country: 'PS',
    languages: ['ar', 'en'],
    kind: 'marksheet',
    degradations: ['scan', 'screenshot'],
    conventions: 'Palestinian General Secondary Education Certificate (Tawjihi), Arabic and English side by side, or the results portal\'s printout: the State of Palestine and the Ministry of Education, the year and session, the four-part name in both scripts, seat number (the registration), identity number (a decoy), the school (not the issuer), the stream, each subject with its maximum and the mark, total, average in percent, "Result: Pass / ناجح", date of issue; after public descriptions of the Tawjihi examination and its streams.',
    render,
  },
];
