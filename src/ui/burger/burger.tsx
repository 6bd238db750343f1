import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import { cx, mantine } from '~/ui/plain/mantine-classes'

export type BurgerProps = ComponentPropsWithoutRef<'button'> & {
  /** Whether the menu it opens is open (draws the cross). */
  opened: boolean
  size?: 'sm' | 'md'
  /** Hidden from this breakpoint up (Mantine's global `mantine-hidden-from-*` class). */
  hiddenFrom?: 'sm'
}

/**
 * The menu button with Mantine's Burger look (the classes and variables Mantine's Burger puts on
 * its elements, see mantine-classes.ts) and none of Mantine's JavaScript, so the page header, which
 * every page hydrates, can use it. Valid markup too: Mantine 9.7's Burger draws its lines with a
 * `div` inside the `button`, which HTML does not allow; the lines here are a `span`, shown as a
 * block by the same class.
 */
export function Burger({ opened, size = 'md', hiddenFrom, style, className, ...props }: BurgerProps) {
  const sizeVar = { '--burger-size': `var(--burger-size-${size})` } as CSSProperties
  return (
    <button
      type="button"
      className={cx(mantine.burger, hiddenFrom && `mantine-hidden-from-${hiddenFrom}`, className)}
      style={{ ...sizeVar, ...style }}
      {...props}
    >
      <span className={mantine.burgerLines} data-opened={opened || undefined} data-reduce-motion />
    </button>
  )
}
