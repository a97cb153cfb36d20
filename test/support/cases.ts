import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import type { FileKind } from '../../src/domain/fileTypes';
import { newId } from '../../src/domain/ids';
import type { SubmissionInput, SubmittedFile } from '../../src/domain/cases/submission';
import { createStorage, type ObjectStorage } from '../../src/storage';
import { TEST_DATABASE_URL } from './env';
import { pdfBytes } from './documents';

/** The shared test database (real MariaDB), migrations applied. Each suite works in its own organizations. */
export async function openTestDb(url: string = TEST_DATABASE_URL): Promise<Database> {
  const db = createDataSource(url);
  await db.initialize();
  await runMigrations(db);
  return db;
}

export interface TempStorage {
  storage: ObjectStorage;
  dir: string;
  /** Every object key under the root, sorted (the local store's `.tmp` area excluded). */
  keys(prefix?: string): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  cleanup(): Promise<void>;
}

/** A real LocalDirectoryStorage in a temporary directory (src/storage createStorage). */
export async function tempStorage(): Promise<TempStorage> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cases-test-'));
  const storage = createStorage(dir);
  const keys = async (prefix = ''): Promise<string[]> => {
    const base = path.join(dir, ...prefix.split('/').filter(Boolean));
    const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((k) => !k.startsWith('.tmp/'))
      .sort();
  };
  return {
    storage,
    dir,
    keys,
    exists: async (key) => (await storage.stat(key)) !== null,
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** Puts `data` under a temp key, as the API layer does with a received part; returns the SubmittedFile. */
export async function stageFile(
  storage: ObjectStorage,
  opts: { fileName?: string; data?: Buffer; kind?: FileKind } = {},
): Promise<SubmittedFile & { tempKey: string; sha256: string }> {
  const data = opts.data ?? pdfBytes(opts.fileName ?? 'doc', 512);
  const tempKey = `tmp/uploads/${newId()}/0`;
  const { size, sha256 } = await storage.put(tempKey, Readable.from([data]));
  return { fileName: opts.fileName ?? 'transcript.pdf', status: 'accepted', tempKey, size, sha256, kind: opts.kind ?? 'pdf' };
}

let seq = 0;
export function uniqueExternalId(label = 'APP'): string {
  seq += 1;
  return `${label}-${process.pid}-${Date.now()}-${seq}`;
}

/** A valid submission of one staged file, new externalId; override what the test is about. */
export async function submission(
  storage: ObjectStorage,
  organizationId: string,
  overrides: Partial<SubmissionInput> = {},
): Promise<SubmissionInput> {
  return {
    organizationId,
    externalId: uniqueExternalId(),
    caseRef: null,
    features: ['extraction', 'forensics', 'translation'],
    classify: true,
    metadata: {},
    files: overrides.files ?? [await stageFile(storage)],
    idempotency: null,
    ...overrides,
  };
}

/** Rejection of a promise, or a failure if it resolved. */
export async function rejectionOf(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection, got a result');
}

/** Validators of the spec's component schemas (generated/partner/openapi.yaml, as the API validates responses). */
let ajv: Ajv | null = null;
export async function specSchema(name: string): Promise<ValidateFunction> {
  if (ajv === null) {
    const doc = YAML.parse(await fs.readFile(path.join(__dirname, '../../generated/partner/openapi.yaml'), 'utf8')) as object;
    ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(doc, 'partner');
  }
  const validate = ajv.getSchema(`partner#/components/schemas/${name}`);
  if (validate === undefined) throw new Error(`no schema ${name} in the spec`);
  return validate;
}

/** Throws with ajv's errors unless `value` matches the spec's component schema `name`. */
export async function assertMatchesSpec(name: string, value: unknown): Promise<void> {
  const validate = await specSchema(name);
  if (!validate(value)) throw new Error(`does not match spec schema ${name}: ${JSON.stringify(validate.errors, null, 2)}\n${JSON.stringify(value, null, 2)}`);
}

export interface ScratchDatabase {
  url: string;
  db: Database;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of its own (`<test database>_<suffix>_<pid>`, which the test user may create:
 * credeval_test_*), migrations applied: for a suite that reads a whole table, such as the outbox
 * relay, which would otherwise take rows of suites running at the same time.
 */
export async function scratchDatabase(suffix: string, baseUrl: string = TEST_DATABASE_URL): Promise<ScratchDatabase> {
  const u = new URL(baseUrl);
  const database = `${decodeURIComponent(u.pathname.slice(1))}_${suffix}_${process.pid}`;
  const admin = createDataSource(baseUrl);
  await admin.initialize();
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
  } finally {
    await admin.destroy();
  }
  u.pathname = `/${database}`;
  const url = u.toString();
  const db = await openTestDb(url);
  return {
    url,
    db,
    drop: async () => {
      if (db.isInitialized) await db.destroy();
      const again = createDataSource(baseUrl);
      await again.initialize();
      try {
        await again.query(`DROP DATABASE IF EXISTS \`${database}\``);
      } finally {
        await again.destroy();
      }
    },
  };
}
