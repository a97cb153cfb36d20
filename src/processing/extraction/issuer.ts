/**
 * The issuer of a document: the institution's name as printed, and its country and state from
 * the evidence on the page (docs/document-understanding.md, "Institution and country"). The country is the printed one
 * when the page prints it; otherwise it is inferred from a state or province, a city, a postal
 * code, a phone code, a web or e-mail domain, or the script and language together with the
 * institution's name — each looked up in the gazetteer (gazetteer.ts), never in hand-typed lists.
 * No evidence, or evidence that points to several countries equally: null (decision "Extraction field types").
 *
 * Every value comes with its evidence (docs/document-understanding.md, "Provenance"): the page,
 * box and confidence it was read from and the rule that placed it ("phone code +91").
 */
import type { Evidence } from '../types';
import type { Line } from '../text/layout';
import { foldSameLength, matchLabel, type LabeledValue } from './labels';
import { detectLanguage, toldByOwnWords } from '../language';
import { cleanValue, findDates, fold } from './normalize';
import { MONTH_NAMES } from './dates';
import {
  cityIndex,
  countriesOfPhoneCode,
  countryByCode,
  countryInflectedNative,
  countryNamed,
  countryOfDomain,
  cyrillicStems,
  foldAny,
  gazetteer,
  isPhoneCode,
  stateNamed,
  type GazName,
  type GazState,
} from './gazetteer';

export type IssuerField = 'institution.name' | 'institution.country' | 'institution.countryCode' | 'institution.state' | 'institution.stateCode';

export interface Issuer {
  name: string | null;
  country: string | null;
  countryCode: string | null;
  state: string | null;
  stateCode: string | null;
  evidence: Partial<Record<IssuerField, Evidence>>;
}

