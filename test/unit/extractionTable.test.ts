import { expect } from 'chai';
import { extractCourses, headerAt, isHeader, matchHeader, parseTermHeading, looksLikeTermHeading } from '../../src/processing/extraction/table';
import { documentLines, groupLines } from '../../src/processing/text/layout';
import type { PageText } from '../../src/processing/types';
import { tableItem as item, tablePageOf as pageOf } from '../support/textPages';

type Cell = [string, number];
/** OCR-like: every word its own item. */
const wordsOf = (p: PageText): PageText => ({
  ...p,
  source: 'ocr',
  items: p.items.flatMap((it) => {
    const per = it.width / it.text.length;
    return [...it.text.matchAll(/\S+/g)].map((m) => ({ ...it, text: m[0], x: it.x + (m.index ?? 0) * per, width: m[0].length * per, fontName: null, confidence: 90 }));
  }),
});

describe('course table: header detection', () => {
  const headers: Array<{ name: string; cells: Cell[]; types: string[] }> = [
    { name: 'US registrar', cells: [['Course', 43], ['Course Title', 115], ['Credits', 430], ['Grade', 500]], types: ['code', 'name', 'credit', 'grade'] },
    { name: 'UK modules', cells: [['Module Code', 45], ['Module Title', 123], ['ECTS', 400], ['Mark (/100)', 450], ['Result', 512]], types: ['code', 'name', 'credit', 'marksScored', 'passStatus'] },
    { name: 'French relevé', cells: [['Code', 43], ["Unité d'enseignement", 113], ['ECTS', 398], ['Note /20', 450], ['Résultat', 504]], types: ['code', 'name', 'credit', 'marksScored', 'passStatus'] },
    { name: 'German Zeugnis', cells: [['Nr.', 48], ['Modul', 106], ['ECTS', 390], ['Note', 449], ['Status', 498]], types: ['code', 'name', 'credit', 'grade', 'passStatus'] },
    { name: 'Spanish certificado', cells: [['Código', 49], ['Asignatura', 109], ['Créditos', 378], ['Nota', 443], ['Calificación', 493]], types: ['code', 'name', 'credit', 'marksScored', 'grade'] },
    { name: 'Indian marksheet', cells: [['Code', 39], ['Subject', 87], ['Credits', 320], ['Max. Marks', 364], ['Marks Obt.', 420], ['Grade', 476], ['Result', 520]], types: ['code', 'name', 'credit', 'maximumMarks', 'marksScored', 'grade', 'passStatus'] },
    { name: 'grade points and terms', cells: [['Sem', 40], ['Subject Code', 80], ['Subject Name', 160], ['Credits', 380], ['Grade', 430], ['Grade Points', 480]], types: ['term', 'code', 'name', 'credit', 'grade', 'alternateGrade'] },
    { name: 'Spanish with convocatoria', cells: [['Asignatura', 40], ['Créditos', 300], ['Calificación', 360], ['Curso', 440]], types: ['name', 'credit', 'grade', 'session'] },
  ];
  for (const h of headers) {
    it(h.name, () => {
      const lines = groupLines(pageOf([h.cells]));
      const m = headerAt(lines, 0);
      expect(m, 'header found').to.not.equal(null);
      expect(m!.columns.map((c) => c.type)).to.deep.equal(h.types);
    });
  }

  it('gives the scale printed in a header', () => {
    const m = headerAt(groupLines(pageOf([[['Code', 43], ['Unité', 113], ['ECTS', 398], ['Note /20', 450]]])), 0);
    expect(m!.columns.find((c) => c.type === 'marksScored')?.scale).to.equal(20);
  });

  it('reads a header split over two lines ("Max." over "Marks")', () => {
    const p = pageOf([
      [['Code', 40], ['Subject', 90], ['Max.', 330], ['Marks', 390], ['Grade', 450]],
      [['Marks', 330], ['Obtained', 390]],
    ], 1, 60, 9);
    const m = headerAt(groupLines(p), 0);
    expect(m?.lineCount).to.equal(2);
    expect(m!.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'maximumMarks', 'marksScored', 'grade']);
  });

  const notHeaders: Array<[string, Cell[]]> = [
    ['a sentence', [['Marks are out of 100; the pass mark is 40 (50 for postgraduate modules). 1 ECTS credit = 2 UK credits.', 42]]],
    ['label/value pairs', [['Name:', 40], ['Jane Doe', 130], ['Programme:', 300], ['BSc Economics', 390]]],
    ['a course row', [['CS 101', 43], ['Introduction to Programming', 115], ['3.0', 440], ['A', 505]]],
  ];
  for (const [name, cells] of notHeaders) {
    it(`is not fooled by ${name}`, () => expect(headerAt(groupLines(pageOf([cells])), 0)).to.equal(null));
  }

  it('needs a name or code column and a value column', () => {
    expect(isHeader(matchHeader([item('Credits', 10, 0), item('Grade', 80, 0), item('Result', 150, 0)]))).to.equal(false);
  });
});

