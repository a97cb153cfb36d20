import { expect } from 'chai';
import PDFDocument from 'pdfkit';
import { closePdf, openPdf, walkPage, type PageDrawing } from '../../src/processing/forensics/pdf/pdfjs';
import { tesseractTextLayerOcr, textLayerOutcome, type TextLayerOcr } from '../../src/processing/forensics/textLayer';
import { TesseractOcr } from '../../src/processing/text/tesseractOcr';
import { verdictFromSignals } from '../../src/processing/forensics/signals';

/*
 * Check 13 on generated PDFs. The tampered one keeps its drawing and changes its text layer: the
 * GPA is set in a font of its own whose ToUnicode map says '9' for the glyph of '4', so the page
 * shows 3.45 while the text layer (what a search, a copy or an extraction reads) says 3.95. The
 * edit has the same length, so the file stays a valid PDF.
 */

const REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const VALUE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

interface Layout {
  gpa: string;
  /** A value in white on the white page: in the text layer, nothing drawn. */
  whiteValue?: string;
  top?: number;
  size?: number;
  columns?: boolean;
  /** Table cells ruled with lines close to the values, and marks out of 20 ("Note /20"). */
  ruled?: boolean;
  /** The GPA set one space after its label (else in a column of its own). */
  inline?: boolean;
  /** The GPA covered by a white box with this value drawn over it in another font. */
  overdrawn?: string;
  /** The GPA drawn as two text runs of its font, split after this many characters (one word). */
  splitAt?: number;
}

function transcriptPdf(o: Layout): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 60, compress: false, info: { Producer: 'Registry Print 3' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const size = o.size ?? 12;
    let y = o.top ?? 80;
    doc.font(REGULAR).fontSize(size + 4).text('Northgate College of Engineering', 60, y);
    y += 40;
    doc.fontSize(size);
    for (const l of ['Statement of Academic Record', 'Student: Teodor Hallqvist', 'Student number: 20174412', 'Date of issue: 21/06/2021']) {
      doc.text(l, 60, y);
      y += size * 1.8;
    }
    y += 10;
    const rows = [
      ['EE201', 'Circuit Analysis', '6.0', '78'],
      ['CS110', 'Signals and Systems', '6.0', '64'],
      ['SB204', 'Lab Safety (20 h)', '1.5', '90'],
      ['MA230', 'Linear Algebra', '4.5', '81'],
    ];
    if (o.ruled) {
      doc.text('Note /20', 440, y, { lineBreak: false });
      y += size * 1.8;
    }
    for (const r of rows) {
      if (o.columns ?? true) r.forEach((c, i) => doc.text(c, [60, 140, 360, 440][i]!, y, { lineBreak: false }));
      else doc.text(r.join('   '), 60, y);
      if (o.ruled) {
        // Cell borders a few points from the values, and a rule under the row.
        for (const x of [57.5, 137.5, 357.5, 437.5, 470]) doc.moveTo(x, y - 3).lineTo(x, y + size * 1.5).lineWidth(0.7).stroke();
        doc.moveTo(56, y + size * 1.25).lineTo(470, y + size * 1.25).lineWidth(0.7).stroke();
      }
      y += size * 1.8;
    }
    y += 10;
    doc.text('Grade point average:', 60, y, { lineBreak: false });
    const gpaX = o.inline ? 60 + doc.widthOfString('Grade point average: ') : 250;
    if (o.splitAt === undefined) doc.font(VALUE_FONT).text(o.gpa, gpaX, y, { lineBreak: false });
    else {
      // Two text objects, the second where the first ends: one word on the page, two runs in the file.
      const head = o.gpa.slice(0, o.splitAt);
      doc.font(VALUE_FONT).text(head, gpaX, y, { lineBreak: false });
      doc.text(o.gpa.slice(o.splitAt), gpaX + doc.widthOfString(head), y, { lineBreak: false });
    }
    if (o.overdrawn) {
      doc.rect(248, y - 2, 40, size + 4).fill('#ffffff').fillColor('#000000');
      doc.font('Courier').text(o.overdrawn, 250, y, { lineBreak: false });
    }
    if (o.whiteValue) doc.font(REGULAR).fillColor('#ffffff').text(o.whiteValue, 400, y + 80, { lineBreak: false }).fillColor('#000000');
    doc.end();
  });
}

