import { CREDIT_UNITS, type OperatorEvaluationView } from '../../../domain/evaluations';
import type { ExtractionCredentialView } from '../../../domain/results';
import { COURSE_FLAGS, type FieldErrors, type FormValues } from '../forms';
import { badge, html, Html, text, when } from '../html';
import { UI, type PageContext, layout, csrfField, actionForm, errorsOf, field, select, formErrors, targetLabel, caseLink, credentialSummary } from './layout';

/** The evaluation page: the output, the draft and the completion form. */

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
