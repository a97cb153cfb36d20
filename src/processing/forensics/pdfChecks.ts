/**
 * The checks on a PDF file: revisions (1), producer (2), dates (3), Info vs XMP (4), active
 * content (5), covered text (6), fonts (7), and the embedded JPEG images' metadata (8) and
 * compression history (9).
 */
import type { DocumentText, TextItem } from '../types';
import { fractionBox, outcomeOf, passed, signal, skipped, type CheckOutcome, type CheckOutcomes } from './checks';
import { errorLevelAnalysis } from './ela';
import { describeFont, findFontOutliers, wordsOf } from './fonts';
import { describeLineOutlier, describeRunOutlier, findLineOutliers, findRunOutliers } from './fontRuns';
import { imageMetadata, softwareOutcome } from './imageChecks';
import { imagePageOutcomes, isImageOnly } from './image/pdfPages';
import { dateFindings, datesDisagree, fmtDate, parsePdfDate, parseXmp, pdfDateHasZone, isoHasZone, sameSoftware, type DatedValue, type XmpFacts } from './metadata';
import { describeCover, findCoveredText } from './overlay';
import { closePdf, intersectArea, openPdf, pageLines, PdfOpenError, walkPage, type Box, type PageDrawing, type PageLines, type PdfDocument } from './pdf/pdfjs';
import type { EvidenceBox, ForensicsSignal } from './signals';
import type { TextChange } from './textDiff';
import { datesOutcome as datesOutcomeOf, metadataDisagreeOutcome } from './imageChecks';
import { decodeStream, describeObject, findRevisions, parseObjects, streamFilters, type RawObject, type Revision } from './pdf/raw';
import { addPdfjsFindings, describeSecurity, scanObjects } from './security';
import { describeChange, diffPages } from './textDiff';
import { textLayerOutcome } from './textLayer';

