import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** Written by scripts/build/build.sh once dist/ is complete. */
export const BUILD_STAMP = path.join(ROOT, 'dist', '.build-stamp');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The npm scripts run the compiled service (`node dist/...`), so a test that starts them must run
 * the code of this checkout, never a dist/ left from an older one: builds when dist/ is missing
 * or older than any file of src/, generated/ or the build configuration (`npm test` builds before
 * the tests, so there this is a check only). A build takes about a minute: call it from a
 * `before` hook with a timeout to match.
 */
export function ensureBuilt(): void {
  const inputs = Math.max(
    newestMtime(path.join(ROOT, 'src')),
    newestMtime(path.join(ROOT, 'generated')),
    ...['tsconfig.json', 'tsconfig.build.json', 'scripts/build/build.sh', 'package.json'].map((f) => fs.statSync(path.join(ROOT, f)).mtimeMs),
  );
  const built = fs.existsSync(BUILD_STAMP) ? fs.statSync(BUILD_STAMP).mtimeMs : 0;
  if (built >= inputs) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
