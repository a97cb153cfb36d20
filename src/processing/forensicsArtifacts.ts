import sharp from 'sharp';
import type { DocumentText, ForensicsResult, SourceFile } from './types';

/*
 * The viewer page a completed forensics stage leaves besides its findings (the item's viewerUrl):
 * self-contained (images embedded, PDFs as their positioned text), because a browser opening it
 * cannot send the API key a link to the original would need. The report PDF (reportUrl) is
 * rendered by src/processing/forensics/report.ts.
 */

export interface ForensicsArtifactInput {
  fileName: string;
  result: ForensicsResult;
  analysedAt: Date;
}

const VERDICT_TEXT: Record<ForensicsResult['verdict'], string> = {
  clean: 'Clean: no sign of tampering was found',
  suspicious: 'Suspicious: some signals need a human look',
  tampered: 'Tampered: the document shows signs of alteration',
  inconclusive: 'Inconclusive: the checks could not decide',
};

const VERDICT_COLOUR: Record<ForensicsResult['verdict'], string> = {
  clean: '#1b7f3b',
  suspicious: '#b26a00',
  tampered: '#b3261e',
  inconclusive: '#555555',
};

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The longest side of the embedded preview of an image document. */
const PREVIEW_MAX_PX = 1600;

/** An image document as a data: URL (the viewer loads nothing from elsewhere), or null. */
async function imagePreview(file: SourceFile): Promise<string | null> {
  if (file.kind === 'pdf' || file.kind === 'zip') return null;
  try {
    const jpeg = await sharp(file.path).rotate().resize({ width: PREVIEW_MAX_PX, height: PREVIEW_MAX_PX, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    // A preview is a convenience: the findings are shown without it.
    return null;
  }
}

/** The text layer of each page, at its place on the page (a layout preview of a PDF). */
function textPreview(text: DocumentText): string {
  return text.pages
    .map((page) => {
      const runs = page.items
        .map(
          (i) =>
            `<span style="left:${i.x.toFixed(1)}pt;top:${i.y.toFixed(1)}pt;font-size:${Math.max(4, i.fontSize).toFixed(1)}pt">${escapeHtml(i.text)}</span>`,
        )
        .join('');
      return `<div class="page" style="width:${page.width.toFixed(1)}pt;height:${page.height.toFixed(1)}pt">${runs}</div>`;
    })
    .join('\n');
}

/**
 * The viewer: one self-contained HTML page (no script, no external asset) with the findings next
 * to the document, an image embedded as a data: URL, a PDF as its positioned text.
 */
export async function renderForensicsViewer(input: ForensicsArtifactInput & { file: SourceFile; text: DocumentText }): Promise<string> {
  const { result } = input;
  const preview = await imagePreview(input.file);
  const documentHtml = preview !== null ? `<img alt="${escapeHtml(input.fileName)}" src="${preview}">` : textPreview(input.text);
  const checks = result.checks
    .map(
      (c) =>
        `<tr class="${c.status}"><td>${c.checkNumber}</td><td>${escapeHtml(c.title)}</td><td>${c.status}</td><td>${escapeHtml(c.description)}</td></tr>`,
    )
    .join('\n');
  const evidence = result.topEvidence.map((e) => `<li>${escapeHtml(e)}</li>`).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Forensics: ${escapeHtml(input.fileName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:flex;gap:24px;padding:24px;background:#f4f4f4}
.findings{flex:0 0 420px}.document{flex:1;overflow:auto}
.verdict{font-size:1.3em;font-weight:bold;color:${VERDICT_COLOUR[result.verdict]}}
table{border-collapse:collapse;width:100%;font-size:.9em}td{border-top:1px solid #ddd;padding:4px;vertical-align:top}
tr.failed td{background:#fde8e7}tr.warning td{background:#fff4e0}
.page{position:relative;background:#fff;margin:0 0 16px;box-shadow:0 1px 3px #999;overflow:hidden}
.page span{position:absolute;white-space:pre;font-family:serif;line-height:1}
img{max-width:100%;box-shadow:0 1px 3px #999}
</style></head>
<body>
<section class="findings">
<h1>Forensic analysis</h1>
<p>${escapeHtml(input.fileName)}<br><small>Analysed ${input.analysedAt.toISOString()}</small></p>
<p class="verdict">${escapeHtml(VERDICT_TEXT[result.verdict])}</p>
${result.summary ? `<p>${escapeHtml(result.summary)}</p>` : ''}
${evidence ? `<h2>Main findings</h2><ul>${evidence}</ul>` : ''}
<h2>Checks</h2>
<table><tbody>
${checks}
</tbody></table>
<p><small>An absent signal means "not detected".</small></p>
</section>
<section class="document">${documentHtml}</section>
</body></html>
`;
}
