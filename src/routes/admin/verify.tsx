import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { searchParser, text } from '~/domain/url-search'
import { getPendingSignIn } from '~/features/admin/auth.functions'
import { SecondFactorPage } from '~/features/admin/second-factor-page'

const readSearch = searchParser({ redirect: text(100, /^\/admin\/dashboard(\/[a-z-]*)?$/) })

/** The sign-in's second step: only while a sign-in waits for its code. */
export const Route = createFileRoute('/admin/verify')({
  validateSearch: (search: { redirect?: string } & SearchSchemaInput) => readSearch(search),
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  // A loader, not beforeLoad: its code comes with the page's own chunk instead of every page's entry.
  loader: async ({ deps: search }) => {
    const pending = await getPendingSignIn()
    if (pending.signedIn) throw redirect({ to: search.redirect ?? '/admin/dashboard' })
    if (!pending.email) throw redirect({ to: '/admin', search: search.redirect ? { redirect: search.redirect } : {} })
    return { pendingEmail: pending.email }
  },
  staticData: { seo: { title: 'Two-step sign-in - ReadyApps', noindex: true } },
  component: VerifyRoute,
})

function VerifyRoute() {
  const { pendingEmail } = Route.useLoaderData()
  return <SecondFactorPage email={pendingEmail} />
}
