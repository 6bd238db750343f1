import { useRouter } from '@tanstack/react-router'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { setColorScheme } from '~/ui/color-scheme/color-scheme'
import { IconButton } from '~/ui/plain/icon-button'

/**
 * Light/dark switch. Both icons are rendered and CSS shows the right one, so the server HTML
 * and the first browser render are identical whatever scheme the visitor stored. The scheme shown
 * is read from the page when clicked (`data-mantine-color-scheme`, which Mantine's script sets
 * before the first paint, 'auto' resolved), so the switch needs no state of its own.
 */
export function ColorSchemeToggle() {
  const nonce = useRouter().options.ssr?.nonce
  return (
    <IconButton
      aria-label="Switch between light and dark colours"
      onClick={() =>
        setColorScheme(
          document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark',
          nonce,
        )
      }
      data-testid="color-scheme-toggle"
    >
      <IconSun size={20} stroke={1.75} className="dark-only" aria-hidden />
      <IconMoon size={20} stroke={1.75} className="light-only" aria-hidden />
    </IconButton>
  )
}
