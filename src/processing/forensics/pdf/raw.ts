/**
 * Byte-level reading of a PDF, independent of any renderer: where each revision ends, the objects
 * (including those packed in object streams), their dictionaries and decoded stream data. Used by
 * the revision, security and embedded-image checks, which must see what a viewer does not show.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib';

export interface RawObject {
  num: number;
  gen: number;
  /** Byte offset of the `N G obj` header (for objects in an object stream: the stream's offset). */
  offset: number;
  /** The object's text without stream data (the dictionary, or the whole value). */
  dict: string;
  /** Raw (still encoded) stream bytes, when the object is a stream. */
  stream: Buffer | null;
  /** Object number of the object stream holding this object, when compressed. */
  inObjectStream: number | null;
}

export interface Revision {
  /** 1-based, in file order. */
  index: number;
  /** Offset just after this revision's `%%EOF` (and its end-of-line). */
  end: number;
  /** Offset where this revision's bytes start (0 for the first). */
  start: number;
}

const EOF_MARK = '%%EOF';

/**
 * The revisions of a PDF: every `%%EOF` ends one. The first-page section of a linearized file
 * ends with its own `%%EOF`, which is not an update and is merged into the next revision.
 */
export function findRevisions(bytes: Buffer): Revision[] {
  const text = bytes.toString('latin1');
  const ends: number[] = [];
  let i = text.indexOf(EOF_MARK);
  while (i !== -1) {
    // A revision ends with "startxref <offset> %%EOF"; the bytes "%%EOF" inside a stream (an
    // embedded PDF, font data) do not count.
    if (/startxref\s+\d+\s*$/.test(text.slice(Math.max(0, i - 48), i))) {
      let end = i + EOF_MARK.length;
      if (text[end] === '\r') end++;
      if (text[end] === '\n') end++;
      ends.push(end);
    }
    i = text.indexOf(EOF_MARK, i + EOF_MARK.length);
  }
  if (ends.length === 0) return [{ index: 1, start: 0, end: bytes.length }];
  // Trailing bytes after the last %%EOF (padding, junk) belong to the last revision.
  ends[ends.length - 1] = Math.max(ends[ends.length - 1], bytes.length);
  if (ends.length >= 2 && isLinearized(text)) {
    // The linearization first-page trailer: drop its boundary when its startxref is the hint
    // (usually 0 or the first-page xref) rather than a real revision end.
    ends.shift();
  }
  // A %%EOF that is immediately followed by another (duplicated marker) is not a revision.
  const merged: number[] = [];
  for (const end of ends) {
    const prev = merged[merged.length - 1] ?? 0;
    if (merged.length > 0 && !/\S/.test(text.slice(prev, end).replace(/%%EOF/g, ''))) {
      merged[merged.length - 1] = end;
    } else {
      merged.push(end);
    }
  }
  return merged.map((end, k) => ({ index: k + 1, start: k === 0 ? 0 : merged[k - 1], end }));
}

function isLinearized(text: string): boolean {
  return /\/Linearized\s/.test(text.slice(0, 2048));
}

