import {
  BROWSER_TEMPLATES,
  SCREEN_FRAME_SIZE,
  type ScreenContent,
  type ScreenFigure,
  type ScreenRow,
} from '~/domain/product'
import { escapeXml } from '~/domain/xml'
import { textWidth } from './text-width.server'

/**
 * Draws one app screen as a static SVG string: a phone or a browser window in the product's
 * colours, with the screen's real words. Pure (no I/O), so the route can cache the result and
 * tests can check every screen. Text is placed at absolute coordinates (no transforms on text),
 * which lets a test measure it against the viewBox.
 */

export interface ScreenBrand {
  /** The app's name, shown above the screen title ('Astroway', or a client's name). */
  name: string
  color: string
  accent?: string
}

export interface RenderedScreen {
  svg: string
  /** The picture's own width in CSS pixels (its viewBox): 300 for a phone, 640 for a browser window. */
  width: number
  /** Strings that did not fit their box (shortened with an ellipsis) or rows left out. Empty when all fits. */
  overflow: string[]
}

export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

const INK = '#212529'
const GREY = '#5c636a'
const LINE = '#e9ecef'
const SOFT = '#f1f3f5'
const PALE = '#f8f9fa'

/** Mixes a #rrggbb colour with white (amount of white 0..1) or, for a negative amount, black. */
export function mix(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  const target = amount >= 0 ? 255 : 0
  const a = Math.abs(amount)
  return `#${channels
    .map((c) => Math.round(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

const num = (value: number) => String(Math.round(value * 10) / 10)

interface TextOptions {
  size: number
  bold?: boolean
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
  /** Widest the text may be; longer text is cut with an ellipsis and reported. */
  max: number
  opacity?: number
}

class Canvas {
  readonly parts: string[] = []
  readonly overflow: string[] = []

  add(markup: string) {
    this.parts.push(markup)
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra}/>`)
  }

  round(x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') {
    this.rect(x, y, w, h, fill, ` rx="${num(r)}"${extra}`)
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = '') {
    this.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`)
  }

  /** Draws one line of text fitted to `max`; returns its width. */
  text(x: number, y: number, value: string, o: TextOptions): number {
    let shown = value
    if (textWidth(shown, o.size, o.bold) > o.max) {
      this.overflow.push(value)
      while (shown.length > 1 && textWidth(`${shown}…`, o.size, o.bold) > o.max) shown = shown.slice(0, -1)
      shown = `${shown.trimEnd()}…`
    }
    const attrs = [
      `x="${num(x)}"`,
      `y="${num(y)}"`,
      `font-size="${o.size}"`,
      o.bold ? 'font-weight="700"' : '',
      `fill="${o.fill ?? INK}"`,
      o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
      o.opacity !== undefined ? `fill-opacity="${o.opacity}"` : '',
    ].filter(Boolean)
    this.add(`<text ${attrs.join(' ')}>${escapeXml(shown)}</text>`)
    return textWidth(shown, o.size, o.bold)
  }

  /** Wraps `value` into lines no wider than `max`; at most `lines` lines (the rest is reported). */
  wrap(value: string, size: number, max: number, lines: number, bold = false): string[] {
    const out: string[] = []
    let current = ''
    for (const word of value.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word
      if (textWidth(next, size, bold) <= max || !current) current = next
      else {
        out.push(current)
        current = word
      }
    }
    if (current) out.push(current)
    if (out.length > lines) {
      this.overflow.push(value)
      const kept = out.slice(0, lines)
      kept[lines - 1] = `${kept[lines - 1]}…`
      return kept
    }
    return out
  }

  /** A pill with centred text, as wide as its text plus padding; returns its width. */
  pill(
    x: number,
    y: number,
    label: string,
    o: { h: number; size: number; fill: string; ink: string; bold?: boolean; stroke?: string },
  ) {
    const w = textWidth(label, o.size, o.bold) + 18
    this.round(x, y, w, o.h, o.h / 2, o.fill, o.stroke ? ` stroke="${o.stroke}"` : '')
    this.text(x + w / 2, y + o.h / 2 + o.size * 0.36, label, {
      size: o.size,
      bold: o.bold,
      fill: o.ink,
      anchor: 'middle',
      max: w,
    })
    return w
  }

  /** Pills left to right from x until `right`; a pill that would cross it is left out and reported. */
  pills(x: number, y: number, right: number, labels: readonly string[], selected: string, tint: string, h = 24) {
    let at = x
    labels.forEach((label, i) => {
      const w = textWidth(label, 11, i === 0) + 18
      if (at + w > right) {
        this.overflow.push(`pill ${label}`)
        return
      }
      this.pill(at, y, label, {
        h,
        size: 11,
        bold: i === 0,
        fill: i === 0 ? selected : '#fff',
        ink: i === 0 ? '#fff' : INK,
        stroke: i === 0 ? undefined : tint,
      })
      at += w + 6
    })
  }

  avatar(cx: number, cy: number, r: number, name: string, fill: string, ink: string) {
    this.circle(cx, cy, r, fill)
    const size = Math.round(r * 0.75)
    this.text(cx, cy + size * 0.36, initials(name), { size, bold: true, fill: ink, anchor: 'middle', max: r * 2 })
  }
}

const TITLES = new Set(['dr.', 'dr', 'pandit', 'acharya', 'mr.', 'ms.', 'mrs.', 'prof.', 'sri', 'shri'])

/** 'Dr. Anjali Mehta' -> 'AM': the letters in an avatar. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !TITLES.has(w.toLowerCase()) && /^[A-Za-z]/.test(w))
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

// ---------------------------------------------------------------------------------------------
// Phone: viewBox 0 0 300 600; the screen is 276 x 576 at (12, 12); content runs from x 28 to 272.
// ---------------------------------------------------------------------------------------------

const L = 28
const R = 272
const W = R - L
const BOTTOM = 580

interface Palette {
  color: string
  accent: string
  tint: string
  wash: string
}

function palette(brand: ScreenBrand): Palette {
  return {
    color: brand.color,
    accent: brand.accent ?? mix(brand.color, -0.25),
    tint: mix(brand.color, 0.78),
    wash: mix(brand.color, 0.92),
  }
}

function appBar(c: Canvas, brand: ScreenBrand, title: string, p: Palette) {
  c.rect(12, 12, 276, 100, p.color)
  c.text(L + 6, 34, '9:41', { size: 12, bold: true, fill: '#fff', max: 40 })
  c.round(236, 25, 22, 10, 3, '#fff', ' fill-opacity="0.85"')
  c.round(120, 20, 60, 18, 9, '#1b1b24')
  c.text(L, 64, brand.name, { size: 11, bold: true, fill: '#fff', opacity: 0.85, max: W - 40 })
  c.text(L, 92, title, { size: 20, bold: true, fill: '#fff', max: W - 40 })
  c.circle(256, 84, 13, '#fff', ' fill-opacity="0.22"')
}

function button(c: Canvas, y: number, label: string, p: Palette, h = 44) {
  c.round(L, y, W, h, 14, p.color)
  c.text(150, y + h / 2 + 5, label, { size: 14, bold: true, fill: '#fff', anchor: 'middle', max: W - 24 })
}

/** Rows that fit between y and `bottom`, each `h` tall plus `gap`; the rest are reported. */
function fitting<T>(
  c: Canvas,
  rows: readonly T[],
  y: number,
  h: number,
  gap: number,
  bottom: number,
  name: (row: T) => string,
) {
  const room = Math.floor((bottom - y + gap) / (h + gap))
  for (const row of rows.slice(room)) c.overflow.push(`row ${name(row)}`)
  return rows.slice(0, room)
}

function rowRight(c: Canvas, row: ScreenRow, right: number, y: number, p: Palette): number {
  return row.value
    ? c.text(right, y, row.value, { size: 12, bold: true, fill: p.color, anchor: 'end', max: 90 }) + 8
    : 0
}

function drawList(c: Canvas, s: Extract<ScreenContent, { template: 'list' }>, p: Palette) {
  let y = 124
  if (s.search) {
    c.round(L, y, W, 32, 16, SOFT)
    c.circle(L + 18, y + 16, 5, 'none', ` stroke="${GREY}" stroke-width="1.6"`)
    c.text(L + 30, y + 20, s.search, { size: 12, fill: GREY, max: W - 40 })
    y += 42
  }
  if (s.chips) {
    c.pills(L, y, R, s.chips, p.color, p.tint)
    y += 34
  }
  for (const row of fitting(c, s.rows, y, 66, 8, BOTTOM, (r) => r.name)) {
    c.round(L, y, W, 66, 12, '#fff', ` stroke="${LINE}"`)
    c.avatar(L + 24, y + 33, 18, row.name, p.wash, p.color)
    const right = R - 10
    const used = row.value ? rowRight(c, row, right, y + 22, p) : row.action ? textWidth(row.action, 11, true) + 28 : 0
    c.text(L + 50, y + 22, row.name, { size: 13, bold: true, max: right - used - (L + 50) })
    let buttonWidth = 0
    if (row.action) {
      // Beside the price, the button sits under it; without a price it takes the top corner
      // and leaves the second and third lines their full width.
      const top = row.value ? y + 34 : y + 10
      const w = textWidth(row.action, 11, true) + 20
      c.round(right - w, top, w, 22, 11, p.color)
      c.text(right - w / 2, top + 15, row.action, { size: 11, bold: true, fill: '#fff', anchor: 'middle', max: w })
      if (row.value) buttonWidth = w + 6
    }
    const lineMax = right - buttonWidth - (L + 50)
    if (row.line) c.text(L + 50, y + 38, row.line, { size: 11, fill: GREY, max: lineMax })
    if (row.meta) c.text(L + 50, y + 54, row.meta, { size: 10, fill: '#495057', max: lineMax })
    y += 74
  }
}

function drawChat(c: Canvas, s: Extract<ScreenContent, { template: 'chat' }>, p: Palette) {
  c.rect(12, 112, 276, 26, p.wash)
  c.text(150, 129, s.status, { size: 11, bold: true, fill: p.color, anchor: 'middle', max: W })
  let y = 150
  if (s.banner) {
    c.text(150, y + 8, s.banner, { size: 10, fill: GREY, anchor: 'middle', max: W })
    y += 20
  }
  for (const message of s.messages) {
    const mine = message.from === 'me'
    const lines = c.wrap(message.text, 12, 176, 4)
    const w = Math.max(...lines.map((line) => textWidth(line, 12))) + 24
    const h = lines.length * 16 + 14 + (message.time ? 12 : 0)
    if (y + h > 524) {
      c.overflow.push(`message ${message.text}`)
      continue
    }
    const x = mine ? R - w : L
    c.round(x, y, w, h, 14, mine ? p.color : SOFT)
    lines.forEach((line, i) =>
      c.text(x + 12, y + 20 + i * 16, line, { size: 12, fill: mine ? '#fff' : INK, max: w - 20 }),
    )
    if (message.time)
      c.text(x + w - 10, y + h - 7, message.time, {
        size: 9,
        fill: mine ? '#fff' : GREY,
        opacity: mine ? 0.8 : undefined,
        anchor: 'end',
        max: w - 20,
      })
    y += h + 10
  }
  c.round(L, 536, 198, 36, 18, SOFT)
  c.text(L + 16, 558, s.input, { size: 12, fill: GREY, max: 170 })
  c.circle(252, 554, 18, p.color)
  c.add(
    `<path d="M245 554 L259 554 M253 548 L259 554 L253 560" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
  )
}

