/**
 * A perturbation for development (`--caption-forms [N]`): the printed caption and value of each key
 * field are re-set in another form, and the engines are asked again. Documents the engines were never
 * written against print the same fields under other caption forms: with or without a colon, with dot
 * leaders ("Name of Candidate ........ VALUE"), across a wide tab gap, with the value on the line below
 * the caption, in capitals, bilingual ("Name / Nom"), under another wording ("Student's name",
 * "Nom et prénom(s)", "ФИО"), or with the name in capitals surname first ("SURNAME, Given"). A reader
 * written for the development documents' captions may lose such a field or take something else for it.
 *
 * The measure counts, per field and per form, values the change of form CHANGED from the untouched
 * reading to something that is not the truth, and values lost (null where the untouched reading had the
 * truth). Values stay the truth's: the README's conventions read every form here to the same value
 * (a name in capitals surname first is still "Given Family", scripts/samples/families/README.md).
 *
 * A field is re-set only where its value is on exactly one line (`locateField`) and a caption is found
 * for it: the text before the value on its line (or the cell just left of it), or, for a value alone
 * on its line, a caption line above it ending with a colon or that the label reader knows. The caption
 * pool below is written from public descriptions of forms, in several languages; no caption is copied
 * from a development family.
 */
import { groupLines } from '../../src/processing/text';
import { matchLabel } from '../../src/processing/extraction/labels';
import type { DocumentText, ExtractionResult, PageText, TextItem } from '../../src/processing/types';
import { fieldOf, printedForms, words, locateField } from './ablate';
import { rng } from './decoys';

export const CAPTION_FORMS = ['colon', 'dots', 'tab', 'below', 'caps', 'bilingual', 'synonym', 'namecaps'] as const;
export type CaptionForm = (typeof CAPTION_FORMS)[number];

/** The fields re-set (scalar key fields of the truth, and the admission). */
export const CAPTIONED_FIELDS = [
  'candidate.fullName',
  'candidate.dateOfBirth',
  'qualification.registrationNumber',
  'institution.name',
  'qualification.name',
  'qualification.yearOfCompletion',
  'qualification.dateOfIssue',
  'qualification.yearOfAdmission',
] as const;
export type CaptionedField = (typeof CAPTIONED_FIELDS)[number];

type Pool = Record<string, string[]>;

