import { ChoiceTabs } from '~/ui/choice/choice-tabs'
import { Anchor, Badge, Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconArrowDown, IconBriefcase, IconMail, IconMapPin, IconSend } from '@tabler/icons-react'
import {
  applyHref,
  careersContent,
  careersEmail,
  type CareerTeamId,
  type CareersIcon,
  type JobPosition,
} from '~/content/careers'
import { cx } from '~/ui/plain/mantine-classes'
import kit from '~/ui/utilities/utilities.module.css'
import responsive from '~/ui/utilities/responsive.module.css'
import { Columns } from '~/ui/columns/columns'
import { StepGrid } from '~/ui/step-grid/step-grid'
import { CtaBand, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { PageHero } from '~/ui/page-hero/page-hero'
import { Section } from '~/ui/section/section'
import { icons } from '~/ui/icons/icon'
import { FeatureCard } from '~/ui/feature-card/feature-card'
import { IconRow } from '~/ui/icon-row/icon-row'
import { BrandMark } from '~/ui/check-list/check-list'
import { HighlightRow } from '~/ui/highlight-row/highlight-row'

function ContentIcon({
  name,
  size = 44,
  variant = 'light',
}: {
  name: CareersIcon
  size?: number
  variant?: 'light' | 'filled'
}) {
  const Icon = icons[name]
  return (
    <ThemeIcon size={size} radius="md" variant={variant} aria-hidden>
      <Icon size={Math.round(size * 0.5)} stroke={1.75} />
    </ThemeIcon>
  )
}

const totalOpenings = careersContent.teams.reduce((sum, team) => sum + team.positions.length, 0)

function OpeningsSummary() {
  return (
    <Paper withBorder radius="lg" className={cx(responsive.cardPadding, responsive.asideCard)} shadow="sm" maw={420}>
      <Text c="dimmed" fw={600} fz="sm" tt="uppercase" lts="0.06em">
        Open positions
      </Text>
      <Text fz={56} fw={800} lh={1.1} lts="-0.02em">
        {totalOpenings}
      </Text>
      <Stack gap="xs" mt="md">
        {careersContent.teams.map((team) => (
          <Group key={team.id} justify="space-between" wrap="nowrap">
            <Text fw={600}>{team.label}</Text>
            <Badge variant="light" size="lg">
              {team.positions.length} roles
            </Badge>
          </Group>
        ))}
      </Stack>
      <Group gap={6} mt="lg" c="dimmed" wrap="nowrap">
        <IconMapPin size={18} stroke={1.75} aria-hidden />
        <Text fz="sm">Indore office, hybrid and remote roles across India</Text>
      </Group>
    </Paper>
  )
}

function PositionCard({ position }: { position: JobPosition }) {
  return (
    <Card withBorder radius="lg" padding="xl" component="article" data-testid="job-position">
      <Stack gap="md" h="100%">
        <div>
          <Title order={3}>{position.title}</Title>
          <Group gap="xs" mt="sm">
            <Badge variant="light" leftSection={<IconMapPin size={14} stroke={1.75} aria-hidden />}>
              {position.location}
            </Badge>
            <Badge variant="light" color="gray" leftSection={<IconBriefcase size={14} stroke={1.75} aria-hidden />}>
              {position.type}
            </Badge>
            <Badge variant="outline" color="gray">
              {position.experience}
            </Badge>
          </Group>
        </div>
        <Text>{position.description}</Text>
        <div>
          <Text fw={700} mb={6}>
            What we’re looking for
          </Text>
          <List spacing={6} icon={<BrandMark />}>
            {position.requirements.map((requirement) => (
              <List.Item key={requirement}>
                <Text span c="dimmed">
                  {requirement}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
        <Group mt="auto">
          <Button
            component="a"
            href={applyHref(position)}
            size="md"
            h={44}
            leftSection={<IconSend size={18} stroke={1.75} />}
            aria-label={`Apply now for ${position.title}`}
          >
            Apply now
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** The hero, why join, the benefits and the hiring process: server HTML (careers-page.tsx). */
export function CareersIntro() {
  const { hero, whyJoin, benefits, hiringSteps } = careersContent
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <Button size="lg" component="a" href="#openings" rightSection={<IconArrowDown size={18} stroke={1.75} />}>
              See open positions
            </Button>
            <Button size="lg" variant="default" component="a" href="#hiring-process">
              How we hire
            </Button>
          </>
        }
        aside={<OpeningsSummary />}
      >
        <HighlightRow gap="lg" mt="xs" items={hero.highlights.map((label) => ({ label }))} />
      </PageHero>

      <Section id="why-join" heading={{ eyebrow: 'Why join us', title: 'Work that ships, with people who care' }}>
        <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {whyJoin.map((item) => (
            <FeatureCard
              key={item.title}
              icon={<ContentIcon name={item.icon} />}
              title={item.title}
              text={item.description}
            />
          ))}
        </Columns>
      </Section>

      <Section
        id="benefits"
        tinted
        heading={{
          eyebrow: 'Benefits',
          title: 'Looking after you and your family',
          description: 'Competitive salaries reviewed every year, and the benefits that make a real difference.',
        }}
      >
        <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" verticalSpacing="xl">
          {benefits.map((benefit) => (
            <IconRow
              key={benefit.title}
              icon={<ContentIcon name={benefit.icon} size={40} />}
              title={benefit.title}
              text={benefit.description}
            />
          ))}
        </Columns>
      </Section>

      <Section
        id="hiring-process"
        heading={{
          eyebrow: 'Hiring process',
          title: 'Five steps, about two weeks',
          description:
            'A fair, predictable process. You always know what comes next, and you hear back from us at every step.',
        }}
      >
        <StepGrid testId="hiring-steps">
          {hiringSteps.map((step, index) => (
            <Paper key={step.title} component="li" withBorder radius="lg" p="lg">
              <Group justify="space-between" mb="md" wrap="nowrap">
                <ContentIcon name={step.icon} size={40} variant="filled" />
                <Text c="dimmed" fw={700} fz="sm">
                  Step {index + 1}
                </Text>
              </Group>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Badge variant="light" color="saffron" mt={6} mb="sm">
                {step.duration}
              </Badge>
              <Text c="dimmed" fz="sm">
                {step.description}
              </Text>
            </Paper>
          ))}
        </StepGrid>
      </Section>
    </>
  )
}

/**
 * The open positions, a tab per team: server HTML, every team's positions in it, the team switched
 * with no script (ChoiceTabs) and kept in the URL (?team=, the first team left out).
 */
export function CareersOpenings({ team }: { team: CareerTeamId }) {
  const { teams } = careersContent
  return (
    <Section
      id="openings"
      tinted
      heading={{
        eyebrow: 'Open positions',
        title: 'Find your role',
        description: `Apply by e-mail to ${careersEmail}; a person reads every application.`,
      }}
    >
      <ChoiceTabs
        name="team"
        label="Open positions by team"
        value={team}
        tabs={teams.map((item) => ({ ...item, label: `${item.label} (${item.positions.length})` }))}
        search={{ param: 'team', omit: teams[0]?.id }}
        renderPanel={(item) => (
          <>
            <Text ta="center" c="dimmed" mb="lg">
              {item.description}
            </Text>
            <Columns cols={{ base: 1, md: 2 }} spacing="lg">
              {item.positions.map((position) => (
                <PositionCard key={position.id} position={position} />
              ))}
            </Columns>
          </>
        )}
      />
    </Section>
  )
}

/** The open application band: server HTML. */
export function CareersClosing() {
  const { openApplication } = careersContent
  return (
    <CtaBand title={openApplication.title} description={openApplication.description}>
      <Button
        {...ctaBandPrimary}
        component="a"
        href={applyHref({ title: 'Open application' })}
        leftSection={<IconMail size={20} stroke={1.75} />}
      >
        Send an open application
      </Button>
      <Anchor href={`mailto:${careersEmail}`} c="white" fw={600} mih={44} className={kit.tapLink}>
        {careersEmail}
      </Anchor>
    </CtaBand>
  )
}
