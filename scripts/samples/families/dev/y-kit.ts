/**
 * Shared pieces of the corpus-y families (held-out set written on 2026-11-30 by a helper who changes
 * nothing under src/ and did not run the engine on them): invented people, the ground-truth helper, and
 * date forms in the languages the y- families print. Kept beside the group's files (not in lib/) because it names what
 * the families model. Drawing goes through the corpus-n kit (and the corpus-c helpers for Arabic). Every
 * name is invented by combining common given and family names at random.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { comma, monthName, upper, ymd } from '../lib/group-kit';

export type YPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  ME: { men: ['Marko', 'Nikola', 'Luka', 'Stefan', 'Filip', 'Vuk', 'Danilo', 'Miloš'], women: ['Milica', 'Jovana', 'Ana', 'Teodora', 'Andrea', 'Sara', 'Nina', 'Ivana'], family: ['Vuković', 'Radulović', 'Đurović', 'Perović', 'Popović', 'Šćepanović', 'Bulatović', 'Lakićević', 'Vujošević', 'Knežević', 'Raičević', 'Mijušković'] },
  HT: { men: ['Jean Wilner', 'Pierre Ricardo', 'Stanley', 'Jean Robert', 'Wilfrid', 'Jonas', 'Frantz', 'Kervens'], women: ['Marie Carmelle', 'Nadège', 'Roseline', 'Marie Flore', 'Guerline', 'Ketly', 'Fabienne', 'Widline'], family: ['Dorvil', 'Pierre-Louis', 'Joseph', 'Jean-Baptiste', 'Saint-Fleur', 'Toussaint', 'Désir', 'Lafontant', 'Charles', 'Augustin', 'Milfort', 'Exantus'] },
  LA: { men: ['Souksavanh', 'Khamphone', 'Bounmy', 'Vilaysack', 'Somphone', 'Phonesavanh', 'Anousone', 'Xaysana'], women: ['Phetsamone', 'Manivanh', 'Vanida', 'Souphaphone', 'Keomany', 'Chanthala', 'Noy', 'Viengkham'], family: ['Phommachanh', 'Sisavath', 'Keophila', 'Inthavong', 'Vongsouthi', 'Chanthavong', 'Souvannaphoum', 'Rattanavong', 'Sengdala', 'Phanthavong', 'Khounnavong', 'Luangrath'] },
  BJ: { men: ['Koffi', 'Mahougnon', 'Sèna', 'Rodrigue', 'Ulrich', 'Codjo', 'Fiacre', 'Gildas'], women: ['Afi', 'Mahoutondji', 'Blandine', 'Nadia', 'Reine', 'Ablawa', 'Sènami', 'Prudence'], family: ['Hounsa', 'Agossou', 'Dossou', 'Gbaguidi', 'Ahouansou', 'Tossou', 'Kpadonou', 'Zinsou', 'Hounkpatin', 'Adjovi', 'Sossa', 'Akplogan'] },
  ML: { men: ['Moussa', 'Seydou', 'Bakary', 'Adama', 'Mamadou', 'Oumar', 'Souleymane', 'Drissa'], women: ['Fatoumata', 'Aminata', 'Kadiatou', 'Mariam', 'Oumou', 'Assitan', 'Djénéba', 'Hawa'], family: ['Traoré', 'Diarra', 'Coulibaly', 'Keïta', 'Konaté', 'Sangaré', 'Dembélé', 'Sidibé', 'Maïga', 'Touré', 'Diallo', 'Samaké'] },
  BZ: { men: ['Jason', 'Kareem', 'Luis', 'Dwayne', 'Elmer', 'Rudolph', 'Andre', 'Marvin'], women: ['Shanelle', 'Keisha', 'Yesenia', 'Latoya', 'Marisol', 'Kimberly', 'Denise', 'Arlette'], family: ['Usher', 'Castillo', 'Flowers', 'Gentle', 'Young', 'Tillett', 'Cal', 'Pook', 'Chan', 'Requena', 'Arnold', 'Bradley'] },
  SR: { men: ['Rishi', 'Dwight', 'Glenn', 'Anand', 'Rodney', 'Ricardo', 'Sunil', 'Marciano'], women: ['Shanti', 'Romy', 'Natasja', 'Priya', 'Giovanna', 'Chantal', 'Sharmila', 'Melissa'], family: ['Ramdin', 'Sewnandan', 'Pinas', 'Kartodikromo', 'Biharie', 'Wongsodikromo', 'Doelwijt', 'Tjin-A-Sie', 'Jubithana', 'Ramlal', 'Karijopawiro', 'Sitaldin'] },
  SZ: { men: ['Sibusiso', 'Thabiso', 'Mandla', 'Sandile', 'Bongani', 'Mfanasibili', 'Lwazi', 'Sifiso'], women: ['Nomcebo', 'Lindiwe', 'Thandeka', 'Zanele', 'Nonhlanhla', 'Phindile', 'Ncobile', 'Sebenele'], family: ['Dlamini', 'Simelane', 'Mamba', 'Nxumalo', 'Shongwe', 'Magagula', 'Motsa', 'Mkhonta', 'Maseko', 'Gamedze', 'Tsabedze', 'Hlophe'] },
};

export function yPerson(rng: Rng, country: keyof typeof NAMES): YPerson {
  return pickPerson(rng, NAMES[country]);
}

/**
 * Gulf and Yemeni names in their Latin and Arabic forms: the given name, the father's and the
 * grandfather's, then the family (tribal) name, which stands last where a surname stands.
 */
