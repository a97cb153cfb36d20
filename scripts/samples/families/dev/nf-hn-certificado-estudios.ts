/**
 * Honduran secondary certificado de estudios, after the Secretaría de Educación's practice for the educación media
 * (the centro educativo's director and secretary certify the grades of décimo, undécimo and, in the technical
 * bachilleratos, duodécimo grado) and the grading references that describe it: marks of 0-100 per asignatura with 70
 * the lowest pass since the 2014 reform, "Aprobado" beside each, the año lectivo of each grade, the bachillerato the
 * studies lead to ("Bachillerato en Ciencias y Humanidades", "Bachillerato Técnico Profesional en Informática"), the
 * número de identidad (the national identity number: never the registration), and "Dado en la ciudad de Comayagua, a
 * los …". The particulars are printed on lines with their captions BELOW the value, as Honduran forms print them
 * ("Nombre del estudiante" under the name). Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, dateEs, digits, iso, nfPerson, nfResult, setInstitution, type Column, type TableRow } from '../lib/nf-kit';

const SCHOOLS = [
  { name: 'Instituto Oficial José Trinidad Reyes', city: 'Comayagua', code: '0301' },
  { name: 'Instituto Técnico Francisco Morazán del Valle', city: 'Danlí', code: '0703' },
  { name: 'Centro de Educación Media Ramón Rosa', city: 'La Ceiba', code: '0101' },
  { name: 'Instituto Departamental Lempira Norte', city: 'Santa Rosa de Copán', code: '0401' },
];

const PROGRAMS: Array<{ name: string; field: string; years: number; subjects: string[][] }> = [
  {
    name: 'Bachillerato en Ciencias y Humanidades', field: 'Ciencias y Humanidades', years: 2,
    subjects: [
      ['Español I', 'Matemática I', 'Física I', 'Química I', 'Biología I', 'Historia de Honduras', 'Inglés I', 'Educación Física I', 'Filosofía', 'Informática I'],
      ['Español II', 'Matemática II', 'Física II', 'Química II', 'Biología II', 'Sociología', 'Inglés II', 'Educación Física II', 'Psicología', 'Lenguaje y Comunicación'],
    ],
  },
  {
    name: 'Bachillerato Técnico Profesional en Informática', field: 'Informática', years: 3,
    subjects: [
      ['Español I', 'Matemática I', 'Física I', 'Inglés I', 'Historia de Honduras', 'Fundamentos de Informática', 'Ofimática'],
      ['Español II', 'Matemática II', 'Química', 'Inglés II', 'Programación I', 'Base de Datos I', 'Redes de Computadoras I'],
      ['Inglés Técnico', 'Programación II', 'Base de Datos II', 'Diseño Web', 'Mantenimiento de Computadoras', 'Emprendimiento', 'Práctica Profesional Supervisada'],
    ],
  },
  {
    name: 'Bachillerato Técnico Profesional en Contaduría y Finanzas', field: 'Contaduría y Finanzas', years: 3,
    subjects: [
      ['Español I', 'Matemática I', 'Inglés I', 'Historia de Honduras', 'Contabilidad I', 'Mecanografía y Digitación', 'Biología'],
      ['Español II', 'Matemática Financiera', 'Inglés II', 'Contabilidad II', 'Legislación Mercantil', 'Estadística', 'Informática Aplicada'],
      ['Contabilidad de Costos', 'Auditoría', 'Legislación Tributaria', 'Finanzas', 'Contabilidad Gubernamental', 'Emprendimiento', 'Práctica Profesional Supervisada'],
    ],
  },
];

/** "9 días del mes de enero de 2021", the form "a los …" takes. */
const diasDel = (d: string): string => dateEs(d).replace(/^(\d+) de /, '$1 días del mes de ');

const GRADES = ['Décimo Grado', 'Undécimo Grado', 'Duodécimo Grado'];

