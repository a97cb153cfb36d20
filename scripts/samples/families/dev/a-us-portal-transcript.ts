/**
 * US unofficial transcript as a student sees it in a PeopleSoft-style campus portal, captured
 * as a screenshot: browser chrome and URL bar, portal navigation, then the report text
 * ("Beginning of Undergraduate Record", term blocks with Attempted/Earned/Grade/Points, term and
 * cumulative GPA lines, career totals, degrees awarded).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, Pdf, SANS, course, digits, emptyResult, formatDate, iso } from '../lib/a-kit';
import { US_GENED, US_MAJORS, US_PLACES, fullName, givenNames, usGrade, usPerson, usUniversity, type CatalogCourse } from '../lib/a-data';

async function render(rng: Rng) {
  const person = usPerson(rng);
  const uni = usUniversity(rng);
  const place = rng.pick(US_PLACES);
  const majorName = rng.pick(Object.keys(US_MAJORS));
  const major = US_MAJORS[majorName];
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const brand = rng.pick(['#8c1d40', '#00356b', '#205e3b', '#4b2e83', '#b3541e']);
  const entry = rng.int(2015, 2022);
  const nTerms = rng.int(3, 6);
  const awarded = nTerms >= 6 && rng.bool(0.5);
  const ability = rng.float(0, 3);
  const emplid = digits(rng, 7);
  const printDate = iso(entry + Math.ceil(nTerms / 2) + (awarded ? 1 : 0), rng.int(1, 12), rng.int(1, 28));
  const mono = rng.bool(0.5);

  const pool: CatalogCourse[] = [...rng.sample(US_GENED, 8), ...major.courses];
  const terms = Array.from({ length: nTerms }, (_, t) => {
    const term = t % 2 === 0 ? 'Fall' : 'Spring';
    const year = entry + Math.ceil(t / 2);
    const rows = [];
    for (let k = 0; k < rng.int(3, 5) && pool.length; k++) {
      const c = pool.splice(rng.int(0, Math.min(pool.length - 1, 8)), 1)[0];
      const [grade, points] = usGrade(rng, ability);
      rows.push({ c, grade, points });
    }
    return { term, year, rows };
  });
  const last = terms[terms.length - 1];
  const confer = awarded ? iso(last.year, 5, rng.int(5, 20)) : null;

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: null };
  r.institution = { name: uni.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = emplid;
  r.qualification.name = major.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = majorName;
  r.qualification.dateOfIssue = printDate;
  r.qualification.yearOfAdmission = entry;
  if (confer) {
    r.qualification.yearOfCompletion = last.year;
    r.qualification.status = 'Completed';
  }
  for (const t of terms) for (const x of t.rows) r.courses.push(course({ courseNumber: x.c.code, courseName: x.c.name, credit: x.c.credit, grade: x.grade, term: t.term, year: t.year }));
  const allRows = terms.flatMap((t) => t.rows.map((x) => ({ points: x.points, credit: x.c.credit })));
  // PeopleSoft prints GPAs with three decimals.
  const gpa = (allRows.reduce((a, x) => a + x.points * x.credit, 0) / allRows.reduce((a, x) => a + x.credit, 0)).toFixed(3);
  const hours = allRows.reduce((a, x) => a + x.credit, 0);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(hours);
  const printedName = `${person.first} ${person.last}`;
  // The portal prints first and last name only: the middle name is not on the page.
  r.candidate.fullName = printedName;
  r.candidate.firstName = person.first;

  // A tall page the size of a browser window at 96 dpi (1280 px wide).
  const rowsH = terms.reduce((a, t) => a + 70 + t.rows.length * 16, 0);
  const pdf = new Pdf({ size: [960, Math.max(900, 420 + rowsH)], title: 'View Unofficial Transcript', author: uni.name, creationDate: new Date(`${printDate}T18:00:00Z`) });
  const Wp = pdf.width;
  // Browser chrome.
  pdf.fill(0, 0, Wp, 30, '#dee1e6');
  pdf.roundRect(8, 6, 180, 24, 6, { fill: '#ffffff' });
  pdf.text('Student Center - View Unofficial Transcript', 18, 13, { font: SANS[0].regular, size: 8.5, width: 160, fit: true });
  pdf.fill(0, 30, Wp, 30, '#ffffff');
  pdf.roundRect(70, 35, Wp - 160, 20, 10, { fill: '#f1f3f4' });
  const host = `my.${uni.web.replace(/^www\./, '')}`;
  pdf.text(`https://${host}/psc/csprd/EMPLOYEE/SA/c/SA_LEARNER_SERVICES.SSS_TSRQST_UNOFF.GBL`, 84, 40, { font: SANS[0].regular, size: 8.5, color: '#333333', width: Wp - 190, fit: true });
  pdf.text('←  →  ↻', 14, 40, { font: 'DejaVuSans', size: 10, color: '#5f6368' });
  // Portal header.
  pdf.fill(0, 60, Wp, 44, brand);
  pdf.text(uni.name, 20, 72, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text(`Home   |   Student Center   |   My Academics   |   Sign Out`, Wp - 360, 76, { font: F.regular, size: 9, color: '#ffffff', width: 340, align: 'right' });
  pdf.fill(0, 104, Wp, 24, '#f3f3f3');
  pdf.text(`${printedName}`, 20, 111, { font: F.bold, size: 9, color: '#333333' });
  pdf.text('go to ...  ▾', Wp - 120, 111, { font: 'DejaVuSans', size: 8.5, color: '#333333' });
  let y = 140;
  pdf.text('View Unofficial Transcript', 20, y, { font: F.bold, size: 14, color: brand });
  y += 24;
  pdf.text(`Institution: ${uni.name}    Report Type: Unofficial Transcript    Status: Completed`, 20, y, { font: F.regular, size: 9 });
  y += 22;
  // The report itself, in a bordered frame (portals show the PDF report in a frame).
  const fx = 20;
  const fw = Wp - 40;
  const frameTop = y;
  const tf = mono ? { regular: 'LiberationSans', bold: 'LiberationSans-Bold' } : { regular: F.regular, bold: F.bold };
  y += 14;
  pdf.text(uni.name.toUpperCase(), fx, y, { font: tf.bold, size: 11, width: fw, align: 'center' });
  y += 15;
  pdf.text(`${place.city}, ${place.stateCode} ${place.zip}${rng.int(10, 99)}`, fx, y, { font: tf.regular, size: 9, width: fw, align: 'center' });
  y += 14;
  pdf.text('UNOFFICIAL TRANSCRIPT — NOT VALID FOR OFFICIAL USE', fx, y, { font: tf.bold, size: 10, width: fw, align: 'center' });
  y += 24;
  const kv = (k: string, v: string, x: number) => {
    pdf.text(k, x, y, { font: tf.bold, size: 9 });
    pdf.text(v, x + 90, y, { font: tf.regular, size: 9 });
  };
  kv('Name:', printedName, fx + 20);
  kv('Student ID:', emplid, fx + fw / 2);
  y += 14;
  kv('Print Date:', formatDate(printDate, 'iso'), fx + 20);
  y += 24;
  if (confer) {
    pdf.text('- - - - -   Degrees Awarded   - - - - -', fx, y, { font: tf.bold, size: 9.5, width: fw, align: 'center' });
    y += 16;
    kv('Degree:', major.degree, fx + 20);
    y += 13;
    kv('Confer Date:', formatDate(confer, 'iso'), fx + 20);
    y += 13;
    kv('Plan:', `${majorName} Major`, fx + 20);
    y += 22;
  }
  pdf.text('- - - - -   Beginning of Undergraduate Record   - - - - -', fx, y, { font: tf.bold, size: 9.5, width: fw, align: 'center' });
  y += 20;
  const cx = [fx + 20, fx + 130, fx + 520, fx + 610, fx + 690, fx + 770];
  let cumH = 0;
  let cumP = 0;
  for (const t of terms) {
    pdf.text(`${t.year} ${t.term}`, fx + 20, y, { font: tf.bold, size: 10 });
    y += 14;
    if (t === terms[0]) {
      pdf.text('Program:', fx + 20, y, { font: tf.regular, size: 9 });
      pdf.text(`${major.degree}`, fx + 130, y, { font: tf.regular, size: 9 });
      y += 12;
      pdf.text('Plan:', fx + 20, y, { font: tf.regular, size: 9 });
      pdf.text(`${majorName} Major`, fx + 130, y, { font: tf.regular, size: 9 });
      y += 16;
    }
    ['Course', 'Description', 'Attempted', 'Earned', 'Grade', 'Points'].forEach((h, i) => pdf.text(h, cx[i], y, { font: tf.bold, size: 9, width: i >= 2 ? 60 : 300, align: i >= 2 && i !== 4 ? 'right' : 'left' }));
    y += 14;
    let th = 0;
    let tp = 0;
    for (const x of t.rows) {
      const pts = x.points * x.c.credit;
      th += x.c.credit;
      tp += pts;
      pdf.text(x.c.code.replace(' ', '  '), cx[0], y, { font: tf.regular, size: 9 });
      pdf.text(x.c.name, cx[1], y, { font: tf.regular, size: 9, width: 380, fit: true });
      pdf.text(x.c.credit.toFixed(3), cx[2], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      pdf.text(x.c.credit.toFixed(3), cx[3], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      pdf.text(x.grade, cx[4], y, { font: tf.regular, size: 9 });
      pdf.text(pts.toFixed(3), cx[5], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      y += 14;
    }
    cumH += th;
    cumP += tp;
    y += 4;
    const line = (label: string, gp: string, h: number, pts: number) => {
      pdf.text(label, cx[1], y, { font: tf.bold, size: 9 });
      pdf.text(gp, cx[1] + 90, y, { font: tf.regular, size: 9 });
      pdf.text(h.toFixed(3), cx[2], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      pdf.text(h.toFixed(3), cx[3], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      pdf.text(pts.toFixed(3), cx[5], y, { font: tf.regular, size: 9, width: 60, align: 'right' });
      y += 13;
    };
    line('Term GPA', (tp / th).toFixed(3), th, tp);
    line('Cum GPA', (cumP / cumH).toFixed(3), cumH, cumP);
    y += 14;
  }
  pdf.text('Undergraduate Career Totals', fx + 20, y, { font: tf.bold, size: 10 });
  y += 14;
  pdf.text(`Cum GPA:  ${gpa}      Cum Totals:  ${hours.toFixed(3)}  ${hours.toFixed(3)}  ${cumP.toFixed(3)}`, fx + 130, y, { font: tf.regular, size: 9 });
  y += 20;
  pdf.text('- - - - -   End of Unofficial Transcript   - - - - -', fx, y, { font: tf.bold, size: 9.5, width: fw, align: 'center' });
  y += 20;
  pdf.rect(fx, frameTop, fw, y - frameTop, 0.8, '#999999');
  pdf.text(`© ${printDate.slice(0, 4)} ${uni.name}. All rights reserved.`, 20, y + 14, { font: F.regular, size: 8, color: '#777777' });
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.dateOfIssue': formatDate(printDate, 'iso') } };
}

export const families: Family[] = [
  {
    id: 'us-portal-unofficial-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'PeopleSoft Campus Solutions "View Unofficial Transcript" page in a student portal (Student Center > My Academics), with program/plan lines, Attempted/Earned/Grade/Points columns, Term GPA and Cum GPA lines and career totals, as shown in university self-service help pages; captured as a browser screenshot.',
    render,
  },
];
