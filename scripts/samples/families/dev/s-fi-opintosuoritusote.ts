/**
 * Finnish transcript of records (opintosuoritusote) printed from a university's student register, as
 * Finnish universities' study guides describe it: the university with its postal address and web
 * domain, "OPINTOSUORITUSOTE", the holder as "Sukunimi, Etunimet" (or surname and given names on
 * separate rows), "Syntymäaika" (d.m.yyyy), "Opiskelijanumero", the degree programme
 * ("Koulutusohjelma"), the degree ("Tutkinto": "Kauppatieteiden kandidaatti", "Filosofian maisteri",
 * "Insinööri (AMK)") with its completion date ("Suoritettu"), the study right's start ("Opinto-oikeus
 * alkaen"); study units grouped under headings (perusopinnot, aineopinnot …) with a code, the name,
 * the scope in credits ("op", decimal comma), the grade 1-5 or "hyv." (hyväksytty) and the date;
 * "Yhteensä … op" and the weighted average ("Painotettu keskiarvo"); the print date ("Tulostettu").
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dotted, footers, iso, sPerson, sResult, setInstitution, type Column, type TableRow } from '../lib/s-kit';

const UNIS = [
  { name: 'Pohjanmaan yliopisto', address: 'PL 700, 65101 Vaasa', web: 'www.pohjanmaanyliopisto.fi', prefix: 'PY' },
  { name: 'Kaakkois-Suomen yliopisto', address: 'Yliopistonkatu 12, 53850 Lappeenranta', web: 'www.ksy.fi', prefix: 'KSY' },
  { name: 'Hämeen ammattikorkeakoulu Lahdenranta', address: 'PL 19, 15101 Lahti', web: 'www.lahdenranta-amk.fi', prefix: 'LR' },
];

interface Degree {
  name: string;
  programme: string;
  level: 'Bachelor' | 'Master';
  years: number;
  blocks: Array<{ heading: string; units: string[] }>;
}

const DEGREES: Degree[] = [
  {
    name: 'Kauppatieteiden kandidaatti', programme: 'Kauppatieteiden kandidaatin koulutusohjelma', level: 'Bachelor', years: 3,
    blocks: [
      { heading: 'Kieli- ja viestintäopinnot', units: ['Ruotsin kieli, kirjallinen taito', 'Englannin kieli: Business Communication', 'Viestintä ja vuorovaikutus'] },
      { heading: 'Perusopinnot', units: ['Johdatus liiketaloustieteisiin', 'Kirjanpidon perusteet', 'Markkinoinnin perusteet', 'Kansantaloustieteen perusteet', 'Tilastotieteen johdantokurssi'] },
      { heading: 'Aineopinnot', units: ['Johdon laskentatoimi', 'Yritysrahoitus', 'Kuluttajakäyttäytyminen', 'Strateginen johtaminen', 'Kandidaatintutkielma'] },
    ],
  },
  {
    name: 'Filosofian maisteri', programme: 'Tietojenkäsittelytieteen maisteriohjelma', level: 'Master', years: 2,
    blocks: [
      { heading: 'Syventävät opinnot', units: ['Hajautetut järjestelmät', 'Koneoppimisen menetelmät', 'Ohjelmistoarkkitehtuurit', 'Tietoturvan syventävä kurssi', 'Tutkimusseminaari'] },
      { heading: 'Muut opinnot', units: ['Tieteellinen kirjoittaminen', 'Työharjoittelu', 'Pro gradu -tutkielma'] },
    ],
  },
  {
    name: 'Insinööri (AMK)', programme: 'Konetekniikan tutkinto-ohjelma', level: 'Bachelor', years: 4,
    blocks: [
      { heading: 'Perusopinnot', units: ['Insinöörimatematiikka 1', 'Insinöörimatematiikka 2', 'Fysiikan perusteet', 'Tekninen piirtäminen ja CAD', 'Ruotsin kieli (virkamiesruotsi)'] },
      { heading: 'Ammattiopinnot', units: ['Lujuusoppi', 'Koneenosien suunnittelu', 'Valmistustekniikka', 'Automaatiotekniikka', 'Energiatekniikka'] },
      { heading: 'Harjoittelu ja opinnäytetyö', units: ['Ammattiharjoittelu', 'Opinnäytetyö'] },
    ],
  },
];

async function render(rng: Rng) {
  const person = sPerson(rng, 'FI');
  const deg = rng.pick(DEGREES);
  // Universities of applied sciences (ammattikorkeakoulu) award the "(AMK)" degrees, universities the others.
  const uni = rng.pick(UNIS.filter((u) => /ammattikorkeakoulu/.test(u.name) === /\(AMK\)/.test(deg.name)));
  const entry = rng.int(2013, 2020);
  const dob = iso(entry - rng.int(19, 24), rng.int(1, 12), rng.int(1, 28));
  const start = iso(entry, 8, 1);
  const done = iso(entry + deg.years, rng.pick([5, 6, 12]), rng.int(1, 28));
  const printed = iso(entry + deg.years + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const issued = printed < done ? done : printed;
  const studentNo = digits(rng, rng.pick([7, 9]));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const layout = rng.pick(['grid', 'plain'] as const);
  const nameRows = rng.bool(0.5);
  const ability = rng.float(2.4, 4.6);

  const r = sResult('fi', person, dob);
  setInstitution(r, uni.name, 'FI');
  const rows: TableRow[] = [];
  let sum = 0;
  let weighted = 0;
  let graded = 0;
  let k = 0;
  const total = deg.blocks.reduce((a, b) => a + b.units.length, 0);
  for (const block of deg.blocks) {
    rows.push({ heading: block.heading });
    for (const unit of block.units) {
      const thesis = /tutkielma|Opinnäytetyö|Pro gradu/.test(unit);
      const op = thesis ? rng.pick([10, 15, 30]) : /harjoittelu/i.test(unit) ? rng.pick([15, 30]) : rng.pick([2, 3, 5, 5, 5, 2.5]);
      const passFail = /harjoittelu|viestintä|kirjoittaminen/i.test(unit) || (!thesis && rng.bool(0.1));
      const num = Math.max(1, Math.min(5, Math.round(ability + rng.gauss() * 0.8)));
      const grade = passFail ? rng.pick(['hyv.', 'HYV']) : String(num);
      const date = iso(entry + Math.floor((k * deg.years) / total), rng.pick([10, 12, 3, 5]), rng.int(1, 28));
      const code = `${uni.prefix}${rng.int(100, 999)}${rng.bool(0.3) ? 'A' : ''}`;
      const opText = String(op).replace('.', ',');
      rows.push({ cells: layout === 'grid' ? [code, unit, opText, grade, dotted(date)] : [dotted(date, true), code, unit, `${opText} op`, grade] });
      r.courses.push(course({ courseNumber: code, courseName: unit, credit: op, grade, year: Number(date.slice(0, 4)) }));
      sum += op;
      if (!passFail) {
        weighted += num * op;
        graded += op;
      }
      k++;
    }
  }
  const avg = (weighted / graded).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: deg.name, level: deg.level, program: deg.programme, yearOfAdmission: entry,
    yearOfCompletion: Number(done.slice(0, 4)), dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Opintosuoritusote', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 50;
  const R = pdf.width - L;
  const W = R - L;
  const blue = rng.pick(['#002f6c', '#1d1d1b', '#00594f']);
  const letterhead = (p: Pdf) => {
    p.text(uni.name, L, 38, { font: F.bold, size: 14, color: blue });
    p.text(`${uni.address}  |  ${uni.web}`, L, 56, { font: F.regular, size: 8, color: '#555555' });
    p.line(L, 70, R, 70, 0.8, blue);
    return 0;
  };
  letterhead(pdf);
  pdf.text('OPINTOSUORITUSOTE', L, 84, { font: F.bold, size: 15 });
  pdf.text(`Tulostettu ${dotted(issued)}`, L, 88, { font: F.regular, size: 8.5, width: W, align: 'right' });
  const kv: Array<[string, string]> = [
    ...(nameRows ? ([['Sukunimi', person.family], ['Etunimet', person.given]] as Array<[string, string]>) : ([['Nimi', `${person.family}, ${person.given}`]] as Array<[string, string]>)),
    ['Syntymäaika', dotted(dob)],
    ['Opiskelijanumero', studentNo],
    ['Koulutusohjelma', deg.programme],
    ['Opinto-oikeus alkaen', dotted(start)],
    ['Tutkinto', `${deg.name}, suoritettu ${dotted(done)}`],
  ];
  let y = 112;
  for (const [key, v] of kv) {
    pdf.text(key, L, y, { font: F.regular, size: 9, color: '#444444' });
    pdf.text(v, L + 130, y, { font: F.bold, size: 9.5, width: W - 130, fit: true });
    y += 14.5;
  }
  y += 12;
  pdf.text('Suoritukset', L, y, { font: F.bold, size: 11, color: blue });
  y += 16;
  const cols: Column[] = layout === 'grid'
    ? [{ label: 'Koodi', width: 62 }, { label: 'Opintojakso', width: W - 62 - 50 - 56 - 72, wrap: true }, { label: 'Laajuus (op)', width: 50, align: 'right' }, { label: 'Arvosana', width: 56, align: 'center' }, { label: 'Päivämäärä', width: 72, align: 'right' }]
    : [{ label: 'Pvm', width: 64 }, { label: 'Tunniste', width: 60 }, { label: 'Nimi', width: W - 64 - 60 - 50 - 50, wrap: true }, { label: 'Laajuus', width: 50, align: 'right' }, { label: 'Arvosana', width: 50, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: layout === 'grid' ? 'grid' : 'rows', headerFill: layout === 'grid' ? '#e6ebf2' : undefined, repeatHeader: true, top: 84, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 10;
  if (y > pdf.height - 130) {
    pdf.addPage();
    letterhead(pdf);
    y = 90;
  }
  const sumText = String(sum).replace('.', ',');
  pdf.text(`Yhteensä ${sumText} op`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Painotettu keskiarvo ${avg.replace('.', ',')}`, L, y + 15, { font: F.regular, size: 9.5 });
  pdf.text('Arvosanat: 5 erinomainen, 4 kiitettävä, 3 hyvä, 2 tyydyttävä, 1 välttävä, hyv. hyväksytty', L, y + 34, { font: F.italic, size: 7.5, color: '#555555' });
  pdf.text('Opintorekisteri', L, y + 62, { font: F.regular, size: 8.5 });
  pdf.signature(L, y + 70, 110, rng);
  footers(pdf, F, (p, n) => `${uni.name} – Opintosuoritusote – Sivu ${p}/${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': nameRows ? person.given : `${person.family}, ${person.given}`,
      'candidate.dateOfBirth': dotted(dob),
      'qualification.dateOfIssue': dotted(issued),
      'qualification.cgpa': avg.replace('.', ','),
      'qualification.totalCreditsOrMarks': sumText,
    },
  };
}

export const families: Family[] = [
  {
    id: 's-fi-opintosuoritusote',
    country: 'FI',
    languages: ['fi'],
    kind: 'transcript',
    degradations: ['scan', 'screenshot'],
    conventions: 'Finnish transcript of records (opintosuoritusote) from a university register: "Sukunimi, Etunimet" or separate rows, Syntymäaika d.m.yyyy, Opiskelijanumero, Koulutusohjelma, Tutkinto with its completion date, study units grouped under perusopinnot/aineopinnot headings with code, name, scope in op (decimal comma), grade 1-5 or hyv., date; Yhteensä … op and Painotettu keskiarvo; as described by Finnish universities\' grading and transcript guides (scale 0-5, 1 op = 1 ECTS).',
    render,
  },
];
