/**
 * Course-table layouts of English transcripts the other families lack (development only, drawing
 * code in lib/x-layouts.ts): terms as separate small tables one after another, terms side by side,
 * a student-portal page, module tables with the code on its own line and units on the values, and a
 * grading-scale and a summary table beside the course table.
 */
import type { Family } from '../types';
import { renderX, type XLayout } from '../lib/x-layouts';

const LAYOUTS: Array<[XLayout, string]> = [
  ['stacked', 'terms printed as separate small tables one after another, the header repeated or not, term and cumulative GPA lines between them'],
  ['side', 'two or three terms printed side by side on a landscape page, each with its own header and a term line under it'],
  ['portal', 'a student-portal results page printed to PDF: navigation, breadcrumbs, a results table with a status column, a grading legend below'],
  ['modules', 'a module table whose code stands on its own line above the title or whose titles wrap, credits and grade points printed with their units'],
  ['legend', 'a course table with a grading-scale table and a summary table (credits, grade points, CGPA) on the same page'],
];

export const families: Family[] = LAYOUTS.map(([layout, what]) => ({
  id: `x-${layout}`,
  country: 'UG',
  languages: ['en'],
  kind: 'transcript',
  // A scan of each layout: terms side by side, a portal page and tables beside tables read by OCR.
  degradations: ['scan'],
  samples: 3,
  conventions: `English transcripts of Uganda, Zimbabwe, Zambia and Rwanda (letter grades A-F, grade points out of 5, credit units): ${what}.`,
  render: (rng) => renderX(rng, layout),
}));
