/**
 * Just enough PDF object surgery to tamper with the generator's own (pdfkit) output the way real
 * tools do: read the classic cross-reference table, then either APPEND an incremental update
 * (changed objects, a new xref section and a trailer whose /Prev points at the old one — the
 * original bytes stay untouched in front of it) or REWRITE the whole file with a fresh xref
 * (what an editor's "Save As" does). Not a general PDF parser: no object streams, no xref
 * streams, direct /Length values — exactly what pdfkit writes.
 */
import { deflateSync } from 'node:zlib';

export interface PdfObject {
  num: number;
  /** The object's body: a dictionary, array or other value (for streams, the stream dictionary). */
  body: string;
  /** Raw (still encoded) stream data, or null. */
  stream: Buffer | null;
}

export interface ParsedPdf {
  bytes: Buffer;
  objects: Map<number, PdfObject>;
  /** /Size of the trailer. */
  size: number;
  rootRef: number;
  infoRef: number | null;
  /** The trailer's /ID array as written ("[<...> <...>]"), or null. */
  id: string | null;
  /** Offset of the (last) xref section. */
  startxref: number;
}

const latin1 = (b: Buffer) => b.toString('latin1');

export function parsePdf(bytes: Buffer): ParsedPdf {
  const text = latin1(bytes);
  const tail = text.slice(-64);
  const sx = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!sx) throw new Error('no startxref at the end of the file');
  const startxref = Number(sx[1]);
  if (!text.startsWith('xref', startxref)) throw new Error('not a classic xref table (xref streams are not supported)');
  const objects = new Map<number, PdfObject>();
  let pos = startxref + 4;
  const lines = text.slice(pos, text.indexOf('trailer', pos)).trim().split(/\r?\n/);
  for (let i = 0; i < lines.length; ) {
    const [first, count] = lines[i].trim().split(/\s+/).map(Number);
    i++;
    for (let k = 0; k < count; k++, i++) {
      const [off, , type] = lines[i].trim().split(/\s+/);
      if (type === 'n') objects.set(first + k, readObject(bytes, text, Number(off), first + k));
    }
  }
  pos = text.indexOf('trailer', startxref);
  const trailer = text.slice(pos, text.indexOf('startxref', pos));
  if (/\/Prev\s/.test(trailer)) throw new Error('already incrementally updated; parse only original pdfkit output');
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const rootRef = Number(/\/Root\s+(\d+)\s+0\s+R/.exec(trailer)?.[1]);
  const info = /\/Info\s+(\d+)\s+0\s+R/.exec(trailer);
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer);
  return { bytes, objects, size, rootRef, infoRef: info ? Number(info[1]) : null, id: id ? id[1] : null, startxref };
}

function readObject(bytes: Buffer, text: string, offset: number, num: number): PdfObject {
  const head = /^(\d+)\s+(\d+)\s+obj\s*/.exec(text.slice(offset, offset + 32));
  if (!head || Number(head[1]) !== num) throw new Error(`object ${num} not at offset ${offset}`);
  const start = offset + head[0].length;
  const end = text.indexOf('endobj', start);
  const streamAt = text.indexOf('stream', start);
  if (streamAt !== -1 && streamAt < end) {
    const body = text.slice(start, streamAt).trim();
    const length = Number(/\/Length\s+(\d+)/.exec(body)?.[1]);
    let dataStart = streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    return { num, body, stream: bytes.subarray(dataStart, dataStart + length) };
  }
  return { num, body: text.slice(start, end).trim(), stream: null };
}

export function getObject(pdf: ParsedPdf, num: number): PdfObject {
  const o = pdf.objects.get(num);
  if (!o) throw new Error(`object ${num} is missing`);
  return o;
}

export function refIn(body: string, key: string): number | null {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(body);
  return m ? Number(m[1]) : null;
}

/** Object numbers of the pages, in order (pdfkit writes one flat /Kids array). */
export function pageRefs(pdf: ParsedPdf): number[] {
  const pagesRef = refIn(getObject(pdf, pdf.rootRef).body, 'Pages');
  if (pagesRef === null) throw new Error('catalog without /Pages');
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(getObject(pdf, pagesRef).body);
  if (!kids) throw new Error('pages without /Kids');
  return [...kids[1].matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1]));
}

