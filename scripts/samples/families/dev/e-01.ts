/**
 * Central African university relevé de notes of a Licence (LMD), in French: the republic and its motto
 * ("Unité – Dignité – Travail") on the left, the institution on the right with its B.P. address (in Bambari with
 * the prefecture printed, a state; or in Berbérati, no state), a +236 telephone; "RELEVÉ DE NOTES DE LICENCE";
 * the particulars under small-capital captions in two columns (Nom, Prénoms, born on / at, N° d'inscription,
 * Domaine, Mention, Parcours, Année de première inscription); one table over the semesters followed so far, each
 * semester a band row "Semestre n — Année universitaire yyyy-yyyy", every teaching unit a row with its code, title,
 * credits, the continuous-assessment mark (CC), the examination mark, the unit's weighted average out of 20 with a
 * decimal comma (the course's mark; CC and exam are its parts) and the decision ("Acquise", "Compensée"); a
 * semester line (no course) after each; the cumulative average and credits; for a completed Licence the jury's
 * decision with the session and the mention (the completion), else the current level; "Fait à …, le …". As
 * described by the LMD regulations of CEMAC universities (units validated at 10/20, compensation within a
 * semester, 30 credits a semester, 180 for the Licence, averages weighting continuous assessment and examination).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, eResult, ePerson, eTable, longDate, upper, type ERow } from './e-kit';

const INSTS = [
  { name: 'Université Évangélique de l\'Ouaka', abbr: 'UEO', city: 'Bambari', addr: 'B.P. 38, Quartier Kidigra, Bambari — Préfecture de la Ouaka', state: 'UK' },
  { name: 'Institut Supérieur d\'Agronomie et de Gestion de Berbérati', abbr: 'ISAGB', city: 'Berbérati', addr: 'B.P. 95, route de Carnot, Berbérati', state: null },
];
const PROGRAMS = [
  { domaine: 'Sciences Économiques et de Gestion', mention: 'Gestion', parcours: 'Comptabilité et Finance', code: 'GCF', units: ['Introduction à la gestion', 'Comptabilité générale I', 'Mathématiques financières', 'Microéconomie I', 'Expression écrite et orale', 'Comptabilité générale II', 'Statistique descriptive', 'Droit des affaires OHADA', 'Macroéconomie I', 'Anglais des affaires I', 'Comptabilité analytique', 'Fiscalité centrafricaine', 'Marketing fondamental', 'Probabilités', 'Informatique de gestion', 'Gestion financière', 'Droit du travail', 'Mathématiques appliquées', 'Anglais des affaires II', 'Techniques bancaires', 'Contrôle de gestion', 'Audit comptable', 'Analyse financière', 'Gestion des ressources humaines', 'Comptabilité des sociétés', 'Finances publiques', 'Gestion de projets', 'Méthodologie du rapport', 'Éthique et déontologie', 'Stage et rapport de stage'] },
  { domaine: 'Sciences et Technologies', mention: 'Sciences Agronomiques', parcours: 'Production Végétale', code: 'SAP', units: ['Biologie végétale', 'Chimie générale', 'Mathématiques I', 'Pédologie générale', 'Techniques d\'expression', 'Botanique systématique', 'Chimie organique', 'Mathématiques II', 'Climatologie', 'Anglais scientifique', 'Physiologie végétale', 'Agronomie générale', 'Statistique expérimentale', 'Génétique', 'Microbiologie des sols', 'Phytopathologie', 'Entomologie agricole', 'Fertilisation des sols', 'Machinisme agricole', 'Économie rurale', 'Cultures vivrières', 'Cultures de rente', 'Amélioration des plantes', 'Protection des cultures', 'Agroforesterie', 'Vulgarisation agricole', 'Irrigation et drainage', 'Semences et pépinières', 'Méthodologie de recherche', 'Stage et mémoire'] },
] as const;
const TOWNS = ['Bossangoa', 'Bouar', 'Bria', 'Mbaïki', 'Sibut', 'Kaga-Bandoro', 'Bozoum', 'Nola', 'Bangassou', 'Paoua'];
const CREDITS = [7, 6, 6, 6, 5];

async function render(rng: Rng) {
  const p = ePerson(rng, 'CF');
  const inst = rng.pick(INSTS);
  const prog = rng.pick(PROGRAMS);
  const start = rng.int(2014, 2020);
  const sems = rng.pick([4, 6, 6]);
  const done = sems === 6;
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const ability = rng.float(10.5, 14.5);
  const num = `${prog.code}/${start}/${digits(rng, 4)}`;
  const r = eResult('fr', p.given, p.family, dob);
  setInstitution(r, inst.name, 'CF', inst.state);

  const rows: ERow[] = [];
  const semLines: number[] = [];
  let pts = 0;
  let crs = 0;
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}-${start + Math.floor(s / 2) + 1}`;
    const term = `Semestre ${s + 1}`;
    rows.push({ cells: [], band: `${term} — Année universitaire ${session}` });
    let sp = 0;
    prog.units.slice(s * 5, s * 5 + 5).forEach((t, k) => {
      const code = `${prog.code}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = CREDITS[k];
      const cc = around(rng, ability, 2.5, 5, 18, 0.5);
      const ex = around(rng, ability, 3, 4, 18, 0.5);
      const avg = Math.round((0.4 * cc + 0.6 * ex) * 100) / 100;
      const decision = avg >= 10 ? 'Acquise' : 'Compensée';
      rows.push({ cells: [code, t, String(cr), comma(cc, 2), comma(ex, 2), comma(avg, 2), decision] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: avg, maximumMarks: 20, passStatus: decision, term, session }));
      sp += avg * cr;
    });
    const semAvg = sp / 30;
    // Compensation validates a semester from 10 on average (the regulations); otherwise the student would repeat.
    if (semAvg < 10) return render(rng);
    rows.push({ cells: ['', `Moyenne du semestre ${s + 1} : ${comma(semAvg, 2)}/20 — Crédits : 30/30`, '', '', '', '', ''], italic: true });
    semLines.push(semAvg);
    pts += sp;
    crs += 30;
  }
  const avg = pts / crs;
  const juryDate = iso(start + sems / 2, 7, rng.int(10, 28));
  const issued = addDays(juryDate, rng.int(20, 200));
  Object.assign(r.qualification, {
    registrationNumber: num, name: 'Licence', level: 'Bachelor', majorOrSpecialization: prog.parcours,
    yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(crs), dateOfIssue: issued,
  });
  if (done) Object.assign(r.qualification, { yearOfCompletion: start + 3, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: inst.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const ink = rng.pick(['#1f3b73', '#6d2a12', '#225522']);
  pdf.text('RÉPUBLIQUE CENTRAFRICAINE', L, 28, { font: F.bold, size: 9.5, width: 200, align: 'center' });
  pdf.text('Unité – Dignité – Travail', L, 40, { font: F.italic, size: 8, width: 200, align: 'center' });
  pdf.text('* * *', L, 50, { font: F.regular, size: 7, width: 200, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ENSEIGNEMENT SUPÉRIEUR', L, 59, { font: F.regular, size: 7.8, width: 200, align: 'center' });
  pdf.crest(pdf.width / 2, 52, 23, inst.abbr.slice(0, 3), ink);
  const RX = L + W - 230;
  pdf.text(upper(inst.name), RX, 28, { font: F.bold, size: 8.8, width: 230, align: 'center', color: ink, fit: true });
  pdf.text(inst.addr, RX, 41, { font: F.regular, size: 7.4, width: 230, align: 'center', fit: true });
  pdf.text(`Tél. : (+236) 75 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, RX, 51, { font: F.regular, size: 7.4, width: 230, align: 'center' });
  pdf.text('Service de la Scolarité et des Examens', RX, 61, { font: F.italic, size: 7.4, width: 230, align: 'center' });
  pdf.line(L, 78, L + W, 78, 1.2, ink);
  pdf.text(`N° ${digits(rng, 3)}/${inst.abbr}/SSE/${issued.slice(0, 4)}`, L, 84, { font: F.regular, size: 7.5 });
  pdf.text(done ? 'RELEVÉ DE NOTES DE LICENCE' : 'RELEVÉ DE NOTES', L, 98, { font: F.bold, size: 14.5, width: W, align: 'center' });
  let y = 124;
  const cap = (k: string, v: string, x: number, yy: number, w: number) => {
    pdf.text(k.toUpperCase(), x, yy, { font: F.regular, size: 6.4, color: '#555555' });
    pdf.text(v, x, yy + 8, { font: F.bold, size: 9, width: w, fit: true });
  };
  const town = rng.pick(TOWNS);
  const left: Array<[string, string]> = [['Nom', upper(p.family)], ['Prénoms', p.given], [p.woman ? 'Née le / à' : 'Né le / à', `${dmy(dob)} à ${town}`], ['N° d\'inscription', num]];
  const right: Array<[string, string]> = [['Domaine', prog.domaine], ['Mention', prog.mention], ['Parcours', prog.parcours], ['Année de première inscription', `${start}-${start + 1}`]];
  left.forEach(([k, v], i) => cap(k, v, L, y + i * 24, W / 2 - 10));
  right.forEach(([k, v], i) => cap(k, v, L + W / 2 + 6, y + i * 24, W / 2 - 6));
  y += 4 * 24 + 8;
  const cols = [
    { label: 'Code UE', width: 52 },
    { label: 'Unité d\'enseignement', width: W - 52 - 40 - 50 - 50 - 58 - 66 },
    { label: 'Crédits', width: 40, align: 'center' as const },
    { label: ['CC', '/20'], width: 50, align: 'center' as const },
    { label: ['Examen', '/20'], width: 50, align: 'center' as const },
    { label: ['Moyenne', '/20'], width: 58, align: 'center' as const },
    { label: 'Décision', width: 66, align: 'center' as const },
  ];
  const style = { size: 7.8, rowH: 12.5, ruling: rng.pick(['grid', 'rows'] as const), fill: '#e6e9ef', bandFill: '#f1f1f1' };
  // The table breaks between semesters when a semester would not fit; the header is repeated.
  let block: ERow[] = [];
  const flush = () => {
    if (!block.length) return;
    if (y + (block.length + 2) * style.rowH > pdf.height - 60) {
      pdf.addPage();
      pdf.text(`${upper(p.family)} ${p.given} — ${num} (suite)`, L, 36, { font: F.italic, size: 8 });
      y = 54;
    }
    y = eTable(pdf, F, L, y, cols, block, style);
    y += 6;
    block = [];
  };
  for (const row of rows) {
    if (row.band !== undefined) flush();
    block.push(row);
  }
  flush();
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 54;
  }
  y += 6;
  pdf.text(`Moyenne générale : ${comma(avg, 2)}/20`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Total des crédits capitalisés : ${crs}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 15;
  const mention = avg >= 14 ? 'Bien' : avg >= 12 ? 'Assez Bien' : 'Passable';
  if (done) pdf.text(`Décision du jury : ${p.woman ? 'Admise' : 'Admis'} — Licence obtenue à la session de juillet ${start + 3}, mention ${mention}.`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  else pdf.text(`Décision du jury (session de juillet ${start + sems / 2}) : ${p.woman ? 'admise' : 'admis'} en troisième année de Licence (L3).`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  y += 13;
  pdf.text('CC : contrôle continu (40 %) ; Examen : épreuve terminale (60 %). Une UE est acquise avec une moyenne d\'au moins 10/20.', L, y, { font: F.italic, size: 7.4, width: W, fit: true });
  y += 28;
  pdf.text(`Fait à ${inst.city}, le ${longDate(issued, 'fr')}`, L + W - 250, y, { font: F.regular, size: 9, width: 250, align: 'center' });
  pdf.text('Le Chef du Service de la Scolarité', L + W - 250, y + 13, { font: F.bold, size: 9, width: 250, align: 'center' });
  pdf.signature(L + W - 180, y + 42, 100, rng);
  pdf.seal(L + W - 235, y + 44, 24, ink);
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'institution.name': upper(inst.name),
    'candidate.dateOfBirth': dmy(dob),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.cgpa': comma(avg, 2),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-01-transcript',
    country: 'CF',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Central African LMD relevé de notes of a Licence in French: republic and motto, institution with B.P. address (a prefecture printed in one, a state), +236; particulars under small captions (family name and given names apart, birth, registration number, domain, mention, parcours, first enrolment); one table over the semesters with band rows carrying the academic year, each unit with code, credits, continuous-assessment and examination marks and the weighted average out of 20 (the course mark) and its decision; semester lines that are no course; cumulative average and credits; jury decision with the session (completion) or the next level; as described by CEMAC LMD regulations.',
    render,
  },
];
