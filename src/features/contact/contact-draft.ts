import { EMPTY_CONTACT_FORM, type ContactFormValues } from '~/domain/contact'

/**
 * The contact form's draft, kept in this tab (sessionStorage) until the server confirms the
 * request: a reload, a lost connection or a failed send never loses what the visitor typed.
 * Shared by the inline form on /contact and the dialog (it is the same request). The honeypot is
 * never kept. Storage that is full or switched off only means no draft.
 */
const DRAFT_KEY = 'readyapps:contact-draft'

export interface ContactDraft {
  values: ContactFormValues
  /** The attempt's id (submission-id.ts): a retry after a reload is the same request. */
  submissionId: string
}

function isEmpty(values: ContactFormValues): boolean {
  return (
    !values.terms &&
    Object.entries(values).every(([name, value]) => name === 'website' || name === 'terms' || value === '')
  )
}

export function saveContactDraft(values: ContactFormValues, submissionId: string): void {
  try {
    if (isEmpty(values)) return
    const kept = { ...values, website: '' }
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values: kept, submissionId }))
  } catch {
    // No storage (private mode, quota): the form still works.
  }
}

/** Keeps what was typed in a form that is not this one (the dialog's first form, server HTML) as the draft. */
export function saveTypedDraft(values: Partial<ContactFormValues>): void {
  saveContactDraft({ ...EMPTY_CONTACT_FORM, ...values }, readContactDraft()?.submissionId ?? '')
}

export function readContactDraft(): ContactDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { values?: Record<string, unknown>; submissionId?: unknown }
    const values: ContactFormValues = { ...EMPTY_CONTACT_FORM }
    for (const name of Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[]) {
      const value = parsed.values?.[name]
      if (name === 'terms') values.terms = value === true
      else if (name !== 'website' && typeof value === 'string') values[name] = value.slice(0, 2000)
    }
    const submissionId = typeof parsed.submissionId === 'string' ? parsed.submissionId.slice(0, 64) : ''
    return isEmpty(values) ? null : { values, submissionId }
  } catch {
    return null
  }
}

export function clearContactDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing was kept.
  }
}
