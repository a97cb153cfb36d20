/**
 * `npm run mock` serves every operation of the bundled partner spec.
 *
 * Starts Prism on generated/partner/openapi.yaml (a free port on 127.0.0.1) and drives it with
 * real `curl`, the way partners will: multipart uploads with repeated `files` parts, the API key
 * header, and one request per documented operation.
 */
import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const SPEC = 'generated/partner/openapi.yaml';
const PRISM = path.join(ROOT, 'node_modules', '.bin', 'prism');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface CurlResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs curl; the status line and headers are written to a file so the body stays untouched. */
async function curl(args: string[], dir: string): Promise<CurlResult> {
  const headerFile = path.join(dir, `headers-${process.hrtime.bigint()}.txt`);
  const body = await new Promise<string>((resolve, reject) => {
    execFile('curl', ['-sS', '--max-time', '20', '-D', headerFile, ...args], { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`curl ${args.join(' ')} failed: ${stderr || err.message}`));
      else resolve(stdout);
    });
  });
  const raw = await readFile(headerFile, 'utf8');
  await rm(headerFile, { force: true });
  const lines = raw.split(/\r?\n/);
  const statusLine = lines.filter((l) => /^HTTP\//.test(l)).pop() ?? '';
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0 && !/^HTTP\//.test(line)) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

async function waitUntilListening(port: number, prism: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism exited with ${prism.exitCode}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`prism did not listen on ${port} within 45 s:\n${log()}`);
}

/**
 * The 400 examples of every operation of a bundled spec whose `details` name something the
 * operation does not have (a parameter, a header or a body field): `operationId example: path`.
 */
export function mismatched400Examples(spec: JsonObject): string[] {
  const deref = <T extends Json>(node: T): T => {
    let current: Json = node;
    while (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
      current = current.$ref.slice(2).split('/').reduce<Json>((acc, key) => (acc as JsonObject)[key], spec);
    }
    return current as T;
  };
  const mismatches: string[] = [];
  for (const item of Object.values(spec.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    for (const method of METHODS) {
      const op = pathItem[method] as JsonObject | undefined;
      if (!op) continue;
      const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => deref(p as JsonObject));
      const known = new Set<string>(['path', 'query']);
      for (const p of params) {
        known.add(String(p.name));
        known.add(`${String(p.in)}.${p.in === 'header' ? String(p.name).toLowerCase() : String(p.name)}`);
      }
      const requestBody = op.requestBody ? deref(op.requestBody as JsonObject) : undefined;
      for (const media of Object.values((requestBody?.content as JsonObject | undefined) ?? {})) {
        const schema = deref(((media as JsonObject).schema ?? {}) as JsonObject);
        for (const name of Object.keys((schema.properties as JsonObject | undefined) ?? {})) known.add(`body.${name}`);
      }
      const response = (op.responses as JsonObject)['400'];
      if (!response) continue;
      const content = (deref(response as JsonObject).content as JsonObject)['application/json'] as JsonObject;
      const examples = content.examples ? Object.entries(content.examples as JsonObject).map(([name, e]) => [name, (deref(e as JsonObject) as JsonObject).value] as const) : [['example', content.example] as const];
      for (const [name, value] of examples) {
        for (const d of ((value as JsonObject).details as JsonObject[] | undefined) ?? []) {
          const p = String(d.path).replace(/^(body\.[^.]+).*$/, '$1');
          if (!known.has(p)) mismatches.push(`${String(op.operationId)} ${name}: ${String(d.path)}`);
        }
      }
    }
  }
  return mismatches;
}

describe('400 examples of the bundled specs', function () {
  for (const name of ['partner', 'operator']) {
    it(`every ${name} operation's 400 examples name its own parameters or body fields`, async function () {
      const doc = parse(await readFile(path.join(ROOT, `generated/${name}/openapi.yaml`), 'utf8')) as JsonObject;
      expect(mismatched400Examples(doc)).to.deep.equal([]);
    });
  }
});

