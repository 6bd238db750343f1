import { Badge, Box, Button, Group, Paper, Text } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconClock, IconHeadset, IconLifebuoy } from '@tabler/icons-react'
import type { DocPage } from '~/content/docs'
import { OnThisPage } from '~/features/legal/on-this-page'
import { PageHero } from '~/ui/page-hero/page-hero'
import { AllDocsNav } from './all-docs-nav'
import { DocIconGlyph } from './doc-icon'
import { DocSections } from './doc-sections'
import type { DocsNavGroup } from './docs.functions'
import layout from './doc-page.module.css'

// The parts of a documentation page that never move: server HTML (doc-page.tsx).

/** The header: title, summary, reading time and requirements. */
export function DocHeader({ doc }: { doc: DocPage }) {
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
        <Badge
          variant="light"
          color="gray"
          size="lg"
          tt="none"
          leftSection={<IconClock size={14} stroke={1.75} aria-hidden />}
        >
          {doc.readingMinutes} min read
        </Badge>
        <Badge variant="light" size="lg" tt="none">
          PHP 8.0+ · MySQL 5.7+ · SSL
        </Badge>
      </Group>
    </PageHero>
  )
}

function HelpCard() {
  return (
    <Paper
      withBorder
      radius="lg"
      className={layout.helpCard}
      mt={64}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
      data-testid="doc-help"
    >
      <Group justify="space-between" gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md" maw={460}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden visibleFrom="xs">
            <IconLifebuoy size={22} stroke={1.75} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg">
              Need a hand with set-up?
            </Text>
            <Text c="dimmed" fz="sm">
              Our engineers install, configure and publish your apps as part of every package, and reply to support
              requests within 24 business hours.
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/contact" leftSection={<IconHeadset size={18} stroke={1.75} />}>
            Contact support
          </Button>
          <Button component={Link} to="/support" variant="default">
            Support terms
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}

/** A document made of sections, then the help card: the main column (code samples copy through doc-page.tsx). */
export function ArticleDocContent({ doc }: { doc: Extract<DocPage, { kind: 'article' }> }) {
  return (
    <Box maw={800} className={layout.main}>
      <DocSections sections={doc.sections} />
      <HelpCard />
    </Box>
  )
}

/** The help card alone, below the tabs of a tabbed document. */
export function DocHelp() {
  return (
    <Box maw={800} className={layout.main}>
      <HelpCard />
    </Box>
  )
}

/**
 * The sidebar of a document made of sections: its table of contents (OnThisPage, server HTML: the
 * page marks the section in view with watchTocLinks) and every documentation page.
 */
export function ArticleDocSidebar({ doc, nav }: { doc: Extract<DocPage, { kind: 'article' }>; nav: DocsNavGroup[] }) {
  return (
    <div className={layout.aside}>
      <OnThisPage items={doc.sections.map((section) => ({ id: section.id, title: section.title }))}>
        <AllDocsNav nav={nav} current={doc.id} />
      </OnThisPage>
    </div>
  )
}
