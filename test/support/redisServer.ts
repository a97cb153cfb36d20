import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createClient } from 'redis';

/*
 * A private redis-server for fault tests: started, stopped, restarted and flushed by the test
 * itself on a port of its own, so no other suite (or another test run on the machine) shares it.
 * No persistence: a restart comes back without data, like a Redis that lost it.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A private redis-server (no persistence) on `port`; resolves once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${out}`));
    });
  });
  child.removeAllListeners('exit');
  // Keep reading its output so a full pipe never blocks it.
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

export async function stopRedis(child: ChildProcess | null): Promise<void> {
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** FLUSHDB on `url`'s database: Redis loses every job, as after a restart without persistence. */
export async function flushRedis(url: string): Promise<void> {
  const redis = createClient({ url, socket: { reconnectStrategy: false } });
  await redis.connect();
  try {
    await redis.flushDb();
  } finally {
    redis.destroy();
  }
}
