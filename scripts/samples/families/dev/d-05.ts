/**
 * Vocational diploma of a South Atlantic island's training centre, in English: the centre's name and its Jamestown
 * address with the STHL postcode and "St Helena, South Atlantic Ocean"; "This is to certify that <Name> has been
 * awarded the Level 3 Diploma in <trade>" with the overall grade (Pass, Merit, Distinction); the learner number and the
 * birth date on some; the units achieved in a table on the same page — unit number, title, guided learning hours and
 * the unit grade — with the total of hours (hours are no credits); the dates of the course (start and end month); the
 * awarding date, the centre manager's and the internal verifier's signatures, and a certificate number (the
 * certificate's, not the learner's). As small-territory further-education centres describe their vocational diplomas
 * on the UK qualifications framework.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { dPerson, dResult, dTable, iso, longDate, otherName, sample, type DRow } from './d-kit';

const CENTRES = ['Jamestown Vocational Training Centre', 'South Atlantic Skills and Trades Centre'];
const TRADES = [
  { trade: 'Electrical Installation', units: ['Health and Safety in Building Services', 'Principles of Electrical Science', 'Electrical Installation Planning', 'Installation of Wiring Systems', 'Inspection, Testing and Commissioning', 'Fault Diagnosis and Rectification', 'Environmental Technology Systems', 'Career Awareness in Building Services'] },
  { trade: 'Professional Cookery', units: ['Food Safety in Catering', 'Prepare and Cook Fish and Shellfish', 'Prepare and Cook Meat and Poultry', 'Produce Hot and Cold Desserts', 'Produce Fermented Dough Products', 'Supervisory Skills in the Kitchen', 'Menu Planning and Costing', 'Stock Control'] },
  { trade: 'Health and Social Care', units: ['Promote Communication in Care Settings', 'Safeguarding and Protection', 'Person-Centred Approaches', 'Equality and Inclusion', 'Promote Health, Safety and Wellbeing', 'Handle Information in Care Settings', 'Understand Dementia', 'Personal Development in Care'] },
];
const GRADES = ['Pass', 'Merit', 'Distinction'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'SH');
  const centre = rng.pick(CENTRES);
  const t = rng.pick(TRADES);
  const start = rng.int(2013, 2023);
  const end = start + rng.int(1, 2);
  const awarded = iso(end, rng.int(7, 11), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.5);
  const dob = iso(start - rng.int(17, 30), rng.int(1, 12), rng.int(1, 28));
  const no = `SH${digits(rng, 6)}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const level = rng.int(0, 2);
  const qual = `Level 3 Diploma in ${t.trade}`;
  const r = dResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, centre, 'SH');
  Object.assign(r.qualification, { name: qual, level: 'Diploma', majorOrSpecialization: t.trade, registrationNumber: showNo ? no : null, yearOfCompletion: end, status: 'Completed', dateOfIssue: awarded });
  let hours = 0;
  const rows: DRow[] = sample(rng, t.units, rng.int(6, 8)).map((u, i) => {
    const h = rng.pick([30, 40, 45, 60, 60, 90]);
    hours += h;
    const g = GRADES[Math.max(0, Math.min(2, level + rng.int(-1, 1)))];
    const code = `Unit ${300 + (i + 1) * 2}`;
    r.courses.push(course({ courseNumber: code, courseName: u, grade: g }));
    return { cells: [code, u, String(h), g] };
  });

  const pdf = new Pdf({ size: A4, title: 'Diploma', author: centre, creationDate: new Date(`${awarded}T10:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#1f3b70', '#2f5d3a', '#7b2d26']);
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 2, c);
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 0.5, c);
  pdf.text(centre.toUpperCase(), L, 52, { font: F.bold, size: 14, color: c, width: W, align: 'center', fit: true });
  pdf.text('Market Street, Jamestown, St Helena, South Atlantic Ocean, STHL 1ZZ', L, 72, { font: F.regular, size: 8, width: W, align: 'center', color: '#444444' });
  pdf.text('This is to certify that', L, 110, { font: F.italic, size: 11, width: W, align: 'center' });
  pdf.text(`${p.given} ${p.family}`, L, 130, { font: F.bold, size: 22, width: W, align: 'center', fit: true });
  let y = 164;
  if (showDob) {
    pdf.text(`born ${longDate(dob, 'en')}`, L, y, { font: F.regular, size: 9.5, width: W, align: 'center' });
    y += 16;
  }
  pdf.text('has been awarded the', L, y + 4, { font: F.italic, size: 11, width: W, align: 'center' });
  pdf.text(qual, L, y + 24, { font: F.bold, size: 16, color: c, width: W, align: 'center', fit: true });
  pdf.text(`with an overall grade of ${GRADES[level]}`, L, y + 48, { font: F.regular, size: 11, width: W, align: 'center' });
  pdf.text(`Course of study: September ${start} to June ${end}`, L, y + 66, { font: F.regular, size: 9.5, width: W, align: 'center' });
  y += 96;
  if (showNo) {
    pdf.text(`Learner number: ${no}`, L, y, { font: F.regular, size: 9 });
    y += 16;
  }
  pdf.text('Units achieved', L, y, { font: F.bold, size: 10.5, color: c });
  y += 14;
  const cols = [{ label: 'Unit', width: 62 }, { label: 'Unit title', width: W - 62 - 90 - 80 }, { label: 'Guided learning hours', width: 90, align: 'right' as const }, { label: 'Grade', width: 80, align: 'center' as const }];
  y = dTable(pdf, F, L, y, cols, rows, { size: 8.6, rowH: 15, ruling: 'grid', fill: '#eceae3' });
  dTable(pdf, F, L, y, cols, [{ cells: ['', 'Total guided learning hours', String(hours), ''], bold: true }], { size: 8.6, rowH: 15, ruling: 'grid', header: false });
  y += 50;
  pdf.text(`Date of award: ${longDate(awarded, 'en')}`, L, y, { font: F.regular, size: 9.5 });
  y += 50;
  pdf.signature(L + 6, y, 120, rng);
  pdf.signature(L + W - 150, y, 120, rng);
  pdf.line(L, y + 10, L + 160, y + 10, 0.5);
  pdf.line(L + W - 160, y + 10, L + W, y + 10, 0.5);
  pdf.text(`${otherName(rng, 'SH', p.family)}, Centre Manager`, L, y + 14, { font: F.regular, size: 8.5, width: 160 });
  pdf.text(`${otherName(rng, 'SH', p.family)}, Internal Verifier`, L + W - 160, y + 14, { font: F.regular, size: 8.5, width: 160, align: 'right' });
  pdf.foilSeal(pdf.width / 2, y + 10, 30);
  pdf.text(`Certificate No. ${digits(rng, 3)}/${end}/${digits(rng, 4)}`, L, pdf.height - 56, { font: F.regular, size: 7.5, color: '#555555' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(awarded, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-05-diploma',
    country: 'SH',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Vocational diploma of a South Atlantic island training centre in English: Jamestown address with STHL postcode, This is to certify that … has been awarded the Level 3 Diploma in <trade> with an overall grade (Pass/Merit/Distinction), birth date and learner number on some, course dates; units achieved in a grid (unit number, title, guided learning hours, unit grade) with total hours, hours not credits; date of award, centre manager and internal verifier signatures, a certificate number that is not the learner\'s.',
    render,
  },
];
