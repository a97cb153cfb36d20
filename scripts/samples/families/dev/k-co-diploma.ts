/**
 * Colombian university diploma (diploma de grado): "República de Colombia", the university and its
 * legal recognition, "en atención a que" or "confiere a" the graduate's name (given names, two
 * surnames) followed by "identificado(a) con cédula de ciudadanía No. …", the requirements clause,
 * "le confiere el título de" the professional title ("Ingeniera Industrial", "Abogado",
 * "Administrador de Empresas", "Magíster en Educación"), and the date of the degree in words: "a los
 * quince (15) días del mes de marzo de dos mil diecinueve (2019)".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, MONTHS, Pdf, SERIF, border, centredLines, digits, emptyResult, esNumber, esYear, familyOf, fullName, givenOf, hispPerson, iso, pageSize, upper, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Universidad de los Andes Orientales', city: 'Tunja' },
  { name: 'Universidad Católica del Pacífico', city: 'Buenaventura' },
  { name: 'Fundación Universitaria del Caribe', city: 'Santa Marta' },
  { name: 'Universidad Tecnológica del Valle Medio', city: 'Barrancabermeja' },
];
type Title = { m: string; f: string; level: 'Bachelor' | 'Master' };
const TITLES: Title[] = [
  { m: 'Ingeniero Industrial', f: 'Ingeniera Industrial', level: 'Bachelor' },
  { m: 'Ingeniero de Sistemas', f: 'Ingeniera de Sistemas', level: 'Bachelor' },
  { m: 'Abogado', f: 'Abogada', level: 'Bachelor' },
  { m: 'Administrador de Empresas', f: 'Administradora de Empresas', level: 'Bachelor' },
  { m: 'Contador Público', f: 'Contadora Pública', level: 'Bachelor' },
  { m: 'Magíster en Educación', f: 'Magíster en Educación', level: 'Master' },
];

async function render(rng: Rng) {
  const person = hispPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const t = rng.pick(TITLES);
  const title = person.female ? t.f : t.m;
  const grado = ymd(rng, rng.int(2008, 2024));
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#1e3a8a', '#000000', '#7c2d12']);
  const opening = rng.pick(['atencion', 'confiere'] as const);
  const dateForm = rng.pick(['words-digits', 'words', 'plain'] as const);
  const nameCaps = rng.bool(0.8);
  const printedName = nameCaps ? upper(fullName(person)) : fullName(person);
  const placesCountry = rng.bool(0.7);
  const id = `${digits(rng, 1)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`.replace(/^(\d)\.(\d)/, '$1.$2');

  const r = emptyResult('es');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: null };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(uni.city, 'CO', 'es')) Object.assign(r.institution, COUNTRIES.CO);
  r.qualification.name = title;
  r.qualification.level = t.level;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = grado.y;
  r.qualification.dateOfIssue = iso(grado);
  if (/ en /.test(title)) r.qualification.majorOrSpecialization = title.split(' en ')[1];

  const pdf = new Pdf({ size: pageSize(rng, true), title: 'Diploma', author: uni.name, creationDate: new Date(`${iso(grado)}T12:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const L: CertLine[] = [
    { text: placesCountry ? 'REPÚBLICA DE COLOMBIA' : 'MINISTERIO DE EDUCACIÓN NACIONAL', size: 11, font: F.bold, gap: 1.6 },
    { text: upper(uni.name), size: land ? 20 : 18, font: F.bold, gap: 1.5, color: accent },
    { text: `Personería Jurídica Resolución No. ${rng.int(1000, 9999)} del ${rng.int(1, 28)} de ${MONTHS.es[rng.int(0, 11)]} de ${rng.int(1960, 1995)}`, size: 8.5, font: F.regular, gap: 3 },
  ];
  const identified = `${person.female ? 'identificada' : 'identificado'} con cédula de ciudadanía No. ${id} de ${uni.city}`;
  if (opening === 'atencion') {
    L.push({ text: 'En atención a que', size: 13, font: F.italic, gap: 2 });
    L.push({ text: printedName, size: land ? 23 : 20, font: F.bold, gap: 1.6 });
    L.push({ text: identified, size: 10, font: F.regular, gap: 1.8 });
    L.push({ text: 'cumplió satisfactoriamente los requisitos académicos y legales exigidos, le confiere el título de', size: 11, font: F.italic, gap: 2 });
  } else {
    L.push({ text: 'Confiere a', size: 13, font: F.italic, gap: 2 });
    L.push({ text: printedName, size: land ? 23 : 20, font: F.bold, gap: 1.6 });
    L.push({ text: identified, size: 10, font: F.regular, gap: 1.8 });
    L.push({ text: 'el título de', size: 12, font: F.italic, gap: 2 });
  }
  L.push({ text: upper(title), size: land ? 21 : 19, font: F.bold, gap: 2.4, color: accent });
  const where = `${uni.city}${placesCountry ? ', Colombia' : ''}`;
  const month = MONTHS.es[grado.m - 1];
  const dayWord = esNumber(grado.d) === 'un' ? 'primer' : esNumber(grado.d);
  L.push({
    text: dateForm === 'words-digits'
      ? `En testimonio de ello se firma en ${where}, a los ${dayWord} (${grado.d}) días del mes de ${month} de ${esYear(grado.y)} (${grado.y}).`
      : dateForm === 'words'
        ? `En testimonio de ello se firma en ${where}, a los ${dayWord} días del mes de ${month} de ${esYear(grado.y)}.`
        : `Dado en ${where}, el ${grado.d} de ${month} de ${grado.y}.`,
    size: 10, font: F.regular, gap: 1.6,
  });
  L.push({ text: `Acta de grado No. ${rng.int(100, 9999)}  —  Libro ${rng.int(1, 40)}  —  Folio ${rng.int(1, 400)}`, size: 8.5, font: F.regular });
  centredLines(pdf, L, land ? 56 : 96, 50);
  const sy = Hp - (land ? 80 : 120);
  for (const [i, role] of ['Rector', 'Secretario General'].entries()) {
    const x = i === 0 ? 70 : Wp - 230;
    pdf.signature(x + 10, sy, 130, rng);
    pdf.line(x, sy + 10, x + 160, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: 160, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'qualification.name': upper(title) } };
}

export const families: Family[] = [
  {
    id: 'co-diploma-de-grado',
    country: 'CO',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Colombian diploma de grado as universities and the Ministerio de Educación\'s title-registration guidance describe it: the graduate named without a label ("En atención a que … identificado con cédula de ciudadanía No. …"), the gendered professional title ("Ingeniera Industrial", "Abogado", "Magíster en …"), the acta de grado and the date in words ("a los quince (15) días del mes de marzo de dos mil diecinueve").',
    render,
  },
];
