/**
 * `npm run bench:api`: the partner API against the stack it is built on.
 *
 * 1. Seeds a database of its own (scripts/bench/api/seed.ts) and builds dist/ if stale.
 * 2. Starts three servers on the same data: the compiled API alone (`node dist/src/bin/api.js`),
 *    the ceiling (scripts/bench/api/ceiling.ts: plain Koa + mysql2, the same key lookup and the
 *    same reads, no validation, no ORM) and Prism mocking the same bundled spec.
 * 3. Per route, alternates runs between them (round-robin, `--rounds` times) with a closed-loop
 *    load of `--connections` keep-alive connections (scripts/bench/api/load.ts; autocannon is
 *    not among the project's packages) and prints requests/s, p50 and p99 per target and the
 *    ratios. Any non-2xx or transport error is printed and fails the run (exit 1).
 * 4. Memory: the API's RSS idle, at its peak under the GET load, and after two more runs of
 *    10,000 GET /cases/{id} each (growth: the second against the first).
 * 5. Start-up: `npm start` (API and worker, migrated database) until /healthz answers, and one
 *    `npm run admin` command, each `--startups` times.
 * 6. Growth: the organization filled to each of `--sizes` cases; p50 of GET /cases (with
 *    meta.total), GET /cases?externalId=, GET /cases/{id} and GET /cases/{number} at each size.
 *
 *   npm run bench:api -- [--duration 10] [--rounds 3] [--connections 16] [--sizes 1000,100000,1000000]
 *                        [--skip growth,startup,prism] [--routes get,list,extraction,post] [--profile <dir>]
 *
 * Database: BENCH_DATABASE_URL, default TEST_DATABASE_URL's database name + `_apibench` (dropped
 * and created again; the user needs CREATE on it). Redis: TEST_REDIS_URL (a prefix of its own).
 */
import 'reflect-metadata';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'redis';
import mysql from 'mysql2/promise';
import { createDataSource, runMigrations } from '../../../src/data/dataSource';
import { createStorage } from '../../../src/storage';
import { ensureBuilt } from '../../../test/support/build';
import { runLoad, type LoadRequest, type LoadResult } from './load';
import { benchPdf, growTo, seedBase, type Seeded } from './seed';

