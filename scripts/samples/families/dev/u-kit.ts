/**
 * Shared pieces of the corpus-u families (held-out set written on 2026-11-30 by a helper who
 * changes nothing under src/): invented people, the ground-truth helper and date forms in the
 * languages the u- families print. Kept beside the group's files (not in lib/) because it names what the
 * families model. Drawing goes through the corpus-n kit (and the corpus-c helpers for Arabic).
 * Every name is invented by combining common given and family names at random.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { comma, upper, ymd } from '../lib/group-kit';

export type UPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  // Bolivian holders carry two family names (father's, mother's).
  BO: { men: ['Luis Fernando', 'Marco Antonio', 'Jhonny', 'Álvaro', 'Rodrigo', 'Wilson', 'Diego Armando', 'Franz'], women: ['María René', 'Paola', 'Ximena', 'Claudia Andrea', 'Wendy', 'Gabriela', 'Karen Lizeth', 'Mariela'], family: ['Mamani Quispe', 'Choque Condori', 'Flores Gutiérrez', 'Vargas Rocha', 'Quisbert Apaza', 'Rojas Salazar', 'Terrazas Vaca', 'Arce Limachi', 'Huanca Ticona', 'Peredo Justiniano'] },
  SN: { men: ['Moussa', 'Cheikh', 'Mamadou', 'Ousmane', 'Ibrahima', 'Abdoulaye', 'Pape Modou', 'Serigne Saliou'], women: ['Aminata', 'Fatou', 'Awa', 'Khady', 'Ndeye Fatou', 'Mariama', 'Aïssatou', 'Coumba'], family: ['Diop', 'Ndiaye', 'Fall', 'Sow', 'Ba', 'Diallo', 'Sarr', 'Faye', 'Gueye', 'Mbaye', 'Cissé', 'Thiam'] },
  LB: { men: ['Rami', 'Karim', 'Georges', 'Hadi', 'Elie', 'Hussein', 'Ziad', 'Marwan'], women: ['Maya', 'Rita', 'Nour', 'Lara', 'Zeina', 'Rana', 'Yasmina', 'Christelle'], family: ['Haddad', 'Khoury', 'Saab', 'Nassar', 'Hamdan', 'Karam', 'Abi Nader', 'Farhat', 'Mansour', 'El Hajj', 'Sleiman', 'Daher'] },
  MD: { men: ['Ion', 'Vasile', 'Mihai', 'Andrei', 'Victor', 'Dumitru', 'Alexandru', 'Sergiu'], women: ['Cristina', 'Ana', 'Elena', 'Natalia', 'Mariana', 'Doina', 'Irina', 'Daniela'], family: ['Rusu', 'Ciobanu', 'Ceban', 'Munteanu', 'Lungu', 'Cojocaru', 'Sîrbu', 'Țurcanu', 'Bivol', 'Guțu', 'Railean', 'Popescu'] },
  BW: { men: ['Kagiso', 'Tumelo', 'Onalenna', 'Thabo', 'Kabelo', 'Mpho', 'Boitumelo', 'Lesego'], women: ['Naledi', 'Goitseone', 'Masego', 'Keitumetse', 'Tlotlo', 'Refilwe', 'Oratile', 'Kelebogile'], family: ['Molefe', 'Kgosi', 'Mosweu', 'Seretse', 'Ntshole', 'Motswagole', 'Phiri', 'Tau', 'Masire', 'Keabetswe', 'Sebina', 'Ramotswe'] },
  LU: { men: ['Max', 'Tom', 'Noah', 'Luca', 'Charel', 'Ben', 'Gilles', 'Pit'], women: ['Laura', 'Léa', 'Emma', 'Mia', 'Julie', 'Sophie', 'Anne', 'Lisa Marie'], family: ['Schmit', 'Weber', 'Muller', 'Wagner', 'Hoffmann', 'Thill', 'Reuter', 'Kieffer', 'Faber', 'Schroeder', 'Da Silva', 'Ferreira'] },
  GY: { men: ['Ravindra', 'Kevin', 'Akeem', 'Deon', 'Ryan', 'Shamar', 'Vishal', 'Devon'], women: ['Shivani', 'Tiffany', 'Nalini', 'Shanice', 'Anjali', 'Keisha', 'Rochelle', 'Natasha'], family: ['Persaud', 'Ramnarine', 'Singh', 'Khan', 'Seepersaud', 'Williams', 'Barker', 'Fraser', 'Jordan', 'Adams', 'Bacchus', 'DeFreitas'] },
};

export function uPerson(rng: Rng, country: keyof typeof NAMES): UPerson {
  return pickPerson(rng, NAMES[country]);
}

/** Macedonian family names agree with the holder's gender (-ски / -ска, -ов / -ова, -ев / -ева). */
const MK = {
  men: ['Стефан', 'Никола', 'Александар', 'Филип', 'Бојан', 'Марко', 'Горан', 'Дејан'],
  women: ['Марија', 'Ана', 'Елена', 'Ивана', 'Сара', 'Јована', 'Катерина', 'Симона'],
  family: [['Стојановски', 'Стојановска'], ['Петровски', 'Петровска'], ['Трајковски', 'Трајковска'], ['Димитриевски', 'Димитриевска'], ['Јованов', 'Јованова'], ['Георгиев', 'Георгиева'], ['Костадинов', 'Костадинова'], ['Ристевски', 'Ристевска'], ['Ѓорѓиев', 'Ѓорѓиева'], ['Николоски', 'Николоска']],
};

