/*
 * Fault benchmark: the faults production brings, applied to real processes (the API and the
 * worker as operators start them, a private redis-server, MariaDB behind a TCP proxy), with
 * uploads running. Per scenario it prints: requests sent, non-2xx answers by status, 5xx (and
 * those that are not the documented 503), process deaths, uploads accepted, features reaching a
 * terminal state, duplicated terminal events. Target: 0 deaths, 0 5xx outside the documented
 * 503s, 0 lost (every feature terminal), 0 duplicated.
 *
 *   npm run bench:faults [-- --scenario redis-restart,pdf-bombs] [--list] [--drain-timeout 300]
 *
 * Uses TEST_DATABASE_URL's server (a scratch database per scenario, which the user may create:
 * credeval_test_*); Redis is its own redis-server on a free port. Not part of `npm test`.
 */
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../../../test/support/build';
import { SCENARIOS, type ScenarioResult } from './scenarios';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    list: { type: 'boolean', default: false },
    'drain-timeout': { type: 'string', default: '300' },
  },
});

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';

function statusList(byStatus: Map<string, number>): string {
  const non2xx = [...byStatus].filter(([s]) => !/^2\d\d/.test(s)).sort(([a], [b]) => a.localeCompare(b));
  return non2xx.length === 0 ? '-' : non2xx.map(([s, n]) => `${s}×${n}`).join(' ');
}

function row(r: ScenarioResult): string[] {
  const fivexx = [...r.figures.byStatus].filter(([s]) => /^5\d\d/.test(s));
  const total5xx = fivexx.reduce((a, [, n]) => a + n, 0);
  const undocumented = fivexx.filter(([s]) => !s.startsWith('503')).reduce((a, [, n]) => a + n, 0);
  return [
    r.name,
    String(r.figures.sent),
    statusList(r.figures.byStatus),
    `${total5xx} (${undocumented} not 503)`,
    String(r.deaths),
    String(r.figures.accepted),
    `${r.outcome.terminal}/${r.outcome.features}`,
    String(r.outcome.duplicates),
  ];
}

function table(rows: string[][]): string {
  const head = ['scenario', 'sent', 'non-2xx by status', '5xx', 'deaths', 'accepted', 'features terminal', 'duplicates'];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (values.list) {
    for (const s of SCENARIOS) process.stdout.write(`${s.name.padEnd(20)} ${s.description}\n`);
    return;
  }
  const wanted = values.scenario ? values.scenario.split(',').map((s) => s.trim()) : SCENARIOS.map((s) => s.name);
  // `sigterm-group` starts the service as operators do (`npm start`), which runs the compiled dist/.
  if (wanted.includes('sigterm-group')) ensureBuilt();
  const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.name === w));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}\n`);
    process.exit(2);
  }
  const ctx = { databaseUrl: DATABASE_URL, drainTimeoutMs: Number(values['drain-timeout']) * 1000 };
  const results: ScenarioResult[] = [];
  for (const s of SCENARIOS.filter((x) => wanted.includes(x.name))) {
    process.stdout.write(`\n=== ${s.name}: ${s.description}\n`);
    try {
      const r = await s.run(ctx);
      results.push(r);
      for (const n of r.notes) process.stdout.write(`  note: ${n}\n`);
      for (const d of r.deathDetails) process.stdout.write(`  death: ${d}\n`);
      process.stdout.write(`  features by status: ${JSON.stringify(r.outcome.byStatus)}\n`);
    } catch (err) {
      process.stdout.write(`  the scenario could not run: ${(err as Error).stack ?? String(err)}\n`);
    }
  }
  process.stdout.write(`\n${table(results.map(row))}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
