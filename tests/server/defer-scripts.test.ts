import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferPageScripts } from '~/server/page-cache/defer-scripts.server'

const NONCE = 'abc123=='
const page = (body = '<h1>Apps</h1>') =>
  '<!DOCTYPE html><html><head><title>Apps</title>' +
  `<link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/Box-B2.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="preload" as="image" href="/brand/logo.svg"/></head><body>${body}` +
  `<script nonce="${NONCE}">self.$R=[]</script>` +
  `<script type="module" async="" src="/assets/index-A1.js" nonce="${NONCE}"></script></body></html>`

/** Runs the loader the page carries against a minimal DOM; returns what it added, in order. */
function runLoader(html: string, { hidden = false, paintTiming = true } = {}) {
  const loader = /<script nonce="[^"]+">(\(function\(p,e\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in page')
  const added: { where: string; tag: string; attrs: Record<string, string> }[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  const paint = { observing: false, disconnected: false, report: (_name: string) => {} }
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'navigation', 'paint', 'resource'] : ['mark', 'resource']
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
      paint.report = (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this)
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paint.observing = true
    }
    disconnect() {
      paint.disconnected = true
    }
  }
  const element = (tag: string) => ({ tag, attrs: {} as Record<string, string> })
  type Element = ReturnType<typeof element>
  const record = (where: string) => (node: Element | { children: Element[] }) => {
    for (const child of 'children' in node ? node.children : [node]) {
      const { tag, attrs, ...props } = child as Element & Record<string, string>
      added.push({ where, tag, attrs: { ...attrs, ...props } })
    }
  }
  const document = {
    hidden,
    currentScript: { nonce: 'fresh-nonce' },
    createElement: element,
    createDocumentFragment: () => {
      const children: Element[] = []
      return { children, appendChild: (child: Element) => children.push(child) }
    },
    head: { appendChild: record('head') },
    body: { appendChild: record('body') },
  }
  runInNewContext(loader, {
    self: { PerformanceObserver },
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  })
  return { added, frames, timers, paint }
}

describe('public pages paint before their scripts load', () => {
  it('takes the modulepreloads and the module script out of the HTML and leaves the rest', () => {
    const html = deferPageScripts(page())
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).toContain('<link rel="preload" as="image" href="/brand/logo.svg"/>')
    expect(html).toContain(`<script nonce="${NONCE}">self.$R=[]</script>`)
    expect(html).toContain('<h1>Apps</h1>')
    // The loader stands where the module script was, with the page's nonce.
    expect(html).toMatch(
      new RegExp(`<h1>Apps</h1><script nonce="${NONCE}">self.\\$R=\\[\\]</script><script nonce="${NONCE}">`),
    )
  })

  const EXPECTED = [
    { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/index-A1.js', nonce: 'fresh-nonce' } },
    { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/Box-B2.js', nonce: 'fresh-nonce' } },
    { where: 'body', tag: 'script', attrs: { type: 'module', src: '/assets/index-A1.js', nonce: 'fresh-nonce' } },
  ]

  it('adds the same scripts once the browser reports the first contentful paint, each only once', () => {
    const { added, frames, timers, paint } = runLoader(deferPageScripts(page()))
    // Nothing while the page is parsed and painted: the loader listens for the paint entries.
    expect(added).toEqual([])
    expect(paint.observing).toBe(true)
    expect(frames).toEqual([])
    // The first paint (background only) is not enough: the content has to be on screen.
    paint.report('first-paint')
    expect(added).toEqual([])
    paint.report('first-contentful-paint')
    expect(added).toEqual(EXPECTED)
    expect(paint.disconnected).toBe(true)
    // The fallback timer then adds nothing more.
    expect(timers.map((timer) => timer.ms)).toEqual([3000])
    timers[0]!.callback()
    expect(added).toEqual(EXPECTED)
  })

  it('waits for the first frame where the browser has no paint timing', () => {
    const { added, frames, timers, paint } = runLoader(deferPageScripts(page()), { paintTiming: false })
    expect(paint.observing).toBe(false)
    expect(added).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]!()
    // Right after that frame (a task, so the paint is not held up), the tags go in.
    timers.find((timer) => timer.ms === 0)!.callback()
    expect(added).toEqual(EXPECTED)
    timers.find((timer) => timer.ms === 3000)!.callback()
    expect(added).toEqual(EXPECTED)
  })

  it('loads after the fallback timer when no frame is painted', () => {
    const { added, timers } = runLoader(deferPageScripts(page()))
    timers.find((timer) => timer.ms === 3000)!.callback()
    expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script'])
  })

  it('loads at once in a tab that is not visible (no frames are painted there)', () => {
    const { added } = runLoader(deferPageScripts(page()), { hidden: true })
    expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script'])
  })

  it('leaves a page alone when it has no module script, no nonce, or an odd path', () => {
    const noScript = page().replace(/<script type="module"[^>]*><\/script>/, '')
    expect(deferPageScripts(noScript)).toBe(noScript)
    const noNonce = page().replaceAll(` nonce="${NONCE}"`, '')
    expect(deferPageScripts(noNonce)).toBe(noNonce)
    const odd = page().replace('/assets/Box-B2.js', 'https://cdn.example/x.js')
    expect(deferPageScripts(odd)).toBe(odd)
  })
})
