import { Badge, Group, Menu, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconChevronDown, IconStarFilled } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { siteConfig } from '#app-config'
import type { NavEntry } from '~/content/navigation'
import classes from './site-header.module.css'

/**
 * Desktop dropdown: hovering opens it, leaving closes it after 300 ms, a click toggles it, and
 * Mantine's Menu gives keyboard support (Enter/Space/arrows/Escape).
 */
export function NavDropdown({ entry, active }: { entry: NavEntry; active: boolean }) {
  const [opened, setOpened] = useState(false)
  // Keyboard and click opening move focus into the menu; hover opening leaves focus alone.
  const [trapFocus, setTrapFocus] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A click on the trigger of a menu that hovering just opened pins it open instead of
  // closing it under the pointer; the next click closes it.
  const openedByHover = useRef(false)
  const pressingTrigger = useRef(false)

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false
      setOpened(false)
    }, siteConfig.timings.dropdownCloseDelayMs)
  }
  useEffect(() => cancelClose, [])

  return (
    <div
      onMouseEnter={() => {
        cancelClose()
        if (!opened) {
          setTrapFocus(false)
          openedByHover.current = true
        }
        setOpened(true)
      }}
      onMouseLeave={scheduleClose}
      data-testid={`nav-menu-${entry.label.toLowerCase()}`}
    >
      <Menu
        opened={opened}
        onChange={(next) => {
          cancelClose()
          const pinHoverMenu = !next && pressingTrigger.current && openedByHover.current
          pressingTrigger.current = false
          openedByHover.current = false
          if (pinHoverMenu) return
          if (next) setTrapFocus(true)
          setOpened(next)
        }}
        position="bottom-start"
        offset={4}
        shadow="md"
        width={300}
        withinPortal={false}
        trapFocus={trapFocus}
      >
        <Menu.Target>
          <button
            type="button"
            className={classes.navLink}
            data-active={active || undefined}
            data-nav-entry
            onPointerDown={() => {
              pressingTrigger.current = true
            }}
          >
            {entry.label}
            <IconChevronDown size={16} stroke={1.75} className={classes.chevron} aria-hidden />
          </button>
        </Menu.Target>
        <Menu.Dropdown>
          {entry.children?.map((child) => (
            <Menu.Item key={child.to} component={Link} to={child.to} onClick={() => setOpened(false)}>
              <Stack gap={0}>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {child.label}
                  </Text>
                  {child.star ? (
                    <Badge
                      size="xs"
                      color="saffron.3"
                      c="dark.9"
                      leftSection={<IconStarFilled size={10} aria-hidden />}
                      aria-label="Star product"
                    >
                      Star
                    </Badge>
                  ) : null}
                </Group>
                {child.description ? <span className={classes.menuItemDescription}>{child.description}</span> : null}
              </Stack>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  )
}
