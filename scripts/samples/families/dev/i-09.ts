/**
 * Certificate of a short vocational training course of a continuing-education centre of a Caribbean French overseas
 * region, in French: the centre's name with its Fort-de-France or Le Lamentin address, the 972xx postcode and
 * "Martinique", its training-provider declaration number (a decoy number); "CERTIFICAT DE FORMATION"; the
 * certifying sentence ("Le directeur certifie que Madame / Monsieur <Given> <SURNAME>, né(e) le … (on some), a suivi
 * avec succès la formation « <title> »"), the dates of the course ("du … au …"), its length in hours and the place; a
 * table of the modules, each with its hours ("Durée (h)", never credits) and its assessment ("Acquis", "Validé");
 * the trainee's file number on some; a line on the overall assessment; "Fait à <town>, le <date>" with the director's
 * signature and a stamp, and the trainer's name. As French training centres certify a completed course.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, iPerson, iResult, iTable, iso, longDate, otherName, sample, type IRow } from './i-kit';

const CENTRES = [
  { name: 'Centre de Formation Continue des Métiers du Sud', street: 'Zone artisanale de Places d\'Armes', town: 'Le Lamentin', zip: '97232' },
  { name: 'Institut Caribéen de Formation Professionnelle', street: '18 rue Victor Sévère', town: 'Fort-de-France', zip: '97200' },
];
const COURSES = [
  { title: 'Agent de restauration', modules: ['Hygiène et sécurité alimentaire (HACCP)', 'Préparation des entrées et desserts', 'Cuisson et remise en température', 'Service en restauration collective', 'Accueil de la clientèle', 'Plonge et entretien des locaux', 'Gestes et postures'] },
  { title: 'Assistant(e) de comptabilité', modules: ['Comptabilité générale', 'Tenue des comptes clients et fournisseurs', 'Déclarations de TVA', 'Paie et déclarations sociales', 'Tableur appliqué à la gestion', 'Logiciel de comptabilité', 'Communication professionnelle'] },
  { title: 'Installateur de systèmes photovoltaïques', modules: ['Principes de l\'énergie solaire', 'Sécurité électrique et habilitation', 'Travail en hauteur', 'Dimensionnement d\'une installation', 'Pose et raccordement des modules', 'Mise en service et maintenance', 'Normes en zone cyclonique'] },
];

async function render(rng: Rng) {
  const p = iPerson(rng, 'MQ');
  const ctr = rng.pick(CENTRES);
  const crs = rng.pick(COURSES);
  const from = iso(rng.int(2013, 2025), rng.int(1, 10), rng.int(1, 28));
  const mods = sample(rng, crs.modules, rng.int(5, 7));
  const hours = mods.map(() => rng.pick([14, 21, 28, 35, 42, 70]));
  const total = hours.reduce((a, b) => a + b, 0);
  const to = addDays(from, Math.round(total / 5) + rng.int(10, 40));
  const issued = addDays(to, rng.int(3, 30));
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.45);
  const dob = iso(Number(from.slice(0, 4)) - rng.int(19, 45), rng.int(1, 12), rng.int(1, 28));
  const no = `STG-${from.slice(0, 4)}-${digits(rng, 4)}`;
  const F = rng.pick([SANS[0], SANS[2], SANS[3]]);
  const name = `Certificat de formation ${crs.title}`;
  const r = iResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, ctr.name, 'MQ');
  Object.assign(r.qualification, { name, level: 'Diploma', registrationNumber: showNo ? no : null, yearOfCompletion: Number(to.slice(0, 4)), status: 'Completed', dateOfIssue: issued });

  const rows: IRow[] = mods.map((m, i) => {
    const g = rng.pick(['Acquis', 'Acquis', 'Validé']);
    r.courses.push(course({ courseName: m, grade: g }));
    return { cells: [`M${i + 1}`, m, String(hours[i]), g] };
  });
  // The module codes M1… are printed in their own column: they are the courses' numbers.
  r.courses.forEach((c, i) => (c.courseNumber = `M${i + 1}`));

  const pdf = new Pdf({ size: A4, title: 'Certificat de formation', author: ctr.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  const c = rng.pick(['#005f73', '#ae2012', '#3d405b']);
  pdf.fill(0, 0, 14, pdf.height, c);
  pdf.text(ctr.name, L, 40, { font: F.bold, size: 13, color: c, width: W, fit: true });
  pdf.text(`${ctr.street} · ${ctr.zip} ${ctr.town} · Martinique · 05 96 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 58, { font: F.regular, size: 8, color: '#444444' });
  pdf.text(`Déclaration d'activité n° 97 97 ${digits(rng, 5)} 97 — cet enregistrement ne vaut pas agrément de l'État`, L, 70, { font: F.italic, size: 7, color: '#666666' });
  pdf.text('CERTIFICAT DE FORMATION', L, 110, { font: F.bold, size: 20, width: W, align: 'center', cs: 1, color: c });
  let y = 160;
  const civ = p.woman ? 'Madame' : 'Monsieur';
  const born = showDob ? `, ${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')},` : '';
  y += pdf.para(`Le directeur du centre certifie que ${civ} ${p.given} ${p.family.toUpperCase()}${born} a suivi avec succès la formation`, L, y, W, { font: F.regular, size: 11, leading: 16, align: 'center' }) + 8;
  pdf.text(`« ${name} »`, L, y, { font: F.bold, size: 14, width: W, align: 'center', fit: true });
  y += 28;
  y += pdf.para(`du ${longDate(from, 'fr')} au ${longDate(to, 'fr')}, d'une durée totale de ${total} heures, dans les locaux du centre à ${ctr.town}.`, L, y, W, { font: F.regular, size: 10.5, leading: 15, align: 'center' }) + 8;
  if (showNo) {
    pdf.text(`Dossier stagiaire n° ${no}`, L, y, { font: F.regular, size: 9, width: W, align: 'center', color: '#333333' });
    y += 16;
  }
  y += 10;
  const cols = [{ label: 'Module', width: 50 }, { label: 'Intitulé', width: W - 50 - 70 - 90 }, { label: 'Durée (h)', width: 70, align: 'right' as const }, { label: 'Évaluation', width: 90, align: 'center' as const }];
  y = iTable(pdf, F, L, y, cols, rows, { size: 9, rowH: 16, ruling: 'rows', fill: '#eeeeee' }) + 4;
  pdf.text(`Total : ${total} heures`, L + W - 200, y, { font: F.bold, size: 9, width: 200, align: 'right' });
  y += 26;
  pdf.para('Évaluation finale : les compétences visées par la formation ont été évaluées en situation professionnelle et sont acquises.', L, y, W, { font: F.italic, size: 9, leading: 12 });
  y += 50;
  pdf.text(`Fait à ${ctr.town}, le ${longDate(issued, 'fr')}`, L, y, { font: F.regular, size: 10 });
  pdf.text(`Formateur référent : ${otherName(rng, 'MQ', p.family)}`, L, y + 16, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.text('Le directeur', L + W - 200, y, { font: F.italic, size: 9.5, width: 200, align: 'right' });
  pdf.signature(L + W - 150, y + 30, 110, rng);
  pdf.text(otherName(rng, 'MQ', p.family), L + W - 200, y + 44, { font: F.regular, size: 9.5, width: 200, align: 'right' });
  pdf.stampBox(L + W - 330, y + 10, 120, 46, [ctr.name.split(' ').slice(0, 3).join(' ').toUpperCase(), ctr.town.toUpperCase()], c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family.toUpperCase()}`, 'qualification.dateOfIssue': longDate(issued, 'fr') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-09-certificate',
    country: 'MQ',
    languages: ['fr'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Certificate of a short vocational training course of a Caribbean French overseas-region continuing-education centre in French: centre, Fort-de-France or Le Lamentin address with 972xx postcode and Martinique, a training-provider declaration number (decoy); CERTIFICAT DE FORMATION; a centred certifying sentence with Madame/Monsieur Given SURNAME, birth date on some, the course title in guillemets, dates du … au …, total hours and place; file number on some; module table with code, title, hours (never credits) and Acquis/Validé; total hours; final assessment line; Fait à …, le … with director, trainer, signature and stamp.',
    render,
  },
];
