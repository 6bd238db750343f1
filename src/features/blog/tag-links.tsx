import { Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { tagLabel } from '~/domain/slug'
import classes from './blog.module.css'

/**
 * A topic chip that links to the blog list filtered by that topic (/blog?tag=...), or to the whole
 * list without a tag. The visible chip is small; the link around it is 44 px tall so it is easy to tap.
 */
export function TagLink({
  tag,
  active,
  children,
  ...attributes
}: {
  tag?: string
  active: boolean
  children: ReactNode
  'aria-current'?: 'page'
  'aria-label'?: string
  'data-testid'?: string
}) {
  return (
    <Link
      to="/blog"
      search={tag ? { tag } : undefined}
      className={classes.tagLink}
      data-active={active || undefined}
      {...attributes}
    >
      <span>{children}</span>
    </Link>
  )
}

/** A post's tags as links to the tag-filtered blog list. */
export function TagLinks({
  tags,
  activeTag,
  className,
}: {
  tags: string[]
  activeTag?: string | null
  className?: string
}) {
  if (tags.length === 0) return null
  return (
    <Group gap={8} wrap="wrap" className={className}>
      {tags.map((tag) => (
        <TagLink
          key={tag}
          tag={tag}
          active={tag === activeTag}
          data-testid="post-tag"
          aria-label={`Articles tagged ${tagLabel(tag)}`}
        >
          {tagLabel(tag)}
        </TagLink>
      ))}
    </Group>
  )
}
