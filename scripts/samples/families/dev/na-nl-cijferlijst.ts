/**
 * Dutch grade list (cijferlijst) issued with a bachelor's or master's diploma, as Dutch universities' and
 * universities of applied sciences' examination regulations and grading guides describe it: bilingual
 * Dutch / English captions ("Naam / Name", "Geboortedatum / Date of birth", "Opleiding / Programme",
 * "Graad / Degree", "Datum examen / Date of examination"), the programme as "Bachelor Psychologie" and
 * the degree as the English title the Dutch system awards ("Bachelor of Science", "Master of Laws"),
 * study units with a code, EC (decimal comma), the grade on the 1-10 scale with a decimal comma, "V"
 * (voldaan) or "VR" (vrijstelling), and the date; "Totaal / Total" EC and a weighted average; the place
 * and date of issue with the Dutch month name.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma, course, courseTable, digits, footers, iso, longDate, naPerson, naResult, numeric, setInstitution, type Column, type TableRow } from '../lib/na-kit';

const INSTITUTIONS = [
  { name: 'Universiteit Oostmaas', address: 'Postbus 616, 6200 MD Maastricht', web: 'www.oostmaas.nl', city: 'Maastricht', hbo: false },
  { name: 'Rijksuniversiteit Lauwersland', address: 'Broerstraat 9, 9712 CP Groningen', web: 'www.rul.nl', city: 'Groningen', hbo: false },
  { name: 'Hogeschool Zuiderpoort', address: 'Onderwijsboulevard 215, 5223 DE \'s-Hertogenbosch', web: 'www.zuiderpoort.nl', city: '\'s-Hertogenbosch', hbo: true },
];

interface Degree {
  programme: string;
  degree: string;
  level: 'Bachelor' | 'Master';
  years: number;
  hbo: boolean;
  units: string[];
}

const DEGREES: Degree[] = [
  {
    programme: 'Bachelor Psychologie', degree: 'Bachelor of Science', level: 'Bachelor', years: 3, hbo: false,
    units: ['Inleiding in de psychologie', 'Statistiek I', 'Biologische psychologie', 'Ontwikkelingspsychologie', 'Sociale psychologie', 'Onderzoeksmethoden', 'Statistiek II', 'Klinische psychologie', 'Academische vaardigheden', 'Bachelorthesis'],
  },
  {
    programme: 'Master Rechtsgeleerdheid', degree: 'Master of Laws', level: 'Master', years: 1, hbo: false,
    units: ['Europees privaatrecht', 'Internationaal handelsrecht', 'Ondernemingsrecht', 'Rechtsvergelijking', 'Methoden van juridisch onderzoek', 'Masterscriptie'],
  },
  {
    programme: 'Bachelor Bedrijfskunde', degree: 'Bachelor of Business Administration', level: 'Bachelor', years: 4, hbo: true,
    units: ['Bedrijfseconomie 1', 'Marketing en communicatie', 'Organisatiekunde', 'Financieel management', 'Bedrijfsrecht', 'Projectmatig werken', 'Stage', 'Procesmanagement', 'Onderzoeksvaardigheden', 'Afstudeeropdracht'],
  },
];

async function render(rng: Rng) {
  const person = naPerson(rng, 'NL');
  const deg = rng.pick(DEGREES);
  const inst = rng.pick(INSTITUTIONS.filter((i) => i.hbo === deg.hbo));
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(18, 23), rng.int(1, 12), rng.int(1, 28));
  const exam = iso(entry + deg.years, rng.pick([6, 7, 8]), rng.int(1, 28));
  const issued = iso(entry + deg.years, rng.pick([9, 10]), rng.int(1, 28));
  const studentNo = digits(rng, 7);
  const F = rng.pick([SANS[0], SANS[2], SERIF[1]]);
  const layout = rng.pick(['grid', 'plain'] as const);
  const nameRows = rng.bool(0.5);
  const ability = rng.float(6.2, 8.4);

  const r = naResult('nl', person, dob);
  setInstitution(r, inst.name, 'NL');
  const rows: TableRow[] = [];
  let sum = 0;
  let weighted = 0;
  let graded = 0;
  deg.units.forEach((unit, k) => {
    const final = /thesis|scriptie|Afstudeer/i.test(unit);
    const ec = final ? rng.pick([15, 18, 30]) : /Stage/.test(unit) ? 30 : rng.pick([5, 5, 6, 7.5, 2.5]);
    const passOnly = /vaardigheden|Stage/.test(unit) || (!final && rng.bool(0.08));
    const exempt = !final && !passOnly && rng.bool(0.06);
    // Dutch grades are given in halves or tenths and rarely above 9.
    const num = Math.max(6, Math.min(9.5, Math.round((ability + rng.gauss() * 0.9) * 2) / 2));
    const grade = exempt ? 'VR' : passOnly ? 'V' : comma(num);
    const date = iso(entry + Math.floor((k * deg.years) / deg.units.length), rng.pick([11, 1, 4, 6]), rng.int(1, 28));
    const code = `${letters3(rng)}${rng.int(1000, 4999)}`;
    rows.push({ cells: layout === 'grid' ? [code, unit, comma(ec), grade, numeric(date, '-')] : [unit, code, numeric(date, '-'), comma(ec), grade] });
    r.courses.push(course({ courseNumber: code, courseName: unit, credit: ec, grade }));
    sum += ec;
    if (!passOnly && !exempt) {
      weighted += num * ec;
      graded += ec;
    }
  });
  const avg = (weighted / graded).toFixed(1);
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: deg.degree, level: deg.level, program: deg.programme, yearOfAdmission: entry,
    yearOfCompletion: Number(exam.slice(0, 4)), dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Cijferlijst', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 52;
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#00205b', '#1d1d1b', '#8a1538']);
  const letterhead = (p: Pdf) => {
    p.text(inst.name, L, 36, { font: F.bold, size: 15, color: ink });
    p.text(`${inst.address}  ·  ${inst.web}`, L, 55, { font: F.regular, size: 8, color: '#555555' });
    p.line(L, 68, R, 68, 1, ink);
    return 0;
  };
  letterhead(pdf);
  pdf.text('CIJFERLIJST', L, 82, { font: F.bold, size: 15 });
  pdf.text('Transcript of Records', L, 100, { font: F.italic, size: 10, color: '#444444' });
  const kv: Array<[string, string]> = [
    ...(nameRows
      ? ([['Achternaam / Surname', person.family], ['Voornamen / First names', person.given]] as Array<[string, string]>)
      : ([['Naam / Name', `${person.given} ${person.family}`]] as Array<[string, string]>)),
    ['Geboortedatum / Date of birth', longDate(dob, 'nl')],
    ['Studentnummer / Student number', studentNo],
    ['Opleiding / Programme', deg.programme],
    ['Graad / Degree', deg.degree],
    ['Datum van inschrijving / Date of enrolment', longDate(iso(entry, 9, 1), 'nl')],
    ['Datum examen / Date of examination', longDate(exam, 'nl')],
  ];
  let y = 126;
  for (const [key, v] of kv) {
    pdf.text(key, L, y, { font: F.regular, size: 8.5, color: '#444444' });
    pdf.text(v, L + 190, y, { font: F.bold, size: 9.5, width: W - 190, fit: true });
    y += 15;
  }
  y += 14;
  const cols: Column[] = layout === 'grid'
    ? [{ label: ['Vakcode', 'Code'], width: 64 }, { label: ['Onderdeel', 'Course unit'], width: W - 64 - 44 - 56 - 72, wrap: true }, { label: ['EC', 'ECTS'], width: 44, align: 'right' }, { label: ['Cijfer', 'Grade'], width: 56, align: 'center' }, { label: ['Datum', 'Date'], width: 72, align: 'right' }]
    : [{ label: 'Onderdeel / Course unit', width: W - 66 - 72 - 44 - 56, wrap: true }, { label: 'Code', width: 66 }, { label: 'Datum / Date', width: 72 }, { label: 'EC', width: 44, align: 'right' }, { label: 'Cijfer / Grade', width: 56, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: layout === 'grid' ? 'grid' : 'rows', headerFill: layout === 'grid' ? '#e8ecf3' : undefined, repeatHeader: true, top: 84, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 10;
  if (y > pdf.height - 170) {
    pdf.addPage();
    letterhead(pdf);
    y = 90;
  }
  pdf.text(`Totaal / Total: ${comma(sum)} EC`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Gewogen gemiddelde / Weighted average: ${comma(avg)}`, L, y + 15, { font: F.regular, size: 9.5 });
  pdf.text('Beoordelingsschaal / Grading scale: 1-10, voldoende vanaf 5,5 / pass from 5.5; V = voldaan / pass; VR = vrijstelling / exemption', L, y + 34, { font: F.italic, size: 7.2, color: '#555555', width: W, fit: true });
  pdf.text(`${inst.city}, ${longDate(issued, 'nl')}`, L, y + 62, { font: F.regular, size: 9.5 });
  pdf.signature(L, y + 76, 110, rng);
  pdf.text('Examencommissie / Board of Examiners', L, y + 104, { font: F.regular, size: 8.5 });
  footers(pdf, F, (p, n) => `${inst.name} – Cijferlijst – pagina ${p} van ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': nameRows ? person.given : `${person.given} ${person.family}`,
      'candidate.dateOfBirth': longDate(dob, 'nl'),
      'qualification.dateOfIssue': longDate(issued, 'nl'),
      'qualification.cgpa': comma(avg),
      'qualification.totalCreditsOrMarks': comma(sum),
    },
  };
}

/** Three capitals of a Dutch course code ("PSY", "RGL"). */
function letters3(rng: Rng): string {
  return rng.pick(['PSY', 'RGL', 'BDK', 'ALG', 'MET', 'BEC']);
}

export const families: Family[] = [
  {
    id: 'na-nl-cijferlijst',
    country: 'NL',
    languages: ['nl', 'en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Dutch grade list (cijferlijst) with bilingual Dutch/English captions, the programme ("Bachelor Psychologie") apart from the English degree title the Dutch system awards, EC with decimal commas, grades on the 1-10 scale with a decimal comma or V/VR, Totaal EC, the weighted average, place and date with the Dutch month; as described by Dutch examination regulations (OER) and grading-scale guides (pass from 5.5).',
    render,
  },
];
