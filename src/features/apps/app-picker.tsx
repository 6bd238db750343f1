import { Box, SimpleGrid, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { Product, ProductId } from '~/domain/product'
import { IconGlyph } from '~/ui/icons/icon'
import cards from '~/ui/lift-card/lift-card.module.css'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import type { AppTab } from './app-tabs'
import classes from './apps.module.css'
import { preloadAppView } from './apps-sections'

/**
 * The choice of app: an island (see apps-page.tsx). Its links keep the tab the detail tabs (an
 * island) may have changed, and switch the app in place. The chosen app's panel and the sections
 * below are server HTML drawn again in the browser after a switch: their code is fetched as soon
 * as the visitor points at or focuses the picker.
 */
export function AppPicker({ apps, selected, tab }: { apps: readonly Product[]; selected: ProductId; tab: AppTab }) {
  return (
    <nav aria-label="Choose an app" onPointerEnter={preloadAppView} onFocus={preloadAppView}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
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
            <ThemeIcon size={36} radius="md" color={app.color} aria-hidden>
              <IconGlyph name={app.icon} size={20} />
            </ThemeIcon>
            <Box miw={0}>
              <Text fw={700} fz="sm" lh={1.25}>
                {app.name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.3}>
                {app.category}
              </Text>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
    </nav>
  )
}
