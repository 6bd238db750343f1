import { Anchor, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import {
  IconBrandLinkedin,
  IconBrandYoutube,
  IconChevronDown,
  IconClock,
  IconMail,
  IconMessageCircle,
  IconPhone,
} from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { siteConfig } from '#app-config'
import { useContactDialog } from '~/features/contact/contact-dialog-context'
import classes from './site-header.module.css'
import { salesLabel } from '~/content/story'

const { contact, social } = siteConfig

/**
 * The header's Contact entry: every way to reach sales, one click away. A disclosure (button
 * and panel) in plain React rather than Mantine's Popover, whose floating-ui would be part of
 * every page's JavaScript: the panel opens under the button by CSS. Escape closes it and
 * returns focus to the button, as does a press or focus outside (without moving focus).
 */
export function ContactPopover({ active }: { active: boolean }) {
  const [opened, setOpened] = useState(false)
  const contactDialog = useContactDialog()
  const panelId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!opened) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpened(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpened(false)
      if (wrapperRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [opened])

  return (
    <div
      ref={wrapperRef}
      className={classes.menuWrapper}
      onBlur={(event) => {
        if (opened && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget)) setOpened(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.navLink}
        data-nav-entry
        data-active={active || undefined}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
      >
        Contact
        <IconChevronDown size={16} stroke={1.75} className={classes.chevron} aria-hidden />
      </button>
      <div
        id={panelId}
        className={classes.popover}
        data-testid="contact-popover"
        role="group"
        aria-label="Contact options"
        hidden={!opened}
      >
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
          <Button
            fullWidth
            onClick={() => {
              setOpened(false)
              contactDialog.open({ source: 'header:contact' })
            }}
          >
            {salesLabel}
          </Button>
          <Button component={Link} to="/contact" variant="light" fullWidth onClick={() => setOpened(false)}>
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
      </div>
    </div>
  )
}
