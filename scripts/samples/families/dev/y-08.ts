/**
 * Belizean junior college (sixth form) official transcript in English: the college and its Office of the
 * Registrar, a Mile address on a highway or a street in a town, "Belize, Central America" and a (501)
 * telephone; the student's data in a ruled three-column grid (name SURNAME, Given as the register prints it,
 * student number, social security number — a decoy — birth date on some, the high school the student came
 * from with its town — another institution, a decoy — the programme and the date of entry); the terms two by
 * two in boxes across the page ("Fall Semester 2019", "Spring Semester 2020", a summer session on some), each
 * with the course code, title, credits, the percentage and the letter grade, and the term's GPA; then the
 * credits earned, the cumulative GPA and, for a graduate, the associate degree conferred with its date; the
 * grading key in a footnote; the registrar's signature and the issue date. As described by Belizean junior
 * colleges' catalogues (associate degrees of about 64 credits over four semesters, percentages with letter
 * grades A 90-100 … D 60-69 on the 4.0 scale).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, addDays, course, digits, iso, mdy, setInstitution } from '../lib/n-kit';
import { dmy, markAround, upper, yPerson, yResult } from './y-kit';

const COLLEGES = [
  { name: 'Cohune Ridge Junior College', address: 'Mile 3½ Western Highway, Belize City', abbr: 'CRJC' },
  { name: 'Sapodilla Coast Sixth Form College', address: '14 Front Street, Punta Gorda Town', abbr: 'SCSF' },
  { name: 'New River Junior College', address: '22 Queen Victoria Avenue, Orange Walk Town', abbr: 'NRJC' },
];
const SCHOOLS = ['Corozal Bay Community High School, Corozal Town', 'Mopan Valley High School, San Ignacio Town', 'Seaview Anglican High School, Dangriga Town', 'Belmopan Christian Academy, Belmopan'];
const PROGRAMMES = [
  { name: 'Associate of Arts in Business Administration', field: 'Business Administration', prefix: 'BUS',
    courses: ['English Composition I', 'College Algebra', 'Principles of Accounting I', 'Introduction to Business', 'Belizean Studies', 'English Composition II', 'Principles of Accounting II', 'Principles of Microeconomics', 'Business Statistics', 'Computer Applications', 'Principles of Macroeconomics', 'Business Law', 'Principles of Management', 'Spanish I', 'Caribbean History', 'Principles of Marketing', 'Human Resource Management', 'Business Communication', 'Entrepreneurship', 'Internship'] },
  { name: 'Associate of Science in Biology', field: 'Biology', prefix: 'BIO',
    courses: ['English Composition I', 'College Algebra', 'General Biology I', 'General Chemistry I', 'Belizean Studies', 'English Composition II', 'General Biology II', 'General Chemistry II', 'Precalculus', 'Introduction to Statistics', 'Ecology of Belize', 'Organic Chemistry I', 'Genetics', 'Spanish I', 'Caribbean History', 'Microbiology', 'Marine Biology', 'Physics I', 'Research Methods', 'Biology Field Project'] },
];
const SCALE: Array<[number, string, number]> = [[90, 'A', 4], [87, 'A-', 3.67], [83, 'B+', 3.33], [80, 'B', 3], [77, 'B-', 2.67], [73, 'C+', 2.33], [70, 'C', 2], [60, 'D', 1]];

async function render(rng: Rng) {
  const p = yPerson(rng, 'BZ');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2021);
  const dob = iso(start - 17, rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.55);
  const F = rng.pick([SERIF[0], SANS[0], SANS[3]]);
  const ability = rng.float(72, 95);
  const sno = `${String(start).slice(2)}-${digits(rng, 4)}`;
  const r = yResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'BZ');

  const graduate = rng.bool(0.55);
  const plan: Array<[string, number]> = [['Fall Semester', start], ['Spring Semester', start + 1]];
  if (rng.bool(0.4)) plan.push(['Summer Session', start + 1]);
  plan.push(['Fall Semester', start + 1], ['Spring Semester', start + 2]);
  const termsTaken = graduate ? plan.length : rng.int(2, plan.length - 1);
  type Term = { label: string; rows: string[][]; gpa: number };
  const terms: Term[] = [];
  const pool = [...prog.courses];
  let credits = 0;
  let points = 0;
  for (let k = 0; k < termsTaken; k++) {
    const [name, year] = plan[k];
    const count = name.startsWith('Summer') ? 2 : Math.ceil((prog.courses.length - 2 * (plan.length - 4)) / 4);
    const rows: string[][] = [];
    let c = 0;
    let pts = 0;
    pool.splice(0, count).forEach((t, i) => {
      const code = `${/English|Algebra|Belizean|Spanish|Caribbean|Precalculus|Statistics/.test(t) ? 'GEN' : prog.prefix} ${100 + 10 * (k + 1) + i + 1}`;
      const cr = /Internship|Project/.test(t) ? 4 : /Belizean|Spanish/.test(t) ? 3 : rng.pick([3, 3, 4]);
      const pct = markAround(rng, ability, 8, 60, 99);
      const [, letter, gp] = SCALE.find(([min]) => pct >= min)!;
      rows.push([code, t, String(cr), String(pct), letter]);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, grade: letter, marksScored: pct, maximumMarks: 100, term: name, year }));
      c += cr;
      pts += gp * cr;
    });
    credits += c;
    points += pts;
    terms.push({ label: `${name} ${year}`, rows, gpa: pts / c });
  }
  const cgpa = (points / credits).toFixed(2);
  const conferred = iso(start + 2, 5, rng.int(10, 30));
  const lastYear = plan[termsTaken - 1][1];
  const lastFall = plan[termsTaken - 1][0].startsWith('Fall');
  const issued = graduate ? addDays(conferred, rng.int(5, 300)) : lastFall ? iso(lastYear + 1, rng.pick([1, 2]), rng.int(1, 28)) : iso(lastYear, rng.pick([6, 7, 8]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sno, name: prog.name, level: 'Associate', majorOrSpecialization: prog.field, program: prog.name,
    yearOfAdmission: start, cgpa, totalCreditsOrMarks: String(credits), dateOfIssue: issued,
  });
  if (graduate) Object.assign(r.qualification, { yearOfCompletion: start + 2, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: col.name, creationDate: new Date(`${issued}T15:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const ink = rng.pick(['#5b2c06', '#0c3b2e', '#1f2f6b']);
  pdf.crest(L + 26, 48, 24, col.abbr, ink);
  pdf.text(upper(col.name), L + 60, 28, { font: F.bold, size: 15, color: ink, width: W - 60, fit: true });
  pdf.text('Office of the Registrar', L + 60, 48, { font: F.italic, size: 9.5 });
  pdf.text(`${col.address}, Belize, Central America · Tel. (501) ${rng.pick(['223', '722', '322'])}-${digits(rng, 4)}`, L + 60, 61, { font: F.regular, size: 8.2, width: W - 60, fit: true });
  pdf.text('OFFICIAL TRANSCRIPT OF ACADEMIC RECORD', L, 84, { font: F.bold, size: 11.5, width: W, align: 'center' });
  let y = 104;
  const cells: Array<[string, string]> = [
    ['Name', `${upper(p.family)}, ${p.given}`], ['Student No.', sno], ['Social Security No.', `${digits(rng, 9)}`],
    ['Date of Birth', showDob ? mdy(dob) : '—'], ['High School', rng.pick(SCHOOLS)], ['Date of Entry', `August ${start}`],
    ['Program', prog.name], ['Status', graduate ? 'Graduated' : 'Active'], ['Date Issued', dmy(issued, '/')],
  ];
  const cw = W / 3;
  cells.forEach(([k, v], i) => {
    const x = L + (i % 3) * cw;
    const yy = y + Math.floor(i / 3) * 24;
    pdf.rect(x, yy, cw, 24, 0.5);
    pdf.text(k.toUpperCase(), x + 4, yy + 3, { font: F.regular, size: 6.5, color: '#555555' });
    pdf.text(v, x + 4, yy + 12, { font: F.bold, size: 8.3, width: cw - 8, fit: true });
  });
  y += 24 * 3 + 14;
  // Terms two by two across the page.
  const boxW = (W - 12) / 2;
  const cols = [48, boxW - 48 - 26 - 30 - 30, 26, 30, 30];
  const heads = ['Code', 'Course Title', 'Cr.', '%', 'Gr.'];
  for (let k = 0; k < terms.length; k += 2) {
    const pair = terms.slice(k, k + 2);
    const h = 16 + 12 + Math.max(...pair.map((t) => t.rows.length)) * 11.5 + 16;
    pair.forEach((t, j) => {
      const x = L + j * (boxW + 12);
      pdf.rect(x, y, boxW, h, 0.6);
      pdf.fill(x, y, boxW, 15, '#ececec');
      pdf.text(t.label, x + 5, y + 3.5, { font: F.bold, size: 8.6 });
      let cx = x;
      heads.forEach((hd, i) => {
        pdf.text(hd, cx + 4, y + 18, { font: F.bold, size: 7.5, width: cols[i] - 8, align: i >= 2 ? 'center' : 'left' });
        cx += cols[i];
      });
      pdf.line(x, y + 28, x + boxW, y + 28, 0.4);
      t.rows.forEach((row, n) => {
        let rx = x;
        row.forEach((cell, i) => {
          pdf.text(cell, rx + 4, y + 31 + n * 11.5, { font: F.regular, size: 7.8, width: cols[i] - 8, align: i >= 2 ? 'center' : 'left', fit: true });
          rx += cols[i];
        });
      });
      pdf.text(`Term GPA ${t.gpa.toFixed(2)}`, x + 5, y + h - 13, { font: F.italic, size: 7.8, width: boxW - 10, align: 'right' });
    });
    y += h + 10;
  }
  y += 4;
  pdf.line(L, y, L + W, y, 0.8);
  y += 7;
  pdf.text(`Credits Earned: ${credits}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA: ${cgpa}`, L + W / 3, y, { font: F.bold, size: 9.5 });
  y += 15;
  if (graduate) {
    pdf.text(`Degree Conferred: ${prog.name} — ${mdy(conferred)}`, L, y, { font: F.bold, size: 9.5, width: W, fit: true });
    y += 15;
  }
  pdf.text('Grading: A 90-100 (4.0), A- 87-89, B+ 83-86, B 80-82, B- 77-79, C+ 73-76, C 70-72, D 60-69 (1.0), F below 60. Transcript not valid without the college seal.', L, y, { font: F.italic, size: 6.8, width: W, fit: true, color: '#444444' });
  y += 48;
  pdf.signature(L + W - 170, y - 24, 120, rng);
  pdf.line(L + W - 200, y, L + W, y, 0.5);
  pdf.text('Registrar', L + W - 200, y + 4, { font: F.regular, size: 9, width: 200, align: 'center' });
  pdf.seal(L + 70, y - 12, 28, ink);
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)}, ${p.given}`,
    'institution.name': upper(col.name),
    'qualification.dateOfIssue': dmy(issued, '/'),
  };
  if (showDob) printed['candidate.dateOfBirth'] = mdy(dob);
  if (graduate) printed['qualification.yearOfCompletion'] = mdy(conferred);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-08-transcript',
    country: 'BZ',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Belizean junior college official transcript in English: college, Office of the Registrar, Mile or street address in a town, Belize, Central America, (501); a ruled three-column grid (SURNAME, Given; student number; social security number as a decoy; birth date on some; previous high school with its town as a decoy; programme; date of entry; issue date); terms two by two in boxes with code, title, credits, percentage and letter grade and a term GPA; credits earned, cumulative GPA, associate degree conferred with its date; as described by Belizean junior college catalogues.',
    render,
  },
];
