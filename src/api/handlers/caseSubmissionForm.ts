import { ValidationError, type ErrorDetail } from '../../domain/errors';
import type { components } from '../../../generated/partner/types';

export type FeatureName = components['schemas']['feature_name'];
export const ALL_FEATURES: readonly FeatureName[] = ['extraction', 'forensics', 'translation'];

export interface CaseSubmissionFields {
  externalId: string;
  caseRef: string | null;
  features: FeatureName[];
  classify: boolean;
  metadata: Record<string, string | number | boolean>;
}

const SINGLE_VALUE_FIELDS = ['externalId', 'caseId', 'features', 'classify', 'metadata'] as const;
const METADATA_MAX_KEYS = 100;
const METADATA_MAX_STRING = 2048;

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
 * The rules of POST /cases fields beyond what the schema can say (interface "POST /cases",
 * decision "Errors", decision "Further open points"): `features` is a JSON array of known names (never `evaluation`), `metadata` a JSON
 * object of string/number/boolean values, `classify` false with `[]` is refused.
 */
export function parseCaseSubmission(fields: Record<string, string[]>): CaseSubmissionFields {
  const details: ErrorDetail[] = [];
  for (const name of SINGLE_VALUE_FIELDS) {
    if ((fields[name]?.length ?? 0) > 1) details.push({ path: name, message: 'must be given at most once' });
  }
  const first = (name: string): string | undefined => fields[name]?.[0];

  const externalId = first('externalId') ?? '';
  if (externalId.length < 1 || externalId.length > 128) {
    details.push({ path: 'externalId', message: 'must be 1 to 128 characters' });
  }

  const caseRaw = first('caseId');
  const caseRef = caseRaw === undefined || caseRaw === '' ? null : caseRaw;
  if (caseRef !== null && !/^([a-fA-F0-9]{24}|[0-9]{1,18})$/.test(caseRef)) {
    details.push({ path: 'caseId', message: 'must be a case ID (24 hexadecimal characters) or a case number' });
  }

  const { features, classify } = parseProcessingFields(fields, details);

  const metadataEntries: [string, string | number | boolean][] = [];
  const metadataRaw = first('metadata');
  if (metadataRaw !== undefined) {
    const parsed = parseJson(metadataRaw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      details.push({ path: 'metadata', message: 'must be a JSON object' });
    } else {
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.length > METADATA_MAX_KEYS) details.push({ path: 'metadata', message: `must have at most ${METADATA_MAX_KEYS} keys` });
      for (const [key, value] of entries) {
        if (typeof value === 'string') {
          if (value.length > METADATA_MAX_STRING) details.push({ path: `metadata.${key}`, message: `must be at most ${METADATA_MAX_STRING} characters` });
        } else if (!(typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))) {
          details.push({ path: `metadata.${key}`, message: 'must be a string, number or boolean' });
          continue;
        }
        metadataEntries.push([key, value as string | number | boolean]);
      }
    }
  }

  if (details.length > 0) throw new ValidationError('Invalid submission', details);
  // fromEntries defines own properties, so a key such as "__proto__" stays plain data.
  const metadata = Object.fromEntries(metadataEntries);
  return { externalId, caseRef, features, classify, metadata };
}

/**
 * `features` and `classify` of an upload form (interface "POST /cases", decision "Errors"): `features` a JSON array
 * of known names (never `evaluation`), default all three; `classify` true or false, default true;
 * `classify` false with `[]` refused (rule 1). Problems are pushed onto `details`.
 */
export function parseProcessingFields(fields: Record<string, string[]>, details: ErrorDetail[]): { features: FeatureName[]; classify: boolean } {
  const first = (name: string): string | undefined => fields[name]?.[0];
  let features: FeatureName[] = [...ALL_FEATURES];
  const featuresRaw = first('features');
  if (featuresRaw !== undefined) {
    const parsed = parseJson(featuresRaw);
    if (!Array.isArray(parsed)) {
      details.push({ path: 'features', message: 'must be a JSON array such as ["extraction","forensics"]' });
    } else {
      const unknown = parsed.filter((f) => typeof f !== 'string' || !ALL_FEATURES.includes(f as FeatureName));
      if (unknown.some((f) => f === 'evaluation')) {
        details.push({ path: 'features', message: 'evaluation is done by an operator and is never an upload feature' });
      } else if (unknown.length > 0) {
        details.push({ path: 'features', message: `unknown feature(s) ${unknown.map((f) => JSON.stringify(f)).join(', ')}; allowed: ${ALL_FEATURES.join(', ')}` });
      }
      // Order of the interface, each once, whatever order or repetition the client sent.
      features = ALL_FEATURES.filter((f) => parsed.includes(f));
    }
  }

  let classify = true;
  const classifyRaw = first('classify');
  if (classifyRaw !== undefined) {
    if (/^true$/i.test(classifyRaw)) classify = true;
    else if (/^false$/i.test(classifyRaw)) classify = false;
    else details.push({ path: 'classify', message: 'must be true or false' });
  }
  // Interface rule 1: nothing would run on such an upload.
  if (!classify && featuresRaw !== undefined && features.length === 0 && !details.some((d) => d.path === 'features')) {
    details.push({ path: 'features', message: 'must not be empty when classify is false' });
  }

  return { features, classify };
}

/**
 * The form of the operator's POST /cases/{id}/uploads: the files with `features` and `classify`
 * as for POST /cases (the spec refuses any other field).
 */
export function parseOperatorUpload(fields: Record<string, string[]>): { features: FeatureName[]; classify: boolean } {
  const details: ErrorDetail[] = [];
  for (const name of ['features', 'classify']) {
    if ((fields[name]?.length ?? 0) > 1) details.push({ path: name, message: 'must be given at most once' });
  }
  const parsed = parseProcessingFields(fields, details);
  if (details.length > 0) throw new ValidationError('Invalid upload', details);
  return parsed;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
