/**
 * An upload without academic record: a Monegasque school's letter of recommendation in French, the letter a
 * teacher or a director of studies writes for a student's application to a further programme, an internship or
 * a job. The school's letterhead with its address, "98000 Monaco" and a +377 telephone; the place and date
 * ("Monaco, le …"); "Objet : Lettre de recommandation" and "À l'attention du comité d'admission" (or "À qui de
 * droit"); three or four paragraphs in which the writer ("Je soussigné(e) …, directeur/directrice des études")
 * says how long and in which course they have known the student, praises their work, conduct and a project or
 * internship, ranks them among their year in words, and recommends them without reserve for the programme they
 * apply to; the writer's name, title, e-mail and signature. It names a person, an institution, a programme and
 * dates, but it records no course, grade or qualification: its kind is 'other'.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits } from '../lib/n-kit';
import { fPerson, iso, longDate, otherFamily, otherGiven } from './f-kit';

const SCHOOLS = [
  { name: 'Institut Monégasque de Management Hôtelier', street: '7, avenue des Citronniers', host: 'immh.mc', prog: 'Bachelor en Management Hôtelier International' },
  { name: 'École Supérieure des Arts Numériques de Monaco', street: '22, boulevard du Ténao', host: 'esanm.mc', prog: 'Bachelor Design et Création Numérique' },
  { name: 'Lycée Technique du Rocher', street: '3, rue des Orangers', host: 'ltr-monaco.mc', prog: 'BTS Commerce International' },
];
const TARGETS = ['le Master of Science in Luxury Hospitality Management', 'le programme de Master en Management International', 'un stage de fin d\'études au sein de votre établissement', 'le Mastère spécialisé en Marketing Digital'];
const PROJECTS = ['un projet tutoré consacré à l\'accueil de la clientèle internationale', 'un stage de six mois à la réception d\'un palace de la Principauté', 'l\'organisation d\'un salon professionnel avec ses camarades', 'un mémoire sur la communication des marques de luxe'];

async function render(rng: Rng) {
  const p = fPerson(rng, 'MC');
  const s = rng.pick(SCHOOLS);
  const date = iso(rng.int(2018, 2025), rng.int(1, 12), rng.int(1, 28));
  const writerWoman = rng.bool(0.5);
  const writer = `${otherGiven(rng, 'MC', writerWoman)} ${otherFamily(rng, 'MC', p.family)}`;
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const year = rng.pick(['deuxième', 'troisième']);
  const known = rng.int(2, 3);
  const civ = p.woman ? 'Mademoiselle' : 'Monsieur';
  const il = p.woman ? 'elle' : 'il';
  const Il = p.woman ? 'Elle' : 'Il';
  const pdf = new Pdf({ size: A4, title: 'Lettre de recommandation', author: s.name, creationDate: new Date(`${date}T10:00:00Z`) });
  const L = 70;
  const W = pdf.width - 140;
  const c = rng.pick(['#b3001b', '#14213d', '#333333']);
  pdf.fill(0, 0, 18, pdf.height, c);
  pdf.text(s.name, L, 48, { font: F.bold, size: 14, color: c, width: W, fit: true });
  pdf.text(`${s.street} · 98000 Monaco · Tél. +377 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} · www.${s.host}`, L, 68, { font: F.regular, size: 8.5, width: W, fit: true });
  pdf.line(L, 84, L + W, 84, 0.6, c);
  let y = 110;
  pdf.text(`Monaco, le ${longDate(date, 'fr')}`, L, y, { font: F.regular, size: 10.5, width: W, align: 'right' });
  y += 34;
  pdf.text('Objet : Lettre de recommandation', L, y, { font: F.bold, size: 10.5 });
  y += 16;
  pdf.text(rng.bool(0.5) ? 'À l\'attention du comité d\'admission' : 'À qui de droit', L, y, { font: F.regular, size: 10.5 });
  y += 34;
  pdf.text('Madame, Monsieur,', L, y, { font: F.regular, size: 10.5 });
  y += 24;
  const paras = [
    `${writerWoman ? 'Je soussignée' : 'Je soussigné'}, ${writer}, ${writerWoman ? 'directrice' : 'directeur'} des études de l'${s.name.startsWith('Lycée') ? 'établissement' : 'école'}, ai le plaisir de recommander ${civ} ${p.given} ${p.family}, ${p.woman ? 'étudiante' : 'étudiant'} en ${year} année du ${s.prog}, que je connais depuis ${known} ans.`,
    `Tout au long de son parcours, ${il} s'est distingué${p.woman ? 'e' : ''} par la rigueur de son travail, sa curiosité et son sens des responsabilités. ${Il} a notamment mené ${rng.pick(PROJECTS)}, dont l'équipe pédagogique a salué la qualité.`,
    `Ses résultats ${p.woman ? 'la' : 'le'} placent parmi les meilleurs de sa promotion, et ses qualités humaines lui valent l'estime de ses camarades comme de ses enseignants.`,
    `C'est donc sans réserve que je soutiens sa candidature pour ${rng.pick(TARGETS)}. Je reste à votre disposition pour tout renseignement complémentaire.`,
    'Je vous prie d\'agréer, Madame, Monsieur, l\'expression de mes salutations distinguées.',
  ];
  for (const t of paras) y += pdf.para(t, L, y, W, { font: F.regular, size: 10.5, leading: 15.5 }) + 10;
  y += 30;
  pdf.signature(L + W - 170, y - 20, 120, rng);
  pdf.text(writer, L + W - 220, y + 8, { font: F.bold, size: 10.5, width: 220, align: 'right' });
  pdf.text(`${writerWoman ? 'Directrice' : 'Directeur'} des études`, L + W - 220, y + 23, { font: F.regular, size: 10, width: 220, align: 'right' });
  pdf.text(`${writer.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${writer.split(' ').slice(-1)[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${s.host}`, L + W - 220, y + 37, { font: F.italic, size: 9, width: 220, align: 'right' });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'f-10-letter',
    country: 'MC',
    languages: ['fr'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Monegasque school\'s letter of recommendation in French (no academic record): letterhead with the address, 98000 Monaco and +377; "Monaco, le …"; "Objet : Lettre de recommandation", the addressee; paragraphs naming the writer, the student, their programme and year, their work, a project or internship and their rank in words, and the programme they apply to; the writer\'s name, title, e-mail and signature.',
    render,
  },
];
