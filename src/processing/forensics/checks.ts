/**
 * The forensics checks: stable numbers and titles (partners may key on them), and how their
 * outcomes combine into a verdict (D3).
 */
import type { ForensicsSignal } from './signals';
import type { CheckStatus, ForensicsCheck, ForensicsVerdict } from '../types';

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
  /** Sentences for `topEvidence` (failed/warning findings), most important first. */
  evidence?: string[];
  /** The check's graded findings (signals.ts); its status follows `checkStatusFromSignals`. */
  signals?: ForensicsSignal[];
}

export type CheckOutcomes = Partial<Record<CheckNumber, CheckOutcome>>;

export const skipped = (reason: string): CheckOutcome => ({ status: 'skipped', description: reason });
export const passed = (description: string): CheckOutcome => ({ status: 'passed', description });

export function toChecks(outcomes: CheckOutcomes, defaultSkip: string): ForensicsCheck[] {
  return FORENSICS_CHECKS.map(({ checkNumber, title }) => {
    const o = outcomes[checkNumber] ?? skipped(defaultSkip);
    return { checkNumber, title, status: o.status, description: o.description };
  });
}

export function verdictOf(checks: ForensicsCheck[], unreadable: boolean): ForensicsVerdict {
  if (checks.some((c) => c.status === 'failed')) return 'tampered';
  if (unreadable) return 'inconclusive';
  if (checks.some((c) => c.status === 'warning')) return 'suspicious';
  return 'clean';
}

/** Upper-case the first letter and end with a full stop. */
export function sentence(s: string): string {
  const t = s.trim();
  if (!t) return t;
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

export function topEvidenceOf(outcomes: CheckOutcomes, max = 5): string[] {
  const out: string[] = [];
  for (const level of ['failed', 'warning'] as const) {
    for (const { checkNumber } of FORENSICS_CHECKS) {
      const o = outcomes[checkNumber];
      if (!o || o.status !== level) continue;
      for (const e of o.evidence?.length ? o.evidence : [o.description]) {
        const s = sentence(e);
        if (s && !out.includes(s)) out.push(s);
      }
    }
  }
  return out.slice(0, max);
}

export function summaryOf(verdict: ForensicsVerdict, checks: ForensicsCheck[], evidence: string[], reason?: string): string {
  const failed = checks.filter((c) => c.status === 'failed');
  const warned = checks.filter((c) => c.status === 'warning');
  const ran = checks.filter((c) => c.status !== 'skipped').length;
  const list = (cs: ForensicsCheck[]) => cs.map((c) => `${c.checkNumber}. ${c.title}`).join('; ');
  switch (verdict) {
    case 'tampered':
      return `Evidence of tampering: ${failed.length} check${failed.length > 1 ? 's' : ''} failed (${list(failed)})${warned.length ? ` and ${warned.length} raised a warning` : ''}. ${evidence[0] ?? ''}`.trim();
    case 'suspicious':
      return `Suspicious: no direct evidence of tampering, but ${warned.length} check${warned.length > 1 ? 's' : ''} raised a warning (${list(warned)}). ${evidence[0] ?? ''}`.trim();
    case 'clean':
      return `No sign of tampering: ${ran} check${ran === 1 ? '' : 's'} passed and ${checks.length - ran} did not apply to this file.`;
    case 'inconclusive':
      return `The analysis could not be completed${reason ? `: ${reason}` : ''}.${warned.length ? ` ${warned.length} check${warned.length > 1 ? 's' : ''} raised a warning (${list(warned)}).` : ''}`;
  }
}
