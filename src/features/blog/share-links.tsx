import { ActionIcon, Group, Text } from '@mantine/core'
import { IconBrandLinkedin, IconBrandWhatsapp, IconBrandX, IconMail } from '@tabler/icons-react'
import classes from './blog.module.css'

/** Plain share links: no third-party scripts, nothing loads until the reader clicks. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: IconBrandLinkedin },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`, Icon: IconBrandX },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: IconBrandWhatsapp },
    {
      name: 'e-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`I thought you might find this useful:\n\n${title}\n${url}`)}`,
      Icon: IconMail,
    },
  ]
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <Group gap="xs" data-testid="share-links">
      <Text fw={600} fz="sm" mr={4}>
        Share this article
      </Text>
      {shareLinks(url, title).map(({ name, href, Icon }) => (
        <ActionIcon
          key={name}
          component="a"
          href={href}
          target={name === 'e-mail' ? undefined : '_blank'}
          rel="noopener noreferrer"
          variant="default"
          radius="xl"
          className={classes.shareLink}
          aria-label={name === 'e-mail' ? 'Share by e-mail' : `Share on ${name}`}
          // The browser's own hint for mouse users: no tooltip library on the article page.
          title={name === 'e-mail' ? 'Share by e-mail' : `Share on ${name}`}
        >
          <Icon size={20} stroke={1.75} />
        </ActionIcon>
      ))}
    </Group>
  )
}
