import type { OperatorCaseSummaryView } from '../../../domain/cases/operatorCases';
import { badge, html, text, when } from '../html';
import { UI, type PageContext, layout, csrfField, caseLink } from './layout';

/** The case list page. */

export interface CaseListModel {
  items: OperatorCaseSummaryView[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
}

export function caseListPage(m: CaseListModel, ctx: PageContext & { csrf: string }): string {
  const pages = Math.max(1, Math.ceil(m.total / m.pageSize));
  const link = (p: number) => `${UI}/cases?${new URLSearchParams({ ...(m.q === '' ? {} : { q: m.q }), page: String(p) }).toString()}`;
  return layout(
    'Cases',
    ctx,
    html`<h1>Cases</h1>
<section class="card"><div class="row">
<form method="get" action="${UI}/cases" class="row" role="search">
<div class="field"><label for="f-q">Case number, case ID or external ID</label><input id="f-q" type="search" name="q" value="${m.q}"></div>
<div class="field"><button type="submit">Search</button></div>
${m.q === '' ? '' : html`<div class="field"><a href="${UI}/cases">Show all</a></div>`}
</form>
<form method="post" action="${UI}/cases" class="field">${csrfField(ctx.csrf)}<button type="submit">Create a case</button></form>
</div></section>
<p>${m.total === 1 ? '1 case' : `${m.total} cases`}${m.q === '' ? '' : html` matching <strong>${m.q}</strong>`}, newest first.</p>
<table><thead><tr><th scope="col">Case number</th><th scope="col">External ID</th><th scope="col">Origin</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Updated</th></tr></thead>
<tbody>${m.items.length === 0 ? html`<tr><td colspan="6" class="muted">No cases.</td></tr>` : ''}${m.items.map(
      (c) => html`<tr><td>${caseLink(c)}</td><td>${text(c.externalId)}</td><td>${c.origin}</td><td>${badge(c.status)}</td><td>${when(c.createdAt)}</td><td>${when(c.updatedAt)}</td></tr>`,
    )}</tbody></table>
<nav class="pager" aria-label="Pages">${m.page > 1 ? html`<a href="${link(m.page - 1)}">← Newer</a>` : ''}<span>Page ${m.page} of ${pages}</span>${m.page < pages ? html`<a href="${link(m.page + 1)}">Older →</a>` : ''}</nav>`,
  );
}
