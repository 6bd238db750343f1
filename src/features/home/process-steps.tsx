import { Badge, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { launchWeeks, processSteps } from '~/content/process'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './home.module.css'

export function ProcessSteps() {
  return (
    <Section id="process">
      <SectionHeading
        eyebrow="How it works"
        title={`From first call to launch in ${launchWeeks}`}
        description="A clear plan with fixed steps, so you always know what happens next and what we need from you."
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing={{ base: 32, md: 40 }}
        p={0}
        m={0}
        className={classes.steps}
      >
        {processSteps.map((step, index) => (
          <Stack component="li" key={step.title} gap="sm" align="flex-start" className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {step.when}
            </Badge>
            <Title order={3} fz="lg">
              <VisuallyHidden component="span">{`Step ${index + 1}: `}</VisuallyHidden>
              {step.title}
            </Title>
            <Text c="dimmed">{step.description}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  )
}
