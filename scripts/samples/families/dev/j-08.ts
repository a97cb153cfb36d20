/**
 * Personal academic certificate (certificación académica personal) of an Equatoguinean university school, in
 * Spanish: the Republic's heading, the school with its city (Malabo or Bata) and the country, "SECRETARÍA GENERAL";
 * the secretary's certifying sentence ("CERTIFICA: Que D./Dña. NAME, con D.I.P. n.º … (an identity number), nacido/a
 * en … el <date with the month's name>, ha cursado en este Centro los estudios de Licenciatura en …"); the record
 * number on some; a table with the academic year ("2015-2016"), the year of the course ("Primero" …), the subject,
 * the sitting (convocatoria "Junio 2016" / "Septiembre 2016") and the grade only in words — Matrícula de Honor,
 * Sobresaliente, Notable, Aprobado, Suspenso (a failed sitting listed before the passed one), Convalidada; the
 * average of the record in words too (no figure); the completion in a sentence on finished records; "Y para que
 * conste … expido la presente en Malabo, a <date>", the secretary's and the director's (Vº Bº) signatures. As the
 * Spanish-model university certificates of the country are laid out.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, jPerson, jResult, jTable, longDate, otherName, secondFamily, type JRow } from './j-kit';

const SCHOOLS = [
  { name: 'Escuela Universitaria de Ciencias Empresariales de Malabo', city: 'Malabo' },
  { name: 'Escuela Universitaria de Ciencias Ambientales de Bata', city: 'Bata' },
];
const PROGS = [
  { name: 'Licenciatura en Economía', field: 'Economía', school: 0, years: 4, subjects: ['Introducción a la Economía', 'Matemáticas Empresariales I', 'Contabilidad General', 'Derecho Civil', 'Historia Económica', 'Microeconomía', 'Macroeconomía', 'Estadística', 'Matemáticas Empresariales II', 'Economía de Guinea Ecuatorial', 'Hacienda Pública', 'Econometría', 'Economía Internacional', 'Contabilidad de Costes', 'Política Económica', 'Economía del Desarrollo', 'Finanzas', 'Economía de la Empresa', 'Sistema Fiscal', 'Trabajo Fin de Carrera'] },
  { name: 'Licenciatura en Administración y Dirección de Empresas', field: 'Administración y Dirección de Empresas', school: 0, years: 4, subjects: ['Introducción a la Empresa', 'Matemáticas I', 'Contabilidad Financiera', 'Derecho Mercantil', 'Informática de Gestión', 'Microeconomía', 'Estadística Empresarial', 'Marketing', 'Matemáticas II', 'Dirección de Recursos Humanos', 'Dirección Financiera', 'Organización de Empresas', 'Contabilidad Analítica', 'Comercio Exterior', 'Dirección Estratégica', 'Auditoría', 'Fiscalidad de la Empresa', 'Creación de Empresas', 'Prácticas Externas', 'Trabajo Fin de Carrera'] },
  { name: 'Licenciatura en Ciencias Ambientales', field: 'Ciencias Ambientales', school: 1, years: 4, subjects: ['Biología General', 'Química General', 'Matemáticas', 'Física', 'Geología', 'Ecología', 'Botánica', 'Zoología', 'Estadística', 'Edafología', 'Hidrología', 'Climatología', 'Gestión de Residuos', 'Evaluación de Impacto Ambiental', 'Ecosistemas Forestales de Guinea Ecuatorial', 'Biodiversidad Marina', 'Legislación Ambiental', 'Sistemas de Información Geográfica', 'Ordenación del Territorio', 'Trabajo Fin de Carrera'] },
];
const WORDS = ['Matrícula de Honor', 'Sobresaliente', 'Notable', 'Aprobado', 'Suspenso'];
const ORD = ['Primero', 'Segundo', 'Tercero', 'Cuarto'];
const TOWNS = ['Ebebiyín', 'Mongomo', 'Luba', 'Evinayong', 'Mbini', 'Aconibe', 'Riaba', 'Acurenam'];

async function render(rng: Rng) {
  const p = jPerson(rng, 'GQ');
  const family = `${p.family} ${secondFamily(rng, 'GQ', p.family)}`;
  const prog = rng.pick(PROGS);
  const school = SCHOOLS[prog.school];
  const start = rng.int(2012, 2019);
  const done = rng.bool(0.55);
  const years = done ? prog.years : rng.int(2, prog.years - 1);
  const dob = iso(start - rng.int(18, 23), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.6);
  const showFile = rng.bool(0.5);
  const file = `${start}/${digits(rng, 4)}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const ability = rng.float(1.3, 3.3);
  const surnameFirst = rng.bool(0.5);
  const r = jResult('es', p.given, family, showDob ? dob : null);
  setInstitution(r, school.name, 'GQ');

  const per = Math.ceil(prog.subjects.length / prog.years);
  const rows: JRow[] = [];
  const got: number[] = [];
  for (let k = 0; k < years; k++) {
    const session = `${start + k}-${start + k + 1}`;
    for (const subject of prog.subjects.slice(k * per, (k + 1) * per)) {
      // A subject recognised from earlier studies, now and then in the first year.
      if (k === 0 && rng.bool(0.06)) {
        rows.push({ cells: [session, ORD[k], subject, '—', 'Convalidada'] });
        r.courses.push(course({ courseName: subject, grade: 'Convalidada', term: ORD[k], session }));
        continue;
      }
      let i = Math.round(around(rng, ability, 0.9, 0, 4));
      if (i === 4) {
        // The June sitting failed; the September one passed (both are on the record).
        rows.push({ cells: [session, ORD[k], subject, `Junio ${start + k + 1}`, 'Suspenso'] });
        r.courses.push(course({ courseName: subject, grade: 'Suspenso', term: ORD[k], session }));
        i = 3;
        rows.push({ cells: [session, ORD[k], subject, `Septiembre ${start + k + 1}`, WORDS[i]] });
      } else rows.push({ cells: [session, ORD[k], subject, `Junio ${start + k + 1}`, WORDS[i]] });
      r.courses.push(course({ courseName: subject, grade: WORDS[i], term: ORD[k], session }));
      got.push(i);
    }
  }
  const mean = WORDS[Math.min(3, Math.round(got.reduce((a, b) => a + b, 0) / got.length))];
  const end = start + prog.years;
  const issued = done ? iso(end, rng.int(7, 12), rng.int(1, 28)) : iso(start + years, rng.int(7, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: showFile ? file : null, name: prog.name, level: 'Bachelor', majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: done ? end : null, status: done ? 'Completed' : null, dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4, title: 'Certificación Académica Personal', author: school.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#0b4f2e', '#1f3a93', '#3d3d3d']);
  pdf.crest(L + 22, 56, 22, 'GE', c);
  pdf.text('REPÚBLICA DE GUINEA ECUATORIAL', L + 56, 34, { font: F.bold, size: 10, cs: 1 });
  pdf.text(school.name, L + 56, 50, { font: F.bold, size: 12.5, color: c, width: W - 56, fit: true });
  pdf.text(`Secretaría General  ·  ${school.city}, Guinea Ecuatorial`, L + 56, 68, { font: F.regular, size: 8.5 });
  pdf.line(L, 88, L + W, 88, 1, c);
  pdf.text('CERTIFICACIÓN ACADÉMICA PERSONAL', L, 100, { font: F.bold, size: 13, width: W, align: 'center' });
  let y = 128;
  const secretary = otherName(rng, 'GQ', p.family);
  const shownName = surnameFirst ? `${family.toUpperCase()}, ${p.given}` : `${p.given} ${family}`;
  const born = showDob ? `, ${p.woman ? 'nacida' : 'nacido'} en ${rng.pick(TOWNS)} el ${longDate(dob, 'es')}` : '';
  const sentence = `${secretary}, Secretario/a General de la ${school.name}, CERTIFICA: Que ${p.woman ? 'Dña.' : 'D.'} ${shownName}, con D.I.P. n.º ${digits(rng, 6)}${born}${showFile ? `, con número de expediente ${file}` : ''}, ha cursado en este Centro los estudios de ${prog.name} (Plan ${start - rng.int(2, 8)}), con las calificaciones que a continuación se expresan:`;
  y += pdf.para(sentence, L, y, W, { font: F.regular, size: 10, leading: 14 }) + 10;
  const cols = [{ label: 'Curso académico', width: 78 }, { label: 'Curso', width: 56 }, { label: 'Asignatura', width: W - 78 - 56 - 86 - 100 }, { label: 'Convocatoria', width: 86 }, { label: 'Calificación', width: 100 }];
  const rowH = 13;
  let i = 0;
  while (i < rows.length) {
    const room = Math.floor((pdf.height - 70 - y) / rowH) - 1;
    const chunk = rows.slice(i, i + room);
    y = jTable(pdf, F, L, y, cols, chunk, { size: 8.5, rowH, ruling: 'grid', fill: '#eeeeee' }) + 12;
    i += chunk.length;
    if (i < rows.length) {
      pdf.addPage();
      pdf.text(`${school.name} — Certificación académica (continuación)`, L, 36, { font: F.italic, size: 8.5 });
      y = 56;
    }
  }
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 56;
  }
  pdf.text(`Nota media del expediente: ${mean}`, L, y, { font: F.bold, size: 10 });
  y += 18;
  if (done) y += pdf.para(`${p.woman ? 'La interesada' : 'El interesado'} ha finalizado los estudios de ${prog.name} en la convocatoria de junio de ${end}, habiendo superado todas las asignaturas del plan de estudios.`, L, y, W, { font: F.regular, size: 10, leading: 14 }) + 8;
  else y += pdf.para(`${p.woman ? 'La interesada' : 'El interesado'} continúa sus estudios en el curso ${start + years}-${start + years + 1}.`, L, y, W, { font: F.regular, size: 10, leading: 14 }) + 8;
  y += pdf.para('Escala de calificaciones: Matrícula de Honor, Sobresaliente, Notable, Aprobado, Suspenso. Convalidada: asignatura reconocida de estudios anteriores.', L, y, W, { font: F.italic, size: 8, leading: 10, color: '#444444' }) + 12;
  y += pdf.para(`Y para que conste a petición ${p.woman ? 'de la interesada' : 'del interesado'}, expido la presente certificación en ${school.city}, a ${longDate(issued, 'es')}.`, L, y, W, { font: F.regular, size: 10, leading: 14 }) + 26;
  pdf.text('Vº Bº EL DIRECTOR', L, y, { font: F.bold, size: 9 });
  pdf.text('EL/LA SECRETARIO/A GENERAL', L + W - 200, y, { font: F.bold, size: 9, width: 200, align: 'right' });
  pdf.signature(L, y + 10, 100, rng);
  pdf.signature(L + W - 120, y + 10, 100, rng);
  pdf.seal(L + W / 2, y + 26, 26, c);
  pdf.text(otherName(rng, 'GQ', p.family), L, y + 46, { font: F.italic, size: 9 });
  pdf.text(secretary, L + W - 200, y + 46, { font: F.italic, size: 9, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'qualification.dateOfIssue': longDate(issued, 'es') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'es');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-08-record',
    country: 'GQ',
    languages: ['es'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Equatoguinean certificación académica personal in Spanish: the Republic, the school in Malabo or Bata, Guinea Ecuatorial; "CERTIFICA: Que D./Dña. NAME (two surnames, SURNAMES, Given or natural), con D.I.P. (a decoy), nacido/a en … el <date>, optional expediente, ha cursado … Licenciatura en …"; curso académico, curso Primero…, asignatura, convocatoria Junio/Septiembre, grades only in words (Matrícula de Honor … Suspenso, Convalidada); nota media in words; completion sentence; "expido la presente … a <date>".',
    render,
  },
];
