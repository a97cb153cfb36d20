/**
 * Label/value parsing in English, French, German and Spanish: "Date of Birth: 15 March 2001",
 * "Geburtsdatum  12.03.2001" (value in the next cell), or a label above its value. Labels are
 * matched on accent-folded text of the same length as the original, so the value is cut from
 * the original text with its accents.
 */
import type { Line, Segment } from '../text/layout';

export type LabelField =
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'placeOfBirth'
  | 'registrationNumber'
  | 'institution'
  | 'qualification'
  | 'program'
  | 'major'
  | 'minor'
  | 'level'
  | 'status'
  | 'yearOfAdmission'
  | 'yearOfCompletion'
  | 'programDuration'
  | 'dateOfIssue'
  | 'cgpa'
  | 'totalCredits'
  | 'totalMarks'
  | 'country'
  | 'state'
  | 'faculty'
  | 'nationality'
  | 'other';

/** Label phrases per field. Words are separated by blanks; `?` after a letter makes it optional. */
const LABELS: Record<LabelField, string[]> = {
  fullName: [
    'name', 'full name', 'student name', 'student s name', 'name of student', 'name of the student', 'candidate',
    'candidate name', 'candidate s name', 'name of candidate', 'name of the candidate', 'student', 'graduate', 'name of graduate',
    'nom', 'nom complet', 'nom et prenom', 'nom et prenoms', 'nom prenom', 'nom prenoms', 'prenom et nom', 'prenom nom', 'nom de l etudiant',
    'nom de l etudiante', 'etudiant', 'etudiante', 'etudiant e', 'candidat', 'candidate', 'titulaire', 'nom du titulaire', 'nom du candidat',
    'name vorname', 'vorname name', 'vor und nachname', 'vor und zuname', 'vorname und name', 'name und vorname', 'student in',
    'studierende', 'studierender', 'name des studierenden', 'name der studierenden', 'kandidat', 'kandidatin', 'inhaber', 'inhaberin',
    'nombre', 'nombre completo', 'nombre y apellidos', 'apellidos y nombre', 'apellidos nombre', 'alumno', 'alumna', 'alumno a',
    'estudiante', 'nombre del estudiante', 'nombre del alumno', 'titular',
  ],
  firstName: ['first name', 'first names', 'given name', 'given names', 'forename', 'forenames', 'prenom', 'prenoms', 'vorname', 'vornamen', 'nombre s', 'nombres'],
  lastName: ['last name', 'surname', 'family name', 'nom de famille', 'nom d usage', 'nachname', 'familienname', 'zuname', 'apellido', 'apellidos', 'primer apellido'],
  dateOfBirth: [
    'date of birth', 'birth date', 'birthdate', 'born', 'born on', 'dob', 'd o b', 'date de naissance', 'ne le', 'nee le', 'ne e le',
    'ne e', 'geburtsdatum', 'geboren am', 'geboren', 'geb', 'geb am', 'fecha de nacimiento', 'fecha nacimiento', 'nacido el', 'nacida el',
    'nacido a el', 'f nacimiento',
  ],
  placeOfBirth: ['place of birth', 'birthplace', 'lieu de naissance', 'geburtsort', 'lugar de nacimiento', 'born in'],
  registrationNumber: [
    'registration no', 'registration number', 'registration', 'reg no', 'regd no', 'reg number', 'student id', 'student id no',
    'student id number', 'student no', 'student number', 'id no', 'id number', 'matriculation no', 'matriculation number',
    'enrollment no', 'enrolment no', 'enrollment number', 'enrolment number', 'roll no', 'roll number', 'seat no', 'seat number',
    'university id', 'prn', 'usn', 'numero d etudiant', 'n d etudiant', 'no d etudiant', 'n etudiant', 'numero etudiant',
    'n de l etudiant', 'ine', 'n ine', 'numero ine', 'identifiant national', 'matricule', 'numero de matricule', 'code etudiant',
    'matrikelnummer', 'matrikel nr', 'matr nr', 'matrikel', 'studierendennummer', 'matrikel no', 'studentennummer',
    'numero de matricula', 'n de matricula', 'no de matricula', 'n o de matricula', 'n de expediente', 'numero de expediente',
    'no de expediente', 'expediente', 'expediente n', 'n expediente', 'id del estudiante', 'codigo de estudiante',
  ],
  institution: [
    'institution', 'name of institution', 'institution name', 'university', 'name of university', 'college', 'school',
    'awarding institution', 'awarding body', 'etablissement', 'universite', 'hochschule', 'universitat', 'institucion',
    'universidad', 'centro',
  ],
  qualification: [
    'degree', 'degree awarded', 'degree conferred', 'degree earned', 'degree title', 'title of degree', 'qualification',
    'qualification awarded', 'award', 'awarded', 'diploma', 'certificate', 'diplome', 'diplome prepare', 'diplome delivre',
    'intitule du diplome', 'titre', 'titre du diplome', 'grade', 'abschluss', 'akademischer grad', 'akademischer abschluss',
    'angestrebter abschluss', 'titel', 'grad', 'titulo', 'titulacion', 'titulo obtenido', 'titulo universitario', 'estudios',
  ],
  program: [
    'program', 'programme', 'program of study', 'programme of study', 'program name', 'programme name', 'course', 'course of study',
    'formation', 'filiere', 'domaine', 'domaine d etudes', 'programa', 'carrera', 'ensenanza', 'ensenanzas', 'stream',
  ],
  major: [
    'major', 'major field', 'specialization', 'specialisation', 'specialty', 'concentration', 'option', 'mention', 'specialite',
    'parcours', 'parcours type', 'schwerpunkt', 'vertiefung', 'vertiefungsrichtung', 'studienschwerpunkt', 'spezialisierung',
    'especialidad', 'mencion', 'itinerario', 'especializacion', 'area of specialization', 'discipline', 'major subject',
    'subject', 'main subject', 'field of study', 'branch', 'studiengang', 'studienfach', 'fach', 'studienrichtung',
  ],
  minor: ['minor', 'nebenfach', 'mineure', 'minor subject'],
  level: ['level', 'degree level', 'level of study', 'niveau', 'niveau d etudes', 'niveau du diplome', 'stufe', 'niveau', 'nivel', 'nivel academico', 'nivel de estudios', 'eqr niveau', 'dqr niveau', 'mecES nivel'],
  status: [
    'status', 'degree status', 'academic status', 'program status', 'programme status', 'result', 'final result', 'statut',
    'situation', 'resultat', 'resultat final', 'decision', 'decision du jury', 'status des studiums', 'studienstatus',
    'ergebnis', 'gesamtergebnis', 'estado', 'situacion', 'situacion academica', 'resultado', 'estado del expediente',
  ],
  yearOfAdmission: [
    'year of admission', 'admission year', 'admitted', 'admitted on', 'date of admission', 'admission date', 'date admitted',
    'date of entry', 'year of entry', 'entry year', 'entry date', 'enrolled', 'enrollment date', 'enrolment date',
    'date of enrollment', 'date of enrolment', 'year of enrollment', 'year of enrolment', 'matriculated', 'date of matriculation', 'start date',
    'commenced', 'program start', 'annee d admission', 'annee d entree', 'date d entree', 'date d admission', 'date d inscription',
    'annee de premiere inscription', 'premiere inscription', 'annee d inscription', 'inscrit depuis', 'immatrikuliert seit',
    'immatrikuliert am', 'immatrikulation', 'immatrikulationsdatum', 'datum der immatrikulation', 'studienbeginn', 'beginn des studiums',
    'eingeschrieben seit', 'ano de ingreso', 'fecha de ingreso', 'ano de inicio', 'fecha de inicio', 'ingreso', 'ano de acceso',
    'fecha de acceso', 'curso de inicio', 'ano de comienzo', 'fecha de matriculacion',
  ],
  yearOfCompletion: [
    'year of completion', 'completion year', 'date of completion', 'completion date', 'completed', 'completed on',
    'graduation date', 'date of graduation', 'year of graduation', 'graduation year', 'graduated', 'graduated on', 'expected graduation',
    'date of degree', 'degree date', 'year of passing', 'date conferred', 'degree conferred on', 'date of award', 'award date',
    'awarded on', 'conferred on', 'date of conferral', 'passing year', 'annee d obtention', 'date d obtention', 'annee de diplomation',
    'date de fin', 'annee de fin', 'obtenu en', 'abschlussjahr', 'abschlussdatum', 'datum des abschlusses', 'studienende',
    'ende des studiums', 'abschluss am', 'ano de finalizacion', 'fecha de finalizacion', 'ano de graduacion', 'fecha de graduacion',
    'fecha de terminacion', 'finalizacion', 'fecha de fin', 'ano de fin', 'fecha de obtencion', 'ano de obtencion', 'curso de finalizacion',
  ],
  programDuration: [
    'duration', 'mode duration', 'mode of study duration', 'program duration', 'programme duration', 'duration of program', 'duration of programme', 'duration of study',
    'duration of studies', 'length of program', 'length of programme', 'course duration', 'normal duration', 'standard duration',
    'duree', 'duree des etudes', 'duree de la formation', 'duree du programme', 'duree normale', 'regelstudienzeit', 'studiendauer',
    'dauer', 'dauer des studiums', 'duracion', 'duracion del programa', 'duracion de los estudios', 'duracion oficial',
  ],
  dateOfIssue: [
    'date of issue', 'issue date', 'issued on', 'date issued', 'issued', 'date', 'dated', 'date de delivrance', 'delivre le', 'fait le', 'date d emission',
    'date d edition', 'edite le', 'ausstellungsdatum', 'ausgestellt am', 'datum', 'datum der ausstellung', 'fecha de expedicion',
    'expedido el', 'fecha de emision', 'fecha', 'emitido el', 'expedicion', 'date of printing', 'printed on',
  ],
  cgpa: [
    'cgpa', 'gpa', 'cumulative gpa', 'overall gpa', 'grade point average', 'cumulative grade point average', 'final gpa', 'cpi',
    'sgpa', 'overall average', 'average', 'final grade', 'overall grade', 'final mark', 'moyenne generale', 'moyenne',
    'moyenne finale', 'moyenne ponderee', 'note finale', 'moyenne annuelle', 'gesamtnote', 'durchschnittsnote', 'abschlussnote',
    'gesamtdurchschnitt', 'notendurchschnitt', 'gesamturteil', 'nota media', 'nota media final', 'nota media del expediente',
    'promedio', 'promedio general', 'calificacion media', 'nota final', 'media', 'media ponderada', 'cumulative average',
    'final average mark', 'average mark', 'overall mark', 'final mark', 'weighted average', 'overall average mark',
  ],
  totalCredits: [
    'total credits', 'credits earned', 'total credits earned', 'credits completed', 'total credit hours', 'credit hours earned',
    'earned credits', 'total ects', 'ects total', 'total ects credits', 'credits obtained', 'total units', 'units earned',
    'total des credits', 'credits obtenus', 'total credits ects', 'credits ects obtenus', 'total ects', 'nombre de credits',
    'gesamt ects', 'ects gesamt', 'leistungspunkte gesamt', 'summe der leistungspunkte', 'summe leistungspunkte', 'gesamtleistungspunkte',
    'erworbene leistungspunkte', 'erworbene ects leistungspunkte', 'erworbene ects punkte', 'erworbene ects', 'ects punkte gesamt',
    'credits ects acquis', 'credits acquis', 'ects acquis', 'total ects credits', 'summe ects', 'creditos totales', 'total creditos', 'total de creditos',
    'creditos superados', 'total creditos superados', 'creditos obtenidos', 'total ects superados', 'creditos ects superados',
  ],
  totalMarks: ['total marks', 'grand total', 'marks total', 'aggregate', 'aggregate marks', 'total marks obtained', 'total', 'total points', 'gesamtpunktzahl', 'total des points', 'puntuacion total'],
  country: ['country', 'pays', 'land', 'pais', 'staat'],
  state: ['state', 'province', 'region', 'etat', 'bundesland', 'provincia', 'comunidad autonoma', 'state province'],
  faculty: ['faculty', 'school of', 'department', 'faculte', 'ufr', 'departement', 'fakultat', 'fachbereich', 'facultad', 'departamento', 'escuela'],
  nationality: ['nationality', 'nationalite', 'staatsangehorigkeit', 'nacionalidad', 'citizenship'],
  other: [
    'page', 'seite', 'pagina', 'signature', 'unterschrift', 'firma', 'address', 'adresse', 'anschrift', 'direccion', 'phone', 'tel',
    'telephone', 'telefon', 'telefono', 'email', 'e mail', 'web', 'website', 'fax', 'place', 'lieu', 'ort', 'lugar', 'sex', 'gender',
    'sexe', 'geschlecht', 'sexo', 'serial no', 'certificate no', 'diploma no', 'n de serie', 'document no', 'reference', 'ref',
    'verification code', 'code de verification', 'prufcode', 'codigo de verificacion', 'registrar', 'dean', 'doyen', 'dekan', 'decano',
    'grading scale', 'key', 'legend', 'note', 'notes', 'remarks', 'credit unit',
  ],
};