const ROOT = path.resolve(__dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    sizes: { type: 'string', default: '1000,100000,1000000' },
    'growth-duration': { type: 'string', default: '5' },
    startups: { type: 'string', default: '3' },
    skip: { type: 'string', default: '' },
    routes: { type: 'string', default: 'get,list,extraction,post' },
    profile: { type: 'string' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const SKIP = new Set(args.skip!.split(',').filter(Boolean));
const ROUTES = new Set(args.routes!.split(',').filter(Boolean));

const TEST_DB = process.env.TEST_DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
const DB_URL = process.env.BENCH_DATABASE_URL ?? TEST_DB.replace(/\/([^/?]+)(\?|$)/, '/$1_apibench$2');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const PREFIX = `credeval-bench-api-${process.pid}`;

const log = (s: string) => process.stdout.write(s + '\n');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the process has settled after its start (less than 10 % of a core for half a
 * second): the API compiles its request validators in the background once it listens.
 */
async function waitIdle(pid: number, maxMs = 60_000): Promise<void> {
  const t0 = Date.now();
  let before = cpuTicks(pid);
  while (Date.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    if (now - before < 5) return;
    before = now;
  }
}

async function waitForHttp(url: string, timeoutMs: number, headers: Record<string, string> = {}, child?: ChildProcess): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited ${child.exitCode}`);
    const ok = await fetch(url, { headers }).then((r) => r.status < 500, () => false);
    if (ok) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

const children: ChildProcess[] = [];
/**
 * Starts a server in a process group of its own. Its stdout (the API's request log) goes to a
 * file, as a log collector would take it: read through a pipe by this process, which is busy
 * generating load, the log would stall the server whenever the pipe is full.
 */
function start(cmd: string, argv: string[], env: Record<string, string>, label: string, stdoutFile = '/dev/null'): ChildProcess {
  const out = fs.openSync(stdoutFile, 'a');
  const child = spawn(cmd, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, 'pipe'], detached: true });
  fs.closeSync(out);
  let err = '';
  child.stderr!.on('data', (d) => (err = (err + d).slice(-4000)));
  child.once('exit', (code, signal) => {
    if (code !== 0 && code !== null && signal === null) process.stderr.write(`${label} exited ${code}: ${err}\n`);
  });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* gone */
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

function multipart(externalId: string, pdf: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----bench' + randomBytes(8).toString('hex');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="externalId"\r\n\r\n${externalId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="transcript.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Target {
  name: 'api' | 'ceiling' | 'prism';
  port: number;
  /** Path prefix of the partner routes on this server. */
  prefix: string;
  /** Its process, whose CPU time each run reads. */
  pid: number;
}

interface Route {
  key: string;
  label: string;
  targets: Target['name'][];
  request: (t: Target, i: number) => LoadRequest;
}

async function main(): Promise<void> {
  log(`bench:api: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${CONNECTIONS} connections, ${ROUNDS} rounds × ${args.duration} s per target and route`);
  ensureBuilt();

  // --- database ------------------------------------------------------------------------------
  const dbName = new URL(DB_URL).pathname.slice(1);
  const admin = await mysql.createConnection({ uri: DB_URL.replace(/\/[^/?]+(\?|$)/, '/$1') });
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const db = createDataSource(DB_URL);
  await db.initialize();
  await runMigrations(db);
  const seeded: Seeded = await seedBase(db, createStorage(path.join(storageDir, 'api')));
  await db.query('CREATE TABLE bench_ceiling_uploads (id VARCHAR(24) PRIMARY KEY, organizationId VARCHAR(24) NOT NULL, externalId VARCHAR(128) NULL, size INT NOT NULL, createdAt DATETIME(3) NOT NULL)');
  await db.destroy();
  const conn = await mysql.createConnection({ uri: DB_URL });
  await growTo(conn, seeded.orgId, 1000, log);
  log(`seeded ${dbName}: organization ${seeded.orgId}, case ${seeded.caseId} (#${seeded.caseNumber}), extraction case ${seeded.extractionCaseId} (60 courses), 1,000 cases`);

  // --- servers -------------------------------------------------------------------------------
  const apiPort = await freePort();
  const apiEnv = {
    PORT: String(apiPort), HOST: '127.0.0.1', DATABASE_URL: DB_URL, REDIS_URL, QUEUE_PREFIX: PREFIX,
    STORAGE_DIR: path.join(storageDir, 'api'), NODE_ENV: 'production',
    // The rate limiter and the upload caps run as in production; their bounds are raised so that
    // 16 connections of one key measure the cost of the limiter, not its refusals.
    RATE_LIMIT_MAX: '10000000', UPLOADS_MAX_CONCURRENT_PER_KEY: String(Math.max(10, CONNECTIONS)),
  };
  const profileArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  const apiSpawnedAt = performance.now();
  const api = start(process.execPath, [...profileArgs, 'dist/src/bin/api.js'], apiEnv, 'api', path.join(storageDir, 'api.log'));
  const apiStartMs = await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 120_000, {}, api);
  const ceilingPort = await freePort();
  const ceiling = start(process.execPath, ['--import', 'tsx', 'scripts/bench/api/ceiling.ts'], { PORT: String(ceilingPort), DATABASE_URL: DB_URL, STORAGE_DIR: path.join(storageDir, 'ceiling') }, 'ceiling');
  await waitForHttp(`http://127.0.0.1:${ceilingPort}/`, 60_000, {}, ceiling);
  const targets: Target[] = [
    { name: 'api', port: apiPort, prefix: '/partner/v1', pid: api.pid! },
    { name: 'ceiling', port: ceilingPort, prefix: '/partner/v1', pid: ceiling.pid! },
  ];
  let prism: ChildProcess | undefined;
  if (!SKIP.has('prism')) {
    const prismPort = await freePort();
    prism = start(path.join(ROOT, 'node_modules/.bin/prism'), ['mock', 'generated/partner/openapi.yaml', '--host', '127.0.0.1', '--port', String(prismPort)], {}, 'prism');
    await waitForHttp(`http://127.0.0.1:${prismPort}/cases/${seeded.caseId}`, 120_000, { 'x-api-key': seeded.apiKey }, prism);
    targets.push({ name: 'prism', port: prismPort, prefix: '', pid: prism.pid! });
  }
  await waitIdle(api.pid!);
  log(`servers: api :${apiPort} (/healthz after ${(apiStartMs / 1000).toFixed(1)} s), ceiling :${ceilingPort}${prism ? `, prism :${targets[2]!.port}` : ''}`);

  const headers = { 'x-api-key': seeded.apiKey };
  const pdf = benchPdf(200 * 1024);
  const runTag = randomBytes(3).toString('hex');
  const allRoutes: Route[] = [
    { key: 'get', label: 'GET /cases/{id}', targets: ['api', 'ceiling', 'prism'], request: (t) => ({ method: 'GET', path: `${t.prefix}/cases/${seeded.caseId}`, headers }) },
    { key: 'list', label: 'GET /cases?limit=20', targets: ['api', 'ceiling', 'prism'], request: (t) => ({ method: 'GET', path: `${t.prefix}/cases?limit=20`, headers }) },
    { key: 'extraction', label: 'GET /cases/{id}/extraction (60 courses)', targets: ['api', 'ceiling', 'prism'], request: (t) => ({ method: 'GET', path: `${t.prefix}/cases/${seeded.extractionCaseId}/extraction`, headers }) },
    {
      key: 'post',
      label: 'POST /cases (one 200 KB PDF)',
      targets: ['api', 'ceiling'],
      request: (t, i) => {
        const form = multipart(`POST-${runTag}-${t.name}-${i}-${randomBytes(3).toString('hex')}`, pdf);
        return { method: 'POST', path: `${t.prefix}/cases`, headers: { ...headers, 'content-type': form.contentType }, body: form.body };
      },
    },
  ];
  const routes = allRoutes.filter((r) => ROUTES.has(r.key));

  // --- memory: idle ---------------------------------------------------------------------------
  const rss = { idle: rssMiB(api.pid!), peak: 0, after10k: 0, end: 0 };
  let apiRequests = 0;
  const sample = () => (rss.peak = Math.max(rss.peak, rssMiB(api.pid!)));

  // --- throughput ---------------------------------------------------------------------------
  let failed = false;
  const table: string[][] = [['route', 'target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs ceiling', 'vs prism']];
  for (const route of routes) {
    const active = targets.filter((t) => route.targets.includes(t.name));
    // Warm-up: JIT, connection pools, lazily compiled validators.
    for (const t of active) await runLoad({ port: t.port, connections: CONNECTIONS, durationMs: 1000, request: (i) => route.request(t, i) });
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of active) {
        const from = (performance.now() - apiSpawnedAt) / 1000;
        const ticksBefore = cpuTicks(t.pid);
        const r = await runLoad({ port: t.port, connections: CONNECTIONS, durationMs: DURATION_MS, request: (i) => route.request(t, i), onSample: t.name === 'api' ? sample : undefined });
        // Where the run lies in the API's CPU profile (seconds since it was started).
        if (args.profile && t.name === 'api') log(`  profile window of ${route.label}: ${from.toFixed(1)}..${((performance.now() - apiSpawnedAt) / 1000).toFixed(1)} s`);
        if (t.name === 'api') apiRequests += r.requests;
        // Each run's figure too: the spread between rounds on a shared machine.
        // CPU per request of the server (user + system, all its threads): on a shared machine each
        // process gets about the same share of a core, so req/s follows it (README "API benchmark").
        const cpuMs = ((cpuTicks(t.pid) - ticksBefore) * 1000) / CLOCK_TICKS / Math.max(1, r.requests);
        log(`  round ${round + 1}, ${route.label}, ${t.name}: ${r.rps.toFixed(0)} req/s, ${cpuMs.toFixed(2)} ms CPU per request`);
        results.set(t.name, [...(results.get(t.name) ?? []), r]);
      }
    }
    const summary = new Map(
      [...results].map(([name, rs]) => {
        const all = rs.flatMap((r) => r.latencies).sort((a, b) => a - b);
        const failures: Record<string, number> = {};
        for (const r of rs) for (const [k, v] of Object.entries(r.failures)) failures[k] = (failures[k] ?? 0) + v;
        return [name, { rps: median(rs.map((r) => r.rps)), p50: all[Math.ceil(all.length * 0.5) - 1]!, p99: all[Math.ceil(all.length * 0.99) - 1]!, failures }];
      }),
    );
    for (const [name, s] of summary) {
      const errors = Object.entries(s.failures).map(([k, v]) => `${k}×${v}`).join(' ') || '0';
      if (errors !== '0') failed = true;
      const vs = (other: string) => (name === 'api' && summary.has(other) ? `${(s.rps / summary.get(other)!.rps).toFixed(2)}×` : '');
      table.push([route.label, name, s.rps.toFixed(0), s.p50.toFixed(1), s.p99.toFixed(1), errors, vs('ceiling'), vs('prism')]);
    }
  }
  printTable(table);
  // Memory: two more runs of exactly 10,000 GET /cases/{id} each; what the second adds to the
  // first is growth (a leak), not the warm-up of pools and caches.
  const memoryRun = () =>
    runLoad({ port: apiPort, connections: CONNECTIONS, maxRequests: 10_000, request: () => ({ method: 'GET', path: `/partner/v1/cases/${seeded.caseId}`, headers }), onSample: sample });
  for (const r of [await memoryRun(), await memoryRun()]) {
    if (Object.keys(r.failures).length) failed = true;
    if (rss.after10k === 0) rss.after10k = rssMiB(api.pid!);
    else rss.end = rssMiB(api.pid!);
  }
  apiRequests += 20_000;
  log(
    `\nAPI RSS: idle ${rss.idle.toFixed(0)} MiB, peak under load ${rss.peak.toFixed(0)} MiB; after ${(apiRequests - 10_000).toLocaleString('en')} requests ${rss.after10k.toFixed(0)} MiB, ` +
      `10,000 requests later ${rss.end.toFixed(0)} MiB (${(((rss.end - rss.after10k) / rss.after10k) * 100).toFixed(1)} %; goal ≤ 10 %)`,
  );

  // --- growth -----------------------------------------------------------------------------------
  if (!SKIP.has('growth')) {
    const sizes = args.sizes!.split(',').map(Number);
    const growthMs = Number(args['growth-duration']) * 1000;
    const gRoutes: [string, (i: number) => LoadRequest][] = [
      ['GET /cases (meta.total)', () => ({ method: 'GET', path: '/partner/v1/cases?limit=20', headers })],
      ['GET /cases?externalId=', (i) => ({ method: 'GET', path: `/partner/v1/cases?externalId=GROW-${1 + (i % 500)}`, headers })],
      ['GET /cases/{id}', () => ({ method: 'GET', path: `/partner/v1/cases/${seeded.caseId}`, headers })],
      ['GET /cases/{number}', () => ({ method: 'GET', path: `/partner/v1/cases/${seeded.caseNumber}`, headers })],
    ];
    const p50s: number[][] = [];
    for (const size of sizes) {
      await growTo(conn, seeded.orgId, size, log);
      await conn.query('ANALYZE TABLE cases, uploads, upload_features, upload_files, credentials');
      const row: number[] = [];
      for (const [, req] of gRoutes) {
        await runLoad({ port: apiPort, connections: CONNECTIONS, durationMs: 500, request: req });
        const r = await runLoad({ port: apiPort, connections: CONNECTIONS, durationMs: growthMs, request: req });
        if (Object.keys(r.failures).length) {
          failed = true;
          log(`  errors at ${size}: ${JSON.stringify(r.failures)}`);
        }
        row.push(r.p50);
      }
      p50s.push(row);
      log(`  ${size.toLocaleString('en')} cases: ${gRoutes.map(([l], i) => `${l} p50 ${row[i]!.toFixed(1)} ms`).join(', ')}`);
    }
    const g: string[][] = [['route', ...sizes.map((s) => `p50 @ ${s.toLocaleString('en')}`), `largest / smallest`]];
    gRoutes.forEach(([label], i) => g.push([label, ...p50s.map((r) => `${r[i]!.toFixed(1)} ms`), `${(p50s[p50s.length - 1]![i]! / p50s[0]![i]!).toFixed(2)}× (goal ≤ 2×)`]));
    log('');
    printTable(g);
  }
  await stop(api);
  await stop(ceiling);
  if (prism) await stop(prism);

  // --- start-up and admin ---------------------------------------------------------------------
  if (!SKIP.has('startup')) {
    const runs = Number(args.startups);
    const startups: number[] = [];
    const startRss: number[] = [];
    for (let i = 0; i < runs; i++) {
      const port = await freePort();
      const all = start('npm', ['start', '--silent'], { ...apiEnv, PORT: String(port) }, 'npm start');
      startups.push(await waitForHttp(`http://127.0.0.1:${port}/healthz`, 120_000, {}, all));
      const node = spawnSync('ps', ['-o', 'pid=', '--ppid', String(all.pid)], { encoding: 'utf8' }).stdout.trim();
      if (node) startRss.push(rssMiB(Number(node)));
      await stop(all);
    }
    const admins: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = spawnSync('npm', ['run', '--silent', 'admin', '--', 'org:create', '--name', `Bench admin ${i}`], { cwd: ROOT, env: { ...process.env, DATABASE_URL: DB_URL }, encoding: 'utf8' });
      admins.push(performance.now() - t0);
      if (res.status !== 0) {
        failed = true;
        log(`admin failed: ${res.stderr}`);
      }
    }
    const fmt = (xs: number[]) => `median ${(median(xs) / 1000).toFixed(2)} s (${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;
    log(`\nnpm start until /healthz (migrated database): ${fmt(startups)}; goal ≤ 5 s; RSS then ${startRss.map((r) => r.toFixed(0)).join(', ')} MiB`);
    log(`npm run admin -- org:create: ${fmt(admins)}; goal ≤ 1.5 s`);
  }

  await conn.end();
  fs.rmSync(storageDir, { recursive: true, force: true });
  const redis = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  await redis.connect();
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(keys);
  redis.destroy();
  if (failed) {
    log('\nFAILED: errors or non-2xx answers during the runs (above)');
    process.exitCode = 1;
  }
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [n, r] of rows.entries()) {
    log('| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |');
    if (n === 0) log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  }
}

main().catch(async (err) => {
  process.stderr.write(`bench:api failed: ${(err as Error).stack}\n`);
  for (const c of children) await stop(c);
  process.exit(1);
});
