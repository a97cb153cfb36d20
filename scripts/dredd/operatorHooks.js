/* Dredd hooks of the operator spec (generated/operator/openapi.yaml, /operator/v1). Loaded by
 * scripts/dredd/run.ts for the second Dredd run, with the operator key and the fixtures it made
 * (DREDD_API_KEY, DREDD_PARTNER_KEY, DREDD_FIXTURES). As for the partner hooks (hooks.js): every
 * body is held to its schema, `; charset=utf-8` is stripped, multipart bodies are built here, and
 * a transaction is skipped only with its reason.
 */
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const hooks = require('hooks');
const { specTools, multipartBody, replaceInPath, dropQuery } = require('./common');

const SPEC_FILE = process.env.DREDD_SPEC_FILE || path.resolve(__dirname, '../../generated/operator/openapi.yaml');
const spec = YAML.parse(fs.readFileSync(SPEC_FILE, 'utf8'));
const { findOperation, expectBodySchema } = specTools(spec);
const API_KEY = process.env.DREDD_API_KEY;
const PARTNER_KEY = process.env.DREDD_PARTNER_KEY;
const fixtures = JSON.parse(process.env.DREDD_FIXTURES || '{}');

/** The example ids of the spec's path parameters, which name nothing on the server. */
const EXAMPLE = {
  caseId: '65a1f0c2e4b0a1b2c3d4e5f6',
  uploadId: '65a1f0c2e4b0a1b2c3d4e5f7',
  targetInstituteId: '65a1f1b4e4b0a1b2c3d4e5a1',
  evaluationId: '65a1f2a0e4b0a1b2c3d4e601',
};
const UNKNOWN_ID = '0123456789abcdef01234567';

/** The evaluation operations (helper E's handlers). Without their fixtures (run.ts got 501) they are skipped. */
const EVALUATION_OPERATIONS = new Set([
  'listTargetInstitutes',
  'createTargetInstitute',
  'getTargetInstitute',
  'updateTargetInstitute',
  'deleteTargetInstitute',
  'listCaseEvaluations',
  'createEvaluation',
  'getEvaluation',
  'startEvaluation',
  'completeEvaluation',
  'reopenEvaluation',
  'draftEvaluation',
  'getOperatorCombined',
  'produceCombined',
  'writeCombined',
]);

/** Operations whose success transactions cannot pass, with the reason. */
const SKIPS = {};
if (!fixtures.evaluations) {
  for (const op of EVALUATION_OPERATIONS) SKIPS[op] = 'evaluation handlers answer 501 (not implemented yet), so run.ts could not make their fixtures';
}

const PDF_PART = { name: 'transcript.pdf', type: 'application/pdf', content: '%PDF-1.4\n% transcript\n' };

const setCase = (id) => (t) => replaceInPath(t, EXAMPLE.caseId, id);
const unknownCase = (t) => {
  dropQuery(t);
  replaceInPath(t, EXAMPLE.caseId, UNKNOWN_ID);
};
function setJson(t, body) {
  t.request.headers['Content-Type'] = 'application/json';
  t.request.body = JSON.stringify(body);
}
function setMultipart(t, fields, files) {
  const { boundary, body } = multipartBody(fields, files);
  t.request.headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
  t.request.body = body;
}

/**
 * Per operation and status: how to make the request (path ids, body). Success transactions of
 * every operation are here; error transactions only where the hooks can provoke them (others
 * need a fault or a state Dredd cannot build and are covered by test/integration/operatorApi.test.ts).
 */
