/**
 * Iraqi university transcript in English with an Arabic letterhead (the annual system): "Republic of
 * Iraq — Ministry of Higher Education and Scientific Research" beside "جمهورية العراق — وزارة التعليم
 * العالي والبحث العلمي", the university, the college and the Registration Department in both languages;
 * the holder's three-part name (given, father's, grandfather's: the last stands where a surname stands)
 * in Latin letters and under it in Arabic, the nationality, the date of birth, the college, department,
 * degree ("Bachelor of Science (B.Sc.)"), study (morning or evening) and the academic year of admission;
 * the four years of study as four small tables on a two-by-two grid ("First Year 2015-2016" …), each with
 * the subject (titles wrap), units, the mark out of 100 in figures and in words ("Seventy Six") as Iraqi
 * registries print it against alteration, and under it the year's average; then the graduation average,
 * weighted 10%, 20%, 30% and 40% over the four years as ministerial instructions prescribe, its estimate
 * (Excellent 90-100, Very Good 80-89, Good 70-79, Medium 60-69, Pass 50-59), the rank among the
 * graduates (a decoy number), total units, the date of graduation, the Registrar and the Dean; as
 * described by Iraqi higher-education grading regulations and university grading pages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, course, digits, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { IQ_MEN, IQ_WOMEN, dmy, englishNumber, vResult } from './v-kit';

const UNIS = [
  { en: 'University of the Southern Marshes', ar: 'جامعة الأهوار الجنوبية', address: 'Nasiriyah, Dhi Qar, Iraq', state: 'DQ' },
  { en: 'Al-Hadbaa University', ar: 'جامعة الحدباء', address: 'Mosul, Nineveh, Iraq', state: 'NI' },
  { en: 'Al-Zawraa University of Technology', ar: 'جامعة الزوراء التكنولوجية', address: 'Al-Karrada, Baghdad, Iraq', state: null },
];
const DEPTS = [
  { college: 'College of Engineering', collegeAr: 'كلية الهندسة', dept: 'Civil Engineering',
    years: [
      ['Mathematics I', 'Engineering Drawing', 'Engineering Mechanics', 'Principles of Computer Science', 'Workshops', 'English Language', 'Human Rights and Democracy', 'Physics', 'Engineering Geology'],
      ['Mathematics II', 'Strength of Materials', 'Fluid Mechanics', 'Surveying I', 'Building Materials', 'Computer Programming', 'Construction Technology', 'Arabic Language'],
      ['Engineering Analysis', 'Structural Analysis I', 'Reinforced Concrete Design I', 'Soil Mechanics', 'Hydraulics', 'Surveying II', 'Transportation Engineering', 'Numerical Analysis'],
      ['Structural Analysis II', 'Reinforced Concrete Design II', 'Foundation Engineering', 'Steel Structures Design', 'Sanitary and Environmental Engineering', 'Highway Engineering', 'Construction Management and Quantity Surveying', 'Graduation Project'],
    ] },
  { college: 'College of Computer Science and Mathematics', collegeAr: 'كلية علوم الحاسوب والرياضيات', dept: 'Computer Science',
    years: [
      ['Structured Programming', 'Discrete Mathematics', 'Calculus', 'Logic Design', 'Computer Fundamentals', 'English Language', 'Human Rights and Democracy', 'Arabic Language'],
      ['Object Oriented Programming', 'Data Structures', 'Computer Architecture', 'Linear Algebra', 'Numerical Methods', 'Database Systems', 'Probability and Statistics', 'Theory of Computation'],
      ['Operating Systems', 'Algorithms Analysis and Design', 'Computer Networks', 'Software Engineering', 'Artificial Intelligence', 'Compiler Design', 'Computer Graphics', 'Web Programming'],
      ['Distributed Systems', 'Computer and Network Security', 'Image Processing', 'Mobile Computing', 'Data Mining', 'Professional Ethics', 'Research Methodology', 'Graduation Project'],
    ] },
];
const YEARS = ['First Year', 'Second Year', 'Third Year', 'Fourth Year'];
const WEIGHTS = [0.1, 0.2, 0.3, 0.4];

function estimate(avg: number): string {
  if (avg >= 90) return 'Excellent';
  if (avg >= 80) return 'Very Good';
  if (avg >= 70) return 'Good';
  if (avg >= 60) return 'Medium';
  return 'Pass';
}

async function render(rng: Rng) {
  const woman = rng.bool(0.45);
  const given = rng.pick(woman ? IQ_WOMEN : IQ_MEN);
  const father = rng.pick(IQ_MEN);
  let grand = rng.pick(IQ_MEN);
  while (grand === father) grand = rng.pick(IQ_MEN);
  const uni = rng.pick(UNIS);
  const dep = rng.pick(DEPTS);
  const start = rng.int(2012, 2019);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(start + 4, rng.pick([7, 8, 9]), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const ability = rng.float(58, 90);
  const r = vResult('en', `${given[0]} ${father[0]}`, grand[0], dob);
  setInstitution(r, uni.en, 'IQ', uni.state);

  type Block = { label: string; rows: string[][]; avg: number };
  const blocks: Block[] = [];
  let units = 0;
  let weighted = 0;
  dep.years.forEach((subjects, k) => {
    const session = `${start + k}-${start + k + 1}`;
    const rows: string[][] = [];
    let ws = 0;
    let wu = 0;
    for (const s of subjects) {
      const u = /Project/.test(s) ? 4 : /Human Rights|Arabic|English|Workshops|Ethics/.test(s) ? 2 : rng.pick([3, 3, 4]);
      const mark = Math.max(50, Math.min(98, Math.round(ability + rng.gauss() * 9)));
      rows.push([s, String(u), String(mark), englishNumber(mark)]);
      r.courses.push(course({ courseName: s, credit: u, marksScored: mark, maximumMarks: 100, term: YEARS[k], session }));
      ws += mark * u;
      wu += u;
    }
    const avg = ws / wu;
    units += wu;
    weighted += avg * WEIGHTS[k];
    blocks.push({ label: `${YEARS[k]} ${session}`, rows, avg });
  });
  const finalAvg = weighted.toFixed(2);
  const number = `${start}${dep.dept === 'Computer Science' ? 'CS' : 'CE'}${digits(rng, 4)}`;
  Object.assign(r.qualification, {
    registrationNumber: number, name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: dep.dept,
    yearOfAdmission: start, yearOfCompletion: start + 4, status: 'Completed', cgpa: finalAvg, totalCreditsOrMarks: String(units),
  });

  const pdf = new Pdf({ size: A4, title: 'Transcript', author: uni.en, creationDate: new Date(`${graduated}T09:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const L = 32;
  const W = pdf.width - 64;
  const ink = rng.pick(['#0b3d2e', '#1a237e', '#4e342e']);
  ['Republic of Iraq', 'Ministry of Higher Education', 'and Scientific Research', uni.en, dep.college, 'Registration Department'].forEach((t, i) => {
    pdf.text(t, L, 24 + i * 11.5, { font: i === 3 ? F.bold : F.regular, size: i === 3 ? 9.5 : 8.3, width: 210, fit: true, color: i === 3 ? ink : '#000000' });
  });
  ['جمهورية العراق', 'وزارة التعليم العالي', 'والبحث العلمي', uni.ar, dep.collegeAr, 'قسم التسجيل'].forEach((t, i) => {
    doc.fillColor(i === 3 ? ink : '#000000');
    rtl(doc, t, L + W, 20 + i * 12.5, i === 3 ? naskh.b : naskh.r, i === 3 ? 10 : 8.8, F.regular);
  });
  doc.fillColor('#000000');
  pdf.crest(L + W / 2, 50, 24, '', ink);
  pdf.text(uni.address, L, 96, { font: F.italic, size: 8, width: W, align: 'center' });
  pdf.text('TRANSCRIPT OF ACADEMIC RECORD', L, 110, { font: F.bold, size: 13, width: W, align: 'center' });
  const titleAr = 'كشف الدرجات';
  rtl(doc, titleAr, L + W / 2 + rtlWidth(doc, titleAr, naskh.b, 11) / 2, 125, naskh.b, 11, F.regular);
  let y = 150;
  const nameEn = `${given[0]} ${father[0]} ${grand[0]}`;
  const info: Array<[string, string]> = [
    ['Name', nameEn], ['Nationality', 'Iraqi'], ['Date of Birth', dmy(dob, '/')],
    ['Student No.', number], ['Department', dep.dept], ['Degree', 'Bachelor of Science (B.Sc.)'],
    ['Study', rng.pick(['Morning', 'Evening'])], ['Academic Year of Admission', `${start}-${start + 1}`], ['Date of Graduation', dmy(graduated, '/')],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 3) * (W / 3);
    const yy = y + Math.floor(i / 3) * 14;
    const w = pdf.text(`${k}: `, x, yy, { font: F.bold, size: 8 });
    pdf.text(v, x + w, yy, { font: F.regular, size: 8, width: W / 3 - w - 6, fit: true });
  });
  y += 44;
  const arName = `الاسم: ${given[1]} ${father[1]} ${grand[1]}`;
  rtl(doc, arName, L + W, y - 2, naskh.r, 9.5, F.regular);
  y += 20;
  const gap = 12;
  const bw = (W - gap) / 2;
  const cols = [
    { label: 'Subject', width: bw - 30 - 30 - 72, wrap: true },
    { label: 'Units', width: 30, align: 'center' as const },
    { label: ['Mark', '(Figures)'], width: 30, align: 'center' as const },
    { label: ['Mark', '(Words)'], width: 72 },
  ];
  const size = 7.6;
  const leading = size * 1.28;
  for (let tier = 0; tier < 2; tier++) {
    let bottom = y;
    for (let side = 0; side < 2; side++) {
      const b = blocks[tier * 2 + side];
      const x = L + side * (bw + gap);
      let yy = y;
      pdf.fill(x, yy, bw, 14, '#e8ece9');
      pdf.text(b.label, x + 4, yy + 3, { font: F.bold, size: 8.5 });
      yy += 14;
      yy += tableHeader(pdf, x, yy, cols, { F, size: 8, ruling: 'grid' });
      for (const row of b.rows) {
        const lines = cols.map((c, i) => ('wrap' in c && c.wrap ? pdf.wrap(row[i], F.regular, size, c.width - 6) : [row[i]]));
        const h = Math.max(...lines.map((l) => l.length)) * leading + 3;
        let cx = x;
        cols.forEach((c, i) => {
          lines[i].forEach((l, j) => pdf.text(l, cx + 3, yy + 2 + j * leading, { font: F.regular, size, width: c.width - 6, align: c.align ?? 'left', fit: !('wrap' in c) }));
          cx += c.width;
        });
        rowRules(pdf, x, cols, yy, h, 'grid');
        yy += h;
      }
      pdf.rect(x, yy, bw, 13, 0.5);
      pdf.text(`Average of the year: ${b.avg.toFixed(2)}`, x + 4, yy + 3, { font: F.bold, size: 7.8 });
      bottom = Math.max(bottom, yy + 13);
    }
    y = bottom + 14;
  }
  pdf.rect(L, y, W, 44, 0.8, ink);
  pdf.text(`Graduation Average: ${finalAvg}`, L + 8, y + 7, { font: F.bold, size: 9.5 });
  pdf.text(`Estimate: ${estimate(Number(finalAvg))}`, L + 200, y + 7, { font: F.bold, size: 9.5 });
  pdf.text(`Total Units: ${units}`, L + 360, y + 7, { font: F.bold, size: 9.5 });
  pdf.text(`Rank among graduates: ${rng.int(1, 80)} of ${rng.int(81, 190)}`, L + 8, y + 24, { font: F.regular, size: 8.5 });
  pdf.text('The graduation average is weighted 10%, 20%, 30% and 40% over the four years. Pass mark: 50.', L + 200, y + 24, { font: F.italic, size: 7.5, width: W - 208, fit: true });
  y += 62;
  const registrar = `${rng.pick(['Dr.', 'Mr.', 'Ms.'])} ${rng.pick(['Salam', 'Wafaa', 'Raed', 'Suha'])} ${rng.pick(['Abdulkareem', 'Hameed', 'Naji'])}`;
  const dean = `Asst. Prof. Dr. ${rng.pick(['Qasim', 'Layth', 'Basim', 'Intisar'])} ${rng.pick(['Mahdi', 'Sabri', 'Obaid'])}`;
  [[registrar, 'Registrar'], [dean, 'Dean of the College']].forEach(([n, role], i) => {
    const x = i === 0 ? L + 10 : L + W - 210;
    pdf.signature(x + 30, y + 8, 110, rng);
    pdf.text(n, x, y + 16, { font: F.bold, size: 8.5, width: 200, align: 'center' });
    pdf.text(role, x, y + 28, { font: F.regular, size: 8, width: 200, align: 'center' });
  });
  pdf.seal(L + W / 2, y + 16, 24, ink);
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.yearOfCompletion': dmy(graduated, '/'),
    'qualification.yearOfAdmission': `${start}-${start + 1}`,
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-03-transcript',
    country: 'IQ',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Iraqi university transcript in English with an Arabic letterhead (annual system): republic and ministry, university, college and registration in both languages; the three-part name in Latin and in Arabic, nationality, date of birth, department, B.Sc., study, year of admission, date of graduation; the four years as small tables on a two-by-two grid, subject, units, the mark out of 100 in figures and in words, the year\'s average; the graduation average weighted 10/20/30/40%, its estimate, rank (a decoy), total units, Registrar and Dean; as described by Iraqi ministerial grading instructions.',
    render,
  },
];