/** Captions per field and language. `yearOfCompletion:date` and `yearOfAdmission:date`: when the value printed is a whole date. */
export const CAPTION_POOL: Record<string, Pool> = {
  'candidate.fullName': {
    en: ['Name', 'Name of Candidate', "Student's Name", 'Name of the Candidate', 'Holder', 'Full name', 'Name of Student', 'Candidate'],
    fr: ['Nom et prénom(s)', 'Nom et prénoms', "Nom de l'étudiant", 'Titulaire'],
    es: ['Apellidos y nombres', 'Nombre del alumno', 'Nombre completo', 'Nombre del estudiante'],
    pt: ['Nome do aluno', 'Nome completo', 'Nome do estudante'],
    de: ['Name des Studierenden', 'Vor- und Nachname', 'Name, Vorname'],
    it: ['Cognome e nome', 'Nome dello studente'],
    ru: ['ФИО', 'Фамилия, имя, отчество', 'Ф.И.О. студента'],
    uk: ['ПІБ', "Прізвище, ім'я, по батькові"],
    ar: ['اسم الطالب', 'الاسم الكامل'],
  },
  'candidate.dateOfBirth': {
    en: ['Date of Birth', 'DOB', 'Born on', 'Birth date', 'Date of birth (DD/MM/YYYY)'],
    fr: ['Date de naissance', 'Né(e) le'],
    es: ['Fecha de nacimiento', 'F. de nacimiento'],
    pt: ['Data de nascimento', 'Nascido em'],
    de: ['Geburtsdatum', 'geboren am'],
    it: ['Data di nascita', 'Nato/a il'],
    ru: ['Дата рождения'],
    uk: ['Дата народження'],
    ar: ['تاريخ الميلاد'],
  },
  'qualification.registrationNumber': {
    en: ['Registration No.', 'Roll No.', 'Student ID', 'Enrolment Number', 'Matriculation No.', 'Student Number'],
    fr: ["N° d'inscription", 'Matricule', 'Numéro étudiant'],
    es: ['N.º de matrícula', 'Matrícula', 'Número de expediente'],
    pt: ['Matrícula', 'Número de matrícula', 'RA'],
    de: ['Matrikelnummer', 'Matrikel-Nr.'],
    it: ['Matricola', 'Numero di matricola'],
    ru: ['Номер зачетной книжки', 'Студенческий билет №'],
    uk: ['Номер залікової книжки'],
    ar: ['الرقم الجامعي', 'رقم القيد'],
  },
  'institution.name': {
    en: ['Institution', 'Name of Institution', 'University', 'Awarding institution', 'Name of the institution'],
    fr: ['Établissement', 'Université'],
    es: ['Institución', 'Universidad', 'Centro educativo'],
    pt: ['Instituição', 'Instituição de ensino'],
    de: ['Hochschule', 'Universität', 'Bildungseinrichtung'],
    it: ['Ateneo', 'Istituzione'],
    ru: ['Учебное заведение', 'Наименование вуза'],
    uk: ['Заклад освіти'],
    ar: ['المؤسسة', 'اسم الجامعة'],
  },
  'qualification.name': {
    en: ['Degree', 'Programme', 'Qualification', 'Degree conferred', 'Award', 'Name of the degree'],
    fr: ['Diplôme', 'Intitulé du diplôme'],
    es: ['Título', 'Titulación', 'Carrera'],
    pt: ['Curso', 'Grau'],
    de: ['Abschluss', 'Studiengang', 'Akademischer Grad'],
    it: ['Titolo di studio', 'Corso di laurea'],
    ru: ['Квалификация', 'Направление подготовки'],
    uk: ['Кваліфікація', 'Спеціальність'],
    ar: ['الدرجة العلمية', 'المؤهل'],
  },
  'qualification.yearOfCompletion': {
    en: ['Year of Completion', 'Year of Passing', 'Completed', 'Year of award', 'Year of graduation'],
    fr: ["Année d'obtention", 'Année de fin des études'],
    es: ['Año de egreso', 'Año de finalización'],
    pt: ['Ano de conclusão'],
    de: ['Abschlussjahr'],
    it: ['Anno di conseguimento'],
    ru: ['Год окончания'],
    uk: ['Рік закінчення'],
    ar: ['سنة التخرج'],
  },
  'qualification.yearOfCompletion:date': {
    en: ['Date of Completion', 'Completed on', 'Date of graduation', 'Date of award'],
    fr: ["Date d'obtention", 'Date de fin des études'],
    es: ['Fecha de egreso', 'Fecha de finalización'],
    pt: ['Data de conclusão'],
    de: ['Abschlussdatum'],
    it: ['Data di conseguimento'],
    ru: ['Дата окончания'],
    uk: ['Дата закінчення'],
    ar: ['تاريخ التخرج'],
  },
  'qualification.dateOfIssue': {
    en: ['Date of Issue', 'Issued on', 'Date of issuance'],
    fr: ['Délivré le', 'Date de délivrance'],
    es: ['Fecha de expedición', 'Expedido el'],
    pt: ['Data de emissão', 'Expedido em'],
    de: ['Ausstellungsdatum', 'Datum der Ausstellung'],
    it: ['Data di rilascio'],
    ru: ['Дата выдачи'],
    uk: ['Дата видачі'],
    ar: ['تاريخ الإصدار'],
  },
  'qualification.yearOfAdmission': {
    en: ['Year of Admission', 'Admitted', 'Year of Entry', 'Year of Enrolment', 'Entry year'],
    fr: ["Année d'admission", "Année d'entrée"],
    es: ['Año de ingreso'],
    pt: ['Ano de ingresso'],
    de: ['Studienbeginn', 'Jahr der Immatrikulation'],
    it: ['Anno di immatricolazione'],
    ru: ['Год поступления'],
    uk: ['Рік вступу'],
    ar: ['سنة الالتحاق'],
  },
  'qualification.yearOfAdmission:date': {
    en: ['Date of Admission', 'Admitted on', 'Date of entry', 'Date of enrolment'],
    fr: ["Date d'admission", "Date d'inscription"],
    es: ['Fecha de ingreso'],
    pt: ['Data de ingresso'],
    de: ['Immatrikulationsdatum'],
    it: ['Data di immatricolazione'],
    ru: ['Дата зачисления'],
    uk: ['Дата зарахування'],
    ar: ['تاريخ الالتحاق'],
  },
};

/** A field's caption and value as found on a page. */
export interface CaptionedValue {
  field: CaptionedField;
  page: number;
  /** Items holding the caption (removed when re-set), and the caption's text as printed. */
  captionItems: TextItem[];
  caption: string;
  /** Items holding the value; the value's text as printed. */
  valueItems: TextItem[];
  value: string;
  /** Where the caption and the value start, and the line's top and height. */
  captionX: number;
  valueX: number;
  y: number;
  height: number;
  /** The caption is on the line above the value (the value alone on its line). */
  stacked: boolean;
  /** The x where the next item right of the value starts (Infinity: none). */
  rightLimit: number;
  fontName: string | null;
  fontSize: number;
}

