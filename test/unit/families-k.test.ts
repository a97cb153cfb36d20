import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkCertificatesPrinted } from '../support/certificateFamilies';

/**
 * The corpus-k families (certificates whose key fields are printed without labels: Nigeria,
 * Pakistan, the Philippines, Mexico, Colombia, Portugal, Australia; and Indian university degree
 * and provisional certificates): files `k-*.ts` of dev/.
 */

describe('corpus-k families (label-less certificates)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(undefined, /^k-/);
  });

  it('are at least 5 development families of countries (or certificates) the other prefixes do not cover', () => {
    expect(families.length).to.be.at.least(5);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(['NG', 'PK', 'PH', 'MX', 'CO', 'PT', 'AU', 'IN'], f.id).to.include(f.country);
      expect(f.kind, f.id).to.equal('diploma');
    }
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(120000);
    await checkCertificatesPrinted(families, [11, 4242, 77]);
  });
});
