import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { siteConfig } from '#app-config'
import { resourcesContent, type ResourceCard } from '~/content/resources'
import kit from '~/ui/utilities/utilities.module.css'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import { PageHero } from '~/ui/page-hero/page-hero'
import { icons } from '~/ui/icons/icon'
import { DemoCtaBand } from '~/features/contact/demo-cta-band'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import classes from './resources-body.module.css'

function ResourceCardView({ card }: { card: ResourceCard }) {
  const Icon = icons[card.icon]
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" data-testid={`resource-${card.id}`}>
      <Stack gap="md" h="100%">
        <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
          <Icon size={28} stroke={1.75} />
        </ThemeIcon>
        <Title order={2} className={classes.cardTitle}>
          {card.title}
        </Title>
        <Text c="dimmed">{card.description}</Text>
        {card.links.length > 0 ? (
          <Stack gap={2} component="ul" className={kit.plainList}>
            {card.links.map((link) => (
              <li key={`${link.to}#${link.hash ?? ''}`}>
                <Anchor
                  component={Link}
                  to={link.to}
                  hash={link.hash}
                  fz="sm"
                  fw={500}
                  mih={36}
                  className={kit.tapLink}
                >
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Stack>
        ) : null}
        <Group mt="auto" pt="xs">
          <LinkButton href={card.to} variant="light">
            {card.cta}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  )
}

/** /resources, all of it: server HTML that never hydrates on a first visit (resources-page.tsx). */
export function ResourcesBody() {
  const { hero, cards } = resourcesContent
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} />
      <Section id="resources">
        <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
          {cards.map((card) => (
            <ResourceCardView key={card.id} card={card} />
          ))}
        </Columns>
      </Section>
      <DemoCtaBand
        title="Prefer to talk it through?"
        description={`Our product specialists answer questions on a call or by e-mail. ${siteConfig.contact.replyPromise}.`}
        source="resources:cta"
      />
    </>
  )
}
