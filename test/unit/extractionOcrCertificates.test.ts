/**
 * Certificates read by OCR (docs/document-understanding.md, "Scans and photos"): an OCR word's size
 * is its ink box, as tall as the line's letters reach (descenders, the tails of "Қ"), in points of an
 * image whose resolution is a guess. The holder's surname over the given names, a name printed large
 * and a title in capitals over two lines are read as on a text layer; a one-letter word is a word.
 * Pages are built from TextItems (invented people and institutions).
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** The words of `text` from x, 5 pt a character, a word space apart, boxes `height` tall. */
function words(text: string, x: number, y: number, height: number): TextItem[] {
  let at = x;
  return text.split(' ').map((w) => {
    const it: TextItem = { text: w, x: at, y, width: w.length * 5, height, fontName: null, fontSize: height, confidence: 95 };
    at += w.length * 5 + 3;
    return it;
  });
}

const page = (items: TextItem[]): DocumentText => ({ pages: [{ pageNumber: 1, width: 560, height: 400, source: 'ocr', items }] });

describe('certificates read by OCR', () => {
  const engine = createExtractionEngine();
  const read = (doc: DocumentText) => engine.extract([{ kind: 'diploma', text: doc }]);

  it('keeps a one-letter word a word of its own however close its box ("свидетельствует о том")', () => {
    const items = [
      { text: 'свидетельствует', x: 100, y: 40, width: 66, height: 8, fontName: null, fontSize: 8, confidence: 96 },
      { text: 'о', x: 166.5, y: 40, width: 4, height: 8, fontName: null, fontSize: 8, confidence: 96 },
      { text: 'том,', x: 173, y: 40, width: 16, height: 8, fontName: null, fontSize: 8, confidence: 96 },
    ];
    expect(groupLines(page(items).pages[0])[0].text).to.equal('свидетельствует о том,');
  });

  it('joins the surname with the given names under it, whose ink box is taller, past a line of the other column', () => {
    const r = read(page([
      ...words('РОССИЙСКАЯ ФЕДЕРАЦИЯ', 60, 30, 11),
      ...words('Настоящий диплом свидетельствует о том, что', 320, 46, 8),
      ...words('«Приокский институт права и экономики»', 30, 58, 9),
      ...words('Кузнецов', 400, 64, 9),
      ...words('г. Тверь', 120, 72, 7),
      ...words('Павел Игоревич', 380, 80, 13),
      ...words('освоил программу бакалавриата по направлению подготовки', 300, 101, 8),
    ]));
    expect(r.candidate.fullName).to.equal('Павел Игоревич Кузнецов');
    expect(r.candidate.lastName).to.equal('Кузнецов');
  });

  it('reads a name printed large against the page\'s body text, not against 14 pt', () => {
    const body = (text: string, x: number, y: number) => words(text, x, y, 7);
    const r = read(page([
      ...words('РЕСПУБЛИКА КАЗАХСТАН', 60, 30, 8),
      ...words('ДИПЛОМ', 110, 60, 14),
      ...body('Настоящий диплом выдан', 100, 100),
      ...words('Жаксыбеков Нурлан Ерланович', 70, 112, 10),
      ...body('в том, что он в 2014 году поступил в университет', 40, 126),
      ...body('и в 2018 году окончил полный курс по программе', 40, 136),
      ...body('Решением Государственной аттестационной комиссии', 40, 146),
      ...body('от 20 июня 2018 года (протокол № 5)', 40, 156),
      ...body('присуждена академическая степень', 40, 166),
      ...body('Регистрационный номер: 412', 300, 300),
    ]));
    expect(r.candidate.fullName).to.equal('Нурлан Ерланович Жаксыбеков');
  });

  it('joins a title in capitals over two lines whose ink boxes differ (a tail on the first)', () => {
    const r = read(page([
      ...words('ҚАЗАҚСТАН РЕСПУБЛИКАСЫ', 60, 30, 8),
      ...words('Ертіс инженерлік университеті', 50, 44, 8),
      ...words('ДИПЛОМ', 110, 60, 14),
      ...words('Мемлекеттік аттестаттау комиссиясының шешімімен', 40, 162, 7),
      ...words('ЭЛЕКТР-ЭНЕРГЕТИКАЛЫҚ', 60, 182, 8),
      ...words('ЖҮЙЕЛЕР БАКАЛАВРЫ', 70, 193, 7),
      ...words('академиялық дәрежесі берілді.', 80, 205, 7),
    ]));
    expect(r.qualification.name?.toLowerCase()).to.equal('электр-энергетикалық жүйелер бакалавры');
  });
});

describe('Buddhist Era years read by OCR in Thai digits', () => {
  const engine = createExtractionEngine();
  /** A Thai degree certificate whose conferral date prints the year in Thai digits read at `confidence`. */
  const certificate = (confidence: number): DocumentText => {
    const thai = (text: string, x: number, y: number, conf = 93): TextItem => ({ text, x, y, width: text.length * 6, height: 16, fontName: null, fontSize: 16, confidence: conf });
    return page([
      thai('ราชอาณาจักรไทย', 260, 140),
      thai('มหาวิทยาลัยบึงทองใหม่', 190, 170),
      thai('สภามหาวิทยาลัยอนุมัติให้', 236, 230),
      thai('นายสมศักดิ์ ทองดี', 218, 266),
      thai('ได้รับปริญญา', 269, 312),
      thai('วิศวกรรมศาสตรบัณฑิต', 184, 340),
      thai('ให้ไว้ ณ วันที่ ๑๔ เดือน สิงหาคม พุทธศักราช', 150, 425),
      thai('๒๕๒๒', 410, 425, confidence),
    ]);
  };
  const year = (confidence: number) => engine.extract([{ kind: 'diploma', text: certificate(confidence) }]).qualification.yearOfCompletion;

  it('takes the year read surely (2522 B.E. is 1979)', () => {
    expect(year(97)).to.equal(1979);
  });

  it('gives no year when the Thai digits were read below THAI_DIGITS_SURE: ๖ read as ๒ is a year forty years off', () => {
    expect(year(88)).to.equal(null);
  });
});
