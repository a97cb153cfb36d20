/**
 * South Indian state board SSLC (Secondary School Leaving Certificate) marks card in English:
 * first/second/third language and core subjects with maximum marks (125 for the first language,
 * 100 elsewhere), marks in figures and words, the total in words, the class obtained, register
 * number, date of birth, medium of instruction, school code and the examination month/year.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, emptyResult, formatDate, gridLines, iso, numberWords, type Column } from '../lib/a-kit';
import { IN_OTHER, INVENTED_PLACES, pin, southIndianPerson } from '../lib/a-data';

const LANGS: Record<string, string> = { KA: 'KANNADA', TN: 'TAMIL', KL: 'MALAYALAM', AP: 'TELUGU', TG: 'TELUGU', MH: 'MARATHI', GJ: 'GUJARATI', OR: 'ODIA', WB: 'BENGALI' };

function klass(pct: number): string {
  if (pct >= 85) return 'DISTINCTION';
  if (pct >= 60) return 'FIRST CLASS';
  if (pct >= 50) return 'SECOND CLASS';
  return 'PASS';
}

async function render(rng: Rng) {
  const place = rng.pick(IN_OTHER.filter((p) => LANGS[p.stateCode]));
  const p = southIndianPerson(rng);
  const year = rng.int(2012, 2024);
  const dob = iso(year - 16, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[4]]);
  const accent = rng.pick(['#213a7a', '#7a2139', '#215a21']);
  const board = `${place.state} ${rng.pick(['Secondary Education Examination Board', 'State Board of Secondary Examinations', 'Board of School Examinations'])}`;
  const regNo = digits(rng, rng.pick([8, 10]));
  const ability = rng.float(45, 95);
  const lang1 = LANGS[place.stateCode];
  const subjects: Array<[string, number]> = [
    [`FIRST LANGUAGE: ${rng.bool(0.7) ? lang1 : 'ENGLISH'}`, 125],
    [`SECOND LANGUAGE: ${rng.bool(0.7) ? 'ENGLISH' : lang1}`, 100],
    [`THIRD LANGUAGE: ${rng.pick(['HINDI', 'SANSKRIT', 'URDU'])}`, 100],
    ['MATHEMATICS', 100], ['SCIENCE', 100], ['SOCIAL SCIENCE', 100],
  ];
  // The first and second language labels differ: keep English once.
  if (subjects[0][0].endsWith('ENGLISH') && subjects[1][0].endsWith('ENGLISH')) subjects[1][0] = `SECOND LANGUAGE: ${lang1}`;
  const rows = subjects.map(([name, max]) => {
    const secured = Math.round(max * Math.max(0.36, Math.min(0.99, (ability + rng.gauss() * 9) / 100)));
    return { name, max, secured };
  });
  const total = rows.reduce((a, x) => a + x.secured, 0);
  const totalMax = rows.reduce((a, x) => a + x.max, 0);
  const pct = (total * 100) / totalMax;
  const month = rng.pick(['MARCH', 'APRIL']);
  const issued = iso(year, rng.int(5, 6), rng.int(1, 28));
  const full = `${p.first} ${p.last}`;
  const surnameFirst = rng.bool(0.4);
  const printedName = (surnameFirst ? `${p.last} ${p.first}` : full).toUpperCase();

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: p.first, lastName: p.last, dateOfBirth: dob };
  // The page prints the state only in the board's name; it counts when the name calls it the state
  // ("Telangana State Board …"), not as a bare place word (families README, `institution.state`).
  const stateNamed = /^\S.* State Board/.test(board);
  r.institution = { name: board, ...COUNTRY.IN, state: stateNamed ? place.state : null, stateCode: stateNamed ? place.stateCode : null };
  r.qualification.registrationNumber = regNo;
  r.qualification.name = 'Secondary School Leaving Certificate';
  r.qualification.level = 'Secondary';
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = issued;
  r.qualification.totalCreditsOrMarks = String(total);
  r.qualification.cgpa = pct.toFixed(2);
  for (const x of rows) r.courses.push(course({ courseName: x.name, marksScored: x.secured, maximumMarks: x.max, passStatus: 'P', year }));
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, 'in-slash'), 'qualification.name': 'SECONDARY SCHOOL LEAVING CERTIFICATE', 'qualification.dateOfIssue': formatDate(issued, 'in-slash') };

  const pdf = new Pdf({ size: A4, title: 'SSLC Marks Card', author: board, creationDate: new Date(`${issued}T05:00:00Z`) });
  const L = 40;
  const R = pdf.width - 40;
  const W = R - L;
  pdf.rect(20, 20, pdf.width - 40, pdf.height - 40, 1.8, accent);
  pdf.securityPattern('', 24, 24, pdf.width - 48, pdf.height - 48, accent, rng);
  pdf.seal(pdf.width / 2, 62, 28, accent);
  pdf.text(board.toUpperCase(), L, 98, { font: F.bold, size: 14, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`${rng.pick(['6th Cross, Malleshwaram', 'College Road', 'Anna Salai', 'Poojappura'])}, ${place.city} - ${pin(rng, place)}`, L, 117, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('SECONDARY SCHOOL LEAVING CERTIFICATE EXAMINATION', L, 140, { font: F.bold, size: 11.5, width: W, align: 'center' });
  pdf.text(`${month} ${year}  —  MARKS CARD`, L, 157, { font: F.bold, size: 10.5, width: W, align: 'center', color: accent });

  let y = 184;
  const kv: Array<[string, string]> = [
    ['Register Number', regNo], ['Name of the Candidate', printedName], ["Father's Name", p.father.toUpperCase()],
    ['Date of Birth', formatDate(dob, 'in-slash')], ['Medium of Instruction', rng.bool(0.6) ? 'ENGLISH' : lang1],
    ['School', `${digits(rng, 5)} - ${rng.pick(INVENTED_PLACES).toUpperCase()} ${rng.pick(['HIGH SCHOOL', 'MATRICULATION SCHOOL', 'VIDYA NIKETAN', 'PUBLIC SCHOOL'])}, ${place.city.toUpperCase()}`],
  ];
  const leader = rng.bool(0.5);
  for (const [k, v] of kv) {
    if (leader) {
      const label = `${k} `;
      const w = pdf.widthOf(label, F.regular, 9);
      const dots = '.'.repeat(Math.max(2, Math.floor((150 - w) / pdf.widthOf('.', F.regular, 9))));
      pdf.text(label + dots, L, y, { font: F.regular, size: 9 });
    } else pdf.text(`${k}  :`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 160, y, { font: F.bold, size: 9.5, width: W - 160, fit: true });
    y += 17;
  }
  y += 10;
  const cols: Column[] = [
    { label: 'Sl.', width: 26, align: 'center' },
    { label: 'Subject', width: 170 },
    { label: ['Max.', 'Marks'], width: 48, align: 'center' },
    { label: ['Min.', 'Marks'], width: 48, align: 'center' },
    { label: ['Marks', 'Obtained'], width: 56, align: 'center' },
    { label: ['Marks Obtained', '(in Words)'], width: W - 26 - 170 - 48 - 48 - 56 - 40 },
    { label: 'Result', width: 40, align: 'center' },
  ];
  const top = y;
  y += drawHeader(pdf, L, y, cols, { font: F.bold, size: 8, fill: '#e3e8f3' }) + 4;
  rows.forEach((x, i) => {
    y += drawRow(pdf, L, y, cols, [String(i + 1), x.name, String(x.max), String(Math.round(x.max * 0.35)), String(x.secured), numberWords(x.secured), 'P'], { font: F.regular, size: 9, leading: 18 });
  });
  pdf.line(L, y + 2, R, y + 2, 0.7);
  gridLines(pdf, L, top, y + 2, cols, 0.4);
  y += 12;
  pdf.text(`TOTAL MARKS: ${total} / ${totalMax}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`(${numberWords(total)})`, L + 180, y + 1, { font: F.regular, size: 8.5, width: W - 180, fit: true });
  y += 18;
  pdf.text(`PERCENTAGE: ${pct.toFixed(2)}%      RESULT: PASS — ${klass(pct)}`, L, y, { font: F.bold, size: 10, color: accent });
  y += 40;
  pdf.text(`Date: ${formatDate(issued, 'in-slash')}`, L, y, { font: F.regular, size: 9 });
  pdf.text(`Place: ${place.city}`, L, y + 13, { font: F.regular, size: 9 });
  pdf.signature(R - 150, y, 110, rng);
  pdf.text('Director / Secretary', R - 150, y + 10, { font: F.bold, size: 9, width: 120, align: 'center' });
  pdf.signature(L + W / 2 - 60, y, 90, rng, '#333333');
  pdf.text('Headmaster', L + W / 2 - 60, y + 10, { font: F.regular, size: 8.5, width: 100, align: 'center' });
  pdf.text('Minimum for a pass: 35% in each subject (30 in the first language out of 125 for internal + external). First Class 60%, Distinction 85%.', L, pdf.height - 48, { font: F.regular, size: 7, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-sslc-marks-card',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'South Indian state board SSLC marks card (Karnataka/Tamil Nadu/Kerala type): three languages with a 125-mark first language, marks in figures and words, 35% minimum, class obtained, register number and medium of instruction, as described in state SSLC result notifications and WES India secondary-school profiles.',
    render,
  },
];
