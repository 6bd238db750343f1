import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './support/own-server'
import { signIn as signInAsAdmin } from './support/admin'
import { interceptServerFnPosts, nextServerFnAnswer } from './support/server-fn'

const fixturePath = (name: string) => fileURLToPath(new URL(`../tests/fixtures/images/${name}`, import.meta.url))

// Posts written here are seen by nobody else (blog, RSS, sitemap, SEO, screenshots read the sample
// content of the shared server): this file has a server of its own.
test.use({ ownServer: { name: 'admin-posts' } })

let signIns = 0

/** Sign-ins are limited per IP: this spec signs in from addresses of its own (the tests play the proxy). */
async function signIn(page: Page) {
  signIns += 1
  await signInAsAdmin(page, { from: `10.66.${process.pid % 250}.${signIns}` })
}

async function openNewPost(page: Page): Promise<Locator> {
  // A client-side navigation, so the browser's Back button is a router navigation too.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click()
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'New post' }).click()
  const modal = page.getByRole('dialog', { name: 'Create post' })
  // The editor is ready when its first block can be typed into.
  await expect(modal.getByTestId('block-editor').locator('[contenteditable="true"]').first()).toBeVisible()
  return modal
}

/** Adds an image block through the editor's own block menu ("/" in an empty block). */
async function addImageBlock(page: Page, modal: Locator) {
  // From the end of the last block, whatever took the focus meanwhile (an autosave finishing).
  const blocks = modal.getByTestId('block-editor').locator('.ce-block')
  const before = await blocks.count()
  await modal.getByTestId('block-editor').locator('[contenteditable="true"]').last().click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  // Editor.js adds the new block a moment later (long on a busy machine): "/" opens the menu only there.
  await expect(blocks).toHaveCount(before + 1)
  const newBlock = blocks.last().locator('[contenteditable="true"]')
  await expect(newBlock).toBeFocused()
  // The menu's own element has no size (its panel is positioned): its items are what is seen.
  const imageItem = page.locator('.ce-popover--opened').getByText('Image', { exact: true })
  // "/" in the empty block opens the menu. Once in about thirty CI runs its items never appeared
  // (why is not known: a "/" left in the block, or a focus moved before the key, would both do it).
  // The admin would type it again, so the test does too: into the block, emptied first, and says so.
  let tries = 0
  await expect(async () => {
    tries += 1
    if (tries > 1) {
      await newBlock.click()
      if ((await newBlock.textContent()) !== '') await newBlock.fill('')
    }
    await page.keyboard.type('/')
    await expect(imageItem).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  if (tries > 1) test.info().annotations.push({ type: 'block menu', description: `"/" typed ${tries} times` })
  await imageItem.click()
  await expect(modal.getByTestId('image-drop-zone').last()).toBeVisible()
}

test.describe('writing posts', () => {
  test('an uploaded image, a preview, and a scheduled post that appears on the blog at its time', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const title = `Scheduled e2e ${Date.now()}: launch checklist`
    await signIn(page)
    const modal = await openNewPost(page)
    await modal.getByLabel('Title').fill(title)
    await modal.getByLabel('Excerpt').fill('A scheduled post with an uploaded picture.')
    // The slug is suggested from the title once it loses focus.
    await expect(modal.getByLabel('Slug')).toHaveValue(/^scheduled-e2e-\d+-launch-checklist$/)
    const slug = await modal.getByLabel('Slug').inputValue()
    // A valid title makes the first autosave create the post: let it finish before writing the body.
    await expect(modal.getByText(/^Saved at/)).toBeVisible()

    const editor = modal.getByTestId('block-editor').locator('[contenteditable="true"]').first()
    await editor.click()
    await page.keyboard.type('Everything to check before launch day.')

    await addImageBlock(page, modal)
    // A file dropped on the empty block: a GIF is refused, and the block says why (it stays ready for another).
    const gif = readFileSync(fixturePath('animation.gif')).toString('base64')
    const dropped = await page.evaluateHandle((base64) => {
      const data = new DataTransfer()
      data.items.add(
        new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'anim.gif', { type: 'image/gif' }),
      )
      return data
    }, gif)
    const zonesBefore = await modal.getByTestId('image-drop-zone').count()
    await modal.getByTestId('image-drop-zone').last().dispatchEvent('drop', { dataTransfer: dropped })
    // Said once, in the block the file was dropped on (the toast says it too); no second block.
    await expect(
      modal.getByTestId('image-drop-zone').last().getByRole('alert').filter({ hasText: 'GIF images are not accepted' }),
    ).toHaveCount(1)
    await expect(modal.getByTestId('image-drop-zone')).toHaveCount(zonesBefore)

    // Upload through the block's file chooser.
    const chooser = page.waitForEvent('filechooser')
    await modal.getByRole('button', { name: 'Upload an image' }).click()
    await (await chooser).setFiles(fixturePath('photo.png'))
    const uploaded = modal.getByTestId('block-editor').locator('img[src^="/media/"]')
    await expect(uploaded).toHaveCount(1)
    await expect(uploaded.first()).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}\/640\.webp$/)
    await modal.getByRole('textbox', { name: 'Image caption' }).fill('The launch checklist')

    // Paste an image file, as from the clipboard, into a new paragraph.
    const webp = readFileSync(fixturePath('photo.webp')).toString('base64')
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(new File([bytes], 'pasted.webp', { type: 'image/webp' }))
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
      document.activeElement!.dispatchEvent(event)
    }, webp)
    await expect(uploaded).toHaveCount(2)

    // Drafts save themselves.
    await expect(modal.getByTestId('save-state')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 })

    // The preview renders the draft with the public page's components.
    const popupPromise = context.waitForEvent('page')
    await modal.getByRole('button', { name: 'Preview' }).click()
    const preview = await popupPromise
    // Pointed at the preview once the draft is saved (after any autosave still under way).
    await expect(preview).toHaveURL(/\/admin\/dashboard\/posts\/[0-9a-f-]{36}\/preview$/, { timeout: 15_000 })
    await expect(preview.getByTestId('preview-banner')).toContainText('It is a draft')
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const previewImage = preview.getByTestId('post-content').getByRole('img', { name: 'The launch checklist' })
    await expect(previewImage).toHaveAttribute('srcset', /\/media\/[a-f0-9]{32}\/320\.webp 320w/)
    await expect(previewImage).toHaveAttribute('loading', 'lazy')
    await expect.poll(() => previewImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    await preview.close()

    // Schedule it a few seconds ahead (the admin's local time).
    await modal.getByText('Scheduled', { exact: true }).click()
    const publishAt = await page.evaluate(() => {
      const at = new Date(Date.now() + 8_000)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
    })
    await modal.getByLabel('Publish at').fill(publishAt)
    // The blog list is rendered (and cached) while the post is still scheduled.
    const blogBefore = await page.request.get('/blog')
    expect(await blogBefore.text()).not.toContain(title)
    await modal.getByRole('button', { name: 'Create post' }).click()
    await expect(page.getByRole('dialog', { name: 'Create post' })).toHaveCount(0)
    const row = page.getByTestId('posts-table').getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('Scheduled')
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)

    // At its time it appears, on the post page and in the (cached) blog list.
    await expect
      .poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 40_000, intervals: [1_000] })
      .toBe(200)
    await expect.poll(async () => (await page.request.get('/blog')).text(), { timeout: 40_000 }).toContain(title)

    await gotoHydrated(page, `/blog/${slug}`)
    const publicImage = page.getByTestId('post-content').getByRole('img', { name: 'The launch checklist' })
    await expect(publicImage).toHaveAttribute('sizes', '200px')
    await expect(publicImage).toHaveAttribute('width', '200')
    await expect(publicImage).toHaveAttribute('height', '125')
    await expect(publicImage).toHaveAttribute('srcset', /640\.webp 640w/)
    const src = (await publicImage.getAttribute('src'))!
    const media = await page.request.get(src)
    expect(media.status()).toBe(200)
    expect(media.headers()['content-type']).toBe('image/webp')
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    // Other specs count the published posts: this one goes again.
    await gotoHydrated(page, `/admin/dashboard/postmanagement?q=${slug}`)
    await page
      .getByTestId('posts-table')
      .getByRole('button', { name: /Actions for/ })
      .click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Delete post' }).click()
    await expect(page.getByText('No posts match this search or filter.')).toBeVisible()
  })

  test('the upload endpoint checks the session, the origin and the file by its content', async ({ page, baseURL }) => {
    const gif = readFileSync(fixturePath('animation.gif'))
    const text = readFileSync(fixturePath('not-an-image.png'))
    const headers = { origin: baseURL!, 'content-type': 'application/octet-stream' }
    const signedOut = await page.request.post('/media/upload', {
      data: readFileSync(fixturePath('photo.jpg')),
      headers,
    })
    expect(signedOut.status()).toBe(401)

    await signIn(page)
    const asGif = await page.request.post('/media/upload', { data: gif, headers })
    expect(asGif.status()).toBe(400)
    expect(await asGif.json()).toEqual({
      code: 'invalid',
      message: 'GIF images are not accepted. Use a JPEG, PNG, WebP or AVIF image.',
    })
    const renamed = await page.request.post('/media/upload', { data: text, headers })
    expect((await renamed.json()).message).toBe('This file is not a JPEG, PNG, WebP or AVIF image.')
    const big = Buffer.alloc(5 * 1024 * 1024 + 10)
    readFileSync(fixturePath('photo.jpg')).copy(big)
    const tooBig = await page.request.post('/media/upload', { data: big, headers })
    expect(tooBig.status()).toBe(413)
    expect((await tooBig.json()).message).toMatch(/larger than 5 MB/)
    const crossSite = await page.request.post('/media/upload', {
      data: readFileSync(fixturePath('photo.jpg')),
      headers: { ...headers, origin: 'https://evil.example' },
    })
    // Refused by the CSRF check every non-GET request passes (src/start.ts), before the upload's own.
    expect(crossSite.status()).toBe(403)

    const ok = await page.request.post('/media/upload', { data: readFileSync(fixturePath('photo.avif')), headers })
    expect(ok.status()).toBe(201)
    expect(await ok.json()).toMatchObject({ width: 640, height: 400, url: expect.stringMatching(/^\/media\//) })
  })

  test('leaving with unsaved changes asks first: closing, router navigation and the browser', async ({ page }) => {
    await signIn(page)
    const modal = await openNewPost(page)
    // A post meant to be published is never autosaved, so its changes stay unsaved.
    await modal.getByText('Published', { exact: true }).click()
    await modal.getByLabel('Title').fill('Unsaved thoughts')

    await modal.getByRole('button', { name: 'Cancel' }).click()
    const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(modal.getByLabel('Title')).toHaveValue('Unsaved thoughts')

    // The browser's back button is a router navigation: blocked with the same question.
    await page.evaluate(() => window.history.back())
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard\/postmanagement$/)
    await expect(modal).toBeVisible()

    // Closing the tab or reloading: the browser's own "Leave site?" prompt.
    const dialog = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const prompt = await dialog
    expect(prompt.type()).toBe('beforeunload')
    await prompt.dismiss()
    // Staying was chosen: the editor is still there. Then the page closes for good (no prompt), so
    // the test's own teardown does not race the page's beforeunload handler.
    await expect(modal.getByLabel('Title')).toHaveValue('Unsaved thoughts')
    await page.close()
  })

  test('Enter in the title or slug never submits; Ctrl+S saves and keeps the editor open', async ({ page }) => {
    await signIn(page)
    const modal = await openNewPost(page)
    await modal.getByText('Published', { exact: true }).click()
    await modal.getByLabel('Title').fill('Half-written post')
    await modal.getByLabel('Title').press('Enter')
    await modal.getByLabel('Slug').fill('half-written-post-e2e')
    await modal.getByLabel('Slug').press('Enter')
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('save-state')).toHaveText('')
    expect((await page.request.get('/blog/half-written-post-e2e')).status()).toBe(404)

    await modal.getByText('Draft', { exact: true }).click()
    await modal.getByLabel('Title').press('ControlOrMeta+s')
    await expect(modal.getByTestId('save-state')).toHaveText(/^Saved at \d\d:\d\d$/)
    await expect(modal).toBeVisible()
    expect((await page.request.get('/blog/half-written-post-e2e')).status()).toBe(404)
  })

  test('Preview pressed while an autosave is under way waits for it and shows the draft as changed', async ({
    page,
    context,
  }) => {
    await signIn(page)
    const modal = await openNewPost(page)
    await modal.getByLabel('Title').fill(`Preview during a save ${Date.now()}`)
    await expect(modal.getByTestId('save-state')).toHaveText(/^Saved at/)

    // The next save's answer is held back, so the autosave of this edit is still under way when
    // Preview is pressed (the preview saves too, after it, and has nothing left to save).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Once released, every call goes through (the route stays: taking it away while a call waits
    // in it would answer that call twice).
    await interceptServerFnPosts(page, async (route) => {
      await held
      await route.continue()
    })
    const title = `Changed just before the preview ${Date.now()}`
    await modal.getByLabel('Title').fill(title)
    await expect(modal.getByTestId('save-state')).toHaveText('Saving…')
    const popup = context.waitForEvent('page')
    await modal.getByRole('button', { name: 'Preview' }).click()
    const preview = await popup
    release()
    await expect(preview).toHaveURL(/\/admin\/dashboard\/posts\/[0-9a-f-]{36}\/preview$/, { timeout: 15_000 })
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(modal.getByTestId('save-state')).toHaveText(/^Saved at/)
  })
})

