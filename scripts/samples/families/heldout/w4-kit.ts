/**
 * Shared pieces of the corpus-w4 families (held-out set written on 2026-12-02 by a helper who changed nothing under
 * src/, did not read src/processing and did not run the engine or the benchmark on them): invented people, the
 * ground-truth helper and the date forms the families print. Like w3, w4 is made of new kinds and layouts of documents
 * from countries the development families already cover. Kept beside the group's files (not in lib/) because it names
 * what the families model. Every name is invented by combining common given and family names of the place at random;
 * every institution is invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, otherPersonName, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate, ymd } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as wTable, type TableCol as WCol, type TableRow as WRow } from '../lib/table-kit';

export type WPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  AU: { men: ['Jack', 'Thomas', 'Lachlan', 'Riley', 'Cooper', 'Mitchell', 'Hamish', 'Declan'], women: ['Chloe', 'Matilda', 'Sienna', 'Jessica', 'Brooke', 'Georgia', 'Tahlia', 'Ruby'], family: ['Nguyen', 'Kelly', 'Sullivan', 'Fraser', 'McKenzie', 'Whitfield', 'Papadakis', 'Harrington', 'Brennan', 'Lawson', 'Doherty', 'Carmody'] },
  UA: { men: ['Андрій', 'Олександр', 'Богдан', 'Тарас', 'Дмитро', 'Ярослав', 'Максим', 'Віталій'], women: ['Олена', 'Ірина', 'Оксана', 'Наталія', 'Юлія', 'Анастасія', 'Христина', 'Софія'], family: ['Коваленко', 'Бондаренко', 'Ткаченко', 'Шевчук', 'Мельник', 'Кравчук', 'Литвиненко', 'Савчук', 'Гончаренко', 'Поліщук', 'Руденко', 'Марченко'] },
  DE: { men: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Maximilian', 'Niklas', 'Florian', 'Jan-Hendrik'], women: ['Lena', 'Hannah', 'Katharina', 'Anna-Lena', 'Johanna', 'Sophie', 'Miriam', 'Franziska'], family: ['Schneider', 'Becker', 'Hoffmann', 'Wagner', 'Schulze', 'Krüger', 'Brandt', 'Vogel', 'Hartmann', 'Lorenz', 'Kaiser', 'Engel'] },
  PK: { men: ['Muhammad Usman', 'Ali Raza', 'Hamza', 'Bilal Ahmed', 'Zeeshan', 'Faisal', 'Hassan Ali', 'Waqas'], women: ['Ayesha', 'Sana', 'Mahnoor', 'Iqra', 'Hira', 'Zainab', 'Rabia', 'Amna'], family: ['Khan', 'Iqbal', 'Butt', 'Chaudhry', 'Malik', 'Qureshi', 'Siddiqui', 'Awan', 'Rana', 'Javed', 'Mirza', 'Abbasi'] },
  ID: { men: ['Rizky', 'Dimas', 'Fajar', 'Bagus', 'Arief', 'Yoga', 'Hendra', 'Aditya'], women: ['Putri', 'Ayu', 'Dewi', 'Nadia', 'Rina', 'Siti', 'Anisa', 'Wulan'], family: ['Pratama', 'Saputra', 'Wijaya', 'Hidayat', 'Kurniawan', 'Lestari', 'Setiawan', 'Nugroho', 'Permata', 'Santoso', 'Rahmawati', 'Gunawan'] },
  FR: { men: ['Hugo', 'Lucas', 'Théo', 'Mathis', 'Enzo', 'Raphaël', 'Antoine', 'Baptiste'], women: ['Léa', 'Manon', 'Camille', 'Chloé', 'Inès', 'Clémence', 'Margaux', 'Juliette'], family: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Bonnet', 'Fontaine', 'Rousseau', 'Chevalier', 'Perrin', 'Lefèvre'] },
  TZ: { men: ['Baraka', 'Juma', 'Emmanuel', 'Hamisi', 'Godfrey', 'Elia', 'Said', 'Frank'], women: ['Neema', 'Rehema', 'Zawadi', 'Anna', 'Mwanaidi', 'Grace', 'Happiness', 'Halima'], family: ['Mushi', 'Mollel', 'Massawe', 'Kimaro', 'Mwakyusa', 'Lyimo', 'Shirima', 'Mbwambo', 'Kisanga', 'Mwita', 'Njau', 'Swai'] },
  CL: { men: ['Matías', 'Benjamín', 'Vicente', 'Martín Ignacio', 'Joaquín', 'Cristóbal', 'Felipe Andrés', 'Agustín'], women: ['Francisca', 'Javiera', 'Antonia', 'Catalina Paz', 'Fernanda', 'Constanza', 'Ignacia', 'Florencia'], family: ['Muñoz Rojas', 'González Pizarro', 'Soto Vergara', 'Contreras Fuentes', 'Sepúlveda Tapia', 'Araya Bravo', 'Espinoza Leiva', 'Morales Olivares', 'Carrasco Riquelme', 'Valenzuela Núñez'] },
  US: { men: ['Michael', 'Tyler', 'Brandon', 'Jordan', 'Austin', 'Kyle', 'Marcus', 'Dylan'], women: ['Ashley', 'Megan', 'Brittany', 'Kayla', 'Lauren', 'Courtney', 'Danielle', 'Morgan'], family: ['Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Jackson', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young'] },
};

export type WCountry = keyof typeof NAMES;

export function wPerson(rng: Rng, country: WCountry): WPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's (or a decoy's) name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: WCountry, not: string): string {
  return otherPersonName(rng, NAMES[country], not);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', uk: 'Ukrainian', id: 'Indonesian', fr: 'French', el: 'Greek', es: 'Spanish' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const wResult = personResult(LANGUAGE_NAMES);

const UK_MONTHS = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'];
const ID_MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const EL_MONTHS = ['Ιανουαρίου', 'Φεβρουαρίου', 'Μαρτίου', 'Απριλίου', 'Μαΐου', 'Ιουνίου', 'Ιουλίου', 'Αυγούστου', 'Σεπτεμβρίου', 'Οκτωβρίου', 'Νοεμβρίου', 'Δεκεμβρίου'];

/** "12 March 2021", "12 березня 2021 р.", "12 Maret 2021", "12 mars 2021", "12 Μαρτίου 2021", "12 de marzo de 2021". */
export function longDate(isoDate: string, lang: 'en' | 'uk' | 'id' | 'fr' | 'el' | 'es' | 'de'): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'uk') return `${d} ${UK_MONTHS[m - 1]} ${y} р.`;
  if (lang === 'id') return `${d} ${ID_MONTHS[m - 1]} ${y}`;
  if (lang === 'el') return `${d} ${EL_MONTHS[m - 1]} ${y}`;
  if (lang === 'es') return `${d} de ${MONTH_NAMES.es[m - 1]} de ${y}`;
  if (lang === 'de') return `${d}. ${MONTH_NAMES.de[m - 1]} ${y}`;
  return `${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

/** "12th" (the English ordinal of a day). */
export function ordinal(d: number): string {
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf}`;
}

/** "the 12th day of March 2021". */
export function dayOf(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `the ${ordinal(d)} day of ${MONTH_NAMES.en[m - 1]} ${y}`;
}
