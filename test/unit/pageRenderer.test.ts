import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pdftoppmRenderer } from '../../src/api/ui/pageRenderer';

/*
 * The operator UI's page renderer (src/api/ui/pageRenderer.ts): a page it cannot draw is "not there"
 * (null), but a renderer that is not installed is a fault of the deployment and is thrown, so the
 * request fails and is logged rather than showing every page as missing.
 */
describe('UI page renderer', function () {
  this.timeout(30_000);
  const notAPdf = () => Readable.from([Buffer.from('this is not a PDF\n')]);

  it('answers null for a file pdftoppm and pdfinfo cannot read', async () => {
    expect(await pdftoppmRenderer.render(notAPdf(), 1, 72)).to.equal(null);
    expect(await pdftoppmRenderer.pageCount(notAPdf())).to.equal(null);
  });

  describe('without poppler on the PATH', () => {
    const path = process.env.PATH;
    let empty: string;
    before(() => {
      empty = mkdtempSync(join(tmpdir(), 'no-poppler-'));
      process.env.PATH = empty;
    });
    after(() => {
      process.env.PATH = path;
      rmSync(empty, { recursive: true, force: true });
    });

    it('throws the spawn error instead of answering that the page is not there', async () => {
      for (const call of [() => pdftoppmRenderer.render(notAPdf(), 1, 72), () => pdftoppmRenderer.pageCount(notAPdf())]) {
        const err = await call().then(
          () => null,
          (e: unknown) => e as NodeJS.ErrnoException,
        );
        expect(err?.code).to.equal('ENOENT');
        expect(err?.syscall).to.match(/^spawn pdf(toppm|info)$/);
      }
    });
  });
});
