/**
 * Course titles printed in two languages (bilingual transcripts, Bologna diploma supplements): the
 * English translation on the line under the national title (italic or smaller, no values of its own)
 * is not joined into the name; the row is named by the English rendering and keeps the other one in
 * its provenance; "national / English" on one line is split only at a slash with spaces. A title
 * wrapped in one language still joins. Pages are built from TextItems (one item per cell).
 */
import { expect } from 'chai';
import { extractCourses, headerAt, latinForm } from '../../src/processing/extraction/table';
import { englishRendering } from '../../src/processing/language';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, o: { size?: number; font?: string; ocr?: boolean } = {}): TextItem => {
  const size = o.size ?? 8.5;
  return { text, x, y, width: text.length * size * 0.5, height: size, fontName: o.ocr ? null : (o.font ?? 'NotoSans-Regular'), fontSize: size, confidence: o.ocr ? 92 : null };
};
const page = (items: TextItem[], ocr = false): PageText => ({ pageNumber: 1, width: 595, height: 842, source: ocr ? 'ocr' : 'text-layer', items });
const header = (y = 60): TextItem[] => [item('Tantárgy neve', 40, y), item('Kredit', 330, y), item('Érdemjegy', 400, y)];
const italic = (text: string, x: number, y: number, size = 7.5) => item(text, x, y, { size, font: 'NotoSans-Italic' });
const read = (items: TextItem[], ocr = false) => extractCourses(groupLines(page(items, ocr)));

