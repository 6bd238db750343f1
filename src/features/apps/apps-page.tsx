import type { CSSProperties } from 'react'
import type { ProductId } from '~/domain/product'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import plain from '~/ui/plain/plain.module.css'
import type { AppTab } from './app-tabs'
import type { AppsShowcase } from './apps.functions'
import { AppDetailTabs, AppPanelHead, AppPicker, AppsIntro, AppsMore } from './apps-sections'
import classes from './apps.module.css'

export { preloadAppsPage } from './apps-sections'

/**
 * /apps: pick one of the main apps, see its features, tech stack and screens, and act on it.
 * Server HTML but for two islands: the picker (its links carry the tab) and the app's detail tabs
 * (their tab lives in the URL). The chosen app's panel and the other apps are keyed by the app: a
 * switch in place draws them again in the browser, since server HTML never changes.
 */
export function AppsPage({
  products: { showcase, more },
  appId,
  tab,
  onTabChange,
}: {
  /** From the route's loader (getAppsShowcase). */
  products: AppsShowcase
  appId: ProductId
  tab: AppTab
  onTabChange: (tab: AppTab) => void
}) {
  const app = showcase.find((product) => product.id === appId) ?? showcase[0]!
  return (
    <>
      <section className={classes.page}>
        <div className={plain.container}>
          <ServerHtml>
            <AppsIntro />
          </ServerHtml>
          <HydrateLater until="used">
            <AppPicker apps={showcase} selected={app.id} tab={tab} />
          </HydrateLater>
          <div
            key={app.id}
            className={classes.panel}
            style={{ '--app-color': app.color } as CSSProperties}
            data-testid="app-panel"
            data-app={app.id}
          >
            <ServerHtml>
              <AppPanelHead app={app} />
            </ServerHtml>
            <HydrateLater until="used">
              <AppDetailTabs app={app} tab={tab} onTabChange={onTabChange} />
            </HydrateLater>
          </div>
        </div>
      </section>
      <ServerHtml key={app.id}>
        <AppsMore more={more} appId={app.id} />
      </ServerHtml>
    </>
  )
}
