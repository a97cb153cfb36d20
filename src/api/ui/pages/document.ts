import { type CredentialDocuments, type DocumentFile, PAGE_ZOOMS, type PageZoom } from '../../../domain/results/documentPages';
import type { StoredEvidence, StoredExtraction } from '../../../domain/results/stored';
import { html, Html, type Interpolation, text } from '../html';
import { UI, type PageContext, layout, translationHref, caseLink } from './layout';

/** The document view: a credential's pages with the boxes the extraction read each value from. */

export interface DocumentView {
  file: DocumentFile;
  page: number;
  zoom: PageZoom;
  pageCount: number | null;
  width: number;
  height: number;
}

/** The id of a value's box on the page (an anchor target: selecting the value highlights its box). */
function boxId(kind: 'f' | 'c', key: string): string {
  return `box-${kind}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function valueAt(x: StoredExtraction | null, fieldPath: string): unknown {
  let v: unknown = x;
  for (const part of fieldPath.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

export function documentPage(d: CredentialDocuments, v: DocumentView | null, ctx: PageContext & { csrf: string }): string {
  const c = { id: d.caseId, caseNumber: d.caseNumber };
  const base = `${UI}/cases/${d.caseId}/credentials/${d.credentialId}/document`;
  const at = (file: string, page: number, zoom: number, anchor = '') => `${base}?${new URLSearchParams({ file, page: String(page), zoom: String(zoom) }).toString()}${anchor}`;
  const fallbackFile = v?.file.fileId ?? '';
  const here = (e: StoredEvidence) => v !== null && (e.fileId === null || e.fileId === v.file.fileId) && e.page === v.page;
  const linkTo = (e: StoredEvidence, id: string, label: Interpolation) =>
    html`<a class="prov" href="${at(e.fileId ?? fallbackFile, e.page, v?.zoom ?? 100, `#${id}`)}">${label}</a>`;

  const fields = Object.entries(d.provenance.fields).map(([path, e]) => {
    const value = valueAt(d.extraction, path);
    return html`<dt>${path}</dt><dd>${linkTo(e, boxId('f', path), text(typeof value === 'object' ? null : (value as string | number | boolean | null | undefined)))} <span class="muted">p. ${e.page}</span></dd>`;
  });
  const courses = (d.extraction?.courses ?? []).map((k) => {
    const p = d.provenance.courses[k.id];
    const label = html`${text(k.courseName)}`;
    return html`<tr><td>${p === undefined ? label : linkTo(p.row, boxId('c', k.id), label)}</td><td>${text(k.grade)}</td><td>${text(k.credit)}</td><td>${p === undefined ? text(null) : html`p. ${p.row.page}`}</td></tr>`;
  });

  const boxes: Html[] = [];
  if (v !== null) {
    for (const [path, e] of Object.entries(d.provenance.fields)) if (here(e)) boxes.push(rect(e, boxId('f', path), path));
    for (const [id, k] of Object.entries(d.provenance.courses)) if (here(k.row)) boxes.push(rect(k.row, boxId('c', id), 'course row'));
  }
  // Signal boxes are fractions of the page: scaled to the page's size in points.
  const signalBoxes: Html[] = [];
  if (v !== null) {
    const pw = (v.width * 100) / v.zoom;
    const ph = (v.height * 100) / v.zoom;
    for (const sig of d.signals.filter((x) => x.fileId === v.file.fileId))
      for (const b of sig.boxes.filter((x) => x.page === v.page))
        signalBoxes.push(
          html`<rect class="signal signal-${sig.severity}" x="${b.x * pw}" y="${b.y * ph}" width="${b.width * pw}" height="${b.height * ph}"><title>Check ${sig.checkNumber}: ${sig.message}</title></rect>`,
        );
  }

  const viewer =
    v === null
      ? html`<p class="muted">This credential has no PDF document to show.</p>`
      : html`<nav class="actions" aria-label="Files">File: ${d.files.map((f) => (f.fileId === v.file.fileId ? html`<strong>${f.fileName}</strong>` : html`<a href="${at(f.fileId, 1, v.zoom)}">${f.fileName}</a>`))}</nav>
<nav class="actions" aria-label="Pages">${v.page > 1 ? html`<a href="${at(v.file.fileId, v.page - 1, v.zoom)}">← Previous page</a>` : ''}<span>Page ${v.page}${v.pageCount === null ? '' : ` of ${v.pageCount}`}</span>${
          v.pageCount === null || v.page < v.pageCount ? html`<a href="${at(v.file.fileId, v.page + 1, v.zoom)}">Next page →</a>` : ''
        }</nav>
<nav class="actions" aria-label="Zoom">Zoom: ${PAGE_ZOOMS.map((z) => (z === v.zoom ? html`<strong>${z}%</strong>` : html`<a href="${at(v.file.fileId, v.page, z)}">${z}%</a>`))}</nav>
<nav class="actions" aria-label="Translation"><a href="${translationHref(d.caseId, v.file.fileId)}">Translated rendering of ${v.file.fileName} (PDF)</a></nav>
${signalBoxes.length === 0 ? html`<p class="muted">No forensics signals located on this page.</p>` : ''}<input type="checkbox" id="show-signals" class="toggle"${signalBoxes.length === 0 ? html` disabled` : ''}><label for="show-signals" class="check"> Show forensics signals (${signalBoxes.length})</label>
<div class="pageview"><svg class="page" xmlns="http://www.w3.org/2000/svg" width="${v.width}" height="${v.height}" viewBox="0 0 ${(v.width * 100) / v.zoom} ${(v.height * 100) / v.zoom}" role="img" aria-label="Page ${v.page} of ${v.file.fileName}">
<image href="${UI}/cases/${d.caseId}/files/${v.file.fileId}/page?page=${v.page}&amp;zoom=${v.zoom}" x="0" y="0" width="${(v.width * 100) / v.zoom}" height="${(v.height * 100) / v.zoom}"/>
${signalBoxes}${boxes}</svg></div>`;

  return layout(
    `Documents · Case ${d.caseNumber}`,
    ctx,
    html`<p>${caseLink(c)}</p>
<h1>Credential <code>${d.credentialId}</code>: documents</h1>
<p class="muted">Select a value to highlight where it was read on the page.</p>
<div class="workbench"><div>${viewer}</div>
<section class="card values"><h2>Extracted values</h2>${fields.length === 0 ? html`<p class="muted">The extraction recorded no locations.</p>` : html`<dl class="facts">${fields}</dl>`}
<h3>Courses</h3>${courses.length === 0 ? html`<p class="muted">No courses.</p>` : html`<table><thead><tr><th scope="col">Course</th><th scope="col">Grade</th><th scope="col">Credit</th><th scope="col">Page</th></tr></thead><tbody>${courses}</tbody></table>`}
</section></div>`,
  );
}

function rect(e: StoredEvidence, id: string, label: string): Html {
  const b = e.box;
  return html`<rect class="prov" id="${id}" x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}"><title>${label}</title></rect>`;
}
