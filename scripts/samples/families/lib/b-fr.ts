/**
 * French licence programmes (UE with their EC), the notes /20 and institution names of the
 * corpus-b French families.
 */
import type { Rng } from '../../rng';
import { place, type Place } from './b-people';

export interface Ue {
  title: string;
  ects: number;
  ec: string[];
}

export interface Mention {
  mention: string;
  domaine: string;
  ufr: string;
  /** Semesters 1-6, UE titles. */
  semesters: Ue[][];
}

const ue = (title: string, ects: number, ...ec: string[]): Ue => ({ title, ects, ec });

export const FR_MENTIONS: Mention[] = [
  {
    mention: 'Informatique', domaine: 'Sciences, technologies, santé', ufr: 'UFR Sciences et Techniques',
    semesters: [
      [ue('Programmation impérative', 6, 'Algorithmique 1', 'TP Programmation C'), ue('Mathématiques pour l’informatique 1', 6, 'Logique', 'Analyse'), ue('Systèmes informatiques 1', 6, 'Architecture', 'Unix'), ue('Physique générale', 6), ue('Anglais et projet personnel', 6, 'Anglais S1', 'Projet professionnel')],
      [ue('Programmation orientée objet', 6, 'Java', 'Modélisation UML'), ue('Mathématiques pour l’informatique 2', 6, 'Algèbre linéaire', 'Combinatoire'), ue('Bases de données 1', 6), ue('Web et réseaux', 6, 'Technologies du web', 'Réseaux'), ue('Langue et méthodologie', 6, 'Anglais S2', 'Méthodologie du travail universitaire')],
      [ue('Algorithmique et structures de données', 6), ue('Probabilités et statistiques', 6), ue('Systèmes d’exploitation', 6, 'Processus', 'Programmation système'), ue('Théorie des langages', 6), ue('Anglais scientifique', 3), ue('Option transversale', 3)],
      [ue('Programmation fonctionnelle', 6), ue('Bases de données 2', 6, 'SQL avancé', 'Conception'), ue('Réseaux et protocoles', 6), ue('Génie logiciel', 6, 'Tests', 'Gestion de projet'), ue('Anglais et communication', 6, 'Anglais S4', 'Expression écrite')],
      [ue('Compilation', 6), ue('Intelligence artificielle', 6, 'Apprentissage automatique', 'Recherche heuristique'), ue('Sécurité informatique', 6), ue('Calculabilité et complexité', 6), ue('Anglais et insertion professionnelle', 6, 'Anglais S5', 'Préparation au stage')],
      [ue('Programmation parallèle et distribuée', 6), ue('Interaction homme-machine', 6), ue('Projet tuteuré', 6), ue('Stage en entreprise', 9), ue('Anglais S6', 3)],
    ],
  },
  {
    mention: 'Économie et gestion', domaine: 'Droit, économie, gestion', ufr: 'UFR Sciences économiques et de gestion',
    semesters: [
      [ue('Introduction à la microéconomie', 6), ue('Comptabilité générale', 6), ue('Mathématiques appliquées 1', 6), ue('Histoire des faits économiques', 6), ue('Langue vivante 1', 6, 'Anglais', 'Espagnol ou allemand')],
      [ue('Introduction à la macroéconomie', 6), ue('Statistiques descriptives', 6), ue('Mathématiques appliquées 2', 6), ue('Droit des affaires', 6), ue('Outils informatiques', 6, 'Tableur', 'Certification PIX')],
      [ue('Microéconomie intermédiaire', 6), ue('Comptabilité analytique', 6), ue('Probabilités', 6), ue('Économie monétaire', 6), ue('Anglais économique', 6)],
      [ue('Macroéconomie intermédiaire', 6), ue('Marketing fondamental', 6), ue('Statistique inférentielle', 6), ue('Finance d’entreprise', 6), ue('Projet professionnel et anglais', 6, 'Anglais', 'Projet professionnel')],
      [ue('Économétrie', 6), ue('Économie internationale', 6), ue('Contrôle de gestion', 6), ue('Économie publique', 6), ue('Anglais des affaires', 6)],
      [ue('Économie du travail', 6), ue('Stratégie d’entreprise', 6), ue('Économie de l’environnement', 6), ue('Stage ou mémoire', 9), ue('Langue vivante', 3)],
    ],
  },
  {
    mention: 'Sciences de la vie', domaine: 'Sciences, technologies, santé', ufr: 'UFR Sciences de la vie et de la Terre',
    semesters: [
      [ue('Biologie cellulaire', 6), ue('Chimie générale', 6, 'Atomistique', 'Thermochimie'), ue('Mathématiques pour la biologie', 6), ue('Biologie des organismes', 6), ue('Anglais et méthodologie', 6)],
      [ue('Biochimie structurale', 6), ue('Physique pour le vivant', 6), ue('Génétique 1', 6), ue('Écologie générale', 6), ue('Chimie organique', 6)],
      [ue('Biologie moléculaire', 6), ue('Physiologie animale', 6), ue('Microbiologie', 6), ue('Biostatistiques', 6), ue('Anglais scientifique', 6)],
      [ue('Génétique 2', 6), ue('Physiologie végétale', 6), ue('Immunologie', 6), ue('Évolution', 6), ue('Projet personnel et professionnel', 6)],
      [ue('Biologie du développement', 6), ue('Neurobiologie', 6), ue('Enzymologie', 6), ue('Techniques de laboratoire', 6, 'Culture cellulaire', 'Biologie moléculaire appliquée'), ue('Anglais S5', 6)],
      [ue('Endocrinologie', 6), ue('Bioinformatique', 6), ue('Écophysiologie', 6), ue('Stage de fin de licence', 9), ue('Anglais S6', 3)],
    ],
  },
];

/** A note /20 near a level, with two decimals (jury averages) or in half points. */
export function frNote(rng: Rng, level: number, halves = false): number {
  const v = Math.max(3, Math.min(19.5, level + rng.gauss() * 2.6));
  return halves ? Math.round(v * 2) / 2 : Math.round(v * 100) / 100;
}

/** "12,50" (two decimals) or "12,5" / "14". */
export const frNum = (n: number, two = true): string => (two ? n.toFixed(2) : Number.isInteger(n) ? String(n) : n.toFixed(1)).replace('.', ',');

export const frMention = (avg: number): string | null => (avg >= 16 ? 'Très bien' : avg >= 14 ? 'Bien' : avg >= 12 ? 'Assez bien' : avg >= 10 ? 'Passable' : null);

export interface FrUniversity {
  name: string;
  place: Place;
}

export function frUniversity(rng: Rng): FrUniversity {
  const p = place(rng, 'fr');
  const base = p.town.replace(/-sur-.*$|-des-.*$|-la-.*$/, '');
  const name = rng.pick([`Université de ${base}`, `Université ${base} Sciences et Lettres`, `Université du Val de ${base}`, `Université Val-${base}`]);
  return { name, place: p };
}
