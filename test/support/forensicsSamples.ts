import { findRunOutliers, type RunOutlier } from '../../src/processing/forensics/fontRuns';
import { closePdf, openPdf, walkPage } from '../../src/processing/forensics/pdf/pdfjs';
import { renderPdf } from './pdfkit';

/**
 * A generated one-page transcript (invented institution, student and grades) for the forensics
 * renderings. With `whiteBoxOver`, the grade of the second course is covered by a white box and
 * that value is written on it in another font: the classic white-box edit.
 */
export const SAMPLE_GRADE = { x: 430, y: 268, box: { x: 428, y: 266, width: 24, height: 14 } } as const;
/** A4 in points (pdfkit). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export function sampleTranscriptPdf(opts: { whiteBoxOver?: string } = {}): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 50, info: { Producer: 'Registrar System 5.1', Creator: 'Registrar System 5.1', CreationDate: new Date('2023-06-12T10:00:00Z') } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('University of Nowhere Springs', 50, 50, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(14).text('Official Academic Transcript', 50, 110, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('Student Name:', 50, 150, { lineBreak: false }).text('Avery Quill', 160, 150, { lineBreak: false });
    const rows: Array<[string, string, string, string]> = [
      ['MATH101', 'Calculus I', '4.0', 'A'],
      ['PHYS110', 'Mechanics', '3.0', 'C'],
      ['CHEM100', 'General Chemistry', '3.0', 'B+'],
    ];
    doc.font('Helvetica-Bold').text('Code', 50, 225, { lineBreak: false }).text('Course', 130, 225, { lineBreak: false }).text('Grade', SAMPLE_GRADE.x, 225, { lineBreak: false });
    doc.font('Helvetica');
    rows.forEach(([code, name, credits, grade], i) => {
      const y = 250 + i * 18;
      doc.text(code, 50, y, { lineBreak: false }).text(name, 130, y, { lineBreak: false }).text(credits, 350, y, { lineBreak: false }).text(grade, SAMPLE_GRADE.x, y, { lineBreak: false });
    });
    if (opts.whiteBoxOver) {
      const b = SAMPLE_GRADE.box;
      doc.rect(b.x, b.y, b.width, b.height).fill('#ffffff');
      doc.fillColor('#000000').font('Courier').fontSize(10).text(opts.whiteBoxOver, SAMPLE_GRADE.x, SAMPLE_GRADE.y, { lineBreak: false });
    }
  });
}

/** Check 7's run outliers (src/processing/forensics/fontRuns.ts) of the first page of `pdf`. */
export async function firstPageRunOutliers(pdf: Buffer): Promise<RunOutlier[]> {
  const doc = await openPdf(pdf);
  try {
    return findRunOutliers([await walkPage(doc, 1)]);
  } finally {
    await closePdf(doc);
  }
}
