/**
 * A Sri Lankan state university's provisional certificate, in English, A4 portrait: the university's name and
 * address ("P.O. Box …, Kandy 20400, Sri Lanka", a +94 telephone), the examinations branch, a reference number (a
 * decoy); "PROVISIONAL CERTIFICATE"; one paragraph certifying that <NAME IN CAPITALS> (the registration number, or on
 * other pages only the examination index number, in parentheses) of the faculty (a decoy institution) has completed
 * the requirements of the degree "Bachelor of Science in <field>" (named without its field in the truth) and is awarded
 * it with a class ("Second Class (Upper Division)", a division word that is no result), the overall GPA on some;
 * the effective date of the degree with an ordinal day (the completion), the date of the Senate meeting that
 * approved the results (a decoy date) and the date of birth on some; the date of issue at the foot with an ordinal
 * day, the Senior Assistant Registrar's signature and a note that the degree certificate will be awarded at the
 * convocation. As Sri Lankan universities issue provisional certificates before the convocation.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, digits, setInstitution } from '../lib/n-kit';
import { addDays, iso, otherName, wPerson, wResult, ymd } from './w5-kit';
import { MONTH_NAMES } from '../lib/group-kit';

const UNIS = [
  { name: 'University of the Mahaweli Highlands', addr: 'P.O. Box 21, Kandy 20400, Sri Lanka', tel: '+94 81 239', code: 'UMH' },
  { name: 'Eastern Lagoons University', addr: 'Vantharumoolai Road, Chenkalady 30350, Sri Lanka', tel: '+94 65 224', code: 'ELU' },
];
const DEGREES = [
  { head: 'Bachelor of Science', field: 'Food Science and Technology', fac: 'Faculty of Applied Sciences', pre: 'AS' },
  { head: 'Bachelor of Science', field: 'Physical Science', fac: 'Faculty of Science', pre: 'PS' },
  { head: 'Bachelor of Arts', field: 'Economics', fac: 'Faculty of Arts and Culture', pre: 'AC' },
  { head: 'Bachelor of Business Administration', field: 'Accounting', fac: 'Faculty of Management and Commerce', pre: 'MC' },
];
const CLASSES = ['First Class', 'Second Class (Upper Division)', 'Second Class (Lower Division)', 'Pass'];

function ordinal(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf} ${MONTH_NAMES.en[m - 1]} ${y}`;
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'LK');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const start = rng.int(2012, 2020);
  const effective = iso(start + 4, rng.int(2, 11), rng.int(1, 28));
  const senate = addDays(effective, rng.int(20, 60));
  const issued = addDays(senate, rng.int(7, 40));
  const showReg = rng.bool(0.5);
  const showGpa = rng.bool(0.5);
  const showDob = rng.bool(0.4);
  const dob = iso(start - 20, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick(SERIF);
  const S = rng.pick(SANS);
  const reg = `${deg.pre}/${start}/${digits(rng, 3)}`;
  const index = `${String(start).slice(2)}/${deg.pre}/${digits(rng, 3)}`;
  const gpa = (rng.int(240, 385) / 100).toFixed(2);
  const cls = Number(gpa) >= 3.7 ? CLASSES[0] : Number(gpa) >= 3.3 ? CLASSES[1] : Number(gpa) >= 3 ? CLASSES[2] : CLASSES[3];
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'LK');
  Object.assign(r.qualification, { name: deg.head, level: 'Bachelor', program: `${deg.head} in ${deg.field}`, majorOrSpecialization: deg.field, registrationNumber: showReg ? reg : index, yearOfCompletion: start + 4, status: 'Completed', dateOfIssue: issued, cgpa: showGpa ? gpa : null });

  const pdf = new Pdf({ size: A4, title: 'Provisional Certificate', author: uni.name, creationDate: new Date(`${issued}T05:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#1e3a8a', '#713f12']);
  const L = 62;
  const W = pdf.width - 124;
  pdf.crest(pdf.width / 2, 58, 24, uni.code, c);
  pdf.text(uni.name.toUpperCase(), L, 92, { font: F.bold, size: 15, width: W, align: 'center', color: c, fit: true });
  pdf.text(uni.addr, L, 112, { font: S.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(`Examinations Branch · Tel: ${uni.tel} ${digits(rng, 4)} · exams@${uni.code.toLowerCase()}.ac.lk`, L, 124, { font: S.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 140, L + W, 140, 0.8, c);
  pdf.text(`Our Ref: ${uni.code}/EX/PC/${start + 4}/${digits(rng, 4)}`, L, 150, { font: S.regular, size: 8.5 });
  pdf.text('PROVISIONAL CERTIFICATE', L, 190, { font: F.bold, size: 18, width: W, align: 'center', cs: 1.5 });
  const num = showReg ? `Registration No. ${reg}` : `Index No. ${index}`;
  const body = `This is to certify that ${`${p.given} ${p.family}`.toUpperCase()} (${num}) of the ${deg.fac} has completed all the requirements for the Degree of ${deg.head} in ${deg.field} and has been awarded the said Degree with ${cls === 'Pass' ? 'a Pass' : cls}${showGpa ? `, with an Overall Grade Point Average (GPA) of ${gpa}` : ''}.`;
  let y = 236 + pdf.para(body, L, 236, W, { font: F.regular, size: 12, leading: 20 });
  y += 12;
  const lines = [`The effective date of the Degree is ${ordinal(effective)}.`, `The results were approved by the Senate at its meeting held on ${ordinal(senate)}.`];
  if (showDob) lines.push(`Date of Birth of the candidate as per the University records: ${ordinal(dob)}.`);
  for (const l of lines) y += pdf.para(l, L, y, W, { font: F.regular, size: 11.5, leading: 18 }) + 4;
  y += 10;
  pdf.para('The Degree Certificate will be awarded at the next General Convocation. This certificate is issued on the request of the candidate and is valid until then.', L, y, W, { font: F.italic, size: 10, leading: 15 });
  const foot = pdf.height - 170;
  pdf.text(`Date: ${ordinal(issued)}`, L, foot + 20, { font: F.regular, size: 11 });
  pdf.signature(L + W - 160, foot + 10, 110, rng);
  pdf.line(L + W - 200, foot + 22, L + W, foot + 22, 0.5);
  pdf.text(otherName(rng, 'LK', p.family), L + W - 200, foot + 26, { font: F.regular, size: 10, width: 200, align: 'center' });
  pdf.text('Senior Assistant Registrar / Examinations', L + W - 200, foot + 40, { font: F.italic, size: 9, width: 200, align: 'center' });
  pdf.text('for Registrar', L + W - 200, foot + 52, { font: F.italic, size: 9, width: 200, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}`.toUpperCase(), 'qualification.dateOfIssue': ordinal(issued), 'qualification.yearOfCompletion': ordinal(effective) };
  if (showDob) printed['candidate.dateOfBirth'] = ordinal(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-09-certificate',
    country: 'LK',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Provisional certificate of a Sri Lankan state university, English: name and address with Sri Lanka and +94, examinations branch, a reference number; one paragraph with the name in capitals, the registration number or the index number, the faculty, the degree Bachelor of <…> in <field> and the class, optional GPA; the effective date of the degree and the Senate meeting date with ordinal days, optional birth date; the date of issue, the Senior Assistant Registrar, a note on the convocation.',
    render,
  },
];
