/**
 * A local HTTPS webhook receiver for development: `npm run webhook:receiver`.
 *
 * It makes (once) a self-signed certificate for 127.0.0.1 and localhost with openssl, listens on
 * https://127.0.0.1:<port>/webhooks, prints the exact settings the service needs to deliver to it,
 * and prints every delivery with the verdict on its Standard Webhooks signature, its timestamp and
 * its `x-api-key` (docs/decisions.md, "Webhooks"). A delivery whose signature and key verify is
 * answered 204; any other 401, so the service retries it as it would for a real partner.
 *
 * Options (each also an environment variable):
 *   --port <n>      WEBHOOK_RECEIVER_PORT     default 9443; 0 takes a free port
 *   --host <addr>   WEBHOOK_RECEIVER_HOST     default 127.0.0.1
 *   --dir <path>    WEBHOOK_RECEIVER_DIR      default ./data/webhook-receiver (certificate and key)
 *   --api-key <k>   WEBHOOK_RECEIVER_API_KEY  the webhook apiKey to expect; default one generated
 *                                             once and kept in <dir>/api-key
 *
 * The certificate and the generated key are kept in <dir>, so a restart keeps both the service's
 * NODE_EXTRA_CA_CERTS and the registered configuration valid.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifyWebhook } from '../../src/webhooks/signature';

/** Standard Webhooks' tolerance for webhook-timestamp: five minutes either way. */
const TIMESTAMP_TOLERANCE_S = 300;
/** The same bounds registration applies to a webhook apiKey (README "Webhooks"). */
const API_KEY = /^[\x21-\x7e]{16,256}$/;
/** Bodies above this are refused (the service's events are a few kilobytes). */
const MAX_BODY_BYTES = 1024 * 1024;
const PATH = '/webhooks';

