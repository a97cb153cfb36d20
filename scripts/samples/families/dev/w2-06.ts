/**
 * Upper-secondary school-leaving title of a North-West African territory's education ministry, in Spanish, in running
 * text whose holder is named only at the foot of the page: "REPÚBLICA ÁRABE SAHARAUI DEMOCRÁTICA" and the ministry (the
 * issuer) with "Tifariti, Sáhara Occidental"; "TÍTULO DE BACHILLER"; a paragraph in which the ministry, "vistos" the
 * record and the results of the final examinations of the "convocatoria de junio de <year>" (the completion), issues
 * "el presente título de Bachiller en la modalidad de <field>" (the field the major, `Bachiller` the name, `Higher
 * Secondary`) "a favor de la persona titular que figura al pie"; the place and date ("Dado en Tifariti, a 12 de octubre
 * de 2019", the issue); the secretary-general's signature with a name; then, at the foot, a boxed "TITULAR" panel with the
 * holder's name, the date and place of birth (a refugee camp or a town abroad) on some, the register number on some
 * (the registration), and the holder's signature line; a serial number on the side (not a registration). As Spanish-
 * model titles certify the bachillerato.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, otherName, w2Person, w2Result } from './w2-kit';

const MINISTRY = 'Ministerio de Educación y Enseñanza';
const FIELDS = ['Ciencias Experimentales', 'Humanidades y Ciencias Sociales', 'Ciencias Exactas'];
const PLACES = ['Smara (Tinduf)', 'El Aaiún (campamentos)', 'Auserd', 'Dajla (campamentos)', 'Tifariti', 'Bir Lehlu', 'La Habana (Cuba)'];

async function render(rng: Rng) {
  const p = w2Person(rng, 'EH');
  const year = rng.int(2012, 2025);
  const field = rng.pick(FIELDS);
  const showBirth = rng.bool(0.55);
  const showReg = rng.bool(0.5);
  const F = rng.pick(SERIF);
  const dob = iso(year - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, rng.int(9, 12), rng.int(1, 28));
  const reg = `${year}/${digits(rng, 4)}`;
  const r = w2Result('es', p.given, p.family, showBirth ? dob : null);
  setInstitution(r, MINISTRY, 'EH');
  Object.assign(r.qualification, { name: 'Bachiller', level: 'Higher Secondary', majorOrSpecialization: field, registrationNumber: showReg ? reg : null, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Título de Bachiller', author: MINISTRY, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#14532d', '#7f1d1d', '#1f2937']);
  const M = 64;
  const W = pdf.width - 2 * M;
  pdf.rect(26, 26, pdf.width - 52, pdf.height - 52, 2, c);
  pdf.rect(32, 32, pdf.width - 64, pdf.height - 64, 0.5, c);
  pdf.text(`Serie B-${digits(rng, 7)}`, pdf.width - 150, 40, { font: F.regular, size: 8, width: 110, align: 'right', color: '#555555' });
  pdf.seal(pdf.width / 2, 88, 30, c);
  let y = 128;
  const line = (t: string, size: number, font: string, gap: number) => {
    pdf.text(t, M, y, { font, size, width: W, align: 'center', fit: true, color: c });
    y += gap;
  };
  line('REPÚBLICA ÁRABE SAHARAUI DEMOCRÁTICA', 13, F.bold, 18);
  line(MINISTRY.toUpperCase(), 11, F.bold, 15);
  line('Tifariti, Sáhara Occidental', 9, F.italic, 40);
  line('TÍTULO DE BACHILLER', 24, F.bold, 50);
  const minister = otherName(rng, 'EH', p.family);
  const text = `El Ministerio de Educación y Enseñanza, vistos el expediente académico y las calificaciones obtenidas en las pruebas finales de la convocatoria de junio de ${year}, y de conformidad con las disposiciones vigentes, expide el presente título de Bachiller en la modalidad de ${field}, con los derechos que le otorgan las leyes, a favor de la persona titular que figura al pie.`;
  y += pdf.para(text, M + 20, y, W - 40, { font: F.regular, size: 12.5, leading: 20 }) + 26;
  pdf.text(`Dado en Tifariti, a ${longDate(issued, 'es')}`, M, y, { font: F.regular, size: 11, width: W, align: 'center' });
  y += 60;
  pdf.signature(pdf.width / 2 - 60, y - 34, 120, rng);
  pdf.line(pdf.width / 2 - 110, y, pdf.width / 2 + 110, y, 0.5);
  pdf.text(minister, M, y + 5, { font: F.regular, size: 10, width: W, align: 'center' });
  pdf.text('Secretaría General — Ministerio de Educación y Enseñanza', M, y + 19, { font: F.italic, size: 9, width: W, align: 'center' });
  const boxY = pdf.height - 200;
  pdf.rect(M, boxY, W, 130, 0.8, c);
  pdf.fill(M, boxY, W, 20, c, 0.12);
  pdf.text('TITULAR', M + 8, boxY + 5, { font: F.bold, size: 10, color: c });
  let by = boxY + 30;
  pdf.text(`${p.given} ${p.family}`, M + 10, by, { font: F.bold, size: 14 });
  by += 24;
  if (showBirth) {
    pdf.text(`${p.woman ? 'Nacida' : 'Nacido'} el ${longDate(dob, 'es')} en ${rng.pick(PLACES)}`, M + 10, by, { font: F.regular, size: 10 });
    by += 16;
  }
  if (showReg) pdf.text(`N.º de registro: ${reg}`, M + 10, by, { font: F.regular, size: 10 });
  pdf.line(M + W - 190, boxY + 104, M + W - 14, boxY + 104, 0.4, '#777777');
  pdf.text('Firma del/de la titular', M + W - 190, boxY + 108, { font: F.italic, size: 8, width: 176, align: 'center' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'es') };
  if (showBirth) printed['candidate.dateOfBirth'] = longDate(dob, 'es');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-06-diploma',
    country: 'EH',
    languages: ['es'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Upper-secondary leaving title of a North-West African territory ministry in Spanish, running text with the holder named only at the foot: the republic and the ministry (issuer) with Tifariti, Sáhara Occidental; TÍTULO DE BACHILLER; the ministry, vistos the record and the convocatoria de junio de <year> (completion), issues the título de Bachiller en la modalidad de <field> (major) a favor de la persona titular que figura al pie; Dado en Tifariti, a <date> (issue); secretary-general signature and name; boxed TITULAR panel with the name, optional birth date and place, optional register number, holder signature line; side serial (not a registration).',
    render,
  },
];
