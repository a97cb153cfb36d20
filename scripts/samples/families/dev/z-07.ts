/**
 * Burundian university relevé de notes / transcript of the Baccalauréat, the first university degree of the
 * country's Baccalauréat-Master-Doctorat system, in French with the captions repeated in English after a slash:
 * the republic, the university with its B.P. in Bujumbura or Gitega, "Burundi" and a +257 telephone; the
 * captions "Nom et prénom / Name" (SURNAME Given names), "Date et lieu de naissance / Date and place of birth",
 * "Matricule / Student number", "Faculté / Faculty", "Programme / Programme" (the Baccalauréat with its field,
 * in French only), "Année de première inscription / Year of first enrolment"; the years of study "BAC 1" … "BAC
 * 4" each with its academic year, each a table of courses with the code, the title, the credits, the maximum of
 * points (ten per credit) and the points obtained (the mark with its maximum); each year closed by its total,
 * percentage, mention and decision; the overall percentage and mention; the award date for graduates; the
 * table running over to a second page. As described by Burundian university regulations (percentages with 50
 * to pass, mentions Satisfaction, Distinction, Grande Distinction, La Plus Grande Distinction; the BMD system
 * since 2011-2012, its first degree the Baccalauréat).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, dmy, longDate, upper, zPerson, zResult, zTable } from './z-kit';

const UNIS = [
  { name: 'Université Kibira des Sciences Appliquées', abbr: 'UKSA', addr: 'B.P. 2341 Bujumbura', city: 'Bujumbura' },
  { name: 'Institut Supérieur Ruvubu de Gestion et de Technologie', abbr: 'ISRGT', addr: 'B.P. 118 Gitega', city: 'Gitega' },
];
const PROGS = [
  { faculty: 'Faculté des Sciences Économiques et de Gestion', field: 'Sciences de Gestion', code: 'GES', courses: ['Mathématiques générales', 'Introduction à la gestion', 'Comptabilité générale I', 'Économie politique', 'Expression écrite et orale', 'Kirundi des affaires', 'Informatique bureautique', 'Anglais I', 'Comptabilité générale II', 'Statistique descriptive', 'Droit commercial', 'Microéconomie', 'Gestion des ressources humaines', 'Marketing', 'Anglais II', 'Mathématiques financières', 'Comptabilité analytique', 'Fiscalité burundaise', 'Gestion financière', 'Recherche opérationnelle', 'Macroéconomie', 'Droit du travail', 'Méthodologie de la recherche', 'Éthique des affaires', 'Audit et contrôle', 'Gestion de projets', 'Finance internationale', 'Entrepreneuriat', 'Stratégie d\'entreprise', 'Séminaire de gestion', 'Stage professionnel', 'Travail de fin de cycle'] },
  { faculty: 'Faculté d\'Agronomie et de Bio-Ingénierie', field: 'Agronomie', code: 'AGR', courses: ['Biologie végétale', 'Chimie générale', 'Mathématiques', 'Physique générale', 'Expression écrite et orale', 'Informatique', 'Anglais I', 'Zoologie', 'Biochimie', 'Pédologie', 'Statistique', 'Botanique systématique', 'Climatologie agricole', 'Microbiologie', 'Anglais II', 'Génétique', 'Phytotechnie générale', 'Zootechnie générale', 'Économie rurale', 'Entomologie agricole', 'Hydraulique agricole', 'Amélioration des plantes', 'Phytopathologie', 'Méthodologie de la recherche', 'Cultures vivrières', 'Cultures industrielles (café, thé)', 'Vulgarisation agricole', 'Agroforesterie', 'Protection des cultures', 'Gestion des exploitations agricoles', 'Stage professionnel', 'Travail de fin de cycle'] },
];
const TOWNS = ['Bujumbura', 'Gitega', 'Ngozi', 'Muyinga', 'Rumonge', 'Kayanza', 'Bururi', 'Makamba', 'Kirundo', 'Ruyigi'];

function mention(pct: number): string {
  if (pct >= 80) return 'La Plus Grande Distinction';
  if (pct >= 70) return 'Grande Distinction';
  if (pct >= 60) return 'Distinction';
  return 'Satisfaction';
}

async function render(rng: Rng) {
  const p = zPerson(rng, 'BI');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2013, 2020);
  const years = rng.bool(0.6) ? 4 : rng.int(2, 3);
  const graduate = years === 4;
  const dob = iso(start - rng.int(19, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[4]]);
  const ability = rng.float(58, 78);
  const mat = `${String(start).slice(2)}/${prog.code}/${digits(rng, 4)}`;
  const r = zResult('fr', p.given, p.family, dob);
  setInstitution(r, uni.name, 'BI');

  type Year = { heading: string; rows: Array<{ cells: string[] }>; got: number; max: number };
  const ys: Year[] = [];
  let got = 0;
  let max = 0;
  for (let k = 0; k < years; k++) {
    const session = `${start + k}-${start + k + 1}`;
    const term = `BAC ${k + 1}`;
    const rows: Array<{ cells: string[] }> = [];
    let yg = 0;
    let ym = 0;
    prog.courses.slice(k * 8, k * 8 + 8).forEach((t, i) => {
      const code = `${prog.code}${k + 1}${String(i + 1).padStart(2, '0')}`;
      const cr = [6, 5, 4, 4, 3, 3, 3, 2][i];
      const mx = cr * 10;
      const pct = Math.max(50, Math.min(95, ability + rng.gauss() * 9));
      const score = Math.round((pct / 100) * mx);
      rows.push({ cells: [code, t, String(cr), String(mx), String(score)] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: score, maximumMarks: mx, term, session }));
      yg += score;
      ym += mx;
    });
    ys.push({ heading: `${term} — Année académique ${session}`, rows, got: yg, max: ym });
    got += yg;
    max += ym;
  }
  const pct = (100 * got) / max;
  const awarded = iso(start + years, rng.int(10, 12), rng.int(1, 28));
  const issued = graduate ? addDays(awarded, rng.int(5, 200)) : iso(start + years, rng.int(8, 10), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: mat, name: `Baccalauréat en ${prog.field}`, level: 'Bachelor', program: `Baccalauréat en ${prog.field}`, majorOrSpecialization: prog.field,
    yearOfAdmission: start, dateOfIssue: issued, cgpa: pct.toFixed(1), totalCreditsOrMarks: String(got),
  });
  // A student still enrolled has the status the page prints under its caption ("Statut / Status : … / enrolled"), as
  // w-do-record's truth gives an unfinished record: 'In Progress'.
  if (graduate) Object.assign(r.qualification, { yearOfCompletion: start + years, status: 'Completed' });
  else r.qualification.status = 'In Progress';

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes / Transcript', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const ink = rng.pick(['#1b5e20', '#b71c1c', '#0d47a1']);
  const head = () => {
    pdf.text('RÉPUBLIQUE DU BURUNDI', L, 26, { font: F.bold, size: 9 });
    pdf.text('Ministère de l\'Éducation Nationale et de la Recherche Scientifique', L, 37, { font: F.regular, size: 7.5 });
    pdf.text(upper(uni.name), L, 52, { font: F.bold, size: 11, color: ink, width: W - 90, fit: true });
    pdf.text(`${uni.addr} – Burundi  ·  Tél. +257 22 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 67, { font: F.regular, size: 8 });
    pdf.crest(L + W - 34, 46, 26, uni.abbr.slice(0, 3), ink);
    pdf.line(L, 82, L + W, 82, 1, ink);
  };
  head();
  pdf.text('RELEVÉ DE NOTES / ACADEMIC TRANSCRIPT', L, 92, { font: F.bold, size: 13, width: W, align: 'center' });
  let y = 116;
  const kv: Array<[string, string]> = [
    ['Nom et prénom / Name', `${upper(p.family)} ${p.given}`],
    ['Date et lieu de naissance / Date and place of birth', `${dmy(dob, '.')}, ${rng.pick(TOWNS)}`],
    ['Matricule / Student number', mat],
    ['Faculté / Faculty', prog.faculty],
    ['Programme / Programme', `Baccalauréat en ${prog.field}`],
    ['Année de première inscription / Year of first enrolment', `${start}-${start + 1}`],
  ];
  kv.forEach(([k, v], i) => {
    pdf.text(k, L, y + i * 13, { font: F.italic, size: 8.3, color: '#333333' });
    pdf.text(`: ${v}`, L + 222, y + i * 13, { font: F.bold, size: 8.6, width: W - 222, fit: true });
  });
  y += kv.length * 13 + 12;
  const cols = [
    { label: ['Code', 'Code'], width: 56 },
    { label: ['Cours', 'Course'], width: W - 56 - 60 - 70 - 80 },
    { label: ['Crédits', 'Credits'], width: 60, align: 'center' as const },
    { label: ['Maximum', 'Maximum'], width: 70, align: 'center' as const },
    { label: ['Obtenu', 'Obtained'], width: 80, align: 'center' as const },
  ];
  const bottom = pdf.height - 60;
  for (const yr of ys) {
    const need = 16 + 26 + yr.rows.length * 13 + 26;
    if (y + need > bottom) {
      pdf.addPage();
      head();
      pdf.text(`${upper(p.family)} ${p.given} — ${mat} (suite / continued)`, L, 90, { font: F.italic, size: 8.5 });
      y = 108;
    }
    pdf.text(yr.heading, L, y, { font: F.bold, size: 9.6, color: ink });
    y += 14;
    y = zTable(pdf, F, L, y, cols, yr.rows, { size: 8.4, rowH: 13, ruling: 'rows', fill: '#f1f3f1' });
    const yp = (100 * yr.got) / yr.max;
    pdf.text(`Total : ${yr.got} / ${yr.max}   ·   Pourcentage : ${comma(yp, 1)} %   ·   Mention : ${mention(yp)}   ·   Décision : ${p.woman ? 'Admise' : 'Admis'}`, L, y + 4, { font: F.italic, size: 8.2, width: W, align: 'right', fit: true });
    y += 24;
  }
  if (y + 120 > bottom) {
    pdf.addPage();
    head();
    y = 100;
  }
  pdf.line(L, y, L + W, y, 0.6);
  y += 8;
  pdf.text(`Total général / Grand total : ${got} / ${max}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Pourcentage général / Overall percentage : ${comma(pct, 1)} %`, L + W / 2, y, { font: F.bold, size: 9.5, width: W / 2, align: 'right' });
  y += 14;
  pdf.text(`Mention / Class : ${mention(pct)}`, L, y, { font: F.regular, size: 9.5 });
  y += 14;
  if (graduate) pdf.text(`Date de collation du grade / Date of award : ${longDate(awarded, 'fr')}`, L, y, { font: F.regular, size: 9.5 });
  else pdf.text(`Statut / Status : ${p.woman ? 'étudiante régulièrement inscrite' : 'étudiant régulièrement inscrit'} en BAC ${years + 1} / enrolled`, L, y, { font: F.regular, size: 9.5 });
  y += 14;
  pdf.text('Échelle / Scale : 50-59 % Satisfaction, 60-69 % Distinction, 70-79 % Grande Distinction, 80 % et plus La Plus Grande Distinction.', L, y, { font: F.italic, size: 7.2, width: W, fit: true, color: '#555555' });
  y += 34;
  pdf.text(`Fait à ${uni.city}, le ${dmy(issued, '.')}`, L, y, { font: F.regular, size: 9 });
  pdf.text('Le Directeur Académique / Academic Director', L + W - 230, y, { font: F.bold, size: 8.8, width: 230, align: 'center', fit: true });
  pdf.signature(L + W - 165, y + 32, 100, rng);
  pdf.seal(L + W - 250, y + 30, 22, ink);
  const n = pdf.pageCount;
  for (let pg = 1; pg <= n; pg++) {
    pdf.switchTo(pg);
    pdf.text(`${pg}/${n}`, L, pdf.height - 30, { font: F.regular, size: 7.5, width: W, align: 'right' });
  }
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)} ${p.given}`,
    'institution.name': upper(uni.name),
    'candidate.dateOfBirth': dmy(dob, '.'),
    'qualification.dateOfIssue': dmy(issued, '.'),
    'qualification.cgpa': comma(pct, 1),
  };
  if (graduate) printed['qualification.yearOfCompletion'] = longDate(awarded, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-07-transcript',
    country: 'BI',
    languages: ['fr', 'en'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Burundian university transcript of the Baccalauréat (first degree of the BMD system) in French with captions repeated in English: republic, university with B.P. in its city, Burundi, +257; SURNAME Given, birth, student number, faculty, programme in French, year of first enrolment; BAC 1 to BAC 4 with their academic years, courses with code, credits, the maximum (ten points a credit) and the points obtained; year totals, percentage, mention and decision; overall total, percentage and mention, award date for graduates; over two pages; as described by Burundian university regulations.',
    render,
  },
];
