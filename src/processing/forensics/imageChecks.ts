/**
 * The checks on an image file (PNG, JPEG, WebP): dates (3), EXIF vs XMP (4), editing software
 * in the metadata (8), and the pixels (9–11, image/). The PDF-only checks are skipped.
 */
import { inflateSync } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import type { FileKind } from '../../domain/fileTypes';
import { passed, skipped, type CheckOutcome, type CheckOutcomes } from './checks';
import { analyseImageForensics } from './image';
import { dateFindings, datesDisagree, isoHasZone, parseXmp, sameSoftware, type DatedValue, type XmpFacts } from './metadata';
import { categoryLabel, matchTool, type ToolMatch } from './tools';
// Checks 3, 4 and 8 as graded signals (docs/forensics.md).
import { outcomeOf, signal } from './checks';
import type { DateFinding } from './metadata';
import type { ForensicsSignal } from './signals';

export interface ImageMetadata {
  /** [field, value] pairs naming software. */
  software: Array<[string, string]>;
  exifSoftware: string | null;
  created: DatedValue | null;
  modified: DatedValue | null;
  xmp: XmpFacts | null;
  width: number;
  height: number;
}

/** EXIF (via exifr), XMP and PNG text chunks of an image. Throws when the image cannot be decoded. */
export async function imageMetadata(bytes: Buffer): Promise<ImageMetadata> {
  const meta = await sharp(bytes, { failOn: 'none' }).metadata();
  let exif: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (meta.exif && meta.exif.length > 8) {
    let tiff = meta.exif;
    if (tiff.subarray(0, 6).toString('latin1') === 'Exif\0\0') tiff = tiff.subarray(6);
    try {
      const parsed = await exifr.parse(tiff, { tiff: true, ifd0: true, exif: true, gps: false, interop: false, ifd1: false, xmp: false, icc: false, iptc: false, mergeOutput: true, reviveValues: false, translateValues: false } as any); // eslint-disable-line @typescript-eslint/no-explicit-any
      if (parsed && typeof parsed === 'object') exif = parsed;
    } catch {
      // evidence: EXIF that exifr cannot parse is read as no EXIF fields; the XMP and PNG text chunks below are still read.
      exif = {};
    }
  }
  const pngText = meta.format === 'png' ? pngTextChunks(bytes) : {};
  const xmpString = meta.xmp ? meta.xmp.toString('utf8') : (pngText['XML:com.adobe.xmp'] ?? null);
  const xmp = parseXmp(xmpString);

  const software: Array<[string, string]> = [];
  const add = (field: string, v: unknown) => {
    if (typeof v === 'string' && v.trim()) software.push([field, v.trim()]);
  };
  add('EXIF Software', exif.Software);
  add('EXIF ProcessingSoftware', exif.ProcessingSoftware);
  add('XMP CreatorTool', xmp?.creatorTool);
  add('XMP Producer', xmp?.producer);
  for (const a of xmp?.historyAgents ?? []) add('XMP history (saved by)', a);
  add('PNG Software', pngText.Software);
  add('PNG Comment', pngText.Comment && matchTool(pngText.Comment) ? pngText.Comment : undefined);
  for (const c of meta.comments ?? []) if (/^software$/i.test(c.keyword)) add('PNG Software', c.text);

  const exifDate = (field: string, v: unknown): DatedValue | null => {
    if (typeof v !== 'string') return null;
    const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(v.trim());
    if (!m) return null;
    const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
    return Number.isNaN(d.getTime()) ? null : { field, date: d, raw: `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`, hasZone: false };
  };
  const xmpDate = (field: string, d: Date | null, raw: string | null): DatedValue | null => (d && raw ? { field, date: d, raw, hasZone: isoHasZone(raw) } : null);
  const created = exifDate('EXIF original date', exif.DateTimeOriginal) ?? exifDate('EXIF digitized date', exif.CreateDate ?? exif.DateTimeDigitized) ?? xmpDate('XMP creation date', xmp?.createDate ?? null, xmp?.createDateRaw ?? null);
  const modified = exifDate('EXIF modification date', exif.ModifyDate ?? exif.DateTime) ?? xmpDate('XMP modification date', xmp?.modifyDate ?? null, xmp?.modifyDateRaw ?? null);
  return {
    software,
    exifSoftware: typeof exif.Software === 'string' ? exif.Software.trim() : null,
    created,
    modified,
    xmp,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
  };
}

