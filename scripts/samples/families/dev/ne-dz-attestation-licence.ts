/**
 * Algerian attestation of success (شهادة نجاح / attestation de succès, issued in place of the diploma until it is
 * delivered) or diploma of the LMD licence, bilingual Arabic and French, after the LMD regulations of the Algerian
 * ministry of higher education and the university pages that describe the licence: the republic and the ministry in
 * both languages, the university, the document's title, and a running text in each language — the rector certifies
 * that the student "BENALI Yacine" (the family name first, in capitals on the French side), born on … at …, with
 * the student number (matricule), has obtained the Licence diploma, the Domaine, Filière and Spécialité, for the
 * academic year "2019/2020", the session and the mention ("Assez Bien") — then "Fait à Sétif, le 14/07/2020" and the
 * rector's signature. French on the left and Arabic on the right of a landscape page, or the Arabic text above the
 * French one on a portrait page. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, A4_LANDSCAPE, FONT_FILES, Pdf, SANS, SERIF, digits, iso, nePerson, neResult, rtl, setInstitution, slashed } from '../lib/ne-kit';

const UNIS = [
  { fr: 'Université des Hautes Plaines de Sétif', ar: 'جامعة الهضاب العليا سطيف', city: 'Sétif', cityAr: 'سطيف' },
  { fr: 'Université du Djurdjura de Bouira', ar: 'جامعة جرجرة البويرة', city: 'Bouira', cityAr: 'البويرة' },
  { fr: 'Université des Ziban Est de Biskra', ar: 'جامعة الزيبان الشرقية بسكرة', city: 'Biskra', cityAr: 'بسكرة' },
];

const FIELDS: Array<{ domaine: [string, string]; filiere: [string, string]; specialite: [string, string] }> = [
  { domaine: ['Sciences et Technologies', 'علوم وتكنولوجيا'], filiere: ['Génie civil', 'هندسة مدنية'], specialite: ['Géotechnique', 'جيوتقنية'] },
  { domaine: ['Mathématiques et Informatique', 'رياضيات وإعلام آلي'], filiere: ['Informatique', 'إعلام آلي'], specialite: ['Systèmes informatiques', 'أنظمة معلوماتية'] },
  { domaine: ['Sciences Économiques, Commerciales et Sciences de Gestion', 'العلوم الاقتصادية والتجارية وعلوم التسيير'], filiere: ['Sciences financières et comptabilité', 'علوم مالية ومحاسبة'], specialite: ['Comptabilité et fiscalité', 'محاسبة وجباية'] },
  { domaine: ['Sciences de la Nature et de la Vie', 'علوم الطبيعة والحياة'], filiere: ['Sciences biologiques', 'علوم بيولوجية'], specialite: ['Microbiologie', 'ميكروبيولوجيا'] },
];

const MENTIONS: Array<[string, string]> = [['Passable', 'مقبول'], ['Assez Bien', 'قريب من الحسن'], ['Bien', 'حسن'], ['Très Bien', 'حسن جدا']];
const BIRTHPLACES: Array<[string, string]> = [['Sétif', 'سطيف'], ['Béjaïa', 'بجاية'], ['Batna', 'باتنة'], ['Bordj Bou Arreridj', 'برج بوعريريج'], ['Msila', 'المسيلة'], ['Tizi Ouzou', 'تيزي وزو']];

async function render(rng: Rng) {
  const person = nePerson(rng, 'DZ');
  const uni = rng.pick(UNIS);
  const f = rng.pick(FIELDS);
  const year = rng.int(2015, 2022);
  const kind = rng.pick(['attestation', 'diplome'] as const);
  const issued = iso(year + (kind === 'diplome' ? 1 : 0), kind === 'diplome' ? rng.int(1, 6) : rng.pick([7, 9, 10]), rng.int(1, 28));
  const dob = iso(year - 21 - rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  const [bp, bpAr] = rng.pick(BIRTHPLACES);
  const [mention, mentionAr] = rng.pick(MENTIONS);
  const matricule = `${String(year - 3).slice(2)}${digits(rng, 10)}`;
  const session = rng.pick([['Juin', 'جوان'], ['Septembre', 'سبتمبر']] as const);
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const layout = rng.pick(['side', 'stacked'] as const);
  const female = person.female;
  const e = female ? 'e' : '';
  const shownFr = `${person.family.toUpperCase()} ${person.given}`;
  const shownAr = `${person.nativeFamily} ${person.nativeGiven}`;

  const r = neResult('ar', person, dob);
  setInstitution(r, uni.fr, 'DZ');
  Object.assign(r.qualification, {
    name: 'Licence', level: 'Bachelor', program: f.filiere[0], majorOrSpecialization: f.specialite[0], registrationNumber: matricule, yearOfCompletion: year,
    dateOfIssue: issued, status: 'Completed',
  });

  const pdf = new Pdf({ size: layout === 'side' ? A4_LANDSCAPE : A4, title: kind === 'diplome' ? 'Diplôme de Licence' : 'Attestation de succès', author: uni.fr, creationDate: new Date(`${issued}T09:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ne-ar', FONT_FILES.naskh[0]);
  doc.registerFont('ne-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('ne-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'ne-ar-b' : 'ne-ar', size, 'ne-lat');
  const W = pdf.width;
  const H = pdf.height;
  const green = '#0b5d3b';
  pdf.rect(18, 18, W - 36, H - 36, 2, green);
  pdf.rect(24, 24, W - 48, H - 48, 0.5, green);

  const titleFr = kind === 'diplome' ? 'DIPLÔME DE LICENCE' : 'ATTESTATION DE SUCCÈS';
  const titleAr = kind === 'diplome' ? 'شهادة الليسانس' : 'شهادة نجاح';
  const frLines = [
    `Le Recteur de l'${uni.fr} atteste que l'étudiant${e} :`,
    `Nom et prénom : ${shownFr}`,
    `Né${e} le : ${slashed(dob)} à ${bp}`,
    `Matricule : ${matricule}`,
    `a obtenu le diplôme de Licence`,
    `Domaine : ${f.domaine[0]}`,
    `Filière : ${f.filiere[0]}`,
    `Spécialité : ${f.specialite[0]}`,
    `Au titre de l'année universitaire : ${year - 1}/${year}`,
    `Session : ${session[0]} ${year}      Mention : ${mention}`,
  ];
  const arLines = [
    `يشهد مدير ${uni.ar} أن الطالب${female ? 'ة' : ''}:`,
    `الاسم واللقب: ${shownAr}`,
    `${female ? 'المولودة' : 'المولود'} في: ${slashed(dob)} بـ ${bpAr}`,
    `رقم التسجيل: ${matricule}`,
    `${female ? 'تحصلت' : 'تحصل'} على شهادة الليسانس`,
    `الميدان: ${f.domaine[1]}`,
    `الشعبة: ${f.filiere[1]}`,
    `التخصص: ${f.specialite[1]}`,
    `بعنوان السنة الجامعية: ${year - 1}/${year}`,
    `الدورة: ${session[1]} ${year}      التقدير: ${mentionAr}`,
  ];
  const closingFr = kind === 'attestation' ? 'La présente attestation est délivrée pour servir et valoir ce que de droit, en attendant la délivrance du diplôme.' : 'Le présent diplôme est délivré pour servir et valoir ce que de droit.';
  const fait = `Fait à ${uni.city}, le ${slashed(issued)}`;
  const faitAr = `حرر بـ ${uni.cityAr} في: ${slashed(issued)}`;

  if (layout === 'side') {
    const mid = W / 2;
    ar('الجمهورية الجزائرية الديمقراطية الشعبية', W / 2 + 150, 40, 14, true);
    pdf.text('République Algérienne Démocratique et Populaire', 40, 58, { font: F.bold, size: 11, width: W - 80, align: 'center' });
    ar('وزارة التعليم العالي والبحث العلمي', W - 50, 84, 11);
    pdf.text("Ministère de l'Enseignement Supérieur et de la Recherche Scientifique", 50, 80, { font: F.regular, size: 9, width: mid - 80 });
    ar(uni.ar, W - 50, 102, 12, true);
    pdf.text(uni.fr, 50, 98, { font: F.bold, size: 11, width: mid - 80, color: green, fit: true });
    pdf.text(titleFr, 50, 130, { font: F.bold, size: 16, width: mid - 80, align: 'center' });
    ar(titleAr, W - 50 - (mid - 80) / 2 + 40, 134, 18, true);
    let y = 170;
    frLines.forEach((l, i) => {
      pdf.text(l, 50, y, { font: i === 1 || i === 4 ? F.bold : F.regular, size: 10, width: mid - 80, fit: true });
      ar(arLines[i], W - 50, y + 2, 11, i === 1 || i === 4);
      y += 24;
    });
    pdf.para(closingFr, 50, y + 4, mid - 80, { font: F.italic, size: 8.5 });
    ar('سلمت هذه الشهادة للمعني لاستعمالها في حدود ما يسمح به القانون', W - 50, y + 8, 9);
    pdf.text(fait, 50, H - 110, { font: F.regular, size: 10 });
    ar(faitAr, W - 50, H - 106, 10.5);
    pdf.text('Le Recteur', mid - 60, H - 90, { font: F.bold, size: 10, width: 120, align: 'center' });
    ar('مدير الجامعة', mid + 30, H - 72, 10.5, true);
    pdf.signature(mid - 50, H - 56, 100, rng);
    pdf.seal(mid + 120, H - 70, 28, green);
  } else {
    ar('الجمهورية الجزائرية الديمقراطية الشعبية', W / 2 + 150, 44, 14, true);
    pdf.text('République Algérienne Démocratique et Populaire', 40, 62, { font: F.bold, size: 11, width: W - 80, align: 'center' });
    ar('وزارة التعليم العالي والبحث العلمي', W - 50, 88, 10.5);
    pdf.text("Ministère de l'Enseignement Supérieur et de la Recherche Scientifique", 50, 84, { font: F.regular, size: 8, width: 250, fit: true });
    ar(uni.ar, W - 50, 106, 12, true);
    pdf.text(uni.fr, 50, 102, { font: F.bold, size: 10.5, width: 260, color: green, fit: true });
    ar(titleAr, W / 2 + 50, 140, 18, true);
    pdf.text(titleFr, 40, 162, { font: F.bold, size: 15, width: W - 80, align: 'center' });
    let y = 196;
    for (const [i, l] of arLines.entries()) {
      ar(l, W - 60, y, 11, i === 1 || i === 4);
      y += 20;
    }
    ar(faitAr, W - 60, y + 4, 10.5);
    y += 34;
    pdf.line(60, y, W - 60, y, 0.4, '#888888');
    y += 12;
    for (const [i, l] of frLines.entries()) {
      pdf.text(l, 60, y, { font: i === 1 || i === 4 ? F.bold : F.regular, size: 10, width: W - 120, fit: true });
      y += 18;
    }
    pdf.para(closingFr, 60, y + 4, W - 120, { font: F.italic, size: 8.5 });
    pdf.text(fait, 60, y + 36, { font: F.regular, size: 10 });
    pdf.text('Le Recteur', W - 220, y + 56, { font: F.bold, size: 10, width: 140, align: 'center' });
    ar('مدير الجامعة', W - 110, y + 74, 10.5, true);
    pdf.signature(W - 200, y + 100, 100, rng);
    pdf.seal(140, y + 100, 30, green);
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shownFr, 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ne-dz-attestation-licence',
    country: 'DZ',
    languages: ['ar', 'fr'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Algerian attestation de succès (شهادة نجاح) or diploma of the LMD licence in Arabic and French, running text in each language: the republic, the ministry and the university in both, "Le Recteur … atteste que l\'étudiant(e) : NOM Prénom, né(e) le … à …, Matricule …, a obtenu le diplôme de Licence", Domaine / Filière / Spécialité, the academic year "2019/2020", the session and the mention, "Fait à …, le …"; side by side on a landscape page or Arabic above French; after the Algerian LMD regulations and university descriptions of the licence.',
    render,
  },
];
