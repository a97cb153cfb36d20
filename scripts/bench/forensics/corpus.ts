/**
 * The forensics benchmark's documents: every technique of `techniques/seen/` and
 * `techniques/heldout/` (each file exports `techniques: Technique[]`), N documents each, written to
 * a directory with a manifest. A pure function of the seed: document i of a technique draws from
 * its own generator (seed, technique id, i), so `--per-technique` and `--techniques` do not change
 * the documents that remain.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EvidenceBox } from '../../../src/processing/forensics/signals';
import type { FileKind } from '../../../src/domain/fileTypes';
import { Rng, hashString } from '../../samples/rng';
import type { BenchCase, Split, Technique, Truth } from './model';

export type LoadedTechnique = Technique & { split: Split };

export async function loadTechniques(splits: Split[] = ['seen', 'heldout'], only?: string[]): Promise<LoadedTechnique[]> {
  const out: LoadedTechnique[] = [];
  for (const split of splits) {
    const dir = path.join(__dirname, 'techniques', split);
    if (!existsSync(dir)) continue;
    for (const f of (await readdir(dir)).filter((n) => n.endsWith('.ts')).sort()) {
      const mod = (await import(path.join(dir, f))) as { techniques?: Technique[] };
      for (const t of mod.techniques ?? []) out.push({ ...t, split });
    }
  }
  const ids = new Set<string>();
  for (const t of out) {
    if (ids.has(t.id)) throw new Error(`two techniques are called ${t.id}`);
    ids.add(t.id);
  }
  if (only) {
    const unknown = only.filter((id) => !ids.has(id));
    if (unknown.length) throw new Error(`unknown technique(s): ${unknown.join(', ')} (known: ${[...ids].join(', ')})`);
    return out.filter((t) => only.includes(t.id));
  }
  return out;
}

export interface BenchDocument {
  technique: string;
  split: Split;
  truth: Truth;
  index: number;
  /** Relative to the corpus directory. */
  file: string;
  kind: FileKind;
  fileName: string;
  planted: EvidenceBox[];
  /** The earlier version in the same case (relative path), when there is one. */
  sameCase: { file: string; kind: FileKind; fileName: string } | null;
  description: string;
}

/** One document of a technique, from its own generator. */
export async function makeCase(t: Technique, seed: number, index: number, work: string): Promise<BenchCase> {
  const rng = new Rng(seed ^ hashString(t.id)).fork(`doc-${index}`);
  return t.make({ rng, index, work });
}

export interface CorpusOptions {
  outDir: string;
  seed: number;
  perTechnique: number;
  splits?: Split[];
  techniques?: string[];
  /** Called after each document (progress). */
  onDocument?: (doc: BenchDocument) => void;
}

export async function generateBenchCorpus(o: CorpusOptions): Promise<{ techniques: LoadedTechnique[]; documents: BenchDocument[] }> {
  const techniques = await loadTechniques(o.splits, o.techniques);
  await mkdir(o.outDir, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'bench-forensics-work-'));
  const documents: BenchDocument[] = [];
  try {
    for (const t of techniques) {
      await mkdir(path.join(o.outDir, t.id), { recursive: true });
      for (let i = 0; i < o.perTechnique; i++) {
        const c = await makeCase(t, o.seed, i, work);
        const file = path.join(t.id, c.file.name);
        await writeFile(path.join(o.outDir, file), c.file.bytes);
        let sameCase: BenchDocument['sameCase'] = null;
        if (c.sameCase) {
          const other = path.join(t.id, c.sameCase.name);
          await writeFile(path.join(o.outDir, other), c.sameCase.bytes);
          sameCase = { file: other, kind: c.sameCase.kind, fileName: c.sameCase.name };
        }
        const doc: BenchDocument = { technique: t.id, split: t.split, truth: t.truth, index: i, file, kind: c.file.kind, fileName: c.file.name, planted: c.planted, sameCase, description: c.description };
        documents.push(doc);
        o.onDocument?.(doc);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await writeFile(path.join(o.outDir, 'manifest.json'), `${JSON.stringify({ seed: o.seed, documents }, null, 2)}\n`);
  return { techniques, documents };
}