function drawMenu(c: Canvas, s: Extract<ScreenContent, { template: 'menu' }>, p: Palette) {
  c.text(L, 134, s.line, { size: 12, fill: '#495057', max: W })
  c.pills(L, 146, R, s.tabs, p.color, p.tint, 26)
  let y = 186
  for (const item of fitting(c, s.items, y, 70, 8, 518, (r) => r.name)) {
    c.round(L, y, 60, 60, 12, p.wash)
    c.circle(L + 30, y + 30, 17, p.tint)
    c.circle(L + 30, y + 30, 9, p.color, ' fill-opacity="0.45"')
    if (item.meta)
      c.round(
        L + 4,
        y + 4,
        12,
        12,
        2,
        '#fff',
        ` stroke="${item.meta === 'veg' ? '#2b8a3e' : '#c92a2a'}" stroke-width="1.5"`,
      )
    const x = L + 72
    const addWidth = item.action ? textWidth(item.action, 12, true) + 24 : 0
    c.text(x, y + 18, item.name, { size: 13, bold: true, max: R - x })
    if (item.line) c.text(x, y + 35, item.line, { size: 11, fill: GREY, max: R - x })
    if (item.value) c.text(x, y + 54, item.value, { size: 13, bold: true, max: R - addWidth - 8 - x })
    if (item.action) {
      c.round(R - addWidth, y + 38, addWidth, 24, 8, '#fff', ` stroke="${p.color}" stroke-width="1.5"`)
      c.text(R - addWidth / 2, y + 54, item.action, {
        size: 12,
        bold: true,
        fill: p.color,
        anchor: 'middle',
        max: addWidth,
      })
    }
    c.add(`<line x1="${L}" x2="${R}" y1="${y + 69}" y2="${y + 69}" stroke="${LINE}"/>`)
    y += 78
  }
  c.round(L, 528, W, 46, 14, p.color)
  const right = c.text(R - 14, 556, s.bar.value, { size: 13, bold: true, fill: '#fff', anchor: 'end', max: 110 })
  c.text(L + 14, 556, s.bar.label, { size: 13, bold: true, fill: '#fff', max: W - 28 - right - 10 })
}

