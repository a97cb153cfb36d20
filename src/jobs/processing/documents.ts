import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { textCacheKey } from '../../domain/processing/artifactKeys';
import type { FileKind } from '../../domain/fileTypes';
import { ProcessingError, type DocumentText, type SourceFile } from '../../processing/types';
import type { ObjectStorage } from '../../storage/storage';
import type { ProcessingDeps } from './deps';

/** A file of an upload as the stages use it. */
export interface StoredDocument {
  id: string;
  fileName: string;
  kind: string | null;
  storageKey: string;
}

const EXTENSIONS: Record<string, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * Runs `fn` with a local path of the stored object, as the engines need (SourceFile.path): the
 * object itself when storage is local, else a temporary copy removed afterwards.
 */
export async function withSourceFile<T>(storage: ObjectStorage, doc: StoredDocument, fn: (source: SourceFile) => Promise<T>): Promise<T> {
  const kind = (doc.kind ?? 'pdf') as FileKind;
  if ((await storage.stat(doc.storageKey)) === null) throw new ProcessingError('The stored document is missing');
  const source = (p: string): SourceFile => ({ path: p, kind, fileName: doc.fileName });
  if (storage.localPath) return fn(source(storage.localPath(doc.storageKey)));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stage-'));
  try {
    const file = path.join(dir, `document.${EXTENSIONS[kind] ?? 'bin'}`);
    await pipeline(await storage.get(doc.storageKey), createWriteStream(file));
    return await fn(source(file));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function isDocumentText(v: unknown): v is DocumentText {
  return typeof v === 'object' && v !== null && Array.isArray((v as DocumentText).pages);
}

async function cachedText(storage: ObjectStorage, key: string): Promise<DocumentText | null> {
  if ((await storage.stat(key)) === null) return null;
  try {
    const parsed = JSON.parse((await readAll(await storage.get(key))).toString('utf8')) as unknown;
    return isDocumentText(parsed) ? parsed : null;
  } catch {
    // A damaged cache entry is read again from the document (evidence: a document that cannot be
    // read fails its stage with the reason).
    return null;
  }
}

/**
 * The text of a document, read once by the text engine and cached next to it
 * (`<storageKey>.text.json`), so that classification, extraction, forensics and translation,
 * and every retry, read the document (and run OCR) once.
 */
export async function documentText(deps: Pick<ProcessingDeps, 'storage' | 'engines'>, doc: StoredDocument): Promise<DocumentText> {
  const key = textCacheKey(doc.storageKey);
  const cached = await cachedText(deps.storage, key);
  if (cached !== null) return cached;
  const text = await withSourceFile(deps.storage, doc, (source) => deps.engines.text.extract(source));
  await deps.storage.put(key, Readable.from([Buffer.from(JSON.stringify(text), 'utf8')]));
  return text;
}

/**
 * The first `maxPages` pages of a document's text, for comparing another document with it: the
 * cached text when its own stages read it already; else only those pages are read (another
 * file's stage does not OCR a long document whole), and cached when they are the whole document.
 */
export async function leadingDocumentText(deps: Pick<ProcessingDeps, 'storage' | 'engines'>, doc: StoredDocument, maxPages: number): Promise<DocumentText> {
  const key = textCacheKey(doc.storageKey);
  const cached = await cachedText(deps.storage, key);
  if (cached !== null) return { pages: cached.pages.slice(0, maxPages) };
  const text = await withSourceFile(deps.storage, doc, (source) => deps.engines.text.extract(source, { maxPages }));
  if (text.pages.length < maxPages) await deps.storage.put(key, Readable.from([Buffer.from(JSON.stringify(text), 'utf8')]));
  return { pages: text.pages.slice(0, maxPages) };
}

/** documentText, with a ProcessingError naming the file (several files feed one stage). */
export async function namedDocumentText(deps: Pick<ProcessingDeps, 'storage' | 'engines'>, doc: StoredDocument): Promise<DocumentText> {
  try {
    return await documentText(deps, doc);
  } catch (err) {
    if (err instanceof ProcessingError) throw new ProcessingError(`${doc.fileName}: ${err.message}`, err.retryable);
    throw err;
  }
}

/** Stores `data` under `key`. */
export async function putBytes(storage: ObjectStorage, key: string, data: Buffer | string): Promise<void> {
  await storage.put(key, Readable.from([typeof data === 'string' ? Buffer.from(data, 'utf8') : data]));
}
