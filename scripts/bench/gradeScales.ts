/**
 * A perturbation for development (`--grade-scales [N]`): the printed grade cells of the course table
 * of a development text document are replaced by grades of another grading system, and the engines
 * are asked again. Development documents print the grades of their own country's scale; documents
 * the engines never saw print grades of scales, or grade forms, the reader never met on that layout
 * (a Spanish "Sobresaliente (9,5)", a Danish "-3" or "02", an Italian "30 e lode", a German grade
 * with its ECTS letter "1,7 (B)"). Each variant says, per scale, how many of the replaced grades the
 * engine reads as printed, and whether the rows found on the untouched document are still found.
 *
 * The scales are written here from docs/grading-scales.md and public grading-scale references (the
 * tables' sources listed there, national grading descriptions); no grade list is copied from a
 * document. A grade cell is located on the line printing its course (its code, or its title), as the
 * segment (cell) that prints the course's truth grade; a line with two such cells is disambiguated by
 * the grade column's position on the other rows, or left untouched. The new grade keeps the cell's
 * centre, in the row's type, and no wider than the room between the cell's neighbours; the header
 * and every other cell stay as printed. The truth of a replaced row is the new grade, verbatim (the
 * whole grade cell, scripts/samples/families/README.md); rows whose cell is not located keep theirs.
 */
import { groupLines, type Line, type Segment } from '../../src/processing/text';
import type { DocumentText, ExtractedCourse, TextItem } from '../../src/processing/types';
import { words } from './ablate';
import { hash } from './decoyRows';

export interface GradeScale {
  id: string;
  /** What the scale is (docs/grading-scales.md's table ids where one exists). */
  name: string;
  /** Grade cells as printed on that scale. */
  grades: readonly string[];
}

/** The pool: one list of printed grade cells per grading system or grade form. */
export const GRADE_SCALES: readonly GradeScale[] = [
  { id: 'us-letter', name: 'US letters with + and -', grades: ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'F'] },
  { id: 'in-10-letter', name: 'Indian 10-point letters', grades: ['O', 'A+', 'A', 'B+', 'B', 'C', 'P'] },
  { id: 'in-double-letter', name: 'Indian two-letter grades', grades: ['AA', 'AB', 'BB', 'BC', 'CC', 'CD', 'DD'] },
  { id: 'de-comma', name: 'German 1,0-5,0', grades: ['1,0', '1,3', '1,7', '2,0', '2,3', '2,7', '3,0', '3,3', '3,7', '4,0'] },
  { id: 'fr-20', name: 'French marks /20 with a comma', grades: ['14,5', '12,25', '10,75', '16', '11,5', '13,00', '15,50', '10,25'] },
  { id: 'tn-20', name: 'Tunisian marks /20, three decimals', grades: ['12,750', '10,250', '14,000', '11,125', '15,500', '13,375'] },
  { id: 'it-30', name: 'Italian 18-30 with lode', grades: ['18', '21', '24', '26', '27', '28', '29', '30', '30 e lode', '30L'] },
  { id: 'es-words', name: 'Spanish words with the mark', grades: ['Sobresaliente (9,5)', 'Notable (7,8)', 'Aprobado (5,5)', 'Notable', 'Sobresaliente', 'Aprobado', 'Matrícula de Honor'] },
  { id: 'ru-5', name: 'Russian 5-point with words, zachet', grades: ['5 (отлично)', '4 (хорошо)', '3 (удовлетворительно)', 'отлично', 'хорошо', 'зачтено'] },
  { id: 'ua-5', name: 'Ukrainian words', grades: ['відмінно', 'добре', 'задовільно', 'зараховано', '5 (відмінно)', '4 (добре)'] },
  { id: 'nl-10', name: 'Dutch 6-10', grades: ['6', '7', '8', '9', '10', '7,5', '6,5', '8,5'] },
  { id: 'dk-7', name: 'Danish 7-step', grades: ['-3', '00', '02', '4', '7', '10', '12'] },
  { id: 'ch-6', name: 'Swiss 1-6 with halves', grades: ['6', '5.5', '5', '4.5', '4', '5,5', '4,5'] },
  { id: 'br-10', name: 'Brazilian 0-10 with a comma', grades: ['9,5', '8,0', '7,3', '6,0', '10,0', '5,5', '8,7'] },
  { id: 'uk-percent', name: 'UK percentages and classes', grades: ['72%', '65%', '58%', '68', '61', 'Merit', 'Distinction', 'Pass'] },
  { id: 'pass', name: 'pass markers', grades: ['P', 'S', 'Pass', 'EX', 'CR'] },
  { id: 'ects-beside', name: 'national grade with its ECTS letter', grades: ['1,7 (B)', '2,3 (C)', '1,0 (A)', '3,0 (D)', '2,0 (B)', '1,3 (A)'] },
];

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
};

