/**
 * An upload without academic content: an Emirati company's salary certificate (the letter banks,
 * landlords and visa offices ask for). The company's letterhead in English and Arabic with its
 * P.O. Box, emirate, telephone (+971) and trade licence number; the date and a reference; "TO WHOM
 * IT MAY CONCERN" or a bank's manager as addressee; "SALARY CERTIFICATE"; a sentence naming the
 * employee (Mr./Ms., nationality, passport and Emirates ID numbers), the job title and the date of
 * joining; a table of the monthly salary's components in AED (basic salary, housing, transport
 * and other allowances, the total) and the annual total; the purpose ("issued at the request of
 * the employee for opening a bank account … without any liability on the company"), the HR
 * manager's signature and the company stamp. It names a person and dates and has a table of
 * numbers, but no course, grade or qualification.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, digits, iso } from '../lib/n-kit';
import { addDays, longDate, mPerson } from './m-kit';

const COMPANIES = [
  { en: 'Al Noor Marine Logistics L.L.C.', ar: 'النور للخدمات اللوجستية البحرية ذ.م.م', emirate: 'Dubai', box: '48217' },
  { en: 'Desert Falcon Facilities Management L.L.C.', ar: 'صقر الصحراء لإدارة المرافق ذ.م.م', emirate: 'Abu Dhabi', box: '112094' },
  { en: 'Gulf Crescent Trading Co. L.L.C.', ar: 'شركة الهلال الخليجي للتجارة ذ.م.م', emirate: 'Sharjah', box: '25331' },
];
const JOBS = ['Senior Accountant', 'Sales Executive', 'Site Engineer', 'HR Coordinator', 'Logistics Supervisor', 'IT Support Specialist', 'Administrative Assistant', 'Procurement Officer'];
const NATIONALITIES = ['Indian', 'Pakistani', 'Filipino', 'Jordanian', 'Egyptian', 'Lebanese', 'Sri Lankan'];
const BANKS = ['Emirates Coastal Bank', 'Union Gulf Bank P.J.S.C.', 'First Oasis Bank'];
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function render(rng: Rng) {
  const p = mPerson(rng, 'AE');
  const c = rng.pick(COMPANIES);
  const issued = iso(rng.int(2019, 2025), rng.int(1, 12), rng.int(1, 28));
  const joined = addDays(issued, -rng.int(200, 3000));
  const job = rng.pick(JOBS);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const basic = rng.int(40, 160) * 100;
  const housing = Math.round(basic * rng.pick([0.4, 0.5]));
  const transport = rng.pick([800, 1000, 1200, 1500]);
  const other = rng.bool(0.5) ? rng.int(3, 20) * 100 : 0;
  const total = basic + housing + transport + other;
  const toBank = rng.bool(0.4);
  const bank = rng.pick(BANKS);
  const he = p.woman ? 'She' : 'He';
  const his = p.woman ? 'her' : 'his';

  const pdf = new Pdf({ size: A4, title: 'Salary Certificate', author: c.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const L = 56;
  const R = pdf.width - 56;
  const W = R - L;
  const teal = rng.pick(['#0f5257', '#7a3e00', '#2c3e8f']);
  pdf.fill(0, 0, pdf.width, 10, teal);
  pdf.text(c.en, L, 30, { font: F.bold, size: 13, color: teal });
  pdf.text(`P.O. Box ${c.box}, ${c.emirate}, United Arab Emirates`, L, 48, { font: F.regular, size: 8.5 });
  pdf.text(`Tel: +971 ${c.emirate === 'Dubai' ? '4' : c.emirate === 'Abu Dhabi' ? '2' : '6'} ${digits(rng, 3)} ${digits(rng, 4)}  ·  Trade Licence No. ${digits(rng, 6)}`, L, 60, { font: F.regular, size: 8.5 });
  doc.fillColor('#000000');
  rtl(doc, c.ar, R, 28, naskh.b, 11.5, F.regular);
  rtl(doc, `ص.ب ${c.box}`, R, 48, naskh.r, 9, F.regular);
  pdf.line(L, 80, R, 80, 1, teal);
  let y = 96;
  pdf.text(`Ref: HR/SC/${issued.slice(0, 4)}/${digits(rng, 4)}`, L, y, { font: F.regular, size: 9.5 });
  pdf.text(`Date: ${longDate(issued, 'en')}`, R - 200, y, { font: F.regular, size: 9.5, width: 200, align: 'right' });
  y += 34;
  if (toBank) {
    ['The Manager', bank, c.emirate, 'United Arab Emirates'].forEach((t, i) => pdf.text(t, L, y + i * 13, { font: i === 0 ? F.bold : F.regular, size: 10 }));
    y += 64;
  } else {
    pdf.text('TO WHOM IT MAY CONCERN', L, y, { font: F.bold, size: 11, width: W, align: 'center' });
    y += 28;
  }
  pdf.text('SALARY CERTIFICATE', L, y, { font: F.bold, size: 14, width: W, align: 'center', color: teal });
  y += 34;
  const title = p.woman ? 'Ms.' : 'Mr.';
  y += pdf.para(`This is to certify that ${title} ${p.given} ${p.family}, ${rng.pick(NATIONALITIES)} national, holder of Passport No. ${String.fromCharCode(65 + rng.int(0, 25))}${digits(rng, 7)} and Emirates ID No. 784-${rng.int(1975, 2000)}-${digits(rng, 7)}-${rng.int(1, 9)}, is employed with ${c.en} as ${job} since ${longDate(joined, 'en')}. ${he} is a permanent, full-time employee of the company and ${his} monthly salary is as follows:`, L, y, W, { font: F.regular, size: 10.5, leading: 15 });
  y += 14;
  const rows: Array<[string, string]> = [['Basic Salary', basic], ['Housing Allowance', housing], ['Transport Allowance', transport], ...(other ? [['Other Allowances', other] as [string, number]] : [])].map(([k, v]) => [k as string, money(v as number)]);
  const tw = 320;
  const tx = L + (W - tw) / 2;
  pdf.fill(tx, y, tw, 20, '#eef3f3');
  pdf.text('Component', tx + 8, y + 5, { font: F.bold, size: 10 });
  pdf.text('Amount (AED)', tx + tw - 128, y + 5, { font: F.bold, size: 10, width: 120, align: 'right' });
  pdf.rect(tx, y, tw, 20, 0.6);
  y += 20;
  for (const [k, v] of [...rows, ['Total Monthly Salary', money(total)] as [string, string]]) {
    const bold = k.startsWith('Total');
    pdf.text(k, tx + 8, y + 5, { font: bold ? F.bold : F.regular, size: 10 });
    pdf.text(v, tx + tw - 128, y + 5, { font: bold ? F.bold : F.regular, size: 10, width: 120, align: 'right' });
    pdf.rect(tx, y, tw, 20, 0.6);
    y += 20;
  }
  y += 12;
  pdf.text(`Annual gross salary: AED ${money(total * 12)}`, tx, y, { font: F.bold, size: 10 });
  y += 30;
  y += pdf.para(toBank
    ? `We confirm that ${his} salary will be transferred to ${his} account with ${bank} every month, and that we shall not transfer it elsewhere without the bank's clearance. This certificate is issued at the request of the employee without any liability on the part of the company.`
    : `This certificate is issued at the request of the employee for the purpose of ${rng.pick(['opening a bank account', 'renewing a tenancy contract', 'a family visa application', 'a personal loan application'])}, without any financial or legal liability on the part of the company.`, L, y, W, { font: F.regular, size: 10.5, leading: 15 });
  y += 36;
  pdf.text('For and on behalf of', L, y, { font: F.regular, size: 10 });
  pdf.text(c.en, L, y + 14, { font: F.bold, size: 10 });
  pdf.signature(L + 10, y + 56, 130, rng);
  pdf.text(rng.pick(['Rania Haddad', 'Suresh Menon', 'Maria Cristina Santos', 'Khalid Al Marzouqi']), L, y + 66, { font: F.bold, size: 10 });
  pdf.text('Human Resources Manager', L, y + 80, { font: F.regular, size: 9.5 });
  pdf.stampBox(R - 170, y + 30, 150, 56, [c.en.toUpperCase(), `${c.emirate.toUpperCase()} - U.A.E.`, `P.O. BOX ${c.box}`], teal);
  pdf.fill(0, pdf.height - 10, pdf.width, 10, teal);
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'm-12-letter',
    country: 'AE',
    languages: ['en', 'ar'],
    kind: 'other',
    degradations: ['scan'],
    conventions: 'Emirati company salary certificate (no academic content): bilingual letterhead with P.O. Box, emirate, +971 telephone and trade licence, reference and date, TO WHOM IT MAY CONCERN or a bank manager, the employee with passport and Emirates ID numbers, job title and joining date, a table of basic salary and allowances in AED with the total and the annual salary, the purpose and no-liability clause, HR manager and company stamp; as described in UAE salary-certificate guides.',
    render,
  },
];
