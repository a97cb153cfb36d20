/**
 * Academic history page of a Micronesian community college's student portal, printed from the browser, in English: the
 * browser's title bar and address, the portal's banner with the college's name and "Koror, Republic of Palau", a menu
 * column, breadcrumbs ("Student Services › Records › Academic History"); then one table whose dark header row carries the
 * key fields instead of column captions — the student's name as "SURNAME, Given", the ID, the programme ("Associate of
 * Science in <field>") and the standing — above a row of column captions and the courses grouped by term ("Fall 2021",
 * "Spring 2022", a summer term on some), each with subject and number, title, credit hours "3.00" and a letter grade;
 * the term now running without grades; term GPA lines; below it the cumulative hours and GPA, and the degree awarded
 * with its date on some. As US-affiliated Pacific community colleges show academic history in self-service portals.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { dPerson, dResult, iso, sample, usDate } from './d-kit';

const COLLEGES = ['Belau Community College', 'Koror Institute of Applied Studies'];
const PROGS = [
  { field: 'Nursing', courses: [['NU 101', 'Fundamentals of Nursing'], ['NU 110', 'Pharmacology'], ['NU 120', 'Medical-Surgical Nursing I'], ['NU 201', 'Maternal and Child Health'], ['NU 210', 'Community Health Nursing'], ['BI 120', 'Anatomy and Physiology']] },
  { field: 'Environmental Science', courses: [['ES 101', 'Introduction to Environmental Science'], ['ES 150', 'Marine Ecology'], ['ES 210', 'Watershed Management'], ['ES 220', 'Coral Reef Monitoring'], ['BI 101', 'General Biology'], ['CH 101', 'General Chemistry']] },
  { field: 'Tourism and Hospitality', courses: [['TH 101', 'Introduction to Tourism'], ['TH 120', 'Front Office Procedures'], ['TH 150', 'Tour Guiding'], ['TH 201', 'Food and Beverage Management'], ['TH 220', 'Ecotourism'], ['BU 110', 'Principles of Marketing']] },
];
const GENERAL = [['EN 101', 'College Composition'], ['MA 110', 'College Algebra'], ['SS 150', 'Palauan History'], ['PY 101', 'General Psychology'], ['CS 101', 'Computer Literacy'], ['EN 102', 'Introduction to Literature'], ['SP 101', 'Public Speaking'], ['MA 150', 'Statistics']];
const GRADES: Array<[string, number]> = [['A', 4], ['B', 3], ['C', 2], ['D', 1], ['F', 0]];

async function render(rng: Rng) {
  const p = dPerson(rng, 'PW');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2023);
  const done = rng.bool(0.45);
  const summer = rng.bool(0.4);
  const showId = rng.bool(0.7);
  const id = `${String(start).slice(2)}-${digits(rng, 4)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const skill = rng.float(0, 2.2);
  const programLine = `Associate of Science in ${prog.field}`;
  const r = dResult('en', p.given, p.family, null);
  setInstitution(r, col, 'PW');
  Object.assign(r.qualification, { name: programLine, level: 'Associate', program: programLine, majorOrSpecialization: prog.field, registrationNumber: showId ? id : null, yearOfAdmission: start });

  const terms: Array<[string, number]> = [['Fall', start], ['Spring', start + 1]];
  if (summer) terms.push(['Summer', start + 1]);
  terms.push(['Fall', start + 1], ['Spring', start + 2]);
  const pool = [...sample(rng, GENERAL, 8), ...sample(rng, prog.courses, 6)];
  let k = 0;
  let hours = 0;
  let points = 0;
  const blocks = terms.map(([term, year], ti) => {
    const running = !done && ti === terms.length - 1;
    const n = term === 'Summer' ? 1 : ti >= 3 ? 3 : 3;
    const rows = Array.from({ length: n }, () => pool[k++ % pool.length]).map(([code, title]) => {
      const g = running ? null : GRADES[Math.max(0, Math.min(3, Math.floor(skill + rng.float(-0.6, 1.2))))];
      r.courses.push(course({ courseNumber: code, courseName: title, credit: 3, grade: g ? g[0] : null, term, year }));
      if (g) {
        hours += 3;
        points += 3 * g[1];
      }
      return [code, title, '3.00', g ? g[0] : ''];
    });
    return { head: `${term} ${year}`, rows, running };
  });
  const gpa = (points / hours).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(hours);
  const conferred = done ? iso(start + 2, 5, rng.int(10, 25)) : null;
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: start + 2, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Academic History', author: col, creationDate: new Date(`${start + 2}-06-01T00:00:00Z`) });
  const Wd = pdf.width;
  // Browser chrome and the portal's banner.
  pdf.fill(0, 0, Wd, 26, '#dee1e6');
  pdf.roundRect(60, 5, Wd - 120, 16, 8, { fill: '#ffffff' });
  pdf.text(`https://myportal.${col.split(' ')[0].toLowerCase()}.edu.pw/student/records/history`, 72, 9, { font: F.regular, size: 7.5, color: '#444444' });
  const c = rng.pick(['#0b5394', '#134f5c', '#741b47']);
  pdf.fill(0, 26, Wd, 44, c);
  pdf.text(col, 20, 36, { font: F.bold, size: 14, color: '#ffffff' });
  pdf.text('Koror, Republic of Palau 96940', 20, 54, { font: F.regular, size: 8, color: '#dddddd' });
  pdf.text('Sign out', Wd - 80, 44, { font: F.regular, size: 8, color: '#ffffff' });
  pdf.fill(0, 70, 110, pdf.height - 70, '#f1f3f4');
  ['Home', 'Registration', 'Records', 'Financial Aid', 'Account', 'Help'].forEach((m, i) => pdf.text(m, 14, 90 + i * 20, { font: i === 2 ? F.bold : F.regular, size: 8.5, color: i === 2 ? c : '#333333' }));
  const X = 126;
  const W = Wd - X - 20;
  pdf.text('Student Services › Records › Academic History', X, 80, { font: F.regular, size: 7.5, color: '#666666' });
  pdf.text('Academic History', X, 94, { font: F.bold, size: 13 });
  let y = 118;
  // The table's header row holds the key fields.
  pdf.fill(X, y, W, 30, '#263238');
  const keys = [`${p.family.toUpperCase()}, ${p.given}`, showId ? `ID ${id}` : 'ID on file', programLine, done ? 'Graduated' : 'Good Standing'];
  const kw = [W * 0.26, W * 0.14, W * 0.42, W * 0.18];
  let kx = X;
  keys.forEach((t, i) => {
    pdf.text(t, kx + 5, y + 10, { font: F.bold, size: 8.3, color: '#ffffff', width: kw[i] - 10, fit: true });
    kx += kw[i];
  });
  y += 30;
  const cx = [X + 5, X + 70, X + W - 120, X + W - 55];
  pdf.fill(X, y, W, 16, '#cfd8dc');
  ['Course', 'Title', 'Credits', 'Grade'].forEach((h, i) => pdf.text(h, cx[i], y + 4, { font: F.bold, size: 8 }));
  y += 18;
  for (const b of blocks) {
    pdf.text(b.head, X + 5, y + 2, { font: F.bold, size: 8.8, color: c });
    y += 15;
    b.rows.forEach((row, i) => {
      if (i % 2 === 1) pdf.fill(X, y - 2, W, 13, '#f7f9fa');
      pdf.text(row[0], cx[0], y, { font: F.regular, size: 8.3 });
      pdf.text(row[1], cx[1], y, { font: F.regular, size: 8.3, width: cx[2] - cx[1] - 8, fit: true });
      pdf.text(row[2], cx[2], y, { font: F.regular, size: 8.3, width: 36, align: 'right' });
      pdf.text(row[3], cx[3], y, { font: F.regular, size: 8.3, width: 30, align: 'center' });
      y += 13;
    });
    pdf.text(b.running ? 'Term in progress — grades not yet posted' : `Term credits ${(b.rows.length * 3).toFixed(2)}`, cx[1], y + 1, { font: F.italic, size: 7.5, color: '#555555' });
    y += 16;
    pdf.line(X, y - 3, X + W, y - 3, 0.3, '#bbbbbb');
  }
  y += 8;
  pdf.rect(X, y, W, conferred ? 44 : 30, 0.6, '#90a4ae');
  pdf.text(`Cumulative: Earned hours ${hours.toFixed(2)}   GPA ${gpa}`, X + 8, y + 9, { font: F.bold, size: 9 });
  if (conferred) pdf.text(`Degree awarded: ${programLine}, ${usDate(conferred)}`, X + 8, y + 25, { font: F.regular, size: 9, width: W - 16, fit: true });
  pdf.text('This page is not an official transcript.', X, pdf.height - 24, { font: F.italic, size: 7, color: '#777777' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family}, ${p.given}`, 'qualification.totalCreditsOrMarks': hours.toFixed(2) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-09-transcript',
    country: 'PW',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Academic history page of a Micronesian community college\'s student portal printed from the browser: address bar, banner with the college and Koror, Republic of Palau, menu column, breadcrumbs; one table whose dark header row carries the key fields (SURNAME, Given, ID, Associate of Science in <field>, standing) above column captions; courses grouped by term (Fall/Spring/Summer year) with code, title, 3.00 credit hours and letter grades, the running term ungraded, term credit lines; cumulative earned hours and GPA, degree awarded with the date on some.',
    render,
  },
];
