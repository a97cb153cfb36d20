/**
 * Cumulative Licence transcript of a university centre of a French Indian Ocean department, in French: the centre's
 * letterhead with "97660 Dembéni, Mayotte" and a 0269 telephone; "RELEVÉ DE NOTES — CURSUS DE LICENCE"; the student's
 * particulars ("Nom", "Prénom(s)", "N° étudiant" on some, "Né(e) le … à …" on some, the mention as the major); one
 * band per year ("Licence 1 — Année universitaire 2019-2020", the session), the teaching units under "Semestre 1" …
 * "Semestre 6" sub-bands, each with code, title, ECTS credits, the mark out of 20 with a decimal comma, the sitting
 * ("Sess." 1 or 2: the resit, neither session nor term) and the result ("ADM", "ADJ" admitted by compensation, "AJ"
 * failed, which earns no credits); a semester average row under each semester (no course); the ECTS credits earned out
 * of 180, the overall average and, when the sixth semester is validated, "Licence obtenue" with the session and the
 * honours; "Fait à Dembéni, le …" with the director of studies' signature. As French universities print a student's
 * cumulative record of the three Licence years.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, iso, lPerson, lResult, lTable, longDate, otherName, type LRow } from './l-kit';

const CENTRES = ['Institut universitaire de Dembéni', 'Centre universitaire des Deux Îles'];
const MENTIONS = [
  { m: 'Économie et gestion', code: 'EG', ues: ['Microéconomie', 'Macroéconomie', 'Comptabilité générale', 'Statistiques descriptives', 'Mathématiques appliquées', 'Droit des affaires', 'Économie du développement', 'Finance d\'entreprise', 'Marketing', 'Économétrie', 'Économie internationale', 'Gestion des ressources humaines', 'Économie publique', 'Contrôle de gestion', 'Projet tutoré', 'Stage en entreprise'] },
  { m: 'Lettres modernes', code: 'LM', ues: ['Littérature française', 'Grammaire et stylistique', 'Latin', 'Littérature comparée', 'Linguistique générale', 'Histoire de la langue', 'Littératures francophones', 'Analyse du discours', 'Écritures créatives', 'Poésie et poétique', 'Théâtre', 'Didactique du français', 'Littérature de jeunesse', 'Sociolinguistique', 'Mémoire de recherche', 'Stage en établissement'] },
];
const TRANSVERSE = ['Anglais', 'Méthodologie du travail universitaire', 'Langues et cultures de l\'océan Indien', 'Compétences numériques', 'Projet personnel et professionnel', 'Anglais de spécialité'];
const PLACES = ['Mamoudzou', 'Dzaoudzi', 'Sada', 'Chirongui', 'Koungou', 'Moroni'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'YT');
  const centre = rng.pick(CENTRES);
  const men = rng.pick(MENTIONS);
  const start = rng.int(2013, 2022);
  const sems = rng.bool(0.55) ? 6 : rng.pick([2, 4]);
  const showNo = rng.bool(0.5);
  const showDob = rng.bool(0.5);
  const no = `${start}${digits(rng, 5)}`;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const r = lResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, centre, 'YT');
  Object.assign(r.qualification, { name: 'Licence', level: 'Bachelor', majorOrSpecialization: men.m, registrationNumber: showNo ? no : null, yearOfAdmission: start });
  const ability = rng.float(10.5, 15.5);
  let allValidated = true;
  const rows: LRow[] = [];
  let ects = 0;
  let sum = 0;
  let n = 0;
  let ue = 0;
  for (let s = 1; s <= sems; s++) {
    const yr = Math.ceil(s / 2);
    const session = `${start + yr - 1}-${start + yr}`;
    if (s % 2 === 1) rows.push({ cells: [], band: `Licence ${yr} — Année universitaire ${session}` });
    rows.push({ cells: ['', `Semestre ${s}`, '', '', '', ''], italic: true });
    const titles = [men.ues[ue++], men.ues[ue++], TRANSVERSE[(s - 1) % TRANSVERSE.length]];
    if (s <= 4) titles.splice(2, 0, men.ues[(ue++) % men.ues.length]);
    const marks = titles.map(() => {
      const first = around(rng, ability, 2.8, 3, 19, 0.25);
      const resit = first < 8 && rng.bool(0.7);
      return { note: resit ? around(rng, 11, 1.5, 6, 15, 0.25) : first, resit };
    });
    const credits = titles.map((_, i) => (i === titles.length - 1 ? 3 : titles.length === 4 ? 9 : i === 0 ? 14 : 13));
    const semAvg = marks.reduce((a, m, i) => a + m.note * credits[i], 0) / 30;
    const validated = semAvg >= 10;
    if (!validated) allValidated = false;
    titles.forEach((t, i) => {
      const { note, resit } = marks[i];
      // A unit below 10 is admitted by compensation only inside a validated semester, and then earns its credits.
      const res = note >= 10 ? 'ADM' : validated && note >= 7 ? 'ADJ' : 'AJ';
      const code = `${men.code}${s}${String(i + 1).padStart(2, '0')}${rng.pick(['U', 'M', 'T'])}`;
      rows.push({ cells: [code, t, String(credits[i]), comma(note, 2), resit ? '2' : '1', res] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: credits[i], marksScored: note, maximumMarks: 20, passStatus: res, term: `Semestre ${s}`, session }));
      if (res !== 'AJ') ects += credits[i];
    });
    rows.push({ cells: ['', `Moyenne du semestre ${s}`, '', comma(semAvg, 2), '', validated ? 'Validé' : 'Non validé'], bold: true });
    sum += semAvg;
    n++;
  }
  const avg = (sum / n).toFixed(2);
  const done = sems === 6 && allValidated;
  const end = start + sems / 2;
  const issued = iso(end, 7, rng.int(8, 28));
  Object.assign(r.qualification, { cgpa: avg, totalCreditsOrMarks: String(ects), dateOfIssue: issued });
  if (done) Object.assign(r.qualification, { yearOfCompletion: end, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: centre, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#0369a1', '#4d7c0f', '#7e22ce']);
  const L = 40;
  const W = pdf.width - 80;
  pdf.text(centre, L, 30, { font: F.bold, size: 14, color: c });
  pdf.text(`Scolarité · Route nationale 3 · 97660 Dembéni, Mayotte · Tél. 0269 61 ${digits(rng, 2)} ${digits(rng, 2)} · scolarite@${centre.split(' ').pop()!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.yt`, L, 48, { font: F.regular, size: 7.5, color: '#444444', width: W, fit: true });
  pdf.text('RELEVÉ DE NOTES — CURSUS DE LICENCE', L, 70, { font: F.bold, size: 12.5, width: W, align: 'center' });
  const parts: Array<[string, string]> = [['Nom', p.family.toUpperCase()], ['Prénom(s)', p.given]];
  if (showNo) parts.push(['N° étudiant', no]);
  if (showDob) parts.push(['Né(e) le', `${dmy(dob)} à ${rng.pick(PLACES)}`]);
  parts.push(['Diplôme', `Licence — mention ${men.m}`]);
  let y = 92;
  parts.forEach(([a, b], i) => {
    const x = i % 2 === 0 ? L : L + W / 2;
    pdf.text(`${a} :`, x, y, { font: F.regular, size: 8.5, color: '#555555' });
    pdf.text(b, x + 62, y, { font: F.bold, size: 8.5, width: W / 2 - 66, fit: true });
    if (i % 2 === 1 || i === parts.length - 1) y += 13;
  });
  y += 8;
  const cols = [{ label: 'Code', width: 60 }, { label: 'Unité d\'enseignement', width: W - 60 - 45 - 50 - 35 - 65 }, { label: 'ECTS', width: 45, align: 'center' as const }, { label: 'Note /20', width: 50, align: 'center' as const }, { label: 'Sess.', width: 35, align: 'center' as const }, { label: 'Résultat', width: 65, align: 'center' as const }];
  const rowH = rows.length > 40 ? 11.2 : 12.5;
  y = lTable(pdf, F, L, y, cols, rows, { size: rows.length > 40 ? 7.3 : 7.9, rowH, ruling: 'rows', fill: '#e2e8f0', bandFill: '#f1f5f9' }) + 8;
  pdf.text('ADM : admis · ADJ : admis par compensation · AJ : ajourné · Sess. 1 : session initiale, Sess. 2 : seconde chance', L, y, { font: F.italic, size: 7, color: '#444444' });
  y += 14;
  pdf.text(`Crédits ECTS acquis : ${ects} / 180      Moyenne générale : ${comma(Number(avg), 2)} / 20`, L, y, { font: F.bold, size: 9 });
  y += 14;
  if (done) pdf.text(`Licence obtenue — session de juin ${end}, mention ${Number(avg) >= 14 ? 'Bien' : Number(avg) >= 12 ? 'Assez bien' : 'Passable'}`, L, y, { font: F.bold, size: 9 });
  else if (sems === 6) pdf.text('Licence non obtenue à ce jour — semestre(s) à repasser', L, y, { font: F.italic, size: 9 });
  else pdf.text(`Cursus en cours — inscrit(e) en Licence ${sems / 2 + 1} pour l'année ${end}-${end + 1}`, L, y, { font: F.italic, size: 9 });
  y += 22;
  pdf.text(`Fait à Dembéni, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 9, width: 260, align: 'right' });
  pdf.signature(L + W - 150, y + 14, 110, rng);
  pdf.text(`${otherName(rng, 'YT', p.family)}, directeur(trice) des études`, L + W - 260, y + 34, { font: F.italic, size: 8, width: 260, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.cgpa': comma(Number(avg), 2), 'qualification.dateOfIssue': longDate(issued, 'fr') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-09-transcript',
    country: 'YT',
    languages: ['fr'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Cumulative Licence transcript of a university centre of a French Indian Ocean department in French: letterhead with 97660 Dembéni, Mayotte and 0269 phone; RELEVÉ DE NOTES — CURSUS DE LICENCE; Nom, Prénom(s), optional N° étudiant and Né(e) le … à …, Licence — mention <field>; a band per year (Licence 1 — Année universitaire 2019-2020), Semestre 1 … 6 sub-bands, units with code, title, ECTS, mark /20 with decimal comma, sitting 1 or 2 (not a session), result ADM/ADJ/AJ; semester average rows (no course); ECTS earned /180, overall average, Licence obtenue with session and honours when complete; Fait à Dembéni.',
    render,
  },
];
