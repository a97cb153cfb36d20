/**
 * Course tables found from their structure when the header's words are unknown
 * (docs/document-understanding.md, "Course tables", "Credits need evidence"): a term printed in a
 * column of its own before the title, terms printed side by side with course codes and a course's
 * kind in each half, and one total under both halves. Headers are pseudo-words no lexicon holds.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf as pageOf } from '../support/textPages';

type Cell = [string, number];
const read = (rows: Cell[][]) => extractCourses(documentLines({ pages: [pageOf(rows)] })).courses;

describe('course tables read from their structure', () => {
  it('takes a term printed in a column before the title for a term, not for the title', () => {
    const titles = ['Cellular Biology', 'General Chemistry', 'Mathematics One', 'Organic Chemistry', 'Zoology Field Work'];
    const terms = ['1st Semester', '1st Semester', '1st Semester', '2nd Semester', '2nd Semester'];
    const credits = [6, 6, 5, 4, 4];
    const grades = ['5,8', '5,4', '5,5', '5,4', '6,1'];
    const rows = titles.map((t, r): Cell[] => [['2017', 40], [terms[r], 70], [`BIO${101 + r}`, 140], [t, 190], [String(credits[r]), 420], [grades[r], 470]]);
    const courses = read([[['Kin', 40], ['Divagef', 70], ['Bonusu', 140], ['Vutesudofe', 190], ['Mazemela', 410], ['Lusa', 470]], ...rows, [['Sumalo', 40], ['25', 420]]]);
    expect(courses.map((c) => c.courseName)).to.deep.equal(titles);
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(titles.map((_t, r) => `BIO${101 + r}`));
    expect(courses.map((c) => c.grade)).to.deep.equal(grades);
    expect(courses.map((c) => c.credit)).to.deep.equal(credits);
  });

  // Two terms side by side, each with its numeric codes, credits and letter grades.
  const left = [['03286709', 'Foundation English', '3', 'A'], ['03286439', 'Life Skills Seminar', '3', 'D+'], ['03286441', 'Physical Education', '1', 'S'], ['03286493', 'Man and Society', '1', 'A']];
  const right = [['03286311', 'General Physics', '4', 'A'], ['03286278', 'Microbiology', '2', 'B'], ['03286544', 'Scientific Writing', '3', 'C+'], ['03286844', 'Statistics for Science', '3', 'C+']];
  const xs = [28, 80, 250, 278, 304, 356, 525, 554];
  const sideBySide = (after: Cell[][]) =>
    read([
      ['Polofe', 'Zivog', 'Bazipo', 'Mudab', 'Polofe', 'Zivog', 'Bazipo', 'Mudab'].map((w, k): Cell => [w, xs[k]]),
      ...left.map((l, r) => [...l, ...right[r]].map((t, k): Cell => [t, xs[k]])),
      ...after,
    ]);

  it('reads terms side by side whose second half starts with a course code', () => {
    const courses = sideBySide([]);
    expect(courses.map((c) => c.courseName).sort()).to.deep.equal([...left, ...right].map((r) => r[1]).sort());
    expect(courses.map((c) => c.grade).sort()).to.deep.equal([...left, ...right].map((r) => r[3]).sort());
    // No total, no unit, no header word: the small numbers are not proved to be credits (D4).
    expect(courses.every((c) => c.credit === null)).to.equal(true);
  });

  it('takes one total printed under terms side by side for the sum of both halves’ credits', () => {
    const courses = sideBySide([[['Ketomo Sabilu: 20', 28]]]);
    const byName = new Map(courses.map((c) => [c.courseName, c.credit]));
    for (const r of [...left, ...right]) expect(byName.get(r[1])).to.equal(Number(r[2]));
    // A number that is not the sum of both halves proves nothing.
    expect(sideBySide([[['Ketomo Sabilu: 21', 28]]]).every((c) => c.credit === null)).to.equal(true);
  });

  it('reads terms side by side with a course kind in each half and marks with grade words in one half as marks in both', () => {
    const x = [0, 60, 170, 225, 245, 280, 340, 475, 530, 555];
    const rows: string[][] = [
      ['2013-2014-1', 'Physical Education One', 'Compulsory', '1', 'Pass', '2014-2015-2', 'Chemical Reaction Engineering', 'Compulsory', '3.5', '82'],
      ['2013-2014-1', 'Ideology and Law', 'Compulsory', '2', '93', '2014-2015-2', 'College English Two', 'Compulsory', '2', '84'],
      ['2013-2014-1', 'Advanced Mathematics', 'Elective', '3', '88', '2014-2015-2', 'Separation Engineering', 'Compulsory', '2', '69'],
      ['2013-2014-2', 'Inorganic Chemistry', 'Compulsory', '3', '92', '2015-2016-1', 'Chemical Process Design', 'Elective', '3', '77'],
      ['2013-2014-2', 'Military Training', 'Compulsory', '1', 'Good', '2015-2016-1', 'Process Safety', 'Compulsory', '3', '70'],
    ];
    const head = ['Zufigebi', 'Polofe', 'Rebezimo', 'Bazipo', 'Dimor', 'Zufigebi', 'Polofe', 'Rebezimo', 'Bazipo', 'Dimor'].map((w, k): Cell => [w, x[k]]);
    const courses = read([head, ...rows.map((r) => r.map((t, k): Cell => [t, x[k]]))]);
    const byName = new Map(courses.map((c) => [c.courseName, c]));
    expect(courses).to.have.length(10);
    for (const r of rows) {
      for (const [name, mark] of [[r[1], r[4]], [r[6], r[9]]]) {
        const c = byName.get(name)!;
        if (/^\d+$/.test(mark)) expect([c.marksScored, c.grade]).to.deep.equal([Number(mark), null]);
        else expect([c.marksScored, c.grade]).to.deep.equal([null, mark]);
      }
    }
  });

  it('reads three terms side by side, a term’s totals beside the rows of another, and one total under all of them', () => {
    // Twelve cells a row: code, title, credits, letter grade for each term.
    const x = [20, 70, 190, 210, 240, 290, 410, 430, 460, 510, 630, 650];
    const terms = [
      [['MTH1136', 'Web Development', '3', 'B+'], ['CSC1231', 'Operating Systems', '5', 'B'], ['CSC1201', 'Calculus One', '5', 'C'], ['MTH1282', 'Public Health', '4', 'A']],
      [['ECO1209', 'Development Studies', '3', 'D+'], ['CSC1124', 'Digital Electronics', '5', 'C+'], ['BAF1144', 'Human Rights', '4', 'C'], ['MGT1175', 'Marketing', '4', 'B']],
      [['IST2238', 'Soil Science', '4', 'D'], ['IST2222', 'Auditing Practice', '3', 'D'], ['CSC2229', 'Microeconomics', '3', 'B'], ['AGR2187', 'Object Programming', '3', 'D+']],
    ];
    const head = ['Maro', 'Zivog', 'Lu', 'Po'].flatMap((w) => [w]).concat(['Maro', 'Zivog', 'Lu', 'Po'], ['Maro', 'Zivog', 'Lu', 'Po']);
    const rows: Cell[][] = terms[0].map((_r, k) => terms.flatMap((t) => t[k]).map((v, c): Cell => [v, x[c]]));
    // The second term ends a row early: its totals stand beside the first and third terms' last row.
    rows.push([['AGR1221', 20], ['Agricultural Economics', 70], ['3', 190], ['C+', 210], ['Lupa: 3.34', 240], ['Sodi: 16', 300], ['ENG2193', 460], ['Computer Networks', 510], ['2', 630], ['D+', 650]]);
    const all = [...terms.flat(), ['AGR1221', 'Agricultural Economics', '3', 'C+'], ['ENG2193', 'Computer Networks', '2', 'D+']];
    const sum = all.reduce((n, r) => n + Number(r[2]), 0);
    const courses = read([head.map((w, k): Cell => [w, x[k]]), ...rows, [['Rimo Sodi Kelu: ' + sum, 20]]]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade]).sort()).to.deep.equal(all.map((r) => [r[0], r[1], Number(r[2]), r[3]]).sort());
  });

  it('takes a header in unknown words printed again over a later term for the header, no row', () => {
    const x = [40, 100, 300, 360];
    const head: Cell[] = ['Pilov', 'Ramelibunovi', 'Mazemela', 'Medapagabodu'].map((w, k): Cell => [w, x[k]]);
    const first = [['11764', 'Software Engineering', '6', 'Notable'], ['11599', 'Linear Algebra', '3', 'Aprobado'], ['11343', 'Programming Basics', '6', 'Notable']];
    const second = [['14241', 'Project Management', '6', 'Aprobado'], ['14169', 'History of Art', '6', 'Sobresaliente'], ['14395', 'Databases', '6', 'Notable']];
    const row = (r: string[]): Cell[] => r.map((v, k): Cell => [v, x[k]]);
    const courses = read([head, ...first.map(row), [['Bosu Kadero', 40]], head, ...second.map(row)]);
    expect(courses.map((c) => c.courseName)).to.deep.equal([...first, ...second].map((r) => r[1]));
  });
});
