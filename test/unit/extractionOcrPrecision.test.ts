/**
 * Values a scan's reading must not serve (decision "Extraction field types": a value without evidence is
 * null): a running head that numbers its page taken for a course row. Small generated pages;
 * invented university, names and marks.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { createExtractionEngine } from '../../src/processing/extraction';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

describe('extraction: precision on scanned pages', () => {
  it('takes no course row from a running head that numbers its page', () => {
    const row = (title: string, hours: string, grade: string): Cell[] => [[title, 40], [hours, 330], [grade, 420]];
    const page2 = pageOfRows([
      [['Приложение к диплому № 692918 4922114 Журавлёв Е.В. Страница', 38], ['2', 330]],
      row('Компьютерные сети', '4', 'удовлетворительно'),
      row('Физическая культура', '2', 'зачтено'),
    ]);
    const doc: DocumentText = {
      pages: [
        pageOfRows([
          [['ПРИЛОЖЕНИЕ К ДИПЛОМУ', 200, 12]],
          [['Наименование дисциплин (модулей), практик', 40, 8], ['Зачётные единицы', 320, 8], ['Оценка', 420, 8]],
          row('Философия', '3', 'хорошо'),
          row('Базы данных', '5', 'отлично'),
          row('Теория вероятностей', '4', 'хорошо'),
        ]),
        { ...page2, pageNumber: 2 },
      ],
    };
    const r = extractDocumentFields(doc, 'transcript');
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Философия', 'Базы данных', 'Теория вероятностей', 'Компьютерные сети', 'Физическая культура']);
  });
});

describe('extraction: names and titles misread in another script on OCR pages', () => {
  // An OCR page: the same rows as a text page, each word sure (90) unless its confidence is given.
  const ocr = (rows: Cell[][]): DocumentText => {
    const page = pageOfRows(rows);
    return { pages: [{ ...page, source: 'ocr', items: page.items.flatMap((it) => it.text.split(' ').map((w, k, all) => ({ ...it, text: w, x: it.x + all.slice(0, k).join(' ').length * 4.5 + (k ? 4.5 : 0), width: w.length * 4.5, confidence: 90 }))) }] };
  };
  const engine = createExtractionEngine();
  const transcript = (letterhead: string, name: string, titles: string[]): DocumentText =>
    ocr([
      [[letterhead, 48, 12]],
      [['123 Mittraphap Road, Bangkok 10400, Thailand', 48]],
      [['TRANSCRIPT OF ACADEMIC RECORD', 150, 12]],
      [['Name:', 40], [name, 120]],
      [['Degree:', 40], ['Bachelor of Business Administration', 120]],
      [['Code', 40], ['Course Title', 100], ['Credits', 400], ['Grade', 460]],
      ...titles.map((t, k): Cell[] => [[`ECO${101 + k}`, 40], [t, 100], ['3', 404], ['A', 462]]),
    ]);
  const greek = ['Μικροοικονομική', 'Μακροοικονομική', 'Στατιστική', 'Οικονομετρία', 'Δημόσια Οικονομική', 'Διεθνής Οικονομική'];

  it('serves an institution read in one script', () => {
    expect(engine.extract([{ kind: 'transcript', text: transcript('ISAN DEVELOPMENT UNIVERSITY', 'Somchai Jaidee', greek) }]).institution.name).to.match(/isan development university/i);
  });

  it('serves no institution one of whose words was read in another script', () => {
    expect(engine.extract([{ kind: 'transcript', text: transcript('เรสผ DEVELOPMENT UNIVERSITY', 'Somchai Jaidee', greek) }]).institution.name).to.equal(null);
  });

  it('serves no name that holds a slash left of a misread other-script half', () => {
    const r = engine.extract([{ kind: 'transcript', text: transcript('ISAN DEVELOPMENT UNIVERSITY', 'Uwnhwu/ Mariam Qnhannywu / Grigoryan', greek) }]);
    expect(r.candidate.fullName).to.equal(null);
    expect(engine.extract([{ kind: 'transcript', text: transcript('ISAN DEVELOPMENT UNIVERSITY', 'Mariam Grigoryan', greek) }]).candidate.fullName).to.equal('Mariam Grigoryan');
  });

  it('drops a Latin-letter title in a table whose titles are Greek', () => {
    const r = engine.extract([{ kind: 'transcript', text: transcript('ISAN DEVELOPMENT UNIVERSITY', 'Somchai Jaidee', [...greek, 'lotopia']) }]);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(greek);
    const english = ['Microeconomics', 'Macroeconomics', 'Statistics', 'Econometrics', 'Public Finance', 'International Economics'];
    expect(engine.extract([{ kind: 'transcript', text: transcript('ISAN DEVELOPMENT UNIVERSITY', 'Somchai Jaidee', [...english, 'History']) }]).courses).to.have.length(7);
  });
});

describe('extraction: a word in a column of grades is no course (rule "A word in a column of grades is no course")', () => {
  const ocr = (rows: Cell[][]): DocumentText => {
    const page = pageOfRows(rows);
    return { pages: [{ ...page, source: 'ocr', items: page.items.flatMap((it) => it.text.split(' ').map((w, k, all) => ({ ...it, text: w, x: it.x + all.slice(0, k).join(' ').length * 4.5 + (k ? 4.5 : 0), width: w.length * 4.5, confidence: 92 }))) }] };
  };
  const engine = createExtractionEngine();
  const titles = ['Analyse I', 'Algèbre linéaire', 'Physique générale', 'Chimie organique', 'Informatique'];
  const head: Cell[][] = [
    [['RELEVÉ DE NOTES', 150, 12]],
    [['Code', 40], ['Intitulé du cours', 100], ['Crédits', 400], ['Note', 460]],
  ];

  it('takes no signature line or second header whose word falls under the grade for a course', () => {
    const text = ocr([
      ...head,
      ...titles.map((t, k): Cell[] => [[`MAT${201 + k}`, 40], [t, 100], ['6', 404], [['A', 'B+', 'C', 'A-', 'B'][k], 462]]),
      [['Le Directeur des', 100], ['Études', 460]],
      [['Stages et mémoire', 100], ['Note', 460]],
    ]);
    const r = engine.extract([{ kind: 'transcript', text }]);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(titles);
  });

  it('keeps the rows of a table whose grades are words', () => {
    const words = ['Recognized', 'Recognized', 'Excused', 'Recognized', 'Excused'];
    const text = ocr([...head, ...titles.map((t, k): Cell[] => [[t, 100], [words[k], 460]])]);
    expect(engine.extract([{ kind: 'transcript', text }]).courses.map((c) => c.courseName)).to.deep.equal(titles);
  });
});

describe('extraction: a place and its date split over the code and title columns of an OCR page (rule "A place and its date is no course")', () => {
  it('takes no course from a date line whose place and day fell into the code column', () => {
    const page = pageOfRows([
      [['TRANSCRIPT OF RECORDS', 150, 12]],
      [['Code', 40], ['Course Title', 100], ['Credits', 400], ['Grade', 460]],
      ...['Statistics', 'Econometrics', 'Public Finance', 'Microeconomics'].map((t, k): Cell[] => [[`ECO${301 + k}`, 40], [t, 100], ['5', 404], ['7,5', 462]]),
      [['Nairobi, 12th', 40], ['March 2020', 100]],
    ]);
    const text: DocumentText = { pages: [{ ...page, source: 'ocr', items: page.items.map((it) => ({ ...it, confidence: 93 })) }] };
    const r = createExtractionEngine().extract([{ kind: 'transcript', text }]);
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Statistics', 'Econometrics', 'Public Finance', 'Microeconomics']);
  });
});
