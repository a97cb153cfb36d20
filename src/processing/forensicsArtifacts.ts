import { evidencePages, inDrawingOrder, numberedSignals, SEVERITY_COLOR, valuesText } from './forensics/report';
import { boxesOf, type PageImage } from './forensics/pageImages';
import { isLocated, type ForensicsSignal } from './forensics/signals';
import type { DocumentText, ForensicsResult, SourceFile } from './types';

/*
 * The viewer page a completed forensics stage leaves besides its findings (the item's viewerUrl):
 * self-contained (page images embedded; a PDF as its positioned text when its pages cannot be
 * rendered), because a browser opening it
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

/** A fraction (0..1) as a CSS percentage; anything else (NaN, out of range) is clamped. */
function pct(v: number): string {
  const n = Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0;
  return `${(n * 100).toFixed(3)}%`;
}

/** The evidence boxes of one page, numbered as in the signals list, positioned over the page (`inDrawingOrder`). */
function boxesHtml(numbered: Array<{ n: number; signal: ForensicsSignal }>, page: number): string {
  return inDrawingOrder(numbered)
    .flatMap(({ n, signal }) =>
      boxesOf(signal)
        .filter((b) => b.page === page)
        .map(
          (b) =>
            `<div class="box ${signal.severity}" style="left:${pct(b.x)};top:${pct(b.y)};width:${pct(b.width)};height:${pct(b.height)}" title="${escapeHtml(`#${n} ${signal.severity}: ${signal.message}`)}" data-signal="${n}"><span>${n}</span></div>`,
        ),
    )
    .join('');
}

/** The text layer of each page, at its place on the page (a layout preview when no page image could be made). */
function textPreview(text: DocumentText, numbered: Array<{ n: number; signal: ForensicsSignal }>): string {
  return text.pages
    .map((page) => {
      const runs = page.items
        .map(
          (i) =>
            `<span style="left:${i.x.toFixed(1)}pt;top:${i.y.toFixed(1)}pt;font-size:${Math.max(4, i.fontSize).toFixed(1)}pt">${escapeHtml(i.text)}</span>`,
        )
        .join('');
      return `<div class="page text" style="width:${page.width.toFixed(1)}pt;height:${page.height.toFixed(1)}pt">${runs}${boxesHtml(numbered, page.pageNumber)}</div>`;
    })
    .join('\n');
}

/** Page images with the boxes over them (positioned in percent, so they follow the image's scale). */
function imagePages(pages: PageImage[], numbered: Array<{ n: number; signal: ForensicsSignal }>, fileName: string): string {
  return pages
    .map(
      (p) =>
        `<figure class="page" data-page="${p.page}"><img alt="${escapeHtml(`${fileName}, page ${p.page}`)}" width="${p.width}" height="${p.height}" src="data:image/jpeg;base64,${p.data.toString('base64')}">${boxesHtml(numbered, p.page)}<figcaption>Page ${p.page}</figcaption></figure>`,
    )
    .join('\n');
}

/**
 * The viewer: one self-contained HTML page (no script, no external asset) with the findings next
 * to the document's pages, every located signal's box drawn over them. The boxes can be hidden
 * with a checkbox that works through CSS alone. Every text is escaped where it is written.
 */
