/**
 * Regenerates examples/samples/: the sample document the embedded default's first start offers in
 * its ready `curl` line (src/bin/firstStartBanner.ts). It is one document of our own generated
 * corpus (seed 42, small: a US registrar transcript with a text layer; a fictitious candidate and
 * institution), committed so that `npm start` can offer it without generating anything.
 *
 *   npx tsx scripts/samples/example.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus } from './generate';

export const EXAMPLE_SOURCE = 'q01-us-transcript.pdf';
export const EXAMPLE_FILE = path.resolve(__dirname, '../../examples/samples/transcript.pdf');

/** Writes the sample document to `outFile` (the committed copy: EXAMPLE_FILE). */
export async function generateExample(outFile: string = EXAMPLE_FILE): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-samples-'));
  try {
    await generateCorpus({ outDir, seed: 42, size: 'small' });
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.copyFileSync(path.join(outDir, EXAMPLE_SOURCE), outFile);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await generateExample();
  process.stdout.write(`${path.relative(process.cwd(), EXAMPLE_FILE)}\n`);
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  });
}
