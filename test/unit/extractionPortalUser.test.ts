/**
 * A student portal's signed-in student and programme (docs/document-understanding.md, rules "A portal's user over
 * their number", "A portal's heading of year, programme and year of study"), on small generated portal pages: the
 * name in the top right corner over the student number, the programme between the academic year and the year of
 * study.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows, type Cell } from '../support/textPages';
import type { DocumentText } from '../../src/processing/types';

const portal = (corner: Cell[][]) => extractDocumentFields({
  pages: [pageOfRows([
    [['Hochschule Nordtal', 40, 14], ...(corner[0] ?? [])],
    ...corner.slice(1),
    [['Leistungsübersicht', 200, 12]],
    [['Modul', 200], ['Note', 450], ['ECTS', 500]],
    [['Analysis I', 200], ['1,7', 450], ['9', 505]],
    [['Lineare Algebra', 200], ['2,3', 450], ['9', 505]],
    [['Programmierung', 200], ['1,0', 450], ['6', 505]],
  ])],
}, 'transcript');

describe('extraction: a portal\'s signed-in student', () => {
  it('takes the name over the student number in the top right corner for the holder', () => {
    const r = portal([[['Anna SCHMIDT', 480]], [['Matrikelnummer 4711234', 440]]]);
    expect(r.candidate.fullName).to.equal('Anna Schmidt');
  });

  it('takes no name in the corner without a student number under it', () => {
    const r = portal([[['Anna SCHMIDT', 480]], [['Sommersemester 2021', 440]]]);
    expect(r.candidate.fullName).to.equal(null);
  });
});

describe('extraction: a portal\'s heading of year, programme and year of study', () => {
  const page = (heading: string): DocumentText => ({
    pages: [pageOfRows([
      [['Northvale University', 40, 14]],
      [['My Results', 200, 12]],
      [[heading, 200]],
      [['Semester 1', 200]],
      [['Module', 200], ['Mark', 450], ['Credits', 500]],
      [['Organic Chemistry', 200], ['65', 450], ['15', 505]],
      [['Physical Chemistry', 200], ['71', 450], ['15', 505]],
    ])],
  });

  it('takes the part that names a qualification between the academic year and the year of study', () => {
    const r = extractDocumentFields(page('2021/22 · Bachelor of Science in Chemistry · Year 2'), 'transcript');
    expect([r.qualification.name, r.qualification.majorOrSpecialization]).to.deep.equal(['Bachelor of Science', 'Chemistry']);
  });
});
