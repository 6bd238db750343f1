import { useMemo } from 'react'
import { normalizePostContent, type HeadingLevel } from '~/domain/post-content'
import { PostBody } from './post-body'

/**
 * Renders Editor.js content (a JSON string or an object) the same way on the server and in the
 * browser. Every text is sanitised here with the strict allow-list, even though the server also
 * sanitises on save. `minHeadingLevel` keeps header blocks below the page's own h1. The public
 * post page uses PostBody with content its server function has normalised already, so DOMPurify
 * stays out of the page's JavaScript.
 */
export function PostRenderer({ content, minHeadingLevel = 2 }: { content: unknown; minHeadingLevel?: HeadingLevel }) {
  const result = useMemo(() => normalizePostContent(content), [content])
  return <PostBody result={result} minHeadingLevel={minHeadingLevel} />
}
