/**
 * Guinean university attestation de réussite, after public descriptions of Guinea's public universities (the Ministère
 * de l'Enseignement Supérieur et de la Recherche Scientifique; the Licence of the LMD reform; the attestation a
 * university issues after the jury's deliberation, "en attendant la délivrance du diplôme", which graduates present
 * abroad until the parchment is signed; marks out of 20 and the mentions Passable / Assez Bien / Bien / Très Bien):
 * "RÉPUBLIQUE DE GUINÉE / Travail – Justice – Solidarité", the ministry and the university with "Conakry" or another
 * city and its B.P., "ATTESTATION DE RÉUSSITE", the particulars each set under its small caption in a box (Nom,
 * Prénom(s), Lieu de naissance, Matricule, Faculté, Diplôme, Option, Session, Mention, Moyenne générale) or as
 * "Caption : value" lines, then the certifying sentence "Le Recteur … atteste que … a subi avec succès les examens de
 * fin de cycle …", the session "juillet 2021" (the completion), the deliberation date (a decoy: not the issue) and
 * "Fait à Conakry, le …" (the issue). The date of birth is not printed, only the place. Names, numbers and institutions
 * are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, comma2, dateFr, digits, iso, mentionFr, nhPerson, nhResult, setInstitution, slashed } from '../lib/nh-kit';

const UNIS = [
  { name: 'Université de la Basse-Côte de Dubréka', city: 'Dubréka', box: 'B.P. 1147 Dubréka, République de Guinée' },
  { name: 'Université du Fouta-Djallon de Labé', city: 'Labé', box: 'B.P. 210 Labé, Guinée' },
  { name: 'Université Kaloum de Conakry', city: 'Conakry', box: 'B.P. 6051 Conakry, Guinée' },
];
const OPTIONS = [
  { faculte: 'Faculté des Sciences Économiques et de Gestion', option: 'Économie' },
  { faculte: 'Faculté des Sciences', option: 'Biologie' },
  { faculte: 'Faculté des Lettres et Sciences Humaines', option: 'Sociologie' },
  { faculte: 'Faculté des Sciences Juridiques et Politiques', option: 'Droit Privé' },
];
const MONTHS = ['juillet', 'août', 'octobre'];

async function render(rng: Rng) {
  const person = nhPerson(rng, 'GN');
  const uni = rng.pick(UNIS);
  const opt = rng.pick(OPTIONS);
  const year = rng.int(2016, 2023);
  const month = rng.pick(MONTHS);
  const delib = iso(year, month === 'juillet' ? 7 : month === 'août' ? 8 : 10, rng.int(1, 28));
  const issued = iso(year + rng.int(0, 1), 11, rng.int(1, 28));
  const birthplace = rng.pick(['Kindia', 'Mamou', 'Kankan', 'Boké', 'Faranah', 'Nzérékoré']);
  const matricule = `${String(year - 4).slice(2)}${rng.pick(['ECO', 'BIO', 'SOC', 'DRT'])}${digits(rng, 5)}`;
  const avg = rng.float(10.5, 16.2);
  const F = rng.pick([SANS[0], SERIF[0], SANS[2]]);
  const boxed = rng.bool(0.6);
  const shown = `${person.family.toUpperCase()} ${person.given}`;

  const r = nhResult('fr', person, null);
  setInstitution(r, uni.name, 'GN');
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', majorOrSpecialization: opt.option, registrationNumber: matricule, yearOfCompletion: year,
    dateOfIssue: issued, status: 'Completed', cgpa: avg.toFixed(2),
  });

  const pdf = new Pdf({ size: A4, title: 'Attestation de réussite', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const W = pdf.width;
  const L = 48;
  const CW = W - 2 * L;
  const ochre = '#7a4b0c';
  pdf.text('RÉPUBLIQUE DE GUINÉE', W - L - 210, 36, { font: F.bold, size: 10, width: 210, align: 'center' });
  pdf.text('Travail – Justice – Solidarité', W - L - 210, 49, { font: F.italic, size: 8, width: 210, align: 'center' });
  pdf.text("MINISTÈRE DE L'ENSEIGNEMENT SUPÉRIEUR", L, 36, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.text('ET DE LA RECHERCHE SCIENTIFIQUE', L, 47, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 64, { font: F.bold, size: 10.5, width: 230, align: 'center', fit: true, color: ochre });
  pdf.text(uni.box, L, 78, { font: F.regular, size: 7.5, width: 230, align: 'center', fit: true });
  pdf.text('Service de la Scolarité', L, 90, { font: F.italic, size: 8, width: 230, align: 'center' });
  pdf.text(`N° ${digits(rng, 4)}/${year}/SSC`, L, 112, { font: F.regular, size: 8.5 });
  pdf.text('ATTESTATION DE RÉUSSITE', L, 134, { font: F.bold, size: 18, width: CW, align: 'center', color: ochre });
  const fields: Array<[string, string]> = [
    ['Nom', person.family.toUpperCase()],
    ['Prénom(s)', person.given],
    ['Lieu de naissance', birthplace],
    ['Matricule', matricule],
    ['Faculté', opt.faculte],
    ['Diplôme', 'Licence'],
    ['Option', opt.option],
    ['Session', `${month} ${year}`],
    ['Moyenne générale', `${comma2(avg)} / 20`],
    ['Mention', mentionFr(avg)],
  ];
  let y = 172;
  if (boxed) {
    // Each value set in a box with its caption above it, two boxes a row.
    const bw = (CW - 12) / 2;
    fields.forEach(([k, v], i) => {
      const x = L + (i % 2) * (bw + 12);
      const by = y + Math.floor(i / 2) * 40;
      pdf.text(k, x + 4, by, { font: F.regular, size: 7.5, color: '#555555' });
      pdf.rect(x, by + 10, bw, 22, 0.6, '#777777');
      pdf.text(v, x + 6, by + 16, { font: F.bold, size: 10, width: bw - 12, fit: true });
    });
    y += Math.ceil(fields.length / 2) * 40 + 16;
  } else {
    for (const [k, v] of fields) {
      const w = pdf.text(`${k} : `, L, y, { font: F.regular, size: 10 });
      pdf.text(v, L + w, y, { font: F.bold, size: 10, width: CW - w, fit: true });
      y += 17;
    }
    y += 12;
  }
  const body = `Le Recteur de l'${uni.name} atteste que ${person.female ? 'Madame' : 'Monsieur'} ${shown} a subi avec succès les examens de fin de cycle de la Licence, option ${opt.option}, session de ${month} ${year}, conformément au procès-verbal de délibération du jury du ${slashed(delib)}.`;
  y += pdf.para(body, L, y, CW, { font: F.regular, size: 10.5, leading: 15 }) + 10;
  y += pdf.para('En foi de quoi la présente attestation lui est délivrée pour servir et valoir ce que de droit, en attendant la délivrance du diplôme définitif.', L, y, CW, { font: F.italic, size: 10, leading: 14 }) + 28;
  pdf.text(`Fait à ${uni.city}, le ${dateFr(issued)}`, W - L - 240, y, { font: F.regular, size: 10.5, width: 240, align: 'center' });
  pdf.text('Le Recteur', W - L - 240, y + 18, { font: F.bold, size: 10, width: 240, align: 'center' });
  pdf.signature(W - L - 180, y + 40, 110, rng);
  pdf.seal(W - L - 210, y + 54, 30, ochre);
  pdf.text('NB : Il n\'est délivré qu\'une seule attestation ; aucun duplicata ne sera délivré.', L, pdf.height - 50, { font: F.italic, size: 7.5 });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': uni.name.toUpperCase(), 'candidate.fullName': person.given, 'qualification.cgpa': comma2(avg), 'qualification.dateOfIssue': dateFr(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nh-gn-attestation-reussite',
    country: 'GN',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Guinean university attestation de réussite of the Licence: République de Guinée and its motto, the ministry and the university with its B.P., the particulars boxed under small captions or as "Caption : value" (Nom, Prénom(s), Lieu de naissance without the date, Matricule, Faculté, Diplôme, Option, Session, Moyenne générale /20, Mention), "Le Recteur … atteste que … a subi avec succès les examens de fin de cycle …", the deliberation date (a decoy) and "Fait à …, le …"; after public descriptions of Guinea\'s universities.',
    render,
  },
];
