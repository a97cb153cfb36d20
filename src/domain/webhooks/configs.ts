import { isIP } from 'node:net';
import { lockOrganization, type Db } from '../../data/repositories/organizations';
import { withUnitOfWork } from '../unitOfWork';
import {
  countWebhookConfigs,
  findWebhookConfig,
  insertWebhookConfig,
  listWebhookConfigs,
  softDeleteWebhookConfig,
  type WebhookConfigRecord,
} from '../../data/repositories/webhooks';
import { NotFoundError, ValidationError } from '../errors';
import { isHexId, newId, normalizeId } from '../ids';
import { forbiddenAddressReason, isLocalHostName } from './targets';
import type { PartnerSchemas } from '../spec';

/*
 * Webhook configuration (interface "Webhook configuration", decision "Webhooks"): registration, read, the additive
 * list and delete, all scoped to the key's organization. The secret (`apiKey`) is stored for
 * delivery and never part of what these functions return.
 */

/** What the API shows of a configuration: never the secret (interface: "never returned on reads"). */
export interface WebhookConfigView {
  id: string;
  endpoint: string;
  audience: 'partner';
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST /webhook-config as the partner spec gives it (WebhookConfigCreate). */
export type NewWebhookConfigInput = PartnerSchemas['webhook_config_create'];

export interface WebhookConfigRules {
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS (decision "Processes and configuration"): tests and local development deliver to loopback. */
  allowPrivateTargets: boolean;
}

/** More would only multiply every event; a generous ceiling against runaway registration. */
export const MAX_WEBHOOK_CONFIGS = 20;

function view(c: WebhookConfigRecord): WebhookConfigView {
  return {
    id: c.id,
    endpoint: c.endpoint,
    audience: 'partner',
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The endpoint URL, checked: https (decision "Webhooks"), no credentials in it, and not an address deliveries refuse. */
export function validateEndpoint(value: unknown, rules: WebhookConfigRules): string {
  const bad = (message: string) => new ValidationError(`endpoint ${message}`, [{ path: 'endpoint', message }]);
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) throw bad('must be an https:// URL of at most 2048 characters');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad('must be an https:// URL of at most 2048 characters');
  }
  if (url.protocol !== 'https:') throw bad('must be an https:// URL (interface "Authentication": endpoints must be HTTPS)');
  if (url.username !== '' || url.password !== '') throw bad('must not carry credentials; the apiKey is sent in the x-api-key header');
  if (url.hash !== '') throw bad('must not have a fragment');
  // The URL parser refuses ports above 65535 but accepts 0, where nothing can be delivered.
  if (url.port !== '' && (Number(url.port) < 1 || Number(url.port) > 65535)) throw bad('must have a port from 1 to 65535');
  if (!rules.allowPrivateTargets) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Names are resolved again at every delivery; here only what needs no resolution is refused.
    const reason = isIP(host) !== 0 ? forbiddenAddressReason(host) : isLocalHostName(host) ? `${host} names a local host` : null;
    if (reason !== null) throw bad(`must not point to a loopback, private, link-local or metadata address (${reason})`);
  }
  return value;
}

/**
 * The rules of a registration beyond the spec's shapes (it has checked the fields, their types and
 * lengths, the apiKey's characters and the audience): the endpoint's, and an empty description
 * stored as none.
 */
function validateInput(input: NewWebhookConfigInput, rules: WebhookConfigRules) {
  const endpoint = validateEndpoint(input.endpoint, rules);
  const description = input.description ?? null;
  return { endpoint, apiKey: input.apiKey, description: description === '' ? null : description };
}

/** POST /webhook-config (decision "Webhooks": 201 with the configuration, never the apiKey). */
export async function registerWebhookConfig(db: Db, organizationId: string, input: NewWebhookConfigInput, rules: WebhookConfigRules, now: Date = new Date()): Promise<WebhookConfigView> {
  const valid = validateInput(input, rules);
  const orgId = normalizeId(organizationId);
  // Count, then insert, with the organization's row held: concurrent registrations of one
  // organization take turns, so the limit holds however many arrive at once.
  const saved = await withUnitOfWork(db, async ({ tx }) => {
    await lockOrganization(tx, orgId);
    if ((await countWebhookConfigs(tx, orgId)) >= MAX_WEBHOOK_CONFIGS) {
      throw new ValidationError(`an organization may register at most ${MAX_WEBHOOK_CONFIGS} webhook endpoints; delete one first`);
    }
    return insertWebhookConfig(
      tx,
      { id: newId(now.getTime()), organizationId: orgId, endpoint: valid.endpoint, audience: 'partner', description: valid.description, secret: valid.apiKey },
      now,
    );
  });
  return view(saved);
}

function checkId(id: string): string {
  if (!isHexId(id)) throw new ValidationError('id must be 24 hexadecimal characters', [{ path: 'id', message: 'must match ^[a-fA-F0-9]{24}$' }]);
  return normalizeId(id);
}

/** GET /webhook-config/{id}: 404 for another organization's or a deleted configuration. */
export async function getWebhookConfig(db: Db, organizationId: string, id: string): Promise<WebhookConfigView> {
  const found = await findWebhookConfig(db, normalizeId(organizationId), checkId(id));
  if (found === null) throw new NotFoundError(`Webhook configuration ${id} not found`);
  return view(found);
}

/** GET /webhook-config (decision "Webhooks", additive): every configuration of the organization, oldest first. */
export async function listWebhookConfigViews(db: Db, organizationId: string): Promise<WebhookConfigView[]> {
  return (await listWebhookConfigs(db, normalizeId(organizationId))).map(view);
}

/**
 * DELETE /webhook-config/{id} (decision "Webhooks", additive): 204, then 404. Events not yet delivered to it are
 * cancelled when their delivery comes up (src/domain/webhooks/deliveries.ts).
 */
export async function deleteWebhookConfig(db: Db, organizationId: string, id: string, now: Date = new Date()): Promise<void> {
  if (!(await softDeleteWebhookConfig(db, normalizeId(organizationId), checkId(id), now))) throw new NotFoundError(`Webhook configuration ${id} not found`);
}
