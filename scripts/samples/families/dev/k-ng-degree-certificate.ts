/**
 * Nigerian university degree certificate: the university's name and address, "This is to certify
 * that" or "We hereby certify that", the graduate's name with the SURNAME in capitals (often first),
 * "having satisfied the requirements … has this day been awarded the degree of", the degree with
 * its abbreviation, the class of degree ("Second Class Honours (Upper Division)"), the discipline,
 * and "Given under the Common Seal of the University this 14th day of November, 2019".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, Pdf, SERIF, border, centredLines, digits, emptyResult, familyOf, fullName, givenOf, iso, MONTHS, ngPerson, ordinalSuffix, pageSize, upper, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Crescent Lake University', town: 'Ilaro' },
  { name: 'Federal University of Technology, Ugep', town: 'Ugep' },
  { name: 'Crown Hill University', town: 'Ikirun' },
  { name: 'University of Kainji Highlands', town: 'New Bussa' },
  { name: 'Niger Delta Coastal University', town: 'Oporoma' },
];
const DEGREES: Array<{ name: string; abbr: string; level: 'Bachelor' | 'Master'; fields: string[] }> = [
  { name: 'Bachelor of Science', abbr: 'B.Sc.', level: 'Bachelor', fields: ['Computer Science', 'Microbiology', 'Economics', 'Industrial Chemistry'] },
  { name: 'Bachelor of Engineering', abbr: 'B.Eng.', level: 'Bachelor', fields: ['Civil Engineering', 'Electrical and Electronics Engineering', 'Mechanical Engineering'] },
  { name: 'Bachelor of Arts', abbr: 'B.A.', level: 'Bachelor', fields: ['English Language', 'History and International Studies', 'Linguistics'] },
  { name: 'Master of Science', abbr: 'M.Sc.', level: 'Master', fields: ['Public Health', 'Environmental Management', 'Finance'] },
];
const CLASSES = ['First Class Honours', 'Second Class Honours (Upper Division)', 'Second Class Honours (Lower Division)', 'Third Class Honours'];

async function render(rng: Rng) {
  const person = ngPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const field = rng.pick(deg.fields);
  const award = ymd(rng, rng.int(2010, 2024), [6, 12]);
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#14532d', '#1e3a8a', '#000000', '#7c2d12']);
  const nameForm = rng.pick(['surname-first', 'natural-caps', 'surname-comma', 'natural'] as const);
  const opening = rng.pick(['certify', 'we-certify', 'senate'] as const);
  const placesCountry = rng.bool(0.7);

  const printedName =
    nameForm === 'surname-first' ? `${upper(familyOf(person))} ${givenOf(person)}`
    : nameForm === 'natural-caps' ? upper(fullName(person))
    : nameForm === 'surname-comma' ? `${upper(familyOf(person))}, ${givenOf(person)}`
    : fullName(person);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: null };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(uni.town, 'NG', 'en')) Object.assign(r.institution, COUNTRIES.NG);
  r.qualification.name = deg.name;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = field;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = award.y;
  r.qualification.dateOfIssue = iso(award);

  const pdf = new Pdf({ size: pageSize(rng), title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${iso(award)}T12:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  pdf.text(`No. ${digits(rng, 6)}`, 40, 40, { font: F.regular, size: 8 });
  pdf.crest(Wp / 2, land ? 62 : 82, 24, uni.name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), accent);
  let y = land ? 96 : 124;
  const L: CertLine[] = [
    { text: upper(uni.name), size: land ? 20 : 18, font: F.bold, gap: 1.5, color: accent },
    { text: placesCountry ? `P.M.B. ${rng.int(100, 9999)}, ${uni.town}, Nigeria` : `P.M.B. ${rng.int(100, 9999)}, ${uni.town}`, size: 9, font: F.regular, gap: 2.6 },
  ];
  if (opening === 'certify') L.push({ text: 'This is to certify that', size: 13, font: F.italic });
  else if (opening === 'we-certify') L.push({ text: 'We, the Vice-Chancellor and Senate of the University, hereby certify that', size: 12, font: F.italic });
  else L.push({ text: 'The Senate of the University hereby confers on', size: 12.5, font: F.italic });
  L.push({ text: printedName, size: land ? 22 : 20, font: F.bold, gap: 1.7 });
  if (opening === 'senate') {
    L.push({ text: 'who has satisfied the requirements of the University and passed the prescribed examinations,', size: 11, font: F.italic, gap: 1.6 });
    L.push({ text: 'the degree of', size: 12, font: F.italic });
  } else {
    L.push({ text: 'having satisfied the requirements of the University and passed the prescribed examinations', size: 11, font: F.italic, gap: 1.6 });
    L.push({ text: rng.pick(['has this day been awarded the degree of', 'was admitted to the degree of', 'has been awarded the degree of']), size: 12, font: F.italic });
  }
  L.push({ text: `${upper(deg.name)} (${deg.abbr})`, size: land ? 19 : 18, font: F.bold, gap: 1.6, color: accent });
  if (deg.level === 'Bachelor') L.push({ text: rng.pick(CLASSES), size: 13, font: F.regular, gap: 1.6 });
  L.push({ text: `in ${field}`, size: 13, font: F.regular, gap: 2.4 });
  const day = `${award.d}${ordinalSuffix(award.d)}`;
  L.push({ text: `Given under the Common Seal of the University this ${day} day of ${MONTHS.en[award.m - 1]}, ${award.y}`, size: 10.5, font: F.italic });
  y = centredLines(pdf, L, y);

  const sy = Hp - (land ? 90 : 130);
  for (const [i, role] of ['Vice-Chancellor', 'Registrar'].entries()) {
    const x = i === 0 ? 70 : Wp - 220;
    pdf.signature(x + 10, sy, 120, rng);
    pdf.line(x, sy + 10, x + 150, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: 150, align: 'center' });
  }
  pdf.seal(Wp / 2, sy, 26, accent);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName } };
}

export const families: Family[] = [
  {
    id: 'ng-degree-certificate',
    country: 'NG',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Nigerian university degree certificate as university registries and NUC descriptions show it: the graduate named without a label after "This is to certify that" (surname in capitals, often first), the degree with its abbreviation, the class of degree, the discipline, and "Given under the Common Seal of the University this 14th day of November, 2019".',
    render,
  },
];
