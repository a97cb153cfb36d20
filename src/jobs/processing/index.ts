/** The processing stages as bee-queue job types (state rules in src/domain/processing). */
export * from './deps';
export * from './runStage';
export * from './documents';
export * from './uploadProcess';
export * from './extract';
export * from './fileStages';
