import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { RequestDemoButton } from '~/features/contact/request-demo-button'

/**
 * The closing call to action of a page: a brand-coloured band with one primary ask (the contact
 * dialog) and one secondary link.
 */
export function CtaBand({
  title,
  description,
  app,
  source,
  primaryLabel = 'Request a Demo',
  secondary = { label: 'View all apps', to: '/apps' },
  afterPlainSection = false,
}: {
  title: ReactNode
  description: ReactNode
  app?: string
  source: string
  primaryLabel?: string
  secondary?: { label: string; to: string }
  /** After a section with a plain background the band needs no top space of its own. */
  afterPlainSection?: boolean
}) {
  return (
    <Box
      component="section"
      pt={afterPlainSection ? 0 : { base: 64, md: 96 }}
      pb={{ base: 64, md: 96 }}
      aria-labelledby={`${source}-cta-title`.replace(/[^a-zA-Z0-9-]/g, '-')}
    >
      <Container>
        <Box
          px={{ base: 24, md: 64 }}
          py={{ base: 40, md: 64 }}
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            background:
              'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 60%, #5b3fd1 100%)',
            color: 'var(--mantine-color-white)',
          }}
        >
          <Stack align="center" ta="center" gap="lg" maw={720} mx="auto">
            <Title order={2} c="white" id={`${source}-cta-title`.replace(/[^a-zA-Z0-9-]/g, '-')}>
              {title}
            </Title>
            <Text fz="lg" c="rgba(255, 255, 255, 0.9)">
              {description}
            </Text>
            <Group justify="center" gap="md">
              <RequestDemoButton app={app} source={source} size="lg" color="saffron" c="dark.9">
                {primaryLabel}
              </RequestDemoButton>
              <Button
                component={Link}
                to={secondary.to}
                size="lg"
                variant="outline"
                color="white"
                rightSection={<IconArrowRight size={18} stroke={1.75} />}
              >
                {secondary.label}
              </Button>
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  )
}
