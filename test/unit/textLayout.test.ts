import { expect } from 'chai';
import {
  documentLines,
  groupBlocks,
  groupLines,
  joinItems,
  readingOrderText,
  segmentsOf,
} from '../../src/processing/text/layout';
import { splitRun } from '../../src/processing/text/pdfTextLayer';
import { parseTsv, straighten, wordsToItems, type OcrWord } from '../../src/processing/text/tesseractOcr';
import type { PageText, TextItem } from '../../src/processing/types';

/** A text run at (x, y) in points; width from a rough 0.5 em per character. */
const item = (text: string, x: number, y: number, size = 10, fontName: string | null = 'Helvetica'): TextItem => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  height: size,
  fontName,
  fontSize: size,
  confidence: null,
});

const page = (items: TextItem[], pageNumber = 1): PageText => ({ pageNumber, width: 612, height: 792, source: 'text-layer', items });

describe('text layout: lines, segments, blocks', () => {
  it('rule "Two phrases in two type sizes are two texts": a letterhead running into a title set flush right', () => {
    // 16 pt name whose box reaches past the start of a 12 pt title on the same line.
    const name = item('UNIVERSIDAD DEL EJEMPLO CENTRAL', 40, 30, 16);
    const title = item('CERTIFICADO ACADÉMICO', 40 + name.width - 4, 31, 12);
    expect(joinItems([name, title])).to.equal('UNIVERSIDAD DEL EJEMPLO CENTRAL CERTIFICADO ACADÉMICO');
    expect(segmentsOf([name, title]).map((s) => s.text)).to.deep.equal(['UNIVERSIDAD DEL EJEMPLO CENTRAL', 'CERTIFICADO ACADÉMICO']);
    // Small capitals: one word's letters in two sizes stay one word.
    const u = item('U', 40, 30, 14);
    expect(joinItems([u, item('NIVERSIDAD DEL', 40 + u.width, 31, 11)])).to.equal('UNIVERSIDAD DEL');
  });

  it('groups items into lines by vertical overlap, top to bottom, left to right', () => {
    const p = page([
      item('World', 88, 100.8),
      item('Hello', 60, 100),
      item('Second line', 60, 114),
      item('x', 300, 99.5, 9),
    ]);
    const lines = groupLines(p);
    expect(lines.map((l) => l.text)).to.deep.equal(['Hello World  x', 'Second line']);
    expect(lines[0].items.map((i) => i.text)).to.deep.equal(['Hello', 'World', 'x']);
  });

  const cases: Array<{ name: string; items: TextItem[]; lines: number }> = [
    { name: 'baseline jitter of OCR words stays one line', items: [item('a', 10, 100), item('b', 30, 102), item('c', 50, 98.5)], lines: 1 },
    { name: 'tight line spacing still separates lines', items: [item('a', 10, 100), item('b', 10, 110.5)], lines: 2 },
    { name: 'a tall item does not swallow two lines', items: [item('Big', 10, 100, 24), item('small1', 200, 100, 8), item('small2', 200, 112, 8)], lines: 2 },
    { name: 'blank items are ignored', items: [item('a', 10, 100), item('   ', 30, 120)], lines: 1 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(groupLines(page(c.items))).to.have.length(c.lines);
    });
  }

  it('splits a line into segments (cells) at gaps wider than about an em', () => {
    const items = [item('Student', 50, 100), item('Name:', 87, 100), item('Jane Doe', 200, 100), item('ID:', 400, 100), item('123', 420, 100)];
    const segs = segmentsOf(items);
    expect(segs.map((s) => s.text)).to.deep.equal(['Student Name:', 'Jane Doe', 'ID: 123']);
  });

  it('joins runs without inserting spaces inside words', () => {
    expect(joinItems([item('Uni', 10, 0), item('versity', 25, 0)])).to.equal('University');
    expect(joinItems([item('of', 10, 0), item('Testing', 25, 0)])).to.equal('of Testing');
  });

  it('groups lines into blocks by vertical gap and size', () => {
    const p = page([
      item('Title of the document', 50, 50, 18),
      item('First paragraph line', 50, 100),
      item('second paragraph line', 50, 112),
      item('Far below', 50, 300),
    ]);
    const blocks = groupBlocks(groupLines(p));
    expect(blocks.map((b) => b.lines.length)).to.deep.equal([1, 2, 1]);
  });

  it('gives reading-order text over pages', () => {
    const doc = { pages: [page([item('B', 50, 200), item('A', 50, 100)], 1), page([item('C', 50, 100)], 2)] };
    expect(readingOrderText(doc)).to.equal('A\nB\n\nC');
    expect(documentLines(doc).map((l) => l.pageNumber)).to.deep.equal([1, 1, 2]);
  });

  it('marks bold lines from the font name', () => {
    const lines = groupLines(page([item('Heading', 50, 50, 12, 'Helvetica-Bold'), item('Body', 50, 80, 10, 'Times-Roman')]));
    expect(lines.map((l) => l.bold)).to.deep.equal([true, false]);
  });
});

