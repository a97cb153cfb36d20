/**
 * Tanzanian Certificate of Secondary Education Examination (Form Four, O-level) as the council
 * prints it: the united republic's name and the council on top, a serial number, "This is to
 * certify that" the candidate's name in capitals, the candidate (index) number "S0421/0056", the
 * school, the sitting ("held in November 2019"), then a table of subject code, subject and grade
 * (A 75–100, B 65–74, C 45–64, D 30–44, F below 30), the division and its points (best seven
 * subjects, A = 1 … F = 5 points: Division I 7–17, II 18–21, III 22–25, IV 26–33), the date of
 * birth, and the executive secretary's signature with the date of issue.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, hPerson, hResult, longDate, upper } from './h-kit';

const COUNCIL = 'Tanzania Secondary Examinations Council';
const SCHOOLS = ['Kilimahewa Secondary School', 'Mwembeni Secondary School', 'Nyakato Day Secondary School', 'Usa River Girls Secondary School', 'Mkonge Secondary School', 'Ruvu Hill Secondary School'];
const CORE: Array<[string, string]> = [['011', 'CIVICS'], ['012', 'HISTORY'], ['013', 'GEOGRAPHY'], ['021', 'KISWAHILI'], ['022', 'ENGLISH LANGUAGE'], ['041', 'BASIC MATHEMATICS']];
const SCIENCE: Array<[string, string]> = [['033', 'BIOLOGY'], ['031', 'PHYSICS'], ['032', 'CHEMISTRY']];
const ARTS: Array<[string, string]> = [['033', 'BIOLOGY'], ['062', 'COMMERCE'], ['063', 'BOOK-KEEPING'], ['014', 'BIBLE KNOWLEDGE'], ['036', 'COMPUTER STUDIES'], ['016', 'LITERATURE IN ENGLISH']];
const SCALE: Array<[number, string, number]> = [[75, 'A', 1], [65, 'B', 2], [45, 'C', 3], [30, 'D', 4], [0, 'F', 5]];

function division(points: number): string {
  return points <= 17 ? 'I' : points <= 21 ? 'II' : points <= 25 ? 'III' : points <= 33 ? 'IV' : '0';
}

async function render(rng: Rng) {
  const p = hPerson(rng, 'TZ');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2012, 2024);
  const dob = iso(year - rng.int(16, 18), rng.int(1, 12), rng.int(1, 28));
  const centre = `S${digits(rng, 4).replace(/^./, '0')}`;
  const index = `${centre}/${digits(rng, 4).replace(/^./, '0')}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const subjects = [...CORE, ...(rng.bool(0.55) ? SCIENCE : rng.sample(ARTS, rng.int(2, 3)))];
  const ability = rng.float(38, 82);

  const r = hResult('en', p, dob);
  setInstitution(r, COUNCIL, 'TZ');
  const graded = subjects.map(([code, name]) => {
    const mark = Math.max(10, Math.min(98, Math.round(ability + rng.gauss() * 13)));
    const [, grade, pts] = SCALE.find(([min]) => mark >= min)!;
    return { code, name, grade, pts };
  });
  const best7 = graded.map((g) => g.pts).sort((a, b) => a - b).slice(0, 7).reduce((a, b) => a + b, 0);
  const div = division(best7);
  for (const g of graded) r.courses.push(course({ courseNumber: g.code, courseName: g.name, grade: g.grade, year }));
  const issued = iso(year + 1 + rng.int(0, 1), rng.int(3, 10), rng.int(1, 28));
  // An examination named after its certificate is named by the certificate (families README, `qualification.name`).
  Object.assign(r.qualification, { registrationNumber: index, name: 'Certificate of Secondary Education', level: 'Secondary', yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Certificate of Secondary Education Examination', author: COUNCIL, creationDate: new Date(`${issued}T08:00:00Z`) });
  const W = pdf.width;
  const green = '#1e6b34';
  pdf.securityPattern('', 0, 0, W, pdf.height, green, rng);
  pdf.rect(24, 24, W - 48, pdf.height - 48, 1.6, green);
  pdf.text(`No. ${digits(rng, 7)}`, W - 150, 36, { font: F.bold, size: 10, color: '#8b0000', width: 110, align: 'right' });
  pdf.crest(W / 2, 84, 30, 'TZ', green, F.bold);
  let y = 128;
  const centre1 = (t: string, size: number, font = F.bold, gap = 1.6) => {
    pdf.text(t, 50, y, { font, size, width: W - 100, align: 'center', fit: true });
    y += size * gap;
  };
  centre1('THE UNITED REPUBLIC OF TANZANIA', 12);
  centre1(upper(COUNCIL), 13);
  centre1('P.O. Box 2624, Dar es Salaam', 8.5, F.regular, 2.6);
  centre1('CERTIFICATE OF SECONDARY EDUCATION EXAMINATION', 15, F.bold, 2.4);
  centre1('This is to certify that', 11, F.italic, 1.8);
  centre1(upper(`${p.given} ${p.family}`), 16, F.bold, 1.6);
  centre1(`Candidate No. ${index}`, 10, F.regular, 1.6);
  centre1(`of ${school}`, 11, F.italic, 1.6);
  centre1(`sat for the Certificate of Secondary Education Examination held in November ${year}`, 11, F.italic, 1.5);
  centre1('and obtained the following results:', 11, F.italic, 2.2);
  const x0 = 130;
  const widths = [70, 230, 70];
  const header = ['CODE', 'SUBJECT', 'GRADE'];
  let cx = x0;
  header.forEach((h, i) => {
    pdf.text(h, cx + 4, y, { font: F.bold, size: 10, width: widths[i] - 8, align: i === 1 ? 'left' : 'center' });
    cx += widths[i];
  });
  y += 15;
  pdf.line(x0, y - 2, x0 + 370, y - 2, 0.8);
  for (const g of graded) {
    const cells = [g.code, g.name, g.grade];
    cx = x0;
    cells.forEach((c, i) => {
      pdf.text(c, cx + 4, y, { font: F.regular, size: 10, width: widths[i] - 8, align: i === 1 ? 'left' : 'center' });
      cx += widths[i];
    });
    y += 15;
  }
  pdf.line(x0, y + 1, x0 + 370, y + 1, 0.8);
  y += 12;
  pdf.text(`DIVISION ${div}`, x0 + 4, y, { font: F.bold, size: 11.5 });
  pdf.text(`POINTS ${best7}`, x0 + 230, y, { font: F.bold, size: 11.5 });
  y += 28;
  pdf.text(`Date of Birth: ${dmy(dob, '/')}`, x0 + 4, y, { font: F.regular, size: 10 });
  y += 50;
  pdf.signature(W - 230, y, 130, rng);
  pdf.line(W - 240, y + 12, W - 80, y + 12, 0.6);
  pdf.text('EXECUTIVE SECRETARY', W - 240, y + 17, { font: F.bold, size: 9, width: 160, align: 'center' });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, 60, y + 10, { font: F.regular, size: 9.5 });
  pdf.seal(W / 2, y + 70, 32, green);
  pdf.para('Grades: A = Excellent (75–100), B = Very Good (65–74), C = Good (45–64), D = Satisfactory (30–44), F = Fail (0–29). The division is computed from the best seven subjects. Any alteration renders this certificate invalid.', 50, pdf.height - 84, W - 100, { font: F.italic, size: 7.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(`${p.given} ${p.family}`), 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'h-04-certificate',
    country: 'TZ',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Tanzanian Certificate of Secondary Education Examination (Form Four): examinations council letterhead, "This is to certify that" the name in capitals, candidate number S0421/0056, school and November sitting, subject codes (011 Civics, 021 Kiswahili, 041 Basic Mathematics …), grades A–F, division I–IV and points of the best seven subjects, date of birth, executive secretary and date of issue; as described by the national examinations council\'s grading and division rules.',
    render,
  },
];
