/**
 * Person names as printed → the interface's fullName / firstName / lastName (docs/document-understanding.md,
 * "Key-value reading", and the families README: natural order "Given [Patronymic] Family", capitals
 * turned to title case, firstName = given names with any patronymic, lastName = family name).
 *
 * Orders handled: "LAST, First"; "SURNAME First" and "First SURNAME" (the capitalised word is the
 * surname, French/German style); all capitals; East Slavic and Kazakh "Фамилия Имя Отчество" (a
 * patronymic decides the order); labels that announce the family name first ("Apellidos y
 * nombre", "ПІБ", "Nom Prénom"); Spanish double surnames.
 */
import { fold, splitName, titleCaseName, type NameParts } from './normalize';

/** Courtesy titles before a name, in the lexicon's languages (Thai titles are written joined). */
const TITLES =
  /^(?:(?:mr|mrs|ms|miss|mx|dr|prof|shri|sri|smt|kumari|km|kum|sh|m|mme|mlle|monsieur|madame|mademoiselle|herrn?|frau|sig|sig\.ra|signor|signora|dott|dott\.ssa|sr|sra|srta|señor|señora|senhor|senhora|d|dña|dna|don|doña|г-н|г-жа|гр|السيد|السيدة|الآنسة)\.?\s+|(?:นางสาว|นาย|นาง|เด็กชาย|เด็กหญิง|ด\.ช\.|ด\.ญ\.|น\.ส\.)\s*)/iu;

/** Patronymics (Russian, Ukrainian, Belarusian; Kazakh -ұлы/-қызы) and their Latin transliterations. */
const PATRONYMIC =
  /(?:ович|евич|ьич|овна|евна|ична|инична|івна|ївна|йович|ұлы|улы|қызы|кызы|ovich|evich|ovych|ovna|evna|ivna|yivna|ichna|uly|ogly|kyzy|qyzy)$/iu;

export interface NameOptions {
  /** The label said the family name comes first ("Фамилия Имя Отчество", "Apellidos y nombre"). */
  familyFirst?: boolean;
  /** Spanish and Portuguese naming: two surnames. */
  spanish?: boolean;
  /** A name all in capitals prints the surname first (the document's country's convention, Italian usage). */
  surnameFirstInCapitals?: boolean;
  /** The document's country prints romanized names family name first in mixed case too (China, Taiwan, Korea). */
  familyFirstRomanized?: boolean;
  /** The document's country's naming custom has no family name (Myanmar): the name is the given name alone. */
  noFamilyName?: boolean;
}

/**
 * Countries whose registrars print a name in capitals surname first without a comma ("OCHIENG
 * PETER OTIENO" on East African university transcripts, the name as entered on Namibian senior secondary
 * statements of results; Italian "COGNOME NOME"; Ecuadorian "APELLIDOS NOMBRES", the order of the identity card
 * (cédula) that registrars copy, with two surnames (rule "Two surnames first in capitals"); Hungarian and East
 * Asian family-first order). Like the day/month order of numeric dates, the order of an
 * all-capitals name is a convention of the document's country; a mixed-case name, a comma, a
 * patronymic or a caption that says the order still decides by itself. West African documents
 * print capitals both ways (WAEC results surname first, degree certificates in natural order), so
 * their countries are not in the list: the natural order is kept there.
 * Chain names in capitals (docs/document-understanding.md): South Sudan names people by a given name followed by the
 * father's and the grandfather's, no family name (as Somalia and Eritrea do), and its examinations council and press
 * print them in that order ("PETER GARANG DENG KUOL"): no word is a surname to put last, so South Sudan is not in the list.
 */
const SURNAME_FIRST_IN_CAPITALS = new Set(['KE', 'UG', 'TZ', 'RW', 'BI', 'IT', 'HU', 'CN', 'TW', 'HK', 'MO', 'JP', 'KR', 'KP', 'VN', 'NA', 'EC']);

/**
 * The most frequent family names of China, Taiwan and South Korea in the romanizations their passports and
 * English documents print. No package of surnames is installed, so the list is short and typed from the
 * published rankings: mainland China's thirty most frequent in Hanyu Pinyin (Ministry of Public Security,
 * household-registration ranking of 2020), Taiwan's twenty in Wade-Giles (Ministry of the Interior's
 * surname statistics), South Korea's twenty in their usual spellings (Statistics Korea, 2015 census). A
 * romanized name of these countries in mixed case whose first word is one of them and whose last word is
 * none ("Liu Tianyu", "Kim Minjun", "Chen Yu-Ting") is printed family name first, the national order.
 * "Wei", a common given name, and one-syllable names that are given names as often are left out or decide
 * nothing: where both words are family names the printed order is kept.
 */
