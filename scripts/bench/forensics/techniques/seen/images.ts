/**
 * Seen techniques on images, and the clean scans and phone photos:
 *
 * - `jpeg-paste`: a scanned JPEG (quality 92, scanner EXIF) in which the region of one value is
 *   replaced by pixels of the same scan of the edited page that never went through that first
 *   compression, then saved again (quality 90–97): the pasted region's compression history differs.
 * - `clean-scan-jpeg`, `clean-scan-png`: flatbed scans (150–200 dpi, slight rotation, noise, stamps
 *   and signatures on some) of either kit's documents.
 * - `clean-scan-pdf`: image-only PDFs of one or two scanned pages as CamScanner, Adobe Scan or an
 *   office copier writes them (their producer in the Info dictionary).
 * - `clean-photo`: phone photos (perspective, uneven light and shadow, blur, JPEG 70–90, a phone's EXIF).
 */
import { boxToPixels, scannerExif, toPng } from '../../../../samples/scan';
import { parsePdf, rewritePdf } from '../../../../samples/pdfedit';
import { jpegPaste } from '../../../../samples/tamper';
import { photoPage, scanPage } from '../../../../samples/families/degrade';
import { SCAN_APP_PRODUCERS, anyDocument, editPage, kitDocument, phoneExif, rgbPng, scanOf, scanSettings, scannedPdf, someDate, toJpeg, writeTemp } from '../../kit';
import { pixelsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import { pickEdits } from './pdf-edits';

const pageCount = (pdf: Buffer): number => Math.max(1, (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length);

async function jpegPasteCase({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng, { onePage: true });
  const pdf = parsePdf(doc.pdf);
  const edits = pickEdits(doc, rng, 1, 1);
  const edited = editPage(pdf, doc.pageSize, edits, pdf.size);
  const modified = rewritePdf(pdf, edited.changes);
  const s = scanSettings(rng);
  const cleanImg = await scanOf(await writeTemp(work, `paste-${index}.pdf`, doc.pdf), 1, s);
  const patch = await scanOf(await writeTemp(work, `paste-${index}.mod.pdf`, modified), 1, s);
  const exif = scannerExif(someDate(rng).toISOString().slice(0, 10));
  const clean = await toJpeg(cleanImg, 92, exif);
  const pixels = boxToPixels(edited.regions[0], cleanImg, s, 4);
  const quality = rng.pick([90, 95, 97]);
  const bytes = await jpegPaste(clean, patch, pixels, quality, exif);
  const e = edits[0];
  return {
    file: { name: `jpeg-paste-${index}.jpg`, kind: 'jpeg', bytes },
    planted: [pixelsToFraction(pixels, cleanImg)],
    cleanSource: { name: `jpeg-paste-${index}.original.jpg`, kind: 'jpeg', bytes: clean },
    sameCase: null,
    description: `${doc.layout}: ${pixels.width}×${pixels.height} px pasted over ${e.box.key} "${e.box.text}" → "${e.text}" in a ${s.dpi}-dpi quality-92 scan, re-saved at ${quality}`,
  };
}

async function scannedImage(ctx: MakeContext, format: 'jpeg' | 'png'): Promise<BenchCase> {
  const { rng, index, work } = ctx;
  const doc = await anyDocument(rng);
  const pdfPath = await writeTemp(work, `scan-${format}-${index}.pdf`, doc.pdf);
  const s = scanSettings(rng);
  const stamp = rng.bool(0.5);
  const img = await scanPage(pdfPath, 1, { seed: s.seed, dpi: s.dpi, rotationDegrees: s.rotationDegrees, stamp });
  const quality = rng.int(80, 95);
  const bytes = format === 'jpeg' ? await toJpeg(img, quality, rng.bool(0.7) ? scannerExif(someDate(rng).toISOString().slice(0, 10)) : undefined) : rng.bool() ? await toPng(img) : await rgbPng(img);
  return {
    file: { name: `clean-scan-${index}.${format === 'jpeg' ? 'jpg' : 'png'}`, kind: format, bytes },
    planted: [],
    cleanSource: null,
    sameCase: null,
    description: `${doc.layout}: flatbed scan ${s.dpi} dpi, ${s.rotationDegrees}°${stamp ? ', stamp and signature' : ''}${format === 'jpeg' ? `, JPEG ${quality}` : ', PNG'}`,
  };
}

async function scannedPdfCase({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await anyDocument(rng);
  const pdfPath = await writeTemp(work, `scan-pdf-${index}.pdf`, doc.pdf);
  const s = scanSettings(rng);
  const pages = Math.min(2, pageCount(doc.pdf));
  const quality = rng.int(70, 90);
  const jpegs: Buffer[] = [];
  let size = { width: 595, height: 842 };
  for (let p = 1; p <= pages; p++) {
    const img = await scanPage(pdfPath, p, { seed: s.seed + p, dpi: s.dpi, rotationDegrees: s.rotationDegrees, stamp: p === pages && rng.bool(0.5) });
    size = { width: (img.width * 72) / s.dpi, height: (img.height * 72) / s.dpi };
    jpegs.push(await toJpeg(img, quality));
  }
  const producer = rng.pick(SCAN_APP_PRODUCERS);
  const bytes = await scannedPdf(jpegs, size, producer, someDate(rng));
  return {
    file: { name: `clean-scan-${index}.pdf`, kind: 'pdf', bytes },
    planted: [],
    cleanSource: null,
    sameCase: null,
    description: `${doc.layout}: ${pages} scanned page(s) in an image-only PDF by ${producer.label}, ${s.dpi} dpi, JPEG ${quality}`,
  };
}

async function photoCase({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await anyDocument(rng);
  const pdfPath = await writeTemp(work, `photo-${index}.pdf`, doc.pdf);
  const settings = { seed: rng.int(1, 2 ** 30), pageWidthPx: rng.int(1000, 1500), jpegQuality: rng.int(70, 90), stamp: rng.bool(0.4) };
  const img = await photoPage(pdfPath, 1, settings);
  const bytes = await toJpeg(img, settings.jpegQuality, phoneExif(rng));
  return {
    file: { name: `clean-photo-${index}.jpg`, kind: 'jpeg', bytes },
    planted: [],
    cleanSource: null,
    sameCase: null,
    description: `${doc.layout}: phone photo, page ${settings.pageWidthPx} px wide, JPEG ${settings.jpegQuality}${settings.stamp ? ', stamp and signature' : ''}`,
  };
}

export const techniques: Technique[] = [
  { id: 'jpeg-paste', truth: 'tampered', description: 'a region pasted into a scanned JPEG and the image re-saved', make: jpegPasteCase },
  { id: 'clean-scan-jpeg', truth: 'clean', description: 'flatbed scans saved as JPEG', make: (ctx) => scannedImage(ctx, 'jpeg') },
  { id: 'clean-scan-png', truth: 'clean', description: 'flatbed scans saved as PNG', make: (ctx) => scannedImage(ctx, 'png') },
  { id: 'clean-scan-pdf', truth: 'clean', description: 'image-only PDFs of scanner apps and copiers', make: scannedPdfCase },
  { id: 'clean-photo', truth: 'clean', description: 'phone photos of a page', make: photoCase },
];
