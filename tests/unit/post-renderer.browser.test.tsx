// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PostRenderer } from '~/features/blog/post-renderer'
import { documentWithPayload, unsafeParts, xssPayloads } from './post-renderer.fixtures'

/** The same component rendered by React in a browser-like DOM (jsdom), as after hydration. */
function renderInBrowser(content: unknown) {
  const { container } = render(
    <MantineProvider env="test">
      <PostRenderer content={content} />
    </MantineProvider>,
  )
  return container.querySelector('[data-testid="post-content"]')!
}

afterEach(() => cleanup())

describe('PostRenderer in the browser', () => {
  it('shows both error texts', () => {
    expect(renderInBrowser('{oops').textContent).toBe('Invalid content format.')
    cleanup()
    expect(renderInBrowser({ time: 1 }).textContent).toBe('No content to display.')
  })

  it('renders every block type', () => {
    const root = renderInBrowser(documentWithPayload('Plain <b>text</b>'))
    expect(root.querySelector('p b')?.textContent).toBe('text')
    expect(root.querySelector('h2')).not.toBeNull()
    expect(root.querySelector('ul > li')).not.toBeNull()
    expect(root.querySelector('ol > li > ol > li')).not.toBeNull()
    expect(root.querySelectorAll('input[type="checkbox"][disabled]')).toHaveLength(3)
    expect(root.querySelector('figure img')?.getAttribute('width')).toBe('200')
    expect(root.querySelector('blockquote')?.textContent).toBe('Plain text')
  })

  it('a read-only checkbox cannot be ticked', () => {
    const root = renderInBrowser({
      blocks: [{ type: 'checklist', data: { items: [{ text: 'Open item', checked: false }] } }],
    })
    const box = root.querySelector('input') as HTMLInputElement
    box.click()
    expect(box.checked).toBe(false)
  })

  it.each(xssPayloads)('renders %s harmlessly everywhere', (payload) => {
    const root = renderInBrowser(documentWithPayload(payload))
    expect(unsafeParts(root)).toEqual([])
  })

  it('hydrates the server HTML without a mismatch', async () => {
    const content = documentWithPayload('Hydrate <a href="https://example.com">me</a> <script>alert(1)</script>')
    const tree = (
      <MantineProvider env="test">
        <PostRenderer content={content} />
      </MantineProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.appendChild(container)
    const serverHtml = container.innerHTML
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(serverHtml)
    expect(unsafeParts(container.querySelector('[data-testid="post-content"]')!)).toEqual([])
  })
})