const EAST_ASIAN_FAMILY_NAMES = new Set(
  [
    // China (Hanyu Pinyin).
    'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu',
    'Guo', 'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng',
    // Taiwan (Wade-Giles).
    'Chang', 'Lee', 'Tsai', 'Hsu', 'Cheng', 'Hsieh', 'Kuo', 'Hung', 'Tseng', 'Chiu', 'Liao', 'Lai', 'Chou',
    // South Korea.
    'Kim', 'Yi', 'Rhee', 'Park', 'Pak', 'Choi', 'Jung', 'Jeong', 'Chung', 'Kang', 'Cho', 'Jo', 'Yoon', 'Yun', 'Jang',
    'Lim', 'Im', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Jeon', 'Hong',
  ].map((n) => fold(n)),
);

/** Countries whose romanized names are printed in the national order, family name first, in mixed case too. */
const FAMILY_FIRST_ROMANIZED = new Set(['CN', 'TW', 'KR']);

/** Whether a document of this country may print a romanized name in mixed case family name first. */
export function familyFirstRomanizedFor(countryCode: string | null | undefined): boolean {
  return !!countryCode && FAMILY_FIRST_ROMANIZED.has(countryCode.toUpperCase());
}

/**
 * Countries whose naming custom has no family name: a Myanmar name is a sequence of personal names ("Kyaw Zin
 * Htet"), none of them inherited, printed after an honorific of address that is no part of it ("Mg"/"Maung" for a
 * young man, "Ma" for a young woman, "Ko", "U" for a man, "Daw" for a woman). The families README: `fullName` the
 * name without the honorific, `firstName` all of it, `lastName` null.
 */
const NO_FAMILY_NAME = new Set(['MM']);
const MYANMAR_HONORIFIC = /^(?:mg|maung|ma|ko|u|daw)\.?\s+(?=\S)/iu;

/** Whether the document's country names people without a family name. */
export function noFamilyNameFor(countryCode: string | null | undefined): boolean {
  return !!countryCode && NO_FAMILY_NAME.has(countryCode.toUpperCase());
}

/**
 * Countries whose naming custom strings the given name with the father's and the grandfather's names and has no family
 * name (Somali and Afar names of Somalia and Djibouti, Tigrinya and Amharic names of Eritrea and Ethiopia: "Roukia
 * Youssouf Houmed" is Roukia, daughter of Youssouf, granddaughter of Houmed). The chain is printed in that order under
 * every caption, a French "Nom et prénoms" that elsewhere puts the family name first included: there is no family name
 * to put first (the families README, name chains). Rule **a name chain keeps its order**.
 */
const NAME_CHAIN = new Set(['SO', 'DJ', 'ER', 'ET']);

/** Whether the document's country names people by a chain of given, father's and grandfather's names. */
export function nameChainFor(countryCode: string | null | undefined): boolean {
  return !!countryCode && NAME_CHAIN.has(countryCode.toUpperCase());
}

/**
 * Countries whose examinations council prints the name as entered, surname first in capitals, on its statements
 * of results ("CANDIDATE NAME: MOYO TENDAI", Zimbabwe School Examinations Council), while their universities'
 * certificates print it in natural order: the order follows the issuer, an examinations body.
 */
const SURNAME_FIRST_BY_EXAMINATIONS_BODY = new Set(['ZW']);
const EXAMINATIONS_BODY = /\bexamination(?:s)?\b.*\b(?:council|board|directorate|authority)\b|\b(?:council|board|directorate|authority)\b.*\bexamination(?:s)?\b/iu;

/** Whether the document's country (and, where the order follows the issuer, its issuer) prints all-capitals names surname first. */
export function surnameFirstInCapitalsFor(countryCode: string | null | undefined, issuer?: string | null): boolean {
  if (surnameFirstInCapitalsByIssuer(issuer)) return true;
  const cc = countryCode?.toUpperCase();
  if (!cc) return false;
  return SURNAME_FIRST_IN_CAPITALS.has(cc) || (SURNAME_FIRST_BY_EXAMINATIONS_BODY.has(cc) && !!issuer && EXAMINATIONS_BODY.test(issuer));
}

