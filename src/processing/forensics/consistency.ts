/**
 * Check 14: what a document states against what it lists (docs/forensics.md, "Stated totals and
 * dates"). A value changed in one place only — a grade or a credit raised in a row, a course
 * added, a GPA or a total typed over — leaves the document contradicting itself: the rows no
 * longer add up to the stated total, the stated average lies outside what the listed grades allow,
 * a date comes before the one it must follow.
 *
 * The rows, totals and dates are the extraction engine's reading of the same text
 * (src/processing/extraction), with their boxes (its provenance), never a second parse.
 *
 * Genuine documents state totals the listed rows do not make up: transfer credits and earlier
 * studies count in a cumulative total, failed or withdrawn courses do not count as earned, a
 * cumulative average covers terms the page does not list, a percentage may count the best subjects
 * only. So only what cannot happen in a genuine document is a signal, each **medium** (a reason to
 * look, not proof: a misread row makes the same contradiction):
 * - listed credits of passed courses exceeding the stated total of credits earned;
 * - marks of the listed subjects adding up to another total than the stated total of marks;
 * - a stated grade point average on the 4-point scale outside every reading of the listed letter grades;
 * - a stated percentage that is not the listed marks over the listed maximum marks;
 * - a date of birth after the issue or completion, an admission after the completion or the issue.
 */
import { createExtractionEngine, matchLabel } from '../extraction';
import type { DocumentText, Evidence, ExtractedCourse, ExtractionResult } from '../types';
import { fractionBox, outcomeOf, passed, signal, skipped, type CheckOutcome } from './checks';
import type { ComparedValue, EvidenceBox, ForensicsSignal } from './signals';

/** Tolerances (docs/forensics.md, check 14). */
export const CREDIT_TOLERANCE = 0.5;
export const MARKS_TOLERANCE = 0.5;
export const GPA_TOLERANCE = 0.1;
export const PERCENT_TOLERANCE = 1;
/** Rows needed before a sum or an average says anything. */
const MIN_ROWS = 3;
/**
 * On a captured page (OCR), the OCR confidence (0..1) every figure a contradiction rests on needs:
 * a misread row contradicts the total as a changed one does. The benchmark's clean scans read
 * most figures at 0.93–0.97 and their misreads (a grade read `Q` or `oO`, a mark cut by a rule,
 * a credit) at 0.5–0.87.
 */
export const MIN_OCR_CONFIDENCE = 0.9;

/** Letter grades of the 4-point scale: the lowest and highest points institutions give them. */
const LETTER_POINTS: Record<string, [number, number]> = {
  'A+': [4, 4.33], A: [4, 4], 'A-': [3.67, 3.7], 'B+': [3.3, 3.33], B: [3, 3], 'B-': [2.67, 2.7],
  'C+': [2.3, 2.33], C: [2, 2], 'C-': [1.67, 1.7], 'D+': [1.3, 1.33], D: [1, 1], 'D-': [0.67, 0.7], F: [0, 0],
};
/** Grades that carry no grade points (pass/fail, withdrawn, incomplete, in progress, transfer). */
const NO_POINTS = /^(P|S|U|CR|NC|NP|W|WF|WP|I|IP|AU|TR|T|EX|Z|NR|X)$/i;
/** Failing grades and results in the languages of the extraction lexicon (a failed course earns no credit). */
const FAILED = /^(F|E|FX|U|NC|NP|WF|FAIL|FAILED|AB|ABS|ABSENT|SS|SUSPENSO|INSUFICIENTE|REPROVADO|NB|NICHT BESTANDEN|AJ|AJOURN[ÉE]|INSUFFISANT|DEF|D[ÉE]FAILLANT|RESPINTO|NON SUPERATO|НЕУД|НЕУДОВЛЕТВОРИТЕЛЬНО|НЕЗАЧЕТ|НЕЗАРАХОВАНО|НЕЗАДОВІЛЬНО)$/iu;
/** A stated scale other than the 4-point one ("out of 5", "10-point scale", "/ 5.00"). */
const OTHER_SCALE = /\b(?:(?:5|5\.0+|7|10|20|100)[- ]point|out of (?:5|7|10|20|100)\b|scale of (?:5|7|10|20|100)\b|\/\s?(?:5|7|10|20)(?:\.0+)?\b)/i;

function boxesOf(text: DocumentText, ev: Evidence | null | undefined): EvidenceBox[] {
  if (!ev) return [];
  const page = text.pages.find((p) => p.pageNumber === ev.page);
  if (!page) return [];
  const b = fractionBox(ev.page, { x0: ev.box.x, y0: ev.box.y, x1: ev.box.x + ev.box.width, y1: ev.box.y + ev.box.height }, page.width, page.height);
  return b ? [b] : [];
}

