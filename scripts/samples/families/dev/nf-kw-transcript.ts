/**
 * Kuwaiti university academic transcript, after the registrar practice of Kuwaiti universities (the Deanship of
 * Admission and Registration) and the grading references that describe it: the university in Arabic and English with
 * "State of Kuwait" and its P.O. Box in Safat, "OFFICIAL ACADEMIC TRANSCRIPT / كشف الدرجات الرسمي", the student's
 * particulars in a two-column block (Name | Student No., Civil ID — the identity card, never the registration —,
 * College | Major, Degree | Date of Admission, Date of Graduation), the courses by semester ("First Semester
 * 2016/2017", "Second Semester …", "Summer Session …") with the course number, title, credit hours, letter grade on
 * the 4-point scale (A 4.00, A- 3.67, B+ 3.33 … D 1.00, F 0) and quality points, a totals row after each semester
 * (semester hours and GPA, cumulative hours and GPA), the table over two pages, and the cumulative GPA and total credit
 * hours at the end. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, course, courseTable, digits, iso, nfPerson, nfResult, rtl, setInstitution, slashed, type Column, type TableRow } from '../lib/nf-kit';

const UNIS = [
  { name: 'Gulf University of Applied Sciences', ar: 'جامعة الخليج للعلوم التطبيقية', area: 'Mishref' },
  { name: 'Al-Jahra University', ar: 'جامعة الجهراء', area: 'Al-Jahra' },
  { name: 'Kuwait College of Science and Technology Studies', ar: 'كلية الكويت لدراسات العلوم والتكنولوجيا', area: 'Doha' },
];

const MAJORS: Array<{ degree: string; major: string; college: string; courses: Array<[string, string, number]> }> = [
  {
    degree: 'Bachelor of Science', major: 'Computer Engineering', college: 'College of Engineering and Petroleum',
    courses: [['MATH 101', 'Calculus I', 3], ['PHYS 101', 'General Physics I', 3], ['ENGL 101', 'English Language I', 3], ['ARAB 101', 'Arabic Language', 3], ['MATH 102', 'Calculus II', 3], ['PHYS 102', 'General Physics II', 3], ['CPE 201', 'Introduction to Programming', 3], ['ENGL 102', 'Technical Writing', 3], ['CPE 221', 'Digital Logic Design', 3], ['EE 211', 'Electric Circuits I', 3], ['MATH 211', 'Linear Algebra', 3], ['ISLM 101', 'Islamic Culture', 2], ['CPE 261', 'Data Structures', 3], ['CPE 330', 'Computer Organization', 3], ['EE 232', 'Electronics I', 3], ['HIST 112', 'History of Kuwait', 2], ['CPE 341', 'Operating Systems', 3], ['CPE 356', 'Computer Networks', 3], ['CPE 364', 'Microprocessor Systems', 3], ['CPE 401', 'Software Engineering', 3], ['CPE 451', 'Embedded Systems Design', 3], ['CPE 496', 'Engineering Training', 0], ['CPE 499', 'Senior Design Project', 3]],
  },
  {
    degree: 'Bachelor of Business Administration', major: 'Finance and Banking', college: 'College of Business Administration',
    courses: [['ECON 110', 'Principles of Microeconomics', 3], ['MATH 111', 'Business Mathematics', 3], ['ENGL 121', 'English for Business I', 3], ['ARAB 100', 'Arabic Language Skills', 3], ['ACC 101', 'Financial Accounting', 3], ['ECON 120', 'Principles of Macroeconomics', 3], ['STAT 201', 'Business Statistics', 3], ['ISLM 101', 'Islamic Culture', 2], ['FIN 210', 'Principles of Finance', 3], ['MGT 201', 'Principles of Management', 3], ['MKT 201', 'Principles of Marketing', 3], ['LAW 210', 'Commercial Law', 2], ['FIN 311', 'Corporate Finance', 3], ['FIN 320', 'Money and Banking', 3], ['FIN 330', 'Investments', 3], ['QM 310', 'Operations Research', 3], ['FIN 340', 'Islamic Banking and Finance', 3], ['FIN 411', 'Financial Markets and Institutions', 3], ['FIN 420', 'International Finance', 3], ['FIN 450', 'Risk Management', 3], ['MGT 495', 'Strategic Management', 3]],
  },
];

const SCALE: Array<[string, number]> = [['A', 4], ['A-', 3.67], ['B+', 3.33], ['B', 3], ['B-', 2.67], ['C+', 2.33], ['C', 2], ['C-', 1.67], ['D+', 1.33], ['D', 1]];

async function render(rng: Rng) {
  const person = nfPerson(rng, 'KW');
  const uni = rng.pick(UNIS);
  const m = rng.pick(MAJORS);
  const entry = rng.int(2012, 2019);
  const studentNo = `2${String(entry).slice(2)}${digits(rng, 6)}`;
  const civil = `${rng.int(2, 3)}${String(entry - 18).slice(2)}${digits(rng, 8)}`;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(1.5, 3.8);
  const perSem = rng.int(3, 4);

  const r = nfResult('en', person, null);
  setInstitution(r, uni.name, 'KW');
  const rows: TableRow[] = [];
  let cumHrs = 0, cumPts = 0, k = 0, lastYear = entry;
  for (let t = 0; k < m.courses.length; t++) {
    const y0 = entry + Math.floor(t / 2);
    rows.push({ heading: `${t % 2 === 0 ? 'First' : 'Second'} Semester ${y0}/${y0 + 1}` });
    lastYear = y0 + 1;
    let hrs = 0, pts = 0;
    for (const [code, title, cr] of m.courses.slice(k, k + perSem)) {
      const idx = Math.max(0, Math.min(SCALE.length - 1, Math.round((4 - (ability + rng.gauss() * 0.5)) * 3)));
      const [letter, gp] = cr === 0 ? ['P', 0] as [string, number] : SCALE[idx];
      const q = gp * cr;
      rows.push({ cells: [code, title, cr.toFixed(2), letter, q.toFixed(2)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: letter }));
      hrs += cr;
      pts += q;
      k++;
    }
    cumHrs += hrs;
    cumPts += pts;
    rows.push({ cells: ['', `Semester: Hrs ${hrs.toFixed(2)}  GPA ${(pts / hrs).toFixed(2)}     Cumulative: Hrs ${cumHrs.toFixed(2)}  GPA ${(cumPts / cumHrs).toFixed(2)}`, '', '', ''], bold: true });
  }
  const cgpa = (cumPts / cumHrs).toFixed(2);
  const grad = iso(lastYear, 6, rng.int(10, 28));
  const issued = iso(lastYear + rng.int(0, 2), rng.int(7, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    name: m.degree, level: 'Bachelor', majorOrSpecialization: m.major, registrationNumber: studentNo, yearOfAdmission: entry, yearOfCompletion: lastYear,
    dateOfIssue: issued, status: 'Completed', cgpa, totalCreditsOrMarks: cumHrs.toFixed(0),
  });

  const pdf = new Pdf({ size: A4, title: 'Official Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T06:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('nf-ar', FONT_FILES.naskh[0]);
  doc.registerFont('nf-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('nf-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'nf-ar-b' : 'nf-ar', size, 'nf-lat');
  const L = 42;
  const W = pdf.width - 2 * L;
  const teal = rng.pick(['#0b4f6c', '#2a3d1c', '#4a1942']);
  const letterhead = (p: Pdf, full: boolean) => {
    // The English name in the left half, the Arabic in the right: the two never meet.
    p.text(uni.name, L, 30, { font: F.bold, size: full ? 13 : 10, color: teal, width: W / 2 - 24, fit: true });
    ar(uni.ar, L + W, 34, full ? 14 : 11, true);
    if (full) {
      p.text('Deanship of Admission and Registration', L, 47, { font: F.regular, size: 8.5 });
      ar('عمادة القبول والتسجيل', L + W, 52, 10);
      p.text(`P.O. Box ${rng.int(1000, 9999)}, Safat ${rng.int(13000, 13120)}, ${uni.area}, State of Kuwait · Tel. +965 ${digits(rng, 4)} ${digits(rng, 4)}`, L, 60, { font: F.regular, size: 7.5, width: W, fit: true });
    }
  };
  letterhead(pdf, true);
  pdf.line(L, 74, L + W, 74, 1.2, teal);
  pdf.text('OFFICIAL ACADEMIC TRANSCRIPT', L, 84, { font: F.bold, size: 13, width: W / 2 + 60 });
  ar('كشف الدرجات الرسمي', L + W, 90, 13, true);
  const left: Array<[string, string]> = [['Name', `${person.given} ${person.family}`], ['College', m.college], ['Degree', m.degree], ['Date of Admission', `First Semester ${entry}/${entry + 1}`]];
  const right: Array<[string, string]> = [['Student No.', studentNo], ['Civil ID', civil], ['Major', m.major], ['Date of Graduation', slashed(grad)]];
  let y = 108;
  for (let i = 0; i < 4; i++) {
    pdf.text(`${left[i][0]}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(left[i][1], L + 90, y, { font: F.regular, size: 8.5, width: W * 0.56 - 96, fit: true });
    pdf.text(`${right[i][0]}:`, L + W * 0.58, y, { font: F.bold, size: 8.5 });
    pdf.text(right[i][1], L + W * 0.58 + 92, y, { font: F.regular, size: 8.5, width: W * 0.42 - 92, fit: true });
    y += 14;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Course No.', width: 64 },
    { label: 'Course Title', width: W - 64 - 56 - 46 - 60, wrap: true },
    { label: 'Cr. Hrs', width: 56, align: 'center' },
    { label: 'Grade', width: 46, align: 'center' },
    { label: 'Points', width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 9.5, ruling: rng.pick(['rows', 'header-only', 'grid'] as const), headerFill: '#e4edf2', repeatHeader: rng.bool(0.6), top: 40, bottom: pdf.height - 56,
    onNewPage: (p) => {
      letterhead(p, false);
      p.text(`${person.given} ${person.family} · ${studentNo} (continued)`, L, 48, { font: F.italic, size: 8 });
      return 26;
    },
  });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Total Credit Hours Earned: ${cumHrs.toFixed(0)}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Cumulative GPA: ${cgpa} / 4.00`, L + W / 2, y, { font: F.bold, size: 10 });
  pdf.text('Grading: A 4.00, A- 3.67, B+ 3.33, B 3.00, B- 2.67, C+ 2.33, C 2.00, C- 1.67, D+ 1.33, D 1.00, F 0.00; P pass (no points).', L, y + 18, { font: F.italic, size: 7, width: W, fit: true });
  pdf.text(`Date of Issue: ${slashed(issued)}`, L, y + 40, { font: F.regular, size: 9 });
  pdf.text('Dean of Admission and Registration', L + W - 200, y + 84, { font: F.bold, size: 8.5, width: 200, align: 'center' });
  ar('عميد القبول والتسجيل', L + W - 60, y + 102, 10);
  pdf.signature(L + W - 160, y + 72, 110, rng);
  pdf.seal(L + 120, y + 80, 28, teal);
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`Page ${p} of ${n} · This transcript is not valid without the seal of the Deanship.`, L, pdf.height - 34, { font: F.italic, size: 7, width: W, align: 'center' });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.dateOfIssue': slashed(issued), 'qualification.yearOfCompletion': slashed(grad), 'qualification.yearOfAdmission': `${entry}/${entry + 1}` },
  };
}

export const families: Family[] = [
  {
    id: 'nf-kw-transcript',
    country: 'KW',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Kuwaiti university academic transcript, English with an Arabic letterhead and title: "State of Kuwait", P.O. Box in Safat, particulars in two columns (Name | Student No., College | Civil ID a decoy, Degree | Major, Date of Admission | Date of Graduation), courses by "First Semester 2016/2017" with course number, credit hours "3.00", the 4-point letter grade and points, a semester and cumulative totals row after each semester, the table over two pages with a short letterhead, cumulative GPA and total credit hours; after Kuwaiti registrar practice and grading references.',
    render,
  },
];
