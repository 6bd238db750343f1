// @vitest-environment jsdom
import type { API } from '@editorjs/editorjs'
import { afterAll, describe, expect, it } from 'vitest'
import { EDITOR_STYLE_HASHES, hashSource } from '~/server/http/csp.server'

/**
 * The admin's post editor adds <style> elements the page policy must allow (issue 12). This runs
 * the installed Editor.js with the admin's tools, shows a notification and a tooltip (their sheets
 * are added on first use), and checks every sheet is either nonced or one of the pinned hashes, so
 * a package upgrade that changes a sheet fails here rather than as a blank editor in production.
 */
describe('Editor.js sheets under the page policy', () => {
  const holder = document.createElement('div')
  document.body.appendChild(holder)
  let destroy: (() => void) | undefined
  afterAll(() => destroy?.())

  it('are nonced (the main sheet) or allowed by a pinned hash (every other one)', async () => {
    const [{ default: EditorJS }, header, list, quote, { ImageTool }] = await Promise.all([
      import('@editorjs/editorjs'),
      import('@editorjs/header'),
      import('@editorjs/list'),
      import('@editorjs/quote'),
      import('~/features/admin/posts/image-tool'),
    ])
    const editor = new EditorJS({
      holder,
      style: { nonce: 'test-nonce' },
      tools: {
        header: header.default as never,
        list: list.default as never,
        quote: quote.default as never,
        image: ImageTool as never,
      },
    })
    await editor.isReady
    destroy = () => editor.destroy()
    // The instance carries the API its tools get (the type declares only the shorthands).
    const api = editor as unknown as API
    api.notifier.show({ message: 'Saved' })
    api.tooltip.show(holder, 'A tooltip')

    const sheets = [...document.querySelectorAll('style')]
    // The main sheet, the hint, paragraph, tooltip and notifier sheets, one per packaged tool (the
    // image tool is the admin's own, styled by the app's stylesheet).
    expect(sheets.length).toBeGreaterThanOrEqual(8)
    const refused = sheets
      .filter((sheet) => sheet.getAttribute('nonce') !== 'test-nonce')
      .filter((sheet) => !(EDITOR_STYLE_HASHES as readonly string[]).includes(hashSource(sheet.textContent ?? '')))
      .map((sheet) => `${hashSource(sheet.textContent ?? '')} ${(sheet.textContent ?? '').slice(0, 60)}`)
    expect(refused).toEqual([])
    expect(document.getElementById('editor-js-styles')?.getAttribute('nonce')).toBe('test-nonce')
    // The notifier's loader inserts its <style> empty and fills it after: both states are checked.
    expect(EDITOR_STYLE_HASHES).toContain(hashSource(''))
  })
})
