/**
 * School record of the last two years of a French lycée (livret scolaire of the general baccalauréat), in French, as
 * the jury of the examination reads it: the ministry and the académie (a decoy issuer), the lycée with its address and
 * postal code in Lyon, "BACCALAURÉAT GÉNÉRAL — LIVRET SCOLAIRE", "Session 2024"; the pupil as "NOM Prénom" (the surname
 * in capitals first), "Né(e) le …" on some, the national pupil number (INE) on some; one table with the two years side
 * by side ("Première 2022-2023" and "Terminale 2023-2024", each spanning "Moyenne élève" and
 * "Moyenne classe" /20 with a decimal comma) and the teachers' remark, a subject taught in one year only left blank in
 * the other; under it the teaching team's opinion for the examination ("Très satisfaisant", a decoy result), the head
 * teacher's opinion and "Fait à Lyon, le 6 juin 2024" with the proviseur's name. The baccalauréat is not yet passed.
 * As the livret scolaire du lycée is filled in for the baccalauréat général.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, letters, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, iso, longDate, otherName, wPerson, wResult, wTable, type WRow } from './w4-kit';

const LYCEES = [
  { name: 'Lycée Hélène-Vareilles', addr: '14 rue des Tanneurs, 69003 Lyon' },
  { name: 'Lycée Claude-Antoine Baudrand', addr: '52 montée du Gourguillon, 69005 Lyon' },
];
const BOTH = ['Histoire-géographie', 'Langue vivante A : anglais', 'Langue vivante B : espagnol', 'Enseignement scientifique', 'Éducation physique et sportive', 'Enseignement moral et civique'];
const SPECS = [['Mathématiques', 'Physique-chimie'], ['Sciences économiques et sociales', 'Histoire-géo., géopolitique, sc. politiques'], ['Sciences de la vie et de la Terre', 'Mathématiques']];
const THIRD = ['Numérique et sciences informatiques', 'Humanités, littérature et philosophie', 'Langues, littératures et cultures étrangères'];
const REMARKS = ['Sérieux et régulier.', 'Bons résultats.', 'Efforts à poursuivre.', 'Excellente année.', 'Peut mieux faire.', 'Résultats solides.', 'Bon investissement.'];
const AVIS = ['Très satisfaisant', 'Satisfaisant', 'Assez satisfaisant'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'FR');
  const ly = rng.pick(LYCEES);
  const session = rng.int(2019, 2025);
  const spec = rng.pick(SPECS);
  const third = rng.pick(THIRD);
  const showDob = rng.bool(0.5);
  const showIne = rng.bool(0.5);
  const dob = iso(session - 18, rng.int(1, 12), rng.int(1, 28));
  const ine = `${digits(rng, 9)}${letters(rng, 2)}`;
  const made = iso(session, 6, rng.int(1, 12));
  const F = rng.pick([SANS[0], SERIF[0], SANS[1]]);
  const r = wResult('fr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, ly.name, 'FR');
  Object.assign(r.qualification, { name: 'Baccalauréat général', level: 'Higher Secondary', registrationNumber: showIne ? ine : null, dateOfIssue: made });
  const y1 = `${session - 2}-${session - 1}`;
  const y2 = `${session - 1}-${session}`;
  const subjects: Array<{ name: string; years: [boolean, boolean] }> = [
    { name: 'Français', years: [true, false] },
    { name: 'Philosophie', years: [false, true] },
    ...BOTH.map((name) => ({ name, years: [true, true] as [boolean, boolean] })),
    ...spec.map((name) => ({ name: `Spécialité : ${name}`, years: [true, true] as [boolean, boolean] })),
    { name: `Spécialité : ${third}`, years: [true, false] },
  ];
  const ability = rng.float(9, 17);
  const rows: WRow[] = subjects.map((s) => {
    const cells = [s.name];
    let last = ability;
    s.years.forEach((on, k) => {
      if (!on) {
        cells.push('—', '—');
        return;
      }
      const m = around(rng, ability, 2.4, 4, 19.5, 0.1);
      const cls = around(rng, 11.8, 1.2, 8, 15, 0.1);
      cells.push(comma(m, 1), comma(cls, 1));
      last = m;
      r.courses.push(course({ courseName: s.name, marksScored: Math.round(m * 10) / 10, maximumMarks: 20, session: k === 0 ? y1 : y2 }));
    });
    cells.push(last >= 14 ? rng.pick(REMARKS.slice(0, 2).concat(REMARKS.slice(3, 4), REMARKS.slice(5))) : last >= 10 ? rng.pick([REMARKS[0], REMARKS[5], REMARKS[6]]) : rng.pick([REMARKS[2], REMARKS[4]]));
    return { cells };
  });

  const pdf = new Pdf({ size: A4, title: 'Livret scolaire', author: ly.name, creationDate: new Date(`${made}T15:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  pdf.text('MINISTÈRE DE L\'ÉDUCATION NATIONALE ET DE LA JEUNESSE', L, 34, { font: F.bold, size: 8 });
  pdf.text('Académie de Lyon', L, 46, { font: F.regular, size: 8 });
  pdf.text(ly.name, L, 34, { font: F.bold, size: 10.5, width: W, align: 'right' });
  pdf.text(ly.addr, L, 48, { font: F.regular, size: 8.2, width: W, align: 'right' });
  pdf.text(`Tél. 04 7${rng.int(2, 8)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, L, 59, { font: F.regular, size: 8.2, width: W, align: 'right' });
  pdf.fill(L, 78, W, 30, '#1f3a68');
  pdf.text('BACCALAURÉAT GÉNÉRAL — LIVRET SCOLAIRE', L, 84, { font: F.bold, size: 13, color: '#ffffff', width: W, align: 'center' });
  pdf.text(`Session ${session}`, L, 98, { font: F.regular, size: 8, color: '#ffffff', width: W, align: 'center' });
  let y = 120;
  const ident: Array<[string, string]> = [['Élève', `${p.family.toUpperCase()} ${p.given}`]];
  if (showDob) ident.push([p.woman ? 'Née le' : 'Né le', dmy(dob)]);
  if (showIne) ident.push(['INE', ine]);
  ident.push(['Série', 'Générale']);
  ident.forEach(([a, b], i) => {
    const x = L + (i % 2) * (W / 2);
    const w = pdf.text(`${a} : `, x, y + Math.floor(i / 2) * 14, { font: F.regular, size: 9.5 });
    pdf.text(b, x + w, y + Math.floor(i / 2) * 14, { font: F.bold, size: 9.5 });
  });
  y += Math.ceil(ident.length / 2) * 14 + 10;
  const yw = 54;
  const nameW = 200;
  const remW = W - nameW - 4 * yw;
  pdf.fill(L + nameW, y, 2 * yw, 14, '#dbe4f0');
  pdf.fill(L + nameW + 2 * yw, y, 2 * yw, 14, '#e8eef6');
  pdf.text(`Première ${y1}`, L + nameW, y + 3, { font: F.bold, size: 7.8, width: 2 * yw, align: 'center', fit: true });
  pdf.text(`Terminale ${y2}`, L + nameW + 2 * yw, y + 3, { font: F.bold, size: 7.8, width: 2 * yw, align: 'center', fit: true });
  pdf.rect(L + nameW, y, 4 * yw, 14, 0.4);
  y += 14;
  const cols = [
    { label: 'Enseignements', width: nameW },
    { label: ['Moyenne', 'élève'], width: yw, align: 'center' as const }, { label: ['Moyenne', 'classe'], width: yw, align: 'center' as const },
    { label: ['Moyenne', 'élève'], width: yw, align: 'center' as const }, { label: ['Moyenne', 'classe'], width: yw, align: 'center' as const },
    { label: 'Appréciation des professeurs', width: remW },
  ];
  y = wTable(pdf, F, L, y, cols, rows, { size: 7.6, rowH: 20, ruling: 'grid', fill: '#f2f2f2' }) + 14;
  pdf.text('Les moyennes sont exprimées sur 20.', L, y, { font: F.italic, size: 7.5, color: '#444444' });
  y += 18;
  pdf.rect(L, y, W, 62, 0.6);
  pdf.text('Avis de l\'équipe pédagogique pour l\'examen :', L + 8, y + 8, { font: F.bold, size: 9 });
  pdf.text(rng.pick(AVIS), L + 280, y + 8, { font: F.bold, size: 9, color: '#1f3a68' });
  pdf.text('Avis du chef d\'établissement : élève sérieux(se), qui a fait preuve de constance tout au long du cycle terminal.', L + 8, y + 26, { font: F.regular, size: 8.5, width: W - 16, fit: true });
  y += 80;
  pdf.text(`Fait à Lyon, le ${longDate(made, 'fr')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.text(`Le proviseur, ${otherName(rng, 'FR', p.family)}`, L + W - 240, y, { font: F.regular, size: 9.5, width: 240, align: 'right' });
  pdf.signature(L + W - 160, y + 16, 100, rng);
  pdf.stampBox(L + 40, y + 20, 150, 44, [ly.name.toUpperCase(), 'LYON'], '#5a3e8a');
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.name': 'BACCALAURÉAT GÉNÉRAL', 'qualification.dateOfIssue': longDate(made, 'fr') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-06-record',
    country: 'FR',
    languages: ['fr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'French livret scolaire of the baccalauréat général: ministry and académie (decoy issuer), the lycée with its Lyon address and telephone, title band with the session; the pupil as NOM Prénom, birth date and INE on some; one grid table with Première and Terminale side by side, each spanning Moyenne élève and Moyenne classe /20 with a decimal comma, subjects of one year blank in the other, a remarks column; the teaching team\'s opinion for the examination as a decoy result, the head\'s opinion, "Fait à Lyon, le …" and the proviseur; the baccalauréat not yet passed.',
    render,
  },
];
