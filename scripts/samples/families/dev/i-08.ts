/**
 * School leaving record of a high school of a Caribbean British overseas territory, in English, with marks as
 * percentages and a division: the education ministry's name above (a decoy issuer) and the school's name with its
 * Providenciales or Grand Turk address and "Turks and Caicos Islands" and a +1 649 telephone; "SCHOOL LEAVING
 * RECORD"; the pupil's particulars as "Label ........ value" lines with dot leaders (name in capitals as "SURNAME
 * Given", the admission number and the date of birth on some, the date of admission on some, the class); the final
 * examinations of the grade ("Grade 12 Final Examinations, June 2023", or Grade 11 with "Promoted to Grade 12" for a
 * pupil still at school), a table of subjects with the maximum (100) and the marks obtained; the aggregate over the
 * maximum, the percentage and the division ("First Division" … "Third Division") in a box; attendance and conduct
 * lines (decoy numbers), the result line, the date of leaving, and the principal's signature with the date of
 * issue. As schools that report percentages with a division print their leaving records.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iPerson, iResult, iTable, iso, longDate, otherName, sample, type IRow } from './i-kit';

const SCHOOLS = [
  { name: 'Leeward Shores High School', street: 'Leeward Highway', town: 'Providenciales' },
  { name: 'Salt Cay Memorial Secondary School', street: 'Pond Street', town: 'Grand Turk' },
];
const SUBJECTS = ['English Language', 'English Literature', 'Mathematics', 'Biology', 'Chemistry', 'Physics', 'Geography', 'History', 'Principles of Accounts', 'Principles of Business', 'Information Technology', 'Spanish', 'Social Studies', 'Visual Arts'];

async function render(rng: Rng) {
  const p = iPerson(rng, 'TC');
  const sch = rng.pick(SCHOOLS);
  const year = rng.int(2012, 2025);
  const leaving = rng.bool(0.65);
  const grade = leaving ? 12 : 11;
  const showDob = rng.bool(0.6);
  const showNo = rng.bool(0.5);
  const showAdm = rng.bool(0.5);
  const dob = iso(year - (leaving ? 18 : 17), rng.int(1, 12), rng.int(1, 28));
  const adm = year - (grade - 9) - 1;
  const no = `${adm}/${digits(rng, 3)}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const ability = rng.float(48, 88);
  const r = iResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, sch.name, 'TC');
  Object.assign(r.qualification, { name: 'High School Diploma', level: 'Higher Secondary', registrationNumber: showNo ? no : null, yearOfAdmission: showAdm ? adm : null });

  const subs = sample(rng, SUBJECTS, rng.int(7, 9));
  const rows: IRow[] = [];
  let total = 0;
  for (const s of subs) {
    const m = Math.round(Math.max(35, Math.min(98, ability + rng.gauss() * 9)));
    total += m;
    rows.push({ cells: [s, '100', String(m)] });
    r.courses.push(course({ courseName: s, marksScored: m, maximumMarks: 100, term: `Grade ${grade}`, year }));
  }
  const max = subs.length * 100;
  const pct = Math.round((total / max) * 1000) / 10;
  const division = pct >= 60 ? 'First Division' : pct >= 45 ? 'Second Division' : 'Third Division';
  r.qualification.cgpa = pct.toFixed(1);
  r.qualification.totalCreditsOrMarks = String(total);
  const leftOn = iso(year, 6, rng.int(20, 30));
  const issued = iso(year, 7, rng.int(1, 20));
  r.qualification.dateOfIssue = issued;
  if (leaving) Object.assign(r.qualification, { yearOfCompletion: year, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'School Leaving Record', author: sch.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#03045e', '#540b0e', '#283618']);
  pdf.text('MINISTRY OF EDUCATION, YOUTH, SPORTS AND LIBRARY SERVICES', L, 34, { font: F.regular, size: 8, width: W, align: 'center', color: '#444444' });
  pdf.text(sch.name.toUpperCase(), L, 50, { font: F.bold, size: 16, color: c, width: W, align: 'center', fit: true });
  pdf.text(`${sch.street}, ${sch.town}, Turks and Caicos Islands · Tel. +1 649 94${digits(rng, 1)} ${digits(rng, 4)}`, L, 72, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 88, L + W, 88, 1.2, c);
  pdf.text('SCHOOL LEAVING RECORD', L, 100, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const kv: Array<[string, string]> = [['Name of pupil', `${p.family.toUpperCase()} ${p.given}`]];
  if (showNo) kv.push(['Admission number', no]);
  if (showDob) kv.push(['Date of birth', longDate(dob, 'en')]);
  if (showAdm) kv.push(['Date of admission', longDate(iso(adm, 9, rng.int(1, 8)), 'en')]);
  kv.push(['Class', `Grade ${grade}${rng.pick(['A', 'B', 'C'])}`], ['Programme', 'High School Diploma (Grades 9 to 12)']);
  let y = 130;
  kv.forEach(([a, b]) => {
    const w = pdf.text(a, L, y, { font: F.regular, size: 9.5 });
    const dot = pdf.widthOf('.', F.regular, 9.5);
    pdf.text('.'.repeat(Math.max(2, Math.floor((150 - w) / dot))), L + w + 2, y, { font: F.regular, size: 9.5, color: '#666666' });
    pdf.text(b, L + 160, y, { font: F.bold, size: 9.5 });
    y += 16;
  });
  y += 8;
  pdf.text(`Grade ${grade} Final Examinations, June ${year}`, L, y, { font: F.bold, size: 10.5, color: c });
  y += 18;
  const cols = [{ label: 'Subject', width: W - 200 }, { label: 'Maximum', width: 100, align: 'center' as const }, { label: 'Marks obtained', width: 100, align: 'center' as const }];
  y = iTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 17, ruling: 'grid', fill: '#e5e5e5' }) + 14;
  pdf.rect(L, y, W, 50, 1, c);
  pdf.text(`Aggregate: ${total} / ${max}`, L + 10, y + 8, { font: F.bold, size: 10 });
  pdf.text(`Percentage: ${pct.toFixed(1)}%`, L + 10, y + 28, { font: F.bold, size: 10 });
  pdf.text(`Division: ${division}`, L + W / 2, y + 18, { font: F.bold, size: 12, color: c });
  y += 66;
  const days = rng.int(160, 180);
  pdf.text(`Attendance: ${days} days present out of 182     Conduct: ${rng.pick(['Excellent', 'Very good', 'Good'])}`, L, y, { font: F.regular, size: 9.5 });
  y += 16;
  pdf.text(leaving ? `Result: Passed — awarded the High School Diploma. Date of leaving: ${longDate(leftOn, 'en')}` : `Result: Promoted to Grade 12 (${year}-${year + 1})`, L, y, { font: F.regular, size: 9.5, width: W, fit: true });
  y += 60;
  pdf.signature(L + 10, y - 16, 120, rng);
  pdf.text(otherName(rng, 'TC', p.family), L, y, { font: F.regular, size: 9.5 });
  pdf.text('Principal', L, y + 13, { font: F.italic, size: 8.5 });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L + W - 220, y, { font: F.regular, size: 9.5, width: 220, align: 'right' });
  pdf.seal(L + W - 80, y - 40, 28, c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-08-record',
    country: 'TC',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'School leaving record of a Caribbean British overseas territory high school in English: ministry line as decoy, school with Providenciales or Grand Turk address, Turks and Caicos Islands and +1 649; SCHOOL LEAVING RECORD; dot-leader particulars (SURNAME Given, admission number, birth date and admission date on some, class, programme); Grade 12 (or 11, promoted) final examinations with subject, maximum 100 and marks obtained; aggregate over maximum, percentage and division in a box; attendance and conduct as decoys; result and date of leaving; principal and date of issue.',
    render,
  },
];
