/**
 * Qualifications (docs/document-understanding.md, "Qualification"): the degree vocabularies of the United
 * States, the United Kingdom, India, Germany, France, Spain, Italy, Brazil, Russia, Ukraine,
 * Kazakhstan, Egypt, Thailand, Ethiopia, Poland, the Netherlands, Turkey and Czechia → the families README's level vocabulary (Secondary,
 * Higher Secondary, Diploma, Associate, Bachelor, Master, Doctorate), and the expansion of an
 * abbreviation printed alone (B.Tech. → Bachelor of Technology).
 *
 * The table is searched in order: the first pattern found in a qualification's name decides its
 * level, so specific names come before the general words they contain ("Higher Secondary" before
 * "Secondary", "Laurea magistrale" before "Laurea", "Graduado en Educación Secundaria" before
 * "Graduado en"). Patterns are tested on folded text (lowercase, accents removed).
 */
import { fold } from './normalize';
import { DEGREE_TITLES, type QualificationLevel } from './degreeTitles';

export type { QualificationLevel };

export interface QualificationPattern {
  /** Tested on the folded name. */
  re: RegExp;
  level: QualificationLevel;
  /** The name in full, when the pattern is an abbreviation printed alone. */
  expansion?: string;
}

/** Start and end of a word in any script (JS `\b` knows only ASCII). */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const w = (body: string) => new RegExp(`${B}(?:${body})${E}`, 'u');
/** An abbreviation printed alone: "B.Tech.", "BTech", "B. Tech" (the whole name). */
const abbr = (body: string) => new RegExp(`^(?:${body})\\.?(?:\\s*\\((?:hons?|honours)\\.?\\))?$`, 'u');

const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Stages of education named as a qualification (docs/document-understanding.md, "Qualification":
 * stages of education): a school-leaving certificate's "general secondary education", a diploma's
 * "first cycle studies", per language, with the level each names, in the families README's
 * vocabulary (lower secondary and basic education: Secondary; complete or upper secondary: Higher
 * Secondary). Written from the ISCED 2011 level names and the public descriptions of the national
 * systems (Eurydice, the national qualification frameworks). Data only: a language is added here.
 * Such a phrase is the qualification as printed where it stands under a qualification, level or
 * education caption, on a title line or in an award sentence (fields.ts), never in a course title.
 */
export const EDUCATION_STAGES: Record<string, Partial<Record<QualificationLevel, string[]>>> = {
  en: {
    Secondary: ['lower secondary education', 'primary and lower secondary education', 'basic general education', 'basic secondary education', 'incomplete secondary education', 'basic education', 'ordinary level'],
    'Higher Secondary': ['upper secondary education', 'general secondary education', 'technical secondary education', 'secondary technical education', 'vocational upper secondary education', 'general upper secondary education', 'complete secondary education', 'complete general education', 'complete general secondary education', 'full general secondary education', 'secondary complete general education', 'secondary (complete) general education', 'senior secondary education'],
    Diploma: ['post-secondary non-tertiary education', 'post secondary non tertiary education', 'secondary specialized education', 'secondary vocational education'],
    Associate: ['short-cycle tertiary education', 'short cycle tertiary education'],
    Bachelor: ['undergraduate studies', 'first cycle studies', 'first-cycle studies', 'first cycle degree', "bachelor's level"],
    Master: ['second cycle studies', 'second-cycle studies', "master's level"],
    Doctorate: ['doctoral studies', 'third cycle studies', 'third-cycle studies'],
  },
  hu: {
    Secondary: ['alapfokú iskolai végzettség', 'alapfokú végzettség', 'általános iskolai végzettség'],
    'Higher Secondary': ['középfokú iskolai végzettség', 'középfokú végzettség', 'középiskolai végzettség', 'érettségi végzettség', 'érettségi bizonyítvány'],
  },
  el: {
    Secondary: ['κατώτερη δευτεροβάθμια εκπαίδευση', 'υποχρεωτική εκπαίδευση', 'απολυτήριο γυμνασίου', 'δευτεροβάθμια εκπαίδευση'],
    'Higher Secondary': ['ανώτερη δευτεροβάθμια εκπαίδευση', 'λυκειακή εκπαίδευση', 'απολυτήριο λυκείου', 'απολυτήριο γενικού λυκείου', 'απολυτήριο επαγγελματικού λυκείου'],
  },
  mn: {
    Secondary: ['суурь боловсрол'],
    'Higher Secondary': ['бүрэн дунд боловсрол'],
  },
  uz: {
    Secondary: ["to'liq bo'lmagan o'rta ta'lim", 'тўлиқ бўлмаган ўрта таълим'],
    'Higher Secondary': ["umumiy o'rta ta'lim", "o'rta maxsus ta'lim", "to'liq o'rta ta'lim", 'умумий ўрта таълим', 'ўрта махсус таълим'],
  },
  lv: {
    Secondary: ['pamatizglītība', 'vispārējā pamatizglītība'],
    'Higher Secondary': ['vispārējā vidējā izglītība', 'vidējā izglītība', 'profesionālā vidējā izglītība'],
  },
  lt: {
    Secondary: ['pagrindinis išsilavinimas', 'pagrindinis ugdymas'],
    'Higher Secondary': ['vidurinis išsilavinimas', 'vidurinis ugdymas'],
  },
  et: {
    Secondary: ['põhiharidus'],
    'Higher Secondary': ['keskharidus', 'üldkeskharidus', 'kutsekeskharidus'],
  },
  fi: {
    Secondary: ['perusopetuksen oppimäärä', 'perusasteen koulutus'],
    'Higher Secondary': ['lukion oppimäärä', 'ylioppilastutkinto', 'toisen asteen koulutus'],
  },
  no: {
    Secondary: ['grunnskoleopplæring', 'fullført grunnskole'],
    'Higher Secondary': ['videregående opplæring', 'generell studiekompetanse', 'studiekompetanse'],
  },
  da: {
    Secondary: ['folkeskolens afgangseksamen', 'grundskole'],
    'Higher Secondary': ['studentereksamen', 'højere forberedelseseksamen', 'gymnasial uddannelse'],
  },
  nl: {
    Secondary: ['voorbereidend middelbaar beroepsonderwijs', 'vmbo', 'lager secundair onderwijs'],
    'Higher Secondary': ['hoger algemeen voortgezet onderwijs', 'voorbereidend wetenschappelijk onderwijs', 'secundair onderwijs', 'hoger secundair onderwijs'],
  },
  fr: {
    Secondary: ['enseignement secondaire inférieur', 'secondaire inférieur'],
    'Higher Secondary': ['enseignement secondaire supérieur', 'secondaire supérieur'],
  },
  // Portuguese: the basic education of nine years and the secondary education after it (Portugal and the
  // Portuguese-speaking African countries), Brazil's ensino médio.
  pt: {
    Secondary: ['ensino básico'],
    'Higher Secondary': ['ensino secundário complementar', 'ensino secundário', 'ensino médio'],
  },
  es: {
    // "Educación Secundaria" ends lower secondary in Spain and Mexico (ESO, the secundaria before the preparatoria); where
    // a country's secondary school is its only stage, it ends upper secondary (rule "A single-stage secondary school ends
    // upper secondary", fields.ts).
    Secondary: ['educación básica', 'educación secundaria'],
    'Higher Secondary': ['educación media general', 'educación media técnica', 'educación media', 'nivel secundario'],
  },
  ka: {
    Secondary: ['საბაზო ზოგადი განათლება', 'საბაზო განათლება'],
    'Higher Secondary': ['სრული ზოგადი განათლება', 'საშუალო განათლება'],
  },
  hy: {
    Secondary: ['հիմնական ընդհանուր կրթություն', 'հիմնական կրթություն'],
    'Higher Secondary': ['միջնակարգ ընդհանուր կրթություն', 'միջնակարգ կրթություն', 'միջնակարգ (լրիվ) ընդհանուր կրթություն'],
  },
  ko: { Secondary: ['중학교 졸업'], 'Higher Secondary': ['고등학교 졸업', '고등학교 졸업 학력'] },
  ja: { Secondary: ['中学校卒業'], 'Higher Secondary': ['高等学校卒業', '高校卒業'] },
  zh: { Secondary: ['初中毕业', '初級中學畢業'], 'Higher Secondary': ['高中毕业', '高级中学毕业', '高級中學畢業'] },
};

