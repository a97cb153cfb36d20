/**
 * Structure signals of academic content (issue 'Document understanding', 1: "a table with grade,
 * mark or credit columns is academic whatever its title"): a header row naming a subject column
 * and a grade, mark or credit column with repeated rows under it; rows that end in grades;
 * marks printed with their maximum; GPA lines; term headings. They hold whatever language the
 * title is in, and when OCR lost the title.
 */
import { headerWords } from '../extraction/headerLexicon';
import type { Line } from '../text/layout';
import type { DocumentText, TextItem } from '../types';
import { GRADE_WORDS } from './lexicons';
import { foldForMatch, Lexicon, matchText } from './match';

type Column = 'subject' | 'grade' | 'marks' | 'credits' | 'maximum' | 'code' | 'term' | 'result';

/** Column headings of course tables (subject, grade, marks, credits …) in the lexicon languages. */
const COLUMNS = new Lexicon<Column>()
  .add('subject', 1, [
    'course', 'courses', 'course title', 'course name', 'subject', 'subjects', 'subject name', 'module', 'module title', 'paper',
    'name of the subject', 'title', 'description', 'unit', 'lehrveranstaltung', 'modul', 'fach', 'prufungsleistung', 'veranstaltung',
    'matiere', 'unite d enseignement', 'intitule', 'ue', 'asignatura', 'materia', 'insegnamento', 'attivita formativa', 'esame',
    'disciplina', 'unidade curricular', 'дисциплина', 'наименование дисциплины', 'предмет', 'наименование', 'дисципліна',
    'назва дисципліни', 'предмети', 'пән', 'пәннің атауы', 'пән атауы', 'المادة', 'المقرر', 'اسم المقرر', 'المواد', 'विषय',
    'प्रश्नपत्र', 'รายวิชา', 'ชื่อวิชา', 'วิชา', 'የትምህርት ዓይነት', 'ትምህርት',
  ])
  .add('grade', 1, [
    'grade', 'grades', 'letter grade', 'note', 'noten', 'bewertung', 'nota', 'notas', 'calificacion', 'calificaciones', 'voto',
    'conceito', 'оценка', 'оцінка', 'баға', 'бағасы', 'التقدير', 'الدرجة', 'درجة', 'ระดับคะแนน', 'เกรด', 'ผลการเรียน', 'ग्रेड',
    'श्रेणी', 'ደረጃ', 'ውጤት', 'grade points', 'gp', 'points', 'punkte', 'баллы', 'бали', 'балл', 'puntos',
  ])
  .add('marks', 1, [
    'marks', 'marks obtained', 'mark', 'obtained', 'score', 'scores', 'percentage', 'total marks', 'theory', 'practical',
    'internal', 'external', 'sessional', 'प्राप्तांक', 'अंक', 'العلامة', 'الدرجات', 'คะแนน',
  ])
  .add('maximum', 1, ['max', 'maximum', 'max marks', 'maximum marks', 'full marks', 'out of', 'min', 'minimum', 'pass marks', 'पूर्णांक', 'النهاية العظمى', 'الحد الأقصى'])
  .add('credits', 1, [
    'credits', 'credit', 'credit hours', 'cr', 'hrs', 'hours', 'units', 'ects', 'lp', 'cp', 'sws', 'credits ects', 'creditos',
    'crediti', 'cfu', 'carga horaria', 'часы', 'часов', 'кол во часов', 'зачетные единицы', 'з е', 'кредиты', 'кредити',
    'години', 'годин', 'кредит', 'сағат', 'الساعات', 'ساعات', 'الساعات المعتمدة', 'หน่วยกิต', 'क्रेडिट', 'ክሬዲት',
  ])
  .add('code', 1, ['code', 'course code', 'course no', 'subject code', 'paper code', 'kennung', 'nr', 'codigo', 'код', 'шифр', 'رمز', 'الرمز', 'รหัสวิชา', 'รหัส', 'कोड'])
  .add('term', 1, ['semester', 'term', 'session', 'semestre', 'семестр', 'ภาคเรียน', 'الفصل'])
  .add('result', 1, ['result', 'results', 'status', 'resultat', 'ergebnis', 'resultado', 'esito', 'результат', 'нәтиже', 'النتيجة', 'परिणाम', 'ผล'])
  // The header words of the course-table lexicon in its other languages (one list, headerLexicon.ts).
  .add('subject', 1, headerWords('name'))
  .add('grade', 1, headerWords('grade'))
  .add('marks', 1, headerWords('marksScored'))
  .add('maximum', 1, headerWords('maximumMarks'))
  .add('credits', 1, [...headerWords('credit'), ...headerWords('hours')])
  .add('code', 1, headerWords('code'))
  .add('term', 1, headerWords('term'))
  .add('result', 1, headerWords('passStatus'));

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/g;
const NUMBER = /^\d{1,3}([.,]\d{1,2})?$/;
const LETTER_GRADE = /^([a-f][+-]?|[a-f]{2}|o|ex|[a-f]x|p|s|u|np|nc|cr|i|w|wp|wf|f[xs]?)$/i;
/** Money has thousands separators or two decimals on large numbers, or a currency. */
const MONEY = /(^|\s)[$€£₹¥₽]|\d{1,3}([, ]\d{3})+([.,]\d{2})\b|\b(usd|eur|inr|rub|uah)\b/i;

