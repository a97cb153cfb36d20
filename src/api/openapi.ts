import type { Context as KoaContext, Next } from 'koa';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import OpenAPIBackend, { type Context as OpenApiContext, type Document, type Operation } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';
import { HttpError, type ErrorDetail } from './httpError';
import type { Logger } from '../log';
import type { operations as PartnerOperations } from '../../generated/partner/types';
import type { operations as OperatorOperations } from '../../generated/operator/types';

/*
 * Handlers typed from the spec: `HandlersOf<operations>` (operations: the openapi-typescript output
 * in generated/<spec>/types.ts) has one handler per operationId of that spec, so a missing handler,
 * a handler for an operation the spec does not have, a request field the spec renamed or a response
 * that no longer fits the spec's schema each fail `tsc`.
 */

/** The part of an operation of openapi-typescript's `operations` the handler types read. */
interface OperationShape {
  parameters: { query?: unknown; path?: unknown };
  requestBody?: unknown;
  responses: object;
}

/** A `parameters` location of the operation (`path`, `query`), validated and type-coerced by the binder. */
type ParamsOf<Op extends OperationShape, In extends 'path' | 'query'> = [Exclude<Op['parameters'][In], undefined>] extends [never]
  ? Record<string, never>
  : Exclude<Op['parameters'][In], undefined>;

/**
 * The JSON request body as validated against the spec (`undefined` when the spec makes it
 * optional); `unknown` for a body the spec does not declare as JSON (a multipart upload is read by
 * its BodyReader, not from here).
 */
type BodyOf<Op extends OperationShape> = Exclude<Op['requestBody'], undefined> extends { content: { 'application/json': infer B } }
  ? B | (undefined extends Op['requestBody'] ? undefined : never)
  : unknown;

/** The success statuses whose body is the envelope. */
type JsonSuccessStatus = 200 | 201 | 202;

/**
 * What a handler answers for one success status of the spec: the envelope's `message`, `data` and
 * `meta` (omitted when the spec's meta is the empty object), and the status unless it is 200.
 */
type ReplyFor<Status, Envelope> = Envelope extends { success: true; message: string; meta: infer Meta; data: infer Data }
  ? (Status extends 200 ? { status?: 200 } : { status: Status }) & { message: string; data: Data } & (Record<string, never> extends Meta ? { meta?: Meta } : { meta: Meta })
  : never;

/** The replies of every JSON success response of the operation. */
type JsonRepliesOf<Op extends OperationShape> = {
  [Status in keyof Op['responses'] & JsonSuccessStatus]: Op['responses'][Status] extends { content: { 'application/json': infer Envelope } }
    ? ReplyFor<Status, Envelope>
    : never;
}[keyof Op['responses'] & JsonSuccessStatus];

/**
 * What the handler of an operation returns: its reply, which the binder wraps in the envelope, or
 * nothing for an operation whose success has no JSON body (a file it sends itself, or a 204 it sets).
 */
type ReplyOf<Op extends OperationShape> = [JsonRepliesOf<Op>] extends [never] ? void : JsonRepliesOf<Op>;

/** The handler of one operation: its request typed by the spec, its answer the spec's success body. */
type HandlerOf<Op extends OperationShape> = (
  c: OpenApiContext<BodyOf<Op>, ParamsOf<Op, 'path'>, ParamsOf<Op, 'query'>>,
  ctx: KoaContext,
) => Promise<ReplyOf<Op>> | ReplyOf<Op>;

/** One handler for each operationId of a spec (`operations` of its generated types). */
type HandlersOf<Operations extends { [OperationId in keyof Operations]: OperationShape }> = {
  [OperationId in keyof Operations]: HandlerOf<Operations[OperationId]>;
};

/** One handler per operation of the partner spec (generated/partner/types.ts). */
export type PartnerHandlers = HandlersOf<PartnerOperations>;
/** One handler per operation of the operator spec (generated/operator/types.ts). */
export type OperatorHandlers = HandlersOf<OperatorOperations>;

/** The envelope's parts, as any operation's handler returns them. */
interface Reply {
  status?: number;
  message: string;
  data: unknown;
  meta?: object;
}

/**
 * A handler as the binder calls it, whatever its operation. Its request is typed `never` so that
 * every `HandlerOf<...>` is one (a handler of a typed request accepts this one); the binder hands
 * it the request openapi-backend validated against the same spec.
 */
