import type { DocIcon } from '~/content/docs'
import { IconGlyph } from '~/ui/icons/icon'

export function DocIconGlyph({ icon, size = 20 }: { icon: DocIcon; size?: number }) {
  return <IconGlyph name={icon} size={size} />
}
