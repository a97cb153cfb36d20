/**
 * Transcript of a master's programme at a Nordic island university of applied sciences, in Swedish with English after a
 * slash: the institution's name and its Mariehamn address with the AX- postcode and "Åland"; "STUDIEUTDRAG / TRANSCRIPT
 * OF RECORDS"; the student's block (name, student number and the birth date in "d.m.yyyy" on some, the degree in Swedish
 * and English, the degree programme, the date of admission on some); the course list with codes, titles printed in
 * Swedish and English on one line ("Säkerhetsledning / Safety Management"), credits in "sp" and grades 1-5 or "G"
 * (godkänd); a thesis line ("Examensarbete / Master's Thesis", 30 sp, a grade or "pågår / in progress") with the
 * thesis's title on the line under it, which is no course; the total credits and the weighted average; the degree's
 * completion date or nothing; the place and date ("Mariehamn 20.6.2023") and the study office's signature. As Nordic
 * universities of applied sciences describe their transcripts of higher (master's) degrees.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dPerson, dResult, iso, otherName, sample } from './d-kit';

const SCHOOLS = [
  { name: 'Ålands yrkeshögskola för sjöfart och teknik', street: 'Neptunigatan 17' },
  { name: 'Mariehamns högskola för ekonomi och teknik', street: 'Strandgatan 4' },
];
const PROGS = [
  {
    sv: 'Högre yrkeshögskoleexamen inom teknik', en: 'Master of Engineering', major: 'Maritime Management', pre: 'MM',
    courses: [['Säkerhetsledning', 'Safety Management'], ['Sjörätt', 'Maritime Law'], ['Hamnlogistik', 'Port Logistics'], ['Fartygsekonomi', 'Ship Economics'], ['Miljöteknik till sjöss', 'Marine Environmental Technology'], ['Forskningsmetodik', 'Research Methods'], ['Ledarskap och organisation', 'Leadership and Organisation'], ['Riskanalys', 'Risk Analysis'], ['Energieffektiva fartyg', 'Energy Efficient Ships']],
    theses: ['Säkerhetskultur ombord på passagerarfartyg i skärgårdstrafik', 'Digital dokumentation av underhåll på mindre lastfartyg', 'Utsläppsminskning i färjetrafiken mellan öarna'],
  },
  {
    sv: 'Högre yrkeshögskoleexamen inom företagsekonomi', en: 'Master of Business Administration', major: 'Digital Business Development', pre: 'DA',
    courses: [['Strategisk ledning', 'Strategic Management'], ['Digital affärsutveckling', 'Digital Business Development'], ['Ekonomisk analys', 'Financial Analysis'], ['Hållbar turism', 'Sustainable Tourism'], ['Forskningsmetodik', 'Research Methods'], ['Förändringsledning', 'Change Management'], ['Marknadsföring i sociala medier', 'Social Media Marketing'], ['Projektledning', 'Project Management'], ['Dataanalys för beslutsfattare', 'Data Analysis for Decision Makers']],
    theses: ['Digitala kanaler i småföretagens export', 'Kundupplevelsen i öns besöksnäring', 'Hållbarhetsredovisning i familjeföretag'],
  },
];
const dmyDots = (d: string) => `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(0, 4)}`;

async function render(rng: Rng) {
  const p = dPerson(rng, 'AX');
  const sch = rng.pick(SCHOOLS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2023);
  const done = rng.bool(0.55);
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.55);
  const showAdmit = rng.bool(0.6);
  const dob = iso(start - rng.int(25, 38), rng.int(1, 12), rng.int(1, 28));
  const admitted = iso(start, 8, 1);
  const F = rng.pick([SANS[0], SANS[2], SANS[4]]);
  const ability = rng.float(2.6, 4.8);
  const no = `${start}${digits(rng, 4)}`;
  const r = dResult('sv', p.given, p.family, showDob ? dob : null);
  setInstitution(r, sch.name, 'AX');
  Object.assign(r.qualification, { name: prog.en, level: 'Master', majorOrSpecialization: prog.major, program: prog.major, registrationNumber: showNo ? no : null, yearOfAdmission: showAdmit ? start : null });

  const rows: Array<[string, string, string, string]> = [];
  let sp = 0;
  let weighted = 0;
  let graded = 0;
  const list = sample(rng, prog.courses, rng.int(7, 9));
  list.forEach(([sv, en], i) => {
    const code = `${prog.pre}-${1000 + (i + 1) * 11}`;
    const credit = rng.pick([5, 5, 5, 10]);
    const pf = i === list.length - 1 && rng.bool(0.5);
    const running = !done && i >= list.length - 2;
    const g = running ? null : pf ? 'G' : String(around(rng, ability, 0.8, 1, 5));
    rows.push([code, `${sv} / ${en}`, String(credit), g ?? '']);
    r.courses.push(course({ courseNumber: code, courseName: en, credit, grade: g }));
    if (g !== null) {
      sp += credit;
      if (g !== 'G') {
        weighted += Number(g) * credit;
        graded += credit;
      }
    }
  });
  const thesisGrade = done ? String(around(rng, ability, 0.7, 2, 5)) : null;
  const thesisTitle = rng.pick(prog.theses);
  r.courses.push(course({ courseNumber: `${prog.pre}-9000`, courseName: "Master's Thesis", credit: 30, grade: thesisGrade }));
  if (thesisGrade) {
    sp += 30;
    weighted += Number(thesisGrade) * 30;
    graded += 30;
  }
  const avg = (weighted / graded).toFixed(2);
  r.qualification.cgpa = avg;
  r.qualification.totalCreditsOrMarks = String(sp);
  const completed = done ? iso(start + 2, rng.int(5, 6), rng.int(1, 28)) : null;
  const issued = completed ? iso(start + 2, rng.int(8, 9), rng.int(1, 28)) : iso(start + 1, rng.int(9, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (completed) Object.assign(r.qualification, { yearOfCompletion: start + 2, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Studieutdrag', author: sch.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 52;
  const W = pdf.width - 104;
  const c = rng.pick(['#1b4f8a', '#155e63', '#5b2a86']);
  pdf.text(sch.name, L, 34, { font: F.bold, size: 13, color: c, width: W - 120, fit: true });
  pdf.text(`${sch.street}, AX-22100 Mariehamn, Åland`, L, 52, { font: F.regular, size: 8, color: '#555555' });
  pdf.text(`Utskriven ${dmyDots(issued)}`, L + W - 120, 36, { font: F.regular, size: 8, width: 120, align: 'right' });
  pdf.line(L, 66, L + W, 66, 1.2, c);
  pdf.text('STUDIEUTDRAG / TRANSCRIPT OF RECORDS', L, 78, { font: F.bold, size: 12.5, width: W });
  const kv: Array<[string, string]> = [['Namn / Name', `${p.family}, ${p.given}`]];
  if (showNo) kv.push(['Studerandenummer / Student number', no]);
  if (showDob) kv.push(['Födelsedatum / Date of birth', dmyDots(dob)]);
  kv.push(['Examen / Degree', `${prog.sv} / ${prog.en}`], ['Utbildningsprogram / Degree programme', prog.major]);
  if (showAdmit) kv.push(['Studierätt beviljad / Admitted', dmyDots(admitted)]);
  let y = 102;
  for (const [a, b] of kv) {
    pdf.text(a, L, y, { font: F.regular, size: 8, color: '#333333' });
    pdf.text(b, L + 170, y, { font: F.bold, size: 8.8, width: W - 170, fit: true });
    y += 13;
  }
  y += 12;
  const cx = [L, L + 62, L + W - 80, L + W - 36];
  pdf.fill(L, y, W, 16, '#e8edf3');
  ['Kod / Code', 'Studieavsnitt / Course', 'sp / ECTS', 'Vitsord / Grade'].forEach((h, i) => pdf.text(h, cx[i] + 2, y + 4, { font: F.bold, size: 7.5, width: i === 1 ? W - 150 : i === 0 ? 58 : 42, fit: true }));
  y += 20;
  for (const [code, title, credit, g] of rows) {
    pdf.text(code, cx[0] + 2, y, { font: F.regular, size: 8.3 });
    pdf.text(title, cx[1] + 2, y, { font: F.regular, size: 8.3, width: W - 150, fit: true });
    pdf.text(credit, cx[2] + 2, y, { font: F.regular, size: 8.3, width: 36, align: 'right' });
    pdf.text(g || 'pågår', cx[3] + 2, y, { font: F.regular, size: 8.3, width: 34, align: 'center', color: g ? '#000000' : '#777777' });
    y += 15;
  }
  pdf.line(L, y - 2, L + W, y - 2, 0.4, '#999999');
  y += 4;
  pdf.text(`${prog.pre}-9000`, cx[0] + 2, y, { font: F.bold, size: 8.3 });
  pdf.text("Examensarbete / Master's Thesis", cx[1] + 2, y, { font: F.bold, size: 8.3, width: W - 150 });
  pdf.text('30', cx[2] + 2, y, { font: F.bold, size: 8.3, width: 36, align: 'right' });
  pdf.text(thesisGrade ?? 'pågår / in progress', thesisGrade ? cx[3] + 2 : cx[3] - 60, y, { font: F.bold, size: 8.3, width: thesisGrade ? 34 : 94, align: thesisGrade ? 'center' : 'right' });
  pdf.text(`Titel / Title: ${thesisTitle}`, cx[1] + 2, y + 13, { font: F.italic, size: 8, width: W - 150, fit: true, color: '#333333' });
  y += 34;
  pdf.line(L, y, L + W, y, 0.8, c);
  y += 8;
  pdf.text(`Avlagda studiepoäng totalt / Total credits completed: ${sp} sp`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Viktat medeltal / Weighted average: ${comma(Number(avg), 2)}`, L, y + 14, { font: F.bold, size: 9 });
  pdf.text(completed ? `Examen avlagd / Degree completed: ${dmyDots(completed)}` : 'Examen ej avlagd / Degree not yet completed', L, y + 28, { font: F.regular, size: 9 });
  y += 48;
  pdf.text('Vitsordsskala / Grading scale: 5 utmärkt / excellent, 4-3 goda / good, 2-1 nöjaktiga / satisfactory, G godkänd / pass. 1 sp = 1 ECTS.', L, y, { font: F.italic, size: 7.5, width: W, fit: true, color: '#444444' });
  y += 40;
  pdf.text(`Mariehamn ${dmyDots(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 170, y + 4, 120, rng);
  pdf.text(otherName(rng, 'AX', p.family), L + W - 200, y + 16, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.text('Studiebyrån / Student Services', L + W - 200, y + 28, { font: F.italic, size: 8, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family}, ${p.given}`, 'qualification.dateOfIssue': dmyDots(issued), 'qualification.cgpa': comma(Number(avg), 2) };
  if (showDob) printed['candidate.dateOfBirth'] = dmyDots(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-03-record',
    country: 'AX',
    languages: ['sv', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Master\'s transcript of a Nordic island university of applied sciences in Swedish with English after a slash: AX- postcode address, STUDIEUTDRAG / TRANSCRIPT OF RECORDS, surname-first name, optional student number, d.m.yyyy birth date and admission date; degree in Swedish and English; courses with codes, Swedish / English titles on one line, sp credits, grades 1-5 or G; a thesis line (30 sp, a grade or in progress) with the thesis title under it; total credits, weighted average with a decimal comma, completion date or not yet, grading scale, place and date.',
    render,
  },
];
