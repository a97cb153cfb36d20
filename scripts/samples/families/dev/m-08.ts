/**
 * Malawian secondary school-leaving certificate (Malawi School Certificate of Education) of the
 * national examinations board: the republic's and the board's names with its P.O. Box in Zomba,
 * the certificate's title and serial number; either a certifying sentence ("This is to certify
 * that NAME, Centre Number 0123, Candidate Number 0123/045, sat the Malawi School Certificate of
 * Education Examination in November 2019 and obtained the following grades") or a boxed block
 * of captions (name, sex, date of birth on some, centre and candidate numbers, examination
 * year); the subjects with their grade on the nine-point scale (1–2 distinction, 3–6 credit,
 * 7–8 pass, 9 fail), the grade's word beside it, the number of subjects passed, the board's
 * executive director and the date of issue. Subjects and award conditions as the board
 * publishes them (six passes including English with at least one credit).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, mPerson, mResult, upper } from './m-kit';

const BOARD = 'Malawi Schools Examinations Board';
const CENTRES = ['Likuni Hills Secondary School', 'Mzuzu Central Community Day Secondary School', 'Chiradzulu Boys Secondary School', 'Mulanje Mission Girls Secondary School', 'Kasungu Lakeview Private Secondary School', 'Nkhotakota Bay Secondary School', 'Balaka Highway Community Day Secondary School'];
const CORE = ['English', 'Mathematics', 'Chichewa', 'Biology', 'Physical Science', 'Agriculture'];
const OPTIONS = ['Geography', 'History', 'Social and Development Studies', 'Bible Knowledge', 'Computer Studies', 'Life Skills', 'Chemistry', 'Physics', 'Additional Mathematics', 'Business Studies'];

function word(g: number): string {
  if (g <= 2) return 'DISTINCTION';
  if (g <= 6) return 'CREDIT';
  if (g <= 8) return 'PASS';
  return 'FAIL';
}

async function render(rng: Rng) {
  const p = mPerson(rng, 'MW');
  const middle = rng.bool(0.3) ? ` ${rng.pick(p.woman ? ['Grace', 'Memory', 'Esther'] : ['James', 'Patrick', 'Joseph'])}` : '';
  const given = `${p.given}${middle}`;
  const year = rng.int(2012, 2024);
  const dob = iso(year - 18, rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const centre = rng.pick(CENTRES.filter((c) => !(p.woman ? /Boys/ : /Girls/).test(c)));
  const centreNo = digits(rng, 4).replace(/^0/, '1');
  const candNo = `${centreNo}/${digits(rng, 3)}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0], SERIF[1]]);
  const sentence = rng.bool(0.5);
  const ability = rng.float(2.5, 6.5);
  const subjects = [...CORE.slice(0, rng.int(5, 6)), ...OPTIONS.filter(() => rng.bool(0.3))].slice(0, rng.int(7, 9));
  if (subjects.length < 7) subjects.push(...OPTIONS.filter((s) => !subjects.includes(s)).slice(0, 7 - subjects.length));
  const grades = subjects.map((s) => Math.max(1, Math.min(9, Math.round(ability + rng.gauss() * 1.6 + (s === 'English' ? -0.5 : 0)))));
  // The certificate is awarded only to those who meet the award conditions: English passed, six passes.
  const ei = subjects.indexOf('English');
  if (grades[ei] > 8) grades[ei] = 8;
  while (grades.filter((g) => g <= 8).length < 6) grades[grades.findIndex((g) => g > 8)] = 8;
  if (!grades.some((g) => g <= 6)) grades[0] = 6;
  const issued = iso(year + 1, rng.int(3, 8), rng.int(1, 28));
  const shownName = upper(`${given} ${p.family}`);

  const r = mResult('en', given, p.family, showDob ? dob : null);
  setInstitution(r, BOARD, 'MW');
  subjects.forEach((s, i) => r.courses.push(course({ courseName: s, grade: String(grades[i]), year })));
  Object.assign(r.qualification, { registrationNumber: candNo, name: 'Malawi School Certificate of Education', level: 'Higher Secondary', yearOfCompletion: year, status: 'Completed', dateOfIssue: issued });

  const pdf = new Pdf({ size: A4, title: 'Malawi School Certificate of Education', author: BOARD, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 60;
  const W = pdf.width - 2 * L;
  const green = rng.pick(['#1b5e20', '#0d3b66', '#5b2a86']);
  pdf.securityPattern('MW', 30, 30, pdf.width - 60, pdf.height - 60, green, rng);
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 2, green);
  pdf.rect(36, 36, pdf.width - 72, pdf.height - 72, 0.6, green);
  pdf.text(`Serial No. ${rng.pick(['A', 'B', 'C'])}${digits(rng, 6)}`, pdf.width - 200, 48, { font: F.regular, size: 8.5, width: 150, align: 'right', color: '#b00020' });
  pdf.crest(pdf.width / 2, 92, 30, 'MW', green, F.bold);
  pdf.text('REPUBLIC OF MALAWI', L, 132, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(upper(BOARD), L, 150, { font: F.bold, size: 14, width: W, align: 'center', color: green });
  pdf.text('P.O. Box 191, Zomba, Malawi', L, 170, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('MALAWI SCHOOL CERTIFICATE OF EDUCATION', L, 196, { font: F.bold, size: 15, width: W, align: 'center' });
  let y = 232;
  if (sentence) {
    y += pdf.para(`This is to certify that ${shownName}, Centre Number ${centreNo}, Candidate Number ${candNo}, having been examined at ${centre}, sat the Malawi School Certificate of Education Examination in November ${year} and obtained the following grades:`, L, y, W, { font: F.regular, size: 11, leading: 16 });
    if (showDob) {
      y += 4;
      pdf.text(`Date of Birth: ${longDate(dob, 'en')}`, L, y, { font: F.regular, size: 10 });
      y += 16;
    }
  } else {
    const pairs: Array<[string, string]> = [
      ['Name of Candidate', shownName], ['Sex', p.woman ? 'F' : 'M'], ...(showDob ? [['Date of Birth', longDate(dob, 'en')] as [string, string]] : []),
      ['Centre', `${centreNo} — ${upper(centre)}`], ['Candidate Number', candNo], ['Examination', `November ${year}`],
    ];
    pdf.rect(L, y - 6, W, pairs.length * 18 + 8, 0.6, '#555555');
    for (const [k, v] of pairs) {
      pdf.text(k, L + 10, y, { font: F.regular, size: 10 });
      pdf.text(v, L + 150, y, { font: F.bold, size: 10, width: W - 160, fit: true });
      y += 18;
    }
  }
  y += 14;
  const cx = [L + 20, L + W - 190, L + W - 110];
  pdf.text('SUBJECT', cx[0], y, { font: F.bold, size: 10 });
  pdf.text('GRADE', cx[1], y, { font: F.bold, size: 10 });
  pdf.text('INTERPRETATION', cx[2] - 10, y, { font: F.bold, size: 9 });
  pdf.line(L + 10, y + 15, L + W - 10, y + 15, 0.8);
  y += 22;
  subjects.forEach((s, i) => {
    pdf.text(upper(s), cx[0], y, { font: F.regular, size: 10.5 });
    pdf.text(String(grades[i]), cx[1] + 14, y, { font: F.bold, size: 10.5 });
    pdf.text(word(grades[i]), cx[2], y, { font: F.regular, size: 9.5 });
    y += 19;
  });
  pdf.line(L + 10, y, L + W - 10, y, 0.8);
  y += 12;
  pdf.text(`Number of subjects passed: ${grades.filter((g) => g <= 8).length}`, L + 20, y, { font: F.regular, size: 10 });
  y += 24;
  pdf.para('Grades 1–2: Distinction; 3–6: Credit; 7–8: Pass; 9: Fail. Any alteration renders this certificate invalid.', L + 20, y, W - 40, { font: F.italic, size: 8.5 });
  y = pdf.height - 170;
  pdf.seal(L + 70, y + 30, 34, green);
  pdf.signature(L + W - 180, y + 24, 150, rng);
  pdf.line(L + W - 190, y + 34, L + W - 10, y + 34, 0.5);
  pdf.text('Executive Director', L + W - 190, y + 40, { font: F.bold, size: 9.5, width: 180, align: 'center' });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L, y + 84, { font: F.regular, size: 9.5 });
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-08-certificate',
    country: 'MW',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Malawian school-leaving certificate (Malawi School Certificate of Education) of the national examinations board: republic, board and P.O. Box, title and serial number; a certifying sentence with the name, centre and candidate numbers and the examination year, or a boxed caption block; subjects with grades 1–9 (distinction, credit, pass, fail) and their interpretation, subjects passed, executive director, date of issue; as described in the board\'s pages on the certificate and its award conditions.',
    render,
  },
];
