/**
 * Indian university degree and provisional certificates, as university examination branches
 * describe and issue them: the university's name and town with its PIN code, the register number,
 * "This is to certify that" and the graduate's name in capitals with the father's name ("son of",
 * "daughter of"), "has been admitted to the Degree of" or "has passed the … Degree Examination",
 * the degree in full or by its abbreviation (B.E., B.Tech., M.Sc.), the branch in parentheses or
 * after "in", the month and year of the examination ("held in April/May 2019"), the class
 * ("First Class with Distinction") or the CGPA, and "Place: … Date: …". The provisional certificate
 * stands in until the degree is conferred at convocation.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { southIndianPerson, indianPerson } from '../lib/a-data';
import { cityPlaces, COUNTRIES, Pdf, SERIF, border, centredLines, digits, emptyResult, iso, pageSize, upper, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Kaveri Valley University', town: 'Tiruchirappalli', pin: '620024' },
  { name: 'Deccan Plateau Technological University', town: 'Warangal', pin: '506004' },
  { name: 'Sahyadri Institute of Technology University', town: 'Mangaluru', pin: '575025' },
  { name: 'Vidarbha Central University', town: 'Nagpur', pin: '440033' },
  { name: 'Eastern Ghats University', town: 'Visakhapatnam', pin: '530003' },
];
const DEGREES: Array<{ name: string; abbr: string; level: 'Bachelor' | 'Master'; branches: string[]; cgpa: boolean }> = [
  { name: 'Bachelor of Engineering', abbr: 'B.E.', level: 'Bachelor', branches: ['Electronics and Communication Engineering', 'Civil Engineering', 'Mechanical Engineering'], cgpa: true },
  { name: 'Bachelor of Technology', abbr: 'B.Tech.', level: 'Bachelor', branches: ['Computer Science and Engineering', 'Information Technology', 'Chemical Engineering'], cgpa: true },
  { name: 'Master of Science', abbr: 'M.Sc.', level: 'Master', branches: ['Physics', 'Mathematics', 'Biotechnology'], cgpa: true },
  { name: 'Bachelor of Commerce', abbr: 'B.Com.', level: 'Bachelor', branches: ['Accounting and Finance', 'Banking and Insurance'], cgpa: false },
];
const CLASSES = ['First Class with Distinction', 'First Class', 'Second Class'];
const SESSIONS: Array<[number, string]> = [[5, 'April/May'], [5, 'May'], [12, 'November/December'], [4, 'April']];

async function render(rng: Rng) {
  const southern = rng.bool(0.6);
  const p = southern ? southIndianPerson(rng) : indianPerson(rng);
  const female = 'female' in p ? (p as { female: boolean }).female : rng.bool();
  const given = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${given} ${p.last}`;
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const branch = rng.pick(deg.branches);
  const provisional = rng.bool(0.5);
  const [month, session] = rng.pick(SESSIONS);
  const examYear = rng.int(2012, 2024);
  const issued = provisional ? ymd(rng, month === 12 ? examYear + 1 : examYear, month === 12 ? [1, 3] : [month + 1, Math.min(12, month + 3)]) : ymd(rng, examYear + 1, [1, 12]);
  const reg = rng.bool() ? `${digits(rng, 2)}${rng.pick(['BE', 'BT', 'MS', 'BC'])}${digits(rng, 4)}` : digits(rng, 12);
  const cgpa = deg.cgpa && (provisional || rng.bool(0.3)) ? (rng.int(620, 960) / 100).toFixed(2) : null;
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#1e3a8a', '#7c2d12', '#000000', '#14532d']);
  const printsCountry = rng.bool(0.5);
  const abbreviated = rng.bool(0.4);
  const nameForm = rng.pick(['caps', 'titled'] as const);
  const printedName = nameForm === 'caps' ? upper(full) : `${female ? 'Ms.' : 'Mr.'} ${full}`;
  const relation = female ? 'daughter of' : 'son of';

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: given, lastName: p.last, dateOfBirth: null };
  r.institution.name = uni.name;
  if (printsCountry || cityPlaces(uni.town, 'IN', 'en')) Object.assign(r.institution, COUNTRIES.IN);
  r.qualification.name = deg.name;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = branch;
  r.qualification.registrationNumber = reg;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = examYear;
  r.qualification.dateOfIssue = iso(issued);
  r.qualification.cgpa = cgpa;
  const dateText = `${String(issued.d).padStart(2, '0')}-${String(issued.m).padStart(2, '0')}-${issued.y}`;

  const pdf = new Pdf({ size: pageSize(rng), title: provisional ? 'Provisional Certificate' : 'Degree Certificate', author: uni.name, creationDate: new Date(`${iso(issued)}T10:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  pdf.text(`Sl. No. ${digits(rng, 7)}`, 40, 40, { font: F.regular, size: 8 });
  pdf.crest(Wp / 2, land ? 62 : 80, 22, uni.name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), accent);
  const L: CertLine[] = [
    { text: upper(uni.name), size: land ? 19 : 17, font: F.bold, gap: 1.5, color: accent },
    { text: `${uni.town} - ${uni.pin}${printsCountry ? ', India' : ''}`, size: 9.5, font: F.regular, gap: 2.4 },
    { text: provisional ? 'PROVISIONAL CERTIFICATE' : 'DEGREE CERTIFICATE', size: 14, font: F.bold, gap: 2 },
    { text: `Register No.: ${reg}`, size: 10, font: F.regular, gap: 2.2 },
    { text: 'This is to certify that', size: 12, font: F.italic },
    { text: printedName, size: land ? 19 : 17, font: F.bold, gap: 1.6 },
    { text: `${relation} ${upper(p.father)}`, size: 10.5, font: F.italic, gap: 2 },
  ];
  const degreeText = abbreviated ? deg.abbr : upper(deg.name);
  if (provisional) {
    L.push({ text: `has passed the ${degreeText} Degree Examination`, size: 11.5, font: F.italic });
    L.push({ text: `(${branch})`, size: 13, font: F.bold, gap: 1.7 });
    L.push({ text: `held in ${session} ${examYear}${cgpa ? ` with a CGPA of ${cgpa} on a 10-point scale` : ` and was placed in ${rng.pick(CLASSES)}`}.`, size: 11, font: F.italic, gap: 1.7 });
    L.push({ text: 'The Degree Certificate will be issued at the next convocation.', size: 10, font: F.italic, gap: 2.4 });
  } else {
    L.push({ text: 'having passed the examination prescribed and satisfied all requirements', size: 11, font: F.italic, gap: 1.6 });
    L.push({ text: 'has been admitted to the Degree of', size: 11.5, font: F.italic });
    L.push({ text: degreeText, size: land ? 18 : 16, font: F.bold, gap: 1.5, color: accent });
    L.push({ text: 'in', size: 11, font: F.italic, gap: 1.5 });
    L.push({ text: branch, size: 14, font: F.bold, gap: 1.6 });
    L.push({ text: `at the examination held in ${session} ${examYear} and was placed in ${rng.pick(CLASSES)}${cgpa ? ` (CGPA ${cgpa})` : ''}.`, size: 11, font: F.italic, gap: 2.4 });
  }
  centredLines(pdf, L, land ? 92 : 118);
  const sy = Hp - (land ? 80 : 120);
  pdf.text(`Place: ${uni.town}`, 60, sy - 14, { font: F.regular, size: 10 });
  pdf.text(`Date: ${dateText}`, 60, sy + 2, { font: F.regular, size: 10 });
  const x = Wp - 230;
  pdf.signature(x + 10, sy, 120, rng);
  pdf.line(x, sy + 10, x + 160, sy + 10, 0.5);
  pdf.text(provisional ? 'Controller of Examinations' : 'Vice-Chancellor', x, sy + 14, { font: F.regular, size: 9, width: 160, align: 'center' });
  pdf.seal(Wp / 2, sy, 24, accent);
  const printed: Record<string, string> = { 'candidate.fullName': nameForm === 'caps' ? upper(full) : full, 'qualification.name': degreeText, 'institution.name': upper(uni.name), 'qualification.dateOfIssue': dateText };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-degree-certificate',
    country: 'IN',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Indian university degree and provisional certificates as university examination branches describe them: the holder named without a label after "This is to certify that" with the father\'s name, "has been admitted to the Degree of" or "has passed the B.Tech. Degree Examination", the branch in parentheses or after "in", "held in April/May 2019", the class or CGPA, the register number and "Place: … Date: …".',
    render,
  },
];
