import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { submissionFingerprint } from '../../src/domain/cases/idempotency';
import { validateMetadata } from '../../src/domain/cases/metadata';
import { casePrefix, uploadFileKey } from '../../src/domain/cases/storageKeys';
import { ValidationError } from '../../src/domain/errors';
import { outboxRetryDelayMs } from '../../src/domain/outbox';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('domain/cases rules', () => {
  describe('submissionFingerprint (decision "Idempotency", decision "Idempotency")', () => {
    const fields = { externalId: ['APP-1'], features: ['["extraction"]'], metadata: ['{"a":1}'] };
    const files = [
      { fileName: 'a.pdf', sha256: sha('a') },
      { fileName: 'b.pdf', sha256: sha('b') },
    ];
    const base = submissionFingerprint(fields, files);

    it('is a hex SHA-256', () => {
      expect(base).to.match(/^[a-f0-9]{64}$/);
    });

    it('does not depend on the order of different fields', () => {
      expect(submissionFingerprint({ metadata: ['{"a":1}'], features: ['["extraction"]'], externalId: ['APP-1'] }, files)).to.equal(base);
    });

    const differs: [string, { fields: Record<string, string[]>; files: { fileName: string; sha256: string }[] }][] = [
      ['another field value', { fields: { ...fields, externalId: ['APP-2'] }, files }],
      ['a field more', { fields: { ...fields, classify: ['false'] }, files }],
      ['a field less', { fields: { externalId: ['APP-1'], features: ['["extraction"]'] }, files }],
      ['a field sent twice', { fields: { ...fields, externalId: ['APP-1', 'APP-1'] }, files }],
      ['an empty field value', { fields: { ...fields, caseId: [''] }, files }],
      ['another file name', { fields, files: [{ ...files[0]!, fileName: 'c.pdf' }, files[1]!] }],
      ['another file content', { fields, files: [files[0]!, { ...files[1]!, sha256: sha('c') }] }],
      ['the files in another order', { fields, files: [files[1]!, files[0]!] }],
      ['a file less', { fields, files: [files[0]!] }],
      // The encoding is unambiguous: moving characters between name and value changes it.
      ['characters moved from a field name into its value', { fields: { ...fields, externalId: undefined as never, externalI: ['dAPP-1'] }, files }],
      ['characters moved between file name and hash', { fields, files: [{ fileName: 'a.pdf' + sha('a').slice(0, 1), sha256: sha('a').slice(1) }, files[1]!] }],
    ];
    for (const [name, given] of differs) {
      it(`changes with ${name}`, () => {
        const f = Object.fromEntries(Object.entries(given.fields).filter(([, v]) => v !== undefined));
        expect(submissionFingerprint(f, given.files)).to.not.equal(base);
      });
    }
  });

  describe('outboxRetryDelayMs', () => {
    const cases: [number, number][] = [
      [1, 500],
      [2, 1000],
      [3, 2000],
      [6, 16_000],
      [7, 30_000],
      [50, 30_000],
      [10_000, 30_000],
    ];
    for (const [attempts, want] of cases) {
      it(`after ${attempts} failed attempt(s): ${want} ms`, () => {
        expect(outboxRetryDelayMs(attempts)).to.equal(want);
      });
    }
  });

  describe('validateMetadata', () => {
    it('keeps string, number and boolean values', () => {
      expect(validateMetadata({ a: 'x', b: 1.5, c: false, d: '' })).to.deep.equal({ a: 'x', b: 1.5, c: false, d: '' });
    });

    it('keeps a key named __proto__ as data', () => {
      const m = validateMetadata(JSON.parse('{"__proto__": "x"}'));
      expect(Object.getPrototypeOf(m)).to.equal(Object.prototype);
      expect(JSON.stringify(m)).to.equal('{"__proto__":"x"}');
    });

    const invalid: [string, unknown][] = [
      ['null', null],
      ['an array', []],
      ['a string', '{}'],
      ['a null value', { a: null }],
      ['an array value', { a: [1] }],
      ['an object value', { a: {} }],
      ['a non-finite number', { a: Infinity }],
      ['101 keys', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))],
      ['a string of 2049 characters', { a: 'x'.repeat(2049) }],
    ];
    for (const [name, given] of invalid) {
      it(`refuses ${name}`, () => {
        expect(() => validateMetadata(given)).to.throw(ValidationError);
      });
    }

    it('accepts 100 keys and strings of 2048 characters (counted in code points)', () => {
      expect(Object.keys(validateMetadata(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))))).to.have.length(100);
      expect(validateMetadata({ a: '😀'.repeat(2048) }).a).to.have.length(4096);
    });
  });

  describe('storage keys', () => {
    it('puts every object of a case under one prefix, a file directly under its case', () => {
      const key = uploadFileKey('o'.repeat(24), 'c'.repeat(24), 'f'.repeat(24));
      expect(key).to.equal(`orgs/${'o'.repeat(24)}/cases/${'c'.repeat(24)}/${'f'.repeat(24)}`);
      expect(key.startsWith(`${casePrefix('o'.repeat(24), 'c'.repeat(24))}/`)).to.equal(true);
    });
  });
});
