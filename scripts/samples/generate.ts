/**
 * Sample corpus generator (README "Processing", sample documents): realistic transcripts, marksheets,
 * diplomas and unrelated documents with their ground truth, in text, scanned, zipped and tampered
 * variants. Deterministic for a seed (same names, grades, layouts, choices; the bytes may differ).
 *
 *   npx tsx scripts/samples/generate.ts --out data/samples [--seed 42] [--size small|full]
 *
 * Programmatic: `generateCorpus({ outDir, seed, size })`. See scripts/samples/README.md.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { promisify } from 'node:util';
import yazl from 'yazl';
import type { ExtractedCourse, ExtractionResult } from '../../src/processing/types';
import type { CountryCode } from './data';
import { renderDiploma } from './diplomas';
import type { CorpusCredential, CorpusDocument, CorpusFormat, CorpusManifest, TamperInfo, TamperTechnique, ZipMember } from './manifest';
import { renderCoverLetter, renderPassport } from './others';
import { cloneQualification, esWord, makeQualification, type Level, type Qualification, type QualificationSpec } from './plan';
import { Rng, hashString } from './rng';
import { boxToPixels, decode, imageOnlyPdf, renderPage, scan, scannerExif, toJpeg, toPng, type ScanSettings } from './scan';
import type { FieldBox } from './sheet';
import { GIMP_THEN_PHOTOSHOP, PHOTOSHOP_THEN_GIMP, editorMetadata, incrementalPageUpdate, jpegPaste, rewriteJpegExif, whiteBoxOverlay } from './tamper';
import { renderTranscript, type RenderedDocument } from './transcripts';

const run = promisify(execFile);

export type CorpusSize = 'small' | 'full';

export interface GenerateOptions {
  outDir: string;
  seed?: number;
  size?: CorpusSize;
}

/** What a `<file>.truth.json` holds: the manifest entry plus where each value was drawn. */
export interface CorpusTruthFile extends CorpusDocument {
  /**
   * Text runs of the ground-truth values: PDF points, origin top-left, y downward, on the clean
   * page (for scanned variants, before rotation: map with `scan.rotationDegrees` about the page
   * centre). Keys: 'candidate.fullName', 'qualification.cgpa', 'course.<i>.grade' (i indexes
   * `expected.courses`), 'term.<n>.heading', 'institution.name', ...
   */
  boxes: FieldBox[];
}

export const DPI = 150;
const SCAN_JPEG_QUALITY = 92;
const IMAGE_PDF_JPEG_QUALITY = 85;
const PASTE_RESAVE_QUALITY = 97;

// ---------------------------------------------------------------------------------------------
// The plan: which qualifications, which files

type Role = 'transcript' | 'diploma';
type Emit = 'text' | 'png' | 'jpeg' | 'image-pdf' | 'zip';

interface TamperPlan {
  technique: TamperTechnique;
  role: Role;
  /** For image-editor-metadata: which original to edit. */
  from?: 'text' | 'jpeg';
}

interface CredentialPlan {
  spec: QualificationSpec;
  transcript: Emit[];
  diploma: Emit[];
  tampers: TamperPlan[];
}

interface OtherPlan {
  name: string;
  type: 'passport' | 'cover-letter';
  /** Whose: the candidate of this credential key. */
  of: string;
  format: 'png' | 'jpeg' | 'pdf';
  language?: 'en' | 'fr';
}

interface CorpusPlan {
  credentials: CredentialPlan[];
  others: OtherPlan[];
}

