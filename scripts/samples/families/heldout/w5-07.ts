/**
 * A Dutch university of applied sciences' letter confirming that a student completed the final examination before the
 * certificate is handed over ("Verklaring afstuderen"), in Dutch, A4 portrait as a letter: the school's letterhead with
 * a P.O. box, a Dutch postcode and a +31 telephone; the addressee block (the student's home address); "Ons kenmerk"
 * (a reference number, a decoy), "Datum" (the date of issue) and "Onderwerp"; the examination board declares in
 * running text that "mevrouw"/"de heer" <name, the family name with its lower-case particle> (born on a date in words
 * on some, in a town), student number on some (the registration number), enrolled in the programme "<opleiding>"
 * (the programme; its CROHO code a decoy number) from a date (the labelled enrolment: the admission) until a later
 * date of deregistration (a decoy), met all requirements of the final examination on a date (the completion) and is
 * awarded the degree "Bachelor of …" (the qualification), with "cum laude" on some; the ceremony's later date (a
 * decoy); the chair and the secretary of the examination board sign. As Dutch schools confirm graduation by letter.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, iso, longDate, otherName, wPerson, wResult } from './w5-kit';

const SCHOOLS = [
  { name: 'Hogeschool Waal en Maas', box: 'Postbus 2170, 6802 CD Arnhem', tel: '+31 (0)26 365', web: 'www.hswaalmaas.nl' },
  { name: 'Hogeschool IJsseldelta', box: 'Postbus 10090, 8000 GB Zwolle', tel: '+31 (0)38 469', web: 'www.ijsseldelta.nl' },
];
const PROGS = [
  { opl: 'Bedrijfskunde', degree: 'Bachelor of Business Administration' },
  { opl: 'Verpleegkunde', degree: 'Bachelor of Nursing' },
  { opl: 'Werktuigbouwkunde', degree: 'Bachelor of Engineering' },
  { opl: 'Leraar Aardrijkskunde', degree: 'Bachelor of Education' },
];
const TOWNS = ['Apeldoorn', 'Deventer', 'Nijmegen', 'Ede', 'Kampen', 'Doetinchem', 'Tiel'];
const STREETS = ['Kastanjelaan', 'Molenstraat', 'Dorpsstraat', 'Beukenlaan', 'Kerkstraat', 'Stationsweg'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'NL');
  const school = rng.pick(SCHOOLS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2014, 2021);
  const years = rng.pick([4, 4, 5]);
  const done = iso(start + years, rng.int(6, 7), rng.int(1, 28));
  const issued = addDays(done, rng.int(5, 30));
  const ceremony = addDays(issued, rng.int(40, 90));
  const out = iso(start + years, 8, 31);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.5);
  const laude = rng.bool(0.2);
  const F = rng.pick([SANS[0], SANS[2], SERIF[2]]);
  const sno = digits(rng, 7).replace(/^0/, '4');
  const r = wResult('nl', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school.name, 'NL');
  Object.assign(r.qualification, { name: prog.degree, level: 'Bachelor', program: prog.opl, registrationNumber: showNo ? sno : null, yearOfAdmission: start, yearOfCompletion: start + years, status: 'Completed', dateOfIssue: issued });

  const pdf = new Pdf({ size: A4, title: 'Verklaring afstuderen', author: school.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const c = rng.pick(['#0e7490', '#9d174d', '#4d7c0f']);
  const L = 70;
  const W = pdf.width - 140;
  pdf.fill(L, 48, 10, 40, c);
  pdf.text(school.name, L + 18, 50, { font: F.bold, size: 16, color: c });
  pdf.text('Studentenzaken · Examencommissie', L + 18, 72, { font: F.regular, size: 9, color: '#444444' });
  [school.box, `T ${school.tel} ${digits(rng, 4)}`, school.web].forEach((l, i) => pdf.text(l, L + W - 170, 50 + i * 11, { font: F.regular, size: 8, width: 170 }));
  const home = [`${p.woman ? 'Mevrouw' : 'De heer'} ${p.given[0]}. ${p.family}`, `${rng.pick(STREETS)} ${rng.int(2, 180)}`, `${rng.int(1000, 9999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}  ${rng.pick(TOWNS).toUpperCase()}`];
  home.forEach((l, i) => pdf.text(l, L, 140 + i * 13, { font: F.regular, size: 10 }));
  const meta: Array<[string, string]> = [['Ons kenmerk', `SZ/${start + years}/${digits(rng, 5)}`], ['Datum', longDate(issued, 'nl')], ['Onderwerp', 'Verklaring afstuderen']];
  meta.forEach(([a, b], i) => {
    pdf.text(a, L, 210 + i * 14, { font: F.bold, size: 9 });
    pdf.text(b, L + 90, 210 + i * 14, { font: F.regular, size: 9.5 });
  });
  let y = 270;
  pdf.text(`Geachte ${p.woman ? 'mevrouw' : 'heer'} ${p.family.replace(/^de /, 'De ').replace(/^van /, 'Van ')},`, L, y, { font: F.regular, size: 10.5 });
  y += 26;
  const who = p.woman ? 'mevrouw' : 'de heer';
  const her = p.woman ? 'haar' : 'hem';
  const body = [
    `Hierbij verklaart de examencommissie van ${school.name} dat ${who} ${p.given} ${p.family}${showDob ? `, geboren op ${longDate(dob, 'nl')} te ${rng.pick(TOWNS)}` : ''}${showNo ? `, studentnummer ${sno}` : ''}, van ${longDate(iso(start, 9, 1), 'nl')} tot en met ${longDate(out, 'nl')} ingeschreven stond voor de opleiding ${prog.opl} (voltijd, CROHO ${rng.int(30000, 39999)}).`,
    `Op ${longDate(done, 'nl')} heeft ${who === 'mevrouw' ? 'zij' : 'hij'} voldaan aan alle eisen van het afsluitend examen van deze opleiding (240 EC)${laude ? ', met het judicium cum laude' : ''}. Aan ${her} is daarmee de graad ${prog.degree} verleend.`,
    `Het getuigschrift en het diplomasupplement worden uitgereikt tijdens de diploma-uitreiking op ${longDate(ceremony, 'nl')}. Tot die datum kan deze verklaring worden gebruikt als bewijs van afstuderen.`,
  ];
  for (const b of body) y += pdf.para(b, L, y, W, { font: F.regular, size: 10.5, leading: 16 }) + 10;
  y += 6;
  pdf.text('Met vriendelijke groet,', L, y, { font: F.regular, size: 10.5 });
  y += 46;
  [['voorzitter examencommissie', otherName(rng, 'NL', p.family)], ['secretaris examencommissie', otherName(rng, 'NL', p.family)]].forEach(([role, n], i) => {
    const x = L + i * 230;
    pdf.signature(x + 10, y - 14, 90, rng);
    pdf.text(n, x, y, { font: F.bold, size: 9.5 });
    pdf.text(role, x, y + 13, { font: F.regular, size: 9 });
  });
  pdf.text(`${school.name} · KvK ${digits(rng, 8)} · ${school.web}`, L, pdf.height - 40, { font: F.regular, size: 7.5, color: '#666666', width: W, align: 'center' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'nl'), 'qualification.yearOfCompletion': longDate(done, 'nl') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'nl');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-07-letter',
    country: 'NL',
    languages: ['nl'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Letter of a Dutch university of applied sciences confirming graduation before the ceremony (Verklaring afstuderen), Dutch: letterhead with Postbus, postcode and +31; addressee block, Ons kenmerk, Datum, Onderwerp; running text by the examination board with the name (family name with its particle), optional birth date and place, optional student number, the enrolment period, the programme and its CROHO code, the date all requirements were met, the degree Bachelor of … and optional cum laude, the later ceremony date; chair and secretary of the board.',
    render,
  },
];
