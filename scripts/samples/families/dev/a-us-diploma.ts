/**
 * US bachelor's diploma: landscape parchment, "The Board of Trustees of ... upon the
 * recommendation of the Faculty has conferred upon ... the degree of Bachelor of Science", Latin
 * honors, "Given at <city>, <state>, this fourteenth day of May, two thousand twenty-two" (or the
 * date in figures), signatures of the President and the Chair, a gold seal.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, LETTER_LANDSCAPE, Pdf, SERIF, emptyResult, iso, MONTHS_EN, numberWords, formatDate } from '../lib/a-kit';
import { US_MAJORS, US_PLACES, fullName, givenNames, usPerson, usUniversity } from '../lib/a-data';

const ORDINAL_DAYS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth'];

const yearWords = (y: number) => numberWords(y).toLowerCase().replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)\b/g, '$1-$2');

async function render(rng: Rng) {
  const person = usPerson(rng);
  const uni = usUniversity(rng);
  const place = rng.pick(US_PLACES);
  const majorName = rng.pick(Object.keys(US_MAJORS));
  const major = US_MAJORS[majorName];
  const F = rng.pick(SERIF);
  const year = rng.int(2008, 2025);
  const month = rng.pick([5, 5, 6, 8, 12]);
  const day = rng.int(1, 28);
  const conferred = iso(year, month, day);
  const inWords = rng.bool(0.6);
  const givenAt = rng.bool(0.7);
  const showMajor = rng.bool(0.6);
  const honors = rng.pick([null, null, 'Cum Laude', 'Magna Cum Laude', 'Summa Cum Laude']);
  const body = rng.pick(['The Board of Trustees', 'The Board of Regents', 'The Faculty and Trustees']);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: null };
  r.institution = { name: uni.name, country: null, countryCode: null, state: null, stateCode: null };
  if (givenAt) r.institution = { name: uni.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.name = major.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = showMajor ? majorName : null;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  // The day the diploma is given ("Given at …, on May 13, 2014") is its date of issue, as on the
  // US high-school diploma (q-us-hs-diploma).
  r.qualification.dateOfIssue = conferred;
  const dateText = inWords ? `this ${ORDINAL_DAYS[day - 1]} day of ${MONTHS_EN[month - 1]}, ${yearWords(year)}` : `on ${formatDate(conferred, 'us-long')}`;
  const printed: Record<string, string> = { 'qualification.yearOfCompletion': dateText, 'qualification.dateOfIssue': dateText };

  const pdf = new Pdf({ size: LETTER_LANDSCAPE, title: 'Diploma', author: uni.name, creationDate: new Date(`${conferred}T16:00:00Z`) });
  const Wp = pdf.width;
  const Hp = pdf.height;
  pdf.fill(0, 0, Wp, Hp, '#fbf6e9');
  pdf.rect(26, 26, Wp - 52, Hp - 52, 3, '#6b5a2e');
  pdf.rect(34, 34, Wp - 68, Hp - 68, 0.8, '#6b5a2e');
  let y = 62;
  const c = (text: string, size: number, font: string, gap: number) => {
    pdf.text(text, 60, y, { font, size, width: Wp - 120, align: 'center', fit: true });
    y += gap;
  };
  c(uni.name, 34, F.bold, 58);
  c(`${body} of the ${/University|College|Institute/.test(uni.name) ? uni.name.match(/University|College|Institute/)![0] : 'University'}`, 13, F.italic, 20);
  c('upon the recommendation of the Faculty', 13, F.italic, 20);
  c('has conferred upon', 13, F.italic, 34);
  c(fullName(person), 30, F.bold, 48);
  c('the degree of', 13, F.italic, 30);
  c(major.degree, 26, F.bold, 38);
  if (showMajor) c(`Major in ${majorName}`, 14, F.regular, 24);
  if (honors) c(honors, 15, F.italic, 24);
  c('with all the rights, privileges and honors thereunto appertaining.', 11.5, F.italic, 18);
  c(`In witness whereof, the seal of the ${/College/.test(uni.name) ? 'College' : 'University'} and the signatures of its officers are hereunto affixed.`, 11.5, F.italic, 18);
  c(`${givenAt ? `Given at ${place.city}, ${place.state}, ` : 'Given '}${dateText}.`, 11.5, F.italic, 18);
  const sy = Hp - 92;
  for (const [i, role] of ['President of the University', `Chair, ${body.replace('The ', '')}`].entries()) {
    const x = i === 0 ? 90 : Wp - 90 - 200;
    pdf.signature(x + 30, sy - 8, 140, rng);
    pdf.line(x, sy, x + 200, sy, 0.6);
    pdf.text(role, x, sy + 4, { font: F.regular, size: 9.5, width: 200, align: 'center' });
  }
  pdf.foilSeal(Wp / 2, sy - 8, 40);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'us-bachelor-diploma',
    country: 'US',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'US university diploma wording ("The Board of Trustees ... upon the recommendation of the Faculty has conferred upon ... the degree of ... with all the rights, privileges and honors thereunto appertaining", Latin honors, date often in words) as shown in registrar diploma-replacement and diploma-wording pages.',
    render,
  },
];
