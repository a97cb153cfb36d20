/**
 * Papua New Guinea university testamur (degree certificate) in English running text, A4 portrait: the
 * university with its town, province and "Papua New Guinea" under a bird-of-paradise-style crest; "This
 * is to certify that" the holder (a Christian given name and a clan or family name, in capitals or not),
 * "having satisfied all the requirements of the University and of the Council was admitted to the degree
 * of" and the degree with its field on a line of its own in capitals ("BACHELOR OF SCIENCE IN
 * FORESTRY"), the class of the award where earned (With Distinction, With Credit), "at a Graduation
 * Ceremony held at <town> on the 14th day of April 2022"; the Chancellor's, the Vice-Chancellor's and the
 * Registrar's names under their signatures; at the foot the student number (the registration number) and a
 * certificate serial (a decoy) and "Given under the Common Seal of the University"; as described by Papua New Guinea
 * universities' graduation regulations (degrees conferred at ceremonies in the first half of the year,
 * awards with distinction or credit).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { ordinalDay, upper, vPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Highlands University of Natural Resources', town: 'Mount Hagen', place: 'Mount Hagen, Western Highlands Province, Papua New Guinea', state: 'WHM' },
  { name: 'Huon Gulf University of Technology', town: 'Lae', place: 'Private Mail Bag 7, Lae 411, Morobe Province, Papua New Guinea', state: 'MPL' },
  { name: 'Sepik Coast University', town: 'Wewak', place: 'P.O. Box 512, Wewak, Papua New Guinea', state: null },
];
const DEGREES = [
  { line: 'Bachelor of Science in Forestry', name: 'Bachelor of Science', major: 'Forestry' },
  { line: 'Bachelor of Commerce in Accounting', name: 'Bachelor of Commerce', major: 'Accounting' },
  { line: 'Bachelor of Engineering in Civil Engineering', name: 'Bachelor of Engineering', major: 'Civil Engineering' },
  { line: 'Bachelor of Arts in Environmental Science and Geography', name: 'Bachelor of Arts', major: 'Environmental Science and Geography' },
];

async function render(rng: Rng) {
  const p = vPerson(rng, 'PG');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2014, 2024);
  const ceremony = iso(year, rng.pick([3, 4, 5]), rng.int(1, 28));
  const klass = rng.weighted([[null, 3], ['With Credit', 2], ['With Distinction', 1]] as const);
  const capital = rng.bool(0.6);
  const shown = capital ? upper(`${p.given} ${p.family}`) : `${p.given} ${p.family}`;
  const studentNo = `${String(year - 4).slice(2)}${digits(rng, 6)}`;
  const r = vResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'PG', uni.state);
  // The student number printed at the foot is the registration number (families README: "a student, roll or registration
  // number is" `registrationNumber`); the certificate's serial is not.
  Object.assign(r.qualification, { registrationNumber: studentNo, name: deg.name, level: 'Bachelor', majorOrSpecialization: deg.major, program: deg.line, yearOfCompletion: year, status: 'Completed', dateOfIssue: ceremony });

  const pdf = new Pdf({ size: A4, title: 'Testamur', author: uni.name, creationDate: new Date(`${ceremony}T01:00:00Z`) });
  const F = rng.pick([SERIF[0], SERIF[2]]);
  const W = pdf.width;
  const ink = rng.pick(['#7f1d1d', '#1e3a8a', '#14532d']);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 1.2, ink);
  pdf.shield(W / 2 - 30, 48, 60, ink);
  let y = 136;
  const C = (t: string, size: number, font = F.regular, gap = 1.7, color = '#000000') => {
    pdf.text(t, 50, y, { font, size, width: W - 100, align: 'center', color, fit: true });
    y += size * gap;
  };
  C(upper(uni.name), 19, F.bold, 1.6, ink);
  C(uni.place, 9.5, F.italic, 4.2);
  C('This is to certify that', 13, F.italic, 2.6);
  C(shown, 22, F.bold, 2.4);
  C('having satisfied all the requirements of the University', 12.5, F.regular, 1.5);
  C('and of the Council was admitted to the degree of', 12.5, F.regular, 2.8);
  C(upper(deg.line), 17, F.bold, klass ? 1.9 : 2.8, ink);
  if (klass) C(klass, 13, F.italic, 2.6);
  C(`at a Graduation Ceremony held at ${uni.town}`, 12.5, F.regular, 1.5);
  C(`on the ${ordinalDay(ceremony)}`, 12.5, F.regular, 5);
  const people = [
    ['Chancellor', `${rng.pick(['Sir Michael', 'Dame Rose', 'Dr John', 'Dame Margaret'])} ${rng.pick(['Tomba', 'Kaluwin', 'Yauieb'])}`],
    ['Vice-Chancellor', `Professor ${rng.pick(['Albert', 'Betty', 'Simon'])} ${rng.pick(['Mugup', 'Kiap', 'Saka'])}`],
    ['Registrar', `${rng.pick(['Mr Kenneth', 'Ms Lucy', 'Mr Gerard'])} ${rng.pick(['Ainui', 'Waim', 'Puka'])}`],
  ];
  const colW = (W - 100) / 3;
  people.forEach(([role, n], i) => {
    const x = 50 + i * colW;
    pdf.signature(x + 30, y, colW - 60, rng);
    pdf.line(x + 14, y + 8, x + colW - 14, y + 8, 0.5);
    pdf.text(n, x, y + 13, { font: F.regular, size: 9, width: colW, align: 'center', fit: true });
    pdf.text(role, x, y + 25, { font: F.bold, size: 9.5, width: colW, align: 'center' });
  });
  pdf.foilSeal(W / 2, y + 100, 34);
  pdf.text('Given under the Common Seal of the University', 50, pdf.height - 86, { font: F.italic, size: 9, width: W - 100, align: 'center' });
  pdf.text(`Student No. ${studentNo}      Certificate No. ${year}/${digits(rng, 5)}`, 50, pdf.height - 66, { font: F.regular, size: 8, width: W - 100, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.fullName': shown,
    'institution.name': upper(uni.name),
    'qualification.name': upper(deg.line),
    'qualification.program': upper(deg.line),
    'qualification.dateOfIssue': ordinalDay(ceremony),
    'qualification.yearOfCompletion': ordinalDay(ceremony),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-10-diploma',
    country: 'PG',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Papua New Guinea university testamur in English running text: university with town, province and country under a crest; "This is to certify that" the holder, having satisfied the requirements of the University and the Council, was admitted to the degree with its field in capitals on its own line, the class where earned, at a Graduation Ceremony at a town on an ordinal day; Chancellor, Vice-Chancellor and Registrar named; student number (the registration number) and certificate serial (a decoy), the common seal; as described by PNG universities\' graduation regulations.',
    render,
  },
];
