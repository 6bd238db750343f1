import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test, expect, setStubMode, stubRequests, stubUrl } from './support/fixtures'
import { signIn } from './support/admin'
import { uniqueEmail } from './support/contact'
import { DATABASE_VARIANTS, postgresUrl, startGrowthServer, type GrowthServer } from './support/growth'

/**
 * Leads pushed to a CRM by webhooks, and a person's data, on the embedded database and on Postgres.
 * The CRM is the stub server's /webhook receiver on loopback, which only the test allowance
 * (WEBHOOK_ALLOW_PRIVATE_HOSTS=127.0.0.1, NODE_ENV=test) lets an endpoint reach; any other private
 * address is refused (tests/property/webhooks.property.test.ts covers the rule with it off).
 */
test.describe.configure({ timeout: 120_000 })

interface Received {
  path: string
  headers: Record<string, string>
  raw: string
  answered: string
}

async function received(path: string): Promise<Received[]> {
  return (await stubRequests('webhook')).filter((request) => request.path === path) as unknown as Received[]
}

for (const variant of DATABASE_VARIANTS) {
  test.describe(`webhooks and personal data on ${variant}`, () => {
    test.skip(variant === 'postgres' && !postgresUrl, 'needs TEST_DATABASE_URL or E2E_DATABASE_URL')
    let app: GrowthServer

    test.beforeAll(async () => {
      test.setTimeout(180_000)
      app = await startGrowthServer(variant, 'webhooks')
    })
    test.afterAll(async () => {
      await app?.stop()
    })

    test('a signed webhook reaches the CRM, a failing one is retried and logged, a private address is refused; the lead is found (its address in no URL), exported and erased', async ({
      page,
    }) => {
      const origin = app.origin
      const hook = `/webhook/crm-${variant}-${Date.now()}`
      await signIn(page, { origin, from: `10.132.${process.pid % 250}.1` })
      await page.goto(`${origin}/admin/dashboard/webhooks`)

      // A private address is refused at creation.
      const add = page.getByRole('form', { name: 'Add a webhook endpoint' })
      await add.getByRole('textbox', { name: /Endpoint URL/ }).fill('https://10.1.2.3/hooks')
      await add.getByRole('button', { name: 'Add endpoint' }).click()
      await expect(page.getByTestId('webhooks-error')).toContainText('non-public address')
      await expect(page.getByTestId('webhook-endpoints')).toHaveCount(0)

      // The local receiver: the secret is shown once.
      await add.getByRole('textbox', { name: /Endpoint URL/ }).fill(`${stubUrl}${hook}`)
      await add.getByRole('button', { name: 'Add endpoint' }).click()
      const secret = (await page.getByTestId('webhook-secret').locator('pre, code').first().textContent())!.trim()
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/)
      await page.reload()
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0)
      await expect(page.getByTestId('webhook-endpoints')).toContainText(hook)

      // A lead: its webhook arrives signed as Standard Webhooks says.
      const lead = uniqueEmail(`crm-${variant}`)
      await setStubMode('webhook', 'fail', lead)
      await page.goto(`${origin}/contact?product=chitchat`)
      const contact = page.getByRole('form', { name: 'Contact form' })
      await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Menon')
      await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(lead)
      await contact.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 12345')
      await contact.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
      await contact.getByRole('button', { name: 'Send request' }).click()
      await expect(page).toHaveURL(/\/thank-you$/)

      // The receiver fails first: the attempt, its error and the next try are in the log.
      await expect.poll(async () => (await received(hook)).length, { timeout: 20_000 }).toBe(1)
      await page.goto(`${origin}/admin/dashboard/webhooks`)
      const delivery = page.getByTestId('webhook-delivery').filter({ hasText: 'lead.created' })
      await expect(delivery.getByTestId('delivery-status')).toHaveText('pending')
      await expect(delivery.getByTestId('delivery-attempts')).toHaveText('1')
      await expect(delivery.getByTestId('delivery-error')).toContainText('The endpoint answered 500')

      // The CRM is back; the admin sends it again: delivered, with the same webhook-id.
      await setStubMode('webhook', 'ok', lead)
      await delivery.getByRole('button', { name: 'Send again' }).click()
      await expect.poll(async () => (await received(hook)).length, { timeout: 20_000 }).toBe(2)
      const [failed, delivered] = await received(hook)
      expect(failed!.answered).toBe('fail')
      expect(delivered!.answered).toBe('ok')
      expect(delivered!.headers['webhook-id']).toBe(failed!.headers['webhook-id'])
      const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature } = delivered!.headers
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
      const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivered!.raw}`).digest('base64')
      expect(signature).toBe(`v1,${expected}`)
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300)
      const body = JSON.parse(delivered!.raw) as { type: string; data: { email: string; status: string } }
      expect(body).toMatchObject({ type: 'lead.created', data: { email: lead, status: 'new' } })
      await page.reload()
      await expect(
        page.getByTestId('webhook-delivery').filter({ hasText: 'lead.created' }).getByTestId('delivery-status'),
      ).toHaveText('sent')

      // The person's data: found, exported as JSON (logged), erased (logged). The address looked up
      // never reaches a URL (access logs, history): the page's address stays as it is, across a reload.
      await page.goto(`${origin}/admin/dashboard/personal-data`)
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(lead)
      await page.getByRole('button', { name: 'Find' }).click()
      await expect(page.getByTestId('person-lead')).toContainText('Asha Menon')
      expect(page.url()).toBe(`${origin}/admin/dashboard/personal-data`)
      const searchCookie = async () =>
        (await page.context().cookies()).find((cookie) => cookie.name === 'ra_person_search')
      expect(await searchCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
      expect((await searchCookie())?.value).not.toContain('@')
      await page.reload()
      await expect(page.getByTestId('person-lead')).toContainText('Asha Menon')
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(lead)
      await expect(page.getByTestId('person-webhooks')).toContainText('1 webhook deliveries')
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export as JSON' }).click()
      const exported = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
        email: string
        leads: Array<{ lead: { email: string } }>
        webhookDeliveries: unknown[]
      }
      expect(exported.email).toBe(lead)
      expect(exported.leads.map((entry) => entry.lead.email)).toEqual([lead])
      expect(exported.webhookDeliveries).toHaveLength(1)

      const erase = page.getByRole('form', { name: "Erase this person's data" })
      await erase.getByRole('textbox', { name: 'Type the address to confirm' }).fill(lead)
      await erase.getByRole('button', { name: 'Erase everything' }).click()
      await expect(page.getByTestId('erased')).toContainText('Erased 1 lead(s)')
      await expect(page.getByTestId('nothing-held')).toBeVisible()
      const log = page.getByTestId('personal-data-log')
      await expect(log.getByRole('row')).toHaveCount(2)
      await expect(log.getByRole('row').first()).toContainText('erase')
      await expect(log).toContainText('admin@readyapps.test')
      await expect(log).toContainText('export')
      expect(page.url()).toBe(`${origin}/admin/dashboard/personal-data`)
      await page.getByRole('button', { name: 'Clear' }).click()
      await expect(page.getByTestId('person-data')).toHaveCount(0)
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('')
      expect(await searchCookie()).toBeUndefined()
      await page.goto(`${origin}/admin/dashboard/webhooks`)
      await expect(page.getByTestId('webhook-delivery').filter({ hasText: 'lead.created' })).toHaveCount(0)

      // Signing out forgets a search too.
      await page.goto(`${origin}/admin/dashboard/personal-data`)
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(lead)
      await page.getByRole('button', { name: 'Find' }).click()
      await expect(page.getByTestId('person-data')).toBeVisible()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(/\/admin$/)
      expect(await searchCookie()).toBeUndefined()
    })
  })
}
