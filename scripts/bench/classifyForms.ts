/**
 * A perturbation for development (`--classify-forms [N]`): does classification hold when the title
 * does not say what the document is? Documents the engines never saw name their kind in words the
 * lexicon lacks ("Statement", "Bescheinigung", "Справка", "Constancia"), lose the title to a crop or
 * a photo, or come as the table alone. Issue 10, item 1: "a table with grade, mark or credit columns
 * is academic whatever its title". On each development text document, variants:
 *
 *   - `no-title`: the line(s) near the top of a page that name the document's kind are removed;
 *   - `generic-title`: they are replaced by a generic or less common wording from the pool below
 *     (N draws per document, N = 2 by default); a document without academic content gets only the
 *     neutral wordings (a "Statement" or a "Bescheinigung" may be anything), never an academic one;
 *   - `first-half`: the first page's upper half alone;
 *   - `table-only`: the course table alone (the lines from the first truth course to the last, and
 *     the header line above them), for documents whose truth has courses.
 *
 * The title lines are found by the classification lexicon's kind titles and by the pool's own list
 * of kind words (KIND_WORDS), in short lines of a page's first lines that are no "Label: value"
 * field. The pool is written from public descriptions of such documents; no line is copied from one.
 */
import { groupLines, type Line } from '../../src/processing/text';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';
import { LEXICON } from '../../src/processing/classification/lexicons';
import { foldForMatch, matchText } from '../../src/processing/classification/match';
import { rng } from './decoys';

export interface GenericTitle {
  text: string;
  lang: string;
  /** A wording any kind of document may carry (a statement, a certificate of something): put on non-academic documents too. */
  neutral: boolean;
}

const g = (lang: string, neutral: boolean, ...texts: string[]): GenericTitle[] => texts.map((text) => ({ text, lang, neutral }));

/** Generic or less common titles, in many languages. */
export const GENERIC_TITLES: GenericTitle[] = [
  ...g('en', true, 'Statement', 'Certificate', 'Official Document', 'Extract', 'Certified Copy', 'Record'),
  ...g('en', false, 'Academic Record', 'Record of Achievement', 'Result Notification', 'Declaration of Results', 'Statement of Standing', 'Student Progress Report', 'Evaluation Report'),
  ...g('fr', true, 'Extrait', 'Attestation', 'Document officiel'),
  ...g('fr', false, 'Attestation de réussite', 'Relevé', 'Fiche de résultats', 'Procès-verbal de délibération'),
  ...g('de', true, 'Bescheinigung', 'Auszug', 'Nachweis'),
  ...g('de', false, 'Leistungsnachweis', 'Leistungsübersicht', 'Notenauszug', 'Studienbescheinigung über Leistungen'),
  ...g('es', true, 'Constancia', 'Certificación', 'Extracto'),
  ...g('es', false, 'Constancia de calificaciones', 'Certificación académica personal', 'Acta de resultados'),
  ...g('it', true, 'Attestato', 'Dichiarazione', 'Estratto'),
  ...g('it', false, 'Carriera dello studente', 'Dichiarazione sostitutiva esami sostenuti'),
  ...g('pt', true, 'Certidão', 'Declaração', 'Extrato'),
  ...g('pt', false, 'Certidão de notas', 'Declaração de aproveitamento', 'Ficha de avaliação'),
  ...g('ru', true, 'Справка', 'Выписка', 'Документ'),
  ...g('ru', false, 'Справка об обучении', 'Ведомость', 'Академическая справка'),
  ...g('uk', true, 'Довідка', 'Витяг'),
  ...g('uk', false, 'Академічна довідка', 'Відомість успішності'),
  ...g('kk', true, 'Анықтама'),
  ...g('ar', true, 'إفادة', 'بيان', 'وثيقة'),
  ...g('ar', false, 'بيان نجاح', 'إشعار بالنتيجة'),
  ...g('hi', true, 'प्रमाणपत्र', 'विवरण'),
  ...g('th', true, 'หนังสือรับรอง', 'เอกสารรับรอง'),
  ...g('hu', true, 'Igazolás', 'Kivonat'),
  ...g('hu', false, 'Teljesítésigazolás'),
  ...g('da', true, 'Udskrift', 'Erklæring'),
  ...g('no', true, 'Utskrift', 'Bekreftelse'),
  ...g('el', true, 'Βεβαίωση', 'Πιστοποιητικό'),
  ...g('id', true, 'Surat Keterangan'),
  ...g('id', false, 'Kartu Hasil Studi'),
];

/** Words that name a document's kind, beyond the classification lexicon's titles (folded, whole words). */
const KIND_WORDS = /(?<![\p{L}\p{N}])(transcript|marksheet|mark sheet|grade sheet|diploma|degree certificate|certificate|certificat|certificado|certificato|certidao|attestation|attestato|releve de notes|releve|bulletin|zeugnis\p{L}*|\p{L}*zeugnis|urkunde|bescheinigung|diplom\p{L}*|аттестат|атестат|диплом\p{L}*|свидетельство|свідоцтво|выписка|приложение к диплому|додаток до диплома|транскрипт|справка|довідка|titulo|expediente|historial|kalakarte|oklevel|bizonyitvany|eksamensbevis|vitnemal|karakter\p{L}*|πτυχιο|βεβαιωση|شهادة|كشف|بيان|प्रमाण पत्र|अंकपत्र|अंक पत्र|ใบรับรอง|ระเบียน|ปริญญาบัตร|passport|pasaporte|passeport|reisepass|паспорт|receipt|invoice|quittung|recu|recibo|letter of recommendation|recommendation|to whom it may concern)(?![\p{L}\p{N}])/u;

