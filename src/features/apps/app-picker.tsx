import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { Product, ProductId } from '~/domain/product'
import { SpriteIcon } from '~/ui/icons/sprite-icon'
import cards from '~/ui/lift-card/lift-card.module.css'
import { mantine } from '~/ui/plain/mantine-classes'
import type { AppTab } from './app-tabs'
import classes from './apps.module.css'
import { preloadAppView } from './apps-sections'

/**
 * The choice of app: an island (see apps-page.tsx). Its links keep the tab the detail tabs (an
 * island) may have changed, and switch the app in place. The chosen app's panel and the sections
 * below are server HTML drawn again in the browser after a switch: their code is fetched as soon
 * as the visitor points at or focuses the picker. Drawn with Mantine's classes, without Mantine's
 * JavaScript (see src/ui/plain): the island is at the top of /apps, so its code counts.
 */
export function AppPicker({ apps, selected, tab }: { apps: readonly Product[]; selected: ProductId; tab: AppTab }) {
  return (
    <nav aria-label="Choose an app" onPointerEnter={preloadAppView} onFocus={preloadAppView}>
      <div className={classes.pickerGrid}>
        {apps.map((app) => (
          <Link
            key={app.id}
            to="/apps"
            search={{ app: app.id, tab }}
            replace
            resetScroll={false}
            className={`${cards.tile} ${classes.pickerItem}`}
            aria-current={app.id === selected ? 'page' : undefined}
            style={{ '--app-color': app.color } as CSSProperties}
            data-testid={`pick-${app.id}`}
          >
            <span className={mantine.themeIcon} style={iconStyle(app.color)} aria-hidden>
              <SpriteIcon icon={app.icon} size={20} stroke={1.75} aria-hidden />
            </span>
            <div style={{ minWidth: 0 }}>
              <p
                className={mantine.text}
                style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 700, lineHeight: 1.25 }}
              >
                {app.name}
              </p>
              <p
                className={mantine.text}
                style={{
                  color: 'var(--mantine-color-dimmed)',
                  fontSize: 'var(--mantine-font-size-xs)',
                  lineHeight: 1.3,
                }}
              >
                {app.category}
              </p>
            </div>
          </Link>
        ))}
      </div>
    </nav>
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
