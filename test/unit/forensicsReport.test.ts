/**
 * The renderings of a forensics result: the PDF report (reportUrl) and the self-contained HTML
 * viewer (viewerUrl).
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createForensicsEngine, renderForensicsReportPdf, type ForensicsReportMeta } from '../../src/processing/forensics';
import { closePdf, openPdf, pageLines } from '../../src/processing/forensics/pdf/pdfjs';
import { CHECK_TITLES } from '../../src/processing/forensics/checks';
import { SEVERITY_COLOR } from '../../src/processing/forensics/report';
import { renderForensicsViewer } from '../../src/processing/forensicsArtifacts';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';
import type { ForensicsResult, SourceFile } from '../../src/processing/types';
import { pdfText } from '../support/pdfText';
import { sampleTranscriptPdf } from '../support/forensicsSamples';

const result: ForensicsResult = {
  verdict: 'tampered',
  summary: 'Evidence of tampering: 1 check failed (1. Incremental updates and revisions). <b>bold</b> & "quoted"',
  topEvidence: ["An incremental update after the document was issued changed the text: grade 'B' changed to 'A' on page 1", '<script>alert(1)</script>'],
  checks: (Object.keys(CHECK_TITLES) as unknown as string[]).map((k) => {
    const n = Number(k) as keyof typeof CHECK_TITLES;
    return {
      checkNumber: n,
      title: CHECK_TITLES[n],
      status: n === 1 ? 'failed' : n === 3 ? 'warning' : n >= 8 ? 'skipped' : 'passed',
      description: n === 1 ? "Update 1 changes the visible text: grade 'B' changed to 'A' on page 1 — ≈ “quoted” 中文" : `Description of check ${n}.`,
    };
  }),
  signals: [
    {
      checkNumber: 1,
      code: 'revision-text-changed',
      severity: 'high',
      source: 'structure',
      message: "An incremental update after the document was issued changed the text: grade 'B' changed to 'A' on page 1",
      evidence: { boxes: [{ page: 1, x: 0.7, y: 0.3, width: 0.05, height: 0.02 }], values: [{ label: 'revision 1', value: 'B' }, { label: 'final revision', value: 'A' }] },
    },
    { checkNumber: 3, code: 'modified-long-after', severity: 'low', source: 'metadata', message: '<img src=x onerror=alert(1)> dates', evidence: { boxes: [], values: [{ label: 'creation date', value: '<b>2023</b>' }] } },
  ] satisfies ForensicsSignal[],
  riskScore: 86,
  documentName: 'Official Academic Transcript',
  candidateName: 'Zoë <Müller>',
  registrationNumber: '2019-0042',
  issuerName: 'University of Testing',
  issuerSubName: null,
  issuanceYear: 2023,
};

const meta: ForensicsReportMeta = { fileName: 'transcript "final".pdf', fileKind: 'pdf', caseNumber: 1042, generatedAt: new Date('2024-03-01T12:00:00Z') };

describe('forensics report renderings', function () {
  this.timeout(30_000);

  it('renders the PDF report: title, verdict, summary, identification and the numbered checks', async () => {
    const pdf = await renderForensicsReportPdf(result, meta);
    expect(pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const doc = await openPdf(pdf);
    try {
      const text = (await pageLines(doc, 10)).flatMap((p) => p.lines.map((l) => l.text)).join('\n');
      expect(text).to.include('Document forensics report');
      expect(text).to.include('Verdict: Tampered');
      expect(text).to.include('Case number: 1042');
      expect(text).to.include('Evidence of tampering');
      expect(text).to.include('Zoë <Müller>');
      expect(text).to.match(/Issuing unit:\s*not found/);
      for (const c of result.checks) expect(text).to.include(`${c.checkNumber}. ${c.title}`);
      expect(text).to.include('Failed');
      expect(text).to.include('Warning');
      expect(text).to.include('Skipped');
      // Characters the standard fonts cannot show are replaced, not dropped silently.
      expect(text).to.include("grade 'B' changed to 'A' on page 1");
      expect(text).to.include('??');
    } finally {
      await closePdf(doc);
    }
  });

  it('prints the risk score beside the verdict and a signals table (severity, check, message, values)', async () => {
    const { text } = await pdfText(await renderForensicsReportPdf(result, meta));
    expect(text).to.include('Risk score: 86/100');
    expect(text).to.include('Signals');
    expect(text).to.include('Values compared');
    // Cells wrap inside their column: blanks between words may be line breaks.
    expect(text).to.match(/1\s+High\s+1\. Incremental updates and\s+revisions\s+An incremental update/);
    expect(text).to.match(/revision 1: B; final revision:\s+A/);
    expect(text).to.match(/2\s+Low\s+3\. Creation and modification\s+dates/);
  });

  describe('on an analysed file', () => {
    let dir: string;
    let file: SourceFile;
    let analysed: ForensicsResult;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'forensics-report-'));
      file = { path: join(dir, 'whitebox.pdf'), kind: 'pdf', fileName: 'whitebox.pdf' };
      writeFileSync(file.path, await sampleTranscriptPdf({ whiteBoxOver: 'A' }));
      analysed = await createForensicsEngine().analyze(file, { pages: [] });
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    /** Pixels of a rendered page within a few levels of a colour. */
    async function pixelsOf(png: string, colour: string): Promise<number> {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
      let n = 0;
      for (let i = 0; i < data.length; i += info.channels) if (want.every((c, k) => Math.abs(data[i + k] - c) <= 24)) n++;
      return n;
    }

    it('adds the page with the evidence box drawn on it', async () => {
      expect(analysed.verdict).to.equal('tampered');
      const pdf = await renderForensicsReportPdf(analysed, { fileName: file.fileName, file });
      const { text, pages } = await pdfText(pdf);
      expect(text).to.include('Evidence on page 1');
      expect(text).to.match(/Risk score: \d+\/100/);
      // The last page of the report is the document's page with the box: render it and look for the high colour.
      const reportPath = join(dir, 'report.pdf');
      writeFileSync(reportPath, pdf);
      execFileSync('pdftoppm', ['-f', String(pages), '-l', String(pages), '-r', '60', '-png', '-singlefile', reportPath, join(dir, 'last')]);
      expect(await pixelsOf(join(dir, 'last.png'), SEVERITY_COLOR.high)).to.be.greaterThan(20);
      // Without signals the same page carries no box.
      const quiet = await renderForensicsReportPdf({ ...analysed, signals: [] }, { fileName: file.fileName, file });
      writeFileSync(reportPath, quiet);
      const quietPages = (await pdfText(quiet)).pages;
      execFileSync('pdftoppm', ['-f', String(quietPages), '-l', String(quietPages), '-r', '60', '-png', '-singlefile', reportPath, join(dir, 'quiet')]);
      expect(await pixelsOf(join(dir, 'quiet.png'), SEVERITY_COLOR.high)).to.equal(0);
    });

    it('renders the viewer: page image, the boxes where the signals say, risk score and signals, all escaped, no script', async () => {
      const withHostile: ForensicsResult = { ...analysed, signals: [...analysed.signals, result.signals[1]] };
      const html = await renderForensicsViewer({ fileName: 'a<b>.pdf', result: withHostile, analysedAt: new Date('2024-03-01T12:00:00Z'), file, text: { pages: [] } });
      expect(html).to.not.match(/<script/i);
      expect(html).to.not.include('<img src=x');
      expect(html).to.include('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).to.include('&lt;b&gt;2023&lt;/b&gt;');
      expect(html).to.include(`Risk score: <span id="risk-score">${analysed.riskScore}</span>/100`);
      expect(html).to.match(/<img alt="a&lt;b&gt;\.pdf, page 1" width="\d+" height="\d+" src="data:image\/jpeg;base64,/);
      expect(html).to.include('<input type="checkbox" id="show-boxes" checked>');
      const high = analysed.signals.find((s) => s.severity === 'high')!;
      const b = high.evidence.boxes[0];
      expect(html).to.include(`<div class="box high" style="left:${(b.x * 100).toFixed(3)}%;top:${(b.y * 100).toFixed(3)}%;width:${(b.width * 100).toFixed(3)}%;height:${(b.height * 100).toFixed(3)}%"`);
      expect(readFileSync(file.path).subarray(0, 5).toString()).to.equal('%PDF-');
    });
  });
});