const TITLE_CATEGORIES = new Set(['transcript', 'marksheet', 'diploma', 'school', 'course']);

/**
 * Whether a line names the document's kind as a title: short, near the top of its page, set apart
 * (bold, capitals or larger than the page's median type), no field and no line of a sentence.
 */
function isKindTitle(line: Line, position: number, median: number): boolean {
  const t = line.text.trim();
  if (position >= 12 || !t || t.split(/\s+/).length > 12) return false;
  if (/\p{L}.*[:：]\s*\S|\.{4,}|…{2,}/u.test(t) || /[.,;]$/.test(t) || /^\p{Ll}/u.test(t)) return false;
  const caps = t.length > 4 && t === t.toUpperCase() && /\p{Lu}/u.test(t);
  if (!line.bold && !caps && line.fontSize < median * 1.15) return false;
  const hits = LEXICON.match(matchText([{ text: t, prominent: true }]));
  if (hits.some((h) => TITLE_CATEGORIES.has(h.category) || (h.category === 'other' && h.weight >= 4))) return true;
  return KIND_WORDS.test(foldForMatch(t));
}

/** The title lines of each page (page index, lines). */
export function kindTitleLines(text: DocumentText): Array<{ page: number; lines: Line[] }> {
  return text.pages
    .map((p, page) => {
      const lines = groupLines(p);
      const sizes = lines.map((l) => l.fontSize).sort((a, b) => a - b);
      const median = sizes[sizes.length >> 1] ?? 10;
      return { page, lines: lines.filter((l, i) => isKindTitle(l, i, median)) };
    })
    .filter((x) => x.lines.length);
}

const without = (page: PageText, drop: Set<TextItem>): PageText => ({ ...page, items: page.items.filter((it) => !drop.has(it)) });

/** The document without its kind titles; null when none was found. */
export function withoutTitles(text: DocumentText): DocumentText | null {
  const found = kindTitleLines(text);
  if (!found.length) return null;
  const pages = [...text.pages];
  for (const { page, lines } of found) pages[page] = without(pages[page], new Set(lines.flatMap((l) => l.items)));
  return { pages };
}

/** The document with its first kind title replaced by `title` and its other kind titles removed; null when none was found. */
export function withGenericTitle(text: DocumentText, title: string): DocumentText | null {
  const found = kindTitleLines(text);
  if (!found.length) return null;
  const pages = [...text.pages];
  found.forEach(({ page, lines }, k) => {
    const drop = new Set(lines.flatMap((l) => l.items));
    pages[page] = without(pages[page], drop);
    if (k > 0) return;
    const first = lines[0].items.reduce((a, b) => (b.x < a.x ? b : a));
    const size = Math.max(...lines[0].items.map((it) => it.fontSize));
    const item: TextItem = { ...first, text: title, width: title.length * size * 0.55, height: Math.max(first.height, size), fontSize: size };
    pages[page] = { ...pages[page], items: [...pages[page].items, item] };
  });
  return { pages };
}

/** The first page's upper half alone. */
export function firstHalf(text: DocumentText): DocumentText {
  const p = text.pages[0];
  return { pages: [{ ...p, items: p.items.filter((it) => it.y + it.height / 2 < p.height / 2) }] };
}

/**
 * The course table alone: from the first line printing a truth course's name to the last, with the
 * line above the first (its header) when that line has two cells or more; null when fewer than two
 * course lines are found.
 */
export function tableOnly(text: DocumentText, courseNames: string[]): DocumentText | null {
  const names = courseNames.map((n) => foldForMatch(n).slice(0, 24)).filter((n) => n.length >= 4);
  const lines = text.pages.flatMap((p, page) => groupLines(p).map((l) => ({ page, l })));
  const hit = lines.map(({ l }) => {
    const f = foldForMatch(l.text);
    return names.some((n) => f.includes(n));
  });
  const first = hit.indexOf(true);
  const last = hit.lastIndexOf(true);
  if (first < 0 || hit.filter(Boolean).length < 2) return null;
  let from = first;
  if (first > 0 && lines[first - 1].page === lines[first].page && lines[first - 1].l.segments.length >= 2) from = first - 1;
  const keep = new Set(lines.slice(from, last + 1).flatMap(({ l }) => l.items));
  const pages = text.pages.map((p) => ({ ...p, items: p.items.filter((it) => keep.has(it)) })).filter((p) => p.items.length);
  return { pages };
}

/** Generic titles to draw from for a document: its languages and English first, then any; neutral ones only for non-academic documents. */
export function drawTitles(seed: number, n: number, languages: string[], academic: boolean): string[] {
  const r = rng(seed);
  const pool = GENERIC_TITLES.filter((x) => academic || x.neutral);
  const near = pool.filter((x) => x.lang === 'en' || languages.includes(x.lang));
  const out: string[] = [];
  for (let tries = 0; out.length < n && tries < 50; tries++) {
    const from = r() < 0.6 && near.length ? near : pool;
    const t = from[Math.floor(r() * from.length)].text;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

export type FormKind = 'no-title' | 'generic-title' | 'first-half' | 'table-only';
export const FORM_KINDS: FormKind[] = ['no-title', 'generic-title', 'first-half', 'table-only'];
