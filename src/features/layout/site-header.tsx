import { Container, Group } from '@mantine/core'
import { Burger } from '~/ui/burger/burger'
import { useWindowScroll } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { siteConfig } from '#app-config'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { ContactPopover } from './contact-popover'
import { HeaderCountryMenu } from './header-country-menu'
import { MOBILE_MENU_ID, MobileMenu, closeMobileMenu } from './mobile-menu'
import { NavDropdown } from './nav-dropdown'
import classes from './site-header.module.css'
import { demoLabel } from '~/content/story'

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [{ y }] = useWindowScroll()

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
      <header
        className={classes.header}
        data-scrolled={y > siteConfig.timings.headerShadowAfterPx || undefined}
        data-testid="site-header"
      >
        <Container className={classes.inner}>
          <BrandLogo compact />
          <Group component="nav" aria-label="Main" gap={2} visibleFrom="sm" wrap="nowrap">
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
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group visibleFrom="sm" gap={4} wrap="nowrap">
              <HeaderCountryMenu compact />
              <ColorSchemeToggle />
            </Group>
            <RequestDemoButton source="header" visibleFrom="lg">
              {demoLabel}
            </RequestDemoButton>
            <Burger
              hiddenFrom="sm"
              // The open menu covers the whole screen, this button too: it never needs to show a cross.
              opened={false}
              popoverTarget={MOBILE_MENU_ID}
              aria-label="Open menu"
              aria-controls={MOBILE_MENU_ID}
              size="md"
              w={44}
              h={44}
            />
          </Group>
        </Container>
      </header>
      {/* Outside the header: a popover shows in the top layer wherever it sits in the page. */}
      <MobileMenu pathname={pathname} />
    </>
  )
}
