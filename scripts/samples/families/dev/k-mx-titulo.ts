/**
 * Mexican professional title (título profesional): "Estados Unidos Mexicanos", the university,
 * "otorga a" / "confiere a" the holder's name (given names, paternal and maternal surnames), "el
 * título de" and the title ("Licenciada en Derecho", "Ingeniero Civil", "Maestra en Ciencias"), the
 * professional examination passed ("sustentó el examen profesional el día …"), and "Expedido en
 * …, a 20 de agosto de 2019". Some print the title first: "otorga el título de … a …".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, MONTHS, Pdf, SERIF, border, centredLines, emptyResult, familyOf, fullName, givenOf, hispPerson, iso, pageSize, upper, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Universidad Autónoma de Sierra Alta', city: 'Saltillo' },
  { name: 'Universidad del Golfo Norte', city: 'Tampico' },
  { name: 'Instituto Tecnológico de Valle Verde', city: 'Celaya' },
  { name: 'Universidad Marista del Bajío', city: 'Irapuato' },
];
type Title = { m: string; f: string; level: 'Bachelor' | 'Master' | 'Doctorate' };
const TITLES: Title[] = [
  { m: 'Licenciado en Derecho', f: 'Licenciada en Derecho', level: 'Bachelor' },
  { m: 'Licenciado en Administración', f: 'Licenciada en Administración', level: 'Bachelor' },
  { m: 'Licenciado en Contaduría Pública', f: 'Licenciada en Contaduría Pública', level: 'Bachelor' },
  { m: 'Ingeniero Civil', f: 'Ingeniera Civil', level: 'Bachelor' },
  { m: 'Ingeniero Industrial', f: 'Ingeniera Industrial', level: 'Bachelor' },
  { m: 'Maestro en Ciencias de la Educación', f: 'Maestra en Ciencias de la Educación', level: 'Master' },
  { m: 'Doctor en Ciencias Sociales', f: 'Doctora en Ciencias Sociales', level: 'Doctorate' },
];

async function render(rng: Rng) {
  const person = hispPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const t = rng.pick(TITLES);
  const title = person.female ? t.f : t.m;
  const exam = ymd(rng, rng.int(2008, 2024), [1, 10]);
  const issued = rng.bool(0.5) ? { ...exam, m: Math.min(12, exam.m + 2) } : ymd(rng, exam.y + 1, [1, 6]);
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#14532d', '#7f1d1d', '#1e3a8a']);
  const order = rng.pick(['name-first', 'title-first'] as const);
  const verb = rng.pick(['otorga a', 'confiere a', 'expide a favor de']);
  const nameCaps = rng.bool(0.6);
  const printedName = nameCaps ? upper(fullName(person)) : fullName(person);
  const placesCountry = rng.bool(0.7);
  const date = (d: { y: number; m: number; d: number }) => `${d.d} de ${MONTHS.es[d.m - 1]} de ${d.y}`;

  const r = emptyResult('es');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: null };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(uni.city, 'MX', 'es')) Object.assign(r.institution, COUNTRIES.MX);
  r.qualification.name = title;
  r.qualification.level = t.level;
  r.qualification.majorOrSpecialization = title.replace(/^(?:Licenciad[oa]|Maestr[oa]|Doctora?) en /, '').replace(/^Ingenier[oa] /, '');
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = exam.y;
  r.qualification.dateOfIssue = iso(issued);

  const pdf = new Pdf({ size: pageSize(rng, true), title: 'Título', author: uni.name, creationDate: new Date(`${iso(issued)}T12:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const L: CertLine[] = [
    { text: 'ESTADOS UNIDOS MEXICANOS', size: 12, font: F.bold, gap: 1.8 },
    { text: upper(uni.name), size: land ? 20 : 18, font: F.bold, gap: 2.6, color: accent },
  ];
  if (order === 'name-first') {
    L.push({ text: verb.replace(/^./, (c) => c.toUpperCase()), size: 13, font: F.italic });
    L.push({ text: printedName, size: land ? 24 : 21, font: F.bold, gap: 1.8 });
    L.push({ text: 'el título de', size: 13, font: F.italic });
    L.push({ text: upper(title), size: land ? 20 : 18, font: F.bold, gap: 2, color: accent });
  } else {
    L.push({ text: 'A nombre de la Nación otorga el título de', size: 13, font: F.italic });
    L.push({ text: upper(title), size: land ? 20 : 18, font: F.bold, gap: 1.8, color: accent });
    L.push({ text: 'a', size: 13, font: F.italic });
    L.push({ text: printedName, size: land ? 24 : 21, font: F.bold, gap: 2 });
  }
  L.push({ text: 'en virtud de haber cursado los estudios correspondientes conforme al plan vigente', size: 11, font: F.italic, gap: 1.5 });
  L.push({ text: `y sustentado el examen profesional el día ${date(exam)}.`, size: 11, font: F.italic, gap: 2.4 });
  L.push({ text: `Expedido en ${uni.city}${placesCountry ? ', México' : ''}, a ${date(issued)}.`, size: 11, font: F.regular });
  centredLines(pdf, L, land ? 60 : 100, 50);
  const sy = Hp - (land ? 90 : 130);
  for (const [i, role] of ['EL RECTOR', 'EL SECRETARIO GENERAL'].entries()) {
    const x = i === 0 ? 70 : Wp - 230;
    pdf.signature(x + 10, sy, 130, rng);
    pdf.line(x, sy + 10, x + 160, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: 160, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'qualification.name': upper(title) } };
}

export const families: Family[] = [
  {
    id: 'mx-titulo-profesional',
    country: 'MX',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Mexican título profesional as universities and the SEP\'s registration guidance describe it: the holder named without a label after "otorga a / confiere a" (or after the title: "otorga el título de … a …"), the gendered title ("Licenciada en Derecho", "Ingeniero Civil", "Maestra en …"), the professional examination date and "Expedido en …, a … de … de …".',
    render,
  },
];
