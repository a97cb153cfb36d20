/**
 * Thai development family: the English-language transcript of a Thai university with Thai
 * headings (ใบแสดงผลการศึกษา), semester blocks laid out in two columns side by side, course
 * codes, credits and letter grades on the Thai 4.0 scale, semester and cumulative GPA, and a light
 * watermark of the university's name across the course table.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, crest, digits, emptyResult, face, fitText, iso, mixed, MONTHS, openDoc, setCountry, setName, signature, watermark, weighted, ymd, type MixedFont } from '../lib/c-common';
import { thPerson } from '../lib/c-people';
import { thGrade, thUniversity, TH_DEGREES, TH_GENERAL, BE } from '../lib/c-th';

async function thTranscript(rng: Rng): Promise<FamilySample> {
  const p = thPerson(rng);
  const deg = rng.pick(TH_DEGREES);
  const major = rng.pick(deg.majors);
  const uni = thUniversity(rng);
  const admitted = rng.int(2013, 2021);
  const pool = [...rng.sample(TH_GENERAL, rng.int(3, 6)), ...rng.sample(deg.courses, deg.courses.length)];
  const semesters = rng.int(4, 8);
  const dob = ymd(rng, admitted - 18);
  const graduated = semesters >= 8 ? ymd(rng, admitted + 4, [3, 5]) : null;
  const issued = ymd(rng, admitted + Math.ceil(semesters / 2), [6, 10]);
  const sid = `${String(BE(admitted)).slice(2)}${digits(rng, 8)}`;
  const { doc, finish } = openDoc({ created: issued, margin: 28 });
  const lat = face(doc, rng.pick(['libSans', 'notoSans', 'dejavuCond', 'libSerif'] as const));
  const thai = face(doc, rng.pick(['notoThai', 'loopedThai', 'notoSerifThai'] as const));
  const F: MixedFont = { latin: lat.r, other: thai.r };
  const FB: MixedFont = { latin: lat.b, other: thai.b };
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 28;
  const CW = W - 2 * L;
  let y = 28;
  crest(doc, L, y, 42, uni.abbr.toUpperCase(), lat.b, '#5b2a86');
  mixed(doc, uni.th, L + 54, y, FB, 13);
  fitText(doc, uni.en.toUpperCase(), L + 54, y + 20, CW - 60, 'left', lat.b, 11);
  fitText(doc, `${uni.place[1]} ${uni.place[2]}, Thailand   Tel. +66 ${rng.int(2, 7)} ${rng.int(100, 999)} ${digits(rng, 4)}   www.${uni.abbr}.ac.th`, L + 54, y + 35, CW - 60, 'left', lat.r, 7.5);
  y += 54;
  mixed(doc, 'ใบแสดงผลการศึกษา', L, y, FB, 12, 'center', CW);
  fitText(doc, 'TRANSCRIPT OF ACADEMIC RECORD', L, y + 18, CW, 'center', lat.b, 12);
  y += 40;
  const en = (d: { y: number; m: number; d: number }) => (rng.bool() ? `${d.d} ${MONTHS.en[d.m - 1]} ${d.y}` : `${MONTHS.en[d.m - 1]} ${d.d}, ${d.y}`);
  const dobText = en(dob);
  const info: Array<[string, string]> = [
    ['Name', `${p.title[1]} ${p.given[1]} ${p.family[1]}`],
    ['Student No.', sid],
    ['Date of Birth', dobText],
    ['Date of Admission', `${MONTHS.en[rng.pick([5, 6, 7]) - 1]} ${admitted}`],
    ['Degree', deg.en],
    ['Major', major[1]],
  ];
  if (graduated) info.push(['Date of Graduation', en(graduated)]);
  const size = 8;
  info.forEach(([l, v], i) => {
    const x = L + (i % 2) * (CW / 2);
    const yy = y + Math.floor(i / 2) * 12;
    fitText(doc, l, x, yy, 80, 'left', lat.b, size);
    fitText(doc, `: ${v}`, x + 80, yy, CW / 2 - 90, 'left', lat.r, size);
  });
  y += Math.ceil(info.length / 2) * 12 + 6;
  doc.save().lineWidth(0.8).moveTo(L, y).lineTo(L + CW, y).stroke().restore();
  y += 4;

  // Semester blocks, flowing down the left column then the right one.
  const e = emptyResult('en');
  const strength = rng.float(0, 1);
  const beHeadings = rng.bool(0.5);
  const colW = CW / 2 - 6;
  const top = y;
  const bottom = H - 110;
  let col = 0;
  let cy = top;
  const all: Array<{ points: number; weight: number }> = [];
  const header = (x: number, yy: number) => {
    fitText(doc, 'COURSE NO.', x, yy, 50, 'left', lat.b, 6.5);
    fitText(doc, 'COURSE TITLE', x + 52, yy, colW - 108, 'left', lat.b, 6.5);
    fitText(doc, 'CREDIT', x + colW - 54, yy, 28, 'center', lat.b, 6.5);
    fitText(doc, 'GRADE', x + colW - 22, yy, 22, 'center', lat.b, 6.5);
    doc.save().lineWidth(0.5).moveTo(x, yy + 9).lineTo(x + colW, yy + 9).stroke().restore();
  };
  header(L, cy);
  header(L + colW + 12, cy);
  cy += 13;
  let k = 0;
  let maxY = cy;
  const codeBase = rng.pick(['01', '02', '03']) + String(rng.int(200, 420));
  for (let s = 0; s < semesters && k < pool.length; s++) {
    const yearCE = admitted + Math.floor(s / 2);
    // Thai registrars often head a semester "Semester 1/2562": semester number / Buddhist Era year.
    const term = beHeadings ? `Semester ${(s % 2) + 1}` : s % 2 === 0 ? 'First Semester' : 'Second Semester';
    const n = Math.min(Math.max(3, Math.floor(pool.length / semesters) - rng.int(0, 1)), 7, pool.length - k);
    const blockH = 11 + n * 10 + 12;
    if (col === 0 && s === Math.ceil(semesters / 2)) {
      col = 1;
      cy = top + 13;
    }
    if (cy + blockH > bottom) {
      if (col === 0) {
        col = 1;
        cy = top + 13;
      } else {
        doc.addPage();
        maxY = 44;
        fitText(doc, `${p.given[1]} ${p.family[1]}  ${sid}  (continued)`, L, 24, CW, 'left', lat.r, 7.5);
        col = 0;
        cy = 44;
        header(L, cy - 13);
        header(L + colW + 12, cy - 13);
      }
    }
    const x = L + col * (colW + 12);
    fitText(doc, beHeadings ? `${term}/${BE(yearCE)}` : `${term} ${yearCE}`, x + 52, cy, colW - 60, 'left', lat.b, 7.5);
    cy += 11;
    const sem: Array<{ points: number; weight: number }> = [];
    for (let i = 0; i < n; i++, k++) {
      const name = pool[k];
      const pe = /Physical Education/.test(name);
      const cr = pe ? 1 : rng.weighted([[3, 6], [2, 1], [1, 1], [4, 1]] as const);
      const [g, pts] = pe && rng.bool() ? ['S', -1] as [string, number] : thGrade(rng, strength);
      const code = `${codeBase}${digits(rng, 3)}`;
      fitText(doc, code, x, cy, 50, 'left', lat.r, 7.5);
      fitText(doc, name, x + 52, cy, colW - 108, 'left', lat.r, 7.5);
      fitText(doc, String(cr), x + colW - 54, cy, 28, 'center', lat.r, 7.5);
      fitText(doc, g, x + colW - 22, cy, 22, 'center', lat.r, 7.5);
      cy += 10;
      e.courses.push(course({ courseNumber: code, courseName: name, credit: cr, grade: g, term, year: yearCE }));
      if (pts >= 0) {
        sem.push({ points: pts, weight: cr });
        all.push({ points: pts, weight: cr });
      }
    }
    fitText(doc, `sem. G.P.A. = ${weighted(sem)}    cum. G.P.A. = ${weighted(all)}`, x + 52, cy + 1, colW - 60, 'left', lat.i, 7);
    cy += 14;
    maxY = Math.max(maxY, cy);
  }
  watermark(doc, uni.en.toUpperCase(), W / 2, (top + maxY) / 2, { font: lat.b, size: rng.int(26, 34), angle: rng.pick([-35, -28, -42]), color: rng.pick(['#8a6db1', '#9aa7c7', '#b38b6d']), opacity: rng.float(0.1, 0.2) });
  const totalCr = all.reduce((s, i) => s + i.weight, 0) + e.courses.filter((c) => c.grade === 'S').reduce((s, c) => s + (c.credit ?? 0), 0);
  const cgpa = weighted(all);
  let fy = H - 100;
  doc.save().lineWidth(0.8).moveTo(L, fy - 4).lineTo(L + CW, fy - 4).stroke().restore();
  fitText(doc, `Total Credits Earned: ${totalCr}`, L, fy, 180, 'left', lat.b, 8.5);
  fitText(doc, `Cumulative G.P.A.: ${cgpa}`, L + 200, fy, 160, 'left', lat.b, 8.5);
  fy += 14;
  fitText(doc, 'Grading System: A = 4.0 Excellent, B+ = 3.5 Very Good, B = 3.0 Good, C+ = 2.5 Fairly Good, C = 2.0 Fair, D+ = 1.5 Poor, D = 1.0 Very Poor, F = 0 Fail, S = Satisfactory', L, fy, CW, 'left', lat.r, 6.5);
  fy += 10;
  mixed(doc, 'ระดับคะแนน: A = ดีเยี่ยม, B+ = ดีมาก, B = ดี, C+ = ดีพอใช้, C = พอใช้, D+ = อ่อน, D = อ่อนมาก, F = ตก', L, fy, F, 6.5);
  fy += 16;
  const issuedText = `${issued.d} ${MONTHS.en[issued.m - 1]} ${issued.y}`;
  fitText(doc, `Date of Issue: ${issuedText}`, L, fy + 10, 200, 'left', lat.r, 8);
  signature(doc, rng, L + CW - 150, fy + 8, 90);
  fitText(doc, 'Registrar', L + CW - 150, fy + 18, 120, 'center', lat.r, 8);
  mixed(doc, 'นายทะเบียน', L + CW - 150, fy + 30, F, 8, 'center', 120);
  const pdf = await finish();

  setName(e, p.given[1], p.family[1]);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = uni.en;
  setCountry(e, 'TH');
  Object.assign(e.qualification, {
    registrationNumber: sid,
    name: deg.en,
    level: 'Bachelor',
    majorOrSpecialization: major[1],
    status: graduated ? 'Completed' : null,
    yearOfAdmission: admitted,
    yearOfCompletion: graduated ? graduated.y : null,
    dateOfIssue: iso(issued),
    cgpa,
    totalCreditsOrMarks: String(totalCr),
  });
  return { pdf, expected: e, printed: { dateOfBirth: dobText, fullName: `${p.title[1]} ${p.given[1]} ${p.family[1]}`, dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'th-transcript',
    country: 'TH',
    languages: ['en', 'th'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      'English-language transcript of a Thai university with Thai headings: semester blocks side by side in two columns (headed "First Semester 2019" or "Semester 1/2562" with the Buddhist Era year), eight-digit course codes, credits and grades on the Thai 4.0 scale (A, B+, B, C+, C, D+, D, F; S for non-credit), sem./cum. G.P.A. lines and a light watermark, as described in Thai university grading regulations and student handbooks.',
    render: thTranscript,
  },
];