describe('course table: term headings', () => {
  const cases: Array<[string, string | null, string | null, number | null]> = [
    ['Fall 2018', 'Fall', null, 2018],
    ['Spring 2019', 'Spring', null, 2019],
    ['Year 2 — Academic Year 2015/16', 'Year 2', '2015/16', null],
    ['Academic Year 2018/19', null, '2018/19', null],
    ['Semestre 3 — Année universitaire 2017-2018', 'Semestre 3', '2017-2018', null],
    ['Wintersemester 2019/20', 'Wintersemester', '2019/20', null],
    ['Sommersemester 2020', 'Sommersemester', null, 2020],
    ['Curso académico 2019-2020 · Primer semestre', 'Primer semestre', '2019-2020', null],
    ['Semester III — Examination held in December 2019 (Session 2019-20)', 'Semester III', '2019-20', 2019],
    ['First Year', 'First Year', null, null],
  ];
  for (const [text, term, session, year] of cases) {
    it(`${JSON.stringify(text)}`, () => {
      expect(looksLikeTermHeading(text)).to.equal(true);
      const t = parseTermHeading(text);
      expect([t.term, t.session, t.year]).to.deep.equal([term, session, year]);
    });
  }
  it('does not take summaries or running text for headings', () => {
    expect(looksLikeTermHeading('Term Credits: 15.0 Term GPA: 3.40')).to.equal(true); // it names a term…
    expect(looksLikeTermHeading('Moyenne du semestre : 13,00/20 — 30 crédits ECTS acquis')).to.equal(false);
    expect(looksLikeTermHeading("Une unité d'enseignement est acquise avec une note égale ou supérieure à 10/20 ou par compensation au sein du semestre.")).to.equal(false);
  });
});

