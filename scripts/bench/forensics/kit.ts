/**
 * What the techniques share: the sample kit's documents (scripts/samples: transcripts and diplomas
 * of six countries, with the box of every value they print; and the development families of the
 * wild corpus for the clean sets), one edit primitive on pdfkit's content streams (a drawn text run
 * replaced, optionally in another font), producers' metadata, and the scanner and phone degradations
 * of scripts/samples/scan.ts and scripts/samples/families/degrade.ts.
 *
 * Every name, institution and value is invented by those kits; nothing here copies a real record.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { loadFamilies, type LoadedFamily } from '../../samples/families/corpus';
import type { CountryCode } from '../../samples/data';
import { renderDiploma } from '../../samples/diplomas';
import { flateStream, getObject, pageRefs, parsePdf, pdfDate, pdfString, refIn, rewritePdf, type Change, type ParsedPdf } from '../../samples/pdfedit';
import { makeQualification } from '../../samples/plan';
import { Rng } from '../../samples/rng';
import { imageOnlyPdf, renderPage, scan, toJpeg, type RawImage, type ScanSettings } from '../../samples/scan';
import type { FieldBox, PageSize } from '../../samples/sheet';
import { renderTranscript } from '../../samples/transcripts';

// ---------------------------------------------------------------------------------------------
// Documents of the sample kit, with the boxes of their values

export interface KitDocument {
  pdf: Buffer;
  pages: number;
  boxes: FieldBox[];
  pageSize: PageSize;
  /** "us-registrar transcript", "de diploma", ... */
  layout: string;
}

const COUNTRIES: CountryCode[] = ['US', 'GB', 'FR', 'DE', 'ES', 'IN'];

/**
 * A transcript or a diploma of the sample kit (six countries, two levels, each its own layout).
 * `onePage` keeps to documents of one page (what a single scanned image holds).
 */
export async function kitDocument(rng: Rng, options: { onePage?: boolean; role?: 'transcript' | 'diploma' } = {}): Promise<KitDocument> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const country = rng.pick(COUNTRIES);
    const role = options.role ?? (rng.bool(0.6) ? 'transcript' : 'diploma');
    const q = makeQualification(rng.fork(`q${attempt}`), { key: `bench-${country.toLowerCase()}`, country, level: rng.bool(0.6) ? 'Bachelor' : 'Master' });
    const r = role === 'transcript' ? await renderTranscript(q) : await renderDiploma(q);
    if (options.onePage && r.pages !== 1) continue;
    return { pdf: r.pdf, pages: r.pages, boxes: r.boxes, pageSize: r.pageSize, layout: `${r.layout} ${role}` };
  }
  // Diplomas are always one page.
  const q = makeQualification(rng.fork('diploma'), { key: 'bench-diploma', country: rng.pick(COUNTRIES) });
  const r = await renderDiploma(q);
  return { pdf: r.pdf, pages: r.pages, boxes: r.boxes, pageSize: r.pageSize, layout: `${r.layout} diploma` };
}

let devFamilies: Promise<LoadedFamily[]> | null = null;

/** A document of one of the wild corpus's DEVELOPMENT families (the held-out ones stay unseen). */
export async function familyDocument(rng: Rng): Promise<{ pdf: Buffer; layout: string }> {
  devFamilies ??= loadFamilies(['dev']);
  const families = await devFamilies;
  const fam = rng.pick(families);
  const sample = await fam.render(rng.fork(fam.id));
  return { pdf: sample.pdf, layout: `family ${fam.id}` };
}

/** A clean text document from either kit (more layouts for the clean sets). */
export async function anyDocument(rng: Rng): Promise<{ pdf: Buffer; layout: string }> {
  if (rng.bool(0.5)) return familyDocument(rng);
  const d = await kitDocument(rng);
  return { pdf: d.pdf, layout: d.layout };
}

// ---------------------------------------------------------------------------------------------
// Values a forger changes, and how

