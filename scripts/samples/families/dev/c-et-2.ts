/**
 * Ethiopian held-out family: a university student academic record from the registrar, with the
 * semesters as boxed blocks two abreast (course title, course number, credit hours, letter grade,
 * grade points), semester and cumulative credit hours, grade points and averages under each
 * block, the degree awarded and the grading scale in the footer.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, crest, digits, emptyResult, face, fitText, iso, MONTHS, openDoc, setCountry, setName, signature, watermark, ymd } from '../lib/c-common';
import { etPerson } from '../lib/c-people';
import { etGrade, etUniversity, ET_FRESHMAN, ET_PROGRAMMES } from '../lib/c-et';

const ROMAN = ['I', 'II', 'III', 'IV', 'V'];

/** A common-course code prefix from its title ("Logic and Critical Thinking" → "LoCT"). */
const initials = (name: string): string => {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  return (words[0].slice(0, 2) + words.slice(1).map((w) => w[0]).join('')).slice(0, 4);
};

async function etUniversityTranscript(rng: Rng): Promise<FamilySample> {
  const p = etPerson(rng);
  const prog = rng.pick(ET_PROGRAMMES);
  const uni = etUniversity(rng);
  const years = prog.department === 'Civil Engineering' ? 5 : 4;
  const admitted = rng.int(2012, 2019);
  const graduated = ymd(rng, admitted + years, [6, 8]);
  const dob = ymd(rng, admitted - rng.int(18, 20));
  const issued = ymd(rng, graduated.y, [graduated.m + 1, 12]);
  const id = `${uni.web.toUpperCase()}/${digits(rng, 4)}/${String(admitted).slice(2)}`;
  const { doc, finish } = openDoc({ created: issued, margin: 24 });
  const lat = face(doc, rng.pick(['libSerif', 'libSans', 'dejavuCond', 'notoSans'] as const));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 26;
  const CW = W - 2 * L;
  let y = 24;
  crest(doc, L, y, 40, uni.web.toUpperCase(), lat.b, '#24553a');
  fitText(doc, uni.name.toUpperCase(), L + 50, y, CW - 50, 'left', lat.b, 13);
  fitText(doc, 'Office of the Registrar', L + 50, y + 17, CW - 50, 'left', lat.r, 9.5);
  fitText(doc, `P.O. Box ${rng.int(20, 999)}   Tel. +251 ${rng.int(11, 58)} ${rng.int(100, 999)} ${digits(rng, 4)}   www.${uni.web}.edu.et   Ethiopia`, L + 50, y + 30, CW - 50, 'left', lat.r, 7.5);
  y += 50;
  fitText(doc, 'STUDENT ACADEMIC RECORD', L, y, CW, 'center', lat.b, 12);
  y += 18;
  const full = p.parts.join(' ').toUpperCase();
  const dobText = `${String(dob.d).padStart(2, '0')}-${MONTHS.en[dob.m - 1].slice(0, 3)}-${dob.y}`;
  const gradText = `${MONTHS.en[graduated.m - 1]} ${graduated.d}, ${graduated.y}`;
  const info: Array<[string, string]> = [
    ['Full Name', full], ['ID No.', id],
    ['Sex', p.female ? 'Female' : 'Male'], ['Date of Birth', dobText],
    ['College', prog.college], ['Department', prog.department],
    ['Admission Type', 'Regular'], ['Date of Admission', `${MONTHS.en[rng.pick([9, 10, 11]) - 1]} ${admitted}`],
    ['Degree Awarded', prog.degree], ['Date of Graduation', gradText],
  ];
  info.forEach(([l, v], i) => {
    const x = L + (i % 2) * (CW / 2 + 10);
    const yy = y + Math.floor(i / 2) * 11;
    fitText(doc, `${l}:`, x, yy, 82, 'left', lat.b, 7.5);
    fitText(doc, v, x + 84, yy, CW / 2 - 100, 'left', lat.r, 7.5);
  });
  y += Math.ceil(info.length / 2) * 11 + 6;

  const e = emptyResult('en');
  const strength = rng.float(0, 1);
  const freshman = rng.sample(ET_FRESHMAN, rng.int(8, 11));
  const major = rng.sample(prog.courses, prog.courses.length);
  const colW = (CW - 10) / 2;
  const size = 6.8;
  const rowH = 10;
  const top = y;
  let col = 0;
  let cy = top;
  let bandTop = top;
  let bandBottom = top;
  let cum = { cr: 0, gp: 0 };
  let k = 0;
  const semesters = years * 2;
  const perSem = Math.max(3, Math.ceil(major.length / (semesters - 2)));
  const blockTop = top;
  for (let s = 0; s < semesters; s++) {
    const yr = Math.floor(s / 2);
    const courses = s < 2 ? freshman.slice(s === 0 ? 0 : Math.ceil(freshman.length / 2), s === 0 ? Math.ceil(freshman.length / 2) : freshman.length) : major.slice(k, (k += perSem));
    if (!courses.length) continue;
    const blockH = 12 + 10 + courses.length * rowH + 22;
    // Semester I on the left, semester II on the right, one academic year per band.
    col = s % 2;
    if (col === 0) {
      cy = bandBottom;
      const pairH = Math.max(blockH, 12 + 10 + Math.max(courses.length, perSem) * rowH + 22) + 6;
      if (cy + pairH > H - 92) {
        doc.addPage();
        fitText(doc, `${full}   ${id}   (continued)`, L, 22, CW, 'left', lat.r, 7.5);
        cy = 38;
      }
      bandTop = cy;
    } else cy = bandTop;
    const bx = L + col * (colW + 10);
    const acYear = `${admitted + yr}/${String(admitted + yr + 1).slice(2)}`;
    const term = `Year ${ROMAN[yr]} Semester ${ROMAN[s % 2]}`;
    doc.save().rect(bx, cy, colW, 12).fill('#e3ebe5').restore();
    fitText(doc, `Academic Year ${acYear}   ${term}`, bx + 3, cy + 2.5, colW - 6, 'left', lat.b, 7.2);
    cy += 12;
    const cx = [0, colW * 0.52, colW * 0.7, colW * 0.8, colW * 0.9];
    ['Course Title', 'Course No.', 'Cr.Hr', 'Grade', 'Gr.Pt'].forEach((h, i) => fitText(doc, h, bx + cx[i] + 2, cy + 1.5, (cx[i + 1] ?? colW) - cx[i] - 4, i === 0 ? 'left' : 'center', lat.b, size));
    doc.save().lineWidth(0.4).moveTo(bx, cy + 10).lineTo(bx + colW, cy + 10).stroke().restore();
    cy += 10;
    const sem = { cr: 0, gp: 0 };
    for (const name of courses) {
      const cr = rng.weighted([[3, 5], [2, 2], [4, 2], [5, 1]] as const);
      const [g, pts] = etGrade(rng, strength);
      const gp = cr * pts;
      const code = s < 2 ? `${initials(name)} ${1000 + rng.int(11, 99)}` : `${prog.prefix} ${yr + 1}${digits(rng, 3)}`;
      fitText(doc, name, bx + 2, cy + 1.5, cx[1] - 4, 'left', lat.r, size);
      fitText(doc, code, bx + cx[1] + 2, cy + 1.5, cx[2] - cx[1] - 4, 'center', lat.r, size);
      fitText(doc, String(cr), bx + cx[2] + 2, cy + 1.5, cx[3] - cx[2] - 4, 'center', lat.r, size);
      fitText(doc, g, bx + cx[3] + 2, cy + 1.5, cx[4] - cx[3] - 4, 'center', lat.r, size);
      fitText(doc, gp.toFixed(2), bx + cx[4] + 2, cy + 1.5, colW - cx[4] - 4, 'center', lat.r, size);
      cy += rowH;
      sem.cr += cr;
      sem.gp += gp;
      e.courses.push(course({ courseNumber: code, courseName: name, credit: cr, grade: g, term, session: acYear }));
    }
    cum = { cr: cum.cr + sem.cr, gp: cum.gp + sem.gp };
    doc.save().lineWidth(0.4).moveTo(bx, cy).lineTo(bx + colW, cy).stroke().restore();
    fitText(doc, `Semester:  Cr.Hr ${sem.cr}   Gr.Pt ${sem.gp.toFixed(2)}   SGPA ${(sem.gp / sem.cr).toFixed(2)}`, bx + 2, cy + 2, colW - 4, 'left', lat.r, size);
    fitText(doc, `Cumulative: Cr.Hr ${cum.cr}   Gr.Pt ${cum.gp.toFixed(2)}   CGPA ${(cum.gp / cum.cr).toFixed(2)}`, bx + 2, cy + 11, colW - 4, 'left', lat.b, size);
    doc.save().lineWidth(0.6).rect(bx, cy - (blockH - 22), colW, blockH).stroke().restore();
    cy += 28;
    bandBottom = Math.max(bandBottom, cy);
  }
  if (rng.bool(0.5)) watermark(doc, uni.name.toUpperCase(), W / 2, (blockTop + H - 92) / 2, { font: lat.b, size: 24, angle: -50, color: '#5d8a6b', opacity: 0.1 });
  const cgpa = (cum.gp / cum.cr).toFixed(2);
  let fy = H - 84;
  doc.save().lineWidth(0.8).moveTo(L, fy - 4).lineTo(L + CW, fy - 4).stroke().restore();
  fitText(doc, `Total Credit Hours: ${cum.cr}     Cumulative GPA: ${cgpa}     Degree Awarded: ${prog.degree} in ${prog.department}`, L, fy, CW, 'left', lat.b, 8);
  fy += 12;
  fitText(doc, 'Grading: A+ = 4.00, A = 4.00, A- = 3.75, B+ = 3.50, B = 3.00, B- = 2.75, C+ = 2.50, C = 2.00, C- = 1.75, D = 1.00, Fx/F = 0.00. Gr.Pt = Cr.Hr x grade value.', L, fy, CW, 'left', lat.r, 6.8);
  fy += 14;
  const issuedText = `${String(issued.d).padStart(2, '0')}/${String(issued.m).padStart(2, '0')}/${issued.y}`;
  fitText(doc, `Date of Issue: ${issuedText}`, L, fy + 12, 200, 'left', lat.r, 8);
  signature(doc, rng, L + CW - 160, fy + 10, 90);
  fitText(doc, 'University Registrar', L + CW - 170, fy + 22, 130, 'center', lat.r, 8);
  fitText(doc, 'Not valid without the seal of the Registrar. Any alteration or erasure invalidates this record.', L, H - 20, CW, 'center', lat.i, 6.5);
  const pdf = await finish();

  setName(e, p.parts.slice(0, 2).join(' '), p.parts[2]);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = uni.name;
  setCountry(e, 'ET');
  Object.assign(e.qualification, {
    registrationNumber: id,
    name: prog.degree,
    level: 'Bachelor',
    majorOrSpecialization: prog.department,
    status: 'Completed',
    yearOfAdmission: admitted,
    yearOfCompletion: graduated.y,
    dateOfIssue: iso(issued),
    cgpa,
    totalCreditsOrMarks: String(cum.cr),
  });
  return { pdf, expected: e, printed: { fullName: full, dateOfBirth: dobText, dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'et-university-transcript',
    country: 'ET',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      'Ethiopian public-university student academic record from the registrar: boxed semester blocks two abreast with course title, course number, credit hours, letter grade and grade points, semester and cumulative credit hours, grade points and GPA, on the letter scale A+ 4 … C- 1.75, D 1, Fx/F 0 published in Ethiopian university senate legislation and the Nuffic profile.',
    render: etUniversityTranscript,
  },
];
