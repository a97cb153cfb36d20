/**
 * Dominican state-college letter of completion (or of enrolment), in English, in running text: the college's
 * letterhead with its address (in Portsmouth with "Parish of St. John", a state, or in Roseau, none) and
 * "Commonwealth of Dominica", a +1 767 telephone and a .dm e-mail; a reference and the date of the letter (the
 * issue date); "TO WHOM IT MAY CONCERN"; paragraphs certifying that Mr / Ms Given Family, born on a date (on some),
 * student ID …, was admitted to the college in September of a year (the admission) and either completed the
 * programme leading to the degree of "Bachelor of Science in <field>" in May of a year with a cumulative GPA, the
 * degree conferred by the Academic Board on a date of the same year (the completion), or is enrolled in a later
 * year of it and expected to complete in a later May (no completion: an expected date is none); that the letter is
 * issued at the student's request; the registrar's printed name and title under the signature (a decoy). As
 * described by the Dominican state college's public catalogue (bachelor's degrees of four years built on its
 * associate degrees, a 4.0 grade-point scale, conferral by the Academic Board) and the conventions of registry
 * letters in English.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { eResult, ePerson, longDate, otherFamily, otherGiven } from './e-kit';

const COLLEGES = [
  { name: 'Portsmouth State College of Dominica', abbr: 'PSCD', lines: ['Picard Estate, Portsmouth', 'Parish of St. John, Commonwealth of Dominica'], state: '05', mail: 'registry@pscd.edu.dm' },
  { name: 'Morne Bruce College of Applied Arts and Sciences', abbr: 'MBC', lines: ['Morne Bruce, P.O. Box 82, Roseau', 'Commonwealth of Dominica'], state: null, mail: 'registrar@mbc.edu.dm' },
];
const FIELDS = ['Business Management', 'Environmental Science', 'Information Technology', 'Nursing', 'Agriculture and Agribusiness', 'Hospitality Management'];

async function render(rng: Rng) {
  const p = ePerson(rng, 'DM');
  const col = rng.pick(COLLEGES);
  const field = rng.pick(FIELDS);
  const start = rng.int(2014, 2021);
  const done = rng.bool(0.6);
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2]]);
  const sid = `${start}${digits(rng, 4)}`;
  const gpa = rng.float(2.3, 3.9);
  const degree = `Bachelor of Science in ${field}`;
  const conferred = iso(start + 4, 6, rng.int(1, 28));
  const issued = done ? addDays(conferred, rng.int(7, 500)) : iso(start + rng.int(1, 3), rng.int(1, 11), rng.int(1, 28));
  const yearNow = Number(issued.slice(0, 4));
  const r = eResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'DM', col.state);
  Object.assign(r.qualification, {
    registrationNumber: sid, name: 'Bachelor of Science', level: 'Bachelor', program: degree, majorOrSpecialization: field,
    yearOfAdmission: start, dateOfIssue: issued,
  });
  if (done) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed', cgpa: gpa.toFixed(2) });

  const pdf = new Pdf({ size: LETTER, title: 'Letter', author: col.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 72;
  const W = pdf.width - 144;
  const ink = rng.pick(['#1b4d3e', '#273c75', '#7b241c']);
  pdf.crest(L + 22, 60, 22, col.abbr.slice(0, 3), ink);
  pdf.text(col.name, L + 54, 40, { font: F.bold, size: 14, color: ink, width: W - 54, fit: true });
  col.lines.forEach((l, i) => pdf.text(l, L + 54, 59 + i * 11, { font: F.regular, size: 9 }));
  pdf.text(`Tel: (767) 44${digits(rng, 1)}-${digits(rng, 4)}  ·  ${col.mail}`, L + 54, 81, { font: F.regular, size: 9 });
  pdf.text('Office of the Registrar', L + 54, 93, { font: F.italic, size: 9 });
  pdf.line(L, 110, L + W, 110, 0.8, ink);
  let y = 130;
  pdf.text(`Ref: REG/${yearNow}/${digits(rng, 3)}`, L, y, { font: F.regular, size: 10.5 });
  pdf.text(longDate(issued, 'en'), L, y, { font: F.regular, size: 10.5, width: W, align: 'right' });
  y += 40;
  pdf.text('TO WHOM IT MAY CONCERN', L, y, { font: F.bold, size: 12, width: W, align: 'center' });
  y += 34;
  const o = { font: F.regular, size: 11, leading: 16 };
  const who = `${p.woman ? 'Ms' : 'Mr'} ${p.given} ${p.family}`;
  const born = showDob ? `, born on ${longDate(dob, 'en')}` : '';
  y += pdf.para(`This is to certify that ${who}${born} (Student ID ${sid}) was admitted to ${col.name} in September ${start} to pursue the programme leading to the degree of ${degree}.`, L, y, W, o);
  y += 12;
  if (done) {
    y += pdf.para(`${p.woman ? 'She' : 'He'} successfully completed all requirements of the programme in May ${start + 4} with a cumulative grade point average of ${gpa.toFixed(2)} on a 4.00 scale. The degree was conferred by the Academic Board on ${longDate(conferred, 'en')}.`, L, y, W, o);
  } else {
    const level = ['first', 'second', 'third', 'fourth'][Math.max(0, Math.min(3, yearNow - start - (Number(issued.slice(5, 7)) < 9 ? 1 : 0)))];
    y += pdf.para(`${p.woman ? 'She' : 'He'} is currently enrolled as a full-time student in the ${level} year of the programme and is expected to complete it in May ${start + 4}, subject to satisfactory performance.`, L, y, W, o);
  }
  y += 12;
  y += pdf.para(`This letter is issued at the request of ${p.woman ? 'Ms' : 'Mr'} ${p.family} for whatever purpose it may serve.`, L, y, W, o);
  y += 40;
  pdf.text('Yours faithfully,', L, y, { font: F.regular, size: 11 });
  y += 44;
  pdf.signature(L + 6, y, 110, rng);
  y += 12;
  pdf.text(`${otherGiven(rng, 'DM', rng.bool(0.5))} ${otherFamily(rng, 'DM', p.family)}`, L, y, { font: F.bold, size: 11 });
  pdf.text('Registrar', L, y + 15, { font: F.regular, size: 10.5 });
  pdf.seal(L + 230, y - 6, 28, ink);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-10-letter',
    country: 'DM',
    languages: ['en'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Dominican state-college registry letter in English in running text: letterhead with address (a parish printed in one, a state) and Commonwealth of Dominica, +1 767, .dm e-mail; reference and letter date (issue); to whom it may concern; the holder in natural order with a title, birth date on some, student ID, admitted in September of a year, the "Bachelor of Science in <field>" programme; completed in May with a GPA and conferred on a date, or enrolled and expected to complete (no completion); the registrar\'s printed name as a decoy; as described by the state college\'s catalogue and registry-letter conventions.',
    render,
  },
];
