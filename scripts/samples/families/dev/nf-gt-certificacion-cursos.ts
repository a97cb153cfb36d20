/**
 * Guatemalan university certificación de cursos (certificate of the courses passed), after the registrar practice of
 * Guatemalan universities (the Departamento de Registro y Estadística or Registro y Control Académico certifies the
 * courses of a carrera) and the grading references that describe it: marks of 0-100 with 61 the lowest pass, printed
 * in figures and again in words against alteration, the carné (student number) and the CUI of the DPI (the identity
 * document: never the registration), the courses by ciclo ("Primer Semestre 2016") with their code and, at some
 * universities, their credits, the total of credits and the average, the cierre de pensum (the date the curriculum
 * was completed), and a closing "se extiende la presente en <city>, el 15 de marzo de 2022". The opening names the
 * holder in running text ("CERTIFICA: que JOSÉ ROBERTO PÉREZ AJANEL, carné No. …"). The table runs over two pages of a letter-size sheet (carta, the paper of Central America).
 * Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, dateEs, digits, iso, markEs, nfPerson, nfResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nf-kit';

const UNIS = [
  { name: 'Universidad Mesoamericana de Occidente', city: 'Quetzaltenango', addr: '4a. Calle 12-35, zona 1, Quetzaltenango, Guatemala', web: 'umo.edu.gt', tel: '7761' },
  { name: 'Universidad del Valle de Las Verapaces', city: 'Cobán', addr: '1a. Avenida 5-20, zona 2, Cobán, Alta Verapaz, Guatemala', web: 'uvlv.edu.gt', tel: '7951' },
  { name: 'Universidad Panamericana del Pacífico', city: 'Guatemala', addr: 'Diagonal 6, 10-50, zona 10, Ciudad de Guatemala', web: 'upp.edu.gt', tel: '2385' },
];

const CARRERAS: Array<{ name: string; field: string; faculty: string; prefix: string; courses: string[] }> = [
  {
    name: 'Licenciatura en Administración de Empresas', field: 'Administración de Empresas', faculty: 'Facultad de Ciencias Económicas', prefix: 'AE',
    courses: ['Matemática Básica', 'Introducción a la Administración', 'Contabilidad I', 'Técnicas de Investigación Documental', 'Microeconomía', 'Contabilidad II', 'Estadística Descriptiva', 'Derecho Mercantil', 'Macroeconomía', 'Administración de Recursos Humanos', 'Mercadotecnia I', 'Matemática Financiera', 'Estadística Inferencial', 'Costos de Producción', 'Mercadotecnia II', 'Finanzas Corporativas', 'Legislación Laboral y Tributaria de Guatemala', 'Investigación de Operaciones', 'Comercio Internacional', 'Formulación y Evaluación de Proyectos', 'Auditoría Administrativa', 'Planeación Estratégica', 'Emprendimiento e Innovación', 'Ética Profesional', 'Seminario de Graduación', 'Práctica Empresarial Supervisada'],
  },
  {
    name: 'Licenciatura en Ciencias Jurídicas y Sociales', field: 'Ciencias Jurídicas y Sociales', faculty: 'Facultad de Ciencias Jurídicas y Sociales', prefix: 'DER',
    courses: ['Introducción al Derecho I', 'Historia de Guatemala', 'Sociología General', 'Lógica Jurídica', 'Introducción al Derecho II', 'Derecho Romano', 'Teoría del Estado', 'Derecho Civil I (Personas y Familia)', 'Derecho Constitucional Guatemalteco', 'Derecho Penal I', 'Derecho Civil II (Bienes)', 'Derecho Penal II', 'Derecho Administrativo I', 'Derecho Civil III (Obligaciones)', 'Derecho Procesal Civil I', 'Derecho del Trabajo I', 'Derecho Mercantil I', 'Derecho Procesal Penal I', 'Derecho Internacional Público', 'Derecho Notarial I', 'Derecho Tributario', 'Filosofía del Derecho', 'Derecho Agrario y Ambiental', 'Clínica Jurídica', 'Seminario sobre Problemas Jurídicos Nacionales'],
  },
  {
    name: 'Licenciatura en Ingeniería en Sistemas de Información', field: 'Ingeniería en Sistemas de Información', faculty: 'Facultad de Ingeniería', prefix: 'IS',
    courses: ['Matemática I', 'Lógica de Sistemas', 'Desarrollo Humano y Profesional', 'Metodología de la Investigación', 'Matemática II', 'Programación I', 'Física I', 'Contabilidad General', 'Algoritmos y Estructuras de Datos', 'Matemática Discreta', 'Física II', 'Programación II', 'Bases de Datos I', 'Arquitectura de Computadoras', 'Análisis de Sistemas I', 'Sistemas Operativos', 'Bases de Datos II', 'Redes de Computadoras I', 'Ingeniería de Software', 'Compiladores', 'Inteligencia Artificial', 'Seguridad y Auditoría de Sistemas', 'Gerencia de Proyectos Informáticos', 'Proyecto de Graduación I', 'Proyecto de Graduación II'],
  },
];

const SEMESTRES = ['Primer Semestre', 'Segundo Semestre'];

async function render(rng: Rng) {
  const person = nfPerson(rng, 'GT');
  const uni = rng.pick(UNIS);
  const c = rng.pick(CARRERAS);
  const entry = rng.int(2012, 2018);
  const credits = rng.bool(0.6);
  const perCiclo = rng.int(4, 5);
  const ciclos = Math.ceil(c.courses.length / perCiclo);
  const lastYear = entry + Math.floor((ciclos - 1) / 2);
  const cierre = iso(lastYear, 11, rng.int(2, 28));
  const issued = iso(lastYear + rng.int(0, 1) + 1, rng.int(1, 6), rng.int(1, 28));
  const carne = `${entry}${digits(rng, 5)}`;
  const cui = `${digits(rng, 4)} ${digits(rng, 5)} ${rng.pick(['0901', '1601', '0101', '1301'])}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SANS[1]]);
  const ability = rng.float(66, 90);
  const female = person.female;

  const r = nfResult('es', person, null);
  setInstitution(r, uni.name, 'GT');
  const rows: TableRow[] = [];
  let sumMarks = 0, n = 0, totalCr = 0;
  for (let k = 0; k < ciclos; k++) {
    const subs = c.courses.slice(k * perCiclo, (k + 1) * perCiclo);
    rows.push({ heading: `${SEMESTRES[k % 2]} ${entry + Math.floor(k / 2)}` });
    subs.forEach((s, j) => {
      const mark = Math.max(61, Math.min(100, Math.round(ability + rng.gauss() * 9)));
      const code = `${c.prefix}-${k + 1}${String(j + 1).padStart(2, '0')}`;
      const cr = rng.pick([3, 4, 4, 5]);
      const cells = [code, s, String(mark), markEs(mark).toUpperCase()];
      if (credits) cells.push(String(cr));
      rows.push({ cells });
      r.courses.push(course({ courseNumber: code, courseName: s, marksScored: mark, maximumMarks: 100, credit: credits ? cr : null }));
      sumMarks += mark;
      n++;
      totalCr += cr;
    });
  }
  const avg = (sumMarks / n).toFixed(2);
  Object.assign(r.qualification, {
    name: c.name, level: 'Bachelor', program: c.name, majorOrSpecialization: c.field, registrationNumber: carne, yearOfAdmission: entry, yearOfCompletion: lastYear,
    dateOfIssue: issued, status: 'Completed', cgpa: avg, totalCreditsOrMarks: credits ? String(totalCr) : null,
  });

  const pdf = new Pdf({ size: LETTER, title: 'Certificación de Cursos', author: uni.name, creationDate: new Date(`${issued}T15:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const blue = rng.pick(['#0d2c6b', '#5a1010', '#144d2a']);
  pdf.crest(L + 24, 52, 23, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w) && w.length > 3).map((w) => w[0]).join(''), blue);
  pdf.text(uni.name.toUpperCase(), L + 58, 30, { font: F.bold, size: 13, color: blue, width: W - 58, fit: true });
  pdf.text('Departamento de Registro y Estadística', L + 58, 48, { font: F.regular, size: 9.5 });
  pdf.text(`${uni.addr} · PBX (502) ${uni.tel}-${digits(rng, 4)} · www.${uni.web}`, L + 58, 62, { font: F.regular, size: 7.5, width: W - 58, fit: true });
  pdf.line(L, 80, L + W, 80, 1.2, blue);
  pdf.text('CERTIFICACIÓN DE CURSOS', L, 92, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Certificación No. ${digits(rng, 6)}-${issued.slice(0, 4)}`, L, 110, { font: F.regular, size: 8, width: W, align: 'right' });
  const holder = `${person.given} ${person.family}`.toLocaleUpperCase('es');
  const opening = `El infrascrito Jefe del Departamento de Registro y Estadística de la ${uni.name} CERTIFICA: que ${holder}, carné No. ${carne}, CUI ${cui}, ${female ? 'estudiante inscrita' : 'estudiante inscrito'} en la carrera de ${c.name} de la ${c.faculty}, aprobó los cursos que a continuación se detallan, con las notas siguientes (escala de 0 a 100 puntos, nota mínima de aprobación 61 puntos):`;
  let y = 126 + pdf.para(opening, L, 126, W, { font: F.regular, size: 9, leading: 12.5 }) + 8;
  // The programme's particulars in a two-column block under the opening, as registry printouts add them.
  const info: Array<[string, string]> = [['Facultad', c.faculty], ['Sede', uni.city], ['Jornada', rng.pick(['Matutina', 'Vespertina', 'Fin de semana'])], ['Plan', rng.pick(['Diario', 'Sabatino'])]];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 14;
    pdf.text(`${k}:`, x, yy, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 55, yy, { font: F.regular, size: 8.5, width: W / 2 - 60, fit: true });
  });
  y += 38;
  const cols: Column[] = [
    { label: 'Código', width: 52 },
    { label: 'Nombre del curso', width: W - 52 - 40 - 118 - (credits ? 40 : 0), wrap: true },
    { label: 'Nota', width: 40, align: 'center' },
    { label: 'Nota en letras', width: 118 },
    ...(credits ? [{ label: 'Créditos', width: 40, align: 'center' } as Column] : []),
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e6e9f0', repeatHeader: rng.bool(0.5), top: 50, bottom: pdf.height - 70 });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  const totals: Array<[string, string]> = [];
  if (credits) totals.push(['Total de créditos aprobados', String(totalCr)]);
  totals.push(['Promedio general', avg], ['Fecha de cierre de pensum', slashed(cierre)]);
  for (const [k, v] of totals) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 170, y, { font: F.regular, size: 9.5 });
    y += 15;
  }
  y += 6;
  y += pdf.para(`Y para los usos que ${female ? 'a la interesada' : 'al interesado'} convengan, se extiende, sella y firma la presente en la ciudad de ${uni.city}, el ${dateEs(issued)}.`, L, y, W, { font: F.regular, size: 9, leading: 12.5 });
  pdf.signature(L + 30, y + 60, 110, rng);
  pdf.line(L + 10, y + 70, L + 190, y + 70, 0.5);
  pdf.text('Jefe del Departamento de Registro y Estadística', L, y + 74, { font: F.bold, size: 8, width: 200, align: 'center' });
  pdf.seal(L + W - 80, y + 50, 30, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': holder, 'qualification.dateOfIssue': dateEs(issued), 'qualification.yearOfCompletion': slashed(cierre) },
  };
}

export const families: Family[] = [
  {
    id: 'nf-gt-certificacion-cursos',
    country: 'GT',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Guatemalan university certificación de cursos: "El infrascrito Jefe del Departamento de Registro y Estadística … CERTIFICA: que NAME, carné No. …, CUI … (the DPI, a decoy), aprobó los cursos …", courses by "Primer Semestre 2016" with code, the 0-100 mark (61 the lowest pass) in figures and in words, credits at some universities, total of credits, promedio, fecha de cierre de pensum, "se extiende la presente en <city>, el <date>"; the table runs over two pages; after Guatemalan registrar practice and grading references.',
    render,
  },
];