export interface IssuerOptions {
  /** Label/value pairs of the document (labels.ts): "Country:", "State:", "Institution:". */
  labeled?: LabeledValue[];
  /** Lines of the course table: never searched for the issuer. */
  tableLines?: Set<Line>;
  /** Index of the document in the credential (copied into the evidence). */
  document?: number;
  /** Lines that print the holder's name: a person's name is no address ("Rodrigues", "Guadalupe"). */
  personalLines?: Set<Line>;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary (small per-language lexicons, not place lists)

/**
 * Words that name an institution, per language and script (matched on folded words; Cyrillic by stem).
 * Romanian names take the word with its enclitic definite article ("Universitatea …", "Institutul …",
 * "Colegiul Național …", "Liceul Teoretic …", "Școala …").
 */
// A centre named by what it teaches ("Vocational Training Centre", "Skills Center", "Adult Learning Centre"): rule
// "A training centre is an institution".
// "… Examinations Syndicate": an examining body of the Cambridge tradition (the Mauritius Examinations Syndicate).
// Rule "An examinations service or agency is an examining body": a state's examinations service, agency or authority
// ("Educational Assessment and Examinations Service", "National Examinations Agency") issues its candidates' results as a
// council does. So do the French-speaking examinations offices (rule "An office of examinations and competitions is an
// examining body", docs/document-understanding.md, "What the older development misses showed (stop 43)": "Office National
// des Examens et Concours", "Service académique des examens", "Division des examens et concours"), which issue the
// attestations de réussite of the national examinations under a ministry's letterhead.
// Slovenian "Univerza" and Icelandic "Háskóli" (a university, also inside compounds: "Tækniháskólinn") name universities.
// Rule "Institution words of the Faroese and Turkmen" (docs/document-understanding.md, "Forms the rotated group j-
// showed"): the Faroese "háskúli" (inside compounds: "Tøkniháskúli", "Háskúlin") and the Turkmen "instituty",
// "uniwersiteti", "akademiýasy" (the word with its possessive ending) name institutions.
// Rule "A rectorate issues the French examinations' relevés": the rectorat of an académie and the vice-rectorat of an
// overseas territory ("Vice-rectorat de la Polynésie française") run the national examinations and issue their relevés,
// as the académie does (families README: the institution of a French baccalauréat relevé is the académie).
// Rule "A university centre is an institution" (docs/document-understanding.md, "Forms the rotated group l- showed"): the
// French "centre universitaire", a university centre of a town or a territory that teaches the Licence, as the Spanish
// and Portuguese "centro universitario" is.
const INSTITUTION_LATIN =
  /\b(university|\w*haskul\w*|instituty|uniwersitet\w*|akademiyasy|(?:vice )?rectorat|universite|universitat|universidad|universidade|universita|\w*universiteit|uniwersytet|universitesi|universiteti|universitas|universiti|univerzita|univerzitet|\w*egyetem|\w*foiskola|universitet\w*|sveucilist\w*|veleucilist\w*|univerz[ae]|\w*haskol\w*|universitatea|universitate|institutul|colegiul|liceul|scoala|\w*yliopisto|\w*korkeakoulu|\w*ulikool|\w*korgkool|augstskola|kolegija|akademija|h[oø]g?skole\w*|\w*h[oø]jskole\w*|h[oø]yskole\w*|hogeschool|politeknik|politechnika|uczelnia|akademia|szko[lł]a wy[zż]sza|szko[lł]a|liceum|gimnazjum|technikum|vysoka skola|lisesi|okulu|college|institute|institut|instituut|instituto|istituto|polytechnic|politecnico|polytechnique|politecnica|\w*hochschule|\w*schule|\w*gimnazium|\w*gimnazija|\w*iskola|\w*gumnaasium|\w*kool|\w*koolis|vidusskola|pamatskola|scholengemeenschap|lyceum|unidad educativa|\w*skolan?|mokykla|progimnazija|maktab\w*|litsey\w*|\w*lukio|\w*koulu|\w*skole|\w*skolen|academy|academie|akademie|academia|accademia|ateneo|athenaeum|faculdade|centro universitario|centre universitaire|(?:fundacion|corporacion|institucion) universitaria|escuela normal superior|school|ecole|escuela|escola|scuola|lycee|liceo|liceu|\w*gymnasium|colegio|conservatoire|conservatorio|seminary|vidyalaya|vishwavidyalaya|mahavidyalaya|vidyapeeth|vidyapith|(?:board|council) (?:of|for)|(?:examinations?|education|examining|secondary) (?:board|council)|examinations? syndicate|examinations? (?:service|agency|authority)|department of examinations?|directorate of (?:national )?examinations?|office (?:national )?du baccalaureat|office of the baccalaureate|(?:office(?: national)?|service(?: academique)?|division|direction(?: generale)?) des examens(?: et concours)?|(?:training|vocational|skills|learning|education|educational) (?:centre|center)|centro de ensino|centro educacional|centro educativo|centro escolar|centro de educacion)\b/;
/**
 * Cyrillic institution words with their case endings ("академия", not "академическая"), and the Serbian and Macedonian
 * spellings ("универзитет", "гимназија", "академија", "колеџ").
 */
const INSTITUTION_CYRILLIC =
  /^(университет\p{L}*|универзитет\p{L}*|гимназиј[аеиу]|академиј[аеиу]|колеџ\p{L}{0,2}|університет\p{L}*|институт\p{L}{0,2}|інститут\p{L}{0,2}|академи[яиюей]|академі[яїюєй]|колледж\p{L}{0,2}|коледж\p{L}{0,2}|лице[йяюе]|ліце[йюї]|гимнази[яиюей]|гімназі[яїюєй]|школ[аыеуиі]?|училищ[еа]|техникум\p{L}{0,2}|технікум\p{L}{0,2}|мектеп\p{L}*|консерватори[яи]|консерваторі[яї])$/u;
/** Scripts whose words take prefixes or have no spaces: the institution word is a substring. */
const INSTITUTION_SUBSTRINGS = [
  // Greek (matched on the folded text too: capitals lose their accents) and Mongolian ("их сургууль").
  'πανεπιστημιο', 'πολυτεχνειο', 'ιδρυμα', 'ακαδημια', 'λυκειο', 'γυμνασιο', 'σχολειο', 'сургууль',
  // Georgian, Armenian, Korean, Japanese and Chinese schools and universities.
  'სკოლა', 'უნივერსიტეტი', 'դպրոց', 'համալսարան', 'ճեմարան', '학교', '대학교', '学校', '高等学校', '中学校', '大学', '大學', '中学', '中學',
  // Scandinavian schools written as compounds with letters \w does not know ("Professionshøjskolen").
  'højskole', 'høgskole', 'høyskole',
  'جامعة', 'جامعه', 'كلية', 'معهد', 'مدرسة', 'أكاديمية', 'اكاديمية',
  'มหาวิทยาลัย', 'วิทยาลัย', 'โรงเรียน', 'สถาบัน',
  'विश्वविद्यालय', 'विद्यालय', 'महाविद्यालय', 'संस्थान',
  'ዩኒቨርሲቲ', 'ኮሌጅ', 'ትምህርት ቤት',
];

/**
 * The issuer named by its kind with the definite article ("the University", "de l'Université", "der Universität",
 * "della Università", "de la Universidad"): a reference to the institution that prints the page, no other's name.
 */
const THE_ISSUER_RE =
  /(?<![\p{L}])(?:the|de l'|de l’|l'|l’|der|die|des|della|dell'|dell’|de la|la|le|del|da|do)\s*(?:university|universite|université|universität|universitat|università|universita|universidad|universidade|college|institute|institut|instituto|istituto|school|academy|polytechnic)(?:\s+(?:registrar|registry|office|secretariat|secretary))?(?![\p{L}])/giu;

/** The text without its references to the issuer by kind; "the University of Ghana", "l'Université de Lomé" keep their names. */
function withoutTheIssuer(text: string): string {
  return text.replace(THE_ISSUER_RE, (m, offset: number) => {
    const after = text.slice(offset + m.length);
    return /^\s*(?:(?:of|de|di|du|des|del|della|do|da|von|für)(?![\p{L}])|d['’])/iu.test(after) || /^\s*\p{Lu}/u.test(after) ? m : ' ';
  });
}

export function hasInstitutionWord(text: string): boolean {
  const f = fold(text);
  if (INSTITUTION_LATIN.test(f)) return true;
  // "IES …": the Spanish Instituto de Educación Secundaria, printed as its abbreviation.
  if (/(^|\s)IES\s+\p{Lu}/u.test(text)) return true;
  const words = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (words.some((w) => INSTITUTION_CYRILLIC.test(w))) return true;
  const lower = f.toLowerCase();
  return INSTITUTION_SUBSTRINGS.some((s) => text.includes(s) || lower.includes(s));
}

/**
 * A unit of an institution, not the institution ("Faculty of …", "Office of the Registrar"). A
 * government's "Department of Examinations" is the examining body itself, which issues the results.
 */
// "Examination(s) …" starts a unit's name ("Examination Section", "Examinations Office"), but an examining body named
// so ("Examinations Council of Zambia", "Examinations Board of …") is the issuer of its statements (docs/
// document-understanding.md, "An examinations council names itself first").
// Rule "An examination's office is its issuer": an office named after the school-leaving examination it runs ("Office du
// Baccalauréat") is the examining body that issues the examination's relevé, no unit of another institution.
const UNIT_WORDS =
  /^(faculty|faculte|fakultat|facultad|facolta|department(?! of examinations?\b)|departement|departamento|dipartimento|office(?! (?:national )?du baccalaureat\b| of the baccalaureate\b| (?:national )?des examens\b)|service(?! (?:academique )?des examens\b)|direction(?! (?:generale )?des examens\b)|secretaria|prufungsamt|registrar|examination(?!s? (?:council|board|syndicate|authority|service|agency)\b)|studierendensekretariat|servicio|school of|division(?! des examens\b)|the registrar|academic registry|student records|le recteur|le president|la presidente|el rector|der rektor|die prasidentin|der prasident|факультет|факултет|fakultet|fakulta|кафедра|деканат|ректор|controller)/;

/** A line about a person rather than the issuer (birthplace, nationality, home address). */
const PERSONAL_LINE =
  /\b(son of|daughter of|wife of|s\/o|d\/o|filh[oa] de|hij[oa] de|fils de|fille de|identificad[oa] con|cedula de|cartao de cidadao|bilhete de identidade|documento de identidad|born|birth|place of birth|birthplace|nationality|citizenship|citizen|geburt|geboren|geburtsort|staatsangehorigkeit|naissance|ne le|nee le|nationalite|nacimiento|nacido|nacida|nacionalidad|nascita|nato|nata|nascimento|naturalidade|natural de|nacionalidade|nascid[oa]|natural d[aeo]|natural del|native of|originaire de|ne a|nee a|lahir|tempat lahir|родил|рожд|гражданство|народж|громадянство|verified by|checked by|prepared by|verifie par|controle par|gepruft von|bearbeitet von|verificado por|cotejado por|conferido por|verificato da|проверил|исполнитель|перевірив|виконавець|sprawdzil|sporzadzil|kontrol eden|hazirlayan|diperiksa oleh|disiapkan oleh|gecontroleerd door|opgesteld door)/;

/**
 * A holder's residence or origin, and a printer's imprint (rules "A holder's residence places no issuer",
 * "A printer's imprint places no issuer"): a place printed there is the holder's home or the printer's
 * works, not where the issuer stands. A bare "Address" caption may be the issuer's own and is no such
 * line; "Domicilio"/"Domicile" only as a caption, since "con domicilio en …" gives the issuer's seat.
 */
const NOT_ISSUER_PLACE_LINE =
  /\b(?:home|permanent|present|residential|current|correspondence|student'?s?|candidate'?s?) address\b|\b(?:state|lga|local government(?: area)?) of origin\b|\b(?:wohnanschrift|heimatanschrift|wohnort|endereco residencial|direccion de residencia|direccion de domicilio)\b|место жительства|адрес проживания|محل الاقامة|عنوان السكن|عنوان الاقامة|^(?:domicile|domicilio|residenza|residencia|residence)\s*:|^(?:printed (?:at|by)|imprime par|imprime sur les presses|impreso (?:por|en)|impresso (?:por|em)|gedruckt (?:bei|von)|stampato (?:da|presso))\b|^отпечатано/u;

/** A birth clause still open where its line ends ("… born on 18 May", "… nacido en"): no comma or stop after it. */
const BIRTH_CLAUSE_OPEN = /\b(born|ne le|nee le|ne a|nee a|nacid[oa]|nascid[oa]|geboren|nato|nata)\b[^,;.]*$/;

/**
 * The caption of a signatory under or over a signature ("Registrar", "Le Doyen", "Ректор",
 * "Kierownik Dziekanatu / Registrar"): the name printed beside it is a person, not a place.
 */
const SIGNATORY_CAPTION =
  /^(?:(?:the|le|la|el|il|der|die|de|o|a)\s+)?(?:(?:university|academic|deputy|assistant|chief|vice|pro)[\s-]+)*(?:registrar|dean|rector|rectora|president|chancellor|vice[\s-]chancellor|provost|principal|director|directora|controller|secretary|secretaire|secretario|secretaria|secretari[oa]|doyen|recteur|president|presidente|prasident|prasidentin|rektor|rektorin|dekan|dekanin|decano|decana|reitor|reitora|diretor|diretora|rettore|preside|responsabile|dziekan|kierownik|rektor|decaan|voorzitter|secretaris|hoofd|kepala|leiter|leiterin|chef|jefe|ректор|декан|директор|секретар|секретарь|начальник|проректор)\b/u;

/**
 * State headings that name the country only by its adjective ("RÉPUBLIQUE FRANÇAISE" on a French
 * diploma): the gazetteer has nouns only.
 */
const ADJECTIVAL_STATE_HEADINGS: Array<[RegExp, string]> = [
  [/^republique francaise$/, 'FR'],
  [/^repubblica italiana$/, 'IT'],
  [/^republica portuguesa$/, 'PT'],
];

/** A document or examination title that holds an institution word ("Secondary School Certificate Examination"). */
const DOCUMENT_TITLE = /\b(examination|exam|certificate|marksheet|mark sheet|marks statement|statement of marks|transcript|report card|leaving|zeugnis|releve|certificado|diploma)\b/;
const ISSUER_BODY = /\b(board|council|university|universit\w*|college|institute|institut\w*|academy|hochschule)\b/;

/** Street types that start an address line, in the corpus languages. */
const STREET_START =
  /^(avenida|avenidade|avenue|ave?\.|av\.|rua|calle|c\/|street|road|strasse|str\.|via|viale|piazza|largo|rue|boulevard|bd\.?|lane|plaza|praca|platz|ul\.|улица|ул\.|вулиця|вул\.|проспект|просп\.|пр\.)(\s|$)/;

const SENTENCE_WORDS = /\b(certif|hereby|this is|que |dass|confer|verleiht|has|hat|ha |a ete|is awarded|awarded to)\b/;
/**
 * The formulas of a certificate's seal and conferral ("Given under the Common Seal of the …",
 * "In witness whereof the seal of the … is affixed", "The University hereby confers upon"): a
 * sentence about the institution, never its name as a whole.
 */
const SEAL_OR_CONFERRAL = /\b(hereby|confers?|conferred|seal of|sealed|given under|in witness|affixed|awards to|grants to|awarded to|granted to|awarded by|issued by|granted by|under the authority)\b/;
/** An address that starts with the house number ("70 College Avenue, …"): a street named after an institution word is no institution. */
const NUMBERED_STREET = /^\d+[a-z]?,?\s+(?:[\p{L}.'-]+\s+){0,4}(?:avenue|ave|road|rd|street|st|lane|drive|dr|boulevard|blvd|way|close|crescent|place|square|marg|nagar)\b/u;

// ---------------------------------------------------------------------------------------------
// Evidence helpers

interface Where {
  line: Line;
  /** Index in line.text where the evidence starts (for the segment's box). */
  at: number;
}

function boxOf(w: Where): Evidence['box'] {
  let offset = 0;
  for (const s of w.line.segments) {
    const end = offset + s.text.length;
    if (w.at < end + 2) return { x: s.x, y: s.y, width: s.width, height: s.height };
    offset = end + 2;
  }
  return { x: w.line.x, y: w.line.y, width: w.line.width, height: w.line.height };
}

/** OCR words carry their confidence; a text layer reads as certain. */
function readConfidence(line: Line): number {
  const confs = line.items.map((i) => i.confidence).filter((c): c is number => c !== null);
  if (!confs.length) return 1;
  return Math.max(0, Math.min(1, confs.reduce((a, b) => a + b, 0) / confs.length / 100));
}

function evidenceAt(w: Where, strength: number, rule: string, document: number | undefined): Evidence {
  const e: Evidence = { page: w.line.pageNumber, box: boxOf(w), confidence: +(readConfidence(w.line) * strength).toFixed(3), rule };
  if (document !== undefined) e.document = document;
  return e;
}

/** One piece of evidence for a country. */
interface Clue {
  kind: 'printed' | 'state' | 'postcode' | 'phone' | 'domain' | 'city' | 'script';
  countries: string[];
  weight: number;
  /** 0..1: how sure this clue is about the country on its own. */
  strength: number;
  rule: string;
  where: Where;
  state?: GazState;
  /** The place as printed (a state name shared by several countries is resolved from it). */
  printed?: string;
  /** A state's name read inside a landform's name in the institution's name ("Mount Tabor", "Kent Vale"). */
  landform?: boolean;
  /** Countries where the printed name, unmarked and after no city, is also a city's: there it names the city. */
  cityIn?: string[];
}

// ---------------------------------------------------------------------------------------------
// Finding names in text

interface Token {
  orig: string;
  folded: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const folded = foldAny(m[0]);
    if (folded) out.push({ orig: m[0], folded, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

interface NameHit<T> {
  names: Array<GazName<T>>;
  start: number;
  end: number;
  orig: string;
  /** Index of the first and after-last token. */
  t0: number;
  t1: number;
}

/** Left to right, the longest name at each word, non-overlapping: token n-grams looked up in a name map. */
function findNames<T>(
  tokens: Token[],
  text: string,
  map: Map<string, Array<GazName<T>>>,
  maxWords: number,
  used: boolean[],
  stems?: Map<string, Array<GazName<T>>>,
): Array<NameHit<T>> {
  const out: Array<NameHit<T>> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    let key = '';
    let best: { names: Array<GazName<T>>; n: number } | null = null;
    for (let n = 1; n <= maxWords && i + n <= tokens.length && !used[i + n - 1]; n++) {
      key = n === 1 ? tokens[i].folded : `${key} ${tokens[i + n - 1].folded}`;
      const names = map.get(key) ?? (stems && /\p{Script=Cyrillic}/u.test(key) ? stems.get(cyrillicStems(key)) : undefined);
      if (names) best = { names, n };
    }
    if (!best) continue;
    const j = i + best.n;
    // Rule "A place name is a whole compound": a name that is only part of a hyphenated word ("Paul" of "Saint-Paul",
    // "Denis" of "Saint-Denis") names another place, the compound's.
    if (/\p{L}[-‐]$/u.test(text.slice(0, tokens[i].start)) || /^[-‐]\p{L}/u.test(text.slice(tokens[j - 1].end))) continue;
    for (let k = i; k < j; k++) used[k] = true;
    out.push({ names: best.names, start: tokens[i].start, end: tokens[j - 1].end, orig: text.slice(tokens[i].start, tokens[j - 1].end), t0: i, t1: j });
    i = j - 1;
  }
  return out;
}

const isUpper = (s: string) => s === s.toUpperCase() && s !== s.toLowerCase();
/**
 * Starts with a capital, or with a letter of a script without case (Thai, Arabic). Georgian is written
 * without case: its everyday letters (Mkhedruli) have all-capital forms in Unicode (Mtavruli), used only
 * for emphasis, so "საქართველო" starts no lower-case word.
 */
const startsUpper = (s: string): boolean => {
  const ch = [...s][0] ?? '';
  if (/\p{Script=Georgian}/u.test(ch)) return true;
  return ch.toUpperCase() !== ch.toLowerCase() ? ch === ch.toUpperCase() : true;
};

/** A separator of address parts before / after a name; a hyphen inside a word ("Vice-Chancellor") is none. */
const SEP_BEFORE = /(^|[,·•|;/(]|\s[–—-]|\d)\s*$/;
const SEP_AFTER = /^\s*([,·•|;)]|[–—-]\s|\d|$)/;

/** Below this confidence OCR's point after a word may be a comma whose tail it lost. */
const UNSURE_POINT = 80;

/**
 * Rule "A comma read as a point before a country" (docs/document-understanding.md, "Scans and photos", "What the scans
 * of l- and the older development scans showed"): a screenshot's footer "Road Town, Tortola, British Virgin Islands"
 * was read "Tortola." at 72, and the country, no longer after a separator, was not taken. On an OCR line, a country's
 * name after a word with a point that OCR read under UNSURE_POINT, within a line of a place (a comma before it), is
 * after the address's comma; a point read surely ends a sentence, and a text layer's point is print.
 */
function commaReadAsPoint(line: Line, before: string): boolean {
  const m = /(\S+)\.\s*$/.exec(before);
  if (!m || !before.slice(0, m.index).includes(',')) return false;
  const word = `${m[1]}.`;
  const item = [...line.items].reverse().find((i) => i.text.endsWith(word));
  return item?.confidence != null && item.confidence < UNSURE_POINT;
}

/** A place name printed as an address part: after a separator, before one, or alone in its cell. */
function inAddressPosition(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (SEP_BEFORE.test(before) && (before.trim() === '' ? SEP_AFTER.test(after) : true)) return true;
  if (/^\s*([,·•|;)]|[–—-]\s|\d{3}|$)/.test(after) && before.trim() !== '') return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// The institution name

interface NameCandidate {
  text: string;
  line: Line;
  at: number;
  score: number;
  latin: boolean;
}

/** The name of a web page after the site's owner in a title bar ("… - Student Portal", "… – Dashboard"). */
const WEB_PAGE = /\b(?:portal|dashboard|home\b|log ?in\b|sign (?:in|out)\b|my results|e-?services|online services|self[- ]service)/i;
/** What a results page shows, after the owner's name in its title ("… Council - GCE Ordinary Level Results"). */
const PAGE_SUBJECT = /\b(?:results?|result slip|statement of results|examination results)$/i;

/** The English words of an institution's name. */
const ENGLISH_INSTITUTION = /\b(?:university|institute|college|academy|school|polytechnic|conservatory)\b/i;

const LATIN_ONLY = (s: string) => !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(s);

/**
 * The institution's name: a cell with an institution word, in the largest type near the top of
 * the first page, in its Latin form when the page prints one; else a labeled value. Without
 * "The" and without the address printed after it.
 */
function findInstitutionName(lines: Line[], options: IssuerOptions): { name: string; where: Where; rule: string } | null {
  const firstPage = lines[0]?.pageNumber ?? 1;
  const page1 = lines.filter((l) => l.pageNumber === firstPage && !options.tableLines?.has(l));
  const cands: NameCandidate[] = [];
  // A ministry of education heading a school-leaving certificate issues it; a school printed under its own
  // caption ("School:", "المدرسة:") is then the candidate's (families README, "A state examination's
  // certificate names who issues it").
  const ministry = ministryHeading(page1);
  // So is the school of an examination's candidate (rule "A candidate's school is no issuer"): a page that
  // numbers its holder as a candidate (roll, seat, index, candidate or centre number) is a board's or a
  // council's statement, and the school or centre under its caption is where the candidate sat, never the
  // issuer, also when the board's own line is not printed.
  const examination = page1.some((l) => EXAMINATION_CANDIDATE.test(fold(l.text)));
  const schoolCaption = (text: string) => isLeaderedSchoolCaption(text) || (examination && isCentreCaption(text.replace(LEADERS, '')));
  const schoolIsCandidates = !!ministry || examination;
  page1.forEach((l, idx) => {
    let offset = 0;
    for (const seg of l.segments) {
      let at = offset;
      offset += seg.text.length + 2;
      let t = seg.text.trim();
      // Rule "A footer's parts between middle dots": "© Name of the University · street, town, country · e-mail" (a
      // web page's or a portal's footer) sets the name, the address and the contact apart with middle dots; the part
      // that names an institution is the candidate, not the line.
      const dotted = t.split(/\s+[·•]\s+/);
      const named = dotted.length > 1 ? dotted.find((p) => hasInstitutionWord(p) && !UNIT_WORDS.test(fold(p))) : undefined;
      if (named) {
        at += Math.max(0, seg.text.indexOf(named));
        t = named.trim();
      }
      if (schoolIsCandidates && l.segments.some((o) => o !== seg && schoolCaption(o.text))) continue;
      // The same caption over its value in a grid of captions ("CANDIDATE NAME | … | CENTRE" over the particulars): the
      // cell flush under a school's or centre's caption is the candidate's school too.
      if (schoolIsCandidates && page1[idx - 1]?.segments.some((o) => schoolCaption(o.text) && Math.abs(o.x - seg.x) < Math.max(4, o.fontSize * 1.5))) continue;
      if (!hasInstitutionWord(t) || UNIT_WORDS.test(fold(t))) continue;
      if (t.length > 120 || /^\(/.test(t)) continue;
      // Rule "Two years make a sentence, not a name": "2018 жылы университетке түсіп, 2022 жылы" (entered the
      // university in 2018, in 2022 …) tells the holder's study; a name carries a year at most once ("© 2022 …").
      if ((t.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? []).length >= 2) continue;
      // Rule "A dated line names no institution": a cell that prints a whole date ("Decision of the Examination Board of
      // 28 June 2019", "… du 01.06.2020") is a decision's or an event's heading; a name dates nothing.
      if (findDates(t).length) continue;
      // Rule "A reference to the institution is no name": "Modules studied at the Institute" refers to the issuer
      // named elsewhere; an institution word that only follows "the" at the end of a sentence names no one.
      if (referenceToInstitution(t)) continue;
      if (/:/.test(t) && !/:\s*$/.test(t)) continue;
      // A caption waiting for its value ("School:", "University:") names no institution: its value does.
      if (/:\s*$/.test(t) && !/\s/.test(t.replace(/:\s*$/, ''))) continue;
      // Rule "A number's caption is no institution": a caption that numbers or codes something of a school, a
      // faculty or a centre ("Index No. of the school:", "Institution code:", "رمز الكلية:") waits for its number,
      // whatever institution word it holds.
      if (isNumberCaption(t)) continue;
      // Nor does such a caption printed without its colon ("School", "Name of Institution") in its own cell.
      if (isInstitutionCaption(t.replace(LEADERS, '')) || isLeaderedSchoolCaption(t)) continue;
      const f = fold(t);
      const words = t.split(/\s+/).length;
      if (NUMBERED_STREET.test(f)) continue;
      // A direction, service or division of examinations under a ministry's heading is the ministry's own (rule "An
      // office of examinations and competitions is an examining body"): only a national office is a body of its own.
      if (ministry && EXAMINATIONS_UNIT.test(f)) continue;
      if (SEAL_OR_CONFERRAL.test(f) && words > 3) {
        // The institution a seal or conferral formula names ("… the Common Seal of the X University"), or nothing.
        const spoken = institutionInText([l]);
        if (spoken) cands.push({ text: spoken.name, line: l, at: spoken.where.at, score: seg.fontSize * 2 - idx * 0.5, latin: LATIN_ONLY(spoken.name) });
        continue;
      }
      if (SENTENCE_WORDS.test(f) && words > 6) continue;
      if (words > 16) continue;
      // Rule "A caseless sentence is no name": in a script without capitals (Arabic) the case of the words cannot tell a
      // sentence (below); a cell of more than ten words there is running text that names a faculty or a department
      // ("… قد أتمت بنجاح جميع متطلبات التخرج بقسم … بكلية"), not the issuer's name.
      if (words > 10 && !/[\p{Lu}\p{Ll}]/u.test(t)) continue;
      if (DOCUMENT_TITLE.test(f) && !ISSUER_BODY.test(f)) continue;
      // An address that names the institution's street ("Avenida de la Universidad, 84 …").
      if (STREET_START.test(f)) continue;
      // An officer's title under a signature ("University Registrar", "College Principal"): a role, no institution.
      if (ROLE_END.test(f)) continue;
      // A sentence (most words in lower case), not a name: "This transcript is not valid unless …".
      const wordList = t.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
      if (wordList.length > 7 && wordList.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > wordList.length) continue;
      const score = seg.fontSize * 2 - idx * 0.5 + (l.bold ? 3 : 0);
      cands.push({ text: t, line: l, at, score, latin: LATIN_ONLY(t) });
    }
  });
  // The Latin form when the document prints one (the interface's convention for bilingual pages).
  const pool = cands.some((c) => c.latin) ? cands.filter((c) => c.latin) : cands;
  let best: NameCandidate | undefined = pool.sort((a, b) => b.score - a.score)[0];
  // A letterhead in the national language with its English translation on the next line, in about
  // the same type ("ZARAFSHON VODIYSI UNIVERSITETI" / "ZARAFSHAN VALLEY UNIVERSITY"): the English
  // form of a bilingual document is the name (the interface's convention for bilingual pages).
  if (best && !ENGLISH_INSTITUTION.test(best.text)) {
    const english = pool.find((c) => c !== best && c.line.pageNumber === best!.line.pageNumber && Math.abs(c.line.index - best!.line.index) <= 2 && ENGLISH_INSTITUTION.test(c.text) && c.score >= best!.score - 6);
    if (english) best = english;
  }
  if (best && !ENGLISH_INSTITUTION.test(best.text)) {
    // The awarding institution's caption pairs the letterhead's name with its English form
    // ("Nevėžio universitetas / Nevėžis University"): the English form is the name (bilingual pages).
    const englishForm = englishFormOf(best.text, options.labeled ?? []);
    if (englishForm) {
      const name = cleanInstitutionName(englishForm.name);
      if (name) return { name, where: { line: englishForm.line, at: Math.max(0, englishForm.line.text.indexOf(englishForm.name)) }, rule: 'letterhead, English form under its caption' };
    }
    // Rule "A translation names the institution in English": the original followed by its translation under a heading
    // "Translation" (the lower half of the page, or a page appended to it) captions the institution again in English:
    // that form is the name, as a bilingual document's English form is.
    const translated = translationPageInstitution(lines, options.labeled ?? []);
    if (translated) return translated;
    // The translation on the next line in smaller or lighter type: it repeats the name's proper word
    // ("TISZAPARTI TUDOMÁNYEGYETEM" / "University of Tiszapart", "KURZEMES … AUGSTSKOLA" / "Kurzeme University of …").
    const translation = pool.find((c) => c !== best && c.line.pageNumber === best!.line.pageNumber && c.line.index === best!.line.index + 1 && ENGLISH_INSTITUTION.test(c.text) && sharesProperWord(best!.text, c.text));
    if (translation) best = translation;
  }
  // A ministry heading a state examination's diploma is the state's, not the issuer, when the certifying
  // sentence names the school the examination was passed at (the Italian diploma di esame di Stato, "ha
  // superato l'Esame di Stato … presso <school>", signed by the school's head): that school issues it
  // (families README, "A state examination's certificate names who issues it"). Only a ministry gives way.
  const examinedAt = () => (!best || MINISTRY.test(fold(best.text)) ? schoolOfTheExamination(page1) ?? schoolThatCertifies(page1) : null);
  // A ministry in the letterhead of what a school's head signs is no issuer (rule "A ministry issues no school's or
  // university's paper"), whether or not the school's line is printed.
  if (best && MINISTRY.test(fold(best.text)) && schoolHeadSigns(page1)) {
    const school = examinedAt();
    if (school) return school;
    best = undefined;
  }
  if (best) {
    const school = examinedAt();
    if (school) return school;
    const name = cleanInstitutionName(joinWrapped(best, page1));
    if (name) return { name, where: { line: best.line, at: best.at }, rule: 'letterhead' };
  }
  const lab = options.labeled?.find((p) => p.field === 'institution' && hasInstitutionWord(p.value) && !(ministry && isSchoolCaption(p.phrase)) && !(examination && (schoolCaption(p.phrase) || isInstitutionCaption(p.phrase))));
  if (lab) {
    const name = cleanInstitutionName(lab.value);
    if (name) return { name, where: { line: lab.line, at: Math.max(0, lab.line.text.indexOf(lab.value)) }, rule: `label ${lab.phrase}` };
  }
  return institutionInText(page1) ?? quotedAfterLegalForm(page1) ?? examinedAt() ?? ministry;
}

/** A sentence that ends on "the <institution word>": "Modules studied at the Institute", "… awarded by the University". */
function referenceToInstitution(text: string): boolean {
  const m = /^(.*\s)the\s+(\p{L}+)\s*[.:]?$/iu.exec(text.trim());
  if (!m || !hasInstitutionWord(m[2])) return false;
  // A sentence: a word in lower case before "the" ("studied at"), not a name's "of" alone ("College of the Bahamas" names).
  return m[1].split(/\s+/).filter(Boolean).some((w) => /^\p{Ll}/u.test(w) && !/^(?:of|and|for|de|du|des|la|le)$/.test(w));
}

/**
 * Captions that number the holder as an examination's candidate ("Roll No.", "Seat No.", "Index No", "Candidate Number",
 * "Centre Number", the French "N° de table": rule "a numéro de table numbers an examination's candidate").
 */
const EXAMINATION_CANDIDATE = /(?<![\p{L}])(?:roll|seat|index|candidate|centre|center)\s*(?:no|number|num)\b|(?<![\p{L}])(?:n[°º.]?|no\.?|numero) de table(?![\p{L}])|(?<![\p{L}])name of (?:the )?candidate(?![\p{L}])|(?<![\p{L}])candidate'?s? name(?![\p{L}])/u;

/** A word that numbers or codes what follows it or goes before it: "No.", "Number", "Code", "ID", "N°", "№", "رقم", "رمز". */
const NUMBERING_WORD = /(?<![\p{L}])(?:no|nos|nr|num|number|code|id|n[°º]|numero|numéro|número|codigo|código|nummer|kennziffer|номер|код)(?![\p{L}])|№|(?<![\p{L}])(?:رقم|رمز)(?![\p{L}])/iu;

/**
 * Rule "A number's caption is no institution": a cell that ends in its caption's colon (or, set right to left, opens
 * with it) and holds a word that numbers or codes ("Index No. of the school:", "Examination centre code:", "رمز
 * الكلية:") captions a number, never the institution's name.
 */
function isNumberCaption(text: string): boolean {
  const t = text.trim();
  return (/[:：]$/u.test(t) || /^[:：]/u.test(t)) && NUMBERING_WORD.test(t.replace(/[:：]/gu, ' '));
}

/** Dot leaders running a caption out to its value ("School .........."). */
const LEADERS = /\s*[.…]{2,}\s*$/u;

/** A school's caption, also run out to its value by dot leaders ("School ..........", a caption as "School:" is). */
function isLeaderedSchoolCaption(text: string): boolean {
  const bare = text.replace(LEADERS, '');
  return isSchoolCaption(bare === text ? text : `${bare}:`);
}

/** A centre's caption ("Centre", "Centre Name", "Name of Centre"): the examination centre, a school. */
function isCentreCaption(text: string): boolean {
  const t = fold(text.trim()).replace(/[:.\s]+$/, '');
  // The French, Portuguese and Spanish captions of the examination centre ("Centre d'examen", "Centro de exame").
  return /^(?:(?:examination |exam )?cent(?:re|er)(?: name)?|name of (?:the )?cent(?:re|er)|cent(?:re|ro) d(?:e |')(?:examens?|exames?|composition)|centro de examen(?:es)?)$/u.test(t);
}

/** An institution's caption alone ("Name of Institution", "Institution", "College"): on a candidate's statement, the candidate's school. */
function isInstitutionCaption(text: string): boolean {
  const m = matchLabel(text.trim());
  // A university's caption names the awarding body, which a candidate's statement may print under a caption.
  return !!m && m.field === 'institution' && !m.rest.trim() && !/universit/u.test(fold(text));
}

/** A school's caption alone in its cell ("School:", "Name of School", "المدرسة:"): the value beside it is the candidate's school. */
function isSchoolCaption(text: string): boolean {
  const t = text.trim();
  const m = matchLabel(t);
  const caption = /:\s*$/.test(t) || (!!m && m.field === 'institution' && !m.rest.trim());
  // The French "Établissement :" of a relevé names the candidate's school as "School:" does (rule "a candidate's
  // établissement is a school caption").
  return caption && t.split(/\s+/).length <= 4 && /(?<![\p{L}])(school|escuela|ecole|schule|scuola|escola|colegio|etablissement)(?![\p{L}])|مدرسة|المدرسة/u.test(fold(t));
}

/** Education, in the languages of the ministries' names. */
const EDUCATION_WORD = /(?<![\p{L}])(education|educacion|educacao|istruzione|enseignement|erziehung|bildung|образования|освіти)(?![\p{L}])|التربية|التعليم/u;

/**
 * A ministry of education named in the first lines of the first page, alone in its cell, in its Latin form
 * when the page prints one ("Ministry of Education" beside "وزارة التربية والتعليم").
 */
function ministryHeading(page1: Line[]): { name: string; where: Where; rule: string } | null {
  const found: Array<{ text: string; line: Line; at: number }> = [];
  for (const l of page1.slice(0, 8)) {
    let offset = 0;
    for (const seg of l.segments) {
      const t = seg.text.trim();
      const at = offset;
      offset += seg.text.length + 2;
      // Rule "a ministry after its state's name is the ministry": a heading "State of Palestine — Ministry of
      // Education" (a portal's or a letterhead's one line) names the state, then the ministry, parted by a spaced dash.
      for (const part of t.split(/\s+[—–-]\s+/u)) {
        const f = fold(part);
        // Rule "A ministry issues no school's or university's paper": a ministry of higher education heads the
        // records its universities issue, never issuing one itself.
        if (MINISTRY.test(f) && EDUCATION_WORD.test(f.replace(HIGHER_EDUCATION_ALL, ' ')) && part.split(/\s+/).length <= 10 && !/[:\d]/.test(part)) found.push({ text: part, line: l, at: at + Math.max(0, t.indexOf(part)) });
      }
    }
  }
  // Nor does a ministry issue what a school's head signs (the Italian diploma di esame di Stato, "Il Dirigente
  // scolastico"): the school issues it, and with the school's line gone none is named.
  if (schoolHeadSigns(page1)) return null;
  const pick = found.find((c) => LATIN_ONLY(c.text)) ?? found[0];
  if (!pick) return null;
  const service = educationServiceUnder(pick, page1);
  if (service) return service;
  return { name: wrappedMinistry(pick, page1), where: { line: pick.line, at: pick.at }, rule: 'ministry of education heading a school certificate' };
}

/**
 * Rule "A territory's education service under its ministry issues" (docs/document-understanding.md, "Forms the rotated
 * group l- showed"): a ministry heads the certificate and, on one of the three lines under it, its service of education
 * for one region or territory names itself with the place it serves ("Service de l'éducation de Saint-Pierre-et-
 * Miquelon", "Direction régionale de l'éducation de …", "Department of Education of …"): that service runs the
 * examinations there and issues the certificate, as a rectorate does in France's académies. A line of the ministry's
 * own portfolio ("et de la Formation professionnelle") or an examinations office names no place and stays the ministry's.
 */
const EDUCATION_SERVICE = /^(?:service|direction|delegation|inspection|department|departement|secretaria|direccion|directorate|office)(?: [\p{L}-]+){0,2}? (?:of |de l |de la |de |du |for )?(?:education|enseignement|educacion|educacao)(?: nationale| publique| publica)? (?:de|du|des|d|of|for|del|da|do|in) \p{L}/u;
function educationServiceUnder(pick: { line: Line }, page: Line[]): { name: string; where: Where; rule: string } | null {
  const i = page.indexOf(pick.line);
  for (let k = 1; k <= 3 && i >= 0 && i + k < page.length; k++) {
    const l = page[i + k];
    for (const seg of l.segments) {
      const t = seg.text.trim();
      if (/[:\d]/.test(t) || t.split(/\s+/).length > 12) continue;
      if (EDUCATION_SERVICE.test(fold(t).replace(/['’]/g, ' ').replace(/\s+/g, ' '))) return { name: t, where: { line: l, at: Math.max(0, l.text.indexOf(t)) }, rule: 'education service of a territory under its ministry' };
    }
  }
  return null;
}

/** The words that go on with a ministry's portfolio on the next line ("… Nationale" / "et de la Formation Professionnelle"). */
const PORTFOLIO_GOES_ON = /^(?:et|and|y|e|und|i|и|і)\s+\S/u;

/**
 * Rule "a ministry's name wraps over two letterhead lines": a letterhead sets a long ministry's name on two lines in
 * one type, the second opening with the conjunction that joins its portfolios ("Ministère de l'Éducation Nationale" /
 * "et de la Formation Professionnelle"). The cell below it (within two lines, a crest's letters or the other script's
 * half may stand between), starting at its left edge in the same size, goes on with the name. An OCR word's size is its
 * box's height, which a line without descenders makes smaller: a quarter apart is still the same type there.
 */
function wrappedMinistry(pick: { text: string; line: Line; at: number }, page: Line[]): string {
  const seg = pick.line.segments.find((x) => x.text.trim() === pick.text);
  if (!seg) return pick.text;
  const i = page.indexOf(pick.line);
  for (let k = 1; k <= 2 && i >= 0 && i + k < page.length; k++) {
    const l = page[i + k];
    if (l.y - pick.line.y > seg.fontSize * 3.5) break;
    const below = l.segments.find((x) => Math.abs(x.x - seg.x) <= seg.fontSize * 1.5 && Math.abs(x.fontSize - seg.fontSize) <= seg.fontSize * (seg.items.some((i) => i.confidence !== null) ? 0.25 : 0.15));
    if (!below) continue;
    const t = below.text.trim();
    if (PORTFOLIO_GOES_ON.test(t) && !/[:\d]/.test(t) && t.split(/\s+/).length <= 8) return `${pick.text} ${t}`;
    break;
  }
  return pick.text;
}

/**
 * Higher education in the languages of the ministries' names. A ministry of higher education alone issues no
 * school's paper; one whose portfolio names education besides ("Ministry of Education, Culture and Higher Education")
 * heads the school-leaving examinations too (rule "a ministry of education and higher education is a ministry of
 * education"): the education word must stand outside the higher-education phrase.
 */
const HIGHER_EDUCATION_ALL = /(?<![\p{L}])(?:higher education|enseignement superieur|educacion superior|educacao superior|ensino superior|istruzione superiore|hochschulbildung|высшего образования|вищої освіти)(?![\p{L}])|التعليم العالي|تحصیلات عالی/gu;
/** A school's head as the caption of a signature, alone in its cell (folded). */
const SCHOOL_HEAD = /^(?:the |il |la |le |der |die )?(?:dirigente scolastic[oa]|principal|headmaster|headmistress|head teacher|headteacher|proviseur|proviseure|schulleiter(?:in)?|director(?:a)? del (?:centro|colegio|liceo)|director(?:a)? da escola)$/u;
const schoolHeadSigns = (page: Line[]): boolean => page.some((l) => l.segments.some((seg) => SCHOOL_HEAD.test(fold(seg.text.trim()))));
/** A ministry's name, in the corpus languages ("Ministero dell'Istruzione, dell'Università …" lists its portfolio). */
const MINISTRY = /^(?:the )?(?:ministero|ministry|ministerio|ministere|ministerium|ministerstvo|ministerstwo|ministerul|министерство|міністерство|وزارة)(?![\p{L}])/u;
/** The school a state examination was passed at, in the certificate's sentence: Italian "… superato l'Esame di Stato … presso <school>". */
const EXAMINED_AT = /(?<![\p{L}])(?:superat[oa]|sostenut[oa])(?![\p{L}]).*?(?<![\p{L}])presso\s+(?:l['’]\s*|il\s+|la\s+|lo\s+)?(\p{Lu}.*)$/u;

/**
 * Rule "A school's office certifies in its own name" (docs/document-understanding.md, "What the older development misses
 * showed (stop 43)"): under a ministry's letterhead, a school's certificate of studies opens with the office that
 * certifies, of the school by its name ("La Dirección de la Institución Educativa N° 50612 "Virgen de Belén", con código
 * modular …, certifica que:", "The Principal of Hillcrest Secondary School hereby certifies that"). That school issues it,
 * as the school a state examination was passed at does. Folded; group 1 is the rest of the sentence after the office.
 */
const CERTIFYING_OFFICE =
  /^(?:the |la |el |le |il |a |o )?(?:direccion|director|directora|direction|directeur|directrice|direzione|dirigente scolastic[oa]|secretaria(?: general| academica)?|secretario(?: general| academico)?|rectorado|rector|rectora|principal|head teacher|headmaster|headmistress|registrar)\s+(?:of the|of|de la|del|de|du|de l'|della|dello|del)\s+(.+)$/u;

/** A ministry's unit that runs the examinations ("Direction des Examens et des Concours", "Service des Examens"), folded. */
const EXAMINATIONS_UNIT = /(?<![\p{L}])(?:service(?: academique)?|division|direction(?: generale)?) des examens\b/u;

/** "Institución educativa", "unidad educativa", "centro educativo": the Spanish names of a school as an institution (folded). */
const SCHOOL_AS_INSTITUTION = /^(?:institucion|unidad|centro) educativ[ao](?![\p{L}])/u;

function schoolThatCertifies(page: Line[]): { name: string; where: Where; rule: string } | null {
  for (const l of page.slice(0, 25)) {
    const text = l.text.trim();
    const m = CERTIFYING_OFFICE.exec(foldSameLength(text));
    if (!m || !/(?<![\p{L}])(?:certifica|certifies|certifie|certifica que|hereby certif|atteste|attesta)/u.test(m[1])) continue;
    // The school's name runs to the first comma, or to the verb.
    const start = text.length - m[1].length;
    const rest = text.slice(start);
    const end = rest.search(/,|\s(?:certifica|certifies|hereby|certifie|atteste|attesta)\b/iu);
    // The name as printed, its quoted proper name included (a school's number and its name in quotes).
    const name = rest.slice(0, end < 0 ? undefined : end).trim().replace(/^the\s+/iu, '');
    if (!name || !(hasInstitutionWord(name) || SCHOOL_AS_INSTITUTION.test(fold(name))) || MINISTRY.test(fold(name)) || name.split(/\s+/).length > 12) continue;
    return { name, where: { line: l, at: start }, rule: 'school whose office certifies' };
  }
  return null;
}

function schoolOfTheExamination(page: Line[]): { name: string; where: Where; rule: string } | null {
  for (const l of page) {
    const m = EXAMINED_AT.exec(l.text);
    if (!m) continue;
    const out: string[] = [];
    for (const w of m[1].split(/\s+/)) {
      const bare = w.replace(/[,;.:]+$/, '');
      if (!bare || !(/^\p{Lu}/u.test(bare) || NAME_PARTICLES.test(bare))) break;
      out.push(bare);
      if (bare !== w) break;
    }
    while (out.length && NAME_PARTICLES.test(out[out.length - 1])) out.pop();
    const text = out.join(' ');
    if (out.length < 2 || !hasInstitutionWord(text)) continue;
    const name = cleanInstitutionName(text);
    if (name) return { name, where: { line: l, at: Math.max(0, l.text.indexOf(out[0])) }, rule: 'school the state examination was passed at' };
  }
  return null;
}

/**
 * Whether two forms of an institution's name share a proper word: a word of five letters or more of one (no
 * institution word) whose first five letters open a word of the other ("Tiszaparti" / "Tiszapart", "Daugavkrasta" /
 * "Daugavkrasts"), as a place's name does in a name and its translation.
 */
function sharesProperWord(a: string, b: string): boolean {
  const words = (t: string, min: number) => fold(t).split(/[^\p{L}]+/u).filter((w) => w.length >= min && !hasInstitutionWord(w));
  const wb = words(b, 4);
  // Rule "A proper word across a translation": a place name keeps its stem in the other language though its ending
  // or its transliteration change ("Drinit" / "Drin", "Jonian" / "Ionian", "Durrësit" / "Durrës"): a word of four
  // letters or more that begins the other, or one letter apart in the first five.
  const near = (x: string, y: string) => x.slice(0, 5) === y.slice(0, 5) || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x))) || (x.length >= 5 && y.length >= 5 && oneApart(x.slice(0, 5), y.slice(0, 5)));
  return words(a, 4).some((x) => wb.some((y) => near(x, y)));
}

/** The heading of a translation printed under the original or on a page after it ("Translation", "English Translation", "Certified translation from Azerbaijani"). */
const TRANSLATION_HEADING = /^(?:(?:certified|sworn|official|english)\s+)?translation(?:\s+(?:from|into)\s+\p{L}+(?:\s+into\s+\p{L}+)?)?\s*[:.]?$/iu;

function translationPageInstitution(lines: Line[], labeled: LabeledValue[]): { name: string; where: Where; rule: string } | null {
  // Where the translation starts: a heading alone on its line, under the original (the lower half of the page, or a
  // later page).
  const heading = lines.find((l, i) => i > 0 && TRANSLATION_HEADING.test(l.text.trim()));
  if (!heading) return null;
  const inside = (l: Line) => l.pageNumber > heading.pageNumber || (l.pageNumber === heading.pageNumber && l.y > heading.y);
  const english = (t: string) => ENGLISH_INSTITUTION.test(t) && LATIN_ONLY(t) && hasInstitutionWord(t) && !/:\s*$/.test(t) && t.split(/\s+/).length <= 12;
  const p = labeled.find((x) => x.field === 'institution' && inside(x.line) && english(x.value));
  if (p) {
    const name = cleanInstitutionName(p.value);
    if (name) return { name, where: { line: p.line, at: Math.max(0, p.line.text.indexOf(p.value)) }, rule: 'institution in the translation' };
  }
  // The name in a cell of its own (beside a caption the lexicon does not know, or as the translated letterhead).
  // Rule "A translator's note is no text of the document": a sworn translation describes in square brackets what the
  // original shows ("[Signature]", "[Seal of the university]", "[Letterhead:]"); the words of such a note name nothing.
  const noted = (t: string) => t.replace(/\[[^\]]*\]?/gu, ' ').replace(/\s+/g, ' ').trim();
  for (const l of lines) {
    if (!inside(l)) continue;
    const seg = l.segments.find((sg) => english(noted(sg.text)) && !UNIT_WORDS.test(fold(sg.text)) && !/:/.test(noted(sg.text)));
    const name = seg ? cleanInstitutionName(noted(seg.text)) : null;
    if (seg && name) return { name, where: { line: l, at: Math.max(0, l.text.indexOf(seg.text.trim())) }, rule: 'institution in the translation' };
  }
  return null;
}
/** Two words of one length that differ in one letter only. */
const oneApart = (x: string, y: string): boolean => x.length === y.length && [...x].filter((ch, k) => ch !== y[k]).length === 1;

/** The English half of a labeled institution "National / English" whose other half is `name` (in any case). */
function englishFormOf(name: string, labeled: LabeledValue[]): { name: string; line: Line } | null {
  const key = foldAny(name);
  for (const p of labeled) {
    if (p.field !== 'institution') continue;
    const halves = p.value.split(/\s+\/\s+/).map((h) => h.trim());
    if (halves.length !== 2 || !halves.some((h) => foldAny(h) === key)) continue;
    const other = halves.find((h) => foldAny(h) !== key)!;
    if (ENGLISH_INSTITUTION.test(other) && LATIN_ONLY(other)) return { name: other, line: p.line };
  }
  return null;
}

/** A title that ends with an officer's role ("University Registrar", "School Principal", "Controller of Examinations"). */
const ROLE_END = /(?<![\p{L}])(?:registrar|dean|rector|president|chancellor|vice chancellor|provost|principal|headmaster|headmistress|superintendent|controller(?: of examinations)?|secretary)\s*$/u;

/** The officer or body of an institution that speaks in a certificate's running text. */
const SPEAKER =
  /(?<![\p{L}])(?:rector|rectora|reitor|reitora|rettore|rettrice|president|presidente|pr[ée]sident(?:e)?|pr[äa]sident(?:in)?|chancellor|vice-chancellor|registrar|trustees|senate|regents|governors|council|academic\s+board|(?:common\s+)?seal|under\s+the\s+authority|directeur|directrice|director|directora|rektor(?:in)?)\s+(?:de\s+la|de\s+l['’]|del|de|of\s+the|of|der|des|da|do|della|dell['’])\s*(.+)$/iu;
/** Words that may stand inside an institution's name besides capitalized ones. */
const NAME_PARTICLES = /^(?:de|del|la|las|los|le|les|l['’]|d['’]|of|the|and|for|at|y|e|et|und|für|der|die|des|da|do|dos|das|di|della|dell['’])$/iu;

/**
 * An institution named only in a certificate's running text ("y en su nombre el Rector de la
 * Universidad de Tierras Altas", "Le Président de l'Université Jean Moulin atteste que", "The
 * Trustees of Millbrook College"): the capitalized words from the institution word on, after the
 * officer or body that speaks for it.
 */
/** The body a certificate names as its author ("Awarded by the …", "Issued by …"). */
const BY_BODY = /(?<![\p{L}])(?:awarded|issued|granted|conferred)\s+by\s+()(.+)$/iu;

/**
 * Rule "A quoted name after the legal form": a sentence of the ex-USSR records ("Поступил в 2015 году в учреждение
 * образования «Березинский государственный университет» и окончил …", "вступив до закладу вищої освіти «…»") names
 * the institution in quotes after its legal form (an establishment of education). The quoted words, read across a
 * line break, are the name when they hold an institution word.
 */
const LEGAL_FORM_QUOTE = /(?<![\p{L}])(?:учреждени\p{L}*|установ\p{L}*|заклад\p{L}*|мекеме\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:образования|освіти|білім\s+беру)\s*«([^»]*)(»?)/iu;

function quotedAfterLegalForm(page: Line[]): { name: string; where: Where; rule: string } | null {
  for (let i = 0; i < page.length; i++) {
    const l = page[i];
    const m = LEGAL_FORM_QUOTE.exec(l.text);
    if (!m) continue;
    let text = m[1];
    const next = page[i + 1];
    if (!m[2] && next && next.pageNumber === l.pageNumber) {
      const close = next.text.indexOf('»');
      if (close < 0) continue;
      text = `${text} ${next.text.slice(0, close)}`;
    }
    if (!hasInstitutionWord(text) || text.split(/\s+/).length > 12) continue;
    const name = cleanInstitutionName(text);
    if (name) return { name, where: { line: l, at: Math.max(0, l.text.indexOf(m[1])) }, rule: 'quoted name after the legal form' };
  }
  return null;
}

function institutionInText(page: Line[]): { name: string; where: Where; rule: string } | null {
  for (const l of page) {
    const sp = SPEAKER.exec(l.text);
    const by = sp ? null : BY_BODY.exec(l.text);
    const m = sp ?? (by ? [by[0], by[2]] : null);
    if (!m) continue;
    // The name ends with its cell (a line's cells are joined by two spaces): "President of the University" over
    // one signature and "Chair, Board of Regents" over the next make no "University Chair".
    const words = m[1].replace(/^l['’]/iu, '').split(/\s{2,}/)[0].split(/\s+/);
    const out: string[] = [];
    for (const w of words) {
      const bare = w.replace(/[,;.:]+$/, '');
      if (!bare || !(/^\p{Lu}/u.test(bare) || NAME_PARTICLES.test(bare))) break;
      out.push(bare);
      if (bare !== w) break; // punctuation ends the name
    }
    while (out.length && NAME_PARTICLES.test(out[out.length - 1])) out.pop();
    const text = out.join(' ');
    if (out.length < 2 || !hasInstitutionWord(text) || UNIT_WORDS.test(fold(text))) continue;
    const name = cleanInstitutionName(text);
    if (name) return { name, where: { line: l, at: Math.max(0, l.text.indexOf(out[0])) }, rule: 'institution named in the running text' };
  }
  return null;
}

const countryNamedLoose = (t: string): boolean => {
  const g = gazetteer();
  const key = foldAny(t);
  return g.countryNames.has(key) || (/\p{Script=Cyrillic}/u.test(key) && g.countryStems.has(cyrillicStems(key)));
};

/**
 * Quotes a name opens and does not close. Rule "Low quotes close high": the German, Czech, Polish and South Slavic quotes
 * open low and close high ("„Гоце Делчев“", "„Пейо Яворов“"), so their "“" closes: a pair of them opens nothing.
 */
const opens = (t: string) => {
  const u = t.replace(/„[^„“”]*[“”]/g, '');
  return (u.match(/[«“„]/g) ?? []).length - (u.match(/[»”]/g) ?? []).length;
};

/**
 * A name set over two lines ("«Северо-Восточный региональный" / "государственный технический
 * университет»"): a cell that closes a quote it did not open, or starts in lower case, takes the
 * cell above it; a cell that opens a quote takes the cell below.
 */
function joinWrapped(c: NameCandidate, page: Line[]): string {
  let text = c.text;
  const cellBox = (l: Line) => l.segments.find((seg) => seg.text.trim() === c.text) ?? l.segments[0];
  const box = cellBox(c.line);
  const near = (l: Line | undefined) => {
    if (!l) return null;
    return l.segments.find((seg) => seg.x < box.x + box.width && seg.x + seg.width > box.x && Math.abs(seg.fontSize - box.fontSize) <= box.fontSize * 0.25) ?? null;
  };
  const i = page.indexOf(c.line);
  // OCR may cut a name into two cells of one line ("Алатау инженерлік-технологиялық" | "университеті").
  const segIndex = c.line.segments.indexOf(box);
  if (segIndex > 0 && /^\p{Ll}/u.test(text) && !/[.:;,]$/.test(c.line.segments[segIndex - 1].text.trim())) {
    return `${c.line.segments[segIndex - 1].text.trim()} ${text}`;
  }
  for (let k = 1, guard = 0; guard < 2 && (opens(text) < 0 || /^\p{Ll}/u.test(text.replace(/^[«“„"]/, ''))); k++, guard++) {
    const above = near(page[i - k]);
    // A state heading above the name ("РОССИЙСКАЯ ФЕДЕРАЦИЯ") is not part of it.
    if (!above || countryNamedLoose(above.text)) break;
    // "гуманитарно-" / "технический": a word broken at its hyphen joins without a blank.
    text = /\p{L}-$/u.test(above.text.trim()) ? `${above.text.trim()}${text}` : `${above.text.trim()} ${text}`;
  }
  // A name whose institution word ends it, wrapped at the page's width so that the word stands alone
  // ("SAMARQAND SHAHAR 14-SON UMUMTA'LIM" / "MAKTABI", "Tiszaparti Református" / "Szakgimnázium"): one
  // or two words under a line in the same type (size and weight) that names no institution, no
  // country and no document, starts with the line above.
  // The one or two words must be their whole line, and the line above no finished sentence ("March 2010."
  // over "Awarded by the Whitcombe University").
  if (text === c.text && text.split(/\s+/).length <= 2 && i > 0 && c.line.text.trim() === text.trim()) {
    const prev = page[i - 1];
    const above = near(prev);
    if (above && prev.segments.length === 1 && prev.bold === c.line.bold && c.line.y - prev.y <= box.fontSize * 2 && prev.pageNumber === c.line.pageNumber && !hasInstitutionWord(above.text) && !countryNamedLoose(above.text.trim()) && !DOCUMENT_TITLE.test(fold(above.text)) && !/[:.!?]\s*$/.test(above.text.trim()) && /^\p{Lu}/u.test(above.text.trim())) {
      text = `${above.text.trim()} ${text}`;
    }
  }
  // A name broken after a connective ("KINGSMERE INSTITUTE OF" / "TECHNOLOGY"): it goes on below, in its type.
  for (let k = 1, guard = 0; guard < 2 && /(?<![\p{L}])(?:of|and|for|&|de|des|du|di|della|del|der|für|und)\s*$/iu.test(text); k++, guard++) {
    const below = near(page[i + k]);
    if (!below || !/^\p{Lu}/u.test(below.text.trim())) break;
    text = `${text} ${below.text.trim()}`;
  }
  for (let k = 1, guard = 0; guard < 2 && opens(text) > 0; k++, guard++) {
    const below = near(page[i + k]);
    if (!below) break;
    text = `${text} ${below.text.trim()}`;
  }
  return text;
}

/** Parts of a name line after the name itself that are an address: places, postcodes, phone. */
function isAddressPart(part: string): boolean {
  const p = part.trim();
  if (!p) return true;
  if (/\d/.test(p) && !hasInstitutionWord(p)) return true;
  if (/^(tel|phone|fax|e-?mail|www|p\.?\s?o\.?\s?box|pin)\b/i.test(p)) return true;
  if (UNIT_WORDS.test(fold(p))) return true;
  const key = foldAny(p);
  const g = gazetteer();
  if (g.countryNames.has(key) || g.stateNames.has(key)) return true;
  if (hasInstitutionWord(p)) return false;
  // "Атырау қ.", "г. Саратов": a city marked as one. Rule "A place marked as a town or a region": the Bulgarian and
  // Macedonian town ("гр. Русе"), the village ("с. Полски Тръмбеш"), and a region named with its kind before it ("област
  // Русе", "обл. Пловдив", "община Варна", "општина Куманово", "okres Zlín", "powiat krakowski") are address parts.
  if (/(^|\s)(г|гр|м|қ|с|обл|общ)\.(\s|$)/u.test(p)) return true;
  if (/^(?:област|область|облысы|община|општина|okres|opština|općina|powiat|województwo|oblast)\s+\p{L}/iu.test(p)) return true;
  const tokens = tokensOf(p);
  // "Қазақстан Республикасы", "Arab Republic of Egypt": a short part that names a country.
  if (tokens.length <= 4 && findNames(tokens, p, g.countryNames, g.maxWords, tokens.map(() => false), g.countryStems).length) return true;
  const idx = cityIndex();
  const latin = romanizedKey(key);
  return idx.byName.has(key) || (latin !== null && idx.byName.has(latin));
}

/** Words of institution names that name no place or founder: "Federal University of Technology". */
const GENERIC_NAME_WORDS = new Set(
  ('university universities college institute board council school academy polytechnic federal state national central open ' +
    'of and for the in technology technical science sciences engineering agriculture agricultural education educational ' +
    'intermediate secondary higher senior examination examinations studies arts commerce management medical medicine ' +
    'health teachers teacher training research girls boys government public private christian islamic catholic').split(' '),
);

/** Every word of the part is generic (and at least one is an institution word). */
function isGenericName(part: string): boolean {
  const words = fold(part).split(/[^\p{L}]+/u).filter(Boolean);
  return words.length >= 2 && hasInstitutionWord(part) && words.every((w) => GENERIC_NAME_WORDS.has(w));
}

/** A place word after a name: a known city, no digits, no country or state, no unit. */
function isCityPart(part: string): boolean {
  const p = part.trim();
  if (!p || /\d/.test(p) || hasInstitutionWord(p) || UNIT_WORDS.test(fold(p))) return false;
  const key = foldAny(p);
  const g = gazetteer();
  if (g.countryNames.has(key) || g.stateNames.has(key)) return false;
  // A city in another script is known by its romanized form, as an address part is ("Велес": Veles).
  const latin = romanizedKey(key);
  return cityIndex().byName.has(key) || (latin !== null && cityIndex().byName.has(latin));
}

/** A state's or province's name alone after a name (no city, no country). */
function isStatePart(part: string): boolean {
  const p = part.trim();
  if (!p || /\d/.test(p) || hasInstitutionWord(p)) return false;
  const key = foldAny(p);
  const g = gazetteer();
  return g.stateNames.has(key) && !g.countryNames.has(key);
}

/** An institution word standing alone ("University", "the College"): the word of a formula, no name. */
const BARE_INSTITUTION_WORD = /^(?:university|college|institute|school|academy|polytechnic|board|council|faculty)[.,]?$/i;

/**
 * A body that governs schools or an institution and issues none of its records (rule "A governing body names
 * no issuer"): an American school district and its board of education, a university's board of regents,
 * trustees or governors, and a signatory's role before such a body ("President, Board of Education"). An
 * examining board ("Board of Secondary Education", "Caribbean Examinations Council") is none of these.
 */
const GOVERNING_BODY =
  /(?<![\p{L}])(?:school district|unified school district|independent school district|district no\b|board of (?:education|regents|trustees|governors)$|board of (?:regents|trustees|governors)(?![\p{L}]))|^(?:president|chair(?:man|woman|person)?|secretary|clerk|superintendent|member)\s*,/u;

export function cleanInstitutionName(raw: string): string | null {
  // Quotes around the name, and OCR specks before or after it ("… University =").
  let s = cleanValue(raw.replace(/[«»“”„"]/g, ' ')).replace(/:$/, '').trim();
  s = s.replace(/^[^\p{L}\p{N}(©]+|[^\p{L}\p{N})]+$/gu, '').trim();
  // A lone lower-case letter before a name in capitals is a speck ("b FACULDADE DE …").
  s = s.replace(/^\p{Ll}\s+(?=\p{Lu}{2})/u, '');
  s = s.replace(/^(the\s+)?(board of (?:trustees|regents|governors)|faculty and trustees|trustees|senate|president and fellows|regents|governors|council)\s+of\s+(the\s+)?/i, '');
  s = s.replace(/^the\s+/i, '');
  // Rule "A governing body names no issuer": what is left of "The Board of Regents of the University" is an
  // institution word alone, which names no institution (the letterhead does), as is the body itself.
  if (BARE_INSTITUTION_WORD.test(s.trim()) || GOVERNING_BODY.test(fold(s))) return null;
  // The name inside a certifying sentence ("The Rector of … University certifies that Mr. …"): the
  // officer before it and the sentence after it are no part of it.
  s = s.replace(/^(?:(?:vice[- ])?rector|president|(?:vice[- ])?chancellor|director|dean|registrar)\s+of\s+(?:the\s+)?(?=\p{Lu})/iu, '');
  s = s.replace(/\s+(?:hereby\s+)?(?:certif(?:y|ies)|confers?|has conferred|awards?)\s+(?:that|upon|on|to)\b.*$/iu, '');
  // The legal form before a Russian or Ukrainian name ("федеральное государственное … учреждение
  // высшего образования «…»"): the name follows it.
  s = s.replace(/^.*?(учреждение|установа|заклад)\s+(высшего|вищої|среднего|фахової)?\s*(профессионального\s+)?(образования|освіти)\s+/iu, '');
  // Rule "A school's legal form before its name" (docs/document-understanding.md, "What the older development misses
  // showed (stop 43)"): a Russian school's legal form ends in "общеобразовательное учреждение" (a general-education
  // establishment, "Муниципальное автономное общеобразовательное учреждение Лицей № 124"): the name follows it.
  s = s.replace(/^(?:\p{L}+\s+){0,3}?общеобразовательн\p{L}*\s+(?:учреждени\p{L}*|организаци\p{L}*)\s+(?=\S)/iu, '');
  // A year or a code before the name ("© 2022 …", "11707 …"); an ordinal joined to its number is part
  // of the name ("2ο Γενικό Λύκειο", "3rd Avenue School" is no code).
  if (!/^\d+\p{L}/u.test(s)) s = s.replace(/^[©\d\s.,:\-–—]+(?=\p{L})/u, '');
  // A web page's title bar joins the site's owner and the page with a vertical bar or a dash ("Uganda
  // National Examinations Board | Results Portal", "Save Valley Polytechnic - Student Portal |
  // Registration | My Results", "… – Student Portal"): the one part that names an institution is the name.
  const bar = /\s\|\s/.test(s) || s.split(/\s+[–—-]\s+/).slice(1).some((p) => WEB_PAGE.test(p) || PAGE_SUBJECT.test(p)) ? s.split(/\s+[|–—-]\s+/) : [];
  if (bar.length > 1) {
    const named = bar.filter((b) => hasInstitutionWord(b));
    if (named.length === 1) s = named[0].trim();
  }
  // "The University of Texas at Austin, Austin, Texas, USA": the address after the name goes.
  const parts = s.split(/\s*[,;·•|]\s*|\s+[–—-]\s+|(?<=\p{L}{4,})\.\s+(?=\p{Lu})/u);
  // A generic name ("Federal University of Technology", "Board of Intermediate and Secondary
  // Education") is told apart from its namesakes only by the city after it: that city is part of
  // the name ("…, Akure", "…, Lahore"), unlike the address after a name that names its place.
  // Rule "A state board's state is part of its name": a generic board or council of examinations or education serves one
  // state of a federation ("Board of School Examinations, Uttar Pradesh", "Board of Secondary Education, Rajasthan"): the
  // state after it tells it from the other states' boards, as a city does a university.
  const keepCity = parts.length >= 2 && isGenericName(parts[0]) && (isCityPart(parts[1]) || (/^(?:board|council)\b/.test(fold(parts[0]).toLowerCase()) && isStatePart(parts[1])));
  // Rule "A seat after a dash is part of the name" (docs/document-understanding.md, "Institution and country"): an
  // institution's name and one city after a spaced dash, with no other part ("Државен универзитет на Вардар – Велес",
  // "Università di Roma – Tor Vergata"), names the university by its seat; an address goes on past the city
  // ("…, 1400 Велес, Република …") and prints it as a part among others.
  const seat = parts.length === 2 && /^[^,;·•|]+\s[–—-]\s[^,;·•|]+$/u.test(s) && hasInstitutionWord(parts[0]) && isCityPart(parts[1]);
  while (parts.length > (keepCity || seat ? 2 : 1) && isAddressPart(parts[parts.length - 1])) parts.pop();
  const cut = parts.join(', ');
  // Keep the printed separators of what remains (the cut text is a prefix of the original).
  const keep = s.startsWith(cut) ? cut : prefixWithParts(s, parts);
  const out = cleanValue(keep);
  return out && /\p{L}/u.test(out) ? out : null;
}

function prefixWithParts(s: string, parts: string[]): string {
  const last = parts[parts.length - 1];
  const i = s.indexOf(last);
  return i >= 0 ? s.slice(0, i + last.length) : parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// Clues

const SHORT_ALIAS = 3;

/** Labeled values about the candidate: their lines place the person, not the issuer. */
const PERSONAL_FIELDS = new Set(['fullName', 'firstName', 'lastName', 'parentName', 'dateOfBirth', 'placeOfBirth', 'nationality']);

/**
 * Lines that print a signatory's name: a cell right above or below a signatory's caption, in the
 * same column, without digits or commas (an address has them). "Magdalena Nowakowska" over
 * "Rektor" names a person; a state or city read in it would place nobody (decision "Extraction
 * field types": a value without evidence is null).
 */
/** A cell that can be a person's name: two to five capitalized words, no digits or address marks, no institution word. */
function personLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5 || /[\d,–—|@]/.test(text) || hasInstitutionWord(text)) return false;
  return words.every((w) => /^[\p{Lu}]/u.test(w) || /^(?:de|da|do|dos|das|del|la|van|von|der|den|di|e|y|bin|binti)$/iu.test(w));
}

function signatoryLines(lines: Line[]): Set<Line> {
  const out = new Set<Line>();
  lines.forEach((line, i) => {
    for (const seg of line.segments) {
      const caption = fold(seg.text).split(/\s+\/\s+/)[0].trim();
      // An office of the state ("Secretaria de Estado da Educação") is no signatory's caption.
      if (caption.split(/\s+/).length > 5 || !SIGNATORY_CAPTION.test(caption) || /\b(estado|state|government|governo|gobierno|ministry|ministerio|ministere|education|educacao|educacion)\b/.test(caption)) continue;
      for (const k of [i - 2, i - 1, i + 1, i + 2]) {
        const other = lines[k];
        if (!other || other.pageNumber !== line.pageNumber || Math.abs(other.y - line.y) > 40) continue;
        const beside = other.segments.filter((o) => o.x < seg.x + seg.width && o.x + o.width > seg.x);
        if (beside.some((o) => personLike(o.text))) out.add(other);
      }
    }
  });
  return out;
}

/** The last zones computed (one findIssuer call asks for them up to three times). */
let zoneMemo: { lines: Line[]; options: IssuerOptions; value: { zone: Set<Line>; searchable: Line[] } } | null = null;

function zoneLines(lines: Line[], options: IssuerOptions): { zone: Set<Line>; searchable: Line[] } {
  if (zoneMemo && zoneMemo.lines === lines && zoneMemo.options === options) return zoneMemo.value;
  zoneMemo = { lines, options, value: computeZoneLines(lines, options) };
  return zoneMemo.value;
}

function computeZoneLines(lines: Line[], options: IssuerOptions): { zone: Set<Line>; searchable: Line[] } {
  const personal = new Set((options.labeled ?? []).filter((p) => PERSONAL_FIELDS.has(p.field)).map((p) => p.line));
  for (const l of signatoryLines(lines)) personal.add(l);
  // A birth clause of running text wraps onto the next line ("… born on 18 May" / "1997 in Kandal
  // Province, …"): the place after the break is still the holder's, not the issuer's.
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    if (prev && prev.pageNumber === l.pageNumber && prev.segments.length === 1 && l.segments.length === 1 && BIRTH_CLAUSE_OPEN.test(fold(prev.text))) personal.add(l);
  });
  const searchable = lines.filter((l) => !options.tableLines?.has(l) && !personal.has(l) && !options.personalLines?.has(l) && !PERSONAL_LINE.test(fold(l.text)) && !NOT_ISSUER_PLACE_LINE.test(fold(l.text).trim()));
  const zone = new Set<Line>();
  const byPage = new Map<number, Line[]>();
  for (const l of searchable) byPage.set(l.pageNumber, [...(byPage.get(l.pageNumber) ?? []), l]);
  const firstPage = lines[0]?.pageNumber ?? 1;
  for (const [page, ls] of byPage) {
    // The letterhead (top of the first page, before the table) and the footer of every page.
    const firstTable = lines.findIndex((l) => l.pageNumber === page && options.tableLines?.has(l));
    const tableTop = firstTable >= 0 ? lines[firstTable].y : Infinity;
    if (page === firstPage) ls.filter((l, i) => i < 12 && l.y < tableTop).forEach((l) => zone.add(l));
    ls.slice(-5).forEach((l) => zone.add(l));
  }
  return { zone, searchable };
}

/**
 * A country named as the state whose law the text applies: "… meets the requirements of the Regulations on Academic
 * Degrees of the People's Republic of China", "in accordance with the Higher Education Act of the Republic of Korea".
 * Degree certificates cite the national degree law they are conferred under, which places the issuer in that country.
 * Tested on the text before the name, the sentence's previous line included (running text wraps).
 */
const LAW_OF_COUNTRY = /\b(?:laws?|act|regulations?|decree|constitution)\b[^.;:]{0,50}?\bof\s+(?:the\s+)?$/iu;

/** The text of the line before `line` on its page, or "". */
function previousLineText(lines: Line[], line: Line): string {
  const i = lines.indexOf(line);
  const prev = i > 0 ? lines[i - 1] : undefined;
  return prev && prev.pageNumber === line.pageNumber ? prev.text : '';
}

/**
 * Rule "A place the sentence goes on to is no address" (docs/document-understanding.md, "Forms the rotated group w2-
 * showed"): a country at the start of a line whose line before is running text ending in a word in lower case ("… an
 * application for further study in" / "South Africa.") is the object of that sentence, where the holder goes or came
 * from, not a line of the issuer's address.
 */
function continuesSentence(lines: Line[], line: Line, at: number): boolean {
  if (line.text.slice(0, at).trim() !== '') return false;
  const i = lines.indexOf(line);
  const prev = i > 0 ? lines[i - 1] : undefined;
  if (!prev || prev.pageNumber !== line.pageNumber || prev.segments.length !== 1 || line.segments.length !== 1) return false;
  return prev.text.trim().length >= 40 && /(?<![\p{L}])\p{Ll}+$/u.test(prev.text.trim()) && Math.abs(prev.x - line.x) <= Math.max(2, line.fontSize);
}

function collectClues(lines: Line[], options: IssuerOptions, institution: { name: string; where: Where } | null): Clue[] {
  const g = gazetteer();
  const clues: Clue[] = [];
  const { zone, searchable } = zoneLines(lines, options);

  // A labeled country or state ("Country: India", "Bundesland: Bayern").
  for (const p of options.labeled ?? []) {
    if (p.field !== 'country' && p.field !== 'state') continue;
    if (PERSONAL_LINE.test(fold(p.line.text)) || NOT_ISSUER_PLACE_LINE.test(fold(p.line.text).trim())) continue;
    const where = { line: p.line, at: Math.max(0, p.line.text.indexOf(p.value)) };
    const names = p.field === 'country' ? g.countryNames.get(foldAny(p.value)) : undefined;
    if (names?.length) clues.push({ kind: 'printed', countries: unique(names.map((n) => n.entry.code)), weight: 20, strength: 1, rule: `label ${p.phrase}`, where });
    const st = p.field === 'state' ? stateNamed(p.value, null) : null;
    if (st) clues.push({ kind: 'state', countries: [st.countryCode], weight: 8, strength: 0.95, rule: `state ${st.name}`, where, state: st });
  }

  for (const line of searchable) {
    const text = line.text;
    const inZone = zone.has(line);
    const tokens = tokensOf(text);
    const used = tokens.map(() => false);
    // The institution's own name is not an address ("University of Texas" prints no state).
    // Wherever the name is printed again (a portal's title bar, a footer), in any case.
    const nameSpan = institution ? spanOf(text, institution.name) : null;
    if (nameSpan) {
      tokens.forEach((t, i) => (used[i] = t.start >= nameSpan[0] && t.end <= nameSpan[1]));
      // A country or a state in the name itself ("University of Ghana", "Kerala … Examination
      // Board") places the institution; a state there is printed, after any address state.
      const inName = tokens.map((_t, i) => !used[i]);
      const countriesInName = findNames(tokens, text, g.countryNames, g.maxWords, [...inName], g.countryStems);
      for (const h of countriesInName) {
        if (h.names.length !== 1 || !startsUpper(h.orig) || [...h.orig].length <= 3) continue;
        // "Georgia Institute of Technology": a country name that is also a state stays open.
        const asState = g.stateNames.get(foldAny(h.orig))?.map((n) => n.entry.countryCode) ?? [];
        const codes = unique([h.names[0].entry.code, ...asState]);
        clues.push({ kind: 'printed', countries: codes, weight: 8, strength: 0.9, rule: 'country in the institution name', where: { line, at: h.start } });
      }
      for (const h of findNames(tokens, text, g.stateNames, g.maxWords, [...inName])) {
        const codes = unique(h.names.map((n) => n.entry.countryCode));
        // A state's name right after a country's is part of another place's name ("Niger Delta").
        const afterCountry = countriesInName.some((c) => c.end <= h.start && /^\s+$/.test(text.slice(c.end, h.start)));
        if (startsUpper(h.orig) && !g.countryNames.has(foldAny(h.orig)) && !afterCountry) {
          // It places the country, but a name is not an address: "Washington University in St. Louis"
          // stands in Missouri, "Indiana University of Pennsylvania" in Pennsylvania. The name gives
          // the state only when it names it as one ("Telangana State Board …", "Government of
          // Kerala …"); otherwise the state is read where one is printed as a place (families
          // README, `institution.state`).
          const state = h.names.length === 1 ? h.names[0].entry : undefined;
          // Rule "A state university names no state": in the countries of the former Soviet Union "<Place> State
          // University" translates "государственный" (owned by the state, "Ganja State University of Technology",
          // "Yerevan State University"); their subdivisions are never styled "State", so the word marks none.
          const stateOwned = /^\s+state\b/i.test(text.slice(h.end)) && codes.every((c) => STATE_OWNED_STYLE.has(c));
          const marked = (STATE_MARK_AFTER.test(text.slice(h.end)) && !stateOwned) || STATE_MARK_BEFORE.test(text.slice(0, h.start));
          const rule = `state ${state?.name ?? h.orig} in the institution name`;
          if (marked) clues.push({ kind: 'state', countries: codes, weight: 7, strength: 0.7, rule, where: { line, at: h.start }, state, printed: h.orig });
          else clues.push({ kind: 'state', countries: codes, weight: 7, strength: 0.7, rule, where: { line, at: h.start }, landform: LANDFORM_BEFORE.test(text.slice(0, h.start)) || LANDFORM_AFTER.test(text.slice(h.end)) });
        }
      }
    }

    // Country names, then states, longest first so that "New Mexico" is a state, not Mexico.
    const countryHits = findNames(tokens, text, g.countryNames, g.maxWords, [...used], g.countryStems);
    const stateHits = findNames(tokens, text, g.stateNames, g.maxWords, [...used]);
    for (const h of countryHits) {
      const cell = cellOf(line, h.start, h.end);
      const compact = h.orig.replace(/[^\p{L}]/gu, '');
      const cased = compact.toUpperCase() !== compact.toLowerCase();
      if (cased && [...compact].length <= SHORT_ALIAS && !isUpper(compact)) continue;
      if (cased && [...compact].length <= 2 && !/[,·•|–—-]\s*$/.test(cell.text.slice(0, cell.start))) continue;
      if (!startsUpper(h.orig)) continue;
      // Rule "An island's name is no Iceland" (docs/document-understanding.md, "Forms the rotated group l- showed"): the
      // Icelandic "Ísland" folds to the English "Island", which ends the names of islands after a capitalized word
      // ("Home Island, Cocos (Keeling) Islands", "Victoria Island, Lagos", "Christmas Island"): a part of a place's name.
      if (/^island$/i.test(h.orig) && /\p{Lu}[\p{L}'’.-]*\s+$/u.test(text.slice(0, h.start))) continue;
      if (stateHits.some((s) => s.start <= h.start && s.end >= h.end && s.end - s.start > h.end - h.start)) continue;
      const alone = foldAny(cell.text) === foldAny(h.orig);
      const legal = LAW_OF_COUNTRY.test(`${previousLineText(lines, line)} ${text.slice(0, h.start)}`);
      if (!legal && continuesSentence(lines, line, h.start)) continue;
      if (!alone && !legal && !inAddressPosition(cell.text, cell.start, cell.end) && !commaReadAsPoint(line, cell.text.slice(0, cell.start)) && !(inZone && headingLike(cell.text, cell.end))) continue;
      // A country name that is also a state elsewhere ("Georgia") does not decide alone.
      const asState = g.stateNames.get(foldAny(h.orig))?.filter((n) => !h.names.some((c) => c.entry.code === n.entry.countryCode)) ?? [];
      let codes = unique([...h.names.map((n) => n.entry.code), ...asState.map((n) => n.entry.countryCode)]);
      // After a city and a comma, the city says which is meant: "Kutaisi, Georgia" is the country,
      // "Savannah, Georgia" the state of the United States.
      if (codes.length > 1) {
        const before = cell.text.slice(0, cell.start);
        const byCity = codes.filter((c) => cityBefore(before, c));
        if (byCity.length === 1) codes = byCity;
      }
      // A country's name inside another institution's name (the candidate's school, "… الثانوية بنين", "boys'", read as
      // Benin) places that institution, not the issuer: it only supports another clue.
      // Rule "The University is the issuer": "the University" with its article, or an office of it ("Office of the University
      // Registrar · 8 … Crescent, Singapore"), names no other institution: the issuer's own office and address.
      const otherName = !!institution && hasInstitutionWord(withoutTheIssuer(cell.text)) && !foldAny(cell.text).includes(foldAny(institution.name));
      clues.push({ kind: 'printed', countries: codes, weight: (inZone || alone) && !otherName ? 12 : 5, strength: 1, rule: 'printed country', where: { line, at: h.start } });
    }
    for (const h of stateHits) {
      if (!startsUpper(h.orig) || countryHits.some((c) => c.start <= h.start && c.end >= h.end && c.end - c.start > h.end - h.start)) continue;
      const cell = cellOf(line, h.start, h.end);
      const marked = STATE_MARK_AFTER.test(cell.text.slice(cell.end)) || STATE_MARK_BEFORE.test(cell.text.slice(0, cell.start));
      if (!marked && !inAddressPosition(cell.text, cell.start, cell.end) && !(inZone && headingLike(cell.text, cell.end))) continue;
      // "Georgia" as a country is handled above; as a state it needs a ZIP code (below).
      if (g.countryNames.has(foldAny(h.orig))) continue;
      const codes = unique(h.names.map((n) => n.entry.countryCode));
      let state = h.names.length === 1 ? h.names[0].entry : undefined;
      // A subdivision that is also a city of its country ("Leeds", "Berlin", "Moscow") is
      // printed as the city of the address: it places the country but is not a printed state.
      const cities = citiesNamed(foldAny(h.orig));
      // "Cebu City", "Quezon City": a subdivision's name followed by "City" names the city, not the subdivision.
      const namesCity = /^\s+(?:city|town|municipality)\b/i.test(cell.text.slice(cell.end));
      // After a city of its country and a comma ("Richmond, Virginia"), the name is that city's state.
      const afterCity = !!state && cityBefore(cell.text.slice(0, cell.start), state.countryCode);
      // Rule "A province named after its city": a subdivision found by its name without the type word the data spells
      // ("Fianarantsoa" for "Fianarantsoa Province", "Almaty" for "Almaty Region") and printed with no word that marks
      // it as one is the city the subdivision is named after (the city lists miss many of them).
      const bare = h.names[0].printed;
      const byCityName = !!state && !marked && bare !== state.name && BARE_SUBDIVISION_SUFFIX.test(state.name.slice(bare.length)) && state.name.startsWith(bare);
      // Rule "A municipality is no state": where a country's first-level subdivisions in ISO 3166-2 are its municipalities
      // or local councils (MUNICIPAL_SUBDIVISIONS), the name printed in an address is the town's, not a state's.
      const municipal = !!state && MUNICIPAL_SUBDIVISIONS.has(state.countryCode);
      // Rule "A name with the word City is the city, after a place too" (docs/document-understanding.md, "Forms the rotated
      // group w3- showed"): "Jaro, Iloilo City" names a district and then its city; the word after the name says what it
      // is, whatever comes before it.
      const cityToo = !!state && (namesCity || (!afterCity && (cities.includes(state.countryCode) || byCityName || municipal)));
      if (cityToo) state = undefined;
      // A subdivision's name that is the place of a date line ("İstanbul, 07.09.2021", "Ha Noi, 21 June
      // 2021") names the city where the document was signed, or is part of a longer place name
      // ("San Salvador de Jujuy", "Santiago de los Caballeros"): it places the country, no state.
      // After a city ("Richmond, Virginia, on May 13, 2014") the name is the city's state.
      // The institution's name broken at the end of the line ("… — Copperbelt Institute of" over
      // "Science, Lusaka", or "… — Copperbelt" over "Institute of Science"): the place word is still in the name.
      const tail = text.slice(h.start).trimEnd().toLowerCase();
      const nameWrapped = !!institution && institution.name.length > tail.length && institution.name.toLowerCase().startsWith(tail);
      // A place word that starts an institution's name ("© 2020 Copperbelt Institute of …", another
      // school's name in a table) names that institution, not where the issuer stands.
      const startsName = INSTITUTION_AFTER.test(cell.text.slice(cell.end));
      const asCity = !marked && (nameWrapped || startsName || (DATE_AFTER_PLACE.test(cell.text.slice(cell.end)) && !/,\s*$/.test(cell.text.slice(0, cell.start))) || LONGER_NAME_BEFORE.test(cell.text.slice(0, cell.start)) || LONGER_NAME_AFTER.test(cell.text.slice(cell.end)));
      if (asCity) {
        clues.push({ kind: 'state', countries: codes, weight: 6, strength: 0.9, rule: `state ${state?.name ?? h.orig} within a place or a name`, where: { line, at: h.start } });
        continue;
      }
      // "Kochi - 682062": a prefecture of Japan and a city of India; either may be meant.
      if (state && cities.length && !marked && /^\s*[–—-]?\s*\d{3}/.test(cell.text.slice(cell.end))) {
        state = undefined;
        codes.push(...cities.filter((c) => !codes.includes(c)));
      }
      // A name shared by several countries' subdivisions ("Colón": Panama's province and Honduras's department) is
      // resolved once the country is known; where it is also a city of that country it names the city, as above.
      const cityIn = !state && !marked ? cities.filter((c) => !cityBefore(cell.text.slice(0, cell.start), c)) : undefined;
      clues.push({ kind: 'state', countries: codes, weight: 6, strength: 0.9, rule: `state ${state?.name ?? h.orig}`, where: { line, at: h.start }, state, printed: cityToo ? undefined : h.orig, cityIn });
    }
    // US: "Austin, TX 78712" / "Austin, Texas 78712-1111".
    for (const m of text.matchAll(/(?:,|^)\s*([A-Z]{2}|\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?)\.?\s+(\d{5})(?:-\d{4})?\b/gu)) {
      const st = stateNamed(m[1], 'US');
      if (!st) continue;
      clues.push({ kind: 'state', countries: ['US'], weight: 9, strength: 0.95, rule: `state ${st.name} with ZIP ${m[2]}`, where: { line, at: (m.index ?? 0) + m[0].indexOf(m[1]) }, state: st });
    }
    // Scripts without spaces (Thai): the country name inside a run of words.
    if (inZone && /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF]/u.test(text) && !countryHits.length) {
      const folded = foldAny(text);
      for (const n of g.countrySubstrings) {
        const key = foldAny(n.printed);
        const at = folded.indexOf(key);
        if (at < 0) continue;
        clues.push({ kind: 'printed', countries: [n.entry.code], weight: 12, strength: 1, rule: 'printed country', where: { line, at: Math.max(0, text.indexOf(n.printed)) } });
        break;
      }
    }
    const heading = ADJECTIVAL_STATE_HEADINGS.find(([re]) => line.segments.some((seg) => re.test(foldAny(seg.text))));
    if (heading && inZone) clues.push({ kind: 'printed', countries: [heading[1]], weight: 12, strength: 1, rule: 'printed country', where: { line, at: 0 } });
    // A state's title with its own-language name in a case ("LATVIJAS REPUBLIKA", "LIETUVOS
    // RESPUBLIKA", "SUOMEN TASAVALTA"): a heading of two or three capitalised words, no institution.
    if (inZone && !countryHits.length && !nameSpan) {
      for (const seg of line.segments) {
        const words = seg.text.trim().split(/\s+/);
        if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{Lu}\p{L}*$/u.test(w)) || hasInstitutionWord(seg.text)) continue;
        const c = words.map((w) => countryInflectedNative(w)).find((x) => !!x);
        if (!c) continue;
        clues.push({ kind: 'printed', countries: [c.code], weight: 12, strength: 1, rule: 'printed country (state title)', where: { line, at: Math.max(0, line.text.indexOf(seg.text)) } });
        break;
      }
    }
    postcodeClues(line, clues);
    phoneClues(line, clues);
    domainClues(line, clues);
  }
  scriptClues(lines, institution, clues);
  return clues;
}

/** The cell (segment) of a line that holds [start, end) of line.text, with the offsets inside it. */
function cellOf(line: Line, start: number, end: number): { text: string; start: number; end: number } {
  let offset = 0;
  for (const seg of line.segments) {
    const segEnd = offset + seg.text.length;
    if (start >= offset && end <= segEnd) return { text: seg.text, start: start - offset, end: end - offset };
    offset = segEnd + 2;
  }
  return { text: line.text, start, end };
}

/**
 * The countries with a city of that (folded) name. Rule "An Arabic city's article": Arabic place names are printed in
 * Latin letters with or without their article ("Muharraq" / "Al Muharraq", "Rifa" / "Ar Rifa", "Salt" / "As Salt"), so a
 * name printed without it is also the city the gazetteer names with it.
 */
function citiesNamed(folded: string): string[] {
  const idx = cityIndex().byName;
  const out = new Set(idx.get(folded) ?? []);
  if (/^\p{Script=Latin}/u.test(folded) && !/^(?:al|el|ar|as|ash|ad|an|at|az)\s/u.test(folded)) {
    for (const article of ['al', 'el', 'ar', 'as', 'ash', 'ad', 'an', 'at', 'az']) for (const c of idx.get(`${article} ${folded}`) ?? []) out.add(c);
  }
  return [...out];
}

/** Whether the text before a place ends with a city of the country and a comma ("Given at Richmond, "). */
function cityBefore(before: string, countryCode: string): boolean {
  const m = /([\p{L}'’. -]+),\s*$/u.exec(before);
  if (!m) return false;
  const words = m[1].trim().split(/\s+/);
  for (let k = 1; k <= Math.min(3, words.length); k++) {
    if (cityIndex().byName.get(foldAny(words.slice(-k).join(' ')))?.includes(countryCode)) return true;
  }
  return false;
}

/** "… Institute of", "… Hill College", "… State University": the rest of an institution's name after a place word. */
const INSTITUTION_AFTER = /^\s+(?:\p{Lu}[\p{L}'’-]*\s+){0,2}(?:university|universit\p{L}*|institute|institut\p{L}*|college|colegio|school|escuela|escola|polytechnic|polit[eé]cnic\p{L}*|academy|academia|akademie|hochschule|faculdade|faculty|facultad)\b/iu;

/**
 * "İstanbul, 07.09.2021", "Ha Noi, 21 June 2021", "Lagos, March 3, 2020", the Vietnamese "Hà Nội, ngày 21
 * tháng 6 năm 2021" (day, month, year): the place of a date line.
 */
const DATE_AFTER_PLACE = /^\s*,\s*(?:(?:the|le|den|el|am|a|on)\s+)?(?:ngày\s+\d{1,2}\s+tháng\s+\d{1,2}\s+năm\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th|er|º|\.)?\s+(?:de\s+)?\p{L}{3,}\.?,?\s+(?:de\s+)?\d{4}|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})/iu;
/** "San Salvador de Jujuy", "Santiago de los Caballeros", "Stratford-upon-Avon": a longer place name around a subdivision's. */
const LONGER_NAME_BEFORE = /\p{Lu}[\p{L}'’.-]*[\s-]+(?:de|del|de la|de los|de las|do|da|dos|das|di|of|upon|on|sur|am|an der)[\s-]+$/u;
const LONGER_NAME_AFTER = /^[\s-]+(?:de|del|de la|de los|de las|do|da|dos|das|di|upon|sur|am|an der)(?:[\s-]+\p{Lu}|\s*$)/u;

/** Countries whose institutions' English names say "State" for state-owned and whose subdivisions are never states. */
const STATE_OWNED_STYLE = new Set(['AZ', 'RU', 'UA', 'BY', 'KZ', 'UZ', 'AM', 'GE', 'KG', 'TJ', 'MD', 'TM']);

/** The type words after a subdivision's name, as `country-state-city` spells them, that a printed name may leave out. */
const BARE_SUBDIVISION_SUFFIX = /^\s+(?:region|province|oblast|krai|governorate|prefecture|department|district|county)$/i;

/**
 * Countries whose first-level subdivisions in ISO 3166-2 (and `country-state-city`) are municipalities, local councils,
 * communes or parishes, not states, provinces or regions: Malta's local councils, Slovenia's, North Macedonia's,
 * Montenegro's, Latvia's and Liechtenstein's municipalities, Andorra's parishes. Each is a town: printed in an address it
 * is the city, and no state is read (families README, `institution.state`: a state, province or region).
 */
const MUNICIPAL_SUBDIVISIONS = new Set(['MT', 'SI', 'MK', 'ME', 'LV', 'LI', 'AD']);

/** "Tigray National Regional State", "Tver Oblast", "State of Tamil Nadu": a name marked as a subdivision. */
const STATE_MARK_AFTER = /^\s+(national\s+)?(regional\s+)?(state|region|province|oblast|krai|governorate|prefecture|department|district|county|bundesland)\b/i;
const STATE_MARK_BEFORE = /\b(state|government|province|region|land|freistaat|estado|provincia|regione|région)\s+(of\s+|de\s+|do\s+|da\s+)?$/i;

/** A short heading ("REINO DE ESPAÑA", "جمهورية مصر العربية") or a name that ends its line. */
function headingLike(text: string, end: number): boolean {
  return text.trim().split(/\s+/).length <= 4 || /^[\s.)]*$/.test(text.slice(end));
}

function spanOf(text: string, name: string): [number, number] | null {
  let i = text.indexOf(name);
  // The name in other capitals ("COPPERBELT INSTITUTE …" on the letterhead, "Copperbelt Institute …"
  // in a footer), where lower-casing keeps the lengths.
  if (i < 0 && text.toLowerCase().length === text.length && name.toLowerCase().length === name.length) i = text.toLowerCase().indexOf(name.toLowerCase());
  return i >= 0 ? [i, i + name.length] : null;
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/**
 * Rule "The Crown Dependencies' postcodes": the UK postcode format's areas JE, GY and IM are Jersey's, Guernsey's and the
 * Isle of Man's, countries of their own codes.
 */
const CROWN_DEPENDENCY_POSTCODE_AREAS: Record<string, string> = { JE: 'JE', GY: 'GG', IM: 'IM' };

/**
 * Rule "An overseas department's postcode": the French postcodes 971–974 and 976 are Guadeloupe's, Martinique's, French
 * Guiana's, Réunion's and Mayotte's, countries of their own codes.
 */
const OVERSEAS_DEPARTMENT_POSTCODES: Record<string, string> = { '971': 'GP', '972': 'MQ', '973': 'GF', '974': 'RE', '976': 'YT' };
/** The postcode of Saint-Barthélemy inside Guadeloupe's 971 (rule "A collectivity's postcode within its former department's"). */
const OVERSEAS_COLLECTIVITY_POSTCODES: Record<string, string> = { '97133': 'BL' };

function postcodeClues(line: Line, clues: Clue[]): void {
  const text = line.text;
  // UK postcodes ("CB2 1TN", "SW1A 1AA"): a format no other country prints.
  // Rule "The Crown Dependencies' postcodes" (CROWN_DEPENDENCY_POSTCODE_AREAS).
  for (const m of text.matchAll(/\b([A-Z]{1,2}\d[A-Z\d]?)\s(\d[ABD-HJLNP-UW-Z]{2})\b/g)) {
    const country = CROWN_DEPENDENCY_POSTCODE_AREAS[m[1].replace(/\d.*$/, '')] ?? 'GB';
    clues.push({ kind: 'postcode', countries: [country], weight: 6, strength: 0.85, rule: `UK postcode ${m[0]}`, where: { line, at: m.index ?? 0 } });
  }
  // Rule "An overseas department's postcode" (OVERSEAS_DEPARTMENT_POSTCODES), before the town as France prints them
  // ("97300 Cayenne").
  for (const m of text.matchAll(/(?<![\d\p{L}])(?<![A-Z]{2}\s)(97[1-46])\d{2}\s+\p{Lu}/gu)) {
    // Rule "A collectivity's postcode within its former department's" (docs/document-understanding.md, "Forms the rotated
    // group w2- showed"): Saint-Barthélemy, a commune of Guadeloupe until 2007, kept its postcode 97133 and has a country
    // code of its own.
    const country = OVERSEAS_COLLECTIVITY_POSTCODES[m[0].slice(0, 5)] ?? OVERSEAS_DEPARTMENT_POSTCODES[m[1]];
    clues.push({ kind: 'postcode', countries: [country], weight: 6, strength: 0.85, rule: `overseas postcode ${m[0].slice(0, 5)}`, where: { line, at: m.index ?? 0 } });
  }
  // Indian PIN codes are printed with their name ("PIN: 600 025", "Pincode 110016").
  for (const m of text.matchAll(/\b(?:PIN|Pin|Pincode|PIN Code|Pin Code)\s*[:.\-–]?\s*(\d{3}\s?\d{3})\b/g)) {
    clues.push({ kind: 'postcode', countries: ['IN'], weight: 6, strength: 0.85, rule: `PIN code ${m[1]}`, where: { line, at: m.index ?? 0 } });
  }
}

/**
 * NANP area code: the North American Numbering Plan gives each of its Caribbean and Pacific members (Saint Kitts and
 * Nevis 869, Barbados 246, Jamaica 876, Trinidad and Tobago 868 …) area codes of its own under the shared +1, and the
 * calling-code table lists them as "1869", "1246". A number in the plan's form — the area code in parentheses, or
 * after "+1" or "1-", then seven digits "465-2281" — whose 1 + area code is such a member's places the issuer there;
 * the United States' and Canada's area codes are no member's code of their own and place nothing.
 */
const NANP_NUMBER = /(?:^|[^\w+])(?:(?:\+\s?1|1)[\s.-]?\(?([2-9]\d\d)\)?|\(([2-9]\d\d)\))[\s.-]?[2-9]\d\d[\s.-]?\d{4}(?!\d)/gu;

function nanpClues(line: Line, clues: Clue[]): Set<number> {
  const at = new Set<number>();
  for (const m of line.text.matchAll(NANP_NUMBER)) {
    const code = `1${m[1] ?? m[2]}`;
    if (!isPhoneCode(code)) continue;
    const countries = countriesOfPhoneCode(code);
    if (countries.length !== 1) continue;
    const start = (m.index ?? 0) + (m[0].search(/[+(\d]/) >= 0 ? m[0].search(/[+(\d]/) : 0);
    at.add(start);
    clues.push({ kind: 'phone', countries: [countries[0].code], weight: 6, strength: 0.8, rule: `phone code +1 ${code.slice(1)} (NANP area code)`, where: { line, at: start } });
  }
  return at;
}

function phoneClues(line: Line, clues: Clue[]): void {
  const nanp = nanpClues(line, clues);
  // "+91 …"; after a phone label OCR may read the "+" as "*" ("Fone: *55 …").
  for (const m of line.text.matchAll(/(?:^|[^\w+])(?:\+|(?<=(?:tel|phone|fone|fon|тел)\.?\s*:?\s*)\*)\s?\(?(\d{1,4})\)?(?=[\s.\-)(]*\d)/giu)) {
    const digits = m[1];
    // Calling codes are prefix-free: the first prefix the table knows is the code.
    let code: string | null = null;
    for (let n = 1; n <= Math.min(3, digits.length) && !code; n++) if (isPhoneCode(digits.slice(0, n))) code = digits.slice(0, n);
    if (!code) continue;
    // "+1 (869) …": the NANP area code above has placed it; the shared +1 says less.
    if (code === '1' && nanp.has((m.index ?? 0) + Math.max(0, m[0].search(/[+*]/)))) continue;
    const countries = countriesOfPhoneCode(code);
    if (!countries.length) continue;
    const at = (m.index ?? 0) + Math.max(0, m[0].search(/[+*]/));
    clues.push({ kind: 'phone', countries: countries.map((c) => c.code), weight: 6, strength: 0.8, rule: `phone code +${code}`, where: { line, at } });
  }
}

function domainClues(line: Line, clues: Clue[]): void {
  const text = line.text;
  const hosts: Array<{ host: string; at: number }> = [];
  for (const m of text.matchAll(/[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) hosts.push({ host: m[1], at: m.index ?? 0 });
  for (const m of text.matchAll(/(?:https?:\/\/|\bwww\.)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) hosts.push({ host: m[1], at: m.index ?? 0 });
  // Bare host names printed in lower case ("iitm.ac.in"); "B.Sc." and "e.g." are not hosts.
  for (const m of text.matchAll(/(?:^|[\s(])((?:[a-z0-9-]{2,}\.)+(?:ac|edu|gov)\.[a-z]{2}|(?:[a-z0-9-]{3,}\.)+(?:edu|[a-z]{2}))(?=$|[\s),;/])/g)) {
    hosts.push({ host: m[1], at: (m.index ?? 0) + m[0].indexOf(m[1]) });
  }
  const seen = new Set<string>();
  for (const h of hosts) {
    const host = h.host.replace(/\.$/, '').toLowerCase();
    if (seen.has(host)) continue;
    seen.add(host);
    const c = countryOfDomain(host);
    if (!c) continue;
    clues.push({ kind: 'domain', countries: [c.country.code], weight: c.suffix === '.edu' ? 5 : 6, strength: 0.8, rule: `domain ${c.suffix}`, where: { line, at: h.at } });
  }
}

/** An institution named in English: its page's language says nothing of where it stands. */
const ENGLISH_INSTITUTION_NAME = /\b(?:university|college|institute|school|academy|polytechnic|of|the)\b/i;

/**
 * The script and language with the institution's name: a Thai "มหาวิทยาลัย", a Ukrainian
 * "університет" (letters і ї є ґ), Kazakh letters (ә ғ қ ң ө ұ ү һ), an Amharic institution word.
 * These scripts or spellings are national; Cyrillic, Arabic or Devanagari alone are not.
 */
function scriptClues(lines: Line[], institution: { name: string; where: Where } | null, clues: Clue[]): void {
  const all = lines.map((l) => l.text).join('\n');
  const low = all.toLowerCase();
  const firstLine = institution?.where ?? (lines[0] ? { line: lines[0], at: 0 } : null);
  const where = (re: RegExp): Where | null => {
    for (const l of lines) {
      const i = l.text.toLowerCase().search(re);
      if (i >= 0) return { line: l, at: i };
    }
    return firstLine;
  };
  const kazakhWords = new Set((low.match(/[\p{L}]*[әғқңөұүһ][\p{L}]*/gu) ?? []).filter((w) => /\p{Script=Cyrillic}/u.test(w)));
  // Rule "Kazakh letters are Kazakh's own": ө and ү are Mongolian and Kyrgyz letters too, ң Kyrgyz, ғ and қ Uzbek
  // ones; only ә and ұ are written by no other national Cyrillic alphabet, so one of them must be printed.
  if (kazakhWords.size >= 2 && [...kazakhWords].some((w) => /[әұ]/u.test(w))) {
    const w = where(/[әғқңөұүһ]/);
    if (w) clues.push({ kind: 'script', countries: ['KZ'], weight: 5, strength: 0.7, rule: 'Kazakh letters', where: w });
  } else if (/(університет|інститут|академія|коледж|ліцей|гімназія)/.test(low) && /[іїєґ]/.test(low)) {
    const w = where(/(університет|інститут|академія|коледж|ліцей|гімназія)/);
    if (w) clues.push({ kind: 'script', countries: ['UA'], weight: 5, strength: 0.7, rule: 'Ukrainian institution name', where: w });
  }
  if (/(มหาวิทยาลัย|วิทยาลัย|โรงเรียน|สถาบัน)/.test(all)) {
    const w = where(/(มหาวิทยาลัย|วิทยาลัย|โรงเรียน|สถาบัน)/);
    if (w) clues.push({ kind: 'script', countries: ['TH'], weight: 5, strength: 0.7, rule: 'Thai institution name', where: w });
  }
  if (/(ዩኒቨርሲቲ|ኮሌጅ|ትምህርት ቤት)/.test(all)) {
    const w = where(/(ዩኒቨርሲቲ|ኮሌጅ|ትምህርት ቤት)/);
    if (w) clues.push({ kind: 'script', countries: ['ET'], weight: 5, strength: 0.7, rule: 'Amharic institution name', where: w });
  }
  // Rule "A language one country speaks" (docs/document-understanding.md, "Institution and country"): a page in a
  // language the gazetteer gives to one country alone (Czech, Polish, Hungarian, Finnish …), with the institution
  // named in it rather than in English, was issued there, as a Thai or Ukrainian institution name is.
  if (institution && !ENGLISH_INSTITUTION_NAME.test(institution.name)) {
    const code = detectLanguage(all)?.code;
    // Only a language told by its own words: a script's likeliest language (a Mongolian page votes Kazakh) is no evidence.
    const speaking = code && code !== 'en' && toldByOwnWords(code) ? [...gazetteer().countries.values()].filter((c) => c.languages.includes(code)) : [];
    if (speaking.length === 1) clues.push({ kind: 'script', countries: [speaking[0].code], weight: 4, strength: 0.6, rule: `institution name in ${code}`, where: institution.where });
  }
}

/**
 * Cities of the address lines ("Chennai - 600 025", "80333 München", "Almaty, Kazakhstan"): only
 * where a city is printed as an address part. A city name of one country is a clue; a name that
 * several countries share only supports another clue.
 */
function cityClues(lines: Line[], options: IssuerOptions, institution: { name: string; where: Where } | null, clues: Clue[]): void {
  const idx = cityIndex();
  const { zone, searchable } = zoneLines(lines, options);
  let language: string | undefined;
  for (const line of searchable) {
    const text = line.text;
    // The letterhead and footer, or an address line elsewhere (with a postal code); never words
    // that OCR read badly (a misread word may spell some village).
    if (!zone.has(line) && !/\d{4,}/.test(text)) continue;
    if (readConfidence(line) < 0.6) continue;
    const tokens = tokensOf(text);
    const used = tokens.map(() => false);
    // The institution's own name holds no address, except the city that ends a generic name
    // ("Board of Intermediate and Secondary Education, Multan"): that city places it.
    const ownName = institution ? institution.name.replace(/,\s*([^,]+)$/u, (all, city: string) => (isCityPart(city) ? '' : all)) : '';
    const nameSpan = institution && institution.where.line === line ? spanOf(text, ownName) : null;
    if (nameSpan) tokens.forEach((t, i) => (used[i] = t.start >= nameSpan[0] && t.end <= nameSpan[1]));
    // Words already read as a country or a state are not cities.
    const g = gazetteer();
    findNames(tokens, text, g.countryNames, g.maxWords, used);
    findNames(tokens, text, g.stateNames, g.maxWords, used);
    const hits: Array<{ key: string; countries: string[]; start: number; end: number; orig: string }> = [];
    for (let n = Math.min(idx.maxWords, tokens.length); n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const key = tokens.slice(i, i + n).map((t) => t.folded).join(' ');
        const latin = romanizedKey(key);
        const set = idx.byName.get(key) ?? (latin !== null ? idx.byName.get(latin) : undefined);
        if (!set) continue;
        const orig = text.slice(tokens[i].start, tokens[i + n - 1].end);
        if (!/^\p{Lu}/u.test(orig)) continue;
        for (let k = i; k < i + n; k++) used[k] = true;
        hits.push({ key, countries: set, start: tokens[i].start, end: tokens[i + n - 1].end, orig });
      }
    }
    for (const h of hits) {
      // A whole address part: "Main Street, …" holds no city "Street".
      const before = text.slice(0, h.start);
      // A month of a date ("Surabaya, 14 Juli 2021": Juli is also a town of Peru) is no city.
      if (MONTH_KEYS().has(h.key) && (/\d\s*\.?\s*$/.test(before) || /^\s*\.?\s*\d/.test(text.slice(h.end)))) continue;
      if (!(SEP_BEFORE.test(before) || CITY_PREFIX.test(before)) || !SEP_AFTER.test(text.slice(h.end))) continue;
      // "80333 München", "75005 Paris": a postal code printed before the city.
      const postcode = /\b\d{4,5}\s*$/.test(text.slice(0, h.start));
      // A name that several countries share: the document's language may single one out
      // ("Dresden" on a German page is not the one in the United States).
      let countries = h.countries;
      let byLanguage = '';
      if (countries.length > 1) {
        language ??= detectLanguage(lines.map((l) => l.text).join('\n'))?.code ?? '';
        const speaking = countries.filter((c) => !!language && !!countryByCode(c)?.languages.includes(language));
        if (speaking.length === 1 && language !== 'en') {
          countries = speaking;
          byLanguage = ` (${language})`;
        }
      }
      const ambiguous = countries.length > 1;
      clues.push({
        kind: 'city',
        countries,
        weight: (ambiguous ? 1.5 : 3) + (postcode ? 1 : 0),
        strength: ambiguous ? 0.5 : 0.6,
        rule: (postcode ? `postal code and city ${h.orig}` : `city ${h.orig}`) + byLanguage,
        where: { line, at: h.start },
      });
    }
  }
}

/** "г. Новосибирск", "м. Київ", "город …": the Russian and Ukrainian abbreviations for "city". */
let monthKeys: Set<string> | null = null;
/** Month names of every language (dates.ts), folded like the city index's keys. */
const MONTH_KEYS = (): Set<string> => (monthKeys ??= new Set(MONTH_NAMES.flat().map((m) => foldAny(m))));

const CITY_PREFIX = /(^|\s)(г|м|гор|город|місто|қ|қала)\.?\s*$/iu;

/**
 * Cyrillic → Latin (the romanization country-state-city spells its names in: "Новосибирск" →
 * "novosibirsk", "Київ" → "kyiv", "Алматы" → "almaty"). Input is folded (lowercase).
 */
const CYRILLIC_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u',
  ү: 'u', һ: 'h',
};

export function romanize(folded: string): string {
  // Ukrainian "и" is "y" ("Київ" → "kyiv", "Харків" → "kharkiv") where the word has Ukrainian letters.
  const ukrainian = /[іїєґ]/.test(folded);
  let out = '';
  for (const ch of folded) out += ch === 'и' && ukrainian ? 'y' : (CYRILLIC_LATIN[ch] ?? ch);
  return out;
}

/**
 * Greek → Latin as country-state-city spells Greek places (ELOT 743, the Greek state's romanization:
 * "Ιωάννινα" → "ioannina", "Θεσσαλονίκη" → "thessaloniki", "Καβάλα" → "kavala"): the city index holds only
 * the Latin forms, and Greek letterheads print the city in Greek. Input is folded (lowercase, accents off).
 */
const GREEK_DIGRAPHS: Array<[RegExp, string]> = [
  [/ου/g, 'ou'], [/αυ/g, 'av'], [/ευ/g, 'ev'], [/ηυ/g, 'iv'], [/γγ/g, 'ng'], [/γκ/g, 'gk'], [/γξ/g, 'nx'], [/γχ/g, 'nch'],
];
const GREEK_LATIN: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

export function romanizeGreek(folded: string): string {
  let s = folded;
  for (const [re, to] of GREEK_DIGRAPHS) s = s.replace(re, to);
  let out = '';
  for (const ch of s) out += GREEK_LATIN[ch] ?? ch;
  return out;
}

/** The Latin key of a folded place name in Cyrillic or Greek, to look up in the city index; null for other scripts. */
function romanizedKey(key: string): string | null {
  if (/\p{Script=Cyrillic}/u.test(key)) return romanize(key);
  if (/\p{Script=Greek}/u.test(key)) return romanizeGreek(key);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Deciding

interface Tally {
  code: string;
  score: number;
  kinds: Set<string>;
  decisive: boolean;
  best: Clue;
}

function tally(clues: Clue[]): Tally[] {
  const byCountry = new Map<string, Tally>();
  // Per country and kind, the weight counted so far.
  const counted = new Map<string, number>();
  for (const c of clues) {
    const share = c.countries.length;
    // The same name printed again ("Kochi" in the address and in the school's line, "Porto" in the
    // institution's name and in the place of issue) counts once, with its strongest reading.
    const kind = `${c.kind}:${foldAny(c.kind === 'state' ? c.printed ?? c.state?.name ?? c.rule.replace(/^state\s+/, '').replace(/\s+(?:in the institution name|within a place or a name)$/, '') : c.rule)}`;
    for (const code of c.countries) {
      let t = byCountry.get(code);
      if (!t) byCountry.set(code, (t = { code, score: 0, kinds: new Set(), decisive: false, best: c }));
      const before = counted.get(`${code} ${kind}`) ?? 0;
      const w = c.weight / share;
      if (w > before) {
        t.score += w - before;
        counted.set(`${code} ${kind}`, w);
      }
      t.kinds.add(kind);
      if (share === 1) t.decisive = true;
      const rank = (x: Clue) => (x.countries.length === 1 ? 1 : 0) * 100 + x.weight * x.strength;
      if (rank(c) > rank(t.best)) t.best = c;
    }
  }
  // A clue that several countries share (+7, a city in two countries) counts only with another.
  return [...byCountry.values()].filter((t) => t.decisive || t.kinds.size >= 2).sort((a, b) => b.score - a.score);
}

/**
 * Rule "A landform in a name places no issuer alone" (docs/document-understanding.md, "Honesty"): a state's name read in
 * the institution's name as part of a mountain's, a vale's or a ridge's name ("Mount Tabor Academic College", "Kent Vale
 * Institute") names that landform, not the state; with no other clue for that country on the page (an address, a phone
 * code, a city) it places nothing, and the country is null. A state's name standing alone in the name ("Texas …
 * University") still places it.
 */
function placedBeyondName(chosen: Tally | null, clues: Clue[]): Tally | null {
  if (!chosen) return null;
  const own = clues.filter((c) => c.countries.includes(chosen.code));
  return own.length > 0 && own.every(nameWord) ? null : chosen;
}

/** A state clue read from a landform's name inside the institution's name. */
const nameWord = (c: Clue): boolean => c.kind === 'state' && !c.printed && !!c.landform && / in the institution name$/.test(c.rule);

/** The word before a place that makes it a landform's name ("Mount Tabor", "Lake Victoria"). */
const LANDFORM_BEFORE = /(?<![\p{L}])(?:mount|mt\.?|lake|monte|mont|berg)\s+$/iu;
/** The word after a place that makes it a landform's name ("Kent Vale", "Kent Ridge", "Ozark Hills"). */
const LANDFORM_AFTER = /^\s+(?:vale|valley|ridge|hills?|heights|lakes?|river|bay|mountains?|springs|falls)(?![\p{L}])/iu;

function decide(clues: Clue[]): Tally | null {
  const ranked = tally(clues);
  if (!ranked.length) return null;
  if (ranked.length > 1 && Math.abs(ranked[0].score - ranked[1].score) < 1e-6) return null;
  return ranked[0];
}

// ---------------------------------------------------------------------------------------------
// The issuer

/**
 * The issuer of one document: its name, country and state, each with its evidence.
 * `lines` are the document's lines (text/layout.ts `documentLines`), pages in order.
 */
export function findIssuer(lines: Line[], options: IssuerOptions = {}): Issuer {
  const out: Issuer = { name: null, country: null, countryCode: null, state: null, stateCode: null, evidence: {} };
  if (!lines.length) return out;
  const doc = options.document;
  const inst = latinNameTranslated(findInstitutionName(lines, options), lines);
  if (inst) {
    out.name = inst.name;
    out.evidence['institution.name'] = evidenceAt(inst.where, 1, inst.rule, doc);
  }
  const clues = collectClues(lines, options, inst);
  let chosen = placedBeyondName(decide(clues), clues);
  // Cities are read only when nothing else decides (the city index is large, and a printed
  // country, a state or a phone code says more than a city name).
  const printed = chosen && [...chosen.kinds].some((k) => k.startsWith('printed:') || k.startsWith('state:'));
  if (!chosen || (!printed && chosen.score < 9)) {
    cityClues(lines, options, inst, clues);
    chosen = placedBeyondName(decide(clues), clues);
  }
  // Rule "A territory printed beside its sovereign is the country": an address that prints a territory with its own
  // country code and the state it belongs to ("Kralendijk, Bonaire (Caribisch Nederland)", "Basse-Terre, Guadeloupe,
  // France") places the issuer in the territory, as the country lists code it.
  // (The territory's name is also a subdivision of its sovereign, so its clue names both.)
  const territoryOf = (c: Clue) => (chosen && c.kind === 'printed' ? c.countries.filter((x) => x !== chosen!.code) : []);
  const territoryClue = chosen ? clues.find((c) => territoryOf(c).length === 1 && isTerritoryOf(territoryOf(c)[0], chosen!.code)) : undefined;
  if (chosen && territoryClue) chosen = { code: territoryOf(territoryClue)[0], score: chosen.score, kinds: new Set([...chosen.kinds]), decisive: true, best: territoryClue };
  if (chosen) {
    const country = countryByCode(chosen.code);
    if (country) {
      out.country = country.name;
      out.countryCode = country.code;
      const b = chosen.best;
      const strength = b.countries.length === 1 ? b.strength : b.strength * 0.8;
      out.evidence['institution.countryCode'] = evidenceAt(b.where, strength, b.rule, doc);
      out.evidence['institution.country'] = out.evidence['institution.countryCode'];
    }
  }
  // The state only when one is printed, and of the chosen country (decision "Extraction field types").
  const stateClue = clues
    .filter((c) => c.kind === 'state' && c.state && (!out.countryCode || c.state.countryCode === out.countryCode) && (!!out.countryCode || !nameWord(c)))
    .sort((a, b) => b.weight - a.weight)[0];
  const stateOf = stateClue?.state ?? (out.countryCode ? resolveState(clues, out.countryCode) ?? stateCodeClue(lines, options, out.countryCode, clues) : undefined);
  // Rule "A territory with its own country code is that country": a subdivision whose ISO 3166-2 code is the alpha-2
  // code of a country of the same name ("Guam" US-GU, "Puerto Rico" US-PR) places the issuer in that country, as the
  // country lists name it, and is no state of it.
  const territory = stateOf ? territoryNamedBy(stateOf) : null;
  if (stateOf && territory && (!out.countryCode || out.countryCode === stateOf.countryCode)) {
    const country = countryByCode(territory.code);
    if (country) {
      out.country = country.name;
      out.countryCode = country.code;
      const c = stateClue ?? clues.find((x) => x.kind === 'state' && x.state === stateOf);
      if (c) out.evidence['institution.countryCode'] = out.evidence['institution.country'] = evidenceAt(c.where, c.strength, c.rule, doc);
    }
  } else if (stateOf && (!out.countryCode || stateOf.countryCode === out.countryCode)) {
    out.state = stateOf.name;
    out.stateCode = stateOf.code;
    const c = stateClue ?? clues.find((x) => x.kind === 'state' && (x.state === stateOf || (!!x.printed && stateNamed(x.printed, stateOf.countryCode) === stateOf)));
    if (c) {
      out.evidence['institution.stateCode'] = evidenceAt(c.where, c.strength, c.rule, doc);
      out.evidence['institution.state'] = out.evidence['institution.stateCode'];
    }
  }
  return out;
}

/** An institution's name in Latin: its Latin words ("Athenaeum", "Collegium", "Studiorum") or a saint's genitive. */
const LATIN_INSTITUTION_NAME = /(?<![\p{L}])(?:athenaeum|collegium|pontificium|studiorum|sanct(?:i|ae|orum)|\p{L}{3,}(?:orum|ensis))(?![\p{L}])/iu;

/**
 * Rule "A Latin name over its translation": a letterhead that prints the institution's name in Latin ("PONTIFICIUM
 * ATHENAEUM SANCTAE MONICAE", "Universitas Studiorum …") with its name in the living language right under or over it
 * ("Pontificio Ateneo Santa Monica") names it in the living language, the one its documents are read in.
 */
function latinNameTranslated<T extends { name: string; where: Where; rule: string }>(inst: T | null, lines: Line[]): T | null {
  if (!inst || !LATIN_INSTITUTION_NAME.test(fold(inst.name))) return inst;
  const i = lines.indexOf(inst.where.line);
  if (i < 0) return inst;
  for (const j of [i + 1, i - 1, i + 2]) {
    const l = lines[j];
    if (!l || l.pageNumber !== inst.where.line.pageNumber || l.segments.length !== 1) continue;
    const t = cleanValue(l.text);
    if (/\d/.test(t) || LATIN_INSTITUTION_NAME.test(fold(t)) || !hasInstitutionWord(t) || t.split(/\s+/).length > 8) continue;
    return { ...inst, name: t, where: { line: l, at: 0 }, rule: `${inst.rule} (the translation of its Latin name)` };
  }
  return inst;
}

/**
 * Rule "A territory with its own country code is that country": the country a subdivision names ("Guam", US-GU and GU;
 * "Svalbard", NO-21, of "Svalbard and Jan Mayen", whose other part "Jan Mayen" is a subdivision of the same state), when
 * it is not the subdivision's own state. A state that only shares a country's name (Georgia, US-GA) names none.
 */
function territoryNamedBy(state: { name: string; code: string; countryCode: string }): ReturnType<typeof countryNamed> {
  const same = countryNamed(state.name);
  if (same && same.code === state.code && same.code !== state.countryCode) return same;
  for (const c of gazetteer().countries.values()) {
    const m = /^(.+?)\s+(?:and|&)\s+(.+)$/u.exec(c.name);
    if (m && c.code !== state.countryCode && foldAny(m[1]) === foldAny(state.name) && stateNamed(m[2], state.countryCode)) return c;
  }
  return null;
}

/**
 * A territory with its own country code that is a subdivision of `sovereign`, its subdivision code that alpha-2 code
 * ("Guam", US-GU; "Bonaire", NL-BQ1) or its name the first of the territory's ("Svalbard" of "Svalbard and Jan Mayen").
 * A state that only shares a country's name (Georgia, US-GA, and the country GE) is none.
 */
function isTerritoryOf(territory: string, sovereign: string): boolean {
  const c = countryByCode(territory);
  const st = c ? stateNamed(c.name, sovereign) : null;
  if (c && st && new RegExp(`^${c.code}\\d?$`).test(st.code)) return true;
  const first = c ? stateNamed(c.name.split(/\s+(?:and|&)\s+/u)[0], sovereign) : null;
  return !!first && territoryNamedBy(first)?.code === territory;
}

/**
 * A state printed as its code between address separators ("Rua Sete de Setembro, 377 – Lagoa
 * Bonita – PE – CEP 71416-115"), read once the country is known: the code must be one of its
 * subdivisions in country-state-city.
 */
function stateCodeClue(lines: Line[], options: IssuerOptions, countryCode: string, clues: Clue[]): GazState | undefined {
  const g = gazetteer();
  const { zone, searchable } = zoneLines(lines, options);
  for (const line of searchable) {
    if (!zone.has(line)) continue;
    // Separators: punctuation, a spaced dash, or the gap between two cells; OCR may read "SP" as "Sp".
    for (const m of line.text.matchAll(/(?:[,/|]|\s[–—-]|\s{2})\s*([A-Z]{2,3}|[A-Z][a-z])(?![\p{L}\d])(?=\s*(?:[,/|]|[–—-]\s|\s{2}|CEP\b|\s\d|$))/giu)) {
      if (!/^[A-Z]/.test(m[1])) continue;
      // Rule "the country's own letters are no state code": the two letters of the country's ISO code alone in a
      // cell are what a crest, a seal or a plate prints for the country ("DJ" in Djibouti's arms), never a
      // subdivision, even where one bears that code (Djibouti's region DJ-DJ).
      if (m[1].toUpperCase() === countryCode.toUpperCase()) continue;
      // Rule "An abbreviation key's letters are no state code": letters a dash explains in lower-case words
      // ("Typ: P – povinný, PV – povinne voliteľný", "CO – compulsory") are an entry of a key, not an address.
      if (/^\s*[–—-]\s*\p{Ll}/u.test(line.text.slice((m.index ?? 0) + m[0].length))) continue;
      const st = g.statesByCode.get(`${countryCode}-${m[1].toUpperCase()}`);
      if (!st) continue;
      const at = (m.index ?? 0) + m[0].indexOf(m[1]);
      clues.push({ kind: 'state', countries: [countryCode], weight: 4, strength: 0.8, rule: `state ${st.name} (${m[1]})`, where: { line, at }, state: st });
      return st;
    }
  }
  return undefined;
}

/** A state name shared by several countries ("Punjab"), resolved once the country is known. */
function resolveState(clues: Clue[], countryCode: string): GazState | undefined {
  for (const c of clues) {
    if (c.kind !== 'state' || c.state || !c.countries.includes(countryCode) || c.cityIn?.includes(countryCode)) continue;
    const st = c.printed ? stateNamed(c.printed, countryCode) : null;
    if (st) return st;
  }
  return undefined;
}

