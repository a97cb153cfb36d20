import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PageRenderer } from '../../domain/results/documentPages';

/*
 * The operator UI's page renderer: pdftoppm (poppler), as the forensics page images and the OCR
 * engine rasterize PDF pages, one page per run and bounded in size and time.
 */

const TIMEOUT_MS = 30_000;
/** No side of a page image beyond this many pixels, whatever size the page declares. */
const MAX_PX = 3000;

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

/**
 * A renderer that is not installed is a fault of the deployment, not a missing page: it is thrown, so
 * the request fails and the error handler logs it with its stack (decision "Logging and metrics").
 */
function notInstalled(err: unknown): boolean {
  const e = err as NodeJS.ErrnoException;
  return e.code === 'ENOENT' && typeof e.syscall === 'string' && e.syscall.startsWith('spawn');
}

async function withLocalCopy<T>(source: NodeJS.ReadableStream, fn: (pdf: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ui-pages-'));
  try {
    const pdf = path.join(dir, 'in.pdf');
    await pipeline(source, createWriteStream(pdf));
    return await fn(pdf, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const pdftoppmRenderer: PageRenderer = {
  render: (source, page, dpi) =>
    withLocalCopy(source, async (pdf, dir) => {
      const out = path.join(dir, 'page');
      const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-x', '0', '-y', '0', '-W', String(MAX_PX), '-H', String(MAX_PX), '-png', '-singlefile', pdf, out];
      try {
        await run('pdftoppm', args);
        const png = await readFile(`${out}.png`);
        return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
      } catch (err) {
        if (notInstalled(err)) throw err;
        // evidence: pdftoppm refusing a page past the end or a page it cannot draw is the answer "no such page".
        return null;
      }
    }),
  pageCount: (source) =>
    withLocalCopy(source, async (pdf) => {
      try {
        const m = /^Pages:\s+(\d+)/m.exec(await run('pdfinfo', [pdf]));
        return m ? Number(m[1]) : null;
      } catch (err) {
        if (notInstalled(err)) throw err;
        // evidence: pdfinfo refusing the file is the answer "page count unknown" (null), as for a PDF without a Pages line.
        return null;
      }
    }),
};
