import { Anchor, Box, Button, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { LinkTab, useSearchHref } from '~/ui/pill-tabs/link-tab'
import { IconHeadset, IconLifebuoy } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { ChitchatTabId, DocPage, DocSection, TabbedDoc } from '~/content/docs'
import { OnThisPage } from '~/features/legal/on-this-page'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import kit from '~/ui/utilities/utilities.module.css'
import { Section } from '~/ui/section/section'
import { DocBlocks } from './doc-blocks'
import { DocIconGlyph } from './doc-icon'
import type { DocsNavGroup } from './docs.functions'

function DocSections({ sections }: { sections: DocSection[] }) {
  return (
    <Stack gap={56}>
      {sections.map((section) => (
        <AnchoredSection key={section.id} id={section.id} headingId={`${section.id}-title`} testId="doc-section">
          <Title order={2} fz={{ base: 22, md: 26 }} mb="md" id={`${section.id}-title`}>
            {section.title}
          </Title>
          <DocBlocks blocks={section.blocks} />
        </AnchoredSection>
      ))}
    </Stack>
  )
}

/** Every documentation page, for moving between them from the sidebar. */
function AllDocsNav({ nav, current }: { nav: DocsNavGroup[]; current: DocPage['id'] }) {
  return (
    <Box mt="xl">
      {nav.map((group) => (
        <Box key={group.id} mb="md">
          <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb={6}>
            {group.title}
          </Text>
          <Stack gap={0}>
            {group.pages.map(({ id, icon, shortTitle }) => (
              <Anchor
                key={id}
                component={Link}
                to={`/documentation/${id}`}
                fz="sm"
                fw={id === current ? 700 : 500}
                c={id === current ? 'brand' : 'inherit'}
                aria-current={id === current ? 'page' : undefined}
                mih={36}
                className={kit.tapLinkWide}
              >
                <DocIconGlyph icon={icon} size={16} />
                {shortTitle}
              </Anchor>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  )
}

function HelpCard() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
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

function DocBody({
  doc,
  nav,
  tocSections,
  children,
}: {
  doc: DocPage
  nav: DocsNavGroup[]
  tocSections: DocSection[]
  children: ReactNode
}) {
  return (
    <Section py={{ base: 32, md: 64 }}>
      <Grid gap={{ base: 0, md: 56 }}>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <OnThisPage items={tocSections.map((section) => ({ id: section.id, title: section.title }))}>
            <AllDocsNav nav={nav} current={doc.id} />
          </OnThisPage>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Box maw={800}>
            {children}
            <HelpCard />
          </Box>
        </Grid.Col>
      </Grid>
    </Section>
  )
}

/** Below the header of a documentation page made of sections: the table of contents and the sections. */
export function ArticleDocBody({ doc, nav }: { doc: Extract<DocPage, { kind: 'article' }>; nav: DocsNavGroup[] }) {
  return (
    <DocBody doc={doc} nav={nav} tocSections={doc.sections}>
      <DocSections sections={doc.sections} />
    </DocBody>
  )
}

/** Below the header of a documentation page in tabs (Chitchat): the tabs and their sections. */
export function TabbedDocBody({
  doc,
  nav,
  tab,
  onTabChange,
}: {
  doc: TabbedDoc
  nav: DocsNavGroup[]
  tab: ChitchatTabId
  onTabChange: (tab: ChitchatTabId) => void
}) {
  const active = doc.tabs.find((item) => item.id === tab) ?? doc.tabs[0]
  const hrefFor = useSearchHref()
  return (
    <DocBody doc={doc} nav={nav} tocSections={active?.sections ?? []}>
      <Tabs
        value={active?.id ?? null}
        onChange={(value) => {
          const next = doc.tabs.find((item) => item.id === value)
          if (next) onTabChange(next.id)
        }}
        keepMountedMode="display-none"
        // The tabs wrap onto a second line on phones: every section stays in sight, none hides off-screen.
        styles={{ list: { flexWrap: 'wrap' }, tab: { whiteSpace: 'nowrap' } }}
      >
        <Tabs.List aria-label={`${doc.shortTitle} documentation sections`} mb={40}>
          {doc.tabs.map((item) => (
            <LinkTab key={item.id} value={item.id} href={hrefFor({ tab: item.id })} fz="md" fw={600} h={48}>
              {item.label}
            </LinkTab>
          ))}
        </Tabs.List>
        {doc.tabs.map((item) => (
          <Tabs.Panel key={item.id} value={item.id}>
            <DocSections sections={item.sections} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </DocBody>
  )
}
