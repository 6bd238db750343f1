import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { deleteSubscriber, findSubscribers } from '~/server/leads/newsletter.server'
import { PublicError, inputValidator } from '~/server/leads/public-error.server'
import { AdminPageInput } from '../admin-page-input'

/** One page of newsletter subscribers, newest first, filtered by part of the e-mail. */
export const listAdminSubscribers = createServerFn({ method: 'GET' })
  .validator(
    inputValidator(
      v.object({
        q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'That search is too long.'))),
        status: v.optional(v.picklist(['pending', 'confirmed', 'unsubscribed'], 'Unknown status.')),
        page: AdminPageInput,
      }),
    ),
  )
  .handler(async ({ data }) => {
    await requireAdmin()
    const result = await findSubscribers(await getDb(), { q: data.q, status: data.status, page: data.page })
    return {
      ...result,
      subscribers: result.subscribers.map((subscriber) => ({
        ...subscriber,
        createdAt: subscriber.createdAt.toISOString(),
        storedAt: subscriber.storedAt?.toISOString() ?? null,
        confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
      })),
    }
  })

/** Removes a subscriber for good (a data-protection request). */
export const removeSubscriber = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ id: v.pipe(v.string(), v.uuid('Unknown subscriber.')) })))
  .handler(async ({ data }) => {
    await requireAdmin()
    if (!(await deleteSubscriber(await getDb(), data.id))) {
      throw PublicError.of('not_found', 'That subscriber was already removed.')
    }
    return { ok: true as const }
  })