type BoundHandler = (c: OpenApiContext<never, never, never>, ctx: KoaContext) => Promise<Reply | void> | Reply | void;
export type OperationHandlers = Partial<Record<string, BoundHandler>>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface SpecRouterOptions {
  /** Path of the bundled document in generated/ (the spec is the source of truth). */
  definition: string;
  /** Path prefix the spec's `servers` carry, e.g. `/partner/v1`. */
  prefix: string;
  handlers: OperationHandlers;
  validateResponses: boolean;
  log: Logger;
  /**
   * Operations whose body openapi-backend cannot read itself (multipart): the reader consumes
   * the request stream and returns the body to validate (fields and file names).
   */
  bodyReaders?: Record<string, BodyReader>;
}

/** Reads a request body the validator cannot parse; may push clean-up work onto `ctx.state.cleanups`. */
export type BodyReader = (ctx: KoaContext) => Promise<unknown>;

/**
 * Binds handlers to the spec's operationIds with openapi-backend: routing, request validation
 * against the spec (400 with `details`), 404 for an unknown route, 405 for a wrong method, 415 for
 * a body type the operation does not declare, 501 for an operation without a handler yet.
 * With `validateResponses`, every JSON response is checked against the spec, so a handler that
 * drifts from the spec fails loudly (used in tests).
 */
export async function createSpecRouter(opts: SpecRouterOptions) {
  const api = createBackend(opts.definition);
  api.register({ ...bindHandlers(api, opts), ...refusals(api, opts.prefix) });
  api.register('unauthorizedHandler', () => {
    throw new HttpError(401, 'Invalid or expired API key');
  });
  await api.init();
  precomputeRouting(api);
  acceptVerifiedKeys(api);
  return { api, middleware: specMiddleware(api, opts), warmUp: () => warmUp(api), document: () => api.definition as Document };
}

/**
 * The openapi-backend instance of one bundled document.
 *
 * Start-up cost, measured by bench:api (README "Benchmarks"): openapi-backend used to read the
 * YAML twice, validate the document against the OpenAPI meta-schema and compile the ajv
 * validators of every request and response of the spec, seconds before the server listened.
 * Now: the document is read once (the JSON written next to the YAML by `npm run build`, else
 * the YAML), `quick` skips the meta-schema check (the bundled documents are generated from
 * spec/ and linted by Spectral and Redocly in `npm test`) and compiles an operation's
 * validators when it is first needed; `warmUp` compiles the request validators in the
 * background once the server is up, one operation per turn of the event loop. Response
 * validators are only ever compiled when responses are checked (VALIDATE_RESPONSES, tests).
 */
