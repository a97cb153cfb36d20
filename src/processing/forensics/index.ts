/**
 * Document forensics (interface "Forensics item", decision "Status values"): `createForensicsEngine()` analyses one
 * file into numbered checks, a verdict, a summary and top evidence; `report.ts` renders the
 * result as the PDF behind `reportUrl` and the HTML page behind `viewerUrl`.
 */
export { createForensicsEngine, analyzeBytes, type ForensicsEngineOptions } from './engine';
export { CHECK_TITLES, FORENSICS_CHECKS, type CheckNumber } from './checks';
export { renderForensicsReportPdf, type ForensicsReportMeta } from './report';
export { DEFAULT_VERSION_LIMITS, type VersionLimits } from './versions';
