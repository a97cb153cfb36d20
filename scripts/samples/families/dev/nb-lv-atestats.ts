/**
 * Latvian certificate of general secondary education (Atestāts par vispārējo vidējo izglītību) with its
 * statement of grades (sekmju izraksts), in Latvian only, as the Cabinet regulations on state-recognised
 * general-education documents and recognition guides describe it: "LATVIJAS REPUBLIKA", the series and
 * number, the holder's name, the personal code (personas kods ddmmyy-nnnnn) and in some the date of
 * birth, the school, the programme with its code, and the subjects with their grades on the 10-point
 * scale (10 izcili … 4 gandrīz viduvēji), printed as the number or the number with its word; the
 * place and date "Valmierā, 2019. gada 19. jūnijā". Layouts: the value on a line with its caption in
 * small type in parentheses under it (the form's way), or the caption first and the value after it.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateLv, digits, dotted, iso, nbPerson, nbResult, setInstitution, type Column, type TableRow } from '../lib/nb-kit';

const SCHOOLS = [
  { name: 'Gaujmalas ģimnāzija', city: 'Valmiera', loc: 'Valmierā' },
  { name: 'Lielupes vidusskola', city: 'Jelgava', loc: 'Jelgavā' },
  { name: 'Rēzeknes Ezerkrasta vidusskola', city: 'Rēzekne', loc: 'Rēzeknē' },
  { name: 'Kuldīgas Ventas ģimnāzija', city: 'Kuldīga', loc: 'Kuldīgā' },
];

const SUBJECTS = ['Latviešu valoda', 'Literatūra', 'Angļu valoda', 'Vācu valoda', 'Matemātika', 'Latvijas un pasaules vēsture', 'Fizika', 'Ķīmija', 'Bioloģija', 'Ģeogrāfija', 'Informātika', 'Ekonomika', 'Sports', 'Kulturoloģija', 'Programmēšanas pamati'];

const WORDS: Record<number, string> = { 10: 'izcili', 9: 'teicami', 8: 'ļoti labi', 7: 'labi', 6: 'gandrīz labi', 5: 'viduvēji', 4: 'gandrīz viduvēji' };

async function render(rng: Rng) {
  const person = nbPerson(rng, 'LV');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2012, 2024);
  const dob = iso(year - 18, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, 6, rng.int(14, 28));
  const formStyle = rng.bool(0.5);
  const printDob = rng.bool(0.5);
  const withWord = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[1]]);
  const ability = rng.float(5.5, 9.2);
  const [, mm, dd] = dob.split('-');
  const personalCode = `${dd}${mm}${String(year - 18).slice(2)}-${digits(rng, 5)}`;
  const title = 'Atestāts par vispārējo vidējo izglītību';

  const r = nbResult('lv', person, printDob ? dob : null);
  setInstitution(r, school.name, 'LV');
  Object.assign(r.qualification, { name: title, level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });
  const rows: TableRow[] = [];
  const picked = SUBJECTS.filter(() => rng.bool(0.8));
  picked.forEach((s, k) => {
    const g = Math.max(4, Math.min(10, Math.round(ability + rng.gauss() * 1.1)));
    const grade = withWord ? `${g} (${WORDS[g]})` : String(g);
    rows.push({ cells: [String(k + 1), s, grade] });
    r.courses.push(course({ courseName: s, grade }));
  });

  const pdf = new Pdf({ size: A4, title: 'Atestāts', author: school.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 60;
  const W = pdf.width - 2 * L;
  const maroon = '#7a1f2b';
  pdf.text('LATVIJAS REPUBLIKA', L, 40, { font: F.bold, size: 12, width: W, align: 'center', color: maroon });
  pdf.text('ATESTĀTS', L, 70, { font: F.bold, size: 22, width: W, align: 'center' });
  pdf.text('par vispārējo vidējo izglītību', L, 98, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`Sērija AA  Nr. ${digits(rng, 6)}`, L, 120, { font: F.regular, size: 9, width: W, align: 'center' });
  const name = `${person.given} ${person.family}`;
  let y = 150;
  const field = (caption: string, value: string) => {
    if (formStyle) {
      pdf.text(value, L, y, { font: F.bold, size: 12, width: W, align: 'center', fit: true });
      pdf.line(L + 40, y + 15, L + W - 40, y + 15, 0.4, '#555555');
      pdf.text(`(${caption})`, L, y + 18, { font: F.italic, size: 7, width: W, align: 'center', color: '#444444' });
      y += 38;
    } else {
      const w = pdf.text(`${caption}: `, L, y, { font: F.regular, size: 10 });
      pdf.text(value, L + w, y, { font: F.bold, size: 10.5, width: W - w, fit: true });
      y += 20;
    }
  };
  field('vārds, uzvārds', name);
  field('personas kods', personalCode);
  if (printDob) field('dzimšanas datums', dotted(dob, true));
  pdf.para(`${person.female ? 'ir apguvusi' : 'ir apguvis'} vispārējās vidējās izglītības vispārizglītojošo programmu (programmas kods 31011011) un ${person.female ? 'ieguvusi' : 'ieguvis'} vispārējo vidējo izglītību`, L, y, W, { font: F.regular, size: 10, align: 'center' });
  y += 36;
  field('izglītības iestādes nosaukums', school.name);
  y += 4;
  pdf.text('SEKMJU IZRAKSTS', L, y, { font: F.bold, size: 11, width: W, align: 'center' });
  y += 18;
  const cols: Column[] = [
    { label: 'Nr.', width: 30, align: 'center' },
    { label: 'Mācību priekšmets', width: W - 30 - 130, wrap: true },
    { label: 'Vērtējums', width: 130, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), repeatHeader: false, top: 50, bottom: pdf.height - 50 });
  y += 10;
  pdf.para('Vērtējumi 10 ballu skalā: 10 – izcili, 9 – teicami, 8 – ļoti labi, 7 – labi, 6 – gandrīz labi, 5 – viduvēji, 4 – gandrīz viduvēji.', L, y, W, { font: F.italic, size: 7 });
  y += 22;
  pdf.text(`${school.loc}, ${dateLv(issued)}`, L, y, { font: F.regular, size: 10 });
  pdf.text('Direktors', L, y + 30, { font: F.regular, size: 10 });
  pdf.signature(L + 70, y + 18, 110, rng);
  pdf.seal(L + W - 60, y + 28, 30, maroon);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': name, 'qualification.name': 'par vispārējo vidējo izglītību', 'qualification.dateOfIssue': dateLv(issued), 'candidate.dateOfBirth': dotted(dob, true) },
  };
}

export const families: Family[] = [
  {
    id: 'nb-lv-atestats',
    country: 'LV',
    languages: ['lv'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Latvian certificate of general secondary education (Atestāts par vispārējo vidējo izglītību) with its statement of grades (sekmju izraksts), in Latvian: the title over "par vispārējo vidējo izglītību", the holder, the personas kods and in some the date of birth dd.mm.yyyy., the completion sentence, the school, subjects with 10-point grades (with their words "8 (ļoti labi)" in some) and "Valmierā, 2019. gada 19. jūnijā"; values on a line with the caption in parentheses under it, or caption then value; after the Cabinet regulations on state-recognised general-education documents.',
    render,
  },
];