function drawStores(c: Canvas, s: Extract<ScreenContent, { template: 'stores' }>, p: Palette) {
  c.pills(L, 122, R, s.modes, p.color, p.tint)
  // Two stores side by side, the open one outlined; the next one peeks in at the edge.
  for (const store of s.stores.slice(2)) c.overflow.push(`store ${store.name}`)
  s.stores.slice(0, 2).forEach((store, i) => {
    const x = L + i * 126
    const y = 156
    const open = i === 0
    c.round(x, y, 118, 80, 12, open ? p.wash : '#fff', ` stroke="${open ? p.color : LINE}"`)
    c.avatar(x + 24, y + 24, 14, store.name, open ? p.tint : SOFT, p.color)
    if (store.value) {
      const w = textWidth(store.value, 10, true) + 18
      c.pill(x + 110 - w, y + 14, store.value, {
        h: 20,
        size: 10,
        bold: true,
        fill: open ? p.color : SOFT,
        ink: open ? '#fff' : INK,
      })
    }
    c.text(x + 10, y + 58, store.name, { size: 12, bold: true, max: 100 })
    if (store.line) c.text(x + 10, y + 73, store.line, { size: 10, fill: GREY, max: 100 })
  })
  c.round(R + 8, 156, 60, 80, 12, '#fff', ` stroke="${LINE}"`)
  c.add(`<line x1="${L}" x2="${R}" y1="250" y2="250" stroke="${LINE}"/>`)
  c.text(L, 274, s.shelf, { size: 14, bold: true, max: W })
  c.pills(L, 284, R, s.tabs, p.color, p.tint)
  let y = 318
  for (const item of fitting(c, s.items, y, 60, 6, 520, (r) => r.name)) {
    c.round(L, y, 52, 52, 10, p.wash)
    c.circle(L + 26, y + 26, 13, p.tint)
    const x = L + 64
    const addWidth = item.action ? textWidth(item.action, 12, true) + 24 : 0
    c.text(x, y + 16, item.name, { size: 13, bold: true, max: R - x })
    if (item.line) c.text(x, y + 32, item.line, { size: 11, fill: GREY, max: R - x })
    if (item.value) c.text(x, y + 51, item.value, { size: 13, bold: true, max: R - addWidth - 8 - x })
    if (item.action) {
      c.round(R - addWidth, y + 34, addWidth, 22, 8, '#fff', ` stroke="${p.color}" stroke-width="1.5"`)
      c.text(R - addWidth / 2, y + 49, item.action, {
        size: 12,
        bold: true,
        fill: p.color,
        anchor: 'middle',
        max: addWidth,
      })
    }
    y += 66
  }
  c.round(L, 528, W, 46, 14, p.color)
  const right = c.text(R - 14, 556, s.bar.value, { size: 13, bold: true, fill: '#fff', anchor: 'end', max: 110 })
  c.text(L + 14, 556, s.bar.label, { size: 13, bold: true, fill: '#fff', max: W - 28 - right - 10 })
}

function figureLine(c: Canvas, y: number, f: ScreenFigure, size: number, bold: boolean, x1: number, x2: number) {
  const w = c.text(x2, y, f.value, { size, bold, anchor: 'end', max: 120 })
  c.text(x1, y, f.label, { size, bold, fill: bold ? INK : GREY, max: x2 - x1 - w - 10 })
}

function drawCart(c: Canvas, s: Extract<ScreenContent, { template: 'cart' }>, p: Palette) {
  let y = 124
  const summary = 26 + s.lines.length * 22 + 30
  for (const item of fitting(c, s.items, y, 60, 8, 520 - summary - 8, (r) => r.name)) {
    c.round(L, y, 52, 52, 10, p.wash)
    c.circle(L + 26, y + 26, 13, p.tint)
    const x = L + 64
    const valueWidth = item.value ? c.text(R, y + 18, item.value, { size: 13, bold: true, anchor: 'end', max: 80 }) : 0
    c.text(x, y + 18, item.name, { size: 13, bold: true, max: R - valueWidth - 8 - x })
    if (item.line) c.text(x, y + 35, item.line, { size: 11, fill: GREY, max: R - 70 - x })
    if (item.meta) {
      c.round(R - 62, y + 28, 62, 22, 11, SOFT)
      c.text(R - 31, y + 43, item.meta, { size: 11, bold: true, fill: p.color, anchor: 'middle', max: 56 })
    }
    y += 68
  }
  y = Math.max(y + 4, 520 - summary)
  c.round(L, y, W, summary - 6, 12, PALE)
  let ly = y + 24
  for (const line of s.lines) {
    figureLine(c, ly, line, 12, false, L + 12, R - 12)
    ly += 22
  }
  c.add(`<line x1="${L + 12}" x2="${R - 12}" y1="${ly - 10}" y2="${ly - 10}" stroke="#dee2e6"/>`)
  figureLine(c, ly + 8, s.total, 14, true, L + 12, R - 12)
  button(c, 528, s.action, p)
}

