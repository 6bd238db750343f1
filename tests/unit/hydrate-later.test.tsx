// @vitest-environment jsdom
import { act, useState, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { copyOfServerHtml, ServerHtml } from '~/ui/hydrate-later/server-html'

// The primitives that keep the server's HTML (ServerHtml) and hydrate islands later (HydrateLater), as
// the browser meets them: the server's HTML first, then React hydrating it (hydrateRoot), or a render in
// the browser (a move inside the site: createRoot).

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

let roots: Root[] = []
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()))
  roots = []
  document.body.innerHTML = ''
})

/** Runs `render` as on the server: no window, no document. */
function onTheServer<T>(render: () => T): T {
  vi.stubGlobal('window', undefined)
  vi.stubGlobal('document', undefined)
  try {
    return render()
  } finally {
    vi.unstubAllGlobals()
  }
}

/** The server's HTML of `server` in the document, then hydrated with `client`; React's recoverable errors. */
async function hydrate(server: ReactNode, client: ReactNode = server) {
  const container = document.createElement('div')
  container.innerHTML = onTheServer(() => renderToString(server))
  document.body.append(container)
  const errors: unknown[] = []
  await act(async () => {
    roots.push(hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) }))
  })
  return { container, errors }
}

async function renderInBrowser(ui: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  roots.push(root)
  await act(async () => root.render(ui))
  return container
}

/** Says where it rendered: the server's HTML reads "server", a render in the browser "browser". */
function Where({ where, onRender }: { where: string; onRender?: () => void }) {
  onRender?.()
  return <p>{where}</p>
}

describe('ServerHtml', () => {
  it('stays the server’s HTML when the page hydrates: its children never render in the browser', async () => {
    const rendered = vi.fn()
    const { container, errors } = await hydrate(
      <ServerHtml>
        <Where where="server" />
      </ServerHtml>,
      <ServerHtml>
        <Where where="browser" onRender={rendered} />
      </ServerHtml>,
    )
    expect(container.textContent).toBe('server')
    expect(rendered).not.toHaveBeenCalled()
    expect(errors).toEqual([])
    expect(container.querySelector('[data-server-html]')).not.toBeNull()
  })

  it('stays so when the component above it renders again', async () => {
    let bump!: () => void
    function Page({ where }: { where: string }) {
      const [count, setCount] = useState(0)
      bump = () => setCount((n) => n + 1)
      return (
        <>
          <span>{count}</span>
          <ServerHtml>
            <Where where={where} />
          </ServerHtml>
        </>
      )
    }
    const { container, errors } = await hydrate(<Page where="server" />, <Page where="browser" />)
    await act(async () => bump())
    expect(container.textContent).toBe('1server')
    expect(errors).toEqual([])
  })

  it('renders its children like any component on a move inside the site', async () => {
    const container = await renderInBrowser(
      <ServerHtml>
        <Where where="browser" />
      </ServerHtml>,
    )
    expect(container.textContent).toBe('browser')
  })

  it('copies a section as it is now: the page’s nonce back on its styles, its radios checked as chosen', () => {
    document.head.innerHTML = '<script nonce="n0nce"></script>'
    const section = document.createElement('div')
    section.innerHTML =
      '<style>p{}</style><input type="radio" name="t" value="a" checked><input type="radio" name="t" value="b">'
    document.body.append(section)
    section.querySelectorAll('input')[1]!.checked = true
    const copy = document.createElement('div')
    copy.innerHTML = copyOfServerHtml(section)
    expect(copy.querySelector('style')?.getAttribute('nonce')).toBe('n0nce')
    const [a, b] = [...copy.querySelectorAll('input')]
    expect([a!.hasAttribute('checked'), b!.hasAttribute('checked')]).toEqual([false, true])
    expect(copyOfServerHtml(null)).toBe('')
  })
})

/** A button that counts its clicks in React (a handler only a hydrated section has). */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  )
}

const island = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-island]')!

describe('HydrateLater', () => {
  it('until used: the server’s HTML until the visitor uses it, then React’s (data-live), and the click counts', async () => {
    const ui = (
      <HydrateLater until="used">
        <Counter label="Clicks" />
      </HydrateLater>
    )
    const { container, errors } = await hydrate(ui)
    expect(island(container).hasAttribute('data-live')).toBe(false)
    const button = container.querySelector('button')!
    // A press opens it (in the capture phase on window, before React sees the event); the click then counts.
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(island(container).hasAttribute('data-live')).toBe(true)
    await act(async () => button.click())
    expect(button.textContent).toBe('Clicks 1')
    expect(errors).toEqual([])
  })

  it('holds a click that comes before the section’s code, and gives it again once the section is live', async () => {
    const OnServer = lazySection(() => Promise.resolve(Counter), [], { plain: true })
    await OnServer.preload()
    let arrive!: () => void
    const code = new Promise<void>((done) => (arrive = done))
    const InBrowser = lazySection(() => code.then(() => Counter), [], { plain: true })
    const { container, errors } = await hydrate(
      <HydrateLater until="used">
        <OnServer label="Clicks" />
      </HydrateLater>,
      <HydrateLater until="used">
        <InBrowser label="Clicks" />
      </HydrateLater>,
    )
    const button = container.querySelector('button')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => {
      button.dispatchEvent(click)
    })
    // Held: the browser's own action is prevented, nothing counted yet, nothing lost.
    expect(click.defaultPrevented).toBe(true)
    expect(button.textContent).toBe('Clicks 0')
    expect(island(container).hasAttribute('data-live')).toBe(false)
    await act(async () => arrive())
    expect(island(container).hasAttribute('data-live')).toBe(true)
    expect(container.querySelector('button')!.textContent).toBe('Clicks 1')
    expect(errors).toEqual([])
  })

  it('on a move inside the site nothing waits: the section renders at once and is live', async () => {
    const container = await renderInBrowser(
      <HydrateLater until="used">
        <Counter label="Clicks" />
      </HydrateLater>,
    )
    expect(island(container).hasAttribute('data-live')).toBe(true)
    await act(async () => container.querySelector('button')!.click())
    expect(container.textContent).toBe('Clicks 1')
  })
})
