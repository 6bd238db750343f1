import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { IconChevronDown, IconStarFilled, IconX } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { HeaderCountryMenu } from './header-country-menu'
import classes from './site-header.module.css'
import { salesLabel } from '~/content/story'
import { contactLinkProps } from '~/features/contact/contact-link'
import { ButtonContent, buttonLook } from '~/ui/plain/button-look'
import { IconButton } from '~/ui/plain/icon-button'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'

export const MOBILE_MENU_ID = 'mobile-menu'

/** Closes the mobile menu if it is open (a link chosen, the route changed). */
export function closeMobileMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID)
  if (menu?.matches(':popover-open')) menu.hidePopover()
}

/**
 * Full-screen menu for narrow screens: a native popover that the burger opens (`popovertarget`),
 * so it opens before the page's script has arrived, or without it; its groups are `<details>`
 * (one open at a time), its links plain links. Escape closes it; the country menu inside is a
 * popover of its own, so Escape there closes only that menu. The page behind does not scroll
 * while it is open (CSS).
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className={classes.mobileMenu}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      data-testid="mobile-menu"
    >
      <div
        className={`${mantine.group} ${plain.group}`}
        style={
          {
            '--group-gap': 'var(--mantine-spacing-md)',
            '--group-justify': 'space-between',
            marginBottom: 'var(--mantine-spacing-md)',
          } as CSSProperties
        }
      >
        <BrandLogo onClick={closeMobileMenu} />
        <IconButton aria-label="Close menu" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide">
          <IconX size={24} stroke={1.75} />
        </IconButton>
      </div>
      <nav aria-label="Mobile">
        <div
          className={mantine.stack}
          style={{ '--stack-gap': 'calc(0.25rem * var(--mantine-scale))' } as CSSProperties}
        >
          {headerNav.map((entry) => {
            const active = isNavEntryActive(entry, pathname)
            if (entry.kind === 'menu' && entry.children) {
              return (
                <details key={entry.label} name="mobile-menu-group" className={classes.mobileGroup}>
                  <summary className={classes.mobileLink} data-active={active || undefined}>
                    {entry.label}
                    <IconChevronDown size={20} stroke={1.75} aria-hidden className={classes.chevron} />
                  </summary>
                  <div
                    className={mantine.stack}
                    style={
                      {
                        '--stack-gap': 'calc(0.125rem * var(--mantine-scale))',
                        paddingBlock: 'calc(0.25rem * var(--mantine-scale))',
                      } as CSSProperties
                    }
                  >
                    {entry.children.map((child) => (
                      <Link key={child.to} to={child.to} className={classes.mobileSubLink} onClick={closeMobileMenu}>
                        <span>{child.label}</span>
                        {child.star ? (
                          <IconStarFilled size={14} color="var(--mantine-color-saffron-6)" aria-label="Star product" />
                        ) : null}
                      </Link>
                    ))}
                  </div>
                </details>
              )
            }
            return (
              <Link
                key={entry.label}
                to={entry.to}
                className={classes.mobileLink}
                data-active={active || undefined}
                onClick={closeMobileMenu}
              >
                {entry.label}
              </Link>
            )
          })}
        </div>
      </nav>
      <hr className={classes.mobileRule} />
      <div className={mantine.stack} style={{ '--stack-gap': 'var(--mantine-spacing-sm)' } as CSSProperties}>
        <div
          className={`${mantine.group} ${plain.group}`}
          style={{ '--group-gap': 'var(--mantine-spacing-md)', '--group-justify': 'space-between' } as CSSProperties}
        >
          <HeaderCountryMenu align="start" testId="mobile-country-selector" />
          <ColorSchemeToggle />
        </div>
        <p className={`${mantine.text} ${plain.textSm} ${classes.dimmed}`}>{siteConfig.contact.replyPromise}</p>
        <a {...contactLinkProps(undefined, 'mobile-menu')} {...buttonLook({ size: 'lg', block: true })}>
          <ButtonContent>{salesLabel}</ButtonContent>
        </a>
      </div>
    </div>
  )
}
