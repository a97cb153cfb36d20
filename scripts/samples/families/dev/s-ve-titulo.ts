/**
 * Venezuelan university degree title (título universitario) in running text, as Venezuelan
 * registrar regulations (reglamentos de grados) and title-registration guides describe it:
 * "REPÚBLICA BOLIVARIANA DE VENEZUELA", the university, "EL RECTOR Y EL CONSEJO UNIVERSITARIO …
 * POR CUANTO" the holder (two given names and two surnames, in capitals) "titular de la Cédula de
 * Identidad N° V-…" "ha cumplido con los requisitos … le confiere el título de" the title on its own
 * line, then "… a los quince días del mes de julio de dos mil diecinueve" (day and year in words or
 * in digits); or one paragraph "confiere a NAME … el título de …". Below, the registry annotation
 * (registro principal) with its own later date, which is no completion.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf, SERIF, digits, iso, numberEs, MONTHS_ES, sPerson, sResult, setInstitution, yearEs } from '../lib/s-kit';

const UNIS = [
  { name: 'Universidad Experimental del Caroní', city: 'Ciudad Guayana', state: 'F', stateName: 'Estado Bolívar' },
  { name: 'Universidad Metropolitana del Ávila', city: 'Caracas', state: 'A', stateName: 'Distrito Capital' },
  { name: 'Universidad Politécnica de Carabobo', city: 'Valencia', state: 'G', stateName: 'Estado Carabobo' },
  { name: 'Universidad del Lago de Maracaibo', city: 'Maracaibo', state: 'V', stateName: 'Estado Zulia' },
];

/** Titles with their masculine and feminine forms, the field they join (the major) and their level. */
const TITLES: Array<{ m: string; f: string; major: string | null; level: 'Bachelor' | 'Master' | 'Diploma' }> = [
  { m: 'Ingeniero Electricista', f: 'Ingeniera Electricista', major: null, level: 'Bachelor' },
  { m: 'Ingeniero en Informática', f: 'Ingeniera en Informática', major: 'Informática', level: 'Bachelor' },
  { m: 'Licenciado en Contaduría Pública', f: 'Licenciada en Contaduría Pública', major: 'Contaduría Pública', level: 'Bachelor' },
  { m: 'Licenciado en Educación', f: 'Licenciada en Educación', major: 'Educación', level: 'Bachelor' },
  { m: 'Abogado', f: 'Abogada', major: null, level: 'Bachelor' },
  { m: 'Magíster Scientiarum en Gerencia Empresarial', f: 'Magíster Scientiarum en Gerencia Empresarial', major: 'Gerencia Empresarial', level: 'Master' },
  { m: 'Técnico Superior Universitario en Informática', f: 'Técnica Superior Universitaria en Informática', major: 'Informática', level: 'Diploma' },
];

const cap = (s: string) => s.toLocaleUpperCase('es');

