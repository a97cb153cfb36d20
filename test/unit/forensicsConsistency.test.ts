/**
 * Check 14 (src/processing/forensics/consistency.ts) on documents built here with pdfkit and read
 * by the real text engine and the extraction engine: a transcript whose rows make its stated total
 * of credits and its GPA, and a marksheet whose marks make its total and percentage, are clean;
 * the same documents with one row raised, a course added, the average typed over, or a date of
 * birth after the issue raise a medium signal carrying both values and the boxes of the rows and
 * of the stated value. Genuine differences (a failed then repeated course, transfer credits in the
 * total, a term total, a 5-point scale) raise nothing.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { consistencySignals } from '../../src/processing/forensics/consistency';
import { analyzeBytes } from '../../src/processing/forensics/engine';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';
import { createTextEngine } from '../../src/processing/text';
import type { DocumentText } from '../../src/processing/types';

const A4 = { width: 595.28, height: 841.89 };
const ROW_Y = (i: number) => 200 + i * 16;

interface Transcript {
  rows: Array<[string, string, number, string]>;
  total: string;
  gpa: string;
  scaleNote?: string;
  birth?: string;
  issued?: string;
  totalLabel?: string;
}

const BASE_ROWS: Transcript['rows'] = [
  ['GEO 101', 'Physical Geography', 3, 'A'],
  ['GEO 115', 'Cartography', 4, 'B+'],
  ['ECO 120', 'Microeconomics', 3, 'B'],
  ['STA 130', 'Statistics for Geoscience', 3, 'A-'],
  ['HIS 140', 'Economic History', 3, 'C+'],
  ['GEO 210', 'Hydrology', 4, 'A'],
];
// Credits 20; grade points (A 4, B+ 3.3, B 3, A- 3.7, C+ 2.3, A 4): (12 + 13.2 + 9 + 11.1 + 6.9 + 16) / 20 = 3.41.

function transcriptPdf(t: Transcript): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Registry 2', Creator: 'Registry 2' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(15).text('Westbrook State University', 50, 50, { lineBreak: false });
    doc.font('Helvetica').fontSize(12).text('Official Academic Transcript', 50, 72, { lineBreak: false });
    doc.fontSize(10);
    doc.text('Student Name: Ilse Marangoni', 50, 110, { lineBreak: false });
    doc.text(`Date of Birth: ${t.birth ?? '03 April 2001'}`, 50, 125, { lineBreak: false });
    doc.text('Programme: Bachelor of Science in Geography', 50, 140, { lineBreak: false });
    doc.font('Helvetica-Bold');
    doc.text('Code', 50, 180, { lineBreak: false }).text('Course Title', 130, 180, { lineBreak: false }).text('Credits', 380, 180, { lineBreak: false }).text('Grade', 460, 180, { lineBreak: false });
    doc.font('Helvetica');
    t.rows.forEach(([code, title, credits, grade], i) => {
      doc.text(code, 50, ROW_Y(i), { lineBreak: false }).text(title, 130, ROW_Y(i), { lineBreak: false }).text(credits.toFixed(1), 380, ROW_Y(i), { lineBreak: false }).text(grade, 460, ROW_Y(i), { lineBreak: false });
    });
    const y = ROW_Y(t.rows.length) + 20;
    doc.text(`${t.totalLabel ?? 'Total Credits Earned'}: ${t.total}`, 50, y, { lineBreak: false });
    doc.text(`Cumulative GPA: ${t.gpa}`, 50, y + 16, { lineBreak: false });
    if (t.scaleNote) doc.text(t.scaleNote, 50, y + 32, { lineBreak: false });
    doc.text(`Date of Issue: ${t.issued ?? '20 June 2024'}`, 50, y + 60, { lineBreak: false });
    doc.end();
  });
}

function marksheetPdf(marks: number[], total: string, percent: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Board Results 1' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text('Board of Secondary Examinations', 50, 50, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('Statement of Marks, Secondary School Examination 2022', 50, 72, { lineBreak: false });
    doc.fontSize(10).text('Name of Candidate: Ravindran Joseph Kuttappan', 50, 110, { lineBreak: false });
    doc.text('Roll No: 4471026', 50, 125, { lineBreak: false });
    doc.font('Helvetica-Bold').text('Subject', 50, 170, { lineBreak: false }).text('Max Marks', 300, 170, { lineBreak: false }).text('Marks Obtained', 400, 170, { lineBreak: false });
    doc.font('Helvetica');
    ['English', 'Mathematics', 'Science', 'Social Science', 'Malayalam'].forEach((s, i) => {
      doc.text(s, 50, 190 + i * 16, { lineBreak: false }).text('100', 300, 190 + i * 16, { lineBreak: false }).text(String(marks[i]), 400, 190 + i * 16, { lineBreak: false });
    });
    doc.text(`Total Marks: ${total}`, 50, 290, { lineBreak: false });
    doc.text(`Percentage: ${percent}%`, 50, 306, { lineBreak: false });
    doc.end();
  });
}

/**
 * A course table with credits and marks out of 20 whose foot is a bare "Total" under the credit
 * column (the lexicon gives "total" to marks): the credits' total, which the marks never make
 * (22 by default, the rows' credits).
 */
