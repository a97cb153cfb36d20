/**
 * Seen technique on images: `typed-on-scan`, the edit made on the scan itself in an image editor.
 * The forger picks the paper's colour beside a value (or, in 40% of the documents, takes the
 * editor's white), fills the value's box with it and types the new value on top: the box is flat digital colour (none of the scanner's noise or blur) and the
 * new glyphs are a crisp render, set level on the page while the scan is slightly rotated. The
 * image is then saved again as JPEG (85–95) or PNG.
 */
import { parsePdf, rewritePdf } from '../../../../samples/pdfedit';
import { boxToPixels, renderPage, scannerExif, toPng, type RawImage } from '../../../../samples/scan';
import { editPage, kitDocument, scanOf, scanSettings, someDate, toJpeg, writeTemp } from '../../kit';
import { pixelsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import { pickEdits } from './pdf-edits';

/** The median colour of the paper in a frame of `margin` px around `rect` (ink left out). */
function paperAround(img: RawImage, rect: { left: number; top: number; width: number; height: number }, margin: number): [number, number, number] {
  const chans: number[][] = [[], [], []];
  for (let y = rect.top - margin; y < rect.top + rect.height + margin; y++) {
    for (let x = rect.left - margin; x < rect.left + rect.width + margin; x++) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      if (x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height) continue;
      const i = (y * img.width + x) * 3;
      if (img.data[i] + img.data[i + 1] + img.data[i + 2] < 3 * 150) continue;
      for (let c = 0; c < 3; c++) chans[c].push(img.data[i + c]);
    }
  }
  return chans.map((v) => {
    const s = v.sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)] : 230;
  }) as [number, number, number];
}

async function typedOnScan({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng, { onePage: true });
  const pdf = parsePdf(doc.pdf);
  const [edit] = pickEdits(doc, rng, 1, 1);
  const edited = editPage(pdf, doc.pageSize, [edit], pdf.size);
  const s = scanSettings(rng);
  const scanned = await scanOf(await writeTemp(work, `typed-${index}.pdf`, doc.pdf), 1, s);
  // The new value as an editor draws it: the edited page rendered crisp at the scan's resolution.
  const typed = await renderPage(await writeTemp(work, `typed-${index}.mod.pdf`, rewritePdf(pdf, edited.changes)), 1, s.dpi);
  const region = edited.regions[0];
  const rect = boxToPixels(region, scanned, s, 3);
  const picked = paperAround(scanned, rect, 4);
  const k = s.dpi / 72;
  // The render's pixels of the value's own box (nothing around it), centred where the old value stood.
  const src = { left: Math.floor(region.x * k) - 1, top: Math.floor(region.y * k) - 1, right: Math.ceil((region.x + region.width) * k) + 1, bottom: Math.ceil((region.y + region.height) * k) + 1 };
  const offX = Math.round(rect.left + rect.width / 2 - (src.left + src.right) / 2);
  const offY = Math.round(rect.top + rect.height / 2 - (src.top + src.bottom) / 2);
  const png = rng.bool(0.3);
  const quality = rng.int(85, 95);
  const exif = scannerExif(someDate(rng).toISOString().slice(0, 10));
  const white = rng.bool(0.4);
  const paper = white ? [255, 255, 255] : picked;
  const data = Buffer.from(scanned.data);
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    for (let x = rect.left; x < rect.left + rect.width; x++) {
      if (x < 0 || y < 0 || x >= scanned.width || y >= scanned.height) continue;
      const sx = x - offX;
      const sy = y - offY;
      const inside = sx >= src.left && sx < src.right && sy >= src.top && sy < src.bottom && sx < typed.width && sy < typed.height;
      const i = (y * scanned.width + x) * 3;
      for (let c = 0; c < 3; c++) data[i + c] = inside ? Math.round((paper[c] * typed.data[(sy * typed.width + sx) * 3 + c]) / 255) : paper[c];
    }
  }
  const img: RawImage = { ...scanned, data };
  const encode = (i: RawImage) => (png ? toPng(i) : toJpeg(i, quality, exif));
  const ext = png ? 'png' : 'jpg';
  return {
    file: { name: `typed-on-scan-${index}.${ext}`, kind: png ? 'png' : 'jpeg', bytes: await encode(img) },
    planted: [pixelsToFraction(rect, scanned)],
    cleanSource: { name: `typed-on-scan-${index}.original.${ext}`, kind: png ? 'png' : 'jpeg', bytes: await encode(scanned) },
    sameCase: null,
    description: `${doc.layout}: ${edit.box.key} "${edit.box.text}" → "${edit.text}" typed on a ${rect.width}×${rect.height} px box of ${white ? 'white' : 'the paper\'s colour'} in a ${s.dpi}-dpi scan (${s.rotationDegrees}°), ${png ? 'PNG' : `JPEG ${quality}`}`,
  };
}

export const techniques: Technique[] = [
  { id: 'typed-on-scan', truth: 'tampered', description: 'a value covered with paper colour and retyped on the scan in an image editor', make: typedOnScan },
];
