/**
 * Beninese university "Relevé de notes" of one year of the licence (LMD) in French: the republic's heading
 * ("RÉPUBLIQUE DU BÉNIN", "Fraternité — Justice — Travail"), the university with its school, its B.P. and
 * town, telephone +229; the student's captions in a boxed block (nom et prénoms with the family name first in
 * capitals, numéro matricule on most, date et lieu de naissance, the domaine, mention and parcours, the year of
 * study and the academic year, on some the year of first enrolment); the two semesters of the year as two
 * tables, each row a teaching unit (code UE, intitulé, crédits, moyenne sur 20 with a decimal comma, résultat
 * Validée or Validée par compensation), each closed by the semester's average and credits; then the year's
 * average, the credits capitalised, the jury's decision with its date, and for the third year the date the
 * licence was obtained; the chef du service de la scolarité, "Fait à …, le …", and a note that the document is
 * issued once (the rector's name as a decoy). As described by the LMD regulations of Beninese universities
 * (units of 3 to 6 credits, 30 credits a semester, notes out of 20, 10 to validate, compensation within a
 * semester).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, longDate, upper, yPerson, yResult } from './y-kit';

const UNIS = [
  { name: 'Université Privée du Mono-Couffo', school: 'Faculté des Sciences Économiques et de Gestion', box: 'B.P. 214 Lokossa', city: 'Lokossa' },
  { name: 'Institut Universitaire Les Palmiers', school: 'École Supérieure de Gestion et de Commerce', box: '01 B.P. 3390 Porto-Novo', city: 'Porto-Novo' },
  { name: 'Université Polytechnique de l\'Atacora', school: 'École Supérieure des Techniques Agricoles', box: 'B.P. 57 Natitingou', city: 'Natitingou' },
];
const PARCOURS = [
  { domaine: 'Sciences Économiques et de Gestion', mention: 'Gestion', parcours: 'Banque, Finance et Assurance', diploma: 'Licence Professionnelle',
    units: ['Mathématiques financières', 'Comptabilité générale', 'Microéconomie', 'Droit des affaires OHADA', 'Anglais des affaires', 'Informatique de gestion', 'Techniques bancaires', 'Statistique descriptive', 'Macroéconomie', 'Comptabilité analytique', 'Marchés financiers', 'Fiscalité béninoise', 'Gestion des risques', 'Assurances', 'Analyse financière', 'Méthodologie du rapport de stage', 'Stage en entreprise', 'Éthique et déontologie'] },
  { domaine: 'Sciences Agronomiques', mention: 'Production Végétale', parcours: 'Agronomie générale', diploma: 'Licence Professionnelle',
    units: ['Botanique générale', 'Chimie organique', 'Pédologie', 'Anglais scientifique', 'Biologie cellulaire', 'Agroclimatologie', 'Statistique appliquée', 'Physiologie végétale', 'Phytopathologie', 'Machinisme agricole', 'Cultures vivrières', 'Cultures de rente', 'Protection des cultures', 'Économie rurale', 'Vulgarisation agricole', 'Méthodologie du rapport de stage', 'Stage de fin de formation', 'Entrepreneuriat agricole'] },
];
const TOWNS = ['Cotonou', 'Abomey', 'Ouidah', 'Bohicon', 'Parakou', 'Djougou', 'Kandi', 'Savalou', 'Allada', 'Comè'];

async function render(rng: Rng) {
  const p = yPerson(rng, 'BJ');
  const u = rng.int(0, UNIS.length - 1);
  const uni = UNIS[u];
  const par = PARCOURS[u === 2 ? 1 : 0];
  const level = rng.int(1, 3);
  const first = rng.int(2014, 2020);
  const ay = first + level - 1;
  const session = `${ay}-${ay + 1}`;
  const dob = iso(first - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const showMat = rng.bool(0.7);
  const showFirst = rng.bool(0.5);
  const matricule = `${digits(rng, 8)}`;
  const F = rng.pick([SERIF[0], SANS[0], SANS[4]]);
  const ability = rng.float(10.5, 15.5);
  const r = yResult('fr', p.given, p.family, dob);
  setInstitution(r, uni.name, 'BJ');

  const units = [...par.units];
  const perSem = 6;
  type Sem = { label: string; rows: string[][]; avg: number; credits: number };
  const sems: Sem[] = [];
  let sumW = 0;
  let credits = 0;
  for (let k = 0; k < 2; k++) {
    const n = (level - 1) * 2 + k + 1;
    const term = `Semestre ${n}`;
    const rows: string[][] = [];
    let w = 0;
    let c = 0;
    const titles = units.slice(((level - 1) * 2 + k) * perSem % units.length).concat(units).slice(0, perSem);
    titles.forEach((t, i) => {
      const code = `${par.mention.slice(0, 3).toUpperCase()}${n}${String(i + 1).padStart(2, '0')}`;
      // A semester carries 30 credits: the last unit takes what the others leave.
      const cr = i === titles.length - 1 ? 30 - c : /Stage/.test(t) ? 6 : /Anglais|Méthodologie|Éthique/.test(t) ? 4 : 5;
      const note = Math.round(Math.max(8, Math.min(18.5, ability + rng.gauss() * 2)) * 4) / 4;
      const res = note >= 10 ? 'Validée' : 'Validée par compensation';
      rows.push([code, t, String(cr), comma(note, 2), res]);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: note, maximumMarks: 20, passStatus: res, term, session }));
      w += note * cr;
      c += cr;
    });
    sems.push({ label: term, rows, avg: w / c, credits: c });
    sumW += w;
    credits += c;
  }
  const avg = sumW / credits;
  const jury = iso(ay + 1, rng.pick([7, 8, 9, 10]), rng.int(1, 28));
  const issued = addDays(jury, rng.int(15, 160));
  const licence = level === 3;
  Object.assign(r.qualification, {
    registrationNumber: showMat ? matricule : null, name: par.diploma, level: 'Bachelor', majorOrSpecialization: par.mention,
    program: par.parcours, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued,
    yearOfAdmission: showFirst ? first : level === 1 ? ay : null,
  });
  if (licence) Object.assign(r.qualification, { yearOfCompletion: ay + 1, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const ink = rng.pick(['#006633', '#7a5c00', '#8b1a1a']);
  pdf.text('RÉPUBLIQUE DU BÉNIN', L, 28, { font: F.bold, size: 9, width: 220, align: 'center' });
  pdf.text('Fraternité — Justice — Travail', L, 40, { font: F.italic, size: 7.5, width: 220, align: 'center' });
  pdf.text('Ministère de l\'Enseignement Supérieur et de la Recherche Scientifique', L, 52, { font: F.regular, size: 7, width: 220, align: 'center', fit: true });
  pdf.text(upper(uni.name, 'fr'), L + W - 280, 28, { font: F.bold, size: 10.5, color: ink, width: 280, align: 'right', fit: true });
  pdf.text(uni.school, L + W - 280, 42, { font: F.regular, size: 8.5, width: 280, align: 'right', fit: true });
  pdf.text(`${uni.box} — Tél. +229 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L + W - 280, 54, { font: F.regular, size: 7.5, width: 280, align: 'right', fit: true });
  pdf.line(L, 70, L + W, 70, 1.4, ink);
  pdf.text('RELEVÉ DE NOTES', L, 80, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`Année académique ${session}`, L, 99, { font: F.regular, size: 10, width: W, align: 'center' });
  let y = 120;
  const box: Array<[string, string]> = [
    ['Nom et prénoms', `${upper(p.family, 'fr')} ${p.given}`],
    ...(showMat ? [['N° matricule', matricule] as [string, string]] : []),
    ['Date et lieu de naissance', `${dmy(dob, '/')} à ${rng.pick(TOWNS)}`],
    ['Diplôme préparé', par.diploma], ['Domaine', par.domaine], ['Mention', par.mention], ['Parcours', par.parcours],
    ['Niveau d\'études', `Licence ${level} (L${level})`],
    ...(showFirst ? [['Année de première inscription', `${first}-${first + 1}`] as [string, string]] : []),
  ];
  const bh = box.length * 13 + 10;
  pdf.rect(L, y, W, bh, 0.7);
  box.forEach(([k, v], i) => {
    pdf.text(k, L + 8, y + 6 + i * 13, { font: F.regular, size: 8.8 });
    pdf.text(`: ${v}`, L + 160, y + 6 + i * 13, { font: F.bold, size: 8.8, width: W - 170, fit: true });
  });
  y += bh + 14;
  const cols = [
    { label: 'Code UE', width: 62 },
    { label: 'Unités d\'enseignement', width: W - 62 - 50 - 70 - 130 },
    { label: 'Crédits', width: 50, align: 'center' as const },
    { label: 'Moyenne /20', width: 70, align: 'center' as const },
    { label: 'Résultat', width: 130, align: 'center' as const },
  ];
  for (const s of sems) {
    pdf.text(s.label, L, y, { font: F.bold, size: 9.5, color: ink });
    y += 14;
    y += tableHeader(pdf, L, y, cols, { F, size: 8.3, ruling: 'grid', fill: '#eef3ee' });
    for (const row of s.rows) {
      let cx = L;
      cols.forEach((c, i) => {
        pdf.text(row[i], cx + 3, y + 2.5, { font: F.regular, size: 8.3, width: c.width - 6, align: c.align ?? 'left', fit: true });
        cx += c.width;
      });
      rowRules(pdf, L, cols, y, 13, 'grid');
      y += 13;
    }
    pdf.text(`Moyenne du ${s.label.toLowerCase()} : ${comma(s.avg, 2)}/20 — Crédits validés : ${s.credits}/${s.credits}`, L, y + 4, { font: F.italic, size: 8.5, width: W, align: 'right' });
    y += 24;
  }
  y += 4;
  pdf.text(`Moyenne générale annuelle : ${comma(avg, 2)}/20`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Crédits capitalisés : ${credits}`, L + W / 2 + 40, y, { font: F.bold, size: 10 });
  y += 15;
  pdf.text(`Décision du jury : ${p.woman ? 'ADMISE' : 'ADMIS'} (délibération du ${dmy(jury, '/')})`, L, y, { font: F.regular, size: 9.5 });
  y += 14;
  if (licence) {
    pdf.text(`Licence obtenue le ${dmy(jury, '/')}.`, L, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 8;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 9.5, width: 260, align: 'right' });
  y += 16;
  pdf.text('Le Chef du Service de la Scolarité et des Examens', L + W - 260, y, { font: F.bold, size: 9, width: 260, align: 'right' });
  pdf.signature(L + W - 170, y + 14, 110, rng);
  pdf.seal(L + W - 230, y + 30, 24, ink);
  const rector = `${rng.pick(['Pr', 'Dr'])} ${rng.pick(['Gilbert', 'Rosine', 'Théophile', 'Eustache'])} ${rng.pick(['Adanlé', 'Hounsou', 'Dagbéto', 'Kikissagbé'])}`;
  pdf.text(`Visa du Recteur : ${rector}`, L, y + 40, { font: F.regular, size: 8.5 });
  footers(pdf, F, () => 'Il n\'est délivré qu\'un seul exemplaire du présent relevé. Toute rature ou surcharge l\'annule.');
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family, 'fr')} ${p.given}`,
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.cgpa': comma(avg, 2),
  };
  if (licence) printed['qualification.yearOfCompletion'] = `Licence obtenue le ${dmy(jury, '/')}`;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-06-transcript',
    country: 'BJ',
    languages: ['fr'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Beninese licence (LMD) relevé de notes of one year in French: republic and motto, ministry, university, school, B.P., town and +229; a boxed block (family name first in capitals, matricule on most, birth date and place, domaine, mention, parcours, level, first enrolment on some); two semester tables of teaching units with code, title, credits, average out of 20 with a decimal comma and the result; semester averages, the year\'s average, credits, the jury\'s decision and date, licence obtained for the third year; issued at a town; as described by Beninese LMD regulations.',
    render,
  },
];
