import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL, redactUrl } from '../config';
import { createDataSource, runMigrations, type Database } from '../data/dataSource';
import {
  API_KEY_TYPES,
  activateApiKey,
  createApiKey,
  createOrganization,
  deactivateApiKey,
  revokeApiKey,
} from '../domain/apiKeys';
import { isHexId, normalizeId } from '../domain/ids';
import { deliveryHistoryOfCase } from '../domain/webhooks/deliveries';
import { findCaseById } from '../data/repositories/cases';

/*
 * Provisioning CLI (decision "Processes and configuration"):
 *   npm run --silent admin -- org:create --name <name>
 *   npm run --silent admin -- key:create --org <orgId> --type partner|internal|operator [--inactive] [--expires <ISO date-time>]
 *   npm run --silent admin -- key:revoke|key:deactivate|key:activate <keyId>
 *   npm run --silent admin -- webhook:deliveries --case <caseId>
 *
 * Contract: on success exactly one JSON object on stdout and exit 0; on any error one line
 * on stderr, nothing on stdout, exit 1. Nothing else may write to stdout (TypeORM logging
 * stays off), so scripts can pipe the output into a JSON parser. The raw API key appears
 * only in the key:create output: it is never logged, not even in an error. webhook:deliveries
 * prints a case's webhook delivery history for support ("did you send it?"); it holds no
 * webhook secret.
 */

const USAGE =
  'usage: admin org:create --name <name> | key:create --org <orgId> --type partner|internal|operator [--inactive] [--expires <ISO date-time>] | key:revoke <keyId> | key:deactivate <keyId> | key:activate <keyId> | webhook:deliveries --case <caseId>';

/** A mistake in the command line, found before touching the database. */
class UsageError extends Error {}

type Output = Record<string, unknown>;
type Run = (db: Database) => Promise<Output>;

type FlagSpec = Record<string, { type: 'string' | 'boolean' }>;

/**
 * Parses one command's flags strictly: unknown flags, missing values and repeated flags
 * are errors (a provisioning tool should not guess which of two `--type` values was meant).
 */
