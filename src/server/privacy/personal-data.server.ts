import { createHash } from 'node:crypto'
import type { Database, Queryable } from '~/server/db/database.server'
import { getLeadDetail, type LeadDetail } from '~/server/leads/lead-pipeline.server'
import { SUBSCRIBER_COLUMNS, toSubscriber, type Subscriber, type SubscriberRow } from '~/server/leads/newsletter.server'
import { listDeliveries, type WebhookDelivery } from '~/server/webhooks/webhooks.server'

/**
 * A person's data (DPDP Act 2023, GDPR): everything the site holds about one e-mail address (their
 * leads with their history and e-mail deliveries, their newsletter subscription with its consent
 * record, the webhook deliveries of their leads), exported as JSON or erased. Every export and
 * erasure is logged in personal_data_requests with the admin who did it; the log keeps a hash of
 * the address, never the address, so it survives the erasure without holding what was erased.
 */
export interface PersonData {
  email: string
  leads: LeadDetail[]
  subscription: Subscriber | null
  webhookDeliveries: WebhookDelivery[]
}

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

export async function findPersonData(db: Queryable, email: string): Promise<PersonData> {
  const address = email.trim().toLowerCase()
  const { rows: leadIds } = await db.query<{ id: string }>(
    'SELECT id FROM contact_requests WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 500',
    [address],
  )
  const leads = (await Promise.all(leadIds.map((row) => getLeadDetail(db, row.id)))).filter(
    (lead): lead is LeadDetail => lead !== null,
  )
  const { rows: subscribers } = await db.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE lower(email) = $1`,
    [address],
  )
  const webhookDeliveries = leads.length
    ? await listDeliveries(db, { leadIds: leads.map((lead) => lead.lead.id), limit: 500 })
    : []
  return {
    email: address,
    leads,
    subscription: subscribers[0] ? toSubscriber(subscribers[0]) : null,
    webhookDeliveries,
  }
}

async function logRequest(db: Queryable, action: 'export' | 'erase', email: string, actor: string, summary: string) {
  await db.query('INSERT INTO personal_data_requests (actor, action, email_hash, summary) VALUES ($1, $2, $3, $4)', [
    actor,
    action,
    emailHash(email),
    summary,
  ])
}

function summaryOf(data: PersonData): string {
  return `${data.leads.length} lead(s), ${data.subscription ? 'a subscription' : 'no subscription'}, ${data.webhookDeliveries.length} webhook deliver${data.webhookDeliveries.length === 1 ? 'y' : 'ies'}`
}

/** The data as JSON for the person, and the log entry of the export. */
export async function exportPersonData(db: Queryable, email: string, actor: string): Promise<PersonData> {
  const data = await findPersonData(db, email)
  await logRequest(db, 'export', email, actor, summaryOf(data))
  return data
}

/**
 * Erases everything about the address in one transaction: the leads (their history, e-mail
 * deliveries and webhook deliveries go with them) and the subscription (its tokens and queued mail
 * go with it), and logs the erasure. Returns what was erased.
 */
export async function erasePersonData(
  db: Database,
  email: string,
  actor: string,
): Promise<{ leads: number; subscription: boolean; webhookDeliveries: number }> {
  const address = email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const { rows: deliveries } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_messages WHERE kind = 'webhook'
       AND lead_id IN (SELECT id FROM contact_requests WHERE lower(email) = $1)`,
      [address],
    )
    const leads = await tx.query('DELETE FROM contact_requests WHERE lower(email) = $1 RETURNING id', [address])
    const subscribers = await tx.query('DELETE FROM newsletter_subscribers WHERE lower(email) = $1 RETURNING id', [
      address,
    ])
    const erased = {
      leads: leads.rows.length,
      subscription: subscribers.rows.length > 0,
      webhookDeliveries: Number(deliveries[0]?.n ?? 0),
    }
    await logRequest(
      tx,
      'erase',
      address,
      actor,
      `${erased.leads} lead(s), ${erased.subscription ? 'a subscription' : 'no subscription'}, ${erased.webhookDeliveries} webhook deliveries`,
    )
    return erased
  })
}

export interface PersonalDataRequest {
  id: string
  at: Date
  actor: string
  action: 'export' | 'erase'
  emailHash: string
  summary: string
}

/** The log, newest first (optionally of one address). */
export async function listPersonalDataRequests(
  db: Queryable,
  options: { email?: string; limit?: number } = {},
): Promise<PersonalDataRequest[]> {
  const { rows } = await db.query<{
    id: string | number
    at: Date | string
    actor: string
    action: 'export' | 'erase'
    email_hash: string
    summary: string
  }>(
    `SELECT id, at, actor, action, email_hash, summary FROM personal_data_requests
     WHERE ($1::text IS NULL OR email_hash = $1) ORDER BY at DESC, id DESC LIMIT $2`,
    [options.email ? emailHash(options.email) : null, Math.min(Math.max(options.limit ?? 50, 1), 500)],
  )
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at),
    actor: row.actor,
    action: row.action,
    emailHash: row.email_hash,
    summary: row.summary,
  }))
}
