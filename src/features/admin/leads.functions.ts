import { createServerFn } from '@tanstack/react-start'
import { inputValidator } from '~/server/leads/public-error.server'
import * as v from 'valibot'
import { AdminPageInput } from './admin-list-search'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import {
  countLeadsByDeliveryStatus,
  DELIVERY_STATUSES,
  listLeads,
  requeueLead,
} from '~/server/leads/lead-repository.server'
import { defaultDeliveryContext } from '~/server/leads/lead-context.server'
import { deliverLead } from '~/server/leads/lead-delivery.server'
import { getPostRepository } from '~/server/posts/posts.server'

export const listAdminLeads = createServerFn({ method: 'GET' })
  .validator(
    inputValidator(
      v.object({
        page: AdminPageInput,
        status: v.optional(v.picklist(DELIVERY_STATUSES)),
      }),
    ),
  )
  .handler(async ({ data }) => {
    await requireAdmin()
    const db = await getDb()
    const pageSize = 25
    const [{ leads, total }, counts] = await Promise.all([
      listLeads(db, { limit: pageSize, offset: (data.page - 1) * pageSize, deliveryStatus: data.status }),
      countLeadsByDeliveryStatus(db),
    ])
    return { leads, total, counts, page: data.page, totalPages: Math.max(1, Math.ceil(total / pageSize)) }
  })

/** Numbers for the dashboard's first screen. */
export const getDashboardSummary = createServerFn({ method: 'GET' }).handler(async () => {
  await requireAdmin()
  const db = await getDb()
  const posts = await getPostRepository()
  const [published, drafts, counts, latestLeads] = await Promise.all([
    posts.listAll({ page: 1, pageSize: 1, status: 'published' }),
    posts.listAll({ page: 1, pageSize: 1, status: 'draft' }),
    countLeadsByDeliveryStatus(db),
    listLeads(db, { limit: 5, offset: 0 }),
  ])
  return { posts: { published: published.total, drafts: drafts.total }, leads: counts, latestLeads: latestLeads.leads }
})

/** Sends a failed (or never sent) lead again now, with a fresh set of retries. */
export const retryLeadDelivery = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ id: v.pipe(v.string(), v.uuid('Unknown lead.')) })))
  .handler(async ({ data }) => {
    await requireAdmin()
    const db = await getDb()
    if (!(await requeueLead(db, data.id)))
      return { ok: false as const, message: 'Only failed or stored-only leads can be sent again.' }
    const status = await deliverLead(await defaultDeliveryContext(), data.id)
    return { ok: true as const, status: status ?? 'pending' }
  })
