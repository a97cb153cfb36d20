/**
 * The generated sample corpus for tests (scripts/samples): `ensureCorpus('small')` generates it
 * once per process, and caches it on disk under the OS temp directory keyed by seed, size and a
 * hash of the generator's sources, so later test runs reuse it until the generator changes.
 *
 *   const { dir, manifest } = await ensureCorpus('small');
 *   const transcript = manifest.documents.find((d) => d.kind === 'transcript' && d.variant === 'text')!;
 *   const bytes = readFileSync(join(dir, transcript.file));
 *
 * `SAMPLES_CACHE_DIR` moves the cache (default: `<os.tmpdir()>/credeval-samples`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus, generatorHash, type CorpusSize } from '../../scripts/samples/generate';
import type { CorpusDocument, CorpusManifest } from '../../scripts/samples/manifest';

export type { CorpusDocument, CorpusManifest };

/** The seed every test corpus uses. */
export const CORPUS_SEED = 42;

export interface Corpus {
  /** Absolute directory holding manifest.json and the documents. */
  dir: string;
  manifest: CorpusManifest;
}

const inProcess = new Map<CorpusSize, Promise<Corpus>>();

export function ensureCorpus(size: CorpusSize = 'small'): Promise<Corpus> {
  let p = inProcess.get(size);
  if (!p) {
    p = load(size);
    inProcess.set(size, p);
    p.catch(() => inProcess.delete(size));
  }
  return p;
}

function complete(dir: string): CorpusManifest | null {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as CorpusManifest;
    const ok = manifest.documents.every((d) => existsSync(join(dir, d.file)) && existsSync(join(dir, `${d.file}.truth.json`)));
    return ok ? manifest : null;
  } catch {
    return null;
  }
}

async function load(size: CorpusSize): Promise<Corpus> {
  const root = process.env.SAMPLES_CACHE_DIR ?? join(tmpdir(), 'credeval-samples');
  const dir = join(root, `${size}-seed${CORPUS_SEED}-${generatorHash()}`);
  const cached = complete(dir);
  if (cached) return { dir, manifest: cached };
  await mkdir(root, { recursive: true });
  // Generated beside the final place and renamed into it: concurrent test processes never see a
  // half-written corpus, and the loser of a race uses the winner's.
  const staging = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await generateCorpus({ outDir: staging, seed: CORPUS_SEED, size });
    const meanwhile = complete(dir);
    if (meanwhile) {
      await rm(staging, { recursive: true, force: true });
      return { dir, manifest: meanwhile };
    }
    // An incomplete leftover (an interrupted run) is replaced.
    if (existsSync(dir)) await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    await pruneStale(root, `${size}-seed${CORPUS_SEED}-`, dir);
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    const other = complete(dir);
    if (other) return { dir, manifest: other };
    throw e;
  }
  const manifest = complete(dir);
  if (!manifest) throw new Error(`sample corpus in ${dir} is incomplete`);
  return { dir, manifest };
}

/** Corpora of earlier generator versions (untouched for an hour) are deleted. */
async function pruneStale(root: string, prefix: string, keep: string): Promise<void> {
  for (const name of await readdir(root)) {
    const path = join(root, name);
    if (!name.startsWith(prefix) || path === keep) continue;
    try {
      if (Date.now() - (await stat(path)).mtimeMs > 3600_000) await rm(path, { recursive: true, force: true });
    } catch {
      // another process pruned it first
    }
  }
}
