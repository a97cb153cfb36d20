import { expect } from 'chai';
import { validateMetadata, METADATA_MAX_BYTES } from '../../src/domain/cases/metadata';
import { hasVisibleCharacter } from '../../src/domain/cases/submission';
import { validateEndpoint } from '../../src/domain/webhooks/configs';
import { ValidationError } from '../../src/domain/errors';

const rules = { allowPrivateTargets: false };

function refused(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (err) {
    expect(err).to.be.instanceOf(ValidationError);
    return err as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('stored fields are bounded before the database sees them', () => {
  describe('metadata', () => {
    it('accepts up to the stored size', () => {
      const ok = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'x'.repeat(2000)]));
      expect(Object.keys(validateMetadata(ok))).to.have.length(30);
    });

    it('refuses an object larger than the column holds, though every value is within its own bound', () => {
      // 100 values of 2048 characters: each allowed, together over 65,535 bytes.
      const big = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'x'.repeat(2048)]));
      const err = refused(() => validateMetadata(big));
      expect(err.details?.[0]?.message).to.match(new RegExp(`at most ${METADATA_MAX_BYTES} bytes`));
    });

    it('counts bytes, not characters (multi-byte text and escapes)', () => {
      const wide = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, '漢'.repeat(2000)]));
      refused(() => validateMetadata(wide));
      const escaped = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, '\u0001'.repeat(2000)]));
      refused(() => validateMetadata(escaped));
    });

    it('refuses a key longer than 128 characters', () => {
      const err = refused(() => validateMetadata({ ['k'.repeat(129)]: 1 }));
      expect(err.details?.[0]?.message).to.match(/keys must be at most 128/);
      expect(validateMetadata({ ['k'.repeat(128)]: 1 })).to.have.property('k'.repeat(128));
    });
  });

  describe('externalId', () => {
    for (const bad of [' ', '   \t\n', '\u0000', '\u0000\u0001', '\u200b', '\ufeff', '\u200b\u200c\u200d\u2060', '\u00a0\u3000']) {
      it(`refuses ${JSON.stringify(bad)}`, () => expect(hasVisibleCharacter(bad)).to.equal(false));
    }
    for (const good of ['A', ' APP-1 ', '1', '-', '漢字', 'é', '\u0000x', '€']) {
      it(`accepts ${JSON.stringify(good)}`, () => expect(hasVisibleCharacter(good)).to.equal(true));
    }
  });

  describe('webhook endpoint ports', () => {
    it('refuses port 0', () => {
      const err = refused(() => validateEndpoint('https://example.com:0/', rules));
      expect(err.details?.[0]).to.deep.equal({ path: 'endpoint', message: 'must have a port from 1 to 65535' });
    });
    it('refuses a port beyond 65535', () => {
      refused(() => validateEndpoint('https://example.com:65536/', rules));
      refused(() => validateEndpoint('https://example.com:99999/', rules));
    });
    it('accepts 1, 65535 and the default port', () => {
      expect(validateEndpoint('https://example.com:1/', rules)).to.equal('https://example.com:1/');
      expect(validateEndpoint('https://example.com:65535/hook', rules)).to.equal('https://example.com:65535/hook');
      expect(validateEndpoint('https://example.com/hook', rules)).to.equal('https://example.com/hook');
      expect(validateEndpoint('https://example.com:443/hook', rules)).to.equal('https://example.com:443/hook');
    });
  });
});
