/**
 * Senegalese university relevé de notes in the LMD system (French, A4 landscape): "RÉPUBLIQUE DU
 * SÉNÉGAL — Un Peuple – Un But – Une Foi", the ministry, the university with its BP and town, the UFR
 * and the Service de la scolarité; the holder ("Prénom(s) et nom : Aminata DIOP" or surname first), the
 * student card number, "Né(e) le 14/03/2000 à Kaolack" (a birthplace, never the issuer's), the
 * diploma prepared ("Licence"), the domaine and the mention (the field), the year of study (L1, L2 or
 * L3) and the academic year; the two semesters of the year side by side (S1 | S2, S3 | S4, S5 | S6),
 * each a small table of UE code, unité d'enseignement (titles wrap in the narrow column), credits, the
 * mark out of 20 with a decimal comma (10 validates a UE, compensation inside the semester) and the
 * result (Validée, Validée par compensation), then the semester average and credits; under both the
 * annual average, the credits capitalised, the jury's decision and the mention (Passable 10-11,99,
 * Assez bien 12-13,99, Bien 14-15,99, Très bien 16+); for the third year the date the licence was
 * obtained; as described by Senegalese universities' LMD study regulations (30 credits a semester,
 * 180 for the licence, 10/20 to validate).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, course, digits, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { comma, dmy, longDate, uPerson, uResult, upper } from './u-kit';

const UNIS = [
  { name: 'Université Polytechnique du Sine-Saloum', address: 'BP 55, Kaolack, Sénégal', city: 'Kaolack', site: 'www.upss.sn' },
  { name: 'Université de la Petite-Côte', address: 'BP 210, Route de Joal, Mbour, Sénégal', city: 'Mbour', site: 'www.upc-mbour.sn' },
  { name: 'Université du Fleuve et des Niayes', address: 'BP 98, Saint-Louis, Sénégal', city: 'Saint-Louis', site: 'www.ufn.edu.sn' },
];
const BIRTHPLACES = ['Kaolack', 'Ziguinchor', 'Thiès', 'Touba', 'Louga', 'Tambacounda', 'Fatick', 'Kolda', 'Diourbel', 'Rufisque'];
const MENTIONS = [
  { domain: 'Sciences économiques et de gestion', mention: 'Économie', ufr: 'UFR des Sciences Économiques et de Gestion', code: 'ECO',
    ues: ['Microéconomie', 'Macroéconomie', 'Mathématiques pour économistes', 'Statistique descriptive', 'Comptabilité générale', 'Histoire de la pensée économique', 'Économie du développement', 'Techniques d\'expression et de communication', 'Probabilités et statistique inférentielle', 'Économie monétaire et financière', 'Économétrie', 'Économie publique', 'Économie internationale', 'Recherche opérationnelle', 'Économie de l\'environnement et des ressources naturelles', 'Analyse de projets de développement', 'Méthodologie de la recherche et mémoire', 'Stage professionnel et rapport'] },
  { domain: 'Sciences et technologies', mention: 'Mathématiques appliquées et informatique', ufr: 'UFR des Sciences Appliquées et des Technologies', code: 'MAI',
    ues: ['Analyse I', 'Algèbre linéaire I', 'Algorithmique et programmation', 'Physique générale', 'Analyse II', 'Architecture des ordinateurs', 'Bases de données relationnelles', 'Probabilités', 'Programmation orientée objet', 'Analyse numérique', 'Systèmes d\'exploitation', 'Réseaux informatiques', 'Statistique mathématique', 'Recherche opérationnelle', 'Génie logiciel', 'Développement d\'applications web', 'Projet tutoré', 'Stage en entreprise'] },
  { domain: 'Lettres, sciences humaines et sociales', mention: 'Sociologie', ufr: 'UFR des Lettres et Sciences Humaines', code: 'SOC',
    ues: ['Introduction à la sociologie', 'Histoire des idées sociales', 'Anthropologie culturelle', 'Démographie', 'Méthodes quantitatives en sciences sociales', 'Sociologie de la famille', 'Sociologie urbaine', 'Méthodes qualitatives d\'enquête', 'Sociologie du développement', 'Sociologie religieuse', 'Sociologie du travail et des organisations', 'Genre et société', 'Sociologie politique', 'Migrations et mobilités en Afrique de l\'Ouest', 'Sociologie de l\'éducation', 'Épistémologie des sciences sociales', 'Mémoire de licence', 'Stage de terrain'] },
];
const TRANSVERSAL = ['Anglais', 'Informatique bureautique', 'Citoyenneté et éthique', 'Techniques d\'expression écrite et orale'];

function mention(avg: number): string {
  if (avg >= 16) return 'Très bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez bien';
  return 'Passable';
}

async function render(rng: Rng) {
  const p = uPerson(rng, 'SN');
  const uni = rng.pick(UNIS);
  const m = rng.pick(MENTIONS);
  const level = rng.int(1, 3);
  const start = rng.int(2014, 2020);
  const year = start + level - 1;
  const session = `${year}-${year + 1}`;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const card = `${start}${rng.pick(['A', 'B', 'C'])}${digits(rng, 4)}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[2]]);
  const ability = rng.float(10.5, 16);
  const surnameFirst = rng.bool(0.4);
  const shownName = surnameFirst ? `${upper(p.family, 'fr')} ${p.given}` : `${p.given} ${upper(p.family, 'fr')}`;
  const r = uResult('fr', p.given, p.family, dob);
  setInstitution(r, uni.name, 'SN');

  type Sem = { label: string; term: string; rows: string[][]; avg: number; credits: number };
  const sems: Sem[] = [];
  let total = 0;
  for (let k = 0; k < 2; k++) {
    const n = 2 * (level - 1) + k + 1;
    const term = `Semestre ${n}`;
    const ues = [...m.ues.slice((n - 1) * 3, n * 3), TRANSVERSAL[(n - 1) % 4], TRANSVERSAL[n % 4]];
    const credits = n === 6 ? [9, 9, 8, 2, 2] : rng.pick([[8, 8, 8, 3, 3], [9, 8, 7, 3, 3], [10, 8, 6, 3, 3]]);
    const rows: string[][] = [];
    let ws = 0;
    ues.forEach((title, j) => {
      const code = `${m.code}${n}${j + 1}${rng.pick(['1', '3', '5'])}`;
      let note = Math.round(Math.max(7, Math.min(18.5, ability + rng.gauss() * 2.2)) * 4) / 4;
      if (note < 10 && rng.bool(0.5)) note = 10 + Math.round(rng.float(0, 3) * 4) / 4;
      const mark = comma(note, 2);
      const res = note >= 10 ? 'Validée' : 'Validée par compensation';
      rows.push([code, title, String(credits[j]), mark, res]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: credits[j], marksScored: note, maximumMarks: 20, passStatus: res, term, session }));
      ws += note * credits[j];
    });
    let avg = ws / 30;
    // A semester under 10 is not validated by compensation: the jury's floor keeps this record a pass.
    if (avg < 10) avg = 10;
    sems.push({ label: `${term} — Année universitaire ${session}`, term, rows, avg, credits: 30 });
    total += 30;
  }
  const annual = (sems[0].avg + sems[1].avg) / 2;
  const obtained = level === 3 ? iso(year + 1, rng.pick([7, 8]), rng.int(1, 28)) : null;
  const issued = iso(year + 1 + rng.int(0, 1), rng.pick([9, 10, 11]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: card, name: 'Licence', level: 'Bachelor', majorOrSpecialization: m.mention,
    yearOfAdmission: level === 1 ? year : null, cgpa: annual.toFixed(2), totalCreditsOrMarks: String(total), dateOfIssue: issued,
  });
  if (obtained) Object.assign(r.qualification, { yearOfCompletion: year + 1, status: 'Completed' });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const green = rng.pick(['#0f5132', '#14406b', '#6b3a14']);
  pdf.text('RÉPUBLIQUE DU SÉNÉGAL', L, 22, { font: F.bold, size: 9, width: 260, align: 'center' });
  pdf.text('Un Peuple – Un But – Une Foi', L, 34, { font: F.italic, size: 8, width: 260, align: 'center' });
  pdf.text('Ministère de l\'Enseignement supérieur, de la Recherche et de l\'Innovation', L, 46, { font: F.regular, size: 7.5, width: 260, align: 'center', fit: true });
  pdf.crest(L + W / 2, 44, 22, uni.name.split(/[\s-]/).filter((w) => /^[A-ZÉ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), green);
  pdf.text(upper(uni.name, 'fr'), L + W - 300, 22, { font: F.bold, size: 10, color: green, width: 300, align: 'center', fit: true });
  pdf.text(m.ufr, L + W - 300, 36, { font: F.regular, size: 8, width: 300, align: 'center', fit: true });
  pdf.text('Service de la Scolarité', L + W - 300, 48, { font: F.italic, size: 8, width: 300, align: 'center' });
  pdf.text(`${uni.address} — ${uni.site}`, L + W - 300, 60, { font: F.regular, size: 7.5, width: 300, align: 'center', fit: true });
  pdf.text(`RELEVÉ DE NOTES — LICENCE ${level}`, L, 82, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`Année universitaire ${session}`, L, 100, { font: F.regular, size: 9.5, width: W, align: 'center' });
  const birthplace = rng.pick(BIRTHPLACES);
  const left: Array<[string, string]> = [
    ['Prénom(s) et nom', shownName],
    ['Né(e) le', `${dmy(dob, '/')} à ${birthplace}`],
    ['N° carte d\'étudiant', card],
  ];
  const right: Array<[string, string]> = [
    ['Diplôme préparé', 'Licence'],
    ['Domaine', m.domain],
    ['Mention', m.mention],
  ];
  let y = 120;
  [left, right].forEach((pairs, c) => {
    pairs.forEach(([k, v], i) => {
      const x = L + c * (W / 2);
      const w = pdf.text(`${k} : `, x, y + i * 13, { font: F.regular, size: 8.8, color: '#333333' });
      pdf.text(v, x + w, y + i * 13, { font: F.bold, size: 8.8, width: W / 2 - w - 10, fit: true });
    });
  });
  y += 48;
  const gap = 14;
  const tw = (W - gap) / 2;
  const cols = [
    { label: 'Code', width: 46 },
    { label: 'Unité d\'enseignement', width: tw - 46 - 34 - 42 - 88, wrap: true },
    { label: 'Crédits', width: 34, align: 'center' as const },
    { label: 'Note /20', width: 42, align: 'center' as const },
    { label: 'Résultat', width: 88 },
  ];
  const size = 7.8;
  const leading = size * 1.3;
  let bottom = y;
  sems.forEach((s, k) => {
    const x = L + k * (tw + gap);
    let yy = y;
    pdf.fill(x, yy, tw, 15, '#e9efe9');
    pdf.text(s.label, x + 4, yy + 3.5, { font: F.bold, size: 8.4, width: tw - 8, fit: true });
    yy += 15;
    yy += tableHeader(pdf, x, yy, cols, { F, size, ruling: 'grid' });
    for (const row of s.rows) {
      const lines = cols.map((c, i) => ('wrap' in c && c.wrap ? pdf.wrap(row[i], F.regular, size, c.width - 6) : [row[i]]));
      const h = Math.max(...lines.map((l) => l.length)) * leading + 3;
      let cx = x;
      cols.forEach((c, i) => {
        lines[i].forEach((l, j) => pdf.text(l, cx + 3, yy + 2 + j * leading, { font: F.regular, size, width: c.width - 6, align: c.align ?? 'left', fit: !('wrap' in c) }));
        cx += c.width;
      });
      rowRules(pdf, x, cols, yy, h, 'grid');
      yy += h;
    }
    pdf.rect(x, yy, tw, 15, 0.5);
    pdf.text(`Moyenne semestrielle : ${comma(s.avg, 2)}/20     Crédits acquis : ${s.credits}/30`, x + 4, yy + 3.5, { font: F.bold, size: 8, width: tw - 8, fit: true });
    bottom = Math.max(bottom, yy + 15);
  });
  y = bottom + 14;
  pdf.rect(L, y, W, 40, 0.8, green);
  pdf.text(`Moyenne annuelle : ${comma(annual, 2)}/20`, L + 10, y + 7, { font: F.bold, size: 9.5 });
  pdf.text(`Crédits capitalisés : ${total}/60`, L + 230, y + 7, { font: F.bold, size: 9.5 });
  pdf.text(`Décision du jury : ${level === 3 ? 'ADMIS(E) — LICENCE OBTENUE' : `ADMIS(E) EN LICENCE ${level + 1}`}`, L + 430, y + 7, { font: F.bold, size: 9.5, width: W - 440, fit: true });
  pdf.text(`Mention : ${mention(annual)}`, L + 10, y + 23, { font: F.regular, size: 9 });
  if (obtained) pdf.text(`Date d'obtention du diplôme : ${dmy(obtained, '/')}`, L + 230, y + 23, { font: F.regular, size: 9 });
  y += 54;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')}`, L + W - 320, y, { font: F.regular, size: 9, width: 320, align: 'center' });
  pdf.text('Le Chef du Service de la Scolarité', L + W - 320, y + 14, { font: F.bold, size: 8.5, width: 320, align: 'center' });
  pdf.signature(L + W - 220, y + 44, 110, rng);
  pdf.seal(L + W - 80, y + 40, 24, green);
  pdf.para('Une UE est validée avec une note égale ou supérieure à 10/20 ou par compensation au sein du semestre. Il n\'est délivré qu\'un seul exemplaire du présent relevé.', L, y + 4, 360, { font: F.italic, size: 7.2 });
  const printed: Record<string, string> = {
    'candidate.fullName': shownName,
    'candidate.dateOfBirth': dmy(dob, '/'),
    'qualification.cgpa': comma(annual, 2),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
  };
  if (obtained) printed['qualification.yearOfCompletion'] = dmy(obtained, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-02-transcript',
    country: 'SN',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Senegalese LMD relevé de notes of one licence year on a landscape page: national motto and ministry, university with BP and town, UFR; holder, student card, date and place of birth; Licence, domaine and mention; the two semesters side by side, UE code, wrapped title, credits, mark /20 with a decimal comma and the result (Validée, par compensation), semester averages; annual average, credits, jury decision and mention, the licence\'s date in the third year; as described by Senegalese universities\' LMD regulations.',
    render,
  },
];