/** Keys of values a forger changes: grades, marks, the average, the name, dates, the number. */
const TARGET_KEYS = [
  /^qualification\.cgpa$/,
  /^course\.\d+\.(grade|marksScored|credit)$/,
  /^candidate\.(fullName|dateOfBirth)$/,
  /^qualification\.(dateOfIssue|registrationNumber|yearOfCompletion)$/,
  /^institution\.name$/,
];

const INVENTED_SURNAMES = ['Marlowe', 'Quintero', 'Okafor', 'Lindqvist', 'Ferreira', 'Castellan', 'Brennan', 'Halvorsen', 'Moreau', 'Vidal', 'Kowalczyk', 'Ashdown'];
const INVENTED_PLACES = ['Kelbridge', 'Ashdown', 'Marrowfield', 'Eastmoor', 'Wrenhall', 'Caldermouth'];

/** Grade words from worse to better, per language: a forger moves a grade up the ladder. */
const GRADE_LADDERS: string[][] = [
  ['Aprobado', 'Notable', 'Sobresaliente', 'Matrícula de Honor'],
  ['ausreichend', 'befriedigend', 'gut', 'sehr gut'],
  ['Passable', 'Assez bien', 'Bien', 'Très bien'],
  ['Pass', 'Merit', 'Distinction'],
  ['Third Class', 'Second Class', 'First Class'],
];

function ladderOf(text: string): string[] | null {
  return GRADE_LADDERS.find((l) => l.some((w) => w.toLowerCase() === text.trim().toLowerCase())) ?? null;
}

const NAME_KEYS = /^candidate\.fullName$/;
const PLACE_KEYS = /^institution\.name$/;

/** Whether `alterValue` can change this run into another value of the same kind. */
export function alterable(box: FieldBox): boolean {
  return /\d/.test(box.text) || /^[A-F][+-]?$/.test(box.text.trim()) || ladderOf(box.text) !== null || NAME_KEYS.test(box.key) || PLACE_KEYS.test(box.key);
}

/**
 * Another value of the same kind, as a forger would choose it: in one group of digits (the last
 * more often) one of its last two digits moved by 1–3 ("2.41" reads "2.47", "2016" reads "2018",
 * a day stays a day), a letter grade or a grade word raised, the holder's surname or the
 * institution's place name swapped for an invented one.
 */
export function alterValue(box: Pick<FieldBox, 'key' | 'text'>, rng: Rng): string {
  const text = box.text;
  if (NAME_KEYS.test(box.key) || (PLACE_KEYS.test(box.key) && !/\d/.test(text))) {
    const words = text.split(' ');
    const at = NAME_KEYS.test(box.key) ? words.length - 1 : 0;
    const old = words[at].replace(/,$/, '');
    const pool = (NAME_KEYS.test(box.key) ? INVENTED_SURNAMES : INVENTED_PLACES).filter((n) => n.toLowerCase() !== old.toLowerCase());
    let name = rng.pick(pool);
    if (old === old.toUpperCase()) name = name.toUpperCase();
    words[at] = words[at].endsWith(',') ? `${name},` : name;
    return words.join(' ');
  }
  const groups = [...text.matchAll(/\d+/g)];
  if (groups.length) {
    const g = rng.bool(0.6) ? groups[groups.length - 1] : rng.pick(groups);
    const digits = [...g[0]];
    const year = /^(19|20)\d\d$/.test(g[0]);
    const pos = year || digits.length === 1 ? digits.length - 1 : digits.length - 1 - rng.int(0, 1);
    const d = Number(digits[pos]);
    const small = Number(g[0]) <= 31 && digits.length <= 2;
    const choices = [1, 2, 3, -1, -2, -3]
      .map((k) => d + k)
      .filter((v) => v >= 0 && v <= 9 && !(pos === 0 && v === 0 && digits.length > 1))
      .filter((v) => {
        if (!small) return true;
        const n = Number([...digits.slice(0, pos), String(v), ...digits.slice(pos + 1)].join(''));
        return n >= 1 && n <= 28;
      });
    if (choices.length === 0) {
      // A day near the month's end: move it back a few days instead.
      const n = Number(g[0]);
      return text.slice(0, g.index!) + String(n > 3 ? n - rng.int(1, 3) : n + rng.int(1, 3)).padStart(g[0].length, '0') + text.slice(g.index! + g[0].length);
    }
    digits[pos] = String(rng.pick(choices));
    return text.slice(0, g.index!) + digits.join('') + text.slice(g.index! + g[0].length);
  }
  const grade = /^([A-F])([+-]?)$/.exec(text.trim());
  if (grade) return grade[1] === 'A' ? (grade[2] === '' ? 'A+' : 'A') : rng.pick(['A', 'A-']);
  const ladder = ladderOf(text);
  if (ladder) {
    const i = ladder.findIndex((w) => w.toLowerCase() === text.trim().toLowerCase());
    return i < ladder.length - 1 ? ladder[rng.int(i + 1, ladder.length - 1)] : ladder[i - 1];
  }
  throw new Error(`no other value for ${box.key} "${text}"`);
}

