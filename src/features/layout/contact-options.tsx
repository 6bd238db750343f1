import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import {
  IconBrandLinkedin,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMessageCircle,
  IconPhone,
} from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { salesLabel } from '~/content/story'
import { RequestDemoButton } from '~/features/contact/request-demo-button'

const { contact, social } = siteConfig

/** The header Contact panel's options (see ContactPopover): every way to reach sales. */
export function ContactOptions({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Text fw={700}>Talk to our team</Text>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" aria-hidden>
          <IconMail size={18} stroke={1.75} />
        </ThemeIcon>
        <Anchor href={`mailto:${contact.email}`} fz="sm">
          {contact.email}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" aria-hidden>
          <IconPhone size={18} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Anchor href={contact.phoneHref} fz="sm">
            {contact.phone}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {contact.phoneSupport}
          </Text>
        </div>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" aria-hidden>
          <IconMessageCircle size={18} stroke={1.75} />
        </ThemeIcon>
        <Anchor href={contact.chatHref} target="_blank" rel="noopener noreferrer" fz="sm">
          Send us a chat message
        </Anchor>
      </Group>
      <Divider />
      <Group gap="xs" wrap="nowrap">
        <IconClock size={16} stroke={1.75} aria-hidden />
        <Text fz="sm">{contact.replyPromise}</Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {contact.usualReply}
      </Text>
      <RequestDemoButton source="header:contact" fullWidth>
        {salesLabel}
      </RequestDemoButton>
      <Button component={Link} to="/contact" variant="light" fullWidth onClick={onClose}>
        Go to the Contact Page
      </Button>
      <Group gap="xs">
        <Anchor href={social.linkedin} target="_blank" rel="noopener noreferrer" aria-label="ReadyApps on LinkedIn">
          <IconBrandLinkedin size={22} stroke={1.75} />
        </Anchor>
        <Anchor href={social.youtube} target="_blank" rel="noopener noreferrer" aria-label="ReadyApps on YouTube">
          <IconBrandYoutube size={22} stroke={1.75} />
        </Anchor>
      </Group>
    </Stack>
  )
}
