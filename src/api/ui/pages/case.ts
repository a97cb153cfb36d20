import type { OperatorCaseView } from '../../../domain/cases/operatorCases';
import type { OperatorCombinedView, OperatorEvaluationView, TargetInstituteView } from '../../../domain/evaluations';
import type { ExtractionView, ForensicsView, TranslationView } from '../../../domain/results';
import { type FieldErrors, type FormValues, HAND_FIELDS, HAND_YEARS } from '../forms';
import { badge, failure, html, text, when } from '../html';
import { UI, type PageContext, layout, csrfField, field, select, translationHref, formErrors, targetLabel, caseLink, targetParam, credentialSummary } from './layout';

/** The case page and the form of a credential entered by hand. */

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
