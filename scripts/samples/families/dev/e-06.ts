/**
 * Grenadian statement of results of the Caribbean Advanced Proficiency Examination, in English, issued by the
 * ministry's examinations unit as the council's local registrar, on a landscape slip: the government and the
 * Ministry of Education (the issuer) with its examinations unit, the ministerial complex's address in St. George's,
 * Grenada and a +1 473 telephone; "PRELIMINARY STATEMENT OF RESULTS" and the examination's name with the sitting
 * (May/June); a strip of the candidate's particulars with the captions on one row and the values on the next
 * (candidate number, the name SURNAME, Given in capitals, date of birth on some, sex, the centre (the candidate's
 * school, not the issuer), territory); then the units taken at the sitting, each a row with the subject and unit in
 * capitals ("ACCOUNTING UNIT 2"), the overall grade in Roman numerals I to VII and the three module grades A to G
 * (parts of the overall grade, no course grades); the number of units (no total); the grading key; a note that the
 * results are provisional until certificates are issued; the date and the chief examinations officer's signature
 * line. As described by the regional examinations council's public guides to CAPE (one- and two-unit subjects, three
 * modules a unit, overall grades I–VII with I–V acceptable, module grades A–G, a May/June sitting) and by the
 * ministries of the member territories acting as local registrars.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf } from '../lib/a-kit';
import { SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, eResult, ePerson, eTable, longDate, upper } from './e-kit';

const SUBJECTS = ['Accounting', 'Biology', 'Chemistry', 'Physics', 'Economics', 'Geography', 'History', 'Law', 'Sociology', 'Management of Business', 'Pure Mathematics', 'Computer Science', 'Literatures in English', 'Spanish', 'Environmental Science', 'Entrepreneurship'];
const SCHOOLS = ['Grand Anse Anglican Secondary School', 'Westerhall Secondary School', 'Carriacou Hillsborough Secondary School', 'St. David\'s Catholic Secondary School', 'Grenville Sixth Form College', 'Beausejour Comprehensive School'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
const MOD = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const INST = 'Ministry of Education';

async function render(rng: Rng) {
  const p = ePerson(rng, 'GD');
  const year = rng.int(2016, 2024);
  const showDob = rng.bool(0.55);
  const dob = iso(year - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);
  const ability = rng.float(0.3, 4);
  const centreNo = `GD${digits(rng, 3)}`;
  const cand = `${centreNo.slice(2)}${digits(rng, 7)}`;
  const unit = rng.bool(0.5) ? 1 : 2;
  const r = eResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, INST, 'GD');

  const picks = SUBJECTS.filter(() => rng.bool(0.3)).slice(0, 4);
  while (picks.length < 3) {
    const s = rng.pick(SUBJECTS);
    if (!picks.includes(s)) picks.push(s);
  }
  const lines: string[] = unit === 1 ? ['CARIBBEAN STUDIES', 'COMMUNICATION STUDIES'] : ['CARIBBEAN STUDIES'];
  for (const s of picks) lines.push(`${s.toUpperCase()} UNIT ${unit}`);
  const rows: Array<{ cells: string[] }> = [];
  for (const s of lines) {
    const g = Math.max(0, Math.min(6, Math.round(ability + rng.gauss() * 1.2)));
    const mods = [0, 1, 2].map(() => MOD[Math.max(0, Math.min(6, Math.round(g + rng.gauss() * 0.9)))]);
    rows.push({ cells: [s, ROMAN[g], ...mods] });
    r.courses.push(course({ courseName: s, grade: ROMAN[g] }));
  }
  const issued = iso(year, rng.pick([8, 8, 9]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: cand, name: 'Caribbean Advanced Proficiency Examination', level: 'Higher Secondary',
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Preliminary Statement of Results', author: INST, creationDate: new Date(`${issued}T12:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const ink = rng.pick(['#8a1c1c', '#0d4a2f', '#1e3a6e']);
  pdf.shield(L, 30, 34, ink);
  pdf.text('GOVERNMENT OF GRENADA', L + 50, 30, { font: F.bold, size: 10.5 });
  pdf.text(INST, L + 50, 44, { font: F.bold, size: 13, color: ink });
  pdf.text('Examinations Unit — Local Registrar', L + 50, 61, { font: F.italic, size: 9 });
  pdf.text(`Ministerial Complex, Botanical Gardens, Tanteen, St. George's, Grenada · Tel: (473) 440-${digits(rng, 4)}`, L + W - 330, 34, { font: F.regular, size: 7.8, width: 330, align: 'right', fit: true });
  pdf.text(`Ref: EU/${year}/${digits(rng, 5)}`, L + W - 330, 47, { font: F.regular, size: 7.8, width: 330, align: 'right' });
  pdf.line(L, 84, L + W, 84, 1.2, ink);
  pdf.text('PRELIMINARY STATEMENT OF RESULTS', L, 96, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`CARIBBEAN ADVANCED PROFICIENCY EXAMINATION — MAY/JUNE ${year}`, L, 116, { font: F.bold, size: 10.5, width: W, align: 'center' });
  let y = 144;
  const name = `${upper(p.family, 'en')}, ${upper(p.given, 'en')}`;
  const strip: Array<[string, string, number]> = [
    ['CANDIDATE NUMBER', cand, 110], ['CANDIDATE NAME', name, 200], ['DATE OF BIRTH', showDob ? dmy(dob) : '', 90],
    ['SEX', p.woman ? 'F' : 'M', 40], ['CENTRE', `${centreNo} ${rng.pick(SCHOOLS).toUpperCase()}`, W - 110 - 200 - 90 - 40 - 90], ['TERRITORY', 'GRENADA', 90],
  ];
  let cx = L;
  pdf.fill(L, y, W, 14, '#eeeeee');
  for (const [k, v, w] of strip) {
    pdf.text(k, cx + 3, y + 3, { font: F.bold, size: 7, width: w - 6, fit: true });
    if (v) pdf.text(v, cx + 3, y + 19, { font: F.regular, size: 8.8, width: w - 6, fit: true });
    cx += w;
  }
  pdf.line(L, y + 32, L + W, y + 32, 0.6);
  y += 48;
  const cols = [
    { label: 'SUBJECT AND UNIT', width: 330 }, { label: 'OVERALL GRADE', width: 110, align: 'center' as const },
    { label: 'MODULE 1', width: 90, align: 'center' as const }, { label: 'MODULE 2', width: 90, align: 'center' as const }, { label: 'MODULE 3', width: 90, align: 'center' as const },
  ];
  y = eTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 19, ruling: rng.pick(['rows', 'grid'] as const), fill: '#f2f2f2' });
  y += 12;
  pdf.text(`Number of units written: ${lines.length}`, L, y, { font: F.regular, size: 9 });
  y += 18;
  pdf.text('KEY: Overall grades I to VII, with grades I to V acceptable. Module grades A to G indicate the performance on each module of the unit and are not separate awards.', L, y, { font: F.italic, size: 8, width: W, fit: true });
  y += 12;
  pdf.text('These results are provisional. Certificates will be issued through this Unit when received from the Council.', L, y, { font: F.italic, size: 8, width: W, fit: true });
  y += 46;
  pdf.signature(L + W - 190, y, 110, rng);
  pdf.line(L + W - 220, y + 12, L + W, y + 12, 0.5);
  pdf.text('Chief Examinations Officer', L + W - 220, y + 16, { font: F.regular, size: 9, width: 220, align: 'center' });
  pdf.text(`Date: ${longDate(issued, 'en')}`, L, y + 16, { font: F.regular, size: 9 });
  pdf.seal(L + W / 2, y + 6, 26, ink);
  const printed: Record<string, string> = {
    'candidate.fullName': name,
    'qualification.name': 'CARIBBEAN ADVANCED PROFICIENCY EXAMINATION',
    'qualification.dateOfIssue': longDate(issued, 'en'),
  };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-06-marksheet',
    country: 'GD',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Grenadian preliminary statement of CAPE results from the Ministry of Education\'s examinations unit on a landscape slip: ministry (the issuer), address in St. George\'s, Grenada, +1 473; the examination and the May/June sitting; a strip of captions over values (candidate number, SURNAME, GIVEN, birth date on some, sex, centre as a decoy school, territory); subject-and-unit rows with the overall grade I-VII and three module grades A-G that are no course grades; number of units; key; provisional note; date and signature; as described by the regional council\'s CAPE guides.',
    render,
  },
];
