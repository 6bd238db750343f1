import { JSDOM } from 'jsdom'

/** Parses HTML (or XML with contentType 'text/xml') in Node, outside any test environment. */
export function parseMarkup(markup: string, contentType = 'text/html'): Document {
  return new JSDOM(markup, { contentType }).window.document
}

/**
 * Shared by the renderer tests (server render in node, browser render in jsdom): an XSS corpus
 * and a document that puts one payload into every text field of every block type.
 */
export const xssPayloads: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="&#106;avascript:alert(1)">entity j</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example/x">protocol relative</a>',
  '<a href="/relative/path">relative</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">svg link</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<b onmouseover="alert(1)">bold with handler</b>',
  '<div style="background:url(javascript:alert(1))">styled div</div>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<<img src=x onerror=alert(1)//<',
  '<a href="https://ok.example" onclick="alert(1)" target="_top" style="color:red" class="x" id="y">ok link</a>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<template><script>alert(1)</script></template>',
  '<mark onclick=alert(1)>marked</mark><code onfocus=alert(1) tabindex=0>code</code>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<p>unclosed <b>bold <i>italic',
  '</p></li></ul></blockquote><script>alert(1)</script>',
  '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<u style="behavior:url(x.htc)">underlined</u>',
  '<a href="mailto:sales@example.com" onmouseover=alert(1)>mail</a>',
]

/** Every text field of every block type (both list formats, both checklist formats) holds `payload`. */
export function documentWithPayload(payload: string) {
  return {
    blocks: [
      { type: 'paragraph', data: { text: payload } },
      { type: 'header', data: { text: payload, level: payload } },
      { type: 'list', data: { style: 'unordered', items: [payload, `second ${payload}`] } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: payload },
          items: [{ content: payload, meta: {}, items: [{ content: payload, meta: {}, items: [] }] }],
        },
      },
      { type: 'list', data: { style: 'checklist', items: [{ content: payload, meta: { checked: true }, items: [] }] } },
      {
        type: 'checklist',
        data: {
          items: [
            { text: payload, checked: true },
            { content: payload, meta: { checked: false } },
          ],
        },
      },
      { type: 'image', data: { file: { url: '/blog/launch-roadmap.svg', width: 800, height: 520 }, caption: payload } },
      { type: 'image', data: { file: { url: payload }, caption: 'payload as the image URL' } },
      { type: 'quote', data: { text: payload, caption: payload, alignment: payload } },
      { type: 'raw', data: { html: payload } },
      { type: payload, data: { text: payload } },
    ],
  }
}

const STRUCTURE_TAGS = new Set([
  'div',
  // The renderer's own: a part of the post, a top-level heading and what follows it (post-body.tsx).
  'section',
  'p',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'label',
  'input',
  'figure',
  'figcaption',
  'img',
  'blockquote',
])
const INLINE_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'code', 'mark', 'a', 'br'])
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i

/**
 * Everything that is unsafe about rendered post content, as readable strings (empty = safe):
 * elements outside the allow-list, event handlers, style/class/id attributes from content,
 * script-capable URLs, links without the safe rel.
 */
export function unsafeParts(root: Element): string[] {
  const problems: string[] = []
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase()
    if (!STRUCTURE_TAGS.has(tag) && !INLINE_TAGS.has(tag)) problems.push(`element <${tag}>`)
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value
      if (name.startsWith('on')) problems.push(`handler ${name} on <${tag}>`)
      if (/^\s*(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        problems.push(`script URL in ${name} on <${tag}>`)
      if (INLINE_TAGS.has(tag) && !['href', 'rel'].includes(name)) problems.push(`attribute ${name} on <${tag}>`)
      if (name === 'style' || name === 'srcset' || name === 'formaction' || name === 'xlink:href')
        problems.push(`attribute ${name} on <${tag}>`)
    }
    if (tag === 'a') {
      const href = element.getAttribute('href')
      if (href !== null && !SAFE_LINK.test(href)) problems.push(`link href ${href}`)
      if (href !== null && element.getAttribute('rel') !== 'noopener noreferrer nofollow')
        problems.push(`link rel ${element.getAttribute('rel')}`)
    }
    if (tag === 'img' && !SAFE_IMAGE.test(element.getAttribute('src') ?? ''))
      problems.push(`image src ${element.getAttribute('src')}`)
    if (tag === 'input' && (element.getAttribute('type') !== 'checkbox' || !element.hasAttribute('disabled')))
      problems.push('input that is not a read-only checkbox')
  }
  return problems
}
