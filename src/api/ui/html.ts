/*
 * HTML building for the operator UI: a tagged template that escapes every interpolated value
 * unless it is already markup made by this module (`Html`), so no template can forget to escape.
 */

/** Markup built by `html` (or trusted constant markup): interpolated without escaping. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type Interpolation = Html | string | number | boolean | null | undefined | readonly Interpolation[];

function render(v: Interpolation): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
}

/** `html\`<p>${value}</p>\``: values are escaped; arrays are joined; null, undefined and false render nothing. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new Html(out);
}

/** A value shown as text, or a muted dash for null/empty (decision "Extraction field types": nothing is invented). */
export function text(v: string | number | boolean | null | undefined): Html {
  if (v === null || v === undefined || v === '') return html`<span class="muted">—</span>`;
  return html`${String(v)}`;
}

/** An ISO date-time as `YYYY-MM-DD HH:MM UTC`. */
export function when(iso: string | null | undefined): Html {
  if (iso === null || iso === undefined) return text(null);
  return html`<time datetime="${iso}">${iso.replace('T', ' ').replace(/:\d{2}(\.\d+)?Z$/, ' UTC')}</time>`;
}

/** A status as a badge. */
export function badge(status: string): Html {
  return html`<span class="badge badge-${status.replace(/[^a-z_]/g, '')}">${status.replace(/_/g, ' ')}</span>`;
}

/** Why a stage failed, beside its badge (the API's optional `error`); nothing when it did not fail. */
export function failure(error: string | undefined): Html {
  if (error === undefined) return html``;
  return html` <span class="error stage-error">${error}</span>`;
}