const charWidth = (fontSize: number) => fontSize * 0.5;
const widthOf = (s: string, fontSize: number) => s.length * charWidth(fontSize);

/** A caption: letters, at most ~8 words, no digits but a leading section number. */
function captionLike(s: string): boolean {
  const t = s.replace(/^\s*\d{1,2}(?:\.\d{1,2})*\.?\s+/, '').trim();
  if (!/\p{L}/u.test(t) || t.length > 70) return false;
  if (/\d/.test(t.replace(/\(?\s*(?:DD|MM|YYYY|dd|mm|yyyy)[^)]*\)?/g, ''))) return false;
  return t.split(/\s+/).length <= 9;
}

/** The label reader's fields that a caption of each re-set field may name. */
const CAPTION_OF: Record<CaptionedField, string[]> = {
  // A family-name or given-name caption holds part of the name: another name caption would change the value.
  'candidate.fullName': ['fullName'],
  'candidate.dateOfBirth': ['dateOfBirth'],
  'qualification.registrationNumber': ['registrationNumber'],
  'institution.name': ['institution'],
  'qualification.name': ['qualification', 'program'],
  'qualification.yearOfCompletion': ['yearOfCompletion'],
  'qualification.dateOfIssue': ['dateOfIssue'],
  'qualification.yearOfAdmission': ['yearOfAdmission'],
};

/**
 * Whether a printed text is the field's caption: one the label reader knows for that field, or an
 * unknown one ending with a colon. A known caption of another field (a date of issue holding the year
 * of completion) is not re-set: another caption would change what the value is. A formula that is no
 * caption ("Fait à Calais, le 24/06/2021") is left alone.
 */
function captionOf(field: CaptionedField, caption: string): boolean {
  if (!captionLike(caption)) return false;
  const m = matchLabel(caption);
  if (m && m.rest.trim() === '') return CAPTION_OF[field].includes(m.field);
  return /[:：]\s*$/.test(caption);
}

/**
 * The field's caption and value on the page, or null when the value is on no line or on several, or
 * stands without a caption.
 */
export function locateCaptioned(text: DocumentText, field: CaptionedField, value: unknown, printed: Record<string, string> = {}): CaptionedValue | null {
  const located = locateField(text, field, value, printed);
  if (!located) return null;
  const forms = printedForms(field, value, printed);
  const matches = (ws: string[]) => forms.some((m) => m(ws));
  const page = text.pages[located.page];
  const lines = groupLines(page);
  const li = lines.findIndex((l) => l.items.some((it) => located.items.has(it)) && matches(words(l.items.map((it) => it.text).join(' '))));
  if (li < 0) return null;
  const items = [...lines[li].items].sort((a, b) => a.x - b.x);
  const w = (its: TextItem[]) => words(its.map((it) => it.text).join(' '));
  // The shortest run of items holding the value.
  let run: [number, number] | null = null;
  for (let a = 0; a < items.length; a++)
    for (let b = a; b < items.length; b++)
      if (matches(w(items.slice(a, b + 1)))) {
        if (!run || b - a <= run[1] - run[0]) run = [a, b];
        break;
      }
  if (!run) return null;
  const [a, b] = run;
  // The value's start inside its first item: the most words cut off that still leave the value.
  const tokens = items[a].text.split(/(\s+)/);
  let cut = 0;
  for (let k = 2; k < tokens.length; k += 2) {
    const rest = tokens.slice(k).join('');
    if (matches(words([rest, ...items.slice(a + 1, b + 1).map((it) => it.text)].join(' ')))) cut = k;
    else break;
  }
  // Text after the value (another field in the same item): not handled, the field is skipped.
  const valueTokens = [tokens.slice(cut).join(''), ...items.slice(a + 1, b + 1).map((it) => it.text)].join(' ').trim().split(/\s+/);
  if (valueTokens.length > 1 && matches(words(valueTokens.slice(0, -1).join(' ')))) return null;
  const prefix = tokens.slice(0, cut).join('');
  const valueText = [tokens.slice(cut).join(''), ...items.slice(a + 1, b + 1).map((it) => it.text)].join(' ').trim();
  const first = items[a];
  const fs = first.fontSize || first.height || 10;
  const valueX = cut ? first.x + (first.width * prefix.length) / Math.max(1, first.text.length) : first.x;
  const rightLimit = b + 1 < items.length ? items[b + 1].x : Infinity;
  const base = { field, page: located.page, valueX, y: first.y, height: first.height, rightLimit, fontName: first.fontName, fontSize: fs, value: valueText };
  // The caption on the same line: the text before the value in its item, or with the cell left of it.
  const pre = prefix.trim();
  if (pre && /\p{L}/u.test(pre)) {
    if (!captionOf(field, pre)) return null;
    return { ...base, captionItems: [first], caption: pre, valueItems: items.slice(a, b + 1), captionX: first.x, stacked: false };
  }
  if (a > 0) {
    const left = items[a - 1];
    const cap = `${left.text.trim()}${pre ? ` ${pre}` : ''}`.trim();
    if (!captionOf(field, cap)) return null;
    return { ...base, captionItems: cut ? [left, first] : [left], caption: cap, valueItems: items.slice(a, b + 1), captionX: left.x, stacked: false };
  }
  // A value alone on its line: a caption line just above, near its left edge.
  if (b !== items.length - 1 || li === 0 || cut) return null;
  const above = [...lines[li - 1].items].sort((p, q) => p.x - q.x);
  const cand = above.filter((it) => Math.abs(it.x - first.x) < 3 * fs);
  if (cand.length !== 1) return null;
  const cap = cand[0].text.trim();
  if (!captionOf(field, cap)) return null;
  const gap = first.y - (cand[0].y + cand[0].height);
  if (gap > 2.5 * fs) return null;
  return { ...base, captionItems: [cand[0]], caption: cap, valueItems: items.slice(a, b + 1), captionX: cand[0].x, stacked: true };
}

