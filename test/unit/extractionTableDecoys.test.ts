/**
 * Blocks printed next to a course table that are no courses (scripts/bench/decoyRows.ts measures
 * them on the development documents): each rule here has a small generated table.
 */
import { expect } from 'chai';
import { extractCourses, summaryPairs } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { tableItem as item } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][]): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => item(t, x, 60 + i * 12.5))),
});
const read = (rows: Cell[][]) => extractCourses(groupLines(page(rows))).courses.map((c) => [c.courseNumber, c.courseName, c.grade, c.credit]);

const TABLE: Cell[][] = [
  [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Grade', 460]],
  [['ADM101', 40], ['Introduction to Management', 110], ['6', 410], ['B', 465]],
  [['ADM102', 40], ['Basic Accounting', 110], ['4', 410], ['A', 465]],
  [['ADM103', 40], ['Calculus I', 110], ['4', 410], ['C', 465]],
];
const ROWS = [['ADM101', 'Introduction to Management', 'B', 6], ['ADM102', 'Basic Accounting', 'A', 4], ['ADM103', 'Calculus I', 'C', 4]];
const MORE: Cell[][] = [
  [['ADM201', 40], ['Organisational Behaviour', 110], ['5', 410], ['C', 465]],
  [['ADM202', 40], ['Business Statistics', 110], ['4', 410], ['B', 465]],
];
const MORE_ROWS = [['ADM201', 'Organisational Behaviour', 'C', 5], ['ADM202', 'Business Statistics', 'B', 4]];

describe('course table: blocks beside it that are no courses', () => {
  describe('rule "A legend\'s header opens no course table"', () => {
    it('a grading key with its own header between the rows keeps the course columns, and the rows after it are read', () => {
      const key: Cell[][] = [
        [['Grade', 40], ['Marks', 110], ['Grade Point', 300], ['Description', 400]],
        [['A', 40], ['90-100', 110], ['4.0', 300], ['Excellent', 400]],
        [['B', 40], ['80-89', 110], ['3.0', 300], ['Very Good', 400]],
        [['F', 40], ['0-59', 110], ['0.0', 300], ['Fail', 400]],
      ];
      expect(read([...TABLE, [], ...key, [], ...MORE])).to.deep.equal([...ROWS, ...MORE_ROWS]);
      // The same with a term heading after the key.
      expect(read([...TABLE, [], ...key, [], [['Semester 2', 40]], ...MORE])).to.deep.equal([...ROWS, ...MORE_ROWS]);
    });

    it('a second course table\'s header still opens a table of its own', () => {
      const second: Cell[][] = [[['Subject', 40], ['Marks', 300], ['Grade', 400]], [['English Language', 40], ['78', 300], ['B', 400]], [['Mathematics', 40], ['91', 300], ['A', 400]]];
      expect(read([...TABLE, [], ...second])).to.deep.equal([...ROWS, [null, 'English Language', 'B', null], [null, 'Mathematics', 'A', null]]);
    });
  });

  describe('rule "An abbreviation key is no course"', () => {
    it('pairs of a symbol and what it stands for, in the table\'s columns, are no rows', () => {
      expect(read([...TABLE, [['P', 40], ['Pass', 110], ['W', 410], ['Withdrawn', 465]], [['AU', 40], ['Audit', 110], ['NR', 410], ['Not reported', 465]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [['VAC', 40], ['Validé par compensation', 110]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [['bE', 110], ['bestanden', 465]], [['nb', 110], ['nicht bestanden', 465]]])).to.deep.equal(ROWS);
    });

    it('keeps a course whose code is the initials of its title when it has values', () => {
      expect(read([...TABLE, [['PE', 40], ['Physical Education', 110], ['2', 410], ['A', 465]]])).to.deep.equal([...ROWS, ['PE', 'Physical Education', 'A', 2]]);
    });
  });

  describe('rule "Another table\'s header is no course"', () => {
    it('a grading scale\'s labels set in the table\'s columns ("Conceito | Nota | Significado", "Note | Mention") are no row', () => {
      expect(read([...TABLE, [['Conceito', 40], ['Nota', 110], ['Significado', 465]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [['Note', 110], ['Mention', 465]]])).to.deep.equal(ROWS);
    });

    it('keeps a course graded by a result word ("Oceanography | Pass")', () => {
      expect(read([...TABLE, [['ADM104', 40], ['Oceanography', 110], ['Pass', 465]]])).to.deep.equal([...ROWS, ['ADM104', 'Oceanography', 'Pass', null]]);
    });
  });

  describe('rule "A range of marks is no title"', () => {
    it('a grading scale\'s lines set in the table\'s columns ("80-100 | Distinction", "16 à 20 | Très bien") are no rows', () => {
      expect(read([...TABLE, [['80-100', 40], ['Distinction', 110]], [['60-79', 40], ['Merit', 110]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [['16 à 20', 40], ['Très bien', 465]], [['14 à 15,99', 40], ['Bien', 465]]])).to.deep.equal(ROWS);
    });
  });

  describe('rule "A grade and its word is no course"', () => {
    it('a grading scale\'s lines of a grade and its word set in the table\'s columns ("10 | uitmuntend", "30 e lode | Eccellente") are no rows', () => {
      expect(read([...TABLE, [['10', 40], ['uitmuntend', 465]], [['9', 40], ['zeer goed', 465]], [['7', 40], ['ruim voldoende', 465]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [['30 e lode', 110], ['Eccellente', 465]], [['27 - 30', 110], ['Ottimo', 465]]])).to.deep.equal(ROWS);
    });

    it('keeps a course whose title leads its figure ("Mathematics | 10"), and a coded course graded in words', () => {
      expect(read([...TABLE, [['Mathematics', 110], ['10', 410]]])).to.deep.equal([...ROWS, [null, 'Mathematics', null, 10]]);
      expect(read([...TABLE, [['ADM104', 40], ['Oceanography', 110], ['Excellent', 465]]])).to.deep.equal([...ROWS, ['ADM104', 'Oceanography', 'Excellent', null]]);
    });
  });

  describe('rule "A signature block is no course"', () => {
    it('a signature block set in the table\'s columns ("Date | Seal | Registrar", "Elaborado por | Revisado por | Vo. Bo.") gives no rows', () => {
      expect(read([...TABLE, [['Prepared by', 40], ['Checked by', 110], ['Controller of Examinations', 410]], [['Date', 40], ['Seal', 110], ['Registrar', 465]]])).to.deep.equal(ROWS);
      expect(read([...TABLE, [], [['Elaborado por', 40], ['Revisado por', 110], ['Vo. Bo.', 465]], [['Secretaría Académica', 40], ['Sello', 110], ['Dirección de Registro', 465]]])).to.deep.equal(ROWS);
      // Two captions set close together in one cell.
      expect(read([...TABLE, [['Elaborado por Revisado por', 110], ['Vo. Bo.', 465]], [['Secretaría Académica Sello', 110], ['Dirección de Registro', 465]]])).to.deep.equal(ROWS);
    });

    it('a caption cut by the columns ("Controller" | "of Examinations") or two captions run together in one cell are still the signature block', () => {
      const graded: Cell[][] = [
        [['Sl. No', 40], ['Name of Subjects', 110], ['Letter Grade', 300], ['Grade Point', 370]],
        [['1', 45], ['Religion and Moral Education', 80], ['A', 320], ['4.00', 380]],
        [['2', 45], ['Geography and Environment', 80], ['A+', 320], ['5.00', 380]],
        [['3', 45], ['General Science', 80], ['A+', 320], ['5.00', 380]],
      ];
      const rows = [[null, 'Religion and Moral Education', 'A', null], [null, 'Geography and Environment', 'A+', null], [null, 'General Science', 'A+', null]];
      expect(read(graded)).to.deep.equal(rows);
      expect(read([[['Prepared by', 50], ['Checked by', 75], ['Controller of Examinations', 320]], [['Date', 50], ['Seal', 75], ['Registrar', 320]], ...graded])).to.deep.equal(rows);
      expect(read([...graded, [['Prepared by', 50], ['Checked by', 75], ['Controller of Examinations', 320]]])).to.deep.equal(rows);
    });

    it('keeps a course whose row holds such a word with its values ("Data Structures | 4 | A")', () => {
      expect(read([...TABLE, [['ADM104', 40], ['Data Structures', 110], ['4', 410], ['A', 465]], [['Signature', 110], ['Date', 465]]])).to.deep.equal([...ROWS, ['ADM104', 'Data Structures', 'A', 4]]);
    });
  });

  describe('rule "Attendance is no credit"', () => {
    it('an attendance table between the rows gives no rows and no credits; the course rows after it are read', () => {
      const attendance: Cell[][] = [
        [['Term', 40], ['Classes held', 110], ['Attended', 410], ['Percentage', 465]],
        [['First', 40], ['96', 110], ['88', 410], ['91.7 %', 465]],
        [['Second', 40], ['102', 110], ['90', 410], ['88.2 %', 465]],
      ];
      expect(read([...TABLE, [], ...attendance, [], ...MORE])).to.deep.equal([...ROWS, ...MORE_ROWS]);
      // Set on the table's own columns under the last row.
      const onGrid: Cell[][] = [[['Term', 110], ['Classes held', 410]], [['First', 110], ['96', 410]], [['Second', 110], ['102', 410]]];
      expect(read([...TABLE, ...onGrid])).to.deep.equal(ROWS);
    });
  });

  describe('rule "A tally\'s caption is no course"', () => {
    it('a term\'s tally under the rows ("Semester total | 21", "Créditos cursados | 30", "Credits in progress | 12") is no row', () => {
      expect(read([...TABLE, [], [['Semester total', 110], ['21', 410]], [['Créditos cursados', 110], ['30', 410]], [['Credits in progress', 110], ['12', 410]]])).to.deep.equal(ROWS);
    });

    it('keeps courses whose titles hold such words with others ("Total Quality Management", "Semester Project")', () => {
      expect(read([...TABLE, [['ADM104', 40], ['Total Quality Management', 110], ['3', 410], ['A', 465]], [['Semester Project', 110], ['5', 410], ['B', 465]]])).to.deep.equal([
        ...ROWS,
        ['ADM104', 'Total Quality Management', 'A', 3],
        [null, 'Semester Project', 'B', 5],
      ]);
    });
  });

  describe('rule "A line of summary pairs is no course"', () => {
    it('captions each followed by a figure, one a summary\'s, are a summary line', () => {
      expect(summaryPairs('PROM. PERIODO 3,56 CRÉDITOS 7 PROM. ACUMULADO 3,40 CRÉD. ACUM. 40')).to.equal(true);
      expect(summaryPairs('Semesterschnitt 1,9   Punkte 14   Gesamtdurchschnitt 2,1')).to.equal(true);
      expect(summaryPairs('Moyenne du semestre : 13,25   Crédits : 30')).to.equal(true);
      // A total's caption before the credits and their unit still makes the summary.
      expect(summaryPairs('Total 30 ECTS 2,1')).to.equal(true);
      expect(summaryPairs('Итого 240 з.е. 4,5')).to.equal(true);
    });

    it('a course title with its values is none', () => {
      expect(summaryPairs('Total Quality Management 3 A 12.00')).to.equal(false);
      expect(summaryPairs('Cumulative Risk Models 2 4 Pass')).to.equal(false);
      expect(summaryPairs('Analyse 2 Algèbre 3')).to.equal(false);
      expect(summaryPairs('Moyenne 12,5')).to.equal(false);
      // Rule "A credits unit after its figure is no caption": the credits with their unit, then the grade.
      expect(summaryPairs('История России 4 з.е. 14,000')).to.equal(false);
      expect(summaryPairs('Analysis 6 ECTS 1,7')).to.equal(false);
      expect(summaryPairs('Physics 3 cr. 3.7')).to.equal(false);
    });

    it('keeps a course whose title holds a summary word and a number beside its values', () => {
      expect(read([...TABLE, [['ADM301', 40], ['Total Quality Management 2', 110], ['4', 410], ['A', 465]]])).to.deep.equal([...ROWS, ['ADM301', 'Total Quality Management 2', 'A', 4]]);
      expect(read([...TABLE, [['ADM302', 40], ['Cumulative Risk 1 and Models 2', 110], ['3', 410], ['B', 465]]])).to.deep.equal([...ROWS, ['ADM302', 'Cumulative Risk 1 and Models 2', 'B', 3]]);
    });
  });
});
