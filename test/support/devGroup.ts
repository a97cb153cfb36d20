import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkRenderedFamilies } from './familyTruth';

export interface DevGroupOptions {
  /** The group's prefix ("ne", "w"): ids `<prefix>-<cc>-…`, files `dev/<prefix>-*.ts`. */
  prefix: string;
  /** The group's family ids, sorted. */
  ids: string[];
  /** Title of the composition test. */
  compositionTitle: string;
  /** Further checks of the whole group (the kinds or the degradations it must hold). */
  group?: (families: LoadedFamily[]) => void;
  /** Further checks of each family (its degradations, its languages). */
  each?: (family: LoadedFamily) => void;
  /** Page counts each family may have; [1, 1] when not listed. */
  pages: Record<string, [number, number]>;
  /** English names of the group's languages. */
  language: Record<string, string>;
  seeds: number[];
  /** Title of the test of the conventions the group prints. */
  conventionsTitle: string;
  /** That test's timeout where the mocha default is too short for its renders. */
  conventionsTimeout?: number;
  /** That test's body, given a getter of a family by id and the group's families. */
  conventions: (byId: (id: string) => LoadedFamily, families: LoadedFamily[]) => Promise<void>;
}

/**
 * The tests every development group shares: the group is the listed families of dev/ with ids
 * `<prefix>-<cc>-…` naming their country; every rendered document's ground truth follows the wild
 * corpus's conventions with its values printed (test/support/familyTruth.ts); and the group prints the
 * conventions it was written to model.
 */
export function describeDevGroup(title: string, o: DevGroupOptions): void {
  describe(title, () => {
    let families: LoadedFamily[] = [];

    before(async () => {
      families = await loadFamilies(['dev'], new RegExp(`^${o.prefix}-`));
    });

    it(o.compositionTitle, () => {
      expect(families.map((f) => f.id).sort()).to.deep.equal(o.ids);
      o.group?.(families);
      for (const f of families) {
        expect(f.split, f.id).to.equal('dev');
        expect(f.id, f.id).to.match(new RegExp(`^${o.prefix}-${f.country.toLowerCase()}-[a-z0-9-]+$`));
        o.each?.(f);
        expect(f.conventions.length, f.id).to.be.above(80);
      }
    });

    it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
      // Generous: the machine running the suite may be shared.
      this.timeout(240000);
      await checkRenderedFamilies(families, { seeds: o.seeds, pages: o.pages, language: o.language });
    });

    it(o.conventionsTitle, async function () {
      if (o.conventionsTimeout) this.timeout(o.conventionsTimeout);
      const byId = (id: string) => families.find((f) => f.id === id)!;
      await o.conventions(byId, families);
    });
  });
}