function holds(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** Runs of consecutive segments of a line (one to three) whose text is the grade. */
function gradeRuns(line: Line, grade: string): Segment[][] {
  const want = norm(grade);
  const out: Segment[][] = [];
  const segs = line.segments;
  for (let i = 0; i < segs.length; i++) {
    for (let k = i; k < Math.min(segs.length, i + 3); k++) {
      const run = segs.slice(i, k + 1);
      if (norm(run.map((s) => s.text).join(' ')) === want) out.push(run);
    }
  }
  return out;
}

interface Located {
  course: number;
  page: number;
  line: Line;
  run: Segment[];
}

/**
 * The grade cells of the truth courses: per course with a grade, the run of segments printing it on
 * the first unused line (from the previous course's line on) that prints the course's code or title.
 */
export function locateGradeCells(text: DocumentText, courses: ExtractedCourse[]): Located[] {
  const pages = text.pages.map((p) => groupLines(p));
  const all = pages.flatMap((lines, p) => lines.map((line) => ({ p, line, w: words(line.items.map((it) => it.text).join(' ')) })));
  const used = new Set<number>();
  const found: Array<{ course: number; at: number; runs: Segment[][] }> = [];
  let cursor = 0;
  courses.forEach((c, ci) => {
    if (c.grade === null || c.grade === undefined || !norm(String(c.grade))) return;
    const code = c.courseNumber ? words(c.courseNumber) : [];
    const name = c.courseName ? words(c.courseName) : [];
    const fits = (k: number) => {
      if (used.has(k)) return null;
      const { w, line } = all[k];
      if (!((code.length && holds(w, code)) || (name.length && holds(w, name)))) return null;
      // The grade's cell is no part of the code or title.
      const runs = gradeRuns(line, String(c.grade)).filter((run) => {
        const rw = words(run.map((s) => s.text).join(' '));
        return !(code.length && holds(code, rw)) && !(name.length && holds(name, rw));
      });
      return runs.length ? runs : null;
    };
    for (const k of [...Array(all.length).keys()].slice(cursor).concat([...Array(cursor).keys()])) {
      const runs = fits(k);
      if (!runs) continue;
      used.add(k);
      cursor = k + 1;
      found.push({ course: ci, at: k, runs });
      return;
    }
  });
  // A line with two cells printing the grade (a grade equal to the credits): the one in the grade
  // column, placed by the rows where only one cell prints it; none when no row says where it is.
  const centre = (run: Segment[]) => (run[0].x + run[run.length - 1].x + run[run.length - 1].width) / 2;
  const col = found.filter((f) => f.runs.length === 1).map((f) => centre(f.runs[0]));
  const ref = col.length ? median(col) : null;
  const out: Located[] = [];
  for (const f of found) {
    let run = f.runs[0];
    if (f.runs.length > 1) {
      if (ref === null) continue;
      run = [...f.runs].sort((a, b) => Math.abs(centre(a) - ref) - Math.abs(centre(b) - ref))[0];
    }
    out.push({ course: f.course, page: all[f.at].p, line: all[f.at].line, run });
  }
  return out;
}

export interface Regraded {
  text: DocumentText;
  scale: GradeScale;
  /** The truth with the new grades. */
  courses: ExtractedCourse[];
  /** Indices of the courses whose grade cell was replaced. */
  replaced: number[];
}

/** The scale of a document's variant `v`: consecutive scales from one picked by the document's hash. */
export function scaleFor(docId: string, v: number): GradeScale {
  return GRADE_SCALES[(hash(docId) + v) % GRADE_SCALES.length];
}

/**
 * The document with the grade cells of its course rows printed on `scale`, or null when no grade
 * cell is located (no course with a grade, or none printed on a line of its course).
 */
export function withGradeScale(text: DocumentText, courses: ExtractedCourse[], docId: string, scale: GradeScale): Regraded | null {
  const cells = locateGradeCells(text, courses);
  if (!cells.length) return null;
  const drop = new Set<TextItem>();
  const add: Array<{ page: number; item: TextItem }> = [];
  const truth = courses.map((c) => ({ ...c }));
  for (const cell of cells) {
    const items = cell.run.flatMap((s) => s.items);
    const grade = scale.grades[hash(`${docId}|${scale.id}|${cell.course}`) % scale.grades.length];
    const first = items[0];
    const size = median(items.map((it) => it.fontSize)) || first.fontSize;
    const x0 = Math.min(...items.map((it) => it.x));
    const x1 = Math.max(...items.map((it) => it.x + it.width));
    const mid = (x0 + x1) / 2;
    // Room: from the left neighbour's end to the right neighbour's start, half an em off each.
    const others = cell.line.items.filter((it) => !items.includes(it));
    const left = Math.max(-Infinity, ...others.filter((it) => it.x + it.width <= x0 + 0.01).map((it) => it.x + it.width + size * 0.5));
    const right = Math.min(Infinity, ...others.filter((it) => it.x >= x1 - 0.01).map((it) => it.x - size * 0.5));
    const natural = grade.length * size * 0.5;
    const room = Math.min(2 * (mid - left), 2 * (right - mid));
    const width = Math.max(Math.min(natural, room), Math.min(natural, x1 - x0));
    for (const it of items) drop.add(it);
    add.push({ page: cell.page, item: { ...first, text: grade, x: mid - width / 2, width, fontSize: size } });
    truth[cell.course].grade = grade;
  }
  const pages = text.pages.map((pg, p) => ({ ...pg, items: [...pg.items.filter((it) => !drop.has(it)), ...add.filter((a) => a.page === p).map((a) => a.item)] }));
  return { text: { pages }, scale, courses: truth, replaced: cells.map((c) => c.course) };
}