/**
 * Whether a figure read from `text` may be relied on: any figure of a text layer; on an OCR page
 * one read with MIN_OCR_CONFIDENCE. (The characters agree with the figure already: the extraction
 * reads a cell only when its characters are a number or a grade, so a look-alike letter, `S.0`,
 * leaves the row without the figure.) A figure without a place is not relied on from OCR.
 */
function sure(text: DocumentText, ev: Evidence | null | undefined): boolean {
  const page = ev ? text.pages.find((p) => p.pageNumber === ev.page) : undefined;
  const ocr = ev ? page?.source === 'ocr' : text.pages.some((p) => p.source === 'ocr');
  return !ocr || (ev !== null && ev !== undefined && ev.confidence >= MIN_OCR_CONFIDENCE);
}

/** Whether every row's cells of `keys` are sure (see `sure`). */
function rowsSure(text: DocumentText, r: ExtractionResult, rows: ExtractedCourse[], keys: Array<'credit' | 'grade' | 'marksScored' | 'maximumMarks'>): boolean {
  return rows.every((c) => {
    const cells = r.provenance?.courses[r.courses.indexOf(c)]?.cells;
    return keys.every((k) => sure(text, cells?.[k]));
  });
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

interface Rows {
  courses: ExtractedCourse[];
  boxes: EvidenceBox[];
}

function rowsOf(text: DocumentText, r: ExtractionResult, keep: (c: ExtractedCourse) => boolean): Rows {
  const courses: ExtractedCourse[] = [];
  const boxes: EvidenceBox[] = [];
  r.courses.forEach((c, i) => {
    if (!keep(c)) return;
    courses.push(c);
    boxes.push(...boxesOf(text, r.provenance?.courses[i]?.row));
  });
  return { courses, boxes };
}

/** The text of the items inside an evidence box (the stated value as printed, with its % sign). */
function textAt(text: DocumentText, ev: Evidence | null | undefined): string {
  if (!ev) return '';
  const page = text.pages.find((p) => p.pageNumber === ev.page);
  const b = ev.box;
  return (page?.items ?? [])
    .filter((i) => i.x < b.x + b.width + 2 && i.x + i.width > b.x - 2 && i.y < b.y + b.height + 1 && i.y + i.height > b.y - 1)
    .map((i) => i.text)
    .join(' ');
}

/** The whole printed line an evidence box sits on. */
function lineAt(text: DocumentText, ev: Evidence | null | undefined): string {
  if (!ev) return '';
  const page = text.pages.find((p) => p.pageNumber === ev.page);
  const cy = ev.box.y + ev.box.height / 2;
  return (page?.items ?? [])
    .filter((i) => i.y <= cy && i.y + i.height >= cy)
    .sort((a, b) => a.x - b.x)
    .map((i) => i.text)
    .join(' ');
}

/**
 * A percentage printed with its label ("Percentage: 82.00%", "Aggregate percentage 74.5 %"): the
 * extraction has no field for it (its average is a GPA or a mark), so its one line is read here.
 */
function printedPercentage(text: DocumentText): { value: number; printed: string; boxes: EvidenceBox[]; sure: boolean } | null {
  for (const page of text.pages) {
    for (const item of page.items) {
      const line = page.items.filter((i) => Math.abs(i.y - item.y) <= item.height * 0.4).sort((a, b) => a.x - b.x);
      if (line[0] !== item) continue;
      const m = /\b(?:percentage|percent|aggregate)(?: of marks)?\s*[:\-]?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%/i.exec(line.map((i) => i.text).join(' '));
      if (!m) continue;
      const x0 = Math.min(...line.map((i) => i.x)), x1 = Math.max(...line.map((i) => i.x + i.width));
      const y0 = Math.min(...line.map((i) => i.y)), y1 = Math.max(...line.map((i) => i.y + i.height));
      const b = fractionBox(page.pageNumber, { x0, y0, x1, y1 }, page.width, page.height);
      // On an OCR page the words holding the figure must be read with confidence (see `sure`).
      const figure = line.filter((i) => i.text.includes(m[1]));
      const confident = page.source !== 'ocr' || (figure.length > 0 && figure.every((i) => (i.confidence ?? 0) >= MIN_OCR_CONFIDENCE * 100));
      return { value: Number(m[1].replace(',', '.')), printed: `${m[1]}%`, boxes: b ? [b] : [], sure: confident };
    }
  }
  return null;
}

/**
 * Whether a stated total (a bare "Total" the lexicon gives to marks) stands in the rows' credit
 * column and in none of their marks: the credits' total at the foot of the table (with earlier
 * credits or not), not a total of marks.
 */
function creditColumnTotal(r: ExtractionResult, ev: Evidence | undefined): boolean {
  if (!ev) return false;
  const x0 = ev.box.x, x1 = ev.box.x + ev.box.width;
  const overlapping = (cell: Evidence | undefined) => cell !== undefined && cell.page === ev.page && cell.box.x < x1 && x0 < cell.box.x + cell.box.width;
  const column = (k: 'credit' | 'marksScored') => r.provenance?.courses.filter((p) => overlapping(p?.cells[k])).length ?? 0;
  return column('credit') >= MIN_ROWS && column('marksScored') === 0;
}

function labelField(ev: Evidence | undefined): string | null {
  const m = ev?.rule ? /^label (.+?)(?: \(|$)/.exec(ev.rule) : null;
  return m ? (matchLabel(m[1])?.field ?? null) : null;
}

function year(iso: string | null): number | null {
  const m = iso ? /^(\d{4})/.exec(iso) : null;
  return m ? Number(m[1]) : null;
}

export function consistencySignals(text: DocumentText, extraction?: ExtractionResult): ForensicsSignal[] {
  const r = extraction ?? createExtractionEngine().extract([{ kind: 'transcript', text }]);
  const fields = r.provenance?.fields ?? {};
  const q = r.qualification;
  const out: ForensicsSignal[] = [];
  const stated = (key: string, label: string, value: string): ComparedValue & { key: string } => ({ key, label, value, boxes: boxesOf(text, fields[key]) });

  // Credits: the passed rows cannot hold more credits than the document says were earned.
  const total = q.totalCreditsOrMarks !== null ? Number(q.totalCreditsOrMarks) : null;
  const totalField = labelField(fields['qualification.totalCreditsOrMarks']);
  const withCredit = r.courses.filter((c) => c.credit !== null);
  // The rows are the whole record when their earned credits make the stated total: only then is a
  // cumulative average theirs to check (a page of one term states a GPA over all terms).
  let completeRecord = false;
  // A total on a line of term figures ("Credits Earned: 18.5  SGPA: 8.51") is one term's, not the document's.
  const totalLine = lineAt(text, fields['qualification.totalCreditsOrMarks']);
  const termTotal = /\b(sgpa|semester|term|session|trimester|semestre|periodo|période|семестр)\b/iu.test(totalLine);
  if (total !== null && Number.isFinite(total) && totalField === 'totalCredits' && !termTotal && withCredit.length >= MIN_ROWS && withCredit.length === r.courses.length) {
    // A course listed twice (a failed attempt, then a pass) earns its credits once: its last row counts.
    const name = (c: ExtractedCourse) => `${c.courseNumber ?? ''}|${(c.courseName ?? '').toLowerCase()}`;
    const last = new Map<string, ExtractedCourse>();
    for (const c of r.courses) last.set(name(c), c);
    const passedRows = rowsOf(text, r, (c) => last.get(name(c)) === c && c.credit !== null && !(c.grade && FAILED.test(c.grade.trim())) && !(c.passStatus && /fail|absent|not passed|suspen|reprov/i.test(c.passStatus)));
    const sum = passedRows.courses.reduce((a, c) => a + (c.credit ?? 0), 0);
    completeRecord = Math.abs(sum - total) <= CREDIT_TOLERANCE;
    if (sum > total + CREDIT_TOLERANCE && sure(text, fields['qualification.totalCreditsOrMarks']) && rowsSure(text, r, passedRows.courses, ['credit'])) {
      const totalBoxes = boxesOf(text, fields['qualification.totalCreditsOrMarks']);
      out.push(
        signal(14, 'total-credits-mismatch', 'medium', 'content', `The ${passedRows.courses.length} passed courses listed carry ${fmt(sum)} credits, more than the ${fmt(total)} credits the document states as its total: a row or the total was changed`, [
          { label: 'stated total of credits', value: fmt(total), boxes: totalBoxes },
          { label: `credits of the ${passedRows.courses.length} passed rows`, value: fmt(sum), boxes: passedRows.boxes },
        ], totalBoxes),
      );
    }
  }

  // Marks: the subjects' marks make the stated total of marks.
  const withMarks = r.courses.filter((c) => c.marksScored !== null);
  if (total !== null && Number.isFinite(total) && totalField === 'totalMarks' && withMarks.length >= MIN_ROWS && withMarks.length === r.courses.length) {
    const rows = rowsOf(text, r, (c) => c.marksScored !== null);
    const sum = rows.courses.reduce((a, c) => a + (c.marksScored ?? 0), 0);
    const maxSum = rows.courses.every((c) => c.maximumMarks !== null) ? rows.courses.reduce((a, c) => a + (c.maximumMarks ?? 0), 0) : null;
    // Only a total that can be a total obtained (at most the listed maximum marks, and not that
    // maximum itself) is compared: a weighted total (marks × coefficients) exceeds the maximum.
    if (maxSum !== null && total < maxSum - MARKS_TOLERANCE && Math.abs(sum - total) > MARKS_TOLERANCE && !creditColumnTotal(r, fields['qualification.totalCreditsOrMarks']) && sure(text, fields['qualification.totalCreditsOrMarks']) && rowsSure(text, r, rows.courses, ['marksScored', 'maximumMarks'])) {
      const totalBoxes = boxesOf(text, fields['qualification.totalCreditsOrMarks']);
      out.push(
        signal(14, 'total-marks-mismatch', 'medium', 'content', `The marks of the ${rows.courses.length} subjects listed add up to ${fmt(sum)}, not to the stated total of ${fmt(total)}: a mark or the total was changed`, [
          { label: 'stated total of marks', value: fmt(total), boxes: totalBoxes },
          { label: `sum of the ${rows.courses.length} rows`, value: fmt(sum), boxes: rows.boxes },
        ], totalBoxes),
      );
    }
  }

  // Averages: a stated GPA on the 4-point scale, a stated percentage.
  const cgpa = q.cgpa !== null ? Number(q.cgpa) : null;
  if (cgpa !== null && Number.isFinite(cgpa)) {
    const graded = r.courses.filter((c) => c.grade && !NO_POINTS.test(c.grade.trim()));
    const letters = graded.every((c) => LETTER_POINTS[c.grade!.trim().toUpperCase()] !== undefined && c.credit !== null && c.credit > 0);
    // The 4-point scale only: no other scale stated, and above 4.0 only where A+ is given.
    const allText = text.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    const aPlus = graded.some((c) => c.grade!.trim().toUpperCase() === 'A+');
    if (completeRecord && (cgpa <= 4 || (cgpa <= 4.33 && aPlus)) && !OTHER_SCALE.test(allText) && graded.length >= MIN_ROWS + 1 && letters) {
      // Repeated courses count once (the last attempt) or every time, as institutions differ.
      const key = (c: ExtractedCourse) => `${c.courseNumber ?? ''}|${(c.courseName ?? '').toLowerCase()}`;
      const lastAttempt = new Map<string, ExtractedCourse>();
      for (const c of graded) lastAttempt.set(key(c), c);
      const range = (rows: ExtractedCourse[]) => {
        let a = 0, b = 0, w = 0;
        for (const c of rows) {
          const [x, y] = LETTER_POINTS[c.grade!.trim().toUpperCase()];
          a += x * c.credit!;
          b += y * c.credit!;
          w += c.credit!;
        }
        return [a / w, b / w];
      };
      const [loAll, hiAll] = range(graded);
      const [loLast, hiLast] = range(graded.filter((c) => lastAttempt.get(key(c)) === c));
      const lo = Math.min(loAll, loLast);
      const hi = Math.max(hiAll, hiLast);
      if ((cgpa < lo - GPA_TOLERANCE || cgpa > hi + GPA_TOLERANCE) && sure(text, fields['qualification.cgpa']) && rowsSure(text, r, graded, ['grade', 'credit'])) {
        const rows = rowsOf(text, r, (c) => graded.includes(c));
        const gpaBoxes = boxesOf(text, fields['qualification.cgpa']);
        const between = lo.toFixed(2) === hi.toFixed(2) ? lo.toFixed(2) : `${lo.toFixed(2)}–${hi.toFixed(2)}`;
        out.push(
          signal(14, 'gpa-mismatch', 'medium', 'content', `The stated grade point average ${q.cgpa} is not what the ${graded.length} graded courses listed give (${between} on the 4-point scale, weighted by credits): a grade or the average was changed`, [
            { label: 'stated grade point average', value: q.cgpa!, boxes: gpaBoxes },
            { label: `average of the ${graded.length} graded rows`, value: between, boxes: rows.boxes },
          ], gpaBoxes),
        );
      }
    }
  }
  {
    const marked = r.courses.filter((c) => c.marksScored !== null && c.maximumMarks !== null && c.maximumMarks > 0);
    // Only an average stated as a percentage (a "%" or a percentage label), not a mark out of 20:
    // the extraction's average when it reads as one, else a printed "Percentage: 82.00%".
    const gpaEv = fields['qualification.cgpa'];
    const fromCgpa = cgpa !== null && Number.isFinite(cgpa) && /%|percent|porcentaje|pourcentage|prozent|percentuale|процент/i.test(`${gpaEv?.rule ?? ''} ${textAt(text, gpaEv)}`) ? { value: cgpa, printed: q.cgpa!, boxes: boxesOf(text, gpaEv), sure: sure(text, gpaEv) } : null;
    const statedPct = fromCgpa ?? printedPercentage(text);
    // Rows with credits are averaged by credit and often by year of study (a UK final mark): only
    // a marksheet's percentage (subjects with marks and maximum marks, no credits) is compared.
    if (statedPct && r.courses.every((c) => c.credit === null) && statedPct.value > 10 && statedPct.value <= 100 && marked.length >= MIN_ROWS && marked.length === r.courses.length) {
      const pct = (100 * marked.reduce((a, c) => a + c.marksScored!, 0)) / marked.reduce((a, c) => a + c.maximumMarks!, 0);
      if (Math.abs(pct - statedPct.value) > PERCENT_TOLERANCE && statedPct.sure && rowsSure(text, r, marked, ['marksScored', 'maximumMarks'])) {
        const rows = rowsOf(text, r, (c) => marked.includes(c));
        const pctBoxes = statedPct.boxes;
        out.push(
          signal(14, 'percentage-mismatch', 'medium', 'content', `The stated percentage ${statedPct.printed} is not the listed marks over the listed maximum marks (${pct.toFixed(2)}%): a mark or the percentage was changed`, [
            { label: 'stated percentage', value: statedPct.printed, boxes: pctBoxes },
            { label: `marks of the ${marked.length} rows over their maximum`, value: `${pct.toFixed(2)}%`, boxes: rows.boxes },
          ], pctBoxes),
        );
      }
    }
  }

  // Dates in an impossible order.
  const dob = r.candidate.dateOfBirth;
  const issue = q.dateOfIssue;
  const admission = q.yearOfAdmission;
  const completion = q.yearOfCompletion;
  const dateSignal = (code: string, message: string, a: ComparedValue & { key: string }, b: ComparedValue & { key: string }) => {
    if (!sure(text, fields[a.key]) || !sure(text, fields[b.key])) return;
    const values = [a, b].map(({ key: _key, ...v }) => v);
    out.push(signal(14, code, 'medium', 'content', message, values, values.flatMap((v) => v.boxes ?? [])));
  };
  if (dob && issue && dob >= issue) {
    dateSignal('date-order', `The date of birth ${dob} is not before the date of issue ${issue}`, stated('candidate.dateOfBirth', 'date of birth', dob), stated('qualification.dateOfIssue', 'date of issue', issue));
  } else if (dob && completion && year(dob)! >= completion) {
    dateSignal('date-order', `The date of birth ${dob} is not before the year of completion ${completion}`, stated('candidate.dateOfBirth', 'date of birth', dob), stated('qualification.yearOfCompletion', 'year of completion', String(completion)));
  }
  if (admission && completion && admission > completion) {
    dateSignal('date-order', `The year of admission ${admission} is after the year of completion ${completion}`, stated('qualification.yearOfAdmission', 'year of admission', String(admission)), stated('qualification.yearOfCompletion', 'year of completion', String(completion)));
  } else if (admission && issue && admission > year(issue)!) {
    dateSignal('date-order', `The year of admission ${admission} is after the date of issue ${issue}`, stated('qualification.yearOfAdmission', 'year of admission', String(admission)), stated('qualification.dateOfIssue', 'date of issue', issue));
  }
  return out;
}

/** Check 14's outcome for a document's text (the text layer, or the OCR of a scan). */
export function consistencyOutcome(text: DocumentText, extraction?: ExtractionResult): CheckOutcome {
  if (!text.pages.some((p) => p.items.length > 0)) return skipped('The document has no text to compare its stated totals and dates with.');
  const signals = consistencySignals(text, extraction);
  if (!signals.length) return passed('The stated totals, averages and dates that could be checked agree with the rows and with each other.');
  return outcomeOf(`The document contradicts itself: ${signals.map((s) => s.message.replace(/\.$/, '')).join('; ')}.`, signals);
}
