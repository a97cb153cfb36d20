/**
 * How a programme is attended (docs/document-understanding.md, "Honesty", rule "An attendance mode is no
 * major"): registrars and examination boards print the mode, form or stream of study beside the
 * programme ("Mode of study: Full-time", "Attendance: Regular", "Stream: Regular", "Régime : présentiel",
 * "Modalidad: Presencial", "Studienform: Vollzeit", "Форма обучения: очная", "نظام الدراسة: انتظام"). Such a
 * value says how the holder studied, never what: it is no major, specialisation, programme or field of
 * study, whatever caption precedes it. The lexicon follows the forms of study national regulations name
 * (full-time / part-time / distance / evening / correspondence; the Russian, Ukrainian and Kazakh
 * "очная / заочная / очно-заочная", "денна / заочна", "күндізгі / сырттай"; the Arabic "انتظام / انتساب";
 * the Indian "Regular / Private / Correspondence", Hindi "नियमित / स्वाध्यायी"; the Thai "ภาคปกติ / ภาคพิเศษ").
 */
import { fold } from './normalize';

/** Modes of study, one phrase a line of the list (folded when compiled). */
const MODES = [
  // en
  'regular', 'private', 'full time', 'part time', 'full time study', 'part time study', 'full time studies', 'part time studies',
  'full time course', 'part time course', 'regular course', 'regular mode', 'private mode', 'distance mode', 'external mode',
  'full time mode', 'part time mode', 'regular student', 'private student', 'private candidate', 'regular candidate',
  'distance', 'distance learning', 'distance education', 'open and distance learning', 'odl', 'open learning', 'correspondence',
  'correspondence course', 'evening', 'evening classes', 'evening study', 'weekend', 'weekend classes', 'on campus', 'off campus',
  'online', 'in person', 'face to face', 'blended', 'hybrid', 'external', 'internal', 'day', 'day scholar', 'sandwich',
  'non collegiate', 'full time on campus', 'part time on campus', 'full time in person',
  // fr
  'regulier', 'presentiel', 'en presentiel', 'a distance', 'distanciel', 'enseignement a distance', 'formation a distance',
  'temps plein', 'a temps plein', 'temps partiel', 'a temps partiel', 'formation initiale', 'formation continue', 'alternance',
  'en alternance', 'apprentissage', 'formation en apprentissage', 'cours du soir', 'cours de jour', 'hybride',
  // es
  'presencial', 'modalidad presencial', 'a distancia', 'semipresencial', 'semi presencial', 'en linea', 'virtual', 'tiempo completo',
  'tiempo parcial', 'dedicacion completa', 'dedicacion parcial', 'matutino', 'vespertino', 'nocturno', 'diurno', 'escolarizado',
  'escolarizada', 'no escolarizado', 'no escolarizada', 'abierta', 'sistema abierto', 'mixta', 'turno matutino', 'turno vespertino',
  // pt
  'ead', 'educacao a distancia', 'ensino a distancia', 'integral', 'tempo integral', 'noturno', 'matutino', 'vespertino',
  // de
  'vollzeit', 'teilzeit', 'vollzeitstudium', 'teilzeitstudium', 'prasenzstudium', 'prasenz', 'fernstudium', 'berufsbegleitend',
  'dual', 'duales studium', 'direktstudium', 'abendstudium', 'prasenzlehre',
  // it
  'tempo pieno', 'tempo parziale', 'a tempo pieno', 'a tempo parziale', 'in presenza', 'a distanza', 'convenzionale', 'telematica',
  // nl, pl, cs, tr, id, ms
  'voltijd', 'deeltijd', 'duaal', 'stacjonarne', 'niestacjonarne', 'studia stacjonarne', 'studia niestacjonarne', 'stacjonarna',
  'niestacjonarna', 'zaoczne', 'wieczorowe', 'prezencni', 'kombinovana', 'distancni', 'orgun', 'orgun ogretim', 'ikinci ogretim',
  'uzaktan ogretim', 'acik ogretim', 'reguler', 'ekstensi', 'kelas karyawan', 'sepenuh masa', 'separuh masa', 'jarak jauh',
  // ru
  'очная', 'очное', 'очно', 'заочная', 'заочное', 'заочно', 'очно заочная', 'очно заочное', 'вечерняя', 'дневная',
  'дистанционная', 'дистанционно', 'экстернат', 'очная форма', 'заочная форма', 'очная форма обучения', 'заочная форма обучения',
  'очно заочная форма обучения', 'вечерняя форма обучения', 'дневная форма обучения',
  // uk
  'денна', 'заочна', 'вечірня', 'дистанційна', 'очна', 'очно заочна', 'екстернат', 'денна форма', 'заочна форма',
  'денна форма навчання', 'заочна форма навчання', 'вечірня форма навчання', 'дистанційна форма навчання',
  // kk
  'күндізгі', 'сырттай', 'кешкі', 'қашықтықтан', 'күндізгі оқу нысаны', 'сырттай оқу нысаны', 'кешкі оқу нысаны',
  // ar
  'انتظام', 'انتساب', 'الانتظام', 'الانتساب', 'منتظم', 'منتسب', 'عن بعد', 'التعليم عن بعد', 'تعليم عن بعد', 'دوام كامل',
  'دوام جزئي', 'تعليم مفتوح', 'التعليم المفتوح', 'مسائي', 'نظامي', 'تعليم نظامي',
  // hi
  'नियमित', 'स्वाध्यायी', 'पत्राचार', 'दूरस्थ', 'दूरस्थ शिक्षा', 'निजी', 'संस्थागत', 'असंस्थागत', 'प्राइवेट', 'रेगुलर',
  // th
  'ภาคปกติ', 'ภาคพิเศษ', 'ภาคค่ำ', 'เต็มเวลา', 'ไม่เต็มเวลา', 'ภาคนอกเวลา', 'ภาคสมทบ', 'ทางไกล',
];

