/**
 * Seen techniques of a value edited on the page and the page then printed and scanned or
 * photographed, and of a value set in another font inside its line of a text PDF (written for the
 * engine authors from the issue's description; the held-out techniques of the same kind are
 * separate code they never read):
 *
 * - `edited-scan`: a transcript of the sample kit in which one value (a grade, a mark, the average,
 *   a date, the name) is redrawn as a forger's editor does it: in another font family, at another
 *   size (12–20% off), in bold, or nudged off its line (12–25% of the size up or down, or sideways);
 *   the page is then printed and scanned (150 or 200 dpi, slight rotation, paper tint, noise, blur)
 *   and saved as JPEG (80–92) or PNG. The pixel traces of an edit are gone; what remains is the
 *   value's shape against its neighbours'.
 * - `edited-photo`: the same edited page photographed with a phone (perspective, uneven light,
 *   defocus, JPEG 75–90).
 * - `line-font-swap`: a text PDF written anew (one revision, clean pdfkit metadata) in which one
 *   value inside a line is set in another standard font at its size or a near one.
 *
 * Each carries the unedited page captured the same way as its clean source; the clean sets they
 * are judged against are the seen clean scans, photos and text PDFs (images.ts, clean-text.ts).
 */
import { parsePdf, rewritePdf } from '../../../../samples/pdfedit';
import { homography, photograph } from '../../../../samples/families/degrade';
import { boxToPixels, scannerExif, toPng } from '../../../../samples/scan';
import { editPage, kitDocument, phoneExif, renderPage, scanOf, scanSettings, someDate, toJpeg, writeTemp, type KitDocument, type RunEdit } from '../../kit';
import { pixelsToFraction, pointsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import type { Rng } from '../../../../samples/rng';
import { pickEdits } from './pdf-edits';

type Variation = 'font' | 'size' | 'bold' | 'shift';

const OTHER_FAMILY: Record<string, string[]> = {
  helvetica: ['Times-Roman', 'Courier'],
  times: ['Helvetica', 'Courier'],
  courier: ['Helvetica', 'Times-Roman'],
};

const familyOf = (font: string) => (/^times/i.test(font) ? 'times' : /^courier/i.test(font) ? 'courier' : 'helvetica');

function boldOf(font: string): string | null {
  if (/bold/i.test(font)) return null;
  const f = familyOf(font);
  return f === 'times' ? 'Times-Bold' : f === 'courier' ? 'Courier-Bold' : 'Helvetica-Bold';
}

/** One value of `doc` changed and redrawn as a forger's editor would, with what was done in words. */
export function forgedEdit(doc: KitDocument, rng: Rng, variations: Variation[]): { edit: RunEdit; how: string } {
  const [edit] = pickEdits(doc, rng, 1);
  const box = edit.box;
  const base = String(box.font);
  let v = rng.pick(variations);
  if (v === 'bold' && !boldOf(base)) v = 'font';
  switch (v) {
    case 'font': {
      const to = rng.pick(OTHER_FAMILY[familyOf(base)]);
      const size = Math.round(box.fontSize * rng.float(0.95, 1.05) * 10) / 10;
      return { edit: { ...edit, font: { baseFont: to, size } }, how: `in ${to} ${size} pt instead of ${base} ${box.fontSize} pt` };
    }
    case 'size': {
      const k = rng.bool() ? rng.float(0.8, 0.88) : rng.float(1.12, 1.2);
      const size = Math.round(box.fontSize * k * 10) / 10;
      return { edit: { ...edit, font: { baseFont: base, size } }, how: `at ${size} pt instead of ${box.fontSize} pt` };
    }
    case 'bold': {
      const to = boldOf(base)!;
      return { edit: { ...edit, font: { baseFont: to, size: box.fontSize } }, how: `in ${to} instead of ${base}` };
    }
    case 'shift': {
      const vertical = rng.bool(0.7);
      const amount = box.fontSize * rng.float(0.12, 0.25) * (rng.bool() ? 1 : -1);
      const shift = vertical ? { dx: 0, dy: amount } : { dx: Math.abs(amount) * 2, dy: 0 };
      return { edit: { ...edit, shift }, how: vertical ? `moved ${amount.toFixed(1)} pt ${amount > 0 ? 'up' : 'down'} off its line` : `moved ${shift.dx.toFixed(1)} pt right` };
    }
  }
}

async function editedPdf(doc: KitDocument, edit: RunEdit) {
  const pdf = parsePdf(doc.pdf);
  const edited = editPage(pdf, doc.pageSize, [edit], pdf.size);
  return { bytes: rewritePdf(pdf, edited.changes), region: edited.drawn[0] };
}

async function editedScan({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng, { role: 'transcript' });
  const { edit, how } = forgedEdit(doc, rng, ['font', 'size', 'bold', 'shift']);
  const { bytes: modified, region } = await editedPdf(doc, edit);
  const s = scanSettings(rng);
  const img = await scanOf(await writeTemp(work, `edited-scan-${index}.pdf`, modified), region.page, s);
  const original = await scanOf(await writeTemp(work, `edited-scan-${index}.original.pdf`, doc.pdf), region.page, s);
  const png = rng.bool(0.3);
  const quality = rng.int(80, 92);
  const exif = scannerExif(someDate(rng).toISOString().slice(0, 10));
  const encode = (i: typeof img) => (png ? toPng(i) : toJpeg(i, quality, exif));
  const bytes = await encode(img);
  const pixels = boxToPixels(region, img, s, 3);
  const ext = png ? 'png' : 'jpg';
  return {
    file: { name: `edited-scan-${index}.${ext}`, kind: png ? 'png' : 'jpeg', bytes },
    planted: [pixelsToFraction(pixels, img)],
    // The same page unedited, scanned with the same settings (noise included) and saved alike.
    cleanSource: { name: `edited-scan-${index}.original.${ext}`, kind: png ? 'png' : 'jpeg', bytes: await encode(original) },
    sameCase: null,
    description: `${doc.layout}: ${edit.box.key} "${edit.box.text}" → "${edit.text}" ${how}, printed and scanned at ${s.dpi} dpi, ${s.rotationDegrees}°, ${png ? 'PNG' : `JPEG ${quality}`}`,
  };
}

async function editedPhoto({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng, { role: 'transcript' });
  const { edit, how } = forgedEdit(doc, rng, ['font', 'size', 'bold', 'shift']);
  const { bytes: modified, region } = await editedPdf(doc, edit);
  const page = await renderPage(await writeTemp(work, `edited-photo-${index}.pdf`, modified), region.page, 200);
  const settings = { seed: rng.int(1, 2 ** 30), pageWidthPx: rng.int(1100, 1500), jpegQuality: rng.int(75, 90) };
  const { image, corners } = await photograph(page, settings);
  const original = await renderPage(await writeTemp(work, `edited-photo-${index}.original.pdf`, doc.pdf), region.page, 200);
  // The region's corners, page points → page pixels at 200 dpi → photo pixels.
  const src = [
    { x: 0, y: 0 },
    { x: page.width - 1, y: 0 },
    { x: page.width - 1, y: page.height - 1 },
    { x: 0, y: page.height - 1 },
  ];
  const h = homography(src, corners);
  const k = 200 / 72;
  const pts = [
    [region.x - 2, region.y - 2],
    [region.x + region.width + 2, region.y - 2],
    [region.x - 2, region.y + region.height + 2],
    [region.x + region.width + 2, region.y + region.height + 2],
  ].map(([x, y]) => {
    const u = x * k;
    const v = y * k;
    const den = h[6] * u + h[7] * v + h[8];
    return { x: (h[0] * u + h[1] * v + h[2]) / den, y: (h[3] * u + h[4] * v + h[5]) / den };
  });
  const left = Math.floor(Math.min(...pts.map((p) => p.x)));
  const top = Math.floor(Math.min(...pts.map((p) => p.y)));
  const rect = { left, top, width: Math.ceil(Math.max(...pts.map((p) => p.x))) - left, height: Math.ceil(Math.max(...pts.map((p) => p.y))) - top };
  const exif = phoneExif(rng);
  const bytes = await toJpeg(image, settings.jpegQuality, exif);
  return {
    file: { name: `edited-photo-${index}.jpg`, kind: 'jpeg', bytes },
    planted: [pixelsToFraction(rect, image)],
    // The same page unedited, photographed with the same settings (geometry, light, noise).
    cleanSource: { name: `edited-photo-${index}.original.jpg`, kind: 'jpeg', bytes: await toJpeg((await photograph(original, settings)).image, settings.jpegQuality, exif) },
    sameCase: null,
    description: `${doc.layout}: ${edit.box.key} "${edit.box.text}" → "${edit.text}" ${how}, photographed (${settings.pageWidthPx} px wide, JPEG ${settings.jpegQuality})`,
  };
}

async function lineFontSwap({ rng, index }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng);
  const { edit, how } = forgedEdit(doc, rng, ['font']);
  const { bytes, region } = await editedPdf(doc, edit);
  return {
    file: { name: `line-font-swap-${index}.pdf`, kind: 'pdf', bytes },
    planted: [pointsToFraction(region, doc.pageSize)],
    cleanSource: { name: `line-font-swap-${index}.original.pdf`, kind: 'pdf', bytes: doc.pdf },
    sameCase: null,
    description: `${doc.layout}: ${edit.box.key} "${edit.box.text}" → "${edit.text}" ${how}, the file written anew`,
  };
}

export const techniques: Technique[] = [
  { id: 'edited-scan', truth: 'tampered', description: 'a value redrawn in another font, size or weight, or off its line, then printed and scanned', make: editedScan },
  { id: 'edited-photo', truth: 'tampered', description: 'a value redrawn in another font, size or weight, or off its line, then photographed', make: editedPhoto },
  { id: 'line-font-swap', truth: 'tampered', description: 'a text PDF with one value inside its line in another standard font', make: lineFontSwap },
];
