import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'

// The home page's title is automatic (siteConfig.homeTitle).
export const Route = createFileRoute('/')({
  component: HomePage,
})
