import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconCalendarEvent, IconCheck, IconFileText } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { formatLegalDate, legalDocuments, legalPageIds, type LegalBlock, type LegalDocument } from '~/content/legal'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { ContentTable } from '~/ui/content-table/content-table'
import { ProseList } from '~/ui/prose-list/prose-list'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import { Split } from '~/ui/columns/columns'
import { PageHero } from '~/ui/page-hero/page-hero'
import { Section } from '~/ui/section/section'
import { OnThisPage } from './on-this-page'

const paths: Record<LegalDocument['id'], '/privacy' | '/terms' | '/refund' | '/support'> = {
  privacy: '/privacy',
  terms: '/terms',
  refund: '/refund',
  support: '/support',
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <Text lh={1.75}>{block.text}</Text>
    case 'list':
      return <ProseList items={block.items} ordered={block.ordered} inlineItems />
    case 'table':
      return <ContentTable caption={block.caption} head={block.head} rows={block.rows} />
  }
}

function RelatedPolicies({ current }: { current: LegalDocument['id'] }) {
  return (
    <Box mt="xl">
      <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb="sm">
        Related policies
      </Text>
      <Stack gap={4}>
        {legalPageIds
          .filter((id) => id !== current)
          .map((id) => (
            <Anchor key={id} component={Link} to={paths[id]} fz="sm" mih={36} className={kit.tapLinkWide}>
              <IconFileText size={16} stroke={1.75} aria-hidden />
              {legalDocuments[id].title}
            </Anchor>
          ))}
      </Stack>
    </Box>
  )
}

/**
 * One layout for the privacy policy, terms, refund policy and support terms: the whole page, server
 * HTML that never hydrates on a first visit (legal-page.tsx).
 */
export function LegalBody({ id }: { id: LegalDocument['id'] }) {
  const doc = legalDocuments[id]
  const toc = doc.sections.map((section) => ({ id: section.id, title: section.title }))
  return (
    <>
      <PageHero
        compact
        eyebrow={doc.id === 'support' ? 'Support' : 'Legal'}
        title={doc.title}
        description={doc.description}
      >
        <Group gap="xs" c="dimmed">
          <IconCalendarEvent size={18} stroke={1.75} aria-hidden />
          <Text fz="sm" fw={600} data-testid="last-updated">
            Last updated: <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
          </Text>
        </Group>
      </PageHero>

      <Section py={{ base: 40, md: 72 }}>
        <Split start={4} startLg={3} gap={0} gapMd={56}>
          <div>
            <OnThisPage items={toc}>
              <RelatedPolicies current={doc.id} />
            </OnThisPage>
          </div>
          <div>
            <Stack gap={48} maw={760}>
              <Paper
                radius="lg"
                className={responsive.cardPadding}
                bg="light-dark(var(--mantine-color-brand-0), rgba(90, 72, 242, 0.12))"
                data-testid="legal-summary"
              >
                <Title order={2} fz="lg" mb="sm">
                  In short
                </Title>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={22} radius="xl" aria-hidden>
                      <IconCheck size={14} stroke={2} />
                    </ThemeIcon>
                  }
                >
                  {doc.summary.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Paper>

              {doc.sections.map((section, index) => (
                <AnchoredSection key={section.id} id={section.id} headingId={`${section.id}-title`}>
                  <Title order={2} className={responsive.documentHeading} mb="md" id={`${section.id}-title`}>
                    <Text component="span" c="dimmed" fz="inherit" fw={600} mr={10} aria-hidden>
                      {index + 1}.
                    </Text>
                    {section.title}
                  </Title>
                  <Stack gap="md">
                    {section.blocks.map((block, blockIndex) => (
                      <Block key={blockIndex} block={block} />
                    ))}
                  </Stack>
                </AnchoredSection>
              ))}

              <Text fz="sm" c="dimmed">
                This page is provided by {siteConfig.brand} for information about how we work. For questions, contact{' '}
                <Anchor href={`mailto:${siteConfig.contact.email}`} fz="sm" underline="always">
                  {siteConfig.contact.email}
                </Anchor>
                .
              </Text>
            </Stack>
          </div>
        </Split>
      </Section>
    </>
  )
}
