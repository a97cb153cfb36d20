/**
 * Field extraction from one document (docs/document-understanding.md, "Key-value reading", "Qualification", "Provenance", "Honesty"): label/value
 * pairs in twelve languages (labels.ts), the issuer (issuer.ts), running-text patterns of
 * certificates ("has conferred upon … the degree of …", "присвоена квалификация …", "né le …",
 * "Fait à …, le …"), names (names.ts), dates (dates.ts), qualifications and their levels
 * (qualifications.ts), and the course table. Every value keeps its evidence (page, box,
 * confidence, rule); whatever is not found stays null (decision "Extraction field types").
 */
import type { CourseEvidence, DocumentKind, DocumentText, Evidence, ExtractedCourse, ExtractionResult } from '../types';
import { detectLanguage, languageScores } from '../language';
import { documentLines, joinItems, type Line, type Segment } from '../text/layout';
import { findLabeledValues, matchLabel, type LabelField, type LabeledValue } from './labels';
import {
  cleanValue,
  decimalString,
  findDates,
  fold,
  foldWords,
  isPeriod,
  parseDate,
  parseNumber,
  parseMonthYear,
  parseYear,
  latinSide,
  titleCaseName,
  turkicNameCase,
  hasTurkicCapitals,
  similarity,
  type NameParts,
} from './normalize';
import { findIssuer, hasInstitutionWord, romanize } from './issuer';
import { countriesInText } from './places';
import { RESULT_VALUE_WORDS } from './headerLexicon';
import { isLanguageStream, isStudyMode } from './studyModes';
import { foldSameLength } from './labels';
import { isDocumentTitle, namesSupplement } from './captions';
import { evidenceOfItems, evidenceOfLine, evidenceOfValue, unionEvidence } from './evidence';
import { familyFirstRomanizedFor, hungarianFamilyFirst, labelIsFamilyFirst, nameChainFor, noFamilyNameFor, splitPersonName, surnameFirstInCapitalsFor, vietnameseFamilyFirst } from './names';
import { AWARD_TRIGGERS, educationStageLevel, endsSingleStageSecondary, expandQualification, isBareQualification, isQualificationName, nearTitle, qualificationLevel, type QualificationLevel } from './qualifications';
import { extractCourses, isHeaderRow, looksLikeTermHeading, readColumnByColumn, repairDecimals, subLine } from './table';
import { linesOf, paragraphLines } from './paragraphs';
import { dateOrderFor, hijriCalendarFor, minguoCalendarFor, minguoYear, MONTH_NAMES, type DateReading } from './dates';
import { repairOcrValues } from './ocrValues';
import { readParallelTexts } from './parallelText';

/**
 * The page without the runs set at a slant: a diagonal watermark or stamp legend ("BOARD OF
 * SECONDARY EDUCATION" across the page) is no line of the document, and joined to the line it
 * crosses it would become part of a label's value. A text-layer run whose box is much taller
 * than its type is drawn rotated (pdfTextLayer gives rotated runs their axis-aligned box); OCR
 * boxes are the words' own, so OCR pages are kept as read.
 */
export function withoutSlantedRuns(text: DocumentText): DocumentText {
  const slanted = (i: DocumentText['pages'][number]['items'][number]) => i.confidence === null && i.height > Math.max(i.fontSize, 1) * 2.5;
  if (!text.pages.some((p) => p.items.some(slanted))) return text;
  return { ...text, pages: text.pages.map((p) => ({ ...p, items: p.items.filter((i) => !slanted(i)) })) };
}

/** The lines of the document's first page (its letterhead, title and holder's block). */
function firstPageLines(lines: Line[]): Line[] {
  return lines.filter((l) => l.pageNumber === lines[0]?.pageNumber);
}

export function emptyResult(): ExtractionResult {
  return {
    languageCode: null,
    language: null,
    candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
    institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
    qualification: {
      registrationNumber: null,
      name: null,
      level: null,
      program: null,
      majorOrSpecialization: null,
      status: null,
      yearOfAdmission: null,
      yearOfCompletion: null,
      programDuration: null,
      dateOfIssue: null,
      cgpa: null,
      totalCreditsOrMarks: null,
    },
    courses: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const INSTITUTION_WORDS =
  /\b(university|universite|universitat|universidad|universidade|universita|college|institute|institut|instituut|instituto|istituto|polytechnic|polytechnique|politecnica|hochschule|fachhochschule|academy|academie|akademie|academia|school|ecole|escuela|lycee|gymnasium|colegio|liceo|conservatoire|seminary|board of|conservatorio)\b/;
/** Tested on folded text (accents removed) so that "Université" matches. */
const INSTITUTION_RE = { test: (s: string) => INSTITUTION_WORDS.test(fold(s)) };

const DEGREE_WORDS =
  /\b(bachelor|master|doctor|doctorate|ph\.?\s?d|licence|licenciatura|licenciado|licenciada|grado en|graduado|graduada|m[aá]ster|maestr[ií]a|diplom|dipl[oô]me|diploma|associate|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?a\.|m\.?\s?a\.|b\.?\s?s\.|m\.?\s?s\.|b\.?\s?eng|m\.?\s?eng|mba|bba|b\.?\s?com|m\.?\s?com|baccalaur[eé]at|abitur|bachillerato|batxillerat|magister|ingenieur|ing[eé]nieur|ingeniero|doctorat|doctorado|promotion)\b/i;

/** Degree names that start a line: "Bachelor of Science", "Licence", "Grado en …", "B.Tech.". */
const DEGREE_LINE_RE =
  /^(bachelor|master|doctor|associate|licence|licenciatura|licenciad[oa]|ingenier[ií]a en|grado en|graduad[oa] en|m[aá]ster|maestr[ií]a|doctorat|doctorado|diplom-|diplôme d'|diplome d'|dipl\.-|b\.\s?tech|m\.\s?tech|b\.\s?sc|m\.\s?sc|b\.\s?s\.|m\.\s?s\.|b\.\s?a\.|m\.\s?a\.|b\.\s?eng|m\.\s?eng|bsc|msc|mba|ba |ma |phd|ph\.d|baccalauréat|baccalaureat|abitur|bachillerato|batxillerat|ingénieur|ingenieur)/i;

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/^b\.?\s?tech\.?$/i, 'Bachelor of Technology'],
  [/^m\.?\s?tech\.?$/i, 'Master of Technology'],
  [/^b\.?\s?sc\.?(\s*\(hons\.?\))?$/i, 'Bachelor of Science'],
  [/^m\.?\s?sc\.?$/i, 'Master of Science'],
  [/^b\.?\s?s\.?$/i, 'Bachelor of Science'],
  [/^m\.?\s?s\.?$/i, 'Master of Science'],
  [/^b\.?\s?a\.?(\s*\(hons\.?\))?$/i, 'Bachelor of Arts'],
  [/^m\.?\s?a\.?$/i, 'Master of Arts'],
  [/^b\.?\s?e(ng)?\.?$/i, 'Bachelor of Engineering'],
  [/^m\.?\s?e(ng)?\.?$/i, 'Master of Engineering'],
  [/^b\.?\s?com\.?$/i, 'Bachelor of Commerce'],
  [/^m\.?\s?com\.?$/i, 'Master of Commerce'],
  [/^mba$/i, 'Master of Business Administration'],
  [/^bba$/i, 'Bachelor of Business Administration'],
  [/^ph\.?\s?d\.?$/i, 'Doctor of Philosophy'],
];

/** Level of a qualification from its name ("Bachelor of Science" → Bachelor): qualifications.ts. */
/**
 * Rule "A university's bachillerato": a "Bachillerato en <field>" (or "Bachiller en …") that a university issues is the
 * first university degree of the Central American and Andean systems (the four-year bachillerato universitario, before
 * the licenciatura), not the school-leaving one (scripts/samples/families/README.md): Bachelor. The school tracks a
 * university's own preparatory school confers ("Bachillerato en Ciencias y Humanidades", "… en Ciencias y Letras",
 * "Bachillerato General", "… Técnico") stay upper secondary.
 */
const BACHILLERATO_EN = /^bachiller(?:ato)?\s+(?:universitario\s+)?en\s+(.+)$/iu;
const SCHOOL_TRACK = /^(?:ciencias(?:\s+(?:y|e)\s+(?:humanidades|letras|tecnolog[ií]a))?|humanidades|letras|artes|ciencias sociales(?:\s+y\s+humanidades)?|ciencias naturales|educaci[oó]n media|la modalidad\b.*)$/iu;
function universityBachillerato(name: string, issuer: string | null): boolean {
  const m = BACHILLERATO_EN.exec(name.trim());
  if (!m || SCHOOL_TRACK.test(m[1].trim())) return false;
  return !!issuer && /^(?:universidad|universidade|universitat|university)\b/iu.test(issuer.trim()) && !/\b(?:preparatoria|colegio|liceo|bachilleres)\b/iu.test(issuer);
}

export function levelOf(name: string | null): string | null {
  return qualificationLevel(name);
}


/** "Bachelor of Science (B.Sc.)" → "Bachelor of Science"; "B.Tech." → "Bachelor of Technology". */
/**
 * The examination sitting printed after a qualification on a marksheet names the session, not the
 * qualification: "Master of Arts (M.A.) Semester II Examination", "Bachelor of Science Part I
 * Examination" (a numbered part of the programme; a board's "… Certificate Annual Examination" names
 * the certificate: CERTIFICATE_EXAMINATION).
 */
/**
 * The grade after the sitting (docs/document-understanding.md): a school examination's title that ends with the school
 * grade it is written in, after a dash or in a cell of its own ("SCHOOL CERTIFICATE EXAMINATION 2015 — GRADE 12", "… —
 * CLASS XII"; OCR may set the dash on a line apart). The grade is
 * no part of the certificate's name, and names its stage: the twelfth grade ends upper secondary.
 */
const SCHOOL_GRADE_AFTER_SITTING = /(?:,?\s+(?:19|20)\d{2})?(?:\s*[–—-]\s*|\s{2,})(?:grade|class|standard)\s+(\d{1,2}|xii|xi|x|ix)\s*$/iu;
const gradeNumber = (g: string): number => (/^\d+$/.test(g) ? Number(g) : ({ ix: 9, x: 10, xi: 11, xii: 12 } as Record<string, number>)[g.toLowerCase()] ?? 0);

const EXAM_SESSION_SUFFIX =
  /\s+(?:semester|sem\.?|part|year|term|trimester)\s+(?:[IVX]+|\d+|one|two|three|four)\s+(?:degree\s+)?examinations?$/iu;

/** The Romance languages' examination named before its certificate ("Examen du Brevet de …", "Exame do Certificado …"). */
const EXAMINATION_OF_CERTIFICATE =
  /^\s*(?:examen|exame|esame)\s+(?:du|de\s+la|de\s+l['’]|des|de|del|do|da|dos|dello|della|dell['’]|di)\s*(?=(?:brevet|certificat|certificado|certificato|certificação|dipl[oô]me|diploma|bachillerato|baccalaur[ée]at|t[ií]tulo)(?![\p{L}]))/iu;

/**
 * The examination for a certificate is named after it ("Senior School Certificate Examination", "Uganda
 * Certificate of Education Examination", "Kenya Certificate of Secondary Education Examination"): the
 * qualification is the certificate, without the examination and its sitting's kind (scripts/samples/families/README.md,
 * `qualification.name`). An examination that names no certificate ("Secondary School Examination") keeps the word.
 * A Cambridge-style certificate's level after it ("… Certificate Ordinary Level (NSSCO) Examination") is the certificate's.
 */
const CERTIFICATE_EXAMINATION = /(?<=(?<![\p{L}])certificate(?:\s+of(?:\s+\p{L}+){1,4})?(?:\s+(?:ordinary|advanced(?:\s+subsidiary)?|higher)\s+level)?(?:\s+\([^()]{1,30}\))?)\s+(?:(?:annual|supplementary|final|public)\s+)?examinations?$/iu;

/**
 * An honour printed with the degree ("with First Class Honours", "(Upper Division)", "cum laude",
 * "mit Auszeichnung", "avec mention Bien", "с отличием"): the result, not the qualification's name
 * (docs/document-understanding.md, "Qualification"). A bare "Honours" or "(Hons)" right after the
 * degree stays: it names an honours degree.
 */
const HONOUR_CLAUSE = new RegExp(
  [
    '(?:with\\s+)?(?:first|second|third|upper\\s+second|lower\\s+second|2:1|2:2)[\\s-]+class(?:\\s+honou?rs)?(?:\\s*\\(?(?:upper|lower)?\\s*division\\)?|\\s*\\((?:i|ii|1|2)\\))?',
    // "with Honours" names the UK honours degree and stays; "with High Honors", "with Distinction" are results.
    'with\\s+(?:(?:high(?:est)?|great)\\s+honou?rs|(?:high(?:est)?\\s+)?(?:distinction|merit|credit))',
    '\\(?(?:upper|lower)\\s+division\\)?',
    '(?:summa|magna)\\s+cum\\s+laude',
    'cum\\s+laude',
    'con\\s+lode',
    'mit\\s+auszeichnung',
    'avec\\s+(?:la\\s+)?mention\\s+(?:tr[eè]s\\s+bien|bien|assez\\s+bien|passable|honorable)(?:\\s+avec\\s+f[ée]licitations)?',
    'mention\\s+(?:tr[eè]s\\s+bien|bien|assez\\s+bien|passable|honorable)',
    'с\\s+отличием',
    'з\\s+відзнакою',
    'com\\s+distin[cç][aã]o',
    'con\\s+(?:honores|distinci[oó]n)',
    'met\\s+(?:grote\\s+)?onderscheiding',
    'z\\s+wyr[oó][żz]nieniem',
  ]
    .map((x) => `(?:${x})`)
    .join('|'),
  'iu',
);

/** Words of the award sentence after the degree ("with all the rights and privileges", "avec tous les droits", "con todos los derechos"). */
const AWARD_SENTENCE_TAIL =
  /\s*[,;]?\s*(?:(?:together\s+)?with\s+all\s+(?:the\s+)?(?:rights|privileges)|and\s+all\s+(?:the\s+)?rights|with\s+the\s+rights|having\s+(?:satisfied|fulfilled|completed|passed)|who\s+(?:has|have)\s|on\s+the\s+recommendation|in\s+recognition\s+of|has\s+been\s+(?:conferred|awarded)|(?:was|is)\s+(?:conferred|awarded)|avec\s+tous\s+les\s+droits|est\s+conf[ée]r[ée]|con\s+todos\s+los\s+derechos|con\s+los\s+derechos|com\s+todos\s+os\s+direitos|mit\s+allen\s+rechten|con\s+tutti\s+i\s+diritti|со\s+всеми\s+правами|з\s+усіма\s+правами|ha\s+sido\s+(?:otorgad|conferid)|fue\s+otorgad|foi\s+conferid|wurde\s+verliehen)(?![\p{L}]).*$/iu;

