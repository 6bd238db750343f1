import { Box, Button, Collapse, Divider, Group, Stack, Text, ActionIcon } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconChevronDown, IconStarFilled, IconX } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { siteConfig } from '#app-config'
import { headerNav, isNavEntryActive } from '~/content/navigation'
import { useContactDialog } from '~/features/contact/contact-dialog-context'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'
import { HeaderCountryMenu } from './header-country-menu'
import layout from './layout.module.css'
import classes from './site-header.module.css'
import { salesLabel } from '~/content/story'

/** Full-screen menu for narrow screens, with expandable groups. */
export function MobileMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const contactDialog = useContactDialog()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = previous
    }
  }, [onClose])

  return (
    <div
      className={classes.mobileMenu}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      data-testid="mobile-menu"
    >
      <Group justify="space-between" mb="md">
        <BrandLogo onClick={onClose} />
        <ActionIcon variant="subtle" color="gray" size={44} aria-label="Close menu" onClick={onClose}>
          <IconX size={24} stroke={1.75} />
        </ActionIcon>
      </Group>
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {headerNav.map((entry) => {
            const active = isNavEntryActive(entry, pathname)
            if (entry.kind === 'menu' && entry.children) {
              const isOpen = expanded === entry.label
              return (
                <Box key={entry.label}>
                  <button
                    type="button"
                    className={classes.mobileLink}
                    data-active={active || undefined}
                    aria-expanded={isOpen}
                    aria-controls={`mobile-group-${entry.label}`}
                    onClick={() => setExpanded(isOpen ? null : entry.label)}
                  >
                    {entry.label}
                    <IconChevronDown
                      size={20}
                      stroke={1.75}
                      aria-hidden
                      className={`${layout.chevron} ${layout.chevronTurning}`}
                    />
                  </button>
                  <Collapse expanded={isOpen} id={`mobile-group-${entry.label}`}>
                    <Stack gap={2} py={4}>
                      {entry.children.map((child) => (
                        <Link key={child.to} to={child.to} className={classes.mobileSubLink} onClick={onClose}>
                          <span>{child.label}</span>
                          {child.star ? (
                            <IconStarFilled
                              size={14}
                              color="var(--mantine-color-saffron-6)"
                              aria-label="Star product"
                            />
                          ) : null}
                        </Link>
                      ))}
                    </Stack>
                  </Collapse>
                </Box>
              )
            }
            return (
              <Link
                key={entry.label}
                to={entry.to}
                className={classes.mobileLink}
                data-active={active || undefined}
                onClick={onClose}
              >
                {entry.label}
              </Link>
            )
          })}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <HeaderCountryMenu align="start" />
          <ColorSchemeToggle />
        </Group>
        <Text fz="sm" c="dimmed">
          {siteConfig.contact.replyPromise}
        </Text>
        <Button
          size="lg"
          fullWidth
          onClick={() => {
            onClose()
            contactDialog.open({ source: 'mobile-menu' })
          }}
        >
          {salesLabel}
        </Button>
      </Stack>
    </div>
  )
}