async function render(rng: Rng) {
  const person = nfPerson(rng, 'HN');
  const school = rng.pick(SCHOOLS);
  const p = rng.pick(PROGRAMS);
  const first = rng.int(2013, 2020);
  const last = first + p.years - 1;
  const issued = iso(last + rng.int(0, 1) + (rng.bool(0.5) ? 1 : 0), rng.int(1, 11), rng.int(1, 28));
  const dob = iso(first - 15 - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const identidad = `${school.code}-${dob.slice(0, 4)}-${digits(rng, 5)}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SANS[2]]);
  const ability = rng.float(74, 92);
  const female = person.female;
  const withWords = rng.bool(0.5);

  const r = nfResult('es', person, null);
  setInstitution(r, school.name, 'HN');
  const rows: TableRow[] = [];
  let sum = 0, n = 0;
  p.subjects.forEach((subs, k) => {
    rows.push({ heading: `${GRADES[k]} — Año Lectivo ${first + k}` });
    for (const s of subs) {
      const mark = Math.max(70, Math.min(100, Math.round(ability + rng.gauss() * 7)));
      rows.push({ cells: [s, String(mark), ...(withWords ? [`${mark} %`] : []), 'Aprobado'] });
      r.courses.push(course({ courseName: s, marksScored: mark, maximumMarks: 100 }));
      sum += mark;
      n++;
    }
  });
  rows.push({ cells: ['Índice académico', (sum / n).toFixed(0), ...(withWords ? [''] : []), ''], bold: true });
  const avg = (sum / n).toFixed(0);
  Object.assign(r.qualification, {
    name: p.name, level: 'Higher Secondary', program: p.name, majorOrSpecialization: p.field, yearOfAdmission: first, yearOfCompletion: last,
    dateOfIssue: issued, status: 'Completed', cgpa: avg,
  });

  const pdf = new Pdf({ size: LETTER, title: 'Certificado de Estudios', author: school.name, creationDate: new Date(`${issued}T16:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const navy = '#1b3a6b';
  pdf.text('REPÚBLICA DE HONDURAS', L, 30, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text('SECRETARÍA DE ESTADO EN EL DESPACHO DE EDUCACIÓN', L, 44, { font: F.bold, size: 9.5, width: W, align: 'center' });
  pdf.text(school.name.toUpperCase(), L, 60, { font: F.bold, size: 12, width: W, align: 'center', color: navy, fit: true });
  pdf.text(`${school.city}, Honduras, C.A. · Código de centro ${school.code}${digits(rng, 4)}`, L, 76, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text('CERTIFICADO DE ESTUDIOS', L, 98, { font: F.bold, size: 15, width: W, align: 'center' });
  // Values printed over a rule with their captions under it.
  const field = (value: string, caption: string, x: number, y: number, w: number) => {
    pdf.text(value, x, y, { font: F.bold, size: 10, width: w, align: 'center', fit: true });
    pdf.line(x, y + 13, x + w, y + 13, 0.5);
    pdf.text(caption, x, y + 16, { font: F.italic, size: 7, width: w, align: 'center', color: '#333333' });
  };
  let y = 126;
  pdf.text('El infrascrito Director del centro educativo certifica que:', L, y, { font: F.regular, size: 9 });
  y += 20;
  field(`${person.given} ${person.family}`, female ? 'Nombre de la estudiante' : 'Nombre del estudiante', L, y, W * 0.6);
  field(identidad, 'Número de identidad', L + W * 0.64, y, W * 0.36);
  y += 36;
  field(p.name, 'Carrera', L, y, W * 0.72);
  field(`${first} - ${last}`, 'Años lectivos', L + W * 0.76, y, W * 0.24);
  y += 36;
  pdf.para(`cursó y aprobó en este centro educativo las asignaturas del plan de estudios, con las calificaciones siguientes (escala de 0 a 100, mínima de aprobación 70):`, L, y, W, { font: F.regular, size: 9 });
  y += 26;
  const cols: Column[] = [
    { label: 'Asignatura', width: W - 70 - 90 - (withWords ? 60 : 0), wrap: true },
    { label: 'Calificación', width: 70, align: 'center' },
    ...(withWords ? [{ label: 'Porcentaje', width: 60, align: 'center' } as Column] : []),
    { label: 'Resultado', width: 90, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'zebra'] as const), headerFill: '#dfe6f0', repeatHeader: true, top: 50, bottom: pdf.height - 50 });
  if (y > pdf.height - 130) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  pdf.para(`Y para los fines que ${female ? 'a la interesada' : 'al interesado'} convengan, se extiende el presente en la ciudad de ${school.city}, a los ${diasDel(issued)}.`, L, y, W, { font: F.regular, size: 9 });
  y += 60;
  field('', 'Director(a) del centro educativo', L + 10, y, 180);
  field('', 'Secretario(a) del centro educativo', L + W - 190, y, 180);
  pdf.signature(L + 40, y - 8, 110, rng);
  pdf.signature(L + W - 160, y - 8, 110, rng);
  pdf.seal(L + W / 2, y, 28, navy);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'qualification.dateOfIssue': diasDel(issued), 'qualification.yearOfAdmission': `${first} - ${last}`, 'qualification.yearOfCompletion': `${first} - ${last}` },
  };
}

export const families: Family[] = [
  {
    id: 'nf-hn-certificado-estudios',
    country: 'HN',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Honduran secondary certificado de estudios (Secretaría de Educación, issued by the centro educativo): the holder, the número de identidad (a decoy) and the bachillerato printed over rules with their captions below ("Nombre del estudiante"), the asignaturas of décimo, undécimo (and duodécimo) grado by año lectivo, the 0-100 calificación (70 the lowest pass) with "Aprobado", the índice académico as a totals row, "se extiende el presente en la ciudad de …, a los …"; after Honduran education-ministry practice and grading references.',
    render,
  },
];