/** tEXt / iTXt / zTXt chunks of a PNG (keyword → text). */
export function pngTextChunks(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 8;
  while (i + 12 <= png.length) {
    const len = png.readUInt32BE(i);
    const type = png.toString('latin1', i + 4, i + 8);
    const data = png.subarray(i + 8, i + 8 + len);
    try {
      if (type === 'tEXt') {
        const z = data.indexOf(0);
        if (z > 0) out[data.toString('latin1', 0, z)] = data.toString('latin1', z + 1);
      } else if (type === 'zTXt') {
        const z = data.indexOf(0);
        if (z > 0) out[data.toString('latin1', 0, z)] = inflateSync(data.subarray(z + 2)).toString('latin1');
      } else if (type === 'iTXt') {
        const z = data.indexOf(0);
        if (z > 0) {
          const keyword = data.toString('latin1', 0, z);
          const compressed = data[z + 1] === 1;
          let p = z + 3;
          const langEnd = data.indexOf(0, p);
          p = langEnd + 1;
          const transEnd = data.indexOf(0, p);
          p = transEnd + 1;
          const body = data.subarray(p);
          out[keyword] = (compressed ? inflateSync(body) : body).toString('utf8');
        }
      } else if (type === 'IDAT' || type === 'IEND') {
        if (type === 'IEND') break;
      }
    } catch {
      // evidence: a damaged text chunk holds no readable metadata; the other chunks are still read.
    }
    i += 12 + len;
  }
  return out;
}

/**
 * Check 2 / 8: software names found in metadata fields. Each is a low metadata signal
 * (docs/forensics.md, "Severities"): the tool that made or last saved a file says nothing about
 * whether its content was changed.
 */
export function softwareOutcome(fields: Array<[string, string | null]>, noun: 'document' | 'image' | 'embedded image', checkNumber: 2 | 8): CheckOutcome {
  const present = fields.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1].trim().length > 0);
  const matches: Array<{ field: string; match: ToolMatch }> = [];
  for (const [field, value] of present) {
    const match = matchTool(value);
    if (match && !matches.some((m) => m.field === field && m.match.value === match.value)) matches.push({ field, match });
  }
  if (matches.length === 0) {
    if (present.length === 0) return passed(`The ${noun} metadata names no producing software.`);
    const shown = present.slice(0, 4).map(([f, v]) => `${f} '${v}'`).join(', ');
    return passed(`No image editor, converter, word processor or scanner app in the metadata (${shown}).`);
  }
  // One signal per tool: the same tool named in Producer and in XMP is one observation.
  const byTool = new Map<string, Array<{ field: string; match: ToolMatch }>>();
  for (const m of matches) byTool.set(m.match.tool, [...(byTool.get(m.match.tool) ?? []), m]);
  const signals = [...byTool.values()].map((ms) =>
    signal(
      checkNumber,
      `software-${ms[0].match.category}`,
      'low',
      'metadata',
      `The ${noun} metadata names ${ms[0].match.tool}, ${categoryLabel(ms[0].match.category)} (${ms.map((m) => `${m.field} '${m.match.value}'`).join(', ')}); context only, not evidence of a change on its own`,
      ms.map((m) => ({ label: m.field, value: m.match.value })),
    ),
  );
  const described = matches.map((m) => `${m.field} '${m.match.value}' is ${m.match.tool}, ${categoryLabel(m.match.category)}`);
  return outcomeOf(`${described.join('; ')}. Genuine documents are made and scanned with such tools too: reported as context (low), not as evidence of a change.`, signals);
}

/** Check 3: one low metadata signal per date finding, with the dates compared. */
export function datesOutcome(recorded: string, findings: DateFinding[]): CheckOutcome {
  if (!findings.length) return passed(`Dates are consistent (${recorded}).`);
  const signals: ForensicsSignal[] = findings.map((f) => signal(3, f.code, 'low', 'metadata', `${f.text}; context only, not evidence of a change on its own`, f.values));
  return outcomeOf(`Dates: ${recorded}. ${findings.map((f) => f.text[0].toUpperCase() + f.text.slice(1)).join('. ')}.`, signals);
}

