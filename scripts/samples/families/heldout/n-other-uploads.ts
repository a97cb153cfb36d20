/**
 * Documents without academic content that applicants upload next to their credentials: a South
 * African bank's "confirmation of banking details" letter, a photocopy of a Canadian provincial
 * photo identification card (front and back on one page), and an Irish online-training provider's
 * CPD certificate of completion that lists its modules with hours. `expected` is null for all.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, LETTER, Pdf, SANS, SERIF, digits, dmy, iso, letters, longDate, nPerson, natural, upper } from '../lib/n-kit';

async function bankLetter(rng: Rng) {
  const p = nPerson(rng, 'ZA');
  const bank = rng.pick(['Highveld Mutual Bank', 'Protea Savings Bank', 'Umhlanga Commercial Bank']);
  const branch = rng.pick([['Menlyn', '010645'], ['Rosebank', '250655'], ['Durbanville', '632005']]);
  const date = iso(rng.int(2017, 2025), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const color = rng.pick(['#00664f', '#003b70', '#b5121b']);
  const pdf = new Pdf({ size: A4, title: 'Confirmation of banking details', author: bank, creationDate: new Date(`${date}T08:00:00Z`) });
  const L = 56;
  const R = pdf.width - L;
  const W = R - L;
  pdf.roundRect(L, 34, 44, 44, 22, { fill: color });
  pdf.text(bank.split(' ').map((w) => w[0]).join(''), L, 50, { font: F.bold, size: 12, color: '#ffffff', width: 44, align: 'center' });
  pdf.text(bank, L + 56, 40, { font: F.bold, size: 17, color });
  pdf.text(`Authorised financial services and registered credit provider (NCRCP${digits(rng, 4)})`, L + 56, 62, { font: F.regular, size: 7.5, color: '#555555' });
  pdf.line(L, 92, R, 92, 0.8, color);
  pdf.text(longDate(date, 'en'), L, 108, { font: F.regular, size: 10 });
  pdf.text('To whom it may concern', L, 136, { font: F.regular, size: 10 });
  pdf.text('CONFIRMATION OF BANKING DETAILS', L, 166, { font: F.bold, size: 12 });
  let y = 196;
  pdf.para(`We confirm that the account detailed below is held with ${bank} and that it is active. This letter is issued at the request of the account holder.`, L, y, W, { font: F.regular, size: 10, leading: 15 });
  y += 48;
  const rows: Array<[string, string]> = [
    ['Account holder', `${rng.pick(['Mr', 'Ms', 'Mx'])} ${upper(natural(p))}`],
    ['Identity number', `${digits(rng, 6)} ${digits(rng, 4)} ${digits(rng, 3)}`],
    ['Account type', rng.pick(['Cheque account', 'Savings account', 'Transactional account'])],
    ['Account number', `${digits(rng, 4)} ${digits(rng, 3)} ${digits(rng, 3)}`],
    ['Branch name', branch[0]],
    ['Branch code', branch[1]],
    ['Date opened', dmy(iso(Number(date.slice(0, 4)) - rng.int(1, 10), rng.int(1, 12), rng.int(1, 28)), '/')],
    ['SWIFT code', `${letters(rng, 4)}ZAJJ`],
  ];
  for (const [k, v] of rows) {
    pdf.fill(L, y, 160, 20, '#f2f2f2');
    pdf.rect(L, y, W, 20, 0.5, '#aaaaaa');
    pdf.text(k, L + 6, y + 5.5, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 170, y + 5.5, { font: F.regular, size: 9.5 });
    y += 20;
  }
  y += 24;
  pdf.para('This confirmation does not constitute a credit reference and the bank accepts no liability for its use. Verify this letter by calling our contact centre on 0860 000 000.', L, y, W, { font: F.italic, size: 8.5 });
  y += 60;
  pdf.signature(L, y, 110, rng);
  pdf.text('Branch Consultant', L, y + 10, { font: F.regular, size: 9 });
  pdf.stampBox(R - 150, y - 30, 140, 50, [upper(bank), `${upper(branch[0])} BRANCH`, dmy(date, '-')], color);
  return { pdf: await pdf.end(), expected: null, printed: {} };
}

async function photoCard(rng: Rng) {
  const p = nPerson(rng, 'CA');
  const prov = rng.pick([['ONTARIO', 'Photo Card', 'Toronto ON'], ['MANITOBA', 'Identification Card', 'Winnipeg MB'], ['NOVA SCOTIA', 'Identification Card', 'Halifax NS']]);
  const dob = iso(rng.int(1975, 2006), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(rng.int(2018, 2024), rng.int(1, 12), rng.int(1, 28));
  const expiry = `${Number(issued.slice(0, 4)) + 5}${issued.slice(4)}`;
  const F = SANS[0];
  const pdf = new Pdf({ size: LETTER, title: 'Scan', author: 'Scanner', creationDate: new Date(`${issued}T18:00:00Z`) });
  const card = (x: number, y: number, front: boolean) => {
    const w = 242;
    const h = 153;
    pdf.roundRect(x, y, w, h, 10, { fill: '#e9eef5', stroke: '#666666' });
    pdf.fill(x, y + 8, w, 22, '#2d4f85');
    pdf.text(`${prov[0]}  ·  ${prov[1].toUpperCase()}`, x + 8, y + 14, { font: F.bold, size: 9, color: '#ffffff' });
    if (front) {
      pdf.roundRect(x + 10, y + 38, 64, 82, 4, { fill: '#b9c3cf' });
      const lines: Array<[string, string]> = [
        ['NAME', `${upper(p.family)},`],
        ['', upper(p.given)],
        ['ADDRESS', `${rng.int(10, 999)} ${rng.pick(['MAPLE ST', 'KING ST W', 'BIRCH AVE'])}`],
        ['', `${prov[2].toUpperCase()} ${letters(rng, 1)}${rng.int(1, 9)}${letters(rng, 1)} ${rng.int(1, 9)}${letters(rng, 1)}${rng.int(1, 9)}`],
        ['NO', `${letters(rng, 1)}${digits(rng, 4)}-${digits(rng, 5)}-${digits(rng, 5)}`],
        ['DOB', dob.replace(/-/g, '/')],
        ['ISS', issued.replace(/-/g, '/')],
        ['EXP', expiry.replace(/-/g, '/')],
        ['SEX', rng.pick(['F', 'M', 'X'])],
      ];
      lines.forEach(([k, v], i) => {
        pdf.text(k, x + 82, y + 38 + i * 12, { font: F.regular, size: 6.5, color: '#444444' });
        pdf.text(v, x + 114, y + 37 + i * 12, { font: F.bold, size: 7.5 });
      });
      pdf.signature(x + 12, y + 138, 60, rng);
    } else {
      pdf.fill(x, y + 40, w, 30, '#222222');
      pdf.text('This card is not a driver\'s licence. It is valid as identification only.', x + 8, y + 82, { font: F.regular, size: 6.5 });
      for (let i = 0; i < 60; i++) pdf.fill(x + 10 + i * 3.7, y + 100, rng.pick([1, 1.5, 2.2]), 34, '#000000');
    }
  };
  pdf.text(`Scanned ${dmy(issued, '/')}`, 40, 30, { font: F.italic, size: 7, color: '#777777' });
  card(60, 80, true);
  card(60, 300, false);
  return { pdf: await pdf.end(), expected: null, printed: {} };
}

async function cpdCertificate(rng: Rng) {
  const p = nPerson(rng, 'IE');
  const provider = rng.pick(['Liffey Learning Online', 'Wild Atlantic Skills Academy', 'Shannon Professional Training']);
  const course = rng.pick([
    { title: 'Certificate in Workplace Health and Safety', modules: ['Hazard identification', 'Risk assessment in practice', 'Manual handling', 'Fire safety and evacuation', 'Incident reporting'] },
    { title: 'Digital Marketing Fundamentals', modules: ['Search engine optimisation', 'Social media strategy', 'Email campaigns', 'Web analytics', 'Content planning'] },
    { title: 'GDPR Awareness for Staff', modules: ['Principles of data protection', 'Lawful bases for processing', 'Data subject rights', 'Breach notification', 'Records of processing'] },
  ]);
  const done = iso(rng.int(2019, 2025), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[2], SERIF[1], SANS[0]]);
  const color = rng.pick(['#0b6e4f', '#553c9a', '#c05621']);
  const pdf = new Pdf({ size: A4, title: 'Certificate of Completion', author: provider, creationDate: new Date(`${done}T12:00:00Z`) });
  const L = 60;
  const W = pdf.width - 2 * L;
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 3, color);
  pdf.text(provider.toUpperCase(), L, 70, { font: F.bold, size: 12, width: W, align: 'center', color });
  pdf.text('CERTIFICATE OF COMPLETION', L, 120, { font: F.bold, size: 24, width: W, align: 'center' });
  pdf.text('This is to certify that', L, 176, { font: F.italic, size: 12, width: W, align: 'center' });
  pdf.text(natural(p), L, 204, { font: F.bold, size: 24, width: W, align: 'center', color });
  pdf.text('has successfully completed the online course', L, 246, { font: F.italic, size: 12, width: W, align: 'center' });
  pdf.text(course.title, L, 272, { font: F.bold, size: 16, width: W, align: 'center' });
  let y = 320;
  pdf.text('Modules completed', L + 60, y, { font: F.bold, size: 10 });
  pdf.text('Duration', L + W - 160, y, { font: F.bold, size: 10, width: 100, align: 'right' });
  y += 18;
  let hours = 0;
  for (const m of course.modules) {
    const h = rng.pick([1, 1.5, 2, 2.5]);
    hours += h;
    pdf.text(m, L + 60, y, { font: F.regular, size: 10 });
    pdf.text(`${h} hour${h === 1 ? '' : 's'}`, L + W - 160, y, { font: F.regular, size: 10, width: 100, align: 'right' });
    y += 16;
  }
  pdf.line(L + 60, y + 2, L + W - 60, y + 2, 0.5);
  pdf.text(`Total: ${hours} hours  ·  ${Math.round(hours)} CPD points`, L, y + 12, { font: F.bold, size: 10, width: W - 60, align: 'right' });
  y += 60;
  pdf.text(`Completed on ${longDate(done, 'en')}`, L, y, { font: F.regular, size: 11, width: W, align: 'center' });
  pdf.text(`Certificate ID ${letters(rng, 3)}-${digits(rng, 8)}  ·  verify at www.${provider.split(' ')[0].toLowerCase()}learning.ie/verify`, L, y + 20, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#555555' });
  pdf.signature(pdf.width / 2 - 55, y + 90, 110, rng);
  pdf.text('Course Director', L, y + 100, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text('This certificate confirms participation in a non-accredited training course; it does not carry academic credit.', L, pdf.height - 70, { font: F.italic, size: 8, width: W, align: 'center', fit: true });
  return { pdf: await pdf.end(), expected: null, printed: {} };
}

export const families: Family[] = [
  {
    id: 'n-za-bank-confirmation',
    country: 'ZA',
    languages: ['en'],
    kind: 'other',
    degradations: ['scan', 'photo'],
    conventions: 'South African bank "confirmation of banking details" letter (account holder, identity number, account type and number, branch name and code, date opened, stamp), as described in South African banks\' help pages: a non-academic upload that must stay uncategorized.',
    render: bankLetter,
  },
  {
    id: 'n-ca-photo-card',
    country: 'CA',
    languages: ['en'],
    kind: 'other',
    degradations: ['scan', 'photo'],
    conventions: 'Photocopy of a Canadian provincial photo identification card, front and back on one page (surname and given names, address with postal code, card number, DOB/ISS/EXP in YYYY/MM/DD, sex, barcode), as described by provincial ID-card pages: a non-academic upload that must stay uncategorized.',
    render: photoCard,
  },
  {
    id: 'n-ie-cpd-certificate',
    country: 'IE',
    languages: ['en'],
    kind: 'other',
    degradations: ['photo', 'screenshot'],
    conventions: 'Irish online-training CPD certificate of completion: "This is to certify that … has successfully completed the online course", a list of modules with hours, total hours and CPD points, certificate ID and verification URL, a note that it carries no academic credit: a non-academic upload that must stay uncategorized.',
    render: cpdCertificate,
  },
];
