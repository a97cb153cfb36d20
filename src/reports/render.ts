/**
 * Rendering: the renderers of this folder stream; `renderReport` collects one issue into memory
 * (reports are small) with its SHA-256.
 */
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { combinedReportPdf } from './combinedPdf';
import { evaluationReportPdf } from './evaluationPdf';
import { combinedReportXlsx, evaluationReportXlsx } from './xlsx';
import { CONTENT_TYPES, type CombinedReportInput, type EvaluationReportInput, type ReportFormat } from './types';

export type ReportRequest =
  | { kind: 'evaluation'; format: ReportFormat; input: EvaluationReportInput }
  | { kind: 'combined'; format: ReportFormat; input: CombinedReportInput };

export interface RenderedReport {
  bytes: Buffer;
  sha256: string;
  contentType: string;
}

/** The report as a stream; an error while rendering destroys the stream with it. */
export function reportStream(req: ReportRequest): Readable {
  if (req.format === 'pdf') return req.kind === 'evaluation' ? evaluationReportPdf(req.input) : combinedReportPdf(req.input);
  const out = new PassThrough();
  const write = req.kind === 'evaluation' ? evaluationReportXlsx(req.input, out) : combinedReportXlsx(req.input, out);
  write.then(
    () => {
      if (!out.writableEnded) out.end();
    },
    (err: unknown) => out.destroy(err as Error),
  );
  return out;
}

/** Renders one issue of a report into memory (reports are small) with its SHA-256. */
export async function renderReport(req: ReportRequest): Promise<RenderedReport> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for await (const chunk of reportStream(req)) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(b);
    chunks.push(b);
  }
  return { bytes: Buffer.concat(chunks), sha256: hash.digest('hex'), contentType: CONTENT_TYPES[req.format] };
}