function drawMap(c: Canvas, s: Extract<ScreenContent, { template: 'map' }>, p: Palette) {
  c.rect(12, 112, 276, 300, '#e6efe6')
  c.rect(180, 112, 108, 110, '#d8e8f3')
  c.add(`<path d="M12 250 C 90 230, 150 300, 288 270" stroke="#fff" stroke-width="16" fill="none"/>`)
  c.add(`<path d="M110 112 L 150 412" stroke="#fff" stroke-width="12" fill="none"/>`)
  c.add(`<path d="M12 360 L 288 330" stroke="#fff" stroke-width="9" fill="none"/>`)
  c.add(
    `<path d="M70 372 C 110 330, 140 300, 146 262 S 200 200, 226 176" stroke="${p.color}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  )
  c.circle(70, 372, 9, p.color, ' stroke="#fff" stroke-width="3"')
  c.circle(226, 176, 11, '#fff', ` stroke="${p.color}" stroke-width="5"`)
  c.round(136, 244, 26, 16, 5, INK)
  c.pill(L, 124, s.eta, { h: 28, size: 12, bold: true, fill: p.color, ink: '#fff' })
  c.round(18, 392, 264, 190, 18, '#fff', ` stroke="${LINE}"`)
  c.round(130, 400, 40, 4, 2, '#dee2e6')
  c.avatar(L + 22, 436, 20, s.card.name, p.wash, p.color)
  const valueWidth = s.card.value
    ? c.text(R, 432, s.card.value, { size: 15, bold: true, fill: p.color, anchor: 'end', max: 90 })
    : 0
  c.text(L + 52, 430, s.card.name, { size: 14, bold: true, max: R - valueWidth - 8 - (L + 52) })
  if (s.card.line) c.text(L + 52, 447, s.card.line, { size: 11, fill: GREY, max: R - (L + 52) })
  if (s.card.meta) c.text(L + 52, 463, s.card.meta, { size: 11, fill: '#495057', max: R - (L + 52) })
  c.circle(L + 6, 486, 4, p.color)
  c.text(L + 18, 490, s.from, { size: 11, max: W - 18 })
  c.add(`<line x1="${L + 6}" x2="${L + 6}" y1="491" y2="503" stroke="#adb5bd" stroke-dasharray="2 2"/>`)
  c.round(L + 2, 504, 8, 8, 1, INK)
  c.text(L + 18, 512, s.to, { size: 11, max: W - 18 })
  button(c, 526, s.action, p, 42)
}

function drawGrid(c: Canvas, s: Extract<ScreenContent, { template: 'grid' }>, p: Palette) {
  c.round(L, 124, W, 76, 14, p.accent)
  c.circle(R - 24, 140, 34, '#fff', ' fill-opacity="0.14"')
  c.text(L + 16, 156, s.banner.label, { size: 15, bold: true, fill: '#fff', max: W - 28 })
  c.text(L + 16, 178, s.banner.value, { size: 11, fill: '#fff', max: W - 28 })
  let y = 212
  if (s.chips) {
    c.pills(L, y, R, s.chips, p.color, p.tint)
    y += 34
  }
  const tileH = s.chips ? 150 : 160
  s.tiles.forEach((tile, i) => {
    const x = L + (i % 2) * 126
    const ty = y + Math.floor(i / 2) * (tileH + 10)
    if (ty + tileH > BOTTOM) {
      c.overflow.push(`tile ${tile.name}`)
      return
    }
    c.round(x, ty, 118, tileH, 12, '#fff', ` stroke="${LINE}"`)
    c.round(x + 6, ty + 6, 106, tileH - 74, 9, mix(p.color, 0.82 - (i % 3) * 0.08))
    c.circle(x + 59, ty + 6 + (tileH - 74) / 2, 16, '#fff', ' fill-opacity="0.6"')
    if (tile.meta) c.pill(x + 10, ty + 12, tile.meta, { h: 18, size: 9, bold: true, fill: p.color, ink: '#fff' })
    c.text(x + 9, ty + tileH - 48, tile.name, { size: 12, bold: true, max: 102 })
    if (tile.line) c.text(x + 9, ty + tileH - 32, tile.line, { size: 10, fill: GREY, max: 102 })
    if (tile.value) c.text(x + 9, ty + tileH - 14, tile.value, { size: 12, bold: true, fill: p.color, max: 102 })
  })
}

function drawRings(c: Canvas, s: Extract<ScreenContent, { template: 'rings' }>, p: Palette) {
  c.text(L, 136, s.greeting, { size: 13, fill: GREY, max: W })
  const colors = [p.color, p.accent, mix(p.color, 0.45)]
  s.rings.slice(0, 3).forEach((ring, i) => {
    const r = 62 - i * 15
    const length = 2 * Math.PI * r
    const color = colors[i]!
    c.circle(96, 236, r, 'none', ` stroke="${color}" stroke-opacity="0.16" stroke-width="11"`)
    c.circle(
      96,
      236,
      r,
      'none',
      ` stroke="${color}" stroke-width="11" stroke-linecap="round" stroke-dasharray="${num((length * Math.min(ring.percent, 100)) / 100)} ${num(length)}" transform="rotate(-90 96 236)"`,
    )
    const ly = 190 + i * 44
    c.round(174, ly - 9, 8, 8, 4, color)
    c.text(188, ly, ring.label, { size: 11, fill: GREY, max: R - 188 })
    c.text(174, ly + 19, ring.value, { size: 15, bold: true, max: R - 174 })
  })
  let y = 318
  for (const row of fitting(c, s.rows, y, 54, 8, BOTTOM, (r) => r.name)) {
    c.round(L, y, W, 54, 12, PALE)
    c.circle(L + 24, y + 27, 14, p.tint)
    const used = rowRight(c, row, R - 12, y + 31, p)
    c.text(L + 48, y + 23, row.name, { size: 13, bold: true, max: R - 12 - used - (L + 48) })
    if (row.line) c.text(L + 48, y + 40, row.line, { size: 11, fill: GREY, max: R - 12 - used - (L + 48) })
    y += 62
  }
}

function drawBars(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  labels: readonly string[],
  p: Palette,
) {
  const max = Math.max(...values, 1)
  const step = w / values.length
  const top = values.indexOf(max)
  values.forEach((value, i) => {
    const bh = Math.max(4, (value / max) * h)
    c.round(x + i * step + step * 0.2, y + h - bh, step * 0.6, bh, 4, i === top ? p.color : p.tint)
    const label = labels[i]
    if (label) c.text(x + i * step + step / 2, y + h + 16, label, { size: 10, fill: GREY, anchor: 'middle', max: step })
  })
}

function drawDashboard(c: Canvas, s: Extract<ScreenContent, { template: 'dashboard' }>, p: Palette) {
  s.cards.slice(0, 2).forEach((card, i) => {
    const x = L + i * 126
    c.round(x, 124, 118, 74, 12, i === 0 ? p.color : p.wash)
    c.text(x + 12, 148, card.label, {
      size: 11,
      fill: i === 0 ? '#fff' : GREY,
      opacity: i === 0 ? 0.9 : undefined,
      max: 96,
    })
    c.text(x + 12, 180, card.value, { size: 20, bold: true, fill: i === 0 ? '#fff' : p.color, max: 96 })
  })
  c.round(L, 210, W, 156, 12, '#fff', ` stroke="${LINE}"`)
  c.text(L + 12, 232, s.chart.title, { size: 12, bold: true, max: W - 24 })
  drawBars(c, L + 8, 248, W - 16, 88, s.chart.values, s.chart.labels, p)
  let y = 378
  for (const row of fitting(c, s.rows, y, 58, 8, BOTTOM, (r) => r.name)) {
    c.round(L, y, W, 58, 12, PALE)
    const used = rowRight(c, row, R - 12, y + 24, p)
    c.text(L + 12, y + 24, row.name, { size: 12, bold: true, max: R - 12 - used - (L + 12) })
    if (row.line) c.text(L + 12, y + 42, row.line, { size: 11, fill: GREY, max: W - 24 - (row.meta ? 70 : 0) })
    if (row.meta) c.text(R - 12, y + 42, row.meta, { size: 10, bold: true, fill: GREY, anchor: 'end', max: 66 })
    y += 66
  }
}

function drawListing(c: Canvas, s: Extract<ScreenContent, { template: 'listing' }>, p: Palette) {
  c.rect(12, 112, 276, 170, mix(p.color, 0.88))
  c.circle(240, 150, 18, '#fff', ' fill-opacity="0.8"')
  c.add(`<path d="M70 250 L70 190 L130 150 L190 190 L190 250 Z" fill="${mix(p.color, 0.55)}"/>`)
  c.add(
    `<path d="M58 196 L130 142 L202 196" stroke="${p.color}" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  )
  c.rect(116, 212, 28, 38, '#fff', ' fill-opacity="0.85"')
  c.rect(84, 200, 22, 20, '#fff', ' fill-opacity="0.85"')
  c.rect(154, 200, 22, 20, '#fff', ' fill-opacity="0.85"')
  c.rect(12, 250, 276, 32, mix(p.color, 0.7))
  c.pill(L, 236, s.price, { h: 30, size: 15, bold: true, fill: p.color, ink: '#fff' })
  c.text(L, 310, s.name, { size: 16, bold: true, max: W })
  c.text(L, 328, s.address, { size: 11, fill: GREY, max: W })
  let x = L
  for (const fact of s.facts) {
    const w = textWidth(fact, 11, true) + 18
    if (x + w > R) {
      c.overflow.push(`fact ${fact}`)
      continue
    }
    c.pill(x, 342, fact, { h: 26, size: 11, bold: true, fill: SOFT, ink: INK })
    x += w + 8
  }
  c.round(L, 384, W, 66, 12, PALE)
  c.avatar(L + 28, 417, 18, s.agent.name, p.tint, p.color)
  const used = rowRight(c, s.agent, R - 12, 414, p)
  c.text(L + 54, 412, s.agent.name, { size: 13, bold: true, max: R - 12 - used - (L + 54) })
  if (s.agent.line) c.text(L + 54, 430, s.agent.line, { size: 11, fill: GREY, max: R - 12 - (L + 54) })
  c.text(L, 478, s.note, { size: 12, bold: true, fill: p.color, max: W })
  button(c, 528, s.action, p)
}

