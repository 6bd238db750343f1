import { Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { Project } from '~/content/portfolio'
import { schemeInk } from '~/ui/color/ink'
import { portfolioScreenSrc } from '~/domain/product'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import kit from '~/ui/utilities/utilities.module.css'
import classes from '~/ui/lift-card/lift-card.module.css'
import portfolio from './portfolio.module.css'

/** The project's picture on a soft panel of its colour; a phone is cropped like a screenshot. */
function ProjectPicture({ project }: { project: Project }) {
  const { color, screen } = project.image
  const src = portfolioScreenSrc(project.id)
  return (
    <Box h={260} pos="relative" className={portfolio.picture} style={{ '--project-color': color }}>
      {screen.frame === 'phone' ? (
        <Box w={190} mx="auto" pt={28}>
          <ScreenImage screen={screen} src={src} width={190} />
        </Box>
      ) : (
        <Box px={24} pt={36}>
          <ScreenImage screen={screen} src={src} width={460} />
        </Box>
      )}
    </Box>
  )
}

export function ProjectCard({ project, categoryLabel }: { project: Project; categoryLabel: string }) {
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding={0}
      className={classes.lift}
      data-testid="project-card"
      data-category={project.category}
    >
      <ProjectPicture project={project} />
      <Stack gap="sm" p="xl" flex={1}>
        <Group justify="space-between" gap="xs">
          <Badge
            variant="light"
            color={project.image.color}
            c={schemeInk(project.image.color)}
            radius="xl"
            className={portfolio.badge}
          >
            {categoryLabel}
          </Badge>
          <Text fz="sm" c="dimmed" fw={600}>
            {project.year}
          </Text>
        </Group>
        <Title order={3} fz="h4" lh={1.3}>
          {project.title}
        </Title>
        <Text fz="sm" fw={600}>
          Client: {project.client}
        </Text>
        <Text fz="sm" c="dimmed" lh={1.6}>
          {project.description}
        </Text>
        <Group gap={6} mt={4}>
          {project.tags.map((tag) => (
            <Badge key={tag} variant="default" radius="sm" fw={600} className={portfolio.badge}>
              {tag}
            </Badge>
          ))}
        </Group>
        <Anchor component={Link} to={project.link.path} fw={700} mt="auto" pt="sm" mih={44} className={kit.tapLink}>
          {project.link.label}
          <IconArrowRight size={16} stroke={1.75} aria-hidden />
        </Anchor>
      </Stack>
    </Card>
  )
}
