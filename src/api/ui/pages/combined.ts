import type { OperatorCombinedView, TargetInstituteView } from '../../../domain/evaluations';
import type { FieldErrors, FormValues } from '../forms';
import { badge, html, Html, text, when } from '../html';
import { UI, type PageContext, layout, csrfField, actionForm, errorsOf, fieldId, formErrors, targetLabel, caseLink, targetParam } from './layout';

/** The combined equivalency page of one target. */

export function combinedPage(
  m: { x: OperatorCombinedView; c: { id: string; caseNumber: number }; targets: TargetInstituteView[] },
  form: { values: FormValues; errors: FieldErrors; rows: number },
  ctx: PageContext & { csrf: string },
): string {
  const { x, c } = m;
  const target = targetParam(x.targetInstitute);
  const base = `${UI}/cases/${c.id}/combined`;
  const q = `?target=${encodeURIComponent(target)}`;
  const boxes: Html[] = [];
  for (let i = 0; i < form.rows; i++) {
    const n = `statements[${i}]`;
    boxes.push(html`<div class="field${form.errors[n] ? ' invalid' : ''}"><label for="${fieldId(n)}">Statement ${i + 1}</label><textarea id="${fieldId(n)}" name="${n}">${form.values[n] ?? ''}</textarea>${errorsOf(form.errors, n)}</div>`);
  }
  const known = Object.keys(form.errors).filter((k) => /^statements\[\d+\]$/.test(k));
  return layout(
    `Combined equivalency · Case ${c.caseNumber}`,
    ctx,
    html`<p>${caseLink(c)}</p>
<h1>Combined equivalency: ${targetLabel(x.targetInstitute)}</h1>
<nav aria-label="Targets" class="actions">Target: ${[{ id: 'general', name: 'General' }, ...m.targets].map((t) =>
      t.id === target ? html`<strong>${t.name}</strong>` : html`<a href="${base}?target=${encodeURIComponent(t.id)}">${t.name}</a>`,
    )}</nav>
<section class="card"><dl class="facts">
<dt>Status</dt><dd>${badge(x.status)}</dd><dt>Source</dt><dd>${text(x.source)}</dd><dt>Produced</dt><dd>${when(x.producedAt)}</dd>
${x.error === null ? '' : html`<dt>Production failed</dt><dd class="error">${x.error}</dd>`}
<dt>Pending credentials</dt><dd>${x.pendingCredentialIds.length === 0 ? text(null) : x.pendingCredentialIds.map((id) => html`<code>${id}</code><br>`)}</dd>
</dl>
<h2>Statements</h2>
${
  x.statements.length === 0
    ? html`<p class="muted">No statements.</p>`
    : html`<ol>${x.statements.map((s) => html`<li>${s.equivalency}${s.credentialIds.length === 0 ? html` <span class="muted">(written by hand)</span>` : html` <span class="muted">(from ${s.credentialIds.join(', ')})</span>`}</li>`)}</ol>`
}
<div class="actions">${actionForm(`${base}/produce${q}`, ctx.csrf, 'Ask the service to produce it')}</div>
</section>
<section class="card"><h2>Write statements by hand</h2>
<p class="muted">Empty boxes are ignored. Statements written by hand name no credentials; they stand until the evaluations for this target change.</p>
${formErrors(form.errors, known)}
<form method="post" action="${base}/write${q}">${csrfField(ctx.csrf)}<input type="hidden" name="rows" value="${form.rows}">
${boxes}
<div class="actions"><button type="submit" name="action" value="add-rows" class="secondary">Add 2 statement boxes</button><button type="submit" name="action" value="save">Save statements</button></div>
</form></section>`,
  );
}
