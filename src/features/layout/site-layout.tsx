import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { ContactDialogProvider } from '~/features/contact/contact-dialog-context'
import type { Preference } from '~/domain/currency'
import { PreferenceProvider } from '~/features/currency/preference-context'
import { PageViewTracker } from '~/features/analytics/page-view-tracker'
import { ServiceWorkerRegistration } from '~/features/pwa/register-service-worker'
import { HydrationMarker } from './hydration-marker'
import layout from './layout.module.css'
import { PromoBanner } from './promo-banner'
import { SecondaryBar } from './secondary-bar'
import { SiteHeader } from './site-header'
import { preloadContactOptions } from './contact-popover'
import { HydrateLater, openEverySection } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import newsletterStyles from '~/features/newsletter/newsletter-form.module.css'

// The footer, below every page: an island (its newsletter form answers in place, and it reports
// footer_view), its code fetched when the visitor comes near it (see lazySection).
const SiteFooter = lazySection(() => import('./site-footer').then((m) => m.SiteFooter), [newsletterStyles])

/**
 * For the root route's loader (see lazySection): the footer's code and the header's Contact
 * options, which the server renders whole into every page.
 */
export const preloadFrameSections = () => Promise.all([SiteFooter.preload(), preloadContactOptions()])

/** Public page frame: promo banner, header, secondary bar, the page, footer. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PromoBanner />
      <SiteHeader />
      <SecondaryBar />
      <main id="main" tabIndex={-1} className={layout.main}>
        {children}
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </>
  )
}

/** `preference` is the visitor's currency from the server (cookie or country detection). */
export function SiteLayout({ preference, children }: { preference?: Preference; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Sections that still wait for the visitor hydrate before the location changes (see HydrateLater).
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', openEverySection), [router])
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
