import { Accordion, Badge, Box, Button, Container, Flex, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { FaqItem } from '~/content/pricing'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { ink } from './ink'

type SalesApp = 'Astroway Pro' | 'Chitchat'

/** A secondary action: '#id' scrolls on this page, '/path#id' navigates inside the site. */
export function SecondaryAction({
  label,
  href,
  variant = 'default',
  color,
}: {
  label: string
  href: string
  variant?: 'default' | 'outline'
  color?: string
}) {
  const icon = <IconArrowRight size={18} stroke={1.75} />
  if (href.startsWith('#')) {
    return (
      <Button component="a" href={href} size="lg" variant={variant} color={color} rightSection={icon}>
        {label}
      </Button>
    )
  }
  const [to = '/', hash] = href.split('#')
  return (
    <Button component={Link} to={to} hash={hash} size="lg" variant={variant} color={color} rightSection={icon}>
      {label}
    </Button>
  )
}

/** The opening of a product page: headline, lead, proof points, primary and secondary actions, pictures. */
export function ProductHero({
  eyebrow,
  title,
  lead,
  highlights,
  color,
  accent,
  app,
  source,
  secondary,
  visual,
  footnote,
}: {
  eyebrow: string
  title: string
  lead: string
  highlights: readonly string[]
  color: string
  accent: string
  app: SalesApp
  source: string
  secondary: { label: string; href: string }
  visual: ReactNode
  footnote?: ReactNode
}) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      pos="relative"
      style={{
        overflow: 'hidden',
        background: `radial-gradient(1100px 480px at 85% 0%, color-mix(in srgb, ${accent} 16%, transparent), transparent 70%), radial-gradient(900px 520px at 0% 100%, color-mix(in srgb, ${color} 14%, transparent), transparent 70%)`,
      }}
      data-testid="product-hero"
    >
      <Container py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge
              variant="light"
              color={color}
              c={ink(color)}
              size="lg"
              radius="xl"
              style={{ alignSelf: 'flex-start', textTransform: 'none' }}
              fw={700}
            >
              {eyebrow}
            </Badge>
            <Title order={1} id="page-title" maw={620}>
              {title}
            </Title>
            <Text fz={{ base: 'lg', md: 'xl' }} c="dimmed" maw={600} lh={1.55}>
              {lead}
            </Text>
            <Flex gap="sm" mt="xs" direction={{ base: 'column', xs: 'row' }}>
              <RequestDemoButton app={app} source={`${source}:hero`} size="lg" color={color}>
                Request a Demo
              </RequestDemoButton>
              <SecondaryAction label={secondary.label} href={secondary.href} />
            </Flex>
            <Group gap="lg" mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {highlights.map((item) => (
                <Group key={item} component="li" gap={6} wrap="nowrap">
                  <IconCircleCheck size={18} stroke={1.75} color={color} aria-hidden />
                  <Text fz="sm" fw={600}>
                    {item}
                  </Text>
                </Group>
              ))}
            </Group>
            {footnote}
          </Stack>
          <Box>{visual}</Box>
        </SimpleGrid>
      </Container>
    </Box>
  )
}

/** Questions and answers, one open at a time. */
export function FaqAccordion({ items, color }: { items: readonly FaqItem[]; color: string }) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      defaultValue={items[0]?.id}
      styles={{ control: { minHeight: 56 }, label: { fontWeight: 650 } }}
      color={color}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed" lh={1.6}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

/** The closing ask of a page, on a band of the product's colours. */
export function FinalCta({
  title,
  description,
  color,
  accent,
  app,
  source,
  secondary,
}: {
  title: string
  description: string
  color: string
  accent: string
  app?: SalesApp
  source: string
  secondary?: { label: string; href: string }
}) {
  return (
    <Box component="section" aria-labelledby={`${source}-final-cta`} pb={{ base: 64, md: 96 }} data-testid="final-cta">
      <Container>
        <Box
          p={{ base: 32, md: 64 }}
          style={{
            borderRadius: 24,
            background: `linear-gradient(135deg, ${color} 0%, ${accent} 100%)`,
            color: 'white',
            boxShadow: '0 24px 60px -24px rgba(30, 20, 90, 0.45)',
          }}
        >
          <Stack gap="lg" align="center" ta="center" maw={720} mx="auto">
            <Title order={2} id={`${source}-final-cta`} c="white">
              {title}
            </Title>
            <Text fz={{ base: 'lg', md: 'xl' }} c="white" lh={1.55}>
              {description}
            </Text>
            <Group gap="sm" justify="center">
              <RequestDemoButton app={app} source={`${source}:final-cta`} size="lg" variant="white" color={color}>
                Request a Demo
              </RequestDemoButton>
              {secondary ? (
                <SecondaryAction label={secondary.label} href={secondary.href} variant="outline" color="white" />
              ) : null}
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  )
}
