/**
 * Maltese university degree certificate in running text (English, A4 portrait or landscape): the
 * university's name with its Latin motto and seat ("Msida, Malta", "Valletta, Malta"), the crest;
 * "This is to certify that" or "It is hereby certified that", the holder's name alone on its line
 * (capitals or not) with the identity card number under it ("ID Card No. 0412398M", seven digits and
 * a letter), "having completed the approved course of studies and satisfied the examiners, was
 * admitted by the Senate to the degree of", the degree and its field on one line ("Bachelor of
 * Science in Computing Science", or "Bachelor of Laws" alone), the honours class on the next (First
 * Class Honours, Second Class Honours (Upper Division) / (Lower Division), Third Class Honours, or
 * "with Distinction" for a master), "on 14 November 2022"; the Rector's and the Registrar's
 * signatures and a certificate number; as described by Maltese universities' degree
 * classification regulations and graduation pages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, oPerson, oResult, upper } from './o-kit';

const UNIS = [
  { name: 'University of the Grand Harbour', motto: 'Sapientia et Mare', seat: 'Msida, Malta' },
  { name: 'Melite University College', motto: 'Lux Insulae', seat: 'Valletta, Malta' },
  { name: 'Gozo and Comino University', motto: 'Per Studium ad Lucem', seat: 'Victoria, Gozo, Malta' },
];
const DEGREES = [
  { head: 'Bachelor of Science', field: 'Computing Science', level: 'Bachelor' },
  { head: 'Bachelor of Commerce', field: 'Economics', level: 'Bachelor' },
  { head: 'Bachelor of Arts', field: 'Maltese and History', level: 'Bachelor' },
  { head: 'Bachelor of Education', field: 'Primary Education', level: 'Bachelor' },
  { head: 'Bachelor of Laws', field: null, level: 'Bachelor' },
  { head: 'Master of Science', field: 'Sustainable Environmental Resources Management', level: 'Master' },
  { head: 'Master of Arts', field: 'Mediterranean Studies', level: 'Master' },
];
const HONOURS = ['with First Class Honours', 'with Second Class Honours (Upper Division)', 'with Second Class Honours (Lower Division)', 'with Third Class Honours'];

async function render(rng: Rng) {
  const p = oPerson(rng, 'MT');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2011, 2024);
  const date = iso(year, rng.pick([6, 7, 11, 12]), rng.int(1, 28));
  const honours = deg.level === 'Bachelor' ? rng.pick(HONOURS) : rng.pick(['with Distinction', '']);
  const caps = rng.bool(0.5);
  const shown = caps ? upper(`${p.given} ${p.family}`) : `${p.given} ${p.family}`;
  const landscape = rng.bool(0.4);
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2]]);
  const S = SANS[0];
  const degreeLine = deg.field ? `${deg.head} in ${deg.field}` : deg.head;
  const r = oResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'MT');
  Object.assign(r.qualification, { name: deg.head, level: deg.level, majorOrSpecialization: deg.field, program: deg.field ? degreeLine : null, yearOfCompletion: year, status: 'Completed' });

  const size: [number, number] = landscape ? [A4[1], A4[0]] : A4;
  const pdf = new Pdf({ size, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${date}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const M = 64;
  const TW = W - 2 * M;
  const navy = rng.pick(['#14213d', '#5b0e2d', '#0b3d2e']);
  pdf.rect(24, 24, W - 48, H - 48, 2.8, navy);
  pdf.rect(32, 32, W - 64, H - 64, 0.7, '#b08d3c');
  pdf.text(`Certificate No. ${String(year).slice(2)}/${digits(rng, 5)}`, W - 220, 42, { font: S.regular, size: 8, width: 170, align: 'right' });
  let y = landscape ? 50 : 74;
  pdf.shield(W / 2 - 22, y, 44, navy);
  y += 62;
  pdf.text(uni.motto, M, y, { font: F.italic, size: 9.5, width: TW, align: 'center', color: navy });
  y += 20;
  pdf.text(uni.name, M, y, { font: F.bold, size: landscape ? 25 : 23, width: TW, align: 'center', color: navy, fit: true });
  y += 32;
  pdf.text(uni.seat, M, y, { font: F.italic, size: 10.5, width: TW, align: 'center' });
  y += landscape ? 30 : 54;
  pdf.text(rng.bool(0.5) ? 'This is to certify that' : 'It is hereby certified that', M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
  y += 30;
  pdf.text(shown, M, y, { font: F.bold, size: 21, width: TW, align: 'center', fit: true });
  y += 28;
  pdf.text(`ID Card No. ${digits(rng, 6)}${rng.pick(['M', 'G', 'L'])}`, M, y, { font: S.regular, size: 8.5, width: TW, align: 'center', color: '#444444' });
  y += 26;
  for (const line of pdf.wrap('having completed the approved course of studies and satisfied the examiners, was admitted by the Senate to the degree of', F.italic, 13, TW - 40)) {
    pdf.text(line, M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
    y += 19;
  }
  y += 10;
  pdf.text(degreeLine, M, y, { font: F.bold, size: 17, width: TW, align: 'center', fit: true });
  y += 28;
  if (honours) {
    pdf.text(honours, M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
    y += 24;
  }
  pdf.text(`on ${longDate(date, 'en')}.`, M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
  const sy = H - (landscape ? 96 : 140);
  [['Rector', M + 20], ['Registrar', W - M - 200]].forEach(([t, x]) => {
    pdf.signature(Number(x) + 20, sy - 8, 140, rng);
    pdf.line(Number(x), sy, Number(x) + 180, sy, 0.5);
    pdf.text(String(t), Number(x), sy + 6, { font: F.regular, size: 10, width: 180, align: 'center' });
  });
  pdf.foilSeal(W / 2, sy - 10, 32);
  const printed: Record<string, string> = { 'candidate.fullName': shown };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'o-10-diploma',
    country: 'MT',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Maltese university degree certificate in running text: Latin motto, seat (Msida / Valletta / Victoria, Gozo, Malta), "This is to certify that / It is hereby certified that", the name alone on its line with the identity card number under it, "having completed the approved course of studies and satisfied the examiners, was admitted by the Senate to the degree of", the degree with "in <field>", the honours class, "on 14 November 2022", Rector and Registrar, certificate number; as described by Maltese universities\' degree classification regulations.',
    render,
  },
];
