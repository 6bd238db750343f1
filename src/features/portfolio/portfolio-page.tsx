import type { CSSProperties } from 'react'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import { mantine } from '~/ui/plain/mantine-classes'
import { Section } from '~/ui/section/section'
import type { PortfolioData } from './portfolio-data'
import { PortfolioClosing, PortfolioCounters, PortfolioHero, ProjectBrowser } from './portfolio-sections'

export { preloadPortfolioPage } from './portfolio-sections'

/**
 * /portfolio: projects filtered by a category kept in the URL, impact numbers and client feedback.
 * Server HTML but for one island, the impact numbers (they count up). The category filter answers
 * with no script (ProjectBrowser); the category the URL names is the one the server shows.
 */
export function PortfolioPage({ category, data }: { category: PortfolioCategoryId; data: PortfolioData }) {
  return (
    <>
      <ServerHtml>
        <PortfolioHero intro={data.intro} />
      </ServerHtml>
      <Section id="projects" pt={{ base: 32, md: 48 }}>
        <div className={mantine.stack} style={{ '--stack-gap': 'var(--mantine-spacing-xl)' } as CSSProperties}>
          <h2
            className={mantine.title}
            data-order="2"
            style={
              {
                '--title-fw': 'var(--mantine-h2-font-weight)',
                '--title-lh': 'var(--mantine-h2-line-height)',
                '--title-fz': 'var(--mantine-h2-font-size)',
                fontSize: 'var(--mantine-h3-font-size)',
              } as CSSProperties
            }
          >
            Browse projects by industry
          </h2>
          <ServerHtml>
            <ProjectBrowser category={category} data={data} />
          </ServerHtml>
        </div>
      </Section>
      <HydrateLater>
        <PortfolioCounters counters={data.intro.counters} />
      </HydrateLater>
      <ServerHtml>
        <PortfolioClosing />
      </ServerHtml>
    </>
  )
}
