import { ValidationError } from '../errors';
import type { Metadata } from './types';

/** Bounds of the spec's Metadata model (spec/partner/resources/cases/models/metadata.yml). */
export const METADATA_MAX_KEYS = 100;
export const METADATA_MAX_STRING_LENGTH = 2048;
export const METADATA_MAX_KEY_LENGTH = 128;
/**
 * The whole object as stored (JSON, UTF-8): what the cases.metadata column (MySQL TEXT) holds.
 * 100 values of 2048 characters can be larger, so this bound is checked on its own.
 */
export const METADATA_MAX_BYTES = 65_535;

/**
 * The `metadata` of a case: an object whose values are strings, numbers or booleans (interface
 * "POST /cases"; `null`, arrays and objects are refused, decision "Further open points"), at most 100 keys, strings at most
 * 2048 characters, keys at most 128, the whole at most 65,535 bytes as JSON (the Metadata model).
 * Returns a plain copy safe to store.
 */
export function validateMetadata(value: unknown, path = 'metadata'): Metadata {
  const fail = (message: string): never => {
    throw new ValidationError(`metadata ${message}`, [{ path, message }]);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('must be a JSON object');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > METADATA_MAX_KEYS) fail(`must have at most ${METADATA_MAX_KEYS} keys`);
  // A null-prototype object: a key named __proto__ is data, not a prototype change.
  const out = Object.create(null) as Metadata;
  for (const [key, v] of entries) {
    if ([...key].length > METADATA_MAX_KEY_LENGTH) fail(`keys must be at most ${METADATA_MAX_KEY_LENGTH} characters`);
    if (typeof v === 'string') {
      if ([...v].length > METADATA_MAX_STRING_LENGTH) fail(`value of "${key}" must be at most ${METADATA_MAX_STRING_LENGTH} characters`);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) fail(`value of "${key}" must be a finite number`);
    } else if (typeof v !== 'boolean') {
      fail(`value of "${key}" must be a string, number or boolean`);
    }
    out[key] = v as string | number | boolean;
  }
  if (Buffer.byteLength(JSON.stringify(out), 'utf8') > METADATA_MAX_BYTES) fail(`must be at most ${METADATA_MAX_BYTES} bytes as JSON (UTF-8)`);
  return { ...out };
}