/** Boxes a forger would change, on `page` when given (only values this kit can redraw). */
export function targetBoxes(doc: KitDocument, page?: number): FieldBox[] {
  return doc.boxes.filter(
    (b) => (page === undefined || b.page === page) && TARGET_KEYS.some((re) => re.test(b.key)) && b.text.trim().length > 0 && isWinAnsi(b.text) && b.font !== 'Courier' && alterable(b),
  );
}

const isWinAnsi = (s: string) => [...s].every((c) => c.charCodeAt(0) < 256);

// ---------------------------------------------------------------------------------------------
// The edit primitive: one drawn text run replaced in a page's content stream

export interface RunEdit {
  box: FieldBox;
  text: string;
  /** Draw the new text in another standard font (and size): font substitution. */
  font?: { baseFont: string; size: number };
  /** Move the run by this many points (x right, y up in PDF space): a value set off its line. */
  shift?: { dx: number; dy: number };
}

interface TextBlock {
  start: number;
  end: number;
  x: number;
  y: number;
  text: string;
}

function textBlocks(content: string): TextBlock[] {
  const out: TextBlock[] = [];
  for (const m of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
    const tm = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/.exec(m[1]);
    if (!tm) continue;
    const hex = [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
    out.push({ start: m.index!, end: m.index! + m[0].length, x: Number(tm[1]), y: Number(tm[2]), text: Buffer.from(hex, 'hex').toString('latin1') });
  }
  return out;
}

const measurer = new PDFDocument({ autoFirstPage: false });

/** Width in points of `text` in a standard font. */
export function textWidth(text: string, baseFont: string, size: number): number {
  return measurer.font(baseFont).fontSize(size).widthOfString(text);
}

/** The base font of each font resource name on a page (`F1` → `Helvetica`). */
function pageFonts(pdf: ParsedPdf, pageNum: number): { resNum: number; fonts: Map<string, string> } {
  const page = getObject(pdf, pageNum);
  const resNum = refIn(page.body, 'Resources');
  if (resNum === null) throw new Error('page without indirect /Resources');
  const fonts = new Map<string, string>();
  const dict = /\/Font\s*<<([\s\S]*?)>>/.exec(getObject(pdf, resNum).body);
  for (const m of (dict?.[1] ?? '').matchAll(/\/(\S+)\s+(\d+)\s+0\s+R/g)) {
    const base = /\/BaseFont\s*\/(\S+)/.exec(getObject(pdf, Number(m[2])).body);
    if (base) fonts.set(m[1], base[1]);
  }
  return { resNum, fonts };
}

export interface EditedPage {
  /** The object changes that make the edit (content stream, and for a new font its resources). */
  changes: Change[];
  /** The page object redefined to use the new content stream. */
  pageNum: number;
  newContentNum: number;
  /** Each edit's box widened to the wider of the old and the new text, PDF points. */
  regions: FieldBox[];
  /** Each edit where the old and the new run are drawn (shift and a larger size included), PDF points. */
  drawn: FieldBox[];
}

/**
 * Replaces the drawn runs of `edits` (all on one page) in that page's content stream. pdfkit draws
 * each run as one BT…ET block whose hex strings spell the run, at a Tm whose y is the baseline
 * from the page's bottom: the block with the run's text nearest the box is the one replaced.
 * The new content is written as a NEW object (`newContentNum`); the caller decides whether it goes
 * in an incremental update or a rewritten file.
 */
export function editPage(pdf: ParsedPdf, pageSize: PageSize, edits: RunEdit[], newContentNum: number): EditedPage {
  const page = edits[0].box.page;
  if (edits.some((e) => e.box.page !== page)) throw new Error('edits of one page only');
  const pageNum = pageRefs(pdf)[page - 1];
  const pageObj = getObject(pdf, pageNum);
  const contentsNum = refIn(pageObj.body, 'Contents');
  if (contentsNum === null) throw new Error('page without one indirect content stream');
  const contents = getObject(pdf, contentsNum);
  if (!contents.stream) throw new Error('page contents is not a stream');
  let content = inflateSync(contents.stream).toString('latin1');
  const { resNum, fonts } = pageFonts(pdf, pageNum);
  const changes: Change[] = [];
  const regions: FieldBox[] = [];
  const drawn: FieldBox[] = [];
  const newFonts: Array<{ name: string; baseFont: string }> = [];
  // Replace from the end of the stream backwards so earlier offsets stay valid.
  const located = edits.map((e) => {
    const wantX = e.box.x;
    const wantY = pageSize.height - e.box.baseline;
    const candidates = textBlocks(content).filter((b) => b.text === e.box.text);
    if (candidates.length === 0) throw new Error(`run "${e.box.text}" (${e.box.key}) not found on page ${page}`);
    const block = candidates.reduce((best, b) => (Math.abs(b.x - wantX) + Math.abs(b.y - wantY) < Math.abs(best.x - wantX) + Math.abs(best.y - wantY) ? b : best));
    return { e, block };
  });
  located.sort((a, b) => b.block.start - a.block.start);
  for (const { e, block } of located) {
    const body = content.slice(block.start, block.end);
    const tf = /\/(\S+) (-?[\d.]+) Tf/.exec(body);
    if (!tf) throw new Error('text block without a font');
    let fontName = tf[1];
    let size = Number(tf[2]);
    if (e.font) {
      const existing = [...fonts.entries()].find(([, base]) => base === e.font!.baseFont)?.[0] ?? newFonts.find((f) => f.baseFont === e.font!.baseFont)?.name;
      fontName = existing ?? `FSub${newFonts.length + 1}`;
      if (!existing) newFonts.push({ name: fontName, baseFont: e.font.baseFont });
      size = e.font.size;
    }
    const hex = Buffer.from(e.text, 'latin1').toString('hex');
    const shifted = e.shift ? body.replace(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/, (_m, x: string, y: string) => `1 0 0 1 ${(Number(x) + e.shift!.dx).toFixed(2)} ${(Number(y) + e.shift!.dy).toFixed(2)} Tm`) : body;
    const replaced = shifted.replace(/\/(\S+) (-?[\d.]+) Tf/, `/${fontName} ${size} Tf`).replace(/(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/, `<${hex}> Tj`);
    content = content.slice(0, block.start) + replaced + content.slice(block.end);
    const oldBase = fonts.get(tf[1]) ?? 'Helvetica';
    const newWidth = textWidth(e.text, e.font?.baseFont ?? oldBase, size);
    regions.push({ ...e.box, width: Math.max(e.box.width, newWidth), text: e.text });
    // Where the old and the new run are drawn: from the block's origin through the wider of the
    // two, moved with the shift and grown with a larger size (`regions` keeps the old box's place).
    const dx = e.shift?.dx ?? 0;
    const dy = e.shift?.dy ?? 0;
    const oldWidth = textWidth(e.box.text, oldBase, Number(tf[2]));
    const grow = Math.max(0, size - Number(tf[2]));
    drawn.push({ ...e.box, x: block.x + Math.min(0, dx), y: e.box.y - Math.max(0, dy) - grow, width: Math.max(oldWidth, newWidth) + Math.abs(dx), height: e.box.height + Math.abs(dy) + grow, text: e.text });
  }
  changes.push(flateStream(newContentNum, content));
  let nextNum = newContentNum + 1;
  if (newFonts.length) {
    const res = getObject(pdf, resNum);
    let resBody = res.body;
    for (const f of newFonts) {
      const num = nextNum++;
      changes.push({ num, body: `<<\n/Type /Font\n/BaseFont /${f.baseFont}\n/Subtype /Type1\n/Encoding /WinAnsiEncoding\n>>` });
      resBody = resBody.replace(/\/Font\s*<</, `/Font <<\n/${f.name} ${num} 0 R`);
    }
    changes.push({ num: resNum, body: resBody });
  }
  changes.push({ num: pageNum, body: pageObj.body.replace(/\/Contents\s+\d+\s+0\s+R/, `/Contents ${newContentNum} 0 R`) });
  return { changes, pageNum, newContentNum, regions, drawn };
}

// ---------------------------------------------------------------------------------------------
// Metadata

export interface ProducerIdentity {
  label: string;
  producer: string;
  creator: string;
  /** Adobe tools write an XMP packet naming the same tool. */
  xmp: boolean;
  /** Minutes between CreationDate and ModDate a genuine export shows. */
  modMinutes: number;
}

export const OFFICE_PRODUCERS: ProducerIdentity[] = [
  { label: 'Word 365', producer: 'Microsoft® Word for Microsoft 365', creator: 'Microsoft® Word for Microsoft 365', xmp: true, modMinutes: 0 },
  { label: 'Word 2016', producer: 'Microsoft® Word 2016', creator: 'Microsoft® Word 2016', xmp: false, modMinutes: 0 },
];

export const DESIGN_PRODUCERS: ProducerIdentity[] = [
  { label: 'Illustrator', producer: 'Adobe PDF library 17.00', creator: 'Adobe Illustrator 27.2 (Windows)', xmp: true, modMinutes: 3 },
  { label: 'InDesign', producer: 'Adobe PDF Library 17.0', creator: 'Adobe InDesign 18.5 (Macintosh)', xmp: true, modMinutes: 1 },
];

export const LIBREOFFICE_PRODUCERS: ProducerIdentity[] = [
  { label: 'LibreOffice', producer: 'LibreOffice 7.5', creator: 'Writer', xmp: false, modMinutes: 0 },
  { label: 'LibreOffice Calc', producer: 'LibreOffice 7.6', creator: 'Calc', xmp: false, modMinutes: 0 },
];

export const SCAN_APP_PRODUCERS: ProducerIdentity[] = [
  { label: 'CamScanner', producer: 'intsig.com pdf producer', creator: 'CamScanner', xmp: false, modMinutes: 0 },
  { label: 'Adobe Scan', producer: 'Adobe Scan for Android 24.03', creator: 'Adobe Scan for Android 24.03', xmp: true, modMinutes: 0 },
  { label: 'office copier', producer: 'RICOH MP C3004ex', creator: 'RICOH MP C3004ex', xmp: false, modMinutes: 0 },
  { label: 'Canon copier', producer: 'Canon iR-ADV C5535  PDF', creator: 'Canon iR-ADV C5535', xmp: false, modMinutes: 0 },
];

function xmpPacket(id: ProducerIdentity, created: Date, modified: Date): string {
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <xmp:CreatorTool>${id.creator}</xmp:CreatorTool>
   <xmp:CreateDate>${iso(created)}</xmp:CreateDate>
   <xmp:ModifyDate>${iso(modified)}</xmp:ModifyDate>
   <xmp:MetadataDate>${iso(modified)}</xmp:MetadataDate>
   <pdf:Producer>${id.producer}</pdf:Producer>
   <dc:format>application/pdf</dc:format>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * The file as a producer writes it: Info /Producer, /Creator and dates of one save (an XMP packet
 * naming the same tool for Adobe's), written anew. Content unchanged: a clean document.
 */
export function withProducer(original: Buffer, id: ProducerIdentity, created: Date): Buffer {
  const pdf = parsePdf(original);
  if (pdf.infoRef === null) throw new Error('no Info dictionary');
  const info = getObject(pdf, pdf.infoRef);
  const changes: Change[] = [];
  const kept: string[] = [];
  for (const m of info.body.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
    if (['Producer', 'Creator', 'CreationDate', 'ModDate'].includes(m[1])) changes.push({ num: Number(m[2]), remove: true });
    else kept.push(`/${m[1]} ${m[2]} 0 R`);
  }
  const modified = new Date(created.getTime() + id.modMinutes * 60000);
  changes.push({
    num: pdf.infoRef,
    body: `<<\n${kept.join('\n')}\n/Producer ${pdfString(id.producer)}\n/Creator ${pdfString(id.creator)}\n/CreationDate ${pdfString(pdfDate(created, 60))}\n/ModDate ${pdfString(pdfDate(modified, 60))}\n>>`,
  });
  if (id.xmp) {
    const metaNum = pdf.size;
    changes.push({ num: metaNum, body: '<<\n/Type /Metadata\n/Subtype /XML\n>>', stream: Buffer.from(xmpPacket(id, created, modified), 'utf8') });
    const root = getObject(pdf, pdf.rootRef);
    changes.push({ num: pdf.rootRef, body: root.body.replace(/>>\s*$/, `/Metadata ${metaNum} 0 R\n>>`) });
  }
  return rewritePdf(pdf, changes);
}

/** A fixed, plausible creation date drawn from the seed (2019–2025). */
export function someDate(rng: Rng): Date {
  return new Date(Date.UTC(rng.int(2019, 2025), rng.int(0, 11), rng.int(1, 28), rng.int(7, 18), rng.int(0, 59), rng.int(0, 59)));
}

// ---------------------------------------------------------------------------------------------
// Images

export async function writeTemp(work: string, name: string, bytes: Buffer): Promise<string> {
  const p = path.join(work, name);
  await writeFile(p, bytes);
  return p;
}

export function scanSettings(rng: Rng, dpis: readonly number[] = [150, 200]): ScanSettings {
  let rotation = rng.float(-1.5, 1.5);
  if (Math.abs(rotation) < 0.2) rotation = rotation < 0 ? -0.2 - rotation : 0.2 + rotation;
  return { dpi: rng.pick(dpis), rotationDegrees: Math.round(rotation * 100) / 100, seed: rng.int(1, 2 ** 30) };
}

/** A flatbed scan of one page of a PDF on disk. */
export async function scanOf(pdfPath: string, page: number, s: ScanSettings): Promise<RawImage> {
  return scan(await renderPage(pdfPath, page, s.dpi), s);
}

export async function rgbPng(img: RawImage): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}

/** EXIF a phone camera writes. */
export function phoneExif(rng: Rng): Record<string, Record<string, string>> {
  const phone = rng.pick([
    { Make: 'Apple', Model: 'iPhone 13', Software: '17.4.1' },
    { Make: 'samsung', Model: 'SM-A546B', Software: 'A546BXXU4BWK1' },
    { Make: 'Google', Model: 'Pixel 7a', Software: 'HDR+ 1.0.540104767zd' },
    { Make: 'Xiaomi', Model: 'Redmi Note 12', Software: 'MediaTek Camera Application' },
  ]);
  const d = someDate(rng);
  const stamp = d.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
  return { IFD0: { ...phone, DateTime: stamp }, IFD2: { DateTimeOriginal: stamp } };
}

/** JPEG pages wrapped in a PDF by a scanner app or a copier (its producer in the Info dictionary). */
export async function scannedPdf(pages: Buffer[], size: PageSize, id: ProducerIdentity, created: Date): Promise<Buffer> {
  return withProducer(await imageOnlyPdf(pages, size, created), id, created);
}

export { toJpeg, renderPage, scan, Rng };
