/**
 * Hindi-belt state board marksheet, High School (Class X) or Intermediate (Class XII), with
 * Hindi-first bilingual labels ("नाम / Name"), the candidate's name in Devanagari and Latin
 * letters, parents' names, subjects in both scripts, maximum/theory/practical-sessional/total
 * marks, the grand total, division and result in both languages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, course, digits, emptyResult, formatDate, iso, numberWords } from '../lib/a-kit';
import { IN_NORTH, INVENTED_PLACES, indianPerson, pin } from '../lib/a-data';

const X_SUBJECTS: Array<[string, string, number]> = [['हिन्दी', 'HINDI', 70], ['अंग्रेजी', 'ENGLISH', 70], ['गणित', 'MATHEMATICS', 70], ['विज्ञान', 'SCIENCE', 70], ['सामाजिक विज्ञान', 'SOCIAL SCIENCE', 70], ['संस्कृत', 'SANSKRIT', 70], ['चित्रकला', 'DRAWING', 50]];
const XII_SUBJECTS: Array<Array<[string, string, number]>> = [
  [['सामान्य हिन्दी', 'GENERAL HINDI', 100], ['अंग्रेजी', 'ENGLISH', 100], ['भौतिक विज्ञान', 'PHYSICS', 70], ['रसायन विज्ञान', 'CHEMISTRY', 70], ['गणित', 'MATHEMATICS', 100]],
  [['सामान्य हिन्दी', 'GENERAL HINDI', 100], ['जीव विज्ञान', 'BIOLOGY', 70], ['भौतिक विज्ञान', 'PHYSICS', 70], ['रसायन विज्ञान', 'CHEMISTRY', 70], ['अंग्रेजी', 'ENGLISH', 100]],
  [['हिन्दी', 'HINDI', 100], ['इतिहास', 'HISTORY', 100], ['भूगोल', 'GEOGRAPHY', 70], ['राजनीति विज्ञान', 'POLITICAL SCIENCE', 100], ['अर्थशास्त्र', 'ECONOMICS', 100]],
];

function division(pct: number): [string, string] {
  if (pct >= 60) return ['प्रथम श्रेणी', 'FIRST DIVISION'];
  if (pct >= 45) return ['द्वितीय श्रेणी', 'SECOND DIVISION'];
  return ['तृतीय श्रेणी', 'THIRD DIVISION'];
}

async function render(rng: Rng) {
  const p = indianPerson(rng);
  const place = rng.pick(IN_NORTH);
  const cls = rng.pick(['X', 'XII'] as const);
  const year = rng.int(2012, 2024);
  const dob = iso(year - (cls === 'X' ? 15 : 17), rng.int(1, 12), rng.int(1, 28));
  const roll = digits(rng, 7);
  const accent = rng.pick(['#8a1c1c', '#1c3f8a', '#5a3a00']);
  const boardEn = `Board of School Examinations, ${place.state}`;
  const boardHi = `विद्यालयी परीक्षा परिषद, ${place.hiState}`;
  const examEn = cls === 'X' ? 'High School Examination' : 'Intermediate Examination';
  const examHi = cls === 'X' ? 'हाई स्कूल परीक्षा' : 'इण्टरमीडिएट परीक्षा';
  const ability = rng.float(40, 90);
  const subjects = cls === 'X' ? X_SUBJECTS.slice(0, rng.int(6, 7)) : rng.pick(XII_SUBJECTS);
  const rows = subjects.map(([hi, en, thMax]) => {
    const max = 100;
    const pct = Math.max(36, Math.min(98, ability + rng.gauss() * 10)) / 100;
    const prMax = max - thMax;
    const pr = Math.round(prMax * Math.min(1, pct + 0.1));
    const th = Math.round(thMax * pct);
    return { hi, en, max, thMax, th, pr, total: th + pr };
  });
  const grand = rows.reduce((a, x) => a + x.total, 0);
  const grandMax = rows.reduce((a, x) => a + x.max, 0);
  const pct = (grand * 100) / grandMax;
  const [divHi, divEn] = division(pct);
  const issued = iso(year, rng.int(5, 7), rng.int(1, 28));
  const first = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${first} ${p.last}`;
  const fullHi = [p.hi.first, p.hi.middle, p.hi.last].filter(Boolean).join(' ');

  const r = emptyResult('hi');
  r.candidate = { fullName: full, firstName: first, lastName: p.last, dateOfBirth: dob };
  r.institution = { name: boardEn, ...COUNTRY.IN, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = roll;
  r.qualification.name = examEn;
  r.qualification.level = cls === 'X' ? 'Secondary' : 'Higher Secondary';
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = issued;
  r.qualification.totalCreditsOrMarks = String(grand);
  r.qualification.cgpa = pct.toFixed(2);
  for (const x of rows) r.courses.push(course({ courseName: x.en, marksScored: x.total, maximumMarks: x.max, year }));
  const printed: Record<string, string> = { 'candidate.fullName': full.toUpperCase(), 'candidate.dateOfBirth': formatDate(dob, 'in-slash'), 'qualification.name': `${examEn.toUpperCase()} ${year}`, 'qualification.dateOfIssue': formatDate(issued, 'in-dot') };

  const pdf = new Pdf({ size: A4, title: 'Marksheet', author: boardEn, creationDate: new Date(`${issued}T04:00:00Z`) });
  const L = 38;
  const R = pdf.width - 38;
  const W = R - L;
  const HI = 'NotoDeva';
  const HIB = 'NotoDeva-Bold';
  const EN = rng.pick(['LiberationSans', 'NotoSans', 'DejaVuSans']);
  const ENB = `${EN}-Bold`;
  // Noto Devanagari has no Latin letters: each half of a bilingual label is drawn in its own font.
  const bi = (hi: string, en: string, x: number, yy: number, size: number, bold = false, color?: string) =>
    pdf.runs([{ text: `${hi} / `, font: bold ? HIB : HI }, { text: en, font: bold ? ENB : EN }], x, yy, { size, color });
  pdf.fill(16, 16, pdf.width - 32, pdf.height - 32, '#fdf8ef');
  pdf.rect(16, 16, pdf.width - 32, pdf.height - 32, 2, accent);
  pdf.securityPattern('', 20, 20, pdf.width - 40, pdf.height - 40, accent, rng);
  pdf.seal(L + 28, 58, 26, accent);
  pdf.text(boardHi, L + 60, 30, { font: HIB, size: 16, color: accent, width: W - 60, align: 'center', fit: true });
  pdf.text(boardEn.toUpperCase(), L + 60, 56, { font: ENB, size: 12, color: accent, width: W - 60, align: 'center', fit: true });
  const cityLine = `${place.city.toUpperCase()} - ${pin(rng, place)}`;
  bi(place.hiCity ?? '', cityLine, L + 60 + (W - 60) / 2 - (pdf.widthOf(`${place.hiCity} / `, HI, 9) + pdf.widthOf(cityLine, EN, 9)) / 2, 74, 9);
  pdf.line(L, 96, R, 96, 1, accent);
  pdf.text(`${examHi} ${year}`, L, 102, { font: HIB, size: 12, width: W, align: 'center' });
  pdf.text(`${examEn.toUpperCase()} ${year}`, L, 122, { font: ENB, size: 11, width: W, align: 'center' });
  bi('अंक-पत्र', 'MARKSHEET', L + W / 2 - (pdf.widthOf('अंक-पत्र / ', HIB, 11) + pdf.widthOf('MARKSHEET', ENB, 11)) / 2, 140, 11, true);

  let y = 172;
  const field = (hi: string, en: string, value: string, valueHi: string | null, x: number, w: number) => {
    bi(hi, en, x, y, 8, false, '#333333');
    if (valueHi) pdf.text(valueHi, x + 150, y - 3, { font: HIB, size: 10, width: w - 152, fit: true });
    pdf.text(value, x + 150, valueHi ? y + 11 : y, { font: ENB, size: 9.5, width: w - 152, fit: true });
  };
  field('अनुक्रमांक', 'Roll No.', roll, null, L, W / 2);
  field('परीक्षा वर्ष', 'Year', String(year), null, L + W / 2 + 10, W / 2 - 10);
  y += 26;
  field('परीक्षार्थी का नाम', "Candidate's Name", full.toUpperCase(), fullHi, L, W);
  y += 32;
  field('पिता का नाम', "Father's Name", p.father.toUpperCase(), p.fatherHi, L, W);
  y += 32;
  field('माता का नाम', "Mother's Name", p.mother.toUpperCase(), p.motherHi, L, W);
  y += 32;
  field('जन्म तिथि', 'Date of Birth', formatDate(dob, 'in-slash'), null, L, W / 2);
  y += 22;
  const school = `${rng.pick(INVENTED_PLACES).toUpperCase()} ${rng.pick(['INTER COLLEGE', 'HIGHER SECONDARY SCHOOL', 'VIDYALAYA'])}, ${place.city.toUpperCase()}`;
  field('विद्यालय', 'School', school, null, L, W);
  y += 28;

  // Table: subject (Hindi / English) | max | theory | practical-sessional | total | total in words.
  const xs = [L, L + 170, L + 220, L + 272, L + 336, L + 384, R];
  const heads: Array<[string, string]> = [['विषय', 'Subject'], ['पूर्णांक', 'Max.'], ['सैद्धान्तिक', 'Theory'], ['प्रयोगात्मक/सत्रांक', 'Pract./Sess.'], ['योग', 'Total'], ['योग (शब्दों में)', 'Total in Words']];
  const top = y;
  pdf.fill(L, y, W, 30, '#efe2c8');
  heads.forEach(([hi, en], i) => {
    pdf.text(hi, xs[i] + 3, y + 2, { font: HIB, size: 7.5, width: xs[i + 1] - xs[i] - 6, align: i === 0 || i === 5 ? 'left' : 'center', fit: true });
    pdf.text(en, xs[i] + 3, y + 17, { font: ENB, size: 7.5, width: xs[i + 1] - xs[i] - 6, align: i === 0 || i === 5 ? 'left' : 'center', fit: true });
  });
  y += 30;
  pdf.line(L, y, R, y, 0.6);
  y += 4;
  for (const x of rows) {
    pdf.text(x.hi, xs[0] + 3, y - 2, { font: HI, size: 9 });
    pdf.text(x.en, xs[0] + 3, y + 11, { font: EN, size: 8.5 });
    const nums = [String(x.max), String(x.th), x.thMax < x.max ? String(x.pr) : '--', String(x.total)];
    nums.forEach((n, i) => pdf.text(n, xs[i + 1], y + 5, { font: i === 3 ? ENB : EN, size: 9.5, width: xs[i + 2] - xs[i + 1], align: 'center' }));
    pdf.text(numberWords(x.total), xs[5] + 4, y + 5, { font: EN, size: 8, width: xs[6] - xs[5] - 8, fit: true });
    y += 28;
  }
  pdf.line(L, y, R, y, 0.6);
  for (const x of xs) pdf.line(x, top, x, y, 0.4);
  pdf.line(L, top, R, top, 0.6);
  y += 8;
  bi('महायोग', `Grand Total :  ${grand} / ${grandMax}`, L, y, 10, true);
  bi('प्रतिशत', `Percentage :  ${pct.toFixed(2)}%`, L + W / 2 + 10, y, 10, true);
  y += 22;
  pdf.runs([{ text: 'परिणाम / ', font: HIB }, { text: 'Result :  ', font: ENB }, { text: 'उत्तीर्ण / ', font: HIB }, { text: 'PASSED — ', font: ENB }, { text: `${divHi} / `, font: HIB }, { text: divEn, font: ENB }], L, y, { size: 10.5, color: accent });
  y += 40;
  bi('दिनांक', `Date : ${formatDate(issued, 'in-dot')}`, L, y, 9);
  pdf.signature(R - 150, y + 4, 110, rng);
  bi('सचिव', 'Secretary', R - 130, y + 14, 9, true);
  const fy = pdf.height - 78;
  pdf.line(L, fy, R, fy, 0.4);
  bi('टिप्पणी: किसी भी प्रकार की काट-छाँट अंक-पत्र को अमान्य कर देगी।', 'Note: Any overwriting or alteration renders this marksheet invalid.', L, fy + 6, 7);
  bi('न्यूनतम उत्तीर्णांक 33% प्रत्येक विषय में', 'Minimum pass marks: 33% in each subject.', L, fy + 22, 7);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-state-board-bilingual-marksheet',
    country: 'IN',
    languages: ['hi', 'en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Hindi-belt state board (UP/MP/Rajasthan-type) High School and Intermediate marksheets with Hindi-first bilingual labels, theory and practical/sessional marks out of 100 per subject, grand total, division (प्रथम/द्वितीय/तृतीय श्रेणी) and 33% pass rule, as described in state board result notifications and WES India secondary-education profiles.',
    render,
  },
];