function fail(message: string): never {
  process.stderr.write(`webhook:receiver: ${message}\n`);
  process.exit(1);
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' }, 'api-key': { type: 'string' } },
      strict: true,
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}. Options: --port <n> --host <addr> --dir <path> --api-key <key>`);
  }
  const portText = parsed.port ?? process.env.WEBHOOK_RECEIVER_PORT ?? '9443';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`--port must be a port number from 0 to 65535, not "${portText}"`);
  const dir = path.resolve(parsed.dir ?? process.env.WEBHOOK_RECEIVER_DIR ?? path.join('data', 'webhook-receiver'));
  const apiKey = parsed['api-key'] ?? process.env.WEBHOOK_RECEIVER_API_KEY;
  if (apiKey !== undefined && !API_KEY.test(apiKey)) fail('--api-key must be 16 to 256 visible ASCII characters (what POST /webhook-config accepts)');
  return { port, host: parsed.host ?? process.env.WEBHOOK_RECEIVER_HOST ?? '127.0.0.1', dir, apiKey };
}

/** The receiver's certificate and private key, made with openssl the first time. */
function certificate(dir: string): { certPath: string; cert: string; key: string } {
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  if (!fs.existsSync(certPath) || !fs.existsSync(keyPath)) {
    fs.mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        'openssl',
        // 825 days: the longest validity macOS accepts for a TLS server certificate.
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '825', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (err) {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      fail(
        missing
          ? 'openssl is needed to make the certificate and was not found (Debian/Ubuntu: apt-get install openssl; macOS: it is preinstalled)'
          : `openssl could not make the certificate in ${dir}: ${String((err as { stderr?: Buffer }).stderr ?? '').trim().split('\n')[0]}`,
      );
    }
    fs.chmodSync(keyPath, 0o600);
  }
  return { certPath, cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8') };
}

/** The apiKey to expect: given, or generated once and kept beside the certificate. */
function receiverKey(dir: string, given: string | undefined): string {
  if (given !== undefined) return given;
  const file = path.join(dir, 'api-key');
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (API_KEY.test(kept)) return kept;
  }
  const key = `whr_${randomBytes(24).toString('base64url')}`;
  fs.writeFileSync(file, key + '\n', { mode: 0o600 });
  return key;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(req: import('node:http').IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(' ') : v;
}

interface Verdict {
  signature: 'valid' | 'invalid' | 'missing';
  timestamp: 'valid' | 'too old' | 'in the future' | 'missing';
  apiKey: 'valid' | 'invalid' | 'missing';
}

function verdictOf(req: import('node:http').IncomingMessage, body: string, apiKey: string, nowS: number): Verdict {
  const id = header(req, 'webhook-id');
  const ts = header(req, 'webhook-timestamp');
  const sig = header(req, 'webhook-signature');
  const key = header(req, 'x-api-key');
  const timestamp = ts !== undefined && /^\d{1,12}$/.test(ts) ? Number(ts) : null;
  return {
    signature: id === undefined || timestamp === null || sig === undefined ? 'missing' : verifyWebhook(apiKey, id, timestamp, body, sig) ? 'valid' : 'invalid',
    timestamp:
      timestamp === null ? 'missing' : timestamp < nowS - TIMESTAMP_TOLERANCE_S ? 'too old' : timestamp > nowS + TIMESTAMP_TOLERANCE_S ? 'in the future' : 'valid',
    apiKey: key === undefined ? 'missing' : sameText(key, apiKey) ? 'valid' : 'invalid',
  };
}

function main(): void {
  const opts = options();
  const { certPath, cert, key } = certificate(opts.dir);
  const apiKey = receiverKey(opts.dir, opts.apiKey);
  let count = 0;

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => {
      const n = ++count;
      const at = new Date().toISOString();
      if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== PATH) {
        process.stdout.write(`#${n} ${at} ${req.method} ${req.url}: not a delivery (deliveries are POST ${PATH}); answered 404\n`);
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      if (size > MAX_BODY_BYTES) {
        process.stdout.write(`#${n} ${at} delivery of ${size} bytes refused (at most ${MAX_BODY_BYTES}); answered 413\n`);
        res.writeHead(413, { 'content-type': 'text/plain' }).end('too large\n');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const v = verdictOf(req, body, apiKey, Math.floor(Date.now() / 1000));
      const ok = v.signature === 'valid' && v.apiKey === 'valid' && v.timestamp === 'valid';
      let eventName = '(not JSON)';
      let data = body;
      try {
        const parsed = JSON.parse(body) as { eventName?: unknown; data?: unknown };
        eventName = typeof parsed.eventName === 'string' ? parsed.eventName : '(no eventName)';
        data = JSON.stringify(parsed.data ?? null);
      } catch {
        /* printed as it came */
      }
      const status = ok ? 204 : 401;
      process.stdout.write(
        `#${n} ${at} ${eventName} webhook-id=${header(req, 'webhook-id') ?? '(none)'}\n` +
          `   signature: ${v.signature}  timestamp: ${v.timestamp}  x-api-key: ${v.apiKey}  -> answered ${status}\n` +
          `   data: ${data.length > 2000 ? data.slice(0, 2000) + '…' : data}\n`,
      );
      res.writeHead(status).end();
    });
  });

  server.on('error', (err: NodeJS.ErrnoException) => {
    fail(err.code === 'EADDRINUSE' ? `port ${opts.port} on ${opts.host} is in use; pass --port <another> (or --port 0 for a free one)` : err.message);
  });

  server.listen(opts.port, opts.host, () => {
    const port = (server.address() as AddressInfo).port;
    const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
    const endpoint = `https://${host}:${port}${PATH}`;
    const base = (process.env.PUBLIC_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
    const registration = JSON.stringify({ endpoint, apiKey, audience: 'partner', description: 'local webhook receiver' });
    process.stdout.write(
      [
        `Webhook receiver listening on ${endpoint}`,
        `Certificate: ${certPath}`,
        '',
        'Start the service so that it trusts this certificate and may deliver to a local address:',
        `  NODE_EXTRA_CA_CERTS=${certPath} WEBHOOK_ALLOW_PRIVATE_TARGETS=true npm start`,
        '  (NODE_EXTRA_CA_CERTS is read when node starts: restart a running service or worker with it)',
        '',
        'Register the receiver with a partner key (POST /partner/v1/webhook-config body):',
        `  ${registration}`,
        `  curl -sS -X POST ${base}/partner/v1/webhook-config -H "x-api-key: $PARTNER_KEY" -H 'content-type: application/json' -d '${registration.replace(/'/g, "'\\''")}'`,
        '',
        `Standard Webhooks libraries verify with the secret whsec_${Buffer.from(apiKey, 'utf8').toString('base64')}`,
        'Deliveries follow, one block each. Stop with Ctrl-C.',
        '',
      ].join('\n'),
    );
  });

  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
