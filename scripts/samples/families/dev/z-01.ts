/**
 * Congolese (Republic of the Congo) LMD relevé de notes of the first year of a Master, in French: the
 * republic and its motto on the left, the ministry and the institution with its B.P. address, its city and a
 * +242 telephone on the right; "RELEVÉ DE NOTES" with the academic year; the particulars with dot leaders
 * (Nom(s), Prénom(s), date and place of birth, matricule, domaine, mention, spécialité, niveau "Master 1",
 * "Diplôme préparé : Master"); then the two semesters, numbered 7 and 8 as the LMD numbers a Master's
 * semesters, each a table whose teaching units (UE: code, title, credits, the unit's average, "Validée" or
 * "Capitalisée par compensation") stand over their constituent elements (ECUE: code, title, credits, the mark
 * out of 20 with a decimal comma); a semester line (average, credits); the year's average, the credits
 * capitalised, the jury's decision and the deliberation date (a decoy), "Fait à …, le …". As described by the
 * LMD regulations of the CEMAC universities (units of 4-10 credits made of elements, marks out of 20 with 10 to
 * validate, compensation inside a unit and a semester, 30 credits a semester).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, longDate, upper, zPerson, zResult, zTable } from './z-kit';

const INSTS = [
  { name: 'Université Libre des Savanes du Congo', abbr: 'ULSC', city: 'Brazzaville', addr: 'B.P. 2217, Moungali, Brazzaville' },
  { name: 'Institut Supérieur de Commerce et d\'Administration de Pointe-Noire', abbr: 'ISCA-PN', city: 'Pointe-Noire', addr: 'B.P. 1184, avenue de l\'Indépendance, Pointe-Noire' },
];
const SPECS = [
  { domaine: 'Sciences Économiques et de Gestion', mention: 'Sciences de Gestion', spec: 'Audit et Contrôle de Gestion', code: 'ACG', units: [
    ['Comptabilité approfondie', ['Comptabilité des sociétés', 'Consolidation des comptes']],
    ['Contrôle de gestion', ['Contrôle budgétaire', 'Tableaux de bord et pilotage']],
    ['Méthodes quantitatives', ['Statistique décisionnelle', 'Recherche opérationnelle']],
    ['Environnement juridique', ['Droit OHADA des sociétés', 'Droit fiscal congolais']],
    ['Audit', ['Audit comptable et financier', 'Contrôle interne']],
    ['Finance d\'entreprise', ['Diagnostic financier', 'Évaluation des entreprises']],
    ['Systèmes d\'information', ['Progiciels de gestion intégrés', 'Audit des systèmes d\'information']],
    ['Ouverture', ['Anglais des affaires', 'Méthodologie du mémoire']],
  ] },
  { domaine: 'Sciences et Technologies', mention: 'Informatique', spec: 'Réseaux et Systèmes', code: 'RSI', units: [
    ['Architecture des réseaux', ['Réseaux IP avancés', 'Routage et commutation']],
    ['Systèmes d\'exploitation', ['Administration Linux', 'Virtualisation']],
    ['Génie logiciel', ['Conception orientée objet', 'Gestion de projets informatiques']],
    ['Mathématiques pour l\'informatique', ['Théorie des graphes', 'Optimisation']],
    ['Sécurité', ['Cryptographie appliquée', 'Sécurité des réseaux']],
    ['Bases de données', ['Bases de données réparties', 'Entrepôts de données']],
    ['Services réseaux', ['Téléphonie sur IP', 'Supervision des réseaux']],
    ['Ouverture', ['Anglais technique', 'Méthodologie de la recherche']],
  ] },
] as const;
const TOWNS = ['Dolisie', 'Nkayi', 'Owando', 'Impfondo', 'Ouesso', 'Madingou', 'Sibiti', 'Kinkala', 'Brazzaville', 'Pointe-Noire'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'CG');
  const inst = rng.pick(INSTS);
  const sp = rng.pick(SPECS);
  const year = rng.int(2015, 2023);
  const dob = iso(year - rng.int(22, 27), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2]]);
  const ability = rng.float(10.5, 15);
  const mat = `${sp.code}${String(year - 3).slice(2)}${digits(rng, 4)}`;
  const r = zResult('fr', p.given, p.family, dob);
  setInstitution(r, inst.name, 'CG');

  type Row = { cells: string[]; bold?: boolean; italic?: boolean };
  const sems: Array<{ label: string; rows: Row[]; avg: number }> = [];
  let yearPts = 0;
  let yearCr = 0;
  for (let s = 0; s < 2; s++) {
    const label = `Semestre ${7 + s}`;
    const rows: Row[] = [];
    let semPts = 0;
    let semCr = 0;
    sp.units.slice(s * 4, s * 4 + 4).forEach(([title, elems], u) => {
      const ueCode = `${sp.code}${7 + s}${u + 1}`;
      // Four units of 8, 8, 7 and 7 credits make the semester's 30.
      const unitCr = [8, 8, 7, 7][u];
      const first = unitCr === 8 ? rng.pick([4, 5]) : 4;
      const creds = [first, unitCr - first];
      const notes = elems.map(() => around(rng, ability, 2.6, 6, 18.5, 0.25));
      const ueCr = creds.reduce((a, b) => a + b, 0);
      const ueAvg = notes.reduce((a, n, k) => a + n * creds[k], 0) / ueCr;
      rows.push({ cells: [ueCode, `UE ${u + 1} — ${title}`, String(ueCr), comma(ueAvg, 2), ueAvg >= 10 ? 'Validée' : 'Capitalisée par compensation'], bold: true });
      elems.forEach((e, k) => {
        const code = `${ueCode}.${k + 1}`;
        rows.push({ cells: [code, `      ${e}`, String(creds[k]), comma(notes[k], 2), ''] });
        r.courses.push(course({ courseNumber: code, courseName: e, credit: creds[k], marksScored: notes[k], maximumMarks: 20, term: label, session: `${year - 1}-${year}` }));
      });
      semPts += ueAvg * ueCr;
      semCr += ueCr;
    });
    // Every semester is validated whole (compensation), which the regulations allow from 10 on average.
    const avg = semPts / semCr;
    if (avg < 10) return render(rng);
    sems.push({ label, rows, avg });
    yearPts += semPts;
    yearCr += semCr;
  }
  const annual = yearPts / yearCr;
  const delib = iso(year, rng.int(7, 9), rng.int(1, 28));
  const issued = addDays(delib, rng.int(10, 120));
  Object.assign(r.qualification, {
    registrationNumber: mat, name: 'Master', level: 'Master', majorOrSpecialization: sp.spec,
    dateOfIssue: issued, cgpa: annual.toFixed(2), totalCreditsOrMarks: String(yearCr),
  });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: inst.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const ink = rng.pick(['#1d4d2b', '#7a1f1f', '#1b365d']);
  pdf.text('RÉPUBLIQUE DU CONGO', L, 26, { font: F.bold, size: 9.5, width: 190, align: 'center' });
  pdf.text('Unité * Travail * Progrès', L, 38, { font: F.italic, size: 8, width: 190, align: 'center' });
  pdf.text('--------', L, 47, { font: F.regular, size: 8, width: 190, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ENSEIGNEMENT SUPÉRIEUR,', L, 56, { font: F.regular, size: 7.6, width: 190, align: 'center' });
  pdf.text('DE LA RECHERCHE SCIENTIFIQUE ET DE L\'INNOVATION', L, 65, { font: F.regular, size: 7.6, width: 190, align: 'center', fit: true });
  pdf.crest(pdf.width / 2, 52, 22, inst.abbr.split('-')[0], ink);
  pdf.text(upper(inst.name), L + W - 220, 28, { font: F.bold, size: 9, width: 220, align: 'center', color: ink, fit: true });
  pdf.text(inst.addr, L + W - 220, 41, { font: F.regular, size: 7.6, width: 220, align: 'center', fit: true });
  pdf.text(`Tél. (+242) 06 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, L + W - 220, 51, { font: F.regular, size: 7.6, width: 220, align: 'center' });
  pdf.text('Direction des Affaires Académiques', L + W - 220, 61, { font: F.italic, size: 7.6, width: 220, align: 'center' });
  pdf.line(L, 80, L + W, 80, 1, ink);
  const ref = `N° ${digits(rng, 4)}/${inst.abbr}/DAA/${year}`;
  pdf.text(ref, L, 86, { font: F.regular, size: 7.5 });
  pdf.text('RELEVÉ DE NOTES', L, 98, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`Année académique ${year - 1}-${year}`, L, 117, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 136;
  const leaders = (k: string, v: string, x: number, yy: number, lw: number, w: number) => {
    const kw = pdf.text(k, x, yy, { font: F.regular, size: 8.6 });
    const dot = pdf.widthOf('.', F.regular, 8.6);
    pdf.text('.'.repeat(Math.max(2, Math.floor((lw - kw - 4) / dot))), x + kw + 2, yy, { font: F.regular, size: 8.6, color: '#555555' });
    pdf.text(v, x + lw + 3, yy, { font: F.bold, size: 8.6, width: w - lw - 6, fit: true });
  };
  const left: Array<[string, string]> = [
    ['Nom(s)', upper(p.family)], ['Prénom(s)', p.given],
    [`${p.woman ? 'Née' : 'Né'} le`, `${dmy(dob)} à ${rng.pick(TOWNS)}`], ['N° Matricule', mat],
  ];
  const right: Array<[string, string]> = [
    ['Domaine', sp.domaine], ['Mention', sp.mention], ['Spécialité', sp.spec], ['Niveau', 'Master 1'], ['Diplôme préparé', 'Master'],
  ];
  left.forEach(([k, v], i) => leaders(k, v, L, y + i * 13, 92, W / 2 - 8));
  right.forEach(([k, v], i) => leaders(k, v, L + W / 2 + 4, y + i * 13, 86, W / 2 - 4));
  y += right.length * 13 + 10;
  const cols = [
    { label: 'Code', width: 58 },
    { label: ['Unités d\'enseignement (UE)', 'et éléments constitutifs (ECUE)'], width: W - 58 - 48 - 56 - 104 },
    { label: 'Crédits', width: 48, align: 'center' as const },
    { label: 'Note /20', width: 56, align: 'center' as const },
    { label: 'Résultat', width: 104, align: 'center' as const },
  ];
  const size = 7.9;
  for (const s of sems) {
    pdf.fill(L, y, W, 14, '#e8ece8');
    pdf.text(`${s.label} — Année académique ${year - 1}-${year}`, L + 4, y + 3, { font: F.bold, size: 8.6 });
    y += 16;
    y = zTable(pdf, F, L, y, cols, s.rows, { size, rowH: 12, ruling: 'grid' });
    pdf.text(`Moyenne du ${s.label.toLowerCase()} : ${comma(s.avg, 2)} / 20     Crédits capitalisés : 30 / 30`, L, y + 3, { font: F.italic, size: 8.2, width: W, align: 'right' });
    y += 20;
  }
  y += 2;
  pdf.text(`Moyenne annuelle : ${comma(annual, 2)} / 20`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Crédits capitalisés : ${yearCr} / 60`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 14;
  pdf.text(`Décision du jury : ${p.woman ? 'Admise' : 'Admis'} en Master 2     Mention : ${annual >= 14 ? 'Bien' : annual >= 12 ? 'Assez bien' : 'Passable'}`, L, y, { font: F.regular, size: 9 });
  y += 13;
  pdf.text(`Délibération du jury en date du ${dmy(delib)}.`, L, y, { font: F.regular, size: 8.5 });
  y += 22;
  pdf.text(`Fait à ${inst.city}, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 9, width: 260, align: 'center' });
  pdf.text('Le Directeur des Affaires Académiques', L + W - 260, y + 13, { font: F.bold, size: 9, width: 260, align: 'center' });
  pdf.signature(L + W - 190, y + 40, 110, rng);
  pdf.seal(L + W - 240, y + 44, 24, ink);
  pdf.text('Il n\'est délivré qu\'un seul exemplaire du présent relevé. Toute rature ou surcharge le rend nul.', L, pdf.height - 40, { font: F.italic, size: 7, width: W, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'institution.name': upper(inst.name),
    'candidate.dateOfBirth': dmy(dob),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.cgpa': comma(annual, 2),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-01-transcript',
    country: 'CG',
    languages: ['fr'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Congolese LMD relevé de notes of a first Master year in French: republic and motto, ministry, institution with B.P., city and +242; particulars with dot leaders (family name and given names apart, birth, matricule, domaine, mention, spécialité, Master 1, diploma prepared); semesters 7 and 8 as tables of teaching units over their elements (the elements the courses, the unit rows no course) with credits and marks out of 20 with a decimal comma; semester averages, year average, credits, decision, a deliberation date as a decoy, issue date; as described by CEMAC LMD regulations.',
    render,
  },
];
