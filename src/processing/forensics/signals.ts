/**
 * Forensic signals: what each check found, graded by severity, with the evidence that locates it,
 * and the one rule that turns signals into a verdict and a risk score. The rule is written down in
 * docs/forensics.md ("The verdict rule"); the report PDF, the viewer and the partner response all
 * take their verdict from `verdictFromSignals`, so it is the same everywhere.
 */
import type { ForensicsVerdict } from '../../domain/results/stored';

/**
 * - `high`: direct evidence that visible content was changed (an incremental update that changed
 *   visible text, text under a filled shape, a localized pasted or cloned region, a value that
 *   differs between two versions of the same document).
 * - `medium`: a finding a genuine document rarely shows, but that is not on its own proof of a change
 *   (active content, an update that changed no text, one value set in a foreign font).
 * - `low`: context a reviewer should see that genuine documents often show too (the producing or
 *   editing software, scanner and phone-scanner apps, missing or odd metadata, dates). Never a verdict
 *   on its own.
 */
export type SignalSeverity = 'low' | 'medium' | 'high';

/**
 * A rectangle on one page, as fractions of the page's width and height measured from its top-left
 * corner (0..1), so it can be drawn over a page image of any size.
 */
export interface EvidenceBox {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One of the values a signal compares ("revision 1" vs "final", "font of the line" vs "font of the word"). */
export interface ComparedValue {
  /** What the value is: "revision 1", "this document", "line font", "text layer", "drawn (OCR)". */
  label: string;
  value: string;
  /** Where that value sits, when it has a place (in this file unless `fileName` says otherwise). */
  boxes?: EvidenceBox[];
  /** The other file the value was read from (comparison across versions), when not this one. */
  fileName?: string;
  fileId?: string;
}

export interface SignalEvidence {
  /** Boxes on this file's pages; empty when the finding has no place on a page (metadata). */
  boxes: EvidenceBox[];
  /** The values compared, in the order a reader should see them (before → after). */
  values: ComparedValue[];
}

/**
 * Which independent source of evidence a signal comes from. Two low signals count towards
 * `suspicious` only when they come from different sources: a file's metadata saying "Word" and its
 * dates saying "modified later" are one observation of the same save, not two.
 */
export type SignalSource = 'metadata' | 'structure' | 'content' | 'image' | 'comparison';

export interface ForensicsSignal {
  /** The numbered check (CHECK_TITLES) that produced the signal. */
  checkNumber: number;
  /** A stable code for the kind of finding, e.g. `revision-text-changed`, `ela-region`. */
  code: string;
  severity: SignalSeverity;
  source: SignalSource;
  /** One sentence for a reader. */
  message: string;
  evidence: SignalEvidence;
}

/** A signal with a place on a page: `tampered` needs one (every tampered verdict is located). */
export function isLocated(signal: ForensicsSignal): boolean {
  return signal.evidence.boxes.length > 0 || signal.evidence.values.some((v) => (v.boxes?.length ?? 0) > 0);
}

/**
 * The verdict rule (docs/forensics.md, "The verdict rule"):
 * - `tampered` only on a located high-severity signal;
 * - `suspicious` on a medium signal, an unlocated high one, or low signals from at least two
 *   independent sources;
 * - `inconclusive` when the file could not be analysed and nothing above applies;
 * - `clean` otherwise.
 */
export function verdictFromSignals(signals: readonly ForensicsSignal[], unreadable = false): ForensicsVerdict {
  if (signals.some((s) => s.severity === 'high' && isLocated(s))) return 'tampered';
  if (signals.some((s) => s.severity === 'medium' || s.severity === 'high')) return 'suspicious';
  if (lowSources(signals) >= 2) return 'suspicious';
  return unreadable ? 'inconclusive' : 'clean';
}

function lowSources(signals: readonly ForensicsSignal[]): number {
  return new Set(signals.filter((s) => s.severity === 'low').map((s) => s.source)).size;
}

/**
 * The risk score (0–100) beside the verdict (docs/forensics.md, "The risk score"). Its bands follow
 * the verdict, so the two never disagree: clean 0–29, suspicious and inconclusive 30–69,
 * tampered 70–100. Within a band, more and stronger evidence scores higher.
 */
export function riskScoreOf(signals: readonly ForensicsSignal[], verdict: ForensicsVerdict): number {
  const located = signals.filter((s) => s.severity === 'high' && isLocated(s)).length;
  const strong = signals.filter((s) => s.severity === 'medium' || (s.severity === 'high' && !isLocated(s))).length;
  const lows = lowSources(signals);
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v)));
  switch (verdict) {
    case 'tampered':
      return clamp(80 + 6 * (located - 1) + 3 * strong + lows, 70, 100);
    case 'suspicious':
      return clamp(40 + 10 * Math.max(0, strong - 1) + 6 * lows - (strong === 0 ? 6 : 0), 30, 69);
    case 'inconclusive':
      return clamp(30 + 6 * lows, 30, 69);
    case 'clean':
      return clamp(10 * lows, 0, 29);
  }
}

/** The check status a check's own signals give it: failed on a located high signal, warning on any other. */
export function checkStatusFromSignals(signals: readonly ForensicsSignal[]): 'passed' | 'warning' | 'failed' {
  if (signals.some((s) => s.severity === 'high' && isLocated(s))) return 'failed';
  return signals.length ? 'warning' : 'passed';
}
