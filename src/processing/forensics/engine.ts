/**
 * The forensics engine: runs the numbered checks on one file and combines them into a verdict
 * (decision "Status values": clean | suspicious | tampered | inconclusive), a summary and the top evidence.
 */
import { readFile } from 'node:fs/promises';
import { checkPdfInflation, DEFAULT_PDF_INFLATION_BUDGET, type PdfInflationBudget } from '../pdfBudget';
import type { DocumentText, ForensicsContext, ForensicsEngine, ForensicsResult, SourceFile } from '../types';
import { signalsOf, summaryOf, toChecks, topEvidenceOf, type CheckOutcomes } from './checks';
import { identifyDocument } from './identity';
import { analyzeImage } from './imageChecks';
import { analyzePdf, DEFAULT_PDF_LIMITS, type PdfLimits } from './pdfChecks';
import { riskScoreOf, verdictFromSignals } from './signals';
import { versionsOutcome } from './versions';
import { consistencyOutcome } from './consistency';

export interface ForensicsEngineOptions {
  limits?: Partial<PdfLimits>;
  /** The current time (dates in the future are flagged); injectable for tests. */
  now?: () => Date;
  /** The PDF inflation budget checked before any PDF parser sees the file (DEFAULT_PDF_INFLATION_BUDGET). */
  inflationBudget?: PdfInflationBudget;
}

export function createForensicsEngine(options: ForensicsEngineOptions = {}): ForensicsEngine {
  const limits: PdfLimits = { ...DEFAULT_PDF_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());
  return {
    async analyze(file: SourceFile, text: DocumentText, context: ForensicsContext = {}): Promise<ForensicsResult> {
      let bytes: Buffer;
      try {
        bytes = await readFile(file.path);
      } catch (err) {
        return unreadableResult(`the file could not be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, text);
      }
      // A decompression bomb fails the stage with a readable error (PdfBudgetError), before
      // pdfjs or the raw parser inflate anything.
      if (file.kind === 'pdf') await checkPdfInflation(bytes, options.inflationBudget ?? DEFAULT_PDF_INFLATION_BUDGET);
      try {
        return await analyzeBytes(bytes, file, text, limits, now(), context);
      } catch (err) {
        // A file that breaks a parser is reported as not analysable rather than failing the stage.
        return unreadableResult(`the analysis stopped on an unexpected error (${(err as Error).message})`, text);
      }
    },
  };
}

export async function analyzeBytes(bytes: Buffer, file: Pick<SourceFile, 'kind' | 'fileName'>, text: DocumentText, limits: PdfLimits = DEFAULT_PDF_LIMITS, now = new Date(), context: ForensicsContext = {}): Promise<ForensicsResult> {
  let outcomes: CheckOutcomes;
  let unreadable: string | null;
  let fallbackText: DocumentText | null = null;
  switch (file.kind) {
    case 'pdf': {
      const r = await analyzePdf(bytes, limits, now);
      outcomes = r.outcomes;
      unreadable = r.unreadable;
      fallbackText = r.drawnText;
      break;
    }
    case 'png':
    case 'jpeg':
    case 'webp': {
      const r = await analyzeImage(bytes, file.kind, now);
      outcomes = r.outcomes;
      unreadable = r.unreadable;
      break;
    }
    default:
      return unreadableResult(`a ${String(file.kind).toUpperCase()} file is not a document that can be analysed`, text);
  }
  const hasText = text.pages.some((p) => p.items.length > 0);
  // 12: the other versions of this document in the case (./versions).
  if (!unreadable) outcomes[12] = versionsOutcome(hasText || !fallbackText ? text : fallbackText, context.otherDocuments);
  // 14: the stated totals, averages and dates against the rows (./consistency).
  if (!unreadable) outcomes[14] = consistencyOutcome(hasText || !fallbackText ? text : fallbackText);
  const identity = identifyDocument(hasText || !fallbackText ? text : fallbackText);
  const checks = toChecks(outcomes, unreadable ? `Not analysed: ${unreadable}.` : 'Does not apply to this file.');
  // docs/forensics.md, "The verdict rule": the verdict comes from the signals of all checks.
  const signals = signalsOf(outcomes);
  const verdict = verdictFromSignals(signals, unreadable !== null);
  const riskScore = riskScoreOf(signals, verdict);
  const topEvidence = topEvidenceOf(signals);
  return { verdict, riskScore, summary: summaryOf(verdict, riskScore, signals, checks, unreadable ?? undefined), topEvidence, checks, signals, ...identity };
}

function unreadableResult(reason: string, text: DocumentText): ForensicsResult {
  const checks = toChecks({}, `Not analysed: ${reason}.`);
  const identity = identifyDocument(text);
  return { verdict: 'inconclusive', riskScore: riskScoreOf([], 'inconclusive'), summary: summaryOf('inconclusive', riskScoreOf([], 'inconclusive'), [], checks, reason), topEvidence: [], checks, signals: [], ...identity };
}