/**
 * "A course code is no course title": a cell of a few capitals and a number ("SCI 179", "MATH-201",
 * "CS101A") is the code column before the title; taken for the title, the title and its translation
 * after it read as two word cells and the row as no course row.
 */
const COURSE_CODE = /^\p{Lu}{2,5}[ -]?\d{2,4}\p{Lu}?$/u;

/**
 * "A grade in figures and words": a mark printed in figures and then spelt out ("3 | tres",
 * "8 (huit)", "4 cuatro") is a grade, as a grade word is, in the lexicon languages.
 */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['zero cero zero zero null ноль нуль', 0],
    ['one uno um un uno eins один одна один одна', 1],
    ['two dos dois deux due zwei два дві', 2],
    ['three tres tres trois tre drei три три', 3],
    ['four cuatro quatro quatre quattro vier четыре чотири', 4],
    ['five cinco cinco cinq cinque funf пять пять', 5],
    ['six seis seis six sei sechs шесть шість', 6],
    ['seven siete sete sept sette sieben семь сім', 7],
    ['eight ocho oito huit otto acht восемь вісім', 8],
    ['nine nueve nove neuf nove neun девять девять', 9],
    ['ten diez dez dix dieci zehn десять десять', 10],
  ].flatMap(([words, n]) => (words as string).split(' ').map((w) => [w, n as number])),
);

/** Whether two cells, or one cell, print a number and then the same number in words. */
export function isFiguresAndWords(cells: string[]): boolean {
  const toks = cells.flatMap((c) => foldForMatch(c).split(' ')).filter(Boolean);
  for (let i = 0; i + 1 < toks.length; i++) {
    const n = NUMBER_WORDS[toks[i + 1]];
    if (n !== undefined && /^\d{1,2}$/.test(toks[i]) && Number(toks[i]) === n) return true;
  }
  return false;
}

/** Whether a cell reads as a grade, mark, point or credit value. */
function isGradeCell(text: string): boolean {
  const t = text.trim();
  if (NUMBER.test(t) && parseFloat(t.replace(',', '.')) <= 100) return true;
  if (LETTER_GRADE.test(t)) return true;
  // "5 (отлично)", "85/100", "A (4.0)"
  if (/^\d{1,3}([.,]\d)?\s*\(\s*\p{L}[\p{L} ]*\)$/u.test(t) || /^\d{1,3}\s*\/\s*\d{2,3}$/.test(t) || /^[a-f][+-]?\s*\(\s*\d[.,]?\d*\s*\)$/i.test(t)) return true;
  const words = foldForMatch(t).split(' ');
  return words.length <= 3 && words.every((w) => GRADE_WORDS.has(w));
}

