/**
 * Check 12, comparison with other versions of the document: when the case holds another copy of
 * the same credential (the original beside a re-rendered copy, an earlier print beside a later
 * one), their text and layout are aligned line by line and word by word, and every value that
 * differs is a high-severity signal carrying both values and both places (docs/forensics.md,
 * "Severities": a value that differs between two versions of the same document).
 *
 * Which documents are versions of each other decides everything: comparing a diploma with the
 * transcript of the same candidate would turn every line into a "difference". A document is a
 * version of this one only when the kinds named by their titles do not differ (a transcript is
 * never compared with a diploma; one of them must name a credential) and, once their lines and words are aligned, most of the words of
 * one are the words of the other (MIN_WORD_SHARE; a little less, MIN_WORD_SHARE_SAME_IDENTITY,
 * when the identity fields name the same candidate and institution), and at least half of the
 * lines are identical (MIN_VERSION_LINE_SHARE). Two different credentials of
 * one candidate at one institution (a bachelor's and a master's transcript) share a letterhead,
 * labels and even the places of their lines, but not their programme, dates and courses, and stay
 * below these shares.
 */
import { groupLines } from '../text/layout';
import type { DocumentText, OtherDocumentVersion, TextItem } from '../types';
import { passed, skipped, type CheckOutcome } from './checks';
import { identifyDocument } from './identity';
import { checkStatusFromSignals, type EvidenceBox, type ForensicsSignal } from './signals';

export interface VersionLimits {
  /** Other documents compared with this one (the job loads at most this many). */
  maxDocuments: number;
  /** Pages of each document read for the comparison. */
  maxPages: number;
  /** Lines of each document aligned (the alignment is quadratic in lines). */
  maxLines: number;
  /** Signals reported per other version (a document with more differences is summarised). */
  maxSignalsPerVersion: number;
}

export const DEFAULT_VERSION_LIMITS: VersionLimits = { maxDocuments: 8, maxPages: 20, maxLines: 1500, maxSignalsPerVersion: 40 };

/** OCR words below this confidence are not trusted to carry a difference (a misread is not an edit). */
export const MIN_OCR_CONFIDENCE = 80;

interface VWord {
  text: string;
  /** The form compared: lower case, outer punctuation dropped (and OCR look-alikes folded). */
  norm: string;
  box: EvidenceBox;
  /** Trusted to differ: text layer, or OCR read confidently. */
  sure: boolean;
}

interface VLine {
  page: number;
  text: string;
  key: string;
  words: VWord[];
  box: EvidenceBox;
  /** Vertical centre as a fraction of the page height (for the layout comparison). */
  cy: number;
}

export interface VersionMatch {
  /** Why the other document was taken for a version of this one. */
  reason: string;
  /** Share of lines identical in both (of the longer document). */
  identicalShare: number;
  /** Share of lines with a line at the same place in the other. */
  layoutShare: number;
  /** Share of words the two hold in common after the alignment (of the longer document). */
  wordShare: number;
}

// ---------------------------------------------------------------------------------------------
// Lines and words

/** Look-alike characters OCR confuses, folded to one form when either side was read by OCR. */
const LOOKALIKES: Record<string, string> = { o: '0', q: '0', d: '0', l: '1', i: '1', '|': '1', '!': '1', s: '5', b: '8', z: '2', g: '9' };

function normWord(t: string, fold: boolean): string {
  let n = t.normalize('NFKC').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '');
  if (!n) n = t.trim();
  if (fold) n = n.replace(/[oqdli|!sbzg]/g, (c) => LOOKALIKES[c] ?? c).replace(/[,]/g, '.');
  return n;
}

const isOcr = (doc: DocumentText) => doc.pages.some((p) => p.source === 'ocr');

