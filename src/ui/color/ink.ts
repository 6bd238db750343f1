/** The red, green and blue channels (0-255) of a '#rgb' or '#rrggbb' colour. */
export function rgbChannels(hex: string): [number, number, number] {
  const n = hex.replace('#', '')
  const full =
    n.length === 3
      ? n
          .split('')
          .map((c) => c + c)
          .join('')
      : n
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/**
 * A darker shade of a product colour for text on that colour's own light tint (badges, avatars):
 * the plain colour on its 10% tint can fall under 4.5:1, this shade stays above it.
 */
export function ink(hex: string, darken = 0.3): string {
  return hexOf(rgbChannels(hex).map((channel) => channel * (1 - darken)))
}

/**
 * Text in a product colour that reads in both schemes: the darker `ink` shade on light pages,
 * and the colour lifted towards white on dark ones (where the dark shade would vanish on the
 * dark tint behind it). A CSS `light-dark()` value for colour props.
 */
export function schemeInk(hex: string): string {
  const light = hexOf(rgbChannels(hex).map((channel) => channel + (255 - channel) * 0.55))
  return `light-dark(${ink(hex)}, ${light})`
}

/** '#rrggbb' from channels (rounded to 0-255 steps). */
function hexOf(channels: number[]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}