/** Check 4: metadata that disagree, one low metadata signal each. */
export function metadataDisagreeOutcome(intro: string, diffs: Array<{ text: string; values: Array<{ label: string; value: string }> }>, tail = ''): CheckOutcome {
  const signals = diffs.map((d) => signal(4, 'metadata-disagree', 'low', 'metadata', `Metadata disagree: ${d.text}`, d.values));
  return outcomeOf(`${intro}: ${diffs.map((d) => d.text).join('; ')}.${tail}`, signals);
}

export async function analyzeImage(bytes: Buffer, kind: FileKind, now = new Date()): Promise<{ outcomes: CheckOutcomes; unreadable: string | null }> {
  const outcomes: CheckOutcomes = {};
  const pdfOnly = 'Applies to PDF files only.';
  for (const n of [1, 2, 5, 6, 7] as const) outcomes[n] = skipped(pdfOnly);
  outcomes[2] = skipped('Applies to PDF files only (image software is check 8).');
  let md: ImageMetadata;
  try {
    md = await imageMetadata(bytes);
    if (!md.width || !md.height) throw new Error('no dimensions');
  } catch (err) {
    const reason = `the image could not be decoded (${(err as Error).message})`;
    for (const n of [3, 4, 8, 9, 10, 11] as const) outcomes[n] = skipped(`Not analysed: ${reason}.`);
    return { outcomes, unreadable: reason };
  }

  // 3. Dates
  if (!md.created && !md.modified) outcomes[3] = passed('The image records no creation or modification date; nothing to compare.');
  else {
    const recorded = [md.created && `${md.created.field} ${md.created.raw}`, md.modified && `${md.modified.field} ${md.modified.raw}`].filter(Boolean).join(', ');
    outcomes[3] = datesOutcome(recorded, dateFindings(md.created, md.modified, now));
  }

  // 4. EXIF vs XMP
  if (!md.xmp) outcomes[4] = passed('The image has no XMP metadata; there is nothing to compare with its EXIF data.');
  else {
    const diffs: Array<{ text: string; values: Array<{ label: string; value: string }> }> = [];
    if (md.exifSoftware && md.xmp.creatorTool && !sameSoftware(md.exifSoftware, md.xmp.creatorTool)) {
      diffs.push({ text: `EXIF Software is '${md.exifSoftware}' but XMP CreatorTool is '${md.xmp.creatorTool}'`, values: [{ label: 'EXIF Software', value: md.exifSoftware }, { label: 'XMP CreatorTool', value: md.xmp.creatorTool }] });
    }
    if (md.modified && md.modified.field.startsWith('EXIF') && md.xmp.modifyDate && md.xmp.modifyDateRaw && datesDisagree(md.modified.date, false, md.xmp.modifyDate, isoHasZone(md.xmp.modifyDateRaw))) {
      diffs.push({ text: `the EXIF modification date is ${md.modified.raw} but the XMP one is ${md.xmp.modifyDateRaw}`, values: [{ label: md.modified.field, value: md.modified.raw }, { label: 'XMP modification date', value: md.xmp.modifyDateRaw }] });
    }
    if (md.created && md.created.field.startsWith('EXIF') && md.xmp.createDate && md.xmp.createDateRaw && datesDisagree(md.created.date, false, md.xmp.createDate, isoHasZone(md.xmp.createDateRaw))) {
      diffs.push({ text: `the EXIF creation date is ${md.created.raw} but the XMP one is ${md.xmp.createDateRaw}`, values: [{ label: md.created.field, value: md.created.raw }, { label: 'XMP creation date', value: md.xmp.createDateRaw }] });
    }
    outcomes[4] = diffs.length ? metadataDisagreeOutcome('EXIF and XMP metadata disagree', diffs) : passed('EXIF and XMP metadata agree (software and dates where both are present).');
  }

  // 8. Editing software
  outcomes[8] = softwareOutcome(md.software, 'image', 8);

  // 9–11. The pixels: error level analysis, noise and compression grid, copy-move (image/index.ts).
  const pixels = await analyseImageForensics(bytes, { isJpeg: kind === 'jpeg', page: 1 });
  for (const n of [9, 10, 11] as const) outcomes[n] = pixels[n];
  return { outcomes, unreadable: null };
}