/** The words of one item: a run with blanks is cut into words, their widths shared by characters. */
function splitItem(item: TextItem): Array<{ text: string; x: number; width: number }> {
  const t = item.text;
  const parts: Array<{ text: string; x: number; width: number }> = [];
  const per = t.length ? item.width / t.length : 0;
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t)) !== null) parts.push({ text: m[0], x: item.x + m.index * per, width: m[0].length * per });
  return parts;
}

function linesOf(doc: DocumentText, limits: VersionLimits, fold: boolean): VLine[] {
  const out: VLine[] = [];
  const pages = [...doc.pages].sort((a, b) => a.pageNumber - b.pageNumber).slice(0, limits.maxPages);
  for (const page of pages) {
    const W = page.width || 1;
    const H = page.height || 1;
    const frac = (x: number, y: number, w: number, h: number): EvidenceBox => ({
      page: page.pageNumber,
      x: clamp01(x / W),
      y: clamp01(y / H),
      width: clamp01(w / W),
      height: clamp01(h / H),
    });
    for (const line of groupLines(page)) {
      const words: VWord[] = [];
      for (const item of line.items) {
        const sure = item.confidence === null || item.confidence >= MIN_OCR_CONFIDENCE;
        for (const p of splitItem(item)) {
          const norm = normWord(p.text, fold);
          if (norm) words.push({ text: p.text, norm, box: frac(p.x, item.y, p.width, item.height), sure });
        }
      }
      // A line without two letters or digits (a rule, a bullet, a stray mark of OCR) says nothing.
      const alnum = words.map((w) => w.norm).join('').replace(/[^\p{L}\p{N}]/gu, '').length;
      if (words.length === 0 || alnum < 2) continue;
      out.push({
        page: page.pageNumber,
        text: words.map((w) => w.text).join(' '),
        key: words.map((w) => w.norm).join(' '),
        words,
        box: frac(line.x, line.y, line.width, line.height),
        cy: (line.y + line.height / 2) / H,
      });
      if (out.length >= limits.maxLines) return out;
    }
  }
  return out;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, Number.isFinite(v) ? v : 0));

function unionBox(boxes: EvidenceBox[]): EvidenceBox[] {
  const byPage = new Map<number, EvidenceBox>();
  for (const b of boxes) {
    const u = byPage.get(b.page);
    if (!u) {
      byPage.set(b.page, { ...b });
      continue;
    }
    const x1 = Math.max(u.x + u.width, b.x + b.width);
    const y1 = Math.max(u.y + u.height, b.y + b.height);
    u.x = Math.min(u.x, b.x);
    u.y = Math.min(u.y, b.y);
    u.width = x1 - u.x;
    u.height = y1 - u.y;
  }
  return [...byPage.values()];
}

// ---------------------------------------------------------------------------------------------
// Alignment

