/**
 * Peruvian university "Récord académico" printed from the student intranet by a desktop browser, after public
 * descriptions of Peruvian university records (semesters "2016-I" and "2016-II", course codes, créditos, the
 * vigesimal grade 0-20 with 11 the pass mark, the promedio ponderado, the bachiller as the first degree) and of what
 * a browser prints around a web page (the date and time and the page's title on top of every page, the address and
 * "1/2" at its foot): the university with its city and region ("Trujillo, La Libertad": the region is a printed
 * state), the portal's header, "APELLIDOS, Nombres" (two surnames, README), the código de alumno (the registration),
 * the DNI (a decoy), the escuela profesional (the major), the semester of entry (the admission), the degree the
 * student reads for ("Bachiller en Ingeniería Civil", `Bachelor`, its name as printed), a table by semester with
 * código, asignatura, créditos and nota (the grade as printed; no maximum printed), credits passed and the weighted
 * average (`cgpa`), the table running over two printed pages. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, browserChrome, course, courseTable, digits, iso, njPerson, njResult, setInstitution, type Column, type TableRow } from '../lib/nj-kit';

const UNIS = [
  { name: 'Universidad Privada del Norte Andino', host: 'intranet.upna.edu.pe', place: 'Av. América Sur 1450, Trujillo, La Libertad', state: 'LAL' },
  { name: 'Universidad Nacional de Huancayo del Centro', host: 'alumnos.unhc.edu.pe', place: 'Calle Real 870, Huancayo, Junín', state: 'JUN' },
  { name: 'Universidad Católica San Martín de Piura', host: 'campusvirtual.ucsmp.edu.pe', place: 'Av. Grau 1200, Piura, Piura', state: 'PIU' },
];
const CARRERAS = [
  { field: 'Ingeniería Civil', prefix: 'IC', titles: ['Matemática Básica', 'Lenguaje y Comunicación', 'Química General', 'Dibujo de Ingeniería', 'Cálculo Diferencial', 'Física I', 'Cálculo Integral', 'Estática', 'Topografía I', 'Física II', 'Resistencia de Materiales I', 'Mecánica de Fluidos I', 'Geología Aplicada', 'Tecnología del Concreto', 'Análisis Estructural I', 'Mecánica de Suelos I', 'Hidrología', 'Concreto Armado I', 'Caminos I', 'Ingeniería Sismorresistente', 'Abastecimiento de Agua y Alcantarillado', 'Costos y Presupuestos', 'Gestión de la Construcción', 'Taller de Tesis'] },
  { field: 'Contabilidad', prefix: 'CO', titles: ['Matemática Básica', 'Lenguaje y Comunicación', 'Introducción a la Contabilidad', 'Metodología del Estudio', 'Contabilidad General', 'Microeconomía', 'Matemática Financiera', 'Derecho Empresarial', 'Contabilidad Intermedia', 'Macroeconomía', 'Estadística Aplicada', 'Costos I', 'Contabilidad de Sociedades', 'Tributación I', 'Costos II', 'Finanzas Corporativas', 'Auditoría I', 'Tributación II', 'Contabilidad Gubernamental', 'Auditoría II', 'Análisis de Estados Financieros', 'Peritaje Contable', 'Seminario de Investigación', 'Taller de Tesis'] },
];

async function render(rng: Rng) {
  const person = njPerson(rng, 'PE');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CARRERAS);
  const entry = rng.int(2014, 2020);
  const semesters = rng.int(6, 8);
  const per = 3;
  const code = `${String(entry).slice(2)}${digits(rng, 6)}`;
  const dni = digits(rng, 8);
  const ability = rng.float(11.5, 17);
  const printedAt = iso(entry + Math.ceil(semesters / 2), rng.int(1, 12), rng.int(1, 28));

  const r = njResult('es', person, null);
  setInstitution(r, uni.name, 'PE', uni.state);
  const rows: TableRow[] = [];
  let credits = 0;
  let weighted = 0;
  for (let s = 0; s < semesters; s++) {
    const year = entry + Math.floor(s / 2);
    const half = s % 2 === 0 ? 'I' : 'II';
    rows.push({ heading: `SEMESTRE ${year}-${half}  ·  CICLO ${s + 1}` });
    for (let k = 0; k < per; k++) {
      const title = car.titles[s * per + k];
      const c = `${car.prefix}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = rng.pick([3, 4, 4, 5]);
      const nota = Math.max(11, Math.min(20, Math.round(ability + rng.gauss() * 2)));
      credits += cr;
      weighted += cr * nota;
      rows.push({ cells: [c, title, String(cr), String(nota).padStart(2, '0'), 'APROBADO'] });
      r.courses.push(course({ courseNumber: c, courseName: title, credit: cr, grade: String(nota).padStart(2, '0'), passStatus: 'APROBADO', term: half, year }));
    }
  }
  const avg = (weighted / credits).toFixed(2);
  const qual = `Bachiller en ${car.field}`;
  Object.assign(r.qualification, { registrationNumber: code, name: qual, level: 'Bachelor', majorOrSpecialization: car.field, yearOfAdmission: entry, cgpa: avg, totalCreditsOrMarks: String(credits) });

  const pdf = new Pdf({ size: A4, title: 'Récord académico', author: uni.name, creationDate: new Date(`${printedAt}T15:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const L = 36;
  const blue = '#0b4f8a';
  // The portal's own banner, as the browser prints it.
  pdf.fill(L, 34, W - 2 * L, 40, blue);
  pdf.text(uni.name, L + 12, 40, { font: F.bold, size: 13, color: '#ffffff', width: W - 2 * L - 140, fit: true });
  pdf.text(uni.place, L + 12, 58, { font: F.regular, size: 8, color: '#dfe9f5' });
  pdf.text('Intranet del Alumno', W - L - 120, 48, { font: F.bold, size: 9, color: '#ffffff', width: 108, align: 'right' });
  pdf.text('Inicio  ›  Académico  ›  Récord académico', L, 82, { font: F.regular, size: 7.5, color: '#555555' });
  pdf.text('RÉCORD ACADÉMICO', L, 98, { font: F.bold, size: 13, color: blue });
  const name = `${person.family.toUpperCase()}, ${person.given}`;
  const info: Array<[string, string]> = [
    ['Alumno', name], ['Código', code], ['DNI', dni], ['Escuela Profesional', car.field],
    ['Semestre de ingreso', `${entry}-I`], ['Grado a optar', qual],
  ];
  let y = 122;
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 6;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 102, y, { font: F.regular, size: 8.5, width: W / 2 - 120, fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 10;
  const cols: Column[] = [
    { label: 'Código', width: 60 },
    { label: 'Asignatura', width: W - 2 * L - 60 - 50 - 44 - 80, wrap: true },
    { label: 'Créd.', width: 50, align: 'center' },
    { label: 'Nota', width: 44, align: 'center' },
    { label: 'Estado', width: 80, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: rng.pick(['zebra', 'rows', 'grid'] as const), headerFill: '#d5e3f2', repeatHeader: true, top: 40, bottom: pdf.height - 44 });
  if (y > pdf.height - 110) {
    pdf.addPage();
    y = 40;
  }
  pdf.text(`Créditos aprobados: ${credits}`, L, y + 12, { font: F.bold, size: 9 });
  pdf.text(`Promedio ponderado acumulado: ${avg}`, L + 200, y + 12, { font: F.bold, size: 9 });
  pdf.text('Escala vigesimal: nota mínima aprobatoria 11. Documento informativo, sin valor oficial.', L, y + 30, { font: F.italic, size: 7.5 });
  const stamp = `${printedAt.slice(8, 10)}/${printedAt.slice(5, 7)}/${printedAt.slice(0, 4)} ${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  browserChrome(pdf, F, { stamp, title: `Récord académico | Intranet del Alumno — ${uni.name}`, url: `https://${uni.host}/alumno/academico/record-academico?periodo=todos` });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': name } };
}

export const families: Family[] = [
  {
    id: 'nj-pe-record-academico',
    country: 'PE',
    languages: ['es'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Peruvian university record printed from the student intranet by a browser (the date and time and the page title on top, the address and "1/2" at the foot of every page): the portal banner with the university, city and region, "APELLIDOS, Nombres", código, DNI, escuela profesional, semestre de ingreso "2016-I", "Grado a optar: Bachiller en …", a table by "SEMESTRE 2016-I · CICLO 1" with código, asignatura, créditos, nota 0-20 and estado, créditos aprobados and promedio ponderado; after public descriptions of Peruvian university records.',
    render,
  },
];
