import type { ErrorComponentProps } from '@tanstack/react-router'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { definePage } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'

/**
 * Pages of the frame that few visits show: their code is not part of every page's. The frame's
 * declaration includes them (site-layout.tsx): the root route's loader awaits their preload, and
 * the server renders these pages whole.
 */
export const framePages = definePage({
  NotFoundContent: lazySection(() => import('./not-found-page').then((m) => m.NotFoundPage), [], { plain: true }),
  SkeletonContent: lazySection(() => import('./page-skeleton').then((m) => m.PageSkeleton), [], { plain: true }),
  // An error may be that the network has gone: when the error page's own code cannot come either,
  // a one-line message with the same two ways out takes its place.
  ErrorContent: lazySection<ErrorComponentProps>(
    () => import('./error-page').then((m) => m.ErrorPage).catch(() => ErrorPageWithoutCode),
    [],
    { plain: true },
  ),
})

/** Shown for any unknown path (the server answers it with HTTP 404); its code comes with it. */
export function NotFoundPage() {
  return (
    <HydrateLater>
      <framePages.NotFoundContent />
    </HydrateLater>
  )
}

/** The outline of a page whose data takes a while (client-side navigation only). */
export function PageSkeleton() {
  return <framePages.SkeletonContent />
}

/** Generic failure page (see framePages.ErrorContent): never shows internals, always offers a way home. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <HydrateLater>
      <framePages.ErrorContent {...props} />
    </HydrateLater>
  )
}

function ErrorPageWithoutCode() {
  return (
    <p data-testid="error-page" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      Something went wrong. <a href="">Try again</a> or go <a href="/">home</a>.
    </p>
  )
}
