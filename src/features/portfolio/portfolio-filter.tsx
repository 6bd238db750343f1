import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import { mantine } from '~/ui/plain/mantine-classes'
import kit from '~/ui/utilities/utilities.module.css'
import { categoryLabel, projectsIn, type PortfolioData } from './portfolio-data'
import { preloadProjectResults } from './portfolio-sections'

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid'

/** A filter's look: Mantine's Button, pill-shaped, 44 px tall; filled when chosen, 'default' otherwise. */
function buttonStyle(active: boolean): CSSProperties {
  return {
    '--button-height': 'var(--button-height-sm)',
    '--button-padding-x': 'var(--button-padding-x-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-radius': 'var(--mantine-radius-xl)',
    ...(active
      ? {
          '--button-bg': 'var(--mantine-color-brand-filled)',
          '--button-hover': 'var(--mantine-color-brand-filled-hover)',
          '--button-color': 'var(--mantine-color-white)',
          '--button-bd': `${BORDER} transparent`,
        }
      : {
          '--button-bg': 'var(--mantine-color-default)',
          '--button-hover': 'var(--mantine-color-default-hover)',
          '--button-color': 'var(--mantine-color-default-color)',
          '--button-bd': `${BORDER} var(--mantine-color-default-border)`,
        }),
    height: 'calc(2.75rem * var(--mantine-scale))',
  } as CSSProperties
}

/** The count's look: Mantine's Badge, small and round; white on the chosen filter, light otherwise. */
function badgeStyle(active: boolean): CSSProperties {
  return {
    '--badge-height': 'var(--badge-height-sm)',
    '--badge-padding-x': 'var(--badge-padding-x-sm)',
    '--badge-fz': 'var(--badge-fz-sm)',
    '--badge-radius': 'var(--mantine-radius-xl)',
    '--badge-bg': active ? 'var(--mantine-color-white)' : 'var(--mantine-color-brand-light)',
    '--badge-color': active ? 'var(--mantine-color-brand-filled)' : 'var(--mantine-color-brand-light-color)',
    '--badge-bd': `${BORDER} transparent`,
  } as CSSProperties
}

/**
 * The filters offered (see PortfolioData): All, and every category that has at least one project,
 * with the count of what is shown. An island (see portfolio-page.tsx): the category lives in the
 * URL and switches in place. The projects below are server HTML drawn again in the browser after a
 * switch; their code is fetched as soon as the visitor points at or focuses a filter. Mantine's look
 * without its JavaScript (src/ui/plain): the island is near the top, so its code comes with the page.
 */
export function CategoryFilter({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  const { projects } = data
  const shown = projectsIn(data, category)
  return (
    <>
      <nav
        aria-label="Filter projects by category"
        data-testid="portfolio-filter"
        onPointerEnter={preloadProjectResults}
        onFocus={preloadProjectResults}
      >
        <ul
          className={`${kit.plainList} ${mantine.group}`}
          style={{ '--group-gap': 'calc(0.5rem * var(--mantine-scale))', '--group-wrap': 'wrap' } as CSSProperties}
        >
          {data.categories.map((item) => {
            const active = item.id === category
            const count = projectsIn(data, item.id).length
            return (
              <li key={item.id}>
                <Link
                  to="/portfolio"
                  search={{ category: item.id }}
                  replace
                  resetScroll={false}
                  className={mantine.button}
                  style={buttonStyle(active)}
                  data-variant={active ? 'filled' : 'default'}
                  data-size="sm"
                  data-with-right-section
                  aria-current={active ? 'page' : undefined}
                  data-category={item.id}
                >
                  <span className={mantine.buttonInner}>
                    <span className={mantine.buttonLabel}>{item.label}</span>
                    <span className={mantine.buttonSection} data-position="right">
                      <span
                        className={mantine.badge}
                        style={badgeStyle(active)}
                        data-variant={active ? 'white' : 'light'}
                        data-size="sm"
                      >
                        <span className={mantine.badgeLabel}>
                          {count}
                          <span className={mantine.visuallyHidden}> projects</span>
                        </span>
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <p
        className={mantine.text}
        style={{ color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' }}
        aria-live="polite"
        data-testid="portfolio-count"
      >
        {category === 'all'
          ? `Showing all ${projects.length} projects`
          : `Showing ${shown.length} of ${projects.length} projects: ${categoryLabel(data, category)}`}
      </p>
    </>
  )
}
