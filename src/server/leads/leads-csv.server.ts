import * as v from 'valibot'
import { toCsv } from '~/domain/csv'
import {
  DELIVERY_LABELS,
  LEAD_EXPORT_KEYS,
  LEAD_FIELD_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_EXPORT_CAP,
  LeadsFilterSchema,
} from '~/domain/lead-pipeline'
import { adminCsvResponse, plainAnswer } from '~/server/admin/csv-export.server'
import { getDb } from '~/server/boot.server'
import { exportLeads } from './lead-pipeline.server'
import type { Lead } from './lead-repository.server'
import { productName } from './product-name.server'

/**
 * The columns of a leads export: what the admin table and the detail view show, one lead a row;
 * the visitor's fields under the contact form's own labels (LEAD_FIELD_LABELS).
 */
const LEAD_CSV_COLUMNS: ReadonlyArray<{ header: string; value: (lead: Lead) => string | Date | null }> = [
  { header: 'Received (UTC)', value: (lead) => lead.createdAt },
  { header: LEAD_FIELD_LABELS.name, value: (lead) => lead.name },
  { header: 'E-mail', value: (lead) => lead.email },
  { header: LEAD_FIELD_LABELS.mobile, value: (lead) => lead.mobile },
  { header: LEAD_FIELD_LABELS.product, value: (lead) => productName(lead.product) },
  { header: LEAD_FIELD_LABELS.brandName, value: (lead) => lead.brandName },
  { header: LEAD_FIELD_LABELS.description, value: (lead) => lead.description },
  { header: 'Status', value: (lead) => LEAD_STATUS_LABELS[lead.status] },
  { header: 'E-mail delivery', value: (lead) => DELIVERY_LABELS[lead.deliveryStatus] },
  { header: 'Currency', value: (lead) => lead.currency },
  { header: 'Page', value: (lead) => lead.pagePath },
  { header: 'utm_source', value: (lead) => lead.utm.source ?? '' },
  { header: 'utm_medium', value: (lead) => lead.utm.medium ?? '' },
  { header: 'utm_campaign', value: (lead) => lead.utm.campaign ?? '' },
  { header: 'utm_term', value: (lead) => lead.utm.term ?? '' },
  { header: 'utm_content', value: (lead) => lead.utm.content ?? '' },
  { header: 'Button', value: (lead) => lead.source },
  { header: 'Lead id', value: (lead) => lead.id },
]

/** A CSV document of leads (header row; cells guarded against formula injection by toCsv). */
export function leadsCsv(leads: Iterable<Lead>): string {
  return toCsv(LEAD_CSV_COLUMNS, leads)
}

/**
 * GET /admin/leads.csv?q=...&from=...: the leads matching the table's filters (the same URL
 * names), newest first unless sorted otherwise, at most LEADS_EXPORT_CAP rows. Admin only;
 * never stored by a browser or proxy. A bad filter is a 400, not an export of everything.
 */
export function leadsCsvResponse(request: Request, now: Date = new Date()): Promise<Response> {
  return adminCsvResponse('Leads', async () => {
    const query = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([key]) => (LEAD_EXPORT_KEYS as readonly string[]).includes(key)),
    )
    const filter = v.safeParse(LeadsFilterSchema, query)
    if (!filter.success) return plainAnswer(400, filter.issues[0]?.message ?? 'Invalid filter.')
    const { leads, truncated } = await exportLeads(await getDb(), filter.output)
    return {
      csv: leadsCsv(leads),
      filename: `leads-${now.toISOString().slice(0, 10)}.csv`,
      headers: {
        'x-export-rows': String(leads.length),
        ...(truncated ? { 'x-export-truncated': String(LEADS_EXPORT_CAP) } : {}),
      },
    }
  })
}
