import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { openSecret, sealSecret } from '~/server/auth/secret-box.server'
import type { Queryable } from '~/server/db/database.server'
import type { OutgoingSender } from '~/server/delivery/outgoing.server'
import type { Lead } from '~/server/leads/lead-repository.server'
import { logError } from '~/server/log.server'
import { checkEndpointUrl, checkedLookup, type AddressPolicy } from './address-check.server'
import { newWebhookSecret, SECRET_PREFIX, webhookHeaders } from './signature.server'

/**
 * Leads pushed to a CRM: the admin's endpoints (table webhook_endpoints), and for each new lead and
 * each status change one queued delivery per active endpoint (outgoing_messages, kind 'webhook'),
 * sent by the delivery worker with the lead e-mail's retry policy, signed per Standard Webhooks.
 */
export type LeadEventType = 'lead.created' | 'lead.status_changed'

export interface WebhookEndpoint {
  id: string
  url: string
  description: string
  active: boolean
  createdAt: Date
  createdBy: string
}

interface EndpointRow {
  id: string
  url: string
  description: string
  active: boolean
  created_at: Date | string
  created_by: string
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  active: row.active,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
})

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/**
 * An endpoint's secret at rest: sealed (AES-256-GCM, secret-box.server.ts) under ADMIN_SECRETS_KEY
 * when it is set, bound to the endpoint's id, so a database dump or backup does not hand out the
 * keys that sign leads to the CRM; as it is (whsec_...) when no key is set (development, or a site
 * that has not set one), and sealed at the first start with one (sealPlainSecrets).
 */
const sealContext = (endpointId: string) => `webhook-endpoint:${endpointId}`

function storedSecret(secret: string, endpointId: string, key: Buffer | null): string {
  return key ? sealSecret(key, Buffer.from(secret, 'utf8'), sealContext(endpointId)) : secret
}

/** The signing secret from what is stored; a WebhookDeliveryError (the delivery log shows it) when it cannot be opened. */
function signingSecret(stored: string, endpointId: string, key: Buffer | null): string {
  if (stored.startsWith(SECRET_PREFIX)) return stored
  if (!key) throw new WebhookDeliveryError('The endpoint secret is sealed and ADMIN_SECRETS_KEY is not set')
  try {
    return openSecret(key, stored, sealContext(endpointId)).toString('utf8')
  } catch {
    throw new WebhookDeliveryError(
      'The endpoint secret does not open with this ADMIN_SECRETS_KEY: remove the endpoint and add it again',
    )
  }
}

/** Seals the secrets stored as they are (added before ADMIN_SECRETS_KEY was set): at start. Returns how many. */
export async function sealPlainSecrets(db: Queryable, key: Buffer): Promise<number> {
  const { rows } = await db.query<{ id: string; secret: string }>(
    `SELECT id, secret FROM webhook_endpoints WHERE starts_with(secret, $1)`,
    [SECRET_PREFIX],
  )
  let sealed = 0
  for (const row of rows) {
    const { rows: updated } = await db.query(
      'UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2 RETURNING id',
      [row.id, row.secret, storedSecret(row.secret, row.id, key)],
    )
    sealed += updated.length
  }
  return sealed
}

/**
 * Adds an endpoint after checking its URL (EndpointRefusedError when refused); the secret is
 * returned this once and stored sealed under `key` (ADMIN_SECRETS_KEY) when there is one.
 */
