import { defaultShowcaseProductId } from '~/content/product-nav'
import type { ProductId } from '~/domain/product'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import plain from '~/ui/plain/plain.module.css'
import type { AppTab } from './app-tabs'
import type { AppsShowcase } from './apps.functions'
import { AppShowcase, AppsIntro, AppsMore } from './apps-sections'
import classes from './apps.module.css'

export { preloadAppsPage } from './apps-sections'

/**
 * /apps: pick one of the main apps, see its features, tech stack and screens, and act on it. All
 * server HTML: the picker and the detail tabs answer with no script (AppShowcase); the app and the
 * tab the URL names are the ones the server shows.
 */
export function AppsPage({
  products: { showcase, more },
  appId,
  tab,
}: {
  /** From the route's loader (getAppsShowcase). */
  products: AppsShowcase
  appId: ProductId
  tab: AppTab
}) {
  return (
    <>
      <section className={classes.page}>
        <div className={plain.container}>
          <ServerHtml>
            <AppsIntro />
          </ServerHtml>
          <ServerHtml>
            <AppShowcase apps={showcase} selected={appId} tab={tab} defaultApp={defaultShowcaseProductId} />
          </ServerHtml>
        </div>
      </section>
      <ServerHtml>
        <AppsMore more={more} />
      </ServerHtml>
    </>
  )
}