/** Resolve `#xx` escapes in a PDF name (`/J#61vaScript` is `/JavaScript`). */
export function normalizeName(name: string): string {
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The names (`/Name` tokens, escapes resolved) in a piece of PDF object text. */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  const re = /\/([^\s/<>[\]()%{}]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push(normalizeName(m[1]));
  return out;
}

const OBJ_RE = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;

/**
 * Every object of the file in file order (later revisions' versions of an object come later),
 * with the objects packed in object streams expanded right after their stream.
 */
export function parseObjects(bytes: Buffer): RawObject[] {
  const text = bytes.toString('latin1');
  const out: RawObject[] = [];
  OBJ_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = OBJ_RE.exec(text))) {
    const start = m.index;
    // Only at a token boundary (not "12 0 obj" inside a string or stream, which the skip below avoids).
    if (start > 0 && /[0-9A-Za-z]/.test(text[start - 1])) continue;
    const bodyStart = start + m[0].length;
    const endobj = text.indexOf('endobj', bodyStart);
    const streamKw = findStreamKeyword(text, bodyStart, endobj === -1 ? text.length : endobj);
    let dict: string;
    let stream: Buffer | null = null;
    let next: number;
    if (streamKw !== -1) {
      dict = text.slice(bodyStart, streamKw);
      let dataStart = streamKw + 'stream'.length;
      if (text[dataStart] === '\r') dataStart++;
      if (text[dataStart] === '\n') dataStart++;
      const length = directLength(dict);
      let dataEnd = -1;
      if (length !== null && dataStart + length <= text.length && /^\s*endstream/.test(text.slice(dataStart + length, dataStart + length + 32))) {
        dataEnd = dataStart + length;
      } else {
        const es = text.indexOf('endstream', dataStart);
        dataEnd = es === -1 ? text.length : es;
        // Strip the end-of-line that precedes `endstream`.
        if (text[dataEnd - 1] === '\n') dataEnd--;
        if (text[dataEnd - 1] === '\r') dataEnd--;
      }
      stream = bytes.subarray(dataStart, dataEnd);
      const afterStream = text.indexOf('endobj', dataEnd);
      next = afterStream === -1 ? text.length : afterStream + 6;
    } else {
      const end = endobj === -1 ? Math.min(text.length, bodyStart + 65536) : endobj;
      dict = text.slice(bodyStart, end);
      next = end === text.length ? end : end + 6;
    }
    const obj: RawObject = { num: Number(m[1]), gen: Number(m[2]), offset: start, dict: dict.trim(), stream, inObjectStream: null };
    out.push(obj);
    if (stream && /\/Type\s*\/ObjStm\b/.test(dict)) out.push(...expandObjectStream(obj));
    OBJ_RE.lastIndex = Math.max(next, bodyStart);
  }
  return out;
}

function findStreamKeyword(text: string, from: number, to: number): number {
  // `stream` after the dictionary's closing `>>`; `endstream` must not match.
  const re = /(?:>>|\s)stream(?:\r\n|\r|\n)/g;
  re.lastIndex = from;
  const m = re.exec(text);
  if (!m || m.index >= to) return -1;
  return m.index + m[0].indexOf('stream');
}

function directLength(dict: string): number | null {
  const m = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  return m ? Number(m[1]) : null;
}

/** Decode a stream's data for the filters we can decode (Flate, none); null otherwise. */
export function decodeStream(obj: RawObject): Buffer | null {
  if (!obj.stream) return null;
  const filters = streamFilters(obj.dict);
  let data: Buffer = obj.stream;
  for (const f of filters) {
    if (f === 'FlateDecode' || f === 'Fl') {
      data = inflateLenient(data);
      if (/\/Predictor\s+(1[0-5])\b/.test(obj.dict)) data = undoPngPredictor(data, obj.dict);
    } else {
      return null;
    }
  }
  return data;
}

export function streamFilters(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]]+)/.exec(dict);
  if (!m) return [];
  return namesIn(m[1]);
}

