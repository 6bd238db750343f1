import { useNavigate } from '@tanstack/react-router'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

export interface OpenContactOptions {
  /** An app label or product value to preselect (e.g. 'Astroway Pro' or 'chitchat'). */
  app?: string
  /** Where the request came from, kept with the lead (e.g. 'header', 'apps:pricing'). */
  source?: string
}

interface ContactDialogApi {
  open: (options?: OpenContactOptions) => void
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null)

/**
 * Opens the contact dialog from anywhere (header, mobile menu, every Request Demo button).
 * Until the dialog exists this falls back to the contact page.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const api = useMemo<ContactDialogApi>(() => ({ open: () => void navigate({ to: '/contact' as string }) }), [navigate])
  return <ContactDialogContext.Provider value={api}>{children}</ContactDialogContext.Provider>
}

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext)
  if (!api) throw new Error('useContactDialog must be used inside ContactDialogProvider')
  return api
}
