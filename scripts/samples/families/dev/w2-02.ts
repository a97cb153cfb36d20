/**
 * Bilingual transcript of records of a French Caribbean collectivity's higher technician programme (brevet de technicien
 * supérieur), in French with English: the institute's letterhead with "97133 Saint-Barthélemy" and a +590 telephone;
 * "RELEVÉ DE NOTES / TRANSCRIPT OF RECORDS"; captions in both languages ("Nom / Surname", "Prénom(s) / Given name(s)",
 * "Né(e) le / Date of birth" on some, "N° étudiant / Student no." on some, "Date d'entrée / Date of entry" on some);
 * "Diplôme préparé / Qualification: Brevet de technicien supérieur" (printed in French only, `Diploma`) and
 * "Spécialité / Field" (the major); one block per semester ("Semestre 1 — 2020-2021"), each unit with its code, its
 * title in French over the English title in italics (the English rendering is `courseName`), ECTS credits and the mark
 * /20 with a decimal comma (`marksScored`, `maximumMarks` 20); semester averages (no course); the overall average
 * (`cgpa`) and the ECTS credits earned; the result of the final session, "admis(e) au diplôme" (the completion) or
 * "ajourné(e)" (none), with the académie named as a decoy; "Fait à Gustavia, le …".
 * As French overseas institutes print bilingual transcripts for students going abroad.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, iso, longDate, otherName, w2Person, w2Result } from './w2-kit';

const INSTITUTES = ['Institut Supérieur des Métiers de Gustavia', 'Lycée Polyvalent des Îles du Nord — Section de techniciens supérieurs'];
const FIELDS = [
  { fr: 'Tourisme', units: [['Culture générale et expression', 'General Culture and Expression'], ['Langue vivante A : anglais', 'Foreign Language A: English'], ['Langue vivante B : espagnol', 'Foreign Language B: Spanish'], ['Gestion de la relation clientèle touristique', 'Tourism Customer Relations'], ['Élaboration d\'une prestation touristique', 'Design of a Tourism Service'], ['Gestion de l\'information touristique', 'Tourism Information Management'], ['Tourisme et territoires', 'Tourism and Territories'], ['Mercatique des services', 'Services Marketing'], ['Droit du tourisme', 'Tourism Law'], ['Stage en entreprise', 'Work Placement']] },
  { fr: 'Management commercial opérationnel', units: [['Culture générale et expression', 'General Culture and Expression'], ['Communication en langue vivante étrangère', 'Communication in a Foreign Language'], ['Culture économique, juridique et managériale', 'Economic, Legal and Managerial Culture'], ['Développement de la relation client', 'Customer Relationship Development'], ['Animation et dynamisation de l\'offre', 'Promotion of the Commercial Offer'], ['Gestion opérationnelle', 'Operational Management'], ['Management de l\'équipe commerciale', 'Sales Team Management'], ['Mathématiques appliquées', 'Applied Mathematics'], ['Entrepreneuriat', 'Entrepreneurship'], ['Stage en entreprise', 'Work Placement']] },
];

async function render(rng: Rng) {
  const p = w2Person(rng, 'BL');
  const inst = rng.pick(INSTITUTES);
  const field = rng.pick(FIELDS);
  const start = rng.int(2014, 2022);
  const nSem = rng.bool(0.55) ? 4 : rng.int(2, 3);
  const done = nSem === 4;
  const showDob = rng.bool(0.5);
  const showId = rng.bool(0.5);
  const showEntry = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[1]]);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const id = `SB${String(start).slice(2)}${digits(rng, 5)}`;
  const r = w2Result('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst, 'BL');
  Object.assign(r.qualification, { name: 'Brevet de technicien supérieur', level: 'Diploma', majorOrSpecialization: field.fr, registrationNumber: showId ? id : null, yearOfAdmission: start });
  const ability = rng.float(10.5, 16);
  type Line = { kind: 'band'; text: string } | { kind: 'unit'; code: string; fr: string; en: string; ects: number; mark: number } | { kind: 'avg'; text: string };
  const lines: Line[] = [];
  let total = 0;
  let earned = 0;
  let credits = 0;
  for (let s = 0; s < nSem; s++) {
    const session = `${start + Math.floor(s / 2)}-${start + Math.floor(s / 2) + 1}`;
    const term = `Semestre ${s + 1}`;
    lines.push({ kind: 'band', text: `${term} — ${session}` });
    // The general units run through every semester; two professional units each, the placement in the last.
    const units = [...field.units.slice(0, 3), ...field.units.slice(3 + 2 * s, 5 + 2 * s)];
    let ss = 0;
    let sc = 0;
    units.forEach(([fr, en], j) => {
      const ects = en === 'Work Placement' ? 8 : j < 2 ? 5 : 6;
      const mark = around(rng, ability, 2.4, 6, 19.5, 0.5);
      const code = `U${s + 1}${j + 1}`;
      lines.push({ kind: 'unit', code, fr, en, ects, mark });
      r.courses.push(course({ courseNumber: code, courseName: en, credit: ects, marksScored: mark, maximumMarks: 20, term, session }));
      ss += mark * ects;
      sc += ects;
      if (mark >= 10) earned += ects;
    });
    total += ss;
    credits += sc;
    lines.push({ kind: 'avg', text: `Moyenne du semestre / Semester average : ${comma(ss / sc, 2)} / 20` });
  }
  const avg = (total / credits).toFixed(2);
  r.qualification.cgpa = avg;
  r.qualification.totalCreditsOrMarks = String(earned);
  const endYear = start + Math.ceil(nSem / 2);
  const issued = iso(done ? endYear : start + Math.floor(nSem / 2), done ? rng.int(7, 10) : rng.int(2, 3), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  // A candidate whose overall average stays under 10 is deferred (ajourné): no award is printed.
  const admitted = done && Number(avg) >= 10;
  if (admitted) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Relevé de notes', author: inst, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#0e7490', '#1e40af', '#9a3412']);
  const L = 46;
  const W = pdf.width - 92;
  pdf.fill(L, 30, 6, 44, c);
  pdf.text(inst, L + 14, 30, { font: F.bold, size: 13, color: c, width: W - 14, fit: true });
  pdf.text(`Rue de la République · 97133 Saint-Barthélemy · Tél. +590 590 27 ${digits(rng, 2)} ${digits(rng, 2)}`, L + 14, 50, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text('Collectivité de Saint-Barthélemy — Antilles françaises', L + 14, 62, { font: F.italic, size: 8, color: '#444444' });
  pdf.text('RELEVÉ DE NOTES / TRANSCRIPT OF RECORDS', L, 92, { font: F.bold, size: 13, width: W, align: 'center' });
  const part: Array<[string, string]> = [['Nom / Surname', p.family.toUpperCase()], ['Prénom(s) / Given name(s)', p.given]];
  if (showDob) part.push(['Né(e) le / Date of birth', longDate(dob, 'fr')]);
  if (showId) part.push(['N° étudiant / Student no.', id]);
  if (showEntry) part.push(["Date d'entrée / Date of entry", `septembre ${start}`]);
  part.push(['Diplôme préparé / Qualification', 'Brevet de technicien supérieur'], ['Spécialité / Field', field.fr]);
  let y = 118;
  for (const [a, b] of part) {
    pdf.text(`${a} :`, L, y, { font: F.bold, size: 8.6 });
    pdf.text(b, L + 150, y, { font: F.regular, size: 8.6 });
    y += 11;
  }
  y += 8;
  const xs = [L, L + 40, L + W - 130, L + W - 65];
  const head = (yy: number) => {
    pdf.fill(L, yy, W, 22, '#e5e7eb');
    pdf.text('Code', xs[0] + 3, yy + 3, { font: F.bold, size: 7.8 });
    pdf.text('Unité d\'enseignement', xs[1] + 3, yy + 3, { font: F.bold, size: 7.8 });
    pdf.text('Course unit', xs[1] + 3, yy + 12, { font: F.italic, size: 7.4 });
    pdf.text('Crédits ECTS', xs[2] + 3, yy + 3, { font: F.bold, size: 7.8 });
    pdf.text('ECTS credits', xs[2] + 3, yy + 12, { font: F.italic, size: 7.4 });
    pdf.text('Note /20', xs[3] + 3, yy + 3, { font: F.bold, size: 7.8 });
    pdf.text('Mark /20', xs[3] + 3, yy + 12, { font: F.italic, size: 7.4 });
    return yy + 24;
  };
  y = head(y);
  for (const ln of lines) {
    if (ln.kind === 'band') {
      pdf.text(ln.text, L + 3, y + 2, { font: F.bold, size: 8.4, color: c });
      y += 14;
    } else if (ln.kind === 'avg') {
      pdf.text(ln.text, L + W - 300, y + 1, { font: F.italic, size: 7.8, width: 297, align: 'right' });
      y += 14;
    } else {
      pdf.text(ln.code, xs[0] + 3, y + 1, { font: F.regular, size: 8 });
      pdf.text(ln.fr, xs[1] + 3, y + 1, { font: F.regular, size: 8 });
      pdf.text(ln.en, xs[1] + 3, y + 10, { font: F.italic, size: 7.4, color: '#374151' });
      pdf.text(String(ln.ects), xs[2] + 3, y + 1, { font: F.regular, size: 8, width: 50, align: 'center' });
      pdf.text(comma(ln.mark, 2), xs[3] + 3, y + 1, { font: F.regular, size: 8, width: 50, align: 'center' });
      pdf.line(L, y + 18.5, L + W, y + 18.5, 0.3, '#9ca3af');
      y += 19;
    }
  }
  y += 10;
  pdf.text(`Moyenne générale / Overall average : ${comma(Number(avg), 2)} / 20`, L, y, { font: F.bold, size: 9 });
  y += 13;
  pdf.text(`Crédits ECTS acquis / ECTS credits earned : ${earned}`, L, y, { font: F.bold, size: 9 });
  y += 13;
  pdf.text(done ? `Résultat / Result : ${admitted ? (p.woman ? 'admise au diplôme' : 'admis au diplôme') : p.woman ? 'ajournée' : 'ajourné'} — session de juin ${endYear}, Académie de la Guadeloupe` : 'Formation en cours / Studies in progress', L, y, { font: F.italic, size: 8.4 });
  y += 40;
  pdf.text(`Fait à Gustavia, le ${longDate(issued, 'fr')}`, L + W - 220, y, { font: F.regular, size: 9, width: 220, align: 'right' });
  pdf.signature(L + W - 150, y + 14, 110, rng);
  pdf.text(`${otherName(rng, 'BL', p.family)}, directeur·rice des études`, L + W - 260, y + 44, { font: F.regular, size: 8.5, width: 260, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': longDate(issued, 'fr'), 'qualification.cgpa': comma(Number(avg), 2) };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-02-transcript',
    country: 'BL',
    languages: ['fr', 'en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Bilingual transcript of records (French with English) of a French Caribbean collectivity higher technician programme: letterhead with 97133 Saint-Barthélemy and +590; captions in both languages, optional birth date, student number and date of entry; Brevet de technicien supérieur (Diploma) and its field (major); semester blocks with code, French unit title over its English title (courseName the English), ECTS credits, mark /20 with decimal comma; semester averages (no course); overall average (cgpa), ECTS earned; result admis (completion) or ajourné with the académie (decoy), or in progress; Fait à Gustavia, le …',
    render,
  },
];