async function render(rng: Rng) {
  const person = sPerson(rng, 'VE');
  const uni = rng.pick(UNIS);
  const t = rng.pick(TITLES);
  const title = person.female ? t.f : t.m;
  const year = rng.int(2012, 2024);
  const date = iso(year, rng.int(1, 12), rng.int(2, 28));
  const [, m, d] = date.split('-').map(Number);
  const cedula = `V-${rng.int(12, 29)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const F = rng.pick(SERIF);
  const variant = rng.pick(['por-cuanto', 'paragraph'] as const);
  const inWords = rng.bool(0.6);
  const dateText = inWords
    ? `a los ${numberEs(d)} días del mes de ${MONTHS_ES[m - 1]} del año ${yearEs(year)}`
    : `a los ${d} días del mes de ${MONTHS_ES[m - 1]} de ${year}`;
  const place = `${uni.city}, ${uni.stateName}`;
  const holder = cap(`${person.given} ${person.family}`);

  const r = sResult('es', person, null);
  setInstitution(r, uni.name, 'VE', uni.state);
  Object.assign(r.qualification, { name: title, level: t.level, majorOrSpecialization: t.major, yearOfCompletion: year, dateOfIssue: date, status: 'Completed' });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Titulo', author: uni.name, creationDate: new Date(`${date}T15:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const ink = rng.pick(['#1b2a4a', '#202020', '#3b2410']);
  pdf.fill(0, 0, W, H, rng.pick(['#fdfbf4', '#f7f4ea', '#ffffff']));
  pdf.rect(22, 22, W - 44, H - 44, 2, '#8a6d2f');
  pdf.rect(28, 28, W - 56, H - 56, 0.5, '#8a6d2f');
  pdf.crest(W / 2, 70, 26, uni.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), '#8a6d2f');
  const center = (text: string, y: number, size: number, font = F.regular) => pdf.text(text, 60, y, { font, size, width: W - 120, align: 'center', color: ink, fit: true });
  center('REPÚBLICA BOLIVARIANA DE VENEZUELA', 104, 12, F.bold);
  center(cap(uni.name), 122, 17, F.bold);
  let y = 160;
  if (variant === 'por-cuanto') {
    center('EL RECTOR Y EL CONSEJO UNIVERSITARIO', y, 11);
    center('POR CUANTO', y + 24, 12, F.bold);
    center(holder, y + 50, 20, F.italic);
    center(`titular de la Cédula de Identidad N° ${cedula}`, y + 80, 11);
    pdf.para('ha cumplido con todos los requisitos exigidos por las Leyes de la República y los Reglamentos de esta Universidad, le confiere el título de', 110, y + 102, W - 220, { font: F.regular, size: 11, align: 'center', color: ink });
    center(cap(title), y + 148, 22, F.bold);
    y += 190;
    pdf.para(`En fe de lo cual se expide el presente Título, que se firma y sella en ${place}, ${dateText}.`, 100, y, W - 200, { font: F.regular, size: 10.5, align: 'center', color: ink });
  } else {
    center('En nombre de la República y por autoridad de la Ley', y, 11, F.italic);
    const body = `La ${uni.name}, vista la certificación de la Secretaría y por cuanto ha cumplido con todos los requisitos legales y académicos, confiere a ${holder}, Cédula de Identidad ${cedula}, el título de`;
    y = 186 + pdf.para(body, 90, 186, W - 180, { font: F.regular, size: 12, align: 'center', color: ink, leading: 17 });
    center(cap(title), y + 12, 22, F.bold);
    y += 58;
    pdf.para(`Dado, firmado y sellado en ${place}, ${dateText}.`, 100, y, W - 200, { font: F.regular, size: 11, align: 'center', color: ink });
  }
  const signers = rng.pick([['Dr. Rafael Antonio Suárez', 'Rector'], ['Dra. Carmen Elena Villalba', 'Rectora']]);
  const sec = rng.pick([['Msc. Pedro José Arias', 'Secretario General'], ['Lcda. Norelys Montilla', 'Secretaria General']]);
  const sy = H - 118;
  for (const [i, [n, role]] of [signers, sec].entries()) {
    const x = i === 0 ? 110 : W - 330;
    pdf.signature(x + 30, sy - 22, 150, rng);
    pdf.line(x, sy, x + 220, sy, 0.6, ink);
    pdf.text(n, x, sy + 4, { font: F.bold, size: 9.5, width: 220, align: 'center', color: ink });
    pdf.text(role, x, sy + 17, { font: F.regular, size: 9, width: 220, align: 'center', color: ink });
  }
  pdf.seal(W / 2, sy - 8, 30, '#8a6d2f');
  // The registry annotation (registro principal): a later date and numbers that are not the title's.
  const reg = iso(year + (m > 9 ? 1 : 0), ((m + rng.int(1, 3) - 1) % 12) + 1, rng.int(1, 28));
  const regText = `Registrado bajo el N° ${rng.int(10, 999)}, folio ${rng.int(1, 300)}, tomo ${rng.int(1, 40)}, en fecha ${reg.slice(8, 10)}/${reg.slice(5, 7)}/${reg.slice(0, 4)}.`;
  pdf.text(regText, 44, H - 52, { font: F.italic, size: 7.5, color: '#444444' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': holder, 'qualification.name': cap(title), 'qualification.dateOfIssue': dateText, 'qualification.yearOfCompletion': inWords ? yearEs(year) : String(year), 'qualification.majorOrSpecialization': cap(t.major ?? '') },
  };
}

export const families: Family[] = [
  {
    id: 's-ve-titulo',
    country: 'VE',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Venezuelan university title (título universitario) in running text: "REPÚBLICA BOLIVARIANA DE VENEZUELA", "EL RECTOR Y EL CONSEJO UNIVERSITARIO … POR CUANTO" or "confiere a NAME … el título de", the holder with two given names and two surnames in capitals and the cédula de identidad V-…, the title in capitals on its own line (gendered forms), "… a los quince días del mes de julio del año dos mil diecinueve", and the registry annotation with its later date; as described by Venezuelan university graduation regulations and title-registration guides.',
    render,
  },
];
