/**
 * Sri Lankan G.C.E. (Advanced Level) results as a results-portal page printed or captured by the
 * candidate: the portal's banner and navigation, the examination and year, the candidate's name
 * with the initial of the given name ("K. PERERA") or in full, index number, subject stream, Z-score and
 * district and island ranks, then a two-column Subject | Result grid (A, B, C, S, F), General
 * English and the Common General Test mark below it.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, course, digits, dmy, iso, nPerson, nResult, natural, setInstitution, upper } from '../lib/n-kit';

const STREAMS: Record<string, string[]> = {
  'Physical Science': ['Combined Mathematics', 'Physics', 'Chemistry'],
  'Biological Science': ['Biology', 'Chemistry', 'Physics'],
  Commerce: ['Accounting', 'Business Studies', 'Economics'],
  Arts: ['Sinhala', 'Political Science', 'Geography'],
  Technology: ['Engineering Technology', 'Science for Technology', 'Information and Communication Technology'],
};
const DISTRICTS = ['Kurunegala', 'Galle', 'Kandy', 'Matara', 'Gampaha', 'Anuradhapura', 'Badulla', 'Ratnapura'];

function grade(rng: Rng, ability: number): string {
  const v = ability + rng.gauss() * 0.9;
  return v > 3.4 ? 'A' : v > 2.6 ? 'B' : v > 1.8 ? 'C' : 'S';
}

async function render(rng: Rng) {
  const person = nPerson(rng, 'LK');
  const streamName = rng.pick(Object.keys(STREAMS));
  const subjects = STREAMS[streamName];
  const year = rng.int(2014, 2024);
  const dob = iso(year - 19, rng.int(1, 12), rng.int(1, 28));
  const index = digits(rng, 7);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(1.8, 3.8);
  const district = rng.pick(DISTRICTS);
  const z = (rng.float(0.2, 2.4) * (rng.bool(0.9) ? 1 : -1)).toFixed(4);
  const rows = subjects.map((s) => ({ name: s, grade: grade(rng, ability) }));
  const english = grade(rng, ability);
  const cgt = rng.int(38, 86);
  const nameForm = rng.pick(['initials', 'full'] as const);
  const shown = nameForm === 'initials' ? upper(`${person.given[0]}. ${person.family}`) : upper(natural(person));

  const r = nResult('en', person, dob);
  // Initials only: the given name is not printed in full, nor the date of birth.
  if (nameForm === 'initials') r.candidate = { fullName: `${person.given[0]}. ${person.family}`, firstName: `${person.given[0]}.`, lastName: person.family, dateOfBirth: null };
  setInstitution(r, 'Department of Examinations', 'LK');
  Object.assign(r.qualification, { registrationNumber: index, name: 'General Certificate of Education (Advanced Level)', level: 'Higher Secondary', majorOrSpecialization: streamName, yearOfCompletion: year });
  for (const row of rows) r.courses.push(course({ courseName: row.name, grade: row.grade, year }));
  r.courses.push(course({ courseName: 'General English', grade: english, year }));

  const pdf = new Pdf({ size: LETTER, title: 'Examination Results', author: 'Department of Examinations', creationDate: new Date(`${year + 1}-0${rng.int(1, 9)}-10T10:00:00Z`) });
  const W = pdf.width;
  // Browser print: the URL and date in the margin, the portal's banner and menu.
  pdf.text(`${dmy(iso(year + 1, rng.int(1, 9), rng.int(1, 28)), '/')}, ${rng.int(8, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`, 24, 14, { font: F.regular, size: 7 });
  pdf.text('Examination Results', 0, 14, { font: F.regular, size: 7, width: W, align: 'center' });
  pdf.text(`https://results.exams-portal.lk/alresult${year}/index.php`, 24, pdf.height - 22, { font: F.regular, size: 7 });
  pdf.text('1/1', W - 44, pdf.height - 22, { font: F.regular, size: 7 });
  const maroon = rng.pick(['#7a1f2b', '#6b2d0f', '#1f3b6b']);
  pdf.fill(24, 30, W - 48, 62, maroon);
  pdf.crest(62, 61, 22, 'DoE', '#ffffff');
  pdf.text('Department of Examinations', 96, 42, { font: F.bold, size: 16, color: '#ffffff' });
  pdf.text('Sri Lanka  ·  Results of the Public Examinations', 96, 64, { font: F.regular, size: 9.5, color: '#ffffff' });
  pdf.fill(24, 92, W - 48, 20, '#ececec');
  let mx = 34;
  for (const m of ['Home', 'G.C.E. (O/L)', 'G.C.E. (A/L)', 'Grade 5 Scholarship', 'Re-scrutiny', 'Contact']) mx += pdf.text(m, mx, 98, { font: F.regular, size: 8.5, color: '#333333' }) + 18;
  let y = 134;
  pdf.text(`G.C.E. (Advanced Level) Examination - ${year}`, 24, y, { font: F.bold, size: 14, width: W - 48, align: 'center' });
  y += 30;
  const box = (label: string, value: string) => {
    pdf.fill(60, y, 150, 20, '#f4f4f4');
    pdf.rect(60, y, W - 120, 20, 0.5, '#bbbbbb');
    pdf.text(label, 66, y + 5.5, { font: F.bold, size: 9 });
    pdf.text(value, 220, y + 5.5, { font: F.regular, size: 9.5, width: W - 290, fit: true });
    y += 20;
  };
  box('Name', shown);
  box('Index Number', index);
  if (nameForm === 'full') box('Date of Birth', dob);
  box('Subject Stream', streamName);
  box('Z-Score', z);
  box('District', district);
  box('District Rank', String(rng.int(1, 900)));
  box('Island Rank', String(rng.int(100, 20000)));
  y += 24;
  pdf.fill(60, y, W - 120, 22, maroon);
  pdf.text('Subject', 68, y + 6, { font: F.bold, size: 10, color: '#ffffff' });
  pdf.text('Result', W - 200, y + 6, { font: F.bold, size: 10, color: '#ffffff', width: 120, align: 'center' });
  y += 22;
  for (const row of [...rows, { name: 'General English', grade: english }]) {
    pdf.rect(60, y, W - 120, 22, 0.5, '#bbbbbb');
    pdf.line(W - 200, y, W - 200, y + 22, 0.5, '#bbbbbb');
    pdf.text(upper(row.name), 68, y + 6, { font: F.regular, size: 9.5 });
    pdf.text(row.grade, W - 200, y + 6, { font: F.bold, size: 10, width: 120, align: 'center' });
    y += 22;
  }
  r.courses.forEach((c) => (c.courseName = upper(c.courseName!)));
  y += 16;
  pdf.text(`Common General Test: ${cgt}`, 60, y, { font: F.regular, size: 9.5 });
  y += 28;
  pdf.para('A - Distinction, B - Very Good Pass, C - Credit Pass, S - Ordinary Pass, F - Failure. Results are provisional: the certificate issued by the Commissioner General of Examinations is the official record.', 60, y, W - 120, { font: F.italic, size: 8, color: '#555555' });
  const printedDob = nameForm === 'full' ? dob : '';
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'qualification.name': 'G.C.E. (Advanced Level)', ...(printedDob ? { 'candidate.dateOfBirth': printedDob } : {}) } };
}

export const families: Family[] = [
  {
    id: 'n-lk-al-results',
    country: 'LK',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['screenshot', 'scan'],
    conventions: 'Sri Lankan G.C.E. (A/L) examination results as printed or captured from the results portal: name (initial and surname, or in full, in capitals), index number, stream, Z-score, district and island ranks, three subjects with A/B/C/S/F grades, General English and the Common General Test mark; grading as described in Sri Lankan public-examination guides.',
    render,
  },
];
