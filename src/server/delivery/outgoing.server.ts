import type { Queryable } from '~/server/db/database.server'
import { logError, maskPersonalData } from '~/server/log.server'
import { DEFAULT_DELIVERY_POLICY, retryDelayMs, type DeliveryPolicy } from './policy.server'

/**
 * The durable queue of outgoing messages (table outgoing_messages, migration 0012): the mail to
 * subscribers and the webhook deliveries to the CRM. A message is stored first (in the same
 * statement as what caused it where possible), then sent by the delivery worker
 * (src/server/leads/lead-delivery-worker.server.ts), with the lead e-mail's retry policy: an atomic
 * claim counts the attempt and pushes next_attempt_at forward as a lease, so several instances on
 * one database never send a message twice at the same time, and a crashed sender's message is
 * tried again when the lease runs out.
 */
export type OutgoingKind = 'newsletter-confirm' | 'webhook'
export type OutgoingStatus = 'pending' | 'sent' | 'failed' | 'skipped'

export interface OutgoingMessage {
  id: string
  kind: OutgoingKind
  subscriberId: string | null
  endpointId: string | null
  leadId: string | null
  eventType: string | null
  payload: string | null
  status: OutgoingStatus
  attempts: number
  lastError: string | null
  lastStatus: number | null
  nextAttemptAt: Date | null
  deliveredAt: Date | null
  createdAt: Date
}

interface OutgoingRow {
  id: string
  kind: OutgoingKind
  subscriber_id: string | null
  endpoint_id: string | null
  lead_id: string | null
  event_type: string | null
  payload: string | null
  status: OutgoingStatus
  attempts: number
  last_error: string | null
  last_status: number | null
  next_attempt_at: Date | string | null
  delivered_at: Date | string | null
  created_at: Date | string
}

export const OUTGOING_COLUMNS = `id, kind, subscriber_id, endpoint_id, lead_id, event_type, payload, status, attempts,
  last_error, last_status, next_attempt_at, delivered_at, created_at`

const toDateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value))

export function toOutgoingMessage(row: OutgoingRow): OutgoingMessage {
  return {
    id: row.id,
    kind: row.kind,
    subscriberId: row.subscriber_id,
    endpointId: row.endpoint_id,
    leadId: row.lead_id,
    eventType: row.event_type,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    lastStatus: row.last_status === null ? null : Number(row.last_status),
    nextAttemptAt: toDateOrNull(row.next_attempt_at),
    deliveredAt: toDateOrNull(row.delivered_at),
    createdAt: new Date(row.created_at),
  }
}

export type { OutgoingRow }

/**
 * What a sender does with one claimed message. Resolves 'sent' (or 'skipped': no transport
 * configured; 'dropped': nothing to send any more, e.g. the subscriber confirmed meanwhile) with
 * the answer's HTTP status where there is one; throws on failure (an error with a `status` field
 * records it).
 */
export type OutgoingSender = (
  message: OutgoingMessage,
) => Promise<{ outcome: 'sent' | 'skipped' | 'dropped'; status?: number }>

export interface OutgoingContext {
  db: Queryable
  senders: Record<OutgoingKind, OutgoingSender>
  now?: () => Date
  policy?: DeliveryPolicy
}

/** Claims up to `limit` due messages (an attempt counted, the lease taken); rows another instance holds are skipped. */
export async function claimDueMessages(
  db: Queryable,
  options: { now: Date; leaseMs: number; limit: number; id?: string },
): Promise<OutgoingMessage[]> {
  const { rows } = await db.query<OutgoingRow>(
    `UPDATE outgoing_messages
     SET attempts = attempts + 1, next_attempt_at = $2, in_attempt = true
     WHERE id IN (
       SELECT id FROM outgoing_messages
       WHERE status = 'pending' AND next_attempt_at <= $1 AND ($4::uuid IS NULL OR id = $4::uuid)
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING ${OUTGOING_COLUMNS}`,
    [
      options.now.toISOString(),
      new Date(options.now.getTime() + options.leaseMs).toISOString(),
      options.limit,
      options.id ?? null,
    ],
  )
  return rows.map(toOutgoingMessage)
}

