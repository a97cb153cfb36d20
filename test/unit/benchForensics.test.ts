import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTechniques, makeCase, type BenchDocument, type LoadedTechnique } from '../../scripts/bench/forensics/corpus';
import { grade } from '../../scripts/bench/forensics/index';
import type { BenchFile } from '../../scripts/bench/forensics/model';
import { decode, renderPage, type RawImage } from '../../scripts/samples/scan';
import type { EvidenceBox, ForensicsSignal } from '../../src/processing/forensics/signals';

/**
 * The forensics benchmark's generator (scripts/bench/forensics): each tampered document really
 * differs from its clean source inside the region it records, and documents are a pure function of
 * the seed. This test prints no figures: it does not "run the held-out split" in the sense of the
 * held-out rule (scripts/bench/README.md), it only checks that the generator plants what it says.
 */
describe('forensics bench generator', function () {
  this.timeout(180_000);
  let techniques: LoadedTechnique[] = [];
  let work = '';

  before(async () => {
    techniques = await loadTechniques();
    work = await mkdtemp(path.join(tmpdir(), 'bench-forensics-test-'));
  });
  after(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function pageImage(f: BenchFile, page: number): Promise<RawImage> {
    if (f.kind !== 'pdf') return decode(f.bytes);
    const p = path.join(work, `${Math.random().toString(36).slice(2)}-${f.name}`);
    await writeFile(p, f.bytes);
    return renderPage(p, page, 100);
  }

  /** How many of the region's pixels differ in grey level by more than 40 between the two images. */
  function changedPixels(a: RawImage, b: RawImage, box: EvidenceBox): number {
    const x0 = Math.floor(box.x * a.width);
    const y0 = Math.floor(box.y * a.height);
    const x1 = Math.ceil((box.x + box.width) * a.width);
    const y1 = Math.ceil((box.y + box.height) * a.height);
    let changed = 0;
    let total = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * a.width + x) * 3;
        const ga = (a.data[i] + a.data[i + 1] + a.data[i + 2]) / 3;
        const gb = (b.data[i] + b.data[i + 1] + b.data[i + 2]) / 3;
        total++;
        if (Math.abs(ga - gb) > 40) changed++;
      }
    }
    return total ? changed : 0;
  }

  it('has at least 8 tampering techniques (metadata probe included), 3 of them held out, and clean scans and photos', () => {
    const changing = techniques.filter((t) => t.truth !== 'clean');
    expect(changing.length).to.be.at.least(8);
    expect(techniques.filter((t) => t.split === 'heldout' && t.truth === 'tampered').length).to.be.at.least(3);
    const ids = techniques.map((t) => t.id);
    for (const id of ['clean-scan-jpeg', 'clean-scan-png', 'clean-scan-pdf', 'clean-photo', 'clean-text-word', 'clean-text-adobe', 'clean-text-libreoffice', 'clean-text-pdfkit']) expect(ids).to.include(id);
  });

  it('plants every tampered change inside the region it records, on a page of the same size as the clean source', async () => {
    for (const t of techniques.filter((x) => x.truth === 'tampered')) {
      for (const index of [0, 1]) {
        const c = await makeCase(t, 5, index, work);
        expect(c.planted, `${t.id} #${index}`).to.not.be.empty;
        expect(c.cleanSource, `${t.id} #${index}`).to.not.equal(null);
        for (const box of c.planted) {
          for (const v of [box.x, box.y, box.x + box.width, box.y + box.height]) expect(v, `${t.id} #${index} box`).to.be.within(0, 1);
          const tampered = await pageImage(c.file, box.page);
          const clean = await pageImage(c.cleanSource!, box.page);
          expect([tampered.width, tampered.height], `${t.id} #${index} size`).to.deep.equal([clean.width, clean.height]);
          // A changed digit at 100 dpi (or at the scan's resolution) is a few dozen pixels.
          expect(changedPixels(tampered, clean, box), `${t.id} #${index}: ${c.description}`).to.be.at.least(12);
        }
        if (t.id === 'rerender-same-case') expect(c.sameCase?.bytes.equals(c.cleanSource!.bytes)).to.equal(true);
      }
    }
  });

  it('makes the clean documents and the probes byte for byte the same for a seed, and other ones for another seed', async () => {
    for (const t of techniques.filter((x) => x.truth !== 'tampered')) {
      const a = await makeCase(t, 9, 0, work);
      const b = await makeCase(t, 9, 0, work);
      const c = await makeCase(t, 10, 0, work);
      expect(a.file.bytes.equals(b.file.bytes), t.id).to.equal(true);
      expect(a.file.bytes.equals(c.file.bytes), `${t.id} other seed`).to.equal(false);
      expect(a.planted).to.deep.equal([]);
    }
  });

  it('grades a change as found only when the verdict is not clean and a box on this file overlaps the planted region', () => {
    const doc: BenchDocument = {
      technique: 'white-box', split: 'seen', truth: 'tampered', index: 0, file: 'x.pdf', kind: 'pdf', fileName: 'x.pdf',
      planted: [{ page: 1, x: 0.5, y: 0.5, width: 0.1, height: 0.02 }], sameCase: null, description: '',
    };
    const signal = (box: EvidenceBox | null, severity: ForensicsSignal['severity'] = 'high', otherFile = false): ForensicsSignal => ({
      checkNumber: 4, code: 'overlay', severity, source: 'content', message: '',
      evidence: otherFile ? { boxes: [], values: [{ label: 'earlier', value: 'x', boxes: box ? [box] : [], fileName: 'other.pdf' }] } : { boxes: box ? [box] : [], values: [] },
    });
    const on = { page: 1, x: 0.55, y: 0.505, width: 0.2, height: 0.01 };
    const off = { page: 1, x: 0.1, y: 0.1, width: 0.1, height: 0.01 };
    expect(grade(doc, 'tampered', [signal(on)])).to.deep.equal({ found: true, unlocatedTampered: false });
    expect(grade(doc, 'clean', [signal(on, 'low')]).found).to.equal(false);
    expect(grade(doc, 'tampered', [signal(off)]).found).to.equal(false);
    expect(grade(doc, 'suspicious', [signal({ ...on, page: 2 }, 'medium')]).found).to.equal(false);
    // A box of the OTHER document of the case does not locate the change in this one.
    expect(grade(doc, 'tampered', [signal(on, 'high', true)]).found).to.equal(false);
    // Tampered with no located high signal is a violation of the verdict rule.
    expect(grade(doc, 'tampered', [signal(null, 'high')]).unlocatedTampered).to.equal(true);
    expect(grade(doc, 'tampered', [signal(on, 'medium')]).unlocatedTampered).to.equal(true);
  });
});
