/**
 * Puerto Rican university registrar's "Certificación de grado" in Spanish, in running prose: the letterhead of
 * the university (its campus, the Oficina del Registrador, a PO Box with the ZIP code and "Puerto Rico", a (787)
 * telephone); "CERTIFICACIÓN"; "A QUIEN PUEDA INTERESAR:"; a paragraph "El/La que suscribe, Registrador(a) de …,
 * CERTIFICA que <nombre> (two surnames), número de estudiante 8xx-xx-xxxx, completó satisfactoriamente los
 * requisitos académicos del grado de Bachillerato en <field> (or Maestría en <field>) con concentración en
 * <concentration>, el <date in words>", with the general grade-point average on the 4.00 scale and, on some, the
 * concentration average too (which is not the overall result); either the conferral "le fue conferido en la
 * colación de grados del …" or the provisional form "el diploma le será entregado en la próxima colación de
 * grados"; the closing "Y para que así conste, expido la presente a petición de la parte interesada en <city>,
 * Puerto Rico, hoy <date>"; the registrar's signature, name and title and the seal; "No válida sin el sello". As
 * described by Puerto Rican universities' registrar services (certificaciones de grado y de estudios, promedio
 * general y de concentración on a 4.00 scale, Bachillerato as the four-year undergraduate degree).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, fPerson, fResult, iso, longDate, otherFamily, otherGiven } from './f-kit';

const UNIS = [
  { name: 'Universidad Atlántica Boricua', campus: 'Recinto de Bayamón', city: 'Bayamón', box: 'PO Box 51234', zip: '00960' },
  { name: 'Universidad Borinquen de Ciencias y Artes', campus: 'Recinto Metropolitano', city: 'San Juan', box: 'PO Box 19870', zip: '00919' },
  { name: 'Colegio Universitario del Oeste', campus: 'Oficina Central', city: 'Mayagüez', box: 'PO Box 3321', zip: '00681' },
];
const DEGREES = [
  { name: 'Bachillerato en Administración de Empresas', level: 'Bachelor', conc: ['Contabilidad', 'Finanzas', 'Gerencia', 'Mercadeo'], years: 4 },
  { name: 'Bachillerato en Ciencias', level: 'Bachelor', conc: ['Biología', 'Química', 'Ciencias de Computadoras'], years: 4 },
  { name: 'Bachillerato en Artes en Educación', level: 'Bachelor', conc: ['Educación Elemental', 'Inglés como Segundo Idioma', 'Historia'], years: 4 },
  { name: 'Maestría en Artes', level: 'Master', conc: ['Consejería Psicológica', 'Administración Educativa', 'Estudios Hispánicos'], years: 2 },
];
const NUM_WORDS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho'];

async function render(rng: Rng) {
  const p = fPerson(rng, 'PR');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const conc = rng.pick(deg.conc);
  const done = iso(rng.int(2016, 2024), rng.pick([5, 5, 8, 12]), rng.int(1, 28));
  const year = Number(done.slice(0, 4));
  const conferred = rng.bool(0.55);
  const graduation = iso(Number(done.slice(5, 7)) <= 5 ? year : year + 1, 6, rng.int(1, 12));
  const issued = conferred ? addDays(graduation, rng.int(10, 400)) : addDays(done, rng.int(5, 40));
  const gpa = rng.float(2.6, 3.98).toFixed(2);
  const concGpa = Math.min(4, Number(gpa) + rng.float(-0.2, 0.3)).toFixed(2);
  const showConc = rng.bool(0.6);
  const sid = `8${digits(rng, 2)}-${String(year - deg.years).slice(2)}-${digits(rng, 4)}`;
  const showId = rng.bool(0.8);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const regWoman = rng.bool(0.5);
  const reg = { given: otherGiven(rng, 'PR', regWoman), family: otherFamily(rng, 'PR', p.family) };
  const r = fResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'PR');
  Object.assign(r.qualification, {
    registrationNumber: showId ? sid : null, name: deg.name, level: deg.level, majorOrSpecialization: conc,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: gpa,
  });

  const pdf = new Pdf({ size: LETTER, title: 'Certificación de grado', author: uni.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 72;
  const W = pdf.width - 144;
  const c = rng.pick(['#0b3d6e', '#6d1a1a', '#1f4d2b']);
  pdf.shield(pdf.width / 2 - 18, 34, 36, c);
  pdf.text(uni.name.toUpperCase(), L, 82, { font: F.bold, size: 14, color: c, width: W, align: 'center', fit: true });
  pdf.text(uni.campus, L, 100, { font: F.regular, size: 10.5, width: W, align: 'center' });
  pdf.text(`Oficina del Registrador  ·  ${uni.box}, ${uni.city}, Puerto Rico ${uni.zip}  ·  Tel. (787) ${digits(rng, 3)}-${digits(rng, 4)}`, L, 115, { font: F.regular, size: 8.5, width: W, align: 'center', fit: true });
  pdf.line(L, 132, L + W, 132, 0.8, c);
  pdf.text('CERTIFICACIÓN', L, 160, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  let y = 200;
  pdf.text('A QUIEN PUEDA INTERESAR:', L, y, { font: F.bold, size: 11 });
  y += 30;
  const la = regWoman ? 'La que suscribe' : 'El que suscribe';
  const title = regWoman ? 'Registradora' : 'Registrador';
  const a = p.woman ? 'la estudiante' : 'el estudiante';
  const body = [
    `${la}, ${title} de la ${uni.name}, ${uni.campus}, CERTIFICA que ${a} ${p.given} ${p.family}${showId ? `, número de estudiante ${sid},` : ''} completó satisfactoriamente todos los requisitos académicos del grado de ${deg.name} con concentración en ${conc}, el ${NUM_WORDS[Number(done.slice(8))]} (${Number(done.slice(8))}) de ${longDate(done, 'es').split(' de ').slice(1).join(' de ')}.`,
    `${p.woman ? 'La estudiante' : 'El estudiante'} obtuvo un promedio general de ${gpa} en una escala de 4.00${showConc ? ` y un promedio de concentración de ${concGpa}` : ''}.`,
    conferred
      ? `El grado le fue conferido en la Colación de Grados celebrada el ${longDate(graduation, 'es')}.`
      : 'El diploma correspondiente le será entregado en la próxima Colación de Grados de la Institución.',
    `Y para que así conste, expido la presente certificación a petición de la parte interesada en ${uni.city}, Puerto Rico, hoy ${longDate(issued, 'es')}.`,
  ];
  for (const para of body) {
    y += pdf.para(para, L, y, W, { font: F.regular, size: 11.5, leading: 17 }) + 12;
  }
  y += 40;
  pdf.signature(L + W - 190, y - 22, 130, rng);
  pdf.line(L + W - 220, y, L + W, y, 0.6);
  pdf.text(`${reg.given} ${reg.family}`, L + W - 220, y + 5, { font: F.bold, size: 10.5, width: 220, align: 'center' });
  pdf.text(title, L + W - 220, y + 20, { font: F.regular, size: 10, width: 220, align: 'center' });
  pdf.seal(L + 70, y - 10, 34, c);
  pdf.text('No válida sin el sello oficial de la Institución.', L, pdf.height - 60, { font: F.italic, size: 8, width: W, align: 'center', color: '#555555' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'es'), 'qualification.yearOfCompletion': String(year) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-03-certificate',
    country: 'PR',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Puerto Rican registrar\'s certificación de grado in Spanish prose: letterhead with the PO Box, ZIP code and Puerto Rico, (787); "CERTIFICA que <name with two surnames>, número de estudiante …, completó … los requisitos del grado de Bachillerato/Maestría en … con concentración en …, el <day in words> (<day>) de <month> de <year>"; general average on a 4.00 scale, a concentration average on some; conferral at a commencement or a diploma still to be handed; "a petición de la parte interesada en <city>, Puerto Rico, hoy <date>"; as described by Puerto Rican universities\' registrar services.',
    render,
  },
];
