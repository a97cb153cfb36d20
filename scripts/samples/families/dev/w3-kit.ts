/**
 * Shared pieces of the corpus-w3 families (held out until its rotation into dev/ on 2026-12-02, stop 45; written on 2026-12-02 by a helper who changes nothing under
 * src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper and the date
 * forms the families print. Unlike the earlier groups, w3 is made of new kinds and layouts of documents from countries
 * the corpus already covers. Kept beside the group's files (not in lib/) because it names what the families model.
 * Every name is invented by combining common given and family names of the place at random; every institution is
 * invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, otherPersonName, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate, ymd } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as wTable, type TableCol as WCol, type TableRow as WRow } from '../lib/table-kit';

export type WPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  KE: { men: ['Brian', 'Kevin', 'Dennis', 'Collins', 'Victor', 'Emmanuel', 'Felix', 'Samuel'], women: ['Faith', 'Mercy', 'Esther', 'Caroline', 'Janet', 'Sharon', 'Purity', 'Winnie'], family: ['Otieno', 'Kiprono', 'Mwangi', 'Wafula', 'Njoroge', 'Chebet', 'Omondi', 'Mutua', 'Kariuki', 'Achieng', 'Kiptoo', 'Nyambura'] },
  NG: { men: ['Chinedu', 'Oluwaseun', 'Ibrahim', 'Emeka', 'Tunde', 'Abdullahi', 'Segun', 'Ikechukwu'], women: ['Ngozi', 'Funmilayo', 'Aisha', 'Chiamaka', 'Yetunde', 'Blessing', 'Adaeze', 'Halima'], family: ['Adeyemi', 'Okafor', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Abubakar', 'Oyelaran', 'Afolabi', 'Okonkwo', 'Adebayo', 'Umar'] },
  PT: { men: ['João Pedro', 'Tiago', 'Rui Miguel', 'Miguel', 'Diogo', 'Nuno', 'André Filipe', 'Gonçalo'], women: ['Inês', 'Beatriz', 'Mariana', 'Catarina Isabel', 'Joana', 'Sofia', 'Rita', 'Ana Margarida'], family: ['Silva Santos', 'Ferreira Costa', 'Pereira Martins', 'Oliveira Rodrigues', 'Sousa Fernandes', 'Gomes Lopes', 'Marques Alves', 'Carvalho Ribeiro', 'Pinto Teixeira', 'Correia Mendes'] },
  MX: { men: ['José Luis', 'Luis Ángel', 'Jesús Alberto', 'Carlos Eduardo', 'Diego', 'Juan Pablo', 'Emiliano', 'Ricardo'], women: ['María Fernanda', 'Ana Karen', 'Diana Laura', 'Daniela', 'Ximena', 'Andrea Guadalupe', 'Valeria', 'Paola'], family: ['García López', 'Hernández Ruiz', 'Martínez Pérez', 'González Flores', 'Ramírez Torres', 'Sánchez Cruz', 'Rodríguez Morales', 'Reyes Jiménez', 'Gutiérrez Mendoza', 'Vargas Castillo'] },
  BD: { men: ['Md. Sakib', 'Tanvir', 'Rafiqul', 'Mahmudul', 'Arif', 'Shahriar', 'Nazmul', 'Imran'], women: ['Nusrat', 'Sadia', 'Farhana', 'Tasnim', 'Sumaiya', 'Jannatul', 'Rumana', 'Afsana'], family: ['Hossain', 'Rahman', 'Islam', 'Chowdhury', 'Sarker', 'Uddin', 'Mollah', 'Biswas', 'Karim', 'Haque', 'Talukder', 'Mia'] },
  PH: { men: ['John Paul', 'Mark Anthony', 'Jerome', 'Christian', 'Kenneth', 'Rafael', 'Paolo', 'Jericho'], women: ['Maria Kristina', 'Angelica', 'Kimberly', 'Jasmine', 'Patricia Mae', 'Rhea', 'Joanna Marie', 'Czarina'], family: ['Dela Cruz', 'Santos', 'Reyes', 'Bautista', 'Villanueva', 'Mendoza', 'Garcia', 'Aquino', 'Castillo', 'Ramos', 'Fernandez', 'Navarro'] },
  CO: { men: ['Juan Camilo', 'Andrés Felipe', 'Santiago', 'Carlos Andrés', 'Julián', 'Sebastián', 'David Esteban', 'Mateo'], women: ['Laura Valentina', 'María José', 'Daniela', 'Natalia', 'Paula Andrea', 'Juliana', 'Manuela', 'Sara Lucía'], family: ['Rodríguez Gómez', 'Martínez Rojas', 'Gómez Herrera', 'López Castaño', 'Díaz Moreno', 'Hernández Vargas', 'Suárez Ramírez', 'Parra Quintero', 'Torres Cárdenas', 'Jiménez Ospina'] },
  MY: { men: ['Muhammad Haziq', 'Ahmad Danial', 'Mohd Faris', 'Amirul Hakim', 'Muhammad Irfan', 'Aiman', 'Hafiz', 'Syafiq'], women: ['Nur Aisyah', 'Siti Nurhaliza', 'Nurul Izzati', 'Aina Sofea', 'Farah Nadia', 'Nur Amirah', 'Hanis', 'Balqis'], family: ['Rosli', 'Ismail', 'Abdullah', 'Hassan', 'Yusof', 'Othman', 'Razak', 'Hamid', 'Aziz', 'Salleh', 'Kamarudin', 'Zakaria'] },
  RU: { men: ['Алексей', 'Дмитрий', 'Илья', 'Максим', 'Артём', 'Никита', 'Павел', 'Кирилл'], women: ['Анна', 'Екатерина', 'Мария', 'Ольга', 'Дарья', 'Полина', 'Виктория', 'Алина'], family: ['Смирнов', 'Кузнецов', 'Попов', 'Волков', 'Соколов', 'Лебедев', 'Морозов', 'Новиков', 'Фёдоров', 'Егоров', 'Павлов', 'Орлов'] },
  BR: { men: ['Lucas', 'Gabriel', 'Rafael', 'Matheus', 'Felipe', 'Gustavo', 'Thiago', 'Bruno'], women: ['Juliana', 'Camila', 'Larissa', 'Fernanda', 'Beatriz', 'Amanda', 'Letícia', 'Mariana'], family: ['Souza', 'Oliveira', 'Lima', 'Pereira', 'Carvalho', 'Almeida', 'Ribeiro', 'Barbosa', 'Rocha', 'Nascimento', 'Cardoso', 'Moreira'] },
};

export type WCountry = keyof typeof NAMES;

export function wPerson(rng: Rng, country: WCountry): WPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's (or a decoy's) name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: WCountry, not: string): string {
  return otherPersonName(rng, NAMES[country], not);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', pt: 'Portuguese', es: 'Spanish', ms: 'Malay', ru: 'Russian' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const wResult = personResult(LANGUAGE_NAMES);

const MS_MONTHS = ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'];

/** "12 March 2021", "12 de março de 2021", "12 de marzo de 2021", "12 Mac 2021", "12 марта 2021 г.". */
export function longDate(isoDate: string, lang: 'en' | 'pt' | 'es' | 'ms' | 'ru'): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'pt' || lang === 'es') return `${d} de ${MONTH_NAMES[lang][m - 1]} de ${y}`;
  if (lang === 'ms') return `${d} ${MS_MONTHS[m - 1]} ${y}`;
  if (lang === 'ru') return `${d} ${MONTH_NAMES.ru[m - 1]} ${y} г.`;
  return `${d} ${MONTH_NAMES.en[m - 1]} ${y}`;
}

