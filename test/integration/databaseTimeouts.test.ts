import { expect } from 'chai';
import { createDataSource, type Database } from '../../src/data/dataSource';
import { isDatabaseUnavailable } from '../../src/data/dbErrors';
import { TEST_DATABASE_URL } from '../support/env';

/**
 * The statement timeout of src/data/dataSource.ts (DbTimeouts.queryMs) against the real MariaDB:
 * a statement past it fails as "database unavailable" and its connection is dropped, the pool
 * goes on serving; an answer that arrived while the event loop was blocked is taken, not timed out.
 */
describe('database statement timeout', function () {
  this.timeout(30_000);
  let db: Database;

  before(async () => {
    db = createDataSource(TEST_DATABASE_URL, { timeouts: { connectMs: 2000, acquireMs: 2000, queryMs: 500 } });
    await db.initialize();
  });
  after(async () => db?.destroy());

  it('a statement that runs past the timeout fails as "database unavailable", and the next ones work', async () => {
    const started = Date.now();
    const err = await db.query('SELECT SLEEP(3)').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, 'SLEEP(3) should have timed out').to.not.equal(null);
    expect(isDatabaseUnavailable(err)).to.equal(true);
    expect(Date.now() - started).to.be.below(2000);
    // The timed-out connection was destroyed: the others (and new ones) answer normally and
    // nothing reads the late answer of SLEEP(3) as theirs.
    const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => db.query('SELECT ? AS v', [i]) as Promise<{ v: unknown }[]>));
    expect(rows.map((r) => Number(r[0]!.v))).to.deep.equal([...Array(12).keys()]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(Number(((await db.query('SELECT 7 AS v')) as { v: unknown }[])[0]!.v)).to.equal(7);
  });

  it('an answer that arrived while the event loop was blocked past the timeout is taken, not timed out', async () => {
    const qr = db.createQueryRunner();
    await qr.connect();
    try {
      const pending = qr.query('SELECT 1 AS v') as Promise<{ v: unknown }[]>;
      // Let the statement go out (TypeORM sends it after a few promise turns), then hold the loop
      // longer than queryMs, as CPU-bound work in the same process (rendering, parsing) may.
      for (let i = 0; i < 20; i += 1) await null;
      const until = Date.now() + 900;
      while (Date.now() < until);
      expect(Number((await pending)[0]!.v)).to.equal(1);
    } finally {
      await qr.release();
    }
  });
});
