/**
 * Chilean university "Concentración de notas" printed from the student portal by a desktop browser, after public
 * descriptions of Chilean university records (semesters "Primer semestre 2016", course codes, SCT-Chile credits, the
 * grade from 1,0 to 7,0 with a decimal comma and 4,0 the pass mark, the credit-weighted "promedio ponderado
 * acumulado", the licenciatura as the first degree) and of what a browser prints around a web page (the date and time
 * and the page's title on top of every page, the address and "1/2" at its foot): the portal's banner with the
 * university, its city and region ("Temuco, La Araucanía": the region is a printed state), "APELLIDOS, Nombres" (two
 * surnames, README), the matrícula (the registration), the RUT (a decoy), the carrera (`program`), the year of entry
 * (the admission), the degree the programme leads to under "Grado académico" ("Licenciada en Psicología", `Bachelor`,
 * its name as printed, not yet conferred), a table by semester with código, asignatura, créditos, nota (the grade as
 * printed) and estado, the credits passed and the weighted average (`cgpa`). Names, numbers and institutions are
 * invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, browserChrome, comma2, course, courseTable, digits, iso, njPerson, njResult, setInstitution, type Column, type TableRow } from '../lib/nj-kit';

const UNIS = [
  { name: 'Universidad de la Frontera Austral', host: 'portal.ufaustral.example.cl', place: 'Av. Francisco Salazar 1145, Temuco, La Araucanía', state: 'AR' },
  { name: 'Universidad Católica del Maule Costero', host: 'alumnos.ucmc.example.cl', place: 'Av. San Miguel 3605, Talca, Maule', state: 'ML' },
  { name: 'Universidad Técnica del Biobío Sur', host: 'intranet.utbs.example.cl', place: 'Collao 1202, Concepción, Biobío', state: 'BI' },
];
const CARRERAS = [
  { carrera: 'Psicología', grado: 'en Psicología', field: 'Psicología', prefix: 'PSI', titles: ['Introducción a la Psicología', 'Biología del Comportamiento', 'Filosofía', 'Comunicación Oral y Escrita', 'Psicología del Desarrollo I', 'Estadística I', 'Neurociencias', 'Antropología', 'Psicología Social', 'Estadística II', 'Psicología del Desarrollo II', 'Teorías de la Personalidad', 'Psicopatología I', 'Metodología de la Investigación', 'Psicología Educacional', 'Psicopatología II', 'Evaluación Psicológica', 'Psicología Organizacional', 'Psicología Clínica', 'Psicología Comunitaria', 'Ética Profesional', 'Seminario de Licenciatura', 'Práctica Intermedia', 'Taller de Investigación'] },
  { carrera: 'Ingeniería Comercial', grado: 'en Ciencias Económicas y Administrativas', field: 'Ciencias Económicas y Administrativas', prefix: 'ICO', titles: ['Cálculo I', 'Introducción a la Economía', 'Contabilidad I', 'Comunicación Efectiva', 'Álgebra', 'Cálculo II', 'Microeconomía I', 'Contabilidad II', 'Estadística I', 'Administración General', 'Macroeconomía I', 'Microeconomía II', 'Estadística II', 'Marketing', 'Derecho Económico', 'Finanzas I', 'Econometría', 'Gestión de Personas', 'Finanzas II', 'Evaluación de Proyectos', 'Estrategia', 'Economía Internacional', 'Seminario de Título', 'Práctica Profesional'] },
];
const SEM = ['PRIMER SEMESTRE', 'SEGUNDO SEMESTRE'];

async function render(rng: Rng) {
  const person = njPerson(rng, 'CL');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CARRERAS);
  const entry = rng.int(2015, 2021);
  const semesters = rng.int(6, 8);
  const per = 3;
  const matricula = `${entry}${digits(rng, 5)}`;
  const rut = `${rng.int(18, 22)}.${digits(rng, 3)}.${digits(rng, 3)}-${rng.pick(['1', '4', '7', 'K'])}`;
  const ability = rng.float(4.3, 6.6);
  const printedAt = iso(entry + Math.ceil(semesters / 2), rng.int(1, 12), rng.int(1, 28));
  const qual = `${person.female ? 'Licenciada' : 'Licenciado'} ${car.grado}`;

  const r = njResult('es', person, null);
  setInstitution(r, uni.name, 'CL', uni.state);
  const rows: TableRow[] = [];
  let credits = 0;
  let weighted = 0;
  for (let s = 0; s < semesters; s++) {
    const year = entry + Math.floor(s / 2);
    const term = SEM[s % 2];
    rows.push({ heading: `${term} ${year}` });
    for (let k = 0; k < per; k++) {
      const title = car.titles[s * per + k];
      const c = `${car.prefix}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = rng.pick([5, 5, 6, 6, 8]);
      const nota = Math.max(4, Math.min(7, Math.round((ability + rng.gauss() * 0.5) * 10) / 10));
      const shown = nota.toFixed(1).replace('.', ',');
      credits += cr;
      weighted += cr * nota;
      rows.push({ cells: [c, title, String(cr), shown, 'Aprobado'] });
      r.courses.push(course({ courseNumber: c, courseName: title, credit: cr, grade: shown, passStatus: 'Aprobado', term, year }));
    }
  }
  const avg = weighted / credits;
  Object.assign(r.qualification, { registrationNumber: matricula, name: qual, level: 'Bachelor', program: car.carrera, majorOrSpecialization: car.field, yearOfAdmission: entry, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits) });

  const pdf = new Pdf({ size: A4, title: 'Concentración de notas', author: uni.name, creationDate: new Date(`${printedAt}T15:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const L = 36;
  const blue = '#0b4f8a';
  // The portal's own banner, as the browser prints it.
  pdf.fill(L, 34, W - 2 * L, 40, blue);
  pdf.text(uni.name, L + 12, 40, { font: F.bold, size: 13, color: '#ffffff', width: W - 2 * L - 140, fit: true });
  pdf.text(uni.place, L + 12, 58, { font: F.regular, size: 8, color: '#dfe9f5' });
  pdf.text('Portal del Alumno', W - L - 120, 48, { font: F.bold, size: 9, color: '#ffffff', width: 108, align: 'right' });
  pdf.text('Inicio  ›  Mi carrera  ›  Concentración de notas', L, 82, { font: F.regular, size: 7.5, color: '#555555' });
  pdf.text('CONCENTRACIÓN DE NOTAS', L, 98, { font: F.bold, size: 13, color: blue });
  const name = `${person.family.toUpperCase()}, ${person.given}`;
  const info: Array<[string, string]> = [
    ['Alumno', name], ['Matrícula', matricula], ['RUT', rut], ['Carrera', car.carrera],
    ['Año de ingreso', String(entry)], ['Grado académico', qual],
  ];
  let y = 122;
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 6;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 92, y, { font: F.regular, size: 8.5, width: W / 2 - 110, fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 10;
  const cols: Column[] = [
    { label: 'Código', width: 60 },
    { label: 'Asignatura', width: W - 2 * L - 60 - 50 - 44 - 80, wrap: true },
    { label: 'Créditos', width: 50, align: 'center' },
    { label: 'Nota', width: 44, align: 'center' },
    { label: 'Estado', width: 80, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: rng.pick(['zebra', 'rows', 'grid'] as const), headerFill: '#d5e3f2', repeatHeader: true, top: 40, bottom: pdf.height - 44 });
  if (y > pdf.height - 110) {
    pdf.addPage();
    y = 40;
  }
  pdf.text(`Créditos aprobados: ${credits}`, L, y + 12, { font: F.bold, size: 9 });
  pdf.text(`Promedio ponderado acumulado: ${comma2(avg)}`, L + 200, y + 12, { font: F.bold, size: 9 });
  pdf.text('Escala de notas de 1,0 a 7,0; nota mínima de aprobación 4,0. Documento informativo, sin validez oficial.', L, y + 30, { font: F.italic, size: 7.5 });
  const stamp = `${printedAt.slice(8, 10)}-${printedAt.slice(5, 7)}-${printedAt.slice(0, 4)} ${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  browserChrome(pdf, F, { stamp, title: `Concentración de notas | Portal del Alumno — ${uni.name}`, url: `https://${uni.host}/alumno/carrera/concentracion-notas?periodo=todos` });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': name, 'qualification.cgpa': comma2(avg) } };
}

export const families: Family[] = [
  {
    id: 'nj-cl-portal-notas',
    country: 'CL',
    languages: ['es'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Chilean university record printed from the student portal by a browser (the date and time and the page title on top, the address and "1/2" at the foot of every page): the portal banner with the university, city and region, "APELLIDOS, Nombres", matrícula, RUT, carrera, año de ingreso, "Grado académico: Licenciada en …", a table by "PRIMER SEMESTRE 2016" with código, asignatura, créditos, nota 1,0-7,0 and estado, créditos aprobados and promedio ponderado acumulado; after public descriptions of Chilean university records.',
    render,
  },
];
