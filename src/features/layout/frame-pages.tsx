import type { ErrorComponentProps } from '@tanstack/react-router'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'

// Pages of the frame that few visits show: their code is not part of every page's.
const NotFoundContent = lazySection(() => import('./not-found-page').then((m) => m.NotFoundPage), [], { plain: true })
const SkeletonContent = lazySection(() => import('./page-skeleton').then((m) => m.PageSkeleton), [], { plain: true })
// An error may be that the network has gone: when the error page's own code cannot come either,
// a one-line message with the same two ways out takes its place.
const ErrorContent = lazySection<ErrorComponentProps>(
  () => import('./error-page').then((m) => m.ErrorPage).catch(() => ErrorPageWithoutCode),
  [],
  { plain: true },
)

/** For the root route's loader (see lazySection): the server renders these pages whole. */
export const preloadFramePages = () =>
  Promise.all([NotFoundContent.preload(), SkeletonContent.preload(), ErrorContent.preload()])

/** Shown for any unknown path (the server answers it with HTTP 404); its code comes with it. */
export function NotFoundPage() {
  return (
    <HydrateLater>
      <NotFoundContent />
    </HydrateLater>
  )
}

/** The outline of a page whose data takes a while (client-side navigation only). */
export function PageSkeleton() {
  return <SkeletonContent />
}

/** Generic failure page (see ErrorContent): never shows internals, always offers a way home. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <HydrateLater>
      <ErrorContent {...props} />
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