function drawFeed(c: Canvas, s: Extract<ScreenContent, { template: 'feed' }>, p: Palette) {
  s.stories.slice(0, 5).forEach((name, i) => {
    const cx = L + 22 + i * 50
    c.circle(cx, 146, 21, 'none', ` stroke="${i === 0 ? p.color : p.accent}" stroke-width="2.5"`)
    c.avatar(cx, 146, 17, name, p.wash, p.color)
    c.text(cx, 184, name, { size: 9, fill: INK, anchor: 'middle', max: 48 })
  })
  if (s.stories.length > 5) c.overflow.push('stories beyond five')
  let y = 200
  s.posts.forEach((post, i) => {
    const lines = c.wrap(post.text, 12, W, 2)
    const image = i === 0 ? 104 : 0
    const h = 36 + lines.length * 16 + (image ? image + 8 : 0) + 22
    if (y + h > BOTTOM) {
      c.overflow.push(`post ${post.author}`)
      return
    }
    c.add(`<line x1="${L}" x2="${R}" y1="${y}" y2="${y}" stroke="${LINE}"/>`)
    c.avatar(L + 14, y + 22, 14, post.author, p.tint, p.color)
    c.text(L + 36, y + 19, post.author, { size: 12, bold: true, max: W - 36 })
    c.text(L + 36, y + 32, post.time, { size: 10, fill: GREY, max: W - 36 })
    let ty = y + 52
    for (const line of lines) {
      c.text(L, ty, line, { size: 12, max: W })
      ty += 16
    }
    if (image) {
      c.round(L, ty - 6, W, image, 12, mix(p.color, 0.75))
      c.circle(L + 190, ty + 30, 20, '#fff', ' fill-opacity="0.5"')
      c.add(
        `<path d="M${L} ${ty + 80} L${L + 70} ${ty + 30} L${L + 130} ${ty + 75} L${L + 170} ${ty + 50} L${R} ${ty + 92}" fill="none" stroke="${p.color}" stroke-width="3" stroke-opacity="0.55"/>`,
      )
      ty += image + 8
    }
    const likes = c.text(L + 16, ty + 4, post.likes, { size: 11, bold: true, fill: p.color, max: 110 })
    c.add(`<path d="M${L + 6} ${ty + 2} l-4 -4 a2.5 2.5 0 0 1 4 -3 a2.5 2.5 0 0 1 4 3 z" fill="${p.color}"/>`)
    c.text(L + 16 + likes + 14, ty + 4, post.comments, { size: 11, fill: GREY, max: W - likes - 30 })
    y += h + 6
  })
}