export function mkPerson(rng: Rng): UPerson & { father: string } {
  const woman = rng.bool(0.5);
  return { given: rng.pick(woman ? MK.women : MK.men), family: rng.pick(MK.family)[woman ? 1 : 0], woman, father: rng.pick(MK.men) };
}

/**
 * Kyrgyz holders in Cyrillic: a family name with its patronymic ("Асанов Бакыт Толонбекович"), or,
 * as many register since the 1990s, no family name but the father's name with "уулу" (son of) or
 * "кызы" (daughter of), which stands where the surname stands ("Нурбек уулу Азамат").
 */
const KG = {
  men: ['Бакыт', 'Азамат', 'Нурлан', 'Эрлан', 'Айбек', 'Тимур', 'Улан', 'Данияр'],
  women: ['Айгерим', 'Жылдыз', 'Бермет', 'Нургуль', 'Асель', 'Айпери', 'Гульнара', 'Элиза'],
  fathers: ['Толонбек', 'Нурбек', 'Бактыбек', 'Асылбек', 'Сапар', 'Мирлан', 'Кубан', 'Таалай'],
  family: [['Асанов', 'Асанова'], ['Токтогулов', 'Токтогулова'], ['Жумабаев', 'Жумабаева'], ['Исаков', 'Исакова'], ['Осмонов', 'Осмонова'], ['Садыков', 'Садыкова'], ['Мамытов', 'Мамытова'], ['Абдыкалыков', 'Абдыкалыкова']],
};

const patronymic = (father: string, woman: boolean): string =>
  father.endsWith('й') ? `${father.slice(0, -1)}${woman ? 'евна' : 'евич'}` : `${father}${woman ? 'овна' : 'ович'}`;

export function kgPerson(rng: Rng): UPerson & { patronymic: string | null } {
  const woman = rng.bool(0.5);
  const given = rng.pick(woman ? KG.women : KG.men);
  const father = rng.pick(KG.fathers);
  if (rng.bool(0.3)) return { given, family: `${father} ${woman ? 'кызы' : 'уулу'}`, woman, patronymic: null };
  return { given, family: rng.pick(KG.family)[woman ? 1 : 0], woman, patronymic: patronymic(father, woman) };
}

/** Sudanese holders: the given name, the father's and the grandfather's (the last stands where a surname stands). */
export const SD_MEN: Array<[string, string]> = [['Mohamed', 'محمد'], ['Ahmed', 'أحمد'], ['Osman', 'عثمان'], ['Abdelrahman', 'عبدالرحمن'], ['Mustafa', 'مصطفى'], ['Hassan', 'حسن'], ['Elfadil', 'الفاضل'], ['Yousif', 'يوسف'], ['Babiker', 'بابكر'], ['Elsadig', 'الصادق'], ['Ibrahim', 'إبراهيم']];
export const SD_WOMEN: Array<[string, string]> = [['Fatima', 'فاطمة'], ['Amna', 'آمنة'], ['Hiba', 'هبة'], ['Sara', 'سارة'], ['Rayan', 'ريان'], ['Tasneem', 'تسنيم'], ['Mawada', 'مودة'], ['Alaa', 'آلاء']];

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', ru: 'Russian', ro: 'Romanian', mk: 'Macedonian', ar: 'Arabic' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const uResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = MONTH_NAMES;

/** Day, month, year with a separator ("07.03.2001"). */
export const dmy = (isoDate: string, sep = '.'): string => nkitDmy(isoDate, sep);

/** A date with the month's name as the language prints it. */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  if (lang === 'ru') return `${d} ${month} ${y} г.`;
  if (lang === 'mk') return `${d} ${month} ${y} година`;
  if (lang === 'en') return `${d} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}