/** The small corpus: every layout, language, format, variant and technique, 18 documents. */
const SMALL: CorpusPlan = {
  credentials: [
    { spec: { key: 'q01-us', country: 'US', level: 'Bachelor' }, transcript: ['text'], diploma: ['text'], tampers: [{ technique: 'incremental-update', role: 'transcript' }] },
    { spec: { key: 'q02-gb', country: 'GB', level: 'Bachelor' }, transcript: ['text'], diploma: ['png'], tampers: [] },
    { spec: { key: 'q03-fr', country: 'FR', level: 'Bachelor' }, transcript: ['text'], diploma: ['image-pdf'], tampers: [] },
    { spec: { key: 'q04-de', country: 'DE', level: 'Master' }, transcript: ['text'], diploma: ['zip'], tampers: [{ technique: 'white-box-overlay', role: 'transcript' }] },
    { spec: { key: 'q05-es', country: 'ES', level: 'Master' }, transcript: ['jpeg'], diploma: ['text'], tampers: [{ technique: 'jpeg-paste', role: 'transcript' }] },
    { spec: { key: 'q06-in', country: 'IN', level: 'Bachelor' }, transcript: ['text'], diploma: ['text'], tampers: [{ technique: 'image-editor-metadata', role: 'diploma', from: 'text' }] },
  ],
  others: [
    { name: 'other-01-passport', type: 'passport', of: 'q06-in', format: 'jpeg' },
    { name: 'other-02-cover-letter', type: 'cover-letter', of: 'q03-fr', format: 'pdf', language: 'fr' },
  ],
};

/** The full corpus: the small one plus drawn qualifications (about 75 documents in all). */
function fullPlan(seed: number): CorpusPlan {
  const rng = new Rng(seed).fork('full-plan');
  const countries: CountryCode[] = ['US', 'GB', 'FR', 'DE', 'ES', 'IN'];
  const credentials: CredentialPlan[] = [...SMALL.credentials];
  // Tampering of the extra qualifications, in turn; jpeg-paste needs a one-page transcript.
  const techniques: TamperPlan[] = [
    { technique: 'incremental-update', role: 'transcript' },
    { technique: 'white-box-overlay', role: 'transcript' },
    { technique: 'jpeg-paste', role: 'transcript' },
    { technique: 'image-editor-metadata', role: 'transcript', from: 'text' },
    { technique: 'image-editor-metadata', role: 'diploma', from: 'jpeg' },
  ];
  for (let i = 0; i < 22; i++) {
    const key = `q${String(i + 7).padStart(2, '0')}-${countries[i % 6].toLowerCase()}`;
    const tamper = i % 2 === 0 ? techniques[(i / 2) % techniques.length] : null;
    let country = countries[i % 6];
    let level: Level = rng.bool(0.65) ? 'Bachelor' : 'Master';
    if (tamper?.technique === 'jpeg-paste') {
      // One-page transcripts only (a scanned JPEG is one page).
      country = rng.pick(['GB', 'DE', 'ES'] as const);
      level = 'Master';
    }
    const transcript: Emit[] = [];
    const diploma: Emit[] = [];
    const scanChoice = rng.next();
    if (tamper?.technique === 'jpeg-paste') transcript.push('jpeg');
    else if (tamper && tamper.role === 'transcript') transcript.push('text');
    else transcript.push(scanChoice < 0.7 ? 'text' : 'image-pdf');
    if (rng.bool(0.12)) transcript.push('zip');
    const hasDiploma = rng.bool(0.8) || tamper?.role === 'diploma';
    if (hasDiploma) {
      if (tamper?.role === 'diploma' && tamper.from === 'jpeg') diploma.push('jpeg');
      else diploma.push(rng.weighted([['text', 5], ['png', 2], ['jpeg', 1.5], ['image-pdf', 1.5]] as const));
      if (rng.bool(0.12)) diploma.push('zip');
    }
    credentials.push({ spec: { key: `${key.slice(0, 4)}${country.toLowerCase()}`, country, level }, transcript, diploma, tampers: tamper ? [tamper] : [] });
  }
  const others: OtherPlan[] = [...SMALL.others];
  const keys = credentials.map((c) => c.spec.key);
  for (let i = 0; i < 4; i++) {
    others.push({ name: `other-${String(i + 3).padStart(2, '0')}-passport`, type: 'passport', of: rng.pick(keys), format: rng.bool() ? 'png' : 'jpeg' });
    others.push({ name: `other-${String(i + 7).padStart(2, '0')}-cover-letter`, type: 'cover-letter', of: rng.pick(keys), format: 'pdf', language: rng.bool(0.7) ? 'en' : 'fr' });
  }
  return { credentials, others };
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return results;
}

