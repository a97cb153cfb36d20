/**
 * Renderings of a forensics result: the PDF report behind `reportUrl` and the self-contained
 * HTML viewer behind `viewerUrl` (checks next to the original document).
 */
import PDFDocument from 'pdfkit';
import type { FileKind } from '../../domain/fileTypes';
import type { CheckStatus, ForensicsResult, ForensicsVerdict, SourceFile } from '../types';
import { CHECK_TITLES, strongestFirst } from './checks';
import { boxesOf, pageImagesOf, pagesToShow, type PageImage } from './pageImages';
import type { ForensicsSignal, SignalSeverity } from './signals';

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
  /** The analysed file, whose pages are shown with the evidence boxes drawn on them. */
  file?: Pick<SourceFile, 'path' | 'kind'> | null;
}

export const SEVERITY_COLOR: Record<SignalSeverity, string> = { high: '#c62828', medium: '#ef6c00', low: '#1565c0' };
const SEVERITY_LABEL: Record<SignalSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
/** Rows of the signals table; the rest (the weakest, as the table is sorted) are counted. */
const MAX_SIGNAL_ROWS = 40;

/** The signals in the order the report and the viewer number them: strongest first. */
export function numberedSignals(result: Pick<ForensicsResult, 'signals'>): Array<{ n: number; signal: ForensicsSignal }> {
  return strongestFirst(result.signals ?? []).map((signal, i) => ({ n: i + 1, signal }));
}

/** The numbered signals in the order their boxes are drawn: weakest first, so that where boxes overlap the strongest signal's frame is on top. */
export function inDrawingOrder<T extends { n: number }>(numbered: T[]): T[] {
  return [...numbered].reverse();
}

/** "label: value; label: value" for the values a signal compares. */
export function valuesText(s: ForensicsSignal): string {
  return s.evidence.values.map((v) => `${v.label}: ${v.value}${v.fileName ? ` (${v.fileName})` : ''}`).join('; ');
}

/** The page images the evidence is drawn on (none when there is no file or it cannot be rendered). */
export async function evidencePages(result: Pick<ForensicsResult, 'signals'>, file: Pick<SourceFile, 'path' | 'kind'> | null | undefined): Promise<PageImage[]> {
  if (!file) return [];
  // evidence: pageImagesOf leaves out what does not render; what still fails (a temp dir) gives no pages: the viewer shows its
  // text preview and the PDF report no evidence page, while the checks and signals above are unaffected.
  return pageImagesOf(file, pagesToShow(result.signals ?? [], file.kind === 'pdf' ? null : 1)).catch(() => []);
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
  // The risk score beside the verdict (docs/forensics.md, "The risk score").
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(`Risk score: ${Math.round(result.riskScore)}/100`, left + badgeW + 16, badgeY + 7, { lineBreak: false });
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

  // Signals
  const numbered = numberedSignals(result);
  if (numbered.length) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    heading(doc, 'Signals', left, w);
    const cols = [
      { title: '#', width: 20 },
      { title: 'Severity', width: 52 },
      { title: 'Check', width: 118 },
      { title: 'Finding', width: (w - 190) * 0.62 },
      { title: 'Values compared', width: (w - 190) * 0.38 },
    ];
    const row = (cells: string[], bold: boolean, colour?: string) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i].width - 6 }))) + 6;
      if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      let x = left;
      cells.forEach((c, i) => {
        doc.fillColor(i === 1 && colour ? colour : '#000000').font(bold || (i === 1 && colour) ? 'Helvetica-Bold' : 'Helvetica').text(c, x + 3, y + 3, { width: cols[i].width - 6 });
        x += cols[i].width;
      });
      doc.moveTo(left, y + h).lineTo(left + w, y + h).lineWidth(0.3).strokeColor('#cccccc').stroke();
      doc.x = left;
      doc.y = y + h;
    };
    row(cols.map((c) => c.title), true);
    for (const { n, signal: sg } of numbered.slice(0, MAX_SIGNAL_ROWS)) {
      const title = CHECK_TITLES[sg.checkNumber as keyof typeof CHECK_TITLES] ?? '';
      row([String(n), SEVERITY_LABEL[sg.severity], t(`${sg.checkNumber}. ${title}`), t(sg.message), t(valuesText(sg))], false, SEVERITY_COLOR[sg.severity]);
    }
    if (numbered.length > MAX_SIGNAL_ROWS) {
      doc.font('Helvetica').fontSize(8.5).fillColor('#444444').text(`... and ${numbered.length - MAX_SIGNAL_ROWS} weaker signals (their boxes are drawn on the pages below).`, left, doc.y + 3, { width: w });
    }
    doc.fillColor('#000000');
    doc.moveDown(0.8);
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

  // The pages, with every located signal's box drawn on them.
  const pages = await evidencePages(result, meta.file);
  for (const img of pages) {
    doc.addPage();
    heading(doc, `Evidence on page ${img.page}`, left, w);
    doc.font('Helvetica').fontSize(8.5).fillColor('#444444').text('Each box is numbered as in the signals table: red high, orange medium, blue low severity.', left, doc.y, { width: w });
    doc.moveDown(0.4);
    const maxH = doc.page.height - doc.page.margins.bottom - doc.y - 10;
    const scale = Math.min(w / img.width, maxH / img.height);
    const iw = img.width * scale, ih = img.height * scale;
    const x0 = left, y0 = doc.y;
    doc.image(img.data, x0, y0, { width: iw, height: ih });
    doc.rect(x0, y0, iw, ih).lineWidth(0.5).strokeColor('#999999').stroke();
    for (const { n, signal: sg } of inDrawingOrder(numbered)) {
      for (const b of boxesOf(sg).filter((bx) => bx.page === img.page)) {
        const colour = SEVERITY_COLOR[sg.severity];
        doc.rect(x0 + b.x * iw, y0 + b.y * ih, Math.max(1, b.width * iw), Math.max(1, b.height * ih)).lineWidth(1.5).strokeColor(colour).stroke();
        const tag = String(n);
        doc.font('Helvetica-Bold').fontSize(7);
        const tw = doc.widthOfString(tag) + 4;
        // The number sits left of the box (above it when the box touches the left edge), off the text it frames.
        const besideBox = b.x * iw >= tw + 1;
        const tx = besideBox ? x0 + b.x * iw - tw - 1 : x0 + b.x * iw;
        const ty = besideBox ? y0 + b.y * ih : Math.max(y0, y0 + b.y * ih - 9);
        doc.rect(tx, ty, tw, 9).fill(colour);
        doc.fillColor('#ffffff').text(tag, tx + 2, ty + 1.5, { lineBreak: false });
      }
    }
    doc.fillColor('#000000');
    doc.x = left;
    doc.y = y0 + ih + 6;
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
