/**
 * Check 7, a whole line in a face of its own (`findLineOutliers`, fontRuns.ts) and a value in
 * another family than its column counted by family (`findFontOutliers`, fonts.ts), on PDFs built
 * here with pdfkit:
 * - a certificate set in one serif family (weights and italics of it) with a bold sans title, a
 *   logo's initials, a check-mark line in a fallback font and a Cyrillic name in another font raises
 *   nothing; the same certificate with its date line or its holder's name retyped whole in a plain
 *   face of another family raises a `font-line` signal boxed on that line;
 * - a results table whose credit column has an italic term-total row every few rows finds a credit
 *   retyped in Courier (the italic rows are the column's own family, not a reason to give up).
 */
import { expect } from 'chai';
import { analyzeBytes } from '../../src/processing/forensics/engine';
import { findFontOutliers } from '../../src/processing/forensics/fonts';
import { findLineOutliers, type LineOutlier } from '../../src/processing/forensics/fontRuns';
import { closePdf, openPdf, walkPage, type PageDrawing } from '../../src/processing/forensics/pdf/pdfjs';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';
import { renderPdf } from '../support/pdfkit';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LANDSCAPE = { width: 841.89, height: 595.28 };

type Retyped = { line: 'date' | 'name'; font: string; size: number } | null;

interface Drawn {
  y: number;
  size: number;
}

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void, layout: 'portrait' | 'landscape' = 'portrait'): Promise<Buffer> {
  return renderPdf({ size: 'A4', layout, margin: 40, info: { Producer: 'Records Office 3', Creator: 'Records Office 3' } }, draw);
}

/** A landscape certificate, every line centred; `retyped` sets one value line whole in another face. */
function certificate(retyped: Retyped, drawn: Drawn = { y: 0, size: 0 }): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.registerFont('Fallback', DEJAVU);
    const centred = (y: number, text: string, font: string, size: number) => {
      doc.font(font).fontSize(size);
      const w = doc.widthOfString(text);
      doc.text(text, (LANDSCAPE.width - w) / 2, y, { lineBreak: false });
    };
    // Design: a bold sans title (a display face used once), the seal's initials, italics and weights of the body family.
    centred(60, 'CERTIFICATE OF GRADUATION', 'Helvetica-Bold', 20);
    doc.font('Times-Bold').fontSize(14).text('NSC', 60, 62, { lineBreak: false });
    centred(100, 'Northfield College of Science', 'Times-Bold', 26);
    centred(132, 'Lakeside, Ontario', 'Times-Italic', 12);
    centred(160, 'upon the recommendation of the Faculty has conferred upon', 'Times-Italic', 13);
    const name = retyped?.line === 'name' ? retyped : null;
    centred(192, 'Marta Okonkwo-Lindqvist', name?.font ?? 'Times-BoldItalic', name?.size ?? 26);
    if (name) Object.assign(drawn, { y: 192, size: name.size });
    centred(226, 'the degree of', 'Times-Italic', 13);
    centred(250, 'Bachelor of Science', 'Times-Bold', 22);
    centred(280, 'in Biochemistry', 'Times-Roman', 15);
    centred(305, 'with all the rights, privileges and honours thereunto appertaining', 'Times-Italic', 11);
    const date = retyped?.line === 'date' ? retyped : null;
    centred(330, 'Given on the fourteenth of June, 2022', date?.font ?? 'Times-Roman', date?.size ?? 12);
    if (date) Object.assign(drawn, { y: 330, size: date.size });
    // A line in a fallback font by necessity: a check mark, and a name in another script.
    doc.font('Fallback').fontSize(9).text('✓ verified record', 60, 470, { lineBreak: false });
    doc.font('Fallback').fontSize(9).text('Марта Оконкво', 60, 485, { lineBreak: false });
    doc.font('Times-Italic').fontSize(10).text('President of the College', 120, 510, { lineBreak: false });
    doc.font('Times-Italic').fontSize(10).text('Registrar', 620, 510, { lineBreak: false });
    doc.font('Times-Roman').fontSize(9).text('Student ID: 2018-40417', 48, 540, { lineBreak: false });
    doc.font('Times-Roman').fontSize(9).text('Certificate No. NSC-2022-11873', 630, 540, { lineBreak: false });
  }, 'landscape');
}

