import { expect } from 'chai';
import { isUnderPrefix } from '../../src/api/routing';

describe('isUnderPrefix', () => {
  it('takes the prefix and every path below it, as the routers of underPrefix do', () => {
    for (const p of ['/partner/v1', '/partner/v1/', '/partner/v1/cases', '/partner/v1/cases/x/extraction']) expect(isUnderPrefix(p, '/partner/v1'), p).to.equal(true);
  });

  it('leaves a longer segment, a shorter path and another case alone', () => {
    for (const p of ['/partner/v1x', '/partner/v', '/partner', '/Partner/v1/cases', '/', '']) expect(isUnderPrefix(p, '/partner/v1'), p).to.equal(false);
  });
});
