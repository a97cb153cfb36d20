/**
 * Statement of marks (relevé de notes) of the French lower-secondary national diploma as French Polynesia's
 * education authority issues it, in French: "RÉPUBLIQUE FRANÇAISE", "Polynésie française", the vice-rectorate and
 * its examinations division with a Papeete post-office box and the 987xx postcode; "DIPLÔME NATIONAL DU BREVET —
 * SESSION 2019 — RELEVÉ DE NOTES", the series; the candidate (NOM and Prénom(s) under their captions, the birth date
 * "né(e) le dd/mm/yyyy" on some, the candidate number on some, the collège — the candidate's school, not the
 * issuer); part one, the eight components of the common core of knowledge, each with its level of mastery in words
 * (Maîtrise insuffisante, fragile, satisfaisante, Très bonne maîtrise) and the points it is worth (10, 25, 40, 50),
 * out of 400; part two, the final written and oral tests with their marks out of 100 or 50 with decimal commas;
 * the total out of 800, the decision (Admis(e) / Refusé(e)) and the mention from the total's thresholds; "Fait à
 * Papeete, le …" on some. As the brevet's scoring since its 2017 reform is publicly described.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, iso, jPerson, jResult, longDate, otherName } from './j-kit';

const AUTHORITY = 'Vice-rectorat de la Polynésie française';
const COLLEGES = ['Collège de Paea', 'Collège de Taravao', 'Collège de Faa\'a', 'Collège de Uturoa', 'Collège de Punaauia', 'Collège de Taiohae', 'Collège de Mataura'];
const CORE = [
  'Comprendre, s\'exprimer en utilisant la langue française à l\'oral et à l\'écrit',
  'Comprendre, s\'exprimer en utilisant une langue étrangère et, le cas échéant, une langue régionale',
  'Comprendre, s\'exprimer en utilisant les langages mathématiques, scientifiques et informatiques',
  'Comprendre, s\'exprimer en utilisant les langages des arts et du corps',
  'Les méthodes et outils pour apprendre',
  'La formation de la personne et du citoyen',
  'Les systèmes naturels et les systèmes techniques',
  'Les représentations du monde et l\'activité humaine',
];
const LEVELS: Array<[string, number]> = [['Maîtrise insuffisante', 10], ['Maîtrise fragile', 25], ['Maîtrise satisfaisante', 40], ['Très bonne maîtrise', 50]];
const TESTS: Array<[string, number]> = [['Français', 100], ['Mathématiques', 100], ['Histoire et géographie, enseignement moral et civique', 50], ['Sciences', 50], ['Épreuve orale', 100]];

async function render(rng: Rng) {
  const p = jPerson(rng, 'PF');
  const year = rng.int(2018, 2024);
  const dob = iso(year - 15, rng.int(1, 12), rng.int(13, 28));
  const showDob = rng.bool(0.6);
  const showNumber = rng.bool(0.6);
  const number = `${digits(rng, 2)}${digits(rng, 4)}${digits(rng, 3)}`;
  const signed = rng.bool(0.6);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const ability = rng.float(0.3, 0.95);
  const r = jResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, AUTHORITY, 'PF');

  let core = 0;
  const coreRows = CORE.map((t) => {
    const [word, pts] = LEVELS[Math.round(around(rng, ability * 3, 0.8, 0, 3))];
    core += pts;
    r.courses.push(course({ courseName: t, grade: word, marksScored: pts, maximumMarks: 50 }));
    return [t, word, String(pts)];
  });
  let tests = 0;
  const testRows = TESTS.map(([t, max]) => {
    const m = Math.round(around(rng, ability * max, max * 0.15, 0, max) * 2) / 2;
    tests += m;
    r.courses.push(course({ courseName: t, marksScored: m, maximumMarks: max }));
    return [t, `${comma(m, m % 1 ? 1 : 0)} / ${max}`];
  });
  const total = core + tests;
  const admitted = total >= 400;
  const mention = total >= 640 ? 'Très bien' : total >= 560 ? 'Bien' : total >= 480 ? 'Assez bien' : null;
  const issued = iso(year, 7, rng.int(5, 20));
  const totalText = comma(total, total % 1 ? 1 : 0);
  Object.assign(r.qualification, {
    registrationNumber: showNumber ? number : null, name: 'Diplôme national du brevet', level: 'Secondary',
    yearOfCompletion: admitted ? year : null, status: admitted ? 'Completed' : null, dateOfIssue: signed ? issued : null,
    totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes — DNB', author: AUTHORITY, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  pdf.text('RÉPUBLIQUE FRANÇAISE', L, 30, { font: F.bold, size: 9, cs: 1.5 });
  pdf.text('Polynésie française', L, 43, { font: F.italic, size: 8.5 });
  pdf.text(AUTHORITY, L, 60, { font: F.bold, size: 11.5, color: '#1b3a6b' });
  pdf.text('Division des examens et concours  ·  BP 1632  ·  98713 Papeete, Tahiti', L, 76, { font: F.regular, size: 8 });
  pdf.text(`Session ${year}`, L, 30, { font: F.bold, size: 10, width: W, align: 'right' });
  pdf.line(L, 94, L + W, 94, 0.8, '#1b3a6b');
  pdf.text('DIPLÔME NATIONAL DU BREVET', L, 106, { font: F.bold, size: 14, width: W, align: 'center', cs: 1 });
  pdf.text(`Session ${year} — Série générale — RELEVÉ DE NOTES`, L, 126, { font: F.regular, size: 10, width: W, align: 'center' });
  let y = 152;
  const boxes: Array<[string, string]> = [['NOM', p.family.toUpperCase()], ['Prénom(s)', p.given], ...(showDob ? [['Né(e) le', dmy(dob, '/')] as [string, string]] : []), ...(showNumber ? [['N° de candidat', number] as [string, string]] : []), ['Établissement', rng.pick(COLLEGES)]];
  const bw = W / 3;
  boxes.forEach(([k, v], i) => {
    const x = L + (i % 3) * bw;
    const yy = y + Math.floor(i / 3) * 32;
    pdf.rect(x, yy, bw - 4, 28, 0.5, '#888888');
    pdf.text(k, x + 4, yy + 3, { font: F.regular, size: 7, color: '#555555' });
    pdf.text(v, x + 4, yy + 13, { font: F.bold, size: 9.5, width: bw - 12, fit: true });
  });
  y += Math.ceil(boxes.length / 3) * 32 + 10;
  const table = (title: string, heads: string[], widths: number[], rows: string[][], foot: string) => {
    pdf.fill(L, y, W, 16, '#dfe6ef');
    pdf.text(title, L + 4, y + 4, { font: F.bold, size: 9 });
    y += 18;
    let x = L;
    heads.forEach((h, i) => {
      pdf.text(h, x + 4, y, { font: F.bold, size: 8, width: widths[i] - 8, align: i ? 'center' : 'left' });
      x += widths[i];
    });
    y += 12;
    for (const row of rows) {
      pdf.line(L, y, L + W, y, 0.3, '#aaaaaa');
      let cx = L;
      row.forEach((cell, i) => {
        pdf.text(cell, cx + 4, y + 3.5, { font: F.regular, size: 8, width: widths[i] - 8, align: i ? 'center' : 'left', fit: true });
        cx += widths[i];
      });
      y += 15;
    }
    pdf.line(L, y, L + W, y, 0.6);
    pdf.text(foot, L, y + 4, { font: F.bold, size: 9, width: W, align: 'right' });
    y += 24;
  };
  table('1. Maîtrise du socle commun de connaissances, de compétences et de culture (sur 400 points)', ['Composante', 'Niveau de maîtrise', 'Points'], [W - 150 - 60, 150, 60], coreRows, `Total socle : ${core} / 400`);
  table('2. Épreuves de l\'examen terminal (sur 400 points)', ['Épreuve', 'Note'], [W - 120, 120], testRows, `Total épreuves : ${comma(tests, tests % 1 ? 1 : 0)} / 400`);
  pdf.rect(L, y, W, 44, 1, '#1b3a6b');
  pdf.text(`Total des points : ${totalText} / 800`, L + 10, y + 8, { font: F.bold, size: 11 });
  pdf.text(`Décision du jury : ${admitted ? (p.woman ? 'ADMISE' : 'ADMIS') : (p.woman ? 'REFUSÉE' : 'REFUSÉ')}${admitted && mention ? ` — Mention ${mention}` : ''}`, L + 10, y + 26, { font: F.bold, size: 10.5, color: admitted ? '#000000' : '#8b0000' });
  y += 58;
  pdf.para('Le diplôme est attribué au candidat qui obtient au moins 400 points sur 800. Mentions : Assez bien à partir de 480 points, Bien à partir de 560 points, Très bien à partir de 640 points. Niveaux de maîtrise du socle : insuffisante 10 points, fragile 25, satisfaisante 40, très bonne 50.', L, y, W, { font: F.italic, size: 7.5, leading: 9.5, color: '#444444' });
  if (signed) {
    const foot = pdf.height - 120;
    pdf.text(`Fait à Papeete, le ${longDate(issued, 'fr')}`, L, foot, { font: F.regular, size: 9.5 });
    pdf.text('Pour le vice-recteur et par délégation,', L + W - 240, foot, { font: F.regular, size: 9, width: 240, align: 'right' });
    pdf.text('le chef de la division des examens et concours', L + W - 240, foot + 12, { font: F.regular, size: 9, width: 240, align: 'right' });
    pdf.signature(L + W - 150, foot + 24, 110, rng);
    pdf.text(otherName(rng, 'PF', p.family), L + W - 240, foot + 58, { font: F.italic, size: 9, width: 240, align: 'right' });
  }
  pdf.text('Ce relevé de notes ne peut tenir lieu de diplôme. Aucun duplicata ne sera délivré.', L, pdf.height - 40, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': p.family.toUpperCase(), 'qualification.totalCreditsOrMarks': totalText };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  if (signed) printed['qualification.dateOfIssue'] = longDate(issued, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-09-marksheet',
    country: 'PF',
    languages: ['fr'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'French Polynesian relevé de notes of the diplôme national du brevet: the vice-rectorate with a Papeete BP and 987xx postcode; NOM and Prénom(s) in boxes, optional dd/mm/yyyy birth date and candidate number, the collège (not the issuer); the eight core components with a mastery level in words and 10/25/40/50 points (out of 400), the final tests out of 100 or 50 with decimal commas, total out of 800, decision and mention; optional "Fait à Papeete, le …".',
    render,
  },
];