const PREPARE = {
  'listOperatorCases 200': () => undefined,
  'listOperatorCases 400': (t) => replaceInPath(t, 'limit=20', 'limit=0'),
  'createOperatorCase 201': () => undefined,
  'createOperatorCase 400': (t) => setJson(t, { externalId: 'not-for-operator-cases' }),
  'getOperatorCase 200': (t) => setCase(fixtures.caseId)(t),
  'getOperatorCase 400': (t) => replaceInPath(t, EXAMPLE.caseId, 'not-a-case'),
  'getOperatorCase 404': unknownCase,
  'deleteOperatorCase 204': (t) => setCase(fixtures.deleteCaseId)(t),
  'deleteOperatorCase 404': unknownCase,
  'createOperatorUpload 202': (t) => {
    setCase(fixtures.operatorCaseId)(t);
    // Not translation: getOperatorTranslation 409 reads this case as never translated.
    setMultipart(t, { features: '["extraction","forensics"]', classify: 'true' }, [PDF_PART]);
  },
  'createOperatorUpload 400': (t) => {
    setCase(fixtures.operatorCaseId)(t);
    setMultipart(t, { features: '["evaluation"]' }, [PDF_PART]);
  },
  'createOperatorUpload 404': (t) => {
    unknownCase(t);
    setMultipart(t, {}, [PDF_PART]);
  },
  'createOperatorUpload 415': (t) => {
    setCase(fixtures.operatorCaseId)(t);
    setMultipart(t, {}, [{ name: 'notes.pdf', type: 'application/pdf', content: 'plain text, not a PDF' }]);
  },
  'addOperatorCredential 201': (t) => setCase(fixtures.operatorCaseId)(t),
  'addOperatorCredential 400': (t) => {
    setCase(fixtures.operatorCaseId)(t);
    setJson(t, { credentialType: 'diploma' });
  },
  'addOperatorCredential 404': unknownCase,
  'addOperatorCredential 415': (t) => {
    setCase(fixtures.operatorCaseId)(t);
    t.request.headers['Content-Type'] = 'text/plain';
    t.request.body = 'academic';
  },
  'startOperatorFeature 202': (t) => {
    setCase(fixtures.caseId)(t);
    replaceInPath(t, EXAMPLE.uploadId, fixtures.uploadId);
  },
  'startOperatorFeature 400': (t) => {
    setCase(fixtures.caseId)(t);
    replaceInPath(t, EXAMPLE.uploadId, fixtures.uploadId);
    setJson(t, { feature: 'evaluation' });
  },
  'startOperatorFeature 404': (t) => setCase(fixtures.caseId)(t),
  'getOperatorExtraction 200': (t) => {
    dropQuery(t);
    setCase(fixtures.caseId)(t);
  },
  'getOperatorForensics 200': (t) => {
    dropQuery(t);
    setCase(fixtures.caseId)(t);
  },
  'getOperatorTranslation 200': (t) => {
    dropQuery(t);
    setCase(fixtures.caseId)(t);
  },
  // decision "Open paths and parameters": both selectors answer 400 (the examples carry both).
  'getOperatorExtraction 400': (t) => setCase(fixtures.caseId)(t),
  'getOperatorForensics 400': (t) => setCase(fixtures.caseId)(t),
  'getOperatorTranslation 400': (t) => setCase(fixtures.caseId)(t),
  'getOperatorExtraction 404': unknownCase,
  'getOperatorForensics 404': unknownCase,
  'getOperatorTranslation 404': unknownCase,
  'getOperatorTranslation 409': (t) => {
    dropQuery(t);
    setCase(fixtures.operatorCaseId)(t);
  },
};

