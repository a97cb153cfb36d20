/**
 * Certificate of enrolment ("certificado de alumno regular") of a Chilean university, in Spanish, a one-page letter:
 * the university and its registry office with the address in Valparaíso (a city that is also a region's name, so no
 * state), "CERTIFICADO DE ALUMNO REGULAR" with a certificate number (a decoy); one running paragraph "La Dirección de
 * Registro Académico … certifica que don/doña <APELLIDOS, Nombres> (the surnames in capitals first), RUT … (an identity
 * number, not a student number), es alumno(a) regular de la carrera de <carrera>, conducente al grado académico de
 * <Licenciado/Licenciada en …>, durante el primer/segundo semestre académico <año>, cursando el nivel …; ingresó a la
 * carrera el año 2021"; the student number ("N° de matrícula") on some; a boxed summary "Situación académica: Alumno
 * regular" on some (the standing under its caption); "Se extiende el presente certificado a petición del interesado
 * para …" (a purpose); the place and date, the registrar's name, a verification code and a QR-like square. As Chilean
 * universities issue certificates of regular enrolment.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, digits, letters, setInstitution } from '../lib/n-kit';
import { iso, longDate, otherName, wPerson, wResult } from './w4-kit';

const UNIS = [
  { name: 'Universidad del Litoral Central', addr: 'Avenida Brasil 2284, Valparaíso, Chile', short: 'ULC' },
  { name: 'Universidad Marítima de Cerro Alegre', addr: 'Subida Carvallo 1170, Valparaíso, Chile', short: 'UMCA' },
];
const CARRERAS = [
  { carrera: 'Bioquímica', grado: ['Licenciado en Bioquímica', 'Licenciada en Bioquímica'], field: 'Bioquímica' },
  { carrera: 'Geografía', grado: ['Licenciado en Geografía', 'Licenciada en Geografía'], field: 'Geografía' },
  { carrera: 'Ingeniería Comercial', grado: ['Licenciado en Ciencias de la Administración de Empresas', 'Licenciada en Ciencias de la Administración de Empresas'], field: 'Ciencias de la Administración de Empresas' },
];
const PURPOSES = ['los fines que estime conveniente', 'ser presentado en la Caja de Compensación', 'trámites de asignación familiar', 'postulación a beneficios estudiantiles'];
const ORD = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'];

function rut(rng: Rng): string {
  const n = rng.int(18_000_000, 22_999_999).toLocaleString('de-DE');
  return `${n}-${rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'])}`;
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'CL');
  const uni = rng.pick(UNIS);
  const car = rng.pick(CARRERAS);
  const entry = rng.int(2016, 2023);
  const year = entry + rng.int(1, 4);
  const sem = rng.int(1, 2);
  const issued = iso(year, sem === 1 ? rng.int(3, 6) : rng.int(8, 11), rng.int(1, 28));
  const showMat = rng.bool(0.5);
  const showBox = rng.bool(0.5);
  const mat = `${entry}${digits(rng, 5)}`;
  const grado = car.grado[p.woman ? 1 : 0];
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2]]);
  const r = wResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'CL');
  Object.assign(r.qualification, { name: grado, level: 'Bachelor', program: car.carrera, majorOrSpecialization: car.field, registrationNumber: showMat ? mat : null, yearOfAdmission: entry, dateOfIssue: issued, status: showBox ? 'In Progress' : null });

  const pdf = new Pdf({ size: LETTER, title: 'Certificado de alumno regular', author: uni.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 72;
  const W = pdf.width - 144;
  const c = rng.pick(['#003b5c', '#7a1f1f']);
  pdf.crest(L + 22, 62, 22, uni.short, c);
  pdf.text(uni.name, L + 54, 46, { font: F.bold, size: 14, color: c });
  pdf.text('Dirección de Registro Académico', L + 54, 64, { font: F.regular, size: 9.5 });
  pdf.text(uni.addr, L + 54, 77, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.line(L, 98, L + W, 98, 0.8, c);
  pdf.text('CERTIFICADO DE ALUMNO REGULAR', L, 130, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`N° ${digits(rng, 6)}/${year}`, L, 150, { font: F.regular, size: 9.5, width: W, align: 'center' });
  const level = (year - entry) * 2 + sem;
  const who = `${p.woman ? 'doña' : 'don'} ${p.family.toUpperCase()}, ${p.given}`;
  const body = `La Dirección de Registro Académico de la ${uni.name} certifica que ${who}, RUT ${rut(rng)}, es ${p.woman ? 'alumna' : 'alumno'} regular de la carrera de ${car.carrera}, conducente al grado académico de ${grado}, durante el ${ORD[sem - 1]} semestre académico ${year}, cursando el ${ORD[Math.min(4, Math.ceil(level / 2) - 1)]} año de su plan de estudios (nivel ${level}). ${p.woman ? 'La' : 'El'} ${p.woman ? 'alumna' : 'alumno'} ingresó a la carrera el año ${entry}${showMat ? ` con el N° de matrícula ${mat}` : ''}.`;
  let y = 190;
  y += pdf.para(body, L, y, W, { font: F.regular, size: 11.5, leading: 20 }) + 16;
  if (showBox) {
    pdf.rect(L, y, W, 48, 0.6, '#777777');
    pdf.text('Situación académica:', L + 10, y + 9, { font: F.bold, size: 10 });
    pdf.text(p.woman ? 'Alumna regular' : 'Alumno regular', L + 150, y + 9, { font: F.regular, size: 10 });
    pdf.text('Jornada:', L + 10, y + 27, { font: F.bold, size: 10 });
    pdf.text('Diurna', L + 150, y + 27, { font: F.regular, size: 10 });
    y += 64;
  }
  y += pdf.para(`Se extiende el presente certificado a petición ${p.woman ? 'de la interesada' : 'del interesado'} para ${rng.pick(PURPOSES)}.`, L, y, W, { font: F.regular, size: 11.5, leading: 20 }) + 30;
  pdf.text(`Valparaíso, ${longDate(issued, 'es')}`, L, y, { font: F.regular, size: 11 });
  y += 70;
  const reg = otherName(rng, 'CL', p.family);
  pdf.signature(L + W / 2 - 60, y - 30, 120, rng);
  pdf.line(L + W / 2 - 110, y, L + W / 2 + 110, y, 0.6);
  pdf.text(reg, L + W / 2 - 110, y + 5, { font: F.bold, size: 10, width: 220, align: 'center' });
  pdf.text('Director(a) de Registro Académico', L + W / 2 - 110, y + 19, { font: F.regular, size: 9.5, width: 220, align: 'center' });
  pdf.qrLike(L, pdf.height - 130, 62, rng);
  pdf.text(`Código de verificación: ${letters(rng, 4)}-${digits(rng, 4)}-${letters(rng, 4)}`, L + 74, pdf.height - 112, { font: F.regular, size: 8.5 });
  pdf.text(`Verifique la autenticidad de este documento en certificados.${uni.short.toLowerCase()}.cl`, L + 74, pdf.height - 98, { font: F.regular, size: 8.5, color: '#444444' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()}, ${p.given}`, 'qualification.dateOfIssue': longDate(issued, 'es') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-09-letter',
    country: 'CL',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Chilean university certificate of regular enrolment as a one-page letter: registry office with its Valparaíso address (a city named like its region), a decoy certificate number; one paragraph with don/doña APELLIDOS, Nombres, RUT (identity, not a student number), carrera, the academic degree it leads to (gendered Licenciado/Licenciada en …), the semester and level, the year of entry and the matrícula on some; a boxed Situación académica: Alumno(a) regular on some; the purpose, place and date in words, registrar, verification code and QR.',
    render,
  },
];