/** Length-preserving fold: accents stripped, lowercase ('ß' kept). */
export function foldSameLength(s: string): string {
  let out = '';
  for (const ch of s) {
    const base = ch.normalize('NFD')[0] ?? ch;
    const low = base.toLowerCase();
    out += low.length === ch.length ? low : ch.length === 1 ? low[0] : low.padEnd(ch.length, ' ');
  }
  return out;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledLabel {
  field: LabelField;
  phrase: string;
  re: RegExp;
  words: number;
}

const COMPILED: CompiledLabel[] = (Object.entries(LABELS) as Array<[LabelField, string[]]>)
  .flatMap(([field, phrases]) =>
    phrases.map((phrase) => {
      const words = phrase.toLowerCase().split(' ');
      // Between words: blanks, dots, apostrophes, hyphens, slashes, "(e)" and the like.
      const body = words.map(escape).join(`(?:[\\s.'’\\-/()°º]|\\(e\\)|\\(in\\))*`);
      return { field, phrase, re: new RegExp(`^(?:n[°º.]?\\s*)?${body}(?:\\s*\\((?:e|in|s|a)\\))?\\.?`, 'u'), words: words.length };
    }),
  )
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** Letters of a text (folded), for a quick prefilter of candidate labels. */
const lettersOf = (s: string) => s.replace(/[^a-z0-9]+/g, '');

/** Labels by the first three letters of their phrase (OCR may drop the blanks between words). */
const BY_KEY = new Map<string, CompiledLabel[]>();
for (const l of COMPILED) {
  const key = lettersOf(l.phrase.toLowerCase()).slice(0, 3);
  const list = BY_KEY.get(key) ?? [];
  list.push(l);
  BY_KEY.set(key, list);
}

/** "N°", "N.º", "No.", and OCR readings of them ("N.2", "N 2") before a label → "N° ". */
const NUMBER_SIGN = /^n\s*(?:[.°º]\s*[°º2o?]?|[°º]|\.?\s*[2?](?=\s)|o\.)\s*\.?\s*(?=\p{L})/iu;

export interface LabelMatch {
  field: LabelField;
  phrase: string;
  /** Length of the label in the original text, including a following colon. */
  length: number;
  /** Whether a colon (or similar separator) followed the label. */
  colon: boolean;
  /** The text after the label and separator (may be empty). */
  rest: string;
}

/**
 * The label at the start of a text: the longest known phrase followed by a separator (":",
 * "-", end of text). Without a colon the label must be the whole text (a label cell).
 */
export function matchLabel(text: string, options: { requireColon?: boolean } = {}): LabelMatch | null {
  const stripped = text.replace(/^[\s•·*\-–]+/, '');
  const t = stripped.replace(NUMBER_SIGN, 'N° ');
  const offset = text.length - stripped.length;
  const f = foldSameLength(t);
  const letters = lettersOf(f);
  if (!letters) return null;
  const candidates = [
    ...(BY_KEY.get(letters.slice(0, 3)) ?? []),
    ...(letters.length >= 2 ? BY_KEY.get(letters.slice(0, 2)) ?? [] : []),
    ...(BY_KEY.get(letters.slice(0, 1)) ?? []),
  ].sort((a, b) => b.phrase.length - a.phrase.length);
  // Labels printed with the number sign ("N° étudiant") are also tried without it.
  if (/^n° /.test(f)) {
    const rest = lettersOf(f.slice(3));
    for (const k of [rest.slice(0, 3), rest.slice(0, 2)]) candidates.push(...(BY_KEY.get(k) ?? []));
    candidates.sort((a, b) => b.phrase.length - a.phrase.length);
  }
  if (!candidates.length) return null;
  for (const l of candidates) {
    const m = l.re.exec(f);
    if (!m) continue;
    const after = f.slice(m[0].length);
    // The label must end at a word boundary.
    if (/^[a-z0-9]/i.test(after)) continue;
    const sep = /^\s*([:：]|\s[-–—]\s|-\s|\|)\s*/.exec(after);
    if (sep) {
      const len = m[0].length + sep[0].length;
      return { field: l.field, phrase: l.phrase, length: offset + len + (stripped.length - t.length), colon: true, rest: t.slice(len).trim() };
    }
    if (options.requireColon) continue;
    if (/^\s*$/.test(after)) return { field: l.field, phrase: l.phrase, length: text.length, colon: false, rest: '' };
  }
  return null;
}

/** Whether a whole text is only a label (possibly with a colon). */
export function isLabel(text: string): boolean {
  const m = matchLabel(text);
  return !!m && m.rest === '';
}

export interface LabeledValue {
  field: LabelField;
  phrase: string;
  value: string;
  /** Where the value was found. */
  line: Line;
  /** How it was found: same cell after a colon, the next cell, or the line below. */
  how: 'inline' | 'next-cell' | 'below';
  /** Index of the line in the list given to findLabeledValues. */
  lineIndex: number;
}

/**
 * Find "label: value" pairs inside a text that may hold several ("Student ID: 123 Date of
 * Birth: 2001-03-12"): the text is cut before every later label followed by a colon.
 */
export function splitInlinePairs(text: string): Array<{ label: LabelMatch; value: string }> {
  const out: Array<{ label: LabelMatch; value: string }> = [];
  let rest = text;
  let guard = 0;
  while (rest && guard++ < 10) {
    const lm = matchLabel(rest, { requireColon: true });
    if (!lm) break;
    const value = lm.rest;
    // Look for the next "Label:" inside the value (at a word start).
    let cut = -1;
    let next: LabelMatch | null = null;
    const re = /(?:^|\s)(?=\S)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(value))) {
      const start = m.index + m[0].length;
      if (start === 0) {
        if (re.lastIndex === m.index) re.lastIndex++;
        continue;
      }
      const cand = matchLabel(value.slice(start), { requireColon: true });
      if (cand) {
        cut = start;
        next = cand;
        break;
      }
      if (re.lastIndex === m.index) re.lastIndex++;
    }
    if (cut >= 0 && next) {
      out.push({ label: lm, value: value.slice(0, cut).trim() });
      rest = value.slice(cut);
    } else {
      out.push({ label: lm, value: value.trim() });
      break;
    }
  }
  return out;
}

