/**
 * Forensics benchmark: generated clean and tampered documents in many
 * techniques, each analysed with the real engines as the pipeline runs them (the text engine first,
 * then forensics with that text), graded per technique, seen and held-out techniques apart.
 *
 *   npm run bench:forensics [-- --seed 7] [--per-technique 10] [--split seen|heldout]
 *                              [--techniques a,b] [--keep <dir>] [--verbose] [--list]
 *
 * `--keep <dir>` leaves the documents, `manifest.json` and `results.json` (verdicts, signals, times) there.
 *
 * Figures (docs/forensics.md, "The verdict rule"):
 * - a confusion table per technique: verdicts clean / suspicious / tampered / inconclusive (and
 *   errors), with the time per document;
 * - clean documents flagged (any verdict but `clean`, scans and photos included): goal ≤ 3 %;
 * - planted changes found: the verdict is not `clean` AND some signal has a box (on this file)
 *   that overlaps the region where the generator planted the change: goal ≥ 95 %;
 * - `tampered` verdicts without a located high-severity signal: goal 0;
 * - metadata-only probes (an editing tool's name and dates, content unchanged) read `tampered`: goal 0.
 *
 * Held-out techniques (techniques/heldout/) are read by nobody who changes src/processing: their
 * figures say how the engine does on edits it was not written against (scripts/bench/README.md).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEngines } from '../../../src/processing/engines';
import { isLocated, type EvidenceBox, type ForensicsSignal } from '../../../src/processing/forensics/signals';
import type { DocumentText, ForensicsContext, ForensicsResult, ForensicsVerdict, SourceFile } from '../../../src/processing/types';
import { generateBenchCorpus, loadTechniques, type BenchDocument, type LoadedTechnique } from './corpus';
import { overlaps, type Split } from './model';

type Outcome = ForensicsVerdict | 'error';
const OUTCOMES: Outcome[] = ['clean', 'suspicious', 'tampered', 'inconclusive', 'error'];

export interface Graded {
  doc: BenchDocument;
  outcome: Outcome;
  /** Planted change found (tampered documents only). */
  found: boolean;
  /** A `tampered` verdict without a located high-severity signal. */
  unlocatedTampered: boolean;
  textMs: number;
  forensicsMs: number;
  signals: ForensicsSignal[];
  note: string;
}

/** The boxes a signal puts on THIS file (values read from another file of the case are not). */
export function boxesOnThisFile(s: ForensicsSignal): EvidenceBox[] {
  return [...s.evidence.boxes, ...s.evidence.values.filter((v) => !v.fileName && !v.fileId).flatMap((v) => v.boxes ?? [])];
}

