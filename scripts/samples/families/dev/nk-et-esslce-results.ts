/**
 * Ethiopian Secondary School Leaving Certificate Examination result, after public descriptions of the national
 * examinations service's result printouts (the grade 12 examination taken for university entrance: six subjects of the
 * stream, each scored out of 100, the total out of 600; results looked up by registration number): the Federal Democratic
 * Republic of Ethiopia and the Educational Assessment and Examinations Service in Addis Ababa (the issuer), the
 * examination and its year ("… CERTIFICATE EXAMINATION (ESSLCE) — 2022": named by its certificate, README; the end of
 * secondary school, `Higher Secondary`), the registration number, the name as the given name with the father's and the
 * grandfather's in capitals (the chain, its last name `lastName`), sex, the school (not the issuer) and the stream
 * (the major); the subjects printed ACROSS the page as the columns of a small grid — one row of subject names, a row of
 * maxima ("Max. Mark", 100 each) in some, the row of scores under them (`marksScored`, `maximumMarks` 100) — and the total
 * in the grid's last column (`totalCreditsOrMarks`), the date of issue over the Director General's signature. No date of
 * birth. Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, dateEn, digits, etPerson, iso, nkResult, setInstitution } from '../lib/nk-kit';

const EAES = 'Educational Assessment and Examinations Service';
const SCHOOLS = ['Bole Preparatory School', 'Adama Hora Secondary and Preparatory School', 'Bahir Dar Tana Haik Secondary School', 'Hawassa Tabor Preparatory School', 'Mekelle Atse Yohannes Preparatory School', 'Jimma Jiren Secondary School'];
const STREAMS: Record<string, string[]> = {
  'Natural Science': ['English', 'Mathematics', 'Scholastic Aptitude', 'Physics', 'Chemistry', 'Biology'],
  'Social Science': ['English', 'Mathematics', 'Scholastic Aptitude', 'Geography', 'History', 'Economics'],
};
const titleWord = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

async function render(rng: Rng) {
  const p = etPerson(rng);
  const person = { given: `${titleWord(p.parts[0])} ${titleWord(p.parts[1])}`, family: titleWord(p.parts[2]) };
  const shownName = p.parts.join(' ').toUpperCase();
  const year = rng.int(2016, 2024);
  const stream = rng.pick(Object.keys(STREAMS));
  const subjects = STREAMS[stream];
  const ability = rng.float(35, 80);
  const scores = subjects.map(() => Math.max(12, Math.min(98, Math.round(ability + rng.gauss() * 11))));
  const total = scores.reduce((a, b) => a + b, 0);
  const regNo = `${digits(rng, 2)}${digits(rng, 5)}`;
  const school = rng.pick(SCHOOLS);
  const printedOn = iso(year, rng.pick([9, 10, 11]), rng.int(1, 28));
  const qual = 'Ethiopian Secondary School Leaving Certificate';

  const r = nkResult('en', person, null);
  setInstitution(r, EAES, 'ET');
  subjects.forEach((s, i) => r.courses.push(course({ courseName: s, marksScored: scores[i], maximumMarks: 100, year })));
  Object.assign(r.qualification, { registrationNumber: regNo, name: qual, level: 'Higher Secondary', majorOrSpecialization: stream, yearOfCompletion: year, dateOfIssue: printedOn, totalCreditsOrMarks: String(total) });

  const pdf = new Pdf({ size: A4, title: 'ESSLCE Result', author: EAES, creationDate: new Date(`${printedOn}T07:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SERIF[0], SANS[1]]);
  const L = 44;
  const green = '#0f5e2f';
  pdf.crest(W / 2, 58, 24, 'EAES', green);
  pdf.text('FEDERAL DEMOCRATIC REPUBLIC OF ETHIOPIA', L, 92, { font: F.bold, size: 11, width: W - 2 * L, align: 'center' });
  pdf.text(EAES.toUpperCase(), L, 108, { font: F.bold, size: 13, color: green, width: W - 2 * L, align: 'center', fit: true });
  pdf.text('P.O. Box 30747, Addis Ababa, Ethiopia  ·  www.eaes.example.et', L, 126, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
  pdf.line(L, 142, W - L, 142, 1.2, green);
  pdf.text(`${qual.toUpperCase()} EXAMINATION (ESSLCE) — ${year}`, L, 154, { font: F.bold, size: 10.5, width: W - 2 * L, align: 'center', fit: true });
  pdf.text('CANDIDATE RESULT', L, 172, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
  const info: Array<[string, string]> = [['Registration No.', regNo], ['Full Name', shownName], ['Sex', p.female ? 'F' : 'M'], ['School', school], ['Stream', stream]];
  let y = 202;
  for (const [k, v] of info) {
    pdf.text(k, L, y, { font: F.regular, size: 10 });
    pdf.text(`: ${v}`, L + 110, y, { font: F.bold, size: 10, width: W - 2 * L - 110, fit: true });
    y += 18;
  }
  y += 14;
  // the grid: subjects across the page, the total last
  const heads = [...subjects, 'Total'];
  const withMax = rng.bool(0.5);
  const labelW = 78;
  const cw = (W - 2 * L - labelW) / heads.length;
  const rowsOf: Array<[string, string[]]> = [['Subject', heads]];
  if (withMax) rowsOf.push(['Max. Mark', [...subjects.map(() => '100'), String(subjects.length * 100)]]);
  rowsOf.push(['Score', [...scores.map(String), String(total)]]);
  const rh = [30, ...rowsOf.slice(1).map(() => 20)];
  let ry = y;
  rowsOf.forEach(([label, cells], ri) => {
    if (ri === 0) pdf.fill(L, ry, W - 2 * L, rh[ri], '#e3efe6');
    pdf.rect(L, ry, labelW, rh[ri], 0.6);
    pdf.text(label, L + 4, ry + (rh[ri] - 10) / 2, { font: F.bold, size: 9 });
    cells.forEach((c, ci) => {
      const x = L + labelW + ci * cw;
      pdf.rect(x, ry, cw, rh[ri], 0.6);
      if (ri === 0) {
        const lines = pdf.wrap(c, F.bold, 8.5, cw - 6);
        lines.forEach((l, k) => pdf.text(l, x + 3, ry + (rh[ri] - lines.length * 10) / 2 + k * 10, { font: F.bold, size: 8.5, width: cw - 6, align: 'center' }));
      } else pdf.text(c, x + 3, ry + 5, { font: ri === rowsOf.length - 1 ? F.bold : F.regular, size: 10, width: cw - 6, align: 'center' });
    });
    ry += rh[ri];
  });
  y = ry + 22;
  pdf.text(`Each subject is scored out of 100; the total is out of ${subjects.length * 100}. University admission is decided on the total.`, L, y, { font: F.italic, size: 8, width: W - 2 * L, fit: true });
  pdf.text(`Date of issue: ${dateEn(printedOn)}`, L, y + 40, { font: F.regular, size: 9 });
  pdf.signature(W - L - 150, y + 36, 110, rng);
  pdf.text('Director General', W - L - 170, y + 52, { font: F.bold, size: 9, width: 150, align: 'center' });
  pdf.text('This result is not a certificate. Verify it with the registration number at the examinations service.', L, pdf.height - 46, { font: F.italic, size: 7.5, width: W - 2 * L, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'institution.name': EAES.toUpperCase(), 'qualification.name': qual.toUpperCase(), 'qualification.dateOfIssue': dateEn(printedOn) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nk-et-esslce-results',
    country: 'ET',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Ethiopian Secondary School Leaving Certificate Examination result of the Educational Assessment and Examinations Service (Addis Ababa): the examination and its year, registration number, the name as given, father\'s and grandfather\'s names in capitals, sex, school (not the issuer), stream; the six subjects of the stream printed across the page as the columns of a grid with the score out of 100 under each (and a row of maxima in some) and the total out of 600 in the last column, the date of issue; after public descriptions of the ESSLCE result printouts.',
    render,
  },
];
