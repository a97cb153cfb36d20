/**
 * Barbadian results slip of the Caribbean Secondary Education Certificate, after the public descriptions of the CSEC
 * examinations of the Caribbean Examinations Council (the May–June sitting; each subject taken at the General or the
 * Technical proficiency; an overall grade in Roman numerals I–VI, I–III acceptable for matriculation; the profile grades
 * A–F of the subject's two or three profiles printed beside it; the ten-digit candidate number; the school as the centre;
 * the territory): the council with its Barbados address, "CARIBBEAN SECONDARY EDUCATION CERTIFICATE", the sitting
 * "MAY–JUNE 2019", the candidate's particulars each value set under its caption in a boxed band (or "Caption: value"
 * lines), the centre (the candidate's school: another institution, not the issuer), "Territory: BARBADOS", subjects
 * with proficiency, grade and profiles, the number of subjects, the issue date (a second date, after the sitting) and a
 * key to the grades. No date of birth is printed. The certificate's name joined with "Examination" is named by the
 * certificate (README). Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, courseTable, dateEn, digits, iso, nhPerson, nhResult, setInstitution, type Column, type TableRow } from '../lib/nh-kit';

const SCHOOLS = ['Coral Ridge Secondary School', 'St. Lucy Parish Comprehensive', 'Bathsheba Heights Academy', 'Codrington Grove Secondary School', 'Holetown Community College Preparatory'];
const SUBJECTS = ['English A', 'Mathematics', 'Biology', 'Chemistry', 'Physics', 'Principles of Accounts', 'Principles of Business', 'Geography', 'Caribbean History', 'Spanish', 'French', 'Information Technology', 'Social Studies', 'Economics', 'English B', 'Human and Social Biology', 'Visual Arts', 'Additional Mathematics'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const PROFILES = ['A', 'B', 'C', 'D', 'E', 'F'];

async function render(rng: Rng) {
  const person = nhPerson(rng, 'BB');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2015, 2024);
  const issued = iso(year, rng.pick([8, 9]), rng.int(1, 28));
  const centre = `01${digits(rng, 4)}`;
  const candNo = `${centre}${digits(rng, 4)}`;
  const n = rng.int(6, 9);
  // English A and Mathematics, then others drawn without repeating.
  const pool = SUBJECTS.slice(2);
  const subjects = ['English A', 'Mathematics'];
  while (subjects.length < n) subjects.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  const ability = rng.float(0.3, 3);
  const layout = rng.pick(['band', 'colon'] as const);
  const F = rng.pick([SANS[0], SANS[1], SANS[3]]);

  const r = nhResult('en', person, null);
  setInstitution(r, 'Caribbean Examinations Council', 'BB');
  const rows: TableRow[] = [];
  for (const s of subjects) {
    const g = Math.max(0, Math.min(5, Math.round(ability + rng.gauss() * 0.9)));
    const profiles = Array.from({ length: s === 'Mathematics' || s.startsWith('English') ? 3 : 2 }, () => PROFILES[Math.max(0, Math.min(5, g + rng.int(-1, 1)))]);
    const prof = rng.bool(0.85) ? 'General' : 'Technical';
    rows.push({ cells: [s.toUpperCase(), prof.toUpperCase(), ROMAN[g], profiles.join('  ')] });
    r.courses.push(course({ courseName: s.toUpperCase(), grade: ROMAN[g], year }));
  }
  Object.assign(r.qualification, {
    name: 'Caribbean Secondary Education Certificate', level: 'Secondary', registrationNumber: candNo, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'CSEC Results Slip', author: 'Caribbean Examinations Council', creationDate: new Date(`${issued}T12:00:00Z`) });
  const W = pdf.width;
  const L = 44;
  const CW = W - 2 * L;
  const teal = '#0b5563';
  pdf.crest(L + 24, 56, 22, 'CXC', teal);
  pdf.text('CARIBBEAN EXAMINATIONS COUNCIL', L + 60, 36, { font: F.bold, size: 14, color: teal, width: CW - 60, fit: true });
  pdf.text('The Garrison Office, St. Michael, Barbados, W.I.  ·  Tel. (246) 227 1700', L + 60, 54, { font: F.regular, size: 8, width: CW - 60, fit: true });
  pdf.text('CARIBBEAN SECONDARY EDUCATION CERTIFICATE EXAMINATION', L + 60, 70, { font: F.bold, size: 9.5, width: CW - 60, fit: true });
  pdf.line(L, 92, L + CW, 92, 1.4, teal);
  pdf.text(`RESULTS SLIP — MAY–JUNE ${year}`, L, 102, { font: F.bold, size: 13, width: CW, align: 'center' });
  const particulars: Array<[string, string]> = [
    ['Candidate Name', `${person.family.toUpperCase()}, ${person.given.toUpperCase()}`],
    ['Candidate Number', candNo],
    ['Centre', `${centre} — ${school}`],
    ['Territory', 'BARBADOS'],
  ];
  let y = 130;
  if (layout === 'band') {
    const widths = [0.34, 0.2, 0.32, 0.14].map((f) => f * CW);
    let x = L;
    particulars.forEach(([k, v], i) => {
      pdf.rect(x, y, widths[i], 38, 0.6, '#666666');
      pdf.text(k.toUpperCase(), x + 4, y + 4, { font: F.regular, size: 6.5, color: '#555555' });
      pdf.text(v, x + 4, y + 19, { font: F.bold, size: 9, width: widths[i] - 8, fit: true });
      x += widths[i];
    });
    y += 54;
  } else {
    for (const [k, v] of particulars) {
      const w = pdf.text(`${k}: `, L, y, { font: F.bold, size: 9.5 });
      pdf.text(v, L + w, y, { font: F.regular, size: 9.5, width: CW - w, fit: true });
      y += 15;
    }
    y += 10;
  }
  const cols: Column[] = [
    { label: 'SUBJECT', width: CW - 100 - 60 - 110 },
    { label: 'PROFICIENCY', width: 100, align: 'center' },
    { label: 'GRADE', width: 60, align: 'center' },
    { label: 'PROFILES', width: 110, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9, ruling: rng.pick(['rows', 'grid', 'zebra'] as const), headerFill: '#dcecef', repeatHeader: false, top: 50, bottom: pdf.height - 60 });
  pdf.text(`Number of subjects: ${n}`, L, y + 10, { font: F.bold, size: 9 });
  pdf.text(`Date of issue: ${dateEn(issued)}`, L + CW - 200, y + 10, { font: F.regular, size: 9, width: 200, align: 'right' });
  pdf.text('KEY: Overall grades I to VI; grades I, II and III are acceptable for matriculation purposes. Profile grades A to F', L, y + 34, { font: F.italic, size: 7.5, width: CW, fit: true });
  pdf.text('show the candidate\'s performance on each profile of the subject. This slip is not a certificate.', L, y + 45, { font: F.italic, size: 7.5, width: CW, fit: true });
  pdf.signature(L + CW - 150, y + 70, 110, rng);
  pdf.text('Registrar', L + CW - 170, y + 92, { font: F.bold, size: 8.5, width: 150, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': `${person.family.toUpperCase()}, ${person.given.toUpperCase()}`, 'institution.name': 'CARIBBEAN EXAMINATIONS COUNCIL',
      'qualification.name': 'CARIBBEAN SECONDARY EDUCATION CERTIFICATE', 'qualification.dateOfIssue': dateEn(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nh-bb-csec-results',
    country: 'BB',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Barbadian CSEC results slip of the Caribbean Examinations Council: the council with its St. Michael, Barbados address, "CARIBBEAN SECONDARY EDUCATION CERTIFICATE EXAMINATION", "RESULTS SLIP — MAY–JUNE 2019", name SURNAME, GIVEN, ten-digit candidate number, the centre (the school, not the issuer), territory Barbados, in a boxed band of captions over values or as colon lines; subjects in capitals with proficiency, overall grade I–VI and profile grades A–F; number of subjects, the date of issue and a key; after public descriptions of CSEC examinations.',
    render,
  },
];
