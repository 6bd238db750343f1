import { Box, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The closing call to action of a content page: a strong brand band with one or two actions. */
export function CtaBand({
  title,
  description,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Box component="section" py={{ base: 56, md: 80 }} data-testid="cta-band">
      <Container>
        <Box
          px={{ base: 24, sm: 48 }}
          py={{ base: 40, md: 56 }}
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            background:
              'linear-gradient(135deg, var(--mantine-color-brand-8) 0%, var(--mantine-color-brand-7) 55%, #6b3fd4 100%)',
            color: 'var(--mantine-color-white)',
          }}
        >
          <Stack gap="md" align="center" ta="center" maw={720} mx="auto">
            <Title order={2} c="white">
              {title}
            </Title>
            {description ? (
              <Text fz="lg" c="rgba(255, 255, 255, 0.92)">
                {description}
              </Text>
            ) : null}
            <Group justify="center" gap="sm" mt="sm">
              {children}
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  )
}
