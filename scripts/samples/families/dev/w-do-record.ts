/**
 * Dominican university grade record (récord de calificaciones, récord de notas), as Dominican universities'
 * academic regulations and registrar guides describe it: "REPÚBLICA DOMINICANA", the university with its
 * Santo Domingo or Santiago address, "RÉCORD DE CALIFICACIONES", captions Nombre / Matrícula / Cédula /
 * Carrera / Fecha de ingreso, periods by cuatrimestre ("Período 2016-2 (mayo-agosto)") or semester, rows
 * Clave | Asignatura | Créditos | Calificación (0-100) | Literal (A 90-100, B 80-89, C 70-79, D 60-69,
 * F below; A = 4 points), the period's and the cumulative índice académico (on 4), the credits approved, a
 * closing certifying paragraph with the date in words ("a los doce días del mes de marzo del año 2021").
 * The degree is named by the carrera ("Licenciatura en Administración de Empresas").
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, MONTHS_ES, Pdf, SANS, SERIF, course, courseTable, digits, dmy, footers, iso, setInstitution, wPerson, wResult, type Column, type TableRow } from '../lib/w-kit';

const UNIS = [
  { name: 'Universidad Tecnológica del Ozama', city: 'Santo Domingo', address: 'Av. Máximo Gómez No. 114, Santo Domingo, República Dominicana', web: 'www.utoz.edu.do' },
  { name: 'Universidad Católica del Yaque', city: 'Santiago de los Caballeros', address: 'Calle del Sol No. 32, Santiago de los Caballeros, República Dominicana', web: 'www.ucy.edu.do' },
  { name: 'Instituto Superior de Estudios del Este', city: 'La Romana', address: 'Av. Libertad No. 7, La Romana, República Dominicana', web: 'www.isee.edu.do' },
];

const CARRERAS: Array<{ title: string; major: string; level: 'Bachelor'; prefix: string; courses: string[] }> = [
  { title: 'Licenciatura en Administración de Empresas', major: 'Administración de Empresas', level: 'Bachelor', prefix: 'ADM', courses: ['Introducción a la Administración', 'Contabilidad I', 'Matemática Financiera', 'Microeconomía', 'Mercadeo I', 'Derecho Comercial', 'Estadística I', 'Gestión del Talento Humano', 'Finanzas Corporativas', 'Comportamiento Organizacional', 'Administración de la Producción', 'Ética Profesional', 'Formulación de Proyectos', 'Comercio Internacional'] },
  { title: 'Ingeniería en Sistemas Computacionales', major: 'Sistemas Computacionales', level: 'Bachelor', prefix: 'ISC', courses: ['Algoritmos y Programación', 'Cálculo Diferencial', 'Física I', 'Estructuras de Datos', 'Base de Datos I', 'Sistemas Operativos', 'Redes de Computadoras', 'Ingeniería de Software', 'Álgebra Lineal', 'Análisis y Diseño de Sistemas', 'Programación Web', 'Inteligencia Artificial', 'Seguridad Informática', 'Proyecto de Grado'] },
  { title: 'Licenciatura en Enfermería', major: 'Enfermería', level: 'Bachelor', prefix: 'ENF', courses: ['Anatomía y Fisiología I', 'Fundamentos de Enfermería', 'Bioquímica', 'Microbiología y Parasitología', 'Farmacología', 'Enfermería Materno Infantil', 'Salud Comunitaria', 'Enfermería Médico Quirúrgica I', 'Nutrición y Dietética', 'Psicología General', 'Bioestadística', 'Ética y Legislación en Salud', 'Enfermería en Salud Mental', 'Pasantía Hospitalaria'] },
];

const PERIOD_NAMES = ['enero-abril', 'mayo-agosto', 'septiembre-diciembre'];
const literal = (n: number) => (n >= 90 ? 'A' : n >= 80 ? 'B' : n >= 70 ? 'C' : n >= 60 ? 'D' : 'F');
const points: Record<string, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };

async function render(rng: Rng) {
  const person = wPerson(rng, 'DO');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CARRERAS);
  const entry = rng.int(2012, 2018);
  const entryPeriod = rng.int(1, 3);
  const nPeriods = rng.int(4, 6);
  const matricula = `${entry}-${digits(rng, 4)}`;
  const cedula = `${rng.pick(['001', '031', '026', '402'])}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const F = rng.pick([...SANS.slice(0, 3), SERIF[0]]);
  const shown = `${person.given} ${person.family}`.toLocaleUpperCase('es');

  const r = wResult('es', person, null);
  setInstitution(r, uni.name, 'DO');
  const rows: TableRow[] = [];
  const pool = [...car.courses];
  let credits = 0;
  let weighted = 0;
  let period = entryPeriod;
  let year = entry;
  const periodLine = (p: number, y: number) => `Período ${y}-${p} (${PERIOD_NAMES[p - 1]})`;
  let last = { year, period };
  for (let i = 0; i < nPeriods && pool.length; i++) {
    rows.push({ heading: periodLine(period, year) });
    let pc = 0;
    let pw = 0;
    for (let k = 0; k < rng.int(2, 3) && pool.length; k++) {
      const title = pool.shift()!;
      const code = `${car.prefix}-${rng.int(1, 4)}${digits(rng, 2)}`;
      const cr = rng.pick([2, 3, 3, 4, 4, 5]);
      const mark = Math.min(100, Math.max(62, Math.round(84 + rng.gauss() * 9)));
      const lit = literal(mark);
      pc += cr;
      pw += cr * points[lit];
      rows.push({ cells: [code, title, String(cr), String(mark), lit] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: lit, marksScored: mark, maximumMarks: 100, term: `${year}-${period}`, year }));
    }
    credits += pc;
    weighted += pw;
    rows.push({ cells: ['', `Índice del período: ${(pw / pc).toFixed(2)}  Acumulado: ${(weighted / credits).toFixed(2)}`, String(pc), '', ''], bold: true });
    last = { year, period };
    period++;
    if (period > 3) {
      period = 1;
      year++;
    }
  }
  const cgpa = (weighted / credits).toFixed(2);
  // The record certifies the courses taken so far or at the end; the completion only where the record says the studies are finished.
  const finished = rng.bool(0.5);
  const issuedYear = last.year + (last.period === 3 ? 1 : 0);
  const issued = iso(issuedYear, last.period === 3 ? rng.int(1, 3) : last.period * 4 + 1, rng.int(2, 28));
  Object.assign(r.qualification, {
    registrationNumber: matricula, name: car.title, level: car.level, program: car.title, majorOrSpecialization: car.major,
    yearOfAdmission: entry, yearOfCompletion: finished ? last.year : null, dateOfIssue: issued, cgpa, totalCreditsOrMarks: String(credits), status: finished ? 'Completed' : 'In Progress',
  });

  const pdf = new Pdf({ size: LETTER, title: 'Récord de Calificaciones', author: uni.name, creationDate: new Date(`${issued}T14:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  pdf.crest(pdf.width / 2, 54, 20, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), '#1f3f8f');
  pdf.text('REPÚBLICA DOMINICANA', L, 80, { font: F.bold, size: 10, width: W, align: 'center' });
  pdf.text(uni.name.toLocaleUpperCase('es'), L, 94, { font: F.bold, size: 14, width: W, align: 'center', color: '#1f3f8f', fit: true });
  pdf.text(`${uni.address}  ·  ${uni.web}`, L, 112, { font: F.regular, size: 8, width: W, align: 'center', fit: true });
  pdf.text('Vicerrectoría Académica - Departamento de Registro', L, 124, { font: F.italic, size: 8.5, width: W, align: 'center' });
  pdf.text(rng.pick(['RÉCORD DE CALIFICACIONES', 'RÉCORD DE NOTAS']), L, 146, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const entryText = `${PERIOD_NAMES[entryPeriod - 1].split('-')[0]} ${entry}`;
  const pairs: Array<[string, string]> = [['Nombre', shown], ['Matrícula', matricula], ['Cédula', cedula], ['Carrera', car.title], ['Fecha de ingreso', entryText], ['Estado', finished ? 'Egresado' : 'Activo']];
  let y = 172;
  pairs.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : L + W / 2 + 10;
    const yy = y + Math.floor(i / 2) * 15;
    const w = pdf.text(`${k}: `, x, yy, { font: F.bold, size: 9 });
    pdf.text(v, x + w, yy, { font: F.regular, size: 9, width: W / 2 - w - 14, fit: true });
  });
  y += 56;
  const cols: Column[] = [{ label: 'Clave', width: 62 }, { label: 'Asignatura', width: W - 62 - 58 - 76 - 56, wrap: true }, { label: 'Créditos', width: 58, align: 'center' }, { label: 'Calificación', width: 76, align: 'center' }, { label: 'Literal', width: 56, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#dde6f7', zebra: '#f1f4fb', repeatHeader: true, top: 50, bottom: pdf.height - 70 });
  if (y > pdf.height - 220) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  pdf.text(`Total de créditos aprobados: ${credits}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Índice académico acumulado: ${cgpa}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  if (finished) pdf.text(`Completó el plan de estudios en el período ${last.year}-${last.period}.`, L, y + 15, { font: F.regular, size: 9 });
  pdf.text('Escala: A 90-100 (4 puntos), B 80-89 (3), C 70-79 (2), D 60-69 (1), F 0-59 (0).', L, y + 32, { font: F.italic, size: 7.5 });
  const [, m, d] = issued.split('-').map(Number);
  const dateText = rng.bool(0.5) ? `a los ${d} días del mes de ${MONTHS_ES[m - 1]} del año ${issuedYear}` : `en fecha ${dmy(issued, '/')}`;
  y += 52;
  pdf.para(`Se expide la presente certificación a solicitud de la parte interesada, en ${uni.city}, República Dominicana, ${dateText}.`, L, y, W, { font: F.regular, size: 9 });
  pdf.signature(L + W - 170, y + 34, 120, rng);
  pdf.line(L + W - 200, y + 66, L + W, y + 66, 0.6);
  pdf.text('Encargada de Registro', L + W - 200, y + 70, { font: F.bold, size: 9, width: 200, align: 'center' });
  footers(pdf, F, (p, n) => `Página ${p} de ${n} - Este documento no es válido con borraduras ni enmiendas`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shown, 'qualification.dateOfIssue': dateText, 'qualification.yearOfAdmission': entryText, ...(finished ? { 'qualification.yearOfCompletion': `${last.year}-${last.period}` } : {}) },
  };
}

export const families: Family[] = [
  {
    id: 'w-do-record',
    country: 'DO',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Dominican university grade record (récord de calificaciones / récord de notas): "REPÚBLICA DOMINICANA", captions Nombre, Matrícula, Cédula, Carrera, Fecha de ingreso in two columns, cuatrimestre periods "Período 2016-2 (mayo-agosto)", rows Clave | Asignatura | Créditos | Calificación 0-100 | Literal A-F, period and cumulative índice on 4, credits approved, a certifying paragraph dated in words or digits; as described by Dominican universities\' academic regulations.',
    render,
  },
];
