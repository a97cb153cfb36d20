/**
 * Gambian university academic transcript in English with the two semesters of each academic year side by side:
 * the institution with its address in the Kanifing or Brikama area, "The Gambia", a +220 telephone and a .gm
 * e-mail; "OFFICE OF THE REGISTRAR" over "STUDENT ACADEMIC TRANSCRIPT"; the particulars with the surname and the
 * other names under their own captions ("Surname: JALLOW", "Other Names: Fatou"), the matriculation number, the
 * date of birth on some, nationality, the programme and the year of entry; for each academic year a band with
 * the year, then two tables side by side, "FIRST SEMESTER" and "SECOND SEMESTER", each with code, title, credit
 * hours and letter grade and its semester GPA under it, and the CGPA after the pair; totals, the class of degree
 * and the date of graduation with an ordinal day for graduates; the grading key; the Registrar's signature and
 * the date of issue. As described by Gambian higher-education regulations (letter grades A to F on 4.0 with B+,
 * C+ and D+ halves, credit hours, two semesters a year, classes of degree by CGPA).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, longDate, zPerson, zResult, zTable } from './z-kit';

const INSTS = [
  { name: 'Kombo Institute of Management and Technology', abbr: 'KIMT', addr: 'Kanifing Institutional Layout, Kanifing, The Gambia', mail: 'registry@kimt.edu.gm' },
  { name: 'Foni University College of Applied Sciences', abbr: 'FUCAS', addr: 'Brikama–Sibanor Highway, Brikama, The Gambia', mail: 'academic@fucas.edu.gm' },
];
const PROGS = [
  { degree: 'Bachelor of Science', major: 'Agriculture', code: 'AGR', courses: ['Introduction to Agriculture', 'General Chemistry', 'Communication Skills', 'Introductory Biology', 'Basic Mathematics', 'Principles of Crop Production', 'Organic Chemistry', 'Introduction to Computing', 'Animal Biology', 'Statistics for Agriculture', 'Soil Science', 'Agricultural Economics', 'Plant Physiology', 'Animal Nutrition', 'Farm Machinery', 'Agronomy of Groundnut and Millet', 'Agricultural Extension', 'Rice Production Systems', 'Livestock Management', 'Research Methods', 'Crop Protection', 'Horticulture', 'Agribusiness Management', 'Irrigation and Drainage', 'Fisheries and Aquaculture', 'Farm Management', 'Seed Technology', 'Agricultural Policy in The Gambia', 'Climate and Agriculture', 'Project Work I', 'Postharvest Technology', 'Agroforestry', 'Rural Sociology', 'Seminar', 'Food Security', 'Soil Fertility Management', 'Agricultural Marketing', 'Project Work II', 'Entrepreneurship', 'Field Attachment'] },
  { degree: 'Bachelor of Arts', major: 'Development Studies', code: 'DVS', courses: ['Introduction to Development Studies', 'Communication Skills', 'Principles of Economics', 'Introduction to Sociology', 'Basic Mathematics', 'History of The Gambia', 'Introduction to Political Science', 'Introduction to Computing', 'Social Anthropology', 'Statistics I', 'Theories of Development', 'Gender and Development', 'Public Administration', 'Statistics II', 'Rural Development', 'Population Studies', 'Research Methods I', 'Development Economics', 'Regional Integration in West Africa', 'Environment and Development', 'Project Planning and Management', 'Research Methods II', 'Local Government Administration', 'Human Rights and Development', 'Monitoring and Evaluation', 'Civil Society and NGOs', 'Poverty and Livelihoods', 'Migration and Development', 'Public Policy Analysis', 'Dissertation I', 'Conflict and Peace Studies', 'Urbanisation', 'Health and Development', 'Seminar', 'International Development Cooperation', 'Tourism and Development', 'Entrepreneurship', 'Dissertation II', 'Governance', 'Internship'] },
];
const SCALE: Array<[number, string, number]> = [[80, 'A', 4], [75, 'B+', 3.5], [70, 'B', 3], [65, 'C+', 2.5], [60, 'C', 2], [55, 'D+', 1.5], [50, 'D', 1]];
const TERMS = ['First Semester', 'Second Semester'];

function classOf(c: number): string {
  if (c >= 3.6) return 'First Class';
  if (c >= 3.0) return 'Second Class Upper';
  if (c >= 2.5) return 'Second Class Lower';
  return 'Third Class';
}

async function render(rng: Rng) {
  const p = zPerson(rng, 'GM');
  const inst = rng.pick(INSTS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2013, 2020);
  const years = rng.bool(0.55) ? 4 : rng.int(1, 3);
  const graduate = years === 4;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SERIF[0], SANS[2]]);
  const ability = rng.float(64, 88);
  const matric = `${inst.abbr}/${start}/${digits(rng, 4)}`;
  const r = zResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'GM');

  type Sem = { rows: Array<{ cells: string[] }>; gpa: number };
  const ys: Array<{ session: string; sems: Sem[]; cgpa: number }> = [];
  let ch = 0;
  let qp = 0;
  for (let k = 0; k < years; k++) {
    const session = `${start + k}/${start + k + 1}`;
    const sems: Sem[] = [];
    for (let s = 0; s < 2; s++) {
      const rows: Array<{ cells: string[] }> = [];
      let sch = 0;
      let sqp = 0;
      prog.courses.slice((k * 2 + s) * 5, (k * 2 + s) * 5 + 5).forEach((t, i) => {
        const code = `${prog.code} ${k + 1}${s + 1}${i + 1}`;
        const cr = i === 0 ? 4 : 3;
        const mark = around(rng, ability, 8, 50, 97);
        const [, g, gp] = SCALE.find(([min]) => mark >= min)!;
        rows.push({ cells: [code, t, String(cr), g] });
        r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, grade: g, term: TERMS[s], session }));
        sch += cr;
        sqp += cr * gp;
      });
      ch += sch;
      qp += sqp;
      sems.push({ rows, gpa: sqp / sch });
    }
    ys.push({ session, sems, cgpa: qp / ch });
  }
  const cgpa = (qp / ch).toFixed(2);
  const grad = iso(start + years, rng.int(11, 12), rng.int(1, 28));
  const issued = graduate ? addDays(grad, rng.int(3, 250)) : iso(start + years, rng.int(7, 9), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: matric, name: prog.degree, level: 'Bachelor', program: `${prog.degree} in ${prog.major}`, majorOrSpecialization: prog.major,
    yearOfAdmission: start, dateOfIssue: issued, cgpa, totalCreditsOrMarks: String(ch),
  });
  if (graduate) Object.assign(r.qualification, { yearOfCompletion: start + years, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Student Academic Transcript', author: inst.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 30;
  const W = pdf.width - 60;
  const ink = rng.pick(['#004d40', '#8b0000', '#002f6c']);
  const head = () => {
    pdf.text(inst.name.toUpperCase(), L, 24, { font: F.bold, size: 12.5, width: W, align: 'center', color: ink, fit: true });
    pdf.text(inst.addr, L, 41, { font: F.regular, size: 8, width: W, align: 'center' });
    pdf.text(`Tel: +220 ${digits(rng, 3)} ${digits(rng, 4)}   ·   E-mail: ${inst.mail}`, L, 51, { font: F.regular, size: 8, width: W, align: 'center' });
    pdf.line(L, 66, L + W, 66, 1.4, ink);
    pdf.line(L, 69, L + W, 69, 0.4, ink);
  };
  head();
  pdf.text('OFFICE OF THE REGISTRAR', L, 78, { font: F.bold, size: 9, width: W, align: 'center' });
  pdf.text('STUDENT ACADEMIC TRANSCRIPT', L, 91, { font: F.bold, size: 12, width: W, align: 'center' });
  let y = 114;
  const left: Array<[string, string]> = [['Surname', p.family.toUpperCase()], ['Other Names', p.given], ['Matriculation No.', matric]];
  if (showDob) left.push(['Date of Birth', longDate(dob, 'en')]);
  const right: Array<[string, string]> = [['Nationality', 'Gambian'], ['Programme', `${prog.degree} in ${prog.major}`], ['Year of Entry', `${start}/${start + 1}`]];
  const kv = (rows: Array<[string, string]>, x: number) => rows.forEach(([k, v], i) => {
    pdf.text(`${k}:`, x, y + i * 12.5, { font: F.regular, size: 8.5 });
    pdf.text(v, x + 88, y + i * 12.5, { font: F.bold, size: 8.5, width: W / 2 - 96, fit: true });
  });
  kv(left, L);
  kv(right, L + W / 2 + 6);
  y += Math.max(left.length, right.length) * 12.5 + 10;
  const half = (W - 12) / 2;
  const cols = [{ label: 'Code', width: 50 }, { label: 'Course Title', width: half - 50 - 30 - 36 }, { label: 'CH', width: 30, align: 'center' as const }, { label: 'Grade', width: 36, align: 'center' as const }];
  for (const yr of ys) {
    const need = 18 + 16 + 18 + 5 * 12 + 30;
    if (y + need > pdf.height - 60) {
      pdf.addPage();
      head();
      pdf.text(`${p.family.toUpperCase()}, ${p.given} — ${matric} (continued)`, L, 78, { font: F.italic, size: 8 });
      y = 96;
    }
    pdf.fill(L, y, W, 15, '#e9eef0');
    pdf.text(`ACADEMIC YEAR ${yr.session}`, L + 4, y + 3.5, { font: F.bold, size: 8.8 });
    y += 19;
    let yEnd = y;
    yr.sems.forEach((s, i) => {
      const x = L + i * (half + 12);
      pdf.text(TERMS[i].toUpperCase(), x, y, { font: F.bold, size: 8.2, color: ink });
      const yy = zTable(pdf, F, x, y + 12, cols, s.rows, { size: 7.8, rowH: 12, ruling: 'rows' });
      pdf.text(`Semester GPA: ${s.gpa.toFixed(2)}`, x, yy + 3, { font: F.italic, size: 7.8, width: half, align: 'right' });
      yEnd = Math.max(yEnd, yy + 14);
    });
    pdf.text(`CGPA at end of year: ${yr.cgpa.toFixed(2)}`, L, yEnd, { font: F.bold, size: 8, width: W, align: 'right' });
    y = yEnd + 18;
  }
  if (y + 130 > pdf.height - 40) {
    pdf.addPage();
    head();
    y = 90;
  }
  pdf.line(L, y, L + W, y, 0.6);
  y += 7;
  pdf.text(`Total Credit Hours Earned: ${ch}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Cumulative Grade Point Average (CGPA): ${cgpa}`, L + W / 2, y, { font: F.bold, size: 9 });
  y += 14;
  if (graduate) {
    pdf.text(`Class of Degree: ${classOf(Number(cgpa))}`, L, y, { font: F.regular, size: 9 });
    pdf.text(`Date of Graduation: ${longDate(grad, 'en', true)}`, L + W / 2, y, { font: F.regular, size: 9 });
  } else pdf.text('Student in good standing; programme in progress.', L, y, { font: F.regular, size: 9 });
  y += 16;
  pdf.text('KEY: A (80-100) 4.0 · B+ (75-79) 3.5 · B (70-74) 3.0 · C+ (65-69) 2.5 · C (60-64) 2.0 · D+ (55-59) 1.5 · D (50-54) 1.0 · F (0-49) 0.0 · CH = Credit Hours', L, y, { font: F.italic, size: 7, width: W, fit: true, color: '#444444' });
  y += 44;
  pdf.signature(L + W - 160, y - 10, 110, rng);
  pdf.line(L + W - 180, y, L + W, y, 0.5);
  pdf.text('Registrar', L + W - 180, y + 4, { font: F.bold, size: 9, width: 180, align: 'center' });
  pdf.text(`Date of Issue: ${longDate(issued, 'en', true)}`, L, y + 4, { font: F.regular, size: 9 });
  pdf.seal(L + W / 2, y - 8, 24, ink);
  pdf.text('This transcript is not valid without the embossed seal of the institution and the signature of the Registrar.', L, pdf.height - 36, { font: F.italic, size: 7, width: W, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'qualification.dateOfIssue': longDate(issued, 'en', true),
  };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-09-transcript',
    country: 'GM',
    languages: ['en'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Gambian university academic transcript in English: institution, address with The Gambia, +220, .gm e-mail; registrar\'s office; Surname and Other Names under their own captions, matriculation number, birth date on some, programme, year of entry; each academic year a band over its first and second semesters side by side (code, title, credit hours, letter grade, semester GPA) and a CGPA line; total credit hours and CGPA, class of degree and graduation date with an ordinal day, grading key, date of issue; as described by Gambian higher-education regulations.',
    render,
  },
];