describe('Prism mock of generated/partner/openapi.yaml', function () {
  this.timeout(60_000);

  let spec: JsonObject;
  let prism: ChildProcess | undefined;
  let prismLog = '';
  let base = '';
  let dir = '';
  let pdfA = '';
  let pdfB = '';

  /** Follows a local `#/...` $ref of the bundled document. */
  function deref<T extends Json>(node: T): T {
    let current: Json = node;
    const seen = new Set<string>();
    while (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
      const ref: string = current.$ref;
      if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`unsupported $ref ${ref}`);
      seen.add(ref);
      current = ref
        .slice(2)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Json>((acc, key) => (acc as JsonObject)[key], spec);
    }
    return current as T;
  }

  /** The first example of a media type (`example`, or the first of `examples`). */
  function firstExample(media: JsonObject): Json | undefined {
    if ('example' in media) return media.example;
    const examples = media.examples as JsonObject | undefined;
    if (!examples) return undefined;
    const first = Object.values(examples)[0];
    return first === undefined ? undefined : (deref(first) as JsonObject).value;
  }

  before(async function () {
    spec = parse(await readFile(path.join(ROOT, SPEC), 'utf8')) as JsonObject;
    dir = await mkdtemp(path.join(os.tmpdir(), 'prism-mock-'));
    pdfA = path.join(dir, 'a.pdf');
    pdfB = path.join(dir, 'b.pdf');
    await writeFile(pdfA, '%PDF-1.4\n% transcript of Amara Okafor\n%%EOF\n');
    await writeFile(pdfB, '%PDF-1.4\n% diploma of Amara Okafor\n%%EOF\n');

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = spawn(PRISM, ['mock', SPEC, '--host', '127.0.0.1', '--port', String(port)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism.stdout?.on('data', (d: Buffer) => (prismLog += d.toString()));
    prism.stderr?.on('data', (d: Buffer) => (prismLog += d.toString()));
    await waitUntilListening(port, prism, () => prismLog);
  });

  after(async function () {
    if (prism && prism.exitCode === null) {
      const exited = new Promise((resolve) => prism!.once('exit', resolve));
      prism.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (prism.exitCode === null) prism.kill('SIGKILL');
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  function createCaseExample(): Json | undefined {
    const op = ((spec.paths as JsonObject)['/cases'] as JsonObject).post as JsonObject;
    const accepted = deref((op.responses as JsonObject)['202'] as JsonObject);
    return firstExample((accepted.content as JsonObject)['application/json'] as JsonObject);
  }

  it('accepts two repeated `files` parts with a key and answers 202 with the example body', async function () {
    const res = await curl(
      ['-F', `files=@${pdfA}`, '-F', `files=@${pdfB}`, '-F', 'externalId=X', '-H', 'x-api-key: k', `${base}/cases`],
      dir,
    );
    expect(res.status, res.body).to.equal(202);
    expect(res.headers['content-type']).to.match(/^application\/json/);
    expect(JSON.parse(res.body)).to.deep.equal(createCaseExample());
  });

  it('answers 401 to the same upload without any key, saying that the key is missing', async function () {
    const res = await curl(['-F', `files=@${pdfA}`, '-F', `files=@${pdfB}`, '-F', 'externalId=X', `${base}/cases`], dir);
    expect(res.status, res.body).to.equal(401);
    const body = JSON.parse(res.body) as JsonObject;
    expect(body.statusCode).to.equal(401);
    expect(body.message).to.match(/^Missing API key/);
  });

  it('accepts a single `files` part (a list of one)', async function () {
    const res = await curl(['-F', `files=@${pdfA}`, '-F', 'externalId=X', '-H', 'x-api-key: k', `${base}/cases`], dir);
    expect(res.status, res.body).to.equal(202);
  });

  /** Prism answers an invalid request with the first example of the operation's 400 response. */
  const badRequest = async (args: string[]): Promise<{ message: string; paths: string[] }> => {
    const res = await curl(['-H', 'x-api-key: k', ...args], dir);
    expect(res.status, res.body).to.equal(400);
    const body = JSON.parse(res.body) as { message: string; details?: { path: string }[] };
    return { message: body.message, paths: (body.details ?? []).map((d) => d.path) };
  };

  it('answers an upload without files with a 400 example about the missing files', async function () {
    expect(await badRequest(['-F', 'externalId=X', `${base}/cases`])).to.deep.equal({ message: 'Request validation failed', paths: ['body.files'] });
  });

  it('answers a malformed result selector, file id, list limit and webhook configuration with 400 examples about them', async function () {
    expect((await badRequest([`${base}/cases/100002/extraction?uploadId=nope`])).paths).to.deep.equal(['query.uploadId']);
    expect((await badRequest([`${base}/cases/100002/files/nope`])).paths).to.deep.equal(['path.fileId']);
    expect((await badRequest([`${base}/cases?limit=0`])).paths).to.deep.equal(['query.limit']);
    expect((await badRequest([`${base}/cases/nope`])).paths).to.deep.equal(['path.id']);
    const webhook = await badRequest(['-H', 'content-type: application/json', '--data-raw', '{"endpoint":"http://x.example","apiKey":"short","audience":"partner"}', `${base}/webhook-config`]);
    expect(webhook.paths).to.include('body.endpoint');
  });


  it('serves every operation of the spec with its documented success status', async function () {
    const served: string[] = [];
    const paths = spec.paths as JsonObject;
    for (const [route, item] of Object.entries(paths)) {
      const pathItem = item as JsonObject;
      for (const method of METHODS) {
        const op = pathItem[method] as JsonObject | undefined;
        if (!op) continue;
        const operationId = String(op.operationId);
        const responses = op.responses as JsonObject;
        const success = Object.keys(responses)
          .filter((code) => /^2\d\d$/.test(code))
          .sort()[0];
        expect(success, `${operationId} documents a 2xx response`).to.be.a('string');

        // Path and required parameters, valued from their examples.
        const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(
          (p) => deref(p as JsonObject),
        );
        let url = route;
        const query = new URLSearchParams();
        const args: string[] = ['-X', method.toUpperCase(), '-H', 'x-api-key: k'];
        for (const p of params) {
          if (p.in !== 'path' && p.required !== true) continue;
          const example = p.example ?? ((p.schema as JsonObject | undefined)?.example as Json | undefined);
          expect(example, `${operationId}: parameter ${String(p.name)} has an example`).to.not.equal(undefined);
          const value = String(example);
          if (p.in === 'path') url = url.replace(`{${String(p.name)}}`, encodeURIComponent(value));
          else if (p.in === 'query') query.set(String(p.name), value);
          else if (p.in === 'header') args.push('-H', `${String(p.name)}: ${value}`);
        }

        // Request body: multipart uploads use real files, JSON bodies their first example.
        const requestBody = op.requestBody ? deref(op.requestBody as JsonObject) : undefined;
        if (requestBody) {
          const content = requestBody.content as JsonObject;
          if (content['multipart/form-data']) {
            args.push('-F', `files=@${pdfA}`, '-F', `files=@${pdfB}`, '-F', 'externalId=APP-2024-000123');
          } else {
            const media = content['application/json'] as JsonObject;
            const example = firstExample(media);
            expect(example, `${operationId}: request body example`).to.not.equal(undefined);
            args.push('-H', 'content-type: application/json', '--data-raw', JSON.stringify(example));
          }
        }

        const qs = query.toString();
        const res = await curl([...args, `${base}${url}${qs ? `?${qs}` : ''}`], dir);
        expect(res.status, `${operationId} ${method.toUpperCase()} ${url}: ${res.body}`).to.equal(Number(success));

        const response = deref(responses[success] as JsonObject);
        const content = response.content as JsonObject | undefined;
        if (!content) {
          expect(res.body, `${operationId}: no body`).to.equal('');
        } else {
          const [mediaType, media] = Object.entries(content)[0] as [string, JsonObject];
          expect(res.headers['content-type'], operationId).to.contain(mediaType);
          const example = firstExample(media);
          if (mediaType === 'application/json') expect(JSON.parse(res.body), operationId).to.deep.equal(example);
          else expect(res.body, operationId).to.equal(example);
        }
        for (const [name, header] of Object.entries((response.headers as JsonObject | undefined) ?? {})) {
          if (deref(header as JsonObject).required === true) {
            expect(res.headers, `${operationId}: header ${name}`).to.have.property(name.toLowerCase());
          }
        }
        served.push(operationId);
      }
    }
    expect(served).to.have.members([
      'createCase',
      'listCases',
      'getCase',
      'deleteCase',
      'getCaseExtraction',
      'getCaseForensics',
      'getCaseTranslation',
      'downloadCaseFile',
      'downloadForensicsReport',
      'getForensicsViewer',
      'downloadTranslationPdf',
      'getCaseEvaluation',
      'getCaseEvaluationCombined',
      'downloadEvaluationReportPdf',
      'downloadEvaluationReportXlsx',
      'downloadCombinedReportPdf',
      'downloadCombinedReportXlsx',
      'createWebhookConfig',
      'listWebhookConfigs',
      'getWebhookConfig',
      'deleteWebhookConfig',
    ]);
  });
});
