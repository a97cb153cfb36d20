/**
 * The language pass after the English one (src/processing/text/tesseractOcr.ts, docs/document-understanding.md,
 * "Scans and photos", "Header words and titles read unsure"): a page whose second reading, in the
 * automatic layout, lost the column of lone numbers the line-by-line English pass read is read
 * line by line. Tesseract's runs are replaced by canned readings, by page segmentation mode.
 */
import { expect } from 'chai';
import { lostNumbers, TesseractOcr, type OcrWord } from '../../src/processing/text/tesseractOcr';

const word = (text: string, left: number, line: number, confidence = 95): OcrWord => ({ text, left, top: 40 * line, width: 12 * text.length, height: 24, confidence, block: 1, paragraph: 1, line });

/** A German table whose header the English pass misread ("Priifungsbereich" is in no lexicon). */
const TITLES = ['Werkstoffkunde', 'Rechnernetze', 'Elektrotechnik', 'Datenbanksysteme', 'Projektmanagement', 'Praxisprojekt', 'Informatik'];
function page(withCredits: boolean): OcrWord[] {
  const out = [word('Hochschule', 10, 0), word('für', 140, 0), word('Technik', 190, 0), word('und', 290, 0), word('Wirtschaft', 340, 0)];
  out.push(word('Priifungsbereich', 10, 1, 40), word('Bewertet', 500, 1), word('Umfang', 700, 1));
  TITLES.forEach((t, i) => {
    out.push(word(t, 10, i + 2), word('der', 200, i + 2), word('Studierenden', 260, i + 2), word(`2,${i}`, 500, i + 2));
    if (withCredits) out.push(word(String(5 + i), 700, i + 2));
  });
  return out;
}

describe('OCR: the language pass after the English one', () => {
  it('counts a column of lone numbers lost by a second reading', () => {
    expect(lostNumbers(page(true), page(false))).to.equal(true); // the credits lost: 7 of 14 kept
    expect(lostNumbers(page(true), page(true))).to.equal(false);
    expect(lostNumbers(page(true), page(true).filter((w) => w.text !== '5'))).to.equal(false); // one misread
    const few = page(true).filter((w) => w.top < 160);
    expect(lostNumbers(few, [])).to.equal(false); // too few numbers to tell
  });

  it('reads the page line by line when the automatic layout lost the numbers the English pass read', async () => {
    const ocr = new TesseractOcr({ languages: ['eng', 'deu'] });
    const runs: Array<number | undefined> = [];
    const fake = ocr as unknown as { runTesseract: (p: string, l: string[], psm?: number) => Promise<OcrWord[]>; installed: Set<string>; languages: () => Promise<string[]>; latinPasses: (p: string, w: OcrWord[]) => Promise<{ words: OcrWord[]; languages: string[] }> };
    fake.languages = async () => ['eng', 'deu'];
    fake.installed = new Set(['eng', 'deu']);
    fake.runTesseract = async (_p, _l, psm) => {
      runs.push(psm);
      // The automatic layout drops the credits and the grades (a column of lone numbers each).
      return psm === 4 ? page(true) : page(true).filter((w) => !/^\d/.test(w.text));
    };
    const r = await fake.latinPasses('page.png', page(true));
    expect(r.languages).to.deep.equal(['deu']);
    expect(runs).to.deep.equal([undefined, 4]);
    expect(r.words.filter((w) => /^\d/.test(w.text))).to.have.length(14);
  });

  it('reads a Hungarian, Danish or Norwegian page a second time with its own model', async () => {
    const pages: Array<[string, string]> = [
      ['Név: Kovács Anna. Születési hely, idő: Szeged. Képzési szint: alapképzés. Összesen megszerzett kredit. Szakdolgozat jeles', 'hun'],
      ['Eksamensbevis. Navn: Mette Jensen. Uddannelsen blev afsluttet med et vægtet gennemsnit af karakterer', 'dan'],
      ['Vitnemål. Navn: Ola Nordmann. Graden er fullført. Emnekode emnenavn studiepoeng karakter bestått', 'nor'],
    ];
    for (const [text, model] of pages) {
      const ocr = new TesseractOcr();
      const fake = ocr as unknown as { runTesseract: (p: string, l: string[], psm?: number) => Promise<OcrWord[]>; installed: Set<string>; languages: () => Promise<string[]>; latinPasses: (p: string, w: OcrWord[]) => Promise<{ words: OcrWord[]; languages: string[] }> };
      fake.languages = async () => ['eng', 'fra', 'deu', 'spa'];
      fake.installed = new Set(['eng', 'fra', 'deu', 'spa', 'hun', 'dan', 'nor']);
      const english = text.split(' ').map((t, i) => word(t, 10 + 20 * (i % 8), i >> 3));
      fake.runTesseract = async () => english;
      const r = await fake.latinPasses('page.png', english);
      expect(r.languages, model).to.deep.equal([model]);
    }
  });
});
