import type { CSSProperties } from 'react'
import {
  SCREEN_FRAME_SIZE,
  SCREEN_RASTER_SCALES,
  screenRasterSrc,
  screenSrc,
  type ProductScreen,
} from '~/domain/product'
import classes from './product-screen.module.css'

/**
 * One product screen: a plain <img> of the picture the server draws (/screens/...), so a page
 * carries no drawing code at all. It shows the server's WebP copies (1x, 1.5x, 2x) rather than the
 * SVG, which a browser would lay out as a document of its own on the main thread. `width` is the
 * largest width it is shown at; it scales down with its column. The hero's front picture is the
 * page's largest paint: `priority` loads it first.
 */
export function ScreenImage({
  screen,
  src,
  width,
  priority = false,
  className,
  style,
}: {
  screen: Pick<ProductScreen, 'product' | 'id' | 'frame' | 'alt'>
  /** Another address for the same picture, e.g. a portfolio project's branded copy. */
  src?: string
  width?: number
  priority?: boolean
  className?: string
  style?: CSSProperties
}) {
  const size = SCREEN_FRAME_SIZE[screen.frame]
  const shown = width ?? size.width
  const svg = src ?? screenSrc(screen)
  const widths = SCREEN_RASTER_SCALES.map((scale) => size.width * scale)
  return (
    <img
      src={screenRasterSrc(svg, size.width)}
      srcSet={widths.map((w) => `${screenRasterSrc(svg, w)} ${w}w`).join(', ')}
      sizes={`${shown}px`}
      alt={screen.alt}
      width={shown}
      height={Math.round((shown * size.height) / size.width)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={[classes.screen, classes[screen.frame], className].filter(Boolean).join(' ')}
      style={style}
      data-testid="product-screen"
    />
  )
}
