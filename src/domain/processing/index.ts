/** The processing pipeline's state rules (no queue here: src/jobs runs the stages). */
export * from './featureStatus';
export * from './artifactKeys';
export * from './stages';
export * from './startFeature';
export * from './caseDocuments';
