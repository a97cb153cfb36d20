import type { OperatorCaseSummaryView, OperatorCaseView } from '../../domain/cases/operatorCases';
import { CREDIT_UNITS, type OperatorCombinedView, type OperatorEvaluationView, type TargetInstituteView } from '../../domain/evaluations';
import type { ExtractionCredentialView, ExtractionView, ForensicsView, TranslationView } from '../../domain/results';
import { PAGE_ZOOMS, type CredentialDocuments, type DocumentFile, type PageZoom } from '../../domain/results/documentPages';
import type { StoredEvidence, StoredExtraction } from '../../domain/results/stored';
import { COURSE_FLAGS, HAND_FIELDS, HAND_YEARS, type FieldErrors, type FormValues } from './forms';
import { badge, failure, html, Html, text, when, type Interpolation } from './html';
import type { Flash } from './session';

/*
 * The operator UI's pages, as functions of what the domain returned. Every value goes through
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
function actionForm(action: string, csrf: string, label: string, cls = ''): Html {
  return html`<form class="inline" method="post" action="${action}">${csrfField(csrf)}<button type="submit" class="${cls}">${label}</button></form>`;
}

function errorsOf(errors: FieldErrors, name: string): Html {
  const list = errors[name];
  if (list === undefined) return html``;
  return html`<div class="error" id="${errId(name)}">${list.join('; ')}</div>`;
}

function errId(name: string): string {
  return `err-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

interface FieldOpts {
  type?: 'text' | 'textarea' | 'password';
  hint?: string;
  wide?: boolean;
}

function field(label: string, name: string, values: FormValues, errors: FieldErrors, opts: FieldOpts = {}): Html {
  const id = fieldId(name);
  const invalid = errors[name] !== undefined;
  const described = invalid ? errId(name) : undefined;
  const control =
    opts.type === 'textarea'
      ? html`<textarea id="${id}" name="${name}" class="wide" aria-invalid="${invalid ? 'true' : 'false'}"${described === undefined ? '' : html` aria-describedby="${described}"`}>${values[name] ?? ''}</textarea>`
      : html`<input id="${id}" type="${opts.type ?? 'text'}" name="${name}" value="${values[name] ?? ''}" class="${opts.wide ? 'wide' : ''}" aria-invalid="${invalid ? 'true' : 'false'}"${described === undefined ? '' : html` aria-describedby="${described}"`}>`;
  return html`<div class="field${invalid ? ' invalid' : ''}"><label for="${id}">${label}</label>${control}${opts.hint === undefined ? '' : html`<small class="muted">${opts.hint}</small>`}${errorsOf(errors, name)}</div>`;
}

function select(label: string, name: string, options: { value: string; label: string }[], selected: string | undefined, errors: FieldErrors): Html {
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
function formErrors(errors: FieldErrors, fields: readonly string[]): Html {
  const rest = Object.entries(errors).filter(([k]) => !fields.includes(k));
  if (rest.length === 0) return html``;
  return html`<div class="flash flash-error" role="alert"><ul>${rest.map(([k, m]) => html`<li>${k === '' ? '' : html`<code>${k}</code>: `}${m.join('; ')}</li>`)}</ul></div>`;
}

const targetLabel = (t: { name: string } | null): string => (t === null ? 'General' : t.name);
const caseLink = (c: { id: string; caseNumber: number }) => html`<a href="${UI}/cases/${c.id}">Case ${c.caseNumber}</a>`;
const targetParam = (t: { id: string } | null): string => (t === null ? 'general' : t.id);

// ---------------------------------------------------------------------------------------------
// Sign-in and errors

export function signInPage(loginToken: string, error?: string, notice?: string): string {
  return layout(
    'Sign in',
    {},
    html`<section class="card">
<h1>Operator sign-in</h1>
<p>Sign in with an operator API key of your organization. The key is checked once; only the session is kept.</p>
${error === undefined ? '' : html`<div class="flash flash-error" role="alert">${error}</div>`}
${notice === undefined ? '' : html`<div class="flash flash-ok" role="status">${notice}</div>`}
<form method="post" action="${UI}/sign-in" autocomplete="off">
<input type="hidden" name="_login" value="${loginToken}">
<div class="field"><label for="f-apiKey">Operator API key</label><input id="f-apiKey" type="password" name="apiKey" class="wide" required autocomplete="off" spellcheck="false"></div>
<button type="submit">Sign in</button>
</form></section>`,
  );
}

export function errorPage(status: number, title: string, message: string, ctx: PageContext, signInLink = false): string {
  return layout(
    title,
    ctx,
    html`<h1>${title}</h1><div class="flash flash-error" role="alert">${message}</div>
<p>${signInLink ? html`<a href="${UI}/sign-in">Sign in</a>` : html`<a href="${UI}/cases">Back to the cases</a>`}</p><p class="muted">HTTP ${status}</p>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Cases

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

export interface CaseModel {
  c: OperatorCaseView;
  extraction: ExtractionView;
  forensics: ForensicsView;
  /** null when the case was never translated (the read side's 409). */
  translation: TranslationView | null;
  evaluations: OperatorEvaluationView[];
  targets: TargetInstituteView[];
  combined: OperatorCombinedView[];
}

