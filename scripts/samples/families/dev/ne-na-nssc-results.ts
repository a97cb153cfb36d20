/**
 * Namibian senior secondary statement of results, after the public descriptions of the Namibia Senior Secondary
 * Certificate examinations (the ministry's directorate of national examinations and assessment; the Ordinary level
 * NSSCO, graded A* to G with U ungraded, and the Advanced Subsidiary level NSSCAS, graded a to e with u; points per
 * grade and the best five subjects' total used for admission): the republic, the ministry and the directorate with
 * its Windhoek address, the examination and its sitting ("NOVEMBER 2021"), the candidate and centre numbers, the
 * name as entered (SURNAME followed by the given names, in capitals), the date of birth, the centre (the school, not
 * the issuer), the subjects with their level and symbol, the points, and the statement's date. A printed statement
 * or an online-results printout. The directorate is the institution (a board's marksheet, README). Names, numbers and
 * institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, nePerson, neResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ne-kit';

const DNEA = 'Directorate of National Examinations and Assessment';
const CENTRES = ['Oshakati Secondary School', 'Windhoek High School', 'Rundu Senior Secondary School', 'Keetmanshoop Private School', 'Okahandja Secondary School'];

const O_SUBJECTS: Array<[string, string]> = [
  ['6116', 'English Second Language'], ['6131', 'Oshindonga First Language'], ['6145', 'Mathematics'], ['6151', 'Physical Science'], ['6161', 'Biology'],
  ['6171', 'Geography'], ['6176', 'History'], ['6185', 'Accounting'], ['6191', 'Business Studies'], ['6195', 'Agricultural Science'],
];
const AS_SUBJECTS: Array<[string, string]> = [
  ['8116', 'English'], ['8145', 'Mathematics'], ['8151', 'Physics'], ['8153', 'Chemistry'], ['8161', 'Biology'], ['8171', 'Geography'], ['8185', 'Accounting'], ['8191', 'Economics'],
];
const O_GRADES = ['A*', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
const O_POINTS: Record<string, number> = { 'A*': 8, A: 7, B: 6, C: 5, D: 4, E: 3, F: 2, G: 1 };
const AS_GRADES = ['a', 'b', 'c', 'd', 'e'];
const AS_POINTS: Record<string, number> = { a: 10, b: 9, c: 8, d: 7, e: 6 };

async function render(rng: Rng) {
  const person = nePerson(rng, 'NA');
  const as = rng.bool(0.45);
  const year = rng.int(2020, 2024);
  const centre = rng.pick(CENTRES);
  const centreNo = `${rng.pick(['11', '12', '13', '14'])}${digits(rng, 3)}`;
  const candNo = `${centreNo}${digits(rng, 4)}`;
  const dob = rng.bool(0.7) ? iso(year - (as ? 18 : 17) - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28)) : null;
  const layout = rng.pick(['statement', 'online'] as const);
  const shown = `${person.family} ${person.given}`.toUpperCase();
  const qual = as ? 'Namibia Senior Secondary Certificate Advanced Subsidiary Level' : 'Namibia Senior Secondary Certificate Ordinary Level';
  const abbr = as ? 'NSSCAS' : 'NSSCO';
  const ability = rng.float(1, 4.5);
  const issued = iso(year + 1, 1, rng.int(5, 28));

  const r = neResult('en', person, dob);
  setInstitution(r, DNEA, 'NA');
  const rows: TableRow[] = [];
  const asPicked = [AS_SUBJECTS[0], ...AS_SUBJECTS.slice(1).filter(() => rng.bool(0.6))];
  const subjects = as
    ? (asPicked.length >= 4 ? asPicked : AS_SUBJECTS).slice(0, rng.int(4, 5))
    : [O_SUBJECTS[0], O_SUBJECTS[2], ...O_SUBJECTS.filter((_, i) => i !== 0 && i !== 2).filter(() => rng.bool(0.6))].slice(0, rng.int(6, 8));
  let points = 0;
  for (const [code, name] of subjects) {
    const grades = as ? AS_GRADES : O_GRADES;
    const g = grades[Math.max(0, Math.min(grades.length - 1, Math.round(ability + rng.gauss() * 1.3)))];
    const p = as ? AS_POINTS[g] : O_POINTS[g];
    points += p;
    rows.push({ cells: [code, name, abbr, g, String(p)] });
    r.courses.push(course({ courseNumber: code, courseName: name, grade: g, year }));
  }
  Object.assign(r.qualification, {
    registrationNumber: candNo, name: qual, level: as ? 'Higher Secondary' : 'Secondary', yearOfCompletion: year,
    // The total of the subjects' points is the grand total obtained (README, `totalCreditsOrMarks`), as the Abitur's Gesamtpunktzahl is.
    dateOfIssue: layout === 'statement' ? issued : null, status: 'Completed', totalCreditsOrMarks: String(points),
  });

  const pdf = new Pdf({ size: A4, title: layout === 'statement' ? 'Statement of Results' : 'Examination Results', author: DNEA, creationDate: new Date(`${issued}T08:00:00Z`) });
  const W = pdf.width;
  const F = layout === 'statement' ? rng.pick([SERIF[0], SANS[0], SANS[2]]) : rng.pick([SANS[1], SANS[2]]);
  const details: Array<[string, string]> = [
    ['CANDIDATE NUMBER', candNo],
    ['CENTRE NUMBER', centreNo],
    ['NAME', shown],
    ...(dob ? ([['DATE OF BIRTH', slashed(dob)]] as Array<[string, string]>) : []),
    ['CENTRE', centre.toUpperCase()],
  ];
  let y: number;
  let L: number;
  if (layout === 'statement') {
    L = 56;
    pdf.rect(28, 28, W - 56, pdf.height - 56, 1.2, '#003580');
    pdf.crest(W / 2, 76, 24, 'RN', '#003580');
    pdf.text('REPUBLIC OF NAMIBIA', L, 106, { font: F.bold, size: 11, width: W - 2 * L, align: 'center' });
    pdf.text('MINISTRY OF EDUCATION, ARTS AND CULTURE', L, 121, { font: F.regular, size: 9.5, width: W - 2 * L, align: 'center' });
    pdf.text(DNEA.toUpperCase(), L, 135, { font: F.bold, size: 10.5, width: W - 2 * L, align: 'center', fit: true });
    pdf.text('Private Bag 12036, Ausspannplatz, Windhoek', L, 151, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
    pdf.text(`${qual.toUpperCase()} (${abbr}) EXAMINATION`, L, 176, { font: F.bold, size: 10.5, width: W - 2 * L, align: 'center', fit: true });
    pdf.text(`STATEMENT OF RESULTS — NOVEMBER ${year}`, L, 193, { font: F.bold, size: 11.5, width: W - 2 * L, align: 'center', color: '#003580' });
    y = 222;
    for (const [k, v] of details) {
      pdf.text(k, L + 10, y, { font: F.regular, size: 9.5 });
      pdf.text(`: ${v}`, L + 150, y, { font: F.bold, size: 9.5, width: W - 2 * L - 160, fit: true });
      y += 16;
    }
    y += 12;
  } else {
    L = 30;
    pdf.fill(0, 0, W, 54, '#003580');
    pdf.text('Ministry of Education, Arts and Culture  |  Examination Results', 30, 20, { font: F.bold, size: 12.5, color: '#ffffff', width: W - 60, fit: true });
    pdf.text(`Home > DNEA > Results > ${abbr} November ${year}`, 30, 66, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(`${qual} (${abbr}) - November ${year}`, 30, 86, { font: F.bold, size: 12.5, width: W - 60, fit: true });
    pdf.text(`${DNEA}, Windhoek, Namibia`, 30, 104, { font: F.regular, size: 9, color: '#333333' });
    y = 126;
    for (const [k, v] of details) {
      pdf.fill(30, y - 3, W - 60, 17, y % 2 ? '#eef3fa' : '#ffffff');
      pdf.text(k.replace(/\b(\w)(\w*)/g, (_m, a: string, b: string) => a + b.toLowerCase()), 36, y, { font: F.bold, size: 9.5, color: '#333333' });
      pdf.text(v, 200, y, { font: F.regular, size: 9.5 });
      y += 18;
    }
    y += 12;
  }
  const cols: Column[] = [
    { label: layout === 'statement' ? 'CODE' : 'Code', width: 56 },
    { label: layout === 'statement' ? 'SUBJECT' : 'Subject', width: W - 2 * L - 56 - 70 - 70 - 60, wrap: true },
    { label: layout === 'statement' ? 'LEVEL' : 'Level', width: 70, align: 'center' },
    { label: layout === 'statement' ? 'SYMBOL' : 'Grade', width: 70, align: 'center' },
    { label: layout === 'statement' ? 'POINTS' : 'Points', width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: layout === 'statement' ? 'grid' : 'zebra', headerFill: layout === 'online' ? '#dce6f4' : undefined, repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 14;
  pdf.text(`TOTAL POINTS: ${points}`, L + 10, y, { font: F.bold, size: 10 });
  pdf.text(as ? 'KEY: a-e graded, u ungraded (NSSCAS)' : 'KEY: A*-G graded, U ungraded (NSSCO)', L + 200, y, { font: F.italic, size: 8.5 });
  if (layout === 'statement') {
    pdf.text('This statement is issued subject to the correction of any error.', L + 10, y + 34, { font: F.italic, size: 8.5 });
    pdf.text(`Date of issue: ${dateEn(issued)}`, L + 10, y + 80, { font: F.regular, size: 9.5 });
    pdf.signature(W - 230, y + 76, 120, rng);
    pdf.text('DIRECTOR: NATIONAL EXAMINATIONS AND ASSESSMENT', W - 330, y + 90, { font: F.bold, size: 8.5, width: 270, align: 'right' });
  } else {
    pdf.text('Results are provisional until the certificate is issued. Verify at the DNEA results portal (www.dnea.gov.na).', 30, pdf.height - 40, { font: F.regular, size: 7.5, color: '#666666', width: W - 60, fit: true });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': slashed(dob) } : {}),
      ...(layout === 'statement' ? { 'institution.name': DNEA.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued), 'qualification.name': qual.toUpperCase() } : {}),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ne-na-nssc-results',
    country: 'NA',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo', 'screenshot'],
    conventions: 'Namibian NSSCO / NSSCAS statement of results: the republic, the ministry and the Directorate of National Examinations and Assessment (Windhoek), the examination and its November sitting, candidate and centre numbers, the name as entered SURNAME GIVEN in capitals, date of birth, centre, subjects with code, level, symbol (A*-G, or a-e at AS level) and points, total points; a printed statement or an online-results printout; after public descriptions of the Namibian senior secondary certificate examinations.',
    render,
  },
];
