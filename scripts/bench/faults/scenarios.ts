/**
 * The fault scenarios. Each gets a fresh environment (harness.ts), applies its fault to real
 * processes while uploads run, lets the work drain, and returns its row of the table.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { hugeImageBomb, manyPagesBomb, nestedFlateBomb, singleStreamBomb } from '../../../test/support/pdfBombs';
import { transcriptPdf } from '../../../test/support/samples';
import {
  createEnvironment,
  drain,
  log,
  newFigures,
  openFds,
  rssBytes,
  sleep,
  startLoad,
  upload,
  type Environment,
  type Figures,
  type Outcome,
  type UploadFile,
} from './harness';

export interface ScenarioResult {
  name: string;
  figures: Figures;
  deaths: number;
  deathDetails: string[];
  outcome: Outcome;
  notes: string[];
}

export interface ScenarioContext {
  databaseUrl: string;
  drainTimeoutMs: number;
}

export interface Scenario {
  name: string;
  description: string;
  run(ctx: ScenarioContext): Promise<ScenarioResult>;
}

const MiB = 1024 * 1024;

let sample: UploadFile[] | null = null;
async function sampleFiles(): Promise<UploadFile[]> {
  sample ??= [{ name: 'transcript.pdf', data: await transcriptPdf() }];
  return sample;
}

/** Runs `body` in a fresh environment with an API and a worker process, then drains and measures. */
async function withService(
  name: string,
  ctx: ScenarioContext,
  body: (env: Environment, figures: Figures, notes: string[]) => Promise<void>,
  opts: { processes?: 'split' | 'npm-start' } = {},
): Promise<ScenarioResult> {
  const env = await createEnvironment(name, ctx.databaseUrl);
  const figures = newFigures();
  const notes: string[] = [];
  try {
    if (opts.processes === 'npm-start') await env.start('all', { viaNpm: true });
    else {
      await env.start('api');
      await env.start('worker');
    }
    await body(env, figures, notes);
    log('draining: waiting for every feature to reach a terminal state');
    const result = await drain(env, ctx.drainTimeoutMs);
    return { name, figures, deaths: env.deaths.count, deathDetails: env.deaths.details, outcome: result, notes };
  } finally {
    notes.push(`logs: ${env.logDir}`);
    await env.close();
  }
}

function redisRestarts(keepData: boolean): Scenario {
  const name = keepData ? 'redis-restart' : 'redis-restart-empty';
  return {
    name,
    description: `Redis stopped and started 3 times under upload load, ${keepData ? 'keeping' : 'losing'} its data`,
    run: (ctx) =>
      withService(name, ctx, async (env, figures) => {
        const load = startLoad(env, figures, await sampleFiles());
        for (let i = 1; i <= 3; i++) {
          await sleep(5000);
          log(`redis down (${i}/3, ${keepData ? 'data kept' : 'data lost'})`);
          await env.redis.stop(keepData);
          await sleep(5000);
          await env.redis.start();
          log('redis up');
        }
        await sleep(5000);
        await load.stop();
      }),
  };
}

function databaseOutage(mode: 'refuse' | 'stall'): Scenario {
  const name = mode === 'refuse' ? 'db-refused' : 'db-stalled';
  return {
    name,
    description: `the database ${mode === 'refuse' ? 'refuses connections' : 'stalls (connections held, nothing answered)'} for 20 s under upload load`,
    run: (ctx) =>
      withService(name, ctx, async (env, figures, notes) => {
        const load = startLoad(env, figures, await sampleFiles());
        await sleep(5000);
        log(`database ${mode} for 20 s`);
        const t0 = Date.now();
        if (mode === 'refuse') await env.dbProxy.refuse();
        else env.dbProxy.stall();
        // A probe of the slowest answer while the database is away.
        const probe = (async () => {
          const started = Date.now();
          const f = newFigures();
          await upload(env, f, await sampleFiles(), { timeoutMs: 60_000 });
          return { status: [...f.byStatus.keys()][0], ms: Date.now() - started };
        })();
        await sleep(20_000);
        await env.dbProxy.pass();
        log(`database back after ${Math.round((Date.now() - t0) / 1000)} s`);
        const p = await probe;
        notes.push(`an upload sent at the start of the outage answered ${p.status} after ${(p.ms / 1000).toFixed(1)} s`);
        await sleep(5000);
        await load.stop();
      }),
  };
}

const workerKills: Scenario = {
  name: 'worker-kill',
  description: 'the worker killed with SIGKILL 3 times under upload load (restarted each time)',
  run: (ctx) =>
    withService('worker-kill', ctx, async (env, figures) => {
      const load = startLoad(env, figures, await sampleFiles());
      for (let i = 1; i <= 3; i++) {
        await sleep(6000);
        const worker = env.processes.filter((p) => p.role === 'worker' && p.child.exitCode === null && p.child.signalCode === null).pop();
        if (worker) {
          log(`kill -9 worker pid ${worker.child.pid} (${i}/3)`);
          await env.stop(worker, 'SIGKILL');
        }
        await sleep(1000);
        await env.start('worker');
      }
      await sleep(5000);
      await load.stop();
    }),
};

