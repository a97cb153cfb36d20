/**
 * A Chinese university's academic transcript in English, A4 portrait: the university's English name, the office of
 * academic affairs and the address "…, Hefei, Anhui Province 230601, P.R. China" (the province printed as a place) with
 * a +86 telephone; the student block with the name surname first in capitals ("ZHANG Wei": natural order in the truth),
 * the gender, the date of birth on some, the student ID (the registration number), the school (a faculty: a decoy
 * institution), the major, the length of schooling, the date of enrollment (labelled: the admission), and either the
 * date of graduation with "Degree Conferred" or, for a student still enrolled, "Degree Sought"; the courses are not in
 * terms but grouped by category — compulsory (core), elective, general education — each group a band with its rows
 * (course code, title, credits, score out of 100 or a grade word for courses graded on words, the semester as
 * "2018-2019-1") and a subtotal line of its credits (no course); the total credits, the weighted average score (a
 * decoy average) and the GPA on a 4.0 scale at the foot, the date of issue and the registrar's seal line. As Chinese
 * registrars issue English transcripts grouped by course category.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, sample, usDate, wPerson, wResult, wTable, type WRow } from './w5-kit';

const UNIS = [
  { name: 'Jianghuai University of Technology', addr: 'No. 88 Jinxiu Avenue, Shushan District, Hefei, Anhui Province 230601, P.R. China', tel: '+86-551-6290' },
  { name: 'Huaihe Normal University of Science', addr: 'No. 9 Xuefu Road, Baohe District, Hefei, Anhui Province 230009, P.R. China', tel: '+86-551-6357' },
];
const MAJORS = [
  { major: 'Software Engineering', school: 'School of Computer Science and Technology', degree: 'Bachelor of Engineering', core: ['Advanced Mathematics', 'Linear Algebra', 'C Programming', 'Discrete Mathematics', 'Data Structures', 'Computer Organization', 'Operating Systems', 'Computer Networks', 'Database Principles', 'Software Requirements Engineering', 'Software Testing', 'Graduation Project'], elec: ['Web Application Development', 'Machine Learning', 'Cloud Computing', 'Digital Image Processing', 'Embedded Systems', 'Software Project Management', 'Mobile Development', 'Information Security'] },
  { major: 'Environmental Engineering', school: 'School of Resources and Environment', degree: 'Bachelor of Engineering', core: ['Advanced Mathematics', 'College Physics', 'Inorganic Chemistry', 'Fluid Mechanics', 'Environmental Microbiology', 'Water Pollution Control Engineering', 'Air Pollution Control Engineering', 'Solid Waste Treatment', 'Environmental Monitoring', 'Engineering Drawing', 'Environmental Impact Assessment', 'Graduation Project'], elec: ['Environmental Chemistry', 'Ecology', 'Noise Control', 'Environmental Law and Policy', 'GIS Applications', 'Clean Production', 'Soil Remediation', 'Environmental Economics'] },
  { major: 'International Economics and Trade', school: 'School of Economics and Management', degree: 'Bachelor of Economics', core: ['Advanced Mathematics', 'Probability and Statistics', 'Microeconomics', 'Macroeconomics', 'Accounting Principles', 'International Trade Theory', 'International Finance', 'Econometrics', 'International Trade Practice', 'Customs Declaration', 'Business English Correspondence', 'Graduation Thesis'], elec: ['E-commerce', 'Marketing', 'International Business Law', 'Financial Management', 'World Economy', 'Logistics Management', 'Cross-border Investment', 'Tax Law'] },
];
const GENED = ['Ideological and Moral Cultivation and Legal Basis', 'Outline of Modern Chinese History', 'College English I', 'College English II', 'College English III', 'Physical Education I', 'Physical Education II', 'Military Theory', 'Mental Health Education', 'Career Planning', 'Introduction to Chinese Culture', 'College Chinese'];
const WORDS = ['Excellent', 'Good', 'Pass'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'CN');
  const uni = rng.pick(UNIS);
  const m = rng.pick(MAJORS);
  const start = rng.int(2013, 2021);
  const done = rng.bool(0.5);
  const sems = done ? 8 : rng.int(3, 6);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const id = `${start}${digits(rng, 6)}`;
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const endYear = start + 4;
  const issued = done ? iso(endYear, rng.int(6, 12), rng.int(1, 28)) : iso(start + Math.ceil(sems / 2), rng.int(1, 2) === 1 ? 3 : 9, rng.int(1, 28));
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'CN', 'AH');
  Object.assign(r.qualification, { name: m.degree, level: 'Bachelor', majorOrSpecialization: m.major, registrationNumber: id, yearOfAdmission: start, programDuration: '4', dateOfIssue: issued });
  if (done) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const ability = rng.float(68, 92);
  const semCode = (k: number) => `${start + Math.floor(k / 2)}-${start + Math.floor(k / 2) + 1}-${(k % 2) + 1}`;
  type C = { code: string; title: string; cr: number; score: string; sem: number; word: boolean };
  const groups: Array<{ band: string; items: C[] }> = [];
  const make = (titles: string[], pre: string, words: boolean, spread: (i: number) => number): C[] =>
    titles.map((t, i) => {
      const word = words && rng.bool(0.4);
      const cr = rng.pick([1, 1.5, 2, 2.5, 3, 3.5, 4]);
      return { code: `${pre}${digits(rng, 5)}`, title: t, cr, score: word ? rng.pick(WORDS) : String(around(rng, ability, 8, 60, 99)), sem: spread(i), word };
    }).filter((c) => c.sem < sems).sort((a, b) => a.sem - b.sem);
  const core = m.core.slice(0, done ? 12 : 11);
  groups.push({ band: 'I. Compulsory Courses (Core)', items: make(core, 'B', false, (i) => (i === 11 ? 7 : Math.min(6, Math.floor(i / 1.7)))) });
  groups.push({ band: 'II. Elective Courses', items: make(sample(rng, m.elec, 6), 'E', false, () => rng.int(3, 7)) });
  groups.push({ band: 'III. General Education Courses', items: make(sample(rng, GENED, 9), 'G', true, () => rng.int(0, 4)) });
  const rows: WRow[] = [];
  let total = 0;
  let pts = 0;
  let graded = 0;
  for (const g of groups) {
    if (!g.items.length) continue;
    rows.push({ band: g.band, cells: [] });
    let sub = 0;
    for (const c of g.items) {
      const sc = semCode(c.sem);
      rows.push({ cells: [c.code, c.title, c.cr.toFixed(1), c.score, sc] });
      r.courses.push(course({ courseNumber: c.code, courseName: c.title, credit: c.cr, ...(c.word ? { grade: c.score } : { marksScored: Number(c.score), maximumMarks: 100 }), term: sc.slice(-1), session: sc.slice(0, 9) }));
      sub += c.cr;
      if (!c.word) {
        pts += Math.max(0, (Number(c.score) - 50) / 10) * c.cr;
        graded += c.cr;
      }
    }
    rows.push({ cells: ['', `Subtotal of ${g.band.split('. ')[1].replace(/ \(Core\)/, '').toLowerCase()}`, sub.toFixed(1), '', ''], italic: true });
    total += sub;
  }
  const gpa = (pts / graded).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = total.toFixed(1);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T02:00:00Z`) });
  const c = rng.pick(['#991b1b', '#1e3a8a', '#065f46']);
  const L = 40;
  const W = pdf.width - 80;
  pdf.text(uni.name.toUpperCase(), L, 28, { font: F.bold, size: 15, color: c, width: W, align: 'center', fit: true });
  pdf.text(`Office of Academic Affairs · ${uni.addr}`, L, 48, { font: F.regular, size: 7.8, width: W, align: 'center', fit: true });
  pdf.text('ACADEMIC TRANSCRIPT', L, 66, { font: F.bold, size: 13, width: W, align: 'center', cs: 1.5 });
  const info: Array<[string, string]> = [['Name', `${p.family.toUpperCase()} ${p.given}`], ['Gender', p.woman ? 'Female' : 'Male'], ['Student ID', id]];
  if (showDob) info.push(['Date of Birth', usDate(dob)]);
  info.push(['School', m.school], ['Major', m.major], ['Length of Schooling', '4 years'], ['Date of Enrollment', `September ${start}`]);
  if (done) info.push(['Date of Graduation', `June ${endYear}`], ['Degree Conferred', m.degree]);
  else info.push(['Degree Sought', m.degree]);
  info.forEach(([a, b], k) => {
    const x = L + (k % 2) * (W / 2);
    const y = 88 + Math.floor(k / 2) * 12;
    pdf.text(`${a}: `, x, y, { font: F.bold, size: 8.2 });
    pdf.text(b, x + 100, y, { font: F.regular, size: 8.2, width: W / 2 - 104, fit: true });
  });
  let y = 88 + Math.ceil(info.length / 2) * 12 + 8;
  const cols = [{ label: 'Course Code', width: 62 }, { label: 'Course Title', width: W - 62 - 50 - 60 - 74 }, { label: 'Credits', width: 50, align: 'center' as const }, { label: 'Score', width: 60, align: 'center' as const }, { label: 'Semester', width: 74, align: 'center' as const }];
  y = wTable(pdf, F, L, y, cols, rows, { size: 7.6, rowH: 12, ruling: 'rows', fill: '#e5e7eb', bandFill: '#f3f4f6' });
  y += 10;
  const avg = (groups.flatMap((g) => g.items).filter((x) => !x.word).reduce((a, x) => a + Number(x.score) * x.cr, 0) / graded).toFixed(2);
  pdf.text(`Total Credits Earned: ${total.toFixed(1)}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Weighted Average Score: ${avg}`, L + 170, y, { font: F.bold, size: 9 });
  pdf.text(`GPA: ${gpa} (4.0 scale)`, L + 360, y, { font: F.bold, size: 9 });
  y += 14;
  pdf.text('Scores are on a 100-point scale (60 to pass); some general education courses are graded Excellent / Good / Pass. Semester "2018-2019-1" = first semester of the 2018-2019 academic year.', L, y, { font: F.italic, size: 6.8, color: '#444444', width: W, fit: true });
  const foot = pdf.height - 70;
  pdf.text(`Date of Issue: ${usDate(issued)}`, L, foot, { font: F.regular, size: 8.5 });
  pdf.text(`Tel: ${uni.tel}${digits(rng, 4)}`, L, foot + 12, { font: F.regular, size: 8 });
  pdf.seal(L + W - 90, foot, 26, '#b91c1c');
  pdf.text('Registrar (Seal)', L + W - 150, foot + 30, { font: F.regular, size: 8.5, width: 120, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.dateOfIssue': usDate(issued), 'qualification.programDuration': '4 years' };
  if (showDob) printed['candidate.dateOfBirth'] = usDate(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-03-transcript',
    country: 'CN',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'English academic transcript of a Chinese university: address with the province and P.R. China, +86; name surname first in capitals, gender, optional birth date, student ID, school (faculty), major, length of schooling, date of enrollment, graduation date and degree conferred or degree sought; courses grouped by category (compulsory, elective, general education) in bands with code, title, credits, score out of 100 or a grade word, semester code 2018-2019-1, and a credit subtotal per group; total credits, weighted average score and GPA on 4.0.',
    render,
  },
];
