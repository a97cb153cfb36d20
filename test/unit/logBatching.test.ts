import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createLogger, flushLog } from '../../src/log';

/**
 * The default log sink (src/log.ts, writeLogLine): the lines of one turn of the event loop reach
 * stdout in one write after the turn, and none is lost when the process exits right after.
 */
describe('log lines to stdout', () => {
  it('writes the lines of one turn of the event loop in one write, after the turn', async () => {
    flushLog();
    const writes: string[] = [];
    const original = process.stdout.write;
    process.stdout.write = ((chunk: string) => {
      writes.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const log = createLogger('info', { role: 'test' });
      log.info('one', { n: 1 });
      log.info('two', { n: 2 });
      log.debug('below the level');
      log.warn('three');
      expect(writes).to.deep.equal([]);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.stdout.write = original;
    }
    expect(writes).to.have.length(1);
    const lines = writes[0]!.trimEnd().split('\n').map((l) => JSON.parse(l) as { msg: string; role: string });
    expect(lines.map((l) => l.msg)).to.deep.equal(['one', 'two', 'three']);
    expect(lines.every((l) => l.role === 'test')).to.equal(true);
  });

  it('writes what is waiting when the process exits at once (process.exit after a fatal error)', () => {
    const script = `const { createLogger } = require(${JSON.stringify(path.resolve(__dirname, '../../src/log'))});
      const log = createLogger('info');
      for (let i = 0; i < 3; i++) log.error('fatal ' + i);
      process.exit(3);`;
    const res = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
    expect(res.status).to.equal(3);
    expect(res.stdout.trimEnd().split('\n').map((l) => (JSON.parse(l) as { msg: string }).msg)).to.deep.equal(['fatal 0', 'fatal 1', 'fatal 2']);
  });
});
