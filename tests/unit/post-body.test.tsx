import { readFileSync } from 'node:fs'
import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostBody } from '~/features/blog/post-body'
import { PostRenderer } from '~/features/blog/post-renderer'
import { normalizePostContent } from '~/domain/post-content'
import { documentWithPayload, xssPayloads } from './post-renderer.fixtures'

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
