/**
 * Transcript of a year of a French-system licence at a university of a Caribbean overseas region, followed by a
 * sworn English translation on a second page (one upload). Page 1, in French: the university, its faculty and its
 * Pointe-à-Pitre address with the 971xx postcode and "Guadeloupe"; "RELEVÉ DE NOTES"; the academic year; "Nom :",
 * "Prénom(s) :", the student number ("N° étudiant") on some and the birth date on some ("né(e) le 12/03/2001 à …");
 * "Diplôme préparé : Licence", its "Mention" and the year of study (L2 or L3); two semester tables (5 or 6 units each:
 * code, title, ECTS, mark out of 20 with a decimal comma); the semester averages, the year's average, the ECTS
 * earned and the jury's decision ("Admis(e) — Licence obtenue" in the last year, "Admis(e) en L3" otherwise);
 * "Fait à Pointe-à-Pitre, le …". Page 2: "SWORN TRANSLATION FROM FRENCH", the translator's header and stamp (a
 * court-appointed translator's name and office, a translation number, its own later date), the same record in
 * English (the names of the university and the degree kept in French, unit titles translated, marks as printed,
 * decimal points), and the translator's certification naming the holder. As sworn translators render French
 * transcripts for admission abroad.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, comma, dmy, iPerson, iResult, iTable, iso, longDate, otherName, sample, usDate, type IRow } from './i-kit';

const UNIS = [
  { name: 'Université des Îles du Vent', faculty: 'Faculté des Sciences Économiques et de Gestion', street: 'Campus de Fouillole, BP 250', zip: '97157' },
  { name: 'Université Caraïbe-Atlantique', faculty: 'UFR Droit, Économie et Gestion', street: 'Boulevard Légitimus', zip: '97110' },
];
const MENTIONS = [
  {
    fr: 'Économie et Gestion',
    units: [['Microéconomie', 'Microeconomics'], ['Macroéconomie', 'Macroeconomics'], ['Économétrie', 'Econometrics'], ['Comptabilité de gestion', 'Management Accounting'], ['Finance d\'entreprise', 'Corporate Finance'], ['Économie du développement', 'Development Economics'], ['Anglais économique', 'Business English'], ['Statistiques appliquées', 'Applied Statistics'], ['Économie des territoires insulaires', 'Economics of Island Territories'], ['Droit des affaires', 'Business Law'], ['Marketing', 'Marketing'], ['Projet tutoré', 'Supervised Project']],
  },
  {
    fr: 'Sciences de la Vie',
    units: [['Biologie cellulaire', 'Cell Biology'], ['Génétique', 'Genetics'], ['Écologie tropicale', 'Tropical Ecology'], ['Biochimie', 'Biochemistry'], ['Physiologie végétale', 'Plant Physiology'], ['Microbiologie', 'Microbiology'], ['Biostatistiques', 'Biostatistics'], ['Anglais scientifique', 'Scientific English'], ['Biologie des populations', 'Population Biology'], ['Immunologie', 'Immunology'], ['Zoologie', 'Zoology'], ['Stage de terrain', 'Field Placement']],
  },
];
const PLACES = ['Pointe-à-Pitre', 'Les Abymes', 'Basse-Terre', 'Le Moule', 'Sainte-Anne', 'Paris'];

async function render(rng: Rng) {
  const p = iPerson(rng, 'GP');
  const uni = rng.pick(UNIS);
  const men = rng.pick(MENTIONS);
  const last = rng.bool(0.6);
  const lvl = last ? 3 : 2;
  const year = rng.int(2014, 2024);
  const session = `${year}-${year + 1}`;
  const showDob = rng.bool(0.6);
  const showNo = rng.bool(0.55);
  const dob = iso(year - rng.int(19, 23), rng.int(1, 12), rng.int(1, 28));
  const no = `${digits(rng, 8)}`;
  const issued = iso(year + 1, 7, rng.int(1, 25));
  const translated = addDays(issued, rng.int(40, 400));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const FT = rng.pick([SERIF[1], SANS[1]]);
  const ability = rng.float(10, 15);
  const r = iResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'GP');
  Object.assign(r.qualification, { name: 'Licence', level: 'Bachelor', majorOrSpecialization: men.fr, registrationNumber: showNo ? no : null, dateOfIssue: issued });
  if (last) Object.assign(r.qualification, { yearOfCompletion: year + 1, status: 'Completed' });

  const units = sample(rng, men.units, 11);
  const sems = [2 * lvl - 1, 2 * lvl];
  const fr: IRow[][] = [[], []];
  const en: IRow[][] = [[], []];
  const avgs: number[] = [];
  let k = 0;
  let ects = 0;
  sems.forEach((s, si) => {
    const n = rng.int(5, 6);
    let sum = 0;
    let w = 0;
    for (let i = 0; i < n; i++) {
      const [t, e] = units[k++ % units.length];
      const code = `${men.fr.slice(0, 2).toUpperCase()}${s}${String(i + 1).padStart(2, '0')}`;
      const cr = i === 0 ? 6 : rng.pick([3, 4, 5, 6]);
      const mark = Math.round(Math.max(10, Math.min(18.5, ability + rng.gauss() * 2)) * 4) / 4;
      const m = mark.toFixed(2);
      fr[si].push({ cells: [code, t, String(cr), `${comma(mark, 2)}/20`] });
      en[si].push({ cells: [code, e, String(cr), `${m}/20`] });
      r.courses.push(course({ courseNumber: code, courseName: e, credit: cr, marksScored: mark, maximumMarks: 20, term: `Semestre ${s}`, session }));
      sum += mark * cr;
      w += cr;
    }
    ects += w;
    avgs.push(sum / w);
  });
  const yearAvg = Math.round(((avgs[0] + avgs[1]) / 2) * 100) / 100;
  r.qualification.cgpa = yearAvg.toFixed(2);
  r.qualification.totalCreditsOrMarks = String(ects);

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: uni.name, creationDate: new Date(`${translated}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const c = rng.pick(['#0b4f6c', '#5a189a', '#9d0208']);
  pdf.text(uni.name.toUpperCase(), L, 36, { font: F.bold, size: 13, color: c });
  pdf.text(uni.faculty, L, 54, { font: F.regular, size: 9 });
  pdf.text(`${uni.street} · ${uni.zip} Pointe-à-Pitre Cedex · Guadeloupe`, L, 67, { font: F.regular, size: 8, color: '#444444' });
  pdf.text('RELEVÉ DE NOTES', L, 96, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`Année universitaire ${session}`, L, 116, { font: F.regular, size: 9.5, width: W, align: 'center' });
  const kv: Array<[string, string]> = [['Nom', p.family.toUpperCase()], ['Prénom(s)', p.given]];
  if (showNo) kv.push(['N° étudiant', no]);
  if (showDob) kv.push(['Né(e) le', `${dmy(dob)} à ${rng.pick(PLACES)}`]);
  kv.push(['Diplôme préparé', 'Licence'], ['Mention', men.fr], ['Année d\'études', `L${lvl} — ${lvl === 3 ? 'troisième' : 'deuxième'} année`]);
  let y = 140;
  kv.forEach(([a, b]) => {
    pdf.text(`${a} :`, L, y, { font: F.regular, size: 9 });
    pdf.text(b, L + 110, y, { font: F.bold, size: 9 });
    y += 13;
  });
  y += 8;
  const cols = (lab: string[]) => [
    { label: lab[0], width: 60 },
    { label: lab[1], width: W - 60 - 60 - 80 },
    { label: lab[2], width: 60, align: 'right' as const },
    { label: lab[3], width: 80, align: 'right' as const },
  ];
  sems.forEach((s, si) => {
    pdf.text(`Semestre ${s}`, L, y, { font: F.bold, size: 10, color: c });
    y = iTable(pdf, F, L, y + 14, cols(['Code', 'Unité d\'enseignement', 'ECTS', 'Note']), fr[si], { size: 8.5, rowH: 14, ruling: 'grid', fill: '#eeeeee' }) + 4;
    pdf.text(`Moyenne du semestre ${s} : ${comma(avgs[si], 2)}/20`, L + W - 250, y, { font: F.bold, size: 8.5, width: 250, align: 'right' });
    y += 22;
  });
  pdf.text(`Moyenne annuelle : ${comma(yearAvg, 2)}/20`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Crédits ECTS acquis : ${ects}`, L, y + 15, { font: F.bold, size: 10 });
  pdf.text(`Décision du jury : ${last ? `Admis${p.woman ? 'e' : ''} — Licence obtenue` : `Admis${p.woman ? 'e' : ''} en L3`}`, L, y + 30, { font: F.bold, size: 10 });
  y += 64;
  pdf.text(`Fait à Pointe-à-Pitre, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 9.5, width: 260, align: 'right' });
  pdf.text('Pour le Président et par délégation, le Directeur de la scolarité', L + W - 300, y + 14, { font: F.italic, size: 8, width: 300, align: 'right' });
  pdf.signature(L + W - 150, y + 40, 110, rng);
  pdf.seal(L + 70, y + 30, 28, c);

  // The sworn translation.
  pdf.addPage();
  const tr = otherName(rng, 'GP', p.family);
  const tno = `${Number(translated.slice(0, 4))}/${digits(rng, 4)}`;
  pdf.text('SWORN TRANSLATION FROM FRENCH', L, 36, { font: FT.bold, size: 13, width: W, align: 'center' });
  pdf.text(`${tr}, Traducteur-interprète expert près la Cour d'appel de Basse-Terre — Translation no. ${tno}`, L, 56, { font: FT.italic, size: 8, width: W, align: 'center', fit: true });
  pdf.line(L, 70, L + W, 70, 0.6);
  pdf.text(`[Letterhead:] ${uni.name} — ${uni.faculty} — ${uni.zip} Pointe-à-Pitre, Guadeloupe`, L, 80, { font: FT.regular, size: 8, width: W, fit: true });
  pdf.text(`TRANSCRIPT OF RECORDS — Academic year ${session}`, L, 100, { font: FT.bold, size: 11, width: W, align: 'center' });
  const ekv: Array<[string, string]> = [['Surname', p.family.toUpperCase()], ['Given name(s)', p.given]];
  if (showNo) ekv.push(['Student no.', no]);
  if (showDob) ekv.push(['Date of birth', usDate(dob)]);
  ekv.push(['Degree', 'Licence [three-year undergraduate degree, untranslated]'], ['Field', men.fr], ['Year of study', `L${lvl}`]);
  y = 120;
  ekv.forEach(([a, b]) => {
    pdf.text(`${a}:`, L, y, { font: FT.regular, size: 8.5 });
    pdf.text(b, L + 100, y, { font: FT.bold, size: 8.5 });
    y += 12;
  });
  y += 6;
  sems.forEach((s, si) => {
    pdf.text(`Semester ${s}`, L, y, { font: FT.bold, size: 9 });
    y = iTable(pdf, FT, L, y + 12, cols(['Code', 'Course unit', 'ECTS', 'Mark']), en[si], { size: 8, rowH: 12.5, ruling: 'rows' }) + 4;
    pdf.text(`Semester ${s} average: ${avgs[si].toFixed(2)}/20`, L + W - 250, y, { font: FT.regular, size: 8, width: 250, align: 'right' });
    y += 18;
  });
  pdf.text(`Annual average: ${yearAvg.toFixed(2)}/20 — ECTS credits earned: ${ects} — Decision of the board: ${last ? 'Passed — Licence awarded' : 'Passed, admitted to L3'}`, L, y, { font: FT.bold, size: 8.5, width: W, fit: true });
  pdf.text(`Issued in Pointe-à-Pitre on ${usDate(issued)}. [Signature] [Seal of the university]`, L, y + 14, { font: FT.regular, size: 8.5 });
  y += 40;
  y += pdf.para(`I, the undersigned ${tr}, sworn translator at the Court of Appeal of Basse-Terre, certify that the above is a true and complete translation of the original French document, a transcript of records issued to ${p.given} ${p.family.toUpperCase()}, presented to me.`, L, y, W, { font: FT.italic, size: 8.5, leading: 12 }) + 8;
  pdf.text(`Basse-Terre, ${usDate(translated)}`, L, y, { font: FT.regular, size: 8.5 });
  pdf.stampBox(L + W - 190, y - 6, 180, 52, ['TRADUCTION CERTIFIÉE CONFORME', tr, `N° ${tno}`], '#1f4e9c');
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family.toUpperCase()}`, 'qualification.dateOfIssue': longDate(issued, 'fr'), 'qualification.cgpa': comma(yearAvg, 2) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-04-transcript',
    country: 'GP',
    languages: ['fr', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Transcript of a year (L2 or L3) of a French-system licence at a Caribbean overseas-region university, followed by a sworn English translation page: university, faculty and Pointe-à-Pitre address with 971xx postcode; RELEVÉ DE NOTES, academic year, Nom / Prénom(s), optional student number and birth date, Diplôme préparé : Licence and its Mention; two semester tables with code, unit, ECTS and mark /20 with a decimal comma, semester and annual averages, ECTS earned, the jury decision, Fait à … le …; the translation repeats the record in English (degree and university kept in French, unit titles translated, later translation date, translator stamp and certification naming the holder).',
    render,
  },
];
