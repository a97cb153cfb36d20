/**
 * Nicaraguan university certificado de notas from the Dirección de Registro Académico: the university
 * with its recinto, address in Managua, León or Estelí, "Nicaragua" and a telephone with the 505 code; the
 * holder's data in a ruled box of two columns ("Nombres y apellidos", the carné, the cédula de identidad
 * whose middle six digits are the birth date — a decoy number — the carrera, the turno and the year of
 * entry); one table over the whole study, year and semester in their own columns on every row ("2017 | I"),
 * código, asignatura (long titles wrap), créditos and the final mark on 0-100 (60 the lowest pass) with the
 * convocatoria in which it was passed (Ordinaria, Extraordinaria, Curso de verano); the header repeated on
 * each continuation page under "(continuación)"; then the credits passed and the promedio general with two
 * decimals, and for a graduate "Egresado(a)" with the date the plan was completed; the Directora's and the
 * Secretario General's names and signatures; as described by Nicaraguan universities' académic regulations
 * (the 0-100 scale, 60 to pass, créditos per asignatura) and credential-evaluation guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { dmy, longDate, upper, vPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Universidad Politécnica del Pacífico', recinto: 'Recinto Rubén Darío', address: 'Km 9½ Carretera Norte, Managua, Nicaragua', phone: '(505) 2263-4418', city: 'Managua', abbr: 'UPP' },
  { name: 'Universidad Católica de Occidente', recinto: 'Recinto Central', address: 'Del Parque Central 2 c. al Sur, León, Nicaragua', phone: '(505) 2311-0972', city: 'León', abbr: 'UCO' },
  { name: 'Universidad Agraria de las Segovias', recinto: 'Sede Estelí', address: 'Salida Norte, contiguo a la Ferretería El Arado, Estelí, Nicaragua', phone: '(505) 2713-5520', city: 'Estelí', abbr: 'UAS' },
];
const CAREERS = [
  { name: 'Ingeniería Industrial', degree: 'Ingeniero Industrial', degreeF: 'Ingeniera Industrial', code: 'IIN',
    courses: ['Matemática General', 'Geometría Analítica', 'Introducción a la Ingeniería Industrial', 'Técnicas de Lectura y Redacción', 'Cálculo Diferencial', 'Física I', 'Dibujo Técnico', 'Química General', 'Cálculo Integral', 'Física II', 'Estadística I', 'Programación', 'Ecuaciones Diferenciales', 'Estadística II', 'Contabilidad General', 'Ciencia de los Materiales', 'Investigación de Operaciones I', 'Ingeniería de Métodos', 'Costos Industriales', 'Termodinámica', 'Investigación de Operaciones II', 'Control Estadístico de la Calidad', 'Higiene y Seguridad Industrial', 'Ingeniería Económica', 'Planificación y Control de la Producción', 'Gestión de Mantenimiento Industrial', 'Formulación y Evaluación de Proyectos', 'Diseño de Plantas Industriales', 'Logística y Cadena de Suministros', 'Seminario de Graduación'] },
  { name: 'Licenciatura en Administración de Empresas', degree: 'Licenciado en Administración de Empresas', degreeF: 'Licenciada en Administración de Empresas', code: 'ADM',
    courses: ['Matemática General', 'Introducción a la Administración', 'Técnicas de Lectura y Redacción', 'Filosofía', 'Contabilidad I', 'Microeconomía', 'Matemática Financiera', 'Derecho Mercantil', 'Contabilidad II', 'Macroeconomía', 'Estadística Descriptiva', 'Comportamiento Organizacional', 'Administración de Recursos Humanos', 'Estadística Inferencial', 'Mercadotecnia I', 'Contabilidad de Costos', 'Mercadotecnia II', 'Finanzas I', 'Legislación Laboral', 'Administración de la Producción', 'Finanzas II', 'Presupuesto Empresarial', 'Comercio Internacional', 'Administración Estratégica', 'Formulación y Evaluación de Proyectos', 'Auditoría Administrativa', 'Emprendimiento e Innovación', 'Ética Empresarial', 'Gerencia de Pequeñas y Medianas Empresas', 'Seminario de Graduación'] },
];
const GENERAL = ['Inglés I', 'Inglés II', 'Geografía e Historia de Nicaragua', 'Computación Básica', 'Metodología de la Investigación'];
const CONVOCATORIAS = ['Ordinaria', 'Ordinaria', 'Ordinaria', 'Ordinaria', 'Extraordinaria', 'Curso de verano'];

async function render(rng: Rng) {
  const p = vPerson(rng, 'NI');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const start = rng.int(2013, 2018);
  const dob = iso(start - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const [by, bm, bd] = dob.split('-');
  // The Nicaraguan cédula: municipality code, birth date ddmmyy, serial and a check letter.
  const cedula = `${rng.pick(['001', '281', '161', '441'])}-${bd}${bm}${by.slice(2)}-${digits(rng, 4)}${rng.pick(['A', 'B', 'F', 'K', 'R', 'U'])}`;
  const carne = `${String(start).slice(2)}-${digits(rng, 5)}-${rng.int(0, 9)}`;
  const finished = rng.bool(0.5);
  const semesters = finished ? 10 : rng.int(3, 9);
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SERIF[1]]);
  const ability = rng.float(66, 92);
  const r = vResult('es', p.given, p.family, dob);
  setInstitution(r, uni.name, 'NI');

  const pool = [...car.courses];
  const general = [...GENERAL];
  type Row = string[];
  const rows: Row[] = [];
  let credits = 0;
  let sum = 0;
  for (let s = 0; s < semesters; s++) {
    const year = start + Math.floor(s / 2);
    const sem = s % 2 === 0 ? 'I' : 'II';
    const titles = [...pool.splice(0, 3), ...general.splice(0, s % 2 === 0 ? 1 : 0)];
    if (!titles.length) break;
    titles.forEach((title, k) => {
      const code = `${car.code}-${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = /Seminario/.test(title) ? 8 : GENERAL.includes(title) ? 2 : rng.pick([3, 4, 4, 5]);
      const mark = Math.max(60, Math.min(99, Math.round(ability + rng.gauss() * 8)));
      const conv = mark < 68 ? rng.pick(CONVOCATORIAS) : 'Ordinaria';
      rows.push([String(year), sem, code, title, String(cr), String(mark), conv]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, marksScored: mark, maximumMarks: 100, term: sem, session: String(year) }));
      credits += cr;
      sum += mark;
    });
  }
  const avg = sum / r.courses.length;
  const lastYear = start + Math.floor((semesters - 1) / 2);
  const completed = finished ? iso(lastYear, 12, rng.int(1, 15)) : null;
  const issued = iso(lastYear + 1, rng.int(1, 6), rng.int(1, 28));
  const degree = p.woman ? car.degreeF : car.degree;
  Object.assign(r.qualification, {
    registrationNumber: carne, name: degree, level: 'Bachelor', program: car.name, yearOfAdmission: start,
    cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued,
  });
  if (completed) Object.assign(r.qualification, { yearOfCompletion: lastYear, status: 'Completed' });
  // The field of a "Licenciatura en …" or the engineering the title names.
  r.qualification.majorOrSpecialization = car.name.replace(/^Licenciatura en /, '');

  const pdf = new Pdf({ size: LETTER, title: 'Certificado de notas', author: uni.name, creationDate: new Date(`${issued}T15:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const ink = rng.pick(['#123c69', '#1d4d2b', '#5c1a1b']);
  const head = (first: boolean) => {
    pdf.crest(L + 24, 46, 22, uni.abbr, ink);
    pdf.text(upper(uni.name, 'es'), L + 56, 28, { font: F.bold, size: 12.5, color: ink, width: W - 56, fit: true });
    pdf.text(`${uni.recinto} — Dirección de Registro Académico`, L + 56, 44, { font: F.regular, size: 9 });
    pdf.text(`${uni.address} · Tel. ${uni.phone}`, L + 56, 57, { font: F.regular, size: 8, color: '#444444', width: W - 56, fit: true });
    pdf.line(L, 74, L + W, 74, 1.2, ink);
    if (!first) pdf.text(`CERTIFICADO DE NOTAS (continuación) — ${upper(p.family, 'es')}, ${p.given} — Carné ${carne}`, L, 82, { font: F.italic, size: 8.5, width: W, fit: true });
  };
  head(true);
  pdf.text('CERTIFICADO DE NOTAS', L, 86, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.para(`La suscrita Directora de Registro Académico de la ${uni.name} certifica que en los libros de registro de calificaciones de esta institución consta que:`, L, 108, W, { font: F.regular, size: 9 });
  let y = 136;
  const box: Array<[string, string]> = [
    ['Nombres y apellidos', `${p.given} ${p.family}`], ['Carné', carne],
    ['Cédula de identidad', cedula], ['Fecha de nacimiento', dmy(dob, '/')],
    ['Carrera', car.name], ['Turno', rng.pick(['Diurno', 'Sabatino', 'Nocturno'])],
    ['Año de ingreso', String(start)], ['Título', degree],
  ];
  const half = W / 2;
  box.forEach(([k, v], i) => {
    const x = L + (i % 2) * half;
    const yy = y + Math.floor(i / 2) * 17;
    pdf.rect(x, yy, half, 17, 0.5);
    pdf.text(`${k}:`, x + 4, yy + 4.5, { font: F.bold, size: 8.3 });
    const lw = pdf.widthOf(`${k}: `, F.bold, 8.3);
    pdf.text(v, x + 4 + lw, yy + 4.5, { font: F.regular, size: 8.6, width: half - lw - 10, fit: true });
  });
  y += 17 * 4 + 12;
  const cols = [
    { label: 'Año', width: 36, align: 'center' as const },
    { label: 'Sem.', width: 30, align: 'center' as const },
    { label: 'Código', width: 52 },
    { label: 'Asignatura', width: W - 36 - 30 - 52 - 46 - 40 - 82, wrap: true },
    { label: 'Créditos', width: 46, align: 'center' as const },
    { label: 'Nota', width: 40, align: 'center' as const },
    { label: 'Convocatoria', width: 82 },
  ];
  const size = 8.4;
  const leading = size * 1.3;
  y += tableHeader(pdf, L, y, cols, { F, size: 9, ruling: 'grid', fill: '#e6ebf2' });
  for (const row of rows) {
    const lines = cols.map((c, i) => ('wrap' in c && c.wrap ? pdf.wrap(row[i], F.regular, size, c.width - 6) : [row[i]]));
    const h = Math.max(...lines.map((l) => l.length)) * leading + 4;
    if (y + h > pdf.height - 60) {
      pdf.addPage();
      head(false);
      y = 100;
      y += tableHeader(pdf, L, y, cols, { F, size: 9, ruling: 'grid', fill: '#e6ebf2' });
    }
    let cx = L;
    cols.forEach((c, i) => {
      lines[i].forEach((l, j) => pdf.text(l, cx + 3, y + 2.5 + j * leading, { font: F.regular, size, width: c.width - 6, align: c.align ?? 'left', fit: !('wrap' in c) }));
      cx += c.width;
    });
    rowRules(pdf, L, cols, y, h, 'grid');
    y += h;
  }
  if (y + 170 > pdf.height - 40) {
    pdf.addPage();
    head(false);
    y = 100;
  }
  y += 12;
  pdf.text(`Total de créditos aprobados: ${credits}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Promedio general: ${avg.toFixed(2)}`, L + half, y, { font: F.bold, size: 9.5 });
  y += 15;
  pdf.text('Escala de calificaciones: 0 a 100 puntos. Nota mínima de aprobación: 60 puntos.', L, y, { font: F.italic, size: 8 });
  y += 13;
  if (completed) {
    pdf.text(`Condición: ${p.woman ? 'Egresada' : 'Egresado'} — plan de estudios concluido el ${dmy(completed, '/')}`, L, y, { font: F.regular, size: 9 });
    y += 13;
  } else {
    pdf.text('Condición: Estudiante activo', L, y, { font: F.regular, size: 9 });
    y += 13;
  }
  y += 8;
  pdf.para(`Y para los fines que estime conveniente, se extiende la presente en la ciudad de ${uni.city}, a los ${longDate(issued, 'es')}. Sin enmiendas ni borrones.`, L, y, W, { font: F.regular, size: 9 });
  const registrar = `${rng.pick(['Lic.', 'MSc.'])} ${rng.pick(['Xiomara', 'Martha Lorena', 'Ivania', 'Rosa Argentina'])} ${rng.pick(['Bermúdez Sequeira', 'Toruño Mendoza', 'Cajina Ruiz'])}`;
  const secretary = `${rng.pick(['Ing.', 'Dr.'])} ${rng.pick(['Álvaro José', 'Leonel', 'Humberto'])} ${rng.pick(['Mayorga Baltodano', 'Fonseca Reyes', 'Somarriba Díaz'])}`;
  y += 70;
  pdf.signature(L + 30, y - 10, 120, rng);
  pdf.line(L, y, L + 190, y, 0.5);
  pdf.text(registrar, L, y + 4, { font: F.bold, size: 8.5, width: 190, align: 'center' });
  pdf.text('Directora de Registro Académico', L, y + 16, { font: F.regular, size: 8, width: 190, align: 'center' });
  pdf.signature(L + W - 170, y - 10, 120, rng);
  pdf.line(L + W - 190, y, L + W, y, 0.5);
  pdf.text(secretary, L + W - 190, y + 4, { font: F.bold, size: 8.5, width: 190, align: 'center' });
  pdf.text('Secretario General', L + W - 190, y + 16, { font: F.regular, size: 8, width: 190, align: 'center' });
  pdf.seal(L + W / 2, y - 8, 26, ink);
  footers(pdf, F, (a, b) => `Hoja ${a} de ${b}`);
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.dateOfIssue': longDate(issued, 'es'),
  };
  if (completed) printed['qualification.yearOfCompletion'] = dmy(completed, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-01-transcript',
    country: 'NI',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Nicaraguan university certificado de notas from Registro Académico: university, recinto, address and 505 telephone; a ruled two-column box with name, carné, cédula (birth date inside, a decoy), carrera, turno, year of entry and the gendered title; one table with year and semester columns on every row, código, wrapped asignatura, créditos, the 0-100 mark (60 to pass) and the convocatoria; header repeated under "(continuación)"; credits passed, promedio general, egresado with the date the plan was completed; registrar and secretary named; as described by Nicaraguan university regulations.',
    render,
  },
];
