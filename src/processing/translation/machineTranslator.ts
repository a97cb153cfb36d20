/**
 * The pluggable machine-translation engine. The service ships one implementation: an HTTP client
 * for the LibreTranslate-compatible JSON API (`POST {url}` with `{q: string[], source, target,
 * format: 'text', api_key?}` → `{translatedText: string[]}`), configured by TRANSLATION_URL.
 * Any other engine only has to implement `MachineTranslator`.
 */
import { ProcessingError } from '../types';

export interface MachineTranslator {
  /**
   * Translates every text from `source` (an ISO 639-1 code, or 'auto') into English. The answer
   * has exactly one string per input, in the same order. Throws ProcessingError on failure.
   */
  translate(texts: string[], source: string, target: 'en'): Promise<string[]>;
}

export interface HttpMachineTranslatorOptions {
  /** The full endpoint, e.g. `http://libretranslate:5000/translate`. */
  url: string;
  apiKey?: string;
  /** Per request (each attempt). */
  timeoutMs: number;
  /** Most texts in one request (default 50). */
  maxBatchItems?: number;
  /** Most characters of text in one request (default 5000); longer texts are split at spaces. */
  maxBatchChars?: number;
  /** Pause before the single retry (default 500 ms). */
  retryDelayMs?: number;
  /** Injectable for tests; defaults to the global fetch of Node 20. */
  fetch?: typeof fetch;
}

export const DEFAULT_TRANSLATION_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BATCH_ITEMS = 50;
const DEFAULT_MAX_BATCH_CHARS = 5_000;
const SNIPPET_CHARS = 160;

/** A failed attempt, with whether a second attempt may help (5xx, 429, timeout, network). */
class AttemptError extends Error {
  constructor(message: string, public readonly transient: boolean) {
    super(message);
  }
}

export class HttpMachineTranslator implements MachineTranslator {
  private readonly url: URL;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;
  private readonly maxBatchItems: number;
  private readonly maxBatchChars: number;
  private readonly retryDelayMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: HttpMachineTranslatorOptions) {
    this.url = parseServiceUrl(options.url);
    this.apiKey = options.apiKey ? options.apiKey : undefined;
    this.timeoutMs = positive(options.timeoutMs, DEFAULT_TRANSLATION_TIMEOUT_MS);
    this.maxBatchItems = Math.floor(positive(options.maxBatchItems, DEFAULT_MAX_BATCH_ITEMS));
    this.maxBatchChars = Math.floor(positive(options.maxBatchChars, DEFAULT_MAX_BATCH_CHARS));
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** Where the service is, for messages (never the path or query, which could carry a key). */
  get origin(): string {
    return this.url.origin;
  }

  async translate(texts: string[], source: string, target: 'en'): Promise<string[]> {
    if (texts.length === 0) return [];
    // Split over-long texts into pieces so that no request exceeds the size bound.
    const pieces: string[] = [];
    const owner: number[] = [];
    texts.forEach((text, i) => {
      for (const piece of splitLongText(text, this.maxBatchChars)) {
        pieces.push(piece);
        owner.push(i);
      }
    });

    const translatedPieces: string[] = [];
    for (const batch of makeBatches(pieces, this.maxBatchItems, this.maxBatchChars)) {
      translatedPieces.push(...(await this.translateBatchWithRetry(batch, source, target)));
    }

    const out: string[] = texts.map(() => '');
    translatedPieces.forEach((t, k) => {
      const i = owner[k]!;
      out[i] = out[i] ? `${out[i]} ${t}` : t;
    });
    return out;
  }

  private async translateBatchWithRetry(batch: string[], source: string, target: string): Promise<string[]> {
    try {
      return await this.translateBatch(batch, source, target);
    } catch (first) {
      if (!(first instanceof AttemptError) || !first.transient) throw toProcessingError(first, false);
      if (this.retryDelayMs > 0) await sleep(this.retryDelayMs);
      try {
        return await this.translateBatch(batch, source, target);
      } catch (second) {
        throw toProcessingError(second, second instanceof AttemptError && second.transient);
      }
    }
  }

  private async translateBatch(batch: string[], source: string, target: string): Promise<string[]> {
    const body: Record<string, unknown> = { q: batch, source, target, format: 'text' };
    if (this.apiKey) body.api_key = this.apiKey;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let status: number;
    let text: string;
    try {
      const res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      if (controller.signal.aborted) {
        throw new AttemptError(`the translation service at ${this.origin} did not answer within ${this.timeoutMs} ms`, true);
      }
      throw new AttemptError(`could not reach the translation service at ${this.origin} (${networkReason(err)})`, true);
    } finally {
      clearTimeout(timer);
    }

    if (status < 200 || status >= 300) {
      const detail = errorDetail(text);
      const transient = status >= 500 || status === 429 || status === 408;
      throw new AttemptError(
        `the translation service at ${this.origin} answered HTTP ${status}${detail ? `: ${detail}` : ''}`,
        transient,
      );
    }

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AttemptError(`the translation service at ${this.origin} answered with something that is not JSON`, false);
    }
    const translated = (parsed as { translatedText?: unknown } | null)?.translatedText;
    if (Array.isArray(translated) && translated.length === batch.length && translated.every((t) => typeof t === 'string')) {
      return translated as string[];
    }
    // Some servers answer a single string for a single text.
    if (typeof translated === 'string' && batch.length === 1) return [translated];
    throw new AttemptError(
      `the translation service at ${this.origin} answered without one translatedText per text (sent ${batch.length})`,
      false,
    );
  }
}

