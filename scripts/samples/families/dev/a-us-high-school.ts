/**
 * US high-school transcript: school and district letterhead with the CEEB code, student
 * particulars, grades 9-12 as four year blocks two side by side, final letter grades and Carnegie
 * credits (1.0 / 0.5) with Honors/AP courses, weighted and unweighted GPA, class rank, total
 * credits, graduation date and the diploma earned, test scores and the counselor's signature.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, LETTER, Pdf, SANS, SERIF, course, digits, drawRow, emptyResult, formatDate, iso, type Column } from '../lib/a-kit';
import { US_PLACES, fullName, givenNames, usGrade, usHighSchool, usPerson } from '../lib/a-data';

const YEARS: string[][] = [
  ['English 9', 'Algebra I', 'Biology', 'World Geography', 'Spanish I', 'Physical Education', 'Introduction to Computer Science', 'Health'],
  ['English 10', 'Geometry', 'Chemistry', 'World History', 'Spanish II', 'Art I', 'Band', 'Personal Finance'],
  ['American Literature', 'Algebra II', 'Physics', 'United States History', 'Spanish III', 'Psychology', 'Digital Media', 'Choir'],
  ['British Literature', 'Precalculus', 'Environmental Science', 'Government', 'Economics', 'Sociology', 'Creative Writing', 'Anatomy and Physiology'],
];
const HONORS: Record<string, string> = {
  'English 10': 'Honors English 10', Chemistry: 'Honors Chemistry', 'United States History': 'AP United States History', 'American Literature': 'AP English Language and Composition',
  Precalculus: 'AP Calculus AB', 'Environmental Science': 'AP Environmental Science', Government: 'AP United States Government and Politics', Physics: 'AP Physics 1', 'Algebra II': 'Honors Algebra II',
};

async function render(rng: Rng) {
  const person = usPerson(rng);
  const school = usHighSchool(rng);
  const place = rng.pick(US_PLACES);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const accent = rng.pick(['#1f3b73', '#7a1f1f', '#1f5a3a', '#000000']);
  const gradYear = rng.int(2012, 2024);
  const dob = iso(gradYear - 18, rng.int(1, 12), rng.int(1, 28));
  const gradDate = iso(gradYear, rng.pick([5, 6]), rng.int(1, 28));
  const ability = rng.float(0, 3);
  const sid = digits(rng, rng.pick([6, 7, 9]));
  const ceeb = digits(rng, 6);
  const dateForm = rng.pick(['us-num', 'us-long'] as const);
  const diploma = rng.pick(['High School Diploma', 'Standard Diploma', 'Advanced Studies Diploma']);
  const nameStyle = rng.pick(['last-first', 'natural'] as const);
  const printedName = nameStyle === 'last-first' ? `${person.last}, ${givenNames(person)}` : fullName(person);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: school.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = sid;
  r.qualification.name = diploma;
  r.qualification.level = 'Higher Secondary';
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = gradYear;
  r.qualification.yearOfAdmission = gradYear - 4;
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm), 'qualification.yearOfCompletion': formatDate(gradDate, dateForm) };

  const blocks = YEARS.map((names, gi) => {
    const session = `${gradYear - 4 + gi}-${gradYear - 3 + gi}`;
    const chosen = rng.sample(names, rng.int(6, 7));
    const rows = chosen.map((n) => {
      const name = HONORS[n] && rng.bool(0.45) ? HONORS[n] : n;
      const half = /Health|Personal Finance|Physical Education|Digital Media|Creative Writing|Sociology|Psychology|Economics|Government/.test(n) && rng.bool(0.6);
      const [grade, points] = usGrade(rng, ability);
      const weighted = points + (/^AP /.test(name) ? 1 : /^Honors /.test(name) ? 0.5 : 0);
      return { name, grade, points, weighted, credit: half ? 0.5 : 1 };
    });
    return { label: `Grade ${9 + gi}`, session, rows };
  });
  for (const b of blocks) for (const x of b.rows) r.courses.push(course({ courseName: x.name, grade: x.grade, credit: x.credit, term: b.label, session: b.session }));
  const all = blocks.flatMap((b) => b.rows);
  const credits = all.reduce((a, x) => a + x.credit, 0);
  const unweighted = (all.reduce((a, x) => a + x.points * x.credit, 0) / credits).toFixed(2);
  const weightedGpa = (all.reduce((a, x) => a + x.weighted * x.credit, 0) / credits).toFixed(2);
  r.qualification.cgpa = unweighted;
  r.qualification.totalCreditsOrMarks = String(credits);
  const issued = iso(gradYear, rng.int(6, 8), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  printed['qualification.dateOfIssue'] = formatDate(issued, dateForm);

  const pdf = new Pdf({ size: LETTER, title: 'Official High School Transcript', author: school.name, creationDate: new Date(`${issued}T14:00:00Z`) });
  const L = 36;
  const R = pdf.width - 36;
  const W = R - L;
  const zip = `${place.zip}${rng.int(10, 99)}`;
  pdf.crest(L + 24, 50, 22, school.initials, accent);
  pdf.text(school.name, L + 56, 30, { font: F.bold, size: 16, color: accent });
  pdf.text(`${rng.pick(['Unified', 'Consolidated', 'Independent', 'Public'])} School District No. ${rng.int(1, 99)}`, L + 56, 50, { font: F.regular, size: 9 });
  pdf.text(`${school.street}, ${place.city}, ${place.state} ${zip}   Tel (${place.area}) ${rng.int(200, 989)}-${digits(rng, 4)}   CEEB ${ceeb}`, L + 56, 62, { font: F.regular, size: 8, width: W - 56, fit: true });
  pdf.line(L, 82, R, 82, 1.4, accent);
  pdf.text('OFFICIAL HIGH SCHOOL TRANSCRIPT', L, 90, { font: F.bold, size: 12, width: W, align: 'center' });

  let y = 112;
  const info: Array<[string, string]> = [
    ['Student', printedName], ['Student ID', sid], ['Date of Birth', formatDate(dob, dateForm)], ['Gender', rng.pick(['F', 'M'])],
    ['Parent/Guardian', `${rng.pick(['Laura', 'Mark', 'Angela', 'Steven', 'Patricia'])} ${person.last}`], ['Entry Date', formatDate(iso(gradYear - 4, 8, rng.int(15, 30)), dateForm)],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 3) * (W / 3);
    const yy = y + Math.floor(i / 3) * 22;
    pdf.text(k.toUpperCase(), x, yy, { font: F.bold, size: 6.5, color: '#555555' });
    pdf.text(v, x, yy + 8, { font: F.regular, size: 9, width: W / 3 - 8, fit: true });
  });
  y += 50;

  const gap = 12;
  const bw = (W - gap) / 2;
  const cols: Column[] = [{ label: 'Course Title', width: bw - 40 - 36, wrap: true }, { label: 'Grade', width: 40, align: 'center' }, { label: 'Credit', width: 36, align: 'right' }];
  const style = { font: F.regular, size: 8, leading: 11 };
  for (let i = 0; i < 4; i += 2) {
    let bottom = y;
    for (const k of [i, i + 1]) {
      const b = blocks[k];
      const x = L + (k % 2) * (bw + gap);
      let yy = y;
      pdf.fill(x, yy, bw, 14, accent);
      pdf.text(`${b.label}    ${b.session}`, x + 4, yy + 3, { font: F.bold, size: 8.5, color: '#ffffff' });
      yy += 16;
      cols.forEach((c, ci) => pdf.text(c.label as string, x + cols.slice(0, ci).reduce((a, q) => a + q.width, 0) + 3, yy, { font: F.bold, size: 7, width: c.width - 6, align: c.align }));
      yy += 10;
      pdf.line(x, yy, x + bw, yy, 0.4);
      yy += 2;
      for (const row of b.rows) yy += drawRow(pdf, x, yy, cols, [row.name, row.grade, row.credit.toFixed(1)], style);
      pdf.line(x, yy + 1, x + bw, yy + 1, 0.4);
      yy += 3;
      const cr = b.rows.reduce((a, q) => a + q.credit, 0);
      pdf.text(`Year credits: ${cr.toFixed(1)}`, x + 3, yy, { font: F.italic, size: 7.5 });
      pdf.rect(x, y, bw, yy + 11 - y, 0.5, accent);
      bottom = Math.max(bottom, yy + 11);
    }
    y = bottom + 10;
  }
  // Summary.
  pdf.rect(L, y, W, 62, 0.8);
  const sum: Array<[string, string]> = [
    ['Cumulative GPA (unweighted)', unweighted], ['Weighted GPA', weightedGpa], ['Total Credits Earned', credits.toFixed(1)],
    ['Class Rank', `${rng.int(1, 180)} of ${rng.int(180, 420)}`], ['Graduation Date', formatDate(gradDate, dateForm)], ['Diploma', diploma],
  ];
  sum.forEach(([k, v], i) => {
    const x = L + 8 + (i % 3) * (W / 3);
    const yy = y + 8 + Math.floor(i / 3) * 26;
    pdf.text(k, x, yy, { font: F.bold, size: 7.5 });
    pdf.text(v, x, yy + 10, { font: F.regular, size: 9 });
  });
  y += 72;
  pdf.text(`Test scores: SAT ${formatDate(iso(gradYear - 1, 10, 5), 'us-num').slice(0, 2)}/${gradYear - 1} — EBRW ${rng.int(45, 75) * 10}, Math ${rng.int(45, 78) * 10}.   Community service hours: ${rng.int(20, 150)}.`, L, y, { font: F.regular, size: 8, width: W, fit: true });
  y += 30;
  pdf.signature(R - 170, y + 6, 120, rng);
  pdf.line(R - 180, y + 12, R, y + 12, 0.5);
  pdf.text(`School Counselor — Date ${formatDate(issued, dateForm)}`, R - 180, y + 15, { font: F.regular, size: 7.5 });
  pdf.seal(L + 40, y + 4, 24, accent);
  const fy = pdf.height - 40;
  pdf.text('Grading scale: A 90-100 (4.0), B 80-89 (3.0), C 70-79 (2.0), D 60-69 (1.0), F below 60 (0). Weighted GPA adds 0.5 for Honors and 1.0 for AP courses. One credit = one year-long course.', L, fy, { font: F.regular, size: 6.5, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'us-high-school-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'US high-school transcript as described by school-counselor and admissions guides (NACAC/Common App school report conventions): grades 9-12 in year blocks side by side, Carnegie units, Honors/AP weighting, weighted and unweighted GPA, class rank, CEEB code, graduation date and diploma type.',
    render,
  },
];
