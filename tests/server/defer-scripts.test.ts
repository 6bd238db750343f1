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
function runLoader(html: string, { hidden = false } = {}) {
  const loader = /<script nonce="[^"]+">(\(function\(p,e\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in page')
  const added: { where: string; tag: string; attrs: Record<string, string> }[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
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
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  })
  return { added, frames, timers }
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

  it('adds the same scripts once the first frame is painted, each only once', () => {
    const { added, frames, timers } = runLoader(deferPageScripts(page()))
    // Nothing while the page is parsed and painted: the loader waits for the first frame.
    expect(added).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]!()
    // Right after that frame (a task, so the paint is not held up), the tags go in.
    const afterFrame = timers.find((timer) => timer.ms === 0)!
    afterFrame.callback()
    const expected = [
      {
        where: 'head',
        tag: 'link',
        attrs: { rel: 'modulepreload', href: '/assets/index-A1.js', nonce: 'fresh-nonce' },
      },
      { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/Box-B2.js', nonce: 'fresh-nonce' } },
      { where: 'body', tag: 'script', attrs: { type: 'module', src: '/assets/index-A1.js', nonce: 'fresh-nonce' } },
    ]
    expect(added).toEqual(expected)
    // The fallback timer (for a browser that paints no frame) then adds nothing more.
    const fallback = timers.find((timer) => timer.ms > 0)!
    expect(fallback.ms).toBe(3000)
    fallback.callback()
    expect(added).toEqual(expected)
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
