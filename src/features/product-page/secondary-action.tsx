import { Button, type ButtonProps } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

/** A secondary action: '#id' scrolls on this page, '/path#id' navigates inside the site. */
export function SecondaryAction({ label, href, ...props }: { label: string; href: string } & ButtonProps) {
  const icon = <IconArrowRight size={18} stroke={1.75} />
  if (href.startsWith('#')) {
    return (
      <Button component="a" href={href} size="lg" variant="default" rightSection={icon} {...props}>
        {label}
      </Button>
    )
  }
  const [to = '/', hash] = href.split('#')
  return (
    <Button component={Link} to={to} hash={hash} size="lg" variant="default" rightSection={icon} {...props}>
      {label}
    </Button>
  )
}
