/**
 * Congolese (DR Congo) Diplôme d'État, the certificate of the state examination that ends secondary school, in
 * French: a printed form on security paper whose blanks are filled in another face: the republic, the ministry
 * of primary, secondary and technical education (the issuer: its examinations service runs the Examen d'État),
 * the order number of the form (a serial, a decoy); "DIPLÔME D'ÉTAT"; "Le Ministre … certifie que" then "Nom,
 * post-nom et prénom : SURNAME POST-NAME Given" (the nom and post-nom both family names: the given name is the
 * prénom), the place and date of birth, the school attended and its educational province (the candidate's school,
 * not the issuer), the candidate's code (the registration), "a réussi à l'Examen d'État, session de 2019", the
 * section and option (the major), the percentage obtained (the overall result) "et lui délivre le présent
 * diplôme"; "Fait à Kinshasa, le …"; the minister's signature and a dry seal. As described by the DRC's public
 * notes on the Examen d'État (percentages with 50 to pass, sections and options of the long cycle, the candidate's
 * code, post-noms).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { dmy, longDate, otherFamily, upper, zPerson, zResult } from './z-kit';

const OPTIONS: Array<[string, string]> = [['Scientifique', 'Biologie-Chimie'], ['Scientifique', 'Mathématique-Physique'], ['Littéraire', 'Latin-Philosophie'], ['Commerciale', 'Commerciale et Gestion'], ['Pédagogique', 'Pédagogie Générale'], ['Technique', 'Électricité'], ['Technique', 'Mécanique Générale']];
const SCHOOLS = ['Institut Mokengeli', 'Collège Saint-Raphaël', 'Lycée Tuendelee', 'Institut Technique Salama', 'Complexe Scolaire La Colombe', 'Institut Bosangani', 'Lycée Bolingani'];
const PROVINCES = ['Kinshasa-Lukunga', 'Kinshasa-Funa', 'Kinshasa-Mont-Amba', 'Kongo-Central 1', 'Haut-Katanga 2', 'Kasaï-Oriental 1', 'Nord-Kivu 1', 'Tshopo 1'];
const TOWNS = ['Kinshasa', 'Lubumbashi', 'Mbuji-Mayi', 'Kananga', 'Kisangani', 'Bukavu', 'Goma', 'Matadi', 'Kolwezi', 'Likasi', 'Mbandaka', 'Kikwit'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'CD');
  const post = otherFamily(rng, 'CD', p.family);
  const [section, option] = rng.pick(OPTIONS);
  const year = rng.int(2014, 2023);
  const dob = iso(year - rng.int(17, 21), rng.int(1, 12), rng.int(1, 28));
  const pct = rng.int(50, 82);
  const issued = addDays(iso(year, rng.int(8, 10), rng.int(1, 28)), rng.int(60, 600));
  const code = `${digits(rng, 2)}${digits(rng, 5)}${digits(rng, 4)}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const hand = rng.pick([SANS[2], SANS[3], SERIF[2]]);
  const ministry = 'Ministère de l\'Enseignement Primaire, Secondaire et Technique';
  const r = zResult('fr', p.given, `${p.family} ${post}`, dob);
  setInstitution(r, ministry, 'CD');
  Object.assign(r.qualification, {
    registrationNumber: code, name: 'Diplôme d\'État', level: 'Higher Secondary', majorOrSpecialization: option,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: String(pct),
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme d\'État', author: ministry, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const ink = rng.pick(['#1a4f8b', '#0e6b4f', '#7b2d26']);
  const fill = rng.pick(['#0b1f6b', '#1a1a1a']);
  pdf.securityPattern('RDC', 30, 30, W - 60, H - 60, ink, rng);
  pdf.rect(26, 26, W - 52, H - 52, 2, ink);
  pdf.text('RÉPUBLIQUE DÉMOCRATIQUE DU CONGO', 40, 44, { font: F.bold, size: 13, width: W - 80, align: 'center' });
  pdf.text(upper(ministry), 40, 62, { font: F.bold, size: 9.5, width: W - 80, align: 'center', fit: true });
  pdf.text('Inspection Générale — Service National des Examens', 40, 76, { font: F.italic, size: 8.5, width: W - 80, align: 'center' });
  pdf.shield(62, 40, 40, ink);
  pdf.text(`N° ${digits(rng, 7)}`, W - 170, 44, { font: F.bold, size: 11, color: '#b00020', width: 120, align: 'right' });
  pdf.text('DIPLÔME D\'ÉTAT', 40, 100, { font: F.bold, size: 30, width: W - 80, align: 'center', color: ink, cs: 2 });
  const X = 80;
  let y = 152;
  const lineW = W - 160;
  const blank = (caption: string, value: string, x: number, w: number, yy: number) => {
    const cw = pdf.text(caption, x, yy, { font: F.regular, size: 11 });
    pdf.line(x + cw + 4, yy + 13, x + w, yy + 13, 0.4, '#555555', 1.2);
    pdf.text(value, x + cw + 10, yy - 1, { font: hand.bold, size: 12, color: fill, width: w - cw - 14, fit: true });
  };
  pdf.text(`Le Ministre de l'Enseignement Primaire, Secondaire et Technique certifie que`, X, y, { font: F.italic, size: 11 });
  y += 26;
  blank('Nom, post-nom et prénom :', `${upper(p.family)} ${upper(post)} ${p.given}`, X, X + lineW - X, y);
  y += 26;
  blank(p.woman ? 'Née à :' : 'Né à :', rng.pick(TOWNS), X, X + lineW / 2 - 20 - X, y);
  blank('le :', dmy(dob), X + lineW / 2, lineW / 2 - X + X, y);
  y += 26;
  blank('École :', rng.pick(SCHOOLS), X, X + lineW / 2 - 20 - X, y);
  blank('Province éducationnelle :', rng.pick(PROVINCES), X + lineW / 2, lineW / 2, y);
  y += 26;
  blank('Code du candidat :', code, X, X + lineW / 2 - 20 - X, y);
  y += 30;
  pdf.text(`a réussi à l'Examen d'État, session de`, X, y, { font: F.regular, size: 11 });
  pdf.text(String(year), X + 215, y - 1, { font: hand.bold, size: 12, color: fill });
  y += 26;
  blank('Section :', section, X, X + lineW / 2 - 20 - X, y);
  blank('Option :', option, X + lineW / 2, lineW / 2, y);
  y += 26;
  blank('avec le pourcentage de :', `${pct} %`, X, X + 260 - X, y);
  y += 30;
  pdf.text('et lui délivre le présent diplôme pour servir et valoir ce que de droit.', X, y, { font: F.regular, size: 11 });
  y += 34;
  pdf.text(`Fait à Kinshasa, le ${longDate(issued, 'fr')}`, W / 2, y, { font: F.regular, size: 11, width: W / 2 - 80, align: 'center' });
  pdf.text('Le Ministre', W / 2, y + 18, { font: F.bold, size: 11, width: W / 2 - 80, align: 'center' });
  pdf.signature(W / 2 + 110, y + 60, 130, rng);
  pdf.seal(W / 2 - 60, y + 50, 34, ink);
  pdf.text('Signature du titulaire', X, y + 18, { font: F.regular, size: 9.5 });
  pdf.line(X, y + 60, X + 170, y + 60, 0.5);
  pdf.text('Toute surcharge ou rature annule ce diplôme.', 40, H - 46, { font: F.italic, size: 8, width: W - 80, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.fullName': `${upper(p.family)} ${upper(post)} ${p.given}`,
    'institution.name': upper(ministry),
    'qualification.name': 'DIPLÔME D\'ÉTAT',
    'candidate.dateOfBirth': dmy(dob),
    'qualification.dateOfIssue': longDate(issued, 'fr'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-08-diploma',
    country: 'CD',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'DR Congo Diplôme d\'État in French on a landscape form on security paper with its blanks filled in another face: republic, the ministry of primary, secondary and technical education (the issuer), a red order number as a decoy; the minister certifies that SURNAME POST-NAME Given (nom and post-nom the family names), born at a town on a date, of a school and educational province (decoys), with a candidate code (registration), passed the state examination of a session (the completion), section and option (major), with a percentage (overall result); place and date of issue; as described by DRC public notes on the Examen d\'État.',
    render,
  },
];
