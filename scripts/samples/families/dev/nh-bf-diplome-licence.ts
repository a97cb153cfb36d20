/**
 * Burkinabè university diploma of the Licence in running text, after public descriptions of Burkina Faso's public
 * universities under the LMD system (the Ministère de l'Enseignement Supérieur, de la Recherche Scientifique et de
 * l'Innovation; the Licence of 180 credits in a domaine, a mention and a spécialité; the mentions Passable / Assez Bien /
 * Bien / Très Bien; the diploma granted by the president of the university "vu" the jury's deliberation): "BURKINA FASO /
 * La Patrie ou la Mort, nous Vaincrons", the ministry and the university with its city, the preamble "Vu …" naming the
 * decree and the jury's deliberation of a date (a decoy: not the issue), "le diplôme de LICENCE … est délivré à M. /
 * Mme NOM Prénoms, né(e) le … à … (Burkina Faso or a neighbouring country)", "Domaine … Mention … Spécialité …" in the
 * sentence, "au titre de l'année universitaire 2019-2020" (the completion), the mention, "Fait à Ouagadougou, le …"
 * (the issue), the president's and the holder's signature lines; the diploma's serial number (no registration: README).
 * No student number is printed. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, dateFr, digits, iso, mentionFr, nhPerson, nhResult, setInstitution, slashed } from '../lib/nh-kit';

const UNIS = [
  { name: 'Université du Kadiogo Oriental', city: 'Ouagadougou' },
  { name: 'Université des Hauts-Bassins de Houet', city: 'Bobo-Dioulasso' },
  { name: 'Université Nazinon de Koudougou', city: 'Koudougou' },
];
const LICENCES = [
  { domaine: 'Sciences et Technologies', mention: 'Mathématiques et Informatique', specialite: 'Informatique' },
  { domaine: 'Sciences Économiques et de Gestion', mention: 'Économie', specialite: 'Économie du Développement' },
  { domaine: 'Lettres, Langues et Arts', mention: 'Lettres Modernes', specialite: 'Linguistique' },
  { domaine: 'Sciences de la Santé', mention: 'Sciences Biologiques', specialite: 'Biochimie' },
];

async function render(rng: Rng) {
  const person = nhPerson(rng, 'BF');
  const uni = rng.pick(UNIS);
  const lic = rng.pick(LICENCES);
  const year = rng.int(2016, 2023);
  const delib = iso(year, rng.pick([7, 8, 9]), rng.int(1, 28));
  const issued = iso(year + rng.int(1, 2), rng.int(1, 12), rng.int(1, 28));
  const dob = iso(year - 21 - rng.int(0, 3), rng.int(1, 12), rng.int(1, 28));
  const birthplace = rng.pick(['Koupéla (Burkina Faso)', 'Tenkodogo (Burkina Faso)', 'Ouahigouya (Burkina Faso)', 'Abidjan (Côte d\'Ivoire)', 'Fada N\'Gourma (Burkina Faso)']);
  const serial = `N° ${String(year).slice(2)}/${digits(rng, 5)}/LIC`;
  const F = rng.pick(SERIF);
  const avg = rng.float(10.2, 16.5);
  const shown = `${person.family.toUpperCase()} ${person.given}`;
  const civ = person.female ? 'Mme' : 'M.';
  const ne = person.female ? 'née' : 'né';

  const r = nhResult('fr', person, dob);
  setInstitution(r, uni.name, 'BF');
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', program: null, majorOrSpecialization: lic.specialite, yearOfCompletion: year,
    dateOfIssue: issued, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Diplôme de Licence', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const green = '#1f5e2e';
  pdf.rect(22, 22, W - 44, H - 44, 2, green);
  pdf.text('BURKINA FASO', W - 250, 42, { font: F.bold, size: 10, width: 210, align: 'center' });
  pdf.text('La Patrie ou la Mort, nous Vaincrons', W - 250, 55, { font: F.italic, size: 8, width: 210, align: 'center' });
  pdf.text("MINISTÈRE DE L'ENSEIGNEMENT SUPÉRIEUR,", 40, 42, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.text('DE LA RECHERCHE SCIENTIFIQUE ET DE L\'INNOVATION', 40, 53, { font: F.bold, size: 7.5, width: 230, align: 'center', fit: true });
  pdf.text(uni.name.toUpperCase(), 40, 70, { font: F.bold, size: 10, width: 230, align: 'center', fit: true, color: green });
  pdf.crest(W / 2, 120, 26, uni.name.split(' ').filter((w) => w.length > 3).map((w) => w[0]).join(''), green);
  pdf.text('DIPLÔME DE LICENCE', 40, 164, { font: F.bold, size: 22, width: W - 80, align: 'center', color: green });
  pdf.text(serial, W - 200, 196, { font: F.regular, size: 8.5, width: 150, align: 'right' });
  const para = (t: string, y: number, size = 10.5, font = F.regular) => pdf.para(t, 60, y, W - 120, { font, size, leading: size * 1.45 });
  let y = 220;
  y += para("Vu le décret portant organisation de l'enseignement supérieur selon le système Licence-Master-Doctorat ;", y) + 4;
  y += para(`Vu le procès-verbal des délibérations du jury en date du ${slashed(delib)} ;`, y) + 14;
  y += para(`Le Président de l'${uni.name} atteste que le diplôme de Licence, domaine ${lic.domaine}, mention ${lic.mention}, spécialité ${lic.specialite}, est délivré à`, y, 11.5) + 16;
  pdf.text(`${civ} ${shown}`, 40, y, { font: F.bold, size: 16, width: W - 80, align: 'center', fit: true });
  y += 30;
  y += para(`${ne} le ${dateFr(dob)} à ${birthplace}, qui a satisfait aux conditions exigées au titre de l'année universitaire ${year - 1}-${year}, avec la mention ${mentionFr(avg)}.`, y, 11.5) + 16;
  y += para('En foi de quoi le présent diplôme lui est délivré pour servir et valoir ce que de droit.', y, 10.5, F.italic) + 30;
  pdf.text(`Fait à ${uni.city}, le ${dateFr(issued)}`, W - 300, y, { font: F.regular, size: 10.5, width: 240, align: 'center' });
  y += 30;
  pdf.text("Signature de l'intéressé(e)", 60, y, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.text("Le Président de l'Université", W - 300, y, { font: F.bold, size: 10, width: 240, align: 'center' });
  pdf.signature(W - 230, y + 20, 110, rng);
  pdf.seal(W / 2, y + 40, 34, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'institution.name': uni.name, 'candidate.fullName': shown, 'candidate.dateOfBirth': dateFr(dob), 'qualification.dateOfIssue': dateFr(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nh-bf-diplome-licence',
    country: 'BF',
    languages: ['fr'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Burkinabè Licence diploma in running text: Burkina Faso and its motto, the ministry and the university, "Vu le procès-verbal des délibérations du jury en date du …" (a decoy date), "le diplôme de Licence, domaine …, mention …, spécialité …, est délivré à M. / Mme NOM Prénoms, né(e) le … à …", "au titre de l\'année universitaire 2019-2020", the mention, "Fait à Ouagadougou, le …", the serial number; after public descriptions of Burkina Faso\'s LMD universities.',
    render,
  },
];
