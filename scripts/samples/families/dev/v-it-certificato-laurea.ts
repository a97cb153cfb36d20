/**
 * Italian university degree certificate ("Certificato di laurea", as issued by a university's
 * Segreteria Studenti under DPR 445/2000): the holder in running text ("Si certifica che la
 * dott.ssa / il dott. NAME, nato/a a CITY (PROV) il DATE, matricola N, ha conseguito in data DATE la
 * Laurea Magistrale in … (classe LM-77) con la votazione di 108/110"), the degree of the DM 270/2004
 * system (Laurea = first cycle, Laurea Magistrale = second cycle), the final mark out of 110 with
 * "e lode", and the stamp-duty line. No table and no labels.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, digits, emptyResult, formatDate, iso } from '../lib/a-kit';

const UNIS = [
  { name: 'Università degli Studi della Val Trebbia', city: 'Piacenza', prov: 'PC', state: 'Emilia-Romagna', code: '45' },
  { name: 'Università del Monte Amiata', city: 'Grosseto', prov: 'GR', state: 'Tuscany', code: '52' },
  { name: 'Politecnico delle Dolomiti', city: 'Belluno', prov: 'BL', state: 'Veneto', code: '34' },
];
const PEOPLE = {
  f: ['Federica', 'Giulia', 'Chiara', 'Martina', 'Elisa', 'Silvia'],
  m: ['Lorenzo', 'Matteo', 'Davide', 'Andrea', 'Riccardo', 'Tommaso'],
  last: ['Caruso', 'Marchetti', 'Fabbri', 'Santoro', 'Bellini', 'Ferraresi', 'Guidotti', 'Lombardo'],
};
const BIRTH = [['Lecce', 'LE'], ['Parma', 'PR'], ['Cremona', 'CR'], ['Matera', 'MT'], ['Rovigo', 'RO']];
const DEGREES = [
  { name: 'Laurea in Economia Aziendale', cls: 'L-18', level: 'Bachelor' as const },
  { name: 'Laurea in Ingegneria Informatica', cls: 'L-8', level: 'Bachelor' as const },
  { name: 'Laurea Magistrale in Economia e Management', cls: 'LM-77', level: 'Master' as const },
  { name: 'Laurea Magistrale in Ingegneria Civile', cls: 'LM-23', level: 'Master' as const },
];
const MESI = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const itLong = (d: string) => {
  const [y, m, dd] = d.split('-').map(Number);
  return `${dd} ${MESI[m - 1]} ${y}`;
};

async function render(rng: Rng) {
  const female = rng.bool(0.5);
  const first = rng.pick(female ? PEOPLE.f : PEOPLE.m);
  const last = rng.pick(PEOPLE.last);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const [bCity, bProv] = rng.pick(BIRTH);
  const grad = iso(rng.int(2012, 2024), rng.pick([3, 7, 10, 12]), rng.int(1, 28));
  const y = +grad.slice(0, 4);
  const dob = iso(y - (deg.level === 'Master' ? 25 : 23), rng.int(1, 12), rng.int(1, 28));
  const mark = rng.int(92, 110);
  const lode = mark === 110 && rng.bool(0.5);
  const matricola = digits(rng, 6);
  const dateForm = rng.pick(['long', 'slash'] as const);
  const fmt = (d: string) => (dateForm === 'long' ? itLong(d) : formatDate(d, 'in-slash'));
  const nameForm = rng.pick(['natural', 'surname-caps'] as const);
  const printedName = nameForm === 'natural' ? `${first} ${last}` : `${last.toUpperCase()} ${first}`;

  const r = emptyResult('it');
  r.language = 'Italian';
  r.candidate = { fullName: `${first} ${last}`, firstName: first, lastName: last, dateOfBirth: dob };
  r.institution = { name: uni.name, country: 'Italy', countryCode: 'IT', state: null, stateCode: null };
  r.qualification.name = deg.name;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = deg.name.replace(/^Laurea (?:Magistrale )?in /, '');
  r.qualification.registrationNumber = matricola;
  r.qualification.yearOfCompletion = y;
  r.qualification.status = 'Completed';
  r.qualification.cgpa = String(mark);
  const issued = iso(y + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued < grad ? grad : issued;

  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const pdf = new Pdf({ size: A4, title: 'Certificato di laurea', author: uni.name, creationDate: new Date(`${r.qualification.dateOfIssue}T09:00:00Z`) });
  const L = 64;
  const W = pdf.width - 2 * L;
  pdf.text(uni.name.toUpperCase(), L, 56, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Area Didattica e Servizi agli Studenti · Segreteria Studenti · ${uni.city}`, L, 76, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('CERTIFICATO DI LAUREA', L, 120, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text('IL RESPONSABILE DELLA SEGRETERIA STUDENTI', L, 150, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text('Vista la documentazione agli atti,', L, 170, { font: F.regular, size: 9.5, width: W, align: 'center' });
  const title = female ? 'la dott.ssa' : 'il dott.';
  const nato = female ? 'nata' : 'nato';
  const body =
    `si certifica che ${title} ${printedName}, ${nato} a ${bCity} (${bProv}) il ${fmt(dob)}, matricola n. ${matricola}, ` +
    `ha conseguito in data ${fmt(grad)} presso questo Ateneo la ${deg.name} (classe ${deg.cls}) ai sensi del D.M. 270/2004, ` +
    `con la votazione di ${mark}/110${lode ? ' e lode' : ''}.`;
  let yy = 200 + pdf.para(body, L, 200, W, { font: F.regular, size: 10.5, leading: 15 });
  yy += 16 + pdf.para('Il presente certificato non può essere prodotto agli organi della pubblica amministrazione o ai privati gestori di pubblici servizi (art. 40 DPR 445/2000).', L, yy + 16, W, { font: F.italic, size: 8.5, leading: 11 });
  pdf.text(`${uni.city}, ${fmt(r.qualification.dateOfIssue!)}`, L, yy + 30, { font: F.regular, size: 10 });
  pdf.signature(pdf.width - 220, yy + 60, 120, rng);
  pdf.text('Il Responsabile della Segreteria Studenti', pdf.width - 260, yy + 84, { font: F.regular, size: 9 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'candidate.dateOfBirth': fmt(dob) } };
}

export const families: Family[] = [
  {
    id: 'it-certificato-di-laurea',
    country: 'IT',
    languages: ['it'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Italian certificato di laurea (DPR 445/2000): the holder, birthplace and date, matricola, completion date, degree (Laurea / Laurea Magistrale, DM 270/2004 class) and final mark out of 110 all inside one running sentence "si certifica che la dott.ssa … nata a … il … ha conseguito in data … la Laurea … con la votazione di …".',
    render,
  },
];