function segmentBelow(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  for (let k = i + 1; k < Math.min(lines.length, i + 3); k++) {
    const below = lines[k];
    if (below.pageNumber !== line.pageNumber) return null;
    const gap = below.y - (line.y + line.height);
    if (gap > Math.max(line.height, below.height) * 1.6) return null;
    const cand = below.segments.find((s) => Math.abs(s.x - seg.x) < Math.max(12, seg.fontSize * 1.5) || (s.x <= seg.x + 2 && s.x + s.width >= seg.x + seg.width * 0.5));
    if (cand) return { line: below, seg: cand, index: k };
  }
  return null;
}

/**
 * Every label/value pair of a list of lines. A value is taken (1) after the label and a colon in
 * the same cell, else (2) from the next cell of the line, else (3) from the cell just below.
 */
const meaningful = (v: string) => /[\p{L}\p{N}]/u.test(v);

export function findLabeledValues(lines: Line[]): LabeledValue[] {
  const out: LabeledValue[] = [];
  lines.forEach((line, i) => {
    // OCR specks and rules read as "©", "|", "—" are not cells.
    const segs = line.segments.filter((sg) => meaningful(sg.text));
    for (let j = 0; j < segs.length; j++) {
      const seg = segs[j];
      const pairs = splitInlinePairs(seg.text);
      if (pairs.length) {
        for (let p = 0; p < pairs.length; p++) {
          const { label } = pairs[p];
          const value = meaningful(pairs[p].value) ? pairs[p].value : '';
          if (value) out.push({ field: label.field, phrase: label.phrase, value, line, how: 'inline', lineIndex: i });
          else if (p === pairs.length - 1) {
            // "Label:" ending the cell: the value is in the next cell or below.
            const nextSeg = segs[j + 1];
            if (nextSeg && !matchLabel(nextSeg.text)) {
              out.push({ field: label.field, phrase: label.phrase, value: nextSeg.text, line, how: 'next-cell', lineIndex: i });
              j++;
            } else if (!nextSeg) {
              const below = segmentBelow(lines, i, seg);
              if (below && !matchLabel(below.seg.text)) out.push({ field: label.field, phrase: label.phrase, value: below.seg.text, line: below.line, how: 'below', lineIndex: below.index });
            }
          }
        }
        continue;
      }
      const lm = matchLabel(seg.text);
      if (!lm) continue;
      const nextSeg = segs[j + 1];
      if (nextSeg) {
        if (!matchLabel(nextSeg.text)) {
          out.push({ field: lm.field, phrase: lm.phrase, value: nextSeg.text, line, how: 'next-cell', lineIndex: i });
          j++;
        }
      } else if (segs.length === 1 || j === segs.length - 1) {
        const below = segmentBelow(lines, i, seg);
        if (below && !matchLabel(below.seg.text) && below.seg.fontSize >= seg.fontSize * 0.8) {
          out.push({ field: lm.field, phrase: lm.phrase, value: below.seg.text, line: below.line, how: 'below', lineIndex: below.index });
        }
      }
    }
  });
  return out;
}

export { LABELS };
