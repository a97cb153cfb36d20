/**
 * Certificate of employment of a French sub-Antarctic district's administration, uploaded where a credential was
 * expected (kind `other`, no academic content), in French: the territory's administration and the district's base
 * with "Port-aux-Français, Kerguelen, Terres australes et antarctiques françaises"; "CERTIFICAT DE TRAVAIL" with a
 * reference number; "Je soussigné(e), chef de district, certifie que Madame / Monsieur <Given> <FAMILY>, né(e) le … à …"
 * (a mainland town), "a été employé(e) en qualité de <post>" (a civic-service volunteer's post: meteorological
 * technician, biologist, mechanic, nurse) within a numbered wintering mission from one date to another; "libre de tout
 * engagement" (free of any commitment); a second paragraph about the purpose (to be used for any lawful purpose); "Fait
 * à Port-aux-Français, le …", the district chief's signature and stamp. The words "mission" and "formation" appear
 * without any academic record. As French administrations certify a period of service.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits } from '../lib/n-kit';
import { addDays, iso, longDate, otherName, w2Person } from './w2-kit';

const POSTS = ['technicien météorologiste', 'biologiste de terrain', 'mécanicien de la base', 'infirmier·ère de district', 'électricien·ne', 'géophysicien·ne'];
const TOWNS = ['Brest (Finistère)', 'Toulouse (Haute-Garonne)', 'Lyon (Rhône)', 'Saint-Denis (La Réunion)', 'Grenoble (Isère)', 'Rennes (Ille-et-Vilaine)'];

async function render(rng: Rng) {
  const p = w2Person(rng, 'TF');
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const start = iso(rng.int(2015, 2024), rng.pick([10, 11, 12]), rng.int(1, 28));
  const end = addDays(start, rng.int(330, 400));
  const issued = addDays(end, rng.int(-10, 5));
  const dob = iso(Number(start.slice(0, 4)) - rng.int(22, 30), rng.int(1, 12), rng.int(1, 28));
  const mission = rng.int(68, 76);
  const pdf = new Pdf({ size: A4, title: 'Certificat de travail', author: 'District de Kerguelen', creationDate: new Date(`${issued}T12:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#0f172a', '#155e75']);
  const L = 64;
  const W = pdf.width - 128;
  pdf.text('RÉPUBLIQUE FRANÇAISE', L, 44, { font: F.bold, size: 10 });
  pdf.text('Terres australes et antarctiques françaises', L, 58, { font: F.bold, size: 10.5, color: c });
  pdf.text('District de Kerguelen — Base de Port-aux-Français', L, 72, { font: F.regular, size: 9.5 });
  pdf.text('Port-aux-Français, Kerguelen, Terres australes et antarctiques françaises', L, 85, { font: F.italic, size: 8.5, color: '#444444' });
  pdf.text(`Réf. : DK/${start.slice(0, 4)}/${digits(rng, 3)}`, L, 120, { font: F.regular, size: 9.5, width: W, align: 'right' });
  pdf.text('CERTIFICAT DE TRAVAIL', L, 150, { font: F.bold, size: 18, width: W, align: 'center', cs: 1.5 });
  let y = 200;
  const chief = otherName(rng, 'TF', p.family);
  const civ = p.woman ? 'Madame' : 'Monsieur';
  const paras = [
    `Je soussigné(e), ${chief}, chef du district de Kerguelen, certifie que ${civ} ${p.given} ${p.family.toUpperCase()}, ${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(TOWNS)}, a été ${p.woman ? 'employée' : 'employé'} en qualité de ${rng.pick(POSTS)}, volontaire au service civique, au sein de la ${mission}e mission d'hivernage, du ${longDate(start, 'fr')} au ${longDate(end, 'fr')}.`,
    `Au cours de cette mission, ${p.woman ? 'l\'intéressée' : 'l\'intéressé'} a suivi la formation de sécurité de la base et a participé aux astreintes du district. ${p.woman ? 'Elle' : 'Il'} nous quitte ce jour libre de tout engagement.`,
    'Le présent certificat est délivré à la demande de la personne intéressée pour servir et valoir ce que de droit.',
  ];
  for (const t of paras) y += pdf.para(t, L, y, W, { font: F.regular, size: 11.5, leading: 18 }) + 14;
  y += 20;
  pdf.text(`Fait à Port-aux-Français, le ${longDate(issued, 'fr')}`, L + W / 2, y, { font: F.regular, size: 11, width: W / 2, align: 'center' });
  y += 20;
  pdf.text('Le chef de district', L + W / 2, y, { font: F.italic, size: 10, width: W / 2, align: 'center' });
  pdf.signature(L + W / 2 + 60, y + 24, 110, rng);
  pdf.text(chief, L + W / 2, y + 56, { font: F.regular, size: 10, width: W / 2, align: 'center' });
  pdf.stampBox(L, y + 10, 170, 52, ['TAAF', 'DISTRICT DE KERGUELEN', `MISSION ${mission}`], c);
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'w2-10-certificate',
    country: 'TF',
    languages: ['fr'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Certificate of employment of a French sub-Antarctic district administration, uploaded in place of a credential, in French: the territory administration and the base with Port-aux-Français, Kerguelen; CERTIFICAT DE TRAVAIL with a reference; Je soussigné(e), chef de district, certifie que <Given> <FAMILY>, né(e) le … à …, a été employé(e) en qualité de <post>, volunteer, within a numbered wintering mission from one date to another; a safety training mentioned; libre de tout engagement; pour servir et valoir ce que de droit; Fait à Port-aux-Français, le …; signature and stamp. No academic content.',
    render,
  },
];
