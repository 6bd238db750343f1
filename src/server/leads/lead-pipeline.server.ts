import type { Queryable } from '~/server/db/database.server'
import {
  LEADS_EXPORT_CAP,
  LEADS_PAGE_SIZE,
  istDayRange,
  type LeadSort,
  type LeadStatus,
  type LeadsFilter,
} from '~/domain/lead-pipeline'
import { LEAD_COLUMNS, toLead, type Lead, type LeadRow } from './lead-repository.server'

/**
 * The admin's view of leads as a pipeline: search, filters, sorting and pages in SQL (always
 * parameterised; sort columns only from a whitelist), the detail with its history, status changes
 * with notes, delete and export. Tables: contact_requests (0003, 0007), contact_request_events and
 * contact_request_deliveries (0007).
 */

/** The SQL of each sortable column. Never interpolate anything that is not in this table. */
const SORT_SQL: Record<LeadSort, string> = {
  received: 'created_at',
  name: 'lower(name)',
  product: 'product',
  status: "array_position(ARRAY['new','contacted','qualified','won','lost']::text[], status)",
  delivery: 'delivery_status',
}

/** 'a%b_c\' -> 'a\%b\_c\\': the text is matched literally inside ILIKE's wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** WHERE clause and parameters of a filter; parameters are numbered from $1. */
function leadsWhere(filter: LeadsFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = []
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const q = filter.q?.trim()
  if (q) {
    const pattern = param(`%${escapeLike(q)}%`)
    conditions.push(
      `(name ILIKE ${pattern} OR email ILIKE ${pattern} OR brand_name ILIKE ${pattern} OR description ILIKE ${pattern} OR mobile ILIKE ${pattern})`,
    )
  }
  if (filter.from) conditions.push(`created_at >= ${param(istDayRange(filter.from).start.toISOString())}`)
  if (filter.to) conditions.push(`created_at < ${param(istDayRange(filter.to).end.toISOString())}`)
  if (filter.product) conditions.push(`product = ${param(filter.product)}`)
  if (filter.status) conditions.push(`status = ${param(filter.status)}`)
  if (filter.delivery) conditions.push(`delivery_status = ${param(filter.delivery)}`)
  if (filter.currency) conditions.push(`currency = ${param(filter.currency)}`)
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params }
}

function orderBy(filter: LeadsFilter): string {
  const sort = filter.sort ?? 'received'
  // Only whitelisted SQL: an unknown key (the schema already refuses one) falls back to the date.
  const column = SORT_SQL[sort] ?? SORT_SQL.received
  // Without a direction: newest first for the date, A to Z (or pipeline order) for the rest.
  const dir = (filter.dir ?? (sort === 'received' ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC'
  // Ties broken by age then id, so pages never repeat or skip a row.
  return `ORDER BY ${column} ${dir}, created_at DESC, id DESC`
}

export interface LeadsPage {
  leads: Lead[]
  total: number
  page: number
  pageSize: number
  totalPages: number
}

/** One page of the filtered, sorted table and the number of matching rows. */
export async function searchLeads(
  db: Queryable,
  filter: LeadsFilter,
  options: { pageSize?: number } = {},
): Promise<LeadsPage> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? LEADS_PAGE_SIZE), 1), 200)
  const page = Math.max(Math.trunc(filter.page ?? 1), 1)
  const where = leadsWhere(filter)
  const n = where.params.length
  const [list, count] = await Promise.all([
    db.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM contact_requests ${where.sql} ${orderBy(filter)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contact_requests ${where.sql}`, where.params),
  ])
  const total = Number(count.rows[0]?.total ?? 0)
  return { leads: list.rows.map(toLead), total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) }
}

/** Every matching row for a CSV export, in the table's order, at most `cap` rows. */
export async function exportLeads(
  db: Queryable,
  filter: LeadsFilter,
  cap: number = LEADS_EXPORT_CAP,
): Promise<{ leads: Lead[]; truncated: boolean }> {
  const limit = Math.min(Math.max(Math.trunc(cap), 1), LEADS_EXPORT_CAP)
  const where = leadsWhere(filter)
  const { rows } = await db.query<LeadRow>(
    `SELECT ${LEAD_COLUMNS} FROM contact_requests ${where.sql} ${orderBy(filter)} LIMIT $${where.params.length + 1}`,
    [...where.params, limit + 1],
  )
  return { leads: rows.slice(0, limit).map(toLead), truncated: rows.length > limit }
}

export interface LeadEvent {
  id: string
  at: Date
  actor: string
  fromStatus: LeadStatus | null
  toStatus: LeadStatus | null
  note: string
}

export interface LeadDeliveryAttempt {
  id: string
  at: Date
  attempt: number
  outcome: 'sent' | 'retry' | 'failed' | 'skipped' | 'requeued'
  error: string | null
  actor: string | null
}

export interface LeadDetail {
  lead: Lead
  /** Newest first. */
  events: LeadEvent[]
  /** Newest first. */
  deliveries: LeadDeliveryAttempt[]
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/** A lead with its status history and delivery history; null when there is no such lead. */
export async function getLeadDetail(db: Queryable, id: string): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null
  const [lead, events, deliveries] = await Promise.all([
    db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM contact_requests WHERE id = $1`, [id]),
    db.query<{
      id: string | number
      created_at: Date | string
      actor: string
      from_status: LeadStatus | null
      to_status: LeadStatus | null
      note: string
    }>(
      `SELECT id, created_at, actor, from_status, to_status, note FROM contact_request_events
       WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`,
      [id],
    ),
    db.query<{
      id: string | number
      attempted_at: Date | string
      attempt: number
      outcome: LeadDeliveryAttempt['outcome']
      error: string | null
      actor: string | null
    }>(
      `SELECT id, attempted_at, attempt, outcome, error, actor FROM contact_request_deliveries
       WHERE lead_id = $1 ORDER BY attempted_at DESC, id DESC`,
      [id],
    ),
  ])
  if (!lead.rows[0]) return null
  return {
    lead: toLead(lead.rows[0]),
    events: events.rows.map((row) => ({
      id: String(row.id),
      at: toDate(row.created_at),
      actor: row.actor,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      note: row.note,
    })),
    deliveries: deliveries.rows.map((row) => ({
      id: String(row.id),
      at: toDate(row.attempted_at),
      attempt: Number(row.attempt),
      outcome: row.outcome,
      error: row.error,
      actor: row.actor,
    })),
  }
}

