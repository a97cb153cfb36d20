import { STATUS_CODES } from 'node:http';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The decision "Errors" error body: `{statusCode, message}` plus optional `error` and `details`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  details?: ErrorDetail[];
}

/** An error raised by the HTTP layer itself (routing, parsing, authentication, rate limiting). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: ErrorDetail[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[]): ErrorBody {
  const body: ErrorBody = { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (details && details.length > 0) body.details = details;
  return body;
}
