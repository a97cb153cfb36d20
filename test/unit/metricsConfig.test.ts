import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config';
import { hasMetricsToken, statusClass } from '../../src/metrics';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

/** The metrics settings (decision "Logging and metrics"): off by default, never served without a token. */
describe('metrics configuration and guard', () => {
  it('has no metrics endpoint and no worker port by default', () => {
    const config = loadConfig({});
    expect(config.metricsToken).to.equal(null);
    expect(config.workerMetricsPort).to.equal(null);
  });

  it('takes a token of 16 characters or more, and never echoes a bad one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).to.equal('abcdefghijklmnop');
    const problems = problemsOf({ METRICS_TOKEN: 'short-secret' });
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^METRICS_TOKEN must be at least 16 characters/);
    expect(problems.join()).to.not.contain('short-secret');
    expect(problemsOf({ METRICS_TOKEN: 'has spaces inside it, sadly' })).to.have.length(1);
  });

  it('refuses WORKER_METRICS_PORT without METRICS_TOKEN', () => {
    expect(problemsOf({ WORKER_METRICS_PORT: '9464' })).to.deep.equal(['WORKER_METRICS_PORT needs METRICS_TOKEN: the metrics are never served without a token']);
    expect(loadConfig({ WORKER_METRICS_PORT: '9464', METRICS_TOKEN: 'abcdefghijklmnop' }).workerMetricsPort).to.equal(9464);
  });

  it('accepts only `Bearer <token>`', () => {
    const token = 'abcdefghijklmnop';
    expect(hasMetricsToken(`Bearer ${token}`, token)).to.equal(true);
    expect(hasMetricsToken(`bearer ${token}`, token)).to.equal(true);
    expect(hasMetricsToken(token, token)).to.equal(false);
    expect(hasMetricsToken(`Bearer ${token}x`, token)).to.equal(false);
    expect(hasMetricsToken('Bearer ', token)).to.equal(false);
    expect(hasMetricsToken(undefined, token)).to.equal(false);
  });

  it('gives webhook answers their status class, and "none" without an HTTP answer', () => {
    expect([200, 204, 301, 404, 429, 503].map(statusClass)).to.deep.equal(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx']);
    expect(statusClass(null)).to.equal('none');
  });
});
