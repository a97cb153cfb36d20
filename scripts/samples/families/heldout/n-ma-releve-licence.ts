/**
 * Moroccan university "Relevé de notes" of a licence (LMD, six semesters): "Royaume du Maroc" and
 * the university and faculty, the student with CNE (code national de l'étudiant) and CIN, born
 * "le … à …", a table per semester Module | Note /20 | Résultat (V validé, VC validé par
 * compensation, VAR validé après rattrapage) | Session (Normale, Rattrapage), the semester average
 * and decision under each block, then the licence's mention and the overall average.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dmy, footers, iso, letters, digits, longDate, nPerson, nResult, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Université Atlas Moyen', city: 'Khénifra', faculty: 'Faculté Polydisciplinaire de Khénifra' },
  { name: 'Université Souss Océan', city: 'Tiznit', faculty: 'Faculté des Sciences Juridiques, Économiques et Sociales' },
  { name: 'Université Rif Oriental', city: 'Nador', faculty: 'Faculté des Sciences' },
];
const FILIERES: Array<{ filiere: string; parcours: string; modules: string[] }> = [
  { filiere: 'Sciences Économiques et Gestion', parcours: 'Économie et Gestion', modules: ['Introduction à l\'économie', 'Introduction à la gestion', 'Comptabilité générale I', 'Mathématiques I', 'Langues et terminologie I', 'Microéconomie I', 'Macroéconomie I', 'Comptabilité générale II', 'Statistique descriptive', 'Mathématiques II', 'Microéconomie II', 'Macroéconomie II', 'Probabilités', 'Droit des affaires', 'Comptabilité analytique', 'Économie monétaire', 'Mathématiques financières', 'Échantillonnage et estimation', 'Gestion financière', 'Économie internationale', 'Économétrie', 'Marketing', 'Fiscalité', 'Gestion des ressources humaines', 'Économie du développement', 'Finances publiques', 'Stratégie d\'entreprise', 'Audit et contrôle de gestion', 'Économie marocaine', 'Projet de fin d\'études'] },
  { filiere: 'Sciences Mathématiques et Informatique', parcours: 'Informatique', modules: ['Analyse I', 'Algèbre I', 'Algorithmique I', 'Physique I', 'Langues et terminologie', 'Analyse II', 'Algèbre II', 'Algorithmique II', 'Électronique numérique', 'Probabilités', 'Analyse III', 'Algèbre III', 'Programmation en C', 'Architecture des ordinateurs', 'Analyse numérique', 'Structures de données', 'Systèmes d\'exploitation', 'Bases de données', 'Théorie des graphes', 'Statistique', 'Programmation orientée objet', 'Réseaux informatiques', 'Génie logiciel', 'Compilation', 'Technologies du Web', 'Recherche opérationnelle', 'Intelligence artificielle', 'Administration des systèmes', 'Sécurité informatique', 'Projet de fin d\'études'] },
];
const fr = (n: number) => n.toFixed(2).replace('.', ',');
const mention = (m: number) => (m >= 16 ? 'Très Bien' : m >= 14 ? 'Bien' : m >= 12 ? 'Assez Bien' : 'Passable');

async function render(rng: Rng) {
  const person = nPerson(rng, 'MA');
  const uni = rng.pick(UNIS);
  const fil = rng.pick(FILIERES);
  const entry = rng.int(2012, 2020);
  const dob = iso(entry - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const born = rng.pick(['Fès', 'Meknès', 'Agadir', 'Oujda', 'Béni Mellal', 'Taza']);
  const cne = `${letters(rng, 1)}${digits(rng, 9)}`;
  const cin = `${letters(rng, 2)}${digits(rng, 6)}`;
  const F = rng.pick([SANS[0], SERIF[0], SANS[2], SERIF[2]]);
  const ability = rng.float(10.5, 15.5);
  const shown = rng.bool(0.5) ? `${upper(person.family)} ${person.given}` : upper(`${person.family} ${person.given}`);

  const r = nResult('fr', person, dob);
  setInstitution(r, uni.name, 'MA');
  const rows: TableRow[] = [];
  const semAvg: number[] = [];
  for (let s = 1; s <= 6; s++) {
    const year = `${entry + Math.floor((s - 1) / 2)}/${entry + Math.floor((s - 1) / 2) + 1}`;
    rows.push({ heading: `Semestre ${s} (S${s})  —  Année universitaire ${year}` });
    const notes: number[] = [];
    for (let k = 0; k < 5; k++) {
      const name = fil.modules[(s - 1) * 5 + k];
      const code = `M${String((s - 1) * 5 + k + 1).padStart(2, '0')}`;
      let note = Math.round(Math.max(6, Math.min(18.5, ability + rng.gauss() * 2.2)) * 4) / 4;
      const ratt = note < 10 && rng.bool(0.5);
      if (ratt) note = Math.max(10, note + 2);
      const res = note >= 10 ? (ratt ? 'VAR' : 'V') : 'VC';
      rows.push({ cells: [code, name, fr(note), res, ratt ? 'Rattrapage' : 'Normale'] });
      r.courses.push(course({ courseNumber: code, courseName: name, marksScored: note, maximumMarks: 20, passStatus: res, term: `Semestre ${s}`, session: year }));
      notes.push(note);
    }
    let avg = notes.reduce((a, b) => a + b, 0) / notes.length;
    if (avg < 10) avg = 10 + rng.float(0, 0.5);
    semAvg.push(avg);
    rows.push({ cells: ['', `Moyenne du semestre : ${fr(avg)}/20   —   Semestre validé`, '', '', ''], bold: true });
  }
  const overall = semAvg.reduce((a, b) => a + b, 0) / semAvg.length;
  const graduated = iso(entry + 3, 7, rng.int(1, 25));
  const issued = iso(entry + 3 + rng.int(0, 1), rng.int(9, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: cne, name: "Licence d'Études Fondamentales", level: 'Bachelor', program: fil.filiere, majorOrSpecialization: fil.parcours,
    yearOfAdmission: entry, yearOfCompletion: entry + 3, dateOfIssue: issued, cgpa: overall.toFixed(2), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = rng.int(38, 50);
  const R = pdf.width - L;
  const W = R - L;
  const green = rng.pick(['#005a32', '#8a1c1c', '#0b3d6b']);
  pdf.text('ROYAUME DU MAROC', L, 28, { font: F.bold, size: 9 });
  pdf.text(uni.name, L, 41, { font: F.bold, size: 11, color: green });
  pdf.text(uni.faculty, L, 55, { font: F.regular, size: 8.5, width: W / 2, fit: true });
  pdf.text(uni.city, L, 67, { font: F.regular, size: 8.5 });
  pdf.crest(R - 30, 50, 24, 'U', green);
  pdf.text('RELEVÉ DE NOTES DE LA LICENCE', L, 94, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Licence d'Études Fondamentales  —  Filière : ${fil.filiere}`, L, 113, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 134;
  const kv: Array<[string, string]> = [
    ['Nom et prénom', shown],
    ['CNE', cne],
    ['CIN', cin],
    ['Né(e) le', `${dmy(dob, '/')} à ${born}`],
    ['Parcours', fil.parcours],
    ['Année de première inscription', `${entry}/${entry + 1}`],
  ];
  const half = W / 2;
  kv.forEach(([k, v], i) => {
    const x = L + (i % 2) * half;
    const yy = y + Math.floor(i / 2) * 14;
    const w = pdf.text(`${k} : `, x, yy, { font: F.regular, size: 8.8 });
    pdf.text(v, x + w, yy, { font: F.bold, size: 8.8, width: half - w - 6, fit: true });
  });
  y += 3 * 14 + 10;
  const cols: Column[] = [
    { label: 'Code', width: 40 },
    { label: 'Module', width: W - 40 - 62 - 62 - 74, wrap: true },
    { label: ['Note', '/20'], width: 62, align: 'center' },
    { label: 'Résultat', width: 62, align: 'center' },
    { label: 'Session', width: 74, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), zebra: '#eef5ef', headerFill: '#dfe9e2', repeatHeader: true, top: 40, bottom: pdf.height - 58 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Moyenne générale de la licence : ${fr(overall)}/20   —   Mention : ${mention(overall)}`, L, y, { font: F.bold, size: 10 });
  y += 16;
  pdf.text(`Licence obtenue à la session de juillet ${entry + 3}.`, L, y, { font: F.regular, size: 9 });
  y += 14;
  pdf.text('V : validé — VC : validé par compensation — VAR : validé après rattrapage', L, y, { font: F.italic, size: 7.5 });
  y += 24;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')}`, R - 220, y, { font: F.regular, size: 9, width: 220, align: 'right' });
  pdf.signature(R - 150, y + 40, 120, rng);
  pdf.text('Le Doyen', R - 150, y + 50, { font: F.bold, size: 9, width: 120, align: 'center' });
  void graduated;
  footers(pdf, F, (p, n) => `Page ${p}/${n} — Ce relevé ne doit être remis à l'étudiant qu'en un seul exemplaire.`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': longDate(issued, 'fr'), 'qualification.cgpa': fr(overall), 'qualification.yearOfAdmission': `${entry}/${entry + 1}` } };
}

export const families: Family[] = [
  {
    id: 'n-ma-releve-licence',
    country: 'MA',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Moroccan licence (LMD) relevé de notes in French: "Royaume du Maroc", university and faculty, CNE and CIN, "Né(e) le … à …", the surname first, six semesters of modules with notes /20, V / VC (validé par compensation) / VAR (après rattrapage), normal or make-up session, semester averages and decisions, overall average and mention; validation and compensation rules as described by Moroccan universities\' LMD study regulations.',
    render,
  },
];
