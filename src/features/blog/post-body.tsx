import { Box } from '@mantine/core'
import { createElement } from 'react'
import { inlineHtmlToText } from '~/domain/inline-html'
import type { ContentResult, HeadingLevel, ListItem, ListStyle, PostBlock } from '~/domain/post-content'
import { mediaSrcSet, parseMediaUrl } from '~/domain/post-media'
import classes from './post-renderer.module.css'

/** Post image blocks are shown 200 px wide (spec); height follows the image's proportions. */
const POST_IMAGE_WIDTH = 200

/** Inline HTML that normalizePostContent has already sanitised with the strict allow-list. */
function html(value: string) {
  return { __html: value }
}

function ListItems({ items, style }: { items: ListItem[]; style: ListStyle }) {
  return items.map((item, index) => {
    const nested = item.items.length > 0 ? <PostList items={item.items} style={style} /> : null
    if (style === 'checklist') {
      const checked = item.meta.checked === true
      return (
        <li key={index}>
          <label className={classes.checkItem} data-checked={checked || undefined}>
            <input type="checkbox" checked={checked} disabled />
            <span className={classes.checkText} dangerouslySetInnerHTML={html(item.content)} />
          </label>
          {nested}
        </li>
      )
    }
    return (
      <li key={index}>
        <span dangerouslySetInnerHTML={html(item.content)} />
        {nested}
      </li>
    )
  })
}

function PostList({ items, style, start }: { items: ListItem[]; style: ListStyle; start?: number }) {
  if (style === 'ordered') {
    return (
      <ol start={start}>
        <ListItems items={items} style={style} />
      </ol>
    )
  }
  return (
    <ul className={style === 'checklist' ? classes.checklist : undefined} data-style={style}>
      <ListItems items={items} style={style} />
    </ul>
  )
}

function Block({ block, minHeadingLevel }: { block: PostBlock; minHeadingLevel: HeadingLevel }) {
  switch (block.type) {
    case 'paragraph':
      return block.data.text ? <p dangerouslySetInnerHTML={html(block.data.text)} /> : null
    case 'header': {
      if (!block.data.text) return null
      const level = Math.max(block.data.level, minHeadingLevel)
      return createElement(`h${level}`, {
        'data-level': block.data.level,
        dangerouslySetInnerHTML: html(block.data.text),
      })
    }
    case 'list':
      return <PostList items={block.data.items} style={block.data.style} start={block.data.meta.start} />
    case 'checklist':
      return (
        <PostList
          style="checklist"
          items={block.data.items.map((item) => ({ content: item.text, meta: { checked: item.checked }, items: [] }))}
        />
      )
    case 'image': {
      const { url, width, height } = block.data.file
      const renderedHeight = width && height ? Math.round((POST_IMAGE_WIDTH * height) / width) : undefined
      // Uploaded images come in width variants: the browser picks the one for 200 CSS px at its density.
      const media = parseMediaUrl(url)
      return (
        <figure className={classes.figure}>
          <img
            src={url}
            srcSet={media ? mediaSrcSet(media.id, width ?? media.width) : undefined}
            sizes={media ? `${POST_IMAGE_WIDTH}px` : undefined}
            width={POST_IMAGE_WIDTH}
            height={renderedHeight}
            alt={inlineHtmlToText(block.data.caption)}
            loading="lazy"
            decoding="async"
          />
          {block.data.caption ? <figcaption dangerouslySetInnerHTML={html(block.data.caption)} /> : null}
        </figure>
      )
    }
    case 'quote':
      return (
        <figure className={classes.quote} data-align={block.data.alignment}>
          <blockquote>
            <p dangerouslySetInnerHTML={html(block.data.text)} />
          </blockquote>
          {block.data.caption ? <figcaption dangerouslySetInnerHTML={html(block.data.caption)} /> : null}
        </figure>
      )
    default:
      return null
  }
}

/**
 * Renders post content that normalizePostContent has already checked and sanitised (on the
 * server, in the blog post server function), so the page's JavaScript needs no HTML sanitiser.
 * `minHeadingLevel` keeps header blocks below the page's own h1.
 */
export function PostBody({ result, minHeadingLevel = 2 }: { result: ContentResult; minHeadingLevel?: HeadingLevel }) {
  if (!result.ok) {
    return (
      <Box className={classes.root} data-testid="post-content">
        <p className={classes.message} role="status">
          {result.message}
        </p>
      </Box>
    )
  }
  const [opening, ...parts] = partsOf(result.content.blocks, minHeadingLevel)
  const blocks = (part: Part) =>
    part.blocks.map((block, index) => (
      <Block key={`${block.id ?? 'block'}-${part.from + index}`} block={block} minHeadingLevel={minHeadingLevel} />
    ))
  return (
    <Box className={classes.root} data-testid="post-content">
      {opening ? <div className={classes.opening}>{blocks(opening)}</div> : null}
      {parts.map((part) => (
        <section key={part.from} className={classes.part}>
          {blocks(part)}
        </section>
      ))}
    </Box>
  )
}

interface Part {
  /** The index of the part's first block in the post. */
  from: number
  blocks: PostBlock[]
}

/**
 * The post cut before each of its top-level headings: the opening (what comes before the first
 * one), then a part per heading. Each part after the opening is a `<section>` (a heading and its
 * text: no landmark, it has no name) laid out only when it nears the screen
 * (post-renderer.module.css), so a long post's first layout is the screen's worth of it; Back and
 * Reload return to the same place in it as in a page's sections (src/server/page-cache/keep-place).
 */
export function partsOf(blocks: readonly PostBlock[], minHeadingLevel: HeadingLevel): Part[] {
  const parts: Part[] = []
  let current: Part = { from: 0, blocks: [] }
  blocks.forEach((block, index) => {
    const topLevel = block.type === 'header' && Math.max(block.data.level, minHeadingLevel) === minHeadingLevel
    if (topLevel && current.blocks.length > 0) {
      parts.push(current)
      current = { from: index, blocks: [] }
    }
    current.blocks.push(block)
  })
  if (current.blocks.length > 0) parts.push(current)
  return parts
}
