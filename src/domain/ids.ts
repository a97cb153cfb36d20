import { randomBytes } from 'node:crypto';
import { ValidationError } from './errors';

/**
 * Identifiers (decision "Identifiers"): resource ids are 24 lowercase hex characters, ObjectId-like
 * (4-byte big-endian Unix seconds, 5 random bytes, 3-byte counter). Case numbers are
 * digits only.
 */

const HEX_ID = /^[a-fA-F0-9]{24}$/;
const CASE_NUMBER = /^[0-9]+$/;

// The counter starts at a random value (as ObjectId does) so that two processes started
// in the same second do not walk the same sequence.
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A new 24-hex id. The random part is drawn per id rather than once per process (as
 * MongoDB does) so ids cannot be enumerated from one another; the counter still makes
 * ids from this process unique within a second.
 */
/**
 * Random bytes are drawn a pool at a time (as `crypto.randomUUID` does): one call into the CSPRNG
 * per id was a visible share of POST /cases, which makes half a dozen ids (bench:api, README
 * "Benchmarks"). Each id still takes 5 bytes no other id uses.
 */
const RANDOM_POOL_BYTES = 5 * 256;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

export function newId(now: number = Date.now()): string {
  const buf = Buffer.alloc(12);
  // `>>> 0` wraps after 2106 instead of throwing, as ObjectId does.
  buf.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  if (randomOffset + 5 > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES);
    randomOffset = 0;
  }
  randomPool.copy(buf, 4, randomOffset, randomOffset + 5);
  randomOffset += 5;
  counter = (counter + 1) % 0x1000000;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}

/** Input matching is case-insensitive (decision "Identifiers"). */
export function isHexId(s: string): boolean {
  return HEX_ID.test(s);
}

/** Ids are stored lowercase (decision "Identifiers"); normalise input before looking it up. */
export function normalizeId(s: string): string {
  return s.toLowerCase();
}

export function isCaseNumber(s: string): boolean {
  return CASE_NUMBER.test(s);
}

export type CaseRef = { kind: 'id'; id: string } | { kind: 'number'; number: number };

/**
 * Parses a path `{id}` that may be a case id or a case number (decision "Identifiers"). `null` means the
 * caller answers 400; any other result is well-formed and answers 404 if it names nothing.
 *
 * - A 24-character string of digits is read as an id: case numbers start at 100001 and
 *   will never reach 24 digits, while an ObjectId-like id can be all digits.
 * - A digit string beyond Number.MAX_SAFE_INTEGER cannot be a case number; it gives
 *   `number: 0`, which names no case (the sequence starts at 100001), so the caller's
 *   lookup answers 404 without a special case and never sends an unsafe value to SQL.
 */
/** An id from input (decision "Identifiers": 24 hex, either case), normalised; a ValidationError naming `path` otherwise. */
export function parseHexId(value: unknown, path: string): string {
  if (typeof value !== 'string' || !isHexId(value)) throw new ValidationError(`${path} must be 24 hexadecimal characters`, [{ path, message: 'must be 24 hexadecimal characters' }]);
  return normalizeId(value);
}

export function parseCaseRef(s: string): CaseRef | null {
  if (isHexId(s)) return { kind: 'id', id: normalizeId(s) };
  if (isCaseNumber(s)) {
    const n = Number(s);
    return { kind: 'number', number: Number.isSafeInteger(n) ? n : 0 };
  }
  return null;
}
