/**
 * Comorian attestation de réussite au baccalauréat, in French with Arabic headings (two of the country's three
 * official languages): the union, its motto, the ministry and the national examinations office in French on the
 * left and in Arabic on the right, the office's B.P. in Moroni with the country; "ATTESTATION DE RÉUSSITE" over its
 * Arabic title; the whole in running text: the office's director general certifies that M. / Mlle Given FAMILY,
 * born on a date at a town of one of the islands, candidate number … at an examination centre (a lycée: not the
 * issuer; the island is the centre's, not the issuer's state), was declared admitted to the Baccalauréat de
 * l'Enseignement Secondaire, session of a month and year (the completion), série A1, A4, C, D or G, at the first
 * or the second group of tests, with a mention and on some an average out of 20; that the attestation stands until
 * the diploma is delivered; a decree number with its date (a decoy); "Fait à Moroni, le …"; the signature. As
 * described by the Comorian national examinations' public calendar and results (séries, first and second group,
 * deliberation by island, harmonised nationally) and the French and Arabic headings of the country's documents.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, eResult, ePerson, longDate, upper } from './e-kit';

const ISLANDS = [
  { island: 'Ngazidja', towns: ['Mitsamiouli', 'Foumbouni', 'Mbéni', 'Iconi', 'Ntsoudjini', 'Moroni'], centres: ['Lycée de Mitsamiouli', 'Lycée Saïd Mohamed Cheikh', 'Lycée de Foumbouni', 'Groupe Scolaire Avenir de Moroni'] },
  { island: 'Ndzuwani', towns: ['Mutsamudu', 'Domoni', 'Ouani', 'Sima', 'Mrémani'], centres: ['Lycée de Mutsamudu', 'Lycée de Domoni', 'Lycée de Ouani', 'Lycée de Sima'] },
  { island: 'Mwali', towns: ['Fomboni', 'Djoiezi', 'Nioumachoua', 'Wanani'], centres: ['Lycée de Fomboni', 'Collège de Djando', 'École Privée de Djoiezi'] },
];
const SERIES = [
  { s: 'A1', d: 'Lettres – Philosophie' },
  { s: 'A4', d: 'Lettres – Langues' },
  { s: 'C', d: 'Mathématiques et Sciences Physiques' },
  { s: 'D', d: 'Mathématiques et Sciences de la Nature' },
  { s: 'G', d: 'Techniques Économiques et de Gestion' },
];
const INST = 'Office National des Examens et Concours';

async function render(rng: Rng) {
  const p = ePerson(rng, 'KM');
  const isl = rng.pick(ISLANDS);
  const serie = rng.pick(SERIES);
  const year = rng.int(2016, 2024);
  const dob = iso(year - rng.int(17, 21), rng.int(1, 12), rng.int(1, 28));
  const second = rng.bool(0.35);
  const delib = iso(year, second ? 8 : 7, rng.int(1, 28));
  const issued = addDays(delib, rng.int(15, 160));
  const showAvg = rng.bool(0.6);
  const avg = second ? rng.float(10, 10.6) : rng.float(10, 15.5);
  const mention = avg >= 14 ? 'Bien' : avg >= 12 ? 'Assez Bien' : 'Passable';
  const table = `${serie.s}-${digits(rng, 5)}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const r = eResult('fr', p.given, p.family, dob);
  setInstitution(r, INST, 'KM');
  Object.assign(r.qualification, {
    registrationNumber: table, name: 'Baccalauréat de l\'Enseignement Secondaire', level: 'Higher Secondary', majorOrSpecialization: serie.s,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: showAvg ? avg.toFixed(2) : null,
  });

  const pdf = new Pdf({ size: A4, title: 'Attestation de réussite', author: INST, creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  const W = pdf.width;
  const ink = rng.pick(['#0f5132', '#1d3f72', '#5a2d0c']);
  const colW = 230;
  pdf.text('UNION DES COMORES', 34, 34, { font: F.bold, size: 10, width: colW, align: 'center' });
  pdf.text('Unité – Solidarité – Développement', 34, 47, { font: F.italic, size: 8.2, width: colW, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ÉDUCATION NATIONALE', 34, 62, { font: F.regular, size: 7.8, width: colW, align: 'center' });
  pdf.text(upper(INST), 34, 73, { font: F.bold, size: 7.8, width: colW, align: 'center', color: ink, fit: true });
  pdf.text('B.P. 421 Moroni – Union des Comores', 34, 84, { font: F.regular, size: 7.2, width: colW, align: 'center' });
  const right = (t: string, y: number, font: string, size: number) => rtl(doc, t, W - 34 - (colW - rtlWidth(doc, t, font, size)) / 2, y, font, size, F.regular);
  doc.fillColor('#000000');
  right('الاتحاد القمري', 30, naskh.b, 11);
  right('وحدة - تضامن - تنمية', 45, naskh.r, 9);
  right('وزارة التربية الوطنية', 60, naskh.r, 8.5);
  doc.fillColor(ink);
  right('المكتب الوطني للامتحانات والمسابقات', 74, naskh.b, 9);
  doc.fillColor('#000000');
  pdf.crest(W / 2, 62, 24, 'KM', ink);
  pdf.line(40, 104, W - 40, 104, 0.8, ink);
  pdf.text(`N° ${digits(rng, 4)}/MEN/ONEC/DG/${year}`, 46, 112, { font: F.regular, size: 8 });
  pdf.text('ATTESTATION DE RÉUSSITE', 40, 150, { font: F.bold, size: 20, width: W - 80, align: 'center', color: ink });
  const ar = 'شهادة نجاح';
  rtl(doc, ar, W / 2 + rtlWidth(doc, ar, naskh.b, 13) / 2, 176, naskh.b, 13, F.regular);
  const X = 70;
  const TW = W - 140;
  let y = 222;
  const arrete = `${year - 1}-${digits(rng, 3)}/MEN/CAB`;
  const arreteDate = iso(year - 1, rng.int(9, 12), rng.int(1, 28));
  const opts = { font: F.regular, size: 11, leading: 17 };
  y += pdf.para(`Le Directeur Général de l'Office National des Examens et Concours, vu l'arrêté n° ${arrete} du ${longDate(arreteDate, 'fr')} portant calendrier des examens nationaux, vu le procès-verbal des délibérations du jury,`, X, y, TW, opts);
  y += 12;
  pdf.text('atteste que', X, y, { font: F.italic, size: 11, width: TW, align: 'center' });
  y += 22;
  const civ = p.woman ? 'Mlle' : 'M.';
  pdf.text(`${civ} ${p.given} ${upper(p.family)}`, X, y, { font: F.bold, size: 15, width: TW, align: 'center' });
  y += 26;
  const born = `${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(isl.towns)} (${isl.island}),`;
  pdf.text(born, X, y, { font: F.regular, size: 11, width: TW, align: 'center' });
  y += 20;
  const centre = rng.pick(isl.centres);
  const groupe = second ? 'à l\'issue des épreuves du second groupe' : 'dès le premier groupe';
  const avgTxt = showAvg ? ` et une moyenne de ${comma(avg, 2)}/20` : '';
  y += pdf.para(`candidat${p.woman ? 'e' : ''} n° ${table} au centre d'examen ${centre}, a été ${p.woman ? 'déclarée admise' : 'déclaré admis'} ${groupe} à l'examen du BACCALAURÉAT DE L'ENSEIGNEMENT SECONDAIRE, session de ${second ? 'juillet-août' : 'juillet'} ${year}, série ${serie.s} (${serie.d}), avec la mention « ${mention} »${avgTxt}.`, X, y, TW, opts);
  y += 12;
  y += pdf.para('La présente attestation, délivrée en attendant l\'établissement du diplôme, ne peut en aucun cas être délivrée une seconde fois. Elle est établie pour servir et valoir ce que de droit.', X, y, TW, { ...opts, size: 10, font: F.italic });
  y += 30;
  pdf.text(`Fait à Moroni, le ${longDate(issued, 'fr')}`, W - 300, y, { font: F.regular, size: 10.5, width: 240, align: 'center' });
  pdf.text('Le Directeur Général', W - 300, y + 16, { font: F.bold, size: 10.5, width: 240, align: 'center' });
  pdf.signature(W - 230, y + 56, 110, rng);
  pdf.seal(W - 320, y + 58, 30, ink);
  pdf.text('NB : Toute surcharge ou rature annule la présente attestation.', 46, pdf.height - 56, { font: F.italic, size: 8 });
  const printed: Record<string, string> = {
    'institution.name': INST,
    'qualification.name': 'BACCALAURÉAT DE L\'ENSEIGNEMENT SECONDAIRE',
    'candidate.dateOfBirth': longDate(dob, 'fr'),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
  };
  if (showAvg) printed['qualification.cgpa'] = comma(avg, 2);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-02-certificate',
    country: 'KM',
    languages: ['fr', 'ar'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Comorian attestation of success at the baccalauréat in French with Arabic headings: union, motto, ministry and the national examinations office in both languages, its B.P. in Moroni; the attestation in running text (the holder Given FAMILY, birth date and town with the island, the candidate number, the examination centre and its island as decoys, the baccalauréat of secondary education with the session (completion), série, first or second group, mention, an average on some); a decree with its date as a decoy; place and date of issue; as described by the national examinations calendar and results.',
    render,
  },
];
