/**
 * Electronic certificate of success in a higher technician's diploma from the examinations office of a South American
 * French department, in French: the office's letterhead with its Cayenne address (973 postcode, "Guyane"); "ATTESTATION
 * DE RÉUSSITE"; "Brevet de technicien supérieur", its speciality and the session ("Session 2022"); the candidate's line
 * (Given SURNAME), the birth date and the candidate number on some; the jury's deliberation date and the distinction
 * ("mention Assez bien") or none; then the verification block of e-certificates: a QR code, a verification code in
 * groups ("Code de vérification : 7F3K-92QD-X1LM") and the verification web address, the document's own number (not
 * the candidate's); "Cayenne, le <date>" and the office head's printed name. As French examination offices describe
 * their dematerialised certificates of success.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, digits, letters, setInstitution } from '../lib/n-kit';
import { addDays, dPerson, dResult, dmy, iso, longDate, otherName } from './d-kit';

const SPECS = ['Management commercial opérationnel', 'Gestion de la PME', 'Services informatiques aux organisations', 'Tourisme', 'Bâtiment', 'Électrotechnique', 'Comptabilité et gestion'];
const MENTIONS = ['Assez bien', 'Bien', 'Très bien'];
const OFFICES = ['Service académique des examens de Guyane', 'Division des examens et concours de Guyane'];

function code(rng: Rng): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = (n: number) => Array.from({ length: n }, () => chars[rng.int(0, chars.length - 1)]).join('');
  return `${group(4)}-${group(4)}-${group(4)}`;
}

async function render(rng: Rng) {
  const p = dPerson(rng, 'GF');
  const office = rng.pick(OFFICES);
  const spec = rng.pick(SPECS);
  const year = rng.int(2015, 2025);
  const jury = iso(year, rng.int(6, 7), rng.int(1, 12));
  const issued = addDays(jury, rng.int(2, 40));
  const showDob = rng.bool(0.55);
  const showNo = rng.bool(0.5);
  const dob = iso(year - rng.int(19, 24), rng.int(1, 12), rng.int(1, 28));
  const no = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const mention = rng.bool(0.6) ? rng.pick(MENTIONS) : null;
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const r = dResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, office, 'GF');
  Object.assign(r.qualification, {
    name: 'Brevet de technicien supérieur', level: 'Diploma', majorOrSpecialization: spec, registrationNumber: showNo ? no : null,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4, title: 'Attestation de réussite', author: office, creationDate: new Date(`${issued}T07:30:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#000091', '#1f4e79', '#2c5f2d']);
  pdf.fill(0, 0, pdf.width, 92, '#f3f5f9');
  pdf.text(office, L, 30, { font: F.bold, size: 13, color: c, width: W - 150, fit: true });
  pdf.text(`${rng.int(1, 90)} route de Baduel · 97300 Cayenne · Guyane`, L, 50, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text('examens@ac-guyane.example', L, 63, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text(`Document n° ${letters(rng, 2)}${year}${digits(rng, 7)}`, L + W - 180, 34, { font: F.regular, size: 8, width: 180, align: 'right' });
  pdf.text('ATTESTATION DE RÉUSSITE', L, 128, { font: F.bold, size: 20, width: W, align: 'center', color: c });
  pdf.text(`Session ${year}`, L, 156, { font: F.regular, size: 11, width: W, align: 'center' });
  let y = 200;
  const line = (a: string, b: string, bold = false) => {
    pdf.text(a, L, y, { font: F.regular, size: 10, color: '#333333' });
    pdf.text(b, L + 150, y, { font: bold ? F.bold : F.regular, size: 10.5, width: W - 150, fit: true });
    y += 20;
  };
  line('Candidat(e)', `${p.given} ${p.family.toUpperCase()}`, true);
  if (showDob) line(p.woman ? 'Née le' : 'Né le', dmy(dob));
  if (showNo) line('N° de candidat', no);
  line('Diplôme', 'Brevet de technicien supérieur', true);
  line('Spécialité', spec);
  line('Délibération du jury', longDate(jury, 'fr'));
  line('Résultat', mention ? `Admis(e) — mention ${mention}` : 'Admis(e)', true);
  y += 14;
  y += pdf.para('La présente attestation ne peut en aucun cas se substituer au diplôme, qui sera délivré ultérieurement. Son authenticité peut être vérifiée en ligne à l\'aide du code ci-dessous ou du QR code.', L, y, W, { font: F.italic, size: 9, leading: 12.5, color: '#333333' }) + 18;
  pdf.roundRect(L, y, W, 110, 6, { stroke: '#9aa5b8', width: 0.8 });
  pdf.qrLike(L + 14, y + 12, 86, rng);
  pdf.text('VÉRIFICATION', L + 120, y + 16, { font: F.bold, size: 10, color: c });
  pdf.text(`Code de vérification : ${code(rng)}`, L + 120, y + 36, { font: F.bold, size: 10.5 });
  pdf.text('Vérifier sur : https://verification-diplomes.example/guyane', L + 120, y + 56, { font: F.regular, size: 8.5, width: W - 130, fit: true });
  pdf.text('Document signé électroniquement — toute modification le rend invalide.', L + 120, y + 76, { font: F.italic, size: 8, color: '#555555', width: W - 130, fit: true });
  y += 140;
  pdf.text(`Cayenne, le ${longDate(issued, 'fr')}`, L + W - 260, y, { font: F.regular, size: 10, width: 260, align: 'right' });
  pdf.text('Pour le recteur et par délégation, le chef de service', L + W - 260, y + 16, { font: F.italic, size: 8.5, width: 260, align: 'right' });
  pdf.text(otherName(rng, 'GF', p.family), L + W - 260, y + 30, { font: F.regular, size: 9.5, width: 260, align: 'right' });
  pdf.text('Page 1/1', L, pdf.height - 34, { font: F.regular, size: 7.5, width: W, align: 'center', color: '#777777' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}`, 'qualification.dateOfIssue': longDate(issued, 'fr') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-07-certificate',
    country: 'GF',
    languages: ['fr'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Electronic certificate of success in a higher technician\'s diploma from a South American French department\'s examinations office, in French: Cayenne address with 973 postcode and Guyane; ATTESTATION DE RÉUSSITE, session year; captioned lines with the candidate (Given SURNAME), birth date and candidate number on some, Brevet de technicien supérieur and speciality, jury deliberation date, result with or without a mention; a verification block with a QR code, a grouped verification code and a web address, a document number; place and date and the office head.',
    render,
  },
];
