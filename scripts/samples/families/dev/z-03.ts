/**
 * Chadian university Licence diploma on a landscape page, in French with Arabic headings (the country's two
 * official languages): the republic, its motto and the ministry in French on the left and in Arabic on the
 * right, the university between them; "DIPLÔME DE LICENCE" over its Arabic title; the conferral in running
 * text ("Le Président de l'Université …, vu le décret n° … portant organisation du système LMD, vu le
 * procès-verbal du jury de délibération du … (a decoy date), confère à M. / Mme SURNAME Given names, né(e) le …
 * à … (or "né(e) vers …" where the birth date is not known: no date of birth), le DIPLÔME DE LICENCE"); domain,
 * mention and parcours in a small caption block; the appreciation and "au titre de l'année universitaire
 * 2020-2021" (the completion); "Fait à <the university's city>, le …"; the dean's, the president's and the holder's
 * signature lines; the diploma's serial number (a decoy). As described by Chadian LMD regulations (licence in
 * six semesters, appreciations Passable to Très Bien) and by the bilingual French and Arabic headings of the
 * country's official documents.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4_LANDSCAPE, Pdf } from '../lib/a-kit';
import { SANS, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, upper, zPerson, zResult } from './z-kit';

const UNIS = [
  { name: 'Université des Sciences et Techniques du Logone', ar: 'جامعة العلوم والتقنيات باللوغون', abbr: 'USTL', city: 'Moundou' },
  { name: 'Université Sahélienne de N\'Djamena', ar: 'الجامعة الساحلية بانجمينا', abbr: 'USN', city: 'N\'Djamena' },
  { name: 'Université du Ouaddaï Oriental', ar: 'جامعة وداي الشرقية', abbr: 'UOO', city: 'Abéché' },
];
const FIELDS = [
  { domaine: 'Sciences Juridiques et Politiques', mention: 'Droit', parcours: 'Droit Privé' },
  { domaine: 'Sciences Économiques et de Gestion', mention: 'Économie', parcours: 'Économie du Développement' },
  { domaine: 'Sciences et Technologies', mention: 'Géologie', parcours: 'Géologie Appliquée' },
  { domaine: 'Lettres, Langues et Sciences Humaines', mention: 'Géographie', parcours: 'Aménagement du Territoire' },
];
const TOWNS = ['Abéché', 'Moundou', 'Sarh', 'Bongor', 'Doba', 'Mongo', 'Ati', 'Am Timan', 'Pala', 'Koumra', 'Kélo'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'TD');
  const uni = rng.pick(UNIS);
  const fld = rng.pick(FIELDS);
  const year = rng.int(2015, 2024);
  const knownDob = rng.bool(0.7);
  const birthYear = year - rng.int(22, 27);
  const dob = iso(birthYear, rng.int(1, 12), rng.int(1, 28));
  const delib = iso(year, rng.int(7, 10), rng.int(1, 28));
  const issued = addDays(delib, rng.int(30, 400));
  const F = rng.pick([SERIF[0], SERIF[2], SANS[1]]);
  const r = zResult('fr', p.given, p.family, knownDob ? dob : null);
  setInstitution(r, uni.name, 'TD');
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', majorOrSpecialization: fld.parcours, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme de Licence', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  pdf.text('', 0, 0, { font: F.regular, size: 8 });
  const W = pdf.width;
  const ink = rng.pick(['#123f6e', '#6b3a0a', '#1f4d2b']);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 2.2, ink);
  pdf.rect(29, 29, W - 58, pdf.height - 58, 0.6, ink);
  const colW = 260;
  pdf.text('RÉPUBLIQUE DU TCHAD', 50, 44, { font: F.bold, size: 10, width: colW, align: 'center' });
  pdf.text('Unité – Travail – Progrès', 50, 57, { font: F.italic, size: 8.5, width: colW, align: 'center' });
  pdf.text('MINISTÈRE DE L\'ENSEIGNEMENT SUPÉRIEUR, DE LA', 50, 72, { font: F.regular, size: 7.8, width: colW, align: 'center' });
  pdf.text('RECHERCHE SCIENTIFIQUE ET DE L\'INNOVATION', 50, 82, { font: F.regular, size: 7.8, width: colW, align: 'center' });
  pdf.text(upper(uni.name), 50, 97, { font: F.bold, size: 8.6, width: colW, align: 'center', color: ink, fit: true });
  doc.fillColor('#000000');
  rtl(doc, 'جمهورية تشاد', W - 50 - (colW - rtlWidth(doc, 'جمهورية تشاد', naskh.b, 11)) / 2, 40, naskh.b, 11, F.regular);
  rtl(doc, 'وحدة - عمل - تقدم', W - 50 - (colW - rtlWidth(doc, 'وحدة - عمل - تقدم', naskh.r, 9)) / 2, 56, naskh.r, 9, F.regular);
  const min = 'وزارة التعليم العالي والبحث العلمي والابتكار';
  rtl(doc, min, W - 50 - (colW - rtlWidth(doc, min, naskh.r, 8.5)) / 2, 72, naskh.r, 8.5, F.regular);
  doc.fillColor(ink);
  rtl(doc, uni.ar, W - 50 - (colW - rtlWidth(doc, uni.ar, naskh.b, 9.5)) / 2, 90, naskh.b, 9.5, F.regular);
  doc.fillColor('#000000');
  pdf.crest(W / 2, 72, 30, uni.abbr, ink);
  pdf.text('DIPLÔME DE LICENCE', 40, 122, { font: F.bold, size: 22, width: W - 80, align: 'center', color: ink });
  const arTitle = 'شهادة الليسانس';
  rtl(doc, arTitle, W / 2 + rtlWidth(doc, arTitle, naskh.b, 13) / 2, 150, naskh.b, 13, F.regular);
  const X = 90;
  const TW = W - 180;
  let y = 178;
  const decree = `${year - rng.int(5, 9)}-${digits(rng, 3)}/PR/PM/MESRI`;
  const holder = `${p.woman ? 'Mme' : 'M.'} ${upper(p.family)} ${p.given}`;
  const born = knownDob ? `${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')}` : `${p.woman ? 'née' : 'né'} vers ${birthYear}`;
  y += pdf.para(`Le Président de l'Université, vu le décret n° ${decree} portant organisation du système Licence-Master-Doctorat ; vu le procès-verbal du jury de délibération en date du ${longDate(delib, 'fr')} ;`, X, y, TW, { font: F.regular, size: 10.5, leading: 14 });
  y += 8;
  pdf.text('confère à', X, y, { font: F.italic, size: 10.5, width: TW, align: 'center' });
  y += 16;
  pdf.text(holder, X, y, { font: F.bold, size: 15, width: TW, align: 'center' });
  y += 21;
  pdf.text(`${born} à ${rng.pick(TOWNS)} (Tchad)`, X, y, { font: F.regular, size: 10.5, width: TW, align: 'center' });
  y += 18;
  pdf.text('le DIPLÔME DE LICENCE', X, y, { font: F.bold, size: 12, width: TW, align: 'center' });
  y += 20;
  const block: Array<[string, string]> = [['Domaine', fld.domaine], ['Mention', fld.mention], ['Parcours', fld.parcours]];
  block.forEach(([k, v], i) => {
    pdf.text(`${k} :`, X + 150, y + i * 14, { font: F.regular, size: 10 });
    pdf.text(v, X + 230, y + i * 14, { font: F.bold, size: 10 });
  });
  y += 48;
  const appr = rng.pick(['Passable', 'Assez Bien', 'Assez Bien', 'Bien']);
  pdf.text(`avec l'appréciation « ${appr} », au titre de l'année universitaire ${year - 1}-${year},`, X, y, { font: F.regular, size: 10.5, width: TW, align: 'center' });
  y += 14;
  pdf.text('pour en jouir avec les droits et prérogatives qui y sont attachés.', X, y, { font: F.regular, size: 10.5, width: TW, align: 'center' });
  y += 22;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')}`, X, y, { font: F.italic, size: 10.5, width: TW, align: 'right' });
  y += 26;
  const sig = (label: string, x: number) => {
    pdf.text(label, x, y, { font: F.bold, size: 9.5, width: 200, align: 'center' });
    pdf.signature(x + 50, y + 34, 100, rng);
  };
  sig('Le Titulaire', 60);
  sig('Le Doyen de la Faculté', W / 2 - 100);
  sig('Le Président de l\'Université', W - 260);
  pdf.seal(W - 300, y + 36, 28, ink);
  pdf.text(`N° ${digits(rng, 6)}/${uni.abbr}/P/SG/DAAS/${year}`, 40, pdf.height - 44, { font: F.regular, size: 7.5, color: '#444444' });
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)} ${p.given}`,
    'institution.name': upper(uni.name),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
  };
  if (knownDob) printed['candidate.dateOfBirth'] = longDate(dob, 'fr');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-03-diploma',
    country: 'TD',
    languages: ['fr', 'ar'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Chadian university Licence diploma in French with Arabic headings on a landscape page: republic, motto and ministry in both languages, university; the president confers, in view of a decree and of the jury\'s deliberation of a date (a decoy), the diploma on SURNAME Given, born on a date at a town or born "vers" a year (no birth date); domain, mention and parcours in captions; appreciation and the academic year (the completion); issue place and date; three signatures; a serial number as a decoy; as described by Chadian LMD regulations.',
    render,
  },
];
