/**
 * Mauritian School Certificate / Higher School Certificate result slip, after the public descriptions of the Cambridge
 * examinations the Mauritius Examinations Syndicate (MES, Réduit) conducts with Cambridge: the School Certificate (SC,
 * O Level subjects graded 1 to 9, 1-2 an A, 3-4 a B, 5-6 a C, 7 a D, 8 an E, 9 a fail, the figure being the subject's
 * "units", the aggregate of the best six the sum of their units) and the Higher School Certificate (HSC, principal
 * subjects at A Level graded A* to E, subsidiary subjects at AS Level a to e, General Paper a subsidiary): the
 * syndicate with its address, the examination and its November sitting, the index number (centre and candidate),
 * SURNAME Given names, the school as the centre, the subjects with their level and grade, the date of the slip.
 * A printed slip with each value above its small caption and a photo box, or a listed slip with dot leaders. The
 * syndicate is the institution (a board's marksheet, README). Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, ngPerson, ngResult, photoBox, setInstitution, slashed, type Column, type TableRow } from '../lib/ng-kit';

const MES = 'Mauritius Examinations Syndicate';
const SCHOOLS = ['Plaine des Papayes State College', 'Riviere du Rempart Secondary School', 'Belle Terre State Secondary School', 'Collège du Sud Souillac', 'Rose Belle College'];

const SC_SUBJECTS: Array<[string, string]> = [
  ['1123', 'English Language'], ['3015', 'French'], ['4024', 'Mathematics D'], ['5070', 'Chemistry'], ['5054', 'Physics'], ['5090', 'Biology'],
  ['7115', 'Business Studies'], ['7110', 'Principles of Accounts'], ['2217', 'Geography'], ['2210', 'Computer Science'], ['3162', 'Hindi'],
];
const HSC_PRINCIPAL: Array<[string, string]> = [
  ['9709', 'Mathematics'], ['9701', 'Chemistry'], ['9702', 'Physics'], ['9700', 'Biology'], ['9708', 'Economics'], ['9706', 'Accounting'], ['9618', 'Computer Science'], ['9716', 'French'],
];
const HSC_SUBSIDIARY: Array<[string, string]> = [['8021', 'General Paper'], ['8009', 'Marine Science'], ['8023', 'Further Mathematics'], ['8683', 'Spanish']];
const A_GRADES = ['A*', 'A', 'B', 'C', 'D', 'E'];
const AS_GRADES = ['a', 'b', 'c', 'd', 'e'];

async function render(rng: Rng) {
  const person = ngPerson(rng, 'MU');
  const hsc = rng.bool(0.55);
  const year = rng.int(2018, 2024);
  const school = rng.pick(SCHOOLS);
  const centre = `${rng.pick(['M', 'C'])}${digits(rng, 3)}`;
  const index = `${centre}/${digits(rng, 4)}`;
  const dob = rng.bool(0.75) ? iso(year - (hsc ? 19 : 17) + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28)) : null;
  const layout = rng.pick(['boxed', 'listed'] as const);
  const shown = `${person.family.toUpperCase()} ${person.given}`;
  const qual = hsc ? 'Cambridge Higher School Certificate' : 'Cambridge School Certificate';
  const issued = iso(year + 1, rng.pick([1, 2]), rng.int(3, 28));
  const ability = rng.float(0.5, 3.5);

  const r = ngResult('en', person, dob);
  setInstitution(r, MES, 'MU');
  const rows: TableRow[] = [];
  if (hsc) {
    const principal = HSC_PRINCIPAL.filter(() => rng.bool(0.5)).slice(0, 3);
    const mains = principal.length === 3 ? principal : HSC_PRINCIPAL.slice(0, 3);
    const subs = [HSC_SUBSIDIARY[0], ...HSC_SUBSIDIARY.slice(1).filter(() => rng.bool(0.4)).slice(0, 1)];
    for (const [code, name] of mains) {
      const g = A_GRADES[Math.max(0, Math.min(5, Math.round(ability + rng.gauss())))];
      rows.push({ cells: [code, name, 'Principal', g] });
      r.courses.push(course({ courseNumber: code, courseName: name, grade: g, year }));
    }
    for (const [code, name] of subs) {
      const g = AS_GRADES[Math.max(0, Math.min(4, Math.round(ability + rng.gauss())))];
      rows.push({ cells: [code, name, 'Subsidiary', g] });
      r.courses.push(course({ courseNumber: code, courseName: name, grade: g, year }));
    }
  } else {
    const picked = [SC_SUBJECTS[0], SC_SUBJECTS[1], SC_SUBJECTS[2], ...SC_SUBJECTS.slice(3).filter(() => rng.bool(0.5))].slice(0, rng.int(6, 8));
    for (const [code, name] of picked) {
      const units = Math.max(1, Math.min(9, Math.round(ability * 2 + 1 + rng.gauss() * 1.5)));
      const letter = units <= 2 ? 'A' : units <= 4 ? 'B' : units <= 6 ? 'C' : units === 7 ? 'D' : units === 8 ? 'E' : 'F';
      // The units figure is the SC grade as printed (1 to 9); the letter beside it only restates its band.
      rows.push({ cells: [code, name, 'O Level', String(units), letter] });
      r.courses.push(course({ courseNumber: code, courseName: name, grade: String(units), year }));
    }
  }
  Object.assign(r.qualification, {
    registrationNumber: index, name: qual, level: hsc ? 'Higher Secondary' : 'Secondary', yearOfCompletion: year, dateOfIssue: issued, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Result Slip', author: MES, creationDate: new Date(`${issued}T08:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const blue = '#12306b';
  pdf.crest(W / 2, 64, 22, 'MES', blue);
  pdf.text(MES.toUpperCase(), 40, 94, { font: F.bold, size: 13, width: W - 80, align: 'center', color: blue });
  pdf.text('Reduit, Republic of Mauritius  -  Tel: +230 403 6500  -  www.mes.mu', 40, 112, { font: F.regular, size: 8.5, width: W - 80, align: 'center' });
  pdf.text(`${qual.toUpperCase()} EXAMINATION — NOVEMBER ${year}`, 40, 138, { font: F.bold, size: 11, width: W - 80, align: 'center', fit: true });
  pdf.text('RESULT SLIP', 40, 156, { font: F.bold, size: 12, width: W - 80, align: 'center' });
  let y = 188;
  const L = 50;
  const details: Array<[string, string]> = [
    ['Index Number', index],
    ['Name of Candidate', shown],
    ...(dob ? ([['Date of Birth', slashed(dob)]] as Array<[string, string]>) : []),
    ['School / Centre', school],
  ];
  if (layout === 'boxed') {
    // Each value printed above its small caption, two to a row, as MES slips box their fields.
    photoBox(pdf, W - L - 84, y, 84, 100);
    const boxW = (W - 2 * L - 100) / 2;
    details.forEach(([k, v], i) => {
      const x = L + (i % 2) * (boxW + 8);
      const yy = y + Math.floor(i / 2) * 48;
      pdf.rect(x, yy, boxW, 40, 0.5, '#888888');
      pdf.text(v, x + 6, yy + 7, { font: F.bold, size: 10, width: boxW - 12, fit: true });
      pdf.text(k, x + 6, yy + 26, { font: F.italic, size: 7, color: '#555555' });
    });
    y += Math.max(110, Math.ceil(details.length / 2) * 48 + 10);
  } else {
    details.forEach(([k, v]) => {
      const w = pdf.text(k, L, y, { font: F.regular, size: 10 });
      const dot = pdf.widthOf('.', F.regular, 10);
      pdf.text('.'.repeat(Math.max(3, Math.floor((150 - w - 6) / dot))), L + w + 3, y, { font: F.regular, size: 10, color: '#555555' });
      pdf.text(v, L + 156, y, { font: F.bold, size: 10, width: W - 2 * L - 160, fit: true });
      y += 18;
    });
    y += 14;
  }
  const cols: Column[] = hsc
    ? [
        { label: 'Subject Code', width: 80 },
        { label: 'Subject', width: W - 2 * L - 80 - 100 - 80, wrap: true },
        { label: 'Level', width: 100, align: 'center' },
        { label: 'Grade', width: 80, align: 'center' },
      ]
    : [
        { label: 'Subject Code', width: 76 },
        { label: 'Subject', width: W - 2 * L - 76 - 80 - 90 - 70, wrap: true },
        { label: 'Level', width: 80, align: 'center' },
        { label: ['Grade', '(Units)'], width: 90, align: 'center' },
        { label: 'Band', width: 70, align: 'center' },
      ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: layout === 'boxed' ? 'grid' : 'rows', repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 14;
  pdf.text(hsc ? 'Principal subjects are graded A* to E, subsidiary subjects a to e; U ungraded.' : 'Grades 1 to 9 are units: 1-2 (A), 3-4 (B), 5-6 (C), 7 (D), 8 (E); 9 unsatisfactory.', L, y, { font: F.italic, size: 8, width: W - 2 * L, fit: true });
  pdf.text('This slip is issued subject to confirmation by the Cambridge certificate.', L, y + 14, { font: F.italic, size: 8 });
  pdf.text(`Date: ${layout === 'boxed' ? dateEn(issued) : slashed(issued)}`, L, y + 60, { font: F.regular, size: 9.5 });
  pdf.signature(W - 220, y + 52, 120, rng);
  pdf.text('Director, Mauritius Examinations Syndicate', W - 290, y + 72, { font: F.bold, size: 8.5, width: 240, align: 'right' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': slashed(dob) } : {}),
      'institution.name': MES.toUpperCase(),
      'qualification.name': qual.toUpperCase(),
      'qualification.dateOfIssue': layout === 'boxed' ? dateEn(issued) : slashed(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ng-mu-hsc-results',
    country: 'MU',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Mauritian Cambridge School Certificate / Higher School Certificate result slip of the Mauritius Examinations Syndicate (Réduit): index number centre/candidate, SURNAME Given names, the school as centre, subjects with code and level, SC grades 1-9 (units) with their letter band, HSC principal grades A*-E and subsidiary a-e with General Paper; each value above its small caption with a photo box, or dot leaders; after public descriptions of the MES examinations.',
    render,
  },
];
