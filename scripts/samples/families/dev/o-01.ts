/**
 * Uruguayan university escolaridad (certificate of studies) issued by the faculty's Bedelía:
 * letterhead with the university, the faculty, "Bedelía" and the Montevideo address; the holder
 * with two family names, the cédula de identidad ("C.I. 4.512.337-8"), the date of birth, the
 * carrera ("Licenciatura en Economía"), the plan year and the date of entry; the record by
 * semester ("Primer semestre 2017") with the exam date, code, unidad curricular (titles wrap),
 * créditos, the mark on the national 0-12 scale (3 is the lowest pass) and its concept
 * abbreviation ("MB.MB.MB", "B.B.B"); the table runs over two or three pages; then the credits
 * approved, the average ("Promedio general: 7,45") and, for a finished carrera, the date of
 * graduation (egreso). The 0-12 scale and its concepts are those the university's regulations
 * describe (exams of 1957, used until the conceptual scale of 2025).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, longDate, oPerson, oResult, upper } from './o-kit';

const UNIS = [
  { name: 'Universidad del Litoral Oriental', address: 'Av. 18 de Julio 2140, C.P. 11200, Montevideo, Uruguay' },
  { name: 'Universidad Técnica del Plata', address: 'Bulevar Artigas 1320, C.P. 11300, Montevideo - Uruguay' },
  { name: 'Universidad de la Costa Atlántica', address: 'Rambla Sur 870, Montevideo, República Oriental del Uruguay' },
];
const CAREERS = [
  { name: 'Licenciatura en Economía', field: 'Economía', faculty: 'Facultad de Ciencias Económicas y de Administración', prefix: 'EC',
    courses: ['Introducción a la Economía', 'Matemática I', 'Contabilidad Básica', 'Historia Económica del Uruguay y de la Región', 'Matemática II', 'Estadística I', 'Microeconomía I', 'Macroeconomía I', 'Estadística II', 'Microeconomía II', 'Macroeconomía II', 'Econometría I', 'Finanzas Públicas', 'Economía Internacional', 'Desarrollo Económico', 'Econometría II', 'Economía Monetaria y Bancaria', 'Organización Industrial', 'Economía Laboral', 'Teoría del Crecimiento Económico', 'Taller de Investigación en Economía Aplicada', 'Monografía Final'] },
  { name: 'Licenciatura en Ciencias Biológicas', field: 'Ciencias Biológicas', faculty: 'Facultad de Ciencias', prefix: 'BI',
    courses: ['Biología Celular y Molecular', 'Química General I', 'Matemática para Ciencias Biológicas', 'Química General II', 'Física para Ciencias de la Vida', 'Química Orgánica', 'Bioestadística', 'Genética', 'Zoología de Invertebrados', 'Botánica General', 'Bioquímica', 'Ecología de Poblaciones y Comunidades', 'Fisiología Animal Comparada', 'Microbiología General', 'Evolución', 'Fisiología Vegetal', 'Zoología de Vertebrados', 'Biología del Desarrollo', 'Taller de Ecología Acuática del Río de la Plata', 'Pasantía de Investigación'] },
  { name: 'Ingeniería en Computación', field: 'Computación', faculty: 'Facultad de Ingeniería', prefix: 'IC',
    courses: ['Cálculo Diferencial e Integral en una Variable', 'Geometría y Álgebra Lineal 1', 'Programación 1', 'Matemática Discreta 1', 'Cálculo Diferencial e Integral en Varias Variables', 'Programación 2', 'Arquitectura de Computadoras', 'Probabilidad y Estadística', 'Programación 3', 'Sistemas Operativos', 'Teoría de Lenguajes', 'Fundamentos de Bases de Datos', 'Redes de Computadoras', 'Programación 4', 'Ingeniería de Software', 'Lógica', 'Taller de Programación', 'Métodos Numéricos', 'Proyecto de Ingeniería de Software', 'Administración General para Ingenieros', 'Proyecto de Grado'] },
];
/** Electives and cross-faculty units every carrera records besides its own (optativas, electivas). */
const ELECTIVES = ['Inglés Técnico I', 'Inglés Técnico II', 'Taller de Escritura Académica', 'Introducción a la Metodología de la Investigación', 'Ética Profesional', 'Seminario de Historia de las Ideas', 'Taller de Comunicación Oral y Escrita', 'Problemas Contemporáneos de América Latina', 'Políticas Públicas y Sociedad', 'Derecho y Ciudadanía', 'Gestión de Proyectos', 'Seminario de Ciencia, Tecnología y Sociedad', 'Taller de Extensión Universitaria', 'Portugués Instrumental', 'Análisis de Datos con Software Libre', 'Seminario de Actualidad Regional'];
const CONCEPT = ['D.D.D.', 'D.D.R.', 'R.R.D.', 'R.R.R.', 'R.R.B.', 'B.B.R.', 'B.B.B.', 'B.B.MB.', 'MB.MB.B.', 'MB.MB.MB.', 'MB.MB.S.', 'S.S.MB.', 'S.S.S.'];