/**
 * Whether the issuer prints all-capitals names surname first whatever its country does elsewhere: the West African
 * Examinations Council enters its candidates surname first and prints them so on its statements of result and result
 * checker (the "WAEC results surname first" above), in Ghana, Nigeria, Sierra Leone, The Gambia and Liberia alike,
 * while degree certificates of those countries print the natural order.
 */
function surnameFirstInCapitalsByIssuer(institutionName: string | null | undefined): boolean {
  return !!institutionName && /\b(?:west african examinations? council|waec)\b/iu.test(institutionName);
}

/** Label phrases (folded) that print the family name first. */
export function labelIsFamilyFirst(phrase: string): boolean {
  return (
    /^(фамилия|прізвище|презиме|prezime|піб|п і б|фио|ф и о|тегі|apellidos?|nom prenom|nom et prenom|name vorname|name und vorname|cognome e nome|surname and|surname first|last name first)/u.test(phrase) ||
    // Dutch, German, Turkish, Polish, Portuguese and Indonesian captions that name the surname first.
    /^(naam voornam|achternaam voornam|familienname vorname|nachname vorname|soyad[ıi] ad[ıi]|nazwisko i imi|nazwisko imiona|apelidos? (?:e )?nome|nama keluarga)/u.test(phrase) ||
    // "Surname & Other Names", "Last Name, First Name", "Family name, given names"; "Name (Surname first)".
    /^(?:surname|last name|family name) (?:and )?(?:other|first|fore|given|christian)/u.test(phrase) ||
    /\b(?:surname|last name|family name) first\b/u.test(phrase)
  );
}

/** Common Hungarian given names (folded), to tell the national order from the Western one under a Hungarian caption. */
const HUNGARIAN_GIVEN = new Set(
  [
    'László', 'István', 'József', 'János', 'Zoltán', 'Sándor', 'Gábor', 'Ferenc', 'Attila', 'Péter', 'Tamás', 'Zsolt', 'Tibor', 'András',
    'Csaba', 'Imre', 'Lajos', 'György', 'Balázs', 'Gyula', 'Mihály', 'Róbert', 'Norbert', 'Dávid', 'Dániel', 'Ádám', 'Bence', 'Máté',
    'Levente', 'Gergely', 'Krisztián', 'Márk', 'Milán', 'Patrik', 'Roland', 'Viktor', 'Botond', 'Barnabás', 'Olivér', 'Marcell', 'Benedek',
    'Kristóf', 'Áron', 'Martin', 'Zalán', 'Dominik', 'Richárd', 'Szabolcs', 'Ákos', 'Károly', 'Béla', 'Miklós', 'Pál', 'Géza', 'Antal',
    'Endre', 'Ernő', 'Kálmán', 'Dezső', 'Mária', 'Erzsébet', 'Katalin', 'Ilona', 'Éva', 'Anna', 'Zsuzsanna', 'Margit', 'Judit', 'Ágnes',
    'Andrea', 'Erika', 'Krisztina', 'Edit', 'Eszter', 'Ildikó', 'Gabriella', 'Mónika', 'Szilvia', 'Anita', 'Tímea', 'Nikolett', 'Viktória',
    'Zsófia', 'Réka', 'Dóra', 'Lilla', 'Hanna', 'Luca', 'Emma', 'Boglárka', 'Lili', 'Fanni', 'Petra', 'Nóra', 'Noémi', 'Kitti', 'Vivien',
    'Bianka', 'Laura', 'Csilla', 'Orsolya', 'Beáta', 'Rita', 'Klára', 'Veronika', 'Zita', 'Enikő', 'Adrienn', 'Dorina', 'Flóra', 'Sára',
    'Kinga', 'Rebeka', 'Alexandra', 'Barbara', 'Brigitta',
  ].map((n) => fold(n)),
);

/**
 * A name under a Hungarian caption ("Név", "Hallgató neve") in the national order, family name first
 * ("Kovács Anna Réka"), unless it opens with a Hungarian given name and ends without one ("Bence Tóth":
 * the Western order some registers print).
 */
