/*
 * Where a case's objects live in storage. Everything of a case is under one prefix, so deleting
 * the case removes its files and whatever processing derived from them with one deletePrefix
 * (decision "Deletion").
 */

/** `orgs/<orgId>/cases/<caseId>`: every stored object of the case. */
export function casePrefix(organizationId: string, caseId: string): string {
  return `orgs/${organizationId}/cases/${caseId}`;
}

/** `orgs/<orgId>/cases/<caseId>/uploads/<uploadId>/files/<fileId>`: an accepted file of an upload. */
export function uploadFileKey(organizationId: string, caseId: string, uploadId: string, fileId: string): string {
  return `${casePrefix(organizationId, caseId)}/uploads/${uploadId}/files/${fileId}`;
}
