import type { Queryable } from '~/server/db/database.server'
import { camelColumns } from '~/server/db/rows.server'
import type { LeadDetails, LeadUtm } from '~/domain/contact'
import type { DeliveryState, LeadCurrency, LeadStatus } from '~/domain/lead-pipeline'

/** Where a lead's e-mail stands (see migration 0003_leads). */
export type DeliveryStatus = DeliveryState

export interface NewLead extends LeadDetails {
  source: string
  /** The page the dialog was sent from ('' when unknown). */
  pagePath?: string
  utm?: LeadUtm
  /** The currency the visitor saw prices in. */
  currency?: LeadCurrency | ''
}

export interface Lead extends NewLead {
  id: string
  createdAt: Date
  pagePath: string
  utm: LeadUtm
  currency: LeadCurrency | ''
  /** Where sales stands with the lead (new, contacted ...). */
  status: LeadStatus
  statusChangedAt: Date | null
  deliveryStatus: DeliveryStatus
  /** Attempts started so far (a claimed attempt counts at once). */
  deliveryAttempts: number
  lastError: string | null
  /** When a pending lead is due next; null once delivery is final. */
  nextAttemptAt: Date | null
  deliveredAt: Date | null
  /**
   * When a lead that waited in the outbox (the database was down when it was sent) reached the
   * database; null when it was stored as it arrived. createdAt is when the visitor sent it.
   */
  storedAt: Date | null
}

interface LeadRow {
  id: string
  name: string
  email: string
  mobile: string
  product: string
  brand_name: string
  description: string
  source: string
  created_at: Date | string
  delivery_status: DeliveryStatus
  delivery_attempts: number
  last_error: string | null
  next_attempt_at: Date | string | null
  delivered_at: Date | string | null
  status: LeadStatus
  status_changed_at: Date | string | null
  page_path: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  utm_term: string
  utm_content: string
  currency: LeadCurrency | ''
  stored_at: Date | string | null
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value))

function toUtm(row: LeadRow): LeadUtm {
  const utm: LeadUtm = {}
  if (row.utm_source) utm.source = row.utm_source
  if (row.utm_medium) utm.medium = row.utm_medium
  if (row.utm_campaign) utm.campaign = row.utm_campaign
  if (row.utm_term) utm.term = row.utm_term
  if (row.utm_content) utm.content = row.utm_content
  return utm
}

export function toLead(row: LeadRow): Lead {
  return {
    ...camelColumns(row, [
      'id',
      'name',
      'email',
      'mobile',
      'product',
      'brand_name',
      'description',
      'source',
      'delivery_status',
      'last_error',
      'status',
      'page_path',
      'currency',
    ]),
    createdAt: toDate(row.created_at),
    deliveryAttempts: Number(row.delivery_attempts),
    nextAttemptAt: toDateOrNull(row.next_attempt_at),
    deliveredAt: toDateOrNull(row.delivered_at),
    statusChangedAt: toDateOrNull(row.status_changed_at),
    storedAt: toDateOrNull(row.stored_at ?? null),
    utm: toUtm(row),
  }
}

export type { LeadRow }

export const LEAD_COLUMNS = `id, name, email, mobile, product, brand_name, description, source, created_at,
  delivery_status, delivery_attempts, last_error, next_attempt_at, delivered_at, status, status_changed_at,
  page_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, currency, stored_at`

export interface InsertLeadOptions {
  deliveryStatus: 'pending' | 'skipped'
  /** When the visitor sent it (created_at); the first attempt is due then. */
  now?: Date
  /** The idempotency key (see src/server/outbox/submission-key.server.ts); stored once per key. */
  submissionKey?: string
  /** Set for a lead replayed from the outbox: when it reached the database. */
  storedAt?: Date
}

/** Stores a contact request. 'pending' leads are due for their first e-mail attempt at once. */
export async function insertLead(db: Queryable, lead: NewLead, options: InsertLeadOptions): Promise<Lead> {
  return (await insertLeadOnce(db, lead, options)).lead
}

/**
 * Stores a contact request unless one with the same submission key is stored already: then that
 * lead comes back with `created: false` (nothing stored, no e-mail due).
 */
export async function insertLeadOnce(
  db: Queryable,
  lead: NewLead,
  options: InsertLeadOptions,
): Promise<{ lead: Lead; created: boolean }> {
  const now = options.now ?? new Date()
  const { rows } = await db.query<LeadRow>(
    // A lead stored with no e-mail service gets its one delivery entry ('skipped') at once.
    `WITH inserted AS (
       INSERT INTO contact_requests (name, email, mobile, product, brand_name, description, source, created_at,
         delivery_status, next_attempt_at, page_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, currency,
         submission_key, stored_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       ON CONFLICT (submission_key) DO NOTHING
       RETURNING ${LEAD_COLUMNS}
     ),
     recorded AS (
       INSERT INTO contact_request_deliveries (lead_id, attempted_at, attempt, outcome, error)
       SELECT id, COALESCE(stored_at, created_at), 0, 'skipped', 'No e-mail service configured' FROM inserted
       WHERE delivery_status = 'skipped'
     )
     SELECT * FROM inserted`,
    [
      lead.name,
      lead.email,
      lead.mobile,
      lead.product,
      lead.brandName,
      lead.description,
      lead.source,
      now.toISOString(),
      options.deliveryStatus,
      options.deliveryStatus === 'pending' ? now.toISOString() : null,
      lead.pagePath ?? '',
      lead.utm?.source ?? '',
      lead.utm?.medium ?? '',
      lead.utm?.campaign ?? '',
      lead.utm?.term ?? '',
      lead.utm?.content ?? '',
      lead.currency ?? '',
      options.submissionKey ?? null,
      options.storedAt ? options.storedAt.toISOString() : null,
    ],
  )
  if (rows[0]) return { lead: toLead(rows[0]), created: true }
  const existing = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM contact_requests WHERE submission_key = $1`, [
    options.submissionKey ?? null,
  ])
  if (!existing.rows[0]) throw new Error('A lead was neither stored nor found by its submission key')
  return { lead: toLead(existing.rows[0]), created: false }
}

export async function getLead(db: Queryable, id: string): Promise<Lead | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { rows } = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM contact_requests WHERE id = $1`, [id])
  return rows[0] ? toLead(rows[0]) : null
}

