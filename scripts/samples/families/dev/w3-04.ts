/**
 * A university student portal's "Boleta de calificaciones" (grade report of one term), captured as a screenshot, in
 * Spanish: the portal's top bar with the university and the signed-in user, a navigation column on the left (Inicio, Mi
 * perfil, Kárdex, Boleta, Horario, Pagos, Trámites), breadcrumbs "Inicio › Servicios escolares › Boleta de
 * calificaciones", a period selector "Periodo 2023-2 (agosto-diciembre)"; a student card (the name in natural order,
 * matrícula on some, carrera "Licenciatura en <campo>" or "Ingeniería en <campo>" (the programme and the qualification,
 * not conferred), plan, semester, "Situación: Inscrito" on some (the standing), "Año de ingreso" on some); one table of
 * the term's subjects: clave, materia, grupo, créditos, three partial marks, the final grade 0-10 and "Acreditada" /
 * "No acreditada"; the term's average and the cumulative average and credits earned of the whole career below; a footer
 * with the campus address in Guadalajara, Jalisco and a query timestamp. As Mexican universities' student portals show
 * a term's grades.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, sample, wPerson, wResult, type WRow, wTable } from './w3-kit';

const UNIS = [
  { name: 'Universidad Tecnológica del Occidente', short: 'UTO' },
  { name: 'Universidad Autónoma de Atemajac', short: 'UAA' },
];
const CAREERS = [
  { name: 'Licenciatura en Administración', field: 'Administración', subjects: ['Contabilidad de Costos', 'Mercadotecnia Estratégica', 'Derecho Laboral', 'Finanzas Corporativas', 'Comportamiento Organizacional', 'Estadística Inferencial', 'Gestión de Proyectos', 'Comercio Internacional', 'Economía Mexicana'] },
  { name: 'Ingeniería en Sistemas Computacionales', field: 'Sistemas Computacionales', subjects: ['Estructuras de Datos', 'Bases de Datos', 'Sistemas Operativos', 'Redes de Computadoras', 'Ingeniería de Software', 'Lenguajes y Autómatas', 'Métodos Numéricos', 'Arquitectura de Computadoras', 'Programación Web'] },
  { name: 'Licenciatura en Psicología', field: 'Psicología', subjects: ['Psicología del Desarrollo', 'Psicometría', 'Neuropsicología', 'Psicología Social', 'Teorías de la Personalidad', 'Metodología de la Investigación', 'Psicopatología', 'Entrevista Psicológica', 'Estadística Aplicada'] },
];

async function render(rng: Rng) {
  const p = wPerson(rng, 'MX');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const entry = rng.int(2016, 2023);
  const sem = rng.int(2, 8);
  const year = entry + Math.floor(sem / 2);
  const half = sem % 2 === 0 ? 1 : 2;
  const period = `${year}-${half}`;
  const showMat = rng.bool(0.6);
  const showStatus = rng.bool(0.5);
  const showEntry = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const mat = `${String(entry).slice(2)}${digits(rng, 6)}`;
  const r = wResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'MX', 'JAL');
  Object.assign(r.qualification, { name: car.name, level: 'Bachelor', program: car.name, majorOrSpecialization: car.field, registrationNumber: showMat ? mat : null, yearOfAdmission: showEntry ? entry : null, status: showStatus ? 'In Progress' : null });
  const ability = rng.float(6.8, 9.6);
  const rows: WRow[] = [];
  let sum = 0;
  let crTerm = 0;
  for (const s of sample(rng, car.subjects, rng.int(5, 7))) {
    const code = `${car.field.slice(0, 2).toUpperCase()}${sem}${digits(rng, 2)}`;
    const cr = rng.pick([5, 6, 6, 8]);
    const parts = [0, 1, 2].map(() => around(rng, ability, 1, 4, 10, 0.1));
    const final = Math.max(5, Math.min(10, Math.round(parts.reduce((a, b) => a + b, 0) / 3)));
    const ok = final >= 6;
    rows.push({ cells: [code, s, `${sem}${rng.pick(['A', 'B', 'C'])}`, String(cr), ...parts.map((x) => x.toFixed(1)), String(final), ok ? 'Acreditada' : 'No acreditada'] });
    r.courses.push(course({ courseNumber: code, courseName: s, credit: cr, marksScored: final, maximumMarks: 10, passStatus: ok ? 'Acreditada' : 'No acreditada', term: period }));
    sum += final;
    crTerm += cr;
  }
  const termAvg = (sum / rows.length).toFixed(2);
  const cum = (Number(termAvg) * 0.3 + around(rng, ability, 0.3, 7, 9.8, 0.01) * 0.7).toFixed(2);
  const credits = crTerm + (sem - 1) * rng.int(38, 46);
  r.qualification.cgpa = cum;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: [1100, 720], title: 'Boleta de calificaciones', author: uni.name, creationDate: new Date(`${year}-12-10T18:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#0f766e', '#1d4ed8', '#4c1d95']);
  pdf.fill(0, 0, 1100, 48, c);
  pdf.text(`${uni.short} · SIIE`, 18, 15, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text(uni.name, 140, 18, { font: F.regular, size: 11, color: '#ffffff' });
  pdf.text(`${p.given.split(' ')[0]} ${p.family.split(' ')[0]}   |   Cerrar sesión`, 800, 19, { font: F.regular, size: 9, color: '#ffffff', width: 280, align: 'right' });
  pdf.fill(0, 48, 190, 672, '#f3f4f6');
  ['Inicio', 'Mi perfil', 'Kárdex', 'Boleta de calificaciones', 'Horario', 'Reinscripción', 'Pagos y adeudos', 'Trámites', 'Encuestas', 'Ayuda'].forEach((t, i) => {
    const on = t.startsWith('Boleta');
    if (on) pdf.fill(0, 64 + i * 30, 190, 26, '#e0e7ff');
    pdf.text(t, 20, 71 + i * 30, { font: on ? F.bold : F.regular, size: 9.5, color: on ? c : '#374151' });
  });
  const X = 210;
  pdf.text('Inicio  ›  Servicios escolares  ›  Boleta de calificaciones', X, 62, { font: F.regular, size: 8.5, color: '#6b7280' });
  pdf.text('Boleta de calificaciones', X, 80, { font: F.bold, size: 17 });
  pdf.roundRect(860, 78, 220, 22, 4, { stroke: '#9ca3af' });
  pdf.text(`Periodo ${period} (${half === 1 ? 'enero-junio' : 'agosto-diciembre'})`, 868, 84, { font: F.regular, size: 9 });
  pdf.roundRect(X, 112, 870, 78, 6, { stroke: '#d1d5db', fill: '#ffffff' });
  const card: Array<[string, string]> = [['Alumno(a)', `${p.given} ${p.family}`]];
  if (showMat) card.push(['Matrícula', mat]);
  card.push(['Carrera', car.name], ['Plan de estudios', String(rng.pick([2015, 2018, 2019]))], ['Semestre', String(sem)]);
  if (showStatus) card.push(['Situación', 'Inscrito']);
  if (showEntry) card.push(['Año de ingreso', String(entry)]);
  card.forEach(([a, b], i) => {
    const x = X + 14 + (i % 4) * 215;
    const y = 122 + Math.floor(i / 4) * 32;
    pdf.text(a, x, y, { font: F.regular, size: 7.5, color: '#6b7280' });
    pdf.text(b, x, y + 10, { font: F.bold, size: 9.5, width: 205, fit: true });
  });
  const cols = [{ label: 'Clave', width: 70 }, { label: 'Materia', width: 250 }, { label: 'Grupo', width: 50, align: 'center' as const }, { label: 'Créditos', width: 60, align: 'center' as const }, { label: 'Parcial 1', width: 70, align: 'center' as const }, { label: 'Parcial 2', width: 70, align: 'center' as const }, { label: 'Parcial 3', width: 70, align: 'center' as const }, { label: 'Final', width: 60, align: 'center' as const }, { label: 'Estatus', width: 170, align: 'center' as const }];
  let y = wTable(pdf, F, X, 208, cols, rows, { size: 9.2, rowH: 24, ruling: 'rows', fill: '#eef2ff' }) + 18;
  pdf.roundRect(X, y, 870, 46, 6, { fill: '#f9fafb', stroke: '#e5e7eb' });
  pdf.text(`Promedio del periodo: ${termAvg}`, X + 14, y + 9, { font: F.bold, size: 10 });
  pdf.text(`Promedio general acumulado: ${cum}`, X + 300, y + 9, { font: F.bold, size: 10 });
  pdf.text(`Créditos acumulados: ${credits}`, X + 620, y + 9, { font: F.bold, size: 10 });
  pdf.text('Escala de calificación de 0 a 10; calificación mínima aprobatoria: 6. NA = no acreditada.', X + 14, y + 28, { font: F.italic, size: 8, color: '#6b7280' });
  y += 64;
  pdf.text(`Documento informativo sin validez oficial. Consulta generada el ${String(rng.int(10, 20))}/12/${year} a las ${rng.int(8, 21)}:${String(rng.int(0, 59)).padStart(2, '0')} h.`, X, y, { font: F.italic, size: 8.5, color: '#6b7280' });
  pdf.fill(190, 690, 910, 30, '#f3f4f6');
  pdf.text(`© ${year} ${uni.name} · Av. Patria ${rng.int(1000, 2999)}, Col. Jardines del Valle, C.P. 45${digits(rng, 3)}, Guadalajara, Jalisco, México · Tel. 33 ${digits(rng, 4)} ${digits(rng, 4)}`, X, 700, { font: F.regular, size: 8, color: '#4b5563', width: 870, fit: true });
  return { pdf: await pdf.end(), expected: r, printed: {} };
}

export const families: Family[] = [
  {
    id: 'w3-04-record',
    country: 'MX',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Student-portal grade report of one term (Boleta de calificaciones) of a Mexican-style university, Spanish, screenshot: top bar, a navigation column on the left, breadcrumbs, a period selector; student card with the name in natural order, optional matrícula, carrera Licenciatura/Ingeniería en <field> (programme, not conferred), plan, semester, optional Situación: Inscrito and año de ingreso; one table of subjects with clave, materia, grupo, créditos, three partial marks, final grade 0-10 and Acreditada/No acreditada; term average, cumulative average and credits; footer with the Guadalajara, Jalisco address.',
    render,
  },
];
