/**
 * Bangladeshi secondary board "Academic Transcript" of the Secondary School Certificate (SSC) or
 * Higher Secondary Certificate (HSC) examination: the board's letterhead, the candidate in capitals
 * with father's and mother's names, roll and registration numbers, group and session, then a ruled
 * table Sl. No | Name of Subjects | Letter Grade | Grade Point and the GPA (the fourth subject's
 * points above 2 added), the GPA without the additional subject beside it.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, dmy, iso, nPerson, nResult, natural, setInstitution, titleCase, upper } from '../lib/n-kit';

const BOARDS = [
  { name: 'Board of Intermediate and Secondary Education, Padma Division', city: 'Rajbari' },
  { name: 'Board of Secondary and Higher Secondary Education, Karnaphuli', city: 'Rangamati' },
  { name: 'Board of Intermediate and Secondary Education, Teesta', city: 'Nilphamari' },
];
const SCHOOLS = ['Shaheed Smriti High School', 'Nabadiganta Model School & College', 'Kashinathpur Pilot High School', 'Sonartori Government Girls\' High School', 'Udayan Adarsha Vidyaniketan'];
const GROUPS: Record<string, { ssc: string[]; hsc: string[]; fourth: string[] }> = {
  SCIENCE: { ssc: ['Bangla', 'English', 'Mathematics', 'Religion and Moral Education', 'Physics', 'Chemistry', 'Biology', 'Bangladesh and Global Studies', 'Information and Communication Technology'], hsc: ['Bangla', 'English', 'Information and Communication Technology', 'Physics', 'Chemistry', 'Higher Mathematics'], fourth: ['Higher Mathematics', 'Agriculture Studies', 'Biology'] },
  'BUSINESS STUDIES': { ssc: ['Bangla', 'English', 'Mathematics', 'Religion and Moral Education', 'Accounting', 'Finance and Banking', 'Business Entrepreneurship', 'General Science', 'Information and Communication Technology'], hsc: ['Bangla', 'English', 'Information and Communication Technology', 'Accounting', 'Business Organization and Management', 'Production Management and Marketing'], fourth: ['Agriculture Studies', 'Statistics', 'Economics'] },
  HUMANITIES: { ssc: ['Bangla', 'English', 'Mathematics', 'Religion and Moral Education', 'Geography and Environment', 'Economics', 'History of Bangladesh and World Civilization', 'General Science', 'Information and Communication Technology'], hsc: ['Bangla', 'English', 'Information and Communication Technology', 'Civics and Good Governance', 'History', 'Logic'], fourth: ['Agriculture Studies', 'Home Science', 'Psychology'] },
};

const BANDS: Array<[number, string, number]> = [[80, 'A+', 5], [70, 'A', 4], [60, 'A-', 3.5], [50, 'B', 3], [40, 'C', 2], [33, 'D', 1]];
const band = (mark: number): [string, number] => {
  for (const [min, lg, gp] of BANDS) if (mark >= min) return [lg, gp];
  return ['F', 0];
};

async function render(rng: Rng) {
  const person = nPerson(rng, 'BD');
  const father = `${rng.pick(['Md. Abdul', 'Abul', 'Md. Nurul', 'Mohammad Shafiqul', 'Golam'])} ${rng.pick(['Karim', 'Kalam', 'Haque', 'Islam', 'Mostafa'])}`;
  const mother = `${rng.pick(['Rokeya', 'Shahnaz', 'Nasima', 'Hasina', 'Rehana'])} ${rng.pick(['Begum', 'Khatun', 'Akter', 'Parvin'])}`;
  const board = rng.pick(BOARDS);
  const level = rng.bool(0.6) ? 'SSC' : 'HSC';
  const year = rng.int(2012, 2024);
  const dob = iso(year - (level === 'SSC' ? 16 : 18), rng.int(1, 12), rng.int(1, 28));
  const groupName = rng.pick(Object.keys(GROUPS));
  const group = GROUPS[groupName];
  const subjects = level === 'SSC' ? group.ssc : group.hsc;
  const fourth = rng.pick(group.fourth.filter((f) => !subjects.includes(f)));
  const roll = digits(rng, 6);
  const reg = digits(rng, 10);
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SERIF[2]]);
  const ability = rng.float(58, 92);
  const issued = iso(year, rng.int(6, 12), rng.int(1, 28));
  const dateSep = rng.pick(['-', '/', '.']);
  const qual = level === 'SSC' ? 'Secondary School Certificate' : 'Higher Secondary Certificate';

  const rows = [...subjects, fourth].map((name, i) => {
    const mark = Math.max(40, Math.min(99, Math.round(ability + rng.gauss() * 10)));
    const [lg, gp] = band(mark);
    return { sl: i + 1, name, lg, gp, additional: i === subjects.length };
  });
  const core = rows.filter((r) => !r.additional);
  const extra = rows.find((r) => r.additional)!;
  const withoutAdd = core.reduce((a, r) => a + r.gp, 0) / core.length;
  const gpa = Math.min(5, (core.reduce((a, r) => a + r.gp, 0) + Math.max(0, extra.gp - 2)) / core.length);
  const gpaText = gpa.toFixed(2);

  const r = nResult('en', person, dob);
  setInstitution(r, board.name, 'BD');
  Object.assign(r.qualification, {
    registrationNumber: reg, name: qual, level: level === 'SSC' ? 'Secondary' : 'Higher Secondary', majorOrSpecialization: titleCase(groupName),
    yearOfCompletion: year, dateOfIssue: issued, cgpa: gpaText, status: 'Completed',
  });
  for (const row of rows) r.courses.push(course({ courseName: row.name, grade: row.lg, year }));
  const printedName = upper(natural(person));

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: board.name, creationDate: new Date(`${issued}T05:00:00Z`) });
  const L = rng.int(46, 62);
  const R = pdf.width - L;
  const W = R - L;
  const green = rng.pick(['#0b6b3a', '#14532d', '#1d4e89']);
  pdf.securityPattern('BISE', 0, 0, pdf.width, pdf.height, green, rng);
  pdf.rect(20, 20, pdf.width - 40, pdf.height - 40, 1.6, green);
  pdf.crest(pdf.width / 2, 62, 22, 'BISE', green);
  pdf.text(board.name.toUpperCase(), L, 92, { font: F.bold, size: 12, width: W, align: 'center', color: green, fit: true });
  pdf.text(`${board.city}, Bangladesh`, L, 108, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('ACADEMIC TRANSCRIPT', L, 128, { font: F.bold, size: 15, width: W, align: 'center' });
  const examTitle = level === 'SSC' ? 'SECONDARY SCHOOL CERTIFICATE EXAMINATION' : 'HIGHER SECONDARY CERTIFICATE EXAMINATION';
  pdf.text(`${examTitle}, ${year}`, L, 150, { font: F.bold, size: 10.5, width: W, align: 'center' });
  pdf.text(`Serial No. ${rng.pick(['B', 'S', 'D'])}${digits(rng, 7)}`, L, 172, { font: F.regular, size: 8 });

  let y = 194;
  const leaders = rng.bool(0.5);
  const lines: Array<[string, string]> = [
    ['Name of Student', printedName],
    ["Father's Name", upper(father)],
    ["Mother's Name", upper(mother)],
    ['Name of Institution', rng.pick(SCHOOLS)],
    ['Name of Centre', `${board.city} Sadar`],
    ['Roll No', roll],
    ['Registration No', reg],
    ['Session', `${year - 2}-${String(year - 1).slice(2)}`],
    ['Group', groupName],
    ['Type of Candidate', 'REGULAR'],
    ['Date of Birth', dmy(dob, dateSep)],
  ];
  const size = 9.5;
  for (const [k, v] of lines) {
    pdf.text(k, L + 10, y, { font: F.regular, size });
    if (leaders) pdf.text('.'.repeat(22 - Math.min(20, Math.floor(k.length / 1.1))), L + 10 + pdf.widthOf(k, F.regular, size) + 2, y, { font: F.regular, size, color: '#555555' });
    pdf.text(':', L + 130, y, { font: F.regular, size });
    pdf.text(v, L + 140, y, { font: F.bold, size, width: W - 150, fit: true });
    y += size * 1.75;
  }
  y += 10;

  // Ruled table; the GPA cell spans all subject rows at the right.
  const cols = [{ w: 40, t: 'Sl. No' }, { w: W - 40 - 70 - 70 - 110, t: 'Name of Subjects' }, { w: 70, t: 'Letter Grade' }, { w: 70, t: 'Grade Point' }, { w: 110, t: 'GPA (without additional subject)' }];
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w), L);
  const head = 30;
  pdf.fill(L, y, W, head, '#e8efe9');
  cols.forEach((c, i) => {
    const ls = pdf.wrap(c.t, F.bold, 8.5, c.w - 6);
    ls.forEach((l, k) => pdf.text(l, xs[i] + 3, y + 4 + k * 10.5, { font: F.bold, size: 8.5, width: c.w - 6, align: 'center' }));
  });
  const rowH = 17;
  const top = y;
  y += head;
  for (const row of rows) {
    if (row.additional) {
      pdf.text('Additional Subject:', xs[1] + 4, y + 4, { font: F.italic, size: 8.5 });
      y += rowH;
    }
    pdf.text(String(row.sl), xs[0], y + 4, { font: F.regular, size: 9, width: cols[0].w, align: 'center' });
    pdf.text(row.name, xs[1] + 4, y + 4, { font: F.regular, size: 9, width: cols[1].w - 8, fit: true });
    pdf.text(row.lg, xs[2], y + 4, { font: F.bold, size: 9, width: cols[2].w, align: 'center' });
    pdf.text(row.gp.toFixed(2), xs[3], y + 4, { font: F.regular, size: 9, width: cols[3].w, align: 'center' });
    y += rowH;
    pdf.line(L, y, xs[4], y, 0.4);
  }
  pdf.rect(L, top, W, y - top, 0.8);
  for (const x of xs.slice(1)) pdf.line(x, top, x, y, 0.5);
  pdf.line(L, top + head, R, top + head, 0.6);
  pdf.text(withoutAdd.toFixed(2), xs[4], (top + head + y) / 2 - 6, { font: F.bold, size: 11, width: cols[4].w, align: 'center' });
  y += 18;
  pdf.text(`GPA: ${gpaText}`, L, y, { font: F.bold, size: 12 });
  pdf.text('RESULT: PASSED', L, y, { font: F.bold, size: 11, width: W, align: 'right' });
  y += 30;
  pdf.text(`Date of Issue: ${dmy(issued, dateSep)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(R - 140, y + 30, 110, rng);
  pdf.text('Controller of Examinations', R - 160, y + 40, { font: F.bold, size: 9, width: 160, align: 'center' });
  pdf.text(`Compared by ${rng.pick(['A.K.', 'M.R.', 'S.H.'])}`, L, y + 40, { font: F.italic, size: 8 });
  pdf.para('Grading system: 80-100 A+ (5.00), 70-79 A (4.00), 60-69 A- (3.50), 50-59 B (3.00), 40-49 C (2.00), 33-39 D (1.00), 0-32 F (0.00). Grade points above 2.00 of the additional subject are added to the total; the GPA does not exceed 5.00.', L, pdf.height - 90, W, { font: F.italic, size: 7 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'candidate.dateOfBirth': dmy(dob, dateSep), 'qualification.dateOfIssue': dmy(issued, dateSep), 'qualification.name': examTitle } };
}

export const families: Family[] = [
  {
    id: 'n-bd-ssc-transcript',
    country: 'BD',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Bangladeshi SSC/HSC board academic transcript: candidate in capitals with father\'s and mother\'s names, roll and registration numbers, group, subjects with letter grade and grade point on the Ministry of Education 5.00 scale (A+ 80-100 … F 0-32), the fourth (additional) subject adding its points above 2, GPA with and without it; scale as described by Bangladeshi grading-system guides.',
    render,
  },
];
