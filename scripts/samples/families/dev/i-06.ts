/**
 * Upper-secondary record of an Arctic archipelago's school, in Norwegian: the school's name and its Longyearbyen
 * address with the 9170/9171 postcode and "Svalbard"; the title "VITNEMÅL FOR VIDEREGÅENDE OPPLÆRING" when the
 * three years are done, "KOMPETANSEBEVIS" (a record of competence, the study not finished) otherwise; the key fields
 * in a boxed form grid, each box a small caption over its value (name, birth date on some, the programme of study,
 * the competence obtained or aimed at, the pupil number on some, the school years); the subjects under year bands
 * ("Vg1 — skoleåret 2019–2020"), each with its subject code, the year's hours ("Timer", never credits) and the grade on
 * the 1–6 scale, "Fritak" for an exemption, "IV" not shown; the grade average ("Karaktersnitt") on some; a legend of the
 * scale and "Longyearbyen, <date>" with the principal's signature. As Norwegian upper-secondary schools print their
 * diplomas and records of competence.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { comma, dmy, iPerson, iResult, iTable, iso, longDate, otherName, sample, type IRow } from './i-kit';

const SCHOOLS = ['Polarbyen videregående skole', 'Adventdalen skole, videregående avdeling'];
const COMMON = [['Norsk', 'NOR13', 393], ['Engelsk', 'ENG10', 140], ['Matematikk 1T', 'MAT11', 140], ['Naturfag', 'NAT10', 140], ['Samfunnskunnskap', 'SAF10', 84], ['Geografi', 'GEO10', 56], ['Historie', 'HIS10', 140], ['Religion og etikk', 'REL10', 84], ['Kroppsøving', 'KRO10', 168], ['Fremmedspråk nivå II', 'FSP60', 225]] as const;
const PROGRAMME = [['Biologi 1', 'REA31', 140], ['Biologi 2', 'REA32', 140], ['Geofag 1', 'REA33', 140], ['Geofag 2', 'REA34', 140], ['Fysikk 1', 'REA35', 140], ['Kjemi 1', 'REA36', 140], ['Matematikk R1', 'REA37', 140], ['Friluftsliv', 'IDR30', 140], ['Entreprenørskap og bedriftsutvikling', 'SAM30', 140], ['Sosiologi og sosialantropologi', 'SAM31', 140]] as const;

async function render(rng: Rng) {
  const p = iPerson(rng, 'SJ');
  const school = rng.pick(SCHOOLS);
  const start = rng.int(2013, 2022);
  const done = rng.bool(0.55);
  const years = done ? 3 : rng.int(1, 2);
  const showDob = rng.bool(0.6);
  const showNo = rng.bool(0.45);
  const showAvg = rng.bool(0.5);
  const dob = iso(start - 16, rng.int(1, 12), rng.int(1, 28));
  const no = digits(rng, 7);
  const F = rng.pick([SANS[0], SANS[2], SANS[4]]);
  const ability = rng.float(3, 5.5);
  const r = iResult('no', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school, 'SJ');
  Object.assign(r.qualification, { name: 'Generell studiekompetanse', level: 'Higher Secondary', program: 'Studiespesialisering', registrationNumber: showNo ? no : null, yearOfAdmission: years > 1 ? start : null });

  const common = [...COMMON];
  const prog = sample(rng, [...PROGRAMME], 8);
  const rows: IRow[] = [];
  let sum = 0;
  let n = 0;
  for (let y = 0; y < years; y++) {
    const session = `${start + y}–${start + y + 1}`;
    rows.push({ cells: [], band: `Vg${y + 1} — skoleåret ${session}` });
    const subjects = y === 0 ? common.slice(0, 5) : y === 1 ? [...common.slice(5, 8), ...prog.slice(0, 3)] : [...common.slice(8), ...prog.slice(3, 7)];
    subjects.forEach(([name, code, hours]) => {
      const exempt = name === 'Kroppsøving' && rng.bool(0.2);
      const g = exempt ? 'Fritak' : String(Math.round(Math.max(2, Math.min(6, ability + rng.gauss() * 0.9))));
      const c = `${code}${y + 1}${digits(rng, 2)}`;
      rows.push({ cells: [name, c, String(hours), g] });
      r.courses.push(course({ courseNumber: c, courseName: name, grade: g, term: `Vg${y + 1}`, session }));
      if (!exempt) {
        sum += Number(g);
        n++;
      }
    });
  }
  const avg = Math.round((sum / n) * 100) / 100;
  if (showAvg) r.qualification.cgpa = avg.toFixed(2);
  const end = start + years;
  const issued = iso(end, 6, rng.int(15, 25));
  r.qualification.dateOfIssue = issued;
  if (done) Object.assign(r.qualification, { yearOfCompletion: end, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: done ? 'Vitnemål' : 'Kompetansebevis', author: school, creationDate: new Date(`${issued}T12:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const c = rng.pick(['#0a3d62', '#3c6382', '#6a1b1b']);
  pdf.text(school, L, 34, { font: F.bold, size: 12, color: c });
  pdf.text(`Postboks ${rng.int(100, 599)} · ${rng.pick(['9170', '9171'])} Longyearbyen · Svalbard · tlf. 79 02 ${digits(rng, 2)} ${digits(rng, 2)}`, L, 50, { font: F.regular, size: 8, color: '#444444' });
  pdf.text(done ? 'VITNEMÅL FOR VIDEREGÅENDE OPPLÆRING' : 'KOMPETANSEBEVIS', L, 74, { font: F.bold, size: 15, width: W, align: 'center' });
  if (!done) pdf.text('Dokumentasjon av fag og karakterer — opplæringen er ikke fullført', L, 94, { font: F.italic, size: 8.5, width: W, align: 'center' });
  const boxes: Array<[string, string, number]> = [['Navn', `${p.given} ${p.family}`, 2]];
  if (showDob) boxes.push(['Fødselsdato', dmy(dob, '.'), 1]);
  if (showNo) boxes.push(['Elevnummer', no, 1]);
  boxes.push(['Utdanningsprogram', 'Studiespesialisering', 2], [done ? 'Oppnådd kompetanse' : 'Sikter mot', 'Generell studiekompetanse', 2]);
  boxes.push(['Skoleår', `${start}–${end}`, 1], ['Kommune', 'Longyearbyen lokalstyre', 1]);
  // A grid of four units per line; a box spans one or two.
  const unit = W / 4;
  let gx = 0;
  let gy = 112;
  const bh = 30;
  for (const [cap, val, span] of boxes) {
    if (gx + span > 4) {
      gx = 0;
      gy += bh;
    }
    pdf.rect(L + gx * unit, gy, span * unit, bh, 0.7, '#333333');
    pdf.text(cap, L + gx * unit + 4, gy + 3, { font: F.regular, size: 6.5, color: '#555555' });
    pdf.text(val, L + gx * unit + 4, gy + 14, { font: F.bold, size: 9.5, width: span * unit - 8, fit: true });
    gx += span;
  }
  let y = gy + bh + 16;
  const cols = [{ label: 'Fag', width: W - 90 - 60 - 70 }, { label: 'Fagkode', width: 90 }, { label: 'Timer', width: 60, align: 'right' as const }, { label: 'Karakter', width: 70, align: 'center' as const }];
  y = iTable(pdf, F, L, y, cols, rows, { size: 8.6, rowH: 14, ruling: 'grid', fill: '#dfe6ee', bandFill: '#f0f3f7' }) + 10;
  if (showAvg) {
    pdf.text(`Karaktersnitt: ${comma(avg, 2)}`, L, y, { font: F.bold, size: 9 });
    y += 16;
  }
  pdf.text('Karakterskala: 6 fremragende · 5 meget god · 4 god · 3 nokså god · 2 lav · 1 svært lav (ikke bestått). Timer: årstimer à 60 minutter.', L, y, { font: F.italic, size: 7, width: W, fit: true, color: '#333333' });
  y += 36;
  pdf.text(`Longyearbyen, ${longDate(issued, 'no')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.signature(L + W - 170, y + 4, 120, rng);
  pdf.text(otherName(rng, 'SJ', p.family), L + W - 220, y + 20, { font: F.regular, size: 9, width: 220, align: 'right' });
  pdf.text('rektor', L + W - 220, y + 32, { font: F.italic, size: 8, width: 220, align: 'right' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'no') };
  if (showAvg) printed['qualification.cgpa'] = comma(avg, 2);
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '.');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-06-transcript',
    country: 'SJ',
    languages: ['no'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Upper-secondary diploma (VITNEMÅL FOR VIDEREGÅENDE OPPLÆRING) or record of competence (KOMPETANSEBEVIS, not finished) of an Arctic archipelago school in Norwegian: school and Longyearbyen address with 9170/9171 and Svalbard; key fields in a boxed form grid with small captions over values (name, birth date and pupil number on some, programme, competence obtained or aimed at, school years, municipality); subjects under Vg1-Vg3 year bands with subject code, yearly hours (not credits) and grade 1-6 or Fritak; grade average on some; scale legend; Longyearbyen, date and principal.',
    render,
  },
];
