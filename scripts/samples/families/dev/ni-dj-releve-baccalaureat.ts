/**
 * Djiboutian relevé de notes du baccalauréat de l'enseignement secondaire général, after the public texts that create
 * and regulate the examination (decrees of the Ministère de l'Éducation Nationale et de la Formation Professionnelle,
 * MENFOP: a national examination ending the lycée, organised by the ministry, with séries, épreuves weighted by
 * coefficients, notes out of 20, a jury) and the French-model relevé: the republic's name and motto in French with the
 * republic and the ministry in Arabic, the ministry and its examinations service, the session, "Nom et prénoms" with
 * the name as the given name, the father's and the grandfather's (no family name: README, the chain is the name), the
 * date and place of birth, the N° de table (the candidate's number, the registration), the lycée (the candidate's, not
 * the issuer), the série (the major), épreuves with coefficient (never credits), note /20 with a decimal comma
 * (`marksScored`, `maximumMarks` 20) and points, the total of points, the moyenne générale (`cgpa`), the jury's
 * decision with the mention and "Fait à Djibouti, le …". Main language French. Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, chainPerson, comma2, course, dateFr, digits, iso, niResult, rtl, setInstitution, slashed } from '../lib/ni-kit';

const LYCEES = ['Lycée de Balbala', 'Lycée Ibn Khaldoun', 'Lycée de Tadjourah', 'Lycée d\'Ali-Sabieh', 'Lycée Industriel et Commercial', 'Lycée Cheick Moussa'];
const BIRTHPLACES = ['Djibouti', 'Ali-Sabieh', 'Dikhil', 'Tadjourah', 'Obock', 'Arta'];
type Epreuve = [string, number];
const SERIES: Record<string, Epreuve[]> = {
  'Série S': [['Mathématiques', 7], ['Physique-chimie', 6], ['Sciences de la vie et de la terre', 6], ['Français', 3], ['Philosophie', 2], ['Anglais', 2], ['Arabe', 2], ['Histoire-géographie', 2], ['Éducation islamique', 1], ['Éducation physique et sportive', 1]],
  'Série ES': [['Sciences économiques et sociales', 7], ['Mathématiques', 5], ['Histoire-géographie', 4], ['Français', 3], ['Philosophie', 3], ['Anglais', 3], ['Arabe', 2], ['Éducation islamique', 1], ['Éducation physique et sportive', 1]],
  'Série L': [['Français', 5], ['Philosophie', 6], ['Histoire-géographie', 4], ['Anglais', 4], ['Arabe', 4], ['Mathématiques', 2], ['Éducation islamique', 2], ['Éducation physique et sportive', 1]],
};

const mention = (m: number) => (m >= 16 ? 'Très bien' : m >= 14 ? 'Bien' : m >= 12 ? 'Assez bien' : null);

async function render(rng: Rng) {
  const person = chainPerson(rng, 'DJ');
  const session = rng.int(2016, 2024);
  const serie = rng.pick(Object.keys(SERIES));
  const epreuves = SERIES[serie];
  const dob = iso(session - rng.int(18, 19), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(session, 7, rng.int(5, 28));
  const table = `${String(session).slice(2)}${rng.pick(['S', 'E', 'L'])}${digits(rng, 4)}`;
  const lycee = rng.pick(LYCEES);
  const level = rng.float(10.5, 16.5);
  const notes = epreuves.map(() => Math.round(Math.max(6, Math.min(19.5, level + rng.gauss() * 2.4)) * 4) / 4);
  const points = epreuves.map(([, c], i) => c * notes[i]);
  const totalCoef = epreuves.reduce((a, [, c]) => a + c, 0);
  const totalPoints = points.reduce((a, b) => a + b, 0);
  const avg = Math.round((totalPoints / totalCoef) * 100) / 100;
  if (avg < 10) notes.forEach((_, i) => (notes[i] = Math.min(19.5, notes[i] + 1)));
  const pts = epreuves.map(([, c], i) => c * notes[i]);
  const total = pts.reduce((a, b) => a + b, 0);
  const moyenne = Math.round((total / totalCoef) * 100) / 100;
  const capsName = rng.bool(0.5);
  const name = `${person.given} ${person.family}`;

  const r = niResult('fr', person, dob);
  setInstitution(r, 'Ministère de l\'Éducation Nationale et de la Formation Professionnelle', 'DJ');
  epreuves.forEach(([e], i) => r.courses.push(course({ courseName: e, marksScored: notes[i], maximumMarks: 20, year: session })));
  Object.assign(r.qualification, {
    name: 'Baccalauréat de l\'enseignement secondaire général', level: 'Higher Secondary', majorOrSpecialization: serie, registrationNumber: table, yearOfCompletion: session,
    dateOfIssue: issued, status: 'Completed', cgpa: moyenne.toFixed(2), totalCreditsOrMarks: String(Math.round(total * 100) / 100),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes du baccalauréat', author: 'MENFOP', creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ni-ar', FONT_FILES.naskh[0]);
  doc.registerFont('ni-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('ni-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'ni-ar-b' : 'ni-ar', size, 'ni-lat');
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const L = 46;
  const R = W - 46;
  const blue = '#1b4f8a';
  pdf.text('RÉPUBLIQUE DE DJIBOUTI', L, 36, { font: F.bold, size: 11 });
  pdf.text('Unité – Égalité – Paix', L, 50, { font: F.italic, size: 8.5 });
  pdf.text('Ministère de l\'Éducation Nationale', L, 66, { font: F.bold, size: 9.5 });
  pdf.text('et de la Formation Professionnelle', L, 78, { font: F.bold, size: 9.5 });
  pdf.text('Service des Examens et Concours', L, 92, { font: F.regular, size: 8.5, color: '#444444' });
  ar('جمهورية جيبوتي', R, 40, 13, true);
  ar('وحدة - مساواة - سلام', R, 56, 9);
  ar('وزارة التربية الوطنية والتكوين المهني', R, 74, 10.5);
  pdf.crest(W / 2, 62, 22, 'DJ', blue);
  pdf.line(L, 108, R, 108, 1, blue);
  pdf.text('RELEVÉ DE NOTES', L, 118, { font: F.bold, size: 16, width: R - L, align: 'center', color: blue });
  pdf.text('BACCALAURÉAT DE L\'ENSEIGNEMENT SECONDAIRE GÉNÉRAL', L, 140, { font: F.bold, size: 11.5, width: R - L, align: 'center' });
  pdf.text(`Session de juin ${session} — ${serie}`, L, 158, { font: F.regular, size: 10, width: R - L, align: 'center' });
  let y = 186;
  const info: Array<[string, string]> = [
    ['Nom et prénoms', capsName ? name.toUpperCase() : name],
    [person.female ? 'Née le' : 'Né le', `${slashed(dob)} à ${rng.pick(BIRTHPLACES)}`],
    ['N° de table', table],
    ['Établissement', lycee],
  ];
  for (const [k, v] of info) {
    pdf.text(`${k} :`, L, y, { font: F.regular, size: 10 });
    pdf.text(v, L + 120, y, { font: F.bold, size: 10, width: R - L - 120, fit: true });
    y += 17;
  }
  y += 12;
  const xs = { e: L, c: L + 260, n: L + 330, p: L + 410 };
  pdf.fill(L, y - 4, R - L, 18, '#e6edf6');
  pdf.text('Épreuves', xs.e + 4, y, { font: F.bold, size: 9.5 });
  pdf.text('Coef.', xs.c, y, { font: F.bold, size: 9.5, width: 50, align: 'center' });
  pdf.text('Note /20', xs.n, y, { font: F.bold, size: 9.5, width: 60, align: 'center' });
  pdf.text('Points', xs.p, y, { font: F.bold, size: 9.5, width: R - xs.p - 4, align: 'right' });
  y += 20;
  epreuves.forEach(([e, c], i) => {
    pdf.text(e, xs.e + 4, y, { font: F.regular, size: 9.5, width: 250, fit: true });
    pdf.text(String(c), xs.c, y, { font: F.regular, size: 9.5, width: 50, align: 'center' });
    pdf.text(comma2(notes[i]), xs.n, y, { font: F.regular, size: 9.5, width: 60, align: 'center' });
    pdf.text(comma2(pts[i]), xs.p, y, { font: F.regular, size: 9.5, width: R - xs.p - 4, align: 'right' });
    pdf.line(L, y + 14, R, y + 14, 0.3, '#a0a0a0');
    y += 19;
  });
  y += 8;
  pdf.text(`Total des coefficients : ${totalCoef}`, L, y, { font: F.regular, size: 10 });
  pdf.text(`Total des points : ${comma2(total)} / ${totalCoef * 20}`, L + 240, y, { font: F.bold, size: 10 });
  y += 18;
  pdf.text(`Moyenne générale : ${comma2(moyenne)} / 20`, L, y, { font: F.bold, size: 11 });
  y += 24;
  const m = mention(moyenne);
  pdf.fill(L, y - 6, R - L, 24, '#f0f0f0');
  pdf.text(`DÉCISION DU JURY : ${person.female ? 'ADMISE' : 'ADMIS'}${m ? ` — MENTION ${m.toUpperCase()}` : ''}`, L, y, { font: F.bold, size: 11, width: R - L, align: 'center' });
  y += 46;
  pdf.text(`Fait à Djibouti, le ${dateFr(issued)}`, L + 260, y, { font: F.regular, size: 10 });
  pdf.text('Le Chef du Service des Examens et Concours', L + 230, y + 16, { font: F.regular, size: 9, width: R - L - 230, align: 'center' });
  pdf.signature(L + 290, y + 50, 110, rng);
  pdf.seal(L + 90, y + 40, 30, blue);
  pdf.text('Ce relevé n\'est pas un diplôme. Il n\'en est délivré qu\'un seul exemplaire.', L, pdf.height - 50, { font: F.italic, size: 7.5, color: '#555555' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'institution.name': 'Ministère de l\'Éducation Nationale', 'candidate.fullName': capsName ? name.toUpperCase() : name, 'candidate.dateOfBirth': slashed(dob),
      'qualification.name': 'BACCALAURÉAT DE L\'ENSEIGNEMENT SECONDAIRE GÉNÉRAL', 'qualification.dateOfIssue': dateFr(issued), 'qualification.cgpa': comma2(moyenne),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ni-dj-releve-baccalaureat',
    country: 'DJ',
    languages: ['fr', 'ar'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Djiboutian relevé de notes du baccalauréat de l\'enseignement secondaire général, French with an Arabic letterhead: "République de Djibouti — Unité – Égalité – Paix", the Ministère de l\'Éducation Nationale et de la Formation Professionnelle and its examinations service, the session and série, "Nom et prénoms" with the given, father\'s and grandfather\'s names (no family name), date and place of birth, N° de table, the lycée (not the issuer), épreuves with coefficient, note /20 and points, total of points, moyenne générale, the jury\'s decision and mention, "Fait à Djibouti, le …"; after the decrees that regulate the examination.',
    render,
  },
];
