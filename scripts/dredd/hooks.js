/* Dredd hooks (Dredd loads them with its own `hooks` module; plain CommonJS on purpose).
 *
 * Dredd 14 alone does not hold response bodies to the spec, trips over `; charset=utf-8`, and
 * cannot build multipart bodies. These hooks:
 *   (a) set `transaction.expected.bodySchema` from the bundled spec, so every body is checked;
 *   (b) strip `; charset=utf-8` from the real content type before validation;
 *   (c) build multipart bodies for POST /cases;
 *   (d) send the API key that scripts/dredd/run.ts provisioned, and data it prepared.
 * A transaction that needs behaviour not built yet is skipped in SKIPS with its reason.
 */
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const hooks = require('hooks');
const { specTools, multipartBody, dropQuery } = require('./common');

const SPEC_FILE = process.env.DREDD_SPEC_FILE || path.resolve(__dirname, '../../generated/partner/openapi.yaml');
const spec = YAML.parse(fs.readFileSync(SPEC_FILE, 'utf8'));
const API_KEY = process.env.DREDD_API_KEY;
const fixtures = JSON.parse(process.env.DREDD_FIXTURES || '{}');
// Schema lookup and OpenAPI → JSON Schema, shared with operatorHooks.js.
const { findOperation, toJsonSchema, responseFor } = specTools(spec);

/**
 * Operations whose success transactions cannot pass yet, with the reason. Each later issue
 * removes the lines it makes true. Error transactions Dredd can exercise today are un-skipped
 * in UNSKIP below.
 */
const SKIPS = {};

/** Error responses that every build can already produce; Dredd skips non-2xx by default. */
const UNSKIP_STATUS = new Set(['401']);

/**
 * Error transactions of built operations that the hooks can provoke, each with how. `prepare`
 * rewrites the request; the response body is then checked against the error schema.
 */
const ERROR_CASES = {
  'getCase 404': (t) => replaceCaseId(t, '0123456789abcdef01234567'),
  'getCase 400': (t) => replaceCaseId(t, 'not-a-case-id'),
  'deleteCase 404': (t) => replaceCaseId(t, '0123456789abcdef01234567'),
  'deleteCase 403': (t) => replaceCaseId(t, fixtures.operatorCaseId),
  'listCases 400': (t) => {
    t.fullPath = t.fullPath.replace(/limit=\d+/, 'limit=0');
    t.request.uri = t.request.uri.replace(/limit=\d+/, 'limit=0');
  },
  // decision "Open paths and parameters": both selectors answer 400 on every results route (the examples carry both).
  'getCaseExtraction 400': () => undefined,
  'getCaseForensics 400': () => undefined,
  'getCaseTranslation 400': () => undefined,
  // decision "Open paths and parameters"/decision "Further open points": both selectors answer 400; an unknown case or target answers 404 (never 409).
  'getCaseEvaluation 400': (t) => {
    replaceCaseId(t, fixtures.reports.caseId);
    setQuery(t, `?uploadId=${fixtures.reports.credentialId}&credentialId=${fixtures.reports.credentialId}`);
  },
  'getCaseEvaluation 404': (t) => {
    dropQuery(t);
    replaceCaseId(t, '0123456789abcdef01234567');
  },
  'getCaseEvaluationCombined 400': (t) => {
    replaceCaseId(t, fixtures.reports.caseId);
    setQuery(t, '?targetInstituteId=not-an-id');
  },
  'getCaseEvaluationCombined 404': (t) => {
    replaceCaseId(t, fixtures.reports.caseId);
    setQuery(t, '?targetInstituteId=0123456789abcdef01234567');
  },
  'getCaseExtraction 404': (t) => {
    dropQuery(t);
    replaceCaseId(t, '0123456789abcdef01234567');
  },
  'getCaseForensics 404': (t) => {
    dropQuery(t);
    replaceCaseId(t, '0123456789abcdef01234567');
  },
  'getCaseTranslation 404': (t) => {
    dropQuery(t);
    replaceCaseId(t, '0123456789abcdef01234567');
  },
  'downloadCaseFile 404': (t) => replaceFileId(t, '0123456789abcdef01234567'),
  'downloadForensicsReport 404': (t) => replaceFileId(t, '0123456789abcdef01234567'),
  'getForensicsViewer 404': (t) => replaceFileId(t, '0123456789abcdef01234567'),
  'downloadTranslationPdf 404': (t) => replaceFileId(t, '0123456789abcdef01234567'),
  'createCase 400': (t) => setMultipart(t, { features: '["evaluation"]' }, [PDF_PART]),
  // Report downloads: the examples carry both evaluationId and credentialId (400); an unknown
  // case or evaluation is 404; the fixture case of the partner routes has no evaluation, so its
  // combined report is queued (409); a malformed target is 400.
  'downloadEvaluationReportPdf 400': () => undefined,
  'downloadEvaluationReportXlsx 400': () => undefined,
  'downloadEvaluationReportPdf 404': (t) => setQuery(t, '?evaluationId=0123456789abcdef01234567'),
  'downloadEvaluationReportXlsx 404': (t) => setQuery(t, '?evaluationId=0123456789abcdef01234567'),
  'downloadCombinedReportPdf 400': (t) => setQuery(t, '?targetInstituteId=not-a-target'),
  'downloadCombinedReportXlsx 400': (t) => setQuery(t, '?targetInstituteId=not-a-target'),
  'downloadCombinedReportPdf 404': (t) => setQuery(t, '?targetInstituteId=0123456789abcdef01234567'),
  'downloadCombinedReportXlsx 404': (t) => setQuery(t, '?targetInstituteId=0123456789abcdef01234567'),
  'downloadCombinedReportPdf 409': (t) => dropQuery(t),
  'downloadCombinedReportXlsx 409': (t) => dropQuery(t),
  'createCase 415': (t) => setMultipart(t, { externalId: `${fixtures.externalIdPrefix}-415` }, [{ name: 'notes.pdf', type: 'application/pdf', content: 'plain text, not a PDF' }]),
  'createCase 409': (t) => setMultipart(t, { externalId: fixtures.deletedExternalId }, [PDF_PART]),
  // decision "Webhooks": endpoints must be https:// (the spec example otherwise).
  'createWebhookConfig 400': (t) =>
    setJson(t, { endpoint: 'http://hooks.partner.example.org/credential-events', apiKey: 'whk_3b9f2c7a8d41e6f05a9c2b7e', audience: 'partner' }),
  'getWebhookConfig 404': (t) => replaceWebhookConfigId(t, '0123456789abcdef01234567'),
  'getWebhookConfig 400': (t) => replaceWebhookConfigId(t, 'not-a-config-id'),
  'deleteWebhookConfig 404': (t) => replaceWebhookConfigId(t, '0123456789abcdef01234567'),
  'deleteWebhookConfig 400': (t) => replaceWebhookConfigId(t, 'not-a-config-id'),
};

