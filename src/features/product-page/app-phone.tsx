import type { ProductScreen } from '~/domain/product'
import { ScreenImage } from '~/ui/product-screen/product-screen'

/** A phone picture of one app screen (drawn by the server), at most `width` wide. */
export function AppPhone({
  screen,
  width = 240,
  priority = false,
}: {
  screen: ProductScreen
  width?: number
  priority?: boolean
}) {
  return <ScreenImage screen={screen} width={width} priority={priority} />
}