async function record(
  db: Queryable,
  message: OutgoingMessage,
  change: { status: OutgoingStatus; error: string | null; httpStatus: number | null; nextAt: Date | null; now: Date },
): Promise<void> {
  // Only the holder of the latest claim (same attempt number) may record its outcome.
  await db.query(
    `UPDATE outgoing_messages
     SET status = $3, last_error = $4, last_status = COALESCE($5::int, last_status), next_attempt_at = $6::timestamptz,
         in_attempt = false, delivered_at = CASE WHEN $3 = 'sent' THEN $7::timestamptz ELSE delivered_at END
     WHERE id = $1 AND status = 'pending' AND attempts = $2`,
    [
      message.id,
      message.attempts,
      change.status,
      change.error?.slice(0, 1000) ?? null,
      change.httpStatus,
      change.nextAt ? change.nextAt.toISOString() : null,
      change.now.toISOString(),
    ],
  )
}

/** One attempt on a claimed message; records and returns the outcome. */
async function attemptClaimed(context: OutgoingContext, message: OutgoingMessage): Promise<OutgoingStatus> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = context.now ?? (() => new Date())
  try {
    const result = await context.senders[message.kind](message)
    const status: OutgoingStatus = result.outcome === 'dropped' ? 'skipped' : result.outcome
    await record(context.db, message, {
      status,
      error: result.outcome === 'skipped' ? 'Not configured' : result.outcome === 'dropped' ? 'Nothing to send' : null,
      httpStatus: result.status ?? null,
      nextAt: null,
      now: now(),
    })
    return status
  } catch (error) {
    // Stored for the admin and logged: an error text may quote the request, so mask personal data.
    const text = maskPersonalData(error instanceof Error ? error.message : String(error))
    const httpStatus =
      typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null
    const final = message.attempts >= policy.maxAttempts
    const nextAt = final ? null : new Date(now().getTime() + retryDelayMs(message.attempts, policy))
    console.error(
      `Outgoing ${message.kind} ${message.id}: attempt ${message.attempts}/${policy.maxAttempts} failed${final ? ' (giving up)' : ''}: ${text}`,
    )
    await record(context.db, message, {
      status: final ? 'failed' : 'pending',
      error: text,
      httpStatus,
      nextAt,
      now: now(),
    })
    return final ? 'failed' : 'pending'
  }
}

/** Sends every message that is due (a worker tick). Returns how many attempts were made. */
export async function deliverDueMessages(context: OutgoingContext, limit = 10): Promise<number> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = (context.now ?? (() => new Date()))()
  const claimed = await claimDueMessages(context.db, { now, leaseMs: policy.leaseMs, limit })
  for (const message of claimed) {
    try {
      await attemptClaimed(context, message)
    } catch (error) {
      // Recording failed (database trouble): the lease runs out and the message is tried again.
      logError(`Outgoing ${message.kind} ${message.id}: could not record the attempt`, error)
    }
  }
  return claimed.length
}

/** Tries one message now if it is due and nobody else holds it; null when it was not claimed. */
export async function deliverMessage(context: OutgoingContext, id: string): Promise<OutgoingStatus | null> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = (context.now ?? (() => new Date()))()
  const [claimed] = await claimDueMessages(context.db, { now, leaseMs: policy.leaseMs, limit: 1, id })
  return claimed ? attemptClaimed(context, claimed) : null
}

/**
 * Admin: sends a message again now: a sent, failed or skipped one with a fresh set of attempts, or
 * one waiting for its next retry (its attempts kept). False when there is no such message, it has
 * not been tried yet, or it is being sent this moment (claimed, its lease not run out), which would
 * send it twice at once. A receiver sees the same webhook-id on every send of one delivery.
 */
export async function requeueMessage(db: Queryable, id: string, now: Date = new Date()): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false
  const { rows } = await db.query<{ id: string }>(
    `UPDATE outgoing_messages
     SET attempts = CASE WHEN status = 'pending' THEN attempts ELSE 0 END,
         status = 'pending', next_attempt_at = $2
     WHERE id = $1 AND (status IN ('failed', 'skipped', 'sent') OR (status = 'pending' AND last_error IS NOT NULL))
       AND (NOT in_attempt OR next_attempt_at <= $2)
     RETURNING id`,
    [id, now.toISOString()],
  )
  return rows.length > 0
}

export async function getOutgoingMessage(db: Queryable, id: string): Promise<OutgoingMessage | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { rows } = await db.query<OutgoingRow>(`SELECT ${OUTGOING_COLUMNS} FROM outgoing_messages WHERE id = $1`, [id])
  return rows[0] ? toOutgoingMessage(rows[0]) : null
}
