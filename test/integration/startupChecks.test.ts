import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { probeRedis, requireRedis, StartupError } from '../../src/bin/startupChecks';
import { freePort, stopRedis } from '../support/redisServer';

/**
 * The start-up Redis check speaks RESP itself (src/bin/startupChecks.ts): against a real
 * redis-server that requires a password, it passes only with the right credentials, and its
 * refusal names the Redis with the password redacted.
 */
describe('start-up Redis check against a password-protected redis-server', function () {
  this.timeout(30_000);
  let port: number;
  let redis: ChildProcess;

  before(async () => {
    port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', 'right-secret'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      redis.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      redis.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
    });
    redis.removeAllListeners('exit');
    redis.stdout!.resume();
  });
  after(async () => stopRedis(redis));

  it('passes with the password (with or without the default user name)', async () => {
    await probeRedis(`redis://:right-secret@127.0.0.1:${port}`);
    await probeRedis(`redis://default:right-secret@127.0.0.1:${port}/2`);
  });

  it('fails without the password, or with a wrong one, with the reason Redis gave', async () => {
    const noAuth = await probeRedis(`redis://127.0.0.1:${port}`).then(() => null, (e: Error) => e);
    expect(noAuth?.message).to.match(/NOAUTH/);
    const wrong = await probeRedis(`redis://:wrong-secret@127.0.0.1:${port}`).then(() => null, (e: Error) => e);
    expect(wrong?.message).to.match(/WRONGPASS|invalid password/i);
  });

  it('requireRedis: a StartupError of one line that redacts the password', async () => {
    const err = await requireRedis(`redis://user:wrong-secret@127.0.0.1:${port}`).then(() => null, (e: Error) => e);
    expect(err).to.be.instanceOf(StartupError);
    expect(err!.message).to.not.include('wrong-secret');
    expect(err!.message).to.include(`redis://user:***@127.0.0.1:${port}`);
    expect(err!.message.split('\n')).to.have.length(1);
  });

  it('gives up within its timeout on a server that accepts and never answers', async () => {
    const net = await import('node:net');
    const silent = net.createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const silentPort = (silent.address() as import('node:net').AddressInfo).port;
    const started = Date.now();
    const err = await probeRedis(`redis://127.0.0.1:${silentPort}`, 500).then(() => null, (e: Error) => e);
    expect(err?.message).to.match(/no answer within 500 ms/);
    expect(Date.now() - started).to.be.below(3000);
    silent.close();
  });
});