async function pagesOf(pdf: Buffer): Promise<PageDrawing[]> {
  const doc = await openPdf(pdf);
  try {
    return [await walkPage(doc, 1)];
  } finally {
    await closePdf(doc);
  }
}

const onLine = (l: LineOutlier, d: Drawn) => l.box.y0 >= d.y - d.size * 0.3 && l.box.y1 <= d.y + d.size * 1.3;

describe('forensics check 7: a whole line in a face of its own', function () {
  this.timeout(30_000);

  it('leaves a genuine certificate alone (a bold display title, a logo, weights and italics of the body family, a fallback font for a symbol or another script)', async () => {
    const found = findLineOutliers(await pagesOf(await certificate(null)));
    expect(found, JSON.stringify(found, null, 1)).to.deep.equal([]);
  });

  const cases: Array<[string, NonNullable<Retyped>]> = [
    ['the date line retyped in Helvetica at a near size', { line: 'date', font: 'Helvetica', size: 11.8 }],
    ["the holder's name retyped in Courier", { line: 'name', font: 'Courier', size: 25 }],
  ];
  for (const [title, retyped] of cases) {
    it(`finds ${title}, boxed on that line only`, async () => {
      const drawn: Drawn = { y: 0, size: 0 };
      const found = findLineOutliers(await pagesOf(await certificate(retyped, drawn)));
      expect(found, JSON.stringify(found, null, 1)).to.have.length(1);
      expect(onLine(found[0], drawn), `${JSON.stringify(found[0].box)} vs ${JSON.stringify(drawn)}`).to.equal(true);
      expect(found[0].own).to.equal(`${retyped.font} ${retyped.size} pt`);
      expect(found[0].expected).to.equal('the times family');
    });
  }

  it('leaves alone a document set in two families (a heading family on several lines)', async () => {
    const pdf = await pdfOf((doc) => {
      for (let i = 0; i < 8; i++) {
        doc.font(i % 4 === 0 ? 'Helvetica' : 'Times-Roman').fontSize(11).text(i % 4 === 0 ? `Part ${i / 4 + 1} of the record` : `Line ${i} of the record of studies`, 60, 80 + i * 20, { lineBreak: false });
      }
      doc.font('Courier').fontSize(11).text('Issued on 14 June 2022', 60, 260, { lineBreak: false });
    });
    expect(findLineOutliers(await pagesOf(pdf))).to.deep.equal([]);
  });

  it('reports the line as a located medium check-7 signal: suspicious, not tampered', async () => {
    const drawn: Drawn = { y: 0, size: 0 };
    const r = await analyzeBytes(await certificate({ line: 'date', font: 'Helvetica', size: 11.8 }, drawn), { kind: 'pdf', fileName: 'certificate.pdf' }, { pages: [] });
    const s = r.signals.filter((x: ForensicsSignal) => x.checkNumber === 7);
    expect(s, JSON.stringify(r.signals, null, 1)).to.have.length(1);
    expect(s[0]).to.include({ code: 'font-line', severity: 'medium', source: 'content' });
    const [box] = s[0].evidence.boxes;
    expect(box.y * LANDSCAPE.height).to.be.closeTo(drawn.y - 1, 3);
    expect(r.verdict).to.equal('suspicious');
    const clean = await analyzeBytes(await certificate(null), { kind: 'pdf', fileName: 'certificate.pdf' }, { pages: [] });
    expect(clean.signals.filter((x: ForensicsSignal) => x.checkNumber === 7)).to.deep.equal([]);
  });
});

