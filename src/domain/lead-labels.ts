import type { DeliveryState, LeadStatus } from './lead-fields'

/*
 * What the admin and the leads CSV call a lead's states and fields. Apart from lead-fields.ts,
 * whose URL search every page's entry JavaScript carries: only the admin's code needs these.
 */

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
}

/**
 * What a lead's fields are called: the contact form's labels, which the admin's lead page and
 * the leads CSV repeat, so a column reads the same as the field the visitor filled in. (The
 * e-mail field is 'Email' on the form and 'E-mail' in the admin, so it is not listed here.)
 */
export const LEAD_FIELD_LABELS = {
  name: 'Name',
  mobile: 'Mobile',
  product: 'Product',
  brandName: 'Brand name',
  description: 'Description',
} as const

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: 'E-mailed',
  pending: 'Sending',
  failed: 'E-mail failed',
  skipped: 'Stored only',
}
