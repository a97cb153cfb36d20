import net from 'node:net';
import { pdfBytes } from './documents';

/**
 * An upload written by hand on a raw socket, so a test decides exactly what arrives and when:
 * headers declaring a large multipart body, then only what the test writes (a stalled or
 * trickling client). `response` resolves with what the server sent once it closes the connection.
 */
export interface RawUpload {
  socket: net.Socket;
  /** Writes more of the body. */
  write(bytes: Buffer | string): void;
  /** Everything the server sent, once the connection is closed (by either side). */
  response: Promise<string>;
  /** When the connection closed, in ms since the upload started. */
  closedAfterMs: Promise<number>;
}

export const BOUNDARY = 'rawuploadboundary';

/** The start of a multipart body with one PDF part; the rest never comes unless written. */
export function multipartHead(externalId: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="externalId"\r\n\r\n${externalId}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="files"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
    pdfBytes('stalled', 4096),
  ]);
}

export function startRawUpload(baseUrl: string, path: string, apiKey: string, declaredBytes = 50 * 1024 * 1024): Promise<RawUpload> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${url.host}\r\nx-api-key: ${apiKey}\r\n` +
          `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${declaredBytes}\r\n\r\n`,
      );
      resolve({ socket, write: (b) => socket.write(b), response, closedAfterMs });
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    const response = new Promise<string>((done) => socket.on('close', () => done(Buffer.concat(chunks).toString('utf8'))));
    const closedAfterMs = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.once('error', reject);
  });
}

/** Status code and JSON body of a raw HTTP/1.1 response. */
export function parseRawResponse(raw: string): { status: number; headers: string; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const split = raw.indexOf('\r\n\r\n');
  const headers = split >= 0 ? raw.slice(0, split) : raw;
  let text = split >= 0 ? raw.slice(split + 4) : '';
  if (/transfer-encoding: chunked/i.test(headers)) text = dechunk(text);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status, headers, body };
}

function dechunk(s: string): string {
  let out = '';
  let rest = s;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return out;
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}
