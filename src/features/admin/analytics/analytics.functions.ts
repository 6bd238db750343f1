import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ANALYTICS_RANGES } from '~/domain/analytics'
import { getAnalyticsPage } from '~/server/analytics/analytics-admin.server'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { inputValidator } from '~/server/leads/public-error.server'

const Day = v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a day.')))

/** The analytics page's figures for a period (see analytics-report.server.ts). Admin only. */
export const getAdminAnalytics = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ range: v.optional(v.picklist(ANALYTICS_RANGES)), from: Day, to: Day })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return getAnalyticsPage(await getDb(), data)
  })
