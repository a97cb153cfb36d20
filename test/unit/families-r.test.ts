import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkCourseTablesPrinted } from '../support/courseTableFamilies';

/** The corpus-r families (course-table conventions: two page columns, marks with maximum and minimum, centred cells, bilingual headers): files `r-*.ts` of dev/. */

describe('corpus-r families (course-table conventions)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(['dev'], /^r-/);
  });

  it('are at least four, each a different table convention', () => {
    expect(families.length).to.be.at.least(4);
    expect(new Set(families.map((f) => f.id)).size).to.equal(families.length);
  });

  it('render PDFs whose ground truth is printed: every course row, its grade, credit and mark', async function () {
    this.timeout(180000);
    await checkCourseTablesPrinted(families, [11, 4242], { decimalComma: true });
  });
});
