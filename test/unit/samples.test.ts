import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { generateCorpus, type CorpusTruthFile } from '../../scripts/samples/generate';
import type { CorpusDocument, CorpusManifest } from '../../scripts/samples/manifest';
import type { ExtractionResult } from '../../src/processing/types';
import { CORPUS_SEED, ensureCorpus } from '../support/corpus';

const run = promisify(execFile);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Pdf = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let pdfjs: any;

async function openPdf(file: string): Promise<Pdf> {
  pdfjs ??= await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  return pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), standardFontDataUrl, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
}

interface Run {
  str: string;
  x: number;
  baseline: number;
  fontName: string;
}

async function pageRuns(doc: Pdf, page: number): Promise<Run[]> {
  const p = await doc.getPage(page);
  const { height } = p.getViewport({ scale: 1 });
  const content = await p.getTextContent();
  return (content.items as { str?: string; transform: number[]; fontName: string }[])
    .filter((i) => typeof i.str === 'string' && i.str.trim() !== '')
    .map((i) => ({ str: i.str!, x: i.transform[4], baseline: height - i.transform[5], fontName: i.fontName }));
}

async function allText(doc: Pdf): Promise<string> {
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) parts.push((await pageRuns(doc, p)).map((r) => r.str).join(' '));
  return parts.join('\n');
}

const count = (buf: Buffer, needle: string) => buf.toString('latin1').split(needle).length - 1;

function zipEntries(file: string): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(file), { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: { name: string; data: Buffer }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Mean absolute difference after one re-save at `quality`, inside and outside a pixel rectangle. */
async function errorLevels(file: string, region: { left: number; top: number; width: number; height: number }, quality: number): Promise<{ inside: number; outside: number }> {
  const a = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(await sharp(file).jpeg({ quality }).toBuffer()).raw().toBuffer();
  const { width, height, channels } = a.info;
  let inS = 0;
  let inN = 0;
  let outS = 0;
  let outN = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let d = 0;
      for (let c = 0; c < channels; c++) d += Math.abs(a.data[(y * width + x) * channels + c] - b[(y * width + x) * channels + c]);
      if (x >= region.left && x < region.left + region.width && y >= region.top && y < region.top + region.height) {
        inS += d;
        inN++;
      } else {
        outS += d;
        outN++;
      }
    }
  }
  return { inside: inS / inN, outside: outS / outN };
}

function checkD4(e: ExtractionResult, where: string): void {
  const str = (v: unknown, f: string) => expect(v === null || typeof v === 'string', `${where} ${f} = ${JSON.stringify(v)}`).to.equal(true);
  const int = (v: unknown, f: string) => expect(v === null || Number.isInteger(v), `${where} ${f} = ${JSON.stringify(v)}`).to.equal(true);
  const numb = (v: unknown, f: string) => expect(v === null || (typeof v === 'number' && Number.isFinite(v)), `${where} ${f} = ${JSON.stringify(v)}`).to.equal(true);
  expect(Object.keys(e).sort()).to.deep.equal(['candidate', 'courses', 'institution', 'language', 'languageCode', 'qualification']);
  str(e.languageCode, 'languageCode');
  str(e.language, 'language');
  expect(Object.keys(e.candidate).sort()).to.deep.equal(['dateOfBirth', 'firstName', 'fullName', 'lastName']);
  for (const [k, v] of Object.entries(e.candidate)) str(v, `candidate.${k}`);
  if (e.candidate.dateOfBirth) expect(e.candidate.dateOfBirth).to.match(/^\d{4}-\d{2}-\d{2}$/);
  expect(Object.keys(e.institution).sort()).to.deep.equal(['country', 'countryCode', 'name', 'state', 'stateCode']);
  for (const [k, v] of Object.entries(e.institution)) str(v, `institution.${k}`);
  const q = e.qualification;
  expect(Object.keys(q).sort()).to.deep.equal([
    'cgpa', 'dateOfIssue', 'level', 'majorOrSpecialization', 'name', 'program', 'programDuration', 'registrationNumber', 'status',
    'totalCreditsOrMarks', 'yearOfAdmission', 'yearOfCompletion',
  ]);
  int(q.yearOfAdmission, 'yearOfAdmission');
  int(q.yearOfCompletion, 'yearOfCompletion');
  for (const f of ['registrationNumber', 'name', 'level', 'program', 'majorOrSpecialization', 'status', 'programDuration', 'dateOfIssue', 'cgpa', 'totalCreditsOrMarks'] as const) str(q[f], f);
  for (const f of ['cgpa', 'programDuration', 'totalCreditsOrMarks'] as const) if (q[f] !== null) expect(q[f], `${where} ${f}`).to.match(/^\d+(\.\d+)?$/);
  if (q.dateOfIssue) expect(q.dateOfIssue).to.match(/^\d{4}-\d{2}-\d{2}$/);
  e.courses.forEach((c, i) => {
    expect(Object.keys(c).sort()).to.deep.equal([
      'alternateGrade', 'courseName', 'courseNumber', 'credit', 'grade', 'marksScored', 'maximumMarks', 'passStatus', 'session', 'term', 'year',
    ]);
    for (const f of ['courseNumber', 'courseName', 'grade', 'alternateGrade', 'passStatus', 'term', 'session'] as const) str(c[f], `courses[${i}].${f}`);
    for (const f of ['credit', 'marksScored', 'maximumMarks'] as const) numb(c[f], `courses[${i}].${f}`);
    int(c.year, `courses[${i}].year`);
  });
}

