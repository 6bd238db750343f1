import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import {
  claimDueMessages,
  deliverMessage,
  getOutgoingMessage,
  requeueMessage,
  type OutgoingContext,
  type OutgoingSender,
} from '~/server/delivery/outgoing.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

/**
 * "Send again" on a queued message (the admin's webhook delivery log): allowed for a sent, failed
 * or skipped message and for one waiting for its retry, never while an attempt holds it (it would be
 * sent twice at once), and again once a crashed sender's lease has run out.
 */
describe.each(databaseTargets)('sending a queued message again on $name', (target) => {
  let db: Database
  const it = useDatabase(target, { opened: (opened) => (db = opened), emptied: ['outgoing_messages'] })

  async function queued(status = 'pending', lastError: string | null = null): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO outgoing_messages (kind, payload, status, attempts, last_error, next_attempt_at)
       VALUES ('webhook', '{}', $1, $2, $3, now() - interval '1 second') RETURNING id`,
      [status, status === 'pending' && !lastError ? 0 : 1, lastError],
    )
    return rows[0]!.id
  }

  /**
   * Starts an attempt on the message whose webhook sender waits until the test ends it; resolves once
   * the attempt holds the message. `end` finishes it (sent, or the endpoint's 503) and gives its outcome.
   */
  async function attemptHeld(id: string) {
    let end: (ok: boolean) => void = () => undefined
    let started: () => void = () => undefined
    const begun = new Promise<void>((resolve) => (started = resolve))
    const webhook: OutgoingSender = () => {
      started()
      return new Promise((resolve, reject) => {
        end = (ok) => (ok ? resolve({ outcome: 'sent', status: 200 }) : reject(new Error('The endpoint answered 503')))
      })
    }
    const context: OutgoingContext = { db, senders: { webhook, 'newsletter-confirm': webhook } }
    const attempt = deliverMessage(context, id)
    await begun
    return {
      end: (ok: boolean) => {
        end(ok)
        return attempt
      },
    }
  }

  it('is refused while a retry is in progress, and allowed once it has failed', async () => {
    const id = await queued('pending', 'The endpoint answered 500')
    const attempt = await attemptHeld(id)
    expect(await requeueMessage(db, id)).toBe(false)
    expect(await attempt.end(false)).toBe('pending')
    expect((await getOutgoingMessage(db, id))?.lastError).toBe('The endpoint answered 503')
    expect(await requeueMessage(db, id)).toBe(true)
    expect(await getOutgoingMessage(db, id)).toMatchObject({ status: 'pending', attempts: 2 })
  })

  it('pressed twice on a failed message sends it once more: the second press, during that send, is refused', async () => {
    const id = await queued('failed', 'The endpoint answered 500')
    expect(await requeueMessage(db, id)).toBe(true)
    expect(await getOutgoingMessage(db, id)).toMatchObject({ status: 'pending', attempts: 0 })
    const attempt = await attemptHeld(id)
    expect(await requeueMessage(db, id)).toBe(false)
    expect(await attempt.end(true)).toBe('sent')
    expect(await getOutgoingMessage(db, id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(await requeueMessage(db, id)).toBe(true)
  })

  it('is allowed for a claim whose lease ran out (its sender crashed), and refused for a message never tried', async () => {
    const id = await queued('pending', 'The endpoint answered 500')
    const [claimed] = await claimDueMessages(db, { now: new Date(), leaseMs: 60_000, limit: 1, id })
    expect(claimed?.id).toBe(id)
    expect(await requeueMessage(db, id)).toBe(false)
    expect(await requeueMessage(db, id, new Date(Date.now() + 61_000))).toBe(true)
    expect(await requeueMessage(db, await queued())).toBe(false)
    expect(await requeueMessage(db, await queued('failed', 'gave up'))).toBe(true)
  })
})
