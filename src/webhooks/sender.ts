import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { forbiddenAddressReason } from '../domain/webhooks/targets';
import type { OutgoingWebhook, SendResult, WebhookSender } from '../domain/webhooks/deliveries';
import { deliveryHeaders } from './signature';

export interface SenderOptions {
  /** WEBHOOK_TIMEOUT_MS (decision "Processes and configuration"): one attempt, from connecting to the end of the response. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS (decision "Processes and configuration"). */
  allowPrivateTargets: boolean;
  /** Keep-alive connections per receiver; the default agent of this module otherwise. */
  agent?: https.Agent;
}

class RefusedTarget extends Error {}

/**
 * SSRF guard (decision "Webhooks") at delivery time, on the address actually connected to: the connection's own
 * DNS lookup resolves the name, refuses it if ANY address is forbidden, and connects to the
 * checked address, so a name cannot pass the check and then resolve elsewhere (DNS rebinding).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (!allowPrivate) {
        for (const a of addresses) {
          const reason = forbiddenAddressReason(a.address);
          if (reason !== null) return callback(new RefusedTarget(`refused: ${hostname} resolves to ${reason}`), '', 0);
        }
      }
      const first = addresses[0];
      if (first === undefined) return callback(new Error(`no address for ${hostname}`), '', 0);
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

function describe(err: unknown): string {
  if (err instanceof RefusedTarget) return err.message;
  const e = err as NodeJS.ErrnoException;
  return `connection error: ${e.code ?? e.message ?? String(err)}`.slice(0, 500);
}

const defaultAgent = new https.Agent({ keepAlive: true, maxSockets: 50, maxFreeSockets: 10, timeout: 60_000 });

/**
 * The HTTPS delivery: POST of the exact body with the decision "Webhooks" headers. Never follows redirects (Node's
 * https does not, and a 3xx is recorded as a failed attempt); the receiver's response body is read
 * to free the connection and thrown away, never stored or echoed.
 */
export function createWebhookSender(opts: SenderOptions): WebhookSender {
  const agent = opts.agent ?? defaultAgent;
  return {
    send(w: OutgoingWebhook): Promise<SendResult> {
      const started = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
      return new Promise<SendResult>((resolve) => {
        let settled = false;
        let timer: NodeJS.Timeout | undefined;
        const done = (statusCode: number | null, error: string | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ statusCode, durationMs: elapsed(), error });
        };
        let url: URL;
        try {
          url = new URL(w.url);
        } catch {
          // evidence: the reason is the attempt's recorded error.
          return done(null, 'refused: the endpoint is not a valid URL');
        }
        if (url.protocol !== 'https:') return done(null, 'refused: the endpoint is not https');
        const host = url.hostname.replace(/^\[|\]$/g, '');
        // An IP literal is connected to without a lookup: check it here.
        if (!opts.allowPrivateTargets && isIP(host) !== 0) {
          const reason = forbiddenAddressReason(host);
          if (reason !== null) return done(null, `refused: ${reason}`);
        }
        const req = https.request(url, {
          method: 'POST',
          agent,
          lookup: guardedLookup(opts.allowPrivateTargets),
          headers: { ...deliveryHeaders(w.secret, w.webhookId, w.body), 'content-length': Buffer.byteLength(w.body) },
        });
        timer = setTimeout(() => {
          done(null, `timed out after ${opts.timeoutMs} ms`);
          req.destroy();
        }, opts.timeoutMs);
        req.on('response', (res) => {
          // The status decides (interface "Events": "A delivery succeeds when the endpoint answers 2xx"), not the body:
          // it is drained and dropped, and a receiver that then stalls or resets changes nothing.
          const status = res.statusCode ?? 0;
          res.on('error', () => undefined);
          res.resume();
          if (status >= 200 && status < 300) done(status, null);
          else if (status >= 300 && status < 400) done(status, `HTTP ${status}: redirects are not followed`);
          else done(status, `HTTP ${status}`);
          // The connection is not kept for a body that never ends.
          const drain = setTimeout(() => res.destroy(), opts.timeoutMs);
          drain.unref();
          res.on('end', () => clearTimeout(drain));
          res.on('close', () => clearTimeout(drain));
        });
        req.on('error', (err) => done(null, describe(err)));
        req.end(w.body);
      });
    },
  };
}