if (fixtures.evaluations) {
  const e = fixtures.evaluations;
  const setTarget = (id) => (t) => replaceInPath(t, EXAMPLE.targetInstituteId, id);
  const setEvaluation = (id) => (t) => replaceInPath(t, EXAMPLE.evaluationId, id);
  Object.assign(PREPARE, {
    'listTargetInstitutes 200': () => undefined,
    'createTargetInstitute 201': () => undefined,
    'createTargetInstitute 400': (t) => setJson(t, { name: '' }),
    'getTargetInstitute 200': setTarget(e.targetInstituteId),
    'getTargetInstitute 404': setTarget(UNKNOWN_ID),
    'updateTargetInstitute 200': setTarget(e.targetInstituteId),
    'updateTargetInstitute 404': setTarget(UNKNOWN_ID),
    'deleteTargetInstitute 204': setTarget(e.deleteTargetInstituteId),
    'deleteTargetInstitute 404': setTarget(UNKNOWN_ID),
    'listCaseEvaluations 200': setCase(e.caseId),
    'listCaseEvaluations 404': unknownCase,
    'createEvaluation 201': (t) => {
      setCase(e.caseId)(t);
      setJson(t, { credentialId: e.credentialId, targetInstituteId: null });
    },
    'createEvaluation 404': (t) => {
      setCase(e.caseId)(t);
      setJson(t, { credentialId: UNKNOWN_ID, targetInstituteId: null });
    },
    'getEvaluation 200': setEvaluation(e.evaluationId),
    'getEvaluation 404': setEvaluation(UNKNOWN_ID),
    'startEvaluation 200': setEvaluation(e.startEvaluationId),
    'startEvaluation 404': setEvaluation(UNKNOWN_ID),
    'startEvaluation 409': setEvaluation(e.completedEvaluationId),
    'completeEvaluation 200': setEvaluation(e.completeEvaluationId),
    'completeEvaluation 404': setEvaluation(UNKNOWN_ID),
    'reopenEvaluation 200': setEvaluation(e.reopenEvaluationId),
    'reopenEvaluation 404': setEvaluation(UNKNOWN_ID),
    'reopenEvaluation 409': setEvaluation(e.evaluationId),
    // A hand-entered credential's evaluation: drafted from its stored data (no courses, no table).
    'draftEvaluation 200': (t) => {
      setEvaluation(e.startEvaluationId)(t);
      setJson(t, {});
    },
    'draftEvaluation 404': setEvaluation(UNKNOWN_ID),
    'draftEvaluation 409': setEvaluation(e.completedEvaluationId),
    'getOperatorCombined 200': (t) => {
      dropQuery(t);
      setCase(e.combinedCaseId)(t);
    },
    'getOperatorCombined 404': (t) => setCase(e.combinedCaseId)(t),
    'produceCombined 202': (t) => {
      dropQuery(t);
      setCase(e.combinedCaseId)(t);
    },
    'writeCombined 200': (t) => {
      dropQuery(t);
      setCase(e.combinedCaseId)(t);
    },
  });
}

// Grading scales need no fixtures: the tables ship with the service.
Object.assign(PREPARE, {
  'listGradingScales 200': () => undefined,
  'convertGrades 200': () => undefined,
  'convertGrades 404': (t) => replaceInPath(t, '/grading-scales/de-1-5/', '/grading-scales/xx-9/'),
});

hooks.beforeEach((transaction, done) => {
  const found = findOperation(transaction);
  if (!found) {
    transaction.fail = `no operation in the spec for ${transaction.request.method} ${transaction.request.uri}`;
    return done();
  }
  const { operationId } = found.operation;
  const status = String(transaction.expected.statusCode);
  transaction.operationId = operationId;
  const key = `${operationId} ${status}`;

  if (SKIPS[operationId]) {
    transaction.skip = true;
    if (status.startsWith('2')) hooks.log(`skip ${key}: ${SKIPS[operationId]}`);
    return done();
  }
  // Authentication: 401 without a key; 403 with a partner key (not an operator key, decision "Processes and configuration");
  // everything else with the operator key. Any route can answer those two.
  delete transaction.request.headers['x-api-key'];
  delete transaction.request.headers['Authorization'];
  if (status === '401' || status === '403') {
    transaction.skip = false;
    if (status === '403') transaction.request.headers['x-api-key'] = PARTNER_KEY;
    const prepare = PREPARE[`${operationId} ${status.startsWith('2') ? status : Object.keys(found.operation.responses).find((s) => s.startsWith('2'))}`];
    if (prepare) prepare(transaction);
  } else if (PREPARE[key]) {
    transaction.skip = false;
    transaction.request.headers['x-api-key'] = API_KEY;
    PREPARE[key](transaction);
  } else {
    if (status.startsWith('2')) {
      transaction.fail = `no fixture for ${key}: add it to PREPARE or SKIPS with a reason`;
      return done();
    }
    transaction.skip = true;
    return done();
  }
  expectBodySchema(transaction, found, status);
  done();
});

// Dredd compares content types literally.
hooks.beforeEachValidation((transaction, done) => {
  const headers = transaction.real && transaction.real.headers;
  if (headers && typeof headers['content-type'] === 'string') {
    headers['content-type'] = headers['content-type'].replace(/;\s*charset=utf-8/i, '');
  }
  done();
});
