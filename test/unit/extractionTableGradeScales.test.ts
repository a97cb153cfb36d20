/**
 * Grades of scales a layout never printed (the `--grade-scales` measure of scripts/bench/gradeScales.ts): the
 * course-table reader reads a grade cell as printed whatever grading system it comes from.
 * Rules "A percentage in a grade column is a grade", "A signed grade is a number", "A column of three decimals", "Grade words with and without their figure",
 * "Pass words beside a grade scale", "Hours with a fraction hold no grade",
 * "A credits unit after its figure is no caption".
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
  // A table read without a header: the grade column is chosen by its values alone.
  const headerless = (grades: string[]) =>
    extractCourses(groupLines(tablePageOf(TITLES.map((t, k): Array<[string, number]> => [[`MT${101 + k}`, 50], [t, 110], ['5', 330], [grades[k], 390]])))).courses;

  it('reads the Danish "-3" as a grade in a table without a header, not the credits beside it', () => {
    const grades = ['-3', '02', '12', '00'];
    expect(headerless(grades).map((c) => [c.courseName, c.grade])).to.deep.equal(TITLES.map((t, k) => [t, grades[k]]));
  });

  it('reads marks with three decimals ("14,000" beside "12,750") as the grade in a table without a header', () => {
    const grades = ['12,750', '14,000', '11,125', '15,500'];
    expect(headerless(grades).map((c) => [c.courseName, c.grade])).to.deep.equal(TITLES.map((t, k) => [t, grades[k]]));
  });
  it('reads grades in words, some with their figure ("5 (отлично)" beside "хорошо"), as the grade beside a column of hours', () => {
    const grades = ['5 (отлично)', 'хорошо', 'зачтено', '3 (удовлетворительно)'];
    const hours = ['45', '75', '60', '90'];
    const courses = extractCourses(
      groupLines(tablePageOf(TITLES.map((t, k): Array<[string, number]> => [[`MT${101 + k}`, 50], [t, 110], ['1', 330], [hours[k], 380], [grades[k], 430]]))),
    ).courses;
    expect(courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal(TITLES.map((t, k) => [t, grades[k], null]));
  });

  it('reads grades of a scale of halves ("5,5", "4.5") beside a column of pass words as the grade, not "Passed"', () => {
    const grades = ['5,5', '4.5', '6', '4', '5.5'];
    const results = ['Completed', 'Passed', 'P', 'Passed', 'Completed'];
    const titles = [...TITLES, 'Public Speaking'];
    const courses = extractCourses(
      groupLines(
        tablePageOf([
          ...titles.map((t, k): Array<[string, number]> => [[`MT${101 + k}`, 50], [t, 110], [['4.0', '3.0', '1.0', '4.0', '2.0'][k], 330], [grades[k], 390], [results[k], 440]]),
          // The term's total of the credits, as a transcript prints it under the rows.
          [['Term Totals', 110], ['14.0', 330]],
        ]),
      ),
    ).courses;
    expect(courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal(titles.map((t, k) => [t, grades[k], [4, 3, 1, 4, 2][k]]));
  });

  it('reads grades of a scale of halves beside a column of hours with a fraction ("67.5") as the grade, not the credits', () => {
    const grades = ['5.5', '4,5', '6', '4', '5'];
    const hours = ['45', '75', '67.5', '90', '60'];
    const titles = [...TITLES, 'Public Speaking'];
    const courses = extractCourses(
      groupLines(tablePageOf(titles.map((t, k): Array<[string, number]> => [[`MT${101 + k}`, 50], [t, 110], [['1', 'II', 'II', '1', 'II'][k], 330], [hours[k], 380], [grades[k], 440]]))),
    ).courses;
    expect(courses.map((c) => [c.courseName, c.grade])).to.deep.equal(titles.map((t, k) => [t, grades[k]]));
  });
  it('keeps rows whose credits carry their unit ("4 з.е.", "6 ECTS") beside a grade in figures ("14,000", "1,3")', () => {
    // Rule "A credits unit after its figure is no caption": title, figure, unit, figure is a course, not a summary.
    const titles = ['История России', 'Физическая культура и спорт', 'Безопасность жизнедеятельности', 'Страхование'];
    const read = (grades: string[], unit: string) =>
      extractCourses(
        groupLines(
          tablePageOf([
            [['Наименование дисциплин (модулей), практик', 58], ['Общая трудоёмкость', 375], ['Оценка', 475]],
            ...titles.map((t, k): Array<[string, number]> => [[t, 58], [`${k + 2} ${unit}`, 394], [grades[k], 477]]),
          ]),
        ),
      ).courses.map((c) => [c.courseName, c.grade, c.credit]);
    for (const [grades, unit] of [[['14,000', '10,250', '12,750', '15,500'], 'з.е.'], [['1,3', '2,0', '3,7', '4,0'], 'ECTS']] as const) {
      expect(read([...grades], unit)).to.deep.equal(titles.map((t, k) => [t, grades[k], k + 2]));
    }
  });
});
