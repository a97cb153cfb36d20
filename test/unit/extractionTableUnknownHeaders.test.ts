/**
 * Course tables whose header no lexicon holds (docs/document-understanding.md, "Course tables":
 * geometry and value types first, the header's words only name the columns). The headers here are
 * pseudo-words the code has never seen, in several column orders; grades on several scales,
 * marks with their maxima, a printed total and a term heading inside the table; legends and
 * key-value blocks stay no table (Honesty). Then the header lexicon's other languages, and the
 * classifier's rule that a table with grade, mark or credit columns is academic whatever its title.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { documentLines, groupLines } from '../../src/processing/text';
import { tablePageOf as pageOf } from '../support/textPages';

type Cell = [string, number];
const read = (rows: Cell[][]) => extractCourses(documentLines({ pages: [pageOf(rows)] })).courses;

/** Pseudo-words: no language's header word, drawn from a fixed seed. */
function pseudoWords(n: number, seed: number): string[] {
  let h = seed >>> 0;
  const next = () => (h = (Math.imul(h, 1103515245) + 12345) >>> 0);
  return Array.from({ length: n }, () => {
    const len = 5 + (next() % 5);
    let w = '';
    for (let k = 0; k < len; k++) w += k % 2 ? 'aeiou'[next() % 5] : 'bdfgkmnprstvz'[next() % 13];
    return w[0].toUpperCase() + w.slice(1);
  });
}

/** A total line under the rows: the page's evidence that the column it sums is the credits (D4). */
const totalLine = (sum: number, x: number, label = 'Total', at = 40): Cell[] => [[label, at], [String(sum), x]];

const TITLES = ['Linear Algebra', 'Organic Chemistry', 'History of Economic Thought', 'Software Engineering', 'Microbiology Laboratory', 'Statistics for Engineers'];

