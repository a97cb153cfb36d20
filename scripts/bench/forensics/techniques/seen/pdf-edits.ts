/**
 * Seen techniques on text PDFs (the engine authors may read these):
 *
 * - `incremental-update`: one or two values of a page redrawn, appended as an incremental update
 *   (the page redefined with a new content stream, a new xref section with /Prev; half of them also
 *   stamp a ModDate into the Info dictionary, as Acrobat does). The original revision stays intact
 *   in front of the update.
 * - `white-box`: a white rectangle filled over a value and another value written on it in Courier;
 *   the original text stays in the text layer underneath; the file is rewritten (no history).
 * - `rerender-same-case`: the whole file written anew with two or three values changed (a grade,
 *   the average, the name, a date) and clean pdfkit metadata, uploaded in the same case as the
 *   original: only the comparison across versions can see it.
 * - `editor-metadata` (probe): the file re-saved with an image editor's Producer/Creator, a later
 *   ModDate and an XMP packet naming another tool; the page content is unchanged, so it must not
 *   read `tampered`.
 */
import { appendIncrementalUpdate, getObject, parsePdf, pdfDate, pdfString, rewritePdf } from '../../../../samples/pdfedit';
import { GIMP_THEN_PHOTOSHOP, PHOTOSHOP_THEN_GIMP, editorMetadata } from '../../../../samples/tamper';
import { rewriteJpegExif, whiteBoxOverlay } from '../../../../samples/tamper';
import { scannerExif } from '../../../../samples/scan';
import { alterValue, editPage, kitDocument, scanOf, scanSettings, someDate, toJpeg, writeTemp, targetBoxes, textWidth, type KitDocument, type RunEdit } from '../../kit';
import { pointsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import type { Rng } from '../../../../samples/rng';
import type { FieldBox } from '../../../../samples/sheet';

/** `count` distinct value boxes on one page (the page with most candidates when not told). */
export function pickEdits(doc: KitDocument, rng: Rng, count: number, page?: number): RunEdit[] {
  const byPage = new Map<number, FieldBox[]>();
  for (const b of targetBoxes(doc, page)) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);
  const pages = [...byPage.keys()];
  if (pages.length === 0) throw new Error(`${doc.layout}: no value to change`);
  const chosen = byPage.get(rng.pick(pages))!;
  // One run per line: two edits on the same line would be one region anyway.
  const distinct: FieldBox[] = [];
  for (const b of rng.sample(chosen, chosen.length)) {
    if (distinct.some((d) => d.text === b.text || Math.abs(d.y - b.y) < 2)) continue;
    distinct.push(b);
    if (distinct.length === count) break;
  }
  return distinct.map((box) => ({ box, text: alterValue(box, rng) }));
}

const describeEdits = (edits: RunEdit[]) => edits.map((e) => `${e.box.key} "${e.box.text}" → "${e.text}" (page ${e.box.page})`).join('; ');

async function incremental({ rng, index }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng);
  const pdf = parsePdf(doc.pdf);
  const edits = pickEdits(doc, rng, rng.int(1, 2));
  const edited = editPage(pdf, doc.pageSize, edits, pdf.size);
  const changes = [...edited.changes];
  const stampModDate = rng.bool();
  if (stampModDate && pdf.infoRef !== null) {
    const info = getObject(pdf, pdf.infoRef);
    changes.push({ num: pdf.infoRef, body: info.body.replace(/>>\s*$/, `/ModDate ${pdfString(pdfDate(someDate(rng), 60))}\n>>`) });
  }
  const bytes = appendIncrementalUpdate(pdf, changes);
  return {
    file: { name: `incremental-${index}.pdf`, kind: 'pdf', bytes },
    planted: edited.regions.map((r) => pointsToFraction(r, doc.pageSize)),
    cleanSource: { name: `incremental-${index}.original.pdf`, kind: 'pdf', bytes: doc.pdf },
    sameCase: null,
    description: `${doc.layout}: incremental update redrawing ${describeEdits(edits)}${stampModDate ? ', Info ModDate stamped' : ''}`,
  };
}

