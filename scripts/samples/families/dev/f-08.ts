/**
 * Israeli academic college's transcript of grades in English and Hebrew (the bilingual "Transcript / גיליון
 * ציונים" colleges issue for study abroad): the college's name in Hebrew and English with its P.O. Box and city,
 * "Israel" and a +972 telephone; bilingual captions "Name / שם", "Student No. / מס׳ סטודנט", "ID No. / מספר זהות"
 * (the national identity number, not the student number), date of birth on some, "Degree / תואר" with "Bachelor
 * of Science (B.Sc.)" and "Department / חוג" (the major); the courses per semester under a heading "Semester A
 * 2019/2020 / סמסטר א'", each row with a code, the English title, the Hebrew title in its own column (right to
 * left), credit points (נ"ז, in halves: 3.5) and the grade on the 0-100 scale (pass 60), "Pass" for the courses
 * graded pass/fail; totals of credit points and the weighted average (ממוצע משוקלל), the eligibility for the degree
 * with its date for a graduate, the academic secretary's signature and the date. As described by Israeli
 * colleges' academic regulations (grades out of 100, credit points, semesters A and B, weighted averages).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, fPerson, fResult, fTable, hebrew, hebrewWidth, iso, longDate, type FRow } from './f-kit';

const COLLEGES = [
  { en: 'Mount Tabor Academic College', he: 'המכללה האקדמית הר תבור', city: 'Afula', box: '9020', host: 'mtac.ac.il', phone: '4' },
  { en: 'Negev Institute of Applied Sciences', he: 'המכון למדעים שימושיים בנגב', city: 'Beersheba', box: '653', host: 'nias.ac.il', phone: '8' },
];
const COURSES: Array<[string, string, number]> = [
  ['Introduction to Computer Science', 'מבוא למדעי המחשב', 5], ['Calculus 1', 'חשבון אינפיניטסימלי 1', 5], ['Discrete Mathematics', 'מתמטיקה בדידה', 4], ['English for Academic Purposes', 'אנגלית לצרכים אקדמיים', 0],
  ['Linear Algebra', 'אלגברה לינארית', 5], ['Calculus 2', 'חשבון אינפיניטסימלי 2', 5], ['Logic and Set Theory', 'לוגיקה ותורת הקבוצות', 3.5], ['Physics 1', 'פיזיקה 1', 4],
  ['Data Structures', 'מבני נתונים', 4], ['Probability', 'הסתברות', 3.5], ['Computer Architecture', 'ארכיטקטורת מחשבים', 3.5], ['Object-Oriented Programming', 'תכנות מונחה עצמים', 4],
  ['Algorithms', 'אלגוריתמים', 4], ['Operating Systems', 'מערכות הפעלה', 4], ['Databases', 'מסדי נתונים', 3.5], ['Automata and Formal Languages', 'אוטומטים ושפות פורמליות', 3.5],
  ['Computer Networks', 'רשתות תקשורת', 3.5], ['Software Engineering', 'הנדסת תוכנה', 3.5], ['Machine Learning', 'למידת מכונה', 3.5], ['Compilers', 'קומפילציה', 3.5],
  ['Information Security', 'אבטחת מידע', 3], ['Final Project', 'פרויקט גמר', 6], ['Computer Graphics', 'גרפיקה ממוחשבת', 3], ['Seminar in Computer Science', 'סמינר במדעי המחשב', 2],
];

async function render(rng: Rng) {
  const p = fPerson(rng, 'IL');
  const col = rng.pick(COLLEGES);
  const start = rng.int(2015, 2021);
  const sems = rng.pick([4, 5, 6, 6]);
  const grad = sems === 6;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(20, 25), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const ability = rng.float(66, 92);
  const sno = `${String(start).slice(2)}${digits(rng, 5)}`;
  const r = fResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.en, 'IL');

  const rows: FRow[] = [];
  const heb: Array<string | null> = [];
  let cp = 0;
  let wsum = 0;
  let wcp = 0;
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}/${start + Math.floor(s / 2) + 1}`;
    const term = `Semester ${s % 2 === 0 ? 'A' : 'B'}`;
    rows.push({ band: `${term} ${session}`, cells: [] });
    heb.push(`סמסטר ${s % 2 === 0 ? 'א׳' : 'ב׳'}`);
    for (let c = 0; c < 4; c++) {
      const [en, he, credit] = COURSES[s * 4 + c];
      const code = `${String(10 + s)}${digits(rng, 3)}`;
      if (credit === 0) {
        rows.push({ cells: [code, en, '', '0.0', 'Pass'] });
        heb.push(he);
        r.courses.push(course({ courseNumber: code, courseName: en, credit: 0, grade: 'Pass', term, session }));
        continue;
      }
      const m = around(rng, ability, 8, 56, 100);
      rows.push({ cells: [code, en, '', credit.toFixed(1), String(m)] });
      heb.push(he);
      r.courses.push(course({ courseNumber: code, courseName: en, credit, marksScored: m, maximumMarks: 100, term, session }));
      if (m >= 60) cp += credit;
      wsum += m * credit;
      wcp += credit;
    }
  }
  const avg = (wsum / wcp).toFixed(2);
  const eligible = iso(start + 3, rng.int(7, 10), rng.int(1, 28));
  const issued = grad ? iso(start + 3, 11, rng.int(1, 28)) : iso(start + Math.ceil(sems / 2), sems % 2 === 0 ? 8 : 3, rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sno, name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Computer Science',
    yearOfAdmission: start, dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: cp.toFixed(1),
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 3, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Transcript of Grades', author: col.en, creationDate: new Date(`${issued}T07:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const R = L + W;
  const c = rng.pick(['#003f6b', '#4a2c6d', '#1f5130']);
  const latin = F.regular;
  pdf.text(col.en, L, 30, { font: F.bold, size: 13.5, color: c });
  hebrew(pdf, col.he, R, 30, { size: 13, bold: true, color: c, latin });
  pdf.text(`P.O. Box ${col.box}, ${col.city}, Israel  ·  Tel. +972-${col.phone}-${digits(rng, 7)}  ·  www.${col.host}`, L, 50, { font: F.regular, size: 8, width: W, fit: true });
  pdf.line(L, 64, R, 64, 1, c);
  pdf.text('TRANSCRIPT OF GRADES', L, 74, { font: F.bold, size: 13, width: W / 2 });
  hebrew(pdf, 'גיליון ציונים', R, 74, { size: 13, bold: true, latin });
  let y = 100;
  const cap: Array<[string, string, string]> = [
    ['Name', 'שם', `${p.given} ${p.family}`], ['Student No.', "מס׳ סטודנט", sno], ['ID No.', 'מספר זהות', digits(rng, 9)],
    ['Degree', 'תואר', 'Bachelor of Science (B.Sc.)'], ['Department', 'חוג', 'Computer Science'],
  ];
  if (showDob) cap.splice(3, 0, ['Date of Birth', 'תאריך לידה', dmy(dob, '.')]);
  cap.forEach(([en, he, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 15;
    const w = pdf.text(`${en} /`, x, yy, { font: F.bold, size: 8.5 });
    const hw = hebrewWidth(pdf, he, 8.5, true);
    hebrew(pdf, he, x + w + 4 + hw, yy, { size: 8.5, bold: true, latin });
    pdf.text(v, x + 150, yy, { font: F.regular, size: 8.5, width: W / 2 - 156, fit: true });
  });
  y += Math.ceil(cap.length / 2) * 15 + 10;
  const titleW = (W - 52 - 54 - 54) / 2;
  const cols = [{ label: ['Code', 'קוד'], width: 52 }, { label: ['Course', ''], width: titleW }, { label: ['', 'שם הקורס'], width: titleW, align: 'right' as const }, { label: ['Credits', 'נ״ז'], width: 54, align: 'center' as const }, { label: ['Grade', 'ציון'], width: 54, align: 'center' as const }];
  // The Hebrew captions of the header are drawn right to left over the blanks left for them.
  const headerCols = cols.map((col2) => ({ ...col2, label: (col2.label as string[]).map((l) => (/[\u0590-\u05FF]/.test(l) ? '' : l)) }));
  const rowH = 13;
  const top = y;
  y = fTable(pdf, F, L, y, headerCols, [], { size: 8.2, rowH, ruling: 'none', fill: '#eef1f5' });
  let hx = L;
  cols.forEach((col2) => {
    const he = (col2.label as string[]).find((l) => /[\u0590-\u05FF]/.test(l));
    if (he) hebrew(pdf, he, hx + col2.width - 4, top + 3 + 8.2 * 1.2, { size: 7.8, bold: true, latin });
    hx += col2.width;
  });
  rows.forEach((row, i) => {
    if (y > pdf.height - 140) {
      pdf.text('continued overleaf', L, pdf.height - 40, { font: F.italic, size: 7.5, width: W, align: 'right' });
      pdf.addPage();
      pdf.text(`${p.given} ${p.family}  ·  ${sno}`, L, 30, { font: F.bold, size: 9 });
      y = 50;
    }
    const yy = y;
    y = fTable(pdf, F, L, y, cols.map((col2) => ({ ...col2, label: '' })), [row], { size: 8.2, rowH, ruling: 'rows', header: false, bandFill: '#f5f6f8' });
    const he = heb[i];
    if (he) {
      const right = row.band !== undefined ? R - 4 : L + 52 + titleW * 2 - 3;
      hebrew(pdf, he, right, yy + (rowH - 8.2) / 2, { size: 8.2, bold: row.band !== undefined, latin });
    }
  });
  y += 14;
  pdf.text(`Total credit points: ${cp.toFixed(1)}     Weighted average: ${avg}`, L, y, { font: F.bold, size: 9.5 });
  hebrew(pdf, `ממוצע משוקלל ${avg}`, R, y, { size: 9, latin });
  y += 18;
  if (grad) pdf.text(`Eligible for the degree Bachelor of Science (B.Sc.) in Computer Science as of ${longDate(eligible, 'en')}.`, L, y, { font: F.regular, size: 9 });
  else pdf.text('Studies in progress.', L, y, { font: F.regular, size: 9 });
  y += 40;
  pdf.signature(L + 20, y - 18, 100, rng);
  pdf.line(L, y, L + 170, y, 0.5);
  pdf.text('Academic Secretary', L, y + 4, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  hebrew(pdf, 'מזכירות אקדמית', L + 135, y + 16, { size: 8.5, latin });
  pdf.text(`Date: ${dmy(issued, '.')}`, R - 160, y + 4, { font: F.regular, size: 8.5, width: 160, align: 'right' });
  pdf.text('Grades are on a scale of 0-100; the passing grade is 60. Credit points are weekly semester hours.', L, pdf.height - 52, { font: F.italic, size: 7.2, width: W, fit: true });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dmy(issued, '.') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '.');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-08-transcript',
    country: 'IL',
    languages: ['en', 'he'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Israeli academic college transcript of grades in English and Hebrew: the name in both scripts, P.O. Box, city, Israel and +972; captions "English / Hebrew"; student number, the national ID number (a decoy), birth date on some, "Bachelor of Science (B.Sc.)" and the department; per semester ("Semester A 2019/2020") code, English title, Hebrew title in its own column, credit points in halves and the grade out of 100 ("Pass" for pass/fail courses); total credit points and the weighted average; the eligibility for the degree with its date; as described by Israeli colleges\' academic regulations.',
    render,
  },
];
