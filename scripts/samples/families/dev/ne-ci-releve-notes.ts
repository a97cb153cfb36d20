/**
 * Ivorian university relevé de notes of the LMD system, after the LMD regulations of Ivorian public universities
 * and the grading references that describe them: "RÉPUBLIQUE DE CÔTE D'IVOIRE" with its motto, the ministry, the
 * university and its UFR, "RELEVÉ DE NOTES", the year (Licence 3, "Année universitaire 2020-2021"), the student's
 * "Nom et prénoms" (the family name in capitals first), "Né(e) le … à …", the student card number, the Domaine /
 * Mention / Parcours; per semester, the teaching units (UE: code, title, credits, the unit's average and its
 * result "Validée" / "Non validée" / "Compensée") with their constituent elements (ECUE) under them — each with its
 * credits, its mark out of 20 with a decimal comma and the session it was obtained at (1 the ordinary session,
 * 2 the resit) — the semester's average and credits, the year's average, the credits capitalised, the jury's
 * decision and, on the last year, the licence obtained with its mention and the date of the deliberation.
 * Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma2, course, courseTable, dateFr, digits, iso, nePerson, neResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ne-kit';

const UNIS = [
  { name: 'Université de la Marahoué', city: 'Bouaflé', box: 'BP 1120 Bouaflé' },
  { name: 'Université Lagunaire de Dabou', city: 'Dabou', box: 'BP 45 Dabou' },
  { name: 'Université du Littoral de Sassandra', city: 'Sassandra', box: 'BP 312 Sassandra' },
];

interface Ue { code: string; title: string; ecue: string[] }
const PROGRAMMES: Array<{ domaine: string; mention: string; parcours: string; ufr: string; s5: Ue[]; s6: Ue[] }> = [
  {
    domaine: 'Sciences Économiques et de Gestion', mention: 'Économie', parcours: 'Économie du Développement', ufr: 'UFR des Sciences Économiques et de Gestion',
    s5: [
      { code: 'ECO5101', title: 'Macroéconomie approfondie', ecue: ['Croissance économique', 'Politiques macroéconomiques'] },
      { code: 'ECO5102', title: 'Méthodes quantitatives', ecue: ['Économétrie I', 'Statistique inférentielle'] },
      { code: 'ECO5103', title: 'Économie du développement', ecue: ['Théories du développement', 'Économie rurale'] },
      { code: 'TRV5104', title: 'Langues et outils', ecue: ['Anglais économique', 'Informatique appliquée'] },
    ],
    s6: [
      { code: 'ECO6101', title: 'Économie internationale', ecue: ['Commerce international', 'Finance internationale'] },
      { code: 'ECO6102', title: 'Économie publique', ecue: ['Finances publiques', 'Économie de l\'environnement'] },
      { code: 'ECO6103', title: 'Méthodologie', ecue: ['Économétrie II', 'Méthodologie de recherche'] },
      { code: 'ECO6104', title: 'Stage et rapport', ecue: ['Rapport de stage'] },
    ],
  },
  {
    domaine: 'Sciences et Technologies', mention: 'Mathématiques-Informatique', parcours: 'Informatique', ufr: 'UFR Mathématiques et Informatique',
    s5: [
      { code: 'INF5101', title: 'Programmation avancée', ecue: ['Programmation orientée objet', 'Structures de données'] },
      { code: 'INF5102', title: 'Systèmes et réseaux', ecue: ['Systèmes d\'exploitation', 'Réseaux informatiques'] },
      { code: 'MAT5103', title: 'Mathématiques pour l\'informatique', ecue: ['Recherche opérationnelle', 'Probabilités'] },
      { code: 'TRV5104', title: 'Langues et communication', ecue: ['Anglais technique', 'Techniques d\'expression'] },
    ],
    s6: [
      { code: 'INF6101', title: 'Bases de données', ecue: ['Conception de bases de données', 'SQL avancé'] },
      { code: 'INF6102', title: 'Génie logiciel', ecue: ['Génie logiciel', 'Développement web'] },
      { code: 'INF6103', title: 'Intelligence artificielle', ecue: ['Introduction à l\'IA', 'Compilation'] },
      { code: 'INF6104', title: 'Projet tutoré', ecue: ['Projet tutoré'] },
    ],
  },
];

function mention(avg: number): string {
  if (avg >= 16) return 'Très Bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez Bien';
  return 'Passable';
}

async function render(rng: Rng) {
  const person = nePerson(rng, 'CI');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const year = rng.int(2017, 2022);
  const delib = iso(year + 1, rng.pick([7, 8]), rng.int(1, 28));
  const dob = iso(year - 20 - rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  const birthplace = rng.pick(['Bouaké', 'Daloa', 'Abidjan', 'Korhogo', 'Yamoussoukro', 'Man']);
  const card = `CI${digits(rng, 10)}`;
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const ability = rng.float(10.5, 15.5);
  const shown = `${person.family.toUpperCase()} ${person.given}`;

  const r = neResult('fr', person, dob);
  setInstitution(r, uni.name, 'CI');
  const rows: TableRow[] = [];
  let totalCredits = 0, totalSum = 0;
  const semAvgs: string[] = [];
  for (const [sem, ues] of [[5, prog.s5], [6, prog.s6]] as Array<[number, Ue[]]>) {
    rows.push({ heading: `Semestre ${sem}` });
    let sc = 0, ss = 0;
    for (const ue of ues) {
      const ecues = ue.ecue.map((t) => {
        const credit = ue.ecue.length === 1 ? 6 : rng.pick([3, 4]);
        let mark = Math.max(6, Math.min(18.5, Math.round((ability + rng.gauss() * 2.2) * 4) / 4));
        const session = mark < 10 ? 2 : 1;
        if (session === 2) mark = Math.max(10, Math.round((ability + rng.float(0, 1.5)) * 4) / 4);
        return { t, credit, mark, session };
      });
      const uc = ecues.reduce((a, e) => a + e.credit, 0);
      const um = ecues.reduce((a, e) => a + e.credit * e.mark, 0) / uc;
      rows.push({ cells: [ue.code, ue.title, String(uc), comma2(um), '', um >= 10 ? 'Validée' : 'Compensée'], bold: true });
      ecues.forEach((e, k) => {
        const code = `${ue.code}.${k + 1}`;
        rows.push({ cells: [code, `   ${e.t}`, String(e.credit), comma2(e.mark), String(e.session), ''] });
        r.courses.push(course({ courseNumber: code, courseName: e.t, credit: e.credit, marksScored: e.mark, maximumMarks: 20 }));
      });
      sc += uc;
      ss += uc * um;
    }
    const sa = ss / sc;
    semAvgs.push(comma2(sa));
    rows.push({ cells: ['', `Moyenne du semestre ${sem} : ${comma2(sa)}/20 — Crédits acquis : ${sc}/${sc}`, '', '', '', ''], bold: true });
    totalCredits += sc;
    totalSum += ss;
  }
  const avg = totalSum / totalCredits;
  const avgS = avg.toFixed(2);
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', program: null, majorOrSpecialization: prog.mention, registrationNumber: card, yearOfAdmission: null, yearOfCompletion: year + 1,
    dateOfIssue: delib, status: 'Completed', cgpa: avgS, totalCreditsOrMarks: String(totalCredits),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${delib}T09:00:00Z`) });
  const L = 40;
  const W = pdf.width - 2 * L;
  const green = '#0f5132';
  pdf.text("RÉPUBLIQUE DE CÔTE D'IVOIRE", L + W - 220, 26, { font: F.bold, size: 9, width: 220, align: 'center' });
  pdf.text('Union - Discipline - Travail', L + W - 220, 38, { font: F.italic, size: 8, width: 220, align: 'center' });
  pdf.text("MINISTÈRE DE L'ENSEIGNEMENT SUPÉRIEUR", L, 26, { font: F.bold, size: 8, width: 240, align: 'center' });
  pdf.text('ET DE LA RECHERCHE SCIENTIFIQUE', L, 37, { font: F.bold, size: 8, width: 240, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 54, { font: F.bold, size: 11, color: green, width: 240, align: 'center', fit: true });
  pdf.text(prog.ufr, L, 68, { font: F.regular, size: 8, width: 240, align: 'center', fit: true });
  pdf.text(`${uni.box} · Côte d'Ivoire · Tél. +225 27 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 80, { font: F.regular, size: 7.5, width: 240, align: 'center', fit: true });
  pdf.line(L, 96, L + W, 96, 0.8, green);
  pdf.text('RELEVÉ DE NOTES', L, 104, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Licence 3 (L3) — Année universitaire ${year}-${year + 1}`, L, 122, { font: F.regular, size: 10, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Nom et prénoms', shown],
    ['Né(e) le', `${slashed(dob)} à ${birthplace}`],
    ['N° carte d\'étudiant', card],
    ['Domaine', prog.domaine],
    ['Mention', prog.mention],
    ['Parcours', prog.parcours],
  ];
  let y = 144;
  for (const [k, v] of kv) {
    pdf.text(`${k} :`, L, y, { font: F.regular, size: 8.5 });
    pdf.text(v, L + 120, y, { font: F.bold, size: 8.5, width: W - 120, fit: true });
    y += 13;
  }
  y += 6;
  const cols: Column[] = [
    { label: 'Code', width: 64 },
    { label: 'Unités d\'enseignement (UE) / Éléments constitutifs (ECUE)', width: W - 64 - 46 - 56 - 44 - 64, wrap: true },
    { label: 'Crédits', width: 46, align: 'center' },
    { label: 'Note /20', width: 56, align: 'center' },
    { label: 'Session', width: 44, align: 'center' },
    { label: 'Résultat', width: 64, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e3efe8', repeatHeader: true, top: 50, bottom: pdf.height - 50 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  pdf.text(`Moyenne annuelle : ${comma2(avg)}/20`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Crédits capitalisés : ${totalCredits}`, L + 220, y, { font: F.bold, size: 9.5 });
  pdf.text(`Décision du jury : Admis(e) — Licence obtenue, mention « ${mention(avg)} »`, L, y + 15, { font: F.bold, size: 9.5 });
  pdf.text(`Date de délibération : ${slashed(delib)}`, L, y + 30, { font: F.regular, size: 9 });
  pdf.para('Session 1 : session normale ; Session 2 : session de rattrapage. Une UE est validée avec une moyenne égale ou supérieure à 10/20.', L, y + 46, W, { font: F.italic, size: 7 });
  pdf.text(`Fait à ${uni.city}, le ${dateFr(delib)}`, L + W - 230, y + 70, { font: F.regular, size: 9, width: 230, align: 'right' });
  pdf.text('Le Doyen de l\'UFR', L + W - 230, y + 86, { font: F.bold, size: 9, width: 230, align: 'right' });
  pdf.signature(L + W - 140, y + 110, 100, rng);
  pdf.seal(L + 80, y + 100, 28, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown, 'candidate.dateOfBirth': slashed(dob), 'qualification.cgpa': comma2(avg),
      'qualification.yearOfCompletion': slashed(delib), 'qualification.dateOfIssue': dateFr(delib),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ne-ci-releve-notes',
    country: 'CI',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Ivorian LMD relevé de notes of the Licence 3: the republic and its motto, ministry, university and UFR, "Nom et prénoms" (NOM Prénoms), "Né(e) le … à …", student card, Domaine / Mention / Parcours, per semester the UE rows (code, title, credits, average, Validée / Compensée) over their ECUE (credits, mark /20 with a decimal comma, session 1 or 2), semester averages, the year\'s average, credits capitalised, the jury\'s decision with the licence obtained and its mention, the deliberation date; after Ivorian LMD regulations and grading references.',
    render,
  },
];
