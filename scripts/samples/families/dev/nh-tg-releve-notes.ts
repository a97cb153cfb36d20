/**
 * Togolese university relevé de notes of a Licence year, after public descriptions of Togo's public universities
 * under the LMD system (the Ministère de l'Enseignement Supérieur et de la Recherche; marks out of 20 with a decimal
 * comma, 10 the pass mark; unités d'enseignement (UE) with their codes and ECTS-like credits, 30 a semester; the
 * semester and the year's averages; the mention Passable / Assez Bien / Bien / Très Bien; a year validated once its 60
 * credits are capitalised): "RÉPUBLIQUE TOGOLAISE / Travail - Liberté - Patrie", the university with its faculty and
 * "B.P. …, Lomé – Togo", particulars with dot leaders ("Nom ……… AGBÉKO", "Prénoms ……… Komlan", "Né(e) le … à …", "N° carte
 * d'étudiant"), the parcours (the major), "Semestre 5" / "Semestre 6" headings, rows of code, intitulé, crédits, note /20
 * and the décision "Validée" (the result), the semester average row (no course), the year's average (`cgpa`), the
 * credits capitalised, the deliberation date of the jury and a later "Fait à Lomé, le …" (the issue). Names, numbers and
 * institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma2, course, courseTable, dateFr, digits, iso, mentionFr, nhPerson, nhResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nh-kit';

const UNIS = [
  { name: 'Université du Golfe de Bénin', city: 'Lomé', box: 'B.P. 20417, Lomé – Togo' },
  { name: 'Université des Plateaux de Kloto', city: 'Kpalimé', box: 'B.P. 318, Kpalimé – Togo' },
];
const PROGRAMMES = [
  {
    faculty: 'Faculté des Sciences Économiques et de Gestion', domaine: 'Sciences Économiques et de Gestion', parcours: 'Gestion des Entreprises', prefix: 'GES',
    s5: ['Comptabilité analytique', 'Gestion financière', 'Droit des affaires', 'Marketing opérationnel', 'Statistiques appliquées', 'Anglais des affaires'],
    s6: ['Contrôle de gestion', 'Gestion des ressources humaines', 'Fiscalité des entreprises', 'Audit comptable', 'Stage en entreprise'],
  },
  {
    faculty: 'Faculté des Sciences', domaine: 'Sciences et Technologies', parcours: 'Informatique', prefix: 'INF',
    s5: ['Algorithmique avancée', 'Bases de données relationnelles', 'Réseaux informatiques', 'Systèmes d\'exploitation', 'Probabilités et statistiques', 'Anglais scientifique'],
    s6: ['Génie logiciel', 'Programmation web', 'Sécurité des systèmes', 'Recherche opérationnelle', 'Projet tutoré'],
  },
];

async function render(rng: Rng) {
  const person = nhPerson(rng, 'TG');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const year = rng.int(2016, 2022);
  const delib = iso(year + 1, rng.pick([7, 8]), rng.int(1, 28));
  const issued = iso(year + 1, rng.pick([10, 11, 12]), rng.int(1, 28));
  const dob = iso(year - 20 - rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  const birthplace = rng.pick(['Sokodé', 'Atakpamé', 'Kara', 'Tsévié', 'Aného', 'Dapaong']);
  const card = `${String(year - 2).slice(2)}${digits(rng, 6)}`;
  const F = rng.pick([SANS[0], SERIF[0], SERIF[2]]);
  const ability = rng.float(10.5, 15.5);
  const leaders = rng.bool(0.6);

  const r = nhResult('fr', person, dob);
  setInstitution(r, uni.name, 'TG');
  const rows: TableRow[] = [];
  let sum = 0;
  let credits = 0;
  for (const [sem, titles] of [[5, prog.s5], [6, prog.s6]] as Array<[number, string[]]>) {
    rows.push({ heading: `Semestre ${sem}` });
    let ss = 0;
    let sc = 0;
    titles.forEach((t, k) => {
      // Thirty credits a semester: the last UE of semester 6 (the internship or project) weighs ten.
      const cr = (sem === 5 ? [6, 6, 5, 5, 5, 3] : [6, 5, 5, 4, 10])[k];
      const mark = Math.max(10, Math.min(18.5, Math.round((ability + rng.gauss() * 2) * 4) / 4));
      const code = `${prog.prefix}${sem}${String(k + 1).padStart(2, '0')}`;
      rows.push({ cells: [code, t, String(cr), comma2(mark), 'Validée'] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: mark, maximumMarks: 20, passStatus: 'Validée', term: `Semestre ${sem}` }));
      ss += mark * cr;
      sc += cr;
    });
    rows.push({ cells: ['', `Moyenne semestrielle : ${comma2(ss / sc)} / 20`, String(sc), '', ''], bold: true });
    sum += ss;
    credits += sc;
  }
  const avg = sum / credits;
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', majorOrSpecialization: prog.parcours, registrationNumber: card, yearOfCompletion: year + 1,
    dateOfIssue: issued, status: 'Completed', cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 42;
  const W = pdf.width - 2 * L;
  const red = '#8c1c13';
  pdf.text("MINISTÈRE DE L'ENSEIGNEMENT SUPÉRIEUR", L, 28, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.text('ET DE LA RECHERCHE', L, 39, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 56, { font: F.bold, size: 10.5, color: red, width: 230, align: 'center', fit: true });
  pdf.text(prog.faculty, L, 70, { font: F.regular, size: 8, width: 230, align: 'center', fit: true });
  pdf.text(uni.box, L, 82, { font: F.regular, size: 7.5, width: 230, align: 'center' });
  pdf.text('RÉPUBLIQUE TOGOLAISE', L + W - 200, 28, { font: F.bold, size: 9, width: 200, align: 'center' });
  pdf.text('Travail - Liberté - Patrie', L + W - 200, 40, { font: F.italic, size: 8, width: 200, align: 'center' });
  pdf.line(L, 98, L + W, 98, 0.8, red);
  pdf.text('RELEVÉ DE NOTES', L, 106, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Licence 3 — Année universitaire ${year}-${year + 1}`, L, 124, { font: F.regular, size: 10, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Nom', person.family.toUpperCase()],
    ['Prénoms', person.given],
    ['Né(e) le', `${slashed(dob)} à ${birthplace}`],
    ["N° carte d'étudiant", card],
    ['Domaine', prog.domaine],
    ['Parcours', prog.parcours],
  ];
  let y = 146;
  for (const [k, v] of kv) {
    if (leaders) {
      const w = pdf.text(k, L, y, { font: F.regular, size: 9.5 });
      const dotW = pdf.widthOf('.', F.regular, 9.5);
      pdf.text('.'.repeat(Math.max(2, Math.floor((130 - w - 4) / dotW))), L + w + 2, y, { font: F.regular, size: 9.5, color: '#444444' });
      pdf.text(v, L + 134, y, { font: F.bold, size: 9.5, width: W - 134, fit: true });
    } else {
      const w = pdf.text(`${k} : `, L, y, { font: F.bold, size: 9.5 });
      pdf.text(v, L + w, y, { font: F.regular, size: 9.5, width: W - w, fit: true });
    }
    y += 15;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Code UE', width: 62 },
    { label: 'Intitulé de l\'unité d\'enseignement', width: W - 62 - 56 - 66 - 70, wrap: true },
    { label: 'Crédits', width: 56, align: 'center' },
    { label: 'Note /20', width: 66, align: 'center' },
    { label: 'Décision', width: 70, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#f3e4e2', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`Moyenne annuelle : ${comma2(avg)} / 20`, L, y + 10, { font: F.bold, size: 10 });
  pdf.text(`Crédits capitalisés : ${credits} / 60`, L + 240, y + 10, { font: F.bold, size: 10 });
  pdf.text(`Décision du jury : Admis(e) — Mention : ${mentionFr(avg)}`, L, y + 28, { font: F.regular, size: 9.5 });
  pdf.text(`Date de délibération : ${slashed(delib)}`, L, y + 44, { font: F.regular, size: 9.5 });
  pdf.text(`Fait à ${uni.city}, le ${dateFr(issued)}`, L + W - 230, y + 70, { font: F.regular, size: 9.5, width: 230, align: 'center' });
  pdf.signature(L + W - 170, y + 88, 110, rng);
  pdf.text('Le Doyen', L + W - 230, y + 112, { font: F.bold, size: 9, width: 230, align: 'center' });
  pdf.text('Il n\'est délivré qu\'un seul exemplaire du présent relevé.', L, pdf.height - 44, { font: F.italic, size: 7 });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'institution.name': uni.name.toUpperCase(), 'candidate.fullName': person.given, 'candidate.dateOfBirth': slashed(dob), 'qualification.cgpa': comma2(avg),
      'qualification.dateOfIssue': dateFr(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nh-tg-releve-notes',
    country: 'TG',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Togolese LMD relevé de notes of Licence 3: République Togolaise, the university and faculty with "B.P. …, Lomé – Togo", Nom / Prénoms / Né(e) le … à … / N° carte d\'étudiant with dot leaders or colons, Domaine and Parcours, "Semestre 5" and "Semestre 6" with UE code, intitulé, crédits, note /20 with a decimal comma and "Validée", semester averages, the year\'s average, credits capitalised out of 60, the mention, the deliberation date and "Fait à Lomé, le …"; after public descriptions of Togo\'s LMD universities.',
    render,
  },
];
