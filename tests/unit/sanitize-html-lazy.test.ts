import { describe, expect, it } from 'vitest'
import { isDomPurifyLoaded } from '#dompurify'
import { normalizePostContent } from '~/domain/post-content'
import { sanitizeInlineHtml } from '~/domain/sanitize-html'
import { samplePosts } from '~/server/posts/sample-posts.server'

/*
 * On the server (vitest resolves `#dompurify` with the node condition, as the server build does)
 * DOMPurify and its jsdom load only when a text needs the parser: never for stored posts, whose
 * texts are already sanitised. This file runs in its own module graph, so nothing loaded it before.
 */
describe('DOMPurify on the server loads on first need', () => {
  it('plain and already-sanitised texts (the sample posts, stored form) do not load it', () => {
    expect(isDomPurifyLoaded()).toBe(false)
    expect(sanitizeInlineHtml('Plain words, R&amp;D')).toBe('Plain words, R&amp;D')
    expect(sanitizeInlineHtml('<b>bold</b> <a href="https://x.test" rel="noopener noreferrer nofollow">x</a>')).toBe(
      '<b>bold</b> <a href="https://x.test" rel="noopener noreferrer nofollow">x</a>',
    )
    for (const post of samplePosts) {
      const result = normalizePostContent(post.content)
      expect(result.ok, post.slug).toBe(true)
      if (result.ok) normalizePostContent(JSON.stringify(result.content))
    }
    expect(isDomPurifyLoaded()).toBe(false)
  })

  it('loads it for a text that needs parsing, and sanitises it', () => {
    expect(sanitizeInlineHtml('<img src=x onerror=alert(1)>hi')).toBe('hi')
    expect(isDomPurifyLoaded()).toBe(true)
  })
})
