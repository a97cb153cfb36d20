/**
 * Renderings of a forensics result: the PDF report behind `reportUrl` and the self-contained
 * HTML viewer behind `viewerUrl` (checks next to the original document).
 */
import PDFDocument from 'pdfkit';
import type { FileKind } from '../../domain/fileTypes';
import type { CheckStatus, ForensicsResult, ForensicsVerdict } from '../types';

export interface ForensicsReportMeta {
  /** The analysed file's display name. */
  fileName: string;
  fileKind?: FileKind | null;
  caseNumber?: number | null;
  externalId?: string | null;
  /** When the analysis / report was made (default: now). */
  generatedAt?: Date;
  /** An identifier printed on the report for verification, when there is one. */
  reportId?: string | null;
}

const VERDICT_LABEL: Record<ForensicsVerdict, string> = {
  clean: 'Clean',
  suspicious: 'Suspicious',
  tampered: 'Tampered',
  inconclusive: 'Inconclusive',
};

const VERDICT_COLOR: Record<ForensicsVerdict, string> = {
  clean: '#1e7d32',
  suspicious: '#b26a00',
  tampered: '#b71c1c',
  inconclusive: '#546e7a',
};

const STATUS_LABEL: Record<CheckStatus, string> = { passed: 'Passed', warning: 'Warning', failed: 'Failed', skipped: 'Skipped' };
const STATUS_COLOR: Record<CheckStatus, string> = { passed: '#1e7d32', warning: '#b26a00', failed: '#b71c1c', skipped: '#757575' };

const IDENTITY_ROWS: Array<[keyof ForensicsResult, string]> = [
  ['documentName', 'Document'],
  ['candidateName', 'Candidate'],
  ['registrationNumber', 'Registration number'],
  ['issuerName', 'Issuer'],
  ['issuerSubName', 'Issuing unit'],
  ['issuanceYear', 'Year of issue'],
];

// ---------------------------------------------------------------------------------------------
// PDF

/** Characters the standard PDF fonts (WinAnsi) can show; others are replaced. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function toWinAnsi(s: string): string {
  return s
    .normalize('NFC')
    .replace(/≈/g, '~')
    .replace(/→/g, '->')
    .replace(/[≤]/g, '<=')
    .replace(/[≥]/g, '>=')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, (c) => {
      if (WIN_ANSI_EXTRA.includes(c)) return c;
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(base) ? base : '?';
    });
}

export async function renderForensicsReportPdf(result: ForensicsResult, meta: ForensicsReportMeta): Promise<Buffer> {
  const generatedAt = meta.generatedAt ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: toWinAnsi(`Document forensics report: ${meta.fileName}`), Author: 'Document forensics', Subject: 'Forensics report', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const t = toWinAnsi;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text('Document forensics report', left, doc.y, { width: w });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  const facts = [
    `File: ${meta.fileName}`,
    meta.caseNumber != null ? `Case number: ${meta.caseNumber}` : null,
    meta.externalId ? `Reference: ${meta.externalId}` : null,
    `Generated: ${generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    meta.reportId ? `Report ID: ${meta.reportId}` : null,
  ].filter((x): x is string => x !== null);
  for (const f of facts) doc.text(t(f), { width: w });
  doc.moveDown(0.8);

  // Verdict badge
  const badgeY = doc.y;
  const label = `Verdict: ${VERDICT_LABEL[result.verdict]}`;
  doc.font('Helvetica-Bold').fontSize(14);
  const badgeW = doc.widthOfString(label) + 24;
  doc.roundedRect(left, badgeY, badgeW, 26, 4).fill(VERDICT_COLOR[result.verdict]);
  doc.fillColor('#ffffff').text(label, left + 12, badgeY + 7, { lineBreak: false });
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = badgeY + 36;
  doc.font('Helvetica').fontSize(11).text(t(result.summary), left, doc.y, { width: w });
  doc.moveDown(0.8);

  // Identification
  heading(doc, 'Document identification', left, w);
  doc.fontSize(10);
  for (const [key, name] of IDENTITY_ROWS) {
    const v = result[key];
    const y = doc.y;
    doc.font('Helvetica-Bold').fillColor('#333333').text(`${name}:`, left, y, { width: 140 });
    const yAfterLabel = doc.y;
    doc.font('Helvetica').fillColor(v == null ? '#888888' : '#000000').text(v == null ? 'not found' : t(String(v)), left + 150, y, { width: w - 150 });
    doc.y = Math.max(yAfterLabel, doc.y);
  }
  doc.fillColor('#000000');
  doc.moveDown(0.8);

  // Top evidence
  if (result.topEvidence.length) {
    heading(doc, 'Key findings', left, w);
    doc.font('Helvetica').fontSize(10);
    for (const e of result.topEvidence) {
      doc.text(`•  ${t(e)}`, left + 6, doc.y, { width: w - 6 });
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
  }

  // Checks
  heading(doc, 'Checks', left, w);
  for (const c of result.checks) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#000000').text(t(`${c.checkNumber}. ${c.title}`), left, y, { width: w - 80 });
    const yTitle = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(STATUS_COLOR[c.status]).text(STATUS_LABEL[c.status], left + w - 70, y, { width: 70, align: 'right' });
    doc.y = Math.max(yTitle, doc.y);
    doc.font('Helvetica').fontSize(9.5).fillColor('#333333').text(t(c.description), left, doc.y + 2, { width: w });
    doc.fillColor('#000000');
    doc.moveDown(0.7);
  }

  // Footer with page numbers
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777777').text(t(`${meta.fileName} - forensics report - page ${i + 1} of ${range.count}`), left, doc.page.height - 36, { width: w, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string, left: number, width: number): void {
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor('#000000').text(text, left, doc.y, { width });
  const y = doc.y + 2;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y = y + 6;
}
