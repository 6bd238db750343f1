import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type CSSProperties } from 'react'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { contactLinkProps } from '~/features/contact/contact-link'
import { Burger } from '~/ui/burger/burger'
import { ButtonContent, buttonLook } from '~/ui/plain/button-look'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { ContactPopover } from './contact-popover'
import { HeaderCountryMenu } from './header-country-menu'
import { SITE_HEADER_ID } from './header-shadow'
import { MOBILE_MENU_ID, MobileMenu, closeMobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'
import classes from './site-header.module.css'
import { demoLabel } from '~/content/story'

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // The mobile menu closes whenever the route changes (not when the page hydrates: a visitor
  // may have opened it before).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMobileMenu()
  }, [pathname])

  return (
    <>
      {/* Its shadow on scroll: SITE_HEADER_ID. The frame may set `data-scrolled` before this hydrates. */}
      <header id={SITE_HEADER_ID} className={classes.header} data-testid="site-header" suppressHydrationWarning>
        <div className={`${plain.container} ${classes.inner}`}>
          <BrandLogo compact />
          <nav
            aria-label="Main"
            className={`${mantine.group} ${plain.group} mantine-visible-from-sm`}
            style={{ '--group-gap': 'calc(0.125rem * var(--mantine-scale))' } as CSSProperties}
          >
            {headerNav.map((entry) => {
              const active = isNavEntryActive(entry, pathname)
              if (entry.kind === 'menu') return <NavDropdown key={entry.label} entry={entry} active={active} />
              if (entry.kind === 'contact') return <ContactPopover key={entry.label} active={active} />
              return (
                <Link
                  key={entry.label}
                  to={entry.to}
                  activeOptions={{ exact: true }}
                  className={classes.navLink}
                  data-nav-entry
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              )
            })}
          </nav>
          <div
            className={`${mantine.group} ${plain.group}`}
            style={{ '--group-gap': 'var(--mantine-spacing-xs)' } as CSSProperties}
          >
            <div
              className={`${mantine.group} ${plain.group} mantine-visible-from-sm`}
              style={{ '--group-gap': 'calc(0.25rem * var(--mantine-scale))' } as CSSProperties}
            >
              <HeaderCountryMenu compact />
              <ColorSchemeToggle />
            </div>
            <a {...contactLinkProps(undefined, 'header')} {...buttonLook({ className: 'mantine-visible-from-lg' })}>
              <ButtonContent>{demoLabel}</ButtonContent>
            </a>
            <Burger
              hiddenFrom="sm"
              // The open menu covers the whole screen, this button too: it never needs to show a cross.
              opened={false}
              popoverTarget={MOBILE_MENU_ID}
              aria-label="Open menu"
              aria-controls={MOBILE_MENU_ID}
              style={{ width: 'calc(2.75rem * var(--mantine-scale))', height: 'calc(2.75rem * var(--mantine-scale))' }}
            />
          </div>
        </div>
      </header>
      {/* Outside the header: a popover shows in the top layer wherever it sits in the page. */}
      <MobileMenu pathname={pathname} />
    </>
  )
}
