import { expect, type Page } from '@playwright/test'
import { signIn } from './admin'

/** Signs in at `origin` (default: the configured baseURL) and opens the posts table. */
export async function openPostManagement(page: Page, origin = '') {
  await signIn(page, { origin })
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Posts' }).click()
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible()
}

export function postRow(page: Page, title: string | RegExp) {
  return page.getByTestId('posts-table').getByRole('row', { name: title })
}

/** Creates a published post with a title and one paragraph; returns nothing (slug = from title). */
export async function createPublishedPost(page: Page, title: string, text: string) {
  await page.getByRole('button', { name: 'New post' }).click()
  const modal = page.getByRole('dialog', { name: 'Create post' })
  await modal.getByLabel('Title').fill(title)
  await modal.getByLabel('Excerpt').fill(`${title}: an excerpt written by an end-to-end test.`)
  const editor = modal.getByTestId('block-editor').locator('[contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.type(text)
  await modal.getByText('Published', { exact: true }).click()
  await modal.getByRole('button', { name: 'Create post' }).click()
  await expect(page.getByRole('dialog', { name: 'Create post' })).toHaveCount(0)
  await expect(postRow(page, title)).toContainText('Published')
}

export async function postAction(page: Page, title: string, action: 'Edit' | 'Publish' | 'Unpublish' | 'Delete') {
  await postRow(page, title)
    .getByRole('button', { name: /Actions for/ })
    .click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
  if (action === 'Delete') await page.getByRole('button', { name: 'Delete post' }).click()
}