function createBackend(definition: string): OpenAPIBackend {
  return new OpenAPIBackend({
    definition: loadDocument(definition),
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
}

type BackendHandler = (c: OpenApiContext, ctx: KoaContext) => Promise<void>;

/**
 * The handlers by operationId, each wrapped by the binder: the success envelope
 * `{success, message, meta, data}` is written here, once, around the handler's reply; a handler
 * without a reply has written its answer (a file, a 204) itself.
 */
function bindHandlers(api: OpenAPIBackend, opts: SpecRouterOptions): Record<string, BackendHandler> {
  const wrap =
    (handler: BoundHandler): BackendHandler =>
    async (c, ctx) => {
      // openapi-backend has validated (and type-coerced) the request against the operation of
      // this same spec, which is what the handler's request type describes.
      const reply = await handler(c as OpenApiContext<never, never, never>, ctx);
      if (reply) {
        ctx.status = reply.status ?? 200;
        ctx.body = { success: true, message: reply.message, meta: reply.meta ?? {}, data: reply.data };
      }
      if (opts.validateResponses) checkResponse(api, c, ctx, opts.log);
    };
  const bound: Record<string, BackendHandler> = {};
  for (const [operationId, handler] of Object.entries(opts.handlers)) if (handler) bound[operationId] = wrap(handler);
  return bound;
}

/** What openapi-backend answers when no handler runs: an invalid request, no route, a wrong method, no handler yet. */
function refusals(api: OpenAPIBackend, prefix: string) {
  return {
    validationFail: (c: OpenApiContext) => {
      throw new HttpError(400, 'Request validation failed', toDetails(c.validation.errors ?? []));
    },
    notFound: () => {
      throw new HttpError(404, 'No such route');
    },
    methodNotAllowed: (c: OpenApiContext, ctx: KoaContext) => {
      const allowed = allowedMethods(api, ctx, prefix);
      throw new HttpError(405, `Method ${ctx.method} is not allowed here; allowed: ${allowed.join(', ')}`, undefined, {
        allow: allowed.join(', '),
      });
    },
    notImplemented: (c: OpenApiContext) => {
      throw new HttpError(501, `Operation ${c.operation.operationId} is not implemented yet`);
    },
  };
}

/**
 * Authentication already ran as middleware before routing (so an unknown route without a key is
 * 401, decision "Further open points"); every scheme of the spec is satisfied by that verified key.
 */
function acceptVerifiedKeys(api: OpenAPIBackend): void {
  for (const scheme of Object.keys((api.definition as Document).components?.securitySchemes ?? {})) {
    api.registerSecurityHandler(scheme, (_c: OpenApiContext, ctx: KoaContext) => Boolean(ctx.state.auth));
  }
}

/**
 * The Koa middleware of the spec: routes the request, refuses a body type the operation does not
 * declare, reads a body openapi-backend cannot (its BodyReader), hands the request to
 * openapi-backend and removes the request's temporary objects whatever the outcome.
 */
function specMiddleware(api: OpenAPIBackend, opts: SpecRouterOptions) {
  return async function middleware(ctx: KoaContext, next: Next): Promise<void> {
    const path = ctx.path.slice(opts.prefix.length) || '/';
    // HEAD works wherever GET does (RFC 9110): routed and answered as the GET, and Koa sends the
    // headers without the body.
    const method = ctx.method === 'HEAD' && !api.matchOperation({ method: 'head', path, headers: {} }) ? 'GET' : ctx.method;
    const request = { method, path, headers: ctx.headers as Record<string, string | string[]>, query: ctx.query as Record<string, string | string[]> };
    const operation = api.matchOperation(request);
    if (operation) {
      ctx.state.operationId = operation.operationId;
      ctx.state.route = opts.prefix + operation.path;
      rejectUndeclaredBodyType(operation, ctx);
    }
    ctx.state.cleanups = [] as (() => Promise<void>)[];
    try {
      const reader = operation?.operationId ? opts.bodyReaders?.[operation.operationId] : undefined;
      if (reader) ctx.request.body = await reader(ctx);
      await api.handleRequest({ ...request, body: ctx.request.body }, ctx);
    } finally {
      // Temporary objects of a request (e.g. uploaded parts) are removed whatever the outcome.
      for (const cleanup of ctx.state.cleanups as (() => Promise<void>)[]) {
        await cleanup().catch((err) => opts.log.warn('request clean-up failed', { err }));
      }
    }
    void next;
  };
}

/** Compiles the request validators of every operation, one per turn of the event loop. */
async function warmUp(api: OpenAPIBackend): Promise<void> {
  for (const operation of api.router.getOperations()) {
    await new Promise((resolve) => setImmediate(resolve));
    api.validator.getRequestValidatorsForOperation(operation.operationId!);
  }
}

/** What openapi-backend's router computes per operation, once: its template as a RegExp and its specificity. */
interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  /** Length of the template without its `{parameters}`: the longer, the more specific. */
  specificity: number;
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Routing at the cost of a lookup (bench:api, README "Benchmarks"). openapi-backend's router
 * rebuilds the list of operations from the document (a lodash chain copying every operation) on
 * each call of `getOperations`, and `matchOperation` compiles one RegExp per operation of the spec
 * for each request; a request calls both several times (our routing, `handleRequest`'s routing,
 * validation). The document does not change after `init`, so both are computed once here.
 * `matchOperation` keeps the router's semantics exactly: an exact path match with the method
 * first, else the templates that match, most specific first (a stable order, as lodash's
 * `orderBy`), the first with the method; `strict` throws the router's 404 and 405 errors.
 */
export function precomputeRouting(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const byId = new Map<string, Operation>();
  for (const op of operations) if (op.operationId !== undefined && !byId.has(op.operationId)) byId.set(op.operationId, op);
  router.getOperation = (operationId: string) => byId.get(operationId);
  const routes: CompiledRoute[] = operations.map((operation) => ({
    operation,
    pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '\0').split('\0').map(escapeRegExp).join('[^/]+')}$`),
    specificity: operation.path.replace(/\{.*?\}/g, '').length,
  }));
  // Array.prototype.sort is stable: equally specific templates keep the document's order.
  const bySpecificity = [...routes].sort((a, b) => b.specificity - a.specificity);
  // Private in the router's typings, public at run time.
  const isUnderApiRoot = (path: string): boolean => (router as unknown as { isUnderApiRoot(path: string): boolean }).isUnderApiRoot(path);
  router.matchOperation = ((req: Parameters<typeof router.matchOperation>[0], strict?: boolean) => {
    const normalized = router.normalizeRequest(req);
    const fail = (message: string) => {
      if (strict) throw Error(message);
      return undefined;
    };
    if (!isUnderApiRoot(normalized.path)) return fail('404-notFound: no route matches request');
    const path = router.normalizePath(normalized.path);
    const method = normalized.method;
    for (const op of operations) if (op.path === path && op.method === method) return op;
    let anyPath = false;
    for (const route of bySpecificity) {
      if (!route.pattern.test(path)) continue;
      anyPath = true;
      if (route.operation.method === method) return route.operation;
    }
    return fail(anyPath ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }) as typeof router.matchOperation;
}

/**
 * The bundled document at `yamlPath`: from the JSON copy `npm run build` writes beside it
 * (scripts/build/build.sh; JSON.parse is many times faster than a YAML parser), else the YAML.
 */
export function loadDocument(yamlPath: string): Document {
  const jsonPath = yamlPath.replace(/\.ya?ml$/, '.json');
  if (jsonPath !== yamlPath && fs.existsSync(jsonPath)) return JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as Document;
  return parseYaml(fs.readFileSync(yamlPath, 'utf8')) as Document;
}

function rejectUndeclaredBodyType(operation: { requestBody?: unknown }, ctx: KoaContext): void {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
  if (!hasBody) return;
  const requestBody = operation.requestBody as { content?: Record<string, unknown> } | undefined;
  const declared = Object.keys(requestBody?.content ?? {});
  if (declared.length === 0) return;
  if (!ctx.is(...declared)) {
    throw new HttpError(415, `Unsupported content type "${ctx.get('content-type') || 'none'}"; send ${declared.join(' or ')}`);
  }
}

function allowedMethods(api: OpenAPIBackend, ctx: KoaContext, prefix: string): string[] {
  const path = ctx.path.slice(prefix.length) || '/';
  const allowed = HTTP_METHODS.filter((m) => api.matchOperation({ method: m, path, headers: {} })).map((m) => m.toUpperCase());
  if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.splice(allowed.indexOf('GET') + 1, 0, 'HEAD');
  return allowed;
}

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** ajv errors → decision "Errors" `details`: `query.limit`, `body.externalId`, `header.idempotency-key` … */
export function toDetails(errors: AjvLikeError[]): ErrorDetail[] {
  return errors.map((e) => {
    const segments = (e.instancePath ?? '').split('/').filter(Boolean);
    if (e.params && typeof e.params.missingProperty === 'string') segments.push(e.params.missingProperty);
    if (e.params && typeof e.params.additionalProperty === 'string') segments.push(e.params.additionalProperty);
    if (segments[0] === 'requestBody') segments[0] = 'body';
    if (segments[0] === 'headers') segments[0] = 'header';
    let message = e.message ?? 'is invalid';
    if (e.params && Array.isArray(e.params.allowedValues)) message += `: ${(e.params.allowedValues as unknown[]).join(', ')}`;
    return { path: segments.join('.') || 'request', message };
  });
}

function checkResponse(api: OpenAPIBackend, c: OpenApiContext, ctx: KoaContext, log: Logger): void {
  const body = ctx.body;
  if (body === undefined || body === null || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const result = api.validateResponse(body, c.operation, ctx.status);
  if (result.valid) return;
  log.error('response does not match the spec', {
    operationId: c.operation.operationId,
    status: ctx.status,
    errors: result.errors,
  });
  throw new Error(`Response of ${c.operation.operationId} (${ctx.status}) does not match the spec: ${JSON.stringify(result.errors)}`);
}
