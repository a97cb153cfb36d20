/**
 * Gabonese university student-portal page ("Espace étudiant") in French, taken as a screenshot: browser
 * chrome with the portal's .ga address, a header band with the university's name and "Libreville — Gabon", a
 * horizontal menu (Accueil, Inscriptions, Notes, Emploi du temps, Paiements, Messagerie), the signed-in
 * student's greeting; an alert about the resit calendar (a date, a decoy); a student card (Nom, Prénom(s),
 * Matricule, Formation "Licence <field>", année de première inscription); one flat table of teaching units,
 * every row with the semester ("S1" …), the academic year, the code, the title, the credits, the mark out of
 * 20 with a decimal comma, the sitting ("1" ordinary, "2" resit: neither a session nor a term) and the result
 * ("Validé"); a summary strip with the credits earned out of the programme's 180 and the cumulative average; a
 * legend. As described by Gabonese universities' LMD regulations (six semesters, 30 credits each, marks out of
 * 20 with 10 to validate, a resit session) and their online student services.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso } from '../lib/n-kit';
import { setInstitution } from '../lib/n-kit';
import { around, comma, dmy, upper, zPerson, zResult } from './z-kit';

const UNIS = [
  { name: 'Université Atlantique de Libreville', abbr: 'UAL', host: 'etudiant.ual.ga' },
  { name: 'École Supérieure de Gestion et d\'Informatique du Komo', abbr: 'ESGIK', host: 'portail.esgik.ga' },
];
const FORMATIONS = [
  { field: 'Économie et Gestion', code: 'EG', units: ['Introduction à l\'économie', 'Mathématiques générales', 'Comptabilité générale', 'Techniques d\'expression', 'Microéconomie I', 'Statistique descriptive', 'Droit civil', 'Anglais économique', 'Macroéconomie I', 'Comptabilité analytique', 'Économie gabonaise', 'Informatique de gestion', 'Microéconomie II', 'Probabilités', 'Gestion financière', 'Marketing fondamental', 'Macroéconomie II', 'Économétrie', 'Finances publiques', 'Économie du développement', 'Politique économique', 'Gestion des ressources humaines', 'Économie internationale', 'Stage et rapport'] },
  { field: 'Informatique', code: 'INF', units: ['Algorithmique I', 'Analyse I', 'Architecture des ordinateurs', 'Techniques d\'expression', 'Algorithmique II', 'Algèbre linéaire', 'Programmation C', 'Anglais technique', 'Structures de données', 'Systèmes d\'exploitation', 'Bases de données', 'Probabilités et statistique', 'Programmation orientée objet', 'Réseaux I', 'Théorie des langages', 'Analyse numérique', 'Génie logiciel', 'Réseaux II', 'Développement web', 'Recherche opérationnelle', 'Systèmes distribués', 'Sécurité informatique', 'Projet tutoré', 'Stage et rapport'] },
];

async function render(rng: Rng) {
  const p = zPerson(rng, 'GA');
  const uni = rng.pick(UNIS);
  const fo = rng.pick(FORMATIONS);
  const start = rng.int(2016, 2022);
  const sems = rng.int(2, 6);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(10.5, 15);
  const mat = `${String(start).slice(2)}${fo.code}${digits(rng, 5)}`;
  const r = zResult('fr', p.given, p.family, null);
  setInstitution(r, uni.name, 'GA');

  const rows: string[][] = [];
  const pool = [...fo.units];
  let credits = 0;
  let pts = 0;
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}-${start + Math.floor(s / 2) + 1}`;
    const term = `S${s + 1}`;
    pool.splice(0, 4).forEach((t, k) => {
      const code = `${fo.code}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = [9, 8, 7, 6][k];
      let mark = around(rng, ability, 2.4, 6, 18.5, 0.25);
      let sitting = '1';
      if (mark < 10) {
        mark = around(rng, 11, 0.8, 10, 13, 0.25);
        sitting = '2';
      }
      rows.push([term, session, code, t, String(cr), comma(mark, 2), sitting, 'Validé']);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: mark, maximumMarks: 20, passStatus: 'Validé', term, session }));
      credits += cr;
      pts += cr * mark;
    });
  }
  const avg = pts / credits;
  // "Formation : Licence Économie et Gestion": a name in another language than English keeps the field it joins, as
  // fr-releve-semestres's "Licence Informatique" does (families README, `qualification.name`).
  Object.assign(r.qualification, {
    registrationNumber: mat, name: `Licence ${fo.field}`, level: 'Bachelor', program: `Licence ${fo.field}`, majorOrSpecialization: fo.field,
    yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits),
  });

  const rowH = 24;
  const H = 430 + rows.length * rowH + 150;
  const shotYear = start + Math.ceil(sems / 2);
  // After an even semester's results (summer) or an odd one's (February, March): never before the last one shown.
  const shot = iso(shotYear, sems % 2 === 0 ? rng.pick([7, 8, 9]) : rng.pick([2, 3]), rng.int(1, 28));
  const resit = iso(shotYear, Number(shot.slice(5, 7)) + 1, rng.int(1, 28));
  const pdf = new Pdf({ size: [1366, H], title: `${uni.abbr} — Espace étudiant — Mes notes`, author: uni.name, creationDate: new Date(`${shot}T10:00:00Z`) });
  const W = pdf.width;
  const main = rng.pick(['#00695c', '#1a237e', '#8d1b3d']);
  pdf.fill(0, 0, W, 34, '#e8eaed');
  pdf.roundRect(120, 7, 640, 20, 10, { fill: '#ffffff' });
  pdf.text(`https://${uni.host}/etudiant/notes/releve`, 136, 12, { font: F.regular, size: 9.5, color: '#3c4043' });
  pdf.fill(0, 34, W, 70, main);
  pdf.crest(60, 69, 24, uni.abbr.slice(0, 3), '#ffffff');
  pdf.text(uni.name, 100, 50, { font: F.bold, size: 18, color: '#ffffff' });
  pdf.text('Espace étudiant  ·  Libreville — Gabon', 100, 75, { font: F.regular, size: 10, color: '#e0f2f1' });
  pdf.text(`Bienvenue, ${p.given} ${upper(p.family)}`, W - 420, 60, { font: F.regular, size: 11, color: '#ffffff', width: 390, align: 'right' });
  pdf.fill(0, 104, W, 38, '#f5f5f5');
  let mx = 40;
  for (const m of ['Accueil', 'Inscriptions', 'Mes notes', 'Emploi du temps', 'Paiements', 'Messagerie', 'Déconnexion']) {
    const w = pdf.text(m, mx, 117, { font: m === 'Mes notes' ? F.bold : F.regular, size: 11, color: m === 'Mes notes' ? main : '#333333' });
    if (m === 'Mes notes') pdf.fill(mx, 138, w, 3, main);
    mx += w + 38;
  }
  const X = 40;
  const CW = W - 80;
  let y = 160;
  pdf.roundRect(X, y, CW, 30, 4, { fill: '#fdecea', stroke: '#e57373', width: 0.8 });
  pdf.text(`Rattrapages : les épreuves de la session 2 débutent le ${dmy(resit)}. Consultez le calendrier affiché au département.`, X + 12, y + 9, { font: F.regular, size: 10, color: '#8a1c1c', width: CW - 24, fit: true });
  y += 46;
  pdf.text('RELEVÉ DE NOTES (provisoire)', X, y, { font: F.bold, size: 15, color: main });
  y += 28;
  pdf.roundRect(X, y, CW, 78, 6, { fill: '#ffffff', stroke: '#d0d7de', width: 0.8 });
  const info: Array<[string, string]> = [['Nom', upper(p.family)], ['Prénom(s)', p.given], ['Matricule', mat], ['Formation', `Licence ${fo.field}`], ['Année de première inscription', `${start}-${start + 1}`], ['Niveau actuel', `L${Math.ceil(sems / 2)}`]];
  info.forEach(([k, v], i) => {
    const cx = X + 16 + (i % 3) * (CW / 3);
    const cy = y + 12 + Math.floor(i / 3) * 32;
    pdf.text(k, cx, cy, { font: F.regular, size: 9, color: '#6a737d' });
    pdf.text(v, cx, cy + 12, { font: F.bold, size: 11, width: CW / 3 - 30, fit: true });
  });
  y += 96;
  const cols = [70, 110, 100, CW - 70 - 110 - 100 - 80 - 110 - 80 - 110, 80, 110, 80, 110];
  const labels = ['Semestre', 'Année', 'Code UE', 'Intitulé de l\'unité d\'enseignement', 'Crédits', 'Moyenne /20', 'Session', 'Résultat'];
  pdf.fill(X, y, CW, 28, '#eceff1');
  let cx = X;
  labels.forEach((l, i) => {
    pdf.text(l, cx + 8, y + 8, { font: F.bold, size: 10, color: '#37474f', width: cols[i] - 16, align: i >= 4 ? 'center' : 'left', fit: true });
    cx += cols[i];
  });
  y += 28;
  rows.forEach((row, k) => {
    if (k % 2 === 1) pdf.fill(X, y, CW, rowH, '#fafafa');
    cx = X;
    row.forEach((cell, i) => {
      const color = i === 7 ? '#2e7d32' : '#222222';
      pdf.text(cell, cx + 8, y + 7, { font: i === 7 ? F.bold : F.regular, size: 10, color, width: cols[i] - 16, align: i >= 4 ? 'center' : 'left', fit: true });
      cx += cols[i];
    });
    pdf.line(X, y + rowH, X + CW, y + rowH, 0.4, '#e0e0e0');
    y += rowH;
  });
  y += 18;
  pdf.roundRect(X, y, CW, 42, 6, { fill: main });
  pdf.text(`Crédits acquis : ${credits} / 180`, X + 20, y + 14, { font: F.bold, size: 12.5, color: '#ffffff' });
  pdf.text(`Moyenne générale cumulée : ${comma(avg, 2)} / 20`, X + CW / 2, y + 14, { font: F.bold, size: 12.5, color: '#ffffff' });
  y += 58;
  pdf.text('Session : 1 = session normale, 2 = session de rattrapage. Une UE est validée avec une moyenne égale ou supérieure à 10/20.', X, y, { font: F.regular, size: 9, color: '#6a737d' });
  pdf.text(`Relevé provisoire généré le ${dmy(shot)} — seul le relevé signé par la Scolarité fait foi.`, X, y + 14, { font: F.regular, size: 9, color: '#6a737d' });
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'qualification.cgpa': comma(avg, 2),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-06-record',
    country: 'GA',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Gabonese university student-portal page in French as a screenshot: .ga address, university with Libreville — Gabon, a horizontal menu, the greeting, a resit calendar alert as a decoy date; a student card (family name and given names apart, matricule, formation "Licence <field>", year of first enrolment); one flat table with semester and academic year on every row, code, title, credits, mark out of 20 with a decimal comma, the sitting (1 or 2: no session or term) and "Validé"; credits earned out of 180 and the cumulative average; as described by Gabonese LMD regulations.',
    render,
  },
];