describe('course tables whose header no lexicon knows', () => {
  // Each layout: the kinds of the columns after the title, and a row's values per kind.
  const letters = ['A', 'B+', 'A-', 'C', 'B', 'B-'];
  const credits = [3, 4, 3, 2, 4, 6];
  const tenths = ['1,7', '2,3', '1,0', '3,3', '2,0', '1,3'];
  const twenty = ['14,5', '12', '16', '11,5', '15', '13'];
  const percent = ['78', '64', '91', '55', '83', '70'];
  const layouts: Array<{ what: string; order: Array<'code' | 'title' | 'credit' | 'grade'>; grades: string[] }> = [
    { what: 'code, title, credits, letter grade', order: ['code', 'title', 'credit', 'grade'], grades: letters },
    { what: 'title, letter grade, credits', order: ['title', 'grade', 'credit'], grades: letters },
    { what: 'title, credits, grade in tenths (1,0-5,0)', order: ['title', 'credit', 'grade'], grades: tenths },
    { what: 'code, title, grade on 20, credits', order: ['code', 'title', 'grade', 'credit'], grades: twenty },
    { what: 'title, credits, percentage', order: ['title', 'credit', 'grade'], grades: percent },
  ];
  layouts.forEach((l, n) => {
    it(`reads ${l.what} under a header of pseudo-words`, () => {
      const x: Record<string, number> = {};
      let at = 40;
      for (const k of l.order) {
        x[k] = at;
        at += k === 'title' ? 220 : 60;
      }
      const head = pseudoWords(l.order.length, 11 + n).map((w, k): Cell => [w, x[l.order[k]]]);
      const rows = TITLES.map((t, r) => l.order.map((k): Cell => [k === 'code' ? `KX${101 + r}` : k === 'title' ? t : k === 'credit' ? String(credits[r]) : l.grades[r], x[k]]));
      const courses = read([head, ...rows, totalLine(22, x.credit)]);
      expect(courses.map((c) => c.courseName)).to.deep.equal(TITLES);
      expect(courses.map((c) => c.credit)).to.deep.equal(credits);
      const graded = courses.map((c) => c.grade ?? (c.marksScored === null ? null : String(c.marksScored)));
      expect(graded).to.deep.equal(l.grades);
      if (l.order.includes('code')) expect(courses.map((c) => c.courseNumber)).to.deep.equal(TITLES.map((_t, r) => `KX${101 + r}`));
    });
  });

  it('reads marks beside a column of maxima in either order, and a pass mark column is no credits', () => {
    const head = pseudoWords(4, 5).map((w, k): Cell => [w, [40, 300, 360, 420][k]]);
    const obtained = [67, 81, 45, 90, 73];
    const rows = TITLES.slice(0, 5).map((t, r): Cell[] => [[t, 40], ['100', 300], ['35', 360], [String(obtained[r]), 420]]);
    let courses = read([head, ...rows]);
    expect(courses.map((c) => [c.marksScored, c.maximumMarks, c.credit])).to.deep.equal(obtained.map((m) => [m, 100, null]));
    const swapped = TITLES.slice(0, 5).map((t, r): Cell[] => [[t, 40], [String(obtained[r]), 300], ['100', 360]]);
    courses = read([head.slice(0, 3), ...swapped]);
    expect(courses.map((c) => [c.marksScored, c.maximumMarks])).to.deep.equal(obtained.map((m) => [m, 100]));
  });

  it('keeps a printed total and a term heading inside the table out of the rows, and takes the summed column for the credits', () => {
    // Two columns of small whole numbers: the one whose sum the total line prints is the credits.
    const rows: Cell[][] = [
      pseudoWords(3, 23).map((w, k): Cell => [w, [40, 300, 360][k]]),
      [['Zarovet 1', 40]],
      [['Linear Algebra', 40], ['4', 300], ['6', 360]],
      [['Organic Chemistry', 40], ['5', 300], ['6', 360]],
      [['History of Economic Thought', 40], ['3', 300], ['3', 360]],
      [['Vorumak', 40], ['15', 360]],
      [['Zarovet 2', 40]],
      [['Software Engineering', 40], ['2', 300], ['6', 360]],
      [['Microbiology Laboratory', 40], ['4', 300], ['3', 360]],
      [['Statistics for Engineers', 40], ['5', 300], ['6', 360]],
      [['Vorumak', 40], ['15', 360]],
    ];
    const courses = read(rows);
    expect(courses.map((c) => c.courseName)).to.deep.equal(TITLES);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal([[6, '4'], [6, '5'], [3, '3'], [6, '2'], [3, '4'], [6, '5']]);
  });

  it('does not read weighted points (credits × grade points) as the grade', () => {
    const head = pseudoWords(5, 31).map((w, k): Cell => [w, [40, 280, 330, 380, 430][k]]);
    const rows = TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 280], [letters[r], 330], [['4.0', '3.3', '3.7', '2.0', '3.0', '2.7'][r], 380], [String(+(credits[r] * [4, 3.3, 3.7, 2, 3, 2.7][r]).toFixed(1)), 430]]);
    const courses = read([head, ...rows]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, letters[r]]));
  });

  it('reads two terms printed side by side, each with its own titles and values', () => {
    const head: Cell[] = pseudoWords(6, 41).map((w, k): Cell => [w, [40, 200, 240, 300, 460, 500][k]]);
    const rows = [0, 1, 2].map((r): Cell[] => [[TITLES[r], 40], [letters[r], 200], [String(credits[r]), 240], [TITLES[r + 3], 300], [letters[r + 3], 460], [String(credits[r + 3]), 500]]);
    const courses = read([head, ...rows, [...totalLine(10, 240), ...totalLine(12, 500, 'Total', 300)]]);
    expect(courses.map((c) => c.courseName).sort()).to.deep.equal([...TITLES].sort());
    const byName = new Map(courses.map((c) => [c.courseName, c]));
    TITLES.forEach((t, r) => expect([byName.get(t)?.grade, byName.get(t)?.credit], t).to.deep.equal([letters[r], credits[r]]));
  });

  it('reads grades in words beside credits printed with their unit, and a pass/fail column beside numeric grades as no grade', () => {
    const words = ['отлично', 'хорошо', 'зачтено', 'удовлетворительно', 'отлично', 'dostateczny (3,0)'];
    const head = pseudoWords(3, 61).map((w, k): Cell => [w, [40, 300, 380][k]]);
    let courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [`${credits[r]} з.е.`, 300], [words[r], 380]])]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, words[r]]));
    const pass = ['bestanden', 'bestanden', 'nicht bestanden', 'bestanden', 'bestanden', 'bestanden'];
    courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [tenths[r], 300], [pass[r], 380]])]);
    expect(courses.map((c) => c.grade)).to.deep.equal(tenths);
  });

  it('takes the column of a two-letter grade scale for the grade, not a column of course-type codes', () => {
    // "FB", "OB": codes of a course's type that repeat few values; "AA", "BA", "CB": steps of one scale.
    const types = ['FB', 'FB', 'FB', 'FB', 'FB', 'OB'];
    const scale = ['AA', 'BA', 'CB', 'BB', 'CC', 'DC'];
    const head = pseudoWords(4, 71).map((w, k): Cell => [w, [40, 280, 330, 390][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [types[r], 280], [String(credits[r]), 330], [scale[r], 390]]), totalLine(22, 330)]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, scale[r]]));
  });

  it('keeps a number printed with a result code or a pass word as the grade, the code as the result', () => {
    const printed = ['1,0 BE', '2,3 bestanden', '1,7 BE', '5,0 NB', '3,3 BE', '2,0 passed'];
    const head = pseudoWords(3, 73).map((w, k): Cell => [w, [40, 300, 360][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 300], [printed[r], 360]]), totalLine(22, 300)]);
    expect(courses.map((c) => [c.credit, c.grade, c.passStatus, c.marksScored])).to.deep.equal(
      credits.map((cr, r) => [cr, printed[r].split(' ')[0], printed[r].split(' ')[1], null]),
    );
    // An abbreviated grade word of a scale ("9,6 SB": sobresaliente) is the grade, the number its mark.
    const abbreviated = ['9,6 SB', '6,8 AP', '7,5 NT', '3,7 SS', '10,0 MH', '8,1 NT'];
    const graded = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 300], [abbreviated[r], 360]])]);
    expect(graded.map((c) => [c.grade, c.marksScored])).to.deep.equal(abbreviated.map((a) => [a.split(' ')[1], Number(a.split(' ')[0].replace(',', '.'))]));
  });

  it('reads a column of result codes beside numeric grades and terms as no grade, and keeps the rows', () => {
    const terms = ['WiSe 19/20', 'SoSe 2020', 'WiSe 20/21', 'SoSe 2021', 'WiSe 21/22', 'SoSe 2022'];
    const status = ['AN', 'BE', 'AN', 'bestanden', 'AN', 'BE'];
    const head = pseudoWords(5, 79).map((w, k): Cell => [w, [40, 260, 330, 380, 420][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [terms[r], 260], [tenths[r], 330], [String(credits[r]), 380], [status[r], 420]]), totalLine(22, 380)]);
    expect(courses.map((c) => c.courseName)).to.deep.equal(TITLES);
    expect(courses.map((c) => [c.grade, c.credit])).to.deep.equal(tenths.map((g, r) => [g, credits[r]]));
  });

  it('reads whole numbers with grade words among them (a scale of marks to 30) as the grade as printed', () => {
    const printed = ['24', '30 e lode', 'approvato', '27', '19', '28'];
    const head = pseudoWords(3, 83).map((w, k): Cell => [w, [40, 300, 360][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 300], [printed[r], 360]]), totalLine(22, 300)]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, printed[r]]));
  });

  it('reads grades in words of two kinds beside a column of credits as the grade', () => {
    // "хорошо", "удовлетворительно": grades of a scale, not a passed/failed result, however few kinds.
    const words = ['удовлетворительно', 'хорошо', 'удовлетворительно', 'удовлетворительно', 'хорошо', 'удовлетворительно'];
    const head = pseudoWords(4, 89).map((w, k): Cell => [w, [40, 300, 350, 400][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [r < 3 ? 'I' : 'II', 300], [String(credits[r]), 350], [words[r], 400]]), totalLine(22, 350)]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, words[r]]));
  });

  it('reads whole grades printed with a decimal (2,0-5,0) as the grade beside credits printed whole', () => {
    const halves = ['4,0', '4,5', '4,0', '3,5', '4,0', '4,5'];
    const cr = [3, 4, 2, 6, 5, 3];
    const head = pseudoWords(3, 97).map((w, k): Cell => [w, [40, 300, 360][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [String(cr[r]), 300], [halves[r], 360]]), totalLine(23, 300)]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(cr.map((n, r) => [n, halves[r]]));
  });

  it('reads two terms side by side with codes when the second term ends with its total beside a row of the first', () => {
    const scale = ['AA', 'BA', 'CB', 'BB', 'CC', 'DC', 'BA', 'CC', 'BB'];
    const extra = ['Physics', 'Signal Theory', 'Economics'];
    const titles = [...TITLES, ...extra];
    const head = pseudoWords(8, 101).map((w, k): Cell => [w, [40, 85, 210, 250, 310, 355, 480, 520][k]]);
    const left = (r: number): Cell[] => [[`KX ${101 + r}`, 40], [titles[r], 85], [String(credits[r % 6]), 210], [scale[r], 250]];
    const right = (r: number): Cell[] => [[`KX ${201 + r}`, 310], [titles[r + 5], 355], [String(credits[(r + 5) % 6]), 480], [scale[r + 5], 520]];
    const rows: Cell[][] = [0, 1, 2, 3].map((r) => [...left(r), ...right(r)]);
    rows.push([...left(4), ['Term credits: 14 ECTS: 22 GPA: 2.32', 310]]);
    const courses = read([head, ...rows, [...totalLine(16, 210, 'Total', 85), ...totalLine(16, 480, 'Total', 355)]]);
    expect(courses.map((c) => c.courseName).sort()).to.deep.equal([...titles].sort());
    const byName = new Map(courses.map((c) => [c.courseName, c]));
    titles.forEach((t, r) => expect([byName.get(t)?.grade, byName.get(t)?.credit], t).to.deep.equal([scale[r], credits[r % 6]]));
  });

  it('reads marks to 30 with "Approved" rows as the grade column, the whole numbers beside them as credits', () => {
    const printed = ['26', '27', 'Approved', '25', '30', 'Approved'];
    const head = pseudoWords(3, 103).map((w, k): Cell => [w, [40, 300, 360][k]]);
    const courses = read([head, ...TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 300], [printed[r], 360]]), totalLine(22, 300)]);
    expect(courses.map((c) => [c.credit, c.grade])).to.deep.equal(credits.map((cr, r) => [cr, printed[r]]));
  });

  it('finds no table in a grading-scale legend nor in a block of labels and values', () => {
    expect(read([
      [['Excellent', 40], ['90-100', 300], ['A', 380]],
      [['Very good', 40], ['80-89', 300], ['B', 380]],
      [['Good', 40], ['70-79', 300], ['C', 380]],
      [['Satisfactory', 40], ['60-69', 300], ['D', 380]],
    ])).to.deep.equal([]);
    expect(read([
      [['Class', 40], ['A', 300]],
      [['Section', 40], ['B', 300]],
      [['Division', 40], ['I', 300]],
      [['Group', 40], ['C', 300]],
    ])).to.deep.equal([]);
  });

  it('classifies a value-typed table under pseudo-word headers as academic whatever its title', () => {
    const head = pseudoWords(3, 53).map((w, k): Cell => [w, [40, 300, 360][k]]);
    const rows = TITLES.map((t, r): Cell[] => [[t, 40], [String(credits[r]), 300], [twenty[r], 360]]);
    const text = { pages: [pageOf([[['Bekoramu Vistelar', 200]], [['Tomadi Suvelin', 40]], head, ...rows])] };
    expect(classifyKind(text).kind).to.not.equal('other');
  });
});