const hasColon = (s: string) => /[:：]\s*$/.test(s);
const noColon = (s: string) => s.replace(/\s*[:：]\s*$/, '');
const fold = (s: string) => words(s).join(' ');

/** A caption of the field's pool in one of the languages, not the printed one, from `r`. */
function poolCaption(field: string, langs: string[], r: () => number, not: string): string | null {
  const pool = CAPTION_POOL[field] ?? {};
  const all = langs.flatMap((l) => pool[l] ?? []).filter((c) => fold(c) !== fold(not));
  return all.length ? all[Math.floor(r() * all.length)] : null;
}

/** The caption pool's key for a value: a date printed where the field is a year gets the date captions. */
function poolKey(c: CaptionedValue): string {
  if ((c.field === 'qualification.yearOfCompletion' || c.field === 'qualification.yearOfAdmission') && !/^\s*\d{4}\s*$/.test(c.value)) return `${c.field}:date`;
  return c.field;
}

export interface Reset {
  field: CaptionedField;
  form: CaptionForm;
  /** What was printed and what is printed now. */
  before: string;
  after: string;
}

/**
 * The page with one captioned value re-set in a form, or null when the form does not fit (a value
 * with another cell right of it cannot move; a document in English only has no bilingual caption).
 */
function reset(page: PageText, c: CaptionedValue, form: CaptionForm, r: () => number, opts: { languages: string[]; truth: ExtractionResult }): { page: PageText; after: string } | null {
  const langs = [...new Set([...opts.languages, 'en'])];
  const fs = c.fontSize;
  let caption = c.caption;
  let value = c.value;
  let valueX: number | null = null;
  let below = c.stacked;
  const colon = hasColon(c.caption);
  const key = poolKey(c);
  switch (form) {
    case 'colon':
      caption = colon ? noColon(caption) : `${caption}:`;
      break;
    case 'dots':
      caption = `${noColon(caption)} ${'.'.repeat(8 + Math.floor(r() * 10))}`;
      below = false;
      break;
    case 'tab':
      below = false;
      break;
    case 'below':
      if (c.stacked) return null;
      below = true;
      break;
    case 'caps':
      if (caption.toUpperCase() === caption) return null;
      // Greek capitals drop the accents (tonos).
      caption = /\p{Script=Greek}/u.test(caption) ? caption.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().normalize('NFC') : caption.toUpperCase();
      break;
    case 'bilingual': {
      const others = opts.languages.filter((l) => l !== 'en');
      if (!others.length) return null;
      const en = poolCaption(key, ['en'], r, '');
      const local = poolCaption(key, others, r, '');
      if (!en || !local) return null;
      caption = r() < 0.5 ? `${en} / ${local}` : `${local} / ${en}`;
      if (colon || r() < 0.5) caption += ':';
      break;
    }
    case 'synonym': {
      const s = poolCaption(key, langs, r, noColon(c.caption));
      if (!s) return null;
      caption = colon ? `${s}:` : s;
      break;
    }
    case 'namecaps': {
      if (c.field !== 'candidate.fullName') return null;
      const first = fieldOf(opts.truth, 'candidate.firstName');
      const last = fieldOf(opts.truth, 'candidate.lastName');
      const full = fieldOf(opts.truth, 'candidate.fullName');
      if (typeof first !== 'string' || typeof last !== 'string' || typeof full !== 'string' || !first || !last) return null;
      // The name must be exactly the given and family names (no particle or title left out), and not Greek (README: never in capitals).
      if (fold(`${first} ${last}`) !== fold(full) || /\p{Script=Greek}/u.test(full)) return null;
      value = `${last.toUpperCase()}, ${first}`;
      break;
    }
  }
  const capW = widthOf(caption, fs);
  const valW = widthOf(value, fs);
  const step = Math.round(fs * 1.8);
  const items: TextItem[] = page.items.filter((it) => !c.captionItems.includes(it) && !c.valueItems.includes(it));
  const mk = (text: string, x: number, y: number): TextItem => ({ text, x, y, width: widthOf(text, fs), height: c.height, fontName: c.fontName, fontSize: fs, confidence: null });
  const captionY = c.stacked ? c.captionItems[0].y : c.y;
  if (below) {
    if (!c.stacked) {
      // The value moves under its caption; everything below moves down one line.
      if (c.rightLimit !== Infinity) return null;
      const cut = c.y + c.height;
      for (let k = 0; k < items.length; k++) if (items[k].y >= cut - 0.5) items[k] = { ...items[k], y: items[k].y + step };
      items.push(mk(caption, c.captionX, c.y), mk(value, c.captionX, c.y + step));
    } else {
      items.push(mk(caption, c.captionX, captionY), mk(value, c.valueX, c.y));
    }
  } else {
    const rightLimit = c.stacked ? page.width - 20 : c.rightLimit;
    let x = Math.max(c.stacked ? c.captionX + capW + 2 * fs : c.valueX, c.captionX + capW + fs);
    if (form === 'tab') {
      if (c.rightLimit !== Infinity && !c.stacked) return null;
      const wide = Math.min(page.width - 30 - valW, x + Math.max(120, 10 * fs));
      if (wide - x < 6 * fs) return null;
      x = wide;
    }
    valueX = x;
    if (valueX + valW > (rightLimit === Infinity ? page.width + 200 : rightLimit - 4)) return null;
    items.push(mk(caption, c.captionX, captionY), mk(value, valueX, captionY));
  }
  const height = Math.max(page.height, ...items.map((it) => it.y + it.height + 20));
  const shown = below ? `${caption} ⏎ ${value}` : `${caption}${form === 'tab' ? ' ⇥ ' : ' '}${value}`;
  return { page: { ...page, height, items }, after: shown };
}

