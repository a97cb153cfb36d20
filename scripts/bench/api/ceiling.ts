/**
 * The ceiling of `npm run bench:api`: what plain Koa + mysql2 reach on this machine doing the
 * same work as the API's routes, with nothing of the service around it (no OpenAPI routing or
 * validation, no ORM, no transactions, no rate limiter, no request log):
 * - every route: the API key looked up by id and its secret's SHA-256 compared, as the service does;
 * - GET /cases/{id}: the case, its uploads, their features and files, its credentials (5 reads);
 * - GET /cases: one page (createdAt desc, id desc), the organization's case count, the page's uploads and their features;
 * - GET /cases/{id}/extraction: the case, its uploads, its credentials and their extraction results;
 * - POST /cases: the multipart body streamed to a file (busboy) and one INSERT.
 * Each returns the same envelope and the same fields as the service (the pure view functions of
 * src/domain are reused so the bodies match; they hold no I/O).
 *
 * Run by scripts/bench/api/index.ts: `node --import tsx scripts/bench/api/ceiling.ts` with
 * DATABASE_URL, PORT and STORAGE_DIR; prints "listening" when ready.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import Koa from 'koa';
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { toCaseSummaryView, toCaseView, toUploadView, statusOfUpload } from '../../../src/domain/cases/views';

const KEY_FORMAT = /^ck_([a-f0-9]{24})_([A-Za-z0-9_-]{43})$/;
const DUMMY = randomBytes(32);

const pool = mysql.createPool({ uri: process.env.DATABASE_URL!, connectionLimit: 10, dateStrings: false, timezone: 'Z' });
const storageDir = process.env.STORAGE_DIR!;
fs.mkdirSync(storageDir, { recursive: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rows<T = any>(sql: string, params: unknown[]): Promise<T[]> {
  const [r] = await pool.query<RowDataPacket[]>(sql, params);
  return r as T[];
}

function inList(ids: readonly string[]): string {
  return ids.length === 0 ? '(NULL)' : `(${ids.map(() => '?').join(',')})`;
}

async function orgOfKey(ctx: Koa.Context): Promise<string | null> {
  const m = KEY_FORMAT.exec(ctx.get('x-api-key'));
  const key = m ? (await rows<{ organizationId: string; secretHash: string; status: string }>('SELECT organizationId, secretHash, status FROM api_keys WHERE id = ?', [m[1]]))[0] : undefined;
  const presented = createHash('sha256').update(m?.[2] ?? '', 'utf8').digest();
  const stored = key ? Buffer.from(key.secretHash, 'hex') : DUMMY;
  return key && timingSafeEqual(presented, stored) && key.status === 'active' ? key.organizationId : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function caseRecord(r: any) {
  return { ...r, metadata: JSON.parse(r.metadata) };
}

function groupBy<T extends Record<string, unknown>>(items: T[], key: string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const i of items) {
    const k = i[key] as string;
    const g = m.get(k);
    if (g) g.push(i);
    else m.set(k, [i]);
  }
  return m;
}

async function findCase(orgId: string, ref: string) {
  const byId = /^[a-f0-9]{24}$/.test(ref);
  const found = await rows(`SELECT * FROM cases WHERE organizationId = ? AND ${byId ? 'id' : 'caseNumber'} = ? AND deletedAt IS NULL`, [orgId, byId ? ref : Number(ref)]);
  return found[0] ? caseRecord(found[0]) : null;
}

const app = new Koa();
app.use(async (ctx) => {
  const orgId = await orgOfKey(ctx);
  if (orgId === null) {
    ctx.status = 401;
    return;
  }
  const p = ctx.path;
  let m: RegExpExecArray | null;
  if (ctx.method === 'GET' && p === '/partner/v1/cases') {
    const limit = Number(ctx.query.limit ?? 20);
    const externalId = ctx.query.externalId as string | undefined;
    const hash = externalId === undefined ? null : createHash('sha256').update(externalId, 'utf8').digest('hex');
    const where = `organizationId = ? AND deletedAt IS NULL${hash ? ' AND externalIdHash = ?' : ''}`;
    const params = hash ? [orgId, hash] : [orgId];
    const page = (await rows(`SELECT * FROM cases WHERE ${where} ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET 0`, [...params, limit])).map(caseRecord);
    // The same count as the service: of the one case by externalId, else the organization's kept count.
    const total = hash
      ? Number((await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM cases WHERE ${where}`, params))[0]!.n)
      : Number(
          (await rows<{ n: number }>('SELECT o.activeCaseCount + COALESCE((SELECT SUM(s.delta) FROM organization_case_count_slots s WHERE s.organizationId = o.id), 0) AS n FROM organizations o WHERE o.id = ?', [orgId]))[0]!.n,
        );
    const uploads = await rows(`SELECT * FROM uploads WHERE caseId IN ${inList(page.map((c) => c.id))} ORDER BY createdAt, id`, page.map((c) => c.id));
    const features = groupBy(await rows(`SELECT * FROM upload_features WHERE uploadId IN ${inList(uploads.map((u) => u.id))}`, uploads.map((u) => u.id)), 'uploadId');
    const byCase = groupBy(uploads.map((u) => ({ caseId: u.caseId, status: statusOfUpload(u as never, (features.get(u.id) ?? []) as never) })), 'caseId');
    const items = page.map((c) => toCaseSummaryView(c, (byCase.get(c.id) ?? []).map((s) => s.status)));
    ctx.body = { success: true, message: `${items.length} of ${total} cases`, meta: { total, limit, offset: 0 }, data: items };
    return;
  }
  if (ctx.method === 'GET' && (m = /^\/partner\/v1\/cases\/([^/]+)(\/extraction)?$/.exec(p))) {
    const c = await findCase(orgId, m[1]!);
    if (c === null) {
      ctx.status = 404;
      return;
    }
    const uploads = (await rows(`SELECT * FROM uploads WHERE caseId = ? ORDER BY createdAt, id`, [c.id])).map((u) => ({ ...u, classify: u.classify === 1 }));
    if (m[2]) {
      const credentials = await rows(`SELECT * FROM credentials WHERE caseId = ? AND deletedAt IS NULL ORDER BY createdAt, id`, [c.id]);
      const results = new Map(
        (await rows(`SELECT * FROM extraction_results WHERE credentialId IN ${inList(credentials.map((x) => x.id))}`, credentials.map((x) => x.id))).map((r) => [r.credentialId, r]),
      );
      const data = {
        id: c.id,
        caseNumber: c.caseNumber,
        externalId: c.externalId,
        credentials: credentials.map((x) => {
          const r = results.get(x.id);
          const d = x.status === 'completed' && r?.result ? JSON.parse(r.result) : null;
          return {
            credentialId: x.id, status: x.status, uploadId: x.uploadId, credentialType: x.credentialType,
            languageCode: d ? r!.languageCode : null, language: d ? r!.language : null,
            candidate: { ...d?.candidate },
            institution: { ...d?.institution, accreditation: { isAccredited: null, isRecognized: null, lastChecked: null } },
            qualification: { ...d?.qualification },
            courses: (d?.courses ?? []).map((k: Record<string, unknown>) => ({ ...k })),
          };
        }),
      };
      ctx.body = { success: true, message: 'Extraction results', meta: {}, data };
      return;
    }
    const ids = uploads.map((u) => u.id);
    const features = groupBy(await rows(`SELECT * FROM upload_features WHERE uploadId IN ${inList(ids)}`, ids), 'uploadId');
    const files = groupBy(await rows(`SELECT * FROM upload_files WHERE uploadId IN ${inList(ids)} ORDER BY position`, ids), 'uploadId');
    const credentials = await rows(`SELECT * FROM credentials WHERE caseId = ? AND deletedAt IS NULL ORDER BY createdAt, id`, [c.id]);
    const views = uploads.map((u) => toUploadView({ upload: u as never, features: (features.get(u.id) ?? []) as never, files: (files.get(u.id) ?? []) as never }));
    ctx.body = { success: true, message: 'Case found', meta: {}, data: toCaseView(c, views, credentials as never) };
    return;
  }
  if (ctx.method === 'POST' && p === '/partner/v1/cases') {
    const id = randomBytes(12).toString('hex');
    const fields: Record<string, string> = {};
    let size = 0;
    await new Promise<void>((resolve, reject) => {
      const bb = busboy({ headers: ctx.req.headers });
      const writes: Promise<void>[] = [];
      bb.on('field', (name, value) => (fields[name] = value));
      bb.on('file', (_name, stream) => {
        const file = path.join(storageDir, `${id}-${writes.length}`);
        stream.on('data', (d: Buffer) => (size += d.length));
        writes.push(pipeline(stream, fs.createWriteStream(file)));
      });
      bb.on('close', () => Promise.all(writes).then(() => resolve(), reject));
      bb.on('error', reject);
      ctx.req.pipe(bb);
    });
    await pool.query('INSERT INTO bench_ceiling_uploads (id, organizationId, externalId, size, createdAt) VALUES (?, ?, ?, ?, ?)', [id, orgId, fields.externalId ?? null, size, new Date()]);
    ctx.status = 202;
    ctx.body = { success: true, message: 'Files accepted for processing', meta: {}, data: { caseId: id, externalId: fields.externalId ?? null } };
    return;
  }
  ctx.status = 404;
});

app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
