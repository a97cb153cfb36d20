import { expect } from 'chai';
import type { PartnerSchemas, OperatorSchemas } from '../../src/domain/spec';
import type { CaseCredentialView, CaseSummaryView, CaseView, UploadFeatureView, UploadFileView, UploadView } from '../../src/domain/cases/views';
import type { addHandEnteredCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import type { completeEvaluation, createEvaluation, draftEvaluationOf, writeCombinedByHand } from '../../src/domain/evaluations/operator';
import type { createTargetInstitute } from '../../src/domain/evaluations/targetInstitutes';
import type { registerWebhookConfig } from '../../src/domain/webhooks/configs';

/**
 * The domain's shapes are the spec's, in both directions: `SameShape<A, B>` is `true` only when A
 * and B have the same fields with the same types, so a field the spec adds (even optional) or drops
 * that the domain does not follow fails `tsc` here (npm test typechecks test/). Each
 * `@ts-expect-error` below shows one such change failing; the checks are types, never run.
 */
type SameShape<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('domain shapes follow the spec both ways (checked by tsc)', () => {
  it('the case views are the partner spec\'s case models, field for field', () => {
    const checks: true[] = [
      true satisfies SameShape<CaseView, PartnerSchemas['case']>,
      true satisfies SameShape<CaseSummaryView, PartnerSchemas['case_summary']>,
      true satisfies SameShape<UploadView, PartnerSchemas['upload']>,
      true satisfies SameShape<UploadFeatureView, PartnerSchemas['upload_feature']>,
      true satisfies SameShape<UploadFileView, PartnerSchemas['upload_file']>,
      true satisfies SameShape<CaseCredentialView, PartnerSchemas['case_credential']>,
    ];
    expect(checks).to.have.length(6);
  });

  it('a field added to or removed from the spec\'s case fails the check', () => {
    const checks: true[] = [
      // @ts-expect-error the spec adds a required field the view does not have
      true satisfies SameShape<CaseView, PartnerSchemas['case'] & { archivedAt: string }>,
      // @ts-expect-error the spec adds an optional field the view does not have
      true satisfies SameShape<CaseView, PartnerSchemas['case'] & { archivedAt?: string }>,
      // @ts-expect-error the spec drops a field the view still has
      true satisfies SameShape<CaseView, Omit<PartnerSchemas['case'], 'metadata'>>,
      // @ts-expect-error the spec changes a field's type
      true satisfies SameShape<CaseView, Omit<PartnerSchemas['case'], 'caseNumber'> & { caseNumber: string }>,
    ];
    expect(checks).to.have.length(4);
  });

  it('the use-cases take the request bodies of the spec', () => {
    const checks: true[] = [
      true satisfies SameShape<Parameters<typeof createEvaluation>[3], OperatorSchemas['evaluation_create']>,
      true satisfies SameShape<Parameters<typeof completeEvaluation>[3], OperatorSchemas['evaluation_complete']>,
      true satisfies SameShape<Parameters<typeof draftEvaluationOf>[3], OperatorSchemas['evaluation_draft_request'] | undefined>,
      true satisfies SameShape<Parameters<typeof writeCombinedByHand>[4], OperatorSchemas['combined_write']>,
      true satisfies SameShape<Parameters<typeof createTargetInstitute>[2], OperatorSchemas['target_institute_input']>,
      true satisfies SameShape<Parameters<typeof addHandEnteredCredential>[3], OperatorSchemas['hand_credential_create']>,
      true satisfies SameShape<Parameters<typeof createOperatorCase>[2], OperatorSchemas['operator_case_create'] | undefined>,
      true satisfies SameShape<Parameters<typeof registerWebhookConfig>[2], PartnerSchemas['webhook_config_create']>,
    ];
    expect(checks).to.have.length(8);
  });
});
