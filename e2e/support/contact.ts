import type { Locator, Page } from '@playwright/test'
import { expect, stubRequests } from './fixtures'

/** What the server sends EmailJS for one lead. */
export interface EmailJsBody {
  service_id: string
  template_id: string
  user_id: string
  accessToken: string
  template_params: Record<string, string>
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** The e-mails the EmailJS stand-in received for leads from this address. */
export async function emailsTo(fromEmail: string): Promise<EmailJsBody[]> {
  const requests = await stubRequests('emailjs')
  return requests
    .map((request) => request.body as EmailJsBody)
    .filter((body) => body?.template_params?.from_email === fromEmail)
}

/**
 * Makes each call a new client (its own rate-limit counter) at `10.<subnet>.…`: private addresses
 * skip the IP look-up. One subnet per spec keeps specs running side by side apart.
 */
export function newClients(subnet: number) {
  let clientNumber = 0
  return async (page: Page) => {
    clientNumber += 1
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${subnet}.${process.pid % 250}.${clientNumber}` })
  }
}

/**
 * The contact dialog once the site's form is in it. The dialog opens at once with the form of the
 * server's HTML (it posts natively); the site's form (messages in place, the server function, the
 * draft) takes its place once the dialog's code has come (contact-dialog.tsx). A busy 2-core
 * machine has taken more than the default 7 s for that, so this wait has its own bound.
 */
export async function demoDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Request a free demo' })
  await expect(dialog.locator('input.mantine-Input-input[data-contact-field="name"]')).toBeVisible({
    timeout: 20_000,
  })
  return dialog
}
