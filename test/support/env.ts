import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../src/config';

/**
 * Test configuration: the real MariaDB and Redis of the machine (never mocks), a database of
 * their own, Redis db 1, and response validation on so a handler that drifts from the spec fails.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

/**
 * The queue prefix of this test run, unless a test gives its own: never the production default,
 * so two runs on one machine (or a run and a local `npm start` on the same Redis database) never
 * take each other's jobs, rate-limit counters or sessions.
 */
export const TEST_RUN_QUEUE_PREFIX = `credeval-test-run-${process.pid}-${randomBytes(4).toString('hex')}`;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    STORAGE_DIR: process.env.TEST_STORAGE_DIR ?? 'data/test-storage',
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    QUEUE_PREFIX: TEST_RUN_QUEUE_PREFIX,
    ...overrides,
  });
}