/** The text layer of the value font says '9' where its glyph draws '4' (same length: offsets hold). */
function remapFour(pdf: Buffer): Buffer {
  const s = pdf.toString('latin1');
  const cmaps = [...s.matchAll(/beginbfrange[\s\S]*?endbfrange/g)].filter((m) => m[0].includes('<0034>'));
  const shortest = cmaps.sort((a, b) => a[0].length - b[0].length)[0]!;
  const edited = shortest[0].replace('<0034>', '<0039>');
  return Buffer.from(s.slice(0, shortest.index) + edited + s.slice(shortest.index! + shortest[0].length), 'latin1');
}

/** A letter of several pages; `withValues` says which pages hold numbers or dates. */
function letterPdf(withValues: boolean[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 60, compress: false, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    withValues.forEach((values, i) => {
      doc.addPage();
      doc.font(REGULAR).fontSize(12).text('Office of the Registrar, Northgate College of Engineering', 60, 80);
      doc.text('To whom it may concern: this letter confirms the enrolment of the student named below.', 60, 120, { width: 470 });
      if (values) doc.text('Student number: 20174412   Date of issue: 21/06/2021   Credits: 180', 60, 180, { lineBreak: false });
      else doc.text(`Page ${['one', 'two', 'three'][i]}, written out in words only, without any figure.`, 60, 180, { lineBreak: false });
    });
    doc.end();
  });
}

/** The real OCR, counting the page reads it is asked for. */
function countingOcr(): { ocr: TextLayerOcr; strips: string[]; crops: number } {
  const real = tesseractTextLayerOcr(new TesseractOcr({ languages: ['eng'], languageStrategy: 'combined' }));
  const counts = { strips: [] as string[], crops: 0 };
  const ocr: TextLayerOcr = {
    isAvailable: () => real.isAvailable(),
    readStrip: (png) => {
      counts.strips.push(png);
      return real.readStrip(png);
    },
    readCrop: (pngPath) => {
      counts.crops++;
      return real.readCrop(pngPath);
    },
  };
  return Object.assign(counts, { ocr });
}

async function drawingsOf(pdf: Buffer): Promise<PageDrawing[]> {
  const doc = await openPdf(new Uint8Array(pdf));
  try {
    const out: PageDrawing[] = [];
    for (let p = 1; p <= doc.numPages; p++) out.push(await walkPage(doc, p));
    return out;
  } finally {
    await closePdf(doc);
  }
}

