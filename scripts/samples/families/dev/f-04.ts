/**
 * Liechtenstein gymnasium's Maturitätszeugnis (school-leaving certificate) in German: "Fürstentum
 * Liechtenstein" over the school's name and its address with the four-digit postal code and the municipality;
 * "MATURITÄTSZEUGNIS"; the holder with "Herr"/"Frau", "geboren am <date>", "von <Heimatort>" (the place of
 * citizenship, not the issuer's); "hat im <month> <year> die Maturitätsprüfung bestanden und erwirbt damit die
 * Gymnasiale Maturität", the Schwerpunktfach (the major); the grades of the Maturafächer on the 6-1 scale, each
 * with its word (6 sehr gut, 5 gut, 4 genügend, 3 ungenügend) — in two cells "5 | gut" or in one "5 (gut)" —
 * grouped under Grundlagenfächer, Schwerpunktfach, Ergänzungsfach and the Maturaarbeit (its title quoted);
 * the average of the grades (Notendurchschnitt, decimal comma); "<Ort>, <date>", the rector's and the
 * president of the Maturitätskommission's signatures. As described by the Liechtenstein and Swiss
 * maturity-recognition regulations (grades 6 to 1 with 4 as the pass, a Schwerpunktfach and an
 * Ergänzungsfach, a Maturaarbeit graded with the subjects).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, fPerson, fResult, fTable, iso, longDate, otherFamily, otherGiven, type FRow } from './f-kit';

const SCHOOLS = [
  { name: 'Gymnasium Sankt Florin', street: 'Kirchstrasse 21', plz: '9490', town: 'Vaduz' },
  { name: 'Oberländer Gymnasium Triesen', street: 'Landstrasse 148', plz: '9495', town: 'Triesen' },
  { name: 'Privatgymnasium Unterland', street: 'Rheinstrasse 6', plz: '9492', town: 'Eschen' },
];
const HOMES = ['Schaan', 'Balzers', 'Ruggell', 'Mauren', 'Gamprin', 'Planken', 'Schellenberg', 'Triesenberg'];
const FOCUS = ['Wirtschaft und Recht', 'Biologie und Chemie', 'Physik und Anwendungen der Mathematik', 'Spanisch', 'Bildnerisches Gestalten'];
const EXTRA = ['Geschichte', 'Informatik', 'Sport', 'Religionslehre', 'Wirtschaft und Recht', 'Physik'];
const WORDS: Record<number, string> = { 6: 'sehr gut', 5: 'gut', 4: 'genügend', 3: 'ungenügend' };
const TOPICS = ['Die Rheinkorrektur im 19. Jahrhundert', 'Mikroplastik in Fliessgewässern', 'Ein Spiel in Python', 'Kleinstaaten in Europa', 'Solarenergie im Alpenraum', 'Die Fotografie der Nachkriegszeit'];

async function render(rng: Rng) {
  const p = fPerson(rng, 'LI');
  const s = rng.pick(SCHOOLS);
  const year = rng.int(2015, 2025);
  const dob = iso(year - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, rng.pick([6, 7]), rng.int(1, 28));
  const focus = rng.pick(FOCUS);
  const extra = rng.pick(EXTRA.filter((e) => e !== focus));
  const lang3 = rng.pick(['Französisch', 'Italienisch', 'Latein']);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[2]]);
  const oneCell = rng.bool(0.5);
  const ability = rng.float(4.3, 5.7);
  const r = fResult('de', p.given, p.family, dob);
  setInstitution(r, s.name, 'LI');

  const groups: Array<[string, string[]]> = [
    ['Grundlagenfächer', ['Deutsch', 'Englisch', lang3, 'Mathematik', 'Biologie', 'Chemie', 'Physik', 'Geschichte', 'Geografie', rng.pick(['Bildnerisches Gestalten', 'Musik'])].filter((f) => !focus.includes(f))],
    ['Schwerpunktfach', [focus]],
    ['Ergänzungsfach', [extra]],
    ['Maturaarbeit', ['Maturaarbeit']],
  ];
  const rows: FRow[] = [];
  let sum = 0;
  let n = 0;
  for (const [g, subjects] of groups) {
    rows.push({ band: g, cells: [] });
    for (const subj of subjects) {
      const grade = Math.max(4, around(rng, ability, 0.8, 3, 6));
      const shown = oneCell ? `${grade} (${WORDS[grade]})` : String(grade);
      rows.push({ cells: oneCell ? [subj, shown] : [subj, shown, WORDS[grade]] });
      r.courses.push(course({ courseName: subj, grade: shown }));
      sum += grade;
      n++;
    }
  }
  const avg = (sum / n).toFixed(2);
  const topic = rng.pick(TOPICS);
  Object.assign(r.qualification, {
    name: 'Gymnasiale Maturität', level: 'Higher Secondary', majorOrSpecialization: focus,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: avg,
  });

  const pdf = new Pdf({ size: A4, title: 'Maturitätszeugnis', author: s.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#1a2f6b', '#7a1022', '#222222']);
  pdf.crest(pdf.width / 2, 50, 20, 'FL', c);
  pdf.text('FÜRSTENTUM LIECHTENSTEIN', L, 78, { font: F.regular, size: 10, width: W, align: 'center' });
  pdf.text(s.name, L, 94, { font: F.bold, size: 15, color: c, width: W, align: 'center' });
  pdf.text(`${s.street}, ${s.plz} ${s.town}`, L, 114, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('MATURITÄTSZEUGNIS', L, 146, { font: F.bold, size: 20, width: W, align: 'center', cs: 2 });
  let y = 186;
  pdf.text(p.woman ? 'Frau' : 'Herr', L, y, { font: F.regular, size: 11, width: W, align: 'center' });
  pdf.text(`${p.given} ${p.family}`, L, y + 16, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`geboren am ${longDate(dob, 'de')}, von ${rng.pick(HOMES.filter((h) => h !== s.town))}`, L, y + 38, { font: F.regular, size: 10.5, width: W, align: 'center' });
  y += 64;
  y += pdf.para(`hat im ${longDate(issued, 'de').split(' ').slice(1).join(' ')} die Maturitätsprüfung bestanden und erwirbt damit die Gymnasiale Maturität. Schwerpunktfach: ${focus}.`, L + 20, y, W - 40, { font: F.regular, size: 10.5, leading: 15 }) + 14;
  const cols = oneCell
    ? [{ label: 'Fach', width: W - 130 }, { label: 'Note', width: 130, align: 'center' as const }]
    : [{ label: 'Fach', width: W - 150 }, { label: 'Note', width: 60, align: 'center' as const }, { label: 'in Worten', width: 90 }];
  y = fTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 15.5, ruling: rng.pick(['rows', 'none'] as const), fill: '#f2f2f2', bandFill: '#fafafa' });
  y += 12;
  pdf.text(`Thema der Maturaarbeit: «${topic}»`, L, y, { font: F.italic, size: 9 });
  y += 16;
  pdf.text(`Notendurchschnitt: ${comma(Number(avg), 2)}`, L, y, { font: F.bold, size: 10.5 });
  pdf.text('Notenskala: 6 sehr gut, 5 gut, 4 genügend, 3 ungenügend, 2 schwach, 1 sehr schwach. Die Note 4 ist genügend.', L, y + 18, { font: F.italic, size: 7.8, width: W, fit: true });
  y += 60;
  pdf.text(`${s.town}, ${longDate(issued, 'de')}`, L, y, { font: F.regular, size: 10.5 });
  y += 40;
  const sign = (x: number, role: string) => {
    pdf.signature(x + 20, y - 20, 110, rng);
    pdf.line(x, y, x + 170, y, 0.5);
    pdf.text(`${otherGiven(rng, 'LI', rng.bool(0.4))} ${otherFamily(rng, 'LI', p.family)}`, x, y + 4, { font: F.regular, size: 9, width: 170, align: 'center' });
    pdf.text(role, x, y + 16, { font: F.italic, size: 8.5, width: 170, align: 'center' });
  };
  sign(L, 'Rektor/Rektorin');
  sign(L + W - 170, 'Präsident der Maturitätskommission');
  pdf.seal(L + W / 2, y - 6, 26, c);
  const printed: Record<string, string> = { 'candidate.dateOfBirth': longDate(dob, 'de'), 'qualification.dateOfIssue': longDate(issued, 'de'), 'qualification.cgpa': comma(Number(avg), 2) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-04-certificate',
    country: 'LI',
    languages: ['de'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Liechtenstein gymnasium Maturitätszeugnis in German: "Fürstentum Liechtenstein", the school with its postal code and municipality; Herr/Frau, name, "geboren am …, von <Heimatort>"; "hat im <Monat Jahr> die Maturitätsprüfung bestanden und erwirbt damit die Gymnasiale Maturität", Schwerpunktfach; grades 6-1 with their word in two cells or one ("5 (gut)") grouped by Grundlagenfächer, Schwerpunktfach, Ergänzungsfach, Maturaarbeit; Notendurchschnitt with a decimal comma; place and date, two signatures; as described by the maturity-recognition regulations.',
    render,
  },
];