async function zipOf(members: { name: string; data: Buffer }[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const m of members) zip.addBuffer(m.data, m.name, { mtime, compress: true });
  zip.end();
  return readAll(zip.outputStream as unknown as Readable);
}

/** sha256 of the generator's sources: part of the cache key of test/support/corpus.ts. */
export function generatorHash(): string {
  const dir = __dirname;
  const h = createHash('sha256');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) {
    h.update(f);
    h.update(readFileSync(join(dir, f)));
  }
  return h.digest('hex').slice(0, 16);
}

function scanSettings(rng: Rng): ScanSettings {
  let rotation = rng.float(-1.5, 1.5);
  if (Math.abs(rotation) < 0.3) rotation = rotation < 0 ? -0.3 - rotation : 0.3 + rotation;
  return { dpi: DPI, rotationDegrees: Math.round(rotation * 100) / 100, seed: Math.floor(rng.next() * 2 ** 31) };
}

const roleKind = (q: Qualification, role: Role): CorpusDocument['kind'] =>
  role === 'diploma' ? 'diploma' : q.countryCode === 'IN' ? 'marksheet' : 'transcript';

/** The course a forger would improve: the worst one. */
function worstCourse(q: Qualification): number {
  const all = q.terms.flatMap((t) => t.courses);
  const score = (c: (typeof all)[number]): number => {
    switch (q.countryCode) {
      case 'US': return -['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D'].indexOf(c.grade ?? 'A');
      case 'DE': return -Number((c.grade ?? '1,0').replace(',', '.'));
      default: return c.marksScored ?? 100;
    }
  };
  let best = 0;
  all.forEach((c, i) => {
    if (score(c) < score(all[best])) best = i;
  });
  return best;
}

/** A copy of `q` with course `index` given a much better grade, and what changed. */
function improveCourse(q: Qualification, index: number): { q: Qualification; before: string; after: string } {
  const copy = cloneQualification(q);
  const course = copy.terms.flatMap((t) => t.courses)[index];
  const show = (c: typeof course) => [c.grade, c.marksScored, c.passStatus].filter((v) => v !== null).join(' / ');
  const before = show(course);
  switch (q.countryCode) {
    case 'US': course.grade = course.grade === 'A' ? 'A-' : 'A'; break;
    case 'GB': course.marksScored = Math.min(86, (course.marksScored ?? 50) + 24); break;
    case 'FR': course.marksScored = 17; course.passStatus = 'Admis'; break;
    case 'DE': course.grade = course.grade === '1,0' ? '1,3' : '1,0'; break;
    case 'ES': course.marksScored = 9.2; course.grade = esWord(9.2); break;
    case 'IN': course.marksScored = 93; course.grade = 'O'; break;
  }
  return { q: copy, before, after: show(course) };
}

/** A better overall average, normalized and as the layout prints it. */
function improvedCgpa(q: Qualification): { value: string; printed: string; classification: string | null } {
  const v = Number(q.cgpa);
  switch (q.countryCode) {
    case 'US': { const n = Math.min(3.98, v + 0.45).toFixed(2); return { value: n, printed: n, classification: null }; }
    case 'GB': { const n = Math.min(84, v + 12).toFixed(1); return { value: n, printed: n, classification: null }; }
    case 'FR': { const n = Math.min(18.5, v + 3).toFixed(2); return { value: n, printed: `${n.replace('.', ',')}/20`, classification: null }; }
    case 'DE': {
      const n = Math.max(1, v - 0.8).toFixed(1);
      const x = Number(n);
      return { value: n, printed: n.replace('.', ','), classification: x <= 1.5 ? 'sehr gut' : x <= 2.5 ? 'gut' : x <= 3.5 ? 'befriedigend' : 'ausreichend' };
    }
    case 'ES': { const n = Math.min(9.6, v + 1.5).toFixed(2); return { value: n, printed: n.replace('.', ','), classification: null }; }
    case 'IN': { const n = Math.min(9.7, v + 1.2).toFixed(2); return { value: n, printed: n, classification: null }; }
  }
}

