/**
 * Where a course table read by OCR ends (docs/document-understanding.md, "Scans and photos"): OCR
 * gives every word an item of its own, so a sentence under the table is no one item spanning the
 * columns; its words a word space apart are still one run of text, not a row. And the degree's
 * conferral printed after its name ("…, otorgado con fecha <date>") is the completion, no part of
 * the name. Pages are built from TextItems.
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import type { DocumentText, TextItem } from '../../src/processing/types';

type Word = [text: string, x: number, width: number];

const line = (ws: Word[], y: number): TextItem[] => ws.map(([text, x, width]) => ({ text, x, y, width, height: 8, fontName: null, fontSize: 8, confidence: 95 }));
/** Words of a sentence at 4.3 pt a character from x, a word space apart. */
const sentence = (text: string, x: number): Word[] => text.split(' ').map((w, i, a) => [w, x + a.slice(0, i).join(' ').length * 4.3 + i * 0.2, w.length * 4]);

/** A record of year, period, code, subject, credits and grade, as a photo of one is read. */
function record(after: TextItem[]): DocumentText {
  const items: TextItem[] = [
    ...line([['UNIVERSIDAD', 150, 60], ['DEL', 214, 18], ['SUR', 236, 18]], 40),
    ...line([['Año', 59, 16], ['Período', 88, 31], ['Código', 163, 30], ['Asignatura', 221, 44], ['Créditos', 478, 35], ['Nota', 532, 18]], 224),
  ];
  const rows: Array<[string, string, string, string, string]> = [['2011', 'BIO101', 'Biología Celular', '6', '6,2'], ['2011', 'BIO102', 'Química General', '6', '5,4'], ['2012', 'BIO201', 'Zoología', '4', '6,1'], ['2012', 'BIO202', 'Genética', '6', '6,7']];
  rows.forEach(([year, code, title, credits, grade], k) => {
    items.push(...line([[year, 58, 19], ['1er', 88, 12], ['Semestre', 103, 37], [code, 164, 29], ...sentence(title, 222), [credits, 493, 4], [grade, 535, 12]], 249 + k * 14.5));
  });
  items.push(...after);
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items }] };
}

describe('a course table read by OCR: where it ends', () => {
  const engine = createExtractionEngine();
  const read = (doc: DocumentText) => engine.extract([{ kind: 'transcript', text: doc }]);

  it('takes no row from a sentence under the table whose words stand over its columns', () => {
    // As read from a photo: "… conveniente. Concepción, 2 de" ends under the grade column.
    const words = 'Se extiende el presente certificado a petición del interesado para los fines que estime conveniente. Concepción, 2 de'.split(' ');
    const xs = [50, 64, 101, 112, 150, 195, 203, 237, 252, 298, 319, 333, 355, 374, 403, 458, 513, 520];
    const ws = [11, 35, 7, 35, 42, 5, 31, 12, 43, 18, 11, 19, 15, 27, 52, 51, 5, 10];
    const r = read(record([...line(words.map((w, i): Word => [w, xs[i], ws[i]]), 330), ...line([['diciembre', 50, 40], ['de', 92, 10], ['2017.', 105, 22]], 342)]));
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Biología Celular', 'Química General', 'Zoología', 'Genética']);
  });

  it('keeps a row whose title of two words reaches into the next column', () => {
    const r = read(record(line([['2012', 58, 19], ['2do', 88, 12], ['Semestre', 103, 37], ['BIO301', 164, 29], ['Bioquímica', 222, 44], ['Avanzada', 268, 36], ['5', 493, 4], ['5,9', 535, 12]], 307)));
    expect(r.courses.map((c) => c.courseName)).to.include('Bioquímica Avanzada');
  });

  it('leaves the conferral out of the degree\'s name and reads its date ("…, otorgado con fecha <date>")', () => {
    const r = read(record(line(sentence('Grado académico: Licenciado en Biología, otorgado con fecha 15 de agosto de 2016', 50), 330)));
    expect(r.qualification.name).to.equal('Licenciado en Biología');
    expect(r.qualification.yearOfCompletion).to.equal(2016);
  });
});

describe('a degree line dated before the admission', () => {
  it('gives no year of completion: a completion before the admission printed is a misread', () => {
    const engine = createExtractionEngine();
    const items: TextItem[] = [
      ...line([['UNIVERSIDAD', 150, 60], ['DEL', 214, 18], ['SUR', 236, 18]], 40),
      ...line(sentence('Año de ingreso: 2013', 50), 80),
      ...line(sentence('Grado académico: Licenciado en Biología, otorgado con fecha 3 de enero de 2012', 50), 100),
    ];
    const r = engine.extract([{ kind: 'transcript', text: { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items }] } }]);
    expect(r.qualification.yearOfAdmission).to.equal(2013);
    expect(r.qualification.yearOfCompletion).to.equal(null);
  });
});
