/**
 * Certificate of a national lower-secondary examination of a French Pacific collectivity, in French: "RÉPUBLIQUE
 * FRANÇAISE", the ministry and the territory's vice-rectorat (the issuer) with "98600 Mata-Utu, Wallis-et-Futuna";
 * "ATTESTATION DE RÉUSSITE AU DIPLÔME NATIONAL DU BREVET"; the vice-recteur "atteste que" the holder — "Madame / Monsieur
 * <FAMILY> <Given>" (the surname first, in capitals), "né(e) le … à …" (a village of the islands or Nouméa) — "a obtenu
 * le diplôme national du brevet, série générale" (`Secondary`), "session de juin <year>" (the completion), with the
 * mention on some; the college (not the issuer) and the candidate number on some (the registration); a small table of
 * the final examinations each with its points and maximum (français /100, mathématiques /100, histoire-géographie
 * /50, sciences /50, oral /100: `marksScored` with its maximum) and, above it in a sentence, the points of the common
 * core's assessment out of 400 (no course); the total out of 800 (`totalCreditsOrMarks`); "Fait à Mata-Utu, le …" (the
 * issue). As French rectorats certify the brevet before the diploma is printed.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, longDate, otherName, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const ISSUER = 'Vice-rectorat des îles Wallis et Futuna';
const COLLEGES = ['Collège de Vaimalau', 'Collège de Alofivai', 'Collège de Leava', 'Collège de Teesi'];
const PLACES = ['Mata-Utu (Wallis-et-Futuna)', 'Hihifo (Wallis-et-Futuna)', 'Mua (Wallis-et-Futuna)', 'Sigave (Wallis-et-Futuna)', 'Alo (Wallis-et-Futuna)', 'Nouméa (Nouvelle-Calédonie)'];
const EXAMS: Array<[string, number]> = [['Français', 100], ['Mathématiques', 100], ['Histoire-géographie et enseignement moral et civique', 50], ['Sciences', 50], ['Soutenance orale', 100]];

async function render(rng: Rng) {
  const p = w2Person(rng, 'WF');
  const year = rng.int(2018, 2025);
  const showNo = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[2]]);
  const dob = iso(year - 15, rng.int(1, 12), rng.int(1, 28));
  const no = `${digits(rng, 3)}${rng.pick(['W', 'F'])}${digits(rng, 5)}`;
  const r = w2Result('fr', p.given, p.family, dob);
  setInstitution(r, ISSUER, 'WF');
  Object.assign(r.qualification, { name: 'Diplôme national du brevet', level: 'Secondary', registrationNumber: showNo ? no : null, yearOfCompletion: year, status: 'Completed' });
  const ability = rng.float(0.5, 0.9);
  const socle = rng.pick([250, 300, 350, 400, 400]);
  const rows: W2Row[] = [];
  let total = socle;
  for (const [s, max] of EXAMS) {
    const pts = Math.round(around(rng, ability * max, max * 0.13, max * 0.2, max));
    total += pts;
    rows.push({ cells: [s, `${pts} / ${max}`] });
    r.courses.push(course({ courseName: s, marksScored: pts, maximumMarks: max }));
  }
  const mention = total >= 720 ? 'très bien' : total >= 640 ? 'bien' : total >= 560 ? 'assez bien' : null;
  r.qualification.totalCreditsOrMarks = String(total);
  const issued = iso(year, rng.int(7, 9), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Attestation de réussite', author: ISSUER, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#0f766e', '#111827']);
  const L = 56;
  const W = pdf.width - 112;
  pdf.text('RÉPUBLIQUE FRANÇAISE', L, 40, { font: F.bold, size: 10 });
  pdf.text('Liberté · Égalité · Fraternité', L, 53, { font: F.italic, size: 8 });
  pdf.text("MINISTÈRE DE L'ÉDUCATION NATIONALE", L, 74, { font: F.bold, size: 9 });
  pdf.text(ISSUER, L, 87, { font: F.regular, size: 9.5, color: c });
  pdf.text('BP 244 · 98600 Mata-Utu, Wallis-et-Futuna', L, 100, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text('ATTESTATION DE RÉUSSITE', L, 140, { font: F.bold, size: 17, width: W, align: 'center', color: c });
  pdf.text('AU DIPLÔME NATIONAL DU BREVET', L, 162, { font: F.bold, size: 13, width: W, align: 'center', color: c });
  let y = 200;
  const civ = p.woman ? 'Madame' : 'Monsieur';
  const holder = `${civ} ${p.family.toUpperCase()} ${p.given}`;
  const text = `Le vice-recteur des îles Wallis et Futuna atteste que ${holder}, ${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(PLACES)}, a obtenu le diplôme national du brevet, série générale, à la session de juin ${year}${mention ? `, avec la mention ${mention}` : ''}.`;
  y += pdf.para(text, L, y, W, { font: F.regular, size: 12, leading: 19 }) + 14;
  const extra: string[] = [`Établissement : ${rng.pick(COLLEGES)}`];
  if (showNo) extra.push(`N° de candidat : ${no}`);
  for (const t of extra) {
    pdf.text(t, L, y, { font: F.regular, size: 10 });
    y += 15;
  }
  y += 8;
  y += pdf.para(`Maîtrise du socle commun de connaissances, de compétences et de culture : ${socle} points sur 400.`, L, y, W, { font: F.regular, size: 10, leading: 14 }) + 8;
  rows.push({ cells: ['Total des points', `${total} / 800`], bold: true });
  y = w2Table(pdf, F, L, y, [{ label: 'Épreuves de l\'examen final', width: W - 120 }, { label: 'Points', width: 120, align: 'center' }], rows, { size: 10, rowH: 20, ruling: rng.pick(['grid', 'rows'] as const), fill: '#eef2ff' }) + 30;
  pdf.text(`Fait à Mata-Utu, le ${longDate(issued, 'fr')}`, L + W / 2, y, { font: F.regular, size: 10.5, width: W / 2, align: 'center' });
  y += 18;
  pdf.text('Pour le vice-recteur et par délégation,', L + W / 2, y, { font: F.italic, size: 9.5, width: W / 2, align: 'center' });
  pdf.signature(L + W / 2 + 60, y + 22, 110, rng);
  pdf.text(`${otherName(rng, 'WF', p.family)}, chef de la division des examens`, L + W / 2 - 40, y + 52, { font: F.regular, size: 9, width: W / 2 + 40, align: 'center' });
  pdf.seal(L + 80, y + 30, 32, c);
  pdf.text('Cette attestation est délivrée en attendant la remise du diplôme. Elle ne peut être délivrée qu\'une seule fois.', L, pdf.height - 50, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'candidate.dateOfBirth': longDate(dob, 'fr'), 'qualification.dateOfIssue': longDate(issued, 'fr') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-07-diploma',
    country: 'WF',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Certificate of the national lower-secondary examination of a French Pacific collectivity in French: republic, ministry and the vice-rectorat (issuer) with 98600 Mata-Utu, Wallis-et-Futuna; ATTESTATION DE RÉUSSITE AU DIPLÔME NATIONAL DU BREVET; atteste que Madame/Monsieur FAMILY Given (surname first), né(e) le … à …, a obtenu le diplôme national du brevet, série générale (Secondary), session de juin <year>, mention on some; college (not the issuer), optional candidate number; common-core points /400 in a sentence (no course); final examinations with points and maxima (marksScored); total /800; Fait à Mata-Utu, le …',
    render,
  },
];
