/**
 * Malian "Relevé de notes" of the Brevet de Technicien Supérieur examination issued by a private higher
 * institute, in French: "RÉPUBLIQUE DU MALI — Un Peuple – Un But – Une Foi" on the left, the institute with its
 * address in Bamako, Ségou or Sikasso and a +223 telephone on the right; the title with the session ("Session
 * de juin 2022"); the candidate's captions with the given names and the family name apart ("Prénom(s)",
 * "Nom"), birth date and place, the matricule on some, the spécialité, and the examination centre (another
 * school, a decoy); the subjects in a ruled table with the coefficient, the mark out of 20 with a decimal comma
 * and the weighted points; the totals (points obtained out of the maximum), the average, the mention and the
 * decision; the results' proclamation date (a second date) and "Fait à …, le …"; the Directeur Général's name.
 * As described by Malian technical and vocational education regulations (BTS after two years, subjects weighted
 * by coefficients, marks out of 20 with 10 to pass, mentions Passable to Très Bien).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, longDate, monthName, upper, yPerson, yResult } from './y-kit';

const INSTITUTES = [
  { name: 'Institut Supérieur de Formation Technique Kankou Moussa', abbr: 'ISFT-KM', address: 'Quartier Hippodrome, Rue 245, Porte 61, Bamako', city: 'Bamako' },
  { name: 'Institut de Gestion et de Technologie du Sahel', abbr: 'IGTS', address: 'Quartier Médine, Route de Markala, Ségou', city: 'Ségou' },
  { name: 'École Supérieure Privée Djoliba de Commerce', abbr: 'ESPDC', address: 'Quartier Wayerma II, Sikasso', city: 'Sikasso' },
];
const CENTRES = ['Lycée Technique Mamadou Sangaré', 'Lycée Professionnel Kalaban Koro', 'Centre de Formation Professionnelle de Sébénikoro', 'Lycée Privé Les Baobabs'];
const SPECIALITES = [
  { name: 'Finance-Comptabilité', subjects: [['Comptabilité générale', 4], ['Comptabilité analytique', 3], ['Mathématiques financières', 3], ['Fiscalité', 2], ['Droit des affaires', 2], ['Économie générale', 2], ['Informatique appliquée', 2], ['Expression française', 1], ['Anglais commercial', 1], ['Soutenance du rapport de stage', 3]] },
  { name: 'Informatique de Gestion', subjects: [['Algorithmique et programmation', 4], ['Bases de données', 3], ['Réseaux informatiques', 3], ['Systèmes d\'information', 3], ['Mathématiques appliquées', 2], ['Comptabilité générale', 2], ['Gestion de projet', 2], ['Expression française', 1], ['Anglais technique', 1], ['Soutenance du rapport de stage', 3]] },
  { name: 'Génie Civil', subjects: [['Résistance des matériaux', 4], ['Béton armé', 4], ['Topographie', 3], ['Dessin technique', 2], ['Mécanique des sols', 3], ['Métré et devis', 2], ['Mathématiques appliquées', 2], ['Expression française', 1], ['Anglais technique', 1], ['Soutenance du rapport de stage', 3]] },
] as const;
const TOWNS = ['Bamako', 'Kati', 'Koulikoro', 'Ségou', 'San', 'Mopti', 'Sikasso', 'Koutiala', 'Kayes', 'Kita'];

function mention(avg: number): string {
  if (avg >= 16) return 'Très Bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez Bien';
  return 'Passable';
}

async function render(rng: Rng) {
  const p = yPerson(rng, 'ML');
  const inst = rng.pick(INSTITUTES);
  const spec = rng.pick(SPECIALITES);
  const year = rng.int(2014, 2024);
  const month = rng.pick([6, 7]);
  const proclaimed = iso(year, month + 1, rng.int(1, 28));
  const issued = addDays(proclaimed, rng.int(7, 150));
  const dob = iso(year - rng.int(20, 24), rng.int(1, 12), rng.int(1, 28));
  const showMat = rng.bool(0.5);
  const matricule = `${inst.abbr.split('-')[0]}/${String(year - 2).slice(2)}/${digits(rng, 4)}`;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const ability = rng.float(11, 15.5);
  const r = yResult('fr', p.given, p.family, dob);
  setInstitution(r, inst.name, 'ML');

  const rows: string[][] = [];
  let total = 0;
  let max = 0;
  let coefs = 0;
  for (const [subject, coef] of spec.subjects) {
    const note = Math.round(Math.max(7, Math.min(18.5, ability + rng.gauss() * 2.2)) * 2) / 2;
    rows.push([subject, String(coef), comma(note, 2), comma(note * coef, 2)]);
    // The coefficient weighs the subject in the average: it is no credit.
    r.courses.push(course({ courseName: subject, marksScored: note, maximumMarks: 20 }));
    total += note * coef;
    max += 20 * coef;
    coefs += coef;
  }
  const avg = total / coefs;
  if (avg < 10) {
    // Only admitted candidates are given this relevé: draw another one.
    return render(rng);
  }
  Object.assign(r.qualification, {
    registrationNumber: showMat ? matricule : null, name: 'Brevet de Technicien Supérieur', level: 'Diploma', majorOrSpecialization: spec.name,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(Number(total.toFixed(2))),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes BTS', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const ink = rng.pick(['#14532d', '#92400e', '#1e3a8a']);
  pdf.text('RÉPUBLIQUE DU MALI', L, 30, { font: F.bold, size: 10, width: 200, align: 'center' });
  pdf.text('Un Peuple – Un But – Une Foi', L, 43, { font: F.italic, size: 8, width: 200, align: 'center' });
  pdf.line(L + 70, 56, L + 130, 56, 0.6);
  pdf.text(upper(inst.name, 'fr'), L + W - 270, 28, { font: F.bold, size: 10, color: ink, width: 270, align: 'right', fit: true });
  pdf.text(`(${inst.abbr})`, L + W - 270, 41, { font: F.bold, size: 9, width: 270, align: 'right' });
  pdf.text(inst.address, L + W - 270, 53, { font: F.regular, size: 7.8, width: 270, align: 'right', fit: true });
  pdf.text(`Tél. : +223 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} — Mali`, L + W - 270, 64, { font: F.regular, size: 7.8, width: 270, align: 'right' });
  pdf.line(L, 82, L + W, 82, 1.2, ink);
  pdf.text('RELEVÉ DE NOTES', L, 94, { font: F.bold, size: 16, width: W, align: 'center' });
  pdf.text('EXAMEN DU BREVET DE TECHNICIEN SUPÉRIEUR (BTS)', L, 115, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(`Session de ${monthName(month, 'fr')} ${year}`, L, 131, { font: F.regular, size: 10, width: W, align: 'center' });
  let y = 156;
  const info: Array<[string, string]> = [
    ['Prénom(s)', p.given], ['Nom', upper(p.family, 'fr')],
    [`${p.woman ? 'Née' : 'Né'} le`, `${dmy(dob, '/')} à ${rng.pick(TOWNS)}`],
    ...(showMat ? [['Matricule', matricule] as [string, string]] : []),
    ['Spécialité', spec.name], ['Centre d\'examen', rng.pick(CENTRES)],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 15;
    pdf.text(`${k} :`, x, yy, { font: F.regular, size: 9.5 });
    pdf.text(v, x + 92, yy, { font: F.bold, size: 9.5, width: W / 2 - 98, fit: true });
  });
  y += Math.ceil(info.length / 2) * 15 + 14;
  const cols = [
    { label: 'Matières', width: W - 60 - 80 - 90 },
    { label: 'Coeff.', width: 60, align: 'center' as const },
    { label: 'Note /20', width: 80, align: 'center' as const },
    { label: 'Note × Coeff.', width: 90, align: 'center' as const },
  ];
  y += tableHeader(pdf, L, y, cols, { F, size: 9, ruling: 'grid', fill: '#f1f1e6' });
  for (const row of rows) {
    let cx = L;
    cols.forEach((c, i) => {
      pdf.text(row[i], cx + 4, y + 3, { font: F.regular, size: 9, width: c.width - 8, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    rowRules(pdf, L, cols, y, 15, 'grid');
    y += 15;
  }
  const sumRow = ['TOTAL', String(coefs), '', `${comma(total, 2)} / ${max}`];
  let cx = L;
  cols.forEach((c, i) => {
    pdf.text(sumRow[i], cx + 4, y + 3, { font: F.bold, size: 9, width: c.width - 8, align: c.align ?? 'left', fit: true });
    cx += c.width;
  });
  rowRules(pdf, L, cols, y, 15, 'grid');
  y += 28;
  pdf.text(`Moyenne générale : ${comma(avg, 2)} / 20`, L, y, { font: F.bold, size: 10.5 });
  pdf.text(`Mention : ${mention(avg)}`, L + W / 2, y, { font: F.bold, size: 10.5 });
  y += 17;
  pdf.text(`Décision du jury : ${p.woman ? 'ADMISE' : 'ADMIS'}`, L, y, { font: F.regular, size: 10 });
  y += 15;
  pdf.text(`Résultats proclamés le ${dmy(proclaimed, '/')}.`, L, y, { font: F.regular, size: 9.5 });
  y += 26;
  pdf.text(`Fait à ${inst.city}, le ${longDate(issued, 'fr')}`, L + W - 250, y, { font: F.regular, size: 10, width: 250, align: 'right' });
  y += 16;
  pdf.text('Le Directeur Général', L + W - 250, y, { font: F.bold, size: 10, width: 250, align: 'right' });
  pdf.signature(L + W - 160, y + 16, 110, rng);
  pdf.seal(L + W - 220, y + 30, 26, ink);
  const dg = `${rng.pick(['Dr Abdoulaye', 'M. Sékou', 'Mme Rokia', 'M. Modibo', 'Dr Nana'])} ${rng.pick(['Doumbia', 'Kanté', 'Bagayoko', 'Cissé'])}`;
  pdf.text(dg, L + W - 250, y + 52, { font: F.regular, size: 9.5, width: 250, align: 'right' });
  pdf.text('NB : Ce relevé ne tient pas lieu de diplôme. Il n\'en est délivré qu\'un seul exemplaire.', L, pdf.height - 50, { font: F.italic, size: 7.8, width: W, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'institution.name': upper(inst.name, 'fr'),
    'qualification.name': 'BREVET DE TECHNICIEN SUPÉRIEUR',
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.cgpa': comma(avg, 2),
    'qualification.totalCreditsOrMarks': comma(total, 2),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-07-marksheet',
    country: 'ML',
    languages: ['fr'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Malian relevé de notes of the Brevet de Technicien Supérieur issued by a private institute, in French: republic and motto, institute, address and +223; title and session; given names and family name under their own captions, birth date and place, matricule on some, spécialité, examination centre as a decoy institution; a ruled table of subjects with coefficient (no credit), mark out of 20 and weighted points; total, average, mention, decision, proclamation date as a decoy date, issue date; as described by Malian technical education regulations.',
    render,
  },
];
