import { PromoBanner } from './promo-banner'
import { SecondaryBar } from './secondary-bar'
import { SiteHeader } from './site-header'

export { contactPanel } from './contact-popover'

/**
 * The frame above every public page: the announcement, the header (with the mobile menu) and the
 * breadcrumb bar. One island that hydrates when the visitor uses it (see SiteLayout).
 */
export function SiteChrome() {
  return (
    <>
      <PromoBanner />
      <SiteHeader />
      <SecondaryBar />
    </>
  )
}
