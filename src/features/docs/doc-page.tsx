import { Badge, Group } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconClock } from '@tabler/icons-react'
import type { ChitchatTabId, DocPage, TabbedDoc } from '~/content/docs'
import onThisPage from '~/features/legal/on-this-page.module.css'
import contentTable from '~/ui/content-table/content-table.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { PageHero } from '~/ui/page-hero/page-hero'
import section from '~/ui/section/section.module.css'
import docBlocks from './doc-blocks.module.css'
import { DocIconGlyph } from './doc-icon'
import type { DocsNavGroup } from './docs.functions'

// Below the header: the code of the sidebar and the document comes when the visitor reaches it (see lazySection).
const bodyStyles = [section, onThisPage, docBlocks, contentTable, faqAccordion]
const ArticleDocBody = lazySection(() => import('./doc-body').then((m) => m.ArticleDocBody), bodyStyles)
const TabbedDocBody = lazySection(() => import('./doc-body').then((m) => m.TabbedDocBody), bodyStyles)

/** For the routes' loaders (see lazySection). */
export const preloadDocPage = () => Promise.all([ArticleDocBody.preload(), TabbedDocBody.preload()])

function DocHeader({ doc }: { doc: DocPage }) {
  return (
    <PageHero
      compact
      eyebrow={doc.group === 'products' ? 'Product documentation' : 'Guide'}
      title={
        <Group gap="md" wrap="nowrap" component="span" align="center">
          <ThemeIcon size={52} radius="md" color={doc.color} aria-hidden visibleFrom="xs">
            <DocIconGlyph icon={doc.icon} size={28} />
          </ThemeIcon>
          <span>{doc.title}</span>
        </Group>
      }
      description={doc.summary}
    >
      <Group gap="xs">
        <Badge variant="light" color="gray" size="lg" tt="none" leftSection={<IconClock size={14} stroke={1.75} />}>
          {doc.readingMinutes} min read
        </Badge>
        <Badge variant="light" size="lg" tt="none">
          PHP 8.0+ · MySQL 5.7+ · SSL
        </Badge>
      </Group>
    </PageHero>
  )
}

/** A documentation page made of sections, with a table of contents. */
export function ArticleDocPage({ doc, nav }: { doc: Extract<DocPage, { kind: 'article' }>; nav: DocsNavGroup[] }) {
  return (
    <>
      <DocHeader doc={doc} />
      <HydrateLater>
        <ArticleDocBody doc={doc} nav={nav} />
      </HydrateLater>
    </>
  )
}

/** A documentation page in tabs (Chitchat); the open tab lives in the URL (?tab=api). */
export function TabbedDocPage(props: {
  doc: TabbedDoc
  nav: DocsNavGroup[]
  tab: ChitchatTabId
  onTabChange: (tab: ChitchatTabId) => void
}) {
  return (
    <>
      <DocHeader doc={props.doc} />
      <HydrateLater>
        <TabbedDocBody {...props} />
      </HydrateLater>
    </>
  )
}