function credentialSummary(x: ExtractionCredentialView | undefined): Html {
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

export function casePage(m: CaseModel, ctx: PageContext & { csrf: string }): string {
  const c = m.c;
  const fileNames = new Map(c.uploads.flatMap((u) => u.files.map((f) => [f.fileId, f.fileName] as const)));
  const targetOptions = [{ value: 'general', label: 'General (no target institute)' }, ...m.targets.map((t) => ({ value: t.id, label: t.name }))];
  const credentials = c.credentials.map((cred) => {
    const x = m.extraction.credentials.find((e) => e.credentialId === cred.credentialId);
    const evals = m.evaluations.filter((e) => e.credentialId === cred.credentialId);
    return html`<section class="card" aria-labelledby="cred-${cred.credentialId}">
<h3 id="cred-${cred.credentialId}">Credential <code>${cred.credentialId}</code> ${badge(cred.status)}${failure(cred.error)}</h3>
<p>${cred.credentialType} · ${cred.uploadId === null ? 'entered by hand' : html`from upload <code>${cred.uploadId}</code>`}</p>
${credentialSummary(x)}
${cred.uploadId === null ? '' : html`<p><a href="${UI}/cases/${c.id}/credentials/${cred.credentialId}/document">Show the document pages</a></p>`}
<h4>Evaluations</h4>
${
  evals.length === 0
    ? html`<p class="muted">No evaluations yet.</p>`
    : html`<table><thead><tr><th scope="col">Target</th><th scope="col">Status</th><th scope="col">Completed</th><th scope="col">Created</th><th scope="col"></th></tr></thead><tbody>${evals.map(
        (e) => html`<tr><td>${targetLabel(e.targetInstitute)}</td><td>${badge(e.status)}</td><td>${when(e.completedAt)}</td><td>${when(e.createdAt)}</td><td><a href="${UI}/evaluations/${e.id}">Open evaluation</a></td></tr>`,
      )}</tbody></table>`
}
${
  cred.credentialType === 'academic'
    ? html`<form method="post" action="${UI}/cases/${c.id}/evaluations" class="row">${csrfField(ctx.csrf)}<input type="hidden" name="credentialId" value="${cred.credentialId}">
${select('Evaluate for', 'targetInstituteId', targetOptions, 'general', {})}<div class="field"><button type="submit">Create evaluation</button></div></form>`
    : html`<p class="muted">Uncategorized credentials are not evaluated.</p>`
}
</section>`;
  });

  return layout(
    `Case ${c.caseNumber}`,
    ctx,
    html`<p><a href="${UI}/cases">← Cases</a></p>
<h1>Case ${c.caseNumber}</h1>
<section class="card"><dl class="facts">
<dt>Case ID</dt><dd><code>${c.id}</code></dd><dt>External ID</dt><dd>${text(c.externalId)}</dd><dt>Origin</dt><dd>${c.origin}</dd>
<dt>Status</dt><dd>${badge(c.status)}</dd><dt>Created</dt><dd>${when(c.createdAt)}</dd><dt>Updated</dt><dd>${when(c.updatedAt)}</dd>
<dt>Metadata</dt><dd>${Object.keys(c.metadata).length === 0 ? text(null) : Object.entries(c.metadata).map(([k, v]) => html`<code>${k}</code> = ${String(v)}<br>`)}</dd>
</dl></section>

<h2>Uploads and files</h2>
${
  c.uploads.length === 0
    ? html`<p class="muted">No uploads.</p>`
    : html`<table><thead><tr><th scope="col">Upload</th><th scope="col">Status</th><th scope="col">Features</th><th scope="col">Files</th><th scope="col">Created</th></tr></thead><tbody>${c.uploads.map(
        (u) => html`<tr><td><code>${u.uploadId}</code></td><td>${badge(u.status)}</td><td>${u.features.map((f) => html`${f.name} ${badge(f.status)}${failure(f.error)}<br>`)}${u.classify ? 'classification' : ''}</td>
<td>${u.files.map((f) => html`${f.fileName} <span class="muted mono">${f.fileId}</span><br>`)}</td><td>${when(u.createdAt)}</td></tr>`,
      )}</tbody></table>`
}

<h2>Credentials and evaluations</h2>
<p><a href="${UI}/cases/${c.id}/credentials/new">Add a credential by hand</a></p>
${c.credentials.length === 0 ? html`<p class="muted">No credentials yet.</p>` : credentials}

<h2>Combined equivalency</h2>
<table><thead><tr><th scope="col">Target</th><th scope="col">Status</th><th scope="col">Source</th><th scope="col">Pending credentials</th><th scope="col"></th></tr></thead><tbody>${m.combined.map(
      (x) => html`<tr><td>${targetLabel(x.targetInstitute)}</td><td>${badge(x.status)}${x.error === null ? '' : html` <span class="error">${x.error}</span>`}</td><td>${text(x.source)}</td>
<td>${x.pendingCredentialIds.length === 0 ? text(null) : x.pendingCredentialIds.map((id) => html`<code>${id}</code><br>`)}</td><td><a href="${UI}/cases/${c.id}/combined?target=${targetParam(x.targetInstitute)}">Open combined equivalency</a></td></tr>`,
    )}</tbody></table>

<h2>Forensics</h2>
${
  m.forensics.forensics.length === 0
    ? html`<p class="muted">No forensics requested.</p>`
    : html`<table><thead><tr><th scope="col">File</th><th scope="col">Status</th><th scope="col">Verdict</th><th scope="col">Document</th><th scope="col">Summary</th><th scope="col">Checks</th></tr></thead><tbody>${m.forensics.forensics.map(
        (f) => html`<tr><td>${fileNames.get(f.fileId) ?? ''} <span class="muted mono">${f.fileId}</span></td><td>${badge(f.status)}${failure(f.error)}</td><td>${f.verdict === null ? text(null) : badge(f.verdict)}</td><td>${text(f.documentName)}<br><span class="muted">${f.issuerName ?? ''}</span></td>
<td>${text(f.summary)}${f.topEvidence.length === 0 ? '' : html`<ul>${f.topEvidence.map((t) => html`<li>${t}</li>`)}</ul>`}</td>
<td>${f.checks.map((k) => html`${k.checkNumber}. ${k.title} ${badge(k.status)}<br>`)}</td></tr>`,
      )}</tbody></table>`
}

<h2>Translation</h2>
${
  m.translation === null
    ? html`<p class="muted">No translation requested.</p>`
    : html`<p>Status ${badge(m.translation.status)}</p><table><thead><tr><th scope="col">File</th><th scope="col">Status</th><th scope="col">Credential</th><th scope="col">Pages</th></tr></thead><tbody>${m.translation.files.map(
        (f) => html`<tr><td>${f.status === 'completed' ? html`<a href="${translationHref(m.c.id, f.fileId)}">${f.fileName}</a>` : f.fileName} <span class="muted mono">${f.fileId}</span></td><td>${badge(f.status)}${failure(f.error)}</td><td>${f.credentialId === null ? text(null) : html`<code>${f.credentialId}</code>`}</td><td>${f.htmlPages.length}</td></tr>`,
      )}</tbody></table><p class="muted">A completed translation opens as its translated rendering (PDF); partners read the same files through the partner API.</p>`
}`,
  );
}

export function handCredentialPage(c: { id: string; caseNumber: number }, values: FormValues, errors: FieldErrors, ctx: PageContext & { csrf: string }): string {
  const labels: Record<string, string> = {
    fullName: 'Full name', firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Date of birth',
    name: 'Name', country: 'Country', countryCode: 'Country code', state: 'State', stateCode: 'State code',
    level: 'Level', program: 'Program', majorOrSpecialization: 'Major or specialization', status: 'Status',
    registrationNumber: 'Registration number', programDuration: 'Program duration', dateOfIssue: 'Date of issue',
    cgpa: 'CGPA', totalCreditsOrMarks: 'Total credits or marks', yearOfAdmission: 'Year of admission', yearOfCompletion: 'Year of completion',
  };
  const sectionTitle = { candidate: 'Candidate', institution: 'Institution', qualification: 'Qualification' } as const;
  const names = ['credentialType', ...Object.entries(HAND_FIELDS).flatMap(([s, fs]) => fs.map((f) => `${s}.${f}`)), ...HAND_YEARS.map((f) => `qualification.${f}`)];
  return layout(
    `Add a credential · Case ${c.caseNumber}`,
    ctx,
    html`<p>${caseLink(c)}</p><h1>Add a credential by hand</h1>
<p>What you type is stored as the credential's extraction result; fields left empty read null.</p>
${formErrors(errors, names)}
<form method="post" action="${UI}/cases/${c.id}/credentials">${csrfField(ctx.csrf)}
<section class="card">${select('Credential type', 'credentialType', [{ value: 'academic', label: 'academic' }, { value: 'uncategorized', label: 'uncategorized' }], values.credentialType ?? 'academic', errors)}</section>
${(Object.keys(HAND_FIELDS) as (keyof typeof HAND_FIELDS)[]).map(
  (s) => html`<section class="card"><h2>${sectionTitle[s]}</h2><div class="row">${HAND_FIELDS[s].map((f) => field(`${sectionTitle[s]} ${labels[f]!.toLowerCase()}`, `${s}.${f}`, values, errors))}${
    s === 'qualification' ? HAND_YEARS.map((f) => field(labels[f]!, `qualification.${f}`, values, errors, { hint: 'four digits' })) : ''
  }</div></section>`,
)}
<button type="submit">Add credential</button>
</form>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Evaluations

export interface EvaluationModel {
  e: OperatorEvaluationView;
  c: { id: string; caseNumber: number };
  credential: ExtractionCredentialView | undefined;
  /** The grading-scale tables a draft can use. */
  scales: { id: string; name: string }[];
}

function outputView(e: OperatorEvaluationView): Html {
  const o = e.output;
  if (o === null) return html``;
  const q = o.equivalency;
  return html`<section class="card"><h2>${e.status === 'completed' ? 'Evaluated output' : 'Output of the last completion (hidden from partners until completed again)'}</h2>
<dl class="facts">
<dt>U.S. equivalency</dt><dd>${text(q.usEquivalency)}</dd><dt>Evaluated as</dt><dd>${text(q.evaluatedAs)}</dd><dt>Field of study</dt><dd>${text(q.fieldOfStudy)}</dd>
<dt>Statement</dt><dd>${text(q.statement)}</dd><dt>GPA (weighted)</dt><dd>${text(q.gpa.weighted)}</dd><dt>GPA (unweighted)</dt><dd>${text(q.gpa.unweighted)}</dd>
<dt>Total credits</dt><dd>${text(q.totalCredits)} ${q.creditUnit}</dd><dt>Disclaimer</dt><dd>${text(q.disclaimer)}</dd><dt>Note</dt><dd>${text(o.note)}</dd>
</dl>
<h3>Courses</h3>
${
  o.courses.length === 0
    ? html`<p class="muted">No courses.</p>`
    : html`<table><thead><tr><th scope="col">Course</th><th scope="col">Grade</th><th scope="col">Point</th><th scope="col">Credit</th><th scope="col">Flags</th></tr></thead><tbody>${o.courses.map(
        (k) => html`<tr><td>${text(k.courseName)} <span class="muted mono">${k.courseId}</span></td><td>${text(k.grade)}</td><td>${text(k.point)}</td><td>${text(k.credit)}</td><td>${[k.isRetaken ? 'retaken ' : '', k.isNonGradable ? 'non-gradable ' : '', k.isExcluded ? 'excluded' : '']}</td></tr>`,
      )}</tbody></table>`
}</section>`;
}

const COURSE_LABELS: Record<string, string> = { courseId: 'ID', courseName: 'name', grade: 'grade', point: 'point', credit: 'credit', isRetaken: 'retaken', isNonGradable: 'non-gradable', isExcluded: 'excluded' };

function courseRows(values: FormValues, errors: FieldErrors, rows: number): Html {
  const out: Html[] = [];
  for (let i = 0; i < rows; i++) {
    const name = (f: string) => `courses[${i}].${f}`;
    const cell = (f: string, size: string) => {
      const n = name(f);
      const invalid = errors[n] !== undefined;
      return html`<td class="${invalid ? 'invalid' : ''}"><input type="text" name="${n}" value="${values[n] ?? ''}" aria-label="Course ${i + 1} ${COURSE_LABELS[f]}" size="${size}"${invalid ? html` aria-invalid="true"` : ''}>${errorsOf(errors, n)}</td>`;
    };
    const rowErrors = Object.entries(errors).filter(([k]) => k === `courses[${i}]`);
    const og = values[name('originalGrade')];
    const oc = values[name('originalCredits')];
    const original = og === undefined && oc === undefined ? html`` : html`<input type="hidden" name="${name('originalGrade')}" value="${og ?? ''}"><input type="hidden" name="${name('originalCredits')}" value="${oc ?? ''}"><span class="original">${og ?? '—'} · ${oc ?? '—'} cr</span>`;
    out.push(html`<tr><th scope="row">${i + 1}</th>${cell('courseName', '28')}<td class="muted">${original}</td>${cell('grade', '5')}${cell('point', '5')}${cell('credit', '5')}${cell('courseId', '10')}
<td>${COURSE_FLAGS.map((f) => html`<label class="check"><input type="checkbox" name="${name(f)}"${values[name(f)] ? html` checked` : ''}> ${COURSE_LABELS[f]}</label>`)}${rowErrors.map(([, m]) => html`<div class="error">${m.join('; ')}</div>`)}</td></tr>`);
  }
  return html`${out}`;
}

function draftForm(base: string, scales: { id: string; name: string }[], csrf: string): Html {
  return html`<section class="card"><h2>Draft from extraction</h2>
<p class="muted">Fills the form below with the extracted courses converted through a grading-scale table; edit anything, then complete. What you change from the draft is recorded.</p>
<form method="post" action="${base}/draft" class="row">${csrfField(csrf)}${select('Grading scale', 'scaleId', [{ value: '', label: "Chosen from the credential's country" }, ...scales.map((g) => ({ value: g.id, label: g.name }))], '', {})}
<div class="field"><button type="submit">Draft from extraction</button></div></form></section>`;
}

function draftChangesView(e: OperatorEvaluationView): Html {
  if (e.draftChanges === null) return html``;
  return html`<section class="card"><h2>Changed from the draft</h2>${
    e.draftChanges.length === 0
      ? html`<p class="muted">Completed as drafted.</p>`
      : html`<table class="draft-changes"><thead><tr><th scope="col">Value</th><th scope="col">Draft</th><th scope="col">Completed</th></tr></thead><tbody>${e.draftChanges.map(
          (d) => html`<tr><td><code>${d.path}</code></td><td>${text(d.draft)}</td><td>${text(d.final)}</td></tr>`,
        )}</tbody></table>`
  }</section>`;
}

export function evaluationPage(m: EvaluationModel, form: { values: FormValues; errors: FieldErrors; rows: number }, ctx: PageContext & { csrf: string }): string {
  const { e, c } = m;
  const base = `${UI}/evaluations/${e.id}`;
  const { values, errors } = form;
  const eqFields = ['usEquivalency', 'evaluatedAs', 'fieldOfStudy', 'statement', 'gpa.weighted', 'gpa.unweighted', 'totalCredits', 'creditUnit', 'disclaimer'].map((f) => `equivalency.${f}`);
  const known = [...eqFields, 'note', ...Object.keys(errors).filter((k) => /^courses\[\d+\]/.test(k))];
  const completeForm =
    e.status === 'completed'
      ? html``
      : html`<section class="card"><h2>${e.output === null ? 'Complete the evaluation' : 'Correct and complete again'}</h2>
${formErrors(errors, known)}
<form method="post" action="${base}/complete">${csrfField(ctx.csrf)}<input type="hidden" name="rows" value="${form.rows}">
<h3>Equivalency</h3>
<div class="row">${field('U.S. equivalency', 'equivalency.usEquivalency', values, errors)}${field('Evaluated as', 'equivalency.evaluatedAs', values, errors)}${field('Field of study', 'equivalency.fieldOfStudy', values, errors)}</div>
${field('Statement', 'equivalency.statement', values, errors, { type: 'textarea' })}
<div class="row">${field('GPA (weighted)', 'equivalency.gpa.weighted', values, errors, { hint: 'a decimal, e.g. 3.65' })}${field('GPA (unweighted)', 'equivalency.gpa.unweighted', values, errors, { hint: 'a decimal, e.g. 3.50' })}
${field('Total credits', 'equivalency.totalCredits', values, errors)}${select('Credit unit', 'equivalency.creditUnit', [{ value: '', label: 'Choose…' }, ...CREDIT_UNITS.map((u) => ({ value: u, label: u }))], values['equivalency.creditUnit'] ?? '', errors)}</div>
${field('Disclaimer', 'equivalency.disclaimer', values, errors, { type: 'textarea', hint: 'optional; organization text starting with **' })}
${values.draftScale === undefined ? '' : html`<input type="hidden" name="draftScale" value="${values.draftScale}">`}
<h3>Courses</h3>
<p class="muted">Rows left empty are ignored. A course ID is generated when left empty.</p>
<table class="courses"><thead><tr><th scope="col">#</th><th scope="col">Course name</th><th scope="col">Original grade · credits</th><th scope="col">US grade</th><th scope="col">Point</th><th scope="col">Credit</th><th scope="col">Course ID</th><th scope="col">Flags</th></tr></thead>
<tbody>${courseRows(values, errors, form.rows)}</tbody></table>
<div class="actions"><button type="submit" name="action" value="add-rows" class="secondary">Add 3 course rows</button></div>
${field('Note', 'note', values, errors, { type: 'textarea' })}
<div class="actions"><button type="submit" name="action" value="complete">Complete evaluation</button></div>
</form></section>`;

  return layout(
    `Evaluation · Case ${c.caseNumber}`,
    ctx,
    html`<p>${caseLink(c)}</p>
<h1>Evaluation: ${targetLabel(e.targetInstitute)}</h1>
<section class="card"><dl class="facts">
<dt>Status</dt><dd>${badge(e.status)}</dd><dt>Evaluation ID</dt><dd><code>${e.id}</code></dd><dt>Credential</dt><dd><code>${e.credentialId}</code></dd>
<dt>Target</dt><dd>${targetLabel(e.targetInstitute)}</dd><dt>Created</dt><dd>${when(e.createdAt)}</dd><dt>Last completed</dt><dd>${when(e.completedAt)}</dd>
</dl>
<div class="actions">${e.status === 'queued' ? actionForm(`${base}/start`, ctx.csrf, 'Start processing') : ''}${e.status === 'completed' ? actionForm(`${base}/reopen`, ctx.csrf, 'Reopen', 'secondary') : ''}</div>
</section>
${outputView(e)}
${draftChangesView(e)}
${e.status === 'completed' ? '' : draftForm(base, m.scales, ctx.csrf)}
${values.draftScale === undefined ? '' : html`<p class="flash flash-ok" role="status">Drafted from the extraction with ${values.draftScale}.</p>`}
${completeForm}
<section class="card"><h2>The credential</h2>${credentialSummary(m.credential)}
${
  m.credential === undefined || m.credential.courses.length === 0
    ? ''
    : html`<h3>Extracted courses</h3><table><thead><tr><th scope="col">Course</th><th scope="col">Grade</th><th scope="col">Credits</th></tr></thead><tbody>${m.credential.courses.map(
        (k) => html`<tr><td>${text(k.courseName)} <span class="muted mono">${k.id}</span></td><td>${text(k.grade)}</td><td>${text(k.credit)}</td></tr>`,
      )}</tbody></table>`
}</section>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Combined equivalency

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

// ---------------------------------------------------------------------------------------------
// Target institutes

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

// ---------------------------------------------------------------------------------------------
// Document view: a credential's pages with the boxes the extraction read each value from

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
