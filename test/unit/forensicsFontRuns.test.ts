/**
 * Check 7, runs inside a line (src/processing/forensics/fontRuns.ts), on PDFs built here with
 * pdfkit: a clean statement of results with the typography genuine documents use (bold labels,
 * italic titles, superscripts, a blue link, a Cyrillic word in a fallback font, a course-code font
 * used on every row, small capitals, a larger heading word) raises nothing; the same page with one
 * run inside a line changed — another font family, another size, a nudged baseline, a near-black
 * colour, wider letter spacing — raises a signal boxed on that run, and only there.
 */
import { expect } from 'chai';
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { analyzeBytes } from '../../src/processing/forensics/engine';
import { fontFamily, type RunOutlier } from '../../src/processing/forensics/fontRuns';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';
import { firstPageRunOutliers } from '../support/forensicsSamples';

const A4 = { width: 595.28, height: 841.89 };
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

type Tamper =
  | { kind: 'font'; font: string }
  | { kind: 'size'; size: number }
  | { kind: 'baseline'; dy: number }
  | { kind: 'colour'; colour: string }
  | { kind: 'spacing'; spacing: number }
  | { kind: 'font-at-end'; font: string };

/** Where the changed run was drawn (points, top-left origin): filled in by `statement`. */
interface Drawn {
  x: number;
  y: number;
  width: number;
}

const ROWS: Array<[string, string, string]> = [
  ['BIO 210', 'Cell Biology and Genetics', 'credits 4'],
  ['CHM 221', 'Organic Chemistry', 'credits 3'],
  ['MTH 230', 'Linear Algebra', 'credits 3'],
  ['PHY 240', 'Waves and Optics', 'credits 4'],
  ['STA 250', 'Applied Statistics', 'credits 3'],
];

/**
 * A one-page statement of results written piece by piece (each piece placed after the previous
 * one on its line), so one piece can be set differently. The changed piece, when any, is the GPA
 * value "3.64" inside the line "Your cumulative grade point average is 3.64 out of 4.00 overall"
 * (or, for `font-at-end`, the award date ending the line "Awarded on 14 June 2022").
 */
function statement(tamper: Tamper | null, drawn: Drawn = { x: 0, y: 0, width: 0 }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Producer: 'Records Office 3', Creator: 'Records Office 3' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (existsSync(DEJAVU)) doc.registerFont('Fallback', DEJAVU);
    /** Pieces of one line: [text, font, size, extra options]; returns the x after the line. */
    const line = (y: number, pieces: Array<{ text: string; font?: string; size?: number; dy?: number; colour?: string; spacing?: number; mark?: boolean }>) => {
      let x = 60;
      for (const p of pieces) {
        const size = p.size ?? 10;
        doc.font(p.font ?? 'Helvetica').fontSize(size).fillColor(p.colour ?? '#000000');
        const w = doc.widthOfString(p.text, { characterSpacing: p.spacing ?? 0 });
        doc.text(p.text, x, y + (p.dy ?? 0), { lineBreak: false, characterSpacing: p.spacing ?? 0 });
        if (p.mark) Object.assign(drawn, { x, y, width: w });
        x += w + doc.widthOfString(' ');
      }
      doc.fillColor('#000000');
      return x;
    };
    // Heading: one word larger (design), small capitals drawn as smaller capitals.
    line(50, [{ text: 'Northfield', font: 'Helvetica-Bold', size: 18 }, { text: 'College of Science', font: 'Helvetica-Bold', size: 14 }]);
    line(80, [{ text: 'S', size: 12 }, { text: 'TATEMENT OF', size: 9.5 }, { text: 'R', size: 12 }, { text: 'ESULTS', size: 9.5 }]);
    // Labels in bold, values regular.
    line(110, [{ text: 'Student:', font: 'Helvetica-Bold' }, { text: 'Marta Okonkwo-Lindqvist' }]);
    line(124, [{ text: 'Programme:', font: 'Helvetica-Bold' }, { text: 'Bachelor of Science in Biochemistry' }]);
    // Course rows: the code in Courier on every row, the title in italics inside the line.
    ROWS.forEach(([code, title, credits], i) => {
      line(160 + i * 14, [{ text: code, font: 'Courier' }, { text: 'completed' }, { text: title, font: 'Helvetica-Oblique' }, { text: `with ${credits}` }]);
    });
    // Running text with a superscript ordinal, a footnote mark, a link in blue.
    line(250, [{ text: 'She ranked 3' }, { text: 'rd', size: 6.5, dy: -1.5 }, { text: 'of 212 students in the graduating class' }, { text: '1', size: 6.5, dy: -1.5 }]);
    line(264, [{ text: 'Verify this statement at' }, { text: 'verify.northfield.example', colour: '#1a4fd6' }, { text: 'with the code below' }]);
    if (existsSync(DEJAVU)) line(278, [{ text: 'Exchange term at' }, { text: 'Университет', font: 'Fallback' }, { text: 'in spring 2021' }]);
    // The line whose value may be changed.
    const gpa = { text: '3.64', mark: true } as { text: string; font?: string; size?: number; dy?: number; colour?: string; spacing?: number; mark?: boolean };
    if (tamper?.kind === 'font') gpa.font = tamper.font;
    if (tamper?.kind === 'size') gpa.size = tamper.size;
    if (tamper?.kind === 'baseline') gpa.dy = tamper.dy;
    if (tamper?.kind === 'colour') gpa.colour = tamper.colour;
    if (tamper?.kind === 'spacing') gpa.spacing = tamper.spacing;
    line(310, [{ text: 'Your cumulative grade point average is' }, gpa, { text: 'out of 4.00 overall' }]);
    const date = { text: '14 June 2022', mark: tamper?.kind === 'font-at-end' } as { text: string; font?: string; mark?: boolean };
    if (tamper?.kind === 'font-at-end') date.font = tamper.font;
    line(324, [{ text: 'Awarded on' }, date]);
    line(350, [{ text: 'This statement lists every course attempted and is issued on request of the student.' }]);
    line(364, [{ text: 'It is valid without a signature when verified online at the address above.' }]);
    line(378, [{ text: 'Registrar, Northfield College of Science, Academic Records Office' }]);
    doc.end();
  });
}

