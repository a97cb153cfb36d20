/**
 * Shared pieces of the corpus-w5 families (held-out set written on 2026-12-02 by a helper who changes nothing under
 * src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper and the date
 * forms the families print. Like w3 and w4, w5 is made of new kinds and layouts of documents from countries the
 * corpus already covers. Kept beside the group's files (not in lib/) because it names what the families model.
 * Every name is invented by combining common given and family names of the place at random; every institution is
 * invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, otherPersonName, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate, ymd } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays } from '../lib/n-kit';
export { drawTable as wTable, type TableCol as WCol, type TableRow as WRow } from '../lib/table-kit';

export type WPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  TR: { men: ['Emre', 'Burak', 'Mehmet Can', 'Oğuzhan', 'Yusuf', 'Kerem', 'Alperen', 'Mert'], women: ['Zeynep', 'Elif', 'Büşra', 'Merve', 'Ayşe Nur', 'Ecem', 'İrem', 'Gizem'], family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Koç', 'Kurt'] },
  IN: { men: ['Rahul Kumar', 'Aditya', 'Vikas', 'Saurabh', 'Ankit', 'Deepak', 'Rohit', 'Manish'], women: ['Priya', 'Neha', 'Pooja', 'Shalini', 'Anjali', 'Kavita', 'Sneha', 'Ritu'], family: ['Sharma', 'Verma', 'Tiwari', 'Mishra', 'Yadav', 'Patel', 'Chouhan', 'Dubey', 'Gupta', 'Rajput', 'Jain', 'Soni'] },
  CN: { men: ['Wei', 'Hao', 'Zihan', 'Jianguo', 'Yuchen', 'Haoran', 'Zhiwei', 'Bo'], women: ['Xinyi', 'Jing', 'Yutong', 'Mengyao', 'Li', 'Shuang', 'Ruoxi', 'Yan'], family: ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun'] },
  NP: { men: ['Sagar', 'Bikash', 'Rajendra', 'Nabin', 'Dipesh', 'Suman', 'Prakash', 'Anil'], women: ['Anjali', 'Sushma', 'Pooja', 'Sabina', 'Kabita', 'Rekha', 'Sarita', 'Manisha'], family: ['Shrestha', 'Adhikari', 'Thapa', 'Gurung', 'Karki', 'Poudel', 'Bhandari', 'Khadka', 'Basnet', 'Pandey', 'Koirala', 'Rai'] },
  IT: { men: ['Luca', 'Marco', 'Alessandro', 'Matteo', 'Davide', 'Lorenzo', 'Simone', 'Andrea'], women: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Elisa', 'Federica', 'Alessia'], family: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Galli', 'Conti'] },
  VN: { men: ['Quốc Bảo', 'Văn Hùng', 'Đức Thắng', 'Hoàng Nam', 'Thanh Tùng', 'Gia Huy', 'Minh Khoa', 'Tuấn Anh'], women: ['Minh Anh', 'Thu Hà', 'Ngọc Lan', 'Thị Mai', 'Phương Linh', 'Bảo Ngọc', 'Khánh Linh', 'Thùy Dung'], family: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô', 'Dương', 'Phan'] },
  NL: { men: ['Daan', 'Sem', 'Thijs', 'Jesse', 'Bram', 'Lars', 'Ruben', 'Niels'], women: ['Emma', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Iris', 'Femke', 'Lieke'], family: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'] },
  RO: { men: ['Alexandru', 'Mihai', 'Andrei', 'Ștefan', 'Gabriel', 'Vlad', 'Radu', 'Bogdan'], women: ['Andreea', 'Ioana', 'Elena', 'Maria', 'Cristina', 'Bianca', 'Alexandra', 'Raluca'], family: ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Munteanu', 'Marinescu', 'Dobre', 'Rusu', 'Matei'] },
  LK: { men: ['Kasun', 'Tharindu', 'Chamara', 'Isuru', 'Nuwan', 'Lahiru', 'Dinesh', 'Sahan'], women: ['Nadeesha', 'Dilani', 'Sanduni', 'Hiruni', 'Piumi', 'Tharushi', 'Ishara', 'Chathurika'], family: ['Perera', 'Fernando', 'Jayasinghe', 'Wickramasinghe', 'Bandara', 'Rathnayake', 'Herath', 'Dissanayake', 'Gunawardena', 'Weerasinghe', 'Senarath', 'Ekanayake'] },
  AR: { men: ['Santiago', 'Joaquín', 'Facundo', 'Nicolás', 'Ignacio', 'Tomás', 'Franco', 'Matías'], women: ['Lucía', 'Martina', 'Sofía', 'Agustina', 'Florencia', 'Micaela', 'Camila', 'Rocío'], family: ['Fernández', 'Rodríguez', 'Gómez', 'López', 'Martínez', 'Pereyra', 'Romero', 'Sosa', 'Álvarez', 'Benítez', 'Acosta', 'Medina'] },
};

export type WCountry = keyof typeof NAMES;

export function wPerson(rng: Rng, country: WCountry): WPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's (or a decoy's) name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: WCountry, not: string): string {
  return otherPersonName(rng, NAMES[country], not);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', tr: 'Turkish', ne: 'Nepali', it: 'Italian', vi: 'Vietnamese', nl: 'Dutch', ro: 'Romanian', es: 'Spanish' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const wResult = personResult(LANGUAGE_NAMES);

const pad = (n: number) => String(n).padStart(2, '0');

/** "03.04.2001" (day first, dots). */
export function dotted(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(d)}.${pad(m)}.${y}`;
}

/** "12-08-2022" (day first, dashes). */
export function dashed(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(d)}-${pad(m)}-${y}`;
}

/** "12 March 2021", "12 marzo 2021", "12 maart 2021", "12 martie 2021", "12 de marzo de 2021". */
export function longDate(isoDate: string, lang: 'en' | 'it' | 'nl' | 'ro' | 'es'): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'es') return `${d} de ${MONTH_NAMES.es[m - 1]} de ${y}`;
  return `${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Figures in Devanagari digits ("2078" → "२०७८"); other characters as they are. */
export const devaDigits = (s: string): string => s.replace(/[0-9]/g, (c) => DEVANAGARI_DIGITS[Number(c)]);
