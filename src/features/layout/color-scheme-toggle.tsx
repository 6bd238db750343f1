import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'

/**
 * Light/dark switch. Both icons are rendered and CSS shows the right one, so the server HTML
 * and the first browser render are identical whatever scheme the visitor stored.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      aria-label="Switch between light and dark colours"
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
      data-testid="color-scheme-toggle"
    >
      <IconSun size={20} stroke={1.75} className="dark-only" aria-hidden />
      <IconMoon size={20} stroke={1.75} className="light-only" aria-hidden />
    </ActionIcon>
  )
}
