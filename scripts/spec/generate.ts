/**
 * Builds the generated artefacts of every hand-written OpenAPI spec (decision "Spec format"):
 *
 *   spec/<name>/openapi.yaml  --bundle-->  generated/<name>/openapi.yaml  (one file, refs kept as components)
 *                             --types--->  generated/<name>/types.ts      (openapi-typescript)
 *                             --client-->  examples/client/<name>/        (@hey-api/openapi-ts: fetch client,
 *                                                                          types and one function per operation)
 *
 * Usage:
 *   npx tsx scripts/spec/generate.ts           write the files
 *   npx tsx scripts/spec/generate.ts --check   write nothing; exit 1 naming every file that differs
 *                                             from what is on disk (or is missing), else print ok
 *
 * Output is byte-for-byte deterministic: the bundler walks the spec in document order, component
 * sections are sorted by name, and YAML is written without anchors and without line folding.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { stringify } from 'yaml';

/** The specs to build: the partner API (/partner/v1) and the operator API (/operator/v1, decision "Processes and configuration"). */
export const SPECS = ['partner', 'operator'] as const;

const ROOT = path.resolve(__dirname, '..', '..');

interface GeneratedFile {
  /** Path relative to the repository root, with forward slashes. */
  relPath: string;
  content: string;
}

function yamlHeader(name: string): string {
  return `# GENERATED from spec/${name}/ by scripts/spec/generate.ts. Do not edit; run npm run generate.\n`;
}

function tsHeader(name: string): string {
  return (
    `// GENERATED from spec/${name}/ by scripts/spec/generate.ts. Do not edit; run npm run generate.\n` +
    `// TypeScript types of generated/${name}/openapi.yaml, produced by openapi-typescript.\n\n`
  );
}

/** Sorts the keys of each `components` section so that the output does not depend on ref order. */
function sortComponents(doc: Record<string, unknown>): Record<string, unknown> {
  const components = doc.components as Record<string, Record<string, unknown>> | undefined;
  if (!components) return doc;
  const sorted: Record<string, Record<string, unknown>> = {};
  for (const section of Object.keys(components)) {
    const entries = Object.entries(components[section] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    sorted[section] = Object.fromEntries(entries);
  }
  return { ...doc, components: sorted };
}

async function bundleSpec(name: string): Promise<Record<string, unknown>> {
  const ref = path.join(ROOT, 'spec', name, 'openapi.yaml');
  // An empty config: bundling must not depend on lint settings or on decorators in redocly.yaml.
  const config = await createConfig({});
  const result = await bundle({ ref, config, dereference: false });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => {
      const where = p.location?.[0];
      const at = where ? ` at ${path.relative(ROOT, where.source.absoluteRef)}#${where.pointer}` : '';
      return `  - ${p.message}${at}`;
    });
    throw new Error(`bundling spec/${name}/openapi.yaml failed:\n${lines.join('\n')}`);
  }
  return sortComponents(result.bundle.parsed as Record<string, unknown>);
}

async function generateTypes(name: string, doc: Record<string, unknown>): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const { default: ts } = await import('typescript');
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  // openapi-typescript mutates nothing we keep, but give it its own copy anyway.
  const ast = await openapiTS(JSON.parse(JSON.stringify(doc)), {
    silent: true,
    // A `format: binary` string is file content: a Blob (or File) in a multipart body, as in
    // openapi-typescript's own recipe, so that an upload is typed without casts (and as in the
    // @hey-api client below).
    transform(schema) {
      if ('format' in schema && schema.format === 'binary') {
        return schema.nullable ? ts.factory.createUnionTypeNode([blob, ts.factory.createLiteralTypeNode(ts.factory.createNull())]) : blob;
      }
      return undefined;
    },
  });
  return tsHeader(name) + astToString(ast);
}

/** Every file under dir, with its path relative to dir (forward slashes), in name order. */
async function readTree(dir: string, rel = ''): Promise<{ rel: string; content: string }[]> {
  const out: { rel: string; content: string }[] = [];
  const entries = (await readdir(path.join(dir, rel), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await readTree(dir, child)));
    else out.push({ rel: child, content: await readFile(path.join(dir, child), 'utf8') });
  }
  return out;
}

/**
 * The TypeScript client of the bundled document, as a partner would generate it with
 * @hey-api/openapi-ts (README "Docs and clients"); examples/walkthrough.ts uses it. Generated into
 * a scratch directory and returned as files, so that --check compares without writing.
 */
async function generateClient(name: string, doc: Record<string, unknown>): Promise<GeneratedFile[]> {
  const { createClient } = await import('@hey-api/openapi-ts');
  const scratch = await mkdtemp(path.join(os.tmpdir(), `openapi-ts-${name}-`));
  try {
    await createClient({
      input: JSON.parse(JSON.stringify(doc)) as Record<string, unknown>,
      output: { path: scratch },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    return (await readTree(scratch)).map((f) => ({ relPath: `${CLIENT_DIR}/${name}/${f.rel}`, content: f.content }));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Where the generated clients go (one directory per spec). */
const CLIENT_DIR = 'examples/client';

async function build(name: string): Promise<GeneratedFile[]> {
  const doc = await bundleSpec(name);
  // YAML 1.1 output quotes strings such as example date-times that 1.1 readers (Dredd) would
  // otherwise turn into timestamps.
  const yamlText = yamlHeader(name) + stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0, version: '1.1' });
  const typesText = await generateTypes(name, doc);
  return [
    { relPath: `generated/${name}/openapi.yaml`, content: yamlText },
    { relPath: `generated/${name}/types.ts`, content: typesText },
    ...(await generateClient(name, doc)),
  ];
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function main(): Promise<void> {
  const check = process.argv.slice(2).includes('--check');
  const files: GeneratedFile[] = [];
  for (const name of SPECS) files.push(...(await build(name)));

  if (check) {
    const stale: string[] = [];
    for (const f of files) {
      const onDisk = await readIfExists(path.join(ROOT, f.relPath));
      if (onDisk === undefined) stale.push(`${f.relPath} (missing)`);
      else if (onDisk !== f.content) stale.push(`${f.relPath} (differs)`);
    }
    // A file left in a client directory that generation no longer writes is drift too.
    const expected = new Set(files.map((f) => f.relPath));
    for (const name of SPECS) {
      const dir = path.join(ROOT, CLIENT_DIR, name);
      const onDisk = await readTree(dir).catch(() => []);
      for (const f of onDisk) if (!expected.has(`${CLIENT_DIR}/${name}/${f.rel}`)) stale.push(`${CLIENT_DIR}/${name}/${f.rel} (not generated)`);
    }
    if (stale.length > 0) {
      console.error('Generated files are out of date with spec/:');
      for (const s of stale) console.error(`  - ${s}`);
      console.error('Run `npm run generate` and commit the result.');
      process.exitCode = 1;
      return;
    }
    console.log(`ok: ${files.length} generated files match spec/ (${SPECS.join(', ')})`);
    return;
  }

  // The client directories are generated whole: clear them so a file no longer generated goes.
  for (const name of SPECS) await rm(path.join(ROOT, CLIENT_DIR, name), { recursive: true, force: true });
  for (const f of files) {
    const abs = path.join(ROOT, f.relPath);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, f.content, 'utf8');
    console.log(`wrote ${f.relPath}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
