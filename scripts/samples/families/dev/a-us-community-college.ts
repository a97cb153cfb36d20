/**
 * US community college transcript: a boxed student block, term blocks printed two side by side
 * (left and right halves of the page) with attempted/earned/grade points, an associate degree
 * line at the end, and the grade key in the footer.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, LETTER, Pdf, SANS, course, digits, drawRow, emptyResult, formatDate, iso, randomDate, weightedMean, type Column } from '../lib/a-kit';
import { US_PLACES, fullName, givenNames, usCommunityCollege, usGrade, usPerson } from '../lib/a-data';

const PROGRAMS: Array<{ degree: string; program: string; courses: Array<[string, string, number]> }> = [
  {
    degree: 'Associate in Arts', program: 'General Studies',
    courses: [['ENGL 1301', 'Composition I', 3], ['ENGL 1302', 'Composition II', 3], ['MATH 1314', 'College Algebra', 3], ['MATH 1342', 'Elementary Statistical Methods', 3], ['HIST 1301', 'United States History I', 3], ['HIST 1302', 'United States History II', 3], ['GOVT 2305', 'Federal Government', 3], ['GOVT 2306', 'State and Local Government', 3], ['PSYC 2301', 'General Psychology', 3], ['SOCI 1301', 'Introduction to Sociology', 3], ['SPCH 1315', 'Public Speaking', 3], ['ARTS 1301', 'Art Appreciation', 3], ['BIOL 1308', 'Biology for Non-Science Majors I', 3], ['BIOL 1108', 'Biology for Non-Science Majors Lab I', 1], ['PHIL 1301', 'Introduction to Philosophy', 3], ['EDUC 1300', 'Learning Framework', 3], ['ECON 2301', 'Principles of Macroeconomics', 3], ['ENGL 2322', 'British Literature I', 3], ['MUSI 1306', 'Music Appreciation', 3], ['KINE 1164', 'Introduction to Physical Fitness and Wellness', 1]],
  },
  {
    degree: 'Associate in Applied Science', program: 'Information Technology',
    courses: [['ITSC 1301', 'Introduction to Computers', 3], ['ITSE 1302', 'Computer Programming', 3], ['ITNW 1325', 'Fundamentals of Networking Technologies', 3], ['ITSY 1300', 'Fundamentals of Information Security', 3], ['ITSC 1316', 'Linux Installation and Configuration', 3], ['ITSE 2309', 'Database Programming', 3], ['ITNW 1354', 'Implementing and Supporting Servers', 3], ['ITSC 2339', 'Personal Computer Help Desk Support', 3], ['ITSE 1311', 'Beginning Web Programming', 3], ['ITSY 2301', 'Firewalls and Network Security', 3], ['ITSC 2380', 'Cooperative Education - Computer Technology', 3], ['ENGL 1301', 'Composition I', 3], ['MATH 1332', 'Contemporary Mathematics', 3], ['SPCH 1321', 'Business and Professional Communication', 3], ['PSYC 2301', 'General Psychology', 3], ['ARTS 1301', 'Art Appreciation', 3]],
  },
  {
    degree: 'Associate of Science', program: 'Pre-Engineering',
    courses: [['MATH 2413', 'Calculus I', 4], ['MATH 2414', 'Calculus II', 4], ['MATH 2415', 'Calculus III', 4], ['MATH 2320', 'Differential Equations', 3], ['PHYS 2325', 'University Physics I', 3], ['PHYS 2125', 'University Physics Laboratory I', 1], ['PHYS 2326', 'University Physics II', 3], ['CHEM 1311', 'General Chemistry I', 3], ['CHEM 1111', 'General Chemistry Laboratory I', 1], ['ENGR 1201', 'Introduction to Engineering', 2], ['ENGR 2301', 'Engineering Mechanics - Statics', 3], ['ENGL 1301', 'Composition I', 3], ['ENGL 1302', 'Composition II', 3], ['HIST 1301', 'United States History I', 3], ['GOVT 2305', 'Federal Government', 3], ['ECON 2302', 'Principles of Microeconomics', 3]],
  },
];

async function render(rng: Rng) {
  const person = usPerson(rng);
  const cc = usCommunityCollege(rng);
  const place = rng.pick(US_PLACES);
  const zip = `${place.zip}${rng.int(10, 99)}`;
  const prog = rng.pick(PROGRAMS);
  const F = rng.pick([SANS[0], SANS[3], SANS[4]]);
  const startYear = rng.int(2010, 2021);
  const ability = rng.float(0, 3.5);
  const dob = randomDate(rng, startYear - rng.int(18, 30));
  const studentId = `${rng.pick(['C', 'S', ''])}${digits(rng, 7)}`;
  const caps = rng.bool(0.6);
  const printedName = `${person.last.toUpperCase()}, ${givenNames(person).toUpperCase()}`;
  const titleCaseCourses = !caps;

  // Fall, Spring, Summer (short), Fall, Spring — five or six terms.
  const seq: Array<[string, number]> = [];
  for (let y = startYear; seq.length < 6; y++) {
    seq.push(['Fall', y]);
    seq.push(['Spring', y + 1]);
    if (rng.bool(0.5)) seq.push(['Summer', y + 1]);
  }
  const nTerms = rng.int(4, 6);
  const pool = rng.sample(prog.courses, prog.courses.length);
  const terms = seq.slice(0, nTerms).map(([term, year]) => {
    const n = term === 'Summer' ? rng.int(1, 2) : rng.int(3, 5);
    const rows = [];
    for (let k = 0; k < n && pool.length; k++) {
      const [code, name, credit] = pool.shift()!;
      const [grade, points] = usGrade(rng, ability);
      rows.push({ code, name: titleCaseCourses ? name : name.toUpperCase(), credit, grade, points });
    }
    return { term, year, rows };
  }).filter((t) => t.rows.length);
  const last = terms[terms.length - 1];
  const awarded = rng.bool(0.7);
  const conferred = awarded ? iso(last.year, last.term === 'Fall' ? 12 : last.term === 'Spring' ? 5 : 8, rng.int(5, 20)) : null;
  const printedOn = randomDate(rng, last.year + rng.int(0, 1), [1, 12]);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: cc.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = studentId;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Associate';
  r.qualification.majorOrSpecialization = prog.program;
  // The programme line as printed under PROGRAM OF STUDY (main README, `program`); the record starts with its
  // first term, Fall of the first year (families README, `yearOfAdmission`).
  r.qualification.program = prog.program.toUpperCase();
  r.qualification.yearOfAdmission = startYear;
  r.qualification.dateOfIssue = printedOn;
  if (conferred) {
    r.qualification.yearOfCompletion = Number(conferred.slice(0, 4));
    r.qualification.status = 'Completed';
  }
  for (const t of terms) for (const row of t.rows) r.courses.push(course({ courseNumber: row.code, courseName: row.name, credit: row.credit, grade: row.grade, term: t.term, year: t.year }));
  const all = terms.flatMap((t) => t.rows.map((x) => ({ points: x.points, credit: x.credit })));
  const gpa = weightedMean(all);
  const hours = all.reduce((a, x) => a + x.credit, 0);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(hours);
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, 'us-num'), 'qualification.dateOfIssue': formatDate(printedOn, 'us-num') };

  const pdf = new Pdf({ size: LETTER, title: 'Transcript', author: cc.name, creationDate: new Date(`${printedOn}T15:00:00Z`) });
  const L = 30;
  const R = pdf.width - 30;
  const W = R - L;
  const color = rng.pick(['#0b3d6e', '#6e0b14', '#234f1e', '#000000']);
  // Security background of transcript paper.
  pdf.securityPattern(cc.initials || 'CC', L, 120, W, pdf.height - 200, color, rng);
  pdf.shield(L, 26, 34, color);
  pdf.text(cc.name.toUpperCase(), L + 44, 28, { font: F.bold, size: 13, color });
  pdf.text(`${cc.street}  ${place.city}, ${place.stateCode} ${zip}`, L + 44, 45, { font: F.regular, size: 8 });
  pdf.text(`Admissions and Records  •  (${place.area}) ${rng.int(200, 989)}-${digits(rng, 4)}  •  ${cc.web}`, L + 44, 56, { font: F.regular, size: 8 });
  pdf.text('STUDENT ACADEMIC RECORD', L, 30, { font: F.bold, size: 10, width: W, align: 'right' });
  pdf.text(`Printed: ${formatDate(printedOn, 'us-num')}`, L, 44, { font: F.regular, size: 8, width: W, align: 'right' });

  // Student block in a ruled box.
  const boxY = 74;
  pdf.rect(L, boxY, W, 40, 0.8);
  const kv = (label: string, value: string, x: number, y: number) => {
    pdf.text(label, x, y, { font: F.bold, size: 6.5, color: '#333333' });
    pdf.text(value, x, y + 9, { font: F.regular, size: 8.5 });
  };
  kv('STUDENT NAME', printedName, L + 6, boxY + 5);
  kv('STUDENT ID', studentId, L + W * 0.42, boxY + 5);
  kv('DATE OF BIRTH', formatDate(dob, 'us-num'), L + W * 0.6, boxY + 5);
  kv('PROGRAM OF STUDY', `${prog.program.toUpperCase()}`, L + W * 0.78, boxY + 5);
  pdf.text(`Previous school: ${rng.pick(['Ridgemont', 'Lake Arden', 'Prairie Glen', 'Ashgrove'])} High School — Graduated ${startYear}`, L + 6, boxY + 29, { font: F.italic, size: 7 });

  // Term blocks: two columns side by side, filled left then right.
  const gap = 14;
  const colW = (W - gap) / 2;
  const cols: Column[] = [
    { label: 'COURSE', width: 52 },
    { label: 'TITLE', width: colW - 52 - 30 - 26 - 34, wrap: true },
    { label: 'HRS', width: 30, align: 'right' },
    { label: 'GRD', width: 26, align: 'center' },
    { label: 'PTS', width: 34, align: 'right' },
  ];
  const size = 7;
  const style = { font: F.regular, size, leading: size * 1.35, pad: 2 };
  const top = boxY + 52;
  const bottom = pdf.height - 80;
  let y = top;
  let cumH = 0;
  let cumP = 0;
  // Terms in rows of two blocks: the left block and the right block start on the same line.
  const drawTerm = (t: (typeof terms)[number], x: number, y0: number): number => {
    let yy = y0;
    pdf.fill(x, yy, colW, 11, '#dddddd');
    pdf.text(`${t.term} ${t.year}`.toUpperCase(), x + 3, yy + 2, { font: F.bold, size: 7.5 });
    yy += 13;
    cols.forEach((c, i) => pdf.text(c.label as string, x + cols.slice(0, i).reduce((a, c2) => a + c2.width, 0) + 2, yy, { font: F.bold, size: 6, width: c.width - 4, align: c.align }));
    yy += 9;
    let tH = 0;
    let tP = 0;
    for (const row of t.rows) {
      const pts = row.points * row.credit;
      tH += row.credit;
      tP += pts;
      yy += drawRow(pdf, x, yy, cols, [row.code, row.name, row.credit.toFixed(2), row.grade, pts.toFixed(2)], style);
    }
    cumH += tH;
    cumP += tP;
    pdf.line(x, yy + 1, x + colW, yy + 1, 0.4);
    yy += 3;
    pdf.text(`TERM   ATT ${tH.toFixed(2)}  ERN ${tH.toFixed(2)}  PTS ${tP.toFixed(2)}  GPA ${(tP / tH).toFixed(2)}`, x + 2, yy, { font: F.regular, size: 6.5, width: colW - 4, fit: true });
    yy += 8.5;
    pdf.text(`CUM    ATT ${cumH.toFixed(2)}  ERN ${cumH.toFixed(2)}  PTS ${cumP.toFixed(2)}  GPA ${(cumP / cumH).toFixed(2)}`, x + 2, yy, { font: F.regular, size: 6.5, width: colW - 4, fit: true });
    yy += 8.5;
    if (rng.bool(0.3)) {
      pdf.text(rng.pick(["Dean's List", 'Good Standing', "President's Honor Roll"]), x + 2, yy, { font: F.italic, size: 6.5 });
      yy += 8.5;
    }
    return yy + 8;
  };
  for (let i = 0; i < terms.length; i += 2) {
    const left = drawTerm(terms[i], L, y);
    const right = terms[i + 1] ? drawTerm(terms[i + 1], L + colW + gap, y) : y;
    y = Math.max(left, right) + 4;
  }
  // Totals and the degree line under the last row of blocks, on the right.
  const x = L + colW + gap;
  y += 2;
  void bottom;
  pdf.rect(x, y, colW, awarded ? 52 : 32, 0.8);
  pdf.text(`INSTITUTIONAL TOTALS   HRS ${hours.toFixed(2)}   GPA ${gpa}`, x + 4, y + 5, { font: F.bold, size: 7.5 });
  if (awarded && conferred) {
    pdf.text('DEGREE AWARDED', x + 4, y + 18, { font: F.bold, size: 7 });
    pdf.text(`${prog.degree}`, x + 4, y + 28, { font: F.regular, size: 8 });
    pdf.text(`Conferred: ${formatDate(conferred, 'us-num')}    Major: ${prog.program}`, x + 4, y + 39, { font: F.regular, size: 7.5, width: colW - 8, fit: true });
    printed['qualification.yearOfCompletion'] = formatDate(conferred, 'us-num');
  } else {
    pdf.text(`Degree sought: ${prog.degree} — ${prog.program}`, x + 4, y + 18, { font: F.regular, size: 7.5, width: colW - 8, fit: true });
  }
  pdf.text('*** END OF RECORD ***', L, y + (awarded ? 60 : 40), { font: F.bold, size: 7.5, width: W, align: 'center' });

  const fy = pdf.height - 70;
  pdf.line(L, fy, R, fy, 0.5);
  pdf.text('GRADE KEY: A=4  B=3  C=2  D=1  F=0  W=Withdrawal  I=Incomplete  P=Pass  AU=Audit  CR=Credit by exam. Courses numbered below 1000 are developmental and carry no degree credit.', L, fy + 4, { font: F.regular, size: 6, width: W, fit: true });
  pdf.text(`Accredited by a regional accrediting commission. Issued to the student; not valid without the registrar's signature.`, L, fy + 13, { font: F.regular, size: 6, width: W, fit: true });
  pdf.signature(R - 150, fy + 40, 110, rng);
  pdf.text('Registrar', R - 150, fy + 46, { font: F.regular, size: 7 });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'us-community-college-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'US community college academic record with two term blocks side by side per page, Texas-style common course numbering (ENGL 1301), attempted/earned hours and grade points per term, associate degree conferral line; modeled on public community-college "reading your transcript" and grade-key pages.',
    render,
  },
];
