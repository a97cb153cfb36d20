/**
 * Bolivian university certificado de calificaciones (historial académico) from the Dirección de
 * Registros e Inscripciones (Kardex): the university with its city and "Bolivia", the Estado
 * Plurinacional heading; the holder's data on dot-leader lines ("Apellidos y nombres ........ :"),
 * the family names first in capitals, the cédula de identidad with its department's abbreviation
 * ("7894561 LP", a place of issue, not the issuer's), the Registro Universitario (R.U.), the carrera
 * ("Licenciatura en Contaduría Pública") and the year of entry; the subjects by semester ("PRIMER
 * SEMESTRE — GESTIÓN 2017", gestión being the academic year) with sigla ("CPA-101"), asignatura
 * (long titles wrap), weekly hours (carga horaria, never credits), the mark on the 1-100 scale
 * (51 the lowest pass) and the mark spelled out in words ("SETENTA Y CINCO"), as Bolivian records
 * print it against alteration; the table runs over two or three pages; then the number of subjects
 * passed, the promedio general with a decimal comma and, for a finished carrera, the date the
 * studies were completed ("Fecha de conclusión de estudios"); as described in Bolivian university
 * regulations (the 1-100 scale with 51 to pass) and credential-evaluation guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, longDate, uPerson, uResult, upper } from './u-kit';

const UNIS = [
  { name: 'Universidad Privada del Valle Alto', city: 'Cochabamba', address: 'Av. Blanco Galindo km 4,5, Casilla 2117, Cochabamba - Bolivia', dept: 'CB' },
  { name: 'Universidad Técnica del Altiplano', city: 'El Alto', address: 'Av. Juan Pablo II N° 2560, Zona Villa Esperanza, El Alto - Bolivia', dept: 'LP' },
  { name: 'Universidad San Gabriel de Tarija', city: 'Tarija', address: 'Calle Ingavi N° 845, Casilla 172, Tarija, Bolivia', dept: 'TJ' },
  { name: 'Universidad Autónoma del Oriente', city: 'Santa Cruz de la Sierra', address: 'Av. Busch, 3er Anillo Interno, Santa Cruz de la Sierra - Bolivia', dept: 'SC' },
];
const CAREERS = [
  { name: 'Licenciatura en Contaduría Pública', field: 'Contaduría Pública', sigla: 'CPA',
    courses: ['Contabilidad General I', 'Matemática Básica', 'Introducción a la Administración', 'Derecho Civil y Comercial', 'Contabilidad General II', 'Cálculo Financiero', 'Estadística General', 'Microeconomía', 'Contabilidad de Sociedades', 'Legislación Laboral y Social Boliviana', 'Macroeconomía', 'Costos I', 'Contabilidad Gubernamental', 'Costos II', 'Sistema Tributario Boliviano', 'Auditoría Financiera I', 'Finanzas Corporativas', 'Auditoría Financiera II', 'Contabilidad de Entidades Financieras', 'Auditoría Gubernamental y Control Interno', 'Presupuestos', 'Peritaje Contable', 'Taller de Grado I', 'Taller de Grado II'] },
  { name: 'Licenciatura en Ingeniería de Sistemas', field: 'Ingeniería de Sistemas', sigla: 'SIS',
    courses: ['Cálculo I', 'Álgebra I', 'Introducción a la Programación', 'Física Básica I', 'Cálculo II', 'Álgebra II', 'Programación Orientada a Objetos', 'Física Básica II', 'Estructura de Datos', 'Matemática Discreta', 'Base de Datos I', 'Arquitectura de Computadoras', 'Base de Datos II', 'Sistemas Operativos', 'Investigación Operativa I', 'Redes de Computadoras I', 'Ingeniería de Software I', 'Redes de Computadoras II', 'Ingeniería de Software II', 'Sistemas de Información Gerencial', 'Inteligencia Artificial', 'Seguridad de Sistemas', 'Taller de Titulación I', 'Taller de Titulación II'] },
  { name: 'Licenciatura en Ingeniería Comercial', field: 'Ingeniería Comercial', sigla: 'ICO',
    courses: ['Administración General', 'Matemática para Ciencias Económicas', 'Contabilidad Básica', 'Introducción a la Economía', 'Comportamiento Organizacional', 'Estadística Aplicada a los Negocios', 'Microeconomía', 'Contabilidad de Costos', 'Macroeconomía', 'Investigación de Mercados', 'Marketing Estratégico', 'Finanzas I', 'Gestión del Talento Humano', 'Finanzas II', 'Comercio Internacional', 'Logística y Cadena de Suministro', 'Formulación y Evaluación de Proyectos', 'Emprendimiento e Innovación', 'Dirección Estratégica', 'Negociación y Resolución de Conflictos', 'Taller de Grado I', 'Taller de Grado II'] },
];
const GENERAL = ['Metodología de la Investigación', 'Inglés Técnico I', 'Inglés Técnico II', 'Realidad Nacional y Plurinacionalidad', 'Ética Profesional'];
const TERMS = ['PRIMER SEMESTRE', 'SEGUNDO SEMESTRE', 'TERCER SEMESTRE', 'CUARTO SEMESTRE', 'QUINTO SEMESTRE', 'SEXTO SEMESTRE', 'SÉPTIMO SEMESTRE', 'OCTAVO SEMESTRE', 'NOVENO SEMESTRE', 'DÉCIMO SEMESTRE'];

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = ['DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE'];
const TENS = ['', '', 'VEINTE', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const TWENTIES = ['VEINTE', 'VEINTIUNO', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];

/** A mark from 1 to 100 in Spanish words, as the "literal" column prints it. */
function spanishWords(n: number): string {
  if (n === 100) return 'CIEN';
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  if (n < 30) return TWENTIES[n - 20];
  const t = Math.floor(n / 10);
  const u = n % 10;
  return u ? `${TENS[t]} Y ${UNITS[u]}` : TENS[t];
}

