/**
 * Language detection from text, offline: stopword hits plus characteristic characters and
 * letter sequences. Covers English, French, German, Spanish, and also Italian, Portuguese and
 * Dutch (so that those are not mistaken for one of the four). Returns null when unsure.
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
    code: 'nl',
    name: 'Dutch',
    stopwords: [
      'de', 'en', 'van', 'het', 'een', 'in', 'is', 'dat', 'op', 'te', 'zijn', 'met', 'voor', 'niet', 'aan', 'er', 'die',
      'door', 'ook', 'als', 'bij', 'worden', 'naar', 'wordt', 'geboren', 'universiteit', 'getuigschrift', 'cijfer',
    ],
    marks: [[/ij/g, 0.5], [/aa|oo|ee|uu/g, 0.2], [/\bsch/g, 0.2]],
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

/**
 * The language of a text: `{ code: 'en', name: 'English' }` (ISO 639-1), or null when the text is
 * too short or no language clearly wins.
 */
export function detectLanguage(text: string): DetectedLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 3) return null;
  const scores = languageScores(text);
  const [best, second] = scores;
  if (best.score < 0.35) return null;
  if (second && best.score < second.score * 1.15 + 0.05) return null;
  return { code: best.code, name: best.name };
}

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(PROFILES.map((p) => [p.code, p.name]));
