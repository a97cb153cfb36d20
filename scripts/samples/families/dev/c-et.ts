/**
 * Ethiopian development family: a secondary-school student record for grades 9-12, in English
 * under an Amharic/English national and regional heading, with the four school years side by side
 * (each the yearly average, or first/second semester and average), totals, averages, rank and
 * conduct rows, and the promotion remark.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, digits, emptyResult, face, fitText, iso, mixed, openDoc, sealOutline, setCountry, setName, signature, ymd, type MixedFont } from '../lib/c-common';
import { etPerson } from '../lib/c-people';
import { etSchool, ET_CORE_9_10, ET_NATURAL_11_12, ET_REGIONS, ET_SOCIAL_11_12 } from '../lib/c-et';

async function etSchoolTranscript(rng: Rng): Promise<FamilySample> {
  const p = etPerson(rng);
  const region = rng.pick(ET_REGIONS);
  const town = rng.pick(region.towns);
  const school = etSchool(rng);
  const natural = rng.bool(0.6);
  const ecStart = rng.int(2005, 2013);
  const perSemester = rng.bool(0.5);
  // Grade 12 ends in the Ethiopian year ecStart + 3, i.e. mid-year ecStart + 11 of the Gregorian calendar.
  const issued = ymd(rng, ecStart + 11, [7, 9]);
  const { doc, finish } = openDoc({ landscape: true, created: issued, margin: 24 });
  const lat = face(doc, rng.pick(['libSans', 'dejavuSans', 'libSerif', 'notoSans'] as const));
  const eth = face(doc, rng.pick(['ethiopic', 'serifEthiopic'] as const));
  const F: MixedFont = { latin: lat.r, other: eth.r };
  const FB: MixedFont = { latin: lat.b, other: eth.b };
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 28;
  const CW = W - 2 * L;
  let y = 24;
  mixed(doc, 'የኢትዮጵያ ፌዴራላዊ ዲሞክራሲያዊ ሪፐብሊክ', L, y, FB, 11, 'center', CW);
  fitText(doc, 'FEDERAL DEMOCRATIC REPUBLIC OF ETHIOPIA', L, y + 15, CW, 'center', lat.b, 10);
  mixed(doc, `${region.amharic} ትምህርት ቢሮ`, L, y + 29, F, 9, 'center', CW);
  fitText(doc, `${region.printed} Education Bureau`, L, y + 42, CW, 'center', lat.r, 9);
  y += 58;
  fitText(doc, school.toUpperCase(), L, y, CW, 'center', lat.b, 13);
  fitText(doc, `${town}   P.O. Box ${rng.int(10, 999)}   Tel. +251 ${rng.int(22, 58)} ${rng.int(100, 999)} ${digits(rng, 4)}`, L, y + 16, CW, 'center', lat.r, 8);
  y += 32;
  fitText(doc, "STUDENT'S ACADEMIC RECORD (GRADES 9 - 12)", L, y, CW, 'center', lat.b, 12);
  mixed(doc, 'የተማሪው የትምህርት ማስረጃ', L, y + 15, F, 9, 'center', CW);
  y += 34;
  const caps = rng.bool(0.5);
  const show = (s: string) => (caps ? s.toUpperCase() : s);
  const fields: Array<[string, string, number]> = [
    ['Name', show(p.parts[0]), 0],
    ["Father's Name", show(p.parts[1]), 170],
    ["G/Father's Name", show(p.parts[2]), 360],
    ['Sex', p.female ? 'F' : 'M', 560],
    ['Nationality', 'Ethiopian', 620],
  ];
  for (const [label, value, dx] of fields) {
    doc.font(lat.b).fontSize(9).text(`${label}:`, L + dx, y, { lineBreak: false });
    const lw = doc.widthOfString(`${label}: `);
    doc.font(lat.r).fontSize(9).text(value, L + dx + lw, y, { lineBreak: false });
  }
  y += 20;

  const e = emptyResult('en');
  const grades = [9, 10, 11, 12];
  const subjects = [...new Set([...ET_CORE_9_10, ...(natural ? ET_NATURAL_11_12 : ET_SOCIAL_11_12)])];
  const strength = rng.float(0, 1);
  const subjW = 150;
  const gW = (CW - subjW) / 4;
  // Header: the grade and its Ethiopian-calendar year, then the sub-columns.
  doc.save().rect(L, y, CW, perSemester ? 30 : 20).fill('#eeeeee').restore();
  fitText(doc, 'Subject', L + 4, y + (perSemester ? 10 : 5), subjW - 8, 'left', lat.b, 9);
  grades.forEach((g, i) => {
    const x = L + subjW + i * gW;
    fitText(doc, `Grade ${g} (${ecStart + i} E.C.)`, x, y + 4, gW, 'center', lat.b, 8.5);
    if (perSemester) ['1st Sem.', '2nd Sem.', 'Ave.'].forEach((s, j) => fitText(doc, s, x + (j * gW) / 3, y + 17, gW / 3, 'center', lat.b, 7.5));
  });
  const headH = perSemester ? 30 : 20;
  doc.save().lineWidth(0.6).rect(L, y, CW, headH).stroke().restore();
  y += headH;
  const rowH = 14;
  const totals = grades.map(() => ({ sum: 0, n: 0 }));
  for (const subject of subjects) {
    fitText(doc, subject, L + 4, y + 3, subjW - 8, 'left', lat.r, 8.5);
    grades.forEach((g, i) => {
      const x = L + subjW + i * gW;
      const taken = g <= 10 ? ET_CORE_9_10.includes(subject) : (natural ? ET_NATURAL_11_12 : ET_SOCIAL_11_12).includes(subject);
      if (!taken) {
        fitText(doc, '-', x, y + 3, perSemester ? gW : gW, 'center', lat.r, 8.5);
        return;
      }
      const base = 50 + strength * 35 + rng.float(-12, 12);
      const s1 = Math.max(35, Math.min(100, Math.round(base + rng.float(-6, 6))));
      const s2 = Math.max(35, Math.min(100, Math.round(base + rng.float(-6, 6))));
      const ave = perSemester ? Math.round(((s1 + s2) / 2) * 10) / 10 : Math.round(base);
      const aveText = perSemester ? ave.toFixed(1).replace(/\.0$/, '') : String(ave);
      if (perSemester) {
        fitText(doc, String(s1), x, y + 3, gW / 3, 'center', lat.r, 8.5);
        fitText(doc, String(s2), x + gW / 3, y + 3, gW / 3, 'center', lat.r, 8.5);
        fitText(doc, aveText, x + (2 * gW) / 3, y + 3, gW / 3, 'center', lat.b, 8.5);
      } else fitText(doc, aveText, x, y + 3, gW, 'center', lat.r, 8.5);
      totals[i].sum += Number(aveText);
      totals[i].n++;
      e.courses.push(course({ courseName: subject, marksScored: Number(aveText), maximumMarks: 100, term: `Grade ${g}`, session: `${ecStart + i} E.C.` }));
    });
    doc.save().lineWidth(0.3).moveTo(L, y + rowH).lineTo(L + CW, y + rowH).stroke().restore();
    y += rowH;
  }
  const summary: Array<[string, (i: number) => string]> = [
    ['Total', (i) => totals[i].sum.toFixed(1).replace(/\.0$/, '')],
    ['Average', (i) => (totals[i].sum / totals[i].n).toFixed(2)],
    ['Rank', () => String(rng.int(1, 45))],
    ['Conduct', () => rng.pick(['A', 'A', 'B'])],
    ['Remark', (i) => (i < 3 ? 'Promoted' : 'Completed')],
  ];
  for (const [label, value] of summary) {
    doc.save().rect(L, y, CW, rowH).fill('#f6f6f6').restore();
    fitText(doc, label, L + 4, y + 3, subjW - 8, 'left', lat.b, 8.5);
    grades.forEach((_g, i) => fitText(doc, value(i), L + subjW + i * gW, y + 3, gW, 'center', lat.b, 8.5));
    doc.save().lineWidth(0.3).moveTo(L, y + rowH).lineTo(L + CW, y + rowH).stroke().restore();
    y += rowH;
  }
  // Vertical rules of the grid.
  const gridTop = y - (subjects.length + summary.length) * rowH - headH;
  doc.save().lineWidth(0.6);
  doc.rect(L, gridTop, CW, y - gridTop).stroke();
  for (let i = 0; i < 4; i++) doc.moveTo(L + subjW + i * gW, gridTop).lineTo(L + subjW + i * gW, y).stroke();
  doc.restore();
  y += 10;
  fitText(doc, `Stream: ${natural ? 'Natural Science' : 'Social Science'}     Pass mark: 50%     Maximum mark per subject: 100`, L, y, CW, 'left', lat.r, 8);
  y += 22;
  fitText(doc, 'Unit Leader / Record Officer', L + 20, y, 200, 'left', lat.r, 8.5);
  signature(doc, rng, L + 30, y + 24, 70);
  fitText(doc, 'Director', L + 330, y, 150, 'left', lat.r, 8.5);
  signature(doc, rng, L + 330, y + 24, 70);
  const issuedText = `${String(issued.d).padStart(2, '0')}/${String(issued.m).padStart(2, '0')}/${issued.y}`;
  fitText(doc, `Date: ${issuedText} G.C.`, L + CW - 170, y, 170, 'left', lat.r, 8.5);
  if (rng.bool(0.6)) sealOutline(doc, L + CW - 90, Math.min(H - 40, y + 34), 26, town.toUpperCase(), lat.r);
  const pdf = await finish();

  const given = p.parts.slice(0, 2).join(' ');
  setName(e, given, p.parts[2]);
  e.institution.name = school;
  setCountry(e, 'ET');
  e.institution.state = region.state;
  e.institution.stateCode = region.code;
  e.qualification.majorOrSpecialization = natural ? 'Natural Science' : 'Social Science';
  e.qualification.dateOfIssue = iso(issued);
  return { pdf, expected: e, printed: { fullName: p.parts.map(show).join(' '), dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'et-school-transcript',
    country: 'ET',
    languages: ['en', 'am'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      "Ethiopian secondary-school student record for grades 9-12 under the national and regional education bureau heading (Amharic/English): name, father's and grandfather's names, the four years side by side in Ethiopian-calendar years with subject marks out of 100 (yearly average or semesters and average), totals, average, rank, conduct and promotion, as described by Nuffic's Ethiopia profile and Ethiopian school record practice.",
    render: etSchoolTranscript,
  },
];