const norm = (s: string) =>
  fold(s)
    .replace(/[-‐‑–—_.'"«»“”]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const MODE_SET = new Set(MODES.map(norm));

/**
 * Whether a value is wholly a mode of study ("Regular", "Full-time", "Formation initiale, temps plein",
 * "очная", "Regular (Full-time)"): each of its parts, parted by commas, slashes, parentheses or a dash,
 * is one of the lexicon's modes.
 */
export function isStudyMode(value: string): boolean {
  const parts = fold(value)
    .split(/[,;/|()]|\s[-–—]\s|\s(?:and|et|y|e|und|и|і)\s/u)
    .map(norm)
    .filter((p) => p.length > 0);
  return parts.length > 0 && parts.every((p) => MODE_SET.has(p));
}

/**
 * Rule "A language stream is no major" (docs/document-understanding.md, "Forms the rotated group j- showed"): where a
 * country teaches in two languages, an examination board or a school prints the language the holder was taught in under
 * the stream's caption ("Stream: Anglophone", "Section : francophone", "Medium: English Medium"). Such a value says in
 * which language, never what, was studied: a word of the "-phone" kind (Anglophone, Francophone, Lusophone,
 * Arabophone, Hispanophone), "bilingual", or a language with "medium" ("English Medium", "Medium of instruction:
 * Hindi") is no major. A language alone ("English") may be a field of study, and is kept.
 */
export function isLanguageStream(value: string): boolean {
  const v = norm(value).replace(/\b(?:stream|section|filiere|serie|track)\b/g, '').replace(/\s+/g, ' ').trim();
  return /^(?:(?:anglo|franco|luso|arabo|hispano|germano|italo|neerlando)phone|bilingual|bilingue|(?:\p{L}+ )?medium(?: of instruction)?(?: \p{L}+)?)$/u.test(v);
}