export const AR_MEN: Array<[string, string]> = [['Mohammed', 'محمد'], ['Ahmed', 'أحمد'], ['Ali', 'علي'], ['Abdullah', 'عبدالله'], ['Hasan', 'حسن'], ['Saleh', 'صالح'], ['Khalid', 'خالد'], ['Yahya', 'يحيى'], ['Omar', 'عمر'], ['Nabil', 'نبيل'], ['Fuad', 'فؤاد'], ['Hamza', 'حمزة']];
export const AR_WOMEN: Array<[string, string]> = [['Amal', 'أمل'], ['Huda', 'هدى'], ['Asma', 'أسماء'], ['Maryam', 'مريم'], ['Nada', 'ندى'], ['Ruqaya', 'رقية'], ['Fatima', 'فاطمة'], ['Sumaya', 'سمية']];
export const YE_FAMILY: Array<[string, string]> = [['Al-Hamdani', 'الحمداني'], ['Al-Sharabi', 'الشرعبي'], ['Al-Aghbari', 'الأغبري'], ['Ba-Wazir', 'باوزير'], ['Al-Maqtari', 'المقطري'], ['Al-Yafei', 'اليافعي'], ['Al-Qadhi', 'القاضي'], ['Al-Absi', 'العبسي']];
export const BH_FAMILY: Array<[string, string]> = [['Al-Mahmood', 'المحمود'], ['Al-Sayegh', 'الصايغ'], ['Al-Dossary', 'الدوسري'], ['Bucheeri', 'بوجيري'], ['Al-Aradi', 'العرادي'], ['Janahi', 'جناحي'], ['Al-Mannai', 'المناعي'], ['Kamal', 'كمال']];

export interface ArPerson {
  given: [string, string];
  father: [string, string];
  grand: [string, string];
  family: [string, string];
  woman: boolean;
}

export function arPerson(rng: Rng, families: Array<[string, string]>): ArPerson {
  const woman = rng.bool(0.5);
  const given = rng.pick(woman ? AR_WOMEN : AR_MEN);
  const father = rng.pick(AR_MEN.filter((m) => m[0] !== given[0]));
  const grand = rng.pick(AR_MEN.filter((m) => m[0] !== father[0]));
  return { given, father, grand, family: rng.pick(families), woman };
}

/**
 * Montenegrin has no ISO 639-1 code of its own (only 639-2 `cnr`): its Latin-script documents are given
 * the code of the standard variety ISO 639-1 lists for the same language, `sr`.
 */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', nl: 'Dutch', ar: 'Arabic', sr: 'Serbian' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const yResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = MONTH_NAMES;

/** Day, month, year with a separator ("07.03.2001"). */
export const dmy = (isoDate: string, sep = '.'): string => nkitDmy(isoDate, sep);

/** A date with the month's name as the language prints it ("1er mars 2021" in French). */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  if (lang === 'sr') return `${d}. ${month} ${y}.`;
  return `${d} ${month} ${y}`;
}

/** A mark out of 100 from an ability and a spread, kept inside [lo, hi]. */
export function markAround(rng: Rng, ability: number, spread: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Math.round(ability + rng.gauss() * spread)));
}