describe('course table: rows', () => {
  const header: Cell[] = [['Course', 43], ['Course Title', 115], ['Credits', 430], ['Grade', 500]];

  it('reads rows under term headings, skips term summaries, continues on the next page, stops at the totals', () => {
    const p1 = pageOf([
      [['Riverside Valley University', 40]],
      header,
      [['Fall 2018', 43]],
      [['CS 101', 43], ['Introduction to Programming', 115], ['3.0', 440], ['A-', 505]],
      [['CS 102', 43], ['Discrete Mathematics', 115], ['4.0', 440], ['B+', 505]],
      [['Term Credits: 7.0    Term GPA: 3.56    Cumulative GPA: 3.56', 250]],
      [['Spring 2019', 43]],
      [['MATH 201', 43], ['Calculus II', 115], ['1.0', 440], ['P', 505]],
      [['Page 1 of 2', 500]],
    ]);
    const p2 = pageOf([
      [['Riverside Valley University', 40]],
      [['Transcript of Emily Johnson · Student ID 2018-12345 (continued)', 40]],
      header,
      [['ENG 210', 43], ['Technical Writing with a very long title that goes on', 115], ['3.0', 440], ['C', 505]],
      [['Total Credits Earned:', 40], ['11.0', 190]],
      [['Cumulative GPA:', 40], ['3.12', 190]],
      [['Grading scale: A = 4.0, A- = 3.7, B+ = 3.3, B = 3.0', 40]],
    ], 2);
    const t = extractCourses(documentLines({ pages: [p1, p2] }));
    const brief = t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade, c.term, c.year]);
    expect(brief).to.deep.equal([
      ['CS 101', 'Introduction to Programming', 3, 'A-', 'Fall', 2018],
      ['CS 102', 'Discrete Mathematics', 4, 'B+', 'Fall', 2018],
      ['MATH 201', 'Calculus II', 1, 'P', 'Spring', 2019],
      ['ENG 210', 'Technical Writing with a very long title that goes on', 3, 'C', 'Spring', 2019],
    ]);
  });

  it('continues a table on a page without a repeated header', () => {
    const p1 = pageOf([header, [['Fall 2018', 43]], [['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]]]);
    const p2 = pageOf([[['CS 102', 43], ['Algorithms', 115], ['3.0', 440], ['B', 505]]], 2);
    const t = extractCourses(documentLines({ pages: [p1, p2] }));
    expect(t.courses.map((c) => [c.courseNumber, c.term])).to.deep.equal([['CS 101', 'Fall'], ['CS 102', 'Fall']]);
  });

  it('joins a course name wrapped onto a second line', () => {
    const p = pageOf([
      header,
      [['CS 401', 43], ['Senior Design Project in Distributed', 115], ['3.0', 440], ['A', 505]],
      [['Computing Systems', 115]],
      [['CS 402', 43], ['Ethics', 115], ['3.0', 440], ['B', 505]],
    ], 1, 60, 10);
    const t = extractCourses(groupLines(p));
    expect(t.courses.map((c) => c.courseName)).to.deep.equal(['Senior Design Project in Distributed Computing Systems', 'Ethics']);
  });

  it('reads OCR words (one item per word) the same way, and repairs a dropped decimal point', () => {
    const p = wordsOf(pageOf([
      [['Module Code', 45], ['Module Title', 123], ['ECTS', 400], ['Mark (/100)', 450], ['Result', 512]],
      [['Academic Year 2012/13', 46]],
      [['DATA7640', 47], ['Statistical Learning', 127], ['7.5', 412], ['67', 480], ['Pass', 515]],
      [['DATA7521', 47], ['Data Mining', 127], ['75', 412], ['64', 480], ['Pass', 515]],
    ]));
    const t = extractCourses(groupLines(p));
    expect(t.courses).to.deep.equal([
      { courseNumber: 'DATA7640', courseName: 'Statistical Learning', credit: 7.5, grade: null, alternateGrade: null, marksScored: 67, maximumMarks: 100, passStatus: 'Pass', term: null, session: '2012/13', year: null },
      { courseNumber: 'DATA7521', courseName: 'Data Mining', credit: 7.5, grade: null, alternateGrade: null, marksScored: 64, maximumMarks: 100, passStatus: 'Pass', term: null, session: '2012/13', year: null },
    ]);
  });

  it('reads a German table with comma grades and an Indian one with max/obtained marks', () => {
    const de = extractCourses(groupLines(pageOf([
      [['Nr.', 48], ['Modul', 106], ['ECTS', 390], ['Note', 449], ['Status', 498]],
      [['Sommersemester 2020', 48]],
      [['IN101', 48], ['Einführung in die Programmierung', 106], ['6', 405], ['1,3', 455], ['bestanden', 500]],
    ])));
    expect(de.courses[0]).to.include({ courseNumber: 'IN101', grade: '1,3', credit: 6, passStatus: 'bestanden', term: 'Sommersemester', year: 2020, session: null });
    const ind = extractCourses(groupLines(pageOf([
      [['Code', 39], ['Subject', 87], ['Credits', 320], ['Max. Marks', 364], ['Marks Obt.', 420], ['Grade', 476], ['Result', 520]],
      [['Semester I — Examination held in December 2015 (Session 2015-16)', 39]],
      [['CS101', 39], ['Engineering Mathematics I', 87], ['4', 340], ['100', 380], ['78', 440], ['A', 480], ['P', 525]],
    ])));
    expect(ind.courses[0]).to.deep.equal({ courseNumber: 'CS101', courseName: 'Engineering Mathematics I', credit: 4, grade: 'A', alternateGrade: null, marksScored: 78, maximumMarks: 100, passStatus: 'P', term: 'Semester I', session: '2015-16', year: 2015 });
  });

  it('finds no courses without a header', () => {
    const t = extractCourses(groupLines(pageOf([[['CS 101', 43], ['Programming', 115], ['3.0', 440], ['A', 505]]])));
    expect(t.courses).to.deep.equal([]);
  });
});
