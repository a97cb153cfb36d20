/**
 * Individual graduation record ("Acta de grado individual") of an Andean private university, in Spanish, in running
 * text: the university's letterhead with "Bucaramanga, Santander, Colombia" (the department printed beside the city: a
 * printed state); "ACTA DE GRADO INDIVIDUAL No. <n>" (the minutes' number: a decoy, as is the faculty council's minutes'
 * number); one long paragraph "En la ciudad de Bucaramanga, a los quince (15) días del mes de
 * diciembre de dos mil veinte (2020), … se confirió el título de INGENIERA INDUSTRIAL a LAURA VALENTINA MARTÍNEZ ROJAS,
 * identificada con la cédula de ciudadanía No. 1.098.… expedida en <town>" — the date in words with its figures, the
 * professional title and the holder's name in capitals, the national identity number a decoy, the student code on some
 * (the registration); the dean's and secretary's names as decoys; the signatures of the rector and the general
 * secretary; and "Se expide copia auténtica … el <date>" (the issue, with the month named). As Colombian universities record each
 * graduation in an acta.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, LETTER, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { esDateWords, iso, longDate, otherName, wPerson, wResult } from './w3-kit';

const UNIS = [
  { name: 'Fundación Universitaria del Cañón del Chicamocha', street: 'Carrera 27 No. 48-12' },
  { name: 'Universidad Tecnológica de Oriente', street: 'Calle 45 No. 30-21, Cabecera del Llano' },
];
const TITLES = [
  { m: 'Ingeniero Industrial', f: 'Ingeniera Industrial', fac: 'Facultad de Ingenierías Físico-Mecánicas' },
  { m: 'Administrador de Empresas', f: 'Administradora de Empresas', fac: 'Facultad de Ciencias Económicas y Administrativas' },
  { m: 'Contador Público', f: 'Contadora Pública', fac: 'Facultad de Ciencias Contables' },
  { m: 'Licenciado en Educación Básica', f: 'Licenciada en Educación Básica', fac: 'Facultad de Educación' },
];
const TOWNS = ['Floridablanca', 'Girón', 'Piedecuesta', 'San Gil', 'Barrancabermeja', 'Socorro', 'Cúcuta'];

/** "1.098.765.432" (the thousands grouped with dots). */
const dots = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

async function render(rng: Rng) {
  const p = wPerson(rng, 'CO');
  const uni = rng.pick(UNIS);
  const t = rng.pick(TITLES);
  const title = p.woman ? t.f : t.m;
  const year = rng.int(2012, 2025);
  const grad = iso(year, rng.pick([3, 6, 9, 12]), rng.int(1, 28));
  const council = iso(year, Number(grad.slice(5, 7)) - 1 || 1, rng.int(1, 28));
  const copy = iso(year + rng.int(0, 3), rng.int(1, 12), rng.int(1, 28));
  const issued = copy < grad ? grad : copy;
  const showCode = rng.bool(0.5);
  const F = rng.pick(SERIF);
  const code = `${year - 5}${digits(rng, 5)}`;
  const cc = dots(`10${digits(rng, 8)}`);
  const acta = `${year}-${digits(rng, 4)}`;
  const r = wResult('es', p.given, p.family, null);
  setInstitution(r, uni.name, 'CO', 'SAN');
  Object.assign(r.qualification, { name: title, level: 'Bachelor', registrationNumber: showCode ? code : null, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued });
  if (/ en /.test(title)) r.qualification.majorOrSpecialization = title.split(' en ')[1];

  const pdf = new Pdf({ size: rng.bool() ? LETTER : A4, title: 'Acta de grado', author: uni.name, creationDate: new Date(`${issued}T15:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#14532d', '#1e3a8a']);
  const M = 72;
  const W = pdf.width - 2 * M;
  pdf.crest(pdf.width / 2, 66, 28, 'U', c);
  pdf.text(uni.name.toUpperCase(), M, 104, { font: F.bold, size: 13, width: W, align: 'center', color: c, fit: true });
  pdf.text(`${uni.street} · Bucaramanga, Santander, Colombia · PBX (607) 6${digits(rng, 6)}`, M, 122, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#444444', fit: true });
  pdf.text('SECRETARÍA GENERAL', M, 136, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#444444' });
  pdf.text(`ACTA DE GRADO INDIVIDUAL No. ${acta}`, M, 170, { font: F.bold, size: 14, width: W, align: 'center' });
  const dean = otherName(rng, 'CO', p.family);
  const sec = otherName(rng, 'CO', p.family);
  const rector = otherName(rng, 'CO', p.family);
  const ident = p.woman ? 'identificada' : 'identificado';
  const text = `En la ciudad de Bucaramanga, ${esDateWords(grad)}, en ceremonia pública celebrada en el Aula Máxima de la Universidad, el Rector, ${rector}, en presencia del Decano(a) de la ${t.fac}, ${dean}, y de quien suscribe como Secretario(a) General, confirió el título de ${title.toUpperCase()} a ${`${p.given} ${p.family}`.toUpperCase()}, ${ident} con la cédula de ciudadanía No. ${cc} expedida en ${rng.pick(TOWNS)}${showCode ? `, código estudiantil No. ${code}` : ''}, quien cumplió con todos los requisitos académicos exigidos por los reglamentos de la Universidad para optar a dicho título, según consta en el Acta del Consejo de Facultad No. ${rng.int(10, 40)} del ${longDate(council, 'es')}. ${p.woman ? 'La graduanda' : 'El graduando'} prestó el juramento de rigor y recibió el diploma correspondiente.`;
  let y = 206;
  y += pdf.para(text, M, y, W, { font: F.regular, size: 11.5, leading: 19 }) + 18;
  y += pdf.para('Para constancia se firma la presente acta por quienes en ella intervinieron.', M, y, W, { font: F.regular, size: 11.5, leading: 19 }) + 60;
  [[rector, 'Rector'], [sec, 'Secretario(a) General']].forEach(([n, role], i) => {
    const x = M + i * (W / 2);
    pdf.signature(x + 30, y - 18, 120, rng);
    pdf.line(x + 10, y, x + W / 2 - 20, y, 0.5);
    pdf.text(n.toUpperCase(), x + 10, y + 5, { font: F.bold, size: 9.5, width: W / 2 - 30, align: 'center', fit: true });
    pdf.text(role, x + 10, y + 19, { font: F.italic, size: 9, width: W / 2 - 30, align: 'center' });
  });
  y += 70;
  pdf.para(`Se expide copia auténtica de la presente acta con destino al interesado(a), en Bucaramanga, el ${longDate(issued, 'es')}.`, M, y, W, { font: F.italic, size: 10, leading: 15, color: '#333333' });
  pdf.seal(pdf.width - M - 30, y + 60, 30, c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}`.toUpperCase(), 'qualification.name': title.toUpperCase(), 'qualification.dateOfIssue': longDate(issued, 'es') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-07-certificate',
    country: 'CO',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Individual graduation record (acta de grado individual) of an Andean private university in Spanish running text: letterhead with Bucaramanga, Santander, Colombia; the acta number and the faculty council minutes as decoys; one paragraph with the date in words and figures (a los quince (15) días del mes de …), the rector and dean named, the professional title and the holder in capitals, the national identity number (decoy) and the student code on some; signatures; a certified copy issued on a later date.',
    render,
  },
];