export async function renderForensicsViewer(input: ForensicsArtifactInput & { file: SourceFile; text: DocumentText }): Promise<string> {
  const { result } = input;
  const numbered = numberedSignals(result);
  const pages = await evidencePages(result, input.file);
  const documentHtml = pages.length ? imagePages(pages, numbered, input.fileName) : textPreview(input.text, numbered);
  const checks = result.checks
    .map(
      (c) =>
        `<tr class="${c.status}"><td>${c.checkNumber}</td><td>${escapeHtml(c.title)}</td><td>${c.status}</td><td>${escapeHtml(c.description)}</td></tr>`,
    )
    .join('\n');
  const signals = numbered
    .map(
      ({ n, signal }) =>
        `<li class="signal ${signal.severity}"><span class="sev">#${n} ${signal.severity}</span> <span class="chk">check ${signal.checkNumber}</span> ${escapeHtml(signal.message)}${
          signal.evidence.values.length ? `<br><small class="values">${escapeHtml(valuesText(signal))}</small>` : ''
        }${isLocated(signal) ? '' : ' <small>(no place on the page)</small>'}</li>`,
    )
    .join('');
  const risk = Math.round(Number.isFinite(result.riskScore) ? result.riskScore : 0);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Forensics: ${escapeHtml(input.fileName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:flex;gap:24px;padding:24px;background:#f4f4f4}
.findings{flex:0 0 420px}.document{flex:1;overflow:auto}
.verdict{font-size:1.3em;font-weight:bold;color:${VERDICT_COLOUR[result.verdict]}}
.risk{font-size:1.1em;font-weight:bold}
table{border-collapse:collapse;width:100%;font-size:.9em}td{border-top:1px solid #ddd;padding:4px;vertical-align:top}
tr.failed td{background:#fde8e7}tr.warning td{background:#fff4e0}
ol.signals{list-style:none;padding:0}.signal{margin:0 0 8px;padding:6px 8px;background:#fff;border-left:4px solid #999}
.signal.high{border-color:${SEVERITY_COLOR.high}}.signal.medium{border-color:${SEVERITY_COLOR.medium}}.signal.low{border-color:${SEVERITY_COLOR.low}}
.sev{font-weight:bold;text-transform:uppercase;font-size:.8em}.chk{color:#666;font-size:.8em}.values{color:#444}
.page{position:relative;background:#fff;margin:0 0 16px;box-shadow:0 1px 3px #999;overflow:hidden}
.page.text span{position:absolute;white-space:pre;font-family:serif;line-height:1}
figure.page{padding:0;width:fit-content;max-width:100%}figure.page img{display:block;max-width:100%;height:auto}
figcaption{position:absolute;right:4px;bottom:2px;font-size:.75em;color:#666}
.box{position:absolute;box-sizing:border-box;border:3px solid;pointer-events:none}
.box span{position:absolute;left:-3px;top:-1.4em;font:bold 11px/1.3 system-ui,sans-serif;color:#fff;padding:0 4px}
.box.high{border-color:${SEVERITY_COLOR.high}}.box.high span{background:${SEVERITY_COLOR.high}}
.box.medium{border-color:${SEVERITY_COLOR.medium}}.box.medium span{background:${SEVERITY_COLOR.medium}}
.box.low{border-color:${SEVERITY_COLOR.low}}.box.low span{background:${SEVERITY_COLOR.low}}
#show-boxes:not(:checked)~.document .box{display:none}
#show-boxes{position:absolute;left:-9999px}
.toggle{cursor:pointer;user-select:none}.toggle::before{content:"\\2611  "}
#show-boxes:not(:checked)~.findings .toggle::before{content:"\\2610  "}
</style></head>
<body>
<input type="checkbox" id="show-boxes" checked>
<section class="findings">
<h1>Forensic analysis</h1>
<p>${escapeHtml(input.fileName)}<br><small>Analysed ${input.analysedAt.toISOString()}</small></p>
<p class="verdict">${escapeHtml(VERDICT_TEXT[result.verdict])}</p>
<p class="risk">Risk score: <span id="risk-score">${risk}</span>/100</p>
${result.summary ? `<p>${escapeHtml(result.summary)}</p>` : ''}
${numbered.length ? `<h2>Signals</h2><p><label for="show-boxes" class="toggle">Show the evidence boxes on the pages</label></p><ol class="signals">${signals}</ol>` : ''}
<h2>Checks</h2>
<table><tbody>
${checks}
</tbody></table>
<p><small>An absent signal means "not detected". Low signals are context, never a verdict on their own.</small></p>
</section>
<section class="document">${documentHtml}</section>
</body></html>
`;
}
