import { toCsv } from '~/domain/csv'
import { DELIVERY_LABELS, LEAD_STATUS_LABELS } from '~/domain/lead-pipeline'
import type { Lead } from './lead-repository.server'
import { productName } from './product-name.server'

/** The columns of a leads export: what the admin table and the detail view show, one lead a row. */
const LEAD_CSV_COLUMNS: ReadonlyArray<{ header: string; value: (lead: Lead) => string | Date | null }> = [
  { header: 'Received (UTC)', value: (lead) => lead.createdAt },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'E-mail', value: (lead) => lead.email },
  { header: 'Mobile', value: (lead) => lead.mobile },
  { header: 'Product', value: (lead) => productName(lead.product) },
  { header: 'Company', value: (lead) => lead.brandName },
  { header: 'Message', value: (lead) => lead.description },
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
