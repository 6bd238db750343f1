import type { ButtonProps } from '@mantine/core'
import { LinkButton } from '~/ui/action-buttons/action-buttons'

/** A secondary action: '#id' scrolls on this page, '/path#id' navigates inside the site. */
export function SecondaryAction({ label, href, ...props }: { label: string; href: string } & ButtonProps) {
  return (
    <LinkButton href={href} size="lg" {...props}>
      {label}
    </LinkButton>
  )
}
