/**
 * An upload without academic record: the fee receipt of a Manx college of further and higher education, in
 * English. The college's name and address in Douglas, Isle of Man, with its IM postcode and a 01624 telephone;
 * "OFFICIAL RECEIPT" with a receipt number, the date and time of payment; the payer's block (student's name,
 * student number, the course enrolled on and the academic year); the items paid (tuition fee instalment,
 * registration, examination entry, a library deposit) with their amounts in pounds, a discount or bursary line on
 * some, the total and the balance outstanding; the payment method and a card's last four digits; the cashier's
 * initials and a "PAID" stamp. It names a person, an institution, a course and dates, but it records no grade or
 * qualification: its kind is 'other'.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, digits } from '../lib/n-kit';
import { dmy, gPerson, gTable, iso, type GRow } from './g-kit';

const COLLEGES = [
  { name: 'Island College of Further and Higher Education', street: 'Homefield Road', post: 'IM2 6RB' },
  { name: 'Manannan School of Business and Technology', street: '14 Athol Street', post: 'IM1 1JA' },
];
const COURSES = ['BTEC Level 3 Extended Diploma in Engineering', 'Foundation Degree in Business Management', 'Level 3 Diploma in Health and Social Care', 'Access to Higher Education Diploma (Science)', 'BA (Hons) Applied Computing'];

async function render(rng: Rng) {
  const p = gPerson(rng, 'IM');
  const col = rng.pick(COLLEGES);
  const date = iso(rng.int(2017, 2025), rng.pick([8, 9, 10, 1, 2]), rng.int(1, 28));
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const ay = month >= 8 ? `${year}/${String(year + 1).slice(2)}` : `${year - 1}/${String(year).slice(2)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[3]]);
  const items: Array<[string, number]> = [
    [`Tuition fee — instalment ${rng.int(1, 3)} of 3`, rng.pick([850, 1150, 1400, 1975])],
    ['Registration fee', 45],
    ['Examination entry', rng.pick([60, 85, 120])],
  ];
  if (rng.bool(0.5)) items.push(['Library deposit (refundable)', 25]);
  const bursary = rng.bool(0.3) ? rng.pick([200, 300]) : 0;
  const total = items.reduce((a, [, v]) => a + v, 0) - bursary;
  const rows: GRow[] = items.map(([t, v]) => ({ cells: [t, '1', `£${v.toFixed(2)}`, `£${v.toFixed(2)}`] }));
  if (bursary) rows.push({ cells: ['Less: Manx Student Bursary', '', '', `-£${bursary.toFixed(2)}`], italic: true });
  rows.push({ cells: ['TOTAL PAID', '', '', `£${total.toFixed(2)}`], bold: true });

  const pdf = new Pdf({ size: A4, title: 'Receipt', author: col.name, creationDate: new Date(`${date}T11:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#005f73', '#9b2226', '#3c096c']);
  pdf.fill(0, 0, pdf.width, 8, c);
  pdf.text(col.name, L, 34, { font: F.bold, size: 13, color: c, width: W - 150, fit: true });
  pdf.text(`${col.street}, Douglas, Isle of Man ${col.post}`, L, 52, { font: F.regular, size: 8.5 });
  pdf.text(`Finance Office · Tel. 01624 ${digits(rng, 6)}`, L, 64, { font: F.regular, size: 8.5 });
  pdf.text('OFFICIAL RECEIPT', L + W - 180, 34, { font: F.bold, size: 14, width: 180, align: 'right' });
  pdf.text(`Receipt No. R${digits(rng, 7)}`, L + W - 180, 54, { font: F.regular, size: 9, width: 180, align: 'right' });
  pdf.text(`${dmy(date, '/')}  ${rng.int(9, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`, L + W - 180, 66, { font: F.regular, size: 9, width: 180, align: 'right' });
  let y = 100;
  pdf.roundRect(L, y, W, 70, 4, { stroke: '#aaaaaa' });
  const kv = (yy: number, k: string, v: string) => {
    pdf.text(k, L + 10, yy, { font: F.regular, size: 8.5, color: '#555555' });
    pdf.text(v, L + 120, yy, { font: F.bold, size: 9.5, width: W - 130, fit: true });
  };
  kv(y + 8, 'Received from', `${p.given} ${p.family}`);
  kv(y + 23, 'Student number', `${digits(rng, 8)}`);
  kv(y + 38, 'Course', rng.pick(COURSES));
  kv(y + 53, 'Academic year', ay);
  y += 90;
  const cols = [{ label: 'Description', width: W - 50 - 90 - 90 }, { label: 'Qty', width: 50, align: 'center' as const }, { label: 'Unit price', width: 90, align: 'right' as const }, { label: 'Amount', width: 90, align: 'right' as const }];
  y = gTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 18, ruling: 'rows', fill: '#eeeeee' }) + 16;
  pdf.text(`Payment method: ${rng.pick(['Debit card', 'Credit card'])} ending ${digits(rng, 4)}    Balance outstanding: £${rng.pick([0, 850, 1150]).toFixed(2)}`, L, y, { font: F.regular, size: 9 });
  y += 16;
  pdf.text(`Cashier: ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`, L, y, { font: F.regular, size: 9 });
  pdf.stampBox(L + W - 140, y - 30, 110, 40, ['PAID', dmy(date, '.')], '#b00020');
  pdf.text('Please keep this receipt. Fees once paid are not refundable except as stated in the college\'s fees policy.', L, pdf.height - 50, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#666666' });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'g-10-record',
    country: 'IM',
    languages: ['en'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Manx college fee receipt in English (no academic record): the college with its Douglas, Isle of Man address, IM postcode and 01624 telephone; "OFFICIAL RECEIPT" with a number, date and time; the payer\'s block (name, student number, course, academic year); fee items in pounds, a bursary line on some, the total and balance; payment method, cashier and a PAID stamp.',
    render,
  },
];
