import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { FIRST_SIGNS, deferPageScripts } from '~/server/page-cache/defer-scripts.server'
import { KEEP_PLACE_SCRIPT } from '~/server/page-cache/keep-place.server'

const NONCE = 'abc123=='
const page = (body = '<h1>Apps</h1>') =>
  '<!DOCTYPE html><html><head><title>Apps</title>' +
  `<link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/Box-B2.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="preload" as="image" href="/brand/logo.svg"/></head><body>${body}` +
  `<script nonce="${NONCE}">self.$R=[]</script>` +
  `<script type="module" async="" src="/assets/index-A1.js" nonce="${NONCE}"></script></body></html>`

/** Runs the loader the page carries against a minimal DOM; returns what it added, in order, and the window's listeners. */
function runLoader(html: string, { search = '', readyState = 'complete', hasInlineCss = true } = {}) {
  const loader = /<script nonce="[^"]+">(\(function\(p,e,c\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in page')
  const added: { where: string; tag: string; attrs: Record<string, unknown> }[] = []
  const listeners = new Map<string, { listener: (event?: unknown) => void; options: unknown }>()
  const element = (tag: string) => ({ tag, attrs: {} as Record<string, string> })
  type Element = ReturnType<typeof element>
  const linked: { onload?: () => void; onerror?: () => void; media?: string }[] = []
  const record = (where: string) => (node: Element | { children: Element[] }) => {
    for (const child of 'children' in node ? node.children : [node]) {
      const { tag, attrs, ...props } = child as Element & Record<string, unknown>
      const values = Object.entries(props).filter(([, value]) => typeof value !== 'function')
      added.push({ where, tag, attrs: { ...attrs, ...Object.fromEntries(values) } })
      if (props.rel === 'stylesheet') linked.push(child as (typeof linked)[number])
    }
  }
  const documentListeners = new Map<string, () => void>()
  const afterStyle = { tag: 'the element after the inlined CSS' }
  const inlineStyle = {
    parentNode: {
      insertBefore: (child: Element, before: unknown) => {
        if (before !== afterStyle) throw new Error('linked elsewhere than right after the inlined CSS')
        record('after inlined CSS')(child)
      },
    },
    nextSibling: afterStyle,
  }
  const document = {
    readyState,
    querySelector: (selector: string) =>
      selector === 'style[data-tsr-inline-css]' && hasInlineCss ? inlineStyle : null,
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
    currentScript: { nonce: 'fresh-nonce' },
    createElement: element,
    createDocumentFragment: () => {
      const children: Element[] = []
      return { children, appendChild: (child: Element) => children.push(child) }
    },
    head: { appendChild: record('head') },
    body: { appendChild: record('body') },
  }
  const window = {
    addEventListener: (type: string, listener: (event?: unknown) => void, options: unknown) =>
      listeners.set(type, { listener, options }),
    removeEventListener: (type: string, listener: (event?: unknown) => void) => {
      if (listeners.get(type)?.listener === listener) listeners.delete(type)
    },
  }
  runInNewContext(loader, { document, window, location: { search }, URLSearchParams })
  const fire = (type: string, event: Record<string, unknown> = {}) =>
    listeners.get(type)?.listener({ type, target: type === 'scroll' ? document : {}, ...event })
  const parsed = () => documentListeners.get('DOMContentLoaded')?.()
  return { added, listeners, fire, parsed, linked }
}

