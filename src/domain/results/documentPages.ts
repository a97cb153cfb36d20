import { Readable } from 'node:stream';
import { findActiveCredentialsOfCase } from '../../data/repositories/credentials';
import { findExtractionResults } from '../../data/repositories/extractionResults';
import { findForensicResultsOfUploads } from '../../data/repositories/fileStageResults';
import type { Db } from '../../data/repositories/organizations';
import { findFilesOfUploads, findUploadFileById, type UploadFileRecord } from '../../data/repositories/uploads';
import { findVisibleCase } from '../cases/lookup';
import { casePrefix } from '../cases/storageKeys';
import { NotFoundError } from '../errors';
import type { FileSource } from '../ports';
import type { StoredEvidenceBox, StoredExtraction, StoredForensics, StoredProvenance } from './stored';

/*
 * The operator's document view of a credential: its documents' pages as images, with the boxes
 * the extraction read each value from (StoredProvenance: PDF points, origin top-left). The
 * provenance is operator-only (decision "Extraction field types": partners get values, never
 * where they were read), so it is read here and never through the partner views.
 *
 * Page images are rendered on first view and kept in storage under the case's prefix, so
 * deleting the case removes them with everything else of the case (decision "Deletion").
 */

/** The zoom levels offered, in percent: a page image is rendered at 72 dpi × zoom / 100, so 1 PDF point = zoom/100 pixels. */
export const PAGE_ZOOMS = [75, 100, 150, 200] as const;
export type PageZoom = (typeof PAGE_ZOOMS)[number];

export function isPageZoom(n: number): n is PageZoom {
  return (PAGE_ZOOMS as readonly number[]).includes(n);
}

/** The most pages a document view offers (a bound on what one file makes us render). */
export const MAX_VIEW_PAGES = 200;

export interface DocumentFile {
  fileId: string;
  fileName: string;
  kind: string | null;
}

export interface CredentialDocuments {
  caseId: string;
  caseNumber: number;
  credentialId: string;
  files: DocumentFile[];
  /** The completed extraction's values (null while none) and where they were read (empty when the engine gave none). */
  extraction: StoredExtraction | null;
  provenance: StoredProvenance;
  /** The forensics signals located on these files' pages (boxes as fractions of the page, top-left origin). */
  signals: DocumentSignal[];
}

export interface DocumentSignal {
  fileId: string;
  checkNumber: number;
  severity: 'low' | 'medium' | 'high';
  message: string;
  boxes: StoredEvidenceBox[];
}

/** A box that can be drawn: finite fractions inside the page on a positive page (as the forensics viewer draws them). */
function drawable(b: StoredEvidenceBox): boolean {
  const n = [b.x, b.y, b.width, b.height];
  return Number.isInteger(b.page) && b.page >= 1 && n.every((v) => Number.isFinite(v) && v >= 0 && v <= 1) && b.width > 0 && b.height > 0;
}

/** Renders one page of a PDF (the API layer's pdftoppm); null when the page does not exist or cannot be rendered. */
export interface PageRenderer {
  render(source: NodeJS.ReadableStream, page: number, dpi: number): Promise<{ png: Buffer; width: number; height: number } | null>;
  pageCount(source: NodeJS.ReadableStream): Promise<number | null>;
}

/** Storage of the page images: read the files, keep the rendered pages. */
export interface PageImageStore extends FileSource {
  put(key: string, source: NodeJS.ReadableStream): Promise<unknown>;
}

export interface DocumentPagesDeps {
  db: Db;
  storage: PageImageStore;
  renderer: PageRenderer;
}

const EMPTY_PROVENANCE: StoredProvenance = { fields: {}, courses: {} };

