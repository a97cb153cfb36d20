/**
 * Belgian (French Community) transcript of a bachelor's programme (relevé de notes), as the universities
 * of the Fédération Wallonie-Bruxelles describe it under the "Décret Paysage": the holder as "NOM Prénom"
 * (surname in capitals first), "Né(e) le 14/03/2001", the matricule, the programme named by its grade
 * ("Bachelier en sciences économiques et de gestion"), the first enrolment year ("2019-2020"), the
 * courses (unités d'enseignement) under "Bloc 1 … Bloc 3" headings with a code, the ECTS credits and the
 * mark out of 20 (pass from 10), the weighted average "/20", the credits earned, the jury's deliberation
 * date and the mention ("Distinction", "Grande distinction"), "Mons, le 8 juillet 2022".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma, course, courseTable, digits, footers, iso, longDate, naPerson, naResult, numeric, setInstitution, type Column, type TableRow } from '../lib/na-kit';

const INSTITUTIONS = [
  { name: 'Université de la Haute-Senne', address: 'Place du Parc 20, 7000 Mons', web: 'www.uhm.be', city: 'Mons' },
  { name: 'Université libre de Sambre', address: 'Avenue Franklin 50, 1050 Bruxelles, Belgique', web: 'www.ulsambre.be', city: 'Bruxelles' },
  { name: 'Haute École de la Vesdre', address: 'Rue Peetermans 80, 4100 Seraing', web: 'www.hevesdre.be', city: 'Seraing' },
];

interface Programme {
  name: string;
  prefix: string;
  college: boolean;
  blocks: string[][];
}

const PROGRAMMES: Programme[] = [
  {
    name: 'Bachelier en sciences économiques et de gestion', prefix: 'ECGE', college: false,
    blocks: [
      ['Principes d\'économie', 'Mathématiques générales', 'Comptabilité générale', 'Introduction au droit', 'Anglais économique I'],
      ['Microéconomie', 'Statistique descriptive et inférentielle', 'Finance d\'entreprise', 'Marketing', 'Anglais économique II'],
      ['Macroéconomie', 'Économétrie', 'Gestion des ressources humaines', 'Stratégie d\'entreprise', 'Travail de fin d\'études'],
    ],
  },
  {
    name: 'Bachelier en sciences informatiques', prefix: 'INFO', college: false,
    blocks: [
      ['Programmation I', 'Mathématiques discrètes', 'Architecture des ordinateurs', 'Analyse I'],
      ['Programmation II', 'Algorithmique', 'Bases de données', 'Probabilités et statistique', 'Systèmes d\'exploitation'],
      ['Réseaux informatiques', 'Génie logiciel', 'Calculabilité', 'Projet de programmation', 'Stage'],
    ],
  },
  {
    name: 'Bachelier en soins infirmiers', prefix: 'SINF', college: true,
    blocks: [
      ['Sciences infirmières I', 'Anatomie et physiologie', 'Psychologie générale', 'Enseignement clinique I'],
      ['Sciences infirmières II', 'Pharmacologie', 'Pathologie médicale', 'Enseignement clinique II'],
      ['Santé communautaire', 'Éthique et déontologie', 'Enseignement clinique III', 'Travail de fin d\'études'],
    ],
  },
];

async function render(rng: Rng) {
  const person = naPerson(rng, 'BE');
  const prog = rng.pick(PROGRAMMES);
  const inst = rng.pick(INSTITUTIONS.filter((i) => /Haute École/.test(i.name) === prog.college));
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const delib = iso(entry + 3, rng.pick([6, 7]), rng.int(1, 30));
  const issued = iso(entry + 3, rng.pick([7, 8, 9]), rng.int(1, 28));
  const matricule = `${digits(rng, 8)}`;
  const F = rng.pick([SANS[0], SERIF[0], SERIF[2]]);
  const ability = rng.float(11, 16);
  const slash = rng.bool(0.5);

  const r = naResult('fr', person, dob);
  setInstitution(r, inst.name, 'BE');
  const rows: TableRow[] = [];
  let sum = 0;
  let weighted = 0;
  prog.blocks.forEach((units, b) => {
    rows.push({ heading: `Bloc ${b + 1} — Année académique ${entry + b}-${entry + b + 1}` });
    units.forEach((unit, k) => {
      const tfe = /fin d'études|Stage|Projet/.test(unit);
      const ects = tfe ? rng.pick([10, 15]) : rng.pick([5, 5, 4, 6, 3]);
      // Marks out of 20 in halves or units; a course counts as passed from 10.
      const mark = Math.max(10, Math.min(19, Math.round((ability + rng.gauss() * 2.2) * 2) / 2));
      const code = `${prog.prefix}-B${b + 1}${String(k + 1).padStart(2, '0')}`;
      rows.push({ cells: [code, unit, String(ects), slash ? `${comma(mark)}/20` : comma(mark)] });
      r.courses.push(course({ courseNumber: code, courseName: unit, credit: ects, marksScored: mark, maximumMarks: 20 }));
      sum += ects;
      weighted += mark * ects;
    });
  });
  const avg = (weighted / sum).toFixed(2);
  const mention = Number(avg) >= 16 ? 'Grande distinction' : Number(avg) >= 14 ? 'Distinction' : 'Satisfaction';
  Object.assign(r.qualification, {
    registrationNumber: matricule, name: prog.name, level: 'Bachelor', majorOrSpecialization: prog.name.replace(/^Bachelier en /, ''), yearOfAdmission: entry,
    yearOfCompletion: Number(delib.slice(0, 4)), dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(sum), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const R = pdf.width - L;
  const W = R - L;
  const ink = rng.pick(['#003366', '#222222', '#7a1f2b']);
  const letterhead = (p: Pdf) => {
    p.text(inst.name, L, 36, { font: F.bold, size: 14, color: ink });
    p.text(`Service des inscriptions · ${inst.address} · ${inst.web}`, L, 55, { font: F.regular, size: 8, color: '#555555' });
    p.line(L, 68, R, 68, 0.8, ink);
    return 0;
  };
  letterhead(pdf);
  pdf.text('RELEVÉ DE NOTES', L, 82, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(prog.name, L, 101, { font: F.regular, size: 10.5, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Nom et prénom', `${person.family.toUpperCase()} ${person.given}`],
    ['Né(e) le', numeric(dob, '/')],
    ['Matricule', matricule],
    ['Année de première inscription', `${entry}-${entry + 1}`],
    ['Date de délibération', longDate(delib, 'fr')],
  ];
  let y = 126;
  for (const [key, v] of kv) {
    pdf.text(`${key} :`, L, y, { font: F.regular, size: 9, color: '#333333' });
    pdf.text(v, L + 160, y, { font: F.bold, size: 9.5, width: W - 160, fit: true });
    y += 14.5;
  }
  y += 12;
  const cols: Column[] = [{ label: 'Code', width: 72 }, { label: 'Unité d\'enseignement', width: W - 72 - 56 - 70, wrap: true }, { label: 'Crédits', width: 56, align: 'right' }, { label: 'Note /20', width: 70, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e4e9f1', repeatHeader: true, top: 84, bottom: pdf.height - 60, onNewPage: letterhead });
  y += 12;
  if (y > pdf.height - 150) {
    pdf.addPage();
    letterhead(pdf);
    y = 90;
  }
  pdf.text(`Crédits acquis : ${sum} ECTS`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Moyenne pondérée : ${comma(avg)}/20`, L, y + 15, { font: F.regular, size: 9.5 });
  pdf.text(`Décision du jury : réussite avec la mention ${mention}`, L, y + 30, { font: F.regular, size: 9.5 });
  pdf.text('Notes sur 20 ; une unité d\'enseignement est réussie à partir de 10/20.', L, y + 48, { font: F.italic, size: 7.5, color: '#555555' });
  pdf.text(`${inst.city}, le ${longDate(issued, 'fr')}`, L, y + 74, { font: F.regular, size: 9.5 });
  pdf.signature(R - 160, y + 86, 110, rng);
  pdf.text('Le Secrétaire du jury', R - 160, y + 114, { font: F.regular, size: 8.5 });
  footers(pdf, F, (p, n) => `Page ${p}/${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': `${person.family.toUpperCase()} ${person.given}`,
      'candidate.dateOfBirth': numeric(dob, '/'),
      'qualification.dateOfIssue': longDate(issued, 'fr'),
      'qualification.cgpa': comma(avg),
    },
  };
}

export const families: Family[] = [
  {
    id: 'na-be-releve',
    country: 'BE',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Belgian (French Community) bachelor\'s transcript (relevé de notes): "NOM Prénom", Né(e) le dd/mm/yyyy, matricule, the programme named by its grade ("Bachelier en …"), "Année de première inscription 2019-2020", courses under "Bloc 1 … Bloc 3" headings with code, ECTS and the mark out of 20 (pass from 10), Crédits acquis, Moyenne pondérée /20, the deliberation date and the mention (Distinction, Grande distinction); as described by the Fédération Wallonie-Bruxelles universities\' exam regulations under the Décret Paysage and Belgian grading-scale guides.',
    render,
  },
];