describe('forensics check 7: a value in another family than its column', function () {
  this.timeout(30_000);

  /** Three terms of three rows each, every term closed by an italic total row in the credit column. */
  function results(retype: boolean): Promise<Buffer> {
    return pdfOf((doc) => {
      let y = 80;
      const cell = (text: string, x: number, font = 'Helvetica') => doc.font(font).fontSize(8.5).text(text, x, y, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(8.5);
      ['Code', 'Course', 'Credits', 'Grade'].forEach((h, i) => doc.text(h, [40, 110, 400, 470][i], y, { lineBreak: false }));
      y += 14;
      for (let term = 0; term < 3; term++) {
        for (let row = 0; row < 3; row++) {
          cell(`ECON ${5 + term}2${row}`, 40);
          cell(['Mathematical Economics', 'Economics of Innovation', 'Research Methods'][row], 110);
          cell(retype && term === 1 && row === 2 ? '3.1' : '3.0', 400, retype && term === 1 && row === 2 ? 'Courier' : 'Helvetica');
          cell(['B+', 'A-', 'A'][row], 470);
          y += 12.5;
        }
        doc.font('Helvetica-Oblique').fontSize(8).text('Term credits', 330, y, { lineBreak: false }).text('9.0', 400, y, { lineBreak: false }).text('GPA 3.43', 470, y, { lineBreak: false });
        y += 18;
      }
    });
  }

  it('finds a credit retyped in Courier in a Helvetica column with italic total rows, and nothing on the genuine table', async () => {
    const found = findFontOutliers(await pagesOf(await results(true)));
    expect(found.map((f) => [f.word.text, f.word.font, f.kind]), JSON.stringify(found, null, 1)).to.deep.equal([['3.1', 'Courier', 'font']]);
    expect(findFontOutliers(await pagesOf(await results(false)))).to.deep.equal([]);
  });
});

describe('forensics check 7: a phrase shrunk to fit its cell', function () {
  this.timeout(30_000);

  /**
   * A grid of captions and values, as a spreadsheet lays out a grade card: the long programme name
   * shrunk to fit its cell (7.45 pt among 8.5 pt values, "shrink to fit"), or one number set smaller.
   */
  function gradeCard(shrunk: 'phrase' | 'number'): Promise<Buffer> {
    return pdfOf((doc) => {
      const rows: Array<[string, string, string, string]> = [
        ['Name of the Student', 'NAVEEN RAGHAVAN', "Father's Name", 'MOHAN RAGHAVAN'],
        ['Enrolment No.', '3236ME217643', 'Roll No.', '5713410050'],
        ['Programme', 'Bachelor of Technology (Mechanical Engineering)', 'Year of Admission', '2021'],
        ['Semester', 'Fifth Semester', 'Credits Earned', '17'],
        ['Examination', 'Regular Examination', 'Result Declared', '2024'],
      ];
      rows.forEach(([a, b, c, d], i) => {
        const y = 146 + i * 14;
        doc.font('Times-Bold').fontSize(8.5).text(a, 40, y, { lineBreak: false }).text(c, 305, y, { lineBreak: false });
        doc.font('Times-Roman').fontSize(shrunk === 'phrase' && i === 2 ? 7.45 : 8.5).text(b, 140, y, { lineBreak: false });
        doc.fontSize(shrunk === 'number' && i === 2 ? 7.45 : 8.5).text(d, 405, y, { lineBreak: false });
      });
    });
  }

  it('leaves a phrase of words shrunk to fit its cell alone, and still finds a number set smaller than its column', async () => {
    const phrase = findFontOutliers(await pagesOf(await gradeCard('phrase')));
    expect(phrase.map((f) => [f.word.text, f.kind])).to.deep.equal([]);
    const number = findFontOutliers(await pagesOf(await gradeCard('number')));
    expect(number.map((f) => [f.word.text, f.kind])).to.deep.equal([['2021', 'size']]);
  });
});
