import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { RequestDemoButton } from '~/features/contact/request-demo-button'

/** The ask at the end of blog pages: see a live demo, or browse the apps. */
export function BlogCta({ source }: { source: string }) {
  return (
    <Paper radius="lg" p={{ base: 'xl', md: 48 }} bg="brand.8" c="white">
      <Stack gap="md" maw={640}>
        <Title order={2} c="white" fz={{ base: '1.6rem', md: '2rem' }}>
          Ready to launch your own app business?
        </Title>
        <Text fz="lg" c="brand.0">
          See a ready-made product running with your brand in a live demo. Most clients go live in 2-4 weeks.
        </Text>
        <Group gap="sm" mt="xs">
          <RequestDemoButton source={source} size="md" color="saffron" c="dark.9">
            Request a Demo
          </RequestDemoButton>
          <Button component={Link} to="/apps" size="md" variant="outline" color="white">
            Browse Apps
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
