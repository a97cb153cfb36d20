import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from './familyTruth';
import { pdfText } from './pdfText';

/** Kind words a held-out group's ids may use (never the country or the language). */
export const HELDOUT_WORDS = ['transcript', 'marksheet', 'diploma', 'certificate', 'record', 'letter'];

export interface HeldoutGroupOptions {
  /** The group's prefix ("o", "m", "u"): ids `<prefix>-NN-<kind word>`. */
  prefix: string;
  /** How many families the group holds (`<prefix>-01` … `<prefix>-NN`). */
  count: number;
  /** Page counts each family may have; [1, 1] when not listed. */
  pages: Record<string, [number, number]>;
  /** English names of the group's main languages, from the group's own kit (so that the test does not list them). */
  language: Record<string, string>;
  seeds: number[];
  /** Diplomas that print their subjects' grades, so their ground truth has courses. */
  gradedDiplomas?: string[];
  /** The group's own mix (kinds, languages, media), checked on its families. */
  composition: (families: LoadedFamily[]) => void;
  /** Title of the composition test. */
  compositionTitle: string;
  /** Where the group's files are: `heldout` unless the group was rotated into `dev/` (scripts/bench/README.md, "Rotations"). */
  split?: 'dev' | 'heldout';
  /**
   * Where the group's countries come from: `new` (the default), countries no other family covers; `covered`, countries
   * the development families already cover (a group of new kinds and layouts once no country was left uncovered).
   */
  countries?: 'new' | 'covered';
  /** Further tests of the group, given a getter of its families. */
  more?: (families: () => LoadedFamily[]) => void;
}

/**
 * The tests every held-out group shares: the group is `count` families from countries no other family
 * covers (or, with `countries: 'covered'`, from countries the development families cover), with ids that name only the kind, in heldout/; each renders the same document from the same
 * seed; and every rendered document's ground truth follows the wild corpus's conventions with its values
 * printed (test/support/familyTruth.ts).
 */
export function describeHeldoutGroup(title: string, o: HeldoutGroupOptions): void {
  describe(title, () => {
    let families: LoadedFamily[] = [];
    let others: LoadedFamily[] = [];
    // `<prefix>-NN-`, not `<prefix>-`: an older development group's ids (`v-it-…`) share the letter.
    const mine = (f: LoadedFamily) => new RegExp(`^${o.prefix}-\\d\\d-`).test(f.id);

    before(async () => {
      const all = await loadFamilies();
      families = all.filter(mine);
      others = all.filter((f) => !mine(f));
    });

    it(o.compositionTitle, () => {
      const ids = Array.from({ length: o.count }, (_, i) => `${o.prefix}-${String(i + 1).padStart(2, '0')}`);
      expect(families.map((f) => f.id.slice(0, o.prefix.length + 3)).sort()).to.deep.equal(ids);
      o.composition(families);
      const covered = new Set(others.map((f) => f.country));
      const developed = new Set(others.filter((f) => f.split === 'dev').map((f) => f.country));
      expect(new Set(families.map((f) => f.country)).size, 'one country each').to.equal(o.count);
      for (const f of families) {
        expect(f.split, f.id).to.equal(o.split ?? 'heldout');
        expect(f.id, f.id).to.match(new RegExp(`^${o.prefix}-\\d\\d-(${HELDOUT_WORDS.join('|')})$`));
        if (o.countries === 'covered') expect(developed.has(f.country), `${f.id} country not covered by a development family`).to.equal(true);
        else expect(covered.has(f.country), `${f.id} country already covered`).to.equal(false);
        expect(Object.keys(o.language), f.id).to.include(f.languages[0]);
        expect(f.conventions.length, f.id).to.be.above(80);
      }
    });

    o.more?.(() => families);

    it('render the same document from the same seed', async function () {
      this.timeout(120000);
      for (const f of families) {
        const a = await f.render(new Rng(7));
        const b = await f.render(new Rng(7));
        expect(JSON.stringify(a.expected), f.id).to.equal(JSON.stringify(b.expected));
        expect(a.pdf.length, f.id).to.equal(b.pdf.length);
      }
    });

    it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
      // Generous: the machine running the suite may be shared (each render takes ~0.1-0.3 s unloaded).
      this.timeout(240000);
      await checkRenderedFamilies(families, { seeds: o.seeds, pages: o.pages, language: o.language, gradedDiplomas: o.gradedDiplomas });
    });
  });
}

/**
 * A held-out group leaves the birth date, the registration number and the completion null on some
 * seeds, as pages that do not print them do (its academic families, seeds 1–6, more than 5 each).
 */
export function itLeavesUnprintedFieldsNull(families: () => LoadedFamily[]): void {
  it('leave fields the page does not print null on some seeds (birth date, registration number, completion)', async function () {
    this.timeout(180000);
    let noBirth = 0;
    let noNumber = 0;
    let noCompletion = 0;
    for (const f of families().filter((ff) => ff.kind !== 'other')) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { expected } = await f.render(new Rng(seed));
        if (expected!.candidate.dateOfBirth === null) noBirth++;
        if (expected!.qualification.registrationNumber === null) noNumber++;
        if (expected!.qualification.yearOfCompletion === null) noCompletion++;
      }
    }
    expect(noBirth, 'documents without a birth date').to.be.above(5);
    expect(noNumber, 'documents without a registration number').to.be.above(5);
    expect(noCompletion, 'documents of a study in progress').to.be.above(5);
  });
}

/** The group's families bilingual with `language` print at least three letters of `script` in their text layer. */
export function itPrintsScript(families: () => LoadedFamily[], language: string, script: 'Arabic' | 'Hebrew'): void {
  it(`print the ${script} script on the family that is bilingual with ${script}`, async function () {
    this.timeout(60000);
    const bilingual = families().filter((f) => f.languages.includes(language));
    expect(bilingual.length).to.be.at.least(1);
    for (const f of bilingual) {
      const { pdf } = await f.render(new Rng(11));
      const { text } = await pdfText(pdf);
      expect(new RegExp(`\\p{Script=${script}}{3,}`, 'u').test(text), f.id).to.equal(true);
    }
  });
}
