/**
 * UK degree certificate: centred serif text on a bordered page, the university's crest, "This is
 * to certify that ... was admitted to the degree of ... with Upper Second Class Honours", the
 * date of the award, signatures of the Vice-Chancellor and the Registrar, a certificate number.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, A4_LANDSCAPE, COUNTRY, Pdf, SERIF, digits, emptyResult, formatDate, iso, letters } from '../lib/a-kit';
import { UK_PLACES, UK_PROGRAMMES, fullName, givenNames, ukClass, ukPerson, ukUniversity } from '../lib/a-data';

async function render(rng: Rng) {
  const person = ukPerson(rng);
  const uni = ukUniversity(rng);
  const place = rng.pick(UK_PLACES);
  const progName = rng.pick(Object.keys(UK_PROGRAMMES));
  const prog = UK_PROGRAMMES[progName];
  const cls = ukClass(rng.pick([72, 65, 63, 55, 45]));
  const landscape = rng.bool(0.5);
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#1b2a4a', '#4a1b2a', '#173d2a', '#000000']);
  const year = rng.int(2012, 2024);
  const award = iso(year, rng.pick([6, 7, 11, 12]), rng.int(1, 28));
  const wording = rng.pick(['admitted', 'awarded', 'conferred'] as const);
  const placesCountry = rng.bool(0.6);
  const certNo = `${letters(rng, 2)}${digits(rng, 6)}`;

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: null };
  r.institution = { name: uni.name, country: null, countryCode: null, state: null, stateCode: null };
  if (placesCountry) Object.assign(r.institution, COUNTRY.GB);
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = progName;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  const printed: Record<string, string> = { 'qualification.yearOfCompletion': formatDate(award, 'gb-long') };

  const pdf = new Pdf({ size: landscape ? A4_LANDSCAPE : A4, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${award}T12:00:00Z`) });
  const Wp = pdf.width;
  const Hp = pdf.height;
  pdf.rect(22, 22, Wp - 44, Hp - 44, 2.2, accent);
  pdf.rect(29, 29, Wp - 58, Hp - 58, 0.6, accent);
  pdf.watermark(uni.initials, Wp / 2, Hp / 2, { size: 220, angle: 0, opacity: 0.05, color: accent, font: 'LiberationSerif-Bold' });
  let y = landscape ? 50 : 70;
  pdf.crest(Wp / 2, y + 28, 28, uni.initials, accent);
  y += 72;
  pdf.text(uni.name, 40, y, { font: F.bold, size: landscape ? 26 : 24, width: Wp - 80, align: 'center', color: accent, fit: true });
  y += landscape ? 40 : 46;
  const line = (text: string, size: number, font = F.italic, gap = 1.9) => {
    pdf.text(text, 50, y, { font, size, width: Wp - 100, align: 'center', fit: true });
    y += size * gap;
  };
  line('This is to certify that', 13);
  line(fullName(person), landscape ? 24 : 22, F.bold, 1.8);
  if (wording === 'admitted') {
    line('having fulfilled the requirements of the University', 12);
    line('was admitted to the degree of', 13);
  } else if (wording === 'awarded') {
    line('having followed an approved programme of study', 12);
    line('has been awarded the degree of', 13);
  } else {
    line('has this day had conferred upon them the degree of', 13);
  }
  line(prog.degree, landscape ? 22 : 21, F.bold, 1.6);
  line(`with ${cls.full}`, 15, F.regular, 1.6);
  line(`in ${progName}`, 15, F.regular, 2.2);
  line(`on ${formatDate(award, 'gb-long')}`, 12, F.regular, 2);

  const sy = Hp - (landscape ? 110 : 150);
  const sigW = 150;
  for (const [i, role] of ['Vice-Chancellor', 'Academic Registrar'].entries()) {
    const x = i === 0 ? 70 : Wp - 70 - sigW;
    pdf.signature(x + 10, sy, sigW - 30, rng);
    pdf.line(x, sy + 10, x + sigW, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: sigW, align: 'center' });
  }
  pdf.foilSeal(Wp / 2, sy + 4, 30);
  pdf.text(`Certificate No. ${certNo}`, 40, Hp - 52, { font: F.regular, size: 7.5, width: Wp - 80, align: landscape ? 'left' : 'center' });
  if (placesCountry) pdf.text(`${place.city}, United Kingdom`, 40, Hp - 52, { font: F.regular, size: 7.5, width: Wp - 80, align: 'right' });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'uk-degree-certificate',
    country: 'GB',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'UK degree certificate (parchment): "This is to certify that ... was admitted to the degree of Bachelor of Arts with Upper Second Class Honours", award date, Vice-Chancellor and Registrar signatures, certificate number, following the British honours classification described by universities and HEAR guidance.',
    render,
  },
];
