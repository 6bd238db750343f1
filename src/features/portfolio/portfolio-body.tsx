import { Avatar, Card, Group, Stack, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { portfolioIntro, projectTestimonials } from '~/content/portfolio'
import { demoLabel } from '~/content/story'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { schemeInk } from '~/ui/color/ink'
import { Columns } from '~/ui/columns/columns'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { Section } from '~/ui/section/section'

const BRAND = '#4a39d8'
const BRAND_ACCENT = '#c2410c'

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

function ClientFeedback() {
  const { feedback } = portfolioIntro
  const items = projectTestimonials()
  return (
    <Section
      id="feedback"
      heading={{ eyebrow: 'Client feedback', title: feedback.title, description: feedback.description }}
    >
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map(({ project, testimonial }) => (
          <Card key={project.id} component="figure" withBorder radius="lg" padding="xl" m={0} data-testid="testimonial">
            <Group gap={2} role="img" aria-label="Rated 5 out of 5" data-testid="rating">
              {Array.from({ length: 5 }, (_, i) => (
                <IconStarFilled key={i} size={18} color="var(--mantine-color-saffron-6)" aria-hidden />
              ))}
            </Group>
            <Text component="blockquote" m={0} mt="md" lh={1.6} flex={1}>
              {`\u201c${testimonial.content}\u201d`}
            </Text>
            <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
              <Avatar
                radius="xl"
                color={project.image.color}
                variant="light"
                aria-hidden
                styles={{ placeholder: { color: schemeInk(project.image.color) } }}
              >
                {initials(testimonial.name)}
              </Avatar>
              <Stack gap={0}>
                <Text fw={700} fz="sm">
                  {testimonial.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {testimonial.role}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  )
}

/** The portfolio page below the impact numbers: client feedback and the closing call to action (server HTML). */
export function PortfolioClosing() {
  const { finalCta } = portfolioIntro
  return (
    <>
      <ClientFeedback />
      <CtaBand
        title={finalCta.title}
        description={finalCta.description}
        colors={{ color: BRAND, accent: BRAND_ACCENT }}
        titleId="portfolio-final-cta"
        testId="final-cta"
      >
        <RequestDemoButton source="portfolio:final-cta" {...ctaBandPrimary}>
          {demoLabel}
        </RequestDemoButton>
        <CtaBandLink to="/astroway">Explore Astroway Pro</CtaBandLink>
      </CtaBand>
    </>
  )
}
