/**
 * Document families of the "wild" corpus: layouts modeled on the conventions of real documents
 * from many countries (registrar guides, grading-scale references, public descriptions), each
 * written from scratch by this project. No real document or real person's record is copied.
 *
 * Families are split into a development set (`dev/`) that the engines may be tuned on, and a
 * held-out set (`heldout/`) that no engine rule was written against: the processing benchmark
 * reports the two apart, so a figure on the held-out set says how the engines do on layouts they
 * never saw. Rule for anyone changing src/processing: do not read the held-out families' sources
 * or their generated documents.
 *
 * A family renders a text PDF and states what it prints (`expected`, the ExtractionResult
 * conventions of scripts/samples/README.md plus the wild-corpus rules in
 * scripts/samples/families/README.md); the corpus runner derives the scan, photo and screenshot
 * variants from that PDF.
 */
import type { DocumentKind, ExtractionResult } from '../../../src/processing/types';
import type { Rng } from '../rng';

/** How a family's document reaches us besides the text PDF itself. */
export type Degradation =
  /** flatbed scan: 150-300 dpi, slight rotation, noise; PNG, JPEG or an image-only PDF */
  | 'scan'
  /** phone photo: perspective, uneven light/shadow, blur, JPEG artifacts, background around the page */
  | 'photo'
  /** a screenshot of a student portal page: screen resolution PNG, no rotation, UI chrome */
  | 'screenshot';

export interface FamilySample {
  /** The document as a text PDF (pdfkit), fonts embedded where the script needs them. */
  pdf: Buffer;
  /** What this document prints, nulls elsewhere (decision "Extraction field types"); null for non-academic documents. */
  expected: ExtractionResult | null;
  /** The printed forms of normalized values (dates, names), for debugging misses. */
  printed?: Record<string, string>;
}

export interface Family {
  /** Unique, kebab-case: `<country>-<what>` ("in-board-marksheet", "ru-diploma-supplement"). */
  id: string;
  /** ISO 3166-1 alpha-2 of the issuing country. */
  country: string;
  /** ISO 639-1 codes of the languages printed, main language first. */
  languages: string[];
  /** The kind a reader would call it; 'other' for documents without academic content. */
  kind: DocumentKind;
  /** Which degradations the runner makes of it (the text PDF is always kept). */
  degradations: Degradation[];
  /** The conventions it models and where they are publicly described (one or two sentences). */
  conventions: string;
  /** Text PDFs the corpus renders of it (default 2): more for procedural families, whose every document differs in its conventions. */
  samples?: number;
  /** One document, a pure function of the generator's state. */
  render(rng: Rng): Promise<FamilySample>;
}
