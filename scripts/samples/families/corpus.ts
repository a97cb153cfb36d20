/**
 * The wild corpus: every family of `dev/` and `heldout/` rendered as text PDFs, and as the scans,
 * phone photos and portal screenshots each family asks for, with the family's ground truth.
 *
 *   npx tsx scripts/samples/families/corpus.ts --out data/wild [--seed 7] [--split dev|heldout|all] [--text-only]
 *
 * Writes `manifest.json` (`WildManifest`) and the documents. Reproducible from the seed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocumentKind, ExtractionResult } from '../../../src/processing/types';
import { Rng, hashString } from '../rng';
import { imageOnlyPdf, toJpeg, toPng, type RawImage } from '../scan';
import { photoPage, scanPage, screenshot } from './degrade';
import type { Degradation, Family } from './types';

export type Split = 'dev' | 'heldout';
export type WildVariant = 'text' | Degradation;

export interface FamilyInfo {
  id: string;
  split: Split;
  country: string;
  languages: string[];
  kind: DocumentKind;
  degradations: Degradation[];
  conventions: string;
}

export interface WildDocument {
  /** Relative path in the corpus directory. */
  file: string;
  family: string;
  split: Split;
  country: string;
  languages: string[];
  kind: DocumentKind;
  variant: WildVariant;
  format: 'pdf' | 'png' | 'jpeg';
  pages: number;
  seed: number;
  /** What the document prints (null for documents without academic content). */
  expected: ExtractionResult | null;
  printed: Record<string, string>;
  /** Scan/photo settings, for reading misses. */
  settings?: Record<string, number | boolean | string>;
}

export interface WildManifest {
  seed: number;
  families: FamilyInfo[];
  documents: WildDocument[];
}

export type LoadedFamily = Family & { split: Split };

/**
 * Every family under dev/ and heldout/ (each file exports `families: Family[]`), or only those of the
 * files whose names match `files` (a prefix's files, as `/^a-/`: family ids need not carry the prefix).
 */
export async function loadFamilies(splits: Split[] = ['dev', 'heldout'], files?: RegExp): Promise<LoadedFamily[]> {
  const out: LoadedFamily[] = [];
  for (const split of splits) {
    const dir = path.join(__dirname, split);
    if (!existsSync(dir)) continue;
    const names = (await readdir(dir)).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && (!files || files.test(f))).sort();
    for (const f of names) {
      const mod = (await import(path.join(dir, f))) as { families?: Family[] };
      for (const fam of mod.families ?? []) out.push({ ...fam, split });
    }
  }
  const seen = new Set<string>();
  for (const f of out) {
    if (seen.has(f.id)) throw new Error(`two families are called ${f.id}`);
    seen.add(f.id);
  }
  return out;
}