function drawCalendar(c: Canvas, s: Extract<ScreenContent, { template: 'calendar' }>, p: Palette) {
  c.text(L, 138, s.month, { size: 15, bold: true, max: W - 50 })
  c.text(R - 28, 138, '‹', { size: 16, bold: true, fill: GREY, anchor: 'middle', max: 16 })
  c.text(R - 6, 138, '›', { size: 16, bold: true, fill: GREY, anchor: 'middle', max: 16 })
  const cell = W / 7
  ;['M', 'T', 'W', 'T', 'F', 'S', 'S'].forEach((d, i) =>
    c.text(L + cell * i + cell / 2, 162, d, { size: 10, bold: true, fill: GREY, anchor: 'middle', max: cell }),
  )
  const rows = Math.ceil((s.firstWeekday + s.days) / 7)
  const rowH = rows > 5 ? 25 : 29
  for (let day = 1; day <= s.days; day += 1) {
    const index = s.firstWeekday + day - 1
    const cx = L + (index % 7) * cell + cell / 2
    const cy = 184 + Math.floor(index / 7) * rowH
    const selected = day === s.selected
    if (selected) c.circle(cx, cy - 4, 13, p.color)
    c.text(cx, cy, String(day), {
      size: 11,
      bold: selected,
      fill: selected ? '#fff' : INK,
      anchor: 'middle',
      max: cell,
    })
    if (s.marked.includes(day) && !selected) c.circle(cx, cy + 6, 2.2, p.accent)
  }
  let y = 184 + rows * rowH
  c.add(`<line x1="${L}" x2="${R}" y1="${y - 8}" y2="${y - 8}" stroke="${LINE}"/>`)
  for (const slot of fitting(c, s.slots, y, 50, 8, BOTTOM, (r) => r.name)) {
    const booked = Boolean(slot.meta)
    c.round(L, y, W, 50, 12, booked ? p.wash : PALE)
    c.round(L, y, 4, 50, 2, booked ? p.color : '#ced4da')
    c.text(L + 12, y + 30, slot.value ?? '', { size: 12, bold: true, fill: p.color, max: 48 })
    // The button or status takes the top right corner, so the second line keeps the full width.
    let buttonWidth = 0
    if (slot.action) {
      buttonWidth = textWidth(slot.action, 11, true) + 20
      c.round(R - 8 - buttonWidth, y + 7, buttonWidth, 21, 10.5, p.color)
      c.text(R - 8 - buttonWidth / 2, y + 21.5, slot.action, {
        size: 11,
        bold: true,
        fill: '#fff',
        anchor: 'middle',
        max: buttonWidth,
      })
    } else if (slot.meta) {
      buttonWidth = c.text(R - 10, y + 22, slot.meta, { size: 10, bold: true, fill: p.color, anchor: 'end', max: 70 })
    }
    const x = L + 62
    c.text(x, y + 22, slot.name, { size: 12, bold: true, max: R - 16 - buttonWidth - x })
    if (slot.line) c.text(x, y + 39, slot.line, { size: 11, fill: GREY, max: R - 10 - x })
    y += 58
  }
}

