/**
 * The extraction engine (ExtractionEngine contract): every document of one credential is read on
 * its own (fields.ts, table.ts), then the results are merged: for each field the first document
 * that shows it wins, transcripts and marksheets before diplomas (the transcript's value first,
 * then the diploma's), courses from the transcript or marksheet. Nothing is invented (decision "Extraction field types").
 */
import type { CourseEvidence, DocumentKind, Evidence, ExtractableDocument, ExtractionEngine, ExtractionResult } from '../types';
import { emptyResult, extractDocumentFields, type DocumentExtraction } from './fields';
import { withoutUnsureReadings } from './confidence';

export { compareExtraction, summarize, valuesMatch, SCALAR_FIELDS, COURSE_FIELDS, type ExtractionComparison } from './accuracy';
export { extractDocumentFields, emptyResult, levelOf, normalizeDegreeName, splitProgram, parseDuration, parseTotal } from './fields';
export { extractCourses, parseTermHeading, matchHeader, isHeader, headerAt } from './table';
export { findLabeledValues, matchLabel, splitInlinePairs } from './labels';
export { findDates, parseDate, parseNumber, parseYear, splitName, fold, foldWords, similarity, nameSimilarity } from './normalize';
export { splitPersonName } from './names';
export { qualificationLevel, expandQualification, QUALIFICATIONS } from './qualifications';
export { dateOrderFor } from './dates';
export { withoutUnsureReadings, ocrConfidenceIn, MIN_OCR_CONFIDENCE } from './confidence';

const KIND_ORDER: Record<DocumentKind, number> = { transcript: 0, marksheet: 1, diploma: 2, other: 3 };

/** The evidence a result keeps for a field path, naming its document (`fallbackDocument` when it does not). */
function evidenceOf(r: ExtractionResult, path: string, fallbackDocument: number): Evidence | null {
  const ev = r.provenance?.fields[path];
  return ev ? { ...ev, document: ev.document ?? fallbackDocument } : null;
}

/**
 * Merge per-document extractions (already in priority order) into one credential's result. The
 * evidence of every value goes with it (docs/document-understanding.md, "Provenance"), naming the document
 * it came from: the index its evidence carries, else the result's position.
 */
export function mergeExtractions(results: ExtractionResult[]): ExtractionResult {
  const out = emptyResult();
  if (!results.length) return out;
  const fields: Record<string, Evidence> = {};
  const keep = (path: string, r: ExtractionResult) => {
    const ev = evidenceOf(r, path, results.indexOf(r));
    if (ev) fields[path] = ev;
  };
  const pick = <T>(path: string, get: (r: ExtractionResult) => T | null): T | null => {
    for (const r of results) {
      const v = get(r);
      if (v !== null && v !== undefined && v !== '') {
        keep(path, r);
        return v;
      }
    }
    return null;
  };
  out.languageCode = pick('languageCode', (r) => r.languageCode);
  out.language = out.languageCode ? results.find((r) => r.languageCode === out.languageCode)!.language : null;

  // The candidate's name parts come together from one document.
  const nameFrom = results.find((r) => r.candidate.fullName);
  if (nameFrom) {
    out.candidate.fullName = nameFrom.candidate.fullName;
    keep('candidate.fullName', nameFrom);
    if (nameFrom.candidate.firstName) {
      out.candidate.firstName = nameFrom.candidate.firstName;
      keep('candidate.firstName', nameFrom);
    } else out.candidate.firstName = pick('candidate.firstName', (r) => r.candidate.firstName);
    if (nameFrom.candidate.lastName) {
      out.candidate.lastName = nameFrom.candidate.lastName;
      keep('candidate.lastName', nameFrom);
    } else out.candidate.lastName = pick('candidate.lastName', (r) => r.candidate.lastName);
  }
  out.candidate.dateOfBirth = pick('candidate.dateOfBirth', (r) => r.candidate.dateOfBirth);

  out.institution.name = pick('institution.name', (r) => r.institution.name);
  const countryFrom = results.find((r) => r.institution.countryCode);
  if (countryFrom) {
    out.institution.country = countryFrom.institution.country;
    out.institution.countryCode = countryFrom.institution.countryCode;
    keep('institution.country', countryFrom);
    keep('institution.countryCode', countryFrom);
  }
  const stateFrom = results.find((r) => r.institution.stateCode || r.institution.state);
  if (stateFrom) {
    out.institution.state = stateFrom.institution.state;
    out.institution.stateCode = stateFrom.institution.stateCode;
    keep('institution.state', stateFrom);
    keep('institution.stateCode', stateFrom);
  }

  const q = out.qualification;
  for (const key of Object.keys(q) as Array<keyof ExtractionResult['qualification']>) {
    (q as Record<string, unknown>)[key] = pick(`qualification.${key}`, (r) => r.qualification[key] as unknown);
  }
  // Courses: from the first document that has a table (a transcript or a marksheet); several
  // marksheets of one qualification (one per semester) are concatenated.
  const withCourses = results.filter((r) => r.courses.length);
  out.courses = withCourses.flatMap((r) => r.courses.map((c) => ({ ...c })));
  out.provenance = { fields, courses: withCourses.flatMap((r) => courseEvidenceOf(r, results.indexOf(r))) };
  return out;
}

/** A result's course evidence, one entry per course, naming its document. */
function courseEvidenceOf(r: ExtractionResult, document: number): Array<CourseEvidence | null> {
  const list = r.provenance?.courses ?? [];
  const withDoc = (e: Evidence): Evidence => ({ ...e, document: e.document ?? document });
  return r.courses.map((_c, i) => {
    const c = list[i];
    if (!c) return null;
    const cells: CourseEvidence['cells'] = {};
    for (const [k, e] of Object.entries(c.cells) as Array<[keyof CourseEvidence['cells'], Evidence]>) cells[k] = withDoc(e);
    const out: CourseEvidence = { row: withDoc(c.row), cells };
    if (c.otherName) out.otherName = { text: c.otherName.text, evidence: withDoc(c.otherName.evidence) };
    return out;
  });
}

/** Every piece of evidence of a result names the document it was read from. */
function nameDocument(r: ExtractionResult, document: number): void {
  if (!r.provenance) return;
  for (const e of Object.values(r.provenance.fields)) e.document = document;
  for (const c of r.provenance.courses) {
    if (!c) continue;
    c.row.document = document;
    for (const e of Object.values(c.cells)) if (e) e.document = document;
  }
}

export class DefaultExtractionEngine implements ExtractionEngine {
  extract(documents: ExtractableDocument[]): ExtractionResult {
    const ordered = documents
      .map((d, i) => ({ d, i }))
      .sort((a, b) => KIND_ORDER[a.d.kind] - KIND_ORDER[b.d.kind] || a.i - b.i);
    const results: DocumentExtraction[] = ordered.map(({ d, i }) => {
      const r = extractDocumentFields(d.text, d.kind);
      nameDocument(r, i);
      return r;
    });
    const merged = mergeExtractions(results);
    if (!results.length) return merged;
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
    merged.provenance = { fields: merged.provenance?.fields ?? {}, courses: lists.flatMap((r) => courseEvidenceOf(r, results.indexOf(r))) };
    // Evidence names documents by their position in `documents`.
    return withoutUnsureReadings(merged, documents.map((d) => d.text));
  }
}

export function createExtractionEngine(): DefaultExtractionEngine {
  return new DefaultExtractionEngine();
}
