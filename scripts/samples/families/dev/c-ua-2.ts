/**
 * Ukrainian held-out family: the bilingual диплом бакалавра/магістра (Ukrainian text in the left
 * column, its English version in the right one), with series and number, the degree, speciality
 * and educational programme, the date of the examination board's decision and the registration
 * number.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { digits, dmy, emptyResult, face, iso, MONTHS, openDoc, RU_FONTS, setCountry, setName, signature, ymd } from '../lib/c-common';
import { uaPerson } from '../lib/c-people';
import { uaInstitution, UA_SPECIALITIES } from '../lib/c-ua';

async function uaDiploma(rng: Rng): Promise<FamilySample> {
  const p = uaPerson(rng);
  const spec = rng.pick(UA_SPECIALITIES);
  const inst = uaInstitution(rng);
  const master = rng.bool(0.35);
  const year = rng.int(2016, 2025);
  const decided = ymd(rng, year, [6, 6]);
  const issued = { ...decided, d: Math.min(30, decided.d + rng.int(0, 5)) };
  const series = `${master ? 'М' : 'В'}${String(year).slice(2)}`;
  const number = digits(rng, 6);
  const reg = `${digits(rng, 2)}-${rng.pick(['Д', 'ДБ', 'ДМ'])}/${digits(rng, 4)}`;
  const honours = rng.bool(0.2);
  const { doc, finish } = openDoc({ landscape: true, created: issued, margin: 30 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const colW = W / 2 - 60;
  const dateStyle = rng.pick(['words', 'numeric'] as const);
  const ukDate = (d: typeof issued) => (dateStyle === 'words' ? `${d.d} ${MONTHS.uk[d.m - 1]} ${d.y} року` : dmy(d));
  const enDate = (d: typeof issued) => (dateStyle === 'words' ? `${d.d} ${MONTHS.en[d.m - 1]} ${d.y}` : dmy(d));
  if (rng.bool(0.6)) doc.save().lineWidth(1.5).strokeColor('#1f4e8c').rect(16, 16, W - 32, H - 32).stroke().restore();
  const column = (x: number, t: { country: string; title: string; pre: string; mid: string; degree: string; spec: string; prog: string; qual: string; decision: string; rector: string; regLabel: string; dateLabel: string }, name: string, instName: string, date: string, italic: boolean) => {
    const R = italic ? fam.i : fam.r;
    let y = 46;
    const line = (text: string, font: string, size: number, gap = 4, color = 'black') => {
      doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { width: colW, align: 'center' });
      y = doc.y + gap;
      doc.fillColor('black');
    };
    line(t.country, fam.b, 12, 10);
    line(t.title, fam.b, 19, 2);
    if (honours) line(italic ? 'WITH HONOURS' : 'З ВІДЗНАКОЮ', fam.b, 11, 2, '#8b0000');
    line(`${series} № ${number}`, fam.r, 11, 14, '#a00000');
    line(name, fam.b, 15, 8);
    line(t.pre, R, 10.5);
    line(instName, fam.b, 11, 6);
    line(t.mid, R, 10.5);
    line(t.degree, fam.b, 14, 6);
    line(t.spec, R, 10.5, 2);
    line(t.prog, R, 10.5, 2);
    line(t.qual, R, 10.5, 10);
    line(t.decision, R, 9.5, 20);
    doc.font(R).fontSize(9.5).text(t.rector, x, H - 110, { lineBreak: false });
    doc.font(fam.r).fontSize(9.5).text(`${t.regLabel}: ${reg}`, x, H - 80, { lineBreak: false });
    doc.font(fam.r).fontSize(9.5).text(`${t.dateLabel}: ${date}`, x, H - 64, { lineBreak: false });
  };
  const degreeEn = master ? 'Master' : 'Bachelor';
  column(
    40,
    {
      country: 'УКРАЇНА', title: master ? 'ДИПЛОМ МАГІСТРА' : 'ДИПЛОМ БАКАЛАВРА',
      pre: `${p.female ? 'закінчила' : 'закінчив'} у ${year} році`,
      mid: `та ${p.female ? 'здобула' : 'здобув'} ступінь вищої освіти`, degree: master ? 'МАГІСТР' : 'БАКАЛАВР',
      spec: `за спеціальністю ${spec.code} «${spec.uk}»`, prog: `освітня програма «${spec.uk}»`,
      qual: `Кваліфікація: ${master ? 'магістр' : 'бакалавр'} з ${spec.uk.toLowerCase()}`,
      decision: `Рішення екзаменаційної комісії від ${ukDate(decided)}`, rector: 'Ректор', regLabel: 'Реєстраційний номер', dateLabel: 'Дата видачі',
    },
    `${p.family[0]} ${p.given[0]} ${p.patronymic}`, inst.uk, ukDate(issued), false,
  );
  column(
    W / 2 + 20,
    {
      country: 'UKRAINE', title: master ? "MASTER'S DIPLOMA" : "BACHELOR'S DIPLOMA",
      pre: `graduated in ${year} from`,
      mid: 'and obtained the degree of higher education', degree: degreeEn.toUpperCase(),
      spec: `in the speciality ${spec.code} "${spec.en}"`, prog: `educational programme "${spec.en}"`,
      qual: `Qualification: ${degreeEn} in ${spec.en}`,
      decision: `Decision of the Examination Board of ${enDate(decided)}`, rector: 'Rector', regLabel: 'Registration number', dateLabel: 'Date of issue',
    },
    `${p.family[1]} ${p.given[1]}`, inst.en, enDate(issued), true,
  );
  signature(doc, rng, 140, H - 104, 80);
  signature(doc, rng, W / 2 + 120, H - 104, 80);
  doc.font(fam.r).fontSize(8).text('М.П. / Seal', W / 2 - 30, H - 60, { lineBreak: false });
  const pdf = await finish();

  const e = emptyResult('uk');
  setName(e, p.given[1], p.family[1]);
  e.institution.name = inst.en;
  setCountry(e, 'UA');
  Object.assign(e.qualification, {
    registrationNumber: reg,
    // "Qualification: Bachelor in <speciality>": a degree word printed alone with its field joined by "in" keeps the
    // field (families README).
    name: `${degreeEn} in ${spec.en}`,
    level: master ? 'Master' : 'Bachelor',
    program: spec.en,
    majorOrSpecialization: spec.en,
    status: 'Completed',
    yearOfCompletion: year,
    dateOfIssue: iso(issued),
  });
  return { pdf, expected: e, printed: { dateOfIssue: enDate(issued), fullName: `${p.family[1]} ${p.given[1]}` } };
}

export const families: Family[] = [
  {
    id: 'ua-diploma',
    country: 'UA',
    languages: ['uk', 'en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Ukrainian bilingual state-format diploma (Ukrainian and English columns): series and number, "закінчив у … році та здобув ступінь вищої освіти бакалавра/магістра за спеціальністю", educational programme, qualification, the examination board decision, registration number and date of issue, as described by the ENIC Ukraine samples and Nuffic country profile.',
    render: uaDiploma,
  },
];
