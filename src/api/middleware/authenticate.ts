import type { Context, Next } from 'koa';
import type { ApiKeyType } from '../../domain/apiKeys';
import { verifyApiKey } from '../../domain/apiKeys';
import type { Database } from '../../data/dataSource';
import { HttpError } from '../httpError';

export interface AuthContext {
  keyId: string;
  organizationId: string;
  type: ApiKeyType;
}

/**
 * Authentication (interface "Authentication": the headers, and 401 or 403; decision "Processes and configuration"): the key comes in `x-api-key` or
 * `Authorization: Bearer`; missing, unknown, revoked or expired → 401; inactive or of another
 * type than the routes require → 403. Runs before routing, so an unknown route without a key
 * still answers 401 (decision "Further open points").
 */
export function authenticate(db: Database, requiredType: ApiKeyType, onFailure?: (ctx: Context) => Promise<void>) {
  return async function authenticateMiddleware(ctx: Context, next: Next): Promise<void> {
    const presented = presentedKey(ctx);
    const fail = async (status: number, message: string) => {
      if (onFailure) await onFailure(ctx);
      throw new HttpError(status, message, undefined, status === 401 ? { 'www-authenticate': 'Bearer' } : undefined);
    };
    if (presented === undefined) return fail(401, 'Missing API key: send it in the x-api-key header or as Authorization: Bearer <key>');

    const result = await verifyApiKey(db, presented);
    switch (result.outcome) {
      case 'ok':
        break;
      case 'inactive':
        return fail(403, 'API key is inactive');
      default:
        return fail(401, 'Invalid or expired API key');
    }
    if (result.key.type !== requiredType) return fail(403, `API key is not ${/^[aeiou]/.test(requiredType) ? 'an' : 'a'} ${requiredType} key`);

    const auth: AuthContext = { keyId: result.key.id, organizationId: result.key.organizationId, type: result.key.type };
    ctx.state.auth = auth;
    await next();
  };
}

/** `x-api-key` is the recommended header; `Authorization: Bearer` is accepted as well. */
function presentedKey(ctx: Context): string | undefined {
  const header = ctx.get('x-api-key').trim();
  if (header) return header;
  const authorization = ctx.get('authorization').trim();
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match ? match[1] : undefined;
}
