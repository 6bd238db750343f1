import type { CSSProperties } from 'react'
import type { ProductId } from '~/domain/product'
import { ChoiceOption, choiceScope, shownFor } from '~/ui/choice/choice'
import { SpriteIcon } from '~/ui/icons/sprite-icon'
import cards from '~/ui/lift-card/lift-card.module.css'
import { ChoiceTabs } from '~/ui/choice/choice-tabs'
import { mantine } from '~/ui/plain/mantine-classes'
import { appTabLabels, appTabs, defaultAppTab, type AppTab } from './app-tabs'
import { AppFeatures, AppPanelHead, AppScreens, AppTechStack } from './app-panel'
import type { AppsShowcase } from './apps.functions'
import classes from './apps.module.css'

type ShowcaseApp = AppsShowcase['showcase'][number]

const panels = { features: AppFeatures, 'tech-stack': AppTechStack, screenshots: AppScreens } as const
const tabs = appTabs.map((id) => ({ id, label: appTabLabels[id] }))

/**
 * The choice of app and the chosen app's panel: its headline, actions and cover, then its features,
 * tech stack and screens in tabs. Server HTML, its code never on a first visit: every app's panel is
 * in the HTML, the picker is a radio group (src/ui/choice) and the detail tabs a second one (the
 * choice's second axis), both shown by CSS, so a tap answers at once with no script. The detail tab
 * stays as it is when the app changes. Both are kept in the URL (?app=, ?tab=); the server checks
 * the ones it names. The panel takes the chosen app's colour (--app-color-N on the scope, apps.module.css).
 */
export function AppShowcase({
  apps,
  selected,
  tab,
  defaultApp,
}: {
  apps: readonly ShowcaseApp[]
  selected: ProductId
  tab: AppTab
  /** The app the URL leaves out. */
  defaultApp: ProductId
}) {
  const colours = Object.fromEntries(apps.map((app, index) => [`--app-color-${index + 1}`, app.color]))
  return (
    <div className={`${choiceScope} ${classes.showcase}`} style={colours as CSSProperties}>
      <div role="radiogroup" aria-label="Choose an app" className={classes.pickerGrid}>
        {apps.map((app) => (
          <ChoiceOption
            key={app.id}
            name="app"
            value={app.id}
            checked={app.id === selected}
            labelClassName={`${cards.tile} ${classes.pickerItem}`}
            labelStyle={{ '--app-color': app.color } as CSSProperties}
            search={{ param: 'app', omit: defaultApp }}
            testId={`pick-${app.id}`}
          >
            <span className={mantine.themeIcon} style={iconStyle(app.color)} aria-hidden>
              <SpriteIcon icon={app.icon} size={20} stroke={1.75} aria-hidden />
            </span>
            <span className={classes.pickerText}>
              <span className={classes.pickerName}>{app.name}</span>
              <span className={classes.pickerCategory}>{app.category}</span>
            </span>
          </ChoiceOption>
        ))}
      </div>
      <div className={classes.panel} data-testid="app-panel">
        {apps.map((app, index) => (
          <div key={app.id} {...shownFor(index + 1)} data-app={app.id}>
            <AppPanelHead app={app} />
          </div>
        ))}
        <div className={classes.detail}>
          <ChoiceTabs
            name="app-tab"
            label="About the app"
            value={tab}
            tabs={tabs}
            search={{ param: 'tab', omit: defaultAppTab }}
            look="line"
            grow
            axis="b"
            renderPanel={(item) => {
              const Panel = panels[item.id]
              return apps.map((app, index) => (
                <div key={app.id} {...shownFor(index + 1)} data-testid={`app-${item.id}-${app.id}`}>
                  <Panel app={app} />
                </div>
              ))
            }}
          />
        </div>
      </div>
    </div>
  )
}

/** What Mantine's ThemeIcon (36 px, radius md, filled in the app's colour) writes inline. */
const iconStyle = (color: string) =>
  ({
    '--ti-size': 'calc(2.25rem * var(--mantine-scale))',
    '--ti-radius': 'var(--mantine-radius-md)',
    '--ti-bg': color,
    '--ti-color': 'var(--mantine-color-white)',
    '--ti-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties
