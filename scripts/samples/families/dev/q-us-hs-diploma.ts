/**
 * US public high-school diploma as school districts' diploma descriptions and state graduation
 * requirements pages show it: the district and the high school, "This certifies that" (or "be it
 * known that", or the name alone under the school's name), the graduate's name in large type,
 * "has satisfactorily completed the course of study prescribed … and is therefore entitled to this
 * High School Diploma", "Given at CITY, STATE, this twenty-eighth day of May, two thousand
 * nineteen" (or a numeric date), and the superintendent's, principal's and board president's names
 * printed under their signatures in type as large as the text.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { MONTHS_Q, OFFICIALS, Pdf, SERIF, border, emptyResult, iso, natural, ordinalWords, pageSize, qPerson, yearWords, ymd } from '../lib/q-kit';

const SCHOOLS = [
  { name: 'Maple Ridge High School', district: 'Maple Ridge Local School District', city: 'Chillicothe', state: 'Ohio', code: 'OH' },
  { name: 'Cedar Bluff High School', district: 'Cedar Bluff Unified School District No. 412', city: 'Salina', state: 'Kansas', code: 'KS' },
  { name: 'Harbor View High School', district: 'Coos Harbor School District', city: 'Coos Bay', state: 'Oregon', code: 'OR' },
  { name: 'James River High School', district: 'Buckingham County Public Schools', city: 'Dillwyn', state: 'Virginia', code: 'VA' },
];

async function render(rng: Rng) {
  const person = qPerson(rng, 'US');
  const school = rng.pick(SCHOOLS);
  const day = ymd(rng, rng.int(2008, 2024), [5, 6]);
  const F = rng.pick(SERIF);
  const intro = rng.pick(['certifies', 'known', 'none'] as const);
  const dateForm = rng.pick(['words', 'numeric'] as const);

  const r = emptyResult('en');
  r.candidate = { fullName: natural(person), firstName: person.given, lastName: person.family, dateOfBirth: null };
  r.institution = { name: school.name, country: 'United States', countryCode: 'US', state: school.state, stateCode: school.code };
  r.qualification.name = 'High School Diploma';
  r.qualification.level = 'Higher Secondary';
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = day.y;
  r.qualification.dateOfIssue = iso(day);

  const pdf = new Pdf({ size: pageSize(rng, true), title: 'Diploma', author: school.district, creationDate: new Date(`${iso(day)}T15:00:00Z`) });
  const accent = rng.pick(['#1e3a8a', '#7f1d1d', '#000000']);
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const c = (text: string, y: number, size: number, font = F.regular, color?: string) => pdf.text(text, 60, y, { font, size, width: Wp - 120, align: 'center', fit: true, color });
  let y = land ? 50 : 80;
  c(school.district, y, 12, F.italic);
  y += 24;
  c(school.name, y, land ? 28 : 26, F.bold, accent);
  y += 40;
  if (intro === 'certifies') {
    c('This certifies that', y, 13, F.italic);
    y += 28;
  } else if (intro === 'known') {
    c('Be it known that', y, 13, F.italic);
    y += 28;
  }
  c(natural(person), y, land ? 30 : 28, F.bold);
  y += 46;
  c('has satisfactorily completed the course of study prescribed by the Board of Education', y, 12, F.italic);
  y += 18;
  c('for graduation from this school and is therefore entitled to this', y, 12, F.italic);
  y += 28;
  c('High School Diploma', y, 22, F.bold, accent);
  y += 38;
  const when = dateForm === 'words'
    ? `Given at ${school.city}, ${school.state}, this ${ordinalWords(day.d)} day of ${MONTHS_Q.en[day.m - 1]}, ${yearWords(day.y, false)}.`
    : `Given at ${school.city}, ${school.state}, on ${MONTHS_Q.en[day.m - 1]} ${day.d}, ${day.y}.`;
  c(when, y, 12);
  const sy = Hp - (land ? 110 : 150);
  const [a, b, d] = rng.sample(OFFICIALS.US, 3);
  const sigs: Array<[string, string]> = [[a, 'President, Board of Education'], [b, 'Superintendent'], [d, 'Principal']];
  const colW = (Wp - 120) / 3;
  sigs.forEach(([who, role], i) => {
    const x = 60 + i * colW;
    pdf.signature(x + 30, sy - 10, colW - 60, rng);
    pdf.line(x + 10, sy + 4, x + colW - 10, sy + 4, 0.5);
    pdf.text(who, x, sy + 9, { font: F.regular, size: 12, width: colW, align: 'center', fit: true });
    pdf.text(role, x, sy + 25, { font: F.italic, size: 9.5, width: colW, align: 'center', fit: true });
  });
  return { pdf: await pdf.end(), expected: r };
}

export const families: Family[] = [
  {
    id: 'us-hs-diploma',
    country: 'US',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'US public high-school diploma as district diploma descriptions show it: the district and school, "This certifies that" / "Be it known that" / the name alone, the graduate\'s name large, "has satisfactorily completed the course of study … entitled to this High School Diploma", "Given at CITY, STATE, this … day of …, two thousand …" or a numeric date, and the board president\'s, superintendent\'s and principal\'s names printed under their signature lines.',
    render,
  },
];