export function hungarianFamilyFirst(phrase: string, name: string): boolean {
  if (!/^(?:a )?(?:nev|hallgato neve|tanulo neve|szuletesi nev|viselt nev)(?: |$)/u.test(fold(phrase))) return false;
  const words = name.trim().split(/\s+/).map((w) => fold(w).replace(/[^\p{L}-]/gu, ''));
  if (words.length < 2) return false;
  return !(HUNGARIAN_GIVEN.has(words[0]) && !HUNGARIAN_GIVEN.has(words[words.length - 1]));
}

/**
 * The common Vietnamese family names (folded, đ as d): a dozen of them are borne by most Vietnamese
 * people (Nguyễn, Trần, Lê, Phạm, Hoàng/Huỳnh, Phan, Vũ/Võ, Đặng, Bùi, Đỗ, Hồ, Ngô, Dương, Lý).
 */
const VIETNAMESE_FAMILY = new Set([
  'nguyen', 'tran', 'le', 'pham', 'hoang', 'huynh', 'phan', 'vu', 'vo', 'dang', 'bui', 'do', 'ho', 'ngo', 'duong', 'ly',
  'truong', 'dinh', 'doan', 'trinh', 'luong', 'cao', 'vuong', 'quach', 'luu', 'ta', 'chu',
]);

/**
 * A name on a Vietnamese document in the national order, family name first, in mixed case as in
 * capitals ("Nguyễn Văn An", also in the English panel of a bilingual diploma): it opens with a common
 * Vietnamese family name and does not end with one ("Hoàng Nam Hồ", the Western order, stays as printed).
 */
export function vietnameseFamilyFirst(countryCode: string | null | undefined, name: string): boolean {
  return countryCode?.toUpperCase() === 'VN' && opensWithFamilyName(VIETNAMESE_FAMILY, name.trim().split(/\s+/));
}

/**
 * Whether a name opens with a known family name of its country's list and does not end with one: the
 * national order, family name first. One that ends with a family name too keeps its printed order (the
 * Western order, or two family names, decide nothing). Words are compared folded, đ as d, letters only.
 */
function opensWithFamilyName(familyNames: ReadonlySet<string>, words: string[]): boolean {
  if (words.length < 2) return false;
  const key = (w: string) => fold(w).replace(/đ/g, 'd').replace(/[^\p{L}-]/gu, '');
  return familyNames.has(key(words[0])) && !familyNames.has(key(words[words.length - 1]));
}

/**
 * Common Christian given names in their English forms, as East and Southern African, Anglophone and Francophone registers
 * print them beside names of the country's languages (baptismal names from the Bible and the saints' calendar, and the
 * English virtue names). Names that are frequent family names as well (Kim, Lee, James, Thomas, Martin, Paul) are left out:
 * where the first word is one of these and the last is none, the name is in the natural order.
 */
const CHRISTIAN_GIVEN_NAMES = new Set(
  [
    'Abraham', 'Agnes', 'Alice', 'Alfred', 'Ambrose', 'Amos', 'Andrew', 'Angela', 'Anne', 'Anthony', 'Augustine', 'Barnabas',
    'Beatrice', 'Benjamin', 'Bernard', 'Brian', 'Caroline', 'Catherine', 'Charles', 'Christine', 'Christopher', 'Cornelius',
    'Daniel', 'David', 'Dennis', 'Dorcas', 'Edward', 'Elizabeth', 'Emmanuel', 'Esther', 'Eunice', 'Evelyn', 'Faith', 'Felix',
    'Florence', 'Francis', 'Gabriel', 'Geoffrey', 'George', 'Gideon', 'Godfrey', 'Grace', 'Gregory', 'Hannah', 'Harriet',
    'Isaac', 'Jacob', 'Janet', 'Jane', 'Jeremiah', 'Joan', 'Joel', 'Joseph', 'Joshua', 'Joy', 'Joyce', 'Judith', 'Justus',
    'Kevin', 'Lawrence', 'Lilian', 'Lucy', 'Lydia', 'Margaret', 'Martha', 'Mary', 'Mercy', 'Michael', 'Moses', 'Nathan',
    'Nicholas', 'Patience', 'Patrick', 'Peninah', 'Peter', 'Philip', 'Priscilla', 'Rachel', 'Rebecca', 'Robert', 'Rose',
    'Ruth', 'Samuel', 'Sarah', 'Simon', 'Stephen', 'Susan', 'Teresa', 'Timothy', 'Vincent', 'Winfred', 'Zachariah',
  ].map((n) => fold(n).toLowerCase()),
);