describe('sample corpus (scripts/samples)', function () {
  this.timeout(120000);
  let dir: string;
  let manifest: CorpusManifest;
  const file = (d: CorpusDocument | string) => path.join(dir, typeof d === 'string' ? d : d.file);
  const truth = (d: CorpusDocument): CorpusTruthFile => JSON.parse(readFileSync(`${file(d)}.truth.json`, 'utf8')) as CorpusTruthFile;
  const byTechnique = (t: string) => manifest.documents.filter((d) => d.tampered?.technique === t);

  before(async () => {
    ({ dir, manifest } = await ensureCorpus('small'));
  });

  it('is small and covers every layout, language, kind, format, variant and tampering technique', () => {
    expect(manifest.seed).to.equal(CORPUS_SEED);
    expect(manifest.documents.length).to.be.within(12, 20);
    const set = (f: (d: CorpusDocument) => unknown) => new Set(manifest.documents.map(f));
    expect([...set((d) => d.layout)]).to.include.members([
      'us-registrar', 'uk-modules', 'fr-releve', 'de-zeugnis', 'es-certificado', 'in-marksheet',
      'diploma-us', 'diploma-gb', 'diploma-fr', 'diploma-de', 'diploma-es', 'diploma-in', 'passport-id', 'cover-letter',
    ]);
    expect([...set((d) => d.language)]).to.include.members(['en', 'fr', 'de', 'es']);
    expect([...set((d) => d.kind)]).to.include.members(['transcript', 'diploma', 'marksheet', 'other']);
    expect([...set((d) => d.format)]).to.include.members(['pdf', 'png', 'jpeg', 'zip']);
    expect([...set((d) => d.variant)]).to.include.members(['text', 'scanned']);
    expect([...set((d) => d.tampered?.technique)]).to.include.members(['incremental-update', 'image-editor-metadata', 'white-box-overlay', 'jpeg-paste']);
    expect(manifest.documents.some((d) => d.format === 'pdf' && d.variant === 'scanned')).to.equal(true);
    expect(manifest.documents.some((d) => d.pages > 1)).to.equal(true);
  });

  it('lists files that exist, each with its truth file, and groups documents by qualification', () => {
    for (const d of manifest.documents) {
      expect(existsSync(file(d)), d.file).to.equal(true);
      const t = truth(d);
      expect(t.file).to.equal(d.file);
      expect(t.boxes).to.be.an('array');
      if (d.kind === 'other') {
        expect(d.credentialKey).to.equal(null);
        expect(d.expected).to.equal(null);
      } else {
        expect(d.credentialKey).to.be.a('string');
        expect(d.expected).to.be.an('object');
      }
    }
    for (const c of manifest.credentials) {
      const docs = manifest.documents.filter((d) => d.credentialKey === c.credentialKey);
      expect(c.files).to.deep.equal(docs.map((d) => d.file));
      // A qualification whose transcript and diploma are both present: the same candidate and institution.
      const names = new Set(docs.map((d) => d.expected!.candidate.fullName).filter(Boolean));
      expect(names.size, c.credentialKey).to.equal(1);
    }
  });

  it('gives ground truth with the decision "Extraction field types" types and the ExtractionResult field names', () => {
    for (const d of manifest.documents) if (d.expected) checkD4(d.expected, d.file);
    for (const c of manifest.credentials) checkD4(c.expected, c.credentialKey);
    const transcripts = manifest.documents.filter((d) => d.kind !== 'diploma' && d.kind !== 'other');
    for (const d of transcripts) {
      expect(d.expected!.courses.length, d.file).to.be.greaterThan(5);
      expect(d.expected!.qualification.cgpa, d.file).to.be.a('string');
    }
    for (const d of manifest.documents.filter((x) => x.kind === 'diploma')) expect(d.expected!.courses, d.file).to.deep.equal([]);
  });

  it('makes PDFs that pdfjs opens with the expected page count', async () => {
    for (const d of manifest.documents.filter((x) => x.format === 'pdf')) {
      const doc = await openPdf(file(d));
      expect(doc.numPages, d.file).to.equal(d.pages);
      await doc.destroy();
    }
  });

  it('puts the candidate and the values in the text layer of text PDFs, where the truth boxes say', async () => {
    for (const d of manifest.documents.filter((x) => x.format === 'pdf' && x.variant === 'text' && x.expected)) {
      const doc = await openPdf(file(d));
      const text = (await allText(doc)).toLowerCase();
      const c = d.expected!.candidate;
      expect(text, d.file).to.include(c.firstName!.toLowerCase());
      expect(text, d.file).to.include(c.lastName!.toLowerCase());
      if (d.expected!.qualification.registrationNumber) expect(text, d.file).to.include(d.expected!.qualification.registrationNumber.toLowerCase());
      // Coordinates: each truth box is a run of the text layer at the same place.
      for (const box of truth(d).boxes.filter((b) => b.key.startsWith('candidate.') || b.key === 'qualification.registrationNumber')) {
        const runs = await pageRuns(doc, box.page);
        const hit = runs.find((r) => r.str.includes(box.text) && Math.abs(r.x - box.x) < 1.5 && Math.abs(r.baseline - box.baseline) < 1.5);
        expect(hit, `${d.file} ${box.key} "${box.text}" at ${box.x},${box.baseline}`).to.not.equal(undefined);
      }
      await doc.destroy();
    }
  });

  it('makes scanned documents without a text layer: image-only PDFs, PNG and JPEG images', async () => {
    const scanned = manifest.documents.filter((d) => d.variant === 'scanned');
    expect(scanned.length).to.be.greaterThan(2);
    for (const d of scanned) {
      expect(d.scan, d.file).to.be.an('object');
      expect(Math.abs(d.scan!.rotationDegrees), d.file).to.be.within(0.3, 1.5);
      if (d.format === 'pdf') {
        const doc = await openPdf(file(d));
        for (let p = 1; p <= doc.numPages; p++) expect(await pageRuns(doc, p), `${d.file} page ${p}`).to.deep.equal([]);
        await doc.destroy();
      } else {
        const meta = await sharp(file(d)).metadata();
        expect(meta.format, d.file).to.equal(d.format);
        expect(meta.width, d.file).to.be.greaterThan(500);
      }
    }
  });

  it('packages ZIPs with the document and a readme that is not a document', async () => {
    const zips = manifest.documents.filter((d) => d.format === 'zip');
    expect(zips.length).to.be.greaterThan(0);
    for (const d of zips) {
      const entries = await zipEntries(file(d));
      expect(entries.map((e) => e.name)).to.deep.equal(d.zipMembers!.map((m) => m.path));
      const docEntry = entries.find((e) => e.name === d.zipMembers!.find((m) => m.role === 'document')!.path)!;
      expect(docEntry.data.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
      expect(entries.find((e) => e.name === 'readme.txt')!.data.toString('utf8')).to.include(d.expected!.candidate.fullName!);
    }
  });

  it('keeps clean text PDFs clean: PDFKit producer, one revision, no Courier, no XMP', async () => {
    for (const d of manifest.documents.filter((x) => x.format === 'pdf' && !x.tampered)) {
      const bytes = readFileSync(file(d));
      expect(count(bytes, '%%EOF'), d.file).to.equal(1);
      expect(bytes.includes('/BaseFont /Courier'), d.file).to.equal(false);
      expect(bytes.includes('/Metadata'), d.file).to.equal(false);
      const doc = await openPdf(file(d));
      const { info } = await doc.getMetadata();
      expect(info.Producer, d.file).to.equal('PDFKit');
      await doc.destroy();
    }
  });

  it('has every tampered document made from a clean original that is in the corpus', () => {
    for (const d of manifest.documents.filter((x) => x.tampered)) {
      const original = manifest.documents.find((x) => x.file === d.tampered!.originalFile);
      expect(original, d.file).to.not.equal(undefined);
      expect(original!.tampered).to.equal(null);
      expect(original!.credentialKey).to.equal(d.credentialKey);
      expect(existsSync(file(original!))).to.equal(true);
      expect(d.tampered!.description.length).to.be.greaterThan(20);
    }
  });

  it('incremental update: original bytes intact, two %%EOF, qpdf --check passes, pdfjs reads the new grade', async () => {
    const [d] = byTechnique('incremental-update');
    const bytes = readFileSync(file(d));
    const original = readFileSync(file(d.tampered!.originalFile));
    expect(bytes.subarray(0, original.length).equals(original)).to.equal(true);
    expect(count(bytes, '%%EOF')).to.equal(2);
    expect(bytes.subarray(original.length).toString('latin1')).to.match(/\/Prev \d+/);
    const { stdout } = await run('qpdf', ['--check', file(d)]);
    expect(stdout).to.include('No syntax or stream encoding errors');
    // The changed course: where expected differs from the original's expected.
    const before = manifest.documents.find((x) => x.file === d.tampered!.originalFile)!.expected!.courses;
    const changed = d.expected!.courses.findIndex((c, i) => JSON.stringify(c) !== JSON.stringify(before[i]));
    expect(changed).to.be.greaterThan(-1);
    const box = truth(d).boxes.find((b) => b.key.startsWith(`course.${changed}.`) && b.key.endsWith('.grade'))!;
    const doc = await openPdf(file(d));
    const runs = await pageRuns(doc, d.tampered!.region!.page);
    const cell = runs.find((r) => Math.abs(r.x - box.x) < 1.5 && Math.abs(r.baseline - box.baseline) < 1.5);
    expect(cell?.str).to.equal(d.expected!.courses[changed].grade);
    expect(cell?.str).to.not.equal(before[changed].grade);
    await doc.destroy();
  });

  it('image-editor metadata: editor Producer, XMP CreatorTool disagreeing with Info, ModDate after CreationDate', async () => {
    const [d] = byTechnique('image-editor-metadata').filter((x) => x.format === 'pdf');
    const doc = await openPdf(file(d));
    const { info, metadata } = await doc.getMetadata();
    expect(info.Producer).to.match(/Photoshop|GIMP/);
    expect(info.Producer).to.not.equal('PDFKit');
    const creatorTool = metadata.get('xmp:creatortool');
    expect(creatorTool).to.match(/Photoshop|GIMP/);
    expect(creatorTool).to.not.equal(info.Creator);
    const date = (s: string) => s.replace(/^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2}).*$/, '$1-$2-$3T$4:$5:$6Z');
    expect(Date.parse(date(info.ModDate))).to.be.greaterThan(Date.parse(date(info.CreationDate)));
    expect(count(readFileSync(file(d)), '%%EOF')).to.equal(1);
    expect(await allText(doc)).to.include(d.expected!.candidate.fullName);
    await doc.destroy();
  });

  it('white box: the new value in Courier over a white rectangle, the original still in the text layer', async () => {
    const [d] = byTechnique('white-box-overlay');
    const original = manifest.documents.find((x) => x.file === d.tampered!.originalFile)!;
    const bytes = readFileSync(file(d));
    expect(bytes.includes('/BaseFont /Courier')).to.equal(true);
    expect(count(bytes, '%%EOF')).to.equal(1);
    await run('qpdf', ['--check', file(d)]);
    const doc = await openPdf(file(d));
    const text = await allText(doc);
    expect(d.expected!.qualification.cgpa).to.not.equal(original.expected!.qualification.cgpa);
    expect(text).to.include(original.printed['qualification.cgpa'] ?? original.expected!.qualification.cgpa!);
    expect(text).to.include(d.printed['qualification.cgpa'] ?? d.expected!.qualification.cgpa!);
    await doc.destroy();
  });

  it('JPEG paste: the pasted region stands out under error-level analysis, the clean scan does not', async () => {
    const [d] = byTechnique('jpeg-paste');
    expect(d.format).to.equal('jpeg');
    const original = manifest.documents.find((x) => x.file === d.tampered!.originalFile)!;
    expect(original.format).to.equal('jpeg');
    expect(original.scan!.jpegQuality).to.not.equal(d.scan!.jpegQuality);
    const m = /Region of (\d+)×(\d+) px at \((\d+), (\d+)\)/.exec(d.tampered!.description)!;
    const region = { width: Number(m[1]), height: Number(m[2]), left: Number(m[3]), top: Number(m[4]) };
    const forged = await errorLevels(file(d), region, original.scan!.jpegQuality!);
    const clean = await errorLevels(file(original), region, original.scan!.jpegQuality!);
    expect(forged.inside / forged.outside).to.be.greaterThan(2);
    expect(clean.inside / clean.outside).to.be.lessThan(1.5);
  });

  it('is deterministic for a seed: same documents, layouts and ground truth', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'samples-again-'));
    try {
      const again = await generateCorpus({ outDir: out, seed: CORPUS_SEED, size: 'small' });
      expect(again.documents).to.deep.equal(manifest.documents);
      expect(again.credentials).to.deep.equal(manifest.credentials);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