async function render(rng: Rng) {
  const p = oPerson(rng, 'UY');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const start = rng.int(2012, 2018);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const ci = `${rng.int(3, 5)}.${digits(rng, 3)}.${digits(rng, 3)}-${rng.int(0, 9)}`;
  const finished = rng.bool(0.7);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[2]]);
  const ability = rng.float(4.5, 10);
  const r = oResult('es', p.given, p.family, dob);
  setInstitution(r, uni.name, 'UY');

  const pool = [...car.courses];
  const semesters = finished ? 8 : rng.int(3, 6);
  const per = Math.ceil(pool.length / 8);
  const rows: TableRow[] = [];
  let credits = 0;
  let sum = 0;
  let n = 0;
  let lastExam = '';
  for (let s = 0; s < semesters; s++) {
    const titles = [...pool.slice(s * per, (s + 1) * per), ...ELECTIVES.slice(2 * s, 2 * s + 2)];
    if (!titles.length) break;
    const year = start + Math.floor(s / 2);
    const term = s % 2 === 0 ? 'Primer semestre' : 'Segundo semestre';
    rows.push({ heading: `${term} ${year}` });
    for (const title of titles) {
      const cr = /Proyecto de Grado|Monografía|Pasantía/.test(title) ? rng.pick([20, 30]) : rng.pick([6, 8, 10, 10, 12]);
      const mark = Math.max(3, Math.min(12, Math.round(ability + rng.gauss() * 1.8)));
      const exam = iso(s % 2 === 0 ? year : year, s % 2 === 0 ? rng.pick([7, 7, 8]) : rng.pick([12, 12, 2]), rng.int(1, 28));
      const examDate = s % 2 === 1 && exam.slice(5, 7) === '02' ? iso(year + 1, 2, Number(exam.slice(8))) : exam;
      lastExam = examDate;
      const code = `${car.prefix}${Math.floor(s / 2) + 1}${String(n + 1).padStart(2, '0')}`;
      rows.push({ cells: [dmy(examDate, '/'), code, title, String(cr), String(mark), CONCEPT[mark]] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: String(mark), term, year }));
      credits += cr;
      sum += mark;
      n += 1;
    }
  }
  const avg = sum / n;
  const egreso = finished ? iso(Number(lastExam.slice(0, 4)) + (lastExam.slice(5, 7) === '12' ? 1 : 0), rng.pick([3, 4, 5]), rng.int(1, 28)) : null;
  const issued = iso((egreso ? Number(egreso.slice(0, 4)) : start + 3) + rng.int(0, 1), rng.int(6, 11), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: null, name: car.name, level: 'Bachelor', program: car.name, majorOrSpecialization: car.field,
    yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued,
  });
  if (egreso) Object.assign(r.qualification, { yearOfCompletion: Number(egreso.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Escolaridad', author: uni.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const blue = rng.pick(['#1d3557', '#2f4f2f', '#5a2a27']);
  pdf.crest(L + 24, 52, 22, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), blue);
  pdf.text(upper(uni.name, 'es'), L + 58, 30, { font: F.bold, size: 12, color: blue, width: W - 58, fit: true });
  pdf.text(car.faculty, L + 58, 47, { font: F.regular, size: 10 });
  pdf.text('Bedelía — Sección Títulos y Escolaridades', L + 58, 61, { font: F.italic, size: 9 });
  pdf.text(uni.address, L + 58, 75, { font: F.regular, size: 8 });
  pdf.line(L, 92, L + W, 92, 1, blue);
  pdf.text(rng.pick(['ESCOLARIDAD', 'CERTIFICADO DE ESCOLARIDAD']), L, 104, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 132;
  const pairs: Array<[string, string]> = [
    ['Nombre', rng.bool(0.5) ? `${p.given} ${p.family}` : `${upper(p.family, 'es')}, ${p.given}`],
    ['C.I.', ci],
    ['Fecha de nacimiento', dmy(dob, '/')],
    ['Carrera', car.name],
    ['Plan', String(start - rng.pick([2, 4, 6]))],
    ['Fecha de ingreso', dmy(iso(start, 3, rng.int(1, 15)), '/')],
  ];
  for (const [k, v] of pairs) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 110, y, { font: F.regular, size: 9 });
    y += 13;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Fecha', width: 62 },
    { label: 'Código', width: 48 },
    { label: 'Unidad curricular', width: W - 62 - 48 - 50 - 40 - 70, wrap: true },
    { label: 'Créditos', width: 50, align: 'center' },
    { label: 'Nota', width: 40, align: 'center' },
    { label: 'Concepto', width: 70, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.4, ruling: rng.pick(['rows', 'grid', 'header-only'] as const), headerFill: '#e6e9ef', repeatHeader: rng.bool(0.5), top: 50, bottom: pdf.height - 60, onNewPage: (d) => (d.text(`Escolaridad de ${p.given} ${p.family} — C.I. ${ci} (continuación)`, L, 34, { font: F.italic, size: 8 }), 6) });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [
    ['Créditos aprobados', String(credits)],
    ['Promedio general', comma(avg, 2)],
  ];
  if (egreso) tail.push(['Fecha de egreso', dmy(egreso, '/')]);
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 130, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 6;
  pdf.para('Escala de calificaciones: 0 a 12; nota mínima de aprobación: 3 (R.R.R.). Se expide el presente certificado a solicitud de la persona interesada.', L, y, W, { font: F.italic, size: 7.8 });
  y += 34;
  pdf.text(`Montevideo, ${longDate(issued, 'es')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.signature(L + W - 170, y + 26, 120, rng);
  pdf.text('Jefe de Sección Bedelía', L + W - 190, y + 36, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  pdf.seal(L + 240, y + 30, 26, blue);
  footers(pdf, F, (a, b) => `Hoja ${a} de ${b}`);
  const printed: Record<string, string> = { 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': longDate(issued, 'es') };
  if (pairs[0][1].includes(',')) printed['candidate.fullName'] = pairs[0][1];
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'o-01-transcript',
    country: 'UY',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Uruguayan university escolaridad from the faculty\'s Bedelía: holder with two family names, cédula de identidad, carrera, plan and date of entry; record by semester with exam date, code, unidad curricular, créditos, mark on the 0-12 scale (3 the lowest pass) and its concept (R.R.R., B.B.B., MB.MB.MB., S.S.S.), over two or three pages; credits approved, promedio general with a decimal comma, fecha de egreso; as described by the university\'s grading regulations and credential-evaluation guides.',
    render,
  },
];
