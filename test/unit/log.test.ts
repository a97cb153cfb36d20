import { expect } from 'chai';
import { createLogger, type LogLevel } from '../../src/log';
import { ProcessingError } from '../../src/processing/types';

type Line = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A logger whose lines are collected, parsed. */
function collecting(level: LogLevel = 'debug', base: Record<string, unknown> = {}) {
  const raw: string[] = [];
  const log = createLogger(level, base, (line) => raw.push(line));
  return { log, raw, lines: () => raw.map((l) => JSON.parse(l) as Line) };
}

/** The logger (src/log.ts, pino): the line format, redaction by configuration, errors with their evidence. */
describe('log lines (pino)', () => {
  it('writes level name, ISO time, the bindings, the fields and msg; nothing else (no pid, hostname)', () => {
    const { log, raw, lines } = collecting('info', { role: 'api' });
    log.child({ requestId: 'req-1' }).info('request', { method: 'GET', status: 200, durationMs: 1.5 });
    expect(raw).to.have.length(1);
    expect(raw[0]!.endsWith('\n'), 'a line is handed over without its newline').to.equal(false);
    const [line] = lines();
    expect(line).to.have.all.keys('level', 'time', 'role', 'requestId', 'method', 'status', 'durationMs', 'msg');
    expect(line).to.include({ level: 'info', role: 'api', requestId: 'req-1', method: 'GET', status: 200, durationMs: 1.5, msg: 'request' });
    expect(new Date(line!.time as string).toISOString()).to.equal(line!.time);
  });

  it('keeps to the configured level (LOG_LEVEL)', () => {
    const warn = collecting('warn');
    warn.log.debug('d');
    warn.log.info('i');
    warn.log.warn('w');
    warn.log.error('e');
    expect(warn.lines().map((l) => [l.level, l.msg])).to.deep.equal([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
    const silent = collecting('silent');
    silent.log.error('never');
    expect(silent.raw).to.deep.equal([]);
    const debug = collecting('debug');
    debug.log.debug('shown');
    expect(debug.lines().map((l) => l.level)).to.deep.equal(['debug']);
  });

  it('redacts API keys, webhook secrets, passwords, tokens and the authorization, x-api-key and cookie headers', () => {
    const { log, raw, lines } = collecting();
    const secrets = ['pk_live_SECRET1', 'whsec_SECRET2', 'hunter2-SECRET3', 'Bearer SECRET4', 'SECRET5', 'opui_sid=SECRET6', 'SECRET7', 'SECRET8', 'SECRET9'];
    log.warn('a mistake', {
      apiKey: secrets[0],
      secret: secrets[1],
      password: secrets[2],
      authorization: secrets[3],
      'x-api-key': secrets[4],
      headers: { cookie: secrets[5], 'x-api-key': secrets[6], accept: 'application/json' },
      target: { webhookSecret: secrets[7], endpoint: 'https://receiver.example/hooks' },
      req: { method: 'POST', headers: { authorization: secrets[8] } },
      caseId: 'c-1',
    });
    for (const s of secrets) expect(raw[0], s).to.not.contain(s);
    const [line] = lines();
    expect(line).to.deep.include({ apiKey: '[redacted]', secret: '[redacted]', password: '[redacted]', authorization: '[redacted]', 'x-api-key': '[redacted]', caseId: 'c-1' });
    expect(line!.headers).to.deep.equal({ cookie: '[redacted]', 'x-api-key': '[redacted]', accept: 'application/json' });
    expect(line!.target).to.deep.equal({ webhookSecret: '[redacted]', endpoint: 'https://receiver.example/hooks' });
    expect(line!.req.headers).to.deep.equal({ authorization: '[redacted]' });
  });

  it('redacts in the bindings of a child logger too', () => {
    const { log, raw } = collecting();
    log.child({ apiKey: 'pk_child_SECRET' }).info('x');
    expect(raw[0]).to.not.contain('pk_child_SECRET');
  });

  it('logs an error with its type, message, stack and cause chain (under err, error or cause)', () => {
    const { log, lines } = collecting();
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const err = new Error('Cannot save the upload', { cause: root });
    log.error('unhandled error', { err });
    log.warn('other key', { error: new TypeError('bad type') });
    const [first, second] = lines();
    expect(first!.err.type).to.equal('Error');
    expect(first!.err.message).to.equal('Cannot save the upload');
    expect(first!.err.stack).to.match(/^Error: Cannot save the upload\n\s+at /);
    expect(first!.err.cause.message).to.equal('connect ECONNREFUSED 127.0.0.1:3306');
    expect(first!.err.cause.code).to.equal('ECONNREFUSED');
    expect(first!.err.cause.stack).to.contain('ECONNREFUSED');
    expect(second!.error.type).to.equal('TypeError');
    expect(second!.error.stack).to.contain('bad type');
  });

  it('leaves a string under err as it is', () => {
    const { log, lines } = collecting();
    log.warn('x', { err: 'just a reason' });
    expect(lines()[0]!.err).to.equal('just a reason');
  });

  it('logs a known condition (an outage, an unreadable document) as one line without a stack', () => {
    const { log, raw, lines } = collecting();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    log.warn('queue error', { err: new Error('Redis connection lost', { cause: refused }) });
    log.warn('Redis unreachable', { err: refused });
    log.warn('stage failure cause', { err: new ProcessingError('The PDF could not be read') });
    const [fault, outage, unreadable] = lines();
    expect(fault!.err.stack, 'a fault whose cause is an outage keeps its own stack').to.be.a('string');
    expect(fault!.err.cause.code).to.equal('ECONNREFUSED');
    expect(outage!.err).to.deep.equal({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:6379', code: 'ECONNREFUSED' });
    expect(unreadable!.err).to.include({ type: 'ProcessingError', message: 'The PDF could not be read' });
    expect(unreadable!.err).to.not.have.property('stack');
    expect(raw[1]).to.not.match(/\\n\s+at /);
  });
});
