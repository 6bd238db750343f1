/**
 * A darker shade of a product colour for text on that colour's own light tint (badges, avatars):
 * the plain colour on its 10% tint can fall under 4.5:1, this shade stays above it.
 */
export function ink(hex: string, darken = 0.3): string {
  const n = hex.replace('#', '')
  const full =
    n.length === 3
      ? n
          .split('')
          .map((c) => c + c)
          .join('')
      : n
  const channel = (i: number) => Math.round(parseInt(full.slice(i, i + 2), 16) * (1 - darken))
  return `#${[0, 2, 4].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}
