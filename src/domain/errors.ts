/**
 * Domain errors. The domain layer knows nothing about HTTP transport, but each error
 * carries the status code it stands for so that the API layer can map it to the decision "Errors"
 * error body `{statusCode, message, error?, details?}` without a lookup table, and the
 * CLI can print its message.
 */

/** One failed validation rule; `path` names the offending input (decision "Errors" `details`). */
export interface ErrorDetail {
  path: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly statusCode: 400 | 401 | 403 | 404 | 409;

  constructor(message: string) {
    super(message);
    // `new.target.name` keeps the subclass name in stack traces and logs.
    this.name = new.target.name;
  }
}

/** 400: the input is malformed or breaks a rule. */
export class ValidationError extends DomainError {
  readonly statusCode = 400 as const;
  readonly details?: ErrorDetail[];

  constructor(message: string, details?: ErrorDetail[]) {
    super(message);
    if (details !== undefined) this.details = details;
  }
}

/** 403: authenticated but not allowed, e.g. an inactive or non-partner key (decision "Processes and configuration"). */
export class ForbiddenError extends DomainError {
  readonly statusCode = 403 as const;
}

/** 404: a well-formed id that names nothing visible to the caller (decision "Identifiers"). */
export class NotFoundError extends DomainError {
  readonly statusCode = 404 as const;
}

/** 409: the request conflicts with the current state, e.g. activating a revoked key. */
export class ConflictError extends DomainError {
  readonly statusCode = 409 as const;
}

/**
 * Not a DomainError: a failure of the database rather than of the request (refused, broken or
 * timed out). The API answers it with 503 and `Retry-After`, the worker waits for the database and
 * repeats the job; neither counts it against the client or the job's retries.
 */
export { isDatabaseUnavailable } from '../data/dbErrors';

/**
 * A transaction that kept losing lock conflicts (deadlocks) after the retries of the deadlock rule
 * (src/data/transaction.ts): the request did nothing wrong and may be repeated; the API answers
 * 503 with `Retry-After`, never 500.
 */
export { isTransientConflict as isLostLockConflict } from '../data/dbErrors';
