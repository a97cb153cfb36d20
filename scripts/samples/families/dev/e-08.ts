/**
 * Vincentian community-college associate-degree diploma, in English, on a landscape page with a double border:
 * the college's name in large letters, its place ("Villa, St. Vincent" or "Kingstown") and the country "Saint
 * Vincent and the Grenadines"; the conferral in running text ("Upon the recommendation of the Academic Board, the
 * Board of Governors … hereby confers upon", the holder's name alone on a line in natural order, "the", the degree
 * "Associate Degree in <field>" on its own line, the honours ("with Merit") on some, "together with all the rights
 * and privileges thereunto appertaining"); "Given at <place>, this 14th day of June, 2022" (the conferral, the
 * completion and the date it is given); the principal's and the chairman's names printed under their signature
 * lines (decoys); a certificate serial number (a decoy, no registration). As described by the Vincentian
 * community college's public catalogue (associate degrees of its divisions built on CAPE units, conferred at a
 * graduation in June) and the conventions of Caribbean diplomas in English.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf } from '../lib/a-kit';
import { SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { eResult, ePerson, monthName, ordinalDay, otherFamily, otherGiven } from './e-kit';

const COLLEGES = [
  { name: 'Arnos Vale Community College', place: 'Villa, St. Vincent', abbr: 'AVCC' },
  { name: 'Kingstown College of Applied Arts and Sciences', place: 'Kingstown', abbr: 'KCAAS' },
];
const FIELDS = ['Natural Sciences', 'General Studies', 'Business Administration', 'Information Technology', 'Social Sciences', 'Hospitality and Tourism'];

async function render(rng: Rng) {
  const p = ePerson(rng, 'VC');
  const col = rng.pick(COLLEGES);
  const field = rng.pick(FIELDS);
  const year = rng.int(2015, 2024);
  const given = iso(year, 6, rng.int(5, 28));
  const day = Number(given.slice(8));
  const honours = rng.pick(['', 'with Merit', 'with Distinction', '']);
  const F = rng.pick([SERIF[0], SERIF[2], SERIF[1]]);
  const degree = `Associate Degree in ${field}`;
  const r = eResult('en', p.given, p.family, null);
  setInstitution(r, col.name, 'VC');
  Object.assign(r.qualification, {
    name: degree, level: 'Associate', majorOrSpecialization: field, yearOfCompletion: year, status: 'Completed', dateOfIssue: given,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diploma', author: col.name, creationDate: new Date(`${given}T15:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const ink = rng.pick(['#1c3d6e', '#0f4d2e', '#4a1f5c']);
  pdf.rect(24, 24, W - 48, H - 48, 3, ink);
  pdf.rect(33, 33, W - 66, H - 66, 0.8, ink);
  pdf.crest(W / 2, 82, 30, col.abbr.slice(0, 3), ink);
  const T = F;
  pdf.text(col.name, 60, 122, { font: T.bold, size: 26, width: W - 120, align: 'center', color: ink, fit: true });
  pdf.text(`${col.place} · Saint Vincent and the Grenadines`, 60, 156, { font: T.italic, size: 11.5, width: W - 120, align: 'center' });
  let y = 190;
  pdf.text('Upon the recommendation of the Academic Board, the Board of Governors,', 60, y, { font: T.regular, size: 12.5, width: W - 120, align: 'center' });
  y += 18;
  pdf.text('by virtue of the authority vested in it, hereby confers upon', 60, y, { font: T.regular, size: 12.5, width: W - 120, align: 'center' });
  y += 34;
  pdf.text(`${p.given} ${p.family}`, 60, y, { font: 'LiberationSerif-BoldItalic', size: 28, width: W - 120, align: 'center' });
  y += 46;
  pdf.text('the', 60, y, { font: T.italic, size: 12.5, width: W - 120, align: 'center' });
  y += 22;
  pdf.text(degree, 60, y, { font: T.bold, size: 20, width: W - 120, align: 'center', color: ink });
  y += 30;
  if (honours) {
    pdf.text(honours, 60, y, { font: T.italic, size: 14, width: W - 120, align: 'center' });
    y += 22;
  }
  pdf.text('together with all the rights and privileges thereunto appertaining.', 60, y, { font: T.regular, size: 12.5, width: W - 120, align: 'center' });
  y += 28;
  const dateLine = `${ordinalDay(day)} day of ${monthName(6, 'en')}, ${year}`;
  pdf.text(`Given at ${col.place}, this ${dateLine}.`, 60, y, { font: T.italic, size: 12.5, width: W - 120, align: 'center' });
  const sy = H - 118;
  const principal = `${otherGiven(rng, 'VC', rng.bool(0.5))} ${otherFamily(rng, 'VC', p.family)}`;
  const chair = `${otherGiven(rng, 'VC', rng.bool(0.5))} ${otherFamily(rng, 'VC', p.family)}`;
  for (const [x, who, role] of [[110, principal, 'Principal'], [W - 330, chair, 'Chairman, Board of Governors']] as Array<[number, string, string]>) {
    pdf.signature(x + 50, sy, 120, rng);
    pdf.line(x, sy + 10, x + 220, sy + 10, 0.6);
    pdf.text(who, x, sy + 15, { font: T.regular, size: 10.5, width: 220, align: 'center' });
    pdf.text(role, x, sy + 29, { font: T.italic, size: 9.5, width: 220, align: 'center' });
  }
  pdf.foilSeal(W / 2, sy + 8, 36);
  pdf.text(`Certificate No. ${year}/${digits(rng, 4)}`, 48, H - 50, { font: T.regular, size: 8, color: '#555555' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dateLine };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-08-diploma',
    country: 'VC',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Vincentian community-college associate-degree diploma in English on a landscape page: college, its place and the country; the board of governors confers upon the holder (natural order, alone on a line) the "Associate Degree in <field>" with honours on some; "Given at <place>, this 14th day of June, 2022" (conferral, completion and the date given); principal\'s and chairman\'s printed names under signature lines as decoys; a certificate serial number as a decoy; as described by the college\'s catalogue and Caribbean diploma conventions.',
    render,
  },
];
