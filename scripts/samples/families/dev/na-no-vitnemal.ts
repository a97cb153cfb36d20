/**
 * Norwegian diploma with its grade list (vitnemål), as Norwegian universities' and university colleges'
 * descriptions of the vitnemål and the A–F grading scale present it: "VITNEMÅL", the award sentence
 * "har fullført graden" / "er tildelt graden" with the Norwegian title on its own line ("Bachelorgrad i
 * økonomi og administrasjon", "Master i informatikk", "Bachelor i sykepleie"), "Fødselsdato dd.mm.yyyy",
 * the courses (emner) with a code, the semester ("Høst 2019", "Vår 2020"), studiepoeng (7,5) and the
 * letter grade A–F or "Bestått"; "Sum studiepoeng", the completion date "Graden er fullført 14.06.2022"
 * and "Oslo, 20. juni 2022". Norway prints no average.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma, course, courseTable, footers, iso, longDate, naPerson, naResult, numeric, setInstitution, type Column, type TableRow } from '../lib/na-kit';

const INSTITUTIONS = [
  { name: 'Universitetet i Nordvika', address: 'Postboks 1072, 0316 Oslo', web: 'www.unv.no', city: 'Oslo' },
  { name: 'Høgskolen på Vestlandet Sør', address: 'Inndalsveien 28, 5063 Bergen', web: 'www.hvls.no', city: 'Bergen' },
  { name: 'Trøndelag tekniske universitet', address: 'Høgskoleringen 1, 7491 Trondheim, Norge', web: 'www.ttu.no', city: 'Trondheim' },
];

interface Degree {
  title: string;
  level: 'Bachelor' | 'Master';
  years: number;
  units: string[];
}

const DEGREES: Degree[] = [
  { title: 'Bachelorgrad i økonomi og administrasjon', level: 'Bachelor', years: 3, units: ['Bedriftsøkonomisk analyse', 'Mikroøkonomi', 'Markedsføring', 'Finansregnskap', 'Organisasjon og ledelse', 'Statistikk', 'Examen philosophicum', 'Bacheloroppgave'] },
  { title: 'Master i informatikk', level: 'Master', years: 2, units: ['Maskinlæring', 'Distribuerte systemer', 'Avansert databaseteori', 'Forskningsmetoder i informatikk', 'Masteroppgave'] },
  { title: 'Bachelor i sykepleie', level: 'Bachelor', years: 3, units: ['Anatomi, fysiologi og biokjemi', 'Grunnleggende sykepleie', 'Praksis i sykehjem', 'Farmakologi', 'Psykisk helse', 'Praksis i sykehus', 'Bacheloroppgave i sykepleie'] },
];

const GRADES = ['E', 'D', 'C', 'B', 'A'];

async function render(rng: Rng) {
  const person = naPerson(rng, 'NO');
  const deg = rng.pick(DEGREES);
  const inst = rng.pick(INSTITUTIONS);
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(19, 24), rng.int(1, 12), rng.int(1, 28));
  const done = iso(entry + deg.years, 6, rng.int(1, 20));
  const issued = iso(entry + deg.years, 6, rng.int(21, 30));
  const F = rng.pick([SANS[0], SERIF[0], SERIF[1]]);
  const ability = rng.float(1.2, 3.6);
  const sentence = rng.pick(['har fullført graden', 'er tildelt graden']);

  const r = naResult('no', person, dob);
  setInstitution(r, inst.name, 'NO');
  const rows: TableRow[] = [];
  let sum = 0;
  const terms = deg.years * 2;
  deg.units.forEach((unit, k) => {
    const t = Math.floor((k * terms) / deg.units.length);
    const autumn = t % 2 === 0;
    const year = entry + Math.floor((t + 1) / 2);
    const semester = `${autumn ? 'Høst' : 'Vår'} ${year}`;
    const thesis = /oppgave/.test(unit);
    const sp = thesis ? rng.pick([15, 20, 30, 60].filter((x) => deg.level === 'Master' || x <= 20)) : /Praksis/.test(unit) ? 15 : rng.pick([7.5, 7.5, 10, 15]);
    const passOnly = /Praksis|philosophicum/.test(unit) && rng.bool(0.8);
    const grade = passOnly ? 'Bestått' : GRADES[Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 0.9)))];
    const code = `${rng.pick(['ØKA', 'INF', 'SYK', 'EXP'])}${rng.int(100, 4999)}`;
    rows.push({ cells: [code, unit, semester, comma(sp), grade] });
    r.courses.push(course({ courseNumber: code, courseName: unit, credit: sp, grade }));
    sum += sp;
  });
  Object.assign(r.qualification, {
    // A Scandinavian title keeps the field it joins, which is also the major (families README, p-quals).
    name: deg.title, level: deg.level, majorOrSpecialization: deg.title.replace(/^\S+ i /, ''), yearOfAdmission: entry,
    yearOfCompletion: Number(done.slice(0, 4)), dateOfIssue: issued, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Vitnemål', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#00305e', '#1b1b1b', '#6e1423']);
  const letterhead = (p: Pdf) => {
    p.text(inst.name, L, 38, { font: F.bold, size: 15, color: ink });
    p.text(`${inst.address} · ${inst.web}`, L, 58, { font: F.regular, size: 8, color: '#555555' });
    p.line(L, 72, R, 72, 0.8, ink);
    return 0;
  };
  letterhead(pdf);
  pdf.text('VITNEMÅL', L, 92, { font: F.bold, size: 20, width: W, align: 'center' });
  pdf.text(`${person.given} ${person.family}`, L, 128, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Fødselsdato ${numeric(dob)}`, L, 148, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text(sentence, L, 172, { font: F.regular, size: 10.5, width: W, align: 'center' });
  pdf.text(deg.title, L, 190, { font: F.bold, size: 14, width: W, align: 'center', color: ink });
  pdf.text(`Studiet ble påbegynt høsten ${entry}. Graden er fullført ${numeric(done)}.`, L, 216, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 250;
  pdf.text('Emner som inngår i graden', L, y, { font: F.bold, size: 11, color: ink });
  y += 18;
  const cols: Column[] = [{ label: 'Emnekode', width: 64 }, { label: 'Emnenavn', width: W - 64 - 70 - 70 - 60, wrap: true }, { label: 'Semester', width: 70 }, { label: 'Studiepoeng', width: 70, align: 'right' }, { label: 'Karakter', width: 60, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9, ruling: rng.pick(['rows', 'grid'] as const), headerFill: '#eef1f5', repeatHeader: true, top: 88, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 10;
  pdf.text(`Sum studiepoeng: ${comma(sum)}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text('Karakterskala: A (fremragende), B (meget god), C (god), D (nokså god), E (tilstrekkelig), F (ikke bestått).', L, y + 18, { font: F.italic, size: 7.5, color: '#555555', width: W, fit: true });
  pdf.text(`${inst.city}, ${longDate(issued, 'no')}`, L, y + 50, { font: F.regular, size: 9.5 });
  pdf.signature(L, y + 64, 110, rng);
  pdf.text('for rektor', L, y + 92, { font: F.regular, size: 8.5 });
  footers(pdf, F, (p, n) => `Side ${p} av ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.dateOfBirth': numeric(dob),
      'qualification.dateOfIssue': longDate(issued, 'no'),
      'qualification.totalCreditsOrMarks': comma(sum),
    },
  };
}

export const families: Family[] = [
  {
    id: 'na-no-vitnemal',
    country: 'NO',
    languages: ['no'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Norwegian vitnemål: the holder on a centred line with "Fødselsdato dd.mm.yyyy", "har fullført graden" / "er tildelt graden" and the Norwegian title on its own line ("Bachelorgrad i …", "Master i …"), the start and completion in a sentence, courses with Emnekode, Semester ("Høst 2019"), Studiepoeng (7,5) and the A–F grade or Bestått, Sum studiepoeng, no average; as described by Norwegian universities\' vitnemål and grading-scale (A–F) pages.',
    render,
  },
];
