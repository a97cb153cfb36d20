/**
 * What the scans of the rotated groups showed (docs/document-understanding.md, "Scans and photos", "What the scans of
 * the rotated groups showed"): OCR words and lines written for each rule, no family's document.
 */
import { expect } from 'chai';
import { settleGrade } from '../../src/processing/text/gradeReread';
import type { BoxWord } from '../../src/processing/text/ocrReread';
import { matchHeader, repairOcr } from '../../src/processing/extraction/table';
import { matchLabel } from '../../src/processing/extraction/labels';
import { TesseractOcr, type OcrWord } from '../../src/processing/text/tesseractOcr';
import type { ExtractedCourse } from '../../src/processing/types';
import { ocrLine as line, readOcrTable as read, type OcrCell as Cell } from '../support/ocrLines';


const word = (text: string, confidence: number): BoxWord => ({ text, left: 500, top: 40, width: 20 * text.length, height: 24, confidence });

describe('OCR: what the scans of the rotated groups showed', () => {
  it('reads a slash glued to a header word as the slash between two labels of one cell ("A slash read without its blanks")', () => {
    const header: Cell[] = [['Kod/ Code', 10], ['Ämne/ Subject', 60], ['hp/ECTS', 200], ['Betyg/ Grade', 250]];
    expect(matchHeader(line(header, 100), true).map((c) => [c.type, c.label])).to.deep.equal([
      ['code', 'Kod Code'], ['name', 'Ämne Subject'], ['credit', 'hp ECTS'], ['grade', 'Betyg Grade'],
    ]);
    // A scale after a slash stays one word.
    expect(matchHeader(line([['Subject', 10], ['Credits', 200], ['Mark /20', 250]], 100)).map((c) => c.type)).to.deep.equal(['name', 'credit', 'marksScored']);
  });

  it('takes a lone C, O, S or U read twice, freely and with capitals only, as read surely ("A letter alike in both cases read twice")', () => {
    expect(settleGrade(word('Cc', 41), { text: 'C', confidence: 47 })).to.include({ text: 'C', confidence: 75 });
    expect(settleGrade(word('c', 48), { text: 'C', confidence: 49 })).to.include({ text: 'C', confidence: 75 });
    expect(settleGrade(word('S', 44), { text: 'S', confidence: 52 })).to.include({ text: 'S', confidence: 75 });
    // A second reading of no confidence is a guess; a letter of two unlike forms keeps its doubt.
    expect(settleGrade(word('Cc', 41), { text: 'C', confidence: 10 })).to.include({ text: 'C', confidence: 41 });
    expect(settleGrade(word('B', 44), { text: 'B', confidence: 52 })).to.include({ text: 'B', confidence: 52 });
    // Another letter is no agreement.
    expect(settleGrade(word('Oo', 41), { text: 'C', confidence: 60 })).to.include({ text: 'Oo', confidence: 41 });
  });

  it('takes a sign read once as its mark and once as itself for the sign ("A sign read twice")', () => {
    expect(settleGrade(word('At+', 81), { text: 'A+', confidence: 85 })).to.include({ text: 'A+', confidence: 85 });
    expect(settleGrade(word('B~-', 70), { text: 'B-', confidence: 80 })).to.include({ text: 'B-' });
    // Another sign, or a letter of no sign, is no agreement.
    expect(settleGrade(word('At-', 81), { text: 'A+', confidence: 85 })).to.include({ text: 'At-' });
    expect(settleGrade(word('Ax+', 81), { text: 'A+', confidence: 85 })).to.include({ text: 'Ax+' });
  });

  it('reads a capital echoed in lower case as the capital among figures ("A letter echoed in lower case among figures")', () => {
    const course = (grade: string): ExtractedCourse => ({
      courseNumber: null, courseName: 'x', credit: null, grade, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null,
    });
    const figures = ['7,5', '6,0', 'Vv', '8,5', 'V'].map(course);
    repairOcr(figures);
    expect(figures.map((c) => c.grade)).to.deep.equal(['7,5', '6,0', 'V', '8,5', 'V']);
    // Rule "A Roman figure's I read as an exclamation mark".
    const titled = ['Composition I!', 'Composition II!', 'Wonders!'].map((name) => ({ ...course('B'), courseName: name }));
    repairOcr(titled);
    expect(titled.map((c) => c.courseName)).to.deep.equal(['Composition II', 'Composition III', 'Wonders!']);
    // Among grade words nothing is changed.
    const words = ['Gut', 'Aa', 'Sehr gut', 'Befriedigend'].map(course);
    repairOcr(words);
    expect(words.map((c) => c.grade)).to.deep.equal(['Gut', 'Aa', 'Sehr gut', 'Befriedigend']);
    // Rule "A column of echoed capitals": three echoes or more need no two plain letters beside them.
    const mostlyC = ['Cc', 'Cc', 'D', 'Cc', 'Cc', 'Cc'].map(course);
    repairOcr(mostlyC);
    expect(mostlyC.map((c) => c.grade)).to.deep.equal(['C', 'C', 'D', 'C', 'C', 'C']);
    // A Roman figure's second I read as a bracket.
    const bracket = ['Statistics I]', 'Economics II]', 'Set [I]'].map((name) => ({ ...course('B'), courseName: name }));
    repairOcr(bracket);
    expect(bracket.map((c) => c.courseName)).to.deep.equal(['Statistics II', 'Economics III', 'Set [I]']);
  });

  it('reads no course in a signatory beside the place and date spread over the columns ("A place and its date spread over the columns")', () => {
    const t = read([
      [['Code', 30], ['Title', 80], ['Credits', 260], ['Grade', 320], ['Marks', 370]],
      [['AB101', 30], ['Applied Statistics', 80], ['6', 265], ['B', 322], ['74', 372]],
      [['AB102', 30], ['Marketing', 80], ['5', 265], ['A', 322], ['86', 372]],
      [['AB103', 30], ['Business Law', 80], ['6', 265], ['C', 322], ['65', 372]],
      [['Maria', 30], ['Lopes Riverton,', 80], ['12', 265], ['march', 322], ['2024', 372]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Applied Statistics', 6, 'B'], ['Marketing', 5, 'A'], ['Business Law', 6, 'C'],
    ]);
  });
});

describe('OCR: a page in the script of the page before', () => {
  const ocrWord = (text: string, i: number, confidence: number): OcrWord => ({ text, left: 20 + 90 * (i % 6), top: 40 * (i >> 2), width: 12 * text.length, height: 24, confidence, block: 1, paragraph: 1, line: i >> 2 });
  // A short last page of totals and dates: English reads its Cyrillic as Latin nonsense, neither sure nor unsure enough to be a foreign patch.
  const english = ['Bcero', 'Kpeawrtos:', '171', 'Foa', 'oxonsanua:', '2023', 'Dara', 'stigasu:', '03.07.2023'].map((t, i) => ocrWord(t, i, 58 + (i % 3)));
  const cyrillic = ['Всего', 'кредитов:', '171', 'Год', 'окончания:', '2023', 'Дата', 'выдачи:', '03.07.2023'].map((t, i) => ocrWord(t, i, 86));
  function fakeOcr() {
    const ocr = new TesseractOcr();
    const fake = ocr as unknown as {
      runTesseract: (p: string, l: string[], psm?: number) => Promise<OcrWord[]>; installed: Set<string>; languages: () => Promise<string[]>;
      detectOrientation: () => Promise<null>; latinPasses: (p: string, w: OcrWord[]) => Promise<{ words: OcrWord[]; languages: string[] }>;
      readPage: TesseractOcr['readPage'];
    };
    fake.languages = async () => ['eng'];
    fake.installed = new Set(['eng', 'rus', 'osd']);
    // OSD cannot tell a page of so few letters.
    fake.detectOrientation = async () => null;
    fake.runTesseract = async (_p, langs) => (langs.includes('rus') ? cyrillic : english);
    fake.latinPasses = async (_p, words) => ({ words, languages: ['eng'] });
    return fake;
  }

  it('reads a page English reads poorly with the models of the script the page before was read in', async () => {
    const r = await fakeOcr().readPage('page.png', 'Cyrillic');
    expect(r.script).to.equal('Cyrillic');
    expect(r.words.map((w) => w.text).slice(0, 2)).to.deep.equal(['Всего', 'кредитов:']);
  });

  it('leaves the page to English after a Latin page', async () => {
    expect((await fakeOcr().readPage('page.png', 'Latin')).words[0].text).to.equal('Bcero');
    expect((await fakeOcr().readPage('page.png', null)).words[0].text).to.equal('Bcero');
  });
});

describe('OCR: a zero among a caption\'s initials', () => {
  it('reads the 0 after an initial and its dot as the O of the caption', () => {
    expect(matchLabel('Ф.И.0: Иванова Анна Сергеевна')).to.include({ field: 'fullName' });
    expect(matchLabel('Ф.И.0:: Иванова Анна Сергеевна')).to.include({ field: 'fullName' });
    // A value is no caption.
    expect(matchLabel('A0 Mathematics')).to.equal(null);
  });
});
