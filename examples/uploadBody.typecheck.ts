/**
 * Compile-time test (type-checked by `npm run typecheck`, never run): an upload body for
 * `POST /cases` is typed cleanly by both generated type sets of the bundled partner spec, with
 * files as Blobs and only `files` and `externalId` required (interface "POST /cases": `caseId`,
 * `features`, `classify` and `metadata` are optional, classify defaulting to true). Each
 * `@ts-expect-error` fails the typecheck if the types stop refusing what the spec refuses.
 */
import createFetchClient from 'openapi-fetch';
import type { paths } from '../generated/partner/types';
import type { paths as operatorPaths } from '../generated/operator/types';
import { createCase, type CreateCaseData } from './client/partner';
import { createOperatorUpload } from './client/operator';

const transcript = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' });
const diploma = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'diploma.pdf', { type: 'application/pdf' });

// 1. openapi-typescript (generated/partner/types.ts) with openapi-fetch.
type UploadForm = paths['/cases']['post']['requestBody']['content']['multipart/form-data'];
const minimal: UploadForm = { files: [transcript], externalId: 'APP-2024-000123' };
const full: UploadForm = {
  files: [transcript, diploma],
  externalId: 'APP-2024-000123',
  caseId: '100002',
  features: '["extraction","forensics"]',
  classify: false,
  metadata: '{"program":"MSc Data Science"}',
};
// @ts-expect-error files is required
const noFiles: UploadForm = { externalId: 'APP-2024-000123' };
// @ts-expect-error a file is a Blob, not a string
const stringFile: UploadForm = { files: ['transcript.pdf'], externalId: 'APP-2024-000123' };

const fetchClient = createFetchClient<paths>({ baseUrl: 'http://localhost:3000/partner/v1' });
export async function uploadWithOpenapiFetch(): Promise<string | undefined> {
  const { data } = await fetchClient.POST('/cases', {
    body: full,
    bodySerializer(body) {
      const form = new FormData();
      for (const file of body.files) form.append('files', file);
      form.append('externalId', body.externalId);
      if (body.classify !== undefined) form.append('classify', String(body.classify));
      return form;
    },
  });
  return data?.data.caseId;
}
type OperatorUploadForm = operatorPaths['/cases/{id}/uploads']['post']['requestBody']['content']['multipart/form-data'];
const operatorMinimal: OperatorUploadForm = { files: [diploma] };

// 2. @hey-api/openapi-ts (examples/client/), whose SDK serializes the form itself.
const heyBody: CreateCaseData['body'] = { files: [transcript, diploma], externalId: 'APP-2024-000123' };
export async function uploadWithHeyApi(): Promise<string | undefined> {
  const { data } = await createCase({ body: heyBody });
  await createOperatorUpload({ path: { id: '100002' }, body: { files: [diploma], classify: false } });
  // @ts-expect-error externalId is required
  await createCase({ body: { files: [transcript] } });
  return data?.data.caseId;
}

export const bodies = [minimal, full, noFiles, stringFile, operatorMinimal];
