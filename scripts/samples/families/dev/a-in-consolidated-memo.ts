/**
 * South Indian university consolidated memorandum of marks for a three-year degree: landscape,
 * the three years printed side by side (one column block each) with subject, maximum marks,
 * marks secured and month & year of passing (supplementary attempts included), the aggregate,
 * percentage and class awarded, hall ticket number, serial number and medium of instruction.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, COUNTRY, Pdf, SANS, SERIF, course, digits, emptyResult, formatDate, iso } from '../lib/a-kit';
import { IN_OTHER, IN_PROGRAMMES, inUniversity, pin, southIndianPerson } from '../lib/a-data';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function klass(pct: number): string {
  if (pct >= 70) return 'FIRST CLASS WITH DISTINCTION';
  if (pct >= 60) return 'FIRST CLASS';
  if (pct >= 50) return 'SECOND CLASS';
  return 'PASS CLASS';
}

async function render(rng: Rng) {
  const place = rng.pick(IN_OTHER);
  const p = southIndianPerson(rng);
  const progKey = rng.pick(['bsc', 'bcom'] as const);
  const prog = IN_PROGRAMMES[progKey];
  const uni = inUniversity(rng, place);
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);
  const accent = rng.pick(['#0c3c78', '#781c0c', '#0c5a3c']);
  const admission = rng.int(2010, 2021);
  const ability = rng.float(50, 85);
  const hallTicket = `${String(admission).slice(2)}${digits(rng, 2)}${rng.pick(['1', '6'])}${digits(rng, 1)}${prog.short}${digits(rng, 4)}`;
  const surnameFirst = rng.bool(0.5);
  const full = `${p.first} ${p.last}`;
  const printedName = (surnameFirst ? `${p.last} ${p.first}` : full).toUpperCase();
  const monthRegular = rng.pick([3, 4, 5]);

  const perYear = Math.floor(prog.subjects.length / 3);
  const years = [0, 1, 2].map((yi) => {
    const subjects = prog.subjects.slice(yi * perYear, (yi + 1) * perYear).map(([name]) => name);
    if (progKey === 'bsc') subjects.push(`${['Physics', 'Chemistry', 'Mathematics'][yi]} Practical`);
    const rows = subjects.map((name) => {
      const max = /Practical/.test(name) ? 50 : 100;
      const pct = Math.max(36, Math.min(95, ability + rng.gauss() * 10)) / 100;
      const secured = Math.round(max * pct);
      const supplementary = rng.bool(0.08);
      const py = admission + yi + 1;
      const passed = supplementary ? { m: 10, y: py } : { m: monthRegular, y: py };
      return { name, max, secured, passing: `${MON[passed.m - 1]} ${passed.y}`, year: passed.y };
    });
    return { label: `YEAR ${['I', 'II', 'III'][yi]}`, term: `Year ${['I', 'II', 'III'][yi]}`, rows };
  });
  const all = years.flatMap((y) => y.rows);
  const agg = all.reduce((a, x) => a + x.secured, 0);
  const aggMax = all.reduce((a, x) => a + x.max, 0);
  const pct = (agg * 100) / aggMax;
  const finalYear = Math.max(...all.map((x) => x.year));
  const issued = iso(finalYear, rng.int(7, 12), rng.int(1, 28));

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: p.first, lastName: p.last, dateOfBirth: null };
  r.institution = { name: uni.name, ...COUNTRY.IN, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = hallTicket;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.program = `${prog.degree} (${prog.branch ?? 'General'})`;
  r.qualification.majorOrSpecialization = prog.branch;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = finalYear;
  r.qualification.yearOfAdmission = admission;
  r.qualification.dateOfIssue = issued;
  r.qualification.programDuration = '3';
  r.qualification.cgpa = pct.toFixed(2);
  r.qualification.totalCreditsOrMarks = String(agg);
  for (const y of years) for (const x of y.rows) r.courses.push(course({ courseName: x.name.toUpperCase(), marksScored: x.secured, maximumMarks: x.max, term: y.term, year: x.year }));
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'qualification.dateOfIssue': formatDate(issued, 'in-dash') };

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Consolidated Memorandum of Marks', author: uni.name, creationDate: new Date(`${issued}T05:00:00Z`) });
  const L = 30;
  const R = pdf.width - 30;
  const W = R - L;
  pdf.rect(14, 14, pdf.width - 28, pdf.height - 28, 1.6, accent);
  pdf.securityPattern('', 18, 18, pdf.width - 36, pdf.height - 36, accent, rng);
  pdf.watermark(uni.initials, pdf.width / 2, pdf.height / 2 + 20, { size: 170, angle: 0, opacity: 0.05, color: accent });
  pdf.crest(L + 26, 48, 22, uni.initials, accent);
  pdf.text(uni.name.toUpperCase(), L + 60, 26, { font: F.bold, size: 16, color: accent, width: W - 120, align: 'center', fit: true });
  pdf.text(`${uni.street}${place.city} - ${pin(rng, place)}, ${place.state}`, L + 60, 46, { font: F.regular, size: 8.5, width: W - 120, align: 'center' });
  pdf.text('CONSOLIDATED MEMORANDUM OF MARKS', L + 60, 62, { font: F.bold, size: 12, width: W - 120, align: 'center', cs: 0.8 });
  pdf.text(`Sl. No. ${letters2(rng)}${digits(rng, 6)}`, R - 120, 28, { font: F.regular, size: 8, width: 120, align: 'right' });
  pdf.line(L, 82, R, 82, 0.9, accent);
  const info: Array<[string, string]> = [
    ['Name', printedName], ['Hall Ticket No.', hallTicket], ["Father's Name", p.father.toUpperCase()],
    ['Course', `${prog.degree.toUpperCase()} (${prog.branch ? prog.branch.toUpperCase() : 'GENERAL'})`], ['Medium', 'ENGLISH'], ['Year of Admission', String(admission)],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 3) * (W / 3);
    const yy = 90 + Math.floor(i / 3) * 14;
    pdf.text(`${k}:`, x, yy, { font: F.bold, size: 8 });
    pdf.text(v, x + 74, yy, { font: F.regular, size: 8, width: W / 3 - 80, fit: true });
  });

  // Three year blocks side by side.
  const gap = 8;
  const bw = (W - 2 * gap) / 3;
  const cw = [16, bw - 16 - 28 - 34 - 46, 28, 34, 46];
  const top = 128;
  let maxY = top;
  years.forEach((yr, yi) => {
    const x0 = L + yi * (bw + gap);
    let y = top;
    pdf.fill(x0, y, bw, 13, accent);
    pdf.text(yr.label, x0, y + 2.5, { font: F.bold, size: 8.5, color: '#ffffff', width: bw, align: 'center' });
    y += 15;
    const heads = ['Sl', 'Subject', 'Max', 'Secured', 'Month & Year'];
    let cx = x0;
    heads.forEach((h, i) => {
      pdf.text(h, cx + 2, y, { font: F.bold, size: 7.5, width: cw[i] - 4, align: i === 1 ? 'left' : 'center', fit: true });
      cx += cw[i];
    });
    y += 10;
    pdf.line(x0, y, x0 + bw, y, 0.5);
    y += 3;
    yr.rows.forEach((row, k) => {
      const lines = pdf.wrap(row.name.toUpperCase(), F.regular, 8, cw[1] - 4);
      const cells = [String(k + 1), '', String(row.max), String(row.secured), row.passing];
      let cxx = x0;
      cells.forEach((c, i) => {
        if (i === 1) lines.forEach((l, li) => pdf.text(l, cxx + 2, y + li * 10.5, { font: F.regular, size: 8 }));
        else pdf.text(c, cxx + 2, y, { font: i === 3 ? F.bold : F.regular, size: 8, width: cw[i] - 4, align: 'center', fit: true });
        cxx += cw[i];
      });
      y += lines.length * 10.5 + 5;
    });
    pdf.line(x0, y, x0 + bw, y, 0.5);
    const t = yr.rows.reduce((a, q) => a + q.secured, 0);
    const m = yr.rows.reduce((a, q) => a + q.max, 0);
    pdf.text(`Total: ${t} / ${m}`, x0 + 4, y + 4, { font: F.bold, size: 7.5 });
    pdf.rect(x0, top, bw, y + 16 - top, 0.6, accent);
    maxY = Math.max(maxY, y + 16);
  });
  let y = maxY + 14;
  pdf.rect(L, y, W, 30, 0.8);
  pdf.text(`Aggregate Marks: ${agg} / ${aggMax}`, L + 10, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Percentage: ${pct.toFixed(2)}`, L + W * 0.36, y + 10, { font: F.bold, size: 9.5 });
  pdf.text(`Class Awarded: ${klass(pct)}`, L + W * 0.58, y + 10, { font: F.bold, size: 9.5 });
  y += 44;
  pdf.text(`Date: ${formatDate(issued, 'in-dash')}`, L, y + 10, { font: F.regular, size: 9 });
  pdf.text(`Place: ${place.city}`, L, y + 22, { font: F.regular, size: 9 });
  pdf.seal(L + W / 2, y + 16, 22, accent);
  pdf.signature(R - 150, y + 10, 110, rng);
  pdf.text('CONTROLLER OF EXAMINATIONS', R - 170, y + 20, { font: F.bold, size: 8.5 });
  pdf.text('Pass: 35% in each subject and 40% in aggregate. Classification: 70% and above First Class with Distinction; 60% First Class; 50% Second Class; 40% Pass Class. Supplementary examinations are held in October.', L, pdf.height - 34, { font: F.regular, size: 6.5, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

function letters2(rng: Rng): string {
  return String.fromCharCode(65 + rng.int(0, 25)) + String.fromCharCode(65 + rng.int(0, 25));
}

export const families: Family[] = [
  {
    id: 'in-consolidated-marks-memo',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'South Indian university consolidated memorandum of marks for a three-year B.Sc./B.Com. (annual scheme): years side by side with maximum and secured marks and month & year of passing including supplementary October attempts, aggregate and class awarded, as described in Andhra/Telangana/Karnataka university memo request pages and WES India marksheet guidance.',
    render,
  },
];
