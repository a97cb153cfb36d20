/**
 * Reports (evaluation and combined, PDF and XLSX). The renderers take the plain typed input of
 * ./types (the partner JSON shapes), never database rows, and stream; `renderReport` collects one
 * issue with its SHA-256; ./issue applies the download rules and records each issue, whose ID the
 * public page `/verify/{reportId}` (decision "Processes and configuration") checks.
 */
export * from './types';
export { combinedReportPdf } from './combinedPdf';
export { evaluationReportPdf } from './evaluationPdf';
export { combinedReportXlsx, evaluationReportXlsx } from './xlsx';
export * from './render';
export * from './issue';
