/**
 * Check 7, a change inside a word and a run at a line's edge judged by family
 * (src/processing/forensics/fontRuns.ts; docs/forensics.md, check 7, "a change inside a word"):
 * a forger who retypes only the changed digit of a number ("14,5" → "14,8", the "8" in an oblique
 * or an embedded fallback face, or a size off) leaves a word set in two ways; the edge rule
 * required a neighbour of three letters or digits and missed it. Genuine pages set words in two
 * ways for ordinals and footnote marks (off the baseline or a letter suffix); two cells set
 * without a gap are two words.
 */
import { expect } from 'chai';
import PDFDocument from 'pdfkit';
import type { RunOutlier } from '../../src/processing/forensics/fontRuns';
import { firstPageRunOutliers } from '../support/forensicsSamples';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_SERIF = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

interface Piece {
  text: string;
  font?: string;
  size?: number;
  dy?: number;
  /** No space after this piece: the next one continues the same word. */
  join?: boolean;
  mark?: boolean;
}

interface Drawn {
  x: number;
  y: number;
  width: number;
}

/** A page of lines written piece by piece; `drawn` receives where the marked piece went. */
function page(lines: Array<{ y: number; x?: number; pieces: Piece[] }>, drawn: Drawn = { x: 0, y: 0, width: 0 }, body = 'Helvetica'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('Fallback', DEJAVU);
    doc.registerFont('FallbackSerif', DEJAVU_SERIF);
    // pdfkit places a text's top at y and its baseline an ascender lower: every piece is set on
    // its line's baseline (that of the body font at 10 pt), as an editor sets a retyped digit.
    const ascender = () => (doc as unknown as { _font: { ascender: number } })._font.ascender / 1000;
    for (const l of lines) {
      let x = l.x ?? 60;
      const baseline = l.y + (doc.font(body).fontSize(10), ascender() * 10);
      for (const p of l.pieces) {
        const size = p.size ?? 10;
        doc.font(p.font ?? body).fontSize(size);
        const w = doc.widthOfString(p.text);
        doc.text(p.text, x, baseline - ascender() * size + (p.dy ?? 0), { lineBreak: false });
        if (p.mark) Object.assign(drawn, { x, y: l.y, width: w });
        x += w + (p.join ? 0 : doc.widthOfString(' '));
      }
    }
    doc.end();
  });
}

const within = (r: RunOutlier, d: Drawn, size = 10) => r.box.x0 >= d.x - 1 && r.box.x1 <= d.x + d.width + 1 && r.box.y0 >= d.y - size * 1.2 && r.box.y1 <= d.y + size * 1.6;

/** A marks table: a label at the left of each row, the mark alone in its cell at the right. */
function marks(last: Piece[]): Array<{ y: number; x?: number; pieces: Piece[] }> {
  const rows = ['Algebra', 'Analysis', 'Mechanics', 'Optics', 'Statistics', 'Thermodynamics'];
  const values = ['12,5', '15,0', '11,5', '16,5', '13,0'];
  return [
    { y: 60, pieces: [{ text: 'Relevé de notes de la session 2023' }] },
    ...values.map((v, i) => [{ y: 100 + i * 16, pieces: [{ text: rows[i] }] }, { y: 100 + i * 16, x: 300, pieces: [{ text: v }] }]).flat(),
    { y: 100 + 5 * 16, pieces: [{ text: rows[5] }] },
    { y: 100 + 5 * 16, x: 300, pieces: last },
    { y: 220, pieces: [{ text: 'Fait à Lyon, le 8 août 2016, pour valoir ce que de droit.' }] },
  ];
}

