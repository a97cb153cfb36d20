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

// ---------------------------------------------------------------------------------------------
// HTML viewer

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only http(s) URLs and relative references may be linked or embedded. */
export function safeUrl(url: string): string | null {
  const u = String(url ?? '').trim();
  if (!u || /[\u0000-\u001f\u007f]/.test(u)) return null;
  if (/^https?:\/\//i.test(u)) return u;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith('//')) return null;
  return u;
}

function kindOf(meta: ForensicsReportMeta): FileKind | null {
  if (meta.fileKind) return meta.fileKind;
  const ext = /\.([a-z0-9]+)$/i.exec(meta.fileName)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext === 'png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'webp') return 'webp';
  return null;
}

export function renderForensicsViewerHtml(result: ForensicsResult, meta: ForensicsReportMeta, documentUrl: string): string {
  const e = escapeHtml;
  const url = safeUrl(documentUrl);
  const kind = kindOf(meta);
  const generatedAt = (meta.generatedAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  let viewer: string;
  if (!url) viewer = '<p class="muted">The original document is not available.</p>';
  else if (kind === 'pdf') viewer = `<iframe src="${e(url)}" title="Original document: ${e(meta.fileName)}"></iframe>`;
  else if (kind === 'png' || kind === 'jpeg' || kind === 'webp') viewer = `<img src="${e(url)}" alt="Original document: ${e(meta.fileName)}">`;
  else viewer = '<p class="muted">This file type cannot be shown here.</p>';
  const link = url ? `<p><a href="${e(url)}" target="_blank" rel="noopener noreferrer">Open the original document</a></p>` : '';

  const identity = IDENTITY_ROWS.map(([key, name]) => {
    const v = result[key];
    return `<tr><th scope="row">${e(name)}</th><td>${v == null ? '<span class="muted">not found</span>' : e(v)}</td></tr>`;
  }).join('');
  const evidence = result.topEvidence.length ? `<h2>Key findings</h2><ul class="evidence">${result.topEvidence.map((x) => `<li>${e(x)}</li>`).join('')}</ul>` : '';
  const checks = result.checks
    .map(
      (c) =>
        `<li class="check ${e(c.status)}"><div class="check-head"><span class="num">${e(c.checkNumber)}.</span> <span class="title">${e(c.title)}</span><span class="status ${e(c.status)}">${e(STATUS_LABEL[c.status] ?? c.status)}</span></div><p>${e(c.description)}</p></li>`,
    )
    .join('');
  let frameSrc = '';
  if (url && /^https?:\/\//i.test(url)) {
    try {
      frameSrc = ` ${new URL(url).origin}`;
    } catch {
      frameSrc = '';
    }
  }

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'${e(frameSrc)}; frame-src 'self'${e(frameSrc)}; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>Forensics: ${e(meta.fileName)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d1d1d;background:#f4f5f7}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}
header h1{margin:0 0 4px;font-size:20px}
.meta{color:#555;font-size:13px}
.layout{display:flex;gap:16px;padding:16px 24px;align-items:flex-start}
.panel{background:#fff;border:1px solid #ddd;border-radius:6px;padding:16px}
.results{flex:1 1 46%;min-width:320px}
.document{flex:1 1 54%;min-width:320px;position:sticky;top:16px}
.document iframe{width:100%;height:80vh;border:1px solid #ccc;border-radius:4px;background:#fff}
.document img{max-width:100%;height:auto;border:1px solid #ccc}
.verdict{display:inline-block;padding:6px 14px;border-radius:4px;color:#fff;font-weight:700;font-size:16px}
.verdict.clean{background:${VERDICT_COLOR.clean}}.verdict.suspicious{background:${VERDICT_COLOR.suspicious}}.verdict.tampered{background:${VERDICT_COLOR.tampered}}.verdict.inconclusive{background:${VERDICT_COLOR.inconclusive}}
h2{font-size:16px;margin:18px 0 8px;border-bottom:1px solid #e3e3e3;padding-bottom:4px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:3px 8px 3px 0;vertical-align:top}
th{width:170px;color:#444;font-weight:600}
.muted{color:#888}
ul.checks{list-style:none;margin:0;padding:0}
li.check{border:1px solid #e3e3e3;border-left:4px solid #bbb;border-radius:4px;padding:8px 10px;margin:0 0 8px}
li.check.passed{border-left-color:${STATUS_COLOR.passed}}li.check.warning{border-left-color:${STATUS_COLOR.warning}}li.check.failed{border-left-color:${STATUS_COLOR.failed}}li.check.skipped{border-left-color:${STATUS_COLOR.skipped}}
.check-head{display:flex;gap:6px;align-items:baseline}
.check-head .title{font-weight:600;flex:1}
.status{font-size:12px;font-weight:700;text-transform:uppercase}
.status.passed{color:${STATUS_COLOR.passed}}.status.warning{color:${STATUS_COLOR.warning}}.status.failed{color:${STATUS_COLOR.failed}}.status.skipped{color:${STATUS_COLOR.skipped}}
li.check p{margin:4px 0 0;color:#333;white-space:pre-wrap;overflow-wrap:anywhere}
ul.evidence li{margin-bottom:4px;overflow-wrap:anywhere}
@media (max-width:900px){.layout{flex-direction:column}.document{position:static}}
</style>
</head>
<body>
<header>
<h1>Document forensics</h1>
<div class="meta">${e(meta.fileName)}${meta.caseNumber != null ? ` · Case ${e(meta.caseNumber)}` : ''}${meta.externalId ? ` · Reference ${e(meta.externalId)}` : ''} · Generated ${e(generatedAt)}${meta.reportId ? ` · Report ${e(meta.reportId)}` : ''}</div>
</header>
<main class="layout">
<section class="panel results" aria-label="Forensics results">
<span class="verdict ${e(result.verdict)}">${e(VERDICT_LABEL[result.verdict] ?? result.verdict)}</span>
<p>${e(result.summary)}</p>
<h2>Document identification</h2>
<table>${identity}</table>
${evidence}
<h2>Checks</h2>
<ul class="checks">${checks}</ul>
</section>
<section class="panel document" aria-label="Original document">
<h2>Original document</h2>
${viewer}
${link}
</section>
</main>
</body>
</html>
`;
}
