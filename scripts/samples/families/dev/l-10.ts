/**
 * Baccalauréat diploma of a French North Atlantic overseas collectivity, in running text, in French: "RÉPUBLIQUE
 * FRANÇAISE" and "MINISTÈRE DE L'ÉDUCATION NATIONALE" over the territory's education service (the issuer) with "97500
 * Saint-Pierre, Saint-Pierre-et-Miquelon"; "DIPLÔME DU BACCALAURÉAT GÉNÉRAL" or "… TECHNOLOGIQUE" (series STMG); "Vu"
 * clauses (the code of education, the decree, the jury's minutes with their date: decoys); "le diplôme du baccalauréat
 * général est délivré à Madame / Monsieur <Given> <FAMILY>, né(e) le <day month year> à <place>" (a birthplace that may
 * be in mainland France or Canada), "avec la mention <honours>" on some, "au titre de la session de juin <year>" (the
 * completion); the diploma's serial number in a corner (not a registration); "Fait à Saint-Pierre, le …" (the issue),
 * the head of the service's signature "pour le ministre et par délégation", the holder's signature line. As French
 * diplomas confer the baccalauréat.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iso, lPerson, lResult, longDate, otherName } from './l-kit';

const SERVICE = "Service de l'éducation de Saint-Pierre-et-Miquelon";
const PLACES = ['Saint-Pierre (Saint-Pierre-et-Miquelon)', 'Miquelon-Langlade (Saint-Pierre-et-Miquelon)', 'Halifax (Canada)', 'Saint-Malo (Ille-et-Vilaine)', 'Caen (Calvados)', 'Moncton (Canada)'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'PM');
  const year = rng.int(2012, 2025);
  const techno = rng.bool(0.35);
  const kind = techno ? 'technologique' : 'général';
  const dob = iso(year - 18, rng.int(1, 12), rng.int(1, 28));
  const jury = iso(year, 7, rng.int(3, 10));
  const issued = iso(year, rng.int(9, 12), rng.int(1, 28));
  const honours = rng.pick([null, 'assez bien', 'bien', 'très bien']);
  const F = rng.pick(SERIF);
  const r = lResult('fr', p.given, p.family, dob);
  setInstitution(r, SERVICE, 'PM');
  const name = `Baccalauréat ${kind}`;
  Object.assign(r.qualification, { name, level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });
  if (techno) r.qualification.majorOrSpecialization = 'Sciences et technologies du management et de la gestion';

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme du baccalauréat', author: SERVICE, creationDate: new Date(`${issued}T12:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#312e81', '#1f2937']);
  const M = 70;
  const W = pdf.width - 2 * M;
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 1.5, c);
  pdf.fill(24, 24, 10, pdf.height - 48, '#1d4ed8');
  pdf.fill(34, 24, 10, pdf.height - 48, '#ffffff');
  pdf.fill(44, 24, 10, pdf.height - 48, '#dc2626');
  pdf.text(`N° ${year}-${rng.pick(['SPM', 'PM'])}-${digits(rng, 6)}`, pdf.width - 230, 36, { font: F.regular, size: 8, width: 190, align: 'right', color: '#555555' });
  let y = 48;
  const line = (t: string, size: number, font: string, gap: number, color?: string) => {
    pdf.text(t, M, y, { font, size, width: W, align: 'center', color, fit: true });
    y += gap;
  };
  line('RÉPUBLIQUE FRANÇAISE', 11, F.bold, 16);
  line("MINISTÈRE DE L'ÉDUCATION NATIONALE", 9.5, F.regular, 14);
  line(SERVICE, 10, F.italic, 13, c);
  line('BP 4239 · 97500 Saint-Pierre, Saint-Pierre-et-Miquelon', 8, F.regular, 30, '#555555');
  line(`DIPLÔME DU BACCALAURÉAT ${kind.toUpperCase()}`, 22, F.bold, 40, c);
  const vu = [
    "Vu le code de l'éducation, notamment ses articles D. 334-1 et suivants ;",
    `Vu l'arrêté portant organisation de l'examen du baccalauréat ${kind} ;`,
    `Vu le procès-verbal des délibérations du jury en date du ${longDate(jury, 'fr')} ;`,
  ];
  for (const v of vu) {
    pdf.text(v, M + 40, y, { font: F.italic, size: 9.5, color: '#333333' });
    y += 14;
  }
  y += 14;
  const holder = `${p.woman ? 'Madame' : 'Monsieur'} ${p.given} ${p.family.toUpperCase()}`;
  const series = techno ? ', série sciences et technologies du management et de la gestion (STMG),' : '';
  const text = `Le diplôme du baccalauréat ${kind}${series} est délivré à ${holder}, ${p.woman ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${rng.pick(PLACES)}${honours ? `, avec la mention ${honours}` : ''}, au titre de la session de juin ${year}.`;
  y += pdf.para(text, M + 40, y, W - 80, { font: F.regular, size: 13, leading: 20 }) + 26;
  pdf.text(`Fait à Saint-Pierre, le ${longDate(issued, 'fr')}`, M + W / 2, y, { font: F.regular, size: 11, width: W / 2, align: 'center' });
  y += 18;
  pdf.text('Pour le ministre et par délégation,', M + W / 2, y, { font: F.italic, size: 9.5, width: W / 2, align: 'center' });
  pdf.text('Signature du titulaire', M, y, { font: F.italic, size: 9.5, width: W / 2, align: 'center' });
  pdf.line(M + 60, y + 46, M + W / 2 - 60, y + 46, 0.4, '#999999');
  pdf.signature(M + W / 2 + 120, y + 30, 120, rng);
  pdf.text(`${otherName(rng, 'PM', p.family)}, chef du service de l'éducation`, M + W / 2, y + 48, { font: F.regular, size: 9.5, width: W / 2, align: 'center' });
  pdf.seal(pdf.width - 110, pdf.height - 90, 30, c);
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family.toUpperCase()}`, 'candidate.dateOfBirth': longDate(dob, 'fr'), 'qualification.dateOfIssue': longDate(issued, 'fr'), 'qualification.name': `baccalauréat ${kind}` };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-10-diploma',
    country: 'PM',
    languages: ['fr'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Baccalauréat diploma of a French North Atlantic overseas collectivity in running text, French: RÉPUBLIQUE FRANÇAISE, ministry and the territory education service (issuer) with 97500 Saint-Pierre; DIPLÔME DU BACCALAURÉAT GÉNÉRAL or TECHNOLOGIQUE (série STMG); Vu clauses with the jury date (decoy); délivré à Madame/Monsieur Given FAMILY, né(e) le <date> à <place> (mainland France or Canada possible), mention on some, au titre de la session de juin <year>; corner serial (not a registration); Fait à Saint-Pierre, le …; pour le ministre et par délégation signature.',
    render,
  },
];
