import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import {
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconClipboardList,
  IconMail,
  IconMessageCircle,
  IconPhone,
  IconPresentation,
  IconStarFilled,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { siteConfig } from '#app-config'
import { thankYouContent as content } from '~/content/thank-you'
import kit from '~/ui/utilities/utilities.module.css'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import { FeatureCard, TitleText } from '~/ui/feature-card/feature-card'
import { ExternalButton, LinkButton } from '~/ui/action-buttons/action-buttons'
import { withTheme } from '~/ui/theme-scope/theme-scope'

const stepIcons: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  clipboard: IconClipboardList,
  mail: IconMail,
  presentation: IconPresentation,
}

/** The confirmation after a contact request: what happens next and where to go meanwhile. */
function ThankYouPageContent() {
  const { contact } = siteConfig
  return (
    <>
      <Section>
        <Stack align="center" ta="center" gap="md" maw={760} mx="auto">
          <ThemeIcon size={72} radius={72} color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={44} stroke={1.75} />
          </ThemeIcon>
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            {content.eyebrow}
          </Text>
          <Title order={1}>{content.title}</Title>
          <Text c="dimmed" fz="lg" maw={640}>
            {content.lead}
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/" size="md" leftSection={<IconArrowLeft size={18} stroke={1.75} />}>
              Back to home
            </Button>
            <LinkButton href="/apps">Browse all apps</LinkButton>
          </Group>
        </Stack>
      </Section>

      <Section tinted heading={{ title: content.stepsHeading }}>
        <Columns cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className={kit.plainList}>
          {content.steps.map((step, index) => {
            const Icon = stepIcons[step.icon] ?? IconCircleCheck
            return (
              <FeatureCard
                key={step.title}
                component="li"
                radius="md"
                padding="xl"
                titleSize="h3"
                icon={
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <Icon size={24} stroke={1.75} />
                    </ThemeIcon>
                    <Text c="dimmed" fw={700} fz="sm">
                      Step {index + 1}
                    </Text>
                  </Group>
                }
                title={step.title}
                text={step.text}
              />
            )
          })}
        </Columns>
        <Card withBorder radius="md" padding="lg" mt="xl">
          <Group justify="space-between" gap="md">
            <div>
              <TitleText title={content.soonerHeading} text={content.soonerText} textSize="sm" />
            </div>
            <Group gap="sm">
              <ExternalButton href={`mailto:${contact.email}`} icon={<IconMail size={18} stroke={1.75} />}>
                {contact.email}
              </ExternalButton>
              <ExternalButton href={contact.phoneHref} icon={<IconPhone size={18} stroke={1.75} />}>
                {contact.phone}
              </ExternalButton>
              <ExternalButton href={contact.chatHref} external icon={<IconMessageCircle size={18} stroke={1.75} />}>
                Chat with us
              </ExternalButton>
            </Group>
          </Group>
        </Card>
      </Section>

      <Section heading={{ title: content.exploreHeading, description: content.exploreText }}>
        <Columns cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {content.explore.map((item) => (
            <Card key={item.to} withBorder radius="md" padding="lg" component={Link} to={item.to as string}>
              <Stack gap={6} h="100%">
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={700} fz="lg">
                    {item.label}
                  </Text>
                  {item.star ? (
                    <Badge color="saffron" c="dark.9" leftSection={<IconStarFilled size={12} aria-hidden />}>
                      Star
                    </Badge>
                  ) : null}
                </Group>
                <Text c="dimmed" fz="sm" flex={1}>
                  {item.description}
                </Text>
                <Anchor component="span" fz="sm" fw={600}>
                  <Group gap={4} component="span">
                    Take a look <IconArrowRight size={16} stroke={1.75} aria-hidden />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          ))}
        </Columns>
      </Section>
    </>
  )
}

/** ThankYouPageContent inside Mantine's theme (see ThemeScope). */
export const ThankYouPage = withTheme(ThankYouPageContent)