const pageCount = (pdf: Buffer): number => Math.max(1, (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length);

export interface WildOptions {
  outDir: string;
  seed?: number;
  splits?: Split[];
  /** Text PDFs per family (default: the family's `samples`, else 2). */
  textSamples?: number;
  /** Skip scans, photos and screenshots (fast: for tests). */
  textOnly?: boolean;
  /** Only the families whose id is one of these or starts with one of them. */
  only?: string[];
}

export async function generateWildCorpus(options: WildOptions): Promise<WildManifest> {
  const seed = options.seed ?? 7;
  const families = (await loadFamilies(options.splits)).filter((f) => !options.only || options.only.some((p) => f.id.startsWith(p)));
  if (existsSync(options.outDir)) await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });
  const documents: WildDocument[] = [];
  const infos: FamilyInfo[] = [];
  for (const fam of families) {
    infos.push({ id: fam.id, split: fam.split, country: fam.country, languages: fam.languages, kind: fam.kind, degradations: fam.degradations, conventions: fam.conventions });
    const base = new Rng(seed ^ hashString(fam.id));
    const common = { family: fam.id, split: fam.split, country: fam.country, languages: fam.languages, kind: fam.kind };
    const textSamples = options.textSamples ?? fam.samples ?? 2;
    const variants: WildVariant[] = [...Array.from({ length: textSamples }, () => 'text' as const), ...(options.textOnly ? [] : fam.degradations)];
    for (let k = 0; k < variants.length; k++) {
      const variant = variants[k];
      const docSeed = base.fork(`${variant}-${k}`).int(1, 2 ** 31 - 1);
      const sample = await fam.render(new Rng(docSeed));
      const pages = pageCount(sample.pdf);
      const stem = `${fam.split}/${fam.id}-${k}`;
      await mkdir(path.join(options.outDir, fam.split), { recursive: true });
      const pdfPath = path.join(options.outDir, `${stem}.pdf`);
      await writeFile(pdfPath, sample.pdf);
      const doc: WildDocument = { ...common, file: `${stem}.pdf`, variant, format: 'pdf', pages, seed: docSeed, expected: sample.expected, printed: sample.printed ?? {} };
      if (variant !== 'text') {
        const made = await degrade(pdfPath, pages, variant, new Rng(docSeed ^ 0x3c3c));
        await rm(pdfPath);
        const file = `${stem}.${variant}.${made.ext}`;
        await writeFile(path.join(options.outDir, file), made.bytes);
        Object.assign(doc, { file, format: made.ext === 'jpg' ? 'jpeg' : made.ext, settings: made.settings });
      }
      documents.push(doc);
    }
  }
  const manifest: WildManifest = { seed, families: infos, documents };
  await writeFile(path.join(options.outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** One degraded variant of a rendered PDF: a single image for one page, an image-only PDF for more. */
async function degrade(pdfPath: string, pages: number, variant: Degradation, rng: Rng): Promise<{ bytes: Buffer; ext: 'png' | 'jpg' | 'pdf'; settings: Record<string, number | boolean | string> }> {
  const images: RawImage[] = [];
  let settings: Record<string, number | boolean | string>;
  const stamp = rng.bool(0.6);
  if (variant === 'scan') {
    // Low resolution is common in uploads (a 100-dpi "fax" quality scan), most are 150-300 dpi.
    const dpi = rng.weighted([[100, 1], [150, 2], [200, 2], [300, 1]] as const);
    const rotationDegrees = Math.round(rng.float(0.3, 2.5) * (rng.bool() ? 1 : -1) * 100) / 100;
    settings = { dpi, rotationDegrees, stamp };
    for (let p = 1; p <= pages; p++) images.push(await scanPage(pdfPath, p, { seed: rng.int(1, 1e9), dpi, rotationDegrees, stamp: stamp && p === pages }));
  } else if (variant === 'photo') {
    const pageWidthPx = rng.int(1000, 1700);
    const jpegQuality = rng.int(70, 88);
    settings = { pageWidthPx, jpegQuality, stamp };
    for (let p = 1; p <= pages; p++) images.push(await photoPage(pdfPath, p, { seed: rng.int(1, 1e9), pageWidthPx, jpegQuality, stamp: stamp && p === pages }));
  } else {
    settings = { dpi: 96 };
    for (let p = 1; p <= pages; p++) images.push(await screenshot(pdfPath, p, 96));
  }
  const quality = typeof settings.jpegQuality === 'number' ? settings.jpegQuality : rng.int(75, 92);
  if (images.length === 1) {
    if (variant === 'screenshot' || (variant === 'scan' && rng.bool())) return { bytes: variant === 'screenshot' ? await rgbPng(images[0]) : await toPng(images[0]), ext: 'png', settings };
    return { bytes: await toJpeg(images[0], quality), ext: 'jpg', settings };
  }
  // Several pages: what a scanner app or a phone's "scan to PDF" makes (JPEG pages, no text).
  const jpegs = await Promise.all(images.map((img) => toJpeg(img, quality)));
  const first = images[0];
  const dpi = typeof settings.dpi === 'number' ? settings.dpi : 150;
  return { bytes: await imageOnlyPdf(jpegs, { width: (first.width * 72) / dpi, height: (first.height * 72) / dpi }, new Date('2024-05-02T10:00:00Z')), ext: 'pdf', settings };
}

/** Screenshots keep their colours (portal UIs are coloured). */
async function rgbPng(img: RawImage): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}

async function main(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const outDir = arg('--out') ?? 'data/wild';
  const split = arg('--split') ?? 'all';
  const manifest = await generateWildCorpus({
    outDir,
    seed: Number(arg('--seed') ?? 7),
    splits: split === 'all' ? ['dev', 'heldout'] : [split as Split],
    textOnly: process.argv.includes('--text-only'),
    only: arg('--only')?.split(','),
  });
  console.log(`${manifest.documents.length} documents of ${manifest.families.length} families in ${outDir}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
