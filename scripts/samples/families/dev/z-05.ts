/**
 * Nigerien relevé de notes of the baccalauréat, in French, issued by the office that runs the examination: the
 * republic and its motto, the ministry and the office with its B.P. in Niamey and "Niger"; "RELEVÉ DE NOTES DU
 * BACCALAURÉAT DE L'ENSEIGNEMENT DU SECOND DEGRÉ" with the session; "Nom et prénom(s) : SURNAME Given" on one
 * caption, the birth date and place — or "né(e) vers 2003 à …", as civil records without a day print it (no
 * date of birth) —, the table number (the registration), the jury number, the série, the examination centre (a
 * lycée, not the issuer); the subjects of the first group with the coefficient (no credit), the mark out of 20
 * with a decimal comma and the points; the total of points out of the maximum, the average, the decision and the
 * mention; "Niamey, le …" with the director's signature and a warning line. As described by the Nigerien
 * baccalauréat's public notes (séries A4, A8, C and D, subjects weighted by coefficients, marks out of 20, 10 to
 * pass, a second group between 8 and 10).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, longDate, monthName, upper, zPerson, zResult, zTable } from './z-kit';

const SERIES: Record<string, Array<[string, number]>> = {
  'Série D': [['Sciences de la Vie et de la Terre', 5], ['Physique-Chimie', 4], ['Mathématiques', 4], ['Philosophie', 2], ['Français', 2], ['Anglais', 2], ['Histoire-Géographie', 2], ['Éducation Physique et Sportive', 1]],
  'Série C': [['Mathématiques', 6], ['Physique-Chimie', 5], ['Sciences de la Vie et de la Terre', 2], ['Philosophie', 2], ['Français', 2], ['Anglais', 2], ['Histoire-Géographie', 2], ['Éducation Physique et Sportive', 1]],
  'Série A4': [['Philosophie', 5], ['Français', 4], ['Histoire-Géographie', 4], ['Anglais', 3], ['Arabe ou Allemand', 2], ['Mathématiques', 2], ['Sciences de la Vie et de la Terre', 1], ['Éducation Physique et Sportive', 1]],
  'Série A8': [['Philosophie', 4], ['Français', 4], ['Anglais', 4], ['Arabe', 4], ['Histoire-Géographie', 3], ['Mathématiques', 2], ['Éducation Physique et Sportive', 1]],
};
const LYCEES = ['Lycée Issa Korombé', 'Lycée Kassaï', 'Lycée Amadou Kouran Daga', 'CEG-Lycée de Tahoua', 'Lycée Franco-Arabe de Maradi', 'Complexe Scolaire Privé Les Rôniers', 'Lycée Mariama de Zinder'];
const TOWNS = ['Niamey', 'Zinder', 'Maradi', 'Tahoua', 'Dosso', 'Agadez', 'Tillabéri', 'Diffa', 'Birni N\'Konni', 'Gaya', 'Filingué'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'NE');
  const serie = rng.pick(Object.keys(SERIES));
  const year = rng.int(2014, 2024);
  const birthYear = year - rng.int(18, 22);
  const knownDob = rng.bool(0.7);
  const dob = iso(birthYear, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SERIF[0], SANS[3]]);
  const table = `${rng.int(1, 9)}${digits(rng, 4)}`;
  const ability = rng.float(10.4, 14.5);
  const r = zResult('fr', p.given, p.family, knownDob ? dob : null);
  const inst = 'Office du Baccalauréat';
  setInstitution(r, inst, 'NE');

  const rows: Array<{ cells: string[] }> = [];
  let pts = 0;
  let coefs = 0;
  for (const [subject, coef] of SERIES[serie]) {
    const note = around(rng, ability, 2.6, 3, 18, 0.25);
    rows.push({ cells: [subject, String(coef), comma(note, 2), comma(note * coef, 2)] });
    r.courses.push(course({ courseName: subject, marksScored: note, maximumMarks: 20 }));
    pts += note * coef;
    coefs += coef;
  }
  const avg = pts / coefs;
  if (avg < 10) return render(rng);
  const results = iso(year, rng.pick([7, 8]), rng.int(1, 28));
  const issued = addDays(results, rng.int(5, 200));
  Object.assign(r.qualification, {
    registrationNumber: table, name: 'Baccalauréat de l\'Enseignement du Second Degré', level: 'Higher Secondary', majorOrSpecialization: serie,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(Number(pts.toFixed(2))),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes du baccalauréat', author: inst, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const ink = rng.pick(['#8a4b08', '#0f4c5c', '#2d2d2d']);
  pdf.text('RÉPUBLIQUE DU NIGER', L, 28, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text('Fraternité – Travail – Progrès', L, 42, { font: F.italic, size: 8.5, width: W, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ENSEIGNEMENT SUPÉRIEUR, DE LA RECHERCHE ET DE L\'INNOVATION TECHNOLOGIQUE', L, 57, { font: F.regular, size: 7.6, width: W, align: 'center', fit: true });
  pdf.text('OFFICE DU BACCALAURÉAT', L, 70, { font: F.bold, size: 12, width: W, align: 'center', color: ink });
  pdf.text(`B.P. ${rng.int(10000, 13999)} Niamey – Niger   ·   Tél. (+227) 20 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 86, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L + W / 2 - 80, 100, L + W / 2 + 80, 100, 0.8, ink);
  pdf.text('RELEVÉ DE NOTES', L, 110, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text('BACCALAURÉAT DE L\'ENSEIGNEMENT DU SECOND DEGRÉ', L, 130, { font: F.bold, size: 10.5, width: W, align: 'center' });
  pdf.text(`Session de ${monthName(Number(results.slice(5, 7)) - 1, 'fr')} ${year}`, L, 146, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 172;
  pdf.rect(L, y - 6, W, 86, 0.6);
  const born = knownDob ? `${dmy(dob)} à ${rng.pick(TOWNS)}` : `vers ${birthYear} à ${rng.pick(TOWNS)}`;
  const lines: Array<[string, string, string, string]> = [
    ['Nom et prénom(s)', `${upper(p.family)} ${p.given}`, 'N° de table', table],
    [`${p.woman ? 'Née' : 'Né'} le`, born, 'Jury n°', String(rng.int(1, 60))],
    ['Série', serie.replace('Série ', ''), 'Sexe', p.woman ? 'F' : 'M'],
    ['Centre d\'examen', rng.pick(LYCEES), '', ''],
  ];
  if (!knownDob) lines[1][0] = p.woman ? 'Née' : 'Né';
  lines.forEach(([a, b, c, d], i) => {
    pdf.text(`${a} :`, L + 8, y + i * 19, { font: F.regular, size: 9.2 });
    pdf.text(b, L + 112, y + i * 19, { font: F.bold, size: 9.2, width: W - 112 - 150, fit: true });
    if (c) {
      pdf.text(`${c} :`, L + W - 140, y + i * 19, { font: F.regular, size: 9.2 });
      pdf.text(d, L + W - 72, y + i * 19, { font: F.bold, size: 9.2 });
    }
  });
  y += 96;
  pdf.text('PREMIER GROUPE D\'ÉPREUVES', L, y, { font: F.bold, size: 9.5 });
  y += 14;
  const cols = [
    { label: 'Épreuves', width: W - 70 - 80 - 90 },
    { label: 'Coef.', width: 70, align: 'center' as const },
    { label: 'Notes /20', width: 80, align: 'center' as const },
    { label: 'Points', width: 90, align: 'center' as const },
  ];
  y = zTable(pdf, F, L, y, cols, [...rows, { cells: ['TOTAL', String(coefs), '', `${comma(pts, 2)} / ${coefs * 20}`], bold: true } as { cells: string[] }], { size: 9.3, rowH: 17, ruling: 'grid', fill: '#f0ede4' });
  y += 18;
  pdf.text(`Moyenne : ${comma(avg, 2)} / 20`, L, y, { font: F.bold, size: 11 });
  const mention = avg >= 16 ? 'Très Bien' : avg >= 14 ? 'Bien' : avg >= 12 ? 'Assez Bien' : 'Passable';
  pdf.text(`Décision : ${p.woman ? 'ADMISE' : 'ADMIS'}     Mention : ${mention}`, L + W / 2 - 20, y, { font: F.bold, size: 11 });
  y += 18;
  pdf.text(`Résultats publiés le ${dmy(results)}.`, L, y, { font: F.regular, size: 9 });
  y += 30;
  pdf.text(`Niamey, le ${longDate(issued, 'fr')}`, L + W - 240, y, { font: F.regular, size: 9.5, width: 240, align: 'center' });
  pdf.text('Le Directeur de l\'Office du Baccalauréat', L + W - 240, y + 14, { font: F.bold, size: 9, width: 240, align: 'center', fit: true });
  pdf.signature(L + W - 170, y + 44, 110, rng);
  pdf.stampBox(L + 20, y + 6, 130, 40, ['OFFICE DU BACCALAURÉAT', 'NIAMEY'], ink);
  pdf.text('AVERTISSEMENT : ce relevé ne peut en aucun cas remplacer le diplôme. Toute falsification expose son auteur à des poursuites.', L, pdf.height - 48, { font: F.italic, size: 7.4, width: W, align: 'center', fit: true });
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)} ${p.given}`,
    'institution.name': 'OFFICE DU BACCALAURÉAT',
    'qualification.name': 'BACCALAURÉAT DE L\'ENSEIGNEMENT DU SECOND DEGRÉ',
    'qualification.majorOrSpecialization': serie.replace('Série ', ''),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.cgpa': comma(avg, 2),
    'qualification.totalCreditsOrMarks': comma(pts, 2),
  };
  if (knownDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-05-marksheet',
    country: 'NE',
    languages: ['fr'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Nigerien baccalauréat relevé de notes in French from the office that runs the examination: republic, motto, ministry, office with B.P. in Niamey, Niger, +227; title, session; SURNAME Given on one caption, birth date and place or "né vers" a year (no birth date), table number (registration), jury number, série, examination centre as a decoy school, in a box; first-group subjects with coefficient (no credit), mark out of 20 with a decimal comma and points, total; average, decision, mention, publication date as a decoy; as described by the Nigerien baccalauréat\'s public notes.',
    render,
  },
];
