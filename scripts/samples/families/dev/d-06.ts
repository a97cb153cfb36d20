/**
 * Yearly school report of the final year of a lycée in an Indian Ocean French department, in French: the lycée's name,
 * its address with the 974 postcode and "La Réunion"; "BULLETIN ANNUEL — Classe de Terminale générale — Année scolaire
 * 2022-2023", prepared for the baccalauréat ("Livret de préparation au Baccalauréat général"); the pupil's block (name,
 * the birth date "jj/mm/aaaa" and the national pupil number INE on some, the class); one row per subject with the
 * three terms as columns (marks out of 20 with a decimal comma), the annual average of the subject, the class's average
 * and a teacher's remark; on some the third term not yet closed (its column empty and no annual average); the general
 * average of the year, the class council's decision and the head's signature with the place and date. Each subject is
 * one course, its mark the annual average (the term columns are its parts). As French lycées describe their yearly
 * reports.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, course, digits, letters, setInstitution } from '../lib/n-kit';
import { around, comma, dPerson, dResult, dTable, dmy, iso, longDate, otherName, type DRow } from './d-kit';

const LYCEES = [
  { name: 'Lycée polyvalent des Hauts de l\'Ouest', street: '12 chemin des Tamarins', post: '97460', city: 'Saint-Paul' },
  { name: 'Lycée général du Volcan', street: '3 rue des Flamboyants', post: '97410', city: 'Saint-Pierre' },
  { name: 'Lycée d\'enseignement général de la Rivière', street: '45 allée des Vacoas', post: '97400', city: 'Saint-Denis' },
];
const COMMON = ['Philosophie', 'Histoire-géographie', 'Enseignement moral et civique', 'Langue vivante A (anglais)', 'Langue vivante B (espagnol)', 'Éducation physique et sportive', 'Enseignement scientifique'];
const SPECIALTIES = ['Mathématiques', 'Physique-chimie', 'Sciences de la vie et de la Terre', 'Sciences économiques et sociales', 'Histoire-géographie, géopolitique et sciences politiques', 'Humanités, littérature et philosophie'];
const REMARKS = ['Bon trimestre, continuez ainsi.', 'Travail sérieux et régulier.', 'Des efforts à poursuivre.', 'Ensemble satisfaisant.', 'Participation active, bons résultats.', 'Résultats fragiles, il faut s\'investir davantage.', 'Très bon travail.'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'RE');
  const ly = rng.pick(LYCEES);
  const year = rng.int(2016, 2025);
  const session = `${year}-${year + 1}`;
  const closed = rng.bool(0.6);
  const showDob = rng.bool(0.55);
  const showIne = rng.bool(0.5);
  const dob = iso(year - 17, rng.int(1, 12), rng.int(1, 28));
  const ine = `${digits(rng, 9)}${letters(rng, 2)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(8, 17);
  const r = dResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, ly.name, 'RE');
  Object.assign(r.qualification, { name: 'Baccalauréat général', level: 'Higher Secondary', registrationNumber: showIne ? ine : null });
  const subjects = [...COMMON, ...rng.pick([[SPECIALTIES[0], SPECIALTIES[1]], [SPECIALTIES[0], SPECIALTIES[2]], [SPECIALTIES[3], SPECIALTIES[4]], [SPECIALTIES[5], SPECIALTIES[3]]])];
  const rows: DRow[] = [];
  let sum = 0;
  for (const s of subjects) {
    const t = [0, 1, 2].map(() => around(rng, ability, 2.5, 2, 20, 0.5));
    const shown = closed ? t : t.slice(0, 2);
    const annual = closed ? Math.round(((t[0] + t[1] + t[2]) / 3) * 100) / 100 : null;
    if (annual !== null) sum += annual;
    const cls = around(rng, 11.5, 1.5, 7, 15, 0.1);
    rows.push({ cells: [s, ...shown.map((v) => comma(v, 2)), ...(closed ? [] : ['']), annual === null ? '' : comma(annual, 2), comma(cls, 2), rng.pick(REMARKS)] });
    r.courses.push(course({ courseName: s, marksScored: annual, maximumMarks: annual === null ? null : 20, session }));
  }
  const general = closed ? (sum / subjects.length).toFixed(2) : null;
  r.qualification.cgpa = general;
  const issued = closed ? iso(year + 1, 6, rng.int(10, 25)) : iso(year + 1, rng.int(3, 4), rng.int(1, 20));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Bulletin annuel', author: ly.name, creationDate: new Date(`${issued}T12:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const c = rng.pick(['#004b87', '#7a003c', '#00665e']);
  pdf.text(ly.name, L, 38, { font: F.bold, size: 13, color: c });
  pdf.text(`${ly.street} · ${ly.post} ${ly.city} · La Réunion · 02 62 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 56, { font: F.regular, size: 8, color: '#444444' });
  pdf.text('BULLETIN ANNUEL', L + W - 300, 28, { font: F.bold, size: 15, width: 300, align: 'right' });
  pdf.text(`Classe de Terminale générale — Année scolaire ${session}`, L + W - 300, 48, { font: F.regular, size: 9, width: 300, align: 'right' });
  pdf.text('Livret de préparation au Baccalauréat général', L + W - 300, 61, { font: F.italic, size: 8.5, width: 300, align: 'right' });
  pdf.line(L, 76, L + W, 76, 1, c);
  const info = [`Élève : ${p.family.toUpperCase()} ${p.given}`, `Classe : T${rng.int(1, 9)}`];
  if (showDob) info.push(`Né${p.woman ? 'e' : ''} le ${dmy(dob)}`);
  if (showIne) info.push(`INE : ${ine}`);
  info.forEach((t, i) => pdf.text(t, L + i * (W / 4), 86, { font: i === 0 ? F.bold : F.regular, size: 9.5, width: W / 4 - 8, fit: true }));
  const cols = [
    { label: 'Discipline', width: 230 }, { label: ['Trimestre 1', '/20'], width: 62, align: 'center' as const }, { label: ['Trimestre 2', '/20'], width: 62, align: 'center' as const },
    { label: ['Trimestre 3', '/20'], width: 62, align: 'center' as const }, { label: ['Moyenne', 'annuelle'], width: 62, align: 'center' as const }, { label: ['Moyenne', 'classe'], width: 56, align: 'center' as const },
    { label: 'Appréciation', width: W - 230 - 62 * 4 - 56 },
  ];
  let y = dTable(pdf, F, L, 108, cols, rows, { size: 8.4, rowH: 22, ruling: 'grid', fill: '#dfe7ef' });
  y += 12;
  if (general) pdf.text(`Moyenne générale annuelle : ${comma(Number(general), 2)} / 20`, L, y, { font: F.bold, size: 10 });
  else pdf.text('Troisième trimestre en cours : moyennes annuelles non arrêtées.', L, y, { font: F.italic, size: 9.5 });
  pdf.text(`Décision du conseil de classe : ${closed ? rng.pick(['Félicitations', 'Compliments', 'Encouragements', 'Avis favorable pour l\'examen']) : '—'}`, L, y + 16, { font: F.regular, size: 9.5 });
  pdf.text(`${ly.city}, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 9.5, width: 260, align: 'right' });
  pdf.text(`Le proviseur, ${otherName(rng, 'RE', p.family)}`, L + W - 260, y + 14, { font: F.regular, size: 9, width: 260, align: 'right' });
  pdf.signature(L + W - 150, y + 44, 110, rng);
  pdf.text('Bulletin à conserver précieusement. Aucun duplicata ne sera délivré.', L, pdf.height - 30, { font: F.italic, size: 7, color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.dateOfIssue': longDate(issued, 'fr') };
  if (general) printed['qualification.cgpa'] = comma(Number(general), 2);
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-06-record',
    country: 'RE',
    languages: ['fr'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Yearly report of a final-year lycée class in an Indian Ocean French department, in French, landscape: lycée, 974 postcode address and La Réunion; BULLETIN ANNUEL, Terminale générale, school year, prepared for the Baccalauréat général; pupil SURNAME Given, class, birth date jj/mm/aaaa and INE on some; a grid with one row per subject and the three terms as columns (marks /20 with a decimal comma), the annual average, the class average and a remark; the third term empty on some; general average, class council decision, place and date, head\'s signature.',
    render,
  },
];
