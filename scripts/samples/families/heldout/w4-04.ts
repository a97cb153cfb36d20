/**
 * Provisional certificate of a South Asian public university, in English, as the controller of examinations issues it
 * before the degree: the university and "Office of the Controller of Examinations" with the city and province
 * ("Faisalabad, Punjab, Pakistan"), a serial number and a reference number (decoys) in the top corners, a photograph
 * box, "PROVISIONAL CERTIFICATE"; one running sentence "It is certified that Mr./Miss <NAME IN CAPITALS> S/o | D/o
 * <FATHER IN CAPITALS> bearing Roll No. … and Registration No. … has passed the <degree> (<field>) Programme
 * examination held in <Month YYYY> and is placed in <division> securing CGPA x.xx out of 4.00", the result's
 * notification number and date (a decoy date), the date of birth in figures on some (as the register holds it); a
 * sentence that the certificate is valid until the degree is issued; "Prepared by" and "Checked by" initials, the
 * controller's name and the date of issue in figures with dashes. As Pakistani universities issue provisional
 * certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, dmy, iso, otherName, wPerson, wResult } from './w4-kit';

const UNIS = [
  { name: 'University of Lower Chenab', short: 'ULC', addr: 'Jhang Road, Faisalabad, Punjab, Pakistan' },
  { name: 'Sandal Bar University of Science and Technology', short: 'SBUST', addr: 'Sargodha Road, Faisalabad, Punjab, Pakistan' },
];
const PROGS = [
  { name: 'Bachelor of Science', abbr: 'BS', level: 'Bachelor', years: 4, fields: ['Computer Science', 'Software Engineering', 'Chemistry', 'Economics', 'Botany'] },
  { name: 'Master of Business Administration', abbr: 'MBA', level: 'Master', years: 2, fields: ['Finance', 'Marketing', 'Human Resource Management'] },
  { name: 'Bachelor of Business Administration', abbr: 'BBA', level: 'Bachelor', years: 4, fields: ['Banking and Finance', 'Management'] },
];
const FATHERS = ['Muhammad Iqbal', 'Abdul Rashid', 'Ghulam Mustafa', 'Muhammad Akram', 'Nazir Ahmed', 'Tariq Mehmood', 'Khalid Hussain', 'Shahid Latif'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'PK');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const field = rng.pick(prog.fields);
  const year = rng.int(2016, 2025);
  const month = rng.pick([1, 2, 6, 7, 8]);
  const notified = iso(year, Math.min(12, month + rng.int(1, 3)), rng.int(1, 28));
  const issued = addDays(notified, rng.int(5, 60));
  const showDob = rng.bool(0.5);
  const dob = iso(year - prog.years - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const roll = digits(rng, 5);
  const showReg = rng.bool(0.6);
  const reg = `${year - prog.years}-${uni.short}-${digits(rng, 4)}`;
  const cgpa = rng.float(2.3, 3.95).toFixed(2);
  const division = Number(cgpa) >= 3 ? 'First Division' : 'Second Division';
  const father = `${rng.pick(FATHERS)} ${p.family}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'PK', 'PB');
  Object.assign(r.qualification, { name: prog.name, level: prog.level, majorOrSpecialization: field, registrationNumber: showReg ? reg : roll, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed', cgpa });

  const pdf = new Pdf({ size: A4, title: 'Provisional Certificate', author: uni.name, creationDate: new Date(`${issued}T07:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#0b5d1e', '#0a3a6b']);
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 2, c);
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 0.6, c);
  pdf.text(`Sr. No. ${digits(rng, 6)}`, L, 46, { font: F.regular, size: 8.5 });
  pdf.text(`Ref. No. ${uni.short}/Exam/${year}/${digits(rng, 4)}`, L, 46, { font: F.regular, size: 8.5, width: W, align: 'right' });
  pdf.crest(pdf.width / 2, 92, 26, uni.short.slice(0, 3), c);
  pdf.text(uni.name.toUpperCase(), L, 126, { font: F.bold, size: 16, color: c, width: W, align: 'center', fit: true });
  pdf.text('Office of the Controller of Examinations', L, 148, { font: F.italic, size: 10, width: W, align: 'center' });
  pdf.text(uni.addr, L, 162, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.rect(L + W - 80, 190, 80, 96, 0.6, '#555555');
  pdf.text('Photograph', L + W - 80, 234, { font: F.italic, size: 7.5, color: '#888888', width: 80, align: 'center' });
  pdf.text('PROVISIONAL CERTIFICATE', L, 206, { font: F.bold, size: 18, width: W - 90, align: 'center' });
  pdf.line(L + 70, 230, L + W - 160, 230, 0.8);
  const title = rng.bool(0.5) ? `${prog.name} (${field})` : `${prog.abbr} (${field}) ${prog.years} Years`;
  const held = `${MONTHS[month - 1]} ${year}`;
  const who = `${p.woman ? 'Miss' : 'Mr.'} ${`${p.given} ${p.family}`.toUpperCase()} ${p.woman ? 'D/o' : 'S/o'} ${father.toUpperCase()}`;
  const body = `It is certified that ${who} bearing Roll No. ${roll}${showReg ? ` and Registration No. ${reg}` : ''} has passed the ${title} Programme examination held in ${held} and is placed in ${division} securing CGPA ${cgpa} out of 4.00.`;
  let y = 310;
  y += pdf.para(body, L, y, W, { font: F.regular, size: 12, leading: 22 }) + 14;
  y += pdf.para(`The result was notified vide Notification No. ${uni.short}/Exam/${digits(rng, 3)} dated ${dmy(notified, '-')}.`, L, y, W, { font: F.regular, size: 11, leading: 18 }) + 8;
  if (showDob) y += pdf.para(`His/Her date of birth as recorded in the University register is ${dmy(dob, '-')}.`, L, y, W, { font: F.regular, size: 11, leading: 18 }) + 8;
  y += pdf.para('This certificate is issued provisionally and shall remain valid until the issuance of the original degree. Errors and omissions are excepted.', L, y, W, { font: F.italic, size: 10, leading: 16 }) + 24;
  const ctrl = otherName(rng, 'PK', p.family);
  const by = [otherName(rng, 'PK', p.family), otherName(rng, 'PK', p.family)].map((n) => n.split(' ').map((w) => w[0]).join(''));
  pdf.text(`Prepared by: ${by[0]}`, L, y + 40, { font: F.regular, size: 9 });
  pdf.text(`Checked by: ${by[1]}`, L, y + 54, { font: F.regular, size: 9 });
  pdf.text(`Date of Issue: ${dmy(issued, '-')}`, L, y + 80, { font: F.bold, size: 10 });
  pdf.signature(L + W - 170, y + 30, 120, rng);
  pdf.line(L + W - 190, y + 56, L + W, y + 56, 0.6);
  pdf.text(ctrl, L + W - 190, y + 60, { font: F.bold, size: 10, width: 190, align: 'center' });
  pdf.text('Controller of Examinations', L + W - 190, y + 74, { font: F.regular, size: 9.5, width: 190, align: 'center' });
  pdf.seal(L + W / 2, y + 70, 34, c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}`.toUpperCase(), 'institution.name': uni.name.toUpperCase(), 'qualification.dateOfIssue': dmy(issued, '-'), 'qualification.name': title.startsWith(prog.abbr) ? prog.abbr : prog.name };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '-');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-04-certificate',
    country: 'PK',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Pakistani university provisional certificate from the controller of examinations: decoy serial and reference numbers, the city and province in the address, a photograph box; one sentence with Mr./Miss NAME in capitals, S/o or D/o the father in capitals, roll and registration numbers, the degree written out or abbreviated (BS, MBA, BBA) with its field, the examination month and year, division and CGPA out of 4.00; a decoy notification date, birth date on some, prepared and checked initials, controller of examinations and date of issue with dashes.',
    render,
  },
];