const PDF_PART = { name: 'transcript.pdf', type: 'application/pdf', content: '%PDF-1.4\n% transcript\n' };

const RESULT_ROUTES = new Set(['getCaseExtraction', 'getCaseForensics', 'getCaseTranslation']);

/**
 * The evaluation routes and report downloads: their success transactions read the fixture case
 * with a completed evaluation and combined equivalency (scripts/dredd/run.ts reportFixtures).
 */
const REPORT_QUERIES = {
  getCaseEvaluation: () => `?credentialId=${fixtures.reports.credentialId}`,
  getCaseEvaluationCombined: () => '',
  downloadEvaluationReportPdf: () => `?evaluationId=${fixtures.reports.evaluationId}`,
  downloadEvaluationReportXlsx: () => `?credentialId=${fixtures.reports.credentialId}`,
  downloadCombinedReportPdf: () => '',
  downloadCombinedReportXlsx: () => '',
};

function setQuery(t, query) {
  dropQuery(t);
  t.fullPath += query;
  t.request.uri += query;
}

function replaceFileId(t, id) {
  t.fullPath = t.fullPath.replace('65a1f0c2e4b0a1b2c3d4e5fa', id);
  t.request.uri = t.request.uri.replace('65a1f0c2e4b0a1b2c3d4e5fa', id);
  t.fileIdSet = true;
}

/** The examples send both selectors, which decision "Open paths and parameters" answers with 400; success transactions send none. */

function replaceCaseId(t, id) {
  t.fullPath = t.fullPath.replace('65a1f0c2e4b0a1b2c3d4e5f6', id);
  t.request.uri = t.request.uri.replace('65a1f0c2e4b0a1b2c3d4e5f6', id);
  t.caseIdSet = true;
}

/** The webhook config id of the spec examples names nothing; fixtures hold real ones. */
function replaceWebhookConfigId(t, id) {
  t.fullPath = t.fullPath.replace('65a1f3d8e4b0a1b2c3d4e701', id);
  t.request.uri = t.request.uri.replace('65a1f3d8e4b0a1b2c3d4e701', id);
  t.webhookConfigIdSet = true;
}

function setJson(t, body) {
  t.request.body = JSON.stringify(body);
  t.request.headers['Content-Type'] = 'application/json';
}

