/**
 * Icelandic university record of study (námsferilsyfirlit) from the student registry
 * (Nemendaskrá): the university, the faculty (deild), the address with the postcode and town
 * ("102 Reykjavík", "600 Akureyri"); the holder's name (given name and the father's name with
 * -son or -dóttir, which stands where a surname stands) and the kennitala (DDMMYY-NNNN, no date of
 * birth printed apart), the programme, the degree ("BS-próf í tölvunarfræði") and the start of
 * studies ("Haust 2018"); one table with the semester in its own column ("Haust 2018", "Vor 2019"),
 * course code ("TÖL103G": subject letters, number, level letter), title (long compounds wrap),
 * ECTS units (Ein.) and the grade on 0-10 in half points with a decimal comma, or "Staðið" for a
 * pass/fail course; then the units in total, the weighted average (vegið meðaltal) and the date of
 * graduation (brautskráning); as described in Icelandic universities' rules on grading and the
 * national qualification framework.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, isPerson, longDate, oResult, ymd } from './o-kit';

const UNIS = [
  { name: 'Háskólinn við Faxaflóa', address: 'Sæmundarstíg 12, 102 Reykjavík', town: 'Reykjavík' },
  { name: 'Háskóli Norðurlands eystra', address: 'Borgarbraut 44, 600 Akureyri', town: 'Akureyri' },
  { name: 'Tækniháskólinn í Hafnarfirði', address: 'Strandgötu 30, 220 Hafnarfjörður', town: 'Hafnarfirði' },
];
const PROGRAMMES = [
  { field: 'Tölvunarfræði', degree: 'BS-próf í tölvunarfræði', faculty: 'Tölvunarfræðideild', code: 'TÖL',
    courses: ['Tölvunarfræði 1a', 'Stærðfræðigreining I', 'Strjál stærðfræði I', 'Tölvunarfræði 2', 'Línuleg algebra og rúmfræði', 'Gagnaskipan og reiknirit', 'Tölvutækni og forritun', 'Líkindareikningur og tölfræði', 'Stýrikerfi', 'Gagnasafnsfræði', 'Hugbúnaðarverkefni 1', 'Forritunarmál og þýðendur', 'Tölvusamskipti og netkerfi', 'Greining og hönnun reiknirita', 'Vefforritun og notendaviðmótshönnun', 'Hugbúnaðarverkefni 2', 'Vélræn gagnanám og gervigreind', 'Tölvuöryggi og dulkóðun', 'Lokaverkefni í tölvunarfræði'] },
  { field: 'Hagfræði', degree: 'BS-próf í hagfræði', faculty: 'Hagfræðideild', code: 'HAG',
    courses: ['Inngangur að hagfræði', 'Stærðfræði fyrir hagfræðinga I', 'Þjóðhagfræði I', 'Rekstrarhagfræði I', 'Tölfræði fyrir hagfræðinga', 'Stærðfræði fyrir hagfræðinga II', 'Þjóðhagfræði II', 'Rekstrarhagfræði II', 'Hagrannsóknir I', 'Peningamálahagfræði', 'Opinber fjármál og skattlagning', 'Alþjóðaviðskipti', 'Hagrannsóknir II', 'Vinnumarkaðshagfræði', 'Auðlinda- og umhverfishagfræði', 'Fiskihagfræði og stjórn fiskveiða', 'Hagsaga Íslands', 'Fjármálahagfræði', 'BS-ritgerð í hagfræði'] },
  { field: 'Sálfræði', degree: 'BS-próf í sálfræði', faculty: 'Sálfræðideild', code: 'SÁL',
    courses: ['Inngangur að sálfræði', 'Aðferðafræði I', 'Þroskasálfræði', 'Lífeðlisleg sálfræði', 'Aðferðafræði II', 'Félagssálfræði', 'Skynjunarsálfræði', 'Námssálfræði', 'Hugfræði', 'Persónuleikasálfræði', 'Klínísk sálfræði og geðraskanir', 'Sálfræðilegar mælingar', 'Tilraunasálfræði', 'Heilsusálfræði', 'Taugasálfræði', 'Aðferðafræði III: eigindlegar rannsóknaraðferðir', 'Vinnusálfræði', 'BS-ritgerð í sálfræði'] },
];
const COMMON = ['Akademísk vinnubrögð', 'Enska fyrir háskólanám', 'Siðfræði og samfélag', 'Upplýsingalæsi og heimildavinna', 'Nýsköpun og frumkvöðlafræði', 'Íslenskt samfélag í alþjóðlegu samhengi'];

async function render(rng: Rng) {
  const p = isPerson(rng);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2013, 2019);
  const dob = iso(start - 20, rng.int(1, 12), rng.int(1, 28));
  const [by, bm, bd] = ymd(dob);
  const kennitala = `${String(bd).padStart(2, '0')}${String(bm).padStart(2, '0')}${String(by).slice(2)}-${digits(rng, 3)}9`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[1], SANS[4]]);
  const ability = rng.float(5.5, 10);
  // No date of birth is printed apart from the kennitala, so the truth has none.
  const r = oResult('is', p.given, p.family, null);
  setInstitution(r, uni.name, 'IS');
  const pool = [...prog.courses];
  const common = [...COMMON];
  const rows: TableRow[] = [];
  let units = 0;
  let weighted = 0;
  let graded = 0;
  for (let s = 0; s < 6; s++) {
    const year = start + Math.ceil(s / 2);
    const term = s % 2 === 0 ? 'Haust' : 'Vor';
    const titles = [...pool.splice(0, Math.ceil(prog.courses.length / 6)), ...(s < 3 ? common.splice(0, 2) : [])];
    for (const title of titles) {
      const level = Math.floor(s / 2) === 0 ? 'G' : Math.floor(s / 2) === 1 ? 'G' : 'M';
      const code = COMMON.includes(title) ? `HAS${100 + s * 3 + titles.indexOf(title)}G` : `${prog.code}${Math.floor(s / 2) + 1}${digits(rng, 2)}${level}`;
      const ein = /ritgerð|Lokaverkefni/.test(title) ? 12 : COMMON.includes(title) ? rng.pick([2, 4]) : rng.pick([6, 8, 8, 10]);
      const passFail = COMMON.includes(title) && rng.bool(0.5);
      const g = Math.max(5, Math.min(10, Math.round((ability + rng.gauss() * 1.2) * 2) / 2));
      const grade = passFail ? 'Staðið' : comma(g, 1);
      rows.push({ cells: [`${term} ${year}`, code, title, String(ein), grade] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: ein, grade, term, year }));
      units += ein;
      if (!passFail) {
        weighted += ein * g;
        graded += ein;
      }
    }
  }
  const avg = weighted / graded;
  const grad = iso(start + 3, 6, rng.int(14, 28));
  const issued = iso(start + 3 + rng.int(0, 2), rng.int(7, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: null, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: start + 3, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(units),
  });

  const pdf = new Pdf({ size: A4, title: 'Námsferilsyfirlit', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const blue = rng.pick(['#0a3d62', '#3c1642', '#1e3932']);
  pdf.text(uni.name, L, 30, { font: F.bold, size: 15, color: blue });
  pdf.text(`${prog.faculty} · Nemendaskrá`, L, 50, { font: F.regular, size: 9.5 });
  pdf.text(`${uni.address} · Ísland`, L, 63, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.crest(L + W - 24, 46, 22, '', blue);
  pdf.line(L, 82, L + W, 82, 0.8, blue);
  pdf.text('NÁMSFERILSYFIRLIT', L, 94, { font: F.bold, size: 13 });
  pdf.text(`Útgefið ${dmy(issued, '.')}`, L, 96, { font: F.regular, size: 8.5, width: W, align: 'right' });
  const info: Array<[string, string]> = [
    ['Nafn', `${p.given} ${p.family}`], ['Kennitala', kennitala], ['Námsleið', prog.field], ['Prófgráða', prog.degree], ['Nám hófst', `Haust ${start}`],
  ];
  let y = 120;
  for (const [k, v] of info) {
    pdf.text(k, L, y, { font: F.regular, size: 9, color: '#333333' });
    pdf.text(v, L + 90, y, { font: F.bold, size: 9 });
    y += 13.5;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Misseri', width: 64 },
    { label: 'Námskeið', width: 68 },
    { label: 'Heiti námskeiðs', width: W - 64 - 68 - 40 - 58, wrap: true },
    { label: 'Ein.', width: 40, align: 'center' },
    { label: 'Einkunn', width: 58, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.8, ruling: rng.pick(['rows', 'zebra', 'header-only'] as const), headerFill: '#dde6ee', repeatHeader: rng.bool(0.5), top: 46, bottom: pdf.height - 56, onNewPage: () => 0 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Einingar samtals', String(units)], ['Vegið meðaltal', comma(avg, 2)], ['Brautskráning', `${longDate(grad, 'is')} — ${prog.degree}`]];
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 120, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 6;
  pdf.text('Einkunnir eru gefnar á kvarðanum 0-10; lágmarkseinkunn 5. Staðið = staðist án tölueinkunnar.', L, y, { font: F.italic, size: 7.8 });
  y += 24;
  pdf.text(`${uni.town}, ${longDate(issued, 'is')}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 150, y + 24, 110, rng);
  pdf.text('f.h. Nemendaskrár', L + W - 170, y + 34, { font: F.regular, size: 8.5, width: 150, align: 'center' });
  footers(pdf, F, (a, b) => `Bls. ${a} af ${b}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': dmy(issued, '.') } };
}

export const families: Family[] = [
  {
    id: 'o-04-record',
    country: 'IS',
    languages: ['is'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Icelandic university námsferilsyfirlit from the Nemendaskrá: faculty, address with postcode and Ísland; name with the -son / -dóttir last name, kennitala, námsleið, prófgráða "BS-próf í …", start "Haust 2018"; one table with the semester in a column (Haust / Vor and year), course code with a level letter, wrapped titles, ECTS units and the 0-10 grade in half points with a decimal comma or Staðið; units in total, vegið meðaltal, brautskráning date; as described in Icelandic universities\' grading rules.',
    render,
  },
];
