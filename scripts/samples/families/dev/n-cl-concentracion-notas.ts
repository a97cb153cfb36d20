/**
 * Chilean university "Certificado de Concentración de Notas": the student by RUT and name
 * (apellidos first, in capitals), the career, a ruled table Año | Período | Código | Asignatura |
 * Créditos SCT | Nota on the 1,0-7,0 scale with a decimal comma (4,0 to pass), "1er Semestre 2016"
 * blocks, then the weighted average (promedio ponderado), the degree (grado de licenciado) and its
 * date, "Se extiende el presente certificado a petición del interesado", place and date in words.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, footers, iso, keyValues, longDate, nPerson, nResult, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Universidad Austral del Pacífico', city: 'Valparaíso' },
  { name: 'Universidad de la Cordillera', city: 'Santiago' },
  { name: 'Universidad Católica del Norte Grande', city: 'Iquique' },
  { name: 'Universidad Técnica del Biobío', city: 'Concepción' },
];
const CAREERS: Array<{ career: string; degree: string; prefix: string; subjects: string[] }> = [
  { career: 'Licenciatura en Historia', degree: 'Licenciado en Historia', prefix: 'HIS', subjects: ['Introducción a la Historia', 'Historia Antigua', 'Geografía General', 'Historia Medieval', 'Historia de América Colonial', 'Teoría de la Historia', 'Historia Moderna', 'Historia de Chile I', 'Historia Contemporánea', 'Historia de Chile II', 'Historiografía', 'Archivística', 'Historia Económica', 'Historia de América Republicana', 'Metodología de la Investigación', 'Historia del Arte', 'Seminario de Investigación I', 'Seminario de Investigación II', 'Historia Social de Chile', 'Seminario de Grado'] },
  { career: 'Licenciatura en Biología', degree: 'Licenciado en Biología', prefix: 'BIO', subjects: ['Biología Celular', 'Química General', 'Matemáticas I', 'Química Orgánica', 'Zoología', 'Física General', 'Botánica', 'Bioquímica', 'Genética', 'Bioestadística', 'Microbiología', 'Ecología', 'Fisiología Animal', 'Biología Molecular', 'Evolución', 'Fisiología Vegetal', 'Biología del Desarrollo', 'Inmunología', 'Unidad de Investigación', 'Seminario de Título'] },
  { career: 'Licenciatura en Ciencias de la Administración', degree: 'Licenciado en Ciencias de la Administración', prefix: 'ADM', subjects: ['Introducción a la Administración', 'Contabilidad Básica', 'Cálculo I', 'Microeconomía', 'Contabilidad de Costos', 'Estadística I', 'Macroeconomía', 'Derecho Comercial', 'Finanzas I', 'Marketing', 'Gestión de Personas', 'Finanzas II', 'Investigación de Operaciones', 'Control de Gestión', 'Dirección Estratégica', 'Evaluación de Proyectos', 'Tributación', 'Gestión de Operaciones', 'Taller de Emprendimiento', 'Seminario de Grado'] },
];
const comma = (n: number, d = 1) => n.toFixed(d).replace('.', ',');

async function render(rng: Rng) {
  const person = nPerson(rng, 'CL');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const entry = rng.int(2011, 2019);
  const rut = `${rng.int(17, 21)}.${String(rng.int(0, 999)).padStart(3, '0')}.${String(rng.int(0, 999)).padStart(3, '0')}-${rng.pick(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'])}`;
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SANS[3]]);
  const ability = rng.float(4.6, 6.4);
  const [ap1, ap2] = person.family.split(' ');
  const shown = `${upper(person.family)}, ${upper(person.given)}`;
  const semesters = 8;
  const perSem = Math.ceil(car.subjects.length / semesters) + 0;

  const r = nResult('es', person, null);
  setInstitution(r, uni.name, 'CL');
  const rows: TableRow[] = [];
  let wsum = 0;
  let csum = 0;
  let idx = 0;
  for (let s = 0; s < semesters && idx < car.subjects.length; s++) {
    const year = entry + Math.floor(s / 2);
    const per = s % 2 === 0 ? '1er Semestre' : '2do Semestre';
    for (let k = 0; k < perSem && idx < car.subjects.length; k++) {
      const name = car.subjects[idx++];
      const code = `${car.prefix}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const sct = /Seminario de Grado|Seminario de Título|Unidad de Investigación/.test(name) ? 10 : rng.pick([4, 5, 6, 6]);
      const nota = Math.max(4.0, Math.min(7.0, Math.round((ability + rng.gauss() * 0.6) * 10) / 10));
      rows.push({ cells: [String(year), per, code, name, String(sct), comma(nota)] });
      r.courses.push(course({ courseNumber: code, courseName: name, credit: sct, grade: comma(nota), term: per, year }));
      wsum += nota * sct;
      csum += sct;
    }
  }
  const promedio = wsum / csum;
  const gradoDate = iso(entry + 4 + rng.int(0, 1), rng.pick([1, 3, 7, 8, 12]), rng.int(1, 28));
  const issued = iso(Number(gradoDate.slice(0, 4)) + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < gradoDate ? gradoDate : issued;
  Object.assign(r.qualification, {
    registrationNumber: null, name: car.degree, level: 'Bachelor', program: car.career, majorOrSpecialization: car.career.split(' en ')[1], yearOfAdmission: entry,
    yearOfCompletion: Number(gradoDate.slice(0, 4)), dateOfIssue: issuedIso, cgpa: promedio.toFixed(2), totalCreditsOrMarks: String(csum), status: 'Completed',
  });
  void ap1;
  void ap2;

  const pdf = new Pdf({ size: A4, title: 'Certificado de Concentración de Notas', author: uni.name, creationDate: new Date(`${issuedIso}T13:00:00Z`) });
  const L = rng.int(44, 56);
  const R = pdf.width - L;
  const W = R - L;
  const blue = rng.pick(['#123e7c', '#5c1a33', '#1c4d3a']);
  pdf.crest(L + 22, 50, 22, 'U', blue);
  pdf.text(uni.name.toUpperCase(), L + 54, 32, { font: F.bold, size: 13, color: blue, width: W - 54, fit: true });
  pdf.text('Dirección de Registro Académico', L + 54, 50, { font: F.regular, size: 9 });
  pdf.text(`${uni.city} - Chile`, L + 54, 63, { font: F.regular, size: 9 });
  pdf.text('CERTIFICADO DE CONCENTRACIÓN DE NOTAS', L, 96, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`N° ${rng.int(10000, 99999)}/${issuedIso.slice(0, 4)}`, L, 114, { font: F.regular, size: 8.5, width: W, align: 'center' });
  let y = 134;
  y += keyValues(pdf, F, L, y, W, [
    ['Nombre', shown],
    ['RUT', rut],
    ['Carrera', car.career],
    ['Año de ingreso', String(entry)],
    ['Escala de notas', '1,0 a 7,0 (nota mínima de aprobación 4,0)'],
  ], { size: 9, style: rng.pick(['colon', 'column'] as const), labelWidth: 100 }) + 10;
  const cols: Column[] = [
    { label: 'Año', width: 34, align: 'center' },
    { label: 'Período', width: 74 },
    { label: 'Código', width: 56 },
    { label: 'Asignatura', width: W - 34 - 74 - 56 - 48 - 40, wrap: true },
    { label: ['Créditos', 'SCT'], width: 48, align: 'center' },
    { label: 'Nota', width: 40, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e3e9f2', repeatHeader: true, top: 44, bottom: pdf.height - 64 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  y += keyValues(pdf, F, L, y, W, [
    ['Total créditos SCT aprobados', String(csum)],
    ['Promedio ponderado', comma(promedio, 2)],
    ['Grado académico', `${car.degree}, otorgado con fecha ${longDate(gradoDate, 'es')}`],
  ], { size: 9, style: 'colon' }) + 12;
  y += pdf.para(`Se extiende el presente certificado a petición del interesado para los fines que estime conveniente. ${uni.city}, ${longDate(issuedIso, 'es')}.`, L, y, W, { font: F.regular, size: 9 }) + 30;
  pdf.signature(R - 150, y, 120, rng);
  pdf.text('Director(a) de Registro Académico', R - 190, y + 10, { font: F.bold, size: 8.5, width: 190, align: 'center' });
  footers(pdf, F, (p, n) => `Página ${p} de ${n} — Documento válido con timbre y firma`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'qualification.dateOfIssue': longDate(issuedIso, 'es'), 'qualification.cgpa': comma(promedio, 2) } };
}

export const families: Family[] = [
  {
    id: 'n-cl-concentracion-notas',
    country: 'CL',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Chilean university "certificado de concentración de notas": RUT, apellidos in capitals before the names, career and year of entry, a ruled table by year and semester with SCT credits and grades on the 1,0-7,0 scale (4,0 to pass, decimal comma), weighted average, academic degree and its date, "se extiende … a petición del interesado"; the scale as described by the Chilean Ministry of Education.',
    render,
  },
];
