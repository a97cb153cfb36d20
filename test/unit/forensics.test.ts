/**
 * The forensics engine on files built here: clean PDFs (pdfkit), a real incremental update
 * changing one grade, image-editor metadata, a white box with a new value on it, a hand-written
 * PDF with a JavaScript OpenAction, an embedded file, JPEG scans with a pasted region, and
 * images with editor EXIF.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createForensicsEngine, CHECK_TITLES, FORENSICS_CHECKS } from '../../src/processing/forensics';
import { errorLevelAnalysis, estimateQuality } from '../../src/processing/forensics/ela';
import { identifyDocument } from '../../src/processing/forensics/identity';
import { findRevisions, parseObjects, decodeStream } from '../../src/processing/forensics/pdf/raw';
import { isLocated, type EvidenceBox, type ForensicsSignal } from '../../src/processing/forensics/signals';
import { describeChange, diffTokens } from '../../src/processing/forensics/textDiff';
import type { FileKind } from '../../src/domain/fileTypes';
import type { DocumentText, ForensicsResult, TextItem } from '../../src/processing/types';

// ---------------------------------------------------------------------------------------------
// Fixtures

const COURSES: Array<[string, string, string, string]> = [
  ['MATH101', 'Calculus I', '4.0', 'A'],
  ['PHYS110', 'Mechanics', '3.0', 'B'],
  ['CHEM100', 'General Chemistry', '3.0', 'A-'],
  ['ENGL101', 'Composition', '3.0', 'B+'],
  ['HIST120', 'World History', '3.0', 'A'],
  ['CSCI150', 'Programming', '4.0', 'C'],
];

interface TranscriptOptions {
  /** Grade of PHYS110 (row 2). */
  grade?: string;
  info?: PDFKit.DocumentInfo;
  /** XMP packet to attach as the catalog's /Metadata. */
  xmp?: string;
  /** Cover PHYS110's grade with a white box and write this on it in Courier. */
  overlay?: string;
  /** A grey box over the left half of the word 'Mechanics' (a partial overlap). */
  partialBox?: boolean;
  /** Set PHYS110's grade in this font and size (a value retyped in another font). */
  gradeFont?: { font: string; size: number };
  attachment?: { name: string; data: Buffer };
}

const GRADE_X = 430;
const ROW_Y = (i: number) => 250 + i * 18;

