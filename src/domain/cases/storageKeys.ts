/*
 * Where a case's objects live in storage. Everything of a case is under one prefix, so deleting
 * the case removes its files and whatever processing derived from them with one deletePrefix
 * (decision "Deletion").
 */

/** `orgs/<orgId>/cases/<caseId>`: every stored object of the case. */
export function casePrefix(organizationId: string, caseId: string): string {
  return `orgs/${organizationId}/cases/${caseId}`;
}

/**
 * `orgs/<orgId>/cases/<caseId>/<fileId>`: an accepted file, directly under its case (a file id is
 * unique; which upload it belongs to is its row's). Every directory level is a mkdir on a local
 * store when a case gets its first file: the earlier `.../uploads/<uploadId>/files/<fileId>` made
 * four per new case, this one (bench:api, POST /cases). Files stored under the earlier layout
 * stay where they are: every reader takes a file's key from its row (`upload_files.storageKey`),
 * never from this function, and both layouts are under the case's prefix.
 */
export function uploadFileKey(organizationId: string, caseId: string, fileId: string): string {
  return `${casePrefix(organizationId, caseId)}/${fileId}`;
}