/** Whether a line reads as a course row: a title of words, then grade-like values. */
export function isCourseLikeRow(line: Line): boolean {
  if (MONEY.test(line.text)) return false;
  let cells = line.segments.map((s) => s.text.trim()).filter((t) => /[\p{L}\p{N}]/u.test(t));
  // Right-to-left rows (Arabic) read from the right: the title cell is the rightmost.
  if ((line.text.match(RTL) ?? []).length > (line.text.match(/[a-z\u0400-\u04ff]/gi) ?? []).length) cells = [...cells].reverse();
  let title = -1;
  cells.forEach((c, i) => {
    if (title < 0 && /[\p{L}\p{M}]{3,}/u.test(c) && !isGradeCell(c) && !COURSE_CODE.test(c.trim())) title = i;
  });
  // A row whose only word cell is its code (the title on a line of its own) keeps the code as its title.
  if (title < 0) cells.forEach((c, i) => {
    if (title < 0 && /[\p{L}\p{M}]{3,}/u.test(c) && !isGradeCell(c)) title = i;
  });
  if (title < 0) {
    // OCR often joins the cells of a row into one: "Calculus I 4 A-".
    const m = /^(?:[\p{L}\p{N}.-]+\s+)?\p{L}[\p{L}\p{M}\s&,.()'-]{3,}?\s+((?:\S+\s+){0,3}\S+)$/u.exec(line.text.trim());
    if (!m) return false;
    const tail = m[1].split(/\s+/);
    return tail.length > 0 && isGradeCell(tail[tail.length - 1]) && /\d/.test(m[1]);
  }
  const after = cells.slice(title + 1);
  if (after.length) return after.some(isGradeCell) && after.filter((c) => !isGradeCell(c) && /[\p{L}\p{M}]{4,}/u.test(c)).length <= 1;
  // One cell holding title and values.
  const toks = cells[title].split(/\s+/);
  const last = toks[toks.length - 1];
  return toks.length >= 3 && isGradeCell(last) && /[\p{L}\p{M}]{3,}/u.test(toks.slice(0, -1).join(' ')) && /\d/.test(toks.slice(-3).join(' '));
}

export interface Structure {
  /** Header lines naming a subject column and a grade/mark/credit column (or two of those). */
  headers: number;
  /** Course-like rows under such a header (first page to last). */
  tableRows: number;
  /** Course-like rows anywhere, header or not. */
  courseLikeRows: number;
  /** Rows whose values include a grade word or letter ("A-", "отлично", "Admis"), not only numbers. */
  gradeWordRows: number;
  /** "85/100", "out of 100", "Max. Marks". */
  marksWithMaximum: number;
  gpaLines: number;
  termHeadings: number;
}

/** Columns a line names, if it reads as a table header. */
export function headerColumns(line: Line): Set<Column> {
  const cols = new Set<Column>();
  // A header is a short line of headings.
  if (line.text.length > 200 || line.text.split(/\s+/).length > 16) return cols;
  const cells = line.segments.length > 1 ? line.segments.map((s) => s.text) : [line.text];
  let matchedWords = 0;
  let words = 0;
  for (const cell of cells) {
    const mt = matchText([{ text: cell, prominent: false }]);
    words += mt.tokens.length;
    for (const h of COLUMNS.match(mt)) {
      cols.add(h.category);
      matchedWords += h.start < 0 ? 1 : h.end - h.start;
    }
  }
  // A header is mostly headings: a sentence that happens to say "course" and "grade" is not.
  if (words > 0 && matchedWords / words < 0.4) return new Set();
  return cols;
}

const isAcademicHeader = (cols: Set<Column>): boolean =>
  (cols.has('subject') && (cols.has('grade') || cols.has('marks') || cols.has('credits') || cols.has('result'))) ||
  ['grade', 'marks', 'credits', 'maximum'].filter((c) => cols.has(c as Column)).length >= 2;

const GPA = /\b(c|s|y|q)?gpa\b|\bgrade point average\b|\bcgpa\b|\bcwa\b|\bwam\b|\bmoyenne generale\b|\bnotendurchschnitt\b|\bdurchschnittsnote\b|\bgesamtnote\b|средний балл|орташа балл|середній бал|\bpromedio\b|\bnota media\b|\bmedia (ponderata|finale|geral)\b|المعدل|เกรดเฉลี่ย|คะแนนเฉลี่ย|ผลการเรียนเฉลี่ย/u;
const TERM = /\b(semester|trimester|semestre|semestr|wintersemester|sommersemester|fall|spring|autumn|summer term|winter term|academic year|year [ivx]+|[ivx]+ (year|semester)|(first|second|third|fourth|final) (year|semester))\b|\b(1st|2nd|3rd|[4-8]th) (semester|year|term)\b|семестр|(?<!\p{L})курс(?!\p{L})|ภาคเรียน|ภาคการศึกษา|الفصل الدراسي|الفرقة|सेमेस्टर|सत्र/u;
const MAXIMUM = /(?<![\d/.])\d{1,3}(?:[.,]\d+)?\s*\/\s*(?:10|20|25|30|40|50|60|70|75|80|90|100|150|200|300|400|500|600|1000|1100)(?![\d/.])|\bout of \d{2,4}\b|\bmax(imum)?\.? marks\b|\bfull marks\b|\bmarks obtained\b|\bmin(imum)?\.? marks\b|पूर्णांक|प्राप्तांक|النهاية العظمى|الدرجة العظمى/gu;

/** OCR confidence under which a short word is taken for a speck, not a cell (MIN_OCR_CONFIDENCE of the extraction's gate). */
const SPECK_CONFIDENCE = 50;

/**
 * The document without the short words OCR read unsure (three characters or fewer, confidence
 * under SPECK_CONFIDENCE): the dots of a logo, a stamp's or a signature's strokes read as "eee aia a
 * rN", a speck read as "4" after a date. Such words are no grade cells and no titles; counted as
 * cells they make course-like rows out of a letter's lines. A text layer is returned as it is.
 */
export function withoutSpecks(doc: DocumentText): DocumentText {
  const speck = (it: TextItem) => it.confidence !== null && it.confidence < SPECK_CONFIDENCE && it.text.trim().length <= 3;
  if (!doc.pages.some((p) => p.items.some(speck))) return doc;
  return { ...doc, pages: doc.pages.map((p) => ({ ...p, items: p.items.filter((it) => !speck(it)) })) };
}

/** The structure signals of a document's lines. */
export function structureOf(lines: Line[]): Structure {
  const s: Structure = { headers: 0, tableRows: 0, courseLikeRows: 0, gradeWordRows: 0, marksWithMaximum: 0, gpaLines: 0, termHeadings: 0 };
  let underHeader = false;
  for (const line of lines) {
    const folded = foldForMatch(line.text);
    const cols = headerColumns(line);
    if (cols.size >= 2 && isAcademicHeader(cols)) {
      s.headers++;
      underHeader = true;
      continue;
    }
    if (isCourseLikeRow(line)) {
      s.courseLikeRows++;
      if (underHeader) s.tableRows++;
      const tail = line.segments.length > 1 ? line.segments.slice(1).map((g) => g.text) : line.text.split(/\s+/).slice(-3);
      if (tail.some((c) => isGradeCell(c) && !NUMBER.test(c.trim())) || isFiguresAndWords(tail)) s.gradeWordRows++;
    }
    s.marksWithMaximum += (line.text.match(MAXIMUM)?.length ?? 0) + (folded.match(MAXIMUM)?.length ?? 0) > 0 ? 1 : 0;
    if (GPA.test(folded) && /\d/.test(folded)) s.gpaLines++;
    if (TERM.test(folded) && folded.split(' ').length <= 8) s.termHeadings++;
  }
  return s;
}
