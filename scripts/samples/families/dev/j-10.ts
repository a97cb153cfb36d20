/**
 * An upload without academic record: a photocopy of both sides of a Sint Maarten identity card on an A4 sheet, as
 * applicants send in place of (or beside) their certificates. A synthetic card, not any real design: the front with
 * "Sint Maarten", "IDENTITEITSKAART / IDENTITY CARD", a photo box, the surname, the given names, the date and place
 * of birth, sex, nationality, height, the document number, the dates of issue and expiry, a signature; the back
 * with the address, the issuing office and a machine-readable-like zone of "<" fillers; "KOPIE" across the sheet
 * and, on some, a handwritten-like note "copy for application" with a date. It names a person and dates but no
 * school, grade or qualification: its kind is 'other'.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, digits, letters } from '../lib/n-kit';
import { dmy, iso, jPerson } from './j-kit';

const PLACES = ['Philipsburg', 'Cole Bay', 'Simpson Bay', 'Dutch Quarter', 'Cul de Sac', 'Lower Prince\'s Quarter', 'Oranjestad', 'Willemstad'];
const STREETS = ['Back Street', 'Frontstreet', 'Bush Road', 'Welfare Road', 'Union Road', 'A.T. Illidge Road', 'Pondfill Road'];

async function render(rng: Rng) {
  const p = jPerson(rng, 'SX');
  const second = rng.pick(p.woman ? ['Marie', 'Ann', 'Louise', 'Elena'] : ['John', 'Anthony', 'Michael', 'Rafael']);
  const year = rng.int(2016, 2024);
  const dob = iso(year - rng.int(18, 30), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, rng.int(1, 12), rng.int(1, 28));
  const expiry = iso(year + 10, Number(issued.slice(5, 7)), Number(issued.slice(8)));
  const docNo = `${letters(rng, 2).toUpperCase()}${digits(rng, 7)}`;
  const F = rng.pick([SANS[0], SANS[2]]);
  const pdf = new Pdf({ size: A4, title: 'Scan', author: 'Scanner', creationDate: new Date(`${year + 1}-03-02T10:00:00Z`) });
  const cw = 340;
  const ch = 214;
  const x = (pdf.width - cw) / 2;
  pdf.watermark('KOPIE', pdf.width / 2, pdf.height / 2, { size: 120, opacity: 0.07, color: '#000000' });

  // Front.
  let y = 90;
  pdf.roundRect(x, y, cw, ch, 12, { fill: '#eef3f6', stroke: '#555555', width: 1 });
  pdf.fill(x + 1, y + 1, cw - 2, 30, '#c9d9e4');
  pdf.text('Sint Maarten', x + 12, y + 6, { font: F.bold, size: 10 });
  pdf.text('IDENTITEITSKAART / IDENTITY CARD', x + 12, y + 18, { font: F.regular, size: 7.5 });
  pdf.fill(x + 14, y + 44, 78, 100, '#b8bec4');
  pdf.text('FOTO', x + 14, y + 90, { font: F.regular, size: 8, width: 78, align: 'center', color: '#666666' });
  const front: Array<[string, string]> = [
    ['Naam / Surname', p.family.toUpperCase()],
    ['Voornamen / Given names', `${p.given} ${second}`],
    ['Geboortedatum / Date of birth', dmy(dob, '-')],
    ['Geboorteplaats / Place of birth', rng.pick(PLACES)],
    ['Geslacht / Sex', p.woman ? 'V/F' : 'M/M'],
    ['Nationaliteit / Nationality', 'Nederlandse'],
  ];
  front.forEach(([k, v], i) => {
    pdf.text(k, x + 104, y + 38 + i * 19, { font: F.regular, size: 6, color: '#444444' });
    pdf.text(v, x + 104, y + 45 + i * 19, { font: F.bold, size: 8.5, width: cw - 116, fit: true });
  });
  pdf.text(`Documentnr. / Document no.  ${docNo}`, x + 14, y + 152, { font: F.regular, size: 7 });
  pdf.text(`Lengte / Height  1.${rng.int(52, 92)} m`, x + 14, y + 164, { font: F.regular, size: 7 });
  pdf.text(`Afgifte / Issue  ${dmy(issued, '-')}     Geldig tot / Expiry  ${dmy(expiry, '-')}`, x + 14, y + 178, { font: F.regular, size: 7 });
  pdf.signature(x + cw - 120, y + 184, 90, rng);

  // Back.
  y += ch + 40;
  pdf.roundRect(x, y, cw, ch, 12, { fill: '#eef3f6', stroke: '#555555', width: 1 });
  pdf.text('Adres / Address', x + 14, y + 16, { font: F.regular, size: 6.5, color: '#444444' });
  pdf.text(`${rng.pick(STREETS)} #${rng.int(1, 120)}, ${rng.pick(PLACES.slice(0, 6))}`, x + 14, y + 25, { font: F.bold, size: 8.5 });
  pdf.text('Afgegeven door / Issued by', x + 14, y + 44, { font: F.regular, size: 6.5, color: '#444444' });
  pdf.text('Afdeling Burgerzaken / Civil Registry, Philipsburg', x + 14, y + 53, { font: F.bold, size: 8.5 });
  pdf.text(`Persoonsnummer / Personal no.  ${digits(rng, 10)}`, x + 14, y + 72, { font: F.regular, size: 7.5 });
  const surname = p.family.toUpperCase();
  const mrz1 = `I<SXM${docNo}<<<<<<<<<<<<<<<`.slice(0, 30);
  const mrz2 = `${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8)}${digits(rng, 1)}${p.woman ? 'F' : 'M'}${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8)}${digits(rng, 1)}NLD<<<<<<<<<<<`.slice(0, 30);
  const mrz3 = `${surname}<<${p.given.toUpperCase()}<${second.toUpperCase()}<<<<<<<<<<<<<<<<<<`.slice(0, 30);
  [mrz1, mrz2, mrz3].forEach((m, i) => pdf.text(m, x + 14, y + 140 + i * 16, { font: 'DejaVuSans', size: 10.5, cs: 1.2 }));

  if (rng.bool(0.5)) {
    pdf.text(`Copy for application — ${dmy(iso(year + 1, rng.int(1, 12), rng.int(1, 28)), '/')}`, x, y + ch + 40, { font: 'LiberationSerif-Italic', size: 12, color: '#1f2a60' });
  }
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'j-10-record',
    country: 'SX',
    languages: ['nl', 'en'],
    kind: 'other',
    degradations: ['scan'],
    conventions: 'A photocopy of both sides of a synthetic Sint Maarten identity card on an A4 sheet (no academic record): Dutch captions with English, surname, given names, birth date and place, sex, nationality, height, document number, issue and expiry dates, the address and the issuing civil registry on the back, a machine-readable-like zone, "KOPIE" across the sheet and a note on some.',
    render,
  },
];