test.describe('server-side validation', () => {
  test('a refused save answers 400 in the error envelope and marks the field', async ({ page }) => {
    await signIn(page)
    const modal = await openNewPost(page)
    await modal.getByText('Published', { exact: true }).click()
    await modal.getByLabel('Title').fill('A post with a taken address')
    await modal.getByLabel('Slug').fill('choosing-a-food-delivery-app')
    await expect(modal.getByLabel('Slug')).toHaveValue('choosing-a-food-delivery-app')
    const answer = nextServerFnAnswer(page)
    await modal.getByRole('button', { name: 'Create post' }).click()
    expect((await answer).status()).toBe(400)
    const message = "The slug 'choosing-a-food-delivery-app' is already used by another post."
    await expect(modal.getByRole('alert')).toHaveText(message)
    await expect(modal.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')
    await expect(modal).toBeVisible()
  })
})

test.describe('finding posts', () => {
  test('search and status filter live in the URL', async ({ page }) => {
    await signIn(page)
    await gotoHydrated(page, '/admin/dashboard/postmanagement')
    const table = page.getByTestId('posts-table')
    await page.getByLabel('Search posts').fill('white-label strategy')
    await expect(page).toHaveURL(/q=white-label/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText('White-Label Strategy: Own the Brand, Not the Codebase')

    await page.getByLabel('Search posts').fill('no post is called this')
    await expect(page.getByText('No posts match this search or filter.')).toBeVisible()
    await expect(page).toHaveURL(/q=no\+post|q=no%20post/)

    // Each search is a step in the history: Back and Forward bring the search box along.
    await page.goBack()
    await expect(page).toHaveURL(/q=white-label/)
    await expect(page.getByLabel('Search posts')).toHaveValue('white-label strategy')
    await expect(table.getByRole('row')).toHaveCount(2)
    await page.goForward()
    await expect(page.getByLabel('Search posts')).toHaveValue('no post is called this')
    await expect(page.getByText('No posts match this search or filter.')).toBeVisible()

    await gotoHydrated(page, '/admin/dashboard/postmanagement?status=draft&q=zz')
    await expect(page.getByLabel('Search posts')).toHaveValue('zz')
    await page.getByText('Published', { exact: true }).click()
    await expect(page).toHaveURL(/status=published/)
  })

  test('at 375 px the list is cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signIn(page)
    await gotoHydrated(page, '/admin/dashboard/postmanagement')
    await expect(page.getByTestId('posts-cards')).toBeVisible()
    await expect(page.getByTestId('posts-table')).toBeHidden()
    await expect(page.getByTestId('posts-cards').getByRole('listitem').first()).toContainText(
      /Published|Draft|Scheduled/,
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
