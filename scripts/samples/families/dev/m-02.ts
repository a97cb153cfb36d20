/**
 * Tunisian relevé de notes of a national licence (LMD system), in French with the republic and
 * the university in Arabic on the letterhead: "République Tunisienne / Ministère de l'Enseignement
 * Supérieur et de la Recherche Scientifique", the university and the institute; the student as
 * "SURNAME Given names", date and place of birth, CIN and registration numbers; the diploma
 * ("Licence Fondamentale en …", "Licence Appliquée en …") with its speciality, the year of study
 * and the academic year; per semester the teaching units (UE, fundamental / transversal /
 * optional) with their constituent elements (ECUE): coefficient, credits, the mark out of 20 with
 * a decimal comma and the session it was obtained in (principale / contrôle); the unit's average
 * and credits obtained; the semester averages, the annual average (moyenne annuelle /20), the
 * credits obtained, the jury's decision ("Admis(e)", "Admis(e) — session de contrôle") and the
 * mention; for the final year the licence obtained. Two layouts: units as heading rows, or a UE
 * column beside the elements (as in the ministry's unified credit-system guide, the 2009/2023
 * arrêtés fixing the evaluation and progression rules of the licence).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, comma, dmy, mPerson, mResult, upper } from './m-kit';

const INSTITUTES = [
  { uni: 'Université du Cap Bon', uniAr: 'جامعة الوطن القبلي', inst: 'Institut Supérieur des Études Commerciales de Nabeul', city: 'Nabeul', zip: '8000' },
  { uni: 'Université du Sahel Sud', uniAr: 'جامعة الساحل الجنوبي', inst: "Institut Supérieur d'Informatique de Mahdia", city: 'Mahdia', zip: '5100' },
  { uni: 'Université du Nord-Ouest', uniAr: 'جامعة الشمال الغربي', inst: 'Faculté des Sciences Économiques et de Gestion de Béja', city: 'Béja', zip: '9000' },
];
const CITIES = ['Sfax', 'Sousse', 'Kairouan', 'Gabès', 'Bizerte', 'Monastir', 'Tunis', 'Ariana', 'Nabeul', 'Kasserine'];
/** Units of each year: [unit title, kind, elements]. */
type Unit = [string, 'Fondamentale' | 'Transversale' | 'Optionnelle', string[]];
const PROGRAMMES: Array<{ name: string; speciality: string; code: string; years: Unit[][] }> = [
  {
    name: 'Licence Fondamentale en Sciences de Gestion', speciality: 'Finance', code: 'LFG',
    years: [
      [['Comptabilité', 'Fondamentale', ['Comptabilité financière 1', 'Comptabilité financière 2']], ['Économie', 'Fondamentale', ['Microéconomie', 'Macroéconomie']], ['Méthodes quantitatives', 'Fondamentale', ['Mathématiques appliquées', 'Statistique descriptive']], ['Langues et culture', 'Transversale', ['Anglais 1', 'Techniques de communication', "Culture de l'entreprise"]], ['Gestion', 'Fondamentale', ['Principes de gestion', 'Introduction au droit']]],
      [['Finance', 'Fondamentale', ['Gestion financière', 'Mathématiques financières']], ['Comptabilité approfondie', 'Fondamentale', ['Comptabilité analytique', 'Comptabilité des sociétés']], ['Marketing et GRH', 'Fondamentale', ['Marketing fondamental', 'Gestion des ressources humaines']], ['Outils', 'Transversale', ['Anglais 2', 'Informatique de gestion', 'Droit des affaires']], ['Probabilités', 'Fondamentale', ['Probabilités', 'Statistique inférentielle']]],
      [['Marchés financiers', 'Fondamentale', ['Marchés des capitaux', 'Évaluation des actifs financiers']], ['Finance d\'entreprise', 'Fondamentale', ['Politique financière', 'Diagnostic financier']], ['Banque', 'Fondamentale', ['Techniques bancaires', 'Fiscalité']], ['Transversales', 'Transversale', ['Anglais des affaires', 'Entrepreneuriat', "Projet de fin d'études"]], ['Options', 'Optionnelle', ['Finance islamique', 'Audit financier']]],
    ],
  },
  {
    name: 'Licence Appliquée en Informatique de Gestion', speciality: 'Business Intelligence', code: 'LAIG',
    years: [
      [['Algorithmique', 'Fondamentale', ['Algorithmique et structures de données 1', 'Programmation C']], ['Systèmes', 'Fondamentale', ['Architecture des ordinateurs', "Systèmes d'exploitation"]], ['Mathématiques', 'Fondamentale', ['Logique formelle', 'Algèbre linéaire']], ['Gestion', 'Fondamentale', ['Principes de gestion', 'Comptabilité générale']], ['Langues', 'Transversale', ['Anglais 1', 'Techniques de communication']]],
      [['Programmation', 'Fondamentale', ['Programmation orientée objet', 'Programmation Web']], ['Bases de données', 'Fondamentale', ['Conception des systèmes d\'information', 'Bases de données relationnelles']], ['Réseaux', 'Fondamentale', ['Réseaux informatiques', 'Administration des systèmes']], ['Gestion', 'Fondamentale', ['Gestion financière', 'Marketing']], ['Transversales', 'Transversale', ['Anglais 2', 'Droit informatique', 'Culture numérique']]],
      [['Décisionnel', 'Fondamentale', ['Entrepôts de données', 'Fouille de données']], ['Génie logiciel', 'Fondamentale', ['Génie logiciel', 'Développement mobile']], ['ERP', 'Fondamentale', ['Progiciels de gestion intégrés', 'Gestion de projets']], ['Transversales', 'Transversale', ['Anglais technique', 'Entrepreneuriat', 'Stage de fin d\'études']], ['Options', 'Optionnelle', ['Sécurité informatique', 'Cloud computing']]],
    ],
  },
  {
    name: 'Licence Fondamentale en Économie', speciality: 'Économie et Finance Internationales', code: 'LFE',
    years: [
      [['Analyse économique', 'Fondamentale', ['Microéconomie 1', 'Macroéconomie 1']], ['Méthodes', 'Fondamentale', ['Mathématiques 1', 'Statistique 1']], ['Histoire et institutions', 'Fondamentale', ['Histoire des faits économiques', 'Institutions financières']], ['Gestion', 'Fondamentale', ['Comptabilité générale', 'Introduction à la gestion']], ['Langues', 'Transversale', ['Anglais 1', 'Français', 'Informatique 1']]],
      [['Analyse économique 2', 'Fondamentale', ['Microéconomie 2', 'Macroéconomie 2']], ['Économétrie', 'Fondamentale', ['Économétrie 1', 'Statistique 2']], ['Monnaie', 'Fondamentale', ['Économie monétaire', 'Finances publiques']], ['International', 'Fondamentale', ['Commerce international', 'Économie du développement']], ['Langues', 'Transversale', ['Anglais 2', 'Informatique 2']]],
      [['Finance internationale', 'Fondamentale', ['Finance internationale', 'Marchés des changes']], ['Politiques', 'Fondamentale', ['Politique économique', 'Économie européenne']], ['Méthodes avancées', 'Fondamentale', ['Économétrie 2', 'Analyse des données']], ['Transversales', 'Transversale', ['Anglais des affaires', 'Entrepreneuriat', 'Rapport de stage']], ['Options', 'Optionnelle', ['Économie du Maghreb', 'Économie de l\'énergie']]],
    ],
  },
];
const YEAR_NAMES = ['Première année', 'Deuxième année', 'Troisième année'];

