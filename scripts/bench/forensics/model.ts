/**
 * The forensics benchmark's vocabulary: a technique makes documents, each with the truth the
 * runner grades the engine against (tampered with a planted region, clean, or a metadata-only
 * probe that must not read `tampered`).
 *
 * Planted regions are EvidenceBoxes (src/processing/forensics/signals.ts): fractions of the page,
 * top-left origin, 1-based page, so the runner compares them with the engine's signal boxes as they
 * are, whatever the file's format or resolution.
 */
import type { FileKind } from '../../../src/domain/fileTypes';
import type { EvidenceBox } from '../../../src/processing/forensics/signals';
import type { Rng } from '../../samples/rng';

export type Split = 'seen' | 'heldout';

/**
 * - `tampered`: visible content was changed; the planted regions say where.
 * - `clean`: a genuine document (text PDFs of several producers, scans, phone photos).
 * - `probe`: only the metadata was changed (an editing tool's name and dates): a genuine page that
 *   must never read `tampered` (a low signal, docs/forensics.md "Severities").
 */
export type Truth = 'tampered' | 'clean' | 'probe';

export interface BenchFile {
  /** File name as uploaded (its extension matches `kind`). */
  name: string;
  kind: FileKind;
  bytes: Buffer;
}

export interface BenchCase {
  /** The document the engine analyses. */
  file: BenchFile;
  /** Where the change was planted (tampered only; empty otherwise). */
  planted: EvidenceBox[];
  /**
   * The clean document the tampered one was made from, in the same format and geometry, so a test
   * can check that the two differ inside the planted region. Null for clean documents and probes.
   */
  cleanSource: BenchFile | null;
  /**
   * The earlier version of the same credential uploaded in the same case, handed to the engine as
   * `ForensicsContext.otherDocuments` (re-rendered documents with changed values).
   */
  sameCase: BenchFile | null;
  /** What was done, in words (old → new value, where). */
  description: string;
}

export interface MakeContext {
  /** This document's own generator: a pure function of the seed, the technique and the index. */
  rng: Rng;
  index: number;
  /** A scratch directory (pdftoppm reads files). */
  work: string;
}

export interface Technique {
  /** Kebab-case, unique across both splits. */
  id: string;
  truth: Truth;
  /** One sentence: what the documents are. */
  description: string;
  make(ctx: MakeContext): Promise<BenchCase>;
}

/** Two boxes overlap when they share a page and some area. */
export function overlaps(a: EvidenceBox, b: EvidenceBox): boolean {
  if (a.page !== b.page) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A box in PDF points (top-left origin) as fractions of the page, padded by `pad` points. */
export function pointsToFraction(box: { page: number; x: number; y: number; width: number; height: number }, page: { width: number; height: number }, pad = 2): EvidenceBox {
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  const r = Math.min(page.width, box.x + box.width + pad);
  const b = Math.min(page.height, box.y + box.height + pad);
  return { page: box.page, x: x / page.width, y: y / page.height, width: (r - x) / page.width, height: (b - y) / page.height };
}

/** A pixel rectangle of an image as fractions of the image (page 1 unless told). */
export function pixelsToFraction(rect: { left: number; top: number; width: number; height: number }, image: { width: number; height: number }, page = 1): EvidenceBox {
  const x = Math.max(0, rect.left);
  const y = Math.max(0, rect.top);
  const r = Math.min(image.width, rect.left + rect.width);
  const b = Math.min(image.height, rect.top + rect.height);
  return { page, x: x / image.width, y: y / image.height, width: (r - x) / image.width, height: (b - y) / image.height };
}
