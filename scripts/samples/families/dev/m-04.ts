/**
 * Croatian university transcript of grades (prijepis ocjena) from the faculty's student office:
 * "REPUBLIKA HRVATSKA", university, faculty, address and OIB on the letterhead; the student's name,
 * JMBAG (the ten-digit national student number), date and place of birth with the Croatian date
 * form ("7. 3. 2001."), the study ("Sveučilišni prijediplomski studij …"); a ruled table by
 * academic year and semester with the course code, the course (kolegij), the teacher (decoy
 * names with their titles, "izv. prof. dr. sc."), ECTS, the grade in words with its number
 * ("izvrstan (5)", "vrlo dobar (4)", "dobar (3)", "dovoljan (2)"; "položen" for physical
 * education) and the exam date, continuing over two pages with a running header; the ECTS total,
 * the weighted average with a decimal comma, the academic title in its gendered form
 * ("sveučilišni prvostupnik (baccalaureus) ekonomije", "sveučilišna prvostupnica (baccalaurea) …")
 * and the completion date for a graduate, place and date of issue ("U Vinkovcima, 15. 9. 2022."),
 * the student office's signature. Croatian national grading scale 1–5 (2 lowest pass).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, comma, mPerson, mResult, ymd } from './m-kit';

const UNIS = [
  { uni: 'Sveučilište Hrvatskog zagorja', faculty: 'Tehnički fakultet', street: 'Ulica Ljudevita Gaja 12', zip: '49000', city: 'Krapina', cityIn: 'U Krapini' },
  { uni: 'Sveučilište Istočne Slavonije', faculty: 'Ekonomski fakultet', street: 'Trg bana Šokčevića 4', zip: '32100', city: 'Vinkovci', cityIn: 'U Vinkovcima' },
  { uni: 'Sveučilište Kvarnera', faculty: 'Filozofski fakultet', street: 'Obala Vladimira Nazora 7', zip: '51260', city: 'Crikvenica', cityIn: 'U Crikvenici' },
];
const STUDIES = [
  { study: 'Sveučilišni prijediplomski studij Ekonomija', field: 'Ekonomija', title: ['sveučilišni prvostupnik (baccalaureus) ekonomije', 'sveučilišna prvostupnica (baccalaurea) ekonomije'], prefix: 'EK',
    courses: ['Osnove ekonomije', 'Matematika za ekonomiste', 'Poslovna informatika', 'Računovodstvo', 'Poslovni engleski jezik 1', 'Mikroekonomija', 'Makroekonomija', 'Statistika', 'Poslovno pravo', 'Poslovni engleski jezik 2', 'Marketing', 'Financijski menadžment', 'Monetarna ekonomija', 'Menadžment', 'Organizacija poduzeća', 'Javne financije', 'Međunarodna ekonomija', 'Bankarstvo', 'Ekonometrija', 'Porezni sustav', 'Revizija', 'Upravljanje ljudskim potencijalima', 'Poduzetništvo', 'Gospodarstvo Hrvatske', 'Završni rad'] },
  { study: 'Sveučilišni prijediplomski studij Računarstvo', field: 'Računarstvo', title: ['sveučilišni prvostupnik (baccalaureus) inženjer računarstva', 'sveučilišna prvostupnica (baccalaurea) inženjerka računarstva'], prefix: 'RI',
    courses: ['Matematika 1', 'Fizika', 'Osnove programiranja', 'Digitalna logika', 'Engleski jezik struke 1', 'Matematika 2', 'Algoritmi i strukture podataka', 'Diskretna matematika', 'Arhitektura računala', 'Engleski jezik struke 2', 'Objektno orijentirano programiranje', 'Operacijski sustavi', 'Vjerojatnost i statistika', 'Baze podataka', 'Računalne mreže', 'Programsko inženjerstvo', 'Web programiranje', 'Umjetna inteligencija', 'Sigurnost informacijskih sustava', 'Ugradbeni sustavi', 'Razvoj mobilnih aplikacija', 'Projektni menadžment', 'Stručna praksa', 'Završni rad'] },
  { study: 'Sveučilišni prijediplomski studij Psihologija', field: 'Psihologija', title: ['sveučilišni prvostupnik psihologije', 'sveučilišna prvostupnica psihologije'], prefix: 'PS',
    courses: ['Uvod u psihologiju', 'Biološke osnove ponašanja', 'Statistika u psihologiji 1', 'Sociologija', 'Engleski jezik 1', 'Razvojna psihologija 1', 'Statistika u psihologiji 2', 'Filozofija', 'Psihologija učenja', 'Engleski jezik 2', 'Razvojna psihologija 2', 'Socijalna psihologija', 'Psihologija ličnosti', 'Kognitivna psihologija', 'Metodologija psihologijskih istraživanja', 'Psihologijsko testiranje', 'Odgojna psihologija', 'Psihologija rada', 'Klinička psihologija', 'Psihopatologija', 'Psihologija emocija', 'Evolucijska psihologija', 'Završni rad'] },
];
const TEACHERS = ['izv. prof. dr. sc. Damir Kralj', 'prof. dr. sc. Vesna Šarić', 'doc. dr. sc. Krešimir Lovrić', 'dr. sc. Sanja Bošnjak, v. pred.', 'prof. dr. sc. Zoran Budimir', 'doc. dr. sc. Ivona Jelić', 'Nenad Filipović, pred.', 'izv. prof. dr. sc. Mirela Šimić', 'doc. dr. sc. Hrvoje Begić'];
const WORDS: Record<number, string> = { 2: 'dovoljan', 3: 'dobar', 4: 'vrlo dobar', 5: 'izvrstan' };
const ROMAN = ['I.', 'II.', 'III.', 'IV.', 'V.', 'VI.'];

/** Croatian numeric dates: day and month unpadded, each followed by a dot ("7. 3. 2001."). */
const hrDate = (isoDate: string) => {
  const [y, m, d] = ymd(isoDate);
  return `${d}. ${m}. ${y}.`;
};

