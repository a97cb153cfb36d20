/**
 * Upper-secondary leaving certificate (eksamensbevis) of a Greenlandic gymnasium, in Danish: the school's name,
 * its post box, 39xx postal code and town in Greenland ("Kalaallit Nunaat") and a +299 telephone;
 * "EKSAMENSBEVIS" for the gymnasial education; the holder's name and, on some, the birth date in words with the
 * Danish month (a personal identity number's first six digits beside it on others, which is no date printed); the
 * line of study; a table of the subjects with their level (A, B or C), the weight they carry in the average
 * ("Vægt", not credits) and the grade on the Greenlandic letter scale (A to F, Fx), the written and oral
 * examinations listed as the subjects they grade; the study-line project; the examination result (the average
 * converted to the Danish 7-point scale) with a decimal comma; a legend of the scale; the place and date
 * ("Nuuk, den 21. juni 2024"); the rector's signature and the school's stamp over a guilloche background. As the
 * Nordic information service and Greenland's education acts publicly describe the gymnasium's levels and its
 * grading scale (A = 12 … E = 2, the lowest pass, F = 0, Fx = -3).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { comma, dmy, gPerson, gResult, gTable, iso, longDate, otherFamily, otherGiven, type GRow } from './g-kit';

const SCHOOLS = [
  { name: 'Gymnasiet ved Fjorden', box: 'Postboks 1044', post: '3900', town: 'Nuuk' },
  { name: 'Nordlysets Gymnasium', box: 'Postboks 312', post: '3911', town: 'Sisimiut' },
  { name: 'Isfjeldets Gymnasiale Skole', box: 'Postboks 208', post: '3952', town: 'Ilulissat' },
];
const LINES: Record<string, Array<[string, string]>> = {
  'Naturvidenskabelig studieretning': [['Matematik', 'A'], ['Fysik', 'B'], ['Kemi', 'B'], ['Biologi', 'C']],
  'Samfundsvidenskabelig studieretning': [['Samfundsfag', 'A'], ['Matematik', 'B'], ['Historie', 'B'], ['Erhvervsøkonomi', 'C']],
  'Sproglig studieretning': [['Engelsk', 'A'], ['Dansk', 'A'], ['Tysk', 'B'], ['Mediefag', 'C']],
};
const COMMON: Array<[string, string]> = [['Grønlandsk', 'A'], ['Dansk', 'A'], ['Engelsk', 'B'], ['Samfundsfag', 'C'], ['Idræt', 'C']];
const SCALE: Array<[string, number]> = [['A', 12], ['B', 10], ['C', 7], ['D', 4], ['E', 2]];
const WEIGHT: Record<string, number> = { A: 2, B: 1.5, C: 1 };

async function render(rng: Rng) {
  const p = gPerson(rng, 'GL');
  const s = rng.pick(SCHOOLS);
  const line = rng.pick(Object.keys(LINES));
  const year = rng.int(2016, 2025);
  const issued = iso(year, 6, rng.int(15, 28));
  const dob = iso(year - rng.int(19, 21), rng.int(1, 12), rng.int(1, 28));
  const dobForm = rng.pick(['words', 'cpr', 'none'] as const);
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const ability = rng.float(0.2, 3.2);
  const r = gResult('da', p.given, p.family, dobForm === 'words' ? dob : null);
  setInstitution(r, s.name, 'GL');

  const subjects: Array<[string, string]> = [];
  // A common subject the study line already holds at its own level is listed once.
  for (const sub of [...LINES[line], ...COMMON]) if (!subjects.some(([n]) => n === sub[0])) subjects.push(sub);
  subjects.push(['Studieretningsprojekt', '']);
  const rows: GRow[] = [];
  let wsum = 0;
  let psum = 0;
  for (const [name, lvl] of subjects) {
    const idx = Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 0.9)));
    const [g, pts] = SCALE[idx];
    const w = lvl ? WEIGHT[lvl] : 1;
    rows.push({ cells: [name, lvl || '—', comma(w, 1), g, String(pts)] });
    r.courses.push(course({ courseName: name, grade: g }));
    wsum += w;
    psum += w * pts;
  }
  const avg = psum / wsum;
  Object.assign(r.qualification, {
    name: 'Gymnasial uddannelse', level: 'Higher Secondary', majorOrSpecialization: line,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(1),
  });

  const pdf = new Pdf({ size: A4, title: 'Eksamensbevis', author: s.name, creationDate: new Date(`${issued}T12:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#9b1c31', '#12355b', '#2f4f4f']);
  pdf.securityPattern('GL', 30, 30, pdf.width - 60, pdf.height - 60, c, rng);
  pdf.text(s.name, L, 48, { font: F.bold, size: 16, color: c, width: W, align: 'center' });
  pdf.text(`${s.box} · ${s.post} ${s.town} · Kalaallit Nunaat / Grønland · Tlf. +299 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 70, { font: F.regular, size: 8.5, width: W, align: 'center', fit: true });
  pdf.text('EKSAMENSBEVIS', L, 104, { font: F.bold, size: 22, width: W, align: 'center', cs: 3 });
  pdf.text('for den gymnasiale uddannelse', L, 132, { font: F.italic, size: 11, width: W, align: 'center' });
  let y = 166;
  pdf.text(`${p.given} ${p.family}`, L, y, { font: F.bold, size: 15, width: W, align: 'center' });
  y += 22;
  if (dobForm === 'words') pdf.text(`født den ${longDate(dob, 'da')}`, L, y, { font: F.regular, size: 10, width: W, align: 'center' });
  else if (dobForm === 'cpr') pdf.text(`Personnummer: ${dmy(dob, '').slice(0, 4)}${dmy(dob, '').slice(6)}-${digits(rng, 4)}`, L, y, { font: F.regular, size: 10, width: W, align: 'center' });
  y += 22;
  y += pdf.para(`har bestået Gymnasial uddannelse med ${line.toLowerCase()} med følgende resultater:`, L, y, W, { font: F.regular, size: 10.5, align: 'center' }) + 14;
  const cols = [{ label: 'Fag', width: W - 50 - 50 - 70 - 70 }, { label: 'Niveau', width: 50, align: 'center' as const }, { label: 'Vægt', width: 50, align: 'center' as const }, { label: 'Karakter', width: 70, align: 'center' as const }, { label: ['Omregnet', '(7-trins)'], width: 70, align: 'center' as const }];
  y = gTable(pdf, F, L, y, cols, rows, { size: 9.2, rowH: 16, ruling: 'rows', fill: '#eeeeee' }) + 14;
  pdf.text(`Eksamensresultat: ${comma(avg, 1)}`, L, y, { font: F.bold, size: 12 });
  y += 22;
  pdf.para('Karakterskala: A (12) fremragende, B (10) fortrinlig, C (7) god, D (4) jævn, E (2) tilstrækkelig — laveste beståede karakter; F (0) og Fx (-3) er ikke bestået. Vægt er fagets vægt i eksamensresultatet.', L, y, W, { font: F.italic, size: 8, leading: 10.5, color: '#444444' });
  y += 60;
  pdf.text(`${s.town}, den ${longDate(issued, 'da')}`, L, y, { font: F.regular, size: 10.5 });
  y += 50;
  const rektor = `${otherGiven(rng, 'GL', rng.bool())} ${otherFamily(rng, 'GL', p.family)}`;
  pdf.signature(L + W - 170, y - 34, 130, rng);
  pdf.line(L + W - 200, y, L + W, y, 0.6);
  pdf.text(rektor, L + W - 200, y + 5, { font: F.regular, size: 10, width: 200, align: 'center' });
  pdf.text('Rektor', L + W - 200, y + 19, { font: F.italic, size: 9.5, width: 200, align: 'center' });
  pdf.seal(L + W - 240, y - 8, 30, c);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'da'), 'qualification.cgpa': comma(avg, 1) };
  if (dobForm === 'words') printed['candidate.dateOfBirth'] = longDate(dob, 'da');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-09-diploma',
    country: 'GL',
    languages: ['da'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Greenlandic gymnasium leaving certificate in Danish on a guilloche background: the school with its post box, 39xx postal code, Kalaallit Nunaat / Grønland and +299; "EKSAMENSBEVIS for den gymnasiale uddannelse"; the name, the birth date with the Danish month or a personal number instead; the study line; subjects with level A/B/C, weight (not credits), a letter grade A-E and its 7-point equivalent; the result with a decimal comma; a legend; "Nuuk, den …"; the rector\'s signature and stamp.',
    render,
  },
];
