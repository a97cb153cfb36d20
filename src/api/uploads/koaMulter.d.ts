/*
 * Types of @koa/multer (it ships none; @types/koa__multer types Express-era options without
 * `streamHandler` and adds `file`/`files` to every Koa context). Only what the upload reader uses.
 */
declare module '@koa/multer' {
  import type { IncomingMessage } from 'node:http';
  import type { Readable } from 'node:stream';
  import type { Busboy } from 'busboy';

  namespace multer {
    /** A file part as multer hands it to the storage engine. */
    interface IncomingFile {
      fieldname: string;
      originalname: string;
      encoding: string;
      mimetype: string;
      /** The part's body, straight from busboy. */
      stream: Readable;
    }

    interface StorageEngine<Info extends object = object> {
      _handleFile(req: IncomingMessage, file: IncomingFile, callback: (error: Error | null, info?: Info) => void): void;
      _removeFile(req: IncomingMessage, file: IncomingFile & Partial<Info>, callback: (error: Error | null) => void): void;
    }

    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
    }

    interface Options {
      storage: StorageEngine;
      limits?: Limits;
      preservePath?: boolean;
      defParamCharset?: string;
      defCharset?: string;
      fileFilter?: (req: IncomingMessage, file: Omit<IncomingFile, 'stream'>, callback: (error: Error | null, accept?: boolean) => void) => void;
      /** Feeds the request body to busboy; by default `req.pipe(busboy)`. */
      streamHandler?: (req: IncomingMessage, busboy: Busboy) => void;
    }

    /** The Koa middleware reads `ctx.req` only; `ctx.request` gets the fields and files when present. */
    interface UploadContext {
      req: IncomingMessage;
      res?: unknown;
    }

    type UploadMiddleware = (ctx: UploadContext, next: () => Promise<unknown>) => Promise<unknown>;

    interface Instance {
      any(): UploadMiddleware;
      none(): UploadMiddleware;
    }
  }

  function multer(options: multer.Options): multer.Instance;
  export = multer;
}
