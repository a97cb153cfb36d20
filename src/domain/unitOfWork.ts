import type { Db } from '../data/repositories/organizations';
import { dataSourceOf, inTransaction, onCommit } from '../data/transaction';
import { createLogger, type Logger } from '../log';

/*
 * The unit of work a use-case runs in: one transaction, the steps that must follow its commit,
 * and a logger for them. A use-case says what it changed (`record`) and queues what it must
 * (src/domain/outbox.ts `recordWork`); what follows the commit is registered on the unit of work
 * by whoever knows it is needed, so no use-case has to remember it:
 * - recorded work nudges the outbox relay (`onWorkRecorded`, src/domain/outbox.ts);
 * - recorded case changes go to the commit handlers the unit of work was opened with (the
 *   evaluation aggregate: src/domain/caseUnitOfWork.ts).
 *
 * The change has committed when these run, so their failure must not turn it into an error for
 * the caller: each step's failure is logged (error, with its stack and cause) and the next step
 * runs. What a failed step would have done is recomputed by the next change of the case, or sent
 * by the relay's next poll.
 */

/** A change of what the evaluation aggregate of a case depends on (decision "Aggregate evaluation status"). */
export type CaseChangeKind =
  /** An upload accepted: a new upload being classified. */
  | 'upload.accepted'
  /** An upload's classification (or attachment) ended: it fanned out, or failed. */
  | 'upload.processed'
  /** A credential's extraction ended. */
  | 'credential.extracted'
  /** A feature started by an operator (extraction started again puts credentials back to queued). */
  | 'feature.started'
  /** A credential entered by hand. */
  | 'credential.added';

export interface CaseChange {
  kind: CaseChangeKind;
  caseId: string;
}

/** Handles the case changes of a committed unit of work (its own transactions, if it needs any). */
export type CommitHandler = (db: Db, changes: readonly CaseChange[]) => Promise<void>;

export interface UnitOfWork {
  /** The transaction: every read and write of the use-case goes through it. */
  readonly tx: Db;
  readonly log: Logger;
  /** Runs `step` once the transaction has committed (never after a rollback); one step per `name`. */
  afterCommit(name: string, step: () => Promise<void> | void): void;
  /** Records a change for the commit handlers. */
  record(change: CaseChange): void;
}

const loggers = new WeakMap<object, Logger>();
let fallbackLog: Logger | undefined;

/** The logger of the units of work on `db`'s DataSource (the process's, set where it is opened). */
export function setUnitOfWorkLogger(db: Db, log: Logger): void {
  loggers.set(dataSourceOf(db), log);
}

/** The logger of the units of work on `db`'s DataSource, for a use-case's own best-effort steps. */
export function loggerOf(db: Db): Logger {
  const log = loggers.get(dataSourceOf(db));
  if (log !== undefined) return log;
  fallbackLog ??= createLogger('info', { role: 'unit-of-work' });
  return fallbackLog;
}

class OpenUnitOfWork implements UnitOfWork {
  private readonly steps = new Map<string, () => Promise<void> | void>();
  private readonly changes: CaseChange[] = [];
  readonly handlers = new Set<CommitHandler>();

  constructor(
    readonly tx: Db,
    readonly log: Logger,
  ) {}

  afterCommit(name: string, step: () => Promise<void> | void): void {
    if (!this.steps.has(name)) this.steps.set(name, step);
  }

  record(change: CaseChange): void {
    this.changes.push(change);
  }

  /** After the commit: the handlers with the recorded changes, then the steps, each on its own. */
  async committed(db: Db): Promise<void> {
    if (this.changes.length > 0) {
      for (const handler of this.handlers) await this.guarded(handler.name || 'commit handler', () => handler(db, this.changes));
    }
    for (const [name, step] of this.steps) await this.guarded(name, step);
  }

  private async guarded(name: string, step: () => Promise<void> | void): Promise<void> {
    try {
      await step();
    } catch (err) {
      this.log.error('after-commit step failed; the change itself committed', { step: name, err });
    }
  }
}

const units = new WeakMap<object, OpenUnitOfWork>();

/**
 * The unit of work of an open transaction of `inTransaction` (made on first use, its steps
 * registered to run after that transaction commits); undefined for a DataSource, whose statements
 * commit one by one.
 */
function unitOfWorkOf(tx: Db): OpenUnitOfWork | undefined {
  const known = units.get(tx);
  if (known !== undefined) return known;
  const ds = dataSourceOf(tx);
  if (tx === ds) return undefined;
  const uow = new OpenUnitOfWork(tx, loggerOf(tx));
  if (!onCommit(tx, () => uow.committed(ds))) return undefined;
  units.set(tx, uow);
  return uow;
}

/**
 * Runs `fn` in a unit of work: a transaction (`inTransaction`: committed if `fn` resolves, run
 * again after a lost lock conflict), then, once committed and before this returns, its
 * after-commit steps and `handlers`. Given the transaction of a unit of work already open, `fn`
 * joins it, and `handlers` run after that one commits.
 */
export function withUnitOfWork<T>(db: Db, fn: (uow: UnitOfWork) => Promise<T>, handlers: readonly CommitHandler[] = []): Promise<T> {
  return inTransaction(db, (tx) => {
    const uow = unitOfWorkOf(tx);
    // inTransaction always hands a transaction to `fn`.
    if (uow === undefined) throw new Error('withUnitOfWork: not in a transaction');
    for (const h of handlers) uow.handlers.add(h);
    return fn(uow);
  });
}

/**
 * `step` after the transaction `tx` belongs to commits; at once (still logged if it fails) when
 * `tx` is no transaction, since then what was just written has committed already.
 */
export async function afterCommitOf(tx: Db, name: string, step: () => Promise<void> | void): Promise<void> {
  const uow = unitOfWorkOf(tx);
  if (uow !== undefined) {
    uow.afterCommit(name, step);
    return;
  }
  try {
    await step();
  } catch (err) {
    loggerOf(tx).error('after-commit step failed; the change itself committed', { step: name, err });
  }
}
