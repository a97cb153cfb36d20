/**
 * UK university academic transcript: letterhead with a .ac.uk address, student details, modules
 * year by year (FHEQ levels 4-6) with module codes, 15/20/30/40-credit modules, percentage marks
 * and pass outcomes, year averages, and the final award with its honours classification.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, emptyResult, formatDate, iso, type Column } from '../lib/a-kit';
import { UK_PLACES, UK_PROGRAMMES, fullName, givenNames, ukClass, ukPerson, ukPostcode, ukUniversity } from '../lib/a-data';

const CREDIT_PLANS = [[20, 20, 20, 20, 20, 20], [15, 15, 15, 15, 20, 20, 20], [30, 15, 15, 20, 20, 20]];
const FINAL_PLANS = [[40, 20, 20, 20, 20], [30, 30, 20, 20, 20], [20, 20, 20, 20, 20, 20]];

async function render(rng: Rng) {
  const person = ukPerson(rng);
  const uni = ukUniversity(rng);
  const place = rng.pick(UK_PLACES);
  const progName = rng.pick(Object.keys(UK_PROGRAMMES));
  const prog = UK_PROGRAMMES[progName];
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[2]]);
  const accent = rng.pick(['#002b5c', '#5b0f3a', '#00464f', '#222222']);
  const entry = rng.int(2013, 2021);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const studentNo = digits(rng, rng.pick([8, 9]));
  const dateForm = rng.pick(['gb-long', 'gb-num'] as const);
  const nameStyle = rng.pick(['natural', 'surname-caps'] as const);
  const printedName = nameStyle === 'natural' ? fullName(person) : `${person.last.toUpperCase()}, ${givenNames(person)}`;
  const ability = rng.float(52, 72);
  const complete = rng.bool(0.8);
  const years = complete ? 3 : 2;

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: uni.name, ...COUNTRY.GB, state: null, stateCode: null };
  r.qualification.registrationNumber = studentNo;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.program = `${prog.abbrev} (Hons) ${progName}`;
  r.qualification.majorOrSpecialization = progName;
  r.qualification.yearOfAdmission = entry;
  r.qualification.programDuration = '3';
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const yearsData = [];
  let weighted = 0;
  let weights = 0;
  for (let yi = 0; yi < years; yi++) {
    const plan = rng.pick(yi === 2 ? FINAL_PLANS : CREDIT_PLANS);
    // The dissertation or individual project takes the largest credit weight of the final year.
    const capstone = yi === 2 ? prog.modules[yi].find((m) => /Dissertation|Project/.test(m)) : undefined;
    const names = capstone ? [capstone, ...rng.sample(prog.modules[yi].filter((m) => m !== capstone), plan.length - 1)] : rng.sample(prog.modules[yi], plan.length);
    const session = `${entry + yi}/${String((entry + yi + 1) % 100).padStart(2, '0')}`;
    const mods = plan.slice(0, names.length).map((credit, k) => {
      const mark = Math.max(35, Math.min(88, Math.round(ability + rng.gauss() * 7)));
      const code = `${prog.prefix}${yi + 4}${String(rng.int(0, 9))}${String(k + 1).padStart(2, '0')}`;
      const name = names[k];
      return { code, name, credit, mark, outcome: mark >= 40 ? 'Pass' : 'Fail' };
    });
    const avg = mods.reduce((a, m) => a + m.mark * m.credit, 0) / mods.reduce((a, m) => a + m.credit, 0);
    // Years 2 and 3 count towards the classification (a common 1:2 weighting).
    if (yi > 0) {
      weighted += avg * yi;
      weights += yi;
    }
    yearsData.push({ label: `Year ${yi + 1}`, level: yi + 4, session, mods, avg });
    for (const m of mods) r.courses.push(course({ courseNumber: m.code, courseName: m.name, credit: m.credit, marksScored: m.mark, maximumMarks: 100, passStatus: m.outcome, term: `Year ${yi + 1}`, session }));
  }
  const finalMark = complete ? (weighted / weights).toFixed(1) : null;
  const cls = finalMark ? ukClass(Number(finalMark)) : null;
  const awardDate = complete ? iso(entry + 3, rng.pick([6, 7]), rng.int(1, 28)) : null;
  const issued = iso((awardDate ? entry + 3 : entry + years) + rng.int(0, 1), rng.int(7, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  printed['qualification.dateOfIssue'] = formatDate(issued, dateForm);
  if (complete && finalMark) {
    r.qualification.cgpa = finalMark;
    r.qualification.status = 'Completed';
    r.qualification.yearOfCompletion = entry + 3;
    r.qualification.totalCreditsOrMarks = '360';
  }

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(40, 56);
  const R = pdf.width - L;
  const W = R - L;
  const postcode = ukPostcode(rng, place.postcode);
  const headerStyle = rng.pick(['left', 'centre'] as const);
  if (headerStyle === 'left') {
    pdf.shield(L, 30, 30, accent);
    pdf.text(uni.name, L + 42, 32, { font: F.bold, size: 16, color: accent });
    pdf.text('Student Records and Examinations Office', L + 42, 52, { font: F.regular, size: 9 });
    pdf.text(`${uni.street}, ${place.city} ${postcode}, United Kingdom`, R - 200, 34, { font: F.regular, size: 7.5, width: 200, align: 'right', fit: true });
    pdf.text(`Tel: +44 (0)${place.phone.slice(1)} ${digits(rng, 3)} ${digits(rng, 4)}`, R - 200, 44, { font: F.regular, size: 7.5, width: 200, align: 'right' });
    pdf.text(`${uni.web}  |  records@${uni.web.slice(4)}`, R - 200, 54, { font: F.regular, size: 7.5, width: 200, align: 'right', fit: true });
  } else {
    pdf.crest(pdf.width / 2, 44, 18, uni.initials, accent);
    pdf.text(uni.name.toUpperCase(), L, 68, { font: F.bold, size: 14, width: W, align: 'center', color: accent, cs: 1 });
    pdf.text(`${uni.street} · ${place.city} · ${postcode} · United Kingdom · ${uni.web}`, L, 86, { font: F.regular, size: 7.5, width: W, align: 'center', fit: true });
  }
  let y = headerStyle === 'left' ? 84 : 104;
  pdf.line(L, y, R, y, 1, accent);
  y += 10;
  pdf.text('ACADEMIC TRANSCRIPT', L, y, { font: F.bold, size: 12, width: W, align: 'center' });
  y += 22;
  const rows: Array<[string, string]> = [
    ['Name', printedName],
    ['Student Number', studentNo],
    ['Date of Birth', formatDate(dob, dateForm)],
    ['Programme', `${prog.abbrev} (Hons) ${progName}`],
    ['Mode of Study', 'Full-time'],
    ['Date of Entry', formatDate(iso(entry, 9, rng.int(15, 28)), dateForm)],
    ['Programme Length', '3 years'],
  ];
  const half = Math.ceil(rows.length / 2);
  // Label styles seen on UK transcripts: bold label, "Label:" or dot leaders up to the value.
  const labelStyle = rng.pick(['bold', 'colon', 'dots'] as const);
  rows.forEach(([k, v], i) => {
    const x = i < half ? L : L + W / 2 + 6;
    const yy = y + (i % half) * 13;
    if (labelStyle === 'bold') pdf.text(k, x, yy, { font: F.bold, size: 8.5 });
    else if (labelStyle === 'colon') pdf.text(`${k}:`, x, yy, { font: F.regular, size: 8.5 });
    else {
      const w = pdf.widthOf(`${k} `, F.regular, 8.5);
      pdf.text(`${k} ${'.'.repeat(Math.max(2, Math.floor((84 - w) / pdf.widthOf('.', F.regular, 8.5))))}`, x, yy, { font: F.regular, size: 8.5 });
    }
    pdf.text(v, x + 88, yy, { font: labelStyle === 'bold' ? F.regular : F.bold, size: 8.5, width: W / 2 - 96, fit: true });
  });
  y += half * 13 + 10;

  const cols: Column[] = [
    { label: 'Module Code', width: 72 },
    { label: 'Module Title', width: W - 72 - 50 - 50 - 60, wrap: true },
    { label: 'Credits', width: 50, align: 'right' },
    { label: 'Mark (%)', width: 50, align: 'right' },
    { label: 'Outcome', width: 60, align: 'center' },
  ];
  // Large type and generous leading push the final year onto a second page (the table continues).
  const size = rng.pick([8, 8.5, 9, 10]);
  const style = { font: F.regular, size, leading: size * rng.pick([1.45, 1.6, 1.9]) };
  const bottom = pdf.height - 80;
  const continuation = () => {
    pdf.addPage();
    pdf.text(`${uni.name} — Academic Transcript — ${printedName} (${studentNo}) — continued`, L, 40, { font: F.italic, size: 8, width: W, fit: true });
    pdf.line(L, 54, R, 54, 0.6, accent);
    y = 64;
  };
  const header = () => {
    y += drawHeader(pdf, L, y, cols, { font: F.bold, size: size - 0.5, fill: '#eeeeee' }) + 3;
  };
  for (const yd of yearsData) {
    // A year starts on this page if its heading, the column header and two modules fit.
    if (y + 5 * style.leading + 20 > bottom) continuation();
    pdf.text(`${yd.label} (FHEQ Level ${yd.level}) — Academic Year ${yd.session}`, L, y, { font: F.bold, size: size + 1, color: accent });
    y += size * 1.9;
    header();
    for (const m of yd.mods) {
      // The table continues on the next page under a repeated column header.
      if (y + style.leading * 2 > bottom) {
        continuation();
        pdf.text(`${yd.label} (continued)`, L, y, { font: F.bold, size, color: accent });
        y += size * 1.7;
        header();
      }
      y += drawRow(pdf, L, y, cols, [m.code, m.name, String(m.credit), String(m.mark), m.outcome], style);
    }
    pdf.line(L, y + 1, R, y + 1, 0.5);
    y += 4;
    const credits = yd.mods.reduce((a, m) => a + m.credit, 0);
    pdf.text(`Credits achieved: ${credits}      Year average: ${yd.avg.toFixed(1)}%      Decision: ${yd.level < 6 ? 'Progress to next year' : 'Award'}`, L, y, { font: F.italic, size: size - 0.5 });
    y += size * 2.6;
  }
  if (y + 110 > bottom) continuation();
  pdf.rect(L, y, W, complete ? 66 : 40, 0.8, accent);
  pdf.text('AWARD', L + 8, y + 6, { font: F.bold, size: 9, color: accent });
  if (complete && cls && awardDate && finalMark) {
    pdf.text('Award:', L + 8, y + 20, { font: F.bold, size: 9 });
    pdf.text(prog.degree, L + 100, y + 20, { font: F.regular, size: 9 });
    pdf.text('Classification:', L + 8, y + 33, { font: F.bold, size: 9 });
    pdf.text(cls.full, L + 100, y + 33, { font: F.regular, size: 9 });
    pdf.text('Date of Award:', L + W / 2 + 10, y + 20, { font: F.bold, size: 9 });
    pdf.text(formatDate(awardDate, dateForm), L + W / 2 + 100, y + 20, { font: F.regular, size: 9 });
    pdf.text('Final Mark:', L + W / 2 + 10, y + 33, { font: F.bold, size: 9 });
    pdf.text(`${finalMark}%`, L + W / 2 + 100, y + 33, { font: F.regular, size: 9 });
    pdf.text('Credits Achieved: 360 (120 at each of Levels 4, 5 and 6)', L + 8, y + 48, { font: F.italic, size: 8 });
    printed['qualification.yearOfCompletion'] = formatDate(awardDate, dateForm);
    y += 76;
  } else {
    pdf.text(`Intended award: ${prog.degree}. Studies in progress; no award has been made.`, L + 8, y + 20, { font: F.regular, size: 9 });
    y += 50;
  }
  pdf.text(`Date of issue: ${formatDate(issued, dateForm)}`, L, y + 6, { font: F.regular, size: 8.5 });
  pdf.signature(R - 160, y + 26, 120, rng);
  pdf.line(R - 170, y + 32, R, y + 32, 0.5);
  pdf.text('Academic Registrar', R - 170, y + 35, { font: F.regular, size: 8 });

  const pages = pdf.pageCount;
  for (let p = 1; p <= pages; p++) {
    pdf.switchTo(p);
    const fy = pdf.height - 56;
    pdf.line(L, fy, R, fy, 0.4);
    pdf.text('Marks: 70-100 First Class; 60-69 Upper Second (2:1); 50-59 Lower Second (2:2); 40-49 Third; 0-39 Fail. One UK credit = 10 notional hours (2 UK credits = 1 ECTS credit).', L, fy + 4, { font: F.regular, size: 6.3, width: W, fit: true });
    pdf.text(`This transcript is not valid unless it bears the University's embossed seal. Page ${p} of ${pages}`, L, fy + 14, { font: F.regular, size: 6.3, width: W, fit: true });
  }
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'uk-module-transcript',
    country: 'GB',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'UK undergraduate academic transcript: modules by year and FHEQ level with 15/20/30/40 credits summing to 120 a year, percentage marks with the 40 pass mark, honours classification bands (70/60/50/40) as described by UK universities\' degree-classification pages.',
    render,
  },
];
