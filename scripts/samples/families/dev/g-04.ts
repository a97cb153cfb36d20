/**
 * Provisional certificate of a Caymanian college, in English, issued while the parchment awaits the graduation
 * ceremony: no letterhead but a crest and "Office of the Registrar"; "PROVISIONAL CERTIFICATE" and a reference
 * number; a sentence that carries the key fields — "This is to certify that NAME (Student ID …) has satisfied the
 * requirements of the Academic Board for the award of the <qualification> … having completed the programme in
 * <month year> with a cumulative grade point average of …" — and a second sentence on its validity until the
 * parchment is conferred at the ceremony of <a later date>; the date of issue; the registrar's signature; and the
 * institution's name, address in George Town, Grand Cayman, KY1 postal code and +1 345 telephone in the footer only.
 * As colleges of the British Overseas Territories describe their provisional certificates and award letters.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, gPerson, gResult, iso, monthName, otherFamily, otherGiven, usDate } from './g-kit';

const COLLEGES = [
  { name: 'Grand Harbour College of Technology', street: '42 Shedden Road', po: 'P.O. Box 1187', post: 'KY1-1104', host: 'ghct.edu.ky' },
  { name: 'North Sound Community College', street: '9 Walkers Road', po: 'P.O. Box 30412', post: 'KY1-1202', host: 'nscc.ky' },
];
const AWARDS = [
  { name: 'Associate of Applied Science in Hospitality Management', level: 'Associate', field: 'Hospitality Management' },
  { name: 'Associate of Arts in Business Studies', level: 'Associate', field: 'Business Studies' },
  { name: 'Diploma in Electrical Installation', level: 'Diploma', field: 'Electrical Installation' },
  { name: 'Bachelor of Business Administration', level: 'Bachelor', field: null },
  { name: 'Bachelor of Science in Nursing', level: 'Bachelor', field: 'Nursing' },
];

async function render(rng: Rng) {
  const p = gPerson(rng, 'KY');
  const col = rng.pick(COLLEGES);
  const aw = rng.pick(AWARDS);
  const year = rng.int(2016, 2025);
  const month = rng.pick([5, 6, 8, 12]);
  const issued = iso(year, month, rng.int(1, 28));
  const ceremony = addDays(issued, rng.int(60, 200));
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const sid = `S${digits(rng, 7)}`;
  const showId = rng.bool(0.5);
  const gpa = rng.bool(0.6) ? rng.float(2.3, 3.95).toFixed(2) : null;
  const r = gResult('en', p.given, p.family, null);
  setInstitution(r, col.name, 'KY');
  Object.assign(r.qualification, {
    registrationNumber: showId ? sid : null, name: aw.level === 'Bachelor' ? aw.name.replace(/ in .*$/, '') : aw.name, level: aw.level,
    majorOrSpecialization: aw.field, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: gpa,
  });

  const pdf = new Pdf({ size: LETTER, title: 'Provisional Certificate', author: 'Office of the Registrar', creationDate: new Date(`${issued}T14:00:00Z`) });
  const L = 72;
  const W = pdf.width - 144;
  const c = rng.pick(['#0d3b66', '#004643', '#3d2c8d']);
  pdf.shield(pdf.width / 2 - 18, 50, 36, c);
  pdf.text('Office of the Registrar', L, 104, { font: F.italic, size: 11, width: W, align: 'center', color: c });
  pdf.text('PROVISIONAL CERTIFICATE', L, 140, { font: F.bold, size: 18, width: W, align: 'center', cs: 1 });
  pdf.text(`Ref. PC/${year}/${digits(rng, 4)}`, L, 172, { font: F.regular, size: 9, width: W, align: 'right' });
  let y = 210;
  const who = `${p.given} ${p.family}${showId ? ` (Student ID ${sid})` : ''}`;
  const gpaText = gpa ? ` with a cumulative grade point average of ${gpa}` : '';
  y += pdf.para(`This is to certify that ${who} has satisfied the requirements of the Academic Board for the award of the ${aw.name}, having completed the programme of study in ${monthName(month, 'en')} ${year}${gpaText}.`, L, y, W, { font: F.regular, size: 12, leading: 19 }) + 14;
  y += pdf.para(`The award will be conferred at the graduation ceremony of ${usDate(ceremony)}, when the parchment will be presented. This provisional certificate is valid until the parchment is issued and must be surrendered on its receipt.`, L, y, W, { font: F.regular, size: 12, leading: 19 }) + 40;
  pdf.text(`Date of issue: ${usDate(issued)}`, L, y, { font: F.regular, size: 11 });
  y += 70;
  const reg = `${otherGiven(rng, 'KY', rng.bool())} ${otherFamily(rng, 'KY', p.family)}`;
  pdf.signature(L, y - 34, 140, rng);
  pdf.line(L, y, L + 200, y, 0.6);
  pdf.text(reg, L, y + 5, { font: F.bold, size: 10.5 });
  pdf.text(rng.pick(['Registrar', 'Acting Registrar', 'Deputy Registrar']), L, y + 20, { font: F.regular, size: 10 });
  pdf.seal(L + W - 60, y - 10, 34, c);
  pdf.qrLike(L + W - 60, y + 40, 50, rng);
  // The issuer appears only in the footer.
  const fy = pdf.height - 74;
  pdf.line(L, fy, L + W, fy, 0.8, c);
  pdf.text(col.name, L, fy + 8, { font: F.bold, size: 10, width: W, align: 'center', color: c });
  pdf.text(`${col.street} · ${col.po} · George Town, Grand Cayman ${col.post} · Cayman Islands`, L, fy + 22, { font: F.regular, size: 8, width: W, align: 'center', fit: true });
  pdf.text(`Tel. +1 345 ${digits(rng, 3)} ${digits(rng, 4)} · registrar@${col.host}`, L, fy + 34, { font: F.regular, size: 8, width: W, align: 'center' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': usDate(issued) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-04-certificate',
    country: 'KY',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Caymanian college provisional certificate in English: crest and "Office of the Registrar" without the institution\'s name at the top; one sentence carrying the holder, student ID, the award (associate, diploma or bachelor), the month and year of completion and the CGPA; the ceremony date (a later look-alike), the date of issue in words, the registrar\'s signature; the institution, George Town address, KY1 code and +1 345 telephone only in the footer.',
    render,
  },
];