export interface PdfLimits {
  /** Pages whose drawing is analysed (checks 6 and 7). */
  maxDrawnPages: number;
  /** Pages compared between revisions. */
  maxDiffPages: number;
  /** Earlier revisions rendered and compared. */
  maxRevisions: number;
  /** Embedded JPEG images analysed by ELA. */
  maxElaImages: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { maxDrawnPages: 30, maxDiffPages: 50, maxRevisions: 10, maxElaImages: 2 };

export interface PdfAnalysis {
  outcomes: CheckOutcomes;
  /** Why the file could not be analysed (unreadable, password), or null. */
  unreadable: string | null;
  /** The text as drawn (used for identification when no DocumentText was given). */
  drawnText: DocumentText | null;
}

export async function analyzePdf(bytes: Buffer, limits: PdfLimits = DEFAULT_PDF_LIMITS, now = new Date()): Promise<PdfAnalysis> {
  const outcomes: CheckOutcomes = {};
  let objects: RawObject[] = [];
  try {
    objects = parseObjects(bytes);
  } catch {
    // evidence: the raw parser's objects are a complement to pdfjs (which opens the file below and reports it unreadable if it cannot); without them those checks see no raw objects.
    objects = [];
  }
  const revisions = findRevisions(bytes);

  let doc: PdfDocument | null = null;
  try {
    doc = await openPdf(bytes);
  } catch (err) {
    const reason = err instanceof PdfOpenError ? err.message : `the PDF could not be read (${(err as Error).message})`;
    // What can be read from the bytes alone still counts (active content is there either way).
    outcomes[5] = securityOutcome(scanObjects(objects));
    for (const n of [1, 2, 3, 4, 6, 7, 8, 9] as const) outcomes[n] = skipped(`Not analysed: ${reason}.`);
    return { outcomes, unreadable: reason, drawnText: null };
  }

  try {
    // Metadata (2, 3, 4)
    let info: Record<string, unknown> = {};
    let xmpRaw: string | null = null;
    try {
      const md = await doc.getMetadata();
      info = (md?.info ?? {}) as Record<string, unknown>;
      xmpRaw = md?.metadata?.getRaw?.() ?? null;
    } catch {
      // evidence: no readable Info dictionary is no metadata; the raw XMP is looked for below, and checks 2-4 say what they found.
      info = {};
    }
    if (!xmpRaw) xmpRaw = rawXmp(objects);
    const xmp = parseXmp(xmpRaw);
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    const producer = str(info.Producer);
    const creator = str(info.Creator);
    outcomes[2] = producerOutcome(producer, creator, xmp);
    outcomes[3] = datesOutcome(str(info.CreationDate), str(info.ModDate), xmp, now);
    outcomes[4] = infoVsXmpOutcome(producer, creator, str(info.CreationDate), str(info.ModDate), xmp);

    // Active content (5)
    const security = scanObjects(objects);
    await addPdfjsFindings(security, doc);
    outcomes[5] = securityOutcome(security);

    // Revisions (1)
    // evidence: a final revision whose pages cannot be read is reported by check 1 as not compared (a low signal),
    // never as pages the update removed: a broken page tree is no evidence of changed text.
    const finalLines = await pageLines(doc, limits.maxDiffPages).catch(() => null);
    outcomes[1] = await revisionsOutcome(bytes, revisions, objects, finalLines, limits);

    // Drawing (6, 7)
    const drawings: PageDrawing[] = [];
    const pagesToDraw = Math.min(doc.numPages, limits.maxDrawnPages);
    for (let p = 1; p <= pagesToDraw; p++) {
      try {
        drawings.push(await walkPage(doc, p));
      } catch {
        // evidence: a page that cannot be interpreted is left out of checks 6 and 7, whose outcomes cover the pages drawn.
      }
    }
    const partial = doc.numPages > pagesToDraw ? ` (first ${pagesToDraw} of ${doc.numPages} pages analysed)` : '';
    const hasText = drawings.some((d) => d.runs.some((r) => r.visible && r.glyphs.some((g) => g.char.trim())));
    outcomes[6] = hasText ? coverOutcome(drawings, partial) : skipped('The PDF has no visible text layer (an image-only or scanned PDF); covered text cannot be looked for.');
    outcomes[7] = hasText ? fontOutcome(drawings, partial) : skipped('The PDF has no visible text layer (an image-only or scanned PDF); fonts cannot be compared.');
    // 13: the text layer (visible or not) against the rendered page (./textLayer).
    outcomes[13] = await textLayerOutcome(bytes, drawings);

    // Embedded images (8, 9)
    const jpegs = embeddedJpegs(objects);
    if (jpegs.length === 0) {
      outcomes[8] = skipped('The PDF embeds no JPEG images whose metadata could be read.');
      outcomes[9] = skipped('Error level analysis applies to JPEG images; the PDF embeds none.');
    } else {
      outcomes[8] = await embeddedSoftwareOutcome(jpegs);
      outcomes[9] = await embeddedElaOutcome(jpegs, limits.maxElaImages);
    }
    // 9–11 on the pages of an image-only PDF, analysed as images (image/pdfPages.ts).
    if (isImageOnly(drawings)) Object.assign(outcomes, await imagePageOutcomes(bytes, doc, objects, drawings));
    else for (const n of [10, 11] as const) outcomes[n] = skipped('Applies to images and to the pages of image-only PDFs; this PDF draws its text.');

    return { outcomes, unreadable: null, drawnText: drawnText(drawings) };
  } finally {
    await closePdf(doc);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Revisions

/** At most this many located changes are reported per file (the description lists more). */
const MAX_CHANGE_SIGNALS = 20;

/**
 * Objects an update may add without touching what the page shows: a signature, a filled form
 * field or an annotation, with the housekeeping such an update carries (catalog, page, metadata,
 * fonts and appearance streams).
 */
const ANNOTATION_KINDS = /^(signature|signature field|form field|form \(AcroForm\)|.*annotation|document catalog|page tree|page|XMP metadata|document information|font|form XObject)$/;
/** The kinds that make an update a signature, a form fill or an annotation. */
const ANNOTATION_CORE = /^(signature|signature field|form field|form \(AcroForm\)|.*annotation)$/;

async function revisionsOutcome(bytes: Buffer, revisions: Revision[], objects: RawObject[], finalLines: PageLines[] | null, limits: PdfLimits): Promise<CheckOutcome> {
  const eofs = (bytes.toString('latin1').match(/%%EOF/g) ?? []).length;
  const xrefs = (bytes.toString('latin1').match(/startxref/g) ?? []).length;
  if (revisions.length <= 1) {
    return passed(`The file has a single revision (${eofs} end-of-file marker${eofs === 1 ? '' : 's'}, ${xrefs} cross-reference pointer${xrefs === 1 ? '' : 's'}): it was not changed by incremental updates after it was written.`);
  }
  const updates = revisions.length - 1;
  const first = Math.max(0, revisions.length - 1 - limits.maxRevisions);
  // Text of every revision considered, the final one last.
  const texts: Array<PageLines[] | null> = [];
  for (let i = first; i < revisions.length - 1; i++) {
    let doc: PdfDocument | null = null;
    try {
      doc = await openPdf(bytes.subarray(0, revisions[i].end));
      texts.push(await pageLines(doc, limits.maxDiffPages));
    } catch {
      // evidence: null is reported in check 1's outcome: the revision could not be rendered for comparison.
      texts.push(null);
    } finally {
      await closePdf(doc);
    }
  }
  texts.push(finalLines);

  const parts: string[] = [];
  const signals: ForensicsSignal[] = [];
  let located = 0;
  for (let i = first + 1; i < revisions.length; i++) {
    const rev = revisions[i];
    const addedObjects = objects.filter((o) => o.offset >= rev.start && o.offset < rev.end);
    const added = objectKinds(addedObjects);
    const label = `Update ${i} (revision ${i + 1}, ${formatBytes(rev.end - rev.start)} appended${added ? `: ${added}` : ''})`;
    const before = texts[i - 1 - first];
    const after = texts[i - first];
    const changes = before && after ? diffPages(before, after) : null;
    if (!changes || changes.length === 0) {
      parts.push(changes ? `${label} does not change the visible text.` : `${label}: ${before ? (i === revisions.length - 1 ? 'the final revision' : `revision ${i + 1}`) : 'the earlier revision'} could not be rendered for comparison.`);
      const quiet = quietUpdateSignal(i, addedObjects, added, changes !== null);
      if (quiet) signals.push(quiet);
      continue;
    }
    const described = changes.map(describeChange);
    parts.push(`${label} changes the visible text: ${described.slice(0, 8).join('; ')}${described.length > 8 ? `; and ${described.length - 8} more change(s)` : ''}.`);
    const afterLabel = i === revisions.length - 1 ? 'final revision' : `revision ${i + 1}`;
    for (const c of changes) {
      if (located >= MAX_CHANGE_SIGNALS) break;
      located++;
      signals.push(changeSignal(c, `revision ${i}`, afterLabel, before!, after!));
    }
  }
  if (first > 0) parts.push(`(${first} older revision(s) not compared.)`);
  const head = `The file has ${revisions.length} revisions (${updates} incremental update${updates > 1 ? 's' : ''} appended after it was first written).`;
  const quiet = updates > 0 && !signals.some((sg) => sg.code === 'revision-text-changed');
  return outcomeOf(`${head} ${parts.join(' ')}${quiet ? ' Updates that only add a signature, fill a form or add an annotation are normal; other updates that change no text mean the file was edited after it was written.' : ''}`, signals);
}

/**
 * An update whose text could be compared and that changed none, or one whose earlier revision could
 * not be rendered (docs/forensics.md, check 1). Only a signature, a form fill or an annotation (with
 * the housekeeping those carry): no signal when the text was compared and did not change (registrars
 * sign their PDFs after issuing them, and a low signal here beside the producer's name would make
 * every signed Word PDF suspicious), low when the text could not be compared. Page content or images
 * added without a text change: medium.
 */
function quietUpdateSignal(i: number, added: RawObject[], kinds: string, compared: boolean): ForensicsSignal | null {
  const names = added.map((o) => describeObject(o)).filter((k): k is string => k !== null);
  const annotationOnly = names.length > 0 && names.every((k) => ANNOTATION_KINDS.test(k)) && names.some((k) => ANNOTATION_CORE.test(k));
  const what = compared ? 'without changing the visible text' : 'and its earlier revision could not be rendered to compare the text';
  if (annotationOnly) {
    if (compared) return null;
    return signal(1, 'revision-update-annotation', 'low', 'structure', `Update ${i} added ${kinds} ${what}: a signature, a form fill or an annotation, which genuine documents receive too`, [{ label: 'objects added', value: kinds }]);
  }
  return signal(1, 'revision-update-other', 'medium', 'structure', `The file was changed by an incremental update (update ${i}, adding ${kinds || 'objects'}) after it was first written, ${what}`, [{ label: 'objects added', value: kinds || 'unidentified objects' }]);
}

/** A change of visible text between two revisions: high, located on the changed text (docs/forensics.md, check 1). */
function changeSignal(c: TextChange, beforeLabel: string, afterLabel: string, before: PageLines[], after: PageLines[]): ForensicsSignal {
  const box = (lines: PageLines[], b: Box | null | undefined): EvidenceBox[] => {
    const page = lines.find((p) => p.pageNumber === c.pageNumber);
    const e = b && page ? fractionBox(c.pageNumber, pad(b), page.width, page.height) : null;
    return e ? [e] : [];
  };
  const beforeBoxes = box(before, c.beforeBox);
  const afterBoxes = box(after, c.afterBox);
  // A removal is shown where the removed words stood on the page.
  const boxes = afterBoxes.length ? afterBoxes : beforeBoxes;
  return signal(
    1,
    'revision-text-changed',
    'high',
    'structure',
    `An incremental update after the document was issued changed the text: ${describeChange(c)}`,
    [
      { label: beforeLabel, value: c.before ?? '(none)', ...(beforeBoxes.length ? { boxes: beforeBoxes } : {}) },
      { label: afterLabel, value: c.after ?? '(removed)', ...(afterBoxes.length ? { boxes: afterBoxes } : {}) },
    ],
    boxes,
  );
}

/** Two points of margin around a text box, so the drawn frame does not cut through the glyphs. */
function pad(b: Box, m = 2): Box {
  return { x0: b.x0 - m, y0: b.y0 - m, x1: b.x1 + m, y1: b.y1 + m };
}

function objectKinds(objs: RawObject[]): string {
  const counts = new Map<string, number>();
  for (const o of objs) {
    const k = describeObject(o);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)).join(', ');
}

function formatBytes(n: number): string {
  return n < 1024 ? `${n} bytes` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------
// 2–4. Metadata

function producerOutcome(producer: string | null, creator: string | null, xmp: XmpFacts | null): CheckOutcome {
  const fields: Array<[string, string | null]> = [
    ['Producer', producer],
    ['Creator', creator],
    ['XMP Producer', xmp?.producer ?? null],
    ['XMP CreatorTool', xmp?.creatorTool ?? null],
    ...(xmp?.historyAgents ?? []).map((a): [string, string] => ['XMP history (saved by)', a]),
  ];
  return softwareOutcome(fields, 'document', 2);
}

function datesOutcome(creationRaw: string | null, modRaw: string | null, xmp: XmpFacts | null, now: Date): CheckOutcome {
  let created: DatedValue | null = null;
  let modified: DatedValue | null = null;
  const c = parsePdfDate(creationRaw);
  const m = parsePdfDate(modRaw);
  if (c && creationRaw) created = { field: 'creation date', date: c, raw: fmtPdf(creationRaw, c), hasZone: pdfDateHasZone(creationRaw) };
  else if (xmp?.createDate && xmp.createDateRaw) created = { field: 'XMP creation date', date: xmp.createDate, raw: xmp.createDateRaw, hasZone: isoHasZone(xmp.createDateRaw) };
  if (m && modRaw) modified = { field: 'modification date', date: m, raw: fmtPdf(modRaw, m), hasZone: pdfDateHasZone(modRaw) };
  else if (xmp?.modifyDate && xmp.modifyDateRaw) modified = { field: 'XMP modification date', date: xmp.modifyDate, raw: xmp.modifyDateRaw, hasZone: isoHasZone(xmp.modifyDateRaw) };
  if (!created && !modified) return passed('The document records no creation or modification date; nothing to compare.');
  const recorded = [created && `created ${created.raw}`, modified && `modified ${modified.raw}`].filter(Boolean).join(', ');
  return datesOutcomeOf(`${recorded}${modified ? '' : '; no modification date'}`, dateFindings(created, modified, now));
}

function fmtPdf(raw: string, d: Date): string {
  return `${fmtDate(d)}${pdfDateHasZone(raw) ? '' : ' (no time zone)'}`;
}

function infoVsXmpOutcome(producer: string | null, creator: string | null, creationRaw: string | null, modRaw: string | null, xmp: XmpFacts | null): CheckOutcome {
  if (!xmp) return passed('The document has no XMP metadata packet; there is nothing to compare with the document information dictionary.');
  const diffs: Array<{ text: string; values: Array<{ label: string; value: string }> }> = [];
  if (producer && xmp.producer && !sameSoftware(producer, xmp.producer)) {
    diffs.push({ text: `Producer is '${producer}' in the information dictionary but '${xmp.producer}' in XMP`, values: [{ label: 'Info Producer', value: producer }, { label: 'XMP Producer', value: xmp.producer }] });
  }
  if (creator && xmp.creatorTool && !sameSoftware(creator, xmp.creatorTool)) {
    diffs.push({ text: `Creator is '${creator}' in the information dictionary but CreatorTool is '${xmp.creatorTool}' in XMP`, values: [{ label: 'Info Creator', value: creator }, { label: 'XMP CreatorTool', value: xmp.creatorTool }] });
  }
  const c = parsePdfDate(creationRaw);
  if (c && creationRaw && xmp.createDate && xmp.createDateRaw && datesDisagree(c, pdfDateHasZone(creationRaw), xmp.createDate, isoHasZone(xmp.createDateRaw))) {
    diffs.push({ text: `the creation date is ${fmtDate(c)} in the information dictionary but ${xmp.createDateRaw} in XMP`, values: [{ label: 'Info CreationDate', value: fmtDate(c) }, { label: 'XMP CreateDate', value: xmp.createDateRaw }] });
  }
  const m = parsePdfDate(modRaw);
  if (m && modRaw && xmp.modifyDate && xmp.modifyDateRaw && datesDisagree(m, pdfDateHasZone(modRaw), xmp.modifyDate, isoHasZone(xmp.modifyDateRaw))) {
    diffs.push({ text: `the modification date is ${fmtDate(m)} in the information dictionary but ${xmp.modifyDateRaw} in XMP`, values: [{ label: 'Info ModDate', value: fmtDate(m) }, { label: 'XMP ModifyDate', value: xmp.modifyDateRaw }] });
  }
  if (diffs.length) return metadataDisagreeOutcome('The document information dictionary and the XMP metadata disagree', diffs, ' A tool that edits a file often updates only one of them; genuine files show it too.');
  return passed('The document information dictionary and the XMP metadata agree (producer, creator tool and dates where both are present).');
}

function rawXmp(objects: RawObject[]): string | null {
  for (let i = objects.length - 1; i >= 0; i--) {
    const o = objects[i];
    if (o.stream && /\/Type\s*\/Metadata\b/.test(o.dict) && /\/Subtype\s*\/XML\b/.test(o.dict)) {
      const data = decodeStream(o);
      if (data) return data.toString('utf8');
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// 5. Active content

/** Check 5: active content and attached files, each a medium structure signal (docs/forensics.md, check 5). */
function securityOutcome(f: ReturnType<typeof scanObjects>): CheckOutcome {
  const { failed, warnings } = describeSecurity(f);
  const all = failed.concat(warnings);
  if (!all.length) return passed('No JavaScript, launch actions, embedded files or file attachments were found (all objects inspected, including compressed object streams).');
  const signals = all.map((text) => signal(5, 'active-content', 'medium', 'structure', text, [{ label: 'found', value: text.replace(/^the PDF (?:contains|carries|has) /, '') }]));
  return outcomeOf(`${capitalize(all.join('; '))}.${failed.length ? ' An academic document has no reason to carry active content or other files.' : ''}`, signals);
}

// ---------------------------------------------------------------------------------------------
// 6–7. Drawing

/**
 * Check 6 (docs/forensics.md): text wholly hidden under a filled box drawn after it is high, located
 * on the box; a box that only partly overlaps words is medium.
 */
function coverOutcome(drawings: PageDrawing[], partial: string): CheckOutcome {
  const findings = findCoveredText(drawings);
  if (findings.length === 0) {
    const boxes = drawings.reduce((n, d) => n + d.shapes.length, 0);
    return passed(`No text is covered by a filled shape drawn after it${partial} (${boxes} filled shape${boxes === 1 ? '' : 's'} inspected).`);
  }
  const described = findings.map(describeCover);
  const list = `${described.slice(0, 5).join('; ')}${described.length > 5 ? `; and ${described.length - 5} more` : ''}`;
  const signals = findings.slice(0, MAX_CHANGE_SIGNALS).map((f): ForensicsSignal => {
    const page = drawings.find((d) => d.pageNumber === f.pageNumber);
    const box = page ? fractionBox(f.pageNumber, f.box, page.width, page.height) : null;
    const boxes = box ? [box] : [];
    return signal(
      6,
      f.whollyHidden ? 'covered-text' : 'covered-text-partial',
      f.whollyHidden ? 'high' : 'medium',
      'content',
      f.whollyHidden ? describeCover(f) : `${describeCover(f)} (the box overlaps the words only in part)`,
      [
        { label: 'covered text', value: f.covered, boxes },
        ...(f.onTop ? [{ label: 'written on top', value: f.onTop, boxes }] : []),
        { label: 'box fill', value: f.color ?? 'unknown' },
      ],
      boxes,
    );
  });
  const hidden = findings.some((f) => f.whollyHidden);
  return outcomeOf(
    hidden
      ? `Text drawn earlier is hidden under a filled box${partial}: ${list}. Covering a value with a box and writing a new one on it is a common way to alter a document.`
      : `A filled shape drawn after some text overlaps part of it${partial}: ${list}.`,
    signals,
  );
}

/**
 * Check 7 (docs/forensics.md): a value in another font or size than its line and column is medium,
 * located on the value. Not high: genuine documents set single values apart too (a signature
 * font, a bold grade), so a foreign font is a reason to look, not proof of a change.
 */
function fontOutcome(drawings: PageDrawing[], partial: string): CheckOutcome {
  const findings = findFontOutliers(drawings);
  // Runs inside a line (fontRuns.ts) that the cell check above has not already reported.
  const runs = findRunOutliers(drawings).filter((r) => !findings.some((f) => f.word.pageNumber === r.pageNumber && intersectArea(f.word.box, r.box) > 0));
  // Whole lines in a face of their own (fontRuns.ts), where neither check above has a finding.
  const lines = findLineOutliers(drawings).filter(
    (l) => !findings.some((f) => f.word.pageNumber === l.pageNumber && intersectArea(f.word.box, l.box) > 0) && !runs.some((r) => r.pageNumber === l.pageNumber && intersectArea(r.box, l.box) > 0),
  );
  const fonts = new Set(wordsOf(drawings).map((w) => w.font));
  if (findings.length === 0 && runs.length === 0 && lines.length === 0) {
    return passed(`Every line and column uses a consistent font and size${partial} (${fonts.size} font${fonts.size === 1 ? '' : 's'} in the document).`);
  }
  const described = findings.map(describeFont);
  const list = `${described.slice(0, 5).join('; ')}${described.length > 5 ? `; and ${described.length - 5} more` : ''}`;
  const signals = findings.slice(0, MAX_CHANGE_SIGNALS).map((f): ForensicsSignal => {
    const page = drawings.find((d) => d.pageNumber === f.word.pageNumber);
    const box = page ? fractionBox(f.word.pageNumber, pad(f.word.box, 1), page.width, page.height) : null;
    const boxes = box ? [box] : [];
    const own = f.kind === 'size' ? `${f.word.size} pt` : f.word.font;
    return signal(7, f.kind === 'size' ? 'font-size-outlier' : 'font-outlier', 'medium', 'content', describeFont(f), [
      { label: 'line and column', value: f.expected },
      { label: `'${f.word.text}'`, value: own, boxes },
    ], boxes);
  });
  for (const r of runs.slice(0, Math.max(0, MAX_CHANGE_SIGNALS - signals.length))) {
    const page = drawings.find((d) => d.pageNumber === r.pageNumber);
    const box = page ? fractionBox(r.pageNumber, pad(r.box, 1), page.width, page.height) : null;
    const boxes = box ? [box] : [];
    // docs/forensics.md, check 7: a clear difference (another family or size, a run of two or
    // more characters) is medium, like a value in a foreign font; a slight one is low.
    signals.push(
      signal(7, `font-run-${r.kind}`, r.strong ? 'medium' : 'low', 'content', describeRunOutlier(r), [
        { label: 'the rest of the line', value: r.expected },
        { label: `'${r.text}'`, value: r.own, boxes },
      ], boxes),
    );
  }
  for (const l of lines.slice(0, Math.max(0, MAX_CHANGE_SIGNALS - signals.length))) {
    const page = drawings.find((d) => d.pageNumber === l.pageNumber);
    const box = page ? fractionBox(l.pageNumber, pad(l.box, 1), page.width, page.height) : null;
    const boxes = box ? [box] : [];
    // docs/forensics.md, check 7: medium, like a value in a foreign font inside its line.
    signals.push(
      signal(7, 'font-line', 'medium', 'content', describeLineOutlier(l), [
        { label: 'the rest of the document', value: l.expected },
        { label: `'${l.text}'`, value: l.own, boxes },
      ], boxes),
    );
  }
  const runList = runs.slice(0, 5).map(describeRunOutlier).join('; ');
  const lineList = lines.slice(0, 5).map(describeLineOutlier).join('; ');
  const text = [
    findings.length ? `Some values differ in font or size from their line and column${partial}: ${list}.` : '',
    runs.length ? `Some runs inside a line are set differently from the rest of it${partial}: ${runList}${runs.length > 5 ? `; and ${runs.length - 5} more` : ''}.` : '',
    lines.length ? `Some lines are set in a font the rest of the document does not use${partial}: ${lineList}${lines.length > 5 ? `; and ${lines.length - 5} more` : ''}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return outcomeOf(text, signals);
}

function drawnText(drawings: PageDrawing[]): DocumentText {
  const words = wordsOf(drawings);
  return {
    pages: drawings.map((d) => ({
      pageNumber: d.pageNumber,
      width: d.width,
      height: d.height,
      source: 'text-layer' as const,
      items: words
        .filter((w) => w.pageNumber === d.pageNumber)
        .map(
          (w): TextItem => ({ text: w.text, x: w.box.x0, y: w.box.y0, width: w.box.x1 - w.box.x0, height: w.box.y1 - w.box.y0, fontName: w.font, fontSize: w.size, confidence: null }),
        ),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// 8–9. Embedded JPEG images

interface EmbeddedJpeg {
  num: number;
  data: Buffer;
  width: number;
  height: number;
}

function embeddedJpegs(objects: RawObject[]): EmbeddedJpeg[] {
  const latest = new Map<number, RawObject>();
  for (const o of objects) latest.set(o.num, o);
  const out: EmbeddedJpeg[] = [];
  for (const o of latest.values()) {
    if (!o.stream || !/\/Subtype\s*\/Image\b/.test(o.dict)) continue;
    const filters = streamFilters(o.dict);
    if (filters.length !== 1 || (filters[0] !== 'DCTDecode' && filters[0] !== 'DCT')) continue;
    if (o.stream.length < 4 || o.stream[0] !== 0xff || o.stream[1] !== 0xd8) continue;
    const width = Number(/\/Width\s+(\d+)/.exec(o.dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(o.dict)?.[1] ?? 0);
    out.push({ num: o.num, data: o.stream, width, height });
  }
  return out.sort((a, b) => b.width * b.height - a.width * a.height);
}

async function embeddedSoftwareOutcome(jpegs: EmbeddedJpeg[]): Promise<CheckOutcome> {
  const fields: Array<[string, string | null]> = [];
  for (const j of jpegs.slice(0, 20)) {
    // evidence: an embedded JPEG whose metadata cannot be read names no software; the outcome lists what was read.
    const md = await imageMetadata(j.data).catch(() => null);
    if (!md) continue;
    for (const [f, v] of md.software) fields.push([`image object ${j.num} ${f}`, v]);
  }
  if (fields.length === 0) return passed(`The ${jpegs.length} embedded JPEG image${jpegs.length > 1 ? 's carry' : ' carries'} no software metadata.`);
  return softwareOutcome(fields, 'embedded image', 8);
}

/**
 * Error level analysis of the JPEG images a text PDF embeds (logos, seals, photos). The image's
 * place on the page is not known here, so a region found is an unlocated signal: medium, a reason
 * to look rather than a verdict (docs/forensics.md, "The verdict rule").
 */
async function embeddedElaOutcome(jpegs: EmbeddedJpeg[], max: number): Promise<CheckOutcome> {
  const parts: string[] = [];
  const signals: ForensicsSignal[] = [];
  let analysed = 0;
  for (const j of jpegs.slice(0, max)) {
    // evidence: an embedded JPEG that cannot be recompressed is not counted as analysed; the outcome gives the number analysed.
    const r = await errorLevelAnalysis(j.data).catch(() => null);
    if (!r || !r.analysed) continue;
    analysed++;
    if (r.regions.length) {
      const reg = r.regions[0];
      const s = `embedded image object ${j.num} (${r.width}×${r.height} px) has a region at x=${reg.x}–${reg.x + reg.width}, y=${reg.y}–${reg.y + reg.height} px whose compression history differs from the rest of the image (pasted in before the last save)`;
      parts.push(s);
      signals.push(signal(9, 'ela-embedded-region', 'medium', 'image', s, [{ label: 'embedded image', value: `object ${j.num}, ${r.width}×${r.height} px` }]));
    }
  }
  if (analysed === 0) return skipped('The embedded JPEG images are too small or could not be decoded for error level analysis.');
  if (signals.length) return outcomeOf(`${capitalize(parts.join('; '))}.`, signals);
  return passed(`Error levels are uniform across the ${analysed} largest embedded JPEG image${analysed > 1 ? 's' : ''}: no region with a different compression history.`);
}

function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
