/**
 * Paraguayan university certificado de estudios, after the registrar practice of Paraguayan universities and the
 * grading references that describe it (the 1-5 scale: 1 reprobado, 2 aprobado, 3 bueno, 4 muy bueno, 5 sobresaliente,
 * the calificación written in figures and in words): the university with its Asunción or departmental address and
 * "Paraguay", "CERTIFICADO DE ESTUDIOS", the holder's names and two surnames (captions "Nombres" / "Apellidos" or one
 * "Nombres y Apellidos"), the cédula de identidad (C.I. N°, an identity number, never the registration), the
 * matrícula, the carrera and the year of admission, the asignaturas by curso ("Primer Curso", …) with the hours
 * (carga horaria: never credits), the examination date, the acta and the calificación in figures and words (two
 * cells "Números | Letras", or one "4 (cuatro)"), the promedio general, the title the carrera leads to
 * ("Licenciada en Administración de Empresas", gendered), the date of graduation (fecha de egreso) and "Asunción,
 * 3 de marzo de 2022". Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEs, digits, iso, nePerson, neResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ne-kit';

const UNIS = [
  { name: 'Universidad Privada del Ybytyruzú', city: 'Villarrica', addr: 'Calle Mariscal López 1240, Villarrica, Paraguay', web: 'upy.edu.py' },
  { name: 'Universidad Nacional de Ñeembucú Sur', city: 'Pilar', addr: 'Avda. Humaitá c/ Palma, Pilar, Paraguay', web: 'unns.edu.py' },
  { name: 'Universidad Autónoma del Cerro Corá', city: 'Asunción', addr: 'Avda. España 2455, Asunción, Paraguay', web: 'uacc.edu.py' },
];

const CARRERAS: Array<{ carrera: string; titleM: string; titleF: string; field: string; years: number; subjects: string[] }> = [
  {
    carrera: 'Administración de Empresas', titleM: 'Licenciado en Administración de Empresas', titleF: 'Licenciada en Administración de Empresas', field: 'Administración de Empresas', years: 4,
    subjects: ['Matemática I', 'Contabilidad General', 'Introducción a la Administración', 'Comunicación Oral y Escrita', 'Microeconomía', 'Estadística Aplicada', 'Derecho Comercial', 'Costos', 'Macroeconomía', 'Administración Financiera', 'Marketing', 'Gestión del Talento Humano', 'Investigación Operativa', 'Comercio Internacional', 'Planeamiento Estratégico', 'Trabajo Final de Grado'],
  },
  {
    carrera: 'Ciencias de la Educación', titleM: 'Licenciado en Ciencias de la Educación', titleF: 'Licenciada en Ciencias de la Educación', field: 'Ciencias de la Educación', years: 4,
    subjects: ['Pedagogía General', 'Psicología del Desarrollo', 'Lengua Guaraní I', 'Filosofía de la Educación', 'Didáctica General', 'Sociología de la Educación', 'Lengua Guaraní II', 'Evaluación Educacional', 'Currículum', 'Metodología de la Investigación', 'Gestión Educativa', 'Orientación Educacional', 'Práctica Profesional', 'Tesis de Grado'],
  },
  {
    carrera: 'Ingeniería Agronómica', titleM: 'Ingeniero Agrónomo', titleF: 'Ingeniera Agrónoma', field: 'Ingeniería Agronómica', years: 5,
    subjects: ['Botánica General', 'Química General', 'Matemática', 'Física Aplicada', 'Edafología', 'Fisiología Vegetal', 'Genética', 'Entomología Agrícola', 'Fitopatología', 'Maquinaria Agrícola', 'Cultivos Extensivos', 'Horticultura', 'Economía Agraria', 'Extensión Rural', 'Manejo de Suelos', 'Producción Animal', 'Trabajo Final de Grado'],
  },
];

const WORDS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco'];
const CURSOS = ['Primer Curso', 'Segundo Curso', 'Tercer Curso', 'Cuarto Curso', 'Quinto Curso'];

async function render(rng: Rng) {
  const person = nePerson(rng, 'PY');
  const uni = rng.pick(UNIS);
  const c = rng.pick(CARRERAS);
  const entry = rng.int(2013, 2018);
  const grad = entry + c.years;
  const egreso = iso(grad - 1, 12, rng.int(1, 20));
  const issued = iso(grad, rng.int(2, 5), rng.int(1, 28));
  const ci = `${rng.int(3, 6)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const matricula = `${entry}${digits(rng, 4)}`;
  const dob = rng.bool(0.6) ? iso(entry - 18 - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28)) : null;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SANS[2]]);
  const oneCell = rng.bool(0.4);
  const captions = rng.pick(['split', 'joint'] as const);
  const title = person.female ? c.titleF : c.titleM;
  const ability = rng.float(2.8, 4.7);

  const r = neResult('es', person, dob);
  setInstitution(r, uni.name, 'PY');
  const rows: TableRow[] = [];
  const per = Math.ceil(c.subjects.length / c.years);
  let sum = 0, n = 0;
  for (let yr = 0; yr < c.years; yr++) {
    const subs = c.subjects.slice(yr * per, (yr + 1) * per);
    if (!subs.length) break;
    rows.push({ heading: `${CURSOS[yr]} — Año ${entry + yr}` });
    for (const s of subs) {
      const g = Math.max(2, Math.min(5, Math.round(ability + rng.gauss() * 0.8)));
      const hours = rng.pick([60, 68, 85, 102, 136]);
      const date = slashed(iso(entry + yr, rng.pick([7, 11, 12]), rng.int(1, 28)));
      const acta = `${digits(rng, 3)}/${entry + yr}`;
      const grade = oneCell ? `${g} (${WORDS[g]})` : String(g);
      rows.push({ cells: oneCell ? [s, String(hours), date, acta, grade] : [s, String(hours), date, acta, String(g), WORDS[g]] });
      r.courses.push(course({ courseName: s, grade }));
      sum += g;
      n++;
    }
  }
  const avg = (sum / n).toFixed(2);
  Object.assign(r.qualification, {
    name: title, level: 'Bachelor', program: c.carrera, majorOrSpecialization: c.field, registrationNumber: matricula, yearOfAdmission: entry, yearOfCompletion: grad - 1,
    dateOfIssue: issued, status: 'Completed', cgpa: avg, totalCreditsOrMarks: null, programDuration: null,
  });

  const pdf = new Pdf({ size: A4, title: 'Certificado de Estudios', author: uni.name, creationDate: new Date(`${issued}T07:00:00Z`) });
  const L = 48;
  const W = pdf.width - 2 * L;
  const blue = rng.pick(['#17365d', '#5b1a1a', '#1d4d2b']);
  pdf.crest(L + 24, 50, 22, uni.name.split(' ').filter((w) => /^[A-ZÑ]/.test(w)).map((w) => w[0]).join('').slice(0, 4), blue);
  pdf.text(uni.name.toUpperCase(), L + 56, 30, { font: F.bold, size: 13, color: blue, width: W - 56, fit: true });
  pdf.text('Secretaría General · Departamento de Registro Académico', L + 56, 48, { font: F.regular, size: 9 });
  pdf.text(`${uni.addr} · Tel. (0${rng.int(21, 86)}) ${digits(rng, 3)} ${digits(rng, 3)} · www.${uni.web}`, L + 56, 62, { font: F.regular, size: 7.5, width: W - 56, fit: true });
  pdf.line(L, 80, L + W, 80, 1, blue);
  pdf.text('CERTIFICADO DE ESTUDIOS', L, 92, { font: F.bold, size: 14, width: W, align: 'center' });
  const kv: Array<[string, string]> = captions === 'split'
    ? [['Nombres', person.given], ['Apellidos', person.family]]
    : [['Nombres y Apellidos', `${person.given} ${person.family}`]];
  kv.push(['C.I. N°', ci], ['Matrícula N°', matricula]);
  if (dob) kv.push(['Fecha de nacimiento', slashed(dob)]);
  kv.push(['Carrera', c.carrera], ['Año de ingreso', String(entry)]);
  let y = 120;
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 130, y, { font: F.bold, size: 9, width: W - 130, fit: true });
    y += 14;
  }
  y += 4;
  pdf.para(`La Secretaría General certifica que ${person.given} ${person.family} ha cursado y aprobado en esta Universidad las asignaturas que se detallan, con las calificaciones siguientes:`, L, y, W, { font: F.regular, size: 8.5 });
  y += 28;
  const gradeCols: Column[] = oneCell
    ? [{ label: 'Calificación', width: 80, align: 'center' }]
    : [{ label: ['Calificación', 'Números'], width: 54, align: 'center' }, { label: ['', 'Letras'], width: 56, align: 'center' }];
  const gw = gradeCols.reduce((a, x) => a + x.width, 0);
  const cols: Column[] = [
    { label: 'Asignatura', width: W - 48 - 62 - 58 - gw, wrap: true },
    { label: ['Carga', 'horaria'], width: 48, align: 'center' },
    { label: ['Fecha de', 'examen'], width: 62, align: 'center' },
    { label: 'Acta N°', width: 58, align: 'center' },
    ...gradeCols,
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e8ecf2', repeatHeader: rng.bool(0.6), top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  pdf.text(`Promedio general: ${avg.replace('.', ',')}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Fecha de egreso: ${slashed(egreso)}`, L + 220, y, { font: F.bold, size: 9.5 });
  pdf.text(`Título: ${title}`, L, y + 16, { font: F.bold, size: 9.5 });
  pdf.para('Escala de calificaciones: 1 (uno) reprobado; 2 (dos) aprobado; 3 (tres) bueno; 4 (cuatro) muy bueno; 5 (cinco) sobresaliente. La carga horaria se expresa en horas reloj.', L, y + 34, W, { font: F.italic, size: 7 });
  pdf.text(`${uni.city}, ${dateEs(issued)}`, L, y + 62, { font: F.regular, size: 9.5 });
  pdf.signature(L + 20, y + 100, 100, rng);
  pdf.text('Secretario General', L, y + 108, { font: F.bold, size: 9 });
  pdf.signature(L + W - 150, y + 100, 100, rng);
  pdf.text('Rector', L + W - 150, y + 108, { font: F.bold, size: 9, width: 120, align: 'center' });
  pdf.seal(L + W / 2, y + 96, 26, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': captions === 'split' ? person.given : `${person.given} ${person.family}`,
      ...(dob ? { 'candidate.dateOfBirth': slashed(dob) } : {}),
      'qualification.dateOfIssue': dateEs(issued),
      'qualification.cgpa': avg.replace('.', ','),
      'qualification.yearOfCompletion': slashed(egreso),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ne-py-certificado-estudios',
    country: 'PY',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Paraguayan university certificado de estudios: Nombres / Apellidos (two surnames) or one caption, C.I. N° (identity, a decoy), matrícula, carrera, año de ingreso, asignaturas by curso with carga horaria (hours, not credits), fecha de examen, acta and the 1-5 calificación in figures and words ("4 | cuatro" or "4 (cuatro)"), promedio general, the gendered title ("Licenciada en …", "Ingeniero Agrónomo"), fecha de egreso, "Villarrica, 3 de marzo de 2022"; after Paraguayan registrar practice and grading-scale references.',
    render,
  },
];
