/*
 * Where the stages keep what they derive from a file: next to the file's own object
 * (`orgs/<orgId>/cases/<caseId>/<fileId>`, or an older upload's `.../uploads/<uploadId>/files/<fileId>`), so that everything of a case stays under the case's
 * prefix and deleting the case removes it with one deletePrefix (decision "Deletion"). The file's key is an
 * object, not a directory, so the artifacts are its siblings `<fileId>.<suffix>`.
 */

/** The text engine's output (DocumentText JSON), reused by every later stage of the file. */
export function textCacheKey(fileStorageKey: string): string {
  return `${fileStorageKey}.text.json`;
}

export function forensicsReportKey(fileStorageKey: string): string {
  return `${fileStorageKey}.forensics-report.pdf`;
}

export function forensicsViewerKey(fileStorageKey: string): string {
  return `${fileStorageKey}.forensics-viewer.html`;
}

/** JSON {htmlPages, htmlRepresentation} (StoredTranslationPages). */
export function translationPagesKey(fileStorageKey: string): string {
  return `${fileStorageKey}.translation.json`;
}

export function translationPdfKey(fileStorageKey: string): string {
  return `${fileStorageKey}.translation.pdf`;
}
