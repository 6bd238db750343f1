import { createServerFn } from '@tanstack/react-start'
import { sharedDashboardStats } from '~/server/admin/dashboard-stats.server'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'

/** The dashboard's numbers for the last 30 days (see dashboard-stats.server.ts). */
export const getAdminDashboardStats = createServerFn({ method: 'GET' }).handler(async () => {
  await requireAdmin()
  return sharedDashboardStats(getDb)
})
