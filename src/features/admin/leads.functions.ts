import { createServerFn } from '@tanstack/react-start'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { countLeadsByDeliveryStatus, listLeads } from '~/server/leads/lead-repository.server'
import { getPostRepository } from '~/server/posts/posts.server'

/** Numbers for the dashboard's first screen (the leads pipeline's functions are in ./leads/). */
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
