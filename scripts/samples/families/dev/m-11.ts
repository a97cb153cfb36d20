/**
 * Slovak university record of study results (výpis výsledkov štúdia) from the faculty's study
 * department: university, faculty, address and "Slovenská republika"; the student's name, date of
 * birth, student ID, study programme, level ("1. stupeň (bakalársky)", "2. stupeň (inžiniersky)")
 * and form; the courses by academic year and semester ("Akademický rok 2019/2020 — zimný
 * semester") with the course code ("KI/APR1/19"), the course (predmet), the type (P compulsory,
 * PV compulsory optional, V optional), credits, the ECTS grade A–E or FX (failed, the course then
 * repeated) and the date; after the courses, a summary table per academic year (credits enrolled,
 * credits obtained, the weighted study average with a decimal comma) and its total row; the
 * academic title ("bakalár (Bc.)", "inžinier (Ing.)") with the date of the state examination for
 * a graduate. Grading scale of the Slovak higher-education act: A výborne (1) … E dostatočne (3),
 * FX nedostatočne (4).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, comma, dmy, mResult, skPerson } from './m-kit';

const UNIS = [
  { uni: 'Univerzita Horného Považia v Považskej Bystrici', faculty: 'Fakulta informatiky', street: 'Štúrova 14', zip: '017 01', city: 'Považská Bystrica', dept: 'KI' },
  { uni: 'Technická univerzita Podtatranská v Poprade', faculty: 'Strojnícka fakulta', street: 'Námestie sv. Egídia 22', zip: '058 01', city: 'Poprad', dept: 'KST' },
  { uni: 'Ekonomická univerzita Záhorie v Senici', faculty: 'Národohospodárska fakulta', street: 'Hviezdoslavova 310', zip: '905 01', city: 'Senica', dept: 'KE' },
];
const PROGRAMMES = [
  { name: 'Aplikovaná informatika', stage: '1. stupeň (bakalársky)', title: 'bakalár (Bc.)', level: 'Bachelor', years: 3,
    courses: ['Algoritmizácia a programovanie 1', 'Matematická analýza 1', 'Diskrétna matematika', 'Úvod do informatiky', 'Anglický jazyk 1', 'Algoritmizácia a programovanie 2', 'Matematická analýza 2', 'Lineárna algebra', 'Počítačové systémy', 'Anglický jazyk 2', 'Objektovo orientované programovanie', 'Databázové systémy', 'Pravdepodobnosť a štatistika', 'Operačné systémy', 'Počítačové siete', 'Softvérové inžinierstvo', 'Webové technológie', 'Umelá inteligencia', 'Bezpečnosť informačných systémov', 'Mobilné aplikácie', 'Seminár k bakalárskej práci', 'Bakalárska práca'] },
  { name: 'Výrobné technológie', stage: '2. stupeň (inžiniersky)', title: 'inžinier (Ing.)', level: 'Master', years: 2,
    courses: ['Technológia obrábania', 'Numerické metódy', 'CAD/CAM systémy', 'Materiálové inžinierstvo', 'Automatizácia výrobných procesov', 'Riadenie kvality', 'Projektovanie výrobných systémov', 'Metrológia', 'Priemyselná robotika', 'Diplomový seminár', 'Manažérstvo výroby', 'Diplomová práca'] },
  { name: 'Národné hospodárstvo', stage: '1. stupeň (bakalársky)', title: 'bakalár (Bc.)', level: 'Bachelor', years: 3,
    courses: ['Mikroekonómia 1', 'Matematika pre ekonómov', 'Účtovníctvo', 'Hospodárske dejiny', 'Anglický jazyk 1', 'Makroekonómia 1', 'Štatistika', 'Podnikové hospodárstvo', 'Právo pre ekonómov', 'Anglický jazyk 2', 'Mikroekonómia 2', 'Makroekonómia 2', 'Verejné financie', 'Monetárna ekonómia', 'Medzinárodná ekonómia', 'Hospodárska politika', 'Ekonometria', 'Trh práce', 'Regionálna ekonómia', 'Seminár k bakalárskej práci', 'Bakalárska práca'] },
];
const SCALE: Array<[string, number]> = [['A', 1], ['B', 1.5], ['C', 2], ['D', 2.5], ['E', 3]];

async function render(rng: Rng) {
  const p = skPerson(rng);
  const k = rng.int(0, UNIS.length - 1);
  const u = UNIS[k];
  const prog = PROGRAMMES[k];
  const start = rng.int(2014, 2021);
  const dob = iso(start - (prog.level === 'Master' ? 22 : 19), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const graduated = rng.bool(0.7);
  const ability = rng.float(0, 3.6);
  const semesters = prog.years * 2;
  const taken = graduated ? semesters : rng.int(2, semesters - 1);
  const id = `${digits(rng, 5)}`;
  const shortName = (t: string) => t.split(/\s+/).filter((w) => /^\p{L}/u.test(w)).map((w) => w[0].toUpperCase()).join('').slice(0, 4);

  const r = mResult('sk', p.given, p.family, dob);
  setInstitution(r, u.uni, 'SK');
  const rows: TableRow[] = [];
  const per = Math.ceil(prog.courses.length / semesters);
  const years: Array<{ ay: string; enrolled: number; obtained: number; ws: number; wc: number }> = [];
  let last = '';
  const failed: string[] = [];
  for (let s = 0; s < taken; s++) {
    const y = start + Math.floor(s / 2);
    const ay = `${y}/${y + 1}`;
    const sem = s % 2 === 0 ? 'zimný semester' : 'letný semester';
    if (s % 2 === 0) years.push({ ay, enrolled: 0, obtained: 0, ws: 0, wc: 0 });
    const yr = years[years.length - 1];
    rows.push({ heading: `Akademický rok ${ay} — ${sem}` });
    const titles = [...failed.splice(0), ...prog.courses.slice(s * per, (s + 1) * per)].filter((t) => graduated || !/práca$/.test(t));
    // Credits of the semester's courses, scaled so that a semester makes its 30 ECTS credits.
    const raw = titles.map((t) => (/práca$/.test(t) ? (prog.level === 'Master' ? 20 : 10) : /Seminár/.test(t) ? 2 : /jazyk/.test(t) ? 3 : rng.pick([4, 5, 6, 6])));
    const scale = 30 / raw.reduce((a, b) => a + b, 0);
    const credits = raw.map((c, i) => (/práca$|Seminár|jazyk/.test(titles[i]) ? c : Math.max(2, Math.round(c * scale))));
    const free = credits.findIndex((_, i) => !/Seminár|jazyk/.test(titles[i]));
    if (free >= 0) credits[free] = Math.max(2, credits[free] + 30 - credits.reduce((a, b) => a + b, 0));
    for (const [ti, t] of titles.entries()) {
      const thesis = /práca$/.test(t);
      const credit = credits[ti];
      const type = thesis || /Seminár|Mikro|Makro|Algoritm|Matemat/.test(t) ? 'P' : /jazyk/.test(t) ? 'PV' : rng.pick(['P', 'P', 'PV', 'V']);
      const fail = !thesis && !graduated && rng.bool(0.06);
      const [grade, pts] = fail ? ['FX', 4] : SCALE[Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 1.1)))];
      const date = s % 2 === 0 ? iso(y + 1, rng.pick([1, 2]), rng.int(1, 28)) : iso(y + 1, rng.pick([5, 6]), rng.int(1, 28));
      if (date > last) last = date;
      const code = `${u.dept}/${shortName(t)}${/\d$/.test(t) ? t.slice(-1) : ''}/${String(start).slice(2)}`;
      rows.push({ cells: [code, t, type, String(credit), grade, dmy(date)] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit, grade, term: sem, session: ay }));
      yr.enrolled += credit;
      if (!fail) yr.obtained += credit;
      yr.ws += pts * credit;
      yr.wc += credit;
      // A failed course (FX) is enrolled again the next semester.
      if (fail) failed.push(t);
    }
  }
  const obtained = years.reduce((a, y) => a + y.obtained, 0);
  const enrolled = years.reduce((a, y) => a + y.enrolled, 0);
  const mean = Math.round((years.reduce((a, y) => a + y.ws, 0) / years.reduce((a, y) => a + y.wc, 0)) * 100) / 100;
  const stateExam = addDays(last, rng.int(10, 40));
  const issued = addDays(graduated ? stateExam : last, rng.int(10, 120));
  Object.assign(r.qualification, {
    registrationNumber: id, name: prog.title, level: prog.level, majorOrSpecialization: prog.name, yearOfAdmission: start, dateOfIssue: issued, cgpa: mean.toFixed(2), totalCreditsOrMarks: String(obtained),
  });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: Number(stateExam.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Výpis výsledkov štúdia', author: u.faculty, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  pdf.crest(L + 22, 50, 22, shortName(u.uni).slice(0, 3), '#1a3e72', F.bold);
  [u.uni, u.faculty, `${u.street}, ${u.zip} ${u.city}, Slovenská republika`].forEach((t, i) => pdf.text(t, L + 56, 32 + i * 13, { font: i < 2 ? F.bold : F.regular, size: i < 2 ? 10 : 8.5, width: W - 56, fit: true }));
  pdf.text('Študijné oddelenie', L + 56, 71, { font: F.italic, size: 8.5 });
  pdf.line(L, 86, L + W, 86, 0.8);
  pdf.text('VÝPIS VÝSLEDKOV ŠTÚDIA', L, 98, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text('za celé obdobie štúdia', L, 116, { font: F.regular, size: 9, width: W, align: 'center' });
  let y = 138;
  const pairs: Array<[string, string]> = [
    ['Meno a priezvisko', `${p.given} ${p.family}`], ['Dátum narodenia', dmy(dob)], ['ID študenta', id],
    ['Študijný program', prog.name], ['Stupeň štúdia', prog.stage], ['Forma štúdia', 'denná'],
  ];
  pairs.forEach(([k2, v], i) => {
    const cx = L + (i % 2) * (W / 2);
    const cy = y + Math.floor(i / 2) * 14;
    pdf.text(`${k2}:`, cx, cy, { font: F.regular, size: 8.8 });
    pdf.text(v, cx + 100, cy, { font: F.bold, size: 8.8, width: W / 2 - 106, fit: true });
  });
  y += 50;
  const cols: Column[] = [
    { label: 'Kód predmetu', width: 82 },
    { label: 'Názov predmetu', width: W - 82 - 34 - 44 - 60 - 64, wrap: true },
    { label: 'Typ', width: 34, align: 'center' },
    { label: 'Kredity', width: 44, align: 'center' },
    { label: 'Hodnotenie', width: 60, align: 'center' },
    { label: 'Dátum', width: 64, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e7ebf2', repeatHeader: true, top: 44, bottom: pdf.height - 56 });
  const summary: TableRow[] = [
    ...years.map((yy) => ({ cells: [yy.ay, String(yy.enrolled), String(yy.obtained), comma(yy.ws / yy.wc, 2)] })),
    { cells: ['Spolu', String(enrolled), String(obtained), comma(mean, 2)], bold: true },
  ];
  if (y > pdf.height - 120 - summary.length * 14 - 110) {
    pdf.addPage();
    y = 50;
  }
  y += 16;
  pdf.text('Súhrn', L, y, { font: F.bold, size: 10 });
  y += 16;
  const sc: Column[] = [{ label: 'Akademický rok', width: 110 }, { label: 'Zapísané kredity', width: 100, align: 'center' }, { label: 'Získané kredity', width: 100, align: 'center' }, { label: 'Vážený študijný priemer', width: 130, align: 'center' }];
  y = courseTable(pdf, L, y, sc, summary, { F, size: 8.4, ruling: 'grid', headerFill: '#f0f0f0', repeatHeader: false, top: 44, bottom: pdf.height - 40 });
  y += 14;
  if (graduated) y += pdf.para(`Štúdium riadne skončené absolvovaním štátnej skúšky dňa ${dmy(stateExam)}. Udelený akademický titul: ${prog.title}.`, L, y, W, { font: F.regular, size: 9 });
  else y += pdf.para(`Študent${p.woman ? 'ka' : ''} je zapísan${p.woman ? 'á' : 'ý'} v ${Math.floor(taken / 2) + 1}. roku štúdia. Akademický titul po skončení štúdia: ${prog.title}.`, L, y, W, { font: F.regular, size: 9 });
  y += 10;
  pdf.para('Hodnotenie: A – výborne (1), B – veľmi dobre (1,5), C – dobre (2), D – uspokojivo (2,5), E – dostatočne (3), FX – nedostatočne (4). Typ: P – povinný, PV – povinne voliteľný, V – výberový.', L, y, W, { font: F.italic, size: 7.5 });
  y += 30;
  pdf.text(`V ${u.city === 'Poprad' ? 'Poprade' : u.city === 'Senica' ? 'Senici' : 'Považskej Bystrici'} dňa ${dmy(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.seal(pdf.width / 2, y + 30, 26, '#1a3e72');
  pdf.signature(pdf.width - 190, y + 24, 110, rng);
  pdf.text('referentka študijného oddelenia', pdf.width - 220, y + 36, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  footers(pdf, F, (a, b) => `Strana ${a}/${b}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued), 'qualification.cgpa': comma(mean, 2) } };
}

export const families: Family[] = [
  {
    id: 'm-11-transcript',
    country: 'SK',
    languages: ['sk'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Slovak university record of study results (výpis výsledkov štúdia): university, faculty, address and Slovenská republika, student ID, study programme and level; courses by academic year and winter/summer semester with code, predmet, type (P/PV/V), credits, ECTS grade A–E or FX and date; a summary table per academic year (credits enrolled and obtained, weighted average with a decimal comma) with its total; the academic title (bakalár (Bc.), inžinier (Ing.)) and state-examination date; as described in Slovak universities\' study regulations and the ECTS grading scale.',
    render,
  },
];
