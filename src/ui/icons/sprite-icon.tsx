import type { SVGProps } from 'react'
import type { IconKey } from '~/domain/icon'
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
 * the documentation pages). Apart from icon.tsx (the `icons` map of every key, the tiles) so that
 * an island that draws a few icons by key (the FAQ category filter) does not download those.
 */
export function SpriteIcon({
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
