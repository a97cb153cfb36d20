/**
 * The compiled runtime (README "Running"): `npm run build` produces dist/, the npm scripts start
 * `node dist/...` with no TypeScript toolchain, the compiled service finds its non-TS assets (the
 * bundled OpenAPI documents) from dist/, and every package the compiled code loads is a runtime
 * dependency (the image installs `--omit=dev`).
 */
import { expect } from 'chai';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { ensureBuilt } from '../support/build';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/env';
import { clearPrefix, uniquePrefix } from '../support/pipeline';

const ROOT = path.resolve(__dirname, '../..');

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(full) : e.name.endsWith('.js') ? [full] : [];
  });
}

/** `lodash/fp` → lodash, `@scope/pkg/x` → @scope/pkg. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('compiled runtime (npm run build, node dist/...)', function () {
  this.timeout(60_000);

  before(function () {
    this.timeout(300_000);
    ensureBuilt();
  });

  it('every package the compiled code requires, imports or resolves is a runtime dependency', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const builtins = new Set(builtinModules);
    const pattern = /\b(?:require|require\.resolve|import)\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g;
    const used = new Map<string, string>();
    for (const file of jsFiles(path.join(ROOT, 'dist'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        const spec = m[1]!;
        if (spec.startsWith('node:') || builtins.has(spec) || builtins.has(spec.split('/')[0]!)) continue;
        used.set(packageOf(spec), path.relative(ROOT, file));
      }
    }
    expect(used.size).to.be.greaterThan(10);
    const missing = [...used].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'imported at run time but not in dependencies').to.deep.equal([]);
  });

  it('the bundled OpenAPI documents are in dist/', () => {
    for (const api of ['partner', 'operator']) {
      expect(fs.existsSync(path.join(ROOT, 'dist/generated', api, 'openapi.yaml')), api).to.equal(true);
    }
  });

  describe('npm run start:api', () => {
    let child: ChildProcess;
    let port: number;
    let output = '';
    const prefix = uniquePrefix('build');

    before(async function () {
      this.timeout(120_000);
      // start:api refuses a database with pending migrations.
      const db = createDataSource(TEST_DATABASE_URL);
      await db.initialize();
      await runMigrations(db);
      await db.destroy();
      port = await freePort();
      child = spawn('npm', ['run', '--silent', 'start:api'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      const deadline = Date.now() + 110_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`start:api exited ${child.exitCode}: ${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`start:api did not answer /healthz: ${output}`);
    });
    after(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await clearPrefix(prefix);
    });

    it('answers /healthz and /readyz', async () => {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).to.equal(200);
      expect(await health.json()).to.deep.equal({ status: 'ok' });
      // /healthz answers as soon as the process listens; /readyz once its Redis client has connected
      // (503 until then, as a load balancer should see it).
      let ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      for (const deadline = Date.now() + 20_000; ready.status !== 200 && Date.now() < deadline; ) {
        await new Promise((r) => setTimeout(r, 200));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      }
      expect(ready.status, await ready.clone().text()).to.equal(200);
    });

    it('routes partner requests through the spec it loaded from dist/ (401 without a key, decision "Further open points")', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/partner/v1/cases`);
      expect(res.status).to.equal(401);
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json|^application\/json/);
    });

    it('runs node on the compiled entry point, with no tsx loader', () => {
      // npm runs the script through a shell that `exec`s node: npm's one child is node itself.
      const kids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).trim().split(/\s+/);
      expect(kids).to.have.length(1);
      const args = fs.readFileSync(`/proc/${kids[0]}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(path.basename(args[0]!)).to.equal('node');
      expect(args.slice(1)).to.deep.equal(['dist/src/bin/api.js']);
      expect(args.join(' ')).not.to.match(/tsx/);
    });
  });
});
