/**
 * Spanish university academic certificate printed from a word processor's ruled table whose cells
 * are centred vertically: a long subject name wraps onto two lines and the code, credits, grade
 * and call ("convocatoria") of its row sit half a line lower, between the two lines of the name.
 * Columns "Asignatura | Código | Créditos | Calificación | Convocatoria" (the name before the
 * code), grades as "7,8 Notable", "9,5 Sobresaliente", "10 Matrícula de Honor", "Apto" for
 * pass/fail subjects and "Reconocido" for recognised credits, year headings ("Primer curso
 * 2018-19") as rows of the table. Modeled on the Spanish grading scale of Real Decreto 1125/2003
 * (0-10 with one decimal; Suspenso, Aprobado, Notable, Sobresaliente, Matrícula de Honor).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { comma, rPerson, rResult } from '../lib/r-kit';

const UNIS = [
  { name: 'Universidad de la Ribera del Duero', city: 'Valladolid', state: 'Castile and León', code: 'CL' },
  { name: 'Universidad Politécnica del Levante', city: 'Alicante', state: 'Valencian Community', code: 'VC' },
  { name: 'Universidad de las Rías Baixas', city: 'Vigo', state: 'Galicia', code: 'GA' },
];
const SUBJECTS = [
  'Fundamentos Matemáticos de la Ingeniería', 'Física Aplicada a la Ingeniería Informática', 'Programación Orientada a Objetos',
  'Estructura de Datos y Algoritmos', 'Administración y Gestión de Empresas', 'Arquitectura de Computadores', 'Sistemas Operativos',
  'Bases de Datos', 'Redes de Computadores e Internet', 'Ingeniería del Software', 'Estadística', 'Inteligencia Artificial',
  'Interacción Persona-Ordenador', 'Seguridad en Sistemas de Información', 'Compiladores', 'Gestión de Proyectos Informáticos',
  'Sistemas Distribuidos y Computación en la Nube', 'Aprendizaje Automático', 'Ética y Legislación Profesional', 'Trabajo Fin de Grado',
];
const CURSOS = ['Primer curso', 'Segundo curso', 'Tercer curso', 'Cuarto curso'];

function label(n: number): string {
  return n === 10 ? 'Matrícula de Honor' : n >= 9 ? 'Sobresaliente' : n >= 7 ? 'Notable' : 'Aprobado';
}

async function render(rng: Rng) {
  const person = rPerson(rng, 'ES');
  const uni = rng.pick(UNIS);
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const entry = rng.int(2014, 2019);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const dni = `${digits(rng, 8)}${rng.pick(['K', 'L', 'R', 'T', 'W'])}`;
  const r = rResult('es', 'Spanish', person, dob);
  r.institution = { name: uni.name, country: 'Spain', countryCode: 'ES', state: uni.state, stateCode: uni.code };
  r.qualification.name = 'Grado en Ingeniería Informática';
  // A Romance degree name keeps the field it joins, which is also the major (families README, p-quals).
  r.qualification.majorOrSpecialization = 'Ingeniería Informática';
  r.qualification.level = 'Bachelor';
  // The first course's academic year.
  r.qualification.yearOfAdmission = entry;
  const ability = rng.float(6, 8.6);
  const years = rng.int(2, 4);
  const pool = [...SUBJECTS];
  type Row = { name: string; code: string; ects: number; grade: string; mark: number | null; conv: string };
  const blocks: Array<{ heading: string; session: string; rows: Row[] }> = [];
  for (let yi = 0; yi < years; yi++) {
    const session = `${entry + yi}-${String((entry + yi + 1) % 100).padStart(2, '0')}`;
    const rows: Row[] = [];
    for (let k = 0, n = rng.int(4, 5); k < n && pool.length; k++) {
      const name = pool.shift()!;
      const code = String(rng.int(40000, 49999));
      const kind = rng.float(0, 1);
      if (yi === 0 && k === 0 && rng.bool(0.5)) rows.push({ name, code, ects: 6, grade: 'Reconocido', mark: null, conv: '—' });
      else if (kind < 0.1) rows.push({ name, code, ects: 6, grade: 'Apto', mark: null, conv: rng.pick(['Ordinaria', 'Junio']) });
      else {
        const mark = Math.max(5, Math.min(10, Math.round((ability + rng.gauss()) * 10) / 10));
        rows.push({ name, code, ects: rng.pick([6, 6, 4.5, 9]), grade: label(mark), mark, conv: rng.pick(['Ordinaria', 'Extraordinaria', 'Junio', 'Septiembre']) });
      }
    }
    blocks.push({ heading: `${CURSOS[yi]} ${session}`, session, rows });
  }
  for (const b of blocks) for (const x of b.rows) r.courses.push(course({ courseNumber: x.code, courseName: x.name, credit: x.ects, grade: x.grade, marksScored: x.mark, maximumMarks: x.mark === null ? null : 10, session: b.session }));
  const issued = iso(entry + years, rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Certificación académica', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const R = pdf.width - 56;
  const W = R - L;
  pdf.text(uni.name.toUpperCase(), L, 44, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`Secretaría de la Escuela de Ingeniería · ${uni.city}`, L, 62, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('CERTIFICACIÓN ACADÉMICA PERSONAL', L, 86, { font: F.bold, size: 11.5, width: W, align: 'center' });
  pdf.para(`D./Dña. ${person.first} ${person.last}, con DNI ${dni}, nacido/a el ${formatDate(dob, 'in-slash')}, ha cursado en esta Universidad los estudios de Grado en Ingeniería Informática con los resultados que a continuación se expresan. Calificaciones numéricas de 0 a 10 (escala oficial).`, L, 108, W, { font: F.regular, size: 9, leading: 12 });
  const size = 8.5;
  const lead = size * 1.3;
  const w = [rng.int(128, 150), 50, 48, 0, 76];
  w[3] = W - w.reduce((a, b) => a + b, 0);
  const xs = w.map((_, i) => L + w.slice(0, i).reduce((a, b) => a + b, 0));
  let y = 170;
  const hh = lead + 6;
  ['Asignatura', 'Código', 'Créditos', 'Calificación', 'Convocatoria'].forEach((t, i) => pdf.text(t, xs[i] + 3, y + 3, { font: F.bold, size, width: w[i] - 6, align: i === 0 ? 'left' : 'center' }));
  pdf.rect(L, y, W, hh, 0.6);
  y += hh;
  const bottom = pdf.height - 90;
  for (const b of blocks) {
    pdf.text(b.heading, L + 3, y + 3, { font: F.bold, size, width: W - 6 });
    pdf.rect(L, y, W, lead + 6, 0.6);
    y += lead + 6;
    for (const x of b.rows) {
      const lines = pdf.wrap(x.name, F.regular, size, w[0] - 6);
      const h = lines.length * lead + 6;
      if (y + h > bottom) {
        pdf.addPage();
        y = 60;
      }
      lines.forEach((l, k) => pdf.text(l, xs[0] + 3, y + 3 + k * lead, { font: F.regular, size }));
      // The other cells are centred vertically in the row.
      const cy = y + (h - size) / 2 - 1;
      const g = x.mark === null ? x.grade : `${comma(x.mark)} ${x.grade}`;
      [x.code, comma(x.ects, Number.isInteger(x.ects) ? 0 : 1), g, x.conv].forEach((c, i) => pdf.text(c, xs[i + 1] + 3, cy, { font: F.regular, size, width: w[i + 1] - 6, align: 'center', fit: true }));
      for (const cx of xs.slice(1)) pdf.line(cx, y, cx, y + h, 0.4);
      pdf.rect(L, y, W, h, 0.4);
      y += h;
    }
  }
  pdf.para(`Y para que conste a petición de la persona interesada, expido la presente certificación en ${uni.city}, a ${formatDate(issued, 'in-slash')}.`, L, y + 16, W, { font: F.regular, size: 8.5, leading: 11 });
  pdf.signature(R - 150, y + 44, 110, rng);
  pdf.text('La Secretaria Académica', R - 160, y + 64, { font: F.regular, size: 8.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'in-slash') } };
}

export const families: Family[] = [
  {
    id: 'es-certificado-centrado',
    country: 'ES',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Spanish certificación académica personal from a ruled word-processor table with vertically centred cells: wrapped subject names with the code and values of their row half a line lower, the name before the code, grades "7,8 Notable", "Apto", "Reconocido", year headings inside the table (RD 1125/2003 grading scale).',
    render,
  },
];
