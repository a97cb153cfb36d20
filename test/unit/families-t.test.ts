import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkCourseTablesPrinted } from '../support/courseTableFamilies';

/** The corpus-t families (course-table layouts: NG, PK, PH, AU, KE, PL): files `t-*.ts` of dev/. */

describe('corpus-t families (course-table layouts)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(undefined, /^t-/);
  });

  it('are at least five, from countries the other corpora do not cover', () => {
    expect(families.length).to.be.at.least(5);
    for (const f of families) expect(['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET'], f.id).to.not.include(f.country);
  });

  it('render PDFs whose ground truth is printed: every course row, its grade, credit and mark', async function () {
    this.timeout(180000);
    await checkCourseTablesPrinted(families, [11, 4242], { decimalComma: false });
  });
});