function unionBox(boxes: FieldBox[]): { page: number; x: number; y: number; width: number; height: number } {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.width));
  const b = Math.max(...boxes.map((bb) => bb.y + bb.height));
  return { page: boxes[0].page, x, y, width: Math.round((r - x) * 100) / 100, height: Math.round((b - y) * 100) / 100 };
}

/** Boxes of the course cells whose text differs between two renders of the same layout. */
function changedCells(a: RenderedDocument, b: RenderedDocument, index: number): FieldBox[] {
  const prefix = `course.${index}.`;
  return b.boxes.filter((bb) => bb.key.startsWith(prefix) && a.boxes.find((ab) => ab.key === bb.key)?.text !== bb.text);
}

// ---------------------------------------------------------------------------------------------
// Generation

interface Output {
  doc: CorpusDocument;
  boxes: FieldBox[];
  data: Buffer;
}

async function qpdfCheck(path: string): Promise<void> {
  try {
    await run('qpdf', ['--check', path]);
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; code?: number };
    // Exit 3 = warnings only; anything else is a broken file.
    if (err.code !== 3) throw new Error(`qpdf --check failed for ${path}: ${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}

async function generateCredential(plan: CredentialPlan, seed: number, work: string, outDir: string): Promise<{ q: Qualification; outputs: Output[] }> {
  const root = new Rng(seed).fork(plan.spec.key);
  const q = makeQualification(root.fork('qualification'), plan.spec);
  const choice = root.fork('variants');
  const outputs: Output[] = [];
  const rendered: Partial<Record<Role, RenderedDocument>> = {};
  const files: Partial<Record<Role, Partial<Record<Emit, { file: string; data: Buffer; scan?: ScanSettings }>>>> = {};
  const base = (role: Role) => `${plan.spec.key}-${roleKind(q, role)}`;
  const workPdf = (name: string) => join(work, name);

  const doc = (r: RenderedDocument, role: Role, file: string, format: CorpusFormat, variant: 'text' | 'scanned', pages: number): CorpusDocument => ({
    file,
    kind: roleKind(q, role),
    format,
    variant,
    language: r.language,
    pages,
    layout: r.layout,
    credentialKey: q.key,
    tampered: null,
    expected: r.expected,
    printed: r.printed,
  });

  for (const role of ['transcript', 'diploma'] as const) {
    const emits = role === 'transcript' ? plan.transcript : plan.diploma;
    if (emits.length === 0) continue;
    const r = role === 'transcript' ? await renderTranscript(q) : await renderDiploma(q);
    rendered[role] = r;
    files[role] = {};
    const cleanPath = workPdf(`${base(role)}.pdf`);
    await writeFile(cleanPath, r.pdf);
    for (const emit of emits) {
      if (emit === 'text') {
        const file = `${base(role)}.pdf`;
        outputs.push({ doc: doc(r, role, file, 'pdf', 'text', r.pages), boxes: r.boxes, data: r.pdf });
        files[role]!.text = { file, data: r.pdf };
      } else if (emit === 'png' || emit === 'jpeg') {
        if (r.pages !== 1) throw new Error(`${base(role)}: a ${emit} scan needs a one-page document, it has ${r.pages}`);
        const s = scanSettings(choice);
        const img = await scan(await renderPage(cleanPath, 1, s.dpi), s);
        const data = emit === 'png' ? await toPng(img) : await toJpeg(img, SCAN_JPEG_QUALITY, scannerExif(q.transcriptIssueDate));
        const file = `${base(role)}.scan.${emit === 'png' ? 'png' : 'jpg'}`;
        const d = doc(r, role, file, emit, 'scanned', 1);
        d.scan = { dpi: s.dpi, rotationDegrees: s.rotationDegrees, jpegQuality: emit === 'jpeg' ? SCAN_JPEG_QUALITY : null };
        outputs.push({ doc: d, boxes: r.boxes, data });
        files[role]![emit] = { file, data, scan: s };
      } else if (emit === 'image-pdf') {
        const s = scanSettings(choice);
        const pages: Buffer[] = [];
        for (let p = 1; p <= r.pages; p++) {
          const img = await scan(await renderPage(cleanPath, p, s.dpi), { ...s, seed: s.seed + p });
          pages.push(await toJpeg(img, IMAGE_PDF_JPEG_QUALITY));
        }
        const data = await imageOnlyPdf(pages, r.pageSize, new Date(`${q.transcriptIssueDate}T15:00:00Z`));
        const file = `${base(role)}.scan.pdf`;
        const d = doc(r, role, file, 'pdf', 'scanned', r.pages);
        d.scan = { dpi: s.dpi, rotationDegrees: s.rotationDegrees, jpegQuality: IMAGE_PDF_JPEG_QUALITY };
        outputs.push({ doc: d, boxes: r.boxes, data });
      } else if (emit === 'zip') {
        const memberName = `${roleKind(q, role)}_${q.candidate.lastName.replace(/[^A-Za-z]+/g, '')}.pdf`;
        const readme = [
          `Application documents: ${q.candidate.fullName}`,
          '',
          `${memberName}: ${role === 'diploma' ? 'degree certificate' : 'academic transcript'} issued by ${q.institution.name}.`,
          'Please contact the applicant for originals.',
          '',
        ].join('\r\n');
        const data = await zipOf([{ name: memberName, data: r.pdf }, { name: 'readme.txt', data: Buffer.from(readme, 'utf8') }], new Date(`${q.transcriptIssueDate}T12:00:00Z`));
        const file = `${base(role)}.zip`;
        const d = doc(r, role, file, 'zip', 'text', r.pages);
        const members: ZipMember[] = [{ path: memberName, role: 'document' }, { path: 'readme.txt', role: 'other' }];
        d.zipMembers = members;
        outputs.push({ doc: d, boxes: r.boxes, data });
      }
    }
  }

  for (const t of plan.tampers) {
    const r = rendered[t.role];
    const own = files[t.role];
    if (!r || !own) throw new Error(`${plan.spec.key}: tampering needs a ${t.role}`);
    const name = base(t.role);
    const info = (description: string, originalFile: string, region: TamperInfo['region']): TamperInfo => ({ technique: t.technique, description, originalFile, region });
    if (t.technique === 'incremental-update') {
      const original = own.text ?? (() => { throw new Error(`${name}: incremental update needs the text PDF`); })();
      const index = worstCourse(q);
      const mod = improveCourse(q, index);
      const r2 = await renderTranscript(mod.q);
      const cells = changedCells(r, r2, index);
      const region = unionBox(cells);
      const data = incrementalPageUpdate(original.data, r2.pdf, region.page);
      const file = `${name}.tampered-incremental.pdf`;
      const d = doc(r2, t.role, file, 'pdf', 'text', r.pages);
      const course = mod.q.terms.flatMap((x) => x.courses)[index];
      d.tampered = info(`Incremental update replacing the content stream of page ${region.page}: course ${course.code} "${course.name}" changed from ${mod.before} to ${mod.after}; the original revision is intact before the update.`, original.file, region);
      outputs.push({ doc: d, boxes: r2.boxes, data });
    } else if (t.technique === 'white-box-overlay') {
      const original = own.text ?? (() => { throw new Error(`${name}: white box needs the text PDF`); })();
      const box = r.boxes.find((b) => b.key === 'qualification.cgpa');
      if (!box) throw new Error(`${name}: no printed CGPA`);
      const better = improvedCgpa(q);
      let text = box.text.replace(q.cgpaPrinted, better.printed);
      if (better.classification && q.classification) text = text.replace(`(${q.classification})`, `(${better.classification})`);
      const data = whiteBoxOverlay(original.data, { page: box.page, box, text, baseline: box.baseline, fontSize: box.fontSize }, r.pageSize.height);
      const file = `${name}.tampered-whitebox.pdf`;
      const expected: ExtractionResult = JSON.parse(JSON.stringify(r.expected));
      expected.qualification.cgpa = better.value;
      const d = doc(r, t.role, file, 'pdf', 'text', r.pages);
      d.expected = expected;
      d.printed = { ...r.printed, 'qualification.cgpa': better.printed };
      d.tampered = info(`White rectangle drawn over the overall average "${box.text}" on page ${box.page} with "${text}" written on it in Courier ${box.fontSize} pt; the original value is still in the text layer underneath.`, original.file, { page: box.page, x: box.x, y: box.y, width: box.width, height: box.height });
      outputs.push({ doc: d, boxes: r.boxes.map((b) => (b === box ? { ...b, text, font: 'Courier' as const } : b)), data });
    } else if (t.technique === 'jpeg-paste') {
      const original = own.jpeg ?? (() => { throw new Error(`${name}: jpeg-paste needs the scanned JPEG`); })();
      const s = original.scan!;
      const index = worstCourse(q);
      const mod = improveCourse(q, index);
      const r2 = await renderTranscript(mod.q);
      const modPath = workPdf(`${name}.modified.pdf`);
      await writeFile(modPath, r2.pdf);
      const patch = await scan(await renderPage(modPath, 1, s.dpi), s);
      const cells = changedCells(r, r2, index);
      const region = unionBox(cells);
      const pixels = boxToPixels(region, patch, s, 4);
      const exif = scannerExif(q.transcriptIssueDate);
      const data = await jpegPaste(original.data, patch, pixels, PASTE_RESAVE_QUALITY, exif);
      const file = `${name}.tampered-paste.jpg`;
      const d = doc(r2, t.role, file, 'jpeg', 'scanned', 1);
      d.scan = { dpi: s.dpi, rotationDegrees: s.rotationDegrees, jpegQuality: PASTE_RESAVE_QUALITY };
      const course = mod.q.terms.flatMap((x) => x.courses)[index];
      d.tampered = info(`Region of ${pixels.width}×${pixels.height} px at (${pixels.left}, ${pixels.top}) of the quality-${SCAN_JPEG_QUALITY} scan replaced with never-compressed pixels showing course ${course.code} "${course.name}" as ${mod.after} instead of ${mod.before}; re-saved at quality ${PASTE_RESAVE_QUALITY}.`, original.file, region);
      outputs.push({ doc: d, boxes: r2.boxes, data });
    } else if (t.technique === 'image-editor-metadata') {
      const created = new Date(`${t.role === 'diploma' ? q.awardDate : q.transcriptIssueDate}T${t.role === 'diploma' ? '09' : '10'}:00:00Z`);
      const modified = new Date(created.getTime() + (40 + (hashString(name) % 300)) * 86400000 + 5 * 3600000 + 17 * 60000);
      if (t.from === 'jpeg') {
        const original = own.jpeg ?? (() => { throw new Error(`${name}: JPEG metadata edit needs the scanned JPEG`); })();
        const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
        const exif = {
          IFD0: { Make: 'Canon', Model: 'CanoScan LiDE 400', Software: 'Adobe Photoshop 24.0 (Windows)', DateTime: stamp(modified) },
          IFD2: { DateTimeOriginal: stamp(created) },
        };
        const data = await rewriteJpegExif(original.data, exif);
        const file = `${name}.tampered-metadata.jpg`;
        const d = doc(r, t.role, file, 'jpeg', 'scanned', 1);
        d.scan = { dpi: original.scan!.dpi, rotationDegrees: original.scan!.rotationDegrees, jpegQuality: SCAN_JPEG_QUALITY };
        d.tampered = info(`EXIF rewritten without re-encoding: Software "Adobe Photoshop 24.0 (Windows)" (was "Canon IJ Scan Utility 2.3"), DateTime ${stamp(modified)} after DateTimeOriginal ${stamp(created)}.`, original.file, null);
        outputs.push({ doc: d, boxes: r.boxes, data });
      } else {
        const original = own.text ?? (() => { throw new Error(`${name}: metadata edit needs the text PDF`); })();
        const tool = hashString(name) % 2 === 0 ? PHOTOSHOP_THEN_GIMP : GIMP_THEN_PHOTOSHOP;
        const data = editorMetadata(original.data, tool, created, modified, `${r.layout} ${q.candidate.fullName}`);
        const file = `${name}.tampered-metadata.pdf`;
        const d = doc(r, t.role, file, 'pdf', 'text', r.pages);
        d.tampered = info(`File re-saved with Info /Producer and /Creator "${tool.infoProducer}", ModDate ${modified.toISOString()} after CreationDate ${created.toISOString()}, and an XMP packet whose CreatorTool is "${tool.xmpCreatorTool}"; page content unchanged.`, original.file, null);
        outputs.push({ doc: d, boxes: r.boxes, data });
      }
    }
  }
  for (const o of outputs) {
    await writeFile(join(outDir, o.doc.file), o.data);
    // The forged files are hand-made PDF structure: check them (pdfkit's own output needs no check).
    if (o.doc.format === 'pdf' && o.doc.tampered) await qpdfCheck(join(outDir, o.doc.file));
  }
  return { q, outputs };
}

async function generateOther(plan: OtherPlan, q: Qualification, seed: number, work: string, outDir: string): Promise<Output> {
  const rng = new Rng(seed).fork(plan.name);
  if (plan.type === 'passport') {
    const issueYear = q.completionYear - rng.int(1, 4);
    const number = q.countryCode === 'US' ? String(rng.int(500000000, 599999999)) : `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}`;
    const r = await renderPassport(q, issueYear, number);
    const path = join(work, `${plan.name}.pdf`);
    await writeFile(path, r.pdf);
    const s = scanSettings(rng);
    const img = await scan(await renderPage(path, 1, 200), { ...s, dpi: 200 });
    const data = plan.format === 'png' ? await toPng(img) : await toJpeg(img, SCAN_JPEG_QUALITY, scannerExif(`${issueYear}-05-02`));
    const file = `${plan.name}.scan.${plan.format === 'png' ? 'png' : 'jpg'}`;
    await writeFile(join(outDir, file), data);
    return {
      doc: {
        file, kind: 'other', format: plan.format === 'png' ? 'png' : 'jpeg', variant: 'scanned', language: q.language, pages: 1, layout: r.layout,
        credentialKey: null, tampered: null, expected: null, printed: {}, scan: { dpi: 200, rotationDegrees: s.rotationDegrees, jpegQuality: plan.format === 'png' ? null : SCAN_JPEG_QUALITY },
      },
      boxes: [],
      data,
    };
  }
  const language = plan.language ?? 'en';
  const r = await renderCoverLetter(q, language, `${q.completionYear + 1}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`);
  const file = `${plan.name}.pdf`;
  await writeFile(join(outDir, file), r.pdf);
  return {
    doc: { file, kind: 'other', format: 'pdf', variant: 'text', language, pages: r.pages, layout: r.layout, credentialKey: null, tampered: null, expected: null, printed: {} },
    boxes: [],
    data: r.pdf,
  };
}

/** The qualification as a whole: the clean documents' values, transcript first; its courses. */
function mergeExpected(docs: CorpusDocument[]): ExtractionResult {
  const clean = docs.filter((d) => !d.tampered && d.expected).sort((a, b) => (a.kind === 'diploma' ? 1 : 0) - (b.kind === 'diploma' ? 1 : 0));
  const out: ExtractionResult = JSON.parse(JSON.stringify(clean[0].expected));
  for (const d of clean.slice(1)) {
    const e = d.expected!;
    for (const part of ['candidate', 'institution', 'qualification'] as const) {
      const target = out[part] as Record<string, unknown>;
      for (const [k, v] of Object.entries(e[part])) if (target[k] === null && v !== null) target[k] = v;
    }
    if (out.courses.length === 0 && e.courses.length > 0) out.courses = e.courses.map((c: ExtractedCourse) => ({ ...c }));
  }
  return out;
}

async function prepareOutDir(outDir: string): Promise<void> {
  if (existsSync(outDir)) {
    const entries = await readdir(outDir);
    if (entries.length > 0 && !entries.includes('manifest.json') && !entries.includes(IN_PROGRESS)) {
      throw new Error(`${outDir} is not empty and holds no corpus (manifest.json): refusing to overwrite it`);
    }
    for (const e of entries) await rm(join(outDir, e), { recursive: true, force: true });
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, IN_PROGRESS), 'generation in progress or interrupted\n');
}

/** Marks a directory the generator is writing (so an interrupted run can be regenerated over). */
const IN_PROGRESS = '.generating';

export async function generateCorpus(options: GenerateOptions): Promise<CorpusManifest> {
  const seed = options.seed ?? 42;
  const size = options.size ?? 'small';
  const outDir = options.outDir;
  await prepareOutDir(outDir);
  const work = await mkdtemp(join(tmpdir(), 'corpus-work-'));
  try {
    const plan = size === 'full' ? fullPlan(seed) : SMALL;
    const results = await mapLimit(plan.credentials, 2, (c) => generateCredential(c, seed, work, outDir));
    const byKey = new Map(results.map((r) => [r.q.key, r.q]));
    const others = await mapLimit(plan.others, 2, (o) => generateOther(o, byKey.get(o.of)!, seed, work, outDir));
    const outputs = [...results.flatMap((r) => r.outputs), ...others];
    const documents = outputs.map((o) => o.doc);
    const credentials: CorpusCredential[] = results.map((r) => {
      const docs = documents.filter((d) => d.credentialKey === r.q.key);
      return { credentialKey: r.q.key, files: docs.map((d) => d.file), expected: mergeExpected(docs) };
    });
    const manifest: CorpusManifest = { seed, size, generatorHash: generatorHash(), documents, credentials };
    for (const o of outputs) {
      const truth: CorpusTruthFile = { ...o.doc, boxes: o.boxes };
      await writeFile(join(outDir, `${o.doc.file}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
    }
    // Written last: its presence means the corpus is complete.
    await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(join(outDir, IN_PROGRESS), { force: true });
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// CLI

function parseArgs(argv: string[]): GenerateOptions {
  const opts: GenerateOptions = { outDir: 'data/samples', seed: 42, size: 'small' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--out') opts.outDir = value();
    else if (a === '--seed') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error('--seed must be a non-negative integer');
      opts.seed = n;
    } else if (a === '--size') {
      const s = value();
      if (s !== 'small' && s !== 'full') throw new Error('--size must be small or full');
      opts.size = s;
    } else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: npx tsx scripts/samples/generate.ts --out <dir> [--seed 42] [--size small|full]\n');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

if (require.main === module) {
  (async () => {
    const opts = parseArgs(process.argv.slice(2));
    const t0 = Date.now();
    const manifest = await generateCorpus(opts);
    const count = (f: (d: CorpusDocument) => boolean) => manifest.documents.filter(f).length;
    process.stdout.write(
      `${manifest.documents.length} documents (${count((d) => d.variant === 'scanned')} scanned, ${count((d) => d.format === 'zip')} zip, ` +
        `${count((d) => d.tampered !== null)} tampered, ${count((d) => d.kind === 'other')} other) in ${opts.outDir} ` +
        `[seed ${manifest.seed}, ${manifest.size}] in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
    );
  })().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
