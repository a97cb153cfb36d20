/**
 * Romanian diploma supplement ("Supliment la diplomă / Diploma Supplement") in the Europass
 * sections with Romanian captions and the English one after a slash: 1. the holder (family name,
 * given name, date and place of birth, student registration number), 2. the qualification, 3. its
 * level, 4. contents and results: a table per year of study, Nr. | Disciplina / Course unit |
 * Nr. ore / Hours | Credite ECTS | Nota / Grade (1-10, 5 to pass), the year's credits, the overall
 * average and the licence examination mark; several pages, the issue date at the end.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dmy, footers, iso, nPerson, nResult, digits, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Universitatea Carpatica din Sibiu', en: 'Carpathian University of Sibiu', city: 'Sibiu' },
  { name: 'Universitatea Dunărea de Jos din Brăila', en: 'Lower Danube University of Brăila', city: 'Brăila' },
  { name: 'Universitatea Tehnică Banat-Crișana din Arad', en: 'Banat-Crișana Technical University of Arad', city: 'Arad' },
];
const PROGRAMMES: Array<{ ro: string; en: string; titleRo: string; titleEn: string; field: [string, string]; courses: Array<[string, string]> }> = [
  {
    ro: 'Informatică', en: 'Computer Science', titleRo: 'Licențiat în Informatică', titleEn: 'Bachelor of Computer Science', field: ['Informatică', 'Computer Science'],
    courses: [['Algebră / Algebra', 'A'], ['Analiză matematică / Calculus', 'A'], ['Programare procedurală / Procedural Programming', 'A'], ['Arhitectura calculatoarelor / Computer Architecture', 'A'], ['Logică computațională / Computational Logic', 'A'], ['Limba engleză I / English I', 'A'], ['Structuri de date / Data Structures', 'A'], ['Programare orientată pe obiecte / Object-Oriented Programming', 'A'], ['Geometrie / Geometry', 'A'], ['Sisteme de operare / Operating Systems', 'B'], ['Baze de date / Databases', 'B'], ['Tehnici de programare / Programming Techniques', 'B'], ['Rețele de calculatoare / Computer Networks', 'B'], ['Inteligență artificială / Artificial Intelligence', 'B'], ['Ingineria programării / Software Engineering', 'B'], ['Probabilități și statistică / Probability and Statistics', 'B'], ['Programare web / Web Programming', 'C'], ['Grafică pe calculator / Computer Graphics', 'C'], ['Securitatea sistemelor / Systems Security', 'C'], ['Practică de specialitate / Internship', 'C'], ['Elaborarea lucrării de licență / Bachelor Thesis Preparation', 'C'], ['Etică profesională / Professional Ethics', 'C']],
  },
  {
    ro: 'Contabilitate și informatică de gestiune', en: 'Accounting and Management Information Systems', titleRo: 'Licențiat în Contabilitate', titleEn: 'Bachelor of Accounting', field: ['Contabilitate', 'Accounting'],
    courses: [['Microeconomie / Microeconomics', 'A'], ['Bazele contabilității / Basics of Accounting', 'A'], ['Matematici aplicate în economie / Applied Mathematics for Economics', 'A'], ['Informatică economică / Business Informatics', 'A'], ['Drept / Law', 'A'], ['Limba engleză / English', 'A'], ['Macroeconomie / Macroeconomics', 'A'], ['Statistică / Statistics', 'A'], ['Contabilitate financiară / Financial Accounting', 'B'], ['Finanțe publice / Public Finance', 'B'], ['Baze de date / Databases', 'B'], ['Fiscalitate / Taxation', 'B'], ['Contabilitate de gestiune / Management Accounting', 'B'], ['Marketing / Marketing', 'B'], ['Audit financiar / Financial Auditing', 'C'], ['Analiză economico-financiară / Financial Analysis', 'C'], ['Contabilitate consolidată / Consolidated Accounting', 'C'], ['Sisteme informatice de gestiune / Management Information Systems', 'C'], ['Expertiză contabilă / Accounting Expertise', 'C'], ['Practică de specialitate / Internship', 'C']],
  },
];
const YEARS: Record<string, [string, number]> = { A: ['Anul I / Year 1', 1], B: ['Anul II / Year 2', 2], C: ['Anul III / Year 3', 3] };
const ro = (n: number) => n.toFixed(2).replace('.', ',');

async function render(rng: Rng) {
  const person = nPerson(rng, 'RO');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2012, 2020);
  const dob = iso(entry - 19, rng.int(1, 12), rng.int(1, 28));
  const born = rng.pick(['Sibiu', 'Brașov', 'Constanța', 'Iași', 'Craiova', 'Oradea']);
  const matricol = `${rng.int(100, 999)}/${entry}`;
  const F = rng.pick([SANS[0], SERIF[0], SANS[1], SERIF[1]]);
  const ability = rng.float(6.5, 9.6);
  const dsep = rng.pick(['.', '/']);

  const r = nResult('ro', person, dob);
  setInstitution(r, uni.name, 'RO');
  const rows: TableRow[] = [];
  let credits = 0;
  let wsum = 0;
  let i = 1;
  for (const key of ['A', 'B', 'C']) {
    const [label, yr] = YEARS[key];
    const session = `${entry + yr - 1}/${entry + yr}`;
    rows.push({ heading: `${label}  —  ${session}` });
    let yc = 0;
    for (const [name, y] of prog.courses) {
      if (y !== key) continue;
      const hours = rng.pick([42, 56, 56, 70, 84]);
      const ects = /Practică|Elaborarea/.test(name) ? rng.pick([3, 5]) : rng.pick([4, 5, 5, 6]);
      const nota = Math.max(5, Math.min(10, Math.round(ability + rng.gauss() * 1.1)));
      rows.push({ cells: [String(i), name, String(hours), String(ects), String(nota)] });
      // A title printed in two languages is named in English (scripts/samples/families/README.md).
      r.courses.push(course({ courseName: name.split(' / ')[1] ?? name, credit: ects, grade: String(nota), term: label.split(' / ')[1], session }));
      i++;
      yc += ects;
      credits += ects;
      wsum += ects * nota;
    }
    rows.push({ cells: ['', `Total credite / Total credits ${label.split(' / ')[1]}`, '', String(yc), ''], bold: true });
  }
  const avg = wsum / credits;
  const licenta = Math.min(10, Math.round((ability + rng.float(-0.5, 0.8)) * 100) / 100);
  const grad = entry + 3;
  const issued = iso(grad, rng.int(9, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: matricol, name: prog.titleEn, level: 'Bachelor', program: prog.en, majorOrSpecialization: prog.field[1],
    yearOfAdmission: entry, yearOfCompletion: grad, dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits), status: 'Completed', programDuration: '3',
  });

  const pdf = new Pdf({ size: A4, title: 'Supliment la diploma', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(44, 56);
  const R = pdf.width - L;
  const W = R - L;
  const blue = rng.pick(['#003399', '#1d3557', '#2b2d42']);
  pdf.text('ROMÂNIA', L, 30, { font: F.bold, size: 9, width: W, align: 'center' });
  pdf.text('MINISTERUL EDUCAȚIEI', L, 42, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text(upper(uni.name), L, 58, { font: F.bold, size: 12.5, width: W, align: 'center', color: blue, fit: true });
  pdf.text('SUPLIMENT LA DIPLOMĂ / DIPLOMA SUPPLEMENT', L, 84, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`Seria ${upper(uni.city.slice(0, 1))} Nr. ${digits(rng, 7)}`, L, 102, { font: F.regular, size: 8.5, width: W, align: 'center' });
  let y = 122;
  const sec = (t: string) => {
    pdf.fill(L, y, W, 15, '#e6ebf5');
    pdf.text(t, L + 4, y + 3, { font: F.bold, size: 9, color: blue });
    y += 20;
  };
  const item = (k: string, v: string) => {
    const ls = pdf.wrap(k, F.regular, 8, 210);
    ls.forEach((l, n) => pdf.text(l, L + 6, y + n * 9.5, { font: F.regular, size: 8, color: '#333333' }));
    pdf.text(v, L + 226, y, { font: F.bold, size: 9, width: W - 230, fit: true });
    y += Math.max(1, ls.length) * 9.5 + 5;
  };
  sec('1. INFORMAȚII PRIVIND TITULARUL DIPLOMEI / INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  item('1.1 Numele de familie / Family name(s)', upper(person.family));
  item('1.2 Prenumele / Given name(s)', person.given);
  item('1.3 Data și locul nașterii / Date and place of birth', `${dmy(dob, dsep)}, ${born}, România`);
  item('1.4 Număr matricol / Student identification number', matricol);
  sec('2. INFORMAȚII PRIVIND CALIFICAREA / INFORMATION IDENTIFYING THE QUALIFICATION');
  item('2.1 Denumirea calificării și titlul conferit / Name of qualification and title conferred', `Diplomă de licență — ${prog.titleRo} / ${prog.titleEn}`);
  item('2.2 Domeniul de licență / Main field of study', `${prog.field[0]} / ${prog.field[1]}`);
  item('2.3 Programul de studii / Study programme', `${prog.ro} / ${prog.en}`);
  item('2.4 Numele și statutul instituției / Name and status of awarding institution', `${uni.name} (${uni.en}), instituție de stat / public`);
  item('2.5 Limba de predare / Language of instruction', 'Română / Romanian');
  sec('3. INFORMAȚII PRIVIND NIVELUL CALIFICĂRII / INFORMATION ON THE LEVEL OF THE QUALIFICATION');
  item('3.1 Nivelul calificării / Level of qualification', 'Studii universitare de licență, nivel 6 EQF / First cycle, EQF level 6');
  item('3.2 Durata oficială a programului / Official length of programme', '3 ani, 180 credite ECTS / 3 years, 180 ECTS credits');
  item('3.3 Anul înmatriculării / Year of enrolment', String(entry));
  sec('4. INFORMAȚII PRIVIND CONȚINUTUL ȘI REZULTATELE / CONTENTS AND RESULTS GAINED');
  const cols: Column[] = [
    { label: 'Nr.', width: 26, align: 'center' },
    { label: ['Disciplina', 'Course unit'], width: W - 26 - 56 - 56 - 56, wrap: true },
    { label: ['Nr. ore', 'Hours'], width: 56, align: 'center' },
    { label: ['Credite', 'ECTS'], width: 56, align: 'center' },
    { label: ['Nota', 'Grade'], width: 56, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#f0f0f0', repeatHeader: rng.bool(0.5), top: 44, bottom: pdf.height - 60 });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  item('4.4 Sistemul de notare / Grading scheme', '10 (maxim / maximum) — 5 (minim de promovare / minimum pass)');
  item('4.5 Media generală a anilor de studii / Overall average of the years of study', ro(avg));
  item('Nota examenului de licență / Bachelor examination grade', ro(licenta));
  item('Total credite ECTS obținute / Total ECTS credits obtained', String(credits));
  item('Anul absolvirii / Year of graduation', String(grad));
  y += 10;
  item('Data eliberării / Date of issue', dmy(issued, dsep));
  pdf.signature(L + 20, y + 30, 100, rng);
  pdf.text('RECTOR', L, y + 40, { font: F.bold, size: 8.5, width: 140, align: 'center' });
  pdf.signature(R - 130, y + 30, 100, rng);
  pdf.text('SECRETAR ȘEF / CHIEF SECRETARY', R - 170, y + 40, { font: F.bold, size: 8.5, width: 170, align: 'center' });
  footers(pdf, F, (p, n) => `Pagina ${p} din ${n} / Page ${p} of ${n}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(person.family), 'candidate.dateOfBirth': dmy(dob, dsep), 'qualification.dateOfIssue': dmy(issued, dsep), 'qualification.cgpa': ro(avg) } };
}

export const families: Family[] = [
  {
    id: 'n-ro-supliment-diploma',
    country: 'RO',
    languages: ['ro', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Romanian diploma supplement in the Europass/UNESCO-CEPES sections with Romanian captions and English after a slash: holder (family name, given names, date and place of birth, student number), qualification and title conferred, level (EQF 6, 180 ECTS), a table per year of study with hours, ECTS credits and grades 1-10 (5 to pass), overall average, licence examination grade; as described by Romanian universities\' diploma-supplement guides and the European Commission\'s diploma-supplement template.',
    render,
  },
];
