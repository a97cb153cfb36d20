import type { Context } from 'koa';
import type { Logger } from '../../log';

/** Codes of a client that went away while its response was being sent: not a server fault. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Koa's 'error' event: what the errorHandler middleware never saw, such as a response body stream
 * that failed after the headers were sent (a report or file read from storage), which Koa would
 * otherwise drop (the app is silent). Logged with stack and cause (src/log.ts), the request id
 * and route; a client that broke off a download is a debug line, not an error.
 */
export function logAppError(log: Logger) {
  return (err: Error & { code?: string; headerSent?: boolean; status?: number; expose?: boolean }, ctx?: Context): void => {
    const fields = {
      err,
      requestId: ctx?.state?.requestId as string | undefined,
      method: ctx?.method,
      route: (ctx?.state?.route as string | undefined) ?? ctx?.path,
      headerSent: err?.headerSent === true,
    };
    if (err?.code !== undefined && CLIENT_GONE.has(err.code)) {
      log.debug('client went away while its response was sent', fields);
      return;
    }
    log.error('request error outside the error handler', fields);
  };
}
