/**
 * Malagasy licence diploma in French running text with the Malagasy state heading (A4 landscape):
 * "REPOBLIKAN'I MADAGASIKARA — Fitiavana – Tanindrazana – Fandrosoana" (the motto of the 2010
 * constitution), the ministry of higher education, the university with its BP and town and "Madagascar";
 * "DIPLÔME DE LICENCE" with the domaine, the mention and the parcours of the LMD system; the considérants
 * ("Vu le décret …", "Vu le procès-verbal des délibérations du jury en date du …"), then "Le Président de
 * l'Université confère le diplôme de Licence à" and the holder on a line of its own, the long Malagasy
 * family name first in capitals and the given names ("RAKOTOARISOA Hery Nirina"), "né(e) le … à …" (a
 * birthplace), the registration number, the general average out of 20 with a decimal comma and the
 * mention (Passable, Assez bien, Bien, Très bien), "au titre de l'année universitaire 2020-2021"; "Fait à
 * …, le …", the Dean and the President named under their signatures, the diploma's serial number at the
 * foot (a decoy); as described by the Malagasy LMD regulations (licence in six semesters, 180 credits,
 * marks out of 20, 10 to validate) and recognition guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, longDate, mgPerson, upper, vResult } from './v-kit';

const UNIS = [
  { name: 'Université de la Côte Est', address: 'BP 591, Toamasina 501, Madagascar', city: 'Toamasina' },
  { name: 'Université des Hautes Terres', address: 'BP 1264, Fianarantsoa 301, Madagascar', city: 'Fianarantsoa' },
  { name: 'Université Polytechnique de l\'Itasy', address: 'BP 33, Miarinarivo 117, Madagascar', city: 'Miarinarivo' },
];
const MENTIONS = [
  { domaine: 'Sciences de la Société', mention: 'Économie', parcours: 'Économie du développement', faculty: 'Faculté de Droit, d\'Économie et de Gestion' },
  { domaine: 'Sciences et Technologies', mention: 'Informatique', parcours: 'Génie logiciel et bases de données', faculty: 'École Supérieure Polytechnique' },
  { domaine: 'Sciences de la Société', mention: 'Gestion', parcours: 'Comptabilité, audit et contrôle', faculty: 'Faculté de Droit, d\'Économie et de Gestion' },
  { domaine: 'Sciences et Technologies', mention: 'Agronomie', parcours: 'Agriculture et environnement', faculty: 'École Supérieure des Sciences Agronomiques' },
];
const PLACES = ['Antsirabe', 'Antananarivo', 'Mahajanga', 'Toliara', 'Ambositra', 'Morondava', 'Fenoarivo Atsinanana', 'Manakara', 'Antsiranana'];

function mentionOf(avg: number): string {
  if (avg >= 16) return 'Très bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez bien';
  return 'Passable';
}

async function render(rng: Rng) {
  const p = mgPerson(rng);
  const uni = rng.pick(UNIS);
  const m = rng.pick(MENTIONS);
  const year = rng.int(2016, 2024);
  const jury = iso(year, rng.pick([1, 2, 3, 10, 11, 12]), rng.int(1, 28));
  const session = `${year - 1}-${year}`;
  const issued = addDays(jury, rng.int(30, 200));
  const dob = iso(year - rng.int(21, 25), rng.int(1, 12), rng.int(1, 28));
  const avg = Math.round(rng.float(10.2, 16.8) * 100) / 100;
  const reg = `${year - 3}/${m.mention.slice(0, 3).toUpperCase().replace('É', 'E')}/${digits(rng, 4)}`;
  const r = vResult('fr', p.given, p.family, dob);
  setInstitution(r, uni.name, 'MG');
  Object.assign(r.qualification, {
    registrationNumber: reg, name: 'Licence', level: 'Bachelor', majorOrSpecialization: m.mention, yearOfCompletion: year, status: 'Completed',
    dateOfIssue: issued, cgpa: avg.toFixed(2),
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme de Licence', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2]]);
  const W = pdf.width;
  const ink = rng.pick(['#7a1f1f', '#1f4e79', '#285e2d']);
  pdf.rect(16, 16, W - 32, pdf.height - 32, 3, ink);
  pdf.rect(24, 24, W - 48, pdf.height - 48, 0.7, '#b08d3c');
  const L = 60;
  pdf.text('REPOBLIKAN\'I MADAGASIKARA', L, 40, { font: F.bold, size: 10, width: 260, align: 'center' });
  pdf.text('Fitiavana – Tanindrazana – Fandrosoana', L, 53, { font: F.italic, size: 8.5, width: 260, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ENSEIGNEMENT SUPÉRIEUR', L, 70, { font: F.regular, size: 8.2, width: 260, align: 'center' });
  pdf.text('ET DE LA RECHERCHE SCIENTIFIQUE', L, 81, { font: F.regular, size: 8.2, width: 260, align: 'center' });
  pdf.text(upper(uni.name, 'fr'), W - 340, 40, { font: F.bold, size: 11, width: 280, align: 'center', color: ink, fit: true });
  pdf.text(m.faculty, W - 340, 56, { font: F.regular, size: 8.5, width: 280, align: 'center', fit: true });
  pdf.text(uni.address, W - 340, 69, { font: F.regular, size: 8, width: 280, align: 'center' });
  pdf.crest(W / 2, 66, 28, '', ink);
  pdf.text('DIPLÔME DE LICENCE', 0, 112, { font: F.bold, size: 26, width: W, align: 'center', color: ink });
  pdf.text(`Domaine : ${m.domaine} — Mention : ${m.mention} — Parcours : ${m.parcours}`, 60, 146, { font: F.regular, size: 10.5, width: W - 120, align: 'center', fit: true });
  let y = 172;
  const decree = `${year - rng.int(8, 14)}-${digits(rng, 3)}`;
  for (const v of [
    `Vu le décret n° ${decree} portant organisation des études selon le système Licence-Master-Doctorat ;`,
    `Vu le procès-verbal des délibérations du jury en date du ${longDate(jury, 'fr')} ;`,
  ]) {
    pdf.text(v, 90, y, { font: F.italic, size: 9.5 });
    y += 14;
  }
  y += 10;
  pdf.text('Le Président de l\'Université confère le diplôme de Licence à', 0, y, { font: F.regular, size: 12.5, width: W, align: 'center' });
  y += 26;
  const shown = `${upper(p.family, 'fr')} ${p.given}`;
  pdf.text(shown, 0, y, { font: F.bold, size: 20, width: W, align: 'center' });
  y += 32;
  pdf.text(`${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(PLACES)} — N° d'inscription : ${reg}`, 0, y, { font: F.regular, size: 11.5, width: W, align: 'center' });
  y += 20;
  pdf.text(`avec la moyenne générale de ${comma(avg, 2)}/20 et la mention ${mentionOf(avg)},`, 0, y, { font: F.regular, size: 11.5, width: W, align: 'center' });
  y += 18;
  pdf.text(`au titre de l'année universitaire ${session}.`, 0, y, { font: F.regular, size: 11.5, width: W, align: 'center' });
  y += 30;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')}`, W - 360, y, { font: F.regular, size: 11, width: 300, align: 'center' });
  y += 26;
  const dean = `${rng.pick(['Pr', 'Dr'])} ${rng.pick(['RAZAFIMAHEFA', 'RANDRIANJAFY', 'ANDRIAMAMPIANINA'])} ${rng.pick(['Lova', 'Jean Claude', 'Solofo'])}`;
  const president = `Pr ${rng.pick(['RAKOTONDRABE', 'RASOLOARISON', 'RAMANANTSOA'])} ${rng.pick(['Zo', 'Marie Odile', 'Herinjaka'])}`;
  [['Le Doyen / Le Directeur', dean, 90], ['Le Président de l\'Université', president, W - 330]].forEach(([role, n, x]) => {
    pdf.text(role as string, x as number, y, { font: F.bold, size: 10, width: 240, align: 'center' });
    pdf.signature((x as number) + 70, y + 38, 100, rng);
    pdf.text(n as string, x as number, y + 48, { font: F.regular, size: 9.5, width: 240, align: 'center' });
  });
  pdf.seal(W / 2, y + 28, 30, ink);
  pdf.text(`Diplôme n° ${digits(rng, 6)} — Le titulaire ne peut en obtenir un duplicata.`, 40, pdf.height - 46, { font: F.italic, size: 7.8 });
  const printed: Record<string, string> = {
    'candidate.fullName': shown,
    'candidate.dateOfBirth': longDate(dob, 'fr'),
    'institution.name': upper(uni.name, 'fr'),
    'qualification.cgpa': comma(avg, 2),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
    'qualification.yearOfCompletion': longDate(jury, 'fr'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-07-diploma',
    country: 'MG',
    languages: ['fr', 'mg'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Malagasy licence diploma in French running text with the Malagasy state heading and motto: ministry, university with BP and town; DIPLÔME DE LICENCE with domaine, mention and parcours; the considérants with the jury\'s deliberation date; the President confers the licence on the holder, long family name first in capitals, date and place of birth, registration number, general average out of 20 with a decimal comma and its mention, the academic year; place and date, Dean and President named, the diploma serial (a decoy); as described by the Malagasy LMD regulations.',
    render,
  },
];
