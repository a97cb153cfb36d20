/**
 * File types accepted by POST /cases, decided by content (magic bytes), never by the file name
 * or the client's declared media type (decision "Errors": 415 "whatever its name says").
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'zip';

/** How many leading bytes `detectFileKind` needs: PDF allows its header anywhere in the first 1024. */
export const SNIFF_BYTES = 1024;

export const MEDIA_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
};

/** Kinds that are processed as documents; a ZIP is only a container (members of other kinds are `unsupported`). */
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'webp'];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
/** Local file header: every non-empty ZIP starts with one. */
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** End of central directory record: an empty ZIP consists of only this. */
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

function startsWith(head: Buffer, signature: Buffer, offset = 0): boolean {
  return head.length >= offset + signature.length && head.subarray(offset, offset + signature.length).equals(signature);
}

/**
 * The kind of a file from its first bytes (pass at least `SNIFF_BYTES`, or the whole file if it is
 * shorter), or `null` when it is none of the accepted kinds.
 */
export function detectFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SOI)) return 'jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  if (startsWith(head, ZIP_LOCAL_HEADER) || startsWith(head, ZIP_EMPTY)) return 'zip';
  // PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000 implementation note);
  // fixed-offset signatures are checked first so that, say, a ZIP naming a PDF is still a ZIP.
  if (head.subarray(0, SNIFF_BYTES).indexOf(PDF_HEADER) !== -1) return 'pdf';
  return null;
}

/**
 * C0/C1 control characters, and the bidirectional formatting characters that can make a name
 * display differently from what it is (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`).
 */
const UNSAFE_DISPLAY_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A client-supplied name made safe to show and store as a display name only (it never names a
 * stored object): unsafe characters removed, surrounding blanks trimmed, at most `maxLength`
 * code points (never splitting a surrogate pair).
 */
export function cleanDisplayName(raw: string, maxLength: number): string {
  const cleaned = raw.replace(UNSAFE_DISPLAY_CHARS, '').trim();
  const codePoints = Array.from(cleaned);
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('') : cleaned;
}