/** A PDF literal string for Latin-1 text. */
export function pdfString(s: string): string {
  let out = '(';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c < 32 || c > 126) out += `\\${(c & 0xff).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

/** A PDF date string, e.g. D:20230112093015+01'00'. */
export function pdfDate(d: Date, offsetMinutes = 0): string {
  const local = new Date(d.getTime() + offsetMinutes * 60000);
  const p = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const off = Math.abs(offsetMinutes);
  return `D:${local.getUTCFullYear()}${p(local.getUTCMonth() + 1)}${p(local.getUTCDate())}${p(local.getUTCHours())}${p(local.getUTCMinutes())}${p(local.getUTCSeconds())}${sign}${p(Math.floor(off / 60))}'${p(off % 60)}'`;
}

export interface Change {
  num: number;
  /** New body; with `stream`, the stream dictionary (its /Length is set here). */
  body?: string;
  stream?: Buffer;
  /** Delete the object (rewrite only). */
  remove?: boolean;
}

/** A stream object: deflated content with its dictionary. */
export function flateStream(num: number, content: string | Buffer, extraDict = ''): Change {
  const data = deflateSync(typeof content === 'string' ? Buffer.from(content, 'latin1') : content);
  return { num, body: `<<\n/Filter /FlateDecode${extraDict ? `\n${extraDict}` : ''}\n>>`, stream: data };
}

function withLength(body: string, length: number): string {
  if (/\/Length\s+\d+/.test(body)) return body.replace(/\/Length\s+\d+/, `/Length ${length}`);
  return body.replace(/^<<\s*/, `<<\n/Length ${length}\n`);
}

function serialize(num: number, body: string, stream: Buffer | null): Buffer {
  if (!stream) return Buffer.from(`${num} 0 obj\n${body}\nendobj\n`, 'latin1');
  return Buffer.concat([
    Buffer.from(`${num} 0 obj\n${withLength(body, stream.length)}\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

const xrefEntry = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;

function trailer(pdf: ParsedPdf, size: number, extra: string, id: string | null): string {
  const info = pdf.infoRef !== null ? `\n/Info ${pdf.infoRef} 0 R` : '';
  return `trailer\n<<\n/Size ${size}\n/Root ${pdf.rootRef} 0 R${info}${id ? `\n/ID ${id}` : ''}${extra}\n>>\n`;
}

/**
 * Appends an incremental update: the original bytes, then the changed and new objects, a new
 * xref section listing only them, and a trailer with /Prev pointing at the original xref.
 */
export function appendIncrementalUpdate(pdf: ParsedPdf, changes: Change[]): Buffer {
  const parts: Buffer[] = [pdf.bytes];
  let offset = pdf.bytes.length;
  if (pdf.bytes[pdf.bytes.length - 1] !== 0x0a) {
    parts.push(Buffer.from('\n'));
    offset += 1;
  }
  const offsets = new Map<number, number>();
  for (const c of changes) {
    if (c.remove || c.body === undefined) throw new Error('an incremental update can only add or replace objects here');
    const buf = serialize(c.num, c.body, c.stream ?? null);
    offsets.set(c.num, offset);
    parts.push(buf);
    offset += buf.length;
  }
  const nums = [...offsets.keys()].sort((a, b) => a - b);
  let xref = 'xref\n';
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    xref += `${nums[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) xref += xrefEntry(offsets.get(nums[k])!);
    i = j + 1;
  }
  const size = Math.max(pdf.size, nums[nums.length - 1] + 1);
  parts.push(Buffer.from(`${xref}${trailer(pdf, size, `\n/Prev ${pdf.startxref}`, pdf.id)}startxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** Writes the whole file anew (one xref section, no history), with the changes applied. */
export function rewritePdf(pdf: ParsedPdf, changes: Change[], newId?: string): Buffer {
  const objects = new Map(pdf.objects);
  for (const c of changes) {
    if (c.remove) objects.delete(c.num);
    else objects.set(c.num, { num: c.num, body: c.body ?? getObject(pdf, c.num).body, stream: c.stream ?? (c.body === undefined ? getObject(pdf, c.num).stream : null) });
  }
  const size = Math.max(pdf.size, ...[...objects.keys()].map((n) => n + 1));
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = new Array(size).fill(-1);
  for (const num of [...objects.keys()].sort((a, b) => a - b)) {
    const o = objects.get(num)!;
    const buf = serialize(num, o.body, o.stream);
    offsets[num] = offset;
    parts.push(buf);
    offset += buf.length;
  }
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) xref += offsets[n] >= 0 ? xrefEntry(offsets[n]) : '0000000000 00001 f \n';
  parts.push(Buffer.from(`${xref}${trailer(pdf, size, '', newId ?? pdf.id)}startxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
