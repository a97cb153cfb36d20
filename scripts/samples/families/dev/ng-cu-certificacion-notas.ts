/**
 * Cuban university certificación de notas, after public descriptions of Cuban higher education (the Ministerio de
 * Educación Superior; the five-point scale of its evaluation regulations, 5 Excelente, 4 Bien, 3 Aprobado / Regular,
 * 2 Desaprobado / Mal; the "curso" as the academic year "2015-2016"; the carné de identidad of eleven digits): the
 * republic, the ministry and the university with its city, "Nombre(s) y apellidos" with two surnames, the carné (an
 * identity number, no registration), the carrera and its type of course (Curso Regular Diurno), the asignaturas by year
 * ("Primer año — Curso 2015-2016") with the hours of the plan (hours, never credits) and the grade in figures with its
 * word in a cell of its own ("5 | Excelente", the figure the grade) or in one cell "5 (Excelente)" (as printed), a
 * table continued on further pages ("Continúa…" and "(continuación)"), a totals row of hours, the índice académico (the
 * average, with a decimal comma), the title obtained and the graduation date, "Santa Clara, 3 de marzo de 2021", the
 * secretary's signature. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma2, course, courseTable, dateEs, digits, iso, ngPerson, ngResult, setInstitution, type Column, type TableRow } from '../lib/ng-kit';

const UNIS = [
  { name: 'Universidad Central del Escambray', city: 'Santa Clara', addr: 'Carretera a Camajuaní km 6, Santa Clara, Cuba' },
  { name: 'Universidad de Ciencias Aplicadas del Cauto', city: 'Bayamo', addr: 'Avenida Jesús Menéndez 212, Bayamo, Cuba' },
  { name: 'Universidad Técnica de Manzanillo', city: 'Manzanillo', addr: 'Calle Martí 88, Manzanillo, Cuba' },
];
const CARRERAS: Array<{ carrera: string; titleM: string; titleF: string; field: string | null; subjects: string[] }> = [
  {
    carrera: 'Licenciatura en Economía', titleM: 'Licenciado en Economía', titleF: 'Licenciada en Economía', field: 'Economía',
    subjects: ['Matemática I', 'Introducción a la Economía', 'Historia de Cuba', 'Filosofía y Sociedad', 'Contabilidad General', 'Matemática II', 'Microeconomía I', 'Estadística', 'Economía Política del Capitalismo', 'Idioma Inglés I', 'Macroeconomía I', 'Finanzas', 'Econometría', 'Economía Política del Socialismo', 'Teoría Monetaria', 'Economía Internacional', 'Economía de Empresas', 'Planificación Económica', 'Preparación para la Defensa', 'Dirección de Empresas', 'Economía Cubana', 'Práctica Laboral', 'Trabajo de Diploma'],
  },
  {
    carrera: 'Ingeniería Informática', titleM: 'Ingeniero Informático', titleF: 'Ingeniera Informática', field: null,
    subjects: ['Matemática I', 'Introducción a la Programación', 'Historia de Cuba', 'Álgebra Lineal', 'Matemática Discreta', 'Programación II', 'Física', 'Estructuras de Datos', 'Arquitectura de Computadoras', 'Bases de Datos I', 'Sistemas Operativos', 'Ingeniería de Software I', 'Redes de Computadoras', 'Inteligencia Artificial', 'Bases de Datos II', 'Ingeniería de Software II', 'Seguridad Informática', 'Gestión de Proyectos', 'Preparación para la Defensa', 'Práctica Profesional', 'Trabajo de Diploma'],
  },
  {
    carrera: 'Licenciatura en Contabilidad y Finanzas', titleM: 'Licenciado en Contabilidad y Finanzas', titleF: 'Licenciada en Contabilidad y Finanzas', field: 'Contabilidad y Finanzas',
    subjects: ['Matemática I', 'Contabilidad I', 'Historia de Cuba', 'Filosofía y Sociedad', 'Contabilidad II', 'Matemática II', 'Estadística', 'Costos I', 'Derecho Mercantil', 'Finanzas I', 'Auditoría I', 'Sistemas Contables', 'Costos II', 'Finanzas II', 'Auditoría II', 'Análisis Financiero', 'Preparación para la Defensa', 'Contabilidad Gubernamental', 'Práctica Laboral', 'Trabajo de Diploma'],
  },
];
const WORDS: Record<number, string> = { 5: 'Excelente', 4: 'Bien', 3: 'Aprobado' };
const ANOS = ['Primer año', 'Segundo año', 'Tercer año', 'Cuarto año', 'Quinto año'];

async function render(rng: Rng) {
  const person = ngPerson(rng, 'CU');
  const uni = rng.pick(UNIS);
  const c = rng.pick(CARRERAS);
  const years = c.field === null ? 5 : rng.pick([4, 5]);
  const entry = rng.int(2010, 2018);
  const gradDate = iso(entry + years, 7, rng.int(1, 25));
  const issued = iso(entry + years + rng.int(0, 1), rng.int(8, 12), rng.int(1, 28));
  const carne = `${String(rng.int(92, 99))}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${digits(rng, 5)}`;
  const oneCell = rng.bool(0.4);
  const title = person.female ? c.titleF : c.titleM;
  const ability = rng.float(3.4, 4.8);

  const r = ngResult('es', person, null);
  setInstitution(r, uni.name, 'CU');
  const rows: TableRow[] = [];
  const per = Math.ceil(c.subjects.length / years);
  let hours = 0;
  let sum = 0;
  for (let y = 0; y < years; y++) {
    const session = `${entry + y}-${entry + y + 1}`;
    rows.push({ heading: `${ANOS[y]} — Curso ${session}` });
    for (const s of c.subjects.slice(y * per, (y + 1) * per)) {
      const n = Math.max(3, Math.min(5, Math.round(ability + rng.gauss() * 0.7)));
      const h = rng.pick([48, 64, 80, 96]);
      hours += h;
      sum += n;
      rows.push({ cells: oneCell ? [s, String(h), `${n} (${WORDS[n]})`] : [s, String(h), String(n), WORDS[n]] });
      r.courses.push(course({ courseName: s, grade: oneCell ? `${n} (${WORDS[n]})` : String(n), session }));
    }
  }
  const indice = sum / r.courses.length;
  Object.assign(r.qualification, {
    name: title, level: 'Bachelor', program: c.carrera, majorOrSpecialization: c.field, yearOfAdmission: entry, yearOfCompletion: entry + years,
    dateOfIssue: issued, status: 'Completed', cgpa: indice.toFixed(2),
  });

  const pdf = new Pdf({ size: A4, title: 'Certificación de notas', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const L = 52;
  pdf.text('REPÚBLICA DE CUBA', L, 44, { font: F.bold, size: 10, width: W - 2 * L, align: 'center' });
  pdf.text('MINISTERIO DE EDUCACIÓN SUPERIOR', L, 58, { font: F.regular, size: 9, width: W - 2 * L, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 76, { font: F.bold, size: 12.5, width: W - 2 * L, align: 'center', fit: true });
  pdf.text(uni.addr, L, 93, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
  pdf.text('SECRETARÍA GENERAL', L, 106, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
  pdf.text('CERTIFICACIÓN DE NOTAS', L, 130, { font: F.bold, size: 14, width: W - 2 * L, align: 'center' });
  let y = 160;
  const kv: Array<[string, string]> = [
    ['Nombre(s) y apellidos', `${person.given} ${person.family}`],
    ['Carné de identidad', carne],
    ['Carrera', c.carrera],
    ['Tipo de curso', 'Curso Regular Diurno'],
    ['Año de ingreso', String(entry)],
  ];
  for (const [k, v] of kv) {
    const w = pdf.text(`${k}: `, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + w, y, { font: F.regular, size: 9.5, width: W - 2 * L - w, fit: true });
    y += 15;
  }
  y += 10;
  const cols: Column[] = oneCell
    ? [
        { label: 'Asignatura', width: W - 2 * L - 70 - 110, wrap: true },
        { label: 'Horas', width: 70, align: 'center' },
        { label: 'Nota', width: 110, align: 'center' },
      ]
    : [
        { label: 'Asignatura', width: W - 2 * L - 60 - 60 - 90, wrap: true },
        { label: 'Horas', width: 60, align: 'center' },
        { label: 'Nota', width: 60, align: 'center' },
        { label: 'Calificación', width: 90, align: 'center' },
      ];

  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 9, ruling: rng.pick(['grid', 'rows'] as const), repeatHeader: true, top: 50, bottom: pdf.height - 80,
    onNewPage: (p) => {
      const pages = p.pageCount;
      p.switchTo(pages - 1);
      p.text('Continúa en la página siguiente…', L, p.height - 70, { font: F.italic, size: 8 });
      p.switchTo(pages);
      p.text(`Certificación de notas de ${person.given} ${person.family} (continuación)`, L, 50, { font: F.italic, size: 8.5 });
      return 18;
    },
  });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 60;
  }
  // The totals row of the plan's hours (hours, never credits: README).
  pdf.text(`Total de horas del plan de estudio: ${hours}`, L, y + 8, { font: F.bold, size: 9.5 });
  pdf.text(`Índice académico general: ${comma2(indice)}`, L, y + 24, { font: F.bold, size: 9.5 });
  pdf.text(`Título obtenido: ${title}`, L, y + 40, { font: F.bold, size: 9.5, width: W - 2 * L, fit: true });
  pdf.text(`Fecha de graduación: ${dateEs(gradDate)}`, L, y + 56, { font: F.regular, size: 9.5 });
  pdf.text('Escala: 5 Excelente, 4 Bien, 3 Aprobado, 2 Desaprobado.', L, y + 74, { font: F.italic, size: 8 });
  pdf.text(`Y para que así conste, se expide la presente en ${uni.city}, a los ${dateEs(issued)}.`, L, y + 96, { font: F.regular, size: 9.5, width: W - 2 * L, fit: true });
  pdf.signature(W - 230, y + 120, 120, rng);
  pdf.text('Secretario(a) General', W - 250, y + 140, { font: F.bold, size: 9, width: 160, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.cgpa': comma2(indice), 'qualification.dateOfIssue': dateEs(issued), 'institution.name': uni.name.toUpperCase() },
  };
}

export const families: Family[] = [
  {
    id: 'ng-cu-certificacion-notas',
    country: 'CU',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Cuban university certificación de notas: República de Cuba, Ministerio de Educación Superior, the university, "Nombre(s) y apellidos" with two surnames, carné de identidad, carrera, Curso Regular Diurno, asignaturas by "Primer año — Curso 2015-2016" with hours and the 2-5 grade with its word ("5 | Excelente" or "5 (Excelente)"), the table continued on further pages, the total of hours, the índice académico with a decimal comma, the title obtained and the graduation date; after public descriptions of Cuban higher education and its evaluation scale.',
    render,
  },
];