function drawCall(c: Canvas, brand: ScreenBrand, s: Extract<ScreenContent, { template: 'call' }>, p: Palette) {
  c.rect(12, 12, 276, 576, mix(p.color, -0.55))
  c.circle(150, 250, 140, p.color, ' fill-opacity="0.35"')
  c.text(L + 6, 34, '9:41', { size: 12, bold: true, fill: '#fff', max: 40 })
  c.round(120, 20, 60, 18, 9, '#1b1b24')
  c.text(L, 64, brand.name, { size: 11, bold: true, fill: '#fff', opacity: 0.8, max: 164 })
  c.text(L, 84, s.title, { size: 14, bold: true, fill: '#fff', max: 164 })
  c.pill(L, 96, s.timer, { h: 22, size: 11, bold: true, fill: '#e03131', ink: '#fff' })
  c.round(198, 52, 74, 100, 12, '#fff', ' fill-opacity="0.18" stroke="#fff" stroke-opacity="0.4"')
  c.avatar(235, 94, 20, s.self, p.tint, p.color)
  c.text(235, 140, s.self, { size: 10, fill: '#fff', anchor: 'middle', max: 68 })
  c.circle(150, 250, 66, '#fff', ' fill-opacity="0.18"')
  c.avatar(150, 250, 54, s.name, p.wash, p.color)
  c.text(150, 342, s.name, { size: 20, bold: true, fill: '#fff', anchor: 'middle', max: W })
  c.text(150, 362, s.line, { size: 12, fill: '#fff', opacity: 0.85, anchor: 'middle', max: W })
  const lines = c.wrap(s.caption, 12, W - 32, 3)
  c.round(L, 384, W, lines.length * 17 + 18, 12, '#000', ' fill-opacity="0.35"')
  lines.forEach((line, i) => c.text(150, 404 + i * 17, line, { size: 12, fill: '#fff', anchor: 'middle', max: W - 24 }))
  const controls = [
    ['Mute', '#fff'],
    ['End', '#e03131'],
    ['Camera', '#fff'],
  ] as const
  controls.forEach(([label, fill], i) => {
    const cx = 70 + i * 80
    c.circle(cx, 512, 26, fill, fill === '#fff' ? ' fill-opacity="0.2"' : '')
    c.text(cx, 556, label, { size: 11, fill: '#fff', anchor: 'middle', max: 70 })
  })
  // Microphone, hang-up handset and camera glyphs.
  c.add(`<rect x="65" y="500" width="10" height="16" rx="5" fill="#fff"/>`)
  c.add(`<path d="M61 511 a9 9 0 0 0 18 0 M70 520 v5" stroke="#fff" stroke-width="2" fill="none"/>`)
  c.add(`<path d="M134 512 a16 10 0 0 1 32 0 l-6 4 l-4 -5 h-12 l-4 5 z" fill="#fff"/>`)
  c.add(`<rect x="218" y="504" width="18" height="16" rx="3" fill="#fff"/>`)
  c.add(`<path d="M236 510 l8 -5 v14 l-8 -5 z" fill="#fff"/>`)
}

function drawProfile(c: Canvas, s: Extract<ScreenContent, { template: 'profile' }>, p: Palette) {
  c.rect(12, 112, 276, 50, p.color)
  c.circle(150, 170, 44, '#fff')
  c.avatar(150, 170, 38, s.name, p.wash, p.color)
  c.text(150, 236, s.name, { size: 17, bold: true, anchor: 'middle', max: W })
  c.text(150, 254, s.line, { size: 12, fill: GREY, anchor: 'middle', max: W })
  s.stats.slice(0, 3).forEach((stat, i) => {
    const x = L + i * 84
    c.round(x, 268, 76, 56, 10, p.wash)
    c.text(x + 38, 292, stat.value, { size: 15, bold: true, fill: p.color, anchor: 'middle', max: 70 })
    c.text(x + 38, 311, stat.label, { size: 10, fill: GREY, anchor: 'middle', max: 70 })
  })
  let y = 338
  for (const row of fitting(c, s.rows, y, 36, 0, 520, (r) => r.label)) {
    const w = c.text(R, y + 22, row.value, { size: 12, bold: true, anchor: 'end', max: 150 })
    c.text(L, y + 22, row.label, { size: 12, fill: GREY, max: W - w - 10 })
    c.add(`<line x1="${L}" x2="${R}" y1="${y + 35}" y2="${y + 35}" stroke="${LINE}"/>`)
    y += 36
  }
  button(c, 528, s.action, p)
}

function phone(brand: ScreenBrand, s: Exclude<ScreenContent, { template: 'admin' | 'website' }>, c: Canvas) {
  const p = palette(brand)
  c.add(`<rect x="1" y="1" width="298" height="598" rx="46" fill="#1b1b24" stroke="#9aa0aa" stroke-width="2"/>`)
  c.add(`<clipPath id="screen"><rect x="12" y="12" width="276" height="576" rx="36"/></clipPath>`)
  c.add(`<g clip-path="url(#screen)">`)
  c.rect(12, 12, 276, 576, '#fff')
  if (s.template === 'call') drawCall(c, brand, s, p)
  else {
    appBar(c, brand, s.title, p)
    switch (s.template) {
      case 'list':
        drawList(c, s, p)
        break
      case 'chat':
        drawChat(c, s, p)
        break
      case 'menu':
        drawMenu(c, s, p)
        break
      case 'cart':
        drawCart(c, s, p)
        break
      case 'stores':
        drawStores(c, s, p)
        break
      case 'map':
        drawMap(c, s, p)
        break
      case 'grid':
        drawGrid(c, s, p)
        break
      case 'rings':
        drawRings(c, s, p)
        break
      case 'dashboard':
        drawDashboard(c, s, p)
        break
      case 'listing':
        drawListing(c, s, p)
        break
      case 'feed':
        drawFeed(c, s, p)
        break
      case 'calendar':
        drawCalendar(c, s, p)
        break
      case 'profile':
        drawProfile(c, s, p)
        break
    }
  }
  c.add('</g>')
}

// ---------------------------------------------------------------------------------------------
// Browser window: viewBox 0 0 640 400.
// ---------------------------------------------------------------------------------------------

function browserChrome(c: Canvas, address: string) {
  c.add(`<rect x="1" y="1" width="638" height="398" rx="12" fill="#fff" stroke="#9aa0aa" stroke-width="2"/>`)
  c.add(`<path d="M1 13 a12 12 0 0 1 12 -12 h614 a12 12 0 0 1 12 12 v22 h-638 z" fill="${SOFT}"/>`)
  ;['#ff6b6b', '#fcc419', '#51cf66'].forEach((fill, i) => c.circle(20 + i * 18, 18, 6, fill))
  c.round(90, 8, 300, 20, 10, '#fff')
  c.text(104, 22, address, { size: 11, fill: GREY, max: 276 })
}

const domainOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.com`

function drawAdmin(c: Canvas, brand: ScreenBrand, s: Extract<ScreenContent, { template: 'admin' }>, p: Palette) {
  browserChrome(c, `admin.${domainOf(brand.name)}`)
  c.rect(2, 36, 148, 362, p.wash)
  c.text(14, 58, brand.name, { size: 10, bold: true, fill: GREY, max: 128 })
  c.text(14, 76, s.title, { size: 13, bold: true, fill: p.color, max: 128 })
  s.nav.forEach((item, i) => {
    const y = 90 + i * 32
    if (y + 26 > 396) {
      c.overflow.push(`nav ${item}`)
      return
    }
    if (i === 0) c.round(10, y, 130, 26, 8, p.color)
    c.text(22, y + 17, item, { size: 12, bold: i === 0, fill: i === 0 ? '#fff' : INK, max: 112 })
  })
  s.cards.slice(0, 4).forEach((card, i) => {
    const x = 164 + i * 116
    c.round(x, 50, 108, 64, 10, i === 0 ? p.color : PALE)
    c.text(x + 10, 72, card.label, { size: 10, fill: i === 0 ? '#fff' : GREY, max: 90 })
    c.text(x + 10, 100, card.value, { size: 16, bold: true, fill: i === 0 ? '#fff' : INK, max: 90 })
  })
  c.round(164, 128, 236, 258, 10, PALE)
  c.text(176, 150, s.chart.title, { size: 12, bold: true, max: 212 })
  const max = Math.max(...s.chart.values, 1)
  const step = 204 / Math.max(s.chart.values.length - 1, 1)
  const points = s.chart.values.map((v, i) => `${num(180 + i * step)},${num(360 - (v / max) * 170)}`)
  c.add(
    `<path d="M180 360 L${points.join(' L')} L${num(180 + (s.chart.values.length - 1) * step)} 360 Z" fill="${p.tint}" fill-opacity="0.6"/>`,
  )
  c.add(`<path d="M${points.join(' L')}" fill="none" stroke="${p.color}" stroke-width="3" stroke-linejoin="round"/>`)
  c.round(410, 128, 216, 258, 10, PALE)
  c.text(422, 150, s.table.title, { size: 12, bold: true, max: 192 })
  for (const [i, row] of fitting(c, s.table.rows, 164, 40, 4, 384, (r) => r.name).entries()) {
    const y = 164 + i * 44
    c.avatar(430, y + 18, 11, row.name, p.tint, p.color)
    const used = row.value
      ? c.text(616, y + 16, row.value, { size: 11, bold: true, fill: p.color, anchor: 'end', max: 70 }) + 6
      : 0
    c.text(448, y + 16, row.name, { size: 11, bold: true, max: 616 - used - 448 })
    if (row.line) c.text(448, y + 31, row.line, { size: 10, fill: GREY, max: 168 })
  }
}

function drawWebsite(c: Canvas, brand: ScreenBrand, s: Extract<ScreenContent, { template: 'website' }>, p: Palette) {
  browserChrome(c, `www.${domainOf(brand.name)}`)
  c.text(20, 62, s.title, { size: 16, bold: true, fill: p.color, max: 150 })
  let x = 620
  for (const item of [...s.nav].reverse()) {
    const w = textWidth(item, 12)
    if (x - w < 190) {
      c.overflow.push(`nav ${item}`)
      continue
    }
    c.text(x, 62, item, { size: 12, fill: INK, anchor: 'end', max: w + 1 })
    x -= w + 20
  }
  c.rect(2, 78, 636, 156, p.wash)
  c.circle(540, 156, 62, p.accent, ' fill-opacity="0.18"')
  c.circle(540, 156, 40, p.color, ' fill-opacity="0.35"')
  c.circle(540, 156, 16, '#fff')
  const heading = c.wrap(s.heading, 22, 380, 2, true)
  heading.forEach((line, i) => c.text(24, 114 + i * 28, line, { size: 22, bold: true, max: 380 }))
  let y = 114 + heading.length * 28
  const lines = c.wrap(s.line, 12, 380, 2)
  lines.forEach((line, i) => c.text(24, y + i * 17, line, { size: 12, fill: GREY, max: 380 }))
  y += lines.length * 17 + 2
  c.pill(24, Math.min(y, 200), s.action, { h: 28, size: 12, bold: true, fill: p.color, ink: '#fff' })
  s.cards.slice(0, 3).forEach((card, i) => {
    const cx = 20 + i * 204
    c.round(cx, 250, 192, 134, 12, '#fff', ` stroke="${LINE}"`)
    c.avatar(cx + 30, 282, 18, card.name, p.wash, p.color)
    c.text(cx + 56, 278, card.name, { size: 13, bold: true, max: 126 })
    if (card.line) c.text(cx + 56, 295, card.line, { size: 11, fill: GREY, max: 126 })
    if (card.meta) c.text(cx + 14, 326, card.meta, { size: 11, fill: '#495057', max: 164 })
    if (card.value) c.text(cx + 14, 364, card.value, { size: 13, bold: true, fill: p.color, max: 90 })
    if (card.action) {
      const w = textWidth(card.action, 11, true) + 20
      c.round(cx + 178 - w, 348, w, 24, 12, p.color)
      c.text(cx + 178 - w / 2, 364, card.action, { size: 11, bold: true, fill: '#fff', anchor: 'middle', max: w })
    }
  })
  if (s.cards.length > 3) c.overflow.push('cards beyond three')
}

/** The SVG of one screen in the given brand, and what did not fit. */
export function renderScreen(content: ScreenContent, brand: ScreenBrand, title: string): RenderedScreen {
  const c = new Canvas()
  const browser = BROWSER_TEMPLATES.includes(content.template)
  const size = SCREEN_FRAME_SIZE[browser ? 'browser' : 'phone']
  if (content.template === 'admin') drawAdmin(c, brand, content, palette(brand))
  else if (content.template === 'website') drawWebsite(c, brand, content, palette(brand))
  else phone(brand, content, c)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}" role="img" font-family="${FONT_STACK}">` +
    `<title>${escapeXml(title)}</title>${c.parts.join('')}</svg>`
  return { svg, width: size.width, overflow: c.overflow }
}
