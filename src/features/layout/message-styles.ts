import type { CSSProperties } from 'react'

/** The 404 and error pages' layout, inline as Mantine wrote it (pages seldom seen: no CSS for them in every page). */
export const messageStyles = {
  page: {
    maxWidth: 'calc(45rem * var(--mantine-scale))',
    paddingInline: 'var(--mantine-spacing-md)',
    paddingBlock: 'calc(6rem * var(--mantine-scale))',
    marginInline: 'auto',
  },
  stack: { '--stack-gap': 'var(--mantine-spacing-md)', '--stack-align': 'center', textAlign: 'center' },
  title: {
    '--title-fw': 'var(--mantine-h1-font-weight)',
    '--title-lh': 'var(--mantine-h1-line-height)',
    '--title-fz': 'var(--mantine-h1-font-size)',
  },
  text: { color: 'var(--mantine-color-dimmed)', maxWidth: 'calc(32.5rem * var(--mantine-scale))' },
  actions: {
    '--group-gap': 'var(--mantine-spacing-md)',
    '--group-justify': 'center',
    marginTop: 'var(--mantine-spacing-md)',
  },
} as Record<'page' | 'stack' | 'title' | 'text' | 'actions', CSSProperties>
