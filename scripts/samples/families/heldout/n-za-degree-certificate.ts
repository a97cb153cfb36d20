/**
 * South African university degree certificate: "The Council and Senate of … hereby certify that",
 * the graduate's name large and alone on its line, the student number, "having complied with all
 * the requirements was admitted to the degree of", the degree in capitals (sometimes "cum laude"),
 * "at a congregation of the University held at <city> on <date>", the Vice-Chancellor's and the
 * Registrar's signatures. Often an Afrikaans line above the English one on older certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, longDate, nPerson, nResult, natural, setInstitution, upper } from '../lib/n-kit';

const UNIS = [
  { name: 'University of the Highveld', city: 'Potchefstroom' },
  { name: 'Karoo Central University', city: 'Bloemfontein' },
  { name: 'Drakensberg University of Technology', city: 'Pietermaritzburg' },
  { name: 'Cape Winelands University', city: 'Stellenbosch' },
];
const DEGREES: Array<{ name: string; level: 'Bachelor' | 'Master' | 'Diploma'; major?: string }> = [
  { name: 'Bachelor of Commerce', level: 'Bachelor' },
  { name: 'Bachelor of Science in Engineering', level: 'Bachelor', major: 'Civil Engineering' },
  { name: 'Bachelor of Arts', level: 'Bachelor' },
  { name: 'Bachelor of Laws', level: 'Bachelor' },
  { name: 'Master of Business Administration', level: 'Master' },
  { name: 'Diploma in Public Relations Management', level: 'Diploma' },
];

async function render(rng: Rng) {
  const person = nPerson(rng, 'ZA');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2010, 2025);
  const date = iso(year, rng.pick([3, 4, 5, 9, 12]), rng.int(1, 28));
  const studentNo = digits(rng, 8);
  const F = rng.pick(SERIF);
  const cum = rng.bool(0.25);
  const afr = rng.bool(0.4);

  const r = nResult('en', person, null);
  setInstitution(r, uni.name, 'ZA');
  Object.assign(r.qualification, { registrationNumber: studentNo, name: deg.name, level: deg.level, majorOrSpecialization: deg.major ?? null, yearOfCompletion: year, dateOfIssue: date, status: 'Completed' });
  const dateText = longDate(date, 'en');

  const pdf = new Pdf({ size: A4, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${date}T10:00:00Z`) });
  const W = pdf.width;
  const navy = rng.pick(['#0d2a52', '#4a0d0d', '#12381f']);
  pdf.securityPattern('', 0, 0, W, pdf.height, navy, rng);
  pdf.rect(26, 26, W - 52, pdf.height - 52, 2, navy);
  pdf.rect(32, 32, W - 64, pdf.height - 64, 0.6, navy);
  pdf.shield(W / 2 - 26, 58, 52, navy);
  let y = 140;
  pdf.text(upper(uni.name), 50, y, { font: F.bold, size: 20, width: W - 100, align: 'center', color: navy, fit: true });
  y += 52;
  const line = (t: string, size: number, font = F.italic, gap = 1.9) => {
    pdf.text(t, 60, y, { font, size, width: W - 120, align: 'center', fit: true });
    y += size * gap;
  };
  if (afr) line('Die Raad en Senaat van die Universiteit sertifiseer hiermee dat', 10, F.italic, 1.5);
  line(`The Council and Senate of the ${uni.name} hereby certify that`, 12);
  y += 10;
  line(natural(person), 26, F.bold, 1.6);
  line(`Student number ${studentNo}`, 9, F.regular, 2.6);
  line('having complied with all the requirements prescribed by the statutes', 12, F.italic, 1.5);
  line(deg.level === 'Diploma' ? 'was awarded the' : 'was admitted to the degree of', 12);
  y += 6;
  const degLine = deg.major ? `${upper(deg.name)} (${upper(deg.major)})` : upper(deg.name);
  line(deg.level === 'Diploma' ? upper(deg.name) : degLine, 18, F.bold, 1.5);
  if (cum) line('cum laude', 13, F.italic, 1.6);
  y += 16;
  line(`at a congregation of the University held at ${uni.city}`, 12, F.italic, 1.5);
  line(`on ${dateText}`, 12, F.italic, 2.6);
  y += 60;
  pdf.foilSeal(W / 2, y + 10, 36);
  pdf.signature(80, y, 130, rng);
  pdf.line(70, y + 12, 230, y + 12, 0.6);
  pdf.text('Vice-Chancellor and Principal', 70, y + 18, { font: F.regular, size: 9, width: 160, align: 'center' });
  pdf.signature(W - 220, y, 130, rng);
  pdf.line(W - 230, y + 12, W - 70, y + 12, 0.6);
  pdf.text('Registrar', W - 230, y + 18, { font: F.regular, size: 9, width: 160, align: 'center' });
  pdf.text(`Certificate no. ${upper(uni.name.split(' ').pop()!.slice(0, 2))}${digits(rng, 6)}`, 50, pdf.height - 56, { font: F.regular, size: 7.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.name': deg.name, 'qualification.dateOfIssue': longDate(date, 'en'), 'qualification.yearOfCompletion': String(year) } };
}

export const families: Family[] = [
  {
    id: 'n-za-degree-certificate',
    country: 'ZA',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'South African university degree certificate: "The Council and Senate … hereby certify that", the graduate\'s name alone on its line, student number, "was admitted to the degree of" the degree in capitals (cum laude when awarded), "at a congregation … held at <city> on <date>", Vice-Chancellor and Registrar signatures, sometimes an Afrikaans line; as described in South African universities\' graduation and certificate pages.',
    render,
  },
];