describe('forensics check 7: a change inside a word', function () {
  this.timeout(30_000);

  const cases: Array<[string, Piece, RunOutlier['kind']]> = [
    ['the changed digit of a mark in an oblique of the same family', { text: '8', font: 'Helvetica-Oblique', mark: true }, 'font'],
    ['the changed digit of a mark in an embedded fallback face', { text: '8', font: 'Fallback', size: 10.2, mark: true }, 'font'],
    ['the changed digit of a mark at a size 6% off', { text: '8', size: 10.6, mark: true }, 'size'],
  ];
  for (const [title, changed, kind] of cases) {
    it(`finds ${title} ("14," + "8"), boxed on the digit, as a clear (medium) finding`, async () => {
      const drawn: Drawn = { x: 0, y: 0, width: 0 };
      const found = await firstPageRunOutliers(await page(marks([{ text: '14,', join: true }, changed]), drawn));
      expect(found, JSON.stringify(found, null, 1)).to.have.length(1);
      expect(found[0].kind).to.equal(kind);
      expect(found[0].strong).to.equal(true);
      expect(within(found[0], drawn), `${JSON.stringify(found[0].box)} vs ${JSON.stringify(drawn)}`).to.equal(true);
    });
  }

  it('finds a digit retyped in another font inside a year in running text', async () => {
    const drawn: Drawn = { x: 0, y: 0, width: 0 };
    const lines = marks([{ text: '14,5' }]).slice(0, -1);
    lines.push({ y: 220, pieces: [{ text: 'Fait à Lyon, le 8 août 201', join: true }, { text: '5', font: 'Times-Roman', mark: true, join: true }, { text: ', pour valoir ce que de droit.' }] });
    const found = await firstPageRunOutliers(await page(lines, drawn));
    expect(found, JSON.stringify(found, null, 1)).to.have.length(1);
    expect(found[0]).to.include({ kind: 'font', strong: true });
    expect(within(found[0], drawn)).to.equal(true);
  });

  it('leaves alone an ordinal, a footnote mark, two cells set without a gap and a label printed over its value', async () => {
    const lines = marks([{ text: '14,5' }]);
    lines.push({ y: 240, pieces: [{ text: 'She ranked 1', join: true }, { text: 'er', font: 'Helvetica-Oblique' }, { text: 'of her class' }] });
    lines.push({ y: 256, pieces: [{ text: 'Average over 2023', join: true }, { text: '2', size: 6.5, dy: -2 }, { text: 'terms' }] });
    lines.push({ y: 288, pieces: [{ text: 'Born 08.01.1997', join: true }, { text: 'Graduation', font: 'Helvetica-Bold', join: true }, { text: '2023' }] });
    // A label running into its value's column: the value drawn right after the label's last
    // letter, the label's colon (set at its own place) printed over the value's first letter.
    const label = new PDFDocument().font('Helvetica-Bold').fontSize(10).widthOfString('Name of the Student');
    lines.push({ y: 304, pieces: [{ text: 'Name of the Student', font: 'Helvetica-Bold', join: true }, { text: 'NISHA PATEL' }] });
    lines.push({ y: 304, x: 60 + label + 2.9, pieces: [{ text: ':', font: 'Helvetica-Bold' }] });
    const found = await firstPageRunOutliers(await page(lines));
    expect(found, JSON.stringify(found, null, 1)).to.deep.equal([]);
  });
});

describe('forensics check 7: a run at a line edge, the neighbour judged by its family', function () {
  this.timeout(30_000);

  /** A diploma: the name line in the family's bold italic, used on that line only. */
  const diploma = (surname: Piece) => [
    { y: 80, pieces: [{ text: 'University of Kingsmere', font: 'Times-Bold', size: 24 }] },
    { y: 130, pieces: [{ text: 'upon the recommendation of the Faculty has conferred upon', font: 'Times-Italic' }] },
    { y: 160, pieces: [{ text: 'Kavya', font: 'Times-BoldItalic', size: 22 }, surname] },
    { y: 200, pieces: [{ text: 'the degree of', font: 'Times-Italic' }] },
    { y: 220, pieces: [{ text: 'Bachelor of Science', font: 'Times-Bold', size: 16 }] },
    { y: 250, pieces: [{ text: 'in Mechanical Engineering' }] },
    { y: 270, pieces: [{ text: 'with all the rights and privileges thereto appertaining.', font: 'Times-Italic' }] },
    { y: 290, pieces: [{ text: 'Given on May 11, 2018' }] },
    { y: 330, pieces: [{ text: 'Student Number: 15788957' }] },
  ];

  it('finds the surname of a name line set in another family though the line\'s own face is used nowhere else', async () => {
    const drawn: Drawn = { x: 0, y: 0, width: 0 };
    const found = await firstPageRunOutliers(await page(diploma({ text: 'Brennan', font: 'FallbackSerif', size: 22.3, mark: true }), drawn, 'Times-Roman'));
    expect(found, JSON.stringify(found, null, 1)).to.have.length(1);
    expect(found[0]).to.include({ kind: 'font', strong: true, inside: false });
    expect(within(found[0], drawn, 22), `${JSON.stringify(found[0].box)} vs ${JSON.stringify(drawn)}`).to.equal(true);
  });

  it('leaves the genuine name line alone', async () => {
    const found = await firstPageRunOutliers(await page(diploma({ text: 'Deshmukh', font: 'Times-BoldItalic', size: 22 }), undefined, 'Times-Roman'));
    expect(found, JSON.stringify(found, null, 1)).to.deep.equal([]);
  });
});
