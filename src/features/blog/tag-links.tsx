import { Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { tagLabel } from '~/domain/slug'
import classes from './blog.module.css'

/**
 * A post's tags as links to the tag-filtered blog list (/blog?tag=...). The visible chip is small;
 * the link around it is 44 px tall so it is easy to tap.
 */
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
        <Link
          key={tag}
          to="/blog"
          search={{ tag }}
          className={classes.tagLink}
          data-active={tag === activeTag || undefined}
          data-testid="post-tag"
          aria-label={`Articles tagged ${tagLabel(tag)}`}
        >
          <span>{tagLabel(tag)}</span>
        </Link>
      ))}
    </Group>
  )
}