function parse(command: string, args: string[], options: FlagSpec, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: Object.fromEntries(Object.entries(options).map(([k, v]) => [k, { ...v, multiple: true }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError(`${command}: ${(err as Error).message}`);
  }
  for (const [flag, values] of Object.entries(parsed.values)) {
    if (Array.isArray(values) && values.length > 1) throw new UsageError(`${command}: --${flag} is given more than once`);
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      positionals === 0
        ? `${command}: unexpected argument "${parsed.positionals[0]}"`
        : `${command}: expected exactly one key id, got ${parsed.positionals.length} arguments`,
    );
  }
  const values = parsed.values as Record<string, (string | boolean)[] | undefined>;
  return {
    string: (flag: string): string | undefined => values[flag]?.[0] as string | undefined,
    boolean: (flag: string): boolean => values[flag]?.[0] === true,
    positionals: parsed.positionals,
  };
}

function requireFlag(command: string, flag: string, value: string | undefined, placeholder: string): string {
  if (value === undefined) throw new UsageError(`${command}: --${flag} ${placeholder} is required`);
  return value;
}

// A full date-time with an explicit offset: without one, `2030-01-01T00:00` would be read
// in the operator's local time zone, and a date alone would leave the time ambiguous.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function parseExpires(value: string): Date {
  const m = ISO_DATE_TIME.exec(value);
  const date = new Date(value);
  // Date accepts 2030-02-31 (rolling over to March); check the fields it read back.
  const valid =
    m !== null &&
    !Number.isNaN(date.getTime()) &&
    Number(m[2]) >= 1 &&
    Number(m[2]) <= 12 &&
    Number(m[3]) >= 1 &&
    Number(m[3]) <= daysInMonth(Number(m[1]), Number(m[2])) &&
    Number(m[4]) <= 23 &&
    Number(m[5]) <= 59 &&
    Number(m[6] ?? 0) <= 59;
  if (!valid) {
    throw new UsageError(
      `key:create: --expires "${value}" is not an ISO 8601 date-time with a time zone, e.g. 2030-01-01T00:00:00Z`,
    );
  }
  return date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function requireKeyId(command: string, value: string): string {
  if (!isHexId(value)) throw new UsageError(`${command}: key id "${value}" is not 24 hexadecimal characters`);
  return value;
}

/** Reads the command line into an action; every usage error surfaces here, before any I/O. */
function parseCommand(argv: string[]): Run {
  const [command, ...args] = argv;
  switch (command) {
    case 'org:create': {
      const p = parse(command, args, { name: { type: 'string' } }, 0);
      const name = requireFlag(command, 'name', p.string('name'), '<name>');
      return (db) => createOrganization(db, name).then((org) => ({ id: org.id, name: org.name }));
    }
    case 'key:create': {
      const p = parse(
        command,
        args,
        { org: { type: 'string' }, type: { type: 'string' }, inactive: { type: 'boolean' }, expires: { type: 'string' } },
        0,
      );
      const org = requireFlag(command, 'org', p.string('org'), '<orgId>');
      if (!isHexId(org)) throw new UsageError(`key:create: --org "${org}" is not 24 hexadecimal characters`);
      const type = requireFlag(command, 'type', p.string('type'), API_KEY_TYPES.join('|'));
      if (!(API_KEY_TYPES as readonly string[]).includes(type)) {
        throw new UsageError(`key:create: --type must be one of ${API_KEY_TYPES.join(', ')}, got "${type}"`);
      }
      const expires = p.string('expires');
      const expiresAt = expires === undefined ? undefined : parseExpires(expires);
      const inactive = p.boolean('inactive');
      return (db) =>
        createApiKey(db, { organizationId: org, type, inactive, ...(expiresAt ? { expiresAt } : {}) }).then((k) => ({
          id: k.id,
          apiKey: k.apiKey,
        }));
    }
    case 'key:revoke':
    case 'key:deactivate':
    case 'key:activate': {
      const p = parse(command, args, {}, 1);
      const keyId = requireKeyId(command, p.positionals[0]!);
      const change = { 'key:revoke': revokeApiKey, 'key:deactivate': deactivateApiKey, 'key:activate': activateApiKey }[
        command
      ];
      return (db) => change(db, keyId).then((k) => ({ id: k.id, status: k.status }));
    }
    case 'webhook:deliveries': {
      const p = parse(command, args, { case: { type: 'string' } }, 0);
      const caseId = requireFlag(command, 'case', p.string('case'), '<caseId>');
      if (!isHexId(caseId)) throw new UsageError(`webhook:deliveries: --case "${caseId}" is not 24 hexadecimal characters`);
      const id = normalizeId(caseId);
      return async (db) => {
        // Any case, deleted or not (its events were sent before the deletion); an unknown id is a typo.
        if ((await findCaseById(db, id)) === null) throw new Error(`case ${id} not found`);
        return { caseId: id, events: await deliveryHistoryOfCase(db, id) };
      };
    }
    case undefined:
      throw new UsageError(`missing command; ${USAGE}`);
    default:
      throw new UsageError(`unknown command "${command}"; ${USAGE}`);
  }
}

/** One line, never empty: some driver errors (e.g. AggregateError) have no message. */
function describe(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; errors?: unknown[] };
  let message = typeof e?.message === 'string' && e.message !== '' ? e.message : '';
  if (message === '' && Array.isArray(e?.errors) && e.errors.length > 0) message = describe(e.errors[0]);
  if (message === '' && typeof e?.code === 'string') message = e.code;
  if (message === '') message = String(err);
  return message.replace(/\s*\n\s*/g, ' ');
}

async function main(argv: string[]): Promise<Output> {
  const run = parseCommand(argv);
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDataSource(databaseUrl, { logging: false });
  try {
    await db.initialize();
  } catch (err) {
    throw new Error(`cannot connect to the database at ${redactUrl(databaseUrl)}: ${describe(err)}`);
  }
  try {
    // A fresh database works without a separate `npm run migrate`.
    await runMigrations(db);
    return await run(db);
  } finally {
    await db.destroy();
  }
}

function exit(code: number): void {
  // Exit only once both streams are flushed, so a piped consumer gets the whole line.
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

main(process.argv.slice(2)).then(
  (output) => {
    process.stdout.write(JSON.stringify(output) + '\n');
    exit(0);
  },
  (err: unknown) => {
    // Usage and domain errors carry a message written for the operator; anything else
    // (database down, bad DATABASE_URL) is described by its message, password redacted.
    process.stderr.write(`admin: error: ${describe(err)}\n`);
    exit(1);
  },
);
