/**
 * The four forgeries, each a real edit of a clean generated file:
 *
 * 1. incremental-update: the original bytes, then an appended update with a new content stream
 *    for one page (the same page drawn with one grade changed) and that page object redefined to
 *    use it; a new xref section and a trailer with /Prev. Two %%EOF markers.
 * 2. image-editor-metadata: the file re-saved with an image editor's Producer/Creator in the Info
 *    dictionary, a ModDate months after the CreationDate, and an XMP packet whose CreatorTool names
 *    a different tool than the Info dictionary (for a JPEG: the EXIF Software/DateTime rewritten).
 * 3. white-box-overlay: the page's content wrapped in q/Q and followed by a stream that fills a
 *    white rectangle over a value and writes another value on it in Courier; the original text is
 *    still in the text layer underneath. The file is rewritten (no incremental update).
 * 4. jpeg-paste: a scanned JPEG (quality 92) decoded, a region replaced by pixels that never went
 *    through that compression (the same scan of the page with a different grade), and the whole
 *    image saved again at quality 80.
 */
import sharp from 'sharp';
import { appendIncrementalUpdate, flateStream, getObject, pageRefs, parsePdf, pdfDate, pdfString, refIn, rewritePdf } from './pdfedit';
import type { RawImage } from './scan';

/** Replaces page `page` (1-based) of `original` with the same page of `modified` as an incremental update. */
export function incrementalPageUpdate(original: Buffer, modified: Buffer, page: number): Buffer {
  const a = parsePdf(original);
  const b = parsePdf(modified);
  const pageNum = pageRefs(a)[page - 1];
  const modPage = getObject(b, pageRefs(b)[page - 1]);
  const modContents = getObject(b, refIn(modPage.body, 'Contents')!);
  if (!modContents.stream) throw new Error('page contents is not a stream');
  const newNum = a.size;
  const pageBody = getObject(a, pageNum).body.replace(/\/Contents\s+\d+\s+0\s+R/, `/Contents ${newNum} 0 R`);
  return appendIncrementalUpdate(a, [
    { num: pageNum, body: pageBody },
    { num: newNum, body: modContents.body, stream: modContents.stream },
  ]);
}

export interface EditorIdentity {
  /** Info /Producer and /Creator. */
  infoProducer: string;
  infoCreator: string;
  /** XMP xmp:CreatorTool and pdf:Producer: deliberately a different tool. */
  xmpCreatorTool: string;
  xmpProducer: string;
}

export const PHOTOSHOP_THEN_GIMP: EditorIdentity = {
  infoProducer: 'Adobe Photoshop 24.0 (Windows)',
  infoCreator: 'Adobe Photoshop 24.0 (Windows)',
  xmpCreatorTool: 'GIMP 2.10.34',
  xmpProducer: 'GIMP 2.10.34',
};

export const GIMP_THEN_PHOTOSHOP: EditorIdentity = {
  infoProducer: 'GIMP 2.10.34',
  infoCreator: 'GIMP 2.10.34',
  xmpCreatorTool: 'Adobe Photoshop 24.0 (Windows)',
  xmpProducer: 'Adobe Photoshop for Windows -- Image Conversion Plug-in',
};

function xmpPacket(tool: EditorIdentity, created: Date, modified: Date, title: string): string {
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 9.0-c000 79.171c27fab">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
   <xmp:CreatorTool>${tool.xmpCreatorTool}</xmp:CreatorTool>
   <xmp:CreateDate>${iso(created)}</xmp:CreateDate>
   <xmp:ModifyDate>${iso(modified)}</xmp:ModifyDate>
   <xmp:MetadataDate>${iso(modified)}</xmp:MetadataDate>
   <pdf:Producer>${tool.xmpProducer}</pdf:Producer>
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</rdf:li></rdf:Alt></dc:title>
   <xmpMM:DocumentID>uuid:5f0c1e2a-9d41-4a3b-8c7e-${String(created.getTime()).slice(-12).padStart(12, '0')}</xmpMM:DocumentID>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Re-saves a PDF as an image editor would label it (content unchanged). */
export function editorMetadata(original: Buffer, tool: EditorIdentity, created: Date, modified: Date, title: string): Buffer {
  const pdf = parsePdf(original);
  if (pdf.infoRef === null) throw new Error('no Info dictionary');
  const info = getObject(pdf, pdf.infoRef);
  // pdfkit stores each Info value as an indirect string object: drop Producer/Creator/dates and
  // their objects, keep the rest (Title, Author, Subject), write the new values directly.
  const changes: { num: number; body?: string; stream?: Buffer; remove?: boolean }[] = [];
  const kept: string[] = [];
  for (const m of info.body.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
    if (['Producer', 'Creator', 'CreationDate', 'ModDate'].includes(m[1])) changes.push({ num: Number(m[2]), remove: true });
    else kept.push(`/${m[1]} ${m[2]} 0 R`);
  }
  const infoBody = `<<\n${kept.join('\n')}\n/Producer ${pdfString(tool.infoProducer)}\n/Creator ${pdfString(tool.infoCreator)}\n/CreationDate ${pdfString(pdfDate(created))}\n/ModDate ${pdfString(pdfDate(modified, 60))}\n>>`;
  changes.push({ num: pdf.infoRef, body: infoBody });
  const metaNum = pdf.size;
  const xmp = Buffer.from(xmpPacket(tool, created, modified, title), 'utf8');
  changes.push({ num: metaNum, body: '<<\n/Type /Metadata\n/Subtype /XML\n>>', stream: xmp });
  const root = getObject(pdf, pdf.rootRef);
  changes.push({ num: pdf.rootRef, body: root.body.replace(/>>\s*$/, `/Metadata ${metaNum} 0 R\n>>`) });
  const id = pdf.id ? pdf.id.replace(/<([0-9a-f]+)>\s*\]$/i, (_, h: string) => `<${[...h].reverse().join('')}>]`) : undefined;
  return rewritePdf(pdf, changes, id);
}

