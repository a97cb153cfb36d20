/**
 * School leaving certificate of a British Caribbean territory's secondary school, in running text, in English: the
 * school's letterhead with "The Valley, Anguilla, British West Indies" and the AI-2640 postcode; the title "SCHOOL
 * LEAVING CERTIFICATE"; on some a small particulars block (admission number, date of admission, date of birth);
 * a paragraph "This is to certify that <Given Family> (capitals on some), born on <ordinal date> (on some), attended
 * this School for five years and, having completed the Fifth Form course of study, left in June <year>", a sentence
 * on the regional examinations sat (results issued separately by the examining council: no subjects, no grades), a
 * character sentence with the house and the offices held (decoys), "Dated at The Valley this <ordinal> day of
 * <Month> <year>" (the issue), the principal's signature and name and the school stamp. As schools of the Eastern
 * Caribbean write leaving certificates (testimonials) for leavers.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iso, lPerson, lResult, ordinalDay, otherName } from './l-kit';

const SCHOOLS = ['Valley Secondary Academy', 'Blowing Point Comprehensive School', 'Sandy Ground High School'];
const HOUSES = ['Webster House', 'Gumbs House', 'Rogers House', 'Lake House'];
const OFFICES = ['a prefect', 'captain of the netball team', 'secretary of the Debating Society', 'a member of the Cadet Corps', 'head of the Environmental Club', 'a steel pan player in the school band'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'AI');
  const school = rng.pick(SCHOOLS);
  const left = rng.int(2011, 2025);
  const entered = iso(left - 5, 9, rng.int(1, 10));
  const dob = iso(left - 17, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(left, rng.int(6, 12), rng.int(1, 28));
  const block = rng.bool(0.55);
  const showDob = rng.bool(0.5);
  const caps = rng.bool(0.5);
  const no = `${left - 5}/${digits(rng, 3)}`;
  const F = rng.pick(SERIF);
  const r = lResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school, 'AI');
  Object.assign(r.qualification, { name: 'School Leaving Certificate', level: 'Secondary', yearOfCompletion: left, status: 'Completed', dateOfIssue: issued, registrationNumber: block ? no : null, yearOfAdmission: block ? left - 5 : null });

  const pdf = new Pdf({ size: A4, title: 'School Leaving Certificate', author: school, creationDate: new Date(`${issued}T12:00:00Z`) });
  const c = rng.pick(['#0b3d91', '#7f1d1d', '#14532d']);
  const M = 64;
  const W = pdf.width - 2 * M;
  pdf.shield(M, 46, 46, c);
  pdf.text(school, M + 62, 52, { font: F.bold, size: 18, color: c, width: W - 62, fit: true });
  pdf.text(`P.O. Box ${rng.int(10, 399)} · The Valley, Anguilla AI-2640, British West Indies · Tel. (264) 497-${digits(rng, 4)}`, M + 62, 76, { font: F.regular, size: 8.5, color: '#444444', width: W - 62, fit: true });
  pdf.text(rng.pick(['Motto: Strive, Serve, Succeed', 'Motto: Knowledge is Light', 'Motto: Together We Rise']), M + 62, 90, { font: F.italic, size: 8, color: '#666666' });
  pdf.line(M, 110, M + W, 110, 1.2, c);
  pdf.text('SCHOOL LEAVING CERTIFICATE', M, 134, { font: F.bold, size: 17, width: W, align: 'center', cs: 1.2 });
  let y = 174;
  if (block) {
    const rows: Array<[string, string]> = [['Admission No.', no], ['Date of Admission', ordinalDay(entered)]];
    if (showDob) rows.push(['Date of Birth', ordinalDay(dob)]);
    pdf.rect(M + W - 230, y - 6, 230, rows.length * 15 + 8, 0.6, '#888888');
    rows.forEach(([a, b], i) => {
      pdf.text(`${a}:`, M + W - 222, y + i * 15, { font: F.regular, size: 9 });
      pdf.text(b, M + W - 120, y + i * 15, { font: F.bold, size: 9 });
    });
    y += rows.length * 15 + 30;
  }
  const name = caps ? `${p.given} ${p.family}`.toUpperCase() : `${p.given} ${p.family}`;
  const pro = p.woman ? ['she', 'her'] : ['he', 'his'];
  const born = showDob && !block ? `, born on the ${ordinalDay(dob)},` : '';
  const text = [
    `This is to certify that ${name}${born} attended this School for five years and, having completed the Fifth Form course of study, left the School in June ${left}.`,
    `During ${pro[1]} final year ${pro[0]} sat the Caribbean Secondary Education Certificate examinations of May–June ${left}; the results are issued separately by the examining Council and are not stated here.`,
    `${pro[0][0].toUpperCase()}${pro[0].slice(1)} was a member of ${rng.pick(HOUSES)} and served as ${rng.pick(OFFICES)}. We found ${pro[1] === 'her' ? 'her' : 'him'} ${rng.pick(['punctual, courteous and hard-working', 'honest, reliable and cheerful', 'diligent and of good conduct'])}, and we recommend ${pro[1] === 'her' ? 'her' : 'him'} without reservation.`,
  ];
  for (const t of text) y += pdf.para(t, M, y, W, { font: F.regular, size: 11.5, leading: 19 }) + 14;
  y += 10;
  const dated = `Dated at The Valley this ${ordinalDay(issued).replace(/^(\d+\w\w) /, '$1 day of ')}`;
  pdf.text(dated, M, y, { font: F.italic, size: 11 });
  y += 80;
  pdf.signature(M, y - 20, 130, rng);
  pdf.line(M, y, M + 200, y, 0.5);
  pdf.text(otherName(rng, 'AI', p.family), M, y + 6, { font: F.regular, size: 10.5 });
  pdf.text('Principal', M, y + 20, { font: F.italic, size: 9.5 });
  pdf.seal(M + W - 70, y - 10, 42, c);
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.dateOfIssue': dated, ...(showDob ? { 'candidate.dateOfBirth': ordinalDay(dob) } : {}), 'candidate.fullName': name } };
}

export const families: Family[] = [
  {
    id: 'l-02-certificate',
    country: 'AI',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'School leaving certificate (testimonial) of a British Caribbean territory secondary school in running text: letterhead with The Valley, Anguilla AI-2640 and (264) phone; SCHOOL LEAVING CERTIFICATE; particulars block on some (admission number, date of admission, birth date); This is to certify that <name> (capitals on some), born on <ordinal> on some, attended for five years and completed the Fifth Form, leaving in June <year>; regional examinations sat with results issued separately (no grades); house and offices as decoys; Dated at The Valley this <ordinal> day of <Month> <year>; principal and stamp.',
    render,
  },
];
