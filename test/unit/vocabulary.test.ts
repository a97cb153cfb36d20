import { expect } from 'chai';
import type { components as Partner } from '../../generated/partner/types';
import type { components as Operator } from '../../generated/operator/types';
import {
  API_KEY_TYPES,
  CREDENTIAL_TYPES,
  FEATURE_NAMES,
  isFeatureName,
  type CaseOrigin,
  type CredentialStatus,
  type CredentialType,
  type FeatureName,
  type FileStatus,
  type StageStatus,
} from '../../src/domain/vocabulary';

/*
 * The domain's vocabulary (src/domain/vocabulary.ts) is the spec's: the same names and statuses.
 * The type checks fail `tsc` (npm run typecheck) when the spec and the domain part; the runtime
 * lists are checked against their types here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PartnerSchema = Partner['schemas'];

const checks: [
  Same<PartnerSchema['feature_name'], FeatureName>,
  Same<PartnerSchema['feature_status'], StageStatus>,
  Same<PartnerSchema['upload_status'], StageStatus>,
  Same<PartnerSchema['case_status'], StageStatus>,
  Same<PartnerSchema['credential_status'], CredentialStatus>,
  Same<PartnerSchema['file_status'], FileStatus>,
  Same<PartnerSchema['credential_type'], CredentialType>,
  Same<Operator['schemas']['case_origin'], CaseOrigin>,
] = [true, true, true, true, true, true, true, true];

describe('domain vocabulary', () => {
  it('matches the spec (checked by the compiler) and lists each value once', () => {
    expect(checks.every(Boolean)).to.equal(true);
    for (const list of [FEATURE_NAMES, CREDENTIAL_TYPES, API_KEY_TYPES]) expect(new Set(list).size).to.equal(list.length);
    expect([...FEATURE_NAMES]).to.deep.equal(['extraction', 'forensics', 'translation']);
  });

  it('knows a feature name from anything else, evaluation included', () => {
    expect(FEATURE_NAMES.every(isFeatureName)).to.equal(true);
    for (const other of ['evaluation', 'Extraction', '', 'ocr']) expect(isFeatureName(other)).to.equal(false);
  });
});
