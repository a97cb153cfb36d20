/**
 * Ecuadorian university certificate of grades (certificado de calificaciones / récord académico)
 * issued by the Secretaría General: the university with its city and "Ecuador"; a certifying
 * preamble ("La suscrita Secretaria General … CERTIFICA: Que … APELLIDOS NOMBRES, con cédula de
 * ciudadanía N° …, estudiante de la Carrera de …") with the surnames first in capitals; the
 * subjects by academic period ("Periodo Académico Octubre 2019 - Marzo 2020", two per year) as
 * heading rows or as a column, with the level (semestre), code, subject, credits (and, in some,
 * the hours besides), the number of the enrolment (1ra / 2da matrícula), the final grade out of 10
 * with two decimals or out of 100, and "APROBADO"; the general average, the credits passed and,
 * for a graduate, the title obtained ("Ingeniero Civil", "Licenciada en …") and its date; place
 * and date of issue in words, the signature. Grading scales of the Reglamento de Régimen
 * Académico: 7/10 (or 70/100) to pass.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, longDate, mPerson, mResult, upper } from './m-kit';

const UNIS = [
  { name: 'Universidad Técnica de los Andes Centrales', city: 'Riobamba', province: 'Chimborazo', web: 'utac.edu.ec', scale: 10 },
  { name: 'Universidad Estatal del Litoral Sur', city: 'Machala', province: 'El Oro', web: 'uels.edu.ec', scale: 100 },
  { name: 'Escuela Politécnica de la Sierra Norte', city: 'Ibarra', province: 'Imbabura', web: 'epsn.edu.ec', scale: 10 },
];
const CAREERS = [
  { career: 'Ingeniería Civil', faculty: 'Facultad de Ingeniería', title: ['Ingeniero Civil', 'Ingeniera Civil'], prefix: 'ICV',
    subjects: ['Cálculo Diferencial', 'Álgebra Lineal', 'Física I', 'Química General', 'Dibujo Técnico', 'Cálculo Integral', 'Física II', 'Estática', 'Programación', 'Geología Aplicada', 'Ecuaciones Diferenciales', 'Resistencia de Materiales I', 'Topografía I', 'Dinámica', 'Estadística', 'Resistencia de Materiales II', 'Topografía II', 'Mecánica de Fluidos', 'Materiales de Construcción', 'Hidráulica', 'Análisis Estructural I', 'Mecánica de Suelos I', 'Hormigón Armado I', 'Análisis Estructural II', 'Mecánica de Suelos II', 'Hormigón Armado II', 'Vías de Comunicación', 'Estructuras de Acero', 'Ingeniería Sanitaria', 'Cimentaciones', 'Gestión de Proyectos', 'Trabajo de Titulación'] },
  { career: 'Educación Básica', faculty: 'Facultad de Ciencias de la Educación', title: ['Licenciado en Ciencias de la Educación Básica', 'Licenciada en Ciencias de la Educación Básica'], prefix: 'EDB',
    subjects: ['Fundamentos de la Educación', 'Lenguaje y Comunicación', 'Matemática Básica', 'Psicología General', 'Realidad Nacional', 'Psicología del Desarrollo', 'Didáctica General', 'Sociología de la Educación', 'Inglés I', 'Currículo', 'Didáctica de la Matemática', 'Didáctica de la Lengua', 'Evaluación Educativa', 'Inglés II', 'Ciencias Naturales y su Didáctica', 'Estudios Sociales y su Didáctica', 'Educación Inclusiva', 'Investigación Educativa I', 'Tecnologías para el Aprendizaje', 'Gestión Escolar', 'Investigación Educativa II', 'Prácticas Preprofesionales I', 'Prácticas Preprofesionales II', 'Educación Intercultural Bilingüe', 'Trabajo de Integración Curricular'] },
  { career: 'Administración de Empresas', faculty: 'Facultad de Ciencias Administrativas', title: ['Licenciado en Administración de Empresas', 'Licenciada en Administración de Empresas'], prefix: 'ADE',
    subjects: ['Fundamentos de Administración', 'Matemática Financiera', 'Contabilidad General', 'Economía General', 'Comunicación Oral y Escrita', 'Contabilidad de Costos', 'Microeconomía', 'Estadística Aplicada', 'Derecho Empresarial', 'Macroeconomía', 'Marketing', 'Gestión del Talento Humano', 'Finanzas Corporativas', 'Investigación de Operaciones', 'Comercio Exterior', 'Gestión de la Producción', 'Tributación', 'Planificación Estratégica', 'Emprendimiento e Innovación', 'Auditoría Administrativa', 'Formulación y Evaluación de Proyectos', 'Prácticas Preprofesionales', 'Vinculación con la Sociedad', 'Trabajo de Titulación'] },
];
const LEVELS = ['Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno'];
const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

async function render(rng: Rng) {
  const p = mPerson(rng, 'EC');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const start = rng.int(2013, 2018);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[1]]);
  const graduated = rng.bool(0.75);
  const asColumn = rng.bool(0.45);
  const hoursToo = rng.bool(0.4);
  const ability = rng.float(7.5, 9.1);
  const levels = Math.ceil(car.subjects.length / 4);
  const taken = graduated ? levels : rng.int(5, levels - 1);
  const shownName = `${upper(`${p.family} ${p.given}`, 'es')}`;

  const r = mResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'EC');
  const rows: TableRow[] = [];
  let credits = 0;
  let sum = 0;
  let n = 0;
  let lastPeriodEnd = '';
  for (let lv = 0; lv < taken; lv++) {
    const y = start + Math.floor(lv / 2);
    // Two academic periods a year: April–August and October–March (Sierra regime) or May–September and November–March (Costa).
    const [a, b] = uni.city === 'Machala' ? [[5, 9], [11, 3]] : [[4, 8], [10, 3]];
    const first = lv % 2 === 0;
    const period = first ? `${MONTHS[a[0] - 1]} ${y} - ${MONTHS[a[1] - 1]} ${y}` : `${MONTHS[b[0] - 1]} ${y} - ${MONTHS[b[1] - 1]} ${y + 1}`;
    lastPeriodEnd = first ? iso(y, a[1], 28) : iso(y + 1, b[1], 28);
    const level = `${LEVELS[lv]} Semestre`;
    if (!asColumn) rows.push({ heading: `Periodo Académico ${period} — ${level.toUpperCase()}` });
    for (const [k, title] of car.subjects.slice(lv * 4, lv * 4 + 4).entries()) {
      const cr = /Titulación|Integración/.test(title) ? 8 : /Prácticas|Vinculación/.test(title) ? rng.pick([4, 6]) : rng.pick([3, 4, 4, 5]);
      const hours = cr * 48;
      const g10 = Math.max(7, Math.min(10, Math.round((ability + rng.gauss() * 0.8) * 100) / 100));
      const retake = g10 < 7.6 && rng.bool(0.5) ? '2da' : '1ra';
      const grade = uni.scale === 10 ? g10.toFixed(2) : String(Math.round(g10 * 10));
      const code = `${car.prefix}-${lv + 1}${String(k + 1).padStart(2, '0')}`;
      const cells = [code, title, String(cr), ...(hoursToo ? [String(hours)] : []), retake, grade, 'APROBADO'];
      rows.push({ cells: asColumn ? [period, String(lv + 1), ...cells] : cells });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, marksScored: Number(grade), maximumMarks: uni.scale, passStatus: 'APROBADO', term: level, session: period }));
      credits += cr;
      sum += Number(grade);
      n++;
    }
  }
  const avg = (sum / n).toFixed(2);
  const gradDate = addDays(lastPeriodEnd, rng.int(30, 160));
  const issued = addDays(graduated ? gradDate : lastPeriodEnd, rng.int(20, 300));
  const title = car.title[p.woman ? 1 : 0];
  Object.assign(r.qualification, {
    name: title, level: 'Bachelor', majorOrSpecialization: car.career, yearOfAdmission: start, dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(credits),
  });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: Number(gradDate.slice(0, 4)), status: 'Completed' });
  const cedula = `${uni.city === 'Machala' ? '07' : uni.city === 'Ibarra' ? '10' : '06'}${digits(rng, 8)}`;

  const pdf = new Pdf({ size: A4, title: 'Certificado de calificaciones', author: uni.name, creationDate: new Date(`${issued}T15:00:00Z`) });
  const L = 46;
  const R = pdf.width - 46;
  const W = R - L;
  const blue = rng.pick(['#123c69', '#7a1f1f', '#1d5c3a']);
  pdf.crest(L + 26, 56, 26, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join('').slice(0, 4), blue);
  pdf.text(upper(uni.name, 'es'), L + 64, 34, { font: F.bold, size: 12, color: blue, width: W - 64, fit: true });
  pdf.text('SECRETARÍA GENERAL', L + 64, 52, { font: F.bold, size: 9 });
  pdf.text(`${uni.city} — Ecuador  ·  www.${uni.web}`, L + 64, 66, { font: F.regular, size: 8.5 });
  pdf.line(L, 92, R, 92, 1, blue);
  pdf.text(rng.pick(['CERTIFICADO DE CALIFICACIONES', 'RÉCORD ACADÉMICO']), L, 104, { font: F.bold, size: 13, width: W, align: 'center' });
  let y = 130;
  const who = p.woman ? 'la señorita' : 'el señor';
  y += pdf.para(`${p.woman ? 'La suscrita' : 'El suscrito'} Secretari${p.woman ? 'a' : 'o'} General de la ${uni.name}, CERTIFICA: Que ${who} ${shownName}, con cédula de ciudadanía N° ${cedula}, ${graduated ? 'graduad' : 'estudiante'}${graduated ? (p.woman ? 'a' : 'o') : ''} de la Carrera de ${car.career} de la ${car.faculty}, matriculad${p.woman ? 'a' : 'o'} desde el periodo académico iniciado en ${start}, registra las siguientes calificaciones (escala sobre ${uni.scale}; nota mínima de aprobación ${uni.scale === 10 ? '7.00' : '70'}):`, L, y, W, { font: F.regular, size: 9.5, leading: 13 });
  y += 10;
  const fixed = 46 + (hoursToo ? 40 : 0) + 36 + 44 + 62 + (asColumn ? 96 + 30 : 0) + 58;
  const cols: Column[] = [
    ...(asColumn ? [{ label: 'Periodo', width: 96, wrap: true }, { label: 'Nivel', width: 30, align: 'center' as const }] : []),
    { label: 'Código', width: 58 },
    { label: 'Asignatura', width: W - fixed, wrap: true },
    { label: 'Créd.', width: 46, align: 'center' },
    ...(hoursToo ? [{ label: 'Horas', width: 40, align: 'center' as const }] : []),
    { label: 'Matr.', width: 36, align: 'center' },
    { label: ['Nota', `/${uni.scale}`], width: 44, align: 'center' },
    { label: 'Estado', width: 62, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.8, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#e6ecf3', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Promedio general: ${avg} / ${uni.scale}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Total de créditos aprobados: ${credits}`, L, y + 15, { font: F.bold, size: 9.5 });
  y += 36;
  if (graduated) {
    y += pdf.para(`Obtuvo el título de ${upper(title, 'es')} con fecha ${longDate(gradDate, 'es')}, registrado en la SENESCYT.`, L, y, W, { font: F.regular, size: 9.5 });
  } else {
    y += pdf.para(`Título que otorga la carrera: ${title}. Nivel de formación: tercer nivel de grado.`, L, y, W, { font: F.regular, size: 9.5 });
  }
  y += 10;
  y += pdf.para(`Es todo cuanto puedo certificar en honor a la verdad, facultando al interesado hacer uso del presente como estime conveniente. ${uni.city}, ${longDate(issued, 'es')}.`, L, y, W, { font: F.regular, size: 9.5 });
  pdf.signature(pdf.width / 2 - 60, y + 46, 120, rng);
  pdf.line(pdf.width / 2 - 90, y + 58, pdf.width / 2 + 90, y + 58, 0.5);
  pdf.text(`${p.woman ? 'Abg.' : 'Abg.'} ${rng.pick(['Mónica Cárdenas Ruiz', 'Patricio Logroño Vaca', 'Verónica Sarango Leiva', 'Fausto Ordóñez Celi'])}`, L, y + 62, { font: F.bold, size: 9, width: W, align: 'center' });
  pdf.text('SECRETARIO(A) GENERAL', L, y + 75, { font: F.regular, size: 8.5, width: W, align: 'center' });
  footers(pdf, F, (a, b) => `Página ${a} de ${b}`);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'qualification.dateOfIssue': longDate(issued, 'es'), 'institution.name': upper(uni.name, 'es') };
  if (graduated) printed['qualification.name'] = upper(title, 'es');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-03-certificate',
    country: 'EC',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Ecuadorian university certificate of grades (certificado de calificaciones / récord académico) by the Secretaría General: certifying preamble with the surnames first in capitals and the cédula number, subjects by academic period (two per year) as headings or a column, level, code, credits (hours besides in some), enrolment number (1ra/2da matrícula), final grade out of 10 or 100 and APROBADO; general average, credits passed, the title obtained and its date; as described in the Reglamento de Régimen Académico and Ecuadorian universities\' secretariat pages.',
    render,
  },
];