/** Particles that belong to the Spanish or Portuguese surname after them ("de la Cruz", "dos Santos"). */
const SURNAME_PARTICLE = /^(?:de|del|la|las|los|da|das|do|dos)$/iu;

/**
 * Rule "Two surnames first in capitals": a Spanish name of three words or more, all in capitals, on a document of a
 * country that prints capitals surname first, is the two surnames (each with the particles before it) and then the
 * given names; a name that opens with a common given name keeps its natural order, as elsewhere.
 */
function spanishSurnamesFirst(words: string[], options: NameOptions): NameParts | null {
  if (!options.spanish || !options.surnameFirstInCapitals || options.familyFirst || words.length < 3 || !words.every(isUpper)) return null;
  if (opensWithFamilyName(CHRISTIAN_GIVEN_NAMES, words)) return null;
  let at = 0;
  for (let k = 0; k < 2; k++) {
    while (at < words.length - 2 && SURNAME_PARTICLE.test(words[at])) at++;
    at++;
  }
  if (at >= words.length) return null;
  return parts(words.slice(at), words.slice(0, at));
}

/** Particles that open a surname printed before the given names ("VAN WYK", "VAN DER MERWE", "DE LA CRUZ", "DU PLESSIS"). */
const SURNAME_FIRST_PARTICLE = /^(?:van|von|der|den|de|del|la|le|du|da|das|dos|di|ter|ten)$/iu;
const LOWER_PARTICLE = /^(?:van|von|der|den|du|ter|ten)$/iu;

const isUpper = (w: string) => /\p{Lu}/u.test(w) && w === w.toUpperCase() && /\p{L}{2,}/u.test(w);
const fix = (x: string) => (x === x.toUpperCase() ? titleCaseName(x) : x);

function parts(first: string[], last: string[]): NameParts {
  const f = first.length ? fix(first.join(' ')) : null;
  const l = last.length ? fix(last.join(' ')) : null;
  return { fullName: [f, l].filter(Boolean).join(' '), firstName: f, lastName: l };
}

/**
 * The parentage printed after a name in the same cell ("RAVI KUMAR S/O SURESH KUMAR", "Anita Rao
 * D/O Ramesh Rao", "Jean Dupont fils de …"): the relation and the parent's name are not the holder's.
 */
