/**
 * Haitian university diploma in French running text: "RÉPUBLIQUE D'HAÏTI" and the motto "Liberté — Égalité —
 * Fraternité", the university with its faculty and the town it stands in; "Le Recteur de l'Université …, vu
 * les pièces justificatives, vu le procès-verbal des délibérations du jury en date du …" (the jury's date, the
 * completion), "atteste que" the holder (given names as printed, the family name in capitals), "né(e) le … à …"
 * on most, "a satisfait aux exigences du programme d'études de la Faculté … et lui confère le diplôme de" and
 * the licence with its field on its own line, with a mention; "En foi de quoi, le présent diplôme lui est
 * délivré pour servir et valoir ce que de droit. Fait à …, le …" (the issue); the Doyen's, the Recteur's and
 * the holder's signatures; at the foot a legalisation by the ministry's service in Port-au-Prince with its own
 * date (another institution, another date and city: decoys) and the register number of the diploma (a serial,
 * not a student number). As described by Haitian universities' regulations (licence after four or five years,
 * jury deliberations, mentions Passable, Assez Bien, Bien, Très Bien) and the legalisation practice of the
 * ministry of education.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, upper, yPerson, yResult } from './y-kit';

const UNIS = [
  { name: 'Université Polytechnique de l\'Artibonite', town: 'Saint-Marc', abbr: 'UPA' },
  { name: 'Université Notre-Dame des Mornes', town: 'Jacmel', abbr: 'UNDM' },
  { name: 'Université des Gonaïves pour le Développement', town: 'Gonaïves', abbr: 'UGD' },
];
const PROGRAMS = [
  { faculty: 'Faculté des Sciences Économiques et Administratives', diploma: 'Licence en Sciences Comptables', field: 'Sciences Comptables' },
  { faculty: 'Faculté des Sciences Agronomiques', diploma: 'Licence en Agronomie', field: 'Agronomie' },
  { faculty: 'Faculté des Sciences de l\'Éducation', diploma: 'Licence en Sciences de l\'Éducation', field: 'Sciences de l\'Éducation' },
  { faculty: 'Faculté de Génie', diploma: 'Licence en Génie Civil', field: 'Génie Civil' },
];
const TOWNS = ['Port-au-Prince', 'Cap-Haïtien', 'Les Cayes', 'Jérémie', 'Hinche', 'Petit-Goâve', 'Léogâne', 'Mirebalais', 'Fort-Liberté', 'Miragoâne'];
const MENTIONS = ['Passable', 'Assez Bien', 'Bien', 'Très Bien'];

async function render(rng: Rng) {
  const p = yPerson(rng, 'HT');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMS);
  const year = rng.int(2013, 2024);
  const jury = iso(year, rng.pick([6, 7, 10, 11]), rng.int(1, 28));
  const issued = addDays(jury, rng.int(30, 200));
  const legalised = addDays(issued, rng.int(20, 400));
  const dob = iso(year - rng.int(22, 27), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.7);
  const r = yResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'HT');
  Object.assign(r.qualification, {
    name: prog.diploma, level: 'Bachelor', majorOrSpecialization: prog.field, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme', author: uni.name, creationDate: new Date(`${issued}T14:00:00Z`) });
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2]]);
  const W = pdf.width;
  const ink = rng.pick(['#0d2f6b', '#6b0d1e', '#1d4d1d']);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 3, ink);
  pdf.rect(30, 30, W - 60, pdf.height - 60, 0.7, ink);
  const C = (text: string, y: number, size: number, font = F.regular, color = '#000000') => pdf.text(text, 70, y, { font, size, width: W - 140, align: 'center', color, fit: true });
  C('RÉPUBLIQUE D\'HAÏTI', 44, 11, F.bold);
  C('Liberté — Égalité — Fraternité', 58, 8.5, F.italic);
  pdf.crest(W / 2, 96, 22, uni.abbr, ink);
  C(upper(uni.name, 'fr'), 124, 19, F.bold, ink);
  C(`${prog.faculty} — ${uni.town}, Haïti`, 149, 10, F.italic);
  let y = 176;
  const she = p.woman;
  const holder = `${p.given} ${upper(p.family, 'fr')}`;
  const intro = `Le Recteur de l'${uni.name}, vu les pièces justificatives, vu le procès-verbal des délibérations du jury en date du ${longDate(jury, 'fr')}, atteste que`;
  for (const l of pdf.wrap(intro, F.regular, 12, W - 220)) {
    C(l, y, 12);
    y += 16;
  }
  y += 6;
  C(`${she ? 'Mademoiselle' : 'Monsieur'} ${holder}`, y, 20, F.bold);
  y += 30;
  const born = showDob ? `${she ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(TOWNS)}, ` : '';
  const body = `${born}a satisfait aux exigences du programme d'études de la ${prog.faculty} et lui confère le diplôme de`;
  for (const l of pdf.wrap(body, F.regular, 12, W - 220)) {
    C(l, y, 12);
    y += 16;
  }
  y += 6;
  C(upper(prog.diploma, 'fr'), y, 18, F.bold, ink);
  y += 26;
  C(`avec la mention « ${rng.pick(MENTIONS)} ».`, y, 12, F.italic);
  y += 22;
  C(`En foi de quoi, le présent diplôme lui est délivré pour servir et valoir ce que de droit.`, y, 12);
  y += 17;
  C(`Fait à ${uni.town}, le ${longDate(issued, 'fr')}.`, y, 12);
  y += 62;
  const names = [
    [`${rng.pick(['Dr', 'Ing.', 'Me'])} ${rng.pick(['Jean Claude', 'Marie Lourdes', 'Rony', 'Evens'])} ${rng.pick(['Célestin', 'Norméus', 'Jean-Louis', 'Vilsaint'])}`, 'Le Doyen'],
    [`${rng.pick(['Dr', 'Pr'])} ${rng.pick(['Harold', 'Myrlande', 'Ernst', 'Gérald'])} ${rng.pick(['Rigaud', 'Valcin', 'Brutus', 'Dorsainvil'])}`, 'Le Recteur'],
    ['', 'Le Titulaire'],
  ];
  names.forEach(([n, role], i) => {
    const x = 70 + i * ((W - 140) / 3);
    const w = (W - 140) / 3 - 30;
    if (n) pdf.signature(x + 40, y - 12, 110, rng);
    pdf.line(x, y, x + w, y, 0.6);
    pdf.text(role, x, y + 4, { font: F.bold, size: 10, width: w, align: 'center' });
    if (n) pdf.text(n, x, y + 18, { font: F.regular, size: 9.5, width: w, align: 'center' });
  });
  pdf.seal(W / 2 + 60, y - 20, 30, ink);
  const foot = pdf.height - 70;
  pdf.line(50, foot - 6, W - 50, foot - 6, 0.4, '#777777');
  pdf.text(`Enregistré sous le n° ${String(year).slice(2)}-${digits(rng, 5)}, registre ${rng.int(3, 40)}, folio ${rng.int(1, 300)}.`, 56, foot, { font: F.regular, size: 8, width: W - 112, fit: true });
  pdf.text(`Vu pour légalisation de la signature du Recteur — Direction de l'Enseignement Supérieur, Port-au-Prince, le ${longDate(legalised, 'fr')}.`, 56, foot + 12, { font: F.italic, size: 8, width: W - 112, fit: true });
  const printed: Record<string, string> = {
    'candidate.fullName': holder,
    'institution.name': upper(uni.name, 'fr'),
    'qualification.name': upper(prog.diploma, 'fr'),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.yearOfCompletion': longDate(jury, 'fr'),
  };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-03-diploma',
    country: 'HT',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Haitian university diploma in French running text on a landscape page: republic and motto, university, faculty and town; the Recteur, in view of the jury\'s deliberations of a date, attests that the holder (family name in capitals), born on a date at a town on most, met the programme\'s requirements and confers the licence with its field on its own line and a mention; issued at a town on a later date; Doyen, Recteur, holder; a register number and a ministry legalisation with its own date and city as decoys; as described by Haitian university regulations.',
    render,
  },
];
