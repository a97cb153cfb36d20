/**
 * Indian university statement of marks for one academic year (two semesters, one per page):
 * internal (sessional) and external (end-semester) marks, each with its maximum and the total,
 * a result per course, and on the last page the grand total, percentage and division (First
 * Division with Distinction, First, Second, Pass) with the total in words.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, course, digits, emptyResult, formatDate, iso, numberWords } from '../lib/a-kit';
import { IN_NORTH, IN_OTHER, IN_PROGRAMMES, ROMAN, inUniversity, indianPerson, pin, southIndianPerson } from '../lib/a-data';

function division(pct: number): string {
  if (pct >= 75) return 'FIRST DIVISION WITH DISTINCTION';
  if (pct >= 60) return 'FIRST DIVISION';
  if (pct >= 50) return 'SECOND DIVISION';
  return 'PASS';
}

async function render(rng: Rng) {
  const north = rng.bool(0.5);
  const place = rng.pick(north ? IN_NORTH : IN_OTHER);
  const p = north ? indianPerson(rng) : southIndianPerson(rng);
  const prog = IN_PROGRAMMES[rng.pick(Object.keys(IN_PROGRAMMES))];
  const uni = inUniversity(rng, place, prog.abbrev === 'B.Tech.');
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const accent = rng.pick(['#3a1f00', '#00224a', '#4a0022']);
  const admission = rng.int(2013, 2021);
  const yearOfStudy = rng.int(1, prog.years);
  const sems = [yearOfStudy * 2 - 1, yearOfStudy * 2];
  const acad = admission + yearOfStudy - 1;
  const session = `${acad}-${String((acad + 1) % 100).padStart(2, '0')}`;
  const ability = rng.float(50, 88);
  const first = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${first} ${p.last}`;
  const regNo = `${String(admission)}/${prog.short}/${digits(rng, 5)}`;
  const perSem = prog.subjects.length / (prog.years * 2) >= 6 ? 6 : 5;
  const maxPlan = rng.pick([[30, 70], [25, 75], [40, 60], [20, 80]]);

  const semData = sems.map((s) => {
    const examYear = s % 2 === 1 ? acad : acad + 1;
    const month = s % 2 === 1 ? 'December' : 'May';
    let subjects = prog.subjects.slice((s - 1) * perSem, s * perSem);
    if (subjects.length < 4) subjects = rng.sample(prog.subjects, perSem);
    const rows = subjects.map(([name, dept], k) => {
      const [iMax, eMax] = maxPlan;
      const pct = Math.max(35, Math.min(96, ability + rng.gauss() * 10)) / 100;
      const iObt = Math.min(iMax, Math.round(iMax * Math.min(1, pct + 0.08)));
      const eObt = Math.round(eMax * pct);
      return { code: `${dept}-${s}${String(k + 1).padStart(2, '0')}`, name, iMax, eMax, iObt, eObt, total: iObt + eObt, max: iMax + eMax };
    });
    // A practical/viva at the end of each semester.
    const lab = { code: `${prog.short}-${s}P1`, name: rng.pick(['Practical / Viva-Voce', 'Laboratory Practicals', 'Seminar and Viva-Voce']), iMax: 50, eMax: 50, iObt: Math.round(50 * Math.min(1, ability / 100 + 0.1)), eObt: Math.round(50 * Math.min(1, ability / 100)), total: 0, max: 100 };
    lab.total = lab.iObt + lab.eObt;
    rows.push(lab);
    return { s, examYear, month, rows };
  });
  const all = semData.flatMap((d) => d.rows);
  const grand = all.reduce((a, x) => a + x.total, 0);
  const grandMax = all.reduce((a, x) => a + x.max, 0);
  const pct = ((grand * 100) / grandMax).toFixed(2);
  const last = semData[1];
  const issued = iso(last.examYear, rng.int(7, 10), rng.int(1, 28));
  const dob = rng.bool(0.6) ? iso(admission - 18, rng.int(1, 12), rng.int(1, 28)) : null;

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: first, lastName: p.last, dateOfBirth: dob };
  r.institution = { name: uni.name, ...COUNTRY.IN, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = regNo;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.program = `${prog.degree}${prog.branch ? ` (${prog.branch})` : ''}`;
  r.qualification.majorOrSpecialization = prog.branch;
  r.qualification.dateOfIssue = issued;
  r.qualification.cgpa = pct;
  r.qualification.totalCreditsOrMarks = String(grand);
  const finalYear = yearOfStudy === prog.years;
  if (finalYear) {
    r.qualification.yearOfCompletion = last.examYear;
    r.qualification.status = 'Completed';
  }
  for (const d of semData) for (const c of d.rows) r.courses.push(course({ courseNumber: c.code, courseName: c.name, marksScored: c.total, maximumMarks: c.max, passStatus: c.total >= c.max * 0.4 ? 'P' : 'F', term: `Semester ${ROMAN[d.s - 1]}`, session, year: d.examYear }));
  const printed: Record<string, string> = { 'candidate.fullName': full.toUpperCase() };
  if (dob) printed['candidate.dateOfBirth'] = formatDate(dob, 'in-slash');

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: uni.name, creationDate: new Date(`${issued}T06:30:00Z`) });
  const L = 34;
  const R = pdf.width - 34;
  const W = R - L;
  const yearWord = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'][yearOfStudy - 1];
  const pinCode = pin(rng, place);
  const phone = `${place.std}-${digits(rng, 7)}`;
  const rollNo = digits(rng, 8);
  const header = (page: number) => {
    pdf.rect(16, 16, pdf.width - 32, pdf.height - 32, 1.2, accent);
    pdf.securityPattern('', 20, 20, pdf.width - 40, pdf.height - 40, accent, rng);
    pdf.crest(L + 26, 52, 24, uni.initials, accent);
    pdf.text(uni.name.toUpperCase(), L + 56, 30, { font: F.bold, size: 15, width: W - 56, align: 'center', color: accent, fit: true });
    pdf.text(`${uni.street}${place.city} - ${pinCode} (${place.state})`, L + 56, 50, { font: F.regular, size: 8.5, width: W - 56, align: 'center' });
    pdf.text(`Tel: ${phone}  |  ${uni.web}`, L + 56, 62, { font: F.regular, size: 8, width: W - 56, align: 'center' });
    pdf.line(L, 84, R, 84, 1, accent);
    pdf.text('STATEMENT OF MARKS', L, 92, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
    pdf.text(`${prog.abbrev.toUpperCase()} ${yearWord} YEAR EXAMINATION  —  SESSION ${session}`, L, 109, { font: F.bold, size: 9.5, width: W, align: 'center' });
    let y = 128;
    const kv: Array<[string, string]> = [["Student's Name", full.toUpperCase()], ['Registration No.', regNo], ["Father's Name", p.father.toUpperCase()], ['Roll No.', rollNo]];
    if (dob) kv.push(['Date of Birth', formatDate(dob, 'in-slash')]);
    kv.push(['Programme', `${prog.degree}${prog.branch ? ` (${prog.branch})` : ''}`]);
    if (page > 1) kv.splice(2);
    kv.forEach(([k, v], i) => {
      const x = i % 2 === 0 ? L : L + W * 0.58;
      const yy = y + Math.floor(i / 2) * 13;
      pdf.text(`${k} :`, x, yy, { font: F.bold, size: 8.5 });
      pdf.text(v, x + (i % 2 === 0 ? 92 : 82), yy, { font: F.regular, size: 8.5, width: (i % 2 === 0 ? W * 0.58 - 96 : W * 0.42 - 84), fit: true });
    });
    y += Math.ceil(kv.length / 2) * 13 + 8;
    return y;
  };
  // Column geometry of the two-level header.
  const cw = { code: 56, title: W - 56 - 6 * 36 - 40, n: 36, res: 40 };
  const xs = { code: L, title: L + cw.code, i: L + cw.code + cw.title, e: L + cw.code + cw.title + 2 * cw.n, t: L + cw.code + cw.title + 4 * cw.n, res: L + cw.code + cw.title + 6 * cw.n };
  const table = (d: (typeof semData)[number], y0: number) => {
    let y = y0;
    pdf.text(`SEMESTER ${ROMAN[d.s - 1]}  (Examination held in ${d.month} ${d.examYear})`, L, y, { font: F.bold, size: 9.5, color: accent });
    y += 15;
    const top = y;
    pdf.fill(L, y, W, 26, '#ece6da');
    const c = (t: string, x: number, w: number, yy: number, bold = true) => pdf.text(t, x, yy, { font: bold ? F.bold : F.regular, size: 7.5, width: w, align: 'center' });
    c('Course Code', xs.code, cw.code, y + 9);
    pdf.text('Course Title', xs.title + 4, y + 9, { font: F.bold, size: 7.5 });
    c('Internal', xs.i, 2 * cw.n, y + 3);
    c('External', xs.e, 2 * cw.n, y + 3);
    c('Total', xs.t, 2 * cw.n, y + 3);
    for (const x0 of [xs.i, xs.e, xs.t]) {
      c('Max', x0, cw.n, y + 15);
      c('Obt', x0 + cw.n, cw.n, y + 15);
      pdf.line(x0, y + 13, x0 + 2 * cw.n, y + 13, 0.4);
    }
    c('Result', xs.res, cw.res, y + 9);
    y += 26;
    pdf.line(L, y, R, y, 0.6);
    y += 4;
    for (const row of d.rows) {
      const lines = pdf.wrap(row.name, F.regular, 8.5, cw.title - 8);
      pdf.text(row.code, xs.code + 3, y, { font: F.regular, size: 8.5, width: cw.code - 6, fit: true });
      lines.forEach((l, k) => pdf.text(l, xs.title + 4, y + k * 11, { font: F.regular, size: 8.5 }));
      const nums = [row.iMax, row.iObt, row.eMax, row.eObt, row.max, row.total];
      nums.forEach((n, k) => pdf.text(String(n), xs.i + k * cw.n, y, { font: k % 2 ? F.bold : F.regular, size: 8.5, width: cw.n, align: 'center' }));
      pdf.text(row.total >= row.max * 0.4 ? 'P' : 'F', xs.res, y, { font: F.regular, size: 8.5, width: cw.res, align: 'center' });
      y += lines.length * 11 + 4;
    }
    pdf.line(L, y, R, y, 0.6);
    for (const x of [L, xs.title, xs.i, xs.e, xs.t, xs.res, R]) pdf.line(x, top, x, y, 0.4);
    for (const x of [xs.i + cw.n, xs.e + cw.n, xs.t + cw.n]) pdf.line(x, top + 13, x, y, 0.4);
    pdf.line(L, top, R, top, 0.6);
    y += 6;
    const st = d.rows.reduce((a, x) => a + x.total, 0);
    const sm = d.rows.reduce((a, x) => a + x.max, 0);
    pdf.text(`Semester Total: ${st} / ${sm}`, L, y, { font: F.bold, size: 9, width: W, align: 'right' });
    return y + 22;
  };
  let y = header(1);
  y = table(semData[0], y);
  pdf.text('Continued overleaf ...', L, pdf.height - 60, { font: F.italic, size: 8, width: W, align: 'right' });
  pdf.addPage();
  y = header(2);
  y = table(semData[1], y);
  y += 4;
  pdf.rect(L, y, W, 58, 0.9, accent);
  pdf.text(`Grand Total : ${grand} / ${grandMax}`, L + 8, y + 8, { font: F.bold, size: 10 });
  pdf.text(`Percentage : ${pct}%`, L + W / 2, y + 8, { font: F.bold, size: 10 });
  pdf.text(`In Words : ${numberWords(grand)} ONLY`, L + 8, y + 24, { font: F.regular, size: 8.5, width: W - 16, fit: true });
  pdf.text(`Result : PASSED — ${division(Number(pct))}`, L + 8, y + 40, { font: F.bold, size: 10 });
  y += 76;
  if (finalYear) {
    pdf.text(`The candidate has completed all requirements of the ${prog.degree} programme in ${last.month} ${last.examYear}.`, L, y, { font: F.italic, size: 8.5, width: W, fit: true });
    y += 16;
  }
  pdf.text(`Place : ${place.city}`, L, y + 12, { font: F.regular, size: 9 });
  pdf.text(`Date of Issue : ${formatDate(issued, 'in-slash')}`, L, y + 26, { font: F.regular, size: 9 });
  printed['qualification.dateOfIssue'] = formatDate(issued, 'in-slash');
  pdf.signature(R - 150, y + 20, 110, rng);
  pdf.text('Controller of Examinations', R - 160, y + 30, { font: F.bold, size: 9 });
  pdf.stampBox(L + W / 2 - 60, y + 4, 120, 40, ['VERIFIED', uni.name.toUpperCase(), place.city.toUpperCase()], '#4a3ab0');
  for (const page of [1, 2]) {
    pdf.switchTo(page);
    pdf.text('Max: maximum marks; Obt: marks obtained; P: pass (40% in each course); F: fail. Division: 75% and above Distinction, 60% First, 50% Second, 40% Pass.', L, pdf.height - 44, { font: F.regular, size: 6.5, width: W, fit: true });
    pdf.text(`Page ${page} of 2`, L, pdf.height - 34, { font: F.regular, size: 7, width: W, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-university-marksheet',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Indian university annual statement of marks (two semesters on two pages): internal/sessional and external/end-semester marks with maximum and obtained, course-wise result, grand total, percentage and division (Distinction 75%, First 60%, Second 50%), following the examination ordinances of Indian state universities as summarised in WES/NARIC India profiles.',
    render,
  },
];