const RELATION = /\s+(?:[SDWC]\s?\/\s?O\b|(?:son|daughter|wife|child|ward) of\b|(?:fils|fille) d[eu']|(?:hij[oa]|filh[oa]) d[eo]\b|(?:sohn|tochter) de[rs]\b|पुत्र|पुत्री).*$/iu;

/** The word of a Turkic patronymic that says "son of" or "daughter of" (Uzbek, Azerbaijani, Kazakh, Kyrgyz, Turkmen). */
const TURKIC_PATRONYMIC = /^(?:o['‘’ʻ`]?g['‘’ʻ`]?li|qizi|oğlu|qızı|ogly|gyzy|uly|qyzy|ўғли|угли|қизи|кизи|ұлы|қызы|уулу|кызы)$/iu;

/**
 * Rule "A filiation word inside a name": the Hassaniya and Tuareg words for "son of" and "daughter of" (Mauritania, Western
 * Sahara, Mali, Niger: "Ould", "Mint", "Ag", "Welet") put the father's name where a surname stands.
 */
const FILIATION = /^(?:ould|mint|ag|welet|walet)$/iu;

/** The word of a Malay patronymic that says "son of" or "daughter of" (Brunei, Malaysia, Singapore). */
const MALAY_PATRONYMIC = /^(?:bin|binti|bte|bt)$/iu;

/** Split a printed person name into the interface's parts; null when there is no name. */
export function splitPersonName(raw: string, options: NameOptions = {}): NameParts | null {
  let s = raw.replace(/\s+/g, ' ').trim().replace(RELATION, '');
  for (let k = 0; k < 2; k++) s = s.replace(TITLES, '').trim();
  s = s.replace(/[;:|]+$/, '').trim();
  if (!s || !/\p{L}/u.test(s)) return null;
  if (options.noFamilyName && !s.includes(',')) {
    // No word of the name is a family name: the honorific before it goes, the rest is the given name.
    const given = fix(s.replace(MYANMAR_HONORIFIC, '').trim());
    return /\p{L}/u.test(given) ? { fullName: given, firstName: given, lastName: null } : null;
  }
  if (s.includes(',')) return splitName(s);
  let words = s.split(' ');
  // A lone lower-case letter at either end of a name in capitals is an OCR speck ("RAHUL KUMAR i").
  const speck = (w: string) => /^\p{Ll}$/u.test(w);
  let a = 0;
  let b = words.length;
  while (a < b && speck(words[a])) a++;
  while (b > a && speck(words[b - 1])) b--;
  const core = words.slice(a, b);
  if (core.length >= 2 && core.length < words.length && core.every((w) => w === w.toUpperCase())) {
    words = core;
    s = core.join(' ');
  }

  // A Turkic patronymic is the father's name and a word for "son"/"daughter" after it ("Anvar o'g'li",
  // "Rustam qizi", "Əli oğlu", "Серік ұлы"): after the given name, the family name before them all
  // ("TOSHMATOV BEKZOD ANVAR O'G'LI") or after them ("Bekzod Anvar o'g'li Toshmatov").
  // Rule "A Turkic patronymic in a surname's place": a name of three words, one given name and the father's name with
  // "son of" / "daughter of" and no family name ("Нурбек уулу Азамат" under a family-first caption, "Азамат Нурбек
  // уулу"), as many Kyrgyz and Kazakh holders are registered: the father's name and the word stand where a surname
  // stands and are the last name, printed before or after the given name.
  if (words.length === 3 && TURKIC_PATRONYMIC.test(words[1]) && !TURKIC_PATRONYMIC.test(words[2])) return parts([words[2]], words.slice(0, 2));
  if (words.length === 3 && TURKIC_PATRONYMIC.test(words[2]) && !PATRONYMIC.test(words[0])) return parts([words[0]], words.slice(1));
  const marker = words.findIndex((w, k) => k >= 2 && TURKIC_PATRONYMIC.test(w));
  if (marker >= 2 && marker >= words.length - 2) {
    const split = marker === words.length - 1 ? parts(words.slice(1), [words[0]]) : parts(words.slice(0, -1), [words[words.length - 1]]);
    const first = split.firstName!.split(' ').map((w) => (TURKIC_PATRONYMIC.test(w) ? w.toLocaleLowerCase() : w)).join(' ');
    return { fullName: `${first} ${split.lastName}`, firstName: first, lastName: split.lastName };
  }
  // Rule "A filiation word inside a name": "Ahmed Salem Ould Babe" is the given names, then "Ould" and the father's name,
  // which stands for the surname, whatever order the caption announces ("Nom et prénom"): the word says where the
  // father's name starts. Printed first ("OULD BABE Ahmed Salem") it leaves the order to the capitals below.
  const filiation = words.findIndex((w, k) => k >= 1 && k <= words.length - 2 && FILIATION.test(w));
  if (filiation >= 1 && !words.slice(0, filiation).every((w) => isUpper(w))) return parts(words.slice(0, filiation), words.slice(filiation));
  // A Malay name has no family name: the given names, then "bin" (son of) or "binti" (daughter of) and the father's
  // name, printed where a surname stands ("Muhammad Haziq bin Abdullah"); that surname, the word included, is the last
  // name (families README), the word in lower case as Malay prints it.
  const malay = words.findIndex((w, k) => k >= 1 && k <= words.length - 2 && MALAY_PATRONYMIC.test(w));
  if (malay >= 1 && !options.familyFirst) {
    const split = parts(words.slice(0, malay), words.slice(malay));
    const last = split.lastName!.replace(/^\p{L}+/u, (w) => w.toLocaleLowerCase());
    return { fullName: `${split.firstName} ${last}`, firstName: split.firstName, lastName: last };
  }
  // A patronymic decides the order of three words: "Иванов Иван Петрович" (family first) or
  // "Иван Петрович Иванов".
  if (words.length === 3) {
    const p = words.map((w) => PATRONYMIC.test(w));
    if (p[2] && !p[0]) return parts(words.slice(1), [words[0]]);
    if (p[1] && !p[2]) return parts(words.slice(0, 2), [words[2]]);
  }
  // Mixed case: the words in capitals are the family name, the others the given names, whichever
  // comes first ("MBALLA EYENGA Marie Claire", "Marie Claire MBALLA EYENGA": French and African
  // francophone usage, and forms that ask for the surname in capitals).
  if (words.length >= 2) {
    const caps = words.map((w) => isUpper(w) && w.replace(/[^\p{L}]/gu, '').length >= 2);
    const lead = caps.indexOf(false);
    const tail = caps.lastIndexOf(false);
    const mixedCase = (w: string) => (/\p{Lu}/u.test(w) && /\p{Ll}/u.test(w)) || /^\p{Lu}\.$/u.test(w);
    if (lead > 0 && caps.slice(lead).every((c) => !c) && words.slice(lead).every(mixedCase)) return parts(words.slice(lead), words.slice(0, lead));
    if (tail >= 0 && tail < words.length - 1 && caps.slice(0, tail + 1).every((c) => !c) && words.slice(0, tail + 1).every(mixedCase)) return parts(words.slice(0, tail + 1), words.slice(tail + 1));
  }
  // "Liu Tianyu", "Kim Minjun" on a document of China, Taiwan or Korea: a known family name first and a
  // word that is none after it (EAST_ASIAN_FAMILY_NAMES); "Tianyu Liu" is already in the natural order.
  if (options.familyFirstRomanized && !options.familyFirst && words.length === 2) {
    const mixed = (w: string) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$/u.test(w);
    if (words.every(mixed) && opensWithFamilyName(EAST_ASIAN_FAMILY_NAMES, words)) return parts([words[1]], [words[0]]);
  }
  if (options.familyFirst && words.length >= 2) {
    if (options.spanish && words.length >= 3) return parts(words.slice(2), words.slice(0, 2));
    return parts(words.slice(1), [words[0]]);
  }
  const mixed = words.some(isUpper) && !words.every(isUpper);
  // Rule "Two surnames first in capitals" (docs/document-understanding.md, "What the older development misses showed
  // (stop 43)"): where the country prints names in capitals surname first and the naming is Spanish, both surnames
  // come first ("PAREDES YÁNEZ GABRIELA ALEJANDRA", "DE LA CRUZ PÉREZ MARÍA").
  const twoSurnamesFirst = spanishSurnamesFirst(words, options);
  if (twoSurnamesFirst) return twoSurnamesFirst;
  if (options.spanish && words.length >= 3 && !mixed) {
    // Spanish and Portuguese names carry two surnames: the last two words, each with the particles
    // before it ("Santana de la Cruz", "Peña del Río").
    let at = words.length;
    for (let k = 0; k < 2 && at > 1; k++) {
      at--;
      while (at > 1 && SURNAME_PARTICLE.test(words[at - 1])) at--;
    }
    return parts(words.slice(0, at), words.slice(at));
  }
  const initial = (w: string) => /^\p{Lu}\.?$/u.test(w);
  // Rule "A Christian name opens the natural order": where the country prints capitals surname first, a name that opens
  // with a common Christian given name and does not end with one ("GODFREY MREMA", "JOY ATIENO MAINA") is printed in
  // the natural order, as many registers and examination councils of the same countries print it.
  const naturalOrder = opensWithFamilyName(CHRISTIAN_GIVEN_NAMES, words);
  if (options.surnameFirstInCapitals && !naturalOrder && words.length >= 2 && isUpper(words[0]) && words.every((w) => isUpper(w) || initial(w))) {
    // "COGNOME NOME", "OCHIENG PETER OTIENO": the first word is the surname; initials are given names.
    // A surname that opens with its particles ("VAN WYK ANNA-MARIE", "DE LA CRUZ MARIA") takes the word after
    // them too. After the given names, Afrikaans, Dutch and German particles are written in lower case ("Anna-Marie
    // van Wyk"), the surname alone keeps its capital ("Van Wyk"); Italian and Spanish ones keep theirs ("De Luca").
    let at = 0;
    while (at < words.length - 2 && SURNAME_FIRST_PARTICLE.test(words[at])) at++;
    if (at === 0) return parts(words.slice(1), [words[0]]);
    const split = parts(words.slice(at + 1), words.slice(0, at + 1));
    const inner = split.lastName!.split(' ').map((w, k) => (k < at && LOWER_PARTICLE.test(w) ? w.toLowerCase() : w)).join(' ');
    return { fullName: `${split.firstName} ${inner}`, firstName: split.firstName, lastName: split.lastName };
  }
  return splitName(s);
}
