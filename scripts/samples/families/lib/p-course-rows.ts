/**
 * Procedural course tables whose ROWS are hard to accept (the `p-course-rows` families, development
 * only): each document draws from the seed which rows differ from a plain "code | title | credits |
 * grade" row, and which lines near the table are no rows at all. Rows: no grade (an empty cell, a
 * dash, "in progress"), a recognised course ("exempt"), pass/fail only, grades in words, marks only,
 * codes of odd shapes or no code, titles with digits, Roman numerals and parentheses, titles in two
 * languages on two lines, footnote markers. Structure: rows under block sub-headings (compulsory,
 * elective), subtotals per block, tight row spacing, a page break with the header on the first page
 * only, a second table (thesis, internship) under the first. Lines that are no rows: a grading legend,
 * a grading key set as a small table, total and average lines, a footnote, a signature block.
 * Vocabulary in p-course-rows-data.ts; ground truth as scripts/samples/families/README.md states it.
 */
import { countries } from 'countries-list';
import type { ExtractedCourse } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import type { FamilySample } from '../types';
import { A4, Pdf, SANS, SERIF, course, emptyResult, type FontSet } from './a-kit';
import { ROWS_LANGS, type RowsLang } from './p-course-rows-data';

type Kind = 'code' | 'title' | 'date' | 'credit' | 'grade' | 'marks' | 'remark';
type GradeMode = 'scale' | 'words' | 'passfail' | 'marks' | 'marks+grade';

interface Col {
  kind: Kind;
  label: string;
  width: number;
  align: 'left' | 'center';
}

interface Item {
  type: 'row' | 'block' | 'subtotal';
  text?: string;
  cells?: Partial<Record<Kind, string>>;
  /** A second title line (the title in English, set in italics). */
  second?: string;
}

/** The choices a second vocabulary variant may override (p-course-rows2). */
export interface RowsOptions {
  langs?: Record<string, RowsLang & { dateLabel2?: string }>;
  /**
   * The second variant's layout: the code after the title, an examination date column, numbered
   * block headings, a credit printed as a dash on some rows, a second table without credits.
   */
  second?: boolean;
}

