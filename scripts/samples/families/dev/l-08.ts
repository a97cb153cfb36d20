/**
 * Bilingual French-English transcript of marks of a two-year higher technician programme (BTS) taught at a lycée of a
 * French Caribbean collectivity, main language French: the lycée's letterhead with "Marigot, 97150 Saint-Martin" and a
 * 0590 telephone; "RELEVÉ DE NOTES / TRANSCRIPT OF MARKS"; captions in both languages ("Nom / Surname", "Prénom(s) /
 * First name(s)", "Né(e) le / Date of birth" on some, "N° INE / National student number" on some); the programme
 * "Brevet de technicien supérieur / Advanced Technician's Certificate" with its speciality in both languages ("Tourisme
 * / Tourism": the English form the major); one block per year ("1re année — 2019-2020 / First year", the session),
 * the first year's session the admission when both years are printed (a record of the first year alone has none);
 * each subject "Culture générale et expression / General Culture and Communication" on one line with its coefficient
 * (not credits) and the year's average out of 20 with a decimal comma; each year's overall average row (no course);
 * the examination result with its session, the general average and the honours when the second year is complete;
 * "Fait à Marigot, le … / Issued at Marigot on …". As French lycées with post-secondary sections print their BTS
 * records, translated for students who apply abroad.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, iso, lPerson, lResult, lTable, longDate, type LRow } from './l-kit';

const LYCEES = ['Lycée polyvalent des Îles du Nord', 'Lycée professionnel de la Baie Orientale'];
const SPECS = [
  { fr: 'Tourisme', en: 'Tourism', subjects: [['Gestion de la relation clientèle touristique', 'Tourist Customer Relations'], ['Élaboration d\'une prestation touristique', 'Designing Tourism Products'], ['Gestion de l\'information touristique', 'Tourism Information Management'], ['Tourisme et territoires', 'Tourism and Territories']] },
  { fr: 'Management commercial opérationnel', en: 'Operational Sales Management', subjects: [['Développement de la relation client', 'Customer Relationship Development'], ['Animation de l\'offre commerciale', 'Promoting the Commercial Offer'], ['Gestion opérationnelle', 'Operational Management'], ['Management de l\'équipe commerciale', 'Sales Team Management']] },
];
const COMMON = [['Culture générale et expression', 'General Culture and Communication'], ['Langue vivante A : anglais', 'Modern Language A: English'], ['Langue vivante B : espagnol', 'Modern Language B: Spanish'], ['Culture économique, juridique et managériale', 'Economics, Law and Management']];

async function render(rng: Rng) {
  const p = lPerson(rng, 'MF');
  const lycee = rng.pick(LYCEES);
  const spec = rng.pick(SPECS);
  const start = rng.int(2014, 2023);
  const years = rng.bool(0.6) ? 2 : 1;
  const showDob = rng.bool(0.5);
  const showIne = rng.bool(0.5);
  const ine = `${digits(rng, 9)}${rng.pick(['A', 'F', 'K', 'H'])}${rng.pick(['B', 'E', 'J'])}`;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick(SANS);
  const r = lResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, lycee, 'MF');
  const qual = "Advanced Technician's Certificate";
  Object.assign(r.qualification, { name: qual, level: 'Diploma', majorOrSpecialization: spec.en, registrationNumber: showIne ? ine : null, yearOfAdmission: years === 2 ? start : null });
  const ability = rng.float(9, 16);
  const rows: LRow[] = [];
  const subjects = [...COMMON, ...spec.subjects];
  let all = 0;
  let allCoef = 0;
  for (let y = 0; y < years; y++) {
    const session = `${start + y}-${start + y + 1}`;
    rows.push({ cells: [], band: `${y === 0 ? '1re année' : '2e année'} — ${session} / ${y === 0 ? 'First year' : 'Second year'}` });
    let sum = 0;
    let coefs = 0;
    subjects.forEach(([fr, en], i) => {
      const coef = i < 4 ? [3, 2, 2, 3][i] : rng.pick([3, 4, 5]);
      const note = around(rng, ability, 2.8, 3, 19.5, 0.5);
      rows.push({ cells: [`${fr} / ${en}`, String(coef), comma(note, 2)] });
      r.courses.push(course({ courseName: en, marksScored: note, maximumMarks: 20, session }));
      sum += note * coef;
      coefs += coef;
    });
    rows.push({ cells: [`Moyenne de l'année / Year average`, '', comma(sum / coefs, 2)], bold: true });
    all += sum;
    allCoef += coefs;
  }
  const avg = (all / allCoef).toFixed(2);
  const end = start + years;
  const issued = iso(end, 7, rng.int(5, 25));
  r.qualification.dateOfIssue = issued;
  const twoYears = years === 2;
  const done = twoYears && Number(avg) >= 10;
  if (twoYears) r.qualification.cgpa = avg;
  if (done) Object.assign(r.qualification, { yearOfCompletion: end, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: lycee, creationDate: new Date(`${issued}T14:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#065f46', '#9f1239']);
  const L = 42;
  const W = pdf.width - 84;
  pdf.text('RÉPUBLIQUE FRANÇAISE', L, 34, { font: F.bold, size: 8 });
  pdf.text('Collectivité de Saint-Martin — Académie de la Guadeloupe', L, 45, { font: F.regular, size: 7.5, color: '#444444' });
  pdf.text(lycee, L, 64, { font: F.bold, size: 14, color: c });
  pdf.text(`Section de techniciens supérieurs · Marigot, 97150 Saint-Martin · Tél. 0590 87 ${digits(rng, 2)} ${digits(rng, 2)}`, L, 82, { font: F.regular, size: 8, color: '#444444' });
  pdf.text('RELEVÉ DE NOTES / TRANSCRIPT OF MARKS', L, 106, { font: F.bold, size: 13, width: W, align: 'center' });
  const parts: Array<[string, string]> = [['Nom / Surname', p.family.toUpperCase()], ['Prénom(s) / First name(s)', p.given]];
  if (showDob) parts.push(['Né(e) le / Date of birth', `${longDate(dob, 'fr')} / ${longDate(dob, 'en')}`]);
  if (showIne) parts.push(['N° INE / National student number', ine]);
  parts.push(['Diplôme préparé / Programme', "Brevet de technicien supérieur / Advanced Technician's Certificate"]);
  parts.push(['Spécialité / Speciality', `${spec.fr} / ${spec.en}`]);
  let y = 132;
  for (const [a, b] of parts) {
    pdf.text(a, L, y, { font: F.regular, size: 8.5, color: '#555555' });
    pdf.text(b, L + 170, y, { font: F.bold, size: 8.8, width: W - 170, fit: true });
    y += 14;
  }
  y += 10;
  const cols = [{ label: ['Matière', 'Subject'], width: W - 140 }, { label: ['Coefficient', 'Weight'], width: 70, align: 'center' as const }, { label: ['Moyenne /20', 'Average /20'], width: 70, align: 'center' as const }];
  y = lTable(pdf, F, L, y, cols, rows, { size: 8, rowH: 13.2, ruling: 'grid', fill: '#e5e7eb', bandFill: '#f3f4f6' }) + 12;
  if (twoYears) {
    const n = Number(avg);
    const honours = n >= 16 ? ['Très bien', 'Highest honours'] : n >= 14 ? ['Bien', 'High honours'] : n >= 12 ? ['Assez bien', 'Honours'] : null;
    pdf.text(`Moyenne générale / Overall average : ${comma(n, 2)} / 20`, L, y, { font: F.bold, size: 9.5 });
    y += 15;
    pdf.text(`Résultat à l'examen, session de juin ${end} / Examination result, June ${end} : ${done ? `Admis(e) / Passed${honours ? ` — mention ${honours[0]} / ${honours[1]}` : ''}` : 'Ajourné(e) / Not passed'}`, L, y, { font: F.bold, size: 9, width: W, fit: true });
  } else pdf.text('Formation en cours — passage en deuxième année / Programme in progress — admitted to the second year', L, y, { font: F.italic, size: 9, width: W, fit: true });
  y += 30;
  pdf.text(`Fait à Marigot, le ${longDate(issued, 'fr')} / Issued at Marigot on ${longDate(issued, 'en')}`, L, y, { font: F.regular, size: 9 });
  y += 40;
  pdf.signature(L + W - 170, y - 20, 120, rng);
  pdf.text('Le Proviseur / The Headteacher', L + W - 220, y + 6, { font: F.italic, size: 9, width: 220, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  if (twoYears) printed['qualification.cgpa'] = comma(Number(avg), 2);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-08-transcript',
    country: 'MF',
    languages: ['fr', 'en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Bilingual French-English BTS transcript of marks of a lycée in a French Caribbean collectivity (main French): letterhead with Marigot, 97150 Saint-Martin and 0590 phone; RELEVÉ DE NOTES / TRANSCRIPT OF MARKS; two-language captions (surname, first names, optional birth date and INE); Brevet de technicien supérieur / Advanced Technician\'s Certificate with speciality in both languages; a block per year (1re année — 2019-2020 / First year) with subject "French / English" on one line, coefficient (no credits), average /20 with decimal comma; year averages (no course); result with June session, overall average and honours when complete; Fait à Marigot / Issued at Marigot.',
    render,
  },
];