/** "12th March 2021" (the British ordinal day). */
export function ordinalDay(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf} ${MONTH_NAMES.en[m - 1]} ${y}`;
}

const ES_UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];

/** A number below 100 in Spanish words ("treinta y uno"); "un" before a noun when `apocope`. */
export function esNumber(n: number, apocope = false): string {
  const tens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
  let s = n < 30 ? ES_UNITS[n] : `${tens[Math.floor(n / 10)]}${n % 10 ? ` y ${ES_UNITS[n % 10]}` : ''}`;
  if (apocope) s = s.replace(/^uno$/, 'un').replace(/^veintiuno$/, 'veintiún').replace(/ y uno$/, ' y un');
  return s;
}

/** A year of this century in Spanish words ("dos mil veintiuno"). */
export const esYear = (y: number): string => (y === 2000 ? 'dos mil' : `dos mil ${esNumber(y - 2000)}`);

/**
 * The Colombian notarial form of a date in words with the figures in parentheses: "a los quince (15) días del mes de
 * diciembre de dos mil veinte (2020)" ("al primer (1) día" on the first).
 */
export function esDateWords(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const day = d === 1 ? 'al primer (1) día' : `a los ${esNumber(d, true)} (${d}) días`;
  return `${day} del mes de ${MONTH_NAMES.es[m - 1]} de ${esYear(y)} (${y})`;
}

const PT_UNITS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'];

/** A mark of the 0-20 scale in Portuguese (European) words: "dezasseis". */
export const ptNumber = (n: number): string => PT_UNITS[n];
