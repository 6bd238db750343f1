import { createHmac, randomBytes } from 'node:crypto'

/**
 * Signing as the Standard Webhooks specification says (https://www.standardwebhooks.com): the secret
 * is `whsec_` + base64 of random bytes, and its decoded bytes are the HMAC-SHA256 key; each request
 * carries `webhook-id` (the same on every retry, so a receiver can drop repeats), `webhook-timestamp`
 * (Unix seconds of this attempt) and `webhook-signature: v1,<base64 HMAC of "id.timestamp.body">`.
 */
export const SECRET_PREFIX = 'whsec_'

/** A new endpoint secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_')
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
  if (key.length < 16) throw new Error('A webhook secret holds at least 16 bytes')
  return key
}

/** The `webhook-signature` value of one message. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${mac}`
}

/** The three headers of one attempt. */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  }
}
