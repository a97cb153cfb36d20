/**
 * Myanmar Basic Education High School (matriculation) examination marks in English, after the public descriptions of
 * the examination (six subjects, each paper out of 100, a distinction for 80 marks and above, the total out of 600, the
 * examination board of the ministry of education) and credential-evaluation notes on Myanmar school documents: the
 * board with its Nay Pyi Taw or Yangon address and "Myanmar", "BASIC EDUCATION HIGH SCHOOL EXAMINATION, 2019", the roll
 * number, the candidate's name after the honorific of address ("Mg" for a young man, "Ma" for a young woman; Myanmar
 * names have no family name), the father's name ("U Tin Aung", a decoy), the date of birth, the school (the
 * candidate's, not the issuer) and the centre, the subjects with their marks, distinctions marked with an asterisk
 * and listed under the table, the total and the result ("PASSED"). A printed statement of marks, or an online-results
 * page printed to PDF. The examination names no certificate: it keeps its name (README). Names, numbers and
 * institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, MM_FATHERS, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, mmPerson, mmResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ne-kit';

const BOARD = 'Myanmar Examinations Board';
const SCHOOLS = ['Basic Education High School No. 3, Sanchaung', 'Basic Education High School No. 1, Pyinmana', 'Basic Education High School, Kyaukse', 'Basic Education High School No. 2, Mawlamyine', 'Basic Education High School, Pakokku'];
const TOWNS = ['SCG', 'PMN', 'KSE', 'MLM', 'PKU'];

const COMBINATIONS: Array<{ name: string; subjects: string[] }> = [
  { name: 'Science', subjects: ['Myanmar', 'English', 'Mathematics', 'Chemistry', 'Physics', 'Biology'] },
  { name: 'Arts', subjects: ['Myanmar', 'English', 'Mathematics', 'Geography', 'History', 'Economics'] },
];

async function render(rng: Rng) {
  const person = mmPerson(rng);
  const year = rng.int(2014, 2023);
  const k = rng.int(0, SCHOOLS.length - 1);
  const school = SCHOOLS[k];
  const roll = `${TOWNS[k]}-${rng.pick(['KA', 'KHA', 'GA'])} ${digits(rng, 4)}`;
  const father = rng.pick(MM_FATHERS);
  const dob = rng.bool(0.7) ? iso(year - 16 - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28)) : null;
  const combo = rng.pick(COMBINATIONS);
  const layout = rng.pick(['statement', 'online'] as const);
  const ability = rng.float(55, 88);
  const shown = `${person.honorific} ${person.name}`;
  const released = iso(year, rng.pick([5, 6]), rng.int(1, 28));

  const r = mmResult(person, dob);
  setInstitution(r, BOARD, 'MM');
  const rows: TableRow[] = [];
  const distinctions: string[] = [];
  let total = 0;
  combo.subjects.forEach((s, i) => {
    const mark = Math.max(40, Math.min(98, Math.round(ability + rng.gauss() * 9)));
    const star = mark >= 80;
    if (star) distinctions.push(s);
    rows.push({ cells: [String(i + 1), s, '100', star ? `${mark}*` : String(mark)] });
    r.courses.push(course({ courseName: s, marksScored: mark, maximumMarks: 100, year }));
    total += mark;
  });
  Object.assign(r.qualification, {
    registrationNumber: roll, name: 'Basic Education High School Examination', level: 'Higher Secondary', yearOfCompletion: year,
    dateOfIssue: layout === 'statement' ? released : null, status: 'Completed', totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: layout === 'statement' ? 'Statement of Marks' : 'Matriculation Examination Results', author: BOARD, creationDate: new Date(`${released}T08:00:00Z`) });
  const W = pdf.width;
  const F = layout === 'statement' ? rng.pick([SERIF[0], SERIF[1], SANS[0]]) : rng.pick([SANS[1], SANS[2]]);
  const details: Array<[string, string]> = [
    ['Roll No.', roll],
    ['Name', shown],
    ["Father's Name", father],
    ...(dob ? ([['Date of Birth', slashed(dob)]] as Array<[string, string]>) : []),
    ['School', school],
    ['Subject Combination', combo.name],
  ];
  let y: number;
  let L: number;
  if (layout === 'statement') {
    L = 60;
    pdf.rect(30, 30, W - 60, pdf.height - 60, 1.2, '#3b2a0b');
    pdf.crest(W / 2, 80, 26, 'MEB', '#3b2a0b');
    pdf.text('THE REPUBLIC OF THE UNION OF MYANMAR', L, 112, { font: F.bold, size: 10, width: W - 2 * L, align: 'center' });
    pdf.text('MINISTRY OF EDUCATION', L, 126, { font: F.regular, size: 9.5, width: W - 2 * L, align: 'center' });
    pdf.text(BOARD.toUpperCase(), L, 140, { font: F.bold, size: 13, width: W - 2 * L, align: 'center' });
    pdf.text('Office No. 13, Nay Pyi Taw, Myanmar', L, 157, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
    pdf.text(`BASIC EDUCATION HIGH SCHOOL EXAMINATION, ${year}`, L, 182, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
    pdf.text('STATEMENT OF MARKS', L, 200, { font: F.bold, size: 12, width: W - 2 * L, align: 'center', color: '#7a1f1f' });
    y = 230;
    for (const [kk, v] of details) {
      pdf.text(kk, L + 10, y, { font: F.regular, size: 10 });
      pdf.text(`: ${v}`, L + 150, y, { font: F.bold, size: 10, width: W - 2 * L - 160, fit: true });
      y += 17;
    }
    y += 12;
  } else {
    L = 36;
    pdf.fill(0, 0, W, 56, '#1f3b73');
    pdf.text('Myanmar Examinations Board  |  Online Results', 30, 20, { font: F.bold, size: 13, color: '#ffffff' });
    pdf.text('Home   Results   Notices', W - 160, 22, { font: F.regular, size: 9, color: '#dbe4f5' });
    pdf.text(`Home > Results > Matriculation ${year}`, 30, 68, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(`Basic Education High School Examination ${year} - Marks`, 30, 90, { font: F.bold, size: 13 });
    y = 118;
    for (const [kk, v] of details) {
      pdf.fill(30, y - 3, W - 60, 17, y % 2 ? '#f2f4f8' : '#ffffff');
      pdf.text(kk, 36, y, { font: F.bold, size: 9.5, color: '#333333' });
      pdf.text(v, 190, y, { font: F.regular, size: 9.5 });
      y += 18;
    }
    y += 12;
  }
  const cols: Column[] = [{ label: 'No.', width: 40, align: 'center' }, { label: 'Subject', width: W - 2 * L - 40 - 100 - 100 }, { label: 'Maximum Marks', width: 100, align: 'center' }, { label: 'Marks Obtained', width: 100, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 10, ruling: layout === 'statement' ? 'grid' : 'zebra', headerFill: layout === 'online' ? '#dde5f3' : undefined, repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 14;
  pdf.text(`Total Marks: ${total} / 600`, L + 10, y, { font: F.bold, size: 10.5 });
  pdf.text('Result: PASSED', L + 250, y, { font: F.bold, size: 10.5 });
  pdf.text(`Distinctions: ${distinctions.length ? distinctions.join(', ') : 'Nil'}`, L + 10, y + 18, { font: F.regular, size: 10 });
  pdf.text('* Distinction (80 marks and above in the subject)', L + 10, y + 36, { font: F.italic, size: 8.5 });
  if (layout === 'statement') {
    pdf.text(`Date: ${dateEn(released)}`, L + 10, y + 80, { font: F.regular, size: 10 });
    pdf.signature(W - 230, y + 84, 120, rng);
    pdf.text('Director General', W - 240, y + 96, { font: F.bold, size: 10, width: 140, align: 'center' });
    pdf.seal(W / 2, y + 90, 28, '#7a1f1f');
  } else {
    pdf.text(`Printed from the results website of the ${BOARD}, Nay Pyi Taw, Myanmar. This printout is not a certificate.`, 30, pdf.height - 44, { font: F.regular, size: 7.5, color: '#666666', width: W - 60, fit: true });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': slashed(dob) } : {}),
      ...(layout === 'statement' ? { 'institution.name': BOARD.toUpperCase(), 'qualification.dateOfIssue': dateEn(released) } : {}),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ne-mm-matriculation-marks',
    country: 'MM',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'screenshot'],
    conventions: 'Myanmar Basic Education High School (matriculation) examination marks in English: the ministry and the examinations board, "BASIC EDUCATION HIGH SCHOOL EXAMINATION, 2019", roll number, the name after the honorific "Mg" / "Ma" (no family name), the father\'s name "U …" (a decoy), date of birth, school, subject combination, six subjects out of 100 with distinctions (80 and above) starred and listed, total out of 600, "Result: PASSED"; a printed statement of marks or an online-results printout; after public descriptions of the matriculation examination.',
    render,
  },
];