/** The documents of a credential of a visible case, its extraction and the provenance (404 for an unknown case or credential). */
export async function readCredentialDocuments(db: Db, organizationId: string, caseRef: string, credentialId: string): Promise<CredentialDocuments> {
  const c = await findVisibleCase(db, organizationId, caseRef);
  const credential = (await findActiveCredentialsOfCase(db, c.id)).find((x) => x.id === credentialId);
  if (credential === undefined) throw new NotFoundError(`Credential ${credentialId} not found`);
  const [row] = await findExtractionResults(db, [credential.id]);
  const extraction = credential.status === 'completed' && row?.result ? (row.result as StoredExtraction) : null;
  const provenance = extraction?.provenance ?? EMPTY_PROVENANCE;
  const files = credential.uploadId === null ? [] : (await findFilesOfUploads(db, [credential.uploadId])).filter(viewable);
  // The files the provenance names first (the credential's own documents), then the rest of its upload.
  const named = new Set([...Object.values(provenance.fields), ...Object.values(provenance.courses).map((k) => k.row)].map((e) => e.fileId));
  files.sort((a, b) => Number(named.has(b.id)) - Number(named.has(a.id)) || a.position - b.position);
  const signals: DocumentSignal[] = [];
  if (credential.uploadId !== null) {
    for (const r of await findForensicResultsOfUploads(db, [credential.uploadId])) {
      if (r.status !== 'completed' || r.result === null || !files.some((f) => f.id === r.fileId)) continue;
      for (const sig of (r.result as StoredForensics).signals ?? []) {
        // A value's boxes belong to this file unless the value names another file.
        const own = sig.evidence.values.filter((v) => v.fileId === undefined && v.fileName === undefined).flatMap((v) => v.boxes ?? []);
        const boxes = [...sig.evidence.boxes, ...own].filter(drawable);
        if (boxes.length > 0) signals.push({ fileId: r.fileId, checkNumber: sig.checkNumber, severity: sig.severity, message: sig.message, boxes });
      }
    }
  }
  return {
    caseId: c.id,
    caseNumber: c.caseNumber,
    credentialId: credential.id,
    files: files.map((f) => ({ fileId: f.id, fileName: f.fileName, kind: f.kind })),
    extraction,
    provenance,
    signals,
  };
}

function viewable(f: UploadFileRecord): boolean {
  return f.kind === 'pdf' && f.storageKey !== null && f.status !== 'unsupported';
}

async function fileOfCase(db: Db, organizationId: string, caseRef: string, fileId: string): Promise<{ caseId: string; file: UploadFileRecord }> {
  const c = await findVisibleCase(db, organizationId, caseRef);
  const file = await findUploadFileById(db, fileId);
  if (file === null || file.caseId !== c.id || !viewable(file)) throw new NotFoundError(`File ${fileId} not found`);
  return { caseId: c.id, file };
}

/** `<case prefix>/page-images/<fileId>/p<page>-z<zoom>.png`: one rendered page (the cache key is file, page and zoom). */
export function pageImageKey(organizationId: string, caseId: string, fileId: string, page: number, zoom: PageZoom): string {
  return `${casePrefix(organizationId, caseId)}/page-images/${fileId}/p${page}-z${zoom}.png`;
}

function pngSize(png: Buffer): { width: number; height: number } {
  // The IHDR chunk follows the 8-byte signature: width and height at bytes 16 and 20.
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * One page of a file of the case as a PNG, rendered once per file, page and zoom and then served
 * from storage. 404 for a file not of this case, or a page the document does not have.
 */
export async function readPageImage(
  deps: DocumentPagesDeps,
  organizationId: string,
  caseRef: string,
  fileId: string,
  page: number,
  zoom: PageZoom,
): Promise<{ png: Buffer; width: number; height: number }> {
  if (!Number.isInteger(page) || page < 1 || page > MAX_VIEW_PAGES) throw new NotFoundError(`Page ${page} not found`);
  const { caseId, file } = await fileOfCase(deps.db, organizationId, caseRef, fileId);
  const key = pageImageKey(organizationId, caseId, file.id, page, zoom);
  if ((await deps.storage.stat(key)) !== null) {
    const png = await readAll(await deps.storage.get(key));
    return { png, ...pngSize(png) };
  }
  const rendered = await deps.renderer.render(await deps.storage.get(file.storageKey!), page, (72 * zoom) / 100);
  if (rendered === null) throw new NotFoundError(`Page ${page} not found`);
  await deps.storage.put(key, Readable.from([rendered.png]));
  return rendered;
}

/** How many pages a file of the case has (null when it cannot be told), bounded by MAX_VIEW_PAGES. */
export async function readPageCount(deps: DocumentPagesDeps, organizationId: string, caseRef: string, fileId: string): Promise<number | null> {
  const { file } = await fileOfCase(deps.db, organizationId, caseRef, fileId);
  const n = await deps.renderer.pageCount(await deps.storage.get(file.storageKey!));
  return n === null ? null : Math.min(n, MAX_VIEW_PAGES);
}