async function render(rng: Rng) {
  const p = uPerson(rng, 'BO');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const start = rng.int(2013, 2018);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const ru = `${start}${digits(rng, 5)}`;
  const ci = `${rng.int(3, 9)}${digits(rng, 6)} ${rng.pick(['LP', 'CB', 'SC', 'OR', 'PT', 'TJ', 'CH'])}`;
  const finished = rng.bool(0.6);
  const semesters = finished ? 10 : rng.int(3, 8);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const ability = rng.float(58, 92);
  const r = uResult('es', p.given, p.family, dob);
  setInstitution(r, uni.name, 'BO');

  const pool = [...car.courses];
  const general = [...GENERAL];
  const per = Math.ceil(car.courses.length / 10);
  const rows: TableRow[] = [];
  let sum = 0;
  let n = 0;
  for (let s = 0; s < semesters; s++) {
    const titles = [...pool.splice(0, per), ...(s % 2 === 0 && general.length ? general.splice(0, 1) : [])];
    if (!titles.length) break;
    const year = start + Math.floor(s / 2);
    const term = TERMS[s];
    rows.push({ heading: `${term} — GESTIÓN ${year}` });
    titles.forEach((title, k) => {
      const gen = GENERAL.includes(title);
      const sigla = gen ? `${rng.pick(['MET', 'ING', 'SOC', 'ETI'])}-${100 * (Math.floor(s / 2) + 1) + k + 1}` : `${car.sigla}-${100 * (Math.floor(s / 2) + 1) + 10 * (s % 2) + k + 1}`;
      const hours = gen ? rng.pick([2, 3]) : rng.pick([4, 4, 5, 6]);
      const mark = Math.max(51, Math.min(100, Math.round(ability + rng.gauss() * 9)));
      rows.push({ cells: [sigla, title, String(hours), String(mark), spanishWords(mark)] });
      r.courses.push(course({ courseNumber: sigla, courseName: title, marksScored: mark, maximumMarks: 100, term, year }));
      sum += mark;
      n += 1;
    });
  }
  const avg = sum / n;
  const lastYear = start + Math.floor((semesters - 1) / 2);
  const done = finished ? iso(lastYear + 1, rng.int(2, 6), rng.int(1, 28)) : null;
  const issued = iso((done ? Number(done.slice(0, 4)) : lastYear + 1) + rng.int(0, 1), rng.int(7, 11), rng.int(1, 28));
  Object.assign(r.qualification, { registrationNumber: ru, name: car.name, level: 'Bachelor', program: car.name, majorOrSpecialization: car.field, yearOfAdmission: start, cgpa: avg.toFixed(2), dateOfIssue: issued });
  if (done) Object.assign(r.qualification, { yearOfCompletion: Number(done.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Certificado de calificaciones', author: uni.name, creationDate: new Date(`${issued}T14:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const ink = rng.pick(['#0b3d2e', '#1b2f6b', '#5c1a1a']);
  pdf.text('ESTADO PLURINACIONAL DE BOLIVIA', L, 26, { font: F.regular, size: 8, width: W, align: 'center', color: '#444444' });
  pdf.crest(L + 26, 62, 24, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), ink);
  pdf.text(upper(uni.name, 'es'), L + 62, 42, { font: F.bold, size: 12.5, color: ink, width: W - 62, fit: true });
  pdf.text('Vicerrectorado Académico — Dirección de Registros e Inscripciones (Kardex)', L + 62, 60, { font: F.regular, size: 8.6, width: W - 62, fit: true });
  pdf.text(uni.address, L + 62, 74, { font: F.italic, size: 8 });
  pdf.line(L, 92, L + W, 92, 1.2, ink);
  pdf.line(L, 95, L + W, 95, 0.4, ink);
  pdf.text(rng.pick(['CERTIFICADO DE CALIFICACIONES', 'HISTORIAL ACADÉMICO', 'CERTIFICADO DE NOTAS']), L, 106, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`N° ${digits(rng, 6)}/${String(issued).slice(0, 4)}`, L + W - 120, 124, { font: F.regular, size: 8, width: 120, align: 'right' });
  const shownName = `${upper(p.family, 'es')} ${p.given}`;
  const block: Array<[string, string]> = [
    ['Apellidos y nombres', shownName],
    ['Cédula de identidad', ci],
    ['Fecha de nacimiento', dmy(dob, '/')],
    ['Registro Universitario (R.U.)', ru],
    ['Carrera', car.name],
    ['Año de ingreso', String(start)],
  ];
  let y = 140;
  y += keyValues(pdf, F, L, y, W, block, { size: 9, style: 'leaders', labelWidth: 170 }) + 10;
  const cols: Column[] = [
    { label: 'Sigla', width: 60 },
    { label: 'Asignatura', width: W - 60 - 44 - 44 - 140, wrap: true },
    { label: ['Carga', 'horaria'], width: 44, align: 'center' },
    { label: ['Nota', '(1-100)'], width: 44, align: 'center' },
    { label: 'Literal', width: 140 },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#e3e8e4', zebra: '#f1f4f2', repeatHeader: rng.bool(0.6), top: 48, bottom: pdf.height - 64, onNewPage: (d) => (d.text(`${shownName} — R.U. ${ru} (continuación)`, L, 32, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [
    ['Asignaturas aprobadas', String(n)],
    ['Promedio general', comma(avg, 2)],
  ];
  if (done) tail.push(['Fecha de conclusión de estudios', dmy(done, '/')]);
  y += keyValues(pdf, F, L, y, W, tail, { size: 9.4, style: 'leaders', labelWidth: 190 }) + 8;
  pdf.para('Escala de calificación: 1 a 100 puntos; nota mínima de aprobación: 51 puntos. La carga horaria se expresa en horas semanales. El presente certificado no es válido con raspaduras o enmiendas.', L, y, W, { font: F.italic, size: 7.6 });
  y += 34;
  pdf.text(`${uni.city}, ${longDate(issued, 'es')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.signature(L + 40, y + 44, 110, rng);
  pdf.text('Jefe de Kardex', L + 20, y + 54, { font: F.regular, size: 8.5, width: 150, align: 'center' });
  pdf.signature(L + W - 170, y + 44, 110, rng);
  pdf.text('Director de Registros e Inscripciones', L + W - 200, y + 54, { font: F.regular, size: 8.5, width: 200, align: 'center' });
  pdf.seal(L + W / 2, y + 40, 24, ink);
  footers(pdf, F, (a, b) => `Página ${a} de ${b}`);
  const printed: Record<string, string> = {
    'candidate.fullName': shownName,
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.cgpa': comma(avg, 2),
    'qualification.dateOfIssue': longDate(issued, 'es'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-01-transcript',
    country: 'BO',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Bolivian university certificado de calificaciones from the Kardex: dot-leader captions, family names first in capitals, cédula with its department, Registro Universitario, carrera and year of entry; subjects by semester and gestión with sigla, wrapped asignatura, weekly hours (never credits), the 1-100 mark (51 to pass) and the mark in words; over two or three pages; subjects passed, promedio general with a decimal comma, date studies were completed; as described by Bolivian university regulations.',
    render,
  },
];
