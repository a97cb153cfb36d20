/**
 * Certificate of a doctorate issued by a Pacific francophone university, in French: the university's name, its
 * doctoral school and its Nouméa address with the 988 postcode and "Nouvelle-Calédonie"; "ATTESTATION DE RÉUSSITE AU
 * DIPLÔME NATIONAL DE DOCTORAT"; the president's certifying sentence in running text — "M. / Mme <Given> <SURNAME>,
 * né(e) le <date> à <place>," (the birth line on some) "a soutenu le <date> une thèse intitulée « … »" before a jury,
 * "et a obtenu le grade de Docteur" in a speciality; the thesis's title, the jury's president named; the student
 * number on some; a line saying the diploma itself will follow; "Fait à Nouméa, le <date>" with the signature and the
 * seal. As French-system universities describe the certificate of success they issue before the doctoral diploma.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, dPerson, dResult, iso, longDate, otherName } from './d-kit';

const UNIS = [
  { name: 'Université du Pacifique francophone', street: '145 avenue James Cook', school: 'École doctorale Sciences, Sociétés et Environnements du Pacifique' },
  { name: 'Université des Îles et Océans', street: '7 rue de Sébastopol', school: 'École doctorale du Pacifique Sud' },
];
const SPECS = [
  { spec: 'Écologie marine', theses: ['Dynamique des herbiers de phanérogames dans le lagon sud-ouest', 'Connectivité des populations de poissons récifaux entre récifs frangeants'] },
  { spec: 'Géosciences', theses: ['Altération des roches ultrabasiques et formation des latérites nickélifères', 'Érosion des sols miniers et transfert sédimentaire vers le lagon'] },
  { spec: 'Sciences du langage', theses: ['Contacts de langues et alternance codique en milieu scolaire océanien', 'Description grammaticale d\'une langue kanak de la côte est'] },
  { spec: 'Droit public', theses: ['Le partage des compétences entre l\'État et les collectivités du Pacifique', 'La coutume devant le juge administratif'] },
];
const PLACES = ['Nouméa', 'Koné', 'Lifou', 'Poindimié', 'Bourail', 'Papeete', 'Port-Vila'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'NC');
  const uni = rng.pick(UNIS);
  const s = rng.pick(SPECS);
  const defended = iso(rng.int(2014, 2025), rng.pick([3, 6, 7, 10, 11, 12]), rng.int(1, 28));
  const year = Number(defended.slice(0, 4));
  const issued = addDays(defended, rng.int(5, 60));
  const showDob = rng.bool(0.6);
  const showNo = rng.bool(0.4);
  const showEntry = rng.bool(0.4);
  const entry = year - rng.int(3, 5);
  const dob = iso(year - rng.int(27, 36), rng.int(1, 12), rng.int(1, 28));
  const no = digits(rng, 8);
  const F = rng.pick(SERIF);
  const thesis = rng.pick(s.theses);
  const r = dResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'NC');
  Object.assign(r.qualification, {
    name: 'Doctorat', level: 'Doctorate', majorOrSpecialization: s.spec, registrationNumber: showNo ? no : null,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, yearOfAdmission: showEntry ? entry : null,
  });

  const pdf = new Pdf({ size: A4, title: 'Attestation de réussite', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 70;
  const W = pdf.width - 140;
  const c = rng.pick(['#003b5c', '#00595a', '#4a2c6f']);
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 0.8, c);
  pdf.crest(L + 26, 82, 26, uni.name.split(' ').filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join(''), c);
  pdf.text(uni.name.toUpperCase(), L + 64, 62, { font: F.bold, size: 12.5, color: c, width: W - 64, fit: true });
  pdf.text(uni.school, L + 64, 80, { font: F.italic, size: 8.5, width: W - 64, fit: true });
  pdf.text(`${uni.street} · BP ${rng.int(100, 4999)} · 988${rng.pick(['00', '46', '47'])} Nouméa · Nouvelle-Calédonie`, L + 64, 94, { font: F.regular, size: 8, color: '#444444', width: W - 64, fit: true });
  pdf.line(L, 126, L + W, 126, 0.8, c);
  pdf.text('ATTESTATION DE RÉUSSITE', L, 150, { font: F.bold, size: 17, color: c, width: W, align: 'center', cs: 1 });
  pdf.text('AU DIPLÔME NATIONAL DE DOCTORAT', L, 174, { font: F.bold, size: 12, width: W, align: 'center' });
  let y = 220;
  const civ = p.woman ? 'Mme' : 'M.';
  const born = showDob ? `, ${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(PLACES)},` : ',';
  const parts = [
    `Le président de l'${uni.name} atteste que ${civ} ${p.given} ${p.family.toUpperCase()}${born}`,
    `${showNo ? `numéro d'étudiant ${no}, ` : ''}${showEntry ? `inscrit${p.woman ? 'e' : ''} en doctorat depuis l'année universitaire ${entry}-${entry + 1}, ` : ''}a soutenu le ${longDate(defended, 'fr')} une thèse intitulée :`,
  ];
  for (const t of parts) y += pdf.para(t, L, y, W, { font: F.regular, size: 10.5, leading: 15 }) + 4;
  y += 6;
  y += pdf.para(`« ${thesis} »`, L + 20, y, W - 40, { font: F.italic, size: 11.5, leading: 16, align: 'center' }) + 10;
  const jury = otherName(rng, 'NC', p.family);
  y += pdf.para(`devant un jury présidé par ${rng.pick(['M.', 'Mme'])} ${jury}, professeur des universités, et a obtenu le grade de`, L, y, W, { font: F.regular, size: 10.5, leading: 15 }) + 10;
  pdf.text('DOCTEUR', L, y, { font: F.bold, size: 15, color: c, width: W, align: 'center', cs: 3 });
  pdf.text('Diplôme : Doctorat', L, y + 24, { font: F.regular, size: 10.5, width: W, align: 'center' });
  pdf.text(`Spécialité : ${s.spec}`, L, y + 40, { font: F.bold, size: 10.5, width: W, align: 'center' });
  y += 76;
  y += pdf.para('La présente attestation est délivrée pour servir et valoir ce que de droit, dans l\'attente de la délivrance du diplôme.', L, y, W, { font: F.italic, size: 9, leading: 12, color: '#333333' }) + 30;
  pdf.text(`Fait à Nouméa, le ${longDate(issued, 'fr')}`, L + W - 240, y, { font: F.regular, size: 10, width: 240, align: 'right' });
  pdf.text('Pour le président et par délégation,', L + W - 240, y + 16, { font: F.italic, size: 9, width: 240, align: 'right' });
  pdf.signature(L + W - 170, y + 46, 120, rng);
  pdf.text(otherName(rng, 'NC', p.family), L + W - 240, y + 58, { font: F.regular, size: 9.5, width: 240, align: 'right' });
  pdf.seal(L + 60, y + 40, 34, c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}`, 'qualification.dateOfIssue': longDate(issued, 'fr') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-04-certificate',
    country: 'NC',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Certificate of success in the national doctorate of a Pacific francophone university in French: university, doctoral school and Nouméa address with 988 postcode; ATTESTATION DE RÉUSSITE AU DIPLÔME NATIONAL DE DOCTORAT; a running certifying sentence with the holder (Given SURNAME), birth date and place on some, student number and year of enrolment on some, defence date and the thesis title in guillemets, the jury president, the grade of Docteur, Diplôme : Doctorat and the speciality; Fait à Nouméa, le … with signature and seal.',
    render,
  },
];
