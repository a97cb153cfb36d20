import { expect } from 'chai';
import type { Context } from 'koa';
import { errorHandler } from '../../src/api/middleware/errorHandler';
import { isDatabaseUnavailable, isTransientConflict, isUniqueViolation } from '../../src/data/dbErrors';
import { runStage } from '../../src/jobs/processing/runStage';
import type { JobMeta } from '../../src/jobs/queues';
import { createLogger } from '../../src/log';

/** The database outage rule (README "Database outages"): which driver errors mean "the database is away". */
describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, errno?: number) => Object.assign(new Error(code), { code, ...(errno === undefined ? {} : { errno }) });
  // TypeORM's QueryFailedError keeps the driver error as driverError.
  const wrapped = (inner: object) => Object.assign(new Error('Query failed'), { driverError: inner });

  const away: [string, unknown][] = [
    ['connection refused', withCode('ECONNREFUSED')],
    ['connect timed out (mysql2 connectTimeout)', withCode('ETIMEDOUT')],
    ['statement timed out (mysql2 query timeout)', withCode('PROTOCOL_SEQUENCE_TIMEOUT')],
    ['no pooled connection in time', withCode('DB_ACQUIRE_TIMEOUT')],
    ['connection lost', withCode('PROTOCOL_CONNECTION_LOST')],
    ['server gone, wrapped by TypeORM', wrapped({ code: 'CR_SERVER_GONE_ERROR', errno: 2006 })],
    ['server shutting down', withCode('ER_SERVER_SHUTDOWN', 1053)],
    ['too many connections', withCode('ER_CON_COUNT_ERROR', 1040)],
    ['a fatal mysql2 error without code', Object.assign(new Error("Can't add new command when connection is in closed state"), { fatal: true })],
  ];
  for (const [what, err] of away) it(`true: ${what}`, () => expect(isDatabaseUnavailable(err)).to.equal(true));

  const notAway: [string, unknown][] = [
    ['a unique violation', withCode('ER_DUP_ENTRY', 1062)],
    ['a deadlock (retried, not a 503)', withCode('ER_LOCK_DEADLOCK', 1213)],
    ['data too long', withCode('ER_DATA_TOO_LONG', 1406)],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ];
  for (const [what, err] of notAway) it(`false: ${what}`, () => expect(isDatabaseUnavailable(err)).to.equal(false));

  it('keeps the other classifications apart', () => {
    expect(isTransientConflict(withCode('ECONNREFUSED'))).to.equal(false);
    expect(isUniqueViolation(withCode('ECONNREFUSED'))).to.equal(false);
  });
});

describe('runStage during a database outage', () => {
  const log = createLogger('silent');
  const meta: JobMeta = { jobId: 'j', attempt: 4, attempts: 4, lastAttempt: true, timeoutMs: 60_000 };

  it('rethrows an unreachable database even on the last attempt, without failing the stage', async () => {
    const failed: string[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const err = await runStage(meta, log, async () => {
      throw refused;
    }, async (m) => failed.push(m)).catch((e: unknown) => e);
    expect(err).to.equal(refused);
    expect(failed).to.deep.equal([]);
  });
});

describe('errorHandler: database failures are 503 in the error body, never 500', () => {
  async function answer(err: unknown): Promise<{ status: number; body: { statusCode: number; message: string }; headers: Record<string, string> }> {
    const headers: Record<string, string> = {};
    const ctx = {
      status: 200,
      body: undefined as unknown,
      state: {},
      // A request received whole: the handler asks whether the client is still there.
      req: { complete: true, destroyed: false },
      set(name: string | Record<string, string>, value?: string) {
        if (typeof name === 'string') headers[name] = value!;
        else Object.assign(headers, name);
      },
    };
    await errorHandler(ctx as unknown as Context, async () => {
      throw err;
    });
    return { status: ctx.status, body: ctx.body as { statusCode: number; message: string }, headers };
  }

  it('an unreachable database: 503 with Retry-After', async () => {
    const r = await answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }));
    expect(r.status).to.equal(503);
    expect(r.body.statusCode).to.equal(503);
    expect(r.body.message).to.not.contain('3306');
    expect(r.headers['Retry-After']).to.match(/^\d+$/);
  });

  it('a deadlock that outlived the retries: 503 with Retry-After', async () => {
    const r = await answer(Object.assign(new Error('Deadlock found when trying to get lock'), { driverError: { code: 'ER_LOCK_DEADLOCK', errno: 1213 } }));
    expect(r.status).to.equal(503);
    expect(r.headers['Retry-After']).to.equal('1');
  });

  it('anything else unexpected stays a plain 500', async () => {
    expect((await answer(new Error('boom'))).status).to.equal(500);
  });
});
