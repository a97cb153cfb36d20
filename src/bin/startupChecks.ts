import net from 'node:net';
import tls from 'node:tls';
import { redactUrl } from '../config';

/*
 * What every entry point checks before it starts work (README "Two commands"): a database or a
 * Redis that is missing or unreachable at start is one clear line on stderr and exit 1, never a
 * stack trace and never a process that looks up but cannot work. (A Redis lost *after* the start
 * is another matter: the processes keep running and reconnect, src/redis.ts.)
 */

/** A problem the operator must fix before the service can start; its message is the whole report. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** One line, never empty: some driver errors (AggregateError from a dual-stack connect) have no message. */
export function oneLine(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; errors?: unknown[] } | null;
  let message = typeof e?.message === 'string' ? e.message : '';
  if (message === '' && Array.isArray(e?.errors) && e.errors.length > 0) message = oneLine(e.errors[0]);
  if (message === '' && typeof e?.code === 'string') message = e.code;
  if (message === '') message = String(err);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

function encode(args: string[]): string {
  return `*${args.length}\r\n` + args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('');
}

/**
 * Connects to `url`, authenticates when the URL carries credentials, and sends PING; resolves on
 * PONG, rejects with the reason otherwise (refused, timed out, wrong password, ...). Spoken in
 * RESP over a plain socket so that the check does not depend on which Redis client library the
 * service uses for its real work.
 */
export function probeRedis(url: string, timeoutMs = 3000): Promise<void> {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(u.port || 6379);
  const commands: string[][] = [];
  const password = decodeURIComponent(u.password);
  const username = decodeURIComponent(u.username);
  if (password !== '') commands.push(username !== '' ? ['AUTH', username, password] : ['AUTH', password]);
  commands.push(['PING']);
  return new Promise((resolve, reject) => {
    const socket =
      u.protocol === 'rediss:' ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host }) : net.connect({ host, port });
    let buffered = '';
    let answered = 0;
    const finish = (err?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const reply = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (reply.startsWith('-')) return finish(new Error(reply.slice(1)));
        answered++;
        if (answered === commands.length) return finish(reply === '+PONG' ? undefined : new Error(`unexpected answer to PING: ${reply}`));
      }
    });
    socket.on('error', (err) => finish(new Error(oneLine(err))));
    socket.on('close', () => finish(new Error('connection closed before Redis answered')));
  });
}

/** Throws a StartupError naming the Redis (password redacted) and what to do unless it answers. */
export async function requireRedis(url: string, timeoutMs = 3000): Promise<void> {
  try {
    await probeRedis(url, timeoutMs);
  } catch (err) {
    throw new StartupError(
      `Cannot connect to Redis at ${redactUrl(url)}: ${oneLine(err)}. Start Redis there or set REDIS_URL (without REDIS_URL, \`npm start\` runs a private redis-server itself).`,
    );
  }
}
