// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPIED_MS, copyCodeOnClick, listenForCopyButtons } from '~/features/docs/copy-code'
import { DocBlocks } from '~/features/docs/doc-blocks'

const CODE = 'POST /api/auth/login\n{\n  "email": "a@b.test"\n}'

/** A code sample as the server renders it: static HTML, no React behind it. */
function serverHtmlSample(): HTMLElement {
  document.body.innerHTML = renderToString(
    <MantineProvider env="test">
      <DocBlocks blocks={[{ type: 'code', language: 'http', title: 'Login', code: CODE }]} />
    </MantineProvider>,
  )
  return document.querySelector<HTMLElement>('[data-testid="code-sample"]')!
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true })

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('copy buttons of code samples (the page’s one listener)', () => {
  it('copy the sample’s code from server HTML and say Copied for a moment', async () => {
    vi.useFakeTimers()
    const sample = serverHtmlSample()
    const button = sample.querySelector('button')!
    expect(button.getAttribute('aria-label')).toBe('Copy Login')
    const writeText = vi.fn(() => Promise.resolve())
    // A click on the icon inside the button counts as a click on the button.
    const icon = button.querySelector('svg')!
    const event = click()
    icon.dispatchEvent(event)
    await copyCodeOnClick(event, { writeText })
    expect(writeText).toHaveBeenCalledWith(CODE)
    expect(button.getAttribute('aria-label')).toBe('Copied')
    expect(button.closest('[data-copy-state]')!.hasAttribute('data-copied')).toBe(true)
    vi.advanceTimersByTime(COPIED_MS)
    expect(button.getAttribute('aria-label')).toBe('Copy Login')
    expect(button.getAttribute('title')).toBe('Copy')
    expect(button.closest('[data-copy-state]')!.hasAttribute('data-copied')).toBe(false)
  })

  it('ignore clicks elsewhere', () => {
    const sample = serverHtmlSample()
    const writeText = vi.fn(() => Promise.resolve())
    const event = click()
    sample.querySelector('pre')!.dispatchEvent(event)
    expect(copyCodeOnClick(event, { writeText })).toBeUndefined()
    expect(writeText).not.toHaveBeenCalled()
  })

  it('listen on window, in the capture phase, while mounted', () => {
    const sample = serverHtmlSample()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const stop = listenForCopyButtons()
    // React stops a click inside server HTML it has not hydrated at the document: it is seen before.
    document.addEventListener('click', (event) => event.stopPropagation(), { capture: true, once: true })
    sample.querySelector('button')!.dispatchEvent(click())
    expect(writeText).toHaveBeenCalledWith(CODE)
    stop()
    sample.querySelector('button')!.dispatchEvent(click())
    expect(writeText).toHaveBeenCalledTimes(1)
  })
})
