import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Standard Webhooks signature (decision "Webhooks", decision "Webhooks"): `webhook-signature: v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the UTF-8 bytes of the registered apiKey;
 * `webhook-timestamp` is Unix seconds. (Standard Webhooks libraries take the key as `whsec_` +
 * base64 of the apiKey.)
 */

export function signWebhook(secret: string, webhookId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${webhookId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** What a receiver does: true when one of the space-separated signatures matches. */
export function verifyWebhook(secret: string, webhookId: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, webhookId, timestamp, body));
  return header.split(' ').some((candidate) => {
    const got = Buffer.from(candidate);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

/** The headers of one delivery attempt (decision "Webhooks"). */
export function deliveryHeaders(secret: string, webhookId: string, body: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'x-api-key': secret,
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, webhookId, timestamp, body),
    'user-agent': 'credeval-webhooks/1',
  };
}
