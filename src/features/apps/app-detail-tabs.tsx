import { useId, useRef, type CSSProperties, type KeyboardEvent } from 'react'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import { isPlainClick, useSearchHref } from '~/ui/pill-tabs/search-href'
import { useHydrated } from '~/ui/pill-tabs/use-hydrated'
import { cx, mantine } from '~/ui/plain/mantine-classes'
import { appTabLabels, appTabs, type AppTab } from './app-tabs'
import type { AppsShowcase } from './apps.functions'
import classes from './apps.module.css'
import { AppFeatures, AppScreens, AppTechStack } from './apps-sections'

type ShowcaseApp = AppsShowcase['showcase'][number]

const panels = { features: AppFeatures, 'tech-stack': AppTechStack, screenshots: AppScreens } as const

/**
 * An app's features, tech stack and screens, one tab each; the tab lives in the URL. An island
 * (see apps-page.tsx) of the tab list only: the three panels are server HTML (every one is in the
 * page, the others hidden, as Mantine's Tabs kept them), so a switch of tab shows another panel and
 * draws nothing. The tabs are links to their URL, so they work before the script and without it;
 * once hydrated, a click or the arrow keys (the tabs pattern, as Mantine's Tabs: Home, End, and
 * round from the last to the first) switch in place. Mantine's Tabs look without its JavaScript
 * (see src/ui/plain).
 */
export function AppDetailTabs({
  app,
  tab,
  onTabChange,
}: {
  app: ShowcaseApp
  tab: AppTab
  onTabChange: (tab: AppTab) => void
}) {
  const id = useId()
  const hrefFor = useSearchHref()
  const hydrated = useHydrated()
  const list = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
    // From the focused tab (before hydration a visitor may have tabbed to one not chosen).
    const focused = tabs.indexOf(event.target as HTMLElement)
    const index = focused >= 0 ? focused : appTabs.indexOf(tab)
    const last = appTabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % appTabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % appTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1
    if (next < 0) return
    event.preventDefault()
    tabs[next]?.focus()
    onTabChange(appTabs[next]!)
  }

  return (
    <div className={mantine.tabs} data-variant="default" data-orientation="horizontal" style={rootStyle}>
      <div
        ref={list}
        className={mantine.tabsList}
        data-variant="default"
        data-grow="true"
        data-orientation="horizontal"
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {appTabs.map((value) => (
          <a
            key={value}
            href={hrefFor({ tab: value })}
            className={cx(mantine.tab, classes.detailTab)}
            data-variant="default"
            data-active={value === tab || undefined}
            data-orientation="horizontal"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={value === tab}
            aria-controls={`${id}-panel-${value}`}
            // Before hydration every tab is in the Tab order (the arrow keys need the script).
            tabIndex={!hydrated || value === tab ? 0 : -1}
            onClick={(event) => {
              if (!isPlainClick(event)) return
              event.preventDefault()
              onTabChange(value)
            }}
          >
            <span className={mantine.tabLabel}>{appTabLabels[value]}</span>
          </a>
        ))}
      </div>
      {appTabs.map((value) => {
        const Panel = panels[value]
        return (
          <div
            key={value}
            className={mantine.tabsPanel}
            data-orientation="horizontal"
            role="tabpanel"
            id={`${id}-panel-${value}`}
            aria-labelledby={`${id}-tab-${value}`}
            style={{ display: value === tab ? undefined : 'none', paddingTop: 'var(--mantine-spacing-xl)' }}
          >
            <ServerHtml>
              <Panel app={app} />
            </ServerHtml>
          </div>
        )
      })}
    </div>
  )
}

/** What Mantine's Tabs (default variant, brand colour, 48 px above) write inline. */
const rootStyle = {
  '--tabs-radius': 'var(--mantine-radius-default)',
  '--tabs-color': 'var(--mantine-color-brand-filled)',
  '--tabs-text-color': 'var(--mantine-color-white)',
  marginTop: 'calc(3rem * var(--mantine-scale))',
} as CSSProperties