/** A faculty, school or department joined to the degree by punctuation ("Bachelor of Science, Faculty of Engineering"). */
const FACULTY_TAIL =
  /\s*(?:[,;|–—(]|\s-)\s*(?:(?:the\s+)?(?:faculty|school|college|department|division|institute)\s+of|facult[ée]|facultad|faculdade|facolt[àa]|fakult[äa]t|fakultas|fak[üu]lte(?:si)?|wydzia[łl]|факультет|інститут|институт|ufr|escuela|escola|[ée]cole|departamento|d[ée]partement|fachbereich)(?![\p{L}]).*$/iu;

/** A major or specialization clause after the degree ("Bachelor of Arts, Major: History", "Licenciado en Administración, mención Finanzas"). */
const MAJOR_CLAUSE =
  /^(.+?)\s*(?:[,;:–—(]|\s-)?\s+(?:with\s+(?:a\s+)?)?(?:major(?:ing)?|specialization|specialisation|specializing|concentration|emphasis|stream|mention|menci[oó]n|sp[ée]cialit[ée]|especialidad|especializaci[oó]n|especializa[cç][aã]o|[eê]nfase|habilita[cç][aã]o|specializzazione|schwerpunkt|vertiefung|studienrichtung|fachrichtung|спеціалізація|специализация|профиль|chuy[êe]n\s+ng[àa]nh|konsentrasi|peminatan)(?![\p{L}])\s*(?:(?:in|en|em|of)\s+|[:–-]\s*)?(.+?)\)?\s*$/iu;

/**
 * The qualification's name cut where what is not part of it begins: an honour, the award
 * sentence's own words, a faculty or school joined by punctuation, a major or specialization
 * clause (returned as the major), a trailing date. What is left must still name a qualification,
 * or the text is kept as it was.
 */
export function cutQualification(raw: string): { name: string; major: string | null } {
  let s = raw.replace(/\s+/g, ' ').trim();
  const keep = (t: string) => t.replace(/[\s,;:–—-]+$/u, '').trim();
  const honour = HONOUR_CLAUSE.exec(s);
  if (honour && honour.index > 0) {
    const t = keep(`${s.slice(0, honour.index).replace(/[\s,;(–—-]+$/u, '')} ${s.slice(honour.index + honour[0].length).replace(/^[\s,;)]+/u, '')}`);
    if (isQualificationName(t)) s = t;
  }
  for (const re of [AWARD_SENTENCE_TAIL, FACULTY_TAIL]) {
    const m = re.exec(s);
    if (m && m.index > 0 && isQualificationName(keep(s.slice(0, m.index)))) s = keep(s.slice(0, m.index));
  }
  // Rule "a results page's subject is no field": a results page titles what it shows after the examination and its
  // sitting ("Basic Education High School Examination 2019 - Marks", "… - Results"): the marks or results are the
  // page's subject, not the field studied, and the sitting's year after the examination no part of its name (as
  // "Uganda Certificate of Education Examination, 2015" names the certificate).
  // Extended by "A notice of results after a dash" (docs/document-understanding.md, "Qualifications the rotated group l- showed"):
  // "NATIONAL FORM SEVEN CERTIFICATE — NOTICE OF RESULTS": a notice, a slip or a report of the results names the page.
  const shown = /^(.+?)\s+[-–—]\s+(?:marks|results?|grades|mark ?sheet|statement of (?:marks|results)|(?:notice|notification|report|slip) of (?:marks|results?|grades)|results? (?:notice|notification|slip))$/iu.exec(s);
  if (shown && isQualificationName(shown[1])) s = keep(shown[1]).replace(/(?<=(?<![\p{L}])examinations?)\s*,?\s+(?:19|20)\d{2}$/iu, '');
  let major: string | null = null;
  const mc = MAJOR_CLAUSE.exec(s);
  if (mc && isQualificationName(keep(mc[1])) && /\p{L}{3,}/u.test(mc[2]) && !HONOURS_RE.test(mc[2].trim())) {
    s = keep(mc[1]);
    major = cleanValue(mc[2]);
  }
  // "Bachelor of Arts (Honours) - Psychology": a field joined by a spaced dash that names no
  // qualification itself is the major.
  const dashed = /^(.+?)\s+[-–—]\s+(\p{L}[\p{L}\p{M} ,&'’()-]*)$/u.exec(s);
  // Rule "An examination after a dash is no field" (docs/document-understanding.md, "Forms the rotated group j-
  // showed"): "Diploma in Nursing — Year I Examination", "B.Sc. — Part II Examinations" name the sitting of a year or a
  // part of the programme, not what was studied.
  const sittingAfterDash = !!dashed && /(?<![\p{L}])(?:examinations?|exams?|examen|examens|pr[üu]fung(?:en)?)$/iu.test(dashed[2].trim());
  if (!major && dashed && sittingAfterDash && isQualificationName(dashed[1])) s = keep(dashed[1]);
  else if (!major && dashed && isQualificationName(dashed[1]) && !isQualificationName(dashed[2]) && !HONOURS_RE.test(dashed[2].trim()) && !/(?:19|20)\d{2}/.test(dashed[2])) {
    s = keep(dashed[1]);
    major = cleanValue(dashed[2]);
  }
  const undated = withoutAwardDate(s);
  if (undated !== s && isQualificationName(undated)) s = undated;
  return { name: s, major };
}

/**
 * A marker in parentheses that is part of a degree's official name, not its abbreviation: the Finnish
 * and Finland-Swedish degrees of a university of applied sciences ("Insinööri (AMK)", "Sosionomi (ylempi
 * AMK)", "Ingenjör (YH)", "Ingenjör (högre YH)"), which name another degree than the same word alone.
 */
const DEGREE_NAME_MARKER = /^\s*\((?:(?:ylempi\s+)?AMK|(?:högre\s+)?YH)\)\s*$/iu;

/** A bare honours marker after the degree ("(Honours)", "(Hons.)"): it names the honours degree (HONOUR_CLAUSE), no abbreviation. */
// Malay "(Kepujian)" is the honours of Brunei's and Malaysia's degrees ("Sarjana Muda Sains (Kepujian)").
const HONOURS_MARKER = /^\s*\((?:hons?|honou?rs|kepujian)\.?\)\s*$/iu;

export function normalizeDegreeName(raw: string): string {
  raw = cutQualification(raw).name;
  // "G.C.E. (Advanced Level) Examination": the General Certificate of Education of the Commonwealth
  // systems, its level in parentheses; the examination is then named by the certificate (CERTIFICATE_EXAMINATION).
  raw = raw.replace(/^G\.\s?C\.\s?E\.?\s+(?=\()/u, 'General Certificate of Education ');
  raw = raw.replace(/^\p{Ll}/u, (c) => c.toUpperCase()); // "confère le grade de licence" → "Licence"
  // Rule "The diploma of a school-leaving examination": "DIPLÔME DU BACCALAURÉAT", "Diploma of the Senior Secondary School
  // Certificate", the deed's word and the genitive article, then a school-leaving examination: the examination is the
  // qualification, as the relevé's title names it ("Relevé de notes du baccalauréat"); a diploma that is itself the
  // qualification ("Diplôme d'État", "Diploma in Nursing") has no such article and keeps its name.
  // Rule "A line of study after a school-leaving stage": "Gymnasial uddannelse med naturvidenskabelig studieretning med
  // følgende resultater", "Gymnasieexamen med naturvetenskaplig studieinriktning", "Studentereksamen with the following
  // results": the line of study and the results formula after the stage ("med", "with") are no part of its name.
  const lineOfStudy = /^(.+?)\s+(?:med|with|mit|met)\s+(?:\p{L}+\s+){0,2}?(?:studieretning|studielinje|studieinriktning|studieinriktningen|line of study|f[øo]lgende resultater|f[öo]ljande resultat|folgende resultat(?:er)?|the following results|folgenden ergebnissen|de volgende resultaten)(?![\p{L}]).*$/iu.exec(raw.trim());
  if (lineOfStudy && isSchoolQualification(lineOfStudy[1]) && /secondary/i.test(qualificationLevel(lineOfStudy[1]) ?? '')) raw = lineOfStudy[1];
  const deed = /^(?:dipl[oô]me|diploma|certificat|certificate)\s+(?:du|of the)\s+(\p{L}.*)$/iu.exec(raw.trim());
  if (deed && isSchoolQualification(deed[1]) && /secondary/i.test(qualificationLevel(deed[1]) ?? '')) raw = deed[1].replace(/^\p{Ll}/u, (x) => x.toUpperCase());
  // A trailing abbreviation in parentheses ("(M.Sc.)", OCR "(M .Eng,)") is dropped.
  // The sitting's year and the school grade it is written in, after a dash ("SCHOOL CERTIFICATE EXAMINATION 2015 — GRADE
  // 12"): no part of the certificate's name (its level is read from the grade: SCHOOL_GRADE_AFTER_SITTING).
  raw = raw.replace(SCHOOL_GRADE_AFTER_SITTING, '');
  // Rule "The examination of a certificate, in the Romance languages": "EXAMEN DU BREVET DE TECHNICIEN SUPÉRIEUR",
  // "Examen de Bachillerato", "Exame do Certificado …" name the examination by the certificate it leads to, as the
  // English "… Certificate Examination" does (CERTIFICATE_EXAMINATION): the qualification is the certificate.
  raw = raw.replace(EXAMINATION_OF_CERTIFICATE, '');
  let s = cleanValue(raw).replace(AWARD_PARTICIPLE, '').replace(EXAM_SESSION_SUFFIX, '').replace(CERTIFICATE_EXAMINATION, '').replace(/\s*\([A-Z][A-Za-z.,\s]{0,12}\)$/, (note) => (DEGREE_NAME_MARKER.test(note) || HONOURS_MARKER.test(note) ? note : '')).trim();
  // "… Certificate Examination (WASSCE)": the examination's abbreviation after it hid the examination from the cut above.
  s = s.replace(CERTIFICATE_EXAMINATION, '').trim();
  // The track inside the programme ("Licence Informatique — parcours Informatique générale",
  // "Laurea in Economia - curriculum Finanza") is the major, not part of the qualification.
  const track = /^(.+?)\s*(?:[–—-]\s*)?(?<![\p{L}])(?:parcours|option|track|percorso|curriculum|itinerario|orientaci[óo]n)\s+\S.*$/iu.exec(s);
  if (track && isQualificationName(track[1])) s = track[1].trim();
  for (const [re, full] of ABBREVIATIONS) if (re.test(s)) return full;
  // The genitive after "ступінь …" / "степень …" ("бакалавра", "магістра") is the degree in the nominative.
  const genitive = /^(бакалавр|магістр|магистр|спеціаліст|специалист|доктор)а$/iu.exec(s);
  if (genitive) s = genitive[1];
  // A year of an LMD cycle ("Licence 3 (L3)", "Master 1", "L2"): the year of study names its cycle's degree.
  const lmdYear = /^(licence|master)\s+[1-3](?:\s*\(\s*[LM]\s?[1-3]\s*\))?$/iu.exec(s);
  if (lmdYear) s = lmdYear[1];
  // A degree named by its level and the discipline it is awarded in ("the Bachelor's degree of Engineering", as
  // Chinese degree certificates in English name the discipline category) is "<Level> of <Discipline>".
  const levelOf = /^(bachelor|master|doctor)['’]?s?\s+degree\s+of\s+(\p{Lu}[\p{L}\s]{2,40}?)\.?$/iu.exec(s);
  if (levelOf) s = `${levelOf[1][0].toUpperCase()}${levelOf[1].slice(1).toLowerCase()} of ${levelOf[2].trim()}`;
  const expanded = expandQualification(s);
  if (expanded) return expanded;
  // Shouting capitals of a whole title are title-cased, the small words of the title kept small
  // ("BACHELOR OF TECHNOLOGY" → "Bachelor of Technology", "СПЕЦИАЛИСТ" → "Специалист").
  if (s === s.toUpperCase() && /\p{Lu}{4,}/u.test(s)) s = titleCaseTitle(s);
  return s;
}

const SMALL_WORDS = new Set(['of', 'in', 'and', 'for', 'the', 'de', 'du', 'des', 'la', 'le', 'en', 'y', 'e', 'di', 'da', 'do', 'der', 'die', 'und', 'für', 'im', 'em', 'et', 'по', 'и', 'в']);

/** "BACHELOR OF SCIENCE" → "Bachelor of Science"; abbreviations in capitals with dots stay ("B.TECH." → "B.Tech."). */
function titleCaseTitle(s: string): string {
  // A title with capitals only Turkic alphabets have is cased their way ("LİSANS DİPLOMASI" → "Lisans Diploması").
  const tr = hasTurkicCapitals(s);
  return (tr ? s.toLocaleLowerCase('tr') : s.toLowerCase().replace(/i\u0307/g, 'i')) // Turkish "İ" lower-cased outside Turkish
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/(^|[-.'(])(\p{L})/gu, (_m, p: string, c: string) => p + (tr ? c.toLocaleUpperCase('tr') : c.toUpperCase()))))
    .join(' ');
}

/**
 * Rule "A distinction is no field" (docs/document-understanding.md, "Honesty"): the classes and distinctions of an award
 * as a major's caption or a sentence may hold them ("Mention : Grande Distinction", "… with Honours"), never a field.
 */
const DISTINCTION_RE = /^(?:(?:avec |with )?(?:la plus )?(?:grande )?distinction|satisfaction|(?:with )?(?:first class )?hono(?:u)?rs?|(?:avec )?(?:la )?mention (?:tr[eè]s bien|bien|assez bien|passable))$/i;

const HONOURS_RE =
  /^(tr[eè]s bien|bien|assez bien|passable|sehr gut|gut|befriedigend|ausreichend|mit auszeichnung|summa cum laude|magna cum laude|cum laude|with distinction|distinction|merit|pass|first class.*|second class.*|upper second.*|lower second.*|third class.*|sobresaliente|notable|aprobado|matr[ií]cula de honor)$/i;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Words of document titles and official headings, which are never a person's name. */
const DOCUMENT_WORDS =
  /(?<![\p{L}])(certificat\p{L}*|certificado|certificato|zeugnis|urkunde|relev[eé]|notes|transcript|record|statement|marks|grade|card|report|diploma|diplom|dipl[oô]me|hist[oó]rico|escolar|acad[eé]mico|personal|esami|laurea|bescheinigung|leistungs\p{L}*|republi\p{L}*|federa\p{L}*|ministry|minist[eè]re|ministerio|ministero|university|universit\p{L}*|диплом\p{L}*|справка|выписка|приложение|додаток|транскрипт|федерация|республика|документ|аттестат|атестат|za[sś]wiadczeni\p{L}*|[sś]wiadectw\p{L}*|dyplom\p{L}*|wykaz|przebiegu|surat|keterangan|ijazah|transkrip|daftar|довідк\p{L}*|витяг|академічн\p{L}*|академическ\p{L}*|belge\p{L}*|diplomas[ıi]|getuigschrift|cijferlijst|studieresultaten|attestation|k[aá]rdex|calificaciones|certid[aã]o|carriera|bescheinigung)(?![\p{L}])/iu;

/**
 * Words of honours, units and subjects that big lines of a certificate print and that no person's
 * name holds ("Summa Cum Laude", "First Class Honours", "Faculty of Arts", "Computer Science").
 */
const NOT_NAME_WORDS =
  /(?<![\p{L}])(honou?rs?|distinction|merit|laude|class|division|faculty|faculte|facultad|fakultät|department|programme|program|course|degree|sciences?|engineering|technology|studies|education|management|administration|certificate|examination|republic|ministry|government|registrar|chancellor|vice-chancellor|rector|mention|cycle|semester|transcript)(?![\p{L}])/iu;

/** A head of state with the article, in whose name a diploma may be issued ("EL REY DE ESPAÑA", "The President of …"); "King" alone may be a surname. */
const HEAD_OF_STATE = /(?<![\p{L}])(?:el rey|la reina|the king|the queen|le roi|la reine|der k[öo]nig|die k[öo]nigin|el presidente|la presidenta|the president|il presidente|o presidente)(?![\p{L}])/iu;

/** Courtesy titles of scripts without capitals (Thai titles are written joined to the name). */
const CASELESS_TITLE = /^(?:นางสาว|นาย|นาง|ด\.ช\.|ด\.ญ\.|น\.ส\.|السيد\s|السيدة\s|الآنسة\s|श्री\s|श्रीमती\s|सुश्री\s|कुमारी\s|አቶ\s|ወ\/ሮ\s|ወ\/ሪት\s)\S/u;

/**
 * Result words ("Bestått", "bestanden", "Passed", "Admis"): what a course or an examination earned,
 * printed in a result column or beside a grade, never a person's name. Those shorter than four
 * letters are left out: "Zal" (Polish zaliczone) and "Đạt" (Vietnamese passed) are also given names.
 */
const RESULT_WORDS = new Set(RESULT_VALUE_WORDS.filter((w) => !/\s/.test(w)).map(fold).filter((w) => w.length >= 4));

function isPersonName(text: string, caselessByContext = false): boolean {
  const t = text.trim();
  if (!t || /\d/.test(t) || t.length > 60) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  if (words.some((w) => RESULT_WORDS.has(fold(w).replace(/[^\p{L}]+/gu, '')))) return false;
  // The degree words are tested on the folded name: "\b" knows no accented letter, and "MBAÏDOUM" read raw holds "MBA".
  if (INSTITUTION_RE.test(t) || hasInstitutionWord(t) || DEGREE_WORDS.test(fold(t)) || DOCUMENT_WORDS.test(t) || isQualificationName(t) || isDocumentTitle(t)) return false;
  if (countriesInText(t).length) return false;
  if (matchLabel(t)) return false;
  if (NOT_NAME_WORDS.test(t) || HEAD_OF_STATE.test(t)) return false;
  // Scripts without capitals (Thai, Arabic, Devanagari, Ethiopic): only a courtesy title before the
  // name says it is a person's ("นายสมชาย ใจดี", "श्री राहुल शर्मा", "አቶ ሀይሉ ገብሬ").
  // Or the sentence around it (caselessByContext: a birth clause opens the next line, rule "A caseless name above its
  // birth clause").
  if (!/[\p{Lu}\p{Ll}]/u.test(t)) return caselessByContext || CASELESS_TITLE.test(t);
  // Every word starts with a capital (particles allowed).
  return words.every((w) => /^[\p{Lu}]/u.test(w) || new RegExp(`^(?:${SURNAME_PARTICLES})$`, 'iu').test(w) || /^(?:d|l|d’|l’)['’]\p{Lu}/u.test(w));
}

/** Particles of names printed in lower case ("van Dijk", "bin Ahmad", "ul Haq": Arabic "ul"/"ud" in South Asian names). */
const SURNAME_PARTICLES = 'van|von|der|den|de|del|della|di|da|du|des|dos|das|do|e|la|le|y|zu|ter|ten|al|el|bin|binti|ibn|ben|ul|ud';

/**
 * A student number printed after the name in the same cell ("Emily R. Carter - 900123456",
 * "Carter, Emily (ID 900123456)", "Emily Carter  ID: 900123456"): not part of the name.
 */
const TRAILING_ID = /\s*[-–—/|#]?\s*\(?\s*(?:(?:student\s+)?(?:id|no|nr|number|roll\s+no|reg(?:istration)?\s+no|matric(?:ulation)?\s+no|nim|nim\s+no)\.?\s*[:#]?\s*)?[\p{Lu}]{0,4}\d[\d\p{Lu}/-]{2,}\)?\s*$/iu;

/**
 * The same person's name printed in two scripts without a slash ("王晓明 WANG Xiaoming", "Иванов
 * Иван (Ivanov Ivan)", "Nguyễn Văn An" is one script): the Latin form, as the interface's fullName
 * convention says (docs/document-understanding.md, "Key-value reading"). Each script's words must
 * stand together and the Latin form hold at least two words, so a name with one foreign word stays.
 */
function latinFormOfName(value: string): string {
  const words = value.replace(/[()]/g, ' ').trim().split(/\s+/);
  const latin = (w: string) => /\p{Script=Latin}/u.test(w) && !/[^\p{Script=Latin}\p{M}\p{P}]/u.test(w);
  const other = (w: string) => /\p{L}/u.test(w) && !/\p{Script=Latin}/u.test(w);
  const kinds = words.map((w) => (latin(w) ? 'l' : other(w) ? 'o' : '?'));
  if (kinds.includes('?') || !kinds.includes('l') || !kinds.includes('o')) return value;
  const runs = kinds.join('').match(/(l+|o+)/g) ?? [];
  if (runs.length !== 2) return value;
  const l = words.filter((_w, i) => kinds[i] === 'l');
  return l.length >= 2 ? l.join(' ') : value;
}

function cleanName(value: string): string | null {
  const v = cleanValue(latinFormOfName(latinSide(value)).replace(TRAILING_ID, '').replace(/\s*\(.*?\)\s*$/, ''));
  return v && /\p{L}/u.test(v) ? v : null;
}

/**
 * A document title, a degree's name or a caption printed where a name is expected ("DIPLOMA
 * SUPPLEMENT", "Bachelor of Science", "Date of birth") is no person's name, in any language.
 */
function isTitleOrDegree(v: string): boolean {
  return isDocumentTitle(v) || (isQualificationName(v) && (DEGREE_WORDS.test(v) || DOCUMENT_WORDS.test(v) || !isPersonName(v))) || !!matchLabel(`${v}:`);
}

function cleanRegistration(value: string): string | null {
  const v = cleanValue(value);
  const m = /^[\p{Lu}\p{N}][\p{Lu}\p{N}\-/.]*[\p{Lu}\p{N}](?:\s[\p{Lu}\p{N}\-/.]*\d[\p{Lu}\p{N}\-/.]*)?/iu.exec(v);
  if (!m || !/\d/.test(m[0])) return null;
  const v2 = m[0].replace(/[.]$/, '');
  // Rule "Registration number is no date": a calendar date under or beside the caption is the next
  // field's value (a date of birth or of issue) read where the number is not printed.
  if (readsAsCalendarDate(v2)) return null;
  return v2;
}

/** "1997-03-05", "05.03.1997", "5/3/1997": a whole value that is a valid calendar date. */
function readsAsCalendarDate(v: string): boolean {
  const ymd = /^((?:19|20)\d{2})[-./](\d{1,2})[-./](\d{1,2})$/.exec(v);
  const dmy = /^(\d{1,2})[-./](\d{1,2})[-./]((?:19|20)\d{2})$/.exec(v);
  if (ymd) return Number(ymd[2]) >= 1 && Number(ymd[2]) <= 12 && Number(ymd[3]) >= 1 && Number(ymd[3]) <= 31;
  if (dmy) {
    const [a, b] = [Number(dmy[1]), Number(dmy[2])];
    // Day-month or month-day: either order is a date when both parts fit.
    return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
  }
  return false;
}

/** "3 years", "Full-time, 4 Years", "4 años", "2 Jahre" → "3"; "6 Semester" kept as printed. */
export function parseDuration(value: string): string | null {
  // OCR reads a lone "1" before the unit as "l", "I" or "|" ("Laño", "I year").
  const f = fold(value).replace(/(^|[\s,])[li|](?=\s*(years?|yrs?|ans?|annees?|jahre?|anos?)\b)/, '$11');
  const m = /(\d+(?:[.,]\d+)?)\s*(years?|yrs?|ans?|annees?|jahre?|anos?|anios?)\b/.exec(f);
  if (m) return m[1].replace(',', '.');
  const sem = /(\d+)\s*(semesters?|semestres?|terms?)\b/.exec(f);
  if (sem) return cleanValue(value.slice(value.search(/\d/)));
  const n = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(value);
  return n ? n[1].replace(',', '.') : null;
}

/** "120.0" → "120"; "3050 / 4000" → "3050"; "180 ECTS" → "180". */
export function parseTotal(value: string): string | null {
  const n = parseNumber(value);
  if (n === null) return null;
  return Number.isInteger(n) ? String(n) : String(n);
}

/**
 * The English half of a value printed in two Latin-script languages ("Licence en Lettres / Bachelor
 * of Arts", "Histoire / History"): the wild-corpus convention takes the English form of a bilingual
 * document. The half whose words read as English wins; when neither does, the second half, as
 * bilingual documents whose main language is not English print the English form after the
 * national one (and the first half when the document is in English).
 */
/** Whether a value starts with a qualification's name: its first one to three words name one ("Advanced Diploma in …"). */
function startsWithDegree(v: string): boolean {
  const words = v.split(/\s+/);
  return [1, 2, 3].some((n) => n <= words.length && (isQualificationName(words.slice(0, n).join(' ')) || !!expandQualification(words.slice(0, n).join(' '))));
}

/** Captions of what holds a degree word but is no qualification: a thesis, a project, a course. */
const NOT_QUALIFICATION_CAPTION = /thesis|project|course|module|subject|seminar|memoire|travail|speciale|oppgave|dissert|tutkielma|darbs|darbas|prace|arbeit|tesi|tesis|programme|program|field/;

/** A line that starts with a web address's scheme ("https://", "http://"). */
const WEB_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A caption the lexicon does not know whose value starts with a degree ("Qualification Obtained:
 * Advanced Diploma in Tourism", "Grade académique: Master en …", "Opnået grad: Kandidatgrad i …")
 * (docs/document-understanding.md, "Degree heads"). A caption of another field, of a thesis or a
 * course, and a value with digits, an institution or the document's name are never read so.
 */
function findCaptionedDegree(lines: Line[]): TextFind | null {
  for (const l of lines) {
    // Rule "A web address is no caption": "https://results.….ke/kcse/results" is a page's address, its scheme no
    // caption and the rest no value, whatever words of a qualification the address holds.
    if (WEB_SCHEME.test(l.text.trim())) continue;
    const m = /^(\p{L}[\p{L}’'.()\s/-]{1,48}?)\s*:\s*(\S.*)$/u.exec(l.text.trim());
    if (!m || m[1].split(/\s+/).length > 6) continue;
    const known = matchLabel(`${m[1]}:`);
    if ((known && known.field !== 'qualification') || NOT_QUALIFICATION_CAPTION.test(fold(m[1]))) continue;
    const value = cleanValue(m[2]);
    if (value.split(/\s+/).length > 10 || /\d/.test(value) || isDocumentName(value) || hasInstitutionWord(value) || !startsWithDegree(value)) continue;
    return { value, line: l, rule: 'caption whose value is a degree' };
  }
  return null;
}

/**
 * Rule "Honours after the field in parentheses" (docs/document-understanding.md, "What the older development misses
 * showed (stop 43)"): "Bachelor of Science (Data Science and Analytics) with Honours (Merit)" prints the field in
 * parentheses after the degree and the honours after the field; the name stops before the field (families README:
 * "Bachelor of Technology (Mechanical Engineering)" → "Bachelor of Technology"), so the honours after it go with it.
 */
function withoutHonoursAfterField(v: string): string {
  return v.replace(/(?<=\([^()]{3,80}\))\s+with\s+(?:\p{L}+\s+){0,3}?honou?rs(?:\s*\([^()]*\))?\s*$/iu, '');
}

/**
 * Rule "A professional title of a higher-education diploma" (docs/document-understanding.md, "What the older development
 * misses showed (stop 43)"): a diploma "о высшем образовании" of the ex-USSR systems (or its supplement) names under
 * "Квалификация:" / "Кваліфікація:" a professional title without a degree word ("Инженер-программист", "Экономист"),
 * which the lexicon cannot know; that caption on such a page is the evidence that it is the qualification. Its level is
 * the normative term of the studies printed with it: four years or less end the first stage (`Bachelor`), five or more
 * the specialist's (`Master`, the families README); without the term, no level.
 */
const HIGHER_EDUCATION_DOCUMENT = /(?<![\p{L}])(?:о высшем образовании|высшего образования|про вищу освіту|вищої освіти)(?![\p{L}])/iu;
const NORMATIVE_TERM = /(?<![\p{L}])(?:нормативн\p{L}* срок обучения|нормативн\p{L}* термін навчання|срок обучения)\s*:?\s*(\d{1,2})(?:[.,]\d)?\s*(?:год|лет|рок)/iu;

function professionalTitle(byField: (f: LabeledValue['field']) => LabeledValue[], lines: Line[]): { p: LabeledValue; v: string; level: QualificationLevel | null } | null {
  if (!lines.slice(0, 12).some((l) => HIGHER_EDUCATION_DOCUMENT.test(l.text))) return null;
  const found = byField('qualification')
    .filter((p) => /^(?:квалификация|кваліфікація)$/u.test(p.phrase))
    .map((p) => ({ p, v: cleanValue(p.value).replace(/[.;]+$/, '') }))
    .find((x) => /^\p{Script=Cyrillic}[\p{Script=Cyrillic}-]*(?:\s+[\p{Script=Cyrillic}-]+){0,3}$/u.test(x.v));
  if (!found) return null;
  const term = lines.map((l) => NORMATIVE_TERM.exec(l.text)).find((m) => m);
  const years = term ? +term[1] : null;
  return { ...found, level: years === null ? null : years <= 4 ? 'Bachelor' : 'Master' };
}

/**
 * Rule "A supplement names its certificate" (docs/document-understanding.md, "What the older development misses showed
 * (stop 43)"): a supplement to a certificate or a diploma, printed apart, names the document it belongs to under a
 * caption of its own ("к документу: Аттестат о среднем общем образовании № …", "до документа:", "Supplement to: …"):
 * that document's name, without its number, is the qualification, when it names one.
 */
const SUPPLEMENT_OF = /^(?:к документу|до документа|supplement to(?: the)?(?: document)?|annex to(?: the)?(?: document)?)\s*:\s*(\S.*?)(?:\s*(?:№|No\.?|N°|Nr\.?)\s*[\p{L}\d][\p{L}\d/-]*)?\s*$/iu;

function certificateOfSupplement(lines: Line[]): TextFind | null {
  for (const l of lines) {
    for (const seg of l.segments) {
      const m = SUPPLEMENT_OF.exec(seg.text.trim());
      if (!m) continue;
      const value = cleanValue(m[1]);
      if (!value || /\d/.test(value) || value.split(/\s+/).length > 10 || !isQualificationName(value)) continue;
      return { value, line: l, seg, rule: 'the certificate a supplement belongs to' };
    }
  }
  return null;
}

/**
 * A qualification read from a line that also prints the holder's name: the words from the first
 * that starts a qualification on ("… har erhvervet graden Kandidatgrad i statskundskab" →
 * "Kandidatgrad i statskundskab"); none such, no qualification (D4).
 */
function withoutHolder(name: string, holder: string | null): string | null {
  const parts = holder ? fold(holder).split(/\s+/).filter((x) => x.length > 1) : [];
  const folded = fold(name);
  if (parts.length < 2 || !parts.every((x) => folded.includes(x))) return name;
  const words = name.replace(/\.$/, '').split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    if (parts.some((x) => fold(words[i]).includes(x))) continue;
    // The word itself starts the qualification, not a word after it ("graden Kandidatgrad …" starts at "Kandidatgrad").
    const starts = isQualificationName(words[i]) || (i + 1 < words.length && isQualificationName(`${words[i]} ${words[i + 1]}`) && !isQualificationName(words[i + 1]));
    if (starts) return words.slice(i).join(' ');
  }
  return null;
}

/** Captions that say the value is the qualification itself, not a document, a title or a result. */
const QUALIFICATION_CAPTION = /^(?:degree|qualification|name of (?:the )?qualification|degree awarded|qualification awarded|szakkepzettseg|tutkinto|kraad|grad|grads|kvalifikacinis laipsnis|suteiktas laipsnis|kvalifikacija|qualifica)/;

/**
 * A qualification without a degree word ("Szakképzettség: gazdaságinformatikus") when the page
 * prints its level apart ("Végzettségi szint: alapfokozat"): the caption and the level caption are
 * the evidence that the value names the qualification (D4), so it is read although no head word of
 * docs/document-understanding.md's lexicon is in it. Without a level caption such a value stays unread.
 */
function levelBackedQualification(byField: (f: LabeledValue['field']) => LabeledValue[]): { p: LabeledValue; v: string } | undefined {
  if (!byField('level').some((p) => levelOf(latinSide(p.value)))) return undefined;
  return byField('qualification')
    .filter((p) => QUALIFICATION_CAPTION.test(fold(p.phrase).split(' / ')[0].trim()))
    .map((p) => ({ p, v: cleanValue(latinSide(p.value)) }))
    .find((x) => /^\p{L}[\p{L}\s()'’-]{2,60}$/u.test(x.v) && x.v.split(/\s+/).length <= 6 && !isDocumentName(x.v) && !hasInstitutionWord(x.v));
}

/** A value written in the Latin script only (figures and punctuation aside). */
const latinOnly = (v: string): boolean => /\p{Script=Latin}/u.test(v) && !/[^\p{Script=Latin}\p{M}\p{N}\p{P}\p{S}\s]/u.test(v);

/** A degree's abbreviation in parentheses before "in" and the field ("Bachelor of Arts (BA) in …", "(B.Sc.)"): case-sensitive. */
const DEGREE_ABBREVIATION_BEFORE_IN = /\s+\((?:[A-Z][A-Za-z]?\.?\s?){1,4}\)(?=\s+in\s)/u;

/** An English degree with its subject and field ("Doctor of Philosophy in Physics"). */
// The subject may take two or three words ("Bachelor of Natural Sciences in Computer Science", "Master of Fine
// Arts in …", "Bachelor of Arts and Sciences in …"). An honours marker may stand between the degree and its field
// ("Bachelor of Science (Honours) in …", "(Hons)"), as "with Honours" may.
const ENGLISH_DEGREE_OF_IN = /^(?:bachelor|master|doctor|associate)(?:'?s)?\s+of\s+\p{L}+(?:\s+(?:and\s+)?\p{L}+){0,2}?(?:\s+with\s+honours|\s+\((?:hons?|honou?rs)\.?\))?\s+in\s+\p{L}/iu;

/**
 * The qualification of a bilingual value: the English half when both halves name one ("Ekonomikos
 * magistras / Master of Economics", "Бакалавр / Bachelor of Engineering"); a period that ends a
 * sentence after it is no part of it ("… tutkinnon: Insinööri (AMK) / Bachelor of Engineering.").
 */
function bilingualQualification(name: string, documentLanguage: string | null): string {
  let s = name.replace(/(?<=\p{L}{3})\.$/u, '').trim();
  if (/\s\/\s/.test(s)) {
    const half = englishHalf(latinSide(s), documentLanguage);
    if (half !== s && isQualificationName(half)) s = normalizeDegreeName(half);
  }
  return s;
}

export function englishHalf(value: string, documentLanguage: string | null): string {
  // The halves are set apart by a slash with blanks; the OCR may drop one of them ("Bakalavr/ Bachelor").
  const parts = value.split(/\s+\/\s*|\s*\/\s+/);
  if (parts.length !== 2 || !parts.every((x) => /\p{Script=Latin}{2,}/u.test(x) && !/[^\p{Script=Latin}\p{N}\p{P}\p{Zs}()&'’-]/u.test(x))) return value;
  const english = (x: string) => {
    const scores = languageScores(x);
    const en = scores.find((sc) => sc.code === 'en')?.score ?? 0;
    const other = Math.max(0, ...scores.filter((sc) => sc.code !== 'en').map((sc) => sc.score));
    const degree = /^(?:bachelor|master|doctor|associate|higher|advanced|professional|postgraduate|graduate)\b/i.test(x.trim()) ? 1 : 0;
    // English is written without accents: a half with accented letters is the other language's
    // ("pagrindinis išsilavinimas / basic education").
    const accented = /[^\x00-\x7f’‘]/.test(x.normalize('NFC')) ? 1 : 0;
    return en - other + degree - accented;
  };
  const [a, b] = parts.map(english);
  if (a > b) return parts[0].trim();
  if (b > a) return parts[1].trim();
  return (documentLanguage === 'en' ? parts[0] : parts[1]).trim();
}

function cgpaValue(value: string): string | null {
  const d = decimalString(value);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Running-text patterns (certificates, closing lines)

/**
 * Phrases that end a line before the holder's name, in the lexicon's languages ("This is to certify
 * that", "Be it known that", "has conferred upon", "faz saber que", "En atención a que", "confiere
 * a", "décerné à", "verleiht"); and a lone "a"/"to"/"à" between a title and the name ("otorga el
 * título de / LICENCIADA EN DERECHO / a / NAME").
 */
const NAME_TRIGGERS =
  /(conferred upon|confers upon|confers? on|conferred on|certify that|certifies that|certified that|awarded to|presented to|granted to|be it known that|know all (?:men|persons) by these presents that|est d[ée]livr[ée] [àa]|this is to certify that|свидетельствует о том,? что|удостоверяет,? что|подтверждает,? что|засвідчує,? що|посвідчує,? що|куәландырады|d[ée]cern[ée] [àa]|d[ée]cerne [àa]|atteste que|certifie que|verleiht|verliehen an|bescheinigt|bescheinigt,? dass|herrn|frau|considerando que|certifica que|certifica-se que|certifico que|faz saber que|hace saber que|en atenci[óo]n a que|por cuanto|otorga a|confiere a|a favor de|expide a|conferisce a|rilascia a|ให้แก่|แก่|(?:hereby )?(?:awards|grants|confers|presents)|(?:^|\s)[يت]شهد\s.*\sب?أن|^(?:a|to|à|an)$)\s*[:,]?$/i;

/** A clause that certifies "that" ("This is to certify that", the Arabic "يشهد … بأن"): rule "A caseless name after its certifying clause". */
const CERTIFYING_THAT = /(?:certif(?:y|ies) that|(?:^|\s)[يت]شهد\s.*\sب?أن)\s*[:,]?$/i;

/**
 * What follows the holder's name on the next line of a certificate: the requirements clause, the
 * parentage, the birth, the identity document ("having fulfilled …", "son of …", "identificado con
 * cédula …", "filha de …", "nascida em …", "né le …", "geboren am …").
 */
/** A next line that opens with the birth (the caseless scripts' words for "born"): rule "A caseless name above its birth clause". */
const BIRTH_FOLLOWER = /^(?:المولود|المولودة|مواليد)(?![\p{L}])/u;

const NAME_FOLLOWERS =
  /^(?:the (?:degree|title|diploma|certificate|award) of|(?:le|la) (?:grade|dipl[ôo]me|titre) de|el t[íi]tulo de|o (?:grau|t[íi]tulo) de|il titolo di|den (?:akademischen )?grad|having|who has|who have|who was|has (?:been|satisfied|completed|fulfilled|passed)|was (?:admitted|awarded)|son of|daughter of|wife of|s\/o|d\/o|w\/o|born\b|identificad[oa]|portador[a]? d|titular d|filh[oa] de|hij[oa] de|nascid[oa]|nacid[oa]|n[ée]e? (?:le|à)|geboren|de nationalit[ée]|con (?:c[ée]dula|documento|dni|c\.\s?c\.)|c\.\s?c\.\s?(?:no|n[°º])|quien |que ha |ha (?:cursado|concluido|superado|terminado)|concluiu|nato|nata|родил|народил|المولود|المولودة|مواليد)/iu;

/** Titles of the officials who sign certificates, printed under their names. */
const SIGNATORY_ROLE =
  /^(?:the\s+)?(?:(?:university|academic|deputy|assistant|chief|vice|pro)[\s-]+)*(?:registrar|dean|rector|president|chancellor|vice-chancellor|director|principal|controller|secretary|provost|head(?:master|mistress)?|chair(?:man|person)?|superintendent|recteur|pr[ée]sident|doyen|directeur|rektor|dekan|pr[äa]sident|rector|decano|director|secretari[oa]|presidente|reitor|diretor|ректор|декан|директор)\b/iu;

/** A value found in running text, with the line it came from. */
interface TextFind {
  value: string;
  line: Line;
  rule: string;
  /** The cell of the value, when it is not the whole line. */
  seg?: Segment;
  /** A second line the value continues on (a name printed over two lines). */
  extra?: Line;
}

/** The printed lines of a paragraph line that hold `value` (the first, and the next when the value runs on to it). */
function printedLinesOf(l: Line, value: string): { line: Line; extra?: Line } {
  const run = linesOf(l);
  if (run.length === 1) return { line: l };
  const start = Math.max(0, l.text.indexOf(value));
  const end = start + value.length;
  let at = 0;
  const hit: Line[] = [];
  for (const r of run) {
    const from = at;
    at += r.text.trim().length + 1;
    if (at > start && from < end) hit.push(r);
  }
  return { line: hit[0] ?? run[0], extra: hit[1] };
}

function findNameInText(lines: Line[]): TextFind | null {
  const found = findNameInTextAsPrinted(lines);
  return found && withLatinRenderingBeside(found);
}

/**
 * Rule "A Cyrillic name's Latin rendering beside it" (docs/document-understanding.md, "What the older development misses
 * showed (stop 43)"): a diploma printed in two columns, the national text at the left and its English at the right, names
 * the holder on one line twice ("Бондаренко Остап Богданович | Bondarenko Ostap"), the Latin half a transliteration of
 * the name's words, often without the patronymic and in the national order. The Latin form is the one reported (the
 * fullName convention), its words put in the order the Cyrillic name's own reading gives them.
 */
function withLatinRenderingBeside(found: TextFind): TextFind {
  if (!/\p{Script=Cyrillic}/u.test(found.value) || /\p{Script=Latin}/u.test(found.value)) return found;
  const native = found.value.trim().split(/\s+/);
  const split = splitPersonName(found.value);
  const surname = new Set((split?.lastName ?? '').split(/\s+/).filter(Boolean));
  if (!surname.size) return found;
  for (const seg of found.line.segments) {
    const latin = seg.text.trim();
    if (!/^\p{Script=Latin}[\p{Script=Latin}'’-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’-]*){1,3}$/u.test(latin)) continue;
    const words = latin.split(/\s+/);
    if (words.length > native.length) continue;
    // Each Latin word transliterates a word of its own of the Cyrillic name.
    const taken = new Set<number>();
    const matched = words.map((w) => {
      const k = native.findIndex((n, i) => !taken.has(i) && transliterates(n, w));
      if (k >= 0) taken.add(k);
      return k;
    });
    if (matched.some((k) => k < 0) || !matched.some((k) => surname.has(native[k]))) continue;
    const given = words.filter((_, i) => !surname.has(native[matched[i]]));
    const family = words.filter((_, i) => surname.has(native[matched[i]]));
    if (!given.length) continue;
    return { ...found, value: [...given, ...family].join(' '), seg };
  }
  return found;
}

/** Whether a Latin word is a transliteration of a Cyrillic one (the romanizations differ in a letter or two: и as i or y). */
function transliterates(cyrillic: string, latin: string): boolean {
  const a = romanize(fold(cyrillic)).replace(/[^a-z]/g, '');
  const b = fold(latin).replace(/[^a-z]/g, '');
  return !!a && !!b && a[0] === b[0] && (a === b || similarity(a, b) >= 0.5);
}

function findNameInTextAsPrinted(lines: Line[]): TextFind | null {
  // Inline: "que D. José Luis García López, ha cursado", "certify that Jane Doe has", read across
  // the line breaks of the sentence ("… confers upon Fatima Noor" / "CHAUDHRY, born on …").
  const found = findNameInSentences(paragraphLines(lines));
  if (found) return { ...found, ...printedLinesOf(found.line, found.value) };
  return portalSignedInCell(lines) ?? findNameInCells(lines) ?? portalUserOverNumber(lines) ?? portalStudentStrip(lines);
}

/**
 * Rule "A portal's signed-in user in a cell of its top bar": a student portal prints "Signed in as <name>" or "Logged in
 * as <name>" in a cell of its top bar, beside the institution's name and the sign-out link; the page is that user's
 * record. The whole-line greeting is read with the sentences; this reads the cell, among the first page's first lines.
 */
function portalSignedInCell(lines: Line[]): TextFind | null {
  const first = firstPageLines(lines).slice(0, 8);
  for (const l of first) {
    // A top bar's cells may come as one run, parted by bars ("Signed in as Ana Reyes | Sign out").
    for (const seg of l.segments) {
      for (const part of seg.text.split(/\s+\|\s+/)) {
        const m = /^\s*(?:logged in as|signed in as|connect[ée] en tant que|angemeldet als|conectado como)\s*:?\s+([^,!:()|]{3,60}?)\s*$/iu.exec(part);
        if (m && !/\d/.test(m[1]) && isPersonName(m[1])) return { value: m[1].trim(), line: l, seg, rule: 'portal signed-in user cell' };
      }
    }
  }
  return null;
}

/**
 * Rule "A portal's student strip": a student portal may print the student on one line of cells above the record, the
 * name ("OBICHANG, Marvelyn", "Anna Kowalska") right before a cell that opens with a registration number's caption ("ID
 * 18-2243", "Student No. 2019…", "ID on file"), then the programme and the standing. That name is the holder. Only
 * where no caption names the holder, among the first page's first lines.
 */
function portalStudentStrip(lines: Line[]): TextFind | null {
  const first = firstPageLines(lines).slice(0, 15);
  for (const l of first) {
    for (let k = 0; k + 1 < l.segments.length; k++) {
      const seg = l.segments[k];
      const name = seg.text.trim();
      if (/\d/.test(name) || !isPersonName(name)) continue;
      const next = l.segments[k + 1].text.trim();
      // The bare "ID" opens the student's identifier in such a strip ("ID 18-2243", "ID on file").
      const caption = /^ID(?:\s*[:#.]?\s+\S)/u.test(next) || matchLabel(next, { allowBlank: true })?.field === 'registrationNumber';
      if (caption) return { value: name, line: l, seg, rule: 'portal student strip' };
    }
  }
  return null;
}

/** A portal's sign-out link, in the languages of the lexicon. */
const SIGN_OUT = /^(?:sign out|log ?out|log off|sign off|cerrar sesi[oó]n|salir|d[ée]connexion|se d[ée]connecter|abmelden|sair|esci|wyloguj|uitloggen|выход|вийти)$/iu;

/**
 * Rule "A portal's greeting names the given name": a student portal greets its signed-in user by the given name in its
 * top bar ("Esteban | Cerrar sesión", "Hawwa | Sign out"). A name in capitals under its caption ("ZÚÑIGA CAMPOS
 * ESTEBAN") whose last word is that given name, and whose first word is not, is printed family name first.
 */
function surnameFirstByPortalGreeting(name: string, lines: Line[]): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || !words.every((w) => w === w.toUpperCase())) return false;
  const first = firstPageLines(lines).slice(0, 8);
  for (const l of first) {
    const parts = l.segments.flatMap((sg) => sg.text.split(/\s*\|\s*/)).map((x) => x.trim()).filter(Boolean);
    const at = parts.findIndex((x) => SIGN_OUT.test(x));
    if (at < 1) continue;
    const greeted = parts[at - 1].replace(/^(?:hi|hello|welcome|hola|bienvenid[oa]|bienvenue|willkommen|ol[aá]|benvenut[oa])\b[,!]?\s*/iu, '').split(/\s+/)[0];
    if (!greeted || !/^\p{Lu}\p{Ll}+$/u.test(greeted)) continue;
    const f = (w: string) => fold(w).toLowerCase();
    return f(words[words.length - 1]) === f(greeted) && f(words[0]) !== f(greeted);
  }
  return false;
}

/**
 * Rule "A portal's user over their number": a student portal prints the signed-in student in its top right corner,
 * the name over the student number ("Louis ROBERT" over "N° étudiant 21252425", "Anna Kowalska" over "Student ID
 * 2019…"). A cell among the first lines of the first page, right of the page's middle, that is a person's name, right
 * over a cell aligned with it (left or right edges within an em) that holds a registration number's caption and a
 * number, is the holder. Only where no caption names the holder (findNameInText).
 */
function portalUserOverNumber(lines: Line[]): TextFind | null {
  const first = firstPageLines(lines);
  const middle = Math.max(0, ...first.map((l) => l.x + l.width)) / 2;
  for (let i = 0; i + 1 < Math.min(first.length, 8); i++) {
    for (const seg of first[i].segments) {
      const name = seg.text.trim();
      if (seg.x < middle || /\d/.test(name) || !isPersonName(name)) continue;
      for (const below of first.slice(i + 1, i + 3)) {
        if (below.y - (first[i].y + first[i].height) > first[i].height * 2) break;
        const cell = below.segments.find((c) => Math.abs(c.x - seg.x) < seg.fontSize || Math.abs(c.x + c.width - seg.x - seg.width) < seg.fontSize);
        const number = cell && /^(.*?\p{L}.*?)[\s:]+([\p{Lu}\d][\p{Lu}\d/-]*\d[\p{Lu}\d/-]*)$/u.exec(cell.text.trim());
        if (number && matchLabel(number[1])?.field === 'registrationNumber') return { value: name, line: first[i], seg, rule: 'portal user over the student number' };
      }
    }
  }
  return null;
}

function findNameInSentences(lines: Line[]): TextFind | null {
  for (const l of lines) {
    const t = l.segments.map((s) => s.text).join(' ');
    let m = /\bque\s+(?:D\.|Dña\.|Dª|Don|Doña)\s+([^,]+?),\s+(?:ha|han)\b/.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "que D."' };
    // The name ends where the sentence goes on: a verb, the parentage ("son of", "S/O"), a comma.
    const trigger = '(?:certify that|certifies that|certified that|confirm that|confirms that|verify that|verifies that|record that|records that|declare that|declares that|attest that|attests that|presents that|conferred upon|confers upon|awarded to|awards to|grants to|granted to|presented to|be it known that)\\s+(?:(?:Mr|Ms|Mrs|Miss|Dr|Shri|Smt|Kumari)\\.?\\s+)?';
    // Rule "A parenthesis ends the holder's name": an aside in parentheses after the name ("Mr Jon Bell (Student ID
    // 2015…) was admitted") is the end of the name, as a comma is.
    const ends = '\\s*(?:,|\\(|\\s(?:has|having|who|was|is|son of|daughter of|wife of|s\\/o|d\\/o|w\\/o|bearing|born|holder of|with|the)\\b|\\s*$)';
    // "It is certified that KAMAU, Mercy, born on …": a surname in capitals, a comma, the given names.
    m = new RegExp(`\\b${trigger}(\\p{Lu}[\\p{Lu}'’-]+(?:\\s\\p{Lu}[\\p{Lu}'’-]+)*,\\s+\\p{Lu}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*)*)${ends}`, 'iu').exec(t);
    if (m && /^\p{Lu}[\p{Lu}'’-]+/u.test(m[1]) && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "certify that"' };
    // Rule "Initials after the surname's comma": "… grants to ul Haq, H. B. the degree of …": the surname (a particle of
    // it in lower case first), a comma and the given names as initials only, which a comma does not end.
    m = new RegExp(`\\b${trigger}((?:(?:${SURNAME_PARTICLES})\\s+)?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)*,\\s+\\p{Lu}\\.(?:\\s*\\p{Lu}\\.)*)${ends}`, 'u').exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "certify that", initials' };
    m = new RegExp(`\\b${trigger}(.+?)${ends}`, 'i').exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "certify that"' };
    // Rule "The holder's name ends at its verb, in English too" (docs/document-understanding.md, "Forms the rotated group
    // l- showed"): "This is to certify that Leroy Harrigan attended this School for five years and, having …": without a
    // comma after it, the name is the capitalized words after the certifying phrase up to the first word in lower case.
    const verbEnded = nameUpToVerb(t, trigger);
    if (verbEnded) return { value: verbEnded, line: l, rule: 'text "certify that", up to the verb' };
    // Rule "The Slavic certifying clause": "Ovim se potvrđuje da je studentica NAME, ime oca …", "zaświadcza się, że Pan
    // NAME, urodzony …", "potvrzuje, že student NAME, narozen …": the verb of certifying, "that", the student word, the
    // holder up to the comma.
    // The East Slavic verbs of the same clause, in the issuer's first person plural too ("Настоящим подтверждаем, что NAME,
    // …", "засвідчуємо, що NAME, …": rule "A confirmation in the first person, in Russian and Ukrainian",
    // "Forms the rotated group w3- showed").
    m = /(?<![\p{L}])(?:potvrđuje|potvrdjuje|potvrđujemo|uvjerava|potvrzuje|potvrdzuje|potrjuje|zaświadcza|потврђује|удостоверява|подтверждаем|подтверждает(?:ся)?|удостоверяем|удостоверяет(?:ся)?|засвидетельствуем|підтверджуємо|підтверджує(?:ться)?|засвідчуємо|засвідчує(?:ться)?|посвідчуємо)(?:\s+(?:se|sa|się))?\s*,?\s+(?:da|že|że|как|че|что|що)\s+(?:je\s+)?(?:(?:student(?:ica|kinja|ka)?|kandidat(?:kinja|ka)?|pan|pani|g\.|gđa\.?|gospodin|gospođa|студент(?:ица|кинја|ка)?)\s+)?(\p{Lu}[^,]{3,60}?)\s*,/iu.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text Slavic "potvrđuje da"' };
    // Without a comma after the name ("Настоящим подтверждаем, что Попова Виктория Николаевна обучалась …"), the holder is
    // the capitalized words up to the verb in lower case, as "The holder's name ends at the verb" reads the Spanish.
    m = /(?<![\p{L}])(?:подтверждаем|подтверждает(?:ся)?|удостоверяем|удостоверяет(?:ся)?|підтверджуємо|підтверджує(?:ться)?|засвідчуємо|засвідчує(?:ться)?|посвідчуємо)\s*,?\s+(?:что|що)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\s+(?=\p{Ll})/u.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text East Slavic "подтверждаем, что", up to the verb' };
    m = /\b(?:certifie que|atteste que)\s+(?:(?:M\.|Mme|Mlle|Monsieur|Madame)\s+)?(.+?)\s*,?\s+(?:a |né|née|est)/i.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "certifie que"' };
    // "Que Dña. NEREA GÓMEZ LÓPEZ, con DNI …", "Si certifica che la studentessa CARUSO FEDERICA, nata …"
    // Rule "The holder after a salutation with its article": "CERTIFICA: Que la señorita NAME, con cédula …", "Que el
    // señor NAME, …" (the article and the salutation of Latin American certificates).
    // Rule "Each 'que' of the sentence": the signatory's own clause comes first ("El que suscribe, Registrador …,
    // CERTIFICA que el estudiante NAME, …"), so every "que" is tried, not only the first.
    for (const q of t.matchAll(/(?<![\p{L}])(?:que|certifica che|certifica que|certifies that)\s+(?:(?:D\.|Dña\.|Dª|Don|Doña|il|la|lo|el)\s+)?(?:(?:studente|studentessa|alumn[oa]|estudiante|señor(?:it)?a|señor|srta\.|sra\.|sr\.|sig\.(?:ra)?|dott\.(?:ssa)?)\s+)?([\p{Lu}][^,]{3,60}?),/giu)) {
      if (isPersonName(q[1])) return { value: givenAfterSurnameComma(q[1], t.slice(q.index + q[0].length)), line: l, rule: 'text "certifica que"' };
    }
    // Rule "The rector's declaration names the holder": "Il Rettore … dichiara che la Sig.ra NAME (Matricola n. …), nata
    // a …", "El Rector … declara que D. NAME, …": the verb of declaring, "that", a salutation, the holder up to the comma
    // or the parenthesis of the register number.
    m = /(?<![\p{L}])(?:dichiara che|attesta che|declara que|declara:?\s+que|d[ée]clare que|declares that)\s+(?:(?:il|la|el|D\.|Dña\.)\s+)?(?:(?:sig\.(?:ra)?|signor[ae]?|dott\.(?:ssa)?|señor(?:it)?a|señor|sr\.|sra\.|srta\.|M\.|Mme|Mr\.?|Ms\.?|Mrs\.?)\s+)?(\p{Lu}[^,(]{3,60}?)\s*[,(]/u.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text "dichiara che"' };
    // Rule "The holder's name ends at the verb": without a comma after it ("CERTIFICA que el estudiante Carlos Javier
    // Maldonado Ruiz completó …"), the name is the capitalized words (with their lower-case particles) up to the first
    // word in lower case.
    for (const q of t.matchAll(/(?<![\p{L}])(?:[Qq]ue|QUE)\s+(?:(?:[Ee]l|[Ll]a|D\.|Dña\.|Don|Doña)\s+)?(?:(?:alumn[oa]|estudiante|egresad[oa]|señor(?:it)?a|señor|srta\.|sra\.|sr\.)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|del|de la|de los|y|e|da|do|dos|van|von|di)\s+)?\p{Lu}[\p{L}'’-]+){1,5})\s+(?=\p{Ll})/gu)) {
      if (isPersonName(q[1])) return { value: q[1].trim(), line: l, rule: 'text "certifica que", up to the verb' };
    }
    // Spanish and Latin American certificates: "D./Dña. NAME, con DNI …", "Dña. NAME, nacida el …",
    // "D. NAME, natural de …": the salutation (in either gender, or both with a slash), the name, then
    // the identity document, the birth or the origin.
    m = /(?<![\p{L}])(?:D\.?\s?\/\s?D(?:ña|ª)\.?|D\.ª|Dña\.|Dª\.?|Doña|Don|D\.)\s+([^,]{3,60}?)\s*,\s*(?:con\s+(?:DNI|D\.\s?N\.\s?I\.?|NIE|N\.\s?I\.\s?E\.?|pasaporte|documento|c[ée]dula|C\.\s?C\.)|provist[oa]|identificad[oa]|nacid[oa]|natural de|mayor de edad)/iu.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text salutation and identity clause' };
    // The Romance conferral with the holder inside the sentence: "… confiere a NAME, Cédula de Identidad
    // V-…, el título de", "… confere a NAME, portadora do RG …, o título de", "… otorga a NAME el título de":
    // the name ends at the comma before the identity document or at the article of the title.
    // Rule "Issued to the holder" (docs/document-understanding.md, "Forms the rotated group l- showed"): the French
    // diploma's passive "Le diplôme … est délivré à Madame NAME, née le …" (also "décerné à", "conféré à") names the
    // holder after the participle and the salutation, as "décerne à" does.
    m = /(?<![\p{L}])(?:confiere|otorga|concede|expide|confere|outorga|conferisce|rilascia|d[ée]cerne|(?:d[ée]livr|d[ée]cern|conf[ée]r)[ée]e?)\s+(?:a|à|al|ao)\s+(?:(?:D\.|Dña\.|Don|Doña|ciudadan[oa]|señor(?:it)?a?|sr\.|sra\.|srta\.|Madame|Monsieur|Mademoiselle|Mme|Mlle|M\.)\s+)?(\p{Lu}[^,]{3,80}?)\s*(?:,|\s(?:el|o|il|le|la)\s+(?:t[íi]tulo|grau|grado|diploma|titolo|grade|dipl[ôo]me)\b|\s(?:titular|portador[a]?|identificad[oa]|con\s+c[ée]dula)\b)/u.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text conferral "confiere a"' };
    // The same conferral with the title first ("… confirió el título de CONTADORA PÚBLICA a NATALIA DÍAZ MORENO,
    // identificada …": rule "The title conferred ends at the holder's dative"): the holder in capitals after the dative
    // in lower case, up to the comma.
    m = /(?<![\p{L}])(?:t[íi]tulo|grado|grau|titolo|titre|title|degree)\s+(?:de|of|di)\s+[\p{Lu}\p{M}\s'’-]{3,80}?\s(?:a|à|ao|al|to)\s+(\p{Lu}[\p{Lu}\p{M}'’-]+(?:\s+\p{Lu}[\p{Lu}\p{M}'’-]+){1,5})\s*,/u.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text conferral, the title then "a" and the holder' };
    // A student portal's greeting of the signed-in student on its own line ("Welcome, Nomsa Okello",
    // "Logged in as: Ruth Moyo"): the page is that student's record.
    m = /^\s*(?:welcome(?: back)?|logged in as|signed in as|bienvenid[oa]|bienvenue|willkommen)\s*[,:]?\s+([^,!:()]{3,60}?)\s*!?\s*$/iu.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'portal greeting' };
    // The holder's name opening the sentence, then the sex and the birth: "LIU Tianyu, male, born on March 14, 2000,
    // has studied …", as Chinese degree and graduation certificates in English word it.
    m = /^\s*([^,]{3,60}?)\s*,\s*(?:male|female)\s*,\s*born\b/iu.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text name, sex and birth' };
    // A salutation, the name, then the birth clause: "Frau Anna Schmidt, geboren am …", "Madame Camille
    // Dubois, née le …", "Mr John Okafor, born on …" (the sentence form of a certificate's holder line).
    m = /^\s*(?:Herrn?|Frau|Monsieur|Madame|Mademoiselle|M\.|Mme|Mlle|Mr\.?|Mrs\.?|Ms\.?|Miss|Señor|Señora|Señorita|Don|Doña|D\.|Dña\.|Signor|Signora|Sig\.(?:ra)?|Senhor|Senhora)\s+([^,]{3,60}?)\s*,?\s+(?:geb(?:oren|\.)|n[ée]e?|nacid[oa]|nat[oa]|nascid[oa]|born)(?![\p{L}])/u.exec(t);
    if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, rule: 'text salutation and birth clause' };
    // The English conferral with the holder after the title, in a cell of its own: "… confers / THE
    // DEGREE OF BACHELOR / upon Mr. NAME" (bilingual diplomas whose other panel holds the national text).
    // The salutation makes the words after "upon" a person, never "upon graduation" or "upon the …".
    for (const seg of l.segments) {
      m = /^\s*upon\s+(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+([^,:;()]{3,60}?)\s*,?\s*$/u.exec(seg.text);
      if (m && isPersonName(m[1])) return { value: m[1].trim(), line: l, seg, rule: 'text "upon" and salutation' };
    }
    // A salutation before the name in its own cell: "Herr | Sebastian Schneider", "Mr Rhys Patel".
    const first = l.segments[0]?.text.trim() ?? '';
    if (/^(herrn?|frau|monsieur|madame|mr\.?|mrs\.?|ms\.?|miss|señor|señora|sr\.?|sra\.?|signor[ae]?)$/iu.test(first) && l.segments[1] && isPersonName(l.segments[1].text.trim())) {
      return { value: l.segments[1].text.trim(), line: l, rule: `salutation "${first}"` };
    }
  }
  return null;
}

/**
 * Rule "The holder's name ends at its verb, in English too": after the certifying phrase (`trigger`, matched in any case),
 * two to five capitalized words (with the lower-case particles of surnames between them), then a word in lower case
 * (the verb of the sentence: "attended", "completed", "satisfied") and no comma: those words are the holder.
 */
function nameUpToVerb(text: string, trigger: string): string | null {
  const at = new RegExp(`\\b${trigger}`, 'i').exec(text);
  if (!at) return null;
  const rest = text.slice(at.index + at[0].length);
  const m = new RegExp(`^(\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:(?:${SURNAME_PARTICLES})\\s+)?\\p{Lu}[\\p{L}'’-]+){1,4})\\s+(?=\\p{Ll}{3,})`, 'u').exec(rest);
  return m && isPersonName(m[1]) ? m[1].trim() : null;
}

/** Whether one qualification's words all stand in the other's ("KENYA CERTIFICATE OF SECONDARY EDUCATION" in "Kenya Certificate of Secondary Education examination"). */
function sameQualificationWords(a: string, b: string): boolean {
  const words = (s: string) => fold(s).split(/[^\p{L}\d]+/u).filter((w) => w.length > 2);
  const [x, y] = [words(a), words(b)];
  return x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
}

/**
 * Rule "The surname in capitals, a comma, the given names" (docs/document-understanding.md, "Forms the rotated group j-
 * showed"): a sentence may name the holder as a form's list does, the family names in capitals, a comma, the given names
 * in small letters and a comma ("Que Dña. ABESO ELA, Milagrosa, con D.I.P. …"): a name read up to the first comma that is
 * all capitals takes the given names after it, when they are one to three capitalized words closed by a comma.
 */
function givenAfterSurnameComma(name: string, after: string): string {
  const n = name.trim();
  if (/\p{Ll}/u.test(n) || !/\p{Lu}{2}/u.test(n)) return n;
  const m = /^\s*(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){0,2})\s*,/u.exec(after);
  return m && isPersonName(`${n}, ${m[1]}`) && !isTitleOrDegree(m[1]) ? `${n}, ${m[1]}` : n;
}

function findNameInCells(lines: Line[]): TextFind | null {
  // The cell under a trigger phrase ("This is to certify that", "свидетельствует о том, что"),
  // past a salutation; a surname alone is joined with the given names under it.
  for (let i = 0; i < lines.length; i++) {
    for (const seg of lines[i].segments) {
      if (!NAME_TRIGGERS.test(seg.text.trim())) continue;
      // The dative preposition alone ("a" / NAME, "to" / NAME) is a certificate's line of its own; a
      // one-letter cell among others on its line is a table's grade ("A"), under which stands the next row.
      if (/^(?:a|to|à|an)$/i.test(seg.text.trim()) && lines[i].segments.length > 1) continue;
      let at = { index: i, seg };
      for (let step = 0; step < 3; step++) {
        const b = cellNear(lines, at.index, at.seg, 1);
        if (!b) break;
        // Rule "A caseless name after its certifying clause": a script without capitals (Arabic, Thai, Devanagari) cannot
        // show a name by its capitals; a cell alone on its line right under the clause that certifies "that" ("يشهد مجلس
        // الأساتذة … بأن" / "سارة يوسف حسن الصادق") is the person it certifies, as the birth clause under it says elsewhere.
        // (A dative alone, the Thai "แก่" or "to", is no such clause: "ให้ไว้ ณ วันที่" under it is no name.)
        const found = nameInCell(lines, b.index, b.seg, lines[b.index].segments.length === 1 && CERTIFYING_THAT.test(seg.text.trim()));
        if (found) return { ...found, rule: 'cell after an award phrase' };
        if (!/^(herrn?|frau|mr\.?|ms\.?|mrs\.?|monsieur|madame|don|doña|d\.|dña\.)$/i.test(b.seg.text.trim())) break;
        at = b;
      }
    }
  }
  // The dative preposition and the name on a line of their own, under the qualification the sentence
  // confers ("… confere o título de" / "Bacharel em Direito" / "a NAME", "… the degree of" / "Master of
  // Arts" / "to NAME"): the holder. The qualification above keeps an article line ("a Reitora") out.
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.segments.length !== 1) continue;
    const m = /^(?:a|à|ao|to|al|alla|an)\s+(\p{Lu}.+)$/u.exec(cellText(l.segments[0]));
    if (!m || m[1].trim().split(/\s+/).length < 2 || !isPersonName(m[1].trim())) continue;
    const above = [lines[i - 1], lines[i - 2]].filter((a): a is Line => !!a && a.pageNumber === l.pageNumber);
    if (above.some((a) => a.segments.length === 1 && isQualificationName(cellText(a.segments[0])) && !isDocumentName(cellText(a.segments[0])))) {
      return { value: m[1].trim(), line: l, seg: l.segments[0], rule: 'name after the qualification conferred' };
    }
  }
  // A name on its own line right above the clause that continues it ("NAME" / "having fulfilled
  // the requirements …", "NAME" / "identificado con cédula …", "NAME" / "son of …"): the holder,
  // printed between the certifying phrases. The cell must stand alone on its line and read as a name.
  for (let i = 0; i + 1 < lines.length; i++) {
    const next = lines[i + 1];
    if (next.pageNumber !== lines[i].pageNumber || !NAME_FOLLOWERS.test(next.text.trim())) continue;
    if (lines[i].segments.length !== 1) continue;
    const seg = lines[i].segments[0];
    const text = cellText(seg);
    // Centred over the clause (or starting where it starts): the same block of the page.
    const mid = (x: { x: number; width: number }) => x.x + x.width / 2;
    const aligned = Math.abs(mid(seg) - mid(next)) < Math.max(40, next.width * 0.15) || Math.abs(seg.x - next.x) < 6;
    if (aligned && isPersonName(text)) return { value: text, line: lines[i], seg, rule: 'name above its clause' };
    // Rule "A caseless name above its birth clause": a script without capitals (Arabic, Thai, Devanagari) cannot show a
    // name by its capitals; a cell alone on its line, in larger type than the clause, right above the birth clause
    // ("محمد مصطفى محمد العبيدي" / "المولود بمدينة بنغازي بتاريخ …") is the person born.
    // (Or, where the type's size says nothing, as OCR's ink boxes of a long line do, introduced by the certifying
    // clause's colon on the line above: "… بأن الطالبة:".)
    const introduced = i > 0 && lines[i - 1].pageNumber === lines[i].pageNumber && /[:：]\s*$/.test(lines[i - 1].text);
    if (aligned && (seg.fontSize > next.fontSize * 1.1 || introduced) && BIRTH_FOLLOWER.test(next.text.trim()) && isPersonName(text, true)) {
      return { value: text, line: lines[i], seg, rule: 'caseless name above its birth clause' };
    }
  }
  // The largest cell that reads as a name (certificates print it big), unless a signatory's role
  // is printed under it ("Dr. Harold Jenkins" / "University Registrar"): that is who signed.
  const sizes = lines.map((l) => l.fontSize).sort((a, b) => b - a);
  const big = sizes[Math.min(sizes.length - 1, 6)] ?? 0;
  // An OCR word's size is its ink box in points of an image whose resolution is a guess: "large" is
  // then relative to the page's body text (the median line), as 14 pt is to a text layer's 10-11 pt.
  const body = sizes[sizes.length >> 1] ?? 0;
  const cands: TextFind[] = [];
  lines.forEach((l, k) => {
    for (const seg of l.segments) {
      if (seg.fontSize < Math.max(isOcrCell(seg) ? LARGE_OVER_BODY * body : 14, big)) continue;
      const under = cellNear(lines, k, seg, 1, 2);
      if (under && SIGNATORY_ROLE.test(cellText(under.seg))) continue;
      const found = nameInCell(lines, k, seg);
      if (found) cands.push(found);
    }
  });
  if (cands.length) {
    const best = cands.sort((a, b) => (b.seg?.fontSize ?? b.line.fontSize) - (a.seg?.fontSize ?? a.line.fontSize))[0];
    return { ...best, rule: 'name in large type' };
  }
  return null;
}

/**
 * A name in a cell: the cell itself, or the cell joined with the one under it when the surname
 * stands alone above the given names in the same type (Russian diplomas: "ИВАНОВ" / "Иван Петрович").
 */
function nameInCell(lines: Line[], k: number, seg: Segment, caselessByContext = false): TextFind | null {
  const text = cellText(seg);
  if (isPersonName(text, caselessByContext)) return { value: text, line: lines[k], seg, rule: '' };
  if (!/^\p{Lu}[\p{L}'’-]+$/u.test(text) || matchLabel(text) || INSTITUTION_RE.test(text) || DOCUMENT_WORDS.test(text) || isQualificationName(text)) return null;
  // Within two lines: a line of the other column of a bilingual page may stand between them on a scan.
  const b = cellNear(lines, k, seg, 1, 2);
  if (!b || !sameType(b.seg, seg, (x, y) => Math.abs(x - y) <= y * 0.15)) return null;
  const next = cellText(b.seg);
  if (next.split(/\s+/).length > 2) return null;
  const joined = `${text} ${next}`;
  return isPersonName(joined) ? { value: joined, line: lines[k], seg, extra: b.line, rule: '' } : null;
}

function findBirthDateInText(lines: Line[], order: DateReading): TextFind | null {
  for (const [k, l] of lines.entries()) {
    const t = l.text;
    // "His date of birth as recorded in the register of the Board is 11-03-1993": the sentence form of the label.
    const sentence = /(?<![\p{L}])(date of birth|birth date|fecha de nacimiento|data de nascimento|date de naissance|geburtsdatum)(?![\p{L}])([^\d]{0,70}?)(\d.*)$/iu.exec(t);
    if (sentence && /\b(?:is|was|es|é|est|ist|as|según|selon|laut)\b/iu.test(sentence[2])) {
      const d = parseDate(sentence[3], order);
      if (d) return { value: d, line: l, rule: `text "${sentence[1]}"` };
    }
    // Rule "A date marked as the birth's" (docs/document-understanding.md, "Forms the rotated group w3- showed"): Russian
    // and Ukrainian running text abbreviates "year of birth" after the date itself ("Фёдорова Ольга Олеговна, 10.08.2002
    // г.р.", "12.03.1999 р.н."): the date before the mark is the holder's birth.
    const marked = /(?<!\d)(\d{1,2}\.\d{1,2}\.(?:19|20)\d{2})\s*(?:г\.?\s?р\.|года рождения|р\.\s?н\.|року народження)/iu.exec(t);
    if (marked) {
      const d = parseDate(marked[1], order);
      if (d) return { value: d, line: l, rule: 'text date "г.р."' };
    }
    // Rule "The Slavic birth verb": "rođen 12.02.1998. godine u Mostaru", "rojena 3. 5. 2000", "narozen 1. 2. 1999", "urodzona
    // 12.03.1998" (the participle in either gender, the date after it) date the birth as "born" does.
    // Rule "A birth's place before its date": "Né à : Goma | le : 16/10/1995", "nascido a 3 de julho de 2004" (the
    // Portuguese of Portugal and Africa dates a birth with "a", "aos"), "nacido en Cusco el …".
    const birthClause = /(?<![\p{L}])(born on|born|n[ée]e?\s*(?:\(e\))?\s+le|n[ée]e?\s*(?:\(e\))?\s+[àa]\s*:?\s*[\p{Lu}][\p{L}\p{M} .'’-]{1,40}?,?\s+le\s*:?|nascid[oa](?:\s*\([oa]\))?\s+(?:a|aos)(?=\s+\d)|geboren am|geb\. am|nacid[oa](?:\/[oa])?(?: en [\p{L} .'’-]+?,?)? el(?: d[íi]a)?|nacid[oa](?:\/[oa])? en fecha|nat[oa](?: a [\p{L} .'’-]+?)?(?:\s*\(\p{Lu}{2}\))? il|nascid[oa](?: em [\p{L} .'’-]+?)? em|lahir(?: di [\p{L} .'’-]+?)?,?\s*(?:pada\s+)?(?:tanggal|tgl\.?)|родил(?:ся|ась)|народил(?:ся|ася)|туған|(?:المولود|المولودة)(?:\s+(?:ب?مدينة|في|ب)\s*[\p{L}\s]{2,30}?)?\s+(?:بتاريخ|في)|ro[đd]j?en[ao]?|rojen[ao]?|narozen[aáý]?|narodený|narodená|urodzon[ya]|рођен[ао]?)\s+(.+)$/iu;
    // Rule "A birth clause read on across its line break": the participle (and its place's preposition) may end its line
    // in running text ("…, nata a" / "Bogotá il 12 marzo 1985, …", "nato a Verona il" / "3 maggio 1990", "né à" / "Lyon le …").
    const nextOne = lines[k + 1];
    const m =
      birthClause.exec(t) ??
      (nextOne && nextOne.pageNumber === l.pageNumber && /(?<![\p{L}])(?:nat[oa]|n[ée]e?(?:\s*\(e\))?|nacid[oa]|nascid[oa])(?:\s+(?:a|à|en|em)(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*){0,3})?)?(?:\s+(?:il|le|el|em))?\s*,?\s*$/u.test(t) ? birthClause.exec(`${t} ${nextOne.text}`) : null);
    // Rule "Born at a place, then the date": the English "born in Aden on 19/06/1987", "born at Kumasi on …" name the
    // place first, as "né à … le" does; the birth word or its place may end its line in running text ("…, born" /
    // "in Ibb on …", "born in Aden" / "on …"): the clause is read on across the break.
    const nextLine = lines[k + 1];
    const bornAt = /(?<![\p{L}])born\s+(?:in|at)\s+[\p{Lu}][\p{L}\p{M} .'’-]{1,40}?,?\s+on\s+(.+)$/u;
    const across = nextLine && nextLine.pageNumber === l.pageNumber && /(?<![\p{L}])born(?:\s+(?:in|at)(?:\s+[\p{Lu}][\p{L}\p{M} .'’-]{0,40})?)?,?\s*$/u.test(t) ? bornAt.exec(`${t} ${nextLine.text}`) : null;
    const placed = bornAt.exec(t) ?? across;
    if (placed) {
      const d = parseDate(placed[1], order);
      if (d) return { value: d, line: l, rule: placed === across ? 'text "born in … on" over a line break' : 'text "born in … on"' };
    }
    if (m) {
      const d = parseDate(m[2], order);
      if (d) return { value: d, line: l, rule: `text "${m[1]}"` };
      // Running text wraps inside the date ("… born on 18 May" / "1997 in Kandal Province, …"): a day and
      // month that end the line take their year from the start of the next one.
      const next = lines[k + 1];
      const year = next && next.pageNumber === l.pageNumber ? /^\s*((?:19|20)\d{2})(?!\d)/.exec(next.text) : null;
      const wrapped = year && /^\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}{3,}\.?,?\s*$|^\s*\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s*$/iu.test(m[2]) ? parseDate(`${m[2].trim()} ${year[1]}`, order) : null;
      if (wrapped) return { value: wrapped, line: l, rule: `text "${m[1]}" over a line break` };
    }
  }
  return null;
}

/** "Fait à Lyon, le 15 juillet 2019", "München, den 15.09.2019", "Valencia, a 12 de agosto de 2019", "Given on May 15, 2019". */
function findIssueDateInText(lines: Line[], order: DateReading): TextFind | null {
  const candidates: TextFind[] = [];
  for (const [k, l] of lines.entries()) {
    const t = l.segments.map((s) => s.text).join(' ');
    const patterns = [
      /\b(?:fait|d[ée]livr[ée])\s+[àa]\s+[^,]+,\s*le\s+(.+)$/i,
      /\b(?:given|issued|conferred|awarded|dated)\s+(?:at\s+[^,]+,?\s*)?(?:on|this)\s+(.+)$/i,
      /^\s*(?:given|issued)\s+(?:on\s+)?(.+)$/i,
      // The English formula of seals and signatures: "… hereunto affixed this 28th day of July, 2018".
      /\b(?:affixed|sealed|signed|given|witness)\b.*?\bthis\s+(\S+\s+day\s+of\s+.+)$/i,
      /^[\p{Lu}][\p{L} .'-]+,\s*(?:den|le|el|a|am)\s+(.+)$/u,
      // "… en Valencia, a 12 de agosto", and with the state after the city ("… en Caracas, Distrito Capital, a los …").
      /\ben\s+[\p{Lu}][\p{L} .'-]+(?:,\s*[\p{Lu}][\p{L} .'-]+)?,\s*a\s+(.+)$/u,
      // "Santa Coloma, 18 d'agost de 2022": the Catalan article elides before a month's vowel.
      /^[\p{Lu}][\p{L} .'–-]+,\s*(\d{1,2}\.?\s+(?:de\s+|d['’])?\p{L}+\.?\s+(?:de\s+)?\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\p{L}+\s+\d{1,2},\s+\d{4})\.?$/u,
      // The year first, in words, as Latvian, Lithuanian and Hungarian print it ("Valmierā, 2019. gada 19. jūnijā",
      // "Kaunas, 2021 m. birželio 18 d.", "Debrecen, 2021. június 15.").
      /^[\p{Lu}][\p{L} .'–-]+,\s*(\d{4}\.?\s+(?:gada\s+|m\.\s+)?(?:\d{1,2}\.\s+)?\p{L}+(?:\s+\d{1,2}\.?(?:\s+d\.)?)?)$/u,
      /(?<![\p{L}])(?:выдан[оа]?|видан(?:о|ий|а)?|берілді)\s+(.+)$/iu,
      // Rule "A Slavic place-and-date line": "In <place> on <date>", the place in the locative after the preposition and the
      // date after "on" or a comma, with the year's word after it: "V Pardubicích dne 21. ledna 2015", "V Bratislave dňa
      // 3. 7. 2019", "W Krakowie, dnia 12 czerwca 2020 r.", "У Шапцу, 29.11.2022. године", "U Sarajevu, 12.07.2021. godine".
      /^(?:V|Ve|Vo|U|У|W|We|В|Во)\s+[\p{Lu}][\p{L}.'-]*(?:\s+[\p{L}][\p{L}.'-]*){0,3}?,?\s+(?:(?:dne|dňa|dnia|dana|дана|на)\s+)?(\d{1,2}\.?\s*(?:\p{L}+|\d{1,2}\.)\s*(?:19|20)\d{2}\.?)(?:\s*(?:године|год\.|godine|god\.|roku|r\.|г\.))?\.?$/u,
      // "En testimonio de ello se firma en Tunja, Colombia, a los quince días …", "Dado en …", "Given at …, this …".
      /(?:ให้ไว้\s*ณ\s*วันที่|ณ\s*วันที่|تحريرا في|صدر(?:ت)? في|दिनांक)\s*:?\s*(.+)$/u,
      // The Spanish closing formula of certifications, the date after the place, "el" or "a" after a comma: "se extiende, sella
      // y firma la presente en la ciudad de Guatemala, el 16 de junio de 2017", "se extiende el presente en la ciudad de La
      // Ceiba, a los 21 días del mes de febrero de 2017".
      /(?<![\p{L}])se\s+(?:extiende|expide|emite)(?![\p{L}]).*,\s*(?:el|a)\s+(.+)$/iu,
      /(?<![\p{L}])(?:se firma|firmad[oa] en|sellad[oa] en|dad[oa] en|expedid[oa] en|emitid[oa] em|passad[oa] em|given at|signed at|done at|issued at)\s+(.+)$/iu,
    ];
    let found = false;
    for (const re of patterns) {
      const m = re.exec(t);
      if (m) {
        const d = parseDate(m[1], order);
        if (d && glossedAsOtherDate(m[1], lines[k], lines[k + 1])) {
          found = true;
          break;
        }
        if (d) {
          candidates.push({ value: d, line: l, rule: 'text date line' });
          found = true;
        }
        break;
      }
    }
    // A bilingual certificate prints its place and date once per panel, side by side ("Ha Noi, 21 June
    // 2021" | the national form): each cell is a date line of its own.
    if (found || l.segments.length < 2) continue;
    for (const seg of l.segments) {
      const m = /^[\p{Lu}][\p{L} .'–-]+,\s*(\d{1,2}\.?\s+(?:de\s+|d['’])?\p{L}+\.?\s+(?:de\s+)?\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\p{L}+\s+\d{1,2},\s+\d{4})\.?$/u.exec(seg.text.trim());
      const d = m ? parseDate(m[1], order) : null;
      if (d) {
        candidates.push({ value: d, line: l, seg, rule: 'text date line' });
        break;
      }
    }
  }
  return candidates.length ? candidates[candidates.length - 1] : null;
}

/**
 * Rule "The family name a parent's name shares": a holder's name of two words printed beside the father's name, whose
 * first word is the father's last word and whose last word is not the father's first ("IYER VENKATESH" beside
 * "Father's Name: MOHAN IYER"), is printed family name first: the family name the two share stands last in the
 * father's name as printed. Names of customs without family names (chains of a given name with the father's, as
 * patronymic names are) are never reordered by it.
 */
function surnameFirstByParent(name: string, parent: string | null): boolean {
  if (!parent) return false;
  const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);
  const n = words(name);
  const p = words(parent);
  return n.length === 2 && p.length >= 2 && n[0].length >= 3 && n[0] === p[p.length - 1] && n[1] !== p[0] && !p.slice(0, -1).includes(n[0]);
}

/** A caption that prints a parent's name inside the holder's ("Презиме (име једног родитеља) и име", "Prezime (ime oca) i ime"). */
const PARENT_IN_CAPTION = /(?<![\p{L}])(?:име\s+(?:једног\s+)?(?:родитеља|оца|мајке)|ime\s+(?:jednog\s+)?(?:roditelja|oca|majke))(?![\p{L}])/u;

/**
 * Rule "A parent's name in parentheses": Serbian, Bosnian and Montenegrin student-office forms caption the holder as
 * "surname (one parent's given name) given name" and print the value so ("Стојановић (Милан) Никола"). Where the
 * caption names the parent so, the words in parentheses inside the value are the parent's name, never the holder's.
 */
function withoutParentInParentheses(p: LabeledValue | undefined): LabeledValue | undefined {
  if (!p || !PARENT_IN_CAPTION.test(p.phrase) || !/\([^()]+\)\s*\S/u.test(p.value)) return p;
  return { ...p, value: p.value.replace(/\s*\([^()]+\)\s*(?=\S)/gu, ' ') };
}

/** A word for a day or a date, in the lexicon's languages: what a gloss under a date line names. */
const DATE_WORD = /(?<![\p{L}])(?:date|day|datum|tag|fecha|d[ií]a|data|jour|giorno|дата|день|дата|tarih|dzie[nń]|dag|päivä)(?![\p{L}])/iu;
/** The words of a gloss that name only where and when ("(Ort, Datum)", "(place and date)"), no event. */
const PLACE_DATE_WORDS = /^(?:date|datum|fecha|data|date|дата|place|ort|lieu|lugar|luogo|local|место|місце|and|und|et|y|e|и|і|of|the|de|du|del)$/iu;

/**
 * Rule "A date glossed as another date": a form prints under the date it fills in what that date is, a small caption in
 * parentheses on the line below, starting where the date line starts ("Auental, den 03.05.1995" over "(Tag der letzten
 * Prüfungsleistung)", "(date of the final examination)", "(fecha del acta)"), or after the date on its own line. A
 * gloss that names a day or date of some event other than the document's issue says the place-and-date line is not
 * the date of issue: it is no issue date (interface rule D4). A gloss that names only place and date ("(Ort, Datum)"),
 * or the issue itself (a caption of the date of issue), changes nothing.
 */
function glossedAsOtherDate(value: string, line: Line, next: Line | undefined): boolean {
  const inline = /\(([^()\d]{3,80})\)\s*$/u.exec(value);
  let gloss = inline ? inline[1] : null;
  if (!gloss && next && next.pageNumber === line.pageNumber && next.y - (line.y + line.height) <= line.height * 1.2 && Math.abs(next.x - line.x) <= line.height * 2) {
    const m = /^\(([^()\d]{3,80})\)$/u.exec(next.text.trim());
    gloss = m ? m[1] : null;
  }
  if (!gloss || !DATE_WORD.test(gloss)) return false;
  const words = gloss.match(/[\p{L}]+/gu) ?? [];
  if (words.every((w) => PLACE_DATE_WORDS.test(w))) return false;
  // A caption of the issue, whole ("(date of issue)"); "date" alone before more words ("date of the final examination") is none.
  const caption = matchLabel(gloss, { allowBlank: true });
  return !(caption?.field === 'dateOfIssue' && !caption.rest.trim());
}

/** "Given this 21st day of September, 2010", "… sealed … on the twenty-first day of …": the date a certificate's formula gives its award. */
function findAwardFormulaDate(lines: Line[], order: DateReading): TextFind | null {
  for (const l of lines) {
    const m = /\b(?:given|sealed|signed|conferred|awarded|granted)\b.*?\b(?:this|on\s+the)\s+(\S+\s+day\s+of\s+.+)$/i.exec(l.text);
    const d = m ? parseDate(m[1], order) : null;
    if (d) return { value: d, line: l, rule: 'date of the award formula' };
  }
  return null;
}

/** An examination's sitting with its month and year, in the lexicon's languages: month then year before the word, or after it. */
const EXAM_SITTING =
  /(?<![\p{L}])(?:(?:\p{L}+\s*[/–-]\s*)?(\p{L}+)[\s,]+((?:19|20)\d{2})\s+(?:examinations?|exams?|session|sessione|examen|pr[üu]fung|экзамен\p{L}*|sınav\p{L}*|ujian)|(?:examinations?|exams?|session|sessione|examen|sesi[óo]n|sess[ãa]o|sesiunea)\s*[,:–-]?\s*(?:held\s+in\s+|of\s+|de\s+|d['’]\s*)?(?:\p{L}+\s*[/–-]\s*)?(\p{L}+)(?:[\s,]+|\s*[–-]\s*)((?:19|20)\d{2}))(?![\p{L}\d])/iu;
/** A sitting of a part of the programme, or a repeat: no completion. */
const PARTIAL_SITTING =
  /(?<![\p{L}])(?:semester|sem\.?|term|trimester|quarter|part\s+[ivx\d]+|year\s+[ivx\d]+|[ivx\d]+(?:st|nd|rd|th)?\s+(?:year|semester|sem)|first\s+year|second\s+year|third\s+year|supplementary|compartment|back\s+paper|re-?sit|repeat|rattrapage|semestre|nachpr[üu]fung)(?![\p{L}])/iu;

/** A result that moves the pupil or student on to the next year of the course (rule "A promotion is no completion"). */
const PROMOTION =
  /(?<![\p{L}])(?:promoted\s+to|promotion\s+to|admis(?:e|\(e\))?\s+en|promu(?:e|\(e\))?\s+en|versetzt\s+in|promoss[oa]\s+alla|promovid[oa]\s+(?:a|al|para))\s+(?:the\s+|la\s+|le\s+)?(?:next\s+|following\s+)?(?:grade|class|form|year|standard|std\.?|level|l\d|\d|[ivx]+\b|classe|ann[ée]e|jahrgangsstufe|klasse|anno|classe|a[ñn]o|grado|s[ée]rie)/iu;

/** The value of a completion caption that says nothing was completed (rule "A completion caption answered none"). */
const NOTHING_AWARDED = /^\s*[:：]?\s*(?:none|nil|n\/a|not\s+(?:yet\s+)?(?:awarded|conferred|applicable)|pending|[—–-]+)\s*\.?\s*$/iu;

/** A birth clause with its date, in the lexicon's languages ("born on 14 July 1990", "né le 15 octobre 2001", "geboren am 12.03.1995"). */
const BIRTH_CLAUSE =
  /(?<![\p{L}])(?:born|date of birth|d\.\s?o\.\s?b\.?|n[ée]e?\s+le|geboren(?:\s+am)?|geb\.(?:\s+am)?|nacid[oa](?:\s+el)?|nat[oa](?:\s+il)?|nascid[oa](?:\s+(?:em|a))?|родил\p{L}*|народил\p{L}*|urodzon\p{L}*|do[gğ]um\p{L}*)(?:\s+(?:on|the))?\s*[^,;()]{0,40}?(?:19|20)\d{2}(?!\d)/giu;
const withoutBirthClause = (t: string): string => t.replace(BIRTH_CLAUSE, ' ');

/**
 * Verbs and phrases of running text that say the qualification was completed (conferral, award, graduation,
 * completion of studies, the final examination passed), per language, masculine and feminine forms: the date
 * that follows them is the completion ("se graduó el …", "ukończyła studia w dniu …", "diplomirala je …").
 */
const COMPLETION_VERBS = [
  // en
  'conferred', 'awarded', 'graduated', 'completed', 'passed', 'year of passing', 'date of (?:conferral|award|graduation|completion)',
  '(?:ceremony|convocation|congregation|commencement|graduation) (?:held|of)', 'with effect from', 'w\\.e\\.f\\.', 'sat (?:for )?the',
  // de, nl, fr
  // Rule "A course followed with success is completed": "a suivi avec succès la formation … du … au …".
  'a suivi avec succ[èe]s',
  'verliehen', 'afgestudeerd', 'obtenu', 'd[ée]cern[ée]', 'a soutenu', 'a r[ée]ussi', 'dipl[ôo]m[ée]e?', 'a achev[ée]', 'a termin[ée]',
  // es, pt, it
  'otorgad[oa]', 'examen (?:profesional|de grado|recepcional)', 'sustent(?:ó|o|ado|ada)', 'conclu(?:yó|yo|ido|ida|iu|ído)', 'aprob(?:ó|o) el examen',
  'se gradu(?:ó|o)', 'se titul(?:ó|o)', 'egres(?:ó|o)', 'culmin(?:ó|o)', '(?:complet|termin)(?:ó|o) (?:el plan de estudios|sus estudios|la carrera)',
  // Rule "The requirements of the degree": "completó satisfactoriamente todos los requisitos académicos del grado de …, el <date>".
  '(?:complet|cumpli)(?:ó|o) (?:satisfactoriamente )?(?:con )?(?:todos )?los requisitos', 'obtuvo el t[íi]tulo(?: de [^,]{2,80}?)?',
  // The last subject passed completes the programme (the date of graduation of Latin American records: "habiendo
  // aprobado la última asignatura el 24 de diciembre de 2021").
  'aprob(?:ado|ó|o) (?:la|su) [úu]ltima (?:asignatura|materia)',
  'colou grau', 'cola[çc][ãa]o de grau', 'conclus[ãa]o do curso', '(?:ha|abbia) superato', 'conseguit[oa]', 'si [èe] laureat[oa]',
  // Slavic languages: Polish, Czech, Slovak, Croatian, Serbian, Bosnian, Slovenian, Russian, Ukrainian, Bulgarian
  'ukończy[lł](?:a)?', 'absolvoval(?:a)?',
  // Rule "The state final examination passed on a date": Czech and Slovak diplomas date the completion by the state
  // examination ("a složil(a) státní závěrečnou zkoušku dne 14. ledna 2015", "vykonal(a) štátnu skúšku dňa …"), Polish ones
  // by the diploma examination ("zdał(a) egzamin dyplomowy w dniu …").
  'slo[žz]il(?:a)? st[áa]tn[íi] (?:z[áa]v[ěe]re[čc]nou |rigor[óo]zn[íi] )?zkou[šs]ku', 'vykonal(?:a)? [šs]t[áa]tnu (?:z[áa]vere[čc]n[úu] )?sk[úu][šs]ku',
  'zda[lł](?:a)? egzamin (?:dyplomowy|magisterski|licencjacki|in[żz]ynierski)', 'ukon[čc]il(?:a)?', 'zavr[šs]i(?:o|la)', 'diplomira(?:o|la)', 'diplomiral(?:a)?', 'magistrira(?:o|la)', 'doktorira(?:o|la)',
  'дипломира(?:о|ла)', 'заврши(?:о|ла)', 'окончил[аи]?', 'закінчи(?:в|ла|ли)', 'завърши(?:л|ла)',
  // Baltic, Nordic, Finnic, Hungarian, Greek, Romanian
  'baig[ėe]', 'absolv[ēe]ja', 'beidza', 'l[õo]petas', 'valmistui', 'suoritti tutkinnon', 'avlade examen', 'avlagt examen', 'bestod', 'dimitterede', 'fullf[øo]rte',
  // Norwegian and Danish participles after "er" / "blev" ("Graden er fullført 14.06.2022", "Uddannelsen blev afsluttet den …").
  'fullf[øo]rt', 'a[fv]sluttet',
  'v[ée]gzett', 'ολοκλήρωσε', 'αποφοίτησε', 'a absolvit',
  // Turkic languages, Indonesian, Kazakh
  'mezun ol(?:du|mu[şs]tur)', 'm[əe]zun olmu[şs]dur', 'bitirmi[şs]dir', 'dinyatakan lulus', 'lulus pada tanggal', 'бітірді',
  // ar: "أتم / أتمت بنجاح جميع متطلبات التخرج" (completed the graduation requirements), "ومنح / ومنحت درجة" (and was granted the
  // degree), "تخرج / تخرجت" (graduated); the conjunction "و" is written joined to the verb.
  'و?أتمت?', 'و?منحت?', 'و?تخرجت?',
  // Rule "The date the award takes effect": a record or a diploma dates the award by the day it takes effect, the
  // English "eligible for the degree … as of <date>" of a transcript's closing line, the Arabic "(وذلك) اعتبارا من <date>"
  // ("with effect from", already above) under the sentence that grants the degree.
  '(?<!not )eligible for (?:the )?(?:award of (?:the )?)?(?:degree|diploma|award)[^;:]{0,120}? (?:as of|as from|effective)', 'اعتبار[اًَ]{1,2} من',
];
const COMPLETION_VERB_RE = new RegExp(`(?<![\\p{L}])(${COMPLETION_VERBS.join('|')})(?![\\p{L}])(.*)$`, 'iu');

/** A season's term with its year ("الفصل الدراسي خريف 2019", "Fall semester of 2019"): rule "The term of the award". */
const TERM_OF_AWARD =
  /(?<![\p{L}])(?:(?:الفصل الدراسي|الفصل|فصل)\s+(?:ال)?(?:خريف|ربيع|صيف|شتاء)\s+(?:لعام\s+|عام\s+)?((?:19|20)\d{2})|(?:fall|spring|autumn|summer|winter)\s+(?:semester|term)\s+(?:of\s+)?((?:19|20)\d{2}))(?!\d)/iu;

/** A caption of remarks or notes, whose value is a sentence ("REMARKS:", "Note:", "Observaciones:", "Bemerkungen:"). */
const REMARK_CAPTION = /^(?:remarks?|notes?|comments?|observations?|observaciones|observa[çc][õo]es|remarques?|bemerkungen?|osservazioni|примечани[ея])\s*[:：]$/iu;

/** A date in running text that says the qualification was completed: conferral, award, passing. */
function findCompletionDateInText(lines: Line[], order: DateReading, kindIsDiploma = false): TextFind | null {
  // Conferral, award, graduation, passing and completion, in the lexicon's languages: "at a
  // ceremony held on", "sustentó el examen profesional el día", "concluiu em", "a soutenu le".
  const re = COMPLETION_VERB_RE;
  let awardSeen = -1;
  // The last line that awards or says the qualification was obtained ("a obtenu le Diplôme …").
  let obtainedSeen = -1;
  // Rule "A promotion is no completion": a result that moves the pupil on ("Promoted to Grade 12", "Admis en L3")
  // makes the examinations of the record those of a year of the course, which complete nothing.
  const promoted = lines.some((l) => PROMOTION.test(l.text));
  for (const [k, l] of lines.entries()) {
    // The holder's birth inside the sentence ("…, born on 14 July 1990, …", "geboren am 12.03.1995") dates no completion.
    const t = withoutBirthClause(l.segments.map((s) => s.text).join(' '));
    if (AWARD_TRIGGERS.test(foldSameLength(t)) || re.test(t)) obtainedSeen = k;
    // "… délivré … au titre de l'année universitaire 2023-2024": the academic year it was earned in.
    // "… ha superato l'Esame di Stato nell'anno scolastico 2023/2024": the school year it was passed in.
    const ay = /(?:au titre de l[’']ann[ée]e\s+universitaire|for\s+the\s+(?:academic|school)\s+year|in\s+the\s+(?:academic|school)\s+year|im\s+(?:studienjahr|schuljahr)|en\s+el\s+curso\s+(?:acad[ée]mico|escolar)|nell['’]anno\s+(?:scolastico|accademico)|no\s+ano\s+(?:letivo|lectivo|acad[êe]mico)(?:\s+de)?)\s+((?:19|20)\d{2})\s*[-–/]\s*((?:19|20)?\d{2})/iu.exec(`${t} ${lines[k + 1]?.text ?? ''}`);
    // The year of enrolment is no completion ("immatricolato nell'anno accademico 2019/2020", "enrolled in the academic year …").
    const enrolment = ay ? /(?<![\p{L}])(?:immatricolat\p{L}*|iscritt\p{L}*|enrolled|admitted|registered|inscrit\p{L}*|matriculad\p{L}*|ingres\p{L}*|eingeschrieben|immatrikuliert)\s+(?:\p{L}+\s+){0,2}$/iu.test(`${t} ${lines[k + 1]?.text ?? ''}`.slice(Math.max(0, ay.index - 40), ay.index)) : false;
    if (ay && !enrolment && obtainedSeen >= 0 && k - obtainedSeen <= 3 && lines[obtainedSeen].pageNumber === l.pageNumber) {
      const end = ay[2].length === 2 ? +`${ay[1].slice(0, 2)}${ay[2]}` : +ay[2];
      return { value: String(end), line: l, rule: 'academic year of the award' };
    }
    // Rule "The term of the award": "… ومنح درجة" / "البكالوريوس في …" / "وذلك في الفصل الدراسي خريف 2019", "… was awarded
    // the degree … in the Fall semester of 2019": on a diploma, the season's term named a few lines after the award or
    // the completion is when the degree was earned.
    const termOfAward = kindIsDiploma && obtainedSeen >= 0 && k - obtainedSeen <= 3 && lines[obtainedSeen].pageNumber === l.pageNumber ? TERM_OF_AWARD.exec(t) : null;
    if (termOfAward) return { value: termOfAward[1] ?? termOfAward[2], line: l, rule: 'term of the award' };
    if (AWARD_TRIGGERS.test(foldSameLength(t))) awardSeen = k;
    // "DEGREES AWARDED" / "Bachelor of Arts   06/12/2020": a date in the block under the heading.
    if (/^(?:degrees?|awards?|qualifications?)\s+(?:awarded|conferred|granted|earned)\s*:?$/i.test(t.trim())) {
      for (let j = k + 1; j <= k + 3 && j < lines.length && lines[j].pageNumber === l.pageNumber; j++) {
        const d = parseDate(lines[j].text, order);
        if (d) return { value: d, line: lines[j], rule: 'date under a degrees-awarded heading' };
      }
    }
    // "on 10 December 2014" on its own line a little after the award phrase: the conferral; in each column of a
    // certificate printed in two languages side by side, and in Malay ("pada 9 September 2018").
    for (const cell of [t, ...(l.segments.length > 1 ? l.segments.map((s) => s.text) : [])]) {
      const on = /^\s*(?:on|pada)\s+(.+)$/i.exec(cell);
      if (!on || awardSeen < 0 || k - awardSeen > 6) continue;
      const d = parseDate(on[1], order);
      if (d) return { value: d, line: l, rule: 'date of the award phrase' };
    }
    // "studied … from September 2015 to June 2019 … Graduation is approved" (graduation certificates
    // of China and their translations): the end of the period of study on a certificate.
    const period = kindIsDiploma ? /(?<![\p{L}])(?:studied|study|studies|attended|enrolled)(?![\p{L}]).*?\bfrom\s+(?:\p{L}+\.?\s+)?(?:\d{1,2},?\s+)?(?:19|20)\d{2}\s+(?:to|until|till|through)\s+((?:\p{L}+\.?\s+)?(?:\d{1,2},?\s+)?((?:19|20)\d{2}))(?!\d)/iu.exec(t) : null;
    if (period) return { value: period[2], line: l, rule: 'end of the period of study' };
    // Verb-final German and Dutch: "hat am 15. Juli 2021 die Bachelorprüfung … bestanden", "is op 15 juni 2021
    // afgestudeerd" (the date before the verb).
    const am = /(?<![\p{L}])(?:am|op)\s+(\d{1,2}\.?\s*(?:\p{L}+|\d{1,2}\.)\s*(?:19|20)\d{2})(?!\d).*?(?<![\p{L}])(?:bestanden|abgeschlossen|erworben|verliehen|afgestudeerd|behaald|verleend|voltooid|geslaagd)(?![\p{L}])/iu.exec(t);
    if (am) {
      const d = parseDate(am[1], order);
      if (d) return { value: d, line: l, rule: 'date before "bestanden"' };
    }
    // (The month of the sitting, without its day: "hat im Juni 2019 die Maturitätsprüfung bestanden".)
    const im = /(?<![\p{L}])(?:im|in)\s+(\p{L}+\s+(?:19|20)\d{2})(?!\d).*?(?<![\p{L}])(?:bestanden|abgeschlossen|erworben|afgestudeerd|behaald|geslaagd)(?![\p{L}])/iu.exec(t);
    const imMonth = im ? parseMonthYear(im[1]) : null;
    if (imMonth) return { value: String(imMonth.year), line: l, rule: 'month before "bestanden"' };
    // The decision of the State examination commission after the award ("присвоена квалификация … /
    // Протокол № 12 от «25» июня 2020 г."): the date the qualification was conferred.
    const protocol = awardSeen >= 0 && k - awardSeen <= 4 ? /(?<![\p{L}])(?:протокол|протокол\s+гэк|protokol)\s*(?:№|n[o°º.]*)?\s*[\p{L}\d/-]*\s+(?:от|від|dated?)\s+(.+)$/iu.exec(t) : null;
    if (protocol) {
      const d = parseDate(protocol[1], order);
      if (d) return { value: d, line: l, rule: 'date of the examination commission\'s decision' };
    }
    // Verb-final Turkish: "15.06.2020 tarihinde mezun olarak / olmuştur" (the date before the verb).
    const mezun = /(\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2})\s+tarihinde\s+mezun(?![\p{L}])/iu.exec(t);
    if (mezun) {
      const d = parseDate(mezun[1], order);
      if (d) return { value: d, line: l, rule: 'date before "tarihinde mezun"' };
    }
    // "Class of 2019" on a diploma: the graduating class.
    const cls = /(?<![\p{L}])class of\s+((?:19|20)\d{2})(?!\d)/iu.exec(t);
    if (cls && kindIsDiploma) return { value: cls[1], line: l, rule: 'graduating class' };
    // "… the degree of … in the May 2019 session", "in the 2018 examinations": the session of the award.
    const session = awardSeen >= 0 && k - awardSeen <= 6 ? /(?<![\p{L}])(?:in|of|at)\s+the\s+(?:(\p{L}+)\s+)?((?:19|20)\d{2})\s+(?:session|examinations?|exams?)(?![\p{L}])/iu.exec(t) : null;
    if (session && (!session[1] || parseMonthYear(`${session[1]} ${session[2]}`))) return { value: session[2], line: l, rule: 'session of the award' };
    // "… has passed the" / "B.Tech. Degree Examination held in April/May 2019": the examination's sitting.
    const held = awardSeen >= 0 && k - awardSeen <= 6 ? /(?<![\p{L}])(?:held|conducted)\s+(?:in|during)\s+(?:(\p{L}+)\s*[/–-]\s*)?(\p{L}+),?\s+((?:19|20)\d{2})(?!\d)/iu.exec(t) : null;
    if (held && parseMonthYear(`${held[2]} ${held[3]}`)) return { value: held[3], line: l, rule: 'sitting of the examination passed' };
    // The sitting named with its month ("March 2019 Examination", "Examination: April/May 2019",
    // "Examen session de juin 2019", "Esame di Stato sessione luglio 2019"): the qualification was
    // passed then. A sitting of a semester, a part or a year of the programme, a supplementary or
    // a repeat sitting completes nothing.
    const monthSitting = EXAM_SITTING.exec(t);
    if (monthSitting && !PARTIAL_SITTING.test(t) && !promoted) {
      const month = monthSitting[1] ?? monthSitting[3];
      const year = monthSitting[2] ?? monthSitting[4];
      if (parseMonthYear(`${month} ${year}`)) return { value: year, line: l, rule: 'month and year of the examination sitting' };
    }
    // Verb-final languages print the year before the verb: "2020 жылы … бітірді", "в 2020 году окончил".
    const verb = /(?<![\p{L}])(бітірді|окончил[аи]?|закінчив(?:ла)?|закінчила|bitirdi)(?![\p{L}])/iu.exec(t);
    // The year nearest the verb: "в 2015 году поступила … и в 2019 году окончила" (admission, then
    // completion), read in the verb's own column (a bilingual page prints the two texts side by side).
    const verbSeg = verb ? l.segments.find((sg) => sg.text.includes(verb[1])) : undefined;
    const upCell = verbSeg ? cellNear(lines, k, verbSeg, -1, 1) : null;
    const beforeVerb = verbSeg ? `${upCell ? upCell.seg.text : ''} ${verbSeg.text.slice(0, verbSeg.text.indexOf(verb![1]))}` : '';
    // Rule "The year after the verb": Russian and Ukrainian print it after the verb as often ("… и окончил в 2019 году",
    // "закінчила у 2020 році"): a year right after the verb, in its own clause, is the completion's, before any earlier
    // year of the sentence (the admission's "Поступил в 2015 году …").
    const afterVerb = verbSeg ? verbSeg.text.slice(verbSeg.text.indexOf(verb![1]) + verb![1].length) : '';
    const yearAfter = /^\s*(?:(?:в|во|у)\s+)?((?:19|20)\d{2})\s*(?:году|г\.|році|року)(?![\p{L}])/iu.exec(afterVerb);
    if (yearAfter) return { value: yearAfter[1], line: l, rule: `year after "${verb![1]}"` };
    const yearBefore = verb ? [...beforeVerb.matchAll(/(?<![\d])((?:19|20)\d{2})\s*(?:жылы|году|г\.|році|року|yılında)/gu)].pop() ?? null : null;
    if (yearBefore) return { value: yearBefore[1], line: l, rule: `year before "${verb![1]}"` };
    const m = re.exec(t);
    if (!m) continue;
    // Rule "A completion caption answered none": "Degree awarded: none", "Diploma conferred: —" says nothing was
    // completed; the line after it is no continuation of a sentence, and it dates nothing.
    if (NOTHING_AWARDED.test(m[2])) continue;
    // A completion word in the value cell of a caption ("Request status: | Completed") is that caption's value, no
    // sentence: it dates nothing, and the line under it is none of its words (rule "A caption's value is no caption").
    const captionBefore = t.slice(0, m.index);
    // Rule "A remark is running text" (docs/document-understanding.md, "Forms the rotated group w3- showed"): a remarks or
    // notes caption ("REMARKS: Graduated with the degree of … on April 16, 2020") opens a sentence, no caption's value.
    const remark = REMARK_CAPTION.test(captionBefore.trim());
    if (/\p{L}[.)]?\s*[:：]\s*$/u.test(captionBefore) && !re.test(captionBefore) && !remark) continue;
    // Running text wraps: the date may be on the next line ("… concluiu o" / "Ensino Médio no ano de 2012").
    // A captioned line under it ("Printed on: …", "Date of issue: …") is no continuation of the sentence.
    // Rule "A caption's result is no sentence" (docs/document-understanding.md, "Forms the rotated group j- showed"): a
    // completion word in the value of a caption that opens the line ("Result: Certificate awarded") is a result, whole
    // on its line; the line under it (a note: "Results released on 15 January 2021") does not go on with it.
    const captioned = /^\s*\p{L}[\p{L}\s.'’/-]{1,40}[:：]\s*\S/u.test(t) && !re.test(t.slice(0, t.search(/[:：]/))) && !remark;
    const next = !captioned && lines[k + 1] && lines[k + 1].pageNumber === l.pageNumber && lines[k + 1].segments.length === 1 && !matchLabel(lines[k + 1].text) ? lines[k + 1].text : '';
    // Rule "A course followed with success is completed": the sentence goes on under the course's title set on a line of
    // its own ("… a suivi avec succès la formation" / "« Certificat de formation … »" / "du 8 juin 2020 au 30 juillet 2020").
    const after = next && isQualificationName(unquoted(next)) && lines[k + 2]?.pageNumber === l.pageNumber && lines[k + 2].segments.length === 1 && !matchLabel(lines[k + 2].text) ? lines[k + 2].text : '';
    const rest = m[2].trim().split(/\s+/).length < 4 && next ? `${m[2]} ${next}${after ? ` ${after}` : ''}` : m[2];
    // (A course followed over a period, "du 8 juin 2020 au 30 juillet 2020", "from … to …", ends on the period's end.)
    // Both ends are dates: "du 8 juin 2020 au 30 juillet 2020", not "de … a colação de grau em …".
    const periodEnd = /(?<![\p{L}])(?:du|from|del)\s+([^,;]{0,20}?\d[^,;]{0,20}?)\s+(?:au|to|until|al)\s+(.+)$/iu.exec(rest);
    // (A remark's sentence goes on past its date with references, "per Special Order No. 17-8176 s. 2015": the date after
    // "on" is the one the sentence gives.)
    const onDate = remark ? /(?<![\p{L}])on\s+((?:\p{L}+\.?\s+\d{1,2},?\s+|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\.?,?\s+)(?:19|20)\d{2})(?!\d)/iu.exec(rest) : null;
    const d = (onDate ? parseDate(onDate[1], order) : null) ?? (periodEnd && parseDate(periodEnd[1], order) ? parseDate(periodEnd[2], order) : null) ?? parseDate(rest, order);
    if (d) return { value: d, line: l, rule: `text "${m[1]}" date` };
    // "… completed all requirements of the programme in May 2019", "no ano de 2012": a month and year, or a year.
    // "has passed the Secondary School Examination, 2018", "… Examination held in 2019": the sitting's year.
    const sitting = /(?<![\p{L}])(?:examinations?|exams?)\s*,?\s*(?:of\s+|held\s+in\s+|\(\s*)?((?:19|20)\d{2})(?!\d)(?!\s*[-–/]\s*\d)/iu.exec(rest);
    if (sitting) return { value: sitting[1], line: l, rule: `text "${m[1]}" examination year` };
    // "… en el período 2018-2": the academic period the studies ended in (its year, then its number).
    // "… a réussi à l'Examen d'État, session de 2016": the sitting's year.
    const my = /(?<![\p{L}])(?:in|on|en|im|em|nel|no ano de|en el a[ñn]o|in the year|im jahr|dans l[’']ann[ée]e|session de|в|у)\s+(?:(?:el|la)\s+(?:per[ií]odo|cuatrimestre|semestre|trimestre|ciclo)\s+)?(?:(\p{L}+)\s+)?((?:19|20)\d{2})(?!\d)/iu.exec(rest);
    if (my && (!my[1] || parseMonthYear(`${my[1]} ${my[2]}`))) return { value: `${my[2]}`, line: l, rule: `text "${m[1]}" year` };
  }
  return null;
}

/**
 * Rule "The sitting that qualifies for the award" (docs/document-understanding.md, "Forms the rotated group j- showed"):
 * a statement of one year's or one part's examination completes nothing (PARTIAL_SITTING), unless it says the candidate
 * qualifies for the award ("… and qualifies for the award of the Diploma in …", "is eligible for the award of the
 * degree"): the final year's sitting then completed the qualification, and its year is the one printed with the
 * examination's month ("Year II Examination — June 2023").
 */
function sittingThatQualifies(lines: Line[]): TextFind | null {
  const qualifies = lines.some((l) => /(?<![\p{L}])(?:qualifies|qualified|is eligible|has become eligible)\s+for\s+the\s+award\s+of(?![\p{L}])/iu.test(l.text) && !/(?<![\p{L}])(?:not|no longer)\s+(?:qualif|eligible)/iu.test(l.text));
  if (!qualifies) return null;
  for (const l of lines) {
    if (!/(?<![\p{L}])(?:examinations?|exams?)(?![\p{L}])/iu.test(l.text)) continue;
    for (const m of l.text.matchAll(/(?<![\p{L}])(\p{L}+)[\s,]+((?:19|20)\d{2})(?!\d)/gu)) {
      if (parseMonthYear(`${m[1]} ${m[2]}`)) return { value: m[2], line: l, rule: 'sitting that qualifies for the award' };
    }
  }
  return null;
}

/** A standing of a school year passed, in the languages whose school certificates print it by year. */
const YEAR_PASSED = /^(?:aprobad[oa]|promovid[oa]|aprovad[oa]|promosso|promossa|admis|admise|pass(?:ed)?|promoted|bestanden|versetzt)$/iu;

/**
 * Rule "A grid's last year passed completes it": a certificate of studies that prints its grades in a grid of school
 * years, with a line of each year's calendar year ("AÑO LECTIVO | 2014 | 2015 | … | 2018") and, within a few lines, a
 * line of the standing of each year, every one passed ("SITUACIÓN FINAL | APROBADO | … | APROBADO"), was completed in
 * the last of those years, not in the year it was issued.
 */
function lastGridYearPassed(lines: Line[]): TextFind | null {
  for (const [k, l] of lines.entries()) {
    const [head, ...cells] = l.segments.map((sg) => sg.text.trim());
    if (!head || !/\p{L}{3}/u.test(head) || cells.length < 2 || !cells.every((c) => /^(?:19|20)\d{2}$/.test(c))) continue;
    const years = cells.map(Number);
    if (!years.every((y, i) => i === 0 || y > years[i - 1])) continue;
    const standing = lines.slice(Math.max(0, k - 6), k + 7).find((o) => {
      if (o === l || o.pageNumber !== l.pageNumber) return false;
      const [h, ...vals] = o.segments.map((sg) => sg.text.trim());
      return !!h && /\p{L}{3}/u.test(h) && !YEAR_PASSED.test(h) && vals.length === cells.length && vals.every((v) => YEAR_PASSED.test(v));
    });
    if (standing) return { value: String(years[years.length - 1]), line: l, rule: 'last year of a grid passed' };
  }
  return null;
}

/** A block heading of an annual-system record: the year of the programme and its examination's year ("FOURTH YEAR — Exam Year 2021"). */
const ANNUAL_BLOCK =
  /^(?:(?:first|second|third|fourth|fifth|sixth|final|1st|2nd|3rd|4th|5th|6th)\s+year|(?:year|part)\s+(?:[ivx]+|\d))\b[\s,:–—-]*(?:\(?\s*)?(?:exam(?:ination)?s?\s+(?:year|held\s+in)|examinations?)\s*[:,–—-]?\s*((?:19|20)\d{2})\b/iu;
/** The programme's final division or class, awarded on the aggregate of all its years ("Division: First Division"). */
const FINAL_DIVISION = /^(?:division|final\s+division|result|class)\s*:\s*(?:distinction|(?:first|second|third)\s+(?:division|class)(?:\s+with\s+distinction)?)\b/iu;

/** A jury's or board's decision that the qualification is obtained ("Décision du jury : Admise — Licence obtenue"). */
const AWARD_DECISION =
  /(?<![\p{L}])(?:d[ée]cision(?:\s+du\s+jury)?|decision\s+of\s+the\s+(?:board|jury|examining\s+board|examination\s+board)|board'?s\s+decision)\s*[:：]\s*.*?(?<![\p{L}])(?:obtenu(?:e|\(e\))?|awarded|conferred|d[ée]cern[ée](?:e)?)(?![\p{L}])/iu;
/** The academic year a record is of ("Année universitaire 2019-2020", "Academic year 2019/20"). */
const RECORD_YEAR = /(?<![\p{L}])(?:ann[ée]e\s+universitaire|academic\s+year|ann[ée]e\s+scolaire|school\s+year|anno\s+accademico|a[ñn]o\s+acad[ée]mico)\s*:?\s*((?:19|20)\d{2})\s*[-–/]\s*((?:19|20)?\d{2})(?!\d)/iu;

/**
 * Rule "The decision that awards the qualification dates it by the record's year": a record of one academic year whose
 * jury's or board's decision says the qualification was obtained ("Décision du jury : Admis(e) — Licence obtenue",
 * "Decision of the board: Passed — Licence awarded") completes it at the end of that year. A record of several years, or
 * a decision that moves the student on ("Admis en L3"), dates nothing.
 */
function awardDecisionOfTheYear(lines: Line[]): TextFind | null {
  const decision = lines.find((l) => AWARD_DECISION.test(l.text));
  if (!decision) return null;
  const years = new Set<string>();
  let first: RegExpExecArray | null = null;
  for (const l of lines) {
    const m = RECORD_YEAR.exec(l.text);
    if (!m) continue;
    first ??= m;
    years.add(`${m[1]}-${m[2].slice(-2)}`);
  }
  if (!first || years.size !== 1) return null;
  const end = first[2].length === 2 ? +`${first[1].slice(0, 2)}${first[2]}` : +first[2];
  return end >= +first[1] ? { value: String(end), line: decision, rule: 'decision awarding the qualification in the record\'s academic year' } : null;
}

/**
 * The completion of an annual-system transcript (universities of South Asia print one block per year of the
 * programme, each headed with the year its examination was held): when the record closes with the division or
 * class the programme was passed in, the last block's examination year is the year it was completed. Without
 * that final result the record may be of a programme still running, and nothing is read.
 */
function lastAnnualExamination(lines: Line[]): TextFind | null {
  let last: TextFind | null = null;
  let blocks = 0;
  for (const l of lines) {
    const m = ANNUAL_BLOCK.exec(l.text.trim());
    if (!m) continue;
    blocks++;
    if (!last || +m[1] >= +last.value) last = { value: m[1], line: l, rule: 'examination year of the last annual block' };
  }
  if (!last || blocks < 2) return null;
  return lines.some((l) => l.segments.some((sg) => FINAL_DIVISION.test(sg.text.trim()))) ? last : null;
}

/**
 * Rule "A consolidated record's last sitting completes it" (docs/document-understanding.md, "What the older development
 * misses showed (stop 43)"): a consolidated memorandum or statement of marks gathers every year's subjects, each with the
 * month and year of the sitting it was passed at ("MAY 2013", "OCT 2011"), and closes with the class or division awarded
 * on the aggregate ("Class Awarded: FIRST CLASS"). The programme was completed at the latest of those sittings. Without
 * the award the record may be of a programme still running, and nothing is read.
 */
const CONSOLIDATED = /(?<![\p{L}])consolidated(?![\p{L}])/iu;
const CLASS_AWARDED = /^(?:class|division)\s+(?:awarded|obtained|secured)\s*:\s*(?:distinction|(?:first|second|third)\s+(?:division|class)|pass(?:\s+class)?)\b/iu;
const SITTING_CELL = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s,/-]+((?:19|20)\d{2})$/iu;

function lastSittingOfConsolidatedRecord(lines: Line[]): TextFind | null {
  if (!lines.slice(0, 12).some((l) => CONSOLIDATED.test(l.text))) return null;
  const cells = lines.flatMap((l) => l.segments.map((sg) => sg.text.trim()));
  if (!cells.some((c) => CLASS_AWARDED.test(c) || FINAL_DIVISION.test(c))) return null;
  let last: TextFind | null = null;
  let sittings = 0;
  for (const l of lines) {
    for (const sg of l.segments) {
      const m = SITTING_CELL.exec(sg.text.trim());
      if (!m) continue;
      sittings++;
      if (!last || +m[1] > +last.value) last = { value: m[1], line: l, seg: sg, rule: 'last sitting of a consolidated record' };
    }
  }
  return sittings >= 3 ? last : null;
}

/**
 * An OCR'd line without the specks at its ends: cells of the OCR that hold no letter and no digit (a dot of the
 * scan's noise, a rule read as "—") before or after a title are no cells of that line, which stands alone on it
 * (docs/document-understanding.md, "OCR specks beside a title"). A mark between two cells separates them
 * ("… (UCE) 2019 | - | Candidate Results") and stays for the rules that read such a line.
 */
function withoutOcrSpecks(l: Line): Line {
  const speck = (sg: Line['segments'][number]) => isOcrCell(sg) && !/[\p{L}\p{N}]/u.test(sg.text);
  let from = 0;
  let to = l.segments.length;
  while (from < to && speck(l.segments[from])) from++;
  while (to > from && speck(l.segments[to - 1])) to--;
  const kept = l.segments.slice(from, to);
  if (kept.length === l.segments.length || kept.length === 0) return l;
  return { ...l, segments: kept, text: kept.map((sg) => sg.text).join('  ') };
}

/**
 * Rule "a bilingual title line is read in its Latin half": a bilingual page sets a title and its rendering in the
 * other script on one line, the Latin one at one end and the other script's at the other ("General Secondary Education
 * Certificate Examination — Results 2020 | نتائج امتحان الثانوية العامة 2020"). The Latin cell alone is the title, as
 * a bilingual document's qualification is named in its Latin form (families README), when every other cell of the line
 * is in the other script (its figures aside).
 */
function latinHalfOfTitle(l: Line): Line {
  if (l.segments.length < 2) return l;
  const latin = (t: string) => /\p{Script=Latin}{2}/u.test(t) && !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(t);
  const other = (t: string) => !/\p{Script=Latin}/u.test(t) && /[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]{2}/u.test(t);
  const kept = l.segments.filter((sg) => latin(sg.text));
  if (kept.length !== 1 || !l.segments.every((sg) => kept.includes(sg) || other(sg.text))) return l;
  return { ...l, segments: kept, text: kept[0].text };
}

/** The degree line of a certificate and what follows it ("in Computer Science", "mention Informatique"). */
/** A cell that is a number sign and a serial number ("N° 6274002", "No. A-001234", "№ 0012345"), nothing else. */
const SERIAL_CELL = /^(?:n[°º]|no\.|nr\.|№)\s*[A-Z]{0,3}[-\s]?\d[\d\s/-]{3,}$/iu;

/** A heading of the education a holder was admitted with ("Prior degrees", "Previous education", "Vorbildung"). */
const PRIOR_EDUCATION_HEADING = /^(?:prior|previous|earlier)\s+(?:degrees?|education|qualifications?|studies)\b|^(?:admission|entrance|entry)\s+(?:basis|qualifications?|requirements?)\b|^(?:basis|qualifications?)\s+(?:of|for)\s+(?:admission|entry)\b|^(?:vorbildung|hochschulzugangsberechtigung|zugangsberechtigung|formation\s+ant[ée]rieure|dipl[ôo]mes?\s+ant[ée]rieurs?|estudios\s+previos|titulaci[óo]n\s+de\s+acceso|titolo\s+di\s+accesso|предыдущее\s+образование|документ\s+об\s+образовании)\b/iu;

/**
 * Whether line `i` lists a qualification under a heading of prior education (rule "A prior degree is no qualification"):
 * the heading's line right above it, or two lines above with a qualification between (two prior degrees listed).
 */
function underPriorEducation(lines: Line[], i: number): boolean {
  const head = (k: number) => {
    const l = lines[k];
    return !!l && l.pageNumber === lines[i].pageNumber && PRIOR_EDUCATION_HEADING.test(fold(l.segments[0]?.text ?? l.text).trim().replace(/[:：]\s*$/, ''));
  };
  if (head(i - 1)) return true;
  const between = lines[i - 1];
  return !!between && head(i - 2) && DEGREE_LINE_RE.test((between.segments[0]?.text ?? between.text).trim());
}

function findDegreeInText(lines: Line[], kind: DocumentKind): { name: TextFind | null; major: string | null } {
  let name: TextFind | null = null;
  let major: string | null = null;
  let bestScore = -Infinity;
  const page1 = lines[0]?.pageNumber ?? 1;
  const school = kind === 'transcript' || kind === 'marksheet';
  lines.forEach((line, i) => {
    const l = latinHalfOfTitle(withoutOcrSpecks(line));
    // A degree row of a "Degrees awarded" block: the title, then its date in the next cell.
    // A list of qualifications attained, each with its year ("National Certificate of Educational
    // Achievement Level 2 | 2024"), is read the same way.
    const when = l.segments.length === 2 ? l.segments[1].text.trim() : '';
    const firstCell = l.segments.length === 2 ? l.segments[0].text.trim() : '';
    const year = /^(?:19|20)\d{2}$/.test(when) ? Number(when) : null;
    // A relevé's title line: the year of study, then the academic year in a cell of its own ("Licence 3 | Année
    // universitaire 2021-2022"), the dash between them lost to the OCR or never printed.
    const academicYear = /^(?:ann[ée]e\s+(?:universitaire|acad[ée]mique)|academic\s+year)\s+\d{4}\s*[-/]\s*\d{2,4}$/iu.test(when);
    const dated = (l.segments.length === 2 && (academicYear || (when.length <= 20 && (!!parseDate(when) || year !== null))) && (DEGREE_LINE_RE.test(firstCell) || (!firstCell.includes(':') && isSchoolQualification(firstCell)))) || degreeWithFacts(l);
    // Rule "A serial number beside a title": "DIPLÔME DU BACCALAURÉAT | N° 6274002", the blank's serial number in a cell
    // of its own on the title's line, numbers the document; the title is the other cell.
    const serialAt = l.segments.length === 2 && !dated ? l.segments.findIndex((sg) => SERIAL_CELL.test(sg.text.trim())) : -1;
    const serialJoined = serialAt >= 0 && !SERIAL_CELL.test(l.segments[1 - serialAt].text.trim());
    let t = cleanDegreeTitle((dated ? l.segments[0].text : serialJoined ? l.segments[1 - serialAt].text : l.text).trim());
    const ocr = l.segments.some(isOcrCell);
    let joined: Line | undefined;
    // "HISTÓRICO ESCOLAR – ENSINO MÉDIO": the document's name, then the qualification it records.
    const parts = t.split(/\s[–—-]\s/);
    if (parts.length === 2 && DOCUMENT_TITLE_RE.test(parts[0]) && isQualificationName(parts[1])) t = parts[1].trim();
    // A results page's title: the issuing body, then the qualification whose results it shows
    // ("Examinations Council - General Certificate of Education Ordinary Level Results").
    const shown = parts.length === 2 ? parts[1].replace(/\s+(?:candidate\s+|examination\s+)?results?$/i, '').trim() : '';
    if (shown && shown !== parts[1].trim() && (INSTITUTION_RE.test(parts[0]) || ORGANIZATION_RE.test(parts[0])) && isQualificationName(shown)) t = shown;
    // "Faculty of Management · Bachelor of Business Studies (BBS)": the unit that teaches the programme,
    // a middle dot, then the qualification; the half that names the faculty or school is no part of it.
    const dotted = t.split(/\s[·•]\s/u);
    if (dotted.length === 2) {
      const unit = dotted.findIndex((x) => /^(?:the\s+)?(?:faculty|school|college|department|division|institute)\s+of\s/iu.test(x.trim()));
      if (unit >= 0 && isQualificationName(dotted[1 - unit])) t = cleanDegreeTitle(dotted[1 - unit].trim());
    }
    // Rule "A portal's heading of year, programme and year of study": "2019-2020 · Licence mention Sciences de la vie ·
    // 1re année", "2021/22 · BSc Computer Science · Year 2": one part names the qualification, the others only the
    // academic year or the year or term of study; the qualification is that part.
    if (dotted.length >= 2 && dotted.length <= 4) {
      const period = (x: string) => /^(?:19|20)\d{2}(?:\s*[-/–]\s*(?:19|20)?\d{2})?$/u.test(x) || looksLikeTermHeading(x) || /^\d{1,2}\s*(?:re|er|e|ème|st|nd|rd|th|[°ºª.])?\s+\p{L}{3,12}$/u.test(x);
      const parts = dotted.map((x) => x.trim());
      const named = parts.filter((x) => !period(x) && isQualificationName(cutQualification(x).name));
      if (named.length === 1 && parts.every((x) => x === named[0] || period(x))) t = cleanDegreeTitle(named[0]);
    }
    // A breadcrumb ("Home > Results > November 2018 > A Level") is the page's navigation, not a title.
    if (/\s[>›»]\s.*\s[>›»]\s/u.test(t)) return;
    // "RELEVÉ DE NOTES DU BACCALAURÉAT", "Statement of Marks of the Higher Secondary Examination":
    // the document's name, then the qualification it records after "of"/"du"/"de la".
    // The shortest such rest that names a qualification (from the right: "Relevé de notes du | Baccalauréat").
    if (DOCUMENT_TITLE_RE.test(t)) {
      const cuts = [...t.matchAll(/\s(?:du|de la|de l['’]|des|de|del|of the|of|for the|for|do|da|dell['’]|della)\s+/giu)].reverse();
      for (const c of cuts) {
        const rest = t.slice(c.index! + c[0].length).trim();
        if (rest.split(/\s+/).length > 8 || !isQualificationName(rest) || DOCUMENT_TITLE_RE.test(rest)) continue;
        t = cleanDegreeTitle(rest.replace(/^\p{Ll}/u, (x) => x.toUpperCase()));
        break;
      }
    }
    // The document's name alone over what it certifies, in smaller type under it ("ATESTĀTS" / "par
    // vispārējo vidējo izglītību", "АТТЕСТАТ" / "о среднем общем образовании", "CERTIFICATE" / "of
    // Secondary Education"): one title, read as one line.
    const under = lines[i + 1];
    if ((isDocumentName(t) || /^\p{Lu}{4,}$/u.test(t)) && !/\s/.test(t) && !qualificationLevel(t) && l.segments.length === 1 && under && under.pageNumber === l.pageNumber && under.segments.length === 1 && under.fontSize <= l.fontSize && Math.min(l.x + l.width, under.x + under.width) > Math.max(l.x, under.x) && under.y - (l.y + l.height) < l.height) {
      const about = cellText(under.segments[0]);
      if (/^(?:par|apie|об?|про|of|über|sur|de|del|do|di)\s+\p{L}/u.test(about) && !/[\d:]/.test(about) && about.split(/\s+/).length <= 8) {
        const read = qualificationLevel(`${t} ${about}`) ? `${t} ${about}` : ocr ? nearTitle(`${t} ${about}`) : null;
        if (read) {
          t = read;
          joined = under;
        }
      }
    }
    // An OCR'd line that misreads a national title's letters is that title (qualifications.ts, nearTitle).
    if (ocr && !isQualificationName(t)) t = nearTitle(t) ?? t;
    // Rule "A qualification's code is no part of its name" (docs/document-understanding.md, "Forms the rotated
    // group w2- showed"): vocational records print the national code of a qualification before its title ("BSB50120
    // Diploma of Business", "SIT30821 Certificate III in Commercial Cookery"): the name is the title after it.
    const coded = QUALIFICATION_CODE_BEFORE.exec(t);
    if (coded && isQualificationName(coded[1])) t = coded[1];
    // "la Laurea in" / "Economia e Management", "the Diploma of" / "Nursing": an article, then a
    // qualification whose connective preposition ends the line; its field is the next line, which
    // belongs to the name (the sentence of a certificate broken into centred lines).
    // A title broken after its connective without an article ("Bachelorgrad i økonomi / Bachelor of" /
    // "Business Administration") is joined the same way.
    const art = /^(?:(?:la|il|lo|l['’]|le|el|the|o|a|der|die|das|den)\s+)?(\p{Lu}[^:]*?\s(?:in|en|em|of|de|di|im))$/u.exec(t);
    const cont = lines[i + 1];
    if (art && isQualificationName(art[1]) && cont && cont.pageNumber === l.pageNumber && cont.segments.length === 1 && l.segments.length === 1) {
      const field = cellText(cont.segments[0]);
      if (/^\p{Lu}/u.test(field) && !/[\d:]/.test(field) && field.length <= 60 && !isQualificationName(field) && !AWARD_VERB.test(field)) t = `${art[1]} ${field}`;
    }
    // Rule "What a document certifies, without its preposition": under a document's name in capitals ("ДИПЛОМА" / "ЗА
    // СРЕДНО ОБРАЗОВАНИЕ", "СВИДЕТЕЛСТВО" / "ЗА ОСНОВНО ОБРАЗОВАНИЕ", "УВЕРЕЊЕ" / "О СТЕЧЕНОМ СРЕДЊЕМ ОБРАЗОВАЊУ") the line
    // that starts with "for", "about" or "of" names the qualification after that word: the stage of education it certifies.
    const certifies = /^(?:за|о|об|про|par|apie)\s+(\p{L}.*)$/iu.exec(t);
    if (certifies && !joined && qualificationLevel(certifies[1])) t = certifies[1].replace(/^\p{Ll}/u, (x) => x.toUpperCase());
    if (t.length > 80 || /:/.test(t) || !t) return;
    // The document's own name, and a sentence that confers (the award phrase reads those), are no title.
    // A line in lower case is running text, unless it is a stage of education or a bare degree title
    // alone ("vidurinis išsilavinimas", "bakalavr": docs/document-understanding.md, "Qualification").
    if (isDocumentName(t) || AWARD_VERB.test(t) || (/^\p{Ll}/u.test(t) && !isBareQualification(t))) return;
    // The form's name with its series and serial number ("Diplom / Diploma B № 1234567", "DIPLOMA
    // Series AB No. 0012345") captions the blank the document is printed on, not the qualification.
    if (isDocumentName(withoutFormSerial(t))) return;
    // A reference number ("N° 6593/2016/SSC", "Réf. 0412/DES") files the document; the office's initials in it
    // ("SSC" of a Service de la Scolarité) name no qualification (docs/document-understanding.md, "Reference numbers").
    if (/^(?:n[°º]|no\.?|nr\.?|ref\.?|réf\.?)\s*\d[\d\s]*\//iu.test(t)) return;
    // A title line names a qualification; on a transcript or marksheet only near the top of the
    // first page (course names further down may contain degree words: "Master Thesis").
    const starts = DEGREE_LINE_RE.test(t);
    if (school) {
      if (l.pageNumber !== page1 || l.index > 14 || !(starts || isSchoolQualification(t))) return;
    } else if (!starts && !isSchoolQualification(t)) return;
    // An institution's name ("… High School") is no title, unless it names an examination or award.
    // A title stands alone on its line; a dash the OCR read as a cell of its own still joins its two
    // halves ("Uganda Certificate of Education (UCE) 2019 | - | Candidate Results").
    const dashJoined = l.segments.length === 3 && /^[–—-]$/.test(l.segments[1].text.trim());
    // So does the school grade of the sitting in a cell of its own (the grade after the sitting: "SCHOOL CERTIFICATE
    // EXAMINATION 2022 | GRADE 12", its dash read by the OCR on a line apart).
    const gradeJoined = l.segments.length === 2 && SCHOOL_GRADE_AFTER_SITTING.test(`  ${l.segments[1].text.trim()}`);
    if (l.segments.length > 1 && !dated && !dashJoined && !gradeJoined && !serialJoined) return;
    if (gradeJoined) t = cleanDegreeTitle(`${l.segments[0].text.trim()} — ${l.segments[1].text.trim()}`);
    if (/^\p{Lu}{1,4}$/u.test(t)) return; // a monogram ("BA" of "Bellhaven Academy"), not "B.A."
    // A term heading ("Semestre 1 — A.A. 2018/2019": the Italian anno accademico, not an Associate
    // in Arts; "Fall 2019 — B.S. courses") starts with the period it heads, never with a qualification.
    if (TERM_HEADING_START.test(t) || YEAR_HEADING_START.test(t)) return;
    // Rule "A prior degree is no qualification" (docs/document-understanding.md, "Honesty"): a degree listed under
    // "Prior degrees" / "Previous education" / "Admission basis" is the one the holder was admitted with, not the one
    // the record leads to; where the record's own degree is not printed, the qualification stays null.
    if (underPriorEducation(lines, i)) return;

    if ((INSTITUTION_RE.test(t) || ORGANIZATION_RE.test(t)) && !/\b(examination|exam|certificate|degree|diploma)\b/i.test(t)) return;
    // An issuing body's name ends with what it is ("… Examination Board"); a school's name carries a number.
    if (/(?<![\p{L}])(board|council|ministry|directorate|office|department|centro|escola|colegio|instituto|school)$/iu.test(t) || /(?<!grade|class|standard|year|semester|semestre)\s+\d+\s+\p{L}/iu.test(t)) return;
    if (DOCUMENT_TITLE_RE.test(t)) return;
    if (/\b(supplement|transcript|statement|record|relev[eé]|beiblatt|приложение|додаток)\b/i.test(t)) return;
    // The document's own title is no qualification (rule "A document's title is no qualification"): a
    // record's ("Historial académico de Bachillerato", the Spanish transcript) or a German compound of
    // the degree and the document ("Bachelorurkunde", "Masterzeugnis"), the deed, not the degree.
    if (/(?<![\p{L}])historial\s+acad[ée]mico(?![\p{L}])/iu.test(t) || /^\p{L}+(?:urkunde|zeugnis)$/iu.test(t.trim())) return;
    // Rule "A record of preparation names the qualification it prepares": "Livret de préparation au Baccalauréat
    // général", "Record of preparation for the Higher Certificate" is a school's record, and the qualification is the
    // one after "preparation for".
    const prep = /(?<![\p{L}])(?:pr[ée]paration\s+(?:au|aux|à\s+la|a\s+la|à\s+l['’]|du|de\s+la)|preparation\s+for(?:\s+the)?|preparaci[óo]n\s+(?:para|a)(?:\s+(?:el|la|los|las))?|prepara[çc][ãa]o\s+(?:para|ao|à)(?:\s+(?:o|a))?)\s+(\p{Lu}.+)$/iu.exec(t);
    if (prep && isQualificationName(prep[1])) t = prep[1];
    // Of several qualifications listed with their years, in the same type, the latest is the one the
    // record leads to (a tie-break far smaller than any difference of type size).
    // A bilingual page's title in the Latin script (its English form) is the name, whatever the other's type size
    // (families README: the English form of a bilingual document).
    const latinForm = /\p{Script=Latin}/u.test(t) && !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(t) ? 20 : 0;
    // Rule "A school year completed names its stage" (docs/document-understanding.md, "Qualifications the rotated group
    // l- showed"): a bare "School Leaving Certificate" names the document as much as the qualification; a stage of
    // education printed on its own line ("SCHOOL LEAVING CERTIFICATE" over "complete general education") is the
    // qualification, and the bare title only where none is.
    const bareLeaving = /^(?:school )?leaving certificate$/.test(fold(t).trim()) ? 10 : 0;
    let score = l.fontSize + (l.bold ? 2 : 0) - (/\b(de|of|in|en|im)\s*$/i.test(t) ? 10 : 0) - bareLeaving + (year !== null ? (year - 1900) / 1e4 : 0) + latinForm;
    // Rule "A title over its English translation": a bilingual page that prints each line over its English rendering,
    // in smaller type ("Bachelor në Ekonomi" / "Bachelor in Economics"), names the qualification by the English line
    // right under the national one (families README: the English form of a bilingual document), whatever its size.
    if (name && i > 0 && name.line.pageNumber === line.pageNumber && name.line.index === lines[i - 1].index && ENGLISH_TITLE.test(t) && !ENGLISH_TITLE.test(name.value) && levelOf(t) && levelOf(t) === levelOf(name.value)) score = Math.max(score, bestScore + 0.001);
    if (score <= bestScore) return;
    bestScore = score;
    // "B.TECH. FINAL YEAR EXAMINATION": the abbreviation that starts the line is the qualification.
    const lead = /^([A-Za-z]{1,4}\.\s?[A-Za-z]{1,6}\.?)(?=\s|$)/.exec(t);
    const value = lead && expandQualification(lead[1]) && t.split(/\s+/).length > 1 ? lead[1] : t;
    name = { value, line: l, extra: joined, rule: 'title line' };
    major = null;
    const next = lines[i + 1]?.text.trim() ?? '';
    const m = /^(?:in|en|mention|majoring in|major in|with a major in|im studiengang|spécialité|specialite|especialidad en)\s+(.+)$/i.exec(next);
    // Rule "A place and date is no field" (docs/document-understanding.md, "Forms the rotated group w3- showed"): the
    // opening of an act's sentence under its title ("En la ciudad de Bucaramanga, a los dieciocho (18) días …") says where
    // and when, not in what: a field of study prints no figure and no city.
    if (m && next.length < 80 && !/\d/.test(m[1]) && !/^(?:la |the )?(?:ciudad|city|ville|cidade|citt[àa])\b/iu.test(m[1])) major = cleanValue(m[1]);
  });
  // "… im Studiengang" / "in the programme" on its own line, the subject on the next.
  if (!major) {
    for (let i = 0; i < lines.length - 1; i++) {
      if (/(?:\b(?:im studiengang|in the (?:programme|program|field) of|dans la (?:spécialité|discipline)|en la especialidad de)|по направлению подготовки|по специальности|за спеціальністю|за освітньою програмою|мамандығы бойынша)\s*$/iu.test(lines[i].text.trim())) {
        const cand = cleanMajor(lines[i + 1].text.trim());
        if (cand && cand.length < 80 && !/:/.test(cand)) major = cand;
        break;
      }
    }
  }
  return { name, major };
}

/**
 * A degree row of a record's "Degree" block: the qualification in the first cell, then its facts in
 * cells of their own, each a caption with its value ("Filosofie kandidatexamen | Huvudområde:
 * Datavetenskap | Examensdatum 2016-02-19", "Master of Science | Major: Physics | Date conferred:
 * 12 June 2019"). The first cell is the title; the captioned cells are read by their captions.
 */
function degreeWithFacts(l: Line): boolean {
  if (l.segments.length < 2 || l.segments.length > 4) return false;
  const first = cellText(l.segments[0]);
  if (/[:\d]/.test(first) || first.split(/\s+/).length > 8 || !isSchoolQualification(first)) return false;
  return l.segments.slice(1).every((seg) => {
    const c = cellText(seg);
    if (c.length > 60) return false;
    // "Major: Physics", or a caption word before a date ("Examensdatum 2016-02-19").
    const captioned = /^\p{L}[\p{L} .'’-]{1,30}:\s*\S/u.test(c);
    const datedCaption = /^(\p{L}[\p{L} .'’-]{1,30}?)\s+(\d.*)$/u.exec(c);
    return captioned || (!!datedCaption && !!parseDate(datedCaption[2]));
  });
}

/** A serial number printed after a form's name, with its series and number sign ("B № 1234567", "Series AB No. 0012345"). */
const FORM_SERIAL = /\s+(?:(?:[Ss]eri(?:es|ya|e)|SERI(?:ES|YA|E)|[Сс]ери[яі]|СЕРИ[ЯІ])\s*)?(?:\p{Lu}{1,3}\s*)?(?:№|N[°º]|No\.?|Nr\.?)\s*(?:\p{Lu}{1,3}\s*)?\d[\d\s-]{2,}$/u;

/** A line without the serial number printed after a form's name: "Diplom / Diploma B № 1234567" → "Diplom / Diploma". */
function withoutFormSerial(t: string): string {
  const m = FORM_SERIAL.exec(t);
  return m && m.index > 0 ? t.slice(0, m.index).trim() : t;
}

/** A field of study without its classification code ("38.03.01 Экономика", "Field, 122 Computer Science" → the name). */
function cleanMajor(value: string): string {
  const v = cleanValue(latinSide(value).replace(/[«»"“”]/g, ''));
  const m = /(?:^|,\s*)(?:\d{2}\.\d{2}\.\d{2}(?:\.\d{2})?|\d{3}|[\p{Lu}\d]*\d[\p{Lu}\d.]*)\s*[–—-]?\s+([^,]+)$/u.exec(v);
  return m ? cleanValue(m[1]) : v;
}

/** A line that starts with a period of study and its number or year: a term heading. */
const TERM_HEADING_START = /^(?:\d{1,2}(?:st|nd|rd|th|º|ª|\.)?\s+)?(?:semester|semestre|semestr|term|trimester|trimestre|quarter|wintersemester|sommersemester|wise|sose|fall|spring|autumn|summer|winter|année|anno|año|curso|período|periodo|семестр)\b\s*[\dIVX]/iu;
/**
 * A year's heading in a record of several years ("2023 — Year 11 — NCEA Level 1", "2019/20 – Level 2"):
 * the year it heads, a dash, then what was studied in it; the level named after the dash is that year's
 * programme, not the qualification the record leads to.
 */
const YEAR_HEADING_START = /^(?:19|20)\d{2}(?:\s*[/-]\s*\d{2,4})?\s*[–—-]\s/u;

/** Issuing bodies that name a level ("Central Council for Secondary Education"): not titles. */
const ORGANIZATION_RE = /(?<![\p{L}])(council|board|ministry|minist[eè]re|ministerio|ministero|department|directorate|office|acad[eé]mie|conseil|consejo|министерство|міністерство)(?![\p{L}])/iu;
/** Lines that name the document rather than the qualification ("CERTIFICATO DI LAUREA CON ESAMI", "RELEVÉ DE NOTES"). */
const DOCUMENT_TITLE_RE =
  /^(certificato|certificado|certificat(?!e)|relev[eé]|transcript|statement|record|academic record|grade card|marks? (?:statement|sheet|card)|справка|выписка|академическая|додаток|приложение|bescheinigung|leistungs|notenspiegel|hist[oó]rico|bolet[ií]n|attestation|документ)/iu;

/** School-leaving and national qualifications whose names do not start like a degree ("Higher Secondary Certificate", "Abitur", "Аттестат о среднем общем образовании"). */
function isSchoolQualification(t: string): boolean {
  // A document title alone ("DIPLOMA", "ДИПЛОМ", "Zeugnis") names the document, not the qualification.
  // Folded too: "DİPLOMA" (Turkish capitals) lower-cases with a combining dot.
  if ([t, fold(t)].some((x) => /^(diploma|diplom|dipl[oô]me|диплом|дипломы|certificate|zeugnis|urkunde|attestat|аттестат|атестат|transcript)$/iu.test(x))) return false;
  return !!qualificationLevel(t) && t.split(/\s+/).length <= 10;
}

/** A national qualification code (letters, then five or six figures) before the title it codes, with an optional dash. */
const QUALIFICATION_CODE_BEFORE = /^\p{Lu}{2,5}\d{4,6}\p{Lu}?\s*(?:[-–—:]\s*)?(\p{Lu}.+)$/u;

/** A title line without its session and decorations: "SECONDARY SCHOOL EXAMINATION, 2019" → "SECONDARY SCHOOL EXAMINATION". */
/**
 * A qualification without what is printed after it on its line: the conferral date and its verb
 * ("Bachelor of Science conferred 05/15/2021", "Bachelor of Science, May 2021").
 */
/**
 * The participle that says a qualification was completed, printed before its date after the name
 * ("Bachelor of Science, conferred 12 May 2020", "Kauppatieteiden kandidaatti, suoritettu 24.6.2017",
 * "Filosofie kandidatexamen, avlagd 2019-06-01"), in the lexicon's languages, with the preposition
 * some put before the date ("on", "am", "le", "el", "il", "em", "op", "en", the Spanish "con fecha": "Licenciado en
 * Biología, otorgado con fecha 22 de diciembre de 2021").
 */
const COMPLETED_PARTICIPLE =
  '(?:conferred|awarded|granted|earned|completed|suoritettu|valmistunut|avlagd|utfärdad|fullført|bestått|afsluttet|bestået|abgeschlossen|verliehen|bestanden|behaald|uitgereikt|obtenu|délivré|obtenido|otorgado|conseguito|conseguita|concluído|obtido|lõpetatud|baigta|pabeigts|megszerezve)(?:\\s+(?:on|am|le|el|il|em|op|en|(?:con|en)\\s+fecha))?';

/** The captions of a period of study (labels.ts, yearOfAdmission), after folding. */
const STUDY_PERIOD_CAPTION = /^(?:a[nñ]os lectivos|a[nñ]os de estudio|per[ií]odo de estudios|period of stud(?:y|ies))$/u;

/** The end year of a printed period ("2014 - 2015", "2018–2022"), or null when the value is not a period. */
export function studyPeriodEnd(value: string): number | null {
  const m = /(?<!\d)((?:19|20)\d{2})\s*(?:[-–—/]|\s(?:a|al|to|until|hasta)\s)\s*((?:19|20)\d{2})(?!\d)/iu.exec(value);
  return m && +m[2] >= +m[1] ? +m[2] : null;
}

/**
 * Whether a record states its studies completed: the formula that the whole plan of studies was taken and passed
 * ("cursó y aprobó … las asignaturas del plan de estudios"), or that the holder completed or concluded the studies
 * or programme; never when it says the studies are still in progress ("en curso", "currently enrolled").
 */
export function statesCompletion(lines: Array<{ text: string }>): boolean {
  const text = lines.map((l) => l.text).join(' ').replace(/\s+/g, ' ');
  if (/(?<![\p{L}])(?:en curso|cursa actualmente|in progress|currently enrolled|not yet completed)(?![\p{L}])/iu.test(text)) return false;
  return /(?<![\p{L}])curs[óo] y aprob[óo](?![\p{L}]).{0,80}(?<![\p{L}])(?:plan|pensum|programa) de estudios?(?![\p{L}])/iu.test(text)
    || /(?<![\p{L}])(?:conclu(?:y[óo]|ido)|culmin[óo]|termin[óo]|complet[óo])\s+(?:satisfactoriamente\s+)?(?:sus|los|el|la)\s+(?:estudios|plan de estudios|carrera|bachillerato)(?![\p{L}])/iu.test(text)
    || /(?<![\p{L}])has\s+(?:successfully\s+)?completed\s+(?:the|all|his|her|their)\s+(?:requirements|programme|program|course of study|studies)(?![\p{L}])/iu.test(text);
}

/** A completion participle before a date inside a qualification's value ("…, suoritettu 24.6.2017"). */
const COMPLETED_BEFORE_DATE = new RegExp(`(?<![\\p{L}])${COMPLETED_PARTICIPLE}\\s+\\d`, 'iu');

function withoutAwardDate(t: string): string {
  const dated = findDates(t)[0];
  // ("on" a word of its own: the end of "EXAMINATION" before "NOVEMBER 2020" is none.)
  const monthYear = new RegExp(`[,;]?\\s*(?:${COMPLETED_PARTICIPLE}\\s+)?(?:(?<![\\p{L}])on\\s+)?(?:\\p{L}+\\s+)?(?:19|20)\\d{2}\\s*$`, 'iu').exec(t);
  let cut = dated && dated.index > 0 ? dated.index : -1;
  if (cut < 0 && monthYear && (!/\p{L}/u.test(monthYear[0].replace(new RegExp(`${COMPLETED_PARTICIPLE}|on`, 'giu'), '').replace(/(?:19|20)\d{2}/, '')) || parseMonthYear(monthYear[0]))) cut = monthYear.index;
  if (cut <= 0) return t;
  // Rule "An examination's sitting after a dash": a sitting of two months joined by a slash ("MAY/JUNE 2017") is cut
  // whole, not after its first month.
  const firstMonth = /\p{L}{3,9}\.?\s*\/\s*$/u.exec(t.slice(0, cut));
  if (firstMonth && firstMonth.index > 0) cut = firstMonth.index;
  return t.slice(0, cut).replace(new RegExp(`[\\s,;:–—-]*(?:(?<![\\p{L}])${COMPLETED_PARTICIPLE}|(?<![\\p{L}])on)?[\\s,;:–—-]*$`, 'iu'), '').trim() || t;
}

/**
 * A name followed by its own acronym in parentheses ends there: "Secondary School Certificate
 * (SSC) Annual Examination" → "Secondary School Certificate" (what follows names the sitting).
 */
function cutAtOwnAcronym(t: string): string {
  const m = /^(.+?)\s*\(([\p{Lu}]{2,6})\)\s+\S/u.exec(t);
  if (!m) return t;
  const initials = m[1].split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w) && !SMALL_WORDS.has(w.toLowerCase())).map((w) => w[0]).join('');
  return initials.toUpperCase() === m[2] ? m[1].trim() : t;
}

/** A sitting's season before its year ("Summer 2019", "Winter Term"): the sitting, no part of a title. */
const SEASON_WORD = /^(?:spring|summer|autumn|fall|winter|printemps|[ée]t[ée]|automne|hiver|primavera|verano|oto[ñn]o|invierno|ver[ãa]o|outono|inverno|estate|autunno|fr[üu]hling|sommer|herbst|sommersemester|wintersemester)$/iu;

function cleanDegreeTitle(t: string): string {
  t = cutAtOwnAcronym(withoutAwardDate(t));
  // "Zeugnis der Allgemeinen Hochschulreife" names the certificate of the qualification: the
  // qualification in the nominative is "Allgemeine Hochschulreife".
  const zeugnis = /^(?:zeugnis|urkunde|bescheinigung) (?:der|über die) ((?:\p{Lu}\p{L}*en )*)(\p{Lu}\p{L}+)$/iu.exec(t.trim());
  if (zeugnis) t = `${zeugnis[1].replace(/en /g, 'e ')}${zeugnis[2]}`;
  // "General Education Diploma Certificate": the certificate of a diploma; the qualification is the diploma.
  t = t.replace(/(?<=\bdiploma)\s+certificate\s*$/iu, '');
  return cleanValue(
    t
      .replace(/[«»"“”]/g, '')
      // Rule "An examination's year after its name": the word before the year goes with it only when it is the sitting's
      // month or season ("… Examination, June 2019"); a title's own last word stays ("HIGH SCHOOL EXAMINATION 2014").
      .replace(/\s*[,–—-]?\s*\(?(?:(?:held in|session)\s+)?(?:(\p{L}+)\s+)?((?:19|20|25)\d{2})(?:\s*[-–/]\s*\d{2,4})?\)?\s*$/u, (m, word: string | undefined, year: string) =>
        word && !/^(?:held|session)$/iu.test(word) && !parseMonthYear(`${word} ${year}`) && !SEASON_WORD.test(word) ? m.slice(0, m.indexOf(word) + word.length) : '')
      .replace(/\s*\((?:class|grade)\s+[xiv\d]+\)\s*$/i, ''),
  );
}

/** Captions of a print date, in the lexicon's languages (folded): the paper's date, never the completion. */
const PRINT_PHRASE = /print|impres|imprim|druck|stampa|печат|друк|wydruk|bask[ıi]|yazd[ıi]r|cetak|afgedrukt|generated|edite le/u;

/** A participle of the award after the title ("Licence obtenu", "Master délivré", "Bachelor of Arts conferred") is no part of it. */
const AWARD_PARTICIPLE = /(?<=\p{L}{3,}\)?)\s+(?:obtenue?s?|d[ée]livr[ée]e?s?|conferred|awarded|granted|verliehen|erworben|verleend|behaald|toegekend|otorgad[oa]|obtenid[oa]|conseguit[oa]|conferid[oa])\s*$/iu;

/**
 * A line that names the document, alone or in two languages ("DIPLOMA", "Zeugnis / Diploma",
 * "Diploma / Provisional Certificate", "Zaświadczenie o ukończeniu studiów"): it names no
 * qualification, so a qualification read from it would be invented.
 */
const DOCUMENT_NAME =
  /^(?:the\s+)?(?:(?:provisional|degree|final|original|university)\s+)?(?:diploma|diplome|diplom|dyplom(?: ukonczenia studiow)?|certificate(?: of (?:award|graduation|completion))?|certificat|certificado(?: de finalizacion de estudios)?|certidao(?: de conclusao)?|zeugnis|urkunde|titulo|getuigschrift|ijazah|surat keterangan lulus|zaswiadczenie o ukonczeniu studiow|gecici mezuniyet belgesi|attestation de reussite|диплом|справка об окончании|довідка про закінчення)$/u;
function isDocumentName(t: string): boolean {
  const parts = fold(t).replace(/ł/g, 'l').replace(/ı/g, 'i').split(/\s+\/\s+/).map((x) => x.replace(/\s+/g, ' ').trim());
  const named = parts.map((x) => DOCUMENT_NAME.test(x));
  // The document's name beside a part that names no qualification ("ДИПЛОМ / OFFICIAL COPY", or
  // an English title OCR read in Cyrillic letters) is still only the document's name.
  return named.some(Boolean) && parts.every((x, i) => named[i] || !isQualificationName(x));
}

/** Words of a sentence that confers or obtains (a title line never holds them): "Is de graad … verleend", "uzyskał(a) tytuł …". */
const AWARD_VERB =
  /(?<![\p{L}])(?:verleend|verliehen|erworben|behaald|uzyska[lł]|otrzyma[lł]|ukończy[lł]|здобу\p{L}*|присво\p{L}*|obtuvo|obtenido|obtenu|obteve|concluiu|conferido|awarded|conferred|kazanm\p{L}*|alm[ıi][sş]t[ıi]r|diberikan|memperoleh|conseguito|ha obtenido|a obtenu|hat|хамгаалсан|олгов|олгосон|олгожээ)(?![\p{L}])/iu;

/**
 * A qualification announced in running text ("has been awarded the degree of Bachelor of
 * Science in Physics", "присвоена квалификация «Специалист»"): what follows the phrase on its line,
 * or the next line when the phrase ends its line; the field after " in " is the major.
 */
const minFont = (seg: Segment) => Math.min(...seg.items.map((i) => i.fontSize || i.height));

const isOcrCell = (seg: Segment) => seg.items.some((i) => i.confidence !== null && i.confidence !== undefined);

/** How much larger than the body text (the median line) a cell read by OCR is to count as printed large. */
const LARGE_OVER_BODY = 1.3;

/**
 * Two cells in the same type. A text layer gives font sizes (compared by `textLayer`); OCR gives ink
 * boxes, as tall as the line's letters reach: a line with descenders or a tail ("Андрей Петрович",
 * "АҚПАРАТТЫҚ") reads up to half again as tall as one without ("Васильев", "ТЕХНОЛОГИЯЛАР") in
 * the same type, so OCR cells are the same type within that ratio.
 */
function sameType(a: Segment, b: Segment, textLayer: (a: number, b: number) => boolean): boolean {
  if (!isOcrCell(a) || !isOcrCell(b)) return textLayer(a.fontSize, b.fontSize);
  const [lo, hi] = [Math.min(a.fontSize, b.fontSize), Math.max(a.fontSize, b.fontSize)];
  return lo > 0 && hi <= lo * 1.5;
}

/** A cell's text without giant watermark letters laid over it ("NMU" at 120 pt beside the degree). */
function cellText(seg: Segment): string {
  const min = Math.min(...seg.items.map((i) => i.fontSize || i.height));
  const own = seg.items.filter((i) => (i.fontSize || i.height) <= min * 3);
  return (own.length === seg.items.length ? seg.text : joinItems(own)).trim();
}

/** The first cell under (or above) `seg` within a few lines that overlaps it horizontally. */
function cellNear(lines: Line[], i: number, seg: Segment, direction: 1 | -1, reach = 3): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  for (let k = i + direction, n = 0; k >= 0 && k < lines.length && n < reach; k += direction, n++) {
    const l = lines[k];
    if (l.pageNumber !== line.pageNumber) return null;
    const cand = l.segments.find((c) => Math.min(c.x + c.width, seg.x + seg.width) - Math.max(c.x, seg.x) > Math.min(c.width, seg.width) * 0.3);
    if (cand) return { line: l, seg: cand, index: k };
  }
  return null;
}

/**
 * Rule "A ministry of secondary education's diploma ends upper secondary": a diploma whose letterhead is a ministry of
 * (primary and) secondary education, and no ministry or body of higher education ("Ministère de l'Enseignement
 * Primaire, Secondaire et Technique" over "Diplôme d'État", "Ministry of Secondary Education" over "State Diploma"), is
 * the certificate of the examination that ends secondary school: no post-secondary diploma.
 */
function secondaryMinistryDiploma(lines: Line[]): boolean {
  const head = firstPageLines(lines).slice(0, 8).map((l) => fold(l.text));
  const ministry = head.some((t) => /(?<![\p{L}])(?:ministere|ministry|ministerio|ministerium)(?![\p{L}]).*(?<![\p{L}])(?:secondaire|secondary|secundari[ao]|sekundar\p{L}*)(?![\p{L}])/u.test(t));
  const higher = head.some((t) => /(?<![\p{L}])(?:superieur|higher|superior|hochschul\p{L}*|universit\p{L}*|tertiary)(?![\p{L}])/u.test(t));
  return ministry && !higher;
}

/**
 * Degree names whose field belongs to the name ("Grado en Psicología", "Laurea in Economia", "Máster en …"; a degree word
 * alone with its field joined by "in", "Bachelor in Economics", as the families README has it). A
 * "Baccalauréat en <field>" is a university's first degree (rule "A baccalauréat in a field is a first degree"):
 * its field is part of its name, as a bachillerato's is. Rule "A licence keeps the field it joins": the French "Licence en
 * Agronomie", "Maîtrise en Droit" are named with their field, as "Licenciado en Biología" is (a "Licence" printed alone,
 * or with its "mention", is unchanged). Rule "A level before a diploma keeps its field": a diploma or certificate numbered by its
 * framework level ("Level 3 Diploma in Professional Cookery") is a diploma and keeps its field as one printed alone does.
 */
const NAME_WITH_FIELD =
  /^((?:level\s+\d{1,2}\s+)?(?:(?:advanced|higher national|national|postgraduate|post graduate|graduate|undergraduate)\s+)?(?:diploma|certificate)|associate(?: degree)?|grado|graduad[oa]|bachelor|m[aá]ster(?: universitario)?|licenciad[oa]|licenciatura|doctorado|doctora?|dottorato(?: di ricerca)?|maestr[oa]|maestr[ií]a|mag[ií]ster(?: scientiarum)?|bacheli[eè]re?|baccalaur[ée]at|licence|ma[iî]trise|docteure?|ingenier[oa]|t[ée]cnic[oa] superior(?: universitari[oa])?|especialista|mestre|mestra|doutora?|bacharel|tecn[oó]log[oa]|laurea(?: magistrale| specialistica| triennale)?|diploma di laurea|bachillerato(?: t[ée]cnico(?: profesional)?)?)\s+(?:en|in|em)\s+/iu;

/** Award phrases whose verb ends the sentence, after the qualification (Kazakh, Russian passive, Turkish). */
const VERB_FINAL_AWARD = /(?:берілді|присвоена|присвоєно|kazanm[ıi][sş]t[ıi]r|alm[ıi][sş]t[ıi]r|szerzett|verilmisdir|berildi|берилди|اعطا (?:گردید|شد)|зэрэг (?:хамгаалсан|олгов|олгосон|олгожээ)(?: болно)?)\s*$/iu;

/** The captions of signatories, wherever the role stands in them ("МАК төрағасы / Председатель ГАК", "Chair, Board of Regents"). */
const SIGNATORY_CAPTION =
  /(?<![\p{L}])(?:председатель|голова|төраға\p{L}*|chair(?:man|person|woman)?|president|pr[ée]sident[ea]?|rector|ректор|registrar|dean|декан|secretary|секретар\p{L}*|vice-chancellor|chancellor)(?![\p{L}])/iu;

/**
 * A qualification printed in capitals over two lines ("ТЕХНИКА ЖӘНЕ ТЕХНОЛОГИЯЛАР" / "БАКАЛАВРЫ"):
 * the capitals cell found, joined with the capitals cell right above it in the same type and column.
 */
function capitalsAbove(lines: Line[], found: { line: Line; seg: Segment; index: number }): string | null {
  const text = cellText(found.seg);
  const caps = (t: string) => /\p{Lu}{2}/u.test(t) && t === t.toUpperCase() && !/[\d.:;]/.test(t);
  if (!caps(text)) return null;
  const up = cellNear(lines, found.index, found.seg, -1, 2);
  if (!up) return null;
  const t = cellText(up.seg);
  const mid = (x: { x: number; width: number }) => x.x + x.width / 2;
  if (!caps(t) || !sameType(up.seg, found.seg, () => Math.abs(minFont(up.seg) - minFont(found.seg)) <= 0.5) || Math.abs(mid(up.seg) - mid(found.seg)) > Math.max(30, found.seg.width)) return null;
  if (isDocumentName(t) || SIGNATORY_CAPTION.test(t) || isQualificationName(t)) return null;
  return `${t} ${text}`;
}

/**
 * A qualification announced in running text ("has been awarded the degree of Bachelor of
 * Science in Physics", "присвоена квалификация «Специалист»"): what follows the phrase in its cell,
 * or the cell under it when the phrase ends its cell (else the cell above: some certificates print
 * the degree before the phrase); the field after " in " is the major.
 */
function findAwardInText(lines: Line[]): { name: TextFind | null; major: string | null; keepsField?: boolean } {
  // A certificate printed in two languages awards the degree in each ("telah dianugerahkan Ijazah Sarjana Muda Sains" /
  // "has been conferred the degree of Bachelor of Science"): the English form names it (families README, the English form
  // of a bilingual document), so a degree in another language is kept only until an English one is found.
  let national: { name: TextFind | null; major: string | null; keepsField?: boolean } | null = null;
  let nationalCompleted = false;
  for (let i = 0; i < lines.length; i++) {
    segments: for (const seg of lines[i].segments) {
      let t = cellText(seg);
      let m = AWARD_TRIGGERS.exec(foldSameLength(t));
      let lastLine = i;
      if (!m) {
        // A paragraph wraps the phrase over two lines ("… ha cursado en esta Universidad los" /
        // "estudios de Grado en …"): the phrase read across the break, begun on this line.
        const next = cellNear(lines, i, seg, 1, 1);
        if (!next || lines[i].segments.length !== 1 || next.line.segments.length !== 1) continue;
        const joined = `${t} ${cellText(next.seg)}`;
        const across = AWARD_TRIGGERS.exec(foldSameLength(joined));
        if (!across || across.index >= t.length || across.index + across[0].length <= t.length) continue;
        t = joined;
        m = across;
        lastLine = next.index;
      }
      const strongPhrase = (phrase: string) => /квалификац|кваліфікац|степень|ступінь|degree|grade|grad|titulo|titolo|diplome|біліктіл|дәреже|laurea|derece|unvan/iu.test(phrase);
      const strong = strongPhrase(m[0]);
      let rest = t.slice(m.index + m[0].length).trim();
      // Rule "The dative that ends the conferral's line": "… confère le diplôme de Licence à" / NAME, "… the degree of
      // Bachelor of Laws to" / NAME: the preposition (in lower case, last on the line) opens the holder on the next line
      // and is no word of the qualification.
      rest = rest.replace(/(?<=\p{L})\s+(?:à|a|au|aux|to|upon|an|al|ao|alla)$/u, '');
      // Rule "The award phrase's caption ends at its colon": the phrase may open a caption whose words go on to a colon
      // ("Akademický titul po skončení štúdia: bakalár (Bc.)", "Grade conferred upon graduation: Master"): the
      // qualification is what follows the colon, when that names one.
      const captionRest = /^([^:\d]{3,40}):\s*(\S.*)$/u.exec(rest);
      if (captionRest && isQualificationName(captionRest[2].split(/\s*[(.;,]/)[0].trim())) rest = captionRest[2];
      // In a paragraph the qualification runs on to the next line ("… la Laurea" / "Magistrale in
      // Economia (classe LM-77) …"): the sentence goes on where the next line starts under this one.
      const cont = lines[lastLine + 1];
      const at = lines[lastLine];
      if (rest && !/[.;,]/.test(rest) && at.segments.length === 1 && cont?.segments.length === 1 && cont.pageNumber === at.pageNumber && Math.abs(cont.x - at.x) < 4 && Math.abs(cont.fontSize - at.fontSize) < 0.5 && !matchLabel(cellText(cont.segments[0]), { requireColon: true })) {
        // (A next line that starts with a caption, "Apellidos: …", is the next field, not the sentence.)
        rest = `${rest} ${cellText(cont.segments[0])}`;
      }
      const options: Array<{ text: string; line: Line; seg: Segment; index: number; strong?: boolean }> = [];
      // Rule "A diploma named by what it completes": "… obtient le diplôme de fin d'études secondaires", "… the diploma of
      // completion of …": after the diploma's word and its "of", words in lower case name no degree of their own but the
      // diploma itself, whose name is that word with them ("Diplôme de fin d'études secondaires").
      const phrase = t.slice(m.index, m.index + m[0].length);
      const diplomaWord = /(?<![\p{L}])(?:dipl[oô]mes?|diplomas?|certificats?|certificados?|certificates?)\s+(?:de|d['’]|du|des|of)\s*$/iu.exec(phrase);
      if (diplomaWord && /^\p{Ll}/u.test(rest)) {
        const named = `${diplomaWord[0].trim()} ${rest}`.replace(/\s*[.;]\s*$/, '').replace(/(['’])\s+/u, '$1');
        options.push({ text: named.charAt(0).toLocaleUpperCase() + named.slice(1), line: lines[i], seg, index: i });
      }
      if (/\p{L}/u.test(rest)) options.push({ text: rest, line: lines[i], seg, index: i });
      // A sentence may hold several award phrases ("… who passed the examination held in June 2020,
      // and has been conferred the degree of …", "Le diplôme de … est délivré …, et confère le grade de
      // licence."): what follows each later one is tried before the cells around the sentence.
      const firstEnd = m.index + m[0].length;
      for (const x of foldSameLength(t).matchAll(AWARD_TRIGGERS_ALL)) {
        if (x.index! < firstEnd) continue;
        const after = t.slice(x.index! + x[0].length).trim();
        if (!/\p{L}/u.test(after)) continue;
        // Rule "The degree conferred over the course completed", within one sentence: "… concluiu … o curso de Licenciatura
        // em …, pelo que lhe é conferido o grau de Licenciado em …" names the degree after the course: it is tried first.
        const option = { text: after, line: lines[i], seg, index: i, strong: strongPhrase(x[0]) };
        if (COMPLETION_PHRASE.test(m[0]) && CONFERRAL_PHRASE.test(x[0]) && NAME_WITH_FIELD.test(after.replace(/^[«"“:\s]+/, ''))) options.unshift(option);
        else options.push(option);
      }
      // Verb-final languages name the qualification before the phrase ("ақпараттық жүйелер бакалавры дәрежесі берілді").
      // (Mongolian marks the holder before them with the topic particle: "NAME нь Магистр зэрэг …".)
      const before = t.slice(0, m.index).replace(/^.*\sнь\s/u, '').trim();
      if (!/\p{L}/u.test(rest) && /\p{L}{3,}/u.test(before) && VERB_FINAL_AWARD.test(m[0])) options.push({ text: before, line: lines[i], seg, index: i });
      let below = cellNear(lines, i, seg, 1);
      // Rule "A caption's line is no title": a line that is a caption with its value ("Programme type: Undergraduate",
      // "Programa de intercambio: Erasmus+") under the phrase is another field's, unless its caption names the degree;
      // the phrase's object is the line after it.
      if (below && otherCaptionLine(cellText(below.seg))) below = cellNear(lines, below.index, below.seg, 1);
      const above = cellNear(lines, i, seg, -1);
      // A verb-final phrase alone on its line ("… академиялық дәрежесі берілді.") follows the
      // qualification it confers: the cell above comes before the one below.
      const aboveOption = above ? { text: capitalsAbove(lines, above) ?? cellText(above.seg), ...above } : null;
      const verbFinal = !/\p{L}/u.test(rest) && VERB_FINAL_AWARD.test(m[0]);
      if (verbFinal && aboveOption) options.push(aboveOption);
      if (below) options.push({ text: cellText(below.seg), ...below });
      // (The degree conferred over the course completed, within one paragraph: a conferral ending the cell, "… pelo que
      // lhe é conferido o grau de", names its degree on the line under it, which comes before the course named earlier.)
      const conferralEnds = [...foldSameLength(t).matchAll(AWARD_TRIGGERS_ALL)].some((x) => x.index! >= firstEnd && CONFERRAL_PHRASE.test(x[0]) && !/\p{L}/u.test(t.slice(x.index! + x[0].length)));
      if (below && conferralEnds && COMPLETION_PHRASE.test(m[0])) options.unshift({ text: cellText(below.seg), ...below });
      // "… confers upon" / NAME / "the Secondary School Certificate, …": past the holder's name.
      // (The holder's birth may stand on its own line between them: "born on 14 January 1990".)
      if (below && !/\p{L}/u.test(rest) && /confers? (?:up)?on|(?:awards?|grants?|awarded|granted) to/.test(m[0]) && isPersonName(cellText(below.seg))) {
        let pastName = cellNear(lines, below.index, below.seg, 1);
        if (pastName && /^(?:born|date of birth)\b/i.test(cellText(pastName.seg))) pastName = cellNear(lines, pastName.index, pastName.seg, 1);
        if (pastName) options.push({ text: cellText(pastName.seg), ...pastName });
      }
      // The cell above an award phrase that names the degree after it ("conferred upon" / NAME / "the
      // degree of") is the holder's name when it reads as one: no qualification (rule "A holder's name
      // is no qualification"), where the degree's own line is missing.
      if (!verbFinal && aboveOption && !(isPersonName(aboveOption.text) && !isQualificationName(aboveOption.text))) options.push(aboveOption);
      for (const o of options) {
        if (minFont(o.seg) > minFont(seg) * 3) continue; // a watermark, not a line of the text
        if (SIGNATORY_CAPTION.test(o.text)) continue; // "Председатель ГАК", "Chair, Board of Trustees": who signs, not what is conferred
        if (isDocumentName(o.text)) continue; // the document's title above the phrase ("DİPLOMA") names no qualification
        const found = degreeFrom(o.text, o.strong ?? strong);
        if (!found) continue;
        let major = found.major;
        let degreeName = found.degree;
        // "Bachelor of Science in Engineering" over "Major in Mechanical Engineering": with the major
        // printed on its own line, the "in …" of the degree line is part of the degree's name.
        const under = cellNear(lines, o.index, o.seg, 1, 1);
        const majorLine = under ? /^(?:major|majoring|concentration|specialization|specialisation|emphasis)\s+in\s+(\p{Lu}.+)$/iu.exec(cellText(under.seg)) : null;
        if (majorLine && found.major && foldWords(o.text).startsWith(foldWords(`${found.degree} in ${found.major}`))) {
          degreeName = `${found.degree} in ${found.major}`;
          major = cleanMajor(majorLine[1]);
        }
        // An associate degree keeps the field it joins ("the Associate of Arts in Business Studies"), as its name is printed.
        if (/^associate\b/i.test(found.degree) && found.major && foldWords(o.text).includes(foldWords(`${found.degree} in ${found.major}`))) degreeName = `${found.degree} in ${found.major}`;
        // The field often follows on its own line ("in Economics", "по специальности «Экономика»").
        for (let k = o.index + 1; !major && k <= o.index + 4 && k < lines.length; k++) {
          const cell = lines[k].segments.find((c) => Math.abs(c.x + c.width / 2 - (o.seg.x + o.seg.width / 2)) < 200 && minFont(c) <= minFont(seg) * 3);
          if (!cell) continue;
          const next = cellText(cell);
          const nm = /^(?:in|majoring in|in the field of|по специальности|по направлению(?: подготовки)?|за спеціальністю|за освітньою програмою|мамандығы бойынша)\s+[«"“]?([^«»"“”]+?)[»"”]?\.?$/iu.exec(next);
          const branch = /^\(([^()]{4,80})\)$/u.exec(next);
          if (nm && next.length < 90) major = cleanMajor(nm[1]);
          // The branch in parentheses on its own line ("(Computer Science and Engineering)").
          else if (branch && /\p{Ll}{3,}/u.test(branch[1]) && !expandQualification(branch[1]) && !isQualificationName(branch[1]) && !/^(?:hons?|honou?rs)\.?$/iu.test(branch[1].trim())) major = cleanValue(branch[1]);
          else if (/^(?:in|en|em|im|majoring in|in the field of)$/iu.test(next)) {
            // "in" alone on its line, the field on the next one (UK and US certificates).
            const field = cellNear(lines, k, cell, 1, 1);
            const ft = field ? cellText(field.seg) : '';
            if (field && ft.length < 80 && /^\p{Lu}/u.test(ft) && !/\d/.test(ft) && !isQualificationName(ft) && !AWARD_TRIGGERS.test(foldSameLength(ft))) major = cleanMajor(ft);
            break;
          } else if (!/^with\b|honours|distinction|mention/i.test(next) && !AWARD_TRIGGERS.test(foldSameLength(next))) break;
        }
        const award = { name: { value: degreeName, line: o.line, seg: o.seg, rule: `award phrase "${m[0].trim()}"` }, major, keepsField: degreeName !== found.degree };
        if (ENGLISH_DEGREE_HEAD.test(degreeName)) return award;
        // Rule "The degree conferred over the course completed": "… concluiu o curso de Licenciatura em …, pelo que lhe é
        // conferido o grau de / Licenciado em …" names the programme first and the degree after it; the degree conferred
        // is the qualification, so a later conferral replaces a course or a stage completed.
        const conferral = CONFERRAL_PHRASE.test(m[0]);
        // (Only a degree named with its field replaces it: a bare "… o grau de licenciado" says less than the course.)
        if (!national || (nationalCompleted && conferral && /\s/.test(degreeName.trim()))) {
          national = award;
          nationalCompleted = COMPLETION_PHRASE.test(m[0]);
        }
        continue segments;
      }
    }
  }
  return national ?? { name: null, major: null };
}

/**
 * Rule "A caption's line is no title": a line that is a caption, its colon, then its value ("Programme type:
 * Undergraduate, full-time", "Programa de intercambio: Erasmus+", "Copy: Original"), known to the lexicon or not,
 * names the value of its caption; it names the qualification only where its caption does ("Degree: …", "Título: …").
 */
function otherCaptionLine(text: string): boolean {
  const m = /^([^:：]{2,60})[:：]\s*\S/u.exec(text.trim());
  if (!m || /\d/.test(m[1]) || m[1].trim().split(/\s+/).length > 6) return false;
  const label = matchLabel(`${m[1].trim()}:`, { requireColon: true });
  return !(label && label.field === 'qualification' && !label.rest.trim()) && !DEGREE_CAPTION_WORD.test(m[1]);
}

/** Words of a caption that names the degree or the qualification itself. */
const DEGREE_CAPTION_WORD = /(?<![\p{L}])(?:degree|qualification|award|title|diploma|grado|t[ií]tulo|titulaci[oó]n|dipl[oô]me|grade|titre|abschluss|grad|titel|titolo|laurea|grau|степень|квалификаци|ступінь|кваліфікаці)/iu;

/** A qualification named in English words only: its head, then "of" or "in" and its field ("Bachelor in Economics"). */
const ENGLISH_TITLE = /^(?:bachelor|master|doctor|associate|diploma|certificate)(?:'s)?(?:\s+degree)?\s+(?:of|in)\s+[A-Za-z][A-Za-z ,&'()-]*$/iu;

/** The head of a degree named in English ("Bachelor of …", "Master in …", "Diploma in …"). */
const ENGLISH_DEGREE_HEAD = /^(?:bachelor|master|doctor|associate|diploma|certificate|higher|advanced|graduate|postgraduate|senior|junior|secondary)\b/iu;

/** An award phrase that names a course, programme or stage completed (not one enrolled in), not the degree conferred ("concluiu o curso de"). */
const COMPLETION_PHRASE = /^(?:conclu|culmin|termin|complet)|(?:^|\s)(?:los|sus) estudios\b|\bcompleted\b/iu;
/** An award phrase that confers a degree or title ("o grau de", "the degree of", "el título de", "le grade de"). */
const CONFERRAL_PHRASE = /(?<![\p{L}])(?:grau|grado|grade|degree|titulo|title|titre|titolo|grad)(?![\p{L}])/iu;

/** Every award phrase of a text, not only the first. */
const AWARD_TRIGGERS_ALL = new RegExp(AWARD_TRIGGERS.source, `${AWARD_TRIGGERS.flags}g`);

/** The qualification at the start of a text after an award phrase, and its field when printed with it. */
function degreeFrom(text: string, strong: boolean): { degree: string; major: string | null } | null {
  const bare = text.replace(/^[«"“:\s]+/, '');
  // The words between the phrase and the name ("the examinations for the", "the degree of", "the"):
  // "… for the award of / the Diploma in Mechanical Engineering", "… conferred the / degree of Master of …".
  const rest = bare.replace(/^(?:the\s+)?(?:(?:final\s+)?examinations?\s+(?:for|of|leading\s+to)\s+(?:the\s+)?)?(?:(?:degree|title|award)\s+of\s+(?:the\s+)?)?(?:the\s+)?(?=\p{Lu})/u, '') || bare;
  const keepField = NAME_WITH_FIELD.test(rest);
  // The qualification ends at the field, the date or the end of the sentence; rule "The faculty after the degree, joined
  // by from": "… Bachelor of Pharmacy from the Faculty of …" ends at "from".
  const cut = keepField
    ? /\s*(?:[»”"(]|,(?!\s*(?:op[çc][ãa]o|opci[óo]n|option|variante|ramo|[êe]nfase|indirizzo|orienta[çc][ãa]o|orientaci[óo]n|menci[óo]n)\s+\p{L})|;|\.\s|\.$|\s(?:con (?:los|las|el|la|una?|fecha|calificaci|concentraci[óo]n|especialidad|[ée]nfasis|menci[óo]n|orientaci[óo]n)|with (?:the|a|an)\b|obteniendo|habiendo|durante|en (?:el|la) (?:curso|convocatoria|universidad|facultad|escuela)|de (?:la|esta) (?:universidad|facultad|escuela)\s|en esta|n(?:est|ess)[ae]|el d[ií]a|en fecha|por (?:la|esta) universidad|nella sessione|presso|at (?:the|a|its)\s)\s?|$)/iu
    : /\s*(?:[»”"(]|,|;|\.\s|\.$|\s[–—]\s|\s(?:obtenu|obtenue|in|en|im|in the field of|with|on|from|this|by|at the|at a|con (?:los|las)|der|für|no ano|na [ée]poca|na sess[ãa]o|по (?:специальности|направлению|спеціальності)|за (?:спеціальністю|освітньою програмою))\s|$)/iu;
  let c = cut.exec(rest);
  // Rule "The title conferred ends at the holder's dative" (docs/document-understanding.md, "Forms the rotated group w3-
  // showed"): "… confirió el título de CONTADORA PÚBLICA a NATALIA DÍAZ MORENO, identificada …": a title in capitals ends
  // at the preposition in lower case that gives it to the holder, whose name in capitals follows.
  const dative = /\s(?:a|à|ao|al|to)\s+(?=\p{Lu}[\p{Lu}\p{M}'’-]+\s+\p{Lu}[\p{Lu}\p{M}'’-]+)/u.exec(rest);
  if (dative && (!c || dative.index < c.index) && !/\p{Ll}/u.test(rest.slice(0, dative.index)) && /\p{Lu}{3}/u.test(rest.slice(0, dative.index))) c = dative;
  let degree = cleanDegreeTitle(c ? rest.slice(0, c.index) : rest);
  // "… all requirements of the Bachelor of Science programme in May 2017": the programme leads to the degree.
  const programme = /^(.+?)\s+(?:programme|program|course)$/iu.exec(degree);
  if (programme && isQualificationName(programme[1])) degree = programme[1];
  // "has passed the BACHELOR OF TECHNOLOGY Degree Examination": the degree, not its examination.
  // The sitting may follow ("… examination held in May 2024", "… examination conducted by …"): it is cut with it.
  const exam = /^(.+?)\s+(?:degree\s+)?examinations?(?:\s+(?:held|conducted|of|for))?$/iu.exec(degree);
  if (exam && isQualificationName(exam[1])) degree = exam[1];
  if (!degree || degree.split(/\s+/).length > 8) return null;
  const named = strong && /^\p{Lu}/u.test(degree) && !/\d/.test(degree) && /\p{L}{4,}/u.test(degree) && degree !== degree.toUpperCase();
  if (!(isQualificationName(degree) || named || (strong && /^\p{Lu}\p{L}{3,}$/u.test(degree)))) return null;
  // A caption is no qualification (rule "A caption is no qualification"): where the degree's own
  // line is missing, the line after the phrase may be another field's caption ("Major" in "Major
  // in Economics", "Date", "Name of Father ....."), which only the shape test above would let in.
  if (!isQualificationName(degree)) {
    const caption = matchLabel(degree, { allowBlank: true });
    if (caption && !/[\p{L}\p{N}]/u.test(caption.rest)) return null;
  }
  let after = c ? rest.slice(c.index) : '';
  // "Bachelor of Science (Honours) in Physics": a bare honours marker right after the degree names
  // the honours degree and belongs to its name (HONOUR_CLAUSE keeps it too); the field follows it.
  const honours = /^\s*\((?:hons?|honou?rs)\.?\)/iu.exec(after);
  if (honours) {
    degree = `${degree} ${honours[0].trim()}`;
    after = after.slice(honours[0].length);
  }
  // The field ends where the sentence goes on ("… in Mathematics at the Convocation held on …"), and at the class or
  // result the degree was awarded with (rule "The class after the field", docs/document-understanding.md, "Forms the
  // rotated group j- showed": "… in Tourism Management with Third Class Honours", "… with Merit"); a field joined by
  // "with" ("Mathematics with Statistics") stays whole.
  const mm = keepField ? null : /^\s+(?:in|en|im|in the field of|по специальности|по направлению|за спеціальністю)\s+[«"“]?((?:(?!\s(?:at|on|held|from)\s|\swith\s+(?:first|second|third|upper|lower|merit|distinction|credit|honou?rs|high|highest|great|pass)\b)[^,.;»”"(])+)/iu.exec(after);
  // "Bachelor of Technology (Mechanical Engineering)": the branch in parentheses after the name,
  // unless it is the name's abbreviation or honours ("(B.Tech.)", "(Hons)").
  const paren = /^\s*\(([^()]{4,60})\)/u.exec(after);
  // (A caption with its value in the parentheses, "(Ano de ingresso: 2018)", is another field, no branch.)
  const branch = paren && /\p{Ll}{3,}/u.test(paren[1]) && !/[:：]/.test(paren[1]) && !expandQualification(paren[1]) && !/^(?:hons?|honou?rs)\.?$/iu.test(paren[1].trim()) && !isQualificationName(paren[1]) ? cleanValue(paren[1]) : null;
  const field = keepField ? /\s+(?:en|in)\s+(.+)$/iu.exec(degree) : null;
  // Rule "A concentration names the field": "Bachillerato en Administración de Empresas con concentración en Gerencia"
  // is the degree in its field, studied in the narrower concentration (as a speciality after a mention is).
  const concentration = keepField ? /^\s+con\s+(?:concentraci[óo]n|especialidad|[ée]nfasis|menci[óo]n|orientaci[óo]n)\s+(?:en\s+)?(\p{Lu}[^,.;()]{1,60}?)\s*(?:[,.;(]|$)/u.exec(after) : null;
  if (concentration) return { degree, major: cleanMajor(concentration[1]) };
  // "… examination held in May 2024": a month and year after "in" is the sitting, not a field of study.
  const sitting = mm && (parseMonthYear(mm[1]) || /^(?:\p{L}+\s+)?(?:19|20)\d{2}\b/u.test(mm[1].trim()));
  return { degree, major: mm && !sitting ? cleanMajor(mm[1]) : field ? cleanValue(field[1]) : branch };
}

/**
 * A qualification printed with its field and no word between them: an abbreviation with its
 * honours ("BSc (Hons) Mathematics" → Bachelor of Science / Mathematics), or a qualification in
 * capitals before a field in ordinary case ("LICENCE Sciences de la vie", "MASTER Droit des affaires").
 */
export function splitNameField(name: string): { degree: string; field: string } | null {
  const abbr = /^([A-Za-z]{1,5}\.?(?:\s?[A-Za-z]{1,5}\.?)?)(?:\s*\((?:[Hh]ons?|[Hh]onours)\.?\))?\s+(\p{Lu}[\p{L}'’,&\s-]{2,60})$/u.exec(name.trim());
  if (abbr && expandQualification(abbr[1]) && !isQualificationName(abbr[2]) && !/^(?:hons?|honours|degree|examination)\b/iu.test(abbr[2])) return { degree: abbr[1], field: abbr[2].trim() };
  const caps = /^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){0,3})\s+(\p{Lu}\p{Ll}[\p{L}'’,&\s-]{2,60})$/u.exec(name.trim());
  if (caps && isQualificationName(caps[1]) && !isQualificationName(caps[2]) && !/\b(?:examination|degree|certificate|diploma)\b/iu.test(caps[2])) return { degree: caps[1], field: caps[2].trim() };
  return null;
}

/**
 * Rule "A speciality in the sentence names the field": a diploma's sentence that names the programme's domain,
 * mention and speciality ("le diplôme de Licence, domaine Sciences de la Santé, mention Sciences Biologiques,
 * spécialité Biochimie, est délivré à …", as LMD diplomas of French-speaking Africa word it) names the field by its
 * narrowest part, the speciality, up to the comma or the verb after it.
 */
function specialityInText(lines: Line[]): string | null {
  for (const l of paragraphLines(lines)) {
    const m = /(?<![\p{L}])(?:spécialité|specialite)\s+(\p{Lu}[^,;.:()]{1,60}?)\s*(?:[,;.]|$|\s(?:est|option|parcours|a été)(?![\p{L}]))/u.exec(l.text);
    if (m) return cleanMajor(m[1]);
  }
  return null;
}

/**
 * Rule "A department under a faculty names the field": a record that prints its holder's faculty and, under a caption
 * of its own, the department within it ("Faculty: Faculty of Computer Science" / "Department: Software Engineering",
 * as Afghan and other universities' transcripts do) names the field studied by the department, where nothing else
 * names it. A department's caption alone may stand for the faculty; it is read only beside a faculty's.
 */
function departmentUnderFaculty(pairs: LabeledValue[]): { p: LabeledValue; v: string } | null {
  const caption = (p: LabeledValue, re: RegExp) => re.test(p.phrase.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
  const dept = pairs.find((p) => caption(p, /^(?:department|departement|departamento|dipartimento)$/u));
  if (!dept || !pairs.some((p) => p !== dept && caption(p, /^(?:faculty|faculte|facultad|fakultat|facolta)$/u))) return null;
  const v = cleanMajor(dept.value.replace(/^(?:the\s+)?(?:department|d[ée]partement|departamento|dipartimento)\s+(?:of|de|d['’]|di)\s+/iu, ''));
  return v && /\p{L}/u.test(v) && !hasInstitutionWord(v) && !/\d/.test(v) ? { p: dept, v } : null;
}

/** "… im Studiengang Maschinenbau am 30.09.2022 bestanden": the field of study inside the sentence. */
function studiengangIn(lines: Line[]): string | null {
  for (const l of lines) {
    const m = /(?<![\p{L}])im (?:[Ss]tudiengang|[Ss]tudienfach)\s+[»«"„“]?(\p{Lu}[\p{L}-]+(?:\s+(?!am\b|mit\b|bestanden\b|erfolgreich\b|abgeschlossen\b|an\b|der\b)[\p{L}-]+){0,4})/u.exec(l.text);
    if (m) return cleanValue(m[1]);
  }
  return null;
}

/** "Licence mention Informatique" → Licence / Informatique; "Grado en Ingeniería Informática" → … */
/** A total counted in hours ("175 heures", "420 hours", "96 h", "120 Stunden"): rule "A total of hours is no total of credits". */
const HOURS_TOTAL = /^\s*\d[\d\s.,]*\s*(?:h|hrs?\.?|hours?|heures?|horas?|ore|stunden|std\.?|uur|timer|tunnit|godz\.?|hodin|часов|часа|годин)\s*\.?\s*$/iu;

/**
 * Rule "Quotation marks around a value are no part of it": a training's or programme's title printed in quotation marks
 * under its caption ("« Certificat de formation Assistant(e) de comptabilité »", "“Diploma in Nursing”") is the title.
 */
function unquoted(v: string): string {
  const m = /^\s*(?:«|‹|“|„|”|"|')\s*(.+?)\s*(?:»|›|”|“|"|')\s*$/u.exec(v);
  return m && !/[«»“”"]/u.test(m[1]) ? m[1] : v;
}

/**
 * Rule "A span of school grades is no field": "(Grades 9 to 12)", "(Years 7–11)", "(Forms 1-4)", "(Classes IX–XII)"
 * after a school qualification says which years of school it covers, not what was studied.
 */
export function isGradeSpan(v: string): boolean {
  return /^\s*(?:grades?|years?|forms?|class(?:es)?|standards?|std\.?|levels?|kl(?:asse|\.)n?|classes|ann[ée]es|grados?|cursos?)\s+[\divx]+\s*(?:to|through|thru|-|–|—|à|a|bis|al)\s*[\divx]+\s*$/iu.test(v);
}

export function splitProgram(program: string): { degree: string | null; major: string | null } {
  // The year of study before the programme ("L3 Licence mention …", "M1 Master …") is not part of it.
  program = program.replace(/^(?:[LM]\d|\d(?:st|nd|rd|th|e|ème|er)?\s+(?:year|ann[ée]e))\s+(?=\p{L})/u, '');
  let m = /^(.+?)\s+(?:mention|parcours|spécialité|specialite)\s+(.+)$/i.exec(program);
  if (m && DEGREE_LINE_RE.test(m[1])) return { degree: m[1].trim(), major: m[2].trim() };
  m = /^((?:grado|graduad[oa]|m[aá]ster universitario|m[aá]ster|licenciatura|licenciad[oa]|ingenier[ií]a|doctorado)(?:\s+universitario)?)\s+en\s+(.+)$/i.exec(program);
  if (m) return { degree: program.trim(), major: m[2].trim() };
  // Rule "The degree's abbreviation before its field": "Bachelor of Arts (BA) in Business Administration" is the
  // Bachelor of Arts in that field; the abbreviation in parentheses repeats the degree and is left out with the field.
  const withoutAbbreviation = program.replace(DEGREE_ABBREVIATION_BEFORE_IN, '');
  m = /^((?:bachelor|master|doctor|associate)\s+of\s+[\p{L}]+(?:\s+with\s+honours)?)\s+in\s+(.+)$/iu.exec(withoutAbbreviation);
  // Rule "An associate degree keeps its field", in a programme row too ("Program: Associate of Science in Nursing").
  if (m) return { degree: /^associate\b/i.test(m[1]) ? withoutAbbreviation.trim() : m[1].trim(), major: m[2].trim() };
  m = /^([A-Z][\w.]*\.?(?:\s*\(Hons\))?)\s*\((.+)\)$/.exec(program);
  if (m) return { degree: m[1].trim(), major: m[2].trim() };
  // "Matemática – Licenciatura": the field, then the qualification.
  m = /^(.+?)\s+[–—-]\s+(.+)$/u.exec(program);
  if (m && isQualificationName(m[2]) && !isQualificationName(m[1])) return { degree: m[2].trim(), major: m[1].trim() };
  // "Bachelor of Technology (Computer Science and Engineering)": a qualification and its branch.
  m = /^(.+?)\s*\(([^()]{3,})\)$/u.exec(program);
  if (m && isQualificationName(m[1]) && !isQualificationName(m[2]) && !isGradeSpan(m[2])) return { degree: m[1].trim(), major: m[2].trim() };
  // "Bachelor of Science in Physics" with a longer degree name, "Laurea in Economia", "Bacharel em Direito".
  m = /^(.+?)\s+(?:in|em|en)\s+(.+)$/u.exec(program);
  if (m && isQualificationName(m[1]) && !isQualificationName(m[2]) && m[1].split(/\s+/).length <= 5) {
    // (Rule "An associate degree keeps its field": "Associate of Applied Science in Accounting" too.)
    return { degree: NAME_WITH_FIELD.test(program) || /^associate\b/i.test(program) ? program.trim() : m[1].trim(), major: m[2].trim() };
  }
  return { degree: null, major: null };
}

let monthWords: Set<string> | null = null;

/**
 * Rule "A dated clause is no field of study" (docs/document-understanding.md, "Honesty"): a text cut from a sentence as
 * the field after a degree that holds a calendar year, or a month's name with a number ("la ciudad de Bucaramanga, a los
 * dieciocho (18) días del mes de septiembre", "on 12 June"), is the sentence's place-and-date clause: fields of study
 * are named without dates.
 */
export function datedClause(text: string): boolean {
  if (/(?<!\d)(?:1[89]|20)\d{2}(?!\d)/.test(text)) return true;
  if (!/\d/.test(text)) return false;
  monthWords ??= new Set(MONTH_NAMES.flat().filter((m) => !/\s/.test(m)).map((m) => fold(m).toLowerCase().replace(/\.$/, '')));
  return fold(text).toLowerCase().split(/[^\p{L}\p{M}]+/u).some((w) => w.length >= 3 && monthWords!.has(w));
}

/**
 * A credits or marks label printed once per semester or year ("Crédits acquis : 21" under each
 * semester, "Credits earned 18" after each term) gives that period's subtotal, not the grand total:
 * when one phrase comes back with different values, only a pair whose label says it is the overall
 * figure ("total", "cumulative", "grand", "gesamt", "cumul") is kept (decision "Extraction field types":
 * no value without evidence, so the field stays null when no grand total is printed).
 */
export function withoutPeriodSubtotals(pairs: LabeledValue[], context: LabeledValue[] = pairs, all: LabeledValue[] = context): LabeledValue[] {
  const overall = /(?<![\p{L}])(?:total|totale|totales|cumulative|cumulé|cumul|grand|overall|gesamt\p{L}*|summe|aggregate|всего|всього|барлық|общее|загальна|إجمالي|مجموع)(?![\p{L}])/iu;
  // The same label twice on one page (two semesters of 30 credits each) is a period's figure; the
  // same label and value once per page is a footer repeated over the pages and stays the total.
  const key = (p: LabeledValue) => `${p.field}|${p.phrase.toLowerCase()}`;
  const groups = new Map<string, LabeledValue[]>();
  // The pairs of the whole page count (the context): a semester's line inside the table's region
  // says the one under the table is a period's figure too.
  const seen = new Set<string>();
  for (const p of [...context, ...pairs]) {
    const at = `${key(p)}|${p.line.pageNumber}|${p.line.y}|${p.value}`;
    if (seen.has(at)) continue;
    seen.add(at);
    groups.set(key(p), [...(groups.get(key(p)) ?? []), p]);
  }
  const perPeriod = (g: LabeledValue[]) => {
    if (g.length < 2) return false;
    const pages = new Set(g.map((p) => p.line.pageNumber));
    const values = new Set(g.map((p) => p.value.trim()));
    return pages.size < g.length || values.size > 1;
  };
  // A term's summary line: its credits beside the term's GPA, while the cumulative GPA is printed on
  // a line of its own ("Units Earned: 19   GPA: 3.97" / "Cumulative GPA: 3.97"): the term's figure,
  // even on a record of one term (the whole record's total would say "total" or "cumulative").
  const same = (a: LabeledValue, b: LabeledValue) => a.line.pageNumber === b.line.pageNumber && Math.abs(a.line.y - b.line.y) < 2;
  const termLine = (p: LabeledValue) => {
    return all.some((o) => o.field === 'cgpa' && same(o, p) && !overall.test(o.phrase)) &&
      all.some((o) => o.field === 'cgpa' && !same(o, p) && overall.test(o.phrase));
  };
  // Rule "A total printed once per block is the block's" (docs/document-understanding.md, "Honesty"): a bare total's
  // caption ("Total: 406 / 600" under each year's block of a consolidated record) that comes back on one page with
  // different values totals each block; the record's grand total is printed once, or says it is the whole record's
  // ("Grand Total", "Aggregate", "Cumulative", "Overall"). None of the block totals stands in for it.
  const wholeRecord = /(?<![\p{L}])(?:grand|overall|cumulative|cumulé|cumul|aggregate|gesamt\p{L}*|général|generale|general|final|общее|загальна)(?![\p{L}])/iu;
  const blockTotals = (g: LabeledValue[]) => {
    const byPage = new Map<number, Set<string>>();
    for (const p of g) byPage.set(p.line.pageNumber, (byPage.get(p.line.pageNumber) ?? new Set()).add(p.value.trim()));
    return [...byPage.values()].some((values) => values.size > 1);
  };
  return pairs.filter((p) => (overall.test(p.phrase) ? wholeRecord.test(p.phrase) || !blockTotals(groups.get(key(p))!) : !perPeriod(groups.get(key(p))!) && !termLine(p)));
}

// ---------------------------------------------------------------------------------------------
// The document

export interface DocumentExtraction extends ExtractionResult {
  /** Diagnostics: which label or pattern gave each field. */
  sources: Record<string, string>;
}

/** Extract every field one document shows. */
export function extractDocumentFields(text: DocumentText, kind: DocumentKind = 'transcript'): DocumentExtraction {
  const result = emptyResult() as DocumentExtraction;
  result.sources = {};
  // Rule "A page printed in two columns is read column by column": the captions as the course rows are.
  // Rule "Parallel texts side by side are read column by column" (parallelText.ts): one language's text, then the other's.
  const lines = readParallelTexts(readColumnByColumn(documentLines(repairOcrValues(withoutSlantedRuns(text)))));
  if (!lines.length) return result;
  const plain = lines.map((l) => l.text).join('\n');

  const lang = detectLanguage(plain);
  if (lang) {
    result.languageCode = lang.code;
    result.language = lang.name;
  }

  // The course table first: its lines are not searched for labels.
  const table = extractCourses(lines);
  const tableLines = table.tableLines;
  let first = -1;
  let last = -1;
  lines.forEach((l, i) => {
    if (tableLines.has(l) && first < 0) first = i;
    // The table region ends at its last row; a lone "row" far below the others (a footer the
    // table reader took for one) does not stretch it over the closing lines, nor does one set far lower on the page
    // than the rows (a footer sentence ten lines' height and more below the last row, whatever lines lie between).
    if (table.rowLines.has(l) && (last < 0 || l.pageNumber !== lines[last].pageNumber || (i - last <= 6 && l.y - (lines[last].y + lines[last].height) <= lines[last].height * 10))) last = i;
  });
  if (last < 0) first = -1;
  const outside = lines.filter((_l, i) => first < 0 || i < first || i > last);
  // Column headings above a table ("SUBJECT | THEORY | …", "Fach | Kurs") are no label/value pairs.
  const headingRow = (l: Line) => l.segments.length >= 3 && isHeaderRow(l.items);
  // The first line of a header set on two lines ("Course | Course | Max." over "Code | Title | Cr. |
  // Marks | Obtained") is column labels too: short cells right above a heading row.
  const at = new Map(lines.map((l, i) => [l, i]));
  const headerTop = (l: Line) => {
    const next = lines[(at.get(l) ?? -2) + 1];
    // (A caption with its colon, "Graduation Date: 23/06/2021", is a label and its value, not a column's label.)
    return !!next && next.pageNumber === l.pageNumber && l.segments.length >= 3 && l.segments.every((sg) => sg.text.trim().split(/\s+/).length <= 2) && !l.segments.some((sg) => /\p{L}{2,}\s*:$/u.test(sg.text.trim()) && !!matchLabel(sg.text)) && headingRow(next);
  };
  // Rule "A table's header is no caption" (docs/document-understanding.md, "Honesty"): a line of three cells or more,
  // none with a figure or a caption's colon, set over two course rows in a row (the first within three lines) whose cells stand
  // under three of its cells or more ("Subject | Achievement | Effort | Teacher's comment" over "English | 2 | C | …"),
  // labels the table's columns, even in words the header lexicon does not know: its first cell is no caption of the
  // next ("Subject" → "Achievement" is no major).
  const columnLabels = (l: Line) => {
    if (l.segments.length < 3 || l.segments.some((sg) => /[\d:：]/u.test(sg.text))) return false;
    const i = at.get(l) ?? -1;
    const k = lines.slice(i + 1, i + 4).findIndex((r) => r.pageNumber === l.pageNumber && table.rowLines.has(r));
    const row = k >= 0 ? lines[i + 1 + k] : null;
    // Rows, not one line of values: a grid of captions over the holder's particulars ("NOM | Prénom(s) | Établissement"
    // over one line of values) is captions and values, even where that line was taken for a row.
    if (!row || !lines[i + 2 + k] || !table.rowLines.has(lines[i + 2 + k])) return false;
    const under = l.segments.filter((h) => row.segments.some((c) => c.x < h.x + h.width && h.x < c.x + c.width));
    return under.length >= 3;
  };
  // (Only the value read from the next cell of such a line is dropped: a grid of captions over the particulars, "NAME |
  // NUMBER | CENTRE" over the values, still gives its values from the line below.)
  const notColumnLabel = (p: LabeledValue) => !(p.how === 'next-cell' && columnLabels(p.line));
  const labeled = findLabeledValues(outside.filter((l) => !headingRow(l) && !headerTop(l))).filter(notColumnLabel);
  // A second reading over the whole document but the course rows, for the fields the first one
  // does not find: captions and summaries printed inside or under a table ("Graduation Date",
  // "Diploma"), and label rows the table reader took for course rows.
  const labelRow = (l: Line) => l.segments.filter((sg) => !!matchLabel(sg.text)).length >= 2;
  // Rule "A facing half shares the table's lines": on a spread whose two halves are set side by side (a school
  // certificate and its supplement, the holder's particulars on the left, the subjects on the right), a course row's
  // line also holds the other half's words printed at its height. The cells left of the row, past a gutter of three
  // ems, are that half's line, no part of the row: read for captions like any line.
  // (The row's cells: words of the other half at the row's height may have joined the row's box.)
  const rowBoxes = table.evidence.flatMap((e) => Object.values(e.cells).filter((c): c is Evidence => !!c && !c.rule));
  const besideRow = (l: Line): Line[] => {
    const rows = rowBoxes.filter((b) => b.page === l.pageNumber && b.box.y < l.y + l.height && l.y < b.box.y + b.box.height);
    if (!rows.length) return [];
    const x0 = Math.min(...rows.map((b) => b.box.x));
    const left = l.items.filter((it) => it.x + it.width < x0 - 3 * Math.max(it.fontSize, l.fontSize));
    return left.length ? [subLine(l, left)] : [];
  };
  let labeledAll: LabeledValue[] | null = null;
  const byField = (f: LabelField) => {
    const found = labeled.filter((p) => p.field === f);
    if (found.length || first < 0) return found;
    // Column headings are no pairs here either ("Curso | Materia | Calificación" is no programme "Materia").
    labeledAll ??= findLabeledValues(lines.flatMap((l) => (!table.rowLines.has(l) || labelRow(l) ? [l] : besideRow(l))).filter((l) => !headingRow(l) && !headerTop(l))).filter(notColumnLabel);
    return labeledAll.filter((p) => p.field === f);
  };
  const src = (k: string, s: string) => (result.sources[k] = s);

  // Issuer: institution name, country and state with their evidence (issuer.ts).
  // The holder's name printed without a label is found first: its line is no address for the issuer.
  const hasNameLabel = ['fullName', 'firstName', 'lastName'].some((f) => byField(f as LabelField).length > 0);
  const textName = hasNameLabel ? null : findNameInText(lines);
  const personalLines = new Set<Line>(textName ? [textName.line, ...(textName.extra ? [textName.extra] : [])] : []);
  // The holder's name printed again elsewhere (under the graduate's signature line, in a footer)
  // is no address either: a surname may also name a state or a city ("Lima", "Rocha").
  const holderNames = [textName?.value, ...['fullName', 'lastName'].flatMap((f) => byField(f as LabelField).map((p) => cleanName(p.value)))]
    .filter((v): v is string => !!v)
    .map((v) => foldWords(v))
    .filter((v) => v.length >= 4 && v.includes(' '));
  if (holderNames.length) {
    for (const l of lines) if (l.segments.some((sg) => holderNames.includes(foldWords(sg.text)))) personalLines.add(l);
  }
  const issuer = findIssuer(lines, { labeled, tableLines, personalLines });
  const { evidence: issuerEvidence, ...institution } = issuer;
  result.institution = institution;
  // Numeric dates: the document's country decides the day/month order, else its dates do.
  // Year-first dates of the Hijri years: the calendar the document's country, language or printed era names.
  const order: DateReading = { order: dateOrderFor(result.institution.countryCode, plain), hijri: hijriCalendarFor(result.institution.countryCode, result.languageCode, plain) };

  // Provenance (docs/document-understanding.md, "Provenance"): every value keeps the words it was read from.
  const fieldsEvidence: Record<string, Evidence> = {};
  const prov = (path: string, ev: Evidence | null) => {
    if (ev) fieldsEvidence[path] = ev;
  };
  const labelEv = (p: LabeledValue, value: string | null = p.value, factor = 1) =>
    evidenceOfValue(p.seg, p.line.pageNumber, value, `label ${p.phrase}${p.how === 'inline' ? '' : ` (${p.how})`}`, factor);
  const textEv = (f: TextFind, factor = 1) =>
    f.extra
      ? unionEvidence(evidenceOfValue(f.seg ?? f.line, f.line.pageNumber, null, f.rule, factor), evidenceOfLine(f.extra, f.rule, factor))
      : evidenceOfValue(f.seg ?? f.line, f.line.pageNumber, f.value, f.rule, factor);

  // Candidate
  // A value that reads as another caption ("Candidate Name | Date of Bitrh | …" over the values: the
  // next cell is a caption the lexicon does not know, or OCR misread) is none: the cell under the caption is.
  const captionLike = (v: string) => /^(?:date|place|year|month|number|name|country|lieu|fecha|lugar|data|luogo|local)\s+(?:of|de|di|du|da|do)\s+\p{L}/iu.test(v);
  const usable = (p: LabeledValue) => !!cleanName(p.value) && !/\d{3,}/.test(cleanName(p.value)!) && !captionLike(cleanName(p.value)!) && !isTitleOrDegree(cleanName(p.value)!);
  const fatherOnLine = (p: LabeledValue) => {
    const same = byField('parentName').filter((x) => x.line === p.line && usable(x));
    const father = same.find((x) => /^father/.test(x.phrase));
    const grandfather = same.find((x) => /^(g father|grand ?father)/.test(x.phrase));
    return father ? { father, grandfather } : null;
  };
  // A bilingual form captions each part twice ("Name: Reza | نام: رضا", "Surname: Rahimi | نام خانوادگی: رحیمی"):
  // the Latin value is the one the interface reports (fullName convention: the Latin form when printed).
  const latinValue = (p: LabeledValue | undefined) => !!p && /\p{Script=Latin}/u.test(cleanName(p.value) ?? '') && !/[^\p{Script=Latin}\p{M}\p{P}\p{Zs}]/u.test(cleanName(p.value) ?? '');
  const preferLatin = (f: LabelField) => {
    const all = byField(f).filter(usable);
    return all.find(latinValue) ?? all[0];
  };
  const full = withoutParentInParentheses(preferLatin('fullName'));
  const firstN = preferLatin('firstName');
  const lastN = preferLatin('lastName');
  const middleN = preferLatin('middleName');
  const es = result.languageCode === 'es' || result.languageCode === 'pt';
  // An all-capitals name without a comma: the document's country's convention decides its order.
  const it = result.languageCode === 'it' || surnameFirstInCapitalsFor(result.institution.countryCode, result.institution.name);
  const eastAsian = familyFirstRomanizedFor(result.institution.countryCode);
  // "Name"/"Nom"/"Nome" beside a separate surname label is the given name (Italian "Cognome / Nome"),
  // beside a separate given-name label the family name (French "Nom / Prénom").
  const BARE_NAME = /^(nom|name|nombre|nome|имя|ім'я|аты)$/u;
  const bare = full && BARE_NAME.test(full.phrase);
  // Rule "A name caption ending in the surname, beside a given-name caption": "Name / Surname" (a German "Name" over
  // its English translation), "Nom / Surname" is read as the whole name's caption ("Name Surname"); where the page
  // captions the given name apart ("Vorname / First name") and the value is one word, it names the family name, as
  // the bare caption does.
  const surnameHalf = !!full && /^\S+$/.test(cleanName(full.value) ?? '') && /^(?:nom|name|nombre|nome|naam)(?:\s+\/)?\s+(?:surname|last name|family name)$/u.test(full.phrase);
  let givenLabel = firstN ?? (lastN && bare ? full : undefined);
  const familyLabel = lastN ?? (firstN && (bare || surnameHalf) ? full : undefined);
  // The English "Name" beside "Surname" on a bilingual form whose given-name caption is read only in the
  // other script ("نام: رضا"): the bare caption's Latin value is the given name's Latin form.
  if (givenLabel && familyLabel && bare && full && latinValue(full) && !latinValue(givenLabel) && latinValue(familyLabel)) givenLabel = full;
  let nameParts: NameParts | null = null;
  let nameInText: string | null = null;
  if (givenLabel && familyLabel) {
    const fix = (x: string) => (x === x.toUpperCase() ? titleCaseName(x) : x);
    // Given names listed with commas ("Prénom(s) : Marie, Claire") are one given-name string.
    const given = [givenLabel, middleN].filter((p): p is LabeledValue => !!p).map((p) => fix((cleanName(p.value) ?? '').replace(/\s*,\s*/g, ' '))).filter(Boolean).join(' ');
    const family = fix(cleanName(familyLabel.value) ?? '');
    nameParts = { firstName: given || null, lastName: family || null, fullName: `${given} ${family}`.trim() };
    src('candidate', 'labels first/last');
    const ev = unionEvidence(labelEv(givenLabel), labelEv(familyLabel), `labels ${givenLabel.phrase} + ${familyLabel.phrase}`);
    for (const f of ['fullName', 'firstName', 'lastName']) prov(`candidate.${f}`, ev);
  } else if (full && /^\S+$/.test(cleanName(full.value) ?? '') && fatherOnLine(full)) {
    // One given name beside the father's (and grandfather's) name on the same line: the name is
    // patronymic (Ethiopian, Eritrean usage: "HANA | Father's Name: FIKRU | G/Father's Name:
    // MULUGETA" → Hana Fikru Mulugeta), the last of the line's names being the family-like one.
    const { father, grandfather } = fatherOnLine(full)!;
    const fix = (x: string) => titleCaseName(cleanName(x) ?? '');
    const given = [full, grandfather ? father : null].filter((p): p is LabeledValue => !!p).map((p) => fix(p.value)).join(' ');
    const family = fix((grandfather ?? father).value);
    nameParts = { firstName: given, lastName: family, fullName: `${given} ${family}` };
    src('candidate', 'label name with the father\'s name');
    const ev = unionEvidence(labelEv(full), labelEv(grandfather ?? father), `labels ${full.phrase} + ${(grandfather ?? father).phrase}`);
    for (const f of ['fullName', 'firstName', 'lastName']) prov(`candidate.${f}`, ev);
  } else if (full) {
    const parent = byField('parentName').find((x) => /^(?:father|fathers|name of (?:the )?father|nom du pere|name des vaters|nombre del padre|nome (?:del|do) pa)/.test(x.phrase));
    const chain = nameChainFor(result.institution.countryCode) || noFamilyNameFor(result.institution.countryCode);
    nameParts = splitPersonName(cleanName(full.value)!, { spanish: es, familyFirst: (!chain && surnameFirstByParent(cleanName(full.value)!, parent ? cleanName(parent.value) : null)) || (labelIsFamilyFirst(full.phrase) && !nameChainFor(result.institution.countryCode)) || hungarianFamilyFirst(full.phrase, cleanName(full.value)!) || vietnameseFamilyFirst(result.institution.countryCode, cleanName(full.value)!) || (!chain && surnameFirstByPortalGreeting(cleanName(full.value)!, lines)), surnameFirstInCapitals: it, familyFirstRomanized: eastAsian, noFamilyName: noFamilyNameFor(result.institution.countryCode) });
    src('candidate', `label ${full.phrase}`);
    const ev = labelEv(full, cleanName(full.value));
    for (const f of ['fullName', 'firstName', 'lastName']) prov(`candidate.${f}`, ev);
  } else {
    const n = textName ?? (hasNameLabel ? findNameInText(lines) : null);
    if (n) {
      nameInText = n.value;
      nameParts = splitPersonName(n.value, { spanish: es, familyFirst: vietnameseFamilyFirst(result.institution.countryCode, n.value), surnameFirstInCapitals: it, familyFirstRomanized: eastAsian, noFamilyName: noFamilyNameFor(result.institution.countryCode) });
      src('candidate', 'text');
      const ev = textEv(n);
      for (const f of ['fullName', 'firstName', 'lastName']) prov(`candidate.${f}`, ev);
    }
  }
  // Turkish and Azerbaijani documents: a name printed in capitals is title-cased their way ("IŞIK" → "Işık").
  if (nameParts && (['tr', 'az'].includes(result.languageCode ?? '') || ['TR', 'AZ'].includes(result.institution.countryCode ?? ''))) {
    const printed = [...[full, givenLabel, familyLabel, middleN].flatMap((p) => (p ? [p.value] : [])), ...(nameInText ? [nameInText] : [])];
    const recase = (x: string | null) => (x ? turkicNameCase(x, printed) : x);
    nameParts = { fullName: recase(nameParts.fullName) ?? '', firstName: recase(nameParts.firstName), lastName: recase(nameParts.lastName) };
  }
  if (nameParts) {
    result.candidate.fullName = nameParts.fullName || null;
    result.candidate.firstName = nameParts.firstName;
    result.candidate.lastName = nameParts.lastName;
    if (!nameParts.firstName) delete fieldsEvidence['candidate.firstName'];
    if (!nameParts.lastName) delete fieldsEvidence['candidate.lastName'];
  }
  const dobLabel = byField('dateOfBirth').map((p) => ({ p, d: parseDate(p.value, order) })).find((x) => x.d);
  if (dobLabel) {
    result.candidate.dateOfBirth = dobLabel.d;
    prov('candidate.dateOfBirth', labelEv(dobLabel.p));
  } else {
    const t = findBirthDateInText(lines, order);
    if (t) {
      result.candidate.dateOfBirth = t.value;
      prov('candidate.dateOfBirth', textEv(t));
    }
  }

  // Qualification
  const q = result.qualification;
  const regLabel = byField('registrationNumber').map((p) => ({ p, v: cleanRegistration(p.value) })).find((x) => x.v);
  if (regLabel) {
    q.registrationNumber = regLabel.v;
    prov('qualification.registrationNumber', labelEv(regLabel.p, regLabel.v));
  } else {
    const t = findInlineRegistration(lines);
    if (t) {
      q.registrationNumber = t.value;
      prov('qualification.registrationNumber', textEv(t));
    }
  }

  const programCaptioned = byField('program')
    .map((p) => ({ p, v: unquoted(cleanValue(latinSide(p.value))) }))
    // "Programme: B.A." names the qualification by its abbreviation.
    // Rule "A period is no programme": "Course of study: September 2016 to June 2017" captions the course's dates.
    .find((x) => x.v && (/\p{L}{3,}/u.test(x.v) || !!expandQualification(x.v)) && !/^(?:19|20)\d{2}/.test(x.v) && !isStudyMode(x.v) && !isPeriod(x.v));
  // Rule "A degree under a field's caption is the programme": a field-of-study caption whose value is a whole degree
  // and its field ("Studiengang: Master of Science in Wirtschaftsinformatik", "Carrera: Licenciatura en Biología")
  // names the programme as a programme caption does: the degree is the qualification, the field after it the major.
  const majorProgram = programCaptioned
    ? undefined
    : byField('major')
        .map((p) => ({ p, v: cleanValue(latinSide(p.value)) }))
        .find((x) => {
          if (!x.v || /\d/.test(x.v) || /\s\/\s/.test(x.v)) return false;
          const parts = splitProgram(x.v);
          return !!parts.degree && !!parts.major && isQualificationName(parts.degree) && !isQualificationName(parts.major);
        });
  const programLabel = programCaptioned ?? majorProgram;
  // A bilingual programme row that names a qualification ("Informatikos mokslų bakalauras / Bachelor of
  // Informatics Sciences") is read by its English half, as a qualification is.
  const program = programLabel ? (/\s\/\s/.test(programLabel.v) && isQualificationName(programLabel.v) ? bilingualQualification(programLabel.v, result.languageCode) : programLabel.v) : null;
  // A programme printed with its classification code is the field of study ("6B06101 – Ақпараттық
  // жүйелер", "09.03.01 Информатика"), one printed as a bare qualification names the qualification
  // ("Program: Bachelor of Science"): neither is a programme line.
  const codedProgram = !!program && /^[\p{Lu}\d]*\d[\p{Lu}\d.]*\s*[–—-]?\s+\p{L}/u.test(program);
  // (A school qualification with the span of grades it covers, "High School Diploma (Grades 9 to 12)", is a bare one:
  // rule "A span of school grades is no field".)
  const bareProgram = program ? program.replace(/\s*\(([^()]+)\)\s*$/u, (x, inner: string) => (isGradeSpan(inner) ? '' : x)) : null;
  const bareQualification = !!bareProgram && isQualificationName(bareProgram) && bareProgram.split(/\s+/).length <= 6 && !/\d/.test(bareProgram) && !splitProgram(bareProgram).degree && !splitNameField(bareProgram);
  if (programLabel && !codedProgram && !bareQualification) {
    q.program = programLabel.v;
    prov('qualification.program', labelEv(programLabel.p));
  }
  const degreeLabel = byField('qualification')
    // The document's title over a title line ("DIPLOMA" / "Bachelor of Science in Biology", "AWARD
    // CERTIFICATE" / …) captions nothing: the line under it is read as the title line it is.
    .filter((p) => !(p.how === 'below' && isDocumentName(p.phrase) && p.seg.fontSize >= 14))
    // "Intended award: Bachelor of Arts. Studies in progress …": the qualification after a sub-label, its first sentence.
    // A note in parentheses after it ("(second-cycle degree, class LM-9)", cut or not) is no part of it.
    .map((p) => ({ p, v: cleanValue(withoutAwardDate(withoutHonoursAfterField(englishHalf(latinSide(p.value), result.languageCode).split(/\.\s/)[0].replace(/^[\p{L} ]{3,30}:\s*(?=\p{Lu})/u, '')).replace(/\s*\([^)]*\)?\s*$/u, (note) => (DEGREE_NAME_MARKER.test(note) || HONOURS_MARKER.test(note) ? note : '')))) }))
    .filter((x) => x.v && (DEGREE_WORDS.test(x.v) || DEGREE_LINE_RE.test(x.v) || isQualificationName(x.v)))
    // Latin caption pair (docs/document-understanding.md): a page printed in two columns, Cyrillic or another script on
    // the left and English on the right ("Степень: бакалавр | Degree: Bachelor"), captions the qualification twice;
    // the Latin-script value is the one the interface reports (the English form of a bilingual document).
    .reduce<{ p: LabeledValue; v: string } | undefined>((best, x) => (!best || (!latinOnly(best.v) && latinOnly(x.v)) ? x : best), undefined) ?? levelBackedQualification(byField);
  // A bilingual honours value ("Assez Bien / Fairly Good" under "Mention / Grade") is no field either.
  // An honours word or class of the award (HONOURS_RE, DISTINCTION_RE) says how well, never what, was studied.
  const awardClass = (x: string) => HONOURS_RE.test(cleanValue(x)) || DISTINCTION_RE.test(cleanValue(x));
  const honours = (v: string) => v.split(/\s+\/\s+/).some(awardClass);
  // "Stream: Regular", "Форма обучения: очная": a mode of study says how, not what, was studied (rule "An attendance
  // mode is no major", studyModes.ts); the field's own line, where printed, is read instead.
  const majorLabel = byField('major')
    .filter((p) => p !== majorProgram?.p)
    .map((p) => ({ p, v: cleanMajor(englishHalf(latinSide(p.value), result.languageCode)) }))
    .find((x) => x.v && /\p{L}/u.test(x.v) && !honours(x.v) && !honours(x.p.value) && !isStudyMode(x.v) && !isStudyMode(x.p.value) && !isLanguageStream(x.v));
  const programField = program ? splitNameField(program) : null;
  const split = program ? (programField ? { degree: programField.degree, major: programField.field } : splitProgram(program)) : { degree: null, major: null };
  // Conferring sentences are read across their line breaks ("… for the award of the Higher" / "Secondary School Certificate.").
  const award = findAwardInText(paragraphLines(outside));
  const textDegree = findDegreeInText(outside, kind);
  // Rule "An examination sat is no title's qualification" (docs/document-understanding.md, "Qualifications the rotated
  // group l- showed"): "sat (for) the …" says an examination was taken, not what the page certifies. Where the page's
  // title line names another qualification ("SCHOOL LEAVING CERTIFICATE" over "During his final year he sat the Caribbean Secondary
  // Education Certificate examinations …; the results are issued separately"), the title is the qualification; where
  // the two name the same one (a result slip's "sat the Kenya Certificate of Secondary Education examination"), the
  // award phrase is read as before.
  const satAside = !!award.name && /^award phrase "sat\b/.test(award.name.rule) && !!textDegree.name && textDegree.name.rule === 'title line' && !sameQualificationWords(textDegree.name.value, award.name.value);
  const captioned = degreeLabel || award.name ? null : findCaptionedDegree(outside);
  const stageLevelLabel = byField('level').find((p) => educationStageLevel(p.value) !== null && !/\d/.test(p.value) && p.value.split(/\s+/).length <= 12);
  // "Level of qualification: alapfokozat (BSc) / Bachelor of Science": a level caption whose value (its English half on
  // a bilingual page) is an English degree with its subject names the qualification, where nothing else does.
  const degreeUnderLevel = byField('level')
    .map((p) => ({ p, v: cleanValue(englishHalf(latinSide(p.value), result.languageCode)) }))
    .find((x) => /^(?:Bachelor|Master|Doctor)(?:'?s)?\s+of\s+\p{Lu}\p{Ll}+/u.test(x.v) && x.v.split(/\s+/).length <= 8);
  const supplementOf = certificateOfSupplement(outside);
  const professional = professionalTitle(byField, lines);
  // The text the name was cut from: a major clause cut from it is the major (cutQualification).
  let rawDegree: string | null = null;
  if (degreeLabel) {
    rawDegree = degreeLabel.v;
    q.name = normalizeDegreeName(degreeLabel.v);
    src('qualification.name', 'label');
    prov('qualification.name', labelEv(degreeLabel.p));
  } else if (award.name && !satAside) {
    rawDegree = award.name.value;
    q.name = normalizeDegreeName(award.name.value);
    src('qualification.name', 'award phrase');
    prov('qualification.name', textEv(award.name));
  } else if (captioned) {
    q.name = normalizeDegreeName(captioned.value);
    src('qualification.name', 'caption');
    prov('qualification.name', textEv(captioned));
  } else if (programLabel && bareQualification) {
    // "Program: Bachelor of Science": the programme row names the qualification itself.
    q.name = normalizeDegreeName(bareProgram!);
    src('qualification.name', 'program');
    prov('qualification.name', labelEv(programLabel.p));
  } else if (split.degree) {
    q.name = normalizeDegreeName(split.degree);
    src('qualification.name', 'program');
    prov('qualification.name', labelEv(programLabel!.p, split.degree));
  } else if (textDegree.name) {
    rawDegree = textDegree.name.value;
    q.name = normalizeDegreeName(textDegree.name.value);
    src('qualification.name', 'text');
    prov('qualification.name', textEv(textDegree.name));
  } else if (degreeUnderLevel) {
    q.name = normalizeDegreeName(degreeUnderLevel.v);
    src('qualification.name', 'label');
    prov('qualification.name', labelEv(degreeUnderLevel.p));
  } else if (stageLevelLabel) {
    // "Izglītības līmenis: vispārējā vidējā izglītība": a stage of education under a level caption is
    // the qualification as printed (docs/document-understanding.md, "Qualification": stages of education).
    q.name = normalizeDegreeName(englishHalf(latinSide(stageLevelLabel.value), result.languageCode));
    src('qualification.name', 'label');
    prov('qualification.name', labelEv(stageLevelLabel));
  } else if (supplementOf) {
    q.name = normalizeDegreeName(supplementOf.value);
    src('qualification.name', 'caption');
    prov('qualification.name', textEv(supplementOf));
  } else if (professional) {
    q.name = professional.v;
    src('qualification.name', 'label');
    prov('qualification.name', labelEv(professional.p));
  }
  // A sentence read as a title line ("Mette Nielsen har erhvervet graden Kandidatgrad i …"): the holder
  // and the verb before the qualification are no part of it.
  if (q.name && result.sources['qualification.name'] === 'text') q.name = withoutHolder(q.name, result.candidate.fullName);
  // A bilingual qualification read from any place ("Filosoofiamagister / Master of Arts" on a title
  // line, in a sentence or a programme row): its English half, as the families README reports it.
  const printedQualification = q.name;
  if (q.name) q.name = bilingualQualification(q.name, result.languageCode);
  // "BSc (Hons) Mathematics", "LICENCE Sciences de la vie": the qualification, then its field.
  const nameField = q.name ? splitNameField(q.name) : null;
  if (nameField) q.name = normalizeDegreeName(nameField.degree);
  const fromName = q.name ? splitProgram(q.name) : { degree: null, major: null };
  const keepsField = !degreeLabel && !!award.name && !!award.keepsField && result.sources['qualification.name'] === 'award phrase';
  // An English degree "<Head> of <Subject> in <Field>" is "<Head> of <Subject>" wherever it is printed,
  // in a caption too (docs/document-understanding.md, "Qualification": degree heads); other
  // captioned names keep what the caption printed.
  // An associate degree keeps the field it joins, whatever its subject ("Associate of Applied Science in Accounting",
  // as "Associate Degree in Accounting" does: scripts/samples/families/README.md, `qualification.name`).
  const englishOfIn = !!q.name && ENGLISH_DEGREE_OF_IN.test(q.name.replace(DEGREE_ABBREVIATION_BEFORE_IN, ''));
  const associate = !!q.name && /^associate\b/i.test(q.name);
  // Rule "A narrower major keeps the degree's field" (docs/document-understanding.md, "Forms the rotated group w3- showed";
  // families README, `qualification.name`): where the page prints a major under its own caption ("Major: Marketing
  // Management") other than the field the degree joins ("Bachelor of Science in Business Administration"), that field
  // is part of the degree's name, and the major is the narrower one.
  const narrower = (field: string | null | undefined): boolean => !!majorLabel && !!field && /^(?:major|major field|major subject|concentration|specialization|specialisation|area of specialization)$/.test(majorLabel.p.phrase) &&
    foldWords(majorLabel.v) !== foldWords(field) && !foldWords(field).includes(foldWords(majorLabel.v));
  const narrowerMajor = narrower(fromName.major);
  // (The award phrase cut the field off already: it is joined back where the page prints the two together.)
  const awardField = result.sources['qualification.name'] === 'award phrase' && award.major && q.name && !/\s(?:in|en)\s/.test(q.name) ? award.major : null;
  // (So is the field a programme row printed with the degree: "Course: Bachelor of Science in Business Administration".)
  if (result.sources['qualification.name'] === 'program' && program && split.degree && split.major && narrower(split.major) && foldWords(program) === foldWords(`${split.degree} in ${split.major}`)) q.name = normalizeDegreeName(program.trim());
  if (awardField && narrower(awardField) && foldWords(rawDegree ?? '').length && lines.some((l) => foldWords(l.text).includes(foldWords(`${q.name} in ${awardField}`)))) q.name = `${q.name} in ${awardField}`;
  if (fromName.degree && q.name && /\s(?:in|en)\s/.test(q.name) && (!degreeLabel || englishOfIn) && !NAME_WITH_FIELD.test(q.name) && !keepsField && !associate && !narrowerMajor) q.name = normalizeDegreeName(fromName.degree);
  const department = departmentUnderFaculty(byField('faculty'));
  if (majorLabel) {
    q.majorOrSpecialization = majorLabel.v;
    prov('qualification.majorOrSpecialization', labelEv(majorLabel.p));
  } else {
    const major =
      split.major ??
      (award.name && !satAside ? award.major : null) ??
      (rawDegree ? cutQualification(rawDegree).major : null) ??
      // A programme printed with its classification code is the field ("6B06101 – Ақпараттық жүйелер").
      (programLabel && codedProgram ? cleanMajor(programLabel.v) : null) ??
      (kind === 'diploma' || kind === 'other' ? textDegree.major : null) ??
      fromName.major ??
      nameField?.field ??
      studiengangIn(outside) ??
      (kind === 'diploma' ? specialityInText(outside) : null) ??
      department?.v ??
      null;
    // Rule "A distinction is no field" (DISTINCTION_RE): an honours word or class of the award says how well, never
    // what, whichever reader gave it.
    if (major && !isStudyMode(major) && !namesLevelOfSchooling(major) && !datedClause(major) && !awardClass(major)) {
      q.majorOrSpecialization = major;
      const from = split.major ? programLabel && labelEv(programLabel.p, split.major) : award.major ? award.name && textEv(award.name, 1) : department && major === department.v ? labelEv(department.p, major) : fieldsEvidence['qualification.name'] ?? null;
      prov('qualification.majorOrSpecialization', from ?? null);
    }
  }
  const levelLabel = byField('level').map((p) => ({ p, v: levelOf(latinSide(p.value)) })).find((x) => x.v);
  // A bilingual qualification whose national half names a stage of education takes that stage's level: the
  // English half is often a broader word ("vidurinis išsilavinimas / secondary education" ends upper secondary).
  const printedForms = [printedQualification, degreeLabel?.p.value, result.sources['qualification.name'] === 'label' && !degreeLabel ? stageLevelLabel?.value : null];
  const nationalStage = printedForms.map((x) => (x && /\s\/\s/.test(x) ? educationStageLevel(x) : null)).find((x) => x) ?? null;
  if (q.name && nationalStage) {
    q.level = nationalStage;
    prov('qualification.level', fieldsEvidence['qualification.name'] ? { ...fieldsEvidence['qualification.name'], rule: 'level of the stage of education printed' } : null);
  } else if (q.name && levelOf(q.name)) {
    q.level = levelOf(q.name);
    prov('qualification.level', fieldsEvidence['qualification.name'] ? { ...fieldsEvidence['qualification.name'], rule: 'level of the qualification name' } : null);
  } else if (q.name && degreeLabel && levelOf(degreeLabel.p.value)) {
    // The note in parentheses the name leaves out can be what names the level: "Insinööri (AMK)" (the
    // Finnish degrees of a university of applied sciences, ammattikorkeakoulu) is a first degree.
    q.level = levelOf(degreeLabel.p.value);
    prov('qualification.level', labelEv(degreeLabel.p));
  } else if (levelLabel) {
    q.level = levelLabel.v;
    prov('qualification.level', labelEv(levelLabel.p));
  } else if (program && levelOf(program)) {
    q.level = levelOf(program);
    prov('qualification.level', programLabel ? { ...labelEv(programLabel.p)!, rule: 'level of the programme' } : null);
  }

  // The grade after the sitting: a school certificate written in the twelfth grade ends upper secondary.
  const sittingTitle = result.sources['qualification.name'] === 'text' && textDegree.name ? textDegree.name.line.text : rawDegree;
  const sittingGrade = sittingTitle ? SCHOOL_GRADE_AFTER_SITTING.exec(sittingTitle.trim()) : null;
  if (q.name && q.level === 'Secondary' && sittingGrade && gradeNumber(sittingGrade[1]) >= 12) {
    q.level = 'Higher Secondary';
    prov('qualification.level', fieldsEvidence['qualification.name'] ? { ...fieldsEvidence['qualification.name'], rule: 'the grade after the sitting' } : null);
  }
  if (q.name && !q.level && professional && q.name === professional.v && professional.level) q.level = professional.level;
  if (q.name && q.level === 'Secondary' && endsSingleStageSecondary(q.name, result.institution.countryCode)) {
    // Rule "A single-stage secondary school ends upper secondary" (qualifications.ts).
    q.level = 'Higher Secondary';
  }
  if (q.level === 'Diploma' && lines.slice(0, 12).some((l) => /\bhigh school\b/i.test(l.text))) {
    // A diploma of a high school ("Advanced Studies Diploma" on a high-school transcript) ends upper secondary.
    q.level = 'Higher Secondary';
  } else if (q.level === 'Diploma' && secondaryMinistryDiploma(lines)) {
    q.level = 'Higher Secondary';
  }
  if (q.level === 'Higher Secondary' && q.name && universityBachillerato(q.name, result.institution.name)) {
    q.level = 'Bachelor';
    prov('qualification.level', fieldsEvidence['qualification.name'] ? { ...fieldsEvidence['qualification.name'], rule: "a university's bachillerato" } : null);
  }
  const admLabel = byField('yearOfAdmission').map((p) => ({ p, y: parseYear(p.value) })).find((x) => x.y);
  if (admLabel) {
    q.yearOfAdmission = admLabel.y;
    prov('qualification.yearOfAdmission', labelEv(admLabel.p));
  }
  // "Expected Graduation: May 2025" is a plan, not a completion: no year of completion is printed (a value without
  // evidence is null), and no status either (rule "An expected graduation is no standing", below).
  const expectedOnly = (p: LabeledValue) => /^(?:expected|anticipated|projected)\b/.test(p.phrase);
  // A "Session: 2021-22" caption of a school examination whose title prints its own year ("SECONDARY SCHOOL
  // CERTIFICATE EXAMINATION, 2023") is the session the candidate registered in (South Asian boards print both):
  // the examination's year is the sitting that completed it, read below from the title.
  const examTitleYear = textDegree.name && result.sources['qualification.name'] === 'text' && (q.level === 'Secondary' || q.level === 'Higher Secondary') ? parseYear(textDegree.name.line.text, true) : null;
  // Rule "A session before the examination is the registration's" (docs/document-understanding.md, "Forms the rotated
  // group w3- showed"): at any level, a captioned session whose academic year ends before the year of the examination the
  // page's heading names ("Session: 2013-2014" on the marksheet of a "3rd Year Honours Final Examination 2016") is the
  // session the candidate was registered in, no sitting and no completion.
  const sessionEnd = (v: string) => {
    const m = /((?:19|20)\d{2})\s*[-–/]\s*(\d{2,4})(?!\d)/.exec(v);
    if (!m) return null;
    const end = m[2].length === 4 ? +m[2] : m[2].length === 2 ? Math.floor(+m[1] / 100) * 100 + +m[2] : null;
    return end && end > +m[1] ? end : null;
  };
  // (Nor, whatever its year, where that examination is one of a year or a part of the programme, "1st Year Honours
  // Examination 2021": such a sitting completes nothing, as "A promotion is no completion" says of its result.)
  const headingExam = lines
    .filter((l) => l.pageNumber === lines[0]?.pageNumber && l.index < 15)
    .map((l) => ({ l, m: /(?<![\p{L}])(?:examinations?|exams?)\s*,?\s*((?:19|20)\d{2})(?!\d)/iu.exec(l.text) }))
    .find((x) => !!x.m);
  const registrationSession = (p: LabeledValue) => /^session$/.test(p.phrase) && /(?:19|20)\d{2}\s*[-–/]\s*\d{2,4}/.test(p.value) &&
    (!!examTitleYear || (!!headingExam && ((sessionEnd(p.value) ?? Infinity) < +headingExam.m![1] || PARTIAL_SITTING.test(headingExam.l.text))));
  const complLabel = byField('yearOfCompletion').filter((p) => !expectedOnly(p) && !registrationSession(p)).map((p) => ({ p, y: parseYear(p.value, true) })).find((x) => x.y);
  if (complLabel) {
    q.yearOfCompletion = complLabel.y;
    q.status = 'Completed';
    prov('qualification.yearOfCompletion', labelEv(complLabel.p));
    prov('qualification.status', labelEv(complLabel.p, null, 0.9));
  }
  // A period of study ("Años lectivos: 2014 - 2015") ends in the completion year only on a document that states the
  // studies completed: a certificate (kind diploma), or a record whose formula says the whole plan of studies was passed
  // ("cursó y aprobó … las asignaturas del plan de estudios", "has completed the programme"). On a record in progress
  // the period's end is a plan, and a value without evidence is null.
  if (!q.yearOfCompletion && admLabel && STUDY_PERIOD_CAPTION.test(admLabel.p.phrase) && (kind === 'diploma' || statesCompletion(lines))) {
    const end = studyPeriodEnd(admLabel.p.value);
    if (end && end >= admLabel.y!) {
      q.yearOfCompletion = end;
      prov('qualification.yearOfCompletion', labelEv(admLabel.p, null, 0.9));
      if (!q.status) {
        q.status = 'Completed';
        prov('qualification.status', labelEv(admLabel.p, null, 0.8));
      }
    }
  }
  if (!q.yearOfCompletion && degreeLabel && (/award|confer|earned|granted|obtenu|delivr|verliehen|otorgad|conseguit/.test(degreeLabel.p.phrase) || COMPLETED_BEFORE_DATE.test(degreeLabel.p.value))) {
    // "Degree Awarded: Bachelor of Science, May 2021": the date of the award printed with it; and a
    // date the value itself says completed it ("Tutkinto: Kauppatieteiden kandidaatti, suoritettu 24.6.2017").
    const when = findDates(degreeLabel.p.value, order)[0]?.iso.slice(0, 4) ?? (parseMonthYear(degreeLabel.p.value)?.year ?? null);
    // A completion before the admission printed is a misread (an OCR "2012" for "2018"), no year.
    if (when && !(q.yearOfAdmission && +when < q.yearOfAdmission)) {
      q.yearOfCompletion = +when;
      prov('qualification.yearOfCompletion', labelEv(degreeLabel.p, null, 0.9));
    }
  }
  // Rule "An expected graduation is no standing" (docs/document-understanding.md, "Forms the rotated group l- showed"):
  // "Expected graduation: May 2020" plans a date; the page's standing is `In Progress` only where a caption of the
  // standing prints it ("Status: Active", families README, `qualification.status`), and a degree audit or a portal's card
  // prints the expected date whether the student is enrolled, has left or has just completed: no status is read from it.
  const statusLabel = byField('status').map((p) => ({ p, v: statusFromValue(p.value) })).find((x) => x.v);
  if (statusLabel) {
    q.status = statusLabel.v;
    prov('qualification.status', labelEv(statusLabel.p));
  }
  const durationLabel = byField('programDuration').map((p) => ({ p, v: parseDuration(p.value) })).find((x) => x.v);
  if (durationLabel) {
    q.programDuration = durationLabel.v;
    prov('qualification.programDuration', labelEv(durationLabel.p));
  }

  // A date of issue printed beside a print date ("Date of Issue: …" and "Printed on: …") is the issue.
  const issueDates = byField('dateOfIssue').map((p) => ({ p, d: parseDate(p.value, order) })).filter((x) => x.d);
  let issueLabel: (typeof issueDates)[number] | undefined = issueDates.find((x) => !PRINT_PHRASE.test(x.p.phrase)) ?? issueDates[0];
  // A print date is the paper's date only when the document dates itself nowhere else: a certificate's
  // own formula ("Given this twenty-first day of September, two thousand and ten") is its date of issue.
  const ownDate = issueLabel && PRINT_PHRASE.test(issueLabel.p.phrase) ? findIssueDateInText(outside.filter((l) => l !== issueLabel!.p.line && l !== complLabel?.p.line), order) : null;
  if (ownDate) issueLabel = undefined;
  // Nor is a print date the issue of a page that dates the award itself ("conferred … on July 18, 2014",
  // "Date of Conferment: …"): the paper was printed years after, and with no issue date printed the
  // date of issue has no evidence (rule "A print date is no issue date", docs/document-understanding.md).
  else if (issueLabel && PRINT_PHRASE.test(issueLabel.p.phrase) && (complLabel || q.yearOfCompletion || findCompletionDateInText(paragraphLines(outside.filter((l) => l !== issueLabel!.p.line)), order, kind === 'diploma'))) {
    issueLabel = undefined;
  }
  if (issueLabel) {
    q.dateOfIssue = issueLabel.d;
    prov('qualification.dateOfIssue', labelEv(issueLabel.p));
  } else {
    // The line whose caption gave the completion ("Degree Conferred On: …") dates the award, not the paper.
    // The closing formula read across its line breaks first: a centred "… a los cinco días del mes de" /
    // "noviembre del año dos mil catorce." breaks wherever the page's width ends it.
    const undated = outside.filter((l) => l !== complLabel?.p.line);
    const t = findIssueDateInText(paragraphLines(undated), order) ?? findIssueDateInText(undated, order);
    if (t) {
      q.dateOfIssue = t.value;
      prov('qualification.dateOfIssue', textEv(t));
    }
  }
  if (!q.yearOfCompletion) {
    // A date the text gives for the conferral, award or passing is the completion.
    const t = findCompletionDateInText(paragraphLines(outside), order, kind === 'diploma');
    // Nor here: a completion before the admission printed is a misread.
    if (t && !(q.yearOfAdmission && +t.value.slice(0, 4) < q.yearOfAdmission)) {
      q.yearOfCompletion = +t.value.slice(0, 4);
      prov('qualification.yearOfCompletion', textEv(t));
      if (!q.status) {
        q.status = 'Completed';
        prov('qualification.status', textEv(t, 0.9));
      }
    }
  }
  // A year read from the text completes the qualification; with `statusConfidence`, the find also says it was obtained.
  const completedIn = (find: TextFind, statusConfidence?: number): void => {
    q.yearOfCompletion = +find.value;
    prov('qualification.yearOfCompletion', textEv(find, 0.9));
    if (statusConfidence !== undefined && !q.status) {
      q.status = 'Completed';
      prov('qualification.status', textEv(find, statusConfidence));
    }
  };
  if (!q.yearOfCompletion && (kind === 'transcript' || kind === 'marksheet')) {
    const decided = awardDecisionOfTheYear(lines);
    if (decided && !(q.yearOfAdmission && +decided.value < q.yearOfAdmission)) completedIn(decided, 0.9);
  }
  if (!q.yearOfCompletion && (kind === 'transcript' || kind === 'marksheet')) {
    const annual = lastAnnualExamination(lines);
    if (annual && !(q.yearOfAdmission && +annual.value < q.yearOfAdmission)) completedIn(annual);
  }
  // The English formula that dates a certificate's award ("Given under the seal … this 21st day of
  // September, 2010") dates the completion, even when a later date of issue is printed beside it.
  const awardFormula = kind === 'diploma' && !q.yearOfCompletion ? findAwardFormulaDate(outside, order) : null;
  if (awardFormula) {
    q.yearOfCompletion = +awardFormula.value.slice(0, 4);
    prov('qualification.yearOfCompletion', textEv(awardFormula));
  }
  const finalSitting = !q.yearOfCompletion && (kind === 'transcript' || kind === 'marksheet') ? sittingThatQualifies(outside) : null;
  if (finalSitting) completedIn(finalSitting, 0.8);
  const gridYear = !q.yearOfCompletion ? lastGridYearPassed(lines) : null;
  if (gridYear) completedIn(gridYear);
  const consolidatedSitting = !q.yearOfCompletion && (kind === 'transcript' || kind === 'marksheet') ? lastSittingOfConsolidatedRecord(lines) : null;
  if (consolidatedSitting && !(q.yearOfAdmission && +consolidatedSitting.value < q.yearOfAdmission)) completedIn(consolidatedSitting, 0.8);
  if (!q.yearOfCompletion && textDegree.name && result.sources['qualification.name'] === 'text' && (q.level === 'Secondary' || q.level === 'Higher Secondary')) {
    // A school-leaving examination is completed in the year it is held ("SECONDARY SCHOOL EXAMINATION, 2019").
    const year = parseYear(textDegree.name.line.text, true);
    if (year) {
      q.yearOfCompletion = year;
      prov('qualification.yearOfCompletion', textEv({ ...textDegree.name, rule: 'year of the school-leaving examination' }, 0.9));
    }
  }
  // A school-leaving certificate or marksheet, and a diploma supplement, are issued when the
  // qualification is completed: their date of issue gives the year.
  const supplement = lines.some((l) => l.pageNumber === lines[0].pageNumber && l.index < 12 && (/diploma supplement|приложение к диплому|додаток до диплома|diplomzusatz|suppl[ée]ment au dipl[ôo]me|suplemento europeo al t[ií]tulo/iu.test(l.text) || namesSupplement(l.text)));
  // Rule "A promotion is no completion": a record that moves the pupil on to the next year is issued at the end of a
  // year of the course, not at its completion.
  // Nor is one whose qualification is captioned as the one aimed at ("Sikter mot", "Degree sought", "Angestrebter
  // Abschluss": rule "The competence obtained or aimed at names the qualification").
  const aimedAt = !!degreeLabel && /^(?:degree sought|degree pursued|degree in view(?: of)?|angestrebter abschluss|sikter mot)$/.test(degreeLabel.p.phrase);
  const promotedRecord = aimedAt || lines.some((l) => PROMOTION.test(l.text));
  if (!q.yearOfCompletion && q.dateOfIssue && !(issueLabel && PRINT_PHRASE.test(issueLabel.p.phrase)) && (q.level === 'Secondary' || q.level === 'Higher Secondary' || supplement) && !promotedRecord) {
    const ev = fieldsEvidence['qualification.dateOfIssue'];
    q.yearOfCompletion = +q.dateOfIssue.slice(0, 4);
    prov('qualification.yearOfCompletion', ev ? { ...ev, confidence: ev.confidence * 0.9, rule: supplement ? 'issue date of a diploma supplement' : 'issue date of a school-leaving certificate' } : null);
  }
  if (!q.status && (q.level === 'Secondary' || q.level === 'Higher Secondary')) {
    // A school-leaving examination passed is the qualification completed ("Result: PASS", "Admis", "bestanden").
    const passed = byField('status').find((p) => /^(pass(?:ed)?|qualified|admis|admise|re[çc]u|bestanden|aprobado|promosso|aprovado)\b/iu.test(cleanValue(p.value)));
    if (passed) {
      q.status = 'Completed';
      prov('qualification.status', labelEv(passed));
    }
  }
  // A print date ("Printed on", "Date of printing") says when the paper was made, not when the
  // qualification was completed: it gives no completion year (a value without evidence is null).
  const printDate = !!issueLabel && PRINT_PHRASE.test(issueLabel.p.phrase);
  if (kind === 'diploma' && q.dateOfIssue && !printDate) {
    // A certificate's date is the award: the qualification was completed then.
    const ev = fieldsEvidence['qualification.dateOfIssue'];
    if (!q.yearOfCompletion) {
      q.yearOfCompletion = +q.dateOfIssue.slice(0, 4);
      prov('qualification.yearOfCompletion', ev ? { ...ev, rule: `${ev.rule} (award date of a certificate)` } : null);
    }
    if (!q.status) {
      q.status = 'Completed';
      prov('qualification.status', ev ? { ...ev, confidence: ev.confidence * 0.9, rule: 'award date of a certificate' } : null);
    }
  }

  // Rule "A refusal completes nothing" (docs/document-understanding.md, "Forms the rotated group j- showed"): where the
  // page's own decision or result caption says the candidate failed ("Décision du jury : REFUSÉ", "Result: FAIL",
  // "Resultado: Reprobado") and no other says they passed, the qualification was not obtained: the session or the
  // examination's year dates a sitting, not a completion, and no status is printed.
  const decisions = byField('status').map((p) => fold(cleanValue(p.value)).toLowerCase());
  if (decisions.some((v) => FAILED_DECISION.test(v)) && !decisions.some((v) => PASSED_DECISION.test(v))) {
    q.status = null;
    q.yearOfCompletion = null;
    delete fieldsEvidence['qualification.status'];
    delete fieldsEvidence['qualification.yearOfCompletion'];
  }

  // Rule "A standing in progress completes nothing" (docs/document-understanding.md, "Honesty"): where the page's own
  // status caption says the holder is still enrolled ("Status: currently enrolled in Year 11", "Statut : inscrit"), the
  // studies were not completed, and a year read from another date (the issue date of a school record, a term's year) is
  // no completion. Only a caption of the completion itself still gives one.
  if (q.status === 'In Progress' && q.yearOfCompletion && !complLabel) {
    q.yearOfCompletion = null;
    delete fieldsEvidence['qualification.yearOfCompletion'];
  }

  if (q.status === 'Completed' && !q.yearOfCompletion) {
    // Completion is a fact with a date: a "Status: Completed" with no conferral, award, passing
    // or issue date of the qualification on the page is the status of something else (a portal's
    // transcript request, an enrolment check), and a value without evidence is null (decision "Extraction field types").
    q.status = null;
    delete fieldsEvidence['qualification.status'];
  }

  // A grade point average caption printed with different values is each term's figure (a term's GPA,
  // or the running cumulative one under each term): no single value of them is the record's, so
  // where the record's own line is missing none stands in for it (rule "A term's average is no CGPA").
  const cgpaPairs = byField('cgpa').filter((p) => !/^(sgpa|term gpa|semester gpa)$/.test(p.phrase));
  // A bare "GPA" counts the term lines inside the table's region too ("GPA: 3.19" under each term's
  // rows): a term's figure, where a cumulative one's last value is the record's.
  const bareGpas = new Set(lines.flatMap((l) => [...l.text.matchAll(/(?<![\p{L}])gpa\s*:?\s*(\d+[.,]\d+)/giu)].filter((m) => !/(?:cumulative|overall|final|term|semester|sem\.?|quarter|session|year)\s*$/i.test(l.text.slice(0, m.index))).map((m) => m[1].replace(',', '.'))));
  const cgpaPerTerm = (p: LabeledValue) =>
    new Set(cgpaPairs.filter((o) => o.phrase.toLowerCase() === p.phrase.toLowerCase()).map((o) => cgpaValue(o.value) ?? o.value)).size > 1 || (p.phrase.toLowerCase() === 'gpa' && bareGpas.size > 1);
  const cgpaLabel = cgpaPairs
    .filter((p) => !cgpaPerTerm(p))
    .map((p) => ({ p, v: cgpaValue(p.value) }))
    .find((x) => x.v);
  if (cgpaLabel) {
    q.cgpa = cgpaLabel.v;
    prov('qualification.cgpa', labelEv(cgpaLabel.p));
  } else {
    const t = findInlineCgpa(outside, lines);
    if (t) {
      q.cgpa = t.value;
      prov('qualification.cgpa', textEv(t));
    }
  }
  const totalsOf = (pairs: LabeledValue[]) => pairs.filter((p) => p.field === 'totalCredits' || p.field === 'totalMarks');
  labeledAll ??= findLabeledValues(lines.filter((l) => (!table.rowLines.has(l) || labelRow(l)) && !headingRow(l) && !headerTop(l))).filter(notColumnLabel);
  // An examination board's "Aggregate" over subjects graded without marks or credits (UNEB's D1-F9, the
  // best eight summed; WAEC's and KCSE's points alike) sums grade points, lower the better: it is no
  // total of credits or marks. Over rows with marks ("Aggregate: 412 / 500") it is their total.
  // Rule "An aggregate under a row's mark is no total" (docs/document-understanding.md, "Forms the rotated group j-
  // showed"): where the rows print marks too ("Mark /100 | Grade 1-9", "Aggregate (best five subjects): 13"), an
  // aggregate smaller than a row's own mark sums the grades, not the marks: a total is never less than one of its parts.
  const underARowsMark = (p: LabeledValue) => {
    const v = Number((parseTotal(p.value) ?? '').replace(',', '.'));
    const marks = table.courses.map((c) => c.marksScored).filter((m): m is number => m != null);
    return marks.length > 0 && Number.isFinite(v) && v < Math.max(...marks);
  };
  const gradePointSum = (p: LabeledValue) => /^aggregate(?: points)?$/i.test(p.phrase.trim()) && table.courses.length > 0 && (table.courses.every((c) => c.marksScored == null && c.credit == null) || underARowsMark(p));
  const totalLabel = withoutPeriodSubtotals([...byField('totalCredits'), ...byField('totalMarks')], totalsOf(labeledAll), labeledAll)
    .filter((p) => !gradePointSum(p))
    // Rule "A total of hours is no total of credits": "Total : 175 heures", "Total: 420 hours" sums the hours of the
    // modules (hours are never credits, families README).
    .filter((p) => !HOURS_TOTAL.test(p.value))
    .map((p) => ({ p, v: parseTotal(p.value) }))
    .find((x) => x.v);
  if (totalLabel) {
    q.totalCreditsOrMarks = totalLabel.v;
    prov('qualification.totalCreditsOrMarks', labelEv(totalLabel.p));
  }

  if (result.languageCode && lines.length) {
    // The language is read from the whole text: its evidence is the first page, at a lower confidence.
    const firstPage = lines.filter((l) => l.pageNumber === lines[0].pageNumber);
    prov('languageCode', evidenceOfItems(firstPage.flatMap((l) => l.items), lines[0].pageNumber, 'language of the text', 0.8));
  }

  // Courses
  const read = postProcessCourses(table.courses, plain);
  const readEvidence = courseEvidence(table, read);
  // The letterhead repeated at the top of a continuation page, read as a row (the issuer's name with no code, credit
  // or mark): a running head, no course.
  const issuerName = result.institution.name ? fold(result.institution.name) : null;
  const keep = read.map((c) => !(issuerName && c.courseNumber === null && c.credit === null && c.marksScored === null && fold(c.courseName ?? '') === issuerName));
  result.courses = read.filter((_, i) => keep[i]);
  const coursesEvidence = readEvidence.filter((_, i) => keep[i]);
  if (!q.yearOfAdmission && kind === 'transcript') {
    // The first term of a complete record is the admission (docs/document-understanding.md, "Qualification").
    // A transcript records a programme from its start; a marksheet or a school's record of marks
    // records examinations and school years, whose first one says nothing of an admission (decision "Extraction field types").
    const first = firstTerm(result.courses, minguoCalendarFor(result.institution.countryCode));
    if (first) {
      q.yearOfAdmission = first.year;
      const row = coursesEvidence[first.index]?.row;
      prov('qualification.yearOfAdmission', row ? { ...row, confidence: row.confidence * 0.8, rule: `first term (${first.label})` } : null);
    }
  }
  // Evidence set earlier (the issuer's) is kept beside this function's.
  result.provenance = { fields: { ...issuerEvidence, ...fieldsEvidence }, courses: coursesEvidence };
  return result;
}

/**
 * The year of the first term of a record that starts at its beginning: at least two terms, and the
 * earliest one not numbered past the first ("Semester III", "Year 2" start no record).
 */
function firstTerm(courses: ExtractedCourse[], minguo = false): { year: number; index: number; label: string } | null {
  const terms = new Map<string, { year: number; index: number; label: string }>();
  courses.forEach((c, index) => {
    // Credit transferred from another institution (grades "T", "TA", "TR"; a "Transfer" block) was
    // earned before the admission the record starts with.
    if ((c.grade && /^T[A-F]?[+-]?$|^TR$/.test(c.grade.trim())) || /transfer/i.test(`${c.term ?? ''} ${c.session ?? ''}`)) return;
    // A Taiwanese session printed in years of the Republic of China ("108") is the Gregorian year it counts (2019).
    const rocSession = minguo && c.session && /^\d{2,3}$/.test(c.session.trim()) ? minguoYear(Number(c.session)) : null;
    const year = c.year ?? rocSession ?? (c.session ? parseYear(c.session) ?? shortAcademicYear(c.session) : null) ?? (c.term ? parseYear(c.term) ?? shortAcademicYear(c.term) : null);
    if (!year) return;
    const label = [c.term, c.session ?? c.year].filter((x) => x !== null && x !== undefined).join(' ');
    if (!terms.has(label)) terms.set(label, { year, index, label });
  });
  if (terms.size < 2) return null;
  const first = [...terms.values()].sort((a, b) => a.year - b.year || a.index - b.index)[0];
  // Its years ("WiSe 15/16", "2015-16") number no term.
  const term = (courses[first.index].term ?? '').replace(/(?<!\d)\d{2,4}\s*[/-]\s*\d{2,4}(?!\d)/g, ' ');
  if (/(?<![\p{L}\d])(?:[2-9]|1\d|ii|iii|iv|v|vi|vii|viii|second|third|fourth|zweites|deuxi[eè]me|segundo)(?![\p{L}\d])/iu.test(term)) return null;
  return first;
}

/** "WiSe 15/16", "2015/16" printed as two two-digit years that follow each other: the first one's year. */
function shortAcademicYear(text: string): number | null {
  const m = /(?<!\d)(\d{2})\s*\/\s*(\d{2})(?!\d)/.exec(text);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) return null;
  const yy = Number(m[1]);
  // Two-digit years of a record are of this century unless that puts them in the future.
  return yy <= new Date().getUTCFullYear() % 100 ? 2000 + yy : 1900 + yy;
}

/**
 * The evidence of each course row: from the table reader when it reports it (`evidence`, parallel
 * to its courses), else the row's line and, per field, the cell whose text is the value.
 */
function courseEvidence(table: ReturnType<typeof extractCourses>, courses: ExtractedCourse[]): Array<CourseEvidence | null> {
  const reported = (table as { evidence?: Array<CourseEvidence | null> }).evidence;
  if (Array.isArray(reported) && reported.length === courses.length) return reported;
  const rows = [...table.rowLines];
  return courses.map((c, i) => {
    const line = rows[i];
    if (!line || rows.length !== courses.length) return null;
    const row = evidenceOfLine(line, 'course row');
    if (!row) return null;
    const cells: CourseEvidence['cells'] = {};
    for (const [key, value] of Object.entries(c) as Array<[keyof ExtractedCourse, unknown]>) {
      if (value === null || value === undefined) continue;
      const printed = String(value);
      const seg = line.segments.find((sg) => sg.text.trim() === printed) ?? line.segments.find((sg) => printed.length > 3 && sg.text.includes(printed));
      const ev = seg ? evidenceOfValue(seg, line.pageNumber, printed, `course ${key}`) : null;
      if (ev) cells[key] = ev;
    }
    return { row, cells };
  });
}

/**
 * Rule "A level of schooling is no field": "NIVEL SECUNDARIA", "Level: Primary", "Niveau secondaire" after a school
 * certificate's title name the stage of education the studies belong to (as "Educación Básica Regular — Nivel
 * Secundaria" does), not a field of study: no major is read from them.
 */
function namesLevelOfSchooling(value: string): boolean {
  return /^(?:nivel|nivel de|level|niveau|livello|nivel educativo|nivel de ensenanza|nivel de estudios)\s+(?:de\s+)?(?:educacion\s+|education\s+|ensino\s+|enseignement\s+)?(?:inicial|primari[ao]|primaire|primary|elementary|basic[ao]?|secundari[ao]|secondaire|secondary|secondari[ao]|medi[ao]|medio superior|bachillerato|upper secondary|lower secondary|high school)$/u.test(fold(value).toLowerCase().trim());
}

/** A jury's or a board's decision that the candidate failed (rule "A refusal completes nothing"), on folded text. */
const FAILED_DECISION = /^(?:refuse|refusee|refuse\(e\)|ajourne|ajournee|echec|non admis|non admise|fail|failed|not awarded|not qualified|unsuccessful|reprobado|reprobada|suspenso|suspensa|no apto|no apta|nicht bestanden|respinto|respinta|non ammesso|non ammessa|reprovado|reprovada)\b/;
/** A decision that the candidate passed or was awarded the qualification. */
const PASSED_DECISION = /^(?:admis|admise|recu|recue|pass|passed|qualified|awarded|completed|aprobado|aprobada|bestanden|promosso|promossa|aprovado|aprovada|apto|apta)\b/;

function statusFromValue(v: string): string | null {
  const f = fold(v);
  if (/\b(completed|complete|graduated|awarded|conferred|termine|obtenu|diplome|abgeschlossen|bestanden|finalizado|terminado|titulado)\b/.test(f)) return 'Completed';
  if (/\b(in progress|ongoing|enrolled|active|en cours|inscrit|laufend|immatrikuliert|en curso|matriculado)\b/.test(f)) return 'In Progress';
  if (/\b(withdrawn|discontinued|abandon|exmatrikuliert|abandonado)\b/.test(f)) return 'Withdrawn';
  return null;
}

function findInlineRegistration(lines: Line[]): TextFind | null {
  for (const l of lines) {
    for (const s of l.segments) {
      // (The carné is the student number of Central American universities: "carné No. 201511638".)
      const m = /\b(?:enrol(?:l)?ment|registration|reg\.?|roll|student|matriculation|matrikel|carn[eé])[\s-]*(?:no\.?|number|nr\.?|id|#)\s*:?\s*([A-Z0-9][A-Z0-9\-/]*\d[A-Z0-9\-/]*)/i.exec(s.text);
      if (m) return { value: m[1], line: l, rule: 'inline registration number' };
    }
  }
  return null;
}

function findInlineCgpa(lines: Line[], page: Line[] = lines): TextFind | null {
  const averages = (ls: Line[]) =>
    ls.flatMap((l) =>
      [...l.text.matchAll(/\b(cgpa|gpa|grade point average)\s*(?:of|:|=)?\s*(\d+[.,]\d+)/gi)]
        // A term's or semester's average ("Term GPA: 3.21", "Semester GPA 3.40") is not the overall one.
        .filter((m) => !/(?:term|semester|sem\.?|quarter|session|year|sgpa|tgpa)\s*$/i.test(l.text.slice(0, m.index)))
        .map((m) => ({ caption: m[1].toLowerCase(), value: m[2].replace(',', '.'), line: l })),
    );
  // The same caption with different values over the page (the table's term lines included) is each
  // term's figure (rule "A term's average is no CGPA").
  const all = averages(page);
  const perTerm = (caption: string) => new Set(all.filter((a) => a.caption === caption).map((a) => a.value)).size > 1;
  const found = averages(lines).find((a) => !perTerm(a.caption));
  if (found) return { value: found.value, line: found.line, rule: 'inline grade point average' };
  // The final result in a certificate's running text: "com a classificação final de 17 (dezassete)
  // valores", "con una calificación final de 8,75", "with a final mark of 68", "mit der Gesamtnote 1,7".
  for (const l of lines) {
    const m = /(?<![\p{L}])(?:classifica[çc][ãa]o final|calificaci[óo]n final|nota final|note finale|moyenne g[ée]n[ée]rale|gesamtnote|final (?:grade|mark|score|average)|overall (?:grade|mark|average)|voto finale|voto di laurea)\s*(?:de|of|von|di|:)?\s*(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,]*\d)(?!\s*%)/iu.exec(l.text);
    if (m) return { value: decimalString(m[1]) ?? m[1].replace(',', '.'), line: l, rule: 'final result in the text' };
  }
  return null;
}

/**
 * Clean-ups over a table's rows: a numbering column ("1, 2, 3 …") is not a course number, and a
 * mark column whose scale is printed in the header or as the document's grading scale gets that
 * maximum when no maximum column exists.
 */
function postProcessCourses(courses: ExtractedCourse[], plain: string): ExtractedCourse[] {
  if (!courses.length) return courses;
  const nums = courses.map((c) => c.courseNumber);
  // A scan reads specks beside the number ("1=", "16~", "15\"84" with a quote mark and the next
  // cell's value): the number first, OCR marks after it, and at most digits of a cell beside it.
  const numbering = (n: string) => /^\d{1,3}\.?$/.test(n) || /^\d{1,3}[=~"'‘’“”_:;,]+\d{0,3}$/.test(n);
  if (nums.every((n) => n === null || numbering(n)) && nums.filter((n) => n !== null && !/^\d{1,3}\.?$/.test(n)).length * 2 <= nums.length) {
    const seq = nums.filter((n): n is string => n !== null).map((n) => parseInt(n, 10));
    const increasing = seq.every((n, i) => i === 0 || n === seq[i - 1] + 1 || n === 1);
    if (increasing) courses.forEach((c) => (c.courseNumber = null));
  }
  const hasMarks = courses.some((c) => c.marksScored !== null);
  const hasMax = courses.some((c) => c.maximumMarks !== null);
  if (hasMarks && !hasMax) {
    const maxSeen = Math.max(...courses.map((c) => c.marksScored ?? 0));
    const scale = gradingScale(plain, maxSeen);
    if (scale) courses.forEach((c) => c.marksScored !== null && (c.maximumMarks = scale));
  }
  repairDecimals(courses);
  return courses;
}

/** A grading scale printed in the document ("(0–10)", "sur 20", "out of 100"). */
function gradingScale(text: string, maxSeen: number): number | null {
  const f = fold(text);
  const candidates: number[] = [];
  for (const m of f.matchAll(/\(\s*0\s*[-–—‒~]\s*(\d{1,3})\s*\)/g)) candidates.push(+m[1]);
  for (const m of f.matchAll(/\b(?:out of|sur|von|de un maximo de|sobre)\s+(\d{1,3})\b/g)) candidates.push(+m[1]);
  for (const m of f.matchAll(/\bscale\s*(?:of|:)?\s*0\s*(?:-|–|to)\s*(\d{1,3})\b/g)) candidates.push(+m[1]);
  const ok = candidates.filter((n) => [5, 10, 20, 100].includes(n) && n >= maxSeen);
  return ok.length ? ok[0] : null;
}

export { findDates };
