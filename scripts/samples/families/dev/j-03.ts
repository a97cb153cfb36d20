/**
 * Diploma supplement of a Faroese higher-education institution, in Faroese with English under or beside every
 * caption, over two or three A4 pages: the institution's name (printed in Faroese only) with its Tórshavn address,
 * FO postcode and .fo domain; the eight numbered sections of the European model — 1 the holder (1.1 family name,
 * 1.2 given names, 1.3 date of birth as "dd.mm.yyyy", 1.4 student number), 2 the qualification (2.1 the degree in
 * Faroese and English, 2.2 the main field, 2.3 the institution, 2.5 the languages), 3 its level and length, 4 the
 * contents and results (the course record by semester "Heyst 2019" / "Vár 2020" with code, the title in Faroese
 * over its English rendering or both on one line with " / ", ECTS with a decimal comma on some, and the Danish
 * seven-step grade 12, 10, 7, 4, 02, 00, -3 or "Staðið" for pass/fail units; the grading scale, the weighted
 * average with a decimal comma), 5 function, 6 additional information, 7 certification (the date of award, the
 * place and date of issue), 8 the national higher-education system; running page numbers. As the islands'
 * higher-education institutions publish their supplements and their use of the seven-step scale.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, comma, iso, jPerson, jResult, otherName, sample } from './j-kit';

const INSTITUTES = [
  { name: 'Føroya Tøkniháskúli', street: 'Jónas Broncks gøta 25', post: 'FO-100 Tórshavn', host: 'ftk.fo' },
  { name: 'Háskúlin í Norðuratlantshavi', street: 'Vestara Bryggja 15', post: 'FO-100 Tórshavn', host: 'hna.fo' },
];
interface Unit { code: string; fo: string; en: string; ects: number }
const PROGS: Array<{ fo: string; en: string; name: string; level: 'Bachelor' | 'Master'; fieldFo: string; field: string; years: number; cycle: string; units: Unit[] }> = [
  {
    fo: 'Bachelor í alivinnu', en: 'Bachelor of Science in Aquaculture', name: 'Bachelor of Science', level: 'Bachelor', fieldFo: 'Alivinna', field: 'Aquaculture', years: 3, cycle: 'Fyrsta stig / First cycle (EQF 6)',
    units: [
      { code: 'ALI101', fo: 'Inngangur til alivinnu', en: 'Introduction to Aquaculture', ects: 10 }, { code: 'LÍV110', fo: 'Sjóvarlívfrøði', en: 'Marine Biology', ects: 10 }, { code: 'STØ120', fo: 'Støddfrøði fyri náttúruvísindi', en: 'Mathematics for Natural Sciences', ects: 10 },
      { code: 'EVN130', fo: 'Evnafrøði', en: 'Chemistry', ects: 7.5 }, { code: 'FIS140', fo: 'Fiskalívfrøði', en: 'Fish Biology', ects: 7.5 }, { code: 'HAG150', fo: 'Hagfrøði', en: 'Statistics', ects: 7.5 },
      { code: 'ALI201', fo: 'Fóðring og vøkstur', en: 'Feeding and Growth', ects: 10 }, { code: 'ALI210', fo: 'Fiskasjúkur', en: 'Fish Diseases', ects: 10 }, { code: 'UMH220', fo: 'Umhvørvisárin av alivinnu', en: 'Environmental Impact of Aquaculture', ects: 7.5 },
      { code: 'BÚS230', fo: 'Vinnubúskapur', en: 'Business Economics', ects: 7.5 }, { code: 'SJÓ240', fo: 'Sjófrøði', en: 'Oceanography', ects: 7.5 }, { code: 'ALI250', fo: 'Tøkni í alistøðum', en: 'Fish Farm Technology', ects: 7.5 },
      { code: 'ALI301', fo: 'Lúsastýring', en: 'Sea Lice Management', ects: 7.5 }, { code: 'VIS310', fo: 'Vísindaligur háttalag', en: 'Scientific Method', ects: 5 }, { code: 'ALI320', fo: 'Vinnuvenjing', en: 'Industry Placement', ects: 15 },
      { code: 'BSC390', fo: 'Bachelorverkætlan', en: 'Bachelor Project', ects: 15 },
    ],
  },
  {
    fo: 'Bachelor í ritbúnaðarverkfrøði', en: 'Bachelor of Engineering in Software Engineering', name: 'Bachelor of Engineering', level: 'Bachelor', fieldFo: 'Ritbúnaðarverkfrøði', field: 'Software Engineering', years: 3, cycle: 'Fyrsta stig / First cycle (EQF 6)',
    units: [
      { code: 'KT101', fo: 'Forritan 1', en: 'Programming 1', ects: 10 }, { code: 'KT102', fo: 'Forritan 2', en: 'Programming 2', ects: 10 }, { code: 'STØ110', fo: 'Diskret støddfrøði', en: 'Discrete Mathematics', ects: 7.5 },
      { code: 'STØ120', fo: 'Linjer algebra', en: 'Linear Algebra', ects: 7.5 }, { code: 'KT130', fo: 'Telduskipanir', en: 'Computer Systems', ects: 7.5 }, { code: 'KT140', fo: 'Dátugrunnar', en: 'Databases', ects: 7.5 },
      { code: 'KT201', fo: 'Dátubygnaður og algoritmur', en: 'Data Structures and Algorithms', ects: 10 }, { code: 'KT210', fo: 'Netverk', en: 'Computer Networks', ects: 7.5 }, { code: 'KT220', fo: 'Ritbúnaðarmenning', en: 'Software Development', ects: 10 },
      { code: 'KT230', fo: 'Vevforritan', en: 'Web Programming', ects: 7.5 }, { code: 'KT240', fo: 'KT-trygd', en: 'IT Security', ects: 7.5 }, { code: 'KT250', fo: 'Brúkaraflatur', en: 'User Interfaces', ects: 7.5 },
      { code: 'KT301', fo: 'Verkætlanarleiðsla', en: 'Project Management', ects: 5 }, { code: 'KT310', fo: 'Skýggjaskipanir', en: 'Cloud Systems', ects: 7.5 }, { code: 'KT320', fo: 'Vinnuvenjing', en: 'Industry Placement', ects: 15 },
      { code: 'KT390', fo: 'Bachelorverkætlan', en: 'Bachelor Project', ects: 15 },
    ],
  },
  {
    fo: 'Master í sjóvinnuleiðslu', en: 'Master of Science in Maritime Management', name: 'Master of Science', level: 'Master', fieldFo: 'Sjóvinnuleiðsla', field: 'Maritime Management', years: 2, cycle: 'Annað stig / Second cycle (EQF 7)',
    units: [
      { code: 'SJL501', fo: 'Sjórættur', en: 'Maritime Law', ects: 7.5 }, { code: 'SJL510', fo: 'Skipabúskapur', en: 'Shipping Economics', ects: 7.5 }, { code: 'SJL520', fo: 'Havnaleiðsla', en: 'Port Management', ects: 7.5 },
      { code: 'SJL530', fo: 'Granskingarháttir', en: 'Research Methods', ects: 7.5 }, { code: 'SJL540', fo: 'Trygd til skips', en: 'Maritime Safety', ects: 7.5 }, { code: 'SJL550', fo: 'Flutningskeðjur', en: 'Supply Chains', ects: 7.5 },
      { code: 'SJL560', fo: 'Umhvørvisleiðsla', en: 'Environmental Management', ects: 7.5 }, { code: 'SJL570', fo: 'Fíggjarleiðsla', en: 'Financial Management', ects: 7.5 }, { code: 'SJL580', fo: 'Strategisk leiðsla', en: 'Strategic Management', ects: 7.5 },
      { code: 'SJL590', fo: 'Arktisk sigling', en: 'Arctic Shipping', ects: 7.5 }, { code: 'SJL600', fo: 'Masterritgerð', en: 'Master Thesis', ects: 30 },
    ],
  },
];
const SCALE = ['12', '10', '7', '4', '02'];

function grade(rng: Rng, ability: number): string {
  return SCALE[Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 1.1)))];
}

async function render(rng: Rng) {
  const p = jPerson(rng, 'FO');
  const inst = rng.pick(INSTITUTES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2021);
  const end = start + prog.years;
  const dob = iso(start - rng.int(19, 26), rng.int(1, 12), rng.int(1, 28));
  const awarded = iso(end, 6, rng.int(10, 28));
  const issued = addDays(awarded, rng.int(0, 90));
  const sno = `${String(start).slice(2)}${digits(rng, 4)}`;
  const showNumber = rng.bool(0.6);
  const F = rng.pick([SANS[0], SANS[2], SERIF[1]]);
  const ability = rng.float(0, 3.5);
  const oneLine = rng.bool(0.4);
  const decimalEcts = rng.bool(0.5);
  const r = jResult('fo', p.given, p.family, dob);
  setInstitution(r, inst.name, 'FO');

  // Units by semester: the programme's list in order, about 30 ECTS a semester.
  const semesters = prog.years * 2;
  const units = prog.units;
  const per = Math.ceil(units.length / semesters);
  const rows: Array<{ sem: string; u: Unit; g: string }> = [];
  let sum = 0;
  let ects = 0;
  units.forEach((u, i) => {
    const s = Math.min(semesters - 1, Math.floor(i / per));
    const y = start + Math.floor((s + 1) / 2);
    const sem = s % 2 === 0 ? `Heyst ${y}` : `Vár ${y}`;
    // Placements are assessed pass/fail ("Staðið"); a supplement lists only the passed attempt of a unit.
    const passFail = u.en === 'Industry Placement';
    const g = passFail ? 'Staðið' : grade(rng, ability);
    rows.push({ sem, u, g });
    ects += u.ects;
    if (!passFail) sum += Number(g) * u.ects;
  });
  const graded = rows.filter((x) => x.g !== 'Staðið').reduce((a, x) => a + x.u.ects, 0);
  const avg = (sum / graded).toFixed(1);
  for (const x of rows) r.courses.push(course({ courseNumber: x.u.code, courseName: x.u.en, credit: x.u.ects, grade: x.g, term: x.sem.split(' ')[0], year: Number(x.sem.split(' ')[1]) }));
  Object.assign(r.qualification, {
    registrationNumber: showNumber ? sno : null, name: prog.name, level: prog.level, program: null, majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: end, status: 'Completed', programDuration: String(prog.years), dateOfIssue: issued,
    cgpa: avg, totalCreditsOrMarks: String(ects),
  });

  const pdf = new Pdf({ size: A4, title: 'Diplomaískoyti — Diploma Supplement', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const c = rng.pick(['#123c69', '#3b3b3b', '#6d2e46']);
  const bottom = pdf.height - 60;
  const header = () => {
    pdf.text(inst.name, L, 30, { font: F.bold, size: 12, color: c });
    pdf.text(`${inst.street}, ${inst.post}, Føroyar  ·  www.${inst.host}`, L, 46, { font: F.regular, size: 8, color: '#444444' });
    pdf.line(L, 60, L + W, 60, 0.8, c);
  };
  header();
  pdf.text('DIPLOMAÍSKOYTI', L, 74, { font: F.bold, size: 15, width: W, align: 'center', cs: 1.5 });
  pdf.text('DIPLOMA SUPPLEMENT', L, 93, { font: F.italic, size: 10, width: W, align: 'center' });
  let y = 114;
  y += pdf.para('Hetta diplomaískoytið fylgir leistinum, sum Evroparáðið, UNESCO/CEPES og Evropeiska Nevndin hava gjørt. / This Diploma Supplement follows the model developed by the European Commission, Council of Europe and UNESCO/CEPES.', L, y, W, { font: F.italic, size: 7.5, leading: 9.5, color: '#555555' }) + 8;
  const newPageIfNeeded = (h: number) => {
    if (y + h <= bottom) return;
    pdf.addPage();
    header();
    y = 74;
  };
  const section = (t: string) => {
    newPageIfNeeded(40);
    pdf.fill(L, y, W, 15, '#e9edf1');
    pdf.text(t, L + 4, y + 3.5, { font: F.bold, size: 9, width: W - 8, fit: true });
    y += 20;
  };
  const field = (num: string, fo: string, en: string, value: string) => {
    newPageIfNeeded(26);
    pdf.text(`${num}  ${fo} / ${en}`, L, y, { font: F.regular, size: 7.5, color: '#555555' });
    y += 10;
    y += pdf.para(value, L + 18, y, W - 18, { font: F.bold, size: 9.5, leading: 12 }) + 4;
  };
  section('1.  UPPLÝSINGAR UM PRÓGVHAVARAN / INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  field('1.1', 'Eftirnavn', 'Family name', p.family);
  field('1.2', 'Fornavn', 'Given name(s)', p.given);
  field('1.3', 'Føðingardagur', 'Date of birth', `${String(Number(dob.slice(8))).padStart(2, '0')}.${dob.slice(5, 7)}.${dob.slice(0, 4)}`);
  if (showNumber) field('1.4', 'Lesandanummar', 'Student identification number', sno);
  section('2.  UPPLÝSINGAR UM PRÓGVIÐ / INFORMATION IDENTIFYING THE QUALIFICATION');
  field('2.1', 'Heiti á prógvi', 'Name of qualification', `${prog.fo} / ${prog.en}`);
  field('2.2', 'Høvuðsevni', 'Main field(s) of study', `${prog.fieldFo} / ${prog.field}`);
  field('2.3', 'Navn á lærustovni', 'Name and status of awarding institution', `${inst.name}, almennur lærustovnur / public institution`);
  field('2.5', 'Undirvísingarmál', 'Language(s) of instruction', 'Føroyskt og enskt / Faroese and English');
  section('3.  STIG OG LONGD / LEVEL AND LENGTH OF THE QUALIFICATION');
  field('3.1', 'Stig', 'Level', prog.cycle);
  field('3.2', 'Vanlig longd', 'Official length of programme', `${prog.years} ár / ${prog.years} years`);
  field('3.3', 'Inntøkukrøv', 'Access requirements', prog.level === 'Master' ? 'Bachelorprógv á viðkomandi øki / A relevant bachelor\'s degree' : 'Studentsprógv ella líknandi / Upper secondary school leaving certificate or equivalent');
  section('4.  INNIHALD OG ÚRSLIT / CONTENTS AND RESULTS GAINED');
  field('4.1', 'Lestrarháttur', 'Mode of study', 'Fulltíð / Full-time');
  field('4.2', 'Byrjaði', 'Commenced', `Heyst ${start} / Autumn ${start}`);
  newPageIfNeeded(40);
  pdf.text('4.3  Lestrarskrá og úrslit / Programme details and the individual grades obtained', L, y, { font: F.regular, size: 7.5, color: '#555555' });
  y += 12;
  const cols = [{ fo: 'Misseri', en: 'Semester', w: 62 }, { fo: 'Kóði', en: 'Code', w: 52 }, { fo: 'Lestrarevni', en: 'Course title', w: W - 62 - 52 - 44 - 52 }, { fo: 'ECTS', en: 'ECTS', w: 44 }, { fo: 'Karakter', en: 'Grade', w: 52 }];
  const head = () => {
    pdf.fill(L, y, W, 22, '#f0f0f0');
    let x = L;
    for (const col of cols) {
      pdf.text(col.fo, x + 3, y + 2, { font: F.bold, size: 7.5 });
      pdf.text(col.en, x + 3, y + 11, { font: F.italic, size: 7 });
      x += col.w;
    }
    y += 24;
  };
  head();
  for (const x of rows) {
    const h = oneLine ? 11 : 19;
    if (y + h > bottom) {
      pdf.addPage();
      header();
      y = 74;
      head();
    }
    let cx = L;
    const ectsText = decimalEcts ? comma(x.u.ects, 1) : String(x.u.ects).replace('.', ',');
    const cells = [x.sem, x.u.code, '', ectsText, x.g];
    cells.forEach((t, i) => {
      if (t) pdf.text(t, cx + 3, y + 1, { font: F.regular, size: 8, width: cols[i].w - 6, align: i >= 3 ? 'center' : 'left' });
      cx += cols[i].w;
    });
    const tx = L + cols[0].w + cols[1].w + 3;
    if (oneLine) pdf.text(`${x.u.fo} / ${x.u.en}`, tx, y + 1, { font: F.regular, size: 8, width: cols[2].w - 6, fit: true });
    else {
      pdf.text(x.u.fo, tx, y + 1, { font: F.regular, size: 8, width: cols[2].w - 6, fit: true });
      pdf.text(x.u.en, tx, y + 10, { font: F.italic, size: 7.2, color: '#444444', width: cols[2].w - 6, fit: true });
    }
    y += h;
    pdf.line(L, y - 1, L + W, y - 1, 0.3, '#bbbbbb');
  }
  y += 6;
  pdf.text(`Tilsamans / Total: ${comma(ects, ects % 1 ? 1 : 0)} ECTS`, L, y, { font: F.bold, size: 9 });
  y += 16;
  field('4.4', 'Karakterskipan', 'Grading scheme', '7-stigs skalan / seven-step scale: 12 framúrskarandi / excellent, 10 sera góð / very good, 7 góð / good, 4 nøktandi / fair, 02 tolandi / adequate, 00 ikki nøktandi / inadequate, -3 ófullgott / unacceptable. Staðið / Passed: pass/fail assessment.');
  field('4.5', 'Miðaltal', 'Overall classification (weighted average)', `${comma(Number(avg), 1)}`);
  section('5.  UPPLÝSINGAR UM NÝTSLU AV PRÓGVINUM / INFORMATION ON THE FUNCTION OF THE QUALIFICATION');
  field('5.1', 'Atgongd til víðari lestur', 'Access to further study', prog.level === 'Master' ? 'Atgongd til ph.d.-lestur / Access to doctoral studies' : 'Atgongd til masterlestur / Access to master\'s programmes');
  section('6.  AÐRAR UPPLÝSINGAR / ADDITIONAL INFORMATION');
  field('6.1', 'Aðrar upplýsingar', 'Additional information', rng.bool() ? 'Eingin / None' : 'Vinnuvenjingin varð tikin á føroyskum virki / The industry placement was completed with a Faroese employer');
  section('7.  VÁTTAN / CERTIFICATION OF THE SUPPLEMENT');
  const awardText = `${Number(awarded.slice(8))}.${Number(awarded.slice(5, 7))}.${awarded.slice(0, 4)}`;
  field('7.1', 'Prógvið latið', 'Date of award', awardText);
  field('7.2', 'Staður og dagfesting', 'Place and date of issue', `Tórshavn, ${Number(issued.slice(8))}.${Number(issued.slice(5, 7))}.${issued.slice(0, 4)}`);
  newPageIfNeeded(60);
  pdf.signature(L + 20, y + 4, 110, rng);
  pdf.text(`${otherName(rng, 'FO', p.family)}, rektari / rector`, L, y + 30, { font: F.regular, size: 8.5 });
  pdf.seal(L + W - 60, y + 20, 24, c);
  y += 54;
  section('8.  UPPLÝSINGAR UM TAÐ FØROYSKA HÁSKÚLAKERVIÐ / THE NATIONAL HIGHER EDUCATION SYSTEM');
  newPageIfNeeded(40);
  y += pdf.para('Hægri útbúgving í Føroyum fylgir Bologna-skipanini: bachelorlestur (180 ECTS), masterlestur (120 ECTS) og ph.d.-lestur. / Higher education in the Faroe Islands follows the Bologna structure of bachelor, master and doctoral degrees.', L, y, W, { font: F.regular, size: 8, leading: 10 });
  const n = pdf.pageCount;
  for (let k = 1; k <= n; k++) {
    pdf.switchTo(k);
    pdf.text(`Síða / Page ${k} / ${n}`, L, pdf.height - 34, { font: F.regular, size: 7.5, width: W, align: 'right', color: '#555555' });
  }
  const printed: Record<string, string> = {
    'candidate.fullName': p.family, 'candidate.dateOfBirth': `${dob.slice(8)}.${dob.slice(5, 7)}.${dob.slice(0, 4)}`,
    'qualification.dateOfIssue': `${Number(issued.slice(8))}.${Number(issued.slice(5, 7))}.${issued.slice(0, 4)}`,
    'qualification.name': prog.en, 'qualification.cgpa': comma(Number(avg), 1),
    'qualification.totalCreditsOrMarks': comma(ects, ects % 1 ? 1 : 0),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-03-record',
    country: 'FO',
    languages: ['fo', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Faroese diploma supplement over 2-3 pages, Faroese captions with English: the institution (Faroese name only) in Tórshavn with FO postcode and .fo; numbered sections 1-8 (family and given names apart, dd.mm.yyyy birth date, optional student number; degree in Faroese / English, field, level and length; course record by semester Heyst/Vár with code, the title over its English rendering or "fo / en", ECTS with decimal comma, seven-step grades 12-02 or Staðið; weighted average with a comma; date of award, place and date of issue).',
    render,
  },
];
