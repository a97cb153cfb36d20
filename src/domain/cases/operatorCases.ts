import { drawCaseNumber, insertCase, touchCase } from '../../data/repositories/cases';
import { insertCredential } from '../../data/repositories/credentials';
import { saveExtractionResult } from '../../data/repositories/extractionResults';
import type { Db } from '../../data/repositories/organizations';
import { withCaseUnitOfWork } from '../caseUnitOfWork';
import { withUnitOfWork } from '../unitOfWork';
import { NotFoundError, ValidationError, type ErrorDetail } from '../errors';
import { newId, normalizeId } from '../ids';
import { boundedString, type StoredCandidate, type StoredExtraction, type StoredInstitution } from '../results/stored';
import { findVisibleCase } from './lookup';
import { validateMetadata } from './metadata';
import { caseView, listCasesAs, type CaseListQuery } from './queries';
import type { CaseOrigin, CredentialStatus, CredentialType } from './types';
import { CREDENTIAL_TYPES } from '../vocabulary';
import type { OperatorSchemas } from '../spec';
import { toCaseSummaryView, type CaseSummaryView, type CaseView } from './views';

/*
 * What an operator does to cases (the operator API, /operator/v1, and the operator UI), as far as
 * the partner interface can see it ("Cases created in the operator UI differ as follows").
 */

export interface OperatorCase {
  id: string;
  caseNumber: number;
}

/**
 * A case created in the operator UI: externalId null until a partner links it (POST /cases
 * `caseId`), origin operator (so DELETE answers 403), and the next case number ("Every case
 * receives a case number").
 */
export async function createOperatorCase(db: Db, organizationId: string, input: OperatorSchemas['operator_case_create'] = {}): Promise<OperatorCase> {
  const metadata = validateMetadata(input.metadata ?? {});
  const id = newId();
  return withUnitOfWork(db, async ({ tx }) => {
    const now = new Date();
    const caseNumber = await drawCaseNumber(tx, now);
    await insertCase(tx, { id, organizationId: normalizeId(organizationId), externalId: null, caseNumber, origin: 'operator', metadata }, now);
    return { id, caseNumber };
  });
}


/** A credential an operator added by hand: uploadId null (interface "Case"). */
export async function addOperatorCredential(
  db: Db,
  caseId: string,
  input: { credentialType: CredentialType; status?: CredentialStatus },
): Promise<{ credentialId: string }> {
  if (!CREDENTIAL_TYPES.includes(input.credentialType)) {
    throw new ValidationError('credentialType must be academic or uncategorized', [{ path: 'credentialType', message: 'must be academic or uncategorized' }]);
  }
  const credentialId = newId();
  await withUnitOfWork(db, async ({ tx }) => {
    const now = new Date();
    if (!(await touchCase(tx, normalizeId(caseId), now))) throw new NotFoundError(`Case ${caseId} not found`);
    await insertCredential(tx, { id: credentialId, caseId: normalizeId(caseId), uploadId: null, credentialType: input.credentialType, status: input.status ?? 'queued' }, now);
  });
  return { credentialId };
}

// ---------------------------------------------------------------------------------------------
// Reads of the operator API: the partner views plus where the case came from.

export type OperatorCaseView = CaseView & { origin: CaseOrigin };
export type OperatorCaseSummaryView = CaseSummaryView & { origin: CaseOrigin };

/** Every active case of the organization, partner-created or not, paged and ordered as GET /cases (decision "Listing cases"). */
export async function listOperatorCases(db: Db, organizationId: string, q: CaseListQuery): Promise<{ items: OperatorCaseSummaryView[]; total: number }> {
  return listCasesAs(db, organizationId, q, (c, statuses) => ({ ...toCaseSummaryView(c, statuses), origin: c.origin }));
}

/** The case as partner GET /cases/{id} shows it, plus its origin; 404 unless visible to the organization. */
export async function getOperatorCase(db: Db, organizationId: string, ref: string): Promise<OperatorCaseView> {
  return withUnitOfWork(db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, ref);
    return { ...(await caseView(tx, c)), origin: c.origin };
  });
}

// ---------------------------------------------------------------------------------------------
// A credential added by hand, with what the operator read

/**
 * What the operator typed, as the operator spec's body (HandCredentialCreate); a field left out is
 * null (decision "Extraction field types": nothing is invented).
 */
export type HandEnteredCredentialInput = OperatorSchemas['hand_credential_create'];
type HandStrings<K extends string> = Partial<Record<K, string | null>>;
type HandSection<K extends 'candidate' | 'institution' | 'qualification'> = Required<NonNullable<HandEnteredCredentialInput[K]>>;

