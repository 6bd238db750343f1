// eslint-disable-next-line no-restricted-imports -- this is the wrapper the rule points to
import { Burger as MantineBurger, UnstyledButton, getSize, type UnstyledButtonProps } from '@mantine/core'
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'

export type BurgerProps = UnstyledButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof UnstyledButtonProps | 'color'> & {
    /** Whether the menu it opens is open (draws the cross). */
    opened: boolean
    size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  }

/**
 * The menu button with Mantine's Burger look (its own classes and CSS variables), but valid
 * markup: Mantine 9.7's Burger draws its lines with a `div` inside the `button`, which HTML does
 * not allow (a button holds phrasing content only). The lines here are a `span`, shown as a block
 * by the same class.
 */
export function Burger({ opened, size = 'md', style, className, ...props }: BurgerProps) {
  const classes = MantineBurger.classes as { root: string; burger: string }
  const sizeVar = { '--burger-size': getSize(size, 'burger-size') } as CSSProperties
  return (
    <UnstyledButton
      className={className ? `${classes.root} ${className}` : classes.root}
      style={[sizeVar, style]}
      {...props}
    >
      <span className={classes.burger} data-opened={opened || undefined} data-reduce-motion />
    </UnstyledButton>
  )
}
