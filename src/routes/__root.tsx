/// <reference types="vite/client" />
// Only the Mantine sheets the public pages use (admin ones load with the admin pages); no web font.
import '~/styles/mantine-public.css'
// Mantine's CSS variables merged with the theme's (what MantineProvider wrote into the body), the
// public palettes only (scripts/mantine-theme-css.mjs).
import '~/styles/mantine-theme.css'
import '~/styles/global.css'
// Columns' sheet (the public pages' grids): nearly every section lays out with it.
import '~/ui/columns/columns.module.css'
import { HeadContent, Outlet, Scripts, createRootRoute, useRouter } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react'
import { COLOR_SCHEME_SCRIPT, followColorScheme } from '~/ui/color-scheme/color-scheme'
import { whenVisitorEngages } from '~/ui/idle/when-idle'
import { getPublicSiteSettings } from '~/features/seo/site.functions'
import { DEFAULT_PREFERENCE } from '~/domain/currency'
import { getVisitorPreference } from '~/features/currency/preference.functions'
import { readFormFlash } from '~/features/forms/form-flash.functions'
import { headForMatches } from '~/features/seo/route-seo'
import { SiteLayout, preloadFrameSections } from '~/features/layout/site-layout'
import { earlyTapsScript } from '~/features/layout/early-taps'
import { NotFoundPage } from '~/features/layout/frame-pages'
import { PageBeacon } from '~/features/analytics/page-beacon'

export const Route = createRootRoute({
  loader: async () => {
    // First the code of the frame's parts and pages (see lazySection): the server renders them
    // whole, the error page too when what follows fails (the 503 page is made from it).
    await preloadFrameSections()
    const [settings, preference] = await Promise.all([
      getPublicSiteSettings(),
      // The visitor's currency (cookie or country detection) for the first paint; later changes
      // live in PreferenceProvider and the cookie.
      getVisitorPreference().catch(() => DEFAULT_PREFERENCE),
    ])
    // The outcome of a form sent before hydration or without JavaScript (a 303 back here).
    return { ...settings, preference, formFlash: readFormFlash() }
  },
  // Site settings and the first-paint preference do not change while the app runs: load once.
  staleTime: Infinity,
  preloadStaleTime: Infinity,
  head: ({ matches, loaderData }) => {
    const seo = headForMatches(matches, loaderData?.origin ?? '')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#4a39d8' },
        ...seo.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'alternate', type: 'application/rss+xml', title: 'ReadyApps blog', href: '/rss.xml' },
        ...seo.links,
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const { preference } = Route.useLoaderData()
  return (
    <SiteLayout preference={preference}>
      <Outlet />
    </SiteLayout>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  // This response's CSP nonce (src/server.ts): the inline color scheme script needs it.
  const nonce = useRouter().options.ssr?.nonce
  // The light / dark choice shown right while the page is open (src/ui/color-scheme). Mantine's
  // context and theme are not here: they come with what draws Mantine's components (ThemeScope).
  useEffect(followColorScheme, [])
  return (
    // The scheme's attribute is the script's before React hydrates (light until it has run).
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* The stored scheme before the first paint, then the taps answered before the page's script. */}
        {/* The scripts' text is the server's: the browser ran it with the HTML, and hydration keeps the element as it is, so the bundle need not carry it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? COLOR_SCHEME_SCRIPT + earlyTapsScript() : '' }}
        />
      </head>
      <body>
        <PageBeacon nonce={nonce} />
        <DeferredNotifications />
        {children}
        <Scripts />
      </body>
    </html>
  )
}

// Toasts only ever follow a visitor's action (the contact form, the admin), so the container's
// code (with react-transition-group) is fetched once the visitor engages with the page, not
// with the page's own JavaScript, with Mantine's theme (see ThemeScope). A toast shown earlier waits
// in Mantine's store.
const Notifications = lazy(() =>
  Promise.all([import('~/styles/notifications'), import('~/ui/theme-scope/theme-scope')]).then(([module, scope]) => ({
    default: scope.withTheme(module.Notifications),
  })),
)

function DeferredNotifications() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => whenVisitorEngages(() => setMounted(true)), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" zIndex={1000} />
    </Suspense>
  )
}
