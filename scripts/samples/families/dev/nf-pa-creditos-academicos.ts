/**
 * Panamanian university créditos académicos (the official record of credits), after the registrar practice of
 * Panamanian universities (Secretaría General) and the grading references that describe it: letter grades A (91-100),
 * B (81-90), C (71-80), D (61-70) and F, worth 3, 2, 1, 0 and 0 points, the índice académico on that 0-3 scale,
 * the courses by year and semester ("I", "II", "V" the summer session) with the department's abbreviation and number
 * ("CONT 201"), the créditos and the puntos (grade points times credits), the total of credits and points, the cédula
 * (the identity number, 8-123-456: never the registration) and the student's particulars in a two-column block
 * ("Nombre: … | Cédula: …", "Facultad: … | Año de ingreso: …"), and "Panamá, 12 de agosto de 2021". Names, numbers and
 * institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, dateEs, digits, iso, nfPerson, nfResult, setInstitution, type Column, type TableRow } from '../lib/nf-kit';

const UNIS = [
  { name: 'Universidad Autónoma del Istmo', city: 'Panamá', addr: 'Vía Transístmica, Edificio 3, Ciudad de Panamá, República de Panamá', web: 'uai.ac.pa' },
  { name: 'Universidad Especializada de Azuero', city: 'Chitré', addr: 'Avenida Herrera, Chitré, República de Panamá', web: 'uea.ac.pa' },
  { name: 'Universidad Tecnológica del Caribe Panameño', city: 'Colón', addr: 'Calle 11 y Avenida Central, Colón, República de Panamá', web: 'utcp.ac.pa' },
];

const CARRERAS: Array<{ name: string; field: string; faculty: string; courses: Array<[string, string]> }> = [
  {
    name: 'Licenciatura en Contabilidad', field: 'Contabilidad', faculty: 'Facultad de Administración de Empresas y Contabilidad',
    courses: [['ESP 100', 'Español'], ['MAT 101', 'Matemática Básica'], ['CONT 101', 'Contabilidad I'], ['ING 100', 'Inglés I'], ['CONT 102', 'Contabilidad II'], ['ECO 110', 'Principios de Economía'], ['ADM 100', 'Introducción a la Administración'], ['HIST 105', 'Historia de Panamá en el Mundo Global'], ['CONT 201', 'Contabilidad Intermedia I'], ['EST 200', 'Estadística I'], ['DER 210', 'Derecho Comercial'], ['CONT 202', 'Contabilidad Intermedia II'], ['FIN 220', 'Finanzas I'], ['CONT 301', 'Contabilidad de Costos I'], ['CONT 302', 'Contabilidad de Costos II'], ['AUD 310', 'Auditoría I'], ['CONT 330', 'Legislación Fiscal Panameña'], ['AUD 410', 'Auditoría II'], ['CONT 420', 'Contabilidad Gubernamental'], ['CONT 450', 'Seminario de Trabajo de Graduación']],
  },
  {
    name: 'Licenciatura en Ingeniería Civil', field: 'Ingeniería Civil', faculty: 'Facultad de Ingeniería Civil',
    courses: [['MAT 110', 'Cálculo I'], ['QUIM 110', 'Química General'], ['DIB 101', 'Dibujo Técnico'], ['ESP 100', 'Español'], ['MAT 120', 'Cálculo II'], ['FIS 110', 'Física I (Mecánica)'], ['ING 100', 'Inglés I'], ['MAT 210', 'Ecuaciones Diferenciales'], ['FIS 120', 'Física II'], ['CIV 201', 'Mecánica de Materiales'], ['CIV 210', 'Topografía'], ['CIV 220', 'Análisis Estructural I'], ['CIV 230', 'Mecánica de Suelos'], ['CIV 240', 'Hidráulica'], ['CIV 310', 'Concreto Reforzado'], ['CIV 320', 'Diseño de Carreteras'], ['CIV 330', 'Ingeniería Sanitaria'], ['CIV 410', 'Administración de Proyectos de Construcción'], ['CIV 450', 'Trabajo de Graduación']],
  },
];

const POINTS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

async function render(rng: Rng) {
  const person = nfPerson(rng, 'PA');
  const uni = rng.pick(UNIS);
  const c = rng.pick(CARRERAS);
  const entry = rng.int(2012, 2018);
  const cedula = `${rng.int(1, 9)}-${rng.int(100, 999)}-${rng.int(100, 2400)}`;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(1.4, 2.8);
  const female = person.female;
  const perTerm = rng.int(3, 4);

  const rows: TableRow[] = [];
  const r = nfResult('es', person, null);
  setInstitution(r, uni.name, 'PA');
  let crSum = 0, ptSum = 0, k = 0, lastYear = entry;
  for (let t = 0; k < c.courses.length; t++) {
    const year = entry + Math.floor(t / 2);
    const sem = t % 2 === 0 ? 'I' : 'II';
    lastYear = year;
    for (const [code, title] of c.courses.slice(k, k + perTerm)) {
      const g = Math.max(0, Math.min(3, Math.round(ability + rng.gauss() * 0.7)));
      const letter = g === 0 ? 'D' : ['D', 'C', 'B', 'A'][g];
      const cr = rng.pick([2, 3, 3, 4, 4, 5]);
      const pts = POINTS[letter] * cr;
      rows.push({ cells: [String(year), sem, code, title, String(cr), letter, String(pts)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: letter }));
      crSum += cr;
      ptSum += pts;
      k++;
    }
  }
  const indice = (ptSum / crSum).toFixed(2);
  rows.push({ cells: ['', '', '', 'TOTALES', String(crSum), '', String(ptSum)], bold: true });
  const grad = iso(lastYear + (rng.bool(0.5) ? 1 : 0), rng.pick([3, 8, 12]), rng.int(1, 28));
  const issued = iso(Number(grad.slice(0, 4)) + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < grad ? grad : issued;
  Object.assign(r.qualification, {
    name: c.name, level: 'Bachelor', program: c.name, majorOrSpecialization: c.field, yearOfAdmission: entry, yearOfCompletion: Number(grad.slice(0, 4)),
    dateOfIssue: issuedIso, status: 'Completed', cgpa: indice, totalCreditsOrMarks: String(crSum),
  });

  const pdf = new Pdf({ size: LETTER, title: 'Créditos Académicos', author: uni.name, creationDate: new Date(`${issuedIso}T14:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  const green = rng.pick(['#0f4c3a', '#1c2f6e', '#6b1d1d']);
  pdf.shield(L, 26, 40, green);
  pdf.text(uni.name.toUpperCase(), L + 52, 28, { font: F.bold, size: 13, color: green, width: W - 52, fit: true });
  pdf.text('SECRETARÍA GENERAL · DEPARTAMENTO DE ADMISIÓN Y REGISTROS ACADÉMICOS', L + 52, 45, { font: F.regular, size: 8, width: W - 52, fit: true });
  pdf.text(`${uni.addr} · Tel. (507) ${rng.int(200, 999)}-${digits(rng, 4)} · www.${uni.web}`, L + 52, 58, { font: F.regular, size: 7.5, width: W - 52, fit: true });
  pdf.text('CRÉDITOS ACADÉMICOS', L, 84, { font: F.bold, size: 15, width: W, align: 'center' });
  // The particulars in two columns of caption and value.
  const left: Array<[string, string]> = [['Nombre', `${person.given} ${person.family}`], ['Facultad', c.faculty], ['Carrera', c.name]];
  const right: Array<[string, string]> = [['Cédula', cedula], ['Año de ingreso', String(entry)], ['Fecha de graduación', `${grad.slice(8, 10)}/${grad.slice(5, 7)}/${grad.slice(0, 4)}`]];
  let y = 110;
  for (let i = 0; i < 3; i++) {
    pdf.text(`${left[i][0]}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(left[i][1], L + 52, y, { font: F.regular, size: 8.5, width: W * 0.6 - 58, fit: true });
    pdf.text(`${right[i][0]}:`, L + W * 0.62, y, { font: F.bold, size: 8.5 });
    pdf.text(right[i][1], L + W * 0.62 + 90, y, { font: F.regular, size: 8.5, width: W * 0.38 - 90, fit: true });
    y += 14;
  }
  y += 10;
  const cols: Column[] = [
    { label: 'Año', width: 36, align: 'center' },
    { label: 'Sem.', width: 32, align: 'center' },
    { label: 'Asignatura', width: 62 },
    { label: 'Descripción', width: W - 36 - 32 - 62 - 52 - 40 - 44, wrap: true },
    { label: 'Créditos', width: 52, align: 'center' },
    { label: 'Nota', width: 40, align: 'center' },
    { label: 'Puntos', width: 44, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#e3ebe6', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Índice académico acumulado: ${indice}`, L, y, { font: F.bold, size: 10 });
  pdf.text('Escala: A (91-100) = 3 puntos; B (81-90) = 2; C (71-80) = 1; D (61-70) = 0; F (0-60) = 0.', L, y + 16, { font: F.italic, size: 7.5 });
  pdf.text(`${uni.city}, ${dateEs(issuedIso)}`, L, y + 40, { font: F.regular, size: 9.5 });
  pdf.signature(L + W - 170, y + 74, 110, rng);
  pdf.line(L + W - 190, y + 84, L + W, y + 84, 0.5);
  pdf.text(female ? 'Secretaria General' : 'Secretario General', L + W - 190, y + 88, { font: F.bold, size: 8.5, width: 190, align: 'center' });
  pdf.seal(L + 120, y + 80, 28, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.dateOfIssue': dateEs(issuedIso), 'qualification.yearOfCompletion': grad.slice(0, 4) },
  };
}

export const families: Family[] = [
  {
    id: 'nf-pa-creditos-academicos',
    country: 'PA',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Panamanian university créditos académicos: the particulars in two caption-value columns (Nombre, Facultad, Carrera | Cédula 8-123-456 a decoy, Año de ingreso, Fecha de graduación), courses by Año and Sem. (I, II) with "CONT 201" codes, créditos, the letter grade A-D and puntos on the 0-3 scale, a TOTALES row of credits and points, the índice académico acumulado, "Panamá, 12 de agosto de 2021"; after Panamanian registrar practice and grading references.',
    render,
  },
];
