/**
 * An electricity and water account of an Indian Ocean island territory's utility, uploaded where a credential was
 * expected (kind `other`, no academic content): the utility's letterhead, the account holder's name and postal
 * address ("Christmas Island WA 6798"), the account number, the billing period, a meter-reading table (meter, previous
 * and current reading, units, tariff, amount), the previous balance and payment, the amount due with its due date and a
 * payment slip with a reference number and a barcode-like strip. As small-territory utilities lay out their quarterly
 * accounts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, digits } from '../lib/n-kit';
import { addDays, dPerson, dTable, iso, longDate } from './d-kit';

const STREETS = ['Gaze Road', 'Murray Road', 'Poon Saan Road', 'Jalan Pantai', 'Silver City Drive', 'Lam Lok Loh'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'CX');
  const F = rng.pick([SANS[0], SANS[2]]);
  const from = iso(rng.int(2018, 2025), rng.pick([1, 4, 7, 10]), 1);
  const to = addDays(from, 90);
  const issued = addDays(to, rng.int(3, 10));
  const due = addDays(issued, 21);
  const pdf = new Pdf({ size: A4, title: 'Account', author: 'Island Power and Water Services', creationDate: new Date(`${issued}T00:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const c = rng.pick(['#005f73', '#9b2226', '#3a5a40']);
  pdf.fill(L, 30, 8, 40, c);
  pdf.text('Island Power and Water Services', L + 16, 32, { font: F.bold, size: 15, color: c });
  pdf.text('Indian Ocean Territories · PO Box 1, Christmas Island WA 6798 · (08) 9164 ' + digits(rng, 4), L + 16, 54, { font: F.regular, size: 8, color: '#444444' });
  pdf.text('TAX INVOICE / ACCOUNT', L + W - 200, 34, { font: F.bold, size: 11, width: 200, align: 'right' });
  let y = 100;
  const addr = [`${p.given} ${p.family}`, `${rng.int(1, 120)} ${rng.pick(STREETS)}`, 'Christmas Island WA 6798'];
  addr.forEach((a, i) => pdf.text(a, L, y + i * 13, { font: i === 0 ? F.bold : F.regular, size: 10 }));
  const acct = `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  [['Account number', acct], ['Billing period', `${longDate(from, 'en')} – ${longDate(to, 'en')}`], ['Issue date', longDate(issued, 'en')], ['Due date', longDate(due, 'en')]].forEach(([a, b], i) => {
    pdf.text(a, L + W - 250, y + i * 14, { font: F.regular, size: 8.5, color: '#444444' });
    pdf.text(b, L + W - 150, y + i * 14, { font: F.bold, size: 8.5, width: 150, fit: true });
  });
  y += 80;
  const kwhPrev = rng.int(10000, 60000);
  const kwh = rng.int(600, 2400);
  const klPrev = rng.int(1000, 9000);
  const kl = rng.int(20, 90);
  const elec = Math.round(kwh * 0.2911 * 100) / 100;
  const water = Math.round(kl * 1.958 * 100) / 100;
  const supply = Math.round(91 * 1.0642 * 100) / 100;
  const rows = [
    { cells: [`E${digits(rng, 6)}`, 'Electricity (kWh)', String(kwhPrev), String(kwhPrev + kwh), String(kwh), '0.2911', elec.toFixed(2)] },
    { cells: [`W${digits(rng, 6)}`, 'Water (kL)', String(klPrev), String(klPrev + kl), String(kl), '1.9580', water.toFixed(2)] },
    { cells: ['', 'Supply charge (91 days)', '', '', '91', '1.0642', supply.toFixed(2)] },
  ];
  const cols = [{ label: 'Meter', width: 70 }, { label: 'Service', width: W - 70 - 5 * 70 }, { label: 'Previous', width: 70, align: 'right' as const }, { label: 'Current', width: 70, align: 'right' as const }, { label: 'Units', width: 70, align: 'right' as const }, { label: 'Rate $', width: 70, align: 'right' as const }, { label: 'Amount $', width: 70, align: 'right' as const }];
  y = dTable(pdf, F, L, y, cols, rows, { size: 8.6, rowH: 16, ruling: 'rows', fill: '#e9ecef' }) + 16;
  const total = elec + water + supply;
  const prev = Math.round(rng.float(150, 600) * 100) / 100;
  [['Previous balance', prev.toFixed(2)], ['Payment received, thank you', `-${prev.toFixed(2)}`], ['Charges this period (GST free)', total.toFixed(2)], ['Amount due', `$${total.toFixed(2)}`]].forEach(([a, b], i) => {
    pdf.text(a, L + W - 300, y + i * 16, { font: i === 3 ? F.bold : F.regular, size: i === 3 ? 11 : 9 });
    pdf.text(b, L + W - 100, y + i * 16, { font: i === 3 ? F.bold : F.regular, size: i === 3 ? 11 : 9, width: 100, align: 'right' });
  });
  y += 90;
  pdf.para('Please pay by the due date. Payments may be made at the Administration Building counter, by bank transfer quoting the reference below, or by card over the telephone. Faults and emergencies: call 24 hours.', L, y, W, { font: F.regular, size: 8.5, leading: 11.5, color: '#333333' });
  const slip = pdf.height - 170;
  pdf.line(L, slip, L + W, slip, 0.6, '#777777', 4);
  pdf.text('PAYMENT SLIP', L, slip + 14, { font: F.bold, size: 10 });
  pdf.text(`Account ${acct}   Reference ${digits(rng, 10)}   Amount due $${total.toFixed(2)}   Due ${longDate(due, 'en')}`, L, slip + 32, { font: F.regular, size: 8.5, width: W, fit: true });
  let bx = L;
  while (bx < L + 260) {
    const w = rng.pick([1, 1, 2, 3]);
    pdf.fill(bx, slip + 56, w, 36, '#000000');
    bx += w + rng.pick([1, 2, 2, 3]);
  }
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'd-10-letter',
    country: 'CX',
    languages: ['en'],
    kind: 'other',
    degradations: ['scan'],
    conventions: 'Quarterly electricity and water account of an Indian Ocean island territory utility, uploaded in place of a credential: letterhead, holder name and Christmas Island WA 6798 address, account number, billing period, issue and due dates, meter-reading table (meter, previous/current, units, rate, amount), previous balance, payment, amount due, a payment slip with reference and a barcode-like strip. No academic content.',
    render,
  },
];