function render(build: (doc: PDFKit.PDFDocument) => void, opts: { info?: PDFKit.DocumentInfo } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Registrar System 5.1', Creator: 'Registrar System 5.1', CreationDate: new Date('2023-06-12T10:00:00Z'), ...opts.info } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

function transcriptPdf(o: TranscriptOptions = {}): Promise<Buffer> {
  return render(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('University of Testing', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(11).text('Faculty of Science', 50, 72, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(14).text('Official Academic Transcript', 50, 110, { lineBreak: false });
      doc.font('Helvetica').fontSize(10);
      doc.text('Student Name:', 50, 150, { lineBreak: false }).text('Jane Doe', 160, 150, { lineBreak: false });
      doc.text('Student No:', 50, 166, { lineBreak: false }).text('2019-0042', 160, 166, { lineBreak: false });
      doc.text('Date of Issue:', 50, 182, { lineBreak: false }).text('12 June 2023', 160, 182, { lineBreak: false });
      doc.font('Helvetica-Bold');
      doc.text('Code', 50, 225, { lineBreak: false }).text('Course', 130, 225, { lineBreak: false }).text('Credits', 350, 225, { lineBreak: false }).text('Grade', GRADE_X, 225, { lineBreak: false });
      doc.font('Helvetica');
      COURSES.forEach(([code, name, credits, grade], i) => {
        const g = i === 1 && o.grade ? o.grade : grade;
        doc.text(code, 50, ROW_Y(i), { lineBreak: false }).text(name, 130, ROW_Y(i), { lineBreak: false }).text(credits, 350, ROW_Y(i), { lineBreak: false });
        if (i === 1 && o.gradeFont) doc.font(o.gradeFont.font).fontSize(o.gradeFont.size).text(g, GRADE_X, ROW_Y(i), { lineBreak: false }).font('Helvetica').fontSize(10);
        else doc.text(g, GRADE_X, ROW_Y(i), { lineBreak: false });
      });
      doc.text('Cumulative GPA: 3.42', 50, ROW_Y(7), { lineBreak: false });
      if (o.overlay) {
        doc.rect(GRADE_X - 2, ROW_Y(1) - 2, 24, 14).fill('#ffffff');
        doc.fillColor('#000000').font('Courier').fontSize(10).text(o.overlay, GRADE_X, ROW_Y(1), { lineBreak: false });
      }
      if (o.partialBox) doc.rect(128, ROW_Y(1) - 2, 22, 14).fill('#cccccc').fillColor('#000000');
      if (o.attachment) doc.file(o.attachment.data, { name: o.attachment.name });
      if (o.xmp) {
        // pdfkit has no XMP API: attach a metadata stream to the catalog by hand.
        const ref = doc.ref({ Type: 'Metadata', Subtype: 'XML' }) as unknown as { compress: boolean; end(chunk?: Buffer): void };
        ref.compress = false;
        ref.end(Buffer.from(o.xmp, 'utf8'));
        (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.Metadata = ref;
      }
    },
    { info: o.info },
  );
}

/**
 * A real incremental update: the page of `modified` (same layout) replaces the page of
 * `original` through a new content stream object, a redefined page object, an xref section and a
 * trailer with /Prev — the original bytes stay untouched in front.
 */
function incrementalUpdate(original: Buffer, modified: Buffer): Buffer {
  const text = original.toString('latin1');
  const objs = parseObjects(original);
  const page = objs.find((o) => /\/Type\s*\/Page\b/.test(o.dict))!;
  const modPage = parseObjects(modified).find((o) => /\/Type\s*\/Page\b/.test(o.dict))!;
  const modContentsNum = Number(/\/Contents\s+(\d+)\s+0\s+R/.exec(modPage.dict)![1]);
  const modContents = parseObjects(modified).find((o) => o.num === modContentsNum)!;
  const content = decodeStream(modContents)!;
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)![1];
  const info = /\/Info\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const newNum = size;
  const parts: Buffer[] = [original];
  let offset = original.length;
  const push = (s: string | Buffer) => {
    const b = typeof s === 'string' ? Buffer.from(s, 'latin1') : s;
    parts.push(b);
    offset += b.length;
  };
  push('\n');
  const contentOffset = offset;
  push(`${newNum} 0 obj\n<< /Length ${content.length} >>\nstream\n`);
  push(content);
  push('\nendstream\nendobj\n');
  const pageOffset = offset;
  push(`${page.num} 0 obj\n${page.dict.replace(/\/Contents\s+\d+\s+0\s+R/, `/Contents ${newNum} 0 R`)}\nendobj\n`);
  const xrefOffset = offset;
  const entry = (n: number) => `${String(n).padStart(10, '0')} 00000 n \n`;
  push(`xref\n0 1\n0000000000 65535 f \n${page.num} 1\n${entry(pageOffset)}${newNum} 1\n${entry(contentOffset)}`);
  push(`trailer\n<< /Size ${newNum + 1} /Root ${root}${info ? ` /Info ${info}` : ''} /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** An update that changes no text: a new document information dictionary only. */
function metadataOnlyUpdate(original: Buffer): Buffer {
  const text = original.toString('latin1');
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)![1];
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const objOffset = original.length + 1;
  const obj = `${size} 0 obj\n<< /Producer (Registrar System 5.1) /Title (Transcript) >>\nendobj\n`;
  const xrefOffset = objOffset + obj.length;
  const tail = `\n${obj}xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objOffset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(tail, 'latin1')]);
}

/** An update that adds a sticky-note annotation to the page (and redefines the page to list it). */
function annotationUpdate(original: Buffer): Buffer {
  const text = original.toString('latin1');
  const page = parseObjects(original).find((o) => /\/Type\s*\/Page\b/.test(o.dict))!;
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)![1];
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const annotOffset = original.length + 1;
  const annot = `${size} 0 obj\n<< /Type /Annot /Subtype /Text /Rect [500 700 520 720] /Contents (Checked by the registry) >>\nendobj\n`;
  const pageOffset = annotOffset + annot.length;
  const pageObj = `${page.num} 0 obj\n${page.dict.replace(/>>\s*$/, ` /Annots [${size} 0 R] >>`)}\nendobj\n`;
  const xrefOffset = pageOffset + pageObj.length;
  const entry = (n: number) => `${String(n).padStart(10, '0')} 00000 n \n`;
  const tail = `\n${annot}${pageObj}xref\n0 1\n0000000000 65535 f \n${page.num} 1\n${entry(pageOffset)}${size} 1\n${entry(annotOffset)}trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(tail, 'latin1')]);
}

/** An update that redefines the page tree with a page that does not exist: the final revision's pages cannot be read. */
function brokenPageTreeUpdate(original: Buffer): Buffer {
  const text = original.toString('latin1');
  const pages = parseObjects(original).find((o) => /\/Type\s*\/Pages\b/.test(o.dict))!;
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)![1];
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const objOffset = original.length + 1;
  const obj = `${pages.num} 0 obj\n<< /Type /Pages /Kids [${size + 40} 0 R] /Count 1 >>\nendobj\n`;
  const xrefOffset = objOffset + obj.length;
  const tail = `\n${obj}xref\n0 1\n0000000000 65535 f \n${pages.num} 1\n${String(objOffset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(tail, 'latin1')]);
}

