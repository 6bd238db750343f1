import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostRenderer } from '~/features/blog/post-renderer'
import { normalizePostContent, readingMinutes } from '~/domain/post-content'
import { sanitizeInlineHtml, sanitizeWithDomPurify } from '~/domain/sanitize-html'
import { documentWithPayload, parseMarkup, unsafeParts, xssPayloads } from './post-renderer.fixtures'

/** Server render (react-dom/server in Node, sanitiser on jsdom), parsed back into a DOM. */
function render(content: unknown, props: { minHeadingLevel?: 1 | 2 } = {}) {
  const html = renderToString(
    <MantineProvider env="test">
      <PostRenderer content={content} {...props} />
    </MantineProvider>,
  )
  const document = parseMarkup(`<!DOCTYPE html><body>${html}</body>`)
  return document.querySelector('[data-testid="post-content"]')!
}

const doc = (...blocks: unknown[]) => ({ blocks })

describe('PostRenderer on the server: content formats', () => {
  it("says 'Invalid content format.' for JSON it cannot parse", () => {
    expect(render('{"blocks": [').textContent).toBe('Invalid content format.')
    expect(render('not json at all').textContent).toBe('Invalid content format.')
  })

  it("says 'No content to display.' when there is no blocks array", () => {
    for (const content of ['{"time": 1}', '"a string"', 'null', '[]', { blocks: 'nope' }, {}, null, undefined, 42]) {
      expect(render(content).textContent, JSON.stringify(content)).toBe('No content to display.')
    }
  })

  it('accepts content as a JSON string and as an object alike', () => {
    const content = doc({ type: 'paragraph', data: { text: 'Hello <b>world</b>' } })
    expect(render(JSON.stringify(content)).innerHTML).toBe(render(content).innerHTML)
    expect(render(content).querySelector('p b')?.textContent).toBe('world')
  })

  it('renders nothing for unknown block types, and keeps the known ones around them', () => {
    const root = render(
      doc(
        { type: 'paragraph', data: { text: 'before' } },
        { type: 'raw', data: { html: '<div class="x">raw html</div>' } },
        { type: 'delimiter', data: {} },
        { type: 'embed', data: { service: 'youtube', embed: 'https://www.youtube.com/embed/x' } },
        { data: { text: 'no type' } },
        'not a block',
        { type: 'paragraph', data: { text: 'after' } },
      ),
    )
    // The post's opening (no top-level heading, so no parts) holds the two paragraphs and nothing else.
    expect(Array.from(root.querySelectorAll(':scope > * > *')).map((element) => element.tagName)).toEqual(['P', 'P'])
    expect(Array.from(root.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['before', 'after'])
    expect(root.textContent).not.toContain('raw html')
  })
})

describe('PostRenderer on the server: block types', () => {
  it('paragraph: keeps bold, italic, underline, code, mark and safe links', () => {
    const p = render(
      doc({
        type: 'paragraph',
        data: {
          text: 'A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <code>c</code> <mark>m</mark> <a href="https://example.com/x">link</a><br>next',
        },
      }),
    ).querySelector('p')!
    for (const tag of ['b', 'strong', 'i', 'em', 'u', 'code', 'mark', 'br'])
      expect(p.querySelector(tag), tag).not.toBeNull()
    const a = p.querySelector('a')!
    expect(a.getAttribute('href')).toBe('https://example.com/x')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow')
  })

  it('paragraph: keeps mailto and tel links', () => {
    const root = render(
      doc({
        type: 'paragraph',
        data: { text: '<a href="mailto:sales@readyapps.dev">mail</a> <a href="tel:+919876543210">call</a>' },
      }),
    )
    expect(Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'mailto:sales@readyapps.dev',
      'tel:+919876543210',
    ])
  })

  it('header: level 1-6, default 2, kept below the page h1 unless allowed', () => {
    const blocks = [3, 4, 5, 6].map((level) => ({ type: 'header', data: { text: `Level ${level}`, level } }))
    const root = render(
      doc(
        ...blocks,
        { type: 'header', data: { text: 'No level' } },
        { type: 'header', data: { text: 'Bad', level: 9 } },
        { type: 'header', data: { text: 'String', level: '3' } },
      ),
    )
    expect(Array.from(root.querySelectorAll('h2, h3, h4, h5, h6')).map((h) => `${h.tagName}:${h.textContent}`)).toEqual(
      ['H3:Level 3', 'H4:Level 4', 'H5:Level 5', 'H6:Level 6', 'H2:No level', 'H2:Bad', 'H3:String'],
    )
    const one = doc({ type: 'header', data: { text: 'Top', level: 1 } })
    expect(render(one).querySelector('h2')?.textContent).toBe('Top')
    expect(render(one, { minHeadingLevel: 1 }).querySelector('h1')?.textContent).toBe('Top')
  })

  it('list: the old format with string items, ordered and unordered', () => {
    const root = render(
      doc(
        { type: 'list', data: { style: 'ordered', items: ['One', 'Two <i>2</i>'] } },
        { type: 'list', data: { style: 'unordered', items: ['Alpha'] } },
      ),
    )
    expect(Array.from(root.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual(['One', 'Two 2'])
    expect(root.querySelector('ol i')?.textContent).toBe('2')
    expect(Array.from(root.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(['Alpha'])
  })

  it('list: the v2 format with objects and nested items, and a start number', () => {
    const root = render(
      doc({
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 3, counterType: 'numeric' },
          items: [
            {
              content: 'Parent',
              meta: {},
              items: [{ content: 'Child', meta: {}, items: [{ content: 'Grandchild', meta: {}, items: [] }] }],
            },
            { content: 'Sibling', meta: {}, items: [] },
          ],
        },
      }),
    )
    const top = root.querySelector('ol')!
    expect(top.getAttribute('start')).toBe('3')
    expect(top.querySelectorAll(':scope > li')).toHaveLength(2)
    expect(top.querySelector(':scope > li > ol > li > ol > li')?.textContent).toBe('Grandchild')
  })

  it('list: the checklist style shows read-only checkboxes from meta.checked', () => {
    const root = render(
      doc({
        type: 'list',
        data: {
          style: 'checklist',
          items: [
            { content: 'Done', meta: { checked: true }, items: [] },
            {
              content: 'To do',
              meta: { checked: false },
              items: [{ content: 'Nested done', meta: { checked: true }, items: [] }],
            },
          ],
        },
      }),
    )
    const boxes = Array.from(root.querySelectorAll('input[type="checkbox"]')) as HTMLInputElement[]
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([true, false, true])
    expect(boxes.every((box) => box.hasAttribute('disabled'))).toBe(true)
    expect(Array.from(root.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'Done',
      'To do',
      'Nested done',
    ])
  })

  it('checklist: the older { text, checked } form and the { content, meta.checked } form', () => {
    const root = render(
      doc(
        {
          type: 'checklist',
          data: {
            items: [
              { text: 'Old done', checked: true },
              { text: 'Old open', checked: false },
            ],
          },
        },
        {
          type: 'checklist',
          data: {
            items: [
              { content: 'New done', meta: { checked: true } },
              { content: 'New open', meta: {} },
            ],
          },
        },
      ),
    )
    const items = Array.from(root.querySelectorAll('label')).map((label) => [
      label.textContent,
      label.querySelector('input')!.hasAttribute('checked'),
    ])
    expect(items).toEqual([
      ['Old done', true],
      ['Old open', false],
      ['New done', true],
      ['New open', false],
    ])
    expect(Array.from(root.querySelectorAll('input')).every((input) => input.hasAttribute('disabled'))).toBe(true)
  })

  it('image: 200 px wide with its proportions, the caption as figcaption and alt text', () => {
    const root = render(
      doc({
        type: 'image',
        data: { file: { url: '/blog/launch-roadmap.svg', width: 800, height: 520 }, caption: 'The <b>plan</b>' },
      }),
    )
    const img = root.querySelector('figure img')!
    expect(img.getAttribute('src')).toBe('/blog/launch-roadmap.svg')
    expect(img.getAttribute('width')).toBe('200')
    expect(img.getAttribute('height')).toBe('130')
    expect(img.getAttribute('alt')).toBe('The plan')
    expect(root.querySelector('figcaption b')?.textContent).toBe('plan')
  })

  it('image: http(s) and same-site URLs only; anything else renders nothing', () => {
    expect(
      render(doc({ type: 'image', data: { file: { url: 'https://cdn.example.com/a.png' }, caption: '' } }))
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('https://cdn.example.com/a.png')
    expect(
      render(doc({ type: 'image', data: { url: 'http://cdn.example.com/old.png' } })).querySelector('img'),
    ).not.toBeNull()
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      'relative.png',
      'ftp://x/y.png',
      '/a b.png',
      '/\\evil.example',
      '',
      42,
    ]) {
      expect(
        render(doc({ type: 'image', data: { file: { url }, caption: 'x' } })).querySelector('img, figure'),
        String(url),
      ).toBeNull()
    }
  })

  it('quote: the text in a blockquote and the caption as its source', () => {
    const root = render(
      doc({ type: 'quote', data: { text: 'Ship <i>early</i>', caption: 'A <b>founder</b>', alignment: 'left' } }),
    )
    expect(root.querySelector('figure blockquote')?.textContent).toBe('Ship early')
    expect(root.querySelector('blockquote i')?.textContent).toBe('early')
    expect(root.querySelector('figure > figcaption b')?.textContent).toBe('founder')
  })
})

describe('PostRenderer on the server: XSS corpus in every field', () => {
  it.each(xssPayloads)('renders %s harmlessly everywhere', (payload) => {
    const root = render(documentWithPayload(payload))
    expect(unsafeParts(root)).toEqual([])
    expect(root.innerHTML).not.toMatch(/<script|onerror|onload|javascript:|<svg|<iframe/i)
    // The known blocks still render (one payload does not take the document down).
    expect(root.querySelector('figure img')?.getAttribute('src')).toBe('/blog/launch-roadmap.svg')
    expect(root.querySelectorAll('input[type="checkbox"]')).toHaveLength(3)
  })

  it('keeps the words of broken markup and closes its tags', () => {
    const root = render(doc({ type: 'paragraph', data: { text: '<p>unclosed <b>bold <i>italic' } }))
    expect(root.querySelectorAll('p')).toHaveLength(1)
    expect(root.textContent).toBe('unclosed bold italic')
  })

  it('escapes text that looks like markup instead of dropping it', () => {
    const root = render(doc({ type: 'paragraph', data: { text: '2 < 3 && 5 > 4' } }))
    expect(root.querySelector('p')?.textContent).toBe('2 < 3 && 5 > 4')
  })
})

describe('content helpers', () => {
  it('the plain-text shortcut and the cache give exactly what DOMPurify gives', () => {
    const samples = [
      'Plain words, "quotes", apostrophes\' and (brackets) #1 / 2 = 50%',
      '  padded  ',
      'Ünïcödé — dashes … and emoji 🚀',
      'tab\tand\nnewline',
      'a < b',
      'R&D &amp; more',
      'non\u00a0breaking',
      'line\r\nbreak',
      '<b>bold</b> <a href="https://x.test" onclick="y()">x</a>',
      ...xssPayloads,
    ]
    for (const sample of samples) {
      expect(sanitizeInlineHtml(sample), sample).toBe(sanitizeWithDomPurify(sample))
      // A second call (served from the cache) gives the same answer.
      expect(sanitizeInlineHtml(sample), sample).toBe(sanitizeWithDomPurify(sample))
    }
  })

  it('sanitizeInlineHtml never throws on odd input', () => {
    for (const value of [null, undefined, {}, [], true, 12]) expect(typeof sanitizeInlineHtml(value)).toBe('string')
    expect(sanitizeInlineHtml(12)).toBe('12')
  })

  it('normalizePostContent returns canonical list-v2 data with sanitised text', () => {
    const result = normalizePostContent({
      blocks: [{ id: 'a1', type: 'list', data: { style: 'weird', items: ['<b onclick="x()">x</b>'] } }],
    })
    expect(result).toEqual({
      ok: true,
      content: {
        blocks: [
          {
            id: 'a1',
            type: 'list',
            data: { style: 'unordered', meta: {}, items: [{ content: '<b>x</b>', meta: {}, items: [] }] },
          },
        ],
      },
    })
  })

  it('reading time is whole minutes at 200 words a minute, at least 1', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    const minutes = (n: number) => {
      const result = normalizePostContent({ blocks: [{ type: 'paragraph', data: { text: words(n) } }] })
      if (!result.ok) throw new Error('bad content')
      return readingMinutes(result.content)
    }
    expect([minutes(0), minutes(10), minutes(200), minutes(201), minutes(1000)]).toEqual([1, 1, 1, 2, 5])
  })
})
