/**
 * The inflation budget of a PDF ("the PDF inflation budget", README "Limits"): before any parser
 * (pdfjs, pdftoppm) sees a PDF, every compressed stream in it is inflated here with a bounded,
 * streaming inflater that keeps nothing but a byte count, and the file is refused when
 *
 * - one stream (a page's content, an image drawn on a page, an object stream) inflates to more
 *   than `maxPageBytes`, or an image declares more than `maxImagePixels` pixels: the per-page
 *   budget, since what one page draws is made of such streams;
 * - all streams together inflate to more than `maxDocumentBytes`, or more than `maxPageBytes`
 *   for each page the document declares: the per-document budget;
 * - all streams together inflate to more than `maxRatio` times the file's size, once past
 *   `ratioFloorBytes` (small documents may compress as well as they like): the ratio budget.
 *
 * A PDF's streams may inflate to ~1000 times their size (a 1 MiB file to 1 GiB), and pdfjs keeps
 * what it inflates; refusing here, while counting only, is what keeps a worker's memory bounded
 * whatever it is sent. The scan is deliberately lenient about syntax (it looks for
 * `stream`…`endstream` pairs rather than parsing objects): a stream it cannot find is one pdfjs
 * cannot find either, and a damaged stream counts what inflates before the damage, as pdfjs does.
 */
import { createInflate, inflateSync, constants as zlibConstants } from 'node:zlib';
import { ProcessingError } from './types';

export interface PdfInflationBudget {
  maxPageBytes: number;
  /** Pixels of one image; pdfjs holds a decoded image at up to 4 bytes a pixel. */
  maxImagePixels: number;
  maxDocumentBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
}

const MiB = 1024 * 1024;

/**
 * Generous for real documents: a page scanned at 300 dpi in RGB is ~26 MiB raw, a 200-page text
 * PDF inflates to a few MiB. A 2 MiB file may inflate to 200 MiB before the ratio budget bites.
 */
export const DEFAULT_PDF_INFLATION_BUDGET: PdfInflationBudget = {
  maxPageBytes: 64 * MiB,
  // An A4 page scanned at 600 dpi is 35 million pixels; A3 at 400 dpi, 31 million.
  maxImagePixels: 50_000_000,
  maxDocumentBytes: 512 * MiB,
  maxRatio: 100,
  ratioFloorBytes: 64 * MiB,
};

/** The PDF was refused by its inflation budget; a partner reads the message as the stage's error. */
export class PdfBudgetError extends ProcessingError {
  constructor(reason: string) {
    super(`The PDF was refused as a possible decompression bomb: ${reason}`);
    this.name = 'PdfBudgetError';
  }
}

export interface PdfInflationReport {
  streams: number;
  pages: number;
  inflatedBytes: number;
  largestStreamBytes: number;
}

function mib(n: number): string {
  return `${Math.round((n / MiB) * 10) / 10} MiB`;
}

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const OBJ = Buffer.from(' obj');
/** How far back from `stream` the stream's dictionary is looked for. */
const DICT_LOOKBACK = 64 * 1024;
/** Deflate cannot expand more than ~1032:1, so a stream this small is inflated in one call. */
const SYNC_INFLATE_MAX_INPUT = 8 * 1024;

type Filter = 'flate' | 'lzw' | 'runlength' | 'ascii85' | 'asciihex' | 'image' | 'other';

const FILTER_NAMES: Record<string, Filter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'runlength',
  RL: 'runlength',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
  ASCIIHexDecode: 'asciihex',
  AHx: 'asciihex',
  DCTDecode: 'image',
  DCT: 'image',
  JPXDecode: 'image',
  JBIG2Decode: 'image',
  CCITTFaxDecode: 'image',
  CCF: 'image',
};

function filtersOf(dict: string): Filter[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!m) return [];
  return [...m[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => FILTER_NAMES[f[1]] ?? 'other');
}

function intEntry(dict: string, ...names: string[]): number | null {
  for (const name of names) {
    const m = new RegExp(`/${name}\\s+(\\d+)(?![\\d.]|\\s+\\d+\\s+R)`).exec(dict);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Counts `data` inflated, stopping as soon as `limit` is passed (then returns limit + 1). */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  if (data.length <= SYNC_INFLATE_MAX_INPUT) {
    try {
      return Promise.resolve(inflateSync(data, { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: limit + 1 }).length);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return Promise.resolve(limit + 1);
      // Damaged: fall through to the streaming count, which keeps what inflated before the damage.
    }
  }
  return new Promise((resolve) => {
    let size = 0;
    let done = false;
    const inflater = createInflate({ finishFlush: zlibConstants.Z_SYNC_FLUSH });
    const finish = (n: number): void => {
      if (done) return;
      done = true;
      inflater.removeAllListeners('data');
      inflater.destroy();
      resolve(n);
    };
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(limit + 1);
    });
    inflater.on('end', () => finish(size));
    inflater.on('error', () => finish(size));
    inflater.on('close', () => finish(size));
    inflater.end(data);
  });
}

