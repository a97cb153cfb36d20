/**
 * Academic history (grade report) of a community college of American Samoa, printed landscape from the college's
 * student-records system, in English: the college with its post-office box, "Pago Pago, American Samoa 96799" and a
 * (684) telephone; the student's block in three columns (name "Last, First" or in capitals, the student ID, the birth
 * date as MM/DD/YYYY on some, the degree sought and major, the admit term on some, the print date, which is no date of issue); the terms as
 * headings with the system's term code ("Fall 2019 (202010)"), each course with subject, number, section, title, the
 * grade A-F (W withdrawn, P for a developmental course), attempted and earned hours, GPA hours and quality points;
 * after every term a "Term Totals" line and a "Cumulative Totals" line with the GPA (no courses); a running term
 * without grades at the end of some; the degree awarded with its date, or none; "End of Academic History". As US
 * community colleges' systems print an unofficial academic history.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER_LANDSCAPE, Pdf, SANS, course, digits } from '../lib/a-kit';
import { setInstitution } from '../lib/n-kit';
import { around, iso, jPerson, jResult, jTable, sample, usDate, type JRow } from './j-kit';

const COLLEGES = [
  { name: 'Pago Pago Community College', box: 'P.O. Box 5319', host: 'ppcc.edu.as' },
  { name: 'Tutuila Technical and Community College', box: 'P.O. Box 2706', host: 'ttcc.edu.as' },
];
const GENERAL: Array<[string, string, string]> = [
  ['ENG', '150', 'Freshman Composition'], ['ENG', '151', 'Introduction to Literature'], ['MAT', '151', 'College Algebra'], ['MAT', '120', 'Intermediate Algebra'],
  ['SAM', '151', 'Samoan Language and Culture'], ['HIS', '170', 'Pacific History'], ['PSY', '150', 'General Psychology'], ['SPC', '153', 'Speech Communication'],
  ['BIO', '150', 'General Biology'], ['CSC', '150', 'Computer Literacy'], ['PHS', '150', 'Physical Science'], ['SOC', '150', 'Introduction to Sociology'],
];
const MAJORS = [
  { degree: 'Associate of Arts', major: 'Elementary Education', courses: [['EDU', '150', 'Foundations of Education'], ['EDU', '200', 'Child Development'], ['EDU', '210', 'Classroom Management'], ['EDU', '250', 'Teaching Reading'], ['EDU', '260', 'Practicum in Teaching']] },
  { degree: 'Associate of Science', major: 'Nursing', courses: [['NUR', '101', 'Fundamentals of Nursing'], ['NUR', '110', 'Pharmacology for Nurses'], ['NUR', '201', 'Adult Health Nursing'], ['BIO', '180', 'Anatomy and Physiology'], ['NUR', '250', 'Clinical Practicum']] },
  { degree: 'Associate of Science', major: 'Business Administration', courses: [['ACC', '150', 'Principles of Accounting'], ['BUS', '150', 'Introduction to Business'], ['ECO', '150', 'Principles of Economics'], ['BUS', '230', 'Small Business Management'], ['BUS', '250', 'Business Communication']] },
] as Array<{ degree: string; major: string; courses: Array<[string, string, string]> }>;
const GRADES: Array<[string, number]> = [['A', 4], ['B', 3], ['C', 2], ['D', 1], ['F', 0]];
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8)}/${d.slice(0, 4)}`;

async function render(rng: Rng) {
  const p = jPerson(rng, 'AS');
  const col = rng.pick(COLLEGES);
  const maj = rng.pick(MAJORS);
  const start = rng.int(2015, 2022);
  const done = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 24), rng.int(1, 12), rng.int(13, 28));
  const showDob = rng.bool(0.5);
  const showAdmit = rng.bool(0.5);
  const sid = `A00${digits(rng, 5)}`;
  const F = rng.pick([SANS[0], SANS[3], SANS[1]]);
  const ability = rng.float(0.2, 2.4);
  const caps = rng.bool(0.5);
  const r = jResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'AS');

  const pool = [...sample(rng, GENERAL, 11), ...maj.courses];
  const plan = [
    { name: 'Fall', year: start, code: `${start + 1}10` }, { name: 'Spring', year: start + 1, code: `${start + 1}20` },
    { name: 'Fall', year: start + 1, code: `${start + 2}10` }, { name: 'Spring', year: start + 2, code: `${start + 2}20` },
  ];
  const shown = done ? 4 : rng.int(2, 4);
  const rows: JRow[] = [];
  let cAtt = 0;
  let cErn = 0;
  let cGpaH = 0;
  let cQp = 0;
  let k = 0;
  for (let t = 0; t < shown; t++) {
    const term = plan[t];
    const running = !done && t === shown - 1;
    rows.push({ band: `${term.name} ${term.year} (${term.code})`, cells: [] });
    let att = 0;
    let ern = 0;
    let gpaH = 0;
    let qp = 0;
    const n = t === 0 && rng.bool(0.4) ? 5 : 4;
    for (let i = 0; i < n; i++) {
      // A developmental course in the first term of some students: pass/no-pass, no credit towards the degree.
      const dev = t === 0 && i === n - 1 && n === 5;
      const [subj, num, title] = dev ? ['ENG', '090', 'Developmental Reading'] : pool[k++ % pool.length];
      const hrs = dev ? 3 : subj === 'NUR' || title.includes('Practicum') ? 4 : 3;
      const sec = `0${rng.int(1, 4)}`;
      if (running) {
        rows.push({ cells: [subj, num, sec, title, '', hrs.toFixed(2), '0.00', '0.00', '0.00'] });
        r.courses.push(course({ courseNumber: `${subj} ${num}`, courseName: title, credit: hrs, term: term.name, year: term.year }));
        continue;
      }
      let g: string;
      let e: number;
      let gh: number;
      let q: number;
      if (dev) [g, e, gh, q] = ['P', 0, 0, 0];
      else if (rng.bool(0.05)) [g, e, gh, q] = ['W', 0, 0, 0];
      else {
        const [gg, v] = GRADES[Math.round(around(rng, ability, 1.1, 0, 4))];
        [g, e, gh, q] = [gg, v > 0 ? hrs : 0, hrs, hrs * v];
      }
      rows.push({ cells: [subj, num, sec, title, g, hrs.toFixed(2), e.toFixed(2), gh.toFixed(2), q.toFixed(2)] });
      r.courses.push(course({ courseNumber: `${subj} ${num}`, courseName: title, credit: hrs, grade: g, term: term.name, year: term.year }));
      att += hrs;
      ern += e;
      gpaH += gh;
      qp += q;
    }
    if (running) {
      rows.push({ cells: ['', '', '', 'Term in progress — grades not yet posted', '', '', '', '', ''], italic: true });
      continue;
    }
    cAtt += att;
    cErn += ern;
    cGpaH += gpaH;
    cQp += qp;
    const gpa = (a: number, b: number) => (b ? a / b : 0).toFixed(2);
    rows.push({ cells: ['', '', '', `Term Totals        GPA ${gpa(qp, gpaH)}`, '', att.toFixed(2), ern.toFixed(2), gpaH.toFixed(2), qp.toFixed(2)], italic: true });
    rows.push({ cells: ['', '', '', `Cumulative Totals  GPA ${gpa(cQp, cGpaH)}`, '', cAtt.toFixed(2), cErn.toFixed(2), cGpaH.toFixed(2), cQp.toFixed(2)], bold: true });
  }
  const cgpa = (cQp / cGpaH).toFixed(2);
  const awarded = done ? iso(start + 2, 5, rng.int(13, 28)) : null;
  const printedOn = awarded ? iso(start + 2, rng.int(6, 12), rng.int(1, 28)) : iso(plan[shown - 1].year, plan[shown - 1].name === 'Fall' ? rng.int(10, 11) : rng.int(3, 4), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: maj.degree, level: 'Associate', majorOrSpecialization: maj.major,
    yearOfAdmission: start, yearOfCompletion: awarded ? start + 2 : null, status: awarded ? 'Completed' : null,
    cgpa, totalCreditsOrMarks: cErn.toFixed(2),
  });

  const pdf = new Pdf({ size: LETTER_LANDSCAPE, title: 'Academic History', author: col.name, creationDate: new Date(`${printedOn}T15:00:00Z`) });
  const L = 30;
  const W = pdf.width - 60;
  const c = rng.pick(['#00467f', '#7a0019', '#2e5e1e']);
  const top = () => {
    pdf.text(col.name, L, 24, { font: F.bold, size: 13, color: c });
    pdf.text(`${col.box}, Pago Pago, American Samoa 96799  ·  (684) 699-${digits(rng, 4)}  ·  records@${col.host}`, L, 41, { font: F.regular, size: 8 });
    pdf.text('ACADEMIC HISTORY — GRADE REPORT', L, 24, { font: F.bold, size: 11, width: W, align: 'right' });
    pdf.text(`Printed: ${mdy(printedOn)}`, L, 41, { font: F.regular, size: 8, width: W, align: 'right' });
    pdf.line(L, 54, L + W, 54, 1, c);
  };
  top();
  const name = caps ? `${p.family.toUpperCase()}, ${p.given.toUpperCase()}` : `${p.family}, ${p.given}`;
  const blocks: Array<Array<[string, string]>> = [
    [['Name', name], ['Student ID', sid], ...(showDob ? [['Birth Date', mdy(dob)] as [string, string]] : [])],
    [['Degree', maj.degree], ['Major', maj.major], ...(showAdmit ? [['Admit Term', `Fall ${start}`] as [string, string]] : [])],
    [['Student Type', done ? 'Graduated' : 'Continuing'], ['Campus', 'Main Campus'], ['Level', 'Undergraduate']],
  ];
  blocks.forEach((b, i) => b.forEach(([k2, v], j) => {
    const x = L + i * (W / 3);
    pdf.text(`${k2}:`, x, 62 + j * 12, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 70, 62 + j * 12, { font: F.regular, size: 8.5, width: W / 3 - 76, fit: true });
  }));
  let y = 102;
  const cols = [
    { label: 'Subj', width: 40 }, { label: 'Course', width: 44 }, { label: 'Sec', width: 30 }, { label: 'Title', width: W - 40 - 44 - 30 - 44 - 4 * 66 },
    { label: 'Grade', width: 44, align: 'center' as const }, { label: 'Attempted', width: 66, align: 'right' as const }, { label: 'Earned', width: 66, align: 'right' as const },
    { label: 'GPA Hours', width: 66, align: 'right' as const }, { label: 'Quality Pts', width: 66, align: 'right' as const },
  ];
  const rowH = 12;
  let i = 0;
  while (i < rows.length) {
    const room = Math.floor((pdf.height - 70 - y - 16) / rowH);
    const chunk = rows.slice(i, i + room);
    y = jTable(pdf, F, L, y, cols, chunk, { size: 8, rowH, ruling: 'rows', fill: '#dde6ee', bandFill: '#f0f3f6' }) + 10;
    i += chunk.length;
    if (i < rows.length) {
      pdf.addPage();
      top();
      y = 66;
    }
  }
  if (awarded) pdf.text(`Degree Awarded: ${maj.degree} — Major: ${maj.major} — Awarded ${usDate(awarded)}`, L, y, { font: F.bold, size: 9 });
  else pdf.text('Degree Awarded: none on record', L, y, { font: F.regular, size: 9 });
  y += 13;
  pdf.text(`Overall: Earned Hours ${cErn.toFixed(2)}   GPA Hours ${cGpaH.toFixed(2)}   Quality Points ${cQp.toFixed(2)}   Cumulative GPA ${cgpa}`, L, y, { font: F.bold, size: 9 });
  y += 13;
  pdf.text('Grades: A 4, B 3, C 2, D 1, F 0; W withdrawn; P pass (developmental, not counted in the GPA).   *** End of Academic History ***', L, y, { font: F.regular, size: 7.5, color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': name };
  if (showDob) printed['candidate.dateOfBirth'] = mdy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-04-record',
    country: 'AS',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'American Samoa community-college academic history printed landscape from a records system: P.O. box, Pago Pago, American Samoa 96799, (684) phone; "Last, First" (or capitals), student ID, optional MM/DD/YYYY birth date and admit term; associate degree and major; terms "Fall 2019 (202010)" with subject, number, section, title, grade A-F/W/P, attempted, earned, GPA hours, quality points; Term Totals and Cumulative Totals lines; a running term; degree awarded; print date.',
    render,
  },
];
