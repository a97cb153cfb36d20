/**
 * What every fault scenario runs against: a scratch database (reached by the service through a
 * TCP proxy the scenario can refuse or stall), a private redis-server the scenario can stop and
 * start (with or without its data), a storage directory, and the service itself as separate
 * processes started the way operators start them (`node --import tsx src/bin/<role>.ts`, or
 * `npm start` in its own process group). Plus the upload load and the figures of the table.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase, type ScratchDatabase } from '../../../test/support/cases';
import { submissionForm } from '../../../test/support/documents';
import { createTestOrg, type TestOrg } from '../../../test/support/fixtures';
import { startTcpProxy, type TcpProxy } from './proxy';

export const ROOT = path.resolve(__dirname, '../../..');
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export function openFds(pid: number): number {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

export function log(line: string): void {
  process.stdout.write(`  ${new Date().toISOString().slice(11, 19)} ${line}\n`);
}

// ---------------------------------------------------------------------------------------------
// Redis

export class PrivateRedis {
  child: ChildProcess | null = null;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-redis-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 15_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${out}`));
      });
    });
    child.removeAllListeners('exit');
  }

  /** Stops Redis; with `keepData` false its data is gone when it starts again. */
  async stop(keepData: boolean): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child === null || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(keepData ? 'SIGTERM' : 'SIGKILL');
    await exited;
    if (!keepData) {
      for (const f of fs.readdirSync(this.dir)) fs.rmSync(path.join(this.dir, f), { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    await this.stop(false);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Service processes

export type Role = 'api' | 'worker' | 'all';

export interface ServiceProcess {
  role: Role;
  child: ChildProcess;
  port: number | null;
  /** Set before the benchmark itself stops or kills the process: that exit is no death. */
  expectExit: boolean;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  logFile: string;
}

export interface Deaths {
  count: number;
  details: string[];
}

// ---------------------------------------------------------------------------------------------
// The environment of one scenario

export interface Environment {
  scratch: ScratchDatabase;
  org: TestOrg;
  /** A second organization, for load that must not share the first one's per-key limits. */
  otherOrg: TestOrg;
  redis: PrivateRedis;
  dbProxy: TcpProxy;
  storageDir: string;
  prefix: string;
  logDir: string;
  deaths: Deaths;
  processes: ServiceProcess[];
  start(role: Role, opts?: { viaNpm?: boolean; env?: Record<string, string> }): Promise<ServiceProcess>;
  stop(p: ServiceProcess, signal?: NodeJS.Signals, group?: boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  apiUrl(): string;
  close(): Promise<void>;
}

export async function createEnvironment(name: string, baseDatabaseUrl: string): Promise<Environment> {
  const scratch = await scratchDatabase(`faults_${name.replace(/[^a-z0-9]/gi, '')}`, baseDatabaseUrl);
  const org = await createTestOrg(scratch.db, `Faults ${name}`);
  const otherOrg = await createTestOrg(scratch.db, `Faults ${name} (other)`);
  const redis = new PrivateRedis(await freePort());
  await redis.start();
  const db = new URL(scratch.url);
  const dbProxy = await startTcpProxy({ host: db.hostname, port: Number(db.port || 3306) });
  const proxiedUrl = new URL(scratch.url);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(dbProxy.port);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `faults-storage-${name}-`));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `faults-logs-${name}-`));
  const prefix = `faults-${name}-${randomBytes(3).toString('hex')}`;
  const deaths: Deaths = { count: 0, details: [] };
  const processes: ServiceProcess[] = [];
  let apiPort: number | null = null;

  const env: Environment = {
    scratch,
    org,
    otherOrg,
    redis,
    dbProxy,
    storageDir,
    prefix,
    logDir,
    deaths,
    processes,
    async start(role, opts = {}) {
      const port = role === 'worker' ? null : (apiPort ??= await freePort());
      const logFile = path.join(logDir, `${role}-${processes.length}.log`);
      const out = fs.openSync(logFile, 'a');
      const childEnv = {
        ...process.env,
        DATABASE_URL: proxiedUrl.toString(),
        REDIS_URL: redis.url,
        QUEUE_PREFIX: prefix,
        STORAGE_DIR: storageDir,
        PORT: String(port ?? 0),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '15000',
        ...opts.env,
      };
      const [cmd, args] = opts.viaNpm
        ? ['npm', ['run', '--silent', role === 'all' ? 'start' : `start:${role}`]]
        : [process.execPath, ['--import', 'tsx', `src/bin/${role}.ts`]];
      // detached: a process group of its own, as a terminal or a supervisor gives it.
      const child = spawn(cmd as string, args as string[], { cwd: ROOT, env: childEnv, detached: true, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      const p: ServiceProcess = {
        role,
        child,
        port,
        expectExit: false,
        logFile,
        exit: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
      };
      void p.exit.then(({ code, signal }) => {
        if (p.expectExit) return;
        deaths.count += 1;
        const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join(' | ');
        deaths.details.push(`${role} pid ${child.pid} exited (code ${code}, signal ${signal}): ${tail.slice(0, 400)}`);
        log(`DEATH: ${role} pid ${child.pid} exited (code ${code}, signal ${signal})`);
      });
      processes.push(p);
      if (port !== null) await waitForHttp(`http://127.0.0.1:${port}/healthz`, p);
      else await waitForLog(logFile, /workers started|worker ready|"msg":"queues/, p, 90_000);
      return p;
    },
    async stop(p, signal = 'SIGTERM', group = false) {
      p.expectExit = true;
      if (p.child.exitCode === null && p.child.signalCode === null) {
        try {
          if (group) process.kill(-p.child.pid!, signal);
          else p.child.kill(signal);
        } catch {
          // already gone
        }
      }
      return p.exit;
    },
    apiUrl() {
      if (apiPort === null) throw new Error('no API started');
      return `http://127.0.0.1:${apiPort}`;
    },
    async close() {
      for (const p of processes) {
        p.expectExit = true;
        if (p.child.exitCode === null && p.child.signalCode === null) {
          try {
            process.kill(-p.child.pid!, 'SIGKILL');
          } catch {
            // gone
          }
        }
      }
      await Promise.all(processes.map((p) => p.exit));
      await dbProxy.close();
      await redis.close();
      await scratch.drop().catch(() => undefined);
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
  return env;
}

async function waitForHttp(url: string, p: ServiceProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${p.role} exited while starting; see ${p.logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${p.role} did not answer ${url}; see ${p.logFile}`);
}

async function waitForLog(file: string, pattern: RegExp, p: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${p.role} exited while starting; see ${p.logFile}`);
    if (pattern.test(fs.readFileSync(file, 'utf8'))) return;
    await sleep(200);
  }
  // Workers log nothing particular once started on some versions: give it the benefit of the doubt.
}

// ---------------------------------------------------------------------------------------------
// Upload load and figures

export interface Figures {
  sent: number;
  byStatus: Map<string, number>;
  accepted: number;
}

export function newFigures(): Figures {
  return { sent: 0, byStatus: new Map(), accepted: 0 };
}

function count(f: Figures, status: string): void {
  f.byStatus.set(status, (f.byStatus.get(status) ?? 0) + 1);
}

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** One POST /cases; the status (or the client-side error code) is counted into `figures`. */
export async function upload(env: Environment, figures: Figures, files: UploadFile[], opts: { features?: string[]; key?: string; timeoutMs?: number } = {}): Promise<number | string> {
  figures.sent += 1;
  const form = submissionForm(
    { externalId: `FAULT-${randomBytes(6).toString('hex')}`, features: JSON.stringify(opts.features ?? ['forensics']), classify: 'false' },
    files.map((f) => ({ name: f.name, data: f.data, type: f.type ?? 'application/pdf' })),
  );
  let status: number | string;
  try {
    const res = await fetch(`${env.apiUrl()}/partner/v1/cases`, {
      method: 'POST',
      headers: { 'x-api-key': opts.key ?? env.org.partnerKey },
      body: form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
    });
    await res.arrayBuffer();
    status = res.status;
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    status = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.name ?? 'error');
  }
  count(figures, String(status));
  if (status === 202) figures.accepted += 1;
  return status;
}

export interface Load {
  stop(): Promise<void>;
}

/** `concurrency` loops of uploads, each waiting `pauseMs` between its requests, until stopped. */
export function startLoad(env: Environment, figures: Figures, files: UploadFile[], opts: { concurrency?: number; pauseMs?: number; key?: string } = {}): Load {
  let running = true;
  const loops = Array.from({ length: opts.concurrency ?? 3 }, async () => {
    while (running) {
      await upload(env, figures, files, { key: opts.key });
      await sleep(opts.pauseMs ?? 300);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export interface Outcome {
  features: number;
  terminal: number;
  byStatus: Record<string, number>;
  duplicates: number;
}

/** Features of every upload and whether each reached completed/failed; terminal events seen more than once. */
export async function outcome(env: Environment): Promise<Outcome> {
  const rows = (await env.scratch.db.query('SELECT status, COUNT(*) AS n FROM upload_features GROUP BY status')) as Array<{ status: string; n: number | string }>;
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  const features = rows.reduce((a, r) => a + Number(r.n), 0);
  const terminal = (byStatus.completed ?? 0) + (byStatus.failed ?? 0);
  // The partner's deduplication key (interface "Events"): eventName + uploadId + credentialId or fileId.
  const [dup] = (await env.scratch.db.query(
    `SELECT COUNT(*) AS n FROM (
       SELECT eventName, JSON_VALUE(body, '$.data.uploadId') AS u, JSON_VALUE(body, '$.data.fileId') AS f, JSON_VALUE(body, '$.data.credentialId') AS c, COUNT(*) AS k
       FROM webhook_events WHERE eventName LIKE '%.completed' OR eventName LIKE '%.failed'
       GROUP BY eventName, u, f, c HAVING COUNT(*) > 1) d`,
  )) as Array<{ n: number | string }>;
  return { features, terminal, byStatus, duplicates: Number(dup?.n ?? 0) };
}

/** Waits until every feature is terminal (or `timeoutMs` passes); the last count. */
export async function drain(env: Environment, timeoutMs: number): Promise<Outcome> {
  const deadline = Date.now() + timeoutMs;
  let last = await outcome(env);
  while (last.terminal < last.features && Date.now() < deadline) {
    await sleep(1000);
    last = await outcome(env);
  }
  return last;
}
