import { expect } from 'chai';
import { caseStatus, uploadStatus } from '../../src/domain/cases/statuses';
import type { FeatureStatus, StageStatus } from '../../src/domain/cases/types';

describe('domain/cases/statuses (decision "Status values")', () => {
  describe('uploadStatus(featureStatuses, classification?)', () => {
    const cases: [string, { given: [FeatureStatus[], StageStatus | null | undefined]; want: StageStatus }][] = [
      ['everything queued, with classification', { given: [['queued', 'queued', 'queued'], 'queued'], want: 'queued' }],
      ['everything queued, classify false', { given: [['queued', 'queued'], undefined], want: 'queued' }],
      ['classify false given as null', { given: [['queued'], null], want: 'queued' }],
      ['classification running', { given: [['queued', 'queued'], 'processing'], want: 'processing' }],
      ['classification done, features queued', { given: [['queued', 'queued'], 'completed'], want: 'processing' }],
      ['one feature running', { given: [['processing', 'queued'], 'completed'], want: 'processing' }],
      ['one feature done, one queued', { given: [['completed', 'queued'], undefined], want: 'processing' }],
      ['one feature failed, one still running', { given: [['failed', 'processing'], 'completed'], want: 'processing' }],
      ['all terminal, all completed', { given: [['completed', 'completed', 'completed'], 'completed'], want: 'completed' }],
      ['all terminal, one succeeded', { given: [['failed', 'completed', 'failed'], undefined], want: 'completed' }],
      ['all features failed, classification completed (a stage succeeded)', { given: [['failed', 'failed'], 'completed'], want: 'completed' }],
      ['every stage failed', { given: [['failed', 'failed'], 'failed'], want: 'failed' }],
      ['every feature failed, classify false', { given: [['failed', 'failed', 'failed'], undefined], want: 'failed' }],
      ['classification failed, features queued', { given: [['queued', 'queued'], 'failed'], want: 'failed' }],
      ['classification failed, a feature completed', { given: [['completed'], 'failed'], want: 'failed' }],
      ['classification only (features [])', { given: [[], 'queued'], want: 'queued' }],
      ['classification only, completed', { given: [[], 'completed'], want: 'completed' }],
      ['classification only, failed', { given: [[], 'failed'], want: 'failed' }],
      ['no stage at all', { given: [[], undefined], want: 'completed' }],
    ];
    for (const [name, { given, want }] of cases) {
      it(`${name} → ${want}`, () => {
        expect(uploadStatus(given[0], given[1])).to.equal(want);
      });
    }
  });

  describe('caseStatus(uploadStatuses)', () => {
    const cases: [string, { given: StageStatus[]; want: StageStatus }][] = [
      ['no uploads', { given: [], want: 'completed' }],
      ['one queued upload', { given: ['queued'], want: 'queued' }],
      ['every upload queued', { given: ['queued', 'queued', 'queued'], want: 'queued' }],
      ['one processing', { given: ['processing'], want: 'processing' }],
      ['one queued next to a completed one', { given: ['completed', 'queued'], want: 'processing' }],
      ['one processing next to a failed one', { given: ['failed', 'processing'], want: 'processing' }],
      ['all completed', { given: ['completed', 'completed'], want: 'completed' }],
      ['all terminal, one completed', { given: ['failed', 'completed', 'failed'], want: 'completed' }],
      ['all failed', { given: ['failed', 'failed'], want: 'failed' }],
      ['one failed upload', { given: ['failed'], want: 'failed' }],
    ];
    for (const [name, { given, want }] of cases) {
      it(`${name} → ${want}`, () => {
        expect(caseStatus(given)).to.equal(want);
      });
    }
  });
});
