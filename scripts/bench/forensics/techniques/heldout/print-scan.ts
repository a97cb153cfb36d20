/**
 * HELD-OUT technique (engine authors do not read this file nor run the held-out split):
 * `print-scan`: a value edited in the PDF (a white box with the new value in Courier, or the run
 * redrawn in a substitute font), the page printed (toner: darker, slightly spread) and scanned
 * (rotation, noise, paper tint), saved as JPEG, PNG or an image-only PDF of a scanner app. Every
 * pixel went through the same print and scan: only the edited value's look gives it away.
 */
import sharp from 'sharp';
import { parsePdf, rewritePdf } from '../../../../samples/pdfedit';
import { boxToPixels, toPng, type RawImage, type ScanSettings } from '../../../../samples/scan';
import { whiteBoxOverlay } from '../../../../samples/tamper';
import { SCAN_APP_PRODUCERS, editPage, kitDocument, renderPage, scan, scanSettings, scannedPdf, someDate, textWidth, toJpeg, writeTemp } from '../../kit';
import { pixelsToFraction, type BenchCase, type BenchFile, type MakeContext, type Technique } from '../../model';
import { pickEdits } from '../seen/pdf-edits';
import { substituteFont } from './font-substitution';

/** A printed-then-scanned page: the render's toner darkened and spread a little, then the scanner. */
async function printAndScan(pdfPath: string, page: number, s: ScanSettings): Promise<RawImage> {
  const r = await renderPage(pdfPath, page, s.dpi);
  const printed = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } }).blur(0.7).linear(1.06, -10).raw().toBuffer();
  return scan({ width: r.width, height: r.height, channels: 3, data: printed }, s);
}

async function make({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const format = rng.pick(['jpeg', 'png', 'pdf'] as const);
  const doc = await kitDocument(rng, { onePage: format !== 'pdf' });
  const pdf = parsePdf(doc.pdf);
  const [edit] = pickEdits(doc, rng, 1, format === 'pdf' ? undefined : 1);
  const box = edit.box;
  let edited: Buffer;
  let region = box;
  let how: string;
  if (rng.bool()) {
    edited = whiteBoxOverlay(doc.pdf, { page: box.page, box, text: edit.text, baseline: box.baseline, fontSize: box.fontSize }, doc.pageSize.height);
    region = { ...box, width: Math.max(box.width, 0.6 * box.fontSize * edit.text.length, textWidth(edit.text, 'Courier', box.fontSize)) };
    how = 'white box, new value in Courier';
  } else {
    edit.font = substituteFont(box.font, box.fontSize, rng);
    const e = editPage(pdf, doc.pageSize, [edit], pdf.size);
    edited = rewritePdf(pdf, e.changes);
    region = e.regions[0];
    how = `redrawn in ${edit.font.baseFont} ${edit.font.size}`;
  }
  const s = scanSettings(rng);
  const cleanPath = await writeTemp(work, `print-${index}.pdf`, doc.pdf);
  const editedPath = await writeTemp(work, `print-${index}.edited.pdf`, edited);
  const pages = format === 'pdf' ? Math.min(doc.pages, Math.max(2, box.page)) : 1;
  const quality = rng.int(80, 92);
  const cleanImgs: RawImage[] = [];
  const editedImgs: RawImage[] = [];
  for (let p = 1; p <= pages; p++) {
    const ps = { ...s, seed: s.seed + p };
    cleanImgs.push(await printAndScan(cleanPath, p, ps));
    editedImgs.push(p === box.page ? await printAndScan(editedPath, p, ps) : cleanImgs[p - 1]);
  }
  const target = editedImgs[box.page - 1];
  const pixels = boxToPixels(region, target, s, 3);
  const encode = async (imgs: RawImage[], name: string): Promise<BenchFile> => {
    if (format === 'jpeg') return { name: `${name}.jpg`, kind: 'jpeg', bytes: await toJpeg(imgs[0], quality) };
    if (format === 'png') return { name: `${name}.png`, kind: 'png', bytes: await toPng(imgs[0]) };
    const size = { width: (imgs[0].width * 72) / s.dpi, height: (imgs[0].height * 72) / s.dpi };
    const producer = SCAN_APP_PRODUCERS[index % SCAN_APP_PRODUCERS.length];
    return { name: `${name}.pdf`, kind: 'pdf', bytes: await scannedPdf(await Promise.all(imgs.map((i) => toJpeg(i, quality))), size, producer, someDate(rng.fork('date'))) };
  };
  return {
    file: await encode(editedImgs, `print-scan-${index}`),
    planted: [pixelsToFraction(pixels, target, box.page)],
    cleanSource: await encode(cleanImgs, `print-scan-${index}.original`),
    sameCase: null,
    description: `${doc.layout}: ${box.key} "${box.text}" → "${edit.text}" (${how}, page ${box.page}), printed and scanned at ${s.dpi} dpi, ${s.rotationDegrees}°, as ${format.toUpperCase()}`,
  };
}

export const techniques: Technique[] = [{ id: 'print-scan', truth: 'tampered', description: 'an edited page printed and scanned', make }];
