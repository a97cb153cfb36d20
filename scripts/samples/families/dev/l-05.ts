/**
 * Police clearance certificate of a Central Pacific island republic's police force, uploaded where a credential was
 * expected (kind `other`, no academic content): the force's letterhead with "Yaren District, Republic of Nauru" and
 * the +674 telephone; "POLICE CLEARANCE CERTIFICATE" with a reference number; the applicant's particulars in a ruled
 * table (full name, date and place of birth, passport number, district of residence); the statement that a search of
 * the records found no criminal conviction, the purpose stated by the applicant ("further studies", "employment",
 * "visa application" — the word study appears without any academic record), the validity of six months; the
 * Commissioner's signature and the force's stamp with the date. As island police forces issue clearance certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits } from '../lib/n-kit';
import { addDays, iso, lPerson, longDate, otherName } from './l-kit';

const DISTRICTS = ['Aiwo', 'Anabar', 'Anetan', 'Anibare', 'Baitsi', 'Boe', 'Buada', 'Denigomodu', 'Ewa', 'Ijuw', 'Meneng', 'Nibok', 'Uaboe', 'Yaren'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'NR');
  const F = rng.pick([SANS[0], SERIF[0], SERIF[2]]);
  const issued = iso(rng.int(2016, 2025), rng.int(1, 12), rng.int(1, 28));
  const dob = iso(Number(issued.slice(0, 4)) - rng.int(17, 35), rng.int(1, 12), rng.int(1, 28));
  const purpose = rng.pick(['further studies overseas', 'employment', 'visa application', 'scholarship application']);
  const pdf = new Pdf({ size: A4, title: 'Police Clearance Certificate', author: 'Nauru Police Force', creationDate: new Date(`${issued}T00:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#1e3a8a', '#0f172a', '#1d4ed8']);
  pdf.shield(pdf.width / 2 - 22, 36, 44, c);
  pdf.text('NAURU POLICE FORCE', L, 100, { font: F.bold, size: 16, width: W, align: 'center', color: c });
  pdf.text(`Police Headquarters · Yaren District · Republic of Nauru · Tel. +674 557 ${digits(rng, 4)}`, L, 122, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#444444' });
  pdf.line(L, 140, L + W, 140, 1, c);
  pdf.text('POLICE CLEARANCE CERTIFICATE', L, 158, { font: F.bold, size: 15, width: W, align: 'center', cs: 1 });
  pdf.text(`Ref. No. NPF/PCC/${issued.slice(0, 4)}/${digits(rng, 4)}`, L, 184, { font: F.regular, size: 9, width: W, align: 'right' });
  const rows: Array<[string, string]> = [['Full name', `${p.given} ${p.family}`], ['Date of birth', longDate(dob, 'en')], ['Place of birth', `${rng.pick(DISTRICTS)}, Nauru`], ['Passport number', `R${digits(rng, 6)}`], ['District of residence', rng.pick(DISTRICTS)]];
  let y = 206;
  for (const [a, b] of rows) {
    pdf.rect(L, y, 170, 22, 0.5);
    pdf.rect(L + 170, y, W - 170, 22, 0.5);
    pdf.text(a, L + 6, y + 6, { font: F.bold, size: 10 });
    pdf.text(b, L + 176, y + 6, { font: F.regular, size: 10 });
    y += 22;
  }
  y += 24;
  y += pdf.para(`This is to certify that a search of the criminal records held by the Nauru Police Force has been made in respect of the person named above and that no record of any criminal conviction has been found as at the date of this certificate.`, L, y, W, { font: F.regular, size: 11, leading: 17 }) + 12;
  y += pdf.para(`This certificate is issued at the request of the applicant for the purpose of ${purpose}. It is valid for six months from the date of issue, until ${longDate(addDays(issued, 182), 'en')}.`, L, y, W, { font: F.regular, size: 11, leading: 17 }) + 60;
  pdf.signature(L, y - 20, 130, rng);
  pdf.line(L, y, L + 210, y, 0.5);
  pdf.text(otherName(rng, 'NR', p.family), L, y + 6, { font: F.regular, size: 10 });
  pdf.text('Commissioner of Police', L, y + 20, { font: F.italic, size: 9.5 });
  pdf.stampBox(L + W - 180, y - 40, 170, 56, ['NAURU POLICE FORCE', 'CRIMINAL RECORDS OFFICE', longDate(issued, 'en').toUpperCase()], c);
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L, y + 50, { font: F.regular, size: 10 });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'l-05-letter',
    country: 'NR',
    languages: ['en'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Police clearance certificate of a Central Pacific island republic police force, uploaded in place of a credential: letterhead with Yaren District, Republic of Nauru and +674; POLICE CLEARANCE CERTIFICATE with reference number; ruled particulars (full name, birth date and place, passport number, district); no criminal conviction found; the purpose stated (further studies, employment, visa) and six months validity; Commissioner signature, stamp, date of issue. No academic content.',
    render,
  },
];
