/**
 * Indian university semester grade card under the UGC choice-based credit system: letterhead with
 * the state act, PIN code and .ac.in site, student particulars with the father's name, courses
 * with credits, letter grades O/A+/A/B+/B/C/P/F, grade points and credit points, SGPA and CGPA, and
 * the 10-point grading legend. One or two semesters per card.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, emptyResult, formatDate, gridLines, iso, type Column } from '../lib/a-kit';
import { IN_GRADES, IN_NORTH, IN_OTHER, IN_PROGRAMMES, ROMAN, inUniversity, indianPerson, pin, southIndianPerson } from '../lib/a-data';

async function render(rng: Rng) {
  const north = rng.bool(0.5);
  const place = rng.pick(north ? IN_NORTH : IN_OTHER);
  const p = north ? indianPerson(rng) : southIndianPerson(rng);
  const progKey = rng.pick(Object.keys(IN_PROGRAMMES));
  const prog = IN_PROGRAMMES[progKey];
  const uni = inUniversity(rng, place, prog.abbrev === 'B.Tech.');
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const accent = rng.pick(['#7a1a1a', '#1a3a7a', '#0f5a3a', '#4a2a6a']);
  const admission = rng.int(2014, 2021);
  const semCount = prog.years * 2;
  const firstSem = rng.int(1, semCount - 1);
  const twoSems = rng.bool(0.6) && firstSem % 2 === 1;
  const sems = twoSems ? [firstSem, firstSem + 1] : [firstSem];
  const ability = rng.float(55, 88);
  const first = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${first} ${p.last}`;
  const enrol = `${digits(rng, 4)}${prog.short}${String(admission).slice(2)}${digits(rng, 4)}`;
  const perSem = prog.subjects.length / semCount >= 6 ? 6 : 5;

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: first, lastName: p.last, dateOfBirth: null };
  r.institution = { name: uni.name, ...COUNTRY.IN, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = enrol;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.program = prog.branch ? `${prog.abbrev} (${prog.branch})` : prog.abbrev;
  r.qualification.majorOrSpecialization = prog.branch;
  r.qualification.yearOfAdmission = admission;
  const printed: Record<string, string> = { 'candidate.fullName': full.toUpperCase() };

  const semData = sems.map((s) => {
    const acadYear = admission + Math.floor((s - 1) / 2);
    const session = `${acadYear}-${String((acadYear + 1) % 100).padStart(2, '0')}`;
    const examYear = s % 2 === 1 ? acadYear : acadYear + 1;
    const examMonth = s % 2 === 1 ? rng.pick(['November', 'December']) : rng.pick(['May', 'June']);
    let subjects = prog.subjects.slice((s - 1) * perSem, s * perSem);
    if (subjects.length < 4) subjects = rng.sample(prog.subjects, perSem);
    const rows = subjects.map(([name, dept], k) => {
      const credit = rng.pick([3, 4, 4, 3, 2]);
      return { code: `${dept}${s}${String(k + 1).padStart(2, '0')}`, name, credit };
    });
    const labs = rng.int(2, 3);
    for (let k = 0; k < labs && k < rows.length; k++) rows.push({ code: `${rows[k].code.replace(/\d+$/, '')}${s}${String(50 + k + 1)}`, name: `${rows[k].name.replace(/-I+$/, '')} Lab`, credit: rng.pick([1, 1.5, 2]) });
    const graded = rows.map((c) => {
      const m = Math.max(38, Math.min(98, Math.round(ability + rng.gauss() * 9)));
      const g = IN_GRADES.find((x) => m >= x[2]) ?? (['F', 0, 0] as const);
      return { ...c, grade: g[0], gp: g[1] };
    });
    return { s, session, examYear, examMonth, rows: graded };
  });
  for (const sd of semData) for (const c of sd.rows) r.courses.push(course({ courseNumber: c.code, courseName: c.name, credit: c.credit, grade: c.grade, term: `Semester ${ROMAN[sd.s - 1]}`, session: sd.session, year: sd.examYear }));
  const sgpa = (rows: Array<{ credit: number; gp: number }>) => rows.reduce((a, c) => a + c.credit * c.gp, 0) / rows.reduce((a, c) => a + c.credit, 0);
  const lastSem = semData[semData.length - 1];
  const cgpa = Math.max(4, Math.min(9.9, sgpa(semData.flatMap((d) => d.rows)) + rng.float(-0.4, 0.3))).toFixed(2);
  r.qualification.cgpa = cgpa;
  const totalCredits = semData.flatMap((d) => d.rows).reduce((a, c) => a + c.credit, 0);
  r.qualification.totalCreditsOrMarks = String(totalCredits);
  // Results of the November/December examinations come out early the next year, of May/June ones in the summer.
  const odd = lastSem.s % 2 === 1;
  const issuedFixed = iso(odd ? lastSem.examYear + 1 : lastSem.examYear, odd ? rng.int(1, 3) : rng.int(7, 9), rng.int(1, 28));
  r.qualification.dateOfIssue = issuedFixed;
  printed['qualification.dateOfIssue'] = formatDate(issuedFixed, 'in-dot');

  const pdf = new Pdf({ size: A4, title: 'Grade Card', author: uni.name, creationDate: new Date(`${issuedFixed}T06:00:00Z`) });
  const L = 36;
  const R = pdf.width - 36;
  const W = R - L;
  pdf.rect(20, 20, pdf.width - 40, pdf.height - 40, 1.5, accent);
  if (rng.bool(0.7)) pdf.securityPattern(uni.initials, 24, 24, pdf.width - 48, pdf.height - 48, accent, rng);
  pdf.crest(L + 30, 62, 26, uni.initials, accent);
  pdf.text(uni.name.toUpperCase(), L + 64, 38, { font: F.bold, size: 15, color: accent, width: W - 64, align: 'center', fit: true });
  pdf.text(`(A State University established under the ${place.state} ${rng.pick(['University', 'Technical University', 'State Universities'])} Act, ${rng.int(1956, 2012)})`, L + 64, 58, { font: F.italic, size: 8, width: W - 64, align: 'center', fit: true });
  pdf.text(`${uni.street}${place.city} - ${pin(rng, place)}, ${place.state} (India)`, L + 64, 70, { font: F.regular, size: 8, width: W - 64, align: 'center', fit: true });
  pdf.text(`Phone: ${place.std}-${digits(rng, 7)}   E-mail: coe@${uni.web.slice(4)}   Web: ${uni.web}`, L + 64, 81, { font: F.regular, size: 7.5, width: W - 64, align: 'center', fit: true });
  pdf.line(L, 98, R, 98, 1.2, accent);
  pdf.text(rng.pick(['GRADE CARD', 'STATEMENT OF GRADES', 'SEMESTER GRADE REPORT']), L, 106, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const semWord = sems.map((s) => ROMAN[s - 1]).join(' & ');
  pdf.text(`${prog.abbrev}${prog.branch ? ` (${prog.branch})` : ''} — Semester ${semWord} Examination, ${lastSem.examMonth} ${lastSem.examYear}`, L, 124, { font: F.bold, size: 9, width: W, align: 'center', fit: true });

  const sep = rng.pick([':', ' :', '']);
  const kv: Array<[string, string]> = [
    ['Name of the Student', full.toUpperCase()],
    ["Father's Name", p.father.toUpperCase()],
    ['Enrolment No.', enrol],
    ['Roll No.', digits(rng, 10)],
    ['Programme', `${prog.degree}${prog.branch ? ` (${prog.branch})` : ''}`],
    ['Year of Admission', String(admission)],
  ];
  let y = 146;
  kv.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L + 4 : L + W / 2 + 8;
    const yy = y + Math.floor(i / 2) * 14;
    pdf.text(`${k}${sep}`, x, yy, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 100, yy, { font: F.regular, size: 8.5, width: W / 2 - 110, fit: true });
  });
  y += Math.ceil(kv.length / 2) * 14 + 8;

  const cols: Column[] = [
    { label: 'S.No.', width: 30, align: 'center' },
    { label: ['Course', 'Code'], width: 58 },
    { label: 'Course Title', width: W - 30 - 58 - 44 - 40 - 44 - 48, wrap: true },
    { label: 'Credits', width: 44, align: 'center' },
    { label: 'Grade', width: 40, align: 'center' },
    { label: ['Grade', 'Point'], width: 44, align: 'center' },
    { label: ['Credit', 'Points'], width: 48, align: 'center' },
  ];
  const size = 8.5;
  const style = { font: F.regular, size, leading: size * 1.5 };
  for (const sd of semData) {
    pdf.text(`Semester ${ROMAN[sd.s - 1]}   (Session ${sd.session})`, L, y, { font: F.bold, size: 9, color: accent });
    y += 14;
    const top = y;
    y += drawHeader(pdf, L, y, cols, { font: F.bold, size: 8, fill: '#efe7d6' });
    y += 3;
    sd.rows.forEach((c, i) => {
      y += drawRow(pdf, L, y, cols, [String(i + 1), c.code, c.name, String(c.credit), c.grade, String(c.gp), String(c.credit * c.gp)], style);
    });
    pdf.line(L, y + 2, R, y + 2, 0.7);
    gridLines(pdf, L, top, y + 2, cols, 0.4);
    y += 6;
    const cr = sd.rows.reduce((a, c) => a + c.credit, 0);
    const cp = sd.rows.reduce((a, c) => a + c.credit * c.gp, 0);
    pdf.text(`Credits Registered: ${cr}     Credits Earned: ${sd.rows.filter((c) => c.gp > 0).reduce((a, c) => a + c.credit, 0)}     Credit Points: ${cp}     SGPA: ${sgpa(sd.rows).toFixed(2)}`, L + 4, y, { font: F.bold, size: 8.5, width: W - 8, fit: true });
    y += 20;
  }
  pdf.rect(L, y, W, 24, 0.8);
  pdf.text(`Total Credits: ${totalCredits}`, L + 8, y + 8, { font: F.bold, size: 9 });
  pdf.text(`CGPA: ${cgpa}`, L + W / 3, y + 8, { font: F.bold, size: 9 });
  pdf.text(`Result: ${semData.flatMap((d) => d.rows).some((c) => c.grade === 'F') ? 'PASSED WITH BACKLOG' : 'PASS'}`, L + (2 * W) / 3, y + 8, { font: F.bold, size: 9 });
  y += 40;
  pdf.text(`Place: ${place.city}`, L, y, { font: F.regular, size: 8.5 });
  pdf.text(`Date: ${formatDate(issuedFixed, 'in-dot')}`, L, y + 13, { font: F.regular, size: 8.5 });
  pdf.qrLike(L + W / 2 - 28, y - 6, 56, rng);
  pdf.signature(R - 150, y + 10, 120, rng);
  pdf.text('Controller of Examinations', R - 150, y + 20, { font: F.bold, size: 8.5 });

  const fy = pdf.height - 96;
  pdf.line(L, fy, R, fy, 0.5);
  pdf.text('Grading System (10-point scale):', L, fy + 4, { font: F.bold, size: 7 });
  pdf.text('O (Outstanding) 10 | A+ (Excellent) 9 | A (Very Good) 8 | B+ (Good) 7 | B (Above Average) 6 | C (Average) 5 | P (Pass) 4 | F (Fail) 0 | Ab (Absent) 0', L, fy + 14, { font: F.regular, size: 7, width: W, fit: true });
  pdf.text('SGPA = Σ(Ci × Gi) / ΣCi over the courses of the semester; CGPA computed likewise over all semesters. Percentage equivalent = CGPA × 10 (indicative).', L, fy + 24, { font: F.regular, size: 7, width: W, fit: true });
  pdf.text(`Note: Any alteration renders this grade card invalid. Verify at ${uni.web}/verify`, L, fy + 34, { font: F.italic, size: 7, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-semester-grade-card',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo', 'screenshot'],
    conventions: 'Indian university semester grade card under the UGC choice-based credit system (10-point scale O/A+/A/B+/B/C/P/F, SGPA = Σ(Ci×Gi)/ΣCi, CGPA), as described in UGC CBCS guidelines and college grading pages; B.Tech./B.Com./B.Sc. semester subjects, father\'s name, enrolment number.',
    render,
  },
];
