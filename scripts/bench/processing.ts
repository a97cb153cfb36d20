/**
 * Processing benchmark. Two corpora:
 *
 * 1. The wild corpus (scripts/samples/families): document families from many countries, split
 *    into development and held-out families, reported apart (./wild.ts). The held-out figures are
 *    the honest ones.
 * 2. The project's first generated corpus (scripts/samples/generate.ts), which the engines were
 *    originally written against; its figures are an upper bound, kept to catch regressions.
 *
 * On the first generated corpus it prints:
 *   - documents per minute per worker (one process, stages run one after another, as one worker
 *     with concurrency 1 does) for 2-page text PDFs, and pages per minute for scanned pages;
 *   - extraction accuracy per field, for text documents and for scanned ones
 *     (goals: >= 95% on text PDFs, >= 85% on scanned);
 *   - the forensics confusion table, tampered vs clean (goal: every tampered variant flagged,
 *     no clean document called tampered).
 *
 *   npm run bench:processing [-- --size small|full] [--wild-only | --legacy-only] [--verbose]
 *                                [--split dev|heldout] [--text-only] [--families <ids or prefixes>]
 *                                [--decoy-rows] (development split: blocks that are no courses set next to the course tables)
 *                                [--table-forms [N]] (development split: course tables set again with columns moved, split over pages, other header words, wrapped titles)
 *                                [--ablate [--ablate-fields f,..] [--ablate-limit N [--ablate-seed S]] [--measures-only]] [--rule-tally] [--decoys [N]] [--caption-forms [N]]
 *                                [--grade-scales [N]] (development split: grade cells printed on other grading scales)
 *                                [--classify-forms [N]] (development split: titles removed or generic, half pages, tables alone)
 *
 * `--families in-,de-leistung` limits the wild corpus to the families whose id starts with one of
 * the comma-separated prefixes (to measure a few families' scans quickly; keep `--split dev`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus } from '../samples/generate';
import { generateWildCorpus, type Split, type WildManifest } from '../samples/families/corpus';
import { runWild } from './wild';
import type { CorpusDocument } from '../samples/manifest';
import { createEngines } from '../../src/processing/engines';
import { compareExtraction, summarize, type ExtractionComparison } from '../../src/processing/extraction/accuracy';
import type { DocumentText, ExtractionResult, ForensicsVerdict, SourceFile } from '../../src/processing/types';
import type { FileKind } from '../../src/domain/fileTypes';

const sizeArg = process.argv.indexOf('--size');
const SIZE = (sizeArg > 0 ? process.argv[sizeArg + 1] : 'full') as 'small' | 'full';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  if (!process.argv.includes('--legacy-only')) await wild();
  if (!process.argv.includes('--wild-only')) await legacy();
}

async function wild(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wild-'));
  try {
    const started = Date.now();
    const splitArg = process.argv.indexOf('--split');
    const splits: Split[] = splitArg > 0 ? [process.argv[splitArg + 1] as Split] : ['dev', 'heldout'];
    // The decoy-rows measure is a development tool: it reads the course tables of the documents it perturbs.
    if (process.argv.includes('--decoy-rows') && splits.some((s) => s !== 'dev')) throw new Error('--decoy-rows runs on the development split only (--split dev)');
    if (process.argv.includes('--table-forms') && splits.some((s) => s !== 'dev')) throw new Error('--table-forms runs on the development split only (--split dev)');
    const familiesArg = process.argv.indexOf('--families');
    const only = familiesArg > 0 ? process.argv[familiesArg + 1].split(',').map((s) => s.trim()).filter(Boolean) : undefined;
    // `--corpus <dir>`: a development corpus already written by scripts/samples/families/corpus.ts
    // (`--split dev`), read again instead of generated, to measure several engine changes quickly.
    const corpusArg = process.argv.indexOf('--corpus');
    const corpusDir = corpusArg > 0 ? process.argv[corpusArg + 1] : null;
    const manifest = corpusDir
      ? readDevManifest(corpusDir, splits, only)
      : await generateWildCorpus({ outDir: dir, seed: 7, splits, textOnly: process.argv.includes('--text-only'), only });
    console.log(`wild corpus: ${manifest.documents.length} documents of ${manifest.families.length} families in ${new Set(manifest.families.map((f) => f.country)).size} countries, ${corpusDir ? `read from ${corpusDir}` : `generated in ${((Date.now() - started) / 1000).toFixed(1)} s`}`);
    const limitArg = process.argv.indexOf('--ablate-limit');
    const fieldsArg = process.argv.indexOf('--ablate-fields');
    // `--ablate-seed S`: the seed of the sample `--ablate-limit` draws over the families (the corpus's seed by default).
    const ablateSeedArg = process.argv.indexOf('--ablate-seed');
    // `--measures-only`: with `--ablate` alone, the untouched documents are not read and scored (the plain figures are
    // then empty), only the ablation variants are: the measure in a fraction of the time.
    const measuresOnly = process.argv.includes('--measures-only');
    if (measuresOnly && ['--decoys', '--decoy-rows', '--table-forms', '--grade-scales', '--caption-forms', '--classify-forms'].some((a) => process.argv.includes(a))) throw new Error('--measures-only goes with --ablate alone (the other measures compare with the untouched reading)');
    // `--decoys [N]`: N (3) variants of each development text document with distractor lines (./decoys.ts).
    const decoysArg = process.argv.indexOf('--decoys');
    // `--table-forms [N]`: each development course table set again in other forms (./tableForms.ts); N (1) variants of the header synonyms.
    const formsArg = process.argv.indexOf('--table-forms');
    // `--grade-scales [N]`: N (all) scales per development text document with graded rows (./gradeScales.ts).
    const scalesArg = process.argv.indexOf('--grade-scales');
    if (scalesArg > 0 && splits.some((s) => s !== 'dev')) throw new Error('--grade-scales runs on the development split only (--split dev)');
    // `--caption-forms [N]`: N (3) variants of each development text document with its key fields' captions re-set (./captionForms.ts).
    const captionArg = process.argv.indexOf('--caption-forms');
    // `--classify-forms [N]`: titles removed or replaced by N (2) generic wordings, half pages, tables alone (./classifyForms.ts).
    const classifyArg = process.argv.indexOf('--classify-forms');
    if (classifyArg > 0 && splits.some((s) => s !== 'dev')) throw new Error('--classify-forms runs on the development split only (--split dev)');
    await runWild(corpusDir ?? dir, manifest, {
      verbose: process.argv.includes('--verbose'),
      pseudoHeaders: process.argv.includes('--pseudo-headers'),
      ablate: process.argv.includes('--ablate'),
      decoyRows: process.argv.includes('--decoy-rows'),
      ablateLimit: limitArg > 0 ? Number(process.argv[limitArg + 1]) : 0,
      ablateSeed: ablateSeedArg > 0 ? Number(process.argv[ablateSeedArg + 1]) : undefined,
      measuresOnly,
      ruleTally: process.argv.includes('--rule-tally'),
      ablateFields: fieldsArg > 0 ? process.argv[fieldsArg + 1].split(',') : [],
      gradeScales: scalesArg > 0 ? (/^\d+$/.test(process.argv[scalesArg + 1] ?? '') ? Number(process.argv[scalesArg + 1]) : 99) : 0,
      captionForms: captionArg > 0 ? (/^\d+$/.test(process.argv[captionArg + 1] ?? '') ? Number(process.argv[captionArg + 1]) : 3) : 0,
      decoys: decoysArg > 0 ? (/^\d+$/.test(process.argv[decoysArg + 1] ?? '') ? Number(process.argv[decoysArg + 1]) : 3) : 0,
      tableFormsOnly: process.argv.indexOf('--table-forms-only') > 0 ? process.argv[process.argv.indexOf('--table-forms-only') + 1].split(',') : [],
      tableForms: formsArg > 0 ? (/^\d+$/.test(process.argv[formsArg + 1] ?? '') ? Number(process.argv[formsArg + 1]) : 1) : 0,
      classifyForms: classifyArg > 0 ? (/^\d+$/.test(process.argv[classifyArg + 1] ?? '') ? Number(process.argv[classifyArg + 1]) : 2) : 0,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A written development manifest, limited like a generated one; held-out documents are refused. */
