/**
 * Degree certificate (diploma di laurea) of a Sammarinese university institute, in Italian and in prose: the
 * Republic's heading, the institute's name and its seat in the Republic of San Marino; "IL RETTORE" and the
 * recitals ("Visto lo Statuto …", "Visti gli atti …"); the conferral sentence — "conferisce a NAME, nato/a a …
 * il <date with the month's name>, la LAUREA (MAGISTRALE) IN <field> … conseguita il giorno <date in words> con
 * la votazione di <mark>/110 (e lode)"; the place and date of issue with the month's name; the rector's and the
 * director's signatures; a register number and a dry seal. As the Italian-language degree certificates of the
 * Republic's higher education are publicly described (the first-cycle laurea and the laurea magistrale, the final
 * mark out of 110 with honours).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { gPerson, gResult, iso, itDateWords, itYearWords, longDate, otherFamily, otherGiven } from './g-kit';

const INSTITUTES = [
  { name: 'Istituto Universitario Sammarinese di Scienze Applicate', seat: 'Contrada Omagnano 20, Città di San Marino' },
  { name: 'Accademia Titanica di Studi Superiori', seat: 'Via Ventotto Luglio 112, Borgo Maggiore' },
];
const DEGREES = [
  { name: 'Laurea in Ingegneria Gestionale', level: 'Bachelor', field: 'Ingegneria Gestionale', cls: 'L-9' },
  { name: 'Laurea in Design', level: 'Bachelor', field: 'Design', cls: 'L-4' },
  { name: 'Laurea in Scienze della Comunicazione', level: 'Bachelor', field: 'Scienze della Comunicazione', cls: 'L-20' },
  { name: 'Laurea Magistrale in Economia e Management', level: 'Master', field: 'Economia e Management', cls: 'LM-77' },
  { name: 'Laurea Magistrale in Storia', level: 'Master', field: 'Storia', cls: 'LM-84' },
];
const TOWNS = ['Serravalle', 'Borgo Maggiore', 'Domagnano', 'Fiorentino', 'Rimini', 'Faenza', 'Pesaro', 'Cesena'];

async function render(rng: Rng) {
  const p = gPerson(rng, 'SM');
  const inst = rng.pick(INSTITUTES);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2015, 2025);
  const conferred = iso(year, rng.pick([3, 7, 10, 12]), rng.int(1, 28));
  const issued = iso(year + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const issue = issued < conferred ? iso(year, 12, 20) : issued;
  const dob = iso(year - rng.int(22, 27), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick(SERIF);
  const mark = Math.min(110, rng.int(88, 112));
  const lode = mark === 110 && rng.bool(0.5);
  const matricola = digits(rng, 6);
  const showMatricola = rng.bool(0.5);
  const r = gResult('it', p.given, p.family, dob);
  setInstitution(r, inst.name, 'SM');
  Object.assign(r.qualification, {
    registrationNumber: showMatricola ? matricola : null, name: deg.name, level: deg.level, majorOrSpecialization: deg.field,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issue, cgpa: String(mark),
  });

  const pdf = new Pdf({ size: A4, title: 'Diploma di Laurea', author: inst.name, creationDate: new Date(`${issue}T10:00:00Z`) });
  const L = 70;
  const W = pdf.width - 140;
  const c = rng.pick(['#1c3f6e', '#5a1a1a', '#2b2b2b']);
  pdf.rect(28, 28, pdf.width - 56, pdf.height - 56, 2, c);
  pdf.rect(34, 34, pdf.width - 68, pdf.height - 68, 0.6, c);
  pdf.watermark('RSM', pdf.width / 2, pdf.height / 2, { size: 200, opacity: 0.05, color: c, angle: 0 });
  pdf.crest(pdf.width / 2, 88, 28, 'RSM', c);
  pdf.text('REPUBBLICA DI SAN MARINO', L, 126, { font: F.bold, size: 11, width: W, align: 'center', cs: 1.5 });
  pdf.text(inst.name, L, 146, { font: F.bold, size: 16, color: c, width: W, align: 'center', fit: true });
  pdf.text(inst.seat, L, 168, { font: F.italic, size: 9, width: W, align: 'center' });
  pdf.text('IL RETTORE', L, 206, { font: F.bold, size: 13, width: W, align: 'center', cs: 2 });
  let y = 236;
  const recitals = [
    'Visto lo Statuto dell\'Istituto e il Regolamento didattico di Ateneo;',
    `Visti gli atti della Commissione di laurea e accertato che ${p.woman ? 'la candidata' : 'il candidato'} ha superato tutti gli esami previsti dal piano degli studi;`,
  ];
  for (const t of recitals) y += pdf.para(t, L + 20, y, W - 40, { font: F.italic, size: 10, leading: 13.5 }) + 4;
  y += 14;
  pdf.text('conferisce a', L, y, { font: F.regular, size: 12, width: W, align: 'center' });
  y += 24;
  pdf.text(`${p.given} ${p.family}`, L, y, { font: F.bold, size: 20, width: W, align: 'center', fit: true });
  y += 34;
  y += pdf.para(`${p.woman ? 'nata' : 'nato'} a ${rng.pick(TOWNS)} il ${longDate(dob, 'it')}${showMatricola ? `, matricola n. ${matricola}` : ''},`, L, y, W, { font: F.regular, size: 11, leading: 15, align: 'center' }) + 10;
  pdf.text('la', L, y, { font: F.regular, size: 12, width: W, align: 'center' });
  y += 22;
  pdf.text(deg.name.toUpperCase(), L, y, { font: F.bold, size: 15, color: c, width: W, align: 'center', fit: true });
  y += 30;
  y += pdf.para(`classe ${deg.cls}, conseguita il giorno ${itDateWords(conferred)} con la votazione di ${mark}/110${lode ? ' e lode' : ''}, con tutti i diritti e le prerogative che la legge vi annette.`, L + 10, y, W - 20, { font: F.regular, size: 11, leading: 15, align: 'center' }) + 30;
  pdf.text(`Dato a San Marino, il ${longDate(issue, 'it')}`, L, y, { font: F.italic, size: 10.5, width: W, align: 'center' });
  y += 70;
  const rettore = `${otherGiven(rng, 'SM', rng.bool(0.4))} ${otherFamily(rng, 'SM', p.family)}`;
  const direttore = `${otherGiven(rng, 'SM', rng.bool(0.4))} ${otherFamily(rng, 'SM', p.family)}`;
  pdf.signature(L + 20, y - 30, 120, rng);
  pdf.signature(L + W - 150, y - 30, 120, rng);
  pdf.text('Il Direttore Generale', L, y, { font: F.regular, size: 9.5, width: 180, align: 'center' });
  pdf.text(direttore, L, y + 13, { font: F.italic, size: 9.5, width: 180, align: 'center' });
  pdf.text('Il Rettore', L + W - 180, y, { font: F.regular, size: 9.5, width: 180, align: 'center' });
  pdf.text(`Prof. ${rettore}`, L + W - 180, y + 13, { font: F.italic, size: 9.5, width: 180, align: 'center' });
  pdf.foilSeal(pdf.width / 2, y + 10, 32);
  pdf.text(`Registro dei diplomi n. ${digits(rng, 4)}/${String(year).slice(2)}`, L, pdf.height - 62, { font: F.regular, size: 8, width: W, align: 'left' });
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': longDate(dob, 'it'), 'qualification.dateOfIssue': longDate(issue, 'it'), 'qualification.yearOfCompletion': itYearWords(year),
    'qualification.name': deg.name.toUpperCase(),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-03-diploma',
    country: 'SM',
    languages: ['it'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Sammarinese degree certificate in Italian prose: the Republic and the institute with its seat; "IL RETTORE", recitals, "conferisce a NAME, nato/a a … il <date with month name>", optional matricola, "la LAUREA (MAGISTRALE) IN …", the degree class, "conseguita il giorno <date in words>" and the mark out of 110 with or without honours; "Dato a San Marino, il …"; two signatures, a register number (not the student\'s) and a foil seal.',
    render,
  },
];
