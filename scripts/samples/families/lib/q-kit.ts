/**
 * Helpers of the `q` families: certificates whose key fields follow conventions the other prefixes
 * do not model (the Indonesian ijazah's running text, the Brazilian diploma's "confere o título de",
 * the Cameroonian bilingual French/English diploma with dot leaders and the surname first in
 * capitals, the US high-school diploma with its signatories' names printed). Names, institutions
 * and numbers are invented; the wording follows public descriptions of each country's documents.
 */
import type { Rng } from '../../rng';
import type { ExtractionResult } from '../../../../src/processing/types';
import { emptyResult as aEmpty } from './a-kit';

export { Pdf, SERIF, SANS, A4, A4_LANDSCAPE, LETTER, LETTER_LANDSCAPE, type FontSet } from './a-kit';
export { border, centredLines, cityPlaces, digits, dmy, iso, ordinalWords, pageSize, upper, yearWords, ymd, type CertLine, type Ymd } from './k-kit';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', pt: 'Portuguese', id: 'Indonesian' };

export function emptyResult(language: string): ExtractionResult {
  const r = aEmpty(language);
  r.languageCode = language;
  r.language = LANGUAGE_NAMES[language] ?? null;
  return r;
}

export const MONTHS_Q: Record<'en' | 'fr' | 'pt' | 'id', string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
};

/** "12 Maret 1998", "12 mars 1998", "12 de março de 1998". */
export function longDate(d: { y: number; m: number; d: number }, lang: 'en' | 'fr' | 'pt' | 'id'): string {
  if (lang === 'pt') return `${d.d} de ${MONTHS_Q.pt[d.m - 1]} de ${d.y}`;
  return `${d.d} ${MONTHS_Q[lang][d.m - 1]} ${d.y}`;
}

export interface QPerson {
  given: string;
  family: string;
  female: boolean;
}
export const natural = (p: QPerson): string => `${p.given} ${p.family}`;

const PEOPLE = {
  ID: {
    m: ['Rizky', 'Agus', 'Budi', 'Fajar', 'Hendra Wahyu', 'Andi', 'Dimas Aditya', 'Yoga'],
    f: ['Dewi', 'Siti Nur', 'Rina', 'Putri Ayu', 'Intan', 'Ayu Kusuma', 'Nadia', 'Fitri'],
    family: ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Lestari', 'Nugroho', 'Kurniawan', 'Setiawan', 'Rahmawati', 'Permana', 'Hartono', 'Siregar'],
  },
  BR: {
    m: ['João Victor', 'Lucas', 'Gabriel', 'Rafael Augusto', 'Matheus', 'Thiago', 'Felipe', 'Pedro Henrique'],
    f: ['Ana Clara', 'Beatriz', 'Juliana', 'Larissa', 'Camila Fernanda', 'Letícia', 'Mariana', 'Fernanda'],
    family: ['Silva Santos', 'Oliveira Souza', 'Pereira Lima', 'Ferreira Costa', 'Rodrigues Alves', 'Carvalho Gomes', 'Almeida Ribeiro', 'Barbosa Martins', 'Araújo Rocha', 'Nascimento Dias'],
  },
  CM: {
    m: ['Jean Pierre', 'Serge', 'Emmanuel', 'Paul Herve', 'Christian', 'Boris', 'Yannick', 'Armand'],
    f: ['Marie Claire', 'Brigitte', 'Sandrine', 'Aurelie', 'Josiane', 'Estelle Carine', 'Vanessa', 'Prisca'],
    family: ['Ngono Atangana', 'Fotso', 'Mbarga', 'Tchoupo', 'Essomba Owona', 'Kamga', 'Nkoulou', 'Djoumessi', 'Mballa Eyenga', 'Tagne', 'Fouda Ndzie', 'Ngassa'],
  },
  US: {
    m: ['Tyler James', 'Brandon', 'Caleb Michael', 'Ethan', 'Jordan Lee', 'Austin', 'Dylan Robert', 'Marcus'],
    f: ['Madison Rose', 'Brianna', 'Hailey Ann', 'Kayla', 'Olivia Grace', 'Savannah', 'Alyssa Marie', 'Jasmine'],
    family: ['Whitaker', 'Delgado', 'Brennan', 'Castellano', 'Lindqvist', 'Okafor', 'Harrington', 'McAllister', 'Pruitt', 'Valdez'],
  },
};

export function qPerson(rng: Rng, country: keyof typeof PEOPLE): QPerson {
  const female = rng.bool();
  const p = PEOPLE[country];
  return { female, given: rng.pick(female ? p.f : p.m), family: rng.pick(p.family) };
}

/** Officials who sign (never the holder): names from a separate list so they never equal the holder's. */
export const OFFICIALS = {
  ID: ['Prof. Dr. Ir. Bambang Sutrisno, M.Sc.', 'Prof. Dr. Sri Handayani, M.Pd.', 'Dr. Yulia Prasetyo, S.T., M.T.', 'Prof. Dr. Hari Purnomo, M.Eng.'],
  BR: ['Prof. Dr. Antônio Carlos Mendes', 'Profa. Dra. Regina Célia Moura', 'Prof. Dr. Sérgio Luiz Teixeira', 'Profa. Dra. Helena Maria Prado'],
  CM: ['Pr. EYENGA Jean-Marie', 'Pr. NDZANA Pauline', 'Dr. BIYONG Samuel', 'Pr. TCHAMENI Rose'],
  US: ['Dr. Margaret L. Hollis', 'Robert J. Kane', 'Linda M. Ortega', 'Dr. Gregory P. Sutton', 'Patricia A. Nguyen', 'Walter H. Brooks'],
};