/** Grades one analysed document against what the generator planted. */
export function grade(doc: BenchDocument, outcome: Outcome, signals: ForensicsSignal[]): Pick<Graded, 'found' | 'unlocatedTampered'> {
  const found =
    doc.truth === 'tampered' &&
    outcome !== 'clean' &&
    outcome !== 'error' &&
    signals.some((s) => boxesOnThisFile(s).some((b) => doc.planted.some((p) => overlaps(b, p))));
  const unlocatedTampered = outcome === 'tampered' && !signals.some((s) => s.severity === 'high' && isLocated(s));
  return { found, unlocatedTampered };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return v;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main(): Promise<void> {
  const seed = Number(arg('--seed') ?? 7);
  const perTechnique = Number(arg('--per-technique') ?? 10);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a non-negative integer');
  if (!Number.isInteger(perTechnique) || perTechnique < 1) throw new Error('--per-technique must be a positive integer');
  const split = arg('--split');
  if (split !== undefined && split !== 'seen' && split !== 'heldout') throw new Error('--split must be seen or heldout');
  const splits: Split[] = split ? [split] : ['seen', 'heldout'];
  const only = arg('--techniques')?.split(',').map((s) => s.trim()).filter(Boolean);
  const verbose = process.argv.includes('--verbose');

  if (process.argv.includes('--list')) {
    for (const t of await loadTechniques(splits, only)) console.log(`${t.split.padEnd(8)} ${t.id.padEnd(24)} ${t.truth.padEnd(9)} ${t.description}`);
    return;
  }

  const keep = arg('--keep');
  const dir = keep ?? (await mkdtemp(path.join(tmpdir(), 'bench-forensics-')));
  try {
    const started = Date.now();
    const { techniques, documents } = await generateBenchCorpus({ outDir: dir, seed, perTechnique, splits, techniques: only });
    console.log(`forensics bench: ${documents.length} documents, ${techniques.length} techniques (${perTechnique} each), seed ${seed}, generated in ${((Date.now() - started) / 1000).toFixed(1)} s${keep ? ` in ${dir}` : ''}`);

    const engines = createEngines({ translationUrl: null, translationApiKey: null, translationTimeoutMs: 30_000 });
    const graded: Graded[] = [];
    for (const doc of documents) {
      graded.push(await analyse(engines, dir, doc));
      if (verbose) {
        const g = graded[graded.length - 1];
        console.log(`  ${doc.file}: ${g.outcome}${doc.truth === 'tampered' ? (g.found ? ' (found)' : ' (not found)') : ''} ${(g.textMs + g.forensicsMs).toFixed(0)} ms`);
      }
    }
    if (keep) {
      const rows = graded.map((g) => ({ file: g.doc.file, technique: g.doc.technique, truth: g.doc.truth, outcome: g.outcome, found: g.found, unlocatedTampered: g.unlocatedTampered, textMs: Math.round(g.textMs), forensicsMs: Math.round(g.forensicsMs), planted: g.doc.planted, signals: g.signals, note: g.note }));
      await writeFile(path.join(dir, 'results.json'), `${JSON.stringify(rows, null, 2)}\n`);
    }
    for (const s of splits) report(s, techniques.filter((t) => t.split === s), graded.filter((g) => g.doc.split === s), verbose);
    if (splits.length > 1) targets('all', graded);
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

async function analyse(engines: ReturnType<typeof createEngines>, dir: string, doc: BenchDocument): Promise<Graded> {
  const file: SourceFile = { path: path.join(dir, doc.file), kind: doc.kind, fileName: doc.fileName };
  const t0 = performance.now();
  let text: DocumentText;
  try {
    text = await engines.text.extract(file);
  } catch (err) {
    return { doc, outcome: 'error', found: false, unlocatedTampered: false, textMs: performance.now() - t0, forensicsMs: 0, signals: [], note: `text failed: ${(err as Error).message}` };
  }
  const textMs = performance.now() - t0;
  // The earlier version of the same credential, as the job hands the case's other documents over.
  const context: ForensicsContext = {};
  if (doc.sameCase) {
    const other: SourceFile = { path: path.join(dir, doc.sameCase.file), kind: doc.sameCase.kind, fileName: doc.sameCase.fileName };
    try {
      context.otherDocuments = [{ fileId: `earlier-${doc.index}`, fileName: other.fileName, text: await engines.text.extract(other) }];
    } catch (err) {
      return { doc, outcome: 'error', found: false, unlocatedTampered: false, textMs, forensicsMs: 0, signals: [], note: `text of the earlier version failed: ${(err as Error).message}` };
    }
  }
  const t1 = performance.now();
  let result: ForensicsResult & { signals?: ForensicsSignal[] };
  try {
    result = await engines.forensics.analyze(file, text, context);
  } catch (err) {
    return { doc, outcome: 'error', found: false, unlocatedTampered: false, textMs, forensicsMs: performance.now() - t1, signals: [], note: `forensics failed: ${(err as Error).message}` };
  }
  const forensicsMs = performance.now() - t1;
  const signals = result.signals ?? [];
  return { doc, outcome: result.verdict, ...grade(doc, result.verdict, signals), textMs, forensicsMs, signals, note: result.topEvidence.slice(0, 2).join(' | ') };
}

function report(split: Split, techniques: LoadedTechnique[], graded: Graded[], verbose: boolean): void {
  console.log(`\n=== ${split === 'seen' ? 'SEEN techniques (techniques/seen/: the engine authors may read them)' : 'HELD-OUT techniques (techniques/heldout/: nobody who changes src/processing reads them)'}`);
  console.log('rows: technique (truth); columns: verdicts; found = not clean and a signal box overlaps the planted region');
  const head = `${'technique'.padEnd(22)} ${'truth'.padEnd(8)} ${'n'.padStart(3)} ${OUTCOMES.map((o) => o.padStart(o.length > 6 ? o.length : 6)).join(' ')} ${'found'.padStart(7)} ${'ms/doc p50'.padStart(10)} ${'(forensics)'.padStart(11)}`;
  console.log(head);
  for (const t of techniques) {
    const rows = graded.filter((g) => g.doc.technique === t.id);
    const counts = OUTCOMES.map((o) => String(rows.filter((g) => g.outcome === o).length).padStart(o.length > 6 ? o.length : 6));
    const found = t.truth === 'tampered' ? `${rows.filter((g) => g.found).length}/${rows.length}` : '-';
    const total = median(rows.map((g) => g.textMs + g.forensicsMs));
    const fx = median(rows.map((g) => g.forensicsMs));
    console.log(`${t.id.padEnd(22)} ${t.truth.padEnd(8)} ${String(rows.length).padStart(3)} ${counts.join(' ')} ${found.padStart(7)} ${total.toFixed(0).padStart(10)} ${fx.toFixed(0).padStart(11)}`);
  }
  targets(split, graded);
  if (verbose) {
    const misses = graded.filter((g) => (g.doc.truth === 'tampered' && !g.found) || (g.doc.truth === 'clean' && g.outcome !== 'clean') || (g.doc.truth === 'probe' && g.outcome === 'tampered') || g.unlocatedTampered);
    if (misses.length) console.log(`\nmisses (${split}):`);
    for (const g of misses) {
      const codes = g.signals.map((s) => `${s.code}:${s.severity}`).join(',');
      console.log(`  ${g.doc.file} [${g.outcome}] ${g.doc.description}${codes ? ` — signals ${codes}` : ''}${g.note ? ` — ${g.note}` : ''}`);
    }
  }
}

function targets(label: string, graded: Graded[]): void {
  const clean = graded.filter((g) => g.doc.truth === 'clean');
  const flagged = clean.filter((g) => g.outcome !== 'clean').length;
  const tampered = graded.filter((g) => g.doc.truth === 'tampered');
  const found = tampered.filter((g) => g.found).length;
  const unlocated = graded.filter((g) => g.unlocatedTampered).length;
  const tamperedVerdicts = graded.filter((g) => g.outcome === 'tampered').length;
  const probes = graded.filter((g) => g.doc.truth === 'probe');
  const probeTampered = probes.filter((g) => g.outcome === 'tampered').length;
  const all = graded.map((g) => g.textMs + g.forensicsMs);
  const ok = (b: boolean) => (b ? 'met' : 'NOT met');
  console.log(`targets (${label}):`);
  console.log(`  clean documents flagged (not clean):        ${flagged}/${clean.length} = ${pct(flagged, clean.length)}  goal ≤ 3%: ${ok(clean.length > 0 && flagged / clean.length <= 0.03)}`);
  console.log(`  planted changes found:                      ${found}/${tampered.length} = ${pct(found, tampered.length)}  goal ≥ 95%: ${ok(tampered.length > 0 && found / tampered.length >= 0.95)}`);
  console.log(`  tampered verdicts without a located high signal: ${unlocated} of ${tamperedVerdicts}  goal 0: ${ok(unlocated === 0)}`);
  if (probes.length) console.log(`  metadata-only probes read tampered:         ${probeTampered}/${probes.length}  goal 0: ${ok(probeTampered === 0)} (suspicious: ${probes.filter((g) => g.outcome === 'suspicious').length})`);
  console.log(`  time per document (text + forensics): mean ${(all.reduce((a, b) => a + b, 0) / Math.max(1, all.length)).toFixed(0)} ms, p50 ${median(all).toFixed(0)} ms, max ${Math.max(0, ...all).toFixed(0)} ms`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