describe('forensics check 13: the text layer against the drawn page', function () {
  this.timeout(120_000);
  const times: number[] = [];
  const onPage = ({ ms }: { ms: number }) => times.push(ms);
  after(() => {
    if (times.length) console.log(`      check 13: ${times.length} pages, ${Math.round(times.reduce((a, b) => a + b, 0) / times.length)} ms per page (max ${Math.max(...times)} ms)`);
  });

  it('a text layer that says 3.95 where the page draws 3.45 is a high signal with both values and its box', async () => {
    const pdf = remapFour(await transcriptPdf({ gpa: '3.45' }));
    const drawings = await drawingsOf(pdf);
    const layerText = drawings[0]!.runs.flatMap((r) => r.glyphs.map((g) => g.char)).join('');
    expect(layerText).to.include('3.95');
    const o = await textLayerOutcome(pdf, drawings, { onPage });
    expect(o.status).to.equal('failed');
    const s = o.signals.find((x) => x.code === 'text-layer-differs')!;
    expect(s).to.include({ checkNumber: 13, severity: 'high', source: 'content' });
    expect(s.evidence.values.map((v) => [v.label, v.value])).to.deep.equal([
      ['text layer', '3.95'],
      ['drawn (OCR)', '3.45'],
    ]);
    const b = s.evidence.boxes[0]!;
    expect(b.page).to.equal(1);
    expect(b.x).to.be.closeTo(250 / 595.28, 0.02);
    expect(verdictFromSignals(o.signals)).to.equal('tampered');
    // Only the GPA disagrees: the other numbers read as they are.
    expect(o.signals).to.have.length(1);
  });

  it('a remapped value is found in small type too, and one space after its label', async () => {
    for (const layout of [
      { gpa: '3.14', size: 9, top: 120 },
      { gpa: '4.00', size: 8, columns: false },
      // The label's letters next to the value are blanked before it is read.
      { gpa: '2.74', inline: true },
      { gpa: '3.48', size: 10, inline: true },
    ]) {
      const pdf = remapFour(await transcriptPdf(layout));
      const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { onPage });
      const s = o.signals.find((x) => x.code === 'text-layer-differs');
      expect(s, `${JSON.stringify(layout)}: ${o.description}`).to.not.equal(undefined);
      expect(s!.evidence.values.map((v) => v.value)).to.deep.equal([layout.gpa.replace(/4/g, '9'), layout.gpa]);
    }
  });

  it('a value covered by a white box with another value drawn over it reads as the drawn value', async () => {
    const pdf = await transcriptPdf({ gpa: '2.61', overdrawn: '3.85' });
    const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { onPage });
    const s = o.signals.find((x) => x.code === 'text-layer-differs');
    expect(s, o.description).to.not.equal(undefined);
    expect(s!.severity).to.equal('high');
    expect(s!.evidence.values.map((v) => v.value)).to.deep.equal(['2.61', '3.85']);
  });

  it('an OCR reading that only lost the decimal point of a value is no signal', async () => {
    // The real OCR, made to drop every '.' between digits, as it does on small or light type.
    const real = tesseractTextLayerOcr(new TesseractOcr({ languages: ['eng'], languageStrategy: 'combined' }));
    const dropPoints = (t: string) => t.replace(/(\d)\.(\d)/g, '$1$2');
    const ocr: TextLayerOcr = {
      isAvailable: () => real.isAvailable(),
      readStrip: async (png) => (await real.readStrip(png)).map((w) => ({ ...w, text: dropPoints(w.text) })),
      readCrop: async (png) => (await real.readCrop(png)).map((w) => ({ ...w, text: dropPoints(w.text) })),
    };
    const pdf = await transcriptPdf({ gpa: '3.45' });
    const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { ocr, onPage });
    expect(o.signals.filter((x) => x.code === 'text-layer-differs')).to.deep.equal([]);
  });

  it('a value in the text layer where nothing is drawn is a medium signal', async () => {
    const pdf = await transcriptPdf({ gpa: '3.45', whiteValue: '4.00' });
    const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { onPage });
    const s = o.signals.find((x) => x.code === 'text-layer-undrawn');
    expect(s, o.description).to.not.equal(undefined);
    expect(s!.severity).to.equal('medium');
    expect(s!.evidence.values[0]!.value).to.equal('4.00');
    expect(o.signals.filter((x) => x.severity === 'high')).to.deep.equal([]);
  });

  it('clean generated PDFs of several layouts get no signal above low', async () => {
    for (const layout of [
      { gpa: '3.45' },
      { gpa: '2.87', size: 10, top: 60, columns: false },
      { gpa: '3.19', size: 9, top: 120 },
      { gpa: '3.60', size: 14, columns: false },
      { gpa: '3.27', ruled: true },
      { gpa: '2.90', size: 10, ruled: true },
    ]) {
      const pdf = await transcriptPdf(layout);
      const count = countingOcr();
      const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { ocr: count.ocr, onPage });
      expect(o.signals.filter((s) => s.severity !== 'low'), `${JSON.stringify(layout)}: ${o.description}`).to.deep.equal([]);
      expect(o.status, o.description).to.equal('passed');
      // Every value read as the text layer says at the first reading: none needed a second one
      // (cell borders and rules next to the values do not read as digits).
      expect(count.crops, JSON.stringify(layout)).to.equal(0);
    }
  });

  it('a value drawn as two text runs of the same font is one word, and no signal', async () => {
    for (const layout of [
      { gpa: '24.10.2015', splitAt: 9 },
      { gpa: '24.10.2015', splitAt: 3 },
      { gpa: '3.45', splitAt: 2, size: 10 },
    ]) {
      const pdf = await transcriptPdf(layout);
      const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { onPage });
      expect(o.signals.filter((s) => s.severity !== 'low'), `${JSON.stringify(layout)}: ${o.description}`).to.deep.equal([]);
    }
  });

  it('reads only the pages holding a number or a date, each with one OCR run', async () => {
    const pdf = await letterPdf([false, true, false]);
    const count = countingOcr();
    const read: number[] = [];
    const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { ocr: count.ocr, onPage: (i) => (onPage(i), read.push(i.pageNumber)) });
    expect(o.status, o.description).to.equal('passed');
    expect(read).to.deep.equal([2]);
    expect(count.strips).to.have.length(1);
    expect(count.crops).to.equal(0);
    expect(o.description).to.include('3 numbers and dates of the text layer on 1 page');
  });

  it('runs no OCR at all on a PDF whose text layer holds no number or date', async () => {
    const pdf = await letterPdf([false, false]);
    const count = countingOcr();
    const o = await textLayerOutcome(pdf, await drawingsOf(pdf), { ocr: count.ocr, onPage });
    expect(o.status).to.equal('skipped');
    expect(count.strips).to.deep.equal([]);
    expect(count.crops).to.equal(0);
  });
});
