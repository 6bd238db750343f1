import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import opentype from 'opentype.js'
import { unescapeXml } from '~/domain/xml'

/**
 * Turns the words of a drawn screen into outlines, so the screen can be rasterised anywhere
 * with the same letters: a server has no fonts to rely on (a slim container has none), and the
 * rasteriser (resvg) reads no WOFF. The letters are Inter (the site's own face, from
 * @fontsource/inter, Latin and Latin Extended for ₹) in its regular and bold weights; the three
 * symbols Inter lacks (★ ● ♥) are drawn as shapes.
 *
 * It reads only what src/server/screens/render-screen draws: `<text>` with absolute x and y,
 * font-size, optional font-weight="700", fill, text-anchor and fill-opacity, and plain escaped
 * text inside.
 */

type Weight = 400 | 700

const SUBSETS = ['latin', 'latin-ext'] as const

let faces: Record<Weight, opentype.Font[]> | undefined

function fontFile(subset: string, weight: Weight): string {
  const name = `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`
  try {
    return createRequire(import.meta.url).resolve(name)
  } catch {
    // A bundled server may not resolve from its own folder: the project's node_modules then.
    return path.join(process.cwd(), 'node_modules', name)
  }
}

function loadFaces(): Record<Weight, opentype.Font[]> {
  const load = (weight: Weight) =>
    SUBSETS.map((subset) => {
      const bytes = readFileSync(fontFile(subset, weight))
      return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    })
  faces ??= { 400: load(400), 700: load(700) }
  return faces
}

/** A symbol drawn as a shape: its outline at the origin for a 1-unit em (y down), and its advance. */
interface Shape {
  advance: number
  path: (x: number, y: number, size: number) => string
}

const n = (value: number) => String(Math.round(value * 100) / 100)

function star(x: number, y: number, size: number): string {
  const cx = x + 0.42 * size
  const cy = y - 0.36 * size
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const r = (i % 2 === 0 ? 0.4 : 0.16) * size
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    points.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`)
  }
  return `M${points.join('L')}Z`
}

function dot(x: number, y: number, size: number): string {
  const r = 0.3 * size
  const cx = x + 0.4 * size
  const cy = y - 0.34 * size
  return `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}Z`
}

function heart(x: number, y: number, size: number): string {
  const s = size
  const cx = x + 0.4 * s
  const bottom = y + 0.02 * s
  const top = y - 0.56 * s
  return [
    `M${n(cx)} ${n(bottom)}`,
    `C${n(cx - 0.1 * s)} ${n(bottom - 0.1 * s)} ${n(cx - 0.36 * s)} ${n(bottom - 0.26 * s)} ${n(cx - 0.36 * s)} ${n(top + 0.17 * s)}`,
    `C${n(cx - 0.36 * s)} ${n(top)} ${n(cx - 0.06 * s)} ${n(top - 0.04 * s)} ${n(cx)} ${n(top + 0.13 * s)}`,
    `C${n(cx + 0.06 * s)} ${n(top - 0.04 * s)} ${n(cx + 0.36 * s)} ${n(top)} ${n(cx + 0.36 * s)} ${n(top + 0.17 * s)}`,
    `C${n(cx + 0.36 * s)} ${n(bottom - 0.26 * s)} ${n(cx + 0.1 * s)} ${n(bottom - 0.1 * s)} ${n(cx)} ${n(bottom)}Z`,
  ].join('')
}

const SHAPES: Record<string, Shape> = {
  '★': { advance: 0.84, path: star },
  '●': { advance: 0.8, path: dot },
  '♥': { advance: 0.8, path: heart },
}

/** The characters the outliner cannot draw (neither Inter nor a shape has them). */
export function missingCharacters(text: string, bold = false): string[] {
  const fonts = loadFaces()[bold ? 700 : 400]
  return [...new Set(text)].filter(
    (ch) => !SHAPES[ch] && ch !== ' ' && !fonts.some((font) => font.charToGlyphIndex(ch) > 0),
  )
}

/** One line of text as path data, starting at x on the baseline y; returns the data and its width. */
export function outlineLine(text: string, x: number, y: number, size: number, bold = false) {
  const fonts = loadFaces()[bold ? 700 : 400]
  const runs: Array<(left: number) => string> = []
  let advance = 0
  let previous: { font: opentype.Font; glyph: opentype.Glyph } | undefined
  for (const ch of text) {
    const shape = SHAPES[ch]
    if (shape) {
      const left = advance
      runs.push((origin) => shape.path(origin + left, y, size))
      advance += shape.advance * size
      previous = undefined
      continue
    }
    const font = fonts.find((f) => f.charToGlyphIndex(ch) > 0) ?? fonts[0]!
    const glyph = font.charToGlyph(ch)
    const scale = size / font.unitsPerEm
    if (previous?.font === font) advance += font.getKerningValue(previous.glyph, glyph) * scale
    const left = advance
    runs.push((origin) => glyph.getPath(origin + left, y, size).toPathData(2))
    advance += (glyph.advanceWidth ?? 0) * scale
    previous = { font, glyph }
  }
  return { d: runs.map((run) => run(x)).join(''), width: advance }
}

const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g

/** The SVG with every `<text>` replaced by a `<path>` of the same letters, colour and place. */
export function outlineText(svg: string): string {
  return svg.replace(/<text ([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, escaped: string) => {
    const a = Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2]]))
    const size = Number(a['font-size'] ?? 12)
    const bold = a['font-weight'] === '700' || a['font-weight'] === 'bold'
    const text = unescapeXml(escaped)
    const x = Number(a.x ?? 0)
    const { width } = outlineLine(text, 0, 0, size, bold)
    const anchor = a['text-anchor']
    const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
    const { d } = outlineLine(text, start, Number(a.y ?? 0), size, bold)
    const paint = [`fill="${a.fill ?? '#000'}"`, a['fill-opacity'] ? `fill-opacity="${a['fill-opacity']}"` : '']
    return `<path d="${d}" ${paint.filter(Boolean).join(' ')}/>`
  })
}
