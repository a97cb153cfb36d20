/**
 * The second variant of the x families (development only), written after the table reader's rules
 * for the first: another vocabulary (lib/x-layouts.ts, VOCAB2: header synonyms, term headings and
 * lines, portal, module, grading-scale and summary wordings) and the grade printed before the
 * credits in some documents.
 */
import type { Family } from '../types';
import { VOCAB2, renderX, type XLayout } from '../lib/x-layouts';

const LAYOUTS: XLayout[] = ['stacked', 'side', 'portal', 'modules', 'legend'];

export const families: Family[] = LAYOUTS.map((layout) => ({
  id: `x2-${layout}`,
  country: 'UG',
  languages: ['en'],
  kind: 'transcript',
  // A phone photo of the landscape page of terms side by side, a scan of the others.
  degradations: layout === 'side' ? ['photo'] : ['scan'],
  samples: 3,
  conventions: `The x-${layout} layout of English transcripts of Uganda, Zimbabwe, Zambia and Rwanda in a second vocabulary ("Course No. | Description | Units | Letter Grade | Quality Points", "First Year, Semester I - 2018/2019", "Key to Grades"), the grade before the credits in some documents.`,
  render: (rng) => renderX(rng, layout, VOCAB2, true),
}));
