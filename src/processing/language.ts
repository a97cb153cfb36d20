/**
 * Language detection from text, offline. The script decides first: Cyrillic (Russian, Ukrainian,
 * Kazakh, Bulgarian or Serbian by their own letters and stop-words), Arabic, Thai, Devanagari (Hindi), Ethiopic
 * (Amharic); Latin text by stop-word hits plus characteristic characters and letter sequences
 * (English, French, German, Spanish, Italian, Portuguese, Dutch, Indonesian, Hungarian, Danish, Norwegian, Swedish,
 * Czech, Slovak, Polish, Croatian, Slovenian, Romanian, Finnish). A bilingual document's language
 * is its main one: the language with the most words (issue 'Document understanding': wild-corpus
 * `languageCode` is the main printed language). Returns null when unsure.
 */

export interface DetectedLanguage {
  code: string;
  name: string;
}

interface Profile {
  code: string;
  name: string;
  stopwords: string[];
  /** Characters or sequences typical of the language, with a weight per occurrence. */
  marks: Array<[RegExp, number]>;
}

const PROFILES: Profile[] = [
  {
    code: 'en',
    name: 'English',
    stopwords: [
      'the', 'of', 'and', 'to', 'in', 'is', 'that', 'for', 'it', 'as', 'was', 'with', 'be', 'by', 'on', 'not', 'he',
      'this', 'are', 'or', 'his', 'from', 'at', 'which', 'but', 'have', 'an', 'has', 'had', 'they', 'you', 'were',
      'their', 'one', 'all', 'we', 'been', 'who', 'will', 'more', 'no', 'if', 'out', 'so', 'said', 'what', 'up', 'its',
      'about', 'than', 'into', 'them', 'can', 'only', 'other', 'new', 'some', 'could', 'these', 'two', 'may', 'first',
      'then', 'do', 'any', 'like', 'my', 'now', 'over', 'such', 'our', 'man', 'me', 'even', 'most', 'made', 'after',
      'also', 'did', 'many', 'before', 'must', 'through', 'back', 'years', 'where', 'much', 'your', 'way', 'well',
      'should', 'because', 'each', 'just', 'those', 'how', 'too', 'here', 'upon', 'hereby', 'certify', 'awarded',
      'degree', 'university', 'student', 'date', 'name', 'grade', 'credits', 'course', 'year', 'semester', 'total',
      'birth', 'issue', 'of', 'record', 'transcript', 'marks', 'subject', 'school', 'college', 'bachelor', 'master',
      'science', 'arts', 'engineering', 'having', 'completed', 'requirements', 'program', 'programme', 'academic',
    ],
    marks: [[/\bth/g, 0.3], [/ing\b/g, 0.5], [/\bwh/g, 0.4], [/ough/g, 0.8], [/\w'\w/g, 0.2]],
  },
  {
    code: 'fr',
    name: 'French',
    stopwords: [
      'le', 'la', 'les', 'de', 'des', 'du', 'et', 'un', 'une', 'en', 'est', 'que', 'qui', 'dans', 'pour', 'par', 'sur',
      'au', 'aux', 'il', 'elle', 'ne', 'pas', 'plus', 'ce', 'cette', 'ces', 'son', 'sa', 'ses', 'se', 'avec', 'mais',
      'ou', 'où', 'nous', 'vous', 'leur', 'été', 'être', 'sont', 'a', 'à', 'l', 'd', 'qu', 'été', 'année', 'date',
      'nom', 'prénom', 'né', 'née', 'naissance', 'université', 'diplôme', 'relevé', 'notes', 'note', 'crédits',
      'semestre', 'moyenne', 'mention', 'délivré', 'obtenu', 'étudiant', 'étudiante', 'formation', 'licence',
      'certifie', 'atteste', 'titulaire', 'grade', 'conféré', 'président', 'recteur', 'fait', 'le', 'unité',
      'enseignement', 'matière', 'résultat', 'admis', 'session', 'universitaire', 'ingénieur', 'école',
    ],
    marks: [[/[éèêàçùâîôû]/g, 0.35], [/\b[ldjnqs]'/gi, 0.6], [/tion\b/g, 0.1], [/eux\b/g, 0.5], [/\bqu/g, 0.2]],
  },
  {
    code: 'de',
    name: 'German',
    stopwords: [
      'der', 'die', 'das', 'und', 'in', 'den', 'von', 'zu', 'mit', 'ist', 'des', 'sich', 'dem', 'nicht', 'ein', 'eine',
      'als', 'auch', 'es', 'an', 'er', 'hat', 'aus', 'bei', 'sie', 'nach', 'am', 'im', 'für', 'auf', 'wird', 'werden',
      'oder', 'einer', 'eines', 'einem', 'einen', 'durch', 'wurde', 'sind', 'zur', 'zum', 'über', 'vom', 'nur', 'noch',
      'wie', 'bis', 'so', 'hier', 'diese', 'dieser', 'geboren', 'am', 'name', 'vorname', 'geburtsdatum', 'universität',
      'hochschule', 'zeugnis', 'urkunde', 'note', 'noten', 'semester', 'studiengang', 'abschluss', 'gesamtnote',
      'leistungspunkte', 'prüfung', 'fach', 'datum', 'herr', 'frau', 'verleiht', 'akademischen', 'grad', 'bestanden',
      'hat', 'studium', 'fakultät', 'modul', 'bewertung', 'ergebnis', 'jahr', 'insgesamt', 'gemäß', 'ordnung',
    ],
    marks: [[/[äöüß]/g, 0.5], [/sch/g, 0.3], [/\b\w+ung\b/g, 0.5], [/ei/g, 0.1], [/\bge\w+t\b/g, 0.2]],
  },
  {
    code: 'es',
    name: 'Spanish',
    stopwords: [
      'de', 'la', 'que', 'el', 'en', 'y', 'a', 'los', 'se', 'del', 'las', 'un', 'por', 'con', 'no', 'una', 'su', 'para',
      'es', 'al', 'lo', 'como', 'más', 'o', 'pero', 'sus', 'le', 'ha', 'me', 'si', 'sin', 'sobre', 'este', 'ya', 'entre',
      'cuando', 'todo', 'esta', 'ser', 'son', 'dos', 'también', 'fue', 'había', 'era', 'muy', 'años', 'hasta', 'desde',
      'está', 'mi', 'porque', 'qué', 'sólo', 'han', 'yo', 'hay', 'vez', 'puede', 'todos', 'así', 'nos', 'ni', 'parte',
      'tiene', 'él', 'uno', 'donde', 'bien', 'tiempo', 'mismo', 'ese', 'ahora', 'cada', 'universidad', 'título',
      'nombre', 'apellidos', 'fecha', 'nacimiento', 'nota', 'notas', 'créditos', 'asignatura', 'calificación',
      'certificado', 'expedido', 'curso', 'año', 'académico', 'grado', 'semestre', 'media', 'don', 'doña', 'rector',
      'otorga', 'conferido', 'estudiante', 'alumno', 'alumna', 'aprobado', 'sobresaliente', 'notable', 'matrícula',
    ],
    marks: [[/ñ/g, 1.0], [/[¿¡]/g, 1.0], [/[áíóú]/g, 0.35], [/ción\b/g, 0.8], [/\bll/g, 0.3], [/dad\b/g, 0.3]],
  },
  {
    code: 'it',
    name: 'Italian',
    stopwords: [
      'il', 'di', 'che', 'e', 'la', 'per', 'un', 'in', 'non', 'una', 'sono', 'mi', 'si', 'ho', 'lo', 'ma', 'ha', 'le',
      'con', 'ti', 'ci', 'come', 'da', 'del', 'della', 'dei', 'delle', 'gli', 'nel', 'nella', 'anche', 'questo',
      'università', 'degli', 'studi', 'laurea', 'voto', 'esami', 'nato', 'nata', 'il', 'anno', 'accademico',
    ],
    marks: [[/zione\b/g, 0.8], [/gli\b/g, 0.5], [/[àèìòù]\b/g, 0.2]],
  },
  {
    code: 'pt',
    name: 'Portuguese',
    stopwords: [
      'de', 'a', 'o', 'que', 'e', 'do', 'da', 'em', 'um', 'para', 'é', 'com', 'não', 'uma', 'os', 'no', 'se', 'na',
      'por', 'mais', 'as', 'dos', 'como', 'mas', 'foi', 'ao', 'ele', 'das', 'tem', 'à', 'seu', 'sua', 'ou', 'ser',
      'nascimento', 'universidade', 'diploma', 'curso', 'nota', 'aluno', 'histórico', 'escolar', 'data',
    ],
    marks: [[/[ãõ]/g, 1.0], [/ção\b/g, 1.0], [/ções\b/g, 1.0], [/\bnh|lh/g, 0.3]],
  },
  {
    code: 'id',
    name: 'Indonesian',
    stopwords: [
      'yang', 'dan', 'di', 'ke', 'dari', 'untuk', 'dengan', 'pada', 'ini', 'itu', 'adalah', 'telah', 'tanggal', 'tahun', 'bahwa',
      'kepada', 'sebagai', 'dalam', 'oleh', 'atas', 'nomor', 'nama', 'lahir', 'lulus', 'gelar', 'mahasiswa', 'universitas', 'fakultas',
      'program', 'studi', 'nilai', 'jumlah', 'semester', 'beserta', 'segala', 'hak', 'kewajiban', 'menyatakan', 'diberikan',
    ],
    marks: [[/\bmeng?|\bber|\bdi\p{L}{3,}kan\b/gu, 0.3]],
  },
  {
    code: 'nl',
    name: 'Dutch',
    stopwords: [
      'de', 'en', 'van', 'het', 'een', 'in', 'is', 'dat', 'op', 'te', 'zijn', 'met', 'voor', 'niet', 'aan', 'er', 'die',
      'door', 'ook', 'als', 'bij', 'worden', 'naar', 'wordt', 'geboren', 'universiteit', 'getuigschrift', 'cijfer',
    ],
    marks: [[/ij/g, 0.5], [/aa|oo|ee|uu/g, 0.2], [/\bsch/g, 0.2]],
  },
  // Hungarian, Danish and Norwegian pages were reported as French or Spanish, and their scans were read
  // with those models (./text/tesseractOcr: the detected language picks the second pass's model).
  // Their lists leave out the short words they share with English, Dutch or German ("de", "en", "er",
  // "i", "over"), so that a page in those languages gains nothing from them.
  {
    code: 'hu',
    name: 'Hungarian',
    stopwords: [
      'a', 'az', 'és', 'hogy', 'nem', 'is', 'egy', 'van', 'volt', 'meg', 'mint', 'csak', 'vagy', 'már', 'kell', 'még',
      'szerint', 'alapján', 'után', 'között', 'évi', 'évben', 'született', 'születési', 'hely', 'idő', 'név', 'neve',
      'egyetem', 'egyetemi', 'kar', 'szak', 'szakos', 'képzés', 'képzési', 'szint', 'kredit', 'félév', 'tanév', 'jegy',
      'érdemjegy', 'oklevél', 'kelt', 'összesen', 'megszerzett', 'megfelelt', 'jeles', 'jó', 'közepes', 'elégséges',
      'elégtelen', 'tantárgy', 'tárgy', 'szakdolgozat', 'záróvizsga', 'hallgató', 'hallgatói', 'átlag', 'tanulmányi',
      'szakképzettség', 'alapképzés', 'mesterképzés', 'alapképzési', 'mesterképzési', 'dátum', 'időpontja', 'kód',
    ],
    marks: [[/[őű]/g, 1.0], [/sz/g, 0.3], [/gy/g, 0.4], [/zs|cs|ny|ty/g, 0.2], [/\b\p{L}+(?:ás|és|ság|ség)\b/gu, 0.4]],
  },
  {
    code: 'da',
    name: 'Danish',
    stopwords: [
      'og', 'det', 'den', 'til', 'som', 'på', 'med', 'af', 'ikke', 'har', 'blev', 'efter', 'også', 'eller', 'fra',
      'ved', 'være', 'været', 'hvor', 'hvad', 'skal', 'denne', 'dette', 'disse', 'når', 'sin', 'sit', 'sine', 'samt',
      'jf', 'eksamensbevis', 'uddannelse', 'uddannelsen', 'karakter', 'karakterer', 'bestået', 'fødselsdato', 'født',
      'navn', 'universitet', 'universitets', 'studerende', 'fag', 'dato', 'kandidat', 'gennemsnit', 'vægtet',
      'afsluttet', 'censur', 'ekstern', 'intern', 'bedømmelse', 'prøve', 'prøver', 'uddannelsens', 'udstedt',
    ],
    marks: [[/[æø]/g, 0.4], [/å/g, 0.2], [/\baf\b/g, 0.5], [/\p{L}ede\b/gu, 0.2]],
  },
  {
    code: 'no',
    name: 'Norwegian',
    stopwords: [
      'og', 'det', 'den', 'til', 'som', 'på', 'med', 'av', 'ikke', 'har', 'ble', 'etter', 'også', 'eller', 'fra',
      'ved', 'være', 'vært', 'hvor', 'hva', 'skal', 'denne', 'dette', 'disse', 'når', 'sin', 'sitt', 'sine', 'samt',
      'å', 'år', 'vitnemål', 'karakter', 'karakterer', 'bestått', 'fullført', 'fødselsdato', 'fødselsnummer', 'født',
      'navn', 'universitetet', 'høgskole', 'høgskolen', 'studiepoeng', 'emne', 'emnekode', 'emnenavn', 'grad', 'graden',
      'dato', 'utstedt', 'studieprogram', 'vår', 'høst', 'gjennomsnitt', 'vurdering', 'utdanning', 'utdanningen',
    ],
    marks: [[/[æø]/g, 0.4], [/å/g, 0.2], [/\bav\b/g, 0.5]],
  },
  // Swedish pages were reported as Norwegian or German (å and "av" as in Norwegian, ä and ö as in
  // German). Swedish writes ä and ö where Danish and Norwegian write æ and ø, and its own common
  // words ("och", "för", "är", "från") and transcript words (högskolepoäng, godkänd, betyg) are
  // shared with neither. As for Danish and Norwegian, the list leaves out the short words Swedish
  // shares with them or with English, Dutch or German ("som", "den", "det", "av", "till", "med").
  {
    code: 'sv',
    name: 'Swedish',
    stopwords: [
      'och', 'att', 'för', 'är', 'inte', 'ett', 'från', 'också', 'enligt', 'sina', 'vilken', 'vilket',
      'vilka', 'där', 'än', 'född', 'personnummer', 'födelsedatum', 'utfärdat', 'utfärdad',
      'högskola', 'högskolan', 'högskolepoäng', 'hp', 'kurser', 'kursen', 'betyg', 'betygsskala', 'godkänd',
      'godkänt', 'väl', 'underkänd', 'examensdatum', 'huvudområde', 'omfattning', 'resultatintyg', 'intyg',
      'intyget', 'utbildning', 'utbildningen', 'utbildningsprogram', 'programmet', 'fullständiga', 'avklarade', 'summa',
      'kandidatexamen', 'magisterexamen', 'masterexamen', 'avlagt', 'avlagd', 'sida',
    ],
    marks: [[/[äö]/g, 0.3], [/å/g, 0.2], [/\boch\b/g, 0.5]],
  },
  // Rule "Central European and Finnish pages by their own words" (docs/document-understanding.md, "Translation"):
  // Czech, Slovak, Polish, Croatian, Slovenian, Romanian and Finnish pages were reported as Spanish or as nothing.
  // Each list holds the language's most common function words and the captions and grade words of its
  // certificates, leaving out the short words it shares with a language already here ("a", "o", "i", "na", "do",
  // "de", "la", "in", "on") and, between close neighbours (Czech and Slovak, Croatian and Slovenian), the words
  // both write alike, so that the letters and spellings of its own tell them apart.
  {
    code: 'cs',
    name: 'Czech',
    stopwords: [
      'se', 'je', 'jako', 'nebo', 'pro', 'podle', 'který', 'která', 'které', 'byl', 'byla', 'také', 've', 'ze', 'jméno',
      'příjmení', 'narození', 'narozen', 'narozena', 'vysvědčení', 'studijní', 'studijního', 'zkouška', 'zkoušky',
      'státní', 'závěrečné', 'hodnocení', 'výborně', 'dobře', 'velmi', 'prospěl', 'prospěla', 'předmět', 'vydáno',
      'dne', 'vysokoškolského', 'udělen', 'uděluje', 'absolvoval', 'absolvovala', 'vysoké', 'učení', 'obor',
    ],
    marks: [[/[ěřů]/g, 1.0], [/[čšžý]/g, 0.2], [/ní\b/g, 0.3]],
  },
  {
    code: 'sk',
    name: 'Slovak',
    stopwords: [
      'sa', 'ako', 'alebo', 'pre', 'podľa', 'ktorý', 'ktorá', 'ktoré', 'bol', 'bola', 'tiež', 'meno', 'priezvisko',
      'dátum', 'narodenia', 'narodený', 'narodená', 'vysvedčenie', 'študijný', 'študijného', 'skúška', 'skúšky',
      'štátna', 'štátnej', 'záverečnej', 'hodnotenie', 'výborne', 'dobre', 'veľmi', 'predmet', 'vydané', 'dňa',
      'vysokoškolského', 'udelený', 'udeľuje', 'absolvoval', 'absolvovala', 'vysokej', 'odbor',
    ],
    marks: [[/[äľĺŕô]/g, 1.0], [/[čšžý]/g, 0.2], [/ie\b/g, 0.1]],
  },
  {
    code: 'pl',
    name: 'Polish',
    stopwords: [
      'w', 'z', 'nie', 'się', 'że', 'jest', 'oraz', 'dla', 'przez', 'jako', 'który', 'która', 'które', 'uniwersytet',
      'uczelnia', 'wydział', 'imię', 'imiona', 'nazwisko', 'urodzenia', 'urodzony', 'urodzona', 'ocena', 'bardzo',
      'dobry', 'dostateczny', 'dyplom', 'ukończenia', 'studiów', 'kierunek', 'specjalność', 'stopień', 'tytuł',
      'zawodowy', 'licencjat', 'punkty', 'przedmiot', 'semestr', 'akademicki', 'egzamin', 'praca', 'dyplomowa', 'wynik',
    ],
    marks: [[/[ąęłńśźż]/g, 1.0], [/rz|sz|cz/g, 0.2], [/\p{L}(?:ego|ych|owa|owy)\b/gu, 0.3]],
  },
  {
    code: 'hr',
    name: 'Croatian',
    stopwords: [
      'u', 'ili', 'koji', 'koja', 'koje', 'kao', 'sveučilište', 'sveučilišta', 'fakultet', 'rođenja', 'rođen', 'rođena',
      'prezime', 'ocjena', 'ocjene', 'izvrstan', 'vrlo', 'dobar', 'dovoljan', 'godina', 'godine', 'studij', 'studija',
      'preddiplomski', 'diplomski', 'svjedodžba', 'zvanje', 'stekao', 'stekla', 'akademski', 'naziv', 'bodova',
      'kolegij', 'predmet', 'semestar', 'mjesto', 'izdano', 'dana',
    ],
    marks: [[/[ćđ]/g, 1.0], [/[čšž]/g, 0.2], [/ije/g, 0.3]],
  },
  {
    code: 'sl',
    name: 'Slovenian',
    stopwords: [
      'ki', 'tudi', 'ali', 'pri', 'kot', 'univerza', 'univerze', 'fakulteta', 'rojstva', 'rojen', 'rojena', 'priimek',
      'ocena', 'odlično', 'prav', 'dobro', 'zadostno', 'letnik', 'študijski', 'študijskega', 'študija', 'spričevalo',
      'strokovni', 'naslov', 'kreditne', 'točke', 'predmet', 'leto', 'izdano', 'dne', 'diplomirani', 'diplomirana',
    ],
    marks: [[/[čšž]/g, 0.2], [/\p{L}(?:ega|ske|ski)\b/gu, 0.2]],
  },
  {
    code: 'ro',
    name: 'Romanian',
    stopwords: [
      'și', 'şi', 'în', 'din', 'cu', 'pentru', 'care', 'pe', 'al', 'ale', 'este', 'sau', 'fost', 'universitatea',
      'facultatea', 'numele', 'prenumele', 'nașterii', 'naşterii', 'locul', 'licență', 'licenţă', 'studii', 'studiilor',
      'anul', 'universitar', 'notă', 'credite', 'disciplina', 'semestrul', 'absolvent', 'absolventul', 'domeniul',
      'specializarea', 'eliberat', 'eliberată', 'promovat', 'foarte', 'bine',
    ],
    marks: [[/[șțşţ]/g, 1.0], [/ă/g, 0.6], [/[âî]/g, 0.3], [/ului\b/g, 0.8]],
  },
  {
    code: 'fi',
    name: 'Finnish',
    stopwords: [
      'ja', 'ei', 'että', 'tai', 'sekä', 'kanssa', 'mukaan', 'jälkeen', 'tutkinto', 'tutkinnon', 'yliopisto',
      'yliopiston', 'korkeakoulu', 'syntymäaika', 'nimi', 'opintopistettä', 'arvosana', 'hyvä', 'kiitettävä',
      'tyydyttävä', 'hyväksytty', 'opintojakso', 'suoritettu', 'todistus', 'opiskelija', 'koulutusohjelma', 'pääaine',
      'kandidaatti', 'tiedekunta', 'päivämäärä', 'henkilötunnus', 'laajuus',
    ],
    marks: [[/ää|öö|yy|ii|uu/g, 0.3], [/\p{L}(?:ssa|ssä|sta|stä|lla|llä|ksi|nen)\b/gu, 0.3]],
  },
];

const STOP: Map<string, Set<string>> = new Map(PROFILES.map((p) => [p.code, new Set(p.stopwords)]));

/** Per-language scores for a text (exported for tests and diagnostics). */
export function languageScores(text: string): Array<{ code: string; name: string; score: number }> {
  const lower = text.toLowerCase();
  const words = lower.match(/[\p{L}]+/gu) ?? [];
  const n = Math.max(1, words.length);
  return PROFILES.map((p) => {
    const stop = STOP.get(p.code)!;
    let hits = 0;
    for (const w of words) if (stop.has(w)) hits++;
    let marks = 0;
    for (const [re, weight] of p.marks) marks += (lower.match(re)?.length ?? 0) * weight;
    return { code: p.code, name: p.name, score: (hits + marks * 0.5) / Math.sqrt(n) };
  }).sort((a, b) => b.score - a.score);
}

/** The scripts told apart, with the language each one means when it is the main script. */
export type Script = 'latin' | 'cyrillic' | 'arabic' | 'thai' | 'devanagari' | 'ethiopic';

const SCRIPT_OF: Array<[Script, RegExp]> = [
  ['latin', /[a-z\u00c0-\u024f]/i],
  ['cyrillic', /[\u0400-\u04ff]/],
  ['arabic', /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/],
  ['thai', /[\u0e00-\u0e7f]/],
  ['devanagari', /[\u0900-\u097f]/],
  ['ethiopic', /[\u1200-\u139f\u2d80-\u2ddf]/],
];

/** Words (letter runs) per script; Thai, written without blanks, counts one word per four letters. */
export function scriptWords(text: string): Record<Script, string[]> {
  const out: Record<Script, string[]> = { latin: [], cyrillic: [], arabic: [], thai: [], devanagari: [], ethiopic: [] };
  for (const w of text.match(/[\p{L}\p{M}]+/gu) ?? []) {
    // The script of most of the word's letters: OCR mixes look-alikes ("Biдмiннo" is Cyrillic).
    let script: Script | undefined;
    let most = 0;
    for (const [name, re] of SCRIPT_OF) {
      const n = w.match(new RegExp(re.source, re.flags + 'g'))?.length ?? 0;
      if (n > most) {
        most = n;
        script = name;
      }
    }
    if (!script) continue;
    if (script === 'thai') {
      const letters = w.match(/[\u0e01-\u0e2e]/g)?.length ?? 0;
      for (let i = 0; i < Math.max(1, Math.round(letters / 4)); i++) out.thai.push(w);
    } else out[script].push(w);
  }
  return out;
}

const NON_LATIN: Record<Exclude<Script, 'latin' | 'cyrillic'>, DetectedLanguage> = {
  arabic: { code: 'ar', name: 'Arabic' },
  thai: { code: 'th', name: 'Thai' },
  devanagari: { code: 'hi', name: 'Hindi' },
  ethiopic: { code: 'am', name: 'Amharic' },
};

type CyrillicCode = 'ru' | 'uk' | 'kk' | 'bg' | 'sr';

const CYRILLIC: Record<CyrillicCode, { name: string; stopwords: Set<string> }> = {
  ru: {
    name: 'Russian',
    stopwords: new Set([
      'и', 'в', 'во', 'не', 'на', 'что', 'по', 'с', 'со', 'о', 'об', 'от', 'для', 'из', 'к', 'как', 'это', 'года', 'год',
      'выдан', 'выдана', 'настоящий', 'который', 'или', 'при', 'был', 'была', 'его', 'ее', 'диплом', 'приложение', 'оценка',
      'отлично', 'хорошо', 'удовлетворительно', 'зачтено', 'дата', 'рождения', 'фамилия', 'имя', 'отчество', 'университет',
      'федерации', 'российской', 'образования', 'высшего', 'квалификация', 'специальность', 'часов', 'всего', 'том', 'числе',
    ]),
  },
  uk: {
    name: 'Ukrainian',
    stopwords: new Set([
      'і', 'й', 'та', 'що', 'на', 'з', 'із', 'зі', 'до', 'від', 'у', 'в', 'за', 'для', 'як', 'це', 'року', 'рік', 'видано',
      'який', 'або', 'при', 'його', 'її', 'диплом', 'додаток', 'оцінка', 'відмінно', 'добре', 'задовільно', 'зараховано',
      'дата', 'народження', 'прізвище', 'ім', 'по', 'батькові', 'університет', 'україни', 'освіти', 'вищої', 'кваліфікація',
      'спеціальність', 'кредитів', 'годин', 'всього',
    ]),
  },
  kk: {
    name: 'Kazakh',
    stopwords: new Set([
      'және', 'мен', 'бен', 'пен', 'бойынша', 'жылы', 'туралы', 'берілді', 'бұл', 'үшін', 'оқу', 'пән', 'пәннің', 'атауы',
      'баға', 'бағасы', 'кредит', 'сағат', 'университеті', 'қазақстан', 'республикасы', 'білім', 'туған', 'күні', 'тегі',
      'аты', 'әкесінің', 'мамандығы', 'жоғары', 'өте', 'жақсы', 'қанағаттанарлық', 'семестр',
    ]),
  },
  // Rule "Bulgarian and Serbian Cyrillic": only words neither Russian nor Ukrainian writes alike (a
  // Russian page gains nothing from them): function words and the captions and grade words of
  // certificates and diplomas.
  bg: {
    name: 'Bulgarian',
    stopwords: new Set([
      'е', 'са', 'към', 'във', 'със', 'този', 'тази', 'това', 'тези', 'които', 'който', 'която', 'което', 'като', 'се',
      'да', 'ще', 'година', 'учебна', 'учебната', 'учебни', 'предмети', 'презиме', 'име', 'роден', 'родена',
      'българия', 'български', 'република', 'средно', 'висше', 'отличен', 'добър', 'среден', 'общ', 'издаване',
      'издадена', 'специалност', 'степен', 'бакалавър', 'магистър', 'егн', 'област', 'завършва',
    ]),
  },
  sr: {
    name: 'Serbian',
    stopwords: new Set([
      'је', 'су', 'од', 'са', 'који', 'која', 'које', 'се', 'да', 'године', 'година', 'датум', 'рођења', 'име',
      'презиме', 'република', 'србија', 'србије', 'уверење', 'студија', 'студије', 'испит', 'испита', 'испитима',
      'положеним', 'оцена', 'одличан', 'врло', 'добар', 'довољан', 'просечна', 'назив', 'семестар', 'еспб', 'број',
      'ниво', 'врста', 'звање', 'стечено', 'универзитета',
    ]),
  },
};

const CYRILLIC_CODES = ['ru', 'uk', 'kk', 'bg', 'sr'] as const;

/** Consonants after which a hard sign is Bulgarian's vowel ("държавни", "във"); Russian writes it only before е, ё, ю, я. */
const BULGARIAN_HARD_SIGN = /ъ(?=[бвгджзйклмнпрстфхцчшщ])|^(?:към|във|със)$/;

/**
 * Russian, Ukrainian, Kazakh, Bulgarian or Serbian: each word votes by its letters (ә ғ қ ң ө ұ ү һ:
 * Kazakh only; ї є ґ: Ukrainian only; і: Ukrainian or Kazakh; ђ ј љ њ ћ џ: Serbian only; ъ before a
 * consonant: Bulgarian only; ы э ё and ъ before a vowel: Russian or Kazakh, never Ukrainian, Bulgarian
 * or Serbian) and by stop-words. Returns word counts per language.
 */
export function cyrillicVotes(words: string[]): Record<CyrillicCode, number> {
  const v = { ru: 0, uk: 0, kk: 0, bg: 0, sr: 0 };
  for (const raw of words) {
    // Latin look-alikes read by OCR inside a Cyrillic word: i and ï are the Ukrainian letters.
    const w = raw.toLowerCase().replace(/i/g, 'і').replace(/ï/g, 'ї');
    if (/[әғқңөұүһ]/.test(w)) v.kk += 1;
    else if (/[їєґ]/.test(w)) v.uk += 1;
    else if (/[ђјљњћџ]/.test(w)) v.sr += 1;
    else if (/і/.test(w)) {
      v.uk += 0.6;
      v.kk += 0.4;
    } else if (BULGARIAN_HARD_SIGN.test(w)) v.bg += 1;
    else if (/[ыэъё]/.test(w)) {
      v.ru += 0.7;
      v.kk += 0.3;
    }
    for (const code of CYRILLIC_CODES) if (CYRILLIC[code].stopwords.has(w)) v[code] += 0.5;
  }
  return v;
}

function cyrillicLanguage(words: string[]): DetectedLanguage {
  const v = cyrillicVotes(words);
  // Russian is the default: most Cyrillic words are shared, and only Russian has no letters of its own.
  let best: CyrillicCode = 'ru';
  for (const code of CYRILLIC_CODES) if (v[code] > v[best]) best = code;
  return { code: best, name: CYRILLIC[best].name };
}

/** The language of Latin-script text by stop-words and letter marks, or null when unsure. */
function latinLanguage(text: string): DetectedLanguage | null {
  const scores = languageScores(text);
  const [best, second] = scores;
  if (best.score < 0.35) return null;
  // Longer texts earn a narrower margin: a German page with English module titles is still German.
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  const margin = words >= 40 ? 1.08 : 1.15;
  if (second && best.score < second.score * margin + 0.05) return null;
  return { code: best.code, name: best.name };
}

/**
 * The language of a text: `{ code: 'en', name: 'English' }` (ISO 639-1), or null when the text is
 * too short or no language clearly wins. A text in several scripts gets the language of the one
 * with the most words (Latin words count only when their language is recognized, so names and
 * codes in Latin letters do not outweigh an Arabic page).
 */
export function detectLanguage(text: string): DetectedLanguage | null {
  const words = text.match(/[\p{L}]+/gu) ?? [];
  if (words.length < 3) return null;
  const byScript = scriptWords(text);
  const candidates: Array<{ lang: DetectedLanguage; words: number }> = [];
  if (byScript.latin.length) {
    // The Latin part with its punctuation (French "l'", Spanish "¿"), other scripts blanked.
    const latinText = text.replace(/[\p{L}\p{M}]+/gu, (w) => (SCRIPT_OF[0][1].test(w) ? w : ' '));
    const lang = latinLanguage(latinText);
    if (lang) candidates.push({ lang, words: byScript.latin.length });
  }
  if (byScript.cyrillic.length) candidates.push({ lang: cyrillicLanguage(byScript.cyrillic), words: byScript.cyrillic.length });
  for (const script of Object.keys(NON_LATIN) as Array<keyof typeof NON_LATIN>) {
    if (byScript[script].length) candidates.push({ lang: NON_LATIN[script], words: byScript[script].length });
  }
  if (!candidates.length) return null;
  candidates.sort((a, b) => b.words - a.words);
  let best = candidates[0];
  // A national document printed with its English translation is in the national language: the
  // English half is the translation (Ukrainian/English supplements, Arabic/English transcripts).
  // A line in another script on a mostly English page (Hindi on an Indian marksheet) does not count.
  if (best.lang.code === 'en') {
    // A third of the English words is a substantial share (OCR loses more of a non-Latin script
    // than of English, so the share is lower on scans than on the text layer).
    const national = candidates.find((c) => c.lang.code !== 'en' && c.words >= best.words * 0.3);
    if (national) best = national;
  }
  // Non-Latin text needs a few words of its own; Latin text was already judged by latinLanguage.
  if (best.lang.code !== 'en' && !PROFILES.some((p) => p.code === best.lang.code) && best.words < 2) return null;
  return best.lang;
}

/**
 * Whether a language is told from its own words (the Latin-script profiles, read with a margin over the next
 * language), not chosen as the likeliest of a script's few languages (Cyrillic: a Mongolian page votes Kazakh).
 */
export function toldByOwnWords(code: string): boolean {
  return PROFILES.some((p) => p.code === code);
}

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PROFILES.map((p) => [p.code, p.name])),
  ...Object.fromEntries(Object.entries(CYRILLIC).map(([code, c]) => [code, c.name])),
  ...Object.fromEntries(Object.values(NON_LATIN).map((l) => [l.code, l.name])),
};

// ---------------------------------------------------------------------------------------------
// Titles printed in two languages

/** Short English function words of titles ("Theory of Computation", "Law and Society"). */
const ENGLISH_TITLE_WORDS = new Set(['of', 'and', 'the', 'in', 'for', 'to', 'with', 'on', 'at', 'by', 'from', 'into', 'their', 'its', 'an', 'a']);
/**
 * English course-title words that carry no English ending: the frequent heads and fields of
 * course titles in English (a title's translation is mostly set from them).
 */
const ENGLISH_TITLE_LEXICON = new Set([
  'introduction', 'principles', 'fundamentals', 'foundations', 'basics', 'advanced', 'applied', 'systems', 'theory', 'law', 'analysis',
  'design', 'methods', 'project', 'thesis', 'seminar', 'internship', 'history', 'studies', 'english', 'business', 'computer', 'data',
  'networks', 'software', 'database', 'databases', 'science', 'sciences', 'mathematics', 'physics', 'chemistry', 'biology', 'economics', 'finance', 'accounting',
  'statistics', 'research', 'work', 'practice', 'trade', 'health', 'art', 'arts', 'culture', 'language', 'literature', 'philosophy',
  'psychology', 'sociology', 'geography', 'algorithms', 'structures', 'programming', 'engineering', 'marketing', 'master', "bachelor's",
  'elective', 'course', 'laboratory', 'lab', 'writing', 'skills', 'security', 'environment', 'environmental', 'public', 'policy',
  'international', 'european', 'modern', 'general', 'special', 'topics', 'models', 'modelling', 'modeling', 'processing',
]);
/** Endings of English words that titles in the other languages of these documents rarely have. */
const ENGLISH_ENDING = /(?:tions?|sions?|ics|ing|ments?|ity|ities|ogy|ies|ship|ness|ances?|ences?|ism|ures?|ive|ous|ary|ory|ical|ional|ysis|ems|ware|work|ward|ght|try)$/;

/**
 * Rule "A title's other language by its small words" (docs/document-understanding.md, "Tables the rotated group l-
 * showed"): the articles, prepositions and conjunctions of the other languages of bilingual records ("de", "du", "des",
 * "et", "la", "del", "della", "y", "und", "für", "het", "voor", "och") and an elided article ("l'offre", "d'une",
 * "dell'arte") are no English words: they tell the national rendering as a letter English lacks does ("Animation de
 * l'offre commerciale / Promoting the Commercial Offer"). Words English shares ("a", "i", "in", "do", "no") are not
 * among them.
 */
const NATIONAL_SMALL_WORDS = new Set(['de', 'du', 'des', 'et', 'la', 'le', 'les', 'aux', 'au', 'pour', 'avec', 'sur', 'dans', 'del', 'della', 'delle', 'dello', 'dei', 'degli', 'nel', 'nella', 'il', 'gli', 'el', 'los', 'las', 'y', 'para', 'con', 'und', 'für', 'zur', 'zum', 'het', 'voor', 'och', 'för', 'dos', 'ao']);
const ELIDED_ARTICLE = /^(?:l|d|qu|dell|all|nell|sull|un)'\p{L}/u;

function titleEvidence(text: string): { english: number; national: number; words: number; lexical: number } {
  // A capital letter alone after the title's first word labels a part ("Langue vivante A", "Modern Language A: English",
  // "Mathematics B"), no English article: it is left out of the words.
  const unlabelled = text.replace(/(?<=\p{L}[^\p{L}]*\s)\p{Lu}(?=\s*(?:[:;,.)]|$))/gu, ' ');
  const words = (unlabelled.toLowerCase().match(/[\p{L}\p{M}'’-]+/gu) ?? []).map((w) => w.replace(/’/g, "'"));
  let english = 0;
  let national = 0;
  // English words known as such (function words, the title lexicon), not only by their ending.
  let lexical = 0;
  for (const w of words) {
    // A letter outside the English alphabet (á, ő, ā, š, õ, a Cyrillic or Georgian letter) is no English word.
    if (/[^a-z'-]/.test(w) || NATIONAL_SMALL_WORDS.has(w) || ELIDED_ARTICLE.test(w)) national++;
    else if (ENGLISH_TITLE_WORDS.has(w) || ENGLISH_TITLE_LEXICON.has(w)) {
      english++;
      // Rule "A lone a is no sure English word" (docs/document-understanding.md, "What the scans of w3- showed"): "a"
      // is the Portuguese, Spanish, Italian and Catalan preposition too, and the "à" of a title read by the English
      // model loses its accent ("Introducao a Gestao" for "Introdução à Gestão", the cedilla and tilde with it):
      // it counts as an English word, not as a word English alone has.
      if (w !== 'a') lexical++;
    } else if (w.length > 4 && ENGLISH_ENDING.test(w)) english++;
  }
  return { english, national, words: words.length, lexical };
}

/**
 * Which of two renderings of one title is its English form, when a document prints a title in its
 * national language and in English (bilingual transcripts, Bologna diploma supplements): 0 or 1, or
 * null when it cannot be told (both look English, neither does, or they are the same words). The
 * English form has no letter outside the English alphabet and some English evidence (a function word,
 * a course-title word, an English ending); the other form has a national letter or no English evidence
 * at all. `strict` asks for more (two English words, or every word English, beside a rendering with a
 * letter English lacks) where nothing but the language tells a translation from the rest of a wrapped title.
 */
export function englishRendering(a: string, b: string, strict = false): 0 | 1 | null {
  const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (!fold(a) || !fold(b) || fold(a) === fold(b)) return null;
  const ea = titleEvidence(a);
  const eb = titleEvidence(b);
  // English: no national letter, and English words, or (beside a rendering with national letters,
  // when the language need not stand alone) no English evidence needed ("Lineáris algebra" / "Linear Algebra").
  const english = (e: typeof ea, o: typeof ea) =>
    e.national === 0 && (strict ? e.english >= 2 || (e.english >= 1 && e.english === e.words) : e.english >= 1 || o.national >= 1);
  // Where only the language tells a translation from the rest of a wrapped title, the other rendering
  // must show a letter English lacks: an English title with few English words ("Digital Logic" over
  // "Design") is no national one.
  const other = (e: typeof ea) => e.national >= 1 || (!strict && e.english === 0);
  if (english(ea, eb) && other(eb) && !english(eb, ea)) return 0;
  if (english(eb, ea) && other(ea) && !english(ea, eb)) return 1;
  // Both read as English by an ending the national language shares (Dutch "Inleiding", "Verslaggeving",
  // Uzbek "O'zbekistonning" end in -ing): where the two are already known to be renderings of one title
  // (a slash, a companion line), a compound written solid in one of them that the other writes as two words
  // ("Projectmanagement" / "Project Management": English does not join them), or English words in most of
  // one while the other has no English word but by an ending, in at most half of its words, tells the
  // English one. Two English titles ("Theory and Practice / Case Studies") both hold English words: undecided.
  if (!strict && english(ea, eb) && english(eb, ea)) {
    if (solidCompoundOf(a, b)) return 1;
    if (solidCompoundOf(b, a)) return 0;
    const most = (e: typeof ea) => e.english * 2 > e.words && e.lexical >= 1;
    const few = (e: typeof ea) => e.english * 2 <= e.words && e.lexical === 0;
    if (most(eb) && few(ea)) return 1;
    if (most(ea) && few(eb)) return 0;
  }
  return null;
}

/** Whether a word of `national` is two neighbouring words of `english` written as one ("Projectmanagement"). */
function solidCompoundOf(national: string, english: string): boolean {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  const joined = new Set<string>();
  const e = words(english);
  for (let i = 0; i + 1 < e.length; i++) if (e[i].length >= 3 && e[i + 1].length >= 3) joined.add(e[i] + e[i + 1]);
  return words(national).some((w) => joined.has(w));
}
