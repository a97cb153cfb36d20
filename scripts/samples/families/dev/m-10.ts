/**
 * Azerbaijani university diploma with its English translation printed beside the Azerbaijani
 * text (Latin script, as the state form for bachelor's and master's diplomas is issued in two
 * languages): "AZƏRBAYCAN RESPUBLİKASI / REPUBLIC OF AZERBAIJAN", "BAKALAVR DİPLOMU / BACHELOR'S
 * DIPLOMA" (or magistr / Master's), series and number; the holder as "surname, name, patronymic"
 * with the patronymic "<father> oğlu" (son of) or "<father> qızı" (daughter of) and the women's
 * family name in -ova/-yeva; the university, the years of admission and graduation, the
 * specialty (ixtisas) with its code, the degree (bakalavr / magistr) by the State Attestation
 * Commission's decision of a date ("25 iyun 2020-ci il" / "25 June 2020"), honours on some,
 * registration number, date of issue, the rector. Side by side on a landscape sheet, or the
 * Azerbaijani text above its translation. Forms of the Ministry of Education's rules for state
 * documents of the bachelor's and master's levels.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { addDays, azPerson, longDate, mResult, upper } from './m-kit';

const UNIS = [
  { az: 'Gəncə Dövlət Texnologiya Universiteti', en: 'Ganja State University of Technology', cityAz: 'Gəncə', cityEn: 'Ganja' },
  { az: 'Xəzər Sahili Universiteti', en: 'Caspian Coast University', cityAz: 'Bakı', cityEn: 'Baku' },
  { az: 'Şəki Regional Universiteti', en: 'Shaki Regional University', cityAz: 'Şəki', cityEn: 'Shaki' },
];
const SPECIALTIES = [
  { code: '050629', az: 'Kompüter mühəndisliyi', en: 'Computer Engineering' },
  { code: '050410', az: 'Maliyyə', en: 'Finance' },
  { code: '050637', az: 'Neft-qaz mühəndisliyi', en: 'Petroleum and Gas Engineering' },
  { code: '050202', az: 'Beynəlxalq münasibətlər', en: 'International Relations' },
  { code: '050113', az: 'İbtidai sinif müəllimliyi', en: 'Primary School Teaching' },
];

async function render(rng: Rng) {
  const p = azPerson(rng);
  const uni = rng.pick(UNIS);
  const sp = rng.pick(SPECIALTIES);
  const master = rng.bool(0.35);
  const end = rng.int(2011, 2024);
  const start = end - (master ? 2 : 4);
  const decision = iso(end, rng.pick([6, 7]), rng.int(1, 28));
  const issued = addDays(decision, rng.int(5, 40));
  const honours = rng.bool(0.25);
  const F = rng.pick([SERIF[1], SERIF[2], SANS[1], SANS[2]]);
  const side = rng.bool(0.55);
  const regNo = `${rng.int(100, 9999)}`;
  const series = `${master ? 'MD' : 'BD'} № ${digits(rng, 7)}`;
  const shown = `${p.family} ${p.given} ${p.patronymic}`;
  const degAz = master ? 'magistr' : 'bakalavr';
  const degEn = master ? 'Master' : 'Bachelor';

  const r = mResult('az', `${p.given} ${p.patronymic}`, p.family, null);
  setInstitution(r, uni.en, 'AZ');
  // The number printed under "Registration number" is the registration number (families README: a registration number is one, a diploma's series is not).
  Object.assign(r.qualification, { registrationNumber: regNo, name: degEn, level: degEn, majorOrSpecialization: sp.en, yearOfAdmission: start, yearOfCompletion: end, status: 'Completed', dateOfIssue: issued });

  const size: [number, number] = side ? [A4[1], A4[0]] : A4;
  const pdf = new Pdf({ size, title: `${degEn}'s diploma`, author: uni.en, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const blue = rng.pick(['#00529b', '#234a3a', '#6a1b2a']);
  pdf.securityPattern('AZ', 24, 24, W - 48, H - 48, blue, rng);
  pdf.rect(24, 24, W - 48, H - 48, 1.6, blue);
  const az = {
    head: 'AZƏRBAYCAN RESPUBLİKASI', title: `${upper(degAz, 'az')} DİPLOMU${honours ? ' (FƏRQLƏNMƏ)' : ''}`,
    lines: [
      ['Seriya', series], ['Soyadı, adı, atasının adı', shown], ['Ali təhsil müəssisəsi', uni.az], ['Daxil olduğu il', `${start}`], ['Bitirdiyi il', `${end}`],
      ['İxtisas', `${sp.code} — ${sp.az}`], ['Dərəcə', degAz],
    ] as Array<[string, string]>,
    decision: `Dövlət Attestasiya Komissiyasının ${longDate(decision, 'az')} tarixli qərarı ilə ona ${degAz} dərəcəsi verilmişdir.`,
    reg: `Qeydiyyat nömrəsi: ${regNo}`, date: `Verilmə tarixi: ${longDate(issued, 'az')}`, city: `${uni.cityAz} şəhəri`, rector: 'Rektor',
  };
  const en = {
    head: 'REPUBLIC OF AZERBAIJAN', title: `${upper(degEn)}'S DIPLOMA${honours ? ' WITH HONOURS' : ''}`,
    lines: [
      ['Series', series], ['Surname, name, patronymic', shown], ['Higher education institution', uni.en], ['Year of admission', `${start}`], ['Year of graduation', `${end}`],
      ['Specialty', `${sp.code} — ${sp.en}`], ['Degree', degEn],
    ] as Array<[string, string]>,
    decision: `By the decision of the State Attestation Commission of ${longDate(decision, 'en')} the holder was awarded the degree of ${degEn}.`,
    reg: `Registration number: ${regNo}`, date: `Date of issue: ${longDate(issued, 'en')}`, city: `${uni.cityEn}, Republic of Azerbaijan`, rector: 'Rector',
  };
  const block = (t: typeof az, x: number, y0: number, w: number, h: number) => {
    let y = y0;
    pdf.text(t.head, x, y, { font: F.bold, size: 11, width: w, align: 'center' });
    y += 20;
    pdf.crest(x + w / 2, y + 22, 20, 'AZ', blue, F.bold);
    y += 52;
    pdf.text(t.title, x, y, { font: F.bold, size: 14, width: w, align: 'center', color: blue, fit: true });
    y += 28;
    const lw = Math.min(170, w * 0.42);
    for (const [k, v] of t.lines) {
      pdf.text(`${k}:`, x + 10, y, { font: F.regular, size: 8.8, width: lw - 10, fit: true });
      pdf.text(v, x + lw + 4, y, { font: F.bold, size: 9, width: w - lw - 14, fit: true });
      y += 16;
    }
    y += 6;
    y += pdf.para(t.decision, x + 10, y, w - 20, { font: F.italic, size: 9, leading: 12.5 });
    y = y0 + h - 70;
    pdf.text(t.reg, x + 10, y, { font: F.regular, size: 8.5 });
    pdf.text(t.date, x + 10, y + 13, { font: F.regular, size: 8.5 });
    pdf.text(t.city, x + 10, y + 26, { font: F.regular, size: 8.5 });
    pdf.text(t.rector, x + w - 140, y + 13, { font: F.bold, size: 9 });
    pdf.signature(x + w - 100, y + 20, 80, rng);
  };
  if (side) {
    const half = (W - 96) / 2;
    block(az, 44, 44, half, H - 88);
    pdf.line(W / 2, 50, W / 2, H - 50, 0.5, '#999999');
    block(en, W / 2 + 4, 44, half, H - 88);
  } else {
    const hh = (H - 96) / 2;
    block(az, 50, 40, W - 100, hh);
    pdf.line(50, H / 2, W - 50, H / 2, 0.5, '#999999');
    pdf.text('Translation', 50, H / 2 + 4, { font: F.italic, size: 8, color: '#555555' });
    block(en, 50, H / 2 + 16, W - 100, hh);
  }
  if (side) pdf.seal(W / 2, H / 2 + 90, 26, blue);
  else pdf.seal(W - 110, H / 2 - 60, 26, blue);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'm-10-diploma',
    country: 'AZ',
    languages: ['az', 'en'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Azerbaijani bachelor\'s or master\'s diploma with its English translation beside or below the Azerbaijani text: republic, diploma title and series, surname, name and patronymic (oğlu / qızı), university, years of admission and graduation, specialty with its code, degree bakalavr / magistr by the State Attestation Commission\'s decision and its date, registration number, date of issue, rector; as described in the Ministry of Education\'s rules for state education documents of the bachelor\'s level.',
    render,
  },
];
