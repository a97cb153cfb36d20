/**
 * Lesotho statement of results of the Lesotho General Certificate of Secondary Education, in English, issued
 * by the national examinations council: the council's name under a crest, its P.O. Box in Maseru with the
 * country and a +266 telephone; "STATEMENT OF RESULTS" over the examination's name and sitting
 * ("OCTOBER/NOVEMBER 2021"); a band of boxed cells with small captions over their values (centre number,
 * candidate number, the candidate's name SURNAME first in capitals, date of birth on some, gender); the centre's
 * name (the candidate's school, not the issuer); the subjects with a four-digit code and the grade A* to G or U;
 * the count of subjects at C or better (a number that is no total), the grading legend, a statement that the
 * certificate follows, the date of issue and the chief executive's signature line. As described by the council's
 * public notes on the LGCSE (grades A* highest to G lowest, U ungraded, written at the end of secondary school).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, longDate, zPerson, zResult, zTable } from './z-kit';

const SUBJECTS = ['Sesotho', 'English Language', 'Mathematics', 'Physical Science', 'Biology', 'Geography', 'History', 'Accounting', 'Business Studies', 'Agriculture', 'Religious Studies', 'Development Studies', 'Computer Studies', 'Literature in English', 'Design and Technology'];
const GRADES = ['A*', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'U'];
const SCHOOLS = ['Thaba-Bosiu Evangelical High School', 'Mafeteng Community High School', 'St. Agnes Secondary School', 'Qoaling English Medium High School', 'Butha-Buthe Christian High School', 'Morija Mission High School', 'Quthing Valley Secondary School'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'LS');
  const year = rng.int(2016, 2024);
  const showDob = rng.bool(0.6);
  const dob = iso(year - rng.int(16, 19), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const centre = `${rng.int(1, 4)}${digits(rng, 3)}`;
  const candNo = `${centre}${digits(rng, 4)}`;
  const issued = iso(year + 1, rng.int(1, 3), rng.int(1, 28));
  const ability = rng.float(1, 4.5);
  const r = zResult('en', p.given, p.family, showDob ? dob : null);
  const inst = 'Examinations Council of Lesotho';
  setInstitution(r, inst, 'LS');

  const picks = ['Sesotho', 'English Language', 'Mathematics', ...SUBJECTS.slice(3).filter(() => rng.bool(0.45)).slice(0, 6)];
  const rows: Array<{ cells: string[] }> = [];
  let credits = 0;
  for (const s of picks) {
    const g = GRADES[Math.max(0, Math.min(8, Math.round(ability + rng.gauss() * 1.4)))];
    const code = String(100 + SUBJECTS.indexOf(s) * 7).padStart(4, '0');
    rows.push({ cells: [code, s.toUpperCase(), g] });
    r.courses.push(course({ courseNumber: code, courseName: s.toUpperCase(), grade: g }));
    if (['A*', 'A', 'B', 'C'].includes(g)) credits++;
  }
  Object.assign(r.qualification, {
    registrationNumber: candNo, name: 'Lesotho General Certificate of Secondary Education', level: 'Secondary',
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: inst, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 48;
  const W = pdf.width - 96;
  const ink = rng.pick(['#0b3d6b', '#115e3b', '#5b2a86']);
  pdf.shield(pdf.width / 2 - 18, 28, 36, ink);
  pdf.text('EXAMINATIONS COUNCIL OF LESOTHO', L, 78, { font: F.bold, size: 14, width: W, align: 'center', color: ink });
  pdf.text(`P.O. Box ${rng.int(100, 999)}, Maseru 100, Lesotho   ·   Tel: +266 22 ${digits(rng, 6)}`, L, 96, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 112, L + W, 112, 1.2, ink);
  pdf.text('STATEMENT OF RESULTS', L, 124, { font: F.bold, size: 13, width: W, align: 'center' });
  const sitting = rng.bool(0.5) ? `OCTOBER/NOVEMBER ${year}` : `NOVEMBER ${year}`;
  pdf.text(`LESOTHO GENERAL CERTIFICATE OF SECONDARY EDUCATION (LGCSE) — ${sitting}`, L, 144, { font: F.bold, size: 9.5, width: W, align: 'center', fit: true });
  let y = 170;
  const nameForm = rng.pick(['comma', 'plain']);
  const shownName = nameForm === 'comma' ? `${p.family.toUpperCase()}, ${p.given.toUpperCase()}` : `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const cells: Array<[string, string, number]> = [
    ['CENTRE NUMBER', centre, 70], ['CANDIDATE NUMBER', candNo, 86], ['CANDIDATE NAME', shownName, W - 70 - 86 - 80 - 52],
    ['DATE OF BIRTH', showDob ? dmy(dob) : '', 80], ['GENDER', p.woman ? 'F' : 'M', 52],
  ];
  let cx = L;
  for (const [k, v, w] of cells) {
    pdf.rect(cx, y, w, 30, 0.6);
    pdf.text(k, cx + 3, y + 3, { font: F.regular, size: 6.2, color: '#444444', width: w - 6, fit: true });
    if (v) pdf.text(v, cx + 3, y + 15, { font: F.bold, size: 9, width: w - 6, fit: true });
    cx += w;
  }
  y += 38;
  pdf.text('CENTRE NAME', L, y, { font: F.regular, size: 6.5, color: '#444444' });
  pdf.text(rng.pick(SCHOOLS).toUpperCase(), L + 60, y - 1, { font: F.bold, size: 8.5 });
  y += 22;
  const cols = [{ label: 'SUBJECT CODE', width: 90 }, { label: 'SUBJECT', width: W - 90 - 90 }, { label: 'GRADE', width: 90, align: 'center' as const }];
  y = zTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 18, ruling: rng.pick(['rows', 'none']), fill: '#eef1f5' });
  y += 16;
  pdf.text(`Number of subjects entered: ${picks.length}     Subjects at grade C or better: ${credits}`, L, y, { font: F.regular, size: 8.5 });
  y += 14;
  pdf.text('Grades A* (the highest) to G (the lowest) are pass grades; U (ungraded) indicates a result below the minimum for grade G.', L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  y += 11;
  pdf.text('This statement is issued pending the award of the certificate and is not a certificate.', L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  y += 40;
  pdf.signature(L + W - 170, y, 110, rng);
  pdf.line(L + W - 190, y + 12, L + W, y + 12, 0.5);
  pdf.text('Chief Executive Officer', L + W - 190, y + 16, { font: F.regular, size: 8.5, width: 190, align: 'center' });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L, y + 16, { font: F.regular, size: 8.5 });
  pdf.seal(L + W / 2, y + 4, 26, ink);
  pdf.text(`Ref. ${digits(rng, 2)}/${year}/${digits(rng, 6)}`, L, pdf.height - 40, { font: F.regular, size: 7, color: '#666666' });
  const printed: Record<string, string> = {
    'candidate.fullName': shownName,
    'qualification.dateOfIssue': longDate(issued, 'en'),
  };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-02-marksheet',
    country: 'LS',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Lesotho LGCSE statement of results from the national examinations council in English: council, P.O. Box in Maseru, Lesotho, +266; examination and sitting; boxed cells with small captions over their values (centre number, candidate number, SURNAME GIVEN in capitals, birth date on some, gender); the centre name as a decoy school; subject code, subject and grade A*-G or U; a count of subjects at C or better that is no total, legend, date of issue; as described by the council\'s public notes on the LGCSE.',
    render,
  },
];