describe('public pages run no script until the visitor shows a sign of life', () => {
  it('takes the modulepreloads and the module script out of the HTML and leaves the rest', () => {
    const html = deferPageScripts(page())
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).toContain('<link rel="preload" as="image" href="/brand/logo.svg"/>')
    expect(html).toContain(`<script nonce="${NONCE}">self.$R=[]</script>`)
    expect(html).toContain('<h1>Apps</h1>')
    // The loader ends the head, with the page's nonce: it listens while the body still streams in.
    expect(html).toMatch(
      new RegExp(`href="/brand/logo.svg"/><script nonce="${NONCE}">\\(function\\(p,e,c\\)[^<]*</script></head>`),
    )
    expect(html).toContain(`<body><h1>Apps</h1><script nonce="${NONCE}">self.$R=[]</script></body>`)
    // The notes of where the visitor was (Back, Reload: keep-place.server.ts) ride in the same script.
    expect(html).toContain(`${KEEP_PLACE_SCRIPT}</script></head>`)
  })

  it('puts the loader where the module script was when a page has no head end tag', () => {
    const headless = page().replace('</head>', '')
    expect(deferPageScripts(headless)).toMatch(/self\.\$R=\[\]<\/script><script nonce="[^"]+">\(function\(p,e,c\)/)
  })

  const EXPECTED = [
    { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/index-A1.js', nonce: 'fresh-nonce' } },
    { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/Box-B2.js', nonce: 'fresh-nonce' } },
    { where: 'body', tag: 'script', attrs: { type: 'module', src: '/assets/index-A1.js', nonce: 'fresh-nonce' } },
  ]

  it('adds nothing while the visitor only reads', () => {
    const { added, listeners } = runLoader(deferPageScripts(page()))
    expect(added).toEqual([])
    // It listens for the first sign of life, in the capture phase, without holding up scrolling.
    expect([...listeners.keys()].sort()).toEqual([...FIRST_SIGNS].sort())
    for (const { options } of listeners.values()) expect(options).toEqual({ capture: true, passive: true })
  })

  it.each(FIRST_SIGNS.filter((sign) => sign !== 'pointermove'))(
    'adds the same scripts on the first %s, each only once, and listens no more',
    (sign) => {
      const { added, listeners, fire } = runLoader(deferPageScripts(page()))
      fire(sign)
      expect(added).toEqual(EXPECTED)
      expect(listeners.size).toBe(0)
      for (const other of FIRST_SIGNS) fire(other)
      expect(added).toEqual(EXPECTED)
    },
  )

  it('counts a pointer move once the pointer has moved, not the moves the browser reports under a resting pointer', () => {
    const { added, listeners, fire } = runLoader(deferPageScripts(page()))
    // Laid out under a mouse that stands still: the same place, again and again.
    fire('pointermove', { screenX: 40, screenY: 300 })
    fire('pointermove', { screenX: 40, screenY: 300 })
    expect(added).toEqual([])
    // The visitor moves it.
    fire('pointermove', { screenX: 42, screenY: 301 })
    expect(added).toEqual(EXPECTED)
    expect(listeners.size).toBe(0)
    for (const other of FIRST_SIGNS) fire(other)
    expect(added).toEqual(EXPECTED)
  })

  it('waits for the whole document when the sign of life comes while it is still being parsed', () => {
    // A reload or Back restores the scroll position while the page streams in.
    const { added, fire, parsed } = runLoader(deferPageScripts(page()), { readyState: 'loading' })
    fire('scroll')
    expect(added).toEqual([])
    parsed()
    expect(added).toEqual(EXPECTED)
  })

  it('counts a scroll of the page, not of a row inside it that scrolls by itself', () => {
    const { added, fire } = runLoader(deferPageScripts(page()))
    fire('scroll', { target: { nodeName: 'DIV' } })
    expect(added).toEqual([])
    fire('scroll')
    expect(added).toEqual(EXPECTED)
  })

  it('starts at once on a page whose address opens the contact dialog (?contact=)', () => {
    expect(runLoader(deferPageScripts(page()), { search: '?contact=chitchat' }).added).toEqual(EXPECTED)
    expect(runLoader(deferPageScripts(page()), { search: '?app=chitchat' }).added).toEqual([])
  })

  it('with the inlined CSS trimmed, links the whole sheets after it, in order, and starts the script once they are there', () => {
    const sheets = ['/assets/index-C3.css', '/assets/apps-D4.css', '/assets/faq-E5.css']
    const { added, fire, linked } = runLoader(deferPageScripts(page(), sheets))
    fire('wheel')
    const stylesheet = (href: string) => ({
      where: 'after inlined CSS',
      tag: 'link',
      attrs: { rel: 'stylesheet', href, media: 'not all' },
    })
    expect(added).toEqual([EXPECTED[0], EXPECTED[1], ...sheets.map(stylesheet)])
    // None applies while another is on its way: one alone would come after the inlined copy of the others' rules.
    linked[1]?.onload?.()
    linked[0]?.onload?.()
    expect(added).toHaveLength(5)
    expect(linked.map((link) => link.media)).toEqual(['not all', 'not all', 'not all'])
    // A sheet that fails (offline) does not hold the others or the script back; they apply together.
    linked[2]?.onerror?.()
    expect(linked.map((link) => link.media)).toEqual(['all', 'all', 'all'])
    expect(added).toEqual([EXPECTED[0], EXPECTED[1], ...sheets.map(stylesheet), EXPECTED[2]])
  })

  it('starts the script at once when the page has no inlined CSS to follow', () => {
    const { added, fire } = runLoader(deferPageScripts(page(), ['/assets/index-C3.css']), { hasInlineCss: false })
    fire('wheel')
    expect(added).toEqual(EXPECTED)
  })

  it('leaves a page alone when it has no module script, no nonce, or an odd path', () => {
    const noScript = page().replace(/<script type="module"[^>]*><\/script>/, '')
    expect(deferPageScripts(noScript)).toBe(noScript)
    const noNonce = page().replaceAll(` nonce="${NONCE}"`, '')
    expect(deferPageScripts(noNonce)).toBe(noNonce)
    const odd = page().replace('/assets/Box-B2.js', 'https://cdn.example/x.js')
    expect(deferPageScripts(odd)).toBe(odd)
    expect(deferPageScripts(page(), ['/assets/a.css', '"];alert(1);//'])).toBe(page())
  })
})
