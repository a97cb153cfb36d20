import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_FILE, generateExample } from '../../scripts/samples/example';

/**
 * The sample document the first `npm start` offers (examples/samples/transcript.pdf) is ours:
 * exactly what our generator makes from its seed, so no real document can slip in under its name.
 */
describe('examples/samples/transcript.pdf', function () {
  this.timeout(120_000);

  it('is byte for byte what scripts/samples/example.ts generates', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-sample-'));
    try {
      const out = path.join(dir, 'transcript.pdf');
      await generateExample(out);
      expect(fs.readFileSync(out).equals(fs.readFileSync(EXAMPLE_FILE)), 'regenerate with `npx tsx scripts/samples/example.ts`').to.equal(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
