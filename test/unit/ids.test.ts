import { expect } from 'chai';
import { isCaseNumber, isHexId, newId, normalizeId, parseCaseRef, type CaseRef } from '../../src/domain/ids';

describe('domain/ids (decision "Identifiers")', () => {
  describe('newId', () => {
    it('is 24 lowercase hex characters', () => {
      for (let i = 0; i < 100; i++) expect(newId()).to.match(/^[a-f0-9]{24}$/);
    });

    it('starts with the big-endian Unix seconds of its creation', () => {
      const now = Date.UTC(2030, 0, 2, 3, 4, 5, 678);
      const id = newId(now);
      expect(parseInt(id.slice(0, 8), 16)).to.equal(Math.floor(now / 1000));
    });

    it('is unique, and the 3-byte counter increments from one id to the next', () => {
      const ids = Array.from({ length: 10_000 }, () => newId());
      expect(new Set(ids).size).to.equal(ids.length);
      const counter = (id: string) => parseInt(id.slice(18), 16);
      expect(counter(ids[1]!)).to.equal((counter(ids[0]!) + 1) % 0x1000000);
    });

    it('draws fresh random bytes for each id', () => {
      const a = newId(0);
      const b = newId(0);
      expect(a.slice(8, 18)).to.not.equal(b.slice(8, 18));
    });
  });

  const hexCases: [string, { given: string; want: boolean }][] = [
    ['lowercase 24-hex', { given: '0123456789abcdef01234567', want: true }],
    ['uppercase 24-hex (matching is case-insensitive)', { given: '0123456789ABCDEF01234567', want: true }],
    ['mixed case', { given: '0123456789AbCdEf01234567', want: true }],
    ['all digits, 24 long', { given: '123456789012345678901234', want: true }],
    ['23 characters', { given: '0123456789abcdef0123456', want: false }],
    ['25 characters', { given: '0123456789abcdef012345678', want: false }],
    ['non-hex letter', { given: '0123456789abcdef0123456g', want: false }],
    ['surrounding space', { given: ' 0123456789abcdef01234567', want: false }],
    ['trailing newline', { given: '0123456789abcdef01234567\n', want: false }],
    ['empty', { given: '', want: false }],
  ];
  describe('isHexId', () => {
    for (const [name, { given, want }] of hexCases) {
      it(name, () => expect(isHexId(given)).to.equal(want));
    }
  });

  const normalizeCases: [string, { given: string; want: string }][] = [
    ['lowercases', { given: '0123456789ABCDEF01234567', want: '0123456789abcdef01234567' }],
    ['keeps lowercase', { given: '0123456789abcdef01234567', want: '0123456789abcdef01234567' }],
  ];
  describe('normalizeId', () => {
    for (const [name, { given, want }] of normalizeCases) {
      it(name, () => expect(normalizeId(given)).to.equal(want));
    }
  });

  const caseNumberCases: [string, { given: string; want: boolean }][] = [
    ['first case number', { given: '100001', want: true }],
    ['one digit', { given: '7', want: true }],
    ['leading zero', { given: '0100001', want: true }],
    ['negative', { given: '-100001', want: false }],
    ['decimal', { given: '100001.0', want: false }],
    ['exponent', { given: '1e6', want: false }],
    ['hex letters', { given: '10000a', want: false }],
    ['space', { given: '100001 ', want: false }],
    ['empty', { given: '', want: false }],
  ];
  describe('isCaseNumber', () => {
    for (const [name, { given, want }] of caseNumberCases) {
      it(name, () => expect(isCaseNumber(given)).to.equal(want));
    }
  });

  const refCases: [string, { given: string; want: CaseRef | null }][] = [
    ['24-hex id', { given: '0123456789abcdef01234567', want: { kind: 'id', id: '0123456789abcdef01234567' } }],
    ['uppercase id is normalised', { given: '0123456789ABCDEF01234567', want: { kind: 'id', id: '0123456789abcdef01234567' } }],
    ['24 digits read as an id, not a number', { given: '123456789012345678901234', want: { kind: 'id', id: '123456789012345678901234' } }],
    ['case number', { given: '100001', want: { kind: 'number', number: 100001 } }],
    ['case number with leading zeros', { given: '000100001', want: { kind: 'number', number: 100001 } }],
    ['largest safe number', { given: '9007199254740991', want: { kind: 'number', number: 9007199254740991 } }],
    ['digits beyond safe integers name no case', { given: '9007199254740993', want: { kind: 'number', number: 0 } }],
    ['23 hex characters with letters', { given: '0123456789abcdef0123456', want: null }],
    ['25 hex characters with letters', { given: '0123456789abcdef012345678', want: null }],
    ['word', { given: 'abc', want: null }],
    ['negative number', { given: '-1', want: null }],
    ['empty', { given: '', want: null }],
  ];
  describe('parseCaseRef', () => {
    for (const [name, { given, want }] of refCases) {
      it(name, () => expect(parseCaseRef(given)).to.deep.equal(want));
    }
  });
});
