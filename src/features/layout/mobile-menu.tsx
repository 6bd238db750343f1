import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconChevronDown, IconStarFilled, IconX } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { HeaderCountryMenu } from './header-country-menu'
import classes from './site-header.module.css'
import { salesLabel } from '~/content/story'
import { RequestDemoButton } from '~/features/contact/request-demo-button'

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
      <Group justify="space-between" mb="md" wrap="nowrap">
        <BrandLogo onClick={closeMobileMenu} />
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          aria-label="Close menu"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
        >
          <IconX size={24} stroke={1.75} />
        </ActionIcon>
      </Group>
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {headerNav.map((entry) => {
            const active = isNavEntryActive(entry, pathname)
            if (entry.kind === 'menu' && entry.children) {
              return (
                <details key={entry.label} name="mobile-menu-group" className={classes.mobileGroup}>
                  <summary className={classes.mobileLink} data-active={active || undefined}>
                    {entry.label}
                    <IconChevronDown size={20} stroke={1.75} aria-hidden className={classes.chevron} />
                  </summary>
                  <Stack gap={2} py={4}>
                    {entry.children.map((child) => (
                      <Link key={child.to} to={child.to} className={classes.mobileSubLink} onClick={closeMobileMenu}>
                        <span>{child.label}</span>
                        {child.star ? (
                          <IconStarFilled size={14} color="var(--mantine-color-saffron-6)" aria-label="Star product" />
                        ) : null}
                      </Link>
                    ))}
                  </Stack>
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
        </Stack>
      </nav>
      <hr className={classes.mobileRule} />
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <HeaderCountryMenu align="start" testId="mobile-country-selector" />
          <ColorSchemeToggle />
        </Group>
        <Text fz="sm" c="dimmed">
          {siteConfig.contact.replyPromise}
        </Text>
        <RequestDemoButton source="mobile-menu" size="lg" fullWidth>
          {salesLabel}
        </RequestDemoButton>
      </Stack>
    </div>
  )
}
