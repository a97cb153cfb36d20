import type { TargetInstituteView } from '../../../domain/evaluations';
import type { FieldErrors, FormValues } from '../forms';
import { html, when } from '../html';
import { UI, type PageContext, layout, csrfField, actionForm, field, formErrors } from './layout';

/** The target institutes page. */

export function targetsPage(
  targets: TargetInstituteView[],
  form: { values: FormValues; errors: FieldErrors; rowError?: { id: string; message: string; name?: string } },
  ctx: PageContext & { csrf: string },
): string {
  return layout(
    'Target institutes',
    ctx,
    html`<h1>Target institutes</h1>
<section class="card"><h2>New target institute</h2>
${formErrors(form.errors, ['name'])}
<form method="post" action="${UI}/target-institutes" class="row">${csrfField(ctx.csrf)}${field('Name', 'name', form.values, form.errors)}<div class="field"><button type="submit">Create target institute</button></div></form></section>
<table><thead><tr><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Rename</th><th scope="col">Delete</th></tr></thead><tbody>
${targets.length === 0 ? html`<tr><td colspan="4" class="muted">No target institutes yet.</td></tr>` : ''}
${targets.map((t) => {
  const err = form.rowError?.id === t.id ? form.rowError : undefined;
  return html`<tr><td>${t.name}${err === undefined ? '' : html`<div class="error" role="alert">${err.message}</div>`}</td><td>${when(t.createdAt)}</td>
<td><form method="post" action="${UI}/target-institutes/${t.id}/rename" class="row">${csrfField(ctx.csrf)}<input type="text" name="name" value="${err?.name ?? t.name}" aria-label="New name for ${t.name}"><button type="submit" class="secondary">Rename</button></form></td>
<td>${actionForm(`${UI}/target-institutes/${t.id}/delete`, ctx.csrf, 'Delete', 'danger')}</td></tr>`;
})}</tbody></table>`,
  );
}
