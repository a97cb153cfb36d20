/*
 * The links in results (reportUrl, viewerUrl, documentUrl, htmlUrl): absolute, under the public
 * base URL (decision "Processes and configuration" PUBLIC_BASE_URL) and the partner prefix, by case ID (never the number, which a
 * link would otherwise have to keep in step with). Each is served by a partner route that checks
 * the caller's organization (src/api/handlers/results.ts).
 */
const PARTNER_PREFIX = '/partner/v1';

export interface ResultUrls {
  document(fileId: string): string;
  forensicsReport(fileId: string): string;
  forensicsViewer(fileId: string): string;
  translationPdf(fileId: string): string;
}

export function resultUrls(publicBaseUrl: string, caseId: string): ResultUrls {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}${PARTNER_PREFIX}/cases/${caseId}`;
  return {
    document: (fileId) => `${base}/files/${fileId}`,
    forensicsReport: (fileId) => `${base}/forensics/${fileId}/report`,
    forensicsViewer: (fileId) => `${base}/forensics/${fileId}/viewer`,
    translationPdf: (fileId) => `${base}/translation/${fileId}/pdf`,
  };
}
