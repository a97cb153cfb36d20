/**
 * Bangladeshi university provisional certificate: issued before the convocation, in running text
 * ("This is to certify that … son/daughter of … bearing Student ID … of the session 2015-16 passed
 * the Bachelor of … examination held in … and obtained CGPA 3.42 on a scale of 4.00"), the result
 * publication date, "The degree will be conferred at the next convocation", the Controller of
 * Examinations' signature and a memo number.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, LETTER, addDays, Pdf, SANS, SERIF, digits, dmy, iso, longDate, nPerson, nResult, natural, setInstitution, upper } from '../lib/n-kit';

const UNIS = [
  { name: 'Jamuna University of Science and Technology', city: 'Sirajganj', post: '6700' },
  { name: 'Bay of Bengal International University', city: 'Cox\'s Bazar', post: '4700' },
  { name: 'Dhaleshwari University', city: 'Manikganj', post: '1800' },
  { name: 'Sylhet Hill Valley University', city: 'Sylhet', post: '3100' },
];
const DEGREES: Array<{ name: string; abbr: string; major: string | null; level: 'Bachelor' | 'Master' }> = [
  { name: 'Bachelor of Business Administration', abbr: 'BBA', major: 'Finance', level: 'Bachelor' },
  { name: 'Bachelor of Science in Computer Science and Engineering', abbr: 'B.Sc. in CSE', major: null, level: 'Bachelor' },
  { name: 'Bachelor of Science (Honours) in Physics', abbr: 'B.Sc. (Hons.)', major: null, level: 'Bachelor' },
  { name: 'Master of Business Administration', abbr: 'MBA', major: 'Marketing', level: 'Master' },
  { name: 'Bachelor of Arts (Honours) in English', abbr: 'B.A. (Hons.)', major: null, level: 'Bachelor' },
];

async function render(rng: Rng) {
  const person = nPerson(rng, 'BD');
  const female = /Nusrat|Farzana|Mst\.|Tahmina|Sharmin|Jannatul/.test(person.given);
  const father = `${rng.pick(['Md. Abdur', 'Mohammad', 'Md. Shahidul', 'A.K.M.'])} ${rng.pick(['Rahim', 'Alam', 'Haque', 'Kabir', 'Mannan'])}`;
  const mother = `${rng.pick(['Shirin', 'Laila', 'Rabeya', 'Kohinoor'])} ${rng.pick(['Begum', 'Akter', 'Sultana'])}`;
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const start = rng.int(2010, 2019);
  const years = deg.level === 'Master' ? rng.int(1, 2) : 4;
  const examYear = start + years;
  const resultDate = iso(examYear + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const issued = addDays(resultDate, rng.int(10, 200));
  const cg = rng.float(2.6, 3.95).toFixed(2);
  const id = `${String(start).slice(2)}${digits(rng, 2)}${digits(rng, 5)}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SERIF[2]]);
  const dateForm = rng.pick(['long', 'num'] as const);
  const fmt = (d: string) => (dateForm === 'long' ? longDate(d, 'en') : dmy(d, rng.pick(['/', '.'])));
  const issuedText = fmt(issued);
  const resultText = fmt(resultDate);
  const nameForm = rng.pick(['caps', 'plain'] as const);
  const printedName = nameForm === 'caps' ? upper(natural(person)) : natural(person);
  const session = `${start}-${String(start + 1).slice(2)}`;

  const r = nResult('en', person, null);
  setInstitution(r, uni.name, 'BD');
  Object.assign(r.qualification, {
    // The English degree without its field (families README, `qualification.name`).
    registrationNumber: id, name: deg.name.replace(/ in .*$/, ''), level: deg.level, majorOrSpecialization: deg.major ?? deg.name.split(' in ')[1] ?? null, status: 'Completed',
    yearOfAdmission: start, yearOfCompletion: examYear, dateOfIssue: issued, cgpa: cg,
  });

  const pdf = new Pdf({ size: rng.pick([A4, LETTER]), title: 'Provisional Certificate', author: uni.name, creationDate: new Date(`${issued}T04:00:00Z`) });
  const L = rng.int(60, 80);
  const R = pdf.width - L;
  const W = R - L;
  const color = rng.pick(['#12365f', '#5a1a1a', '#0f4d2e']);
  pdf.crest(L + 26, 70, 26, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w) && w !== 'of').map((w) => w[0]).join('').slice(0, 4), color);
  pdf.text(uni.name, L + 62, 48, { font: F.bold, size: 16, color, width: W - 62, fit: true });
  pdf.text(`${uni.city}-${uni.post}, Bangladesh`, L + 62, 70, { font: F.regular, size: 9.5 });
  pdf.text(`Office of the Controller of Examinations  ·  www.${uni.name.split(' ')[0].toLowerCase()}-univ.edu.bd`, L + 62, 84, { font: F.regular, size: 8.5 });
  pdf.line(L, 106, R, 106, 1.2, color);
  pdf.text(`Memo No: ${upper(uni.name.split(' ')[0].slice(0, 3))}/CoE/${digits(rng, 4)}/${issued.slice(0, 4)}`, L, 118, { font: F.regular, size: 9 });
  pdf.text(`Date: ${issuedText}`, L, 118, { font: F.regular, size: 9, width: W, align: 'right' });
  pdf.text('PROVISIONAL CERTIFICATE', L, 160, { font: F.bold, size: 18, width: W, align: 'center', color });
  pdf.line(pdf.width / 2 - 110, 184, pdf.width / 2 + 110, 184, 0.8, color);
  const he = female ? 'She' : 'He';
  const his = female ? 'her' : 'his';
  const degreeText = deg.major ? `${deg.name} (${deg.abbr}), major in ${deg.major},` : `${deg.name} (${deg.abbr})`;
  const body = [
    `This is to certify that ${printedName}, ${female ? 'daughter' : 'son'} of ${father} and ${mother}, bearing Student ID No. ${id} of the session ${session}, duly completed all the requirements of the ${degreeText} programme and passed the final examination held in ${examYear}.`,
    `${he} obtained CGPA ${cg} on a scale of 4.00. The result was published on ${resultText}.`,
    `${he} bears a good moral character. To the best of my knowledge ${he.toLowerCase()} did not take part in any activity subversive of the state or of discipline. The degree will be conferred on ${his === 'her' ? 'her' : 'him'} at the next convocation; this certificate is valid until then.`,
    `I wish ${his === 'her' ? 'her' : 'him'} every success in life.`,
  ];
  let y = 214;
  for (const p of body) y += pdf.para(p, L, y, W, { font: F.regular, size: 11.5, leading: 20 }) + 12;
  y += 40;
  pdf.signature(R - 150, y, 120, rng);
  pdf.text(`(${rng.pick(['Dr.', 'Prof.', ''])} ${rng.pick(['Mahbubur Rahman', 'Selina Parveen', 'Anwar Hossain', 'Kamrun Nahar'])})`.replace('( ', '('), R - 190, y + 12, { font: F.regular, size: 10, width: 190, align: 'center' });
  pdf.text('Controller of Examinations', R - 190, y + 26, { font: F.bold, size: 10, width: 190, align: 'center' });
  pdf.text(`Prepared by: ${rng.pick(['S.A.', 'R.K.', 'M.I.'])}   Checked by: ${rng.pick(['F.H.', 'N.A.'])}`, L, y + 26, { font: F.italic, size: 8 });
  pdf.text('N.B. Any erasure or alteration renders this certificate invalid.', L, pdf.height - 60, { font: F.italic, size: 8 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'qualification.dateOfIssue': issuedText } };
}

export const families: Family[] = [
  {
    id: 'n-bd-provisional-certificate',
    country: 'BD',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Bangladeshi university provisional certificate issued by the Controller of Examinations before convocation: running text with the holder between "This is to certify that" and the parents\' names, student ID and session, the degree and the final examination year, CGPA on a 4.00 scale (UGC uniform grading), result publication and issue dates, memo number; as described in Bangladeshi universities\' certificate-request pages.',
    render,
  },
];
