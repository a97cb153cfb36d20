/**
 * Australian university testamur: the university's name (and its CRICOS provider code), the
 * graduate's name printed large either after "This is to certify that" / "Be it known that" or
 * alone at the top, "having fulfilled the requirements … was admitted to the degree of", the award
 * ("Bachelor of Commerce", "Master of Teaching", "Doctor of Philosophy"), sometimes "with Honours"
 * or "with Distinction", and "at a ceremony held on 14 December 2021" or a date in words.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, MONTHS, Pdf, SERIF, SANS, auPerson, border, centredLines, emptyResult, familyOf, fullName, givenOf, iso, ordinalWords, pageSize, yearWords, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Southern Cross Coast University', city: 'Port Macquarie' },
  { name: 'University of the Red Centre', city: 'Alice Springs' },
  { name: 'Gippsland Technological University', city: 'Traralgon' },
  { name: 'Murray Valley University', city: 'Albury' },
];
const AWARDS: Array<{ name: string; level: 'Bachelor' | 'Master' | 'Doctorate'; suffix: string[] }> = [
  { name: 'Bachelor of Commerce', level: 'Bachelor', suffix: ['', 'with Distinction'] },
  { name: 'Bachelor of Nursing', level: 'Bachelor', suffix: [''] },
  { name: 'Bachelor of Engineering (Honours)', level: 'Bachelor', suffix: ['', 'First Class Honours'] },
  { name: 'Master of Teaching', level: 'Master', suffix: [''] },
  { name: 'Master of Information Technology', level: 'Master', suffix: ['', 'with Distinction'] },
  { name: 'Doctor of Philosophy', level: 'Doctorate', suffix: [''] },
];

async function render(rng: Rng) {
  const person = auPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const award = rng.pick(AWARDS);
  const suffix = rng.pick(award.suffix);
  const day = ymd(rng, rng.int(2010, 2024), [3, 12]);
  const F = rng.pick([...SERIF, SANS[2]]);
  const accent = rng.pick(['#0c4a6e', '#000000', '#4c1d95']);
  const layout = rng.pick(['certify', 'known', 'name-top'] as const);
  const dateForm = rng.pick(['ceremony', 'words', 'conferred'] as const);
  const placesCountry = rng.bool(0.6);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: null };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(uni.city, 'AU', 'en')) Object.assign(r.institution, COUNTRIES.AU);
  r.qualification.name = award.name.replace(/ \(Honours\)$/, '');
  r.qualification.level = award.level;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = day.y;
  r.qualification.dateOfIssue = iso(day);

  const pdf = new Pdf({ size: pageSize(rng), title: 'Testamur', author: uni.name, creationDate: new Date(`${iso(day)}T12:00:00Z`) });
  if (rng.bool(0.5)) border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  pdf.shield(Wp / 2 - 20, land ? 34 : 50, 40, accent);
  const L: CertLine[] = [{ text: uni.name, size: land ? 24 : 22, font: F.bold, gap: 2.6, color: accent }];
  const nameLine: CertLine = { text: fullName(person), size: land ? 28 : 24, font: F.bold, gap: 1.9 };
  if (layout === 'certify') L.push({ text: 'This is to certify that', size: 13, font: F.italic }, nameLine);
  else if (layout === 'known') L.push({ text: 'Be it known that', size: 13, font: F.italic }, nameLine);
  else L.push(nameLine);
  L.push({ text: 'having fulfilled the requirements prescribed by the University', size: 12, font: F.italic, gap: 1.6 });
  L.push({ text: dateForm === 'conferred' ? 'has been conferred the degree of' : 'was admitted to the degree of', size: 12, font: F.italic });
  L.push({ text: award.name, size: land ? 24 : 21, font: F.bold, gap: suffix ? 1.6 : 2.2, color: accent });
  if (suffix) L.push({ text: suffix, size: 14, font: F.regular, gap: 2.2 });
  const dateText = dateForm === 'words'
    ? `on the ${ordinalWords(day.d)} day of ${MONTHS.en[day.m - 1]} in the year ${yearWords(day.y, rng.bool())}`
    : dateForm === 'ceremony'
      ? `at a ceremony held on ${day.d} ${MONTHS.en[day.m - 1]} ${day.y}`
      : `on ${day.d} ${MONTHS.en[day.m - 1]} ${day.y}`;
  L.push({ text: dateText, size: 12, font: F.regular, gap: 2 });
  centredLines(pdf, L, land ? 96 : 130, 50);
  const sy = Hp - (land ? 80 : 120);
  for (const [i, role] of ['Chancellor', 'Vice-Chancellor and President'].entries()) {
    const x = i === 0 ? 70 : Wp - 250;
    pdf.signature(x + 10, sy, 140, rng);
    pdf.line(x, sy + 10, x + 180, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: 180, align: 'center' });
  }
  pdf.text(`CRICOS Provider No. 0${rng.int(1000, 3999)}${String.fromCharCode(65 + rng.int(0, 25))}  ·  ${uni.city}${placesCountry ? ', Australia' : ''}`, 40, Hp - 44, { font: F.regular, size: 7.5, width: Wp - 80, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.name': award.name } };
}

export const families: Family[] = [
  {
    id: 'au-testamur',
    country: 'AU',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Australian university testamur as universities\' graduation pages and the AQF issuance policy describe it: the graduate\'s name large (after "This is to certify that" / "Be it known that", or alone at the top before "having fulfilled the requirements"), "was admitted to the degree of", the award, honours or distinction, the conferral date (a ceremony date or in words) and the CRICOS provider code.',
    render,
  },
];
