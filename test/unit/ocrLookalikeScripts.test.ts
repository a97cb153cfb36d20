/**
 * Greek and Cyrillic print share their capitals' shapes, and Tesseract's orientation and script
 * detection names a Greek scan Cyrillic (src/processing/text/tesseractOcr.ts, LOOKALIKE_SCRIPT):
 * the recognized text decides between the two, and the Greek model's micro signs are made the
 * Greek letter mu. Tesseract's runs are replaced by canned readings, by the models asked for.
 */
import { expect } from 'chai';
import { greekMicroSigns, scriptReadingScore, TesseractOcr, type OcrWord } from '../../src/processing/text/tesseractOcr';

const word = (text: string, left: number, line: number, confidence: number): OcrWord => ({ text, left, top: 40 * line, width: 12 * text.length, height: 24, confidence, block: 1, paragraph: 1, line });

/** A Greek transcript's lines: read by the Greek models, or misread by the Cyrillic ones. */
const GREEK = [['Πανεπιστήμιο', 'Αιγαίου'], ['Μαθηματική', 'Ανάλυση', '5'], ['Γραμμική', 'Άλγεβρα', '6']];
const AS_CYRILLIC = [['Пауетпоттшо', 'Аіуаіоу'], ['Мабпратікі', 'Амальст', '5'], ['Грайрикй', 'АЛуєвра', '6']];
const RUSSIAN = [['Университет', 'Байкала'], ['Математический', 'анализ', '5'], ['Линейная', 'алгебра', '6']];
const lines = (rows: string[][], confidence: number) => rows.flatMap((r, i) => r.map((t, k) => word(t, 10 + 200 * k, i, /\d/.test(t) ? 95 : confidence)));

function fakeOcr(readings: { cyrillic: OcrWord[]; greek: OcrWord[] }) {
  const ocr = new TesseractOcr({ languages: ['eng', 'rus', 'ukr', 'kaz', 'ell'] });
  const runs: string[][] = [];
  const fake = ocr as unknown as {
    runTesseract: (p: string, l: string[]) => Promise<OcrWord[]>;
    installed: Set<string>;
    readScript: (file: string, reported: string | null) => Promise<{ words: OcrWord[]; languages: string[]; script: string } | null>;
  };
  fake.installed = new Set(['eng', 'rus', 'ukr', 'kaz', 'ell', 'amh']);
  fake.runTesseract = async (_p, langs) => {
    runs.push(langs);
    if (langs.includes('ell')) return readings.greek;
    if (langs.includes('rus')) return readings.cyrillic;
    return [];
  };
  return { fake, runs };
}

describe('OCR: Greek and Cyrillic told apart by the recognized text', () => {
  it('scores a reading by the confidence of the words in its own script', () => {
    expect(scriptReadingScore(lines(AS_CYRILLIC, 50), 'Cyrillic')).to.equal(50); // the digits do not count
    expect(scriptReadingScore(lines(GREEK, 88), 'Greek')).to.equal(88);
    expect(scriptReadingScore(lines(GREEK, 88), 'Cyrillic')).to.equal(0);
  });

  it('reads a page OSD called Cyrillic with the Greek models when the Cyrillic ones read it unsurely', async () => {
    const { fake, runs } = fakeOcr({ cyrillic: lines(AS_CYRILLIC, 50), greek: lines(GREEK, 88) });
    const found = await fake.readScript('page.png', 'Cyrillic');
    expect(found?.script).to.equal('Greek');
    expect(found?.languages).to.include('ell');
    expect(found?.words.map((w) => w.text)).to.include('Μαθηματική');
    expect(runs).to.have.length(2);
  });

  it('keeps a confident Cyrillic reading without a second pass', async () => {
    const { fake, runs } = fakeOcr({ cyrillic: lines(RUSSIAN, 90), greek: lines(GREEK, 40) });
    const found = await fake.readScript('page.png', 'Cyrillic');
    expect(found?.script).to.equal('Cyrillic');
    expect(runs).to.deep.equal([['rus', 'ukr', 'kaz']]);
  });

  it('keeps an unsure Cyrillic reading when the Greek models read the page no better', async () => {
    const { fake } = fakeOcr({ cyrillic: lines(RUSSIAN, 60), greek: lines(GREEK, 45) });
    expect((await fake.readScript('page.png', 'Cyrillic'))?.script).to.equal('Cyrillic');
  });

  it('makes the micro sign the Greek mu in Greek words only', () => {
    const words = greekMicroSigns([word('Μάθηµα', 0, 0, 90), word('Πανεπιστήµιο', 0, 1, 90), word('5µm', 0, 2, 90)]);
    expect(words.map((w) => w.text)).to.deep.equal(['Μάθημα', 'Πανεπιστήμιο', '5µm']);
  });
});
