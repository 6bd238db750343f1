import { readFileSync } from 'node:fs'
import { MantineProvider } from '@mantine/core'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostBody, partsOf } from '~/features/blog/post-body'
import { PostRenderer } from '~/features/blog/post-renderer'
import { normalizePostContent, type HeadingLevel, type PostBlock } from '~/domain/post-content'
import { documentWithPayload, parseMarkup, xssPayloads } from './post-renderer.fixtures'

/**
 * The public post page renders content its server function has already normalised and
 * sanitised (PostBody), so the page's JavaScript carries no HTML sanitiser (issue 11).
 */
const wrap = (node: React.ReactNode) => renderToString(<MantineProvider env="test">{node}</MantineProvider>)

describe('PostBody', () => {
  it('renders server-normalised content exactly as PostRenderer renders the raw content', () => {
    const samples: unknown[] = [
      ...xssPayloads.slice(0, 20).map((payload) => documentWithPayload(payload)),
      '{"blocks": [',
      { blocks: [] },
    ]
    for (const raw of samples) {
      // Through JSON, as the server function's result reaches the browser.
      const result = JSON.parse(JSON.stringify(normalizePostContent(raw)))
      expect(wrap(<PostBody result={result} />)).toBe(wrap(<PostRenderer content={raw} />))
    }
  })

  it('keeps DOMPurify out of the post page: no sanitiser in its imports', () => {
    for (const file of [
      'src/features/blog/post-body.tsx',
      'src/features/blog/blog-post-page.tsx',
      'src/features/blog/blog-post-article.tsx',
      'src/domain/inline-html.ts',
    ]) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import (?!type ).*from '([^']+)'/gm)].map(
        (m) => m[1] ?? '',
      )
      expect(imports, file).not.toContain('~/domain/sanitize-html')
      expect(imports, file).not.toContain('~/domain/post-content')
      expect(imports, file).not.toContain('./post-renderer')
      expect(
        imports.some((source) => /dompurify/i.test(source)),
        file,
      ).toBe(false)
    }
  })

  it('the post server function sends normalised content, not the raw JSON', () => {
    const source = readFileSync('src/features/blog/blog.functions.ts', 'utf8')
    expect(source).toMatch(/body: normalizePostContent\(content\)/)
  })
})

describe('the post cut into parts', () => {
  const paragraph = (text: string): PostBlock => ({ type: 'paragraph', data: { text } })
  const header = (text: string, level: HeadingLevel): PostBlock => ({ type: 'header', data: { text, level } })

  it('keeps the opening apart and puts each top-level heading and what follows it in a section', () => {
    const html = wrap(
      <PostBody
        result={{
          ok: true,
          content: {
            blocks: [
              paragraph('Intro'),
              header('Week 1', 2),
              paragraph('One'),
              header('Detail', 3),
              paragraph('More'),
              header('Week 2', 2),
              paragraph('Two'),
            ],
          },
        }}
      />,
    )
    const root = parseMarkup(html).querySelector('[data-testid="post-content"]')
    const children = [...(root?.children ?? [])]
    expect(children.map((child) => child.tagName)).toEqual(['DIV', 'SECTION', 'SECTION'])
    expect([...children[0]!.children].map((child) => child.textContent)).toEqual(['Intro'])
    expect([...children[1]!.children].map((child) => child.textContent)).toEqual(['Week 1', 'One', 'Detail', 'More'])
    expect([...children[2]!.children].map((child) => child.textContent)).toEqual(['Week 2', 'Two'])
  })

  it('a post without a top-level heading is one opening, a heading first opens the first part', () => {
    expect(partsOf([paragraph('a'), header('b', 3)], 2).map((part) => part.from)).toEqual([0])
    expect(partsOf([header('a', 1), paragraph('b'), header('c', 2)], 2).map((part) => part.from)).toEqual([0, 2])
    expect(partsOf([], 2)).toEqual([])
  })

  it('for any post: the parts are the post in order, none empty, each after the first opened by a top-level heading', () => {
    const block = fc.oneof(
      fc.string({ maxLength: 3 }).map(paragraph),
      fc
        .tuple(fc.string({ maxLength: 3 }), fc.constantFrom<HeadingLevel>(1, 2, 3, 4, 5, 6))
        .map(([text, level]) => header(text, level)),
    )
    const topLevel = (candidate: PostBlock, min: HeadingLevel) =>
      candidate.type === 'header' && Math.max(candidate.data.level, min) === min
    fc.assert(
      fc.property(fc.array(block, { maxLength: 30 }), fc.constantFrom<HeadingLevel>(2, 3), (blocks, min) => {
        const parts = partsOf(blocks, min)
        expect(parts.flatMap((part) => part.blocks)).toEqual(blocks)
        parts.forEach((part, index) => {
          expect(part.blocks.length).toBeGreaterThan(0)
          expect(blocks[part.from]).toBe(part.blocks[0])
          if (index > 0) expect(topLevel(part.blocks[0]!, min)).toBe(true)
          expect(part.blocks.slice(1).some((inner) => topLevel(inner, min))).toBe(false)
        })
      }),
    )
  })
})
