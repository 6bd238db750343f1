import { useRouterState } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'

/**
 * What the router shows while a page's code or data loads (its defaultPendingComponent). Public
 * pages get a pulsing outline of a page. Admin pages get a quiet "Loading..." of their own instead:
 * an admin who just signed in must not see the public page's skeleton flash. It lives here, in the
 * one default, so no admin code has to be in the entry of public pages.
 */
export function PageSkeleton() {
  const admin = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin') })
  if (admin) {
    return (
      <div
        className={mantine.stack}
        style={
          {
            '--stack-align': 'center',
            '--stack-justify': 'center',
            '--stack-gap': 'var(--mantine-spacing-sm)',
            minHeight: '60vh',
          } as CSSProperties
        }
        data-testid="admin-loading"
        aria-live="polite"
      >
        <span
          className={mantine.loader}
          style={{ '--loader-size': 'var(--loader-size-sm)' } as CSSProperties}
          aria-hidden
        />
        <p className={mantine.text} style={{ fontWeight: 600 }}>
          Loading...
        </p>
      </div>
    )
  }
  return (
    <div
      className={plain.container}
      style={{ paddingBlock: 'calc(4rem * var(--mantine-scale))' }}
      aria-busy="true"
      aria-live="polite"
      data-testid="page-skeleton"
    >
      <span className="visually-hidden">Loading...</span>
      <div className={mantine.stack} style={{ '--stack-gap': 'var(--mantine-spacing-lg)' } as CSSProperties}>
        {OUTLINE.map((style, index) => (
          <div key={index} className={mantine.skeleton} style={style} data-visible data-animate />
        ))}
      </div>
    </div>
  )
}

/** A bar of the outline, as Mantine's Skeleton writes it: `height` in rem, its other variables. */
const bar = (height: string, rest: Record<string, string>) =>
  ({ '--skeleton-height': `calc(${height} * var(--mantine-scale))`, ...rest }) as CSSProperties

/** The outline: a heading, two lines of text, a picture. */
const OUTLINE = [
  bar('2.75rem', { '--skeleton-width': '60%' }),
  bar('1.125rem', { '--skeleton-width': '85%' }),
  bar('1.125rem', { '--skeleton-width': '70%' }),
  bar('16.25rem', { '--skeleton-radius': 'var(--mantine-radius-lg)', marginTop: 'var(--mantine-spacing-md)' }),
]
