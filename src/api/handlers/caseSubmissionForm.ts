import { ValidationError, type ErrorDetail } from '../../domain/errors';
import { FEATURE_NAMES } from '../../domain/cases/types';

/*
 * The form readers of the upload routes: they only turn the multipart strings into typed values
 * (JSON parsed, `classify` a boolean, defaults filled in). The spec checks the shapes, the domain
 * the rules (names of features, externalId, caseId, metadata values: src/domain/cases/
 * submission.ts), each with one message.
 */

export interface CaseSubmissionFields {
  externalId: string;
  caseRef: string | null;
  /** As sent: the domain checks the names. */
  features: string[];
  classify: boolean;
  /** The parsed JSON: the domain checks it is an object of strings, numbers and booleans. */
  metadata: unknown;
}

const SINGLE_VALUE_FIELDS = ['externalId', 'caseId', 'features', 'classify', 'metadata'] as const;

/**
 * The body handed to the spec validator for a multipart POST /cases: the form fields as
 * strings (classify as a boolean when it reads as one) and the file names in `files`, always
 * a list (one name for one file), as the spec's binary array says.
 */
export function validationBody(fields: Record<string, string[]>, fileNames: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields)) {
    // A repeated single-value field is reported by parseCaseSubmission; validate the first here.
    body[name] = values[0];
  }
  if (typeof body.classify === 'string' && /^(true|false)$/i.test(body.classify)) {
    body.classify = body.classify.toLowerCase() === 'true';
  }
  if (fileNames.length > 0) body.files = fileNames;
  return body;
}

/**
 * The fields of POST /cases as typed values. A field given twice, `features` or `metadata` that
 * is not JSON (`features` not an array), `classify` that is neither true nor false: 400.
 */
export function parseCaseSubmission(fields: Record<string, string[]>): CaseSubmissionFields {
  const details: ErrorDetail[] = [];
  for (const name of SINGLE_VALUE_FIELDS) {
    if ((fields[name]?.length ?? 0) > 1) details.push({ path: name, message: 'must be given at most once' });
  }
  const first = (name: string): string | undefined => fields[name]?.[0];
  const externalId = first('externalId') ?? '';
  const caseRaw = first('caseId');
  const caseRef = caseRaw === undefined || caseRaw === '' ? null : caseRaw;
  const { features, classify } = parseProcessingFields(fields, details);
  let metadata: unknown = {};
  const metadataRaw = first('metadata');
  if (metadataRaw !== undefined) {
    metadata = parseJson(metadataRaw);
    if (metadata === undefined) details.push({ path: 'metadata', message: 'must be a JSON object' });
  }
  if (details.length > 0) throw new ValidationError('Invalid submission', details);
  return { externalId, caseRef, features, classify, metadata };
}

/**
 * `features` and `classify` of an upload form (interface "POST /cases"): `features` a JSON array,
 * all three when absent; `classify` true or false, true when absent. Problems are pushed onto
 * `details`.
 */
export function parseProcessingFields(fields: Record<string, string[]>, details: ErrorDetail[]): { features: string[]; classify: boolean } {
  const first = (name: string): string | undefined => fields[name]?.[0];
  let features: string[] = [...FEATURE_NAMES];
  const featuresRaw = first('features');
  if (featuresRaw !== undefined) {
    const parsed = parseJson(featuresRaw);
    if (!Array.isArray(parsed)) details.push({ path: 'features', message: 'must be a JSON array such as ["extraction","forensics"]' });
    else features = parsed.map((f) => (typeof f === 'string' ? f : JSON.stringify(f)));
  }
  let classify = true;
  const classifyRaw = first('classify');
  if (classifyRaw !== undefined) {
    if (/^true$/i.test(classifyRaw)) classify = true;
    else if (/^false$/i.test(classifyRaw)) classify = false;
    else details.push({ path: 'classify', message: 'must be true or false' });
  }
  return { features, classify };
}

/**
 * The form of the operator's POST /cases/{id}/uploads: the files with `features` and `classify`
 * as for POST /cases (the spec refuses any other field).
 */
export function parseOperatorUpload(fields: Record<string, string[]>): { features: string[]; classify: boolean } {
  const details: ErrorDetail[] = [];
  for (const name of ['features', 'classify']) {
    if ((fields[name]?.length ?? 0) > 1) details.push({ path: name, message: 'must be given at most once' });
  }
  const parsed = parseProcessingFields(fields, details);
  if (details.length > 0) throw new ValidationError('Invalid upload', details);
  return parsed;
}

/** The parsed JSON, or undefined when `raw` is not JSON (the caller reports the field). */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // evidence: the caller reports the field as not JSON.
    return undefined;
  }
}