/** Scripts written without blanks between words: a phrase is found inside a longer run. */
const NO_BLANKS = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The stage phrases, longer phrases first, so that "upper secondary education" decides before "secondary". */
const STAGES_BY_LENGTH = Object.values(EDUCATION_STAGES)
  .flatMap((byLevel) => Object.entries(byLevel).flatMap(([level, list]) => list.map((x) => ({ phrase: fold(x), level: level as QualificationLevel }))))
  .sort((a, b) => b.phrase.length - a.phrase.length);
/** A stage phrase as a pattern: apostrophes of every kind ("o'rta", "oʻrta") and blanks or hyphens between words are one. */
const stageBody = (phrase: string) => phrase.split(/[\s-]+/).map((word) => escapeRe(word).replace(/'/g, "['ʻʼ‘]?")).join('[\\s-]+');
/** The stage phrases of scripts written with blanks, as pattern bodies (the award sentence's "has completed …"). */
const STAGE_BODIES = STAGES_BY_LENGTH.filter((x) => !NO_BLANKS.test(x.phrase)).map((x) => stageBody(x.phrase));

function stagePatterns(): QualificationPattern[] {
  return STAGES_BY_LENGTH.map(({ phrase, level }) => ({ re: NO_BLANKS.test(phrase) ? new RegExp(stageBody(phrase), 'u') : w(stageBody(phrase)), level }));
}

/**
 * Whether a whole text is a stage of education or a bare degree title, as printed alone in lower case on a
 * title line or under a caption ("vispārējā vidējā izglītība", "bakalavr", "πτυχίο"): the text is one stage
 * phrase, or one or two words that name a qualification.
 */
export function isBareQualification(text: string): boolean {
  // A bilingual one ("бакалавр / bachelor") is bare when both halves are.
  const halves = text.split(/\s+\/\s+/);
  if (halves.length === 2) return halves.every((h) => isBareQualification(h));
  const f = fold(text).replace(/[.;,]+$/, '').replace(/\s+/g, ' ').trim();
  if (!f || /\d/.test(f)) return false;
  if (STAGE_PATTERNS.some((q) => { const m = q.re.exec(f); return !!m && m[0].length === f.length; })) return true;
  return f.split(' ').length <= 2 && isQualificationName(f);
}

/** The level of the stage of education a text names, or null ("vidurinis išsilavinimas / secondary education" → Higher Secondary). */
export function educationStageLevel(text: string): QualificationLevel | null {
  const f = fold(text).replace(/\s+/g, ' ');
  return STAGE_PATTERNS.find((q) => q.re.test(f))?.level ?? null;
}

const STAGE_PATTERNS = stagePatterns();

export const QUALIFICATIONS: QualificationPattern[] = [
  // Abbreviations printed alone (IN, US, UK).
  { re: abbr('b\\.?\\s?tech'), level: 'Bachelor', expansion: 'Bachelor of Technology' },
  { re: abbr('m\\.?\\s?tech'), level: 'Master', expansion: 'Master of Technology' },
  { re: abbr('b\\.?\\s?e|b\\.?\\s?eng'), level: 'Bachelor', expansion: 'Bachelor of Engineering' },
  { re: abbr('m\\.?\\s?e|m\\.?\\s?eng'), level: 'Master', expansion: 'Master of Engineering' },
  { re: abbr('b\\.?\\s?sc|b\\.?\\s?s'), level: 'Bachelor', expansion: 'Bachelor of Science' },
  { re: abbr('m\\.?\\s?sc|m\\.?\\s?s'), level: 'Master', expansion: 'Master of Science' },
  { re: abbr('b\\.?\\s?a'), level: 'Bachelor', expansion: 'Bachelor of Arts' },
  { re: abbr('m\\.?\\s?a'), level: 'Master', expansion: 'Master of Arts' },
  { re: abbr('b\\.?\\s?com'), level: 'Bachelor', expansion: 'Bachelor of Commerce' },
  { re: abbr('m\\.?\\s?com'), level: 'Master', expansion: 'Master of Commerce' },
  { re: abbr('b\\.?\\s?b\\.?\\s?a'), level: 'Bachelor', expansion: 'Bachelor of Business Administration' },
  { re: abbr('m\\.?\\s?b\\.?\\s?a'), level: 'Master', expansion: 'Master of Business Administration' },
  { re: abbr('b\\.?\\s?c\\.?\\s?a'), level: 'Bachelor', expansion: 'Bachelor of Computer Applications' },
  { re: abbr('m\\.?\\s?c\\.?\\s?a'), level: 'Master', expansion: 'Master of Computer Applications' },
  { re: abbr('b\\.?\\s?ed'), level: 'Bachelor', expansion: 'Bachelor of Education' },
  { re: abbr('b\\.?\\s?pharm'), level: 'Bachelor', expansion: 'Bachelor of Pharmacy' },
  { re: abbr('ll\\.?\\s?b'), level: 'Bachelor', expansion: 'Bachelor of Laws' },
  { re: abbr('ll\\.?\\s?m'), level: 'Master', expansion: 'Master of Laws' },
  { re: abbr('m\\.?\\s?b\\.?\\s?b\\.?\\s?s'), level: 'Bachelor', expansion: 'Bachelor of Medicine and Bachelor of Surgery' },
  { re: abbr('m\\.?\\s?phil'), level: 'Master', expansion: 'Master of Philosophy' },
  { re: abbr('ph\\.?\\s?d|d\\.?\\s?phil'), level: 'Doctorate', expansion: 'Doctor of Philosophy' },
  { re: abbr('a\\.?\\s?a\\.?\\s?s'), level: 'Associate', expansion: 'Associate of Applied Science' },
  { re: abbr('s\\.?\\s?s\\.?\\s?c'), level: 'Secondary', expansion: 'Secondary School Certificate' },
  { re: abbr('s\\.?\\s?s\\.?\\s?l\\.?\\s?c'), level: 'Secondary', expansion: 'Secondary School Leaving Certificate' },
  { re: abbr('h\\.?\\s?s\\.?\\s?c'), level: 'Higher Secondary', expansion: 'Higher Secondary Certificate' },
  { re: abbr('a\\.?\\s?i\\.?\\s?s\\.?\\s?s\\.?\\s?c\\.?\\s?e'), level: 'Higher Secondary', expansion: 'All India Senior School Certificate' },
  { re: abbr('esslce'), level: 'Higher Secondary', expansion: 'Ethiopian Secondary School Leaving Certificate' },
  { re: abbr('dut'), level: 'Diploma', expansion: 'Diplôme universitaire de technologie' },
  { re: abbr('ed\\.?\\s?d'), level: 'Doctorate', expansion: 'Doctor of Education' },
  { re: abbr('m\\.?\\s?ed'), level: 'Master', expansion: 'Master of Education' },
  { re: abbr('m\\.?\\s?f\\.?\\s?a'), level: 'Master', expansion: 'Master of Fine Arts' },
  { re: abbr('b\\.?\\s?f\\.?\\s?a'), level: 'Bachelor', expansion: 'Bachelor of Fine Arts' },
  // The UK's integrated masters (four years from entry, FHEQ level 7), printed alone.
  { re: abbr('m\\.?\\s?sci|m\\.?\\s?math|m\\.?\\s?chem|m\\.?\\s?phys'), level: 'Master' },
  { re: abbr('h\\.?\\s?n\\.?\\s?c'), level: 'Diploma', expansion: 'Higher National Certificate' },
  // Nigeria's Ordinary National Diploma and Nigeria Certificate in Education (three years after secondary), Pakistan's
  // Higher Secondary School Certificate and its intermediate science stream (F.Sc.), Uganda's ordinary level, Nepal's School Leaving Certificate.
  { re: abbr('o\\.?\\s?n\\.?\\s?d'), level: 'Diploma', expansion: 'Ordinary National Diploma' },
  { re: abbr('n\\.?\\s?c\\.?\\s?e'), level: 'Diploma', expansion: 'Nigeria Certificate in Education' },
  { re: abbr('s\\.?\\s?s\\.?\\s?c\\.?\\s?e'), level: 'Higher Secondary', expansion: 'Senior School Certificate' },
  { re: abbr('h\\.?\\s?s\\.?\\s?s\\.?\\s?c'), level: 'Higher Secondary', expansion: 'Higher Secondary School Certificate' },
  { re: abbr('f\\.?\\s?sc'), level: 'Higher Secondary' },
  { re: abbr('u\\.?\\s?c\\.?\\s?e'), level: 'Secondary', expansion: 'Uganda Certificate of Education' },
  { re: abbr('s\\.?\\s?l\\.?\\s?c'), level: 'Secondary', expansion: 'School Leaving Certificate' },
  { re: abbr('bts'), level: 'Diploma', expansion: 'Brevet de technicien supérieur' },

  // A degree named by its level first ("Bachelor of Secondary Education", a teacher's degree;
  // "Master of Arts in Secondary Education") is that degree, whatever school words follow.
  { re: /^bachelors?(?:'s)? (?:of|in|degree)\b/u, level: 'Bachelor' },
  { re: /^masters?(?:'s)? (?:of|in|degree)\b/u, level: 'Master' },
  { re: /^associate (?:of|in|degree)\b/u, level: 'Associate' },
  // Rule "A degree head first decides over the stage in its field": a teacher's degree of the Romance languages is
  // named by its head and the stage it teaches ("Licenciada en Ciencias de la Educación Básica", "Licenciatura em
  // Ensino Secundário", "Maestría en Educación Media"): the degree, not the school stage of its field.
  { re: /^(?:licenciad[oa]s?|licenciatura|licence|bacharel(?:ado)?|ingenier[oa]|engenheir[oa])\s+(?:en|em|de|in)\s/u, level: 'Bachelor' },
  { re: /^(?:magister|maestria|mestrado|mestre|master)\s+(?:en|em|de|in)\s/u, level: 'Master' },
  // Rule "The ecclesiastical degrees": the three cycles of the faculties of the Church's universities, named in Latin or
  // in the local language with their discipline ("Baccalaureatus in Philosophia", "Licenza in Diritto Canonico",
  // "Licentiae in Theologia", "Doctoratus in …"): the bachelor's, the licence (a second cycle: Master) and the
  // doctorate. The Italian school "licenza" ("licenza media") names no discipline after "in".
  { re: /^(?:baccalaureat(?:us|um|o)|baccellierato)\s+in\s/u, level: 'Bachelor' },
  { re: /^(?:licenz[ai]|licentia[e]?|licentiat(?:us|um))\s+in\s/u, level: 'Master' },
  { re: /^(?:doctorat(?:us|um))\s+in\s/u, level: 'Doctorate' },
  // "BS Computer Science", "BS (Accounting)": the Pakistani and Philippine four-year degree printed with its field.
  { re: /^bs\s+(?:in\s+)?\(?\p{L}/u, level: 'Bachelor' },
  // The Finnish and Finland-Swedish degrees of a university of applied sciences name their level by a
  // marker in parentheses ("Sairaanhoitaja (AMK)", "Sosionomi (ylempi AMK)", "Ingenjör (YH)"): first and second cycle.
  { re: /\(\s*(?:ylempi amk|hogre yh)\s*\)/u, level: 'Master' },
  { re: /\(\s*(?:amk|yh)\s*\)/u, level: 'Bachelor' },
  // A German Diplom of a Fachhochschule ("Diplom-Ingenieur (FH)", "Dipl.-Kfm. (FH)") is a first degree (KMK), the
  // university Diplom a second one.
  { re: /(?<![\p{L}])dipl(?:om)?\.?\s*-?\s*(?:\p{L}+\.?)?\s*\(\s*fh\s*\)/u, level: 'Bachelor' },

  // Doctorates
  { re: w('doktora|doktorat|doctor of|doctorate|doctoral degree|ph\\.?\\s?d|d\\.?\\s?phil|doktor|dr\\.\\s?(?:rer|phil|ing|med)|promotion|doctorat|doctorado|dottorato|doutorado|doutor|doutora|doctora? en(?! medicina)|кандидат\\s+\\p{L}+\\s+наук|кандидат наук|доктор\\s+\\p{L}+\\s+наук|доктор философии|доктор філософії|философия докторы|ปริญญาเอก|دكتوراه|دكتوراة'), level: 'Doctorate' },
  { re: /ดุษฎีบัณฑิต/u, level: 'Doctorate' },
  // Scripts without blanks between words (Chinese, Japanese, Korean): the degree word inside the
  // title ("工学博士", "理学修士", "文学学士", "공학석사"), doctorate before master before bachelor.
  { re: /博士|박사/u, level: 'Doctorate' },
  { re: /硕士|碩士|修士|석사/u, level: 'Master' },
  { re: /学士|學士|학사/u, level: 'Bachelor' },
  // Degree words of the EU's languages (the Diploma Supplement's 2.1 and 3.1 as national systems
  // name them), Vietnamese, Hindi and Greek: doctorates, then masters, then first degrees. Hungarian
  // master's qualifications (szakképzettség) are named "okleveles" and the profession ("okleveles
  // közgazdász", "okleveles mérnökinformatikus"); first-cycle ones carry no such word.
  { re: w('doktor\\p{L}*|tohtori|doktorikraad|doktora grads|daktaro laipsnis|доктор|διδακτορικ\\p{L}*|tiến sĩ|tien si|विद्यावाचस्पति'), level: 'Doctorate' },
  { re: w('magistar\\p{L}*|magisterij|maisteri|magistrikraad|maģistra grāds|magistra grads|magistro laipsnis|kandidatgrad|kandidatuddannelse|masterexamen|magisterexamen|masteruppsats|mesterfokozat|okleveles \\p{L}{4,}|магистър|μεταπτυχιακ\\p{L}*|thạc sĩ|thac si|स्नातकोत्तर|परास्नातक'), level: 'Master' },
  { re: w('prvostupni\\p{L}*|diplomiran\\p{L}*|kandidatexamen|kandidaatti|bakalaureusekraad|bakalaura grāds|bakalaura grads|bakalauro laipsnis|bachelorgrad|professionsbachelor|alapfokozat|licen[tț]iat|diploma de licen[tț][aă]|бакалавър|πτυχίο|πτυχιο|cử nhân|cu nhan|kỹ sư|ky su|स्नातक'), level: 'Bachelor' },
  // Masters, and the long first degrees of the old systems (the families README: Специалист, Diplom, Magister)
  { re: w('laurea magistrale|laurea specialistica|laurea magistrale a ciclo unico'), level: 'Master' },
  { re: w('masterprufung|diplomprufung|magisterprufung|yuksek lisans|doctoraal|inzenyr|magistr inzenyr|diplome d.?ingenieur|titre d.?ingenieur|ingenieur diplome|master|masters|m[aá]ster|maestria|maestr[oa] en|mestrado|mestre|mestra|magister|magistra|magistr|магистр\\p{L}*|магістр\\p{L}*|(?<!младш\\p{L}* )специалист\\p{L}*|(?<!молодш\\p{L}* )спеціаліст\\p{L}*|diplom|diplom-[\\p{L}]+|diplom\\s?-?\\s?ingenieur|dipl\\.\\s?-?\\s?ing|diplomingenieur|staatsexamen|erste staatsprufung|m\\.\\s?tech|m\\.\\s?sc|m\\.\\s?s\\.|m\\.\\s?a\\.|m\\.\\s?eng|m\\.\\s?com|m\\.\\s?phil|mba|msc|mtech|ปริญญาโท|ماجستير'), level: 'Master' },
  // Stages of education named as the qualification (EDUCATION_STAGES below), before the general
  // school words: "upper secondary education" is upper secondary although it says "secondary".
  // Myanmar's Basic Education High School Examination (the matriculation, at the end of the high school, the upper
  // stage of basic education) ends upper secondary although it names basic education: before the stages.
  { re: w('basic education high school examination|basic education high school certificate'), level: 'Higher Secondary' },
  ...STAGE_PATTERNS,
  // School-leaving examinations at the end of upper secondary whose names say only "secondary"
  // (Kenya's KCSE, West Africa's WASSCE/SSCE, Uganda's UACE, Tanzania's ACSEE), before the Secondary entry;
  // The Advanced Subsidiary level of the Cambridge-style senior secondary certificates (Namibia's NSSCAS), which
  // says neither "secondary" nor "advanced level".
  // School certificates of systems with no stage after them (docs/document-understanding.md, "School-leaving
  // certificates of single-stage secondary systems"): the South Sudan Certificate of Secondary Education, the end of
  // secondary school (the National Examinations Council), names a "certificate of secondary education" as Tanzania's
  // O level does, but no advanced certificate follows it: it ends upper secondary.
  { re: w('south sudan certificate of secondary education'), level: 'Higher Secondary' },
  // So does the Malawi School Certificate of Education (Form 4, after the Junior Certificate of Form 2): the end
  // of secondary school, whatever "school certificate" alone names below.
  { re: w('malawi school certificate of education'), level: 'Higher Secondary' },
  { re: w('advanced subsidiary level|advanced subsidiary|nsscas|(?:victorian|queensland|south australian|western australian|tasmanian|northern territory) certificate of education|higher school certificate|proficiency certificate level|bac ii|g\\.?\\s?c\\.?\\s?e\\.?\\s?\\(?a/l\\)?|ethiopian secondary school leaving certificate|international baccalaureate|kenya certificate of secondary education|kcse|west african senior school certificate|wassce|uganda advanced certificate of education|uace|caribbean advanced proficiency examination|advanced certificate of secondary education|acsee|national certificate of educational achievement,? level 3|ncea level 3'), level: 'Higher Secondary' },
  { re: /มหาบัณฑิต/u, level: 'Master' },
  // Lower secondary before everything that names "secondary" more broadly
  // (The ordinary-level "<Country> Certificate of Education" of the East African systems ends lower secondary;
  // its "Advanced Certificate of Education" ends upper secondary.)
  // The Cambridge "School Certificate" (O Level subjects, Mauritius' SC beside its Higher School Certificate) ends lower
  // secondary; "Higher", "Senior" and "Leaving" school certificates do not name it.
  // New Zealand's NCEA is awarded at three levels: the third ends upper secondary (above), the first two do not.
  { re: w('gce o level|gce ordinary level|o level|ordinary level|g\\.?\\s?c\\.?\\s?e\\.?\\s?\\(?o/l\\)?|national certificate of educational achievement,? level [12]|ncea level [12]'), level: 'Secondary' },
  // Rule "A High School examination is the lower one": a board's examination named "High School" (the Class X sitting of
  // the North Indian boards, whose higher one is the "Intermediate") ends lower secondary school; a high school's diploma
  // still ends upper secondary (below), and Myanmar's "Basic Education High School Examination" (above) is its matriculation.
  { re: w('(?<!basic education )high school examination'), level: 'Secondary' },
  { re: w('graduado en educacion secundaria|educacion secundaria obligatoria|eso|ensino fundamental|licenza media|diploma di licenza|основн\\p{L}* общ\\p{L}*|базов\\p{L}* загальн\\p{L}* середн\\p{L}*|негізгі орта|gcse|brevet des colleges|diplome national du brevet|mittlere reife|realschulabschluss|mittlerer schulabschluss|มัธยมศึกษาตอนต้น|มัธยมศึกษาปีที่ 3|ม\\.\\s?3|الشهادة الاعدادية|الاعدادية|graduado escolar|junior high school|grade 10|class x|class 10|10th class|year 10|year ten|year 11|year eleven|(?<!higher |senior |secondary )school leaving certificate|(?<!higher |senior |ethiopian )secondary school leaving certificate|sslc|ssc|matriculation examination|(?<!higher |senior )secondary school certificate|(?<!higher |senior |high |secondary |leaving )school certificate|matric|(?<!advanced |general |higher |senior |graduate |national )certificate of education'), level: 'Secondary' },
  // Rule "A school year completed names its stage" (docs/document-understanding.md, "Qualifications the rotated group l- showed"):
  // where school years are counted from the first year of primary school ("Year 10", the Commonwealth's count, as "Grade
  // 10" and "Class 10"), the tenth and eleventh years end lower secondary and the twelfth and thirteenth upper secondary;
  // a school's leaving certificate with no stage in its name ends lower secondary, as its abbreviation SLC does above.
  // Higher secondary: the school-leaving certificate at the end of upper secondary (rule "The upper forms of secondary
  // school": a Form Six or Form Seven certificate or examination, where the years are counted in forms).
  { re: w('swiadectwo dojrza[lł]osci|vwo|havo|lise diplomas[iı]|maturitni vysvedceni|higher secondary|senior secondary|senior school certificate|aissce|hsc|intermediate examination|intermediate public examination|intermediate certificate|intermediate course|pre-?university|puc|class xii|class 12|12th class|grade 12|year 12|year twelve|year 13|year thirteen|form (?:six|seven|vi|vii|6|7)(?: certificate| school certificate| examination)|esslce|ethiopian higher education entrance|a levels?|gce advanced level|advanced level|high school diploma|high school|abitur|allgemeine hochschulreife|hochschulreife|fachhochschulreife|reifezeugnis|matura|maturita|diploma di maturita|esame di stato|baccalaureat(?! universitaire)|bachillerato|batxillerat|(?<!grado (?:academico )?de )bachiller(?! en)|ensino medio|средн\\p{L}* общ\\p{L}*|средн\\p{L}* \\(полн\\p{L}*\\)|полн\\p{L}* загальн\\p{L}* середн\\p{L}*|повн\\p{L}* загальн\\p{L}* середн\\p{L}*|профільн\\p{L}* середн\\p{L}*|жалпы орта|thanaweya amma|thanawiya amma|general secondary education|general education diploma|دبلوم التعليم العام|الثانوية العامة|الثانوية|มัธยมศึกษาตอนปลาย|มัธยมศึกษาปีที่ 6|ม\\.\\s?6'), level: 'Higher Secondary' },
  { re: w('(?<!higher |senior )(?:secondary school examination|secondary school certificate examination|secondary)'), level: 'Secondary' },
  // Associate
  { re: w('on lisans|associate degree|associate of|associate in|associate degree|a\\.\\s?a\\.|a\\.\\s?s\\.|foundation degree'), level: 'Associate' },
  // Bachelors
  { re: w('bachelorprufung|licencjat|inzynier|lisans|bakalar|bakalaureat|bachiller|bachelor|bachelors|baccalaureate|licence|licenciatura|licenciad[oa]|grado en|grado|graduad[oa]|laurea triennale|laurea|bacharel|bacharelado|tecnologo|tecnologa|бакалавр\\p{L}*|ปริญญาตรี|بكالوريوس|ليسانس|b\\.\\s?tech|b\\.\\s?sc|b\\.\\s?s\\.|b\\.\\s?a\\.|b\\.\\s?eng|b\\.\\s?e\\.|b\\.\\s?com|bsc|btech|bba|mbbs|llb|b\\.\\s?ed|b\\.\\s?pharm'), level: 'Bachelor' },
  { re: /บัณฑิต/u, level: 'Bachelor' },
  // Indonesian first degrees (S1 "Sarjana …", the applied "Sarjana Terapan") and the Malay "Sarjana Muda".
  { re: w('sarjana(?: muda| terapan)?'), level: 'Bachelor' },
  // Indonesian vocational diplomas (D3 "Ahli Madya", D1 "Ahli Pratama", "Diploma Tiga").
  { re: w('ahli madya|ahli pratama|ahli muda|diploma (?:satu|dua|tiga|empat)'), level: 'Diploma' },
  // Latin American professional titles (títulos profesionales de pregrado / licenciatura): first degrees.
  // The carrera named by its field ("Ingeniería en Sistemas") is the engineer's title as well.
  { re: w('ingenieria en|ingeniería en|ingenier[oa](?! superior)|engenheir[oa](?! superior)|abogad[oa]|contador(?:a)? public[oa]|administrador(?:a)? de empresas|arquitect[oa]|psicolog[oa]|medic[oa] cirujan[oa]|odontolog[oa]|economista|enfermer[oa]|zootecnista|bacteriolog[oa]|fisioterapeuta|trabajador(?:a)? social|comunicador(?:a)? social'), level: 'Bachelor' },
  // Rule "A certificate of vocational training is a diploma": the certificate a training centre gives for a completed
  // course of vocational training ("Certificat de formation …", "Certificate of Vocational Training", "Certificado de
  // formación profesional") is a post-secondary vocational qualification.
  { re: w('certificat de formation(?: professionnelle)?|certificate of (?:vocational |professional )?training|certificado de formacion(?: profesional)?|certificato di formazione(?: professionale)?|certificado de formacao(?: profissional)?'), level: 'Diploma' },
  // Post-secondary vocational and technical diplomas
  // Rule "A technician's certificate is a post-secondary diploma" (docs/document-understanding.md, "Qualifications the
  // rotated group l- showed"): the English renderings of the two-year technician qualifications after upper secondary
  // school (the French BTS as "Advanced Technician's Certificate", "Higher Technician Diploma", "Senior Technician Certificate").
  { re: w("(?:advanced|higher|senior) technician['’]?s? (?:certificate|diploma)"), level: 'Diploma' },
  { re: w('dut|bts|diplome universitaire de technologie|brevet de technicien superieur|hnd|higher national diploma|advanced diploma|polytechnic diploma|diploma in|diploma of|младш\\p{L}* специалист|средн\\p{L}* профессиональн\\p{L}*|молодш\\p{L}* спеціаліст|фахов\\p{L}* молодш\\p{L}* бакалавр|diplom|diplome|diploma|диплом'), level: 'Diploma' },
];

/**
 * Degree head words (docs/document-understanding.md, "Qualification": degree heads): the word a
 * qualification's name is built on, per language, in the nominative, folded, and the level it names.
 * A name is recognised by its head as a word anywhere in it ("Ekonomikos magistras", "Licenciado en
 * Contaduría", "Técnico Superior Universitario en …"), or, in languages that write compounds, as the
 * end of its last word ("Filosoofiamagister"). Data only: a language is added here, not in code.
 * Heads are searched after the table above, so that the table's specific names decide first.
 */
export const DEGREE_HEADS: Record<string, Partial<Record<QualificationLevel, string[]>>> = {
  en: { Doctorate: ['doctor of', 'doctorate'], Master: ["master's degree", 'masters degree'], Bachelor: ["bachelor's degree", 'bachelors degree'], Associate: ['associate degree'] },
  nl: { Doctorate: ['doctorsgraad', 'promotie'], Master: ['mastergraad', 'doctorandus'], Bachelor: ['bachelorgraad', 'baccalaureus'], Associate: ['associate degree'] },
  fi: { Doctorate: ['tohtori', 'tohtorin tutkinto'], Master: ['maisteri', 'diplomi-insinoori', 'ylempi amk'], Bachelor: ['kandidaatti', 'insinoori (amk)', 'tradenomi', 'insinoori amk'] },
  et: { Doctorate: ['doktor', 'filosoofiadoktor'], Master: ['magister', 'magistrikraad'], Bachelor: ['bakalaureus', 'bakalaureusekraad', 'rakenduskorgharidus'] },
  lt: { Doctorate: ['daktaras', 'daktare', 'daktaro laipsnis'], Master: ['magistras', 'magistre', 'magistro laipsnis'], Bachelor: ['bakalauras', 'bakalaure', 'bakalauro laipsnis', 'profesinis bakalauras'] },
  lv: { Doctorate: ['doktors', 'doktora grads', 'doktora grāds'], Master: ['magistrs', 'magistra grads', 'maģistrs', 'maģistra grāds'], Bachelor: ['bakalaurs', 'bakalaura grads', 'bakalaura grāds'] },
  no: { Doctorate: ['doktorgrad', 'ph.d.-grad'], Master: ['mastergrad', 'master i', 'master of'], Bachelor: ['bachelorgrad', 'bachelor i', 'bachelor of'] },
  da: { Doctorate: ['ph.d.-grad'], Master: ['kandidatgrad', 'cand.'], Bachelor: ['bachelorgrad', 'professionsbachelor'] },
  hu: { Doctorate: ['doktori fokozat', 'doktori (phd) fokozat'], Master: ['mesterfokozat', 'mesterkepzes', 'mesterképzés'], Bachelor: ['alapfokozat', 'alapkepzes', 'alapképzés'] },
  fr: { Doctorate: ['docteur en', 'docteure en'], Bachelor: ['bachelier', 'bacheliere'] },
  es: { Doctorate: ['doctorado', 'doctor en ciencias', 'doctora en ciencias'], Master: ['magister', 'magíster', 'maestria', 'maestría', 'magister scientiarum'], Diploma: ['tecnico superior universitario', 'técnico superior universitario', 'tecnica superior universitaria', 'técnica superior universitaria', 'tecnico superior', 'técnico superior', 'tecnica superior', 'técnica superior', 'tecnico universitario', 'técnico universitario', 'tecnica universitaria', 'técnica universitaria'], Bachelor: ['licenciado', 'licenciada', 'licenciatura', 'ingeniero', 'ingeniera'] },
  el: { Doctorate: ['διδακτορικο', 'διδακτορικό'], Master: ['μεταπτυχιακο', 'μεταπτυχιακό'], Bachelor: ['πτυχιο', 'πτυχίο'] },
  mn: { Doctorate: ['доктор'], Master: ['магистр'], Bachelor: ['бакалавр'] },
  // Bare national titles, printed in lower case as often as not ("bakalavr", "ბაკალავრი", "բակալավր").
  uz: { Doctorate: ['falsafa doktori', 'fan doktori'], Master: ['magistr'], Bachelor: ['bakalavr'] },
  ka: { Doctorate: ['დოქტორი'], Master: ['მაგისტრი'], Bachelor: ['ბაკალავრი'] },
  hy: { Doctorate: ['դոկտոր', 'գիտությունների թեկնածու'], Master: ['մագիստրոս'], Bachelor: ['բակալավր'] },
  // Icelandic degrees are named "<abbreviation>-próf" ("BS-próf í tölvunarfræði", "MA-próf", "doktorspróf").
  is: { Doctorate: ['doktorspróf', 'doktorsprof', 'ph.d.-próf', 'ph.d.-prof'], Master: ['ms-próf', 'ms-prof', 'ma-próf', 'ma-prof', 'meistarapróf', 'meistaraprof', 'mba-próf', 'mba-prof', 'm.ed.-próf', 'm.ed.-prof'], Bachelor: ['bs-próf', 'bs-prof', 'ba-próf', 'ba-prof', 'b.ed.-próf', 'b.ed.-prof', 'bsc-próf', 'bsc-prof'] },
};

/** Heads that end a compound word in the languages that write them ("filosoofiamagister", "kauppatieteiden kandidaatti"). */
const COMPOUND_HEADS = ['magister', 'bakalaureus', 'doktor', 'kandidaatti', 'maisteri', 'tohtori', 'insinoori'];

const LEVEL_ORDER: QualificationLevel[] = ['Doctorate', 'Master', 'Diploma', 'Associate', 'Bachelor', 'Higher Secondary', 'Secondary'];
/** The head words as table entries, doctorates first (a "Doctor of … Master's programme" is a doctorate). */
const HEAD_PATTERNS: QualificationPattern[] = LEVEL_ORDER.flatMap((level) => {
  const heads = [...new Set(Object.values(DEGREE_HEADS).flatMap((h) => h[level] ?? []).map((x) => fold(x)))];
  if (!heads.length) return [];
  const compounds = COMPOUND_HEADS.filter((c) => heads.includes(c));
  const body = heads.map(escapeRe).join('|') + (compounds.length ? `|\\p{L}{3,}(?:${compounds.join('|')})` : '');
  return [{ re: w(body), level }];
});
QUALIFICATIONS.push(...HEAD_PATTERNS);

/**
 * Letters that folding keeps and that documents also print without their mark ("tytul" for "tytuł",
 * Turkish dotless "diplomasi", Croatian "drzavna", Danish "afgangsprove"): a title matches either spelling.
 */
const PLAIN_SPELLINGS: Record<string, string> = { ł: '[łl]', ı: '[ıi]', đ: '(?:đ|dj|d)', ø: '(?:ø|oe|o)', æ: '(?:æ|ae)', ə: '[əe]' };
const titleBody = (phrase: string) => stageBody(phrase).replace(/[łıđøæə]/gu, (c) => PLAIN_SPELLINGS[c]);

/** A word that names the document and not its level ("diploma", "диплом", "دبلوم"). */
const DOCUMENT_WORD = /^(?:diploma|diplom|diplome|dyplom|диплом|дипломы|دبلوم|certificate)$/u;

/** A word's first three letters in plain spelling: the key the titles are looked up by (one regex per title is slow). */
const PLAIN_LETTERS: Record<string, string> = { ł: 'l', ı: 'i', đ: 'd', ø: 'o', æ: 'a', ə: 'e' };
const wordKey = (word: string) => word.replace(/[łıđøæə]/gu, (c) => PLAIN_LETTERS[c]).replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3);

interface TitlePattern extends QualificationPattern {
  /** Rank in the search order (longer phrases first). */
  rank: number;
}
/** The national titles (degreeTitles.ts) as patterns, longer phrases first, by the key of their first word. */
const TITLES_BY_KEY = new Map<string, TitlePattern[]>();
/** Titles of scripts written without blanks (a phrase inside a longer run: no first word to look up). */
const TITLES_WITHOUT_BLANKS: TitlePattern[] = [];
Object.values(DEGREE_TITLES)
  .flatMap((byLevel) => Object.entries(byLevel).flatMap(([level, list]) => list.map((x) => ({ phrase: fold(x), level: level as QualificationLevel }))))
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .forEach(({ phrase, level }, rank) => {
    if (NO_BLANKS.test(phrase)) {
      TITLES_WITHOUT_BLANKS.push({ re: new RegExp(titleBody(phrase), 'u'), level, rank });
      return;
    }
    const key = wordKey(phrase.split(/[\s-]+/)[0]);
    TITLES_BY_KEY.set(key, [...(TITLES_BY_KEY.get(key) ?? []), { re: w(titleBody(phrase)), level, rank }]);
  });

/**
 * The national titles of three words or more, folded to letters and single blanks, for `nearTitle`.
 * Short titles are left out: one or two misread letters turn a short word into another word.
 */
const LONG_TITLES = [...new Set(Object.values(DEGREE_TITLES).flatMap((byLevel) => Object.values(byLevel).flat()))]
  .map((x) => fold(x).replace(/[^\p{L}]+/gu, ' ').trim())
  .filter((x) => x.split(' ').length >= 3 && x.length >= 20);

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The national title (degreeTitles.ts) an OCR'd line misreads, as the lexicon writes it: OCR without
 * the language's model reads letters with marks it does not know as others ("vispäaréjo" for
 * "vispārējo", "izghtibu" for "izglītību", a doubled "ATESTÂATS"). A line of three words or more
 * within one misread letter in ten of a title of as many words is that title; null otherwise, and
 * for a line that already names a qualification.
 */
export function nearTitle(text: string): string | null {
  const f = fold(text).replace(/[^\p{L}]+/gu, ' ').trim();
  const words = f.split(' ').length;
  if (words < 3 || f.length < 20 || isQualificationName(text)) return null;
  const limit = Math.floor(f.length / 10);
  let best: { title: string; d: number } | null = null;
  for (const t of LONG_TITLES) {
    if (t.split(' ').length !== words) continue;
    const d = editDistance(f, t, limit);
    if (d <= limit && (!best || d < best.d)) best = { title: t, d };
  }
  return best ? best.title.replace(/^\p{L}/u, (c) => c.toUpperCase()) : null;
}

/** The national title found in a folded text that covers most of it (the longest phrase first), with its length. */
function titleIn(f: string): { t: TitlePattern; length: number } | null {
  const candidates = new Set<TitlePattern>(NO_BLANKS.test(f) ? TITLES_WITHOUT_BLANKS : []);
  for (const word of f.split(/[\s-]+/)) for (const t of TITLES_BY_KEY.get(wordKey(word)) ?? []) candidates.add(t);
  for (const t of [...candidates].sort((a, b) => a.rank - b.rank)) {
    const m = t.re.exec(f);
    if (m) return { t, length: m[0].length };
  }
  return null;
}

/**
 * The table entry that decides a name's level: the first pattern found in it, unless a national title
 * (degreeTitles.ts) covers more of the name than that pattern's words. The more specific wording decides:
 * "diploma accademico di primo livello" is a first degree although "diploma" alone names a diploma, and
 * "secondary school leaving certificate" keeps the table's level although a title inside it is shorter.
 */
function entryOf(name: string): QualificationPattern | null {
  const f = fold(name).replace(/\s+/g, ' ').trim();
  let table: { q: QualificationPattern; length: number } | null = null;
  for (const q of QUALIFICATIONS) {
    const m = q.re.exec(f);
    if (m) {
      // The document's own name ("Diploma", "Диплом") says no level when a title follows it ("Diplom bakalavra").
      table = { q, length: DOCUMENT_WORD.test(m[0]) ? 0 : m[0].length };
      break;
    }
  }
  const title = titleIn(f);
  return title && (!table || title.length > table.length) ? title.t : table?.q ?? null;
}

/** The level of a qualification from its name ("Bachelor of Science" → Bachelor; "SSLC" → Secondary). */
export function qualificationLevel(name: string | null | undefined): QualificationLevel | null {
  return name ? entryOf(name)?.level ?? null : null;
}

/**
 * Rule "A single-stage secondary school ends upper secondary" (docs/document-understanding.md, "What the older development
 * misses showed (stop 43)"): where a country's secondary school is one stage that ends schooling and opens higher
 * education, with no higher secondary stage after it (Somalia's four secondary forms after eight years of primary,
 * ending with the Secondary School Leaving Certificate; Peru's five years of "Educación Secundaria" after six of primary;
 * Bolivia's six years of "educación secundaria comunitaria productiva", ending with the bachiller), a qualification named
 * by secondary school alone ends upper secondary. A lower stage's name ("lower", "basic", "obligatoria", "ordinary") keeps
 * its level, and elsewhere "secondary" keeps the lexicon's (Spain's ESO, the Indian SSC, the secundaria of Mexico).
 */
const SINGLE_STAGE_SECONDARY = new Set(['SO', 'PE', 'BO']);

export function endsSingleStageSecondary(name: string, countryCode: string | null | undefined): boolean {
  if (!countryCode || !SINGLE_STAGE_SECONDARY.has(countryCode.toUpperCase())) return false;
  const f = fold(name);
  return /(?<![\p{L}])(?:secondary|secundari[ao])(?![\p{L}])/u.test(f) && !/(?<![\p{L}])(?:lower|junior|basic|basica|obligatoria|ordinary|intermediate|inferior|primer ciclo|first cycle)(?![\p{L}])/u.test(f);
}

/** The full name of an abbreviation printed alone ("B.Tech." → "Bachelor of Technology"), else null. */
export function expandQualification(name: string): string | null {
  const f = fold(name).replace(/\s+/g, ' ').trim();
  return QUALIFICATIONS.find((q) => q.expansion && q.re.test(f))?.expansion ?? null;
}

/** Whether a text names a qualification at all. */
export const isQualificationName = (text: string): boolean => entryOf(text) !== null;

/**
 * Running-text forms that announce a qualification, in the lexicon's languages: "conferred the
 * degree of", "has been awarded", "присвоена квалификация", "присвоєно кваліфікацію", the
 * qualification following in the same text. Group 1 is the rest of the text after the trigger.
 */
export const AWARD_TRIGGERS = new RegExp(
  [
    'conferred (?:up)?on (?:him|her|them)? ?the (?:degree|title|diploma) of',
    'confers? (?:up)?on [^,]{2,60}?,? the (?:degree|title) of',
    '(?:has|have) been (?:awarded|conferred|granted|admitted to)(?: the)?(?: (?:degree|title|diploma) of)?',
    'admitted to the degree of',
    // "… having fulfilled the conditions prescribed, is entitled to the Higher Secondary Certificate".
    '(?:is|are|be|been) entitled to(?: the)?(?: (?:degree|title) of)?',
    // "The University hereby confers upon" / NAME / "the Secondary School Certificate": the phrase ends its line.
    'confers? (?:up)?on(?= *$)',
    '(?:awards?|grants?|awarded|granted) to(?= *$)',
    '(?:awards?|grants?|confers?(?: up)?on|awarded|granted) (?:to )?the holder named (?:above|hereinabove|herein),? the',
    // The programme or examinations that lead to the qualification ("… having satisfied the examiners in
    // the examinations for the …", "… completed the programme of study leading to the …").
    '(?:examinations?|course of stud(?:y|ies)|programme of study|program of study|requirements|conditions) (?:for|leading to) the(?: (?:degree|title|award) of)?',
    // "… duly completed all the requirements of the Bachelor of Science (Honours) in Physics programme".
    'requirements of the(?: (?:degree|title|award) of)?',
    '(?:has|have) (?:obtained|earned|qualified for|successfully completed) the(?: (?:degree|title|award) of)?',
    // "… has completed basic general education", "… has successfully completed upper secondary education":
    // a stage of education completed is the qualification (EDUCATION_STAGES).
    `(?:has|have) (?:successfully |satisfactorily )?completed(?= (?:the )?(?:${STAGE_BODIES.join('|')})${E})`,
    'declared to have passed the',
    // Rule "Admitted at the examination of": the French form of "passed the", "(déclaré(e)) admis(e) / reçu(e) … à
    // l'examen du BACCALAURÉAT …": the examination the holder passed, named after it.
    "(?<![\\p{L}])(?:admise?s?|recue?s?)(?![\\p{L}])[^,.;]{0,50}? a l['’ ]?examen (?:du|de la|de l['’ ]?|des)(?= ?\\p{L})",
    '(?:was|is) awarded(?: the)?(?: degree of)?',
    // "… was conferred the Master of Laws", "… is granted the title of …" (the passive without "been").
    '(?:was|is|were) (?:conferred|granted)(?: (?:up)?on)?(?: the)?(?: (?:degree|title) of)?(?= )',
    'the degree of',
    'for the award of(?: the)?(?: degree of)?',
    'having passed the',
    'passed the',
    // "sat the Bachelor of Commerce Degree Examination held in …" (Sri Lankan and Commonwealth usage).
    'sat (?:for )?the',
    // "The Board … has awarded / Higher National Diploma in Business / to / NAME".
    '(?:has|have|hereby) (?:awarded|conferred|granted)(?: the)?(?: (?:degree|title|diploma|award) of)?',
    // "le grade académique de", "le titre universitaire de": an adjective may stand between.
    'le (?:grade|diplome|titre)(?: (?:academique|universitaire|national))? de',
    'diplome de (?=\\p{L}+(?: [\\p{L}-]+)? obtenu)',
    'den akademischen grad',
    'den grad',
    'el titulo (?:universitario oficial )?de',
    'conducentes al titulo (?:oficial )?de',
    // "ha cursado / ha superado en esta Universidad los estudios de Grado en …" (Spanish certificates).
    '(?:los|sus) estudios (?:universitarios |oficiales )*(?:de|del)(?= )',
    'al titulo (?:oficial )?de',
    // Rule "Studies of a stage's level" (docs/document-understanding.md, "What the older development misses showed (stop
    // 43)"): "… ha cursado los estudios correspondientes al nivel de Educación Secundaria …" (a school's certificate of
    // studies names the stage completed by its level; the stage must follow).
    `(?:los|sus) estudios (?:correspondientes )?(?:al|del) nivel (?:de )?(?=(?:${STAGE_BODIES.join('|')})${E})`,
    // Rule "The requirements of the degree": "… completó satisfactoriamente todos los requisitos académicos del grado de
    // Bachillerato en …" (a registrar's certification in Spanish, as "requirements for the degree of" in English).
    'requisitos (?:academicos )?(?:del|para el|para optar al|para obtener el) (?:grado|titulo) (?:academico )?de',
    // "… estudiante inscrito en la carrera de Licenciatura en …": Latin American registries name the programme the holder
    // followed as its carrera, by the title it leads to (the title must follow: degreeFrom reads only a qualification).
    'en la carrera de(?= )',
    // The Portuguese form: "… matriculada no curso de Licenciatura em …" (the title must follow, as above).
    'matriculad[oa] no curso de(?= )',
    'corso di (?=laurea)',
    'il titolo di',
    // "ha conseguito in data 21 luglio 2022 presso questo Ateneo la Laurea Magistrale in …" (Italian certificates).
    'ha conseguito(?: in data [^,]{6,24}?)?(?: presso [^,]{3,60}?)? (?:la|il)(?= (?:laurea|diploma|dottorato|master))',
    'o (?:grau|titulo) de',
    // Rule "A course or a stage concluded": "… concluiu nesta Escola o curso de Licenciatura em …", "… concluiu no ano
    // letivo de 2018/2019 o Ensino Secundário …" (Portuguese certificates: the course or the stage of education completed).
    'conclu(?:iu|ido|iram)(?: [^,;]{1,40}?)? o curso (?:de|do|da)(?= )',
    `conclu(?:iu|ido|iram)(?: [^,;]{1,40}?)? o(?= (?:${STAGE_BODIES.join('|')})${E})`,
    'присвоена квалификация',
    'присвоена степень',
    'присуждена степень',
    'присуждена ученая степень',
    'присвоено',
    'присвоєно (?:кваліфікацію|ступінь|освітній ступінь)',
    'здобу(?:в|ла) ступ\\p{L}+ вищ\\p{L}+ осв\\p{L}+',
    'здобув(?:ла)? (?:освітній )?ступінь',
    'біліктілігі берілді',
    'дәрежесі берілді',
    // Indonesian and Malay: "Kepadanya diberikan gelar …", "dianugerahkan Ijazah …".
    '(?:diberikan|dianugerahi|dianugerahkan|memperoleh) gelar(?: akademik)?',
    // Turkish: "… tarihinde mezun olarak / LİSANS / diplomasını almaya hak kazanmıştır".
    'mezun olarak',
    'diplomas[ıi]n[ıi] almaya hak kazanm[ıi][sş]t[ıi]r',
    // "Ön Lisans derecesini almıştır", "… unvanını kazanmıştır": the degree before the verb.
    '(?:derecesini|unvan[ıi]n[ıi]) (?:alm[ıi][sş]t[ıi]r|kazanm[ıi][sş]t[ıi]r)',
    'dianugerahkan(?: ijazah)?',
    // Dutch, German nominative, Polish, Ukrainian and Portuguese forms ("is de graad … verleend",
    // "heeft het diploma … behaald", "wird der akademische Grad … verliehen", "uzyskał(a) tytuł
    // zawodowy …", "здобув(ла) ступінь вищої освіти …", "Grau conferido: …").
    'de graad',
    'het diploma',
    'der akademische grad',
    // Rule "The examination passed earns the certificate": "… hat die Maturitätsprüfung bestanden und erwirbt damit die
    // Gymnasiale Maturität", "… and thereby obtains the …": the qualification the passed examination confers.
    'erw[ie]rb(?:t|en)(?: (?:damit|somit|hiermit))? (?:die|den|das)(?= \\p{L})',
    '(?:uzyska|otrzyma)[lł](?:a|\\(a\\))? (?:tytu[lł](?: zawodowy)?|dyplom)',
    'tytu[lł] zawodowy',
    'ступ\\p{L}+ вищ\\p{L}+ осв\\p{L}+',
    'grau conferido',
    // The conferral of the other European languages, on folded text: Croatian, Serbian and Bosnian "stekla je
    // akademski naziv", "стекао је звање"; Czech and Slovak "akademický titul"; Romanian "a obținut titlul de";
    // Latvian "piešķirts"; Finnish "on suorittanut"; Swedish "har avlagt"; Norwegian "har fullført graden";
    // Danish "har erhvervet graden"; Greek "απονέμεται ο τίτλος".
    '(?:stek(?:ao|la|li) je )?(?:akademski|strucni) naziv',
    // "… studijski program …, koji vodi sticanju akademskog zvanja Bakalaureat ekonomije" (Bosnian, Croatian: the programme
    // leads to the academic title, as "conducentes al título de" does).
    '(?:(?:stjecanj|sticanj)[eu] )?(?:akademsk(?:og|o)|strucn(?:og|o)) (?:zvanja|zvanje|naziva)',
    '(?:стекао|стекла) је (?:звање|назив)',
    'akademicky titul',
    '(?:a obtinut |i se acorda |se acorda )?titlul(?: academic)? de',
    'pieskirt(?:s|ais|a)',
    'on suorittanut',
    'har avlagt',
    'har (?:fullf(?:ø|o)rt|oppnadd)(?: graden)?',
    'har (?:erhvervet|gennemf(?:ø|o)rt|bestaet)(?: graden)?',
    'απονεμεται(?: ο τιτλος)?',
    // Verb-final conferrals, the qualification before the verb (fields.ts, VERB_FINAL_AWARD): Hungarian
    // "mesterfokozatot szerzett", Azerbaijani "dərəcəsi verilmişdir", Uzbek "darajasi berildi", Persian "اعطا گردید".
    '(?<=(?:fokozatot|oklevelet) )szerzett',
    'verilmisdir',
    'berildi',
    'берилди',
    'اعطا (?:گردید|شد)',
    // Mongolian, verb-final after the degree word: "NAME нь Магистр зэрэг хамгаалсан болно" (has defended
    // the Master's degree), "… зэрэг олгов" (the degree is conferred).
    'зэрэг (?:хамгаалсан|олгов|олгосон|олгожээ)(?: болно)?',
  ].join('|'),
  'u',
);
