/**
 * Shared pieces of the corpus-m families (held-out set written on 2026-11-29 by someone who does
 * not change src/processing): invented people, ground-truth helpers and date forms in the
 * languages the m- families print. Kept beside the group's files (not in lib/) because it names what the
 * families model. Drawing goes through the corpus-n kit. Every name is invented by combining
 * common given and family names at random.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { comma, upper, ymd } from '../lib/group-kit';

export type MPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  TN: { men: ['Mohamed Amine', 'Yassine', 'Oussama', 'Ahmed', 'Skander', 'Hamza', 'Wassim', 'Aymen'], women: ['Nour', 'Eya', 'Rania', 'Mariem', 'Wiem', 'Syrine', 'Amira', 'Ines'], family: ['Ben Salah', 'Trabelsi', 'Gharbi', 'Jebali', 'Mejri', 'Ayari', 'Hammami', 'Chaabane', 'Dridi', 'Khelifi', 'Ben Romdhane', 'Souissi'] },
  EC: { men: ['Juan Carlos', 'Luis Fernando', 'Christian Andrés', 'Jorge Esteban', 'Byron Patricio', 'Darwin Javier', 'Santiago Xavier', 'Kevin Alexander'], women: ['María José', 'Andrea Estefanía', 'Diana Carolina', 'Gabriela Alejandra', 'Paola Fernanda', 'Jessica Lorena', 'Mishell Carolina', 'Valeria Belén'], family: ['Guamán Chicaiza', 'Salazar Villacís', 'Cevallos Ortiz', 'Tipán Quishpe', 'Andrade Mora', 'Zambrano Loor', 'Espinoza Cárdenas', 'Paredes Yánez', 'Vera Macías', 'Toapanta Caiza'] },
  HR: { men: ['Ivan', 'Luka', 'Marko', 'Josip', 'Filip', 'Tomislav', 'Matej', 'Domagoj'], women: ['Ana', 'Petra', 'Ivana', 'Marija', 'Lucija', 'Katarina', 'Martina', 'Nikolina'], family: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Knežević', 'Vuković', 'Perić', 'Matić', 'Tomić', 'Pavlović', 'Grgić'] },
  CH: { men: ['Luca', 'Noah', 'David', 'Simon', 'Jonas', 'Fabian', 'Reto', 'Dominik'], women: ['Laura', 'Lea', 'Sarah', 'Céline', 'Nina', 'Selina', 'Jasmin', 'Andrea'], family: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Schneider', 'Brunner', 'Baumann', 'Gerber', 'Frei', 'Widmer', 'Bühler', 'Zürcher', 'Aebischer'] },
  HK: { men: ['Ka Wai', 'Chi Hang', 'Tsz Hin', 'Wing Kit', 'Ho Yin', 'Chun Kit'], women: ['Hoi Yan', 'Wing Sze', 'Tsz Ching', 'Ka Man', 'Hiu Tung', 'Sum Yee'], family: ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Leung', 'Ho', 'Ng', 'Tsang', 'Yip', 'Kwok', 'Fung'] },
  MW: { men: ['Chikondi', 'Thokozani', 'Kondwani', 'Limbani', 'Yamikani', 'Blessings', 'Mphatso', 'Gift'], women: ['Tawonga', 'Chimwemwe', 'Tiyamike', 'Madalitso', 'Grace', 'Thandiwe', 'Mercy', 'Faith'], family: ['Banda', 'Phiri', 'Mwale', 'Chirwa', 'Nyirenda', 'Kumwenda', 'Gondwe', 'Mbewe', 'Mvula', 'Chisale', 'Kachingwe', 'Msiska'] },
  TT: { men: ['Ryan', 'Anil', 'Marcus', 'Jerome', 'Vishal', 'Darren', 'Kerron', 'Rajiv'], women: ['Kavita', 'Shanice', 'Keisha', 'Anjali', 'Chantelle', 'Nikita', 'Renee', 'Sasha'], family: ['Ramdass', 'Mohammed', 'Baptiste', 'Ramkissoon', 'Joseph', 'Charles', 'Persad', 'Alexander', 'Maharaj', 'Ali', 'Sookdeo', 'De Freitas'] },
  AE: { men: ['Rahul', 'Mohammed Faisal', 'Jose Antonio', 'Imran', 'Arjun', 'Omar'], women: ['Priya', 'Maria Theresa', 'Fatima', 'Anjali', 'Rosalie', 'Hana'], family: ['Nair', 'Khan', 'Santos', 'Qureshi', 'Menon', 'Haddad', 'Reyes', 'Pillai', 'Siddiqui', 'Fernandes'] },
};

export function mPerson(rng: Rng, country: keyof typeof NAMES): MPerson {
  return pickPerson(rng, NAMES[country]);
}

/** Slovak women's family names take -ová (Kováč → Kováčová, Hudák → Hudáková, Kráľ → Kráľová). */
const SK = { men: ['Martin', 'Peter', 'Tomáš', 'Michal', 'Jakub', 'Marek', 'Lukáš', 'Juraj'], women: ['Zuzana', 'Lucia', 'Katarína', 'Veronika', 'Simona', 'Barbora', 'Kristína', 'Monika'], family: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Baláž', 'Molnár', 'Lukáč', 'Kráľ', 'Hudák', 'Polák', 'Sloboda', 'Oravec'] };

export function skPerson(rng: Rng): MPerson {
  const woman = rng.bool(0.5);
  const fam = rng.pick(SK.family);
  const family = woman ? (/a$/.test(fam) ? `${fam.slice(0, -1)}ová` : `${fam}ová`) : fam;
  return { given: rng.pick(woman ? SK.women : SK.men), family, woman };
}

/** Belarusian holders in Russian: given name, patronymic and a family name gendered where Russian genders it. */
const BY = {
  men: ['Алексей', 'Дмитрий', 'Андрей', 'Павел', 'Артём', 'Максим', 'Сергей', 'Владислав'],
  women: ['Анна', 'Екатерина', 'Ольга', 'Дарья', 'Юлия', 'Анастасия', 'Татьяна', 'Виктория'],
  fathers: [['Николаевич', 'Николаевна'], ['Сергеевич', 'Сергеевна'], ['Александрович', 'Александровна'], ['Викторович', 'Викторовна'], ['Владимирович', 'Владимировна'], ['Петрович', 'Петровна']],
  // [masculine, feminine]: -ов/-ин/-ский take a feminine form; -ич/-ук/-ко/-ёнок do not.
  family: [['Козлов', 'Козлова'], ['Ковалёв', 'Ковалёва'], ['Новик', 'Новик'], ['Шевчук', 'Шевчук'], ['Лукашевич', 'Лукашевич'], ['Мельников', 'Мельникова'], ['Жуковский', 'Жуковская'], ['Кравченко', 'Кравченко'], ['Тарасевич', 'Тарасевич'], ['Волков', 'Волкова'], ['Сидоренко', 'Сидоренко'], ['Радкевич', 'Радкевич']],
};

export interface RuPerson extends MPerson {
  patronymic: string;
}

export function byPerson(rng: Rng): RuPerson {
  const woman = rng.bool(0.5);
  const k = woman ? 1 : 0;
  return { given: rng.pick(woman ? BY.women : BY.men), patronymic: rng.pick(BY.fathers)[k], family: rng.pick(BY.family)[k], woman };
}

/** Azerbaijani holders: family names in -ov/-yev take -a for women; the patronymic is "<father> oğlu" (son) or "qızı" (daughter). */
const AZ = {
  men: ['Elvin', 'Rauf', 'Tural', 'Orxan', 'Kamran', 'Nicat', 'Rəşad', 'Fərid'],
  women: ['Aysel', 'Günay', 'Nigar', 'Leyla', 'Səbinə', 'Aytən', 'Nərmin', 'Lalə'],
  fathers: ['Rauf', 'Elçin', 'Vüqar', 'Namiq', 'Şahin', 'Rövşən', 'Əli', 'Tofiq'],
  family: ['Məmmədov', 'Əliyev', 'Hüseynov', 'Quliyev', 'Həsənov', 'İsmayılov', 'Abbasov', 'Rzayev', 'Nəsibov', 'Cəfərov'],
};

export function azPerson(rng: Rng): RuPerson {
  const woman = rng.bool(0.5);
  const fam = rng.pick(AZ.family);
  return { given: rng.pick(woman ? AZ.women : AZ.men), patronymic: `${rng.pick(AZ.fathers)} ${woman ? 'qızı' : 'oğlu'}`, family: woman ? `${fam}a` : fam, woman };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', es: 'Spanish', hr: 'Croatian', de: 'German', ru: 'Russian', az: 'Azerbaijani', sk: 'Slovak' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const mResult = personResult(LANGUAGE_NAMES);

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
  if (lang === 'de' || lang === 'sk') return `${d}. ${month} ${y}`;
  if (lang === 'hr') return `${d}. ${month} ${y}.`;
  if (lang === 'ru') return `${d} ${month} ${y} г.`;
  if (lang === 'az') return `${d} ${month} ${y}-ci il`;
  return `${d} ${month} ${y}`;
}

/** The Hijri (Umm al-Qura) date of a Gregorian one, as "dd/mm/yyyy" (Saudi documents print both calendars). */
export function hijri(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
