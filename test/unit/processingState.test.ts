import { expect } from 'chai';
import type { StageStatus } from '../../src/domain/cases/types';
import { featureStatus } from '../../src/domain/processing/featureStatus';
import { boundedString, toStoredExtraction, toStoredForensics } from '../../src/domain/results/stored';
import { createLogger } from '../../src/log';
import { deadlineMs, readableError, runStage, StageTimeout } from '../../src/jobs/processing/runStage';
import type { JobMeta } from '../../src/jobs/queues';
import { ProcessingError } from '../../src/processing/types';
import { parseSelector } from '../../src/domain/results/selectors';
import { ValidationError } from '../../src/domain/errors';

describe('processing stage state', () => {
  describe('featureStatus(items) (decision "Status values" feature aggregate)', () => {
    const cases: [string, StageStatus[], StageStatus][] = [
      ['no item: nothing could be produced', [], 'failed'],
      ['one queued', ['queued'], 'queued'],
      ['all queued', ['queued', 'queued', 'queued'], 'queued'],
      ['one processing', ['processing'], 'processing'],
      ['one started, others queued', ['processing', 'queued', 'queued'], 'processing'],
      ['one done, one queued', ['completed', 'queued'], 'processing'],
      ['one failed, one queued', ['failed', 'queued'], 'processing'],
      ['one failed, one processing', ['failed', 'processing'], 'processing'],
      ['one completed', ['completed'], 'completed'],
      ['all completed', ['completed', 'completed'], 'completed'],
      ['all terminal, one completed', ['failed', 'completed', 'failed'], 'completed'],
      ['one failed', ['failed'], 'failed'],
      ['all failed', ['failed', 'failed', 'failed'], 'failed'],
    ];
    for (const [name, items, want] of cases) {
      it(`${name} [${items.join(', ')}] → ${want}`, () => expect(featureStatus(items)).to.equal(want));
    }
  });

  describe('stored result shapes (the spec bounds, decision "Extraction field types")', () => {
    const course = {
      courseNumber: 'PHY101',
      courseName: '  Mechanics  ',
      credit: 3,
      grade: 'A',
      alternateGrade: '',
      marksScored: Number.NaN,
      maximumMarks: Number.POSITIVE_INFINITY,
      passStatus: null,
      term: undefined,
      session: '2016/2017',
      year: 216,
    };
    const extraction = {
      languageCode: 'en',
      language: 'English',
      candidate: { fullName: 'x'.repeat(600), firstName: null, lastName: '', dateOfBirth: '14/03/1997' },
      institution: { name: 'University of Lagos', country: 'Nigeria', countryCode: 'NG', state: null, stateCode: null },
      qualification: {
        registrationNumber: '150805023',
        name: 'BSc',
        level: null,
        program: null,
        majorOrSpecialization: null,
        status: null,
        yearOfAdmission: 2015,
        yearOfCompletion: 2019.5,
        programDuration: '4',
        dateOfIssue: null,
        cgpa: '4.52',
        totalCreditsOrMarks: null,
      },
      courses: [course, course],
    };

    it('cuts strings to the model maxLength, empties to null, drops impossible years and non-finite numbers', () => {
      let n = 0;
      const out = toStoredExtraction(extraction, () => `course${++n}`);
      expect(out.data.candidate.fullName).to.have.length(500);
      expect(out.data.candidate.lastName).to.equal(null);
      expect(out.data.qualification.yearOfAdmission).to.equal(2015);
      expect(out.data.qualification.yearOfCompletion).to.equal(null);
      expect(out.data.courses.map((c) => c.id)).to.deep.equal(['course1', 'course2']);
      expect(out.data.courses[0]).to.deep.equal({
        id: 'course1',
        courseNumber: 'PHY101',
        courseName: 'Mechanics',
        credit: 3,
        grade: 'A',
        alternateGrade: null,
        marksScored: null,
        maximumMarks: null,
        passStatus: null,
        term: null,
        session: '2016/2017',
        year: null,
      });
    });

    it('keeps the provenance of fields and course rows, keyed by the stored course id, bounded', () => {
      let n = 0;
      const box = { x: 10.123, y: 20, width: 100, height: 12 };
      const out = toStoredExtraction(
        {
          ...extraction,
          provenance: {
            fields: {
              'candidate.fullName': { page: 1, box, confidence: 0.934567, rule: 'label Name' },
              'qualification.cgpa': { page: 2, box, confidence: 7, document: 1 },
              // Unknown paths, impossible pages and non-finite boxes are not kept.
              'candidate.secret': { page: 1, box, confidence: 1 },
              'institution.name': { page: 0, box, confidence: 1 },
              'qualification.name': { page: 1, box: { ...box, width: Number.NaN }, confidence: 1 },
            },
            courses: [{ row: { page: 1, box, confidence: 0.5 }, cells: { grade: { page: 1, box, confidence: 0.5 }, bogus: { page: 1, box, confidence: 1 } } }, null],
          },
        },
        () => `course${++n}`,
        ['file0', 'file1'],
      );
      const p = out.data.provenance!;
      expect(Object.keys(p.fields).sort()).to.deep.equal(['candidate.fullName', 'qualification.cgpa']);
      expect(p.fields['candidate.fullName']).to.deep.equal({ fileId: 'file0', page: 1, box: { x: 10.12, y: 20, width: 100, height: 12 }, confidence: 0.935, rule: 'label Name' });
      expect(p.fields['qualification.cgpa']).to.include({ fileId: 'file1', page: 2, confidence: 1, rule: null });
      expect(Object.keys(p.courses)).to.deep.equal(['course1']);
      expect(Object.keys(p.courses.course1.cells)).to.deep.equal(['grade']);
    });

    it('stores no provenance key when the engine gave none', () => {
      expect(toStoredExtraction(extraction).data).to.not.have.property('provenance');
    });

    it('never splits a surrogate pair when cutting', () => {
      expect(boundedString('ab😀😀', 3)).to.equal('ab😀');
    });

    it('stores the risk score and the signals with their evidence, dropping boxes that are not fractions of a page', () => {
      const base = { verdict: 'tampered', summary: null, topEvidence: [], checks: [], documentName: null, candidateName: null, registrationNumber: null, issuerName: null, issuerSubName: null, issuanceYear: null };
      const box = { page: 1, x: 0.5, y: 0.25, width: 0.1, height: 0.02 };
      const stored = toStoredForensics({
        ...base,
        riskScore: 80.4,
        signals: [
          {
            checkNumber: 6,
            code: 'covered-text',
            severity: 'high',
            source: 'content',
            message: 'A white box hides a grade',
            evidence: { boxes: [box, { ...box, page: 0 }, { ...box, width: Number.NaN }, { ...box, x: 2 }], values: [{ label: 'covered text', value: 'B', boxes: [box] }, { label: 'other version', value: 'A', fileName: 'v1.pdf' }] },
          },
        ],
      });
      expect(stored.riskScore).to.equal(80);
      expect(stored.signals).to.deep.equal([
        {
          checkNumber: 6,
          code: 'covered-text',
          severity: 'high',
          source: 'content',
          message: 'A white box hides a grade',
          evidence: { boxes: [box], values: [{ label: 'covered text', value: 'B', boxes: [box] }, { label: 'other version', value: 'A', fileName: 'v1.pdf' }] },
        },
      ]);
      expect(() => toStoredForensics({ ...base, signals: [{ ...stored.signals![0], severity: 'critical' }] })).to.throw(/unknown signal severity/);
      expect(toStoredForensics(base)).to.not.have.property('signals');
    });

    it('refuses a verdict or check status outside decision "Status values"', () => {
      const base = {
        verdict: 'clean',
        summary: null,
        topEvidence: [],
        checks: [],
        documentName: null,
        candidateName: null,
        registrationNumber: null,
        issuerName: null,
        issuerSubName: null,
        issuanceYear: 3,
      };
      expect(toStoredForensics(base).issuanceYear).to.equal(null);
      expect(() => toStoredForensics({ ...base, verdict: 'fine' })).to.throw(/unknown verdict/);
      expect(() => toStoredForensics({ ...base, checks: [{ checkNumber: 1, title: 't', status: 'ok', description: '' }] })).to.throw(/unknown check status/);
    });
  });

  describe('result selectors (decision "Open paths and parameters")', () => {
    it('refuses both selectors, and malformed ones, with ValidationError (400)', () => {
      const id = 'a'.repeat(24);
      expect(() => parseSelector({ uploadId: id, credentialId: id })).to.throw(ValidationError, /cannot be combined/);
      expect(() => parseSelector({ uploadId: 'nope' })).to.throw(ValidationError, /uploadId/);
      expect(() => parseSelector({ credentialId: '' })).to.throw(ValidationError, /credentialId/);
      expect(parseSelector({ uploadId: 'A'.repeat(24) })).to.deep.equal({ kind: 'upload', uploadId: 'a'.repeat(24) });
      expect(parseSelector({})).to.deep.equal({ kind: 'case' });
    });
  });

  describe('runStage (retry policy of every stage)', () => {
    const log = createLogger('silent');
    const meta = (over: Partial<JobMeta> = {}): JobMeta => ({ jobId: 'j', attempt: 1, attempts: 3, lastAttempt: false, timeoutMs: 60_000, ...over });

    it('fails the stage at once on a ProcessingError that is not retryable, and does not throw', async () => {
      const failed: string[] = [];
      await runStage(meta(), log, async () => {
        throw new ProcessingError('OCR engine not available');
      }, async (m) => failed.push(m));
      expect(failed).to.deep.equal(['OCR engine not available']);
    });

    it('rethrows any other error while attempts remain (bee-queue retries)', async () => {
      const failed: string[] = [];
      const err = await runStage(meta(), log, async () => {
        throw new ProcessingError('service down', true);
      }, async (m) => failed.push(m)).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(ProcessingError);
      expect(failed).to.deep.equal([]);
    });

    it('fails the stage with a readable error on the last attempt', async () => {
      const failed: string[] = [];
      await runStage(meta({ attempt: 3, lastAttempt: true }), log, async () => {
        throw new Error('ER_LOCK_WAIT_TIMEOUT: secret internals');
      }, async (m) => failed.push(m));
      expect(failed).to.deep.equal(['Processing failed because of an internal error (after 3 attempts)']);
      await runStage(meta({ attempt: 3, lastAttempt: true }), log, async () => {
        throw new ProcessingError('The machine translation service cannot be reached', true);
      }, async (m) => failed.push(m));
      expect(failed[1]).to.equal('The machine translation service cannot be reached');
    });

    it('gives up just before the job timeout, aborts the work, and fails the stage on the last attempt', async () => {
      const failed: string[] = [];
      let aborted = false;
      const started = Date.now();
      await runStage(
        meta({ attempt: 3, lastAttempt: true, timeoutMs: 1000 }),
        log,
        (signal) =>
          new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            });
          }),
        async (m) => failed.push(m),
      );
      expect(Date.now() - started).to.be.within(deadlineMs(1000) - 50, 1000);
      expect(aborted).to.equal(true);
      expect(failed).to.have.length(1);
      expect(failed[0]).to.match(/^Processing did not finish within 1 s \(attempt 3 of 3\)$/);
    });

    it('keeps a stage timeout retryable while attempts remain', async () => {
      const err = await runStage(meta({ timeoutMs: 400 }), log, () => new Promise<void>(() => undefined), async () => undefined).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(StageTimeout);
      expect(readableError(err, meta())).to.match(/did not finish/);
    });
  });
});
