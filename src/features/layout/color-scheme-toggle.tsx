import { IconMoon, IconSun } from '@tabler/icons-react'
import { DELEGATED } from '~/ui/hydrate-later/hydrate-later'
import { IconButton } from '~/ui/plain/icon-button'
import { SCHEME_TOGGLE_ATTRIBUTE } from './early-taps'

/**
 * Light/dark switch. Both icons are rendered and CSS shows the right one, so the server HTML
 * and the first browser render are identical whatever scheme the visitor stored. Its click is the
 * page's inline script's (early-taps.ts), before the page's script and after it: it answers the
 * first tap, and there is no second handler to disagree with it.
 */
export function ColorSchemeToggle() {
  return (
    <IconButton
      aria-label="Switch between light and dark colours"
      {...{ [SCHEME_TOGGLE_ATTRIBUTE]: '' }}
      {...DELEGATED}
      data-testid="color-scheme-toggle"
    >
      <IconSun size={20} stroke={1.75} className="dark-only" aria-hidden />
      <IconMoon size={20} stroke={1.75} className="light-only" aria-hidden />
    </IconButton>
  )
}
