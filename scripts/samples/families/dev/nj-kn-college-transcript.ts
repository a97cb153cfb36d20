/**
 * Academic transcript of a college of further education of Saint Kitts and Nevis, after public descriptions of the
 * Federation's post-secondary college (associate degrees over four semesters, "Semester I 2018/2019", credits, letter
 * grades A to F with plus and minus on a 4-point scale, quality points, semester and cumulative GPA): the college
 * with "Basseterre, St. Kitts, West Indies" and its (869) telephone (the country placed by the island and the
 * code), the student's name, ID (the registration) and date of birth, "Programme: Associate Degree in Business
 * Administration" (README: an associate degree keeps the field it joins; the field the major), the date of entry,
 * semesters with course code, title, credits, grade and quality points, a semester line and a cumulative line under
 * each semester (no course), total credits earned, the cumulative GPA and the date the award was conferred.
 * Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, njPerson, njResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nj-kit';

const COLLEGES = [
  { name: 'Federation College of Further Education', short: 'FCFE', addr: 'Cayon Street, Basseterre, St. Kitts, West Indies', tel: 'Tel: (869) 465-2281' },
  { name: 'Frigate Bay Community College', short: 'FBCC', addr: 'P.O. Box 604, Basseterre, St. Kitts, West Indies', tel: 'Tel: (869) 466-7310 · registry@fbcc.edu.kn' },
];
const PROGRAMMES = [
  { field: 'Business Administration', prefix: ['ACCT', 'MGMT', 'ECON', 'ENGL', 'MATH'], titles: ['Principles of Accounting I', 'Introduction to Business', 'Principles of Microeconomics', 'English Composition I', 'College Algebra', 'Principles of Accounting II', 'Principles of Management', 'Principles of Macroeconomics', 'English Composition II', 'Business Statistics', 'Business Law', 'Marketing Principles', 'Human Resource Management', 'Caribbean Studies', 'Computer Applications', 'Financial Management', 'Entrepreneurship', 'Organisational Behaviour', 'Business Communication', 'Research Project'] },
  { field: 'Information Technology', prefix: ['ITEC', 'ITEC', 'MATH', 'ENGL', 'PHYS'], titles: ['Introduction to Computing', 'Programming I', 'Discrete Mathematics', 'English Composition I', 'Physics for Computing', 'Programming II', 'Computer Networks I', 'Database Systems', 'English Composition II', 'Web Development', 'Operating Systems', 'Systems Analysis and Design', 'Computer Networks II', 'Caribbean Studies', 'Data Structures', 'Information Security', 'Mobile Applications', 'IT Project Management', 'Technical Writing', 'Capstone Project'] },
];
const GRADES: Array<[string, number]> = [['A', 4], ['A-', 3.67], ['B+', 3.33], ['B', 3], ['B-', 2.67], ['C+', 2.33], ['C', 2]];

async function render(rng: Rng) {
  const person = njPerson(rng, 'KN');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGRAMMES);
  const programme = `Associate Degree in ${prog.field}`;
  const entry = rng.int(2014, 2021);
  const dob = iso(entry - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const conferred = iso(entry + 2, rng.pick([6, 7]), rng.int(1, 28));
  const issued = iso(entry + 2, rng.int(8, 12), rng.int(1, 28));
  const id = `${col.short}${String(entry).slice(2)}${digits(rng, 4)}`;
  const ability = rng.float(0, 5.5);

  const r = njResult('en', person, dob);
  setInstitution(r, col.name, 'KN');
  const rows: TableRow[] = [];
  let totalCr = 0;
  let totalQp = 0;
  const perSem = 5;
  for (let s = 0; s < 4; s++) {
    const session = `${entry + Math.floor(s / 2)}/${entry + Math.floor(s / 2) + 1}`;
    const term = `Semester ${s % 2 === 0 ? 'I' : 'II'}`;
    rows.push({ heading: `${term} ${session}` });
    let cr = 0;
    let qp = 0;
    for (let k = 0; k < perSem; k++) {
      const title = prog.titles[s * perSem + k];
      const code = `${prog.prefix[k]} ${s < 2 ? 1 : 2}${String(s * perSem + k + 1).padStart(2, '0')}`;
      const [g, gp] = GRADES[Math.max(0, Math.min(6, Math.round(6 - ability + rng.gauss() * 1.2)))];
      const c = /Project/.test(title) ? 4 : 3;
      cr += c;
      qp += c * gp;
      rows.push({ cells: [code, title, c.toFixed(2), g, (c * gp).toFixed(2)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: c, grade: g, term, session }));
    }
    totalCr += cr;
    totalQp += qp;
    rows.push({ cells: ['', `Semester: Credits ${cr.toFixed(2)}  GPA ${(qp / cr).toFixed(2)}`, '', '', ''], bold: true });
    rows.push({ cells: ['', `Cumulative: Credits ${totalCr.toFixed(2)}  GPA ${(totalQp / totalCr).toFixed(2)}`, '', '', ''], bold: true });
  }
  const gpa = (totalQp / totalCr).toFixed(2);
  Object.assign(r.qualification, {
    name: programme, level: 'Associate', program: programme, majorOrSpecialization: prog.field, registrationNumber: id, yearOfAdmission: entry,
    yearOfCompletion: entry + 2, dateOfIssue: issued, status: 'Completed', cgpa: gpa, totalCreditsOrMarks: String(totalCr),
  });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: col.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2], SANS[2]]);
  const L = 44;
  const maroon = '#6b1d2a';
  pdf.shield(L, 30, 34, maroon);
  pdf.text(col.name.toUpperCase(), L + 46, 34, { font: F.bold, size: 14, color: maroon, width: W - 2 * L - 46, fit: true });
  pdf.text(col.addr, L + 46, 54, { font: F.regular, size: 8.5 });
  pdf.text(col.tel, L + 46, 66, { font: F.regular, size: 8.5 });
  pdf.line(L, 88, W - L, 88, 1, maroon);
  pdf.text('OFFICIAL TRANSCRIPT OF ACADEMIC RECORD', L, 96, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
  const name = rng.bool(0.5) ? `${person.family.toUpperCase()}, ${person.given}` : `${person.given} ${person.family}`;
  const info: Array<[string, string]> = [
    ['Student Name', name], ['Student ID', id],
    ['Date of Birth', rng.bool(0.5) ? slashed(dob) : dateEn(dob)], ['Date of Entry', `August ${entry}`],
    ['Programme', programme], ['Status', 'Graduated'],
  ];
  let y = 122;
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 10;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 9 });
    pdf.text(v, x + 80, y, { font: F.regular, size: 9, width: W / 2 - 100, fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 10;
  const cols: Column[] = [
    { label: 'Course', width: 70 },
    { label: 'Title', width: W - 2 * L - 70 - 56 - 46 - 60, wrap: true },
    { label: 'Credits', width: 56, align: 'right' },
    { label: 'Grade', width: 46, align: 'center' },
    { label: ['Quality', 'Points'], width: 60, align: 'right' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.5, ruling: rng.pick(['rows', 'header-only', 'zebra'] as const), headerFill: '#efe3e5', repeatHeader: true, top: 40, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${col.name} — Transcript of ${name} (${id}) — continued`, L, 36, { font: F.italic, size: 8 });
      return 14;
    },
  });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  pdf.text(`Total Credits Earned: ${totalCr.toFixed(2)}`, L, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA: ${gpa}`, L + 220, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Award: ${programme}, conferred ${dateEn(conferred)}`, L, y + 30, { font: F.bold, size: 9.5, width: W - 2 * L, fit: true });
  pdf.text('Grading: A 4.00, A- 3.67, B+ 3.33, B 3.00, B- 2.67, C+ 2.33, C 2.00, D 1.00, F 0.00. Credits are semester credit hours.', L, y + 48, { font: F.italic, size: 7.5, width: W - 2 * L, fit: true });
  pdf.text(`Date Issued: ${slashed(issued)}`, L, y + 76, { font: F.regular, size: 9 });
  pdf.signature(W - L - 150, y + 76, 110, rng);
  pdf.text('Registrar', W - L - 170, y + 90, { font: F.bold, size: 9, width: 150, align: 'center' });
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`Page ${p} of ${n} — not valid without the college seal`, L, pdf.height - 34, { font: F.italic, size: 7, width: W - 2 * L, align: 'center' });
  }
  const shownDob = info[2][1];
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': col.name.toUpperCase(), 'candidate.fullName': name, 'candidate.dateOfBirth': shownDob, 'qualification.dateOfIssue': slashed(issued), 'qualification.totalCreditsOrMarks': totalCr.toFixed(2) },
  };
}

export const families: Family[] = [
  {
    id: 'nj-kn-college-transcript',
    country: 'KN',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Kittitian college transcript: the college with "Basseterre, St. Kitts, West Indies" and an (869) telephone, name (SURNAME, Given or natural order), student ID, date of birth, date of entry, "Programme: Associate Degree in …", semesters "Semester I 2018/2019" with course code, title, credits "3.00", letter grades A to C with plus and minus and quality points, semester and cumulative lines (no course), total credits earned, cumulative GPA, the award and its conferral date; after public descriptions of post-secondary colleges in Saint Kitts and Nevis.',
    render,
  },
];
