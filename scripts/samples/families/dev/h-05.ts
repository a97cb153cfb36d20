/**
 * Caribbean secondary-examination results as a student portal shows them (a screenshot of the
 * browser): the regional examinations council's portal header and menu, a candidate card (name,
 * candidate number, date of birth, centre, territory "JAMAICA"), the sitting ("MAY/JUNE 2022"),
 * then the results grid of subject, proficiency (General / Technical), overall grade in Roman
 * numerals (I–VI, I best) and the profile grades (A–F) of up to three profiles, a legend, and the
 * portal's footer. Nothing is signed; the page is a screen, not a certificate.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { hPerson, hResult, upper } from './h-kit';

const BOARD = 'Caribbean Regional Examinations Council';
const SCHOOLS = ['Mount Providence High School', 'St. Catherine Ridge High School', 'Blue Hole Comprehensive High School', 'Cedar Grove Technical High School', 'Port Royal Academy', 'Windward Road College'];
const SUBJECTS: Array<{ name: string; prof: string; profiles: number }> = [
  { name: 'English A', prof: 'General', profiles: 2 }, { name: 'Mathematics', prof: 'General', profiles: 3 }, { name: 'Biology', prof: 'General', profiles: 3 },
  { name: 'Chemistry', prof: 'General', profiles: 3 }, { name: 'Physics', prof: 'General', profiles: 3 }, { name: 'Principles of Business', prof: 'General', profiles: 3 },
  { name: 'Principles of Accounts', prof: 'General', profiles: 3 }, { name: 'Information Technology', prof: 'General', profiles: 3 }, { name: 'Social Studies', prof: 'General', profiles: 3 },
  { name: 'Caribbean History', prof: 'General', profiles: 3 }, { name: 'Geography', prof: 'General', profiles: 3 }, { name: 'Spanish', prof: 'General', profiles: 3 },
  { name: 'English B', prof: 'General', profiles: 3 }, { name: 'Electronic Document Preparation and Management', prof: 'Technical', profiles: 3 }, { name: 'Office Administration', prof: 'General', profiles: 3 },
];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function render(rng: Rng) {
  const p = hPerson(rng, 'JM');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2016, 2025);
  const dob = iso(year - 16, rng.int(1, 12), rng.int(1, 28));
  const candNo = `09${digits(rng, 2)}${digits(rng, 6)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const chosen = [SUBJECTS[0], SUBJECTS[1], ...rng.sample(SUBJECTS.slice(2), rng.int(4, 7))];
  const ability = rng.float(1.3, 3.6);
  const sitting = rng.bool(0.85) ? `MAY/JUNE ${year}` : `JANUARY ${year}`;

  const r = hResult('en', p, dob);
  setInstitution(r, BOARD, 'JM');
  const results = chosen.map((s) => {
    const g = Math.max(1, Math.min(6, Math.round(ability + rng.gauss() * 0.9)));
    const marks = Array.from({ length: s.profiles }, () => 'ABCDEF'[Math.max(0, Math.min(5, g - 1 + rng.int(-1, 1)))]);
    return { ...s, grade: ROMAN[g - 1], marks };
  });
  for (const x of results) r.courses.push(course({ courseName: x.name, grade: x.grade, session: sitting.split(' ')[0], year }));
  Object.assign(r.qualification, { registrationNumber: candNo, name: 'Caribbean Secondary Education Certificate', level: 'Secondary', yearOfCompletion: year });

  const pdf = new Pdf({ size: [960, 640], title: 'Results — Candidate Portal', author: BOARD, creationDate: new Date(`${year}-08-20T15:00:00Z`) });
  const W = pdf.width;
  const blue = rng.pick(['#0b3d91', '#005a70', '#3b2c85']);
  // Browser chrome.
  pdf.fill(0, 0, W, 30, '#dee1e6');
  pdf.roundRect(120, 6, 560, 18, 9, { fill: '#ffffff' });
  pdf.text(`https://candidates.crec-online.org/results/${year}/csec`, 134, 10, { font: F.regular, size: 8.5, color: '#333333' });
  // Portal header.
  pdf.fill(0, 30, W, 50, blue);
  pdf.text(BOARD, 24, 40, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text('Candidate Results Portal', 24, 60, { font: F.regular, size: 9, color: '#d7e3ff' });
  pdf.text(`Welcome, ${p.given}  |  Logout`, W - 230, 50, { font: F.regular, size: 9, color: '#ffffff', width: 200, align: 'right' });
  // Sidebar.
  pdf.fill(0, 80, 170, pdf.height - 80, '#f1f3f6');
  ['Dashboard', 'My Results', 'Certificates', 'Registration', 'Transcript Requests', 'Help'].forEach((m, i) => {
    if (i === 1) pdf.fill(0, 96 + i * 28, 170, 24, '#dbe5f7');
    pdf.text(m, 22, 102 + i * 28, { font: i === 1 ? F.bold : F.regular, size: 9.5, color: '#222222' });
  });
  const X = 190;
  const CW = W - X - 24;
  pdf.text('My Results', X, 94, { font: F.bold, size: 16, color: '#111111' });
  pdf.text(`Caribbean Secondary Education Certificate (CSEC) — ${sitting}`, X, 116, { font: F.regular, size: 10, color: '#444444' });
  // Candidate card.
  pdf.roundRect(X, 136, CW, 70, 6, { fill: '#ffffff', stroke: '#d0d5dd' });
  const pairs: Array<[string, string]> = [
    ['Candidate Name', upper(`${p.family}, ${p.given}`)],
    ['Candidate Number', candNo],
    ['Date of Birth', `${dob.slice(8)}-${MON[Number(dob.slice(5, 7)) - 1]}-${dob.slice(0, 4)}`],
    ['Centre', school],
    ['Territory', 'JAMAICA'],
    ['Sitting', sitting],
  ];
  pairs.forEach(([k, v], i) => {
    const cx = X + 14 + (i % 3) * (CW / 3);
    const cy = 146 + Math.floor(i / 3) * 30;
    pdf.text(k, cx, cy, { font: F.regular, size: 8, color: '#667085' });
    pdf.text(v, cx, cy + 11, { font: F.bold, size: 9.5, color: '#101828', width: CW / 3 - 20, fit: true });
  });
  // Results grid.
  let y = 222;
  const cols = [
    { l: 'Subject', w: CW - 110 - 90 - 3 * 70 },
    { l: 'Proficiency', w: 110 },
    { l: 'Overall Grade', w: 90 },
    { l: 'Profile 1', w: 70 },
    { l: 'Profile 2', w: 70 },
    { l: 'Profile 3', w: 70 },
  ];
  pdf.fill(X, y, CW, 24, '#eef2f7');
  let cx = X;
  for (const c of cols) {
    pdf.text(c.l, cx + 10, y + 8, { font: F.bold, size: 9, color: '#344054' });
    cx += c.w;
  }
  y += 24;
  for (const x of results) {
    pdf.line(X, y, X + CW, y, 0.5, '#e4e7ec');
    cx = X;
    [x.name, x.prof, x.grade, x.marks[0], x.marks[1], x.marks[2] ?? '-'].forEach((c, i) => {
      pdf.text(c, cx + 10, y + 8, { font: i === 2 ? F.bold : F.regular, size: 9.5, color: i === 2 ? blue : '#101828', width: cols[i].w - 14, fit: true });
      cx += cols[i].w;
    });
    y += 26;
  }
  pdf.line(X, y, X + CW, y, 0.5, '#e4e7ec');
  y += 14;
  pdf.para('Grades I–III are acceptable for matriculation purposes. Profile grades A–F indicate performance on each profile dimension of the syllabus. These results are provisional until the certificate is issued.', X, y, CW, { font: F.italic, size: 8, color: '#475467' });
  pdf.fill(0, pdf.height - 26, W, 26, '#f1f3f6');
  pdf.text(`© ${year} ${BOARD}. All rights reserved.`, X, pdf.height - 18, { font: F.regular, size: 8, color: '#667085' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(`${p.family}, ${p.given}`), 'candidate.dateOfBirth': pairs[2][1] } };
}

export const families: Family[] = [
  {
    id: 'h-05-record',
    country: 'JM',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['screenshot'],
    conventions: 'Caribbean secondary-examination (CSEC) results page of a candidate portal: candidate card with number, date of birth, centre and territory, the sitting (May/June), subjects with proficiency, overall grades I–VI and profile grades A–F, a legend; as described in the regional examinations council\'s results guides. Screenshot only.',
    render,
  },
];
