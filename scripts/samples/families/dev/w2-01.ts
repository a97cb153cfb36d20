/**
 * Academic record of an East Asian socialist republic's engineering or economics college, issued in English for study
 * or work abroad: "DEMOCRATIC PEOPLE'S REPUBLIC OF KOREA" over the college with "Pyongyang, DPR Korea", a record number
 * (a decoy); the particulars as "Surname: KIM" and "Given name: Chol-Jin" on separate lines (the truth in natural
 * order), the date of birth on some, the faculty, the speciality (the major), "Programme: Bachelor of Engineering
 * (Machine Building)" (`program` the line, the degree without its field), the student number on some; one block per
 * semester headed "1st Year — 1st Semester (2015-2016)" (term `1st Semester`, session the academic year; the first one
 * the admission), each row in an unusual order — the grade first, then the subject, the hours (never credits) and the
 * form of assessment: examination subjects graded on the five-point scale (5 excellent, 4 good, 3 satisfactory) and
 * credit-test subjects "Pass"; the average grade of the examinations (`cgpa`); the graduation date and a diploma serial
 * (a decoy) when graduated, else "Studies in progress"; the date of issue and the dean's signature. As colleges of the
 * Soviet-model five-point system print academic records in English.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, ordinal, otherName, sample, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const COLLEGES = [
  { name: 'Chollima University of Engineering', head: 'Bachelor of Engineering', faculties: [
    { faculty: 'Faculty of Mechanical Engineering', spec: 'Machine Building', subjects: ['Engineering Drawing', 'Theoretical Mechanics', 'Strength of Materials', 'Machine Elements', 'Metal Cutting', 'Hydraulics', 'Thermodynamics', 'Machine Tool Design', 'Manufacturing Technology', 'Automation of Production'] },
    { faculty: 'Faculty of Electrical Engineering', spec: 'Power Supply', subjects: ['Circuit Theory', 'Electrical Materials', 'Electrical Machines', 'Power Electronics', 'Electric Power Networks', 'Relay Protection', 'High Voltage Engineering', 'Electric Drives', 'Measurement Technique', 'Power Plant Design'] },
  ] },
  { name: 'Ryongnam College of Economics', head: 'Bachelor of Economics', faculties: [
    { faculty: 'Faculty of Planning', spec: 'National Economic Planning', subjects: ['Political Economy', 'Statistics', 'Accounting Principles', 'Economic Planning', 'Labour Economics', 'Industrial Economics', 'Finance and Credit', 'Economic Mathematics', 'Price Theory', 'Economic Analysis'] },
    { faculty: 'Faculty of Trade', spec: 'Foreign Trade', subjects: ['International Economics', 'Commodity Science', 'Trade Contracts', 'Foreign Exchange', 'Customs Practice', 'Transport Economics', 'Trade Statistics', 'Business Correspondence', 'Marketing', 'Trade Accounting'] },
  ] },
];
const COMMON = ['English Language', 'Higher Mathematics', 'Computer Programming', 'Russian Language', 'Physical Education', 'Philosophy'];
const SCIENCE = ['Physics', 'Chemistry'];
const WORDS: Record<string, string> = { '5': 'Excellent', '4': 'Good', '3': 'Satisfactory' };

async function render(rng: Rng) {
  const p = w2Person(rng, 'KP');
  const college = rng.pick(COLLEGES);
  const fac = rng.pick(college.faculties);
  const start = rng.int(2012, 2020);
  const done = rng.bool(0.55);
  const nSem = done ? 8 : rng.int(3, 7);
  const showDob = rng.bool(0.5);
  const showId = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const dob = iso(start - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const id = `${String(start).slice(2)}${digits(rng, 6)}`;
  const program = `${college.head} (${fac.spec})`;
  const r = w2Result('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, college.name, 'KP');
  Object.assign(r.qualification, { name: college.head, level: 'Bachelor', program, majorOrSpecialization: fac.spec, registrationNumber: showId ? id : null, yearOfAdmission: start });
  const pool = [...sample(rng, college.head === 'Bachelor of Engineering' ? [...COMMON, ...SCIENCE] : COMMON, 6), ...fac.subjects];
  const ability = rng.float(0.3, 0.9);
  const rows: W2Row[] = [];
  let sum = 0;
  let n = 0;
  let k = 0;
  for (let s = 0; s < nSem; s++) {
    const yearNo = Math.floor(s / 2) + 1;
    const session = `${start + yearNo - 1}-${start + yearNo}`;
    const term = `${ordinal((s % 2) + 1)} Semester`;
    rows.push({ cells: [], band: `${ordinal(yearNo)} Year — ${term} (${session})` });
    for (let j = 0; j < 4; j++) {
      const title = pool[k % pool.length] + (k >= pool.length ? ' II' : '');
      k++;
      const exam = j < 3;
      const grade = exam ? (rng.bool(ability) ? '5' : rng.bool(0.7) ? '4' : '3') : 'Pass';
      const hours = rng.pick([48, 64, 72, 96, 108]);
      rows.push({ cells: [exam ? `${grade} (${WORDS[grade]})` : grade, title, String(hours), exam ? 'Examination' : 'Credit test'] });
      r.courses.push(course({ courseName: title, grade: exam ? `${grade} (${WORDS[grade]})` : grade, term, session }));
      if (exam) {
        sum += Number(grade);
        n++;
      }
    }
  }
  const avg = (sum / n).toFixed(2);
  r.qualification.cgpa = avg;
  const gradYear = start + 4;
  const graduated = iso(gradYear, rng.int(3, 4), rng.int(1, 28));
  const issued = done ? iso(gradYear, rng.int(5, 12), rng.int(1, 28)) : iso(start + Math.ceil(nSem / 2), rng.int(1, 3), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (done) Object.assign(r.qualification, { yearOfCompletion: gradYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Record', author: college.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#1e3a8a', '#111827']);
  const L = 48;
  const W = pdf.width - 96;
  pdf.text("DEMOCRATIC PEOPLE'S REPUBLIC OF KOREA", L, 30, { font: F.bold, size: 10, width: W, align: 'center', cs: 1 });
  pdf.text(college.name.toUpperCase(), L, 46, { font: F.bold, size: 14, width: W, align: 'center', color: c, fit: true });
  pdf.text(`${fac.faculty} · Pyongyang, DPR Korea`, L, 65, { font: F.regular, size: 9, width: W, align: 'center', color: '#444444' });
  pdf.line(L, 80, L + W, 80, 1, c);
  pdf.text('ACADEMIC RECORD', L, 90, { font: F.bold, size: 13, width: W, align: 'center', cs: 2 });
  pdf.text(`Record No. ${rng.pick(['AR', 'KR'])}-${issued.slice(0, 4)}-${digits(rng, 5)}`, L, 92, { font: F.regular, size: 8, width: W, align: 'right' });
  const part: Array<[string, string]> = [['Surname', p.family.toUpperCase()], ['Given name', p.given], ['Sex', p.woman ? 'Female' : 'Male']];
  if (showDob) part.push(['Date of birth', longDate(dob, 'en')]);
  if (showId) part.push(['Student No.', id]);
  part.push(['Faculty', fac.faculty], ['Speciality', fac.spec], ['Programme', program]);
  let y = 114;
  for (const [a, b] of part) {
    pdf.text(`${a}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(b, L + 90, y, { font: F.regular, size: 9 });
    y += 12.5;
  }
  y += 6;
  const cols = [{ label: 'Grade', width: 92 }, { label: 'Subject', width: W - 92 - 50 - 84 }, { label: 'Hours', width: 50, align: 'center' as const }, { label: 'Assessment', width: 84 }];
  y = w2Table(pdf, F, L, y, cols, rows, { size: 7.8, rowH: 11.2, ruling: rng.pick(['grid', 'rows'] as const), fill: '#e5e7eb', bandFill: '#f3f4f6' }) + 8;
  pdf.text('Scale: 5 — excellent, 4 — good, 3 — satisfactory, 2 — unsatisfactory (fail). Credit tests: Pass / Fail.', L, y, { font: F.italic, size: 7.2, color: '#333333', width: W, fit: true });
  y += 14;
  pdf.text(`Average grade of examinations: ${avg}`, L, y, { font: F.bold, size: 9.5 });
  y += 14;
  if (done) {
    pdf.text(`Date of graduation: ${longDate(graduated, 'en')}    Diploma No. ${digits(rng, 7)}`, L, y, { font: F.bold, size: 9.5 });
  } else pdf.text('Studies in progress.', L, y, { font: F.italic, size: 9.5 });
  y += 44;
  pdf.signature(L + 20, y - 22, 110, rng);
  pdf.line(L, y, L + 200, y, 0.5);
  pdf.text(`${otherName(rng, 'KP', p.family)}, Dean`, L, y + 4, { font: F.regular, size: 9 });
  pdf.text(`Issued: ${longDate(issued, 'en')}`, L + W - 200, y + 4, { font: F.regular, size: 9, width: 200, align: 'right' });
  pdf.seal(L + 270, y - 10, 30, c);
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-01-transcript',
    country: 'KP',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Academic record of an East Asian socialist republic college in English: country line, college, faculty and Pyongyang, DPR Korea; record number (decoy); Surname / Given name apart (natural order in the truth), optional birth date and student number, faculty, speciality (major), Programme: Bachelor of Engineering (<speciality>); semester bands "1st Year — 1st Semester (2015-2016)"; rows with the grade first ("5 (Excellent)" on the five-point scale, credit tests Pass), subject, hours (no credits), assessment form; average grade of examinations (cgpa); graduation date with a diploma serial (decoy) or studies in progress; dean, seal, issue date.',
    render,
  },
];
