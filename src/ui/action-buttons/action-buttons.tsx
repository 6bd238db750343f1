import { Button, type ButtonProps } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A button that goes to another page of the site (or a section of one), with the arrow that says
 * so: the site's one secondary action next to a main button. '#id' scrolls on this page;
 * '/path' or '/path#id' navigates inside the site.
 */
export function LinkButton({
  href,
  children,
  size = 'md',
  variant = 'default',
  leftSection,
  ...props
}: { href: string; children: ReactNode } & ButtonProps) {
  // A leading icon replaces the trailing arrow: one icon per button.
  const icons = leftSection ? { leftSection } : { rightSection: <IconArrowRight size={18} stroke={1.75} aria-hidden /> }
  if (href.startsWith('#')) {
    return (
      <Button component="a" href={href} size={size} variant={variant} {...icons} {...props}>
        {children}
      </Button>
    )
  }
  const [to = '/', hash] = href.split('#')
  return (
    <Button component={Link} to={to} hash={hash} size={size} variant={variant} {...icons} {...props}>
      {children}
    </Button>
  )
}

/** A link out of the site (mail, phone, chat) as a light button with its icon. */
export function ExternalButton({
  href,
  icon,
  children,
  external = false,
}: {
  href: string
  icon: ReactNode
  children: ReactNode
  /** Opens in a new tab (chat apps), safely. */
  external?: boolean
}) {
  return (
    <Button
      component="a"
      href={href}
      variant="light"
      leftSection={icon}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Button>
  )
}
