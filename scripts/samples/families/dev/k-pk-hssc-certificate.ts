/**
 * Pakistani Higher Secondary School Certificate (Intermediate) issued by a Board of Intermediate
 * and Secondary Education: the board and its city, the examination and its year, roll and
 * registration numbers, "This is to certify that NAME son/daughter of FATHER'S NAME has passed …",
 * the group, marks and grade, and the date of birth in figures and in words as the Board's
 * register records it.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, MONTHS, Pdf, SERIF, SANS, border, digits, dmy, emptyResult, familyOf, fullName, givenOf, iso, ordinalWords, pageSize, pkPerson, upper, yearWords, ymd } from '../lib/k-kit';

const CITIES = ['Multan', 'Faisalabad', 'Sargodha', 'Bahawalpur', 'Gujranwala', 'Sahiwal', 'Abbottabad', 'Mardan'];
const GROUPS = ['Pre-Engineering', 'Pre-Medical', 'Humanities', 'General Science', 'Commerce (I.Com.)'];

async function render(rng: Rng) {
  const person = pkPerson(rng);
  const city = rng.pick(CITIES);
  const board = `Board of Intermediate and Secondary Education, ${city}`;
  const year = rng.int(2008, 2024);
  const born = ymd(rng, year - rng.int(17, 19));
  const issued = ymd(rng, year, [8, 12]);
  const F = rng.pick([...SERIF, SANS[0]]);
  const accent = rng.pick(['#065f46', '#1e3a8a', '#000000']);
  const layout = rng.pick(['lines', 'inline'] as const);
  const nameCaps = rng.bool(0.7);
  const relation = person.female ? 'daughter of' : 'son of';
  const total = 1100;
  const marks = rng.int(560, 1040);
  const grade = marks >= 880 ? 'A-1' : marks >= 770 ? 'A' : marks >= 660 ? 'B' : 'C';
  const printedName = nameCaps ? upper(fullName(person)) : fullName(person);
  const father = nameCaps ? upper(person.father) : person.father;
  const dobWords = `${ordinalWords(born.d)} ${MONTHS.en[born.m - 1]} ${yearWords(born.y, rng.bool())}`.replace(/(^|\s)(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: iso(born) };
  r.institution.name = board;
  const placesCountry = rng.bool(0.6);
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(city, 'PK', 'en')) Object.assign(r.institution, COUNTRIES.PK);
  r.qualification.name = 'Higher Secondary School Certificate';
  r.qualification.level = 'Higher Secondary';
  r.qualification.majorOrSpecialization = GROUPS[0];
  const group = rng.pick(GROUPS);
  r.qualification.majorOrSpecialization = group;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = iso(issued);
  const roll = digits(rng, 6);
  r.qualification.registrationNumber = roll;
  r.qualification.totalCreditsOrMarks = String(marks);

  const pdf = new Pdf({ size: pageSize(rng), title: 'Certificate', author: board, creationDate: new Date(`${iso(issued)}T09:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const c = (text: string, y: number, size: number, font = F.regular, color?: string) => pdf.text(text, 50, y, { font, size, width: Wp - 100, align: 'center', fit: true, color });
  let y = land ? 44 : 60;
  pdf.text(`Serial No. ${digits(rng, 7)}`, 40, 36, { font: F.regular, size: 8 });
  c(upper(board), y, land ? 17 : 15, F.bold, accent);
  y += 24;
  if (placesCountry) {
    c(`${city}, Pakistan`, y, 9);
    y += 16;
  }
  y += 8;
  c('HIGHER SECONDARY SCHOOL CERTIFICATE', y, 16, F.bold);
  y += 22;
  c(`(Part-I & Part-II) Annual Examination, ${year}`, y, 11);
  y += 26;
  pdf.text(`Roll No. ${roll}`, 70, y, { font: F.bold, size: 10 });
  pdf.text(`Registration No. ${year - 2}-${city.slice(0, 3).toUpperCase()}-${digits(rng, 5)}`, Wp - 300, y, { font: F.regular, size: 10, width: 230, align: 'right' });
  y += 30;
  if (layout === 'lines') {
    c('This is to certify that', y, 12, F.italic);
    y += 24;
    c(printedName, y, 17, F.bold);
    y += 26;
    c(relation.replace(/^./, (x) => x.toUpperCase()), y, 11, F.italic);
    y += 20;
    c(father, y, 13, F.bold);
    y += 26;
    c(`has passed the Higher Secondary School Certificate Examination held in ${year}`, y, 11);
    y += 18;
  } else {
    c(`This is to certify that ${printedName} ${relation} ${father}`, y, 12);
    y += 20;
    c(`has passed the Higher Secondary School Certificate (Part-I & Part-II) Annual Examination, ${year}`, y, 11);
    y += 18;
  }
  c(`in the ${group} group and obtained ${marks} marks out of ${total}, Grade ${grade}.`, y, 11);
  y += 30;
  if (rng.bool()) {
    pdf.text('Date of Birth (in figures):', 70, y, { font: F.regular, size: 10 });
    pdf.text(dmy(born, '-'), 230, y, { font: F.bold, size: 10 });
    y += 16;
    pdf.text('(in words):', 70, y, { font: F.regular, size: 10 });
    pdf.text(dobWords, 230, y, { font: F.bold, size: 10 });
  } else {
    c(`${person.female ? 'Her' : 'His'} date of birth as recorded in the register of the Board is ${dmy(born, '-')} (${dobWords}).`, y, 10.5);
  }
  y += 30;
  pdf.text(`Date of issue: ${dmy(issued, '-')}`, 70, Hp - (land ? 90 : 130), { font: F.regular, size: 10 });
  pdf.signature(Wp - 220, Hp - (land ? 96 : 136), 120, rng);
  pdf.text('Controller of Examinations', Wp - 240, Hp - (land ? 84 : 124), { font: F.regular, size: 9, width: 170, align: 'center' });
  pdf.seal(Wp / 2, Hp - (land ? 90 : 130), 24, accent);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'institution.name': upper(board) } };
}

export const families: Family[] = [
  {
    id: 'pk-hssc-certificate',
    country: 'PK',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Pakistani Higher Secondary School Certificate (Intermediate, Part-I & Part-II) of a Board of Intermediate and Secondary Education as the boards\' result and verification pages describe it: roll and registration numbers, the candidate named without a label with "son of / daughter of" the father, the group, marks out of 1100 and grade, and the date of birth in figures and in words.',
    render,
  },
];
