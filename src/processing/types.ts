/**
 * The contracts between the processing stages and their engines. Each engine sits behind one of
 * these small interfaces so that a better engine can replace it without touching the pipeline
 * (docs/document-understanding.md, "Engines behind small interfaces"). Engines are pure with respect to the database: they read
 * files and text and return results; the jobs in src/jobs store them.
 */
import type { FileKind } from '../domain/fileTypes';
import type {
  CourseFields,
  DocumentIdentity,
  ForensicsCheckStatus,
  ForensicsVerdict,
  StoredCandidate,
  StoredForensicsCheck,
  StoredInstitution,
  StoredQualification,
} from '../domain/results/stored';
import type { ForensicsSignal } from './forensics/signals';

/** A stage failed for a reason a partner can read (stored as the stage's `error`). */
export class ProcessingError extends Error {
  /** The message says what the document lacks; a stack in the log would add nothing (src/log.ts). */
  readonly logStack = false;

  constructor(message: string, public readonly retryable = false) {
    super(message);
    this.name = 'ProcessingError';
  }
}

/** PDFs over this many pages are refused (interface "Limits": 200 in production). */
export const MAX_PDF_PAGES = 200;

// ---------------------------------------------------------------------------------------------
// Text

/**
 * One run of text on a page. Coordinates are in PDF points (1/72 in), origin at the TOP-LEFT
 * of the page, y growing downward; (x, y) is the top-left corner of the run's box. OCR output
 * is converted to the same space (pixel coordinates scaled by 72 / dpi).
 */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Font resource name from the PDF (null for OCR). */
  fontName: string | null;
  /** Font size in points (box height for OCR). */
  fontSize: number;
  /** 0..100 for OCR words; null for a text layer. */
  confidence: number | null;
}

export interface PageText {
  pageNumber: number;
  width: number;
  height: number;
  source: 'text-layer' | 'ocr';
  items: TextItem[];
}

export interface DocumentText {
  pages: PageText[];
}

export interface SourceFile {
  /** A local path the engine may read (storage hands one out). */
  path: string;
  kind: FileKind;
  fileName: string;
}

export interface TextEngine {
  /**
   * Text with positions: the PDF text layer where there is one, OCR for images and for PDF pages
   * without text. Throws ProcessingError('OCR engine not available') when OCR is needed and no
   * engine is installed, and ProcessingError for a PDF over MAX_PDF_PAGES pages.
   */
  extract(file: SourceFile, options?: TextExtractOptions): Promise<DocumentText>;
}

export interface TextExtractOptions {
  /**
   * Read only the first pages (a comparison with another document needs no more). A PDF over
   * MAX_PDF_PAGES pages is still refused.
   */
  maxPages?: number;
}

// ---------------------------------------------------------------------------------------------
// Classification

export type DocumentKind = 'transcript' | 'diploma' | 'marksheet' | 'other';

export interface ClassifiableDocument {
  /** The upload file id (the document id of the classification event). */
  documentId: string;
  fileName: string;
  text: DocumentText;
}

export interface ClassifiedDocument {
  documentId: string;
  kind: DocumentKind;
  /** Why: the signals that decided the kind (for logs and support). */
  signals: string[];
}

/** One credential = one education qualification; documents of no qualification → uncategorized. */
export interface CredentialGroup {
  credentialType: 'academic' | 'uncategorized';
  documentIds: string[];
}

export interface ClassificationResult {
  documents: ClassifiedDocument[];
  credentials: CredentialGroup[];
}

export interface ClassificationEngine {
  classify(documents: ClassifiableDocument[]): ClassificationResult;
}

// ---------------------------------------------------------------------------------------------
// Extraction (interface "Extraction credential", decision "Extraction field types": what is not found is null)
// The fields are the spec's, through the one definition the domain keeps (src/domain/results/stored.ts).

export type ExtractedCourse = CourseFields;

export interface ExtractionResult {
  languageCode: string | null;
  language: string | null;
  candidate: StoredCandidate;
  institution: StoredInstitution;
  qualification: StoredQualification;
  courses: ExtractedCourse[];
  /**
   * Where each value came from (docs/document-understanding.md, "Provenance"). Stored with the
   * result for the operator's document view; never part of the partner responses.
   */
  provenance?: ExtractionProvenance;
}

/** A place on a page: PDF points, origin top-left, y downward (the TextItem space). */
export interface SourceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The evidence of one extracted value. */
export interface Evidence {
  /** 1-based page number in its document. */
  page: number;
  box: SourceBox;
  /** 0..1: the OCR confidence of the words, 1 for a text layer; lower when the value was inferred. */
  confidence: number;
  /** Which document of the credential (index into the documents given to the engine). */
  document?: number;
  /** How the value was found ("label Date of Birth", "letterhead", "phone code +91"): for support. */
  rule?: string;
}

export interface CourseEvidence {
  /** The whole row (wrapped lines included). */
  row: Evidence;
  /** Per course field, the cell it was read from. */
  cells: Partial<Record<keyof ExtractedCourse, Evidence>>;
  /** A title printed in two languages: the rendering not chosen as `courseName`, and where it stands. */
  otherName?: { text: string; evidence: Evidence };
}

export interface ExtractionProvenance {
  /** Keyed by field path: `candidate.fullName`, `institution.countryCode`, `qualification.name` … */
  fields: Record<string, Evidence>;
  /** One entry per course, in the order of `courses` (null when a row has no located source). */
  courses: Array<CourseEvidence | null>;
}

export interface ExtractableDocument {
  kind: DocumentKind;
  text: DocumentText;
}

export interface ExtractionEngine {
  /** All documents of one credential (e.g. its transcript and its diploma). */
  extract(documents: ExtractableDocument[]): ExtractionResult;
}

// ---------------------------------------------------------------------------------------------
// Forensics (decision "Status values": verdict clean|suspicious|tampered|inconclusive; check passed|warning|failed|skipped)

export type { ForensicsVerdict };
export type CheckStatus = ForensicsCheckStatus;
export type ForensicsCheck = StoredForensicsCheck;

export interface ForensicsResult extends DocumentIdentity {
  verdict: ForensicsVerdict;
  summary: string;
  topEvidence: string[];
  checks: ForensicsCheck[];
  /** Every check's signals (docs/forensics.md); stored with the result, not part of the partner view. */
  signals: ForensicsSignal[];
  /** 0–100 beside the verdict (docs/forensics.md, "The risk score"). */
  riskScore: number;
}

/** Another document of the same case, offered for the comparison across versions (check 12). */
export interface OtherDocumentVersion {
  fileId: string;
  fileName: string;
  text: DocumentText;
}

/** What the forensics of one file may know about the rest of its case. */
export interface ForensicsContext {
  /**
   * The case's other documents (any upload); the engine decides which are versions of the same
   * credential (same candidate and institution, or near-identical pages) and compares those.
   */
  otherDocuments?: OtherDocumentVersion[];
}

export interface ForensicsEngine {
  analyze(file: SourceFile, text: DocumentText, context?: ForensicsContext): Promise<ForensicsResult>;
}

// ---------------------------------------------------------------------------------------------
// Translation

export interface TranslationResult {
  languageCode: string;
  language: string;
  /** One HTML page per source page, keeping the layout (absolutely positioned runs). */
  htmlPages: string[];
  /** The whole document as one HTML string. */
  htmlRepresentation: string;
  /** The rendered PDF of the translated pages (served as htmlUrl). */
  pdf: Buffer;
}

export interface TranslationEngine {
  /** Throws ProcessingError when a non-English document has no machine-translation engine. */
  translate(text: DocumentText, fileName: string): Promise<TranslationResult>;
}