describe('course-table header lexicon beyond the twelve languages', () => {
  const headers: Array<{ lang: string; cells: Cell[]; types: string[] }> = [
    { lang: 'fi', cells: [['Opintojakso', 40], ['Opintopisteet', 300], ['Arvosana', 400]], types: ['name', 'credit', 'grade'] },
    { lang: 'sv', cells: [['Kurskod', 40], ['Kursnamn', 100], ['Högskolepoäng', 300], ['Betyg', 400]], types: ['code', 'name', 'credit', 'grade'] },
    { lang: 'hu', cells: [['Tantárgy', 40], ['Kredit', 300], ['Érdemjegy', 400]], types: ['name', 'credit', 'grade'] },
    { lang: 'el', cells: [['Μάθημα', 40], ['Πιστωτικές Μονάδες', 300], ['Βαθμός', 420]], types: ['name', 'credit', 'grade'] },
    { lang: 'lt', cells: [['Dalyko pavadinimas', 40], ['Kreditai', 300], ['Įvertinimas', 400]], types: ['name', 'credit', 'grade'] },
    { lang: 'bg', cells: [['Дисциплина', 40], ['Кредити', 300], ['Хорариум', 360], ['Оценка', 430]], types: ['name', 'credit', 'hours', 'grade'] },
    { lang: 'hr', cells: [['Naziv predmeta', 40], ['ECTS bodovi', 300], ['Ocjena', 400]], types: ['name', 'credit', 'grade'] },
    { lang: 'et', cells: [['Õppeaine', 40], ['EAP', 300], ['Hinne', 400]], types: ['name', 'credit', 'grade'] },
  ];
  for (const h of headers) {
    it(h.lang, () => {
      const m = headerAt(groupLines(pageOf([h.cells])), 0);
      expect(m, 'header found').to.not.equal(null);
      expect(m!.columns.map((c) => c.type)).to.deep.equal(h.types);
    });
  }
});
