/**
 * A residential electricity bill of a North American rural utility cooperative, in English (no academic content: kind
 * `other`, an upload a partner receives by mistake): the cooperative's name with its address in Oregon and a toll-free
 * number, "ELECTRIC BILL" with the statement date, the account number and the service address under the member's name,
 * a summary box (previous balance, payment received with its date, current charges, "Amount Due" and "Due Date"), a
 * meter table (meter number, read dates, previous and present readings, kWh used, days), the itemized charges (basic
 * charge, energy charge at a rate, a power cost adjustment, taxes), a 13-month usage bar chart with month initials, a
 * note and the detachable payment stub with the account number and the amount again. As US electric cooperatives lay out
 * a monthly bill.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, digits } from '../lib/n-kit';
import { addDays, iso, usDate, wPerson } from './w4-kit';

const COOPS = [
  { name: 'Upper Willamette Electric Cooperative', addr: 'PO Box 1420, Eugene, OR 97440', tel: '1-800-555-0142' },
  { name: 'Klamath Basin Rural Electric Co-op', addr: '2210 Main Street, Klamath Falls, OR 97601', tel: '1-888-555-0177' },
];
const STREETS = ['Old Mill Rd', 'Hazel Dell Ln', 'Cedar Flat Rd', 'Briar Creek Dr', 'Fern Ridge Way', 'Quail Hollow Ln'];
const MONTHS = 'JFMAMJJASOND';
const money = (n: number) => `$${n.toFixed(2)}`;

async function render(rng: Rng) {
  const p = wPerson(rng, 'US');
  const coop = rng.pick(COOPS);
  const year = rng.int(2019, 2025);
  const month = rng.int(1, 12);
  const readTo = iso(year, month, rng.int(3, 12));
  const days = rng.int(29, 32);
  const readFrom = addDays(readTo, -days);
  const stmt = addDays(readTo, rng.int(2, 5));
  const due = addDays(stmt, 20);
  const acct = `${digits(rng, 6)}-${digits(rng, 3)}`;
  const kwh = rng.int(480, 1900);
  const prevRead = rng.int(10000, 80000);
  const rate = rng.float(0.082, 0.124);
  const basic = 32.5;
  const energy = kwh * rate;
  const pca = kwh * 0.0041;
  const tax = (basic + energy + pca) * 0.03;
  const current = basic + energy + pca + tax;
  const prev = rng.float(60, 220);
  const F = rng.pick([SANS[0], SANS[2], SANS[3]]);
  const pdf = new Pdf({ size: LETTER, title: 'Electric Bill', author: coop.name, creationDate: new Date(`${stmt}T06:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const c = rng.pick(['#065f46', '#1e3a8a', '#9a3412']);
  pdf.fill(L, 34, 36, 36, c);
  pdf.text('⚡', L, 40, { font: 'DejaVuSans', size: 22, color: '#ffffff', width: 36, align: 'center' });
  pdf.text(coop.name, L + 46, 36, { font: F.bold, size: 14, color: c });
  pdf.text(`${coop.addr}  ·  ${coop.tel}  ·  www.${coop.name.split(' ')[0].toLowerCase()}electric.coop`, L + 46, 55, { font: F.regular, size: 8.2, color: '#444444' });
  pdf.text('ELECTRIC BILL', L, 36, { font: F.bold, size: 13, width: W, align: 'right' });
  pdf.text(`Statement Date: ${usDate(stmt)}`, L, 54, { font: F.regular, size: 8.5, width: W, align: 'right' });
  const street = `${rng.int(1100, 98999)} ${rng.pick(STREETS)}`;
  const town = coop.addr.includes('Eugene') ? 'Creswell, OR 97426' : 'Chiloquin, OR 97624';
  let y = 92;
  pdf.text(`${p.given} ${p.family}`.toUpperCase(), L, y, { font: F.bold, size: 10 });
  pdf.text(street.toUpperCase(), L, y + 13, { font: F.regular, size: 9.5 });
  pdf.text(town.toUpperCase(), L, y + 26, { font: F.regular, size: 9.5 });
  pdf.text(`Account Number: ${acct}`, L, y + 46, { font: F.bold, size: 9.5 });
  pdf.text(`Service Address: ${street}, ${town}`, L, y + 60, { font: F.regular, size: 9 });
  pdf.roundRect(L + W - 230, y - 4, 230, 92, 6, { stroke: c });
  const sum: Array<[string, string]> = [['Previous Balance', money(prev)], [`Payment Received ${usDate(addDays(stmt, -rng.int(12, 25)))}`, `-${money(prev)}`], ['Current Charges', money(current)], ['Amount Due', money(current)], ['Due Date', usDate(due)]];
  sum.forEach(([a, b], i) => {
    const bold = i >= 3;
    pdf.text(a, L + W - 222, y + 4 + i * 16, { font: bold ? F.bold : F.regular, size: bold ? 10 : 8.6, width: 140, fit: true });
    pdf.text(b, L + W - 222, y + 4 + i * 16, { font: bold ? F.bold : F.regular, size: bold ? 10 : 8.6, width: 214, align: 'right' });
  });
  y += 110;
  pdf.fill(L, y, W, 16, '#f1f5f9');
  const mcols = ['Meter No.', 'From', 'To', 'Previous', 'Present', 'Mult.', 'kWh Used', 'Days'];
  const mvals = [digits(rng, 8), usDate(readFrom), usDate(readTo), String(prevRead), String(prevRead + kwh), '1', String(kwh), String(days)];
  const mw = W / mcols.length;
  mcols.forEach((t, i) => {
    pdf.text(t, L + i * mw + 4, y + 4, { font: F.bold, size: 8 });
    pdf.text(mvals[i], L + i * mw + 4, y + 22, { font: F.regular, size: 8.2, width: mw - 6, fit: true });
  });
  y += 48;
  pdf.text('CURRENT CHARGES', L, y, { font: F.bold, size: 10, color: c });
  y += 16;
  const items: Array<[string, number]> = [['Basic Charge', basic], [`Energy Charge ${kwh} kWh @ $${rate.toFixed(5)}`, energy], [`Power Cost Adjustment ${kwh} kWh @ $0.00410`, pca], ['City and County Taxes 3.0%', tax]];
  for (const [a, b] of items) {
    pdf.text(a, L + 10, y, { font: F.regular, size: 9 });
    pdf.text(money(b), L, y, { font: F.regular, size: 9, width: W / 2 + 40, align: 'right' });
    y += 14;
  }
  pdf.line(L + 10, y, L + W / 2 + 40, y, 0.5);
  pdf.text('Total Current Charges', L + 10, y + 5, { font: F.bold, size: 9.5 });
  pdf.text(money(current), L, y + 5, { font: F.bold, size: 9.5, width: W / 2 + 40, align: 'right' });
  const cx = L + W / 2 + 70;
  const cy = y - 60;
  pdf.text('Your Usage History (kWh)', cx, cy - 14, { font: F.bold, size: 8.5 });
  for (let i = 0; i < 13; i++) {
    const m = (month - 13 + i + 24) % 12;
    const h = 10 + rng.float(0.2, 1) * 60;
    pdf.fill(cx + i * 15, cy + 70 - h, 10, h, i === 12 ? c : '#94a3b8');
    pdf.text(MONTHS[m], cx + i * 15, cy + 74, { font: F.regular, size: 7, width: 10, align: 'center' });
  }
  y += 60;
  pdf.para('Members may sign up for SmartHub to view daily usage and pay online. Capital credits are allocated to members each year in proportion to their electricity purchases. Report outages 24 hours a day at the number above.', L, y, W, { font: F.italic, size: 8.2, leading: 10.5, color: '#444444' });
  const stub = pdf.height - 150;
  pdf.line(L, stub, L + W, stub, 0.6, '#666666', 4);
  pdf.text('Please detach and return this portion with your payment.', L, stub + 6, { font: F.italic, size: 7.5, color: '#666666' });
  pdf.text(coop.name, L, stub + 26, { font: F.bold, size: 10 });
  pdf.text(`Account Number  ${acct}`, L + W - 260, stub + 26, { font: F.regular, size: 9 });
  pdf.text(`Amount Due  ${money(current)}`, L + W - 260, stub + 42, { font: F.bold, size: 10 });
  pdf.text(`Due Date  ${usDate(due)}`, L + W - 260, stub + 58, { font: F.regular, size: 9 });
  pdf.text('Amount Enclosed  $ ____________', L + W - 260, stub + 78, { font: F.regular, size: 9 });
  pdf.text(`${p.given} ${p.family}`.toUpperCase(), L, stub + 58, { font: F.regular, size: 9 });
  pdf.text(street.toUpperCase(), L, stub + 70, { font: F.regular, size: 9 });
  pdf.text(town.toUpperCase(), L, stub + 82, { font: F.regular, size: 9 });
  pdf.text(`${digits(rng, 10)} ${acct.replace('-', '')} ${String(Math.round(current * 100)).padStart(8, '0')} 4`, L, stub + 110, { font: 'DejaVuSans', size: 9, cs: 1 });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'w4-10-letter',
    country: 'US',
    languages: ['en'],
    kind: 'other',
    degradations: ['scan'],
    conventions: 'US rural electric cooperative residential bill (non-academic upload): cooperative name, Oregon address, toll-free number and web address; statement date, member name and mailing address in capitals, account number and service address; summary box with previous balance, payment, current charges, amount due and due date; meter table with read dates, readings, kWh and days; itemized charges, a 13-month usage chart, a note and a detachable payment stub with a scan line.',
    render,
  },
];
