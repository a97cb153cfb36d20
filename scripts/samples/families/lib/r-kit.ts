/**
 * Shared pieces of the corpus-r families (course-table conventions the other families do not
 * print: terms side by side in two page columns, marks with maximum and minimum per component,
 * grades before credits, subtotals inside the table, bilingual two-line headers, stamps over the
 * table): invented people per country and a result with the candidate filled in. Drawing goes
 * through the corpus-a kit (`a-kit.ts`). Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { emptyResult } from './a-kit';

export interface RPerson {
  first: string;
  middle: string | null;
  last: string;
}

const PEOPLE: Record<string, { first: string[]; middle: string[]; last: string[] }> = {
  US: {
    first: ['Madison', 'Tyler', 'Brianna', 'Dakota', 'Caleb', 'Savannah', 'Hunter', 'Kayla', 'Logan', 'Destiny', 'Austin', 'Jordan'],
    middle: ['Lynn', 'Ray', 'Marie', 'Dean', 'Ann', 'Cole', 'Jo'],
    last: ['Whitfield', 'Castellano', 'Brannigan', 'Okafor-Reyes', 'Lindqvist', 'Hargrove', 'Delacroix', 'Pemberton', 'Vasquez', 'Tollefson', 'McAllister', 'Rutherford'],
  },
  IN: {
    first: ['Aditya', 'Priyanka', 'Rohit', 'Sneha', 'Vikram', 'Ananya', 'Karthik', 'Divya', 'Saurabh', 'Meenakshi', 'Harsh', 'Pooja'],
    middle: ['Kumar', 'Rani', 'Prasad', 'Devi', 'Chandra'],
    last: ['Deshpande', 'Raghavan', 'Chaturvedi', 'Bhattacharya', 'Kulkarni', 'Iyengar', 'Saxena', 'Naidu', 'Trivedi', 'Banerjee', 'Rathore', 'Menon'],
  },
  DE: {
    first: ['Jonas', 'Lea', 'Felix', 'Hannah', 'Lukas', 'Marie', 'Tobias', 'Johanna', 'Niklas', 'Katharina', 'Moritz', 'Sophie'],
    middle: [],
    last: ['Brandstätter', 'Kühnel', 'Wegener', 'Hofbauer', 'Lindemann', 'Schöpfer', 'Reichert', 'Vogelsang', 'Ortmann', 'Kessler', 'Pfeiffer', 'Jürgensen'],
  },
  FR: {
    first: ['Camille', 'Théo', 'Manon', 'Hugo', 'Léa', 'Julien', 'Chloé', 'Mathis', 'Inès', 'Baptiste', 'Margaux', 'Romain'],
    middle: [],
    last: ['Lefebvre', 'Garnier', 'Rousseau', 'Chevalier', 'Lambert', 'Fontaine', 'Mercier', 'Barbier', 'Arnaud', 'Girard', 'Perrin', 'Dumont'],
  },
  ES: {
    first: ['Lucía', 'Alejandro', 'Paula', 'Javier', 'Marta', 'Sergio', 'Elena', 'Daniel', 'Carmen', 'Pablo', 'Irene', 'Álvaro'],
    middle: [],
    last: ['García Serrano', 'Martín Ibáñez', 'López Navarro', 'Sánchez Prieto', 'Romero Gil', 'Torres Vidal', 'Ruiz Calvo', 'Moreno Pascual'],
  },
  GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Alfie', 'Freya', 'Jack', 'Evie', 'Callum', 'Imogen'],
    middle: ['James', 'Rose', 'William', 'Grace', 'Edward'],
    last: ['Ashworth', 'Pennington', 'Fairclough', 'Oduya', 'Holloway', 'Marchbank', 'Thistlewood', 'Kavanagh', 'Brierley', 'Whitlock', 'Carrick', 'Sutcliffe'],
  },
};

export function rPerson(rng: Rng, country: keyof typeof PEOPLE, middle = 0.5): RPerson {
  const p = PEOPLE[country];
  return { first: rng.pick(p.first), middle: p.middle.length && rng.bool(middle) ? rng.pick(p.middle) : null, last: rng.pick(p.last) };
}

export const rGiven = (p: RPerson) => [p.first, p.middle].filter(Boolean).join(' ');
export const rNatural = (p: RPerson) => [p.first, p.middle, p.last].filter(Boolean).join(' ');

/** A result with the candidate filled in. */
export function rResult(language: string, languageName: string, p: RPerson, dob: string | null): ExtractionResult {
  const r = emptyResult(language);
  r.language = languageName;
  r.candidate = { fullName: rNatural(p), firstName: rGiven(p), lastName: p.last, dateOfBirth: dob };
  return r;
}

/** Decimal number as printed with a comma ("1,7", "12,50"). */
export const comma = (n: number, digits = 1) => n.toFixed(digits).replace('.', ',');
