/**
 * Danish university degree certificate with its grade list (eksamensbevis / karakterudskrift), as Danish
 * universities' exam rules and the Ministry's description of the 7-point scale present it: captions in
 * Danish only, each value printed UNDER its small caption (two columns of fields), the title as the
 * Danish degree order names it ("Bachelor (BSc) i biologi", "Kandidat (cand.scient.) i datalogi",
 * "Professionsbachelor i sygepleje"), courses with ECTS (7,5 with a decimal comma) and a grade on the
 * 7-point scale (12, 10, 7, 4, 02) or "Bestået"; "ECTS-point i alt", "Vægtet gennemsnit" and the date
 * "24. juni 2022" with the Danish month.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma, course, courseTable, footers, iso, longDate, naPerson, naResult, numeric, setInstitution, type Column, type TableRow } from '../lib/na-kit';

const INSTITUTIONS = [
  { name: 'Vestjyllands Universitet', address: 'Universitetsparken 4, 6700 Esbjerg', web: 'www.vju.dk', city: 'Esbjerg' },
  { name: 'Øresund Tekniske Universitet', address: 'Anker Engelunds Allé 12, 2800 Kongens Lyngby, Danmark', web: 'www.otu.dk', city: 'Kongens Lyngby' },
  { name: 'Professionshøjskolen Limfjord', address: 'Hobrovej 85, 9000 Aalborg', web: 'www.phlimfjord.dk', city: 'Aalborg' },
];

interface Degree {
  title: string;
  level: 'Bachelor' | 'Master';
  major: string;
  years: number;
  college: boolean;
  units: string[];
}

const DEGREES: Degree[] = [
  { title: 'Bachelor (BSc) i biologi', level: 'Bachelor', major: 'biologi', years: 3, college: false, units: ['Cellebiologi', 'Generel kemi', 'Økologi', 'Genetik og evolution', 'Biostatistik', 'Mikrobiologi', 'Fysiologi', 'Videnskabsteori', 'Bachelorprojekt'] },
  { title: 'Kandidat (cand.scient.) i datalogi', level: 'Master', major: 'datalogi', years: 2, college: false, units: ['Algoritmeteknik', 'Distribuerede systemer', 'Maskinlæring', 'Programmeringssprog', 'Datasikkerhed', 'Projekt i softwareudvikling', 'Speciale'] },
  { title: 'Professionsbachelor i sygepleje', level: 'Bachelor', major: 'sygepleje', years: 3, college: true, units: ['Sygeplejens grundlag', 'Anatomi og fysiologi', 'Farmakologi', 'Klinisk sygepleje 1', 'Folkesundhed', 'Klinisk sygepleje 2', 'Forskningsmetode', 'Bachelorprojekt'] },
];

const SCALE = ['02', '4', '7', '10', '12'];

async function render(rng: Rng) {
  const person = naPerson(rng, 'DK');
  const deg = rng.pick(DEGREES);
  const inst = rng.pick(INSTITUTIONS.filter((i) => /Professionshøjskolen/.test(i.name) === deg.college));
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(19, 24), rng.int(1, 12), rng.int(1, 28));
  const done = iso(entry + deg.years, 6, rng.int(10, 30));
  const issued = iso(entry + deg.years, rng.pick([7, 8]), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const ability = rng.float(1.4, 3.6);

  const r = naResult('da', person, dob);
  setInstitution(r, inst.name, 'DK');
  const rows: TableRow[] = [];
  let sum = 0;
  let weighted = 0;
  let graded = 0;
  deg.units.forEach((unit, k) => {
    const final = /projekt$|Speciale/i.test(unit) && !/Projekt i/.test(unit);
    const ects = final ? rng.pick([15, 30]) : rng.pick([7.5, 7.5, 5, 10, 15]);
    const passOnly = /Videnskabsteori|Klinisk sygepleje 1/.test(unit) || (!final && rng.bool(0.1));
    const step = Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 0.9)));
    const grade = passOnly ? 'Bestået' : SCALE[step];
    const term = `${rng.pick(['E', 'F'])}${String(entry + Math.floor((k * deg.years) / deg.units.length)).slice(2)}`;
    rows.push({ cells: [unit, term, comma(ects), grade] });
    r.courses.push(course({ courseName: unit, credit: ects, grade }));
    sum += ects;
    if (!passOnly) {
      weighted += Number(grade) * ects;
      graded += ects;
    }
  });
  const avg = (weighted / graded).toFixed(2);
  Object.assign(r.qualification, {
    name: deg.title, level: deg.level, majorOrSpecialization: deg.major, yearOfAdmission: entry,
    yearOfCompletion: Number(done.slice(0, 4)), dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Eksamensbevis', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#003e6b', '#222222', '#901a1e']);
  const letterhead = (p: Pdf) => {
    p.text(inst.name.toUpperCase(), L, 40, { font: F.bold, size: 13, color: ink, cs: 0.6 });
    p.text(`${inst.address} · ${inst.web}`, L, 58, { font: F.regular, size: 8, color: '#555555' });
    p.line(L, 72, R, 72, 0.6, ink);
    return 0;
  };
  letterhead(pdf);
  pdf.text('EKSAMENSBEVIS', L, 92, { font: F.bold, size: 18, width: W, align: 'center' });
  pdf.text('med karakterudskrift', L, 114, { font: F.italic, size: 10, width: W, align: 'center', color: '#444444' });
  // Each value under its small caption, two fields to a row.
  const fields: Array<[string, string]> = [
    ['Navn', `${person.given} ${person.family}`],
    ['Fødselsdato', numeric(dob)],
    ['Uddannelse', deg.title],
    ['Optaget', longDate(iso(entry, 9, 1), 'da')],
    ['Uddannelsen afsluttet', longDate(done, 'da')],
    ['ECTS-point i alt', comma(sum)],
  ];
  let y = 146;
  fields.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : L + W / 2 + 10;
    pdf.text(k, x, y, { font: F.regular, size: 7.5, color: '#666666' });
    pdf.text(v, x, y + 11, { font: F.bold, size: 10.5, width: W / 2 - 20, fit: true });
    if (i % 2 === 1) y += 34;
  });
  y += 12;
  const cols: Column[] = [{ label: 'Fag / aktivitet', width: W - 70 - 60 - 70, wrap: true }, { label: 'Semester', width: 70 }, { label: 'ECTS', width: 60, align: 'right' }, { label: 'Karakter', width: 70, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9, ruling: rng.pick(['rows', 'header-only'] as const), repeatHeader: true, top: 88, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 12;
  pdf.text(`Vægtet gennemsnit: ${comma(avg)}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text('Karakterer efter 7-trins-skalaen: 12, 10, 7, 4, 02 (bestået), 00 og -3 (ikke bestået). E = efterår, F = forår.', L, y + 18, { font: F.italic, size: 7.5, color: '#555555', width: W, fit: true });
  pdf.text(`${inst.city}, den ${longDate(issued, 'da')}`, L, y + 50, { font: F.regular, size: 9.5 });
  pdf.signature(L, y + 64, 110, rng);
  pdf.text('Rektor', L, y + 92, { font: F.regular, size: 8.5 });
  footers(pdf, F, (p, n) => `Side ${p} af ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.dateOfBirth': numeric(dob),
      'qualification.dateOfIssue': longDate(issued, 'da'),
      'qualification.cgpa': comma(avg),
      'qualification.totalCreditsOrMarks': comma(sum),
    },
  };
}

export const families: Family[] = [
  {
    id: 'na-dk-eksamensbevis',
    country: 'DK',
    languages: ['da'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Danish degree certificate with grade list (eksamensbevis med karakterudskrift): Danish captions with each value under its caption, two fields to a row, Danish degree titles ("Bachelor (BSc) i …", "Kandidat (cand.scient.) i …", "Professionsbachelor i …"), ECTS with decimal commas, 7-point scale grades (12, 10, 7, 4, 02) or Bestået, Vægtet gennemsnit, "24. juni 2022"; as described by the Danish Ministry of Education\'s 7-point grading scale pages and university exam rules.',
    render,
  },
];