function mention(avg: number): string {
  if (avg >= 16) return 'Très Bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez Bien';
  return 'Passable';
}

async function render(rng: Rng) {
  const p = mPerson(rng, 'TN');
  const inst = rng.pick(INSTITUTES);
  const prog = rng.pick(PROGRAMMES);
  const level = rng.bool(0.6) ? 3 : rng.int(1, 2);
  const start = rng.int(2014, 2021);
  const yStart = start + level - 1;
  const session = `${yStart}/${yStart + 1}`;
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[2]]);
  const flat = rng.bool(0.5);
  const ability = rng.float(10, 15.5);
  const controle = rng.bool(0.35);

  const r = mResult('fr', p.given, p.family, dob);
  setInstitution(r, inst.uni, 'TN');
  const rows: TableRow[] = [];
  const units = prog.years[level - 1];
  const semesters = [units.slice(0, 3), units.slice(3)];
  let annual = 0;
  let coefTotal = 0;
  let credits = 0;
  const semAverages: number[] = [];
  semesters.forEach((su, si) => {
    const sem = `Semestre ${2 * level - 1 + si}`;
    if (!flat) rows.push({ heading: sem.toUpperCase() });
    let sSum = 0;
    let sCoef = 0;
    // The elements' credits, scaled so that the semester makes its 30 credits (the licence's 180 over six semesters).
    const raw = su.map(([, kind, elements]) => elements.map(() => (kind === 'Fondamentale' ? rng.pick([4, 5, 5]) : rng.pick([2, 2, 3]))));
    const flatRaw = raw.flat();
    const total = flatRaw.reduce((a, b) => a + b, 0);
    const scaled = raw.map((u) => u.map((c) => Math.max(1, Math.round((c * 30) / total))));
    scaled[0][0] += 30 - scaled.flat().reduce((a, b) => a + b, 0);
    su.forEach(([title, kind, elements], ui) => {
      const ueCode = `UE${kind[0]}${2 * level - 1 + si}${ui + 1}`;
      if (!flat) rows.push({ heading: `${ueCode} — Unité ${kind} : ${title}` });
      let uSum = 0;
      let uCoef = 0;
      let uCred = 0;
      for (const [ei, el] of elements.entries()) {
        const coef = kind === 'Fondamentale' ? rng.pick([1.5, 2, 2]) : 1;
        const cred = scaled[ui][ei];
        const late = controle && rng.bool(0.15);
        const mark = Math.max(late ? 10 : 6, Math.min(19.5, Math.round((ability + rng.gauss() * 2.4) * 4) / 4));
        const code = `${prog.code}${level}${si + 1}${ui + 1}${ei + 1}`;
        const cells = [code, el, comma(coef, 1), String(cred), comma(mark, 2), late ? 'Contrôle' : 'Principale'];
        rows.push({ cells: flat ? [ueCode, ...cells] : cells });
        r.courses.push(course({ courseNumber: code, courseName: el, credit: cred, marksScored: mark, maximumMarks: 20, term: sem, session }));
        uSum += mark * coef;
        uCoef += coef;
        uCred += cred;
      }
      const uAvg = uSum / uCoef;
      if (!flat) rows.push({ cells: ['', `Moyenne de l'unité : ${comma(uAvg, 2)} — crédits de l'unité : ${uCred}`, '', '', '', ''], bold: true });
      sSum += uSum;
      sCoef += uCoef;
      credits += uCred;
    });
    semAverages.push(sSum / sCoef);
    annual += sSum;
    coefTotal += sCoef;
  });
  const avg = Math.round((annual / coefTotal) * 100) / 100;
  const delib = iso(yStart + 1, controle ? 7 : 6, rng.int(5, 28));
  const issued = addDays(delib, rng.int(20, 200));
  const decision = controle ? 'Admis(e) — session de contrôle' : 'Admis(e) — session principale';
  Object.assign(r.qualification, {
    registrationNumber: null, name: prog.name, level: 'Bachelor', majorOrSpecialization: prog.speciality, yearOfAdmission: start,
    dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits),
  });
  if (level === 3) Object.assign(r.qualification, { yearOfCompletion: yStart + 1, status: 'Completed' });
  const regNo = `${start}${digits(rng, 5)}`;
  r.qualification.registrationNumber = regNo;

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: inst.inst, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const L = 40;
  const R = pdf.width - 40;
  const W = R - L;
  const ar = (t: string, right: number, y: number, size: number, bold = false) => {
    doc.fillColor('#000000');
    rtl(doc, t, right, y, bold ? naskh.b : naskh.r, size, F.regular);
  };
  const head = ['République Tunisienne', "Ministère de l'Enseignement Supérieur", 'et de la Recherche Scientifique', inst.uni, inst.inst];
  head.forEach((t, i) => pdf.text(t, L, 26 + i * 12, { font: i === 0 || i >= 3 ? F.bold : F.regular, size: i >= 3 ? 9 : 8.5, width: 290, fit: true }));
  ar('الجمهورية التونسية', R, 22, 10.5, true);
  ar('وزارة التعليم العالي والبحث العلمي', R, 38, 9.5);
  ar(inst.uniAr, R, 54, 10, true);
  pdf.crest(pdf.width / 2 + 40, 50, 20, '', '#a4161a');
  pdf.line(L, 92, R, 92, 0.8);
  pdf.text('RELEVÉ DE NOTES', L, 102, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Année universitaire : ${session}`, L, 121, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 142;
  const birth = `${dmy(dob, '/')} à ${rng.pick(CITIES)}`;
  const pairs: Array<[string, string]> = [
    ['Nom et Prénom', `${upper(p.family, 'fr')} ${p.given}`],
    [p.woman ? 'Née le' : 'Né le', birth],
    ['N° CIN', `0${digits(rng, 7)}`],
    ["N° d'inscription", regNo],
    ['Diplôme', prog.name],
    ['Spécialité', prog.speciality],
    ['Niveau', YEAR_NAMES[level - 1]],
  ];
  for (const [k, v] of pairs) {
    pdf.text(k, L, y, { font: F.regular, size: 9 });
    pdf.text(`: ${v}`, L + 100, y, { font: F.bold, size: 9, width: W - 100, fit: true });
    y += 13.5;
  }
  y += 6;
  const cols: Column[] = [
    ...(flat ? [{ label: 'UE', width: 50 }] : []),
    { label: 'Code', width: 50 },
    { label: 'Élément constitutif (ECUE)', width: W - (flat ? 50 : 0) - 50 - 40 - 46 - 50 - 60, wrap: true },
    { label: 'Coef.', width: 40, align: 'center' },
    { label: 'Crédits', width: 46, align: 'center' },
    { label: 'Note /20', width: 50, align: 'center' },
    { label: 'Session', width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: flat ? 'grid' : rng.pick(['grid', 'rows'] as const), headerFill: '#eeeeee', repeatHeader: true, top: 46, bottom: pdf.height - 56 });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 56;
  }
  y += 12;
  const tail: Array<[string, string]> = [
    ...semAverages.map((a, i): [string, string] => [`Moyenne Semestre ${2 * level - 1 + i}`, `${comma(a, 2)} / 20`]),
    ['Moyenne annuelle', `${comma(avg, 2)} / 20`],
    ['Crédits obtenus', `${credits} / 60`],
    ['Décision du jury', decision],
    ['Mention', mention(avg)],
  ];
  for (const [k, v] of tail) {
    pdf.text(k, L, y, { font: F.bold, size: 9 });
    pdf.text(`: ${v}`, L + 130, y, { font: F.regular, size: 9 });
    y += 13.5;
  }
  if (level === 3) {
    y += 4;
    pdf.para(`L'étudiant(e) a obtenu le diplôme de ${prog.name} (spécialité ${prog.speciality}) à l'issue de la délibération du ${dmy(delib, '/')}.`, L, y, W, { font: F.italic, size: 8.5 });
    y += 26;
  }
  y += 8;
  pdf.text(`${inst.city}, le ${dmy(issued, '/')}`, R - 200, y, { font: F.regular, size: 9, width: 200, align: 'right' });
  pdf.text('Le Directeur des Études', R - 200, y + 16, { font: F.bold, size: 9, width: 200, align: 'right' });
  pdf.signature(R - 150, y + 44, 110, rng);
  pdf.seal(R - 250, y + 40, 26, '#2e4a8a');
  footers(pdf, F, (a, b) => `Page ${a}/${b} — Ce relevé ne doit être remis qu'en un seul exemplaire. Aucun duplicata ne sera délivré.`);
  const printed: Record<string, string> = { 'candidate.fullName': `${upper(p.family, 'fr')} ${p.given}`, 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': dmy(issued, '/'), 'qualification.cgpa': comma(avg, 2) };
  if (level === 3) printed['qualification.yearOfCompletion'] = dmy(delib, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-02-marksheet',
    country: 'TN',
    languages: ['fr', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: "Tunisian relevé de notes of a licence (LMD): republic, ministry and university in French and Arabic, SURNAME Given names, CIN and registration numbers, diploma and speciality, year of study; teaching units (fondamentale, transversale, optionnelle) with their elements, coefficient, credits, mark /20 with a decimal comma and its session (principale / contrôle); unit, semester and annual averages, credits obtained, the jury's decision and mention; as described in the ministry's unified credit-system guide and evaluation rules of the licence.",
    render,
  },
];