describe('text layer runs', () => {
  it('splits a run laid out with blanks into cells with estimated positions', () => {
    const run = { ...item('CS101    Algebra    4', 100, 50), width: 210 };
    const parts = splitRun(run);
    expect(parts.map((p) => p.text)).to.deep.equal(['CS101', 'Algebra', '4']);
    expect(parts[0].x).to.equal(100);
    expect(parts[1].x).to.be.closeTo(100 + 9 * 10, 0.01);
    expect(splitRun(item('Jane Doe', 0, 0))).to.have.length(1);
  });
});

describe('OCR output parsing', () => {
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '1\t1\t0\t0\t0\t0\t0\t0\t1700\t2200\t-1\t',
    '4\t1\t1\t1\t1\t0\t200\t400\t600\t50\t-1\t',
    '5\t1\t1\t1\t1\t1\t200\t400\t250\t50\t96.5\tUniversity',
    '5\t1\t1\t1\t1\t2\t470\t402\t60\t48\t91.25\tof',
    '5\t1\t1\t1\t1\t3\t550\t400\t40\t50\t12\t ',
  ].join('\n');

  it('reads word rows (level 5) with confidence, skipping empty words', () => {
    const words = parseTsv(tsv);
    expect(words.map((w) => w.text)).to.deep.equal(['University', 'of']);
    expect(words[0]).to.include({ left: 200, top: 400, width: 250, height: 50, confidence: 96.5 });
  });

  it('converts pixels at the OCR resolution to points (× 72 / dpi)', () => {
    const items = wordsToItems(parseTsv(tsv), 200);
    expect(items[0]).to.deep.equal({ text: 'University', x: 72, y: 144, width: 90, height: 18, fontName: null, fontSize: 18, confidence: 96.5 });
  });

  it('straightens word boxes of a rotated scan so that one printed line shares a y', () => {
    // A line rotated by +2° (clockwise) about the centre of a 2000×1000 image.
    const a = (2 * Math.PI) / 180;
    const words: OcrWord[] = [0, 400, 800].map((dx, i) => {
      const x = 300 + dx - 1000;
      const y = 300 - 500;
      return {
        text: `w${i}`,
        left: Math.round(1000 + x * Math.cos(a) - y * Math.sin(a)),
        top: Math.round(500 + x * Math.sin(a) + y * Math.cos(a)),
        width: 100,
        height: 30,
        confidence: 90,
        block: 1,
        paragraph: 1,
        line: 1,
      };
    });
    const tops = words.map((w) => w.top);
    expect(Math.max(...tops) - Math.min(...tops)).to.be.greaterThan(20);
    const fixed = straighten(words, 2, 2000, 1000).map((w) => w.top);
    expect(Math.max(...fixed) - Math.min(...fixed)).to.be.at.most(2);
  });
});

describe('OCR words joined into a line', () => {
  const word = (text: string, x: number, width: number, confidence: number | null = 96): TextItem => ({ text, x, y: 100, width, height: 9, fontName: null, fontSize: 9, confidence });

  it('keeps two OCR words apart however close their boxes ("of" "November," half a point apart on a scan)', () => {
    expect(joinItems([word('day', 367.6, 12), word('of', 382.2, 7.7), word('November,', 390.4, 36.6), word('2022', 429.7, 16.8)])).to.equal('day of November, 2022');
  });

  it('still joins a sign or a digit OCR cut from its value, and a text layer\'s pieces of one word', () => {
    expect(joinItems([word('B', 100, 6), word('+', 106.5, 5)])).to.equal('B+');
    expect(joinItems([word('Uni', 10, 15, null), word('versity', 25.5, 35, null)])).to.equal('University');
  });
});