function readDevManifest(dir: string, splits: Split[], only: string[] | undefined): WildManifest {
  const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as WildManifest;
  if (m.documents.some((d) => d.split !== 'dev') || splits.some((s) => s !== 'dev')) throw new Error('--corpus reads development corpora only (--split dev)');
  const keep = (id: string) => !only || only.some((p) => id.startsWith(p));
  const textOnly = process.argv.includes('--text-only');
  return {
    ...m,
    families: m.families.filter((f) => keep(f.id)),
    documents: m.documents.filter((d) => keep(d.family) && (!textOnly || d.variant === 'text')),
  };
}

async function legacy(): Promise<void> {
  console.log('\n=== the first generated corpus (the engines were written against it: an upper bound)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-processing-'));
  try {
    const started = Date.now();
    const manifest = await generateCorpus({ outDir: dir, seed: 42, size: SIZE });
    console.log(`corpus: ${manifest.documents.length} documents (${SIZE}), generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const engines = createEngines({ translationUrl: null, translationApiKey: null, translationTimeoutMs: 30_000 });

    const documents = manifest.documents.filter((d) => d.format !== 'zip');
    const timings = { textPdf2: [] as number[], scannedPages: [] as { ms: number; pages: number }[] };
    const comparisons: Record<'text' | 'scanned', ExtractionComparison[]> = { text: [], scanned: [] };
    const confusion: Record<'tampered' | 'clean', Record<ForensicsVerdict | 'error', number>> = {
      tampered: { tampered: 0, suspicious: 0, clean: 0, inconclusive: 0, error: 0 },
      clean: { tampered: 0, suspicious: 0, clean: 0, inconclusive: 0, error: 0 },
    };
    const misses: string[] = [];

    for (const doc of documents) {
      const file: SourceFile = { path: path.join(dir, doc.file), kind: doc.format as FileKind, fileName: path.basename(doc.file) };
      const t0 = process.hrtime.bigint();
      let text: DocumentText;
      try {
        text = await engines.text.extract(file);
      } catch (err) {
        misses.push(`${doc.file}: text failed: ${(err as Error).message}`);
        confusion[doc.tampered ? 'tampered' : 'clean'].error += 1;
        continue;
      }
      const classified = engines.classification.classify([{ documentId: doc.file, fileName: file.fileName, text }]);
      const kind = classified.documents[0]?.kind ?? 'other';
      const extracted: ExtractionResult = engines.extraction.extract([{ kind, text }]);
      let verdict: ForensicsVerdict | 'error';
      try {
        verdict = (await engines.forensics.analyze(file, text)).verdict;
      } catch {
        verdict = 'error';
      }
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;

      confusion[doc.tampered ? 'tampered' : 'clean'][verdict] += 1;
      if (doc.tampered && verdict !== 'tampered' && verdict !== 'suspicious') misses.push(`${doc.file}: tampered (${doc.tampered.technique}) read ${verdict}`);
      if (!doc.tampered && verdict === 'tampered') misses.push(`${doc.file}: clean read tampered`);

      if (doc.variant === 'text' && doc.format === 'pdf' && doc.pages === 2) timings.textPdf2.push(ms);
      if (doc.variant === 'scanned') timings.scannedPages.push({ ms, pages: doc.pages });
      if (doc.expected && !doc.tampered) comparisons[doc.variant].push(compareExtraction(doc.expected as ExtractionResult, extracted));
    }

    const perMinute = (ms: number[]) => (ms.length ? (60_000 * ms.length) / ms.reduce((a, b) => a + b, 0) : NaN);
    const scannedMs = timings.scannedPages.reduce((a, b) => a + b.ms, 0);
    const scannedPages = timings.scannedPages.reduce((a, b) => a + b.pages, 0);
    console.log('\nthroughput (one worker, all stages but translation, sequential)');
    console.log(`  2-page text PDFs: ${perMinute(timings.textPdf2).toFixed(1)} documents/min (${timings.textPdf2.length} documents)`);
    console.log(`  scanned pages:    ${scannedPages ? ((60_000 * scannedPages) / scannedMs).toFixed(1) : 'n/a'} pages/min (${scannedPages} pages)`);

    for (const variant of ['text', 'scanned'] as const) {
      const s = summarize(comparisons[variant]);
      const goal = variant === 'text' ? 0.95 : 0.85;
      console.log(`\nextraction accuracy, ${variant} documents (${comparisons[variant].length}): ${pct(s.accuracy)} of ${s.total} fields; goal ${pct(goal)} ${s.accuracy >= goal ? 'met' : 'NOT met'}`);
      console.log(`  non-null expected fields only: ${pct(s.nonNull.accuracy)} of ${s.nonNull.total}`);
      for (const [field, t] of Object.entries(s.fields).sort()) {
        console.log(`  ${field.padEnd(36)} ${pct(t.total ? t.correct / t.total : 1).padStart(7)}  (${t.correct}/${t.total})`);
      }
    }

    console.log('\nforensics confusion (rows: truth; columns: verdict)');
    console.log('             tampered  suspicious  clean  inconclusive  error');
    for (const row of ['tampered', 'clean'] as const) {
      const c = confusion[row];
      console.log(`  ${row.padEnd(9)} ${String(c.tampered).padStart(9)} ${String(c.suspicious).padStart(11)} ${String(c.clean).padStart(6)} ${String(c.inconclusive).padStart(13)} ${String(c.error).padStart(6)}`);
    }
    const flagged = confusion.tampered.tampered + confusion.tampered.suspicious;
    const tamperedTotal = Object.values(confusion.tampered).reduce((a, b) => a + b, 0);
    console.log(`  tampered flagged: ${flagged}/${tamperedTotal}; clean called tampered: ${confusion.clean.tampered}`);
    if (misses.length) console.log(`\nmisses:\n  ${misses.join('\n  ')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
