import { ThemeIcon, type ThemeIconProps } from '~/ui/theme-icon/theme-icon'
import type { JSX } from 'react'
import { ICON_KEYS, type IconKey } from '~/domain/icon'
import { SpriteIcon, type ContentIconProps } from './sprite-icon'

/** An icon component for every icon key content may name (a lone icon: SpriteIcon, sprite-icon.tsx). */
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