const sigtermGroup: Scenario = {
  name: 'sigterm-group',
  description: '`npm start` (API and worker in one process) sent SIGTERM to its whole process group under upload load, then started again',
  run: (ctx) =>
    withService(
      'sigterm-group',
      ctx,
      async (env, figures, notes) => {
        const load = startLoad(env, figures, await sampleFiles());
        await sleep(8000);
        const all = env.processes.find((p) => p.role === 'all')!;
        log(`SIGTERM to process group ${all.child.pid}`);
        const t0 = Date.now();
        const exit = await env.stop(all, 'SIGTERM', true);
        notes.push(`npm start exited with code ${exit.code} (signal ${exit.signal}) ${((Date.now() - t0) / 1000).toFixed(1)} s after SIGTERM`);
        const tmp = path.join(env.storageDir, '.tmp');
        const leftovers = fs.existsSync(tmp) ? fs.readdirSync(tmp).length : 0;
        notes.push(`temporary upload parts left in storage after the stop: ${leftovers}`);
        await env.start('all', { viaNpm: true });
        await sleep(5000);
        await load.stop();
      },
      { processes: 'npm-start' },
    ),
};

const stalledUploads: Scenario = {
  name: 'stalled-uploads',
  description: '1,000 uploads that send their headers and 9 bytes of a declared 50 MB body, then nothing; normal uploads (another key) meanwhile',
  run: (ctx) =>
    withService('stalled-uploads', ctx, async (env, figures, notes) => {
      const api = env.processes.find((p) => p.role === 'api')!;
      const fdsBefore = openFds(api.child.pid!);
      const url = new URL(env.apiUrl());
      const statuses = new Map<string, number>();
      const sockets: net.Socket[] = [];
      let closed = 0;
      for (let i = 0; i < 1000; i++) {
        const s = net.connect(Number(url.port), url.hostname);
        s.setNoDelay(true);
        let answer = '';
        s.on('data', (d) => (answer += d.toString('latin1')));
        s.on('error', () => undefined);
        s.on('close', () => {
          closed += 1;
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed without answer';
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
        s.write(
          `POST /partner/v1/cases HTTP/1.1\r\nHost: x\r\nx-api-key: ${env.org.partnerKey}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: 52428800\r\n\r\n--b\r\nCont`,
        );
        sockets.push(s);
        if (i % 100 === 99) await sleep(50);
      }
      figures.sent += 1000;
      log('1,000 stalled uploads open; normal uploads from another key meanwhile');
      const load = startLoad(env, figures, await sampleFiles(), { key: env.otherOrg.partnerKey, concurrency: 2 });
      let peakFds = 0;
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline && closed < 1000) {
        peakFds = Math.max(peakFds, openFds(api.child.pid!));
        await sleep(1000);
      }
      await load.stop();
      for (const s of sockets) s.destroy();
      await sleep(500);
      for (const [status, n] of statuses) {
        if (status === 'closed without answer') notes.push(`stalled: ${n} closed by the server without an answer`);
        else figures.byStatus.set(`${status} (stalled)`, n);
      }
      const tmp = path.join(env.storageDir, '.tmp');
      notes.push(`stalled: ${closed} of 1000 closed by the server within 150 s; API fds ${fdsBefore} before, peak ${peakFds}`);
      notes.push(`temporary upload parts left in storage: ${fs.existsSync(tmp) ? fs.readdirSync(tmp).length : 0}`);
    }),
};

const pdfBombsScenario: Scenario = {
  name: 'pdf-bombs',
  description: 'four PDF decompression bombs (1 GiB stream, 64 × 16 MiB pages, nested Flate, 60k × 60k image) in one upload, forensics and translation requested',
  run: (ctx) =>
    withService('pdf-bombs', ctx, async (env, figures, notes) => {
      const worker = env.processes.find((p) => p.role === 'worker')!;
      // Warm up: one real document, so idle is measured with pdfjs and the engines loaded.
      await upload(env, figures, await sampleFiles(), { features: ['forensics', 'translation'] });
      await drain(env, ctx.drainTimeoutMs);
      await sleep(3000);
      const idle = rssBytes(worker.child.pid!);
      const bombs = [singleStreamBomb(), manyPagesBomb(), nestedFlateBomb(), hugeImageBomb()];
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(worker.child.pid!))), 50);
      const t0 = Date.now();
      await upload(env, figures, bombs.map((b) => ({ name: `${b.name}.pdf`, data: b.bytes })), { features: ['forensics', 'translation'] });
      const done = await drain(env, ctx.drainTimeoutMs);
      const ms = Date.now() - t0;
      await sleep(5000);
      clearInterval(sampler);
      const after = rssBytes(worker.child.pid!);
      const errors = (await env.scratch.db.query("SELECT DISTINCT error FROM upload_features WHERE status = 'failed'")) as Array<{ error: string }>;
      notes.push(`bombs: ${bombs.map((b) => `${b.name} ${(b.bytes.length / 1024).toFixed(0)} KiB`).join(', ')}`);
      notes.push(`worker RSS: idle ${(idle / MiB).toFixed(0)} MiB, peak ${(peak / MiB).toFixed(0)} MiB, after ${(after / MiB).toFixed(0)} MiB (${(((after - idle) / idle) * 100).toFixed(1)} % over idle; goal ≤ 20 %) — ${after <= idle * 1.2 ? 'OK' : 'OVER'}`);
      notes.push(`all ${done.features} features terminal ${(ms / 1000).toFixed(1)} s after the upload: ${done.terminal === done.features ? 'yes' : 'no'}`);
      for (const e of errors) notes.push(`feature error: ${e.error}`);
    }),
};

export const SCENARIOS: Scenario[] = [
  redisRestarts(true),
  redisRestarts(false),
  databaseOutage('refuse'),
  databaseOutage('stall'),
  workerKills,
  sigtermGroup,
  stalledUploads,
  pdfBombsScenario,
];
