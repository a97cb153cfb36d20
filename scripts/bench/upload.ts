/**
 * Upload benchmark (issue: "Benchmark scripts/bench/upload").
 *
 * For one 100 MiB file and for 20 files of 5 MiB, it prints:
 *   - the API process's peak RSS growth during the upload (goal: under 64 MiB), sampled from
 *     /proc/<pid>/status every 10 ms;
 *   - upload throughput of POST /cases as a ratio against a plain Node `http` server that pipes
 *     the same request to a file on the same machine, measured in the same run (goal: >= 0.5).
 * Both servers are separate processes; the client streams the multipart body from disk.
 *
 *   npx tsx scripts/bench/upload.ts [--runs 3]
 * Uses TEST_DATABASE_URL / TEST_REDIS_URL (defaults: the test database and Redis db 1).
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { createApiKey, createOrganization } from '../../src/domain/apiKeys';

const ROOT = path.resolve(__dirname, '../..');
const MiB = 1024 * 1024;
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

const PLAIN_SERVER = `
const http = require('http'); const fs = require('fs'); const path = require('path');
let n = 0;
http.createServer((req, res) => {
  const out = fs.createWriteStream(path.join(process.env.OUT_DIR, 'req-' + (n++)));
  req.pipe(out);
  out.on('finish', () => { res.writeHead(202, {'content-type': 'application/json'}); res.end('{}'); });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`no answer from ${url}`);
}

function makeFile(dir: string, name: string, size: number): string {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, Buffer.from('%PDF-1.4\n'));
  let written = 9;
  const chunk = randomBytes(MiB);
  while (written < size) {
    const n = Math.min(chunk.length, size - written);
    fs.writeSync(fd, chunk, 0, n);
    written += n;
  }
  fs.closeSync(fd);
  return file;
}

/** Streams a multipart body from disk (one `files` part per file) and resolves with status and bytes sent. */
function postMultipart(port: number, urlPath: string, headers: Record<string, string>, fields: Record<string, string>, files: string[]): Promise<{ status: number; bytes: number; body: string }> {
  const boundary = '----bench' + randomBytes(8).toString('hex');
  const head = (name: string, file?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${path.basename(file)}"` : ''}\r\n` +
        (file ? 'Content-Type: application/pdf\r\n' : '') +
        '\r\n',
    );
  const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.concat([head(k), Buffer.from(v + '\r\n')]));
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    fieldParts.reduce((s, b) => s + b.length, 0) +
    files.reduce((s, f) => s + head('files', f).length + fs.statSync(f).size + 2, 0) +
    tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) } },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: length, body }));
      },
    );
    req.on('error', reject);
    (async () => {
      for (const part of fieldParts) req.write(part);
      for (const f of files) {
        req.write(head('files', f));
        for await (const chunk of fs.createReadStream(f, { highWaterMark: 256 * 1024 })) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        req.write('\r\n');
      }
      req.end(tail);
    })().catch(reject);
  });
}

async function measure(pid: number, send: () => Promise<{ status: number; bytes: number; body: string }>) {
  const base = rssBytes(pid);
  let peak = base;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      /* process gone */
    }
  }, 10);
  const started = process.hrtime.bigint();
  const result = await send();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(timer);
  peak = Math.max(peak, rssBytes(pid));
  return { ...result, seconds, mibPerSecond: result.bytes / MiB / seconds, rssGrowthMiB: (peak - base) / MiB };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const db = createDataSource(DATABASE_URL);
  await db.initialize();
  await runMigrations(db);
  const org = await createOrganization(db, 'Upload benchmark');
  const { apiKey } = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  await db.destroy();

  const apiPort = await freePort();
  const plainPort = await freePort();
  const storageDir = path.join(work, 'storage');
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/bin/api.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATABASE_URL, REDIS_URL, QUEUE_PREFIX: `credeval-bench-upload-${process.pid}`, STORAGE_DIR: storageDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  fs.mkdirSync(path.join(work, 'plain'));
  const plain = spawn(process.execPath, ['-e', PLAIN_SERVER], { env: { ...process.env, PORT: String(plainPort), OUT_DIR: path.join(work, 'plain') }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api);
    await waitFor(`http://127.0.0.1:${plainPort}/`, plain);

    const scenarios = [
      { name: '1 x 100 MiB', files: [makeFile(work, 'big.pdf', 100 * MiB - 64 * 1024)] },
      { name: '20 x 5 MiB', files: Array.from({ length: 20 }, (_, i) => makeFile(work, `f${i}.pdf`, 5 * MiB - 4 * 1024)) },
    ];
    // Warm both servers (JIT, connections) before measuring.
    await postMultipart(apiPort, '/partner/v1/cases', { 'x-api-key': apiKey }, { externalId: `warm-${Date.now()}` }, [scenarios[1].files[0]]);
    await postMultipart(plainPort, '/', {}, {}, [scenarios[1].files[0]]);

    console.log(`upload benchmark: ${RUNS} runs each, median figures; API pid ${api.pid}, plain pid ${plain.pid}`);
    console.log('scenario        | API MiB/s | plain MiB/s | ratio | API peak RSS growth MiB | goal');
    for (const scenario of scenarios) {
      const apiRuns = [];
      const plainRuns = [];
      for (let i = 0; i < RUNS; i++) {
        const a = await measure(api.pid!, () =>
          postMultipart(apiPort, '/partner/v1/cases', { 'x-api-key': apiKey }, { externalId: `bench-${Date.now()}-${i}`, classify: 'true' }, scenario.files),
        );
        if (a.status !== 202) throw new Error(`API answered ${a.status}: ${a.body}`);
        apiRuns.push(a);
        plainRuns.push(await measure(plain.pid!, () => postMultipart(plainPort, '/', {}, {}, scenario.files)));
        fs.rmSync(path.join(storageDir, 'orgs'), { recursive: true, force: true });
        for (const f of fs.readdirSync(path.join(work, 'plain'))) fs.rmSync(path.join(work, 'plain', f));
      }
      const apiSpeed = median(apiRuns.map((r) => r.mibPerSecond));
      const plainSpeed = median(plainRuns.map((r) => r.mibPerSecond));
      const rss = Math.max(...apiRuns.map((r) => r.rssGrowthMiB));
      const ratio = apiSpeed / plainSpeed;
      console.log(
        `${scenario.name.padEnd(15)} | ${apiSpeed.toFixed(1).padStart(9)} | ${plainSpeed.toFixed(1).padStart(11)} | ${ratio.toFixed(2).padStart(5)} | ${rss.toFixed(1).padStart(23)} | ${rss < 64 && ratio >= 0.5 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    api.kill('SIGTERM');
    plain.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
