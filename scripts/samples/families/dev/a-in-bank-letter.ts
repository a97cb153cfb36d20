/**
 * An Indian bank's account confirmation / address verification letter (the kind applicants
 * upload by mistake next to their marksheets): bank letterhead with IFSC and branch address,
 * reference number, the customer's name and address, a masked account number, KYC wording and
 * the branch manager's signature. Not an academic document: `expected` is null.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, formatDate, iso, letters } from '../lib/a-kit';
import { IN_NORTH, IN_OTHER, indianPerson, pin } from '../lib/a-data';

const BANKS = ['Indus Valley Co-operative Bank', 'Saraswati Gramin Bank', 'Pragati Commercial Bank', 'Janata Urban Bank'];

async function render(rng: Rng) {
  const place = rng.pick([...IN_NORTH, ...IN_OTHER]);
  const p = indianPerson(rng);
  const bank = rng.pick(BANKS);
  const F = rng.pick([SANS[0], SERIF[0], SANS[2]]);
  const accent = rng.pick(['#003f7f', '#7f3f00', '#00603f']);
  const date = iso(rng.int(2016, 2025), rng.int(1, 12), rng.int(1, 28));
  const ifsc = `${letters(rng, 4)}0${digits(rng, 6)}`;
  const acct = digits(rng, 14);
  const name = [p.first, p.middle, p.last].filter(Boolean).join(' ');
  const pdf = new Pdf({ size: A4, title: 'Account Confirmation Letter', author: bank, creationDate: new Date(`${date}T06:00:00Z`) });
  const L = 56;
  const R = pdf.width - 56;
  const W = R - L;
  pdf.fill(0, 0, pdf.width, 8, accent);
  pdf.roundRect(L, 30, 40, 40, 8, { fill: accent });
  pdf.text(bank.split(' ').map((w) => w[0]).join('').slice(0, 3), L, 43, { font: F.bold, size: 13, color: '#ffffff', width: 40, align: 'center' });
  pdf.text(bank, L + 52, 34, { font: F.bold, size: 16, color: accent });
  pdf.text(`${place.city} Main Branch  ·  IFSC: ${ifsc}  ·  Tel: ${place.std}-${digits(rng, 7)}`, L + 52, 56, { font: F.regular, size: 8.5 });
  pdf.line(L, 82, R, 82, 0.8, accent);
  pdf.text(`Ref. No.: ${letters(rng, 3)}/${place.city.slice(0, 3).toUpperCase()}/${digits(rng, 5)}`, L, 96, { font: F.regular, size: 9.5 });
  pdf.text(`Date: ${formatDate(date, 'in-slash')}`, L, 96, { font: F.regular, size: 9.5, width: W, align: 'right' });
  let y = 126;
  for (const l of [`${p.female ? 'Ms.' : 'Mr.'} ${name}`, `${rng.int(1, 240)}, ${rng.pick(['Shanti Nagar', 'Gandhi Colony', 'Nehru Vihar', 'Sector 11'])}`, `${place.city} - ${pin(rng, place)}, ${place.state}`]) {
    pdf.text(l, L, y, { font: F.regular, size: 10 });
    y += 14;
  }
  y += 16;
  pdf.text('Sub: Confirmation of Savings Bank Account and Address', L, y, { font: F.bold, size: 10.5 });
  y += 26;
  pdf.text('Dear Customer,', L, y, { font: F.regular, size: 10 });
  y += 20;
  const masked = `XXXXXXXXXX${acct.slice(-4)}`;
  y += pdf.para(`This is to confirm that ${name}, ${p.female ? 'daughter' : 'son'} of ${p.father}, holds a Savings Bank Account No. ${masked} with our ${place.city} Main Branch since ${formatDate(iso(Number(date.slice(0, 4)) - rng.int(1, 8), rng.int(1, 12), rng.int(1, 28)), 'in-slash')}. The account is KYC compliant and is operated satisfactorily. The address recorded in our books is as stated above.`, L, y, W, { font: F.regular, size: 10, leading: 16 });
  y += 12;
  y += pdf.para('This letter is issued at the request of the account holder without any risk or responsibility on the part of the bank or its officials. The balance in the account is not disclosed.', L, y, W, { font: F.regular, size: 10, leading: 16 });
  y += 40;
  pdf.text(`For ${bank}`, L, y, { font: F.bold, size: 10 });
  pdf.signature(L, y + 38, 110, rng);
  pdf.text('Branch Manager', L, y + 48, { font: F.regular, size: 9.5 });
  pdf.stampBox(R - 150, y + 10, 140, 48, [bank.toUpperCase(), `${place.city.toUpperCase()} MAIN BRANCH`, `IFSC ${ifsc}`], accent);
  pdf.text('This is a system-generated letter and is valid with the branch seal. Please do not share your account details, OTP or PIN with anyone.', L, pdf.height - 50, { font: F.italic, size: 7.5, width: W, fit: true, color: '#555555' });
  return { pdf: await pdf.end(), expected: null, printed: {} };
}

export const families: Family[] = [
  {
    id: 'in-bank-account-letter',
    country: 'IN',
    languages: ['en'],
    kind: 'other',
    degradations: ['scan', 'photo'],
    conventions: 'Indian bank account confirmation / address verification letter (IFSC, masked account number, KYC wording, branch seal) as described in banks\' "account confirmation letter" request pages: a non-academic upload that must stay uncategorized.',
    render,
  },
];