function setMultipart(t, fields, files) {
  const { boundary, body } = multipartBody(fields, files);
  t.request.headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
  delete t.request.headers['Idempotency-Key'];
  t.request.body = body;
}

hooks.beforeEach((transaction, done) => {
  const found = findOperation(transaction);
  if (!found) {
    transaction.fail = `no operation in the spec for ${transaction.request.method} ${transaction.request.uri}`;
    return done();
  }
  const { operationId } = found.operation;
  const status = String(transaction.expected.statusCode);
  transaction.operationId = operationId;

  if (status.startsWith('2')) {
    const expectedType = transaction.expected.headers && transaction.expected.headers['Content-Type'];
    if (operationId === 'downloadCaseFile' && expectedType && expectedType !== 'application/pdf') {
      // One transaction per declared media type; the fixture document is a PDF.
      transaction.skip = true;
      return done();
    }
    if (SKIPS[operationId]) {
      transaction.skip = true;
      hooks.log(`skip ${operationId} ${status}: ${SKIPS[operationId]}`);
      return done();
    }
    transaction.skip = false;
  } else if (UNSKIP_STATUS.has(status)) {
    transaction.skip = false;
  } else if (ERROR_CASES[`${operationId} ${status}`]) {
    transaction.skip = false;
    ERROR_CASES[`${operationId} ${status}`](transaction);
  } else {
    // Dredd 14 runs OpenAPI 3 error transactions too, but it cannot provoke most of them (a 409
    // needs prior state, a 500 a fault); those are covered by the mocha integration tests.
    transaction.skip = true;
    return done();
  }

  // (d) authentication: the 401 transactions are exactly the ones sent without a key.
  delete transaction.request.headers['x-api-key'];
  delete transaction.request.headers['Authorization'];
  if (status !== '401') transaction.request.headers['x-api-key'] = API_KEY;

  if (REPORT_QUERIES[operationId] && status === '200') {
    replaceCaseId(transaction, fixtures.reports.caseId);
    setQuery(transaction, REPORT_QUERIES[operationId]());
  }

  // Path ids: real fixture ids that scripts/dredd/run.ts prepared (the example id names nothing).
  const caseId = operationId === 'deleteCase' && status === '204' ? fixtures.deleteCaseId : fixtures.caseId;
  if (caseId && !transaction.caseIdSet) replaceCaseId(transaction, caseId);
  if (fixtures.fileId && !transaction.fileIdSet) replaceFileId(transaction, fixtures.fileId);
  const webhookConfigId = operationId === 'deleteWebhookConfig' && status === '204' ? fixtures.deleteWebhookConfigId : fixtures.webhookConfigId;
  if (webhookConfigId && !transaction.webhookConfigIdSet) replaceWebhookConfigId(transaction, webhookConfigId);
  if (RESULT_ROUTES.has(operationId) && status === '200') dropQuery(transaction);

  // (c) POST /cases is multipart; Dredd cannot build that body from the spec.
  if (operationId === 'createCase' && status === '202') {
    setMultipart(
      transaction,
      { externalId: `${fixtures.externalIdPrefix}-created`, features: '["extraction","forensics","translation"]', classify: 'true', metadata: '{"source":"dredd"}' },
      [PDF_PART, { name: 'diploma.pdf', type: 'application/pdf', content: '%PDF-1.4\n% diploma\n' }],
    );
  }

  // (a) hold the body to the schema of this status.
  const response = responseFor(found, status);
  const media = response && response.content && response.content['application/json'];
  if (media && media.schema) {
    transaction.expected.bodySchema = JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...toJsonSchema(media.schema) });
  }
  done();
});

// (b) Dredd compares content types literally.
hooks.beforeEachValidation((transaction, done) => {
  const headers = transaction.real && transaction.real.headers;
  if (headers && typeof headers['content-type'] === 'string') {
    headers['content-type'] = headers['content-type'].replace(/;\s*charset=utf-8/i, '');
  }
  // Dredd compares a text/html body with the example literally; the viewer page is checked for
  // what the spec promises instead (a self-contained page: HTML, no scripts), then compared equal.
  if (transaction.operationId === 'getForensicsViewer' && String(transaction.expected.statusCode) === '200') {
    const body = String(transaction.real.body || '');
    if (!/<html[\s>]/i.test(body)) transaction.fail = 'viewer page is not an HTML document';
    else if (/<script[\s>]/i.test(body)) transaction.fail = 'viewer page contains a script';
    else transaction.real.body = transaction.expected.body;
  }
  done();
});


