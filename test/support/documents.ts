import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import yazl from 'yazl';

/** Small files whose content has the right magic bytes (types are decided by content). */
export const pdfBytes = (label = 'document', size = 2048): Buffer => {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};
export const pngBytes = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(1024)]);

export async function zipBytes(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: false });
  zip.end();
  return readAll(zip.outputStream as unknown as Readable);
}

export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart form as real clients send it: one `files` part per file. */
export function submissionForm(fields: Record<string, string>, files: FormFile[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
