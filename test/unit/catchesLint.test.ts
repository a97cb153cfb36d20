import { expect } from 'chai';
import { catchesWithoutEvidence } from '../../scripts/lint/catches';

/* scripts/lint/catches.ts, the `lint:catches` step of the test command: what it flags and what it lets pass. */
describe('lint: catch handlers keep their evidence', () => {
  const check = (code: string) => catchesWithoutEvidence('x.ts', code);

  it('flags a catch block, a .catch and an onRejected that drop the error', () => {
    expect(check('try { a(); } catch { return null; }')).to.have.length(1);
    expect(check('p.catch(() => undefined);')).to.have.length(1);
    expect(check('p.then(() => 1, () => undefined);')).to.have.length(1);
    expect(check('try { a(); } catch (err) { return null; }')).to.have.length(1);
  });

  it('lets pass a handler that logs, rethrows, rejects or passes the error on', () => {
    expect(check('try { a(); } catch (err) { log.warn("x", { err }); }')).to.deep.equal([]);
    expect(check('try { a(); } catch (err) { throw new Error("x", { cause: err }); }')).to.deep.equal([]);
    expect(check('new Promise((_, reject) => p.catch(() => reject(new Error("x"))));')).to.deep.equal([]);
    expect(check('p.catch((err) => callback(err));')).to.deep.equal([]);
    expect(check('p.catch(fatal);')).to.deep.equal([]);
  });

  it('lets pass a handler whose comment says where the evidence goes', () => {
    expect(check('try { a(); } catch {\n  // evidence: the caller reports the field.\n  return undefined;\n}')).to.deep.equal([]);
  });
});
