import { Burger, Button, Container, Group } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState } from 'react'
import { siteConfig } from '#app-config'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { useContactDialog } from '~/features/contact/contact-dialog-context'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { ContactPopover } from './contact-popover'
import { HeaderCountryMenu } from './header-country-menu'
import { NavDropdown } from './nav-dropdown'
import classes from './site-header.module.css'
import { demoLabel } from '~/content/story'

// The full-screen menu of narrow screens loads when the burger is first pressed (or pointed at).
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [{ y }] = useWindowScroll()
  const [mobileOpen, setMobileOpen] = useState(false)
  const contactDialog = useContactDialog()

  // The mobile menu closes whenever the route changes.
  useEffect(() => {
    setMobileOpen(false)
  }, [pathname])

  return (
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
          <Button visibleFrom="lg" onClick={() => contactDialog.open({ source: 'header' })}>
            {demoLabel}
          </Button>
          <Burger
            hiddenFrom="sm"
            opened={mobileOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => setMobileOpen((open) => !open)}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            size="md"
            w={44}
            h={44}
          />
        </Group>
      </Container>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu pathname={pathname} onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
