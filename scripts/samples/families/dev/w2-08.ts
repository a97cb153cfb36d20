/**
 * Letter of a remote South Atlantic island's school confirming a former pupil's qualification, in English, on
 * letterhead: the school with "Edinburgh of the Seven Seas, Tristan da Cunha, South Atlantic Ocean, TDCU 1ZZ" and a
 * satellite telephone, "Our ref." (a decoy number), the date of the letter (the issue); "TO WHOM IT MAY CONCERN" and a
 * subject line "Confirmation of qualification — <Given> <Family>"; paragraphs that say the pupil (birth date on some)
 * attended the school from <year> (a decoy, not an admission to the qualification's study) and sat the Island School
 * Certificate in <month year> (the completion), that it was awarded with the subjects passed listed in a sentence (no
 * grades, no courses), that the certificate's original was lost or is held by the Administrator's office (a decoy
 * institution), and a purpose (further study in the United Kingdom or South Africa: decoy places); the head teacher's
 * name and signature. As very small schools confirm their leavers' results by letter.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, ordinalDay, otherName, sample, w2Person, w2Result } from './w2-kit';

const SCHOOLS = ['Seven Seas Community School', 'Hottentot Point School'];
const SUBJECTS = ['English', 'Mathematics', 'Science', 'Geography', 'History', 'Information Technology', 'Art', 'Home Economics', 'Fisheries Studies'];

async function render(rng: Rng) {
  const p = w2Person(rng, 'TA');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2011, 2024);
  const month = rng.pick(['June', 'July', 'November']);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const dob = iso(year - 16, rng.int(1, 12), rng.int(1, 28));
  const letter = iso(year + rng.int(1, 5), rng.int(1, 12), rng.int(1, 28));
  const r = w2Result('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school, 'TA');
  Object.assign(r.qualification, { name: 'Island School Certificate', level: 'Secondary', yearOfCompletion: year, dateOfIssue: letter, status: 'Completed' });
  const subs = sample(rng, SUBJECTS, rng.int(4, 6));
  const dateForm = rng.bool() ? longDate : (d: string) => ordinalDay(d);
  const title = p.woman ? rng.pick(['Miss', 'Ms']) : 'Mr';
  const pro = p.woman ? 'she' : 'he';
  const Pro = p.woman ? 'She' : 'He';
  const pos = p.woman ? 'her' : 'his';

  const pdf = new Pdf({ size: A4, title: 'Confirmation of qualification', author: school, creationDate: new Date(`${letter}T10:00:00Z`) });
  const c = rng.pick(['#0c4a6e', '#1f2937', '#14532d']);
  const L = 66;
  const W = pdf.width - 132;
  pdf.text(school.toUpperCase(), L, 44, { font: F.bold, size: 15, color: c });
  pdf.text('Edinburgh of the Seven Seas, Tristan da Cunha, South Atlantic Ocean, TDCU 1ZZ', L, 64, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text(`Tel. +870 76${digits(rng, 7)} (satellite)`, L, 76, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.line(L, 92, L + W, 92, 0.8, c);
  let y = 112;
  pdf.text(`Our ref.: TDC/ED/${digits(rng, 3)}/${String(letter.slice(2, 4))}`, L, y, { font: F.regular, size: 10 });
  pdf.text(dateForm(letter, 'en'), L, y, { font: F.regular, size: 10, width: W, align: 'right' });
  y += 36;
  pdf.text('TO WHOM IT MAY CONCERN', L, y, { font: F.bold, size: 11 });
  y += 24;
  pdf.text(`Confirmation of qualification — ${p.given} ${p.family}`, L, y, { font: F.bold, size: 11 });
  pdf.line(L, y + 14, L + pdf.widthOf(`Confirmation of qualification — ${p.given} ${p.family}`, F.bold, 11), y + 14, 0.5);
  y += 30;
  const born = showDob ? `, born on ${dateForm(dob, 'en')},` : '';
  const paras = [
    `I am writing to confirm that ${title} ${p.given} ${p.family}${born} was a pupil of this school from ${year - rng.int(5, 10)} until ${pos} final year, and that ${pro} sat the Island School Certificate examinations in ${month} ${year}.`,
    `${Pro} was awarded the Island School Certificate, having passed in ${subs.slice(0, -1).join(', ')} and ${subs[subs.length - 1]}. The certificate is issued by the school under the oversight of the Administrator's Office, Tristan da Cunha Government, which holds the examination records.`,
    `${rng.bool() ? `The original certificate was lost when ${pos} family's papers were damaged, and this letter is provided in its place.` : 'The original certificate remains on file with the Administrator\'s Office; this letter may be relied upon as confirmation.'} ${title} ${p.family} has asked for this confirmation in support of an application for further study in ${rng.pick(['the United Kingdom', 'South Africa', 'St Helena'])}.`,
    'Please do not hesitate to contact the school should you require further information.',
  ];
  for (const t of paras) y += pdf.para(t, L, y, W, { font: F.regular, size: 11, leading: 17 }) + 12;
  y += 8;
  pdf.text('Yours faithfully,', L, y, { font: F.regular, size: 11 });
  y += 56;
  pdf.signature(L, y - 34, 130, rng);
  pdf.text(otherName(rng, 'TA', p.family), L, y, { font: F.bold, size: 11 });
  pdf.text('Head Teacher', L, y + 15, { font: F.regular, size: 10.5 });
  pdf.stampBox(L + W - 170, y - 30, 160, 50, [school.toUpperCase(), 'TRISTAN DA CUNHA'], c);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dateForm(letter, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = dateForm(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-08-letter',
    country: 'TA',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Letter of a remote South Atlantic island school confirming a former pupil qualification, in English: letterhead with Edinburgh of the Seven Seas, Tristan da Cunha, TDCU 1ZZ and a satellite phone; Our ref. (decoy); date of the letter (issue); TO WHOM IT MAY CONCERN, subject line with the name; pupil from <year> (decoy), sat the Island School Certificate in <month year> (completion, Secondary), subjects passed in a sentence (no courses), the Administrator\'s Office as a decoy institution, a purpose naming other countries; head teacher signature and stamp.',
    render,
  },
];