export async function createEndpoint(
  db: Queryable,
  input: { url: string; description: string; actor: string },
  policy: AddressPolicy,
  key: Buffer | null,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = await checkEndpointUrl(input.url, policy)
  const secret = newWebhookSecret()
  const id = randomUUID()
  const { rows } = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (id, url, description, secret, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, url, description, active, created_at, created_by`,
    [id, url.href, input.description.slice(0, 200), storedSecret(secret, id, key), input.actor],
  )
  return { endpoint: toEndpoint(rows[0]!), secret }
}

export async function listEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>(
    'SELECT id, url, description, active, created_at, created_by FROM webhook_endpoints ORDER BY created_at DESC, id',
  )
  return rows.map(toEndpoint)
}

/** Removes an endpoint and its deliveries. */
export async function deleteEndpoint(db: Queryable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const { rows } = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [id])
  return rows.length > 0
}

/** The JSON a CRM receives about a lead. */
export function leadEventBody(type: LeadEventType, lead: Lead, at: Date, previousStatus?: string): string {
  return JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      product: lead.product,
      brandName: lead.brandName,
      description: lead.description,
      status: lead.status,
      ...(previousStatus ? { previousStatus } : {}),
      pagePath: lead.pagePath,
      utm: lead.utm,
      currency: lead.currency,
      receivedAt: lead.createdAt.toISOString(),
    },
  })
}

/** Queues the event for every active endpoint; returns how many deliveries were queued. */
export async function queueLeadEvent(
  db: Queryable,
  type: LeadEventType,
  lead: Lead,
  options: { now?: Date; previousStatus?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const { rows } = await db.query(
    `INSERT INTO outgoing_messages (kind, endpoint_id, lead_id, event_type, payload, next_attempt_at)
     SELECT 'webhook', id, $1, $2, $3, $4 FROM webhook_endpoints WHERE active
     RETURNING id`,
    [lead.id, type, leadEventBody(type, lead, now, options.previousStatus), now.toISOString()],
  )
  return rows.length
}

/** queueLeadEvent that never throws: the lead is stored either way; a failure is logged (no personal data). */
export async function queueLeadEventSafely(
  db: Queryable,
  type: LeadEventType,
  lead: Lead,
  options: { previousStatus?: string; queued?: () => void } = {},
): Promise<void> {
  try {
    if ((await queueLeadEvent(db, type, lead, options)) > 0) options.queued?.()
  } catch (error) {
    logError(`Lead ${lead.id}: could not queue its ${type} webhooks`, error)
  }
}

export interface WebhookDelivery {
  id: string
  endpointId: string | null
  endpointUrl: string
  leadId: string | null
  eventType: string
  status: string
  attempts: number
  lastError: string | null
  lastStatus: number | null
  nextAttemptAt: Date | null
  deliveredAt: Date | null
  createdAt: Date
}

/** The delivery log, newest first (optionally of one lead's deliveries). */
export async function listDeliveries(
  db: Queryable,
  options: { limit?: number; leadIds?: string[] } = {},
): Promise<WebhookDelivery[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500)
  const { rows } = await db.query<{
    id: string
    endpoint_id: string | null
    url: string | null
    lead_id: string | null
    event_type: string | null
    status: string
    attempts: number
    last_error: string | null
    last_status: number | null
    next_attempt_at: Date | string | null
    delivered_at: Date | string | null
    created_at: Date | string
  }>(
    `SELECT m.id, m.endpoint_id, e.url, m.lead_id, m.event_type, m.status, m.attempts, m.last_error, m.last_status,
            m.next_attempt_at, m.delivered_at, m.created_at
     FROM outgoing_messages m LEFT JOIN webhook_endpoints e ON e.id = m.endpoint_id
     WHERE m.kind = 'webhook' AND ($2::uuid[] IS NULL OR m.lead_id = ANY($2::uuid[]))
     ORDER BY m.created_at DESC, m.id LIMIT $1`,
    [limit, options.leadIds ?? null],
  )
  const date = (value: Date | string | null) => (value ? new Date(value) : null)
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    endpointUrl: row.url ?? '',
    leadId: row.lead_id,
    eventType: row.event_type ?? '',
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    lastStatus: row.last_status === null ? null : Number(row.last_status),
    nextAttemptAt: date(row.next_attempt_at),
    deliveredAt: date(row.delivered_at),
    createdAt: new Date(row.created_at),
  }))
}

export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'WebhookDeliveryError'
  }
}

/** One POST; resolves with the answer's status. Connects only to the checked address, follows no redirect. */
function post(url: URL, headers: Record<string, string>, body: string, policy: AddressPolicy, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup(policy) as never,
        timeout: timeoutMs,
      },
      (response) => {
        // The answer's body does not matter: read at most a little of it and let go.
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('timeout', () => request.destroy(new WebhookDeliveryError(`No answer within ${timeoutMs} ms`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** The sender of 'webhook' messages: signs each attempt anew (a fresh timestamp), the same webhook-id every time. */
export function webhookSender(context: {
  db: Queryable
  policy: AddressPolicy
  /** ADMIN_SECRETS_KEY, which opens the sealed endpoint secrets. */
  secretsKey: Buffer | null
  timeoutMs?: number
  now?: () => Date
}): OutgoingSender {
  return async (message) => {
    const { rows } = await context.db.query<{ id: string; url: string; secret: string; active: boolean }>(
      'SELECT id, url, secret, active FROM webhook_endpoints WHERE id = $1',
      [message.endpointId],
    )
    const endpoint = rows[0]
    if (!endpoint || !endpoint.active || !message.payload) return { outcome: 'dropped' }
    const secret = signingSecret(endpoint.secret, endpoint.id, context.secretsKey)
    const timestamp = Math.floor((context.now?.() ?? new Date()).getTime() / 1000)
    const id = `msg_${message.id}`
    let status: number
    try {
      status = await post(
        new URL(endpoint.url),
        webhookHeaders(secret, id, timestamp, message.payload),
        message.payload,
        context.policy,
        context.timeoutMs ?? 10_000,
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new WebhookDeliveryError(`The endpoint could not be reached (${reason})`)
    }
    if (status < 200 || status >= 300) throw new WebhookDeliveryError(`The endpoint answered ${status}`, status)
    return { outcome: 'sent', status }
  }
}

/** The address policy from the configuration (WEBHOOK_ALLOW_PRIVATE_HOSTS: tests only). */
export function addressPolicy(config: { WEBHOOK_ALLOW_PRIVATE_HOSTS: string }): AddressPolicy {
  return {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  }
}