describe('course table: titles printed in two languages', () => {
  it('tells the English rendering of a title from its national one', () => {
    expect(englishRendering('Mikroökonómia', 'Microeconomics')).to.equal(1);
    expect(englishRendering('Introduction to Programming', 'Programmēšanas pamati')).to.equal(0);
    expect(englishRendering('Statistika', 'Statistics')).to.equal(1);
    // Both English (a title wrapped in English), or the same words: undecided.
    expect(englishRendering('Introduction to Management', 'Science and Practice')).to.equal(null);
    expect(englishRendering('Marketing', 'Marketing')).to.equal(null);
  });

  it('keeps the italic English line under a Hungarian title apart and names the row by it', () => {
    const r = read([
      ...header(),
      item('Mikroökonómia', 40, 80), item('4', 335, 80), item('jó (4)', 400, 80),
      italic('Microeconomics', 40, 90),
      item('Számvitel alapjai', 40, 104), item('6', 335, 104), item('jeles (5)', 400, 104),
      italic('Principles of Accounting', 40, 114),
    ]);
    expect(r.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([['Microeconomics', 4, 'jó (4)'], ['Principles of Accounting', 6, 'jeles (5)']]);
    expect(r.evidence![0]!.otherName!.text).to.equal('Mikroökonómia');
  });

  it('joins a title wrapped in one language, then keeps its translation (itself wrapped) apart', () => {
    const r = read([
      ...header(),
      item('Számítógép-architektúrák és operációs', 40, 80), item('5', 335, 80), item('jó (4)', 400, 80),
      item('rendszerek alapjai', 40, 91),
      italic('Foundations of Computer Architectures', 40, 101),
      italic('and Operating Systems', 40, 110),
      item('Szoftvertechnológia', 40, 124), item('4', 335, 124), item('közepes (3)', 400, 124),
      italic('Software Engineering', 40, 134),
    ]);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Foundations of Computer Architectures and Operating Systems', 'Software Engineering']);
    expect(r.evidence![0]!.otherName!.text).to.equal('Számítógép-architektúrák és operációs rendszerek alapjai');
  });

  it('still joins an English title wrapped in the same font, and a national one', () => {
    const r = read([
      ...header(),
      item('Introduction to Computer', 40, 80), item('5', 335, 80), item('A', 400, 80),
      item('Science and Programming', 40, 91),
      item('Bevezetés a', 40, 105), item('4', 335, 105), item('jó (4)', 400, 105),
      item('programozásba', 40, 116),
      // An English title with few English words, its wrap with more: no national letter, no translation.
      item('Digital Logic', 40, 130), item('4', 335, 130), item('A', 400, 130),
      item('Design', 40, 141),
    ]);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Introduction to Computer Science and Programming', 'Bevezetés a programozásba', 'Digital Logic Design']);
  });

  it('on a scan (no fonts) takes the line as a translation only when its language is clear', () => {
    const ocr = { ocr: true };
    const r = read([
      item('Tantárgy neve', 40, 60, ocr), item('Kredit', 330, 60, ocr), item('Érdemjegy', 400, 60, ocr),
      item('Hidrológia és vízgazdálkodás', 40, 80, ocr), item('5', 335, 80, ocr), item('jó (4)', 400, 80, ocr),
      item('Hydrology and Water Management', 40, 91, ocr),
      item('Adatbázis-kezelő', 40, 105, ocr), item('4', 335, 105, ocr), item('jó (4)', 400, 105, ocr),
      item('rendszerek', 40, 116, ocr),
    ], true);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Hydrology and Water Management', 'Adatbázis-kezelő rendszerek']);
  });

  it('reads a row whose values stand alone, centred between its title and the title\'s translation', () => {
    const r = read([
      ...header(),
      item('Környezeti kémia', 40, 80), italic('Environmental Chemistry', 40, 91),
      item('4', 335, 85.5), item('jó (4)', 400, 85.5),
      // A title wrapped in Hungarian, its values under its second line, its translation wrapped under them.
      item('Levegőtisztaság-védelem és zajvédelem a települési', 40, 106), item('környezetben', 40, 117),
      item('3', 335, 122), item('elégséges (2)', 400, 122),
      italic('Air Quality Protection and Noise Control in', 40, 128), italic('Urban Environments', 40, 137),
    ]);
    expect(r.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Environmental Chemistry', 4, 'jó (4)'],
      ['Air Quality Protection and Noise Control in Urban Environments', 3, 'elégséges (2)'],
    ]);
  });

  it('reads a header cell printed in two languages on one line as one column', () => {
    const bold = (text: string, x: number) => item(text, x, 60, { font: 'NotoSans-Bold', size: 8 });
    const lines = groupLines(page([bold('Kods / Code', 40), bold('Studiju kurss / Study course', 110), bold('KP / CP', 330), bold('ECTS / ECTS', 380), bold('Vērtējums / Grade', 450)]));
    expect(headerAt(lines, 0)?.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'ignore', 'grade']);
  });

  it('splits "national / English" at a spaced slash only', () => {
    expect(latinForm('Ievades/izvades sistēmas / Input/Output Systems')).to.equal('Input/Output Systems');
    expect(latinForm('Mikroekonomika / Microeconomics')).to.equal('Microeconomics');
    expect(latinForm('Input/Output Systems')).to.equal('Input/Output Systems');
    expect(latinForm('Theory and Practice / Case Studies')).to.equal('Theory and Practice / Case Studies');
  });
  it('rule "A translated table is translated throughout": once two rows show a title over its translation in the same type, a third title is split the same way', () => {
    const pl = (y: number) => [item('Nazwa przedmiotu', 40, y), item('Punkty ECTS', 330, y), item('Ocena', 400, y)];
    const rows = (top: number, withConfirmed: boolean) => [
      ...(withConfirmed
        ? [
            item('Podstawy zarządzania', 40, top), item('5', 335, top), item('4,5', 400, top),
            item('Principles of Management', 40, top + 10),
            item('Język angielski', 40, top + 24), item('3', 335, top + 24), item('5,0', 400, top + 24),
            item('English Language', 40, top + 34),
          ]
        : []),
      // No letter Polish has and English lacks: only the table's other rows tell the translation from a wrapped title.
      item('Mikroekonomia', 40, top + 48), item('6', 335, top + 48), item('4,0', 400, top + 48),
      item('Microeconomics', 40, top + 58),
      // Cognates whose words tell neither language: a title of two lines in a table whose titles are mostly translated.
      item('Algebra liniowa', 40, top + 72), item('4', 335, top + 72), item('3,5', 400, top + 72),
      item('Linear Algebra', 40, top + 82),
    ];
    const bilingual = read([...pl(60), ...rows(80, true)]);
    expect(bilingual.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Principles of Management', 5, '4,5'], ['English Language', 3, '5,0'], ['Microeconomics', 6, '4,0'], ['Linear Algebra', 4, '3,5'],
    ]);
    expect(bilingual.evidence![2]!.otherName!.text).to.equal('Mikroekonomia');
    expect(bilingual.evidence![3]!.otherName!.text).to.equal('Algebra liniowa');
    // A title printed "national / English" on one line whose English half wraps is not split at its line break.
    const slash = read([...pl(60), ...rows(80, true), item('Rachunek prawdopodobieństwa / Probability Theory and', 40, 176), item('5', 335, 176), item('4,0', 400, 176), item('Mathematical Statistics', 40, 186)]);
    expect(slash.courses[4].courseName).to.equal('Probability Theory and Mathematical Statistics');
    // Without translations confirmed elsewhere in the table, the two lines stay one title, as before.
    expect(read([...pl(60), ...rows(80, false)]).courses.map((c) => c.courseName)).to.deep.equal(['Mikroekonomia Microeconomics', 'Algebra liniowa Linear Algebra']);
  });
});