/** A minimal PDF written by hand, with correct xref offsets. */
function handWrittenPdf(objects: string[], catalogExtra = ''): Buffer {
  const content = 'BT /F1 14 Tf 72 720 Td (Official Transcript) Tj ET';
  const all = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  all.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function xmpPacket(creatorTool: string, producer: string, created: string, modified: string): string {
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<xmp:CreatorTool>${creatorTool}</xmp:CreatorTool><xmp:CreateDate>${created}</xmp:CreateDate><xmp:ModifyDate>${modified}</xmp:ModifyDate>
<pdf:Producer>${producer}</pdf:Producer>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * A "scanned page" as raw RGB: pseudo-text bars (no fonts needed) on paper with sensor noise.
 * `variant` changes the bars in the grade cell only; the noise is the same (same scanner pass).
 */
async function scanPixels(variant: 0 | 1): Promise<{ data: Buffer; width: number; height: number }> {
  const width = 640;
  const height = 480;
  const bars: string[] = [];
  let seed = 11;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let row = 0; row < 14; row++) {
    let x = 40;
    while (x < 560) {
      const w = 12 + Math.floor(rnd() * 50);
      bars.push(`<rect x="${x}" y="${40 + row * 30}" width="${w}" height="9" fill="#111"/>`);
      x += w + 10 + Math.floor(rnd() * 14);
    }
  }
  // The grade cell (row 5, right column): a different "value" in variant 1.
  bars.push(variant === 0 ? '<rect x="580" y="190" width="14" height="9" fill="#111"/>' : '<rect x="580" y="190" width="30" height="9" fill="#111"/><rect x="586" y="186" width="4" height="16" fill="#111"/>');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars.join('')}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let n = 99;
  const noise = () => ((n = (n * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 3) {
    const v = (noise() + noise() + noise() - 1.5) * 10;
    for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, Math.round(18 + data[i + c] * 0.88 + v)));
  }
  return { data: out, width, height };
}

const PASTE = { left: 572, top: 180, width: 48, height: 32 };

async function pastedJpeg(): Promise<{ clean: Buffer; tampered: Buffer }> {
  const a = await scanPixels(0);
  const b = await scanPixels(1);
  const raw = { width: a.width, height: a.height, channels: 3 as const };
  const clean = await sharp(a.data, { raw }).jpeg({ quality: 85 }).toBuffer();
  const decoded = await sharp(clean).raw().toBuffer();
  for (let y = PASTE.top; y < PASTE.top + PASTE.height; y++) {
    const from = (y * a.width + PASTE.left) * 3;
    b.data.copy(decoded, from, from, from + PASTE.width * 3);
  }
  const tampered = await sharp(decoded, { raw }).jpeg({ quality: 95 }).toBuffer();
  return { clean, tampered };
}

// ---------------------------------------------------------------------------------------------

const EMPTY: DocumentText = { pages: [] };
let dir: string;
const engine = createForensicsEngine({ now: () => new Date('2024-01-01T00:00:00Z') });

async function analyze(bytes: Buffer, kind: FileKind, name: string, text: DocumentText = EMPTY): Promise<ForensicsResult> {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return engine.analyze({ path, kind, fileName: name }, text);
}

const check = (r: ForensicsResult, n: number) => r.checks.find((c) => c.checkNumber === n)!;
const statuses = (r: ForensicsResult) => r.checks.map((c) => `${c.checkNumber}:${c.status}`).join(' ');
const signalsOf = (r: ForensicsResult, n: number) => r.signals.filter((s) => s.checkNumber === n);
const show = (r: ForensicsResult) => r.signals.map((s) => `${s.checkNumber}/${s.code}/${s.severity}/${s.source}`).join(' ');
/** A4 in points (pdfkit). */
const A4 = { width: 595.28, height: 841.89 };
/** Whether a box (fractions) holds the point (x, y) given in points on an A4 page. */
const holds = (b: EvidenceBox, x: number, y: number) => b.x <= x / A4.width && b.x + b.width >= x / A4.width && b.y <= y / A4.height && b.y + b.height >= y / A4.height;
/** docs/forensics.md, "The verdict rule": a tampered verdict carries a located high signal. */
function expectLocatedHigh(r: ForensicsResult): ForensicsSignal {
  const s = r.signals.find((x) => x.severity === 'high' && isLocated(x));
  expect(s, show(r)).to.not.equal(undefined);
  return s!;
}