export async function renderCourseRows(rng: Rng, key: string, options: RowsOptions = {}): Promise<FamilySample> {
  const lang = (options.langs ?? ROWS_LANGS)[key];
  const where = rng.pick(lang.countries);
  const comma = lang.decimalComma;
  const num = (n: number) => (Number.isInteger(n) ? String(n) : comma ? n.toFixed(1).replace('.', ',') : n.toFixed(1));
  const first = rng.pick(lang.first);
  const last = rng.pick(lang.last);
  const inst = rng.pick(where.institutions);
  const city = rng.pick(where.cities);
  const regNo = `${rng.int(10, 99)}${rng.int(10000, 99999)}`;
  const entry = rng.int(2014, 2021);

  // ---- the conventions of this document
  const hasCode = rng.bool(0.75);
  const codeShape = rng.int(0, 3);
  const gradeMode = rng.weighted<GradeMode>([['scale', 4], ['words', 2], ['passfail', 1], ['marks', 1], ['marks+grade', lang.code === 'en' ? 2 : 0.5]]);
  const gradeFirst = rng.bool(0.3);
  const remarkCol = rng.bool(0.25);
  const blocks = rng.bool(0.55);
  const subtotals = blocks && rng.bool(0.6);
  const bilingual = rng.bool(0.3);
  const headerOnFirstOnly = rng.bool(0.5);
  const pageBreak = rng.bool(0.45);
  const secondTable = rng.bool(0.6);
  const markers = rng.bool(0.4);
  const tight = rng.bool(0.35);
  const rules = rng.weighted([['grid', 2], ['none', 3], ['rows', 2]] as const);
  const trailer = { legend: rng.bool(0.6), key: rng.bool(0.35), summary: rng.bool(0.7), signature: rng.bool(0.8) };
  const fonts: FontSet[] = lang.code === 'el' ? [SANS[0], SANS[1], SERIF[0], SERIF[1]] : [...SANS, ...SERIF];
  const F = rng.pick(fonts);
  const size = rng.float(7.6, 9.2);
  const leading = size * (tight ? rng.float(1.1, 1.2) : rng.float(1.35, 1.65));
  const page = A4;
  const L = rng.int(38, 54);
  const W = page[0] - 2 * L;
  // Lines of programme details above the table push it down, so that it runs over a page break.
  const preamble = rng.int(0, 6);

  // ---- columns
  const cols: Col[] = [];
  const numW = (label: string) => Math.max(30, Math.min(90, new Pdf({ size: page, title: '', author: '', creationDate: new Date(0) }).widthOf(label, F.bold, size) + 12));
  const v2 = !!options.second;
  const codeAfter = v2 && rng.bool(0.5);
  const dateCol = v2 && rng.bool(0.5);
  if (hasCode && !codeAfter) cols.push({ kind: 'code', label: rng.pick(lang.labels.code), width: size * 7, align: 'left' });
  cols.push({ kind: 'title', label: rng.pick(lang.labels.title), width: 0, align: 'left' });
  if (hasCode && codeAfter) cols.push({ kind: 'code', label: rng.pick(lang.labels.code), width: size * 7, align: 'left' });
  if (dateCol) cols.push({ kind: 'date', label: (lang as { dateLabel2?: string }).dateLabel2 ?? lang.dateLabel, width: size * 6.5, align: 'center' });
  const credit: Col = { kind: 'credit', label: rng.pick(lang.labels.credit), width: 0, align: 'center' };
  credit.width = numW(credit.label);
  const gradeCols: Col[] = [];
  if (gradeMode === 'marks' || gradeMode === 'marks+grade') {
    const l = rng.pick(lang.labels.marks);
    gradeCols.push({ kind: 'marks', label: l, width: numW(l), align: 'center' });
  }
  if (gradeMode !== 'marks') {
    const l = rng.pick(lang.labels.grade);
    const wordy = gradeMode === 'words' || gradeMode === 'passfail';
    gradeCols.push({ kind: 'grade', label: l, width: Math.max(numW(l), wordy ? size * 8 : 0), align: 'center' });
  }
  const resultLabel = gradeCols.some((c) => c.kind === 'grade' && /^(result|res\.|resultat|eindresultaat)/i.test(c.label));
  if (gradeFirst) cols.push(...gradeCols, credit);
  else cols.push(credit, ...gradeCols);
  if (remarkCol) {
    const l = rng.pick(lang.labels.remark);
    cols.push({ kind: 'remark', label: l, width: Math.max(numW(l), size * 7), align: 'left' });
  }
  cols.find((c) => c.kind === 'title')!.width = W - cols.reduce((s, c) => s + c.width, 0);

  // ---- courses and ground truth
  const r = emptyResult(lang.code);
  r.language = lang.name;
  r.candidate = { fullName: `${first} ${last}`, firstName: first, lastName: last, dateOfBirth: null };
  r.institution = { name: inst, country: countries[where.cc as keyof typeof countries].name, countryCode: where.cc, state: null, stateCode: null };
  r.qualification.registrationNumber = regNo;
  const titles = rng.sample(lang.titles, lang.titles.length);
  let ti = 0;
  let codeN = 0;
  const codeOf = (): string => {
    const p = rng.pick(lang.prefixes);
    codeN++;
    const n = 100 + codeN * rng.int(1, 9) + rng.int(0, 9);
    if (codeShape === 0) return `${p}${n}`;
    if (codeShape === 1) return `${p}-${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
    if (codeShape === 2) return `${p}/${n}${rng.pick(['', 'a', 'E'])}`;
    return `${rng.int(1, 4)}.${rng.int(1, 9)}.${codeN}`;
  };
  const ability = rng.float(0.1, 0.9);
  const gradeIdx = (n: number) => Math.max(0, Math.min(n - 1, Math.floor((ability + rng.gauss() * 0.25) * n)));
  const courses: ExtractedCourse[] = [];
  const examDate = () => `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.pick([1, 2, 6, 7])).padStart(2, '0')}.${entry + rng.int(0, 3)}`;
  const makeRow = (title: [string, string], forceNoCode = false, noCredit = false): Item => {
    const code = hasCode && !forceNoCode && !rng.bool(0.06) ? codeOf() : null;
    // The second variant prints a dash for the credits of a few rows: no credit (D4).
    const cr: number | null = v2 && rng.bool(0.06) ? null : rng.pick(lang.credits);
    let grade: string | null = null;
    let shown: string | undefined;
    let marks: number | null = null;
    if (gradeMode === 'marks' || gradeMode === 'marks+grade') marks = rng.int(45, 96);
    if (gradeMode !== 'marks') {
      const list = gradeMode === 'words' ? lang.gradeWords : lang.grades;
      // A grade printed beside a mark follows the mark.
      const idx = marks !== null ? Math.min(list.length - 1, Math.max(0, Math.floor(((100 - marks) / 55) * list.length))) : gradeIdx(list.length);
      grade = gradeMode === 'passfail' ? (rng.bool(0.9) ? lang.pass : lang.fail) : list[idx];
      shown = grade;
    }
    // Rows whose grade cell holds no grade: a course still running, no grade yet, a dash.
    const special = rng.weighted([['none', 14], ['empty', 1], ['dash', 1], ['progress', 1], ['exempt', 1], ['pass', gradeMode === 'scale' ? 1 : 0]] as const);
    if (special !== 'none' && gradeMode !== 'marks') {
      if (special === 'empty') shown = undefined;
      if (special === 'dash') shown = rng.pick(['—', '-', '–']);
      if (special === 'progress') shown = lang.inProgress;
      // A footnote marker after a grade ("įskaityta*") is no part of it.
      grade = special === 'exempt' ? lang.exempt.replace(/\s*\*$/, '') : special === 'pass' ? lang.pass : null;
      if (special === 'exempt' || special === 'pass') shown = special === 'exempt' ? lang.exempt : grade!;
      if (marks !== null) marks = null;
    }
    const marker = markers && rng.bool(0.15) ? ' *' : '';
    let passWord: string | null = null;
    // A title in two languages is named in English, its second line (scripts/samples/families/README.md).
    const name = bilingual && title[0] !== title[1] ? title[1] : title[0];
    const remark = remarkCol && rng.bool(0.4) ? rng.pick([lang.pass, lang.exempt, '']) : '';
    // Under a label that names a result ("Result", "Res.", "Resultat"), a pass, fail or exemption
    // word is the result, not a grade; letters of a scale stay grades.
    if (resultLabel && grade !== null && !/^[A-F][+-]?$/.test(grade) && !/\d/.test(grade)) {
      passWord = grade;
      grade = null;
    }
    courses.push(course({ courseNumber: code, courseName: name, credit: noCredit ? null : cr, grade, marksScored: marks, maximumMarks: marks === null ? null : 100, passStatus: passWord ?? (remark && remark === lang.pass ? remark : null) }));
    return {
      type: 'row',
      cells: { code: code ?? undefined, title: `${title[0]}${marker}`, date: dateCol ? examDate() : undefined, credit: noCredit ? undefined : cr === null ? '—' : num(cr), grade: shown, marks: marks === null ? undefined : String(marks), remark: remark || undefined },
      second: bilingual && title[0] !== title[1] ? title[1] : undefined,
    };
  };
  const main: Item[] = [];
  const nBlocks = blocks ? rng.int(2, 3) : 1;
  for (let b = 0; b < nBlocks; b++) {
    const num0 = v2 && rng.bool(0.6) ? `${rng.pick([`${b + 1}.`, `${'ABC'[b]}.`, `${['I', 'II', 'III'][b]}.`])} ` : '';
    if (blocks) main.push({ type: 'block', text: `${num0}${lang.blocks[b % lang.blocks.length]}` });
    let sum = 0;
    const n = blocks ? rng.int(3, 6) : rng.int(9, 14);
    for (let k = 0; k < n && ti < titles.length - 3; k++) {
      const it = makeRow(titles[ti++]);
      sum += courses[courses.length - 1].credit ?? 0;
      main.push(it);
    }
    if (subtotals) main.push({ type: 'subtotal', cells: { title: lang.subtotal, credit: num(sum) } });
  }
  const second: Item[] = [];
  const secondCaption = rng.pick(lang.second);
  if (secondTable) {
    const st = rng.sample(lang.secondTitles, rng.int(1, 2));
    // The second variant's second table may print no credits at all (an examinations table).
    const noCredits = v2 && rng.bool(0.5);
    for (const t of st) second.push(makeRow([t, t], rng.bool(0.5), noCredits));
  }
  r.courses = courses;
  const allCredits = courses.reduce((s, c) => s + (c.credit ?? 0), 0);

  // ---- drawing
  const pdf = new Pdf({ size: page, title: lang.docTitle[0], author: inst, creationDate: new Date(`${entry + 4}-07-01T10:00:00Z`) });
  pdf.text(inst, L, 40, { font: F.bold, size: 14, width: W, align: 'center', fit: true });
  pdf.text(`${city}, ${where.local}`, L, 58, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(rng.pick(lang.docTitle), L, 76, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text(`${lang.nameLabel}: ${first} ${last}`, L, 100, { font: F.regular, size: 9 });
  pdf.text(`${lang.numberLabel}: ${regNo}`, L + W / 2, 100, { font: F.regular, size: 9 });
  let y = 118;
  for (let k = 0; k < preamble; k++) {
    pdf.text(k % 2 ? `${inst}, ${city}` : `${lang.name} · ${where.local}`, L, y, { font: F.regular, size: 8.5 });
    y += 13;
  }
  y += 6;
  const top = 50;
  const bottom = page[1] - 60;
  const pad = 3;
  const total = W;
  const drawHeader = (yy: number, columns: Col[] = cols): number => {
    const h = size * 1.3 + 4;
    let at = L;
    for (const c of columns) {
      pdf.text(c.label, at + pad, yy + 2, { font: F.bold, size, width: c.width - 2 * pad, align: c.align, fit: true });
      at += c.width;
    }
    if (rules !== 'none') {
      pdf.line(L, yy, L + total, yy, 0.7);
      pdf.line(L, yy + h, L + total, yy + h, 0.7);
    }
    return h + 2;
  };
  const linesOf = (it: Item): string[][] =>
    cols.map((c) => {
      if (c.kind !== 'title') return [it.cells?.[c.kind] ?? ''];
      const main = pdf.wrap(it.cells?.title ?? '', it.type === 'subtotal' ? F.bold : F.regular, size, c.width - 2 * pad);
      return it.second ? [...main, ...pdf.wrap(it.second, F.italic, size, c.width - 2 * pad)] : main;
    });
  const heightOf = (it: Item) => (it.type === 'block' ? leading + 2 : Math.max(...linesOf(it).map((l) => l.length)) * leading);
  const drawItem = (it: Item, yy: number): number => {
    if (it.type === 'block') {
      pdf.text(it.text!, L + pad, yy + 2, { font: F.bold, size: size + 0.3 });
      return leading + 2;
    }
    const lines = linesOf(it);
    const h = Math.max(...lines.map((l) => l.length)) * leading;
    let at = L;
    const mainLines = it.second ? pdf.wrap(it.cells?.title ?? '', F.regular, size, cols.find((c) => c.kind === 'title')!.width - 2 * pad).length : Infinity;
    cols.forEach((c, i) => {
      lines[i].forEach((l, k) => {
        const font = it.type === 'subtotal' ? F.bold : c.kind === 'title' && k >= mainLines ? F.italic : F.regular;
        if (l) pdf.text(l, at + pad, yy + k * leading + (leading - size) / 2, { font, size, width: c.width - 2 * pad, align: c.align, fit: c.kind !== 'title' });
      });
      at += c.width;
    });
    if (rules !== 'none') pdf.line(L, yy + h, L + total, yy + h, 0.4, '#555555');
    if (rules === 'grid') {
      let vx = L;
      for (const c of [...cols, null]) {
        pdf.line(vx, yy - 1, vx, yy + h, 0.4, '#555555');
        if (c) vx += c.width;
      }
    }
    return h;
  };
  const room = (h: number, header: boolean) => {
    if (y + h <= bottom) return;
    pdf.addPage();
    y = top;
    if (header) y += drawHeader(y);
  };
  if (pageBreak) {
    // Running text above the table (the programme's description) so that the page ends inside it.
    const tableH = main.reduce((s, it) => s + heightOf(it), 0);
    const want = bottom - tableH * rng.float(0.3, 0.7) - 30;
    const words = `${lang.docTitle[0]} — ${inst}, ${city}, ${where.local}. `;
    let text = '';
    while (pdf.wrap(text, F.regular, 8.5, W).length * 11 < want - y) text += words;
    y += pdf.para(text, L, y, W, { font: F.regular, size: 8.5, leading: 11 }) + 12;
  }
  y += drawHeader(y);
  for (const it of main) {
    room(heightOf(it) + (it.type === 'block' ? leading : 0), !headerOnFirstOnly);
    y += drawItem(it, y);
  }
  if (secondTable) {
    y += leading;
    room(leading * 3 + second.reduce((s, it) => s + heightOf(it), 0), false);
    pdf.text(secondCaption, L, y, { font: F.bold, size: size + 1 });
    y += leading * 1.2;
    y += drawHeader(y);
    for (const it of second) y += drawItem(it, y);
  }
  // ---- lines that are no course
  y += leading;
  if (markers) {
    room(leading, false);
    pdf.text(lang.footnote, L, y, { font: F.italic, size: size - 0.5 });
    y += leading * 1.3;
  }
  if (trailer.summary) {
    room(leading * 2, false);
    pdf.text(`${lang.total}: ${num(allCredits)}`, L, y, { font: F.bold, size });
    y += leading;
    r.qualification.totalCreditsOrMarks = String(allCredits);
  }
  if (trailer.legend) {
    room(leading * 2, false);
    for (const l of pdf.wrap(lang.legend, F.regular, size - 0.5, W)) {
      pdf.text(l, L, y, { font: F.regular, size: size - 0.5 });
      y += leading;
    }
  }
  if (trailer.key && gradeMode !== 'marks') {
    const keyRows = (gradeMode === 'words' ? lang.gradeWords : lang.grades).slice(0, 4);
    room(leading * (keyRows.length + 1), false);
    keyRows.forEach((g, k) => {
      pdf.text(g, L, y, { font: F.regular, size: size - 0.5 });
      pdf.text(`${100 - k * 10}-${91 - k * 10}`, L + size * 10, y, { font: F.regular, size: size - 0.5 });
      y += leading * 0.95;
    });
  }
  if (trailer.signature) {
    room(leading * 4, false);
    const sx = L + W * 0.6;
    y += leading * 2;
    pdf.line(sx, y, sx + W * 0.35, y, 0.5);
    pdf.text(lang.signatory, sx, y + 3, { font: F.regular, size });
    // The date beside the signature is the date the statement was issued.
    const [d, m] = [rng.int(1, 28), rng.int(1, 12)];
    pdf.text(`${lang.dateLabel}: ${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${entry + 4}`, L, y + 3, { font: F.regular, size });
    r.qualification.dateOfIssue = `${entry + 4}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`${p} / ${n}`, L, page[1] - 34, { font: F.italic, size: 7, width: W, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': `${first} ${last}` } };
}
