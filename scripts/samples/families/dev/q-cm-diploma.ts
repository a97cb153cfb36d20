/**
 * Cameroonian state-university diploma or attestation de réussite, whose every mention the higher
 * education ministry's 2023 circular requires in French and in English: the republic and ministry
 * in two columns, the university, the holder's civil status (surname(s) in capitals before the given
 * names, date and place of birth), the registration number, the diploma and its field, the mention,
 * the session of the examination and the date of issue. Captions are bilingual ("Nom(s) et
 * prénom(s) / Surname(s) and given name(s)"), followed by dot leaders and the value, or with the
 * value under the caption; the rector's name is printed under the signature, surname in capitals.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { MONTHS_Q, OFFICIALS, Pdf, SERIF, SANS, border, cityPlaces, digits, emptyResult, iso, longDate, natural, pageSize, qPerson, upper, ymd } from '../lib/q-kit';

const UNIVERSITIES = [
  { name: 'Université de Nkolbisson', city: 'Yaoundé' },
  { name: 'Université des Hauts-Plateaux', city: 'Dschang' },
  { name: 'Université du Littoral Sud', city: 'Kribi' },
  { name: 'Université de la Bénoué', city: 'Garoua' },
];
const DEGREES: Array<{ fr: string; en: string; level: 'Bachelor' | 'Master'; field: [string, string] }> = [
  { fr: 'Licence en Sciences', en: 'Bachelor of Science', level: 'Bachelor', field: ['Informatique', 'Computer Science'] },
  { fr: 'Licence en Lettres', en: 'Bachelor of Arts', level: 'Bachelor', field: ['Histoire', 'History'] },
  { fr: 'Licence en Sciences Économiques', en: 'Bachelor of Economics', level: 'Bachelor', field: ['Économie Monétaire', 'Monetary Economics'] },
  { fr: 'Master en Sciences', en: 'Master of Science', level: 'Master', field: ['Chimie Organique', 'Organic Chemistry'] },
  { fr: 'Master Professionnel', en: 'Professional Master', level: 'Master', field: ['Gestion des Ressources Humaines', 'Human Resource Management'] },
];
const MENTIONS: Array<[string, string]> = [['Passable', 'Pass'], ['Assez Bien', 'Fairly Good'], ['Bien', 'Good'], ['Très Bien', 'Very Good']];
const BIRTH_PLACES = ['Bafoussam', 'Ebolowa', 'Bertoua', 'Mbalmayo', 'Nkongsamba', 'Sangmélima', 'Foumban', 'Kumba'];

async function render(rng: Rng) {
  const person = qPerson(rng, 'CM');
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const mention = rng.pick(MENTIONS);
  const year = rng.int(2011, 2024);
  const sessionMonth = rng.pick([6, 7, 9]);
  const issued = ymd(rng, year, [sessionMonth + 1, 12]);
  const born = ymd(rng, year - (deg.level === 'Master' ? rng.int(23, 29) : rng.int(20, 24)));
  const F = rng.pick([...SERIF, SANS[0], SANS[1]]);
  const layout = rng.pick(['leaders', 'below'] as const);
  const dobForm = rng.pick(['words', 'numeric'] as const);
  const printedName = `${upper(person.family)} ${person.given}`;
  const matricule = `${String(year - 3).slice(2)}${rng.pick(['S', 'T', 'L', 'E'])}${digits(rng, 4)}`;
  const title = deg.level === 'Master' ? ['DIPLÔME DE MASTER', "MASTER'S DEGREE"] : ['DIPLÔME DE LICENCE', "BACHELOR'S DEGREE"];

  const r = emptyResult('fr');
  r.candidate = { fullName: natural(person), firstName: person.given, lastName: person.family, dateOfBirth: iso(born) };
  r.institution.name = uni.name;
  Object.assign(r.institution, { country: 'Cameroon', countryCode: 'CM' }); // "République du Cameroun" heads every page
  void cityPlaces;
  r.qualification.name = deg.en;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = deg.field[1];
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = iso(issued);
  r.qualification.registrationNumber = matricule;

  const pdf = new Pdf({ size: pageSize(rng), title: 'Diplôme', author: uni.name, creationDate: new Date(`${iso(issued)}T09:00:00Z`) });
  const accent = rng.pick(['#166534', '#7f1d1d', '#1e3a8a']);
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const colW = 210;
  let y = land ? 40 : 56;
  const heads: Array<[string, string]> = [['RÉPUBLIQUE DU CAMEROUN', 'REPUBLIC OF CAMEROON'], ['Paix – Travail – Patrie', 'Peace – Work – Fatherland'], ["MINISTÈRE DE L'ENSEIGNEMENT SUPÉRIEUR", 'MINISTRY OF HIGHER EDUCATION']];
  for (const [fr, en] of heads) {
    pdf.text(fr, 40, y, { font: F.bold, size: 8.5, width: colW, align: 'center' });
    pdf.text(en, Wp - 40 - colW, y, { font: F.bold, size: 8.5, width: colW, align: 'center' });
    y += 13;
  }
  pdf.seal(Wp / 2, y - 18, 20, accent);
  y += 14;
  const c = (text: string, yy: number, size: number, font = F.regular, color?: string) => pdf.text(text, 50, yy, { font, size, width: Wp - 100, align: 'center', fit: true, color });
  c(upper(uni.name), y, land ? 17 : 16, F.bold, accent);
  y += 26;
  c(`${title[0]} / ${title[1]}`, y, 15, F.bold);
  y += 26;
  c(`Le Recteur de l'${uni.name} atteste que / The Vice-Chancellor certifies that`, y, 10, F.italic);
  y += 24;
  const bornValue = dobForm === 'words' ? `${longDate(born, 'fr')} / ${MONTHS_Q.en[born.m - 1]} ${born.d}, ${born.y}` : `${String(born.d).padStart(2, '0')}/${String(born.m).padStart(2, '0')}/${born.y}`;
  const rows: Array<[string, string]> = [
    ['Nom(s) et prénom(s) / Surname(s) and given name(s)', printedName],
    ['Né(e) le / Born on', bornValue],
    ['à / at', rng.pick(BIRTH_PLACES)],
    ['Matricule / Registration number', matricule],
    ['Diplôme / Degree', `${deg.fr} / ${deg.en}`],
    ['Spécialité / Field', `${deg.field[0]} / ${deg.field[1]}`],
    ['Mention / Grade', `${mention[0]} / ${mention[1]}`],
    ['Session', `${MONTHS_Q.fr[sessionMonth - 1].replace(/^./, (x) => x.toUpperCase())} ${year} / ${MONTHS_Q.en[sessionMonth - 1]} ${year}`],
  ];
  const L = land ? 130 : 70;
  const R = Wp - L;
  for (const [label, value] of rows) {
    if (layout === 'leaders') {
      const lw = pdf.text(label, L, y, { font: F.regular, size: 10 });
      const vx = L + 270;
      const dotsW = vx - (L + lw) - 8;
      const dot = pdf.widthOf('.', F.regular, 10);
      if (dotsW > dot * 3) pdf.text('.'.repeat(Math.floor(dotsW / dot)), L + lw + 3, y, { font: F.regular, size: 10, color: '#555555' });
      pdf.text(value, vx, y, { font: F.bold, size: 10.5, width: R - vx, fit: true });
      y += 19;
    } else {
      pdf.text(label, L, y, { font: F.italic, size: 8.5, color: '#444444' });
      pdf.text(value, L + 14, y + 12, { font: F.bold, size: 11, width: R - L - 14, fit: true });
      y += 31;
    }
  }
  y += 12;
  pdf.text(`Fait à ${uni.city}, le ${longDate(issued, 'fr')} / Done at ${uni.city}, ${MONTHS_Q.en[issued.m - 1]} ${issued.d}, ${issued.y}`, L, y, { font: F.regular, size: 9.5, width: R - L, align: 'right', fit: true });
  const sy = Math.min(y + 30, Hp - 90);
  pdf.text('Le Recteur / The Vice-Chancellor', R - 220, sy, { font: F.regular, size: 9.5, width: 220, align: 'center' });
  pdf.signature(R - 170, sy + 24, 110, rng);
  pdf.text(rng.pick(OFFICIALS.CM), R - 220, sy + 48, { font: F.bold, size: 11, width: 220, align: 'center' });
  pdf.text(`N° ${digits(rng, 7)}`, 40, Hp - 40, { font: F.regular, size: 7.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'institution.name': upper(uni.name) } };
}

export const families: Family[] = [
  {
    id: 'cm-diploma',
    country: 'CM',
    languages: ['fr', 'en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Cameroonian university diploma as the higher education ministry\'s 2023 circular on diploma design prescribes it (every mention in French and English): republic and ministry in two columns, bilingual captions ("Nom(s) et prénom(s) / Surname(s) and given name(s)", "Né(e) le / Born on") with dot leaders or the value under the caption, the surname(s) in capitals before the given names, matricule, diploma, field, mention, session and "Fait à …, le …"; the rector\'s name under the signature.',
    render,
  },
];
