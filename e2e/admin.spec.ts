import { test, expect, gotoHydrated } from './support/own-server'
import { ADMIN, signIn } from './support/admin'
import { moveInSite, slowServerFunctions, waitForHydration } from './support/fixtures'
import { nextServerFnAnswer } from './support/server-fn'
import { holdScripts, isHydrated } from './support/slow-phone'

// The post it publishes and the lead it sends stay on a server of its own.
test.use({ ownServer: { name: 'admin' } })

test.describe('admin guard', () => {
  for (const path of ['/admin/dashboard', '/admin/dashboard/postmanagement', '/admin/dashboard/leads']) {
    test(`a signed-out request to ${path} is redirected by the server with no dashboard`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect([302, 307]).toContain(response.status())
      expect(response.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/admin(\?|$)/)
      expect(await response.text()).not.toContain('Dashboard')
    })
  }

  test('the login page is not indexed and has no site chrome', async ({ page }) => {
    await gotoHydrated(page, '/admin')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByTestId('site-header')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'ReadyApps admin' })).toBeVisible()
  })

  test('shows Loading... while the session is checked during client navigation', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'View website' }).click()
    await expect(page).toHaveURL(/\/$/)
    await waitForHydration(page)
    // Slow the session check down so the pending view is visible.
    await slowServerFunctions(page, 800)
    await moveInSite(page, '/admin/dashboard')
    await expect(page.getByText('Loading...')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})

test.describe('admin sign-in', () => {
  test('a wrong password is refused with a clear message', async ({ page }) => {
    await gotoHydrated(page, '/admin')
    await page.getByLabel(/^E-mail/).fill(ADMIN.email)
    await page.getByLabel(/^Password/).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('signs in, keeps the session across reloads, and signs out', async ({ page }) => {
    await signIn(page)
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email)
    const cookies = await page.context().cookies()
    const session = cookies.find((cookie) => cookie.name === 'ra_admin_session')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const response = await page.request.get('/admin/dashboard', { maxRedirects: 0 })
    expect([302, 307]).toContain(response.status())
  })
})

test.describe('post management', () => {
  test('creates a post in the modal, publishes it to the blog, unpublishes and deletes it', async ({ page }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click()
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'New post' }).click()
    const modal = page.getByRole('dialog', { name: 'Create post' })
    await modal.getByLabel('Title').fill('Admin e2e: launching in four weeks')
    await modal.getByLabel('Excerpt').fill('A post written in the admin during an end-to-end test.')
    await modal.getByLabel('Excerpt').click()
    await expect(modal.getByLabel('Slug')).toHaveValue('admin-e2e-launching-in-four-weeks')
    await modal.getByLabel('Tags').fill('launch')
    await modal.getByLabel('Tags').press('Enter')
    const editor = modal.getByTestId('block-editor').locator('[contenteditable="true"]').first()
    await editor.click()
    await page.keyboard.type('Plan the launch <script>alert(1)</script> before you build.')
    await modal.getByText('Published', { exact: true }).click()
    await modal.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByRole('dialog', { name: 'Create post' })).toHaveCount(0)

    const row = page.getByTestId('posts-table').getByRole('row', { name: /Admin e2e: launching in four weeks/ })
    await expect(row).toContainText('Published')

    const publicPage = await page.request.get('/blog/admin-e2e-launching-in-four-weeks')
    expect(publicPage.status()).toBe(200)
    const html = await publicPage.text()
    expect(html).toContain('Plan the launch')
    expect(html).not.toContain('<script>alert(1)</script>')

    await row.getByRole('button', { name: /Actions for/ }).click()
    await page.getByRole('menuitem', { name: 'Unpublish' }).click()
    await expect(page.getByText('Moved to drafts', { exact: true })).toBeVisible()
    await expect(page.getByText('The post is no longer public.', { exact: true })).toBeVisible()
    await expect(row).toContainText('Draft')
    expect((await page.request.get('/blog/admin-e2e-launching-in-four-weeks')).status()).toBe(404)

    await row.getByRole('button', { name: /Actions for/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Delete post' }).click()
    await expect(page.getByText('Post deleted', { exact: true })).toBeVisible()
    await expect(
      page.getByTestId('posts-table').getByRole('row', { name: /Admin e2e: launching in four weeks/ }),
    ).toHaveCount(0)
  })

  test('refuses an invalid slug with the rule', async ({ page }) => {
    await signIn(page)
    await gotoHydrated(page, '/admin/dashboard/postmanagement')
    await page.getByRole('button', { name: 'New post' }).click()
    const modal = page.getByRole('dialog', { name: 'Create post' })
    await modal.getByLabel('Title').fill('Slug rules')
    await modal.getByLabel('Slug').fill('Not A Slug!')
    await modal.getByRole('button', { name: 'Create post' }).click()
    await expect(modal).toContainText('Use lowercase letters, digits and single hyphens')
  })
})

