/**
 * Honours degree certificate of a Channel Island institute of higher education, in English: the institute's name
 * over its St Peter Port address with the GY postcode and "Guernsey"; centred lines "This is to certify that" / the
 * holder's name (in capitals on some) / "having completed an approved programme of study and satisfied the
 * examiners" / "has been awarded the degree of" / "Bachelor of Science (Honours)" or "Bachelor of Arts (Honours)" /
 * "in <field>" on its own line / "with <class> Honours" — first class, upper or lower second class, third class, in
 * words — then "Conferred on the <ordinal> day of <Month> <year>"; the student number on some (under the name, small);
 * a certificate number in a corner (a serial, not the student's); the Principal's and the Chair of the Academic
 * Board's signatures with their names. As British-style institutions print the class of an honours degree.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iPerson, iResult, iso, ordinalDate, otherName } from './i-kit';

const INSTS = [
  { name: 'Sarnia Institute of Higher Education', street: 'Les Ozouets Campus, Route des Coutanchez' },
  { name: 'Bailiwick College of Arts and Sciences', street: 'Brock Road' },
];
const DEGREES = [
  { head: 'Bachelor of Science', fields: ['Marine Biology', 'Computing', 'Sport and Exercise Science', 'Environmental Science'] },
  { head: 'Bachelor of Arts', fields: ['Business Management', 'Education Studies', 'Creative Media', 'Law and Finance'] },
];
const CLASSES = ['First Class Honours', 'Upper Second Class Honours', 'Lower Second Class Honours', 'Third Class Honours'];

async function render(rng: Rng) {
  const p = iPerson(rng, 'GG');
  const inst = rng.pick(INSTS);
  const deg = rng.pick(DEGREES);
  const field = rng.pick(deg.fields);
  const year = rng.int(2010, 2025);
  const conferred = iso(year, rng.pick([7, 7, 11]), rng.int(1, 28));
  const showNo = rng.bool(0.45);
  const caps = rng.bool(0.5);
  const no = `${year - 3}${digits(rng, 4)}`;
  const cls = rng.pick(CLASSES);
  const F = rng.pick(SERIF);
  const name = `${deg.head} (Honours)`;
  const r = iResult('en', p.given, p.family, null);
  setInstitution(r, inst.name, 'GG');
  Object.assign(r.qualification, { name, level: 'Bachelor', majorOrSpecialization: field, registrationNumber: showNo ? no : null, yearOfCompletion: year, status: 'Completed', dateOfIssue: conferred });

  const pdf = new Pdf({ size: A4, title: 'Degree Certificate', author: inst.name, creationDate: new Date(`${conferred}T12:00:00Z`) });
  const c = rng.pick(['#143d59', '#4b2142', '#1b4332']);
  const M = 60;
  const W = pdf.width - 2 * M;
  pdf.rect(36, 36, pdf.width - 72, pdf.height - 72, 1.2, c);
  pdf.text(`Certificate No. ${rng.pick(['GX', 'SC', 'HE'])}-${digits(rng, 6)}`, pdf.width - 250, 50, { font: F.regular, size: 7.5, width: 190, align: 'right', color: '#555555' });
  pdf.shield(pdf.width / 2 - 24, 70, 48, c);
  pdf.text(inst.name, M, 150, { font: F.bold, size: 20, color: c, width: W, align: 'center', fit: true });
  pdf.text(`${inst.street} · St Peter Port · Guernsey GY1 ${rng.int(1, 9)}${rng.pick(['AB', 'DX', 'HJ', 'QT'])}`, M, 178, { font: F.regular, size: 8.5, color: '#444444', width: W, align: 'center' });
  let y = 240;
  const line = (t: string, size: number, font: string, gap: number, color?: string) => {
    pdf.text(t, M, y, { font, size, width: W, align: 'center', color, fit: true });
    y += gap;
  };
  line('This is to certify that', 12, F.italic, 34);
  line(caps ? `${p.given} ${p.family}`.toUpperCase() : `${p.given} ${p.family}`, 22, F.bold, 30);
  if (showNo) line(`Student number ${no}`, 8.5, F.regular, 26, '#444444');
  else y += 10;
  line('having completed an approved programme of study and satisfied the examiners', 11, F.italic, 22);
  line('has been awarded the degree of', 11, F.italic, 34);
  line(name, 20, F.bold, 28, c);
  line(`in ${field}`, 15, F.bold, 34);
  line(`with ${cls}`, 13, F.italic, 50);
  line(`Conferred on the ${ordinalDate(conferred)}`, 11, F.regular, 70);
  const y0 = y + 20;
  [[otherName(rng, 'GG', p.family), 'Principal'], [otherName(rng, 'GG', p.family), 'Chair of the Academic Board']].forEach(([n, role], i) => {
    const x = M + i * (W / 2);
    pdf.signature(x + 50, y0, 120, rng);
    pdf.line(x + 30, y0 + 8, x + W / 2 - 30, y0 + 8, 0.5);
    pdf.text(n, x, y0 + 14, { font: F.regular, size: 10, width: W / 2, align: 'center' });
    pdf.text(role, x, y0 + 28, { font: F.italic, size: 8.5, width: W / 2, align: 'center' });
  });
  pdf.seal(pdf.width / 2, pdf.height - 110, 30, c);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': ordinalDate(conferred) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-03-certificate',
    country: 'GG',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Honours degree certificate of a Channel Island institute in English: institute and St Peter Port address with GY postcode and Guernsey; centred lines This is to certify that / the holder (capitals on some) / student number on some / has been awarded the degree of / Bachelor of Science (Honours) or Bachelor of Arts (Honours) / in <field> / with <class> Honours in words / Conferred on the <ordinal> day of <Month> <year>; a certificate serial number in the corner (not the student number); two signatories and a seal.',
    render,
  },
];
