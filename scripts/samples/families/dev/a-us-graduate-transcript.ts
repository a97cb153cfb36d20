/**
 * US graduate (master's) transcript on the quarter system: compact two-column "continuous" print
 * (the left column fills top to bottom, then the right), quarters with units and grades (S for
 * thesis research), a prior-degree block naming the applicant's earlier (often foreign)
 * institution, quarter and cumulative GPA, and the degree conferred.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, LETTER, Pdf, SANS, SERIF, course, digits, emptyResult, formatDate, iso, weightedMean } from '../lib/a-kit';
import { US_PLACES, fullName, givenNames, usGrade, usPerson, usUniversity, IN_FIRST_F, IN_FIRST_M, IN_LAST } from '../lib/a-data';

const PROGRAMS: Array<{ degree: string; major: string; prefix: string; courses: string[] }> = [
  { degree: 'Master of Science', major: 'Electrical Engineering', prefix: 'EE', courses: ['Linear Systems Theory', 'Digital Signal Processing', 'Random Processes for Engineers', 'Convex Optimization', 'Wireless Communication Systems', 'VLSI Design', 'Machine Learning for Signal Processing', 'Power Electronics', 'Embedded Systems Design', 'Information Theory', 'Estimation and Detection', 'Control Systems Design'] },
  { degree: 'Master of Science', major: 'Statistics', prefix: 'STAT', courses: ['Probability Theory', 'Statistical Inference', 'Linear Models', 'Bayesian Data Analysis', 'Statistical Computing', 'Time Series Analysis', 'Multivariate Analysis', 'Causal Inference', 'Nonparametric Statistics', 'Survival Analysis', 'Statistical Consulting', 'High-Dimensional Statistics'] },
  { degree: 'Master of Public Health', major: 'Epidemiology', prefix: 'EPI', courses: ['Principles of Epidemiology', 'Biostatistics I', 'Biostatistics II', 'Environmental Health Sciences', 'Health Policy and Management', 'Social and Behavioral Sciences in Public Health', 'Infectious Disease Epidemiology', 'Chronic Disease Epidemiology', 'Epidemiologic Methods', 'Global Health', 'Public Health Practicum', 'Program Evaluation'] },
  { degree: 'Master of Business Administration', major: 'Business Administration', prefix: 'MGT', courses: ['Financial Accounting', 'Managerial Economics', 'Organizational Behavior', 'Marketing Management', 'Corporate Finance', 'Operations Management', 'Data Analytics for Managers', 'Business Strategy', 'Negotiations', 'Entrepreneurial Finance', 'Leading Organizations', 'Global Business Environment'] },
];

async function render(rng: Rng) {
  const intl = rng.bool(0.5);
  const person = intl
    ? { first: rng.pick(rng.bool() ? IN_FIRST_F : IN_FIRST_M)[0], middle: null, last: rng.pick(IN_LAST)[0] }
    : usPerson(rng);
  const uni = usUniversity(rng);
  const place = rng.pick(US_PLACES);
  const prog = rng.pick(PROGRAMS);
  const F = rng.pick([SERIF[0], SANS[3], SANS[4], SERIF[1]]);
  const entry = rng.int(2012, 2022);
  const ability = rng.float(0, 2);
  const studentNo = `${rng.pick(['G', ''])}${digits(rng, 8)}`;
  const dob = iso(entry - rng.int(22, 28), rng.int(1, 12), rng.int(1, 28));
  const quarters: Array<[string, number, string]> = [['Autumn', entry, `${entry}-${String((entry + 1) % 100).padStart(2, '0')}`], ['Winter', entry + 1, `${entry}-${String((entry + 1) % 100).padStart(2, '0')}`], ['Spring', entry + 1, `${entry}-${String((entry + 1) % 100).padStart(2, '0')}`], ['Autumn', entry + 1, `${entry + 1}-${String((entry + 2) % 100).padStart(2, '0')}`], ['Winter', entry + 2, `${entry + 1}-${String((entry + 2) % 100).padStart(2, '0')}`], ['Spring', entry + 2, `${entry + 1}-${String((entry + 2) % 100).padStart(2, '0')}`]];
  const nQ = rng.int(5, 6);
  const pool = rng.sample(prog.courses, prog.courses.length);
  const terms = quarters.slice(0, nQ).map(([q, y, ay], qi) => {
    const rows = [];
    const n = qi === nQ - 1 ? 2 : rng.int(2, 3);
    for (let k = 0; k < n && pool.length; k++) {
      const name = pool.shift()!;
      const [grade, points] = usGrade(rng, ability);
      rows.push({ code: `${prog.prefix} ${rng.int(2, 3)}${digits(rng, 2)}`, name, units: rng.pick([3, 4, 4]), grade, points, counts: true });
    }
    if (qi >= nQ - 2 && prog.prefix !== 'MGT') rows.push({ code: `${prog.prefix} 599`, name: prog.degree === 'Master of Public Health' ? 'Capstone Project' : 'Thesis Research', units: 4, grade: 'S', points: 0, counts: false });
    return { label: `${q} Quarter ${y}`, quarter: `${q} Quarter`, year: y, ay, rows };
  });
  const last = terms[terms.length - 1];
  const conferred = iso(last.year, 6, rng.int(8, 20));
  const issued = iso(last.year, rng.int(7, 12), rng.int(1, 28));
  const graded = terms.flatMap((t) => t.rows.filter((x) => x.counts).map((x) => ({ points: x.points, credit: x.units })));
  const gpa = weightedMean(graded);
  const units = terms.flatMap((t) => t.rows).reduce((a, x) => a + x.units, 0);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: uni.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = studentNo;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Master';
  r.qualification.majorOrSpecialization = prog.major;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = last.year;
  r.qualification.yearOfAdmission = entry;
  r.qualification.dateOfIssue = issued;
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(units);
  for (const t of terms) for (const x of t.rows) r.courses.push(course({ courseNumber: x.code, courseName: x.name, credit: x.units, grade: x.grade, term: t.quarter, session: t.ay, year: t.year }));
  const printedName = `${person.last.toUpperCase()}, ${givenNames(person).toUpperCase()}`;
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, 'us-short'), 'qualification.yearOfCompletion': formatDate(conferred, 'us-short'), 'qualification.dateOfIssue': formatDate(issued, 'us-short') };

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: uni.name, creationDate: new Date(`${issued}T17:00:00Z`) });
  const L = 30;
  const R = pdf.width - 30;
  const W = R - L;
  const accent = rng.pick(['#2a2a6e', '#6e2a2a', '#2a5e4a']);
  pdf.watermark('OFFICIAL', pdf.width / 2, pdf.height / 2, { size: 90, angle: -50, opacity: 0.05, color: accent });
  pdf.text(uni.name.toUpperCase(), L, 26, { font: F.bold, size: 13, color: accent });
  pdf.text(`OFFICE OF THE REGISTRAR  ·  ${place.city.toUpperCase()}, ${place.stateCode} ${place.zip}${rng.int(10, 99)}`, L, 43, { font: F.regular, size: 7.5 });
  pdf.text('OFFICIAL ACADEMIC RECORD — GRADUATE', R - 250, 26, { font: F.bold, size: 9, width: 250, align: 'right' });
  pdf.text(`Date issued: ${formatDate(issued, 'us-short')}`, R - 250, 40, { font: F.regular, size: 7.5, width: 250, align: 'right' });
  pdf.line(L, 56, R, 56, 1.1, accent);
  const info: Array<[string, string]> = [['NAME', printedName], ['STUDENT NO', studentNo], ['BIRTH DATE', formatDate(dob, 'us-short')], ['PRINTED', formatDate(issued, 'us-num')]];
  info.forEach(([k, v], i) => {
    const x = L + i * (W / 4);
    pdf.text(k, x, 62, { font: F.bold, size: 6.5, color: '#555555' });
    pdf.text(v, x, 71, { font: F.regular, size: 8.5, width: W / 4 - 6, fit: true });
  });
  pdf.line(L, 86, R, 86, 0.5);

  // Continuous two-column print.
  const colW = (W - 16) / 2;
  const top = 94;
  const bottom = pdf.height - 60;
  let col = 0;
  let y = top;
  const x = () => L + col * (colW + 16);
  // Type size and leading decide where the record flows into the right-hand column.
  const SZ = rng.pick([8.5, 9]);
  const LEAD = rng.float(1.55, 1.75);
  const need = (h: number) => {
    if (y + h > bottom && col === 0) {
      col = 1;
      y = top;
    }
  };
  const line = (t: string, o: { bold?: boolean; size?: number; indent?: number; italic?: boolean } = {}) => {
    pdf.text(t, x() + (o.indent ?? 0), y, { font: o.bold ? F.bold : o.italic ? F.italic : F.regular, size: o.size ?? SZ, width: colW - (o.indent ?? 0), fit: true });
    y += (o.size ?? SZ) * LEAD;
  };
  const row = (code: string, name: string, u: string, g: string, pts: string) => {
    const s = SZ;
    pdf.text(code, x(), y, { font: F.regular, size: s });
    pdf.text(name, x() + 48, y, { font: F.regular, size: s, width: colW - 48 - 90, fit: true });
    pdf.text(u, x() + colW - 90, y, { font: F.regular, size: s, width: 30, align: 'right' });
    pdf.text(g, x() + colW - 52, y, { font: F.regular, size: s, width: 20, align: 'center' });
    pdf.text(pts, x() + colW - 30, y, { font: F.regular, size: s, width: 30, align: 'right' });
    y += s * LEAD;
  };
  line('PRIOR DEGREES', { bold: true });
  if (intl) {
    const pd = rng.pick(['Bachelor of Technology', 'Bachelor of Engineering', 'Bachelor of Science']);
    line(`${pd}, ${entry - rng.int(1, 3)}`, { indent: 8 });
    line(`${rng.pick(['Vindhya', 'Narmada', 'Sahyadri', 'Godavari'])} University, India`, { indent: 8 });
  } else {
    line(`Bachelor of ${rng.pick(['Science', 'Arts'])}, ${entry - rng.int(1, 4)}`, { indent: 8 });
    line(`${rng.pick(['Ridgemont', 'Ashgrove', 'Willowmere'])} College`, { indent: 8 });
  }
  y += 5;
  line('GRADUATE PROGRAM', { bold: true });
  line(`${prog.degree} — ${prog.major}`, { indent: 8 });
  line(`Admitted ${terms[0].label}`, { indent: 8 });
  y += 6;
  let cumU = 0;
  let cumP = 0;
  for (const [ti, t] of terms.entries()) {
    // Balanced columns: the second half of the record continues at the top of the right column.
    if (ti === Math.ceil(terms.length / 2) && col === 0) {
      col = 1;
      y = top;
    }
    need((t.rows.length + 3) * SZ * LEAD);
    pdf.fill(x(), y - 1, colW, 11, '#e8e8ef');
    line(`${t.label.toUpperCase()}   (${t.ay})`, { bold: true });
    y += 1;
    let qu = 0;
    let qp = 0;
    for (const c of t.rows) {
      const pts = c.counts ? c.points * c.units : 0;
      if (c.counts) {
        qu += c.units;
        qp += pts;
      }
      row(c.code, c.name, c.units.toFixed(2), c.grade, c.counts ? pts.toFixed(2) : '—');
    }
    cumU += qu;
    cumP += qp;
    line(`QTR GPA ${qu ? (qp / qu).toFixed(2) : '—'}   GPA UNITS ${qu.toFixed(2)}     CUM GPA ${cumU ? (cumP / cumU).toFixed(2) : '—'}   CUM UNITS ${cumU.toFixed(2)}`, { italic: true, size: SZ - 1, indent: 48 });
    y += 6;
  }
  need(60);
  pdf.line(x(), y, x() + colW, y, 0.6);
  y += 4;
  line('DEGREE CONFERRED', { bold: true });
  line(`${prog.degree}`, { indent: 8 });
  line(`Major: ${prog.major}`, { indent: 8 });
  line(`Conferred ${formatDate(conferred, 'us-short')}`, { indent: 8 });
  y += 4;
  line(`GRADUATE TOTALS:  UNITS ${units.toFixed(2)}   GPA ${gpa}`, { bold: true });
  line('*** END OF RECORD ***', { bold: true });
  pdf.line(L + colW + 8, top, L + colW + 8, bottom, 0.4, '#999999');
  const fy = pdf.height - 48;
  pdf.line(L, fy, R, fy, 0.5);
  pdf.text('Grades: A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, D 1.0, F 0; S satisfactory (not in GPA); I incomplete; W withdrawn. One quarter unit = 2/3 semester credit.', L, fy + 4, { font: F.regular, size: 6.3, width: W, fit: true });
  pdf.signature(R - 130, fy + 26, 100, rng);
  pdf.text('University Registrar', R - 130, fy + 32, { font: F.regular, size: 6.5 });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'us-graduate-quarter-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'US graduate official transcript on the quarter system (Autumn/Winter/Spring quarters, units, S grades for thesis research, prior-degree block, quarter and cumulative GPA, degree conferred) in a continuous two-column print, as described in registrar "transcript key" pages of quarter-system universities.',
    render,
  },
];
