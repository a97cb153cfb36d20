/**
 * The forensics viewer as a browser shows it: the viewer of a generated white-box edit, rendered
 * in headless Chromium and screenshotted; the evidence box must be drawn where the signal says
 * (pixels sampled on the screenshot), and the CSS-only toggle must hide it. The screenshot is kept
 * under the OS temp directory (its path is printed) to be looked at.
 */
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { createForensicsEngine } from '../../src/processing/forensics';
import { SEVERITY_COLOR } from '../../src/processing/forensics/report';
import { isLocated } from '../../src/processing/forensics/signals';
import { renderForensicsViewer } from '../../src/processing/forensicsArtifacts';
import type { ForensicsResult, SourceFile } from '../../src/processing/types';
import { A4, SAMPLE_GRADE, sampleTranscriptPdf } from '../support/forensicsSamples';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Rgb = [number, number, number];
const hex = (c: string): Rgb => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as Rgb;
const near = (a: Rgb, b: Rgb, tol = 40) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

describe('forensics viewer in a browser', function () {
  this.timeout(120_000);
  let browser: Browser;
  let page: Page;
  let dir: string;
  let result: ForensicsResult;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forensics-viewer-'));
    const file: SourceFile = { path: path.join(dir, 'whitebox.pdf'), kind: 'pdf', fileName: 'whitebox.pdf' };
    writeFileSync(file.path, await sampleTranscriptPdf({ whiteBoxOver: 'A' }));
    result = await createForensicsEngine().analyze(file, { pages: [] });
    const html = await renderForensicsViewer({ fileName: file.fileName, result, analysedAt: new Date(), file, text: { pages: [] } });
    writeFileSync(path.join(dir, 'viewer.html'), html);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    page = await (await browser.newContext({ viewport: { width: 1600, height: 1400 } })).newPage();
    await page.setContent(html, { waitUntil: 'load' });
  });
  after(async () => {
    await browser?.close();
  });

  /** The screenshot's pixel colour at page coordinates (x, y). */
  async function shoot(name: string): Promise<{ file: string; at: (x: number, y: number) => Rgb }> {
    const file = path.join(dir, name);
    await page.screenshot({ path: file, fullPage: true });
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { file, at: (x, y) => [0, 1, 2].map((k) => data[(Math.round(y) * info.width + Math.round(x)) * info.channels + k]) as Rgb };
  }

  it('draws the high-severity box on the page image where the signal says, and hides it with the toggle', async () => {
    expect(result.verdict).to.equal('tampered');
    const signal = result.signals.find((s) => s.severity === 'high' && isLocated(s))!;
    const box = signal.evidence.boxes[0];
    // The signal itself is on the white box the sample drew.
    expect(box.x).to.be.closeTo(SAMPLE_GRADE.box.x / A4.width, 0.002);
    expect(box.y).to.be.closeTo(SAMPLE_GRADE.box.y / A4.height, 0.002);

    const img = (await page.locator('figure.page[data-page="1"] img').boundingBox())!;
    expect(img.width).to.be.greaterThan(400);
    const shot = await shoot('viewer-tampered.png');
    console.log(`      viewer screenshot: ${shot.file}`);

    // The box's border, in the high colour, at the signal's place on the image.
    const left = img.x + box.x * img.width;
    const top = img.y + box.y * img.height;
    const right = left + box.width * img.width;
    const bottom = top + box.height * img.height;
    const red = hex(SEVERITY_COLOR.high);
    const midY = (top + bottom) / 2;
    const midX = (left + right) / 2;
    // Border 3 px drawn inside the box: sample 1 px inside each edge.
    for (const [x, y] of [
      [left + 1, midY],
      [right - 2, midY],
      [midX, top + 1],
      [midX, bottom - 2],
    ]) {
      expect(near(shot.at(x, y), red), `(${x.toFixed(0)}, ${y.toFixed(0)}) is ${shot.at(x, y)}`).to.equal(true);
    }
    // Outside the box, a few pixels away, the page is not red.
    expect(near(shot.at(left - 25, midY + 40), red)).to.equal(false);
    // The numbered tag of the signal sits on the box.
    expect(await page.locator('.box.high span').first().textContent()).to.equal('1');

    // Hide the boxes through the label (no script): the same pixels show the page again.
    await page.click('label[for="show-boxes"]');
    const hidden = await shoot('viewer-tampered-boxes-hidden.png');
    expect(near(hidden.at(left + 1, midY), red)).to.equal(false);
    expect(near(hidden.at(midX, top + 1), red)).to.equal(false);
  });

  it('shows the risk score and the signals list', async () => {
    expect(await page.locator('#risk-score').textContent()).to.equal(String(result.riskScore));
    const items = await page.locator('ol.signals li').allTextContents();
    expect(items).to.have.length(result.signals.length);
    expect(items[0]).to.match(/#1 high/i);
    expect(items[0]).to.include("covers the text 'C'");
  });
});
