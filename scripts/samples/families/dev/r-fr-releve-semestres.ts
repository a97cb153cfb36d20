/**
 * French university "relevé de notes" printed from the student portal: one table per semester
 * with "Code | Intitulé de l'UE | Coef. | Note /20 | Crédits ECTS | Session | Résultat", marks with
 * a decimal comma ("12,50"), the session of the mark (1 or 2 for the "rattrapage"), the result
 * "ADM" (admis), "CMP" (admis par compensation) or "ADJ" (admis par jury), long UE titles wrapped
 * onto a second line, the semester's average and credits under it, and "DOCUMENT NON OFFICIEL"
 * printed diagonally across the page. Modeled on the arrêté licence of 30 July 2018 (notes sur 20,
 * compensation within the semester, 30 ECTS per semester) and Apogée-style relevés.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { comma, rPerson, rResult } from '../lib/r-kit';

const UNIS = [
  { name: 'Université Val de Garonne', city: 'Agen', dept: '47000' },
  { name: 'Université des Hautes-Alpes', city: 'Gap', dept: '05000' },
  { name: 'Université Côte d’Opale Nord', city: 'Calais', dept: '62100' },
];
const UES = [
  'Analyse et algèbre linéaire', 'Algorithmique et programmation impérative', 'Architecture des ordinateurs et systèmes d’exploitation',
  'Anglais scientifique', 'Probabilités et statistiques', 'Bases de données relationnelles', 'Programmation orientée objet',
  'Méthodologie du travail universitaire et projet personnel', 'Réseaux', 'Théorie des langages et compilation', 'Génie logiciel',
  'Recherche opérationnelle', 'Intelligence artificielle et apprentissage', 'Stage en entreprise et rapport',
];

async function render(rng: Rng) {
  const person = rPerson(rng, 'FR');
  const uni = rng.pick(UNIS);
  const F = rng.pick([SANS[0], SANS[1], SERIF[1]]);
  const entry = rng.int(2016, 2021);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const ine = `${digits(rng, 9)}${rng.pick(['AB', 'KL', 'XZ'])}`;
  const r = rResult('fr', 'French', person, dob);
  r.institution = { name: uni.name, country: 'France', countryCode: 'FR', state: null, stateCode: null };
  r.qualification.name = 'Licence Informatique';
  r.qualification.level = 'Bachelor';
  r.qualification.registrationNumber = ine;
  r.qualification.majorOrSpecialization = 'Informatique générale';
  // The first semester's academic year.
  r.qualification.yearOfAdmission = entry;
  const ability = rng.float(10, 14.5);
  const pool = [...UES];
  const sems = rng.int(2, 3);
  type Row = { code: string; title: string; coef: number; note: number; ects: number; session: number; res: string };
  const blocks: Array<{ label: string; year: string; rows: Row[] }> = [];
  for (let s = 0; s < sems; s++) {
    const rows: Row[] = [];
    for (let k = 0, n = rng.int(4, 5); k < n && pool.length; k++) {
      const note = Math.round(Math.max(7, Math.min(18.5, ability + rng.gauss() * 2.5)) * 4) / 4;
      const session = note < 10 && rng.bool(0.5) ? 2 : 1;
      rows.push({ code: `UE${s + 1}.${k + 1}`, title: pool.shift()!, coef: rng.pick([1, 2, 3]), note, ects: rng.pick([3, 6, 6, 9]), session, res: note >= 10 ? 'ADM' : rng.pick(['CMP', 'ADJ']) });
    }
    const y0 = entry + Math.floor(s / 2);
    blocks.push({ label: `Semestre ${s + 1}`, year: `${y0}-${y0 + 1}`, rows });
  }
  for (const b of blocks) for (const x of b.rows) r.courses.push(course({ courseNumber: x.code, courseName: x.title, credit: x.ects, marksScored: x.note, maximumMarks: 20, passStatus: x.res, term: b.label, session: b.year }));
  const issued = iso(entry + 2, rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 48;
  const R = pdf.width - 48;
  const W = R - L;
  pdf.text(uni.name, L, 40, { font: F.bold, size: 13 });
  pdf.text(`Service de la scolarité · ${uni.dept} ${uni.city}`, L, 58, { font: F.regular, size: 8 });
  pdf.text('RELEVÉ DE NOTES ET RÉSULTATS', L, 84, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text(`Licence Informatique — parcours Informatique générale`, L, 102, { font: F.regular, size: 9, width: W, align: 'center' });
  const info: Array<[string, string]> = [['Nom', person.last.toUpperCase()], ['Prénom', person.first], ['Né(e) le', formatDate(dob, 'in-slash')], ['N° INE', ine]];
  info.forEach(([k, v], n) => {
    pdf.text(`${k} :`, L, 124 + n * 12, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 70, 124 + n * 12, { font: F.regular, size: 8.5 });
  });
  const size = 8;
  const lead = size * 1.4;
  const w = [42, 0, 34, 44, 44, 40, 46];
  w[1] = Math.min(190, W - w.reduce((a, b) => a + b, 0));
  const xs = w.map((_, i) => L + w.slice(0, i).reduce((a, b) => a + b, 0));
  const labels = ['Code', 'Intitulé de l’UE', 'Coef.', 'Note /20', 'Crédits ECTS', 'Session', 'Résultat'];
  let y = 186;
  const bottom = pdf.height - 70;
  for (const b of blocks) {
    if (y + lead * 5 > bottom) {
      pdf.addPage();
      y = 60;
    }
    pdf.text(`${b.label} — Année universitaire ${b.year}`, L, y, { font: F.bold, size: 9 });
    y += lead * 1.3;
    pdf.fill(L, y - 2, xs[6] + w[6] - L, size + 5, '#dde4ee');
    labels.forEach((t, i) => pdf.text(t, xs[i] + 2, y, { font: F.bold, size, width: w[i] - 4, align: i === 1 || i === 0 ? 'left' : 'center', fit: true }));
    y += size + 8;
    for (const x of b.rows) {
      const lines = pdf.wrap(x.title, F.regular, size, w[1] - 4);
      [x.code, lines[0], String(x.coef), comma(x.note, 2), String(x.ects), String(x.session), x.res].forEach((c, i) => pdf.text(c, xs[i] + 2, y, { font: F.regular, size, width: w[i] - 4, align: i === 1 || i === 0 ? 'left' : 'center', fit: i !== 1 }));
      for (const more of lines.slice(1)) {
        y += lead;
        pdf.text(more, xs[1] + 2, y, { font: F.regular, size });
      }
      y += lead;
    }
    const coefs = b.rows.reduce((a, x) => a + x.coef, 0);
    const avg = b.rows.reduce((a, x) => a + x.note * x.coef, 0) / coefs;
    pdf.text(`Moyenne du ${b.label.toLowerCase()} : ${comma(avg, 2)} / 20    Crédits acquis : ${b.rows.reduce((a, x) => a + x.ects, 0)}    Résultat : ${avg >= 10 ? 'ADMIS' : 'AJOURNÉ'}`, L, y + 2, { font: F.italic, size: size - 0.5 });
    y += lead * 2.4;
  }
  pdf.watermark('DOCUMENT NON OFFICIEL', pdf.width / 2, pdf.height / 2 - 40, { size: 44, angle: -40, opacity: 0.1 });
  pdf.text(`Fait à ${uni.city}, le ${formatDate(issued, 'in-slash')}`, L, pdf.height - 56, { font: F.regular, size: 8.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'in-slash') } };
}

export const families: Family[] = [
  {
    id: 'fr-releve-semestres',
    country: 'FR',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'French relevé de notes from a student portal: a table per semester with Code | Intitulé de l’UE | Coef. | Note /20 | Crédits ECTS | Session | Résultat, marks with a decimal comma, results ADM/CMP/ADJ, wrapped UE titles, the semester average under each table, a diagonal "DOCUMENT NON OFFICIEL" watermark (arrêté licence 2018, Apogée relevés).',
    render,
  },
];
