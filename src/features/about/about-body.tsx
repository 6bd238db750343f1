import { Anchor, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { cx } from '~/ui/plain/mantine-classes'
import { Split } from '~/ui/columns/columns'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import { aboutContent, type AboutIcon } from '~/content/about'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import { ProcessSteps } from '~/ui/step-grid/process-steps'
import { processSection, processSteps } from '~/content/process'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './about-page.module.css'
import { icons } from '~/ui/icons/icon'
import { IconRow } from '~/ui/icon-row/icon-row'
import { CheckList } from '~/ui/check-list/check-list'
import { DemoCtaBand } from '~/features/contact/demo-cta-band'

function ContentIcon({ name, size = 44 }: { name: AboutIcon; size?: number }) {
  const Icon = icons[name]
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      <Icon size={Math.round(size * 0.5)} stroke={1.75} />
    </ThemeIcon>
  )
}

/** A value or the vision: the about page's icon rows, a size larger than elsewhere. */
function AboutRow({
  icon,
  title,
  text,
  textSize = 'md',
}: {
  icon: AboutIcon
  title: string
  text: string
  textSize?: string
}) {
  return (
    <IconRow
      gap="lg"
      icon={<ContentIcon name={icon} />}
      title={title}
      text={text}
      titleSize="lg"
      textSize={textSize}
      titleGap={6}
    />
  )
}

/** The about page's story, mission, services, process and values: server HTML (about-page.tsx). */
export function AboutSections() {
  const { story, mission, servicesSection, services, values } = aboutContent
  return (
    <>
      <Section id="story">
        <Split start={7} gap={32} gapMd={64}>
          <div>
            <SectionHeading eyebrow={story.eyebrow} title={story.title} align="left" />
            <Stack gap="md">
              {story.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 24)} fz="lg" lh={1.7}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </div>
          <div>
            <Paper withBorder radius="lg" shadow="sm" className={cx(responsive.cardPadding, classes.factsOffset)}>
              <Title order={3} fz="lg" mb="md">
                At a glance
              </Title>
              <Stack gap={0} component="dl" m={0}>
                {story.facts.map((fact) => (
                  <Group
                    key={fact.label}
                    justify="space-between"
                    wrap="nowrap"
                    gap="md"
                    py="sm"
                    className={classes.fact}
                  >
                    <Text component="dt" c="dimmed" fw={500}>
                      {fact.label}
                    </Text>
                    <Text component="dd" m={0} fw={700} ta="right">
                      {fact.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </div>
        </Split>
      </Section>

      <Section
        id="mission"
        tinted
        heading={{ eyebrow: mission.eyebrow, title: mission.title, description: mission.description }}
      >
        <Paper radius="lg" maw={820} mx="auto" withBorder className={responsive.cardPadding}>
          <AboutRow icon="eye" title="Our vision" text={mission.vision} textSize="lg" />
        </Paper>
      </Section>

      <Section id="what-we-do" heading={{ ...servicesSection }}>
        <Columns cols={{ base: 1, md: 3 }} spacing="lg">
          {services.map((service) => (
            <Card key={service.title} withBorder radius="lg" padding="xl" shadow="xs">
              <Stack gap="md" h="100%">
                <ContentIcon name={service.icon} size={48} />
                <Title order={3}>{service.title}</Title>
                <Text c="dimmed">{service.description}</Text>
                <CheckList items={service.points} />
                <Anchor component={Link} to={service.link.to} fw={600} mt="auto" mih={44} className={kit.tapLink}>
                  {service.link.label}
                  <IconArrowRight size={16} stroke={1.75} aria-hidden />
                </Anchor>
              </Stack>
            </Card>
          ))}
        </Columns>
      </Section>

      <Section id="how-we-work" tinted heading={{ ...processSection }}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <Section id="values" heading={{ eyebrow: 'Our values', title: 'What you can expect from us' }}>
        <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
          {values.map((value) => (
            <AboutRow key={value.title} icon={value.icon} title={value.title} text={value.description} />
          ))}
        </Columns>
      </Section>
    </>
  )
}

/** The closing call to action: server HTML (about-page.tsx). */
export function AboutCta() {
  const { cta } = aboutContent
  return <DemoCtaBand title={cta.title} description={cta.description} source="about:cta" />
}