function inflateLenient(data: Buffer): Buffer {
  try {
    return inflateSync(data);
  } catch {
    // evidence: a stream that does not inflate cleanly is retried leniently below; what still fails is read as empty.
    try {
      return inflateSync(data, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
    } catch {
      // evidence: a stream that inflates in neither way holds nothing this parser can read; it is read as empty.
      return Buffer.alloc(0);
    }
  }
}

function undoPngPredictor(data: Buffer, dict: string): Buffer {
  const columns = Number(/\/Columns\s+(\d+)/.exec(dict)?.[1] ?? 1);
  const colors = Number(/\/Colors\s+(\d+)/.exec(dict)?.[1] ?? 1);
  const bpc = Number(/\/BitsPerComponent\s+(\d+)/.exec(dict)?.[1] ?? 8);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLen = Math.ceil((columns * colors * bpc) / 8);
  const rows = Math.floor(data.length / (rowLen + 1));
  const out = Buffer.alloc(rows * rowLen);
  const prev = Buffer.alloc(rowLen);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLen + 1)];
    const row = data.subarray(r * (rowLen + 1) + 1, (r + 1) * (rowLen + 1));
    const cur = Buffer.alloc(rowLen);
    for (let i = 0; i < rowLen; i++) {
      const left = i >= bpp ? cur[i - bpp] : 0;
      const up = prev[i];
      const upLeft = i >= bpp ? prev[i - bpp] : 0;
      let v = row[i];
      if (type === 1) v += left;
      else if (type === 2) v += up;
      else if (type === 3) v += (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - upLeft);
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      cur[i] = v & 0xff;
    }
    cur.copy(out, r * rowLen);
    cur.copy(prev);
  }
  return out;
}

function expandObjectStream(container: RawObject): RawObject[] {
  const data = decodeStream(container);
  if (!data || data.length === 0) return [];
  const n = Number(/\/N\s+(\d+)/.exec(container.dict)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d+)/.exec(container.dict)?.[1] ?? 0);
  if (!n || !first || first > data.length) return [];
  const text = data.toString('latin1');
  const header = text.slice(0, first).trim().split(/\s+/).map(Number);
  const out: RawObject[] = [];
  for (let k = 0; k < n && 2 * k + 1 < header.length; k++) {
    const num = header[2 * k];
    const start = first + header[2 * k + 1];
    const end = 2 * k + 3 < header.length ? first + header[2 * k + 3] : text.length;
    if (!Number.isFinite(num) || start > text.length) continue;
    out.push({ num, gen: 0, offset: container.offset, dict: text.slice(start, Math.max(start, end)).trim(), stream: null, inObjectStream: container.num });
  }
  return out;
}

/** Kinds of object an update section adds or replaces, for a human description. */
export function describeObject(obj: RawObject): string | null {
  const d = obj.dict;
  const has = (re: RegExp) => re.test(d);
  if (has(/\/Type\s*\/XRef\b/)) return null;
  if (has(/\/Type\s*\/ObjStm\b/)) return null;
  if (has(/\/Type\s*\/Sig\b/) || has(/\/ByteRange\s*\[/)) return 'signature';
  if (has(/\/FT\s*\/Sig\b/)) return 'signature field';
  if (has(/\/Subtype\s*\/Widget\b/) || has(/\/FT\s*\/(Tx|Btn|Ch)\b/)) return 'form field';
  if (has(/\/Fields\s*\[/)) return 'form (AcroForm)';
  if (has(/\/Type\s*\/Annot\b/) || has(/\/Subtype\s*\/(FreeText|Square|Circle|Highlight|Stamp|Ink|Text|Link|Polygon|Line|Redact|FileAttachment)\b/)) {
    const sub = /\/Subtype\s*\/(\w+)/.exec(d)?.[1];
    return sub ? `${sub} annotation` : 'annotation';
  }
  if (has(/\/Type\s*\/Catalog\b/)) return 'document catalog';
  if (has(/\/Type\s*\/Pages\b/)) return 'page tree';
  if (has(/\/Type\s*\/Page\b/)) return 'page';
  if (has(/\/Type\s*\/Metadata\b/)) return 'XMP metadata';
  if (has(/\/Type\s*\/Font\b/) || has(/\/Type\s*\/FontDescriptor\b/)) return 'font';
  if (has(/\/FontFile\d?\b/) || has(/\/Length1\s/)) return 'font';
  if (has(/\/Subtype\s*\/Image\b/)) return 'image';
  if (has(/\/Subtype\s*\/Form\b/)) return 'form XObject';
  if (has(/\/(Producer|Creator|ModDate|CreationDate)\s*[(<]/)) return 'document information';
  if (obj.stream) return 'content stream';
  return null;
}
