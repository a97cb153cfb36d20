/**
 * Grades of scales a layout never printed (the `--grade-scales` measure of scripts/bench/gradeScales.ts): the
 * course-table reader reads a grade cell as printed whatever grading system it comes from.
 * Rule "A percentage in a grade column is a grade".
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import { tablePageOf } from '../support/textPages';

const TITLES = ['Applied Mathematics', 'Engineering Drawing', 'General Physics', 'Organic Chemistry'];

describe('course table: grades of other grading scales', () => {
  it('reads a percentage in a grade column as the grade ("72%"), keeping the row', () => {
    const grades = ['72%', '65%', '58 %', '81.5%'];
    const lines = groupLines(
      tablePageOf([
        [['Code', 50], ['Module Title', 110], ['Credits', 330], ['Grade', 390]],
        ...TITLES.map((t, k): Array<[string, number]> => [[`MT${101 + k}`, 50], [t, 110], ['15', 330], [grades[k], 390]]),
      ]),
    );
    const courses = extractCourses(lines).courses;
    expect(courses.map((c) => [c.courseName, c.grade, c.credit, c.marksScored])).to.deep.equal(TITLES.map((t, k) => [t, grades[k], 15, null]));
  });
});
