import type { PartnerSchemas } from '../spec';

/*
 * The shapes the results routes return: the spec's models (spec/partner/resources/results/models:
 * extraction_result, extraction_credential, forensics_result, forensics_item, translation_result,
 * translation_file and what they reference), as generated into generated/partner/types.ts.
 */

export type ExtractionCredentialView = PartnerSchemas['extraction_credential'];
export type ExtractionView = PartnerSchemas['extraction_result'];
export type ForensicsItemView = PartnerSchemas['forensics_item'];
export type ForensicsView = PartnerSchemas['forensics_result'];
export type TranslationFileView = PartnerSchemas['translation_file'];
export type TranslationView = PartnerSchemas['translation_result'];