/**
 * Changes a lead's status and/or adds a note, recording who did it and when, in one statement
 * (the row is locked, so two admins changing it at once each record the status they replaced).
 * Returns null when there is no such lead, 'unchanged' when the status is the same and there is
 * no note, otherwise the recorded event.
 */
export async function updateLeadStatus(
  db: Queryable,
  id: string,
  change: { status?: LeadStatus; note?: string; actor: string; now?: Date },
): Promise<LeadEvent | 'unchanged' | null> {
  if (!isUuid(id)) return null
  const note = (change.note ?? '').trim()
  const now = (change.now ?? new Date()).toISOString()
  const { rows } = await db.query<{
    lead_id: string
    event_id: string | number | null
    from_status: LeadStatus
    to_status: LeadStatus | null
  }>(
    `WITH previous AS (
       SELECT id, status FROM contact_requests WHERE id = $1 FOR UPDATE
     ),
     changed AS (
       UPDATE contact_requests AS lead
       SET status = COALESCE($2::text, lead.status),
           status_changed_at = CASE WHEN $2::text IS NOT NULL AND $2::text <> previous.status THEN $5::timestamptz
                                    ELSE lead.status_changed_at END
       FROM previous
       WHERE lead.id = previous.id
       RETURNING lead.id, previous.status AS from_status, lead.status AS to_status
     ),
     recorded AS (
       INSERT INTO contact_request_events (lead_id, created_at, actor, from_status, to_status, note)
       SELECT id, $5::timestamptz, $3::text,
              CASE WHEN to_status <> from_status THEN from_status END,
              CASE WHEN to_status <> from_status THEN to_status END,
              $4::text
       FROM changed
       WHERE to_status <> from_status OR $4::text <> ''
       RETURNING id, lead_id
     )
     SELECT changed.id AS lead_id, recorded.id AS event_id, changed.from_status,
            CASE WHEN changed.to_status <> changed.from_status THEN changed.to_status END AS to_status
     FROM changed LEFT JOIN recorded ON recorded.lead_id = changed.id`,
    [id, change.status ?? null, change.actor, note, now],
  )
  const row = rows[0]
  if (!row) return null
  if (row.event_id === null) return 'unchanged'
  return {
    id: String(row.event_id),
    at: new Date(now),
    actor: change.actor,
    fromStatus: row.to_status ? row.from_status : null,
    toStatus: row.to_status,
    note,
  }
}

/** Deletes a lead with its history. False when there was no such lead. */
export async function deleteLead(db: Queryable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const { rows } = await db.query<{ id: string }>('DELETE FROM contact_requests WHERE id = $1 RETURNING id', [id])
  return rows.length > 0
}