/**
 * Variant `v` of a document: each captioned key field re-set in a form drawn from the seed (among the
 * forms that fit it). Fields are located on the untouched document and re-set from the last on a page
 * to the first, so that a value moved below does not move the next one's place.
 */
export function withCaptionForms(
  text: DocumentText,
  seed: number,
  opts: { languages: string[]; truth: ExtractionResult; printed?: Record<string, string>; forms?: readonly CaptionForm[] },
): { text: DocumentText; resets: Reset[] } {
  const r = rng(seed);
  const found: CaptionedValue[] = [];
  for (const f of CAPTIONED_FIELDS) {
    const truth = fieldOf(opts.truth, f);
    if (truth === null || truth === undefined || truth === '') continue;
    const c = locateCaptioned(text, f, truth, opts.printed);
    // Two fields on the same items (a year of completion inside the date of issue): the first only.
    if (c && !found.some((o) => o.valueItems.some((it) => c.valueItems.includes(it) || c.captionItems.includes(it)) || o.captionItems.some((it) => c.valueItems.includes(it) || c.captionItems.includes(it)))) found.push(c);
  }
  const pages = [...text.pages];
  const resets: Reset[] = [];
  found.sort((p, q) => p.page - q.page || q.y - p.y);
  for (const c of found) {
    const forms = [...(opts.forms ?? CAPTION_FORMS)];
    // Forms tried in a seeded order; the first that fits is used.
    for (let k = forms.length - 1; k > 0; k--) {
      const j = Math.floor(r() * (k + 1));
      [forms[k], forms[j]] = [forms[j], forms[k]];
    }
    for (const form of forms) {
      const done = reset(pages[c.page], c, form, r, opts);
      if (!done) continue;
      pages[c.page] = done.page;
      resets.push({ field: c.field, form, before: `${c.caption}${c.stacked ? ' ⏎ ' : ' '}${c.value}`, after: done.after });
      break;
    }
  }
  return { text: { pages }, resets };
}
