/**
 * Text helpers shared by the PDF and XLSX renderers: how values are written on a report.
 */

/** Characters the standard PDF fonts (WinAnsi) can show beyond Latin-1; others are replaced. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * The reports use the standard PDF fonts (no font files to ship), which only encode WinAnsi:
 * accented letters outside it lose their accent, anything else becomes '?', so a name is never
 * silently shortened. (The same rule as the forensics report; reports/ does not import processing/.)
 */
export function toWinAnsi(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, (c) => {
      if (WIN_ANSI_EXTRA.includes(c)) return c;
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(base) ? base : '?';
    });
}

/** Shown where the evaluation has no value: the report never invents one (decision "Extraction field types"). */
export const NOT_GIVEN = 'not given';

export function show(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return NOT_GIVEN;
  const s = String(v).trim();
  return s === '' ? NOT_GIVEN : s;
}

/** Issue time printed on reports and the verification page: UTC, to the second. */
export function formatIssuedAt(d: Date): string {
  return d.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC');
}

/** `yearsOfAttendance` is a sorted list of distinct years; printed as a compact list. */
export function formatYears(years: number[]): string {
  return years.length ? years.join(', ') : NOT_GIVEN;
}

export function formatCredits(total: number | null, unit: string): string {
  return total === null ? NOT_GIVEN : `${total} ${unit}`;
}

export function courseFlags(c: { isRetaken: boolean; isNonGradable: boolean; isExcluded: boolean }): string {
  return [c.isRetaken ? 'Retaken' : null, c.isNonGradable ? 'Non-gradable' : null, c.isExcluded ? 'Excluded' : null]
    .filter((x): x is string => x !== null)
    .join(', ');
}

export function targetLabel(t: { name: string } | null): string {
  return t === null ? 'General evaluation (no target institute)' : t.name;
}

/** One line naming a credential, for the combined report's "came from" lists. */
export function credentialLabel(c: { institution: { name: string | null; country: string | null }; qualification: { name: string | null } }): string {
  const qualification = c.qualification.name?.trim() || 'Qualification not given';
  const institution = c.institution.name?.trim() || 'institution not given';
  const country = c.institution.country?.trim();
  return `${qualification}, ${institution}${country ? ` (${country})` : ''}`;
}

export function formatNumber(v: number | null): string {
  return v === null ? '' : String(v);
}

/**
 * The evaluated courses grouped by the term printed with them, terms in the order they first
 * appear, each keeping its courses in evaluation order. `term` is undefined when no course has a
 * term at all (one group, no heading); null for the courses without one among others that have.
 */
export function coursesByTerm<C extends { courseId: string }, S extends { term: string | null }>(
  courses: readonly C[],
  sources: Record<string, S>,
): { term: string | null | undefined; courses: { course: C; source: S | undefined }[] }[] {
  const withSource = courses.map((course) => ({ course, source: Object.hasOwn(sources, course.courseId) ? sources[course.courseId] : undefined }));
  if (!withSource.some((x) => x.source?.term)) return [{ term: undefined, courses: withSource }];
  const groups = new Map<string | null, { course: C; source: S | undefined }[]>();
  for (const x of withSource) {
    const key = x.source?.term?.trim() || null;
    const list = groups.get(key) ?? [];
    list.push(x);
    groups.set(key, list);
  }
  // Courses without a term last, after every term.
  const ordered = [...groups.entries()].sort((a, b) => (a[0] === null ? 1 : 0) - (b[0] === null ? 1 : 0));
  return ordered.map(([term, list]) => ({ term, courses: list }));
}