function creditFootPdf(total = '22'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Scolarite 3' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text('Institut Universitaire de Technologie de Valbonne', 50, 50, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('Relevé de notes, année universitaire 2023-2024', 50, 72, { lineBreak: false });
    doc.fontSize(10).text('Nom : Mireille Castagnet', 50, 110, { lineBreak: false });
    doc.font('Helvetica-Bold').text('Code', 50, 170, { lineBreak: false }).text('Unité d’enseignement', 120, 170, { lineBreak: false }).text('ECTS', 380, 170, { lineBreak: false }).text('Note /20', 450, 170, { lineBreak: false });
    doc.font('Helvetica');
    const rows: Array<[string, string, number, string]> = [
      ['INF-101', 'Programmation', 6, '14,5'],
      ['MAT-102', 'Analyse', 5, '12'],
      ['PHY-103', 'Physique générale', 4, '15,5'],
      ['ANG-104', 'Anglais', 3, '16'],
      ['ECO-105', 'Économie générale', 4, '11'],
    ];
    rows.forEach(([code, name, ects, mark], i) => {
      doc.text(code, 50, 190 + i * 16, { lineBreak: false }).text(name, 120, 190 + i * 16, { lineBreak: false }).text(String(ects), 380, 190 + i * 16, { lineBreak: false }).text(mark, 450, 190 + i * 16, { lineBreak: false });
    });
    doc.text('Total', 120, 280, { lineBreak: false }).text(total, 380, 280, { lineBreak: false });
    doc.end();
  });
}

/** The text as an OCR reading of the same page: every word at `confidence` unless `override` says otherwise. */
function asOcr(text: DocumentText, confidence: number, override: (text: string, y: number) => number | undefined = () => undefined): DocumentText {
  return {
    pages: text.pages.map((p) => ({
      ...p,
      source: 'ocr' as const,
      items: p.items.map((i) => ({ ...i, fontName: null, confidence: override(i.text, i.y) ?? confidence })),
    })),
  };
}

