import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkCertificatesPrinted } from '../support/certificateFamilies';

/**
 * The corpus-q families (key-field conventions the other prefixes do not model: the Indonesian
 * ijazah, the Brazilian diploma, the Cameroonian bilingual diploma, the US high-school diploma, the Turkish diploma):
 * files `q-*.ts` of dev/.
 */

describe('corpus-q families (key-field conventions: Indonesia, Brazil, Cameroon, US high school, Turkey)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(undefined, /^q-/);
  });

  it('are at least 4 development families', () => {
    expect(families.length).to.be.at.least(4);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(['ID', 'BR', 'CM', 'US', 'TR'], f.id).to.include(f.country);
      expect(f.kind, f.id).to.equal('diploma');
    }
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(120000);
    await checkCertificatesPrinted(families, [11, 4242, 77], { stateIn: ['US'] });
  });
});
