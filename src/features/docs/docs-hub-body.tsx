import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconApps, IconArrowRight, IconClock, IconHeadset, IconHelp } from '@tabler/icons-react'
import { docGroups, docIds, docs, documentationHubContent, type DocPage } from '~/content/docs'
import { Columns } from '~/ui/columns/columns'
import { FeatureCard } from '~/ui/feature-card/feature-card'
import { HelpPanel } from '~/ui/help-panel/help-panel'
import { cx } from '~/ui/plain/mantine-classes'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import { PageHero } from '~/ui/page-hero/page-hero'
import { Section } from '~/ui/section/section'
import { DocIconGlyph } from './doc-icon'
import classes from './docs-hub.module.css'

function DocCard({ doc }: { doc: DocPage }) {
  return (
    <FeatureCard
      className={classes.card}
      data-testid="doc-card"
      icon={
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" color={doc.color} aria-hidden>
            <DocIconGlyph icon={doc.icon} size={26} />
          </ThemeIcon>
          <Badge variant="light" color="gray" leftSection={<IconClock size={12} stroke={1.75} aria-hidden />}>
            {doc.readingMinutes} min
          </Badge>
        </Group>
      }
      title={
        <Link to="/documentation/$docId" params={{ docId: doc.id }} className={classes.cardLink}>
          {doc.title}
        </Link>
      }
      text={doc.summary}
      textSize="sm"
    >
      <Group gap={6} c="brand" fw={600} fz="sm" mt="auto" aria-hidden>
        <Text span fw={600} fz="sm" c="brand">
          Read the guide
        </Text>
        <IconArrowRight size={16} stroke={1.75} />
      </Group>
    </FeatureCard>
  )
}

/** The card after the product guides: no border, tinted, body-coloured text and a real link. */
function OtherProductsCard() {
  const { otherProducts } = documentationHubContent
  return (
    <FeatureCard
      withBorder={false}
      bg="light-dark(var(--mantine-color-brand-0), rgba(90, 72, 242, 0.12))"
      data-testid="other-products-card"
      icon={
        <ThemeIcon size={48} radius="md" variant="white" aria-hidden>
          <IconApps size={26} stroke={1.75} />
        </ThemeIcon>
      }
      title={otherProducts.title}
      text={otherProducts.description}
      textSize="sm"
      dimmed={false}
    >
      <Anchor component={Link} to="/contact" fw={600} fz="sm" mih={36} mt="auto" className={kit.tapLink}>
        Ask for a guide
        <IconArrowRight size={16} stroke={1.75} aria-hidden />
      </Anchor>
    </FeatureCard>
  )
}

function PopularTopics() {
  const { popular } = documentationHubContent
  return (
    <Paper withBorder radius="lg" className={cx(responsive.cardPadding, responsive.asideCard)} shadow="sm" maw={420}>
      <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb="sm">
        Popular topics
      </Text>
      <Stack gap={0} component="ul" className={kit.plainList}>
        {popular.map((topic) => (
          <li key={topic.label} className={classes.topicItem}>
            <Link to={topic.to} hash={topic.hash} className={classes.topic}>
              {topic.label}
              <IconArrowRight size={16} stroke={1.75} aria-hidden />
            </Link>
          </li>
        ))}
        <li className={classes.topicItem}>
          <Link to="/documentation/chitchat" search={{ tab: 'api' }} className={classes.topic}>
            Chitchat API
            <IconArrowRight size={16} stroke={1.75} aria-hidden />
          </Link>
        </li>
      </Stack>
    </Paper>
  )
}

/** /documentation, all of it: server HTML that never hydrates on a first visit (docs-hub.tsx). */
export function DocsHubBody() {
  const { hero, help } = documentationHubContent
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <Button
              size="lg"
              component={Link}
              to="/documentation/getting-started"
              rightSection={<IconArrowRight size={18} stroke={1.75} />}
            >
              Start with Getting started
            </Button>
            <Button size="lg" variant="default" component={Link} to="/documentation/api-reference">
              API reference
            </Button>
          </>
        }
        aside={<PopularTopics />}
      />
      {docGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          tinted={index % 2 === 1}
          py={{ base: 56, md: 80 }}
          heading={{ title: group.title, description: group.description, align: 'left' }}
        >
          <Columns cols={{ base: 1, sm: 2, lg: group.id === 'guides' ? 4 : 3 }} spacing="lg">
            {docIds
              .filter((id) => docs[id].group === group.id)
              .map((id) => (
                <DocCard key={id} doc={docs[id]} />
              ))}
            {group.id === 'products' ? <OtherProductsCard /> : null}
          </Columns>
        </Section>
      ))}
      <Section py={{ base: 56, md: 80 }}>
        <HelpPanel
          icon={<IconHelp size={28} stroke={1.75} />}
          title={help.title}
          description={help.description}
          textMaw={560}
          actions={
            <>
              <Button component={Link} to="/contact" size="md" leftSection={<IconHeadset size={18} stroke={1.75} />}>
                Contact support
              </Button>
              <Button component={Link} to="/faq" size="md" variant="default">
                Read the FAQ
              </Button>
            </>
          }
        />
      </Section>
    </>
  )
}
