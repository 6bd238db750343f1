// eslint-disable-next-line no-restricted-imports -- this is the wrapper the rule points to
import { ThemeIcon as MantineThemeIcon, type ThemeIconProps as MantineThemeIconProps } from '@mantine/core'

export type ThemeIconProps = MantineThemeIconProps

/**
 * Mantine's ThemeIcon, drawn as a `span` without the props it leaks onto the element.
 *
 * Mantine 9.7's ThemeIcon turns `radius` and `color` into CSS variables and then hands them on
 * to its root element as well, so the page carries invalid `radius="md" color="brand"`
 * attributes; and its root is a `div`, which may not stand inside a phrasing parent (a list
 * item's icon slot, a label). The tile is `display: inline-flex` either way, so a `span` looks
 * the same. Use this one, never the one from @mantine/core.
 */
export function ThemeIcon(props: ThemeIconProps) {
  return (
    <MantineThemeIcon
      {...props}
      renderRoot={({ radius: _radius, color: _color, ...root }: Record<string, unknown>) => <span {...root} />}
    />
  )
}
