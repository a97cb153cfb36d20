/**
 * The sample corpus manifest (README "Processing", sample documents): what every generated file is and
 * what an engine should find in it. Written as `manifest.json` in the output directory, plus one
 * `<file>.truth.json` per document holding that document's entry.
 *
 * Ground truth conventions (see scripts/samples/README.md for the full list):
 * - field names and types are those of `ExtractionResult` (src/processing/types.ts) and decision "Extraction field types":
 *   years are integers, cgpa / programDuration / totalCreditsOrMarks are strings with a `.`
 *   decimal separator, course credit / marks are numbers, everything not shown is null;
 * - dates (dateOfBirth, dateOfIssue) are ISO `YYYY-MM-DD`; the printed form is in `printed`;
 * - `expected` describes only what THIS document shows (a diploma has no courses); the union over
 *   the documents of one qualification is in `CorpusManifest.credentials`.
 */
import type { DocumentKind, ExtractionResult } from '../../src/processing/types';

export type CorpusLanguage = 'en' | 'fr' | 'de' | 'es';
export type CorpusFormat = 'pdf' | 'png' | 'jpeg' | 'zip';
export type CorpusVariant = 'text' | 'scanned';
export type TamperTechnique = 'incremental-update' | 'image-editor-metadata' | 'white-box-overlay' | 'jpeg-paste';

/** The ground truth of one document: an `ExtractionResult` restricted to what the document shows. */
export type ExpectedExtraction = ExtractionResult;

export interface TamperInfo {
  technique: TamperTechnique;
  /** What was changed, in words (which value, old → new, where). */
  description: string;
  /** The clean document this one was made from (relative path in the corpus directory). */
  originalFile: string;
  /**
   * Where the edit is, when it is a region of a page: PDF points, origin top-left, y downward
   * (the TextItem space of src/processing/types.ts). Null for metadata-only edits.
   */
  region: { page: number; x: number; y: number; width: number; height: number } | null;
}

/** A ZIP member (only for format 'zip'). */
export interface ZipMember {
  path: string;
  /** 'document': the packaged document described by this entry; 'other': not a document (readme). */
  role: 'document' | 'other';
}

export interface CorpusDocument {
  /** Relative path in the corpus directory. */
  file: string;
  kind: DocumentKind;
  format: CorpusFormat;
  /** 'scanned': rendered to an image, rotated, noisy (PNG/JPEG, or an image-only PDF). */
  variant: CorpusVariant;
  language: CorpusLanguage;
  pages: number;
  /** Which template drew it (see LAYOUTS in scripts/samples/layouts.ts). */
  layout: string;
  /** Same key = same qualification (a transcript and the diploma of one degree); null for 'other'. */
  credentialKey: string | null;
  tampered: TamperInfo | null;
  /** Ground truth, or null for documents that belong to no qualification ('other'). */
  expected: ExpectedExtraction | null;
  /** The literal printed form of normalized values (dates, the candidate name as it reads). */
  printed: Record<string, string>;
  /** For format 'zip': the members, in order. */
  zipMembers?: ZipMember[];
  /** For scanned variants: the rotation applied in degrees (clockwise positive) and the resolution. */
  scan?: { dpi: number; rotationDegrees: number; jpegQuality: number | null };
}

/** One qualification and the union of what its documents show. */
export interface CorpusCredential {
  credentialKey: string;
  /** Every corpus file of this qualification (clean, scanned, zipped and tampered). */
  files: string[];
  /**
   * The qualification as a whole: every field as the clean documents show it (the transcript's
   * value first, then the diploma's), courses from the transcript or marksheet.
   */
  expected: ExpectedExtraction;
}

export interface CorpusManifest {
  seed: number;
  size: 'small' | 'full';
  /** A hash of the generator's sources: a corpus is reproducible from (seed, size, generatorHash). */
  generatorHash: string;
  documents: CorpusDocument[];
  credentials: CorpusCredential[];
}