describe('forensics engine', function () {
  this.timeout(60_000);
  let clean: Buffer;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forensics-test-'));
    clean = await transcriptPdf();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('a clean PDF', () => {
    let r: ForensicsResult;
    before(async () => {
      r = await analyze(clean, 'pdf', 'clean.pdf');
    });

    it('is clean, with the numbered checks in order', () => {
      expect(r.verdict, `${statuses(r)}\n${r.summary}`).to.equal('clean');
      expect(r.checks.map((c) => c.checkNumber)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(r.checks.map((c) => c.title)).to.deep.equal(FORENSICS_CHECKS.map((c) => c.title));
      expect(check(r, 1).title).to.equal(CHECK_TITLES[1]);
      for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(check(r, n).status, `check ${n}: ${check(r, n).description}`).to.equal('passed');
      expect(check(r, 8).status).to.equal('skipped');
      expect(check(r, 9).status).to.equal('skipped');
      expect(check(r, 9).description).to.match(/JPEG/);
      expect(r.topEvidence).to.deep.equal([]);
      for (const c of r.checks) expect(c.description.length, `check ${c.checkNumber}`).to.be.greaterThan(10);
    });

    it('identifies the document from its text (drawn text when no DocumentText is given)', () => {
      expect(r.documentName).to.equal('Official Academic Transcript');
      expect(r.candidateName).to.equal('Jane Doe');
      expect(r.registrationNumber).to.equal('2019-0042');
      expect(r.issuerName).to.equal('University of Testing');
      expect(r.issuerSubName).to.equal('Faculty of Science');
      expect(r.issuanceYear).to.equal(2023);
    });
  });

  it('reports what an incremental update changed: the grade, the page and the line', async () => {
    const modified = await transcriptPdf({ grade: 'A' });
    const updated = incrementalUpdate(clean, modified);
    expect(findRevisions(updated)).to.have.length(2);
    const r = await analyze(updated, 'pdf', 'incremental.pdf');
    expect(r.verdict, statuses(r)).to.equal('tampered');
    const c1 = check(r, 1);
    expect(c1.status).to.equal('failed');
    expect(c1.description).to.match(/2 revisions/);
    expect(c1.description).to.include("grade 'B' changed to 'A' on page 1");
    expect(c1.description).to.include('PHYS110');
    expect(r.topEvidence[0]).to.include("grade 'B' changed to 'A' on page 1");
    // The summary names the verdict, the risk score and the strongest signal.
    expect(r.summary).to.match(/^Tampered, risk score \d+\/100/);
    expect(r.summary).to.include("grade 'B' changed to 'A'");
    expect(r.riskScore).to.be.within(70, 100);
    // docs/forensics.md, check 1: high, located on the changed grade of the final revision, with both values.
    const s = expectLocatedHigh(r);
    expect(s).to.include({ checkNumber: 1, code: 'revision-text-changed', severity: 'high' });
    expect(s.evidence.boxes).to.have.length(1);
    const box = s.evidence.boxes[0];
    expect(box.page).to.equal(1);
    expect(holds(box, GRADE_X + 3, ROW_Y(1) + 5), JSON.stringify(box)).to.equal(true);
    // The box is on the grade, not the whole line (the course code at x=50 is outside it).
    expect(holds(box, 60, ROW_Y(1) + 5)).to.equal(false);
    expect(s.evidence.values.map((v) => [v.label, v.value])).to.deep.equal([
      ['revision 1', 'B'],
      ['final revision', 'A'],
    ]);
    expect(holds(s.evidence.values[0].boxes![0], GRADE_X + 3, ROW_Y(1) + 5)).to.equal(true);
  });

  it('warns about an incremental update that changes no visible text', async () => {
    const r = await analyze(metadataOnlyUpdate(clean), 'pdf', 'meta-update.pdf');
    expect(check(r, 1).status, check(r, 1).description).to.equal('warning');
    expect(check(r, 1).description).to.match(/does not change the visible text/);
    expect(check(r, 1).description).to.match(/document information/);
    // An update that is not a signature, form fill or annotation: medium, so suspicious.
    expect(signalsOf(r, 1).map((s) => [s.code, s.severity, s.source])).to.deep.equal([['revision-update-other', 'medium', 'structure']]);
    expect(r.verdict, statuses(r)).to.equal('suspicious');
  });

  it('never reads pages of an unreadable final revision as removed text: not compared, a low signal, not tampered', async () => {
    const r = await analyze(brokenPageTreeUpdate(clean), 'pdf', 'broken-tree.pdf');
    expect(signalsOf(r, 1).map((s) => s.code)).to.not.include('revision-text-changed');
    expect(signalsOf(r, 1).every((s) => s.severity !== 'high'), show(r)).to.equal(true);
    expect(r.verdict, show(r)).to.not.equal('tampered');
  });

  it('raises no signal for an update that only adds an annotation and changes no text: the document stays clean', async () => {
    const r = await analyze(annotationUpdate(clean), 'pdf', 'annot-update.pdf');
    expect(findRevisions(annotationUpdate(clean))).to.have.length(2);
    expect(check(r, 1).status, check(r, 1).description).to.equal('passed');
    expect(check(r, 1).description).to.match(/does not change the visible text/);
    expect(signalsOf(r, 1)).to.deep.equal([]);
    expect(r.verdict, show(r)).to.equal('clean');
  });

  it('reports an image editor in Info and XMP, a late modification and disagreeing metadata as low signals: clean', async () => {
    const pdf = await transcriptPdf({
      info: { Producer: 'Adobe Photoshop 24.0 (Windows)', Creator: 'Adobe Photoshop 24.0 (Windows)', CreationDate: new Date('2023-06-12T10:00:00Z'), ModDate: new Date('2023-11-02T16:30:00Z') },
      xmp: xmpPacket('GIMP 2.10.34', 'GIMP 2.10.34', '2023-06-12T10:00:00Z', '2023-11-02T16:30:00Z'),
    });
    const r = await analyze(pdf, 'pdf', 'editor.pdf');
    // docs/forensics.md, "Severities": software, dates and disagreeing metadata are low signals of
    // one source (the file's metadata), never a verdict on their own.
    expect(r.verdict, show(r)).to.equal('clean');
    expect(r.signals.every((s) => s.severity === 'low' && s.source === 'metadata'), show(r)).to.equal(true);
    expect(r.summary).to.match(/^Clean, risk score \d+\/100/);
    expect(check(r, 2).status).to.equal('warning');
    const tools = signalsOf(r, 2);
    expect(tools.map((s) => s.code)).to.deep.equal(['software-image-editor', 'software-image-editor']);
    expect(tools[0].evidence.values.map((v) => v.label)).to.deep.equal(['Producer', 'Creator']);
    const [late] = signalsOf(r, 3);
    expect(late.code).to.equal('modified-long-after');
    expect(late.evidence.values.map((v) => v.value.slice(0, 10))).to.deep.equal(['2023-06-12', '2023-11-02']);
    expect(signalsOf(r, 4).length).to.be.greaterThan(0);
    expect(check(r, 2).description).to.include('Adobe Photoshop');
    expect(check(r, 2).description).to.include('GIMP');
    expect(check(r, 3).status).to.equal('warning');
    expect(check(r, 3).description).to.match(/modified 143 days after/);
    expect(check(r, 4).status).to.equal('warning');
    expect(check(r, 4).description).to.match(/Producer is 'Adobe Photoshop 24.0 \(Windows\)' in the information dictionary but 'GIMP 2.10.34' in XMP/);
  });

  it('rates a word processor or online converter as a low signal: the verdict stays clean', async () => {
    const pdf = await transcriptPdf({ info: { Producer: 'iLovePDF', Creator: 'Microsoft® Word for Microsoft 365' } });
    const r = await analyze(pdf, 'pdf', 'converter.pdf');
    expect(check(r, 2).status).to.equal('warning');
    expect(check(r, 2).description).to.include('iLovePDF');
    expect(check(r, 2).description).to.include('Microsoft Word');
    expect(signalsOf(r, 2).map((s) => [s.severity, s.source])).to.deep.equal([
      ['low', 'metadata'],
      ['low', 'metadata'],
    ]);
    expect(r.verdict, show(r)).to.equal('clean');
  });

  it('calls a clean PDF produced by Microsoft Word clean', async () => {
    const pdf = await transcriptPdf({
      info: { Producer: 'Microsoft® Word for Microsoft 365', Creator: 'Microsoft® Word for Microsoft 365', CreationDate: new Date('2023-06-12T10:00:00Z'), ModDate: new Date('2023-06-12T10:00:00Z') },
      xmp: xmpPacket('Microsoft® Word for Microsoft 365', 'Microsoft® Word for Microsoft 365', '2023-06-12T10:00:00Z', '2023-06-12T10:00:00Z'),
    });
    const r = await analyze(pdf, 'pdf', 'word.pdf');
    expect(r.verdict, show(r)).to.equal('clean');
    expect(signalsOf(r, 2).map((s) => [s.code, s.severity])).to.deep.equal([['software-word-processor', 'low']]);
    expect(r.topEvidence[0]).to.match(/Microsoft Word/);
    expect(r.riskScore).to.equal(10);
  });

  it('finds a value covered by a white box with a new value written on it in another font', async () => {
    const r = await analyze(await transcriptPdf({ overlay: 'A' }), 'pdf', 'whitebox.pdf');
    expect(r.verdict).to.equal('tampered');
    // docs/forensics.md, check 6: high, located on the white box, with the covered and the new value.
    const s = expectLocatedHigh(r);
    expect(s).to.include({ checkNumber: 6, code: 'covered-text', source: 'content' });
    const [box] = s.evidence.boxes;
    expect(box.page).to.equal(1);
    expect(box.x).to.be.closeTo((GRADE_X - 2) / A4.width, 0.002);
    expect(box.y).to.be.closeTo((ROW_Y(1) - 2) / A4.height, 0.002);
    expect(box.width).to.be.closeTo(24 / A4.width, 0.002);
    expect(box.height).to.be.closeTo(14 / A4.height, 0.002);
    expect(s.evidence.values.slice(0, 2).map((v) => [v.label, v.value])).to.deep.equal([
      ['covered text', 'B'],
      ['written on top', 'A'],
    ]);
    const c6 = check(r, 6);
    expect(c6.status).to.equal('failed');
    expect(c6.description).to.match(/white box on page 1/);
    expect(c6.description).to.include("covers the text 'B' (Helvetica)");
    expect(c6.description).to.include("'A' (Courier) is written on top");
    const c7 = check(r, 7);
    // docs/forensics.md, check 7: medium, located on the value.
    expect(c7.status, c7.description).to.equal('warning');
    expect(c7.description).to.match(/'A' on page 1 .* is set in Courier while its column and line use Helvetica; Courier is used nowhere else/);
    const [f] = signalsOf(r, 7);
    expect(f).to.include({ code: 'font-outlier', severity: 'medium', source: 'content' });
    expect(holds(f.evidence.boxes[0], GRADE_X + 3, ROW_Y(1) + 5), JSON.stringify(f.evidence.boxes)).to.equal(true);
    expect(f.evidence.values.map((v) => v.value)).to.deep.equal(['Helvetica', 'Courier']);
    // The other checks stay quiet: the file was written in one go.
    expect(check(r, 1).status).to.equal('passed');
  });

  it('finds a value retyped in another font at a near size (Times-Roman 10.6 pt in a Helvetica 10 pt column), and nothing on the same page set in one font or with the value in bold of the same family', async () => {
    const r = await analyze(await transcriptPdf({ grade: 'A', gradeFont: { font: 'Times-Roman', size: 10.6 } }), 'pdf', 'retyped.pdf');
    const [f] = signalsOf(r, 7);
    expect(f, show(r)).to.include({ code: 'font-outlier', severity: 'medium', source: 'content' });
    expect(holds(f.evidence.boxes[0], GRADE_X + 3, ROW_Y(1) + 5), JSON.stringify(f.evidence.boxes)).to.equal(true);
    expect(f.evidence.values.map((v) => v.value)).to.deep.equal(['Helvetica', 'Times-Roman']);
    expect(r.verdict).to.equal('suspicious');
    const clean = await analyze(await transcriptPdf({ grade: 'A' }), 'pdf', 'clean.pdf');
    expect(signalsOf(clean, 7), show(clean)).to.deep.equal([]);
    // Bold of the column's own family, at its size or a size larger, is emphasis, not a substitute font.
    for (const size of [10, 10.6]) {
      const bold = await analyze(await transcriptPdf({ grade: 'A', gradeFont: { font: 'Helvetica-Bold', size } }), 'pdf', 'bold.pdf');
      expect(signalsOf(bold, 7), `${size} pt: ${show(bold)}`).to.deep.equal([]);
    }
  });

  it('calls text wholly hidden only where it is: a box over part of a word is medium', async () => {
    const r = await analyze(await transcriptPdf({ partialBox: true }), 'pdf', 'partial.pdf');
    const [s] = signalsOf(r, 6);
    expect(s, show(r)).to.include({ code: 'covered-text-partial', severity: 'medium' });
    expect(holds(s.evidence.boxes[0], 135, ROW_Y(1) + 5)).to.equal(true);
    expect(r.verdict, show(r)).to.equal('suspicious');
  });

  it('rates a PDF whose OpenAction runs JavaScript as suspicious (medium, structure)', async () => {
    const pdf = handWrittenPdf(['<< /Type /Action /S /JavaScript /JS (app.alert\\("hello"\\);) >>'], '/OpenAction 6 0 R');
    const r = await analyze(pdf, 'pdf', 'javascript.pdf');
    expect(r.verdict).to.equal('suspicious');
    expect(signalsOf(r, 5).map((s) => [s.severity, s.source])).to.deep.equal([['medium', 'structure']]);
    const c5 = check(r, 5);
    expect(c5.status).to.equal('warning');
    expect(c5.description).to.match(/JavaScript, run automatically when the document is opened \(OpenAction\)/);
    expect(r.topEvidence.join(' ')).to.match(/JavaScript/);
  });

  it('sees JavaScript hidden behind an escaped name and a launch action', async () => {
    const pdf = handWrittenPdf(['<< /S /J#61vaScript /JS (1) >>', '<< /S /Launch /F (cmd.exe) >>'], '/AA << /WC 6 0 R >>');
    const c5 = check(await analyze(pdf, 'pdf', 'launch.pdf'), 5);
    expect(c5.status).to.equal('warning');
    expect(c5.description).to.match(/JavaScript/);
    expect(c5.description).to.match(/launch action/);
  });

  it('warns about a PDF that carries an embedded file', async () => {
    const r = await analyze(await transcriptPdf({ attachment: { name: 'invoice.exe', data: Buffer.from('MZ...') } }), 'pdf', 'attachment.pdf');
    expect(r.verdict).to.equal('suspicious');
    expect(check(r, 5).status).to.equal('warning');
    expect(check(r, 5).description).to.include("'invoice.exe'");
  });

  it('is inconclusive for a PDF that cannot be read, and for a missing file', async () => {
    const r = await analyze(Buffer.from('%PDF-1.7\n% this is not really a PDF\n'), 'pdf', 'broken.pdf');
    expect(r.verdict).to.equal('inconclusive');
    expect(r.summary).to.match(/could not be completed/);
    expect(check(r, 1).status).to.equal('skipped');
    const missing = await engine.analyze({ path: join(dir, 'nope.pdf'), kind: 'pdf', fileName: 'nope.pdf' }, EMPTY);
    expect(missing.verdict).to.equal('inconclusive');
    expect(missing.checks.every((c) => c.status === 'skipped')).to.equal(true);
    expect(missing.documentName).to.equal(null);
  });

  describe('JPEG scans', () => {
    let scans: { clean: Buffer; tampered: Buffer };
    before(async () => {
      scans = await pastedJpeg();
    });

    it('passes a single-compressed scan', async () => {
      const r = await analyze(scans.clean, 'jpeg', 'scan.jpg');
      expect(r.verdict, statuses(r)).to.equal('clean');
      expect(check(r, 9).status).to.equal('passed');
      for (const n of [1, 2, 5, 6, 7]) expect(check(r, n).status).to.equal('skipped');
    });

    it('finds a region pasted from another image and re-saved at another quality, where it is', async () => {
      expect(estimateQuality(scans.tampered)).to.equal(95);
      const ela = await errorLevelAnalysis(scans.tampered);
      expect(ela.primaryQuality).to.be.within(80, 90);
      expect(ela.regions.length).to.be.greaterThan(0);
      const reg = ela.regions[0];
      // The region found overlaps the pasted one.
      expect(reg.x).to.be.lessThan(PASTE.left + PASTE.width);
      expect(reg.x + reg.width).to.be.greaterThan(PASTE.left);
      expect(reg.y).to.be.lessThan(PASTE.top + PASTE.height);
      expect(reg.y + reg.height).to.be.greaterThan(PASTE.top);
      // The engine's verdict on it comes from check 9's signals (error level analysis as signals
      // with a region map is its own piece of work); its description already names the region.
      const r = await analyze(scans.tampered, 'jpeg', 'pasted.jpg');
      expect(check(r, 9).description).to.match(/region at x=\d+–\d+, y=\d+–\d+ px/);
    });

    it('reports an image editor in EXIF, with its late modification date, as low signals', async () => {
      const edited = await sharp(scans.clean)
        .withExif({ IFD0: { Software: 'Adobe Photoshop 24.0 (Windows)', DateTime: '2023:11:02 16:30:00' }, IFD2: { DateTimeOriginal: '2023:06:12 10:00:00' } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const r = await analyze(edited, 'jpeg', 'edited.jpg');
      expect(check(r, 8).status).to.equal('warning');
      expect(check(r, 8).description).to.match(/EXIF Software 'Adobe Photoshop/);
      expect(check(r, 3).status).to.equal('warning');
      // Photoshop and its save date are one observation (metadata, low): reported, not judged.
      expect(signalsOf(r, 8).map((s) => [s.code, s.severity, s.source])).to.deep.equal([['software-image-editor', 'low', 'metadata']]);
      expect(r.verdict, show(r)).to.equal('clean');
    });

    it('calls a clean scanner-app image clean (CamScanner named in EXIF)', async () => {
      const scanned = await sharp(scans.clean)
        .withExif({ IFD0: { Software: 'CamScanner 6.20', DateTime: '2023:06:12 10:05:00' }, IFD2: { DateTimeOriginal: '2023:06:12 10:05:00' } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const r = await analyze(scanned, 'jpeg', 'camscanner.jpg');
      expect(signalsOf(r, 8).map((s) => [s.code, s.severity])).to.deep.equal([['software-scanner-app', 'low']]);
      expect(r.verdict, show(r)).to.equal('clean');
    });

    it('skips error level analysis for PNG and finds GIMP in a PNG text chunk', async () => {
      const png = await sharp(scans.clean).png().toBuffer();
      const r = await analyze(png, 'png', 'scan.png');
      expect(r.verdict, statuses(r)).to.equal('clean');
      expect(check(r, 9).status).to.equal('skipped');
      // tEXt chunk "Software" written by hand (keyword, NUL, text) before IEND.
      const chunk = (type: string, data: Buffer) => {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(data.length);
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body) >>> 0);
        return Buffer.concat([len, body, crc]);
      };
      const iend = png.length - 12;
      const withText = Buffer.concat([png.subarray(0, iend), chunk('tEXt', Buffer.from('Software\0GIMP 2.10.34', 'latin1')), png.subarray(iend)]);
      const r2 = await analyze(withText, 'png', 'gimp.png');
      expect(check(r2, 8).status).to.equal('warning');
      expect(r2.verdict).to.equal('clean');
      expect(check(r2, 8).description).to.include('GIMP');
    });
  });
});

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}

describe('forensics helpers', () => {
  it('describes token-level changes of a line', () => {
    const [c] = diffTokens(1, 'PHYS110 Mechanics 3.0 B', 'PHYS110 Mechanics 3.0 A');
    expect(c).to.include({ kind: 'changed', before: 'B', after: 'A' });
    expect(describeChange(c)).to.equal(`grade 'B' changed to 'A' on page 1 (line "PHYS110 Mechanics 3.0 B")`);
    const [n] = diffTokens(2, 'GPA 3.10', 'GPA 3.90');
    expect(describeChange(n)).to.match(/^number '3.10' changed to '3.90' on page 2/);
    expect(diffTokens(1, 'a b c', 'a b c')).to.deep.equal([]);
  });

  it('identifies a document from given text, combining surname and given name (capitals normalised), never inventing', () => {
    const item = (text: string, x: number, y: number, fontSize = 10): TextItem => ({ text, x, y, width: text.length * fontSize * 0.5, height: fontSize, fontName: 'Helvetica', fontSize, confidence: null });
    const fr: DocumentText = {
      pages: [
        {
          pageNumber: 1,
          width: 595,
          height: 842,
          source: 'text-layer',
          items: [
            item('Université Lyon Rive-Gauche', 60, 40, 16),
            item('UFR de Sciences Économiques', 60, 62, 10),
            item('RELEVÉ DE NOTES', 60, 100, 14),
            item('Nom:', 60, 140),
            item('DURAND', 160, 140),
            item('Prénom:', 60, 156),
            item('Claire', 160, 156),
            item('N° étudiant:', 60, 172),
            item('21804455', 160, 172),
            item('Lyon, le 3 juillet 2021', 60, 700),
          ],
        },
      ],
    };
    expect(identifyDocument(fr)).to.deep.equal({
      documentName: 'RELEVÉ DE NOTES',
      candidateName: 'Claire Durand',
      registrationNumber: '21804455',
      issuerName: 'Université Lyon Rive-Gauche',
      issuerSubName: 'UFR de Sciences Économiques',
      issuanceYear: 2021,
    });
    expect(identifyDocument({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items: [item('Hello world', 60, 40)] }] })).to.deep.equal({
      documentName: null,
      candidateName: null,
      registrationNumber: null,
      issuerName: null,
      issuerSubName: null,
      issuanceYear: null,
    });
  });
});
