/**
 * Luxembourg relevé des notes of the examen de fin d'études secondaires classiques (French):
 * "GRAND-DUCHÉ DE LUXEMBOURG", the ministry, the lycée
 * that holds the examination with its postcode "L-9515 Wiltz"; the session ("Session 2021"), the
 * section ("Section C – sciences naturelles et mathématiques"), the class ("1reC"); the candidate as
 * "NOM Prénom(s)", the date and place of birth and the national identification number (thirteen
 * digits opening with the date of birth: an identity number, not a candidate number); the subjects in
 * boxed cells grouped by domain (languages, section subjects, other subjects), each with its coefficient
 * and the final mark out of 60 (30 the pass mark; the coefficient weighs the mark in the average and is
 * no credit); the weighted total of points out of its maximum, the general average out of 60 with a
 * decimal comma, the jury's decision ("a réussi à l'examen et obtient le diplôme de fin d'études
 * secondaires classiques"), the place and date, the president of the examination board and the
 * director; as described by the Luxembourg ministry of education's pages on the 1-60 scale and the
 * secondary-school leaving examination.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, longDate, uPerson, uResult, upper, ymd } from './u-kit';

const LYCEES = [
  { name: 'Lycée de la Haute-Sûre', address: '12, rue du Château, L-9515 Wiltz', city: 'Wiltz' },
  { name: 'Lycée classique de la Moselle', address: '3, route du Vin, L-5570 Remich', city: 'Remich' },
  { name: 'Lycée du Bassin minier', address: '48, boulevard Kennedy, L-4124 Esch-sur-Alzette', city: 'Esch-sur-Alzette' },
];
const SECTIONS = [
  { letter: 'B', name: 'mathématiques et informatique', subjects: [['Mathématiques I', 4], ['Informatique', 3], ['Physique', 3], ['Mathématiques II', 2]] },
  { letter: 'C', name: 'sciences naturelles et mathématiques', subjects: [['Biologie', 3], ['Chimie', 3], ['Mathématiques II', 3], ['Physique', 2]] },
  { letter: 'D', name: 'sciences économiques et mathématiques', subjects: [['Économie politique', 3], ['Économie de gestion', 3], ['Mathématiques II', 3], ['Géographie', 1]] },
  { letter: 'G', name: 'sciences humaines et sociales', subjects: [['Sciences sociales', 3], ['Histoire', 3], ['Géographie', 2], ['Mathématiques III', 2]] },
] as const;
const LANGUAGES: Array<[string, number]> = [['Français', 3], ['Allemand', 3], ['Anglais', 3]];
const OTHERS: Array<[string, number]> = [['Philosophie', 2], ['Éducation artistique', 1], ['Sciences de la vie et de la terre (option)', 1]];
const BIRTHPLACES = ['Luxembourg', 'Esch-sur-Alzette', 'Ettelbruck', 'Differdange', 'Wiltz', 'Dudelange', 'Metz', 'Arlon'];

async function render(rng: Rng) {
  const p = uPerson(rng, 'LU');
  const lycee = rng.pick(LYCEES);
  const section = rng.pick([...SECTIONS]);
  const session = rng.int(2016, 2024);
  const dob = iso(session - rng.int(18, 19), rng.int(1, 12), rng.int(1, 28));
  const [by, bm, bd] = ymd(dob);
  const matricule = `${by}${String(bm).padStart(2, '0')}${String(bd).padStart(2, '0')}${digits(rng, 5)}`;
  const issued = iso(session, 7, rng.int(5, 20));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[2]]);
  const ability = rng.float(34, 54);
  const shownName = `${upper(p.family, 'fr')} ${p.given}`;
  const r = uResult('fr', p.given, p.family, dob);
  setInstitution(r, lycee.name, 'LU');

  const groups: Array<[string, Array<[string, number]>]> = [
    ['Langues', LANGUAGES],
    [`Branches de la section ${section.letter}`, section.subjects.map(([s, c]) => [s, c] as [string, number])],
    ['Autres branches', OTHERS.slice(0, rng.int(1, 3))],
  ];
  let total = 0;
  let coefs = 0;
  const drawn: Array<{ heading: string } | { cells: string[] }> = [];
  for (const [heading, list] of groups) {
    drawn.push({ heading });
    for (const [subject, coef] of list) {
      const note = Math.max(30, Math.min(60, Math.round(ability + rng.gauss() * 7)));
      drawn.push({ cells: [subject, String(coef), String(note), String(coef * note)] });
      r.courses.push(course({ courseName: subject, marksScored: note, maximumMarks: 60, year: session }));
      total += coef * note;
      coefs += coef;
    }
  }
  const avg = total / coefs;
  const diploma = "diplôme de fin d'études secondaires classiques";
  Object.assign(r.qualification, {
    name: "Diplôme de fin d'études secondaires classiques", level: 'Higher Secondary', majorOrSpecialization: section.name,
    yearOfCompletion: session, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé des notes', author: lycee.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const ink = rng.pick(['#00338d', '#b5121b', '#2b2b2b']);
  pdf.fill(L, 28, 6, 46, '#ed2939');
  pdf.fill(L + 6, 28, 6, 46, '#ffffff');
  pdf.fill(L + 12, 28, 6, 46, '#00a1de');
  pdf.text('GRAND-DUCHÉ DE LUXEMBOURG', L + 28, 28, { font: F.bold, size: 9.5 });
  pdf.text("Ministère de l'Éducation nationale, de l'Enfance et de la Jeunesse", L + 28, 41, { font: F.regular, size: 8.5 });
  pdf.text(lycee.name, L + 28, 56, { font: F.bold, size: 12, color: ink });
  pdf.text(lycee.address, L + 28, 71, { font: F.regular, size: 8.5 });
  pdf.line(L, 88, L + W, 88, 0.8, ink);
  pdf.text('RELEVÉ DES NOTES', L, 100, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text("Examen de fin d'études secondaires classiques", L, 120, { font: F.regular, size: 10.5, width: W, align: 'center' });
  pdf.text(`Session ${session}`, L, 135, { font: F.bold, size: 10.5, width: W, align: 'center' });
  const boxes: Array<[string, string]> = [
    ['Nom et prénom(s)', shownName],
    ['Né(e) le', `${longDate(dob, 'fr')} à ${rng.pick(BIRTHPLACES)}`],
    ["Numéro d'identification", matricule],
    ['Section', `Section ${section.letter} – ${section.name}`],
    ['Classe', `1re${section.letter}`],
  ];
  let y = 158;
  for (const [k, v] of boxes) {
    pdf.rect(L, y, 150, 20, 0.5);
    pdf.rect(L + 150, y, W - 150, 20, 0.5);
    pdf.fill(L + 0.5, y + 0.5, 149, 19, '#f1f3f6');
    pdf.text(k, L + 6, y + 6, { font: F.regular, size: 8.5 });
    pdf.text(v, L + 156, y + 6, { font: F.bold, size: 9, width: W - 162, fit: true });
    y += 20;
  }
  y += 16;
  const widths = [W - 70 - 90 - 80, 70, 90, 80];
  const heads = ['Branche', 'Coefficient', 'Note finale (sur 60)', 'Points'];
  let x = L;
  pdf.fill(L, y, W, 20, '#dfe5ee');
  heads.forEach((h, i) => {
    pdf.rect(x, y, widths[i], 20, 0.5);
    pdf.text(h, x + 5, y + 6, { font: F.bold, size: 8.4, width: widths[i] - 10, align: i ? 'center' : 'left', fit: true });
    x += widths[i];
  });
  y += 20;
  for (const row of drawn) {
    if ('heading' in row) {
      pdf.rect(L, y, W, 17, 0.5);
      pdf.text(row.heading, L + 5, y + 4.5, { font: F.italic, size: 8.4, color: '#333333' });
      y += 17;
      continue;
    }
    x = L;
    row.cells.forEach((c, i) => {
      pdf.rect(x, y, widths[i], 17, 0.5);
      pdf.text(c, x + 5, y + 4.5, { font: F.regular, size: 8.8, width: widths[i] - 10, align: i ? 'center' : 'left', fit: true });
      x += widths[i];
    });
    y += 17;
  }
  y += 14;
  pdf.text(`Total des points : ${total} / ${coefs * 60}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Moyenne générale : ${comma(avg, 2)} / 60`, L + W / 2, y, { font: F.bold, size: 10 });
  y += 24;
  pdf.para(`Décision du jury : ${p.woman ? 'la candidate' : 'le candidat'} a réussi à l'examen et obtient le ${diploma}.`, L, y, W, { font: F.regular, size: 9.5 });
  y += 30;
  pdf.para("Échelle des notes : de 01 à 60 points ; une note inférieure à 30 est insuffisante. Les coefficients pondèrent les notes dans la moyenne générale.", L, y, W, { font: F.italic, size: 7.6 });
  y += 30;
  pdf.text(`${lycee.city}, le ${longDate(issued, 'fr')}`, L, y, { font: F.regular, size: 9.5 });
  y += 22;
  pdf.text("Le Président de la commission d'examen", L, y, { font: F.regular, size: 8.6, width: 220, align: 'center' });
  pdf.text('Le Directeur du lycée', L + W - 220, y, { font: F.regular, size: 8.6, width: 220, align: 'center' });
  pdf.signature(L + 60, y + 34, 100, rng);
  pdf.signature(L + W - 160, y + 34, 100, rng);
  pdf.seal(L + W / 2, y + 24, 24, ink);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'candidate.dateOfBirth': longDate(dob, 'fr'), 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': longDate(issued, 'fr') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-09-marksheet',
    country: 'LU',
    languages: ['fr'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Luxembourg relevé des notes of the secondary-school leaving examination: grand-duchy and ministry, the lycée with its L- postcode, session, section and class; NOM Prénom, birth date in words and place, the 13-digit national identification number (a decoy opening with the birth date); boxed subject rows grouped by domain with coefficient, final mark out of 60 (30 to pass) and points; weighted total out of its maximum, general average with a decimal comma, the jury\'s decision naming the diploma, place and date; as described by the Luxembourg ministry of education.',
    render,
  },
];
