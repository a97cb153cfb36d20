import 'koa';

declare module 'koa' {
  interface Request {
    /** Set by the JSON body reader (and, for multipart, by the upload reader). */
    body?: unknown;
  }
}