test.describe('leads', () => {
  test('a visitor’s contact request shows up in the admin with its e-mail delivery', async ({ page }) => {
    test.setTimeout(60_000)
    const email = `admin.leads.${Date.now()}@example.com`
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.88.${process.pid % 250}.7` })
    await gotoHydrated(page, '/')
    await page.getByTestId('site-header').getByRole('link', { name: 'Request a Demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a free demo' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Mehta')
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 98450 54321')
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption('astroway')
    await dialog.getByRole('textbox', { name: 'Brand name', exact: true }).fill('StarGuru')
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)

    await signIn(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
    const row = page.getByTestId('leads-table').getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    await expect(row).toContainText('Arjun Mehta')
    await expect(row).toContainText('StarGuru')
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', /sent|pending/)

    // Its page opened on a slow connection: a status and a note set before the page hydrated are
    // what Save saves once it has (src/features/forms/typed-before-hydration.ts).
    const leadPath = new URL((await row.getByRole('link').first().getAttribute('href'))!, page.url()).pathname
    const scripts = await holdScripts(page)
    await page.goto(leadPath, { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: 'Status and note' })
    await form.getByRole('combobox', { name: 'Status' }).selectOption('qualified')
    await form.getByRole('textbox', { name: 'Note' }).fill('Budget agreed on the call')
    expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
    await scripts.release()
    await waitForHydration(page)
    await expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('qualified')
    await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Budget agreed on the call')
    await form.getByRole('button', { name: 'Save' }).click()
    const history = page.getByTestId('lead-history')
    await expect(history).toContainText('Budget agreed on the call')
    await expect(history).toContainText('Qualified')
  })
})

test.describe('account', () => {
  test('a password change typed before the page hydrated is made after it (and undone)', async ({ page }) => {
    test.setTimeout(60_000)
    const other = 'another e2e passphrase 789'
    await signIn(page, { from: `10.88.${process.pid % 250}.8` })
    const change = async (from: string, to: string) => {
      await page.getByLabel(/^Current password/).fill(from)
      await page.getByLabel(/^New password/).fill(to)
      await page.getByLabel(/^Repeat the new password/).fill(to)
    }
    // Typed while the page's script is held, sent once it has hydrated: the script changes it in place.
    const scripts = await holdScripts(page)
    await page.goto('/admin/dashboard/account', { waitUntil: 'commit' })
    await change(ADMIN.password, other)
    expect(await isHydrated(page), 'the page has not hydrated yet').toBe(false)
    await scripts.release()
    await waitForHydration(page)
    const feedback = page.getByTestId('password-feedback')
    const changed = async () => {
      const answer = nextServerFnAnswer(page)
      await page.getByRole('button', { name: 'Change password' }).click()
      expect((await answer).status()).toBe(200)
      await expect(feedback).toHaveText('Password changed. Other sessions were signed out.')
    }
    await changed()
    expect(new URL(page.url()).hash, 'changed by the script, not by a post').toBe('')
    // Back to the password every other test signs in with.
    await change(other, ADMIN.password)
    await changed()
  })
})
