import {
  IconApi,
  IconCar,
  IconMessages,
  IconPalette,
  IconPlug,
  IconRocket,
  IconShoppingCart,
  IconSparkles,
  IconToolsKitchen2,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { DocIcon } from '~/content/docs'

const icons: Record<DocIcon, ComponentType<{ size?: number; stroke?: number }>> = {
  rocket: IconRocket,
  palette: IconPalette,
  plug: IconPlug,
  api: IconApi,
  messages: IconMessages,
  stars: IconSparkles,
  'tools-kitchen': IconToolsKitchen2,
  'shopping-cart': IconShoppingCart,
  car: IconCar,
}

export function DocIconGlyph({ icon, size = 20 }: { icon: DocIcon; size?: number }) {
  const Icon = icons[icon]
  return <Icon size={size} stroke={1.75} aria-hidden />
}
