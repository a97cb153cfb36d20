/**
 * Lithuanian diploma supplement (Diplomo priedėlis / Diploma Supplement), bilingual Lithuanian and
 * English, as the EU/Council of Europe/UNESCO model and Lithuanian recognition guides describe it: the
 * numbered sections (1.1 Pavardė / Family name, 1.2 Vardas / Given name, 1.3 Gimimo data / Date of
 * birth in the ISO order Lithuania prints, 1.4 the student code, 2.1 the qualification "Verslo vadybos
 * bakalauras / Bachelor of Business Management", 2.3 the awarding institution, 3.1 the cycle), the
 * study units by semester with ECTS credits and the 10-point grade (10 puikiai … 5 silpnai, the word
 * printed after the number in some documents), total credits and the weighted average with a decimal
 * comma, and the date of issue "2021 m. birželio 18 d.". Layouts: the caption with the value on its
 * line, or the value set in under the caption.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateLt, digits, iso, nbPerson, nbResult, setInstitution, weighted, type Column, type TableRow } from '../lib/nb-kit';

const UNIS = [
  { lt: 'Nevėžio universitetas', en: 'Nevėžis University', city: 'Panevėžys', web: 'www.nevezio-univ.lt' },
  { lt: 'Pamario technologijų universitetas', en: 'Pamarys University of Technology', city: 'Klaipėda', web: 'www.pamariotu.lt' },
  { lt: 'Dzūkijos humanitarinis universitetas', en: 'Dzūkija University of Humanities', city: 'Alytus', web: 'www.dzhu.lt' },
];

const PROGRAMMES: Array<{ lt: string; en: string; fieldLt: string; fieldEn: string; level: 'Bachelor' | 'Master'; cycleLt: string; cycleEn: string; units: Array<[string, string]> }> = [
  {
    lt: 'Verslo vadybos bakalauras', en: 'Bachelor of Business Management', fieldLt: 'Vadyba', fieldEn: 'Management', level: 'Bachelor', cycleLt: 'pirmoji pakopa', cycleEn: 'first cycle',
    units: [['Vadybos pagrindai', 'Fundamentals of Management'], ['Mikroekonomika', 'Microeconomics'], ['Verslo matematika', 'Business Mathematics'], ['Anglų kalba verslui', 'English for Business'], ['Apskaitos pagrindai', 'Fundamentals of Accounting'], ['Makroekonomika', 'Macroeconomics'], ['Marketingas', 'Marketing'], ['Verslo teisė', 'Business Law'], ['Žmogiškųjų išteklių vadyba', 'Human Resource Management'], ['Finansų valdymas', 'Financial Management'], ['Projektų valdymas', 'Project Management'], ['Profesinė praktika', 'Professional Internship'], ['Baigiamasis darbas', 'Final Thesis']],
  },
  {
    lt: 'Informatikos bakalauras', en: 'Bachelor of Informatics', fieldLt: 'Informatika', fieldEn: 'Informatics', level: 'Bachelor', cycleLt: 'pirmoji pakopa', cycleEn: 'first cycle',
    units: [['Matematinė analizė', 'Mathematical Analysis'], ['Programavimo pagrindai', 'Fundamentals of Programming'], ['Diskrečioji matematika', 'Discrete Mathematics'], ['Algoritmai ir duomenų struktūros', 'Algorithms and Data Structures'], ['Duomenų bazės', 'Databases'], ['Operacinės sistemos', 'Operating Systems'], ['Kompiuterių tinklai', 'Computer Networks'], ['Programų sistemų inžinerija', 'Software Engineering'], ['Tikimybių teorija ir statistika', 'Probability Theory and Statistics'], ['Profesinė praktika', 'Professional Internship'], ['Baigiamasis bakalauro darbas', 'Bachelor Thesis']],
  },
  {
    lt: 'Ekonomikos magistras', en: 'Master of Economics', fieldLt: 'Ekonomika', fieldEn: 'Economics', level: 'Master', cycleLt: 'antroji pakopa', cycleEn: 'second cycle',
    units: [['Ekonometrija', 'Econometrics'], ['Pažangioji mikroekonomika', 'Advanced Microeconomics'], ['Pažangioji makroekonomika', 'Advanced Macroeconomics'], ['Tyrimų metodologija', 'Research Methodology'], ['Tarptautiniai finansai', 'International Finance'], ['Viešoji ekonomika', 'Public Economics'], ['Elgsenos ekonomika', 'Behavioural Economics'], ['Magistro baigiamasis darbas', "Master's Thesis"]],
  },
];

const WORDS: Record<number, string> = { 10: 'puikiai', 9: 'labai gerai', 8: 'gerai', 7: 'vidutiniškai', 6: 'patenkinamai', 5: 'silpnai' };

async function render(rng: Rng) {
  const person = nbPerson(rng, 'LT');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = prog.level === 'Bachelor' ? 4 : 2;
  const entry = rng.int(2014, 2020);
  const grad = entry + years;
  const dob = iso(entry - rng.int(18, prog.level === 'Bachelor' ? 20 : 24), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(grad, rng.pick([6, 7]), rng.int(10, 28));
  const below = rng.bool(0.5);
  const withWord = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const ability = rng.float(6.5, 9.6);
  const studentCode = digits(rng, 8);

  const r = nbResult('lt', person, dob);
  setInstitution(r, uni.en, 'LT');
  const rows: TableRow[] = [];
  const sems = years * 2;
  const per = Math.ceil(prog.units.length / sems);
  const graded: Array<{ value: number; credit: number }> = [];
  let sem = 0;
  prog.units.forEach(([lt, en], k) => {
    const s = Math.min(sems, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      rows.push({ heading: `${s} semestras / Semester ${s}` });
    }
    const credit = k === prog.units.length - 1 ? (prog.level === 'Bachelor' ? 15 : 30) : rng.pick([5, 5, 6, 3, 10]);
    const g = Math.max(5, Math.min(10, Math.round(ability + rng.gauss() * 0.9)));
    const grade = withWord ? `${g} (${WORDS[g]})` : String(g);
    graded.push({ value: g, credit });
    rows.push({ cells: [String(k + 1), `${lt} / ${en}`, String(credit), grade] });
    r.courses.push(course({ courseName: en, credit, grade }));
  });
  const total = graded.reduce((a, g) => a + g.credit, 0);
  const mean = weighted(graded);
  Object.assign(r.qualification, {
    registrationNumber: studentCode, name: prog.en, level: prog.level, program: null, majorOrSpecialization: prog.fieldEn, yearOfAdmission: entry, yearOfCompletion: grad,
    dateOfIssue: issued, programDuration: String(years), status: 'Completed', cgpa: mean, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Diplomo priedėlis', author: uni.en, creationDate: new Date(`${issued}T07:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const green = '#1f4d2b';
  pdf.text(uni.lt.toUpperCase(), L, 36, { font: F.bold, size: 13, width: W, align: 'center', color: green });
  pdf.text(uni.en.toUpperCase(), L, 53, { font: F.bold, size: 10, width: W, align: 'center', color: green });
  pdf.text(`${uni.city}, Lietuva / Lithuania · ${uni.web}`, L, 68, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 82, L + W, 82, 0.8, green);
  pdf.text('DIPLOMO PRIEDĖLIS', L, 92, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text('DIPLOMA SUPPLEMENT', L, 110, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(`Diplomo Nr. / Diploma No. ${digits(rng, 7)}`, L, 126, { font: F.regular, size: 8.5, width: W, align: 'center' });

  const shownFamily = person.family.toUpperCase();
  const kv: Array<[string, string, string]> = [
    ['1.1. Pavardė', 'Family name', shownFamily],
    ['1.2. Vardas', 'Given name', person.given],
    ['1.3. Gimimo data', 'Date of birth', dob],
    ['1.4. Studento kodas', 'Student identification number', studentCode],
    ['2.1. Kvalifikacinio laipsnio pavadinimas', 'Name of qualification', `${prog.lt} / ${prog.en}`],
    ['2.2. Studijų kryptis', 'Main field of study', `${prog.fieldLt} / ${prog.fieldEn}`],
    ['2.3. Kvalifikaciją suteikusi institucija', 'Institution awarding the qualification', `${uni.lt} / ${uni.en}`],
    ['3.1. Kvalifikacijos lygis', 'Level of qualification', `${prog.cycleLt} / ${prog.cycleEn}`],
    ['3.2. Studijų trukmė', 'Official length of programme', `${years} m. / ${years} years (${years * 60} ECTS)`],
    ['3.3. Studijų pradžia', 'Start of studies', `${entry}-09-01`],
  ];
  let y = 146;
  for (const [lt, en, v] of kv) {
    if (below) {
      pdf.text(`${lt} / ${en}`, L, y, { font: F.italic, size: 7.5, color: '#444444' });
      pdf.text(v, L + 14, y + 10, { font: F.bold, size: 9.5, width: W - 14, fit: true });
      y += 25;
    } else {
      const w = pdf.text(`${lt} / ${en}: `, L, y, { font: F.regular, size: 8 });
      pdf.text(v, L + w, y, { font: F.bold, size: 8.5, width: W - w, fit: true });
      y += 14;
    }
  }
  y += 6;
  pdf.text('4.3. Studijų programos turinys ir rezultatai / Programme details and results', L, y, { font: F.bold, size: 9 });
  y += 14;
  const cols: Column[] = [
    { label: ['Eil.', 'No.'], width: 26, align: 'center' },
    { label: ['Studijų dalyko pavadinimas', 'Course unit title'], width: W - 26 - 56 - 90, wrap: true },
    { label: ['Kreditai', 'ECTS credits'], width: 56, align: 'center' },
    { label: ['Įvertinimas', 'Grade'], width: 90, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['grid', 'rows'] as const), repeatHeader: rng.bool(0.5), top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 10;
  pdf.text(`Iš viso kreditų / Total credits: ${total}`, L, y, { font: F.bold, size: 8.5 });
  pdf.text(`Svertinis vidurkis / Weighted average grade: ${mean.replace('.', ',')}`, L, y + 13, { font: F.bold, size: 8.5 });
  pdf.para('Vertinimo sistema / Grading scale: 10 (puikiai / excellent) … 5 (silpnai / sufficient); 4–1 nepatenkinamai / fail.', L, y + 28, W, { font: F.regular, size: 7.5 });
  pdf.text(`Išdavimo data / Date of issue: ${dateLt(issued)}`, L, y + 48, { font: F.regular, size: 8.5 });
  pdf.text('Rektorius / Rector', L, y + 78, { font: F.bold, size: 9 });
  pdf.signature(L + 100, y + 66, 100, rng);
  pdf.seal(L + W - 60, y + 74, 28, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shownFamily, 'qualification.name': `${prog.lt} / ${prog.en}`, 'qualification.dateOfIssue': dateLt(issued), 'qualification.cgpa': mean.replace('.', ','),
      'qualification.programDuration': `${years} years`,
    },
  };
}

export const families: Family[] = [
  {
    id: 'nb-lt-diplomo-priedelis',
    country: 'LT',
    languages: ['lt', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Lithuanian diploma supplement (Diplomo priedėlis / Diploma Supplement), Lithuanian and English: the numbered Diploma Supplement sections (1.1 Pavardė, 1.2 Vardas, 1.3 Gimimo data yyyy-mm-dd, 1.4 student code, 2.1 "Verslo vadybos bakalauras / Bachelor of Business Management", 2.3 institution, 3.1 cycle), feminine surnames (-aitė, -ienė), study units by semester with ECTS credits and the 10-point grade (with its word "9 (labai gerai)" in some), total credits, the weighted average with a decimal comma and the date of issue "2021 m. birželio 18 d."; after the EU/CoE/UNESCO Diploma Supplement model and Lithuanian recognition guides.',
    render,
  },
];
