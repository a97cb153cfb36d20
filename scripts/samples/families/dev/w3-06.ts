/**
 * Official transcript of records of a private college in the Visayas, in English: the college's letterhead with "Jaro,
 * Iloilo City 5000, Philippines"; personal data ("Name: SURNAME, GIVEN NAMES" in capitals, student number on some, date
 * and place of birth on some, a parent or guardian as a decoy); entrance data ("Date of Admission: June 2016", the
 * admission credential "Transfer Credentials" and the school last attended, a decoy institution); "Course: Bachelor of
 * Science in Business Administration" with "Major: Marketing Management" (the degree keeps its field), "Bachelor of
 * Science in Information Technology" (the field the major) or "Bachelor of Elementary Education"; the record opens with
 * a block of credits transferred from that other school, each with the grade it gave; then "First Semester, 2016-2017"
 * bands with course number, descriptive title, final grade on the 1.00-5.00 scale (1.00 the highest, 5.00 failed),
 * units and remarks, a failed course retaken in a later term marked "Failed" and then "Repeated" in the remarks; the
 * table continues on the next page with its header; a grading legend; "Graduated with the degree of … on <date>" with a
 * Special Order number (a decoy) when finished, "Not valid for transfer" otherwise; the date issued and three
 * signatories. As Philippine registrars print transcripts of records with credited subjects.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { iso, otherName, sample, usDate, wPerson, wResult } from './w3-kit';

const COLLEGES = ['Colegio de San Lorenzo de Jaro', 'Western Visayas Institute of Commerce and Technology'];
const OTHER = ['Northern Panay Polytechnic College', 'Capiz Maritime Academy', 'Guimaras Baptist College'];
const PROGS = [
  { course: 'Bachelor of Science in Business Administration', major: 'Marketing Management', name: 'Bachelor of Science in Business Administration', pre: 'BA', subs: ['Principles of Marketing', 'Basic Accounting', 'Business Law', 'Consumer Behavior', 'Marketing Research', 'Human Resource Management', 'Business Finance', 'Advertising', 'Retail Management', 'Professional Salesmanship', 'Strategic Management', 'Feasibility Study'] },
  { course: 'Bachelor of Science in Information Technology', major: null, name: 'Bachelor of Science', pre: 'IT', subs: ['Introduction to Computing', 'Computer Programming 1', 'Computer Programming 2', 'Data Structures and Algorithms', 'Information Management', 'Networking 1', 'Web Systems and Technologies', 'Systems Integration', 'Information Assurance and Security', 'Human Computer Interaction', 'Capstone Project 1', 'Capstone Project 2'] },
  { course: 'Bachelor of Elementary Education', major: null, name: 'Bachelor of Elementary Education', pre: 'ED', subs: ['The Child and Adolescent Learners', 'Facilitating Learner-Centered Teaching', 'Teaching Science in the Elementary Grades', 'Teaching Math in the Primary Grades', 'Assessment in Learning 1', 'Assessment in Learning 2', 'The Teaching Profession', 'Content and Pedagogy for the Mother Tongue', 'Technology for Teaching and Learning', 'Field Study 1', 'Field Study 2', 'Teaching Internship'] },
];
const GE = [['GE 1', 'Understanding the Self'], ['GE 2', 'Readings in Philippine History'], ['GE 3', 'The Contemporary World'], ['GE 4', 'Mathematics in the Modern World'], ['GE 5', 'Purposive Communication'], ['GE 6', 'Art Appreciation'], ['GE 7', 'Science, Technology and Society'], ['GE 8', 'Ethics']];
const PE = [['PE 1', 'Physical Fitness'], ['PE 2', 'Rhythmic Activities'], ['NSTP 1', 'National Service Training Program 1'], ['NSTP 2', 'National Service Training Program 2']];
const GOOD = ['1.00', '1.25', '1.50', '1.75', '2.00', '2.25', '2.50', '2.75', '3.00'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'PH');
  const college = rng.pick(COLLEGES);
  const prior = rng.pick(OTHER);
  const prog = rng.pick(PROGS);
  const start = rng.int(2012, 2020);
  const done = rng.bool(0.55);
  const nTerms = done ? 6 : rng.int(2, 5);
  const showNo = rng.bool(0.6);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SANS[0], SERIF[1], SANS[3]]);
  const no = `${start}-${digits(rng, 5)}`;
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, college, 'PH');
  Object.assign(r.qualification, { name: prog.name, level: 'Bachelor', program: prog.course, majorOrSpecialization: prog.major ?? (prog.name === prog.course ? null : prog.course.replace(/^.* in /, '')), registrationNumber: showNo ? no : null, yearOfAdmission: start });
  const ability = rng.float(0, 1);
  const grade = () => (rng.bool(ability) ? rng.pick(GOOD.slice(0, 4)) : rng.pick(GOOD.slice(3)));
  const rows: TableRow[] = [];
  rows.push({ heading: `CREDITS TRANSFERRED FROM ${prior.toUpperCase()}, ${start - 1}-${start}` });
  const ge = sample(rng, GE, 8);
  for (const [code, title] of ge.slice(0, 3)) {
    const g = grade();
    rows.push({ cells: [code, title, g, '3', 'Credited'] });
    r.courses.push(course({ courseNumber: code, courseName: title, grade: g, credit: 3, session: `${start - 1}-${start}` }));
  }
  const own = [...ge.slice(3).map(([a, b]) => [a, b] as [string, string]), ...prog.subs.map((s, i) => [`${prog.pre} ${101 + i + 100 * Math.floor(i / 4)}`, s] as [string, string])];
  const failAt = rng.int(0, Math.max(0, nTerms - 2));
  let retake: [string, string] | null = null;
  let k = 0;
  for (let t = 0; t < nTerms; t++) {
    const sy = `${start + Math.floor(t / 2)}-${start + Math.floor(t / 2) + 1}`;
    const sem = t % 2 === 0 ? 'First Semester' : 'Second Semester';
    rows.push({ heading: `${sem}, ${sy}` });
    const items: Array<[string, string, string]> = [];
    if (retake) {
      items.push([retake[0], retake[1], 'Repeated']);
      retake = null;
    }
    while (items.length < 3 && k < own.length) {
      const [a, b] = own[k++];
      items.push([a, b, '']);
    }
    if (t < 4) items.push([...PE[t], ''] as [string, string, string]);
    for (const [code, title, flag] of items) {
      let g = grade();
      let remark = flag;
      if (t === failAt && !flag && !code.startsWith('PE') && !code.startsWith('NSTP') && !retake) {
        g = '5.00';
        remark = 'Failed';
        retake = [code, title];
      }
      const units = code.startsWith('PE') ? 2 : 3;
      rows.push({ cells: [code, title, g, String(units), remark] });
      r.courses.push(course({ courseNumber: code, courseName: title, grade: g, credit: units, term: sem, session: sy }));
    }
  }
  const endYear = start + Math.ceil(nTerms / 2);
  const grad = done ? iso(endYear, 4, rng.int(2, 28)) : null;
  const issued = done ? iso(endYear, rng.int(5, 8), rng.int(1, 28)) : iso(start + Math.floor(nTerms / 2), nTerms % 2 ? 11 : 5, rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (grad) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Official Transcript of Records', author: college, creationDate: new Date(`${issued}T08:30:00Z`) });
  const c = rng.pick(['#1e3a8a', '#14532d', '#7c2d12']);
  const L = 40;
  const W = pdf.width - 80;
  pdf.crest(L + 24, 50, 24, 'SL', c);
  pdf.text(college, L + 58, 32, { font: F.bold, size: 15, color: c, width: W - 58, fit: true });
  pdf.text(`E. Lopez Street, Jaro, Iloilo City 5000, Philippines · (033) 320-${digits(rng, 4)} · registrar@${college.split(' ').slice(-1)[0].toLowerCase()}.edu.ph`, L + 58, 52, { font: F.regular, size: 8, color: '#333333', width: W - 58, fit: true });
  pdf.text('OFFICE OF THE REGISTRAR', L + 58, 65, { font: F.bold, size: 8, color: '#333333' });
  pdf.text('OFFICIAL TRANSCRIPT OF RECORDS', L, 90, { font: F.bold, size: 14, width: W, align: 'center', cs: 1 });
  const name = `${p.family.toUpperCase()}, ${p.given.toUpperCase()}`;
  const part: Array<[string, string]> = [['Name', name]];
  if (showNo) part.push(['Student No.', no]);
  if (showDob) part.push(['Date of Birth', usDate(dob)], ['Place of Birth', rng.pick(['Iloilo City', 'Roxas City, Capiz', 'Kalibo, Aklan', 'Bacolod City'])]);
  part.push(['Parent/Guardian', `${rng.pick(['Mr.', 'Mrs.'])} ${otherName(rng, 'PH', p.family)}`], ['Date of Admission', `June ${start}`], ['Admission Credentials', 'Transfer Credentials'], ['School Last Attended', prior], ['Course', prog.course]);
  if (prog.major) part.push(['Major', prog.major]);
  let y = 114;
  const half = Math.ceil(part.length / 2);
  part.forEach(([a, b], i) => {
    const x = i < half ? L : L + W / 2 + 6;
    const yy = y + (i % half) * 14;
    pdf.text(`${a}:`, x, yy, { font: F.bold, size: 8.4 });
    pdf.text(b, x + 100, yy, { font: F.regular, size: 8.4, width: W / 2 - 110, fit: true });
  });
  y += half * 14 + 12;
  const cols: Column[] = [{ label: 'Course No.', width: 66 }, { label: 'Descriptive Title', width: W - 66 - 60 - 44 - 80, wrap: true }, { label: 'Final Grade', width: 60, align: 'center' }, { label: 'Units', width: 44, align: 'center' }, { label: 'Remarks', width: 80, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.4, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e5e7eb', repeatHeader: true, top: 50, bottom: pdf.height - 70, onNewPage: (d) => {
    d.text(`${college} — Transcript of Records of ${name} (continued)`, L, 30, { font: F.italic, size: 8, color: '#444444' });
    return 0;
  } }) + 10;
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 50;
  }
  pdf.para('GRADING SYSTEM: 1.00 (97-100) Excellent; 1.25 (94-96); 1.50 (91-93) Very Good; 1.75 (88-90); 2.00 (85-87) Good; 2.25 (82-84); 2.50 (79-81) Satisfactory; 2.75 (76-78); 3.00 (75) Passing; 5.00 Failed; INC Incomplete; DRP Dropped. One unit of credit is one hour of lecture a week for a semester.', L, y, W, { font: F.italic, size: 7.4, leading: 9.5, color: '#333333' });
  y += 34;
  if (grad) pdf.para(`REMARKS: Graduated with the degree of ${prog.course}${prog.major ? `, Major in ${prog.major},` : ''} on ${usDate(grad)} per Special Order (B)(R-VI) No. ${digits(rng, 2)}-${digits(rng, 4)} s. ${endYear}.`, L, y, W, { font: F.bold, size: 8.6, leading: 11 });
  else pdf.text('REMARKS: Not valid for transfer. Copy for evaluation purposes only.', L, y, { font: F.bold, size: 8.6 });
  y += 30;
  pdf.text(`Date Issued: ${usDate(issued)}`, L, y, { font: F.regular, size: 8.8 });
  y += 36;
  ['Prepared by', 'Checked by', 'College Registrar'].forEach((t, i) => {
    const x = L + i * (W / 3);
    if (i === 2) pdf.signature(x + 20, y - 12, 100, rng);
    pdf.line(x + 10, y, x + W / 3 - 20, y, 0.5);
    pdf.text(otherName(rng, 'PH', p.family), x + 10, y + 4, { font: F.regular, size: 8.4, width: W / 3 - 30, align: 'center' });
    pdf.text(t, x + 10, y + 16, { font: F.italic, size: 8, width: W / 3 - 30, align: 'center' });
  });
  pdf.text('Not valid without the school seal. Any erasure or alteration renders this transcript void.', L, pdf.height - 34, { font: F.italic, size: 7, color: '#555555', width: W, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': name, 'qualification.dateOfIssue': usDate(issued), 'qualification.yearOfAdmission': `June ${start}` };
  if (showDob) printed['candidate.dateOfBirth'] = usDate(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-06-transcript',
    country: 'PH',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Official transcript of records of a Visayan private college in English: letterhead with Jaro, Iloilo City 5000, Philippines; Name: SURNAME, GIVEN NAMES in capitals, optional student number, birth date and place, parent or guardian (decoy); Date of Admission, transfer credentials and school last attended (decoy); course with a Major caption or the field in the degree; a block of credits transferred from the other school with its grades; semester bands with course number, title, final grade 1.00-5.00, units, remarks (a failed course Failed and later Repeated); header repeated on the next page; grading legend; graduation with a Special Order number (decoy) or not valid for transfer; date issued and signatories.',
    render,
  },
];
