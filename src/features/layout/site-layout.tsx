import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { ContactDialogProvider } from '~/features/contact/contact-dialog-context'
import type { Preference } from '~/domain/currency'
import { PreferenceProvider } from '~/features/currency/preference-context'
import { PageViewTracker } from '~/features/analytics/page-view-tracker'
import { ServiceWorkerRegistration } from '~/features/pwa/register-service-worker'
import { HydrationMarker } from './hydration-marker'
import { framePages } from './frame-pages'
import { useHeaderShadow } from './header-shadow'
import layout from './layout.module.css'
import headerStyles from './site-header.module.css'
import { beforeMove, HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { defineSections } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import plain from '~/ui/plain/plain.module.css'
import kit from '~/ui/utilities/utilities.module.css'
import newsletterStyles from '~/features/newsletter/newsletter-form.module.css'
import contactDialogStyles from '~/features/contact/contact-dialog.module.css'

// The frame's sections (see definePage), with the frame's own pages and the header's Contact options.
const frame = defineSections(
  {
    // The announcement, header and breadcrumb bar: an island that hydrates when the visitor uses it
    // (HydrateLater until="used"). Its links, native popover menus and the country form work as HTML
    // until then; a visit that only reads never fetches its code.
    SiteChrome: lazySection(() => import('./site-chrome').then((m) => m.SiteChrome), [headerStyles, plain, kit], {
      plain: true,
    }),
    // The footer, below every page: an island (its newsletter form answers in place, and it reports
    // footer_view), its code fetched when the visitor comes near it (see lazySection).
    SiteFooter: lazySection(() => import('./site-footer').then((m) => m.SiteFooter), [newsletterStyles]),
    // The contact dialog, a native <dialog> in every public page's HTML that the page's inline script
    // opens (early-taps.ts): an island that hydrates when used (its form's enhancement comes then).
    ContactDialog: lazySection(
      () => import('~/features/contact/contact-dialog').then((m) => m.ContactDialog),
      [contactDialogStyles, newsletterStyles, plain, kit],
      { plain: true },
    ),
  },
  framePages,
  // The header's Contact options, declared in the chrome's own code (contact-popover.tsx).
  { preload: () => import('./site-chrome').then((m) => m.contactPanel.preload()) },
)

/**
 * For the root route's loader (see definePage): the code of the frame's islands, of the frame's own
 * pages and of the header's Contact options, which the server renders whole into every page.
 */
export const preloadFrameSections = frame.preload

/** Public page frame: promo banner, header, secondary bar, the page, footer. */
function PublicFrame({ children }: { children: ReactNode }) {
  useHeaderShadow()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <HydrateLater until="used" frame>
        <frame.SiteChrome />
      </HydrateLater>
      <main id="main" tabIndex={-1} className={layout.main}>
        {children}
      </main>
      <HydrateLater frame>
        <frame.SiteFooter />
      </HydrateLater>
      <HydrateLater until="used">
        <frame.ContactDialog />
      </HydrateLater>
    </>
  )
}

/** `preference` is the visitor's currency from the server (cookie or country detection). */
export function SiteLayout({ preference, children }: { preference?: Preference; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Sections that still wait for the visitor hydrate before the location changes, and a move
  // waits for the frame's (see beforeMove). The history asks its blockers before every change of
  // location, Back and Forward included; this one never blocks, it only waits.
  const router = useRouter()
  useEffect(
    () =>
      router.history.block({
        blockerFn: () => beforeMove().then(() => false),
        enableBeforeUnload: false,
      }),
    [router],
  )
  // The admin area has its own shell.
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  return (
    <PreferenceProvider initial={preference}>
      <ContactDialogProvider>
        <HydrationMarker />
        <PageViewTracker />
        <ServiceWorkerRegistration />
        {isAdmin ? children : <PublicFrame>{children}</PublicFrame>}
      </ContactDialogProvider>
    </PreferenceProvider>
  )
}
