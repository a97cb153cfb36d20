/**
 * Qatari university academic transcript in English with Arabic, after the public grading policy of Qatar's national
 * university (grades A 4.00, B+ 3.50, B 3.00, C+ 2.50, C 2.00, D+ 1.50, D 1.00, F 0.00, P pass; quality points = credit
 * hours × grade points; the semester and cumulative GPA on 4.00 to two places) and the transcripts of Gulf universities:
 * the university's name and address in both languages ("Doha, State of Qatar" / "الدوحة، دولة قطر"), each caption in
 * English and Arabic ("Student Name / اسم الطالب"), the name in both scripts, the QID-style student number, the
 * college, the programme "Bachelor of Science in Computer Engineering" (the degree is named without its field, README),
 * the admission term, terms "Fall 2017" / "Spring 2018" with course code, title, credit hours, grade and quality points,
 * a totals row under each term (term hours, term GPA: no course), the cumulative GPA and hours earned, the graduation
 * date. The table runs over pages. Main language English (the values are English). Names, numbers and institutions
 * are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, course, courseTable, digits, iso, ngPerson, ngResult, rtl, setInstitution, slashed, type Column, type TableRow } from '../lib/ng-kit';

const UNIS = [
  { en: 'Doha Gulf University', ar: 'جامعة خليج الدوحة', addr: 'P.O. Box 27130, Doha, State of Qatar', web: 'www.dgu.edu.qa' },
  { en: 'Pearl Coast University', ar: 'جامعة ساحل اللؤلؤ', addr: 'P.O. Box 31544, Doha, Qatar', web: 'www.pcu.edu.qa' },
];
const PROGRAMS = [
  { head: 'Bachelor of Science', field: 'Computer Engineering', college: 'College of Engineering', prefix: 'CMPE', titles: ['Programming Concepts', 'Digital Logic Design', 'Calculus I', 'General Physics I', 'English Composition I', 'Data Structures', 'Calculus II', 'Electric Circuits', 'Computer Organization', 'Islamic Culture', 'Discrete Mathematics', 'Microprocessors', 'Operating Systems', 'Signals and Systems', 'Computer Networks', 'Embedded Systems', 'Software Engineering', 'Database Systems', 'Senior Design Project I', 'Senior Design Project II', 'Arabic Language I', 'History of Qatar', 'Probability and Statistics', 'Linear Algebra'] },
  { head: 'Bachelor of Business Administration', field: null, college: 'College of Business and Economics', prefix: 'MGMT', titles: ['Principles of Management', 'Financial Accounting', 'Microeconomics', 'Business Mathematics', 'English Composition I', 'Managerial Accounting', 'Macroeconomics', 'Business Statistics', 'Organizational Behavior', 'Islamic Culture', 'Principles of Marketing', 'Corporate Finance', 'Business Law', 'Operations Management', 'Human Resource Management', 'Management Information Systems', 'International Business', 'Strategic Management', 'Entrepreneurship', 'Business Ethics', 'Arabic Language I', 'History of Qatar'] },
  { head: 'Bachelor of Arts', field: 'English Literature and Linguistics', college: 'College of Arts and Sciences', prefix: 'ENGL', titles: ['Introduction to Literature', 'English Composition I', 'Introduction to Linguistics', 'Islamic Culture', 'Phonetics and Phonology', 'Survey of English Literature I', 'Morphology and Syntax', 'Arabic Language I', 'Survey of English Literature II', 'Sociolinguistics', 'Shakespeare', 'The Novel', 'Translation Theory', 'Discourse Analysis', 'Modern Poetry', 'Research Methods', 'Postcolonial Literature', 'Senior Seminar', 'History of Qatar', 'Semantics'] },
];
const GRADES: Array<[string, number]> = [['A', 4], ['B+', 3.5], ['B', 3], ['C+', 2.5], ['C', 2], ['D+', 1.5], ['D', 1]];

async function render(rng: Rng) {
  const person = ngPerson(rng, 'QA');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMS);
  const programme = prog.field ? `${prog.head} in ${prog.field}` : prog.head;
  const entry = rng.int(2014, 2019);
  const semesters = 8;
  const grad = iso(entry + 4, 6, rng.int(5, 25));
  const issued = iso(entry + 4, rng.int(7, 12), rng.int(1, 28));
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const studentId = `${String(entry).slice(2)}${digits(rng, 7)}`;
  const ability = rng.float(0.2, 3.2);

  const r = ngResult('en', person, dob);
  setInstitution(r, uni.en, 'QA');
  const rows: TableRow[] = [];
  let totalCh = 0;
  let totalQp = 0;
  const per = Math.floor(prog.titles.length / semesters);
  const perSem = Math.max(3, Math.min(per, 4));
  for (let s = 0; s < semesters; s++) {
    const fall = s % 2 === 0;
    const year = entry + Math.floor((s + 1) / 2);
    const term = `${fall ? 'Fall' : 'Spring'} ${year}`;
    rows.push({ heading: term });
    let ch = 0;
    let qp = 0;
    for (let k = 0; k < perSem; k++) {
      const title = prog.titles[(s * perSem + k) % prog.titles.length];
      const code = `${prog.prefix} ${100 * (1 + Math.floor(s / 2)) + 20 * k + 10 * (s % 2) + rng.int(0, 9)}`;
      const [g, gp] = GRADES[Math.max(0, Math.min(6, Math.round(ability + rng.gauss() * 1.2)))];
      const cr = rng.pick([3, 3, 3, 4]);
      ch += cr;
      qp += cr * gp;
      rows.push({ cells: [code, title, String(cr), g, (cr * gp).toFixed(2)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term: fall ? 'Fall' : 'Spring', year }));
    }
    totalCh += ch;
    totalQp += qp;
    rows.push({ cells: ['', `Term totals — GPA ${(qp / ch).toFixed(2)}   Cumulative GPA ${(totalQp / totalCh).toFixed(2)}`, String(ch), '', qp.toFixed(2)], bold: true });
  }
  const cgpa = (totalQp / totalCh).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.head, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field, registrationNumber: studentId, yearOfAdmission: entry, yearOfCompletion: entry + 4,
    dateOfIssue: issued, status: 'Completed', cgpa, totalCreditsOrMarks: String(totalCh),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.en, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ng-ar', FONT_FILES.naskh[0]);
  doc.registerFont('ng-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('ng-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'ng-ar-b' : 'ng-ar', size, 'ng-lat');
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const maroon = '#7a1f3d';
  const L = 40;
  pdf.crest(W / 2, 52, 20, uni.en.split(' ').map((w) => w[0]).join(''), maroon);
  pdf.text(uni.en.toUpperCase(), L, 38, { font: F.bold, size: 12, width: 220, color: maroon, fit: true });
  pdf.text(uni.addr, L, 56, { font: F.regular, size: 8, width: 220, fit: true });
  pdf.text(uni.web, L, 68, { font: F.regular, size: 8 });
  ar(uni.ar, W - L, 44, 13, true);
  ar('الدوحة، دولة قطر', W - L, 64, 9);
  pdf.line(L, 84, W - L, 84, 1.2, maroon);
  pdf.text('ACADEMIC TRANSCRIPT', L, 94, { font: F.bold, size: 13, width: W - 2 * L, align: 'center' });
  ar('كشف الدرجات الأكاديمي', W / 2 + 60, 118, 11, true);
  let y = 138;
  const info: Array<[string, string, string]> = [
    ['Student Name', 'اسم الطالب', `${person.given} ${person.family}`],
    ['Student No.', 'الرقم الجامعي', studentId],
    ['Date of Birth', 'تاريخ الميلاد', slashed(dob)],
    ['College', 'الكلية', prog.college],
    ['Program', 'البرنامج', programme],
    ['Admission Term', 'فصل القبول', `Fall ${entry}`],
    ['Graduation Date', 'تاريخ التخرج', slashed(grad)],
  ];
  for (const [en, arLabel, v] of info) {
    pdf.text(`${en}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 105, y, { font: F.regular, size: 9, width: en === 'Student Name' ? 170 : W - 2 * L - 220, fit: true });
    ar(`:${arLabel}`.replace(/^:(.*)$/, '$1:'), W - L, y + 2, 9);
    y += 15;
  }
  ar(`${person.nativeGiven ?? ''} ${person.nativeFamily ?? ''}`.trim(), W - L - 110, 138 + 2, 9, true);
  y += 10;
  const cols: Column[] = [
    { label: 'Course Code', width: 72 },
    { label: 'Course Title', width: W - 2 * L - 72 - 50 - 50 - 70, wrap: true },
    { label: 'CH', width: 50, align: 'center' },
    { label: 'Grade', width: 50, align: 'center' },
    { label: 'Points', width: 70, align: 'right' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.5, ruling: rng.pick(['rows', 'zebra'] as const), headerFill: '#f1e3e8', repeatHeader: true, top: 46, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${uni.en} — Academic Transcript — ${person.given} ${person.family} (${studentId})`, L, 30, { font: F.italic, size: 7.5 });
      return 0;
    },
  });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`Total Credit Hours Earned: ${totalCh}`, L, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA: ${cgpa} / 4.00`, L + 250, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Degree conferred: ${programme}`, L, y + 28, { font: F.bold, size: 9.5, width: W - 2 * L, fit: true });
  pdf.text('Grades: A 4.00, B+ 3.50, B 3.00, C+ 2.50, C 2.00, D+ 1.50, D 1.00, F 0.00. CH = credit hours.', L, y + 46, { font: F.italic, size: 7.5 });
  pdf.text(`Date of Issue: ${slashed(issued)}`, L, y + 76, { font: F.regular, size: 9 });
  pdf.signature(W - 200, y + 70, 110, rng);
  pdf.text('Registrar', W - 220, y + 88, { font: F.bold, size: 8.5, width: 140, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': uni.en.toUpperCase(), 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'ng-qa-transcript',
    country: 'QA',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Qatari university academic transcript in English with Arabic: the university and "Doha, State of Qatar" in both languages, captions "Student Name / اسم الطالب", the name in both scripts, student number, college, "Program: Bachelor of Science in Computer Engineering", admission term, "Fall 2017" / "Spring 2018" terms with code, title, credit hours, grades A-F with B+ C+ D+ and quality points, a totals row per term with the term and cumulative GPA, total credit hours earned and cumulative GPA on 4.00; after the public grading policy of Qatar\'s national university.',
    render,
  },
];
