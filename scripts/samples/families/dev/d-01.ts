/**
 * Transcript of records of an Aruban school of higher professional education, in Dutch with English captions after a
 * slash: the school's name and its Oranjestad address with "Aruba"; "CIJFERLIJST / TRANSCRIPT OF RECORDS"; the
 * student's block (name as "SURNAME, Given", the student number and the birth date on some, the programme — "Bachelor
 * of Science in <field>" — and the month of enrolment on some); the course table with a band per study year ("Studiejaar
 * 2 — 2020-2021"), code, Dutch title, credits (EC) and the mark on the 1-10 scale with half points ("7,5"), "V" (voldaan)
 * for an internship, rows shaded alternately; courses of the running year without a mark; the weighted average and the
 * total credits; the examination date or nothing when the study runs on; and a grading legend printed at the end of the
 * page, under the table, before the signature and the place and date of issue. As Dutch-Caribbean institutions on the
 * Dutch 10-point scale describe their transcripts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dPerson, dResult, dTable, iso, legend, longDate, otherName, sample, zebra, type DRow } from './d-kit';

const SCHOOLS = [
  { name: 'Hogeschool Oranjestad voor Economie en Bestuur', street: 'Wilhelminastraat 41' },
  { name: 'Caribisch Instituut voor Toegepaste Wetenschappen', street: 'L.G. Smith Boulevard 112' },
];
const PROGS = [
  { field: 'Accountancy', pre: 'ACC', courses: ['Financiële administratie', 'Kostprijscalculatie', 'Belastingrecht', 'Controleleer', 'Bedrijfseconomie', 'Management accounting', 'Externe verslaggeving', 'Auditing', 'Informatiesystemen', 'Ondernemingsrecht', 'Statistiek', 'Ethiek in de accountancy'] },
  { field: 'Hospitality Management', pre: 'HOS', courses: ['Inleiding gastvrijheid', 'Front office', 'Voedsel en drank', 'Toerisme in het Caribisch gebied', 'Marketing', 'Personeelsbeleid', 'Revenue management', 'Evenementenorganisatie', 'Duurzaam toerisme', 'Financieel management', 'Communicatie', 'Spaans voor de horeca'] },
  { field: 'Public Administration', pre: 'BSK', courses: ['Staatsrecht', 'Bestuursrecht', 'Inleiding bestuurskunde', 'Overheidsfinanciën', 'Beleidsanalyse', 'Sociologie', 'Economie', 'Onderzoeksmethoden', 'Projectmanagement', 'Internationale betrekkingen', 'Publiek management', 'Schrijfvaardigheid'] },
];
const GENERAL = ['Nederlands', 'Engels', 'Papiaments', 'Wiskunde', 'ICT-vaardigheden', 'Studieloopbaanbegeleiding'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'AW');
  const sch = rng.pick(SCHOOLS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2014, 2021);
  const done = rng.bool(0.55);
  const years = done ? 4 : rng.int(2, 3);
  const showDob = rng.bool(0.55);
  const showNo = rng.bool(0.6);
  const showEnrol = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SANS[3]]);
  const ability = rng.float(6, 8.8);
  const no = `${String(start).slice(2)}${digits(rng, 4)}`;
  const r = dResult('nl', p.given, p.family, showDob ? dob : null);
  setInstitution(r, sch.name, 'AW');
  const program = `Bachelor of Science in ${prog.field}`;
  // The record runs from its first study year, whose band prints the academic year: that year is the admission's (README, yearOfAdmission), enrolment month printed or not.
  Object.assign(r.qualification, { name: 'Bachelor of Science', level: 'Bachelor', program, majorOrSpecialization: prog.field, registrationNumber: showNo ? no : null, yearOfAdmission: start });

  const pool = [...sample(rng, GENERAL, 4), ...sample(rng, prog.courses, prog.courses.length)];
  const rows: DRow[] = [];
  let credits = 0;
  let weighted = 0;
  let graded = 0;
  let k = 0;
  for (let y = 1; y <= years; y++) {
    const session = `${start + y - 1}-${start + y}`;
    rows.push({ cells: [], band: `Studiejaar ${y} — ${session}` });
    const running = !done && y === years;
    const n = y === 4 ? 4 : 5;
    for (let i = 0; i < n; i++) {
      const name = pool[k++ % pool.length] + (k > pool.length ? ' II' : '');
      const code = `${prog.pre}${y}${String(i + 1).padStart(2, '0')}`;
      const ec = rng.pick([6, 7.5, 7.5, 9, 10]);
      const mark = running && i >= 2 ? null : around(rng, ability, 1, 6, 10, 0.5);
      rows.push({ cells: [code, name, String(ec).replace('.', ','), mark === null ? '—' : comma(mark, 1)] });
      r.courses.push(course({ courseNumber: code, courseName: name, credit: ec, grade: mark === null ? null : comma(mark, 1), term: `Studiejaar ${y}`, session }));
      if (mark !== null) {
        credits += ec;
        weighted += mark * ec;
        graded += ec;
      }
    }
    if (!running && (y === 3 || y === years)) {
      const code = `${prog.pre}${y}90`;
      rows.push({ cells: [code, 'Stage', '15', 'V'] });
      r.courses.push(course({ courseNumber: code, courseName: 'Stage', credit: 15, grade: 'V', term: `Studiejaar ${y}`, session }));
      credits += 15;
    }
  }
  const avg = (Math.round((weighted / graded) * 10) / 10).toFixed(1);
  r.qualification.cgpa = avg;
  r.qualification.totalCreditsOrMarks = String(credits);
  const exam = done ? iso(start + 4, rng.int(6, 7), rng.int(1, 28)) : null;
  const issued = exam ? iso(start + 4, rng.int(8, 11), rng.int(1, 28)) : iso(start + years - 1, rng.int(2, 5), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (exam) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Cijferlijst', author: sch.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 48;
  const W = pdf.width - 96;
  const c = rng.pick(['#00549f', '#0f6b5c', '#7a1f2b']);
  pdf.fill(0, 0, pdf.width, 8, c);
  pdf.text(sch.name, L, 28, { font: F.bold, size: 14, color: c, width: W, fit: true });
  pdf.text(`${sch.street} · Oranjestad · Aruba · tel. +297 58${digits(rng, 5)}`, L, 47, { font: F.regular, size: 8, color: '#444444' });
  pdf.line(L, 62, L + W, 62, 1, c);
  pdf.text('CIJFERLIJST / TRANSCRIPT OF RECORDS', L, 74, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [['Naam / Name', `${p.family.toUpperCase()}, ${p.given}`]];
  if (showNo) kv.push(['Studentnummer / Student no.', no]);
  if (showDob) kv.push(['Geboortedatum / Date of birth', longDate(dob, 'nl')]);
  kv.push(['Opleiding / Programme', program]);
  if (showEnrol) kv.push(['Ingeschreven / Enrolled', `september ${start}`]);
  let y = 100;
  kv.forEach(([a, b]) => {
    pdf.text(a, L, y, { font: F.regular, size: 8.5, color: '#333333' });
    pdf.text(b, L + 150, y, { font: F.bold, size: 9, width: W - 150, fit: true });
    y += 14;
  });
  y += 8;
  const cols = [
    { label: ['Code'], width: 62 },
    { label: ['Onderdeel', 'Course unit'], width: W - 62 - 60 - 70 },
    { label: ['EC'], width: 60, align: 'right' as const },
    { label: ['Cijfer', 'Mark'], width: 70, align: 'center' as const },
  ];
  const rowH = 13.5;
  const head = 2 * 8.5 * 1.2 + 5;
  const body = rows.map((row) => row.band === undefined);
  let shade = 0;
  body.forEach((isBody, i) => {
    if (isBody && shade++ % 2 === 1) zebra(pdf, L, y + head + i * rowH, W, rowH, 1, '#e3e9f1');
  });
  y = dTable(pdf, F, L, y, cols, rows, { size: 8.5, rowH, ruling: 'none', fill: '#dde3ea', bandFill: '#c9d3de' }) + 10;
  pdf.text(`Gewogen gemiddelde / Weighted average: ${comma(Number(avg), 1)}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Totaal behaalde studiepunten / Total credits earned: ${comma(credits, credits % 1 ? 1 : 0)} EC`, L, y + 14, { font: F.bold, size: 9 });
  pdf.text(exam ? `Datum examen / Date of final examination: ${longDate(exam, 'nl')}` : 'Studie nog niet afgerond / Studies in progress', L, y + 28, { font: F.regular, size: 9 });
  y += 50;
  y += legend(pdf, F, L, y, W, 'Beoordelingsschaal / Grading scale', [
    ['10', 'uitmuntend / outstanding'], ['9', 'zeer goed / very good'], ['8', 'goed / good'], ['7', 'ruim voldoende / more than satisfactory'],
    ['6', 'voldoende / satisfactory (pass)'], ['5', 'bijna voldoende / fail'], ['1-4', 'onvoldoende / fail'], ['V', 'voldaan / requirement met'],
  ]) + 30;
  pdf.signature(L + 4, y, 120, rng);
  pdf.text(otherName(rng, 'AW', p.family), L, y + 12, { font: F.regular, size: 8.5 });
  pdf.text('Examencommissie / Examination board', L, y + 24, { font: F.italic, size: 8 });
  pdf.text(`Oranjestad, ${longDate(issued, 'nl')}`, L + W - 200, y + 12, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family}, ${p.given}`, 'qualification.dateOfIssue': longDate(issued, 'nl'), 'qualification.cgpa': comma(Number(avg), 1), 'qualification.totalCreditsOrMarks': comma(credits, credits % 1 ? 1 : 0) };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'nl');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-01-transcript',
    country: 'AW',
    languages: ['nl', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Aruban higher professional education transcript in Dutch with English captions after a slash: school and Oranjestad address, CIJFERLIJST / TRANSCRIPT OF RECORDS, SURNAME, Given, optional student number, birth date and enrolment month; course table with study-year bands, codes, EC credits and 1-10 marks with half points (7,5), V for an internship, alternate rows shaded; weighted average, total credits, examination date or studies in progress; a grading legend printed at the end before the signature and the place and date.',
    render,
  },
];
