/**
 * The forensics engine over the generated sample corpus (scripts/samples): every variant whose
 * visible content was changed is flagged, no clean document is called tampered, and a file whose
 * only change is its metadata (an editor's name) is reported, not judged (docs/forensics.md,
 * "Severities": software names are low signals, never a verdict on their own). Prints the
 * confusion table (technique × verdict). `FORENSICS_CORPUS=full` runs the full corpus instead.
 */
import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createForensicsEngine } from '../../src/processing/forensics';
import { isLocated } from '../../src/processing/forensics/signals';
import type { FileKind } from '../../src/domain/fileTypes';
import type { ForensicsResult, ForensicsVerdict } from '../../src/processing/types';

const corpusModule = join(__dirname, '..', 'support', 'corpus.ts');

interface CorpusDoc {
  file: string;
  format: string;
  tampered: null | { technique: string; description?: string };
}

const VERDICTS: ForensicsVerdict[] = ['clean', 'suspicious', 'tampered', 'inconclusive'];
/** Techniques that change only the metadata: low signals, whatever the verdict. */
const METADATA_ONLY = new Set(['image-editor-metadata']);

describe('forensics on the sample corpus', function () {
  this.timeout(600_000);
  const size = process.env.FORENSICS_CORPUS === 'full' ? 'full' : 'small';
  const rows: Array<{ doc: CorpusDoc; result: ForensicsResult }> = [];

  before(async function () {
    if (!existsSync(corpusModule)) this.skip();
    const { ensureCorpus } = require(corpusModule) as { ensureCorpus: (s: string) => Promise<{ dir: string; manifest: { documents: CorpusDoc[] } }> };
    const { dir, manifest } = await ensureCorpus(size);
    const engine = createForensicsEngine();
    for (const doc of manifest.documents) {
      if (doc.format === 'zip') continue; // a container, not a document
      const kind = doc.format as FileKind;
      rows.push({ doc, result: await engine.analyze({ path: join(dir, doc.file), kind, fileName: doc.file }, { pages: [] }) });
    }
    printConfusion(rows);
  });

  it('flags every variant whose content was changed (tampered, or at least suspicious)', () => {
    const missed = rows.filter((r) => r.doc.tampered && !METADATA_ONLY.has(r.doc.tampered.technique) && r.result.verdict !== 'tampered' && r.result.verdict !== 'suspicious');
    expect(missed.map((r) => `${r.doc.file}: ${r.result.verdict} — ${r.result.summary}`)).to.deep.equal([]);
    expect(rows.some((r) => r.doc.tampered)).to.equal(true);
  });

  it('reports an editor named in the metadata as low signals, not as a verdict', () => {
    const meta = rows.filter((r) => r.doc.tampered && METADATA_ONLY.has(r.doc.tampered.technique));
    for (const { doc, result } of meta) {
      const software = result.signals.filter((s) => s.code.startsWith('software-'));
      expect(software.length, `${doc.file}: ${result.summary}`).to.be.greaterThan(0);
      expect(software.every((s) => s.severity === 'low')).to.equal(true);
      expect(result.verdict, doc.file).to.equal('clean');
    }
  });

  it('backs every tampered verdict with a located high-severity signal', () => {
    for (const { doc, result } of rows.filter((r) => r.result.verdict === 'tampered')) {
      expect(result.signals.some((s) => s.severity === 'high' && isLocated(s)), `${doc.file}: ${result.summary}`).to.equal(true);
    }
  });

  it('calls no clean document tampered', () => {
    const wrong = rows.filter((r) => !r.doc.tampered && r.result.verdict === 'tampered');
    expect(wrong.map((r) => `${r.doc.file}: ${r.result.topEvidence.join(' | ')}`)).to.deep.equal([]);
  });

  it('names the tampering technique through the check that caught it', () => {
    const expected: Record<string, number> = { 'incremental-update': 1, 'white-box-overlay': 6, 'jpeg-paste': 9 };
    for (const { doc, result } of rows) {
      const n = doc.tampered ? expected[doc.tampered.technique] : undefined;
      if (n === undefined) continue;
      const c = result.checks.find((x) => x.checkNumber === n)!;
      expect(c.status, `${doc.file}: check ${n} ${c.description}`).to.equal('failed');
    }
  });

  it('reads the value drawn over a white box as another value than the text layer under it (check 13)', () => {
    const covered = rows.filter((r) => r.doc.tampered?.technique === 'white-box-overlay');
    expect(covered).to.not.have.length(0);
    for (const { doc, result } of covered) {
      const c = result.checks.find((x) => x.checkNumber === 13)!;
      expect(c.status, `${doc.file}: check 13 ${c.description}`).to.equal('failed');
    }
  });
});

function printConfusion(rows: Array<{ doc: CorpusDoc; result: ForensicsResult }>): void {
  const table = new Map<string, Record<ForensicsVerdict, number>>();
  for (const { doc, result } of rows) {
    const key = doc.tampered ? doc.tampered.technique : `clean (${doc.format})`;
    const row = table.get(key) ?? { clean: 0, suspicious: 0, tampered: 0, inconclusive: 0 };
    row[result.verdict]++;
    table.set(key, row);
  }
  const width = Math.max(...[...table.keys()].map((k) => k.length), 12);
  const lines = [`${'actual \\ verdict'.padEnd(width)} | ${VERDICTS.map((v) => v.padStart(12)).join(' | ')}`, '-'.repeat(width + VERDICTS.length * 15)];
  for (const [k, row] of [...table].sort()) lines.push(`${k.padEnd(width)} | ${VERDICTS.map((v) => String(row[v]).padStart(12)).join(' | ')}`);
  console.log(`\n      forensics confusion table (${rows.length} documents)\n${lines.map((l) => `      ${l}`).join('\n')}\n`);
}
