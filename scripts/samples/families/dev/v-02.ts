/**
 * Salvadoran university título (degree diploma) in Spanish running text, landscape: "REPÚBLICA DE EL
 * SALVADOR, AMÉRICA CENTRAL", the university with its seat; "El Consejo Superior Universitario de la …,
 * en atención a que" the holder (natural order, two family names, capitals) "ha cumplido con todos los
 * requisitos académicos y legales establecidos en el plan de estudios de la carrera de …" with the C.U.M.
 * (coeficiente de unidades de mérito, on 10) and the unidades valorativas earned, "le confiere el título
 * de" and the gendered title on its own line ("LICENCIADA EN CIENCIAS JURÍDICAS", "INGENIERO CIVIL"),
 * "con todos los derechos y prerrogativas que las leyes le conceden", the place and the date in words
 * ("a los doce días del mes de marzo de dos mil veintiuno"); the Rector's and the Secretario General's
 * names under their signatures; on the foot the registration of the title at the Ministerio de Educación
 * (número, libro, folio — decoy numbers), the DUI (the national identity number) and the date of
 * graduation in figures; as described by El Salvador's Ley de Educación Superior (titles registered with
 * the Ministry, the C.U.M. on a 0-10 scale, 165-180 U.V. for a licenciatura) and universities' regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, SANS, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, spanishDateWords, upper, vPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Universidad Tecnológica de Los Volcanes', seat: 'Santa Tecla, La Libertad', city: 'Santa Tecla', state: 'LI' },
  { name: 'Universidad Cristiana del Pacífico', seat: 'San Miguel', city: 'San Miguel', state: null },
  { name: 'Universidad Autónoma de Occidente', seat: 'Santa Ana', city: 'Santa Ana', state: null },
];
const TITLES = [
  { carrera: 'Licenciatura en Ciencias Jurídicas', m: 'Licenciado en Ciencias Jurídicas', f: 'Licenciada en Ciencias Jurídicas', field: 'Ciencias Jurídicas' },
  { carrera: 'Ingeniería Civil', m: 'Ingeniero Civil', f: 'Ingeniera Civil', field: 'Ingeniería Civil' },
  { carrera: 'Licenciatura en Contaduría Pública', m: 'Licenciado en Contaduría Pública', f: 'Licenciada en Contaduría Pública', field: 'Contaduría Pública' },
  { carrera: 'Ingeniería en Sistemas Informáticos', m: 'Ingeniero en Sistemas Informáticos', f: 'Ingeniera en Sistemas Informáticos', field: 'Sistemas Informáticos' },
];

async function render(rng: Rng) {
  const p = vPerson(rng, 'SV');
  const uni = rng.pick(UNIS);
  const t = rng.pick(TITLES);
  const year = rng.int(2015, 2024);
  const graduated = iso(year, rng.pick([2, 3, 7, 8, 11]), rng.int(1, 28));
  const issued = addDays(graduated, rng.int(0, 75));
  const cum = rng.float(7.0, 9.6).toFixed(2);
  const uv = rng.int(165, 180);
  const title = p.woman ? t.f : t.m;
  const dui = `0${digits(rng, 7)}-${rng.int(0, 9)}`;
  const r = vResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'SV', uni.state);
  Object.assign(r.qualification, { name: title, level: 'Bachelor', majorOrSpecialization: t.field, program: t.carrera, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: cum, totalCreditsOrMarks: String(uv) });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Título', author: uni.name, creationDate: new Date(`${issued}T16:00:00Z`) });
  const F = rng.pick([SERIF[0], SERIF[2]]);
  const S = SANS[0];
  const W = pdf.width;
  const ink = rng.pick(['#1c3d6e', '#173f2a', '#4a2511']);
  pdf.rect(18, 18, W - 36, pdf.height - 36, 2.4, ink);
  pdf.rect(25, 25, W - 50, pdf.height - 50, 0.6, ink);
  const C = (text: string, y: number, size: number, font = F.regular, color = '#000000') => pdf.text(text, 60, y, { font, size, width: W - 120, align: 'center', color, fit: true });
  C('REPÚBLICA DE EL SALVADOR, AMÉRICA CENTRAL', 42, 10, F.bold);
  pdf.crest(W / 2, 86, 26, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join(''), ink);
  C(upper(uni.name, 'es'), 120, 21, F.bold, ink);
  C(uni.seat, 146, 10.5, F.italic);
  let y = 174;
  C(`El Consejo Superior Universitario de la ${uni.name}, en atención a que`, y, 12);
  y += 28;
  C(upper(`${p.given} ${p.family}`, 'es'), y, 20, F.bold);
  y += 34;
  const body = `ha cumplido con todos los requisitos académicos y legales establecidos en el plan de estudios de la carrera de ${t.carrera}, con un Coeficiente de Unidades de Mérito (C.U.M.) de ${cum} y ${uv} unidades valorativas, le confiere el título de`;
  for (const l of pdf.wrap(body, F.regular, 12, W - 200)) {
    C(l, y, 12);
    y += 16;
  }
  y += 8;
  C(upper(title, 'es'), y, 19, F.bold, ink);
  y += 30;
  C('con todos los derechos y prerrogativas que las leyes de la República le conceden.', y, 12);
  y += 20;
  C(`Dado en la ciudad de ${uni.city}, ${spanishDateWords(issued)}.`, y, 12);
  y += 62;
  const rector = `${rng.pick(['Dr.', 'Ing.', 'Lic.'])} ${rng.pick(['Rafael Antonio', 'Carlos Ernesto', 'Ana Mercedes', 'José Roberto'])} ${rng.pick(['Calderón Guevara', 'Menéndez Bonilla', 'Pineda Zelaya'])}`;
  const secretary = `${rng.pick(['Lic.', 'Licda.', 'Dr.'])} ${rng.pick(['Morena Guadalupe', 'Luis Alonso', 'Sonia Elizabeth'])} ${rng.pick(['Aguilar Funes', 'Valle Rodríguez', 'Cáceres Molina'])}`;
  [[rector, 'Rector'], [secretary, 'Secretario General']].forEach(([n, role], i) => {
    const x = i === 0 ? 110 : W - 330;
    pdf.signature(x + 40, y - 10, 140, rng);
    pdf.line(x, y, x + 220, y, 0.6);
    pdf.text(n, x, y + 5, { font: F.bold, size: 10, width: 220, align: 'center' });
    pdf.text(role, x, y + 19, { font: F.regular, size: 9.5, width: 220, align: 'center' });
  });
  pdf.foilSeal(W / 2, y + 6, 32);
  const foot = pdf.height - 64;
  pdf.line(40, foot - 6, W - 40, foot - 6, 0.4, '#777777');
  const book = `Libro ${rng.int(12, 90)}, Folio ${rng.int(1, 400)}`;
  pdf.text(`Registrado en el Ministerio de Educación, Ciencia y Tecnología bajo el número ${digits(rng, 6)}, ${book}.`, 44, foot, { font: S.regular, size: 7.8, width: W - 88, fit: true });
  pdf.text(`DUI ${dui} · Fecha de graduación: ${dmy(graduated, '/')} · Acta de Junta Directiva N.º ${rng.int(10, 99)}/${year}`, 44, foot + 12, { font: S.regular, size: 7.8, width: W - 88, fit: true });
  const printed: Record<string, string> = {
    'candidate.fullName': upper(`${p.given} ${p.family}`, 'es'),
    'institution.name': upper(uni.name, 'es'),
    'qualification.name': upper(title, 'es'),
    'qualification.dateOfIssue': spanishDateWords(issued),
    'qualification.yearOfCompletion': dmy(graduated, '/'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-02-diploma',
    country: 'SV',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Salvadoran university título in Spanish running text on a landscape page: republic, university and seat; the Consejo Superior Universitario, in view of the holder (capitals, two family names) having met the plan\'s requirements with the C.U.M. on 10 and the unidades valorativas, confers the gendered title on its own line; rights and prerogatives, place and date in words; Rector and Secretario General named; the Ministry registration number, book and folio, the DUI and the graduation date as decoys at the foot; as described by the Salvadoran Ley de Educación Superior.',
    render,
  },
];
