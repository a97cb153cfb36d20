/**
 * Egyptian development family: a bilingual (English/Arabic) university transcript of the yearly
 * system, with English and Arabic letterhead blocks, bilingual student data, subjects per academic
 * year with the maximum and obtained marks and the grade word in both languages, and the
 * cumulative grade and percentage.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, crest, digits, emptyResult, face, fitText, iso, MONTHS, openDoc, rtl, setCountry, setName, signature, table, watermark, ymd, type Column, type TableRow } from '../lib/c-common';
import { arPerson } from '../lib/c-people';
import { bidiCell, egGrade, egUniversity, EG_FACULTIES } from '../lib/c-eg';

const YEARS: Array<[string, string]> = [['First Year', 'الفرقة الأولى'], ['Second Year', 'الفرقة الثانية'], ['Third Year', 'الفرقة الثالثة'], ['Fourth Year', 'الفرقة الرابعة'], ['Fifth Year', 'الفرقة الخامسة']];

async function egTranscript(rng: Rng): Promise<FamilySample> {
  const p = arPerson(rng, 4);
  const fac = rng.pick(EG_FACULTIES);
  const uni = egUniversity(rng);
  const nYears = fac.en === 'Faculty of Engineering' ? 5 : 4;
  const gradYear = rng.int(2012, 2024);
  const admitted = gradYear - nYears;
  const dob = ymd(rng, admitted - 18);
  const issued = ymd(rng, gradYear, [8, 12]);
  const studentId = digits(rng, rng.int(6, 8));
  const { doc, finish } = openDoc({ created: issued, margin: 30 });
  const lat = face(doc, rng.pick(['libSerif', 'notoSerif', 'libSans', 'dejavuSans'] as const));
  const ar = face(doc, rng.pick(['naskh', 'sansArabic'] as const));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 34;
  const CW = W - 2 * L;
  const size = rng.pick([8.5, 9]);
  // Letterhead: English on the left, Arabic on the right, crest between.
  let y = 30;
  const enHead = ['Arab Republic of Egypt', uni.en, fac.en, 'Students Affairs Office'];
  const arHead = ['جمهورية مصر العربية', uni.ar, fac.ar, 'شئون الطلاب'];
  enHead.forEach((t, i) => fitText(doc, t, L, y + i * 13, CW / 2 - 50, 'left', i === 1 ? lat.b : lat.r, i === 1 ? 11 : 9.5));
  arHead.forEach((t, i) => rtl(doc, t, L + CW, y + i * 14 - 4, i === 1 ? ar.b : ar.r, i === 1 ? 11 : 9.5));
  crest(doc, W / 2 - 20, y, 40, uni.en.split(' ').map((w) => w[0]).join(''), lat.b);
  y += 62;
  doc.save().lineWidth(1).moveTo(L, y).lineTo(L + CW, y).stroke().restore();
  y += 8;
  fitText(doc, 'ACADEMIC TRANSCRIPT', L, y, CW / 2, 'left', lat.b, 13);
  rtl(doc, 'بيان درجات', L + CW, y - 5, ar.b, 13);
  y += 24;
  const fullEn = p.parts.map((x) => x[1]).join(' ');
  const fullAr = p.parts.map((x) => x[0]).join(' ');
  const capsName = rng.bool(0.4);
  const dobText = `${String(dob.d).padStart(2, '0')}/${String(dob.m).padStart(2, '0')}/${dob.y}`;
  const info: Array<[string, string, string, string]> = [
    ['Student Name', capsName ? fullEn.toUpperCase() : fullEn, 'اسم الطالب', fullAr],
    ['Nationality', 'Egyptian', 'الجنسية', 'مصري'],
    ['Date of Birth', dobText, 'تاريخ الميلاد', dobText],
    ['Student ID', studentId, 'رقم القيد', studentId],
    ['Year of Enrolment', `${admitted}/${admitted + 1}`, 'العام الجامعي للالتحاق', `${admitted}/${admitted + 1}`],
    ['Degree', fac.degree[0], 'الدرجة', fac.degree[1]],
  ];
  for (const [le, ve, la, va] of info) {
    fitText(doc, `${le}:`, L, y, 100, 'left', lat.b, size);
    fitText(doc, ve, L + 100, y, CW / 2 - 110, 'left', lat.r, size);
    const wa = rtl(doc, `${la}:`, L + CW, y - size * 0.35, ar.b, size);
    if (/^[0-9/]+$/.test(va)) fitText(doc, va, L + CW / 2 + 10, y, CW / 2 - wa - 20, 'right', lat.r, size);
    else rtl(doc, va, L + CW - wa - 10, y - size * 0.35, ar.r, size, lat.r);
    y += size * 1.9;
  }
  y += 6;

  const e = emptyResult('ar');
  const rows: TableRow[] = [];
  const pool = rng.sample(fac.subjects, fac.subjects.length);
  const strength = rng.float(0, 1);
  let total = 0;
  let max = 0;
  let k = 0;
  const arabicFirst = rng.bool(0.4);
  for (let yr = 0; yr < nYears; yr++) {
    const session = `${admitted + yr}/${admitted + yr + 1}`;
    rows.push({ heading: `${YEARS[yr][0]} — ${session}` });
    const count = Math.min(rng.int(4, 6), pool.length - k);
    for (let i = 0; i < count; i++, k++) {
      const [en, arName] = pool[k];
      const maxMark = rng.pick([100, 100, 150, 200]);
      const pct = Math.max(50, Math.min(99, Math.round(55 + rng.float(0, 40) * (0.4 + strength * 0.6) + rng.float(-5, 10))));
      const mark = Math.round((pct / 100) * maxMark);
      const [gEn, gAr] = egGrade((mark / maxMark) * 100);
      total += mark;
      max += maxMark;
      const code = `${fac.en.split(' ')[2].slice(0, 3).toUpperCase()} ${yr + 1}${digits(rng, 2)}`;
      rows.push({ cells: arabicFirst ? [code, arName, en, String(maxMark), String(mark), gEn, gAr] : [code, en, arName, String(maxMark), String(mark), gEn, gAr] });
      e.courses.push(course({ courseNumber: code, courseName: en, grade: gEn, marksScored: mark, maximumMarks: maxMark, term: YEARS[yr][0], session }));
    }
  }
  const cols: Column[] = [
    { header: 'Code', width: 50 },
    { header: 'Course Title', width: 150 },
    { header: 'اسم المقرر', width: 140, align: 'right' },
    { header: 'Max.', width: 36, align: 'center' },
    { header: 'Mark', width: 36, align: 'center' },
    { header: 'Grade', width: 60, align: 'center' },
    { header: 'التقدير', width: 55, align: 'right' },
  ];
  if (arabicFirst) [cols[1], cols[2]] = [cols[2], cols[1]];
  const scale = CW / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  const draw = bidiCell(doc, { latin: lat.r, latinBold: lat.b, arabic: ar.r, arabicBold: ar.b }, size);
  const tableTop = y;
  y = table(doc, {
    x: L, y, columns: cols, rows, font: lat.r, bold: lat.b, size, bottom: H - 50, grid: 'full', headerFill: '#eef0e6', padding: 3.5, drawCell: draw,
    newPage: () => {
      doc.addPage();
      fitText(doc, `${fullEn} — ${studentId} — (continued)`, L, 26, CW, 'left', lat.r, 8);
      return 42;
    },
  });
  if (rng.bool(0.5)) watermark(doc, uni.en.toUpperCase(), W / 2, (tableTop + Math.min(y, H - 60)) / 2 + 40, { font: lat.b, size: 34, angle: -30 });
  if (y > H - 150) {
    doc.addPage();
    y = 50;
  }
  const pct = ((total / max) * 100).toFixed(2);
  const [cgEn, cgAr] = egGrade(Number(pct));
  y += 10;
  fitText(doc, `Total: ${total} / ${max}`, L, y, CW / 2, 'left', lat.b, size + 0.5);
  rtl(doc, `المجموع الكلي: ${total} / ${max}`, L + CW, y - 4, ar.b, size + 0.5, lat.b);
  y += 16;
  fitText(doc, `Cumulative Grade: ${cgEn} (${pct}%)`, L, y, CW / 2, 'left', lat.b, size + 0.5);
  rtl(doc, `التقدير العام: ${cgAr}`, L + CW, y - 4, ar.b, size + 0.5);
  y += 16;
  const gradText = `${MONTHS.en[rng.pick([5, 6]) - 1]} ${gradYear}`;
  fitText(doc, `Date of Graduation: ${gradText}`, L, y, CW / 2, 'left', lat.r, size + 0.5);
  y += 22;
  doc.font(lat.r).fontSize(7.5).text('Grading: Excellent 85% and above; Very Good 75% to less than 85%; Good 65% to less than 75%; Pass 50% to less than 65%; Fail below 50%.', L, y, { width: CW });
  y = doc.y + 24;
  const issuedText = `${String(issued.d).padStart(2, '0')}/${String(issued.m).padStart(2, '0')}/${issued.y}`;
  fitText(doc, `Issued on: ${issuedText}`, L, y, 200, 'left', lat.r, size);
  const roles: Array<[string, string]> = [['Registrar', 'المختص'], ['Faculty Secretary', 'أمين الكلية'], ['Dean', 'عميد الكلية']];
  roles.forEach(([en, arRole], i) => {
    const x = L + 10 + i * (CW / 3);
    fitText(doc, en, x, y + 22, CW / 3 - 20, 'left', lat.r, size);
    rtl(doc, arRole, x + CW / 3 - 30, y + 32, ar.r, size);
    signature(doc, rng, x, y + 58, 60);
  });
  const pdf = await finish();

  setName(e, p.parts.slice(0, -1).map((x) => x[1]).join(' '), p.parts[p.parts.length - 1][1]);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = uni.en;
  setCountry(e, 'EG');
  Object.assign(e.qualification, {
    registrationNumber: studentId,
    name: fac.degree[0],
    level: 'Bachelor',
    status: 'Completed',
    yearOfAdmission: admitted,
    yearOfCompletion: gradYear,
    dateOfIssue: iso(issued),
    cgpa: pct,
    totalCreditsOrMarks: String(total),
  });
  e.languageCode = 'ar';
  return { pdf, expected: e, printed: { dateOfBirth: dobText, fullName: capsName ? fullEn.toUpperCase() : fullEn, dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'eg-bilingual-transcript',
    country: 'EG',
    languages: ['ar', 'en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      'Egyptian public-university bilingual (English/Arabic) transcript of the yearly system: subjects per academic year (الفرقة الأولى …) with maximum and obtained marks and the grade word (Excellent/ممتاز, Very Good/جيد جدا, Good/جيد, Pass/مقبول), the total and the cumulative grade with percentage, as described by Nuffic and WES Egypt profiles and Egyptian faculty grading regulations.',
    render: egTranscript,
  },
];