/** Longest common subsequence of two sequences of keys, as index pairs in order. */
function lcsPairs(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length, m = b.length;
  const t: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
  const pairs: Array<[number, number]> = [];
  let i = 0, j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (t[i + 1][j] >= t[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** Dice similarity of the word multisets of two lines (0..1). */
function wordSimilarity(a: VLine, b: VLine): number {
  const counts = new Map<string, number>();
  for (const w of a.words) counts.set(w.norm, (counts.get(w.norm) ?? 0) + 1);
  let common = 0;
  for (const w of b.words) {
    const c = counts.get(w.norm) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w.norm, c - 1);
    }
  }
  return (2 * common) / (a.words.length + b.words.length);
}

/** Two lines at the same place: same page, centres within 1.2% of the page height, overlapping across. */
function samePlace(a: VLine, b: VLine): boolean {
  if (a.page !== b.page) return false;
  if (Math.abs(a.cy - b.cy) > 0.012) return false;
  const x0 = Math.max(a.box.x, b.box.x);
  const x1 = Math.min(a.box.x + a.box.width, b.box.x + b.box.width);
  return x1 > x0;
}

interface LineDiff {
  identical: Array<[number, number]>;
  changed: Array<[number, number]>;
  onlyThis: number[];
  onlyOther: number[];
}

function alignLines(a: VLine[], b: VLine[]): LineDiff {
  const identical = lcsPairs(
    a.map((l) => l.key),
    b.map((l) => l.key),
  );
  const changed: Array<[number, number]> = [];
  const onlyThis: number[] = [];
  const onlyOther: number[] = [];
  // Documents with few lines in common are no versions of each other (a version keeps most of its
  // lines whole): the pairing of the rest, quadratic in lines, is not worth doing.
  if (identical.length < MIN_IDENTICAL_SHARE * Math.max(a.length, b.length)) {
    const ia = new Set(identical.map(([i]) => i));
    const jb = new Set(identical.map(([, j]) => j));
    return { identical, changed, onlyThis: a.map((_, i) => i).filter((i) => !ia.has(i)), onlyOther: b.map((_, j) => j).filter((j) => !jb.has(j)) };
  }
  // The lines between two identical anchors are the hunks: lines of one are paired with the most
  // similar lines of the other (by words, or by place when every word changed, a name on a diploma).
  const anchors: Array<[number, number]> = [[-1, -1], ...identical, [a.length, b.length]];
  for (let k = 0; k + 1 < anchors.length; k++) {
    const ai = Array.from({ length: anchors[k + 1][0] - anchors[k][0] - 1 }, (_, i) => anchors[k][0] + 1 + i);
    const bj = Array.from({ length: anchors[k + 1][1] - anchors[k][1] - 1 }, (_, j) => anchors[k][1] + 1 + j);
    const candidates: Array<{ i: number; j: number; score: number }> = [];
    for (const i of ai) {
      for (const j of bj) {
        const sim = wordSimilarity(a[i], b[j]);
        const place = samePlace(a[i], b[j]);
        if (sim >= 0.3 || place) candidates.push({ i, j, score: sim + (place ? 0.5 : 0) });
      }
    }
    candidates.sort((x, y) => y.score - x.score);
    const usedA = new Set<number>();
    const usedB = new Set<number>();
    for (const c of candidates) {
      if (usedA.has(c.i) || usedB.has(c.j)) continue;
      usedA.add(c.i);
      usedB.add(c.j);
      changed.push([c.i, c.j]);
    }
    for (const i of ai) if (!usedA.has(i)) onlyThis.push(i);
    for (const j of bj) if (!usedB.has(j)) onlyOther.push(j);
  }
  changed.sort((x, y) => x[0] - y[0]);
  return { identical, changed, onlyThis, onlyOther };
}

/** Word-level differences of two paired lines: runs of removed and added words. */
function wordHunks(a: VWord[], b: VWord[]): Array<{ mine: VWord[]; theirs: VWord[] }> {
  const pairs = lcsPairs(
    a.map((w) => w.norm),
    b.map((w) => w.norm),
  );
  const out: Array<{ mine: VWord[]; theirs: VWord[] }> = [];
  let pi = 0, pj = 0;
  for (const [i, j] of [...pairs, [a.length, b.length] as [number, number]]) {
    if (i > pi || j > pj) out.push({ mine: a.slice(pi, i), theirs: b.slice(pj, j) });
    pi = i + 1;
    pj = j + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Which documents are versions

type Kind = 'transcript' | 'diploma' | 'marksheet' | 'certificate' | 'letter';

/** The kind of document its title names, or null when it names none. */
export function titleKind(title: string | null): Kind | null {
  if (!title) return null;
  if (/transcript|academic\s+record|record\s+of|grade\s+report|relev[ée]|expediente|certificado\s+acad|notenspiegel|leistungs/i.test(title)) return 'transcript';
  if (/mark\s*-?\s*sheet|marks?\s+statement|statement\s+of\s+(?:marks|results|grades)/i.test(title)) return 'marksheet';
  if (/diplom|degree|urkunde|t[íi]tulo|licence/i.test(title)) return 'diploma';
  if (/certificat|attestation|zeugnis/i.test(title)) return 'certificate';
  if (/letter|lettre/i.test(title)) return 'letter';
  return null;
}

/**
 * The kind of document: a letter by its salutation, else the kind its title names, else the one its
 * first page speaks of (a course table's headings, a degree's wording), else null.
 */
export function documentKindOf(text: DocumentText, title: string | null): Kind | null {
  const first = [...text.pages].sort((a, b) => a.pageNumber - b.pageNumber)[0];
  const words = first ? first.items.map((i) => i.text).join(' ') : '';
  // A letter that mentions the transcript it encloses is still a letter.
  if (/\b(?:dear|to whom it may concern|sincerely|yours faithfully|madame,? monsieur)\b/i.test(words)) return 'letter';
  const named = titleKind(title);
  if (named) return named;
  if (/mark\s*-?\s*sheet|statement\s+of\s+marks/i.test(words)) return 'marksheet';
  if (/transcript|academic\s+record|\bcredits?\b|cr[ée]dits|\bcourses?\b|asignatura|\bgrades?\b|\bnotes\b|noten/i.test(words)) return 'transcript';
  if (/diplom|degree|bachelor|master|licence|licenciad|grado|conferred|awarded|urkunde|t[íi]tulo/i.test(words)) return 'diploma';
  return null;
}

const sameName = (x: string | null, y: string | null) =>
  !!x && !!y && x.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim() === y.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Shares of words in common that make two documents versions of each other. A re-rendered copy
 * with a changed GPA and an added course keeps over 90%; a diploma with its name, institution and
 * date changed about 80%; two transcripts of one candidate for different programmes (another
 * programme line, other courses, other dates under the same letterhead) about 50–60%.
 */
export const MIN_WORD_SHARE = 0.75;
/** Share of lines a version keeps identical (a diploma with three of its ten lines changed keeps 70%). */
export const MIN_VERSION_LINE_SHARE = 0.5;
/** Below this share of identical lines, two documents are not aligned further (see alignLines). */
const MIN_IDENTICAL_SHARE = 0.3;
export const MIN_WORD_SHARE_SAME_IDENTITY = 0.7;

/** Lines of each side below this: too little text to tell a version from a look-alike. */
const MIN_LINES = 3;

/**
 * Whether `other` is a version of `self` (see the module comment), with the shares that decided;
 * null when it is not.
 */
export function matchVersion(self: DocumentText, other: DocumentText, limits: VersionLimits = DEFAULT_VERSION_LIMITS): VersionMatch | null {
  const fold = isOcr(self) || isOcr(other);
  const a = linesOf(self, limits, fold);
  const b = linesOf(other, limits, fold);
  return matchLines(self, other, a, b);
}

function matchLines(self: DocumentText, other: DocumentText, a: VLine[], b: VLine[], diff?: LineDiff): VersionMatch | null {
  if (a.length < MIN_LINES || b.length < MIN_LINES) return null;
  const idA = identifyDocument(self);
  const idB = identifyDocument(other);
  const kindA = documentKindOf(self, idA.documentName);
  const kindB = documentKindOf(other, idB.documentName);
  // A transcript and a diploma of one candidate are two documents, not two versions.
  if (kindA && kindB && kindA !== kindB) return null;
  // Letters and forms of one template (two cover letters) are not credentials: one of the two must
  // be a credential.
  if ((!kindA || kindA === 'letter') && (!kindB || kindB === 'letter')) return null;
  const d = diff ?? alignLines(a, b);
  const longer = Math.max(a.length, b.length);
  const identicalShare = d.identical.length / longer;
  const [more, fewer] = a.length >= b.length ? [a, b] : [b, a];
  const layoutShare = more.filter((l) => fewer.some((o) => samePlace(l, o))).length / longer;
  // Words both versions hold: those of the identical lines and the common words of paired lines.
  const words = (ls: VLine[]) => ls.reduce((n, l) => n + l.words.length, 0);
  const common = d.identical.reduce((n, [i]) => n + a[i].words.length, 0) + d.changed.reduce((n, [i, j]) => n + lcsPairs(a[i].words.map((w) => w.norm), b[j].words.map((w) => w.norm)).length, 0);
  const wordShare = common / Math.max(1, words(a), words(b));
  const sameIdentity = sameName(idA.candidateName, idB.candidateName) && sameName(idA.issuerName, idB.issuerName);
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const shares = { identicalShare, layoutShare, wordShare };
  // A version differs in a few lines: most lines stay whole. Documents of one template filled for
  // someone else (other names, course codes and marks on every row) keep many words, few lines.
  if (identicalShare < MIN_VERSION_LINE_SHARE) return null;
  if (sameIdentity && wordShare >= MIN_WORD_SHARE_SAME_IDENTITY) {
    return { reason: `same candidate (${idA.candidateName}) and institution (${idA.issuerName}), ${pct(wordShare)} of the words the same`, ...shares };
  }
  if (wordShare >= MIN_WORD_SHARE) return { reason: `near-identical pages: ${pct(wordShare)} of the words the same, ${pct(layoutShare)} of the lines in the same place`, ...shares };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Differences as signals

/** What kind of value a difference is, for the sentence. */
function valueKind(values: string[]): string {
  if (values.every((v) => /^(?:[A-F][+-]?|P|F|S|U|NP|W)$/.test(v))) return 'grade';
  if (values.every((v) => /\d/.test(v) && /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(v))) return 'date';
  if (values.every((v) => /^[-+]?\d+(?:[.,]\d+)?%?$/.test(v))) return 'number';
  return 'text';
}

const quote = (s: string) => `'${s.length > 80 ? `${s.slice(0, 79)}…` : s}'`;

/**
 * The differences between this document and one of its versions, as high-severity signals with
 * both values and both places. Differences OCR may have made (a word read with low confidence on
 * either side) are left out: a misread is not an edit.
 */
export function compareVersion(self: DocumentText, other: OtherDocumentVersion, limits: VersionLimits = DEFAULT_VERSION_LIMITS): { match: VersionMatch | null; signals: ForensicsSignal[] } {
  const fold = isOcr(self) || isOcr(other.text);
  const a = linesOf(self, limits, fold);
  const b = linesOf(other.text, limits, fold);
  const diff = alignLines(a, b);
  const match = matchLines(self, other.text, a, b, diff);
  if (!match) return { match: null, signals: [] };
  const signals: ForensicsSignal[] = [];
  const where = (boxes: EvidenceBox[]) => (boxes.length ? ` on page ${boxes[0].page}` : '');
  const otherRef = { fileName: other.fileName, fileId: other.fileId };
  const push = (message: string, code: string, mine: { value: string; boxes: EvidenceBox[] }, theirs: { value: string; boxes: EvidenceBox[] }) => {
    signals.push({
      checkNumber: 12,
      code,
      severity: 'high',
      source: 'comparison',
      message,
      evidence: {
        // A value this document lacks is shown where the other version has it (the pages share a layout).
        boxes: mine.boxes.length ? mine.boxes : theirs.boxes,
        values: [
          { label: 'this document', value: mine.value, boxes: mine.boxes },
          { label: 'other version', value: theirs.value, boxes: theirs.boxes, ...otherRef },
        ],
      },
    });
  };

  type Entry = { order: number; emit: () => void };
  const entries: Entry[] = [];
  for (const [i, j] of diff.changed) {
    for (const h of wordHunks(a[i].words, b[j].words)) {
      // Only words both sides read surely may carry a difference.
      if (![...h.mine, ...h.theirs].every((w) => w.sure)) continue;
      const mine = h.mine.map((w) => w.text).join(' ');
      const theirs = h.theirs.map((w) => w.text).join(' ');
      const mineBoxes = unionBox(h.mine.map((w) => w.box));
      const theirBoxes = unionBox(h.theirs.map((w) => w.box));
      const line = quote(a[i].text);
      let message: string;
      if (mine && theirs) message = `${valueKind([mine, theirs])} ${quote(mine)}${where(mineBoxes)} reads ${quote(theirs)} in the other version ${other.fileName} (line ${line})`;
      else if (mine) message = `${quote(mine)}${where(mineBoxes)} is not in the other version ${other.fileName} (line ${line})`;
      else message = `${quote(theirs)} of the other version ${other.fileName} is missing from this document (line ${line})`;
      entries.push({ order: i, emit: () => push(message, 'version-value-differs', { value: mine, boxes: mineBoxes }, { value: theirs, boxes: theirBoxes }) });
    }
  }
  for (const i of diff.onlyThis) {
    const l = a[i];
    if (!l.words.every((w) => w.sure)) continue;
    entries.push({
      order: i,
      emit: () => push(`line ${quote(l.text)} on page ${l.page} is not in the other version ${other.fileName}`, 'version-line-added', { value: l.text, boxes: [l.box] }, { value: '', boxes: [] }),
    });
  }
  for (const j of diff.onlyOther) {
    const l = b[j];
    if (!l.words.every((w) => w.sure)) continue;
    // Placed in this document after the last line before it that both share.
    const before = diff.identical.filter(([, jj]) => jj < j).pop();
    entries.push({
      order: before ? before[0] + 0.5 : -1,
      emit: () => push(`line ${quote(l.text)} of the other version ${other.fileName} (page ${l.page}) is missing from this document`, 'version-line-missing', { value: '', boxes: [] }, { value: l.text, boxes: [l.box] }),
    });
  }
  entries.sort((x, y) => x.order - y.order);
  for (const e of entries.slice(0, limits.maxSignalsPerVersion)) e.emit();
  return { match, signals };
}

/**
 * Check 12's outcome: this document compared with every other document of the case that is a
 * version of it. Skipped when the case holds no other document; passed when none is a version or
 * the versions agree.
 */
export function versionsOutcome(self: DocumentText, others: readonly OtherDocumentVersion[] | undefined, limits: VersionLimits = DEFAULT_VERSION_LIMITS): CheckOutcome & { signals: ForensicsSignal[] } {
  const docs = (others ?? []).slice(0, limits.maxDocuments);
  if (docs.length === 0) return { ...skipped('The case holds no other document to compare this one with.'), signals: [] };
  if (!self.pages.some((p) => p.items.length > 0)) return { ...skipped('No text could be read from this document to compare it with the other documents of the case.'), signals: [] };
  const signals: ForensicsSignal[] = [];
  const agreeing: string[] = [];
  const differing: string[] = [];
  for (const other of docs) {
    const { match, signals: found } = compareVersion(self, other, limits);
    if (!match) continue;
    if (found.length) {
      differing.push(`${other.fileName} (${match.reason}): ${found.length} difference${found.length > 1 ? 's' : ''}`);
      signals.push(...found);
    } else agreeing.push(`${other.fileName} (${match.reason})`);
  }
  const compared = `${docs.length} other document${docs.length > 1 ? 's' : ''} of the case`;
  if (differing.length === 0 && agreeing.length === 0) return { ...passed(`None of the ${compared} is a version of this document (a different candidate, institution or kind of document, or different pages).`), signals };
  if (differing.length === 0) return { ...passed(`The text and layout agree with the other version${agreeing.length > 1 ? 's' : ''} of this document in the case: ${agreeing.join('; ')}.`), signals };
  const status = checkStatusFromSignals(signals);
  return {
    status,
    description: `Values differ from another version of this document in the case: ${differing.join('; ')}${agreeing.length ? `. Agrees with ${agreeing.join('; ')}` : ''}. ${signals
      .slice(0, 5)
      .map((s) => s.message)
      .join('; ')}${signals.length > 5 ? `; and ${signals.length - 5} more` : ''}.`,
    signals,
  };
}
