/**
 * Costa Rican university student portal, "Expediente académico" page (a full-page browser
 * screenshot): the address bar on the university's .ac.cr domain, the portal's header and menu,
 * the student's card — carné ("B71234"), cédula ("1-1234-0567"), the name as the registry lists it
 * (both family names first in capitals, then the given names: "VARGAS JIMÉNEZ JOSÉ PABLO"), the
 * carrera "Bachillerato en …" (the four-year university bachillerato, a first degree, not the
 * secondary-school one) and the year of entry; one panel per ciclo ("I Ciclo 2019", "II Ciclo 2019",
 * a summer "III Ciclo") with sigla ("II-0203"), course name, créditos, the final grade on 0-10 in
 * half points (7,0 the lowest pass) and a Resultado column (Aprobado, Reprobado); the weighted
 * average (promedio ponderado) and credits approved; for a graduate, the date the degree was
 * conferred; the footer with the campus and Costa Rica (the university's town, never a province beside it); as described in Costa Rican
 * universities' student-records regulations (the 0-10 scale in half units).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, dmy, oPerson, oResult, upper } from './o-kit';

const UNIS = [
  { name: 'Universidad del Valle Central', abbr: 'UVC', domain: 'uvc.ac.cr', campus: 'Sede Rodrigo Facio, San Pedro de Montes de Oca, Costa Rica', color: '#00427a' },
  { name: 'Universidad Tecnológica de Cartago', abbr: 'UTC', domain: 'utcartago.ac.cr', campus: 'Campus Central, Cartago, Costa Rica', color: '#7a0019' },
  { name: 'Universidad Nacional de Heredia', abbr: 'UNH', domain: 'unheredia.ac.cr', campus: 'Campus Omar Dengo, Heredia, Costa Rica', color: '#8b1a1a' },
];
const CAREERS = [
  { name: 'Bachillerato en Ingeniería Industrial', field: 'Ingeniería Industrial', sigla: 'II',
    courses: ['Cálculo I', 'Introducción a la Ingeniería Industrial', 'Química General I', 'Cálculo II', 'Física General I', 'Dibujo para Ingeniería', 'Álgebra Lineal', 'Estadística para Ingenieros', 'Física General II', 'Ecuaciones Diferenciales', 'Ingeniería de Métodos', 'Investigación de Operaciones I', 'Contabilidad para Ingenieros', 'Control de Calidad', 'Investigación de Operaciones II', 'Ergonomía y Seguridad Ocupacional', 'Planificación y Control de la Producción', 'Simulación de Sistemas', 'Gestión de la Cadena de Suministro', 'Proyecto de Ingeniería Industrial'] },
  { name: 'Bachillerato en Ciencias de la Computación e Informática', field: 'Ciencias de la Computación e Informática', sigla: 'CI',
    courses: ['Programación I', 'Cálculo para Computación I', 'Introducción a la Computación', 'Programación II', 'Matemática Discreta', 'Cálculo para Computación II', 'Estructuras de Datos y Análisis de Algoritmos', 'Herramientas de Ingeniería de Software', 'Lenguaje Ensamblador', 'Bases de Datos I', 'Sistemas Operativos', 'Probabilidad y Estadística', 'Ingeniería de Software', 'Redes de Comunicación de Datos', 'Diseño de Software', 'Autómatas y Compiladores', 'Proyecto Integrador de Bases de Datos y Sistemas Operativos', 'Inteligencia Artificial'] },
  { name: 'Bachillerato en Administración de Negocios', field: 'Administración de Negocios', sigla: 'DN',
    courses: ['Principios de Administración', 'Matemática para Administradores', 'Contabilidad I', 'Microeconomía', 'Contabilidad II', 'Estadística I', 'Macroeconomía', 'Comportamiento Organizacional', 'Finanzas I', 'Mercadeo I', 'Derecho Comercial', 'Administración de Operaciones', 'Finanzas II', 'Administración del Recurso Humano', 'Mercadeo II', 'Gerencia Estratégica', 'Formulación y Evaluación de Proyectos', 'Seminario de Realidad Nacional'] },
];
const GENERAL = ['Curso Integrado de Humanidades I', 'Curso Integrado de Humanidades II', 'Actividad Deportiva', 'Repertorio: Arte y Cultura Costarricense', 'Inglés Instrumental I', 'Seminario de Realidad Nacional I'];

async function render(rng: Rng) {
  const p = oPerson(rng, 'CR');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const start = rng.int(2015, 2020);
  const graduated = rng.bool(0.5);
  const ciclos = graduated ? 8 : rng.int(3, 7);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(7, 10.5);
  const carne = `${String.fromCharCode(65 + ((start - 2015) % 26) + 1)}${String(start).slice(3)}${digits(rng, 4)}`;
  const cedula = `${rng.int(1, 7)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const shownName = upper(`${p.family} ${p.given}`, 'es');
  const r = oResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'CR');
  type Ciclo = { label: string; term: string; year: number; rows: string[][] };
  const list: Ciclo[] = [];
  const pool = [...car.courses];
  const general = [...GENERAL];
  let credits = 0;
  let wsum = 0;
  let wcred = 0;
  for (let c = 0; c < ciclos; c++) {
    const year = start + Math.floor(c / 2);
    const term = c % 2 === 0 ? 'I Ciclo' : 'II Ciclo';
    const titles = [...pool.splice(0, Math.ceil(car.courses.length / 8)), ...(c < 4 && general.length ? general.splice(0, c < 2 ? 2 : 1) : [])];
    if (!titles.length) break;
    const rows: string[][] = [];
    titles.forEach((title, k) => {
      const gen = GENERAL.includes(title);
      const sigla = gen ? `${rng.pick(['EG', 'EF', 'LM'])}-0${rng.int(100, 399)}` : `${car.sigla}-0${Math.floor(c / 2) + 1}${c}${k + 1}`;
      const cr = gen ? rng.pick([0, 2, 3]) : rng.pick([3, 3, 4, 4]);
      const g = Math.max(7, Math.min(10, Math.round((ability + rng.gauss() * 1.1) * 2) / 2));
      const grade = comma(g, 1);
      rows.push([sigla, title, String(cr), grade, 'Aprobado']);
      r.courses.push(course({ courseNumber: sigla, courseName: title, credit: cr, grade, passStatus: 'Aprobado', term, year }));
      credits += cr;
      if (cr) {
        wsum += g * cr;
        wcred += cr;
      }
    });
    list.push({ label: `${term} ${year}`, term, year, rows });
  }
  const avg = wsum / wcred;
  const conferred = graduated ? iso(start + 4, rng.pick([3, 4, 9]), rng.int(1, 28)) : null;
  Object.assign(r.qualification, { registrationNumber: carne, name: car.name, level: 'Bachelor', program: car.name, majorOrSpecialization: car.field, yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits) });
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const rowH = 17;
  const panelsH = list.reduce((a, c) => a + 40 + c.rows.length * rowH + 14, 0);
  const H = 300 + panelsH + (graduated ? 40 : 0) + 40;
  const pdf = new Pdf({ size: [1024, H], title: `${uni.abbr} — Expediente académico`, author: uni.name, creationDate: new Date(`${iso(start + Math.ceil(ciclos / 2), 1, 10)}T15:00:00Z`) });
  const W = pdf.width;
  pdf.fill(0, 0, W, 34, '#e8eaed');
  pdf.roundRect(120, 8, 640, 18, 9, { fill: '#ffffff' });
  pdf.text(`https://ematricula.${uni.domain}/estudiante/expediente?vista=completa`, 136, 12, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.fill(0, 34, W, 58, uni.color);
  pdf.text(uni.name, 24, 44, { font: F.bold, size: 16, color: '#ffffff' });
  pdf.text('Sistema e-Matrícula · Oficina de Registro e Información', 24, 68, { font: F.regular, size: 9, color: '#dbe4f0' });
  pdf.text(`${p.given.split(' ')[0]}   |   Cerrar sesión`, W - 260, 60, { font: F.regular, size: 9, color: '#ffffff', width: 236, align: 'right' });
  pdf.fill(0, 92, W, 28, '#f2f4f7');
  ['Inicio', 'Matrícula', 'Expediente', 'Pagos', 'Graduación', 'Trámites'].forEach((m, i) => pdf.text(m, 24 + i * 120, 100, { font: i === 2 ? F.bold : F.regular, size: 9.5, color: i === 2 ? uni.color : '#333333' }));
  pdf.text('Inicio  /  Expediente  /  Expediente académico completo', 24, 132, { font: F.regular, size: 8.5, color: '#6b7280' });
  pdf.text('Expediente académico', 24, 150, { font: F.bold, size: 17, color: '#111827' });
  pdf.roundRect(24, 178, W - 48, 82, 6, { fill: '#ffffff', stroke: '#cfd6de' });
  const card: Array<[string, string]> = [
    ['Nombre', shownName], ['Carné', carne], ['Cédula', cedula],
    ['Carrera', car.name], ['Año de ingreso', String(start)], ['Estado', graduated ? 'Graduado' : 'Activo'],
  ];
  card.forEach(([k, v], i) => {
    const cx = 40 + (i % 3) * ((W - 80) / 3);
    const cy = 188 + Math.floor(i / 3) * 36;
    pdf.text(k, cx, cy, { font: F.regular, size: 8, color: '#6b7280' });
    pdf.text(v, cx, cy + 12, { font: F.bold, size: 9.8, color: '#111827', width: (W - 80) / 3 - 14, fit: true });
  });
  let y = 276;
  const widths = [100, W - 48 - 24 - 100 - 80 - 80 - 110, 80, 80, 110];
  for (const c of list) {
    const h = 40 + c.rows.length * rowH;
    pdf.roundRect(24, y, W - 48, h, 5, { fill: '#ffffff', stroke: '#d6dbe1' });
    pdf.fill(25, y + 1, W - 50, 20, '#f7f8fa');
    pdf.text(c.label, 36, y + 5, { font: F.bold, size: 10, color: uni.color });
    let x = 36;
    ['Sigla', 'Curso', 'Créditos', 'Nota', 'Resultado'].forEach((hd, k) => {
      pdf.text(hd, x, y + 24, { font: F.bold, size: 8.5, color: '#4b5563' });
      x += widths[k];
    });
    c.rows.forEach((row, j) => {
      const ry = y + 38 + j * rowH;
      pdf.line(32, ry - 3, W - 32, ry - 3, 0.4, '#e5e7eb');
      let xx = 36;
      row.forEach((cell, k) => {
        pdf.text(cell, xx, ry, { font: k === 3 ? F.bold : F.regular, size: 9, color: k === 4 ? '#047857' : '#111827', width: widths[k] - 8, fit: true });
        xx += widths[k];
      });
    });
    y += h + 14;
  }
  pdf.roundRect(24, y, W - 48, 30, 5, { fill: '#eef4fb', stroke: '#c7d7ea' });
  pdf.text(`Promedio ponderado: ${comma(avg, 2)}      Créditos aprobados: ${credits}`, 40, y + 10, { font: F.bold, size: 10, color: '#1f2937' });
  y += 40;
  if (conferred) {
    pdf.roundRect(24, y, W - 48, 30, 5, { fill: '#ecfdf5', stroke: '#a7f3d0' });
    pdf.text(`Título otorgado: ${car.name} — fecha de juramentación: ${dmy(conferred, '/')}`, 40, y + 10, { font: F.bold, size: 9.8, color: '#065f46' });
    y += 40;
  }
  pdf.fill(0, H - 28, W, 28, '#f2f4f7');
  pdf.text(`© ${uni.name} · ${uni.campus} · registro@${uni.domain}`, 24, H - 19, { font: F.regular, size: 8, color: '#6b7280' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shownName, 'qualification.cgpa': comma(avg, 2) } };
}

export const families: Family[] = [
  {
    id: 'o-05-transcript',
    country: 'CR',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Costa Rican university student-portal expediente académico (full-page screenshot): .ac.cr address bar, portal header and menu, student card with both family names first in capitals, carné, cédula, carrera "Bachillerato en …" (the university bachelor) and year of entry; one panel per ciclo (I / II Ciclo and year) with sigla, course, créditos, grade on 0-10 in half points and Resultado Aprobado; promedio ponderado, credits approved and the conferral for graduates; as described in Costa Rican universities\' student-records regulations.',
    render,
  },
];
