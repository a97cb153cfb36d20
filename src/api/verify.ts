import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Database } from '../data/dataSource';
import { escapeHtml } from './ui/html';
import type { Logger } from '../log';
import { HttpError } from './httpError';
import { underPrefix } from './routing';
import { verifyReport, type Verification } from '../domain/reports';

export const VERIFY_PREFIX = '/verify';

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}
main{max-width:40rem;margin:3rem auto;background:#fff;border-radius:8px;padding:2rem 2.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 1rem}
.ok{color:#1e7d32}.warn{color:#b26a00}.bad{color:#b71c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1.25rem;margin:1.25rem 0 0}
dt{font-weight:600;color:#555}dd{margin:0;word-break:break-all}
p{line-height:1.5}`;

/**
 * A strict Content-Security-Policy: the page loads and runs nothing; its one inline style is
 * allowed by its hash, not by 'unsafe-inline'.
 */
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const KIND_LABEL = { evaluation: 'Credential evaluation report', combined: 'Combined equivalency report' } as const;

export interface VerifyPageOptions {
  /**
   * Counts the request against its client address; throws the 429 `HttpError` beyond the limit
   * (the page is public, so guessing is slowed per address; the token makes it hopeless anyway).
   */
  limit?: (ctx: Context) => Promise<void>;
}

/**
 * The verification page's routes: every path under `/verify` (any method) goes to
 * `serveVerifyPage`, which answers unknown links and other methods with its own HTML pages.
 */
export function verifyRouter(db: Database, log: Logger, opts: VerifyPageOptions = {}): Router {
  const router = new Router({ strict: true, sensitive: true });
  router.all(underPrefix(VERIFY_PREFIX), (ctx) => serveVerifyPage(ctx, db, log, opts));
  return router;
}

/**
 * The public report verification page `GET /verify/{reportId}/{token}` (decision "Processes and configuration", with the report's
 * verification token): outside `/partner/v1`, no key, plain HTML, rate-limited per client address.
 * A report id without its token, or with another, is unknown: the link printed on the report is
 * the only way in (README, "Report verification"). It says whether the link belongs to a report
 * this service issued and, if so, for which case number, candidate and kind and when; for a case
 * deleted since, only that it was issued and that the case is deleted (decision "Deletion"). Unknown and
 * malformed links (including bad percent-encoding) get the same 404 page; a failure to look it up
 * is a 503 page, never a 500 or a JSON body.
 */
export async function serveVerifyPage(ctx: Context, db: Database, log: Logger, opts: VerifyPageOptions = {}): Promise<void> {
  ctx.set('Content-Security-Policy', CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';

  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.status = 405;
    ctx.set('Allow', 'GET, HEAD');
    ctx.body = page('Method not allowed', '<h1>Method not allowed</h1><p>This page can only be read.</p>');
    return;
  }

  if (opts.limit) {
    try {
      await opts.limit(ctx);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
      ctx.status = 429;
      if (err.headers) ctx.set(err.headers);
      ctx.body = page('Too many requests', '<h1>Too many requests</h1><p>Please wait a moment before checking another report.</p>');
      return;
    }
  }

  const rest = ctx.path.slice(VERIFY_PREFIX.length);
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(rest);
  let v: Verification = { status: 'unknown' };
  if (match) {
    try {
      v = await verifyReport(db, safeDecode(match[1]!), safeDecode(match[2]!));
    } catch (err) {
      log.error('report verification failed', { err });
      ctx.status = 503;
      ctx.set('Retry-After', '30');
      ctx.body = page('Verification unavailable', '<h1>Verification is temporarily unavailable</h1><p>Please try again in a moment.</p>');
      return;
    }
  }
  const { status, body } = render(v);
  ctx.status = status;
  ctx.body = body;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // evidence: a malformed escape is the probe's answer; the text is looked up as it came and finds no report (a 404 page).
    return s;
  }
}

export function render(v: Verification): { status: number; body: string } {
  if (v.status === 'unknown') {
    return {
      status: 404,
      body: page(
        'Report not found',
        `<h1 class="bad">Report not found</h1><p>No report with this ID was issued by this service. Check the link or the report ID printed on the document.</p>`,
      ),
    };
  }
  const issued = utc(v.issuedAt);
  if (v.status === 'revoked') {
    return {
      status: 200,
      body: page(
        'Report revoked',
        `<h1 class="bad">Revoked: this report was issued by this service, but its case has been deleted</h1>
<p>The case and its documents were deleted after the report was issued, so its details can no longer be confirmed here.</p>
<dl><dt>Status</dt><dd>revoked${v.revokedAt ? ` on ${escapeHtml(utc(v.revokedAt))}` : ''}</dd><dt>Report ID</dt><dd>${escapeHtml(v.reportId)}</dd><dt>Report</dt><dd>${escapeHtml(KIND_LABEL[v.kind])}</dd><dt>Issued</dt><dd>${escapeHtml(issued)}</dd></dl>`,
      ),
    };
  }
  const details = `<dl>
<dt>Status</dt><dd>${v.status === 'valid' ? 'valid' : `superseded${v.supersededAt ? ` on ${escapeHtml(utc(v.supersededAt))}` : ''}`}</dd>
<dt>Report ID</dt><dd>${escapeHtml(v.reportId)}</dd>
<dt>Report</dt><dd>${escapeHtml(KIND_LABEL[v.kind])} (${escapeHtml(v.format.toUpperCase())})</dd>
<dt>Case number</dt><dd>${escapeHtml(String(v.caseNumber))}</dd>
<dt>Candidate</dt><dd>${escapeHtml(v.candidateName ?? 'not given')}</dd>
<dt>Issued</dt><dd>${escapeHtml(issued)}</dd>
<dt>File SHA-256</dt><dd>${escapeHtml(v.sha256)}</dd>
</dl>`;
  if (v.status === 'superseded') {
    return {
      status: 200,
      body: page(
        'Superseded report',
        `<h1 class="warn">Superseded: this report no longer reflects the current evaluation</h1>
<p>This report was issued by this service, but its evaluation was reopened or completed again${v.supersededAt ? ` on ${escapeHtml(utc(v.supersededAt))}` : ''}. Ask the issuer for a current report.</p>
${details}`,
      ),
    };
  }
  return {
    status: 200,
    body: page(
      'Valid report',
      `<h1 class="ok">Valid report</h1>
<p>This report was issued by this service and reflects the current completed evaluation. Compare the details below with the document you hold.</p>
${details}`,
    ),
  };
}

function utc(d: Date): string {
  return d.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC');
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${content}</main></body></html>
`;
}