/**
 * The HTTP translator configured by the environment, or null when TRANSLATION_URL is unset
 * (non-English documents then fail with a clear error). Throws on a malformed configuration.
 *   TRANSLATION_URL         full endpoint of a LibreTranslate-compatible service
 *   TRANSLATION_API_KEY     optional, sent as `api_key`
 *   TRANSLATION_TIMEOUT_MS  optional, per request, default 30000
 */
export function translatorFromEnv(env: Record<string, string | undefined>): HttpMachineTranslator | null {
  const url = env.TRANSLATION_URL?.trim();
  if (!url) return null;
  let timeoutMs = DEFAULT_TRANSLATION_TIMEOUT_MS;
  const rawTimeout = env.TRANSLATION_TIMEOUT_MS?.trim();
  if (rawTimeout) {
    if (!/^\d+$/.test(rawTimeout) || Number(rawTimeout) < 1 || Number(rawTimeout) > 600_000) {
      throw new Error(`TRANSLATION_TIMEOUT_MS must be a whole number from 1 to 600000 (got "${rawTimeout}")`);
    }
    timeoutMs = Number(rawTimeout);
  }
  const apiKey = env.TRANSLATION_API_KEY?.trim() || undefined;
  return new HttpMachineTranslator({ url, apiKey, timeoutMs });
}

// ---------------------------------------------------------------------------------------------

function parseServiceUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TRANSLATION_URL must be an http(s) URL (got "${raw.slice(0, 100)}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`TRANSLATION_URL must be an http(s) URL (got "${url.protocol}" scheme)`);
  }
  return url;
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Consecutive batches bounded by item count and total characters (each text fits by now). */
export function makeBatches(texts: string[], maxItems: number, maxChars: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= maxItems || chars + text.length > maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Pieces of at most maxChars, cut at the last space before the bound when there is one. */
export function splitLongText(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    let cut = rest.lastIndexOf(' ', maxChars);
    if (cut <= 0) cut = maxChars;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^ +/, '');
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** A short, single-line snippet of the service's error: its `error` field if JSON, else the body. */
function errorDetail(body: string): string {
  let detail = body;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') {
      const e = (parsed as { error?: unknown; message?: unknown }).error ?? (parsed as { message?: unknown }).message;
      if (typeof e === 'string') detail = e;
    }
  } catch {
    // evidence: a body that is not JSON is the detail itself, used as it is.
  }
  detail = detail.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return detail.length > SNIPPET_CHARS ? `${detail.slice(0, SNIPPET_CHARS)}…` : detail;
}

function networkReason(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message.slice(0, SNIPPET_CHARS);
  return err instanceof Error ? err.message.slice(0, SNIPPET_CHARS) : 'unknown error';
}

function toProcessingError(err: unknown, retryable: boolean): ProcessingError {
  if (err instanceof ProcessingError) return err;
  const reason = err instanceof Error ? err.message : String(err);
  return new ProcessingError(`Machine translation failed: ${reason}`, retryable);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
