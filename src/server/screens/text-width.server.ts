/**
 * How wide a line of text will be, estimated without a font engine. The widths are DejaVu Sans
 * (what `system-ui` falls back to on Linux, and wider than Segoe UI, Roboto or San Francisco), so
 * a string that fits by this estimate fits on every system font stack the screens name.
 */

// Advance widths in em of DejaVu Sans Book.
const NARROW = new Set([..."iljI.,:;!|'`"])
const WIDTHS: Record<string, number> = {
  ' ': 0.318,
  f: 0.352,
  r: 0.411,
  t: 0.392,
  s: 0.521,
  z: 0.525,
  c: 0.55,
  k: 0.579,
  v: 0.592,
  x: 0.592,
  y: 0.592,
  m: 0.974,
  w: 0.818,
  M: 0.863,
  W: 0.989,
  '-': 0.361,
  '/': 0.337,
  '(': 0.39,
  ')': 0.39,
  '+': 0.838,
  '%': 0.95,
  '&': 0.78,
  '@': 1,
  '★': 0.838,
  '₹': 0.636,
  '•': 0.59,
  '·': 0.318,
  '…': 1,
  '›': 0.4,
  '‹': 0.4,
  '✓': 0.838,
  '×': 0.838,
}

function charWidth(ch: string): number {
  if (NARROW.has(ch)) return 0.278
  const known = WIDTHS[ch]
  if (known !== undefined) return known
  if (ch >= '0' && ch <= '9') return 0.636
  if (ch >= 'A' && ch <= 'Z') return 0.72
  if (ch >= 'a' && ch <= 'z') return 0.625
  return 0.8
}

/** Estimated width in user units of `text` set at `size`; bold runs about 12 % wider. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0
  for (const ch of text) em += charWidth(ch)
  return em * size * (bold ? 1.12 : 1)
}
