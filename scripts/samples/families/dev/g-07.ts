/**
 * List of marks (cijferlijst) that goes with the senior general secondary (havo) or pre-university (vwo) diploma
 * of a school in Curaçao, in Dutch: the school's name, its address in Willemstad and a +599 9 telephone;
 * "CIJFERLIJST" and the sentence naming the diploma it belongs to; the candidate's identity in a grid of label
 * cells and value cells (surname and given names apart, date and place of birth, the examination number), the
 * profile; a table of the examination subjects — subject, the school examination's mark (SE), the central
 * examination's mark (CE), both with one decimal, and the final mark in figures and in words in two cells —, the
 * subject examined at school only (its final mark the school's) and the profile paper's judgement; the result ("Uitslag:
 * geslaagd"); the place and date with the Dutch month's name; the chair's and the secretary's signatures of the
 * examination board. As the Dutch-Caribbean examination regulations describe the marks list (1-10, SE and CE,
 * the final mark the rounded mean, "voldoende"/"goed" for the profile paper).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, gPerson, gResult, gTable, iso, longDate, nlWord, otherFamily, otherGiven, type GRow } from './g-kit';

const SCHOOLS = [
  { name: 'Colegio Kaya Flamboyan', street: 'Kaya Flamboyan 27' },
  { name: 'Lyceum Santa Rosa Curaçao', street: 'Schottegatweg Oost 148' },
  { name: 'Penha Scholengemeenschap', street: 'Caracasbaaiweg 61' },
];
const LEVELS = [
  { code: 'havo', full: 'hoger algemeen voortgezet onderwijs' },
  { code: 'vwo', full: 'voorbereidend wetenschappelijk onderwijs' },
];
const PROFILES: Record<string, string[]> = {
  'Natuur en Techniek': ['Wiskunde B', 'Natuurkunde', 'Scheikunde', 'Informatica'],
  'Natuur en Gezondheid': ['Wiskunde A', 'Biologie', 'Scheikunde', 'Aardrijkskunde'],
  'Economie en Maatschappij': ['Wiskunde A', 'Economie', 'Bedrijfseconomie', 'Geschiedenis'],
  'Cultuur en Maatschappij': ['Geschiedenis', 'Aardrijkskunde', 'Spaans', 'Kunst'],
};
const BIRTHPLACES = ['Willemstad', 'Willemstad', 'Sint Michiel', 'Barber', 'Soto', 'Kralendijk', 'Oranjestad'];

async function render(rng: Rng) {
  const p = gPerson(rng, 'CW');
  const s = rng.pick(SCHOOLS);
  const lvl = rng.pick(LEVELS);
  const profile = rng.pick(Object.keys(PROFILES));
  const year = rng.int(2016, 2025);
  const issued = iso(year, rng.pick([6, 7]), rng.int(1, 28));
  const dob = iso(year - (lvl.code === 'havo' ? 17 : 18), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.7);
  const exam = `${digits(rng, 4)}`;
  const showExam = rng.bool(0.5);
  const F = rng.pick([SANS[0], SERIF[0], SANS[3]]);
  const ability = rng.float(5.8, 8.4);
  const r = gResult('nl', p.given, p.family, showDob ? dob : null);
  setInstitution(r, s.name, 'CW');

  const extra = rng.pick(['Spaans', 'Economie', 'Biologie', 'Informatica'].filter((x) => !PROFILES[profile].includes(x)));
  const subjects = ['Nederlandse taal en literatuur', 'Engelse taal en literatuur', 'Papiamentu', ...PROFILES[profile], extra];
  const rows: GRow[] = [];
  for (const subj of subjects) {
    const se = around(rng, ability, 0.9, 4.5, 9.8, 0.1);
    const ce = around(rng, ability - 0.3, 1.1, 3.5, 9.8, 0.1);
    const fin = Math.round((se + ce) / 2);
    rows.push({ cells: [subj, comma(se, 1), comma(ce, 1), String(fin), nlWord(fin)] });
    r.courses.push(course({ courseName: subj, grade: String(fin) }));
  }
  // A subject examined at school only: no central examination, its final mark the school's.
  const ml = around(rng, ability, 0.8, 6, 9);
  rows.push({ cells: ['Maatschappijleer', comma(ml, 1), '—', String(ml), nlWord(ml)] });
  r.courses.push(course({ courseName: 'Maatschappijleer', grade: String(ml) }));
  const pws = rng.pick(['voldoende', 'goed']);
  Object.assign(r.qualification, {
    registrationNumber: showExam ? exam : null, name: lvl.full.replace(/^./, (x) => x.toUpperCase()), level: 'Higher Secondary', majorOrSpecialization: profile,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4, title: 'Cijferlijst', author: s.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#00337f', '#b35900', '#222222']);
  pdf.text(s.name, L, 40, { font: F.bold, size: 15, color: c });
  pdf.text(`${s.street}, Willemstad, Curaçao  ·  tel. +599 9 ${digits(rng, 3)} ${digits(rng, 4)}`, L, 60, { font: F.regular, size: 8.5 });
  pdf.line(L, 76, L + W, 76, 1, c);
  pdf.text('CIJFERLIJST', L, 92, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  pdf.para(`behorende bij het diploma ${lvl.full} (${lvl.code}), uitgereikt op grond van het Landsbesluit eindexamens vwo, havo en vsbo`, L + 30, 116, W - 60, { font: F.italic, size: 9, align: 'center' });
  let y = 150;
  const grid: Array<[string, string, string, string]> = [
    ['Achternaam', p.family, 'Voornamen', p.given],
    ['Geboortedatum', showDob ? longDate(dob, 'nl') : '', 'Geboorteplaats', rng.pick(BIRTHPLACES)],
    ['Examennummer', showExam ? exam : '', 'Profiel', profile],
  ];
  const lw = 86;
  const half = W / 2;
  for (const row of grid) {
    for (const [k, side] of [[0, 0], [2, 1]] as const) {
      const x = L + side * half;
      pdf.fill(x, y, lw, 18, '#e6ecf5');
      pdf.rect(x, y, half, 18, 0.5, '#7f8fa6');
      pdf.text(row[k], x + 4, y + 5, { font: F.regular, size: 8 });
      if (row[k + 1]) pdf.text(row[k + 1], x + lw + 5, y + 5, { font: F.bold, size: 9, width: half - lw - 10, fit: true });
    }
    y += 18;
  }
  y += 18;
  const cols = [{ label: 'Examenvak', width: W - 4 * 62 - 20 }, { label: ['Cijfer', 'SE'], width: 62, align: 'center' as const }, { label: ['Cijfer', 'CE'], width: 62, align: 'center' as const }, { label: ['Eindcijfer', 'in cijfers'], width: 72, align: 'center' as const }, { label: ['Eindcijfer', 'in letters'], width: 72, align: 'center' as const }];
  y = gTable(pdf, F, L, y, cols, rows, { size: 8.8, rowH: 15, ruling: rng.pick(['grid', 'rows'] as const), fill: '#e6ecf5', bandFill: '#f5f5f5' }) + 10;
  pdf.text(`Profielwerkstuk: "${rng.pick(['Koraalbleking rond de Caribische kust', 'Het toerisme op Curaçao na 2010', 'Zonne-energie op kleine eilanden', 'Meertaligheid in het onderwijs'])}" — beoordeling: ${pws}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  y += 22;
  pdf.text('Uitslag:  GESLAAGD', L, y, { font: F.bold, size: 11 });
  y += 36;
  pdf.text(`Willemstad, ${longDate(issued, 'nl')}`, L, y, { font: F.regular, size: 10 });
  y += 50;
  const chair = `${otherGiven(rng, 'CW', rng.bool())} ${otherFamily(rng, 'CW', p.family)}`;
  const sec = `${otherGiven(rng, 'CW', rng.bool())} ${otherFamily(rng, 'CW', p.family)}`;
  pdf.signature(L, y - 30, 110, rng);
  pdf.signature(L + W - 160, y - 30, 110, rng);
  pdf.text('De voorzitter van de examencommissie', L, y, { font: F.regular, size: 8.5 });
  pdf.text(chair, L, y + 12, { font: F.italic, size: 8.5 });
  pdf.text('De secretaris', L + W - 180, y, { font: F.regular, size: 8.5, width: 180, align: 'right' });
  pdf.text(sec, L + W - 180, y + 12, { font: F.italic, size: 8.5, width: 180, align: 'right' });
  pdf.seal(L + W / 2, y + 4, 26, c);
  pdf.text('Dit is een cijferlijst behorende bij een diploma. Zonder het diploma heeft deze lijst geen geldigheid.', L, pdf.height - 40, { font: F.italic, size: 7, width: W, align: 'center', color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': p.family, 'qualification.dateOfIssue': longDate(issued, 'nl') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'nl');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-07-marksheet',
    country: 'CW',
    languages: ['nl'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Curaçao havo/vwo marks list in Dutch: the school with its Willemstad address and +599 9; "CIJFERLIJST behorende bij het diploma …" naming the diploma in full; a grid of label and value cells (surname and given names apart, birth date with the Dutch month, birthplace, examination number, profile); subjects with SE and CE marks with a decimal comma and the final mark in figures and in words in two cells; a school-only subject without a CE mark; the profile paper\'s judgement; "Uitslag: GESLAAGD"; place and date; the examination board\'s signatures.',
    render,
  },
];