async function render(rng: Rng) {
  const p = mPerson(rng, 'HR');
  // Each faculty teaches its own study (technical: computing, economics, humanities: psychology).
  const k = rng.int(0, UNIS.length - 1);
  const u = UNIS[k];
  const s = STUDIES[[1, 0, 2][k]];
  const start = rng.int(2014, 2021);
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1], SANS[4]]);
  const graduated = rng.bool(0.75);
  const ability = rng.float(2.8, 4.8);
  const jmbag = `0${digits(rng, 9)}`;

  const r = mResult('hr', p.given, p.family, dob);
  setInstitution(r, u.uni, 'HR');
  const rows: TableRow[] = [];
  const per = Math.ceil(s.courses.length / 6);
  let ects = 0;
  let wsum = 0;
  let wects = 0;
  let last = iso(start, 10, 1);
  const semesters = graduated ? 6 : rng.int(3, 5);
  for (let sem = 0; sem < semesters; sem++) {
    const year = start + Math.floor(sem / 2);
    const ay = `${year}./${year + 1}.`;
    rows.push({ heading: `Akademska godina ${ay} — ${ROMAN[sem]} semestar` });
    const titles = s.courses.slice(sem * per, (sem + 1) * per).filter((t) => graduated || t !== 'Završni rad');
    // Physical education in the first four semesters: passed without a grade, 1 ECTS.
    const items = [...titles.map((t) => ({ t, pe: false })), ...(sem < 4 ? [{ t: `Tjelesna i zdravstvena kultura ${sem + 1}`, pe: true }] : [])];
    const raw = items.map((it) => (it.pe ? 1 : it.t === 'Završni rad' ? 8 : rng.pick([4, 5, 6, 6, 7])));
    const rest = 30 - items.filter((it) => it.pe).length;
    const gradedRaw = raw.filter((_, i) => !items[i].pe).reduce((a, b) => a + b, 0);
    const credit = raw.map((c, i) => (items[i].pe ? 1 : Math.max(2, Math.round((c * rest) / gradedRaw))));
    const fix = credit.findIndex((_, i) => !items[i].pe);
    credit[fix] += 30 - credit.reduce((a, b) => a + b, 0);
    items.forEach((it, i) => {
      const date = sem % 2 === 0 ? iso(year + 1, rng.pick([1, 2, 2]), rng.int(1, 28)) : iso(year + 1, rng.pick([6, 7, 9]), rng.int(1, 28));
      if (date > last) last = date;
      const code = `${s.prefix}${sem + 1}${String(i + 1).padStart(2, '0')}`;
      const n = Math.max(2, Math.min(5, Math.round(ability + rng.gauss() * 0.9)));
      const grade = it.pe ? 'položen' : `${WORDS[n]} (${n})`;
      rows.push({ cells: [code, it.t, it.pe ? '' : rng.pick(TEACHERS), String(credit[i]), grade, hrDate(date)] });
      r.courses.push(course({ courseNumber: code, courseName: it.t, credit: credit[i], grade, term: `${ROMAN[sem]} semestar`, session: ay }));
      ects += credit[i];
      if (!it.pe) {
        wsum += n * credit[i];
        wects += credit[i];
      }
    });
  }
  const mean = Math.round((wsum / wects) * 100) / 100;
  const title = s.title[p.woman ? 1 : 0];
  const issued = addDays(last, rng.int(14, 120));
  Object.assign(r.qualification, {
    registrationNumber: jmbag, name: title, level: 'Bachelor', majorOrSpecialization: s.field, yearOfAdmission: start, dateOfIssue: issued, cgpa: mean.toFixed(2), totalCreditsOrMarks: String(ects),
  });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: Number(last.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Prijepis ocjena', author: u.faculty, creationDate: new Date(`${issued}T08:30:00Z`) });
  const L = 42;
  const W = pdf.width - 2 * L;
  const red = '#b01e23';
  pdf.fill(L, 30, 22, 22, red);
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) if ((i + j) % 2 === 1) pdf.fill(L + i * 4.4, 30 + j * 4.4, 4.4, 4.4, '#ffffff');
  pdf.rect(L, 30, 22, 22, 0.6, red);
  const head = ['REPUBLIKA HRVATSKA', u.uni.toLocaleUpperCase('hr'), u.faculty.toLocaleUpperCase('hr'), `${u.street}, ${u.zip} ${u.city}  ·  OIB: ${digits(rng, 11)}`];
  head.forEach((t, i) => pdf.text(t, L + 34, 28 + i * 12.5, { font: i < 3 ? F.bold : F.regular, size: i < 3 ? 9.5 : 8 }));
  pdf.text('Studentska referada', pdf.width - L - 160, 28, { font: F.regular, size: 8.5, width: 160, align: 'right' });
  pdf.text(`Klasa: 602-04/${issued.slice(2, 4)}-01/${rng.int(10, 999)}`, pdf.width - L - 160, 40, { font: F.regular, size: 8, width: 160, align: 'right' });
  pdf.line(L, 84, L + W, 84, 0.8);
  pdf.text('PRIJEPIS OCJENA', L, 96, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 124;
  const pairs: Array<[string, string]> = [
    ['Ime i prezime', `${p.given} ${p.family}`],
    ['JMBAG', jmbag],
    ['Datum i mjesto rođenja', `${hrDate(dob)}, ${rng.pick(['Zagreb', 'Osijek', 'Split', 'Rijeka', 'Zadar', 'Slavonski Brod', u.city])}`],
    ['Studij', s.study],
    ['Godina upisa', `${start}./${start + 1}.`],
  ];
  for (const [k, v] of pairs) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 140, y, { font: F.bold, size: 9, width: W - 140, fit: true });
    y += 14;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Šifra', width: 44 },
    { label: 'Kolegij', width: 150, wrap: true },
    { label: 'Nastavnik', width: W - 44 - 150 - 36 - 78 - 62, wrap: true },
    { label: 'ECTS', width: 36, align: 'center' },
    { label: 'Ocjena', width: 78, align: 'center' },
    { label: 'Datum ispita', width: 62, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.6, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#eeeeee', repeatHeader: true, top: 40, bottom: pdf.height - 56,
    onNewPage: (d) => (d.text(`Prijepis ocjena — ${p.given} ${p.family}, JMBAG ${jmbag}`, L, 24, { font: F.italic, size: 8 }), 6) });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 56;
  }
  y += 12;
  pdf.text(`Ukupno ostvareno ECTS bodova: ${ects}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Težinski prosjek ocjena: ${comma(mean, 2)}`, L, y + 15, { font: F.bold, size: 9.5 });
  y += 34;
  if (graduated) {
    y += pdf.para(`Student${p.woman ? 'ica je završila' : ' je završio'} studij dana ${hrDate(last)} i stekl${p.woman ? 'a' : 'o'} akademski naziv ${title}.`, L, y, W, { font: F.regular, size: 9 });
  } else {
    y += pdf.para(`Akademski naziv koji se stječe završetkom studija: ${title}.`, L, y, W, { font: F.regular, size: 9 });
  }
  y += 8;
  y += pdf.para('Prijepis se izdaje na osobni zahtjev studenta u svrhu priznavanja inozemne kvalifikacije i u druge svrhe se ne može upotrijebiti.', L, y, W, { font: F.regular, size: 8.5 });
  y += 14;
  pdf.text(`${u.cityIn}, ${hrDate(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.seal(pdf.width / 2, y + 36, 28, '#2b4c8c');
  pdf.text('M.P.', pdf.width / 2 - 10, y + 70, { font: F.regular, size: 8 });
  pdf.signature(pdf.width - 190, y + 30, 110, rng);
  pdf.text('Voditelj/ica Studentske referade', pdf.width - 220, y + 42, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  footers(pdf, F, (a, b) => `Stranica ${a} od ${b}`);
  const printed: Record<string, string> = { 'candidate.dateOfBirth': hrDate(dob), 'qualification.dateOfIssue': hrDate(issued), 'qualification.cgpa': comma(mean, 2) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-04-transcript',
    country: 'HR',
    languages: ['hr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Croatian faculty transcript of grades (prijepis ocjena): republic, university, faculty and OIB, JMBAG, Croatian date forms, the study; a ruled table by academic year and semester with code, course (kolegij), teacher, ECTS, grade in words with its number (izvrstan (5) … dovoljan (2), položen) and exam date over two pages with a running header; ECTS total, weighted average with a decimal comma, the gendered academic title; as described in Croatian universities\' student-office pages and the national 1–5 grading scale.',
    render,
  },
];
