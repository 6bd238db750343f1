import { ThemeIcon, type ThemeIconProps } from '~/ui/theme-icon/theme-icon'
import type { JSX, SVGProps } from 'react'
import { ICON_KEYS, type IconKey } from '~/domain/icon'
import sprite from './icons.svg?url&no-inline'

/** What a content icon takes: Tabler's own props (size, stroke width, colour). */
export type ContentIconProps = Omit<SVGProps<SVGSVGElement>, 'stroke'> & {
  size?: number | string
  stroke?: number | string
  color?: string
}

/**
 * A Tabler icon drawn from the sprite (icons.svg, built by `npm run icons` from icon-names.ts, one
 * symbol per key): the same attributes and shapes as @tabler/icons-react, but the shapes come from
 * one cached file instead of every page's JavaScript (about 6 KB gzip of icon code on /apps and
 * the documentation pages).
 */
function SpriteIcon({
  icon,
  size = 24,
  stroke = 2,
  color = 'currentColor',
  className,
  ...rest
}: ContentIconProps & { icon: IconKey }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['tabler-icon', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <use href={`${sprite}#${icon}`} />
    </svg>
  )
}

/** The one place that turns an icon key from content into an icon component. */
export const icons = Object.fromEntries(
  ICON_KEYS.map((key) => [key, (props: ContentIconProps) => <SpriteIcon icon={key} {...props} />]),
) as Record<IconKey, (props: ContentIconProps) => JSX.Element>

/** A content icon, decorative (the text next to it says what it means). */
export function IconGlyph({ name, size = 22, color }: { name: IconKey; size?: number; color?: string }) {
  return <SpriteIcon icon={name} size={size} stroke={1.75} color={color} aria-hidden />
}

/** A content icon in a soft tile of a product's colour. Decorative: the text beside it names it. */
export function IconTile({
  name,
  color,
  size = 44,
  iconSize = 22,
  ...props
}: { name: IconKey; color: string; iconSize?: number } & Omit<ThemeIconProps, 'children' | 'color'>) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden {...props}>
      <SpriteIcon icon={name} size={iconSize} stroke={1.75} />
    </ThemeIcon>
  )
}
