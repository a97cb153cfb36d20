import type { ExtractionCredentialView } from '../../../domain/results';
import type { FieldErrors, FormValues } from '../forms';
import { html, Html, type Interpolation, text } from '../html';
import type { Flash } from '../session';

/*
 * What the operator UI's pages share: the layout, the form fields and the links. Each page is a
 * module of its own beside this one (pages/<page>.ts), rendered by the route module of the same
 * name (routes/<page>.ts).
 *
 * The pages are functions of what the domain returned. Every value goes through
 * `html` (escaped); forms carry the session's CSRF token and post back to the UI, which redirects
 * (POST-redirect-GET) or, on a validation error, answers the same form with the domain's messages
 * next to the fields.
 */

export const UI = '/operator/ui';
export const STYLESHEET_PATH = `${UI}/static/ui.css`;

export interface PageContext {
  csrf?: string;
  flash?: Flash;
}

export function layout(title: string, ctx: PageContext, body: Interpolation): string {
  const nav =
    ctx.csrf === undefined
      ? html``
      : html`<nav aria-label="Main"><a href="${UI}/cases">Cases</a> <a href="${UI}/target-institutes">Target institutes</a></nav>
<form method="post" action="${UI}/sign-out">${csrfField(ctx.csrf)}<button type="submit">Sign out</button></form>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Operator</title><link rel="stylesheet" href="${STYLESHEET_PATH}"></head>
<body><header class="top"><span class="brand">Credential evaluation · Operator</span>${nav}</header>
<main>${flashBox(ctx.flash)}${body}</main></body></html>
`.value;
}

function flashBox(flash: Flash | undefined): Html {
  if (flash === undefined) return html``;
  return html`<div class="flash flash-${flash.kind}" role="${flash.kind === 'error' ? 'alert' : 'status'}">${flash.message}</div>`;
}

export function csrfField(csrf: string): Html {
  return html`<input type="hidden" name="_csrf" value="${csrf}">`;
}

/** A POST form with one button (an action on a resource). */
export function actionForm(action: string, csrf: string, label: string, cls = ''): Html {
  return html`<form class="inline" method="post" action="${action}">${csrfField(csrf)}<button type="submit" class="${cls}">${label}</button></form>`;
}

export function errorsOf(errors: FieldErrors, name: string): Html {
  const list = errors[name];
  if (list === undefined) return html``;
  return html`<div class="error" id="${errId(name)}">${list.join('; ')}</div>`;
}

function errId(name: string): string {
  return `err-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

interface FieldOpts {
  type?: 'text' | 'textarea' | 'password';
  hint?: string;
  wide?: boolean;
}

export function field(label: string, name: string, values: FormValues, errors: FieldErrors, opts: FieldOpts = {}): Html {
  const id = fieldId(name);
  const invalid = errors[name] !== undefined;
  const described = invalid ? errId(name) : undefined;
  const control =
    opts.type === 'textarea'
      ? html`<textarea id="${id}" name="${name}" class="wide" aria-invalid="${invalid ? 'true' : 'false'}"${described === undefined ? '' : html` aria-describedby="${described}"`}>${values[name] ?? ''}</textarea>`
      : html`<input id="${id}" type="${opts.type ?? 'text'}" name="${name}" value="${values[name] ?? ''}" class="${opts.wide ? 'wide' : ''}" aria-invalid="${invalid ? 'true' : 'false'}"${described === undefined ? '' : html` aria-describedby="${described}"`}>`;
  return html`<div class="field${invalid ? ' invalid' : ''}"><label for="${id}">${label}</label>${control}${opts.hint === undefined ? '' : html`<small class="muted">${opts.hint}</small>`}${errorsOf(errors, name)}</div>`;
}

export function select(label: string, name: string, options: { value: string; label: string }[], selected: string | undefined, errors: FieldErrors): Html {
  const id = fieldId(name);
  const invalid = errors[name] !== undefined;
  return html`<div class="field${invalid ? ' invalid' : ''}"><label for="${id}">${label}</label><select id="${id}" name="${name}">${options.map(
    (o) => html`<option value="${o.value}"${o.value === selected ? html` selected` : ''}>${o.label}</option>`,
  )}</select>${errorsOf(errors, name)}</div>`;
}

/** The translated rendering of a file, served to the signed-in operator (routes/document.ts). */
export function translationHref(caseId: string, fileId: string): string {
  return `${UI}/cases/${caseId}/files/${fileId}/translation`;
}

/** Messages of a failed action not tied to one field. */
export function formErrors(errors: FieldErrors, fields: readonly string[]): Html {
  const rest = Object.entries(errors).filter(([k]) => !fields.includes(k));
  if (rest.length === 0) return html``;
  return html`<div class="flash flash-error" role="alert"><ul>${rest.map(([k, m]) => html`<li>${k === '' ? '' : html`<code>${k}</code>: `}${m.join('; ')}</li>`)}</ul></div>`;
}

export const targetLabel = (t: { name: string } | null): string => (t === null ? 'General' : t.name);
export const caseLink = (c: { id: string; caseNumber: number }) => html`<a href="${UI}/cases/${c.id}">Case ${c.caseNumber}</a>`;
export const targetParam = (t: { id: string } | null): string => (t === null ? 'general' : t.id);

export function errorPage(status: number, title: string, message: string, ctx: PageContext, signInLink = false): string {
  return layout(
    title,
    ctx,
    html`<h1>${title}</h1><div class="flash flash-error" role="alert">${message}</div>
<p>${signInLink ? html`<a href="${UI}/sign-in">Sign in</a>` : html`<a href="${UI}/cases">Back to the cases</a>`}</p><p class="muted">HTTP ${status}</p>`,
  );
}

/** What the extraction read of a credential, in short (the case and evaluation pages). */
export function credentialSummary(x: ExtractionCredentialView | undefined): Html {
  if (x === undefined) return html`<p class="muted">No extraction data.</p>`;
  const q = x.qualification;
  return html`<dl class="facts">
<dt>Candidate</dt><dd>${text(x.candidate.fullName)}${x.candidate.dateOfBirth === null ? '' : html` (born ${x.candidate.dateOfBirth})`}</dd>
<dt>Institution</dt><dd>${text(x.institution.name)}${x.institution.country === null ? '' : html`, ${x.institution.country}`}</dd>
<dt>Qualification</dt><dd>${text(q.name)}${q.level === null ? '' : html` · ${q.level}`}${q.program === null ? '' : html` · ${q.program}`}</dd>
<dt>Years</dt><dd>${text(q.yearOfAdmission)} – ${text(q.yearOfCompletion)}</dd>
<dt>Language</dt><dd>${text(x.language)}</dd>
<dt>Extracted courses</dt><dd>${x.courses.length}</dd>
</dl>`;
}