/** Inflates `data` in full (for a filter that feeds another), at most `limit` + 1 bytes. */
function inflateBounded(data: Buffer, limit: number): Buffer {
  try {
    return inflateSync(data, { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: limit + 1 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return Buffer.alloc(limit + 1);
    // A damaged stream inflates to nothing: the budget counts what it can read, and the damage
    // itself is the forensics checks' finding, not an error of the count.
    return Buffer.alloc(0);
  }
}

/** LZW (PDF flavour, early change 1) decoded size, or `limit` + 1 once past it; the output is kept only when `keep`. */
function lzw(data: Buffer, limit: number, keep: boolean): { size: number; out: Buffer | null } {
  const chunks: Buffer[] = [];
  const table: Buffer[] = [];
  const reset = (): void => {
    table.length = 258;
    for (let i = 0; i < 256; i++) table[i] = Buffer.from([i]);
  };
  reset();
  let bits = 9;
  let bitBuf = 0;
  let bitCount = 0;
  let prev: Buffer | null = null;
  let size = 0;
  for (let i = 0; i < data.length; i++) {
    bitBuf = ((bitBuf << 8) | data[i]) >>> 0;
    bitCount += 8;
    while (bitCount >= bits) {
      const code = (bitBuf >>> (bitCount - bits)) & ((1 << bits) - 1);
      bitCount -= bits;
      bitBuf &= (1 << bitCount) - 1;
      if (code === 256) {
        reset();
        bits = 9;
        prev = null;
        continue;
      }
      if (code === 257) return { size, out: keep ? Buffer.concat(chunks) : null };
      let entry: Buffer;
      if (code < table.length) entry = table[code];
      else if (prev && code === table.length) entry = Buffer.concat([prev, prev.subarray(0, 1)]);
      else return { size, out: keep ? Buffer.concat(chunks) : null };
      if (prev && table.length < 4096) table.push(Buffer.concat([prev, entry.subarray(0, 1)]));
      prev = entry;
      size += entry.length;
      if (size > limit) return { size: limit + 1, out: null };
      if (keep) chunks.push(entry);
      const next = table.length + 1;
      bits = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return { size, out: keep ? Buffer.concat(chunks) : null };
}

/** RunLength decoded size (at most 128:1), or the output when `keep`. */
function runLength(data: Buffer, limit: number, keep: boolean): { size: number; out: Buffer | null } {
  const chunks: Buffer[] = [];
  let size = 0;
  let i = 0;
  while (i < data.length) {
    const len = data[i++];
    if (len === 128) break;
    if (len < 128) {
      const run = data.subarray(i, i + len + 1);
      size += run.length;
      if (keep) chunks.push(run);
      i += len + 1;
    } else {
      const n = 257 - len;
      size += n;
      if (keep && i < data.length) chunks.push(Buffer.alloc(n, data[i]));
      i += 1;
    }
    if (size > limit) return { size: limit + 1, out: null };
  }
  return { size, out: keep ? Buffer.concat(chunks) : null };
}

/**
 * The size `data` decodes to through `filters`, at most `limit` + 1. The ASCII filters only
 * shrink data and image codecs are bounded by the image's declared size (checked by the caller),
 * so a chain is followed only through the filters that expand.
 */
async function decodedSize(data: Buffer, filters: Filter[], limit: number): Promise<number> {
  let current = data;
  for (let i = 0; i < filters.length; i++) {
    const last = i === filters.length - 1;
    const f = filters[i];
    if (f === 'flate') {
      if (last) return inflatedSize(current, limit);
      current = inflateBounded(current, limit);
    } else if (f === 'lzw') {
      const r = lzw(current, limit, !last);
      if (last || r.out === null) return r.size;
      current = r.out;
    } else if (f === 'runlength') {
      const r = runLength(current, limit, !last);
      if (last || r.out === null) return r.size;
      current = r.out;
    } else {
      // ASCII filters shrink; an image codec or an unknown filter ends what can be followed.
      return Math.min(current.length, limit + 1);
    }
    if (current.length > limit) return limit + 1;
  }
  return current.length;
}

interface FoundStream {
  dict: string;
  data: Buffer;
}

/** Every `stream`…`endstream` of the file with the dictionary just before it. */
function* streamsOf(bytes: Buffer): Generator<FoundStream> {
  let from = 0;
  while (from < bytes.length) {
    const at = bytes.indexOf(STREAM, from);
    if (at < 0) return;
    from = at + STREAM.length;
    // `endstream` also contains `stream`.
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue;
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    else if (bytes[start - 1] !== 0x0d) continue;
    const end = bytes.indexOf(ENDSTREAM, start);
    if (end < 0) return;
    const lookFrom = Math.max(0, at - DICT_LOOKBACK);
    // Searched within the lookback only, so a file without object headers stays linear.
    const objAt = bytes.subarray(lookFrom, at).lastIndexOf(OBJ);
    const dict = bytes.toString('latin1', objAt >= 0 ? lookFrom + objAt : lookFrom, at);
    yield { dict, data: bytes.subarray(start, end) };
    from = end + ENDSTREAM.length;
  }
}

const PAGE_TYPE = /\/Type\s*\/Page(?![A-Za-z0-9])/g;

function countPages(text: string): number {
  return text.match(PAGE_TYPE)?.length ?? 0;
}

/**
 * Checks `bytes` (a whole PDF) against `budget`; throws PdfBudgetError naming the first budget
 * passed, or returns what was counted.
 */
export async function checkPdfInflation(bytes: Buffer, budget: PdfInflationBudget = DEFAULT_PDF_INFLATION_BUDGET): Promise<PdfInflationReport> {
  const ratioCap = Math.max(budget.ratioFloorBytes, budget.maxRatio * bytes.length);
  // Page objects outside object streams are found in the file itself; those inside are counted
  // as the object streams are inflated below.
  let pages = countPages(bytes.toString('latin1'));
  let total = 0;
  let largest = 0;
  let streams = 0;
  const documentCap = (): number => Math.min(budget.maxDocumentBytes, ratioCap, Math.max(1, pages) * budget.maxPageBytes);
  for (const s of streamsOf(bytes)) {
    streams++;
    const filters = filtersOf(s.dict);
    if (filters.includes('image') || /\/Subtype\s*\/Image/.test(s.dict)) {
      const w = intEntry(s.dict, 'Width', 'W');
      const h = intEntry(s.dict, 'Height', 'H');
      if (w !== null && h !== null && w * h > budget.maxImagePixels) {
        throw new PdfBudgetError(`an image of ${w} × ${h} pixels is over the budget of ${budget.maxImagePixels.toLocaleString('en-US')} pixels for one image`);
      }
    }
    if (!filters.some((f) => f === 'flate' || f === 'lzw' || f === 'runlength')) {
      total += s.data.length;
      continue;
    }
    const isObjectStream = /\/Type\s*\/ObjStm/.test(s.dict);
    let size: number;
    if (isObjectStream) {
      // Inflated in full (bounded) to count the pages it holds.
      let content = s.data;
      for (const f of filters) {
        if (f === 'flate') content = inflateBounded(content, budget.maxPageBytes);
        else if (f === 'lzw') content = lzw(content, budget.maxPageBytes, true).out ?? Buffer.alloc(budget.maxPageBytes + 1);
        else if (f === 'runlength') content = runLength(content, budget.maxPageBytes, true).out ?? Buffer.alloc(budget.maxPageBytes + 1);
        if (content.length > budget.maxPageBytes) break;
      }
      size = content.length;
      if (size <= budget.maxPageBytes) pages += countPages(content.toString('latin1'));
    } else {
      size = await decodedSize(s.data, filters, budget.maxPageBytes);
    }
    if (size > budget.maxPageBytes) {
      throw new PdfBudgetError(`one stream inflates to more than the budget of ${mib(budget.maxPageBytes)} for one page`);
    }
    total += size;
    largest = Math.max(largest, size);
    if (total > budget.maxDocumentBytes) {
      throw new PdfBudgetError(`its streams inflate to more than the budget of ${mib(budget.maxDocumentBytes)} for one document`);
    }
    if (total > ratioCap) {
      throw new PdfBudgetError(`its streams inflate to more than ${budget.maxRatio} times the file's size (${mib(bytes.length)})`);
    }
  }
  // Checked once every object stream has been counted, so that the pages inside them count too.
  if (total > documentCap()) {
    throw new PdfBudgetError(`its streams inflate to ${mib(total)}, more than ${mib(budget.maxPageBytes)} for each of its ${Math.max(1, pages)} page${pages === 1 ? '' : 's'}`);
  }
  return { streams, pages, inflatedBytes: total, largestStreamBytes: largest };
}
