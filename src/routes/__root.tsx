/// <reference types="vite/client" />
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@fontsource-variable/inter/wght.css'
import '~/styles/global.css'
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from '~/theme'
import { getPublicSiteSettings } from '~/features/seo/site.functions'
import { headForMatches } from '~/features/seo/route-seo'
import { SiteLayout } from '~/features/layout/site-layout'
import { NotFoundPage } from '~/features/layout/not-found-page'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: () => getPublicSiteSettings(),
  // Site settings do not change while the app runs: load them once.
  staleTime: Infinity,
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
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <HeadContent />
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Notifications position="top-right" zIndex={1000} />
          {children}
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  )
}
