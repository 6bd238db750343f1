import type { CSSProperties } from 'react'
import type { MockupScreenData } from '~/content/product-schema'
import { PhoneMockup } from '~/ui/app-mockup/app-mockup'

/**
 * A phone mockup of one app screen. `scope` keeps the SVG's clip-path id unique when the same
 * screen appears twice on a page (for example in the hero and in a gallery).
 */
export function AppPhone({
  color,
  screen,
  appName,
  scope,
  width = 240,
  style,
}: {
  color: string
  screen: MockupScreenData
  appName: string
  scope: string
  width?: number
  style?: CSSProperties
}) {
  return <PhoneMockup color={color} screen={screen} appName={`${appName}-${scope}`} width={width} style={style} />
}
