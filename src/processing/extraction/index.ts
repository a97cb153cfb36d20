/**
 * The extraction engine (ExtractionEngine contract): every document of one credential is read on
 * its own (fields.ts, table.ts), then the results are merged: for each field the first document
 * that shows it wins, transcripts and marksheets before diplomas (the transcript's value first,
 * then the diploma's), courses from the transcript or marksheet. Nothing is invented (D4).
 */
import type { DocumentKind, ExtractableDocument, ExtractionEngine, ExtractionResult } from '../types';
import { emptyResult, extractDocumentFields, type DocumentExtraction } from './fields';

export { compareExtraction, summarize, valuesMatch, SCALAR_FIELDS, COURSE_FIELDS, type ExtractionComparison } from './accuracy';
export { extractDocumentFields, emptyResult, levelOf, normalizeDegreeName, splitProgram, parseDuration, parseTotal } from './fields';
export { extractCourses, parseTermHeading, matchHeader, isHeader, headerAt } from './table';
export { findLabeledValues, matchLabel, splitInlinePairs } from './labels';
export { findDates, parseDate, parseNumber, parseYear, splitName, fold, foldWords, similarity, nameSimilarity } from './normalize';

const KIND_ORDER: Record<DocumentKind, number> = { transcript: 0, marksheet: 1, diploma: 2, other: 3 };

/** Merge per-document extractions (already in priority order) into one credential's result. */
export function mergeExtractions(results: ExtractionResult[]): ExtractionResult {
  const out = emptyResult();
  if (!results.length) return out;
  const pick = <T>(get: (r: ExtractionResult) => T | null): T | null => {
    for (const r of results) {
      const v = get(r);
      if (v !== null && v !== undefined && v !== '') return v;
    }
    return null;
  };
  out.languageCode = pick((r) => r.languageCode);
  out.language = out.languageCode ? results.find((r) => r.languageCode === out.languageCode)!.language : null;

  // The candidate's name parts come together from one document.
  const nameFrom = results.find((r) => r.candidate.fullName);
  if (nameFrom) {
    out.candidate.fullName = nameFrom.candidate.fullName;
    out.candidate.firstName = nameFrom.candidate.firstName ?? pick((r) => r.candidate.firstName);
    out.candidate.lastName = nameFrom.candidate.lastName ?? pick((r) => r.candidate.lastName);
  }
  out.candidate.dateOfBirth = pick((r) => r.candidate.dateOfBirth);

  out.institution.name = pick((r) => r.institution.name);
  const countryFrom = results.find((r) => r.institution.countryCode);
  if (countryFrom) {
    out.institution.country = countryFrom.institution.country;
    out.institution.countryCode = countryFrom.institution.countryCode;
  }
  const stateFrom = results.find((r) => r.institution.stateCode || r.institution.state);
  if (stateFrom) {
    out.institution.state = stateFrom.institution.state;
    out.institution.stateCode = stateFrom.institution.stateCode;
  }

  const q = out.qualification;
  for (const key of Object.keys(q) as Array<keyof ExtractionResult['qualification']>) {
    (q as Record<string, unknown>)[key] = pick((r) => r.qualification[key] as unknown);
  }
  // Courses: from the first document that has a table (a transcript or a marksheet); several
  // marksheets of one qualification (one per semester) are concatenated.
  const withCourses = results.filter((r) => r.courses.length);
  out.courses = withCourses.flatMap((r) => r.courses.map((c) => ({ ...c })));
  return out;
}

export class DefaultExtractionEngine implements ExtractionEngine {
  extract(documents: ExtractableDocument[]): ExtractionResult {
    const ordered = documents
      .map((d, i) => ({ d, i }))
      .sort((a, b) => KIND_ORDER[a.d.kind] - KIND_ORDER[b.d.kind] || a.i - b.i)
      .map(({ d }) => d);
    const results: DocumentExtraction[] = ordered.map((d) => extractDocumentFields(d.text, d.kind));
    const merged = mergeExtractions(results);
    // A transcript repeated in two files (a ZIP and its member, a scan and the original) must
    // not double the course list: drop later identical course lists.
    const seen = new Set<string>();
    const lists = results.filter((r) => r.courses.length).filter((r) => {
      const k = JSON.stringify(r.courses.map((c) => [c.courseNumber, c.courseName]));
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    merged.courses = lists.flatMap((r) => r.courses.map((c) => ({ ...c })));
    return merged;
  }
}

export function createExtractionEngine(): DefaultExtractionEngine {
  return new DefaultExtractionEngine();
}
