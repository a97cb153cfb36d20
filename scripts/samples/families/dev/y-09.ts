/**
 * Surinamese higher-professional "Cijferlijst" (list of grades) in Dutch: a coloured band with the
 * institute's name, its street address in Paramaribo and "Suriname", a +597 telephone and a .sr domain; the
 * student's data in two columns ("Naam" SURNAME, Voornamen; studentnummer; geboortedatum and geboorteplaats —
 * a town, a decoy; graad; opleiding; datum van inschrijving); then the record by study year and semester as
 * grey heading rows inside one table ("Studiejaar 2018-2019 — Semester 1"), each unit with its code, the
 * description, the study points (SP), the grade on the 1-10 scale with a decimal comma ("7,5") or "V"
 * (voldaan) for a practical unit, and the examination date; then the study points, the weighted average, and for
 * a graduate the date of graduation; "Paramaribo, <date>" and the examination board's chair and the director
 * signing. As described by Surinamese higher education practice (grades 1 to 10 with 5,5 to pass, study points
 * after the ECTS model, two semesters a year starting in October).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, longDate, upper, yPerson, yResult } from './y-kit';

const INSTITUTES = [
  { name: 'Kwatta Hogeschool voor Economie en Management', street: 'Kwattaweg 412', domain: 'khem.sr', abbr: 'KHEM' },
  { name: 'Instituut voor Toegepaste Wetenschappen Tapanahony', street: 'Verlengde Gemenelandsweg 88', domain: 'itwt.sr', abbr: 'ITWT' },
];
const OPLEIDINGEN = [
  { name: 'Bedrijfskunde', prefix: 'BK', units: ['Inleiding Bedrijfskunde', 'Bedrijfseconomie 1', 'Wiskunde voor economen', 'Nederlands zakelijk', 'Financiële boekhouding', 'Micro-economie', 'Statistiek 1', 'Engels zakelijk', 'Macro-economie', 'Marketing', 'Organisatiekunde', 'Kostprijscalculatie', 'Personeelsmanagement', 'Ondernemingsrecht Suriname', 'Statistiek 2', 'Onderzoeksmethoden', 'Strategisch management', 'Logistiek', 'Projectmanagement', 'Stage', 'Afstudeeropdracht'] },
  { name: 'Informatica', prefix: 'INF', units: ['Programmeren 1', 'Wiskunde 1', 'Computerarchitectuur', 'Nederlands zakelijk', 'Programmeren 2', 'Databases 1', 'Discrete wiskunde', 'Engels technisch', 'Datastructuren', 'Netwerken', 'Besturingssystemen', 'Webontwikkeling', 'Software engineering', 'Databases 2', 'Informatiebeveiliging', 'Onderzoeksmethoden', 'Mobiele applicaties', 'Projectmanagement', 'Cloud computing', 'Stage', 'Afstudeeropdracht'] },
];
const TOWNS = ['Nieuw Nickerie', 'Lelydorp', 'Moengo', 'Albina', 'Brokopondo', 'Totness', 'Groningen', 'Onverwacht', 'Paramaribo'];

async function render(rng: Rng) {
  const p = yPerson(rng, 'SR');
  const inst = rng.pick(INSTITUTES);
  const opl = rng.pick(OPLEIDINGEN);
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[2]]);
  const ability = rng.float(6.2, 8.6);
  const sno = `${String(start).slice(2)}${opl.prefix}${digits(rng, 4)}`;
  const graduate = rng.bool(0.5);
  const sems = graduate ? 6 : rng.int(2, 5);
  const r = yResult('nl', p.given, p.family, dob);
  setInstitution(r, inst.name, 'SR');

  type Row = { heading: string } | { cells: string[] };
  const rows: Row[] = [];
  const pool = [...opl.units];
  let sp = 0;
  let weighted = 0;
  let gradedSp = 0;
  let lastExam = iso(start, 10, 1);
  for (let s = 0; s < sems; s++) {
    const yr = start + Math.floor(s / 2);
    const session = `${yr}-${yr + 1}`;
    const term = `Semester ${(s % 2) + 1}`;
    rows.push({ heading: `Studiejaar ${session} — ${term}` });
    const titles = s === 5 ? pool.splice(0) : pool.splice(0, 3);
    titles.forEach((t, i) => {
      const code = `${opl.prefix}${Math.floor(s / 2) + 1}${(s % 2) + 1}${String(i + 1).padStart(2, '0')}`;
      const points = /Afstudeer/.test(t) ? 15 : /Stage/.test(t) ? 12 : rng.pick([4, 5, 6]);
      const exam = iso(yr + 1, s % 2 === 0 ? rng.pick([1, 2]) : rng.pick([6, 7]), rng.int(1, 28));
      if (exam > lastExam) lastExam = exam;
      let grade: string;
      if (/Stage/.test(t)) grade = 'V';
      else {
        const g = Math.round(Math.max(5.5, Math.min(9.5, ability + rng.gauss() * 0.9)) * 2) / 2;
        grade = comma(g, 1);
        weighted += g * points;
        gradedSp += points;
      }
      rows.push({ cells: [code, t, String(points), grade, dmy(exam, '-')] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: points, grade, term, session }));
      sp += points;
    });
  }
  const avg = weighted / gradedSp;
  const graduated = graduate ? addDays(lastExam, rng.int(10, 60)) : null;
  const issued = addDays(graduated ?? lastExam, rng.int(10, 90));
  const enrolled = iso(start, rng.pick([9, 10]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sno, name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: opl.name, program: opl.name,
    yearOfAdmission: start, cgpa: avg.toFixed(1), totalCreditsOrMarks: String(sp), dateOfIssue: issued,
  });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: Number(graduated.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Cijferlijst', author: inst.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const band = rng.pick(['#00563f', '#8a1538', '#1b4f72']);
  pdf.fill(0, 0, pdf.width, 66, band);
  pdf.text(inst.name, L, 16, { font: F.bold, size: 14, color: '#ffffff', width: W - 150, fit: true });
  pdf.text(`${inst.street}, Paramaribo, Suriname · Tel. +597 ${digits(rng, 3)}-${digits(rng, 3)} · www.${inst.domain}`, L, 40, { font: F.regular, size: 8.3, color: '#e8f0ec', width: W - 150, fit: true });
  pdf.roundRect(L + W - 110, 13, 110, 40, 4, { stroke: '#ffffff', width: 1 });
  pdf.text(inst.abbr, L + W - 110, 25, { font: F.bold, size: 15, color: '#ffffff', width: 110, align: 'center' });
  pdf.text('CIJFERLIJST', L, 84, { font: F.bold, size: 17, color: band });
  pdf.text(graduate ? 'behorende bij het getuigschrift van de bacheloropleiding' : 'overzicht van behaalde resultaten (tussentijds)', L, 106, { font: F.italic, size: 9.5 });
  let y = 128;
  const left: Array<[string, string]> = [['Naam', `${upper(p.family)}, ${p.given}`], ['Studentnummer', sno], ['Geboortedatum', dmy(dob, '-')], ['Geboorteplaats', rng.pick(TOWNS)]];
  const right: Array<[string, string]> = [['Graad', 'Bachelor of Science'], ['Opleiding', opl.name], ['Datum inschrijving', longDate(enrolled, 'nl')]];
  const kv = (rows2: Array<[string, string]>, x: number) =>
    rows2.forEach(([k, v], i) => {
      pdf.text(k, x, y + i * 13.5, { font: F.regular, size: 9, color: '#444444' });
      pdf.text(v, x + 100, y + i * 13.5, { font: F.bold, size: 9, width: W / 2 - 110, fit: true });
    });
  kv(left, L);
  kv(right, L + W / 2 + 10);
  y += 4 * 13.5 + 14;
  const cols = [
    { label: 'Vakcode', width: 64 },
    { label: 'Omschrijving', width: W - 64 - 40 - 50 - 76 },
    { label: 'SP', width: 40, align: 'center' as const },
    { label: 'Cijfer', width: 50, align: 'center' as const },
    { label: 'Datum', width: 76, align: 'center' as const },
  ];
  const head = () => {
    y += tableHeader(pdf, L, y, cols, { F, size: 8.5, ruling: 'rows', fill: '#e9ecef' });
  };
  head();
  for (const row of rows) {
    if (y + 14 > pdf.height - 60) {
      pdf.addPage();
      y = 50;
      pdf.text(`Cijferlijst ${upper(p.family)}, ${p.given} — ${sno} (vervolg)`, L, y, { font: F.italic, size: 8 });
      y += 16;
      head();
    }
    if ('heading' in row) {
      pdf.fill(L, y, W, 14, '#f3f4f6');
      pdf.text(row.heading, L + 4, y + 3, { font: F.bold, size: 8.4, color: band });
      y += 14;
      continue;
    }
    let cx = L;
    cols.forEach((c, i) => {
      pdf.text(row.cells[i], cx + 3, y + 2.5, { font: F.regular, size: 8.3, width: c.width - 6, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    rowRules(pdf, L, cols, y, 13, 'rows');
    y += 13;
  }
  if (y + 150 > pdf.height - 40) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Totaal behaalde studiepunten: ${sp}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Gewogen gemiddelde: ${comma(avg, 1)}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 14;
  if (graduated) {
    pdf.text(`Datum afstuderen: ${longDate(graduated, 'nl')}`, L, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  pdf.text('Beoordeling: cijfers 1 tot en met 10; 5,5 of hoger is voldoende. V = voldaan.', L, y, { font: F.italic, size: 7.8, color: '#555555' });
  y += 26;
  pdf.text(`Paramaribo, ${longDate(issued, 'nl')}`, L, y, { font: F.regular, size: 9.5 });
  y += 50;
  const chair = `${rng.pick(['drs.', 'mr.', 'ir.'])} ${rng.pick(['R.', 'S.', 'M.', 'J.'])} ${rng.pick(['Kromodihardjo', 'Amatsaleh', 'Fung-A-Loi', 'Mahabier'])}`;
  const dir = `${rng.pick(['dr.', 'drs.'])} ${rng.pick(['A.', 'H.', 'C.', 'L.'])} ${rng.pick(['Sedney', 'Ramkhelawan', 'Brunings', 'Tjon Sie Fat'])}`;
  [[chair, 'Voorzitter Examencommissie'], [dir, 'Directeur']].forEach(([n, role], i) => {
    const x = L + i * (W / 2);
    pdf.signature(x + 30, y - 24, 110, rng);
    pdf.line(x, y, x + 200, y, 0.5);
    pdf.text(n, x, y + 4, { font: F.bold, size: 9 });
    pdf.text(role, x, y + 16, { font: F.regular, size: 8.5 });
  });
  footers(pdf, F, (a, b) => `Pagina ${a} van ${b}`);
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)}, ${p.given}`,
    'candidate.dateOfBirth': dmy(dob, '-'),
    'qualification.dateOfIssue': longDate(issued, 'nl'),
    'qualification.cgpa': comma(avg, 1),
    'qualification.yearOfAdmission': longDate(enrolled, 'nl'),
  };
  if (graduated) printed['qualification.yearOfCompletion'] = longDate(graduated, 'nl');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-09-transcript',
    country: 'SR',
    languages: ['nl'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Surinamese higher-professional cijferlijst in Dutch: a coloured band with the institute, street in Paramaribo, Suriname, +597 and .sr domain; two columns of student data (SURNAME, given name; student number; birth date; birth town as a decoy; graad; opleiding; enrolment date); one table with study-year and semester heading rows, unit code, description, study points, grade 1-10 with a decimal comma or V, and the exam date; study points, weighted average, graduation date; Paramaribo and date, examination board chair and director; as described by Surinamese higher education practice.',
    render,
  },
];