const within = (r: RunOutlier, d: Drawn) => r.box.x0 >= d.x - 1 && r.box.x1 <= d.x + d.width + 1 && r.box.y0 >= d.y - 3 && r.box.y1 <= d.y + 14;

describe('forensics check 7: runs inside a line', function () {
  this.timeout(30_000);

  it('names a font family without its subset tag, weight, style or vendor suffix', () => {
    expect(fontFamily('ABCDEF+TimesNewRomanPS-BoldMT')).to.equal(fontFamily('TimesNewRomanPSMT'));
    expect(fontFamily('Helvetica-BoldOblique')).to.equal('helvetica');
    expect(fontFamily('Arial,Bold')).to.equal(fontFamily('ArialMT'));
    expect(fontFamily('Times-Roman')).to.not.equal(fontFamily('Helvetica'));
  });

  it('leaves the typography of a genuine page alone (bold labels, italics, superscripts, links, another script, small capitals, a code font)', async () => {
    const found = await firstPageRunOutliers(await statement(null));
    expect(found, JSON.stringify(found, null, 1)).to.deep.equal([]);
  });

  const cases: Array<[string, Tamper, RunOutlier['kind'], boolean]> = [
    ['another font family inside the line', { kind: 'font', font: 'Times-Roman' }, 'font', true],
    ['a slightly larger size inside the line', { kind: 'size', size: 10.8 }, 'size', true],
    ['a baseline nudged down by 1.5 pt', { kind: 'baseline', dy: 1.5 }, 'baseline', true],
    ['a near-black colour', { kind: 'colour', colour: '#262626' }, 'colour', true],
    ['wider letter spacing', { kind: 'spacing', spacing: 1.5 }, 'spacing', true],
    ['another font family at the end of a line (the value after its label)', { kind: 'font-at-end', font: 'Times-Bold' }, 'font', true],
  ];
  for (const [title, tamper, kind, strong] of cases) {
    it(`finds ${title}, boxed on the run and nowhere else`, async () => {
      const drawn: Drawn = { x: 0, y: 0, width: 0 };
      const found = await firstPageRunOutliers(await statement(tamper, drawn));
      expect(found, JSON.stringify(found, null, 1)).to.have.length(1);
      const [f] = found;
      expect(f.kind).to.equal(kind);
      expect(f.strong).to.equal(strong);
      expect(within(f, drawn), `${JSON.stringify(f.box)} vs ${JSON.stringify(drawn)}`).to.equal(true);
    });
  }

  it('reports the run as a located check-7 signal that makes the document suspicious, not tampered', async () => {
    const drawn: Drawn = { x: 0, y: 0, width: 0 };
    const r = await analyzeBytes(await statement({ kind: 'font', font: 'Times-Roman' }, drawn), { kind: 'pdf', fileName: 'statement.pdf' }, { pages: [] });
    const s = r.signals.filter((x: ForensicsSignal) => x.checkNumber === 7);
    expect(s, JSON.stringify(r.signals, null, 1)).to.have.length(1);
    expect(s[0]).to.include({ code: 'font-run-font', severity: 'medium', source: 'content' });
    const [box] = s[0].evidence.boxes;
    expect(box.x * A4.width).to.be.closeTo(drawn.x - 1, 1.5);
    expect(box.y * A4.height).to.be.closeTo(drawn.y - 1, 3);
    expect(s[0].evidence.values.map((v) => v.value)).to.deep.equal(['Helvetica 10 pt', 'Times-Roman 10 pt']);
    expect(r.verdict).to.equal('suspicious');
    const clean = await analyzeBytes(await statement(null), { kind: 'pdf', fileName: 'statement.pdf' }, { pages: [] });
    expect(clean.signals.filter((x: ForensicsSignal) => x.checkNumber === 7)).to.deep.equal([]);
  });
});