/**
 * Field bounds of the stored shapes (the same as toStoredExtraction, so the views always fit the
 * spec), one for every field of the spec's body and of the stored shape: a field either adds or
 * drops fails tsc here.
 */
const CANDIDATE_FIELDS: Record<keyof StoredCandidate | keyof HandSection<'candidate'>, number> = { fullName: 500, firstName: 250, lastName: 250, dateOfBirth: 100 };
const INSTITUTION_FIELDS: Record<keyof StoredInstitution | keyof HandSection<'institution'>, number> = { name: 500, country: 200, countryCode: 10, state: 200, stateCode: 10 };
const QUALIFICATION_YEARS = ['yearOfAdmission', 'yearOfCompletion'] as const satisfies readonly (keyof HandSection<'qualification'>)[];
const QUALIFICATION_STRINGS = {
  registrationNumber: 200,
  name: 500,
  level: 200,
  program: 500,
  majorOrSpecialization: 500,
  status: 200,
  programDuration: 100,
  dateOfIssue: 100,
  cgpa: 50,
  totalCreditsOrMarks: 50,
} as const satisfies Record<Exclude<keyof HandSection<'qualification'>, (typeof QUALIFICATION_YEARS)[number]>, number>;

function handStrings<K extends string>(section: string, input: HandStrings<K> | undefined, fields: Record<K, number>, details: ErrorDetail[]): Record<K, string | null> {
  const out = {} as Record<K, string | null>;
  for (const [field, max] of Object.entries(fields) as [K, number][]) {
    const value = input?.[field];
    // The stored fields' bounds count the trimmed text, which the spec's maxLength cannot.
    if (typeof value === 'string' && [...value.trim()].length > max) details.push({ path: `${section}.${field}`, message: `must be at most ${max} characters` });
    out[field] = boundedString(value, max);
  }
  return out;
}

/** The hand-entered values as the stored extraction shape (results/stored.ts), or a 400 naming every bad field. */
export function toHandEnteredExtraction(input: Omit<HandEnteredCredentialInput, 'credentialType'>): StoredExtraction {
  const details: ErrorDetail[] = [];
  const candidate = handStrings('candidate', input.candidate, CANDIDATE_FIELDS, details) as StoredCandidate;
  const institution = handStrings('institution', input.institution, INSTITUTION_FIELDS, details) as StoredInstitution;
  const strings = handStrings<keyof typeof QUALIFICATION_STRINGS>('qualification', input.qualification, QUALIFICATION_STRINGS, details);
  const years = {} as Record<(typeof QUALIFICATION_YEARS)[number], number | null>;
  for (const field of QUALIFICATION_YEARS) {
    const value = input.qualification?.[field];
    if (value === undefined || value === null) years[field] = null;
    else if (Number.isInteger(value) && value >= 1000 && value <= 9999) years[field] = value;
    else {
      details.push({ path: `qualification.${field}`, message: 'must be a four-digit year or null' });
      years[field] = null;
    }
  }
  if (details.length > 0) throw new ValidationError('Invalid credential', details);
  return { candidate, institution, qualification: { ...strings, ...years }, courses: [] };
}

/**
 * POST /operator/v1/cases/{id}/credentials: a credential the operator adds by hand (interface
 * "Cases created in the operator UI": uploadId null), on any visible case of the organization.
 * What the operator read is stored as the credential's extraction result, so the extraction and
 * evaluation views (partner and operator) show it; the credential is `completed` at once, as
 * there is nothing to extract, which also makes an academic one evaluable.
 */
export async function addHandEnteredCredential(
  db: Db,
  organizationId: string,
  caseRef: string,
  input: HandEnteredCredentialInput,
): Promise<{ caseId: string; credentialId: string }> {
  if (!CREDENTIAL_TYPES.includes(input.credentialType)) {
    throw new ValidationError('credentialType must be academic or uncategorized', [{ path: 'credentialType', message: 'must be academic or uncategorized' }]);
  }
  const data = toHandEnteredExtraction(input);
  const credentialId = newId();
  const caseId = await withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const now = new Date();
    // Locks the case row until commit, so a concurrent deletion cannot slip in between (404 then).
    if (!(await touchCase(tx, c.id, now))) throw new NotFoundError(`Case ${caseRef} not found`);
    await insertCredential(tx, { id: credentialId, caseId: c.id, uploadId: null, credentialType: input.credentialType, status: 'completed' }, now);
    await saveExtractionResult(tx, { credentialId, caseId: c.id, uploadId: null, languageCode: null, language: null, result: data, error: null }, now);
    // A new evaluable credential without an evaluation: the aggregate moves (to processing).
    uow.record({ kind: 'credential.added', caseId: c.id });
    return c.id;
  });
  return { caseId, credentialId };
}