export interface Overlay {
  page: number;
  /** The box to cover, PDF points, top-left origin. */
  box: { x: number; y: number; width: number; height: number };
  text: string;
  /** Baseline of the new text, top-left origin. */
  baseline: number;
  fontSize: number;
}

/** Covers a value with a white rectangle and writes another value on it in Courier. */
export function whiteBoxOverlay(original: Buffer, o: Overlay, pageHeight: number): Buffer {
  const pdf = parsePdf(original);
  const pageNum = pageRefs(pdf)[o.page - 1];
  const page = getObject(pdf, pageNum);
  const contents = refIn(page.body, 'Contents');
  const resNum = refIn(page.body, 'Resources');
  if (contents === null || resNum === null) throw new Error('page without indirect /Contents or /Resources');
  const fontNum = pdf.size;
  const openNum = pdf.size + 1;
  const overlayNum = pdf.size + 2;
  const pad = 1.5;
  const rx = o.box.x - pad;
  const ry = pageHeight - (o.box.y + o.box.height + pad);
  const f = (n: number) => n.toFixed(2);
  const overlay = [
    'Q',
    'q',
    '1 1 1 rg',
    `${f(rx)} ${f(ry)} ${f(Math.max(o.box.width, 0.6 * o.fontSize * o.text.length) + 2 * pad)} ${f(o.box.height + 2 * pad)} re f`,
    '0 0 0 rg',
    'BT',
    `/FOv1 ${f(o.fontSize)} Tf`,
    `1 0 0 1 ${f(o.box.x)} ${f(pageHeight - o.baseline)} Tm`,
    `${pdfString(o.text)} Tj`,
    'ET',
    'Q',
    '',
  ].join('\n');
  const res = getObject(pdf, resNum);
  const resBody = /\/Font\s*<</.test(res.body)
    ? res.body.replace(/\/Font\s*<</, `/Font <<\n/FOv1 ${fontNum} 0 R`)
    : res.body.replace(/>>\s*$/, `/Font <<\n/FOv1 ${fontNum} 0 R\n>>\n>>`);
  return rewritePdf(pdf, [
    { num: fontNum, body: '<<\n/Type /Font\n/BaseFont /Courier\n/Subtype /Type1\n/Encoding /WinAnsiEncoding\n>>' },
    flateStream(openNum, 'q\n'),
    flateStream(overlayNum, overlay),
    { num: resNum, body: resBody },
    { num: pageNum, body: page.body.replace(/\/Contents\s+\d+\s+0\s+R/, `/Contents [${openNum} 0 R ${contents} 0 R ${overlayNum} 0 R]`) },
  ]);
}

/**
 * Pastes `region` of `patchSource` (same size as the decoded JPEG) into the JPEG and saves it at
 * `quality`, keeping its EXIF.
 */
export async function jpegPaste(
  jpeg: Buffer,
  patchSource: RawImage,
  region: { left: number; top: number; width: number; height: number },
  quality: number,
  exif: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== patchSource.width || info.height !== patchSource.height || info.channels !== 3) throw new Error('patch source does not match the JPEG');
  for (let y = region.top; y < region.top + region.height; y++) {
    if (y < 0 || y >= info.height) continue;
    const from = (y * info.width + Math.max(0, region.left)) * 3;
    const to = (y * info.width + Math.min(info.width, region.left + region.width)) * 3;
    patchSource.data.copy(data, from, from, to);
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).withExif(exif).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

/**
 * Rewrites a JPEG's EXIF without re-encoding the image: the APP1 segment of a 1×1 JPEG made with
 * the new EXIF replaces the original's APP1 (the scan data stays byte for byte the same).
 */
export async function rewriteJpegExif(jpeg: Buffer, exif: Record<string, Record<string, string>>): Promise<Buffer> {
  const donor = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } }).withExif(exif).jpeg().toBuffer();
  const app1 = findSegment(donor, 0xe1);
  if (!app1) throw new Error('sharp wrote no EXIF segment');
  const own = findSegment(jpeg, 0xe1);
  const donorSeg = donor.subarray(app1.start, app1.end);
  if (own) return Buffer.concat([jpeg.subarray(0, own.start), donorSeg, jpeg.subarray(own.end)]);
  // No EXIF yet: insert after SOI and any APP0 (JFIF).
  const app0 = findSegment(jpeg, 0xe0);
  const at = app0 ? app0.end : 2;
  return Buffer.concat([jpeg.subarray(0, at), donorSeg, jpeg.subarray(at)]);
}

function findSegment(jpeg: Buffer, marker: number): { start: number; end: number } | null {
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const m = jpeg[pos + 1];
    if (m === 0xda || m === 0xd9) return null;
    const len = jpeg.readUInt16BE(pos + 2);
    if (m === marker) return { start: pos, end: pos + 2 + len };
    pos += 2 + len;
  }
  return null;
}