async function whiteBox({ rng, index }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng);
  const [edit] = pickEdits(doc, rng, 1);
  const box = edit.box;
  const bytes = whiteBoxOverlay(doc.pdf, { page: box.page, box, text: edit.text, baseline: box.baseline, fontSize: box.fontSize }, doc.pageSize.height);
  // The overlay's rectangle: the box or the Courier text's width, whichever is wider (tamper.ts).
  const region = { ...box, width: Math.max(box.width, 0.6 * box.fontSize * edit.text.length, textWidth(edit.text, 'Courier', box.fontSize)) };
  return {
    file: { name: `white-box-${index}.pdf`, kind: 'pdf', bytes },
    planted: [pointsToFraction(region, doc.pageSize, 3)],
    cleanSource: { name: `white-box-${index}.original.pdf`, kind: 'pdf', bytes: doc.pdf },
    sameCase: null,
    description: `${doc.layout}: white box over ${describeEdits([edit])}, new value in Courier`,
  };
}

async function rerender({ rng, index }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng);
  const pdf = parsePdf(doc.pdf);
  const edits = pickEdits(doc, rng, rng.int(2, 3));
  const edited = editPage(pdf, doc.pageSize, edits, pdf.size);
  // Written anew, as the forger's generator would: one revision, a new /ID, a later creation date.
  const changes = [...edited.changes];
  if (pdf.infoRef !== null) {
    const info = getObject(pdf, pdf.infoRef);
    const created = /\/CreationDate\s+(\d+)\s+0\s+R/.exec(info.body);
    if (created) changes.push({ num: Number(created[1]), body: pdfString(pdfDate(someDate(rng))) });
  }
  const id = `[<${rng.int(0x10000000, 0x7fffffff).toString(16).repeat(4)}> <${rng.int(0x10000000, 0x7fffffff).toString(16).repeat(4)}>]`;
  const bytes = rewritePdf(pdf, changes, id);
  return {
    file: { name: `rerender-${index}.pdf`, kind: 'pdf', bytes },
    planted: edited.regions.map((r) => pointsToFraction(r, doc.pageSize)),
    cleanSource: { name: `rerender-${index}.original.pdf`, kind: 'pdf', bytes: doc.pdf },
    sameCase: { name: `rerender-${index}.earlier.pdf`, kind: 'pdf', bytes: doc.pdf },
    description: `${doc.layout}: written anew with ${describeEdits(edits)}; the original is in the same case`,
  };
}

async function editorProbe({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const created = someDate(rng);
  const modified = new Date(created.getTime() + rng.int(20, 300) * 86400000);
  if (index % 3 === 2) {
    // A scanned JPEG whose EXIF was rewritten by an editor, the scan data byte for byte the same.
    const doc = await kitDocument(rng, { onePage: true });
    const s = scanSettings(rng);
    const img = await scanOf(await writeTemp(work, `editor-${index}.pdf`, doc.pdf), 1, s);
    const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
    const jpeg = await toJpeg(img, 90, scannerExif(created.toISOString().slice(0, 10)));
    const bytes = await rewriteJpegExif(jpeg, { IFD0: { Make: 'Canon', Model: 'CanoScan LiDE 400', Software: 'Adobe Photoshop 24.0 (Windows)', DateTime: stamp(modified) }, IFD2: { DateTimeOriginal: stamp(created) } });
    return {
      file: { name: `editor-metadata-${index}.jpg`, kind: 'jpeg', bytes },
      planted: [],
      cleanSource: null,
      sameCase: null,
      description: `${doc.layout}: scanned JPEG whose EXIF Software reads Photoshop, DateTime ${stamp(modified)} after DateTimeOriginal; pixels unchanged`,
    };
  }
  const doc = await kitDocument(rng);
  const tool = rng.bool() ? PHOTOSHOP_THEN_GIMP : GIMP_THEN_PHOTOSHOP;
  const bytes = editorMetadata(doc.pdf, tool, created, modified, doc.layout);
  return {
    file: { name: `editor-metadata-${index}.pdf`, kind: 'pdf', bytes },
    planted: [],
    cleanSource: null,
    sameCase: null,
    description: `${doc.layout}: re-saved with Info Producer "${tool.infoProducer}", XMP CreatorTool "${tool.xmpCreatorTool}", ModDate ${modified.toISOString().slice(0, 10)}; content unchanged`,
  };
}

export const techniques: Technique[] = [
  { id: 'incremental-update', truth: 'tampered', description: 'values redrawn in an appended incremental update', make: incremental },
  { id: 'white-box', truth: 'tampered', description: 'a white rectangle over a value, a new value in Courier on it', make: whiteBox },
  { id: 'rerender-same-case', truth: 'tampered', description: 'the file written anew with changed values and clean metadata, the original in the same case', make: rerender },
  { id: 'editor-metadata', truth: 'probe', description: "an image editor's metadata only (must not read tampered)", make: editorProbe },
];
