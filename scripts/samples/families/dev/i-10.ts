/**
 * A medical certificate of a small Pacific island nation's health department, uploaded where a credential was
 * expected (kind `other`, no academic content): the department's letterhead with its Alofi address and "Niue", the
 * title "MEDICAL CERTIFICATE", a numbered certificate, the patient's name, date of birth and patient number, the
 * date of the consultation, a sentence certifying that the patient is unfit for work or study ("school, college or
 * training") from one date to another and fit to resume on a third, a tick-box line of the reason (illness, injury,
 * medical procedure — no diagnosis), the medical officer's name, registration number and signature, and a stamp.
 * As island health services print their sick-leave certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, digits } from '../lib/n-kit';
import { addDays, iPerson, iso, longDate, otherName } from './i-kit';

async function render(rng: Rng) {
  const p = iPerson(rng, 'NU');
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const seen = iso(rng.int(2016, 2025), rng.int(1, 12), rng.int(1, 28));
  const from = seen;
  const to = addDays(seen, rng.int(2, 14));
  const resume = addDays(to, 1);
  const dob = iso(Number(seen.slice(0, 4)) - rng.int(17, 40), rng.int(1, 12), rng.int(1, 28));
  const pdf = new Pdf({ size: A4, title: 'Medical Certificate', author: 'Department of Health', creationDate: new Date(`${seen}T00:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#0077b6', '#2a9d8f', '#6d597a']);
  pdf.crest(L + 24, 60, 24, 'DH', c);
  pdf.text('Department of Health', L + 60, 42, { font: F.bold, size: 15, color: c });
  pdf.text(`Community Health Clinic · PO Box ${rng.int(20, 99)} · Alofi · Niue · Tel. +683 ${digits(rng, 4)}`, L + 60, 62, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.line(L, 96, L + W, 96, 1, c);
  pdf.text('MEDICAL CERTIFICATE', L, 116, { font: F.bold, size: 16, width: W, align: 'center', cs: 1 });
  pdf.text(`Certificate no. MC/${seen.slice(0, 4)}/${digits(rng, 4)}`, L + W - 200, 142, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  let y = 170;
  [['Patient', `${p.given} ${p.family}`], ['Date of birth', longDate(dob, 'en')], ['Patient no.', `NU${digits(rng, 6)}`], ['Date of consultation', longDate(seen, 'en')]].forEach(([a, b]) => {
    pdf.text(`${a}:`, L, y, { font: F.regular, size: 10 });
    pdf.text(b, L + 140, y, { font: F.bold, size: 10 });
    y += 18;
  });
  y += 16;
  y += pdf.para(`I certify that I examined the above-named patient on ${longDate(seen, 'en')} and that, in my opinion, ${p.woman ? 'she' : 'he'} is unfit for work, school, college or training from ${longDate(from, 'en')} to ${longDate(to, 'en')} inclusive, and will be fit to resume normal duties on ${longDate(resume, 'en')}.`, L, y, W, { font: F.regular, size: 10.5, leading: 16 }) + 20;
  const reason = rng.int(0, 2);
  ['Illness', 'Injury', 'Medical procedure'].forEach((t, i) => {
    pdf.rect(L + i * 150, y, 10, 10, 0.8);
    if (i === reason) pdf.text('X', L + i * 150 + 1.5, y, { font: F.bold, size: 9 });
    pdf.text(t, L + i * 150 + 16, y, { font: F.regular, size: 10 });
  });
  y += 26;
  pdf.text('The nature of the condition is confidential and is not stated on this certificate.', L, y, { font: F.italic, size: 8.5, color: '#444444' });
  y += 70;
  pdf.signature(L, y - 18, 120, rng);
  pdf.text(`Dr ${otherName(rng, 'NU', p.family)}`, L, y, { font: F.regular, size: 10 });
  pdf.text(`Medical Officer · Reg. no. ${digits(rng, 5)}`, L, y + 14, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.stampBox(L + W - 170, y - 30, 160, 50, ['DEPARTMENT OF HEALTH', 'ALOFI, NIUE', longDate(seen, 'en').toUpperCase()], c);
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'i-10-letter',
    country: 'NU',
    languages: ['en'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Medical (sick-leave) certificate of a small Pacific island nation\'s health department, uploaded in place of a credential: letterhead with Alofi, Niue and +683, MEDICAL CERTIFICATE with a number, patient name, birth date, patient number and consultation date; a certifying sentence that the patient is unfit for work, school, college or training between two dates and fit to resume on a third; reason tick boxes with no diagnosis; medical officer with registration number, signature and stamp. No academic content.',
    render,
  },
];
