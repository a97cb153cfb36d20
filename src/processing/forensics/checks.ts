/**
 * The forensics checks: stable numbers and titles (partners may key on them), and how their
 * outcomes combine into a verdict (decision "Status values").
 */
import type { CheckStatus, ForensicsCheck, ForensicsVerdict } from '../types';
import { checkStatusFromSignals, isLocated, type ComparedValue, type EvidenceBox, type ForensicsSignal, type SignalSeverity, type SignalSource } from './signals';

export const CHECK_TITLES = {
  1: 'Incremental updates and revisions',
  2: 'Producer and creator software',
  3: 'Creation and modification dates',
  4: 'Document information vs XMP metadata',
  5: 'JavaScript, launch actions and embedded files',
  6: 'Text covered by filled shapes',
  7: 'Font consistency within lines and columns',
  8: 'Image editing software in image metadata',
  9: 'Error level analysis (JPEG compression history)',
  10: 'Image noise and compression-grid consistency',
  11: 'Cloned regions (copy-move)',
  12: 'Comparison with other versions of the document',
  13: 'Text layer against the drawn page',
  14: 'Stated totals and dates against the rows',
} as const;

export type CheckNumber = keyof typeof CHECK_TITLES;

export const FORENSICS_CHECKS: ReadonlyArray<{ checkNumber: CheckNumber; title: string }> = (Object.keys(CHECK_TITLES) as unknown as string[]).map((k) => ({
  checkNumber: Number(k) as CheckNumber,
  title: CHECK_TITLES[Number(k) as CheckNumber],
}));

/** What a check found: its status, a description, and the findings worth listing as top evidence. */
export interface CheckOutcome {
  status: CheckStatus;
  description: string;
  /** The check's graded findings (signals.ts); its status follows `checkStatusFromSignals`. */
  signals?: ForensicsSignal[];
}

export type CheckOutcomes = Partial<Record<CheckNumber, CheckOutcome>>;

export const skipped = (reason: string): CheckOutcome => ({ status: 'skipped', description: reason });
export const passed = (description: string): CheckOutcome => ({ status: 'passed', description });

/**
 * A check's status follows its own signals (docs/forensics.md, "The verdict rule"): skipped when it
 * did not apply, otherwise `checkStatusFromSignals` (passed when it ran and found nothing). The
 * file's verdict is taken from all checks' signals (`signalsOf`), never from these statuses.
 */
export function statusOf(o: CheckOutcome): CheckStatus {
  return o.status === 'skipped' ? 'skipped' : checkStatusFromSignals(o.signals ?? []);
}

export function toChecks(outcomes: CheckOutcomes, defaultSkip: string): ForensicsCheck[] {
  return FORENSICS_CHECKS.map(({ checkNumber, title }) => {
    const o = outcomes[checkNumber] ?? skipped(defaultSkip);
    return { checkNumber, title, status: statusOf(o), description: o.description };
  });
}

/** Every signal of every check, in check order. */
export function signalsOf(outcomes: CheckOutcomes): ForensicsSignal[] {
  return FORENSICS_CHECKS.flatMap(({ checkNumber }) => {
    const o = outcomes[checkNumber];
    return o && o.status !== 'skipped' ? (o.signals ?? []) : [];
  });
}

/** Upper-case the first letter and end with a full stop. */
export function sentence(s: string): string {
  const t = s.trim();
  if (!t) return t;
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

const SEVERITY_RANK: Record<SignalSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Signals strongest first: located high, other high, medium, low; check order within a rank. */
export function strongestFirst(signals: readonly ForensicsSignal[]): ForensicsSignal[] {
  const rank = (s: ForensicsSignal) => SEVERITY_RANK[s.severity] * 2 + (s.severity === 'high' && !isLocated(s) ? 1 : 0);
  return signals
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

/** `topEvidence`: the signals' messages, strongest first (docs/forensics.md, "Severities"). */
export function topEvidenceOf(signals: readonly ForensicsSignal[], max = 5): string[] {
  const out: string[] = [];
  for (const sig of strongestFirst(signals)) {
    const s = sentence(sig.message);
    if (s && !out.includes(s)) out.push(s);
  }
  return out.slice(0, max);
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The summary: the verdict, the risk score and the strongest signal. */
export function summaryOf(verdict: ForensicsVerdict, riskScore: number, signals: readonly ForensicsSignal[], checks: ForensicsCheck[], reason?: string): string {
  const by = (sev: SignalSeverity) => signals.filter((s) => s.severity === sev).length;
  const tally = [by('high') && `${by('high')} high`, by('medium') && `${by('medium')} medium`, by('low') && `${by('low')} low`].filter(Boolean).join(', ');
  const strongest = strongestFirst(signals)[0];
  const head = `${verdict[0].toUpperCase()}${verdict.slice(1)}, risk score ${riskScore}/100`;
  const strongestText = strongest ? ` Strongest signal (${strongest.severity}, check ${strongest.checkNumber}): ${sentence(strongest.message)}` : '';
  const ran = checks.filter((c) => c.status !== 'skipped').length;
  switch (verdict) {
    case 'tampered':
      return `${head}: direct evidence that the visible content was changed (${count(signals.length, 'signal')}: ${tally}).${strongestText}`;
    case 'suspicious':
      return `${head}: no direct evidence of a change, but findings a reviewer should look at (${count(signals.length, 'signal')}: ${tally}).${strongestText}`;
    case 'clean':
      return signals.length
        ? `${head}: no sign of tampering; ${count(signals.length, 'low signal')} reported for context, not strong enough for a verdict on its own (${ran} checks ran).${strongestText}`
        : `${head}: no sign of tampering (${ran} check${ran === 1 ? '' : 's'} ran, ${checks.length - ran} did not apply to this file).`;
    case 'inconclusive':
      return `${head}: the analysis could not be completed${reason ? ` (${reason})` : ''}.${signals.length ? ` ${count(signals.length, 'signal')} (${tally}).${strongestText}` : ''}`;
  }
}

/** A box in points on a page of `width` × `height` points, as fractions of the page (docs/forensics.md). */
export function fractionBox(page: number, box: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number): EvidenceBox | null {
  if (!(width > 0) || !(height > 0)) return null;
  const c = (v: number) => Math.max(0, Math.min(1, v));
  const x0 = c(Math.min(box.x0, box.x1) / width), x1 = c(Math.max(box.x0, box.x1) / width);
  const y0 = c(Math.min(box.y0, box.y1) / height), y1 = c(Math.max(box.y0, box.y1) / height);
  if (!(x1 > x0) || !(y1 > y0)) return null;
  const r = (v: number) => Math.round(v * 10000) / 10000;
  return { page, x: r(x0), y: r(y0), width: r(x1 - x0), height: r(y1 - y0) };
}

/** A check outcome whose status follows its signals (docs/forensics.md, "The verdict rule"). */
export function outcomeOf(description: string, signals: ForensicsSignal[]): CheckOutcome {
  return { status: checkStatusFromSignals(signals), description, signals };
}

/** An unlocated signal (metadata, structure) comparing the given values. */
export function signal(checkNumber: number, code: string, severity: SignalSeverity, source: SignalSource, message: string, values: ComparedValue[] = [], boxes: EvidenceBox[] = []): ForensicsSignal {
  return { checkNumber, code, severity, source, message: sentence(message), evidence: { boxes, values } };
}