/**
 * Claims one pending lead that is due for an attempt: counts the attempt and pushes
 * next_attempt_at forward by the lease, in one atomic update, so no other instance (or the
 * retry loop) sends it at the same time. Null when it is not due or not pending.
 */
export async function claimLead(
  db: Queryable,
  id: string,
  options: { now: Date; leaseMs: number },
): Promise<Lead | null> {
  const { rows } = await db.query<LeadRow>(
    `UPDATE contact_requests
     SET delivery_attempts = delivery_attempts + 1, next_attempt_at = $3
     WHERE id = $1 AND delivery_status = 'pending' AND next_attempt_at <= $2
     RETURNING ${LEAD_COLUMNS}`,
    [id, options.now.toISOString(), new Date(options.now.getTime() + options.leaseMs).toISOString()],
  )
  return rows[0] ? toLead(rows[0]) : null
}

/** Claims up to `limit` due leads, oldest due first; rows another instance holds are skipped. */
export async function claimDueLeads(
  db: Queryable,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<Lead[]> {
  const { rows } = await db.query<LeadRow>(
    `UPDATE contact_requests
     SET delivery_attempts = delivery_attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM contact_requests
       WHERE delivery_status = 'pending' AND next_attempt_at <= $1
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING ${LEAD_COLUMNS}`,
    [options.now.toISOString(), new Date(options.now.getTime() + options.leaseMs).toISOString(), options.limit],
  )
  return rows.map(toLead).sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0))
}

// Each outcome below is recorded in contact_request_deliveries in the same statement as the
// state change (a data-modifying CTE), so the history never disagrees with the lead.

export async function markLeadSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE contact_requests
       SET delivery_status = 'sent', delivered_at = $2, next_attempt_at = NULL, last_error = NULL
       WHERE id = $1 AND delivery_status = 'pending'
       RETURNING id, delivery_attempts
     )
     INSERT INTO contact_request_deliveries (lead_id, attempted_at, attempt, outcome)
     SELECT id, $2, delivery_attempts, 'sent' FROM changed`,
    [id, now.toISOString()],
  )
}

/**
 * Records a failed attempt: due again at `retryAt`, or 'failed' for good when `retryAt` is null.
 * Only the holder of the latest claim (same attempt number) may record it.
 */
export async function markLeadAttemptFailed(
  db: Queryable,
  id: string,
  options: { attempt: number; error: string; retryAt: Date | null; now?: Date },
): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE contact_requests
       SET last_error = $3,
           delivery_status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = $4::timestamptz
       WHERE id = $1 AND delivery_status = 'pending' AND delivery_attempts = $2
       RETURNING id, delivery_attempts, delivery_status
     )
     INSERT INTO contact_request_deliveries (lead_id, attempted_at, attempt, outcome, error)
     SELECT id, $5, delivery_attempts, CASE WHEN delivery_status = 'failed' THEN 'failed' ELSE 'retry' END, $3
     FROM changed`,
    [
      id,
      options.attempt,
      options.error.slice(0, 1000),
      options.retryAt ? options.retryAt.toISOString() : null,
      (options.now ?? new Date()).toISOString(),
    ],
  )
}

/** A pending lead whose e-mail service is no longer configured. */
export async function markLeadSkipped(db: Queryable, id: string, now: Date = new Date()): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE contact_requests SET delivery_status = 'skipped', next_attempt_at = NULL
       WHERE id = $1 AND delivery_status = 'pending'
       RETURNING id, delivery_attempts
     )
     INSERT INTO contact_request_deliveries (lead_id, attempted_at, attempt, outcome, error)
     SELECT id, $2, delivery_attempts, 'skipped', 'No e-mail service configured' FROM changed`,
    [id, now.toISOString()],
  )
}

/**
 * Admin: sends a lead again with a fresh set of attempts. Allowed for a failed or stored-only
 * ('skipped') lead, and for a pending one whose next attempt was due before `stuckBefore` (the
 * retry loop is not getting to it). The caller checks that an e-mail service is configured
 * (see canSendAgain in the domain): without one a retry cannot help.
 */
export async function requeueLead(
  db: Queryable,
  id: string,
  options: { now?: Date; actor?: string; stuckBefore?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date()
  const { rows } = await db.query<{ id: string }>(
    `WITH changed AS (
       UPDATE contact_requests
       SET delivery_status = 'pending', delivery_attempts = 0, next_attempt_at = $2, last_error = NULL
       WHERE id = $1 AND (
         delivery_status IN ('failed', 'skipped')
         OR (delivery_status = 'pending' AND $4::timestamptz IS NOT NULL AND next_attempt_at < $4::timestamptz)
       )
       RETURNING id
     ),
     recorded AS (
       INSERT INTO contact_request_deliveries (lead_id, attempted_at, attempt, outcome, actor)
       SELECT id, $2, 0, 'requeued', $3 FROM changed
     )
     SELECT id FROM changed`,
    [id, now.toISOString(), options.actor ?? null, options.stuckBefore ? options.stuckBefore.toISOString() : null],
  )
  return rows.length > 0
}
