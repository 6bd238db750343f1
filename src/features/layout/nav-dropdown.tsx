import { Link } from '@tanstack/react-router'
import { IconChevronDown, IconStarFilled } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { siteConfig } from '#app-config'
import type { NavEntry } from '~/content/navigation'
import { mantine } from '~/ui/plain/mantine-classes'
import classes from './site-header.module.css'
import { usePopover } from './use-popover'

/** The saffron 'Star' badge (Mantine's Badge, size xs), inline as Mantine wrote it: two on the site. */
const STAR_BADGE = {
  '--badge-height': 'var(--badge-height-xs)',
  '--badge-padding-x': 'var(--badge-padding-x-xs)',
  '--badge-fz': 'var(--badge-fz-xs)',
  '--badge-bg': 'var(--mantine-color-saffron-3)',
  '--badge-color': 'var(--mantine-color-black)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  color: 'var(--mantine-color-dark-9)',
} as CSSProperties

/**
 * Desktop dropdown: a native popover (it opens and its links work before the script, or without
 * it); once hydrated, hovering opens it, leaving closes it after 300 ms, and the keyboard works as
 * in a menu button (see usePopover).
 */
export function NavDropdown({ entry, active }: { entry: NavEntry; active: boolean }) {
  const menu = usePopover({ hover: true, closeDelayMs: siteConfig.timings.dropdownCloseDelayMs, menu: true })
  return (
    <div {...menu.wrapperProps} className={classes.menuWrapper} data-testid={`nav-menu-${entry.label.toLowerCase()}`}>
      <button {...menu.triggerProps} className={classes.navLink} data-active={active || undefined} data-nav-entry>
        {entry.label}
        <IconChevronDown size={16} stroke={1.75} className={classes.chevron} aria-hidden />
      </button>
      <div {...menu.panelProps} className={classes.menu} style={{ ...menu.panelProps.style, width: 300 }}>
        {entry.children?.map((child) => (
          <Link key={child.to} to={child.to} className={classes.menuItem} {...menu.itemProps}>
            <span className={classes.menuItemTitle}>
              {child.label}
              {child.star ? (
                // A label on a span needs a role; as an image the badge reads 'Star product'.
                <span
                  className={mantine.badge}
                  style={STAR_BADGE}
                  data-size="xs"
                  data-with-left-section
                  role="img"
                  aria-label="Star product"
                >
                  <span className={mantine.badgeSection} data-position="left">
                    <IconStarFilled size={10} aria-hidden />
                  </span>
                  <span className={mantine.badgeLabel}>Star</span>
                </span>
              ) : null}
            </span>
            {child.description ? <span className={classes.menuItemDescription}>{child.description}</span> : null}
          </Link>
        ))}
      </div>
    </div>
  )
}
