import { ActionIcon, Group, Text } from '@mantine/core'
import { IconBrandLinkedin, IconBrandWhatsapp, IconBrandX, IconMail } from '@tabler/icons-react'
import classes from './blog.module.css'

/**
 * Plain share links: no third-party scripts, nothing loads until the reader clicks. Each opens
 * in a new tab but the e-mail one, which hands over to the reader's mail app.
 */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    {
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Icon: IconBrandLinkedin,
      newTab: true,
    },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}`, Icon: IconBrandX, newTab: true },
    {
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      Icon: IconBrandWhatsapp,
      newTab: true,
    },
    {
      label: 'Share by e-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`I thought you might find this useful:\n\n${title}\n${url}`)}`,
      Icon: IconMail,
      newTab: false,
    },
  ]
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <Group gap="xs" data-testid="share-links">
      <Text fw={600} fz="sm" mr={4}>
        Share this article
      </Text>
      {shareLinks(url, title).map(({ label, href, Icon, newTab }) => (
        <ActionIcon
          key={label}
          component="a"
          href={href}
          target={newTab ? '_blank' : undefined}
          rel="noopener noreferrer"
          variant="default"
          radius="xl"
          className={classes.shareLink}
          aria-label={label}
          // The browser's own hint for mouse users: no tooltip library on the article page.
          title={label}
        >
          <Icon size={20} stroke={1.75} />
        </ActionIcon>
      ))}
    </Group>
  )
}
