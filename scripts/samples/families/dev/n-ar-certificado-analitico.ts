/**
 * Argentine university "Certificado Analítico" (final transcript): "Apellido y Nombres: PÉREZ,
 * Lucía", DNI, the career and its plan, a table by year of the plan: Asignatura | Fecha | Nota in
 * figures | Nota in words | Libro | Folio | Condición (Aprobado, Promocionado, Equivalencia), grades
 * 1-10 (4 to pass), then "Promedio general", the title awarded ("ha completado los estudios
 * correspondientes a la carrera de … obteniendo el título de …") and the date of completion.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dmy, iso, longDate, nPerson, nResult, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Universidad Nacional del Litoral Sur', city: 'Santa Rosa', province: null },
  { name: 'Universidad Nacional de la Patagonia Andina', city: 'San Carlos de Bariloche', province: null },
  { name: 'Universidad Nacional del Noroeste Argentino', city: 'San Salvador de Jujuy', province: null },
];
const CAREERS: Array<{ career: string; title: [string, string]; years: string[][] }> = [
  {
    career: 'Contador Público', title: ['Contador Público', 'Contadora Pública'],
    years: [['Introducción a la Contabilidad', 'Matemática I', 'Introducción a la Economía', 'Administración General'], ['Contabilidad Intermedia', 'Estadística', 'Microeconomía', 'Derecho Civil'], ['Costos', 'Macroeconomía', 'Derecho Comercial', 'Sistemas de Información'], ['Impuestos I', 'Auditoría', 'Finanzas de Empresas', 'Contabilidad Superior'], ['Impuestos II', 'Actuación Profesional Judicial', 'Práctica Profesional', 'Seminario de Ética']],
  },
  {
    career: 'Licenciatura en Psicología', title: ['Licenciado en Psicología', 'Licenciada en Psicología'],
    years: [['Introducción a la Psicología', 'Biología Humana', 'Filosofía', 'Sociología'], ['Psicología del Desarrollo', 'Neurofisiología', 'Psicología Social', 'Estadística Aplicada'], ['Psicopatología I', 'Teorías de la Personalidad', 'Psicología Educacional', 'Metodología de la Investigación'], ['Psicopatología II', 'Técnicas de Evaluación Psicológica', 'Psicología Clínica', 'Psicología Laboral'], ['Psicología Jurídica', 'Práctica Profesional Supervisada', 'Ética Profesional', 'Trabajo Final Integrador']],
  },
];
const WORDS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
const ORD = ['Primer Año', 'Segundo Año', 'Tercer Año', 'Cuarto Año', 'Quinto Año'];

async function render(rng: Rng) {
  const person = nPerson(rng, 'AR');
  const female = ['Lucía', 'Martina', 'Sofía', 'Agustina', 'Florencia', 'Micaela'].includes(person.given);
  const uni = rng.pick(UNIS);
  const car = rng.pick(CAREERS);
  const entry = rng.int(2010, 2018);
  const dni = `${rng.int(33, 44)}.${String(rng.int(0, 999)).padStart(3, '0')}.${String(rng.int(0, 999)).padStart(3, '0')}`;
  const dob = iso(entry - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SERIF[1], SANS[1]]);
  const ability = rng.float(5.5, 8.8);
  const shown = `${upper(person.family)}, ${person.given}`;
  const title = car.title[female ? 1 : 0];

  const r = nResult('es', person, dob);
  setInstitution(r, uni.name, 'AR');
  const rows: TableRow[] = [];
  let sum = 0;
  let n = 0;
  let last = '';
  car.years.forEach((subjects, yi) => {
    rows.push({ heading: ORD[yi] });
    for (const s of subjects) {
      const date = iso(entry + yi + (rng.bool(0.3) ? 1 : 0), rng.pick([7, 8, 11, 12]), rng.int(1, 28));
      const equiv = yi === 0 && rng.bool(0.1);
      const nota = Math.max(4, Math.min(10, Math.round(ability + rng.gauss() * 1.2)));
      const cond = equiv ? 'Equivalencia' : nota >= 7 && rng.bool(0.4) ? 'Promocionado' : 'Aprobado';
      const libro = String(rng.int(10, 99));
      const folio = String(rng.int(1, 300));
      rows.push({ cells: [s, dmy(date, '/'), String(nota), WORDS[nota], libro, folio, cond] });
      r.courses.push(course({ courseName: s, grade: String(nota), marksScored: null, passStatus: cond, term: ORD[yi], year: Number(date.slice(0, 4)) }));
      sum += nota;
      n++;
      if (date > last) last = date;
    }
  });
  const promedio = (sum / n).toFixed(2);
  const finished = last;
  const issued = iso(Number(finished.slice(0, 4)) + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < finished ? finished : issued;
  Object.assign(r.qualification, {
    registrationNumber: null, name: title, level: 'Bachelor', program: car.career, majorOrSpecialization: car.career.split(' en ')[1] ?? null, yearOfAdmission: entry,
    yearOfCompletion: Number(finished.slice(0, 4)), dateOfIssue: issuedIso, cgpa: promedio, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Certificado Analítico', author: uni.name, creationDate: new Date(`${issuedIso}T12:00:00Z`) });
  const L = rng.int(40, 52);
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#1b365d', '#3b2a14', '#222222']);
  pdf.text('REPÚBLICA ARGENTINA', L, 30, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(upper(uni.name), L, 44, { font: F.bold, size: 14, width: W, align: 'center', color: ink, fit: true });
  pdf.text(`Facultad de ${car.career === 'Contador Público' ? 'Ciencias Económicas' : 'Psicología'}  —  ${uni.city}`, L, 63, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('CERTIFICADO ANALÍTICO', L, 88, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 114;
  const kv: Array<[string, string]> = [['Apellido y Nombres', shown], ['D.N.I. N°', dni], ['Fecha de nacimiento', dmy(dob, '/')], ['Carrera', car.career], ['Plan de estudios', `Plan ${entry - rng.int(2, 8)} - Res. C.S. N° ${rng.int(100, 999)}/${rng.int(2003, 2009)}`], ['Fecha de ingreso', dmy(iso(entry, 3, rng.int(1, 28)), '/')]];
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 120, y, { font: F.bold, size: 9, width: W - 120, fit: true });
    y += 14;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Asignatura', width: W - 60 - 30 - 50 - 36 - 36 - 78, wrap: true },
    { label: 'Fecha', width: 60, align: 'center' },
    { label: ['Nota', 'Nº'], width: 30, align: 'center' },
    { label: ['Nota', 'Letras'], width: 50 },
    { label: 'Libro', width: 36, align: 'center' },
    { label: 'Folio', width: 36, align: 'center' },
    { label: 'Condición', width: 78 },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['grid', 'rows'] as const), repeatHeader: true, top: 46, bottom: pdf.height - 60 });
  if (y > pdf.height - 180) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Promedio general: ${promedio.replace('.', ',')} (${n} asignaturas aprobadas)`, L, y, { font: F.bold, size: 9.5 });
  y += 22;
  y += pdf.para(`Se certifica que ${shown} ha completado los estudios correspondientes a la carrera de ${car.career}, obteniendo el título de ${title}, habiendo aprobado la última asignatura el ${longDate(finished, 'es')}. Se extiende el presente a solicitud de ${female ? 'la interesada' : 'el interesado'} en ${uni.city}, a los ${Number(issuedIso.slice(8))} días del mes de ${longDate(issuedIso, 'es').split(' de ')[1]} de ${issuedIso.slice(0, 4)}.`, L, y, W, { font: F.regular, size: 9.5, leading: 14 }) + 36;
  pdf.signature(L + 20, y, 110, rng);
  pdf.text('Jefe/a Dpto. Alumnos', L, y + 10, { font: F.regular, size: 8.5, width: 150, align: 'center' });
  pdf.signature(R - 140, y, 110, rng);
  pdf.text('Secretario/a Académico/a', R - 160, y + 10, { font: F.regular, size: 8.5, width: 160, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.cgpa': promedio.replace('.', ','), 'qualification.dateOfIssue': issuedIso.slice(0, 4), 'qualification.yearOfCompletion': longDate(finished, 'es') } };
}

export const families: Family[] = [
  {
    id: 'n-ar-certificado-analitico',
    country: 'AR',
    languages: ['es'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Argentine university "certificado analítico": "Apellido y Nombres" with the surname in capitals before a comma, DNI, career and plan, subjects by year of the plan with exam date, grade 1-10 in figures and in words, libro and folio of the exam record, condition (aprobado, promocionado, equivalencia), general average and the title obtained, dated in words; as described by Argentine universities\' "certificado analítico" request pages.',
    render,
  },
];