describe('forensics check 14: stated totals and dates against the rows', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'consistency-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  let n = 0;
  async function textOf(pdf: Buffer): Promise<DocumentText> {
    const file = path.join(dir, `doc-${n++}.pdf`);
    writeFileSync(file, pdf);
    return createTextEngine().extract({ path: file, kind: 'pdf', fileName: path.basename(file) });
  }
  const show = (s: ForensicsSignal[]) => JSON.stringify(s.map((x) => [x.code, x.message]));
  /** Whether a box (page fractions) holds the point (x, y) in points. */
  const holds = (b: { x: number; y: number; width: number; height: number }, x: number, y: number) =>
    b.x * A4.width <= x && x <= (b.x + b.width) * A4.width && b.y * A4.height <= y && y <= (b.y + b.height) * A4.height;

  it('is quiet on a transcript whose rows make its total and GPA, and on a marksheet whose marks make its total and percentage', async () => {
    expect(show(consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '20.0', gpa: '3.41' }))))).to.equal('[]');
    expect(show(consistencySignals(await textOf(await marksheetPdf([78, 91, 84, 69, 88], '410', '82.00'))))).to.equal('[]');
  });

  it('is quiet on genuine differences: transfer credits in the total, a failed course repeated, a term total, a 5-point scale', async () => {
    expect(show(consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '32.0', gpa: '3.41' }))))).to.equal('[]');
    const repeated: Transcript['rows'] = [...BASE_ROWS.slice(0, 5), ['HIS 140', 'Economic History', 3, 'F'], ['HIS 140', 'Economic History', 3, 'B'], BASE_ROWS[5]];
    expect(show(consistencySignals(await textOf(await transcriptPdf({ rows: repeated, total: '20.0', gpa: '3.38' }))))).to.equal('[]');
    expect(show(consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '7.0', gpa: '3.41', totalLabel: 'Semester Credits Earned' }))))).to.equal('[]');
    expect(show(consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '20.0', gpa: '4.41', scaleNote: 'Grade points on a 5-point scale (A = 5).' }))))).to.equal('[]');
  });

  it('finds a row whose credits were raised: the rows exceed the stated total', async () => {
    const rows = BASE_ROWS.map((r, i): Transcript['rows'][number] => (i === 2 ? [r[0], r[1], 5, r[3]] : r));
    const s = consistencySignals(await textOf(await transcriptPdf({ rows, total: '20.0', gpa: '3.41' })));
    const credits = s.find((x) => x.code === 'total-credits-mismatch');
    expect(credits, show(s)).to.not.equal(undefined);
    expect(credits!).to.include({ checkNumber: 14, severity: 'medium', source: 'content' });
    expect(credits!.evidence.values.map((v) => v.value)).to.deep.equal(['20', '22']);
    // Located on the stated total; the rows' boxes are in the compared value.
    expect(holds(credits!.evidence.boxes[0], 160, ROW_Y(6) + 25), JSON.stringify(credits!.evidence.boxes)).to.equal(true);
    expect(credits!.evidence.values[1].boxes!.some((b) => holds(b, 385, ROW_Y(2) + 5))).to.equal(true);
  });

  it('does not read a bare "Total" under the credit column as a total of marks', async () => {
    const text = await textOf(await creditFootPdf());
    expect(show(consistencySignals(text))).to.equal('[]');
    expect(show(consistencySignals(asOcr(text, 96)))).to.equal('[]');
    // Standing in the credit column, it is the credits' total even when it counts earlier credits too.
    expect(show(consistencySignals(await textOf(await creditFootPdf('30'))))).to.equal('[]');
  });

  it('on an OCR page, relies only on figures read with confidence', async () => {
    const rows = BASE_ROWS.map((r, i): Transcript['rows'][number] => (i === 2 ? [r[0], r[1], 5, r[3]] : r));
    const text = await textOf(await transcriptPdf({ rows, total: '20.0', gpa: '3.41' }));
    // Read confidently, the raised row contradicts the total as on the text layer.
    expect(show(consistencySignals(asOcr(text, 96)))).to.match(/total-credits-mismatch/);
    // The same figure read unsure (a misread the OCR doubts) is no contradiction.
    const unsure = asOcr(text, 96, (t, y) => (t === '5.0' && Math.abs(y - ROW_Y(2)) < 8 ? 62 : undefined));
    expect(show(consistencySignals(unsure))).to.equal('[]');
    // Nor is a stated total the OCR doubts.
    const unsureTotal = asOcr(text, 96, (t) => (/ 20\.0$/.test(t) ? 70 : undefined));
    expect(show(consistencySignals(unsureTotal))).to.not.match(/total-credits-mismatch/);
    // A confident word with a look-alike letter in it ("S.0") gives its row no credit: the extraction reads only
    // cells whose characters are the figure, so the characters agree wherever a contradiction can be drawn.
    const lookAlike: DocumentText = { pages: asOcr(text, 96).pages.map((p) => ({ ...p, items: p.items.map((i) => (i.text === '5.0' && Math.abs(i.y - ROW_Y(2)) < 8 ? { ...i, text: 'S.0' } : i)) })) };
    expect(show(consistencySignals(lookAlike))).to.equal('[]');
  });

  it('on an OCR page, relies on a date only when read with confidence', async () => {
    const text = await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '20.0', gpa: '3.41', birth: '03 April 2025' }));
    expect(show(consistencySignals(asOcr(text, 95)))).to.match(/date-order/);
    expect(show(consistencySignals(asOcr(text, 95, (t) => (t.includes('2025') ? 55 : undefined))))).to.equal('[]');
  });

  it('finds a GPA typed over: outside what the listed grades give on the 4-point scale', async () => {
    const s = consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '20.0', gpa: '3.86' })));
    expect(show(s)).to.match(/gpa-mismatch/);
    const g = s.find((x) => x.code === 'gpa-mismatch')!;
    expect(g.evidence.values[0].value).to.equal('3.86');
    expect(g.evidence.values[1].value).to.match(/^3\.4\d/);
    expect(holds(g.evidence.boxes[0], 140, ROW_Y(6) + 20 + 21)).to.equal(true);
  });

  it('finds a changed mark in a marksheet: the subjects no longer make the total and the percentage', async () => {
    const s = consistencySignals(await textOf(await marksheetPdf([78, 97, 84, 69, 88], '410', '82.00')));
    expect(s.map((x) => x.code).sort(), show(s)).to.deep.equal(['percentage-mismatch', 'total-marks-mismatch']);
    expect(s.find((x) => x.code === 'total-marks-mismatch')!.evidence.values.map((v) => v.value)).to.deep.equal(['410', '416']);
  });

  it('finds a date of birth after the date of issue', async () => {
    const s = consistencySignals(await textOf(await transcriptPdf({ rows: BASE_ROWS, total: '20.0', gpa: '3.41', birth: '03 April 2025' })));
    const d = s.find((x) => x.code === 'date-order');
    expect(d, show(s)).to.not.equal(undefined);
    expect(d!.evidence.values.map((v) => v.value)).to.deep.equal(['2025-04-03', '2024-06-20']);
    expect(d!.evidence.boxes.length).to.equal(2);
  });

  it('makes the document suspicious through the engine (check 14), never tampered', async () => {
    const rows = BASE_ROWS.map((r, i): Transcript['rows'][number] => (i === 2 ? [r[0], r[1], 5, r[3]] : r));
    const pdf = await transcriptPdf({ rows, total: '20.0', gpa: '3.41' });
    const r = await analyzeBytes(pdf, { kind: 'pdf', fileName: 't.pdf' }, await textOf(pdf));
    expect(r.checks.find((c) => c.checkNumber === 14)).to.include({ status: 'warning', title: 'Stated totals and dates against the rows' });
    expect(r.verdict).to.equal('suspicious');
  });
});
