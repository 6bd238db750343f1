import type { ComponentPropsWithoutRef } from 'react'
import { cx, mantine } from './mantine-classes'
import plain from './plain.module.css'

/**
 * A 44 px icon button with Mantine's ActionIcon look (variant 'subtle' grey or 'transparent'),
 * without Mantine's JavaScript (see mantine-classes.ts). It needs an `aria-label`.
 */
export function IconButton({
  variant = 'subtle',
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<'button'> & { variant?: 'subtle' | 'transparent'; 'aria-label': string }) {
  const look = variant === 'subtle' ? plain.iconButtonSubtle : plain.iconButtonTransparent
  return (
    <button type="button" data-variant={variant} className={cx(mantine.actionIcon, look, className)} {...props}>
      <span className={mantine.actionIconIcon}>{children}</span>
    </button>
  )
}
