/**
 * The renderings of a forensics result: the PDF report (reportUrl) and the self-contained HTML
 * viewer (viewerUrl).
 */
import { expect } from 'chai';
import { renderForensicsReportPdf, type ForensicsReportMeta } from '../../src/processing/forensics';
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
  signals: [],
  riskScore: 80,
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
});
