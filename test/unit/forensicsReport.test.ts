/**
 * The renderings of a forensics result: the PDF report (reportUrl) and the self-contained HTML
 * viewer (viewerUrl).
 */
import { expect } from 'chai';
import { renderForensicsReportPdf, renderForensicsViewerHtml, type ForensicsReportMeta } from '../../src/processing/forensics';
import { closePdf, openPdf, pageLines } from '../../src/processing/forensics/pdf/pdfjs';
import { CHECK_TITLES } from '../../src/processing/forensics/checks';
import type { ForensicsResult } from '../../src/processing/types';

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

  it('renders a self-contained viewer page with every value escaped', () => {
    const html = renderForensicsViewerHtml(result, meta, 'https://files.example.test/doc/abc?sig=1&x=2');
    expect(html.startsWith('<!DOCTYPE html>')).to.equal(true);
    expect(html).to.include('<iframe src="https://files.example.test/doc/abc?sig=1&amp;x=2"');
    expect(html).to.include('Open the original document');
    expect(html).to.include('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).to.include('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).to.include('Zoë &lt;Müller&gt;');
    expect(html).to.include('transcript &quot;final&quot;.pdf');
    expect(html).not.to.match(/<script/i);
    expect(html).not.to.match(/<link/i);
    // The only external reference is the document itself (and the CSP naming its origin).
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.every((u) => u.startsWith('https://files.example.test/doc/abc'))).to.equal(true);
    expect(html).to.include("frame-src 'self' https://files.example.test");
    for (const c of result.checks) expect(html).to.include(`<span class="title">${c.title}</span>`);
  });

  it('shows an image document with <img> and refuses script URLs', () => {
    const img = renderForensicsViewerHtml(result, { fileName: 'scan.jpg' }, '/partner/v1/files/abc');
    expect(img).to.include('<img src="/partner/v1/files/abc"');
    const bad = renderForensicsViewerHtml(result, meta, 'javascript:alert(1)');
    expect(bad).not.to.include('javascript:');
    expect(bad).to.include('The original document is not available.');
  });
});
