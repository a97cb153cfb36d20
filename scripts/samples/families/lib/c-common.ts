/**
 * Drawing and ground-truth helpers shared by the corpus-c families (Russia, Ukraine, Kazakhstan,
 * Egypt, Thailand, Ethiopia): fonts that carry Cyrillic, Thai, Arabic and Ethiopic glyphs,
 * mixed-script runs, right-to-left words, tables that continue on the next page, label/value
 * styles, watermarks, signatures, and the empty `ExtractionResult` every family fills in.
 */
import PDFDocument from 'pdfkit';
import type { ExtractedCourse, ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { emptyResult as blankResult } from '../../../../src/processing/extraction/fields';

export type Doc = PDFKit.PDFDocument;

const T = '/usr/share/fonts/truetype';

/** Font files by family: regular, bold, italic (italic falls back to regular where none exists). */
export const FONT_FILES = {
  dejavuSans: [`${T}/dejavu/DejaVuSans.ttf`, `${T}/dejavu/DejaVuSans-Bold.ttf`, `${T}/dejavu/DejaVuSans-Oblique.ttf`],
  dejavuSerif: [`${T}/dejavu/DejaVuSerif.ttf`, `${T}/dejavu/DejaVuSerif-Bold.ttf`, `${T}/dejavu/DejaVuSerif-Italic.ttf`],
  dejavuCond: [`${T}/dejavu/DejaVuSansCondensed.ttf`, `${T}/dejavu/DejaVuSansCondensed-Bold.ttf`, `${T}/dejavu/DejaVuSansCondensed-Oblique.ttf`],
  notoSans: [`${T}/noto/NotoSans-Regular.ttf`, `${T}/noto/NotoSans-Bold.ttf`, `${T}/noto/NotoSans-Italic.ttf`],
  notoSerif: [`${T}/noto/NotoSerif-Regular.ttf`, `${T}/noto/NotoSerif-Bold.ttf`, `${T}/noto/NotoSerif-Italic.ttf`],
  libSans: [`${T}/liberation/LiberationSans-Regular.ttf`, `${T}/liberation/LiberationSans-Bold.ttf`, `${T}/liberation/LiberationSans-Italic.ttf`],
  libSerif: [`${T}/liberation/LiberationSerif-Regular.ttf`, `${T}/liberation/LiberationSerif-Bold.ttf`, `${T}/liberation/LiberationSerif-Italic.ttf`],
  libNarrow: [`${T}/liberation/LiberationSansNarrow-Regular.ttf`, `${T}/liberation/LiberationSansNarrow-Bold.ttf`, `${T}/liberation/LiberationSansNarrow-Italic.ttf`],
  notoThai: [`${T}/noto/NotoSansThai-Regular.ttf`, `${T}/noto/NotoSansThai-Bold.ttf`, `${T}/noto/NotoSansThai-Regular.ttf`],
  notoSerifThai: [`${T}/noto/NotoSerifThai-Regular.ttf`, `${T}/noto/NotoSerifThai-Bold.ttf`, `${T}/noto/NotoSerifThai-Regular.ttf`],
  loopedThai: [`${T}/noto/NotoLoopedThai-Regular.ttf`, `${T}/noto/NotoLoopedThai-Bold.ttf`, `${T}/noto/NotoLoopedThai-Regular.ttf`],
  naskh: [`${T}/noto/NotoNaskhArabic-Regular.ttf`, `${T}/noto/NotoNaskhArabic-Bold.ttf`, `${T}/noto/NotoNaskhArabic-Regular.ttf`],
  kufi: [`${T}/noto/NotoKufiArabic-Regular.ttf`, `${T}/noto/NotoKufiArabic-Bold.ttf`, `${T}/noto/NotoKufiArabic-Regular.ttf`],
  sansArabic: [`${T}/noto/NotoSansArabic-Regular.ttf`, `${T}/noto/NotoSansArabic-Bold.ttf`, `${T}/noto/NotoSansArabic-Regular.ttf`],
  ethiopic: [`${T}/noto/NotoSansEthiopic-Regular.ttf`, `${T}/noto/NotoSansEthiopic-Bold.ttf`, `${T}/noto/NotoSansEthiopic-Regular.ttf`],
  serifEthiopic: [`${T}/noto/NotoSerifEthiopic-Regular.ttf`, `${T}/noto/NotoSerifEthiopic-Bold.ttf`, `${T}/noto/NotoSerifEthiopic-Regular.ttf`],
} as const;

export type FontFamily = keyof typeof FONT_FILES;
/** Fonts with Cyrillic incl. the Kazakh and Ukrainian letters. */
export const CYRILLIC_FONTS: FontFamily[] = ['dejavuSans', 'dejavuSerif', 'dejavuCond', 'notoSans', 'notoSerif'];
/** Fonts with Russian and Ukrainian Cyrillic (Liberation lacks the Kazakh letters). */
export const RU_FONTS: FontFamily[] = [...CYRILLIC_FONTS, 'libSans', 'libSerif'];

/** Registered font names of one family. */
export interface Face {
  r: string;
  b: string;
  i: string;
}

export function face(doc: Doc, family: FontFamily): Face {
  const [r, b, i] = FONT_FILES[family];
  doc.registerFont(`${family}`, r);
  doc.registerFont(`${family}-b`, b);
  doc.registerFont(`${family}-i`, i);
  return { r: family, b: `${family}-b`, i: `${family}-i` };
}

export interface OpenDoc {
  doc: Doc;
  finish(): Promise<Buffer>;
}

/** A pdfkit document whose bytes are a pure function of the arguments (fixed creation date). */
export function openDoc(options: { size?: string | [number, number]; landscape?: boolean; margin?: number; created: Ymd; title?: string }): OpenDoc {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: options.margin ?? 40,
    autoFirstPage: true,
    info: { CreationDate: new Date(Date.UTC(options.created.y, options.created.m - 1, options.created.d, 9, 30)), Title: options.title ?? '' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Ground truth

export type Lang = 'ru' | 'uk' | 'kk' | 'ar' | 'th' | 'en' | 'am';
export const LANGUAGE_NAMES: Record<Lang, string> = { ru: 'Russian', uk: 'Ukrainian', kk: 'Kazakh', ar: 'Arabic', th: 'Thai', en: 'English', am: 'Amharic' };

export function emptyResult(lang: Lang): ExtractionResult {
  return { ...blankResult(), languageCode: lang, language: LANGUAGE_NAMES[lang] };
}

export function course(fields: Partial<ExtractedCourse>): ExtractedCourse {
  return {
    courseNumber: null,
    courseName: null,
    credit: null,
    grade: null,
    alternateGrade: null,
    marksScored: null,
    maximumMarks: null,
    passStatus: null,
    term: null,
    session: null,
    year: null,
    ...fields,
  };
}

export const COUNTRY: Record<string, string> = { RU: 'Russia', UA: 'Ukraine', KZ: 'Kazakhstan', EG: 'Egypt', TH: 'Thailand', ET: 'Ethiopia' };

export function setCountry(e: ExtractionResult, code: keyof typeof COUNTRY): void {
  e.institution.country = COUNTRY[code];
  e.institution.countryCode = code;
}

/** "Given [Patronymic] Family": firstName = all but the family name. */
export function setName(e: ExtractionResult, given: string, family: string): void {
  e.candidate.fullName = `${given} ${family}`;
  e.candidate.firstName = given;
  e.candidate.lastName = family;
}

// ---------------------------------------------------------------------------------------------
// Dates and numbers

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function ymd(rng: Rng, year: number, months: [number, number] = [1, 12]): Ymd {
  const m = rng.int(months[0], months[1]);
  return { y: year, m, d: rng.int(1, DAYS[m - 1]) };
}

export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
export const dmy = (d: Ymd, sep = '.'): string => `${String(d.d).padStart(2, '0')}${sep}${String(d.m).padStart(2, '0')}${sep}${d.y}`;

export const MONTHS: Record<'ru' | 'uk' | 'kk' | 'en' | 'th' | 'ar', string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  uk: ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** Eastern Arabic numerals, as Egyptian certificates print them. */
export const arabicDigits = (s: string | number): string => String(s).replace(/[0-9]/g, (c) => ARABIC_DIGITS[Number(c)]).replace(/\./g, '٫');

/** A decimal with `places` digits and a comma decimal mark where `comma`. */
export function fmt(n: number, places: number, comma = false): string {
  const s = n.toFixed(places);
  return comma ? s.replace('.', ',') : s;
}

/** Credit-weighted average of grade points, rounded to two places, as a dot-decimal string. */
export function weighted(items: Array<{ points: number; weight: number }>): string {
  const w = items.reduce((s, i) => s + i.weight, 0);
  return w ? (items.reduce((s, i) => s + i.points * i.weight, 0) / w).toFixed(2) : '0.00';
}

// ---------------------------------------------------------------------------------------------
// Mixed scripts

/** Characters that the Latin/Cyrillic face cannot draw: Thai, Ethiopic, Arabic. */
const OTHER_SCRIPT = /[\u0E00-\u0E7F\u1200-\u139F\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Splits text into runs for the script font (`other`) and the Latin one; spaces join the run before them. */
export function scriptRuns(text: string): Array<{ text: string; other: boolean }> {
  const runs: Array<{ text: string; other: boolean }> = [];
  for (const ch of text) {
    const other = OTHER_SCRIPT.test(ch);
    const last = runs[runs.length - 1];
    if (last && (last.other === other || (ch === ' ' && !other))) last.text += ch;
    else runs.push({ text: ch, other });
  }
  return runs;
}

export interface MixedFont {
  latin: string;
  other: string;
}

export function mixedWidth(doc: Doc, text: string, fonts: MixedFont, size: number): number {
  let w = 0;
  for (const r of scriptRuns(text)) w += doc.font(r.other ? fonts.other : fonts.latin).fontSize(size).widthOfString(r.text);
  return w;
}

/** Draws text that mixes Thai or Ethiopic with Latin letters and digits, one font per run. */
export function mixed(doc: Doc, rawText: string, x: number, y: number, fonts: MixedFont, size: number, align: 'left' | 'center' | 'right' = 'left', width = 0): number {
  // Thai sara am is drawn as nikhahit + sara aa (how the font shapes it anyway): the composed
  // letter's glyphs otherwise map back to "ำ" + "า", doubling the vowel in the text layer.
  const text = rawText.replace(/\u0E33/g, '\u0E4D\u0E32');
  const total = mixedWidth(doc, text, fonts, size);
  let cx = align === 'left' ? x : align === 'center' ? x + (width - total) / 2 : x + width - total;
  for (const r of scriptRuns(text)) {
    doc.font(r.other ? fonts.other : fonts.latin).fontSize(size);
    doc.text(r.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(r.text);
  }
  return total;
}

/**
 * Arabic drawn word by word from the right: pdfkit shapes each word (joining forms via fontkit)
 * but lays a whole line out in visual order, which text extractors read back with the words
 * reversed; one run per word keeps every word readable. Numbers are drawn reversed so that the
 * right-to-left layout puts their digits back in reading order.
 */
export function rtl(doc: Doc, text: string, right: number, y: number, font: string, size: number, latinFont?: string): number {
  doc.font(font).fontSize(size);
  const space = doc.widthOfString(' ') * 1.1;
  let x = right;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    // Punctuation after an Arabic word ("الاسم:") is drawn apart, in a face that has it (Kufi
    // lacks the colon), to the left of the word.
    const split = /^(.*[\u0600-\u06FF])([:.,]+)$/.exec(token);
    const word = split ? split[1] : token;
    // Eastern Arabic digits are laid out right to left by the shaper; Western ones are not.
    const eastern = /^[٠-٩.,/٫:%()-]+$/.test(word) && /[٠-٩]/.test(word);
    const latin = /^[A-Za-z0-9.,/:%()+-]+$/.test(word) && latinFont;
    const f = latin ? (latinFont as string) : font;
    doc.font(f).fontSize(size);
    const w = doc.widthOfString(word);
    x -= w;
    // The lam-alef ligature's ToUnicode entry comes back reversed ("ال" for "لا") once a reader
    // reorders the right-to-left run; words with it are drawn with lam and alef as separate glyphs.
    const features = /ل[اأإآ]/.test(word) ? ({ rlig: false, liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]) : undefined;
    doc.text(eastern ? [...word].reverse().join('') : word, x, y, { lineBreak: false, ...(features ? { features } : {}) });
    if (split) {
      if (!latinFont) doc.registerFont('c-rtl-punct', FONT_FILES.dejavuSans[0]);
      doc.font(latinFont ?? 'c-rtl-punct').fontSize(size * 0.9);
      const pw = doc.widthOfString(split[2]);
      x -= pw;
      doc.text(split[2], x, y + size * 0.35, { lineBreak: false });
    }
    x -= space;
  }
  return right - x - space;
}

export function rtlWidth(doc: Doc, text: string, font: string, size: number): number {
  doc.font(font).fontSize(size);
  const words = text.split(/\s+/).filter(Boolean);
  return words.reduce((s, w) => s + doc.widthOfString(w), 0) + Math.max(0, words.length - 1) * doc.widthOfString(' ') * 1.1;
}

// ---------------------------------------------------------------------------------------------
// Text blocks

export type LabelStyle = 'colon' | 'leaders' | 'below' | 'tab';

/**
 * One "label value" pair in a given style: `Label: value`, `Label ....... value`, value on the
 * line below the label (small caption), or value at a fixed tab stop. Returns the next y.
 */
export function labelValue(doc: Doc, o: { x: number; y: number; label: string; value: string; style: LabelStyle; labelFont: string; valueFont: string; size: number; tab?: number; width?: number }): number {
  const { x, y, label, value, style, size } = o;
  if (style === 'below') {
    doc.font(o.labelFont).fontSize(size * 0.78).fillColor('#444').text(label, x, y, { lineBreak: false });
    doc.font(o.valueFont).fontSize(size).fillColor('black').text(value, x, y + size * 0.95, { lineBreak: false });
    return y + size * 2.3;
  }
  doc.font(o.labelFont).fontSize(size).fillColor('black');
  const lab = style === 'colon' ? `${label}:` : label;
  doc.text(lab, x, y, { lineBreak: false });
  const lw = doc.widthOfString(lab);
  let vx = x + lw + size * 0.5;
  if (style === 'tab') vx = Math.max(vx, x + (o.tab ?? 150));
  if (style === 'leaders') {
    const end = x + (o.tab ?? 180);
    const dotW = doc.widthOfString('.');
    const n = Math.max(3, Math.floor((end - (x + lw + 3)) / dotW));
    doc.text('.'.repeat(n), x + lw + 3, y, { lineBreak: false });
    vx = x + lw + 3 + n * dotW + 4;
  }
  doc.font(o.valueFont).fontSize(size);
  doc.text(value, vx, y, { lineBreak: false });
  return y + size * 1.55;
}

/** A light text watermark, rotated across a region (drawn in the text layer too, as many are). */
export function watermark(doc: Doc, text: string, cx: number, cy: number, o: { font: string; size: number; angle: number; color?: string; opacity?: number }): void {
  doc.save();
  doc.rotate(o.angle, { origin: [cx, cy] });
  doc.font(o.font).fontSize(o.size).fillColor(o.color ?? '#9aa7c7').fillOpacity(o.opacity ?? 0.16);
  const w = doc.widthOfString(text);
  doc.text(text, cx - w / 2, cy - o.size / 2, { lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('black');
}

/** A handwritten-looking signature stroke. */
export function signature(doc: Doc, rng: Rng, x: number, y: number, width = 90): void {
  doc.save();
  doc.lineWidth(0.9).strokeColor(rng.pick(['#1b2a6b', '#222222', '#1d3f8f']));
  doc.moveTo(x, y);
  let cx = x;
  const steps = rng.int(4, 7);
  for (let i = 0; i < steps; i++) {
    const nx = cx + width / steps;
    doc.bezierCurveTo(cx + rng.float(0, 12), y - rng.float(4, 16), nx - rng.float(0, 12), y + rng.float(2, 10), nx, y + rng.float(-4, 4));
    cx = nx;
  }
  doc.stroke();
  doc.restore();
}

/** A round seal outline with a caption around (the runner adds inked stamps on scans). */
export function sealOutline(doc: Doc, cx: number, cy: number, r: number, caption: string, font: string): void {
  doc.save();
  doc.lineWidth(0.8).strokeColor('#6a6a8a').circle(cx, cy, r).stroke().circle(cx, cy, r * 0.72).stroke();
  doc.font(font).fontSize(6).fillColor('#6a6a8a');
  const w = doc.widthOfString(caption);
  doc.text(caption, cx - w / 2, cy - 3, { lineBreak: false });
  doc.restore();
  doc.fillColor('black');
}

/** A simple crest: a shield outline with initials. */
export function crest(doc: Doc, x: number, y: number, size: number, initials: string, font: string, color = '#20305a'): void {
  doc.save();
  doc.lineWidth(1.2).strokeColor(color);
  doc.moveTo(x, y).lineTo(x + size, y).lineTo(x + size, y + size * 0.6).quadraticCurveTo(x + size, y + size, x + size / 2, y + size * 1.15).quadraticCurveTo(x, y + size, x, y + size * 0.6).closePath().stroke();
  doc.font(font).fontSize(size * 0.32).fillColor(color);
  const w = doc.widthOfString(initials);
  doc.text(initials, x + (size - w) / 2, y + size * 0.32, { lineBreak: false });
  doc.restore();
  doc.fillColor('black');
}

/** Centered single line; returns the next y. */
export function center(doc: Doc, text: string, y: number, font: string, size: number, left: number, width: number, color = 'black'): number {
  doc.font(font).fontSize(size).fillColor(color);
  const w = doc.widthOfString(text);
  doc.text(text, left + (width - w) / 2, y, { lineBreak: false });
  doc.fillColor('black');
  return y + size * 1.4;
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Wrap long cell text onto more lines (course titles). */
  wrap?: boolean;
}

export type TableRow = { cells: string[]; bold?: boolean } | { heading: string };

export interface TableOptions {
  x: number;
  y: number;
  columns: Column[];
  rows: TableRow[];
  font: string;
  bold: string;
  size: number;
  headerSize?: number;
  /** Page bottom: a row that would pass it goes to a new page. */
  bottom: number;
  grid?: 'full' | 'rows' | 'none';
  headerFill?: string;
  zebra?: string;
  padding?: number;
  /** Called for a page break; draws the continuation header and returns the y to continue at. */
  newPage?: () => number;
  /** Draw cells with this instead of doc.text (mixed scripts); returns nothing. */
  drawCell?: (text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right', bold: boolean) => void;
  /** Header rows, each line of a column header (bilingual headers are two lines). */
  headerLines?: number;
}

function drawHeader(doc: Doc, o: TableOptions, y: number): number {
  const pad = o.padding ?? 3;
  const hs = o.headerSize ?? o.size;
  const lines = Math.max(o.headerLines ?? 1, ...o.columns.map((c) => c.header.split('\n').length));
  const h = lines * hs * 1.2 + pad * 2;
  const total = o.columns.reduce((s, c) => s + c.width, 0);
  if (o.headerFill) doc.save().rect(o.x, y, total, h).fill(o.headerFill).restore();
  let x = o.x;
  for (const c of o.columns) {
    c.header.split('\n').forEach((line, i) => {
      if (o.drawCell) o.drawCell(line, x + pad, y + pad + i * hs * 1.2, c.width - pad * 2, c.align ?? 'left', true);
      else {
        fitText(doc, line, x + pad, y + pad + i * hs * 1.2, c.width - pad * 2, c.align ?? 'left', o.bold, hs);
      }
    });
    x += c.width;
  }
  if (o.grid !== 'none') {
    doc.save().lineWidth(0.6).strokeColor('#333');
    doc.rect(o.x, y, total, h).stroke();
    if (o.grid === 'full') {
      let vx = o.x;
      for (const c of o.columns.slice(0, -1)) {
        vx += c.width;
        doc.moveTo(vx, y).lineTo(vx, y + h).stroke();
      }
    }
    doc.restore();
  } else {
    doc.save().lineWidth(0.8).moveTo(o.x, y + h).lineTo(o.x + total, y + h).stroke().restore();
  }
  return y + h;
}

/** Draws a table, breaking onto new pages (with the header repeated); returns the y after it. */
export function table(doc: Doc, o: TableOptions): number {
  const pad = o.padding ?? 3;
  const total = o.columns.reduce((s, c) => s + c.width, 0);
  let y = drawHeader(doc, o, o.y);
  let zebra = false;
  for (const row of o.rows) {
    let h: number;
    let lines: string[][] = [];
    if ('heading' in row) h = o.size * 1.3 + pad * 2;
    else {
      doc.font(row.bold ? o.bold : o.font).fontSize(o.size);
      lines = row.cells.map((t, i) => (o.columns[i].wrap ? wrapText(doc, t, o.columns[i].width - pad * 2) : [t]));
      h = Math.max(...lines.map((l) => l.length)) * o.size * 1.2 + pad * 2;
    }
    if (y + h > o.bottom && o.newPage) {
      const top = o.newPage();
      y = drawHeader(doc, o, top);
      zebra = false;
    }
    if ('heading' in row) {
      doc.save().rect(o.x, y, total, h).fill('#ececec').restore();
      doc.font(o.bold).fontSize(o.size).fillColor('black');
      if (o.drawCell) o.drawCell(row.heading, o.x + pad, y + pad, total - pad * 2, 'left', true);
      else doc.text(row.heading, o.x + pad, y + pad, { lineBreak: false });
    } else {
      if (o.zebra && zebra) doc.save().rect(o.x, y, total, h).fill(o.zebra).restore();
      zebra = !zebra;
      let x = o.x;
      row.cells.forEach((_t, i) => {
        const c = o.columns[i];
        lines[i].forEach((line, k) => {
          const ly = y + pad + k * o.size * 1.2;
          if (o.drawCell) o.drawCell(line, x + pad, ly, c.width - pad * 2, c.align ?? 'left', !!row.bold);
          else {
            fitText(doc, line, x + pad, ly, c.width - pad * 2, c.align ?? 'left', row.bold ? o.bold : o.font, o.size);
          }
        });
        x += c.width;
      });
    }
    if (o.grid && o.grid !== 'none') {
      doc.save().lineWidth(0.4).strokeColor('#555');
      doc.moveTo(o.x, y + h).lineTo(o.x + total, y + h).stroke();
      if (o.grid === 'full') {
        let vx = o.x;
        doc.moveTo(vx, y).lineTo(vx, y + h).stroke();
        for (const c of o.columns) {
          vx += c.width;
          if (!('heading' in row) || vx >= o.x + total - 0.5) doc.moveTo(vx, y).lineTo(vx, y + h).stroke();
        }
      }
      doc.restore();
    }
    y += h;
  }
  return y;
}

/** One line in a cell: aligned by hand, the font shrunk (to 65%) rather than wrapped when too wide. */
export function fitText(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right', font: string, size: number): void {
  doc.font(font).fontSize(size).fillColor('black');
  let s = size;
  while (doc.widthOfString(text) > width && s > size * 0.65) doc.fontSize((s -= 0.25));
  const w = doc.widthOfString(text);
  const dx = align === 'left' ? 0 : align === 'center' ? (width - w) / 2 : width - w;
  doc.text(text, x + Math.max(0, dx), y + (size - s) * 0.6, { lineBreak: false });
}

/** Centered text wrapped to a width; returns the next y. */
export function centerWrap(doc: Doc, text: string, y: number, font: string, size: number, left: number, width: number, color = 'black'): number {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, left, y, { width, align: 'center' });
  doc.fillColor('black');
  return doc.y + size * 0.3;
}

/** Greedy word wrap to a width in the current font. */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && doc.widthOfString(next) > width) {
      out.push(line);
      line = w;
    } else line = next;
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** Shrinks column widths proportionally to fit a total width. */
export function fitColumns(columns: Column[], total: number): Column[] {
  const sum = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: (c.width * total) / sum }));
}

/** A random registration-like number of `digits` digits. */
export const digits = (rng: Rng, n: number): string => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
