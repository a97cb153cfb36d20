/**
 * Rules of a school report that prints each term's mark, the year's average and the class's ("Tables the older
 * development misses showed (stop 43)" in docs/document-understanding.md): "Terms beside the year's average", "The
 * class's average is no mark of the student" and "A teacher's remark is no grade". Small generated pages (another school,
 * subjects, figures and remarks), a header on two lines and on one.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { tablePageOf } from '../support/textPages';

const courses = (rows: Array<Array<[string, number]>>) => extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;

const subjects: Array<[string, string, string, string, string, string, string]> = [
  ['Français', '12,5', '14,0', '13,5', '13,33', '11,20', 'Élève sérieuse et appliquée.'],
  ['Physique-chimie', '15,0', '16,5', '17,0', '16,17', '12,40', 'Excellents résultats, poursuivez ainsi.'],
  ['Sciences économiques et sociales', '11,0', '12,5', '13,0', '12,17', '10,90', 'Des progrès, à confirmer.'],
  ['Arts plastiques', '16,0', '15,5', '17,5', '16,33', '14,10', 'Très bien.'],
];
const mark = (s: string) => +s.replace(',', '.');

describe('extraction: a school report of terms, the year\'s average and the class\'s', () => {
  it('reads one row per subject with the year\'s average, neither the terms nor the class\'s average, nor the remark', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Matière', 40], ['Trimestre 1', 180], ['Trimestre 2', 235], ['Trimestre 3', 290], ['Moyenne', 345], ['Moyenne', 400], ['Appréciation', 455]],
      [['annuelle', 346], ['classe', 404]],
      ...subjects.map(([n, a, b, c, y, k, r]): Array<[string, number]> => [[n, 40], [a, 185], [b, 240], [c, 295], [y, 350], [k, 405], [r, 455]]),
    ];
    const got = courses(rows);
    expect(got.map((c) => c.courseName)).to.deep.equal(subjects.map((s) => s[0]));
    expect(got.map((c) => c.marksScored)).to.deep.equal(subjects.map((s) => mark(s[4])));
    expect(got.every((c) => c.term === null && c.grade === null)).to.equal(true);
  });

  it('reads the year\'s average under a one-line header of two terms the same way', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Discipline', 40], ['Semestre 1', 180], ['Semestre 2', 240], ['Moyenne annuelle', 300], ['Moyenne de la classe', 390], ['Appréciation', 490]],
      ...subjects.map(([n, a, b, , y, k, r]): Array<[string, number]> => [[n, 40], [a, 185], [b, 245], [y, 315], [k, 410], [r, 490]]),
    ];
    const got = courses(rows);
    expect(got.map((c) => c.marksScored)).to.deep.equal(subjects.map((s) => mark(s[4])));
    expect(got.every((c) => c.term === null && c.grade === null)).to.equal(true);
  });
});
