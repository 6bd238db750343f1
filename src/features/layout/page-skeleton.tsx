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
        <div
          className={mantine.skeleton}
          style={
            { '--skeleton-height': 'calc(2.75rem * var(--mantine-scale))', '--skeleton-width': '60%' } as CSSProperties
          }
          data-visible
          data-animate
        />
        <div
          className={mantine.skeleton}
          style={
            { '--skeleton-height': 'calc(1.125rem * var(--mantine-scale))', '--skeleton-width': '85%' } as CSSProperties
          }
          data-visible
          data-animate
        />
        <div
          className={mantine.skeleton}
          style={
            { '--skeleton-height': 'calc(1.125rem * var(--mantine-scale))', '--skeleton-width': '70%' } as CSSProperties
          }
          data-visible
          data-animate
        />
        <div
          className={mantine.skeleton}
          style={
            {
              '--skeleton-height': 'calc(16.25rem * var(--mantine-scale))',
              '--skeleton-radius': 'var(--mantine-radius-lg)',
              marginTop: 'var(--mantine-spacing-md)',
            } as CSSProperties
          }
          data-visible
          data-animate
        />
      </div>
    </div>
  )
}
