/**
 * The pieces both PDF reports are made of (pdfkit, standard fonts): a header with the report ID,
 * issue time and QR code, headed sections, label/value rows, a table that continues across pages,
 * and a footer on every page with the verification link.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ReportStamp } from './types';
import { formatIssuedAt, toWinAnsi as t } from './text';

const MARGIN = 50;
const FOOTER_SPACE = 40;
const QR_SIZE = 92;
const LABEL_WIDTH = 150;

export type Pdf = PDFKit.PDFDocument;

export function newReportPdf(title: string, stamp: ReportStamp): Pdf {
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    // Buffered so the footer ("page i of n") can be written once the page count is known.
    bufferPages: true,
    info: { Title: t(title), Author: 'Credential evaluation service', Subject: `Report ${stamp.reportId}`, CreationDate: stamp.issuedAt },
  });
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/**
 * Title, the facts beside it and the QR code (top right) that encodes the verification link
 * (decision "Processes and configuration" `/verify/{reportId}/{token}`); the link is printed too, for readers without a scanner.
 */
export function header(doc: Pdf, title: string, facts: Array<[string, string]>, stamp: ReportStamp): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const textWidth = contentWidth(doc) - QR_SIZE - 16;
  drawQr(doc, stamp.verifyUrl, left + contentWidth(doc) - QR_SIZE, top, QR_SIZE);

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(t(title), left, top, { width: textWidth });
  doc.moveDown(0.4);
  const rows: Array<[string, string]> = [...facts, ['Report ID', stamp.reportId], ['Issued', formatIssuedAt(stamp.issuedAt)]];
  doc.fontSize(9.5);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fillColor('#333333').text(t(`${label}:`), left, y, { width: 95 });
    const afterLabel = doc.y;
    doc.font('Helvetica').fillColor('#000000').text(t(value), left + 100, y, { width: textWidth - 100 });
    doc.y = Math.max(afterLabel, doc.y);
  }
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  doc.text(t(`Verify this report: ${stamp.verifyUrl}`), left, Math.max(doc.y + 4, top + QR_SIZE + 6), { width: contentWidth(doc), link: stamp.verifyUrl });
  doc.fillColor('#000000');
  doc.x = left;
  doc.moveDown(1);
}

/** The QR code drawn as vector squares: sharp at any zoom and no image to decode. */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
  doc.restore();
  doc.link(x, y, size, size, text);
}

function roomLeft(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom - doc.y;
}

export function ensureRoom(doc: Pdf, height: number): void {
  if (roomLeft(doc) < height) doc.addPage();
}

export function section(doc: Pdf, title: string): void {
  ensureRoom(doc, 60);
  const left = doc.page.margins.left;
  const w = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor('#000000').text(t(title), left, doc.y, { width: w });
  const y = doc.y + 2;
  doc.moveTo(left, y).lineTo(left + w, y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y = y + 6;
}

/** Label/value rows; a value may run over several lines. */
export function fields(doc: Pdf, rows: Array<[string, string]>): void {
  const left = doc.page.margins.left;
  const w = contentWidth(doc);
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const height = Math.max(doc.font('Helvetica').heightOfString(t(value), { width: w - LABEL_WIDTH }), 12);
    ensureRoom(doc, height + 4);
    const y = doc.y;
    doc.font('Helvetica-Bold').fillColor('#333333').text(t(`${label}:`), left, y, { width: LABEL_WIDTH - 10 });
    const afterLabel = doc.y;
    doc.font('Helvetica').fillColor('#000000').text(t(value), left + LABEL_WIDTH, y, { width: w - LABEL_WIDTH });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
  doc.x = left;
  doc.moveDown(0.6);
}

export function paragraph(doc: Pdf, text: string, opts: { size?: number; color?: string; bold?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const w = contentWidth(doc);
  doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 10).fillColor(opts.color ?? '#000000');
  ensureRoom(doc, Math.min(doc.heightOfString(t(text), { width: w }), 120));
  doc.text(t(text), left, doc.y, { width: w });
  doc.fillColor('#000000');
  doc.moveDown(0.4);
}

export interface Column {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A row of a table, or a group heading (a term) that spans it. */
export type TableRow = string[] | { group: string };

/**
 * A table with a header row repeated on every page it runs over. A group heading never ends a
 * page: it moves to the next one with the first row under it.
 */
export function table(doc: Pdf, columns: Column[], rows: TableRow[]): void {
  const left = doc.page.margins.left;
  const w = contentWidth(doc);
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * w);
  const pad = 3;

  const drawRow = (cells: string[], bold: boolean, shade: string | null): void => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(t(cell), { width: widths[i] - 2 * pad }))) + 2 * pad;
    const y = doc.y;
    if (shade) doc.rect(left, y, w, height).fill(shade);
    let x = left;
    doc.fillColor('#000000');
    cells.forEach((cell, i) => {
      doc.text(t(cell), x + pad, y + pad, { width: widths[i] - 2 * pad, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.moveTo(left, y + height).lineTo(left + w, y + height).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const headerRow = () => drawRow(columns.map((c) => c.title), true, '#e8e8e8');

  const rowHeight = (cells: string[]): number => {
    doc.font('Helvetica').fontSize(9);
    return Math.max(...cells.map((cell, j) => doc.heightOfString(t(cell), { width: widths[j] - 2 * pad }))) + 2 * pad;
  };
  const groupHeight = (title: string): number => {
    doc.font('Helvetica-Bold').fontSize(9.5);
    return doc.heightOfString(t(title), { width: w - 2 * pad }) + 2 * pad + 2;
  };
  const drawGroup = (title: string): void => {
    const height = groupHeight(title);
    const y = doc.y;
    doc.rect(left, y, w, height).fill('#dde6f0');
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9.5).text(t(title), left + pad, y + pad + 1, { width: w - 2 * pad });
    doc.x = left;
    doc.y = y + height;
  };

  ensureRoom(doc, 50);
  headerRow();
  let shadeIndex = 0;
  rows.forEach((row, i) => {
    if (!Array.isArray(row)) {
      const next = rows[i + 1];
      const needed = groupHeight(row.group) + (Array.isArray(next) ? rowHeight(next) : 0);
      if (roomLeft(doc) < needed) {
        doc.addPage();
        headerRow();
      }
      drawGroup(row.group);
      shadeIndex = 0;
      return;
    }
    const height = rowHeight(row);
    if (roomLeft(doc) < height) {
      doc.addPage();
      headerRow();
    }
    drawRow(row, false, shadeIndex % 2 === 1 ? '#f7f7f7' : null);
    shadeIndex += 1;
  });
  doc.moveDown(0.8);
}

/** Footer on every page: report ID, page count and the verification link. */
export function footers(doc: Pdf, label: string, stamp: ReportStamp): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    doc.font('Helvetica').fontSize(7.5).fillColor('#666666');
    doc.text(t(`${label} - report ${stamp.reportId} - page ${i + 1} of ${range.count}`), left, doc.page.height - MARGIN - 14, {
      width: contentWidth(doc),
      align: 'center',
      lineBreak: false,
    });
    doc.text(t(`Verify at ${stamp.verifyUrl}`), left, doc.page.height - MARGIN - 4, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
