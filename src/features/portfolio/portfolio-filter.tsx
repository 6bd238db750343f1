import { Badge, Box, Button, Group, Text, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import kit from '~/ui/utilities/utilities.module.css'
import { categoryLabel, projectsIn, type PortfolioData } from './portfolio-data'
import { preloadProjectResults } from './portfolio-sections'

/** A Mantine button that is a typed router link (search params checked against the route). */
const ButtonLink = createLink(function ButtonAnchor({
  ref,
  ...props
}: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" ref={ref} {...props} />
})

/**
 * The filters offered (see PortfolioData): All, and every category that has at least one project,
 * with the count of what is shown. An island (see portfolio-page.tsx): the category lives in the
 * URL and switches in place. The projects below are server HTML drawn again in the browser after a
 * switch; their code is fetched as soon as the visitor points at or focuses a filter.
 */
export function CategoryFilter({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  const { projects } = data
  const shown = projectsIn(data, category)
  return (
    <>
      <Box
        component="nav"
        aria-label="Filter projects by category"
        data-testid="portfolio-filter"
        onPointerEnter={preloadProjectResults}
        onFocus={preloadProjectResults}
      >
        <Group gap={8} component="ul" className={kit.plainList}>
          {data.categories.map((item) => {
            const active = item.id === category
            const count = projectsIn(data, item.id).length
            return (
              <li key={item.id}>
                <ButtonLink
                  to="/portfolio"
                  search={{ category: item.id }}
                  replace
                  resetScroll={false}
                  variant={active ? 'filled' : 'default'}
                  radius="xl"
                  size="sm"
                  h={44}
                  aria-current={active ? 'page' : undefined}
                  rightSection={
                    <Badge component="span" size="sm" radius="xl" variant={active ? 'white' : 'light'} color="brand">
                      {count}
                      <VisuallyHidden> projects</VisuallyHidden>
                    </Badge>
                  }
                  data-category={item.id}
                >
                  {item.label}
                </ButtonLink>
              </li>
            )
          })}
        </Group>
      </Box>
      <Text c="dimmed" fz="sm" aria-live="polite" data-testid="portfolio-count">
        {category === 'all'
          ? `Showing all ${projects.length} projects`
          : `Showing ${shown.length} of ${projects.length} projects: ${categoryLabel(data, category)}`}
      </Text>
    </>
  )
}
