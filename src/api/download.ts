import type { Context as KoaContext } from 'koa';

/**
 * File names in `Content-Disposition` (decision "Open paths and parameters"): spaces become underscores and every character
 * outside `[A-Za-z0-9._-]` is dropped, so the header needs no encoding and no quoting.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name.replace(/\s+/g, '_').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 255);
  return cleaned.replace(/^\.+/, '') || fallback;
}

/** Sends a file body (stream or buffer) as an attachment, or inline for a page meant to be shown. */
export function sendFile(
  ctx: KoaContext,
  file: { body: NodeJS.ReadableStream | Buffer | string; contentType: string; fileName: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): void {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `${disposition}; filename=${safeFileName(file.fileName)}`);
  // Documents and reports are private to the organization: never cached by intermediaries.
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}
