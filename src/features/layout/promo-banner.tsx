import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconSparkles, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import kit from '~/ui/utilities/utilities.module.css'
import { promoLine } from '~/content/story'

/** Visible by default; closing it hides it for the rest of the visit. */
export function PromoBanner() {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <Box bg="saffron.3" c="dark.9" py={8} px="md" data-testid="promo-banner" role="region" aria-label="Announcement">
      <Group justify="center" gap="xs" wrap="nowrap" pr={44} pos="relative">
        <IconSparkles size={18} stroke={1.75} aria-hidden className={kit.noShrink} />
        <Text fz="sm" fw={600} c="dark.9">
          {promoLine}{' '}
          <Anchor component={Link} to="/astroway" c="dark.9" fw={800} underline="always">
            Get It Now!
          </Anchor>
        </Text>
        <ActionIcon
          variant="transparent"
          c="dark.9"
          size={44}
          aria-label="Close announcement"
          onClick={() => setOpen(false)}
          pos="absolute"
          right={0}
        >
          <IconX size={18} stroke={1.75} />
        </ActionIcon>
      </Group>
    </Box>
  )
}
