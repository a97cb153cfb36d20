/**
 * Letters of every script (docs/document-understanding.md, rule "A section's letter in any script"): a
 * predicate that means "a letter" holds for Cyrillic, Greek and other capitals as for Latin ones.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import { tablePageOf } from '../support/textPages';

describe('extraction: letters of every script', () => {
  const cases: Array<[string, string, string, string[]]> = [
    ['Latin', 'A) Compulsory courses', 'B) Elective courses', ['Linear Algebra', 'Microeconomics', 'Organic Chemistry']],
    ['Cyrillic', 'А) Обязательные дисциплины', 'Б) Дисциплины по выбору', ['Линейная алгебра', 'Микроэкономика', 'Органическая химия']],
    ['Greek', 'Α) Υποχρεωτικά μαθήματα', 'Β) Μαθήματα επιλογής', ['Γραμμική άλγεβρα', 'Μικροοικονομία', 'Οργανική χημεία']],
  ];
  for (const [script, first, second, titles] of cases) {
    it(`takes a section lettered in ${script} under a row for no part of its title`, () => {
      const page = tablePageOf([
        [['Course', 60], ['Credits', 300], ['Grade', 380]],
        [[first, 60]],
        [[titles[0], 60], ['6', 305], ['A', 385]],
        [[titles[1], 60], ['5', 305], ['B', 385]],
        [[second, 60]],
        [[titles[2], 60], ['4', 305], ['A', 385]],
      ]);
      const t = extractCourses(documentLines({ pages: [page] }));
      expect(t.courses.map((c) => c.courseName)).to.deep.equal(titles);
    });
  }
});
