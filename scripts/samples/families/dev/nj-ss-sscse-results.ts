/**
 * South Sudan Certificate of Secondary Education statement of results, after public accounts of the examination
 * (the National Examinations Council chaired by the Minister of General Education and Instruction, Juba; the
 * candidate's result as a percentage; names of a baptismal and/or own name, the father's and the grandfather's, no
 * family name): the Republic of South Sudan, the ministry and the council (the issuer) with its Juba address, the
 * sitting "SOUTH SUDAN CERTIFICATE OF SECONDARY EDUCATION EXAMINATION 2019" (named by its certificate, README), the
 * index number (the registration), the name as the chain (the grandfather's name `lastName`), sex, date of birth, the
 * school (not the issuer), the section (Arts / Science), subjects with the mark out of 100 (`marksScored`,
 * `maximumMarks` 100, grade null), the total of the best seven (`totalCreditsOrMarks`), the percentage (`cgpa`), the
 * result, the date of issue. Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, iso, njResult, photoBox, setInstitution, slashed, dateEn, ssPerson, type Column, type TableRow } from '../lib/nj-kit';

const ISSUER = 'National Examinations Council';
const SCHOOLS = ['Kator Hill Secondary School', 'Nile Valley Academy', 'Rejaf Road Girls Secondary School', 'St. Bakhita Model Secondary School', 'Gudele Day Secondary School', 'Mangala Community Secondary School'];
const CORE = ['English Language', 'Mathematics', 'Christian Religious Education', 'Citizenship'];
const ARTS = ['History', 'Geography', 'Literature in English', 'Commerce', 'Agriculture', 'Principles of Accounts'];
const SCIENCE = ['Biology', 'Chemistry', 'Physics', 'Agriculture', 'Computer Science', 'Additional Mathematics'];

async function render(rng: Rng) {
  const person = ssPerson(rng);
  const year = rng.int(2016, 2023);
  const science = rng.bool(0.5);
  const subjects = [...CORE, ...rng.sample(science ? SCIENCE : ARTS, rng.int(4, 5))];
  const dob = iso(year - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, rng.int(8, 12), rng.int(1, 28));
  const index = `${digits(rng, 3)}/${digits(rng, 4)}/${String(year).slice(2)}`;
  const school = rng.pick(SCHOOLS);
  const ability = rng.float(45, 88);
  const marks = subjects.map(() => Math.max(25, Math.min(99, Math.round(ability + rng.gauss() * 11))));
  const best = [...marks].sort((a, b) => b - a).slice(0, 7);
  const total = best.reduce((a, b) => a + b, 0);
  const pct = ((total / 700) * 100).toFixed(1);
  const qual = 'South Sudan Certificate of Secondary Education';

  const r = njResult('en', person, dob);
  setInstitution(r, ISSUER, 'SS');
  subjects.forEach((s, i) => r.courses.push(course({ courseName: s, marksScored: marks[i], maximumMarks: 100, passStatus: marks[i] >= 50 ? 'Pass' : 'Fail' })));
  Object.assign(r.qualification, {
    registrationNumber: index, name: qual, level: 'Higher Secondary', majorOrSpecialization: null, yearOfCompletion: year,
    dateOfIssue: issued, status: 'Completed', cgpa: pct, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: ISSUER, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SERIF[0], SANS[1], SERIF[1]]);
  const L = 48;
  const green = '#1d5e2f';
  pdf.crest(W / 2, 62, 24, 'SS', green);
  pdf.text('REPUBLIC OF SOUTH SUDAN', L, 94, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
  pdf.text('MINISTRY OF GENERAL EDUCATION AND INSTRUCTION', L, 110, { font: F.bold, size: 10, width: W - 2 * L, align: 'center' });
  pdf.text(ISSUER.toUpperCase(), L, 125, { font: F.bold, size: 11, width: W - 2 * L, align: 'center', color: green });
  pdf.text('Ministries Complex, P.O. Box 112, Juba, South Sudan', L, 140, { font: F.italic, size: 8.5, width: W - 2 * L, align: 'center' });
  pdf.line(L, 155, W - L, 155, 1.2, green);
  pdf.text(`${qual.toUpperCase()} EXAMINATION ${year}`, L, 164, { font: F.bold, size: 10.5, width: W - 2 * L, align: 'center', fit: true });
  pdf.text('STATEMENT OF RESULTS', L, 180, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
  const caps = rng.bool(0.6);
  const name = `${person.given} ${person.family}`;
  const shownName = caps ? name.toUpperCase() : name;
  const info: Array<[string, string]> = [
    ['Index No.', index],
    ['Name of Candidate', shownName],
    ['Sex', person.female ? 'Female' : 'Male'],
    ['Date of Birth', slashed(dob)],
    ['School', school],
    ['Section', science ? 'Science' : 'Arts'],
  ];
  let y = 206;
  const boxed = rng.bool(0.4);
  if (boxed) photoBox(pdf, W - L - 70, y, 70, 84);
  for (const [k, v] of info) {
    if (boxed) {
      pdf.text(k.toUpperCase(), L, y, { font: F.regular, size: 6.5, color: '#555555' });
      pdf.text(v, L, y + 8, { font: F.bold, size: 9.5 });
      y += 22;
    } else {
      pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
      pdf.text(v, L + 120, y, { font: F.regular, size: 9.5 });
      y += 16;
    }
  }
  y += 12;
  const cols: Column[] = [
    { label: 'S/N', width: 40, align: 'center' },
    { label: 'SUBJECT', width: 250 },
    { label: ['MARK', '(out of 100)'], width: 90, align: 'center' },
    { label: 'REMARK', width: W - 2 * L - 380 },
  ];
  const rows: TableRow[] = subjects.map((s, i) => ({ cells: [String(i + 1), s, String(marks[i]), marks[i] >= 50 ? 'Pass' : 'Fail'] }));
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e3efe6', repeatHeader: false, top: 60, bottom: pdf.height - 60 });
  y += 14;
  pdf.text(`Total of the best seven subjects: ${total} / 700`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Percentage: ${pct}%`, L, y + 16, { font: F.bold, size: 10 });
  pdf.text(`Result: ${Number(pct) >= 50 ? 'PASS' : 'FAIL'}`, L + 280, y + 16, { font: F.bold, size: 10 });
  pdf.text('A subject is passed with 50 marks. The percentage is taken over the best seven subjects, English Language included.', L, y + 38, { font: F.italic, size: 7.5, width: W - 2 * L, fit: true });
  pdf.text(`Date of Issue: ${dateEn(issued)}`, L, y + 70, { font: F.regular, size: 9.5 });
  pdf.signature(W - L - 150, y + 80, 120, rng);
  pdf.text('Secretary General', W - L - 170, y + 92, { font: F.bold, size: 9, width: 160, align: 'center' });
  pdf.text('This statement is not a certificate. Any alteration renders it invalid.', L, pdf.height - 48, { font: F.italic, size: 7, width: W - 2 * L, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shownName, 'candidate.dateOfBirth': slashed(dob), 'qualification.name': qual.toUpperCase(), 'institution.name': ISSUER.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nj-ss-sscse-results',
    country: 'SS',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'South Sudan Certificate of Secondary Education statement of results of the National Examinations Council (Ministry of General Education and Instruction, Juba): index number, the name as own name + father + grandfather (no family name), sex, date of birth, school (not the issuer), section, subjects with marks out of 100 and Pass/Fail, the total of the best seven out of 700 and the percentage, the result, the date of issue; after public accounts of SSCSE results.',
    render,
  },
];
